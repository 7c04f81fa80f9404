//! "Learn to play" on screen: the chapter list (main menu → Learn to play,
//! resuming at the last chapter reached, kept in the settings file), the step card over the table
//! (the rule in a few sentences, its rulebook section, what to look at, Next, the gentle
//! explanation of a refused click, and at the end the offer of a real game), and the highlights:
//! a tutorial-coloured outline on the step's areas (the board's own outline meshes, another
//! colour) and a frame around the panels it names.

use std::sync::Arc;

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::face::AcmeFace;
use super::tutorial::{TutorialCmd, tutorial_table};
use crate::app::AppState;
use crate::app::Screen;
use crate::app::board::mesh;
use crate::app::games::Session;
use crate::app::loading::Loaded;
use crate::app::style::to_egui as c32;
use crate::app::style::{self, size, z};
use crate::app::table::keep_clear::{board_room, step_card_rect};
use crate::app::table::layout::{PROMPT_H, civs_w, hand_below, hand_rect, log_w};
use crate::app::table::menu_state::{MenuState, SettingsRes, StartRequest};
use crate::app::table::state::{TableSession, TableTutorial};
use crate::app::table::ui_state::TableUi;
use crate::board::tess;
use crate::games::acme::catalog::AreaId;
use crate::games::acme::record::SetupSpec;
use crate::games::acme::session::NewGame;
use crate::games::acme::session::tutorial::{Look, Panel, Script, Step, Then, Tutorial, Waiting};

/// Start the tutorial at this chapter (0-based) as soon as the table is ready.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct TutorialRequest(pub usize);

/// The shipped script, read once (or why it could not be).
#[derive(Resource, Default)]
pub struct TutorialScript(Option<Result<Arc<Script>, String>>);

/// An outline of the current step's area on the board.
#[derive(Component, Debug, Clone, Copy)]
pub struct TutorialOutline(pub AreaId);

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<TutorialScript>()
        .add_systems(
            Update,
            (start_requested, outline_areas).run_if(in_state(AppState::InGame)),
        )
        .add_systems(
            EguiPrimaryContextPass,
            step_card
                .run_if(in_state(AppState::InGame).and_then(in_state(Screen::Table)))
                .run_if(resource_exists::<TableSession<AcmeFace>>)
                .after(crate::app::table::order::OverlaySet),
        );
}

impl TutorialScript {
    /// The script, parsed and checked on first use.
    pub fn get(&mut self, loaded: &Loaded<AcmeFace>) -> Result<Arc<Script>, String> {
        self.0
            .get_or_insert_with(|| {
                Script::builtin(&loaded.catalog).map(Arc::new).map_err(|e| {
                    e.iter()
                        .map(|e| e.to_string())
                        .collect::<Vec<_>>()
                        .join("\n")
                })
            })
            .clone()
    }
}

/// What the chapter list asks for.
pub enum ChapterPick {
    Nothing,
    Back,
    Start(usize),
}

