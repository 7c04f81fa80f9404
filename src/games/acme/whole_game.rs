//! ACME as a whole game on the engine ([`crate::engine::Game`]): the drivers that are generic
//! over a game (the Strategist's search, the engine's play loops) see ACME through this face.
//! Every method forwards to what the command line and the window already call, so a game played
//! through the trait is the same game, byte for byte.

use std::sync::Arc;

use super::catalog::Catalog;
use super::decision::{Action, Decision, IllegalAction};
use super::event::Event;
use super::record::{self, GameRecord, RECORD_VERSION, ReplayError, SetupSpec};
use super::state::{GameOptions, Slot, State};
use super::{Game, invariants};
use crate::engine;
use crate::game_id::GameId;

impl engine::Question for Decision {
    type Action = Action;
    type Seat = Slot;
    fn who(&self) -> Slot {
        self.who
    }
    fn options(&self) -> &[Action] {
        &self.options
    }
}

impl engine::Game for Game {
    type Catalog = Catalog;
    /// A record's setup and its optional rules.
    type Setup = (SetupSpec, GameOptions);
    type Record = GameRecord;
    type Seat = Slot;
    type Action = Action;
    type Decision = Decision;
    type Event = Event;
    type Refusal = IllegalAction;
    /// The state with what the seat may not see hidden (`view::redact`).
    type View = State;

    const NAME: &'static str = "acme";

    fn start(
        catalog: Arc<Catalog>,
        (setup, options): &(SetupSpec, GameOptions),
        seed: u64,
    ) -> Result<(Game, Vec<Event>), String> {
        record::start(catalog, setup, options, seed).map_err(|e| match e {
            // The engine's replay says "could not be set up" itself.
            ReplayError::Setup(why) => why,
            other => other.to_string(),
        })
    }
    fn pending(&self) -> Option<&Decision> {
        Game::pending(self)
    }
    fn apply(&mut self, action: Action) -> Result<Vec<Event>, IllegalAction> {
        Game::apply(self, action)
    }
    fn view(&self, viewer: Option<Slot>) -> State {
        self.view_for(viewer)
    }
    fn view_events(&self, viewer: Option<Slot>, events: &[Event]) -> Vec<Event> {
        super::view::redact_events(&self.state, viewer, events)
    }
    fn hash(&self) -> u64 {
        Game::hash(self)
    }
    fn is_over(&self) -> bool {
        Game::is_over(self)
    }
    fn winners(&self) -> Vec<Slot> {
        self.state.winner.clone().unwrap_or_default()
    }
    fn invariants(&self) -> Result<(), Vec<String>> {
        invariants::check(&self.catalog, &self.state)
    }
}

/// ACME's record file (`GameRecord`, docs/formats.md) as the engine reads and fills it.
impl engine::record::Record<Game> for GameRecord {
    const FORMAT_VERSION: u32 = RECORD_VERSION;

    fn new((setup, options): (SetupSpec, GameOptions), seed: u64) -> GameRecord {
        GameRecord {
            version: RECORD_VERSION,
            game: GameId::Acme,
            rules_version: GameId::Acme.rules_version(),
            setup,
            options,
            seed,
            actions: Vec::new(),
            final_hash: None,
        }
    }
    fn format_version(&self) -> u32 {
        self.version
    }
    fn game_name(&self) -> &str {
        self.game.name()
    }
    fn rules_version(&self) -> u32 {
        self.rules_version
    }
    fn setup(&self) -> (SetupSpec, GameOptions) {
        (self.setup.clone(), self.options.clone())
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
