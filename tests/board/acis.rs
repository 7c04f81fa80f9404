//! ACIS's board picture agrees with ACIS's map, as ACME's does with ACME's (ARCHITECTURE §5):
//! the committed `assets/board/acis/board.ron` is what the generator makes from the committed
//! map and layout, every area of the map has a shape, every two adjacent areas share a visible
//! border or a drawn link, and no two areas that are not adjacent share a border.

use acme::board::{ACIS_FILES, BoardShape, Layout};

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
