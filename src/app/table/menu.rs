//! The menus (UX "Menus"): the main menu over the dimmed board (New game, Continue, Load,
//! Settings, Rules, Quit), the New Game screen with sensible defaults (one click starts a 2-player
//! hot-seat game), the Load list, Settings, and the in-game menu (save, load, main menu, quit).

use std::sync::Arc;

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::driver::install;
use super::menu_state::{MenuState, Page, SettingsRes, StartRequest};
use super::new_game_page::{Asked, big};
use super::pace::Pace;
use super::saving::SaveOutcome;
use super::state::TableSaving;
use super::ui_state::TableUi;
use crate::app::game_face::GameFace;
use crate::app::games::new_game_form::{EntryKind, NewGameForm};
use crate::app::games::offered;
use crate::app::loading::Loaded;
use crate::app::style::palette;
use crate::app::{AppState, Screen};
use crate::settings::Speed;

/// The menus of every game: a game started (from the command line or a menu), the in-game menu
/// and Settings. The main menu is the game's ([`main_menu_plugin`],
/// [`main_menu_with_tutorial_plugin`]).
pub(super) fn plugin<F: crate::app::games::StartsFromForm>(app: &mut App) {
    let path = crate::settings::config_path();
    let (s, problem) = crate::settings::load(&path);
    app.insert_resource(SettingsRes(s, problem))
        .init_resource::<MenuState>()
        .add_systems(
            OnEnter(AppState::Switching),
            |mut next: ResMut<NextState<AppState>>| next.set(AppState::InGame),
        )
        .add_systems(
            Update,
            start_requested::<F>.run_if(in_state(AppState::InGame)),
        );
    if let Some(main_menu) = app.world().get_resource::<MainMenu>().map(|m| m.0) {
        main_menu(app);
    }
    app.add_systems(
        EguiPrimaryContextPass,
        (in_game_menu::<F>, settings_window::<F>)
            .run_if(in_state(AppState::InGame).and_then(super::state::table_shown::<F>))
            .after(super::order::OverlaySet),
    );
}

/// The game's main menu, as the window's entry picks it: registered with the menus' own systems.
#[derive(Resource, Clone, Copy)]
pub struct MainMenu(pub fn(&mut App));

/// What a game's main menu offers besides New game, Continue, Load, Settings and Quit (ACME: its
/// tutorial, its replay viewer, its position files and online play; ACIS has no tutorial yet).
#[derive(Resource, Clone, Copy, Default)]
pub struct MenuExtras {
    pub learn_to_play: bool,
    pub replays: bool,
    pub positions: bool,
    pub online: bool,
}

/// The main menu of the game at the table (`F`): New game (the New Game page, every game the
/// program plays offered, this one picked), Continue (its own autosave), Load, Settings, Quit.
pub fn main_menu_plugin<F: crate::app::games::StartsFromForm>(app: &mut App) {
    app.init_resource::<MenuExtras>().add_systems(
        EguiPrimaryContextPass,
        main_menu::<F>.run_if(in_state(AppState::InGame).and_then(in_state(Screen::Menu))),
    );
}

/// The main menu with the replays (Cradle's: no position files or online play yet); a record
/// of another game opens in a window of its game.
pub fn main_menu_with_replays_plugin<F: crate::app::games::StartsFromForm>(app: &mut App) {
    main_menu_plugin::<F>(app);
    app.insert_resource(MenuExtras {
        replays: true,
        ..default()
    });
}

/// The main menu with the replays, the position files and online play (ACIS's: no tutorial yet);
/// each list opens another game's file in a window of that game.
pub fn main_menu_with_files_plugin<F: crate::app::games::StartsFromForm>(app: &mut App) {
    main_menu_plugin::<F>(app);
    app.insert_resource(MenuExtras {
        replays: true,
        positions: true,
        online: cfg!(feature = "online"),
        ..default()
    });
}

/// The main menu with the replays, the position files, online play and a Learn to play button
/// whose page the game's own screens draw after [`main_menu`] (ACME's:
/// `game_screens::tutorial_main_menu_plugin`; the table names no game's tutorial).
pub fn main_menu_with_tutorial_plugin<F: crate::app::games::StartsFromForm>(app: &mut App) {
    main_menu_plugin::<F>(app);
    app.insert_resource(MenuExtras {
        learn_to_play: true,
        replays: true,
        positions: true,
        online: cfg!(feature = "online"),
    });
}

/// Load a save or a position of the game of face `F` into a session, with the file's problem in a
/// sentence (the game's face reads it).
pub fn load_session<F: GameFace>(
    cat: Arc<F::Catalog>,
    path: &std::path::Path,
) -> Result<crate::play::Session<F::Game>, String> {
    F::open_file(cat, path)
}

