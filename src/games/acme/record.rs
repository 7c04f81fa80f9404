//! Game records (setup + options + seed + actions) and position files (any situation, by name),
//! both RON; and the stable state hash. Formats are documented in `docs/formats.md`.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::catalog::{CardId, Catalog, FATE_CARDS};
use super::decision::Action;
use super::engine::Game;
use super::event::Event;
use super::flow::Flow;
use super::ruleset::{Acme, Ruleset};
use super::setup::{self, Layout, SetupCiv};
use super::state::{
    BlockLoc, CivState, Color, DISKS_PER_COLOR, Faction, GameOptions, STRONGHOLD_CUBES, Slot,
    SpecialCube, State, TableCard, WHITE_DISKS,
};
use crate::game_id::{AnyGame, GameId};

/// Record format version: a newer file is refused with a clear message.
pub const RECORD_VERSION: u32 = 1;

/// How a game starts.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum SetupSpec {
    /// A Rulebook basic setup; `npc[i]` for the i-th civilization of the setup's list.
    Basic {
        players: u8,
        layout: Layout,
        npc: Vec<bool>,
    },
    /// Any list of civilizations on a map configuration (homelands and printed placements).
    Custom { config: String, civs: Vec<SetupCiv> },
    /// A position file.
    Position(Box<Position>),
    /// A scenario (playbook-spec §2-§5) with its definition, so the record replays without the
    /// file: `crate::games::acme::scenario::shipped::scenario_setup` makes one from `assets/scenarios/NAME.ron`.
    Scenario(Box<super::state::scenario_state::ScenarioSetup>),
    /// A game going on from a whole state: the state a save held, when the save's actions no
    /// longer replay under today's rules (`saves::read_text`). The state is taken at the start of
    /// the step it was saved in.
    State(#[serde(with = "state_as_json")] Box<State>),
}

/// A whole state in a RON file, written as a string holding the state's JSON text (the form its
/// hash is taken of, [`state_hash`]). Why not RON: the state has 128-bit fields, which this RON
/// writer cannot write.
pub mod state_as_json {
    use super::State;

    pub fn serialize<T: serde::Serialize, S: serde::Serializer>(
        st: &T,
        s: S,
    ) -> Result<S::Ok, S::Error> {
        let json = serde_json::to_string(st).map_err(serde::ser::Error::custom)?;
        s.serialize_str(&json)
    }

    pub fn deserialize<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Box<State>, D::Error> {
        let json = <String as serde::Deserialize>::deserialize(d)?;
        serde_json::from_str(&json).map_err(|e| {
            serde::de::Error::custom(format!("the held game state does not read: {e}"))
        })
    }
}

/// A complete game: replaying the actions from the setup reproduces it exactly. A record whose
/// setup is a position needs no `options` or `seed` of its own (the position's are used); given,
/// they must agree with the position's (see [`RawGameRecord`]).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(try_from = "RawGameRecord")]
pub struct GameRecord {
    pub version: u32,
    /// The game the record is of (absent in older files: ACME).
    pub game: GameId,
    /// The version of that game's rules that wrote the record (`GameId::rules_version`; absent in
    /// older files: 0, before versions were written).
    pub rules_version: u32,
    pub setup: SetupSpec,
    pub options: GameOptions,
    pub seed: u64,
    pub actions: Vec<Action>,
    /// Hash of the final state when the record was written (checked by `acme replay`).
    #[serde(default)]
    pub final_hash: Option<u64>,
}

/// A game record as written: `options` and `seed` may be left out when the setup is a position.
/// Unknown fields are refused (a misspelt `final_hash` must not disable the hash check). `Game` is
/// how its game tag reads: `GameId` takes ACME's records only (every reader of ACME's files);
/// `AnyGame` any known game's ([`AnyGameRecord`]).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawGameRecord<Game = GameId> {
    version: u32,
    #[serde(default)]
    game: Game,
    #[serde(default)]
    rules_version: u32,
    setup: SetupSpec,
    #[serde(default, deserialize_with = "given")]
    options: Option<GameOptions>,
    #[serde(default, deserialize_with = "given")]
    seed: Option<u64>,
    actions: Vec<Action>,
    #[serde(default)]
    final_hash: Option<u64>,
}

