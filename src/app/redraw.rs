//! Draw only when something changes: the window waits for input (winit's reactive
//! update mode) and draws frames continuously only while something moves on its own: the NPCs
//! deciding, events played back, a banner or a watched game's summary counting down, the camera
//! easing or panning under a held key, a new game loading, a picture or a measurement waiting for
//! its frames. An idle table draws nothing, so a software-rendered window costs no CPU while the
//! player thinks.
//!
//! [`Redraw`] is decided by [`decide`] (it runs headless, and the tests read it); [`plugin`] turns
//! it into winit's update mode and [`RequestRedraw`] messages in the window.

use std::time::Duration;

use bevy::prelude::*;
use bevy::window::RequestRedraw;
use bevy::winit::{UpdateMode, WinitSettings};

use super::AppState;
use super::camera::{CameraGoal, Drag};
use super::game_face::GameFace;
use super::game_face::Playback as _;
use super::table::driver::TableCmd;
use super::table::menu_state::StartRequest;
use super::table::pace::Pace;
use super::table::state::{ScriptHold, TableReads, TableRef};

/// With nothing to draw, the window still wakes this often (a safety net: input, a resize and the
/// redraw requests below wake it at once).
pub const IDLE_WAKE: Duration = Duration::from_secs(60);

/// Frames still drawn after the last busy one, so that what the last busy frame asked for (a
/// command read in the next frame, a despawn, a text laid out) reaches the screen.
const TAIL: u8 = 3;

/// Whether the window must draw the next frame now (`busy`), or may wait for input.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Redraw {
    /// Something moves on its own this frame.
    pub busy: bool,
    /// Frames left to draw after the last busy frame.
    pub tail: u8,
}

impl Default for Redraw {
    fn default() -> Self {
        Redraw {
            busy: true,
            tail: TAIL,
        }
    }
}

impl Redraw {
    /// The window must draw another frame.
    pub fn wants_frame(&self) -> bool {
        self.busy || self.tail > 0
    }
}

/// Something else needs frames for now (a screenshot or a measurement waiting for its frames):
/// set by its owner, read by [`decide`].
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct KeepDrawing(pub bool);

/// The table plays on its own: an NPC is to decide (not paused), events are being played back, a
/// banner or a watched game's summary is counting down, or the board has not caught up yet. A
/// human's decision, a curtain or a summary waiting for a click, a paused game, a game over: idle.
pub fn table_moves<F: GameFace>(
    t: &impl TableReads<F>,
    pace: &Pace,
    script: &ScriptHold<F>,
) -> bool {
    let (stage, session) = (t.stage(), t.session());
    // The Strategist thinking on its thread: its answer is collected frame by frame.
    if stage.dirty || pace.step_once || !stage.playback.is_idle() || t.thinking().busy() {
        return true;
    }
    if stage.banner.is_some() && !pace.paused || stage.landing > 0.0 && !script.hold {
        return true;
    }
    // The centre of the table clears by itself once nothing concerns it.
    if !stage.centre.is_empty() && !script.hold && !stage.centre.concerns(session.pending()) {
        return true;
    }
    if t.messages().summary.is_some() {
        // A watched game's summary goes on by itself; a human closes it with a click.
        return t.watching();
    }
    !pace.paused
        && session
            .pending()
            .is_some_and(|d| session.is_npc(crate::engine::Question::who(d)))
}

/// What [`table_moves`] reads of the table.
#[derive(bevy::ecs::system::SystemParam)]
pub struct TableMotion<'w, F: GameFace> {
    table: TableRef<'w, F>,
    pace: Res<'w, Pace>,
    script: Res<'w, ScriptHold<F>>,
}

/// The board camera moves by itself (easing to a goal) or under a held key or button.
pub fn camera_moves(goal: &CameraGoal, drag: &Drag, keys: &ButtonInput<KeyCode>) -> bool {
    const CAMERA_KEYS: [KeyCode; 12] = [
        KeyCode::ArrowLeft,
        KeyCode::ArrowRight,
        KeyCode::ArrowUp,
        KeyCode::ArrowDown,
        KeyCode::KeyA,
        KeyCode::KeyD,
        KeyCode::KeyW,
        KeyCode::KeyS,
        KeyCode::Equal,
        KeyCode::NumpadAdd,
        KeyCode::Minus,
        KeyCode::NumpadSubtract,
    ];
    goal.0.is_some() || drag.pressed || keys.any_pressed(CAMERA_KEYS)
}

