//! The Online pages (*My games*, *Host*, *Join*) over the dimmed board, and the strip of a game
//! played at its seat (who you are, "your turn", the way back; the table shows the rest). They
//! only show [`OnlinePlay`] and send [`OnlineCmd`]s.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::{Followed, Hosting, Joining, OnlineCmd, OnlineFace, OnlinePage, OnlinePlay, ours};
use crate::app::Screen;
use crate::app::WindowOptions;
use crate::app::loading::Loaded;
use crate::app::style::palette;
use crate::app::table::menu_state::MenuState;
use crate::game_id::GameId;
use crate::online::protocol::SeatView;
use crate::online::{Online, SeatKind};

/// The pages' fields.
#[derive(Resource)]
pub struct Forms {
    pub server: String,
    /// The game to host (the window's own at first).
    pub game: GameId,
    pub players: u8,
    /// The scenario picked instead of a basic setup (its name for `create`), if any.
    pub scenario: Option<String>,
    pub kinds: Vec<SeatKind>,
    pub name: String,
    pub seed: u64,
    pub invite: String,
    pub watch: String,
    /// The game whose removal from My games waits for "Remove" to be confirmed.
    pub removing: Option<String>,
}

impl Default for Forms {
    fn default() -> Forms {
        Forms {
            server: "127.0.0.1:7878".into(),
            game: GameId::default(),
            players: 3,
            scenario: None,
            kinds: vec![SeatKind::Player, SeatKind::Player, SeatKind::Npc],
            name: "Host".into(),
            seed: std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.as_secs() % 100_000)
                .unwrap_or(1),
            invite: String::new(),
            watch: String::new(),
            removing: None,
        }
    }
}

pub fn ui_plugin<F: OnlineFace>(app: &mut App) {
    app.insert_resource(Forms {
        game: F::GAME,
        ..default()
    })
    .add_systems(
        EguiPrimaryContextPass,
        pages::<F>.run_if(in_state(Screen::Menu).and_then(|m: Res<MenuState>| m.online_open())),
    )
    .add_systems(
        EguiPrimaryContextPass,
        seat_panel::<F>
            .after(crate::app::table::layout::PanelSet)
            .run_if(in_state(Screen::Table).and_then(
                // Not over a local game put on the table since (the menu's New game).
                |o: Res<OnlinePlay<F::Game>>,
                 t: Option<Res<crate::app::table::state::TableSession<F>>>| {
                    o.open.is_some() && t.is_none_or(|t| t.is_remote())
                },
            )),
    );
}

fn pages<F: OnlineFace>(
    mut contexts: EguiContexts,
    mut online: ResMut<OnlinePlay<F::Game>>,
    mut forms: ResMut<Forms>,
    mut menu: ResMut<MenuState>,
    mut cmds: MessageWriter<OnlineCmd<F::Game>>,
    loaded: Res<Loaded<F>>,
    mut hand_over: HandOver,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    // Another game's seat is played in a window of that game: the button that opens it.
    let mut other: Option<GameId> = None;
    egui::Window::new("Online")
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .min_width(560.0)
        .show(ctx, |ui| {
            ui.horizontal(|ui| {
                for (p, label) in [
                    (OnlinePage::MyGames, "My games"),
                    (OnlinePage::Host, "Host"),
                    (OnlinePage::Join, "Join"),
                ] {
                    ui.selectable_value(&mut online.page, p, label);
                }
            });
            ui.separator();
            match online.page {
                OnlinePage::MyGames => {
                    my_games::<F>(ui, &online, &mut forms, &mut cmds, &loaded, &mut other)
                }
                OnlinePage::Host => host::<F>(ui, &online, &mut forms, &mut cmds, &mut other),
                OnlinePage::Join => join::<F>(ui, &online, &mut forms, &mut cmds, &mut other),
            }
            for problem in [&online.file_problem, &online.message]
                .into_iter()
                .flatten()
            {
                ui.add_space(6.0);
                ui.label(egui::RichText::new(problem).color(palette::ERROR_TEXT));
            }
            ui.add_space(8.0);
            if ui.button("Back").clicked() {
                menu.back_to_main();
            }
        });
    if let (Some(game), Some(opts)) = (other, hand_over.opts) {
        let args = crate::handover::online_args(game);
        crate::app::table::menu::hand_over(&args, &opts, &mut menu, &mut hand_over.exit);
        online.message = menu.take_error();
    }
    Ok(())
}

