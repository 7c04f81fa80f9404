//! Playing a game: the [`Table`] resource (the game session and what the board shows), the
//! commands the screens send ([`TableCmd`]), NPC pacing, the playback of events and the autosave
//! ([`driver`]); then the egui screens: the frame ([`panels`]: the prompt bar, the civilizations
//! panel, the log, the toasts and the keys, laid out by [`layout`]), the hand ([`hand`]), the loss
//! dialog ([`losses`]), the map input ([`mapinput`]), the overlays (curtain, competition,
//! summaries, game over: [`overlays`]) and the menus ([`menu`]). What waits for an answer has
//! its place and the floaters keep clear of it ([`keep_clear`]); the cards in play take a corner
//! of the board clear of the areas on offer ([`centre_spot`]); a click answers only a question
//! that has been on screen for a moment, and a toast lasts its turn ([`settle`]).
//!
//! The rules decide everything: the screens show `Session::pending()` and send one of its options.
//!
//! The files depend on each other downwards only: the screens use the driver, the layout, the
//! shared screen state ([`ui_state`]) and the civilization labels ([`civ_label`]); none of those
//! uses a screen.

pub mod cards;
pub mod centre_spot;
pub mod choices;
pub mod civ_label;
pub mod civ_panel;
pub mod driver;
pub mod hand;
pub mod ids;
pub mod keep_clear;
pub mod keys;
pub mod layout;
pub mod log_panel;
pub mod losses;
pub mod mapinput;
pub mod menu;
pub mod new_game_page;
pub mod overlays;
pub mod panels;
pub mod phase;
pub mod prompt_bar;
pub mod settle;
pub mod theatre;
pub mod toasts;
pub mod ui_state;

use bevy::prelude::*;

pub use driver::{Table, TableCmd};

use crate::app::Screen;

/// Run condition of the play screens: the table is the screen and a game is on it (the game
/// leaves a frame before the screen does when the player goes back to the main menu).
pub fn table_shown(table: Option<Res<Table>>, screen: Option<Res<State<Screen>>>) -> bool {
    table.is_some() && screen.is_some_and(|s| *s.get() == Screen::Table)
}

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
        crate::app::games::ui_plugin,
    ));
}
