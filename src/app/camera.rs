//! The board camera: fit to the window at start (F fits again), zoom with the wheel or + / -
//! (towards the pointer), pan by dragging or with the arrow keys; zoom and pan are clamped to the
//! board. Input that egui wants never moves the board.

use bevy::input::mouse::{AccumulatedMouseScroll, MouseScrollUnit};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::input::EguiWantsInput;

use super::game_face::GameFace;
use super::loading::Loaded;
use super::on_board::OnBoard;
use super::style::SCALE;
use super::{AppState, WindowOptions};
use crate::board::BoardShape;

/// Height of the egui bar at the top of the window (logical pixels).
pub const TOP_BAR: f32 = 30.0;

#[derive(Component)]
pub struct BoardCamera;

/// The board's extent in world units and the zoom limits.
#[derive(Resource, Debug, Clone, Copy)]
pub struct View {
    /// The whole board (panning stops at its edges).
    pub board: Rect,
    /// The areas in play of the game's map configuration: the fitted view shows them.
    pub play: Rect,
    /// The scale at which the areas in play fit the window (the most zoomed-out).
    pub fit: f32,
    /// The most zoomed-in scale.
    pub closest: f32,
}

/// The pointer drag in progress (a drag of more than a few pixels is not a click).
#[derive(Resource, Debug, Default)]
pub struct Drag {
    pub pressed: bool,
    pub moved: f32,
    /// Set when the last press turned into a drag (read by the click handler).
    pub was_drag: bool,
    /// The pointer's last window position while pressed. Drags follow the cursor position, not raw
    /// device motion, which some systems (virtual screens, remote desktops, tablets) never send.
    pub last: Option<Vec2>,
}

/// The parts of the window covered by egui panels (logical pixels): the board is fitted to and
/// centred in the rest. The play screen sets them as its panels open and fold.
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct Insets {
    pub top: f32,
    pub left: f32,
    pub right: f32,
    pub bottom: f32,
}

impl Default for Insets {
    fn default() -> Self {
        Insets {
            top: TOP_BAR,
            left: 0.0,
            right: 0.0,
            bottom: 0.0,
        }
    }
}

/// The part of the window (logical pixels) where the board shows between the play screens'
/// panels; None: the whole window. egui does not count the table's frame panels (each laid out
/// in a root `Ui` on its background layer) as covering the board, so the wheel, a drag, the hover
/// and the area tooltip over a panel would reach the map: they ask this as well.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq)]
pub struct MapRoom(pub Option<Rect>);

impl MapRoom {
    /// Whether the pointer at `cursor` is over the board's room (no pointer: only when the board
    /// has the whole window).
    pub fn has(&self, cursor: Option<Vec2>) -> bool {
        match (self.0, cursor) {
            (None, _) => true,
            (Some(r), Some(c)) => r.contains(c),
            (Some(_), None) => false,
        }
    }
}

/// Whether the pointer belongs to the map: egui does not want it and it is over the board's room.
pub fn pointer_on_map(egui: Option<&EguiWantsInput>, room: &MapRoom, cursor: Option<Vec2>) -> bool {
    !egui.is_some_and(|e| e.wants_pointer_input()) && room.has(cursor)
}

/// Where the camera should ease to (a world point and a scale): a competition's area, the area an
/// NPC just acted in. Cleared when reached or when the player moves the board.
#[derive(Resource, Debug, Default, Clone, Copy)]
pub struct CameraGoal(pub Option<(Vec2, f32)>);

/// The board camera, fitted at first to game `F`'s board.
pub(super) fn plugin<F: GameFace>(app: &mut App) {
    app.init_resource::<Drag>()
        .init_resource::<Insets>()
        .init_resource::<CameraGoal>()
        .init_resource::<MapRoom>()
        .add_systems(Startup, spawn_camera)
        .add_systems(OnEnter(AppState::InGame), fit_at_start::<F>)
        .add_systems(
            Update,
            (controls, ease_to_goal, refit_on_resize)
                .chain()
                .run_if(in_state(AppState::InGame).and_then(resource_exists::<View>)),
        );
}

