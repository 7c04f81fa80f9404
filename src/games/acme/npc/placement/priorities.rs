//! The N1.9 placement priorities 1-28, one function each, listed in [`PRIORITIES`] in the order
//! the NPC walks them (playbook-spec N1.9.C-E). Each writes the options its priority accepts, with
//! a rule key (smaller first), into the placement's one candidate buffer.

use super::{Placer, dist_from, terrain_score};
use crate::games::acme::Ruleset;
use crate::games::acme::catalog::{AreaId, AreaSet, Known, Terrain, bit, iter_set};
use crate::games::acme::state::Slot;

/// An option a priority accepts and its rule key (smaller first).
pub(super) type Candidate = (AreaId, [i64; 3]);

/// One N1.9 priority: its number, the words the log gives for it, and what it accepts.
pub(super) struct Priority<R: Ruleset> {
    pub n: u8,
    pub text: &'static str,
    /// Writes the accepted options into the buffer (emptied first by the caller).
    pub list: fn(&Placer<'_, R>, &mut Vec<Candidate>),
}

/// A row of [`PRIORITIES`].
const fn prio<R: Ruleset>(
    n: u8,
    text: &'static str,
    list: fn(&Placer<'_, R>, &mut Vec<Candidate>),
) -> Priority<R> {
    Priority { n, text, list }
}

impl<R: Ruleset> Priority<R> {
    /// Hostile priorities (11-21) are walked only when the NPC is hostile to someone (N1.9.9).
    pub fn hostile_only(&self) -> bool {
        (11..=21).contains(&self.n)
    }
}

/// The priorities of the brain under the ruleset `R` (a table of `R`'s functions: an associated
/// constant, as a plain constant cannot be generic). The words are the game's (`Ruleset::WORDS`,
/// ACME's traces hash ACME's): under ACIS's N1.9.C-D, priority 4's bonus area includes a Wonder
/// block area, and 11, 14 and 16's "Deity" reads "Wonder block" (`B::temple_areas`).
pub(super) struct Table<R>(std::marker::PhantomData<R>);

impl<R: Ruleset> Table<R> {
    /// Home Defense 1-10, Hostile 11-21, Non-Hostile 22-28 (N1.9.8-10), in the order they are walked.
    pub(super) const PRIORITIES: [Priority<R>; 28] = [
        // ---- Home Defense (N1.9.C) ----
        prio(1, "enemy disk in its Homeland", p1_enemy_in_homeland),
        prio(2, "enemy disk in an area with its Gold", p2_enemy_at_gold),
        prio(3, "enemy disk in one of its Cities", p3_enemy_in_city),
        prio(
            4,
            "Stronghold, Fertile or bonus area threatened or free next to it, filled to the stacking limit",
            p4_fill_bonus_area,
        ),
        prio(5, "no City in its Homeland", p5_city_in_homeland),
        prio(6, "no City in an area with its Gold", p6_city_at_gold),
        prio(7, "no City next to its Homeland", p7_city_next_to_homeland),
        prio(
            8,
            "last in Cities or VP: a City nearest its Homeland",
            p8_last_makes_city,
        ),
        prio(9, R::NPC_SEA_PRIORITIES[0], p9_sea_peoples),
        prio(10, R::NPC_SEA_PRIORITIES[1], p10_cimmerians),
        // ---- Hostile (N1.9.D) ----
        prio(11, R::WORDS.shrine_priorities[0], p11_enemy_deity),
        prio(12, "area with enemy Gold", p12_enemy_gold),
        prio(13, "area adjacent to enemy Gold", p13_next_to_enemy_gold),
        prio(14, R::WORDS.shrine_priorities[1], p14_next_to_enemy_deity),
        prio(15, "area with an enemy City", p15_enemy_city),
        prio(16, R::WORDS.shrine_priorities[2], p16_invader_closest),
        prio(17, "area adjacent to an enemy City", p17_next_to_enemy_city),
        prio(18, "2 disks on an enemy Settlement", p18_enemy_settlement),
        prio(19, "area with an enemy Camp", p19_enemy_camp),
        prio(20, "own Settlement made a City", p20_settlement_to_city),
        prio(
            21,
            "area free of enemies closest to the enemy",
            p21_closest_free_area,
        ),
        // ---- Non-Hostile (N1.9.E) ----
        prio(22, "own Camp made a Settlement", p22_camp_to_settlement),
        prio(23, "empty Sea area next to its Land", p23_empty_sea),
        prio(24, "empty Land area next to it", p24_empty_land),
        prio(
            25,
            "not leading: a City from a Settlement or Controlled Fertile area",
            p25_not_leading_city,
        ),
        prio(26, "Barbarian Land area next to it", p26_barbarian_land),
        prio(27, "Barbarian Sea area next to it", p27_barbarian_sea),
        prio(
            28,
            "Sea area shared peacefully with a civilization",
            p28_shared_sea,
        ),
    ];
}

/// The enemy's class as the first key of the Hostile priorities (the Primary Enemy first, N1.9.7).
fn class<R: Ruleset>(pl: &Placer<R>, x: Slot) -> i64 {
    pl.b.class(x.faction()) as i64
}

// ---- Home Defense ----

/// 1: an enemy disk in its Homeland.
fn p1_enemy_in_homeland<R: Ruleset>(pl: &Placer<R>, out: &mut Vec<Candidate>) {
    out.extend(
        pl.opts_in(pl.home.map(bit).unwrap_or(0) & pl.enemy_at)
            .filter(|&a| Some(a) == pl.home && pl.enemy_in(a) && pl.wants_one_more(a))
            .map(|a| (a, [0; 3])),
    )
}

/// 2: an enemy disk in an area with its Gold.
fn p2_enemy_at_gold<R: Ruleset>(pl: &Placer<R>, out: &mut Vec<Candidate>) {
    let gold = pl.b.gold_of(pl.b.me);
    out.extend(
        pl.opts_in(gold & pl.enemy_at)
            .filter(|&a| gold & bit(a) != 0 && pl.enemy_in(a) && pl.wants_one_more(a))
            .map(|a| (a, [0; 3])),
    );
}

/// 3: an enemy disk in one of its Cities.
fn p3_enemy_in_city<R: Ruleset>(pl: &Placer<R>, out: &mut Vec<Candidate>) {
    let land = pl.b.cat.board.land;
    out.extend(
        pl.opts_in(land & pl.mine_at & pl.enemy_at)
            .filter(|&a| pl.q.is_city(pl.b.me, a) && pl.enemy_in(a) && pl.wants_one_more(a))
            .map(|a| (a, [0; 3])),
    )
}

/// 4: a Stronghold, Fertile or bonus area threatened or free next to it, filled to the limit
/// (ACIS's N1.9.C: an area holding one of its Wonder blocks, `Placer::bonus_type`).
fn p4_fill_bonus_area<R: Ruleset>(pl: &Placer<R>, out: &mut Vec<Candidate>) {
    // "Threatened" (an enemy there) or "free" (empty at the start, only its disks now).
    let threatened_or_free = pl.enemy_at | (pl.empty_start & !pl.others_at);
    for a in pl.opts_in(pl.bonus_at & threatened_or_free) {
        let Some(t) = pl.bonus_type(a) else {
            continue;
        };
        let fresh = pl.adj_to(pl.mine_start, a) && pl.empty_start & bit(a) != 0 && pl.only_mine(a);
        if pl.enemy_in(a) || fresh {
            // Fill one area before starting the next (N1.9.7).
            out.push((a, [t, -(pl.mine(a) as i64), 0]));
        }
    }
}

/// 5: no City in its Homeland.
fn p5_city_in_homeland<R: Ruleset>(pl: &Placer<R>, out: &mut Vec<Candidate>) {
    if let Some(h) = pl.home
        && pl.mine(h) < 3
        && pl.allowed(h)
    {
        out.push((h, [0; 3]));
    }
}

/// 6: no City in an area with its Gold.
fn p6_city_at_gold<R: Ruleset>(pl: &Placer<R>, out: &mut Vec<Candidate>) {
    let gold = pl.b.gold_of(pl.b.me);
    out.extend(
        pl.opts_in(gold & pl.b.cat.board.land)
            .filter(|&a| gold & bit(a) != 0 && pl.land(a) && pl.mine(a) < 3)
            .map(|a| (a, [0; 3])),
    );
}

/// 7: no City next to its Homeland; the area farthest from the enemies first.
fn p7_city_next_to_homeland<R: Ruleset>(pl: &Placer<R>, out: &mut Vec<Candidate>) {
    let (b, q) = (&pl.b, &pl.q);
    let Some(h) = pl.home else { return };
    let around = q.neighbour_set(h) & b.cat.board.land;
    if around & pl.ok == 0 {
        return;
    }
    // Its Cities among these areas.
    if q.city_set(b.me) & around != 0 {
        return;
    }
    // "Farthest from the human's disks": from the enemies' disks (all rivals when it has none).
    // The enemies in any order (a union of their areas): no Primary Enemy needed.
    let hostile = b.enemies_unordered();
    let occ = if hostile.is_empty() {
        pl.occupied_by(&pl.rivals())
    } else {
        pl.occupied_by(&hostile)
    };
    let dist = dist_from(q, occ);
    for a in pl.opts_in(around) {
        out.push((a, [-(dist[a.0 as usize] as i64), 3 - pl.mine(a) as i64, 0]));
    }
}

/// 8: last in Cities or VP (A7.15): a City it can complete, nearest its Homeland.
fn p8_last_makes_city<R: Ruleset>(pl: &Placer<R>, out: &mut Vec<Candidate>) {
    let b = &pl.b;
    let land = b.cat.board.land;
    // A City it can complete in this placement (checked first: the "last" test below
    // counts every rival's Cities).
    let completes = |a: AreaId| {
        pl.land(a)
            && pl.mine(a) > 0
            && pl.mine(a) < 3
            && pl.mine(a) + (pl.left as u32).min(pl.room(a)) >= 3
    };
    if !pl.opts_in(land & pl.mine_at).any(completes) {
        return;
    }
    let rivals = pl.rivals();
    if rivals.is_empty() {
        return;
    }
    // Last in VP first: the Cities test counts every rival's Cities.
    let my_vp = b.vp(b.me);
    let last = rivals.iter().all(|&x| b.vp(x) > my_vp) || {
        let my_cities = pl.cities(b.me);
        rivals.iter().all(|&x| pl.cities(x) > my_cities)
    };
    if !last {
        return;
    }
    let dist = dist_from(&pl.q, pl.home.map(bit).unwrap_or(0));
    for a in pl.opts_in(land & pl.mine_at) {
        if completes(a) {
            out.push((a, [dist[a.0 as usize] as i64, -(pl.mine(a) as i64), 0]));
        }
    }
}

/// 9: the Sea Peoples occupy Sea areas in steps of 4 (another ruleset's displays: its own answer,
/// `Ruleset::npc_sea_priority`).
fn p9_sea_peoples<R: Ruleset>(pl: &Placer<R>, out: &mut Vec<Candidate>) {
    let b = &pl.b;
    let f = b.f();
    if !pl.civ_has(Known::WanderersOfTheSea) {
        R::npc_sea_priority(b.cat, b.st, b.me, 9, &pl.ok_opts, pl.left, out);
        return;
    }
    let occ = (pl.mine_now & !b.cat.board.land).count_ones();
    let next = (occ / 4 + 1) * 4;
    if occ >= 4 && (pl.left as u32) < next - occ {
        return;
    }
    for a in pl.ok_opts.iter().copied() {
        let two_of_one =
            b.st.area(a)
                .factions()
                .any(|x| x != f && b.st.area(a).count(x) >= 2);
        if !pl.land(a) && pl.mine(a) == 0 && !two_of_one {
            out.push((a, [0; 3]));
        }
    }
}

/// 10: the Cimmerians occupy the Caspian and Caucasus Seas (another ruleset's displays: its own
/// answer, `Ruleset::npc_sea_priority`).
fn p10_cimmerians<R: Ruleset>(pl: &Placer<R>, out: &mut Vec<Candidate>) {
    let b = &pl.b;
    let f = b.f();
    if !pl.civ_has(Known::MastersOfTheInlandSeas) {
        R::npc_sea_priority(b.cat, b.st, b.me, 10, &pl.ok_opts, pl.left, out);
        return;
    }
    let inland = b.cat.board.groups.get("Inland Seas").copied().unwrap_or(0);
    for a in pl.ok_opts.iter().copied() {
        if inland & bit(a) == 0 {
            continue;
        }
        let ar = b.st.area(a);
        let two_civ =
            b.st.slots()
                .any(|x| x != b.me && ar.count(x.faction()) >= 2);
        let barb_only =
            ar.factions().all(|x| x == f || x.is_barbarian()) && (1..=2).contains(&pl.barbs(a));
        if !two_civ && (pl.mine(a) == 0 || (barb_only && pl.mine(a) < 2)) {
            out.push((a, [0; 3]));
        }
    }
}

// ---- Hostile ----

/// 11: an area with an enemy Deity (ACIS's N1.9.D: an enemy Wonder block; `B::temple_areas`).
fn p11_enemy_deity<R: Ruleset>(pl: &Placer<R>, out: &mut Vec<Candidate>) {
    for &e in pl.enemies() {
        let temples = pl.b.temple_areas(e);
        out.extend(
            pl.opts_in(temples)
                .filter(|&a| temples & bit(a) != 0 && pl.wants_one_more(a))
                .map(|a| (a, [class(pl, e), 0, 0])),
        );
    }
}

/// 12: an area with enemy Gold.
fn p12_enemy_gold<R: Ruleset>(pl: &Placer<R>, out: &mut Vec<Candidate>) {
    for &e in pl.enemies() {
        let gold = pl.b.gold_of(e);
        out.extend(
            pl.opts_in(gold)
                .filter(|&a| gold & bit(a) != 0 && pl.wants_one_more(a))
                .map(|a| (a, [class(pl, e), 0, 0])),
        );
    }
}

/// 13: an area adjacent to enemy Gold.
fn p13_next_to_enemy_gold<R: Ruleset>(pl: &Placer<R>, out: &mut Vec<Candidate>) {
    next_to_enemy_targets(pl, out, |pl, e| pl.b.gold_of(e))
}

/// 14: an area adjacent to an enemy Deity (ACIS's N1.9.D: an enemy Wonder block).
fn p14_next_to_enemy_deity<R: Ruleset>(pl: &Placer<R>, out: &mut Vec<Candidate>) {
    next_to_enemy_targets(pl, out, |pl, e| pl.b.temple_areas(e))
}

/// 17: an area adjacent to an enemy City.
fn p17_next_to_enemy_city<R: Ruleset>(pl: &Placer<R>, out: &mut Vec<Candidate>) {
    next_to_enemy_targets(pl, out, |pl, e| pl.city_sets()[e.idx()])
}

/// Priorities 13, 14 and 17: the options next to each enemy's `targets`, Land before Sea, then the
/// fewest enemy disks.
fn next_to_enemy_targets<R: Ruleset>(
    pl: &Placer<R>,
    out: &mut Vec<Candidate>,
    targets_of: fn(&Placer<R>, Slot) -> AreaSet,
) {
    let (b, q) = (&pl.b, &pl.q);
    for &e in pl.enemies() {
        let targets = targets_of(pl, e);
        if targets == 0 {
            continue;
        }
        // The areas next to the targets (adjacency is symmetric, checked by the
        // catalog): the options `adj_to` can accept.
        let next_to =
            iter_set(targets & q.playable_set()).fold(0, |m, t| m | b.cat.board.adj[t.0 as usize]);
        for a in pl
            .opts_in(next_to & !targets)
            .filter(|&a| targets & bit(a) == 0 && pl.adj_to(targets, a))
        {
            out.push((
                a,
                [class(pl, e), !pl.land(a) as i64, pl.enemy_disks(a) as i64],
            ));
        }
    }
}

/// 15: an area with an enemy City.
fn p15_enemy_city<R: Ruleset>(pl: &Placer<R>, out: &mut Vec<Candidate>) {
    let land = pl.b.cat.board.land;
    for &e in pl.enemies() {
        // A City of an enemy: an enemy has disks there.
        out.extend(
            pl.opts_in(land & pl.enemy_at)
                .filter(|&a| pl.q.is_city(e, a) && pl.wants_one_more(a))
                .map(|a| (a, [class(pl, e), 0, 0])),
        );
    }
}

/// 16: an invader (A7.18) goes closest to enemy Gold, Deity or City, then to their Homelands.
fn p16_invader_closest<R: Ruleset>(pl: &Placer<R>, out: &mut Vec<Candidate>) {
    let (b, q) = (&pl.b, &pl.q);
    if !b.npc().invader || pl.enemies().is_empty() {
        return;
    }
    let mut prize = 0;
    let mut homes = 0;
    for &e in pl.enemies() {
        prize |= b.gold_of(e) | b.temple_areas(e);
        prize |= pl.city_sets()[e.idx()];
        homes |= q.homeland(e).map(bit).unwrap_or(0);
    }
    let d1 = dist_from(q, prize);
    let d2 = dist_from(q, homes);
    out.extend(
        pl.ok_opts
            .iter()
            .copied()
            .map(|a| (a, [d1[a.0 as usize] as i64, d2[a.0 as usize] as i64, 0])),
    );
}

/// 18: 2 disks on an enemy Settlement with at most 2 Barbarian disks.
fn p18_enemy_settlement<R: Ruleset>(pl: &Placer<R>, out: &mut Vec<Candidate>) {
    for &e in pl.enemies() {
        for a in pl.opts_in(pl.enemy_at) {
            let ok = pl.q.disks(e.faction(), a) == 2
                && pl.barbs(a) <= 2
                && pl.mine(a) < 2
                && (pl.left >= 2 || pl.mine(a) == 1);
            if ok {
                out.push((a, [class(pl, e), 0, 0]));
            }
        }
    }
}

/// 19: an area with an enemy Camp and at most 1 Barbarian disk.
fn p19_enemy_camp<R: Ruleset>(pl: &Placer<R>, out: &mut Vec<Candidate>) {
    for &e in pl.enemies() {
        for a in pl.opts_in(pl.enemy_at) {
            if pl.q.disks(e.faction(), a) == 1 && pl.barbs(a) <= 1 && pl.mine(a) < 2 {
                out.push((a, [class(pl, e), 0, 0]));
            }
        }
    }
}

/// 20: its own Settlement, free of enemies, made a City.
fn p20_settlement_to_city<R: Ruleset>(pl: &Placer<R>, out: &mut Vec<Candidate>) {
    let land = pl.b.cat.board.land;
    out.extend(
        pl.opts_in(land & pl.mine_at & !pl.enemy_at)
            .filter(|&a| pl.land(a) && pl.mine(a) == 2 && !pl.enemy_in(a))
            .map(|a| (a, [0; 3])),
    )
}

/// 21: an area free of enemies, closest to the (Primary) enemy's Homeland, then to its disks.
fn p21_closest_free_area<R: Ruleset>(pl: &Placer<R>, out: &mut Vec<Candidate>) {
    let (b, q) = (&pl.b, &pl.q);
    if pl.ok & !pl.enemy_at == 0 {
        return;
    }
    let target = b.primary().or_else(|| pl.enemies().first().copied());
    let home = target.and_then(|e| q.homeland(e)).map(bit).unwrap_or(0);
    let occ = pl.occupied_by(pl.enemies());
    let d1 = dist_from(q, home);
    let d2 = dist_from(q, occ);
    out.extend(
        pl.opts_in(!pl.enemy_at)
            .filter(|&a| !pl.enemy_in(a))
            .map(|a| (a, [d1[a.0 as usize] as i64, d2[a.0 as usize] as i64, 0])),
    );
}

// ---- Non-Hostile ----

/// 22: its own Camp made a Settlement (not in a Desert or a Controlled Fertile area); the better
/// terrain first (N1.9.12).
fn p22_camp_to_settlement<R: Ruleset>(pl: &Placer<R>, out: &mut Vec<Candidate>) {
    let f = pl.b.f();
    for a in pl.opts_in(pl.b.cat.board.land & pl.mine_at) {
        let t = pl.terrain(a);
        let controlled_fertile = t == Terrain::Fertile && pl.q.controls(f, a);
        if pl.land(a) && t != Terrain::Desert && pl.mine(a) == 1 && !controlled_fertile {
            out.push((a, [-pl.terrain_pref(a), 0, 0]));
        }
    }
}

/// 23: an empty Sea area next to its Land (A7.19); next to the better terrain first (N1.9.12).
fn p23_empty_sea<R: Ruleset>(pl: &Placer<R>, out: &mut Vec<Candidate>) {
    let b = &pl.b;
    let land = b.cat.board.land;
    for a in pl.opts_in(!land & !pl.others_at & !pl.mine_at) {
        if pl.land(a) || !b.st.area(a).is_empty() {
            continue;
        }
        let lands = pl.q.neighbour_set(a) & b.cat.board.land;
        if lands & pl.mine_now == 0 {
            continue;
        }
        let best = iter_set(lands)
            .map(|n| terrain_score(pl.terrain(n)))
            .max()
            .unwrap_or(0);
        out.push((a, [-best, 0, 0]));
    }
}

/// 24: an empty Land area next to it (a second disk in one it entered this step, unless Fertile
/// or Desert); the better terrain first (N1.9.12).
fn p24_empty_land<R: Ruleset>(pl: &Placer<R>, out: &mut Vec<Candidate>) {
    let b = &pl.b;
    for a in pl.opts_in(b.cat.board.land) {
        if !pl.land(a) || !pl.adj_to(pl.mine_now, a) {
            continue;
        }
        let t = pl.terrain(a);
        let empty = b.st.area(a).is_empty();
        let second = pl.empty_start & bit(a) != 0
            && pl.only_mine(a)
            && pl.mine(a) == 1
            && !matches!(t, Terrain::Fertile | Terrain::Desert);
        if empty || second {
            out.push((a, [-pl.terrain_pref(a), 0, 0]));
        }
    }
}

/// 25: not leading in VP: a City from a Settlement or Controlled Fertile area, nearest its
/// Homeland.
fn p25_not_leading_city<R: Ruleset>(pl: &Placer<R>, out: &mut Vec<Candidate>) {
    let b = &pl.b;
    let f = b.f();
    let land = b.cat.board.land;
    let my_vp = b.vp(b.me);
    if land & pl.ok == 0 || !pl.rivals().iter().any(|&x| b.vp(x) > my_vp) {
        return;
    }
    let dist = dist_from(&pl.q, pl.home.map(bit).unwrap_or(0));
    for a in pl.opts_in(land) {
        let m = pl.mine(a);
        let fertile = pl.terrain(a) == Terrain::Fertile && pl.q.controls(f, a);
        if pl.land(a) && m < 3 && (m == 2 || fertile) {
            out.push((a, [dist[a.0 as usize] as i64, 0, 0]));
        }
    }
}

/// 26: a Barbarian Land area next to it.
fn p26_barbarian_land<R: Ruleset>(pl: &Placer<R>, out: &mut Vec<Candidate>) {
    barbarian_area(pl, out, false)
}

/// 27: a Barbarian Sea area next to it.
fn p27_barbarian_sea<R: Ruleset>(pl: &Placer<R>, out: &mut Vec<Candidate>) {
    barbarian_area(pl, out, true)
}

/// Priorities 26 (Land, at most 4) and 27 (Sea, at most 2): a Barbarian-held area next to it it
/// can outnumber in this placement; the fewest Barbarians first.
fn barbarian_area<R: Ruleset>(pl: &Placer<R>, out: &mut Vec<Candidate>, sea: bool) {
    let b = &pl.b;
    let f = b.f();
    let land = b.cat.board.land;
    let side = if sea { !land } else { land };
    for a in pl.opts_in(side & pl.others_at) {
        let barb_only = b.st.area(a).factions().all(|x| x == f || x.is_barbarian());
        let n = pl.barbs(a);
        if pl.land(a) == sea || !barb_only || n == 0 || !pl.adj_to(pl.mine_now & !bit(a), a) {
            continue;
        }
        let cap = if sea { 2 } else { 4 };
        if n >= cap || pl.mine(a) > n {
            continue;
        }
        let reach = pl.mine(a) + (pl.left as u32).min(pl.room(a)).min(cap - pl.mine(a));
        if reach > n {
            out.push((a, [n as i64, 0, 0]));
        }
    }
}

/// 28: a Sea area shared with a civilization, next to it (A7.20), not made Contested.
fn p28_shared_sea<R: Ruleset>(pl: &Placer<R>, out: &mut Vec<Candidate>) {
    let b = &pl.b;
    let f = b.f();
    for a in pl.opts_in(!b.cat.board.land & pl.others_at) {
        if pl.land(a) || !pl.adj_to(pl.mine_now & !bit(a), a) {
            continue;
        }
        let ar = b.st.area(a);
        let civ_there = b.st.slots().any(|x| x != b.me && ar.count(x.faction()) > 0);
        let contested_after = ar.factions().count() + (pl.mine(a) == 0) as usize >= 2
            && (pl.mine(a) + 1 >= 2 || ar.factions().any(|x| x != f && ar.strength(x) >= 2));
        if civ_there && !contested_after {
            out.push((a, [0; 3]));
        }
    }
}
