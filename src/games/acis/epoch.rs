//! ACIS's End of Epoch Phase, step 3 (ACIS RB End of Epoch Phase; D46): the Change of Epoch with
//! its own reveal rule and its own table (`assets/data/acis/epoch_table.ron`). Rows that ACIS
//! ports from ACME's table run the base game's row; the rows of its own are here.

use crate::games::acme::catalog::{AreaId, CardId, bit, iter_set};
use crate::games::acme::epoch::{self, RowEffect};
use crate::games::acme::state::{Faction, Slot};
use crate::games::acme::{Ctx, G, Ruleset, Step};

use super::wonders;

/// The invasion Events, which a Change of Epoch resolves ("If the revealed card is an Event card
/// with an ID of 98-101, resolve its effects").
const INVASIONS: std::ops::RangeInclusive<u8> = 98..=101;

/// Step 3: an invasion Event (98-101) is resolved and then discarded; any other card is not
/// resolved, and is shuffled back into the draw pile; the table row of the revealed ID applies
/// in every case (readings A15).
pub(crate) fn change_of_epoch<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, c: CardId) -> Step {
    let invasion = INVASIONS.contains(&c.0) && g.cat.card(c).is_event();
    if invasion {
        // (Resolving discards it.)
        g.resolve_events(ctx, vec![c], None)?;
    }
    epoch::apply_row(g, ctx, c)?;
    if !invasion {
        g.st.deck.draw.push(c);
        let mut d = std::mem::take(&mut g.st.deck.draw);
        g.shuffle(&mut d);
        g.st.deck.draw = d;
    }
    Ok(())
}

/// ACIS's Change of Epoch Table, by a row's first card ID; 69 and up are "no event" (readings
/// B14).
pub(crate) fn row<R: Ruleset>(from: u8) -> Option<RowEffect<R>> {
    let effect: RowEffect<R> = match from {
        1 => epoch::black_death,
        6 => epoch::nomad_migrations,
        11 => storms_at_sea,
        16 => epoch::golden_age,
        21 => epoch::fall_of_empires,
        26 => the_gods_smile,
        31 => island_quakes,
        36 => epoch::provinces_revolt,
        41 => epoch::peace_and_plenty,
        46 => epoch::pirates_of_the_inner_seas,
        51 => the_great_wave,
        56 => epoch::new_dynasties,
        61 => neglected_wonders,
        65 => epoch::age_of_heroes,
        _ => return None,
    };
    Some(effect)
}

/// Change of Epoch Table 11-15, Storms at Sea: every civilization loses 1 disk in each shallow
/// sea area where it has 2 disks (a talent may keep it).
fn storms_at_sea<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, _c: CardId, order: Vec<Slot>) -> Step {
    let shallow = R::counted_seas(g.cat) & g.q().playable_set();
    for s in order {
        let full: Vec<AreaId> = iter_set(shallow)
            .filter(|&a| g.q().disks(s.faction(), a) >= 2)
            .collect();
        for a in full {
            epoch::epoch_loss(g, ctx, s.faction(), a)?;
        }
    }
    Ok(())
}

/// Change of Epoch Table 31-35, Island Quakes: every City in an island area loses 1 disk (a
/// talent may keep it); every Barbarian stack of 3 or more in an island area loses 1 disk.
fn island_quakes<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, _c: CardId, order: Vec<Slot>) -> Step {
    let islands = iter_set(g.q().playable_set())
        .filter(|&a| g.cat.board.area(a).island_group.is_some())
        .fold(0, |m, a| m | bit(a));
    for s in order {
        for a in g.q().city_areas(s) {
            if islands & bit(a) != 0 {
                epoch::epoch_loss(g, ctx, s.faction(), a)?;
            }
        }
    }
    for a in iter_set(islands) {
        if g.q().disks(Faction::BARBARIANS, a) >= 3 {
            epoch::epoch_loss(g, ctx, Faction::BARBARIANS, a)?;
        }
    }
    Ok(())
}

/// Change of Epoch Table 51-55, The Great Wave: every City in a land area next to a deep sea
/// loses 1 disk (a talent may keep it).
fn the_great_wave<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, _c: CardId, order: Vec<Slot>) -> Step {
    let deep = g.cat.board.deep_seas;
    for s in order {
        for a in g.q().city_areas(s) {
            if g.q().neighbour_set(a) & deep != 0 {
                epoch::epoch_loss(g, ctx, s.faction(), a)?;
            }
        }
    }
    Ok(())
}

/// Change of Epoch Table 26-30, The Gods Smile: every buried Wonder is un-buried (AG12, A9).
fn the_gods_smile<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, _c: CardId, _o: Vec<Slot>) -> Step {
    for w in wonders::ids() {
        if wonders::unbury(g.st, w) {
            wonders::note_burial(g, ctx, w, "The Gods Smile (Change of Epoch Table)");
        }
    }
    Ok(())
}

/// Change of Epoch Table 61-64, Neglected Wonders: every built, unburied Wonder whose block area
/// holds no disk of its owner is buried (AG12).
fn neglected_wonders<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, _c: CardId, _o: Vec<Slot>) -> Step {
    let left: Vec<CardId> =
        g.st.monuments
            .iter()
            .filter(|m| g.q().disks(m.owner.faction(), m.area) == 0)
            .map(|m| m.card)
            .collect();
    for w in left {
        if wonders::bury(g.st, w) {
            wonders::note_burial(g, ctx, w, "Neglected Wonders (Change of Epoch Table)");
        }
    }
    Ok(())
}
