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
/// The smallest share of an island of two areas each of its parts gets when it is split.
const SPLIT_SHARE: f64 = 0.35;
/// How many of the shortest cuts are tried for the parts' rooms.
const SPLIT_TRIED: usize = 8;

/// A board file's point as a point to compute with.
pub(super) fn q(x: Pt) -> P {
    p(x[0] as f64, x[1] as f64)
}

/// A coordinate rounded as the board file writes it (thousandths).
pub(super) fn round3(x: f64) -> f32 {
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

/// An island of two areas whose only neighbours are each other and the same two seas (Cradle's
/// West and East Crete, between the Aegean and Egyptian Seas): the plane layout puts any group of
/// areas that touches only two other areas on the straight line between them, so the island is
/// laid out as one area (which the generator lifts off that line, as any area wedged between two
/// areas that touch) and then split in two here. `shape.areas[at]` is the one area; its outline
/// is its border with one sea, then its border with the other, meeting where both seas meet it.
/// The cut joins a vertex inside the one border to a vertex inside the other, so each part keeps
/// a stretch of coast on each sea and the two parts share the cut; of the cuts that leave each
/// part at least [`SPLIT_SHARE`] of the island, the few shortest (across the island's length,
/// not along it) are tried and the one whose smaller part has the larger room for its name and
/// pieces is taken; when none does, the middle vertex of each border. Returns the two parts, the
/// first the one nearer `first_towards` (board units); `None` when the outline is not two
/// borders with two seas.
pub fn split(
    shape: &BoardShape,
    at: usize,
    seas: [usize; 2],
    names: [&str; 2],
    first_towards: Pt,
    room_aspect: f64,
) -> Option<[AreaShape; 2]> {
    let key = |x: Pt| (x[0].to_bits(), x[1].to_bits());
    let on = |s: usize| -> std::collections::BTreeSet<(u32, u32)> {
        shape.areas[s].outline.iter().map(|&x| key(x)).collect()
    };
    let (one, other) = (on(seas[0]), on(seas[1]));
    let o = &shape.areas[at].outline;
    let m = o.len();
    // Where both seas meet the island: the two ends of its two borders.
    let ends: Vec<usize> = (0..m)
        .filter(|&k| one.contains(&key(o[k])) && other.contains(&key(o[k])))
        .collect();
    let [e0, e1] = ends[..] else { return None };
    if !(0..m).all(|k| one.contains(&key(o[k])) || other.contains(&key(o[k]))) {
        return None;
    }
    let walk = |from: usize, to: usize| -> Vec<Pt> {
        let mut v = Vec::new();
        let mut k = from;
        loop {
            v.push(o[k]);
            if k == to {
                break;
            }
            k = (k + 1) % m;
        }
        v
    };
    let part = |outline: Vec<Pt>, name: &str| {
        let poly: Vec<P> = outline.iter().map(|&x| q(x)).collect();
        let (c, rw, rh) = geom::largest_box(&poly, room_aspect, 24);
        AreaShape {
            name: name.to_string(),
            outline,
            room_centre: pt(c),
            room_size: [round3(rw * 0.95), round3(rh * 0.95)],
        }
    };
    let poly = |v: &[Pt]| v.iter().map(|&x| q(x)).collect::<Vec<P>>();
    let whole = geom::signed_area(&poly(o));
    // Every cut from inside the one border (e0 to e1) to inside the other (e1 to e0) that leaves
    // two simple parts, each with its share of the island, shortest first.
    let inside = |from: usize, to: usize| (1..(to + m - from) % m).map(move |t| (from + t) % m);
    let mut cuts: Vec<(f64, usize, usize)> = inside(e0, e1)
        .flat_map(|a| inside(e1, e0).map(move |b| (a, b)))
        .filter(|&(a, b)| {
            [walk(a, b), walk(b, a)].iter().all(|part| {
                let pp = poly(part);
                geom::is_simple(&pp) && geom::signed_area(&pp) >= SPLIT_SHARE * whole
            })
        })
        .map(|(a, b)| (q(o[a]).dist(q(o[b])), a, b))
        .collect();
    cuts.sort_by(|x, y| x.0.total_cmp(&y.0).then((x.1, x.2).cmp(&(y.1, y.2))));
    let room = |part: &[Pt]| geom::largest_box(&poly(part), room_aspect, 12).2;
    let best = cuts.iter().take(SPLIT_TRIED).max_by(|x, y| {
        let smaller = |&(_, a, b): &(f64, usize, usize)| room(&walk(a, b)).min(room(&walk(b, a)));
        // The first of equals: the shortest cut.
        smaller(x).total_cmp(&smaller(y)).then(y.0.total_cmp(&x.0))
    });
    let (a, b) = match best {
        Some(&(_, a, b)) => (a, b),
        // No cut across leaves each part its share (an island drawn short along one sea and
        // long along the other): the middle vertex of each border.
        None => ((e0 + (e1 - e0) / 2), (e1 + (m - e1 + e0) / 2) % m),
    };
    if a == e0 || b == e1 {
        return None;
    }
    let (p0, p1) = (walk(a, b), walk(b, a));
    let c0 = geom::centroid(&p0.iter().map(|&x| q(x)).collect::<Vec<_>>());
    let c1 = geom::centroid(&p1.iter().map(|&x| q(x)).collect::<Vec<_>>());
    let want = q(first_towards);
    Some(if c0.dist(want) <= c1.dist(want) {
        [part(p0, names[0]), part(p1, names[1])]
    } else {
        [part(p1, names[0]), part(p0, names[1])]
    })
}
