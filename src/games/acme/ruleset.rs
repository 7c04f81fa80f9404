//! The seam between the base game and the rules that extend it (docs/architecture.md).
//!
//! The phases of the base game (`growth`, `cardphase`, `competition`, `reckoning`, `epoch`, the
//! card and loss rules...) are generic over a ruleset `R: Ruleset`: they take `G<R>` (and `Q<R>`)
//! and call its hook points as `R::hook(g, ...)` at fixed places, never a scenario or NPC function
//! by name. A hook point is a place where a ruleset built on the base game really answers
//! differently; its default method is the base Rulebook's own rule. Rulesets stack in layers:
//! * [`BaseGame`]: the base game alone, every default as it stands; a game can be played under it
//!   (`Game::<BaseGame>::under`);
//! * [`Acme`], ACME as shipped: the base game, the solitaire layer (`npc`: bookkeeping after every
//!   step, Gold, the NPC's draws and Gilgamesh; playbook-spec §1) and the scenario layer
//!   (`scenario::hooks`: the scenarios' special rules, playbook-spec §2-§5). A layer says only
//!   what it changes (an `Option` that is `None` when it has no word, an objection, an adjustment
//!   of the base's answer); [`Acme`] asks the layers and then the base game's default, so the
//!   defaults are what runs whenever no layer has a word. A game without NPCs or scenario plays
//!   exactly as under [`BaseGame`] (`tests/rules/seam.rs` compares every hook's answers along a
//!   game, and whole games under both).
//!
//! A game picks its ruleset once, at the top, by type: `Game<R>` (default [`Acme`]) runs the
//! engine's step loop over `Phases<R>`, so every phase is compiled once per ruleset and every hook
//! call is direct. Why associated functions on a type (static dispatch) and not a trait object held
//! in `Game`: the hooks run inside the hottest loops of headless play (every competition round,
//! every disk placed); a direct call inlines, a virtual call does not. A sibling game with ACME's
//! phases (ACIS) defines its own ruleset type, takes the defaults for everything it does not change
//! and its own layer for the rest, as [`Acme`] does, and plays `Game<ItsRuleset>`.
//!
//! This file names neither layer: [`Acme`]'s hooks are written in `ruleset_acme.rs`, the only file
//! outside `npc/` and `scenario/` that names them (`tests/rules/seam.rs` checks it). Were the trait
//! and those hooks in one file, every phase would import the layers through it.

use super::cards::disasters::DisasterCard;
use super::cards::events::EventEffect;
use super::cards::{self, CardPhaseImpl, CompCard};
use super::catalog::{AreaId, AreaSet, CardId, Catalog, CatalogError};
use super::decision::{Action, Decision};
use super::epoch::{RankingKeys, RowEffect};
use super::event::Event;
use super::flow::Flow;
use super::g::G;
use super::loss_rules::{LossMemo, LossRules};
use super::proc::{Ctx, Step};
use super::state::scenario_state::{ScenarioAt, ScenarioDef, ScenarioSetup};
use super::state::{AreaState, Faction, GameOptions, Slot, State};

/// What the start of a civilization's Growth Phase does ([`Ruleset::civ_growth_start`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GrowthStart {
    Continue,
    /// The civilization skips its Growth Phase (H4.13.19a, conquered factions).
    Skip,
    /// The game ended (H4.13.14e).
    Stop,
}

/// Gilgamesh's terms for a civilization ([`Ruleset::gilgamesh`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GilgameshTerms {
    /// RB Options, Gilgamesh: eligible when far behind, never in the final Epoch.
    Rulebook,
    /// May never invoke him (H4.13.13, H4.14.10; neutral and conquered factions).
    Never,
    /// G3.4.7e: may invoke him in the final Epoch too, and returns with 50% more disks.
    Favoured,
}

/// When a stacking limit is counted (RB Stacking: the Rulebook gives one table for each).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stacking {
    /// The Growth and Card Phases, and (G3) every step outside the Competition Phase.
    GrowthAndCard,
    /// The Competition Phase.
    Competition,
    /// The start of the Reckoning Phase, where the excess goes back to supply.
    Reckoning,
}

/// One faction's stacking limits in a class of areas (RB Stacking), by when they are counted;
/// `u8::MAX` is no limit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StackClass {
    pub areas: AreaSet,
    pub growth_and_card: u8,
    pub competition: u8,
    pub reckoning: u8,
}

impl StackClass {
    /// A class of no area (a table with fewer classes than [`StackTable`] holds).
    pub const NONE: StackClass = StackClass {
        areas: 0,
        growth_and_card: u8::MAX,
        competition: u8::MAX,
        reckoning: u8::MAX,
    };

    pub fn limit(&self, when: Stacking) -> u8 {
        match when {
            Stacking::GrowthAndCard => self.growth_and_card,
            Stacking::Competition => self.competition,
            Stacking::Reckoning => self.reckoning,
        }
    }
}

/// A faction's stacking limits over the board ([`Ruleset::stacking`]): classes of areas that do
/// not overlap; an area in none has no limit. Why a table and not a limit per area: the
/// Deployment Step asks, for every disk, for the areas where a stack is full, which the table
/// answers from the stack sets the areas keep, a few set operations per class.
pub type StackTable = [StackClass; 3];

/// The limit of `table` in `a` at `when` (no limit in an area of no class).
pub fn limit_in(table: &StackTable, a: AreaId, when: Stacking) -> u8 {
    let b = super::catalog::bit(a);
    table
        .iter()
        .find(|c| c.areas & b != 0)
        .map_or(u8::MAX, |c| c.limit(when))
}

