//! Where a drawn link (two adjacent areas that cannot share a border: a strait, a sea's way round
//! a cape) runs, when the layout asks for links clear of the names (`Layout::links_clear_of_names`).
//! Drawn from one area's room to the other's, a link crosses both names and often a third area's
//! on the way. Here it runs between a point well inside each of its two areas, outside every
//! area's room (the name and the pieces), crossing as few rooms as the two areas allow and, of
//! those, the nearest to a set length: a strait's link spans the strait, a long way round is drawn
//! where it goes.

use super::geom::{self, P, p};
use super::islands::{q, round3};
use super::{BoardShape, Pt};

/// How far inside its area each end of a link stays from the area's outline (board units).
const END_INSET: f64 = 0.3;
/// The clear margin kept round every room.
const ROOM_MARGIN: f64 = 0.1;
/// Candidate ends tried across each area's bounding box, in each direction.
const GRID: usize = 16;
/// The length a link is drawn at when its areas allow: shorter is hard to see as a link, longer
/// crosses more of the board.
const LENGTH: f64 = 1.2;

/// A room as a box: its lower and upper corners, with the clear margin.
fn room_box(shape: &BoardShape, i: usize) -> (P, P) {
    let (c, s) = (q(shape.areas[i].room_centre), q(shape.areas[i].room_size));
    let half = p(s.x * 0.5 + ROOM_MARGIN, s.y * 0.5 + ROOM_MARGIN);
    (c - half, c + half)
}

/// Does the segment from a to b meet the box (Liang-Barsky clipping)?
fn meets_box(a: P, b: P, (lo, hi): (P, P)) -> bool {
    let d = b - a;
    let (mut t0, mut t1) = (0.0f64, 1.0f64);
    for (pv, qv) in [
        (-d.x, a.x - lo.x),
        (d.x, hi.x - a.x),
        (-d.y, a.y - lo.y),
        (d.y, hi.y - a.y),
    ] {
        if pv.abs() < 1e-12 {
            if qv < 0.0 {
                return false;
            }
        } else {
            let t = qv / pv;
            if pv < 0.0 {
                t0 = t0.max(t);
            } else {
                t1 = t1.min(t);
            }
            if t0 > t1 {
                return false;
            }
        }
    }
    true
}

/// The points of area i a link may end at: on a grid over its bounding box, inside it by
/// [`END_INSET`] and outside every room.
fn ends(shape: &BoardShape, i: usize, rooms: &[(P, P)]) -> Vec<P> {
    let outline: Vec<P> = shape.areas[i].outline.iter().map(|&x| q(x)).collect();
    let (lo, hi) = geom::bbox(&outline);
    let mut out = Vec::new();
    for iy in 0..=GRID {
        for ix in 0..=GRID {
            let c = p(
                lo.x + (hi.x - lo.x) * ix as f64 / GRID as f64,
                lo.y + (hi.y - lo.y) * iy as f64 / GRID as f64,
            );
            let in_room = rooms
                .iter()
                .any(|&(l, h)| c.x > l.x && c.x < h.x && c.y > l.y && c.y < h.y);
            if !in_room
                && geom::contains(&outline, c)
                && geom::dist_to_boundary(&outline, c) >= END_INSET
            {
                out.push(c);
            }
        }
    }
    out
}

/// The link between areas a and b (indices in `shape.areas`): its two ends, or `None` when
/// either area has no room for an end.
pub fn clear_of_names(shape: &BoardShape, a: usize, b: usize) -> Option<Vec<Pt>> {
    let rooms: Vec<(P, P)> = (0..shape.areas.len()).map(|i| room_box(shape, i)).collect();
    let (from, to) = (ends(shape, a, &rooms), ends(shape, b, &rooms));
    let mut best: Option<((usize, f64), P, P)> = None;
    for &x in &from {
        for &y in &to {
            let crossed = rooms.iter().filter(|&&r| meets_box(x, y, r)).count();
            let cost = (crossed, (x.dist(y) - LENGTH).abs());
            if best.is_none_or(|(c, _, _)| cost.0 < c.0 || (cost.0 == c.0 && cost.1 < c.1)) {
                best = Some((cost, x, y));
            }
        }
    }
    let (_, x, y) = best?;
    Some(vec![[round3(x.x), round3(x.y)], [round3(y.x), round3(y.y)]])
}

/// Every link of the shape redrawn clear of the names ([`clear_of_names`]); a link whose areas
/// leave no room for its ends keeps its drawing.
pub fn route_clear_of_names(shape: &mut BoardShape) {
    let at = |shape: &BoardShape, name: &str| shape.areas.iter().position(|x| x.name == name);
    for k in 0..shape.links.len() {
        let (a, b) = (&shape.links[k].a, &shape.links[k].b);
        if let (Some(i), Some(j)) = (at(shape, a), at(shape, b))
            && let Some(points) = clear_of_names(shape, i, j)
        {
            shape.links[k].points = points;
        }
    }
}
