//! Disaster cards (62-78; the bonus-area Investments #69-#71 included).

use super::{CardPhaseImpl, Targets};
use crate::rules::catalog::{AreaId, CardId};
use crate::rules::engine::G;
use crate::rules::losses::{LossMemo, LossRules};
use crate::rules::negation::bit;
use crate::rules::proc::{Ctx, Step};
use crate::rules::state::{FACTIONS, Faction, Slot};

pub const BIBLICAL_PLAGUE: CardId = CardId(76);

pub fn card_phase(id: u8) -> Option<CardPhaseImpl> {
    Some(match id {
        76 => CardPhaseImpl {
            playable: plague_playable,
            declare: plague_declare,
            resolve: plague_resolve,
        },
        _ => return None,
    })
}

// ---- #76 Biblical Plague ----

fn enemy_cities(g: &G, s: Slot) -> Vec<AreaId> {
    let q = g.q();
    q.playable_areas()
        .filter(|&a| g.st.slots().any(|x| x != s && q.is_city(x, a)))
        .collect()
}

fn plague_playable(g: &G, s: Slot) -> bool {
    !enemy_cities(g, s).is_empty()
}

fn plague_declare(g: &mut G, ctx: &mut Ctx, s: Slot) -> Step<Targets> {
    let cities = enemy_cities(g, s);
    let a = g.ask_area(ctx, s, BIBLICAL_PLAGUE, "an opposing City", &cities)?;
    let victims: Vec<Slot> =
        g.st.slots()
            .filter(|&x| x != s && g.q().is_city(x, a))
            .collect();
    let v = g.ask_slot(ctx, s, BIBLICAL_PLAGUE, "whose City", &victims)?;
    let mut t = Targets {
        areas: vec![a],
        slots: vec![v],
        ..Default::default()
    };
    // Everyone with disks in or next to the City is touched.
    let q = g.q();
    for x in g.st.slots() {
        if q.occupies(x.faction(), a) || q.neighbours(a).any(|n| q.occupies(x.faction(), n)) {
            t.affects |= bit(x);
        }
    }
    t.harms = t.affects;
    Ok(t)
}

/// Content #76 (PB example action 2): the City is cut to a single disk, then each adjacent area
/// loses one disk of each Faction present (the player's own and Barbarians included). Each loss
/// may be paid with a mina or a card (G1), victims deciding in Turn Order; Hattusha loses at most
/// one disk to the card.
fn plague_resolve(g: &mut G, ctx: &mut Ctx, s: Slot, t: &Targets) -> Step {
    let (a, v) = (t.areas[0], t.slots[0]);
    let rules = LossRules::card(BIBLICAL_PLAGUE);
    let mut memo = LossMemo::default();
    let cut = g.q().disks(v.faction(), a).saturating_sub(1);
    g.lose_many(ctx, v.faction(), a, cut, rules, &mut memo)?;
    let neighbours: Vec<AreaId> = g.q().neighbours(a).collect();
    for n in neighbours {
        // Barbarians first (they are always removed), then civilizations in Turn Order.
        let mut factions: Vec<Faction> = vec![Faction::BARBARIANS];
        factions.extend(g.st.order.iter().map(|x| x.faction()));
        for f in factions {
            if f.idx() < FACTIONS && g.q().occupies(f, n) {
                g.lose_one(ctx, f, n, rules, &mut memo)?;
            }
        }
    }
    let _ = s;
    Ok(())
}