#[allow(clippy::too_many_arguments)]
fn start_requested<F: crate::app::games::StartsFromForm>(
    mut commands: Commands,
    req: Option<Res<StartRequest>>,
    loaded: Res<Loaded<F>>,
    settings: Res<SettingsRes>,
    opts: Res<crate::app::WindowOptions>,
    mut next: ResMut<NextState<AppState>>,
    mut screen: ResMut<NextState<Screen>>,
    mut menu: ResMut<MenuState>,
) {
    let Some(req) = req else {
        return;
    };
    commands.remove_resource::<StartRequest>();
    let session = match &*req {
        StartRequest::New(n, bots) => F::start_new(loaded.catalog.clone(), n).and_then(|mut s| {
            s.set_strategists(bots)?;
            Ok(s)
        }),
        StartRequest::Load(p) => F::open_file(loaded.catalog.clone(), p),
    };
    match session {
        Ok(s) => {
            let mut settings = settings.0.clone();
            if let Some(sp) = opts.play.as_ref().and_then(|p| p.speed) {
                settings.speed = sp;
            }
            let autosave = opts.play.as_ref().is_none_or(|p| p.autosave);
            install::<F>(
                &mut commands,
                s,
                &settings,
                autosave,
                &mut next,
                &mut screen,
            )
        }
        Err(e) => {
            eprintln!("acme: {e}");
            menu.error = Some(e);
            screen.set(Screen::Menu);
        }
    }
}

