//! What a card face says, in the painter's words: its kind (a border's colours, a corner word),
//! its code icons (a letter in a shape), its texts and where they come from. A game's face fills a
//! [`CardText`] for each of its cards (`GameFace::card`) from its own vocabulary; `card_face.rs`
//! paints any of them. Why a module of its own: the game's face writes these words and the painter
//! reads them, so they sit below both (the painter asks the game at the table for a card's words,
//! the game must not reach the painter back).

use bevy_egui::egui::Color32;

/// The shape a code icon's letter is printed in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CodeShape {
    /// A square.
    Square,
    /// A rectangle taller than wide.
    Tall,
    /// A circle.
    Circle,
    /// A triangle on its base (the letter set lower and smaller, to fit).
    Triangle,
    /// A hexagon.
    Hexagon,
}

/// A code icon printed in a card's upper-left corner: a red letter in a red outline.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CodeIcon {
    pub letter: char,
    pub shape: CodeShape,
    /// What the code means, in a word ("Negate").
    pub meaning: &'static str,
}

impl CodeIcon {
    pub fn letter(self) -> char {
        self.letter
    }
    pub fn meaning(self) -> &'static str {
        self.meaning
    }
}

/// A kind of card as a face shows it: its border and title band, the title's colour on the band,
/// and what sets the kind apart on the face.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CardKind {
    /// The border and the title band.
    pub band: Color32,
    /// The title's colour on the band.
    pub title: Color32,
    /// A thin rule just inside the border, for a border that would not read on the parchment
    /// alone (a gold one).
    pub inner_rule: Option<Color32>,
    /// A word in the upper-left corner, where the code icons go (a card of a deck without codes).
    pub corner: Option<&'static str>,
    /// The heading of what the card needs, on a large face ("Target", "Requires").
    pub needs: &'static str,
}

/// Everything printed on a face, looked up in the game's data.
#[derive(Debug, Clone, PartialEq)]
pub struct CardText {
    /// The number printed in the corner ("#9").
    pub number: u32,
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
    /// Where its text comes from, in a player's words (the foot of a large face).
    pub provenance: &'static str,
    /// The text is of our design, not the printed game's: the face carries the designed mark.
    pub designed: bool,
    pub provenance_note: String,
    /// Printed landscape (Event cards, RB "The Cards").
    pub landscape: bool,
}
