//! Relaxation of the board's border mesh, like a soap foam: every border vertex moves to shorten
//! the borders (rounder areas) while each area is pushed towards the same size. The topology (which
//! areas share a border) never changes: a move is refused when a border it touches would cross
//! another border of the same areas or become shorter than the visible minimum, or (with a
//! smallest width, [`FoamParams::min_width`]) when it would bring two borders of one area with
//! areas that are not neighbours nearer than that width: a sea squeezed to nothing between two
//! coasts would show those two lands as touching.

use super::geom::{self, P, p};

#[derive(Debug, Clone, Copy, PartialEq)]
pub enum VKind {
    Free,
    /// Slides along a frame side (0 bottom, 1 right, 2 top, 3 left).
    Side(u8),
    /// A frame corner.
    Fixed,
}

/// The border between two areas: vertex indices from one end to the other.
#[derive(Debug, Clone)]
pub struct Chain {
    pub a: usize,
    pub b: usize,
    pub verts: Vec<usize>,
}

#[derive(Debug, Clone)]
pub struct Mesh {
    pub verts: Vec<P>,
    pub kind: Vec<VKind>,
    /// Counter-clockwise outline of each area, as vertex indices.
    pub cells: Vec<Vec<usize>>,
    pub chains: Vec<Chain>,
}

pub struct FoamParams {
    pub rounds: u32,
    /// Weight of the equal-size pressure against the border length.
    pub pressure: f64,
    /// Largest move of a vertex per round.
    pub max_step: f64,
    /// Shortest allowed border between two adjacent areas.
    pub min_border: f64,
    /// Target size of each area.
    pub target: Vec<f64>,
    pub frame: P,
    /// Smallest width kept inside an area between its border with one area and its border with
    /// another that is not that one's neighbour (0: none kept). Near the corner where such two
    /// borders meet, the width asked for shrinks with the distance along the outline
    /// ([`width_wanted`]), so that the corner itself stays allowed.
    pub min_width: f64,
}

/// How wide an area must stay between two of its border segments with areas that are not
/// neighbours, `along` apart on its outline: `min_width`, less near the corner where those two
/// borders meet (half the way along it, so the corner's angle stays above 30°).
pub fn width_wanted(min_width: f64, along: f64) -> f64 {
    min_width.min(0.5 * along)
}

/// What the smallest-width rule needs to know of the mesh: the area across each segment of each
/// outline (none on the frame) and which areas share a border.
struct Across {
    /// `of[c][k]`: the area across the segment from vertex k to k + 1 of outline c.
    of: Vec<Vec<Option<usize>>>,
    /// Pairs of areas that share a border, smaller first.
    neighbours: std::collections::BTreeSet<(usize, usize)>,
}

impl Across {
    fn new(mesh: &Mesh) -> Across {
        let mut by_segment = std::collections::BTreeMap::new();
        let mut neighbours = std::collections::BTreeSet::new();
        for ch in &mesh.chains {
            neighbours.insert((ch.a.min(ch.b), ch.a.max(ch.b)));
            for w in ch.verts.windows(2) {
                by_segment.insert((w[0].min(w[1]), w[0].max(w[1])), (ch.a, ch.b));
            }
        }
        let of = mesh
            .cells
            .iter()
            .enumerate()
            .map(|(c, cell)| {
                let m = cell.len();
                (0..m)
                    .map(|k| {
                        let (i, j) = (cell[k], cell[(k + 1) % m]);
                        by_segment
                            .get(&(i.min(j), i.max(j)))
                            .map(|&(a, b)| if a == c { b } else { a })
                    })
                    .collect()
            })
            .collect();
        Across { of, neighbours }
    }

    /// Are these two areas, across two segments of one outline, kept apart (both areas, not the
    /// same, not neighbours)?
    fn apart(&self, x: Option<usize>, y: Option<usize>) -> bool {
        match (x, y) {
            (Some(x), Some(y)) => x != y && !self.neighbours.contains(&(x.min(y), x.max(y))),
            _ => false,
        }
    }
}

impl Mesh {
    pub fn outline(&self, c: usize) -> Vec<P> {
        self.cells[c].iter().map(|&i| self.verts[i]).collect()
    }

