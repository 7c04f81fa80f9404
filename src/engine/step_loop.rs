//! The loop that runs a game's steps: answer the question a suspended step left, then run the
//! steps that follow one after another until one asks a question nobody answers yet, or the game
//! ends.
//!
//! Why it exists: [`super::steps`] makes one step resumable, but a game is a run of steps, and
//! running them is the same work for every game: check an answer against the pending question,
//! re-run the suspended step from its snapshot, copy the state before each step (into a recycled
//! buffer) so that a question can suspend it, let a headless answerer answer as the steps ask,
//! stop a game that runs away without asking anything, and give the game a look at each completed
//! step (e.g. a solitaire game's bookkeeping). A game says only what is its own through
//! [`Flowing`]: which step runs now, whether it is over, where its suspended frame is kept, its
//! count of answers, and its after-step hook. [`StepLoop`] holds the loop's reusable buffers
//! beside the game's state; its functions are generic and monomorphised for the game, so every
//! call in the loop is static but the ones to the answerer, a trait object as the game chooses.

use std::fmt::Debug;

use super::steps::{Answerer, Ctx, Frame, Rerun, Step, StepBuffers, Steps, Suspend};

/// What the step loop needs from a game, beyond its resumable steps ([`Steps`]).
pub trait Flowing {
    /// The resumable steps the loop runs (their state, questions, answers, events). Why apart from
    /// this trait: several `Flowing` types may run the same steps (one game's phases under
    /// different rulesets), and a suspended step's frame, kept in the state, must not depend on
    /// which one runs.
    type Steps: Steps<State: Clone>;
    /// What the steps read besides the state (the game's data: map, cards...).
    type Catalog: ?Sized;
    /// What the after-step hook keeps of the state before a step ([`Flowing::after_step`]),
    /// reused from step to step.
    type Memo;
    /// Why an answer was refused.
    type Refusal: Debug;

    /// How many automatic steps may run between two questions: a game that runs more with
    /// nobody to ask is in a loop (a bug), and panics rather than hanging the program.
    const MAX_AUTOMATIC_STEPS: usize = 100_000;

    /// Run the step the state names as next. `quiet`: nobody reads this run's question sentences
    /// or log texts (see [`Answerer::quiet`]), so the game may leave them empty.
    fn run_step(
        cat: &Self::Catalog,
        st: &mut StateOf<Self>,
        quiet: bool,
        ctx: &mut Ctx<'_, Self::Steps>,
    ) -> Step;
    /// The step the state names as next, for the runaway guard's message.
    fn next_step(st: &StateOf<Self>) -> impl Debug;
    /// The game has ended: no step runs any more.
    fn is_over(st: &StateOf<Self>) -> bool;
    /// The suspended step, kept in the state (it is saved with the game).
    fn frame(st: &StateOf<Self>) -> Option<&Frame<Self::Steps>>;
    /// Where the state keeps its suspended step (taken when answered, put when a step suspends).
    fn frame_slot(st: &mut StateOf<Self>) -> &mut Option<Box<Frame<Self::Steps>>>;
    /// The count of answers applied ([`Steps::actions`]), to be moved on.
    fn actions_mut(st: &mut StateOf<Self>) -> &mut u32;
    /// `answer` is one of the question's answers.
    fn allows(q: &QuestionOf<Self>, answer: &AnswerOf<Self>) -> bool {
        super::Question::options(q).contains(answer)
    }
    /// Why `answer` is refused: not one of `pending`'s answers, or nothing is asked (`None`).
    fn refusal(
        cat: &Self::Catalog,
        st: &StateOf<Self>,
        pending: Option<&QuestionOf<Self>>,
        answer: &AnswerOf<Self>,
    ) -> Self::Refusal;

    /// The after-step hook runs in this game (e.g. only when some seats are played by the rules).
    /// Its events are then kept even when nobody else reads them (the hook may read them).
    fn hooked(_st: &StateOf<Self>) -> bool {
        false
    }
    /// What the hook keeps of `st` before a step, in `spare`'s buffers when there are some.
    /// Only asked when [`Flowing::hooked`].
    fn memo(spare: &mut Option<Self::Memo>, st: &mut StateOf<Self>) -> Self::Memo;
    /// After every completed step of a hooked game: bookkeeping that follows from what the step
    /// changed (`before`) and reported (`events`); it runs in `hook` (emptied first, never asks)
    /// and its events follow the step's.
    fn after_step(
        _cat: &Self::Catalog,
        _st: &mut StateOf<Self>,
        _hook: &mut Ctx<'_, Self::Steps>,
        _before: &Self::Memo,
        _events: &[EventOf<Self>],
    ) {
    }
}

