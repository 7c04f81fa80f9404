//! Resumable steps.
//!
//! Each step of the turn (one placement, one Card Phase action, one competition round...) is a plain
//! function that may ask questions with [`Ctx::ask`]. When it asks a question nobody has answered
//! yet, it stops ([`Suspend`]) and the engine keeps the state from *before* the step, the answers
//! given so far and the question. When the answer arrives the step is run again from that snapshot
//! with one more answer, so every step is written straight through, like the rulebook, yet the game
//! can stop and be saved at any question. Steps are small, so re-running them costs little; all
//! randomness comes from the state's own generator, so a re-run sees the same draws.
//!
//! Headless play (simulations, benchmarks) need not stop: an [`Answerer`] given to the run answers
//! each question as it is asked, from the same state and question a caller of `Game::pending`
//! would see, so the step runs through once (the game's `play_out`).
//!
//! The machinery is the engine's, generic over the game ([`Steps`]: its state, questions, answers
//! and events); a game keeps its own ways of asking (questions of its own shape) and of reporting
//! (its notes) as methods of its [`Ctx`]. Calls are static: [`Ctx`] is monomorphised for the game.

use std::fmt::Debug;

use serde::{Deserialize, Serialize};

use super::game::Question;

/// What the machinery of resumable steps needs from a game.
pub trait Steps: Sized + 'static {
    /// The whole state a step reads and changes (a suspended step keeps it from before the step).
    type State;
    /// An answer to a question.
    type Answer: Copy + Eq + Debug;
    /// A question: its options are its legal answers ([`Question::options`]).
    type Question: Question<Action = Self::Answer> + Debug;
    /// What a step reports.
    type Event: Debug;
    /// What a run of a step keeps for itself while it runs (e.g. what it is resolving, innermost
    /// last), rebuilt on every run: emptied between runs ([`Steps::clear_scratch`]).
    type Scratch: Default + Debug;
    /// Who answers questions as they are asked in headless play: usually a trait object of the
    /// game's own answerer trait, which may offer more than [`Answerer`] (see
    /// [`Ctx::answer_directly`]).
    type Answerer<'o>: ?Sized + Answerer<Self> + 'o;

    /// How many answers have been applied to the game in `st`.
    fn actions(st: &Self::State) -> u32;
    /// A question is settled and dropped: the game may take back its buffers (e.g. the list of
    /// its options, refilled by the next question).
    fn done_with(q: Self::Question);
    /// Empty `s` for the next run (keeping its allocations).
    fn clear_scratch(s: &mut Self::Scratch);
}

/// A question is waiting for its answer: the step stops here.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Suspend;

pub type Step<T = ()> = Result<T, Suspend>;

/// A step that stopped at a question.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(
    rename = "ProcFrame",
    bound(
        serialize = "S::State: Serialize, S::Answer: Serialize, S::Question: Serialize",
        deserialize = "S::State: Deserialize<'de>, S::Answer: Deserialize<'de>, \
                       S::Question: Deserialize<'de>"
    )
)]
pub struct Frame<S: Steps> {
    /// The state before the step began.
    pub snapshot: Box<S::State>,
    /// Answers given so far, in order.
    pub answers: Vec<S::Answer>,
    /// The question now asked.
    pub pending: S::Question,
    /// Events already reported to the caller by earlier runs of this step.
    pub emitted: usize,
    /// How each question of the last run was settled (not saved; see [`Trail`]).
    #[serde(skip)]
    pub trail: Trail<S::Answer>,
}

impl<S: Steps> Frame<S> {
    /// The run that answers the question with `answer`: the step is run again from the snapshot
    /// with the answers so far and this one.
    pub fn answer<'o>(self, answer: S::Answer) -> Rerun<'o, S> {
        let Frame {
            snapshot,
            mut answers,
            emitted,
            trail,
            ..
        } = self;
        answers.push(answer);
        Rerun {
            snapshot,
            ctx: Ctx::resume(answers, trail),
            emitted,
        }
    }
}

