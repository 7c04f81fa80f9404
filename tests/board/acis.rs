//! ACIS's board picture agrees with ACIS's map, as ACME's does with ACME's (ARCHITECTURE §5):
//! the committed `assets/board/acis/board.ron` is what the generator makes from the committed
//! map and layout, every area of the map has a shape, every two adjacent areas share a visible
//! border or a drawn link, and no two areas that are not adjacent share a border.

use acme::board::{ACIS_FILES, BoardShape, Layout};
use acme::games::acme::catalog::AreaId;

use crate::{check_links, picture_disagreements, root};

fn committed_text() -> String {
    std::fs::read_to_string(root().join("assets").join(ACIS_FILES.board))
        .expect("assets/board/acis/board.ron exists")
}

fn committed() -> BoardShape {
    BoardShape::parse(&committed_text())
        .unwrap_or_else(|e| panic!("assets/board/acis/board.ron: {e}"))
}

fn layout() -> Layout {
    let text = std::fs::read_to_string(root().join("assets").join(ACIS_FILES.layout))
        .expect("assets/board/acis/layout.ron exists");
    Layout::parse(&text).unwrap_or_else(|e| panic!("assets/board/acis/layout.ron:{e}"))
}

#[test]
fn acis_regenerating_from_its_map_and_layout_reproduces_the_committed_board_byte_for_byte() {
    let cat = acme::games::acis::data::builtin();
    let g = acme::board::generate::generate(&cat.board, &layout())
        .unwrap_or_else(|e| panic!("{}", e.join("\n")));
    assert!(
        g.shape.to_text_for(&ACIS_FILES) == committed_text(),
        "assets/board/acis/board.ron is stale: run `acme gen-board --game acis`"
    );
}

#[test]
fn acis_every_area_of_the_map_has_a_shape_in_the_maps_order() {
    let cat = acme::games::acis::data::builtin();
    committed().check(&cat.board).unwrap();
}

#[test]
fn acis_picture_equals_map_adjacent_areas_share_a_border_or_a_link_and_others_share_none() {
    let cat = acme::games::acis::data::builtin();
    let wrong = picture_disagreements(&cat.board, &committed());
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn acis_drawn_links_join_adjacent_areas_and_come_from_the_layout() {
    let cat = acme::games::acis::data::builtin();
    check_links(&cat.board, &committed(), &layout());
}

/// ACIS RB The Board (D6): an island is one land area or several inside one outline, and every
/// land area of the island touches every sea that meets that outline. The board draws each
/// island's coast as the edge of its areas taken together (`board::region_edge`); every sea on
/// the far side of that coast must be adjacent, by the map, to every land area of the island (the
/// picture agrees with the rules), and every island's coast is drawn.
#[test]
fn acis_rb_the_board_every_land_area_of_an_island_touches_every_sea_at_its_outline() {
    let cat = acme::games::acis::data::builtin();
    let shape = committed();
    let key = |q: [f32; 2]| (q[0].to_bits(), q[1].to_bits());
    let mut groups: Vec<&str> = cat
        .board
        .areas
        .iter()
        .filter(|a| a.island)
        .filter_map(|a| a.island_group.as_deref())
        .collect();
    groups.sort_unstable();
    groups.dedup();
    assert!(
        groups.len() >= 5,
        "ACIS's map names its islands: {groups:?}"
    );
    assert!(
        cat.board
            .areas
            .iter()
            .filter(|a| a.island)
            .all(|a| a.island_group.is_some()),
        "every island area is in a named island (the board draws the named ones)"
    );
    for g in groups {
        let members: Vec<usize> = cat
            .board
            .areas
            .iter()
            .enumerate()
            .filter(|(_, a)| a.island_group.as_deref() == Some(g))
            .map(|(i, _)| i)
            .collect();
        let coast = acme::board::region_edge(&shape, |i| members.contains(&i));
        assert!(!coast.is_empty(), "{g}: its coast is drawn");
        let mut seas = std::collections::BTreeSet::new();
        for (a, b) in &coast {
            let across = shape.areas.iter().position(|s| {
                let o = &s.outline;
                (0..o.len()).any(|k| key(o[k]) == key(*b) && key(o[(k + 1) % o.len()]) == key(*a))
            });
            if let Some(j) = across {
                seas.insert(j);
            }
        }
        assert!(!seas.is_empty(), "{g}: some sea meets its outline");
        for &j in &seas {
            let sea = &cat.board.areas[j];
            assert!(
                sea.is_sea(),
                "{g}: its outline meets {}, not a sea",
                sea.name
            );
            for &i in &members {
                assert!(
                    cat.board.adjacent(AreaId(i as u8), AreaId(j as u8)),
                    "{g}: {} does not touch {}, which meets the island's outline",
                    cat.board.areas[i].name,
                    sea.name
                );
            }
        }
    }
}
