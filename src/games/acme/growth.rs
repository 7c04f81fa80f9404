//! Growth Phase (RB p14-16): Strongholds Step for every faction at once, then for each
//! civilization in Turn Order: Retirement, Acquisition, Resettlement, Deployment.

use super::cards::disasters::Cut;
use super::catalog::{AreaId, AreaSet, CardId, Terrain, bit};
use super::decision::{Action, Ask, Decision};
use super::event::{Event, Phase};
use super::flow::{Flow, GrowthStep};
use super::g::G;
use super::negation::Link;
use super::proc::{Ctx, Step};
use super::ruleset::{GrowthStart, Ruleset};
use super::state::Slot;
use super::state::scenario_state::ScenarioAt;

pub(crate) const EARTH_MOTHER: CardId = CardId(105);
pub(crate) const GOD_OF_THE_FORGE: CardId = CardId(107);

pub(crate) fn step<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx) -> Step {
    match g.st.flow {
        Flow::GrowthStart => {
            if let Some(f) = R::detour(g, ScenarioAt::TurnStart) {
                g.st.flow = f; // a scenario's turn start (Exploration Phase...)
                return Ok(());
            }
            start(g, ctx)
        }
        Flow::Growth { pos, step } => {
            let s = g.st.order[pos as usize];
            match step {
                GrowthStep::Start => {
                    let step = match R::civ_growth_start(g, ctx, s)? {
                        GrowthStart::Stop => return Ok(()),
                        GrowthStart::Skip => GrowthStep::Deploy,
                        GrowthStart::Continue => GrowthStep::Retire,
                    };
                    if step == GrowthStep::Retire {
                        super::abilities::growth_start(g, ctx, s);
                    }
                    g.st.flow = Flow::Growth { pos, step };
                    Ok(())
                }
                GrowthStep::Retire => retire(g, ctx, s, pos),
                GrowthStep::Acquire => {
                    acquire(g, ctx, s)?;
                    R::before_resettle(g, ctx, s)?;
                    g.st.step_memo = 0;
                    g.st.flow = Flow::Growth {
                        pos,
                        step: GrowthStep::Resettle,
                    };
                    Ok(())
                }
                GrowthStep::Resettle => resettle(g, ctx, s, pos),
                GrowthStep::DeployStart => {
                    // RB fourth placement condition: zero disks on the map at the start of the step.
                    g.st.deploy_restart = g.q().disks_on_map(s.faction()) == 0;
                    super::abilities::deployment_start(g, ctx, s)?;
                    g.st.flow = Flow::Growth {
                        pos,
                        step: GrowthStep::Deploy,
                    };
                    Ok(())
                }
                GrowthStep::Deploy => deploy(g, ctx, s, pos),
            }
        }
        Flow::GrowthEnd => {
            g.capture_check(ctx);
            if R::phase_end(g, ctx) {
                return Ok(());
            }
            g.st.flow = Flow::CardStart;
            Ok(())
        }
        _ => unreachable!(),
    }
}