/// What opens a window of another game and closes this one: the window's options (its assets)
/// and its exit.
#[derive(SystemParam)]
struct HandOver<'w> {
    opts: Option<Res<'w, WindowOptions>>,
    exit: MessageWriter<'w, AppExit>,
}

/// A button that opens a window of `game`, where its online games are played; `other` is set
/// when it is clicked.
fn other_window_button(ui: &mut egui::Ui, game: GameId, other: &mut Option<GameId>) {
    if ui
        .button(format!("Open {}'s window", game.title()))
        .on_hover_text("A window plays one game: this seat is played in a window of its game")
        .clicked()
    {
        *other = Some(game);
    }
}

fn server_field(ui: &mut egui::Ui, forms: &mut Forms) {
    ui.horizontal(|ui| {
        ui.label("Server");
        ui.text_edit_singleline(&mut forms.server);
    });
}

fn name_field(ui: &mut egui::Ui, forms: &mut Forms) {
    ui.horizontal(|ui| {
        ui.label("Your name");
        ui.text_edit_singleline(&mut forms.name);
    });
}

fn host<F: OnlineFace>(
    ui: &mut egui::Ui,
    online: &OnlinePlay<F::Game>,
    forms: &mut Forms,
    cmds: &mut MessageWriter<OnlineCmd<F::Game>>,
    other: &mut Option<GameId>,
) {
    server_field(ui, forms);
    name_field(ui, forms);
    // The game first (every game the program plays), then its setups.
    ui.horizontal(|ui| {
        ui.label("Game");
        // The games a server hosts (Cradle is not online yet).
        for o in crate::app::games::OFFERED
            .into_iter()
            .filter(|o| o.game != GameId::Cradle)
        {
            ui.selectable_value(&mut forms.game, o.game, o.game.title())
                .on_hover_text(o.name);
        }
    });
    // A basic setup, or one of the game's scenarios (issue: "Host (pick a setup or scenario)").
    let scenarios = crate::online::scenarios(forms.game);
    let picked = forms
        .scenario
        .as_ref()
        .and_then(|id| scenarios.iter().find(|s| &s.id == id));
    if picked.is_none() {
        forms.scenario = None;
    }
    ui.horizontal(|ui| {
        ui.label("Setup");
        for n in 2..=6u8 {
            let on = picked.is_none() && forms.players == n;
            if ui.selectable_label(on, format!("basic {n}")).clicked() {
                forms.players = n;
                forms.scenario = None;
            }
        }
    });
    if !scenarios.is_empty() {
        ui.horizontal(|ui| {
            ui.label("Scenario");
            egui::ComboBox::from_id_salt("host-scenario")
                .selected_text(picked.map_or("none: a basic setup", |s| s.title.as_str()))
                .show_ui(ui, |ui| {
                    for s in scenarios {
                        ui.selectable_value(&mut forms.scenario, Some(s.id.clone()), &s.title)
                            .on_hover_text(format!("{} civilizations", s.civs.len()));
                    }
                });
        });
    }
    let civs: Option<&[String]> = picked.map(|s| s.civs.as_slice());
    let seats = civs.map_or(forms.players as usize, |c| c.len());
    forms.kinds.resize(seats, SeatKind::Player);
    for (i, kind) in forms.kinds.iter_mut().enumerate() {
        ui.horizontal(|ui| {
            match civs.and_then(|c| c.get(i)) {
                Some(civ) => ui.label(format!("Seat {} ({civ})", i + 1)),
                None => ui.label(format!("Seat {}", i + 1)),
            };
            ui.selectable_value(kind, SeatKind::Player, "Invited player");
            ui.selectable_value(kind, SeatKind::Npc, "NPC");
            ui.selectable_value(kind, SeatKind::Strategist, "Strategist");
        });
    }
    ui.label(
        egui::RichText::new(
            "You take the first invited player's seat; pass the code on to the others.",
        )
        .small(),
    );
    let can = forms.kinds.contains(&SeatKind::Player);
    if ui
        .add_enabled(can, egui::Button::new("Create the game"))
        .on_disabled_hover_text("At least one seat must be an invited player: yours")
        .clicked()
    {
        cmds.write(OnlineCmd::Host(Hosting {
            server: forms.server.clone(),
            game: forms.game,
            setup: forms
                .scenario
                .clone()
                .unwrap_or_else(|| format!("basic-{}", forms.players)),
            seed: forms.seed,
            seats: forms.kinds.clone(),
            name: forms.name.clone(),
        }));
    }
    if let Some((game, invite)) = &online.hosted {
        ui.add_space(10.0);
        ui.label("Invite code, to pass on:");
        ui.label(
            egui::RichText::new(invite)
                .size(26.0)
                .strong()
                .monospace()
                .color(palette::HEADING),
        );
        seated_line::<F>(ui, online, game, cmds, other);
    }
}

