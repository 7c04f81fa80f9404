//! The Strategist at the table: the player seats it takes, and the hint
//! a human may ask for ("what would the Strategist do?").
//!
//! A Strategist seat is a player civilization (its hand secret, no NPC rule applies to it) that
//! no person sits at: the session lets [`crate::games::acme::ai`] answer for it. Its search takes from
//! milliseconds to a second or two, so the window runs it on a thread of its own ([`Thinker`]) and
//! keeps drawing; an answer is used only if the game has not moved since the question was asked.
//! The search sees only what its seat may see (`ai::world`), so a hint never uses another
//! player's hidden cards.

use std::sync::Mutex;
use std::sync::mpsc::{self, Receiver, TryRecvError};

use serde::{Deserialize, Serialize};

use crate::games::acme::Game;
/// The Strategist's answer: the action it chose and what its search saw.
pub use crate::games::acme::ai::Answer;
use crate::games::acme::ai::{self, Budget};
use crate::games::acme::catalog::{AreaId, CardId};
use crate::games::acme::decision::Action;
use crate::games::acme::state::Slot;

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

/// A search running on its own thread.
pub struct Thinker {
    /// In a mutex only so the table holding it may be shared between threads (a Bevy resource).
    rx: Mutex<Receiver<Answer>>,
    /// The number of recorded actions when it started: its answer is for that moment only.
    pub at: usize,
    pub who: Slot,
    pub purpose: Purpose,
}

/// What a finished search said, or that it is still running.
pub enum Thought {
    Running,
    Done(Answer),
    /// The search ended without an answer (the game was over).
    Failed,
}

impl Thinker {
    /// Start the Strategist on `game`'s pending question.
    pub fn start(game: &Game, cfg: ai::Config, at: usize, who: Slot, purpose: Purpose) -> Thinker {
        let game = game.clone();
        let (tx, rx) = mpsc::channel();
        std::thread::spawn(move || {
            if let Some(a) = ai::choose(&game, &cfg) {
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
    pub fn ready(answer: Answer, at: usize, who: Slot, purpose: Purpose) -> Thinker {
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
    pub fn poll(&self) -> Thought {
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
    pub fn wait(self) -> Option<Answer> {
        self.rx.into_inner().ok()?.recv().ok()
    }
}

/// The Strategist's answer shown to the human who asked.
#[derive(Debug, Clone, PartialEq)]
pub struct Hint {
    /// The number of recorded actions it was asked at: it is stale once the game moves.
    pub at: usize,
    pub who: Slot,
    pub action: Action,
    /// The answer in words ("place a disk in Emar").
    pub text: String,
    /// The legal answers the question had, and the playouts the search spent on them (0 when it
    /// did not search: a single legal answer).
    pub answers: usize,
    pub playouts: u32,
    /// Areas to light on the map.
    pub areas: Vec<AreaId>,
    /// A card to outline in the hand.
    pub card: Option<CardId>,
}

impl Hint {
    /// The sentence the table shows. It gives no chance to win: the search's estimate (its
    /// playouts' win share) is the chance that the own-seat policy, not the Strategist, wins from
    /// here, and against arena games it is far from calibrated (docs/strategist.md, "Is the
    /// estimate a chance to win?"), so the hint says in words what the search did instead.
    pub fn sentence(&self) -> String {
        if self.playouts == 0 {
            return format!("The Strategist would {}.", self.text);
        }
        let others = self.answers.saturating_sub(1);
        format!(
            "The Strategist would {} (weighed against {} other answer{} in {} playouts).",
            self.text,
            others,
            if others == 1 { "" } else { "s" },
            self.playouts
        )
    }
}

/// The card an answer plays, commits, negates or otherwise names, if any.
pub fn answer_card(a: Action) -> Option<CardId> {
    match a {
        Action::Play(c)
        | Action::Card(c)
        | Action::Negate(c)
        | Action::Establish(c)
        | Action::Discard(c)
        | Action::UseInvestment(c) => Some(c),
        _ => None,
    }
}
