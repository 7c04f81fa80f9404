//! What the play screens show besides the game itself ([`TableUi`]): shared by the frame panels,
//! the keys, the map input, the hand, the dialogs and the menus.

use bevy::prelude::*;

use crate::app::games::{Action, Area, Phase, Seat};

/// What the play screens show besides the game itself.
#[derive(Resource, Debug, Default)]
pub struct TableUi {
    pub show_log: bool,
    pub show_help: bool,
    pub show_rules: bool,
    pub show_menu: bool,
    pub show_settings: bool,
    pub log_civ: Option<Seat>,
    pub log_phase: Option<Phase>,
    /// Areas of the log line clicked last (highlighted on the board).
    pub log_areas: Vec<Area>,
    /// An action waiting for "Are you sure?" (settings: confirmations).
    pub confirm: Option<Action>,
    /// Save as found a save of this name (the name, what the save holds): the menu asks before
    /// replacing it.
    pub confirm_replace: Option<(String, String)>,
    /// A card's choices (it answers the question in more than one way) are open.
    pub card_choices: bool,
    /// The hand tray is drawn this frame (for the board insets).
    pub hand_shown: bool,
    /// Where the hand tray is docked (`layout::hand_dock`).
    pub hand_dock: HandDock,
}

/// Where the hand tray is docked: a row under the board, or a column of two faces on its left.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub enum HandDock {
    #[default]
    Below,
    Left,
}
