//! Politics and Barbarian cards (79-88).

use super::{CardPhaseImpl, Targets};
use crate::rules::catalog::{AreaId, CardId};
use crate::rules::engine::G;
use crate::rules::losses::{Loss, LossMemo, LossRules};
use crate::rules::negation::bit;
use crate::rules::proc::{Ctx, Step};
use crate::rules::state::{Faction, Slot};

pub const REBELLION: CardId = CardId(80);

pub fn card_phase(id: u8) -> Option<CardPhaseImpl> {
    Some(match id {
        80 => CardPhaseImpl {
            playable: rebellion_playable,
            declare: rebellion_declare,
            resolve: rebellion_resolve,
        },
        _ => return None,
    })
}

// ---- #80 Rebellion ----

fn rebellion_areas(g: &G, s: Slot) -> Vec<AreaId> {
    let q = g.q();
    q.playable_areas()
        .filter(|&a| q.is_land(a) && g.st.slots().any(|x| x != s && q.occupies(x.faction(), a)))
        .collect()
}

fn rebellion_playable(g: &G, s: Slot) -> bool {
    !rebellion_areas(g, s).is_empty()
}

fn rebellion_declare(g: &mut G, ctx: &mut Ctx, s: Slot) -> Step<Targets> {
    let areas = rebellion_areas(g, s);
    let a = g.ask_area(
        ctx,
        s,
        REBELLION,
        "a Land area to rise in rebellion",
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
        &victims,
    )?;
    Ok(Targets {
        areas: vec![a],
        slots: vec![v],
        affects: bit(v),
        harms: bit(v),
        ..Default::default()
    })
}

/// Content #80 (decision Q4, PB example action 5): every disk of the chosen civilization there is
/// replaced by a Barbarian disk; a disk kept with a mina or a card is not replaced (G2); only when
/// the civilization has no disk left there are Barbarians topped up to 4 (2 in a Desert).
fn rebellion_resolve(g: &mut G, ctx: &mut Ctx, _s: Slot, t: &Targets) -> Step {
    let (a, v) = (t.areas[0], t.slots[0]);
    let mut memo = LossMemo::default();
    let n = g.q().disks(v.faction(), a);
    for _ in 0..n {
        if g.lose_one(ctx, v.faction(), a, LossRules::card(REBELLION), &mut memo)? == Loss::Disk {
            g.place_unlimited(ctx, Faction::BARBARIANS, a, 1);
        }
    }
    if g.q().disks(v.faction(), a) == 0 {
        let cap = g.q().growth_limit(a);
        let have = g.q().disks(Faction::BARBARIANS, a);
        g.place_unlimited(ctx, Faction::BARBARIANS, a, cap.saturating_sub(have));
    }
    Ok(())
}
