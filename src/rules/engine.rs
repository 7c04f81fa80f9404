//! The game object: ask what is pending, apply an answer, advance through automatic steps.

use std::sync::Arc;

use super::catalog::Catalog;
use super::decision::{Action, Decision, IllegalAction};
use super::event::Event;
use super::flow::Flow;
use super::proc::{Ctx, ProcFrame, Step, Suspend};
use super::state::{Slot, State};
use super::{cardphase, competition, epoch, growth, reckoning};

/// The catalog and the state together, as every rule function sees them.
pub struct G<'a> {
    pub cat: &'a Catalog,
    pub st: &'a mut State,
}

/// A game of ACME: the catalog plus the state.
#[derive(Debug, Clone)]
pub struct Game {
    pub catalog: Arc<Catalog>,
    pub state: State,
}

/// Hard stop for the automatic steps between two decisions: a game that runs this many steps with
/// nobody to ask is in a loop (a bug), and is reported rather than hanging the program.
const MAX_AUTOMATIC_STEPS: usize = 100_000;

impl Game {
    /// Wrap a prepared state (from a setup or a position) and advance to the first decision.
    pub fn from_state(catalog: Arc<Catalog>, state: State) -> (Game, Vec<Event>) {
        let mut g = Game { catalog, state };
        let events = g.advance();
        (g, events)
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
        let Some(frame) = self.state.proc.as_ref() else {
            return Err(IllegalAction::new(
                "The game is over: there is nothing to decide.",
            ));
        };
        if !frame.pending.allows(&action) {
            return Err(IllegalAction::new(self.explain(&frame.pending, &action)));
        }
        let frame = self.state.proc.take().expect("checked above");
        let ProcFrame {
            snapshot,
            mut answers,
            emitted,
            ..
        } = *frame;
        answers.push(action);
        self.state = (*snapshot).clone();
        self.state.actions = snapshot.actions + answers.len() as u32;
        let mut ctx = Ctx::new(answers.clone());
        let result = run_step(
            &mut G {
                cat: &self.catalog,
                st: &mut self.state,
            },
            &mut ctx,
        );
        let hook = if result.is_ok() {
            self.after_step(&snapshot, &ctx.events)
        } else {
            Vec::new()
        };
        let total = ctx.events.len();
        let mut events: Vec<Event> = ctx.events.split_off(emitted.min(total));
        events.extend(hook);
        match result {
            Ok(()) => events.extend(self.advance()),
            Err(Suspend) => {
                let pending = ctx
                    .pending
                    .take()
                    .expect("a suspended step leaves a question");
                self.state.proc = Some(Box::new(ProcFrame {
                    snapshot,
                    answers,
                    pending,
                    emitted: total,
                }));
            }
        }
        Ok(events)
    }

    /// Why an action is not legal now, in a sentence.
    pub fn explain(&self, d: &Decision, action: &Action) -> String {
        super::explain::why_illegal(&self.catalog, &self.state, d, action)
    }

    /// Run automatic steps until a question is asked or the game ends.
    fn advance(&mut self) -> Vec<Event> {
        let mut events = Vec::new();
        for _ in 0..MAX_AUTOMATIC_STEPS {
            if self.state.flow == Flow::GameOver || self.state.proc.is_some() {
                return events;
            }
            let snapshot = self.state.clone();
            let mut ctx = Ctx::new(Vec::new());
            let result = run_step(
                &mut G {
                    cat: &self.catalog,
                    st: &mut self.state,
                },
                &mut ctx,
            );
            let hook = if result.is_ok() {
                self.after_step(&snapshot, &ctx.events)
            } else {
                Vec::new()
            };
            let n = ctx.events.len();
            events.append(&mut ctx.events);
            events.extend(hook);
            if result.is_err() {
                let pending = ctx
                    .pending
                    .take()
                    .expect("a suspended step leaves a question");
                self.state.proc = Some(Box::new(ProcFrame {
                    snapshot: Box::new(snapshot),
                    answers: Vec::new(),
                    pending,
                    emitted: n,
                }));
                return events;
            }
        }
        panic!(
            "the rules ran {MAX_AUTOMATIC_STEPS} automatic steps without a decision (flow {:?})",
            self.state.flow
        );
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
    /// the free Deity, Gold ownership; playbook-spec N1.3, N1.4.1, N1.7.3). Nothing happens in a game
    /// without Non-Player Civilizations.
    fn after_step(&mut self, before: &State, events: &[Event]) -> Vec<Event> {
        if !self.state.civs.iter().any(|c| c.npc) {
            return Vec::new();
        }
        let mut ctx = Ctx::new(Vec::new());
        super::npc::after_step(
            &mut G {
                cat: &self.catalog,
                st: &mut self.state,
            },
            &mut ctx,
            before,
            events,
        );
        debug_assert!(
            ctx.pending.is_none(),
            "the solitaire bookkeeping never asks"
        );
        ctx.events
    }

    /// Shorthand for the rules functions.
    pub fn g(&mut self) -> G<'_> {
        G {
            cat: &self.catalog,
            st: &mut self.state,
        }
    }
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
        Flow::Scenario { .. } => super::scenario::procs::step(g, ctx),
        Flow::GameOver => Ok(()),
    }
}
