//! Politics and Barbarian cards (79-88). Every card is a Card Phase action; each follows its
//! content-v1 record (targeting = playability, G4; effect in printed order; legend: discard).

use super::events::{BORROW, add_barbarians, fill_barbarians};
use crate::games::acme::ruleset::Ruleset;

/// Rebellion's Barbarian disks borrowed from the map: an NPC takes them where the revolt hurts
/// most (N1.4.10), as it aims the Rebellion itself.
const REBELS_BORROWED: TargetRole =
    TargetRole::new(Whose::Barbarian, TargetKind::Disks, Effect::Revolt);
use super::{CardPhaseImpl, Targets};
use crate::games::acme::catalog::{AreaId, AreaSet, CardId, LegendKind, Terrain, bit, iter_set};
use crate::games::acme::decision::{Action, Ask, Decision};
use crate::games::acme::decision::{Effect, TargetKind, TargetRole, Whose};
use crate::games::acme::event::Event;
use crate::games::acme::g::G;
use crate::games::acme::losses::{LossMemo, LossRules};
use crate::games::acme::proc::{Ctx, Step};
use crate::games::acme::state::slot_bit;
use crate::games::acme::state::{Faction, Slot};

pub(crate) const TAX_REVOLT: CardId = CardId(79);
pub(crate) const REBELLION: CardId = CardId(80);
pub(crate) const CORRUPTION: CardId = CardId(81);
pub(crate) const NEPOTISM: CardId = CardId(82);
pub(crate) const PALACE_INTRIGUE: CardId = CardId(83);
pub(crate) const BARBARIAN_MIGRATION: CardId = CardId(84);
pub(crate) const HABIRU_BANDS: CardId = CardId(85);
pub(crate) const MOUNTAIN_FORT: CardId = CardId(86);
pub(crate) const CIVIL_WAR: CardId = CardId(87);
pub(crate) const ROYAL_ROADS: CardId = CardId(88);

pub(crate) fn card_phase<R: Ruleset>(id: u8) -> Option<CardPhaseImpl<R>> {
    Some(match id {
        79 => CardPhaseImpl {
            playable: tax_playable,
            declare: tax_declare,
            resolve: tax_resolve,
        },
        80 => CardPhaseImpl {
            playable: rebellion_playable,
            declare: rebellion_declare,
            resolve: rebellion_resolve,
        },
        81 => CardPhaseImpl {
            playable: corruption_playable,
            declare: corruption_declare,
            resolve: corruption_resolve,
        },
        82 => CardPhaseImpl {
            playable: has_opponent,
            declare: nepotism_declare,
            resolve: nepotism_resolve,
        },
        83 => palace_intrigue::<R, 83>(),
        84 => CardPhaseImpl {
            playable: migration_playable,
            declare: migration_declare,
            resolve: migration_resolve,
        },
        85 => CardPhaseImpl {
            playable: habiru_playable,
            declare: habiru_declare,
            resolve: habiru_resolve,
        },
        86 => CardPhaseImpl {
            playable: fort_playable,
            declare: fort_declare,
            resolve: fort_resolve,
        },
        87 => CardPhaseImpl {
            playable: civil_war_playable,
            declare: civil_war_declare,
            resolve: civil_war_resolve,
        },
        88 => CardPhaseImpl {
            playable: roads_playable,
            declare: roads_declare,
            resolve: roads_resolve,
        },
        _ => return None,
    })
}

/// Every opposing civilization (G7: Barbarians excluded).
fn opponents<R: Ruleset>(g: &G<R>, s: Slot) -> Vec<Slot> {
    g.st.order.iter().copied().filter(|&x| x != s).collect()
}

// The `playable` tests below answer "is the target list non-empty?" without building the list:
// the Card Phase asks them for every card in hand at every action (random play: thousands of
// times a game), and the list is only needed once the card is played.

/// [`opponents`] is not empty.
fn has_opponent<R: Ruleset>(g: &G<R>, s: Slot) -> bool {
    let any = g.st.order.iter().any(|&x| x != s);
    // The same answer as the target list (checked in debug builds: the tests, the fuzz run).
    debug_assert_eq!(any, !opponents(g, s).is_empty(), "has_opponent");
    any
}

