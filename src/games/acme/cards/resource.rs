//! Resource cards (52-61): disks added to areas the player holds, growth disks and mina from the
//! land it works. None of them removes a disk, so none offers an Alternate Loss.
//!
//! Reading shared by the placement cards of this file and of `trade.rs` (docs/card-readings.md,
//! "Placement targets"): an area counts as a target (content G4) only while the player could put
//! at least one disk there now (stacking room), and a card whose only effect is to place disks
//! also needs a disk in Supply, as the lead's Trade Fleets (#42) does. Targets are named when the
//! card is played, against the map as it is then (G3: no chaining through disks the same card
//! places). "Up to N" cards ask for a first area, then for more or Done.

use super::{CardPhaseImpl, Targets, always, has_supply, no_targets};
use crate::games::acme::catalog::{AreaId, CardId, Terrain};
use crate::games::acme::decision::{Effect, TargetKind, TargetRole, Whose};
use crate::games::acme::g::G;
use crate::games::acme::proc::{Ctx, Step};
use crate::games::acme::ruleset::Ruleset;
use crate::games::acme::state::Slot;

pub(crate) const ADVANCED_AGRICULTURE: CardId = CardId(52);
pub(crate) const IMPROVED_IRRIGATION: CardId = CardId(53);
#[allow(dead_code)] // the deck's list names every card; no rule names this one
pub(crate) const FOUNDRIES: CardId = CardId(54);
pub(crate) const DOMESTICATED_CAMELS: CardId = CardId(55);
pub(crate) const TERRACE_FARMING: CardId = CardId(56);
pub(crate) const FLOCKS_AND_HERDS: CardId = CardId(57);
#[allow(dead_code)] // the deck's list names every card; no rule names this one
pub(crate) const IRON_TOOLS: CardId = CardId(58);
#[allow(dead_code)] // the deck's list names every card; no rule names this one
pub(crate) const BOUNTIFUL_HARVEST: CardId = CardId(59);
#[allow(dead_code)] // the deck's list names every card; no rule names this one
pub(crate) const GRAIN_STOREHOUSES: CardId = CardId(60);
pub(crate) const DOMESTICATED_HORSES: CardId = CardId(61);

pub(crate) fn card_phase<R: Ruleset>(id: u8) -> Option<CardPhaseImpl<R>> {
    Some(match id {
        52 => CardPhaseImpl {
            playable: agriculture_playable,
            declare: agriculture_declare_52,
            resolve: place_two,
        },
        53 => CardPhaseImpl {
            playable: agriculture_playable,
            declare: agriculture_declare_53,
            resolve: place_two,
        },
        54 => CardPhaseImpl {
            playable: always,
            declare: no_targets,
            resolve: foundries_resolve,
        },
        55 => CardPhaseImpl {
            playable: camels_playable,
            declare: camels_declare,
            resolve: place_one_each,
        },
        56 => CardPhaseImpl {
            playable: terrace_playable,
            declare: terrace_declare,
            resolve: place_two,
        },
        57 => CardPhaseImpl {
            playable: flocks_playable,
            declare: flocks_declare,
            resolve: place_one_each,
        },
        58 => CardPhaseImpl {
            playable: has_supply,
            declare: no_targets,
            resolve: iron_tools_resolve,
        },
        59 => CardPhaseImpl {
            playable: harvest_playable,
            declare: no_targets,
            resolve: harvest_resolve,
        },
        60 => grain_storehouses::<R, 60, true>(),
        61 => CardPhaseImpl {
            playable: horses_playable,
            declare: horses_declare,
            resolve: place_one_each,
        },
        _ => return None,
    })
}

// ---- helpers shared with trade.rs ----

/// Areas where `s` could put a disk now (stacking room), among `areas`.
pub(crate) fn with_room<R: Ruleset>(
    g: &G<R>,
    s: Slot,
    areas: impl Iterator<Item = AreaId>,
) -> Vec<AreaId> {
    let q = g.q();
    areas.filter(|&a| q.room(s.faction(), a) > 0).collect()
}

/// Playable areas of one terrain that `s` Controls (RB Control: sole occupant).
pub(crate) fn controlled<R: Ruleset>(g: &G<R>, s: Slot, terrain: Option<Terrain>) -> Vec<AreaId> {
    crate::games::acme::catalog::iter_set(controlled_set(g, s, terrain)).collect()
}

