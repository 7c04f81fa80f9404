//! Conformance tests for the base game rules (issue: the rules engine). Each module is named after
//! the part of the rulebook it proves; each test after the rule or example.

#[path = "support/mod.rs"]
mod support;

mod rules {
    pub mod acis_abilities;
    pub mod acis_catalog;
    pub mod acis_game;
    pub mod acis_reckoning;
    pub mod acis_rules;
    pub mod acis_system;
    pub mod acis_wonders;
    pub mod areas;
    pub mod cardphase;
    pub mod catalog;
    pub mod competition;
    pub mod cradle;
    pub mod deities;
    pub mod determinism;
    pub mod engine;
    pub mod epoch;
    pub mod example_turn;
    pub mod examples;
    pub mod face;
    pub mod fuzz;
    pub mod growth;
    pub mod option_names;
    pub mod positions;
    pub mod readings;
    pub mod reckoning;
    pub mod seam;
    pub mod setup;
    pub mod steps;
    pub mod untrusted;
}
