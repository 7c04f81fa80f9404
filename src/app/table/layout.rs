//! The table's frame geometry (UX "The table"): the sizes of the prompt bar, the civilizations
//! panel, the log and the hand tray; the frame panels cutting their side off the window in turn;
//! and the insets the board camera fits within.

use bevy::prelude::*;
use bevy_egui::egui;

use super::state::TableReads;
use super::ui_state::{HandDock, TableUi};
use crate::app::camera::{Insets, View, board_viewport, fit_scale};
use crate::app::game_face::GameFace;

pub const PROMPT_H: f32 = 64.0;
pub const HAND_H: f32 = 206.0;
/// Width of the hand tray docked on the left: two columns of Small faces (120 points), their gap
/// and the margins (264), and a little room.
pub const HAND_W: f32 = 276.0;
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
/// the log if shown, the hand tray if shown (where it is docked). The board camera fits the rest.
pub fn table_insets(window: Vec2, show_log: bool, hand: Option<HandDock>) -> Insets {
    let log = if show_log { log_w(window.x) } else { 0.0 };
    Insets {
        top: PROMPT_H,
        left: log
            + if hand == Some(HandDock::Left) {
                HAND_W
            } else {
                0.0
            },
        right: civs_w(window.x),
        bottom: if hand == Some(HandDock::Below) {
            HAND_H
        } else {
            0.0
        },
    }
}

/// Where the hand tray costs the board least: the dock at which the areas in
/// play (`play`, world units) fit the window at the larger size. A tall map configuration (the
/// 2-player Abbreviated Western map spans the board's whole height on half its width) fits a
/// wide window by its height, so a row of cards under it takes height the map needs while the
/// width beside it stays empty; the full map is as wide as the window is and keeps the row.
pub fn hand_dock(window: Vec2, show_log: bool, play: Rect) -> HandDock {
    let fit = |dock| {
        fit_scale(
            play,
            board_viewport(window, &table_insets(window, show_log, Some(dock))),
        )
    };
    // A smaller scale is a larger board; the row wins ties and near-ties (it shows the hand whole).
    if fit(HandDock::Left) < fit(HandDock::Below) * 0.95 {
        HandDock::Left
    } else {
        HandDock::Below
    }
}

/// Where the hand tray is (or would be) on a screen of this extent.
pub fn hand_rect<F: GameFace>(screen: egui::Rect, ui_state: &TableUi<F>) -> egui::Rect {
    let left = screen.min.x
        + if ui_state.show_log {
            log_w(screen.width())
        } else {
            0.0
        };
    match ui_state.hand_dock {
        HandDock::Below => {
            egui::Rect::from_min_max(egui::pos2(screen.min.x, screen.max.y - HAND_H), screen.max)
        }
        HandDock::Left => egui::Rect::from_min_max(
            egui::pos2(left, screen.min.y + PROMPT_H),
            egui::pos2(left + HAND_W, screen.max.y),
        ),
    }
}

/// How much of the window's bottom the hand tray takes (dialogs anchored low stay above it).
pub fn hand_below<F: GameFace>(ui_state: &TableUi<F>) -> f32 {
    if ui_state.hand_shown && ui_state.hand_dock == HandDock::Below {
        HAND_H
    } else {
        0.0
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

/// Keep the camera's insets in step with the panels, and dock the hand tray where it costs the
/// map in play least. The board never moves sideways or up as panels open and fold: the hand's
/// room is kept for the whole game when a human plays (it shows and hides with every curtain and
/// every NPC turn) and given back to the board at game over, and the log's room is kept in a
/// window wide enough to open it by default (elsewhere the log opens over the board's edge).
pub fn set_insets<F: GameFace>(
    mut ui_state: ResMut<TableUi<F>>,
    table: super::driver::TableRef<F>,
    mut first: Local<bool>,
    window: Option<Single<&Window, With<bevy::window::PrimaryWindow>>>,
    view: Option<Res<View>>,
    mut insets: ResMut<Insets>,
) {
    let size = window
        .map(|w| Vec2::new(w.width(), w.height()))
        .unwrap_or(Vec2::new(1280.0, 800.0));
    if !*first {
        *first = true;
        ui_state.show_log = log_open_by_default(size.x);
    }
    let dock = view.map_or(HandDock::Below, |v| {
        hand_dock(size, log_open_by_default(size.x), v.play)
    });
    if ui_state.hand_dock != dock {
        ui_state.hand_dock = dock;
    }
    let hand =
        (ui_state.hand_shown || !table.watching() && !table.game_over_shown()).then_some(dock);
    let want = table_insets(size, log_open_by_default(size.x), hand);
    if *insets != want {
        *insets = want;
    }
}
