//! ACME's loss dialog (a screen only ACME needs, so it lives with ACME; the table's
//! `asks_loss` says when it is up): a civilization's losses of one competition round (or to
//! one card) asked once, in front of everyone: "Egypt loses 2 disks in Byblos: pay with disks,
//! mina or cards". The answer is a [`LossPlan`]; the session turns it into the engine's per-disk
//! answers. Paying with cards needs the hand: the screen is passed behind the curtain first.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::face::AcmeFace;
use crate::app::games::system::System;
use crate::app::style::palette;
use crate::app::table::civ_label::{civ_color, civ_name};
use crate::app::table::driver::TableCmd;
use crate::app::table::keep_clear::{board_room, loss_rect};
use crate::app::table::layout::PanelSet;
use crate::app::table::state::{TableReads, TableRef};
use crate::games::acme::catalog::{CardId as Card, Catalog};
use crate::games::acme::session::losses::{LossPlan, LossQuestion};
use crate::games::acme::view::Viewer;

/// The dialog for the game `R` on ACME's system (ACME, ACIS: the same losses, G1, G19).
pub fn plugin<R: System>(app: &mut App) {
    app.init_resource::<LossDialog>().add_systems(
        EguiPrimaryContextPass,
        loss_dialog::<R>
            .after(PanelSet)
            .after(crate::app::table::hand::HandSet)
            .before(crate::app::table::order::OverlaySet)
            .run_if(crate::app::table::state::table_shown::<AcmeFace<R>>),
    );
}

/// The question on screen and what has been chosen so far.
#[derive(Resource, Default)]
pub struct LossDialog {
    /// The decision (recorded actions so far) and the viewer the question was made for.
    key: Option<(usize, Viewer)>,
    question: Option<LossQuestion>,
    investments: Vec<Card>,
    stronghold: bool,
    mina: u16,
    cards: Vec<Card>,
}

impl LossDialog {
    /// Losses already paid for by something else than a disk.
    fn paid(&self) -> u16 {
        (self.investments.len() + usize::from(self.stronghold) + self.cards.len()) as u16
            + self.mina
    }
}

pub fn loss_dialog<R: System>(
    mut contexts: EguiContexts,
    table: TableRef<AcmeFace<R>>,
    mut dlg: ResMut<LossDialog>,
    insets: Res<crate::app::camera::Insets>,
    mut cmds: MessageWriter<TableCmd<AcmeFace<R>>>,
) -> Result {
    if !table.asks_loss() {
        dlg.key = None;
        return Ok(());
    }
    let s = &table.session;
    let key = (
        crate::engine::record::Record::actions(&s.record).len(),
        table.viewer(),
    );
    if dlg.key != Some(key) {
        // Worked out once per question (it looks ahead on a copy of the game).
        *dlg = LossDialog {
            key: Some(key),
            question: s.loss_question(),
            ..default()
        };
    }
    let Some(q) = dlg.question.clone() else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let place = loss_rect(
        board_room(ctx.content_rect(), &insets),
        table.tutorial().is_some(),
    );
    let cat = &s.cat;
    let st = &s.game.state;
    let name = civ_name::<AcmeFace<R>>(cat, st, q.who);
    let count = u16::from(q.count);
    egui::Window::new(format!("Losses in {}", cat.board.name(q.area)))
        .id(crate::app::table::ids::loss_dialog())
        .collapsible(false)
        .resizable(false)
        // In its place (`keep_clear::loss_rect`): low in the middle of the board, where
        // nothing else floats.
        .pivot(egui::Align2::CENTER_BOTTOM)
        .fixed_pos(egui::pos2(place.center().x, place.bottom()))
        .frame(
            egui::Frame::new()
                .fill(palette::LOSS_FILL)
                .stroke(egui::Stroke::new(2.0, civ_color::<AcmeFace<R>>(st, q.who)))
                .corner_radius(8.0)
                .inner_margin(egui::Margin::same(12)),
        )
        .show(ctx, |ui| {
            // The frame's margins and stroke take 28 points of the place's width.
            ui.set_width(place.width() - 28.0);
            ui.label(
                egui::RichText::new(q.text(cat, st))
                    .strong()
                    .size(16.0)
                    // Lightened, as the banner's title: the darker colours stay readable.
                    .color(
                        civ_color::<AcmeFace<R>>(st, q.who)
                            .lerp_to_gamma(egui::Color32::WHITE, 0.3),
                    ),
            );
            ui.label(
                egui::RichText::new(format!(
                    "Each piece lost may be kept by paying a {} or a card instead (RB \
                     Alternate Loss).",
                    <R as crate::games::acme::Ruleset>::CURRENCY
                ))
                .small()
                .color(palette::SUBTITLE),
            );
            ui.add_space(6.0);
            // The choices scroll when there are more than the place holds.
            egui::ScrollArea::vertical()
                .max_height((place.height() - 180.0).max(60.0))
                .show(ui, |ui| {
                    payment_choices(ui, cat, &q, &mut dlg, &name, &mut cmds);
                });
            ui.separator();
            let lost = count.saturating_sub(dlg.paid());
            let what = match (lost, q.cube_first) {
                (0, _) => "nothing".to_string(),
                (1, true) => "its Stronghold cube".to_string(),
                (n, true) => format!("{n} pieces, the Stronghold cube first"),
                (1, false) => "1 disk".to_string(),
                (n, false) => format!("{n} disks"),
            };
            ui.label(egui::RichText::new(format!("{name} loses {what}")).color(palette::TEXT));
            let confirm = egui::Button::new(egui::RichText::new("Confirm").strong())
                .fill(palette::PRIMARY_BUTTON);
            if ui.add(confirm).clicked() {
                let plan =
                    LossPlan::new(&q, &dlg.investments, dlg.stronghold, dlg.mina, &dlg.cards);
                cmds.write(TableCmd::Losses(plan));
            }
        });
    Ok(())
}

