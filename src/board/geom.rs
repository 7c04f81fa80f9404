//! Plane geometry for the board generator: points, segments, polygons, label boxes.
//! Everything is `f64` and deterministic (no randomness, no hashing).

use std::ops::{Add, Mul, Sub};

#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct P {
    pub x: f64,
    pub y: f64,
}

pub const fn p(x: f64, y: f64) -> P {
    P { x, y }
}

impl Add for P {
    type Output = P;
    fn add(self, o: P) -> P {
        p(self.x + o.x, self.y + o.y)
    }
}
impl Sub for P {
    type Output = P;
    fn sub(self, o: P) -> P {
        p(self.x - o.x, self.y - o.y)
    }
}
impl Mul<f64> for P {
    type Output = P;
    fn mul(self, k: f64) -> P {
        p(self.x * k, self.y * k)
    }
}

impl P {
    pub fn cross(self, o: P) -> f64 {
        self.x * o.y - self.y * o.x
    }
    pub fn dot(self, o: P) -> f64 {
        self.x * o.x + self.y * o.y
    }
    pub fn len(self) -> f64 {
        self.dot(self).sqrt()
    }
    pub fn dist(self, o: P) -> f64 {
        (self - o).len()
    }
    pub fn mid(self, o: P) -> P {
        p((self.x + o.x) * 0.5, (self.y + o.y) * 0.5)
    }
    pub fn lerp(self, o: P, t: f64) -> P {
        self + (o - self) * t
    }
}

/// Orientation of c relative to the directed line a->b: > 0 left, < 0 right.
pub fn orient(a: P, b: P, c: P) -> f64 {
    (b - a).cross(c - a)
}

/// Do the closed segments ab and cd cross at a point interior to both (a proper crossing)?
/// Segments that merely share an endpoint do not count.
pub fn proper_cross(a: P, b: P, c: P, d: P) -> bool {
    let eps = 1e-12;
    let d1 = orient(a, b, c);
    let d2 = orient(a, b, d);
    let d3 = orient(c, d, a);
    let d4 = orient(c, d, b);
    ((d1 > eps && d2 < -eps) || (d1 < -eps && d2 > eps))
        && ((d3 > eps && d4 < -eps) || (d3 < -eps && d4 > eps))
}

/// Signed area (positive when counter-clockwise).
pub fn signed_area(poly: &[P]) -> f64 {
    let n = poly.len();
    (0..n)
        .map(|i| poly[i].cross(poly[(i + 1) % n]))
        .sum::<f64>()
        * 0.5
}

pub fn centroid(poly: &[P]) -> P {
    let n = poly.len();
    let a = signed_area(poly);
    if a.abs() < 1e-12 {
        let s = poly.iter().fold(P::default(), |s, &q| s + q);
        return s * (1.0 / n as f64);
    }
    let mut c = P::default();
    for i in 0..n {
        let (u, v) = (poly[i], poly[(i + 1) % n]);
        let k = u.cross(v);
        c = c + (u + v) * k;
    }
    c * (1.0 / (6.0 * a))
}

pub fn contains(poly: &[P], q: P) -> bool {
    let n = poly.len();
    let mut inside = false;
    let mut j = n - 1;
    for i in 0..n {
        let (a, b) = (poly[i], poly[j]);
        if (a.y > q.y) != (b.y > q.y) && q.x < (b.x - a.x) * (q.y - a.y) / (b.y - a.y) + a.x {
            inside = !inside;
        }
        j = i;
    }
    inside
}

pub fn dist_to_segment(q: P, a: P, b: P) -> f64 {
    let ab = b - a;
    let l2 = ab.dot(ab);
    let t = if l2 == 0.0 {
        0.0
    } else {
        ((q - a).dot(ab) / l2).clamp(0.0, 1.0)
    };
    q.dist(a + ab * t)
}

