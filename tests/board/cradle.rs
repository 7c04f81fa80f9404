//! Cradle of Civilization's board picture agrees with Cradle's map (ARCHITECTURE §5), as ACME's
//! and ACIS's do with theirs: the committed `assets/board/cradle/board.ron` is what the generator
//! makes from the committed map and layout, every area of Cradle's rules has one outline and
//! there is no other, the outlines tile the frame, two areas share a visible border (or a drawn
//! link) exactly when Cradle's adjacency says they are adjacent, and the islands are drawn as
//! islands: those inside the Aegean wholly inside it, Crete's two areas inside one coast that
//! meets only seas.

use acme::board::{BoardShape, CRADLE_FILES, Layout, MIN_VISIBLE_BORDER};
use acme::games::cradle::data::{Catalog, Kind};

use crate::{check_links, check_tiling, picture_disagreements, root, segments, shared_length};

fn committed_text() -> String {
    std::fs::read_to_string(root().join("assets").join(CRADLE_FILES.board))
        .expect("assets/board/cradle/board.ron exists")
}

pub(crate) fn committed() -> BoardShape {
    BoardShape::parse(&committed_text())
        .unwrap_or_else(|e| panic!("assets/board/cradle/board.ron: {e}"))
}

fn layout() -> Layout {
    let text = std::fs::read_to_string(root().join("assets").join(CRADLE_FILES.layout))
        .expect("assets/board/cradle/layout.ron exists");
    Layout::parse(&text).unwrap_or_else(|e| panic!("assets/board/cradle/layout.ron:{e}"))
}

fn cat() -> std::sync::Arc<Catalog> {
    acme::games::cradle::data::builtin()
}

/// Are two areas adjacent by Cradle's own map (land to land or land to sea or sea to sea)?
fn adjacent(cat: &Catalog, a: usize, b: usize) -> bool {
    let x = &cat.areas[a];
    x.land_adjacent
        .iter()
        .chain(&x.seas)
        .any(|&n| n as usize == b)
}

#[test]
fn cradle_regenerating_from_its_map_and_layout_reproduces_the_committed_board_byte_for_byte() {
    let (shape, _) = acme::games::cradle::board::generate(&cat(), &layout())
        .unwrap_or_else(|e| panic!("{}", e.join("\n")));
    assert!(
        shape.to_text_for(&CRADLE_FILES) == committed_text(),
        "assets/board/cradle/board.ron is stale: run `acme gen-board --game cradle`"
    );
}

/// Every area of Cradle's rules (map-cradle-v1: 75 areas, 8 of them seas) has exactly one
/// outline, in the map's order, and the file has no other.
#[test]
fn cradle_every_area_of_the_rules_is_on_the_picture_and_no_other() {
    let cat = cat();
    let shape = committed();
    assert_eq!(cat.areas.len(), 75);
    let names: Vec<&str> = shape.areas.iter().map(|a| a.name.as_str()).collect();
    let rules: Vec<&str> = cat.areas.iter().map(|a| a.name.as_str()).collect();
    assert_eq!(names, rules);
    let board = acme::games::cradle::board::generator_board(&cat).expect("Cradle's map checks");
    shape.check(&board).unwrap();
}

#[test]
fn cradle_outlines_are_simple_inside_the_frame_and_tile_it_without_overlap() {
    check_tiling(&committed());
}

