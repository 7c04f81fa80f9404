//! What the table says to the players besides the board: the toast (what an NPC just did, why
//! a click was refused), a problem writing saves, and the Reckoning summary with how long it
//! stays up. Who may read a toast is decided by its [`Secret`], in one place (the table's
//! `visible_toast`). A resource of its own, put on and taken off with the table's other parts
//! ([`super::state`]); an answer writes it through the bundle `TableMut`.

use bevy::prelude::Resource;

use crate::app::game_face::GameFace;

use super::summary::{Reckoning, Summary};

/// The table's messages, about game `F`.
#[derive(Resource)]
pub struct Messages<F: GameFace> {
    /// A short message (what an NPC just did, why a click was refused).
    pub toast: Option<Toast<F>>,
    /// Problems writing saves, shown on screen (the game goes on).
    pub save_error: Option<String>,
    pub summary: Option<Summary<F>>,
    /// Seconds a summary stays up when nobody must click it (all-NPC games).
    pub summary_wait: f32,
    /// The Reckoning being collected into the next summary.
    pub reckoning: Reckoning<F>,
}

// By hand: a derived one would ask the face itself to be `Default`.
impl<F: GameFace> Default for Messages<F> {
    fn default() -> Self {
        Messages {
            toast: None,
            save_error: None,
            summary: None,
            summary_wait: 0.0,
            reckoning: Reckoning::<F>::default(),
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct Toast<F: GameFace> {
    pub text: String,
    pub error: bool,
    pub slot: Option<F::Seat>,
    /// Words only one civilization may read (its face-down card, why its card may not be
    /// played): shown through the table's `visible_toast`.
    pub secret: Option<F::Secret>,
}

impl<F: GameFace> Toast<F> {
    /// A message anyone may read.
    pub fn public(text: impl Into<String>, error: bool) -> Toast<F> {
        Toast {
            text: text.into(),
            error,
            slot: None,
            secret: None,
        }
    }
}
