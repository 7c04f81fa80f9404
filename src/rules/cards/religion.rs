//! Religion cards (89-95). A godless civilization may not play them for their effect (G17).

use super::{CardPhaseImpl, Targets};
use crate::rules::catalog::{AreaId, CardId};
use crate::rules::engine::G;
use crate::rules::losses::{Loss, LossMemo, LossRules};
use crate::rules::negation::bit;
use crate::rules::proc::{Ctx, Step};
use crate::rules::state::{FACTIONS, Faction, Slot};

pub const RELIGIOUS_ZEAL: CardId = CardId(91);

pub fn card_phase(id: u8) -> Option<CardPhaseImpl> {
    Some(match id {
        91 => CardPhaseImpl {
            playable: zeal_playable,
            declare: zeal_declare,
            resolve: zeal_resolve,
        },
        _ => return None,
    })
}

// ---- #91 Religious Zeal ----

fn zeal_areas(g: &G, s: Slot) -> Vec<AreaId> {
    let q = g.q();
    q.playable_areas()
        .filter(|&a| q.is_land(a) && q.occupies(s.faction(), a))
        .collect()
}

fn zeal_playable(g: &G, s: Slot) -> bool {
    g.q().may_play_religion(s) && !zeal_areas(g, s).is_empty()
}

/// Content #91 (PB example action 8): name a Land area you occupy, and for each adjacent Land area
/// the opposing Faction whose disk will be replaced.
fn zeal_declare(g: &mut G, ctx: &mut Ctx, s: Slot) -> Step<Targets> {
    let areas = zeal_areas(g, s);
    let a = g.ask_area(ctx, s, RELIGIOUS_ZEAL, "a Land area you occupy", &areas)?;
    let mut t = Targets {
        areas: vec![a],
        ..Default::default()
    };
    let neighbours: Vec<AreaId> = g.q().neighbours(a).filter(|&n| g.q().is_land(n)).collect();
    for n in neighbours {
        let opp: Vec<Faction> = (0..FACTIONS as u8)
            .map(Faction)
            .filter(|&f| f != s.faction() && g.q().occupies(f, n))
            .collect();
        if opp.is_empty() {
            continue;
        }
        let what = format!("the Faction to convert in {}", g.q().name(n));
        let f = g.ask_faction(ctx, s, RELIGIOUS_ZEAL, &what, &opp)?;
        t.areas.push(n);
        t.factions.push(f);
        if let Some(x) = f.slot() {
            t.affects |= bit(x);
            t.harms |= bit(x);
        }
    }
    Ok(t)
}

fn zeal_resolve(g: &mut G, ctx: &mut Ctx, s: Slot, t: &Targets) -> Step {
    g.place(ctx, s.faction(), t.areas[0], 1);
    let mut memo = LossMemo::default();
    // Victims decide in Turn Order (G1); Barbarians never pay.
    let mut pairs: Vec<(AreaId, Faction)> = t.areas[1..]
        .iter()
        .copied()
        .zip(t.factions.iter().copied())
        .collect();
    pairs.sort_by_key(|&(_, f)| f.slot().map(|x| g.st.turn_pos(x)).unwrap_or(0));
    for (n, f) in pairs {
        if g.lose_one(ctx, f, n, LossRules::card(RELIGIOUS_ZEAL), &mut memo)? == Loss::Disk {
            g.place(ctx, s.faction(), n, 1);
        }
    }
    Ok(())
}

/// The Israelites may play Monotheism (#95) even while godless (People of the Covenant).
pub fn godless_may_play(g: &G, s: Slot, c: CardId) -> bool {
    c == crate::rules::catalog::MONOTHEISM
        && g.cat
            .civ(g.st.civs[s.idx()].civ)
            .has_ability("People of the Covenant")
}
