//! ACIS as a whole game on the engine ([`crate::engine::Game`]): `Game<Acis>`, ACME's phases under
//! ACIS's ruleset, started from ACIS's basic setups (RB Basic 2- to 6-Player Setup, D17), so the
//! engine's generic drivers (its fuzz harness first) play it as they play ACME (ACME's
//! [`WholeGame`] holds what the two share).
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
use crate::games::acme::state::GameOptions;
use crate::games::acme::{Action, Event, Game, WholeGame};

/// Why an ACIS game cannot start from `setup`: ACIS has its basic setups (each civilization a
/// player or an NPC, D50) and its position files only.
pub fn unplayable_setup(setup: &SetupSpec) -> Option<&'static str> {
    match setup {
        SetupSpec::Position(p) if p.game == GameId::Acis => None,
        SetupSpec::Position(_) => Some("a position of another game than ACIS"),
        SetupSpec::Basic {
            layout: Layout::Printed,
            ..
        } => None,
        SetupSpec::Basic { .. } => Some("ACIS's basic setups have their printed placements only"),
        _ => Some("ACIS plays its basic setups only (basic-2 to basic-6)"),
    }
}

/// ACIS's games on the engine: `Game<Acis>` is `engine::Game` as ACME's is (ACME's
/// `whole_game`), with ACIS's name, record and basic setups; its invariants are checked under
/// ACIS's stacking, with the disks on its Wonders and one block per area.
impl WholeGame for Acis {
    const NAME: &'static str = "acis";
    type Record = AcisRecord;

    /// A basic setup (`SetupSpec::Basic`, printed placements, no NPC) and the optional rules; a
    /// position file of ACIS (docs/formats.md); or the whole state a save held, when the save's
    /// answers no longer replay (`saves::read_as`: the game goes on from it, as ACME's does).
    fn start(
        catalog: Arc<Catalog>,
        (setup, options): &(SetupSpec, GameOptions),
        seed: u64,
    ) -> Result<(Game<Acis>, Vec<Event>), String> {
        if let SetupSpec::State(st) = setup {
            return Ok(Game::under(catalog, (**st).clone()));
        }
        if let Some(why) = unplayable_setup(setup) {
            return Err(why.to_string());
        }
        // A position file of ACIS: the family's position, read by name (its Wonders built too).
        if let SetupSpec::Position(p) = setup {
            let st = p.to_state(&catalog)?;
            return Ok(Game::under(catalog, st));
        }
        let SetupSpec::Basic { players, npc, .. } = setup else {
            unreachable!("unplayable_setup refuses every other setup");
        };
        let content = super::data::builtin();
        // N1.4.1 (ACIS, content-acis section 7): REMOVED, no free Wonder and no Deity.
        let mut options = options.clone();
        options.npc.free_deity = false;
        let st = super::setup::basic_state(&content, &catalog, *players, npc, options, seed)
            .map_err(|e| e.to_string())?;
        Ok(Game::under(catalog, st))
    }
    fn family_record(record: AcisRecord) -> GameRecord {
        record.0
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
