//! The table's frame (UX "The table"): the prompt bar on top, the civilizations in turn order on
//! the right, the foldable log on the left, toasts, and the keyboard shortcuts.

use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::driver::{Screen, Table, TableCmd};
use crate::app::camera::Insets;
use crate::app::style;
use crate::play::LogEntry;
use crate::rules::catalog::{AreaId, Catalog};
use crate::rules::decision::{Action, Ask, Decision};
use crate::rules::event::Phase;
use crate::rules::query::Q;
use crate::rules::state::{Slot, State};
use crate::settings::Speed;

pub const PROMPT_H: f32 = 64.0;
pub const HAND_H: f32 = 206.0;
/// The width kept on the right of the prompt bar for its controls (Undo ... menu).
pub const PROMPT_CONTROLS_W: f32 = 420.0;

/// Width of the civilizations panel for a window this wide (logical pixels): it grows with the
/// window, within limits.
pub fn civs_w(window_w: f32) -> f32 {
    (window_w * 0.2).clamp(240.0, 330.0)
}

/// Width of the log (when shown) for a window this wide: narrower than the civilizations panel.
pub fn log_w(window_w: f32) -> f32 {
    (window_w * 0.16).clamp(170.0, 300.0)
}

/// Is the log open when a table is first shown in a window this wide? Narrow windows keep the
/// room for the board (the Log button or L opens it).
pub fn log_open_by_default(window_w: f32) -> bool {
    window_w >= 1500.0
}

/// What the table's panels cover of a window of this size: the prompt bar, the civilizations,
/// the log if shown, the hand tray if shown. The board camera fits the rest.
pub fn table_insets(window: Vec2, show_log: bool, hand_shown: bool) -> Insets {
    Insets {
        top: PROMPT_H,
        left: if show_log { log_w(window.x) } else { 0.0 },
        right: civs_w(window.x),
        bottom: if hand_shown { HAND_H } else { 0.0 },
    }
}

/// What the play screens show besides the game itself.
#[derive(Resource, Debug, Default)]
pub struct TableUi {
    pub show_log: bool,
    pub show_help: bool,
    pub show_rules: bool,
    pub show_menu: bool,
    pub show_settings: bool,
    pub log_civ: Option<Slot>,
    pub log_phase: Option<Phase>,
    /// Areas of the log line clicked last (highlighted on the board).
    pub log_areas: Vec<AreaId>,
    /// An action waiting for "Are you sure?" (settings: confirmations).
    pub confirm: Option<Action>,
    /// Save as found a save of this name (the name, what the save holds): the menu asks before
    /// replacing it.
    pub confirm_replace: Option<(String, String)>,
    /// The hand tray is drawn this frame (for the board insets).
    pub hand_shown: bool,
}

/// The frame panels are laid out before the hand tray and the overlays (egui panels take their
/// space in the order they are shown).
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct PanelSet;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Remaining>()
        .init_resource::<CivAnchors>()
        .insert_resource(TableUi {
            show_log: true,
            ..default()
        })
        .add_systems(
            EguiPrimaryContextPass,
            (prompt_bar, civ_panel, log_panel, toasts)
                .chain()
                .in_set(PanelSet)
                .run_if(resource_exists::<Table>.and_then(resource_equals(Screen::Table))),
        )
        .add_systems(
            Update,
            (keys, set_insets)
                .run_if(resource_exists::<Table>.and_then(resource_equals(Screen::Table))),
        );
}

/// What the frame panels leave of the window this frame: each panel is laid out in a root `Ui`
/// over the rest (egui 0.36 panels live inside a `Ui`), then cuts its side off.
#[derive(Resource, Debug, Default)]
pub struct Remaining(pub Option<egui::Rect>);

#[derive(Clone, Copy)]
pub enum Side {
    Top,
    Left,
    Right,
    Bottom,
}

