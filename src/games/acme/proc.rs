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
//! would see, so the step runs through once (`Game::play_out`).

use serde::{Deserialize, Serialize};

use super::catalog::AreaSet;
use super::decision::{Action, Ask, Decision, recycle_options};
use super::event::{About, Event};
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
    /// How each question of the last run was settled (not saved; see [`Trail`]).
    #[serde(skip)]
    pub trail: Trail,
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
#[derive(Debug, Clone, Default)]
pub struct Trail(pub Vec<Settled>);

/// How one question of a run was settled (see [`Trail`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Settled {
    /// It had a single option, which answered it.
    Itself(Action),
    /// It took the next given answer.
    Answered,
    /// [`Ctx::ask_lazy_opt`] found nothing to ask.
    NoQuestion,
}

impl PartialEq for Trail {
    /// A cache, not game state: two frames differing only in their trails are the same frame.
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

/// Who answers questions the moment they are asked, so that a step runs straight through once
/// instead of suspending and re-running for every answer (see [`super::engine::Game::play_out`]).
/// It sees the state exactly as a caller of [`super::engine::Game::pending`] would at that question
/// (`actions` is the number of actions applied so far, which `State::actions` will hold then).
///
/// It may decline (`None`): the step then suspends at that question as usual, with every answer
/// given so far in its frame.
pub trait Answerer {
    /// One of `d`'s options (only debug builds check it), or `None` to decline.
    fn answer(&mut self, st: &State, d: &Decision, actions: u32) -> Option<Action>;

    /// `false` promises that [`Answerer::answer`] never returns `None`: the engine may then skip
    /// copying the state before each step (breaking the promise panics).
    fn may_decline(&self) -> bool {
        true
    }

    /// Asked between steps: `true` ends play there, with no question pending and the game not
    /// over (e.g. a simulation's action limit). Why it exists: it lets an answerer that never
    /// declines still stop a runaway game, so that the engine needs no state copy per step.
    fn stop(&self) -> bool {
        false
    }

    /// `true`: this answerer reads no question sentence ([`Decision::text`]) and no log text, so
    /// the rules may leave the frequent ones empty ([`super::engine::G::text`]). Only honoured
    /// for an answerer that never declines ([`Answerer::may_decline`]). The game is the same.
    fn quiet(&self) -> bool {
        false
    }

    /// A question whose options are the areas of `areas` in id order, then Done (a Deployment
    /// question: [`Ctx::ask_areas_or_done`]): its answer from the set, or `None` to be asked
    /// with the options listed ([`Answerer::answer`]). Only asked of an answerer that never
    /// declines ([`Answerer::may_decline`]), and only where the answer is all it needs to see
    /// (the state and the question's sentence are not passed). Why it exists: building the list
    /// of areas for every disk deployed was a measurable part of a random-play game.
    fn answer_areas_or_done(&mut self, _ask: &Ask, _areas: AreaSet) -> Option<Action> {
        None
    }
}

/// The growable buffers of a finished step's [`Ctx`], handed to the next step. Why: headless play
/// runs thousands of steps per game, and each fresh context allocated its lists anew.
#[derive(Debug, Default)]
pub(crate) struct StepBuffers {
    pub events: Vec<Event>,
    answers: Vec<Action>,
    trail: Vec<Settled>,
}

impl Clone for StepBuffers {
    /// Buffers, not content: a cloned game starts with empty ones.
    fn clone(&self) -> Self {
        StepBuffers::default()
    }
}

/// What a running step uses to ask questions and report events.
#[derive(Default)]
pub struct Ctx<'o> {
    answers: Vec<Action>,
    next: usize,
    /// How the questions of this run were settled so far (becomes the frame's [`Trail`]).
    trail: Vec<Settled>,
    /// The trail of the previous run of this step, when known.
    known: Vec<Settled>,
    pub pending: Option<Decision>,
    pub events: Vec<Event>,
    /// Fate cards being resolved, innermost last: (player, card, civilizations that cancelled the
    /// card's effect on themselves with Giver of Laws #19, civilizations already offered that
    /// cancellation). Rebuilt on every run of a step.
    pub playing: Vec<(super::state::Slot, super::catalog::CardId, u16, u16)>,
    /// Answers questions as they are asked (headless play); `None`: suspend instead.
    answerer: Option<&'o mut dyn Answerer>,
    /// Questions the answerer answered in this run.
    pub(crate) answered: u32,
    /// Nobody reads this run's events ([`super::engine::Game::play_out_unheard`]): none are
    /// recorded. Kept by [`Ctx::reset`].
    pub(crate) silent: bool,
    /// Keep the answers and the trail of this run (`true` unless the answerer never declines).
    /// Why: they serve only a suspension (the frame re-runs the step from them), and a run
    /// answered by an answerer that never declines never suspends. Kept by [`Ctx::reset`].
    pub(crate) keep: bool,
}

