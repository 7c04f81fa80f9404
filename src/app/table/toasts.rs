//! Toasts: the short message under the prompt bar (what an NPC just did, why a click was
//! refused), and the save error in the corner.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::civ_label::civ_color;
use super::driver::Table;
use super::layout::PROMPT_H;
use crate::app::style::palette;

pub(super) fn toasts(mut contexts: EguiContexts, table: Res<Table>) -> Result {
    let ctx = contexts.ctx_mut()?;
    if let Some(t) = &table.visible_toast() {
        let col = if t.error {
            palette::TOAST_ERROR
        } else {
            palette::TOAST
        };
        egui::Area::new(egui::Id::new("toast"))
            .anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, PROMPT_H + 8.0))
            .order(egui::Order::Foreground)
            .interactable(false)
            .show(ctx, |ui| {
                egui::Frame::new()
                    .fill(col)
                    .stroke(egui::Stroke::new(
                        1.5,
                        t.slot
                            .map(|s| civ_color(table.display(), s))
                            .unwrap_or(palette::FAINT),
                    ))
                    .corner_radius(6.0)
                    .inner_margin(egui::Margin::symmetric(12, 6))
                    .show(ui, |ui| {
                        // Long toasts wrap within the window rather than run off it.
                        ui.set_max_width((ctx.viewport_rect().width() * 0.5).clamp(240.0, 620.0));
                        ui.add(
                            egui::Label::new(
                                egui::RichText::new(&t.text).color(egui::Color32::WHITE),
                            )
                            .wrap_mode(egui::TextWrapMode::Wrap),
                        );
                    });
            });
    }
    if let Some(e) = &table.save_error {
        egui::Area::new(egui::Id::new("save_error"))
            .anchor(egui::Align2::LEFT_BOTTOM, egui::vec2(8.0, -8.0))
            .order(egui::Order::Foreground)
            .show(ctx, |ui| {
                ui.label(
                    egui::RichText::new(format!("Could not save: {e}")).color(palette::ERROR_TEXT),
                );
            });
    }
    Ok(())
}
