//! The rules of ACME as a pure, resumable state machine.
//!
//! Nothing here touches Bevy, egui, files or the clock; all randomness comes from the seeded
//! generator stored in the game state. The base game reaches the solitaire system ([`npc`]) and
//! the scenarios ([`scenario`]) only through the seam `ruleset` (docs/architecture.md).
//!
//! # The public face
//!
//! What the app, the CLI, the simulator, the tests, benches and examples use is the list below:
//! the re-exports at the top, then the modules that stay `pub`. Everything else is private to
//! the rules. `tests/rules/face.rs` fails when code outside `src/games/acme` reaches past this list.
//!
//! Modules that stay `pub`, and why:
//! * data the outside needs whole: [`catalog`] (cards, board, areas: every screen and test reads
//!   them), [`state`] (the state's types: the board draws them, tests build positions from them),
//!   [`decision`] (questions and answers with their typed roles), [`record`] (records, positions,
//!   replay: the files), [`scenario`] (the scenario files' types and the scenario list);
//! * the one place for visibility: [`view`] (`Viewer`, `Seat`, `redact`, `secret_choice`);
//! * small faces of their own: [`explain`] (sentences for answers and refusals), [`setup`] (the
//!   basic set-ups), [`input_check`] (untrusted files checked before they are played),
//!   [`invariants`] (the state's consistency check: the harness and fuzzing run it), [`fuzz`]
//!   (ACME's random-legal-play games over the engine's harness: `acme fuzz`, the fuzz tests);
//! * the brains: [`npc`] (the solitaire system's NPC: `npc::choose`, `TieBreak`) and [`ai`] (the
//!   Strategist);
//! * sentences: [`names`] (a side's name and the verb's number that goes with it);
//! * ACME at the table: [`session`] (what the window-free session asks of ACME, and ACME's own
//!   session methods: saves, seat kinds, losses as one question, the hint's words);
//! * the game's files: [`data`] (the catalog's text, compiled in or read from a folder) and
//!   [`summary`] (a game in a few lines, for `acme replay` and the tests' messages). With the
//!   shipped scenario files (`scenario::shipped`), they are the only parts of this folder that
//!   read files; the rules take text.
//!
//! The rule tests (`tests/*`) also check some phases' inner rules directly (a Deploy check, a
//! competition's contest, the losses' order...). Those modules stay private; the tests reach the
//! few items they check through one door, `probe`, hidden from the documentation and listed
//! apart at the bottom. It is not for the app or the CLI: the face test above keeps them out.

// ---------------------------------------------------------------------------------------------
// The face: a game, its questions and answers, its events.

/// A game's card table (`Ruleset::card_phase_effect`, `competition_effect`): the shapes of a
/// card's effect, ACME's tables by ACME's ids, and ACME's effects another game's cards play with
/// their own numbers.
pub use cards::disasters::{Aim, Blow, Cut, DisasterCard, Ground, Holding, StrongholdGoes};
pub use cards::disasters::{Toll, Who, disaster};
pub use cards::disasters::{brimstone_declare_in, brimstone_set, forty_days, murrain};
pub use cards::events::{EventEffect, year_of_jubilee};
pub use cards::great_persons::{Lawgiver, dancer, draw_keep, investment, use_investment};
pub use cards::politics::palace_intrigue;
pub use cards::religion::heresy;
pub use cards::resource::grain_storehouses;
pub use cards::resource::pick_areas;
pub use cards::trade::{cedars_share, sea_route};
pub use cards::{Arena, CardPhaseImpl, CompCard, CompEffect, Targets};
pub use cards::{base_card_phase, base_competition};
pub use competition::{comp_contested, competition_ahead};
pub use competition_abilities::{AllyGift, AllyGrant, AllyRow, AllyWhere, grant_uses};
/// The question a game waits for and the answers to it.
pub use decision::{Action, Ask, Decision, IllegalAction};
pub use deity::Price;
pub use draw_abilities::trade_a_card;
/// A game: `pending`, `apply`, `view_for`, `hash`, `ranking`; `G` is the rules functions' view
/// of a catalog and a state (tests and the brains build one to ask the rules a question).
pub use engine::Game;
/// What happened: the events a step reports, and the phases they fall in.
pub use event::{About, Event, Phase, Words};
/// Where in the turn a game is (the state's `flow`).
pub use flow::{CompStep, Flow, GrowthStep, ReckStep};
pub use g::G;
pub use losses::{Loss, LossMemo, LossRules};
pub use negation::{Link, NegateRule, base_negate_rule};
/// Who answers a game played out headless, and the seeded random player (tests, fuzzing).
pub use players::RandomPlayer;
pub use proc::Answerer;
/// A step of the rules and its context (questions, events), for a ruleset's own steps.
pub use proc::{Ctx, Step};
/// Questions about a state (who occupies an area, hand limits, ...), read-only.
pub use query::Q;
pub use reckoning::move_marker;
pub use ruleset::{Acme, BaseGame, GrowthStart, Ruleset, StackClass, StackTable, Stacking};
/// The state and its most used names.
pub use state::{Faction, Slot, State};

// ---------------------------------------------------------------------------------------------
// Modules the outside uses (see the head comment for why each is `pub`).

pub mod ai;
pub mod catalog;
pub mod data;
pub mod decision;
/// The End of Epoch and its Change of Epoch Table rows, which a sibling game on these phases
/// (ACIS) reuses in its own table.
pub mod epoch;
pub mod explain;
pub mod fuzz;
pub mod input_check;
pub mod invariants;
pub mod names;
pub mod npc;
pub mod record;
/// The steps of a return to the game (RB Gilgamesh Step) that a sibling game's own return rule
/// (ACIS's Aeneas Step) shares.
pub mod returning {
    pub use super::gilgamesh::{
        ask_civilization, count_return, disks_to_barbarians, eligible, investments_to_supply,
        place_returning, returning_disks,
    };
}
pub mod scenario;
pub mod session;
pub mod setup;
pub mod state;
pub mod summary;
pub mod view;

// ---------------------------------------------------------------------------------------------
// Private to the rules: the engine and the phases.

mod abilities;
mod areas;
mod cardphase;
mod cards;
mod centre;
mod competition;
mod competition_abilities;
mod deck;
mod deity;
mod draw_abilities;
mod engine;
mod event;
mod flow;
mod g;
mod gilgamesh;
mod growth;
mod loss_rules;
mod losses;
mod negation;
mod pieces;
mod players;
mod proc;
mod query;
mod reckoning;
mod ruleset;
mod ruleset_acme;
/// ACME as a whole game on the engine (`impl engine::Game for Game<R>`, `R: WholeGame`).
mod whole_game;
pub use whole_game::WholeGame;

// ---------------------------------------------------------------------------------------------
// The rule tests' door to the inner rules they check directly (not a face: `tests/rules/face.rs`
// keeps the app, the CLI and the simulator out of it).

#[doc(hidden)]
pub mod probe;
