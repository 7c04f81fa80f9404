//! The engine's resumable steps (`engine::steps`) on a toy game of its own: a counter, and a
//! question with two answers. A step that asks twice stops at each question; each answer re-runs
//! it from the state before the step with every answer so far, and each of its events reaches the
//! caller once, however often the step is re-run (docs/architecture.md, "Resumable steps").
//!
//! The engine's step loop (`engine::step_loop`) runs the toy game's steps: two automatic steps,
//! then the asking step, then the end.

use acme::engine::Question;
use acme::engine::step_loop::{Flowing, StepLoop};
use acme::engine::steps::{self, Ctx, Frame, Rerun, Step, Steps, Suspend};

/// The toy game's state: a counter, how many answers were applied, and, for the step loop, which
/// step runs next, the suspended step, and two switches of the test's (an after-step hook that
/// reports how much each step added; a first step that never hands on, a runaway game).
#[derive(Debug, Clone, Default, PartialEq)]
struct Counter {
    n: u32,
    actions: u32,
    next: u8,
    frame: Option<Box<Frame<Toy>>>,
    watched: bool,
    runaway: bool,
}

/// The toy game's only question: add one or two?
#[derive(Debug, Clone, PartialEq)]
struct OneOrTwo(Vec<u32>);

impl Question for OneOrTwo {
    type Action = u32;
    type Seat = ();
    fn who(&self) {}
    fn options(&self) -> &[u32] {
        &self.0
    }
}

/// What the toy step reports.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Said {
    Began,
    Added(u32),
    /// An automatic step added one.
    Ticked,
    /// The after-step hook: the step added this much.
    Grew(u32),
}

#[derive(Debug, Clone, PartialEq)]
enum Toy {}

impl Steps for Toy {
    type State = Counter;
    type Answer = u32;
    type Question = OneOrTwo;
    type Event = Said;
    type Scratch = ();
    type Answerer<'o> = dyn steps::Answerer<Toy> + 'o;
    fn actions(st: &Counter) -> u32 {
        st.actions
    }
    fn done_with(_: OneOrTwo) {}
    fn clear_scratch(_: &mut ()) {}
}

/// The toy step: adds 10, then asks twice what to add. A re-run that did not start from the
/// state before the step would add the 10 again.
fn step(st: &mut Counter, ctx: &mut Ctx<Toy>) -> Step {
    st.n += 10;
    ctx.emit(|| Said::Began);
    for _ in 0..2 {
        let a = ctx.ask(st, OneOrTwo(vec![1, 2]))?;
        st.n += a;
        ctx.emit(|| Said::Added(a));
    }
    Ok(())
}

#[test]
fn a_step_that_asks_twice_suspends_twice_resumes_from_its_snapshot_and_reports_each_event_once() {
    let mut st = Counter::default();
    let mut reported = Vec::new();
    let mut ctx = Ctx::<Toy>::new(Vec::new());
    let before = Box::new(st.clone());
    assert_eq!(step(&mut st, &mut ctx), Err(Suspend));
    let mut frame: Frame<Toy> = ctx.suspend(before);
    reported.extend(ctx.unreported(0));
    assert_eq!((frame.pending.options(), frame.emitted), (&[1, 2][..], 1));

    // The first answer: the step stops again at its second question, with the first answer kept.
    let Rerun {
        snapshot,
        mut ctx,
        emitted,
    } = frame.answer(2);
    assert_eq!(*snapshot, Counter::default(), "the state before the step");
    st = (*snapshot).clone();
    assert_eq!(step(&mut st, &mut ctx), Err(Suspend));
    frame = ctx.suspend(snapshot);
    reported.extend(ctx.unreported(emitted));
    assert_eq!(frame.answers, [2]);

    // The second answer: the step ends.
    let Rerun {
        snapshot,
        mut ctx,
        emitted,
    } = frame.answer(1);
    st = (*snapshot).clone();
    assert_eq!(ctx.answers_given(), 2);
    assert_eq!(step(&mut st, &mut ctx), Ok(()));
    reported.extend(ctx.unreported(emitted));

    assert_eq!(st.n, 13, "10, then 2, then 1, each added once");
    assert_eq!(
        reported,
        [Said::Began, Said::Added(2), Said::Added(1)],
        "every event reported once, in order"
    );
}

