//! The New Game screen (UX "Menus"): the games the program can play and the picked game's list of
//! setups on the left; on the right the chosen
//! setup, one row per seat with its civilization and who plays it (a sandbox: the variant, the
//! start Epoch, a civilization picker per pick and a seat per side), the game length, seed and NPC
//! tie-break. What it asks is [`NewGameForm`]; this module only draws it, with the setups, the
//! tie-break methods and the words the game offers ([`crate::app::games::new_game`]).

use bevy_egui::egui;

use crate::app::games::new_game_form::{EPOCHS, NewGameForm, SeatKind};
use crate::app::games::{OFFERED, new_game, offered};
use crate::game_id::GameId;

/// The game whose setups the page shows (`of`) and the game of this window (`here`): a game of
/// another is started in a window of its own.
#[derive(Clone, Copy)]
pub struct Games {
    pub of: GameId,
    pub here: GameId,
}
use crate::app::style::palette;

/// What the player asked for on this frame.
pub enum Asked {
    Nothing,
    Start,
    Back,
}

const ERROR: egui::Color32 = palette::ERROR_TEXT;

/// One seat's selector: every [`SeatKind`] the game offers, side by side, in its words.
fn seat_selector(ui: &mut egui::Ui, seat: &mut SeatKind, game: GameId) {
    let o = offered(game);
    ui.horizontal(|ui| {
        for &kind in o.seat_kinds {
            let (label, help) = (o.seat_words)(kind);
            ui.selectable_value(seat, kind, label).on_hover_text(help);
        }
    });
}

fn epoch_selector(ui: &mut egui::Ui, id: &str, value: &mut u8, from: u8) {
    egui::ComboBox::from_id_salt(id)
        .selected_text(new_game::epoch_name(*value))
        .show_ui(ui, |ui| {
            for e in from..=*EPOCHS.end() {
                ui.selectable_value(value, e, new_game::epoch_name(e));
            }
        });
}

/// `scroll_to_pick`: bring the chosen setup into view once (a setup preselected by name).
#[allow(clippy::too_many_arguments)]
pub fn show(
    ctx: &egui::Context,
    form: &mut NewGameForm,
    games: Games,
    game: &mut GameId,
    players_filter: &mut Option<usize>,
    scroll_to_pick: &mut bool,
    error: Option<&str>,
) -> Asked {
    let mut asked = Asked::Nothing;
    // The catalog the form's choices read: the offered game's own, said by its face.
    let cat = (offered(games.of).catalog)();
    // The window redraws only when something changes: a choice that changes others (a variant,
    // a start Epoch) asks for the frame that shows them.
    let before = (
        form.pick,
        form.seats.clone(),
        form.sandbox.clone(),
        form.last_epoch,
        form.first_civ.clone(),
    );
    // At most the window, so that Start stays on screen at 1000x650.
    let room = ctx.content_rect().size() - egui::vec2(40.0, 60.0);
    let size = egui::vec2(940.0_f32.min(room.x), 600.0_f32.min(room.y));
    egui::Window::new("New game")
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .fixed_size(size)
        .show(ctx, |ui| {
            ui.horizontal_top(|ui| {
                ui.vertical(|ui| {
                    ui.set_width(300.0);
                    game_row(ui, game);
                    setup_list(
                        ui,
                        form,
                        players_filter,
                        scroll_to_pick,
                        games,
                        size.y - 64.0,
                    );
                });
                ui.separator();
                ui.vertical(|ui| {
                    egui::ScrollArea::vertical()
                        .id_salt("setup")
                        .max_height(size.y - 70.0)
                        .show(ui, |ui| details(ui, form, games));
                    ui.add_space(6.0);
                    let problem = form.problem(&cat);
                    ui.horizontal(|ui| {
                        let mut start = ui
                            .add_enabled(problem.is_none(), big("Start"))
                            .on_disabled_hover_text(problem.clone().unwrap_or_default());
                        if games.of != games.here {
                            start = start.on_hover_text(format!(
                                "This window plays {}: a window of {} opens for this game.",
                                games.here.title(),
                                games.of.title()
                            ));
                        }
                        if start.clicked() {
                            asked = Asked::Start;
                        }
                        if ui.button("Back").clicked() {
                            asked = Asked::Back;
                        }
                    });
                    if let Some(e) = problem.as_deref().or(error) {
                        ui.label(egui::RichText::new(e).color(ERROR));
                    }
                });
            });
        });
    if before
        != (
            form.pick,
            form.seats.clone(),
            form.sandbox.clone(),
            form.last_epoch,
            form.first_civ.clone(),
        )
    {
        ctx.request_repaint();
    }
    asked
}

