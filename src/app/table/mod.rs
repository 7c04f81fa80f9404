//! Playing a game: the [`Table`] resource (the game session and what the board shows), the
//! commands the screens send ([`TableCmd`]), NPC pacing, the playback of events and the autosave
//! ([`driver`]); then the egui screens: the prompt bar and panels ([`panels`]), the hand
//! ([`hand`]), the loss dialog ([`losses`]), the map input ([`mapinput`]), the overlays (curtain, competition, summaries, game
//! over: [`overlays`]) and the menus ([`menu`]).
//!
//! The rules decide everything: the screens show `Session::pending()` and send one of its options.

pub mod cards;
pub mod driver;
pub mod hand;
pub mod losses;
pub mod mapinput;
pub mod menu;
pub mod new_game_page;
pub mod overlays;
pub mod panels;
pub mod phase;
pub mod theatre;
pub mod tutorial;
pub mod tutorial_card;

use bevy::prelude::*;

pub use driver::{Screen, Table, TableCmd};

/// What follows the engine without drawing (runs headless in tests, needs `AppState`): the
/// [`phase::TablePhase`] state, the card entities and the theatre's flights.
pub fn stage_plugin(app: &mut App) {
    app.add_plugins((phase::plugin, cards::plugin, theatre::plugin));
}

/// Everything of the play screens that draws (egui) or reads the pointer. The driver is
/// [`driver::plugin`], which runs without a window (tests).
pub fn ui_plugin(app: &mut App) {
    app.add_plugins((
        panels::plugin,
        hand::plugin,
        losses::plugin,
        mapinput::plugin,
        overlays::plugin,
        menu::plugin,
        theatre::draw_plugin,
        tutorial_card::plugin,
    ));
}
