//! The engine: what every game of the family needs, generic over a whole game ([`Game`]).
//!
//! * [`game`]: the trait a game implements (its questions, answers, events, view for a seat,
//!   hash, result, invariants) and [`Question`], the question/answer protocol.
//! * [`steps`]: resumable steps: a step asks through [`steps::Ctx`], stops at a question nobody
//!   has answered yet into a [`steps::Frame`] and is re-run from the state before it with the
//!   answers so far; a game gives its types through [`steps::Steps`].
//! * [`step_loop`]: the loop that runs a game's steps (answer the suspended step, run on to the
//!   next question, headless answerers, the runaway guard, the after-step hook); a game says
//!   which step runs now and where its frame is kept through [`step_loop::Flowing`].
//! * [`hash`]: the state hash (FNV-1a over the JSON form of any serializable state).
//! * [`drive`]: play loops over any game (answers chosen by a chooser, invariants checked).
//! * [`simulate`]: games played out by a table of seats (`simulate`, the arena): the loop, its
//!   dead-loop bound, the record of a failed game, the arena's seat kinds ([`simulate::SeatKind`]).
//! * [`search`]: the Strategist's search (successive halving over sampled worlds); the game
//!   supplies its worlds and playouts ([`search::Worlds`]).
//! * [`fuzz`]: random legal play with every check on (invariants after every answer, illegal
//!   answers refused without a change, the record replayed to its hash); a game adds its own
//!   counts and probes through [`fuzz::Extras`].
//! * [`record`]: records and replays (a game's record read through [`record::Record`], replayed
//!   with its hash checked, refusals typed as [`record::ReplayError`]).
//! * [`rng`]: seeds derived from seeds (the brains' own generators never touch a game's).
//! * [`stats`]: the confidence interval the arena reports.
//!
//! Nothing here names a game, its content or its rules (`tests/rules/seam.rs` checks it): a game
//! lives in its own folder under `crate::games` and implements [`Game`]. Calls are static: the
//! drivers are generic functions, monomorphised for the game picked at the top.

pub mod drive;
pub mod fuzz;
pub mod game;
pub mod hash;
pub mod record;
pub mod rng;
pub mod search;
pub mod simulate;
pub mod stats;
pub mod step_loop;
pub mod steps;

pub use game::{Game, Question};
