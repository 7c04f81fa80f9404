//! Trade cards (42-51).

use super::resource::next_to_own;
use super::{CardPhaseImpl, Targets, always, has_supply, no_targets};
use crate::games::acme::catalog::{AreaId, CardId, Terrain, bit as area_bit, iter_set};
use crate::games::acme::decision::{Action, Ask, Decision};
use crate::games::acme::decision::{Effect, TargetKind, TargetRole, Whose};
use crate::games::acme::event::Event;
use crate::games::acme::g::G;
use crate::games::acme::proc::{Ctx, Step};
use crate::games::acme::ruleset::Ruleset;
use crate::games::acme::state::Slot;
use crate::games::acme::state::slot_bit;

pub(crate) const TRADE_FLEETS: CardId = CardId(42);
#[allow(dead_code)] // the deck's list names every card; no rule names this one
pub(crate) const SEA_ROUTE: CardId = CardId(43);
pub(crate) const QUEEN_OF_SHEBA: CardId = CardId(44);
pub(crate) const INCENSE_ROAD: CardId = CardId(45);
#[allow(dead_code)] // the deck's list names every card; no rule names this one
pub(crate) const TIN_TRADERS: CardId = CardId(46);
#[allow(dead_code)] // the deck's list names every card; no rule names this one
pub(crate) const CEDARS_OF_LEBANON: CardId = CardId(47);
pub(crate) const TRADING_COLONY: CardId = CardId(48);
pub(crate) const AMARNA_LETTERS: CardId = CardId(49);
pub(crate) const TRIBUTE: CardId = CardId(50);
#[allow(dead_code)] // the deck's list names every card; no rule names this one
pub(crate) const PHOENICIAN_MERCHANTS: CardId = CardId(51);

pub(crate) fn card_phase<R: Ruleset>(id: u8) -> Option<CardPhaseImpl<R>> {
    Some(match id {
        42 => CardPhaseImpl {
            playable: trade_fleets_playable,
            declare: trade_fleets_declare,
            resolve: trade_fleets_resolve,
        },
        43 => CardPhaseImpl {
            playable: always,
            declare: no_targets,
            resolve: |g, ctx, s, _| sea_route(g, ctx, s, &TARSHISH_ROUTE),
        },
        44 => CardPhaseImpl {
            playable: always,
            declare: queen_declare,
            resolve: queen_resolve,
        },
        45 => CardPhaseImpl {
            playable: always,
            declare: incense_declare,
            resolve: incense_resolve,
        },
        46 => CardPhaseImpl {
            playable: always,
            declare: no_targets,
            resolve: tin_resolve,
        },
        47 => CardPhaseImpl {
            playable: always,
            declare: no_targets,
            resolve: cedars_resolve,
        },
        48 => CardPhaseImpl {
            playable: colony_playable,
            declare: colony_declare,
            resolve: colony_resolve,
        },
        49 => CardPhaseImpl {
            playable: amarna_playable,
            declare: amarna_declare,
            resolve: amarna_resolve,
        },
        50 => CardPhaseImpl {
            playable: tribute_playable,
            declare: tribute_declare,
            resolve: tribute_resolve,
        },
        51 => CardPhaseImpl {
            playable: always,
            declare: no_targets,
            resolve: phoenician_resolve,
        },
        _ => return None,
    })
}

// ---- #42 Trade Fleets ----

fn sea_areas_with_room<R: Ruleset>(
    g: &G<R>,
    s: Slot,
    exclude: &[crate::games::acme::catalog::AreaId],
) -> Vec<crate::games::acme::catalog::AreaId> {
    let q = g.q();
    q.playable_areas()
        .filter(|&a| !q.is_land(a) && q.room(s.faction(), a) > 0 && !exclude.contains(&a))
        .collect()
}

fn trade_fleets_playable<R: Ruleset>(g: &G<R>, s: Slot) -> bool {
    // `sea_areas_with_room` is not empty, without building the list (asked at every Card Phase
    // action with the card in hand).
    let any = {
        let q = g.q();
        has_supply(g, s)
            && q.playable_areas()
                .any(|a| !q.is_land(a) && q.room(s.faction(), a) > 0)
    };
    // The same answer as the target list (checked in debug builds: the tests, the fuzz run).
    debug_assert_eq!(
        any,
        has_supply(g, s) && !sea_areas_with_room(g, s, &[]).is_empty(),
        "trade_fleets_playable"
    );
    any
}

