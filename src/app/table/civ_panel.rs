//! The civilizations panel on the right of the table (UX "The table"): the civilizations in turn
//! order, each with its name, who plays it and the rows its game describes (ACME: VP, mina,
//! supply, Cities, hand, Deity and, for NPCs, hostility and hand).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::civ_label::{self, Badge, civ_color, civ_name, seat_badge};
use super::driver::TableSession;
use super::layout::{Remaining, Side, civs_w, frame_panel};
use crate::app::game_face::{GameFace, PanelLine, PanelRow};
use crate::app::style::palette;
use crate::app::widgets::card_face::designed_words;
use crate::engine::Question;

pub(super) fn civ_panel<F: GameFace>(
    mut contexts: EguiContexts,
    session: Res<TableSession<F>>,
    mut rem: ResMut<Remaining>,
    mut anchors: ResMut<CivAnchors<F>>,
) -> Result {
    anchors.0.clear();
    let ctx = contexts.ctx_mut()?;
    let s = &**session;
    let cat = &s.cat;
    // The state after the last action, like the prompt bar (the board may still be playing the
    // action's events back): the panel never runs one action behind.
    let st = F::state(&s.game);
    let acting = s.pending().map(Question::who);
    let order = F::turn_order(st);
    let mut slots = order.clone();
    for x in F::seats(st) {
        if !slots.contains(&x) {
            slots.push(x);
        }
    }
    let panel = egui::Panel::right("civs")
        .exact_size(civs_w(ctx.viewport_rect().width()))
        .resizable(false)
        .frame(
            egui::Frame::new()
                .fill(palette::CIVS_FILL)
                .inner_margin(egui::Margin::same(6)),
        );
    frame_panel(ctx, &mut rem, Side::Right, panel, |ui| {
        ui.horizontal(|ui| {
            ui.label(egui::RichText::new("Turn order").strong());
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                let notes: Vec<String> = F::table_rows(st).iter().map(PanelRow::text).collect();
                ui.label(
                    egui::RichText::new(notes.join(" · "))
                        .small()
                        .color(palette::NOTE),
                );
            });
        });
        egui::ScrollArea::vertical().show(ui, |ui| {
            for (rank, &slot) in slots.iter().enumerate() {
                // The place on the Turn Order track (None: not on it).
                let place = order.contains(&slot).then_some(rank + 1);
                let fill = if acting == Some(slot) {
                    palette::CIV_ROW_DECIDING
                } else {
                    palette::CIV_ROW
                };
                let row = egui::Frame::new()
                    .fill(fill)
                    .stroke(egui::Stroke::new(
                        if acting == Some(slot) { 2.0 } else { 0.5 },
                        civ_color::<F>(st, slot),
                    ))
                    .corner_radius(4.0)
                    .inner_margin(egui::Margin::same(5))
                    .show(ui, |ui| {
                        let badge = civ_label::badge::<F>(s, slot);
                        civ_row::<F>(ui, cat, st, slot, badge, place, acting == Some(slot))
                    });
                anchors.0.push((slot, row.response.rect.left_center()));
                ui.add_space(3.0);
            }
        });
    });
    Ok(())
}

/// One civilization's row: colour, place and name, who plays it, its figures, its Deity; for an
/// NPC its hostility and its (public) hand; its cards on the table.
fn civ_row<F: GameFace>(
    ui: &mut egui::Ui,
    cat: &F::Catalog,
    st: &F::State,
    slot: F::Seat,
    badge: Badge,
    place: Option<usize>,
    deciding: bool,
) {
    ui.set_width(civs_w(ui.ctx().viewport_rect().width()) - 26.0);
    ui.horizontal(|ui| {
        let (r, _) = ui.allocate_exact_size(egui::vec2(14.0, 14.0), egui::Sense::hover());
        ui.painter().rect_filled(r, 3.0, civ_color::<F>(st, slot));
        let label = if let Some(place) = place {
            format!("{place}. {}", civ_name::<F>(cat, st, slot))
        } else {
            format!("– {}", civ_name::<F>(cat, st, slot))
        };
        ui.label(egui::RichText::new(label).strong());
        seat_badge::<F>(ui, badge);
        if deciding {
            ui.label(
                egui::RichText::new("◀ deciding")
                    .small()
                    .color(palette::HEADING),
            );
        }
    });
    rows::<F>(ui, &F::panel_rows(cat, st, slot));
}

/// The game's rows of a civilization (its description's `panel_rows`): rows that share a line are
/// joined with " · "; a line holding a text of our design says so on hover.
fn rows<F: GameFace>(ui: &mut egui::Ui, rows: &[PanelRow]) {
    let mut i = 0;
    while i < rows.len() {
        let line = rows[i].line;
        let n = if line.shared() {
            rows[i..].iter().take_while(|r| r.line == line).count()
        } else {
            1
        };
        let group = &rows[i..i + n];
        i += n;
        let text: Vec<String> = group.iter().map(PanelRow::text).collect();
        let text = egui::RichText::new(text.join(" · "));
        let text = match line {
            PanelLine::Figures => text,
            PanelLine::Small => text.small(),
            PanelLine::Alert => text.small().color(palette::ALERT),
            PanelLine::Detail => text.small().color(palette::DETAIL),
        };
        let r = ui.label(text);
        if group.iter().any(|r| r.designed) {
            r.on_hover_text(designed_words::<F>());
        }
    }
}

/// Where each civilization's row of the panel is on screen this frame (its left edge's middle):
/// loot, VP and removed disks fly there (`theatre`).
#[derive(Resource, Debug)]
pub struct CivAnchors<F: GameFace>(pub Vec<(F::Seat, egui::Pos2)>);

// By hand: a derived one would ask the face itself to be `Default`.
impl<F: GameFace> Default for CivAnchors<F> {
    fn default() -> Self {
        CivAnchors(Vec::new())
    }
}