/// The chapter list (a page of the main menu).
pub fn chapter_page(
    ctx: &egui::Context,
    script: &mut TutorialScript,
    loaded: &Loaded<AcmeFace>,
    settings: &SettingsRes,
) -> ChapterPick {
    let mut pick = ChapterPick::Nothing;
    egui::Window::new("Learn to play")
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .min_width(520.0)
        .show(ctx, |ui| {
            let script = match script.get(loaded) {
                Ok(s) => s,
                Err(e) => {
                    ui.label(
                        egui::RichText::new(format!("The tutorial cannot start: {e}"))
                            .color(egui::Color32::from_rgb(255, 140, 120)),
                    );
                    if ui.button("Back").clicked() {
                        pick = ChapterPick::Back;
                    }
                    return;
                }
            };
            ui.label(egui::RichText::new(&script.title).size(18.0).strong());
            ui.label(format!(
                "Play the Playbook's example turn as {}, step by step: each step shows what to \
                 look at and says the rule; the other side plays its moves from the example.",
                script.learner
            ));
            ui.add_space(8.0);
            let resume = settings.0.tutorial_chapter.min(script.chapters.len() - 1);
            for (i, ch) in script.chapters.iter().enumerate() {
                ui.horizontal(|ui| {
                    let label = format!("{}. {}", i + 1, ch.name);
                    let b = egui::Button::new(egui::RichText::new(label).size(16.0))
                        .min_size(egui::vec2(380.0, 30.0));
                    if ui.add(b).clicked() {
                        pick = ChapterPick::Start(i);
                    }
                    if i == resume && i > 0 {
                        ui.label(
                            egui::RichText::new("← you stopped here").color(c32(style::TUTORIAL)),
                        );
                    }
                });
            }
            ui.add_space(8.0);
            ui.horizontal(|ui| {
                if resume > 0
                    && ui
                        .button(format!("Resume at chapter {}", resume + 1))
                        .clicked()
                {
                    pick = ChapterPick::Start(resume);
                }
                if ui.button("Back").clicked() {
                    pick = ChapterPick::Back;
                }
            });
        });
    pick
}

/// Put the tutorial on the table (the board is rebuilt for its map through `Switching`).
#[allow(clippy::too_many_arguments)] // a Bevy system: one parameter per resource it uses
fn start_requested(
    mut commands: Commands,
    req: Option<Res<TutorialRequest>>,
    loaded: Res<Loaded<AcmeFace>>,
    mut script: ResMut<TutorialScript>,
    settings: Res<SettingsRes>,
    mut next: ResMut<NextState<AppState>>,
    mut screen: ResMut<NextState<Screen>>,
    mut menu: ResMut<MenuState>,
) {
    let Some(req) = req else {
        return;
    };
    commands.remove_resource::<TutorialRequest>();
    let table = script
        .get(&loaded)
        .and_then(|s| tutorial_table(loaded.catalog.clone(), s, req.0, settings.0.speed));
    match table {
        Ok(table) => {
            crate::app::table::driver::put_on_table(&mut commands, table, &mut next, &mut screen)
        }
        Err(e) => {
            eprintln!("acme: {e}");
            menu.fail(e);
            screen.set(Screen::Menu);
        }
    }
}

/// The areas the current step looks at.
fn step_areas(tutorial: Option<&Tutorial>) -> Vec<AreaId> {
    let Some(step) = tutorial.and_then(|t| t.current()) else {
        return Vec::new();
    };
    step.look
        .iter()
        .filter_map(|l| match l {
            Look::Area(a) => Some(*a),
            _ => None,
        })
        .collect()
}

/// Outline the step's areas in the tutorial colour (rebuilt when the step changes, and after the
/// board is rebuilt).
fn outline_areas(
    mut commands: Commands,
    tutorial: Option<Res<TableTutorial<AcmeFace>>>,
    loaded: Res<Loaded<AcmeFace>>,
    shown: Query<(Entity, &TutorialOutline)>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let want = step_areas(tutorial.as_ref().and_then(|t| t.0.as_ref()));
    let have: Vec<AreaId> = shown.iter().map(|(_, o)| o.0).collect();
    if want == have {
        return;
    }
    for (e, _) in &shown {
        commands.entity(e).despawn();
    }
    let mat = materials.add(ColorMaterial::from_color(style::TUTORIAL));
    for a in want {
        let Some(shape) = loaded.board.areas.get(a.0 as usize) else {
            continue;
        };
        commands.spawn((
            TutorialOutline(a),
            Mesh2d(meshes.add(mesh(&tess::stroke(
                &shape.outline,
                true,
                size::SELECTED * 1.6,
            )))),
            MeshMaterial2d(mat.clone()),
            Transform::from_xyz(0.0, 0.0, z::HOVER + 0.3),
            Pickable::IGNORE,
            DespawnOnExit(AppState::InGame),
        ));
    }
}

/// Whether the card is in the hand the table shows.
fn in_hand(session: &Session, c: crate::games::acme::catalog::CardId) -> bool {
    session
        .visible_hand()
        .is_some_and(|s| session.game.state.civ(s).hand.contains(&c))
}

