//! Where each option of a decision is answered: on the map (areas), in the hand (cards), or as
//! a button of the prompt bar; and which answers ask "Are you sure?" first.

use crate::games::acme::catalog::AreaId;
use crate::games::acme::decision::{Action, Ask, Decision};
use crate::games::acme::state::State;

/// Options chosen on the map (areas).
pub fn map_option(a: &Action) -> Option<AreaId> {
    match a {
        Action::Area(x) | Action::RemoveFrom(x) => Some(*x),
        _ => None,
    }
}

/// Options chosen by clicking a card of the decider's hand.
pub fn hand_option(st: &State, d: &Decision, a: &Action) -> bool {
    let hand = &st.civ(d.who).hand;
    match a {
        Action::Play(c) | Action::Negate(c) | Action::Discard(c) | Action::Card(c) => {
            hand.contains(c)
        }
        _ => false,
    }
}

/// Choices that cannot be taken back and are easy to make by mistake (Settings: confirmations):
/// passing the Card Phase, ending a deployment with disks left.
pub fn needs_confirmation(a: Action, d: &Decision) -> bool {
    a == Action::Pass || matches!((a, &d.ask), (Action::Done, Ask::Deploy { left }) if *left > 0)
}