/// A re-run of a suspended step that answers its question ([`Frame::answer`]).
pub struct Rerun<'o, S: Steps> {
    /// The state before the step: the run starts from a copy of it (a new frame keeps it).
    pub snapshot: Box<S::State>,
    /// The run's context: the answers so far and the new one, and the trail of the last run.
    pub ctx: Ctx<'o, S>,
    /// How many of the run's events earlier runs reported ([`Ctx::unreported`]).
    pub emitted: usize,
}

/// How each question of a run was settled, in the order asked (the last entry of a suspended run
/// is the question now pending, settled by the next answer).
///
/// Why it exists: a suspended step is re-run from its snapshot for every answer, and each re-run
/// rebuilt every earlier question (its option list can take most of the step's work, e.g. the
/// Card Phase action checks every card in hand) only to answer it from the list of answers. A run
/// is a deterministic function of (snapshot, answers), so the questions of the next run are settled
/// exactly as in this one; [`Ctx::ask_lazy`] uses the trail to skip building them. It is derived
/// from the frame it belongs to: never saved (a loaded frame starts with an empty trail and simply
/// rebuilds its questions once), never compared, never hashed.
#[derive(Debug, Clone)]
pub struct Trail<A>(pub Vec<Settled<A>>);

impl<A> Default for Trail<A> {
    fn default() -> Self {
        Trail(Vec::new())
    }
}

/// How one question of a run was settled (see [`Trail`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Settled<A> {
    /// It had a single option, which answered it.
    Itself(A),
    /// It took the next given answer.
    Answered,
    /// [`Ctx::ask_lazy_opt`] found nothing to ask.
    NoQuestion,
}

impl<A> PartialEq for Trail<A> {
    /// A cache, not game state: two frames differing only in their trails are the same frame.
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

/// Who answers questions the moment they are asked, so that a step runs straight through once
/// instead of suspending and re-running for every answer (a game's `play_out`). It sees the state
/// exactly as a caller of `Game::pending` would at that question (`actions` is the number of
/// answers applied so far, which [`Steps::actions`] will say then).
///
/// It may decline (`None`): the step then suspends at that question as usual, with every answer
/// given so far in its frame.
pub trait Answerer<S: Steps> {
    /// One of `q`'s options (only debug builds check it), or `None` to decline.
    fn answer(&mut self, st: &S::State, q: &S::Question, actions: u32) -> Option<S::Answer>;

    /// Asked between steps: `true` ends play there, with no question pending and the game not
    /// over (e.g. a simulation's action limit). Why it exists: it lets an answerer that never
    /// declines still stop a runaway game, so that the engine needs no state copy per step.
    fn stop(&self) -> bool {
        false
    }

    /// `false` promises that [`Answerer::answer`] never returns `None`: the step loop may then
    /// skip copying the state before each step (breaking the promise panics).
    fn may_decline(&self) -> bool {
        true
    }

