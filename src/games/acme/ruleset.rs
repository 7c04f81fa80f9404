//! The seam between the base game and the rules that extend it (docs/architecture.md).
//!
//! The phases of the base game (`growth`, `cardphase`, `competition`, `reckoning`, `epoch`, the
//! card and loss rules...) call the hook points of [`Ruleset`] at fixed places, and never a
//! scenario or NPC function by name. A hook point is a place where a ruleset built on the base game
//! really answers differently; its default method is the base Rulebook's own rule. Rulesets stack
//! in layers:
//! * [`BaseGame`]: the base game alone, every default as it stands;
//! * [`Acme`], ACME as shipped: the base game, the solitaire layer (`npc`: bookkeeping after every
//!   step, Gold, the NPC's draws and Gilgamesh; playbook-spec §1) and the scenario layer
//!   (`scenario::hooks`: the scenarios' special rules, playbook-spec §2-§5). A layer says only
//!   what it changes (an `Option` that is `None` when it has no word, an objection, an adjustment
//!   of the base's answer); [`Acme`] asks the layers and then [`BaseGame`]'s default, so the
//!   defaults are what runs whenever no layer has a word. A game without NPCs or scenario plays
//!   exactly as [`BaseGame`] (`tests/rules/seam.rs` compares every hook's answers along a game).
//!
//! Why associated functions on a type (static dispatch) and not a trait object held in `Game`: the
//! hooks run inside the hottest loops of headless play (every competition round, every disk
//! placed); a direct call inlines, a virtual call does not. The engine plays the ruleset named by
//! [`Rules`]. A sibling game with ACME's phases (ACIS) would define its own ruleset type, take
//! [`BaseGame`]'s defaults for everything it does not change and its own layer for the rest, as
//! [`Acme`] does. This file is the only one outside `npc/` and `scenario/` that names them
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

/// A competition round's order of removal: (strength, rank in Turn Order, faction), Barbarians
/// ranked 0 (`competition::round`). On the stack: every round of every competition builds one.
pub type Losers = smallvec::SmallVec<[(u32, usize, Faction); 12]>;

/// The hook points of the base game. Every default method is the base game's own rule (RB), so a
/// ruleset overrides only what it changes. Grouped by the phase that calls them; each says what
/// it varies and where the base rule and its known variations are written.
#[allow(unused_variables)]
pub(crate) trait Ruleset {
    // ---- the engine: setup, checks, steps of a ruleset's own ----

    /// What the ruleset remembers of the state before each step (reused from step to step), for
    /// [`Ruleset::after_step`]. `()` when it keeps no bookkeeping.
    type StepMemo: Clone + std::fmt::Debug;

    /// The record of `st` before a step, in `spare`'s buffers when there are some (`&mut`: the
    /// record may read and restart the journal of `st`'s areas, `Areas::changes_since`).
    fn step_memo(spare: &mut Option<Self::StepMemo>, st: &mut State) -> Self::StepMemo;
    /// After every completed step of a game with NPCs: bookkeeping that follows from what changed
    /// (playbook-spec N1.3 hostility, N1.4.1 Primary Enemies, N1.7.3 Gold). Base: none.
    fn after_step(g: &mut G, ctx: &mut Ctx, before: &Self::StepMemo, events: &[Event]) {}
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
    fn detour(g: &G, at: ScenarioAt) -> Option<Flow> {
        None
    }
    /// One step of a ruleset's own procedure (`Flow::Scenario`). Base: never reached.
    fn detour_step(g: &mut G, ctx: &mut Ctx) -> Step {
        Ok(())
    }

    // ---- Growth Phase ----

