//! Cradle's map in the shape the board generator reads (`acme gen-board --game cradle`): the
//! generator lays out any map of the family from its areas' positions, frame sides and
//! adjacency (`board::generate`), so Cradle's areas are handed over as such a map, with the
//! adjacency checked again on the way (both ways, every pair once). What the picture marks that
//! is Cradle's own (its regions' border colours, City sites, bonus areas) is [`marks`].

use crate::board::svg::Marks;
use crate::board::{BoardShape, Layout, islands};
use crate::games::acme::catalog::raw::{AdjacencyRaw, AreaKind, AreaRaw, ConfigRaw, MapFile, Side};
use crate::games::acme::catalog::{self as family, Board, CatalogError, Checker};

use super::data::{Catalog, Kind, Terrain};

/// The word the map file carries for every adjacency handed over (Cradle's own provenance of
/// each pair stays in its map file; the generator only needs the graph).
const HANDED_OVER: &str = "cradle map";

/// Cradle's areas as the board generator's map: same names, same order, same adjacency.
pub fn generator_board(cat: &Catalog) -> Result<Board, Vec<CatalogError>> {
    checked(map_file(cat, &[]))
}

/// The islands inside one sea (`board::islands`): land areas whose only neighbour, the layout's
/// drawn links aside, is one sea; each with that sea.
fn islands_in_one_sea(cat: &Catalog, layout: &Layout) -> Vec<(usize, usize)> {
    let linked = |a: &str, b: &str| {
        layout
            .links
            .iter()
            .any(|(x, y)| (x == a && y == b) || (x == b && y == a))
    };
    (0..cat.areas.len())
        .filter_map(|i| {
            let a = &cat.areas[i];
            let drawn: Vec<usize> = a
                .land_adjacent
                .iter()
                .chain(&a.seas)
                .map(|&b| b as usize)
                .filter(|&b| !linked(&a.name, &cat.areas[b].name))
                .collect();
            match drawn[..] {
                [sea] if a.is_land() && cat.areas[sea].kind == Kind::Sea => Some((i, sea)),
                _ => None,
            }
        })
        .collect()
}

/// Cradle's board picture: the generator's layout of every area but the islands inside one sea,
/// which are then cut out of their seas (`board::islands::carve`) near where the map puts them.
/// Returns the shape, in the map's order, and the whole map as the generator reads it.
pub fn generate(cat: &Catalog, layout: &Layout) -> Result<(BoardShape, Board), Vec<String>> {
    let text = |e: Vec<CatalogError>| e.iter().map(|x| x.to_string()).collect::<Vec<_>>();
    let whole = checked(map_file(cat, &[])).map_err(text)?;
    let islands = islands_in_one_sea(cat, layout);
    let left_out: Vec<usize> = islands.iter().map(|&(i, _)| i).collect();
    let rest = checked(map_file(cat, &left_out)).map_err(text)?;
    let g = crate::board::generate::generate(&rest, layout)?;
    let mut shape = g.shape;
    // Index in the layout of the areas kept.
    let kept: Vec<usize> = (0..cat.areas.len())
        .filter(|i| !left_out.contains(i))
        .collect();
    let at = |i: usize| kept.iter().position(|&k| k == i).expect("kept");
    let mut carved = Vec::new();
    for &(island, sea) in &islands {
        let (a, s) = (&cat.areas[island], &cat.areas[sea]);
        // Degrees to board units at the layout's scale: the frame's width over the map's span.
        let (x0, x1) = cat.areas.iter().fold((f32::MAX, f32::MIN), |(lo, hi), a| {
            (lo.min(a.lon), hi.max(a.lon))
        });
        let per_degree = layout.frame[0] / (x1 - x0);
        let node = g.nodes[at(sea)];
        let towards = [
            node.x as f32 + (a.lon - s.lon) * per_degree,
            node.y as f32 + (a.lat - s.lat) * per_degree,
        ];
        match islands::carve(&mut shape, at(sea), &a.name, towards) {
            Some(cut) => carved.push((island, cut)),
            None => {
                return Err(vec![format!(
                    "{}: no room for it in the {}",
                    a.name, s.name
                )]);
            }
        }
    }
    for (island, cut) in carved {
        shape.areas.insert(island, cut);
    }
    Ok((shape, whole))
}