fn one_victim(v: Slot) -> Targets {
    Targets {
        slots: vec![v],
        affects: slot_bit(v),
        harms: slot_bit(v),
        ..Default::default()
    }
}

// ---- #79 Tax Revolt ----

fn tax_victims<R: Ruleset>(g: &G<R>, s: Slot) -> Vec<Slot> {
    opponents(g, s)
        .into_iter()
        .filter(|&x| g.st.civ(x).treasury >= 3)
        .collect()
}

/// [`tax_victims`] is not empty.
fn tax_playable<R: Ruleset>(g: &G<R>, s: Slot) -> bool {
    let any =
        g.st.order
            .iter()
            .any(|&x| x != s && g.st.civ(x).treasury >= 3);
    // The same answer as the target list (checked in debug builds: the tests, the fuzz run).
    debug_assert_eq!(any, !tax_victims(g, s).is_empty(), "tax_playable");
    any
}

fn tax_declare<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step<Targets> {
    let v = g.ask_slot(
        ctx,
        s,
        TAX_REVOLT,
        "an opposing civilization holding 3 or more mina",
        TargetRole::new(Whose::Opposing, TargetKind::Civ, Effect::Harm),
        &tax_victims(g, s),
    )?;
    Ok(one_victim(v))
}

/// Content #79: the target loses half of its mina, rounded up (counted when the card resolves).
fn tax_resolve<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, _s: Slot, t: &Targets) -> Step {
    let v = t.slots[0];
    let n = g.st.civ(v).treasury.div_ceil(2);
    g.spend_mina(ctx, v, n);
    ctx.note(
        Some(v),
        g.text(|| {
            format!(
                "Tax Revolt: {} loses {} {}",
                g.q().civ_name(v),
                n,
                R::CURRENCY
            )
        }),
        "Card #79",
    );
    Ok(())
}

// ---- #80 Rebellion ----

/// An iterator, so that playability stops at the first area (it is asked for every hand).
fn rebellion_areas<'g, R: Ruleset>(g: &'g G<R>, s: Slot) -> impl Iterator<Item = AreaId> + 'g {
    crate::games::acme::catalog::iter_set(g.q().playable_set() & g.cat.board.land).filter(
        move |&a| {
            let q = g.q();
            g.st.slots().any(|x| x != s && q.occupies(x.faction(), a))
        },
    )
}

fn rebellion_playable<R: Ruleset>(g: &G<R>, s: Slot) -> bool {
    rebellion_areas(g, s).next().is_some()
}

fn rebellion_declare<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step<Targets> {
    let areas: Vec<AreaId> = rebellion_areas(g, s).collect();
    let a = g.ask_area(
        ctx,
        s,
        REBELLION,
        "a Land area to rise in rebellion",
        TargetRole::new(Whose::Opposing, TargetKind::Area, Effect::Revolt),
        &areas,
    )?;
    let victims: Vec<Slot> =
        g.st.slots()
            .filter(|&x| x != s && g.q().occupies(x.faction(), a))
            .collect();
    let v = g.ask_slot(
        ctx,
        s,
        REBELLION,
        "the civilization that rebels lose",
        TargetRole::new(Whose::Opposing, TargetKind::Civ, Effect::Harm),
        &victims,
    )?;
    Ok(Targets {
        areas: vec![a],
        slots: vec![v],
        affects: slot_bit(v),
        harms: slot_bit(v),
        ..Default::default()
    })
}

/// Content #80 (decision Q4, PB example action 5): every disk of the chosen civilization there is
/// replaced by a Barbarian disk; a disk kept with a mina or a card is not replaced (G2; replaced
/// under [`Ruleset::KEPT_DISK_REPLACED`], ACIS's Rebellion #80, AG2); only when
/// the civilization has no disk left there are Barbarians topped up to 4 (2 in a Desert). Barbarian
/// placements respect the stacking limit (G3) and may borrow black disks from the map when the
/// supply is empty (G3, RB Barbarian Limits).
fn rebellion_resolve<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, t: &Targets) -> Step {
    let (a, v) = (t.areas[0], t.slots[0]);
    let mut memo = LossMemo::default();
    let n = g.q().disks(v.faction(), a);
    for _ in 0..n {
        if g.lose_one(ctx, v.faction(), a, LossRules::card(REBELLION), &mut memo)?
            .replaced::<R>()
        {
            add_barbarians(g, ctx, s, REBELLION, REBELS_BORROWED, a, 1, bit(a))?;
        }
    }
    if g.q().disks(v.faction(), a) == 0 {
        let cap = g.q().growth_limit(Faction::BARBARIANS, a);
        fill_barbarians(g, ctx, s, REBELLION, REBELS_BORROWED, a, cap, bit(a))?;
    }
    Ok(())
}

