//! ACIS as a whole game on the engine ([`crate::engine::Game`]): `Game<Acis>`, ACME's phases under
//! ACIS's ruleset, started from ACIS's basic setups (RB Basic 2- to 6-Player Setup, D17), so the
//! engine's generic drivers (its fuzz harness first) play it as they play ACME.
//!
//! Its record is the family's record file (ACME's `GameRecord`, docs/formats.md) saying
//! `game: "acis"`, in its own type ([`AcisRecord`]) so that a record is always of one game.

use std::sync::Arc;

use super::rules::Acis;
use crate::engine;
use crate::game_id::GameId;
use crate::games::acme::catalog::Catalog;
use crate::games::acme::record::{GameRecord, RECORD_VERSION, SetupSpec};
use crate::games::acme::setup::Layout;
use crate::games::acme::state::{GameOptions, Slot, State};
use crate::games::acme::{Action, Decision, Event, Game, IllegalAction, invariants};

/// Why an ACIS game cannot start from `setup`: ACIS has its basic setups only, with no NPC yet.
pub fn unplayable_setup(setup: &SetupSpec) -> Option<&'static str> {
    match setup {
        SetupSpec::Basic {
            layout: Layout::Printed,
            npc,
            ..
        } if npc.iter().all(|n| !n) => None,
        SetupSpec::Basic {
            layout: Layout::Printed,
            ..
        } => Some("ACIS has no Non-Player Civilizations yet"),
        SetupSpec::Basic { .. } => Some("ACIS's basic setups have their printed placements only"),
        _ => Some("ACIS plays its basic setups only (basic-2 to basic-6)"),
    }
}

impl engine::Game for Game<Acis> {
    /// The phases' catalog of ACIS's content (`system::builtin`).
    type Catalog = Catalog;
    /// A basic setup (`SetupSpec::Basic`, printed placements, no NPC) and the optional rules.
    type Setup = (SetupSpec, GameOptions);
    type Record = AcisRecord;
    type Seat = Slot;
    type Action = Action;
    type Decision = Decision;
    type Event = Event;
    type Refusal = IllegalAction;
    /// The state with what the seat may not see hidden (ACME's `view`: the same state).
    type View = State;

    const NAME: &'static str = "acis";

    fn start(
        catalog: Arc<Catalog>,
        (setup, options): &(SetupSpec, GameOptions),
        seed: u64,
    ) -> Result<(Self, Vec<Event>), String> {
        if let Some(why) = unplayable_setup(setup) {
            return Err(why.to_string());
        }
        let SetupSpec::Basic { players, npc, .. } = setup else {
            unreachable!("unplayable_setup refuses every other setup");
        };
        let content = super::data::builtin();
        let st =
            super::setup::basic_state(&content, &catalog, *players, npc, options.clone(), seed)
                .map_err(|e| e.to_string())?;
        Ok(Game::under(catalog, st))
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
        crate::games::acme::view::redact_events(&self.state, viewer, events)
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
    /// ACIS's stacking limits, its Wonders' disks and blocks (`invariants::check_under`).
    fn invariants(&self) -> Result<(), Vec<String>> {
        invariants::check_under::<Acis>(&self.catalog, &self.state)
    }
}

/// An ACIS game's record: the family's record file with `game: "acis"` and ACIS's rules version.
#[derive(Debug, Clone)]
pub struct AcisRecord(pub GameRecord);

impl engine::record::Record<Game<Acis>> for AcisRecord {
    const FORMAT_VERSION: u32 = RECORD_VERSION;

    fn new((setup, options): (SetupSpec, GameOptions), seed: u64) -> AcisRecord {
        AcisRecord(GameRecord {
            version: RECORD_VERSION,
            game: GameId::Acis,
            rules_version: GameId::Acis.rules_version(),
            setup,
            options,
            seed,
            actions: Vec::new(),
            final_hash: None,
        })
    }
    fn format_version(&self) -> u32 {
        self.0.version
    }
    fn game_name(&self) -> &str {
        self.0.game.name()
    }
    fn rules_version(&self) -> u32 {
        self.0.rules_version
    }
    fn setup(&self) -> (SetupSpec, GameOptions) {
        (self.0.setup.clone(), self.0.options.clone())
    }
    fn seed(&self) -> u64 {
        self.0.seed
    }
    fn actions(&self) -> &[Action] {
        &self.0.actions
    }
    fn push(&mut self, action: Action) {
        self.0.actions.push(action);
    }
    fn final_hash(&self) -> Option<u64> {
        self.0.final_hash
    }
    fn set_final_hash(&mut self, hash: Option<u64>) {
        self.0.final_hash = hash;
    }
}
