//! Competition cards (31-41): committed face down at step 1, resolved at step 3.

use super::CompImpl;
use crate::rules::catalog::{AreaId, CardId};
use crate::rules::decision::{Action, Ask, Decision};
use crate::rules::engine::G;
use crate::rules::losses::{Loss, LossMemo, LossRules};
use crate::rules::proc::{Ctx, Step};
use crate::rules::state::Slot;

pub const LIGHT_CHARIOTS: CardId = CardId(33);
pub const MERCENARIES_DESERT: CardId = CardId(40);

pub fn competition(id: u8) -> Option<CompImpl> {
    Some(match id {
        33 => CompImpl {
            usable: |g, _, a| g.q().is_land(a),
            resolve: light_chariots,
        },
        34 => CompImpl {
            usable: |_, _, _| true,
            resolve: |_, _, _, _| Ok(()),
        },
        40 => CompImpl {
            usable: mercenaries_usable,
            resolve: mercenaries,
        },
        _ => return None,
    })
}

/// Content #33 (PB example, Aleppo): add 1 own disk from Supply (or a white Ally if none).
fn light_chariots(g: &mut G, ctx: &mut Ctx, s: Slot, a: AreaId) -> Step {
    if g.place_unlimited(ctx, s.faction(), a, 1) == 0 {
        g.add_allies(ctx, s, a, 1);
    }
    Ok(())
}

fn mercenary_victims(g: &G, s: Slot, a: AreaId) -> Vec<Slot> {
    let ar = &g.st.areas[a.0 as usize];
    g.st.slots()
        .filter(|&x| x != s && (ar.disks[x.idx()] > 0 || ar.allies[x.idx()] > 0))
        .collect()
}

fn mercenaries_usable(g: &G, s: Slot, a: AreaId) -> bool {
    !mercenary_victims(g, s, a).is_empty()
}

/// Content #40 (RB note, PB example): choose an opposing civilization (never Barbarians), spend
/// any number of mina; for each, remove one of its disks here (white Allies first) and add one of
/// yours; the victim may keep an own-colour disk with a mina or a card unless under Siege or
/// Blockade; a kept disk is not replaced.
fn mercenaries(g: &mut G, ctx: &mut Ctx, s: Slot, a: AreaId) -> Step {
    let victims = mercenary_victims(g, s, a);
    if victims.is_empty() || g.st.civs[s.idx()].treasury == 0 {
        return Ok(());
    }
    let v = g.ask_slot(
        ctx,
        s,
        MERCENARIES_DESERT,
        "the civilization whose troops desert",
        &victims,
    )?;
    let ar = &g.st.areas[a.0 as usize];
    let pieces = ar.disks[v.idx()] as u16 + ar.allies[v.idx()] as u16;
    let max = g.st.civs[s.idx()].treasury.min(pieces);
    let opts = (0..=max).map(Action::Number).collect();
    let d = Decision::new(
        s,
        Ask::HowMany { max },
        format!(
            "{}: Mercenaries Desert - how many mina do you spend in {}?",
            g.q().civ_name(s),
            g.q().name(a)
        ),
        "Card #40 Mercenaries Desert",
        opts,
    )
    .at(a);
    let Action::Number(n) = ctx.ask(d)? else {
        unreachable!()
    };
    g.spend_mina(ctx, s, n);
    let mut memo = LossMemo::default();
    for _ in 0..n {
        let out = g.lose_one(
            ctx,
            v.faction(),
            a,
            LossRules::card_in_competition(Some(MERCENARIES_DESERT)),
            &mut memo,
        )?;
        if out == Loss::Disk || out == Loss::Ally {
            g.place_unlimited(ctx, s.faction(), a, 1);
        }
    }
    Ok(())
}