impl std::fmt::Debug for Ctx<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Ctx")
            .field("answers", &self.answers)
            .field("next", &self.next)
            .field("pending", &self.pending)
            .field("events", &self.events)
            .field("playing", &self.playing)
            .field("answered", &self.answered)
            .finish()
    }
}

impl<'o> Ctx<'o> {
    pub fn new(answers: Vec<Action>) -> Self {
        Ctx {
            answers,
            next: 0,
            trail: Vec::new(),
            known: Vec::new(),
            pending: None,
            events: Vec::new(),
            playing: Vec::new(),
            answerer: None,
            answered: 0,
            silent: false,
            keep: true,
        }
    }

    /// A fresh run using the buffers of an earlier one (empty, with their capacity).
    pub(crate) fn recycled(b: &mut StepBuffers) -> Self {
        let mut ctx = Ctx::new(std::mem::take(&mut b.answers));
        ctx.trail = std::mem::take(&mut b.trail);
        ctx.events = std::mem::take(&mut b.events);
        ctx.reset();
        ctx
    }

    /// Give the buffers back for the next run.
    pub(crate) fn recycle(&mut self, b: &mut StepBuffers) {
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
        self.playing.clear();
        self.answered = 0;
    }

    /// Nothing happens between two steps of this run but the answerer's [`Answerer::stop`] check:
    /// no step can suspend (the answerer never declines) and nobody reads the events (an unheard
    /// game without Non-Player Civilizations, whose bookkeeping runs after each step). A step may
    /// then go on at once with what would have been its next step, checking
    /// [`Ctx::stop_asked`] in between (the Deployment Step places all its disks in one step): the
    /// game is the same.
    pub(crate) fn runs_on(&self) -> bool {
        self.silent && !self.keep
    }

    /// The answerer asks to end play here ([`Answerer::stop`]).
    pub(crate) fn stop_asked(&self) -> bool {
        self.answerer.as_deref().is_some_and(|o| o.stop())
    }

    /// A run whose questions beyond `answers` go to `answerer` at once instead of suspending.
    pub(crate) fn answered_by(mut self, answerer: &'o mut dyn Answerer) -> Self {
        self.answerer = Some(answerer);
        self
    }

    /// The next question beyond the given answers: the answerer's answer, or suspend.
    fn beyond(&mut self, st: &State, mut d: Decision) -> Step<Action> {
        let actions = st.actions + self.answered;
        match self
            .answerer
            .as_mut()
            .and_then(|o| o.answer(st, &d, actions))
        {
            Some(a) => {
                // Checked in debug builds only (the tests, the fuzz harness): the answerers are the
                // game's own (the NPC brain, the random player), and the scan of the options cost
                // about 1.4% of a random-play game. A player's answer comes through `Game::apply`,
                // which always checks it.
                debug_assert!(
                    d.allows(&a),
                    "the answerer's {a:?} is not an option of {d:?}"
                );
                // Kept with the given answers: a later suspension of this run replays it.
                if self.keep {
                    self.answers.push(a);
                    self.next += 1;
                }
                self.answered += 1;
                recycle_options(std::mem::take(&mut d.options));
                Ok(a)
            }
            None => {
                self.pending = Some(d);
                Err(Suspend)
            }
        }
    }

