//! The loss dialog (issue 21 point 2): a civilization's losses of one competition round (or to
//! one card) asked once, in front of everyone: "Egypt loses 2 disks in Byblos: pay with disks,
//! mina or cards". The answer is a [`LossPlan`]; the session turns it into the engine's per-disk
//! answers. Paying with cards needs the hand: the screen is passed behind the curtain first.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::civ_label::{civ_color, civ_name};
use super::driver::{Table, TableCmd};
use super::layout::{PanelSet, hand_below};
use super::ui_state::TableUi;
use crate::app::style::palette;
use crate::games::acme::catalog::{CardId, Catalog};
use crate::games::acme::decision::Ask;
use crate::play::{LossPlan, LossQuestion, Viewer};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<LossDialog>().add_systems(
        EguiPrimaryContextPass,
        loss_dialog
            .after(PanelSet)
            .after(super::hand::HandSet)
            .before(super::overlays::OverlaySet)
            .run_if(super::table_shown),
    );
}

/// The question on screen and what has been chosen so far.
#[derive(Resource, Default)]
struct LossDialog {
    /// The decision (recorded actions so far) and the viewer the question was made for.
    key: Option<(usize, Viewer)>,
    question: Option<LossQuestion>,
    investments: Vec<CardId>,
    stronghold: bool,
    mina: u16,
    cards: Vec<CardId>,
}

impl LossDialog {
    /// Losses already paid for by something else than a disk.
    fn paid(&self) -> u16 {
        (self.investments.len() + usize::from(self.stronghold) + self.cards.len()) as u16
            + self.mina
    }
}

/// Whether the pending decision is a human's loss the dialog answers.
pub fn asks_loss(table: &Table) -> bool {
    table.human_may_act()
        && matches!(
            table.session.human_decision().map(|d| &d.ask),
            Some(Ask::Loss { .. })
        )
}

fn loss_dialog(
    mut contexts: EguiContexts,
    table: Res<Table>,
    mut dlg: ResMut<LossDialog>,
    ui_state: Res<TableUi>,
    mut cmds: MessageWriter<TableCmd>,
) -> Result {
    if !asks_loss(&table) {
        dlg.key = None;
        return Ok(());
    }
    let s = &table.session;
    let key = (s.record.actions.len(), table.viewer());
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
    let cat = &s.cat;
    let st = &s.game.state;
    let name = civ_name(cat, st, q.who);
    let count = u16::from(q.count);
    egui::Window::new(format!("Losses in {}", cat.board.name(q.area)))
        .id(egui::Id::new("loss dialog"))
        .collapsible(false)
        .resizable(false)
        // Low in the middle (above the hand when it shows): the toast and the competition banner
        // keep the top, the camera keeps the contested area in the middle.
        .anchor(
            egui::Align2::CENTER_BOTTOM,
            egui::vec2(
                0.0,
                if ui_state.hand_shown {
                    -hand_below(&ui_state) - 12.0
                } else {
                    -16.0
                },
            ),
        )
        .frame(
            egui::Frame::new()
                .fill(palette::LOSS_FILL)
                .stroke(egui::Stroke::new(2.0, civ_color(st, q.who)))
                .corner_radius(8.0)
                .inner_margin(egui::Margin::same(12)),
        )
        .show(ctx, |ui| {
            ui.set_max_width(420.0);
            ui.label(
                egui::RichText::new(q.text(cat, st))
                    .strong()
                    .size(16.0)
                    // Lightened, as the banner's title: the darker colours stay readable.
                    .color(civ_color(st, q.who).lerp_to_gamma(egui::Color32::WHITE, 0.3)),
            );
            ui.label(
                egui::RichText::new(
                    "Each piece lost may be kept by paying a mina or a card instead (RB \
                     Alternate Loss).",
                )
                .small()
                .color(palette::SUBTITLE),
            );
            ui.add_space(6.0);
            payment_choices(ui, cat, &q, &mut dlg, &name, &mut cmds);
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
fn payment_choices(
    ui: &mut egui::Ui,
    cat: &Catalog,
    q: &LossQuestion,
    dlg: &mut LossDialog,
    name: &str,
    cmds: &mut MessageWriter<TableCmd>,
) {
    let count = u16::from(q.count);
    let free = |dlg: &LossDialog| count.saturating_sub(dlg.paid());
    for &c in &q.investments {
        let mut on = dlg.investments.contains(&c);
        let enabled = on || free(dlg) > 0;
        let label = format!("Use {} instead", cat.card_name(c));
        if ui
            .add_enabled(enabled, egui::Checkbox::new(&mut on, label))
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
            .changed()
        {
            dlg.stronghold = on;
        }
    }
    if q.mina > 0 {
        let max = q.mina.min(dlg.mina + free(dlg));
        ui.horizontal(|ui| {
            ui.label(format!("Pay with mina (has {}):", q.mina));
            let mut m = dlg.mina;
            ui.add_enabled(max > 0, egui::Slider::new(&mut m, 0..=max.max(1)));
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
