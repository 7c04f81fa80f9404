//! Cradle as a whole game on the engine ([`crate::engine::Game`]): its own state, questions,
//! answers and events, its record file (`game: "cradle"`), and the one place that decides what
//! a seat may see ([`Cradle::view`]: the secret keep-or-pass draw, CR 3.0).

use std::sync::Arc;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::data::Catalog;
use super::event::Event;
use super::flow::{self, Action, Decision};
use super::state::{Phase, Seat, State};
use crate::engine;
use crate::game_id::GameId;

/// How a game of Cradle starts: 4 to 6 players (CR 1.0), and which of them a person plays at the
/// table (a bit per seat; the others answer by the seeded random brain). No rule reads `humans`:
/// a record without it (a headless game's) plays every seat by brain. A game that goes on from
/// the state a save held (its answers no longer replay under today's rules) starts from that
/// state (`from`: its generator in it, the seed unused); a new game has none.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Setup {
    pub players: u8,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub humans: u8,
    #[serde(default, skip_serializing_if = "Option::is_none", with = "held_state")]
    pub from: Option<Box<State>>,
}

/// The state a game goes on from, written in a record as its JSON text (the form a save holds
/// it in: RON has no 128-bit integers, which the state's sets of areas are).
mod held_state {
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    use super::State;

    pub fn serialize<S: Serializer>(st: &Option<Box<State>>, s: S) -> Result<S::Ok, S::Error> {
        let text = st
            .as_ref()
            .map(|st| serde_json::to_string(st).map_err(serde::ser::Error::custom))
            .transpose()?;
        text.serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Box<State>>, D::Error> {
        Option::<String>::deserialize(d)?
            .map(|text| serde_json::from_str(&text).map_err(serde::de::Error::custom))
            .transpose()
    }
}

fn is_zero(x: &u8) -> bool {
    *x == 0
}

impl Setup {
    /// A game of `players` that no person plays (headless play).
    pub fn headless(players: u8) -> Setup {
        Setup {
            players,
            humans: 0,
            from: None,
        }
    }
}

/// A game of Cradle: its state and the question it waits for.
#[derive(Debug, Clone)]
pub struct Cradle {
    pub cat: Arc<Catalog>,
    pub state: State,
    pub pending: Option<Decision>,
    /// The seats a person plays (the setup's `humans`; not part of the state or its hash).
    pub humans: u8,
}

/// Why an answer was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    #[error("the game is over")]
    Over,
    #[error("{0:?} is not one of the answers to this question")]
    NotAnOption(Action),
}

/// What a seat sees: the state with what is secret from it taken out, and the question.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct View {
    pub state: State,
    pub pending: Option<Decision>,
}

/// The record file of a Cradle game.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CradleRecord {
    pub version: u32,
    pub game: String,
    pub rules_version: u32,
    pub setup: Setup,
    pub seed: u64,
    pub actions: Vec<Action>,
    pub final_hash: Option<u64>,
}

/// The version of Cradle's record files.
pub const RECORD_VERSION: u32 = 1;

impl engine::record::Record<Cradle> for CradleRecord {
    const FORMAT_VERSION: u32 = RECORD_VERSION;
    fn new(setup: Setup, seed: u64) -> Self {
        CradleRecord {
            version: RECORD_VERSION,
            game: GameId::Cradle.name().to_string(),
            rules_version: GameId::Cradle.rules_version(),
            setup,
            seed,
            actions: Vec::new(),
            final_hash: None,
        }
    }
    fn format_version(&self) -> u32 {
        self.version
    }
    fn game_name(&self) -> &str {
        &self.game
    }
    fn rules_version(&self) -> u32 {
        self.rules_version
    }
    fn setup(&self) -> Setup {
        self.setup.clone()
    }
    fn seed(&self) -> u64 {
        self.seed
    }
    fn actions(&self) -> &[Action] {
        &self.actions
    }
    fn push(&mut self, action: Action) {
        self.actions.push(action);
    }
    fn final_hash(&self) -> Option<u64> {
        self.final_hash
    }
    fn set_final_hash(&mut self, hash: Option<u64>) {
        self.final_hash = hash;
    }
}