/// A competition round's order of removal: (strength, rank in Turn Order, faction), Barbarians
/// ranked 0 (`competition::round`). On the stack: every round of every competition builds one.
pub type Losers = smallvec::SmallVec<[(u32, usize, Faction); 12]>;

/// The hook points of the base game. Every default method is the base game's own rule (RB), so a
/// ruleset overrides only what it changes. Grouped by the phase that calls them; each says what
/// it varies and where the base rule and its known variations are written.
#[allow(unused_variables)]
pub trait Ruleset: Sized + 'static {
    // ---- the engine: setup, checks, steps of a ruleset's own ----

    /// The currency as players read it (RB Supply: mina; a game may name it otherwise, as ACIS's
    /// talents, D2). Only text shows it: every rule reads the treasury.
    const MONEY: &'static str = "mina";

    /// What the ruleset remembers of the state before each step (reused from step to step), for
    /// [`Ruleset::after_step`]. `()` when it keeps no bookkeeping.
    type StepMemo: Clone + std::fmt::Debug;

    /// The record of `st` before a step, in `spare`'s buffers when there are some (`&mut`: the
    /// record may read and restart the journal of `st`'s areas, `Areas::changes_since`).
    fn step_memo(spare: &mut Option<Self::StepMemo>, st: &mut State) -> Self::StepMemo;
    /// After every completed step of a game with NPCs: bookkeeping that follows from what changed
    /// (playbook-spec N1.3 hostility, N1.4.1 Primary Enemies, N1.7.3 Gold). Base: none.
    fn after_step(g: &mut G<Self>, ctx: &mut Ctx, before: &Self::StepMemo, events: &[Event]) {
        base::after_step(g, ctx, events)
    }
    /// The state of a scenario game at its start (`SetupSpec::Scenario`; playbook-spec §2-§5).
    /// Base: the Rulebook has no scenarios.
    fn scenario_state(
        cat: &Catalog,
        sc: &ScenarioSetup,
        options: &GameOptions,
        seed: u64,
    ) -> Result<State, String> {
        Err(format!("this ruleset has no scenario {:?}", sc.def.id))
    }
    /// Problems of a scenario file whose text is `text`. Base: no scenario files.
    fn check_scenario(
        cat: &Catalog,
        def: &ScenarioDef,
        file: &str,
        text: &str,
    ) -> Vec<CatalogError> {
        Vec::new()
    }
    /// Where the flow leaves the base phases for a ruleset's own procedure (`Flow::Scenario`:
    /// scenario set-ups and turn procedures, playbook-spec H4), once per turn at each point.
    /// Base: `None`, the base phases go on.
    fn detour(g: &G<Self>, at: ScenarioAt) -> Option<Flow> {
        base::detour(g, at)
    }
    /// One step of a ruleset's own procedure (`Flow::Scenario`). Base: never reached.
    fn detour_step(g: &mut G<Self>, ctx: &mut Ctx) -> Step {
        base::detour_step(g, ctx)
    }

    // ---- Stacking and the map, asked by every phase ----

    /// RB Stacking: faction `f`'s limits now, by class of areas ([`StackTable`]). Base: 4 in a land
    /// area that is not Desert and 2 in a Desert or Sea area in the Growth and Card Phases (G3:
    /// and every step outside the Competition Phase), no limit in the Competition Phase, 3 and 2 at
    /// the start of the Reckoning Phase.
    fn stacking(cat: &Catalog, st: &State, f: Faction) -> StackTable {
        base::stacking(cat)
    }
    /// The sea areas where a disk counts: for Sea Presence and as a Commerce base (RB Acquisition
    /// Step) and for Sea Domination (RB Sea Domination Step; Epoch scoring). Base: every sea area.
    fn counted_seas(cat: &Catalog) -> AreaSet {
        !cat.board.land
    }
    /// The base game's Events and Negate cards, found by card id (the Event and negation rules),
    /// are this game's. Base: yes. A game with cards of its own says no: then no Event of its deck
    /// is resolved and no card of its deck negates by those rules, so a card never runs another
    /// game's effect that shares its id. (Its Card Phase and Competition cards are its own table,
    /// [`Ruleset::card_phase_effect`].)
    const BASE_CARD_EFFECTS: bool = true;
    /// Competition abilities given as rows of data, read by ACME's competition-ability machinery
    /// (announced at RB Competition step 1, resolved at step 3): none in the base game, whose
    /// abilities are written out in `competition_abilities`.
    const ALLY_ROWS: &'static [super::competition_abilities::AllyRow] = &[];
    /// Whether the game's Fate card `id` is the base game's card of the same id (its text, the
    /// words aside): the NPC brain's card notes, keyed by the base game's ids (N1.4 card notes),
    /// read only such a card, so a card of another game that shares an id is not misread. Base:
    /// every card, when the base game's effects are this game's ([`Ruleset::BASE_CARD_EFFECTS`]).
    fn is_base_card(_id: CardId) -> bool {
        Self::BASE_CARD_EFFECTS
    }
    /// The game's card table for the Card Phase: the effect of the Fate card `id` of its deck
    /// played as a Card Phase action (RB Play a Fate Card), if the program plays it. Base: the base
    /// game's table, by its ids. A game with cards of its own answers from its own table, pointing
    /// at the base game's effects where its card's text is the base game's.
    fn card_phase_effect(id: CardId) -> Option<CardPhaseImpl<Self>> {
        cards::base_card_phase(id)
    }
    /// The game's Negate cards (RB Negation): the rule by which its Fate card `id` answers a
    /// negation window (content G10, 8.3), if it is a Negate card the program plays. Base: the
    /// base game's Negate cards by their ids, when the base game's effects are this game's
    /// ([`Ruleset::BASE_CARD_EFFECTS`]). A game with cards of its own answers from its own table,
    /// pointing at the base game's rules where its card's text is the base game's.
    fn negate_rule(id: CardId) -> Option<crate::games::acme::negation::NegateRule> {
        if Self::BASE_CARD_EFFECTS {
            crate::games::acme::negation::base_negate_rule(id)
        } else {
            None
        }
    }
    /// The game's Events played by the base game's Event rules (`cards::events`: RB Event Cards,
    /// the Barbarian invasions), by id; an Event drawn or revealed that is not is discarded with a
    /// note that it has no effect yet. Base: every one, when the base game's effects are this
    /// game's ([`Ruleset::BASE_CARD_EFFECTS`]).
    fn plays_event(_id: CardId) -> bool {
        Self::BASE_CARD_EFFECTS
    }
    /// The effect of the game's own Event `id`, where it is not the base game's Event of that id
    /// (the game's [`Ruleset::plays_event`] says yes to it too): resolved where the base game's
    /// Events are, after their negation window (RB Event Cards), with no invasion controller and
    /// none of the base game's rules for its id (The Breath of God's). Base: none.
    fn own_event(_id: CardId) -> Option<EventEffect<Self>> {
        None
    }
    /// The game's card table for competitions (RB Competition, steps 1-3), as
    /// [`Ruleset::card_phase_effect`]: the card's row (where it may be committed, what it does),
    /// which the base game's competition effects read whatever the game.
    fn competition_effect(id: CardId) -> Option<CompCard> {
        cards::base_competition(id)
    }
    /// The game's disasters played by the base game's disaster rules (`cards::disasters`'s rows:
    /// Drought, Sandstorm, Volcano, The Rivers Rage, Earthquake), by the game's card id: the row
    /// (the card's id, the ground it strikes, what it does there), which the one disaster function
    /// reads whatever the game. Base: the base game's rows.
    fn disaster_row(id: CardId) -> Option<DisasterCard> {
        cards::disasters::base_row(id)
    }
    /// The Investment that keeps its owner's disks from another civilization's Fate cards (one
    /// disk per disk kept, or two to cancel a card's whole effect on it) and the cards it never
    /// answers besides Events, read by the one loss rule of both games (`losses`,
    /// `cards::great_persons`). Base: Giver of Laws #19, not against Siege Master #17 or Traitor
    /// #22 (content #19).
    const LAWGIVER: cards::great_persons::Lawgiver = cards::great_persons::GIVER_OF_LAWS_RULE;
    /// The Competition card that the God of the Skies' power never cancels, whoever gives it
    /// (RB God of the Skies: "other than Traitor"). Base: Traitor #22.
    const UNCANCELLED_TRAITOR: CardId = super::negation::TRAITOR;
    /// The name players read for the white disks of a Treasury (RB Mina): only the word differs
    /// between games of the family, the rules read the same field. Base: "mina".
    const CURRENCY: &'static str = "mina";
    /// The name players read for a civilization's own home (RB Homeland; ACIS's one printed "home
    /// area", D4): only the word differs, the rules read the state's `homeland`. Base: "Homeland".
    const HOME: &'static str = "Homeland";

    // ---- Growth Phase ----

    /// The start of a civilization's own Growth Phase: RB continues; scenarios skip conquered or
    /// first-turn civilizations and end the game there (H4.13.14, H4.13.19a).
    fn civ_growth_start(g: &mut G<Self>, ctx: &mut Ctx, s: Slot) -> Step<GrowthStart> {
        base::civ_growth_start(g, ctx, s)
    }
    /// RB Growth Phase, Acquisition Step: the disks acquired, `total` counted, `minimum` the
    /// Rulebook's minimum. Scenarios fix or raise it (H4.13.18, G3.4.7c).
    fn acquisition(g: &G<Self>, s: Slot, total: u16, minimum: u16) -> u16 {
        base::acquisition(g, s, total, minimum)
    }
    /// The start of the Resettlement Step (a step: it may ask, ACIS's Wonder uses open negation
    /// windows). Base: nothing (H4.14.16d holds disks back).
    fn before_resettle(g: &mut G<Self>, ctx: &mut Ctx, s: Slot) -> Step {
        base::before_resettle(g, ctx, s)
    }
    /// RB Growth Phase, Deploy: may `s` deploy a disk into `a` beyond the base checks? `Err`
    /// carries the reason. Base: yes (scenario prohibitions, playbook-spec H4).
    fn may_deploy(g: &G<Self>, s: Slot, a: AreaId) -> Result<(), String> {
        base::may_deploy(g, s, a)
    }
    /// May faction `f` have disks placed into `a` at all (cards, invasions, setups)? Base: yes
    /// (H4.06.5 Ilium, H4.16.5c untouchable areas).
    fn may_place(g: &G<Self>, f: Faction, a: AreaId) -> bool {
        base::may_place(g, f, a)
    }
    /// May an invasion's or a card's Barbarian disks be stacked into `a` (RB Barbarian Limits'
    /// placing, `cards::events::fill_barbarians`; an invasion's ground zero)? Base: yes (ACME's
    /// invasions go wherever their card sends them, I5; ACIS's Walls of Troy keep them out, AI5).
    fn barbarians_may_fill(g: &G<Self>, a: AreaId) -> bool {
        true
    }
    /// May the Fate card being resolved (`ctx`'s innermost card being played) add white Allied
    /// disks for `s` in `a`? Base: yes (ACIS's Walls of Troy keep another civilization's out of
    /// the Troy area, content-acis 5).
    fn card_allies_allowed(g: &G<Self>, ctx: &Ctx, s: Slot, a: AreaId) -> bool {
        true
    }
    /// May `s`'s own Fate card `card` put `s`'s own disks into `a` by the placing that asks no
    /// stacking (a Competition card's disks, Forced March's march, Royal Roads' moves)? `Some`
    /// names the rule that keeps them out. Base: nothing does (ACIS's Walls of Troy keep another
    /// civilization's disks out of the Troy area, content-acis 5, readings B4).
    fn card_disks_kept_out(g: &G<Self>, s: Slot, card: CardId, a: AreaId) -> Option<&'static str> {
        None
    }
    /// RB Commerce: may `other` be a Commerce partner? Base: every civilization (H4.06.5h).
    fn commerce_partner(st: &State, other: Slot) -> bool {
        true
    }
    /// The end of the Growth or Card Phase: true when the game ended there. Base: it never does
    /// (A7.55 instant results).
    fn phase_end(g: &mut G<Self>, ctx: &mut Ctx) -> bool {
        base::phase_end(g, ctx)
    }

    // ---- Card Phase ----

    /// A civilization that never acts in the Card Phase (passes at once). Base: none (neutral
    /// factions, playbook-spec H4).
    fn never_acts(st: &State, s: Slot) -> bool {
        false
    }
    /// RB Card Phase: actions beyond playing cards and passing. Base: none (T5.2 Cultural tracks).
    fn card_actions(g: &G<Self>, s: Slot) -> Vec<Action> {
        base::card_actions(g, s)
    }
    /// Carry out one of [`Ruleset::card_actions`]; false if `a` is not one.
    fn card_action(g: &mut G<Self>, ctx: &mut Ctx, s: Slot, a: Action) -> Step<bool> {
        base::card_action(g, ctx, s, a)
    }
    /// A card that may not leave `s`'s hand (discards, payments). Base: none (H4.15.7c).
    fn card_locked(st: &State, s: Slot, c: CardId) -> bool {
        false
    }
    /// Is `s` played by the solitaire system? Cards an NPC reads differently ask (N1.4.19).
    /// Base: nobody.
    fn is_npc(st: &State, s: Slot) -> bool {
        false
    }
    /// The solitaire brain's answer of the ruleset's own to the question `d` of the NPC `d.who`,
    /// with the rule that decided it, where the game's content asks what the base game's NPC rules
    /// (playbook-spec N1) do not cover: a sibling game's own actions and questions (ACIS's Wonders,
    /// D50). `None`: the brain's own rules answer. Base: none. The answer must be one of
    /// `d.options` (the brain takes the first option otherwise).
    fn npc_answer(cat: &Catalog, st: &State, d: &Decision) -> Option<(Action, &'static str)> {
        None
    }
    /// The Strategist's own-seat playout policy of the game (`ai::player`): its answer to the
    /// question `d` of a player civilization, where the game's own rules ask what the base game's
    /// policy (the rulebook brain played as a player, with Peace Offers) answers badly (ACIS's
    /// Wonders, talents, deep seas). `None`: the base policy answers. Base: none, so the base
    /// game's Strategist is unchanged. The answer must be one of `d.options`.
    fn own_seat_answer(cat: &Catalog, st: &State, d: &Decision) -> Option<Action> {
        None
    }
    /// The areas holding the blocks of civilization `s`'s built cards, which the solitaire brain
    /// defends and attacks beside its Gold, Cities and temple (a sibling game's Wonder blocks,
    /// content-acis section 7: N1.3.8, N1.4.5d, N1.5.1, N1.5.4, N1.9 priorities 4, 11 and 14,
    /// N1.10.2). Base: none (the base game builds no such card).
    fn npc_block_areas(st: &State, s: Slot) -> AreaSet {
        0
    }
    /// Areas beyond the base game's bonus areas whose last disk the NPC of `s` keeps when it
    /// gives disks up (N1.4.5d; ACIS: Minos' Controlled shallow seas). Base: none.
    fn npc_bonus_areas(cat: &Catalog, st: &State, s: Slot) -> AreaSet {
        0
    }
    /// N1.8.6 Entry Location table, row 21-50: "the Homeland of an available civilization that
    /// lies in a Fertile area" reads the home area of any inactive civilization (ACIS's N1.8, whose
    /// land is all Plain). Base: Fertile only.
    const NPC_ENTRY_ANY_HOME: bool = false;
    /// The game's own words in the texts players read (the NPC's reasons; a game's catalog
    /// carries the same for the answers' explanations, `Catalog::words`). Base: ACME's.
    const WORDS: super::catalog::Words = super::catalog::ACME_WORDS;
    /// The words of N1.9.C priorities 9 and 10 in an NPC's reasons (ACME: the Sea Peoples' and
    /// the Cimmerians'; a sibling game that gives the priorities to other displays names them).
    const NPC_SEA_PRIORITIES: [&'static str; 2] = [
        "Sea Peoples: occupy more Sea areas",
        "Cimmerians: occupy the Caspian and Caucasus Seas",
    ];
    /// N1.9.C priority `n` (9 or 10) for the NPC of `s` whose display holds neither of the base
    /// game's abilities behind them (the Sea Peoples', the Cimmerians'; the brain reads those
    /// itself): the options of `opts` (those passing the general restrictions, N1.9.3-6) it
    /// accepts, `left` disks still to place, each with its key (smaller first), into `out`
    /// (content-acis section 7: Minos's and Phoenicia's). Base: none.
    fn npc_sea_priority(
        cat: &Catalog,
        st: &State,
        s: Slot,
        n: u8,
        opts: &[AreaId],
        left: u16,
        out: &mut Vec<(AreaId, [i64; 3])>,
    ) {
    }
    /// N1.10.2: the NPC spends currency rather than lose a disk from its home area, whether or
    /// not a temple stands there (ACIS's N1.10.2; the base game's reads the home area only as the
    /// area of its Deity). Base: no.
    const NPC_SAVES_HOME_DISKS: bool = false;
    /// N1.9.12's terrain preference where every land area is Plain (ACIS's N1.9.E): a coastal
    /// land area before an inland one (then, as the base game's, next to more of its areas).
    /// Base: no (Fertile > Mountain > Plain > Desert).
    const NPC_COASTAL_FIRST: bool = false;
    /// A ruleset's own answer to an Event card; true when it resolved it. Base: the card's own
    /// text (scenarios rewrite some, H4.01.6, H4.02.5-6, H4.06.4, H4.12.2, H4.13.21).
    fn event_override(
        g: &mut G<Self>,
        ctx: &mut Ctx,
        e: CardId,
        drawer: Option<Slot>,
    ) -> Step<bool> {
        base::event_override(g, ctx, e, drawer)
    }
    /// A resolved card leaves the game instead of going to the discard pile. Base: never
    /// (H4.13.21).
    fn removed_from_game(st: &State, c: CardId) -> bool {
        false
    }
    /// VP that rules and cards compare for `s` ("most/fewest VP"). Base: its civilization's VP
    /// (G3.4.5: a player's civilizations summed).
    fn player_vp(st: &State, s: Slot) -> u32 {
        st.civ(s).vp
    }
    /// An ability of the display: `Some(false)` takes it away, `Some(true)` grants it. Base:
    /// the display decides (H4.01.8 second displays, conquered factions).
    fn ability(g: &G<Self>, s: Slot, name: &str) -> Option<bool> {
        base::ability(g, s, name)
    }
    /// RB Negation: may the Deity `deity` of `s` Negate a card beyond its Rulebook powers? Base:
    /// no (H4.14.14: Rostam's God of War negates a Great Person).
    fn deity_negates(st: &State, s: Slot, deity: CardId) -> bool {
        false
    }
    /// A Deity's power where the base game's steps use it, named by that Deity's id (Father of
    /// the Gods #104 at the Turn Order Reset, God of War #106 in a competition, God of the Dead
    /// #108 at the Draw Step): may `s` use it now? Base: its Deity is that one, active, its
    /// Homeland occupied (RB Deities). A game whose other cards give these powers (ACIS's
    /// Wonders) answers for its own cards.
    #[inline]
    fn power_usable(g: &G<Self>, s: Slot, power: CardId) -> bool {
        g.q().deity_bonus_usable(s, power)
    }
    /// The card whose use `power` is, which its negation window names. Base: the Deity itself.
    #[inline]
    fn power_card(power: CardId) -> CardId {
        power
    }
    /// A use of `power` by `s` is announced: what it spends. Base: nothing (a Deity's use spends
    /// nothing; ACIS's Wonder spends a disk from its card).
    fn power_spent(g: &mut G<Self>, s: Slot, power: CardId) {}
    /// The Deity power (by the base game's Deity id: Goddess of Peace #109, God of the Skies #110,
    /// God of War #106) that a negation answered with `negate`, no Negate card of the deck, is.
    /// Base: the Deity itself, when the base game's effects are the game's
    /// ([`Ruleset::BASE_CARD_EFFECTS`]). ACIS: its Parthenon and Lighthouse of Alexandria.
    #[inline]
    fn negating_power(negate: CardId) -> Option<CardId> {
        Self::BASE_CARD_EFFECTS.then_some(negate)
    }
    /// The cards other than Negate cards with which `s` may answer a negation window, each
    /// checked by [`Ruleset::negating_power`]'s rule. Base: its Deity, if it is one that negates
    /// (RB Goddess of Peace, God of the Skies; H4.14.14 God of War).
    #[inline]
    fn negating_cards(g: &G<Self>, s: Slot) -> [Option<CardId>; 2] {
        base::negating_cards(g, s)
    }
    /// RB Deities: `s` may not establish a Deity. Base: anyone may (H4.13.3, H4.11.6).
    fn deity_forbidden(g: &G<Self>, s: Slot) -> bool {
        base::deity_forbidden(g, s)
    }
    /// RB 3: the hand limit, `base` the Rulebook's. Scenarios change it (H4.13.17, G3.4.7g).
    fn hand_limit(st: &State, s: Slot, base: usize) -> usize {
        base
    }
    /// The name players read for `s`. Base: `None`, the display's name (scenario names).
    fn civ_name(st: &State, s: Slot) -> Option<&str> {
        None
    }

    // ---- Competition Phase ----

    /// RB Competition: the number of distinct sides among `count` factions present in `ar`.
    /// Base: each faction is a side (H4.14.16c: friends count as one).
    fn sides(st: &State, ar: &AreaState, count: usize) -> usize {
        count
    }
    /// Factions outside the Turn Order that still lose disks in the removal rounds. Base: none
    /// (neutral factions, playbook-spec H4).
    fn neutral_slots(st: &State) -> Vec<Slot> {
        Vec::new()
    }
    /// A removal round's order, after it is built. Base: as built (H4.14.16c merges friends).
    fn merge_friends(st: &State, losers: &mut Losers) {}
    /// The faction that loses a piece in `a` when `f` must. Base: `f` (H4.14.16c: friends share).
    fn loser_in(st: &State, a: AreaId, f: Faction) -> Faction {
        f
    }
    /// RB Loot: may `s` sack `a` (beyond the Rulebook's 3 disks lost)? Base: yes (H4.06.5g Troy,
    /// A7.62 neutral factions).
    fn may_sack(g: &G<Self>, s: Slot, a: AreaId) -> bool {
        base::may_sack(g, s, a)
    }
    /// After `s` sacked `a`. Base: nothing more (H4.06.5g, H4.15.7b, T5.4).
    /// The start of the Competition Phase, after the Siege Train and before Traitor: a
    /// ruleset's display abilities of that moment. Base: nothing.
    fn competition_phase_start(g: &mut G<Self>, ctx: &mut Ctx) -> Step {
        Ok(())
    }
    /// Whether an ability made `a` Contested at the start of this Competition Phase with a white
    /// Allied disk, and its side still counts 2 there (ACIS's Sea Raids and Epoch IV Legions,
    /// readings A19). Base: never (an ally never makes an area Contested).
    #[inline]
    fn opened_competition(g: &G<Self>, a: AreaId) -> bool {
        false
    }
    fn after_sack(g: &mut G<Self>, ctx: &mut Ctx, s: Slot, a: AreaId) -> Step {
        base::after_sack(g, ctx, s, a)
    }
    /// After Barbarians took `a` from a civilization that lost 3+ disks. Base: nothing (T5.4.3).
    fn barbarian_sack(g: &mut G<Self>, ctx: &mut Ctx, a: AreaId) -> Step {
        base::barbarian_sack(g, ctx, a)
    }
    /// The end of the Competition Phase, before the last capture check. Base: nothing (N1.7.5:
    /// solitaire Gold is sacked).
    fn competition_end(g: &mut G<Self>, ctx: &mut Ctx) -> Step {
        base::competition_end(g, ctx)
    }
    /// Whose Gold marker lies in `a`. Base: no Gold markers (N1.7).
    fn gold_owner_at(st: &State, a: AreaId) -> Option<Slot> {
        None
    }
    /// RB Disk Removal: a piece of `s` in `a` that may not be lost, beyond the Rulebook's own
    /// protections. Base: none (N1.7.4 Gold, H4.06.5e Ilium).
    fn loss_protected(g: &G<Self>, s: Slot, a: AreaId, rules: &LossRules, memo: &LossMemo) -> bool {
        base::loss_protected(g, s, a, rules, memo)
    }
    /// A protection of `s`'s disk in `a` against the Fate card causing the loss (`rules.cause`)
    /// that depends on who plays the card (`ctx`'s cards being resolved; an Event is played by
    /// nobody), checked with the other card protections: the rule's name when it protects (ACIS's
    /// Walls of Troy). Base: none.
    fn card_protected(
        g: &G<Self>,
        ctx: &Ctx,
        s: Slot,
        a: AreaId,
        rules: &LossRules,
    ) -> Option<&'static str> {
        None
    }

    // ---- Reckoning, Draw Step, Gilgamesh, End of Epoch ----

    /// RB Victory Tally: the Cities of `s` that score, `cities` counted. Base: all (H4.16.6).
    fn tally_cities(g: &G<Self>, s: Slot, cities: u32) -> u32 {
        base::tally_cities(g, s, cities)
    }
    /// The end of a civilization's Draw Step, after its normal draws and the hand limit: a
    /// display's card trade. Base: Babylon's Archivists (discard 1, draw 2, keep 1).
    fn after_draw(g: &mut G<Self>, ctx: &mut Ctx, s: Slot) -> Step {
        super::draw_abilities::after_draw(g, ctx, s)
    }
    /// The end of the Turn Order Reset Step: the order as reset (RB Turn Order Reset, then Father
    /// of the Gods's use and Grand Astrologer's option (a)), before it is set. A game whose card
    /// is played from the hand at this step changes it here (ACIS's Oracle at Delphi #38, option
    /// (a)). Base: nothing.
    fn turn_order_reset(g: &mut G<Self>, ctx: &mut Ctx, order: &mut Vec<Slot>) -> Step {
        Ok(())
    }
    /// The end of the Victory Tally. Base: nothing (N1.3 hostility, scenario bonuses and checks).
    fn after_tally(g: &mut G<Self>, ctx: &mut Ctx) -> Step {
        base::after_tally(g, ctx)
    }
    /// RB Sudden End of Epoch: `Some(true)` when a ruleset ends the Epoch now, `Some(false)` when
    /// it decided it does not. Base: `None`, the Rulebook's check (scenario end rules).
    fn sudden_end(g: &mut G<Self>, ctx: &mut Ctx) -> Step<Option<bool>> {
        base::sudden_end(g, ctx)
    }
    /// RB Draw Step: `s` has none. Base: every civilization draws (conquered and neutral factions).
    fn skip_draw_step(g: &G<Self>, s: Slot) -> bool {
        base::skip_draw_step(g, s)
    }
    /// RB Draw Step, its start: what happens first, and the change to the number of cards drawn.
    /// Base: nothing, 0 (H4.15.7c keepsakes return; N1.10 the solitaire difficulty's draws).
    fn draw_step_start(g: &mut G<Self>, ctx: &mut Ctx, s: Slot) -> Step<i32> {
        base::draw_step_start(g, ctx, s)
    }
    /// RB 3: the base number of cards drawn (H4.13.19b: 1, G3.4.7d: 4).
    fn draw_base(g: &G<Self>, s: Slot) -> u32 {
        base::draw_base(g, s)
    }
    /// VP of `s` no longer change. Base: never (H4.13.14c-d conquered satrapies).
    fn vp_frozen(st: &State, s: Slot) -> bool {
        false
    }
    /// RB Options, Gilgamesh: the terms on which `s` may invoke him.
    fn gilgamesh(g: &G<Self>, s: Slot) -> GilgameshTerms {
        base::gilgamesh(g, s)
    }
    /// RB Gilgamesh: whether `s` is one of the other civilizations an eligibility test compares
    /// with. Base: all (neutral factions are not).
    fn counts_as_civilization(st: &State, s: Slot) -> bool {
        true
    }
    /// Gilgamesh for a civilization the ruleset plays itself, or a game's own return rule in its
    /// place; true when it did. Base: none (N1.8: the NPC's own trigger and re-entry).
    fn own_gilgamesh(g: &mut G<Self>, ctx: &mut Ctx, s: Slot) -> Step<bool> {
        base::own_gilgamesh(g, ctx, s)
    }
    /// RB End of Epoch step 3: what the card `c` revealed for the Change of Epoch does. Base: 97-103
    /// bring Barbarians at the Gates, every other ID its row of the table ([`Ruleset::epoch_row`]).
    fn change_of_epoch(g: &mut G<Self>, ctx: &mut Ctx, c: CardId) -> Step {
        super::epoch::base_change_of_epoch(g, ctx, c)
    }
    /// The effect of the Change of Epoch Table's row that starts at card ID `from`; `None` for a
    /// row that does nothing. Base: the base game's table (content 7).
    fn epoch_row(from: u8) -> Option<RowEffect<Self>> {
        super::epoch::base_row(from)
    }
    /// RB Epoch VP: the count whose sole most scores 1 VP beside the most Cities. Base: Deities.
    fn epoch_most(g: &G<Self>, s: Slot) -> u32 {
        base::epoch_most(g, s)
    }
    /// The reason [`Ruleset::epoch_most`]'s VP is given, as players read it.
    const EPOCH_MOST: &'static str = "most Deities (Epoch scoring)";
    /// RB G2 (replacement): a "replace" effect still adds the acting side's disk when the target's
    /// owner saves its disk with a mina or a card. Base: no, a kept disk is not replaced.
    const KEPT_DISK_REPLACED: bool = false;
    /// RB Winning the game: `s`'s ranking keys, compared in order (VP first), the greater wins.
    /// Base: VP, temples, Homelands, Cities, disks, areas, Gilgamesh.
    fn ranking_keys(g: &G<Self>, s: Slot) -> RankingKeys {
        super::epoch::base_ranking_keys(g, s)
    }
    /// The names of [`Ruleset::ranking_keys`]'s keys, as the game-over note says what decided.
    const RANKING_KEY_NAMES: [&'static str; 7] = super::epoch::BASE_RANKING_KEY_NAMES;
    /// RB End of Epoch: the game ends at this one besides the last Epoch. Base: no (scenario end
    /// rules).
    fn game_ends(g: &G<Self>) -> bool {
        base::game_ends(g)
    }
    /// RB Winning the game: the ruleset decides the winners; true when it did. Base: the
    /// Rulebook's VP ranking (scenario victory conditions).
    fn endgame(g: &mut G<Self>, ctx: &mut Ctx) -> bool {
        base::endgame(g, ctx)
    }

    // ---- invariants ----

    /// Disks of slot `i` held off the map (for the count of disks). Base: none (H4.14.16d).
    fn held_disks(st: &State, i: usize) -> u32 {
        0
    }
    /// Cards kept outside the deck (for the count of cards). Base: none (set-aside and removed
    /// scenario cards).
    fn kept_cards(st: &State) -> Vec<CardId> {
        Vec::new()
    }
}

