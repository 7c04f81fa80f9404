//! Disaster cards (62-78; the bonus-area Investments #69-#71 included).
//!
//! Every disk a disaster removes from a civilization may be kept by paying 1 mina or discarding 1
//! card (G1, `LossRules::card`); Barbarian disks are simply removed. When several Factions lose
//! disks in one area, the Barbarians go first (they have nothing to decide), then the
//! civilizations in Turn Order (G1). Hattusha's "at most 1 disk to any single Fate card" is
//! remembered per Faction for the whole card ([`Losses`]). Cubes and VP are never offset.
//!
//! `Targets.affects`/`harms` name every other civilization whose disks, mina, cards or VP the card
//! would take, for the Goddess of Peace (#109).

use super::resource::pick_areas;
use super::{CardPhaseImpl, Targets, has_supply};
use crate::games::acme::catalog::{AreaId, AreaSet, CardId, Terrain, iter_set};
use crate::games::acme::decision::{Action, Ask, Decision};
use crate::games::acme::decision::{Effect, TargetKind, TargetRole, Whose};
use crate::games::acme::g::G;
use crate::games::acme::losses::{LossMemo, LossRules};
use crate::games::acme::negation::Link;
use crate::games::acme::proc::{Ctx, Step};
use crate::games::acme::ruleset::Ruleset;
use crate::games::acme::state::slot_bit;
use crate::games::acme::state::{FACTIONS, Faction, Slot, SpecialCube, TableCard};

pub(crate) const DROUGHT: CardId = CardId(62);
pub(crate) const PLAGUE_OF_LOCUSTS: CardId = CardId(64);
pub(crate) const BIBLICAL_EARTHQUAKE: CardId = CardId(68);
pub(crate) const MOUNTAIN_OF_GOLD: CardId = CardId(69);
pub(crate) const OASIS: CardId = CardId(70);
pub(crate) const FISHING_GROUNDS: CardId = CardId(71);
pub(crate) const FAMINE: CardId = CardId(72);
pub(crate) const PIRATE_RAID: CardId = CardId(73);
#[allow(dead_code)] // the deck's list names every card; no rule names this one
pub(crate) const FORTY_DAYS: CardId = CardId(75);
pub(crate) const BIBLICAL_PLAGUE: CardId = CardId(76);
pub(crate) const FIRE_AND_BRIMSTONE: CardId = CardId(77);
pub(crate) const ECLIPSE: CardId = CardId(78);

/// The bonus-area Investments (#69-#71).
pub(crate) const BONUS_AREA_CARDS: [CardId; 3] = [MOUNTAIN_OF_GOLD, OASIS, FISHING_GROUNDS];

mod rows;
pub use rows::{
    Aim, Blow, Cut, DisasterCard, Ground, Holding, StrongholdGoes, Toll, Who, disaster,
};
pub(crate) use rows::{base_row, drought_cut};

pub(crate) fn card_phase<R: Ruleset>(id: u8) -> Option<CardPhaseImpl<R>> {
    Some(match id {
        62 => disaster::<R, 62>(),
        63 => disaster::<R, 63>(),
        64 => CardPhaseImpl {
            playable: locusts_playable,
            declare: locusts_declare,
            resolve: locusts_resolve,
        },
        65 => disaster::<R, 65>(),
        66 => disaster::<R, 66>(),
        67 => disaster::<R, 67>(),
        68 => CardPhaseImpl {
            playable: quake_playable,
            declare: biblical_quake_declare,
            resolve: biblical_quake_resolve,
        },
        69 => CardPhaseImpl {
            playable: bonus_playable::<_, 69>,
            declare: bonus_declare::<_, 69>,
            resolve: bonus_resolve::<_, 69>,
        },
        70 => CardPhaseImpl {
            playable: bonus_playable::<_, 70>,
            declare: bonus_declare::<_, 70>,
            resolve: bonus_resolve::<_, 70>,
        },
        71 => CardPhaseImpl {
            playable: bonus_playable::<_, 71>,
            declare: bonus_declare::<_, 71>,
            resolve: bonus_resolve::<_, 71>,
        },
        72 => CardPhaseImpl {
            playable: famine_playable,
            declare: famine_declare,
            resolve: famine_resolve,
        },
        73 => CardPhaseImpl {
            playable: pirate_playable,
            declare: pirate_declare,
            resolve: pirate_resolve,
        },
        74 => murrain::<R, 74, 3, 1>(),
        75 => forty_days::<R, 75, 6, true>(),
        76 => CardPhaseImpl {
            playable: plague_playable,
            declare: plague_declare,
            resolve: plague_resolve,
        },
        77 => CardPhaseImpl {
            playable: brimstone_playable,
            declare: brimstone_declare,
            resolve: brimstone_resolve,
        },
        78 => CardPhaseImpl {
            playable: eclipse_playable,
            declare: eclipse_declare,
            resolve: eclipse_resolve,
        },
        _ => return None,
    })
}

