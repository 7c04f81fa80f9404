//! The game object: ask what is pending, apply an answer (the engine's step loop,
//! `engine::step_loop`, runs the steps), and ACME's side of that loop: which step the flow runs,
//! and the solitaire bookkeeping after each step.

use std::marker::PhantomData;
use std::sync::Arc;

use super::catalog::Catalog;
use super::decision::{Action, Decision, IllegalAction};
use super::event::Event;
use super::flow::Flow;
use super::g::G;
use super::proc::{AcmeSteps, Answerer, Ctx, ProcFrame, Step};
use super::ruleset::{Acme, Ruleset};
use super::state::{Slot, State};
use super::{cardphase, competition, epoch, growth, reckoning};
use crate::engine::step_loop::{EventSink, Flowing, StepLoop};

/// A game of ACME's phases under the ruleset `R`: the catalog plus the state. `R` is picked once,
/// where the game is made ([`Game::from_state`] picks [`Acme`], ACME as shipped; a sibling game
/// picks its own with [`Game::under`]); every step of the game then runs `R`'s copy of the
/// phases.
#[derive(Debug, Clone)]
pub struct Game<R: Ruleset = Acme> {
    pub catalog: Arc<Catalog>,
    pub state: State,
    /// The engine's step loop: its reusable buffers (not game state).
    steps: StepLoop<Phases<R>>,
}

impl Game {
    /// Wrap a prepared state (from a setup or a position) and advance to the first decision,
    /// under ACME's ruleset.
    pub fn from_state(catalog: Arc<Catalog>, state: State) -> (Game, Vec<Event>) {
        Game::under(catalog, state)
    }

    /// Wrap a state without advancing it (tools and tests that run its steps by hand).
    pub fn without_advancing(catalog: Arc<Catalog>, state: State) -> Game {
        Game::without_advancing_under(catalog, state)
    }
}

impl<R: Ruleset> Game<R> {
    /// Wrap a prepared state and advance to the first decision, under the ruleset `R`.
    pub fn under(catalog: Arc<Catalog>, state: State) -> (Game<R>, Vec<Event>) {
        let mut g = Game::without_advancing_under(catalog, state);
        let events = g.advance();
        (g, events)
    }

    /// [`Game::without_advancing`] under the ruleset `R` (the Strategist's sampled worlds of a
    /// sibling game, re-run from a step's snapshot).
    pub fn without_advancing_under(catalog: Arc<Catalog>, state: State) -> Game<R> {
        Game {
            catalog,
            state,
            steps: StepLoop::default(),
        }
    }

    /// The question the game waits for, or `None` when it is over.
    pub fn pending(&self) -> Option<&Decision> {
        self.state.proc.as_ref().map(|f| &f.pending)
    }

    pub fn is_over(&self) -> bool {
        self.state.flow == Flow::GameOver
    }

    /// Answer the pending decision. An answer that is not one of its options is refused with a
    /// reason and changes nothing.
    pub fn apply(&mut self, action: Action) -> Result<Vec<Event>, IllegalAction> {
        let mut events = Vec::new();
        let sink = &mut |e: &mut Vec<Event>| events.append(e);
        let (cat, st) = (&self.catalog, &mut self.state);
        self.steps.apply(cat, st, action, None, sink, false)?;
        Ok(events)
    }

    /// Play on to the end of the game with `answerer` answering every question the moment it is
    /// asked (headless play: `acme simulate`, the benchmarks). The game is the same, action for
    /// action, as answering each [`Game::pending`] question with [`Game::apply`]: the answerer sees
    /// the same state and question and gives the same answer, but a step runs straight through
    /// once instead of suspending and re-running from its snapshot for every answer (see
    /// `engine::steps`). `on_events` receives the events in order, a step's worth at a time (a game's
    /// whole list is never gathered). Play also ends between two steps when the answerer asks to
    /// stop ([`Answerer::stop`]): no question is then pending, and the game is not over.
    pub fn play_out(&mut self, answerer: &mut dyn Answerer, on_events: &mut dyn FnMut(&[Event])) {
        let sink = &mut |e: &mut Vec<Event>| on_events(e);
        self.play_out_to(answerer, sink, false);
    }

    /// [`Game::play_out`] for a caller that reads no events (a benchmark, a balance study that
    /// only looks at the final state): in a game without Non-Player Civilizations, whose
    /// bookkeeping reads each step's events, the steps then record none. Why: building and
    /// dropping events nobody reads cost a few percent of a random-play game. The game is the same.
    pub fn play_out_unheard(&mut self, answerer: &mut dyn Answerer) {
        self.play_out_to(answerer, &mut |_| {}, true);
    }

    /// Headless play in the engine's step loop (`engine::step_loop`).
    fn play_out_to(
        &mut self,
        answerer: &mut dyn Answerer,
        sink: &mut EventSink<AcmeSteps>,
        unheard: bool,
    ) {
        self.steps
            .play_out(&self.catalog, &mut self.state, answerer, sink, unheard);
    }

    /// Why an action is not legal now, in a sentence.
    pub fn explain(&self, d: &Decision, action: &Action) -> String {
        super::explain::why_illegal_under::<R>(&self.catalog, &self.state, d, action)
    }