/// The base game alone: every hook answers with its default, the Rulebook's rule.
#[derive(Debug, Clone, Copy, Default)]
pub struct BaseGame;

impl Ruleset for BaseGame {
    type StepMemo = ();

    fn step_memo(_spare: &mut Option<()>, _st: &mut State) {}
}

/// The base game's own rule at each hook point that reads the game ([`Ruleset`]'s defaults call
/// these): generic over the ruleset whose game it is, so that a ruleset that overrides a hook can
/// still fall back to the base rule (`BaseGame::hook` would need a game under [`BaseGame`]).
#[allow(unused_variables)]
pub(crate) mod base {
    use super::*;

    /// RB Stacking: at most 4 disks of one faction in an area that is not Desert or Sea...
    const LAND: u8 = 4;
    /// ...3 of them at the start of the Reckoning Phase...
    const LAND_RECKONING: u8 = 3;
    /// ...and 2 in a Desert or Sea area, at both times.
    const DESERT_OR_SEA: u8 = 2;

    #[inline]
    pub(crate) fn stacking(cat: &Catalog) -> StackTable {
        let low = cat.board.desert_or_sea;
        [
            StackClass {
                areas: low,
                growth_and_card: DESERT_OR_SEA,
                competition: u8::MAX,
                reckoning: DESERT_OR_SEA,
            },
            StackClass {
                areas: !low,
                growth_and_card: LAND,
                competition: u8::MAX,
                reckoning: LAND_RECKONING,
            },
            StackClass::NONE,
        ]
    }

