//! ACIS's own-seat policy for the Strategist (`Ruleset::own_seat_answer`, read by `ai::player`):
//! how its playouts play a player civilization's ACIS questions, where ACME's policy (the
//! rulebook brain played as a player) answers by the NPC's solitaire rules.
//!
//! An ACIS NPC builds a Wonder only from the map and its Treasury, never with hand cards, and only
//! while it keeps 6 disks on the map (N1.4.5 (ACIS) (b), read from ACME's N1.4.7), and it pays
//! talents first (N1.4.5c). A player is held to none of that (D32, AG13: any 5 resources, at least
//! 2 map disks; A13: any hand card is one resource), and a Wonder is worth VP at every Victory
//! Tally while one of its owner's disks shares its area (D40), one more at the End of Epoch for the
//! most such areas (D45), and its power. Talents also score at the End of Epoch (D45: 1 VP per 3).
//! So the policy:
//! - builds a Wonder at its Card Phase whenever one is offered and it keeps [`KEEP_ON_MAP`] disks
//!   on the map after paying (no card of the brain's priority 1 is played first, as N1.4.3
//!   (ACIS) item 2), the first of the NPCs' order (`npc::WONDER_ORDER`);
//! - pays a Wonder (or any price of resources) with the hand card the brain would discard first
//!   while it holds more than [`CARDS_KEPT`] cards, then as the brain pays (talents, then its most
//!   expendable map disks).
//!
//! Chosen by the policy alone (no search) over 200 basic-4 games on each of two seed ranges that no
//! figure is reported on (66000-66199 and 67000-67199): 54.7 and 56.1 VP mean against 52.4 and 52.8
//! with ACME's policy. Tried and not kept there: keeping 6 or 2 disks (no change: the Wonders go
//! early, while the map holds enough), building before a priority-1 card (55.1 VP), keeping 3
//! cards (53.4), no cards as payment (52.3), map disks before talents (54.6).
//!
//! Everything else is ACME's policy (the brain under ACIS's rules, with Peace Offers).

use crate::games::acis::catalog::FIRST_WONDER;
use crate::games::acis::npc::wonder_to_build;
use crate::games::acis::rules::Acis;
use crate::games::acme::catalog::Catalog;
use crate::games::acme::decision::{Action, Ask, Decision};
use crate::games::acme::npc::{B, cards};
use crate::games::acme::state::State;

/// The disks the policy keeps on the map after paying for a Wonder (the NPC keeps 6).
pub const KEEP_ON_MAP: u32 = 3;

/// Hand cards the policy keeps when it pays resources with cards.
pub const CARDS_KEPT: usize = 1;

/// The policy's answer to `d` for the player civilization `d.who`, or `None` for ACME's policy.
pub fn answer(cat: &Catalog, st: &State, d: &Decision) -> Option<Action> {
    match &d.ask {
        Ask::CardAction => build_a_wonder(cat, st, d),
        Ask::Pay { left, disks_needed } => pay(cat, st, d, *left, *disks_needed),
        _ => None,
    }
}

/// D24, D32: build the first offered Wonder of the NPCs' order when the price leaves
/// [`KEEP_ON_MAP`] disks on the map, paying hand cards beyond [`CARDS_KEPT`] first.
fn build_a_wonder(cat: &Catalog, st: &State, d: &Decision) -> Option<Action> {
    let w = wonder_to_build(cat, st, d)?;
    let civ = st.civ(d.who);
    let (on_map, short, wonder) = (w.on_map, w.short, w.wonder);
    let from_cards = civ.hand.len().saturating_sub(CARDS_KEPT) as u32;
    let from_map = 5u32
        .saturating_sub(from_cards)
        .saturating_sub(u32::from(civ.treasury))
        .max(2)
        .max(short);
    if from_map > 5 || on_map < from_map + KEEP_ON_MAP {
        return None;
    }
    Some(Action::Option(wonder.0 - FIRST_WONDER))
}

/// A price in resources (a Wonder's, D32): the card the brain would discard first while the hand
/// holds more than [`CARDS_KEPT`]; then the brain's answer (talents, then its most expendable map
/// disk, N1.4.5c-d).
fn pay(cat: &Catalog, st: &State, d: &Decision, left: u8, disks_needed: u8) -> Option<Action> {
    let b = B::<Acis>::under(cat, st, d.who);
    if left > disks_needed && st.civ(d.who).hand.len() > CARDS_KEPT {
        let card = cards::discard(&b, d, "own-seat policy: a spare card first").action;
        if matches!(card, Action::Discard(_)) {
            return Some(card);
        }
    }
    None
}