    /// Run automatic steps until a question is asked or the game ends.
    fn advance(&mut self) -> Vec<Event> {
        let mut events = Vec::new();
        let sink = &mut |e: &mut Vec<Event>| events.append(e);
        (self.steps).advance(&self.catalog, &mut self.state, None, sink, false);
        events
    }

    /// What this civilization may see (RB Diplomacy: hands are hidden; solitaire: NPC hands are
    /// public). Hidden cards become card id 0; the draw deck order and the generator are hidden.
    pub fn view_for(&self, viewer: Option<Slot>) -> State {
        super::view::redact(&self.state, viewer)
    }

    /// A stable hash of the whole state (same game, same hash on every machine and run).
    pub fn hash(&self) -> u64 {
        super::record::state_hash(&self.state)
    }

    /// Every civilization with its ranking keys, best first (RB Endgame: VP, then temples,
    /// Homelands, Cities, disks, areas, Gilgamesh). It reads the state through the rules' context,
    /// hence `&mut self`; nothing is changed and nothing is copied.
    pub fn ranking(&mut self) -> Vec<(Slot, [i64; 7])> {
        let g = self.g();
        let mut rows: Vec<(Slot, [i64; 7])> =
            g.st.slots()
                .map(|x| (x, epoch::ranking_keys(&g, x)))
                .collect();
        rows.sort_by_key(|r| std::cmp::Reverse(r.1));
        rows
    }

    /// Shorthand for the rules functions.
    pub fn g(&mut self) -> G<'_, R> {
        G::under(&self.catalog, &mut self.state, false)
    }
}

/// ACME's phases under the ruleset `R`, as the engine's step loop runs them: one type per
/// ruleset, so the loop is monomorphised for it. Their steps are [`AcmeSteps`] whatever the
/// ruleset (a saved frame does not depend on it).
pub struct Phases<R>(PhantomData<fn() -> R>);

/// ACME's steps in the engine's step loop: the flow names the next step, the frame is kept in
/// `State::proc`, and after every completed step of a game with Non-Player Civilizations comes the
/// ruleset's bookkeeping (ACME's: the solitaire's).
impl<R: Ruleset> Flowing for Phases<R> {
    type Steps = AcmeSteps;
    type Catalog = Catalog;
    /// What the ruleset keeps of the state before a step ([`Ruleset::step_memo`]), as the loop
    /// holds it between steps (its content is the ruleset's own).
    type Memo = R::StepMemo;
    type Refusal = IllegalAction;

    fn run_step(cat: &Catalog, st: &mut State, quiet: bool, ctx: &mut Ctx) -> Step {
        run_step(&mut G::<R>::under(cat, st, quiet), ctx)
    }
    fn next_step(st: &State) -> impl std::fmt::Debug {
        st.flow
    }
    fn is_over(st: &State) -> bool {
        st.flow == Flow::GameOver
    }
    fn frame(st: &State) -> Option<&ProcFrame> {
        st.proc.as_deref()
    }
    fn frame_slot(st: &mut State) -> &mut Option<Box<ProcFrame>> {
        &mut st.proc
    }
    fn actions_mut(st: &mut State) -> &mut u32 {
        &mut st.actions
    }
    fn allows(d: &Decision, a: &Action) -> bool {
        d.allows(a)
    }
    fn refusal(cat: &Catalog, st: &State, d: Option<&Decision>, a: &Action) -> IllegalAction {
        match d {
            Some(d) => IllegalAction::new(super::explain::why_illegal_under::<R>(cat, st, d, a)),
            None => IllegalAction::new("The game is over: there is nothing to decide."),
        }
    }
    /// The solitaire bookkeeping runs in games with Non-Player Civilizations only.
    fn hooked(st: &State) -> bool {
        st.civs.iter().any(|c| c.npc)
    }
    fn memo(spare: &mut Option<R::StepMemo>, st: &mut State) -> R::StepMemo {
        R::step_memo(spare, st)
    }
    /// The solitaire bookkeeping (hostility triggers, Primary Enemies, the free Deity, Gold
    /// ownership; playbook-spec N1.3, N1.4.1, N1.7.3).
    fn after_step(
        cat: &Catalog,
        st: &mut State,
        hook: &mut Ctx,
        before: &R::StepMemo,
        events: &[Event],
    ) {
        R::after_step(&mut G::under(cat, st, false), hook, before, events);
    }
}

/// Run the step named by the flow.
pub(crate) fn run_step<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx) -> Step {
    match g.st.flow {
        Flow::Setup { .. } => super::setup::step(g, ctx),
        Flow::GrowthStart | Flow::Growth { .. } | Flow::GrowthEnd => growth::step(g, ctx),
        Flow::CardStart | Flow::Card { .. } | Flow::CardEnd => cardphase::step(g, ctx),
        Flow::CompStart
        | Flow::CompTraitor { .. }
        | Flow::CompNext
        | Flow::Comp { .. }
        | Flow::CompEnd => competition::step(g, ctx),
        Flow::Reckoning { .. } => reckoning::step(g, ctx),
        Flow::EndOfEpoch { .. } => epoch::step(g, ctx),
        Flow::Scenario { .. } => R::detour_step(g, ctx),
        Flow::GameOver => Ok(()),
    }
}
