//! ACIS's own Card Phase cards that place its player's disks (content-acis section 3.2, each card's
//! targeting and effect lines): Navigator #5, Religious Fervor #14, Local Trade #16, Golden Age
//! #18, Captive Queen #32, Trade Fleet #35, Grain Ships #55 and Vineyards #56. No ACME card does
//! their jobs on ACIS's ground (shallow seas, deep seas closed, Settlements of 2 disks), so they
//! are ACIS's functions on ACME's pieces: a disk placed where the stacking table leaves room
//! (`G::place`, ACIS's limits and deep seas with them: AG3, AG17).

use crate::games::acme::catalog::{AreaId, AreaSet, CardId, bit, iter_set};
use crate::games::acme::decision::{Effect, TargetKind, TargetRole, Whose};
use crate::games::acme::state::Slot;
use crate::games::acme::{CardPhaseImpl, Ctx, G, Ruleset, Step, Targets, pick_areas};

use super::rules::shallow_seas;

/// The cards of this module, for ACIS's table.
pub const CARDS: [u8; 8] = [5, 14, 16, 18, 32, 35, 55, 56];

/// The Card Phase effect of card `id` of [`CARDS`].
pub fn card_phase<R: Ruleset>(id: CardId) -> Option<CardPhaseImpl<R>> {
    Some(match id.0 {
        5 => CardPhaseImpl {
            playable: |g, s| has_disk(g, s) && !navigator_seas(g, s).is_empty(),
            declare: navigator_declare,
            resolve: navigator_resolve,
        },
        14 => CardPhaseImpl {
            playable: |g, s| has_disk(g, s) && !fervor_areas(g).is_empty(),
            declare: |g, ctx, s| one_area(g, ctx, s, 14, "ground zero", &fervor_areas(g)),
            resolve: fervor_resolve,
        },
        16 => CardPhaseImpl {
            playable: |g, s| !own_land_pairs(g, s).is_empty(),
            declare: local_trade_declare,
            resolve: place_then_a_talent,
        },
        18 => CardPhaseImpl {
            playable: |_, _| true,
            declare: golden_age_declare,
            resolve: place_then_a_talent,
        },
        32 => CardPhaseImpl {
            playable: |g, s| g.st.civ(s).supply >= 2 && !captive_queen_seas(g, s).is_empty(),
            declare: |g, ctx, s| {
                let seas = captive_queen_seas(g, s);
                one_area(
                    g,
                    ctx,
                    s,
                    32,
                    "a shallow sea held by another civilization",
                    &seas,
                )
            },
            resolve: |g, ctx, s, t| {
                g.place(ctx, s.faction(), t.areas[0], 2);
                Ok(())
            },
        },
        35 => CardPhaseImpl {
            playable: |g, s| has_disk(g, s) && !trade_fleet_first(g, s).is_empty(),
            declare: trade_fleet_declare,
            resolve: |g, ctx, s, t| {
                place_each(g, ctx, s, &t.areas);
                Ok(())
            },
        },
        55 => CardPhaseImpl {
            playable: |_, _| true,
            declare: grain_ships_declare,
            resolve: |g, ctx, s, t| {
                g.gain_mina(ctx, s, 1);
                place_each(g, ctx, s, &t.areas);
                Ok(())
            },
        },
        56 => CardPhaseImpl {
            playable: |g, s| !settlement_areas(g, s).is_empty(),
            declare: |g, ctx, s| {
                let opts = settlement_areas(g, s);
                let max = 2.min(g.st.civ(s).supply as usize);
                up_to(
                    g,
                    ctx,
                    s,
                    56,
                    "a land area with your Settlement",
                    &opts,
                    max,
                )
            },
            resolve: |g, ctx, s, t| {
                place_each(g, ctx, s, &t.areas);
                Ok(())
            },
        },
        _ => return None,
    })
}

// ---- shared ----

fn has_disk<R: Ruleset>(g: &G<R>, s: Slot) -> bool {
    g.st.civ(s).supply > 0
}

fn placement() -> TargetRole {
    TargetRole::new(Whose::Any, TargetKind::Area, Effect::Place)
}

/// The playable areas of `set`, in board order.
fn playable_in<R: Ruleset>(g: &G<R>, set: AreaSet) -> Vec<AreaId> {
    iter_set(set & g.q().playable_set()).collect()
}

/// The playable shallow seas.
fn shallow<R: Ruleset>(g: &G<R>) -> AreaSet {
    shallow_seas(&g.cat.board) & g.q().playable_set()
}

/// Whether one more disk of `s` fits in `a` (AG3; a deep sea as AG17 allows).
fn room<R: Ruleset>(g: &G<R>, s: Slot, a: AreaId) -> bool {
    g.q().room(s.faction(), a) > 0
}