/// The state of the steps a [`Flowing`] game runs.
pub type StateOf<F> = <<F as Flowing>::Steps as Steps>::State;
/// Their questions.
pub type QuestionOf<F> = <<F as Flowing>::Steps as Steps>::Question;
/// Their answers.
pub type AnswerOf<F> = <<F as Flowing>::Steps as Steps>::Answer;
/// Their events.
pub type EventOf<F> = <<F as Flowing>::Steps as Steps>::Event;

/// Where the loop hands each step's events: the receiver takes what it keeps (e.g. by
/// `Vec::append`); the list is cleared and reused afterwards.
pub type EventSink<'a, S> = dyn FnMut(&mut Vec<<S as Steps>::Event>) + 'a;

/// The loop's reusable buffers, kept beside a game's state (not game state: a clone starts with
/// empty ones, and they are never compared, printed or saved).
pub struct StepLoop<S: Flowing> {
    /// A spare state whose allocations are reused for the next step's snapshot.
    spare: Spare<StateOf<S>>,
    /// The after-step hook's record of the state before a step, reused.
    memo: Option<S::Memo>,
    /// The last step's lists, reused by the next.
    bufs: StepBuffers<S::Steps>,
}

impl<S: Flowing> Default for StepLoop<S> {
    fn default() -> Self {
        StepLoop {
            spare: Spare(None),
            memo: None,
            bufs: StepBuffers::default(),
        }
    }
}

impl<S: Flowing> Clone for StepLoop<S> {
    /// Buffers, not content: a cloned game starts with empty ones.
    fn clone(&self) -> Self {
        StepLoop::default()
    }
}

impl<S: Flowing> Debug for StepLoop<S> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("StepLoop")
    }
}

/// A recycled snapshot buffer. Why it exists: the loop copies the whole state before every step;
/// refilling an old snapshot with `clone_from` reuses its vectors instead of allocating and
/// freeing them all on every step. Its content is meaningless: it is always overwritten before
/// use, never read.
struct Spare<T>(Option<Box<T>>);

impl<T: Clone> Spare<T> {
    /// A snapshot of `st`, in the recycled buffer when there is one.
    fn snapshot_of(&mut self, st: &T) -> Box<T> {
        match self.0.take() {
            Some(mut b) => {
                T::clone_from(&mut b, st);
                b
            }
            None => Box::new(st.clone()),
        }
    }
}

/// Whether a run answered by `o` may leave its texts empty: only when `o` asks for it and never
/// declines, so that no question it sees is ever left pending (a pending question keeps its
/// sentence: it is shown, saved and hashed).
fn quiet<S: Steps>(o: &S::Answerer<'_>) -> bool {
    o.quiet() && !o.may_decline()
}

