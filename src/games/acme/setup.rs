//! Setting up a game: the Rulebook's basic 2-6 player setups (RB p9-12) and the Default Scenario
//! Setup's Rule 8 deployment (playbook-spec G3.1.8).

use crate::games::acme::ruleset::Ruleset;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::catalog::{AreaId, CardId, Catalog, CivKind, FATE_CARDS, bit};
use super::decision::{Action, Ask, Decision};
use super::flow::Flow;
use super::g::G;
use super::proc::{Ctx, Step};
use super::state::{
    BLACK_DISKS, BlockLoc, CivState, Color, CompetitionState, DISKS_PER_COLOR, Deck, GameOptions,
    STRONGHOLD_CUBES, Slot, State, WHITE_DISKS,
};

/// How the initial disks are placed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum Layout {
    /// The placements printed in the Rulebook's basic setups.
    #[default]
    Printed,
    /// Playbook Rule 8 (G3.1.8), which RB says may replace the printed placements by agreement.
    Rule8,
}

/// A civilization in a setup: which display, where its Homeland block goes, its printed disks.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SetupCiv {
    pub civ: String,
    pub homeland: String,
    /// (area, disks) as printed; empty with Rule 8.
    pub disks: Vec<(String, u8)>,
    pub color: Color,
    pub npc: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    #[error("the basic setups are for 2 to 6 players, not {0}")]
    Players(u8),
    #[error("unknown civilization '{0}'")]
    Civ(String),
    #[error("unknown area '{0}'")]
    Area(String),
    #[error("unknown map configuration '{0}'")]
    Config(String),
    #[error("{0}")]
    Other(String),
}

const S: u8 = 2;
const C: u8 = 1;

/// The Rulebook's printed deployments (RB Basic Setups C-H).
fn printed(civ: &str) -> (&'static str, Vec<(&'static str, u8)>) {
    match civ {
        "Hittite" => (
            "Hattusha",
            vec![
                ("Hattusha", S),
                ("Kaska", S),
                ("Kumannis", S),
                ("Karahuyuk", S),
                ("Arzawa", S),
                ("Pala", S),
            ],
        ),
        "Egypt" => (
            "Thebes",
            vec![
                ("Thebes", S),
                ("Abydos", S),
                ("Amarna", S),
                ("Memphis", C),
                ("Nile Delta", C),
                ("Eastern Desert", C),
                ("Western Desert", C),
                ("Red Sea", C),
                ("Reed Sea", C),
            ],
        ),
        "Assyria" => (
            "Nineveh",
            vec![
                ("Nineveh", S),
                ("Jarwan", S),
                ("Arbela", S),
                ("Samarra", S),
                ("Akkad", S),
                ("Assur", S),
            ],
        ),
        "Sea Peoples" => (
            "Alashiya",
            vec![
                ("Alashiya", S),
                ("Rhodes", S),
                ("Byblos", S),
                ("Tyre", S),
                ("Sinai Sea", C),
                ("Levantine Sea", C),
                ("Cilician Straits", C),
                ("Rhodian Sea", C),
            ],
        ),
        "Scythia" => (
            "West Scythia",
            vec![
                ("West Scythia", S),
                ("Chorasmia", S),
                ("East Scythia", S),
                ("North Sakians", S),
                ("South Sakians", S),
                ("East Caspian", C),
                ("Northeast Caspian", C),
            ],
        ),
        "Medes & Persians" => (
            "Persis",
            vec![
                ("Persis", S),
                ("Utians", S),
                ("Sagartia", S),
                ("Susa", S),
                ("Paraetaceni", S),
                ("South Zagros", S),
            ],
        ),
        "Indus Valley" => (
            "Arachosia",
            vec![
                ("Arachosia", S),
                ("Mohenjo-Daro", S),
                ("Parachania", S),
                ("South Drangiana", S),
                ("North Drangiana", S),
                ("Bactria", S),
            ],
        ),
        _ => ("", vec![]),
    }
}

/// Civilizations and map of each basic setup (RB p9-12).
pub fn basic_civs(players: u8) -> Result<(&'static str, Vec<&'static str>), SetupError> {
    Ok(match players {
        2 => ("Abbreviated Western", vec!["Hittite", "Egypt"]),
        3 => ("Western", vec!["Hittite", "Egypt", "Assyria"]),
        4 => (
            "Western",
            vec!["Hittite", "Egypt", "Assyria", "Sea Peoples"],
        ),
        5 => (
            "Full",
            vec!["Hittite", "Egypt", "Assyria", "Scythia", "Medes & Persians"],
        ),
        6 => (
            "Full",
            vec![
                "Hittite",
                "Egypt",
                "Assyria",
                "Scythia",
                "Medes & Persians",
                "Indus Valley",
            ],
        ),
        n => return Err(SetupError::Players(n)),
    })
}