/// Content #42: one, two or three different Sea areas anywhere (no adjacency needed).
fn trade_fleets_declare<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step<Targets> {
    let mut t = Targets::default();
    let supply = g.st.civ(s).supply as usize;
    while t.areas.len() < 3.min(supply) {
        let free = sea_areas_with_room(g, s, &t.areas);
        if free.is_empty() {
            break;
        }
        let pick = if t.areas.is_empty() {
            Some(g.ask_area(
                ctx,
                s,
                TRADE_FLEETS,
                "a Sea area for a disk",
                TargetRole::new(Whose::Own, TargetKind::Sea, Effect::Place),
                &free,
            )?)
        } else {
            g.ask_area_or_done(
                ctx,
                s,
                TRADE_FLEETS,
                "another Sea area",
                TargetRole::new(Whose::Own, TargetKind::Sea, Effect::Place),
                &free,
            )?
        };
        match pick {
            Some(a) => t.areas.push(a),
            None => break,
        }
    }
    Ok(t)
}

fn trade_fleets_resolve<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, t: &Targets) -> Step {
    for &a in &t.areas {
        g.place(ctx, s.faction(), a, 1);
    }
    Ok(())
}

// ---- #43 Sea Route to Tarshish ----

/// The Route Sea areas of content #43 (PB example action 3).
const TARSHISH_ROUTE: [&str; 3] = ["Egyptian Sea", "Sinai Sea", "Levantine Sea"];

/// Content #43 Sea Route to Tarshish as a card of the same pattern (ACIS's Sea Route to Britain
/// #83 on its own route): 2 mina to its player, then every civilization in Turn Order gains 1 mina
/// for each playable sea area of `route` where it has a disk (PB example action 3).
pub fn sea_route<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, route: &[&str]) -> Step {
    g.gain_mina(ctx, s, 2);
    let route: Vec<_> = route
        .iter()
        .filter_map(|n| g.cat.board.find(n))
        .filter(|&a| g.q().playable(a))
        .collect();
    for x in g.st.order_now() {
        let n = route
            .iter()
            .filter(|&&a| g.q().occupies(x.faction(), a))
            .count() as u16;
        g.gain_mina(ctx, x, n);
    }
    Ok(())
}

// ---- #44 Queen of Sheba ----

/// Content #44: 2 disks among Controlled areas (one area or two), then draw a card, then 1 mina.
fn queen_declare<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step<Targets> {
    let mut t = Targets::default();
    let supply = g.st.civ(s).supply;
    for i in 0..2.min(supply) {
        let q = g.q();
        let opts: Vec<_> = q
            .playable_areas()
            .filter(|&a| {
                q.controls(s.faction(), a)
                    && q.room(s.faction(), a) > t.areas.iter().filter(|&&x| x == a).count() as u8
            })
            .collect();
        if opts.is_empty() {
            break;
        }
        let what = if i == 0 {
            "an area you Control for the first disk"
        } else {
            "an area you Control for the second disk"
        };
        let a = g.ask_area(
            ctx,
            s,
            QUEEN_OF_SHEBA,
            what,
            TargetRole::new(Whose::Own, TargetKind::Controlled, Effect::Place),
            &opts,
        )?;
        t.areas.push(a);
    }
    Ok(t)
}

fn queen_resolve<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, t: &Targets) -> Step {
    for &a in &t.areas {
        g.place(ctx, s.faction(), a, 1);
    }
    g.draw_cards(ctx, s, 1)?;
    g.gain_mina(ctx, s, 1);
    Ok(())
}

// ---- #45 Incense Road ----

fn incense_targets<R: Ruleset>(g: &G<R>, s: Slot) -> Vec<AreaId> {
    if !has_supply(g, s) {
        return Vec::new();
    }
    let q = g.q();
    next_to_own(g, s)
        .into_iter()
        .filter(|&a| q.terrain(a) == Terrain::Desert && g.st.areas[a.0 as usize].is_empty())
        .collect()
}

/// The optional disk of content #45 is named with the card (or declined).
fn incense_declare<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step<Targets> {
    let opts = incense_targets(g, s);
    let mut t = Targets::default();
    if !opts.is_empty()
        && let Some(a) = g.ask_area_or_done(
            ctx,
            s,
            INCENSE_ROAD,
            "an empty Desert area next to your disks",
            TargetRole::new(Whose::Any, TargetKind::Area, Effect::Place),
            &opts,
        )?
    {
        t.areas.push(a);
    }
    Ok(t)
}

/// Content #45: 1 mina per Desert area occupied (at most 3); then the optional disk in an empty
/// Desert area adjacent to the player's disks.
fn incense_resolve<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, t: &Targets) -> Step {
    let q = g.q();
    let deserts = q
        .areas_of(s.faction())
        .into_iter()
        .filter(|&a| q.terrain(a) == Terrain::Desert)
        .count()
        .min(3) as u16;
    g.gain_mina(ctx, s, deserts);
    if let Some(&a) = t.areas.first() {
        g.place(ctx, s.faction(), a, 1);
    }
    Ok(())
}

