//! Relaxation of the board's border mesh, like a soap foam: every border vertex moves to shorten
//! the borders (rounder areas) while each area is pushed towards the same size. The topology (which
//! areas share a border) never changes: a move is refused when a border it touches would cross
//! another border of the same areas or become shorter than the visible minimum.

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
                    if self.try_move(v, np, &uses[v], &chains_of[v], prm) {
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
            .all(|&ci| self.chain_span(&self.chains[ci]) >= prm.min_border);
        if !ok {
            self.verts[v] = old;
        }
        ok
    }
}