/// A field written plainly (not as `Some(..)`) is `Some` when given.
fn given<'de, D: serde::Deserializer<'de>, T: Deserialize<'de>>(
    d: D,
) -> Result<Option<T>, D::Error> {
    T::deserialize(d).map(Some)
}

/// A game record of any game this program knows, for a reader that has read the file's game tag
/// and plays that game (`load::replay_any_text`): its `game` is whichever the file names.
#[derive(Debug, Clone, Deserialize)]
#[serde(try_from = "RawGameRecord<AnyGame>")]
pub struct AnyGameRecord(pub GameRecord);

impl TryFrom<RawGameRecord<AnyGame>> for AnyGameRecord {
    type Error = String;
    fn try_from(r: RawGameRecord<AnyGame>) -> Result<Self, String> {
        GameRecord::try_from(r).map(AnyGameRecord)
    }
}

impl<Game: Into<GameId>> TryFrom<RawGameRecord<Game>> for GameRecord {
    type Error = String;
    fn try_from(r: RawGameRecord<Game>) -> Result<Self, String> {
        let (options, seed) = match &r.setup {
            SetupSpec::State(st) => {
                if r.options.as_ref().is_some_and(|o| *o != st.options)
                    || r.seed.is_some_and(|s| s != st.seed)
                {
                    return Err(
                        "the record's `options` or `seed` differ from its state's (leave \
                                them out: a state carries its own)"
                            .into(),
                    );
                }
                (st.options.clone(), st.seed)
            }
            SetupSpec::Position(p) => {
                if r.options.as_ref().is_some_and(|o| *o != p.options) {
                    return Err("the record's `options` differ from its position's (leave \
                                `options` out: a position carries its own)"
                        .into());
                }
                if r.seed.is_some_and(|s| s != p.seed) {
                    return Err(format!(
                        "the record's `seed` ({}) differs from its position's ({}) (leave `seed` \
                         out: a position carries its own)",
                        r.seed.unwrap_or_default(),
                        p.seed
                    ));
                }
                (p.options.clone(), p.seed)
            }
            _ => (
                r.options.ok_or("missing field `options`")?,
                r.seed.ok_or("missing field `seed`")?,
            ),
        };
        Ok(GameRecord {
            version: r.version,
            game: r.game.into(),
            rules_version: r.rules_version,
            setup: r.setup,
            options,
            seed,
            actions: r.actions,
            final_hash: r.final_hash,
        })
    }
}

/// Why a record does not replay: the engine's error ([`crate::engine::record::ReplayError`]) over
/// ACME's answers.
pub type ReplayError = crate::engine::record::ReplayError<Action>;

/// Start a game from a setup (before any action).
pub fn start(
    cat: Arc<Catalog>,
    setup: &SetupSpec,
    options: &GameOptions,
    seed: u64,
) -> Result<(Game, Vec<Event>), ReplayError> {
    // Untrusted setups are checked before anything is built (`input_check`).
    let problems = super::input_check::setup(&cat, setup, options, "", "");
    if !problems.is_empty() {
        return Err(ReplayError::Setup(super::input_check::sentence(&problems)));
    }
    let st = match setup {
        SetupSpec::Basic {
            players,
            layout,
            npc,
        } => {
            let (config, civs) = setup::basic(*players, *layout, npc)
                .map_err(|e| ReplayError::Setup(e.to_string()))?;
            setup::new_state(&cat, &config, &civs, options.clone(), seed)
                .map_err(|e| ReplayError::Setup(e.to_string()))?
        }
        SetupSpec::Custom { config, civs } => {
            setup::new_state(&cat, config, civs, options.clone(), seed)
                .map_err(|e| ReplayError::Setup(e.to_string()))?
        }
        SetupSpec::Position(p) if p.game != GameId::Acme => {
            return Err(ReplayError::Setup(
                crate::game_id::NotAcmeFile(p.game).to_string(),
            ));
        }
        SetupSpec::Position(p) => p.to_state(&cat).map_err(ReplayError::Setup)?,
        SetupSpec::Scenario(sc) => {
            Acme::scenario_state(&cat, sc, options, seed).map_err(ReplayError::Setup)?
        }
        SetupSpec::State(st) => (**st).clone(),
    };
    Ok(Game::from_state(cat, st))
}

