//! The board generator (ARCHITECTURE §5).
//!
//! 1. Each area is a node at its projected position (x = lon·cos 36°, y = lat). Drawn with straight
//!    lines there, the adjacency graph has no crossing, so it is a planar embedding: the cyclic order
//!    of each node's neighbours (by angle) gives the faces.
//! 2. The outer face's cycle (the edge areas) is placed on a rectangle inset in the frame, in the
//!    same cyclic order, near where its geography puts it; every other node is solved as a weighted
//!    average of its neighbours (Tutte's barycentric embedding, which for a 3-connected planar graph
//!    gives a crossing-free drawing with convex faces). The weights blend the geographic shape
//!    (mean value coordinates of the projected positions) with an even spread (`evenness`).
//! 3. Each area's outline comes from the dual: walk its neighbours in angular order and join the
//!    midpoint of each adjacency to the centre of the face between consecutive neighbours; on the
//!    outer face the border runs from the midpoint out to the frame. Two areas thus share a border
//!    segment exactly when they are adjacent; four or more areas around one face meet at a point.

use std::collections::BTreeMap;

use super::foam::{Chain, FoamParams, Mesh, VKind};
use super::geom::{self, P, p};
use super::{
    AreaShape, BOARD_VERSION, BoardShape, Layout, LinkShape, MIN_VISIBLE_BORDER, Pt, RiverShape,
};
use crate::games::acme::catalog::{Board, iter_set};

/// cos 36°: the projection x = lon·cos 36° keeps shapes near the board's middle latitude.
pub const COS36: f64 = 0.809_016_994_374_947_5;

/// Everything the generator computes, for the file and for diagnostics.
#[derive(Debug, Clone)]
pub struct Generated {
    pub shape: BoardShape,
    /// Node positions in the solved layout.
    pub nodes: Vec<P>,
    /// The edge areas (outer cycle), counter-clockwise.
    pub boundary: Vec<usize>,
}

struct Embedding {
    /// Neighbours of each node, counter-clockwise by angle.
    rot: Vec<Vec<usize>>,
    /// Faces as node cycles (counter-clockwise for bounded faces).
    faces: Vec<Vec<usize>>,
    /// Face to the left of each directed edge.
    left: BTreeMap<(usize, usize), usize>,
    outer: usize,
}

fn angle(from: P, to: P) -> f64 {
    (to.y - from.y).atan2(to.x - from.x)
}

fn embed(pos: &[P], adj: &[Vec<usize>]) -> Embedding {
    let n = pos.len();
    let rot: Vec<Vec<usize>> = (0..n)
        .map(|v| {
            let mut ns = adj[v].clone();
            ns.sort_by(|&a, &b| {
                angle(pos[v], pos[a])
                    .total_cmp(&angle(pos[v], pos[b]))
                    .then(a.cmp(&b))
            });
            ns
        })
        .collect();
    let mut left = BTreeMap::new();
    let mut faces = Vec::new();
    for u in 0..n {
        for &v in &rot[u] {
            if left.contains_key(&(u, v)) {
                continue;
            }
            let f = faces.len();
            let mut cyc = Vec::new();
            let (mut a, mut b) = (u, v);
            loop {
                left.insert((a, b), f);
                cyc.push(a);
                let rb = &rot[b];
                let i = rb
                    .iter()
                    .position(|&x| x == a)
                    .expect("symmetric adjacency");
                let w = rb[(i + rb.len() - 1) % rb.len()];
                (a, b) = (b, w);
                if (a, b) == (u, v) {
                    break;
                }
            }
            faces.push(cyc);
        }
    }
    let area = |f: &Vec<usize>| geom::signed_area(&f.iter().map(|&i| pos[i]).collect::<Vec<_>>());
    let outer = (0..faces.len())
        .min_by(|&a, &b| area(&faces[a]).total_cmp(&area(&faces[b])))
        .expect("a face");
    Embedding {
        rot,
        faces,
        left,
        outer,
    }
}

/// A cyclic order written from its smallest member.
fn cyclic(v: &[usize]) -> Vec<usize> {
    let i = (0..v.len()).min_by_key(|&i| v[i]).unwrap_or(0);
    v[i..].iter().chain(&v[..i]).copied().collect()
}

