//! The engine's resumable steps (`engine::steps`) on a toy game of its own: a counter, and a
//! question with two answers. A step that asks twice stops at each question; each answer re-runs
//! it from the state before the step with every answer so far, and each of its events reaches the
//! caller once, however often the step is re-run (docs/architecture.md, "Resumable steps").

use acme::engine::Question;
use acme::engine::steps::{self, Ctx, Frame, Rerun, Step, Steps, Suspend};

/// The toy game's state: a counter, and how many answers were applied.
#[derive(Debug, Clone, Default, PartialEq)]
struct Counter {
    n: u32,
    actions: u32,
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