// ---- #46 Tin Traders ----

/// The Commerce test of the Acquisition Step (RB): opposing civilizations with a disk in, or
/// adjacent to, an area `s` occupies that is a Commerce base: land, or a sea where disks count
/// ([`Ruleset::counted_seas`]: every sea in the base game, shallow seas only in ACIS, A4).
pub(crate) fn commerce_partners<R: Ruleset>(g: &G<R>, s: Slot) -> u16 {
    let q = g.q();
    let bases = g.cat.board.land | R::counted_seas(g.cat);
    let mut near = 0u128;
    for a in iter_set(q.occupied_set(s.faction()) & bases) {
        near |= area_bit(a) | q.neighbour_set(a);
    }
    g.st.slots()
        .filter(|&x| x != s && iter_set(near).any(|a| q.occupies(x.faction(), a)))
        .count() as u16
}

/// Content #46: 1 mina per Commerce partner, at most 3.
fn tin_resolve<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, _: &Targets) -> Step {
    let n = commerce_partners(g, s).min(3);
    g.gain_mina(ctx, s, n);
    Ok(())
}

// ---- #47 Cedars of Lebanon ----

/// Content #47 (A10: only areas of the map in play count): 1 mina, 2 more when the player occupies
/// Byblos, Tyre or Ugarit; then every other civilization occupying one of them gains 1 mina, in
/// Turn Order.
fn cedars_resolve<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, _: &Targets) -> Step {
    let ports: Vec<AreaId> = ["Byblos", "Tyre", "Ugarit"]
        .iter()
        .filter_map(|n| g.cat.board.find(n))
        .collect();
    cedars_share(g, ctx, s, &ports);
    Ok(())
}

/// Content #47 Cedars of Lebanon's rule on its ports (the areas of the map in play among
/// `ports`): 1 mina, 2 more when `s` occupies one of them; then every other civilization occupying
/// one gains 1 mina, in Turn Order. ACIS's Cedars of Lebanon (#47) is the same rule on its one port,
/// Phoenicia.
pub fn cedars_share<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, ports: &[AreaId]) {
    let ports: Vec<AreaId> = ports
        .iter()
        .copied()
        .filter(|&a| g.q().playable(a))
        .collect();
    let present = |g: &G<R>, x: Slot| ports.iter().any(|&a| g.q().occupies(x.faction(), a));
    let bonus = if present(g, s) { 2 } else { 0 };
    g.gain_mina(ctx, s, 1 + bonus);
    for x in g.st.order_now() {
        if x != s && present(g, x) {
            g.gain_mina(ctx, x, 1);
        }
    }
}

// ---- #48 Trading Colony ----

/// Empty Land areas next to a Sea area `s` occupies, of the seas that count
/// (`Ruleset::counted_seas`: every Sea area for ACME; ACIS's Trading Colony #48 says "shallow sea
/// area").
fn colony_targets<R: Ruleset>(g: &G<R>, s: Slot) -> Vec<AreaId> {
    let q = g.q();
    let mut near = 0u128;
    for a in iter_set(q.occupied_set(s.faction()) & R::counted_seas(g.cat)) {
        near |= q.neighbour_set(a);
    }
    iter_set(near)
        .filter(|&a| q.is_land(a) && g.st.areas[a.0 as usize].is_empty())
        .collect()
}

fn colony_playable<R: Ruleset>(g: &G<R>, s: Slot) -> bool {
    has_supply(g, s) && !colony_targets(g, s).is_empty()
}

fn colony_declare<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step<Targets> {
    let opts = colony_targets(g, s);
    let a = g.ask_area(
        ctx,
        s,
        TRADING_COLONY,
        "an empty coastal Land area next to a Sea area you occupy",
        TargetRole::new(Whose::Any, TargetKind::Area, Effect::Place),
        &opts,
    )?;
    Ok(Targets {
        areas: vec![a],
        ..Default::default()
    })
}

/// Content #48: 2 disks (a Settlement) in an empty Land area adjacent to a Sea area the player
/// occupies (such an area is coastal by definition, G16).
fn colony_resolve<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, t: &Targets) -> Step {
    g.place(ctx, s.faction(), t.areas[0], 2);
    Ok(())
}

// ---- #49 Amarna Letters ----

/// The civilizations that may receive the card: the others on the Turn Order track (a scenario's
/// civilization off the track, not yet created or gone, draws nothing).
fn amarna_others<R: Ruleset>(g: &G<R>, s: Slot) -> Vec<Slot> {
    g.st.order.iter().copied().filter(|&x| x != s).collect()
}

fn amarna_playable<R: Ruleset>(g: &G<R>, s: Slot) -> bool {
    !amarna_others(g, s).is_empty()
}