/// 1 disk of `s` from supply into each area named (each once; none where it does not fit).
fn place_each<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, areas: &[AreaId]) {
    for &a in areas {
        g.place(ctx, s.faction(), a, 1);
    }
}

/// Local Trade's and Golden Age's resolution: the disks named, then 1 talent.
fn place_then_a_talent<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, t: &Targets) -> Step {
    place_each(g, ctx, s, &t.areas);
    g.gain_mina(ctx, s, 1);
    Ok(())
}

/// One area of `opts`, asked for card `id`.
fn one_area<R: Ruleset>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    s: Slot,
    id: u8,
    what: &'static str,
    opts: &[AreaId],
) -> Step<Targets> {
    let a = g.ask_area(ctx, s, CardId(id), what, placement(), opts)?;
    Ok(Targets {
        areas: vec![a],
        ..Default::default()
    })
}

/// Up to `max` different areas of `opts` (none when there are none or `max` is 0).
fn up_to<R: Ruleset>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    s: Slot,
    id: u8,
    what: &'static str,
    opts: &[AreaId],
    max: usize,
) -> Step<Targets> {
    let areas = if opts.is_empty() || max == 0 {
        Vec::new()
    } else {
        pick_areas(g, ctx, s, CardId(id), what, opts, max)?
    };
    Ok(Targets {
        areas,
        ..Default::default()
    })
}

// ---- #5 Navigator ----

/// Content-acis #5: a playable shallow sea anywhere holding none of its player's disks.
fn navigator_seas<R: Ruleset>(g: &G<R>, s: Slot) -> Vec<AreaId> {
    let mine = g.q().occupied_set(s.faction());
    playable_in(g, shallow(g) & !mine)
}

/// The sea, then (if one is empty next to it) one empty land area next to it, or none.
fn navigator_declare<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step<Targets> {
    let seas = navigator_seas(g, s);
    let sea = g.ask_area(ctx, s, CardId(5), "a shallow sea", placement(), &seas)?;
    let mut areas = vec![sea];
    let empty: Vec<AreaId> = playable_in(g, g.q().neighbour_set(sea) & g.cat.board.land)
        .into_iter()
        .filter(|&a| g.st.areas[a.0 as usize].is_empty())
        .collect();
    if !empty.is_empty()
        && let Some(land) = g.ask_area_or_done(
            ctx,
            s,
            CardId(5),
            "an empty land area next to it for a Settlement",
            placement(),
            &empty,
        )?
    {
        areas.push(land);
    }
    Ok(Targets {
        areas,
        ..Default::default()
    })
}

/// Content-acis #5: 2 disks in the sea (whoever else is there), then 2 in the land area named.
fn navigator_resolve<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, t: &Targets) -> Step {
    for &a in &t.areas {
        g.place(ctx, s.faction(), a, 2);
    }
    Ok(())
}

// ---- #14 Religious Fervor ----

/// Content-acis #14: a playable land area holding a disk of any Faction.
fn fervor_areas<R: Ruleset>(g: &G<R>) -> Vec<AreaId> {
    playable_in(g, g.cat.board.land)
        .into_iter()
        .filter(|&a| !g.st.areas[a.0 as usize].is_empty())
        .collect()
}

/// Content-acis #14 (IG-C5): 1 disk in ground zero and 1 in each land area next to it, whoever
/// is there (the stacking limit of 4 holds; seas receive nothing).
fn fervor_resolve<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, t: &Targets) -> Step {
    let a = t.areas[0];
    let around = playable_in(g, g.q().neighbour_set(a) & g.cat.board.land);
    place_each(g, ctx, s, &[a]);
    place_each(g, ctx, s, &around);
    Ok(())
}

// ---- #16 Local Trade ----

/// Content-acis #16 (IG-C4): the land areas holding `s`'s disk that have a land neighbour holding
/// one too.
fn own_land_pairs<R: Ruleset>(g: &G<R>, s: Slot) -> Vec<AreaId> {
    let own = g.q().occupied_set(s.faction()) & g.cat.board.land;
    iter_set(own)
        .filter(|&a| g.q().neighbour_set(a) & own & !bit(a) != 0)
        .collect()
}

fn local_trade_declare<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step<Targets> {
    let firsts = own_land_pairs(g, s);
    let a = g.ask_area(
        ctx,
        s,
        CardId(16),
        "a land area of yours",
        placement(),
        &firsts,
    )?;
    let own = g.q().occupied_set(s.faction()) & g.cat.board.land;
    let seconds = playable_in(g, g.q().neighbour_set(a) & own & !bit(a));
    let b = g.ask_area(
        ctx,
        s,
        CardId(16),
        "a land area of yours next to it",
        placement(),
        &seconds,
    )?;
    Ok(Targets {
        areas: vec![a, b],
        ..Default::default()
    })
}

