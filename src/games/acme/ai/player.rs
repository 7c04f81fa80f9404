//! The Strategist's own-seat policy: how its playouts (and its answer without a budget) play a
//! player civilization in a solitaire game.
//!
//! The rulebook NPC brain plays a player seat badly: read for a human seat, it treats every other
//! civilization as an enemy (`npc::B::hostile_to`), so it contests the NPCs' areas and provokes
//! them (N1.3.3b), and it declines every Peace Offer (X2.4.2 is a human's option). Measured in
//! 4-player basic games, such a seat had 2.5 of the 3 NPCs hostile to it on average, ended most
//! games with 0 Cities and 2 disks on the map, and scored a fifth of the NPCs' VP
//! (docs/strategist.md). This policy is the same brain with two changes:
//! - it treats as enemies only the NPCs hostile to it (`npc::choose_action_reciprocal`): at peace
//!   it expands and builds Cities by the Non-Hostile priorities and does not make an NPC's area
//!   Contested (N1.9.5);
//! - it always makes a Peace Offer to a hostile NPC, with a gift (X2.4.2 a: one more Pool disk
//!   drawn; one white disk among them is enough): the card the brain would discard first
//!   (N1.4.13), else a mina.

use crate::games::acme::catalog::Catalog;
use crate::games::acme::decision::{AbilityUse, Action, Ask, Decision};
use crate::games::acme::npc::{self, B, Scratch};
use crate::games::acme::ruleset::Ruleset;
use crate::games::acme::state::State;

/// The policy's answer to `d` (a question for a player civilization) in `st`, under the ruleset
/// `R` of the game.
pub fn answer<R: Ruleset>(
    cat: &Catalog,
    st: &State,
    d: &Decision,
    actions: u32,
    scratch: &Scratch,
) -> Action {
    // The game's own policy first, where its rules differ from the base game's (ACIS).
    if let Some(a) = R::own_seat_answer(cat, st, d).filter(|a| d.options.contains(a)) {
        return a;
    }
    if matches!(
        &d.ask,
        Ask::UseAbility {
            ability: AbilityUse::PeaceOffer,
            ..
        }
    ) {
        return peace_offer::<R>(cat, st, d);
    }
    npc::choose_action_reciprocal_under::<R>(cat, st, d, actions, scratch)
}

/// X2.4.2: offer peace, with the cheapest gift at hand.
fn peace_offer<R: Ruleset>(cat: &Catalog, st: &State, d: &Decision) -> Action {
    let b = B::<R>::under(cat, st, d.who);
    let card = npc::cards::discard(&b, d, "N1.4.13").action;
    if matches!(card, Action::Discard(_)) {
        return card;
    }
    if d.options.contains(&Action::PayMina) {
        return Action::PayMina;
    }
    if d.options.contains(&Action::Yes) {
        return Action::Yes;
    }
    d.options[0]
}
