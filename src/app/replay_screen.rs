//! The replay viewer: main menu → Replays, or `acme view FILE`. The board, the
//! players' panel, the log and the score chart show a record at one point of its model
//! ([`ReplayModel`]); nothing is answered (no prompt, no hand to click).
//! Controls: step back / forward (Left / Right), play / pause (Space) at a speed, a timeline
//! slider, jump to a turn or a phase, the score chart (click a turn), "view as", Copy position.
//!
//! [`driver_plugin`] runs without a window (the commands, playing, the board's picture; tests);
//! [`ui_plugin`] draws. Both are written once for every game (`K: Replays`: ACME's and ACIS's
//! rulesets over ACME's system's model, Cradle over its own), and drawn with that game's face
//! ([`FaceOfReplay`]): its board, panels and colours. The window of one game opens only its own
//! records; `acme view FILE` reads the file's game first and opens that game's window.

use std::path::PathBuf;

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use egui_plot::{Corner, Legend, Line, Plot, Points};

use super::AppState;
use super::Screen;
use super::game_face::GameFace;
use super::games::system::{FaceOf, System};
use super::loading::{Loaded, Shown};
pub use super::replay_state::{
    FaceOfReplay, HandShown, ReplayModel, ReplayOn, ReplayScreen, Replays, SeatOf, SeatRow, Stop,
    ViewAs,
};

/// A seat and a card of `R`'s game (a game on ACME's system), as its face names them.
type Seat<R> = <FaceOf<R> as GameFace>::Seat;
type Card<R> = <FaceOf<R> as GameFace>::Card;
/// A seat of the game `K`, as the viewer's commands name it.
type SeatOfK<K> = SeatOf<<K as Replays>::Model>;

/// Open this file (a record or a save) in the viewer as soon as the window is ready, at the
/// start or after `at` actions.
#[derive(Resource, Debug, Clone)]
pub struct ViewRequest {
    pub path: PathBuf,
    pub at: Option<usize>,
}

/// Playing speeds: actions per second.
pub const SPEEDS: [(f32, &str); 5] = [
    (0.5, "½ action/s"),
    (1.0, "1 action/s"),
    (3.0, "3 actions/s"),
    (10.0, "10 actions/s"),
    (40.0, "40 actions/s"),
];

impl<R: System> ReplayScreen<R> {
    /// Every hand as the chosen view may see it (through `rules::view`, nothing else).
    pub fn hands(&self) -> Vec<(Seat<R>, HandShown<Card<R>>)> {
        let viewer = self.view.viewer(self.view_as);
        let st = self.view.state();
        self.view
            .civs()
            .into_iter()
            .map(|s| {
                let hand = &st.civ(s).hand;
                let shown = if viewer.sees(st, s) {
                    HandShown::Cards(hand.clone())
                } else {
                    HandShown::Hidden(hand.len())
                };
                (s, shown)
            })
            .collect()
    }
}

impl<K: Replays> ReplayScreen<K> {
    /// The log lines as the chosen view may read them, oldest first.
    pub fn log_lines(&self) -> Vec<String> {
        self.view.log_lines(self.view_as)
    }

    /// Carry out one command.
    pub fn apply(&mut self, cmd: &ReplayCmd<SeatOfK<K>>) {
        let before = self.view.point();
        match cmd {
            ReplayCmd::StepBack => {
                self.playing = false;
                self.view.step_back();
            }
            ReplayCmd::StepForward => {
                self.playing = false;
                self.view.step_forward();
            }
            ReplayCmd::TogglePlay => {
                self.playing = !self.playing && self.view.point() < self.view.len();
                self.wait = 0.0;
            }
            ReplayCmd::Seek(k) => self.view.seek(*k),
            ReplayCmd::Turn(n) => {
                self.view.jump_to_turn(*n);
            }
            ReplayCmd::ViewAs(v) => {
                if self.view.view_choices().contains(v) {
                    self.view_as = *v;
                    self.dirty = true;
                }
            }
            ReplayCmd::Speed(i) => self.speed = (*i).min(SPEEDS.len() - 1),
            ReplayCmd::CopyPosition => self.copy_position(),
        }
        if self.view.point() != before {
            self.dirty = true;
        }
    }