impl<S: Flowing> StepLoop<S> {
    /// Answer the question of the suspended step in `st` with `action` and run on: the step
    /// again from its snapshot with every answer so far, then the following steps (see
    /// [`StepLoop::advance`]). An answer that is not one of the question's is refused and
    /// changes nothing. With an answerer, play goes on to the end of the game (or until it
    /// declines or asks to stop). `unheard`: nobody reads the events (a hooked game keeps them
    /// for its hook).
    pub fn apply<'o>(
        &mut self,
        cat: &S::Catalog,
        st: &mut StateOf<S>,
        action: AnswerOf<S>,
        answerer: Option<&'o mut <S::Steps as Steps>::Answerer<'o>>,
        on_events: &mut EventSink<S::Steps>,
        unheard: bool,
    ) -> Result<(), S::Refusal> {
        let Some(frame) = S::frame(st) else {
            return Err(S::refusal(cat, st, None, &action));
        };
        if !S::allows(&frame.pending, &action) {
            return Err(S::refusal(cat, st, Some(&frame.pending), &action));
        }
        let frame = S::frame_slot(st).take().expect("checked above");
        let Rerun {
            mut snapshot,
            mut ctx,
            emitted,
        } = frame.answer(action);
        // Back to the snapshot, reusing the current state's allocations.
        st.clone_from(&snapshot);
        *S::actions_mut(st) = <S::Steps as Steps>::actions(&snapshot) + ctx.answers_given() as u32;
        ctx.silent = unheard && !S::hooked(st);
        let quiet = answerer.as_deref().is_some_and(quiet::<S::Steps>);
        if let Some(o) = answerer {
            ctx = ctx.answered_by(o);
        }
        let result = S::run_step(cat, st, quiet, &mut ctx);
        *S::actions_mut(st) += ctx.answered;
        if result.is_ok() && S::hooked(st) {
            let before = S::memo(&mut self.memo, &mut snapshot);
            after_step::<S>(
                cat,
                st,
                &before,
                &mut ctx.events,
                &mut Ctx::<S::Steps>::new(Vec::new()),
            );
            self.memo = Some(before);
        }
        match result {
            Ok(()) => {
                let mut events = ctx.unreported(emitted);
                self.spare.0 = Some(snapshot);
                let answerer = ctx.take_answerer();
                drop(ctx);
                on_events(&mut events);
                self.advance(cat, st, answerer, on_events, unheard);
            }
            Err(Suspend) => {
                *S::frame_slot(st) = Some(Box::new(ctx.suspend(snapshot)));
                let mut events = ctx.unreported(emitted);
                on_events(&mut events);
            }
        }
        Ok(())
    }

    /// Run automatic steps until a question is asked or the game ends; with an answerer, on to
    /// the end of the game (or until it declines, or asks to stop between two steps). Each step's
    /// events go to `on_events` as the step ends. `unheard`: see [`StepLoop::apply`].
    pub fn advance<'o>(
        &mut self,
        cat: &S::Catalog,
        st: &mut StateOf<S>,
        answerer: Option<&'o mut <S::Steps as Steps>::Answerer<'o>>,
        on_events: &mut EventSink<S::Steps>,
        unheard: bool,
    ) {
        let mut steps = 0;
        let hooked = S::hooked(st);
        let quiet = answerer.as_deref().is_some_and(quiet::<S::Steps>);
        // The copy of the state before the step serves a suspension (the frame re-runs from it).
        // An answerer that never declines never suspends: no copy.
        let copy = answerer.as_deref().is_none_or(|o| o.may_decline());
        // One context serves every step of the loop, emptied between steps. Why: headless play
        // runs thousands of steps per game, and a fresh context per step cost about 2% of it.
        let mut ctx = Ctx::recycled(&mut self.bufs);
        if let Some(o) = answerer {
            ctx = ctx.answered_by(o);
        }
        // The hook reads the events: they are kept in a hooked game.
        ctx.silent = unheard && !hooked;
        // A run that cannot suspend needs no answers or trail kept for a frame.
        ctx.keep = copy;
        // The context of the after-step hook.
        let mut hook = Ctx::<S::Steps>::new(Vec::new());
        loop {
            if S::is_over(st) || S::frame(st).is_some() || ctx.stop_asked() {
                ctx.recycle(&mut self.bufs);
                return;
            }
            assert!(
                steps < S::MAX_AUTOMATIC_STEPS,
                "the rules ran {} automatic steps without a decision (next step {:?})",
                S::MAX_AUTOMATIC_STEPS,
                S::next_step(st)
            );
            steps += 1;
            ctx.reset();
            let snapshot = copy.then(|| self.spare.snapshot_of(st));
            // The hook compares the state after the step with a record of it before.
            let before = hooked.then(|| S::memo(&mut self.memo, st));
            let result = S::run_step(cat, st, quiet, &mut ctx);
            if ctx.answered > 0 {
                // Questions were answered: not a loop without decisions.
                *S::actions_mut(st) += ctx.answered;
                steps = 0;
            }
            if let Some(b) = before {
                if result.is_ok() {
                    after_step::<S>(cat, st, &b, &mut ctx.events, &mut hook);
                }
                self.memo = Some(b);
            }
            if result.is_err() {
                let snapshot = snapshot.expect("an answerer that never declines declined");
                *S::frame_slot(st) = Some(Box::new(ctx.suspend(snapshot)));
                on_events(&mut ctx.events);
                return;
            }
            if snapshot.is_some() {
                self.spare.0 = snapshot;
            }
            on_events(&mut ctx.events);
        }
    }

    /// Play on with `answerer` answering every question the moment it is asked (headless play):
    /// the pending question first, if any, then every step to the end of the game, or until the
    /// answerer declines (the step suspends as usual) or asks to stop between two steps. The game
    /// is the same, answer for answer, as answering each pending question with
    /// [`StepLoop::apply`], but a step runs straight through once.
    pub fn play_out<'o>(
        &mut self,
        cat: &S::Catalog,
        st: &mut StateOf<S>,
        answerer: &'o mut <S::Steps as Steps>::Answerer<'o>,
        on_events: &mut EventSink<S::Steps>,
        unheard: bool,
    ) {
        if let Some(frame) = S::frame(st) {
            let Some(a) = answerer.answer(st, &frame.pending, <S::Steps as Steps>::actions(st))
            else {
                return;
            };
            self.apply(cat, st, a, Some(answerer), on_events, unheard)
                .expect("the answerer answers with an option");
        } else {
            self.advance(cat, st, Some(answerer), on_events, unheard);
        }
    }
}

/// The game's after-step hook, in `hook` (emptied first); its events follow the step's `events`.
fn after_step<S: Flowing>(
    cat: &S::Catalog,
    st: &mut StateOf<S>,
    before: &S::Memo,
    events: &mut Vec<EventOf<S>>,
    hook: &mut Ctx<'_, S::Steps>,
) {
    hook.reset();
    S::after_step(cat, st, hook, before, events);
    debug_assert!(hook.pending.is_none(), "the after-step hook never asks");
    events.append(&mut hook.events);
}
