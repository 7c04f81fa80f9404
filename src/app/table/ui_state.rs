//! What the play screens show besides the game itself ([`TableUi`]): shared by the frame panels,
//! the keys, the map input, the hand, the dialogs and the menus.

use bevy::prelude::*;

use crate::app::game_face::GameFace;

/// What the play screens show besides game `F` itself.
#[derive(Resource)]
pub struct TableUi<F: GameFace> {
    pub show_log: bool,
    pub show_help: bool,
    pub show_rules: bool,
    pub show_menu: bool,
    pub show_settings: bool,
    pub log_civ: Option<F::Seat>,
    pub log_phase: Option<F::Phase>,
    /// Areas of the log line clicked last (highlighted on the board).
    pub log_areas: Vec<F::Area>,
    /// An action waiting for "Are you sure?" (settings: confirmations).
    pub confirm: Option<F::Action>,
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

// By hand: a derived one would ask the face itself to be `Default`.
impl<F: GameFace> Default for TableUi<F> {
    fn default() -> Self {
        TableUi {
            show_log: false,
            show_help: false,
            show_rules: false,
            show_menu: false,
            show_settings: false,
            log_civ: None,
            log_phase: None,
            log_areas: Vec::new(),
            confirm: None,
            confirm_replace: None,
            card_choices: false,
            hand_shown: false,
            hand_dock: HandDock::default(),
        }
    }
}

/// Where the hand tray is docked: a row under the board, or a column of two faces on its left.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub enum HandDock {
    #[default]
    Below,
    Left,
}