/// Show a frame panel on `side` within what is left of the window.
pub fn frame_panel<R>(
    ctx: &egui::Context,
    rem: &mut Remaining,
    side: Side,
    panel: egui::Panel,
    add: impl FnOnce(&mut egui::Ui) -> R,
) -> R {
    let area = rem.0.unwrap_or_else(|| ctx.viewport_rect());
    let mut root = egui::Ui::new(
        ctx.clone(),
        egui::Id::new(("frame_panel", side as u8)),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(area),
    );
    let r = panel.show(&mut root, add);
    let p = r.response.rect;
    let mut left = area;
    match side {
        Side::Top => left.min.y = p.max.y,
        Side::Left => left.min.x = p.max.x,
        Side::Right => left.max.x = p.min.x,
        Side::Bottom => left.max.y = p.min.y,
    }
    rem.0 = Some(left);
    r.inner
}

/// A Bevy colour as an egui colour.
pub fn c32(c: Color) -> egui::Color32 {
    let s = c.to_srgba();
    egui::Color32::from_rgb(
        (s.red * 255.0) as u8,
        (s.green * 255.0) as u8,
        (s.blue * 255.0) as u8,
    )
}

pub fn civ_color(st: &State, s: Slot) -> egui::Color32 {
    st.civs
        .get(s.idx())
        .map(|c| c32(style::civ(c.color)))
        .unwrap_or(egui::Color32::GRAY)
}

/// The civilization's name as the game calls it (a scenario's own name when it has one).
pub fn civ_name(cat: &Catalog, st: &State, s: Slot) -> String {
    Q::new(cat, st).civ_name(s).to_string()
}

/// Options chosen on the map (areas).
pub fn map_option(a: &Action) -> Option<AreaId> {
    match a {
        Action::Area(x) | Action::RemoveFrom(x) => Some(*x),
        _ => None,
    }
}

/// Options chosen by clicking a card of the decider's hand.
pub fn hand_option(st: &State, d: &Decision, a: &Action) -> bool {
    let hand = &st.civs[d.who.idx()].hand;
    match a {
        Action::Play(c) | Action::Negate(c) | Action::Discard(c) | Action::Card(c) => {
            hand.contains(c)
        }
        _ => false,
    }
}

/// The sentence for the phase line: "Epoch II · Turn 3 · Card Phase".
fn phase_line(st: &State, phase: Option<Phase>) -> String {
    let roman = ["0", "I", "II", "III", "IV", "V", "VI"];
    format!(
        "Epoch {} · Turn {} · {}",
        roman.get(st.epoch as usize).unwrap_or(&"?"),
        st.turn,
        phase.map(|p| p.name()).unwrap_or("Setup")
    )
}

/// A choice's words: its options named from the data (issue 21 point 5).
fn button_label(cat: &Catalog, st: &State, d: &Decision, a: &Action) -> String {
    crate::rules::explain::describe_answer(cat, st, d, a)
}