/// Where a panel is on screen (the layout of `panels::table_insets`).
fn panel_rect(p: Panel, screen: egui::Rect, ui_state: &TableUi<AcmeFace>) -> egui::Rect {
    let w = screen.width();
    let bottom = screen.max.y - hand_below(ui_state);
    let r = |x0: f32, y0: f32, x1: f32, y1: f32| {
        egui::Rect::from_min_max(egui::pos2(x0, y0), egui::pos2(x1, y1))
    };
    match p {
        Panel::Prompt => r(screen.min.x, screen.min.y, screen.max.x, PROMPT_H),
        Panel::Hand => hand_rect(screen, ui_state),
        Panel::Civilizations => r(screen.max.x - civs_w(w), PROMPT_H, screen.max.x, bottom),
        Panel::Log => r(screen.min.x, PROMPT_H, log_w(w), bottom),
    }
}

#[allow(clippy::too_many_arguments)] // a Bevy system: one parameter per resource it uses
pub fn step_card(
    mut contexts: EguiContexts,
    mut commands: Commands,
    session: Res<TableSession<AcmeFace>>,
    tutorial: Res<TableTutorial<AcmeFace>>,
    mut ui_state: ResMut<TableUi<AcmeFace>>,
    mut settings: ResMut<SettingsRes>,
    mut screen: ResMut<NextState<Screen>>,
    mut menu: ResMut<MenuState>,
    mut cmds: MessageWriter<TutorialCmd>,
    insets: Res<crate::app::camera::Insets>,
) -> Result {
    let Some(tut) = tutorial.0.clone() else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    remember_chapter(&mut settings, tut.chapter);
    let step = tut.current().cloned();
    let looks = step.as_ref().map(|s| s.look.clone()).unwrap_or_default();
    // A step about the log opens it.
    if looks.contains(&Look::Panel(Panel::Log)) && !ui_state.show_log {
        ui_state.show_log = true;
    }
    mark_looks(ctx, &looks, &session, &ui_state);
    let place = step_card_rect(board_room(ctx.content_rect(), &insets));
    let clicked = card_window(ctx, &session, &tut, step.as_ref(), place, &mut cmds);
    if clicked.real_game {
        start_real_game(&mut commands);
    }
    if clicked.leave {
        menu.back_to_main();
        screen.set(Screen::Menu);
        crate::app::table::driver::leave_table::<super::face::AcmeFace>(&mut commands);
    }
    Ok(())
}

/// The chapter reached is kept, so that the chapter list can resume there.
fn remember_chapter(settings: &mut SettingsRes, chapter: usize) {
    if settings.0.tutorial_chapter != chapter {
        settings.0.tutorial_chapter = chapter;
        let path = crate::settings::config_path();
        settings.1 = crate::settings::store(&path, &settings.0)
            .err()
            .map(|e| format!("{}: cannot save settings: {e}", path.display()));
    }
}

/// A frame in the tutorial colour around each panel the step looks at, and around each card of
/// the learner's hand it names (where the hand row drew it).
fn mark_looks(
    ctx: &egui::Context,
    looks: &[Look],
    session: &Session,
    ui_state: &TableUi<AcmeFace>,
) {
    let screen_rect = ctx.content_rect();
    let tint = c32(style::TUTORIAL);
    egui::Area::new(egui::Id::new("tutorial_marks"))
        .fixed_pos(screen_rect.min)
        .order(egui::Order::Foreground)
        .interactable(false)
        .fade_in(false)
        .show(ctx, |ui| {
            for l in looks {
                match l {
                    Look::Panel(p) => {
                        ui.painter().rect_stroke(
                            panel_rect(*p, screen_rect, ui_state).shrink(3.0),
                            6.0,
                            egui::Stroke::new(4.0, tint),
                            egui::StrokeKind::Inside,
                        );
                    }
                    // A card of the learner's hand, where the hand row drew it.
                    Look::Card(c) if ui_state.hand_shown && in_hand(session, *c) => {
                        if let Some(r) =
                            crate::app::widgets::card_face::hand_card_rect::<AcmeFace>(ui.ctx(), *c)
                        {
                            ui.painter().rect_stroke(
                                r.expand(5.0),
                                8.0,
                                egui::Stroke::new(4.0, tint),
                                egui::StrokeKind::Outside,
                            );
                        }
                    }
                    _ => {}
                }
            }
        });
}

