//! Triangles for drawing the board: polygon fills (ear clipping) and thick polylines (strokes with
//! mitred joins). Pure, so the window only uploads the result.

use super::Pt;

/// A triangle mesh: positions and indices (three per triangle).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Tris {
    pub pos: Vec<[f32; 2]>,
    pub idx: Vec<u32>,
}

impl Tris {
    pub fn append(&mut self, other: &Tris) {
        let base = self.pos.len() as u32;
        self.pos.extend_from_slice(&other.pos);
        self.idx.extend(other.idx.iter().map(|i| i + base));
    }
    pub fn triangles(&self) -> usize {
        self.idx.len() / 3
    }
}

fn cross(o: Pt, a: Pt, b: Pt) -> f32 {
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])
}

fn in_triangle(p: Pt, a: Pt, b: Pt, c: Pt) -> bool {
    cross(a, b, p) >= 0.0 && cross(b, c, p) >= 0.0 && cross(c, a, p) >= 0.0
}

/// Triangulate a simple polygon (either orientation) by ear clipping.
pub fn fill(poly: &[Pt]) -> Tris {
    let n = poly.len();
    let mut out = Tris {
        pos: poly.to_vec(),
        idx: Vec::with_capacity(3 * n.saturating_sub(2)),
    };
    if n < 3 {
        return out;
    }
    let area: f32 = (0..n)
        .map(|i| cross([0.0, 0.0], poly[i], poly[(i + 1) % n]))
        .sum();
    let mut rest: Vec<usize> = if area >= 0.0 {
        (0..n).collect()
    } else {
        (0..n).rev().collect()
    };
    let mut guard = 0;
    while rest.len() > 3 && guard < 10 * n * n {
        guard += 1;
        let m = rest.len();
        let mut clipped = false;
        for i in 0..m {
            let (ia, ib, ic) = (rest[(i + m - 1) % m], rest[i], rest[(i + 1) % m]);
            let (a, b, c) = (poly[ia], poly[ib], poly[ic]);
            if cross(a, b, c) <= 1e-9 {
                continue; // reflex or flat corner
            }
            let blocked = rest.iter().any(|&j| {
                j != ia
                    && j != ib
                    && j != ic
                    && poly[j] != a
                    && poly[j] != b
                    && poly[j] != c
                    && in_triangle(poly[j], a, b, c)
            });
            if blocked {
                continue;
            }
            out.idx.extend([ia as u32, ib as u32, ic as u32]);
            rest.remove(i);
            clipped = true;
            break;
        }
        if !clipped {
            // Degenerate input: drop a flat corner and go on.
            let m = rest.len();
            if let Some(i) = (0..m).find(|&i| {
                cross(
                    poly[rest[(i + m - 1) % m]],
                    poly[rest[i]],
                    poly[rest[(i + 1) % m]],
                )
                .abs()
                    <= 1e-9
            }) {
                rest.remove(i);
            } else {
                break;
            }
        }
    }
    if rest.len() == 3 {
        out.idx
            .extend([rest[0] as u32, rest[1] as u32, rest[2] as u32]);
    }
    out
}