/// Every pair of adjacencies that cross when drawn straight between the nodes.
fn crossings(pos: &[P], edges: &[(usize, usize)]) -> Vec<((usize, usize), (usize, usize))> {
    let mut out = Vec::new();
    for (i, &(a, b)) in edges.iter().enumerate() {
        for &(c, d) in &edges[i + 1..] {
            if a == c || a == d || b == c || b == d {
                continue;
            }
            if geom::proper_cross(pos[a], pos[b], pos[c], pos[d]) {
                out.push(((a, b), (c, d)));
            }
        }
    }
    out
}

/// Perimeter parameter of a point on the unit square's border, counter-clockwise from the
/// bottom-left corner: bottom 0-1, right 1-2, top 2-3, left 3-4.
fn square_param(q: P) -> f64 {
    let e = 1e-9;
    if q.y <= e {
        q.x
    } else if q.x >= 1.0 - e {
        1.0 + q.y
    } else if q.y >= 1.0 - e {
        2.0 + (1.0 - q.x)
    } else {
        3.0 + (1.0 - q.y)
    }
}

/// The point of a rectangle's border at a perimeter parameter (see [`square_param`]).
fn rect_point(lo: P, hi: P, s: f64) -> P {
    let s = s.rem_euclid(4.0);
    let (w, h) = (hi.x - lo.x, hi.y - lo.y);
    match s as u32 {
        0 => p(lo.x + w * s, lo.y),
        1 => p(hi.x, lo.y + h * (s - 1.0)),
        2 => p(hi.x - w * (s - 2.0), hi.y),
        _ => p(lo.x, hi.y - h * (s - 3.0)),
    }
}

/// Where each edge area sits on the inset rectangle, as an increasing perimeter parameter (see
/// [`square_param`]) in the cycle's order. An area on two sides of the map (`edges` in the map
/// data) takes that corner; an area on one side sits on that side at its geographic coordinate;
/// one without sides at its bearing from the middle. Between corners the order is the cycle's, and
/// the spacing is blended towards even by `evenness`.
fn edge_params(board: &Board, boundary: &[usize], geo: &[P], evenness: f64) -> Vec<f64> {
    use crate::games::acme::catalog::Side;
    let (glo, ghi) = geom::bbox(geo);
    let norm = |q: P| {
        p(
            (q.x - glo.x) / (ghi.x - glo.x),
            (q.y - glo.y) / (ghi.y - glo.y),
        )
    };
    let k = boundary.len();
    let mut anchored = vec![false; k];
    let raw: Vec<f64> = boundary
        .iter()
        .enumerate()
        .map(|(i, &v)| {
            let q = norm(geo[v]);
            let sides = &board.areas[v].edges;
            let has = |x: Side| sides.contains(&x);
            let corner = match (
                has(Side::South),
                has(Side::East),
                has(Side::North),
                has(Side::West),
            ) {
                (true, true, _, _) => Some(1.0),
                (_, true, true, _) => Some(2.0),
                (_, _, true, true) => Some(3.0),
                (true, _, _, true) => Some(0.0),
                _ => None,
            };
            // Two areas next to each other on the cycle that both claim a corner (a sea and a land
            // area in the same corner of the printed board): the first takes it, the second sits
            // on its first side.
            let prev = boundary[(i + k - 1) % k];
            let corner_taken = |c: f64| {
                // Corner c lies between side c - 1 and side c (see `square_param`).
                let side = |x: usize| [Side::South, Side::East, Side::North, Side::West][x % 4];
                let ps = &board.areas[prev].edges;
                ps.contains(&side(c as usize + 3)) && ps.contains(&side(c as usize))
            };
            if let Some(c) = corner.filter(|&c| !corner_taken(c)) {
                anchored[i] = true;
                return c;
            }
            match sides.first() {
                Some(Side::South) => q.x,
                Some(Side::East) => 1.0 + q.y,
                Some(Side::North) => 2.0 + (1.0 - q.x),
                Some(Side::West) => 3.0 + (1.0 - q.y),
                None => {
                    let d = q - p(0.5, 0.5);
                    let t = 0.5 / d.x.abs().max(d.y.abs()).max(1e-9);
                    square_param(p(0.5, 0.5) + d * t)
                }
            }
        })
        .collect();
    if !anchored.iter().any(|&a| a) {
        anchored[0] = true;
    }
    let first = anchored.iter().position(|&a| a).expect("an anchor");
    let mut s = vec![0.0; k];
    // Walk the cycle from the first anchor, one segment between anchors at a time.
    let mut i = first;
    let mut base = raw[first];
    s[first] = base;
    loop {
        let mut j = (i + 1) % k;
        let mut inner = Vec::new();
        while !anchored[j] {
            inner.push(j);
            j = (j + 1) % k;
        }
        let mut end = raw[j];
        while end <= base + 1e-9 {
            end += 4.0;
        }
        if j == first && end - raw[first] > 4.0 + 1e-9 {
            end -= 4.0;
        }
        // Unwrap the inner values into (base, end), sort them, and blend towards even spacing.
        let mut vals: Vec<f64> = inner
            .iter()
            .map(|&x| {
                let mut v = raw[x];
                while v <= base {
                    v += 4.0;
                }
                v.min(end - 1e-3).max(base + 1e-3)
            })
            .collect();
        vals.sort_by(f64::total_cmp);
        let m = inner.len();
        for (t, &x) in inner.iter().enumerate() {
            let uniform = base + (end - base) * (t + 1) as f64 / (m + 1) as f64;
            s[x] = (1.0 - evenness) * vals[t] + evenness * uniform;
        }
        if j == first {
            break;
        }
        s[j] = end;
        base = end;
        i = j;
    }
    // Make the sequence increasing from index 0.
    for i in 1..k {
        while s[i] < s[i - 1] {
            s[i] += 4.0;
        }
    }
    s
}

