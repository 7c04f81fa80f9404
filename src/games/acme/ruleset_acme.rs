//! ACME's ruleset as shipped ([`Acme`]): the solitaire layer (`npc`: bookkeeping after every step,
//! Gold, the NPC's draws and Gilgamesh; playbook-spec §1) and the scenario layer
//! (`scenario::hooks`: the scenarios' special rules, playbook-spec §2-§5) over the base game
//! ([`BaseGame`]'s defaults). Each hook asks the layers what they change and falls back to, or
//! adjusts, the base game's answer, so the defaults run whenever no layer has a word; the rules
//! themselves are written in the layers and in the defaults (docs/architecture.md, "The seam").
//!
//! Why a file apart from `ruleset.rs`: every phase imports the seam's trait; if the file that
//! declares it also named the layers, every phase would import the solitaire and scenario code
//! through it, and they import the phases (one loop of files). Only the rule tests' door
//! (`probe.rs`) imports this file.

use super::catalog::{AreaId, CardId, Catalog, CatalogError};
use super::decision::Action;
use super::event::Event;
use super::flow::Flow;
use super::g::G;
use super::loss_rules::{LossMemo, LossRules};
use super::proc::{Ctx, Step};
use super::ruleset::{Acme, BaseGame, GilgameshTerms, GrowthStart, Losers, Ruleset, base};
use super::state::scenario_state::{ScenarioAt, ScenarioDef, ScenarioSetup};
use super::state::{AreaState, Faction, GameOptions, Slot, State};
use super::{npc, scenario};

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

use scenario::hooks as sc;

impl Ruleset for Acme {
    type StepMemo = npc::Before;

    fn step_memo(spare: &mut Option<npc::Before>, st: &mut State) -> npc::Before {
        npc::Before::reuse(spare, st)
    }
    fn after_step(g: &mut G, ctx: &mut Ctx, before: &npc::Before, events: &[Event]) {
        npc::after_step(g, ctx, before, events);
        base::after_step(g, ctx, events)
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
        sc::detour(g, at).or_else(|| base::detour(g, at))
    }
    fn detour_step(g: &mut G, ctx: &mut Ctx) -> Step {
        scenario::procs::step(g, ctx)
    }

    fn civ_growth_start(g: &mut G, ctx: &mut Ctx, s: Slot) -> Step<GrowthStart> {
        match sc::civ_growth_start(g, ctx, s)? {
            Some(start) => Ok(start),
            None => base::civ_growth_start(g, ctx, s),
        }
    }
    fn acquisition(g: &G, s: Slot, total: u16, minimum: u16) -> u16 {
        match sc::fixed_growth(g, s) {
            Some(n) => n,
            None => base::acquisition(g, s, total, sc::growth_minimum(g, s, minimum)),
        }
    }
    fn before_resettle(g: &mut G, ctx: &mut Ctx, s: Slot) -> Step {
        sc::before_resettle(g, ctx, s);
        base::before_resettle(g, ctx, s)
    }
    #[inline]
    fn may_deploy(g: &G, s: Slot, a: AreaId) -> Result<(), String> {
        sc::deploy_check(g, s, a)?;
        base::may_deploy(g, s, a)
    }
    #[inline]
    fn may_place(g: &G, f: Faction, a: AreaId) -> bool {
        !sc::place_forbidden(g, f, a) && base::may_place(g, f, a)
    }
    #[inline]
    fn commerce_partner(st: &State, other: Slot) -> bool {
        !sc::out_of_play(st, other) && Base::commerce_partner(st, other)
    }
    fn phase_end(g: &mut G, ctx: &mut Ctx) -> bool {
        sc::phase_end(g, ctx) || base::phase_end(g, ctx)
    }