#[allow(clippy::too_many_arguments)]
pub fn main_menu<F: GameFace>(
    mut contexts: EguiContexts,
    mut commands: Commands,
    mut settings: ResMut<SettingsRes>,
    mut menu: ResMut<MenuState>,
    extras: Res<MenuExtras>,
    opts: Res<crate::app::WindowOptions>,
    mut exit: MessageWriter<AppExit>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let picked = *menu.game.get_or_insert(F::GAME);
    if menu.form.is_none() || menu.form_game != Some(picked) {
        let offered = offered(picked);
        let cat = (offered.catalog)();
        // The seed stays when the player looks at another game's setups.
        let seed = menu
            .form
            .as_ref()
            .map(|f| f.seed)
            .or(menu.seed)
            .unwrap_or_else(|| {
                std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map(|d| d.as_secs() % 100_000)
                    .unwrap_or(1)
            });
        let mut form = NewGameForm::new((offered.setups)(), seed, &cat);
        // Another game's basic game for as many players, when the player looks at another game.
        if let Some(&EntryKind::Basic(n)) = menu.form.as_ref().map(|f| &f.entry().kind) {
            menu.preselect.get_or_insert(format!("basic-{n}"));
        }
        if let Some(i) = menu.preselect.take().and_then(|id| form.position(&id)) {
            form.select(i, &cat);
            menu.scroll_to_pick = true;
        }
        menu.form = Some(form);
        menu.form_game = Some(picked);
        menu.players_filter = None;
    }
    // The board behind, dimmed.
    let screen = ctx.content_rect();
    egui::Area::new(egui::Id::new("dim"))
        .fixed_pos(screen.min)
        .order(egui::Order::Background)
        .interactable(false)
        .show(ctx, |ui| {
            ui.painter()
                .rect_filled(screen, 0.0, egui::Color32::from_black_alpha(150));
        });
    let autosave = crate::saves::autosave_path_of(F::GAME);
    match menu.page {
        Page::Main => {
            egui::Window::new("main_menu")
                .title_bar(false)
                .resizable(false)
                .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
                .frame(
                    egui::Frame::window(&ctx.global_style()).inner_margin(egui::Margin::same(28)),
                )
                .show(ctx, |ui| {
                    ui.set_min_width(420.0);
                    ui.vertical_centered(|ui| {
                        ui.label(
                            egui::RichText::new(F::NAME)
                                .size(44.0)
                                .strong()
                                .color(palette::HEADING),
                        );
                        // The full name after the short one ("ACME — Ancient Civilizations...").
                        let full = F::FULL_NAME
                            .split_once(" — ")
                            .map_or(F::FULL_NAME, |(_, rest)| rest);
                        ui.label(egui::RichText::new(full).size(18.0).italics());
                        ui.add_space(18.0);
                        if ui.add(big("New game")).clicked() {
                            menu.page = Page::NewGame;
                        }
                        let can_continue = autosave.exists();
                        if ui
                            .add_enabled(can_continue, big("Continue"))
                            .on_disabled_hover_text(format!("No autosave of {} yet", F::NAME))
                            .clicked()
                        {
                            commands.insert_resource(StartRequest::Load(autosave.clone()));
                        }
                        #[cfg(feature = "online")]
                        if extras.online && ui.add(big("Online")).clicked() {
                            menu.open_online();
                        }
                        if extras.learn_to_play && ui.add(big("Learn to play")).clicked() {
                            menu.page = Page::LearnToPlay;
                        }
                        if ui.add(big("Load")).clicked() {
                            menu.saves = crate::saves::list_games();
                            menu.page = Page::Load;
                        }
                        if extras.replays && ui.add(big("Replays")).clicked() {
                            menu.files = crate::replays::list();
                            menu.page = Page::Replays;
                        }
                        if extras.positions && ui.add(big("Open position")).clicked() {
                            menu.files =
                                crate::positions::list_in(&crate::positions::positions_dir());
                            menu.page = Page::Positions;
                        }
                        settings_quit_and_error(ui, &mut menu, &mut exit);
                        if let Some(e) = &settings.1 {
                            ui.label(egui::RichText::new(e).small().color(palette::WARNING_TEXT));
                        }
                    });
                });
        }
        Page::NewGame => {
            if let Some(args) = new_game_page(ctx, &mut commands, &mut menu, F::GAME) {
                hand_over(&args, &opts, &mut menu, &mut exit);
            }
        }
        // Drawn by `app::online`; Learn to play by the game's own page (`learn_to_play_page`).
        Page::Online | Page::LearnToPlay => {}
        Page::Load => {
            if let Some(args) = load_page(ctx, &mut commands, &mut menu, F::GAME) {
                hand_over(&args, &opts, &mut menu, &mut exit);
            }
        }
        Page::Replays | Page::Positions => {
            use crate::app::share_position::{Picked, file_list_page};
            let (title, empty) = if menu.page == Page::Replays {
                (
                    "Replays",
                    format!(
                        "No saved games in {} and no records in {}",
                        crate::saves::saves_dir().display(),
                        crate::replays::records_dir().display()
                    ),
                )
            } else {
                (
                    "Open position",
                    format!(
                        "No positions in {} (Copy position writes them there)",
                        crate::positions::positions_dir().display()
                    ),
                )
            };
            match file_list_page(ctx, title, &empty, &menu.files, menu.error.as_deref()) {
                Picked::Nothing => {}
                Picked::Back => menu.page = Page::Main,
                // A record, save or position of another game opens in a window of its game.
                Picked::File(p) => match crate::load::path_game(&p) {
                    Some(g) if g != F::GAME => {
                        let args = if menu.page == Page::Replays {
                            crate::handover::view_args(&p)
                        } else {
                            crate::handover::load_args(g, &p)
                        };
                        hand_over(&args, &opts, &mut menu, &mut exit);
                    }
                    _ if menu.page == Page::Replays => {
                        commands.insert_resource(crate::app::replay_screen::ViewRequest {
                            path: p,
                            at: None,
                        })
                    }
                    _ => commands.insert_resource(StartRequest::Load(p)),
                },
            }
        }
        Page::Settings => {
            let mut open = true;
            settings_ui(ctx, &mut settings, &mut open);
            if !open {
                menu.page = Page::Main;
            }
        }
    }
    Ok(())
}

/// Open the other game's window with `args` (`acme play ...`, [`crate::handover`]) and close
/// this one; the window's own options go along (its assets, no autosave in a scripted run). If
/// the program cannot start, the menu says why and nothing closes.
pub(crate) fn hand_over(
    args: &[String],
    opts: &crate::app::WindowOptions,
    menu: &mut MenuState,
    exit: &mut MessageWriter<AppExit>,
) {
    let mut args = args.to_vec();
    args.extend(["--assets".to_string(), opts.assets.display().to_string()]);
    // The viewer never autosaves (`acme view` has no such flag).
    if args[0] == "play" && opts.play.as_ref().is_some_and(|p| !p.autosave) {
        args.push("--no-autosave".into());
    }
    match crate::handover::start(&args) {
        Ok(()) => {
            eprintln!("acme: handing over to acme {}", args.join(" "));
            exit.write(AppExit::Success);
        }
        Err(e) => {
            eprintln!("acme: {e}");
            menu.error = Some(e);
        }
    }
}

