//! Playing a game. At the bottom, the table's parts, each a resource with one job ([`state`]):
//! the session (the game and who sits where), what the board shows and when ([`stage`]), the
//! pace ([`pace`]), the messages and the Reckoning summary ([`messages`], [`summary`]), the saves
//! ([`saving`]), the Strategist's thread ([`thinking`]), with the bundles that read or change
//! several at once ([`state`]); beside them the commands the
//! screens send ([`commands`]), the menus' and the screens' shared state ([`menu_state`],
//! [`ui_state`]). Above them the systems that run the table without a window ([`driver`]; a
//! click answers only a question that has been on screen for a moment, and a toast lasts its
//! turn: [`settle`]). Then the placement of what floats over the board ([`keep_clear`],
//! [`centre_spot`], [`layout`]), and on top the egui screens: the frame ([`panels`]: the prompt
//! bar, the civilizations panel, the log, the toasts and the keys), the hand ([`hand`]), the map
//! input ([`mapinput`]), the overlays (curtain, competition,
//! summaries, game over: [`overlays`]), the menus ([`menu`]) and the theatre ([`theatre`], with its
//! dice: [`dice`]).
//!
//! The rules decide everything: the screens show `Session::pending()` and send one of its options.
//!
//! The files depend on each other downwards only: the screens use the driver, the placement, the
//! state and its parts; none of those uses a screen, and this file only wires the plugins.

pub mod cards;
pub mod centre_spot;
pub mod choices;
pub mod civ_label;
pub mod civ_panel;
pub mod commands;
pub mod dice;
pub mod driver;
pub mod hand;
pub mod ids;
pub mod keep_clear;
pub mod keys;
pub mod layout;
pub mod log_panel;
pub mod mapinput;
pub mod menu;
pub mod menu_state;
pub mod messages;
pub mod new_game_page;
pub mod order;
pub mod overlays;
pub mod pace;
pub mod panels;
pub mod phase;
pub mod prompt_bar;
pub mod saving;
pub mod settle;
pub mod stage;
pub mod state;
pub mod summary;
pub mod theatre;
pub mod thinking;
pub mod toasts;
pub mod ui_state;

use bevy::prelude::*;

use crate::app::game_face::GameFace;

pub use commands::TableCmd;
pub use state::{Table, table_shown};

/// What follows the engine without drawing (runs headless in tests, needs `AppState`): the
/// [`phase::TablePhase`] state, the card entities and the theatre's flights.
pub fn stage_plugin<F: GameFace>(app: &mut App) {
    app.add_plugins((phase::plugin::<F>, cards::plugin::<F>, theatre::plugin::<F>));
}

/// Everything of the play screens that draws (egui) or reads the pointer. The driver is
/// [`driver::plugin`], which runs without a window (tests).
pub fn ui_plugin<F: crate::app::games::StartsFromForm>(app: &mut App) {
    app.add_plugins((
        panels::plugin::<F>,
        hand::plugin::<F>,
        mapinput::plugin::<F>,
        overlays::plugin::<F>,
        menu::plugin::<F>,
        theatre::draw_plugin::<F>,
    ));
}