/// Replay a record to its final state (the engine's replay, [`crate::engine::record::replay`]).
pub fn replay(cat: Arc<Catalog>, rec: &GameRecord) -> Result<Game, ReplayError> {
    crate::engine::record::replay::<Game>(cat, rec)
}

/// The state hash (FNV-1a over the state's JSON form) is the engine's; ACME's state holds no hash
/// maps and no floats, so it is stable across runs and machines. `text_hash` is the same of a
/// state's JSON text, as a save holds it.
pub use crate::engine::hash::{state_hash, text_hash};

// ---------------------------------------------------------------------------------------------
// Position files
// ---------------------------------------------------------------------------------------------

/// Where a civilization's Deity temple is, in a position file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum TempleAt {
    /// Standing on its Homeland.
    Standing,
    /// Captured by the named civilization.
    CapturedBy(String),
    Destroyed,
    Returned,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PosCiv {
    pub civ: String,
    pub color: Color,
    #[serde(default)]
    pub npc: bool,
    pub homeland: String,
    #[serde(default)]
    pub growth: u16,
    #[serde(default)]
    pub captives: u16,
    #[serde(default)]
    pub treasury: u16,
    #[serde(default)]
    pub loot: u16,
    #[serde(default)]
    pub vp: u32,
    #[serde(default)]
    pub hand: Vec<u8>,
    /// Deity card id (104-110, or 95 for Monotheism) and where its temple is.
    #[serde(default)]
    pub deity: Option<(u8, TempleAt)>,
    #[serde(default)]
    pub deity_inactive_by: Option<u8>,
    /// Investment cards on the table: (card id, disks).
    #[serde(default)]
    pub table: Vec<(u8, u8)>,
    /// Bonus-area Investments (#69-#71) on the table: (card id, marked area, white disks on it).
    /// The area's coloured cube is given with the area (`cube`).
    #[serde(default)]
    pub bonus: Vec<(u8, String, u8)>,
    #[serde(default)]
    pub passed: bool,
    #[serde(default)]
    pub gilgamesh_uses: u8,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PosArea {
    pub area: String,
    /// (civilization name or "Barbarians", disks).
    #[serde(default)]
    pub disks: Vec<(String, u8)>,
    #[serde(default)]
    pub stronghold: Option<String>,
    #[serde(default)]
    pub cube: Option<SpecialCube>,
    /// White Allied disks (civilization, count) — competition positions.
    #[serde(default)]
    pub allies: Vec<(String, u8)>,
    /// Whose Gold lies here (solitaire and scenarios).
    #[serde(default)]
    pub gold: Option<String>,
}

/// Any game situation, written by name (docs/formats.md).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Position {
    /// The game the position is of (absent in older files: ACME). Any game this program plays
    /// reads here; a reader of one game's positions checks it ([`parse_position_of`]).
    #[serde(default, deserialize_with = "any_game")]
    pub game: GameId,
    /// The version of that game's rules that wrote the file (absent: 0, before versions were
    /// written). A position is a state, not actions: it plays under today's rules whatever wrote it.
    #[serde(default)]
    pub rules_version: u32,
    pub config: String,
    #[serde(default = "one")]
    pub epoch: u8,
    #[serde(default = "one")]
    pub turn: u8,
    /// The step to run next (who acts follows from it).
    pub flow: Flow,
    #[serde(default)]
    pub seed: u64,
    #[serde(default)]
    pub options: GameOptions,
    pub civs: Vec<PosCiv>,
    /// Turn Order, first to last, by civilization name.
    pub order: Vec<String>,
    pub areas: Vec<PosArea>,
    /// Draw deck from the bottom to the top, every card not placed elsewhere; `None`: those cards
    /// shuffled with the seed.
    #[serde(default)]
    pub deck: Option<Vec<u8>>,
    /// Only the cards one cares about on top of the draw deck, first drawn first; the other cards
    /// not placed elsewhere are shuffled with the seed under them (not with `deck`).
    #[serde(default)]
    pub top: Vec<u8>,
    #[serde(default)]
    pub discard: Vec<u8>,
    #[serde(default)]
    pub set_aside: Vec<u8>,
    /// Solitaire state (hostility, Primary Enemies, Gold...), by slot as listed in `civs`.
    #[serde(default)]
    pub npc: super::state::npc_state::NpcState,
    /// Cards built in front of their owners with a block on the map (ACIS's Wonders); ACME
    /// builds none, so its files never write the field.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub monuments: Vec<PosMonument>,
}

