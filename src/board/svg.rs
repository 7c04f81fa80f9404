//! A quick SVG drawing of a generated board (`acme gen-board --svg FILE`), to look at the layout
//! without opening the window.

use std::fmt::Write;

use super::BoardShape;
use crate::games::acme::catalog::{Board, Terrain};

pub fn terrain_rgb(t: Terrain) -> &'static str {
    match t {
        Terrain::Fertile => "#8fbf5a",
        Terrain::Plain => "#d9c79a",
        Terrain::Mountain => "#9c7a5b",
        Terrain::Desert => "#ead9a0",
        Terrain::Sea => "#7fb2d6",
    }
}

pub fn to_svg(shape: &BoardShape, board: &Board, show_nodes: bool) -> String {
    let k = 40.0;
    let (w, h) = (shape.frame[0] * k, shape.frame[1] * k);
    let tx = |q: [f32; 2]| (q[0] * k, h - q[1] * k);
    let mut s = String::new();
    let _ = writeln!(
        s,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}">"#
    );
    let _ = writeln!(s, r##"<rect width="{w}" height="{h}" fill="#444"/>"##);
    for (a, area) in shape.areas.iter().zip(&board.areas) {
        let pts: Vec<String> = a
            .outline
            .iter()
            .map(|&q| {
                let (x, y) = tx(q);
                format!("{x:.1},{y:.1}")
            })
            .collect();
        let _ = writeln!(
            s,
            r##"<polygon points="{}" fill="{}" stroke="#333" stroke-width="1"/>"##,
            pts.join(" "),
            terrain_rgb(area.terrain)
        );
    }
    for r in &shape.rivers {
        let pts: Vec<String> = r
            .points
            .iter()
            .map(|&q| {
                let (x, y) = tx(q);
                format!("{x:.1},{y:.1}")
            })
            .collect();
        let _ = writeln!(
            s,
            r##"<polyline points="{}" fill="none" stroke="#2a6fd0" stroke-width="3"/>"##,
            pts.join(" ")
        );
    }
    for j in &shape.junctions {
        let (x, y) = tx(*j);
        let _ = writeln!(
            s,
            r##"<circle cx="{x:.1}" cy="{y:.1}" r="3" fill="#333"/>"##
        );
    }
    for a in &shape.areas {
        let (cx, cy) = tx(a.room_centre);
        let (rw, rh) = (a.room_size[0] * k, a.room_size[1] * k);
        let _ = writeln!(
            s,
            r##"<rect x="{:.1}" y="{:.1}" width="{rw:.1}" height="{rh:.1}" fill="none" stroke="#fff" stroke-width="0.5" stroke-dasharray="2,2"/>"##,
            cx - rw / 2.0,
            cy - rh / 2.0
        );
        let _ = writeln!(
            s,
            r##"<text x="{cx:.1}" y="{cy:.1}" font-family="DejaVu Serif" font-size="11" text-anchor="middle">{}</text>"##,
            a.name
        );
        if show_nodes {
            for q in &a.outline {
                let (x, y) = tx(*q);
                let _ = writeln!(s, r##"<circle cx="{x:.1}" cy="{y:.1}" r="1" fill="red"/>"##);
            }
        }
    }
    s.push_str("</svg>\n");
    s
}
