//! The table's frame geometry (UX "The table"): the sizes of the prompt bar, the civilizations
//! panel, the log and the hand tray; the frame panels cutting their side off the window in turn;
//! and the insets the board camera fits within.

use bevy::prelude::*;
use bevy_egui::egui;

use super::ui_state::TableUi;
use crate::app::camera::Insets;

pub const PROMPT_H: f32 = 64.0;
pub const HAND_H: f32 = 206.0;
/// The width kept on the right of the prompt bar for its controls (Undo ... menu).
pub const PROMPT_CONTROLS_W: f32 = 420.0;

/// Width of the civilizations panel for a window this wide (logical pixels): it grows with the
/// window, within limits.
pub fn civs_w(window_w: f32) -> f32 {
    (window_w * 0.2).clamp(240.0, 330.0)
}

/// Width of the log (when shown) for a window this wide: narrower than the civilizations panel.
pub fn log_w(window_w: f32) -> f32 {
    (window_w * 0.16).clamp(170.0, 300.0)
}

/// Is the log open when a table is first shown in a window this wide? Narrow windows keep the
/// room for the board (the Log button or L opens it).
pub fn log_open_by_default(window_w: f32) -> bool {
    window_w >= 1500.0
}

/// What the table's panels cover of a window of this size: the prompt bar, the civilizations,
/// the log if shown, the hand tray if shown. The board camera fits the rest.
pub fn table_insets(window: Vec2, show_log: bool, hand_shown: bool) -> Insets {
    Insets {
        top: PROMPT_H,
        left: if show_log { log_w(window.x) } else { 0.0 },
        right: civs_w(window.x),
        bottom: if hand_shown { HAND_H } else { 0.0 },
    }
}

/// The frame panels are laid out before the hand tray and the overlays (egui panels take their
/// space in the order they are shown).
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct PanelSet;

/// What the frame panels leave of the window this frame: each panel is laid out in a root `Ui`
/// over the rest (egui 0.36 panels live inside a `Ui`), then cuts its side off.
#[derive(Resource, Debug, Default)]
pub struct Remaining(pub Option<egui::Rect>);

#[derive(Clone, Copy)]
pub enum Side {
    Top,
    Left,
    Right,
    Bottom,
}

/// Show a frame panel on `side` within what is left of the window.
pub fn frame_panel<R>(
    ctx: &egui::Context,
    rem: &mut Remaining,
    side: Side,
    panel: egui::Panel,
    add: impl FnOnce(&mut egui::Ui) -> R,
) -> R {
    let area = rem.0.unwrap_or_else(|| ctx.viewport_rect());
    let mut root = egui::Ui::new(
        ctx.clone(),
        egui::Id::new(("frame_panel", side as u8)),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(area),
    );
    let r = panel.show(&mut root, add);
    let p = r.response.rect;
    let mut left = area;
    match side {
        Side::Top => left.min.y = p.max.y,
        Side::Left => left.min.x = p.max.x,
        Side::Right => left.max.x = p.min.x,
        Side::Bottom => left.max.y = p.min.y,
    }
    rem.0 = Some(left);
    r.inner
}

/// Keep the camera's insets in step with the panels shown (the log opens by default only in a
/// wide window).
pub(super) fn set_insets(
    mut ui_state: ResMut<TableUi>,
    mut first: Local<bool>,
    window: Option<Single<&Window, With<bevy::window::PrimaryWindow>>>,
    mut insets: ResMut<Insets>,
) {
    let size = window
        .map(|w| Vec2::new(w.width(), w.height()))
        .unwrap_or(Vec2::new(1280.0, 800.0));
    if !*first {
        *first = true;
        ui_state.show_log = log_open_by_default(size.x);
    }
    let want = table_insets(size, ui_state.show_log, ui_state.hand_shown);
    if *insets != want {
        *insets = want;
    }
}