fn spawn_camera(mut commands: Commands) {
    commands.spawn((
        Camera2d,
        BoardCamera,
        Projection::Orthographic(OrthographicProjection::default_2d()),
        // The board camera draws the board picture as one sprite whose edges were smoothed when
        // it was drawn (`board_picture`); egui smooths its own. Multisampling here would only
        // cost time (about half a frame with software rendering).
        Msaa::Off,
    ));
}

fn viewport(window: &Window, i: &Insets) -> Vec2 {
    board_viewport(Vec2::new(window.width(), window.height()), i)
}

/// The scale at which the board (with a small margin) fits the part of the window below the bar.
pub fn fit_scale(board: Rect, viewport: Vec2) -> f32 {
    let margin = 1.02;
    (board.width() * margin / viewport.x).max(board.height() * margin / viewport.y)
}

/// The part of the window the panels leave for the board (logical pixels).
pub fn board_viewport(window: Vec2, i: &Insets) -> Vec2 {
    Vec2::new(
        (window.x - i.left - i.right).max(1.0),
        (window.y - i.top - i.bottom).max(1.0),
    )
}

/// The extent (world units) of the areas in play (`playable`: is the map file's `i`-th area?).
pub fn play_rect(board: &BoardShape, playable: impl Fn(usize) -> bool) -> Rect {
    let mut r: Option<Rect> = None;
    for (i, a) in board.areas.iter().enumerate() {
        if !playable(i) {
            continue;
        }
        for p in &a.outline {
            let q = Vec2::new(p[0] * SCALE, p[1] * SCALE);
            r = Some(match r {
                Some(r) => r.union_point(q),
                None => Rect::from_corners(q, q),
            });
        }
    }
    r.unwrap_or_else(|| Rect::new(0.0, 0.0, board.frame[0] * SCALE, board.frame[1] * SCALE))
}

fn fit_at_start<F: GameFace>(
    mut commands: Commands,
    loaded: Option<Res<Loaded<F>>>,
    on_board: OnBoard<F>,
    opts: Res<WindowOptions>,
    insets: Res<Insets>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&mut Transform, &mut Projection), With<BoardCamera>>,
) {
    let i = *insets;
    let board = match &loaded {
        Some(l) => Rect::new(0.0, 0.0, l.board.frame[0] * SCALE, l.board.frame[1] * SCALE),
        None => Rect::new(0.0, 0.0, 34.0 * SCALE, 22.0 * SCALE),
    };
    let play = match (&loaded, on_board.state()) {
        (Some(l), Some(st)) => play_rect(&l.board, |i| F::playable(&l.catalog, st, F::area_at(i))),
        _ => board,
    };
    let fit = fit_scale(play, viewport(&window, &i));
    let view = View {
        board,
        play,
        fit,
        closest: fit / 10.0,
    };
    let (mut t, mut p) = camera.into_inner();
    let Projection::Orthographic(o) = &mut *p else {
        return;
    };
    o.scale = fit;
    t.translation = centre_for(play.center(), fit, &i).extend(t.translation.z);
    // A close-up: centre on an area's room and zoom in.
    if let (Some(name), Some(l)) = (&opts.focus, &loaded)
        && let Some(a) = F::find_area(&l.catalog, name)
    {
        let s = &l.board.areas[F::index(a)];
        let c = Vec2::new(s.room_centre[0], s.room_centre[1]) * SCALE;
        o.scale = (fit / opts.zoom.max(1.0)).max(view.closest);
        t.translation = centre_for(c, o.scale, &i).extend(t.translation.z);
    }
    clamp(&view, &mut t, o, viewport(&window, &i), &i);
    commands.insert_resource(view);
}

/// The camera position that shows `c` in the middle of the part of the window the panels leave.
pub fn centre_for(c: Vec2, scale: f32, i: &Insets) -> Vec2 {
    c + Vec2::new((i.right - i.left) * 0.5, (i.top - i.bottom) * 0.5) * scale
}