/// Answers every question with its last option, and declines after `left` answers.
struct Last {
    left: u32,
}

impl steps::Answerer<Toy> for Last {
    fn answer(&mut self, _: &Counter, q: &OneOrTwo, _: u32) -> Option<u32> {
        self.left = self.left.checked_sub(1)?;
        q.options().last().copied()
    }
}

#[test]
fn an_answerer_answers_as_the_step_asks_and_a_decline_suspends_with_its_answers_kept() {
    // Never declining: the step runs straight through once.
    let mut st = Counter::default();
    let mut last = Last { left: 2 };
    let mut ctx = Ctx::<Toy>::new(Vec::new()).answered_by(&mut last);
    assert_eq!(step(&mut st, &mut ctx), Ok(()));
    assert_eq!((st.n, ctx.events.len()), (14, 3));

    // Declining the second question: the frame keeps the first answer, and answering the second
    // ends the step as if both had been answered one at a time.
    let mut st = Counter::default();
    let mut last = Last { left: 1 };
    let mut ctx = Ctx::<Toy>::new(Vec::new()).answered_by(&mut last);
    assert_eq!(step(&mut st, &mut ctx), Err(Suspend));
    let frame = ctx.suspend(Box::new(Counter::default()));
    assert_eq!((frame.answers.as_slice(), frame.emitted), (&[2][..], 2));
    let Rerun {
        snapshot,
        mut ctx,
        emitted,
    } = frame.answer(1);
    let mut st = *snapshot;
    assert_eq!(step(&mut st, &mut ctx), Ok(()));
    assert_eq!(st.n, 13);
    assert_eq!(ctx.unreported(emitted), [Said::Added(1)]);
}

/// The toy game in the engine's step loop: steps 0 and 1 are automatic (each adds one), step 2 is
/// [`step`] (it asks twice), then the game is over.
impl Flowing for Toy {
    type Steps = Toy;
    type Catalog = ();
    type Memo = u32;
    type Refusal = String;
    const MAX_AUTOMATIC_STEPS: usize = 50;

    fn run_step(_: &(), st: &mut Counter, _quiet: bool, ctx: &mut Ctx<Toy>) -> Step {
        match st.next {
            0 | 1 => {
                st.n += 1;
                ctx.emit(|| Said::Ticked);
                if !st.runaway {
                    st.next += 1;
                }
            }
            2 => {
                step(st, ctx)?;
                st.next = 3;
            }
            _ => {}
        }
        Ok(())
    }
    fn next_step(st: &Counter) -> impl std::fmt::Debug {
        st.next
    }
    fn is_over(st: &Counter) -> bool {
        st.next == 3
    }
    fn frame(st: &Counter) -> Option<&Frame<Toy>> {
        st.frame.as_deref()
    }
    fn frame_slot(st: &mut Counter) -> &mut Option<Box<Frame<Toy>>> {
        &mut st.frame
    }
    fn actions_mut(st: &mut Counter) -> &mut u32 {
        &mut st.actions
    }
    fn refusal(_: &(), _: &Counter, q: Option<&OneOrTwo>, a: &u32) -> String {
        match q {
            Some(q) => format!("{a} is not one of {:?}", q.options()),
            None => "nothing is asked".into(),
        }
    }
    fn hooked(st: &Counter) -> bool {
        st.watched
    }
    fn memo(_: &mut Option<u32>, st: &mut Counter) -> u32 {
        st.n
    }
    fn after_step(_: &(), st: &mut Counter, hook: &mut Ctx<Toy>, before: &u32, _: &[Said]) {
        let grew = st.n - before;
        hook.emit(|| Said::Grew(grew));
    }
}

/// A toy game at its start, and the loop's buffers.
fn toy(watched: bool, runaway: bool) -> (Counter, StepLoop<Toy>) {
    let st = Counter {
        watched,
        runaway,
        ..Counter::default()
    };
    (st, StepLoop::default())
}

/// The events of one call into the loop, gathered.
fn heard(run: impl FnOnce(&mut dyn FnMut(&mut Vec<Said>))) -> Vec<Said> {
    let mut events = Vec::new();
    run(&mut |e: &mut Vec<Said>| events.append(e));
    events
}