/// [`controlled`] as a set. Why: the Card Phase checks every card in hand for playability, and
/// only the areas `s` occupies (one board pass) can be Controlled by it.
fn controlled_set<R: Ruleset>(
    g: &G<R>,
    s: Slot,
    terrain: Option<Terrain>,
) -> crate::games::acme::catalog::AreaSet {
    let q = g.q();
    crate::games::acme::catalog::iter_set(q.occupied_set(s.faction()) & g.cat.board.land)
        .filter(|&a| q.controls(s.faction(), a) && terrain.is_none_or(|t| q.terrain(a) == t))
        .fold(0, |m, a| m | crate::games::acme::catalog::bit(a))
}

/// Some area of [`controlled`] has room for a disk of `s` (the playability of the cards that
/// add disks there), without building the list.
fn controlled_with_room<R: Ruleset>(g: &G<R>, s: Slot, terrain: Option<Terrain>) -> bool {
    let q = g.q();
    crate::games::acme::catalog::iter_set(controlled_set(g, s, terrain))
        .any(|a| q.room(s.faction(), a) > 0)
}

/// Playable areas adjacent to an area `s` occupies.
pub(crate) fn next_to_own<R: Ruleset>(g: &G<R>, s: Slot) -> Vec<AreaId> {
    crate::games::acme::catalog::iter_set(next_to_own_set(g, s)).collect()
}

/// [`next_to_own`] as a set (the playability checks test it without building the list).
pub(crate) fn next_to_own_set<R: Ruleset>(
    g: &G<R>,
    s: Slot,
) -> crate::games::acme::catalog::AreaSet {
    let q = g.q();
    let mut near = 0u128;
    for a in crate::games::acme::catalog::iter_set(q.occupied_set(s.faction())) {
        near |= q.neighbour_set(a);
    }
    near
}

/// Ask for up to `max` different areas among `options` (fixed when the card is played, G3): the
/// first is required, the next ones may be declined with Done (content A8).
pub fn pick_areas<R: Ruleset>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    s: Slot,
    card: CardId,
    what: &'static str,
    options: &[AreaId],
    max: usize,
) -> Step<Vec<AreaId>> {
    let mut picked: Vec<AreaId> = Vec::new();
    while picked.len() < max {
        let left: Vec<AreaId> = options
            .iter()
            .copied()
            .filter(|a| !picked.contains(a))
            .collect();
        if left.is_empty() {
            break;
        }
        let pick = if picked.is_empty() {
            Some(g.ask_area(
                ctx,
                s,
                card,
                what,
                TargetRole::new(Whose::Any, TargetKind::Area, Effect::Place),
                &left,
            )?)
        } else {
            g.ask_area_or_done(
                ctx,
                s,
                card,
                format!("another {what}"),
                TargetRole::new(Whose::Any, TargetKind::Area, Effect::Place),
                &left,
            )?
        };
        match pick {
            Some(a) => picked.push(a),
            None => break,
        }
    }
    Ok(picked)
}

/// One disk from Supply into each named area (stacking applies, G3).
fn place_one_each<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, t: &Targets) -> Step {
    for &a in &t.areas {
        g.place(ctx, s.faction(), a, 1);
    }
    Ok(())
}

/// Two disks from Supply into the named area (stacking applies, G3).
fn place_two<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, t: &Targets) -> Step {
    if let Some(&a) = t.areas.first() {
        g.place(ctx, s.faction(), a, 2);
    }
    Ok(())
}

fn one_area<R: Ruleset>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    s: Slot,
    card: CardId,
    what: &'static str,
    options: &[AreaId],
) -> Step<Targets> {
    let a = g.ask_area(
        ctx,
        s,
        card,
        what,
        TargetRole::new(Whose::Any, TargetKind::Area, Effect::Place),
        options,
    )?;
    Ok(Targets {
        areas: vec![a],
        ..Default::default()
    })
}

// ---- #52 Advanced Agriculture, #53 Improved Irrigation ----

fn agriculture_targets<R: Ruleset>(g: &G<R>, s: Slot) -> Vec<AreaId> {
    with_room(g, s, controlled(g, s, None).into_iter())
}

fn agriculture_playable<R: Ruleset>(g: &G<R>, s: Slot) -> bool {
    has_supply(g, s) && controlled_with_room(g, s, None)
}

/// Content #52 (IG-2.3): 2 disks into one Land area the player Controls.
fn agriculture_declare_52<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step<Targets> {
    let opts = agriculture_targets(g, s);
    one_area(
        g,
        ctx,
        s,
        ADVANCED_AGRICULTURE,
        "a Land area you Control",
        &opts,
    )
}

/// Content #53 (IG-2.3: the same effect as Advanced Agriculture).
fn agriculture_declare_53<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step<Targets> {
    let opts = agriculture_targets(g, s);
    one_area(
        g,
        ctx,
        s,
        IMPROVED_IRRIGATION,
        "a Land area you Control",
        &opts,
    )
}

