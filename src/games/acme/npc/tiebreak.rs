//! Tie-breaking between equally ranked options (playbook-spec N1.2).
//!
//! Every NPC rule ranks its options with a *rule key* (the playbook's own ordering) and a *head
//! key* (method A's evaluation of what helps the NPC most or hurts its target most). Options tied on
//! the rule key are separated by the method chosen for the game:
//!
//! * A, "use your head" (N1.2.2): the best head key; remaining ties go to the first option listed
//!   (options are listed in a fixed order, so this is deterministic).
//! * B, "use the cards" (N1.2.3): one card per option, in the order listed; the highest ID wins.
//! * B1, one card (N1.2.4, A7.1): option number = ID modulo the number of options (even = first of
//!   two).
//!
//! **Reveals without moving cards.** [`super::choose`] reads the game and may not change it, so B
//! and B1 read the cards of the draw deck *in place*: the k-th card revealed is the card at depth
//! `(actions + k) mod size` from the top of the draw deck, where `actions` is the number of actions
//! applied so far (so two tie-breaks at different moments look at different cards). The cards are
//! real Fate cards of this game in deck order, so the choice is as unpredictable as a reveal and
//! fully determined by the state; but the cards are not discarded and an Event among them is not
//! resolved (N1.2.6): its ID is simply used, as A7.2 reads the Rulebook's Sudden End precedent.
//! The rule-mandated reveals that must move cards (N1.8.2 Gilgamesh, N1.8.6 re-entry) are done by
//! the engine in [`super::gilgamesh`], through the deck.

use crate::games::acme::Ruleset;
use std::borrow::Cow;

use super::{B, TieBreak};
use crate::games::acme::catalog::CardId;
use crate::games::acme::decision::Action;

/// The outcome of a pick: the option and how it was chosen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Picked {
    pub action: Action,
    /// How many options shared the best rule key.
    pub tied: usize,
    /// The tie-break used ("", "method A", "method B: #88 highest", ...).
    pub how: Cow<'static, str>,
}

impl Picked {
    /// The only option there was: no tie to break (what [`pick`] answers for one item).
    pub fn only(action: Action) -> Self {
        Picked {
            action,
            tied: 1,
            how: Cow::Borrowed(""),
        }
    }
}

/// The card revealed `k`-th for a tie-break (see the module notes), if the deck has any card.
pub fn revealed<R: Ruleset>(b: &B<R>, k: usize) -> Option<CardId> {
    let deck = if b.st.deck.draw.is_empty() {
        &b.st.deck.discard
    } else {
        &b.st.deck.draw
    };
    if deck.is_empty() {
        return None;
    }
    let len = deck.len();
    let depth = (b.actions as usize + k) % len;
    Some(deck[len - 1 - depth])
}

/// Pick the option with the smallest rule key; ties by the game's method (head key for A).
pub fn pick<K: Ord + Clone, H: Ord + Clone, R: Ruleset>(
    b: &B<R>,
    items: Vec<(Action, K, H)>,
) -> Option<Picked> {
    let best = items.iter().map(|i| i.1.clone()).min()?;
    // The tied items in place (the list is ours): no second list per pick.
    let mut tied = items;
    tied.retain(|i| i.1 == best);
    let n = tied.len();
    if n == 1 {
        return Some(Picked::only(tied[0].0));
    }
    match b.st.options.npc.tie_break {
        TieBreak::UseHead => head(tied),
        TieBreak::UseCards => {
            let cards: Vec<Option<CardId>> = (0..n).map(|k| revealed(b, k)).collect();
            if cards.iter().any(|c| c.is_none()) {
                return head(tied);
            }
            let (i, c) = cards
                .iter()
                .enumerate()
                .max_by_key(|(_, c)| c.map(|x| x.0))
                .map(|(i, c)| (i, c.unwrap()))
                .unwrap();
            Some(Picked {
                action: tied[i].0,
                tied: n,
                how: b.why(|| format!("N1.2.3 method B: #{} is the highest card revealed", c.0)),
            })
        }
        TieBreak::EvenOdd => match revealed(b, 0) {
            Some(c) => {
                let i = c.0 as usize % n;
                Some(Picked {
                    action: tied[i].0,
                    tied: n,
                    how: b.why(|| {
                        format!("N1.2.4 method B1: #{} gives option {} of {}", c.0, i + 1, n)
                    }),
                })
            }
            None => head(tied),
        },
    }
}

fn head<R, H: Ord + Clone>(tied: Vec<(Action, R, H)>) -> Option<Picked> {
    let n = tied.len();
    let best = tied.iter().map(|i| i.2.clone()).min()?;
    let first = tied.into_iter().find(|i| i.2 == best)?;
    Some(Picked {
        action: first.0,
        tied: n,
        how: "N1.2.2 method A".into(),
    })
}

/// A rule text with the tie-break appended when one was needed.
pub fn explain(rule: &str, p: &Picked) -> String {
    if p.how.is_empty() {
        rule.to_string()
    } else {
        format!("{rule}; tie among {} broken by {}", p.tied, p.how)
    }
}

/// Even/odd reveal used by a rule itself (N1.4.16c): true for an even ID. Reads in place like the
/// tie-breaks; with no card at all it counts as odd (the NPC keeps its card).
pub fn even_reveal<R: Ruleset>(b: &B<R>) -> (bool, Option<CardId>) {
    match revealed(b, 0) {
        Some(c) => (c.0 % 2 == 0, Some(c)),
        None => (false, None),
    }
}