// ---- #81 Corruption ----

fn corruption_victims<R: Ruleset>(g: &G<R>, s: Slot) -> Vec<Slot> {
    opponents(g, s)
        .into_iter()
        .filter(|&x| g.q().cities(x) >= 2)
        .collect()
}

/// [`corruption_victims`] is not empty (every slot's Cities from one board pass).
fn corruption_playable<R: Ruleset>(g: &G<R>, s: Slot) -> bool {
    let any = {
        let cities = g.q().city_sets();
        g.st.order
            .iter()
            .any(|&x| x != s && cities[x.idx()].count_ones() >= 2)
    };
    // The same answer as the target list (checked in debug builds: the tests, the fuzz run).
    debug_assert_eq!(
        any,
        !corruption_victims(g, s).is_empty(),
        "corruption_playable"
    );
    any
}

fn corruption_declare<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step<Targets> {
    let v = g.ask_slot(
        ctx,
        s,
        CORRUPTION,
        "an opposing civilization with at least 2 Cities",
        TargetRole::new(Whose::Opposing, TargetKind::Civ, Effect::Harm),
        &corruption_victims(g, s),
    )?;
    Ok(one_victim(v))
}

/// Content #81: 1 mina per 2 Cities (rounded up, at most 3); each mina it cannot pay is a random
/// card from its hand instead (G6).
fn corruption_resolve<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, _s: Slot, t: &Targets) -> Step {
    let v = t.slots[0];
    let n = g.q().cities(v).div_ceil(2).min(3);
    for _ in 0..n {
        if g.spend_mina(ctx, v, 1) == 0 {
            discard_random(g, ctx, v);
        }
    }
    Ok(())
}

/// Discard one card at random from a hand (G6); nothing if the hand is empty.
fn discard_random<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, v: Slot) {
    let len = g.st.civ(v).hand.len();
    if len > 0 {
        let i = g.random(len);
        let c = g.st.civ(v).hand[i];
        g.discard_from_hand(ctx, v, c);
    }
}

// ---- #82 Nepotism ----

/// Investment cards carrying the civilization's own disks (not white-disk bonus areas, not
/// lasting cards).
fn own_investments<R: Ruleset>(g: &G<R>, v: Slot) -> Vec<CardId> {
    g.st.civ(v)
        .table
        .iter()
        .filter(|t| t.area.is_none() && g.cat.card(t.card).legend == LegendKind::Investment)
        .map(|t| t.card)
        .collect()
}

fn nepotism_declare<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step<Targets> {
    let v = g.ask_slot(
        ctx,
        s,
        NEPOTISM,
        "an opposing civilization",
        TargetRole::new(Whose::Opposing, TargetKind::Civ, Effect::Harm),
        &opponents(g, s),
    )?;
    let mut t = one_victim(v);
    let inv = own_investments(g, v);
    if !inv.is_empty() {
        let opts = inv.iter().map(|&c| Action::Card(c)).collect();
        let d = Decision::new(
            s,
            Ask::Target {
                card: NEPOTISM,
                what: "the Investment card to discard".into(),
                role: TargetRole::new(Whose::Opposing, TargetKind::Card, Effect::Discard),
            },
            g.text(|| {
                format!(
                    "{}: Nepotism - choose the Investment card of {} to discard",
                    g.q().civ_name(s),
                    g.q().civ_name(v)
                )
            }),
            "Card #82",
            opts,
        );
        if let Action::Card(c) = ctx.ask(g.st, d)? {
            t.cards.push(c);
        }
    }
    Ok(t)
}

/// Content #82: the chosen Investment is discarded and its disks go back to its owner's Supply; a
/// civilization with none in play discards a random card from its hand instead.
fn nepotism_resolve<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, _s: Slot, t: &Targets) -> Step {
    let v = t.slots[0];
    match t.cards.first() {
        Some(&c) if g.st.civ(v).table_card(c).is_some() => g.scrap_investment(ctx, v, c),
        Some(_) => {}
        None => discard_random(g, ctx, v),
    }
    Ok(())
}