    #[inline]
    fn never_acts(st: &State, s: Slot) -> bool {
        sc::is_neutral(st, s) || Base::never_acts(st, s)
    }
    fn card_actions(g: &G, s: Slot) -> Vec<Action> {
        joined(base::card_actions(g, s), sc::card_actions(g, s))
    }
    fn card_action(g: &mut G, ctx: &mut Ctx, s: Slot, a: Action) -> Step<bool> {
        Ok(sc::card_action(g, ctx, s, a)? || base::card_action(g, ctx, s, a)?)
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
        Ok(sc::event_override(g, ctx, e, drawer)? || base::event_override(g, ctx, e, drawer)?)
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
        sc::ability(g, s, name).or_else(|| base::ability(g, s, name))
    }
    #[inline]
    fn deity_negates(st: &State, s: Slot, deity: CardId) -> bool {
        sc::deity_negates(st, s, deity) || Base::deity_negates(st, s, deity)
    }
    #[inline]
    fn deity_forbidden(g: &G, s: Slot) -> bool {
        sc::deity_forbidden(g, s) || base::deity_forbidden(g, s)
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
        !sc::sack_forbidden(g, s, a) && base::may_sack(g, s, a)
    }
    fn after_sack(g: &mut G, ctx: &mut Ctx, s: Slot, a: AreaId) -> Step {
        sc::after_sack(g, ctx, s, a)?;
        base::after_sack(g, ctx, s, a)
    }
    fn barbarian_sack(g: &mut G, ctx: &mut Ctx, a: AreaId) -> Step {
        sc::barbarian_sack(g, ctx, a)?;
        base::barbarian_sack(g, ctx, a)
    }
    /// Solitaire Gold is sacked at the end of the Competition Phase (playbook-spec N1.7.5).
    fn competition_end(g: &mut G, ctx: &mut Ctx) -> Step {
        npc::gold::sack(g, ctx)?;
        base::competition_end(g, ctx)
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
            || base::loss_protected(g, s, a, rules, memo)
    }

    #[inline]
    fn tally_cities(g: &G, s: Slot, cities: u32) -> u32 {
        sc::tally_cities(g, s, base::tally_cities(g, s, cities))
    }
    /// The scenario's own tally rules, then the solitaire hostility check at the end of the Victory
    /// Tally (playbook-spec N1.3).
    fn after_tally(g: &mut G, ctx: &mut Ctx) -> Step {
        sc::after_tally(g, ctx);
        npc::hostility::end_of_tally(g, ctx)?;
        base::after_tally(g, ctx)
    }
    fn sudden_end(g: &mut G, ctx: &mut Ctx) -> Step<Option<bool>> {
        match sc::sudden_end(g, ctx)? {
            Some(ends) => Ok(Some(ends)),
            None => base::sudden_end(g, ctx),
        }
    }
    #[inline]
    fn skip_draw_step(g: &G, s: Slot) -> bool {
        sc::out_of_play(g.st, s) || base::skip_draw_step(g, s)
    }
    /// The scenario's keepsakes come back, and the NPC difficulty adjustment (playbook-spec
    /// N1.10) changes the count.
    fn draw_step_start(g: &mut G, ctx: &mut Ctx, s: Slot) -> Step<i32> {
        let kept = sc::draw_step_start(g, ctx, s)?;
        Ok(kept + npc::draw_adjust(g, s) + base::draw_step_start(g, ctx, s)?)
    }
    #[inline]
    fn draw_base(g: &G, s: Slot) -> u32 {
        sc::draw_base(g, s, base::draw_base(g, s))
    }
    #[inline]
    fn vp_frozen(st: &State, s: Slot) -> bool {
        sc::vp_frozen(st, s) || Base::vp_frozen(st, s)
    }
    #[inline]
    fn gilgamesh(g: &G, s: Slot) -> GilgameshTerms {
        sc::gilgamesh(g, s).unwrap_or_else(|| base::gilgamesh(g, s))
    }
    #[inline]
    fn counts_as_civilization(st: &State, s: Slot) -> bool {
        !sc::is_neutral(st, s) && Base::counts_as_civilization(st, s)
    }
    /// A Non-Player Civilization has its own trigger and re-entry procedure (playbook-spec N1.8).
    fn own_gilgamesh(g: &mut G, ctx: &mut Ctx, s: Slot) -> Step<bool> {
        Ok(npc::gilgamesh::own(g, ctx, s)? || base::own_gilgamesh(g, ctx, s)?)
    }
    #[inline]
    fn game_ends(g: &G) -> bool {
        sc::game_ends(g) || base::game_ends(g)
    }
    fn endgame(g: &mut G, ctx: &mut Ctx) -> bool {
        sc::endgame(g, ctx) || base::endgame(g, ctx)
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
