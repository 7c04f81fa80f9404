//! The Strategist at the table, every game's: the player seats it takes, and its search running
//! on a thread of its own, for a seat's decision or for the hint a human may ask for ("what would
//! the Strategist do?").
//!
//! A Strategist seat is a player seat (its hand secret, no rule of the game plays it) that no
//! person sits at: the session lets the game's search answer for it
//! ([`super::SessionGame::strategist_answer`]). Its search takes from milliseconds to a second or
//! two, so the window runs it on a thread of its own ([`Thinker`]) and keeps drawing; an answer is
//! used only if the game has not moved since the question was asked. The search sees only what its
//! seat may see, so a hint never uses another player's hidden cards. The hint's words (what an
//! answer says, which card it names) are the game's (ACME's: `games::acme::session::hint`).

use std::sync::Mutex;
use std::sync::mpsc::{self, Receiver, TryRecvError};

use serde::{Deserialize, Serialize};

use super::SessionGame;
use crate::engine;
use crate::engine::search::{Answer, Budget};

/// The Strategist's answer for game `G`: the action it chose and what its search saw.
pub type AnswerOf<G> = Answer<<G as engine::Game>::Action>;

/// A seat the Strategist plays, as saves and the New Game screen name it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StrategistSeat {
    /// The civilization's name (every civilization of a side of several is named).
    pub civ: String,
    /// The search budget in playouts per question (see [`Budget`]).
    pub playouts: u32,
}

/// The budget a hint searches with: the normal one, which answers within the 2 s the issue allows.
pub const HINT_BUDGET: Budget = Budget::NORMAL;

/// Why a search was started.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Purpose {
    /// A Strategist seat's own decision.
    Play,
    /// A hint for the human deciding.
    Hint,
}

/// A search running on its own thread, for a game `G`.
pub struct Thinker<G: SessionGame> {
    /// In a mutex only so the table holding it may be shared between threads (a Bevy resource).
    rx: Mutex<Receiver<AnswerOf<G>>>,
    /// The number of recorded actions when it started: its answer is for that moment only.
    pub at: usize,
    pub who: G::Seat,
    pub purpose: Purpose,
}

/// What a finished search said, or that it is still running.
pub enum Thought<G: SessionGame> {
    Running,
    Done(AnswerOf<G>),
    /// The search ended without an answer (the game was over).
    Failed,
}

impl<G: SessionGame> Thinker<G> {
    /// Start the Strategist on `game`'s pending question, searching within `budget` from the
    /// game's own `seed`.
    pub fn start(
        game: &G,
        budget: Budget,
        seed: u64,
        at: usize,
        who: G::Seat,
        purpose: Purpose,
    ) -> Thinker<G>
    where
        G: Send + 'static,
        G::Action: Send + 'static,
    {
        let game = game.clone();
        let (tx, rx) = mpsc::channel();
        std::thread::spawn(move || {
            if let Some(a) = game.strategist_answer(budget, seed) {
                // The table may have gone (a new game): nobody waits for the answer then.
                let _ = tx.send(a);
            }
        });
        Thinker {
            rx: Mutex::new(rx),
            at,
            who,
            purpose,
        }
    }

    /// A search already answered (a test waited for it).
    pub fn ready(answer: AnswerOf<G>, at: usize, who: G::Seat, purpose: Purpose) -> Thinker<G> {
        let (tx, rx) = mpsc::channel();
        let _ = tx.send(answer);
        Thinker {
            rx: Mutex::new(rx),
            at,
            who,
            purpose,
        }
    }

    /// The answer if the search has finished (never blocks).
    pub fn poll(&self) -> Thought<G> {
        let Ok(rx) = self.rx.lock() else {
            return Thought::Failed;
        };
        match rx.try_recv() {
            Ok(a) => Thought::Done(a),
            Err(TryRecvError::Empty) => Thought::Running,
            Err(TryRecvError::Disconnected) => Thought::Failed,
        }
    }

    /// Wait for the answer (tests, and commands without a window).
    pub fn wait(self) -> Option<AnswerOf<G>> {
        self.rx.into_inner().ok()?.recv().ok()
    }
}