/// Start of the turn: per-turn limits reset (content A3), then the Strongholds Step: every
/// faction, Barbarians included, puts a cube on each Mountain area it alone occupies (RB p14);
/// then the bonus-area Investments (#69-#71) pay whoever Controls their areas.
fn start<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx) -> Step {
    for c in &mut g.st.civs {
        c.usage = Default::default();
        for t in &mut c.table {
            t.uses = 0;
        }
    }
    for m in &mut g.st.monuments {
        m.used = false;
    }
    ctx.emit(|| Event::PhaseStarted {
        epoch: g.st.epoch,
        turn: g.st.turn,
        phase: Phase::Growth,
    });
    // The board's areas in rank order (`Board::by_rank`), the playable ones: no list is built and
    // sorted every turn.
    let cat = g.cat;
    let play = g.q().playable_set();
    for &a in &cat.board.by_rank {
        if play & bit(a) == 0 {
            continue;
        }
        let ar = &g.st.areas[a.0 as usize];
        if ar.stronghold.is_some() {
            continue;
        }
        let Some(f) = ar.controller() else { continue };
        let mountain = g.q().terrain(a) == Terrain::Mountain;
        // (The area's name first: the ability is looked up by its name, for every area.)
        let judah = !mountain
            && g.q().name(a) == "Judah"
            && f.slot().is_some_and(|s| {
                g.cat
                    .civ(g.st.civ(s).civ)
                    .has_ability("Hill Country of Judah")
            });
        if (mountain || judah) && g.put_stronghold(ctx, f, a) {
            ctx.note(
                f.slot(),
                g.text(|| {
                    format!(
                        "{} places a Stronghold in {}",
                        g.q().faction_name(f),
                        g.q().name(a)
                    )
                }),
                "RB Strongholds Step",
            );
        }
    }
    // Content #69-#71: harvests at each Strongholds Step (each one a negatable Investment use).
    super::cards::disasters::strongholds_step_payouts(g, ctx)?;
    g.st.flow = if g.st.order.is_empty() {
        Flow::GrowthEnd
    } else {
        Flow::Growth {
            pos: 0,
            step: GrowthStep::Start,
        }
    };
    Ok(())
}

/// RB Retirement Step: any disks back to Supply, except from a Land area holding one's City.
/// As a set: the occupied areas that are not Cities. Why a set: the Retirement question is asked
/// for every disk retired, and building its options from a list then pushing `Done` allocated
/// twice.
pub(crate) fn retirable_set<R: Ruleset>(g: &G<R>, s: Slot) -> AreaSet {
    let q = g.q();
    super::catalog::iter_set(q.occupied_set(s.faction()))
        .filter(|&a| !q.is_city(s, a))
        .fold(0, |m, a| m | bit(a))
}

fn retire<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, pos: u8) -> Step {
    // Lazy: the re-run with the answer need not rebuild the question (see `proc::Trail`).
    let d = || {
        // Built at its final size (`Done` included): one allocation per question.
        let areas = retirable_set(g, s);
        let mut opts = super::decision::option_list(areas.count_ones() as usize + 1);
        opts.extend(super::catalog::iter_set(areas).map(Action::Area));
        opts.push(Action::Done);
        Decision::new(
            s,
            Ask::Retire,
            g.text(|| {
                format!(
                    "{}: Retirement Step - remove a disk to Supply, or Done",
                    g.q().civ_name(s)
                )
            }),
            "RB Retirement Step",
            opts,
        )
    };
    match ctx.ask_lazy(g.st, d)? {
        Action::Area(a) => {
            g.take_off(ctx, s.faction(), a, 1);
        }
        _ => {
            g.st.flow = Flow::Growth {
                pos,
                step: GrowthStep::Acquire,
            }
        }
    }
    Ok(())
}

/// What the Acquisition Step counts, criterion by criterion (RB p14-15).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Acquisition {
    pub sea: u16,
    pub mountain: u16,
    pub plain: u16,
    pub fertile: u16,
    pub commerce: u16,
    pub abilities: u16,
}

impl Acquisition {
    pub fn total(&self) -> u16 {
        self.sea + self.mountain + self.plain + self.fertile + self.commerce + self.abilities
    }
}

