//! The Aeneas Step (ACIS RB Reckoning Phase, Aeneas Step; D42), in the place of ACME's Gilgamesh
//! Step: a civilization far behind, or with no disk on the map, may begin afresh, keeping its
//! civilization or taking one that is not active, from any land area that is not an active
//! opposing civilization's home. Eligibility and the placement of the Ready disks are the base
//! game's Gilgamesh rules, which ACIS keeps word for word.

use crate::games::acme::catalog::{AreaId, CivKind, bit, iter_set};
use crate::games::acme::decision::{Action, Ask, Decision};
use crate::games::acme::returning as gilgamesh;
use crate::games::acme::state::Slot;
use crate::games::acme::{Ctx, G, Ruleset, Step};

const RULE: &str = "ACIS RB Aeneas Step";

/// Offers `s` the Aeneas Rule if it may invoke it ("at least 5 fewer VPs than every other
/// civilization; or have no disks on the map"; never in the final Epoch; once per game).
pub(crate) fn offer<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step {
    if !gilgamesh::eligible(g, s) {
        return Ok(());
    }
    let d = Decision::new(
        s,
        Ask::Gilgamesh,
        g.text(|| {
            format!(
                "{}: invoke the Aeneas Rule and begin afresh?",
                g.q().civ_name(s)
            )
        }),
        RULE,
        vec![Action::Yes, Action::No],
    );
    if ctx.ask(g.st, d)? == Action::Yes {
        invoke(g, ctx, s)?;
    }
    Ok(())
}

/// The six activities of the Aeneas Rule, in order.
fn invoke<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step {
    // N1.8 (ACIS): an NPC reveals its Entry Location first; its answers below follow the plan.
    let hostile_to = if g.st.civ(s).npc {
        Some(super::npc::aeneas_plan(g, ctx, s)?)
    } else {
        None
    };
    begin_afresh(g, ctx, s)?;
    if let Some(x) = hostile_to {
        super::npc::aeneas_done(g, ctx, s, x);
    }
    Ok(())
}

/// Steps 1 to 6 of the Aeneas Rule.
fn begin_afresh<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step {
    let old = g.q().civ_name(s).to_string();
    // 1. Disks on its Investment cards and its Wonders back to supply; the Investments are
    // discarded, the Wonders stay built and its own (A11).
    gilgamesh::investments_to_supply(g, s);
    super::wonders::strip_disks(g.st, s);
    // 2. Its disks on the map become Barbarians.
    gilgamesh::disks_to_barbarians(g, ctx, s);
    // 3. Keep its civilization or take one that is not active (readings A17).
    let opts = civilization_options(g, s);
    let text = g.text(|| format!("{old}: keep your civilization or take one that is not active"));
    let k = gilgamesh::ask_civilization(g, ctx, s, opts, text, "ACIS RB Aeneas Step 3")?;
    if k != g.st.civ(s).civ {
        let home = g.cat.civ(k).homes.first().copied();
        let c = g.st.civ_mut(s);
        c.civ = k;
        c.homeland = home;
    }
    // 4. 16 disks, plus 2 per completed Epoch, to the Ready box.
    let n = gilgamesh::returning_disks(g);
    g.to_growth(s, n);
    // 5. A land area that is not the home of an active opposing civilization, at least 1 disk
    // there, then the usual placements from it.
    let starts = start_areas(g, s);
    let Some(&first) = starts.first() else {
        g.growth_to_supply(s);
        return Ok(());
    };
    let start = if starts.len() == 1 {
        first
    } else {
        let opts = starts.iter().map(|&a| Action::Area(a)).collect();
        let d = Decision::new(
            s,
            Ask::Homeland,
            g.text(|| {
                format!(
                    "{}: choose the land area where you begin afresh",
                    g.q().civ_name(s)
                )
            }),
            "ACIS RB Aeneas Step 5",
            opts,
        );
        let Action::Area(a) = ctx.ask(g.st, d)? else {
            unreachable!()
        };
        a
    };
    gilgamesh::count_return(g, s);
    ctx.note(
        Some(s),
        g.text(|| {
            format!(
                "Aeneas: {} begins afresh as {} in {}",
                old,
                g.q().civ_name(s),
                g.q().name(start)
            )
        }),
        RULE,
    );
    // (6. Hand, Treasury and VP are kept: nothing to do.)
    gilgamesh::place_returning(g, ctx, s, start, "ACIS RB Aeneas Step 5", placement_options)
}

/// Step 5's placements, subject to stacking limits: the selected area (the first disk goes
/// there); an area it Controls or a Contested area it occupies; an area next to one it Controls;
/// an area next to a Contested area it occupies where it has at least as many disks as each
/// opposing faction. (ACME's Gilgamesh also opens the areas next to its new Home area, and a
/// Contested area only on that last condition.)
pub fn placement_options<R: Ruleset>(g: &G<R>, s: Slot, start: AreaId) -> Vec<AreaId> {
    let q = g.q();
    let f = s.faction();
    let room = |a: AreaId| q.disks(f, a) < q.growth_limit(f, a);
    if !q.occupies(f, start) {
        return if room(start) { vec![start] } else { Vec::new() };
    }
    let mut ok = bit(start);
    for a in q.playable_areas() {
        if q.controls(f, a) {
            ok |= bit(a) | q.neighbour_set(a);
        } else if q.contested(a) && q.occupies(f, a) {
            ok |= bit(a);
            let ar = &g.st.areas[a.0 as usize];
            if ar.strength(f) >= ar.strongest_other(f) {
                ok |= q.neighbour_set(a);
            }
        }
    }
    iter_set(ok & q.playable_set())
        .filter(|&a| room(a))
        .collect()
}

/// Step 3: its own civilization first, then every civilization not active whose home area is on
/// the board in play (readings A17).
pub fn civilization_options<R: Ruleset>(g: &G<R>, s: Slot) -> Vec<CivKind> {
    let own = g.st.civ(s).civ;
    let active: Vec<CivKind> = g.st.civs.iter().map(|c| c.civ).collect();
    let others = g
        .cat
        .civs
        .iter()
        .filter(|c| !active.contains(&c.kind))
        .filter(|c| c.homes.iter().any(|&h| g.q().playable(h)))
        .map(|c| c.kind);
    std::iter::once(own).chain(others).collect()
}

/// Step 5: the land areas in play that are not the home area of an active opposing civilization
/// and have room for a disk of `s` ("subject to stacking limits").
pub fn start_areas<R: Ruleset>(g: &G<R>, s: Slot) -> Vec<AreaId> {
    let q = g.q();
    let opposing_homes =
        g.st.slots()
            .filter(|&x| x != s)
            .filter_map(|x| q.homeland(x))
            .fold(0, |m, h| m | bit(h));
    iter_set(q.playable_set() & g.cat.board.land & !opposing_homes)
        .filter(|&a| q.disks(s.faction(), a) < q.growth_limit(s.faction(), a))
        .collect()
}