// ---- shared: losses, occupants, masks ----

/// The losses one card inflicts, with its Hattusha memory per Faction.
struct Losses {
    card: CardId,
    memo: [LossMemo; FACTIONS],
}

impl Losses {
    fn new(card: CardId) -> Self {
        Losses {
            card,
            memo: [LossMemo::default(); FACTIONS],
        }
    }
    /// `f` loses up to `n` disks in `a`, each one offered for a mina or a card (G1). Returns how
    /// many disks really left.
    fn lose<R: Ruleset>(
        &mut self,
        g: &mut G<R>,
        ctx: &mut Ctx,
        f: Faction,
        a: AreaId,
        n: u8,
    ) -> Step<u8> {
        if n == 0 || !g.q().occupies(f, a) {
            return Ok(0);
        }
        g.lose_many(
            ctx,
            f,
            a,
            n,
            LossRules::card(self.card),
            &mut self.memo[f.idx()],
        )
    }
}

/// Factions with disks in `a`: Barbarians first, then civilizations in Turn Order.
fn factions_in<R: Ruleset>(g: &G<R>, a: AreaId) -> Vec<Faction> {
    let mut out = Vec::new();
    if g.q().occupies(Faction::BARBARIANS, a) {
        out.push(Faction::BARBARIANS);
    }
    out.extend(civs_in(g, a).into_iter().map(Slot::faction));
    out
}

/// Civilizations with disks in `a`, in Turn Order.
fn civs_in<R: Ruleset>(g: &G<R>, a: AreaId) -> Vec<Slot> {
    g.st.order
        .iter()
        .copied()
        .filter(|&x| g.q().occupies(x.faction(), a))
        .collect()
}

/// Civilizations with a City in `a`, in Turn Order.
fn cities_in<R: Ruleset>(g: &G<R>, a: AreaId) -> Vec<Slot> {
    g.st.order
        .iter()
        .copied()
        .filter(|&x| g.q().is_city(x, a))
        .collect()
}

fn mask(slots: impl IntoIterator<Item = Slot>) -> u16 {
    slots.into_iter().fold(0, |m, x| m | slot_bit(x))
}

/// Targets naming one area, touching (and harming) the civilizations in `victims` other than `s`.
fn area_target(s: Slot, a: AreaId, victims: impl IntoIterator<Item = Slot>) -> Targets {
    let m = mask(victims.into_iter().filter(|&x| x != s));
    Targets {
        areas: vec![a],
        affects: m,
        harms: m,
        ..Default::default()
    }
}

fn land_neighbours<R: Ruleset>(g: &G<R>, a: AreaId) -> Vec<AreaId> {
    let q = g.q();
    q.neighbours(a).filter(|&n| q.is_land(n)).collect()
}

fn terrain_areas<R: Ruleset>(g: &G<R>, t: Terrain) -> Vec<AreaId> {
    iter_set(g.cat.board.terrain_set(t) & g.q().playable_set()).collect()
}

fn has_other_civ<R: Ruleset>(g: &G<R>, s: Slot, a: AreaId) -> bool {
    g.st.slots()
        .any(|x| x != s && g.q().occupies(x.faction(), a))
}

fn has_civ<R: Ruleset>(g: &G<R>, a: AreaId) -> bool {
    g.st.slots().any(|x| g.q().occupies(x.faction(), a))
}

// ---- #62 Drought: its row in `rows`; the card beside the display ----

/// Is Drought lying beside this civilization's display? (Acquisition: Fertile areas yield no disk.)
pub(crate) fn drought_on<R: Ruleset>(g: &G<R>, s: Slot) -> bool {
    g.st.civ(s).table_card(DROUGHT).is_some()
}

/// End of the victim's Acquisition Step: Drought is discarded (content #62 legend, even across an
/// End of Epoch Phase).
pub(crate) fn drought_ends<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) {
    if drought_on(g, s) {
        g.st.civ_mut(s).table.retain(|t| t.card != DROUGHT);
        g.st.deck.discard.push(DROUGHT);
        ctx.note(Some(s), "Drought ends and is discarded", "Card #62");
    }
}

// ---- #64 Plague of Locusts ----

fn occupied_of<R: Ruleset>(g: &G<R>, x: Slot, t: Terrain) -> Vec<AreaId> {
    let q = g.q();
    crate::games::acme::catalog::iter_set(q.occupied_set(x.faction()))
        .filter(|&a| q.terrain(a) == t)
        .collect()
}

fn victims_in_terrain<R: Ruleset>(g: &G<R>, s: Slot, t: Terrain) -> Vec<Slot> {
    g.st.order
        .iter()
        .copied()
        .filter(|&x| x != s && !occupied_of(g, x, t).is_empty())
        .collect()
}