/// CR 5.4 (placement in adjacent areas), 5.6 and 6.1 (the seas): what the picture shows as
/// neighbours is what the rules call adjacent. Checked against Cradle's own map, and against
/// the map as the generator read it.
#[test]
fn cradle_picture_equals_rules_neighbours_share_a_border_or_a_link_and_others_share_none() {
    let cat = cat();
    let shape = committed();
    let mut wrong = Vec::new();
    for i in 0..shape.areas.len() {
        for j in i + 1..shape.areas.len() {
            let (a, b) = (&shape.areas[i], &shape.areas[j]);
            let shared = shared_length(&a.outline, &b.outline);
            let linked = shape
                .links
                .iter()
                .any(|l| (l.a == a.name && l.b == b.name) || (l.a == b.name && l.b == a.name));
            let adj = adjacent(&cat, i, j);
            assert_eq!(adj, adjacent(&cat, j, i), "{} - {}", a.name, b.name);
            if adj && !linked && shared < MIN_VISIBLE_BORDER as f64 {
                wrong.push(format!(
                    "{} - {}: adjacent, border {shared:.3}",
                    a.name, b.name
                ));
            }
            if !adj && (shared > 1e-3 || linked) {
                wrong.push(format!(
                    "{} - {}: not adjacent, border {shared:.3}",
                    a.name, b.name
                ));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    let board = acme::games::cradle::board::generator_board(&cat).expect("Cradle's map checks");
    let wrong = picture_disagreements(&board, &shape);
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    check_links(&board, &shape, &layout());
}

/// map-cradle-v1 (islands touch only seas, CR 6.1): Lesbos and the Cyclades, whose only
/// neighbour is the Aegean Sea, are drawn inside it, their whole coast their border with it; and
/// every island's coast (its areas' outline taken together) meets only seas the rules make
/// adjacent to each of its areas, Crete's two areas inside one coast.
#[test]
fn cradle_the_islands_inside_the_aegean_are_drawn_as_islands() {
    let cat = cat();
    let shape = committed();
    let find = |n: &str| {
        cat.areas
            .iter()
            .position(|a| a.name == n)
            .unwrap_or_else(|| panic!("no area {n}"))
    };
    let aegean = find("Aegean Sea");
    for name in ["Lesbos", "Cyclades"] {
        let i = find(name);
        let o = &shape.areas[i].outline;
        let coast: f64 = segments(o)
            .iter()
            .map(|&(a, b)| crate::len(crate::sub(b, a)))
            .sum();
        let with_sea = shared_length(o, &shape.areas[aegean].outline);
        assert!(
            (coast - with_sea).abs() < 1e-3 * coast,
            "{name}: {with_sea:.3} of its {coast:.3} coast is on the Aegean"
        );
        let sea: Vec<acme::board::geom::P> = shape.areas[aegean]
            .outline
            .iter()
            .map(|&p| acme::board::geom::p(p[0] as f64, p[1] as f64))
            .collect();
        let c = shape.areas[i].room_centre;
        assert!(
            !acme::board::geom::contains(&sea, acme::board::geom::p(c[0] as f64, c[1] as f64)),
            "{name} is cut out of the Aegean, not drawn over it"
        );
    }
    let key = |q: [f32; 2]| (q[0].to_bits(), q[1].to_bits());
    let mut groups: Vec<Vec<usize>> = Vec::new();
    for (i, a) in cat.areas.iter().enumerate().filter(|(_, a)| a.island) {
        match groups
            .iter_mut()
            .find(|g| a.island_group.is_some() && cat.areas[g[0]].island_group == a.island_group)
        {
            Some(g) => g.push(i),
            None => groups.push(vec![i]),
        }
    }
    assert_eq!(
        groups.len(),
        5,
        "Crete, the Cyclades, Rhodes, Lesbos, Cyprus"
    );
    assert!(groups.iter().any(|g| g.len() == 2), "Crete is one island");
    for members in groups {
        let coast = acme::board::region_edge(&shape, |i| members.contains(&i));
        assert!(!coast.is_empty());
        for (a, b) in &coast {
            let across = shape
                .areas
                .iter()
                .position(|s| {
                    let o = &s.outline;
                    (0..o.len())
                        .any(|k| key(o[k]) == key(*b) && key(o[(k + 1) % o.len()]) == key(*a))
                })
                .expect("every stretch of an island's coast borders an area");
            assert_eq!(
                cat.areas[across].kind,
                Kind::Sea,
                "{}'s coast meets {}",
                cat.areas[members[0]].name,
                cat.areas[across].name
            );
            for &i in &members {
                assert!(
                    adjacent(&cat, i, across),
                    "{} is drawn on {}, which the rules do not make adjacent",
                    cat.areas[i].name,
                    cat.areas[across].name
                );
            }
        }
    }
}
