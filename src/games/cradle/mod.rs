//! Cradle of Civilization, *Sumeria to Persia*: the third game of the family, a whole game of its
//! own on the engine (docs/architecture.md, "On paper: Cradle of Civilization on the same
//! engine"). Four to six players hold several civilizations each, one arriving per Epoch by a
//! secret keep-or-pass draw; armies enter the map one at a time and fight with dice at once;
//! each player scores right after his own rounds; six Epochs of one turn.
//!
//! It does not play ACME's phases: its state, steps and rules are its own, and it implements
//! [`crate::engine::Game`] directly. Its data ([`data`]) comes from `assets/data/cradle/`
//! (written by `tools/import_cradle.py`), checked by `acme validate --game cradle`.

pub mod board;
pub mod combat;
pub mod data;
pub mod epoch_end;
pub mod event;
pub mod flow;
pub mod fuzz;
pub mod invariants;
pub mod replay;
pub mod save;
pub mod scoring;
pub mod session;
pub mod sim;
pub mod state;
pub mod whole_game;

pub use flow::{Action, Ask, Decision};
pub use whole_game::{Cradle, CradleRecord, Setup};
