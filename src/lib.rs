//! ACME Digital: Ancient Civilizations of the Middle East, rules-enforced.
//!
//! * [`rules`]: the pure rules engine (no Bevy, no I/O, seeded randomness).
//! * [`data`]: where the catalog text comes from.
//! * [`game_id`]: which game of the family a file or command is about, and its rules version.
//! * [`harness`]: random legal play with invariant checks.
//! * [`cli`]: the headless commands; `app` (feature `gui`): the Bevy window.

#[cfg(feature = "gui")]
pub mod app;
pub mod arena;
pub mod board;
pub mod cli;
pub mod data;
pub mod game_id;
pub mod harness;
pub mod load;
pub mod mutate;
pub mod play;
pub mod positions;
pub mod replays;
pub mod rules;
pub mod saves;
pub mod scenarios;
pub mod settings;
pub mod sim;
pub mod summary;
