//! ACME's side of resumable steps (the machinery is the engine's: `engine::steps`, whose head
//! comment explains them): the types ACME's steps are written with, its answerer (which may answer
//! a Deployment question from its set of areas), and its own ways of asking and reporting (notes
//! for the log, typed by what they are about).

use crate::engine::steps;
pub use crate::engine::steps::Step;

use super::catalog::{AreaSet, CardId};
use super::decision::{Action, Ask, Decision, recycle_options};
use super::event::About;
use super::state::{Slot, State};

/// ACME on the engine's resumable steps: its state, questions, answers and events.
#[derive(Debug, Clone, PartialEq)]
pub enum AcmeSteps {}

impl steps::Steps for AcmeSteps {
    type State = State;
    type Answer = Action;
    type Question = Decision;
    type Event = super::event::Event;
    type Scratch = Scratch;
    type Answerer<'o> = dyn Answerer + 'o;

    fn actions(st: &State) -> u32 {
        st.actions
    }
    fn done_with(d: Decision) {
        recycle_options(d.options);
    }
    fn clear_scratch(s: &mut Scratch) {
        s.playing.clear();
    }
}

/// A step that stopped at a question (saved with the game: its form is the save's).
pub type ProcFrame = steps::Frame<AcmeSteps>;
/// What a running step of ACME uses to ask questions and report events.
pub type Ctx<'o> = steps::Ctx<'o, AcmeSteps>;

/// What a run of one of ACME's steps keeps for itself while it runs.
#[derive(Debug, Default)]
pub struct Scratch {
    /// Fate cards being resolved, innermost last: (player, card, civilizations that cancelled the
    /// card's effect on themselves with Giver of Laws #19, civilizations already offered that
    /// cancellation).
    pub playing: Vec<(Slot, CardId, u16, u16)>,
}

/// Who answers ACME's questions the moment they are asked (the engine's [`steps::Answerer`]:
/// headless play, see [`super::engine::Game::play_out`]). It sees the state exactly as a caller
/// of [`super::engine::Game::pending`] would at that question (`actions` is the number of actions
/// applied so far, which `State::actions` will hold then).
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

    /// Asked between steps: `true` ends play there ([`steps::Answerer::stop`]).
    fn stop(&self) -> bool {
        false
    }

    /// `true`: this answerer reads no question sentence ([`Decision::text`]) and no log text, so
    /// the rules may leave the frequent ones empty ([`super::g::G::text`]). Only honoured
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

/// The engine's steps call ACME's answerers through this.
impl steps::Answerer<AcmeSteps> for dyn Answerer + '_ {
    fn answer(&mut self, st: &State, d: &Decision, actions: u32) -> Option<Action> {
        Answerer::answer(self, st, d, actions)
    }
    fn stop(&self) -> bool {
        Answerer::stop(self)
    }
    fn may_decline(&self) -> bool {
        Answerer::may_decline(self)
    }
    fn quiet(&self) -> bool {
        Answerer::quiet(self)
    }
}

/// ACME's own ways of asking and reporting.
impl Ctx<'_> {
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
        if let Some(a) = self.answer_directly(|o| o.answer_areas_or_done(ask, areas)) {
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
            return Ok(a);
        }
        self.ask_lazy(st, build)
    }

    /// [`Ctx::note`] with its text formatted only when someone reads the events (not in a silent
    /// run: see [`Ctx::silent`]). For notes formatted on every competition or negation, or whose
    /// text a rule or the NPC brain reads (so [`super::g::G::text`] cannot leave it empty).
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
