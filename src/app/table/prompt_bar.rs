//! The prompt bar on top of the table (UX "The table"): the phase line, who decides and what,
//! the rule, the choices that are neither areas nor cards, and the table's controls (Undo, NPC
//! pace, speed, Log, Rules, help, menu).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::choices::{self, TablePrompt};
use super::civ_label::{self, civ_color, civ_name, seat_badge};
use super::driver::TableCmd;
use super::layout::{PROMPT_CONTROLS_W, PROMPT_H, Remaining, Side, frame_panel};
use super::menu_state::SettingsRes;
use super::pace::Pace;
use super::state::{TableReads, TableRef};
use super::ui_state::TableUi;
use crate::app::game_face::{Answer, AnswerPlace, GameFace, Playback};
use crate::app::style::palette;
use crate::settings::Speed;

/// The sentence for the phase line: "Epoch II · Turn 3 · Card Phase".
fn phase_line<F: GameFace>(st: &F::State, phase: Option<F::Phase>) -> String {
    format!(
        "{} · {}",
        F::turn_line(st),
        phase.map(|p| F::phase(p).name).unwrap_or("Setup")
    )
}

pub fn prompt_bar<F: GameFace>(
    mut contexts: EguiContexts,
    table: TableRef<F>,
    pace: Res<Pace>,
    mut ui_state: ResMut<TableUi<F>>,
    settings: Res<SettingsRes>,
    mut rem: ResMut<Remaining>,
    mut cmds: MessageWriter<TableCmd<F>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    crate::app::widgets::install_fonts(ctx);
    rem.0 = None;
    let s = &table.session;
    let cat = &s.cat;
    let st = F::state(&s.game);
    let panel = egui::Panel::top(super::ids::prompt_bar())
        .exact_size(PROMPT_H)
        .resizable(false)
        .frame(
            egui::Frame::new()
                .fill(palette::BAR)
                .inner_margin(egui::Margin::symmetric(10, 6)),
        );
    frame_panel(ctx, &mut rem, Side::Top, panel, |ui| {
        ui.horizontal(|ui| {
            ui.vertical(|ui| {
                ui.label(
                    egui::RichText::new(phase_line::<F>(st, s.phase))
                        .strong()
                        .color(palette::HEADING),
                );
                ui.label(
                    egui::RichText::new(&s.title)
                        .small()
                        .color(palette::SUBTITLE),
                );
            });
            ui.separator();
            // Who decides and what, in the room the controls on the right leave: a long prompt is
            // cut short (hover shows it whole) and many choices become a list, never running under
            // the controls.
            let left_w = (ui.available_width() - PROMPT_CONTROLS_W).max(120.0);
            let h = ui.available_height();
            ui.allocate_ui_with_layout(
                egui::vec2(left_w, h),
                egui::Layout::left_to_right(egui::Align::Center),
                |ui| {
                    ui.set_max_width(left_w);
                    match choices::pending::<F>(s) {
                        None => {
                            ui.label(egui::RichText::new("Game over").strong().size(16.0));
                        }
                        Some(p) => {
                            let name = civ_name::<F>(cat, st, p.who).to_uppercase();
                            let col = civ_color::<F>(st, p.who);
                            ui.vertical(|ui| {
                                ui.horizontal(|ui| {
                                    ui.label(egui::RichText::new(&name).strong().color(col));
                                    seat_badge::<F>(ui, civ_label::badge::<F>(s, p.who));
                                    let text = p
                                        .text
                                        .strip_prefix(&format!(
                                            "{}: ",
                                            civ_name::<F>(cat, st, p.who)
                                        ))
                                        .unwrap_or(&p.text);
                                    ui.add(
                                        egui::Label::new(
                                            egui::RichText::new(text).color(palette::PROMPT_TEXT),
                                        )
                                        .truncate(),
                                    );
                                });
                                ui.horizontal(|ui| {
                                    ui.label(
                                        egui::RichText::new(&p.rule)
                                            .small()
                                            .italics()
                                            .color(palette::RULE_TEXT),
                                    );
                                    if table.human_may_act() {
                                        choice_buttons(ui, &p, &settings, &mut ui_state, &mut cmds);
                                    }
                                });
                            });
                        }
                    }
                },
            );
            controls(ui, &table, &pace, &mut ui_state, &mut cmds);
        });
    });
    Ok(())
}