fn join<F: OnlineFace>(
    ui: &mut egui::Ui,
    online: &OnlinePlay<F::Game>,
    forms: &mut Forms,
    cmds: &mut MessageWriter<OnlineCmd<F::Game>>,
    other: &mut Option<GameId>,
) {
    server_field(ui, forms);
    ui.horizontal(|ui| {
        ui.label("Invite code");
        ui.text_edit_singleline(&mut forms.invite);
    });
    name_field(ui, forms);
    if ui.button("Join").clicked() {
        cmds.write(OnlineCmd::Join(Joining {
            server: forms.server.clone(),
            invite: forms.invite.clone(),
            name: forms.name.clone(),
        }));
    }
    if let Some((game, _)) = &online.joined {
        ui.add_space(10.0);
        seated_line::<F>(ui, online, game, cmds, other);
    }
}

/// "You sit at seat N" and a button that opens the game (in this window, or in a window of its
/// game when it is another game's).
fn seated_line<F: OnlineFace>(
    ui: &mut egui::Ui,
    online: &OnlinePlay<F::Game>,
    game: &str,
    cmds: &mut MessageWriter<OnlineCmd<F::Game>>,
    other: &mut Option<GameId>,
) {
    let Some(mine) = online.my.get(game) else {
        return;
    };
    ui.horizontal(|ui| {
        let rules = GameId::from(mine.rules);
        ui.label(format!(
            "You sit at seat {} of a game of {}.",
            mine.seat + 1,
            rules.title()
        ));
        if !ours::<F>(mine) {
            other_window_button(ui, rules, other);
        } else if ui.button("Open the game").clicked() {
            cmds.write(OnlineCmd::Open { game: game.into() });
        }
    });
    ui.label(egui::RichText::new(format!("Game id, for spectators: {game}")).small());
}

/// A game id's first digits, enough to tell games apart on screen.
fn short(game: &str) -> &str {
    game.get(..8).unwrap_or(game)
}

/// Where a followed game stands, in a few words, and whether it is this seat's turn.
pub fn status<G: Online>(
    f: &Followed<G>,
    names: impl Fn(&SeatView<G>, usize) -> String,
) -> (String, bool) {
    let Some(v) = &f.view else {
        return (
            if f.up || f.note.is_empty() {
                "connecting...".into()
            } else {
                format!("reconnecting ({})", f.note)
            },
            false,
        );
    };
    if v.over {
        return ("game over".into(), false);
    }
    if f.your_turn() {
        return ("your turn".into(), true);
    }
    let waiting = match v.waiting_for {
        Some(s) => format!("waiting for {}", names(v, s)),
        None => "waiting".into(),
    };
    if f.up {
        (waiting, false)
    } else {
        (format!("{waiting}; reconnecting"), false)
    }
}