// ---- #83 Palace Intrigue ----

/// Content #83 Palace Intrigue as card `ID` (ACIS's Palace Intrigue #86 has its text): its effect,
/// whose questions and notes name card `ID`.
pub fn palace_intrigue<R: Ruleset, const ID: u8>() -> CardPhaseImpl<R> {
    CardPhaseImpl {
        playable: has_opponent,
        declare: intrigue_declare::<R, ID>,
        resolve: intrigue_resolve::<R, ID>,
    }
}

fn intrigue_declare<R: Ruleset, const ID: u8>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    s: Slot,
) -> Step<Targets> {
    let v = g.ask_slot(
        ctx,
        s,
        CardId(ID),
        "the civilization whose Turn Order marker moves",
        TargetRole::new(Whose::Opposing, TargetKind::Civ, Effect::Harm),
        &opponents(g, s),
    )?;
    let n = g.st.order.len() as u16;
    let d = Decision::new(
        s,
        Ask::TurnOrderSpace,
        g.text(|| {
            format!(
                "{}: Palace Intrigue - which Turn Order space for {}?",
                g.q().civ_name(s),
                g.q().civ_name(v)
            )
        }),
        super::card_rule(CardId(ID)),
        (1..=n).map(Action::Number).collect(),
    )
    .for_card(CardId(ID));
    let Action::Number(space) = ctx.ask(g.st, d)? else {
        unreachable!()
    };
    let mut t = one_victim(v);
    t.harms = 0;
    t.number = space;
    Ok(t)
}

/// Content #83: the target's marker goes to the chosen space, the others keep their relative
/// order; in the Card Phase the new order applies from the next round of actions (a pending order
/// picked up by the Card Phase, see `cardphase`).
fn intrigue_resolve<R: Ruleset, const ID: u8>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    _s: Slot,
    t: &Targets,
) -> Step {
    let v = t.slots[0];
    let mut order =
        g.st.pending_order
            .clone()
            .unwrap_or_else(|| g.st.order.clone());
    order.retain(|&x| x != v);
    let at = (t.number as usize).saturating_sub(1).min(order.len());
    order.insert(at, v);
    ctx.note(
        Some(v),
        g.text(|| {
            format!(
                "Palace Intrigue: {} moves to Turn Order space {} from the next round",
                g.q().civ_name(v),
                at + 1
            )
        }),
        super::card_rule(CardId(ID)),
    );
    if crate::games::acme::event::Phase::Card == g.st.flow.phase() {
        g.st.pending_order = Some(order);
    } else {
        g.st.order = order.clone();
        ctx.emit(|| Event::TurnOrder { order });
    }
    Ok(())
}

// ---- #84 Barbarian Migration ----

/// Land areas adjacent to a Land area holding Barbarians, with room for Barbarian disks.
fn migration_areas<R: Ruleset>(g: &G<R>, exclude: &[AreaId]) -> Vec<AreaId> {
    let q = g.q();
    let sources: AreaSet = q
        .playable_areas()
        .filter(|&a| q.is_land(a) && q.occupies(Faction::BARBARIANS, a))
        .fold(0, |m, a| m | bit(a));
    // The areas next to a source, as one set (instead of a walk over the sources per area: this
    // list is rebuilt for each of the three choices and on every re-run of the step).
    let near: AreaSet = iter_set(sources).fold(0, |m, x| m | q.neighbour_set(x));
    q.playable_areas()
        .filter(|&a| {
            q.is_land(a)
                && !exclude.contains(&a)
                && q.disks(Faction::BARBARIANS, a) < q.growth_limit(Faction::BARBARIANS, a)
                && near & bit(a) != 0
        })
        .collect()
}

fn migration_playable<R: Ruleset>(g: &G<R>, _s: Slot) -> bool {
    let q = g.q();
    q.playable_areas()
        .any(|a| q.is_land(a) && q.occupies(Faction::BARBARIANS, a))
}

