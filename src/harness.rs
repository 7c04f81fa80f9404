//! The random-legal-play harness, where the command line, tests and examples have always found
//! it: ACME's fuzz games ([`crate::games::acme::fuzz`]) over the engine's generic harness
//! ([`crate::engine::fuzz`]), and random play of ACME's shipped scenarios (their files are read
//! here, outside the base game's folder).

pub use crate::games::acme::fuzz::*;

use crate::engine::record::Record;
use crate::games::acme::record::{GameRecord, SetupSpec};
use crate::games::acme::setup::Layout;
use crate::games::acme::state::GameOptions;

/// A random-play game of a shipped scenario (every civilization an NPC, `assets/scenarios`).
pub fn fuzz_scenario(seed: u64, name: &str) -> Result<FuzzOutcome, Box<FuzzFailure>> {
    fuzz_scenario_probed(seed, name, None)
}

/// [`fuzz_scenario`], with the Strategist asked at some of its positions ([`StrategistProbe`]).
pub fn fuzz_scenario_probed(
    seed: u64,
    name: &str,
    asking: Option<StrategistProbe>,
) -> Result<FuzzOutcome, Box<FuzzFailure>> {
    let setup = crate::games::acme::scenario::shipped::scenario_setup(name).map_err(|e| {
        Box::new(FuzzFailure {
            seed,
            players: 0,
            message: e,
            record: GameRecord::new(
                (
                    SetupSpec::Basic {
                        players: 2,
                        layout: Layout::Printed,
                        npc: vec![],
                    },
                    GameOptions::default(),
                ),
                seed,
            ),
        })
    })?;
    fuzz_setup_probed(seed, 0, setup, GameOptions::default(), asking)
}