#[test]
fn the_loop_runs_automatic_steps_to_a_question_refuses_a_wrong_answer_and_each_answer_re_runs_the_step()
 {
    let (mut st, mut lp) = toy(false, false);
    let events = heard(|sink| lp.advance(&(), &mut st, None, sink, false));
    assert_eq!(events, [Said::Ticked, Said::Ticked, Said::Began]);
    let frame = st.frame.as_ref().expect("the third step asks");
    assert_eq!(
        (frame.snapshot.n, frame.snapshot.next),
        (2, 2),
        "kept from before the step"
    );

    // An answer that is not an option is refused, and nothing changes.
    let before = st.clone();
    assert_eq!(
        lp.apply(&(), &mut st, 3, None, &mut |_| {}, false),
        Err("3 is not one of [1, 2]".to_string())
    );
    assert_eq!(st, before);

    let events = heard(|sink| lp.apply(&(), &mut st, 2, None, sink, false).unwrap());
    assert_eq!(
        events,
        [Said::Added(2)],
        "the re-run reports only what is new"
    );
    assert_eq!((st.actions, st.frame.is_some()), (1, true));
    let events = heard(|sink| lp.apply(&(), &mut st, 1, None, sink, false).unwrap());
    assert_eq!(events, [Said::Added(1)]);
    assert_eq!((st.n, st.actions, Toy::is_over(&st)), (15, 2, true));
    assert_eq!(st.frame, None);
    assert_eq!(
        lp.apply(&(), &mut st, 1, None, &mut |_| {}, false),
        Err("nothing is asked".to_string())
    );
}

#[test]
fn an_answerer_plays_out_a_decline_suspends_and_play_resumes_as_if_answered_one_at_a_time() {
    // Answered one at a time.
    let (mut one_by_one, mut lp) = toy(false, false);
    lp.advance(&(), &mut one_by_one, None, &mut |_| {}, false);
    for a in [2, 2] {
        lp.apply(&(), &mut one_by_one, a, None, &mut |_| {}, false)
            .unwrap();
    }

    // Played out: the answerer declines the second question, the step suspends with the first
    // answer kept; a second answerer plays on to the end.
    let (mut st, mut lp) = toy(false, false);
    let mut last = Last { left: 1 };
    let events = heard(|sink| lp.play_out(&(), &mut st, &mut last, sink, false));
    assert_eq!(
        events,
        [Said::Ticked, Said::Ticked, Said::Began, Said::Added(2)]
    );
    let frame = st.frame.as_ref().expect("declined: suspended");
    assert_eq!((frame.answers.as_slice(), st.actions), (&[2][..], 1));
    let mut last = Last { left: 5 };
    let events = heard(|sink| lp.play_out(&(), &mut st, &mut last, sink, false));
    assert_eq!(events, [Said::Added(2)]);
    assert_eq!(st, one_by_one, "the same game");

    // Nobody listening: a game without a hook records no events.
    let (mut st, mut lp) = toy(false, false);
    let mut last = Last { left: 5 };
    let events = heard(|sink| lp.play_out(&(), &mut st, &mut last, sink, true));
    assert_eq!((events, st.n), (vec![], 16));
}

#[test]
fn the_after_step_hook_follows_every_completed_step_with_what_it_changed() {
    let (mut st, mut lp) = toy(true, false);
    let events = heard(|sink| lp.advance(&(), &mut st, None, sink, false));
    assert_eq!(
        events,
        [
            Said::Ticked,
            Said::Grew(1),
            Said::Ticked,
            Said::Grew(1),
            Said::Began
        ],
        "not after the suspended step"
    );
    let events = heard(|sink| lp.apply(&(), &mut st, 2, None, sink, false).unwrap());
    assert_eq!(events, [Said::Added(2)]);
    let events = heard(|sink| lp.apply(&(), &mut st, 1, None, sink, false).unwrap());
    assert_eq!(
        events,
        [Said::Added(1), Said::Grew(13)],
        "the whole step, from its snapshot"
    );
}

#[test]
#[should_panic(expected = "the rules ran 50 automatic steps without a decision (next step 0)")]
fn a_game_that_runs_steps_without_ever_asking_is_stopped() {
    let (mut st, mut lp) = toy(false, true);
    lp.advance(&(), &mut st, None, &mut |_| {}, false);
}
