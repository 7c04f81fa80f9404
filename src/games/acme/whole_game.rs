//! ACME as a whole game on the engine ([`crate::engine::Game`]): the drivers that are generic
//! over a game (the Strategist's search, the engine's play loops) see ACME through this face.
//! Every method forwards to what the command line and the window already call, so a game played
//! through the trait is the same game, byte for byte. A sibling game on ACME's phases (ACIS) is
//! one too through [`WholeGame`]: its name, its record and its start.

use std::sync::Arc;

use super::catalog::Catalog;
use super::decision::{Action, Decision, IllegalAction};
use super::event::Event;
use super::record::{self, GameRecord, RECORD_VERSION, ReplayError, SetupSpec};
use super::ruleset::Acme;
use super::state::{GameOptions, Slot, State};
use super::{Game, Ruleset, invariants};
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

/// A ruleset whose games are whole games on the engine (`Game<R>`): what differs from one game
/// played on ACME's phases to another is its name, its record file and how a game of it starts;
/// the rest (questions, answers, views, hash, the end, winners, the invariants under the
/// ruleset's limits) is the phases' own, written once below.
pub trait WholeGame: Ruleset + Clone {
    /// The name the command line and files use for the game.
    const NAME: &'static str;
    /// The game's record file.
    type Record: engine::record::Record<Game<Self>>;
    /// A new game from a record's setup and options, seeded, advanced to its first question.
    fn start(
        catalog: Arc<Catalog>,
        setup: &(SetupSpec, GameOptions),
        seed: u64,
    ) -> Result<(Game<Self>, Vec<Event>), String>;
    /// The family's record file (docs/formats.md) that the game's record is: the same file for
    /// every game on ACME's phases, saying which game it is.
    fn family_record(record: Self::Record) -> GameRecord;
}

/// ACME's games start from any setup a record holds (`record::start`: basic, custom, position,
/// scenario, state).
impl WholeGame for Acme {
    const NAME: &'static str = "acme";
    type Record = GameRecord;

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
    fn family_record(record: GameRecord) -> GameRecord {
        record
    }
}

impl<R: WholeGame> engine::Game for Game<R> {
    type Catalog = Catalog;
    /// A record's setup and its optional rules.
    type Setup = (SetupSpec, GameOptions);
    type Record = R::Record;
    type Seat = Slot;
    type Action = Action;
    type Decision = Decision;
    type Event = Event;
    type Refusal = IllegalAction;
    /// The state with what the seat may not see hidden (`view::redact`).
    type View = State;

    const NAME: &'static str = R::NAME;

    fn start(
        catalog: Arc<Catalog>,
        setup: &(SetupSpec, GameOptions),
        seed: u64,
    ) -> Result<(Game<R>, Vec<Event>), String> {
        R::start(catalog, setup, seed)
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
    /// The invariants under the ruleset's stacking limits, held disks and kept cards.
    fn invariants(&self) -> Result<(), Vec<String>> {
        invariants::check_under::<R>(&self.catalog, &self.state)
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