/// A built card in a position file (ACIS RB Build a Wonder: the card in front of its owner, its
/// block in a land area, the owner's disks on it), by name.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PosMonument {
    /// The card's id (ACIS's Wonders: 104-110).
    pub card: u8,
    /// Its owner's civilization.
    pub owner: String,
    /// The area of its block.
    pub area: String,
    /// The owner's disks on the card (taken from its supply).
    pub disks: u8,
    /// The Epoch and turn it was built.
    pub built: (u8, u8),
    /// Used this turn.
    #[serde(default)]
    pub used: bool,
    /// Buried (face down, inactive).
    #[serde(default)]
    pub buried: bool,
}

fn one() -> u8 {
    1
}

/// A position's game tag: any game this program plays (see [`Position::game`]).
fn any_game<'de, D: serde::Deserializer<'de>>(d: D) -> Result<GameId, D::Error> {
    AnyGame::deserialize(d).map(GameId::from)
}

/// A Fate card by its ID (1 to `FATE_CARDS`).
fn fate_card(id: u8) -> Result<CardId, String> {
    if (1..=FATE_CARDS).contains(&id) {
        Ok(CardId(id))
    } else {
        Err(format!("card id {id} is not a Fate card (1-{FATE_CARDS})"))
    }
}

impl Position {
    /// Build the state this position describes. Errors name the problem.
    pub fn to_state(&self, cat: &Catalog) -> Result<State, String> {
        let mut st = self.base_state(cat)?;
        st.order = self
            .order
            .iter()
            .map(|n| self.slot_of(n))
            .collect::<Result<_, _>>()?;
        if st.order.len() != self.civs.len() {
            return Err("the Turn Order must list every civilization once".into());
        }
        // Every Fate card the position places, to find the rest and cards placed twice.
        let mut used: Vec<CardId> = Vec::new();
        for pa in &self.areas {
            self.place_area(cat, &mut st, pa)?;
        }
        for i in 0..self.civs.len() {
            self.civ_state(cat, &mut st, i, &mut used)?;
        }
        st.npc = self.npc.clone();
        self.place_monuments(cat, &mut st)?;
        self.deal_deck(&mut st, &mut used)?;
        self.check_cards_once(&used)?;
        Ok(st)
    }

    /// A new game for the position's civilizations, map, options and seed, at its Epoch, turn
    /// and flow (the rest is filled in by [`Position::to_state`]).
    fn base_state(&self, cat: &Catalog) -> Result<State, String> {
        let civs: Vec<SetupCiv> = self
            .civs
            .iter()
            .map(|c| SetupCiv {
                civ: c.civ.clone(),
                homeland: c.homeland.clone(),
                disks: vec![],
                color: c.color,
                npc: c.npc,
            })
            .collect();
        let mut st = setup::new_state(cat, &self.config, &civs, self.options.clone(), self.seed)
            .map_err(|e| e.to_string())?;
        st.rule8 = vec![false; civs.len()];
        st.deck.held_out.clear();
        st.epoch = self.epoch;
        st.turn = self.turn;
        st.first_epoch = 1;
        st.flow = self.flow;
        Ok(st)
    }

