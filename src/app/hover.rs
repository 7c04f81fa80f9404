//! Hover and selection: hovering an area outlines and lightens it (the tooltip is in `ui`);
//! clicking selects it ([`SelectedArea`], which the play issue uses for deployment and card
//! targets); Escape clears the selection. Clicks on egui windows, and drags, never select.

use bevy::picking::pointer::PointerButton;
use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;

use super::AppState;
use super::board::{Area, AreaFill, HoverOutline, SelectOutline};
use super::camera::{Drag, MapRoom};
use super::game_face::GameFace;
use super::style;

/// The area of game `F`'s board under the pointer.
#[derive(Resource)]
pub struct HoveredArea<F: GameFace>(pub Option<F::Area>);

/// The area of game `F`'s board a click selected.
#[derive(Resource)]
pub struct SelectedArea<F: GameFace>(pub Option<F::Area>);

/// Areas the play screen marks: `legal` glow (the current choice's legal targets), `last` get an
/// outline (what the last action touched, so nobody misses what an NPC just did).
#[derive(Resource)]
pub struct AreaMarks<F: GameFace> {
    pub legal: Vec<F::Area>,
    pub last: Vec<F::Area>,
}

// By hand: derived ones would ask the face itself to be `Default`.
impl<F: GameFace> Default for HoveredArea<F> {
    fn default() -> Self {
        HoveredArea(None)
    }
}
impl<F: GameFace> Default for SelectedArea<F> {
    fn default() -> Self {
        SelectedArea(None)
    }
}
impl<F: GameFace> PartialEq for AreaMarks<F> {
    fn eq(&self, o: &Self) -> bool {
        self.legal == o.legal && self.last == o.last
    }
}
impl<F: GameFace> Default for AreaMarks<F> {
    fn default() -> Self {
        AreaMarks {
            legal: Vec::new(),
            last: Vec::new(),
        }
    }
}

/// Hovering and selecting the areas of game `F`'s board.
pub(super) fn plugin<F: GameFace>(app: &mut App) {
    app.init_resource::<HoveredArea<F>>()
        .init_resource::<SelectedArea<F>>()
        .init_resource::<AreaMarks<F>>()
        .add_observer(on_over::<F>)
        .add_observer(on_out::<F>)
        .add_observer(on_click::<F>)
        .add_systems(OnExit(AppState::InGame), clear::<F>)
        .add_systems(
            Update,
            (keys::<F>, highlight::<F>)
                .chain()
                .run_if(in_state(AppState::InGame)),
        );
}

fn on_over<F: GameFace>(
    ev: On<Pointer<Over>>,
    areas: Query<&Area<F>>,
    mut hovered: ResMut<HoveredArea<F>>,
) {
    if let Ok(a) = areas.get(ev.entity) {
        hovered.0 = Some(a.0);
    }
}

fn on_out<F: GameFace>(
    ev: On<Pointer<Out>>,
    areas: Query<&Area<F>>,
    mut hovered: ResMut<HoveredArea<F>>,
) {
    if let Ok(a) = areas.get(ev.entity)
        && hovered.0 == Some(a.0)
    {
        hovered.0 = None;
    }
}

fn on_click<F: GameFace>(
    ev: On<Pointer<Click>>,
    areas: Query<&Area<F>>,
    egui: Option<Res<EguiWantsInput>>,
    room: Res<MapRoom>,
    drag: Res<Drag>,
    mut selected: ResMut<SelectedArea<F>>,
) {
    if ev.event.button != PointerButton::Primary
        || drag.was_drag
        || !super::camera::pointer_on_map(
            egui.as_deref(),
            &room,
            Some(ev.pointer_location.position),
        )
    {
        return;
    }
    if let Ok(a) = areas.get(ev.entity) {
        selected.0 = if selected.0 == Some(a.0) {
            None
        } else {
            Some(a.0)
        };
    }
}

fn keys<F: GameFace>(
    keys: Res<ButtonInput<KeyCode>>,
    egui: Option<Res<EguiWantsInput>>,
    mut selected: ResMut<SelectedArea<F>>,
) {
    if keys.just_pressed(KeyCode::Escape) && !egui.is_some_and(|e| e.wants_keyboard_input()) {
        selected.0 = None;
    }
}

fn clear<F: GameFace>(mut hovered: ResMut<HoveredArea<F>>, mut selected: ResMut<SelectedArea<F>>) {
    hovered.0 = None;
    selected.0 = None;
}

/// Show the outlines and lighten the hovered area's fill.
#[allow(clippy::type_complexity, clippy::too_many_arguments)] // a Bevy system's parameters
fn highlight<F: GameFace>(
    hovered: Res<HoveredArea<F>>,
    selected: Res<SelectedArea<F>>,
    marks: Res<AreaMarks<F>>,
    egui: Option<Res<EguiWantsInput>>,
    room: Res<MapRoom>,
    window: Option<Single<&Window, With<bevy::window::PrimaryWindow>>>,
    mut hover_lines: Query<(&HoverOutline<F>, &mut Visibility), Without<SelectOutline<F>>>,
    mut select_lines: Query<(&SelectOutline<F>, &mut Visibility), Without<HoverOutline<F>>>,
    fills: Query<(&Area<F>, &AreaFill)>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    mut last: Local<Option<F::Area>>,
) {
    // The pointer over an egui window or a panel hovers nothing on the map.
    let cursor = window.and_then(|w| w.cursor_position());
    let hover = if egui.is_some_and(|e| e.is_pointer_over_area()) || !room.has(cursor) {
        None
    } else {
        hovered.0
    };
    if hover != *last || hovered.is_changed() || marks.is_changed() {
        for (a, f) in &fills {
            if Some(a.0) == hover || Some(a.0) == *last || marks.is_changed() {
                // During a choice on the map the legal areas stand out and the rest dims.
                let base = if marks.legal.is_empty() {
                    f.base
                } else if marks.legal.contains(&a.0) {
                    style::lighten(f.base, 0.12).mix(&style::LEGAL, 0.3)
                } else {
                    f.base.mix(&style::BACKGROUND, 0.55)
                };
                let c = if Some(a.0) == hover {
                    style::lighten(base, 0.35)
                } else {
                    base
                };
                // Only a colour that differs: a changed material redraws the board picture.
                if materials.get(f.material).is_some_and(|m| m.color != c)
                    && let Some(mut m) = materials.get_mut(f.material)
                {
                    m.color = c;
                }
            }
        }
        *last = hover;
    }
    for (o, mut v) in &mut hover_lines {
        let want = if Some(o.0) == hover {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        };
        v.set_if_neq(want);
    }
    for (o, mut v) in &mut select_lines {
        let want = if Some(o.0) == selected.0 || marks.last.contains(&o.0) {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        };
        v.set_if_neq(want);
    }
}