/// Count a civilization's growth from the map (before Deities and the minimum). The areas that
/// count are the land areas it occupies and the seas among them where disks count
/// ([`Ruleset::counted_seas`]): those give terrain growth and Sea Presence, and are the bases of
/// Commerce.
pub fn count_acquisition<R: Ruleset>(g: &G<R>, s: Slot) -> Acquisition {
    let q = g.q();
    let f = s.faction();
    let cimmeria =
        super::abilities::has_known_ability(g, s, super::catalog::Known::MastersOfTheInlandSeas);
    // Only Cimmeria needs the group (a look-up by name).
    let inland = if cimmeria {
        g.cat.board.groups.get("Inland Seas").copied().unwrap_or(0)
    } else {
        0
    };
    let elam = super::abilities::has_known_ability(g, s, super::catalog::Known::ZagrosHighlanders);
    let mut seas = 0;
    let mut mountains = 0;
    let mut acq = Acquisition::default();
    let mut neighbourhood = 0u128;
    let counted = g.cat.board.land | R::counted_seas(g.cat);
    for a in super::catalog::iter_set(q.occupied_set(f) & counted) {
        let n = q.disks(f, a);
        neighbourhood |= bit(a) | q.neighbour_set(a);
        match q.terrain(a) {
            Terrain::Sea => {
                seas += if cimmeria && inland & bit(a) != 0 {
                    2
                } else {
                    1
                }
            }
            Terrain::Mountain if n == 2 => mountains += 1,
            Terrain::Plain if n == 2 => acq.plain += 1,
            Terrain::Fertile if n == 2 || q.controls(f, a) => acq.fertile += 1,
            _ => {}
        }
    }
    // Drought (#62) lying beside the display: Fertile areas yield nothing this Acquisition Step
    // (ACME's row; ACIS's cuts the total instead, in `acquire`).
    if super::cards::disasters::drought_cut(g, s) == Some(Cut::FertileYieldsNothing) {
        acq.fertile = 0;
    }
    acq.sea = seas / 2;
    acq.mountain = if elam { mountains } else { mountains / 2 };
    // Commerce: 1 per opposing civilization with a disk in or next to an area we occupy (its
    // kept set of occupied areas meets that neighbourhood: no walk over the areas).
    for other in g.st.slots() {
        if other != s
            && R::commerce_partner(g.st, other)
            && g.st.areas.occupied(other.faction()) & neighbourhood != 0
        {
            acq.commerce += 1;
        }
    }
    acq.abilities = super::abilities::acquisition_bonus(g, s);
    acq
}

fn acquire<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step {
    let acq = count_acquisition(g, s);
    let mut total = acq.total();
    // Earth Mother Goddess: 2 more disks, last of all sources (content #105); Sorcerer may negate.
    if g.q().deity_bonus_usable(s, EARTH_MOTHER) && g.st.civ(s).usage.deity_uses == 0 {
        g.st.civ_mut(s).usage.deity_uses += 1;
        if !g.negation_window(ctx, Link::deity(s, EARTH_MOTHER))? {
            total += 2;
        }
    }
    // Drought lying beside the display, as ACIS's row reads it (content-acis #62): the total is
    // cut after every source, before the minimum.
    if let Some(Cut::Disks(n)) = super::cards::disasters::drought_cut(g, s) {
        total = total.saturating_sub(n);
    }
    let minimum = super::abilities::minimum_acquisition(g, s);
    let want = R::acquisition(g, s, total, minimum);
    let got = g.to_growth(s, want);
    ctx.note(
        Some(s),
        g.text(|| format!(
            "{} acquires {} disks (sea {}, mountain {}, plain {}, fertile {}, commerce {}, abilities {}{})",
            g.q().civ_name(s),
            got,
            acq.sea,
            acq.mountain,
            acq.plain,
            acq.fertile,
            acq.commerce,
            acq.abilities,
            if want > total { ", minimum 3" } else { "" }
        )),
        "RB Acquisition Step",
    );
    // Temple Granary: 1 mina instead of two of the disks just acquired (RB display).
    let acquired_now = g.st.civ(s).growth - g.st.civ(s).captives;
    if acquired_now >= 2 && g.st.white_supply > 0 && super::abilities::granary_allowed(g, s) {
        let d = Decision::new(
            s,
            Ask::Granary,
            g.text(|| {
                format!(
                    "{}: use the Temple Granary (take 1 mina instead of 2 growth disks)?",
                    g.q().civ_name(s)
                )
            }),
            "RB Temple Granary",
            vec![Action::Yes, Action::No],
        );
        if ctx.ask(g.st, d)? == Action::Yes {
            let c = g.st.civ_mut(s);
            c.growth -= 2;
            c.supply += 2;
            g.gain_mina(ctx, s, 1);
        }
    }
    // God of the Forge: 2 mina at the end of the Acquisition Step (content #107).
    if g.q().deity_bonus_usable(s, GOD_OF_THE_FORGE) && g.st.civ(s).usage.deity_uses == 0 {
        g.st.civ_mut(s).usage.deity_uses += 1;
        if !g.negation_window(ctx, Link::deity(s, GOD_OF_THE_FORGE))? {
            g.gain_mina(ctx, s, 2);
        }
    }
    // Drought (#62) is discarded at the end of its victim's Acquisition Step.
    super::cards::disasters::drought_ends(g, ctx, s);
    Ok(())
}

