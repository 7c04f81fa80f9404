//! Resumable steps.
//!
//! Each step of the turn (one placement, one Card Phase action, one competition round...) is a plain
//! function that may ask questions with [`Ctx::ask`]. When it asks a question nobody has answered
//! yet, it stops ([`Suspend`]) and the engine keeps the state from *before* the step, the answers
//! given so far and the question. When the answer arrives the step is run again from that snapshot
//! with one more answer, so every step is written straight through, like the rulebook, yet the game
//! can stop and be saved at any question. Steps are small, so re-running them costs little; all
//! randomness comes from the state's own generator, so a re-run sees the same draws.

use serde::{Deserialize, Serialize};

use super::decision::{Action, Decision};
use super::event::Event;
use super::state::State;

/// A question is waiting for its answer: the step stops here.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Suspend;

pub type Step<T = ()> = Result<T, Suspend>;

/// A step that stopped at a question.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ProcFrame {
    /// The state before the step began.
    pub snapshot: Box<State>,
    /// Answers given so far, in order.
    pub answers: Vec<Action>,
    /// The question now asked.
    pub pending: Decision,
    /// Events already reported to the caller by earlier runs of this step.
    pub emitted: usize,
}

/// What a running step uses to ask questions and report events.
#[derive(Debug, Default)]
pub struct Ctx {
    answers: Vec<Action>,
    next: usize,
    pub pending: Option<Decision>,
    pub events: Vec<Event>,
    /// Fate cards being resolved, innermost last: (player, card, civilizations that cancelled the
    /// card's effect on themselves with Giver of Laws #19, civilizations already offered that
    /// cancellation). Rebuilt on every run of a step.
    pub playing: Vec<(super::state::Slot, super::catalog::CardId, u16, u16)>,
}

impl Ctx {
    pub fn new(answers: Vec<Action>) -> Self {
        Ctx {
            answers,
            next: 0,
            pending: None,
            events: Vec::new(),
            playing: Vec::new(),
        }
    }

    /// Ask a question. A question with a single legal answer is answered at once (nothing to
    /// decide: e.g. a loss when the civilization has no mina and no cards).
    pub fn ask(&mut self, d: Decision) -> Step<Action> {
        debug_assert!(!d.options.is_empty(), "a decision without options: {:?}", d);
        if d.options.len() == 1 {
            return Ok(d.options[0]);
        }
        if self.next < self.answers.len() {
            let a = self.answers[self.next];
            self.next += 1;
            debug_assert!(
                d.options.contains(&a),
                "replayed answer {a:?} no longer legal for {d:?}"
            );
            Ok(a)
        } else {
            self.pending = Some(d);
            Err(Suspend)
        }
    }

    /// Like [`Ctx::ask`] but always asks, even with a single option (e.g. "Done" only).
    pub fn ask_always(&mut self, d: Decision) -> Step<Action> {
        if self.next < self.answers.len() {
            let a = self.answers[self.next];
            self.next += 1;
            Ok(a)
        } else {
            self.pending = Some(d);
            Err(Suspend)
        }
    }

    pub fn emit(&mut self, e: Event) {
        self.events.push(e);
    }

    pub fn note(
        &mut self,
        slot: Option<super::state::Slot>,
        text: impl Into<String>,
        rule: impl Into<String>,
    ) {
        self.events.push(Event::Note {
            slot,
            text: text.into(),
            rule: rule.into(),
        });
    }
}