/// `!victims_in_terrain(g, s, t).is_empty()` without building the lists (the playable checks run
/// for every card in hand at every Card Phase action).
fn any_victim_in_terrain<R: Ruleset>(g: &G<R>, s: Slot, t: Terrain) -> bool {
    let q = g.q();
    let terrain = g.cat.board.terrain_set(t);
    let any =
        g.st.order
            .iter()
            .any(|&x| x != s && q.occupied_set(x.faction()) & terrain != 0);
    // The same answer as the victim list (checked in debug builds: the tests, the fuzz run).
    debug_assert_eq!(
        any,
        !victims_in_terrain(g, s, t).is_empty(),
        "any_victim_in_terrain"
    );
    any
}

/// The playable areas where a civilization other than `except` (if any) has a disk, as a set.
fn civ_occupied_set<R: Ruleset>(g: &G<R>, except: Option<Slot>) -> AreaSet {
    g.st.slots()
        .filter(|&x| Some(x) != except)
        .fold(0, |m, x| m | g.q().occupied_set(x.faction()))
}

fn locusts_playable<R: Ruleset>(g: &G<R>, s: Slot) -> bool {
    any_victim_in_terrain(g, s, Terrain::Fertile)
}

fn locusts_declare<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step<Targets> {
    let victims = victims_in_terrain(g, s, Terrain::Fertile);
    let v = g.ask_slot(
        ctx,
        s,
        PLAGUE_OF_LOCUSTS,
        "the civilization the locusts strike",
        TargetRole::new(Whose::Opposing, TargetKind::Civ, Effect::Harm),
        &victims,
    )?;
    let opts = occupied_of(g, v, Terrain::Fertile);
    let areas = pick_areas(
        g,
        ctx,
        s,
        PLAGUE_OF_LOCUSTS,
        "a Fertile area of the victim",
        &opts,
        4,
    )?;
    Ok(Targets {
        areas,
        slots: vec![v],
        affects: slot_bit(v),
        harms: slot_bit(v),
        ..Default::default()
    })
}

/// Content #64: the victim loses 1 disk in each of up to 4 of its Fertile areas (the player
/// picks them).
fn locusts_resolve<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, _s: Slot, t: &Targets) -> Step {
    let v = t.slots[0];
    let mut l = Losses::new(PLAGUE_OF_LOCUSTS);
    for &a in &t.areas {
        l.lose(g, ctx, v.faction(), a, 1)?;
    }
    Ok(())
}

// ---- #68 Biblical Earthquake (#67 Earthquake's row in `rows`) ----

fn quake_targets<R: Ruleset>(g: &G<R>) -> Vec<AreaId> {
    crate::games::acme::catalog::iter_set(city_union(g, None)).collect()
}

/// The playable areas holding a City of a civilization in Turn Order other than `except`. Why a
/// set: these cards' playability is checked for every card in hand at every Card Phase action,
/// and asking `cities_in` area by area built a list for each area.
fn city_union<R: Ruleset>(g: &G<R>, except: Option<Slot>) -> crate::games::acme::catalog::AreaSet {
    // Every slot's Cities in one board pass (the playability checks ask this for every hand).
    let cities = g.q().city_sets();
    g.st.order
        .iter()
        .filter(|&&x| Some(x) != except)
        .fold(0, |m, &x| m | cities[x.idx()])
}

fn quake_playable<R: Ruleset>(g: &G<R>, _s: Slot) -> bool {
    city_union(g, None) != 0
}

fn biblical_quake_declare<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step<Targets> {
    let opts = quake_targets(g);
    let a = g.ask_area(
        ctx,
        s,
        BIBLICAL_EARTHQUAKE,
        "a Land area with a City",
        TargetRole::new(Whose::Any, TargetKind::City, Effect::Harm),
        &opts,
    )?;
    let mut victims = cities_in(g, a);
    for n in land_neighbours(g, a) {
        victims.extend(cities_in(g, n));
    }
    Ok(area_target(s, a, victims))
}

/// Content #68: every City in the area is cut to 1 disk and the Stronghold cube there is removed;
/// then every City in each adjacent Land area loses 2 disks. Set aside until the End of Epoch.
fn biblical_quake_resolve<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, _s: Slot, t: &Targets) -> Step {
    let a = t.areas[0];
    let mut l = Losses::new(BIBLICAL_EARTHQUAKE);
    for x in cities_in(g, a) {
        let n = g.q().disks(x.faction(), a).saturating_sub(1);
        l.lose(g, ctx, x.faction(), a, n)?;
    }
    g.remove_stronghold(ctx, a);
    for n in land_neighbours(g, a) {
        for x in cities_in(g, n) {
            l.lose(g, ctx, x.faction(), n, 2)?;
        }
    }
    Ok(())
}

// ---- #69 Mountain of Gold, #70 Oasis, #71 Fishing Grounds ----

fn bonus_kind(id: CardId) -> (Terrain, SpecialCube) {
    match id.0 {
        69 => (Terrain::Mountain, SpecialCube::Gold),
        70 => (Terrain::Desert, SpecialCube::Oasis),
        _ => (Terrain::Sea, SpecialCube::Fishing),
    }
}

