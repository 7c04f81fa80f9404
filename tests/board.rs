//! The board picture agrees with the rules (ARCHITECTURE §5).
//!
//! These tests read the committed `assets/board/board.ron` and check it with plain geometry,
//! independent of how the generator builds it:
//! * the outlines tile the frame (simple, counter-clockwise, no overlaps, areas sum to the frame);
//! * for every pair of the 99 areas, a shared border of visible length exists exactly when the
//!   map's adjacency table says they are adjacent, except pairs the data lists as drawn links;
//! * rivers run along the border of the two areas the map names;
//! * the areas touching the frame are the map's edge areas;
//! * regenerating reproduces the committed file byte for byte.
//!
//! ACIS's board is checked the same way against ACIS's map (`board/acis.rs`), Cradle's against
//! Cradle's (`board/cradle.rs`).

use acme::board::{BoardShape, Layout, MIN_VISIBLE_BORDER, Pt};

#[cfg(feature = "gui")]
#[path = "support/headless.rs"]
mod headless;

#[path = "board/acis.rs"]
mod acis;
#[path = "board/cradle.rs"]
mod cradle;
#[cfg(feature = "gui")]
#[path = "board/legibility.rs"]
mod legibility;
use acme::games::acme::catalog::{AreaId, Board, Catalog};

fn catalog() -> std::sync::Arc<Catalog> {
    acme::games::acme::data::builtin()
}

