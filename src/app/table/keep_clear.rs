//! Nothing covers what waits for an answer: the prompt bar, the loss dialog, the tutorial's step
//! card, the Reckoning summary and the small dialogs ("Are you sure?", a card's choices, the
//! menu) each have a place on screen ([`answering`]), and what floats over the table — a card
//! zoomed, a toast, a competition's banner, the map's area tooltip — is put where it covers none
//! of them ([`place_clear`]).
//!
//! The places are worked out here from the table's layout, before egui draws; the dialogs are
//! drawn inside them and the floaters read them through [`KeepClear`], which the screens also
//! leave in egui's memory for the widgets that draw a zoom (`widgets::clear`). The headless
//! tests check what egui then laid out, found under the ids of [`super::ids`].

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::layout::PROMPT_H;
use super::state::{TableReads, TableRef};
use super::ui_state::TableUi;
use crate::app::camera::Insets;
use crate::app::game_face::{ContestResult, GameFace};
use crate::app::widgets::clear::{clear_key, place_clear};

/// Width of the loss dialog (its frame included).
pub const LOSS_W: f32 = 444.0;
/// The loss dialog's greatest height: its choices scroll within it beyond this.
pub const LOSS_MAX_H: f32 = 330.0;
/// Width of the tutorial's step card (its frame included).
pub const STEP_W: f32 = 428.0;
/// The step card's greatest height: its text scrolls within it beyond this.
pub const STEP_MAX_H: f32 = 380.0;
/// The Reckoning summary's size (its list scrolls within it).
pub const SUMMARY_SIZE: egui::Vec2 = egui::vec2(600.0, 560.0);
/// "Are you sure?" and a card's choices: small windows in the middle of the window.
pub const SMALL_DIALOG: egui::Vec2 = egui::vec2(380.0, 140.0);
/// The in-game menu in the middle of the window.
pub const MENU_SIZE: egui::Vec2 = egui::vec2(500.0, 380.0);

/// What waits for an answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Waits {
    PromptBar,
    LossDialog,
    StepCard,
    Summary,
    Confirm,
    CardChoices,
    Menu,
}

/// The places of what waits for an answer this frame (logical pixels), for the floaters.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct KeepClear(pub Vec<(Waits, egui::Rect)>);

impl KeepClear {
    pub fn rects(&self) -> Vec<egui::Rect> {
        self.0.iter().map(|w| w.1).collect()
    }
}

/// The board's room: the window less the panels (`layout::table_insets`).
pub fn board_room(screen: egui::Rect, insets: &Insets) -> egui::Rect {
    egui::Rect::from_min_max(
        screen.min + egui::vec2(insets.left, insets.top),
        screen.max - egui::vec2(insets.right, insets.bottom),
    )
}

/// The loss dialog: low in the middle of the board's room (the camera keeps the contested area
/// in the middle, the toast and the banner keep the top).
/// In the tutorial it stands left of the step card.
pub fn loss_rect(room: egui::Rect, tutorial: bool) -> egui::Rect {
    let h = LOSS_MAX_H.min(room.height() * 0.62);
    let mut x = room.center().x;
    if tutorial {
        x = x.min(step_card_rect(room).left() - 12.0 - LOSS_W / 2.0);
    }
    egui::Rect::from_min_max(
        egui::pos2(x - LOSS_W / 2.0, room.bottom() - 12.0 - h),
        egui::pos2(x + LOSS_W / 2.0, room.bottom() - 12.0),
    )
}

/// The tutorial's step card: the bottom right corner of the board's room.
pub fn step_card_rect(room: egui::Rect) -> egui::Rect {
    let h = STEP_MAX_H.min(room.height() - 24.0);
    egui::Rect::from_min_max(
        egui::pos2(room.right() - 12.0 - STEP_W, room.bottom() - 12.0 - h),
        egui::pos2(room.right() - 12.0, room.bottom() - 12.0),
    )
}

/// A window of this size in the middle of `within`.
pub fn middle(within: egui::Rect, size: egui::Vec2) -> egui::Rect {
    egui::Rect::from_center_size(within.center(), size.min(within.size()))
}

/// What of the table's screen waits for an answer now (the curtain aside: nothing is drawn
/// over it).
pub fn answering<F: GameFace>(
    screen: egui::Rect,
    insets: &Insets,
    table: &impl TableReads<F>,
    ui: &TableUi<F>,
) -> Vec<(Waits, egui::Rect)> {
    let room = board_room(screen, insets);
    let mut out = vec![(
        Waits::PromptBar,
        egui::Rect::from_min_max(screen.min, egui::pos2(screen.max.x, PROMPT_H)),
    )];
    if table.asks_loss() {
        out.push((
            Waits::LossDialog,
            loss_rect(room, table.tutorial().is_some()),
        ));
    }
    if table.tutorial().is_some() {
        out.push((Waits::StepCard, step_card_rect(room)));
    }
    if table.messages().summary.is_some() {
        out.push((Waits::Summary, middle(screen, SUMMARY_SIZE)));
    }
    if ui.confirm.is_some() {
        out.push((Waits::Confirm, middle(screen, SMALL_DIALOG)));
    }
    if ui.card_choices {
        out.push((Waits::CardChoices, middle(screen, SMALL_DIALOG)));
    }
    if ui.show_menu {
        out.push((Waits::Menu, middle(screen, MENU_SIZE)));
    }
    out
}