/// Keep the scale within the limits and the board in view: when the view is larger than the
/// board along an axis, centre the board; otherwise do not show beyond its edge.
pub fn clamp(
    view: &View,
    t: &mut Transform,
    o: &mut OrthographicProjection,
    viewport: Vec2,
    i: &Insets,
) {
    o.scale = o.scale.clamp(view.closest, view.fit * 1.05);
    let half = viewport * 0.5 * o.scale;
    let shift = centre_for(Vec2::ZERO, o.scale, i);
    let b = view.board;
    let mut c = t.translation.truncate() - shift;
    for (ci, lo, hi, h) in [
        (&mut c.x, b.min.x, b.max.x, half.x),
        (&mut c.y, b.min.y, b.max.y, half.y),
    ] {
        if 2.0 * h >= hi - lo {
            *ci = (lo + hi) * 0.5;
        } else {
            *ci = ci.clamp(lo + h, hi - h);
        }
    }
    t.translation = (c + shift).extend(t.translation.z);
}

/// Wheel and keys zoom, drags and keys pan (only what egui and the panels leave to the map).
#[allow(clippy::too_many_arguments)]
pub fn controls(
    view: Res<View>,
    keys: Res<ButtonInput<KeyCode>>,
    buttons: Res<ButtonInput<MouseButton>>,
    scroll: Res<AccumulatedMouseScroll>,
    egui: Res<EguiWantsInput>,
    room: Res<MapRoom>,
    time: Res<Time>,
    insets: Res<Insets>,
    mut goal: ResMut<CameraGoal>,
    mut drag: ResMut<Drag>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&Camera, &GlobalTransform, &mut Transform, &mut Projection), With<BoardCamera>>,
    replay: Option<Res<super::replay_state::ReplayOn>>,
) {
    let (cam, gt, mut t, mut p) = camera.into_inner();
    let Projection::Orthographic(o) = &mut *p else {
        return;
    };
    let i = *insets;
    let vp = viewport(&window, &i);
    let pointer_free = pointer_on_map(Some(&egui), &room, window.cursor_position());
    let keys_free = !egui.wants_keyboard_input();

    // Zoom: wheel towards the pointer, + / - towards the middle.
    let mut factor = 1.0;
    if pointer_free && scroll.delta.y != 0.0 {
        let lines = match scroll.unit {
            MouseScrollUnit::Line => scroll.delta.y,
            MouseScrollUnit::Pixel => scroll.delta.y / 40.0,
        };
        factor *= 0.85f32.powf(lines);
    }
    if keys_free {
        let rate = (2.0f32).powf(time.delta_secs() * 2.0);
        if keys.any_pressed([KeyCode::Equal, KeyCode::NumpadAdd]) {
            factor /= rate;
        }
        if keys.any_pressed([KeyCode::Minus, KeyCode::NumpadSubtract]) {
            factor *= rate;
        }
        if keys.just_pressed(KeyCode::KeyF) {
            o.scale = view.fit;
            t.translation = centre_for(view.play.center(), view.fit, &i).extend(t.translation.z);
            goal.0 = None;
        }
    }
    if factor != 1.0 {
        let old = o.scale;
        let new = (old * factor).clamp(view.closest, view.fit * 1.05);
        let anchor = window
            .cursor_position()
            .filter(|_| scroll.delta.y != 0.0)
            .and_then(|c| cam.viewport_to_world_2d(gt, c).ok());
        if let Some(w) = anchor {
            let cpos = t.translation.truncate();
            t.translation = (w + (cpos - w) * (new / old)).extend(t.translation.z);
        }
        o.scale = new;
        goal.0 = None;
    }

    // Pan: drag with any mouse button, or the arrow keys.
    let any = [MouseButton::Left, MouseButton::Right, MouseButton::Middle];
    let cursor = window.cursor_position();
    if buttons.any_just_pressed(any) {
        drag.pressed = pointer_free;
        drag.moved = 0.0;
        drag.was_drag = false;
        drag.last = cursor;
    }
    if drag.pressed
        && buttons.any_pressed(any)
        && let (Some(c), Some(last)) = (cursor, drag.last)
    {
        let d = c - last;
        drag.last = Some(c);
        drag.moved += d.length();
        if drag.moved > 4.0 {
            drag.was_drag = true;
            goal.0 = None;
            t.translation.x -= d.x * o.scale;
            t.translation.y += d.y * o.scale;
        }
    }
    if buttons.any_just_released(any) {
        drag.pressed = false;
    }
    if keys_free {
        let mut d = Vec2::ZERO;
        // In the replay viewer Left / Right step through the game (A / D still pan).
        let arrows = replay.is_none();
        if keys.pressed(KeyCode::KeyA) || arrows && keys.pressed(KeyCode::ArrowLeft) {
            d.x -= 1.0;
        }
        if keys.pressed(KeyCode::KeyD) || arrows && keys.pressed(KeyCode::ArrowRight) {
            d.x += 1.0;
        }
        if keys.any_pressed([KeyCode::ArrowUp, KeyCode::KeyW]) {
            d.y += 1.0;
        }
        if keys.any_pressed([KeyCode::ArrowDown, KeyCode::KeyS]) {
            d.y -= 1.0;
        }
        if d != Vec2::ZERO {
            goal.0 = None;
        }
        t.translation += (d * 700.0 * o.scale * time.delta_secs()).extend(0.0);
    }
    clamp(&view, &mut t, o, vp, &i);
}

