//! The game object: ask what is pending, apply an answer, advance through automatic steps.

use std::sync::Arc;

use super::catalog::Catalog;
use super::decision::{Action, Decision, IllegalAction, Text};
use super::event::Event;
use super::flow::Flow;
use super::proc::{Answerer, Ctx, Step, StepBuffers, Suspend};
use super::ruleset::{Rules, Ruleset, StepMemo};
use super::state::{Slot, State};
use super::{cardphase, competition, epoch, growth, reckoning};
use crate::engine::steps::Rerun;

/// `G` ("game"): the catalog and the state together, as every rule function sees them
/// (mutable; [`crate::games::acme::query::Q`] is the read-only view).
pub struct G<'a> {
    pub cat: &'a Catalog,
    pub st: &'a mut State,
    /// Nobody will read this run's question sentences or log texts (headless play whose
    /// answerer asked for it: [`Answerer::quiet`]), so [`G::text`] leaves them empty. Why: in a
    /// simulated game, formatting sentences nobody reads took about a sixth of the time. It never
    /// changes the game: no rule reads a text built with [`G::text`].
    pub quiet: bool,
}

impl<'a> G<'a> {
    /// The rule functions' view of a catalog and a state, with every text written.
    pub fn new(cat: &'a Catalog, st: &'a mut State) -> Self {
        G {
            cat,
            st,
            quiet: false,
        }
    }

    /// A question's sentence or a log line, formatted only when someone may read it (empty in
    /// quiet headless play, see [`G::quiet`]). For texts built often (every disk deployed, every
    /// loss, every VP gained...). Nothing decides by a text (the rules and the NPC brain read typed
    /// questions and events, `event::About`), so any text may be left empty.
    pub fn text(&self, f: impl FnOnce() -> String) -> Text {
        if self.quiet {
            Text::Borrowed("")
        } else {
            Text::Owned(f())
        }
    }
}

/// A game of ACME: the catalog plus the state.
#[derive(Debug, Clone)]
pub struct Game {
    pub catalog: Arc<Catalog>,
    pub state: State,
    /// A spare state whose allocations are reused for the next step's snapshot (not game state).
    spare: Spare,
    /// Reused buffers of the solitaire bookkeeping's record of the state before a step (not game
    /// state; see [`Ruleset::after_step`]).
    before: Option<StepMemo>,
    /// The last step's lists, reused by the next (not game state).
    bufs: StepBuffers,
}

/// A recycled snapshot buffer. Why it exists: the engine copies the whole state before every step
/// (see `engine::steps`); refilling an old snapshot with `State::clone_from` reuses its vectors instead
/// of allocating and freeing them all on every step. Its content is meaningless: it is always
/// overwritten before use, never read, compared, printed or saved.
#[derive(Default)]
struct Spare(Option<Box<State>>);

impl Spare {
    /// A snapshot of `st`, in the recycled buffer when there is one.
    fn snapshot_of(&mut self, st: &State) -> Box<State> {
        match self.0.take() {
            Some(mut b) => {
                State::clone_from(&mut b, st);
                b
            }
            None => Box::new(st.clone()),
        }
    }
}

impl Clone for Spare {
    fn clone(&self) -> Self {
        Spare(None)
    }
}

impl std::fmt::Debug for Spare {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Spare")
    }
}

/// Where the engine hands each step's events: the receiver takes what it keeps (e.g. by
/// `Vec::append`); the list is cleared and reused afterwards.
type EventSink<'a> = dyn FnMut(&mut Vec<Event>) + 'a;

/// Hard stop for the automatic steps between two decisions: a game that runs this many steps with
/// nobody to ask is in a loop (a bug), and is reported rather than hanging the program.
const MAX_AUTOMATIC_STEPS: usize = 100_000;

impl Game {
    /// Wrap a prepared state (from a setup or a position) and advance to the first decision.
    pub fn from_state(catalog: Arc<Catalog>, state: State) -> (Game, Vec<Event>) {
        let mut g = Game {
            catalog,
            state,
            spare: Spare::default(),
            before: None,
            bufs: StepBuffers::default(),
        };
        let events = g.advance();
        (g, events)
    }