fn root() -> std::path::PathBuf {
    std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn committed_text() -> String {
    std::fs::read_to_string(root().join(acme::board::BOARD_FILE))
        .expect("assets/board/board.ron exists")
}

fn committed() -> BoardShape {
    BoardShape::parse(&committed_text()).unwrap_or_else(|e| panic!("assets/board/board.ron: {e}"))
}

type V = (f64, f64);

fn v(p: Pt) -> V {
    (p[0] as f64, p[1] as f64)
}

fn sub(a: V, b: V) -> V {
    (a.0 - b.0, a.1 - b.1)
}

fn cross(a: V, b: V) -> f64 {
    a.0 * b.1 - a.1 * b.0
}

fn dot(a: V, b: V) -> f64 {
    a.0 * b.0 + a.1 * b.1
}

fn len(a: V) -> f64 {
    dot(a, a).sqrt()
}

fn segments(poly: &[Pt]) -> Vec<(V, V)> {
    (0..poly.len())
        .map(|i| (v(poly[i]), v(poly[(i + 1) % poly.len()])))
        .collect()
}

fn signed_area(poly: &[Pt]) -> f64 {
    segments(poly)
        .iter()
        .map(|&(a, b)| cross(a, b))
        .sum::<f64>()
        * 0.5
}

fn bbox(poly: &[Pt]) -> (V, V) {
    let xs = poly.iter().map(|p| p[0] as f64);
    let ys = poly.iter().map(|p| p[1] as f64);
    (
        (
            xs.clone().fold(f64::INFINITY, f64::min),
            ys.clone().fold(f64::INFINITY, f64::min),
        ),
        (
            xs.fold(f64::NEG_INFINITY, f64::max),
            ys.fold(f64::NEG_INFINITY, f64::max),
        ),
    )
}

/// Do two segments cross at a point interior to both?
fn proper_cross((a, b): (V, V), (c, d): (V, V)) -> bool {
    let e = 1e-9;
    let d1 = cross(sub(b, a), sub(c, a));
    let d2 = cross(sub(b, a), sub(d, a));
    let d3 = cross(sub(d, c), sub(a, c));
    let d4 = cross(sub(d, c), sub(b, c));
    ((d1 > e && d2 < -e) || (d1 < -e && d2 > e)) && ((d3 > e && d4 < -e) || (d3 < -e && d4 > e))
}

/// Length over which two segments lie on each other (0 unless collinear and overlapping).
fn overlap((a, b): (V, V), (c, d): (V, V)) -> f64 {
    let tol = 2e-3;
    let ab = sub(b, a);
    let l = len(ab);
    if l < 1e-12 {
        return 0.0;
    }
    let dist = |p: V| cross(ab, sub(p, a)).abs() / l;
    if dist(c) > tol || dist(d) > tol {
        return 0.0;
    }
    let t = |p: V| dot(sub(p, a), ab) / l;
    let (t1, t2) = (t(c).min(t(d)), t(c).max(t(d)));
    (t2.min(l) - t1.max(0.0)).max(0.0)
}

/// Total length of the border two outlines share.
fn shared_length(p: &[Pt], q: &[Pt]) -> f64 {
    let (plo, phi) = bbox(p);
    let (qlo, qhi) = bbox(q);
    if plo.0 > qhi.0 + 0.01 || qlo.0 > phi.0 + 0.01 || plo.1 > qhi.1 + 0.01 || qlo.1 > phi.1 + 0.01
    {
        return 0.0;
    }
    let qs = segments(q);
    segments(p)
        .iter()
        .map(|&s| qs.iter().map(|&t| overlap(s, t)).sum::<f64>())
        .sum()
}

fn linked(shape: &BoardShape, a: &str, b: &str) -> bool {
    shape
        .links
        .iter()
        .any(|l| (l.a == a && l.b == b) || (l.a == b && l.b == a))
}

fn id(board: &Board, name: &str) -> AreaId {
    board.find(name).unwrap_or_else(|| panic!("no area {name}"))
}

#[test]
fn board_file_names_every_area_of_the_map_in_order() {
    let cat = catalog();
    committed().check(&cat.board).unwrap();
}

#[test]
fn outlines_tile_the_frame_without_overlap() {
    check_tiling(&committed());
}

/// The outlines are simple and counter-clockwise, stay inside the frame, cover it and do not
/// overlap.
pub(crate) fn check_tiling(shape: &BoardShape) {
    let frame_area = shape.frame[0] as f64 * shape.frame[1] as f64;
    let mut total = 0.0;
    for a in &shape.areas {
        let area = signed_area(&a.outline);
        assert!(area > 0.0, "{} is not counter-clockwise", a.name);
        total += area;
        let segs = segments(&a.outline);
        for i in 0..segs.len() {
            for j in i + 1..segs.len() {
                assert!(!proper_cross(segs[i], segs[j]), "{} crosses itself", a.name);
            }
        }
        for p in &a.outline {
            assert!(
                p[0] >= -1e-3
                    && p[1] >= -1e-3
                    && p[0] <= shape.frame[0] + 1e-3
                    && p[1] <= shape.frame[1] + 1e-3,
                "{} leaves the frame",
                a.name
            );
        }
    }
    assert!(
        (total - frame_area).abs() < 1e-2 * frame_area / 100.0,
        "outlines cover {total}, the frame is {frame_area}"
    );
    for (i, a) in shape.areas.iter().enumerate() {
        for b in &shape.areas[i + 1..] {
            let sb = segments(&b.outline);
            for s in segments(&a.outline) {
                assert!(
                    !sb.iter().any(|&t| proper_cross(s, t)),
                    "{} and {} overlap",
                    a.name,
                    b.name
                );
            }
        }
    }
}

/// Every pair of areas where the picture and the map disagree: adjacent areas without a visible
/// shared border or a drawn link, or areas that are not adjacent but share a border.
pub(crate) fn picture_disagreements(board: &Board, shape: &BoardShape) -> Vec<String> {
    let mut wrong = Vec::new();
    for i in 0..shape.areas.len() {
        for j in i + 1..shape.areas.len() {
            let (a, b) = (&shape.areas[i], &shape.areas[j]);
            let adjacent = board.adjacent(AreaId(i as u8), AreaId(j as u8));
            let shared = shared_length(&a.outline, &b.outline);
            if adjacent && !linked(shape, &a.name, &b.name) && shared < MIN_VISIBLE_BORDER as f64 {
                wrong.push(format!(
                    "{} - {}: adjacent, but their shared border is {shared:.3} long and no link joins them",
                    a.name, b.name
                ));
            }
            if !adjacent && shared > 1e-3 {
                wrong.push(format!(
                    "{} - {}: not adjacent, but they share a border {shared:.3} long",
                    a.name, b.name
                ));
            }
        }
    }
    wrong
}

#[test]
fn picture_equals_rules_every_pair_of_areas_shares_a_visible_border_exactly_when_adjacent() {
    let cat = catalog();
    let board = &cat.board;
    let shape = committed();
    assert_eq!(board.len(), 99);
    let wrong = picture_disagreements(board, &shape);
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// Every drawn link joins two adjacent areas and is one of the layout's links, and the layout
/// lists no other.
pub(crate) fn check_links(board: &Board, shape: &BoardShape, layout: &Layout) {
    assert_eq!(shape.links.len(), layout.links.len());
    for l in &shape.links {
        assert!(
            board.adjacent(id(board, &l.a), id(board, &l.b)),
            "link {} - {} joins areas that are not adjacent",
            l.a,
            l.b
        );
        assert!(
            layout
                .links
                .iter()
                .any(|(a, b)| (a, b) == (&l.a, &l.b) || (a, b) == (&l.b, &l.a)),
            "link {} - {} is not in the layout",
            l.a,
            l.b
        );
        assert!(l.points.len() >= 2);
    }
}

#[test]
fn drawn_links_join_adjacent_areas_and_are_listed_in_the_layout_data() {
    let cat = catalog();
    let layout =
        Layout::parse(&std::fs::read_to_string(root().join(acme::board::LAYOUT_FILE)).unwrap())
            .unwrap();
    check_links(&cat.board, &committed(), &layout);
}

#[test]
fn rivers_run_along_the_border_of_the_areas_the_map_names() {
    let cat = catalog();
    let shape = committed();
    assert_eq!(shape.rivers.len(), cat.board.rivers.len());
    for r in &shape.rivers {
        let a = &shape.areas[id(&cat.board, &r.a).0 as usize];
        let b = &shape.areas[id(&cat.board, &r.b).0 as usize];
        assert!(
            cat.board
                .river_between(id(&cat.board, &r.a), id(&cat.board, &r.b))
                .is_some()
        );
        let mut along = 0.0;
        for w in r.points.windows(2) {
            let s = (v(w[0]), v(w[1]));
            let on = |poly: &[Pt]| segments(poly).iter().map(|&t| overlap(t, s)).sum::<f64>();
            let l = len(sub(s.1, s.0));
            assert!(
                on(&a.outline) > l - 1e-3 && on(&b.outline) > l - 1e-3,
                "{} river between {} and {} leaves their border",
                r.river,
                r.a,
                r.b
            );
            along += l;
        }
        assert!(
            along >= MIN_VISIBLE_BORDER as f64,
            "{} river between {} and {} is too short",
            r.river,
            r.a,
            r.b
        );
    }
}

#[test]
fn the_areas_touching_the_frame_are_the_full_maps_edge_areas() {
    let cat = catalog();
    let shape = committed();
    let full = &cat.board.configs[cat.board.config("Full").unwrap()];
    let (w, h) = (shape.frame[0], shape.frame[1]);
    for (i, a) in shape.areas.iter().enumerate() {
        let on_frame = |p: &Pt| {
            p[0].abs() < 1e-3
                || p[1].abs() < 1e-3
                || (p[0] - w).abs() < 1e-3
                || (p[1] - h).abs() < 1e-3
        };
        let pts = &a.outline;
        let touches =
            (0..pts.len()).any(|k| on_frame(&pts[k]) && on_frame(&pts[(k + 1) % pts.len()]));
        let edge = full.edge_areas & (1u128 << i) != 0;
        assert_eq!(
            touches, edge,
            "{}: touches the frame = {touches}, map edge area = {edge}",
            a.name
        );
    }
}

#[test]
fn label_rooms_lie_inside_their_areas() {
    let shape = committed();
    for a in &shape.areas {
        let (c, s) = (a.room_centre, a.room_size);
        assert!(
            s[0] > 0.5 && s[1] > 0.3,
            "{}: room {s:?} is too small for a name",
            a.name
        );
        let corners = [
            [c[0] - s[0] / 2.0, c[1] - s[1] / 2.0],
            [c[0] + s[0] / 2.0, c[1] + s[1] / 2.0],
        ];
        for p in corners {
            let inside = {
                let poly = &a.outline;
                let mut inside = false;
                let mut j = poly.len() - 1;
                for i in 0..poly.len() {
                    let (pi, pj) = (poly[i], poly[j]);
                    if (pi[1] > p[1]) != (pj[1] > p[1])
                        && p[0] < (pj[0] - pi[0]) * (p[1] - pi[1]) / (pj[1] - pi[1]) + pi[0]
                    {
                        inside = !inside;
                    }
                    j = i;
                }
                inside
            };
            assert!(inside, "{}: room corner {p:?} outside the outline", a.name);
        }
    }
}

#[test]
fn regenerating_reproduces_the_committed_board_file_byte_for_byte() {
    let cat = acme::games::acme::data::load_dir(&root().join("assets/data")).unwrap();
    let layout =
        Layout::parse(&std::fs::read_to_string(root().join(acme::board::LAYOUT_FILE)).unwrap())
            .unwrap();
    let g = acme::board::generate::generate(&cat.board, &layout)
        .unwrap_or_else(|e| panic!("{}", e.join("\n")));
    let text = g.shape.to_text();
    assert!(
        text == committed_text(),
        "assets/board/board.ron is stale: run `acme gen-board`"
    );
}

/// The window's pieces and tooltip, headless (MinimalPlugins + StatesPlugin + the pieces sync).
#[cfg(feature = "gui")]
mod window {
    use std::sync::Arc;

    use acme::app::AppState;
    use acme::app::game_face::PieceOwner;
    use acme::app::games::Piece;
    use acme::app::games::acme::face::AcmeFace;
    use acme::app::loading::{Loaded, Shown};
    use acme::app::pieces::MapPiece;
    use acme::board::BoardShape;
    use acme::games::acme::Game;
    use acme::games::acme::Slot;
    use acme::games::acme::catalog::AreaId;
    use acme::games::acme::record;
    use acme::games::acme::state::SpecialCube;
    use bevy::prelude::*;

    const CLOSEUP: &str = include_str!("../docs/positions/closeup-hattusha.position.ron");

    fn app(position: &str) -> App {
        let cat = acme::games::acme::data::builtin();
        let pos = record::parse_position(position).unwrap();
        let st = pos.to_state(&cat).unwrap();
        let game = Game::from_state(cat.clone(), st).0;
        let board = BoardShape::parse(&super::committed_text()).unwrap();
        let mut app = super::headless::app();
        app.insert_state(AppState::InGame)
            .insert_resource(Loaded::<AcmeFace> {
                catalog: cat,
                board: Arc::new(board),
            })
            .insert_resource(Shown::<AcmeFace> {
                game: Some(game),
                title: "test".into(),
            })
            .add_plugins(acme::app::pieces::sync_plugin::<AcmeFace>);
        app.update();
        app
    }

    fn area(app: &App, name: &str) -> AreaId {
        app.world()
            .resource::<Loaded<AcmeFace>>()
            .catalog
            .board
            .find(name)
            .unwrap()
    }

    fn pieces(app: &mut App, at: AreaId, kind: Piece, owner: PieceOwner<Slot>) -> usize {
        let mut q = app.world_mut().query::<&MapPiece<AcmeFace>>();
        q.iter(app.world())
            .filter(|d| d.area == at && d.kind == kind && d.owner == owner)
            .count()
    }

    fn disks(app: &mut App, at: AreaId, owner: PieceOwner<Slot>) -> usize {
        pieces(app, at, Piece::Disk, owner)
    }

    #[test]
    fn every_disk_block_and_cube_of_the_position_is_an_entity() {
        let mut app = app(CLOSEUP);
        let hattusha = area(&app, "Hattusha");
        let (hittite, egypt) = (PieceOwner::Seat(Slot(0)), PieceOwner::Seat(Slot(1)));
        assert_eq!(disks(&mut app, hattusha, hittite), 4);
        assert_eq!(disks(&mut app, hattusha, egypt), 2);
        let kaska = area(&app, "Kaska");
        assert_eq!(disks(&mut app, kaska, PieceOwner::Neutral), 3, "Barbarians");
        let karahuyuk = area(&app, "Karahuyuk");
        assert_eq!(pieces(&mut app, karahuyuk, Piece::WhiteDisk, egypt), 2);
        assert_eq!(
            pieces(&mut app, hattusha, Piece::Homeland, hittite),
            1,
            "Hittite Homeland block"
        );
        assert_eq!(
            pieces(
                &mut app,
                hattusha,
                Piece::Temple(acme::games::acme::catalog::CardId(106)),
                hittite
            ),
            1,
            "God of War temple"
        );
        assert_eq!(pieces(&mut app, hattusha, Piece::Stronghold, hittite), 1);
        let arzawa = area(&app, "Arzawa");
        assert_eq!(
            pieces(
                &mut app,
                arzawa,
                Piece::Special(SpecialCube::Gold),
                PieceOwner::Nobody
            ),
            1
        );
        // The Abbreviated Western map's edge markers carry a white disk each.
        let nineveh = area(&app, "Nineveh");
        assert_eq!(
            pieces(&mut app, nineveh, Piece::EdgeMarker, PieceOwner::Nobody),
            1
        );
        let total_markers: usize = {
            let mut q = app.world_mut().query::<&MapPiece<AcmeFace>>();
            q.iter(app.world())
                .filter(|d| d.kind == Piece::EdgeMarker)
                .count()
        };
        assert_eq!(
            total_markers, 9,
            "Abbreviated Western has 9 white-disk markers"
        );
    }

    #[test]
    fn placing_and_removing_disks_in_the_rules_state_updates_the_entities() {
        use acme::games::acme::state::Faction;
        let mut app = app(CLOSEUP);
        let hattusha = area(&app, "Hattusha");
        let pala = area(&app, "Pala");
        {
            let mut shown = app.world_mut().resource_mut::<Shown<AcmeFace>>();
            let st = &mut shown.game.as_mut().unwrap().state;
            st.areas.set(hattusha, Faction(1), 0); // the Egyptian Settlement leaves
            st.areas.set(pala, Faction(0), 5); // a Hittite stack of five arrives
        }
        app.update();
        let (hittite, egypt) = (PieceOwner::Seat(Slot(0)), PieceOwner::Seat(Slot(1)));
        assert_eq!(disks(&mut app, hattusha, egypt), 0);
        assert_eq!(disks(&mut app, hattusha, hittite), 4);
        assert_eq!(disks(&mut app, pala, hittite), 5);
        assert_eq!(disks(&mut app, pala, PieceOwner::Neutral), 2);
        // Only four of a stack are drawn.
        let mut q = app
            .world_mut()
            .query::<(&MapPiece<AcmeFace>, &Visibility)>();
        let hidden = q
            .iter(app.world())
            .filter(|(d, v)| d.area == pala && **v == Visibility::Hidden)
            .count();
        assert_eq!(hidden, 1);
    }

    #[test]
    fn the_tooltip_names_terrain_occupants_stronghold_temple_contest_and_neighbours() {
        let app = app(CLOSEUP);
        let shown = app.world().resource::<Shown<AcmeFace>>();
        let loaded = app.world().resource::<Loaded<AcmeFace>>();
        let hattusha = loaded.catalog.board.find("Hattusha").unwrap();
        let (title, lines) =
            <acme::app::games::Face as acme::app::game_face::GameFace>::describe_area(
                &loaded.catalog,
                &shown.game.as_ref().unwrap().state,
                hattusha,
            );
        let text = lines.join("\n");
        assert_eq!(title, "Hattusha");
        for want in [
            "Mountain",
            "Hittite (burnt orange): 4 disks · City",
            "Egypt (blue): 2 disks · Settlement",
            "Stronghold cube (on the Hittite disks)",
            "God of War (temple standing)",
            "Contested",
            "Neighbours: ",
        ] {
            assert!(text.contains(want), "tooltip lacks '{want}':\n{text}");
        }
        for n in ["Arzawa", "Karahuyuk", "Kaska", "Kumannis", "Pala"] {
            assert!(text.contains(n), "tooltip lacks neighbour {n}");
        }
    }
}