/// Ease towards the goal (about a third of a second), then forget it.
fn ease_to_goal(
    view: Res<View>,
    insets: Res<Insets>,
    time: Res<Time>,
    mut goal: ResMut<CameraGoal>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&mut Transform, &mut Projection), With<BoardCamera>>,
) {
    let Some((at, scale)) = goal.0 else {
        return;
    };
    let (mut t, mut p) = camera.into_inner();
    let Projection::Orthographic(o) = &mut *p else {
        return;
    };
    let k = (time.delta_secs() * 8.0).clamp(0.05, 1.0);
    let want = centre_for(at, scale, &insets);
    let now = t.translation.truncate();
    let next = now + (want - now) * k;
    o.scale += (scale - o.scale) * k;
    t.translation = next.extend(t.translation.z);
    clamp(&view, &mut t, o, viewport(&window, &insets), &insets);
    if (want - next).length() < 1.0 * o.scale && (scale - o.scale).abs() < 0.01 * scale {
        goal.0 = None;
    }
}

/// The window was resized or a panel opened, folded or moved (the hand tray docks beside a tall
/// map). Only a change of size or insets counts (the window component also changes as the
/// pointer moves).
pub fn refit_on_resize(
    mut view: ResMut<View>,
    insets: Res<Insets>,
    window: Single<Ref<Window>, With<PrimaryWindow>>,
    camera: Single<(&mut Transform, &mut Projection), With<BoardCamera>>,
    mut last: Local<Option<(Insets, Vec2)>>,
) {
    if !window.is_changed() && !insets.is_changed() {
        return;
    }
    let now = (*insets, Vec2::new(window.width(), window.height()));
    let before = match last.replace(now) {
        Some(was) if was == now => return,
        Some((i, _)) => i,
        None => now.0,
    };
    let (mut t, mut p) = camera.into_inner();
    let Projection::Orthographic(o) = &mut *p else {
        return;
    };
    refit(&mut view, &mut t, o, now.1, &before, &now.0);
}

/// Fit again to a window of size `window` whose panels now cover `now` (they covered `before`):
/// if the camera was at the fit, the areas in play are fitted and centred again, even when the
/// scale stays the same (a tall map fitted by its height keeps its scale when the hand tray
/// moves from under it to its side, but not its place); otherwise the board's point at the
/// middle of the room the panels leave stays there.
pub fn refit(
    view: &mut View,
    t: &mut Transform,
    o: &mut OrthographicProjection,
    window: Vec2,
    before: &Insets,
    now: &Insets,
) {
    let fit = fit_scale(view.play, board_viewport(window, now));
    let was_fit = (o.scale - view.fit).abs() < 1e-3;
    view.fit = fit;
    view.closest = fit / 10.0;
    if was_fit {
        o.scale = fit;
        t.translation = centre_for(view.play.center(), fit, now).extend(t.translation.z);
    } else {
        let middle = t.translation.truncate() - centre_for(Vec2::ZERO, o.scale, before);
        t.translation = centre_for(middle, o.scale, now).extend(t.translation.z);
    }
    clamp(view, t, o, board_viewport(window, now), now);
}
