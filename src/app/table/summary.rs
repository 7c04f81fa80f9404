//! The summary of a phase the game sums up (ACME's Reckoning: UX "Phases that need a summary"),
//! as the table holds it: collected by the game from its typed events as the answers are taken
//! ([`GameFace::sum_up`]), and shown over the board.

use crate::app::game_face::{self, GameFace};
use crate::app::games::{Face, LogEntry, Seat};

/// A summary, with the table's seats.
pub type Summary = game_face::Summary<Seat, LogEntry>;
pub type SummaryRow = game_face::SummaryRow<Seat>;

/// The summary being collected (the game's own collector: [`GameFace::sum_up`] follows it).
pub type Reckoning = <Face as GameFace>::Summing;