/// An area with exactly two neighbours that touch each other (an island in a strait, a coastal
/// area wedged between a sea and a land area on the map's edge) lands on the straight line between
/// them: Tutte puts an interior one at a weighted average of its two neighbours, and the inset
/// rectangle puts an edge one on the same side as both. Its triangle of areas then has no size
/// and the order of its neighbours is lost. Move it off that line, to the side the geography puts
/// it, by a quarter of its neighbours' distance (at most half the inset, so an edge area stays
/// inside the frame). Maps without such areas are untouched.
fn lift_wedged_areas(emb: &Embedding, geo: &[P], pos: &mut [P], inset: f64) {
    for v in 0..pos.len() {
        let [u, w] = emb.rot[v][..] else { continue };
        if !emb.rot[u].contains(&w) {
            continue;
        }
        let d = pos[w] - pos[u];
        let l = d.len();
        if l < 1e-9 || geom::orient(pos[u], pos[w], pos[v]).abs() > 1e-6 * l * l {
            continue;
        }
        let side = geom::orient(geo[u], geo[w], geo[v]).signum();
        let normal = p(-d.y, d.x) * (side / l);
        pos[v] = pos[v] + normal * (0.25 * l).min(0.5 * inset);
    }
}

/// Are the outer-face corners next to a moved edge area still sane? The outer face is not convex,
/// so only check that no edge of the outer cycle next to `v` crosses another edge.
fn no_crossing_at(emb: &Embedding, pos: &[P], v: usize) -> bool {
    for &u in &emb.rot[v] {
        for (a, b) in emb.left.keys().copied().filter(|&(a, b)| a < b) {
            if a == v || b == v || a == u || b == u {
                continue;
            }
            if geom::proper_cross(pos[v], pos[u], pos[a], pos[b]) {
                return false;
            }
        }
    }
    true
}

/// Gauss-Seidel in a fixed order until nothing moves.
fn solve_interior(emb: &Embedding, weights: &[Vec<f64>], pos: &mut [P], on_boundary: &[bool]) {
    for _ in 0..20_000 {
        let mut delta: f64 = 0.0;
        for v in 0..pos.len() {
            if on_boundary[v] {
                continue;
            }
            let mut q = P::default();
            for (j, &u) in emb.rot[v].iter().enumerate() {
                q = q + pos[u] * weights[v][j];
            }
            delta = delta.max(q.dist(pos[v]));
            pos[v] = q;
        }
        if delta < 1e-10 {
            break;
        }
    }
}