    /// The slot of a civilization of the position (names compare without case).
    fn slot_of(&self, name: &str) -> Result<Slot, String> {
        self.civs
            .iter()
            .position(|c| c.civ.eq_ignore_ascii_case(name))
            .map(|i| Slot(i as u8))
            .ok_or_else(|| format!("'{name}' is not a civilization of this position"))
    }

    /// A civilization's faction, or the Barbarians.
    fn faction_of(&self, name: &str) -> Result<Faction, String> {
        if name.eq_ignore_ascii_case("barbarians") {
            Ok(Faction::BARBARIANS)
        } else {
            self.slot_of(name).map(|s| s.faction())
        }
    }

    /// An area's disks (taken from their supplies), allies, Stronghold, cube and Gold.
    fn place_area(&self, cat: &Catalog, st: &mut State, pa: &PosArea) -> Result<(), String> {
        let a = cat
            .board
            .find(&pa.area)
            .ok_or_else(|| format!("unknown area '{}'", pa.area))?;
        for (who, n) in &pa.disks {
            let f = self.faction_of(who)?;
            st.areas.add(a, f, *n);
            match f.slot() {
                Some(s) => {
                    let c = st.civ_mut(s);
                    c.supply = c.supply.checked_sub(*n as u16).ok_or_else(|| {
                        format!("{} has more than {} disks", who, DISKS_PER_COLOR)
                    })?;
                }
                None => {
                    st.barbarian_supply = st
                        .barbarian_supply
                        .checked_sub(*n as u16)
                        .ok_or("more than 50 Barbarian disks")?
                }
            }
        }
        for (who, n) in &pa.allies {
            st.areas[a.0 as usize].allies[self.slot_of(who)?.idx()] += n;
        }
        if let Some(who) = &pa.stronghold {
            st.areas[a.0 as usize].stronghold = Some(self.faction_of(who)?);
            st.strongholds_free = st
                .strongholds_free
                .checked_sub(1)
                .ok_or(format!("more than {STRONGHOLD_CUBES} Stronghold cubes"))?;
        }
        st.areas[a.0 as usize].cube = pa.cube;
        if let Some(who) = &pa.gold {
            st.areas[a.0 as usize].gold = Some(self.slot_of(who)?);
        }
        Ok(())
    }

    /// The built cards, their disks taken from their owners' supplies; checked as the state's
    /// invariants check them (no card built twice, one block an area).
    fn place_monuments(&self, cat: &Catalog, st: &mut State) -> Result<(), String> {
        use super::state::monuments::{Monument, problems};
        for m in &self.monuments {
            let owner = self.slot_of(&m.owner)?;
            let area = cat
                .board
                .find(&m.area)
                .ok_or_else(|| format!("unknown area '{}'", m.area))?;
            let c = st.civ_mut(owner);
            c.supply = c.supply.checked_sub(u16::from(m.disks)).ok_or_else(|| {
                format!(
                    "{}: not enough disks for its built card #{}",
                    m.owner, m.card
                )
            })?;
            st.monuments.push(Monument {
                card: CardId(m.card),
                owner,
                area,
                disks: m.disks,
                built: m.built,
                used: m.used,
                buried: m.buried,
            });
        }
        match problems(&st.monuments).into_iter().next() {
            Some(p) => Err(p),
            None => Ok(()),
        }
    }

    /// The civilization `i`: its counts, cards and Deity, with the disks and mina they take from
    /// the supplies; the cards it holds go into `used`.
    fn civ_state(
        &self,
        cat: &Catalog,
        st: &mut State,
        i: usize,
        used: &mut Vec<CardId>,
    ) -> Result<(), String> {
        let pc = &self.civs[i];
        let s = Slot(i as u8);
        let mut c: CivState = st.civs[i].clone();
        c.growth = pc.growth;
        if pc.captives > pc.growth {
            return Err(format!(
                "{}: {} captives but {} disks in the growth box (captives are growth disks)",
                pc.civ, pc.captives, pc.growth
            ));
        }
        c.captives = pc.captives;
        c.supply = c
            .supply
            .checked_sub(pc.growth)
            .ok_or(format!("{}: not enough disks for its growth box", pc.civ))?;
        c.treasury = pc.treasury;
        c.loot = pc.loot;
        c.vp = pc.vp;
        c.passed = pc.passed;
        c.gilgamesh_uses = pc.gilgamesh_uses;
        self.civ_cards(cat, st, pc, &mut c, used)?;
        self.civ_deity(st, s, pc, &mut c, used)?;
        st.white_supply = st
            .white_supply
            .checked_sub(pc.treasury + pc.loot)
            .ok_or(format!("more than {WHITE_DISKS} mina in play"))?;
        st.civs[i] = c;
        Ok(())
    }