/// Vacant areas of the card's terrain: no disk of any Faction and no cube (G16).
fn bonus_targets<R: Ruleset>(g: &G<R>, id: CardId) -> Vec<AreaId> {
    terrain_areas(g, bonus_kind(id).0)
        .into_iter()
        .filter(|&a| {
            let ar = &g.st.areas[a.0 as usize];
            ar.is_empty() && ar.stronghold.is_none() && ar.cube.is_none()
        })
        .collect()
}

/// RB Investment cards with white disks: a disk of one's own available for placement and a vacant
/// area of the card's kind.
fn bonus_playable<R: Ruleset, const ID: u8>(g: &G<R>, s: Slot) -> bool {
    has_supply(g, s) && !bonus_targets(g, CardId(ID)).is_empty()
}

fn bonus_declare<R: Ruleset, const ID: u8>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step<Targets> {
    let id = CardId(ID);
    let opts = bonus_targets(g, id);
    let what = match bonus_kind(id).0 {
        Terrain::Mountain => "a vacant Mountain area",
        Terrain::Desert => "a vacant Desert area",
        _ => "a vacant Sea area",
    };
    let role = TargetRole::new(Whose::Any, TargetKind::Area, Effect::Place);
    let a = g.ask_area(ctx, s, id, what, role, &opts)?;
    Ok(Targets {
        areas: vec![a],
        ..Default::default()
    })
}

/// Content #69/#70/#71: 1 disk of the player's in the area, the card's coloured cube there, and the
/// card face up with its white disks (4 / 3 / 3) taken from the white supply. Reading
/// (docs/card-readings.md #69-#71): when the white supply is short the card takes what is left;
/// with none left it is discarded at once and no cube is placed (its legend: "discard it and
/// remove the cube when no white disks remain").
fn bonus_resolve<R: Ruleset, const ID: u8>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    s: Slot,
    t: &Targets,
) -> Step {
    let id = CardId(ID);
    let a = t.areas[0];
    g.place(ctx, s.faction(), a, 1);
    let (n, _) = g
        .cat
        .card(id)
        .investment
        .expect("bonus-area cards are Investments");
    let n = (n as u16).min(g.st.white_supply) as u8;
    if n == 0 {
        ctx.note(
            Some(s),
            g.text(|| {
                format!(
                    "No white disk is left for {}: it is discarded",
                    g.cat.card_name(id)
                )
            }),
            "RB Mina Limits",
        );
        return Ok(());
    }
    g.st.white_supply -= n as u16;
    g.st.area_mut(a).cube = Some(bonus_kind(id).1);
    g.st.civ_mut(s).table.push(TableCard {
        card: id,
        disks: n,
        area: Some(a),
        uses: 0,
        memo: Vec::new(),
    });
    ctx.note(
        Some(s),
        g.text(|| {
            format!(
                "{} marks {} with {} and {} white disks",
                g.q().civ_name(s),
                g.q().name(a),
                g.cat.card_name(id),
                n
            )
        }),
        super::card_rule(id),
    );
    Ok(())
}

/// Where a bonus-area card lies: the civilization whose table holds it, and its area.
fn bonus_card<R: Ruleset>(g: &G<R>, id: CardId) -> Option<(Slot, AreaId)> {
    g.st.slots().find_map(|x| {
        g.st.civ(x)
            .table_card(id)
            .and_then(|t| t.area)
            .map(|a| (x, a))
    })
}

/// Take a bonus-area card off the table with its cube; its remaining white disks go back to the
/// white supply.
fn bonus_discard<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, owner: Slot, id: CardId, a: AreaId) {
    g.scrap_investment(ctx, owner, id);
    g.st.area_mut(a).cube = None;
    ctx.note(
        None,
        g.text(|| format!("The {} cube leaves {}", g.cat.card_name(id), g.q().name(a))),
        super::card_rule(id),
    );
}

/// Strongholds Step, after the cubes (content #69-#71): each bonus-area card pays 1 white disk as
/// 1 mina to the civilization that Controls its area, whoever played the card (RB: "the
/// civilization controlling the area may harvest its benefit"); nobody is paid when no
/// civilization Controls it. Each payout is a use of the Investment: a negation window opens on
/// it (G14) and a negated use discards the card, its white disks and its cube. The card and its
/// cube go when the last white disk is paid.
pub(crate) fn strongholds_step_payouts<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx) -> Step {
    for id in BONUS_AREA_CARDS {
        let Some((owner, a)) = bonus_card(g, id) else {
            continue;
        };
        let Some(h) = g.st.areas[a.0 as usize].controller().and_then(|f| f.slot()) else {
            ctx.note(
                None,
                g.text(|| {
                    format!(
                        "No civilization Controls {}: {} pays nothing",
                        g.q().name(a),
                        g.cat.card_name(id)
                    )
                }),
                super::card_rule(id),
            );
            continue;
        };
        ctx.note(
            Some(h),
            g.text(|| {
                format!(
                    "{} harvests {} in {}",
                    g.q().civ_name(h),
                    g.cat.card_name(id),
                    g.q().name(a)
                )
            }),
            super::card_rule(id),
        );
        if g.negation_window(ctx, Link::investment(h, id))? {
            bonus_discard(g, ctx, owner, id, a);
            continue;
        }
        let left = {
            let t = g.st.civ_mut(owner).table_card_mut(id).expect("found above");
            t.disks -= 1;
            t.uses += 1;
            t.disks
        };
        g.st.white_supply += 1;
        g.gain_mina(ctx, h, 1);
        if left == 0 {
            bonus_discard(g, ctx, owner, id, a);
        }
    }
    Ok(())
}