/// What the step card's buttons asked for this frame.
#[derive(Default)]
struct CardClicks {
    /// Back to the menu.
    leave: bool,
    /// The end's offer: a real 2-player game against an NPC.
    real_game: bool,
}

/// The step card in its place (`keep_clear::step_card_rect`: bottom right of the board, above
/// the hand): the heading, then the step (or the end of the tutorial and its offer).
fn card_window(
    ctx: &egui::Context,
    t: &Session,
    tut: &Tutorial,
    step: Option<&Step>,
    place: egui::Rect,
    cmds: &mut MessageWriter<TutorialCmd>,
) -> CardClicks {
    let tint = c32(style::TUTORIAL);
    let mut clicked = CardClicks::default();
    egui::Window::new("tutorial_step")
        .id(crate::app::table::ids::step_card())
        .title_bar(false)
        .resizable(false)
        .collapsible(false)
        .pivot(egui::Align2::RIGHT_BOTTOM)
        .fixed_pos(place.right_bottom())
        .frame(
            egui::Frame::window(&ctx.global_style())
                .fill(egui::Color32::from_rgb(28, 34, 40))
                .stroke(egui::Stroke::new(2.0, tint))
                .inner_margin(egui::Margin::same(14)),
        )
        .show(ctx, |ui| {
            // The frame's margins and stroke take 28 points of the place's width.
            ui.set_width(place.width() - 28.0);
            card_heading(ui, tut, step.is_some());
            let Some(step) = step else {
                clicked = the_end(ui);
                return;
            };
            // A long step scrolls within the place.
            egui::ScrollArea::vertical()
                .max_height((place.height() - 100.0).max(80.0))
                .show(ui, |ui| step_text(ui, t, tut, step));
            ui.add_space(6.0);
            ui.horizontal(|ui| {
                step_answer(ui, t, tut, step, cmds);
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    if ui
                        .small_button("Leave")
                        .on_hover_text("Back to the menu; Learn to play resumes at this chapter")
                        .clicked()
                    {
                        clicked.leave = true;
                    }
                });
            });
        });
    clicked
}

/// The chapter (n of m), the step (n of m) and the chapter's name.
fn card_heading(ui: &mut egui::Ui, tut: &Tutorial, on_a_step: bool) {
    let script = &tut.script;
    let (n, of) = tut.step_of();
    ui.horizontal(|ui| {
        ui.label(
            egui::RichText::new(format!(
                "Learn to play · chapter {} of {}",
                tut.chapter + 1,
                script.chapters.len()
            ))
            .small()
            .color(egui::Color32::from_gray(170)),
        );
        if on_a_step {
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                ui.label(
                    egui::RichText::new(format!("step {n} of {of}"))
                        .small()
                        .color(egui::Color32::from_gray(170)),
                );
            });
        }
    });
    ui.label(
        egui::RichText::new(&script.chapters[tut.chapter].name)
            .size(18.0)
            .strong()
            .color(c32(style::TUTORIAL)),
    );
    ui.add_space(4.0);
}

/// After the last step: what was learnt, and the offer of a real game or the menu.
fn the_end(ui: &mut egui::Ui) -> CardClicks {
    let mut clicked = CardClicks::default();
    ui.label(
        egui::RichText::new(
            "That was the Playbook's example turn: you have played every phase of \
             a turn. Try it for real now.",
        )
        .size(15.0),
    );
    ui.add_space(8.0);
    if ui
        .add(crate::app::table::new_game_page::big(
            "Play a real 2-player game against an NPC",
        ))
        .clicked()
    {
        clicked.real_game = true;
    }
    if ui
        .add(crate::app::table::new_game_page::big("Back to the menu"))
        .clicked()
    {
        clicked.leave = true;
    }
    clicked
}