    /// "Copy position": the moment shown, whole (a bug report needs every card), as a position
    /// file named after the game and the point; the toast names the file.
    pub fn copy_position(&mut self) {
        let Some(dir) = self.positions_dir.clone() else {
            return;
        };
        self.toast = Some(match self.view.copy_position(&dir) {
            Ok(p) => (format!("Position copied to {}", p.display()), false),
            Err(e) => (e, true),
        });
    }

    /// Seconds between two actions while playing.
    pub fn beat(&self) -> f32 {
        1.0 / SPEEDS[self.speed].0
    }
}

/// What the viewer's controls ask, a seat named as the game's (ACME's `Slot`, Cradle's seat number).
#[derive(Message, Debug, Clone, PartialEq)]
pub enum ReplayCmd<S: Send + Sync + 'static> {
    StepBack,
    StepForward,
    TogglePlay,
    /// Go to the point after this many actions.
    Seek(usize),
    /// The start of the n-th turn of the game (1-based).
    Turn(usize),
    ViewAs(ViewAs<S>),
    Speed(usize),
    CopyPosition,
}

/// The viewer without drawing: commands, keys, playing and the board's picture (tests run it),
/// for the records of the game `K`.
pub fn driver_plugin<K: Replays>(app: &mut App) {
    app.add_message::<ReplayCmd<SeatOfK<K>>>().add_systems(
        Update,
        (keys::<K>, commands::<K>, play::<K>, publish::<K>)
            .chain()
            .run_if(resource_exists::<ReplayScreen<K>>.and_then(in_state(Screen::Replay))),
    );
}

/// The window's part: opening files, the screen itself.
pub fn ui_plugin<K: Replays>(app: &mut App) {
    app.add_systems(
        Update,
        open_requested::<K>.run_if(in_state(AppState::InGame)),
    )
    .add_systems(
        Update,
        set_insets.run_if(resource_exists::<ReplayScreen<K>>.and_then(in_state(Screen::Replay))),
    )
    .add_systems(
        EguiPrimaryContextPass,
        draw::<K>.run_if(
            in_state(AppState::InGame)
                .and_then(resource_exists::<ReplayScreen<K>>)
                .and_then(in_state(Screen::Replay)),
        ),
    );
}

/// Left / Right step, Space plays or pauses (the viewer has no text field to type into).
fn keys<K: Replays>(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    mut out: MessageWriter<ReplayCmd<SeatOfK<K>>>,
) {
    let Some(keys) = keys else {
        return;
    };
    if keys.just_pressed(KeyCode::ArrowLeft) {
        out.write(ReplayCmd::StepBack);
    }
    if keys.just_pressed(KeyCode::ArrowRight) {
        out.write(ReplayCmd::StepForward);
    }
    if keys.just_pressed(KeyCode::Space) {
        out.write(ReplayCmd::TogglePlay);
    }
}

fn commands<K: Replays>(
    mut screen: ResMut<ReplayScreen<K>>,
    mut cmds: MessageReader<ReplayCmd<SeatOfK<K>>>,
) {
    for c in cmds.read() {
        screen.apply(c);
    }
}

fn play<K: Replays>(
    time: Res<Time>,
    mut screen: ResMut<ReplayScreen<K>>,
    mut on: Option<ResMut<ReplayOn>>,
) {
    // What the camera and the redraw read: whether the viewer is playing.
    if let Some(on) = on.as_mut()
        && on.playing != screen.playing
    {
        on.playing = screen.playing;
    }
    if !screen.playing {
        return;
    }
    screen.wait -= time.delta_secs();
    if screen.wait > 0.0 {
        return;
    }
    screen.wait = screen.beat();
    if screen.view.step_forward() {
        screen.dirty = true;
    }
    if screen.view.point() >= screen.view.len() {
        screen.playing = false;
    }
}