// ---- #72 Famine & Pestilence ----

fn opposing_city_areas<R: Ruleset>(g: &G<R>, s: Slot) -> Vec<AreaId> {
    crate::games::acme::catalog::iter_set(city_union(g, Some(s))).collect()
}

fn famine_playable<R: Ruleset>(g: &G<R>, s: Slot) -> bool {
    city_union(g, Some(s)) != 0
}

fn famine_declare<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step<Targets> {
    let opts = opposing_city_areas(g, s);
    let a = g.ask_area(
        ctx,
        s,
        FAMINE,
        "an opposing City",
        TargetRole::new(Whose::Opposing, TargetKind::City, Effect::Harm),
        &opts,
    )?;
    let owners: Vec<Slot> = cities_in(g, a).into_iter().filter(|&x| x != s).collect();
    let v = g.ask_slot(
        ctx,
        s,
        FAMINE,
        "whose City",
        TargetRole::new(Whose::Opposing, TargetKind::Civ, Effect::Harm),
        &owners,
    )?;
    Ok(Targets {
        areas: vec![a],
        slots: vec![v],
        affects: slot_bit(v),
        harms: slot_bit(v),
        ..Default::default()
    })
}

/// Content #72: 2 disks leave the City; then its owner loses 1 disk from each of its other Cities
/// in adjacent Land areas.
fn famine_resolve<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, _s: Slot, t: &Targets) -> Step {
    let (a, v) = (t.areas[0], t.slots[0]);
    let mut l = Losses::new(FAMINE);
    l.lose(g, ctx, v.faction(), a, 2)?;
    for n in land_neighbours(g, a) {
        if g.q().is_city(v, n) {
            l.lose(g, ctx, v.faction(), n, 1)?;
        }
    }
    Ok(())
}

// ---- #73 Pirate Raid ----

/// The Sea areas a Pirate Raid may strike: those that count (`Ruleset::counted_seas`: every Sea
/// area for ACME; ACIS's Pirates #73 says "shallow sea area").
fn pirate_seas<R: Ruleset>(g: &G<R>) -> AreaSet {
    g.cat.board.terrain_set(Terrain::Sea) & R::counted_seas(g.cat)
}

fn pirate_targets<R: Ruleset>(g: &G<R>, s: Slot) -> Vec<AreaId> {
    iter_set(pirate_seas(g) & g.q().playable_set())
        .filter(|&a| has_other_civ(g, s, a))
        .collect()
}

fn pirate_playable<R: Ruleset>(g: &G<R>, s: Slot) -> bool {
    // `pirate_targets` is not empty, as set arithmetic (asked at every Card Phase action).
    let any = pirate_seas(g) & civ_occupied_set(g, Some(s)) != 0;
    // The same answer as the target list (checked in debug builds: the tests, the fuzz run).
    debug_assert_eq!(any, !pirate_targets(g, s).is_empty(), "pirate_playable");
    any
}

/// Opposing civilizations occupying a Land area next to the Sea area (they lose a mina).
fn coast_dwellers<R: Ruleset>(g: &G<R>, s: Slot, a: AreaId) -> Vec<Slot> {
    let coast = land_neighbours(g, a);
    g.st.order
        .iter()
        .copied()
        .filter(|&x| x != s && coast.iter().any(|&n| g.q().occupies(x.faction(), n)))
        .collect()
}

fn pirate_declare<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step<Targets> {
    let opts = pirate_targets(g, s);
    let a = g.ask_area(
        ctx,
        s,
        PIRATE_RAID,
        "a Sea area with an opposing civilization's disk",
        TargetRole::new(Whose::Opposing, TargetKind::Sea, Effect::Harm),
        &opts,
    )?;
    let mut victims = civs_in(g, a);
    victims.extend(
        coast_dwellers(g, s, a)
            .into_iter()
            .filter(|&x| g.st.civ(x).treasury > 0),
    );
    Ok(area_target(s, a, victims))
}