    /// A re-run of a suspended step: its answers and the trail of the run before.
    pub(crate) fn resume(answers: Vec<Action>, trail: Trail) -> Self {
        Ctx {
            known: trail.0,
            ..Ctx::new(answers)
        }
    }

    /// The answers this run was given (handed back so the engine need not copy them).
    pub(crate) fn take_answers(&mut self) -> Vec<Action> {
        std::mem::take(&mut self.answers)
    }

    /// How this run's questions were settled, for the frame of a suspended step.
    pub(crate) fn take_trail(&mut self) -> Trail {
        Trail(std::mem::take(&mut self.trail))
    }

    /// Record how a question of this run was settled (see [`Ctx::keep`]).
    fn settle(&mut self, how: Settled) {
        if self.keep {
            self.trail.push(how);
        }
    }

    /// Ask a question. A question with a single legal answer is answered at once (nothing to
    /// decide: e.g. a loss when the civilization has no mina and no cards).
    pub fn ask(&mut self, st: &State, d: Decision) -> Step<Action> {
        debug_assert!(!d.options.is_empty(), "a decision without options: {:?}", d);
        if d.options.len() == 1 {
            let a = d.options[0];
            self.settle(Settled::Itself(a));
            recycle_options(d.options);
            return Ok(a);
        }
        self.settle(Settled::Answered);
        if self.next < self.answers.len() {
            let a = self.answers[self.next];
            self.next += 1;
            debug_assert!(
                d.options.contains(&a),
                "replayed answer {a:?} no longer legal for {d:?}"
            );
            recycle_options(d.options);
            Ok(a)
        } else {
            self.beyond(st, d)
        }
    }

    /// Like [`Ctx::ask`] but always asks, even with a single option (e.g. "Done" only).
    pub fn ask_always(&mut self, st: &State, d: Decision) -> Step<Action> {
        self.settle(Settled::Answered);
        if self.next < self.answers.len() {
            let a = self.answers[self.next];
            self.next += 1;
            recycle_options(d.options);
            Ok(a)
        } else {
            self.beyond(st, d)
        }
    }

    /// [`Ctx::ask`] with the question built only when needed: a re-run whose previous run already
    /// settled this question answers it from the trail without building it (see [`Trail`]). Use it
    /// where building the question is costly; `build` must only read the state.
    pub fn ask_lazy(&mut self, st: &State, build: impl FnOnce() -> Decision) -> Step<Action> {
        match self.ask_lazy_opt(st, || Some(build()))? {
            Some(a) => Ok(a),
            None => unreachable!("a question was built"),
        }
    }

    /// [`Ctx::ask_lazy`] for a question that may not arise: `build` returns `None` when there is
    /// nothing to ask, and so does this.
    pub fn ask_lazy_opt(
        &mut self,
        st: &State,
        build: impl FnOnce() -> Option<Decision>,
    ) -> Step<Option<Action>> {
        let Some(known) = self.known.get(self.trail.len()).copied() else {
            return match build() {
                Some(d) => self.ask(st, d).map(Some),
                None => {
                    self.settle(Settled::NoQuestion);
                    Ok(None)
                }
            };
        };
        self.trail.push(known);
        let a = match known {
            Settled::Itself(a) => Some(a),
            Settled::Answered => {
                let a = self.answers[self.next];
                self.next += 1;
                Some(a)
            }
            Settled::NoQuestion => None,
        };
        // Debug builds (the tests, the fuzz harness) still build the question and check that the
        // trail settled it as `ask` would have.
        #[cfg(debug_assertions)]
        {
            let d = build();
            let ok = match (&d, known, a) {
                (None, Settled::NoQuestion, _) => true,
                (Some(d), Settled::Itself(_), Some(a)) => d.options == [a],
                (Some(d), Settled::Answered, Some(a)) => {
                    d.options.len() > 1 && d.options.contains(&a)
                }
                _ => false,
            };
            assert!(ok, "trail {known:?} does not settle {d:?}");
        }
        Ok(a)
    }