// ---- #54 Foundries ----

/// Content #54: 1 mina per Mountain area occupied (at most 3), 1 more with a Stronghold cube of
/// one's own on the map.
fn foundries_resolve<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, _: &Targets) -> Step {
    let q = g.q();
    let f = s.faction();
    let mountains = q
        .areas_of(f)
        .into_iter()
        .filter(|&a| q.terrain(a) == Terrain::Mountain)
        .count()
        .min(3) as u16;
    let cube = q
        .playable_areas()
        .any(|a| g.st.areas[a.0 as usize].stronghold == Some(f));
    g.gain_mina(ctx, s, mountains + u16::from(cube));
    Ok(())
}

// ---- #55 Domesticated Camels ----

fn camels_targets<R: Ruleset>(g: &G<R>, s: Slot) -> Vec<AreaId> {
    let q = g.q();
    with_room(
        g,
        s,
        next_to_own(g, s)
            .into_iter()
            .filter(|&a| q.terrain(a) == Terrain::Desert),
    )
}

fn camels_playable<R: Ruleset>(g: &G<R>, s: Slot) -> bool {
    // `camels_targets` is not empty, without building it (asked at every Card Phase action).
    let q = g.q();
    let deserts = next_to_own_set(g, s) & g.cat.board.terrain_set(Terrain::Desert);
    let any = has_supply(g, s)
        && crate::games::acme::catalog::iter_set(deserts).any(|a| q.room(s.faction(), a) > 0);
    // The same answer as the target list (checked in debug builds: the tests, the fuzz run).
    debug_assert_eq!(
        any,
        has_supply(g, s) && !camels_targets(g, s).is_empty(),
        "camels_playable"
    );
    any
}

/// Content #55: 1 disk in each of up to 2 Desert areas adjacent to areas the player occupies (any
/// occupants: this may create Contested areas).
fn camels_declare<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step<Targets> {
    let opts = camels_targets(g, s);
    let max = 2.min(g.st.civ(s).supply as usize);
    let areas = pick_areas(
        g,
        ctx,
        s,
        DOMESTICATED_CAMELS,
        "a Desert area next to your disks",
        &opts,
        max,
    )?;
    Ok(Targets {
        areas,
        ..Default::default()
    })
}

// ---- #56 Terrace Farming ----

fn terrace_targets<R: Ruleset>(g: &G<R>, s: Slot) -> Vec<AreaId> {
    with_room(g, s, controlled(g, s, Some(Terrain::Mountain)).into_iter())
}

fn terrace_playable<R: Ruleset>(g: &G<R>, s: Slot) -> bool {
    has_supply(g, s) && controlled_with_room(g, s, Some(Terrain::Mountain))
}

/// Content #56: 2 disks into one Mountain area the player Controls.
fn terrace_declare<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step<Targets> {
    let opts = terrace_targets(g, s);
    one_area(
        g,
        ctx,
        s,
        TERRACE_FARMING,
        "a Mountain area you Control",
        &opts,
    )
}

// ---- #57 Flocks and Herds ----

fn flocks_targets<R: Ruleset>(g: &G<R>, s: Slot) -> Vec<AreaId> {
    with_room(g, s, controlled(g, s, Some(Terrain::Plain)).into_iter())
}

fn flocks_playable<R: Ruleset>(g: &G<R>, s: Slot) -> bool {
    has_supply(g, s) && controlled_with_room(g, s, Some(Terrain::Plain))
}

/// Content #57: 1 disk into each of up to 3 Plain areas the player Controls.
fn flocks_declare<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step<Targets> {
    let opts = flocks_targets(g, s);
    let max = 3.min(g.st.civ(s).supply as usize);
    let areas = pick_areas(
        g,
        ctx,
        s,
        FLOCKS_AND_HERDS,
        "a Plain area you Control",
        &opts,
        max,
    )?;
    Ok(Targets {
        areas,
        ..Default::default()
    })
}

// ---- #58 Iron Tools ----

/// Content #58 (review R19): 2 disks from Supply to the Disks for Growth box, kept there like
/// captives (RB Captives): deployed in the next Deployment Step on top of the normal growth, not
/// part of the Minimum Acquisition nor of the Temple Granary's two disks, and back to Supply if
/// the civilization invokes Gilgamesh first.
fn iron_tools_resolve<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, _: &Targets) -> Step {
    let n = g.to_growth(s, 2);
    g.st.civ_mut(s).captives += n;
    ctx.note(
        Some(s),
        g.text(|| {
            format!(
                "{} puts {} disks in its Disks for Growth box",
                g.q().civ_name(s),
                n
            )
        }),
        "Card #58",
    );
    Ok(())
}