/// The New Game page; the command line of the other game's window when the player starts a game
/// of another game than this window's (`here`).
fn new_game_page(
    ctx: &egui::Context,
    commands: &mut Commands,
    menu: &mut MenuState,
    here: crate::game_id::GameId,
) -> Option<Vec<String>> {
    let MenuState {
        form,
        game,
        form_game,
        players_filter,
        scroll_to_pick,
        error,
        page,
        ..
    } = menu;
    let form = form.as_mut()?;
    let of = form_game.unwrap_or(here);
    let cat = (offered(of).catalog)();
    let picked = game.get_or_insert(here);
    match super::new_game_page::show(
        ctx,
        form,
        super::new_game_page::Games { of, here },
        picked,
        players_filter,
        scroll_to_pick,
        error.as_deref(),
    ) {
        Asked::Nothing => None,
        Asked::Back => {
            *page = Page::Main;
            None
        }
        Asked::Start if of != here => Some(crate::handover::new_game_args(of, form)),
        Asked::Start => {
            match form.new_game(&cat) {
                Ok(n) => {
                    *error = None;
                    commands.insert_resource(StartRequest::New(n, form.strategists()));
                }
                Err(e) => *error = Some(e),
            }
            None
        }
    }
}

/// The main menu's last buttons, Settings and Quit, and the menu's error under them.
fn settings_quit_and_error(
    ui: &mut egui::Ui,
    menu: &mut MenuState,
    exit: &mut MessageWriter<AppExit>,
) {
    if ui.add(big("Settings")).clicked() {
        menu.page = Page::Settings;
    }
    if ui.add(big("Quit")).clicked() {
        exit.write(AppExit::Success);
    }
    if let Some(e) = &menu.error {
        ui.add_space(10.0);
        ui.label(egui::RichText::new(e).color(palette::ERROR_TEXT));
    }
}

/// The Load list: every game's saves, each with its game's name; a save of this window's game
/// opens here, another game's in a window of its own (the command line returned).
fn load_page(
    ctx: &egui::Context,
    commands: &mut Commands,
    menu: &mut MenuState,
    here: crate::game_id::GameId,
) -> Option<Vec<String>> {
    let mut other = None;
    egui::Window::new("Load a game")
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .min_width(520.0)
        .show(ctx, |ui| {
            if menu.saves.is_empty() {
                ui.label(format!(
                    "No saved games in {}",
                    crate::saves::saves_dir().display()
                ));
            }
            egui::ScrollArea::vertical()
                .max_height(420.0)
                .show(ui, |ui| {
                    egui::Grid::new("saves").show(ui, |ui| {
                        for save in menu.saves.clone() {
                            let game = save.game.map_or("?", |g| g.title());
                            ui.label(egui::RichText::new(game).strong());
                            if ui
                                .button(&save.title)
                                .on_hover_text(save.path.display().to_string())
                                .clicked()
                            {
                                match save.game {
                                    Some(g) if g != here => {
                                        other = Some(crate::handover::load_args(g, &save.path));
                                    }
                                    _ => commands.insert_resource(StartRequest::Load(save.path)),
                                }
                            }
                            ui.end_row();
                        }
                    });
                });
            if let Some(e) = &menu.error {
                ui.label(egui::RichText::new(e).color(palette::ERROR_TEXT));
            }
            if ui.button("Back").clicked() {
                menu.page = Page::Main;
            }
        });
    other
}

fn settings_ui(ctx: &egui::Context, settings: &mut SettingsRes, open: &mut bool) {
    let before = settings.0.clone();
    egui::Window::new("Settings")
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .open(open)
        .show(ctx, |ui| {
            egui::Grid::new("settings").show(ui, |ui| {
                ui.label("Animation speed");
                ui.horizontal(|ui| {
                    for sp in Speed::ALL {
                        ui.selectable_value(&mut settings.0.speed, sp, sp.label());
                    }
                });
                ui.end_row();
                ui.label("Confirmations");
                ui.checkbox(
                    &mut settings.0.confirmations,
                    "ask before passing or ending a deployment early",
                );
                ui.end_row();
                ui.label("Window size");
                ui.horizontal(|ui| {
                    ui.add(egui::DragValue::new(&mut settings.0.window.0).range(800..=3840));
                    ui.label("×");
                    ui.add(egui::DragValue::new(&mut settings.0.window.1).range(600..=2160));
                    ui.label("(next start)");
                });
                ui.end_row();
            });
            ui.label(
                egui::RichText::new(format!(
                    "Saved in {}",
                    crate::settings::config_path().display()
                ))
                .small()
                .color(palette::RULE_TEXT),
            );
        });
    if settings.0 != before {
        let path = crate::settings::config_path();
        settings.1 = crate::settings::store(&path, &settings.0)
            .err()
            .map(|e| format!("{}: cannot save settings: {e}", path.display()));
    }
}