/// RB Resettlement Step: up to 1 disk from each City to the Disks for Growth box.
fn resettle<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, pos: u8) -> Step {
    // The Cities not yet resettled from, as a set (one list built, the options).
    let cities = g.q().city_set(s) & !g.st.step_memo;
    if cities == 0 {
        g.st.flow = Flow::Growth {
            pos,
            step: GrowthStep::DeployStart,
        };
        return Ok(());
    }
    let mut opts = super::decision::option_list(cities.count_ones() as usize + 1);
    opts.extend(super::catalog::iter_set(cities).map(Action::Area));
    opts.push(Action::Done);
    let d = Decision::new(
        s,
        Ask::Resettle,
        g.text(|| format!(
            "{}: Resettlement Step - take a disk from a City into your Disks for Growth, or Done",
            g.q().civ_name(s)
        )),
        "RB Resettlement Step",
        opts,
    );
    match ctx.ask(g.st, d)? {
        Action::Area(a) => {
            g.st.step_memo |= bit(a);
            g.st.areas.remove(a, s.faction(), 1);
            g.st.civ_mut(s).growth += 1;
            ctx.emit(|| Event::Removed {
                faction: s.faction(),
                area: a,
                n: 1,
            });
        }
        _ => {
            g.st.flow = Flow::Growth {
                pos,
                step: GrowthStep::DeployStart,
            }
        }
    }
    Ok(())
}

/// Can `s` deploy a disk into `a` now? `Err` carries the reason a player reads (RB Deployment).
pub fn deploy_check<R: Ruleset>(g: &G<R>, s: Slot, a: AreaId) -> Result<(), String> {
    let q = g.q();
    let f = s.faction();
    let name = q.name(a);
    if !q.playable(a) {
        return Err(format!("{name} is beyond the edge of the map in play."));
    }
    R::may_deploy(g, s, a)?;
    let limit = q.growth_limit(f, a);
    if limit == 0 {
        return Err(format!("Your disks may not be in {name} now."));
    }
    if q.disks(f, a) >= limit {
        return Err(format!(
            "{name} already holds {} of your disks, the stacking limit there.",
            q.disks(f, a)
        ));
    }
    if q.controls(f, a) || (q.contested(a) && q.occupies(f, a)) {
        return Ok(());
    }
    for n in q.neighbours(a) {
        if q.controls(f, n) {
            return Ok(());
        }
        if q.contested(n) && q.occupies(f, n) {
            let ar = &g.st.areas[n.0 as usize];
            if ar.strength(f) >= ar.strongest_other(f) {
                return Ok(());
            }
        }
    }
    if g.st.deploy_restart
        && let Some(h) = q.homeland(s)
        && (h == a || g.cat.board.adjacent(h, a))
    {
        return Ok(());
    }
    if super::abilities::colonists_allow(g, s, a) {
        return Ok(());
    }
    let mut reason = format!("{name} is not adjacent to an area you Control");
    if q.neighbours(a).any(|n| q.contested(n) && q.occupies(f, n)) {
        reason.push_str(
            ", and you do not match the largest opposing stack in the Contested area next to it",
        );
    }
    reason.push('.');
    Err(reason)
}

pub(crate) fn deploy_options<R: Ruleset>(g: &G<R>, s: Slot) -> Vec<AreaId> {
    let fast: Vec<AreaId> = super::catalog::iter_set(deploy_set(g, s)).collect();
    debug_assert_eq!(
        fast,
        g.q()
            .playable_areas()
            .filter(|&a| deploy_check(g, s, a).is_ok())
            .collect::<Vec<_>>(),
        "deploy_set agrees with deploy_check"
    );
    fast
}