// ---- #59 Bountiful Harvest ----

fn fertile_controlled<R: Ruleset>(g: &G<R>, s: Slot) -> usize {
    controlled(g, s, Some(Terrain::Fertile)).len()
}

fn harvest_playable<R: Ruleset>(g: &G<R>, s: Slot) -> bool {
    controlled_set(g, s, Some(Terrain::Fertile)) != 0
}

/// Content #59: 1 mina per 2 Fertile areas Controlled, rounded up, at most 3.
fn harvest_resolve<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, _: &Targets) -> Step {
    let n = fertile_controlled(g, s).div_ceil(2).min(3) as u16;
    g.gain_mina(ctx, s, n);
    Ok(())
}

// ---- #60 Grain Storehouses ----

/// Content #60 Grain Storehouses as a card of the same pattern: card `ID`, its optional disks in
/// Fertile areas when `FERTILE`, else in any land areas the player Controls. ACME's card is
/// `<60, true>`; ACIS's Granaries #60 is `<60, false>` (content-acis #60: "Fertile condition
/// dropped").
pub fn grain_storehouses<R: Ruleset, const ID: u8, const FERTILE: bool>() -> CardPhaseImpl<R> {
    CardPhaseImpl {
        playable: always,
        declare: storehouses_declare::<R, ID, FERTILE>,
        resolve: storehouses_resolve,
    }
}

/// Content #60 (review R6): the optional disks go to up to 2 Fertile areas (land areas, when not
/// `FERTILE`) the player Controls; they are named with the card (the player may name none).
fn storehouses_declare<R: Ruleset, const ID: u8, const FERTILE: bool>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    s: Slot,
) -> Step<Targets> {
    let terrain = FERTILE.then_some(Terrain::Fertile);
    let what = if FERTILE {
        "a Fertile area you Control for a disk"
    } else {
        "a land area you Control for a disk"
    };
    let opts = with_room(g, s, controlled(g, s, terrain).into_iter());
    let max = 2.min(g.st.civ(s).supply as usize);
    let mut areas = Vec::new();
    while areas.len() < max {
        let left: Vec<AreaId> = opts
            .iter()
            .copied()
            .filter(|a| !areas.contains(a))
            .collect();
        if left.is_empty() {
            break;
        }
        match g.ask_area_or_done(
            ctx,
            s,
            CardId(ID),
            what,
            TargetRole::new(Whose::Own, TargetKind::Controlled, Effect::Place),
            &left,
        )? {
            Some(a) => areas.push(a),
            None => break,
        }
    }
    Ok(Targets {
        areas,
        ..Default::default()
    })
}

/// Gain 1 mina; then 1 disk into each Fertile area named.
fn storehouses_resolve<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, t: &Targets) -> Step {
    g.gain_mina(ctx, s, 1);
    place_one_each(g, ctx, s, t)
}

// ---- #61 Domesticated Horses ----

fn horses_targets<R: Ruleset>(g: &G<R>, s: Slot) -> Vec<AreaId> {
    let q = g.q();
    next_to_own(g, s)
        .into_iter()
        .filter(|&a| q.terrain(a) == Terrain::Plain && g.st.areas[a.0 as usize].is_empty())
        .collect()
}

fn horses_playable<R: Ruleset>(g: &G<R>, s: Slot) -> bool {
    // `horses_targets` is not empty, as set arithmetic (asked at every Card Phase action).
    let plains = next_to_own_set(g, s) & g.cat.board.terrain_set(Terrain::Plain);
    let any = has_supply(g, s) && plains & g.q().empty_set() != 0;
    // The same answer as the target list (checked in debug builds: the tests, the fuzz run).
    debug_assert_eq!(
        any,
        has_supply(g, s) && !horses_targets(g, s).is_empty(),
        "horses_playable"
    );
    any
}

/// Content #61: 1 disk into each of up to 3 empty Plain areas adjacent to areas the player
/// occupies (empty = no disk of any Faction, G16).
fn horses_declare<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step<Targets> {
    let opts = horses_targets(g, s);
    let max = 3.min(g.st.civ(s).supply as usize);
    let areas = pick_areas(
        g,
        ctx,
        s,
        DOMESTICATED_HORSES,
        "an empty Plain area next to your disks",
        &opts,
        max,
    )?;
    Ok(Targets {
        areas,
        ..Default::default()
    })
}
