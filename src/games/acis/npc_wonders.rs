//! N1.4.W (content-acis section 7, designed): each Wonder's use by its NPC owner, where it differs
//! from the answer ACME's brain gives for the Deity whose power the Wonder gives (content-acis
//! section 4, each Wonder's NPC line). Asked before the brain's (`Ruleset::npc_answer`).
//!
//! Where the brain's answer already is the Wonder's line, nothing is written here:
//! * the Great Pyramid and the Temple of Artemis are used without a question whenever they can be
//!   (`wonders::acquisition_powers`): "always used";
//! * the Mausoleum of Halicarnassus is used without a question after the draws, and its kept card
//!   is the brain's N1.4.14 keep; what differs is the Draw Step's buying ([`mausoleum_draws`]);
//! * the Statue of Zeus asks for a Turn Order space, where the brain takes the last one (ACME's
//!   Father of the Gods note): "the NPC moves itself to the last space";
//! * the Parthenon answers as a Negate card under N1.4.16 (the brain's `cards::negate`: only to
//!   protect itself).
//!
//! What differs: the Colossus of Rhodes goes to the first competition in N1.5.1 order where it
//! lets the NPC win, tie or keep 3 disks ([`colossus_here`]; the brain announces it in the
//! competition at hand), and the Lighthouse of Alexandria answers an opposing Competition card,
//! Colossus bonus or competition ability only when it would make the NPC lose the competition or
//! a City ([`lighthouse`]; the brain answers only cards that remove its disks, and any of those).

use crate::games::acis::rules::Acis;
use crate::games::acis::wonders::{self, COLOSSUS, LIGHTHOUSE, MAUSOLEUM};
use crate::games::acme::Q;
use crate::games::acme::catalog::{AreaId, CardId, Catalog};
use crate::games::acme::decision::{Action, Ask, Decision};
use crate::games::acme::npc::{B, cards, competition};
use crate::games::acme::state::{FACTIONS, Faction, Slot, State, slot_bit};

/// ACIS's N1.4.W answer to `d`, or `None` for the brain's.
pub fn answer(cat: &Catalog, st: &State, d: &Decision) -> Option<(Action, &'static str)> {
    match &d.ask {
        Ask::Negate { target, by } if d.options.contains(&Action::Negate(LIGHTHOUSE)) => {
            lighthouse(cat, st, d, *target, *by)
        }
        Ask::DrawMina => mausoleum_draws(cat, st, d),
        _ => None,
    }
}

/// Whether `s` may use its Wonder `w` now (AG12, `wonders::may_use`).
fn usable(cat: &Catalog, st: &State, s: Slot, w: CardId) -> bool {
    wonders::may_use_in(&Q::<Acis>::under(cat, st), st, s, w).is_ok()
}

/// The Mausoleum of Halicarnassus's NPC line ("always used before spending talents on draws",
/// N1.10.1 ACIS: "the Mausoleum" among the draw effects): with the Mausoleum ready, the NPC counts
/// its kept card among its draws and buys one card fewer (ACME's N1.10.1 otherwise).
fn mausoleum_draws(cat: &Catalog, st: &State, d: &Decision) -> Option<(Action, &'static str)> {
    if !usable(cat, st, d.who, MAUSOLEUM) {
        return None;
    }
    let b = B::<Acis>::under(cat, st, d.who);
    let c = cards::draw_mina_with(&b, d, 1);
    Some((
        c.action,
        "N1.4.W, N1.10.1 (ACIS): the Mausoleum's card counts before it buys cards with talents",
    ))
}

/// The Colossus of Rhodes's NPC line (N1.5.5-N1.5.7): announced in the first competition, in
/// N1.5.1 order (`competition::solitaire_rank`), of this one and those still to come this phase
/// where the NPC takes part and its 2 allies let it win, tie or keep 3 disks (it has fewer than 3
/// more than the strongest other side, and 2 more bring it level at least).
pub fn colossus_here(b: &B<Acis>, area: AreaId) -> bool {
    let q = b.q();
    let rank = b.cat.board.area(area).ne_sw_rank;
    let helps = |a: AreaId| {
        let margin = competition::side(b, b.f(), a) - competition::strongest_other(b, a, true);
        margin < 3 && margin + 2 >= 0
    };
    q.playable_areas()
        .filter(|&a| {
            (a == area || b.cat.board.area(a).ne_sw_rank > rank)
                && q.contested(a)
                && q.occupies(b.f(), a)
                && helps(a)
        })
        .min_by_key(|&a| competition::solitaire_rank::<Acis>(b.cat, b.st, a))
        == Some(area)
}

/// The Lighthouse of Alexandria's NPC line (N1.4.16b): used at the first opposing Competition
/// card, Colossus bonus or competition ability that would make the NPC lose the competition (it
/// wins or ties without it, and loses with it) or a City (the target removes its disks where it
/// has a City); never for another civilization's sake, never against a negation already
/// answered. Otherwise the Lighthouse is kept and any other Negate answers as the brain's.
fn lighthouse(
    cat: &Catalog,
    st: &State,
    d: &Decision,
    target: CardId,
    by: Slot,
) -> Option<(Action, &'static str)> {
    let area = st.comp.area?;
    let b = B::<Acis>::under(cat, st, d.who);
    let chain = d.chain.unwrap_or_default();
    let me = slot_bit(d.who);
    let answered = chain.depth.is_multiple_of(2);
    let value = if target == COLOSSUS {
        2
    } else if target.0 == 0 {
        1 // a competition ability: one ally, as the brain counts most
    } else {
        competition::card_bonus(&b, target, area)
    };
    let mine = competition::side(&b, b.f(), area);
    let with = competition::strongest_other(&b, area, true);
    let without = (0..FACTIONS)
        .map(|i| Faction(i as u8))
        .filter(|&f| f != b.f())
        .map(|f| competition::side(&b, f, area) - if f == by.faction() { value } else { 0 })
        .max()
        .unwrap_or(0);
    let loses_competition = mine < with && mine >= without;
    let loses_city = b.q().is_city(d.who, area) && chain.harms & me != 0;
    if by != d.who && !answered && (loses_competition || loses_city) {
        return Some((
            Action::Negate(LIGHTHOUSE),
            "N1.4.W (ACIS): the Lighthouse of Alexandria stops what would make the NPC lose the competition or a City (N1.4.16b)",
        ));
    }
    if d.options
        .iter()
        .all(|&a| matches!(a, Action::Decline | Action::Negate(LIGHTHOUSE)))
    {
        return Some((
            Action::Decline,
            "N1.4.W (ACIS): the Lighthouse of Alexandria is kept: this would not make the NPC lose the competition or a City",
        ));
    }
    Some(super::npc::brain_without(
        d,
        |a| a == Action::Negate(LIGHTHOUSE),
        |d| cards::negate(&b, d, target, by),
        "N1.4.16: the NPC's Negate cards answer as the brain's (the Lighthouse of Alexandria kept)",
    ))
}
