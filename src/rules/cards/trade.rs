//! Trade cards (42-51).

use super::{CardPhaseImpl, Targets, always, has_supply, no_targets};
use crate::rules::catalog::CardId;
use crate::rules::engine::G;
use crate::rules::proc::{Ctx, Step};
use crate::rules::state::Slot;

pub const TRADE_FLEETS: CardId = CardId(42);
pub const SEA_ROUTE: CardId = CardId(43);
pub const QUEEN_OF_SHEBA: CardId = CardId(44);

pub fn card_phase(id: u8) -> Option<CardPhaseImpl> {
    Some(match id {
        42 => CardPhaseImpl {
            playable: trade_fleets_playable,
            declare: trade_fleets_declare,
            resolve: trade_fleets_resolve,
        },
        43 => CardPhaseImpl {
            playable: always,
            declare: no_targets,
            resolve: sea_route_resolve,
        },
        44 => CardPhaseImpl {
            playable: always,
            declare: queen_declare,
            resolve: queen_resolve,
        },
        _ => return None,
    })
}

// ---- #42 Trade Fleets ----

fn sea_areas_with_room(
    g: &G,
    s: Slot,
    exclude: &[crate::rules::catalog::AreaId],
) -> Vec<crate::rules::catalog::AreaId> {
    let q = g.q();
    q.playable_areas()
        .filter(|&a| !q.is_land(a) && q.room(s.faction(), a) > 0 && !exclude.contains(&a))
        .collect()
}

fn trade_fleets_playable(g: &G, s: Slot) -> bool {
    has_supply(g, s) && !sea_areas_with_room(g, s, &[]).is_empty()
}

/// Content #42: one, two or three different Sea areas anywhere (no adjacency needed).
fn trade_fleets_declare(g: &mut G, ctx: &mut Ctx, s: Slot) -> Step<Targets> {
    let mut t = Targets::default();
    let supply = g.st.civs[s.idx()].supply as usize;
    while t.areas.len() < 3.min(supply) {
        let free = sea_areas_with_room(g, s, &t.areas);
        if free.is_empty() {
            break;
        }
        let pick = if t.areas.is_empty() {
            Some(g.ask_area(ctx, s, TRADE_FLEETS, "a Sea area for a disk", &free)?)
        } else {
            g.ask_area_or_done(ctx, s, TRADE_FLEETS, "another Sea area", &free)?
        };
        match pick {
            Some(a) => t.areas.push(a),
            None => break,
        }
    }
    Ok(t)
}

fn trade_fleets_resolve(g: &mut G, ctx: &mut Ctx, s: Slot, t: &Targets) -> Step {
    for &a in &t.areas {
        g.place(ctx, s.faction(), a, 1);
    }
    Ok(())
}

// ---- #43 Sea Route to Tarshish ----

/// Content #43: 2 mina, then every civilization in Turn Order gains 1 mina per Route Sea area
/// (Egyptian Sea, Sinai Sea, Levantine Sea) it occupies (PB example action 3).
fn sea_route_resolve(g: &mut G, ctx: &mut Ctx, s: Slot, _: &Targets) -> Step {
    g.gain_mina(ctx, s, 2);
    let route: Vec<_> = ["Egyptian Sea", "Sinai Sea", "Levantine Sea"]
        .iter()
        .filter_map(|n| g.cat.board.find(n))
        .filter(|&a| g.q().playable(a))
        .collect();
    for x in g.st.order.clone() {
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
fn queen_declare(g: &mut G, ctx: &mut Ctx, s: Slot) -> Step<Targets> {
    let mut t = Targets::default();
    let supply = g.st.civs[s.idx()].supply;
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
        let a = g.ask_area(ctx, s, QUEEN_OF_SHEBA, what, &opts)?;
        t.areas.push(a);
    }
    Ok(t)
}

fn queen_resolve(g: &mut G, ctx: &mut Ctx, s: Slot, t: &Targets) -> Step {
    for &a in &t.areas {
        g.place(ctx, s.faction(), a, 1);
    }
    g.draw_cards(ctx, s, 1)?;
    g.gain_mina(ctx, s, 1);
    Ok(())
}
