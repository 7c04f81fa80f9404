//! ACME Digital: Ancient Civilizations of the Middle East, rules-enforced.
//!
//! * [`games`]: the games, each in its own folder ([`games::acme`]: the rules of ACME as a pure,
//!   resumable state machine: no Bevy, no I/O, seeded randomness; its catalog data and scenarios).
//! * [`game_id`]: which game of the family a file or command is about, and its rules version.
//! * [`engine`]: what every game needs, generic over a whole game (`engine::Game`).
//! * [`harness`]: random legal play with invariant checks.
//! * [`cli`]: the headless commands; `app` (feature `gui`): the Bevy window.
//! * `online` (feature `online`): the game server (`acme serve`) and its client.

#[cfg(feature = "gui")]
pub mod app;
pub mod arena;
pub mod board;
pub mod cli;
pub mod engine;
pub mod game_id;
pub mod games;
pub mod handover;
pub mod harness;
pub mod load;
pub mod mutate;
#[cfg(feature = "online")]
pub mod online;
pub mod play;
pub mod positions;
pub mod replays;
pub mod saves;
pub mod settings;
pub mod sim;