    /// `true`: this answerer reads no question sentence and no log text, so the game's steps may
    /// leave them empty (`engine::step_loop::Flowing::run_step`'s `quiet`). Only honoured for an
    /// answerer that never declines ([`Answerer::may_decline`]). The game is the same.
    fn quiet(&self) -> bool {
        false
    }
}

/// The growable buffers of a finished step's [`Ctx`], handed to the next step. Why: headless play
/// runs thousands of steps per game, and each fresh context allocated its lists anew.
#[derive(Debug)]
pub(crate) struct StepBuffers<S: Steps> {
    pub events: Vec<S::Event>,
    answers: Vec<S::Answer>,
    trail: Vec<Settled<S::Answer>>,
}

impl<S: Steps> Default for StepBuffers<S> {
    fn default() -> Self {
        StepBuffers {
            events: Vec::new(),
            answers: Vec::new(),
            trail: Vec::new(),
        }
    }
}

impl<S: Steps> Clone for StepBuffers<S> {
    /// Buffers, not content: a cloned game starts with empty ones.
    fn clone(&self) -> Self {
        StepBuffers::default()
    }
}

/// What a running step uses to ask questions and report events.
pub struct Ctx<'o, S: Steps> {
    answers: Vec<S::Answer>,
    next: usize,
    /// How the questions of this run were settled so far (becomes the frame's [`Trail`]).
    trail: Vec<Settled<S::Answer>>,
    /// The trail of the previous run of this step, when known.
    known: Vec<Settled<S::Answer>>,
    pub pending: Option<S::Question>,
    pub events: Vec<S::Event>,
    /// The game's own record of this run ([`Steps::Scratch`]). Rebuilt on every run of a step.
    pub scratch: S::Scratch,
    /// Answers questions as they are asked (headless play); `None`: suspend instead.
    answerer: Option<&'o mut S::Answerer<'o>>,
    /// Questions the answerer answered in this run.
    pub(crate) answered: u32,
    /// Nobody reads this run's events (e.g. a game played out for its result only): none are
    /// recorded. Kept by [`Ctx::reset`].
    pub(crate) silent: bool,
    /// Keep the answers and the trail of this run (`true` unless the answerer never declines).
    /// Why: they serve only a suspension (the frame re-runs the step from them), and a run
    /// answered by an answerer that never declines never suspends. Kept by [`Ctx::reset`].
    pub(crate) keep: bool,
}

impl<S: Steps> std::fmt::Debug for Ctx<'_, S> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Ctx")
            .field("answers", &self.answers)
            .field("next", &self.next)
            .field("pending", &self.pending)
            .field("events", &self.events)
            .field("scratch", &self.scratch)
            .field("answered", &self.answered)
            .finish()
    }
}

impl<S: Steps> Default for Ctx<'_, S> {
    fn default() -> Self {
        Ctx::new(Vec::new())
    }
}

impl<'o, S: Steps> Ctx<'o, S> {
    pub fn new(answers: Vec<S::Answer>) -> Self {
        Ctx {
            answers,
            next: 0,
            trail: Vec::new(),
            known: Vec::new(),
            pending: None,
            events: Vec::new(),
            scratch: S::Scratch::default(),
            answerer: None,
            answered: 0,
            silent: false,
            keep: true,
        }
    }

    /// A fresh run using the buffers of an earlier one (empty, with their capacity).
    pub(crate) fn recycled(b: &mut StepBuffers<S>) -> Self {
        let mut ctx = Ctx::new(std::mem::take(&mut b.answers));
        ctx.trail = std::mem::take(&mut b.trail);
        ctx.events = std::mem::take(&mut b.events);
        ctx.reset();
        ctx
    }

    /// Give the buffers back for the next run.
    pub(crate) fn recycle(&mut self, b: &mut StepBuffers<S>) {
        b.answers = std::mem::take(&mut self.answers);
        b.trail = std::mem::take(&mut self.trail);
        b.events = std::mem::take(&mut self.events);
    }

    /// Ready for the next step of the same run of steps: nothing given, asked, answered or
    /// reported (the lists keep their capacity; the answerer stays).
    pub(crate) fn reset(&mut self) {
        self.answers.clear();
        self.next = 0;
        self.trail.clear();
        self.known.clear();
        self.pending = None;
        self.events.clear();
        S::clear_scratch(&mut self.scratch);
        self.answered = 0;
    }

    /// Nothing happens between two steps of this run but the answerer's [`Answerer::stop`] check:
    /// no step can suspend (the answerer never declines) and nobody reads the events (a game
    /// whose own bookkeeping between steps reads none). A step may then go on at once with what
    /// would have been its next step, checking [`Ctx::stop_asked`] in between: the game is the
    /// same.
    pub(crate) fn runs_on(&self) -> bool {
        self.silent && !self.keep
    }

    /// The answerer asks to end play here ([`Answerer::stop`]).
    pub(crate) fn stop_asked(&self) -> bool {
        self.answerer.as_deref().is_some_and(|o| o.stop())
    }