/// Content #73: every opposing civilization in the Sea area loses 1 disk; Barbarians are added
/// there up to 2 (G3: when the black supply is empty the player may take Barbarian disks from
/// other areas); then every opposing civilization on an adjacent Land area loses 1 mina.
fn pirate_resolve<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, t: &Targets) -> Step {
    let a = t.areas[0];
    let mut l = Losses::new(PIRATE_RAID);
    for x in civs_in(g, a) {
        if x != s {
            l.lose(g, ctx, x.faction(), a, 1)?;
        }
    }
    barbarians_up_to(g, ctx, s, PIRATE_RAID, a, 2)?;
    for x in coast_dwellers(g, s, a) {
        if g.spend_mina(ctx, x, 1) > 0 {
            ctx.note(
                Some(x),
                g.text(|| {
                    format!(
                        "{} loses 1 {} to the pirates",
                        g.q().civ_name(x),
                        R::CURRENCY
                    )
                }),
                "Card #73",
            );
        }
    }
    Ok(())
}

/// Add Barbarian disks to `a` until it holds `target` of them. When the black supply is empty the
/// card's player may take Barbarian disks from any other area, or stop (G3, RB Barbarian Limits).
pub(crate) fn barbarians_up_to<R: Ruleset>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    s: Slot,
    card: CardId,
    a: AreaId,
    target: u8,
) -> Step {
    loop {
        if g.q().disks(Faction::BARBARIANS, a) >= target {
            return Ok(());
        }
        if g.st.barbarian_supply == 0 {
            let donors: Vec<AreaId> = g
                .q()
                .playable_areas()
                .filter(|&x| x != a && g.q().occupies(Faction::BARBARIANS, x))
                .collect();
            if donors.is_empty() {
                return Ok(());
            }
            let mut opts: Vec<Action> = donors.iter().map(|&x| Action::Area(x)).collect();
            opts.push(Action::Done);
            let d = Decision::new(
                s,
                Ask::Target {
                    card,
                    what: "an area to take a Barbarian disk from".into(),
                    role: TargetRole::new(Whose::Barbarian, TargetKind::Disks, Effect::Take),
                },
                g.text(|| format!(
                    "{}: the black supply is empty - take a Barbarian disk from another area for {}, or stop",
                    g.q().civ_name(s),
                    g.q().name(a)
                )),
                "G3 / RB Barbarian (Black Disk) Limits",
                opts,
            );
            match ctx.ask(g.st, d)? {
                Action::Area(x) => {
                    g.take_off(ctx, Faction::BARBARIANS, x, 1);
                }
                _ => return Ok(()),
            }
        }
        g.place_unlimited(ctx, Faction::BARBARIANS, a, 1);
    }
}

// ---- #74 Murrain ----

fn murrain_playable<R: Ruleset>(g: &G<R>, s: Slot) -> bool {
    any_victim_in_terrain(g, s, Terrain::Plain)
}

/// Content #74 Murrain as a card of the same pattern: card `ID` strikes 1 disk in each of up to
/// `MAX` Plain areas of one opposing civilization (its player picks them), then takes `FEE` of its
/// mina. ACME's Murrain is `<74, 3, 1>`; ACIS's cards of this text are their own numbers (ACIS's
/// Cattle Plague, Plague of Locusts: every ACIS land area is Plain, D5).
pub fn murrain<R: Ruleset, const ID: u8, const MAX: usize, const FEE: u16>() -> CardPhaseImpl<R> {
    CardPhaseImpl {
        playable: murrain_playable,
        declare: murrain_declare::<R, ID, MAX>,
        resolve: murrain_resolve::<R, ID, FEE>,
    }
}

fn murrain_declare<R: Ruleset, const ID: u8, const MAX: usize>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    s: Slot,
) -> Step<Targets> {
    let victims = victims_in_terrain(g, s, Terrain::Plain);
    let v = g.ask_slot(
        ctx,
        s,
        CardId(ID),
        "the civilization whose herds die",
        TargetRole::new(Whose::Opposing, TargetKind::Civ, Effect::Harm),
        &victims,
    )?;
    let opts = occupied_of(g, v, Terrain::Plain);
    let areas = pick_areas(
        g,
        ctx,
        s,
        CardId(ID),
        "a Plain area of the victim",
        &opts,
        MAX,
    )?;
    Ok(Targets {
        areas,
        slots: vec![v],
        affects: slot_bit(v),
        harms: slot_bit(v),
        ..Default::default()
    })
}

/// Content #74: the victim loses 1 disk in each of up to 3 of its Plain areas (the player picks
/// them), then 1 mina (never offset); `FEE` mina for another card of the pattern ([`murrain`]).
fn murrain_resolve<R: Ruleset, const ID: u8, const FEE: u16>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    _s: Slot,
    t: &Targets,
) -> Step {
    let v = t.slots[0];
    let mut l = Losses::new(CardId(ID));
    for &a in &t.areas {
        l.lose(g, ctx, v.faction(), a, 1)?;
    }
    if FEE > 0 {
        g.spend_mina(ctx, v, FEE);
    }
    Ok(())
}