/// The table's controls on the right of the bar: menu, help, rules, log, speed, Skip, one NPC
/// decision, pause, Undo.
fn controls<F: GameFace>(
    ui: &mut egui::Ui,
    table: &TableRef<F>,
    pace: &Pace,
    ui_state: &mut TableUi<F>,
    cmds: &mut MessageWriter<TableCmd<F>>,
) {
    let s = &table.session;
    ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
        if ui.button("☰").on_hover_text("Menu (Esc)").clicked() {
            ui_state.show_menu = !ui_state.show_menu;
        }
        if ui.button("?").on_hover_text("Keys (H)").clicked() {
            ui_state.show_help = !ui_state.show_help;
        }
        if ui
            .button("Rules")
            .on_hover_text("Rules reference (R)")
            .clicked()
        {
            ui_state.show_rules = !ui_state.show_rules;
        }
        if ui
            .selectable_label(ui_state.show_log, "Log")
            .on_hover_text("Show or fold the log (L)")
            .clicked()
        {
            ui_state.show_log = !ui_state.show_log;
        }
        ui.separator();
        let mut speed = pace.speed;
        egui::ComboBox::from_id_salt("speed")
            .width(70.0)
            .selected_text(speed.label())
            .show_ui(ui, |ui| {
                for sp in Speed::ALL {
                    ui.selectable_value(&mut speed, sp, sp.label());
                }
            });
        if speed != pace.speed {
            cmds.write(TableCmd::Speed(speed));
        }
        if ui
            .add_enabled(
                !table.stage.playback.is_idle() || table.messages.summary.is_some(),
                egui::Button::new("Skip"),
            )
            .on_hover_text("Show the rest of the animation at once, or pass the summary")
            .on_disabled_hover_text("Nothing is moving on the board: there is nothing to skip")
            .clicked()
        {
            cmds.write(TableCmd::Skip);
        }
        if ui
            .button("⏭")
            .on_hover_text("One NPC decision (N)")
            .clicked()
        {
            cmds.write(TableCmd::Step);
        }
        let label = if pace.paused { "▶" } else { "⏸" };
        let tip = if pace.paused {
            "Play NPCs (P)"
        } else {
            "Pause NPCs (P)"
        };
        if ui.button(label).on_hover_text(tip).clicked() {
            cmds.write(TableCmd::TogglePause);
        }
        ui.separator();
        let undo = s.undo_status();
        let b = ui.add_enabled(undo.is_ok(), egui::Button::new("Undo"));
        let b = match &undo {
            Ok(()) => b.on_hover_text("Take back your last choice (Ctrl+Z)"),
            Err(why) => b.on_disabled_hover_text(why),
        };
        if b.clicked() {
            cmds.write(TableCmd::Undo);
        }
        // A game the Strategist does not play offers no hint button (its key still explains why).
        if F::STRATEGIST {
            let hint = ui
                .add_enabled(table.human_may_act(), egui::Button::new("Hint"))
                .on_hover_text(
                    "What would the Strategist do? It looks ahead from what you may see (T)",
                )
                .on_disabled_hover_text("A hint is for the player who is deciding.");
            if hint.clicked() {
                cmds.write(TableCmd::Hint);
            }
        }
    });
}

/// The options that are neither areas on the map nor cards in the hand, as buttons (a list when
/// there are many).
fn choice_buttons<F: GameFace>(
    ui: &mut egui::Ui,
    p: &TablePrompt<F>,
    settings: &SettingsRes,
    ui_state: &mut TableUi<F>,
    cmds: &mut MessageWriter<TableCmd<F>>,
) {
    // A loss is answered in its own dialog, for all the pieces of the round at once.
    if p.losses {
        ui.label(
            egui::RichText::new("answer in the loss dialog")
                .italics()
                .color(palette::TEXT_DIM),
        );
        return;
    }
    let rest: Vec<_> = p.at(AnswerPlace::Button).collect();
    let confirmations = settings.0.confirmations;
    for o in p.at(AnswerPlace::Main) {
        let text = egui::RichText::new(&o.label).strong();
        let b = egui::Button::new(text).fill(palette::PRIMARY_BUTTON);
        if ui.add(b).on_hover_text("Space / Enter").clicked() {
            choices::send(p, o.action, confirmations, ui_state, cmds);
        }
    }
    // Buttons while they fit in the bar's room, else a list.
    let button_w = |o: &&Answer<_, _, _>| {
        egui::WidgetText::from(o.label.as_str())
            .into_galley(
                ui,
                Some(egui::TextWrapMode::Extend),
                f32::INFINITY,
                egui::TextStyle::Button,
            )
            .size()
            .x
            + ui.spacing().button_padding.x * 2.0
            + ui.spacing().item_spacing.x
    };
    let wanted: f32 = rest.iter().map(button_w).sum();
    if rest.len() <= 5 && wanted <= ui.available_width() {
        for o in rest {
            if ui.button(&o.label).clicked() {
                choices::send(p, o.action, confirmations, ui_state, cmds);
            }
        }
    } else {
        egui::ComboBox::from_id_salt("choices")
            .width(ui.available_width().clamp(120.0, 260.0))
            .selected_text(format!("Choose one of {}…", rest.len()))
            .show_ui(ui, |ui| {
                for o in rest {
                    if ui.selectable_label(false, &o.label).clicked() {
                        choices::send(p, o.action, confirmations, ui_state, cmds);
                    }
                }
            });
    }
    if let Some(a) = ui_state.confirm {
        egui::Window::new("Are you sure?")
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
            .show(ui.ctx(), |ui| {
                ui.label(p.confirmation(&a).unwrap_or("Confirm this choice?"));
                ui.horizontal(|ui| {
                    if ui.button("Yes").clicked() {
                        cmds.write(TableCmd::Act(a));
                        ui_state.confirm = None;
                    }
                    if ui.button("No").clicked() {
                        ui_state.confirm = None;
                    }
                });
            });
    }
}