fn amarna_declare<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step<Targets> {
    let others = amarna_others(g, s);
    let x = g.ask_slot(
        ctx,
        s,
        AMARNA_LETTERS,
        "the civilization that draws 1 card",
        TargetRole::new(Whose::Any, TargetKind::Civ, Effect::Help),
        &others,
    )?;
    Ok(Targets {
        slots: vec![x],
        affects: slot_bit(x),
        ..Default::default()
    })
}

/// Content #49: the player draws 2 cards, then the chosen civilization draws 1 (hand limits are
/// enforced after the action, RB Hand Size).
fn amarna_resolve<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, t: &Targets) -> Step {
    g.draw_cards(ctx, s, 2)?;
    g.draw_cards(ctx, t.slots[0], 1)?;
    Ok(())
}

// ---- #50 Tribute ----

/// Opposing civilizations with a disk in the player's Homeland or in a Land area adjacent to it.
fn tribute_payers<R: Ruleset>(g: &G<R>, s: Slot) -> Vec<Slot> {
    let q = g.q();
    let Some(h) = q.homeland(s) else {
        return Vec::new();
    };
    let mut zone = vec![h];
    zone.extend(q.neighbours(h).filter(|&a| q.is_land(a)));
    g.st.order
        .iter()
        .copied()
        .filter(|&x| x != s && zone.iter().any(|&a| q.occupies(x.faction(), a)))
        .collect()
}

fn tribute_playable<R: Ruleset>(g: &G<R>, s: Slot) -> bool {
    !tribute_payers(g, s).is_empty()
}

fn tribute_declare<R: Ruleset>(g: &mut G<R>, _ctx: &mut Ctx, s: Slot) -> Step<Targets> {
    let payers = tribute_payers(g, s);
    let mask = payers.iter().fold(0, |m, &x| m | slot_bit(x));
    // Goddess of Peace: only a payer that has a mina or a card to lose is harmed.
    let harms = payers
        .iter()
        .filter(|&&x| g.st.civ(x).treasury > 0 || !g.st.civ(x).hand.is_empty())
        .fold(0, |m, &x| m | slot_bit(x));
    Ok(Targets {
        slots: payers,
        affects: mask,
        harms,
        ..Default::default()
    })
}

/// Content #50: each payer, in Turn Order, hands the player 1 mina (Treasury to Treasury, so the
/// white supply plays no part); one without mina discards a card of its choice instead; one with
/// neither is unaffected.
fn tribute_resolve<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, t: &Targets) -> Step {
    for &x in &t.slots {
        if g.st.civ(x).treasury > 0 {
            g.st.civ_mut(x).treasury -= 1;
            g.st.civ_mut(s).treasury += 1;
            ctx.emit(|| Event::Mina { slot: x, delta: -1 });
            ctx.emit(|| Event::Mina { slot: s, delta: 1 });
            ctx.note(
                Some(x),
                g.text(|| {
                    format!(
                        "{} pays 1 {} of tribute to {}",
                        g.q().civ_name(x),
                        R::CURRENCY,
                        g.q().civ_name(s)
                    )
                }),
                "Card #50",
            );
        } else if !g.st.civ(x).hand.is_empty() {
            let mut opts: Vec<Action> =
                g.st.civ(x)
                    .hand
                    .iter()
                    .map(|&c| Action::Discard(c))
                    .collect();
            opts.sort();
            opts.dedup();
            let d = Decision::new(
                x,
                Ask::Target {
                    card: TRIBUTE,
                    what: "a card to discard instead of a mina".into(),
                    role: TargetRole::new(Whose::Own, TargetKind::Card, Effect::Discard),
                },
                g.text(|| {
                    format!(
                        "{}: Tribute - you have no {}: discard a card",
                        g.q().civ_name(x),
                        R::CURRENCY
                    )
                }),
                "Card #50 Tribute",
                opts,
            );
            if let Action::Discard(c) = ctx.ask(g.st, d)? {
                g.discard_from_hand(ctx, x, c);
            }
        }
    }
    Ok(())
}

// ---- #51 Phoenician Merchants ----

/// Content #51: 1 mina per Sea area occupied next to a Land area occupied, at most 3. The seas are
/// those where disks count ([`Ruleset::counted_seas`]: ACIS's Phoenician Merchants #51 counts
/// shallow seas only).
fn phoenician_resolve<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, _: &Targets) -> Step {
    let q = g.q();
    let f = s.faction();
    let seas = R::counted_seas(g.cat);
    let n = q
        .areas_of(f)
        .into_iter()
        .filter(|&a| {
            seas & area_bit(a) != 0 && q.neighbours(a).any(|n| q.is_land(n) && q.occupies(f, n))
        })
        .count()
        .min(3) as u16;
    g.gain_mina(ctx, s, n);
    Ok(())
}
