//! Scenario tests: every scenario's initial position against its text, every scenario
//! played to its end by its own victory rule, the Exploration draws and creation sequence, the
//! optional rules. Modules are named after the part of the playbook-spec they prove.

#[path = "support/mod.rs"]
mod support;

mod scenarios {
    pub mod driver;
    pub mod exploration;
    pub mod files;
    pub mod options;
    pub mod play;
    pub mod rules;
    pub mod setups;
    pub mod victories;
}