/// Where the toast of `lines` text lines `width` wide goes: under the prompt bar, in the middle
/// of the board's room, clear of what waits for an answer.
pub fn toast_rect(
    screen: egui::Rect,
    room: egui::Rect,
    size: egui::Vec2,
    clear: &[egui::Rect],
) -> Option<egui::Rect> {
    let want = egui::Rect::from_min_size(
        egui::pos2(room.center().x - size.x / 2.0, PROMPT_H + 8.0),
        size,
    );
    place_clear(want, screen.shrink(4.0), clear)
}

/// Where a toast saying `text` goes on `screen`.
pub fn toast_place(
    screen: egui::Rect,
    insets: &Insets,
    text: &str,
    clear: &[egui::Rect],
) -> Option<egui::Rect> {
    let width = toast_width(screen);
    let size = egui::vec2(width, text_height(text.chars().count(), width - 24.0, 15.0));
    toast_rect(screen, board_room(screen, insets), size, clear)
}

/// The toast's width for a window this wide, its frame included.
pub fn toast_width(screen: egui::Rect) -> f32 {
    (screen.width() * 0.5).clamp(240.0, 620.0) + 24.0
}

/// How tall a text of `chars` characters is when wrapped `width` wide (a generous estimate for
/// the table's 14-point font: 7.5 points a character, 19 a line) plus `frame` points.
pub fn text_height(chars: usize, width: f32, frame: f32) -> f32 {
    let per_line = ((width / 7.5).floor() as usize).max(1);
    chars.div_ceil(per_line).max(1) as f32 * 19.0 + frame
}

/// The competition banner's size for its title and lines.
pub fn banner_size(title: &str, lines: &[String]) -> egui::Vec2 {
    const W: f32 = 504.0;
    let inner = W - 44.0;
    let title_h = text_height(title.chars().count() * 2, inner, 0.0) * 1.3;
    let lines_h: f32 = lines
        .iter()
        .map(|l| text_height(l.chars().count(), inner, 2.0))
        .sum();
    egui::vec2(W, title_h + lines_h + 30.0)
}

/// Where a competition's banner goes: over the top middle of `board` (the board's room, less
/// the competition panel), clear of what waits for an answer.
pub fn banner_rect(
    screen: egui::Rect,
    board: egui::Rect,
    size: egui::Vec2,
    clear: &[egui::Rect],
) -> Option<egui::Rect> {
    let want = egui::Rect::from_min_size(
        egui::pos2(board.center().x - size.x / 2.0, board.top() + 48.0),
        size,
    );
    place_clear(want, screen.shrink(4.0), clear)
}

/// Where the floaters of the table go this frame (None: not shown, or nowhere clear).
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct Floating {
    pub toast: Option<egui::Rect>,
    pub banner: Option<egui::Rect>,
}

/// Where the competition panel was drawn last (the banner keeps clear of it too).
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq)]
pub struct CompetitionPanel(pub Option<egui::Rect>);

/// The window's extent (logical pixels); 1280x800 without a window (headless tests).
pub fn screen_of(window: Option<&Window>) -> egui::Rect {
    let size = window.map_or(egui::vec2(1280.0, 800.0), |w| {
        egui::vec2(w.width(), w.height())
    });
    egui::Rect::from_min_size(egui::Pos2::ZERO, size)
}

/// Work out this frame's places, once the insets are set: what waits for an answer, and where
/// the toast and the banner go clear of it.
pub fn follow<F: GameFace>(
    table: TableRef<F>,
    ui: Res<TableUi<F>>,
    insets: Res<Insets>,
    panel: Res<CompetitionPanel>,
    window: Option<Single<&Window, With<bevy::window::PrimaryWindow>>>,
    mut keep: ResMut<KeepClear>,
    mut floating: ResMut<Floating>,
) {
    let screen = screen_of(window.as_deref().copied());
    let want = KeepClear(answering(screen, &insets, &table, &ui));
    let clear = want.rects();
    // The toast keeps clear of the competition panel as well: it is read while the round plays.
    let toast_clear: Vec<egui::Rect> = clear.iter().copied().chain(panel.0).collect();
    let toast = table
        .visible_toast()
        .and_then(|t| toast_place(screen, &insets, &t.text, &toast_clear));
    let banner = table.stage.banner.as_ref().and_then(|(r, _)| {
        let s = &table.session;
        let (title, lines) = r.words(&s.cat, F::state(&s.game), F::money_change);
        // Over the middle of the board, clear of the competition panel on its left.
        let mut board = board_room(screen, &insets);
        if let Some(p) = panel.0 {
            board.min.x = board.min.x.max(p.max.x).min(board.max.x - 1.0);
        }
        banner_rect(screen, board, banner_size(&title, &lines), &clear)
    });
    let now = Floating { toast, banner };
    if *floating != now {
        *floating = now;
    }
    if *keep != want {
        *keep = want;
    }
}

/// Leave the places in egui's memory for the widgets (the zoom of a card) that cannot see
/// Bevy's resources; off the table, nothing is kept clear.
pub(super) fn share(mut contexts: EguiContexts, keep: Res<KeepClear>) -> Result {
    let ctx = contexts.ctx_mut()?;
    let rects = keep.rects();
    ctx.data_mut(|d| d.insert_temp(clear_key(), rects));
    Ok(())
}

/// Off the table (the menu, the replay viewer), nothing is kept clear.
pub(super) fn forget(mut contexts: EguiContexts) -> Result {
    let ctx = contexts.ctx_mut()?;
    ctx.data_mut(|d| d.remove::<Vec<egui::Rect>>(clear_key()));
    Ok(())
}
