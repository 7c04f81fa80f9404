//! The keyboard shortcuts overlay (UX.md "Keys").

use crate::app::style::palette;
use bevy_egui::egui::{self, RichText};

/// The shortcuts, as UX.md "Keys" lists them: (keys, what they do).
pub const KEYS: [(&str, &str); 14] = [
    ("Space / Enter", "the highlighted choice / Done"),
    ("Ctrl+Z", "undo"),
    ("T", "hint: what would the Strategist do?"),
    ("L", "show / hide the log"),
    ("H", "this help"),
    ("R", "rules reference"),
    ("F", "fit the board to the window"),
    ("+ / − / wheel", "zoom"),
    ("arrows / drag", "pan"),
    ("P", "pause the NPCs"),
    ("N", "next NPC step"),
    ("1 – 4", "speed: slow, normal, fast, instant"),
    ("Esc", "menu"),
    ("hover a card", "enlarge it"),
];

/// A centred window listing [`KEYS`]; closes with its × or the Close button.
pub fn help_overlay(ctx: &egui::Context, open: &mut bool) {
    let mut close = false;
    egui::Window::new("Keyboard shortcuts")
        .open(open)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| {
            egui::Grid::new("acme_help_keys")
                .striped(true)
                .spacing([24.0, 8.0])
                .show(ui, |ui| {
                    for (k, what) in KEYS {
                        ui.label(
                            RichText::new(k)
                                .monospace()
                                .size(15.0)
                                .color(palette::HEADING),
                        );
                        ui.label(RichText::new(what).size(15.0));
                        ui.end_row();
                    }
                });
            ui.add_space(8.0);
            ui.vertical_centered(|ui| {
                if ui.button(RichText::new("Close (H)").size(15.0)).clicked() {
                    close = true;
                }
            });
        });
    if close {
        *open = false;
    }
}