    /// Straight distance between a border's ends (the border is at least this long).
    fn chain_span(&self, ch: &Chain) -> f64 {
        self.verts[ch.verts[0]].dist(self.verts[ch.verts[ch.verts.len() - 1]])
    }

    pub fn relax(&mut self, prm: &FoamParams) {
        let nv = self.verts.len();
        // Where each vertex appears: (cell, position in the cell's outline).
        let mut uses: Vec<Vec<(usize, usize)>> = vec![Vec::new(); nv];
        for (c, cell) in self.cells.iter().enumerate() {
            for (k, &v) in cell.iter().enumerate() {
                uses[v].push((c, k));
            }
        }
        // Chains through each vertex, and each interior chain vertex's chain neighbours.
        let mut chains_of: Vec<Vec<usize>> = vec![Vec::new(); nv];
        let mut along: Vec<Option<(usize, usize)>> = vec![None; nv];
        for (ci, ch) in self.chains.iter().enumerate() {
            for (k, &v) in ch.verts.iter().enumerate() {
                chains_of[v].push(ci);
                if k > 0 && k + 1 < ch.verts.len() {
                    along[v] = Some((ch.verts[k - 1], ch.verts[k + 1]));
                }
            }
        }
        let mut areas: Vec<f64> = (0..self.cells.len())
            .map(|c| geom::signed_area(&self.outline(c)))
            .collect();
        let mut target = prm.target.clone();
        let across = (prm.min_width > 0.0).then(|| Across::new(self));
        for _round in 0..prm.rounds {
            // An area with a long stretch of frame needs more room to be more than a strip: its
            // target grows with the square of that stretch (a half-disc on it), up to twice.
            for (c, cell) in self.cells.iter().enumerate() {
                let m = cell.len();
                let lf: f64 = (0..m)
                    .filter(|&j| {
                        self.kind[cell[j]] != VKind::Free
                            && self.kind[cell[(j + 1) % m]] != VKind::Free
                    })
                    .map(|j| self.verts[cell[j]].dist(self.verts[cell[(j + 1) % m]]))
                    .sum();
                target[c] = (0.3 * lf * lf).clamp(prm.target[c], 2.0 * prm.target[c]);
            }
            let total: f64 = target.iter().sum();
            let want: f64 = prm.target.iter().sum();
            for t in &mut target {
                *t *= want / total;
            }
            for v in 0..nv {
                if self.kind[v] == VKind::Fixed {
                    continue;
                }
                let q = self.verts[v];
                let mut g = P::default();
                for &(c, k) in &uses[v] {
                    let cell = &self.cells[c];
                    let m = cell.len();
                    let (ip, inx) = (cell[(k + m - 1) % m], cell[(k + 1) % m]);
                    let prev = self.verts[ip];
                    let next = self.verts[inx];
                    // A stretch of frame belongs to one outline only; count it twice like a
                    // border so that areas do not spread along the frame.
                    let on_frame = self.kind[v] != VKind::Free;
                    let w1 = if on_frame && self.kind[ip] != VKind::Free {
                        2.0
                    } else {
                        1.0
                    };
                    let w2 = if on_frame && self.kind[inx] != VKind::Free {
                        2.0
                    } else {
                        1.0
                    };
                    let u1 = q - prev;
                    let u2 = q - next;
                    g = g + u1 * (w1 / u1.len().max(1e-9)) + u2 * (w2 / u2.len().max(1e-9));
                    let d = next - prev;
                    let da = p(d.y, -d.x) * 0.5;
                    let t = target[c];
                    g = g + da * (2.0 * prm.pressure * (areas[c] - t) / t);
                }
                if let Some((a, b)) = along[v] {
                    // Keep the chain's vertices evenly spaced.
                    g = g + (q - self.verts[a].mid(self.verts[b])) * 0.5;
                }
                let mut step = g * -0.05;
                if let VKind::Side(s) = self.kind[v] {
                    step = if s % 2 == 0 {
                        p(step.x, 0.0)
                    } else {
                        p(0.0, step.y)
                    };
                }
                let l = step.len();
                if l < 1e-12 {
                    continue;
                }
                if l > prm.max_step {
                    step = step * (prm.max_step / l);
                }
                for _ in 0..3 {
                    let np = q + step;
                    if self.try_move(v, np, &uses[v], &chains_of[v], across.as_ref(), prm) {
                        for &(c, _) in &uses[v] {
                            areas[c] = geom::signed_area(&self.outline(c));
                        }
                        break;
                    }
                    step = step * 0.5;
                }
            }
        }
    }