/// The areas [`deploy_check`] accepts, computed at once on area sets (the Deployment Step asks it
/// for every disk; `deploy_check` builds a sentence for every refusal). Only the areas `s` shares
/// with another faction are looked at one by one: the rest is set arithmetic on the stack sets
/// the areas keep (`rules::areas`).
pub(crate) fn deploy_set<R: Ruleset>(g: &G<R>, s: Slot) -> AreaSet {
    deploy_within(g, s, deploy_reach(g, s))
}

/// The areas the disks of `s` reach for Deployment (RB): those it Controls, those it shares
/// Contested, the neighbours of those it Controls or where it matches the largest opposing stack,
/// and its Homeland with its neighbours when it had no disk on the map at the start of the step.
/// Before Greek Colonists, the edge of the map, the stacking limit and a scenario's rules
/// ([`deploy_within`]).
fn deploy_reach<R: Ruleset>(g: &G<R>, s: Slot) -> AreaSet {
    let q = g.q();
    let f = s.faction();
    let areas = &g.st.areas;
    let mine = areas.occupied(f) & q.playable_set();
    let shared = mine & areas.occupied_by_others(f);
    // The areas `s` Controls (alone there, `AreaState::controlled_by`) chain and may be reinforced.
    let mut ok = mine & !shared;
    let mut hubs = ok;
    for a in super::catalog::iter_set(shared) {
        let b = bit(a);
        let ar = &g.st.areas[a.0 as usize];
        if q.area_contested(ar) {
            ok |= b;
            if ar.strength(f) >= ar.strongest_other(f) {
                hubs |= b;
            }
        }
    }
    // Whole adjacency rows: the playable mask is applied once at the end.
    for h in super::catalog::iter_set(hubs) {
        ok |= g.cat.board.adj[h.0 as usize];
    }
    if g.st.deploy_restart
        && let Some(h) = q.homeland(s)
    {
        ok |= bit(h) | g.cat.board.adj[h.0 as usize];
    }
    ok
}

/// [`deploy_reach`] after one more disk of `s` in `a`, from `reach` before it: what `a` adds now
/// (a disk more takes nothing away: an area `s` Controls stays Controlled, a Contested one stays
/// Contested, and its stack only grows; no other area changes).
fn reach_after<R: Ruleset>(g: &G<R>, s: Slot, reach: AreaSet, a: AreaId) -> AreaSet {
    let b = bit(a);
    if g.q().playable_set() & b == 0 {
        return reach;
    }
    let f = s.faction();
    let ar = &g.st.areas[a.0 as usize];
    let hub = if g.st.areas.occupied_by_others(f) & b == 0 {
        true // Controlled
    } else if g.q().area_contested(ar) {
        ar.strength(f) >= ar.strongest_other(f)
    } else {
        return reach;
    };
    if hub {
        reach | b | g.cat.board.adj[a.0 as usize]
    } else {
        reach | b
    }
}

/// The areas of `reach` where `s` may deploy: with Greek Colonists' areas, within the map in
/// play, below the stacking limit, and allowed by the scenario (see [`deploy_set`]).
fn deploy_within<R: Ruleset>(g: &G<R>, s: Slot, reach: AreaSet) -> AreaSet {
    let q = g.q();
    let play = q.playable_set();
    let mut ok = reach;
    // Greek Colonists (checked once: `colonists_allow` looks the ability up for every area).
    if g.cat
        .civ(g.st.civ(s).civ)
        .has_known(super::catalog::Known::Colonists)
    {
        for a in super::catalog::iter_set(play & !ok) {
            if super::abilities::colonists_allow(g, s, a) {
                ok |= bit(a);
            }
        }
    }
    let ok = ok & play & !q.full_set(s.faction());
    // Only a scenario forbids areas (the hook allows everything without one; `deploy_options`
    // cross-checks this set against `deploy_check` in debug builds).
    if g.st.scenario.is_none() {
        return ok;
    }
    super::catalog::iter_set(ok)
        .filter(|&a| R::may_deploy(g, s, a).is_ok())
        .fold(0, |m, a| m | bit(a))
}