/// Decide whether this frame leaves work for the next ones (runs in `Last`, after everything that
/// may start something).
#[allow(clippy::too_many_arguments)] // a Bevy system's parameters
pub fn decide<F: GameFace>(
    state: Option<Res<State<AppState>>>,
    table: Option<TableMotion<F>>,
    start: Option<Res<StartRequest>>,
    goal: Option<Res<CameraGoal>>,
    drag: Option<Res<Drag>>,
    keys: Option<Res<ButtonInput<KeyCode>>>,
    keep: Option<Res<KeepDrawing>>,
    script: Option<Res<super::script::MomentReached>>,
    opts: Option<Res<super::WindowOptions>>,
    shown: Option<Res<super::loading::Shown<F>>>,
    theatre: Option<Res<super::table::theatre::Animating>>,
    replay: Option<Res<super::replay_state::ReplayOn>>,
    mut commands: MessageReader<TableCmd<F>>,
    mut redraw: ResMut<Redraw>,
) {
    // `acme play --until MOMENT`: the brain plays for everyone, a frame at a time, up to it.
    let scripted = opts.is_some_and(|o| o.play.as_ref().is_some_and(|p| p.until.is_some()))
        && !script.is_some_and(|r| r.0);
    let loading = state.is_some_and(|s| !matches!(s.get(), AppState::InGame | AppState::Failed));
    let camera = match (&goal, &drag, &keys) {
        (Some(g), Some(d), Some(k)) => camera_moves(g, d, k),
        _ => false,
    };
    // A command from the screens (a click, a key) or a new picture of the board: the next frames
    // show what it changed (the pieces follow the board a frame later).
    let acted = commands.read().count() > 0;
    let redrawn = shown.is_some_and(|s| s.is_changed());
    let busy = loading
        || scripted
        || acted
        || redrawn
        || start.is_some()
        || camera
        || keep.is_some_and(|k| k.0)
        || theatre.is_some_and(|a| a.0)
        || replay.is_some_and(|r| r.playing)
        || table.is_some_and(|t| table_moves(&t.table, &t.pace, &t.script));
    let tail = if busy {
        TAIL
    } else {
        redraw.tail.saturating_sub(1)
    };
    let next = Redraw { busy, tail };
    if *redraw != next {
        *redraw = next;
    }
}

/// Where [`decide`] runs, whatever the game: what reads or follows the decision orders itself
/// against this set.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct Decide;

/// The decision alone (headless tests), for game `F`'s board.
pub fn decide_plugin<F: GameFace>(app: &mut App) {
    app.init_resource::<Redraw>()
        .init_resource::<KeepDrawing>()
        .add_systems(Last, decide::<F>.in_set(Decide));
}

/// In the window: wait for input while idle, and ask for the next frame while busy.
pub(super) fn plugin<F: GameFace>(app: &mut App) {
    decide_plugin::<F>(app);
    app.insert_resource(WinitSettings {
        focused_mode: UpdateMode::reactive(IDLE_WAKE),
        unfocused_mode: UpdateMode::reactive_low_power(IDLE_WAKE),
    })
    .add_systems(Last, request.after(Decide))
    .add_systems(
        PreUpdate,
        quiet_egui_modifiers
            .after(bevy_egui::EguiPreUpdateSet::ProcessInput)
            .before(bevy_egui::EguiPreUpdateSet::BeginPass),
    );
}

/// bevy_egui 0.42 tells egui the modifier keys in every frame (`ModifiersChanged`), and egui asks
/// for the next frame whenever its input holds an event: the window would never rest. Keep the
/// event only when the modifiers did change.
fn quiet_egui_modifiers(
    mut inputs: Query<&mut bevy_egui::EguiInput>,
    mut last: Local<Option<bevy_egui::egui::Modifiers>>,
) {
    for mut input in &mut inputs {
        let events = &mut input.0.events;
        if !events
            .iter()
            .any(|e| matches!(e, bevy_egui::egui::Event::ModifiersChanged(_)))
        {
            continue;
        }
        events.retain(|e| match e {
            bevy_egui::egui::Event::ModifiersChanged(m) => {
                let changed = *last != Some(*m);
                *last = Some(*m);
                changed
            }
            _ => true,
        });
    }
}

fn request(redraw: Res<Redraw>, mut out: MessageWriter<RequestRedraw>) {
    if redraw.wants_frame() {
        out.write(RequestRedraw);
    }
}