/// The map file handed to the generator, without the areas `left_out`.
fn map_file(cat: &Catalog, left_out: &[usize]) -> (MapFile, Vec<CatalogError>) {
    let mut errs = Vec::new();
    let mut areas = Vec::new();
    let mut adjacencies = Vec::new();
    let kept = |i: usize| !left_out.contains(&i);
    for (i, a) in cat.areas.iter().enumerate().filter(|&(i, _)| kept(i)) {
        let mut edges = Vec::new();
        for e in &a.edges {
            match side(e) {
                Some(s) => edges.push(s),
                None => errs.push(CatalogError {
                    file: "cradle/map.ron".into(),
                    line: 0,
                    message: format!(
                        "{}: frame side '{e}' is not north, east, south or west",
                        a.name
                    ),
                }),
            }
        }
        let neighbours: Vec<usize> = a
            .land_adjacent
            .iter()
            .chain(&a.seas)
            .map(|&b| b as usize)
            .filter(|&b| kept(b))
            .collect();
        for &b in neighbours.iter().filter(|&&b| b > i) {
            adjacencies.push(AdjacencyRaw {
                a: a.name.clone(),
                b: cat.areas[b].name.clone(),
                confidence: HANDED_OVER.into(),
                source: String::new(),
            });
        }
        areas.push(AreaRaw {
            name: a.name.clone(),
            kind: match a.kind {
                Kind::Land => AreaKind::Land,
                Kind::Sea => AreaKind::Sea,
            },
            terrain: terrain(a.terrain),
            depth: None,
            depth_source: String::new(),
            island: a.island,
            island_group: a.island_group.clone(),
            home_of: Vec::new(),
            map_edge: !edges.is_empty(),
            terrain_basis: String::new(),
            edges,
            lon: a.lon,
            lat: a.lat,
            ne_sw_rank: i as u16 + 1,
            adjacent: neighbours
                .iter()
                .map(|&b| cat.areas[b].name.clone())
                .collect(),
            name_source: String::new(),
            notes: String::new(),
        });
    }
    // The whole map is the one configuration: every area in play, the frame's areas those the
    // map names a side of (the generator lays the outer ring along the frame by them).
    let full = ConfigRaw {
        name: "Full".into(),
        marker_areas: Vec::new(),
        playable_areas: areas.iter().map(|a| a.name.clone()).collect(),
        edge_areas: areas
            .iter()
            .filter(|a| a.map_edge)
            .map(|a| a.name.clone())
            .collect(),
        edge_sides: Vec::new(),
        notes: String::new(),
    };
    let map = MapFile {
        areas,
        configurations: vec![full],
        adjacencies,
        river_borders: Vec::new(),
        aliases: Vec::new(),
        area_groups: Vec::new(),
    };
    (map, errs)
}

/// The map file read by the family's map checker (adjacency both ways, every pair once).
fn checked((map, errs): (MapFile, Vec<CatalogError>)) -> Result<Board, Vec<CatalogError>> {
    let mut ck = Checker { errs };
    let board = ck.board(
        &("cradle/map.ron".to_string(), String::new()),
        &map,
        &[],
        &[HANDED_OVER],
    );
    if ck.errs.is_empty() {
        Ok(board)
    } else {
        Err(ck.errs)
    }
}

fn side(word: &str) -> Option<Side> {
    Some(match word {
        "north" => Side::North,
        "east" => Side::East,
        "south" => Side::South,
        "west" => Side::West,
        _ => return None,
    })
}

/// The generator's terrain for a Cradle terrain: only land or sea matters to the layout (the
/// picture's fills are Cradle's own, [`terrain_rgb`]).
fn terrain(t: Terrain) -> family::Terrain {
    match t {
        Terrain::Plains | Terrain::Rough => family::Terrain::Plain,
        Terrain::Mountain => family::Terrain::Mountain,
        Terrain::Desert => family::Terrain::Desert,
        Terrain::Sea => family::Terrain::Sea,
    }
}

/// A terrain's fill on the preview (the Terrain Chart's four land terrains and the sea).
pub fn terrain_rgb(t: Terrain) -> &'static str {
    match t {
        Terrain::Plains => "#cfe0a0",
        Terrain::Rough => "#a9b57a",
        Terrain::Mountain => "#9c7a5b",
        Terrain::Desert => "#ead9a0",
        Terrain::Sea => "#7fb2d6",
    }
}

/// What the preview marks that is Cradle's: each region's outline in its border colour (CR 1.1,
/// the colours designed: map-cradle-v1), the terrains' fills, and under an area's name its
/// City sites with their Epochs (City Arrival) and the civilizations it is a bonus area of
/// (CR 6.2).
pub fn marks(cat: &Catalog) -> Marks {
    let mut notes = vec![Vec::new(); cat.areas.len()];
    for c in &cat.cities {
        notes[c.area as usize].push(format!("● {} ({})", c.name, roman(c.epoch)));
    }
    for civ in &cat.civs {
        for &b in &civ.bonus_areas {
            notes[b as usize].push(format!("★ {}", civ.id));
        }
    }
    Marks {
        fills: cat
            .areas
            .iter()
            .map(|a| terrain_rgb(a.terrain).to_string())
            .collect(),
        outlines: cat
            .regions
            .iter()
            .map(|r| {
                let members = r.areas.iter().fold(0u128, |m, &a| m | 1u128 << a);
                (members, r.colour.clone(), r.name.clone())
            })
            .collect(),
        notes: notes.into_iter().map(|n| n.join(" ")).collect(),
        legend: vec![
            ("● City (Epoch it arrives)".into(), "#111".into()),
            ("★ bonus area of civilization".into(), "#111".into()),
        ],
    }
}

/// An Epoch as the cards print it.
pub fn roman(epoch: u8) -> &'static str {
    ["", "I", "II", "III", "IV", "V", "VI"]
        .get(epoch as usize)
        .copied()
        .unwrap_or("?")
}