    #[inline]
    pub(crate) fn after_step<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, events: &[Event]) {}

    #[inline]
    pub(crate) fn detour<R: Ruleset>(g: &G<R>, at: ScenarioAt) -> Option<Flow> {
        None
    }

    #[inline]
    pub(crate) fn detour_step<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx) -> Step {
        Ok(())
    }

    #[inline]
    pub(crate) fn civ_growth_start<R: Ruleset>(
        g: &mut G<R>,
        ctx: &mut Ctx,
        s: Slot,
    ) -> Step<GrowthStart> {
        Ok(GrowthStart::Continue)
    }

    #[inline]
    pub(crate) fn acquisition<R: Ruleset>(g: &G<R>, s: Slot, total: u16, minimum: u16) -> u16 {
        total.max(minimum)
    }

    #[inline]
    pub(crate) fn before_resettle<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step {
        Ok(())
    }

    #[inline]
    pub(crate) fn may_deploy<R: Ruleset>(g: &G<R>, s: Slot, a: AreaId) -> Result<(), String> {
        Ok(())
    }

    #[inline]
    pub(crate) fn may_place<R: Ruleset>(g: &G<R>, f: Faction, a: AreaId) -> bool {
        true
    }

    #[inline]
    pub(crate) fn phase_end<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx) -> bool {
        false
    }

    #[inline]
    pub(crate) fn card_actions<R: Ruleset>(g: &G<R>, s: Slot) -> Vec<Action> {
        Vec::new()
    }

    #[inline]
    pub(crate) fn card_action<R: Ruleset>(
        g: &mut G<R>,
        ctx: &mut Ctx,
        s: Slot,
        a: Action,
    ) -> Step<bool> {
        Ok(false)
    }

    #[inline]
    pub(crate) fn event_override<R: Ruleset>(
        g: &mut G<R>,
        ctx: &mut Ctx,
        e: CardId,
        drawer: Option<Slot>,
    ) -> Step<bool> {
        Ok(false)
    }

    #[inline]
    pub(crate) fn ability<R: Ruleset>(g: &G<R>, s: Slot, name: &str) -> Option<bool> {
        None
    }

    #[inline]
    pub(crate) fn negating_cards<R: Ruleset>(g: &G<R>, s: Slot) -> [Option<CardId>; 2] {
        use crate::games::acme::negation::{GOD_OF_THE_SKIES, GOD_OF_WAR, GODDESS_OF_PEACE};
        let d = g.st.civ(s).deity;
        [
            d.filter(|&d| d == GODDESS_OF_PEACE || d == GOD_OF_THE_SKIES || d == GOD_OF_WAR),
            None,
        ]
    }
    pub(crate) fn deity_forbidden<R: Ruleset>(g: &G<R>, s: Slot) -> bool {
        false
    }

    #[inline]
    pub(crate) fn may_sack<R: Ruleset>(g: &G<R>, s: Slot, a: AreaId) -> bool {
        true
    }

    #[inline]
    pub(crate) fn after_sack<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, a: AreaId) -> Step {
        Ok(())
    }

    #[inline]
    pub(crate) fn barbarian_sack<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, a: AreaId) -> Step {
        Ok(())
    }

    #[inline]
    pub(crate) fn competition_end<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx) -> Step {
        Ok(())
    }

    #[inline]
    pub(crate) fn loss_protected<R: Ruleset>(
        g: &G<R>,
        s: Slot,
        a: AreaId,
        rules: &LossRules,
        memo: &LossMemo,
    ) -> bool {
        false
    }

    #[inline]
    pub(crate) fn tally_cities<R: Ruleset>(g: &G<R>, s: Slot, cities: u32) -> u32 {
        cities
    }

    #[inline]
    pub(crate) fn after_tally<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx) -> Step {
        Ok(())
    }

    #[inline]
    pub(crate) fn sudden_end<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx) -> Step<Option<bool>> {
        Ok(None)
    }

    #[inline]
    pub(crate) fn skip_draw_step<R: Ruleset>(g: &G<R>, s: Slot) -> bool {
        false
    }

    #[inline]
    pub(crate) fn draw_step_start<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step<i32> {
        Ok(0)
    }

    #[inline]
    pub(crate) fn draw_base<R: Ruleset>(g: &G<R>, s: Slot) -> u32 {
        3
    }

    #[inline]
    pub(crate) fn gilgamesh<R: Ruleset>(g: &G<R>, s: Slot) -> GilgameshTerms {
        GilgameshTerms::Rulebook
    }

    #[inline]
    pub(crate) fn own_gilgamesh<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step<bool> {
        Ok(false)
    }

    #[inline]
    pub(crate) fn epoch_most<R: Ruleset>(g: &G<R>, s: Slot) -> u32 {
        g.deity_count(s)
    }

    #[inline]
    pub(crate) fn game_ends<R: Ruleset>(g: &G<R>) -> bool {
        false
    }

    #[inline]
    pub(crate) fn endgame<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx) -> bool {
        false
    }
}

/// ACME as shipped: the solitaire layer (`npc`) and the scenario layer (`scenario::hooks`) over
/// [`BaseGame`]. Its hooks are in `ruleset_acme.rs`, so that this file, which every phase imports,
/// imports neither layer.
#[derive(Debug, Clone, Copy, Default)]
pub struct Acme;