/// The board shows the point, as the chosen view may see it.
fn publish<K: Replays>(
    mut screen: ResMut<ReplayScreen<K>>,
    shown: Option<ResMut<Shown<FaceOfReplay<K>>>>,
) {
    if !screen.dirty {
        return;
    }
    screen.dirty = false;
    if let Some(mut shown) = shown {
        shown.game = Some(picture(&screen));
        shown.title = screen.view.title().to_string();
    }
}

/// What the board shows of the point: the game there, with the state as the view may see it.
pub fn picture<K: Replays>(screen: &ReplayScreen<K>) -> <FaceOfReplay<K> as GameFace>::Game {
    screen.view.picture(screen.view_as)
}

/// Put a record on the viewer: the board is rebuilt for its map (through `Switching`).
pub fn install<K: Replays>(
    commands: &mut Commands,
    view: K::Model,
    next: &mut NextState<AppState>,
    screen: &mut NextState<Screen>,
) {
    let rs = ReplayScreen::<K>::new(view);
    commands.insert_resource(Shown::<FaceOfReplay<K>> {
        game: Some(picture(&rs)),
        title: rs.view.title().to_string(),
    });
    commands.insert_resource(rs);
    commands.insert_resource(ReplayOn::default());
    commands.queue(|world: &mut World| {
        super::table::state::Table::<FaceOfReplay<K>>::take(world);
    });
    screen.set(Screen::Replay);
    next.set(AppState::Switching);
}

/// The board is fitted between the log (left), the players (right) and the controls.
fn set_insets(mut insets: ResMut<super::camera::Insets>) {
    let want = super::camera::Insets {
        top: 8.0,
        left: LOG_W + 20.0,
        right: CIVS_W + 20.0,
        bottom: 150.0,
    };
    if *insets != want {
        *insets = want;
    }
}

const LOG_W: f32 = 340.0;
const CIVS_W: f32 = 300.0;

/// Open a record or a save for viewing; a problem is shown on the main menu, naming the file. A
/// record of another game than the window's is refused, saying how to open it.
fn open_requested<K: Replays>(
    mut commands: Commands,
    req: Option<Res<ViewRequest>>,
    loaded: Res<Loaded<FaceOfReplay<K>>>,
    mut next: ResMut<NextState<AppState>>,
    mut screen: ResMut<NextState<Screen>>,
    mut menu: ResMut<super::table::menu_state::MenuState>,
) {
    let Some(req) = req else {
        return;
    };
    commands.remove_resource::<ViewRequest>();
    let view = K::Model::open(loaded.catalog.clone(), &req.path).map(|mut v| {
        v.seek(req.at.unwrap_or(0));
        v
    });
    match view {
        Ok(v) => install::<K>(&mut commands, v, &mut next, &mut screen),
        Err(e) => {
            eprintln!("acme: {e}");
            menu.fail(e);
            screen.set(Screen::Menu);
        }
    }
}

const GOLD: egui::Color32 = egui::Color32::from_rgb(240, 200, 110);
const PANEL: egui::Color32 = egui::Color32::from_rgb(32, 30, 27);

fn panel_frame() -> egui::Frame {
    egui::Frame::new()
        .fill(PANEL)
        .inner_margin(egui::Margin::same(8))
        .corner_radius(4.0)
        .stroke(egui::Stroke::new(1.0, egui::Color32::from_gray(70)))
}

#[allow(clippy::too_many_arguments)]
fn draw<K: Replays>(
    mut contexts: EguiContexts,
    mut commands: Commands,
    screen: Res<ReplayScreen<K>>,
    mut out: MessageWriter<ReplayCmd<SeatOfK<K>>>,
    mut app_screen: ResMut<NextState<Screen>>,
    mut menu: ResMut<super::table::menu_state::MenuState>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let rect = ctx.content_rect();
    let mut cmds: Vec<ReplayCmd<SeatOfK<K>>> = Vec::new();
    let leave = controls_panel(ctx, rect, &screen, &mut cmds);
    if leave {
        commands.remove_resource::<ReplayScreen<K>>();
        commands.remove_resource::<ReplayOn>();
        menu.back_to_main();
        app_screen.set(Screen::Menu);
    }
    civs_panel(ctx, &screen, &mut cmds);
    log_panel(ctx, rect, &screen);
    for c in cmds {
        out.write(c);
    }
    Ok(())
}