/// The games the program plays, one button each (`app::games::OFFERED`): the setups below are
/// the picked game's.
fn game_row(ui: &mut egui::Ui, game: &mut GameId) {
    ui.horizontal(|ui| {
        ui.label("Game:");
        for o in OFFERED {
            ui.selectable_value(game, o.game, o.name)
                .on_hover_text("The games this program plays; the setups below are its own.");
        }
    });
}

fn setup_list(
    ui: &mut egui::Ui,
    form: &mut NewGameForm,
    players_filter: &mut Option<usize>,
    scroll_to_pick: &mut bool,
    games: Games,
    height: f32,
) {
    ui.horizontal(|ui| {
        ui.label("Civilizations:");
        ui.selectable_value(players_filter, None, "any");
        for n in 2..=6 {
            ui.selectable_value(players_filter, Some(n), n.to_string());
        }
    });
    egui::ScrollArea::vertical()
        .id_salt("scenarios")
        .max_height(height)
        .show(ui, |ui| {
            for i in 0..form.entries.len() {
                let e = &form.entries[i];
                if players_filter.is_some_and(|n| !e.has_civs(n)) {
                    continue;
                }
                let n = e.civ_count();
                let civs = if n == 1 { "civ" } else { "civs" };
                let label = if e.sandbox().is_some() {
                    format!("{}  ({n} {civs}, you pick)", e.title)
                } else {
                    format!("{}  ({n} {civs})", e.title)
                };
                let item = ui.selectable_label(form.pick == i, label);
                if form.pick == i && std::mem::take(scroll_to_pick) {
                    item.scroll_to_me(Some(egui::Align::Center));
                }
                if item.clicked() && form.pick != i {
                    form.select(i, &(offered(games.of).catalog)());
                }
            }
        });
}

fn details(ui: &mut egui::Ui, form: &mut NewGameForm, games: Games) {
    let e = form.entry().clone();
    ui.label(egui::RichText::new(&e.title).size(22.0).strong());
    ui.label(egui::RichText::new(format!("{} · {} map", e.period, e.map)).italics());
    ui.label(&e.blurb);
    ui.separator();
    if e.sandbox().is_some() && games.of != games.here {
        // A sandbox's picks have no command line: they are made in its own game's window.
        ui.label(format!(
            "Start opens a window of {} on this setup, where you pick its civilizations.",
            games.of.title()
        ));
        return;
    } else if e.sandbox().is_some() {
        sandbox_rows(ui, form, games);
    } else {
        egui::Grid::new("civs").striped(true).show(ui, |ui| {
            for (i, name) in e.civs.iter().enumerate() {
                ui.label(egui::RichText::new(name).strong());
                if let Some(seat) = form.seats.get_mut(i) {
                    seat_selector(ui, seat, games.of);
                }
                ui.end_row();
            }
            for name in &e.neutrals {
                ui.label(egui::RichText::new(name).strong());
                ui.label(egui::RichText::new("neutral").italics())
                    .on_hover_text(new_game::NEUTRAL_HELP);
                ui.end_row();
            }
        });
    }
    ui.label(offered(games.of).seats_summary(form));
    first_player_row(ui, form, &e.first_choices);
    ui.separator();
    let length_and_tie_break = offered(games.of).length_and_tie_break;
    egui::Grid::new("options").show(ui, |ui| {
        if length_and_tie_break {
            ui.label("Last Epoch");
            // Not before the game starts.
            let from = form
                .sandbox
                .as_ref()
                .map_or(e.start_epoch, |s| s.start_epoch);
            epoch_selector(ui, "last_epoch", &mut form.last_epoch, from);
            ui.end_row();
        }
        ui.label("Seed");
        ui.add(egui::DragValue::new(&mut form.seed));
        ui.end_row();
        if !length_and_tie_break {
            return;
        }
        ui.label("NPC tie-break");
        ui.horizontal(|ui| {
            for choice in &new_game::TIE_BREAKS {
                ui.selectable_value(&mut form.tie_break, choice.method, choice.label)
                    .on_hover_text(choice.help);
            }
        });
        ui.end_row();
    });
}

/// The first player's choice of civilization, where the setup offers one (ACIS's 2-player setup,
/// its rulebook's D17 step 6: Egypt or Troy): the civilization chosen is first in Turn Order.
fn first_player_row(ui: &mut egui::Ui, form: &mut NewGameForm, choices: &[String]) {
    if choices.is_empty() {
        return;
    }
    ui.horizontal(|ui| {
        ui.label("First player takes");
        let help = format!(
            "The rulebook's 2-player setup: the first player in Turn Order chooses {}, the other \
             player takes the other.",
            choices.join(" or ")
        );
        ui.selectable_value(&mut form.first_civ, None, "as drawn")
            .on_hover_text("The Turn Order is drawn at random from the seed.");
        for c in choices {
            ui.selectable_value(&mut form.first_civ, Some(c.clone()), c.as_str())
                .on_hover_text(help.as_str());
        }
    });
}

