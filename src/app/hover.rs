//! Hover and selection: hovering an area outlines and lightens it (the tooltip is in `ui`);
//! clicking selects it ([`SelectedArea`], which the play issue uses for deployment and card
//! targets); Escape clears the selection. Clicks on egui windows, and drags, never select.

use bevy::picking::pointer::PointerButton;
use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;

use super::AppState;
use super::board::{Area, AreaFill, HoverOutline, SelectOutline};
use super::camera::{Drag, MapRoom};
use super::games::Area as AreaId;
use super::style;

#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct HoveredArea(pub Option<AreaId>);

#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct SelectedArea(pub Option<AreaId>);

/// Areas the play screen marks: `legal` glow (the current choice's legal targets), `last` get an
/// outline (what the last action touched, so nobody misses what an NPC just did).
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub struct AreaMarks {
    pub legal: Vec<AreaId>,
    pub last: Vec<AreaId>,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<HoveredArea>()
        .init_resource::<SelectedArea>()
        .init_resource::<AreaMarks>()
        .add_observer(on_over)
        .add_observer(on_out)
        .add_observer(on_click)
        .add_systems(OnExit(AppState::InGame), clear)
        .add_systems(
            Update,
            (keys, highlight).chain().run_if(in_state(AppState::InGame)),
        );
}

fn on_over(ev: On<Pointer<Over>>, areas: Query<&Area>, mut hovered: ResMut<HoveredArea>) {
    if let Ok(a) = areas.get(ev.entity) {
        hovered.0 = Some(a.0);
    }
}

fn on_out(ev: On<Pointer<Out>>, areas: Query<&Area>, mut hovered: ResMut<HoveredArea>) {
    if let Ok(a) = areas.get(ev.entity)
        && hovered.0 == Some(a.0)
    {
        hovered.0 = None;
    }
}

fn on_click(
    ev: On<Pointer<Click>>,
    areas: Query<&Area>,
    egui: Option<Res<EguiWantsInput>>,
    room: Res<MapRoom>,
    drag: Res<Drag>,
    mut selected: ResMut<SelectedArea>,
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

fn keys(
    keys: Res<ButtonInput<KeyCode>>,
    egui: Option<Res<EguiWantsInput>>,
    mut selected: ResMut<SelectedArea>,
) {
    if keys.just_pressed(KeyCode::Escape) && !egui.is_some_and(|e| e.wants_keyboard_input()) {
        selected.0 = None;
    }
}

fn clear(mut hovered: ResMut<HoveredArea>, mut selected: ResMut<SelectedArea>) {
    hovered.0 = None;
    selected.0 = None;
}

/// Show the outlines and lighten the hovered area's fill.
#[allow(clippy::type_complexity, clippy::too_many_arguments)] // a Bevy system's parameters
fn highlight(
    hovered: Res<HoveredArea>,
    selected: Res<SelectedArea>,
    marks: Res<AreaMarks>,
    egui: Option<Res<EguiWantsInput>>,
    room: Res<MapRoom>,
    window: Option<Single<&Window, With<bevy::window::PrimaryWindow>>>,
    mut hover_lines: Query<(&HoverOutline, &mut Visibility), Without<SelectOutline>>,
    mut select_lines: Query<(&SelectOutline, &mut Visibility), Without<HoverOutline>>,
    fills: Query<(&Area, &AreaFill)>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    mut last: Local<Option<AreaId>>,
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