// ---- #75 40 Days & 40 Nights ----

/// Content #75 40 Days & 40 Nights as a card of the same pattern: card `ID` floods a chain of up
/// to `CHAIN` areas, Fertile ones when `FERTILE`, else any land areas. ACME's card is
/// `<75, 6, true>`; ACIS's Deluge #71 is `<71, 4, false>` (content-acis #71: "a chain of up to 4
/// land areas").
pub fn forty_days<R: Ruleset, const ID: u8, const CHAIN: usize, const FERTILE: bool>()
-> CardPhaseImpl<R> {
    CardPhaseImpl {
        playable: forty_days_playable::<R, FERTILE>,
        declare: forty_days_declare::<R, ID, CHAIN, FERTILE>,
        resolve: forty_days_resolve::<R, ID>,
    }
}

/// The areas a flood may reach: the playable Fertile areas, or every playable land area.
fn flood_areas<R: Ruleset, const FERTILE: bool>(g: &G<R>) -> Vec<AreaId> {
    if FERTILE {
        terrain_areas(g, Terrain::Fertile)
    } else {
        iter_set(g.cat.board.land & g.q().playable_set()).collect()
    }
}

fn forty_days_playable<R: Ruleset, const FERTILE: bool>(g: &G<R>, _s: Slot) -> bool {
    flood_areas::<R, FERTILE>(g)
        .into_iter()
        .any(|a| has_civ(g, a))
}

/// The chain (content #75): a source area, then up to `CHAIN` - 1 more, each adjacent to one
/// already chosen.
fn forty_days_declare<R: Ruleset, const ID: u8, const CHAIN: usize, const FERTILE: bool>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    s: Slot,
) -> Step<Targets> {
    let fertile = flood_areas::<R, FERTILE>(g);
    let kind = if FERTILE { "Fertile" } else { "land" };
    let source = g.ask_area(
        ctx,
        s,
        CardId(ID),
        format!("the {kind} area where the flood begins"),
        TargetRole::new(Whose::Any, TargetKind::Area, Effect::Harm),
        &fertile,
    )?;
    let mut chain = vec![source];
    while chain.len() < CHAIN {
        let q = g.q();
        let next: Vec<AreaId> = fertile
            .iter()
            .copied()
            .filter(|&a| {
                !chain.contains(&a)
                    && chain
                        .iter()
                        .any(|&c| q.neighbour_set(c) & crate::games::acme::catalog::bit(a) != 0)
            })
            .collect();
        if next.is_empty() {
            break;
        }
        match g.ask_area_or_done(
            ctx,
            s,
            CardId(ID),
            format!("a {kind} area next to the flood"),
            TargetRole::new(Whose::Any, TargetKind::Area, Effect::Harm),
            &next,
        )? {
            Some(a) => chain.push(a),
            None => break,
        }
    }
    let mut m = 0;
    for &a in &chain {
        for x in civs_in(g, a) {
            if x != s && g.q().disks(x.faction(), a) >= 2 {
                m |= slot_bit(x);
            }
        }
    }
    Ok(Targets {
        areas: chain,
        affects: m,
        harms: m,
        ..Default::default()
    })
}

/// Content #75: in every flooded area each Faction keeps at most 1 disk. Set aside until the End
/// of Epoch.
fn forty_days_resolve<R: Ruleset, const ID: u8>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    _s: Slot,
    t: &Targets,
) -> Step {
    let mut l = Losses::new(CardId(ID));
    for &a in &t.areas {
        for f in factions_in(g, a) {
            let n = g.q().disks(f, a).saturating_sub(1);
            l.lose(g, ctx, f, a, n)?;
        }
    }
    Ok(())
}

// ---- #76 Biblical Plague ----

fn enemy_cities<R: Ruleset>(g: &G<R>, s: Slot) -> Vec<AreaId> {
    opposing_city_areas(g, s)
}

fn plague_playable<R: Ruleset>(g: &G<R>, s: Slot) -> bool {
    city_union(g, Some(s)) != 0
}

fn plague_declare<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step<Targets> {
    let cities = enemy_cities(g, s);
    let a = g.ask_area(
        ctx,
        s,
        BIBLICAL_PLAGUE,
        "an opposing City",
        TargetRole::new(Whose::Opposing, TargetKind::City, Effect::StrikeAround),
        &cities,
    )?;
    let victims: Vec<Slot> =
        g.st.slots()
            .filter(|&x| x != s && g.q().is_city(x, a))
            .collect();
    let v = g.ask_slot(
        ctx,
        s,
        BIBLICAL_PLAGUE,
        "whose City",
        TargetRole::new(Whose::Opposing, TargetKind::Civ, Effect::Harm),
        &victims,
    )?;
    let mut t = Targets {
        areas: vec![a],
        slots: vec![v],
        ..Default::default()
    };
    // Everyone with disks in or next to the City is touched.
    let q = g.q();
    for x in g.st.slots() {
        if q.occupies(x.faction(), a) || q.neighbours(a).any(|n| q.occupies(x.faction(), n)) {
            t.affects |= slot_bit(x);
        }
    }
    t.harms = t.affects;
    Ok(t)
}

