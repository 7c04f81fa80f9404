//! The menus (UX "Menus"): the main menu over the dimmed board (New game, Continue, Load,
//! Settings, Rules, Quit), the New Game screen with sensible defaults (one click starts a 2-player
//! hot-seat game), the Load list, Settings, and the in-game menu (save, load, main menu, quit).

use std::path::PathBuf;
use std::sync::Arc;

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::driver::{Screen, Table};
use super::panels::TableUi;
use crate::app::AppState;
use crate::app::loading::{Loaded, Shown};
use crate::play::{NewGame, Session};
use crate::rules::catalog::Catalog;
use crate::rules::npc::TieBreak;
use crate::rules::record::SetupSpec;
use crate::rules::scenario::{ScenarioChoice, ScenarioDef, ScenarioKind};
use crate::rules::setup::Layout;
use crate::rules::state::GameOptions;
use crate::settings::{Settings, Speed};

/// The player's settings (UX; saved in the user's configuration directory).
#[derive(Resource, Debug, Clone, Default)]
pub struct SettingsRes(pub Settings, pub Option<String>);

/// A game to start as soon as the table is ready (from the command line or a menu).
#[derive(Resource, Debug, Clone)]
pub enum StartRequest {
    New(NewGame),
    Load(PathBuf),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
enum Page {
    #[default]
    Main,
    NewGame,
    Load,
    Settings,
}

/// One entry of the New Game list.
#[derive(Debug, Clone)]
struct Choice {
    title: String,
    blurb: String,
    period: String,
    map: String,
    civs: Vec<String>,
    /// The scenario's neutral factions (Troy, the Independents, ...): nobody's seat.
    neutrals: Vec<String>,
    /// Humans may take civilizations (sandbox setups draw theirs at setup: watch only).
    humans_allowed: bool,
    setup: SetupChoice,
    last_epoch: u8,
}

#[derive(Debug, Clone)]
enum SetupChoice {
    Basic(u8),
    Scenario(String),
}

#[derive(Resource, Default)]
pub struct MenuState {
    page: Page,
    choices: Vec<Choice>,
    pick: usize,
    human: Vec<bool>,
    seed: u64,
    last_epoch: u8,
    tie_break: TieBreak,
    players_filter: Option<usize>,
    saves: Vec<(PathBuf, String)>,
    error: Option<String>,
    /// The scenario to select when the list is first shown (`acme play --scenario X --until
    /// newgame`).
    preselect: Option<String>,
}

pub(super) fn plugin(app: &mut App) {
    let path = crate::settings::config_path();
    let (s, problem) = crate::settings::load(&path);
    app.insert_resource(SettingsRes(s, problem))
        .init_resource::<MenuState>()
        .add_systems(
            OnEnter(AppState::Switching),
            |mut next: ResMut<NextState<AppState>>| next.set(AppState::InGame),
        )
        .add_systems(Update, start_requested.run_if(in_state(AppState::InGame)))
        .add_systems(
            EguiPrimaryContextPass,
            main_menu.run_if(in_state(AppState::InGame).and_then(resource_equals(Screen::Menu))),
        )
        .add_systems(
            EguiPrimaryContextPass,
            (in_game_menu, settings_window)
                .run_if(in_state(AppState::InGame).and_then(resource_equals(Screen::Table)))
                .after(super::overlays::OverlaySet),
        );
}

impl MenuState {
    /// Open the New Game page (scripted pictures), on this scenario if one is named.
    pub fn open_new_game(&mut self, scenario: Option<&str>) {
        self.page = Page::NewGame;
        self.preselect = scenario.map(str::to_string);
    }
}

fn choices() -> Vec<Choice> {
    let mut out = Vec::new();
    for n in 2..=6u8 {
        let (map, civs) = crate::rules::setup::basic_civs(n).expect("2-6 players");
        out.push(Choice {
            title: format!("Basic game, {n} players"),
            blurb: "The Rulebook's basic setup: printed Homelands and starting disks.".into(),
            period: "c. 1500 BC onward".into(),
            map: map.to_string(),
            civs: civs.iter().map(|c| c.to_string()).collect(),
            neutrals: Vec::new(),
            humans_allowed: true,
            setup: SetupChoice::Basic(n),
            last_epoch: 4,
        });
    }
    if let Ok(defs) = crate::scenarios::all() {
        for d in defs.iter().filter(|d| d.kind != ScenarioKind::Basic) {
            out.push(scenario_choice(d));
        }
    }
    out
}

fn scenario_choice(d: &ScenarioDef) -> Choice {
    let sandbox = d.kind == ScenarioKind::Sandbox;
    Choice {
        title: d.title.clone(),
        blurb: d.description.join(" "),
        period: d.period.clone(),
        map: d.map.clone(),
        civs: d
            .civs
            .iter()
            .map(|c| {
                if c.name.is_empty() {
                    c.display.clone()
                } else {
                    c.name.clone()
                }
            })
            .collect(),
        neutrals: d.neutrals.iter().map(|n| n.name.clone()).collect(),
        humans_allowed: !sandbox,
        setup: SetupChoice::Scenario(d.id.clone()),
        last_epoch: d.last_epoch,
    }
}

/// The game the New Game screen describes.
fn new_game(m: &MenuState) -> Result<NewGame, String> {
    let c = &m.choices[m.pick];
    let mut options = GameOptions {
        last_epoch: m.last_epoch,
        ..GameOptions::default()
    };
    options.npc.tie_break = m.tie_break;
    let humans: Vec<bool> = (0..c.civs.len())
        .map(|i| c.humans_allowed && m.human.get(i).copied().unwrap_or(false))
        .collect();
    let setup = match &c.setup {
        SetupChoice::Basic(n) => SetupSpec::Basic {
            players: *n,
            layout: Layout::Printed,
            npc: humans.iter().map(|h| !h).collect(),
        },
        SetupChoice::Scenario(id) => crate::scenarios::scenario_setup_with(
            id,
            ScenarioChoice {
                humans: c
                    .civs
                    .iter()
                    .zip(&humans)
                    .filter(|(_, h)| **h)
                    .map(|(n, _)| vec![n.clone()])
                    .collect(),
                ..Default::default()
            },
        )?,
    };
    Ok(NewGame {
        title: c.title.clone(),
        setup,
        options,
        seed: m.seed,
    })
}

/// Put a session on the table: the board is rebuilt for its map (through `Switching`).
pub fn install(
    commands: &mut Commands,
    session: Session,
    settings: &Settings,
    autosave: bool,
    next: &mut NextState<AppState>,
    screen: &mut Screen,
) {
    let mut table = Table::new(session, settings.speed);
    if autosave {
        let path = crate::saves::autosave_path();
        // An autosave that cannot be loaded is kept aside, never silently replaced (issue 23).
        let kept = crate::saves::keep_broken(&path);
        table.autosave = Some(path);
        table.saves_dir = Some(crate::saves::saves_dir());
        table.autosave_now();
        if let Some(said) = kept {
            eprintln!("acme: {said}");
            table.toast = Some(super::driver::Toast::public(said, true));
        }
    }
    commands.insert_resource(Shown {
        game: crate::rules::Game::without_advancing(
            table.session.cat.clone(),
            table.display.clone(),
        ),
        title: table.session.title.clone(),
    });
    commands.insert_resource(table);
    *screen = Screen::Table;
    next.set(AppState::Switching);
}

/// Load a save into a session, with the file's problem in a sentence. The decisions journalled
/// after it (an autosave's journal) are played on top: Continue after a crash resumes at the
/// decision in progress.
pub fn load_session(cat: Arc<Catalog>, path: &std::path::Path) -> Result<Session, String> {
    let (save, _) = crate::saves::read_with_journal(path).map_err(|e| e.to_string())?;
    Session::from_save(cat, &save).map_err(|e| format!("{}: {e}", path.display()))
}

#[allow(clippy::too_many_arguments)]
fn start_requested(
    mut commands: Commands,
    req: Option<Res<StartRequest>>,
    loaded: Res<Loaded>,
    settings: Res<SettingsRes>,
    opts: Res<crate::app::WindowOptions>,
    mut next: ResMut<NextState<AppState>>,
    mut screen: ResMut<Screen>,
    mut menu: ResMut<MenuState>,
) {
    let Some(req) = req else {
        return;
    };
    commands.remove_resource::<StartRequest>();
    let session = match &*req {
        StartRequest::New(n) => Session::start(loaded.catalog.clone(), n),
        StartRequest::Load(p) => load_session(loaded.catalog.clone(), p),
    };
    match session {
        Ok(s) => {
            let mut settings = settings.0.clone();
            if let Some(sp) = opts.play.as_ref().and_then(|p| p.speed) {
                settings.speed = sp;
            }
            let autosave = opts.play.as_ref().is_none_or(|p| p.autosave);
            install(
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
            *screen = Screen::Menu;
        }
    }
}

fn big(text: &str) -> egui::Button<'static> {
    egui::Button::new(egui::RichText::new(text.to_string()).size(20.0))
        .min_size(egui::vec2(260.0, 40.0))
}

#[allow(clippy::too_many_arguments)]
fn main_menu(
    mut contexts: EguiContexts,
    mut commands: Commands,
    mut settings: ResMut<SettingsRes>,
    mut menu: ResMut<MenuState>,
    mut exit: MessageWriter<AppExit>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if menu.choices.is_empty() {
        menu.choices = choices();
        menu.seed = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_secs() % 100_000)
            .unwrap_or(1);
        let first = menu
            .preselect
            .take()
            .and_then(|id| {
                menu.choices
                    .iter()
                    .position(|c| matches!(&c.setup, SetupChoice::Scenario(x) if *x == id))
            })
            .unwrap_or(0);
        select(&mut menu, first);
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
    let autosave = crate::saves::autosave_path();
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
                            egui::RichText::new("ACME")
                                .size(44.0)
                                .strong()
                                .color(egui::Color32::from_rgb(240, 200, 110)),
                        );
                        ui.label(
                            egui::RichText::new("Ancient Civilizations of the Middle East")
                                .size(18.0)
                                .italics(),
                        );
                        ui.add_space(18.0);
                        if ui.add(big("New game")).clicked() {
                            menu.page = Page::NewGame;
                        }
                        let can_continue = autosave.exists();
                        if ui
                            .add_enabled(can_continue, big("Continue"))
                            .on_disabled_hover_text("No autosave yet")
                            .clicked()
                        {
                            commands.insert_resource(StartRequest::Load(autosave.clone()));
                        }
                        if ui.add(big("Load")).clicked() {
                            menu.saves = crate::saves::list();
                            menu.page = Page::Load;
                        }
                        if ui.add(big("Settings")).clicked() {
                            menu.page = Page::Settings;
                        }
                        if ui.add(big("Quit")).clicked() {
                            exit.write(AppExit::Success);
                        }
                        if let Some(e) = &menu.error {
                            ui.add_space(10.0);
                            ui.label(
                                egui::RichText::new(e)
                                    .color(egui::Color32::from_rgb(255, 140, 120)),
                            );
                        }
                        if let Some(e) = &settings.1 {
                            ui.label(
                                egui::RichText::new(e)
                                    .small()
                                    .color(egui::Color32::from_rgb(255, 180, 120)),
                            );
                        }
                    });
                });
        }
        Page::NewGame => new_game_page(ctx, &mut commands, &mut menu),
        Page::Load => load_page(ctx, &mut commands, &mut menu),
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