/// What the losses may be paid with instead of disks: Investments, the Stronghold cube, mina,
/// cards (once the screen is passed to their owner); never more than the losses.
fn payment_choices<R: System>(
    ui: &mut egui::Ui,
    cat: &Catalog,
    q: &LossQuestion,
    dlg: &mut LossDialog,
    name: &str,
    cmds: &mut MessageWriter<TableCmd<AcmeFace<R>>>,
) {
    let count = u16::from(q.count);
    let free = |dlg: &LossDialog| count.saturating_sub(dlg.paid());
    // Why a choice is greyed out: every loss is already paid for.
    let all_paid = format!(
        "All {count} loss{} already paid for: untick another payment first",
        if count == 1 { " is" } else { "es are" }
    );
    for &c in &q.investments {
        let mut on = dlg.investments.contains(&c);
        let enabled = on || free(dlg) > 0;
        let label = format!("Use {} instead", cat.card_name(c));
        if ui
            .add_enabled(enabled, egui::Checkbox::new(&mut on, label))
            .on_disabled_hover_text(&all_paid)
            .changed()
        {
            dlg.investments.retain(|&x| x != c);
            if on {
                dlg.investments.push(c);
            }
        }
    }
    if q.stronghold {
        let mut on = dlg.stronghold;
        let enabled = on || free(dlg) > 0;
        if ui
            .add_enabled(
                enabled,
                egui::Checkbox::new(&mut on, "Give up the Stronghold cube instead"),
            )
            .on_disabled_hover_text(&all_paid)
            .changed()
        {
            dlg.stronghold = on;
        }
    }
    if q.mina > 0 {
        let max = q.mina.min(dlg.mina + free(dlg));
        ui.horizontal(|ui| {
            // The game's own money (ACME's mina, ACIS's talents, D2).
            ui.label(format!(
                "Pay with {} (has {}):",
                <R as System>::MONEY,
                q.mina
            ));
            let mut m = dlg.mina;
            ui.add_enabled(max > 0, egui::Slider::new(&mut m, 0..=max.max(1)))
                .on_disabled_hover_text(&all_paid);
            dlg.mina = m.min(max);
        });
    }
    if q.cards_in_hand > 0 && q.cards.is_empty() {
        // The cards are secret: they show only once the screen is passed to their owner.
        let b = egui::Button::new(format!("Pay with cards… (pass the screen to {name})"));
        if ui
            .add(b)
            .on_hover_text(format!(
                "{name} has {} card(s) it may pay with; its hand shows behind the curtain",
                q.cards_in_hand
            ))
            .clicked()
        {
            cmds.write(TableCmd::ShowHand);
        }
    }
    if !q.cards.is_empty() {
        ui.label("Pay with cards:");
        for &c in &q.cards {
            let mut on = dlg.cards.contains(&c);
            let enabled = on || free(dlg) > 0;
            if ui
                .add_enabled(enabled, egui::Checkbox::new(&mut on, cat.card_name(c)))
                .on_disabled_hover_text(&all_paid)
                .changed()
            {
                dlg.cards.retain(|&x| x != c);
                if on {
                    dlg.cards.push(c);
                }
            }
        }
    }
}
