//! The seam between the base game and the rules that extend it (docs/architecture.md).
//!
//! The phases of the base game (`growth`, `cardphase`, `competition`, `reckoning`, `epoch`, the
//! card and loss rules...) call the hook points of [`Ruleset`] at fixed places, and never a
//! scenario or NPC function by name. A ruleset answers them:
//! * the base game alone: the trait's default methods (each says what the Rulebook does);
//! * ACME as shipped ([`Acme`]): the base game plus the solitaire system (`npc`: bookkeeping after
//!   every step, hostility, Gold; playbook-spec §1) plus the scenarios' special rules (`scenario`:
//!   playbook-spec §2-§5). Each hook does nothing in a game without NPCs or without a scenario, so
//!   a basic game plays exactly as the base game.
//!
//! Why associated functions on a type (static dispatch) and not a trait object held in `Game`: the
//! hooks run inside the hottest loops of headless play (every competition round, every disk
//! placed); a direct call inlines, a virtual call does not. The engine plays the ruleset named by
//! [`Rules`]; a second game on this engine (ACIS) would implement [`Ruleset`] for its own type and
//! make the engine generic over it (or pick it with a build feature) — its data come from its
//! own catalog. This file is the only one outside `npc/` and `scenario/` that names them
//! (`tests/rules/seam.rs` checks it).

use super::catalog::{AreaId, CardId, Catalog, CatalogError};
use super::decision::Action;
use super::engine::G;
use super::event::Event;
use super::flow::Flow;
use super::losses::{LossMemo, LossRules};
use super::proc::{Ctx, Step};
use super::state::scenario_state::{ScenarioAt, ScenarioDef, ScenarioSetup};
use super::state::{AreaState, Faction, GameOptions, Slot, State};
use super::{npc, scenario};

/// The ruleset this build's engine plays.
pub(crate) type Rules = Acme;

/// What the solitaire bookkeeping remembers of the state before a step ([`Ruleset::after_step`]).
pub(crate) type StepMemo = <Rules as Ruleset>::StepMemo;

/// What the start of a civilization's Growth Phase does ([`Ruleset::civ_growth_start`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GrowthStart {
    Continue,
    /// The civilization skips its Growth Phase (H4.13.19a, conquered factions).
    Skip,
    /// The game ended (H4.13.14e).
    Stop,
}

/// A competition round's order of removal: (strength, rank in Turn Order, faction), Barbarians
/// ranked 0 (`competition::round`). On the stack: every round of every competition builds one.
pub type Losers = smallvec::SmallVec<[(u32, usize, Faction); 12]>;

/// The hook points of the base game. Every default method is the base game's own rule (RB), so a
/// ruleset overrides only what it changes. Grouped by the phase that calls them.
#[allow(unused_variables)]
pub(crate) trait Ruleset {
    // ---- the engine: setup, checks, steps of a ruleset's own ----

    /// What the ruleset remembers of the state before each step (reused from step to step).
    type StepMemo: Clone + std::fmt::Debug;

    /// The record of `st` before a step, in `spare`'s buffers when there are some (`&mut`: the
    /// record may read and restart the journal of `st`'s areas, `Areas::changes_since`).
    fn step_memo(spare: &mut Option<Self::StepMemo>, st: &mut State) -> Self::StepMemo;
    /// After every completed step of a game with NPCs: bookkeeping that follows from what changed.
    fn after_step(g: &mut G, ctx: &mut Ctx, before: &Self::StepMemo, events: &[Event]) {}
    /// The state of a scenario game at its start (`SetupSpec::Scenario`).
    fn scenario_state(
        cat: &Catalog,
        sc: &ScenarioSetup,
        options: &GameOptions,
        seed: u64,
    ) -> Result<State, String> {
        Err(format!("this ruleset has no scenario {:?}", sc.def.id))
    }
    /// Problems of a scenario file whose text is `text`.
    fn check_scenario(
        cat: &Catalog,
        def: &ScenarioDef,
        file: &str,
        text: &str,
    ) -> Vec<CatalogError> {
        Vec::new()
    }
    /// Where the flow leaves the base phases for a ruleset's own procedure (`Flow::Scenario`), once
    /// per turn at each point; `None` to go on with the base game.
    fn detour(g: &G, at: ScenarioAt) -> Option<Flow> {
        None
    }
    /// One step of a ruleset's own procedure (`Flow::Scenario`).
    fn detour_step(g: &mut G, ctx: &mut Ctx) -> Step {
        Ok(())
    }