    /// Move vertex v to np if the borders stay valid; returns whether it moved.
    fn try_move(
        &mut self,
        v: usize,
        np: P,
        uses: &[(usize, usize)],
        chains: &[usize],
        across: Option<&Across>,
        prm: &FoamParams,
    ) -> bool {
        if let VKind::Side(_) = self.kind[v] {
            if np.x < 1e-9 || np.y < 1e-9 || np.x > prm.frame.x - 1e-9 || np.y > prm.frame.y - 1e-9
            {
                // Never onto a corner or off the frame.
                let inside_side = match self.kind[v] {
                    VKind::Side(0) | VKind::Side(2) => np.x > 1e-3 && np.x < prm.frame.x - 1e-3,
                    _ => np.y > 1e-3 && np.y < prm.frame.y - 1e-3,
                };
                if !inside_side {
                    return false;
                }
            }
        } else {
            // A free vertex must stay inside one of its areas (as they were) or on a border.
            let inside = uses
                .iter()
                .any(|&(c, _)| geom::contains(&self.outline(c), np));
            if !inside {
                return false;
            }
        }
        let old = self.verts[v];
        self.verts[v] = np;
        let gap = 1e-3;
        let ok = uses.iter().all(|&(c, k)| {
            let cell = &self.cells[c];
            let m = cell.len();
            let a = self.verts[cell[(k + m - 1) % m]];
            let b = self.verts[cell[(k + 1) % m]];
            (0..m).all(|j| {
                let (i0, i1) = (cell[j], cell[(j + 1) % m]);
                if i0 == v || i1 == v {
                    return true;
                }
                let (s0, s1) = (self.verts[i0], self.verts[i1]);
                let near_a = i1 == cell[(k + m - 1) % m];
                let near_b = i0 == cell[(k + 1) % m];
                (near_a || geom::dist_seg_seg(a, np, s0, s1) > gap)
                    && (near_b || geom::dist_seg_seg(np, b, s0, s1) > gap)
            })
        }) && chains
            .iter()
            .all(|&ci| self.chain_span(&self.chains[ci]) >= prm.min_border)
            && across.is_none_or(|x| self.keeps_width(v, old, uses, x, prm.min_width));
        if !ok {
            self.verts[v] = old;
        }
        ok
    }

    /// Does vertex v, just moved from `old`, keep every outline it is on at least the smallest
    /// width wide between borders with areas that are not neighbours ([`width_wanted`])? A
    /// width already short of it may stay so, as long as the move does not make it shorter.
    fn keeps_width(
        &self,
        v: usize,
        old: P,
        uses: &[(usize, usize)],
        across: &Across,
        min_width: f64,
    ) -> bool {
        uses.iter().all(|&(c, k)| {
            let cell = &self.cells[c];
            let m = cell.len();
            let at = |i: usize| self.verts[cell[i % m]];
            // Distance along the outline from vertex 0 to vertex t.
            let mut pre = vec![0.0; m + 1];
            for t in 0..m {
                pre[t + 1] = pre[t] + at(t).dist(at(t + 1));
            }
            // Along the outline from the end of segment i to the start of segment j.
            let forward = |i: usize, j: usize| {
                if j > i {
                    pre[j] - pre[i + 1]
                } else {
                    pre[m] - pre[i + 1] + pre[j]
                }
            };
            let moved = [(k + m - 1) % m, k];
            moved.iter().all(|&i| {
                (0..m)
                    .filter(|j| !moved.contains(j))
                    .filter(|&j| across.apart(across.of[c][i], across.of[c][j]))
                    .all(|j| {
                        let need = width_wanted(min_width, forward(i, j).min(forward(j, i)));
                        let (s0, s1) = (at(j), at(j + 1));
                        let d = geom::dist_seg_seg(at(i), at(i + 1), s0, s1);
                        if d >= need {
                            return true;
                        }
                        // The segment as it was before the move.
                        let was = |t: usize| if cell[t % m] == v { old } else { at(t) };
                        d >= geom::dist_seg_seg(was(i), was(i + 1), s0, s1)
                    })
            })
        })
    }
}