/// The controls and the timeline, along the bottom; true when "Main menu" was clicked.
fn controls_panel<K: Replays>(
    ctx: &egui::Context,
    rect: egui::Rect,
    screen: &ReplayScreen<K>,
    cmds: &mut Vec<ReplayCmd<SeatOfK<K>>>,
) -> bool {
    let mut leave = false;
    egui::Area::new(egui::Id::new("replay_controls"))
        .anchor(egui::Align2::CENTER_BOTTOM, egui::vec2(0.0, -6.0))
        .order(egui::Order::Foreground)
        .fade_in(false)
        .show(ctx, |ui| {
            panel_frame().show(ui, |ui| {
                ui.set_width(rect.width() - 40.0);
                ui.horizontal(|ui| where_we_are_row(ui, screen));
                ui.horizontal(|ui| transport_row(ui, rect, screen, cmds));
                ui.horizontal_wrapped(|ui| turn_and_phase_row(ui, screen, cmds));
                ui.horizontal(|ui| leave = view_row(ui, screen, cmds));
            });
        });
    leave
}

/// The title, where the point stands and the action, and the line of the last choice.
fn where_we_are_row<K: Replays>(ui: &mut egui::Ui, screen: &ReplayScreen<K>) {
    let v = &screen.view;
    ui.label(egui::RichText::new("Replay").strong().color(GOLD));
    ui.label(egui::RichText::new(v.title()).color(egui::Color32::from_gray(230)));
    ui.separator();
    ui.label(format!(
        "{} · action {} of {}",
        v.where_now(),
        v.point(),
        v.len()
    ));
    if let Some(t) = v
        .point()
        .checked_sub(1)
        .and_then(|i| v.choice_words(i, screen.view_as))
    {
        ui.separator();
        ui.label(egui::RichText::new(t).italics());
    }
}

/// Start, back, play / pause, forward, end, the speed and the timeline slider.
fn transport_row<K: Replays>(
    ui: &mut egui::Ui,
    rect: egui::Rect,
    screen: &ReplayScreen<K>,
    cmds: &mut Vec<ReplayCmd<SeatOfK<K>>>,
) {
    let v = &screen.view;
    if ui.button("⏮").on_hover_text("The start").clicked() {
        cmds.push(ReplayCmd::Seek(0));
    }
    if ui
        .button("◀")
        .on_hover_text("One action back (Left)")
        .clicked()
    {
        cmds.push(ReplayCmd::StepBack);
    }
    let play = if screen.playing {
        "⏸ Pause"
    } else {
        "▶ Play"
    };
    if ui.button(play).on_hover_text("Space").clicked() {
        cmds.push(ReplayCmd::TogglePlay);
    }
    if ui
        .button("▶|")
        .on_hover_text("One action forward (Right)")
        .clicked()
    {
        cmds.push(ReplayCmd::StepForward);
    }
    if ui.button("⏭").on_hover_text("The end").clicked() {
        cmds.push(ReplayCmd::Seek(v.len()));
    }
    egui::ComboBox::from_id_salt("replay_speed")
        .selected_text(SPEEDS[screen.speed].1)
        .show_ui(ui, |ui| {
            for (i, (_, name)) in SPEEDS.iter().enumerate() {
                if ui.selectable_label(i == screen.speed, *name).clicked() {
                    cmds.push(ReplayCmd::Speed(i));
                }
            }
        });
    ui.separator();
    let mut k = v.point();
    ui.spacing_mut().slider_width = (rect.width() - 520.0).max(200.0);
    if ui
        .add(egui::Slider::new(&mut k, 0..=v.len()).text("action"))
        .changed()
    {
        cmds.push(ReplayCmd::Seek(k));
    }
}