fn select(menu: &mut MenuState, i: usize) {
    menu.pick = i;
    let c = &menu.choices[i];
    // Sensible default: the first two civilizations human (hot-seat), the rest NPCs.
    menu.human = (0..c.civs.len())
        .map(|k| c.humans_allowed && k < 2)
        .collect();
    menu.last_epoch = c.last_epoch;
}

fn new_game_page(ctx: &egui::Context, commands: &mut Commands, menu: &mut MenuState) {
    egui::Window::new("New game")
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .fixed_size(egui::vec2(900.0, 560.0))
        .show(ctx, |ui| {
            ui.horizontal_top(|ui| {
                ui.vertical(|ui| {
                    ui.set_width(330.0);
                    ui.horizontal(|ui| {
                        ui.label("Players:");
                        let mut f = menu.players_filter;
                        ui.selectable_value(&mut f, None, "any");
                        for n in 2..=6 {
                            ui.selectable_value(&mut f, Some(n), n.to_string());
                        }
                        menu.players_filter = f;
                    });
                    egui::ScrollArea::vertical().id_salt("scenarios").max_height(500.0).show(ui, |ui| {
                        for i in 0..menu.choices.len() {
                            let c = &menu.choices[i];
                            if menu.players_filter.is_some_and(|n| c.civs.len() != n) {
                                continue;
                            }
                            let label = if c.civs.is_empty() {
                                format!("{}  (civilizations chosen at setup)", c.title)
                            } else {
                                format!("{}  ({} civs)", c.title, c.civs.len())
                            };
                            if ui.selectable_label(menu.pick == i, label).clicked() {
                                select(menu, i);
                            }
                        }
                    });
                });
                ui.separator();
                ui.vertical(|ui| {
                    let c = menu.choices[menu.pick].clone();
                    ui.label(egui::RichText::new(&c.title).size(22.0).strong());
                    ui.label(egui::RichText::new(format!("{} · {} map", c.period, c.map)).italics());
                    egui::ScrollArea::vertical().id_salt("blurb").max_height(90.0).show(ui, |ui| {
                        ui.label(&c.blurb);
                    });
                    ui.separator();
                    if c.humans_allowed {
                        egui::Grid::new("civs").striped(true).show(ui, |ui| {
                            for (i, name) in c.civs.iter().enumerate() {
                                ui.label(egui::RichText::new(name).strong());
                                let h = &mut menu.human[i];
                                ui.selectable_value(h, true, "Human");
                                ui.selectable_value(h, false, "NPC");
                                ui.end_row();
                            }
                            for name in &c.neutrals {
                                ui.label(egui::RichText::new(name).strong());
                                ui.label(egui::RichText::new("neutral").italics())
                                    .on_hover_text("A neutral faction: the scenario's own rules move it; nobody plays it.");
                                ui.label("");
                                ui.end_row();
                            }
                        });
                        let n = menu.human.iter().filter(|h| **h).count();
                        ui.label(match n {
                            0 => "Every civilization is an NPC: you watch the game.".to_string(),
                            1 => "Solitaire: you against the NPCs.".to_string(),
                            n => format!("Hot-seat: {n} players share this screen."),
                        });
                    } else {
                        ui.label("The civilizations of this setup are drawn at the start: NPCs play it; you watch.");
                    }
                    ui.separator();
                    egui::Grid::new("options").show(ui, |ui| {
                        ui.label("Last Epoch");
                        ui.add(egui::Slider::new(&mut menu.last_epoch, 1..=6));
                        ui.end_row();
                        ui.label("Seed");
                        ui.add(egui::DragValue::new(&mut menu.seed));
                        ui.end_row();
                        ui.label("NPC tie-break");
                        ui.horizontal(|ui| {
                            ui.selectable_value(&mut menu.tie_break, TieBreak::UseHead, "use your head (A)")
                                .on_hover_text("Playbook N1.2.2, method A: a tie between equally ranked options goes to what helps the NPC most or hurts its target most (the Playbook recommends it, N1.2.5).");
                            ui.selectable_value(&mut menu.tie_break, TieBreak::UseCards, "use the cards (B)")
                                .on_hover_text("Playbook N1.2.3, method B: one card revealed per tied option; the highest card number wins.");
                            ui.selectable_value(&mut menu.tie_break, TieBreak::EvenOdd, "one card (B1)")
                                .on_hover_text("Playbook N1.2.4, method B1: one card revealed; even number the first option, odd the second (number modulo the options for more).");
                        });
                        ui.end_row();
                    });
                    ui.add_space(10.0);
                    ui.horizontal(|ui| {
                        if ui.add(big("Start")).clicked() {
                            match new_game(menu) {
                                Ok(n) => {
                                    menu.error = None;
                                    commands.insert_resource(StartRequest::New(n));
                                }
                                Err(e) => menu.error = Some(e),
                            }
                        }
                        if ui.button("Back").clicked() {
                            menu.page = Page::Main;
                        }
                    });
                    if let Some(e) = &menu.error {
                        ui.label(egui::RichText::new(e).color(egui::Color32::from_rgb(255, 140, 120)));
                    }
                });
            });
        });
}