    // ---- Growth Phase ----

    fn civ_growth_start(g: &mut G, ctx: &mut Ctx, s: Slot) -> Step<GrowthStart> {
        Ok(GrowthStart::Continue)
    }
    /// The Acquisition Step's result: `total` counted, `minimum` the Rulebook's minimum.
    fn acquisition(g: &G, s: Slot, total: u16, minimum: u16) -> u16 {
        total.max(minimum)
    }
    fn before_resettle(g: &mut G, ctx: &mut Ctx, s: Slot) {}
    /// May `s` deploy a disk into `a`? `Err` carries the reason.
    fn may_deploy(g: &G, s: Slot, a: AreaId) -> Result<(), String> {
        Ok(())
    }
    /// May faction `f` have disks placed into `a` at all (cards, invasions, setups)?
    fn may_place(g: &G, f: Faction, a: AreaId) -> bool {
        true
    }
    /// May `other` be a Commerce partner (RB Commerce)?
    fn commerce_partner(st: &State, other: Slot) -> bool {
        true
    }
    /// The end of a phase decided by the ruleset (the game ended).
    fn phase_end(g: &mut G, ctx: &mut Ctx) -> bool {
        false
    }

    // ---- Card Phase ----

    /// A civilization that never acts in the Card Phase (passes at once).
    fn never_acts(st: &State, s: Slot) -> bool {
        false
    }
    /// Extra Card Phase actions.
    fn card_actions(g: &G, s: Slot) -> Vec<Action> {
        Vec::new()
    }
    /// Carry out an extra Card Phase action; false if `a` is not one.
    fn card_action(g: &mut G, ctx: &mut Ctx, s: Slot, a: Action) -> Step<bool> {
        Ok(false)
    }
    /// A card that may not leave `s`'s hand.
    fn card_locked(st: &State, s: Slot, c: CardId) -> bool {
        false
    }
    /// Is `s` played by the solitaire system (an NPC)?
    fn is_npc(st: &State, s: Slot) -> bool {
        false
    }
    /// A ruleset's own answer to an Event card; true when it resolved it.
    fn event_override(g: &mut G, ctx: &mut Ctx, e: CardId, drawer: Option<Slot>) -> Step<bool> {
        Ok(false)
    }
    fn removed_from_game(st: &State, c: CardId) -> bool {
        false
    }
    /// VP that rules and cards compare for `s` ("most/fewest VP").
    fn player_vp(st: &State, s: Slot) -> u32 {
        st.civ(s).vp
    }
    /// An ability of the display: `Some(false)` takes it away, `Some(true)` grants it.
    fn ability(g: &G, s: Slot, name: &str) -> Option<bool> {
        None
    }
    /// The Negation by the God of War of Rostam's rule (H4.14).
    fn rostam_negate(st: &State, s: Slot) -> bool {
        false
    }
    fn deity_forbidden(g: &G, s: Slot) -> bool {
        false
    }
    /// RB 3: the hand limit.
    fn hand_limit(st: &State, s: Slot, base: usize) -> usize {
        base
    }
    /// The name players read for `s` (the display's name when `None`).
    fn civ_name(st: &State, s: Slot) -> Option<&str> {
        None
    }

    // ---- Competition Phase ----