/// A button per turn of the game, and one per phase of the turn shown.
fn turn_and_phase_row<K: Replays>(
    ui: &mut egui::Ui,
    screen: &ReplayScreen<K>,
    cmds: &mut Vec<ReplayCmd<SeatOfK<K>>>,
) {
    let v = &screen.view;
    ui.label("Turn:");
    let now = v.turn_now();
    for (i, stop) in v.turns().iter().enumerate() {
        if ui
            .selectable_label(now == Some(i), &stop.label)
            .on_hover_text(&stop.hover)
            .clicked()
        {
            cmds.push(ReplayCmd::Turn(i + 1));
        }
    }
    let phases = v.phases_now();
    if !phases.is_empty() {
        ui.separator();
        ui.label("Phase:");
        for (stop, current) in phases {
            if ui
                .selectable_label(current, &stop.label)
                .on_hover_text(&stop.hover)
                .clicked()
            {
                // The phase's first point: a phase is a point of the record like any other.
                cmds.push(ReplayCmd::Seek(stop.point));
            }
        }
    }
}

/// "View as", Copy position, Main menu and the last command's message; true when "Main menu"
/// was clicked.
fn view_row<K: Replays>(
    ui: &mut egui::Ui,
    screen: &ReplayScreen<K>,
    cmds: &mut Vec<ReplayCmd<SeatOfK<K>>>,
) -> bool {
    let v = &screen.view;
    let mut leave = false;
    ui.label("View as:");
    egui::ComboBox::from_id_salt("replay_view_as")
        .selected_text(v.view_name(screen.view_as))
        .show_ui(ui, |ui| {
            for c in v.view_choices() {
                if ui
                    .selectable_label(c == screen.view_as, v.view_name(c))
                    .clicked()
                {
                    cmds.push(ReplayCmd::ViewAs(c));
                }
            }
        });
    if !v.may_open_all() {
        ui.label(
            egui::RichText::new("(all hands open only for a finished game or one without humans)")
                .small()
                .color(egui::Color32::from_gray(160)),
        );
    }
    ui.separator();
    if ui
        .button("Copy position")
        .on_hover_text("Write this moment as a .position.ron file")
        .clicked()
    {
        cmds.push(ReplayCmd::CopyPosition);
    }
    if ui.button("Main menu").clicked() {
        leave = true;
    }
    if let Some((t, error)) = &screen.toast {
        let c = if *error {
            egui::Color32::from_rgb(255, 140, 120)
        } else {
            egui::Color32::from_rgb(150, 220, 150)
        };
        ui.label(egui::RichText::new(t).color(c));
    }
    leave
}

/// The players (score, money, hand as the view may see it) and the score chart, top right.
fn civs_panel<K: Replays>(
    ctx: &egui::Context,
    screen: &ReplayScreen<K>,
    cmds: &mut Vec<ReplayCmd<SeatOfK<K>>>,
) {
    let (_, score, _) = screen.view.headings();
    egui::Area::new(egui::Id::new("replay_civs"))
        .anchor(egui::Align2::RIGHT_TOP, egui::vec2(-6.0, 6.0))
        .fade_in(false)
        .show(ctx, |ui| {
            panel_frame().show(ui, |ui| {
                ui.set_width(CIVS_W);
                egui::Grid::new("replay_civ_grid")
                    .num_columns(4)
                    .spacing([10.0, 4.0])
                    .show(ui, |ui| civ_rows(ui, screen));
                ui.separator();
                ui.label(
                    egui::RichText::new(format!("{score} by turn (click a turn to go there)"))
                        .small(),
                );
                if let Some(n) = vp_chart(ui, screen) {
                    cmds.push(ReplayCmd::Turn(n));
                }
            });
        });
}

