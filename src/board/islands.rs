//! Islands inside one sea: an area whose only neighbour (drawn links aside) is one sea, as
//! Cradle's Lesbos and Cyclades in the Aegean. The generator's plane layout ([`super::generate`])
//! draws each area around the node of a planar graph, and an area with one neighbour would be a
//! point; so such an island is left out of the layout and cut out of its sea afterwards
//! ([`carve`]): an octagon inside the sea, clear of the sea's name and of the islands cut before
//! it, joined to the sea's outline by a cut of no width so that the sea stays one outline. The
//! island then shares a border with its sea only, the whole of its coast.

use super::geom::{self, P, p};
use super::{AreaShape, BoardShape, Pt};

/// The island's size: half its width and height, and how much each corner is cut.
const HALF_W: f64 = 1.25;
const HALF_H: f64 = 0.8;
const CORNER: f64 = 0.3;
/// The clear water kept round the island and between it and the sea's name.
const MARGIN: f64 = 0.25;

fn q(x: Pt) -> P {
    p(x[0] as f64, x[1] as f64)
}

fn round3(x: f64) -> f32 {
    ((x * 1000.0).round() / 1000.0) as f32
}

fn pt(x: P) -> Pt {
    [round3(x.x), round3(x.y)]
}

/// The island's outline round `c`, counter-clockwise.
fn octagon(c: P) -> Vec<P> {
    let (w, h, k) = (HALF_W, HALF_H, CORNER);
    [
        (w, -h + k),
        (w, h - k),
        (w - k, h),
        (-w + k, h),
        (-w, h - k),
        (-w, -h + k),
        (-w + k, -h),
        (w - k, -h),
    ]
    .iter()
    .map(|&(x, y)| p(c.x + x, c.y + y))
    .collect()
}

/// Cut an island named `name` out of the sea `shape.areas[host]`, as near as the sea allows to
/// the point `towards` (board units): the sea's outline gains the island's coast, walked the
/// other way round, and the cut that reaches it; the island's shape is returned. `None` when the
/// sea has no room for it.
pub fn carve(shape: &mut BoardShape, host: usize, name: &str, towards: Pt) -> Option<AreaShape> {
    let sea: Vec<P> = shape.areas[host].outline.iter().map(|&x| q(x)).collect();
    let (rc, rs) = (
        q(shape.areas[host].room_centre),
        q(shape.areas[host].room_size),
    );
    let (lo, hi) = geom::bbox(&sea);
    let want = q(towards);
    let steps = 60;
    let mut best: Option<(f64, P)> = None;
    for iy in 0..=steps {
        for ix in 0..=steps {
            let c = p(
                lo.x + (hi.x - lo.x) * ix as f64 / steps as f64,
                lo.y + (hi.y - lo.y) * iy as f64 / steps as f64,
            );
            let clear_of_name = (c.x - rc.x).abs() > HALF_W + rs.x / 2.0 + MARGIN
                || (c.y - rc.y).abs() > HALF_H + rs.y / 2.0 + MARGIN;
            if !clear_of_name
                || !geom::contains(&sea, c)
                || !geom::box_inside(&sea, c, HALF_W + MARGIN, HALF_H + MARGIN)
            {
                continue;
            }
            let d = c.dist(want);
            if best.is_none_or(|(b, _)| d < b) {
                best = Some((d, c));
            }
        }
    }
    let (_, c) = best?;
    let island = octagon(c);
    // The cut: from the sea's outline vertex nearest the island to the island's nearest corner.
    let (at, corner) = (0..sea.len())
        .flat_map(|i| (0..island.len()).map(move |j| (i, j)))
        .min_by(|&(i, j), &(k, l)| {
            sea[i]
                .dist(island[j])
                .total_cmp(&sea[k].dist(island[l]))
                .then((i, j).cmp(&(k, l)))
        })?;
    let mut outline: Vec<Pt> = shape.areas[host].outline[..=at].to_vec();
    // The island's coast clockwise (the sea's side of it), from the corner back to it.
    for k in 0..=island.len() {
        outline.push(pt(
            island[(corner + island.len() - k % island.len()) % island.len()]
        ));
    }
    outline.extend_from_slice(&shape.areas[host].outline[at..]);
    shape.areas[host].outline = outline;
    Some(AreaShape {
        name: name.to_string(),
        outline: island.into_iter().map(pt).collect(),
        room_centre: pt(c),
        room_size: [
            round3(2.0 * (HALF_W - CORNER) * 0.95),
            round3(2.0 * HALF_H * 0.85),
        ],
    })
}