/// The basic setup for `players` players. `npc[i]` marks which civilizations the system plays.
pub fn basic(
    players: u8,
    layout: Layout,
    npc: &[bool],
) -> Result<(String, Vec<SetupCiv>), SetupError> {
    let (config, civs) = basic_civs(players)?;
    let out = civs
        .iter()
        .enumerate()
        .map(|(i, &c)| {
            let (home, disks) = printed(c);
            SetupCiv {
                civ: c.to_string(),
                homeland: home.to_string(),
                disks: if layout == Layout::Printed {
                    disks.into_iter().map(|(a, n)| (a.to_string(), n)).collect()
                } else {
                    Vec::new()
                },
                color: Color::ALL[i],
                npc: npc.get(i).copied().unwrap_or(false),
            }
        })
        .collect();
    Ok((config.to_string(), out))
}

/// Build the state before the first decision: map, pieces, Deity array, deck, random Turn Order.
/// Hands are dealt by the `Setup` steps (after each civilization's deployment, RB Basic Setup).
pub fn new_state(
    cat: &Catalog,
    config: &str,
    civs: &[SetupCiv],
    options: GameOptions,
    seed: u64,
) -> Result<State, SetupError> {
    let config_idx = cat
        .board
        .config(config)
        .ok_or_else(|| SetupError::Config(config.to_string()))?;
    let mut st = State {
        config: config_idx,
        options,
        seed,
        rng: ChaCha8Rng::seed_from_u64(seed),
        epoch: 1,
        turn: 1,
        first_epoch: 1,
        civs: Vec::new(),
        order: Vec::new(),
        areas: vec![Default::default(); cat.board.len()].into(),
        barbarian_supply: BLACK_DISKS,
        white_supply: WHITE_DISKS,
        strongholds_free: STRONGHOLD_CUBES,
        blocks: [BlockLoc::Available; 8],
        deck: Deck::default(),
        flow: Flow::Setup { pos: 0 },
        comp: CompetitionState::default(),
        comp_rank: 0,
        astrologer: None,
        pending_order: None,
        proc: None,
        reveal_count: 0,
        actions: 0,
        winner: None,
        result_note: String::new(),
        step_memo: 0,
        deploy_restart: false,
        epoch_ends: false,
        epoch_ends_now: false,
        epoch_revealed: Vec::new(),
        rule8: Vec::new(),
        scenario: None,
        npc: Default::default(),
        monuments: Vec::new(),
    };
    if st.options.barbarian_hordes && civs.len() < 6 {
        st.barbarian_supply += BLACK_DISKS;
    }
    for (i, sc) in civs.iter().enumerate() {
        let kind: CivKind = cat
            .civ_by_name(&sc.civ)
            .ok_or_else(|| SetupError::Civ(sc.civ.clone()))?;
        let mut c = CivState::new(kind, sc.color, sc.npc, DISKS_PER_COLOR);
        let home = cat
            .board
            .find(&sc.homeland)
            .ok_or_else(|| SetupError::Area(sc.homeland.clone()))?;
        c.homeland = Some(home);
        st.civs.push(c);
        let slot = Slot(i as u8);
        for (name, n) in &sc.disks {
            let a = cat
                .board
                .find(name)
                .ok_or_else(|| SetupError::Area(name.clone()))?;
            let c = st.civ_mut(slot);
            let n = (*n as u16).min(c.supply);
            c.supply -= n;
            st.areas.add(a, slot.faction(), n as u8);
        }
        st.rule8.push(sc.disks.is_empty());
    }
    // RB Turn Order: disks drawn at random from a container.
    let mut order: Vec<Slot> = (0..civs.len() as u8).map(Slot).collect();
    {
        use rand::Rng;
        for i in (1..order.len()).rev() {
            let j = st.rng.random_range(0..=i);
            order.swap(i, j);
        }
    }
    st.order = order;
    // RB Fate Cards: the eight Events are held out of the opening deal.
    let mut deck: Vec<CardId> = (1..=FATE_CARDS)
        .map(CardId)
        .filter(|&c| !cat.card(c).is_event())
        .collect();
    {
        use rand::Rng;
        for i in (1..deck.len()).rev() {
            let j = st.rng.random_range(0..=i);
            deck.swap(i, j);
        }
    }
    st.deck.draw = deck;
    st.deck.held_out = (1..=FATE_CARDS)
        .map(CardId)
        .filter(|&c| cat.card(c).is_event())
        .collect();
    Ok(st)
}

/// The setup steps: each civilization in Turn Order deploys (Rule 8 when asked for) and draws
/// five cards; then the Events are shuffled into the deck and play begins (RB Basic Setup).
pub fn step<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx) -> Step {
    let Flow::Setup { pos } = g.st.flow else {
        unreachable!()
    };
    if let Some(&s) = g.st.order.get(pos as usize) {
        if g.st.rule8.get(s.idx()).copied().unwrap_or(false) {
            rule8(g, ctx, s, 12)?;
        }
        g.draw_cards(ctx, s, 5)?;
        g.st.flow = Flow::Setup { pos: pos + 1 };
        return Ok(());
    }
    let mut deck = std::mem::take(&mut g.st.deck.draw);
    deck.append(&mut g.st.deck.held_out);
    g.shuffle(&mut deck);
    g.st.deck.draw = deck;
    ctx.note(
        None,
        "The Event cards are shuffled into the deck",
        "RB Basic Setup: Fate Cards",
    );
    g.st.flow = Flow::GrowthStart;
    Ok(())
}