fn load_page(ctx: &egui::Context, commands: &mut Commands, menu: &mut MenuState) {
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
                    for (p, title) in menu.saves.clone() {
                        if ui
                            .button(&title)
                            .on_hover_text(p.display().to_string())
                            .clicked()
                        {
                            commands.insert_resource(StartRequest::Load(p));
                        }
                    }
                });
            if let Some(e) = &menu.error {
                ui.label(egui::RichText::new(e).color(egui::Color32::from_rgb(255, 140, 120)));
            }
            if ui.button("Back").clicked() {
                menu.page = Page::Main;
            }
        });
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
                .color(egui::Color32::from_gray(160)),
            );
        });
    if settings.0 != before {
        let path = crate::settings::config_path();
        settings.1 = crate::settings::store(&path, &settings.0)
            .err()
            .map(|e| format!("{}: cannot save settings: {e}", path.display()));
    }
}

fn settings_window(
    mut contexts: EguiContexts,
    mut settings: ResMut<SettingsRes>,
    mut ui_state: ResMut<TableUi>,
    mut table: ResMut<Table>,
) -> Result {
    if !ui_state.show_settings {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    let before = settings.0.speed;
    settings_ui(ctx, &mut settings, &mut open);
    if settings.0.speed != before {
        table.speed = settings.0.speed;
    }
    ui_state.show_settings = open;
    Ok(())
}

#[allow(clippy::too_many_arguments)]
fn in_game_menu(
    mut contexts: EguiContexts,
    mut commands: Commands,
    mut ui_state: ResMut<TableUi>,
    mut table: ResMut<Table>,
    mut screen: ResMut<Screen>,
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
                }
                ui.horizontal(|ui| {
                    ui.text_edit_singleline(&mut ui_state.save_name);
                    if ui.button("Save as").clicked() {
                        let name = if ui_state.save_name.trim().is_empty() {
                            table.session.title.clone()
                        } else {
                            ui_state.save_name.trim().to_string()
                        };
                        table.save_as(&name);
                    }
                });
                if ui.add(big("Settings")).clicked() {
                    ui_state.show_settings = true;
                }
                if ui.add(big("Main menu")).clicked() {
                    table.autosave_now();
                    ui_state.show_menu = false;
                    menu.page = Page::Main;
                    *screen = Screen::Menu;
                    commands.remove_resource::<Table>();
                }
                if ui.add(big("Quit")).clicked() {
                    table.autosave_now();
                    exit.write(AppExit::Success);
                }
            });
        });
    Ok(())
}