/// A polyline drawn `width` wide, with mitred joins (bevelled past a limit).
pub fn stroke(points: &[Pt], closed: bool, width: f32) -> Tris {
    let mut pts: Vec<Pt> = Vec::with_capacity(points.len());
    for &p in points {
        if pts
            .last()
            .is_none_or(|q: &Pt| (q[0] - p[0]).abs() > 1e-6 || (q[1] - p[1]).abs() > 1e-6)
        {
            pts.push(p);
        }
    }
    if closed && pts.len() > 1 && pts[0] == pts[pts.len() - 1] {
        pts.pop();
    }
    let n = pts.len();
    let mut out = Tris::default();
    if n < 2 {
        return out;
    }
    let h = width * 0.5;
    let dir = |a: Pt, b: Pt| {
        let (dx, dy) = (b[0] - a[0], b[1] - a[1]);
        let l = (dx * dx + dy * dy).sqrt().max(1e-9);
        [dx / l, dy / l]
    };
    let normal = |d: [f32; 2]| [-d[1], d[0]];
    // Offset of each vertex: the miter of the two segment normals.
    let offset = |i: usize| -> [f32; 2] {
        let prev = if i > 0 {
            Some(pts[i - 1])
        } else if closed {
            Some(pts[n - 1])
        } else {
            None
        };
        let next = if i + 1 < n {
            Some(pts[i + 1])
        } else if closed {
            Some(pts[0])
        } else {
            None
        };
        match (prev, next) {
            (Some(p), Some(q)) => {
                let n1 = normal(dir(p, pts[i]));
                let n2 = normal(dir(pts[i], q));
                let m = [n1[0] + n2[0], n1[1] + n2[1]];
                let ml = (m[0] * m[0] + m[1] * m[1]).sqrt();
                if ml < 1e-6 {
                    return [n1[0] * h, n1[1] * h];
                }
                let m = [m[0] / ml, m[1] / ml];
                let cos = (m[0] * n1[0] + m[1] * n1[1]).max(0.5); // limit the miter to twice the width
                [m[0] * h / cos, m[1] * h / cos]
            }
            (None, Some(q)) => {
                let nn = normal(dir(pts[i], q));
                [nn[0] * h, nn[1] * h]
            }
            (Some(p), None) => {
                let nn = normal(dir(p, pts[i]));
                [nn[0] * h, nn[1] * h]
            }
            (None, None) => [0.0, 0.0],
        }
    };
    for (i, p) in pts.iter().enumerate() {
        let o = offset(i);
        out.pos.push([p[0] + o[0], p[1] + o[1]]);
        out.pos.push([p[0] - o[0], p[1] - o[1]]);
    }
    let segs = if closed { n } else { n - 1 };
    for s in 0..segs {
        let (a, b) = (s as u32 * 2, ((s + 1) % n) as u32 * 2);
        out.idx.extend([a, a + 1, b + 1, a, b + 1, b]);
    }
    out
}

/// A regular polygon approximating a circle.
pub fn disc(c: Pt, r: f32, sides: usize) -> Tris {
    let mut out = Tris {
        pos: vec![c],
        idx: Vec::new(),
    };
    for i in 0..sides {
        let t = std::f32::consts::TAU * i as f32 / sides as f32;
        out.pos.push([c[0] + r * t.cos(), c[1] + r * t.sin()]);
        let (a, b) = (1 + i as u32, 1 + ((i + 1) % sides) as u32);
        out.idx.extend([0, a, b]);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn area(t: &Tris) -> f32 {
        t.idx
            .chunks(3)
            .map(|c| {
                cross(
                    t.pos[c[0] as usize],
                    t.pos[c[1] as usize],
                    t.pos[c[2] as usize],
                ) * 0.5
            })
            .sum()
    }

    #[test]
    fn ear_clipping_covers_a_concave_polygon_exactly() {
        // An L shape of area 3.
        let l = [
            [0.0, 0.0],
            [2.0, 0.0],
            [2.0, 1.0],
            [1.0, 1.0],
            [1.0, 2.0],
            [0.0, 2.0],
        ];
        let t = fill(&l);
        assert_eq!(t.triangles(), 4);
        assert!((area(&t) - 3.0).abs() < 1e-5);
        let mut rev = l;
        rev.reverse();
        assert!((area(&fill(&rev)) - 3.0).abs() < 1e-5);
    }

    #[test]
    fn a_straight_stroke_is_a_rectangle_of_the_width() {
        let t = stroke(&[[0.0, 0.0], [4.0, 0.0]], false, 0.5);
        assert!((area(&t).abs() - 2.0).abs() < 1e-5);
    }
}
