//! What lies face up in the middle of the table (UX "Cards"): the card being
//! played and the negation chain over it (newest on top), or the Event card just revealed with
//! what it did. Everything here is public: a card played, a Negate card answering it and an Event
//! are shown to all players as soon as they happen (RB "Negation", "Event cards"); the committed
//! competition cards, which may lie face down, are not here (see `TableReads::committed_for_view`).
//!
//! The centre follows the table's playback: actions and events are fed to it in the order the
//! board shows them, so the card appears when its effect starts to show and not before.

use crate::games::acme::Event;
use crate::games::acme::catalog::CardId;
use crate::games::acme::decision::{Action, Ask, Decision};
use crate::games::acme::state::Slot;

/// How a card came to the centre.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    /// Played from a hand (Card Phase, a competition reveal).
    Played,
    /// Answering the card or use under it (RB "Negation").
    Negate,
    /// A Deity's or an Investment's use, or a lasting card, that a window was opened on.
    Use,
    /// An Event drawn or revealed (RB "Event cards").
    Event,
}

/// One card lying in the centre.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CentreCard {
    pub card: CardId,
    /// Who played it (None: an Event nobody controls).
    pub by: Option<Slot>,
    pub role: Role,
    /// Cancelled by the card above it once the chain resolved (RB "Negation").
    pub negated: bool,
}

/// The cards in the middle of the table, bottom first.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Centre {
    pub stack: Vec<CentreCard>,
    /// What the bottom card did (an Event's effect, a played card's outcome), as log sentences.
    pub result: Vec<String>,
    /// Seconds the centre stays once nothing more concerns it (counted down by the table).
    pub linger: f32,
}

impl Centre {
    pub fn is_empty(&self) -> bool {
        self.stack.is_empty()
    }

    fn start(&mut self, card: CardId, by: Option<Slot>, role: Role) {
        self.stack.clear();
        self.result.clear();
        self.stack.push(CentreCard {
            card,
            by,
            role,
            negated: false,
        });
    }

    /// An action taken: a Negate card answering the newest link joins the chain on top.
    pub fn on_action(&mut self, who: Slot, action: Action) {
        if let Action::Negate(card) = action {
            self.stack.push(CentreCard {
                card,
                by: Some(who),
                role: Role::Negate,
                negated: false,
            });
        }
    }

    /// A negation offer is pending: its target is the newest link. A use of a Deity or an
    /// Investment, or a lasting card, has no event of its own: it comes to the centre here.
    pub fn on_decision(&mut self, d: Option<&Decision>) {
        let Some(Decision {
            ask: Ask::Negate { target, by },
            ..
        }) = d
        else {
            return;
        };
        if target.0 == 0 {
            // A competition ability: no card to show.
            return;
        }
        if self.stack.last().is_none_or(|top| top.card != *target) {
            if self.stack.iter().any(|c| c.card == *target) {
                return;
            }
            let depth = d.and_then(|d| d.chain).map_or(1, |c| c.depth as usize);
            if depth <= 1 {
                self.start(*target, Some(*by), Role::Use);
            } else {
                self.stack.push(CentreCard {
                    card: *target,
                    by: Some(*by),
                    role: Role::Use,
                    negated: false,
                });
            }
        }
    }

    /// An event as the board shows it.
    pub fn on_event(&mut self, e: &Event) {
        match e {
            // A card already on the chain (a Negate card answering) is not a new play.
            Event::CardPlayed { slot, card } if !self.stack.iter().any(|c| c.card == *card) => {
                self.start(*card, Some(*slot), Role::Played)
            }
            Event::EventCard { card, controller } => self.start(*card, *controller, Role::Event),
            Event::Negated { card, .. } => {
                if let Some(c) = self.stack.iter_mut().rev().find(|c| c.card == *card) {
                    c.negated = true;
                }
            }
            Event::Note { text, .. } if !self.stack.is_empty() && self.result.len() < 6 => {
                self.result.push(text.to_string())
            }
            Event::PhaseStarted { .. } | Event::GameOver { .. } => self.clear(),
            _ => {}
        }
    }

    pub fn clear(&mut self) {
        self.stack.clear();
        self.result.clear();
        self.linger = 0.0;
    }

    /// Whether the pending decision is about the centre's cards (a negation offer, a played
    /// card's targets): then the centre stays whatever the time.
    pub fn concerns(&self, d: Option<&Decision>) -> bool {
        let Some(d) = d else {
            return false;
        };
        let on_stack = |c: &CardId| self.stack.iter().any(|x| x.card == *c);
        match &d.ask {
            Ask::Negate { .. } => true,
            Ask::Target { card, .. }
            | Ask::CardOption { card }
            | Ask::InvasionArea { card }
            | Ask::UseInvestment { card } => on_stack(card),
            Ask::Loss {
                cause: Some(card), ..
            } => on_stack(card),
            _ => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::acme::decision::ChainInfo;

    fn offer(target: u8, by: u8, depth: u8) -> Decision {
        Decision::new(
            Slot(1),
            Ask::Negate {
                target: CardId(target),
                by: Slot(by),
            },
            "negate it?",
            "RB Negation (G10)",
            vec![Action::Decline],
        )
        .with_chain(ChainInfo {
            affects: 0,
            harms: 0,
            depth,
        })
    }

    /// RB "Negation": a chain shows every link, newest on top, and the cancelled ones once it
    /// resolves (Grand Vizier #21 answered by Assassin #24, answered by Sorcerer #25).
    #[test]
    fn a_negation_chain_stacks_newest_on_top_and_marks_what_it_cancelled() {
        let mut c = Centre::default();
        c.on_event(&Event::CardPlayed {
            slot: Slot(0),
            card: CardId(21),
        });
        c.on_decision(Some(&offer(21, 0, 1)));
        c.on_action(Slot(1), Action::Negate(CardId(24)));
        c.on_decision(Some(&offer(24, 1, 2)));
        c.on_action(Slot(0), Action::Negate(CardId(25)));
        let ids: Vec<u8> = c.stack.iter().map(|x| x.card.0).collect();
        assert_eq!(ids, vec![21, 24, 25]);
        assert_eq!(c.stack[1].role, Role::Negate);
        c.on_event(&Event::Negated {
            card: CardId(24),
            by: CardId(25),
            slot: Slot(0),
        });
        assert!(c.stack[1].negated && !c.stack[0].negated);
    }

    /// A Deity's use has no event: its negation offer brings it to the centre (G10, Sorcerer).
    #[test]
    fn a_use_comes_to_the_centre_with_its_negation_offer() {
        let mut c = Centre::default();
        c.on_decision(Some(&offer(105, 2, 1)));
        assert_eq!(c.stack.len(), 1);
        assert_eq!(c.stack[0].role, Role::Use);
        assert!(c.concerns(Some(&offer(105, 2, 1))));
    }

    /// RB "Event cards": the Event shows with what it did; the next phase clears the table.
    #[test]
    fn an_event_shows_with_its_result_until_the_next_phase() {
        let mut c = Centre::default();
        c.on_event(&Event::EventCard {
            card: CardId(60),
            controller: None,
        });
        c.on_event(&Event::Note {
            slot: None,
            text: "Earthquake strikes Tyre".into(),
            rule: "Card #60".into(),
        });
        assert_eq!(c.stack[0].role, Role::Event);
        assert_eq!(c.result, vec!["Earthquake strikes Tyre".to_string()]);
        c.on_event(&Event::PhaseStarted {
            epoch: 1,
            turn: 1,
            phase: crate::games::acme::Phase::Card,
        });
        assert!(c.is_empty());
    }
}