    /// The start of a civilization's own Growth Phase: RB continues; scenarios skip conquered or
    /// first-turn civilizations and end the game there (H4.13.14, H4.13.19a).
    fn civ_growth_start(g: &mut G, ctx: &mut Ctx, s: Slot) -> Step<GrowthStart> {
        Ok(GrowthStart::Continue)
    }
    /// RB Growth Phase, Acquisition Step: the disks acquired, `total` counted, `minimum` the
    /// Rulebook's minimum. Scenarios fix or raise it (H4.13.18, G3.4.7c).
    fn acquisition(g: &G, s: Slot, total: u16, minimum: u16) -> u16 {
        total.max(minimum)
    }
    /// The start of the Resettlement Step. Base: nothing (H4.14.16d holds disks back).
    fn before_resettle(g: &mut G, ctx: &mut Ctx, s: Slot) {}
    /// RB Growth Phase, Deploy: may `s` deploy a disk into `a` beyond the base checks? `Err`
    /// carries the reason. Base: yes (scenario prohibitions, playbook-spec H4).
    fn may_deploy(g: &G, s: Slot, a: AreaId) -> Result<(), String> {
        Ok(())
    }
    /// May faction `f` have disks placed into `a` at all (cards, invasions, setups)? Base: yes
    /// (H4.06.5 Ilium, H4.16.5c untouchable areas).
    fn may_place(g: &G, f: Faction, a: AreaId) -> bool {
        true
    }
    /// RB Commerce: may `other` be a Commerce partner? Base: every civilization (H4.06.5h).
    fn commerce_partner(st: &State, other: Slot) -> bool {
        true
    }
    /// The end of the Growth or Card Phase: true when the game ended there. Base: it never does
    /// (A7.55 instant results).
    fn phase_end(g: &mut G, ctx: &mut Ctx) -> bool {
        false
    }

    // ---- Card Phase ----