/// Up to 3 different Land areas, each next to a Land area that held Barbarians when the card was
/// played (checked against the map before any placement, G3).
fn migration_declare<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step<Targets> {
    let mut t = Targets::default();
    while t.areas.len() < 3 {
        let opts = migration_areas(g, &t.areas);
        if opts.is_empty() {
            break;
        }
        match g.ask_area_or_done(
            ctx,
            s,
            BARBARIAN_MIGRATION,
            "a Land area the Barbarians migrate into",
            TargetRole::new(Whose::Any, TargetKind::Area, Effect::Harm),
            &opts,
        )? {
            Some(a) => t.areas.push(a),
            None => break,
        }
    }
    for x in g.st.slots() {
        if t.areas.iter().any(|&a| g.q().occupies(x.faction(), a)) {
            t.affects |= slot_bit(x);
        }
    }
    Ok(t)
}

/// Content #84: 2 Barbarian disks in each chosen area (stacking 4, 2 in a Desert).
fn migration_resolve<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, t: &Targets) -> Step {
    let filling = t.areas.iter().fold(0, |m, &a| m | bit(a));
    for &a in &t.areas {
        add_barbarians(g, ctx, s, BARBARIAN_MIGRATION, BORROW, a, 2, filling)?;
    }
    Ok(())
}

// ---- #85 Habiru Bands ----

/// Land areas holding 3 or more Barbarian disks, in north-east to south-west order.
fn habiru_sources<R: Ruleset>(g: &G<R>) -> Vec<AreaId> {
    let q = g.q();
    let mut v: Vec<AreaId> = q
        .playable_areas()
        .filter(|&a| q.is_land(a) && q.disks(Faction::BARBARIANS, a) >= 3)
        .collect();
    v.sort_by_key(|&a| g.cat.board.area(a).ne_sw_rank);
    v
}

/// [`habiru_sources`] is not empty.
fn habiru_playable<R: Ruleset>(g: &G<R>, _s: Slot) -> bool {
    let any = {
        let q = g.q();
        q.playable_areas()
            .any(|a| q.is_land(a) && q.disks(Faction::BARBARIANS, a) >= 3)
    };
    // The same answer as the target list (checked in debug builds: the tests, the fuzz run).
    debug_assert_eq!(any, !habiru_sources(g).is_empty(), "habiru_playable");
    any
}

fn habiru_declare<R: Ruleset>(g: &mut G<R>, _ctx: &mut Ctx, _s: Slot) -> Step<Targets> {
    let areas = habiru_sources(g);
    let mut t = Targets {
        areas,
        ..Default::default()
    };
    for x in g.st.slots() {
        if t.areas.iter().any(|&a| {
            g.q()
                .neighbours(a)
                .any(|n| g.q().is_land(n) && g.q().occupies(x.faction(), n))
        }) {
            t.affects |= slot_bit(x);
        }
    }
    Ok(t)
}

/// Content #85: each source (fixed when the card is played), in north-east to south-west order,
/// sends 1 Barbarian disk into each adjacent Land area while keeping at least 1; a neighbour at its
/// Barbarian stacking limit takes nothing; when the source cannot feed every neighbour, the card's
/// player chooses which ones.
fn habiru_resolve<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, t: &Targets) -> Step {
    for &src in &t.areas {
        let spare = g.q().disks(Faction::BARBARIANS, src).saturating_sub(1);
        let q = g.q();
        let mut open: Vec<AreaId> = q
            .neighbours(src)
            .filter(|&n| {
                q.is_land(n)
                    && q.disks(Faction::BARBARIANS, n) < q.growth_limit(Faction::BARBARIANS, n)
            })
            .collect();
        let targets: Vec<AreaId> = if open.len() <= spare as usize {
            open
        } else {
            let mut chosen = Vec::new();
            while chosen.len() < spare as usize {
                let what = format!("a Land area the bands from {} enter", g.q().name(src));
                let a = g.ask_area(
                    ctx,
                    s,
                    HABIRU_BANDS,
                    what,
                    TargetRole::new(Whose::Any, TargetKind::Area, Effect::MoveTo),
                    &open,
                )?;
                open.retain(|&x| x != a);
                chosen.push(a);
            }
            chosen
        };
        for n in targets {
            g.st.areas.remove(src, Faction::BARBARIANS, 1);
            g.st.areas.add(n, Faction::BARBARIANS, 1);
            ctx.emit(|| Event::Removed {
                faction: Faction::BARBARIANS,
                area: src,
                n: 1,
            });
            ctx.emit(|| Event::Placed {
                faction: Faction::BARBARIANS,
                area: n,
                n: 1,
            });
        }
    }
    Ok(())
}

