//! The Strategist at the table: its search running on a thread of its own (a Strategist seat's
//! decision, or a hint a human asked for) and the hint it gave. The window goes on drawing while
//! it thinks; the driver collects its answer when it is ready. A resource of its own, put on and
//! taken off with the table's other parts ([`super::state`]).

use bevy::prelude::Resource;

use crate::app::game_face::GameFace;
use crate::engine::record::Record;
use crate::play::Session;
use crate::play::strategist::{AnswerOf, HINT_BUDGET, Purpose, Thinker, Thought};

/// The Strategist's answer for game `F`.
type Answer<F> = AnswerOf<<F as GameFace>::Game>;

/// The Strategist's thread and hint, for game `F`.
#[derive(Resource)]
pub struct Thinking<F: GameFace> {
    /// The Strategist thinking on its own thread: a Strategist seat's decision or a hint.
    thinker: Option<Thinker<F::Game>>,
    /// The Strategist's hint for the deciding human, while its question is open.
    pub hint: Option<F::Hint>,
}

// By hand: a derived one would ask the face itself to be `Default`.
impl<F: GameFace> Default for Thinking<F> {
    fn default() -> Self {
        Thinking {
            thinker: None,
            hint: None,
        }
    }
}

impl<F: GameFace> Thinking<F> {
    /// The Strategist's answer for `who`'s pending question in `session`, once its search
    /// (started here on the first call) has finished.
    pub fn think(
        &mut self,
        session: &Session<F::Game>,
        who: F::Seat,
        purpose: Purpose,
    ) -> Option<Answer<F>> {
        let at = session.record.actions().len();
        let current = self
            .thinker
            .as_ref()
            .is_some_and(|t| t.at == at && t.who == who && t.purpose == purpose);
        if !current {
            let budget = match purpose {
                Purpose::Play => session.strategist(who)?,
                Purpose::Hint => HINT_BUDGET,
            };
            let seed = session.record.seed();
            self.thinker = Some(Thinker::start(
                &session.game,
                budget,
                seed,
                at,
                who,
                purpose,
            ));
        }
        let t = self.thinker.as_ref()?;
        match t.poll() {
            Thought::Running => None,
            Thought::Done(a) => {
                self.thinker = None;
                Some(a)
            }
            Thought::Failed => {
                self.thinker = None;
                None
            }
        }
    }

    /// Whether the Strategist is thinking (the window keeps drawing to collect its answer).
    pub fn busy(&self) -> bool {
        self.thinker.is_some()
    }

    /// Who a hint's search now running is for (None: no hint is being searched).
    pub fn hint_searched_for(&self) -> Option<F::Seat> {
        self.thinker
            .as_ref()
            .filter(|t| t.purpose == Purpose::Hint)
            .map(|t| t.who)
    }

    /// Wait for the Strategist's search now running, if any (tests and scripted runs).
    pub fn wait_for_thought(&mut self) {
        if let Some(t) = self.thinker.take() {
            let (at, who, purpose) = (t.at, t.who, t.purpose);
            if let Some(a) = t.wait() {
                self.thinker = Some(Thinker::ready(a, at, who, purpose));
            }
        }
    }
}