    /// A civilization's hand, Investment cards (their disks from its supply) and bonus-area
    /// cards (their white disks from the white supply).
    fn civ_cards(
        &self,
        cat: &Catalog,
        st: &mut State,
        pc: &PosCiv,
        c: &mut CivState,
        used: &mut Vec<CardId>,
    ) -> Result<(), String> {
        c.hand = pc
            .hand
            .iter()
            .map(|&x| fate_card(x))
            .collect::<Result<_, _>>()?;
        used.extend(c.hand.iter().copied());
        for &(id, disks) in &pc.table {
            let id = fate_card(id)?;
            used.push(id);
            c.supply = c.supply.checked_sub(disks as u16).ok_or(format!(
                "{}: not enough disks for its Investment cards",
                pc.civ
            ))?;
            c.table.push(TableCard {
                card: id,
                disks,
                area: None,
                uses: 0,
                memo: vec![],
            });
        }
        for (id, area, disks) in &pc.bonus {
            let id = fate_card(*id)?;
            used.push(id);
            let a = cat
                .board
                .find(area)
                .ok_or_else(|| format!("unknown area '{area}'"))?;
            st.white_supply = st
                .white_supply
                .checked_sub(*disks as u16)
                .ok_or(format!("more than {WHITE_DISKS} white disks in play"))?;
            c.table.push(TableCard {
                card: id,
                disks: *disks,
                area: Some(a),
                uses: 0,
                memo: vec![],
            });
        }
        Ok(())
    }

    /// A civilization's Deity (with card #95 beside a Monotheism display) and its temple block,
    /// and the card lying on it.
    fn civ_deity(
        &self,
        st: &mut State,
        s: Slot,
        pc: &PosCiv,
        c: &mut CivState,
        used: &mut Vec<CardId>,
    ) -> Result<(), String> {
        if let Some((d, at)) = &pc.deity {
            let d = CardId(*d);
            if !(104..=110).contains(&d.0) && d != super::catalog::MONOTHEISM {
                return Err(format!("{}: {} is not a Deity", pc.civ, d.0));
            }
            c.deity = Some(d);
            // Card #95 lies face up beside the monotheist's display (content #95 legend),
            // unless the position puts it somewhere else (Israelites may hold Monotheism
            // without the card).
            let m = super::catalog::MONOTHEISM.0;
            let elsewhere = self
                .civs
                .iter()
                .any(|x| x.hand.contains(&m) || x.table.iter().any(|t| t.0 == m))
                || self.discard.contains(&m)
                || self.set_aside.contains(&m)
                || self.deck.as_ref().is_some_and(|dk| dk.contains(&m));
            if d == super::catalog::MONOTHEISM && !elsewhere {
                used.push(d);
                c.table.push(TableCard {
                    card: d,
                    disks: 0,
                    area: None,
                    uses: 0,
                    memo: vec![],
                });
            }
            let loc = match at {
                TempleAt::Standing => BlockLoc::Temple { owner: s },
                TempleAt::CapturedBy(n) => BlockLoc::Captured {
                    owner: s,
                    by: self.slot_of(n)?,
                },
                TempleAt::Destroyed => BlockLoc::Destroyed { owner: s },
                TempleAt::Returned => BlockLoc::Returned { owner: s },
            };
            st.blocks[State::block_index(d)] = loc;
        }
        if let Some(x) = pc.deity_inactive_by {
            c.deity_inactive_by = Some(fate_card(x)?);
            used.push(CardId(x));
        }
        Ok(())
    }

