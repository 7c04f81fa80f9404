//! The rules of ACME as a pure, resumable state machine.
//!
//! Nothing here touches Bevy, egui, files or the clock; all randomness comes from the seeded
//! generator stored in the game state. Entry points: [`Game`] (`pending`, `apply`, `view_for`),
//! [`record`] (records, positions, replay), [`setup`]. The base game reaches the solitaire system
//! ([`npc`]) and the scenarios ([`scenario`]) only through the seam [`ruleset`]
//! (docs/architecture.md).

pub mod abilities;
pub mod ai;
pub mod areas;
pub mod cardphase;
pub mod cards;
pub mod catalog;
pub mod competition;
pub mod competition_abilities;
pub mod decision;
pub mod deck;
pub mod deity;
pub mod draw_abilities;
pub mod engine;
pub mod epoch;
pub mod event;
pub mod explain;
pub mod flow;
pub mod gilgamesh;
pub mod growth;
pub mod input_check;
pub mod invariants;
pub mod losses;
pub mod negation;
pub mod npc;
pub mod pieces;
pub mod players;
pub mod proc;
pub mod query;
pub mod reckoning;
pub mod record;
pub mod ruleset;
pub mod scenario;
pub mod setup;
pub mod state;
pub mod view;

pub use decision::{Action, Ask, Decision, IllegalAction};
pub use engine::{G, Game};
pub use event::{Event, Phase};
pub use state::{Faction, Slot, State};
