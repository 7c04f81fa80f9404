//! A quick SVG drawing of a generated board (`acme gen-board --svg FILE`), to look at the layout
//! without opening the window: terrain (deep seas darker than shallow ones), island outlines
//! (every area of one island inside one yellow line, as the printed board draws them), drawn
//! links, and the edge of each smaller map configuration as a dashed line with a legend.

use std::fmt::Write;

use super::{BoardShape, Pt};
use crate::games::acme::catalog::raw::SeaDepth;
use crate::games::acme::catalog::{AreaSet, Board, Terrain};

/// A deep sea's fill: visibly darker than a shallow sea's.
const DEEP_SEA_RGB: &str = "#3b6f9e";
/// The printed board's island border.
const ISLAND_RGB: &str = "#f0d000";
/// The swatch behind a symbol of the legend: a land's colour, as the symbol is seen on the map.
const SYMBOL_SWATCH_RGB: &str = "#e8e4cc";
/// The edge lines of the smaller configurations, one colour each (in the map's order).
const CONFIG_RGB: [&str; 3] = ["#c0392b", "#7d3c98", "#117a65"];

pub fn terrain_rgb(t: Terrain) -> &'static str {
    match t {
        Terrain::Fertile => "#8fbf5a",
        Terrain::Plain => "#d9c79a",
        Terrain::Mountain => "#9c7a5b",
        Terrain::Desert => "#ead9a0",
        Terrain::Sea => "#7fb2d6",
    }
}

/// What a game marks on its preview besides the family's terrain: its own fills (one per area,
/// in the map's order; none: the terrain's), groups of areas outlined in a colour with a legend
/// (Cradle's regions), a short line under an area's name (its City sites and bonus areas) and
/// legend entries of its own for the symbols of those lines (the symbol, drawn on a land-coloured
/// swatch as it is on the map, and what it means).
#[derive(Debug, Clone, Default)]
pub struct Marks {
    pub fills: Vec<String>,
    pub outlines: Vec<(AreaSet, String, String)>,
    pub notes: Vec<String>,
    pub legend: Vec<(String, String)>,
}

pub fn to_svg(shape: &BoardShape, board: &Board, show_nodes: bool) -> String {
    to_svg_marked(shape, board, show_nodes, &Marks::default())
}

