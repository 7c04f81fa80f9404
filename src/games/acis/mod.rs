//! ACIS, *Ancient Civilizations of the Inner Sea*: the second game of the family, ACME's system
//! moved to the Mediterranean (ten civilizations with one home each, talents for mina, Wonders for
//! Deities, shallow and deep seas, islands). It will play ACME's phases with its own content and a
//! few rules of its own (docs/architecture.md, "How ACIS adds its ruleset").
//!
//! The folder holds its content: the data of `assets/data/acis/` (map, Fate cards, Wonders,
//! civilization displays, basic setups, Change of Epoch Table, rules text), loaded into typed
//! records and checked ([`catalog`], [`data`]), which `acme validate --game acis` runs; its rules
//! ([`rules`], [`wonders`], [`aeneas`], [`cards`], [`epoch`]) and its NPCs' deltas ([`npc`]). Its
//! table comes next (docs/acis.md).

pub mod abilities;
pub mod aeneas;
pub mod ai_policy;
pub mod cards;
pub mod catalog;
pub mod data;
pub mod epoch;
pub mod fuzz;
pub mod great_persons;
pub mod heroic_saga;
pub mod npc;
pub mod npc_abilities;
pub mod npc_cards;
pub mod npc_seas;
pub mod npc_wonders;
pub mod placement_cards;
pub mod rules;
pub mod session;
pub mod setup;
pub mod system;
pub mod whole_game;
pub mod wonder_cards;
pub mod wonders;