    /// A run whose questions beyond `answers` go to `answerer` at once instead of suspending.
    pub fn answered_by(mut self, answerer: &'o mut S::Answerer<'o>) -> Self {
        self.answerer = Some(answerer);
        self
    }

    /// The answerer, taken back from a finished run (for the runs that follow).
    pub(crate) fn take_answerer(&mut self) -> Option<&'o mut S::Answerer<'o>> {
        self.answerer.take()
    }

    /// The next question beyond the given answers: the answerer's answer, or suspend.
    fn beyond(&mut self, st: &S::State, q: S::Question) -> Step<S::Answer> {
        let actions = S::actions(st) + self.answered;
        match self
            .answerer
            .as_mut()
            .and_then(|o| o.answer(st, &q, actions))
        {
            Some(a) => {
                // Checked in debug builds only (the tests, the fuzz harness): the answerers are the
                // game's own (the NPC brain, the random player), and the scan of the options cost
                // about 1.4% of a random-play game. A player's answer comes through `Game::apply`,
                // which always checks it.
                debug_assert!(
                    q.options().contains(&a),
                    "the answerer's {a:?} is not an option of {q:?}"
                );
                // Kept with the given answers: a later suspension of this run replays it.
                if self.keep {
                    self.answers.push(a);
                    self.next += 1;
                }
                self.answered += 1;
                S::done_with(q);
                Ok(a)
            }
            None => {
                self.pending = Some(q);
                Err(Suspend)
            }
        }
    }

    /// A re-run of a suspended step: its answers and the trail of the run before.
    fn resume(answers: Vec<S::Answer>, trail: Trail<S::Answer>) -> Self {
        Ctx {
            known: trail.0,
            ..Ctx::new(answers)
        }
    }

    /// How many answers this run was given (those of earlier runs, and the answerer's so far when
    /// the run keeps them).
    pub fn answers_given(&self) -> usize {
        self.answers.len()
    }

    /// The frame of this run, which stopped at its question ([`Ctx::pending`]): `snapshot` is the
    /// state before the step, and every event of this run counts as reported (see
    /// [`Ctx::unreported`]). The answers and the trail go to the frame.
    pub fn suspend(&mut self, snapshot: Box<S::State>) -> Frame<S> {
        Frame {
            snapshot,
            answers: std::mem::take(&mut self.answers),
            pending: self
                .pending
                .take()
                .expect("a suspended step leaves a question"),
            emitted: self.events.len(),
            trail: Trail(std::mem::take(&mut self.trail)),
        }
    }

    /// This run's events after its first `emitted`, taken out of it: a re-run of a suspended step
    /// reports again what its earlier runs reported ([`Frame::emitted`]), and only what follows is
    /// new.
    pub fn unreported(&mut self, emitted: usize) -> Vec<S::Event> {
        let n = self.events.len();
        self.events.split_off(emitted.min(n))
    }

    /// Record how a question of this run was settled (see [`Ctx::keep`]).
    fn settle(&mut self, how: Settled<S::Answer>) {
        if self.keep {
            self.trail.push(how);
        }
    }

    /// The next given answer (a re-run replaying an earlier run's answers).
    fn next_given(&mut self) -> S::Answer {
        let a = self.answers[self.next];
        self.next += 1;
        a
    }

    /// Ask a question. A question with a single legal answer is answered at once (nothing to
    /// decide: e.g. a loss when the player has nothing else to give).
    pub fn ask(&mut self, st: &S::State, q: S::Question) -> Step<S::Answer> {
        debug_assert!(!q.options().is_empty(), "a question without options: {q:?}");
        if let [a] = *q.options() {
            self.settle(Settled::Itself(a));
            S::done_with(q);
            return Ok(a);
        }
        self.settle(Settled::Answered);
        if self.next < self.answers.len() {
            let a = self.next_given();
            debug_assert!(
                q.options().contains(&a),
                "replayed answer {a:?} no longer legal for {q:?}"
            );
            S::done_with(q);
            Ok(a)
        } else {
            self.beyond(st, q)
        }
    }