/// A state read from a file (a save's) has the shape of this catalog's game, so that play can go
/// on from it: a score per player, the map's areas, the Wonders, an Epoch's deck each, an Epoch
/// of the six (the rest is the invariants' business, checked once the game stands).
fn fits(st: &State, cat: &Catalog) -> Result<(), String> {
    let wrong = |what: &str| Err(format!("the state to go on from has {what}"));
    if st.vp.len() != st.players as usize {
        return wrong("not a score per player");
    }
    if st.areas.len() != cat.areas.len() || st.wonders.len() != cat.wonders.len() {
        return wrong("another map");
    }
    if st.decks.len() != 6 || !(1..=6).contains(&st.epoch) {
        return wrong("no Epoch of the six");
    }
    Ok(())
}

impl Cradle {
    /// A new game (CR 2.0), advanced to its first question; or the game going on from the state
    /// its setup holds, at the question it stood at (the state says where play stands: `flow`).
    pub fn new(cat: Arc<Catalog>, setup: Setup, seed: u64) -> Result<(Cradle, Vec<Event>), String> {
        if !(4..=6).contains(&setup.players) {
            return Err(format!(
                "Cradle is played by 4 to 6 players, not {}",
                setup.players
            ));
        }
        let (state, mut ev) = match setup.from {
            Some(st) if st.players != setup.players => {
                return Err(format!(
                    "the state to go on from has {} players, the setup {}",
                    st.players, setup.players
                ));
            }
            Some(st) => {
                fits(&st, &cat)?;
                (*st, Vec::new())
            }
            None => flow::setup(&cat, setup.players, ChaCha8Rng::seed_from_u64(seed)),
        };
        let mut g = Cradle {
            cat,
            state,
            pending: None,
            humans: setup.humans,
        };
        g.pending = flow::advance(&mut g.state, &g.cat, &mut ev);
        Ok((g, ev))
    }
}

impl engine::Game for Cradle {
    type Catalog = Catalog;
    type Setup = Setup;
    type Record = CradleRecord;
    type Seat = Seat;
    type Action = Action;
    type Decision = Decision;
    type Event = Event;
    type Refusal = Refusal;
    type View = View;

    const NAME: &'static str = "cradle";

    fn start(
        catalog: Arc<Catalog>,
        setup: &Setup,
        seed: u64,
    ) -> Result<(Self, Vec<Event>), String> {
        Cradle::new(catalog, setup.clone(), seed)
    }
    fn pending(&self) -> Option<&Decision> {
        self.pending.as_ref()
    }
    fn apply(&mut self, action: Action) -> Result<Vec<Event>, Refusal> {
        let d = self.pending.as_ref().ok_or(Refusal::Over)?;
        if !d.options.contains(&action) {
            return Err(Refusal::NotAnOption(action));
        }
        let d = self.pending.take().expect("pending");
        let mut ev = Vec::new();
        flow::answer(&mut self.state, &self.cat, &d, action, &mut ev);
        self.state.actions += 1;
        self.pending = flow::advance(&mut self.state, &self.cat, &mut ev);
        Ok(ev)
    }
    /// CR 3.0: a drawn card is seen by its drawer only; a passed card by its passer only until
    /// every card is dealt; the decks' order and the generator (the dice to come) by nobody.
    fn view(&self, viewer: Option<Seat>) -> View {
        let mut state = self.state.clone();
        if let Some(v) = viewer {
            let a = &mut state.alloc;
            let drawer = a.order.get(a.next as usize).copied();
            if drawer != Some(v) {
                a.drawn = None;
            }
            for s in 0..a.received.len() {
                let sees = match a.passed_by[s] {
                    Some(from) => from == v,
                    None => s as Seat == v,
                };
                if !sees {
                    a.received[s] = None;
                }
            }
            for d in state.decks.iter_mut() {
                d.sort();
            }
            state.rng = ChaCha8Rng::seed_from_u64(0);
        }
        View {
            state,
            pending: self.pending.clone(),
        }
    }
    /// The same rule for events: a drawn or passed card's face goes to who may see it.
    fn view_events(&self, viewer: Option<Seat>, events: &[Event]) -> Vec<Event> {
        events
            .iter()
            .filter(|e| match (viewer, e) {
                (None, _) => true,
                (Some(v), Event::Drew { seat, .. }) => *seat == v,
                (Some(v), Event::Passed { from, .. }) => *from == v,
                _ => true,
            })
            .cloned()
            .collect()
    }
    fn hash(&self) -> u64 {
        engine::hash::state_hash(&(&self.state, &self.pending))
    }
    fn is_over(&self) -> bool {
        self.state.phase == Phase::Over
    }
    fn winners(&self) -> Vec<Seat> {
        self.state.winners.clone()
    }
    fn invariants(&self) -> Result<(), Vec<String>> {
        super::invariants::check(&self.state, &self.cat, self.pending.as_ref())
    }
}