fn deploy<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, pos: u8) -> Step {
    let done = if ctx.runs_on() {
        deploy_all(g, ctx, s)?
    } else {
        deploy_one(g, ctx, s)?
    };
    if done {
        let back = g.st.civ(s).growth;
        if back > 0 {
            ctx.note(
                Some(s),
                g.text(|| {
                    format!(
                        "{} returns {} undeployed disks to Supply",
                        g.q().civ_name(s),
                        back
                    )
                }),
                "RB Deployment Step",
            );
        }
        g.growth_to_supply(s);
        let next = pos + 1;
        g.st.flow = if next as usize >= g.st.order.len() {
            Flow::GrowthEnd
        } else {
            Flow::Growth {
                pos: next,
                step: GrowthStep::Start,
            }
        };
    }
    Ok(())
}

/// One disk of the Deployment Step (the step ends after it): `true` when the civilization is done.
fn deploy_one<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step<bool> {
    let left = g.st.civ(s).growth;
    // Lazy: the re-run with the answer need not rebuild the question (see `proc::Trail`).
    let d = || {
        let areas = if left > 0 { deploy_set(g, s) } else { 0 };
        #[cfg(debug_assertions)]
        if left > 0 {
            let _ = deploy_options(g, s); // cross-checks `deploy_set` against `deploy_check`
        }
        (areas != 0).then(|| deploy_question(g, s, left, areas))
    };
    match ctx.ask_lazy_opt(g.st, d)? {
        Some(Action::Area(a)) => {
            g.deploy_from_growth(ctx, s, a);
            Ok(false)
        }
        _ => Ok(true),
    }
}

/// Every disk of the Deployment Step in this one step, in a run that goes on between steps
/// ([`Ctx::runs_on`]): `true` when the civilization is done, `false` when the answerer asked to
/// stop between two disks (the step then ends there, as it would have after one disk). Why: the
/// reach of the disks ([`deploy_reach`]) is found once and grown with each disk, instead of
/// being found anew for every disk of a random-play game.
fn deploy_all<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step<bool> {
    let mut reach = deploy_reach(g, s);
    loop {
        let left = g.st.civ(s).growth;
        if left == 0 {
            return Ok(true);
        }
        let areas = deploy_within(g, s, reach);
        debug_assert_eq!(areas, deploy_set(g, s), "the reach grown disk by disk");
        #[cfg(debug_assertions)]
        let _ = deploy_options(g, s); // cross-checks `deploy_set` against `deploy_check`
        if areas == 0 {
            return Ok(true);
        }
        let ask = Ask::Deploy { left };
        match ctx.ask_areas_or_done(g.st, &ask, areas, || deploy_question(g, s, left, areas))? {
            Action::Area(a) => {
                g.deploy_from_growth(ctx, s, a);
                reach = reach_after(g, s, reach, a);
            }
            _ => return Ok(true),
        }
        if ctx.stop_asked() {
            return Ok(false);
        }
    }
}

/// The Deployment question for one disk of `s` (`left` in its Disks for Growth box), whose options
/// are the areas of `areas`, then Done.
fn deploy_question<R: Ruleset>(g: &G<R>, s: Slot, left: u16, areas: AreaSet) -> Decision {
    // Built straight from the set, at its final size (this question is asked for every disk).
    let mut opts = super::decision::option_list(areas.count_ones() as usize + 1);
    opts.extend(super::catalog::iter_set(areas).map(Action::Area));
    opts.push(Action::Done);
    Decision::new(
        s,
        Ask::Deploy { left },
        g.text(|| {
            format!(
                "{}: Deployment Step - place a disk ({} left), or Done",
                g.q().civ_name(s),
                left
            )
        }),
        "RB Deployment Step",
        opts,
    )
}