fn prompt_bar(
    mut contexts: EguiContexts,
    table: Res<Table>,
    mut ui_state: ResMut<TableUi>,
    settings: Res<super::menu::SettingsRes>,
    mut rem: ResMut<Remaining>,
    mut cmds: MessageWriter<TableCmd>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    crate::app::widgets::install_fonts(ctx);
    rem.0 = None;
    let s = &table.session;
    let cat = &s.cat;
    let st = &s.game.state;
    let panel = egui::Panel::top("prompt")
        .exact_size(PROMPT_H)
        .resizable(false)
        .frame(
            egui::Frame::new()
                .fill(egui::Color32::from_rgb(32, 30, 27))
                .inner_margin(egui::Margin::symmetric(10, 6)),
        );
    frame_panel(ctx, &mut rem, Side::Top, panel, |ui| {
        ui.horizontal(|ui| {
            ui.vertical(|ui| {
                ui.label(
                    egui::RichText::new(phase_line(st, s.phase))
                        .strong()
                        .color(egui::Color32::from_rgb(240, 200, 110)),
                );
                ui.label(
                    egui::RichText::new(&s.title)
                        .small()
                        .color(egui::Color32::from_gray(170)),
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
                    match s.pending() {
                        None => {
                            ui.label(egui::RichText::new("Game over").strong().size(16.0));
                        }
                        Some(d) => {
                            let name = civ_name(cat, st, d.who).to_uppercase();
                            let col = civ_color(st, d.who);
                            ui.vertical(|ui| {
                                ui.horizontal(|ui| {
                                    ui.label(egui::RichText::new(&name).strong().color(col));
                                    seat_badge(ui, s.seat(d.who), s.strategist(d.who).is_some());
                                    let text = d
                                        .text
                                        .strip_prefix(&format!("{}: ", civ_name(cat, st, d.who)))
                                        .unwrap_or(&d.text);
                                    ui.add(
                                        egui::Label::new(
                                            egui::RichText::new(text)
                                                .color(egui::Color32::from_gray(235)),
                                        )
                                        .truncate(),
                                    );
                                });
                                ui.horizontal(|ui| {
                                    ui.label(
                                        egui::RichText::new(d.rule.as_ref())
                                            .small()
                                            .italics()
                                            .color(egui::Color32::from_gray(160)),
                                    );
                                    if table.human_may_act() {
                                        choice_buttons(
                                            ui,
                                            cat,
                                            st,
                                            d,
                                            &settings,
                                            &mut ui_state,
                                            &mut cmds,
                                        );
                                    }
                                });
                            });
                        }
                    }
                },
            );
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
                let mut speed = table.speed;
                egui::ComboBox::from_id_salt("speed")
                    .width(70.0)
                    .selected_text(speed.label())
                    .show_ui(ui, |ui| {
                        for sp in Speed::ALL {
                            ui.selectable_value(&mut speed, sp, sp.label());
                        }
                    });
                if speed != table.speed {
                    cmds.write(TableCmd::Speed(speed));
                }
                if ui
                    .add_enabled(!table.playback.is_idle(), egui::Button::new("Skip"))
                    .on_hover_text("Show the rest of the animation at once")
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
                let label = if table.paused { "▶" } else { "⏸" };
                let tip = if table.paused {
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
                let hint = ui
                    .add_enabled(table.human_may_act(), egui::Button::new("Hint"))
                    .on_hover_text(
                        "What would the Strategist do? It looks ahead from what you may see (T)",
                    )
                    .on_disabled_hover_text("A hint is for the player who is deciding.");
                if hint.clicked() {
                    cmds.write(TableCmd::Hint);
                }
            });
        });
    });
    Ok(())
}