    /// The number of distinct sides among `count` factions present in `ar`.
    fn sides(st: &State, ar: &AreaState, count: usize) -> usize {
        count
    }
    /// Factions outside the Turn Order that still compete (neutrals).
    fn neutral_slots(st: &State) -> Vec<Slot> {
        Vec::new()
    }
    fn merge_friends(st: &State, losers: &mut Losers) {}
    /// The faction that loses a piece when `f` must (friends share losses).
    fn loser_in(st: &State, a: AreaId, f: Faction) -> Faction {
        f
    }
    /// RB Loot: may `s` sack `a`?
    fn may_sack(g: &G, s: Slot, a: AreaId) -> bool {
        true
    }
    fn after_sack(g: &mut G, ctx: &mut Ctx, s: Slot, a: AreaId) -> Step {
        Ok(())
    }
    fn barbarian_sack(g: &mut G, ctx: &mut Ctx, a: AreaId) -> Step {
        Ok(())
    }
    /// End of the Competition Phase, before the last capture check.
    fn competition_end(g: &mut G, ctx: &mut Ctx) -> Step {
        Ok(())
    }
    /// Whose Gold marker lies in `a`.
    fn gold_owner_at(st: &State, a: AreaId) -> Option<Slot> {
        None
    }
    /// A piece of `s` in `a` that may not be lost (beyond the Rulebook's own protections).
    fn loss_protected(g: &G, s: Slot, a: AreaId, rules: &LossRules, memo: &LossMemo) -> bool {
        false
    }
    /// A piece was removed from `a` by a card.
    fn card_removed(memo: &mut LossMemo, a: AreaId) {}

    // ---- Reckoning, Draw Step, Gilgamesh, End of Epoch ----

    /// Cities of `s` that score at the Victory Tally (`cities` counted).
    fn tally_cities(g: &G, s: Slot, cities: u32) -> u32 {
        cities
    }
    fn after_tally(g: &mut G, ctx: &mut Ctx) -> Step {
        Ok(())
    }
    /// A game end decided during the Reckoning: `Some(true)` when it ends.
    fn sudden_end(g: &mut G, ctx: &mut Ctx) -> Step<Option<bool>> {
        Ok(None)
    }
    fn skip_draw_step(g: &G, s: Slot) -> bool {
        false
    }
    /// Start of the Draw Step: the change to the number of cards drawn.
    fn draw_step_start(g: &mut G, ctx: &mut Ctx, s: Slot) -> Step<i32> {
        Ok(0)
    }
    /// RB 3: the base number of cards drawn.
    fn draw_base(g: &G, s: Slot) -> u32 {
        3
    }
    /// Cards drawn beyond (or short of) the Rulebook's count.
    fn draw_adjust(g: &G, s: Slot) -> i32 {
        0
    }
    /// Freezes the VP of `s`.
    fn vp_frozen(st: &State, s: Slot) -> bool {
        false
    }
    fn no_gilgamesh(g: &G, s: Slot) -> bool {
        false
    }
    fn single_civ_gilgamesh(g: &G, s: Slot) -> bool {
        false
    }
    fn counts_as_civilization(st: &State, s: Slot) -> bool {
        true
    }
    /// Gilgamesh for a civilization the ruleset plays itself; true when it did.
    fn own_gilgamesh(g: &mut G, ctx: &mut Ctx, s: Slot) -> Step<bool> {
        Ok(false)
    }
    /// The game ends at this End of Epoch.
    fn game_ends(g: &G) -> bool {
        false
    }
    /// The ruleset decides the winners; true when it did.
    fn endgame(g: &mut G, ctx: &mut Ctx) -> bool {
        false
    }

    // ---- invariants ----

    /// Disks of slot `i` held off the map.
    fn held_disks(st: &State, i: usize) -> u32 {
        0
    }
    /// Cards kept outside the deck.
    fn kept_cards(st: &State) -> Vec<CardId> {
        Vec::new()
    }
}

/// ACME as shipped: the base game, the solitaire system (`npc`) and the scenarios (`scenario`).
/// Every method only forwards: the rule itself is written in `npc` or `scenario::hooks`.
pub(crate) struct Acme;

impl Ruleset for Acme {
    type StepMemo = npc::Before;

