//! What lies face up in the middle of the table (UX "Cards"): the card being
//! played and the negation chain over it (newest on top), or the Event card just revealed with
//! what it did. Everything here is public: a card played, a Negate card answering it and an Event
//! are shown to all players as soon as they happen (RB "Negation", "Event cards"); the committed
//! competition cards, which may lie face down, are not here (see `TableReads::committed_for_view`).
//!
//! The centre follows the table's playback: actions and events are fed to it in the order the
//! board shows them, so the card appears when its effect starts to show and not before.
//!
//! It is generic over the game: the game says what its answers, questions and events do to the
//! centre ([`CentreGame`], implemented in the game's folder), the centre keeps the chain.

use std::fmt::{Debug, Display};

use super::SessionGame;

/// What a game's answers, questions and events do to the centre of the table.
pub trait CentreGame: SessionGame {
    /// A card, as the centre shows it.
    type Card: Copy + Eq + Debug;
    /// The card an answer puts on top of the chain (a card answering its newest link).
    fn answers_with(action: &Self::Action) -> Option<Self::Card>;
    /// The link of a chain a pending question offers to answer (RB "Negation"), if it has a card
    /// to show.
    fn offered_link(d: &Self::Decision) -> Option<Link<Self::Card, Self::Seat>>;
    /// What event `e` does to the centre.
    fn centre_event(e: &Self::Event) -> CentreEvent<'_, Self::Card, Self::Seat>;
    /// Whether question `d` is about the centre's cards.
    fn about_centre(d: &Self::Decision) -> AboutCentre<Self::Card>;
}

/// A link of a chain a question offers to answer: its card, who put it there, and how deep in
/// the chain it is (1: the first link).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Link<Card, Seat> {
    pub card: Card,
    pub by: Seat,
    pub depth: usize,
}

/// What an event does to the centre ([`CentreGame::centre_event`]).
pub enum CentreEvent<'a, Card, Seat> {
    /// A card played from a hand.
    Played { card: Card, by: Seat },
    /// A card revealed (an Event), controlled by a seat or nobody.
    Revealed { card: Card, by: Option<Seat> },
    /// A card on the chain was cancelled.
    Cancelled(Card),
    /// Words telling what the bottom card did.
    Said(&'a dyn Display),
    /// The table moves on (a new phase, the game's end): the centre clears.
    Clear,
    /// Nothing for the centre.
    Nothing,
}

/// Whether a question is about the centre's cards ([`CentreGame::about_centre`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AboutCentre<Card> {
    /// Always (an offer to answer its chain).
    Always,
    /// When this card lies there (a played card's targets, a loss it caused).
    IfThere(Card),
    /// Not at all.
    No,
}

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
pub struct CentreCard<Card, Seat> {
    pub card: Card,
    /// Who played it (None: an Event nobody controls).
    pub by: Option<Seat>,
    pub role: Role,
    /// Cancelled by the card above it once the chain resolved (RB "Negation").
    pub negated: bool,
}

/// The cards in the middle of the table, bottom first.
#[derive(Debug, Clone)]
pub struct Centre<G: CentreGame> {
    pub stack: Vec<CentreCard<G::Card, G::Seat>>,
    /// What the bottom card did (an Event's effect, a played card's outcome), as log sentences.
    pub result: Vec<String>,
    /// Seconds the centre stays once nothing more concerns it (counted down by the table).
    pub linger: f32,
}

impl<G: CentreGame> Default for Centre<G> {
    fn default() -> Self {
        Centre {
            stack: Vec::new(),
            result: Vec::new(),
            linger: 0.0,
        }
    }
}

impl<G: CentreGame> Centre<G> {
    pub fn is_empty(&self) -> bool {
        self.stack.is_empty()
    }

    fn start(&mut self, card: G::Card, by: Option<G::Seat>, role: Role) {
        self.stack.clear();
        self.result.clear();
        self.stack.push(CentreCard {
            card,
            by,
            role,
            negated: false,
        });
    }

    /// An action taken: a card answering the newest link joins the chain on top.
    pub fn on_action(&mut self, who: G::Seat, action: G::Action) {
        if let Some(card) = G::answers_with(&action) {
            self.stack.push(CentreCard {
                card,
                by: Some(who),
                role: Role::Negate,
                negated: false,
            });
        }
    }

    /// An offer to answer a chain is pending: its target is the newest link. A use with no
    /// event of its own (a Deity's, an Investment's, a lasting card's) comes to the centre here.
    pub fn on_decision(&mut self, d: Option<&G::Decision>) {
        let Some(link) = d.and_then(G::offered_link) else {
            return;
        };
        if self.stack.last().is_none_or(|top| top.card != link.card) {
            if self.stack.iter().any(|c| c.card == link.card) {
                return;
            }
            if link.depth <= 1 {
                self.start(link.card, Some(link.by), Role::Use);
            } else {
                self.stack.push(CentreCard {
                    card: link.card,
                    by: Some(link.by),
                    role: Role::Use,
                    negated: false,
                });
            }
        }
    }

    /// An event as the board shows it.
    pub fn on_event(&mut self, e: &G::Event) {
        match G::centre_event(e) {
            // A card already on the chain (a card answering) is not a new play.
            CentreEvent::Played { card, by } if !self.stack.iter().any(|c| c.card == card) => {
                self.start(card, Some(by), Role::Played)
            }
            CentreEvent::Revealed { card, by } => self.start(card, by, Role::Event),
            CentreEvent::Cancelled(card) => {
                if let Some(c) = self.stack.iter_mut().rev().find(|c| c.card == card) {
                    c.negated = true;
                }
            }
            CentreEvent::Said(text) if !self.stack.is_empty() && self.result.len() < 6 => {
                self.result.push(text.to_string())
            }
            CentreEvent::Clear => self.clear(),
            _ => {}
        }
    }

    pub fn clear(&mut self) {
        self.stack.clear();
        self.result.clear();
        self.linger = 0.0;
    }

    /// Whether the pending decision is about the centre's cards (an offer to answer its chain, a
    /// played card's targets): then the centre stays whatever the time.
    pub fn concerns(&self, d: Option<&G::Decision>) -> bool {
        let Some(d) = d else {
            return false;
        };
        match G::about_centre(d) {
            AboutCentre::Always => true,
            AboutCentre::IfThere(card) => self.stack.iter().any(|x| x.card == card),
            AboutCentre::No => false,
        }
    }
}