fn settings_window<F: GameFace>(
    mut contexts: EguiContexts,
    mut settings: ResMut<SettingsRes>,
    mut ui_state: ResMut<TableUi<F>>,
    mut pace: ResMut<Pace>,
) -> Result {
    if !ui_state.show_settings {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    let before = settings.0.speed;
    settings_ui(ctx, &mut settings, &mut open);
    if settings.0.speed != before {
        pace.speed = settings.0.speed;
    }
    ui_state.show_settings = open;
    Ok(())
}

#[allow(clippy::too_many_arguments)]
fn in_game_menu<F: GameFace>(
    mut contexts: EguiContexts,
    mut commands: Commands,
    mut ui_state: ResMut<TableUi<F>>,
    mut table: TableSaving<F>,
    mut screen: ResMut<NextState<Screen>>,
    mut menu: ResMut<MenuState>,
    mut exit: MessageWriter<AppExit>,
) -> Result {
    if !ui_state.show_menu {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    egui::Window::new("Menu")
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .show(ctx, |ui| {
            ui.vertical_centered(|ui| {
                if ui.add(big("Resume")).clicked() {
                    ui_state.show_menu = false;
                    ui_state.confirm_replace = None;
                }
                save_as_row(ui, &mut ui_state, &mut table);
                if ui
                    .add(big("Copy position"))
                    .on_hover_text(
                        "Write this moment as a .position.ron file (bug reports, puzzles)",
                    )
                    .clicked()
                {
                    crate::app::share_position::copy_from_table(&mut table);
                }
                if ui.add(big("Settings")).clicked() {
                    ui_state.show_settings = true;
                }
                if ui.add(big("Main menu")).clicked() {
                    table.autosave_now();
                    ui_state.show_menu = false;
                    ui_state.confirm_replace = None;
                    menu.page = Page::Main;
                    screen.set(Screen::Menu);
                    super::driver::leave_table::<F>(&mut commands);
                }
                if ui.add(big("Quit")).clicked() {
                    table.autosave_now();
                    exit.write(AppExit::Success);
                }
            });
        });
    Ok(())
}

/// The name to save under (this game's own, proposed when it came to the table) and Save as; a
/// save of that name is replaced only after the player says so.
fn save_as_row<F: GameFace>(
    ui: &mut egui::Ui,
    ui_state: &mut TableUi<F>,
    table: &mut TableSaving<F>,
) {
    if let Some((name, what)) = ui_state.confirm_replace.clone() {
        egui::Frame::group(ui.style())
            .fill(palette::CONFIRM_FILL)
            .show(ui, |ui| {
                ui.set_max_width(460.0);
                ui.label(egui::RichText::new("Replace the saved game?").strong());
                ui.label(format!(
                    "A save named \"{name}\" exists: {what}. Replace it with this game?"
                ));
                ui.horizontal(|ui| {
                    if ui.button("Replace it").clicked() {
                        table.save_as(&name, true);
                        ui_state.confirm_replace = None;
                    }
                    if ui.button("Keep it").clicked() {
                        ui_state.confirm_replace = None;
                    }
                });
            });
        return;
    }
    ui.horizontal(|ui| {
        ui.add(egui::TextEdit::singleline(&mut table.saving.save_name).desired_width(300.0));
        let b = ui.button("Save as").on_hover_text(format!(
            "Save this game under this name in {}",
            table
                .saving
                .saves_dir
                .clone()
                .unwrap_or_else(crate::saves::saves_dir)
                .display()
        ));
        if b.clicked() {
            // Without the autosave (a scripted run) the game has no saves folder of its own: a
            // save the player asks for goes to the usual one.
            if table.saving.saves_dir.is_none() {
                table.saving.saves_dir = Some(crate::saves::saves_dir());
            }
            let name = table.saving.save_name.clone();
            save_as_or_ask(ui_state, table, name);
        }
    });
}

/// Save as `name`; when a save of that name exists, nothing is written and the menu asks.
pub fn save_as_or_ask<F: GameFace>(
    ui_state: &mut TableUi<F>,
    table: &mut TableSaving<F>,
    name: String,
) {
    if let SaveOutcome::Exists(path) = table.save_as(&name, false) {
        // What the save holds, read once (reading replays the game).
        let what = crate::saves::read_any_with_journal(&path)
            .map(|s| {
                let t = s
                    .title
                    .strip_prefix(&format!("{name} — "))
                    .unwrap_or(&s.title);
                format!("it holds {t}")
            })
            .unwrap_or_else(|e| e.to_string());
        ui_state.confirm_replace = Some((name, what));
    }
}