    /// Like [`Ctx::ask`] but always asks, even with a single option (e.g. "Done" only).
    pub fn ask_always(&mut self, st: &S::State, q: S::Question) -> Step<S::Answer> {
        self.settle(Settled::Answered);
        if self.next < self.answers.len() {
            let a = self.next_given();
            S::done_with(q);
            Ok(a)
        } else {
            self.beyond(st, q)
        }
    }

    /// [`Ctx::ask`] with the question built only when needed: a re-run whose previous run already
    /// settled this question answers it from the trail without building it (see [`Trail`]). Use it
    /// where building the question is costly; `build` must only read the state.
    pub fn ask_lazy(
        &mut self,
        st: &S::State,
        build: impl FnOnce() -> S::Question,
    ) -> Step<S::Answer> {
        match self.ask_lazy_opt(st, || Some(build()))? {
            Some(a) => Ok(a),
            None => unreachable!("a question was built"),
        }
    }

    /// [`Ctx::ask_lazy`] for a question that may not arise: `build` returns `None` when there is
    /// nothing to ask, and so does this.
    pub fn ask_lazy_opt(
        &mut self,
        st: &S::State,
        build: impl FnOnce() -> Option<S::Question>,
    ) -> Step<Option<S::Answer>> {
        let Some(known) = self.known.get(self.trail.len()).copied() else {
            return match build() {
                Some(q) => self.ask(st, q).map(Some),
                None => {
                    self.settle(Settled::NoQuestion);
                    Ok(None)
                }
            };
        };
        self.trail.push(known);
        let a = match known {
            Settled::Itself(a) => Some(a),
            Settled::Answered => Some(self.next_given()),
            Settled::NoQuestion => None,
        };
        // Debug builds (the tests, the fuzz harness) still build the question and check that the
        // trail settled it as `ask` would have.
        #[cfg(debug_assertions)]
        {
            let q = build();
            let ok = match (&q, known, a) {
                (None, Settled::NoQuestion, _) => true,
                (Some(q), Settled::Itself(_), Some(a)) => *q.options() == [a],
                (Some(q), Settled::Answered, Some(a)) => {
                    q.options().len() > 1 && q.options().contains(&a)
                }
                _ => false,
            };
            assert!(ok, "trail {known:?} does not settle {q:?}");
        }
        Ok(a)
    }

    /// [`Ctx::ask_always`] with the question built only when needed (see [`Ctx::ask_lazy`]).
    pub fn ask_always_lazy(
        &mut self,
        st: &S::State,
        build: impl FnOnce() -> S::Question,
    ) -> Step<S::Answer> {
        let Some(known) = self.known.get(self.trail.len()).copied() else {
            return self.ask_always(st, build());
        };
        debug_assert_eq!(known, Settled::Answered, "ask_always never answers itself");
        self.trail.push(known);
        Ok(self.next_given())
    }

    /// A question the game's own answerer may answer without its options being listed (`answer`
    /// asks it, e.g. from a set the options would be built from): its answer, counted as answered,
    /// or `None` (no answerer, it declined, or this run keeps its answers), and the caller asks
    /// the question as usual. Why it exists: building some frequent option lists was a measurable
    /// part of a random-play game. Only a run that keeps nothing ([`Ctx::keep`]) may skip the
    /// list: it has no given answers or trail to replay, and never suspends.
    pub fn answer_directly(
        &mut self,
        answer: impl FnOnce(&mut S::Answerer<'o>) -> Option<S::Answer>,
    ) -> Option<S::Answer> {
        debug_assert!(self.keep || (self.answers.is_empty() && self.known.is_empty()));
        if self.keep {
            return None;
        }
        let a = answer(self.answerer.as_deref_mut()?)?;
        self.answered += 1;
        Some(a)
    }

    /// Report an event, built only when someone reads it (see [`Ctx::silent`]).
    pub fn emit(&mut self, e: impl FnOnce() -> S::Event) {
        if !self.silent {
            self.events.push(e());
        }
    }
}