/// The players' grid: a heading row, then a row per seat.
fn civ_rows<K: Replays>(ui: &mut egui::Ui, screen: &ReplayScreen<K>) {
    let (seats, score, money) = screen.view.headings();
    ui.label(egui::RichText::new(seats).strong());
    ui.label(egui::RichText::new(score).strong());
    // What the game's seats pay with (ACME's mina, ACIS's talents), when they do.
    if let Some(money) = money {
        let mut money = money.chars();
        let money: String = money
            .next()
            .map(|c| c.to_uppercase().chain(money).collect())
            .unwrap_or_default();
        ui.label(egui::RichText::new(money).strong());
    }
    ui.label(egui::RichText::new("Hand").strong());
    ui.end_row();
    for row in screen.view.seat_rows(screen.view_as) {
        ui.label(egui::RichText::new(row.name).color(row.colour).strong());
        ui.label(row.score);
        if let Some(m) = row.money {
            ui.label(m);
        }
        match row.hand {
            HandShown::Cards(names) => {
                ui.label(format!("{} cards", names.len()))
                    .on_hover_text(if names.is_empty() {
                        "no cards".to_string()
                    } else {
                        names.join("\n")
                    });
            }
            HandShown::Hidden(n) => {
                ui.label(
                    egui::RichText::new(format!("{n} hidden")).color(egui::Color32::from_gray(150)),
                );
            }
        }
        ui.end_row();
    }
}

/// The log as it stood (the last 300 lines the view may read), top left.
fn log_panel<K: Replays>(ctx: &egui::Context, rect: egui::Rect, screen: &ReplayScreen<K>) {
    egui::Area::new(egui::Id::new("replay_log"))
        .anchor(egui::Align2::LEFT_TOP, egui::vec2(6.0, 6.0))
        .fade_in(false)
        .show(ctx, |ui| {
            panel_frame().show(ui, |ui| {
                ui.set_width(LOG_W);
                ui.label(egui::RichText::new("Log").strong().color(GOLD));
                egui::ScrollArea::vertical()
                    .max_height((rect.height() - 230.0).max(120.0))
                    .stick_to_bottom(true)
                    .show(ui, |ui| {
                        let lines = screen.log_lines();
                        let from = lines.len().saturating_sub(300);
                        for l in &lines[from..] {
                            ui.label(egui::RichText::new(l).small());
                        }
                    });
            });
        });
}

/// The score chart of the whole game (from its last point) with the turn shown marked; returns
/// the turn clicked (the chart's x is the turn counted from the start of the game, as
/// [`ReplayModel::turns`] counts them).
fn vp_chart<K: Replays>(ui: &mut egui::Ui, screen: &ReplayScreen<K>) -> Option<usize> {
    let v = &screen.view;
    let series = super::widgets::vp_chart::vp_series::<FaceOfReplay<K>>(v.cat(), v.final_state());
    let now = v.turn_now().map(|i| (i + 1) as f64);
    let top = series
        .iter()
        .flat_map(|s| s.points.iter().map(|p| p[1]))
        .fold(1.0, f64::max);
    let r = Plot::new("replay_vp_chart")
        .height(150.0)
        .legend(Legend::default().position(Corner::LeftTop))
        .include_x(1.0)
        .include_y(0.0)
        .allow_drag(false)
        .allow_zoom(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .show(ui, |plot| {
            for s in &series {
                plot.line(
                    Line::new(s.name.clone(), s.points.clone())
                        .color(s.color)
                        .width(2.0),
                );
                plot.points(
                    Points::new(s.name.clone(), s.points.clone())
                        .color(s.color)
                        .radius(3.0),
                );
            }
            if let Some(x) = now {
                plot.line(
                    Line::new("", vec![[x, 0.0], [x, top]])
                        .color(egui::Color32::from_gray(200))
                        .width(1.0),
                );
            }
        });
    if !r.response.clicked() {
        return None;
    }
    let pos = r.response.interact_pointer_pos()?;
    turn_at(r.transform.value_from_position(pos).x, v.turns().len())
}

/// The turn (1-based) nearest to `x` on the chart, if the game has it.
pub fn turn_at(x: f64, turns: usize) -> Option<usize> {
    let n = x.round();
    (n >= 1.0 && n <= turns as f64).then_some(n as usize)
}
