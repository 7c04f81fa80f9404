//! ACIS, *Ancient Civilizations of the Inner Sea*: the second game of the family, ACME's system
//! moved to the Mediterranean (ten civilizations with one home each, talents for mina, Wonders for
//! Deities, shallow and deep seas, islands). It will play ACME's phases with its own content and a
//! few rules of its own (docs/architecture.md, "How ACIS adds its ruleset").
//!
//! So far the folder holds its content: the data of `assets/data/acis/` (map, Fate cards, Wonders,
//! civilization displays, basic setups, Change of Epoch Table, rules text), loaded into typed
//! records and checked ([`catalog`], [`data`]), which `acme validate --game acis` runs. Its rules,
//! board picture, NPCs and table come next (docs/acis.md).

pub mod aeneas;
pub mod cards;
pub mod catalog;
pub mod data;
pub mod epoch;
pub mod fuzz;
pub mod rules;
pub mod session;
pub mod setup;
pub mod system;
pub mod whole_game;
pub mod wonders;