fn my_games<F: OnlineFace>(
    ui: &mut egui::Ui,
    online: &OnlinePlay<F::Game>,
    forms: &mut Forms,
    cmds: &mut MessageWriter<OnlineCmd<F::Game>>,
    loaded: &Loaded<F>,
    other: &mut Option<GameId>,
) {
    if online.my.games.is_empty() {
        ui.label("You sit in no online game yet: host one, or join one with its invite code.");
    }
    let names = |v: &SeatView<F::Game>, s: usize| seat_name::<F>(loaded, v, s);
    egui::ScrollArea::vertical()
        .max_height(320.0)
        .show(ui, |ui| {
            for g in &online.my.games {
                let rules = GameId::from(g.rules);
                let (text, turn) = match online.games.get(&g.game) {
                    Some(f) => status(f, names),
                    None if !ours::<F>(g) => {
                        (format!("played in {}'s window", rules.title()), false)
                    }
                    None => ("not followed".into(), false),
                };
                ui.horizontal(|ui| {
                    ui.label(format!(
                        "{} game {} on {}, seat {}",
                        rules.title(),
                        short(&g.game),
                        g.server,
                        g.seat + 1
                    ));
                    let text = egui::RichText::new(text);
                    ui.label(if turn {
                        text.strong().color(palette::HEADING)
                    } else {
                        text
                    });
                    if !ours::<F>(g) {
                        other_window_button(ui, rules, other);
                    } else if ui.button("Open").clicked() {
                        cmds.write(OnlineCmd::Open {
                            game: g.game.clone(),
                        });
                    }
                    if ui.button("Remove").clicked() {
                        forms.removing = Some(g.game.clone());
                    }
                });
                if forms.removing.as_deref() == Some(g.game.as_str()) {
                    ui.horizontal_wrapped(|ui| {
                        ui.label(
                            egui::RichText::new(
                                "Remove it from My games? Your seat's key goes with it: this \
                                 window cannot take the seat again.",
                            )
                            .color(palette::WARNING_TEXT),
                        );
                        if ui.button("Remove").clicked() {
                            cmds.write(OnlineCmd::Remove {
                                game: g.game.clone(),
                            });
                            forms.removing = None;
                        }
                        if ui.button("Keep it").clicked() {
                            forms.removing = None;
                        }
                    });
                }
            }
        });
    ui.separator();
    ui.label("Watch a game as a spectator (its id):");
    server_field(ui, forms);
    ui.horizontal(|ui| {
        ui.text_edit_singleline(&mut forms.watch);
        if ui.button("Watch").clicked() {
            cmds.write(OnlineCmd::Watch {
                server: forms.server.clone(),
                game: forms.watch.clone(),
            });
        }
    });
}

/// A seat's civilization as the view names it.
fn seat_name<F: OnlineFace>(loaded: &Loaded<F>, v: &SeatView<F::Game>, seat: usize) -> String {
    match F::seats(&v.view).get(seat) {
        Some(&s) => F::seat_name(&loaded.catalog, &v.view, s),
        None => format!("seat {}", seat + 1),
    }
}

/// The strip of the open game, over the foot of the civilizations panel (never over the map):
/// who you are, where the game stands, the connection's note, and the way back to My games. The
/// table itself shows the hand, the question and the log.
fn seat_panel<F: OnlineFace>(
    mut contexts: EguiContexts,
    online: Res<OnlinePlay<F::Game>>,
    mut cmds: MessageWriter<OnlineCmd<F::Game>>,
    loaded: Res<Loaded<F>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(f) = online.open_game() else {
        return Ok(());
    };
    let width = crate::app::table::layout::civs_w(ctx.viewport_rect().width()) - 12.0;
    egui::Area::new(egui::Id::new("online_seat"))
        .anchor(egui::Align2::RIGHT_BOTTOM, egui::vec2(-6.0, -6.0))
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.set_width(width - 16.0);
                let names = |v: &SeatView<F::Game>, s: usize| seat_name::<F>(&loaded, v, s);
                let who = match (f.seat, &f.view) {
                    (Some(s), Some(v)) => {
                        format!("Online: you play {}", seat_name::<F>(&loaded, v, s))
                    }
                    (Some(s), None) => format!("Online: you play seat {}", s + 1),
                    (None, _) => "Online: you watch (the public view)".into(),
                };
                ui.label(egui::RichText::new(who).strong());
                let (text, turn) = status(f, names);
                ui.label(if turn {
                    egui::RichText::new("Your turn")
                        .strong()
                        .color(palette::HEADING)
                } else {
                    egui::RichText::new(text)
                });
                if let Some(v) = f.view.as_ref().filter(|v| v.over) {
                    let winners: Vec<String> = v.winners.iter().map(|s| names(v, *s)).collect();
                    ui.label(format!("Game over. Winners: {}", winners.join(", ")));
                }
                if !f.note.is_empty() {
                    ui.label(
                        egui::RichText::new(&f.note)
                            .small()
                            .color(palette::WARNING_TEXT),
                    );
                }
                if ui.button("Back to my games").clicked() {
                    cmds.write(OnlineCmd::Close);
                }
            });
        });
    Ok(())
}