/// A sandbox: the variant, the start Epoch and Custom/Contemporaneous (G3.7.1-2), then one row per
/// pick (its groups, its civilization) with a seat selector on the first row of each side.
fn sandbox_rows(ui: &mut egui::Ui, form: &mut NewGameForm, games: Games) {
    let cat = &(offered(games.of).catalog)();
    let Some(def) = form.entry().sandbox().cloned() else {
        return;
    };
    let Some(sb_def) = def.sandbox.as_ref() else {
        return;
    };
    let Some(mut sb) = form.sandbox.clone() else {
        return;
    };
    egui::Grid::new("sandbox_options").show(ui, |ui| {
        if sb_def.variants.len() > 1 {
            ui.label("Setup");
            let mut variant = sb.variant;
            ui.horizontal(|ui| {
                for (i, v) in sb_def.variants.iter().enumerate() {
                    ui.selectable_value(&mut variant, i, &v.name)
                        .on_hover_text(&v.text);
                }
            });
            ui.end_row();
            if variant != sb.variant {
                form.set_variant(variant, cat);
            }
        }
        ui.label("Start");
        let mut start = sb.start_epoch;
        let mut contemporaneous = sb.contemporaneous;
        ui.horizontal(|ui| {
            epoch_selector(ui, "start_epoch", &mut start, *EPOCHS.start());
            ui.selectable_value(&mut contemporaneous, false, "Custom")
                .on_hover_text(new_game::CUSTOM_HELP);
            ui.selectable_value(&mut contemporaneous, true, "Contemporaneous")
                .on_hover_text(new_game::CONTEMPORANEOUS_HELP);
        });
        ui.end_row();
        if start != sb.start_epoch || contemporaneous != sb.contemporaneous {
            form.set_start(start, contemporaneous, cat);
        }
    });
    if let Some(v) = form.variant() {
        ui.label(egui::RichText::new(&v.text).italics());
    }
    sb = form.sandbox.clone().unwrap_or(sb);
    let Some(v) = form.variant().cloned() else {
        return;
    };
    let sides = form.sides();
    egui::Grid::new("picks").striped(true).show(ui, |ui| {
        for (k, side) in sides.iter().enumerate() {
            for (row, &i) in side.iter().enumerate() {
                ui.label(if row == 0 {
                    egui::RichText::new(format!("Side {}", k + 1)).strong()
                } else {
                    egui::RichText::new("")
                });
                ui.add_sized(
                    [130.0, 18.0],
                    egui::Label::new(new_game::groups_label(&v.picks[i])).truncate(),
                )
                .on_hover_text(new_game::pick_help(&v.picks[i]));
                let current = sb.picks.get(i).cloned().unwrap_or_default();
                let mut chosen = current.clone();
                egui::ComboBox::from_id_salt(("pick", i))
                    .width(150.0)
                    .selected_text(&current)
                    .show_ui(ui, |ui| {
                        for c in form.pick_choices(i, cat) {
                            ui.selectable_value(&mut chosen, c.clone(), &c);
                        }
                    });
                if chosen != current
                    && let Some(s) = form.sandbox.as_mut()
                    && let Some(p) = s.picks.get_mut(i)
                {
                    *p = chosen;
                }
                if row == 0 {
                    if let Some(seat) = form.seats.get_mut(k) {
                        seat_selector(ui, seat, games.of);
                    }
                } else {
                    ui.label(egui::RichText::new("same player").italics());
                }
                ui.end_row();
            }
        }
    });
    ui.horizontal(|ui| {
        if ui
            .button("Draw the civilizations")
            .on_hover_text("Draw a set of civilizations at random that fits the setup.")
            .clicked()
            && let Err(e) = form.draw(cat)
        {
            // Nothing fits: the problem line below says why the picks do not.
            bevy::log::warn!("{e}");
        }
        ui.label(egui::RichText::new(new_game::disks_line(v.disks, v.extra_growth)).small());
    });
}

/// A menu's big button (the main menu's entries, Start).
pub(crate) fn big(text: &str) -> egui::Button<'static> {
    egui::Button::new(egui::RichText::new(text.to_string()).size(20.0))
        .min_size(egui::vec2(260.0, 40.0))
}