/// The options that are neither areas on the map nor cards in the hand, as buttons (a list when
/// there are many).
fn choice_buttons(
    ui: &mut egui::Ui,
    cat: &Catalog,
    st: &State,
    d: &Decision,
    settings: &super::menu::SettingsRes,
    ui_state: &mut TableUi,
    cmds: &mut MessageWriter<TableCmd>,
) {
    // A loss is answered in its own dialog, for all the pieces of the round at once.
    if matches!(d.ask, Ask::Loss { .. }) {
        ui.label(
            egui::RichText::new("answer in the loss dialog")
                .italics()
                .color(egui::Color32::from_gray(200)),
        );
        return;
    }
    const PRIMARY: [Action; 5] = [
        Action::Done,
        Action::Pass,
        Action::Yes,
        Action::No,
        Action::Decline,
    ];
    let rest: Vec<Action> = d
        .options
        .iter()
        .filter(|a| map_option(a).is_none() && !hand_option(st, d, a) && !PRIMARY.contains(a))
        .copied()
        .collect();
    let primary: Vec<Action> = d
        .options
        .iter()
        .filter(|a| PRIMARY.contains(a))
        .copied()
        .collect();
    let mut send = |a: Action, ui_state: &mut TableUi| {
        if settings.0.confirmations && needs_confirmation(a, d) {
            ui_state.confirm = Some(a);
        } else {
            cmds.write(TableCmd::Act(a));
        }
    };
    for a in primary {
        let text = egui::RichText::new(button_label(cat, st, d, &a)).strong();
        let b = egui::Button::new(text).fill(egui::Color32::from_rgb(90, 70, 30));
        if ui.add(b).on_hover_text("Space / Enter").clicked() {
            send(a, ui_state);
        }
    }
    // Buttons while they fit in the bar's room, else a list.
    let button_w = |a: &Action| {
        egui::WidgetText::from(button_label(cat, st, d, a))
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
        for a in rest {
            if ui.button(button_label(cat, st, d, &a)).clicked() {
                send(a, ui_state);
            }
        }
    } else {
        egui::ComboBox::from_id_salt("choices")
            .width(ui.available_width().clamp(120.0, 260.0))
            .selected_text(format!("Choose one of {}…", rest.len()))
            .show_ui(ui, |ui| {
                for a in rest {
                    if ui
                        .selectable_label(false, button_label(cat, st, d, &a))
                        .clicked()
                    {
                        send(a, ui_state);
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
                ui.label(match (a, &d.ask) {
                    (Action::Pass, _) => {
                        "Passing ends your Card Phase: you cannot play again this turn.".to_string()
                    }
                    (_, Ask::Deploy { left }) => {
                        format!("You still have {left} disk(s) to deploy. Finish anyway?")
                    }
                    _ => "Confirm this choice?".to_string(),
                });
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

fn civ_panel(
    mut contexts: EguiContexts,
    table: Res<Table>,
    mut rem: ResMut<Remaining>,
    mut anchors: ResMut<CivAnchors>,
) -> Result {
    anchors.0.clear();
    let ctx = contexts.ctx_mut()?;
    let s = &table.session;
    let cat = &s.cat;
    // The state after the last action, like the prompt bar (the board may still be playing the
    // action's events back): the panel never runs one action behind (issue 21).
    let st = &s.game.state;
    let q = Q::new(cat, st);
    let acting = s.pending().map(|d| d.who);
    let mut slots: Vec<Slot> = st.order.clone();
    for i in 0..st.civs.len() {
        if !slots.contains(&Slot(i as u8)) {
            slots.push(Slot(i as u8));
        }
    }
    let panel = egui::Panel::right("civs")
        .exact_size(civs_w(ctx.viewport_rect().width()))
        .resizable(false)
        .frame(
            egui::Frame::new()
                .fill(egui::Color32::from_rgb(38, 36, 33))
                .inner_margin(egui::Margin::same(6)),
        );
    frame_panel(ctx, &mut rem, Side::Right, panel, |ui| {
        ui.horizontal(|ui| {
            ui.label(egui::RichText::new("Turn order").strong());
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                ui.label(
                    egui::RichText::new(format!(
                        "deck {} · discard {}",
                        st.deck.draw.len(),
                        st.deck.discard.len()
                    ))
                    .small()
                    .color(egui::Color32::from_gray(180)),
                );
            });
        });
        egui::ScrollArea::vertical().show(ui, |ui| {
            for (rank, &slot) in slots.iter().enumerate() {
                let c = &st.civs[slot.idx()];
                let on_track = st.order.contains(&slot);
                let fill = if acting == Some(slot) {
                    egui::Color32::from_rgb(78, 66, 40)
                } else {
                    egui::Color32::from_rgb(48, 46, 42)
                };
                let row = egui::Frame::new()
                    .fill(fill)
                    .stroke(egui::Stroke::new(
                        if acting == Some(slot) { 2.0 } else { 0.5 },
                        civ_color(st, slot),
                    ))
                    .corner_radius(4.0)
                    .inner_margin(egui::Margin::same(5))
                    .show(ui, |ui| {
                        ui.set_width(civs_w(ui.ctx().viewport_rect().width()) - 26.0);
                        ui.horizontal(|ui| {
                            let (r, _) = ui
                                .allocate_exact_size(egui::vec2(14.0, 14.0), egui::Sense::hover());
                            ui.painter().rect_filled(r, 3.0, civ_color(st, slot));
                            let label = if on_track {
                                format!("{}. {}", rank + 1, civ_name(cat, st, slot))
                            } else {
                                format!("– {}", civ_name(cat, st, slot))
                            };
                            ui.label(egui::RichText::new(label).strong());
                            seat_badge(ui, s.seat(slot), s.strategist(slot).is_some());
                            if acting == Some(slot) {
                                ui.label(
                                    egui::RichText::new("◀ deciding")
                                        .small()
                                        .color(egui::Color32::from_rgb(240, 200, 110)),
                                );
                            }
                        });
                        ui.label(format!(
                            "VP {} · mina {} · supply {} · Cities {}",
                            c.vp,
                            c.treasury,
                            c.supply,
                            q.cities(slot)
                        ));
                        let deity = match c.deity {
                            Some(d) => {
                                let state = if c.deity_inactive_by.is_some() {
                                    "inactive"
                                } else {
                                    "active"
                                };
                                format!("{} ({state})", cat.card_name(d))
                            }
                            None => "no Deity".into(),
                        };
                        ui.label(
                            egui::RichText::new(format!(
                                "hand {} · growth {} · {deity}",
                                c.hand.len(),
                                c.growth
                            ))
                            .small(),
                        );
                        if c.npc {
                            let enemies: Vec<String> = (0..st.civs.len())
                                .map(|j| Slot(j as u8))
                                .filter(|&x| x != slot && st.npc.hostile(slot, x))
                                .map(|x| civ_name(cat, st, x))
                                .collect();
                            if !enemies.is_empty() {
                                ui.label(
                                    egui::RichText::new(format!(
                                        "hostile to {}",
                                        enemies.join(", ")
                                    ))
                                    .small()
                                    .color(egui::Color32::from_rgb(230, 120, 100)),
                                );
                            }
                            // Solitaire: NPC hands are public.
                            if !c.hand.is_empty() {
                                let names: Vec<&str> =
                                    c.hand.iter().map(|&x| cat.card_name(x)).collect();
                                ui.label(
                                    egui::RichText::new(format!("hand: {}", names.join(", ")))
                                        .small()
                                        .color(egui::Color32::from_gray(190)),
                                );
                            }
                        }
                        if !c.table.is_empty() {
                            let names: Vec<&str> =
                                c.table.iter().map(|t| cat.card_name(t.card)).collect();
                            ui.label(
                                egui::RichText::new(format!("on the table: {}", names.join(", ")))
                                    .small()
                                    .color(egui::Color32::from_gray(190)),
                            );
                        }
                    });
                anchors.0.push((slot, row.response.rect.left_center()));
                ui.add_space(3.0);
            }
        });
    });
    Ok(())
}

/// Where each civilization's row of the panel is on screen this frame (its left edge's middle):
/// loot, VP and removed disks fly there (`theatre`).
#[derive(Resource, Debug, Default)]
pub struct CivAnchors(pub Vec<(Slot, egui::Pos2)>);

fn log_visible(e: &LogEntry, ui: &TableUi) -> bool {
    ui.log_civ.is_none_or(|s| e.slot == Some(s)) && ui.log_phase.is_none_or(|p| e.phase == Some(p))
}

fn log_panel(
    mut contexts: EguiContexts,
    table: Res<Table>,
    mut ui_state: ResMut<TableUi>,
    mut rem: ResMut<Remaining>,
) -> Result {
    if !ui_state.show_log {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let s = &table.session;
    let cat = &s.cat;
    let st = &s.game.state;
    let panel = egui::Panel::left("log")
        .exact_size(log_w(ctx.viewport_rect().width()))
        .resizable(false)
        .frame(
            egui::Frame::new()
                .fill(egui::Color32::from_rgb(30, 29, 27))
                .inner_margin(egui::Margin::same(6)),
        );
    frame_panel(ctx, &mut rem, Side::Left, panel, |ui| {
        ui.horizontal(|ui| {
            ui.label(egui::RichText::new("Log").strong());
            let civ_text = ui_state
                .log_civ
                .map(|x| civ_name(cat, st, x))
                .unwrap_or_else(|| "all civilizations".into());
            egui::ComboBox::from_id_salt("log_civ")
                .width(110.0)
                .selected_text(civ_text)
                .show_ui(ui, |ui| {
                    ui.selectable_value(&mut ui_state.log_civ, None, "all civilizations");
                    for i in 0..st.civs.len() {
                        let x = Slot(i as u8);
                        ui.selectable_value(&mut ui_state.log_civ, Some(x), civ_name(cat, st, x));
                    }
                });
            let phase_text = ui_state.log_phase.map(|p| p.name()).unwrap_or("all phases");
            egui::ComboBox::from_id_salt("log_phase")
                .width(90.0)
                .selected_text(phase_text)
                .show_ui(ui, |ui| {
                    ui.selectable_value(&mut ui_state.log_phase, None, "all phases");
                    for p in [
                        Phase::Growth,
                        Phase::Card,
                        Phase::Competition,
                        Phase::Reckoning,
                        Phase::EndOfEpoch,
                    ] {
                        ui.selectable_value(&mut ui_state.log_phase, Some(p), p.name());
                    }
                });
        });
        ui.separator();
        egui::ScrollArea::vertical()
            .stick_to_bottom(true)
            .auto_shrink([false, false])
            .show(ui, |ui| {
                let viewer = s.viewer_now();
                let lines: Vec<(&LogEntry, &str)> = s
                    .log
                    .iter()
                    .filter(|e| log_visible(e, &ui_state))
                    .filter_map(|e| Some((e, e.text_for(&s.game.state, viewer)?)))
                    .collect();
                // The newest few hundred lines (the whole log is in the save).
                let from = lines.len().saturating_sub(400);
                for &(e, line) in &lines[from..] {
                    let col = e
                        .slot
                        .map(|x| civ_color(st, x))
                        .unwrap_or(egui::Color32::from_gray(200));
                    let mut text = egui::RichText::new(line).color(if e.choice {
                        col
                    } else {
                        egui::Color32::from_gray(215)
                    });
                    if e.undone {
                        text = text.strikethrough().color(egui::Color32::from_gray(120));
                    }
                    if e.text.starts_with('—') {
                        text = text.strong().color(egui::Color32::from_rgb(240, 200, 110));
                    }
                    let r = ui
                        .add(egui::Label::new(text).sense(egui::Sense::click()))
                        .on_hover_text(format!(
                            "{}{}",
                            e.rule,
                            if e.undone { " (undone)" } else { "" }
                        ));
                    if e.choice || !e.rule.is_empty() {
                        ui.label(
                            egui::RichText::new(format!("   {}", e.rule))
                                .small()
                                .color(egui::Color32::from_gray(140)),
                        );
                    }
                    if r.clicked() {
                        ui_state.log_areas = e.areas.clone();
                    }
                }
            });
    });
    Ok(())
}

fn toasts(mut contexts: EguiContexts, table: Res<Table>) -> Result {
    let ctx = contexts.ctx_mut()?;
    if let Some(t) = &table.visible_toast() {
        let col = if t.error {
            egui::Color32::from_rgb(120, 40, 30)
        } else {
            egui::Color32::from_rgb(40, 38, 34)
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
                            .map(|s| civ_color(&table.display, s))
                            .unwrap_or(egui::Color32::from_gray(150)),
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
                    egui::RichText::new(format!("Could not save: {e}"))
                        .color(egui::Color32::from_rgb(255, 140, 120)),
                );
            });
    }
    Ok(())
}

/// The keys of UX "Keys" (the help overlay lists them).
#[allow(clippy::too_many_arguments)] // a Bevy system's parameters
fn keys(
    keys: Res<ButtonInput<KeyCode>>,
    egui: Option<Res<EguiWantsInput>>,
    mut contexts: EguiContexts,
    table: Res<Table>,
    settings: Res<super::menu::SettingsRes>,
    mut ui_state: ResMut<TableUi>,
    mut cmds: MessageWriter<TableCmd>,
) {
    if egui.is_some_and(|e| e.wants_keyboard_input()) {
        return;
    }
    let ctrl = keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]);
    if ctrl && keys.just_pressed(KeyCode::KeyZ) {
        cmds.write(TableCmd::Undo);
        return;
    }
    if keys.just_pressed(KeyCode::KeyL) {
        ui_state.show_log = !ui_state.show_log;
    }
    if keys.just_pressed(KeyCode::KeyH) {
        ui_state.show_help = !ui_state.show_help;
    }
    if keys.just_pressed(KeyCode::KeyR) {
        ui_state.show_rules = !ui_state.show_rules;
    }
    if keys.just_pressed(KeyCode::KeyT) {
        cmds.write(TableCmd::Hint);
    }
    if keys.just_pressed(KeyCode::KeyP) {
        cmds.write(TableCmd::TogglePause);
    }
    if keys.just_pressed(KeyCode::KeyN) {
        cmds.write(TableCmd::Step);
    }
    // Esc closes an open dropdown (egui does it) and only that: the menu stays shut.
    let popup_open = contexts
        .ctx_mut()
        .is_ok_and(|ctx| egui::Popup::is_any_open(ctx));
    if keys.just_pressed(KeyCode::Escape) && !popup_open {
        ui_state.show_menu = !ui_state.show_menu;
    }
    for (k, sp) in [
        (KeyCode::Digit1, Speed::Slow),
        (KeyCode::Digit2, Speed::Normal),
        (KeyCode::Digit3, Speed::Fast),
        (KeyCode::Digit4, Speed::Instant),
    ] {
        if keys.just_pressed(k) {
            cmds.write(TableCmd::Speed(sp));
        }
    }
    if keys.any_just_pressed([KeyCode::Space, KeyCode::Enter])
        && table.human_may_act()
        && let Some(d) = table.session.pending()
        && let Some(a) = [Action::Done, Action::Pass, Action::Yes, Action::Decline]
            .into_iter()
            .find(|a| d.allows(a))
    {
        if settings.0.confirmations && needs_confirmation(a, d) {
            ui_state.confirm = Some(a);
        } else {
            cmds.write(TableCmd::Act(a));
        }
    }
}

/// Choices that cannot be taken back and are easy to make by mistake (Settings: confirmations):
/// passing the Card Phase, ending a deployment with disks left.
fn needs_confirmation(a: Action, d: &Decision) -> bool {
    a == Action::Pass || matches!((a, &d.ask), (Action::Done, Ask::Deploy { left }) if *left > 0)
}

fn set_insets(
    mut ui_state: ResMut<TableUi>,
    mut first: Local<bool>,
    window: Option<Single<&Window, With<bevy::window::PrimaryWindow>>>,
    mut insets: ResMut<Insets>,
) {
    let size = window
        .map(|w| Vec2::new(w.width(), w.height()))
        .unwrap_or(Vec2::new(1280.0, 800.0));
    if !*first {
        *first = true;
        ui_state.show_log = log_open_by_default(size.x);
    }
    let want = table_insets(size, ui_state.show_log, ui_state.hand_shown);
    if *insets != want {
        *insets = want;
    }
}

/// The small badge beside a faction's name: who decides for it (none for a person).
fn seat_badge(ui: &mut egui::Ui, seat: crate::play::Seat, strategist: bool) {
    let (text, hover) = match seat {
        crate::play::Seat::Human if strategist => (
            "Strategist",
            "A computer player that looks ahead; it plays by the player's rules, its hand hidden.",
        ),
        crate::play::Seat::Human => return,
        crate::play::Seat::Npc => (
            "NPC",
            "A Non-Player Civilization: the solitaire rules decide.",
        ),
        crate::play::Seat::Neutral => (
            "neutral",
            "A neutral faction of this scenario: its own rules move it; nobody plays it.",
        ),
    };
    ui.label(
        egui::RichText::new(text)
            .small()
            .background_color(egui::Color32::from_gray(70)),
    )
    .on_hover_text(hover);
}