/// The step's rule, its section, what to look at, and the gentle explanation of a refused click.
fn step_text(ui: &mut egui::Ui, t: &Session, tut: &Tutorial, step: &Step) {
    let cat = &t.cat;
    let tint = c32(style::TUTORIAL);
    ui.label(egui::RichText::new(&step.text).size(15.0));
    ui.add_space(2.0);
    ui.label(
        egui::RichText::new(&step.section)
            .small()
            .italics()
            .color(egui::Color32::from_rgb(230, 200, 120)),
    );
    let named: Vec<String> = step
        .look
        .iter()
        .map(|l| match l {
            Look::Area(a) => cat.board.name(*a).to_string(),
            Look::Card(c) => format!("the card {}", cat.card_name(*c)),
            Look::Panel(p) => p.name().to_string(),
        })
        .collect();
    if !named.is_empty() {
        ui.label(
            egui::RichText::new(format!("Look at: {}", named.join(", ")))
                .small()
                .color(tint),
        );
    }
    if let Some(h) = &tut.hint {
        ui.add_space(4.0);
        egui::Frame::new()
            .fill(egui::Color32::from_rgb(60, 48, 28))
            .corner_radius(4.0)
            .inner_margin(egui::Margin::same(6))
            .show(ui, |ui| {
                ui.label(egui::RichText::new(h).color(egui::Color32::from_rgb(250, 215, 150)));
            });
    }
}

/// What the step waits for: Next, the other side playing, or the learner's move in words.
fn step_answer(
    ui: &mut egui::Ui,
    t: &Session,
    tut: &Tutorial,
    step: &Step,
    cmds: &mut MessageWriter<TutorialCmd>,
) {
    let cat = &t.cat;
    let st = &t.game.state;
    let other = tut
        .script
        .learner_slot(&t.game)
        .and_then(|me| st.slots().find(|&s| s != me))
        .map(|s| t.civ_name(s))
        .unwrap_or_else(|| "the other side".into());
    match tut.waiting() {
        Waiting::Next => {
            if ui.button(egui::RichText::new("Next").size(16.0)).clicked() {
                cmds.write(TutorialCmd::Next);
            }
        }
        Waiting::OtherReady => {
            let label = format!("Next: watch {other} play");
            if ui.button(egui::RichText::new(label).size(16.0)).clicked() {
                cmds.write(TutorialCmd::Next);
            }
        }
        Waiting::Other(_) => {
            ui.label(format!("{other} plays…"));
        }
        Waiting::Learner(a) => {
            let d = t.pending();
            let what = d.map_or_else(
                || crate::games::acme::explain::describe(cat, st, &a),
                |d| crate::games::acme::explain::describe_answer(cat, st, d, &a),
            );
            let left = match &step.then {
                Then::Learner(l) => l.len() - tut.done,
                _ => 1,
            };
            let more = if left > 1 {
                format!(" ({left} answers to give)")
            } else {
                String::new()
            };
            ui.label(
                egui::RichText::new(format!("Your move: {what}{more}"))
                    .strong()
                    .color(c32(style::TUTORIAL)),
            );
        }
        Waiting::End => {}
    }
}

/// The end's offer taken: a basic 2-player game, the learner's side against an NPC.
fn start_real_game(commands: &mut Commands) {
    let seed = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs() % 100_000)
        .unwrap_or(1);
    commands.insert_resource(StartRequest::New(
        NewGame {
            title: "Basic 2-player game against an NPC".into(),
            setup: SetupSpec::Basic {
                players: 2,
                layout: crate::games::acme::setup::Layout::Printed,
                npc: vec![false, true],
            },
            options: Default::default(),
            seed,
        },
        Vec::new(),
    ));
}
