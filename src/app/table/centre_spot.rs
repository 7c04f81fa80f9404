//! Where the table shows the cards in play (a card played, its negation chain, an Event): a
//! corner of the board's room rather than its middle, the corner that covers fewest of the areas
//! the pending question offers and nothing that waits for an answer (`keep_clear`).

use bevy::prelude::*;
use bevy_egui::egui;

use super::keep_clear::{KeepClear, Waits, board_room};
use crate::app::camera::{BoardCamera, Insets};
use crate::app::game_face::GameFace;
use crate::app::hover::AreaMarks;
use crate::app::loading::Loaded;
use crate::app::style::SCALE;

/// A corner of the board's room.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Corner {
    #[default]
    TopRight,
    TopLeft,
    BottomLeft,
    BottomRight,
}

impl Corner {
    /// In order of preference: the top right is far from the competition panel (top left), the
    /// loss dialog and the committed cards (bottom middle), the step card (bottom right).
    pub const ALL: [Corner; 4] = [
        Corner::TopRight,
        Corner::TopLeft,
        Corner::BottomLeft,
        Corner::BottomRight,
    ];
}

/// The corner the cards in play go to now.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct CentreSpot(pub Corner);

/// Room kept from the board's edge.
const MARGIN: f32 = 12.0;

/// The place of a stack of cards `size` large in `corner` of the board's room `room`.
pub fn stack_rect(room: egui::Rect, corner: Corner, size: egui::Vec2) -> egui::Rect {
    let x = match corner {
        Corner::TopLeft | Corner::BottomLeft => room.left() + MARGIN,
        Corner::TopRight | Corner::BottomRight => room.right() - MARGIN - size.x,
    };
    let y = match corner {
        Corner::TopLeft | Corner::TopRight => room.top() + MARGIN,
        Corner::BottomLeft | Corner::BottomRight => room.bottom() - MARGIN - size.y,
    };
    egui::Rect::from_min_size(egui::pos2(x, y), size)
}

/// How much a stack of one card with its lines takes (what the choice of corner is made for).
pub const ONE_CARD: egui::Vec2 = egui::vec2(260.0, 300.0);

/// The corner that covers fewest of `targets` (screen points of the areas on offer), none of
/// `clear` if it may, the first in [`Corner::ALL`] among equals.
pub fn best_corner(room: egui::Rect, targets: &[egui::Pos2], clear: &[egui::Rect]) -> Corner {
    let cost = |c: Corner| {
        let r = stack_rect(room, c, ONE_CARD);
        let covered = targets.iter().filter(|p| r.contains(**p)).count();
        let blocks = clear.iter().filter(|k| k.intersects(r)).count();
        blocks * 1000 + covered
    };
    Corner::ALL
        .into_iter()
        .min_by_key(|c| cost(*c))
        .unwrap_or_default()
}

/// Follow the question: the corner clear of its areas (where the camera shows them now).
pub(super) fn follow<F: GameFace>(
    marks: Res<AreaMarks<F>>,
    loaded: Res<Loaded<F>>,
    keep: Res<KeepClear>,
    insets: Res<Insets>,
    window: Option<Single<&Window, With<bevy::window::PrimaryWindow>>>,
    camera: Option<Single<(&Camera, &GlobalTransform), With<BoardCamera>>>,
    mut spot: ResMut<CentreSpot>,
) {
    let (Some(window), Some(camera)) = (window, camera) else {
        return;
    };
    let (cam, gt) = *camera;
    let screen = egui::Rect::from_min_size(
        egui::Pos2::ZERO,
        egui::vec2(window.width(), window.height()),
    );
    let targets: Vec<egui::Pos2> = marks
        .legal
        .iter()
        .filter_map(|a| {
            let s = loaded.board.areas.get(F::index(*a))?;
            let w = Vec2::new(s.room_centre[0], s.room_centre[1]) * SCALE;
            let p = cam.world_to_viewport(gt, w.extend(0.0)).ok()?;
            Some(egui::pos2(p.x, p.y))
        })
        .collect();
    // The prompt bar is above the room: only the dialogs count.
    let dialogs: Vec<egui::Rect> = keep
        .0
        .iter()
        .filter(|w| w.0 != Waits::PromptBar)
        .map(|w| w.1)
        .collect();
    let want = CentreSpot(best_corner(board_room(screen, &insets), &targets, &dialogs));
    if *spot != want {
        *spot = want;
    }
}