// ---- #86 Mountain Fort ----

fn fort_areas<R: Ruleset>(g: &G<R>, s: Slot) -> Vec<AreaId> {
    let q = g.q();
    q.playable_areas()
        .filter(|&a| {
            q.terrain(a) == Terrain::Mountain
                && q.occupies(s.faction(), a)
                && g.st.areas[a.0 as usize].stronghold.is_none()
        })
        .collect()
}

/// [`fort_areas`] is not empty.
fn fort_playable<R: Ruleset>(g: &G<R>, s: Slot) -> bool {
    let any = {
        let q = g.q();
        let mountains = q.occupied_set(s.faction()) & g.cat.board.terrain_set(Terrain::Mountain);
        crate::games::acme::catalog::iter_set(mountains)
            .any(|a| g.st.areas[a.0 as usize].stronghold.is_none())
    };
    // The same answer as the target list (checked in debug builds: the tests, the fuzz run).
    debug_assert_eq!(any, !fort_areas(g, s).is_empty(), "fort_playable");
    any
}

fn fort_declare<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step<Targets> {
    let a = g.ask_area(
        ctx,
        s,
        MOUNTAIN_FORT,
        "a Mountain area for the fort",
        TargetRole::new(Whose::Own, TargetKind::Area, Effect::Build),
        &fort_areas(g, s),
    )?;
    Ok(Targets {
        areas: vec![a],
        ..Default::default()
    })
}

/// Content #86: one more own disk there (stacking applies, G3) and a Stronghold cube on its disks
/// even in a shared area. With all 12 cubes on the map, one is taken from a Mountain area the
/// Barbarians Control (the player chooses which); with none there, only the disk is placed.
fn fort_resolve<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, t: &Targets) -> Step {
    let a = t.areas[0];
    g.place(ctx, s.faction(), a, 1);
    if g.st.areas[a.0 as usize].stronghold.is_some() || !g.q().occupies(s.faction(), a) {
        return Ok(());
    }
    if g.st.strongholds_free == 0 {
        let q = g.q();
        let donors: Vec<AreaId> = q
            .playable_areas()
            .filter(|&x| {
                q.terrain(x) == Terrain::Mountain
                    && q.controls(Faction::BARBARIANS, x)
                    && g.st.areas[x.0 as usize].stronghold.is_some()
            })
            .collect();
        if donors.is_empty() {
            ctx.note(
                Some(s),
                "Mountain Fort: no Stronghold cube can be had",
                "Card #86",
            );
            return Ok(());
        }
        let x = g.ask_area(
            ctx,
            s,
            MOUNTAIN_FORT,
            "the Barbarian Mountain area whose cube you take",
            TargetRole::new(Whose::Barbarian, TargetKind::Area, Effect::Take),
            &donors,
        )?;
        g.remove_stronghold(ctx, x);
    }
    g.put_stronghold(ctx, s.faction(), a);
    ctx.note(
        Some(s),
        g.text(|| {
            format!(
                "{} builds a Mountain Fort in {}",
                g.q().civ_name(s),
                g.q().name(a)
            )
        }),
        "Card #86",
    );
    Ok(())
}

// ---- #87 Civil War ----

/// Opposing Cities outside their owner's Homeland: (area, owner).
fn civil_war_targets<R: Ruleset>(g: &G<R>, s: Slot) -> Vec<(AreaId, Slot)> {
    let q = g.q();
    let mut v = Vec::new();
    for x in opponents(g, s) {
        for a in q.city_areas(x) {
            if q.homeland(x) != Some(a) {
                v.push((a, x));
            }
        }
    }
    v
}

fn civil_war_areas<R: Ruleset>(g: &G<R>, s: Slot) -> Vec<AreaId> {
    let mut v: Vec<AreaId> = civil_war_targets(g, s)
        .into_iter()
        .map(|(a, _)| a)
        .collect();
    v.sort();
    v.dedup();
    v
}