    fn step_memo(spare: &mut Option<npc::Before>, st: &mut State) -> npc::Before {
        npc::Before::reuse(spare, st)
    }
    fn after_step(g: &mut G, ctx: &mut Ctx, before: &npc::Before, events: &[Event]) {
        npc::after_step(g, ctx, before, events)
    }
    fn scenario_state(
        cat: &Catalog,
        sc: &ScenarioSetup,
        options: &GameOptions,
        seed: u64,
    ) -> Result<State, String> {
        scenario::build::new_state(cat, sc, options, seed)
    }
    fn check_scenario(
        cat: &Catalog,
        def: &ScenarioDef,
        file: &str,
        text: &str,
    ) -> Vec<CatalogError> {
        scenario::check::check(cat, def, file, text)
    }
    fn detour(g: &G, at: ScenarioAt) -> Option<Flow> {
        scenario::hooks::detour(g, at)
    }
    fn detour_step(g: &mut G, ctx: &mut Ctx) -> Step {
        scenario::procs::step(g, ctx)
    }

    fn civ_growth_start(g: &mut G, ctx: &mut Ctx, s: Slot) -> Step<GrowthStart> {
        scenario::hooks::civ_growth_start(g, ctx, s)
    }
    fn acquisition(g: &G, s: Slot, total: u16, minimum: u16) -> u16 {
        scenario::hooks::acquisition(g, s, total, minimum)
    }
    fn before_resettle(g: &mut G, ctx: &mut Ctx, s: Slot) {
        scenario::hooks::before_resettle(g, ctx, s)
    }
    fn may_deploy(g: &G, s: Slot, a: AreaId) -> Result<(), String> {
        scenario::hooks::may_deploy(g, s, a)
    }
    fn may_place(g: &G, f: Faction, a: AreaId) -> bool {
        scenario::hooks::may_place(g, f, a)
    }
    fn commerce_partner(st: &State, other: Slot) -> bool {
        scenario::hooks::commerce_partner(st, other)
    }
    fn phase_end(g: &mut G, ctx: &mut Ctx) -> bool {
        scenario::hooks::phase_end(g, ctx)
    }

    fn never_acts(st: &State, s: Slot) -> bool {
        scenario::hooks::never_acts(st, s)
    }
    fn card_actions(g: &G, s: Slot) -> Vec<Action> {
        scenario::hooks::card_actions(g, s)
    }
    fn card_action(g: &mut G, ctx: &mut Ctx, s: Slot, a: Action) -> Step<bool> {
        scenario::hooks::card_action(g, ctx, s, a)
    }
    fn card_locked(st: &State, s: Slot, c: CardId) -> bool {
        scenario::hooks::card_locked(st, s, c)
    }
    fn is_npc(st: &State, s: Slot) -> bool {
        npc::is_npc(st, s)
    }
    fn event_override(g: &mut G, ctx: &mut Ctx, e: CardId, drawer: Option<Slot>) -> Step<bool> {
        scenario::hooks::event_override(g, ctx, e, drawer)
    }
    fn removed_from_game(st: &State, c: CardId) -> bool {
        scenario::hooks::removed_from_game(st, c)
    }
    fn player_vp(st: &State, s: Slot) -> u32 {
        scenario::hooks::player_vp(st, s)
    }
    fn ability(g: &G, s: Slot, name: &str) -> Option<bool> {
        scenario::hooks::ability(g, s, name)
    }
    fn rostam_negate(st: &State, s: Slot) -> bool {
        scenario::hooks::rostam_negate(st, s)
    }
    fn deity_forbidden(g: &G, s: Slot) -> bool {
        scenario::hooks::deity_forbidden(g, s)
    }
    fn hand_limit(st: &State, s: Slot, base: usize) -> usize {
        scenario::hooks::hand_limit(st, s, base)
    }
    fn civ_name(st: &State, s: Slot) -> Option<&str> {
        scenario::hooks::civ_name(st, s)
    }