/// Content #76 (PB example action 2): the City is cut to a single disk, then each adjacent area
/// loses one disk of each Faction present (the player's own and Barbarians included). Each loss
/// may be paid with a mina or a card (G1), victims deciding in Turn Order; Hattusha loses at most
/// one disk to the card.
fn plague_resolve<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, _s: Slot, t: &Targets) -> Step {
    let (a, v) = (t.areas[0], t.slots[0]);
    let mut l = Losses::new(BIBLICAL_PLAGUE);
    let cut = g.q().disks(v.faction(), a).saturating_sub(1);
    l.lose(g, ctx, v.faction(), a, cut)?;
    let neighbours: Vec<AreaId> = g.q().neighbours(a).collect();
    for n in neighbours {
        for f in factions_in(g, n) {
            l.lose(g, ctx, f, n, 1)?;
        }
    }
    Ok(())
}

// ---- #77 Fire and Brimstone ----

/// The areas Fire and Brimstone may strike: a City of a civilization in play, no Homeland block
/// (ACIS's Tsunami #77, its port, keeps the coastal ones of them).
pub fn brimstone_set<R: Ruleset>(g: &G<R>) -> crate::games::acme::catalog::AreaSet {
    city_union(g, None) & !g.q().active_homelands()
}

fn brimstone_targets<R: Ruleset>(g: &G<R>) -> Vec<AreaId> {
    crate::games::acme::catalog::iter_set(brimstone_set(g)).collect()
}

fn brimstone_playable<R: Ruleset>(g: &G<R>, _s: Slot) -> bool {
    brimstone_set(g) != 0
}

fn brimstone_declare<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step<Targets> {
    let opts = brimstone_targets(g);
    brimstone_declare_in(
        g,
        ctx,
        s,
        "a Land area with a City and no Homeland block",
        &opts,
    )
}

/// Fire and Brimstone's question, among `opts` (described as `what`): the area, and every
/// civilization there as harmed. ACIS's Tsunami #77 asks it among its coastal areas.
pub fn brimstone_declare_in<R: Ruleset>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    s: Slot,
    what: &'static str,
    opts: &[AreaId],
) -> Step<Targets> {
    let a = g.ask_area(
        ctx,
        s,
        FIRE_AND_BRIMSTONE,
        what,
        TargetRole::new(Whose::Any, TargetKind::City, Effect::Harm),
        opts,
    )?;
    Ok(area_target(s, a, civs_in(g, a)))
}

/// Content #77 (review R19): every disk of every Faction and the Stronghold cube leave the area;
/// then each civilization that had a City there loses 1 VP (a kept disk does not save the VP).
/// Set aside until the End of Epoch.
fn brimstone_resolve<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, _s: Slot, t: &Targets) -> Step {
    let a = t.areas[0];
    let had_city = cities_in(g, a);
    let mut l = Losses::new(FIRE_AND_BRIMSTONE);
    for f in factions_in(g, a) {
        let n = g.q().disks(f, a);
        l.lose(g, ctx, f, a, n)?;
    }
    g.remove_stronghold(ctx, a);
    for x in had_city {
        g.lose_vp(ctx, x, 1, "Card #77 Fire and Brimstone");
    }
    Ok(())
}

// ---- #78 Eclipse ----

fn eclipse_victims<R: Ruleset>(g: &G<R>, s: Slot) -> Vec<Slot> {
    g.st.order
        .iter()
        .copied()
        .filter(|&x| x != s && !g.st.civ(x).hand.is_empty())
        .collect()
}

fn eclipse_playable<R: Ruleset>(g: &G<R>, s: Slot) -> bool {
    !eclipse_victims(g, s).is_empty()
}

fn eclipse_declare<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step<Targets> {
    let victims = eclipse_victims(g, s);
    let v = g.ask_slot(
        ctx,
        s,
        ECLIPSE,
        "the civilization whose court the omen shakes",
        TargetRole::new(Whose::Opposing, TargetKind::Civ, Effect::Harm),
        &victims,
    )?;
    Ok(Targets {
        slots: vec![v],
        affects: slot_bit(v),
        harms: slot_bit(v),
        ..Default::default()
    })
}

/// Content #78: the victim discards 2 cards at random (all it has if fewer), with the game's
/// seeded generator (G6).
fn eclipse_resolve<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, _s: Slot, t: &Targets) -> Step {
    let v = t.slots[0];
    for _ in 0..2 {
        let len = g.st.civ(v).hand.len();
        if len == 0 {
            break;
        }
        let i = g.random(len);
        let c = g.st.civ(v).hand[i];
        g.discard_from_hand(ctx, v, c);
    }
    Ok(())
}