/// [`civil_war_areas`] is not empty: an opponent has a City outside its Homeland (every
/// slot's Cities from one board pass).
fn civil_war_playable<R: Ruleset>(g: &G<R>, s: Slot) -> bool {
    let any = {
        let q = g.q();
        let cities = q.city_sets();
        g.st.order
            .iter()
            .any(|&x| x != s && cities[x.idx()] & !q.homeland(x).map_or(0, bit) != 0)
    };
    // The same answer as the target list (checked in debug builds: the tests, the fuzz run).
    debug_assert_eq!(any, !civil_war_areas(g, s).is_empty(), "civil_war_playable");
    any
}

fn civil_war_declare<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step<Targets> {
    let a = g.ask_area(
        ctx,
        s,
        CIVIL_WAR,
        "an opposing City outside its Homeland",
        TargetRole::new(Whose::Opposing, TargetKind::City, Effect::Harm),
        &civil_war_areas(g, s),
    )?;
    let owners: Vec<Slot> = civil_war_targets(g, s)
        .into_iter()
        .filter(|&(x, _)| x == a)
        .map(|(_, o)| o)
        .collect();
    let v = g.ask_slot(
        ctx,
        s,
        CIVIL_WAR,
        "whose City",
        TargetRole::new(Whose::Opposing, TargetKind::Civ, Effect::Harm),
        &owners,
    )?;
    let mut t = one_victim(v);
    t.areas.push(a);
    Ok(t)
}

/// Content #87: 2 disks of that City are replaced by Barbarian disks; a disk kept with a mina or a
/// card is not replaced (G1, G2; replaced under [`Ruleset::KEPT_DISK_REPLACED`], ACIS's Civil War
/// #87, AG2).
fn civil_war_resolve<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, t: &Targets) -> Step {
    let (a, v) = (t.areas[0], t.slots[0]);
    let mut memo = LossMemo::default();
    for _ in 0..2 {
        if g.lose_one(ctx, v.faction(), a, LossRules::card(CIVIL_WAR), &mut memo)?
            .replaced::<R>()
        {
            add_barbarians(g, ctx, s, CIVIL_WAR, BORROW, a, 1, bit(a))?;
        }
    }
    Ok(())
}

// ---- #88 Royal Roads ----

fn own_land<R: Ruleset>(g: &G<R>, s: Slot) -> Vec<AreaId> {
    let q = g.q();
    q.playable_areas()
        .filter(|&a| q.is_land(a) && q.occupies(s.faction(), a))
        .collect()
}

fn roads_playable<R: Ruleset>(g: &G<R>, s: Slot) -> bool {
    // `own_land(g, s).len() >= 2` as a set (asked at every Card Phase action with the card in hand).
    let any = {
        let q = g.q();
        (q.occupied_set(s.faction()) & g.cat.board.land).count_ones() >= 2
    };
    // The same answer as the target list (checked in debug builds: the tests, the fuzz run).
    debug_assert_eq!(any, own_land(g, s).len() >= 2, "roads_playable");
    any
}

/// Connected groups of the Land areas `s` occupies (adjacent Land areas it occupies), as masks.
fn road_networks<R: Ruleset>(g: &G<R>, s: Slot) -> Vec<AreaSet> {
    let land = own_land(g, s);
    let all: AreaSet = land.iter().fold(0, |m, &a| m | bit(a));
    let mut seen: AreaSet = 0;
    let mut out = Vec::new();
    for &a in &land {
        if seen & bit(a) != 0 {
            continue;
        }
        let mut comp = bit(a);
        let mut frontier = bit(a);
        while frontier != 0 {
            let mut next = 0;
            for x in iter_set(frontier) {
                next |= g.q().neighbour_set(x) & all;
            }
            next &= !comp;
            comp |= next;
            frontier = next;
        }
        seen |= comp;
        out.push(comp);
    }
    out
}

