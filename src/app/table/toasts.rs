//! Toasts: the short message under the prompt bar (what an NPC just did, why a click was
//! refused), and the save error in the corner.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::civ_label::civ_color;
use super::keep_clear::{Floating, toast_width};
use super::state::{TableReads, TableRef};
use crate::app::game_face::GameFace;
use crate::app::style::palette;

pub fn toasts<F: GameFace>(
    mut contexts: EguiContexts,
    table: TableRef<F>,
    floating: Res<Floating>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    // Under the prompt bar, clear of what waits for an answer (`keep_clear`).
    let width = toast_width(ctx.content_rect());
    if let (Some(t), Some(at)) = (&table.visible_toast(), floating.toast) {
        let col = if t.error {
            palette::TOAST_ERROR
        } else {
            palette::TOAST
        };
        egui::Area::new(super::ids::toast())
            .fixed_pos(at.min)
            .order(egui::Order::Foreground)
            .interactable(false)
            .show(ctx, |ui| {
                ui.set_width(width);
                egui::Frame::new()
                    .fill(col)
                    .stroke(egui::Stroke::new(
                        1.5,
                        t.slot
                            .map(|s| civ_color::<F>(table.display(), s))
                            .unwrap_or(palette::FAINT),
                    ))
                    .corner_radius(6.0)
                    .inner_margin(egui::Margin::symmetric(12, 6))
                    .show(ui, |ui| {
                        // Long toasts wrap within their place rather than run off it.
                        ui.set_width(width - 24.0);
                        ui.add(
                            egui::Label::new(
                                egui::RichText::new(&t.text).color(egui::Color32::WHITE),
                            )
                            .wrap_mode(egui::TextWrapMode::Wrap),
                        );
                    });
            });
    }
    if let Some(e) = &table.messages.save_error {
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