/// Playbook Rule 8 (G3.1.8): 2 in the Homeland; 2 in every adjacent non-Desert Land area; 1 in
/// every adjacent Desert and Sea area; leftovers into empty areas next to occupied ones (2 per Land
/// area, then 1 per Desert/Sea area), else 1 more into occupied areas; never into another active
/// civilization's Homeland; the surplus goes to the Disks for Growth box. Where disks run short or
/// leftovers allow several placements, the owner chooses.
pub fn rule8<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, n: u16) -> Step {
    let f = s.faction();
    let home = g.q().homeland(s).expect("a Homeland block");
    let others: u128 = g.q().active_homelands() & !bit(home);
    let mut left = n.min(g.st.civ(s).supply);
    let put = |g: &mut G<R>, ctx: &mut Ctx, a: AreaId, k: u8, left: &mut u16| {
        let k = (k as u16).min(*left) as u8;
        let placed = g.place(ctx, f, a, k);
        *left -= placed as u16;
    };
    put(g, ctx, home, 2, &mut left);
    let q = g.q();
    let mut land: Vec<AreaId> = q
        .neighbours(home)
        .filter(|&a| {
            q.is_land(a) && !g.cat.board.area(a).is_desert_or_sea() && others & bit(a) == 0
        })
        .collect();
    let mut thin: Vec<AreaId> = q
        .neighbours(home)
        .filter(|&a| g.cat.board.area(a).is_desert_or_sea() && others & bit(a) == 0)
        .collect();
    land.sort_by_key(|&a| g.cat.board.area(a).ne_sw_rank);
    thin.sort_by_key(|&a| g.cat.board.area(a).ne_sw_rank);
    // b and c: when disks run short the owner picks which areas get them.
    for (areas, per) in [(land, 2u8), (thin, 1u8)] {
        let mut pending = areas;
        while !pending.is_empty() && left > 0 {
            let a = if (left as usize) < pending.len() * per as usize {
                pick(g, ctx, s, &pending, left)?
            } else {
                pending[0]
            };
            pending.retain(|&x| x != a);
            put(g, ctx, a, per, &mut left);
        }
    }
    // d: leftovers, one disk at a time, the owner choosing.
    while left > 0 {
        let q = g.q();
        let occupied: u128 = q.areas_of(f).iter().fold(0, |m, &a| m | bit(a));
        let near: u128 = super::catalog::iter_set(occupied).fold(0, |m, a| m | q.neighbour_set(a));
        let empty_near: Vec<AreaId> = super::catalog::iter_set(near & !others & !occupied)
            .filter(|&a| g.st.areas[a.0 as usize].is_empty())
            .collect();
        let mut opts: Vec<AreaId> = empty_near
            .iter()
            .copied()
            .filter(|&a| q.is_land(a) && !g.cat.board.area(a).is_desert_or_sea())
            .collect();
        if opts.is_empty() {
            opts = empty_near;
        }
        if opts.is_empty() {
            // Up to 1 more disk into already occupied areas.
            opts = super::catalog::iter_set(occupied)
                .filter(|&a| q.disks(f, a) < q.growth_limit(f, a) && !g.st.rule8_topped(a))
                .collect();
        }
        if opts.is_empty() {
            break;
        }
        let a = if opts.len() == 1 {
            opts[0]
        } else {
            pick(g, ctx, s, &opts, left)?
        };
        let was_empty = g.st.areas[a.0 as usize].is_empty();
        let k = if was_empty && g.q().is_land(a) && !g.cat.board.area(a).is_desert_or_sea() {
            2
        } else {
            1
        };
        if !was_empty {
            g.st.step_memo |= bit(a);
        }
        put(g, ctx, a, k, &mut left);
    }
    g.st.step_memo = 0;
    if left > 0 {
        g.to_growth(s, left);
    }
    Ok(())
}

fn pick<R: Ruleset>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    s: Slot,
    areas: &[AreaId],
    left: u16,
) -> Step<AreaId> {
    let opts = areas.iter().map(|&a| Action::Area(a)).collect();
    let d = Decision::new(
        s,
        Ask::Deploy { left },
        g.text(|| {
            format!(
                "{}: initial deployment (Rule 8) - choose where your next disks go ({} left)",
                g.q().civ_name(s),
                left
            )
        }),
        "Playbook Rule 8 (G3.1.8)",
        opts,
    );
    match ctx.ask(g.st, d)? {
        Action::Area(a) => Ok(a),
        _ => unreachable!(),
    }
}

impl State {
    /// Rule 8 d: an occupied area already given its one extra disk.
    fn rule8_topped(&self, a: AreaId) -> bool {
        self.step_memo & bit(a) != 0
    }
}
