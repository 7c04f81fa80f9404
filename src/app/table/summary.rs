//! The summary of a phase the game sums up (ACME's Reckoning: UX "Phases that need a summary"),
//! as the table holds it: collected by the game from its typed events as the answers are taken
//! ([`GameFace::sum_up`]), and shown over the board.

use crate::app::game_face::{self, GameFace};
use crate::app::games::{Event, Face, Seat, State};
use crate::play::LogEntry;

/// A summary, with the table's seats.
pub type Summary = game_face::Summary<Seat>;
pub type SummaryRow = game_face::SummaryRow<Seat>;

/// The summary being collected.
#[derive(Debug, Default)]
pub struct Reckoning(<Face as GameFace>::Summing);

impl Reckoning {
    /// Follow an answer's events (see [`GameFace::sum_up`]): the summary when its phase ends.
    pub fn collect(
        &mut self,
        events: &[Event],
        before: &State,
        log: &[LogEntry],
        log_len: usize,
        now: &State,
    ) -> Option<Summary> {
        Face::sum_up(&mut self.0, events, before, log, log_len, now)
    }
}