/// The preview with a game's own [`Marks`].
pub fn to_svg_marked(shape: &BoardShape, board: &Board, show_nodes: bool, marks: &Marks) -> String {
    let k = 40.0;
    let (w, h) = (shape.frame[0] * k, shape.frame[1] * k);
    let tx = |q: [f32; 2]| (q[0] * k, h - q[1] * k);
    let mut s = String::new();
    // The legend's entries, five to a row under the board.
    let per_row = ((w - 10.0) / 230.0).max(1.0) as usize;
    let entries = 2
        + board
            .configs
            .iter()
            .filter(|c| c.playable != full(board))
            .count()
            .min(3)
        + marks.outlines.len()
        + marks.legend.len();
    let full_h = h + 36.0 * entries.div_ceil(per_row) as f32;
    let _ = writeln!(
        s,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{full_h}" viewBox="0 0 {w} {full_h}">"#
    );
    let _ = writeln!(s, r##"<rect width="{w}" height="{full_h}" fill="#444"/>"##);
    for (i, (a, area)) in shape.areas.iter().zip(&board.areas).enumerate() {
        let pts: Vec<String> = a
            .outline
            .iter()
            .map(|&q| {
                let (x, y) = tx(q);
                format!("{x:.1},{y:.1}")
            })
            .collect();
        let fill = match (marks.fills.get(i), area.depth) {
            (Some(own), _) => own.as_str(),
            (None, Some(SeaDepth::Deep)) => DEEP_SEA_RGB,
            (None, _) => terrain_rgb(area.terrain),
        };
        let _ = writeln!(
            s,
            r##"<polygon points="{}" fill="{}" stroke="#333" stroke-width="1"/>"##,
            pts.join(" "),
            fill
        );
    }
    let line = |s: &mut String, (a, b): (Pt, Pt), style: &str| {
        let ((x1, y1), (x2, y2)) = (tx(a), tx(b));
        let _ = writeln!(
            s,
            r##"<line x1="{x1:.1}" y1="{y1:.1}" x2="{x2:.1}" y2="{y2:.1}" {style}/>"##
        );
    };
    for group in island_groups(board) {
        for seg in region_edge(shape, group) {
            line(
                &mut s,
                seg,
                &format!(r##"stroke="{ISLAND_RGB}" stroke-width="3""##),
            );
        }
    }
    let smaller = board.configs.iter().filter(|c| c.playable != full(board));
    for (c, rgb) in smaller.clone().zip(CONFIG_RGB) {
        for seg in region_edge(shape, c.playable) {
            line(
                &mut s,
                seg,
                &format!(r##"stroke="{rgb}" stroke-width="3" stroke-dasharray="8,5""##),
            );
        }
    }
    for (members, rgb, _) in &marks.outlines {
        for seg in region_edge(shape, *members) {
            line(
                &mut s,
                seg,
                &format!(r##"stroke="{rgb}" stroke-width="4""##),
            );
        }
    }
    for l in &shape.links {
        for w in l.points.windows(2) {
            line(
                &mut s,
                (w[0], w[1]),
                r##"stroke="#222" stroke-width="2.5" stroke-dasharray="3,3""##,
            );
        }
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
    for (i, a) in shape.areas.iter().enumerate() {
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
        if let Some(note) = marks.notes.get(i).filter(|n| !n.is_empty()) {
            let _ = writeln!(
                s,
                r##"<text x="{cx:.1}" y="{:.1}" font-family="DejaVu Sans" font-size="9" text-anchor="middle">{note}</text>"##,
                cy + 11.0
            );
        }
        if show_nodes {
            for q in &a.outline {
                let (x, y) = tx(*q);
                let _ = writeln!(s, r##"<circle cx="{x:.1}" cy="{y:.1}" r="1" fill="red"/>"##);
            }
        }
    }
    // The legend, under the board.
    let mut legend: Vec<(String, String)> = vec![
        (
            format!(r##"fill="{DEEP_SEA_RGB}""##),
            "deep sea".to_string(),
        ),
        (
            format!(r##"fill="none" stroke="{ISLAND_RGB}" stroke-width="3""##),
            "island".to_string(),
        ),
    ];
    for (c, rgb) in smaller.zip(CONFIG_RGB) {
        legend.push((
            format!(r##"fill="none" stroke="{rgb}" stroke-width="3" stroke-dasharray="8,5""##),
            format!("edge of {}", c.name),
        ));
    }
    for (_, rgb, name) in &marks.outlines {
        legend.push((
            format!(r##"fill="none" stroke="{rgb}" stroke-width="4""##),
            name.clone(),
        ));
    }
    let swatches = legend.len();
    for (_, text) in &marks.legend {
        legend.push((format!(r##"fill="{SYMBOL_SWATCH_RGB}""##), text.clone()));
    }
    for (i, (style, text)) in legend.iter().enumerate() {
        let x = 10.0 + 230.0 * (i % per_row) as f32;
        let y = h + 36.0 * (i / per_row) as f32;
        let _ = writeln!(
            s,
            r##"<rect x="{x}" y="{:.1}" width="24" height="16" {style}/><text x="{:.1}" y="{:.1}" font-family="DejaVu Serif" font-size="13" fill="#fff">{text}</text>"##,
            y + 12.0,
            x + 32.0,
            y + 25.0
        );
        if let Some((symbol, _)) = i.checked_sub(swatches).and_then(|k| marks.legend.get(k)) {
            let _ = writeln!(
                s,
                r##"<text x="{:.1}" y="{:.1}" font-family="DejaVu Sans" font-size="11" text-anchor="middle">{symbol}</text>"##,
                x + 12.0,
                y + 24.5
            );
        }
    }
    s.push_str("</svg>\n");
    s
}

/// The Full map's playable areas (every area, when the map has no configuration named so).
fn full(board: &Board) -> AreaSet {
    board
        .configs
        .iter()
        .find(|c| c.name == "Full")
        .map_or(AreaSet::MAX, |c| c.playable)
}

/// Each island's areas: those of one named island group together, an island without a group alone.
fn island_groups(board: &Board) -> Vec<AreaSet> {
    let mut groups: Vec<(Option<&str>, AreaSet)> = Vec::new();
    for (i, a) in board.areas.iter().enumerate().filter(|(_, a)| a.island) {
        let key = a.island_group.as_deref();
        match groups.iter_mut().find(|(k, _)| key.is_some() && *k == key) {
            Some((_, set)) => *set |= 1 << i,
            None => groups.push((key, 1 << i)),
        }
    }
    groups.into_iter().map(|(_, set)| set).collect()
}

/// The outline of a set of areas taken together ([`super::region_edge`]).
fn region_edge(shape: &BoardShape, members: AreaSet) -> Vec<(Pt, Pt)> {
    super::region_edge(shape, |i| members & (1 << i) != 0)
}
