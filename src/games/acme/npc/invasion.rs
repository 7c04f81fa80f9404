//! Barbarian invasions controlled by an NPC (playbook-spec N1.4.21).

use super::{B, Choice, tiebreak};
use crate::games::acme::Ruleset;
use crate::games::acme::catalog::{AreaId, AreaSet, CardId, Terrain, bit, iter_set};
use crate::games::acme::decision::{Action, Decision};
use crate::games::acme::state::Slot;

/// Legal ground-zero areas of an invasion card in the map in use (content 3.3).
pub fn entry_options<R: Ruleset>(b: &B<R>, id: CardId) -> Vec<AreaId> {
    let Some(inv) = b.cat.card(id).invasion.as_ref() else {
        return Vec::new();
    };
    let set = inv.entry_by_config.get(b.st.config).copied().unwrap_or(0) & b.q().playable_set();
    iter_set(set).collect()
}

/// The areas an invasion stacks with ground zero (I4), as the engine's `events::spread` computes
/// them (repeated here because that function needs the mutable game).
pub fn spread<R: Ruleset>(b: &B<R>, id: CardId, gz: AreaId) -> AreaSet {
    let q = b.q();
    let land: AreaSet = q
        .neighbours(gz)
        .filter(|&a| q.is_land(a))
        .fold(0, |s, a| s | bit(a));
    let keep = |f: &dyn Fn(AreaId) -> bool| {
        iter_set(land)
            .filter(|&a| f(a))
            .fold(0u128, |s, a| s | bit(a))
    };
    match id.0 {
        98 | 99 => land,
        100 => keep(&|a| q.neighbours(a).any(|n| !q.is_land(n))),
        101 => keep(&|a| q.terrain(a) != Terrain::Mountain),
        102 => keep(&|a| q.terrain(a) != Terrain::Desert),
        _ => 0,
    }
}

/// The invasion's target (N1.4.21a): its Primary Enemy, else the civilization with the most VP.
pub fn target<R: Ruleset>(b: &B<R>) -> Option<Slot> {
    b.primary().or_else(|| b.leader())
}

/// N1.4.21c: how much a Barbarian stack in `a` hurts the target: Gold 5, Deity 4, City 3,
/// Settlement 2, Camp 1; an area of the NPC itself counts against. ACIS's N1.4.21c: Gold, Wonder
/// block areas, Cities, Settlements, Camps (`B::temple_areas`).
fn value<R: Ruleset>(b: &B<R>, t: Slot, a: AreaId) -> i64 {
    let q = b.q();
    let n = q.disks(t.faction(), a);
    let mut v = if b.gold_of(t) & bit(a) != 0 && n > 0 {
        5
    } else if b.temple_areas(t) & bit(a) != 0 && n > 0 {
        4
    } else if q.is_city(t, a) {
        3
    } else {
        n.min(2) as i64
    };
    if q.occupies(b.f(), a) {
        v -= 3 + q.disks(b.f(), a) as i64;
    }
    v
}

/// N1.4.21b: ground zero in an area of the target, or where the stack reaches the most of its
/// areas; else the legal area nearest to the target.
pub fn ground_zero<R: Ruleset>(b: &B<R>, d: &Decision, card: CardId) -> Choice {
    let areas: Vec<AreaId> = d.options.iter().filter_map(Action::area).collect();
    let Some(t) = target(b) else {
        return Choice::new(d.options[0], "N1.4.21: no target civilization");
    };
    let q = b.q();
    let occ: AreaSet = q.occupied_set(t.faction());
    let dist = super::placement::dist_from(&q, occ);
    let items: Vec<(Action, (i64, i64, u8), u16)> = areas
        .iter()
        .map(|&gz| {
            let hit = bit(gz) | spread(b, card, gz);
            let score: i64 = iter_set(hit).map(|a| value(b, t, a)).sum();
            let reached = iter_set(hit).filter(|&a| occ & bit(a) != 0).count() as i64;
            (
                Action::Area(gz),
                (-score, -reached, dist[gz.0 as usize]),
                b.cat.board.area(gz).ne_sw_rank,
            )
        })
        .collect();
    match tiebreak::pick(b, items) {
        Some(p) => Choice::new(
            p.action,
            b.why(|| {
                tiebreak::explain(
                    &format!(
                        "N1.4.21: the invasion hits {} hardest (Gold, {}, Cities first)",
                        q.civ_name(t),
                        R::WORDS.shrine
                    ),
                    &p,
                )
            }),
        ),
        None => Choice::new(d.options[0], "N1.4.21"),
    }
}

/// The vanguard (#99) or the fleet (#100): the area that hurts the target most.
pub fn extra_area<R: Ruleset>(b: &B<R>, d: &Decision, card: CardId, areas: &[AreaId]) -> Choice {
    let _ = card;
    let Some(t) = target(b) else {
        return Choice::new(d.options[0], "N1.4.21: no target civilization");
    };
    let items: Vec<(Action, i64, u16)> = areas
        .iter()
        .map(|&a| {
            (
                Action::Area(a),
                -value(b, t, a),
                b.cat.board.area(a).ne_sw_rank,
            )
        })
        .collect();
    match tiebreak::pick(b, items) {
        Some(p) => Choice::new(
            p.action,
            b.why(|| {
                tiebreak::explain("N1.4.21c: where it does the most damage to the target", &p)
            }),
        ),
        None => Choice::new(d.options[0], "N1.4.21c"),
    }
}
