//! Scenarios (playbook-spec §2-§5): the historical scenarios, the sandbox setups, the Rulebook's
//! basic setups, the solitaire scenario creator with its Exploration games, and the optional rules
//! (Double Disks, several civilizations per player, teams, Cultural Development Tracks).
//!
//! A scenario is data ([`ScenarioDef`], one RON file per scenario under `assets/scenarios/`). The
//! rules that are code are named in the file ([`SpecialRule`], [`EndRule`], [`VictoryRule`]) and
//! implemented here; the phases reach them through the ruleset seam (`rules::ruleset`), which
//! forwards to the small hooks of [`hooks`]. Like the catalog, the rules take text and never
//! read files: [`shipped`] holds the files compiled in, and its `check_dir` is the one reader of
//! a scenario folder on disk (`acme validate`).
//!
//! Turning a scenario into a game: [`ScenarioSetup`] (the definition, who controls which
//! civilization, the chosen options) goes into the game record as `SetupSpec::Scenario`, so a record
//! replays without the file; [`build::new_state`] makes the state, whose first steps
//! ([`crate::games::acme::flow::Flow::Scenario`]) deploy the civilizations and deal the hands.

pub mod build;
pub mod check;
pub mod creator;
pub mod exploration;
pub mod hooks;
pub mod procs;
pub mod rules;
pub mod sandbox;
pub mod shipped;
pub mod tracks;

pub use super::state::scenario_state::*;
pub use check::{parse, parse_and_check};