    /// The discard pile, the cards set aside and the draw pile: as listed (`deck`), or every card
    /// not placed elsewhere, shuffled with the position's seed, under the `top` cards.
    fn deal_deck(&self, st: &mut State, used: &mut Vec<CardId>) -> Result<(), String> {
        st.deck.discard = self
            .discard
            .iter()
            .map(|&x| fate_card(x))
            .collect::<Result<_, _>>()?;
        st.deck.set_aside = self
            .set_aside
            .iter()
            .map(|&x| fate_card(x))
            .collect::<Result<_, _>>()?;
        used.extend(st.deck.discard.iter().copied());
        used.extend(st.deck.set_aside.iter().copied());
        match &self.deck {
            Some(d) => {
                st.deck.draw = d.iter().map(|&x| fate_card(x)).collect::<Result<_, _>>()?;
                used.extend(st.deck.draw.iter().copied());
            }
            None => {
                // Every card not placed elsewhere, shuffled with the position's seed, under the
                // `top` cards (the last of the draw pile is drawn first).
                let top: Vec<CardId> = self
                    .top
                    .iter()
                    .map(|&x| fate_card(x))
                    .collect::<Result<_, _>>()?;
                used.extend(top.iter().copied());
                let mut rest: Vec<CardId> = (1..=FATE_CARDS)
                    .map(CardId)
                    .filter(|c| !used.contains(c))
                    .collect();
                use rand::Rng;
                for i in (1..rest.len()).rev() {
                    let j = st.rng.random_range(0..=i);
                    rest.swap(i, j);
                }
                used.extend(rest.iter().copied());
                rest.extend(top.iter().rev());
                st.deck.draw = rest;
            }
        }
        Ok(())
    }

    /// Each Fate card in one place; with a full `deck`, every card somewhere.
    fn check_cards_once(&self, used: &[CardId]) -> Result<(), String> {
        if self.deck.is_some() && !self.top.is_empty() {
            return Err(
                "give either `deck` (every card) or `top` (the top cards), not both".into(),
            );
        }
        let mut counts = [0u32; FATE_CARDS as usize + 1];
        for c in used {
            counts[c.0 as usize] += 1;
        }
        if let Some(id) = (1..=FATE_CARDS).find(|&i| counts[i as usize] > 1) {
            return Err(format!("card #{id} appears more than once"));
        }
        if self.deck.is_some()
            && let Some(id) = (1..=FATE_CARDS).find(|&i| counts[i as usize] == 0)
        {
            return Err(format!(
                "card #{id} is missing (`deck` lists every card; `top` lists only the top cards)"
            ));
        }
        Ok(())
    }

    /// Describe a state of ACME as a position ([`Position::from_state_of`]).
    pub fn from_state(cat: &Catalog, st: &State) -> Position {
        Position::from_state_of(GameId::Acme, cat, st)
    }

