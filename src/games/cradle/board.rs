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
    checked(map_file(cat, &[], &[]))
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

/// The islands of two areas between the same two seas (`board::islands::split`): two land areas
/// of one island whose only neighbours, the layout's drawn links aside, are each other and the
/// same two seas; each pair with its seas, the first of the pair the one kept in the layout.
fn islands_between_two_seas(cat: &Catalog, layout: &Layout) -> Vec<(usize, usize, [usize; 2])> {
    let drawn = |i: usize| -> Vec<usize> {
        let a = &cat.areas[i];
        let mut v: Vec<usize> = a
            .land_adjacent
            .iter()
            .chain(&a.seas)
            .map(|&b| b as usize)
            .filter(|&b| {
                let b = &cat.areas[b].name;
                !layout
                    .links
                    .iter()
                    .any(|(x, y)| (x == &a.name && y == b) || (x == b && y == &a.name))
            })
            .collect();
        v.sort_unstable();
        v
    };
    let mut out = Vec::new();
    for i in 0..cat.areas.len() {
        for j in i + 1..cat.areas.len() {
            let (a, b) = (&cat.areas[i], &cat.areas[j]);
            if !(a.is_land() && b.is_land() && a.island && b.island)
                || a.island_group.is_none()
                || a.island_group != b.island_group
            {
                continue;
            }
            let (na, nb) = (drawn(i), drawn(j));
            let seas_of = |n: &[usize], other: usize| -> Option<[usize; 2]> {
                let rest: Vec<usize> = n.iter().copied().filter(|&x| x != other).collect();
                match rest[..] {
                    [s, t]
                        if n.contains(&other)
                            && cat.areas[s].kind == Kind::Sea
                            && cat.areas[t].kind == Kind::Sea =>
                    {
                        Some([s, t])
                    }
                    _ => None,
                }
            };
            if let (Some(sa), Some(sb)) = (seas_of(&na, j), seas_of(&nb, i))
                && sa == sb
            {
                out.push((i, j, sa));
            }
        }
    }
    out
}

/// Cradle's board picture: the generator's layout of every area but the islands inside one sea,
/// which are then cut out of their seas (`board::islands::carve`) near where the map puts them,
/// and with each island of two areas between the same two seas laid out as one area and then
/// split in two (`board::islands::split`). Returns the shape, in the map's order, and the whole
/// map as the generator reads it.
pub fn generate(cat: &Catalog, layout: &Layout) -> Result<(BoardShape, Board), Vec<String>> {
    let text = |e: Vec<CatalogError>| e.iter().map(|x| x.to_string()).collect::<Vec<_>>();
    let whole = checked(map_file(cat, &[], &[])).map_err(text)?;
    let islands = islands_in_one_sea(cat, layout);
    let pairs = islands_between_two_seas(cat, layout);
    let merged: Vec<(usize, usize)> = pairs.iter().map(|&(i, j, _)| (i, j)).collect();
    let left_out: Vec<usize> = islands
        .iter()
        .map(|&(i, _)| i)
        .chain(pairs.iter().map(|&(_, j, _)| j))
        .collect();
    let rest = checked(map_file(cat, &left_out, &merged)).map_err(text)?;
    // The links are drawn once the islands are cut out (below), clear of their names too.
    let laid_out = Layout {
        links_clear_of_names: false,
        ..layout.clone()
    };
    let g = crate::board::generate::generate(&rest, &laid_out)?;
    let mut shape = g.shape;
    // Index in the layout of the areas kept.
    let kept: Vec<usize> = (0..cat.areas.len())
        .filter(|i| !left_out.contains(i))
        .collect();
    let at = |i: usize| kept.iter().position(|&k| k == i).expect("kept");
    // Degrees to board units at the layout's scale: the frame's width over the map's span.
    let (x0, x1) = cat.areas.iter().fold((f32::MAX, f32::MIN), |(lo, hi), a| {
        (lo.min(a.lon), hi.max(a.lon))
    });
    let per_degree = layout.frame[0] / (x1 - x0);
    let mut added = Vec::new();
    for &(i, j, seas) in &pairs {
        let (a, b) = (&cat.areas[i], &cat.areas[j]);
        let node = g.nodes[at(i)];
        // Far out from the pair's middle towards the first area, as the map puts it.
        let towards = [
            node.x as f32 + (a.lon - b.lon) * per_degree * 10.0,
            node.y as f32 + (a.lat - b.lat) * per_degree * 10.0,
        ];
        let Some([first, second]) = islands::split(
            &shape,
            at(i),
            [at(seas[0]), at(seas[1])],
            [&a.name, &b.name],
            towards,
            layout.room_aspect as f64,
        ) else {
            return Err(vec![format!(
                "{} and {}: the island's outline is not one border with each of two seas",
                a.name, b.name
            )]);
        };
        shape.areas[at(i)] = first;
        added.push((j, second));
    }
    for &(island, sea) in &islands {
        let (a, s) = (&cat.areas[island], &cat.areas[sea]);
        let node = g.nodes[at(sea)];
        let towards = [
            node.x as f32 + (a.lon - s.lon) * per_degree,
            node.y as f32 + (a.lat - s.lat) * per_degree,
        ];
        match islands::carve(&mut shape, at(sea), &a.name, towards) {
            Some(cut) => added.push((island, cut)),
            None => {
                return Err(vec![format!(
                    "{}: no room for it in the {}",
                    a.name, s.name
                )]);
            }
        }
    }
    // In the map's order: each inserted after every area before it is in place.
    added.sort_by_key(|&(i, _)| i);
    for (i, cut) in added {
        shape.areas.insert(i, cut);
    }
    if layout.links_clear_of_names {
        crate::board::links::route_clear_of_names(&mut shape);
    }
    Ok((shape, whole))
}

/// The map file handed to the generator, without the areas `left_out`; each pair `(kept,
/// into)` of `merged` drawn as the one area `kept`, with the neighbours of both and their
/// middle for its position (`into` is left out).
fn map_file(
    cat: &Catalog,
    left_out: &[usize],
    merged: &[(usize, usize)],
) -> (MapFile, Vec<CatalogError>) {
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
        let into = merged.iter().find(|&&(k, _)| k == i).map(|&(_, j)| j);
        let mut neighbours: Vec<usize> = a
            .land_adjacent
            .iter()
            .chain(&a.seas)
            .chain(
                into.iter()
                    .flat_map(|&j| cat.areas[j].land_adjacent.iter().chain(&cat.areas[j].seas)),
            )
            .map(|&b| b as usize)
            .filter(|&b| kept(b) && b != i)
            .collect();
        if into.is_some() {
            neighbours.sort_unstable();
            neighbours.dedup();
        }
        let (lon, lat) = match into {
            Some(j) => (
                (a.lon + cat.areas[j].lon) / 2.0,
                (a.lat + cat.areas[j].lat) / 2.0,
            ),
            None => (a.lon, a.lat),
        };
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
            lon,
            lat,
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
            ("●".into(), "City site (Epoch it arrives)".into()),
            ("★".into(), "bonus area of civilization (its number)".into()),
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