/// Content #88 (RB Fate Card Notes #88): up to 4 moves, each from a Land area `s` occupies to
/// another one reachable through adjacent Land areas it occupies (the network as it was when the
/// card was played, G3). Stacking is ignored while moving, but every area must meet the Card Phase
/// limits when the moves are done: a move may over-stack an area only while enough moves remain to
/// clear the excess, and the player cannot finish with an area over its limit. An area that was
/// already above the limit before the card may stay as it was (reading in docs/card-readings.md).
fn roads_declare<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step<Targets> {
    let nets: Vec<AreaSet> = road_networks(g, s)
        .into_iter()
        .filter(|&m| m.count_ones() >= 2)
        .collect();
    // Areas the ruleset keeps the player's disks out of (ACIS's Walls of Troy): no move ends there.
    let barred = nets
        .iter()
        .flat_map(|&m| iter_set(m))
        .filter(|&a| R::card_disks_kept_out(g, s, ROYAL_ROADS, a).is_some())
        .fold(0 as AreaSet, |m, a| m | bit(a));
    let mut count: Vec<u8> = g.st.areas.iter().map(|ar| ar.disks[s.idx()]).collect();
    let limit: Vec<u8> = (0..count.len())
        .map(|i| {
            g.q()
                .growth_limit(s.faction(), AreaId(i as u8))
                .max(count[i])
        })
        .collect();
    let excess = |count: &[u8]| -> u32 {
        (0..count.len())
            .map(|i| count[i].saturating_sub(limit[i]) as u32)
            .sum()
    };
    // Where a disk from `from` may go now with `moves_left` moves (this one included), given the
    // board's excess `ex` now. The excess after the move is worked out from the excess before it
    // (one disk less in `from`, one more in `a`) rather than by copying and summing the whole
    // board for every candidate; and `ex` is summed once per move, not once per candidate area.
    let destinations = |count: &[u8], ex: u32, net: AreaSet, from: AreaId, moves_left: u32| {
        let (f, fl) = (count[from.0 as usize], limit[from.0 as usize]);
        iter_set(net & !barred)
            .filter(|&a| {
                let (c, l) = (count[a.0 as usize], limit[a.0 as usize]);
                let after = ex - (f > fl) as u32 + (c >= l) as u32;
                a != from && after < moves_left
            })
            .fold(0 as AreaSet, |m, a| m | bit(a))
    };
    let net_of = |a: AreaId| nets.iter().copied().find(|&m| m & bit(a) != 0).unwrap_or(0);
    let mut t = Targets::default();
    for moves_left in (1..=4u32).rev() {
        let ex = excess(&count);
        // Areas a disk may leave from.
        let froms: Vec<AreaId> = nets
            .iter()
            .flat_map(|&m| iter_set(m))
            .filter(|&a| {
                count[a.0 as usize] > 0 && destinations(&count, ex, net_of(a), a, moves_left) != 0
            })
            .collect();
        if froms.is_empty() {
            break;
        }
        let mut opts: Vec<Action> = froms.iter().map(|&a| Action::RemoveFrom(a)).collect();
        if ex == 0 {
            opts.push(Action::Done);
        }
        let d = Decision::new(
            s,
            Ask::Target {
                card: ROYAL_ROADS,
                what: "the area a disk leaves".into(),
                role: TargetRole::new(Whose::Own, TargetKind::Disks, Effect::MoveFrom),
            },
            g.text(|| {
                // The card's name from the game's catalog: ACIS's #88 is Roman Roads.
                format!(
                    "{}: {} - move a disk from which area ({} moves left)?",
                    g.q().civ_name(s),
                    g.cat.card_name(ROYAL_ROADS),
                    moves_left
                )
            }),
            "Card #88",
            opts,
        );
        let from = match ctx.ask_always(g.st, d)? {
            Action::RemoveFrom(a) => a,
            _ => break,
        };
        let tos: Vec<AreaId> =
            iter_set(destinations(&count, ex, net_of(from), from, moves_left)).collect();
        count[from.0 as usize] -= 1;
        let to = g.ask_area(
            ctx,
            s,
            ROYAL_ROADS,
            format!("where the disk from {} goes", g.q().name(from)),
            TargetRole::new(Whose::Any, TargetKind::Disks, Effect::MoveTo),
            &tos,
        )?;
        count[to.0 as usize] += 1;
        t.areas.push(from);
        t.areas.push(to);
    }
    Ok(t)
}

fn roads_resolve<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, t: &Targets) -> Step {
    for pair in t.areas.chunks(2) {
        let (from, to) = (pair[0], pair[1]);
        // A disk moves only where it may go now (the walls may have risen since it was named).
        if !g.card_disks_barred(ctx, s, ROYAL_ROADS, to)
            && g.take_off(ctx, s.faction(), from, 1) == 1
        {
            g.place_unlimited(ctx, s.faction(), to, 1);
        }
    }
    Ok(())
}