/// The border mesh from the dual: for each adjacency a chain of vertices from the centre of the
/// face on one side, through the midpoint of the adjacency, to the centre of the face on the other
/// side (or out to the frame on the outer face), with `subdiv` extra vertices on each half; each
/// area's outline is its chains in angular order (plus the frame between its frame points).
fn build_mesh(
    emb: &Embedding,
    pos: &[P],
    boundary: &[usize],
    s: &[f64],
    w: f64,
    h: f64,
    subdiv: usize,
) -> Mesh {
    let n = pos.len();
    let k = boundary.len();
    let mut verts: Vec<P> = Vec::new();
    let mut kind: Vec<VKind> = Vec::new();
    let add = |q: P, kd: VKind, verts: &mut Vec<P>, kind: &mut Vec<VKind>| {
        verts.push(q);
        kind.push(kd);
        verts.len() - 1
    };
    // Face centres.
    let face_v: Vec<usize> = emb
        .faces
        .iter()
        .map(|f| {
            add(
                geom::centroid(&f.iter().map(|&i| pos[i]).collect::<Vec<_>>()),
                VKind::Free,
                &mut verts,
                &mut kind,
            )
        })
        .collect();
    // Frame points of the outer cycle's edges, with their perimeter parameters.
    let frame_lo = p(0.0, 0.0);
    let frame_hi = p(w, h);
    let frame_param = |q: P| square_param(p(q.x / w, q.y / h));
    let mut frame_v: BTreeMap<(usize, usize), (usize, f64)> = BTreeMap::new();
    for i in 0..k {
        let (a, b) = (boundary[i], boundary[(i + 1) % k]);
        let (sa, mut sb) = (s[i], s[(i + 1) % k]);
        while sb <= sa {
            sb += 4.0;
        }
        let corners: Vec<f64> = (sa.floor() as i64 + 1..=sb.ceil() as i64 - 1)
            .map(|c| c as f64)
            .filter(|&c| c > sa && c < sb)
            .collect();
        let (sig, kd) = match corners.len() {
            1 => (corners[0], VKind::Fixed),
            0 => {
                // Same side: straight out from the midpoint.
                let m = pos[a].mid(pos[b]);
                let side = ((sa + sb) * 0.5).rem_euclid(4.0) as u8;
                let q = match side {
                    0 => p(m.x, 0.0),
                    1 => p(w, m.y),
                    2 => p(m.x, h),
                    _ => p(0.0, m.y),
                };
                (frame_param(q), VKind::Side(side))
            }
            _ => {
                let mid = ((sa + sb) * 0.5).rem_euclid(4.0);
                (mid, VKind::Side(mid as u8))
            }
        };
        let sig = sig.rem_euclid(4.0);
        let vi = add(
            rect_point(frame_lo, frame_hi, sig),
            kd,
            &mut verts,
            &mut kind,
        );
        frame_v.insert((a, b), (vi, sig));
        frame_v.insert((b, a), (vi, sig));
    }
    let mut corner_v: BTreeMap<i64, usize> = BTreeMap::new();
    for (_, &(vi, sig)) in frame_v.iter() {
        if kind[vi] == VKind::Fixed {
            corner_v.insert(sig.round() as i64 % 4, vi);
        }
    }
    for c in 0..4i64 {
        if let std::collections::btree_map::Entry::Vacant(e) = corner_v.entry(c) {
            e.insert(add(
                rect_point(frame_lo, frame_hi, c as f64),
                VKind::Fixed,
                &mut verts,
                &mut kind,
            ));
        }
    }
    let end = |x: usize, y: usize| {
        let f = emb.left[&(x, y)];
        if f == emb.outer {
            frame_v[&(x, y)].0
        } else {
            face_v[f]
        }
    };
    // Chains, canonical direction for a < b: from the face left of b->a to the face left of a->b.
    let mut chains = Vec::new();
    let mut chain_of: BTreeMap<(usize, usize), usize> = BTreeMap::new();
    for a in 0..n {
        for &b in &emb.rot[a] {
            if b < a {
                continue;
            }
            let (e1, e2) = (end(b, a), end(a, b));
            let m = pos[a].mid(pos[b]);
            let mut vs = vec![e1];
            let q1 = verts[e1];
            for t in 1..=subdiv {
                vs.push(add(
                    q1.lerp(m, t as f64 / (subdiv + 1) as f64),
                    VKind::Free,
                    &mut verts,
                    &mut kind,
                ));
            }
            vs.push(add(m, VKind::Free, &mut verts, &mut kind));
            let q2 = verts[e2];
            for t in 1..=subdiv {
                vs.push(add(
                    m.lerp(q2, t as f64 / (subdiv + 1) as f64),
                    VKind::Free,
                    &mut verts,
                    &mut kind,
                ));
            }
            vs.push(e2);
            chain_of.insert((a, b), chains.len());
            chains.push(Chain { a, b, verts: vs });
        }
    }
    let corners_between = |from: f64, to: f64| -> Vec<usize> {
        let mut to = to;
        while to <= from {
            to += 4.0;
        }
        (from.floor() as i64 + 1..=to.ceil() as i64 - 1)
            .filter(|&c| (c as f64) > from + 1e-12 && (c as f64) < to - 1e-12)
            .map(|c| corner_v[&c.rem_euclid(4)])
            .collect()
    };
    let mut cells = Vec::with_capacity(n);
    for v in 0..n {
        let ring = &emb.rot[v];
        let d = ring.len();
        let mut cell: Vec<usize> = Vec::new();
        for j in 0..d {
            let (a, b) = (ring[j], ring[(j + 1) % d]);
            let ch = &chains[chain_of[&(v.min(a), v.max(a))]];
            if v < a {
                cell.extend(ch.verts.iter().copied());
            } else {
                cell.extend(ch.verts.iter().rev().copied());
            }
            if emb.left[&(v, a)] == emb.outer {
                let (_, sa) = frame_v[&(v, a)];
                let (_, sb) = frame_v[&(v, b)];
                cell.extend(corners_between(sa, sb));
            }
        }
        cell.dedup();
        if cell.len() > 1 && cell[0] == cell[cell.len() - 1] {
            cell.pop();
        }
        cells.push(cell);
    }
    Mesh {
        verts,
        kind,
        cells,
        chains,
    }
}

