//! Gold (yellow disks) of the historical solitaire scenarios (playbook-spec N1.7).
//!
//! Gold is a marker lying under an area's disks (C0.3.8): it never counts for stacking, Control,
//! Contesting or competitions. It lives in the area's state (`AreaState::gold`, the owner's slot);
//! scenarios place it at setup (N1.7.2). The rules here keep its owner (N1.7.3), protect it from
//! card effects (N1.7.4) and sack it (N1.7.5-7). They apply wherever a Gold marker lies: only
//! scenarios with the Gold rules place one (N1.7.1).

use crate::games::acme::Ruleset;
use crate::games::acme::catalog::{AreaId, CardId, Known};
use crate::games::acme::g::G;
use crate::games::acme::proc::{Ctx, Step};
use crate::games::acme::scenario::hooks;
use crate::games::acme::state::{Slot, State};

/// The owner of the Gold in an area, if there is Gold there.
pub fn owner_at(st: &State, a: AreaId) -> Option<Slot> {
    st.areas[a.0 as usize].gold
}

pub fn has_gold(st: &State, a: AreaId) -> bool {
    st.areas[a.0 as usize].gold.is_some()
}

/// Does any area hold Gold? Why a branchless fold instead of `any`: this runs for every NPC
/// question (most games have no Gold at all, so `any` walks the whole board anyway), and OR-ing a
/// flag over the areas costs a fraction of an early-exit walk. No walk at all when the areas know
/// that none holds Gold ([`crate::games::acme::areas::Areas::may_hold_gold`]).
pub fn any_gold(st: &State) -> bool {
    if !st.areas.may_hold_gold() {
        return false;
    }
    // Eight areas to a round, so that the compiler unrolls the inner fold.
    let mut chunks = st.areas.chunks_exact(8);
    let mut any = false;
    for c in &mut chunks {
        any |= c.iter().fold(false, |m, ar| m | ar.gold.is_some());
    }
    chunks
        .remainder()
        .iter()
        .fold(any, |m, ar| m | ar.gold.is_some())
}

fn gold_areas(st: &State) -> Vec<AreaId> {
    (0..st.areas.len())
        .filter(|&i| st.areas[i].gold.is_some())
        .map(|i| AreaId(i as u8))
        .collect()
}

/// N1.7.4: a non-Competition card effect may remove at most 1 disk of the Gold's owner in a Gold
/// area, and never the owner's last disk there; Traitor (#22) ignores the protection. `lost` is
/// how many such disks this card effect already took (LossMemo).
pub fn protects<R: Ruleset>(g: &G<R>, s: Slot, a: AreaId, cause: Option<CardId>, lost: u8) -> bool {
    let Some(card) = cause else { return false };
    // (The base game's Traitor by id: another game's card #22 is not it, `Ruleset::is_base_card`.)
    if owner_at(g.st, a) != Some(s)
        || (card == crate::games::acme::negation::TRAITOR && R::is_base_card(card))
    {
        return false;
    }
    if (1..=crate::games::acme::catalog::FATE_CARDS).contains(&card.0)
        && g.cat.card(card).codes.competition
    {
        return false;
    }
    lost >= 1 || g.q().disks(s.faction(), a) <= 1
}

/// N1.7.3 (A7.9): the owner changes when another civilization takes sole Control. A human
/// civilization's Gold held by an NPC keeps its owner until it is sacked (N1.7.5). Gold held by the
/// Barbarians or a scenario's neutral faction keeps its previous owner: N1.7.7 says an NPC's Gold
/// taken by Barbarians "has no owner", and an owner with no disk there gains nothing from it, so
/// the marker keeps the name until a civilization Controls the area.
pub fn update_owners<R: Ruleset>(g: &mut G<R>) {
    // Runs after every step; most games have no Gold at all. The areas then remember that none
    // holds Gold until one is changed again.
    if !g.st.areas.recheck_gold() {
        return;
    }
    for a in gold_areas(g.st) {
        let Some(owner) = owner_at(g.st, a) else {
            continue;
        };
        let Some(x) = g.st.area(a).controller().and_then(|f| f.slot()) else {
            continue;
        };
        if x == owner || hooks::is_neutral(g.st, x) {
            continue;
        }
        let owner_human = !g.st.civ(owner).npc && !hooks::is_neutral(g.st, owner);
        if owner_human && g.st.civ(x).npc {
            continue; // waits to be sacked at the end of the Competition Phase
        }
        g.st.area_mut(a).gold = Some(x);
    }
}

/// N1.7.5: at the end of the Competition Phase, an NPC or the Barbarians Controlling an area with
/// a human civilization's Gold remove the Gold for good; an NPC gains 4 VP and 1 mina as loot
/// (NPC Babylon or Assyria take 2 captives instead of the mina when they can, N1.7.6, A7.11).
/// A scenario may react to the sack (Alexander's Thrace, H4.13.14a).
pub fn sack(g: &mut G, ctx: &mut Ctx) -> Step {
    for a in gold_areas(g.st) {
        let Some(owner) = owner_at(g.st, a) else {
            continue;
        };
        if g.st.civ(owner).npc || hooks::is_neutral(g.st, owner) {
            continue;
        }
        let Some(ctl) = g.st.area(a).controller() else {
            continue;
        };
        let sacker = match ctl.slot() {
            None => None,
            Some(s) if g.st.civ(s).npc && !hooks::is_neutral(g.st, s) => Some(s),
            Some(_) => continue,
        };
        g.st.area_mut(a).gold = None;
        let area = g.q().name(a).to_string();
        ctx.note_with(
            sacker,
            || {
                format!(
                    "The Gold of {} in {} is sacked by {}",
                    g.q().civ_name(owner),
                    area,
                    g.q().faction_name(ctl)
                )
            },
            "N1.7.5",
        );
        if let Some(s) = sacker {
            g.gain_vp(ctx, s, 4, "sacking Gold (N1.7.5)");
            let captives =
                g.cat.civ(g.st.civ(s).civ).has_known(Known::Captives) && g.st.civ(s).supply >= 2;
            if captives {
                let n = g.to_growth(s, 2);
                g.st.civ_mut(s).captives += n;
                ctx.note_with(
                    Some(s),
                    || format!("{} takes {} captives for the Gold", g.q().civ_name(s), n),
                    "N1.7.6",
                );
            } else {
                g.gain_mina(ctx, s, 1);
            }
        }
        hooks::gold_sacked(g, ctx, a, owner)?;
    }
    Ok(())
}
