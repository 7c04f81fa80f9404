//! The summary of a phase the game sums up (ACME's Reckoning: UX "Phases that need a summary"),
//! as the table holds it: collected by the game from its typed events as the answers are taken
//! ([`GameFace::sum_up`]), and shown over the board.

use crate::app::game_face::{self, GameFace};

/// A summary of game `F`, with its seats and its log's lines.
pub type Summary<F> = game_face::Summary<<F as GameFace>::Seat, <F as GameFace>::Line>;
pub type SummaryRow<F> = game_face::SummaryRow<<F as GameFace>::Seat>;

/// The summary of game `F` being collected (its own collector: [`GameFace::sum_up`] follows it).
pub type Reckoning<F> = <F as GameFace>::Summing;