/// Mean value weights of a node with respect to its neighbours (Floater), normalised; angles of
/// half a turn or more are clamped so that every weight stays positive.
fn mean_value_weights(pos: &[P], v: usize, ring: &[usize]) -> Vec<f64> {
    let d = ring.len();
    let ang = |k: usize| {
        let a = angle(pos[v], pos[ring[k]]);
        let b = angle(pos[v], pos[ring[(k + 1) % d]]);
        (b - a)
            .rem_euclid(std::f64::consts::TAU)
            .clamp(0.05, std::f64::consts::PI - 0.05)
    };
    let mut w: Vec<f64> = (0..d)
        .map(|k| {
            let prev = ang((k + d - 1) % d);
            let next = ang(k);
            ((prev * 0.5).tan() + (next * 0.5).tan()) / pos[v].dist(pos[ring[k]]).max(1e-6)
        })
        .collect();
    let s: f64 = w.iter().sum();
    for x in &mut w {
        *x = (*x / s).max(0.02 / d as f64);
    }
    let s: f64 = w.iter().sum();
    w.iter().map(|x| x / s).collect()
}

fn round3(x: f64) -> f32 {
    ((x * 1000.0).round() / 1000.0) as f32
}

fn pt(q: P) -> Pt {
    [round3(q.x), round3(q.y)]
}