    /// Wrap a state without advancing it (tools and tests that run its steps by hand).
    pub fn without_advancing(catalog: Arc<Catalog>, state: State) -> Game {
        Game {
            catalog,
            state,
            spare: Spare::default(),
            before: None,
            bufs: StepBuffers::default(),
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
        self.apply_with(action, None, &mut |e| events.append(e), false)?;
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

    fn play_out_to(&mut self, answerer: &mut dyn Answerer, sink: &mut EventSink, unheard: bool) {
        if let Some(frame) = self.state.proc.as_ref() {
            let Some(a) = answerer.answer(&self.state, &frame.pending, self.state.actions) else {
                return;
            };
            self.apply_with(a, Some(answerer), sink, unheard)
                .expect("the answerer answers with an option");
        } else {
            self.advance_with(Some(answerer), sink, unheard);
        }
    }

    fn apply_with(
        &mut self,
        action: Action,
        mut answerer: Option<&mut dyn Answerer>,
        on_events: &mut EventSink,
        unheard: bool,
    ) -> Result<(), IllegalAction> {
        let Some(frame) = self.state.proc.as_ref() else {
            return Err(IllegalAction::new(
                "The game is over: there is nothing to decide.",
            ));
        };
        if !frame.pending.allows(&action) {
            return Err(IllegalAction::new(self.explain(&frame.pending, &action)));
        }
        let frame = self.state.proc.take().expect("checked above");
        let Rerun {
            mut snapshot,
            mut ctx,
            emitted,
        } = frame.answer(action);
        // Back to the snapshot, reusing the current state's allocations.
        self.state.clone_from(&snapshot);
        self.state.actions = snapshot.actions + ctx.answers_given() as u32;
        ctx.silent = unheard && !self.has_npc();
        let quiet = answerer.as_deref().is_some_and(quiet);
        if let Some(o) = answerer.as_deref_mut() {
            ctx = ctx.answered_by(o);
        }
        let result = run_step(
            &mut G {
                cat: &self.catalog,
                st: &mut self.state,
                quiet,
            },
            &mut ctx,
        );
        self.state.actions += ctx.answered;
        if result.is_ok() && self.has_npc() {
            let before = Rules::step_memo(&mut self.before, &mut snapshot);
            self.after_step(&before, &mut ctx.events, &mut Ctx::new(Vec::new()));
            self.before = Some(before);
        }
        match result {
            Ok(()) => {
                let mut events = ctx.unreported(emitted);
                self.spare.0 = Some(snapshot);
                drop(ctx);
                on_events(&mut events);
                self.advance_with(answerer, on_events, unheard);
            }
            Err(Suspend) => {
                self.state.proc = Some(Box::new(ctx.suspend(snapshot)));
                let mut events = ctx.unreported(emitted);
                on_events(&mut events);
            }
        }
        Ok(())
    }

    /// Why an action is not legal now, in a sentence.
    pub fn explain(&self, d: &Decision, action: &Action) -> String {
        super::explain::why_illegal(&self.catalog, &self.state, d, action)
    }

    /// Run automatic steps until a question is asked or the game ends.
    fn advance(&mut self) -> Vec<Event> {
        let mut events = Vec::new();
        self.advance_with(None, &mut |e| events.append(e), false);
        events
    }

    /// [`Game::advance`]; with an answerer, on to the end of the game (see [`Game::play_out`]).
    /// Each step's events go to `on_events` as the step ends.
    /// `unheard`: nobody reads the events (see [`Game::play_out_unheard`]).
    fn advance_with(
        &mut self,
        answerer: Option<&mut dyn Answerer>,
        on_events: &mut EventSink,
        unheard: bool,
    ) {
        let mut steps = 0;
        let npc = self.has_npc();
        let quiet = answerer.as_deref().is_some_and(quiet);
        // The copy of the state before the step serves a suspension (the frame re-runs from it).
        // An answerer that never declines never suspends: no copy.
        let copy = answerer.as_deref().is_none_or(|o| o.may_decline());
        // One context serves every step of the loop, emptied between steps. Why: headless play
        // runs thousands of steps per game, and a fresh context per step cost about 2% of it.
        let mut ctx = Ctx::recycled(&mut self.bufs);
        if let Some(o) = answerer {
            ctx = ctx.answered_by(o);
        }
        // The solitaire bookkeeping reads the events: they are kept in a game with NPCs.
        ctx.silent = unheard && !npc;
        // A run that cannot suspend needs no answers or trail kept for a frame.
        ctx.keep = copy;
        // The same for the solitaire bookkeeping after each step.
        let mut hook = Ctx::new(Vec::new());
        loop {
            if self.state.flow == Flow::GameOver || self.state.proc.is_some() || ctx.stop_asked() {
                ctx.recycle(&mut self.bufs);
                return;
            }
            assert!(
                steps < MAX_AUTOMATIC_STEPS,
                "the rules ran {MAX_AUTOMATIC_STEPS} automatic steps without a decision (flow {:?})",
                self.state.flow
            );
            steps += 1;
            ctx.reset();
            let snapshot = copy.then(|| self.spare.snapshot_of(&self.state));
            // The solitaire bookkeeping compares the state after the step with a record of it
            // before ([`Ruleset::after_step`]).
            let before = npc.then(|| Rules::step_memo(&mut self.before, &mut self.state));
            let result = run_step(
                &mut G {
                    cat: &self.catalog,
                    st: &mut self.state,
                    quiet,
                },
                &mut ctx,
            );
            if ctx.answered > 0 {
                // Questions were answered: not a loop without decisions.
                self.state.actions += ctx.answered;
                steps = 0;
            }
            if let Some(b) = before {
                if result.is_ok() {
                    self.after_step(&b, &mut ctx.events, &mut hook);
                }
                self.before = Some(b);
            }
            if result.is_err() {
                let snapshot = snapshot.expect("an answerer that never declines declined");
                self.state.proc = Some(Box::new(ctx.suspend(snapshot)));
                on_events(&mut ctx.events);
                return;
            }
            if snapshot.is_some() {
                self.spare.0 = snapshot;
            }
            on_events(&mut ctx.events);
        }
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

    /// After every completed step: the solitaire bookkeeping (hostility triggers, Primary Enemies,
    /// the free Deity, Gold ownership; playbook-spec N1.3, N1.4.1, N1.7.3). Only called in games
    /// with Non-Player Civilizations (the callers take the `before` record only then).
    /// Its events follow the step's `events`; `hook` is the context it runs in, emptied first.
    fn after_step(&mut self, before: &StepMemo, events: &mut Vec<Event>, hook: &mut Ctx) {
        hook.reset();
        Rules::after_step(
            &mut G::new(&self.catalog, &mut self.state),
            hook,
            before,
            events,
        );
        debug_assert!(
            hook.pending.is_none(),
            "the solitaire bookkeeping never asks"
        );
        events.append(&mut hook.events);
    }

    fn has_npc(&self) -> bool {
        self.state.civs.iter().any(|c| c.npc)
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
    pub fn g(&mut self) -> G<'_> {
        G::new(&self.catalog, &mut self.state)
    }
}

/// Whether a run answered by `o` may leave its texts empty ([`G::quiet`]): only when `o` asks for
/// it and never declines, so that no question it sees is ever left pending (a pending question
/// keeps its sentence: it is shown, saved and hashed).
fn quiet(o: &dyn Answerer) -> bool {
    o.quiet() && !o.may_decline()
}

/// Run the step named by the flow.
pub(crate) fn run_step(g: &mut G, ctx: &mut Ctx) -> Step {
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
        Flow::Scenario { .. } => Rules::detour_step(g, ctx),
        Flow::GameOver => Ok(()),
    }
}