// ---- #18 Golden Age ----

/// Content-acis #18 (IG-C4): 2 disks, each in a land or sea area next to an area its player
/// occupies (the same area twice, or two), where one fits; asked one by one.
fn golden_age_declare<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step<Targets> {
    let near = iter_set(g.q().occupied_set(s.faction()))
        .fold(0, |m: AreaSet, a| m | g.q().neighbour_set(a));
    let mut areas: Vec<AreaId> = Vec::new();
    for _ in 0..2.min(g.st.civ(s).supply) {
        let opts: Vec<AreaId> = playable_in(g, near)
            .into_iter()
            .filter(|&a| {
                let planned = areas.iter().filter(|&&x| x == a).count() as u8;
                g.q().room(s.faction(), a) > planned
            })
            .collect();
        if opts.is_empty() {
            break;
        }
        let a = g.ask_area(
            ctx,
            s,
            CardId(18),
            "an area next to one of yours for a disk",
            placement(),
            &opts,
        )?;
        areas.push(a);
    }
    Ok(Targets {
        areas,
        ..Default::default()
    })
}

// ---- #32 Captive Queen ----

/// Content-acis #32 (IG-C3): a playable shallow sea holding another civilization's disk and none
/// of its player's.
fn captive_queen_seas<R: Ruleset>(g: &G<R>, s: Slot) -> Vec<AreaId> {
    let mine = g.q().occupied_set(s.faction());
    let others =
        g.st.slots()
            .filter(|&x| x != s)
            .fold(0, |m, x| m | g.q().occupied_set(x.faction()));
    playable_in(g, shallow(g) & others & !mine)
}

// ---- #35 Trade Fleet ----

/// Content-acis #35: the first sea of the chain holds its player's disk or lies next to a land
/// area it occupies (IG-GK: the chain Egyptian Sea - Libyan Sea - Bay of Sirt).
fn trade_fleet_first<R: Ruleset>(g: &G<R>, s: Slot) -> Vec<AreaId> {
    let mine = g.q().occupied_set(s.faction());
    let coast = iter_set(mine & g.cat.board.land).fold(0, |m, a| m | g.q().neighbour_set(a));
    playable_in(g, shallow(g) & (mine | coast))
        .into_iter()
        .filter(|&a| room(g, s, a))
        .collect()
}

/// Up to 3 different shallow seas, each next to the one before; its player may stop after the
/// first.
fn trade_fleet_declare<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step<Targets> {
    let firsts = trade_fleet_first(g, s);
    let mut last = g.ask_area(
        ctx,
        s,
        CardId(35),
        "the first shallow sea of the chain",
        placement(),
        &firsts,
    )?;
    let mut areas = vec![last];
    let supply = g.st.civ(s).supply as usize;
    while areas.len() < 3.min(supply) {
        let chosen = areas.iter().fold(0, |m: AreaSet, &a| m | bit(a));
        let next: Vec<AreaId> = playable_in(g, g.q().neighbour_set(last) & shallow(g) & !chosen)
            .into_iter()
            .filter(|&a| room(g, s, a))
            .collect();
        if next.is_empty() {
            break;
        }
        match g.ask_area_or_done(
            ctx,
            s,
            CardId(35),
            "the next shallow sea of the chain",
            placement(),
            &next,
        )? {
            Some(a) => {
                areas.push(a);
                last = a;
            }
            None => break,
        }
    }
    Ok(Targets {
        areas,
        ..Default::default()
    })
}

// ---- #55 Grain Ships ----

/// Content-acis #55: 1 talent, then 1 disk in each of up to 2 shallow seas next to land areas
/// where its player has a City (skipped where none fits).
fn grain_ships_declare<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step<Targets> {
    let near = iter_set(g.q().city_set(s)).fold(0, |m, a| m | g.q().neighbour_set(a));
    let opts: Vec<AreaId> = playable_in(g, near & shallow(g))
        .into_iter()
        .filter(|&a| room(g, s, a))
        .collect();
    let max = 2.min(g.st.civ(s).supply as usize);
    up_to(g, ctx, s, 55, "a shallow sea next to your City", &opts, max)
}

// ---- #56 Vineyards ----

/// Content-acis #56: the land areas holding exactly one Settlement (2 disks) of its player.
fn settlement_areas<R: Ruleset>(g: &G<R>, s: Slot) -> Vec<AreaId> {
    iter_set(g.q().occupied_set(s.faction()) & g.cat.board.land)
        .filter(|&a| g.q().disks(s.faction(), a) == 2 && room(g, s, a))
        .collect()
}