    /// [`Ctx::ask_lazy`] for a question whose options are the areas of `areas` (in id order) then
    /// Done, as `build` lists them: an answerer that can answer from the set does, and the list is
    /// never built ([`Answerer::answer_areas_or_done`]). `areas` is not empty.
    pub fn ask_areas_or_done(
        &mut self,
        st: &State,
        ask: &Ask,
        areas: AreaSet,
        build: impl FnOnce() -> Decision,
    ) -> Step<Action> {
        // A run that keeps nothing (`Ctx::keep`) has no given answers or trail to replay.
        debug_assert!(self.keep || (self.answers.is_empty() && self.known.is_empty()));
        if !self.keep
            && let Some(a) = self
                .answerer
                .as_mut()
                .and_then(|o| o.answer_areas_or_done(ask, areas))
        {
            #[cfg(debug_assertions)]
            {
                let d = build();
                assert!(d.options.len() > 1 && d.allows(&a), "{a:?} for {d:?}");
                assert_eq!(d.options.last(), Some(&Action::Done), "{d:?}");
                let listed = d.options.iter().filter_map(Action::area);
                assert!(
                    listed.eq(super::catalog::iter_set(areas)),
                    "{areas:b} for {d:?}"
                );
            }
            self.answered += 1;
            return Ok(a);
        }
        self.ask_lazy(st, build)
    }

    /// [`Ctx::ask_always`] with the question built only when needed (see [`Ctx::ask_lazy`]).
    pub fn ask_always_lazy(
        &mut self,
        st: &State,
        build: impl FnOnce() -> Decision,
    ) -> Step<Action> {
        let Some(known) = self.known.get(self.trail.len()).copied() else {
            return self.ask_always(st, build());
        };
        debug_assert_eq!(known, Settled::Answered, "ask_always never answers itself");
        self.trail.push(known);
        let a = self.answers[self.next];
        self.next += 1;
        Ok(a)
    }

    /// Report an event, built only when someone reads it (see [`Ctx::silent`]).
    pub fn emit(&mut self, e: impl FnOnce() -> Event) {
        if !self.silent {
            self.events.push(e());
        }
    }

    /// [`Ctx::note`] with its text formatted only when someone reads the events (not in a silent
    /// run: see [`Ctx::silent`]). For notes formatted on every competition or negation, or whose
    /// text a rule or the NPC brain reads (so [`super::engine::G::text`] cannot leave it empty).
    pub fn note_with(
        &mut self,
        slot: Option<super::state::Slot>,
        text: impl FnOnce() -> String,
        rule: impl Into<super::decision::Text>,
    ) {
        if !self.silent {
            self.note(slot, text(), rule);
        }
    }

    pub fn note(
        &mut self,
        slot: Option<super::state::Slot>,
        text: impl Into<super::event::Words>,
        rule: impl Into<super::decision::Text>,
    ) {
        if self.silent {
            return;
        }
        self.events.push(super::decision::scrambled_note(
            slot,
            text.into(),
            rule.into(),
        ));
    }

    /// [`Ctx::note_with`] for a note a program acts on: what it is about, typed ([`About`]), with
    /// its words for people (made only when someone reads the events).
    pub fn note_about<T: Into<super::decision::Text>>(
        &mut self,
        slot: Option<super::state::Slot>,
        about: About,
        text: impl FnOnce() -> T,
        rule: impl Into<super::decision::Text>,
    ) {
        if !self.silent {
            self.note(slot, super::event::Words::about(text(), about), rule);
        }
    }
}
