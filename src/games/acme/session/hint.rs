//! The Strategist's hint in ACME's words: the answer the search chose for the human who asked,
//! the sentence the table shows, and the areas and card it lights. The search and its thread are
//! every game's (`play::strategist`); what an answer says and which card it names are ACME's.

use crate::games::acme::catalog::{AreaId, CardId};
use crate::games::acme::decision::Action;
use crate::games::acme::state::Slot;

/// The Strategist's answer shown to the human who asked.
#[derive(Debug, Clone, PartialEq)]
pub struct Hint {
    /// The number of recorded actions it was asked at: it is stale once the game moves.
    pub at: usize,
    pub who: Slot,
    pub action: Action,
    /// The answer in words ("place a disk in Emar").
    pub text: String,
    /// The legal answers the question had, and the playouts the search spent on them (0 when it
    /// did not search: a single legal answer).
    pub answers: usize,
    pub playouts: u32,
    /// Areas to light on the map.
    pub areas: Vec<AreaId>,
    /// A card to outline in the hand.
    pub card: Option<CardId>,
}

impl Hint {
    /// The sentence the table shows. It gives no chance to win: the search's estimate (its
    /// playouts' win share) is the chance that the own-seat policy, not the Strategist, wins from
    /// here, and against arena games it is far from calibrated (docs/strategist.md, "Is the
    /// estimate a chance to win?"), so the hint says in words what the search did instead.
    pub fn sentence(&self) -> String {
        if self.playouts == 0 {
            return format!("The Strategist would {}.", self.text);
        }
        let others = self.answers.saturating_sub(1);
        format!(
            "The Strategist would {} (weighed against {} other answer{} in {} playouts).",
            self.text,
            others,
            if others == 1 { "" } else { "s" },
            self.playouts
        )
    }
}

/// The card an answer plays, commits, negates or otherwise names, if any.
pub fn answer_card(a: Action) -> Option<CardId> {
    match a {
        Action::Play(c)
        | Action::Card(c)
        | Action::Negate(c)
        | Action::Establish(c)
        | Action::Discard(c)
        | Action::UseInvestment(c) => Some(c),
        _ => None,
    }
}
