//! The egui ids of what waits for an answer and of what floats over the table, named in one
//! place: the screens draw under them and the headless tests find there what egui laid out.

use bevy_egui::egui;

/// The prompt bar (a top panel: its rect is egui's `PanelState` under this id).
pub fn prompt_bar() -> egui::Id {
    egui::Id::new("prompt")
}

/// The loss dialog's window.
pub fn loss_dialog() -> egui::Id {
    egui::Id::new("loss dialog")
}

/// The tutorial's step card (a window).
pub fn step_card() -> egui::Id {
    egui::Id::new("tutorial_step")
}

/// The toast under the prompt bar (an area).
pub fn toast() -> egui::Id {
    egui::Id::new("toast")
}

/// A competition's banner (an area).
pub fn banner() -> egui::Id {
    egui::Id::new("competition_banner")
}

/// The competition panel (a window over the board's top-left corner while a competition plays).
pub fn competition_panel() -> egui::Id {
    egui::Id::new("competition")
}
