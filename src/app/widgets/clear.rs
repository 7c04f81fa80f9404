//! Floating things (a card's enlarged face, a tooltip) put where they cover nothing the screen
//! says to keep clear: the screen leaves the rectangles in egui's memory ([`clear_key`]) and the
//! widgets read them ([`clear_rects`]); with none left, only the window's edges count.

use bevy_egui::egui;

/// Space left between a floater and what it keeps clear of.
const GAP: f32 = 6.0;

/// A rectangle like `want` (same size) inside `bounds` that overlaps none of `clear`: `want`
/// itself if it may, else the free place nearest to it. None when there is none.
pub fn place_clear(
    want: egui::Rect,
    bounds: egui::Rect,
    clear: &[egui::Rect],
) -> Option<egui::Rect> {
    let size = want.size();
    if size.x > bounds.width() || size.y > bounds.height() {
        return None;
    }
    let free = |r: egui::Rect| !clear.iter().any(|c| c.expand(GAP).intersects(r));
    let clamp = |p: egui::Pos2| {
        egui::pos2(
            p.x.clamp(bounds.left(), bounds.right() - size.x),
            p.y.clamp(bounds.top(), bounds.bottom() - size.y),
        )
    };
    let first = egui::Rect::from_min_size(clamp(want.min), size);
    if free(first) {
        return Some(first);
    }
    // Candidates: beside each rectangle to keep clear of, then a grid over the bounds.
    let mut candidates: Vec<egui::Pos2> = Vec::new();
    for c in clear {
        let c = c.expand(GAP);
        for p in [
            egui::pos2(want.min.x, c.top() - size.y),
            egui::pos2(want.min.x, c.bottom()),
            egui::pos2(c.left() - size.x, want.min.y),
            egui::pos2(c.right(), want.min.y),
        ] {
            candidates.push(clamp(p));
        }
    }
    const STEP: f32 = 16.0;
    let (nx, ny) = (
        ((bounds.width() - size.x) / STEP) as usize + 1,
        ((bounds.height() - size.y) / STEP) as usize + 1,
    );
    for i in 0..=nx {
        for j in 0..=ny {
            candidates.push(clamp(
                bounds.min + egui::vec2(i as f32 * STEP, j as f32 * STEP),
            ));
        }
    }
    candidates
        .into_iter()
        .map(|p| egui::Rect::from_min_size(p, size))
        .filter(|r| free(*r))
        .min_by(|a, b| {
            let d = |r: &egui::Rect| (r.min - want.min).length_sq();
            d(a).total_cmp(&d(b))
        })
}

/// Where a card's enlarged face (`size`) goes for a card at `anchor`: above it when there is
/// room, else below, else beside it (`beside`: a card in a column, whose neighbours above and
/// below stay visible), inside the window and clear of `clear`. None: nowhere.
pub fn zoom_rect(
    anchor: egui::Rect,
    size: egui::Vec2,
    screen: egui::Rect,
    clear: &[egui::Rect],
    beside: bool,
) -> Option<egui::Rect> {
    let bounds = screen.shrink(4.0);
    let above = egui::Rect::from_min_size(
        egui::pos2(
            anchor.center().x - size.x / 2.0,
            anchor.top() - 8.0 - size.y,
        ),
        size,
    );
    let below = egui::Rect::from_min_size(
        egui::pos2(anchor.center().x - size.x / 2.0, anchor.bottom() + 8.0),
        size,
    );
    let right = egui::Rect::from_min_size(egui::pos2(anchor.right() + 8.0, anchor.top()), size);
    let left =
        egui::Rect::from_min_size(egui::pos2(anchor.left() - 8.0 - size.x, anchor.top()), size);
    let inside = |r: &egui::Rect| bounds.contains_rect(*r);
    let order = if beside {
        [right, left, above, below]
    } else {
        [above, below, right, left]
    };
    let want = order.into_iter().find(inside).unwrap_or(order[0]);
    // The card itself stays visible (it is what the player points at).
    let mut keep: Vec<egui::Rect> = clear.to_vec();
    keep.push(anchor);
    place_clear(want, bounds, &keep).or_else(|| place_clear(want, bounds, clear))
}

/// egui's memory key of the rectangles the floaters keep clear of this frame.
pub fn clear_key() -> egui::Id {
    egui::Id::new("acme_keep_clear")
}

/// The rectangles a widget drawing over the table keeps clear of (none off the table).
pub fn clear_rects(ctx: &egui::Context) -> Vec<egui::Rect> {
    ctx.data(|d| d.get_temp::<Vec<egui::Rect>>(clear_key()))
        .unwrap_or_default()
}
