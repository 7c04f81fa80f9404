//! ACME's text over a hovered area (RB "The Map": its terrain, whether it is a Home area or out of
//! play; who stands there and as what, the Stronghold, the special cube, the Homeland and its
//! temple; whether it is contested; its neighbours) and its terrains' names and colours.

use super::pieces::{Piece, kind};
use crate::games::acme::catalog::{AreaId, Catalog, Terrain, bit};
use crate::games::acme::state::{BlockLoc, State};
use crate::games::acme::{Q, Ruleset, competition_ahead};

/// What a stack of disks is called (RB: a Camp, a Settlement, a City on Land).
pub fn stack_name(n: u8, land: bool) -> &'static str {
    match n {
        0 => "",
        1 => "Camp",
        2 => "Settlement",
        _ if land => "City",
        _ => "Fleet",
    }
}

/// The tooltip's text for an area under the ruleset `R`: (heading, lines).
pub fn describe_area<R: Ruleset>(cat: &Catalog, st: &State, a: AreaId) -> (String, Vec<String>) {
    let q = Q::new(cat, st);
    let area = cat.board.area(a);
    let mut lines = Vec::new();
    let mut t = terrain_name(area.terrain).to_string();
    if area.depth == Some(crate::games::acme::catalog::raw::SeaDepth::Deep) {
        t = "Deep sea".to_string();
    }
    if area.island {
        match &area.island_group {
            Some(isle) => t.push_str(&format!(" · island ({isle})")),
            None => t.push_str(" · island"),
        }
    }
    if !area.home_of.is_empty() {
        let names: Vec<&str> = area
            .home_of
            .iter()
            .map(|&k| cat.civ(k).name.as_str())
            .collect();
        t.push_str(&format!(" · Home area of {}", names.join(", ")));
    }
    lines.push(t);
    let config = &cat.board.configs[st.config];
    if !q.playable(a) {
        lines.push(if config.markers & bit(a) != 0 {
            format!("Edge marker: out of play on the {} map", config.name)
        } else {
            format!("Out of play on the {} map", config.name)
        });
    }
    // A built card's block (ACIS's Wonder): its name, whose, and whether it is buried.
    for m in st.monuments.iter().filter(|m| m.area == a) {
        lines.push(format!(
            "Wonder: {} ({}'s{})",
            cat.card_name(m.card),
            q.civ_name(m.owner),
            if m.buried { ", buried" } else { "" }
        ));
    }
    let ar = st.area(a);
    if ar.is_empty() {
        lines.push("No disks".into());
    }
    for f in ar.factions() {
        let n = ar.count(f);
        let who = match f.slot() {
            Some(s) => format!("{} ({})", q.civ_name(s), st.civ(s).color.name()),
            None => "Barbarians".into(),
        };
        let what = if f.slot().is_some() {
            format!(" · {}", stack_name(n, area.is_land()))
        } else {
            String::new()
        };
        lines.push(format!(
            "{who}: {n} disk{}{what}",
            if n == 1 { "" } else { "s" }
        ));
    }
    for s in st.slots() {
        if ar.allies[s.idx()] > 0 {
            lines.push(format!(
                "{}: {} white Allied disk(s)",
                q.civ_name(s),
                ar.allies[s.idx()]
            ));
        }
    }
    if ar.white_bonus > 0 {
        lines.push(format!(
            "{} white disk(s) on the bonus area",
            ar.white_bonus
        ));
    }
    if let Some(f) = ar.stronghold {
        lines.push(format!(
            "Stronghold cube (on the {} disks)",
            q.faction_name(f)
        ));
    }
    if let Some(c) = ar.cube {
        lines.push(kind(Piece::Special(c)).name.into());
    }
    if let Some(s) = q
        .homeland_owner(a)
        .or_else(|| st.slots().find(|&s| st.civ(s).homeland == Some(a)))
    {
        lines.push(format!("Homeland block of {}", q.civ_name(s)));
        if let Some(d) = st.civ(s).deity {
            // A Deity's name, or the Religion card's that stands for one (RB 95).
            let name = cat.card_name(d);
            let state = match st.block(d) {
                BlockLoc::Temple { .. } => "temple standing".to_string(),
                BlockLoc::Captured { by, .. } => format!("temple captured by {}", q.civ_name(by)),
                BlockLoc::Destroyed { .. } => "temple destroyed".into(),
                BlockLoc::Returned { .. } => "temple returned".into(),
                _ => "no temple".into(),
            };
            lines.push(format!("Deity: {name} ({state})"));
        }
    }
    if q.playable(a) {
        // In the Competition Phase, a competition still to come, an ability's included (ACIS's
        // Sea Raids and Epoch IV Legions, readings A19); elsewhere the board's Contested.
        lines.push(if competition_ahead::<R>(cat, st, a) {
            "Contested".into()
        } else {
            "Not contested".into()
        });
    }
    let ns: Vec<String> = cat
        .board
        .neighbours(a)
        .map(|n| {
            let mut s = cat.board.name(n).to_string();
            if cat.board.river_between(a, n).is_some() {
                s.push_str(" (river)");
            }
            if !q.playable(n) {
                s.push_str(" (out of play)");
            }
            s
        })
        .collect();
    lines.push(format!("Neighbours: {}", ns.join(", ")));
    (area.name.clone(), lines)
}

/// A terrain's name as the rulebook writes it (the area tooltip, the rules reference).
pub fn terrain_name(t: Terrain) -> &'static str {
    match t {
        Terrain::Fertile => "Fertile",
        Terrain::Plain => "Plain",
        Terrain::Mountain => "Mountain",
        Terrain::Desert => "Desert",
        Terrain::Sea => "Sea",
    }
}

/// Pale terrain fills, so that six civilization colours, black and white read on top of them.
/// An area's ground on the board: its terrain's colour, a deep sea darker than a shallow one (as
/// the printed map and the board's preview draw it; only ACIS's map has depths).
pub fn area_fill(area: &crate::games::acme::catalog::Area) -> bevy::color::Color {
    match area.depth {
        Some(crate::games::acme::catalog::raw::SeaDepth::Deep) => {
            bevy::color::Color::srgb_u8(0x6c, 0x9c, 0xc8)
        }
        _ => terrain_fill(area.terrain),
    }
}

pub fn terrain_fill(t: Terrain) -> bevy::color::Color {
    match t {
        Terrain::Fertile => bevy::color::Color::srgb_u8(0xb4, 0xd1, 0x8a),
        Terrain::Plain => bevy::color::Color::srgb_u8(0xdd, 0xcb, 0xa2),
        Terrain::Mountain => bevy::color::Color::srgb_u8(0xae, 0x90, 0x74),
        Terrain::Desert => bevy::color::Color::srgb_u8(0xf2, 0xe4, 0xaa),
        Terrain::Sea => bevy::color::Color::srgb_u8(0xa3, 0xc6, 0xe2),
    }
}