/// Generate the board picture. Errors name the areas involved.
pub fn generate(board: &Board, layout: &Layout) -> Result<Generated, Vec<String>> {
    let n = board.len();
    let name = |i: usize| board.areas[i].name.as_str();
    let mut errs = Vec::new();

    // Links: adjacencies drawn as links are left out of the embedding.
    let mut linked = Vec::new();
    for (a, b) in &layout.links {
        match (board.find(a), board.find(b)) {
            (Some(x), Some(y)) if board.adjacent(x, y) => linked.push((x.0 as usize, y.0 as usize)),
            (Some(_), Some(_)) => {
                errs.push(format!("layout link {a} - {b}: the areas are not adjacent"))
            }
            _ => errs.push(format!("layout link {a} - {b}: unknown area")),
        }
    }
    let is_link = |a: usize, b: usize| {
        linked
            .iter()
            .any(|&(x, y)| (x, y) == (a, b) || (x, y) == (b, a))
    };
    let adj: Vec<Vec<usize>> = (0..n)
        .map(|i| {
            iter_set(board.adj[i])
                .map(|j| j.0 as usize)
                .filter(|&j| !is_link(i, j))
                .collect()
        })
        .collect();
    let edges: Vec<(usize, usize)> = (0..n)
        .flat_map(|i| adj[i].iter().filter(move |&&j| j > i).map(move |&j| (i, j)))
        .collect();

    // 1. Geographic nodes and their embedding.
    let mut geo: Vec<P> = board
        .areas
        .iter()
        .map(|a| p(a.lon as f64 * COS36, a.lat as f64))
        .collect();
    for (who, d) in &layout.nudges {
        match board.find(who) {
            Some(i) => geo[i.0 as usize] = geo[i.0 as usize] + p(d[0] as f64, d[1] as f64),
            None => errs.push(format!("layout nudge: unknown area {who}")),
        }
    }
    // How much room each area is given in the foam, as a multiple of an even share.
    let mut size = vec![1.0f64; n];
    for (who, k) in &layout.sizes {
        match board.find(who) {
            Some(i) if *k > 0.0 => size[i.0 as usize] = *k as f64,
            Some(_) => errs.push(format!("layout size of {who}: not above 0")),
            None => errs.push(format!("layout size: unknown area {who}")),
        }
    }
    for ((a, b), (c, d)) in crossings(&geo, &edges) {
        errs.push(format!(
            "adjacencies {} - {} and {} - {} cross when drawn straight",
            name(a),
            name(b),
            name(c),
            name(d)
        ));
    }
    if !errs.is_empty() {
        return Err(errs);
    }
    let emb = embed(&geo, &adj);
    let mut boundary = emb.faces[emb.outer].clone();
    boundary.reverse(); // counter-clockwise
    {
        let mut seen = boundary.clone();
        seen.sort();
        seen.dedup();
        if seen.len() != boundary.len() {
            return Err(vec![
                "the outer face visits an area twice (the map's edge is not a simple cycle)".into(),
            ]);
        }
    }

    // 2. Edge areas on the inset rectangle, at their geographic bearing from the middle.
    let (w, h) = (layout.frame[0] as f64, layout.frame[1] as f64);
    let inset = layout.inset as f64;
    let (lo, hi) = (p(inset, inset), p(w - inset, h - inset));
    let (glo, ghi) = geom::bbox(&geo);
    let norm = |q: P| {
        p(
            (q.x - glo.x) / (ghi.x - glo.x),
            (q.y - glo.y) / (ghi.y - glo.y),
        )
    };
    let k = boundary.len();
    let s = edge_params(board, &boundary, &geo, layout.evenness as f64);
    if std::env::var("ACME_GEN_DEBUG").is_ok() {
        for (i, &v) in boundary.iter().enumerate() {
            eprintln!(
                "{i:3} {:20} s={:.3} edges={:?}",
                name(v),
                s[i],
                board.areas[v].edges
            );
        }
    }
    let even = layout.evenness as f64;
    let mut pos: Vec<P> = geo
        .iter()
        .map(|&q| lo + p(norm(q).x * (hi.x - lo.x), norm(q).y * (hi.y - lo.y)))
        .collect();
    let on_boundary: Vec<bool> = (0..n).map(|v| boundary.contains(&v)).collect();
    let mut s = s;

    // 3. Interior nodes: weighted averages of their neighbours (Tutte), the weights blending the
    //    geographic shape with an even spread.
    let weights: Vec<Vec<f64>> = (0..n)
        .map(|v| {
            let ring = &emb.rot[v];
            let mv = mean_value_weights(&geo, v, ring);
            mv.iter()
                .map(|x| (1.0 - even) * x + even / ring.len() as f64)
                .collect()
        })
        .collect();
    for (i, &v) in boundary.iter().enumerate() {
        pos[v] = rect_point(lo, hi, s[i]);
    }
    solve_interior(&emb, &weights, &mut pos, &on_boundary);
    lift_wedged_areas(&emb, &geo, &mut pos, inset);

    // 4. Relaxation (force-directed, embedding kept): adjacencies pull towards a common length,
    //    nearby nodes push apart, and a move is refused when it would make a face around the node
    //    non-convex or an edge cross another. Edge areas slide along their side; corners stay.
    let bidx: Vec<Option<usize>> = (0..n)
        .map(|v| boundary.iter().position(|&b| b == v))
        .collect();
    let faces_of: Vec<Vec<usize>> = (0..n)
        .map(|v| {
            emb.rot[v]
                .iter()
                .map(|&u| emb.left[&(v, u)])
                .filter(|&f| f != emb.outer)
                .collect()
        })
        .collect();
    let ideal = (w * h / n as f64).sqrt();
    // How convex each corner of each face round a node is (twice the triangle's signed area).
    let corners = |pos: &[P], v: usize| -> Vec<f64> {
        faces_of[v]
            .iter()
            .flat_map(|&f| {
                let poly: Vec<P> = emb.faces[f].iter().map(|&x| pos[x]).collect();
                let m = poly.len();
                (0..m)
                    .map(move |j| geom::orient(poly[j], poly[(j + 1) % m], poly[(j + 2) % m]))
                    .collect::<Vec<_>>()
            })
            .collect()
    };
    let rounds = layout.rounds;
    for round in 0..rounds {
        let temp =
            ideal * layout.relax_step as f64 * (1.0 - round as f64 / rounds as f64).max(0.05);
        for v in 0..n {
            let mut f = P::default();
            for &u in &emb.rot[v] {
                let d = pos[u] - pos[v];
                let l = d.len().max(1e-9);
                f = f + d * ((l - ideal) / l);
            }
            for u in 0..n {
                if u == v {
                    continue;
                }
                let d = pos[v] - pos[u];
                let l = d.len().max(1e-9);
                if l < 1.5 * ideal {
                    f = f + d * ((ideal * ideal / (l * l) - 1.0 / 2.25) / l * ideal * 0.5);
                }
            }
            let fl = f.len();
            if fl < 1e-12 {
                continue;
            }
            let mut disp = f * (fl.min(temp) / fl);
            // The corners of the faces round v before the move (`mend_flat_faces`: a corner
            // that is not convex yet may stay so as long as it does not get worse).
            let before = layout.mend_flat_faces.then(|| corners(&pos, v));
            for _ in 0..4 {
                let old = pos[v];
                let old_s = bidx[v].map(|i| s[i]);
                let moved = match bidx[v] {
                    None => {
                        pos[v] = old + disp;
                        true
                    }
                    Some(i) if (s[i] - s[i].round()).abs() < 1e-12 => false, // corner area
                    Some(i) => {
                        // Slide along the side.
                        let side = s[i].floor();
                        let (dl, len) = match side.rem_euclid(4.0) as u32 {
                            0 => (disp.x, hi.x - lo.x),
                            1 => (disp.y, hi.y - lo.y),
                            2 => (-disp.x, hi.x - lo.x),
                            _ => (-disp.y, hi.y - lo.y),
                        };
                        let ns = s[i] + dl / len;
                        let prev = s[(i + k - 1) % k];
                        let next = s[(i + 1) % k];
                        let mut pv = prev;
                        while pv > ns {
                            pv -= 4.0;
                        }
                        let mut nx = next;
                        while nx < ns {
                            nx += 4.0;
                        }
                        if ns.floor() != side || ns - pv < 0.01 || nx - ns < 0.01 {
                            false
                        } else {
                            s[i] = ns;
                            pos[v] = rect_point(lo, hi, ns);
                            true
                        }
                    }
                };
                if !moved {
                    break;
                }
                let flat = 1e-3 * ideal * ideal;
                let after = corners(&pos, v);
                let convex = match &before {
                    None => after.iter().all(|&o| o > flat),
                    Some(b) => after.iter().zip(b).all(|(&a, &b)| a > flat || a >= b),
                } && no_crossing_at(&emb, &pos, v);
                if convex {
                    break;
                }
                pos[v] = old;
                if let (Some(i), Some(x)) = (bidx[v], old_s) {
                    s[i] = x;
                }
                disp = disp * 0.5;
            }
        }
    }
    // The solved layout must keep the embedding.
    for ((a, b), (c, d)) in crossings(&pos, &edges) {
        errs.push(format!(
            "solved layout: {} - {} crosses {} - {}",
            name(a),
            name(b),
            name(c),
            name(d)
        ));
    }
    let emb2 = embed(&pos, &adj);
    for v in 0..n {
        if cyclic(&emb2.rot[v]) != cyclic(&emb.rot[v]) {
            errs.push(format!(
                "solved layout changed the order of {}'s neighbours",
                name(v)
            ));
        }
    }
    if !errs.is_empty() {
        return Err(errs);
    }

    // 5. The border mesh from the dual, relaxed like a foam.
    let mut mesh = build_mesh(&emb, &pos, &boundary, &s, w, h, layout.subdivide as usize);
    let target: Vec<f64> = size.iter().map(|k| w * h / n as f64 * k).collect();
    mesh.relax(&FoamParams {
        rounds: layout.foam_rounds,
        pressure: layout.pressure as f64,
        max_step: 0.05,
        min_border: (layout.min_border.max(MIN_VISIBLE_BORDER)) as f64,
        target,
        frame: p(w, h),
        min_width: layout.min_width as f64,
    });
    if std::env::var("ACME_GEN_DEBUG").is_ok() {
        for v in 0..n {
            eprintln!(
                "{:20} area/target {:.2}",
                name(v),
                geom::signed_area(&mesh.outline(v)) / (w * h / n as f64)
            );
        }
        // The solved nodes, their drawn adjacencies and the outlines, one per line, for a
        // picture of a layout that fails (`NODE name|x|y`, `EDGE a|b`, `CELL name|x,y ...`).
        for (v, q) in pos.iter().enumerate() {
            eprintln!("NODE {}|{:.3}|{:.3}", name(v), q.x, q.y);
        }
        for &(a, b) in &edges {
            eprintln!("EDGE {}|{}", name(a), name(b));
        }
        for v in 0..n {
            let pts: Vec<String> = mesh
                .outline(v)
                .iter()
                .map(|q| format!("{:.3},{:.3}", q.x, q.y))
                .collect();
            eprintln!("CELL {}|{}", name(v), pts.join(" "));
        }
    }
    for v in 0..n {
        let poly = mesh.outline(v);
        if geom::signed_area(&poly) <= 0.0 || !geom::is_simple(&poly) {
            errs.push(format!(
                "the outline of {} is not a simple counter-clockwise polygon",
                name(v)
            ));
        }
    }
    if !errs.is_empty() {
        return Err(errs);
    }

    // 6. Rivers, links, junctions, rooms.
    let chain_pts = |a: usize, b: usize| -> Vec<Pt> {
        let ch = mesh
            .chains
            .iter()
            .find(|c| (c.a, c.b) == (a.min(b), a.max(b)))
            .expect("a chain per adjacency");
        ch.verts.iter().map(|&i| pt(mesh.verts[i])).collect()
    };
    let rivers = board
        .rivers
        .iter()
        .map(|r| {
            let (a, b) = (r.a.0 as usize, r.b.0 as usize);
            RiverShape {
                river: r.river.clone(),
                a: name(a).into(),
                b: name(b).into(),
                points: chain_pts(a, b),
            }
        })
        .collect();
    let rooms: Vec<(P, f64, f64)> = (0..n)
        .map(|v| geom::largest_box(&mesh.outline(v), layout.room_aspect as f64, 24))
        .collect();
    let links = linked
        .iter()
        .map(|&(a, b)| LinkShape {
            a: name(a).into(),
            b: name(b).into(),
            points: vec![pt(rooms[a].0), pt(rooms[b].0)],
        })
        .collect();
    // Junctions: vertices shared by four or more outlines.
    let mut count = vec![0u32; mesh.verts.len()];
    for cell in &mesh.cells {
        for &i in cell {
            count[i] += 1;
        }
    }
    let junctions = (0..mesh.verts.len())
        .filter(|&i| count[i] >= 4 && mesh.kind[i] == VKind::Free)
        .map(|i| pt(mesh.verts[i]))
        .collect();
    let areas = (0..n)
        .map(|v| {
            let (c, rw, rh) = rooms[v];
            AreaShape {
                name: name(v).into(),
                outline: mesh.outline(v).into_iter().map(pt).collect(),
                room_centre: pt(c),
                room_size: [round3(rw * 0.95), round3(rh * 0.95)],
            }
        })
        .collect();
    let mut shape = BoardShape {
        version: BOARD_VERSION,
        frame: layout.frame,
        areas,
        rivers,
        links,
        junctions,
    };
    if layout.links_clear_of_names {
        super::links::route_clear_of_names(&mut shape);
    }
    Ok(Generated {
        shape,
        nodes: pos,
        boundary,
    })
}