    fn sides(st: &State, ar: &AreaState, count: usize) -> usize {
        scenario::hooks::sides(st, ar, count)
    }
    fn neutral_slots(st: &State) -> Vec<Slot> {
        scenario::hooks::neutral_slots(st)
    }
    fn merge_friends(st: &State, losers: &mut Losers) {
        scenario::hooks::merge_friends(st, losers)
    }
    fn loser_in(st: &State, a: AreaId, f: Faction) -> Faction {
        scenario::hooks::loser_in(st, a, f)
    }
    fn may_sack(g: &G, s: Slot, a: AreaId) -> bool {
        scenario::hooks::may_sack(g, s, a)
    }
    fn after_sack(g: &mut G, ctx: &mut Ctx, s: Slot, a: AreaId) -> Step {
        scenario::hooks::after_sack(g, ctx, s, a)
    }
    fn barbarian_sack(g: &mut G, ctx: &mut Ctx, a: AreaId) -> Step {
        scenario::hooks::barbarian_sack(g, ctx, a)
    }
    /// Solitaire Gold is sacked at the end of the Competition Phase (playbook-spec N1.7.5).
    fn competition_end(g: &mut G, ctx: &mut Ctx) -> Step {
        npc::gold::sack(g, ctx)
    }
    fn gold_owner_at(st: &State, a: AreaId) -> Option<Slot> {
        npc::gold::owner_at(st, a)
    }
    /// Solitaire Gold protection (playbook-spec N1.7.4), then the scenario's own (Ilium).
    fn loss_protected(g: &G, s: Slot, a: AreaId, rules: &LossRules, memo: &LossMemo) -> bool {
        npc::gold::protects(g, s, a, rules.cause, memo.gold_lost)
            || scenario::hooks::card_protected(g, a, rules, memo)
    }
    fn card_removed(memo: &mut LossMemo, a: AreaId) {
        scenario::hooks::card_removed(memo, a)
    }

    /// The scenario's own tally rules, then the solitaire hostility check at the end of the Victory
    /// Tally (playbook-spec N1.3).
    fn tally_cities(g: &G, s: Slot, cities: u32) -> u32 {
        scenario::hooks::tally_cities(g, s, cities)
    }
    fn after_tally(g: &mut G, ctx: &mut Ctx) -> Step {
        scenario::hooks::after_tally(g, ctx);
        npc::hostility::end_of_tally(g, ctx)
    }
    fn sudden_end(g: &mut G, ctx: &mut Ctx) -> Step<Option<bool>> {
        scenario::hooks::sudden_end(g, ctx)
    }
    fn skip_draw_step(g: &G, s: Slot) -> bool {
        scenario::hooks::skip_draw_step(g, s)
    }
    fn draw_step_start(g: &mut G, ctx: &mut Ctx, s: Slot) -> Step<i32> {
        scenario::hooks::draw_step_start(g, ctx, s)
    }
    fn draw_base(g: &G, s: Slot) -> u32 {
        scenario::hooks::draw_base(g, s)
    }
    /// The NPC difficulty adjustment (playbook-spec N1.10).
    fn draw_adjust(g: &G, s: Slot) -> i32 {
        npc::draw_adjust(g, s)
    }
    fn vp_frozen(st: &State, s: Slot) -> bool {
        scenario::hooks::vp_frozen(st, s)
    }
    fn no_gilgamesh(g: &G, s: Slot) -> bool {
        scenario::hooks::no_gilgamesh(g, s)
    }
    fn single_civ_gilgamesh(g: &G, s: Slot) -> bool {
        scenario::hooks::single_civ_gilgamesh(g, s)
    }
    fn counts_as_civilization(st: &State, s: Slot) -> bool {
        scenario::hooks::counts_as_civilization(st, s)
    }
    /// A Non-Player Civilization has its own trigger and re-entry procedure (playbook-spec N1.8).
    fn own_gilgamesh(g: &mut G, ctx: &mut Ctx, s: Slot) -> Step<bool> {
        if g.st.civ(s).npc {
            npc::gilgamesh::offer(g, ctx, s)?;
            return Ok(true);
        }
        Ok(false)
    }
    fn game_ends(g: &G) -> bool {
        scenario::hooks::game_ends(g)
    }
    fn endgame(g: &mut G, ctx: &mut Ctx) -> bool {
        scenario::hooks::endgame(g, ctx)
    }

    fn held_disks(st: &State, i: usize) -> u32 {
        scenario::hooks::held_disks(st, i)
    }
    fn kept_cards(st: &State) -> Vec<CardId> {
        scenario::hooks::scenario_cards(st)
    }
}