    /// A civilization that never acts in the Card Phase (passes at once). Base: none (neutral
    /// factions, playbook-spec H4).
    fn never_acts(st: &State, s: Slot) -> bool {
        false
    }
    /// RB Card Phase: actions beyond playing cards and passing. Base: none (T5.2 Cultural tracks).
    fn card_actions(g: &G, s: Slot) -> Vec<Action> {
        Vec::new()
    }
    /// Carry out one of [`Ruleset::card_actions`]; false if `a` is not one.
    fn card_action(g: &mut G, ctx: &mut Ctx, s: Slot, a: Action) -> Step<bool> {
        Ok(false)
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
    /// A ruleset's own answer to an Event card; true when it resolved it. Base: the card's own
    /// text (scenarios rewrite some, H4.01.6, H4.02.5-6, H4.06.4, H4.12.2, H4.13.21).
    fn event_override(g: &mut G, ctx: &mut Ctx, e: CardId, drawer: Option<Slot>) -> Step<bool> {
        Ok(false)
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
    fn ability(g: &G, s: Slot, name: &str) -> Option<bool> {
        None
    }
    /// RB Negation: may the Deity `deity` of `s` Negate a card beyond its Rulebook powers? Base:
    /// no (H4.14.14: Rostam's God of War negates a Great Person).
    fn deity_negates(st: &State, s: Slot, deity: CardId) -> bool {
        false
    }
    /// RB Deities: `s` may not establish a Deity. Base: anyone may (H4.13.3, H4.11.6).
    fn deity_forbidden(g: &G, s: Slot) -> bool {
        false
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
    fn may_sack(g: &G, s: Slot, a: AreaId) -> bool {
        true
    }
    /// After `s` sacked `a`. Base: nothing more (H4.06.5g, H4.15.7b, T5.4).
    fn after_sack(g: &mut G, ctx: &mut Ctx, s: Slot, a: AreaId) -> Step {
        Ok(())
    }
    /// After Barbarians took `a` from a civilization that lost 3+ disks. Base: nothing (T5.4.3).
    fn barbarian_sack(g: &mut G, ctx: &mut Ctx, a: AreaId) -> Step {
        Ok(())
    }
    /// The end of the Competition Phase, before the last capture check. Base: nothing (N1.7.5:
    /// solitaire Gold is sacked).
    fn competition_end(g: &mut G, ctx: &mut Ctx) -> Step {
        Ok(())
    }
    /// Whose Gold marker lies in `a`. Base: no Gold markers (N1.7).
    fn gold_owner_at(st: &State, a: AreaId) -> Option<Slot> {
        None
    }
    /// RB Disk Removal: a piece of `s` in `a` that may not be lost, beyond the Rulebook's own
    /// protections. Base: none (N1.7.4 Gold, H4.06.5e Ilium).
    fn loss_protected(g: &G, s: Slot, a: AreaId, rules: &LossRules, memo: &LossMemo) -> bool {
        false
    }

    // ---- Reckoning, Draw Step, Gilgamesh, End of Epoch ----

    /// RB Victory Tally: the Cities of `s` that score, `cities` counted. Base: all (H4.16.6).
    fn tally_cities(g: &G, s: Slot, cities: u32) -> u32 {
        cities
    }
    /// The end of the Victory Tally. Base: nothing (N1.3 hostility, scenario bonuses and checks).
    fn after_tally(g: &mut G, ctx: &mut Ctx) -> Step {
        Ok(())
    }
    /// RB Sudden End of Epoch: `Some(true)` when a ruleset ends the Epoch now, `Some(false)` when
    /// it decided it does not. Base: `None`, the Rulebook's check (scenario end rules).
    fn sudden_end(g: &mut G, ctx: &mut Ctx) -> Step<Option<bool>> {
        Ok(None)
    }
    /// RB Draw Step: `s` has none. Base: every civilization draws (conquered and neutral factions).
    fn skip_draw_step(g: &G, s: Slot) -> bool {
        false
    }
    /// RB Draw Step, its start: what happens first, and the change to the number of cards drawn.
    /// Base: nothing, 0 (H4.15.7c keepsakes return; N1.10 the solitaire difficulty's draws).
    fn draw_step_start(g: &mut G, ctx: &mut Ctx, s: Slot) -> Step<i32> {
        Ok(0)
    }
    /// RB 3: the base number of cards drawn (H4.13.19b: 1, G3.4.7d: 4).
    fn draw_base(g: &G, s: Slot) -> u32 {
        3
    }
    /// VP of `s` no longer change. Base: never (H4.13.14c-d conquered satrapies).
    fn vp_frozen(st: &State, s: Slot) -> bool {
        false
    }
    /// RB Options, Gilgamesh: the terms on which `s` may invoke him.
    fn gilgamesh(g: &G, s: Slot) -> GilgameshTerms {
        GilgameshTerms::Rulebook
    }
    /// RB Gilgamesh: whether `s` is one of the other civilizations an eligibility test compares
    /// with. Base: all (neutral factions are not).
    fn counts_as_civilization(st: &State, s: Slot) -> bool {
        true
    }
    /// Gilgamesh for a civilization the ruleset plays itself; true when it did. Base: none
    /// (N1.8: the NPC's own trigger and re-entry).
    fn own_gilgamesh(g: &mut G, ctx: &mut Ctx, s: Slot) -> Step<bool> {
        Ok(false)
    }
    /// RB End of Epoch: the game ends at this one besides the last Epoch. Base: no (scenario end
    /// rules).
    fn game_ends(g: &G) -> bool {
        false
    }
    /// RB Winning the game: the ruleset decides the winners; true when it did. Base: the
    /// Rulebook's VP ranking (scenario victory conditions).
    fn endgame(g: &mut G, ctx: &mut Ctx) -> bool {
        false
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
pub(crate) struct BaseGame;

impl Ruleset for BaseGame {
    type StepMemo = ();

    fn step_memo(_spare: &mut Option<()>, _st: &mut State) {}
}

/// The defaults, for the layers' fall-back.
type Base = BaseGame;

/// `a` then `b`, without a copy when `a` is empty (the base's lists usually are).
fn joined<T>(mut a: Vec<T>, mut b: Vec<T>) -> Vec<T> {
    if a.is_empty() {
        b
    } else {
        a.append(&mut b);
        a
    }
}

/// ACME as shipped: the solitaire layer (`npc`) and the scenario layer (`scenario::hooks`) over
/// [`BaseGame`]. Each method asks the layers what they change and falls back to, or adjusts,
/// [`BaseGame`]'s answer; the rules themselves are written in the layers and in the defaults.
pub(crate) struct Acme;

use scenario::hooks as sc;

impl Ruleset for Acme {
    type StepMemo = npc::Before;

    fn step_memo(spare: &mut Option<npc::Before>, st: &mut State) -> npc::Before {
        npc::Before::reuse(spare, st)
    }
    fn after_step(g: &mut G, ctx: &mut Ctx, before: &npc::Before, events: &[Event]) {
        npc::after_step(g, ctx, before, events);
        Base::after_step(g, ctx, &(), events)
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
    #[inline]
    fn detour(g: &G, at: ScenarioAt) -> Option<Flow> {
        sc::detour(g, at).or_else(|| Base::detour(g, at))
    }
    fn detour_step(g: &mut G, ctx: &mut Ctx) -> Step {
        scenario::procs::step(g, ctx)
    }

    fn civ_growth_start(g: &mut G, ctx: &mut Ctx, s: Slot) -> Step<GrowthStart> {
        match sc::civ_growth_start(g, ctx, s)? {
            Some(start) => Ok(start),
            None => Base::civ_growth_start(g, ctx, s),
        }
    }
    fn acquisition(g: &G, s: Slot, total: u16, minimum: u16) -> u16 {
        match sc::fixed_growth(g, s) {
            Some(n) => n,
            None => Base::acquisition(g, s, total, sc::growth_minimum(g, s, minimum)),
        }
    }
    fn before_resettle(g: &mut G, ctx: &mut Ctx, s: Slot) {
        sc::before_resettle(g, ctx, s);
        Base::before_resettle(g, ctx, s)
    }
    #[inline]
    fn may_deploy(g: &G, s: Slot, a: AreaId) -> Result<(), String> {
        sc::deploy_check(g, s, a)?;
        Base::may_deploy(g, s, a)
    }
    #[inline]
    fn may_place(g: &G, f: Faction, a: AreaId) -> bool {
        !sc::place_forbidden(g, f, a) && Base::may_place(g, f, a)
    }
    #[inline]
    fn commerce_partner(st: &State, other: Slot) -> bool {
        !sc::out_of_play(st, other) && Base::commerce_partner(st, other)
    }
    fn phase_end(g: &mut G, ctx: &mut Ctx) -> bool {
        sc::phase_end(g, ctx) || Base::phase_end(g, ctx)
    }

    #[inline]
    fn never_acts(st: &State, s: Slot) -> bool {
        sc::is_neutral(st, s) || Base::never_acts(st, s)
    }
    fn card_actions(g: &G, s: Slot) -> Vec<Action> {
        joined(Base::card_actions(g, s), sc::card_actions(g, s))
    }
    fn card_action(g: &mut G, ctx: &mut Ctx, s: Slot, a: Action) -> Step<bool> {
        Ok(sc::card_action(g, ctx, s, a)? || Base::card_action(g, ctx, s, a)?)
    }
    #[inline]
    fn card_locked(st: &State, s: Slot, c: CardId) -> bool {
        sc::card_locked(st, s, c) || Base::card_locked(st, s, c)
    }
    #[inline]
    fn is_npc(st: &State, s: Slot) -> bool {
        npc::is_npc(st, s) || Base::is_npc(st, s)
    }
    fn event_override(g: &mut G, ctx: &mut Ctx, e: CardId, drawer: Option<Slot>) -> Step<bool> {
        Ok(sc::event_override(g, ctx, e, drawer)? || Base::event_override(g, ctx, e, drawer)?)
    }
    #[inline]
    fn removed_from_game(st: &State, c: CardId) -> bool {
        sc::removed_from_game(st, c) || Base::removed_from_game(st, c)
    }
    #[inline]
    fn player_vp(st: &State, s: Slot) -> u32 {
        sc::player_vp(st, s).unwrap_or_else(|| Base::player_vp(st, s))
    }
    #[inline]
    fn ability(g: &G, s: Slot, name: &str) -> Option<bool> {
        sc::ability(g, s, name).or_else(|| Base::ability(g, s, name))
    }
    #[inline]
    fn deity_negates(st: &State, s: Slot, deity: CardId) -> bool {
        sc::deity_negates(st, s, deity) || Base::deity_negates(st, s, deity)
    }
    #[inline]
    fn deity_forbidden(g: &G, s: Slot) -> bool {
        sc::deity_forbidden(g, s) || Base::deity_forbidden(g, s)
    }
    #[inline]
    fn hand_limit(st: &State, s: Slot, base: usize) -> usize {
        sc::hand_limit(st, s, Base::hand_limit(st, s, base))
    }
    #[inline]
    fn civ_name(st: &State, s: Slot) -> Option<&str> {
        sc::civ_name(st, s).or_else(|| Base::civ_name(st, s))
    }

    #[inline]
    fn sides(st: &State, ar: &AreaState, count: usize) -> usize {
        sc::sides(st, ar, Base::sides(st, ar, count))
    }
    fn neutral_slots(st: &State) -> Vec<Slot> {
        joined(Base::neutral_slots(st), sc::neutral_slots(st))
    }
    fn merge_friends(st: &State, losers: &mut Losers) {
        Base::merge_friends(st, losers);
        sc::merge_friends(st, losers)
    }
    #[inline]
    fn loser_in(st: &State, a: AreaId, f: Faction) -> Faction {
        sc::loser_in(st, a, Base::loser_in(st, a, f))
    }
    #[inline]
    fn may_sack(g: &G, s: Slot, a: AreaId) -> bool {
        !sc::sack_forbidden(g, s, a) && Base::may_sack(g, s, a)
    }
    fn after_sack(g: &mut G, ctx: &mut Ctx, s: Slot, a: AreaId) -> Step {
        sc::after_sack(g, ctx, s, a)?;
        Base::after_sack(g, ctx, s, a)
    }
    fn barbarian_sack(g: &mut G, ctx: &mut Ctx, a: AreaId) -> Step {
        sc::barbarian_sack(g, ctx, a)?;
        Base::barbarian_sack(g, ctx, a)
    }
    /// Solitaire Gold is sacked at the end of the Competition Phase (playbook-spec N1.7.5).
    fn competition_end(g: &mut G, ctx: &mut Ctx) -> Step {
        npc::gold::sack(g, ctx)?;
        Base::competition_end(g, ctx)
    }
    #[inline]
    fn gold_owner_at(st: &State, a: AreaId) -> Option<Slot> {
        npc::gold::owner_at(st, a).or_else(|| Base::gold_owner_at(st, a))
    }
    /// Solitaire Gold protection (playbook-spec N1.7.4), then the scenario's own (Ilium).
    #[inline]
    fn loss_protected(g: &G, s: Slot, a: AreaId, rules: &LossRules, memo: &LossMemo) -> bool {
        npc::gold::protects(g, s, a, rules.cause, memo.gold_lost)
            || sc::card_protected(g, a, rules, memo)
            || Base::loss_protected(g, s, a, rules, memo)
    }

    #[inline]
    fn tally_cities(g: &G, s: Slot, cities: u32) -> u32 {
        sc::tally_cities(g, s, Base::tally_cities(g, s, cities))
    }
    /// The scenario's own tally rules, then the solitaire hostility check at the end of the Victory
    /// Tally (playbook-spec N1.3).
    fn after_tally(g: &mut G, ctx: &mut Ctx) -> Step {
        sc::after_tally(g, ctx);
        npc::hostility::end_of_tally(g, ctx)?;
        Base::after_tally(g, ctx)
    }
    fn sudden_end(g: &mut G, ctx: &mut Ctx) -> Step<Option<bool>> {
        match sc::sudden_end(g, ctx)? {
            Some(ends) => Ok(Some(ends)),
            None => Base::sudden_end(g, ctx),
        }
    }
    #[inline]
    fn skip_draw_step(g: &G, s: Slot) -> bool {
        sc::out_of_play(g.st, s) || Base::skip_draw_step(g, s)
    }
    /// The scenario's keepsakes come back, and the NPC difficulty adjustment (playbook-spec
    /// N1.10) changes the count.
    fn draw_step_start(g: &mut G, ctx: &mut Ctx, s: Slot) -> Step<i32> {
        let kept = sc::draw_step_start(g, ctx, s)?;
        Ok(kept + npc::draw_adjust(g, s) + Base::draw_step_start(g, ctx, s)?)
    }
    #[inline]
    fn draw_base(g: &G, s: Slot) -> u32 {
        sc::draw_base(g, s, Base::draw_base(g, s))
    }
    #[inline]
    fn vp_frozen(st: &State, s: Slot) -> bool {
        sc::vp_frozen(st, s) || Base::vp_frozen(st, s)
    }
    #[inline]
    fn gilgamesh(g: &G, s: Slot) -> GilgameshTerms {
        sc::gilgamesh(g, s).unwrap_or_else(|| Base::gilgamesh(g, s))
    }
    #[inline]
    fn counts_as_civilization(st: &State, s: Slot) -> bool {
        !sc::is_neutral(st, s) && Base::counts_as_civilization(st, s)
    }
    /// A Non-Player Civilization has its own trigger and re-entry procedure (playbook-spec N1.8).
    fn own_gilgamesh(g: &mut G, ctx: &mut Ctx, s: Slot) -> Step<bool> {
        Ok(npc::gilgamesh::own(g, ctx, s)? || Base::own_gilgamesh(g, ctx, s)?)
    }
    #[inline]
    fn game_ends(g: &G) -> bool {
        sc::game_ends(g) || Base::game_ends(g)
    }
    fn endgame(g: &mut G, ctx: &mut Ctx) -> bool {
        sc::endgame(g, ctx) || Base::endgame(g, ctx)
    }

    fn held_disks(st: &State, i: usize) -> u32 {
        sc::held_disks(st, i) + Base::held_disks(st, i)
    }
    fn kept_cards(st: &State) -> Vec<CardId> {
        joined(Base::kept_cards(st), sc::scenario_cards(st))
    }
}

/// The hooks' answers for a state, [`Acme`]'s beside [`BaseGame`]'s (for the seam test).
mod agreement;
pub use agreement::base_game_disagreements;