    /// Describe a state of `game` (a game on ACME's system) as a position (the next step to run
    /// is the state's flow; a decision in progress restarts from the beginning of its step).
    pub fn from_state_of(game: GameId, cat: &Catalog, st: &State) -> Position {
        let base = st.proc.as_ref().map(|f| &*f.snapshot).unwrap_or(st);
        let name = |s: Slot| cat.civ(base.civ(s).civ).name.clone();
        let fname = |f: Faction| f.slot().map(name).unwrap_or_else(|| "Barbarians".into());
        let civs = base
            .civs
            .iter()
            .enumerate()
            .map(|(i, c)| {
                let s = Slot(i as u8);
                PosCiv {
                    civ: name(s),
                    color: c.color,
                    npc: c.npc,
                    homeland: c
                        .homeland
                        .map(|h| cat.board.name(h).to_string())
                        .unwrap_or_default(),
                    growth: c.growth,
                    captives: c.captives,
                    treasury: c.treasury,
                    loot: c.loot,
                    vp: c.vp,
                    hand: c.hand.iter().map(|x| x.0).collect(),
                    deity: c.deity.map(|d| {
                        let at = match base.block(d) {
                            BlockLoc::Captured { by, .. } => TempleAt::CapturedBy(name(by)),
                            BlockLoc::Destroyed { .. } => TempleAt::Destroyed,
                            BlockLoc::Returned { .. } => TempleAt::Returned,
                            _ => TempleAt::Standing,
                        };
                        (d.0, at)
                    }),
                    deity_inactive_by: c.deity_inactive_by.map(|x| x.0),
                    table: c
                        .table
                        .iter()
                        .filter(|t| t.area.is_none())
                        .map(|t| (t.card.0, t.disks))
                        .collect(),
                    bonus: c
                        .table
                        .iter()
                        .filter_map(|t| {
                            t.area
                                .map(|a| (t.card.0, cat.board.name(a).to_string(), t.disks))
                        })
                        .collect(),
                    passed: c.passed,
                    gilgamesh_uses: c.gilgamesh_uses,
                }
            })
            .collect();
        let areas = base
            .areas
            .iter()
            .enumerate()
            .filter(|(_, a)| {
                !a.is_empty() || a.stronghold.is_some() || a.cube.is_some() || a.gold.is_some()
            })
            .map(|(i, a)| PosArea {
                area: cat.board.areas[i].name.clone(),
                disks: a.factions().map(|f| (fname(f), a.disks[f.idx()])).collect(),
                stronghold: a.stronghold.map(fname),
                cube: a.cube,
                allies: base
                    .slots()
                    .filter(|s| a.allies[s.idx()] > 0)
                    .map(|s| (name(s), a.allies[s.idx()]))
                    .collect(),
                gold: a.gold.map(name),
            })
            .collect();
        let monuments = base
            .monuments
            .iter()
            .map(|m| PosMonument {
                card: m.card.0,
                owner: name(m.owner),
                area: cat.board.name(m.area).to_string(),
                disks: m.disks,
                built: m.built,
                used: m.used,
                buried: m.buried,
            })
            .collect();
        Position {
            game,
            rules_version: game.rules_version(),
            config: cat.board.configs[base.config].name.clone(),
            epoch: base.epoch,
            turn: base.turn,
            flow: base.flow,
            seed: base.seed,
            options: base.options.clone(),
            civs,
            order: base.order.iter().map(|&s| name(s)).collect(),
            areas,
            deck: Some(base.deck.draw.iter().map(|c| c.0).collect()),
            top: Vec::new(),
            discard: base.deck.discard.iter().map(|c| c.0).collect(),
            set_aside: base.deck.set_aside.iter().map(|c| c.0).collect(),
            npc: base.npc.clone(),
            monuments,
        }
    }
}

/// Parse an ACME position file's text; the error carries line and column.
pub fn parse_position(text: &str) -> Result<Position, String> {
    parse_position_of(GameId::Acme, text)
}

/// Parse a position file of `game`; the error carries line and column (a file of another game:
/// the line of its `game` field, with [`crate::game_id::NotAcmeFile`]'s sentence for ACME's
/// reader).
pub fn parse_position_of(game: GameId, text: &str) -> Result<Position, String> {
    let p: Position = ron::from_str(text)
        .map_err(|e| format!("{}:{}: {}", e.span.start.line, e.span.start.col, e.code))?;
    if p.game == game {
        return Ok(p);
    }
    let line = text
        .lines()
        .position(|l| l.trim_start().starts_with("game"))
        .map_or(1, |i| i + 1);
    Err(if game == GameId::Acme {
        format!("{line}: {}", crate::game_id::NotAcmeFile(p.game))
    } else {
        format!(
            "{line}: a position of {}, not of {} (open it with `acme show FILE`)",
            p.game.title(),
            game.title()
        )
    })
}

/// Parse a game record's text; the error carries line and column.
pub fn parse_record(text: &str) -> Result<GameRecord, String> {
    ron::from_str(text)
        .map_err(|e| format!("{}:{}: {}", e.span.start.line, e.span.start.col, e.code))
}

pub fn to_ron<T: Serialize>(v: &T) -> String {
    ron::ser::to_string_pretty(v, ron::ser::PrettyConfig::default().struct_names(false))
        .expect("serializable")
}
