//! The log's frame, every game's: what a line marks in the course of the game, so the screens that
//! look for such a line (a phase's heading, the end of an era) read a mark, never the words. Which
//! recorded action wrote a line, and its undoing, are the session's ([`super::SessionLine`]). The
//! words of the lines, their secrets and which event makes which mark are the game's (ACME's in
//! its session folder, `games::acme::session::log`).

use serde::{Deserialize, Serialize};

/// What a log line marks in the course of the game.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum LineMark {
    /// Any other line.
    #[default]
    Plain,
    /// A phase begins (the line is the phase's heading).
    PhaseStart,
    /// An era of the game ends (for ACME, an Epoch).
    EpochEnd,
}
