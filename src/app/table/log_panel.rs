//! The foldable log on the left of the table (UX "Log"): every line as the current viewer may
//! read it, filtered by civilization and phase; a click outlines the line's areas on the board.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::civ_label::{civ_color, civ_name};
use super::driver::TableSession;
use super::layout::{Remaining, Side, frame_panel, log_w};
use super::ui_state::TableUi;
use crate::app::game_face::{GameFace, LogLine};
use crate::app::style::palette;

fn log_visible<F: GameFace>(e: &F::Line, ui: &TableUi<F>) -> bool {
    ui.log_civ.is_none_or(|s| e.seat() == Some(s))
        && ui.log_phase.is_none_or(|p| e.phase() == Some(p))
}

pub(super) fn log_panel<F: GameFace>(
    mut contexts: EguiContexts,
    session: Res<TableSession<F>>,
    mut ui_state: ResMut<TableUi<F>>,
    mut rem: ResMut<Remaining>,
) -> Result {
    if !ui_state.show_log {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let s = &**session;
    let cat = &s.cat;
    let st = F::state(&s.game);
    let panel = egui::Panel::left("log")
        .exact_size(log_w(ctx.viewport_rect().width()))
        .resizable(false)
        .frame(
            egui::Frame::new()
                .fill(palette::LOG_FILL)
                .inner_margin(egui::Margin::same(6)),
        );
    frame_panel(ctx, &mut rem, Side::Left, panel, |ui| {
        // The heading and the two filters one under the other, each as wide as the panel: side
        // by side they were wider than the log, which cut their labels and every line.
        let w = ui.available_width();
        ui.vertical(|ui| {
            ui.label(egui::RichText::new("Log").strong());
            let civ_text = ui_state
                .log_civ
                .map(|x| civ_name::<F>(cat, st, x))
                .unwrap_or_else(|| "all civilizations".into());
            egui::ComboBox::from_id_salt("log_civ")
                .width(w - 4.0)
                .selected_text(civ_text)
                .show_ui(ui, |ui| {
                    ui.selectable_value(&mut ui_state.log_civ, None, "all civilizations");
                    for x in F::seats(st) {
                        ui.selectable_value(
                            &mut ui_state.log_civ,
                            Some(x),
                            civ_name::<F>(cat, st, x),
                        );
                    }
                });
            let phase_text = ui_state
                .log_phase
                .map(|p| F::phase(p).name)
                .unwrap_or("all phases");
            egui::ComboBox::from_id_salt("log_phase")
                .width(w - 4.0)
                .selected_text(phase_text)
                .show_ui(ui, |ui| {
                    ui.selectable_value(&mut ui_state.log_phase, None, "all phases");
                    for f in F::PHASES.iter().filter(|f| f.in_log) {
                        ui.selectable_value(&mut ui_state.log_phase, Some(f.phase), f.name);
                    }
                });
        });
        ui.separator();
        egui::ScrollArea::vertical()
            .stick_to_bottom(true)
            .auto_shrink([false, false])
            .show(ui, |ui| {
                let viewer = s.viewer_now();
                let lines: Vec<(&F::Line, &str)> = s
                    .log
                    .iter()
                    .filter(|e| log_visible::<F>(e, &ui_state))
                    .filter_map(|e| Some((e, e.text_for(st, viewer)?)))
                    .collect();
                // The newest few hundred lines (the whole log is in the save).
                let from = lines.len().saturating_sub(400);
                for &(e, line) in &lines[from..] {
                    let col = e
                        .seat()
                        .map(|x| civ_color::<F>(st, x))
                        .unwrap_or(palette::TEXT_DIM);
                    let mut text = egui::RichText::new(line).color(if e.choice() {
                        col
                    } else {
                        palette::LOG_LINE
                    });
                    if e.undone() {
                        text = text.strikethrough().color(palette::UNDONE);
                    }
                    if e.mark() == crate::play::LineMark::PhaseStart {
                        text = text.strong().color(palette::HEADING);
                    }
                    let r = ui
                        .add(egui::Label::new(text).wrap().sense(egui::Sense::click()))
                        .on_hover_text(format!(
                            "{}{}",
                            e.rule(),
                            if e.undone() { " (undone)" } else { "" }
                        ));
                    if e.choice() || !e.rule().is_empty() {
                        ui.add(
                            egui::Label::new(
                                egui::RichText::new(format!("   {}", e.rule()))
                                    .small()
                                    .color(palette::LOG_RULE),
                            )
                            .wrap(),
                        );
                    }
                    if r.clicked() {
                        ui_state.log_areas = e.areas().to_vec();
                    }
                }
            });
    });
    Ok(())
}
