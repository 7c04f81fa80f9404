//! Gold (yellow disks) of the historical solitaire scenarios (playbook-spec N1.7).
//!
//! Gold is a marker lying under an area's disks (C0.3.8): it never counts for stacking, Control,
//! Contesting or competitions. Scenarios place it at setup ([`super::NpcState::gold`]); the rules
//! here keep its owner (N1.7.3), protect it from card effects (N1.7.4) and sack it (N1.7.5-7).

use super::Gold;
use crate::rules::catalog::{AreaId, CardId};
use crate::rules::engine::G;
use crate::rules::proc::Ctx;
use crate::rules::state::{Slot, State};

/// The owner of the Gold in an area, if there is Gold there.
pub fn owner_at(st: &State, a: AreaId) -> Option<Slot> {
    st.npc
        .gold
        .iter()
        .find(|g| g.area == a && g.count > 0)
        .and_then(|g| g.owner)
}

pub fn has_gold(st: &State, a: AreaId) -> bool {
    st.npc.gold.iter().any(|g| g.area == a && g.count > 0)
}

/// N1.7.4: a non-Competition card effect may remove at most 1 disk of the Gold's owner in a Gold
/// area, and never the owner's last disk there; Traitor (#22) ignores the protection. `lost` is
/// how many such disks this card effect already took (LossMemo).
pub fn protects(g: &G, s: Slot, a: AreaId, cause: Option<CardId>, lost: u8) -> bool {
    let Some(card) = cause else { return false };
    if owner_at(g.st, a) != Some(s) || card == crate::rules::negation::TRAITOR {
        return false;
    }
    if (1..=crate::rules::catalog::FATE_CARDS).contains(&card.0)
        && g.cat.card(card).codes.competition
    {
        return false;
    }
    lost >= 1 || g.q().disks(s.faction(), a) <= 1
}

/// N1.7.3 (A7.9): the owner changes when another civilization takes sole Control; an NPC's Gold
/// held by Barbarians has no owner until a civilization Controls the area (N1.7.7); a human
/// civilization's Gold held by an NPC or Barbarians keeps its owner until it is sacked (N1.7.5).
pub fn update_owners(g: &mut G) {
    if g.st.npc.gold.is_empty() {
        return;
    }
    let npc: Vec<bool> = g.st.civs.iter().map(|c| c.npc).collect();
    for i in 0..g.st.npc.gold.len() {
        let a = g.st.npc.gold[i].area;
        match g.st.area(a).controller() {
            Some(f) if f.is_barbarian() => {
                let npc_owned = g.st.npc.gold[i].owner.is_some_and(|o| npc[o.idx()]);
                if npc_owned {
                    g.st.npc.gold[i].owner = None;
                }
            }
            // A human civilization's Gold held by an NPC waits to be sacked (N1.7.5, A7.9).
            Some(f)
                if g.st.npc.gold[i].owner.is_some_and(|o| !npc[o.idx()])
                    && f.slot().is_some_and(|s| npc[s.idx()]) => {}
            Some(f) => g.st.npc.gold[i].owner = f.slot(),
            None => {}
        }
    }
}

/// N1.7.5: at the end of the Competition Phase, an NPC or the Barbarians Controlling an area with
/// a human civilization's Gold remove 1 Gold disk for good; an NPC gains 4 VP and 1 mina as loot
/// (NPC Babylon or Assyria take 2 captives instead of the mina when they can, N1.7.6, A7.11).
pub fn sack(g: &mut G, ctx: &mut Ctx) {
    if g.st.npc.gold.is_empty() {
        return;
    }
    let golds: Vec<Gold> = g.st.npc.gold.clone();
    for (i, gold) in golds.iter().enumerate() {
        let Some(owner) = gold.owner else { continue };
        if gold.count == 0 || g.st.civs[owner.idx()].npc {
            continue;
        }
        let Some(ctl) = g.st.area(gold.area).controller() else {
            continue;
        };
        let sacker = match ctl.slot() {
            None => None,
            Some(s) if g.st.civs[s.idx()].npc => Some(s),
            Some(_) => continue,
        };
        g.st.npc.gold[i].count -= 1;
        let area = g.q().name(gold.area).to_string();
        ctx.note(
            sacker,
            format!(
                "The Gold of {} in {} is sacked by {}",
                g.q().civ_name(owner),
                area,
                g.q().faction_name(ctl)
            ),
            "N1.7.5",
        );
        if let Some(s) = sacker {
            g.gain_vp(ctx, s, 4, "sacking Gold (N1.7.5)");
            let captives = g.cat.civ(g.st.civs[s.idx()].civ).has_ability("Captives")
                && g.st.civs[s.idx()].supply >= 2;
            if captives {
                let n = g.to_growth(s, 2);
                g.st.civs[s.idx()].captives += n;
                ctx.note(
                    Some(s),
                    format!("{} takes {} captives for the Gold", g.q().civ_name(s), n),
                    "N1.7.6",
                );
            } else {
                g.gain_mina(ctx, s, 1);
            }
        }
        if g.st.npc.gold[i].count == 0 {
            g.st.npc.gold[i].owner = None;
        }
    }
    g.st.npc.gold.retain(|x| x.count > 0);
}
