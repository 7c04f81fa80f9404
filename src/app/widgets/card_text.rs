//! What a card face says, in the painter's words: its kind, its code icons, its texts and where
//! they come from. A game's face fills a [`CardText`] for each of its cards
//! (`GameFace::card`); `card_face.rs` paints any of them. Why a module of its own: the game's face
//! writes these words and the painter reads them, so they sit below both (the painter asks the
//! game at the table for a card's words, the game must not reach the painter back).

use crate::games::acme::catalog::{CardId, Codes, Provenance};

/// A red code icon printed in a card's upper-left corner (RB "The Cards", I. Code).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CodeIcon {
    /// N in a square.
    Negate,
    /// I in a rectangle.
    Investment,
    /// C in a circle.
    Competition,
    /// R in a triangle.
    Religion,
    /// E in a hexagon (the card is printed landscape).
    Event,
}

impl CodeIcon {
    pub fn letter(self) -> char {
        match self {
            CodeIcon::Negate => 'N',
            CodeIcon::Investment => 'I',
            CodeIcon::Competition => 'C',
            CodeIcon::Religion => 'R',
            CodeIcon::Event => 'E',
        }
    }
    pub fn meaning(self) -> &'static str {
        match self {
            CodeIcon::Negate => "Negate",
            CodeIcon::Investment => "Investment",
            CodeIcon::Competition => "Competition",
            CodeIcon::Religion => "Religion",
            CodeIcon::Event => "Event",
        }
    }
}

/// The code icons of a card, in the rulebook's order N, I, C, R, E.
pub fn code_icons(codes: &Codes) -> Vec<CodeIcon> {
    [
        (codes.negate, CodeIcon::Negate),
        (codes.investment, CodeIcon::Investment),
        (codes.competition, CodeIcon::Competition),
        (codes.religion, CodeIcon::Religion),
        (codes.event, CodeIcon::Event),
    ]
    .into_iter()
    .filter_map(|(on, c)| on.then_some(c))
    .collect()
}

/// What kind of card a face shows (drives the border colour).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CardKind {
    GreatPerson,
    Event,
    Religion,
    Competition,
    Investment,
    Negate,
    /// A Fate card with no code and no Great Person title.
    Plain,
    Deity,
}

/// Everything printed on a face, looked up in the catalog.
#[derive(Debug, Clone, PartialEq)]
pub struct CardText {
    pub id: CardId,
    pub name: String,
    pub kind: CardKind,
    /// "Great Person · Investment", "Deity · Growth Phase - Acquisition Step", ...
    pub subtitle: String,
    pub codes: Vec<CodeIcon>,
    /// When it is played (Fate) or used (Deity: phase and usage limit).
    pub timing: String,
    pub effect: String,
    pub legend: String,
    /// Who or what it may target (Fate) or its requirements (Deity).
    pub targeting: String,
    pub provenance: Provenance,
    pub provenance_note: String,
    /// Printed landscape (Event cards, RB "The Cards").
    pub landscape: bool,
}
