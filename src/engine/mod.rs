//! The engine: what every game of the family needs, generic over a whole game ([`Game`]).
//!
//! * [`game`]: the trait a game implements (its questions, answers, events, view for a seat,
//!   hash, result, invariants) and [`Question`], the question/answer protocol.
//! * [`drive`]: play loops over any game (answers chosen by a chooser, invariants checked).
//! * [`search`]: the Strategist's search (successive halving over sampled worlds); the game
//!   supplies its worlds and playouts ([`search::Worlds`]).
//! * [`rng`]: seeds derived from seeds (the brains' own generators never touch a game's).
//! * [`stats`]: the confidence interval the arena reports.
//!
//! Nothing here names a game, its content or its rules (`tests/rules/seam.rs` checks it): a game
//! lives in its own folder under `crate::games` and implements [`Game`]. Calls are static: the
//! drivers are generic functions, monomorphised for the game picked at the top.

pub mod drive;
pub mod game;
pub mod rng;
pub mod search;
pub mod stats;

pub use game::{Game, Question};