pub fn dist_to_boundary(poly: &[P], q: P) -> f64 {
    let n = poly.len();
    (0..n)
        .map(|i| dist_to_segment(q, poly[i], poly[(i + 1) % n]))
        .fold(f64::INFINITY, f64::min)
}

pub fn bbox(poly: &[P]) -> (P, P) {
    let mut lo = p(f64::INFINITY, f64::INFINITY);
    let mut hi = p(f64::NEG_INFINITY, f64::NEG_INFINITY);
    for q in poly {
        lo = p(lo.x.min(q.x), lo.y.min(q.y));
        hi = p(hi.x.max(q.x), hi.y.max(q.y));
    }
    (lo, hi)
}

/// Is the polygon simple (no two non-adjacent edges touch or cross)?
pub fn is_simple(poly: &[P]) -> bool {
    let n = poly.len();
    for i in 0..n {
        let (a, b) = (poly[i], poly[(i + 1) % n]);
        if a.dist(b) < 1e-9 {
            return false;
        }
        for j in i + 1..n {
            if j == i || (j + 1) % n == i || (i + 1) % n == j {
                continue;
            }
            let (c, d) = (poly[j], poly[(j + 1) % n]);
            if proper_cross(a, b, c, d) || dist_seg_seg(a, b, c, d) < 1e-9 {
                return false;
            }
        }
    }
    true
}

pub fn dist_seg_seg(a: P, b: P, c: P, d: P) -> f64 {
    if proper_cross(a, b, c, d) {
        return 0.0;
    }
    dist_to_segment(a, c, d)
        .min(dist_to_segment(b, c, d))
        .min(dist_to_segment(c, a, b))
        .min(dist_to_segment(d, a, b))
}

/// Does an axis-aligned box (centre, half sizes) lie inside the polygon?
pub fn box_inside(poly: &[P], c: P, hw: f64, hh: f64) -> bool {
    let corners = [
        p(c.x - hw, c.y - hh),
        p(c.x + hw, c.y - hh),
        p(c.x + hw, c.y + hh),
        p(c.x - hw, c.y + hh),
    ];
    if !corners.iter().all(|&q| contains(poly, q)) {
        return false;
    }
    // No polygon vertex inside the box and no edge crossing a box edge.
    let n = poly.len();
    for i in 0..n {
        let q = poly[i];
        if q.x > c.x - hw && q.x < c.x + hw && q.y > c.y - hh && q.y < c.y + hh {
            return false;
        }
        let r = poly[(i + 1) % n];
        for k in 0..4 {
            if proper_cross(q, r, corners[k], corners[(k + 1) % 4]) {
                return false;
            }
        }
    }
    true
}

/// The largest axis-aligned box of the given aspect (width / height) inside the polygon, found by
/// scanning a grid of candidate centres. Returns (centre, width, height).
pub fn largest_box(poly: &[P], aspect: f64, steps: usize) -> (P, f64, f64) {
    let (lo, hi) = bbox(poly);
    let mut best = (centroid(poly), 0.0, 0.0);
    for iy in 0..=steps {
        for ix in 0..=steps {
            let c = p(
                lo.x + (hi.x - lo.x) * ix as f64 / steps as f64,
                lo.y + (hi.y - lo.y) * iy as f64 / steps as f64,
            );
            if !contains(poly, c) {
                continue;
            }
            // Binary search on the height.
            let (mut a, mut b) = (0.0, (hi.y - lo.y).max(hi.x - lo.x));
            if !box_inside(poly, c, aspect * (best.2 * 0.5 + 1e-9), best.2 * 0.5 + 1e-9) {
                continue;
            }
            for _ in 0..30 {
                let m = (a + b) * 0.5;
                if box_inside(poly, c, aspect * m * 0.5, m * 0.5) {
                    a = m;
                } else {
                    b = m;
                }
            }
            if a > best.2 {
                best = (c, aspect * a, a);
            }
        }
    }
    best
}
