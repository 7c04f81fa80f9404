//! What a player can read at the default camera: for every map configuration of ACME, of ACIS
//! (its map, ACIS RB Basic Setups' three configurations) and of Cradle (its whole map), at 1280×800 with
//! the table's panels at their default sizes (the log as it opens, the hand tray shown), the on-screen size of every
//! in-play area's name and of the numerals on the disks of a busy area. Computed with the
//! functions the window uses to fit the camera, lay out the names and arrange the pieces.

use acme::app::board::{is_home, label_layout, small_caps};
use acme::app::camera::{
    Insets, View, board_viewport, centre_for, clamp, fit_scale, play_rect, refit,
};
use acme::app::pieces::{arrange, busy_area_sizes, numeral_world};
use acme::app::style::{SCALE, size};
use acme::app::table::layout::{hand_dock, log_open_by_default, table_insets};
use acme::app::table::ui_state::HandDock;
use acme::board::BoardShape;
use acme::games::acme::catalog::{AreaId, Board, Catalog, bit};
use bevy::prelude::*;

/// Smallest on-screen size (logical pixels) of an area name's letters (its small capitals).
const MIN_NAME_PX: f32 = 11.0;
/// Smallest on-screen size of a disk's numeral.
const MIN_NUMERAL_PX: f32 = 10.0;

struct Measure {
    config: String,
    area: String,
    name_px: f32,
    numeral_px: f32,
}

/// The default camera of a table in this window for the areas in play `play`, as the program
/// reaches it: fitted as the board appears (the table's frame without the hand tray, which is
/// laid out a frame later), then fitted again when the hand tray shows, docked where
/// `hand_dock` puts it (`camera::refit`). Returns the view, the camera and the room the panels
/// leave (logical pixels).
fn default_camera(window: Vec2, play: Rect, hand: bool) -> (View, Transform, f32, Insets) {
    default_camera_on(&super::committed(), window, play, hand)
}

/// [`default_camera`] on the board `shape`.
fn default_camera_on(
    shape: &BoardShape,
    window: Vec2,
    play: Rect,
    hand: bool,
) -> (View, Transform, f32, Insets) {
    let board = Rect::new(0.0, 0.0, shape.frame[0] * SCALE, shape.frame[1] * SCALE);
    let log = log_open_by_default(window.x);
    let first = table_insets(window, log, None);
    let fit = fit_scale(play, board_viewport(window, &first));
    let mut view = View {
        board,
        play,
        fit,
        closest: fit / 10.0,
    };
    let mut o = OrthographicProjection::default_2d();
    o.scale = fit;
    let mut t = Transform::from_translation(centre_for(play.center(), fit, &first).extend(0.0));
    clamp(
        &view,
        &mut t,
        &mut o,
        board_viewport(window, &first),
        &first,
    );
    let now = table_insets(window, log, hand.then(|| hand_dock(window, log, play)));
    refit(&mut view, &mut t, &mut o, window, &first, &now);
    (view, t, o.scale, now)
}

/// The part of the board (world units) the camera shows in the room the panels leave.
fn shown(window: Vec2, t: &Transform, scale: f32, insets: &Insets) -> Rect {
    let centre = t.translation.truncate() - centre_for(Vec2::ZERO, scale, insets);
    Rect::from_center_half_size(centre, board_viewport(window, insets) * 0.5 * scale)
}

/// ACME's map at the window's size `window`.
fn measure(window: Vec2) -> Vec<Measure> {
    measure_on(
        &acme::games::acme::data::builtin(),
        &super::committed(),
        window,
        is_home::<acme::app::games::acme::face::AcmeFace>,
    )
}

/// ACIS's map (its board picture, its catalog's configurations and homes).
fn measure_acis(window: Vec2) -> Vec<Measure> {
    let text = std::fs::read_to_string(
        super::root()
            .join("assets")
            .join(acme::board::ACIS_FILES.board),
    )
    .expect("assets/board/acis/board.ron exists");
    measure_on(
        &acme::games::acis::system::builtin(),
        &BoardShape::parse(&text).expect("ACIS's board parses"),
        window,
        is_home::<acme::app::games::acis::AcisFace>,
    )
}

/// Every in-play area's name and busiest numeral on `shape`, for each configuration of `cat`'s
/// map, at the default camera; `home` says which areas are homes (their names in capitals).
fn measure_on(
    cat: &Catalog,
    shape: &BoardShape,
    window: Vec2,
    home: fn(&Catalog, AreaId) -> bool,
) -> Vec<Measure> {
    measure_board(&cat.board, shape, window, &|id| home(cat, id))
}

/// [`measure_on`] for a map the generator reads (`board`), whatever game's catalog made it.
fn measure_board(
    board: &Board,
    shape: &BoardShape,
    window: Vec2,
    home: &dyn Fn(AreaId) -> bool,
) -> Vec<Measure> {
    let mut out = Vec::new();
    for cfg in &board.configs {
        let play = play_rect(shape, |i| cfg.playable & bit(AreaId(i as u8)) != 0);
        let (_, _, fit, _) = default_camera_on(shape, window, play, true);
        for (i, a) in shape.areas.iter().enumerate() {
            let id = AreaId(i as u8);
            if cfg.playable & bit(id) == 0 {
                continue;
            }
            let home = home(id);
            let layout = label_layout(a, board.name(id), home);
            let (_, k) = arrange(&busy_area_sizes(home), layout.pieces);
            out.push(Measure {
                config: cfg.name.clone(),
                area: a.name.clone(),
                name_px: layout.font * small_caps(home) / fit,
                numeral_px: numeral_world(size::DISK * SCALE * k) / fit,
            });
        }
    }
    out
}

/// The measures that are too small to read, each as a line; the smallest of each configuration
/// printed.
fn too_small(m: &[Measure]) -> Vec<String> {
    let mut small = Vec::new();
    for x in m {
        if x.name_px < MIN_NAME_PX || x.numeral_px < MIN_NUMERAL_PX {
            small.push(format!(
                "{} / {}: name {:.1} px, numeral {:.1} px",
                x.config, x.area, x.name_px, x.numeral_px
            ));
        }
    }
    for cfg in m
        .iter()
        .map(|x| &x.config)
        .collect::<std::collections::BTreeSet<_>>()
    {
        let of: Vec<&Measure> = m.iter().filter(|x| &x.config == cfg).collect();
        let n = of.iter().map(|x| x.name_px).fold(f32::MAX, f32::min);
        let d = of.iter().map(|x| x.numeral_px).fold(f32::MAX, f32::min);
        println!("{cfg}: smallest name {n:.1} px, smallest numeral {d:.1} px");
    }
    small
}

/// ACIS (issue's board point: names at least 11 px at 1280×800): every in-play area's name and
/// disk numeral on ACIS's map, in each of its configurations, is readable at the default camera.
#[test]
fn acis_at_1280x800_every_in_play_name_and_disk_numeral_is_readable_at_the_default_camera() {
    let m = measure_acis(Vec2::new(1280.0, 800.0));
    let configs: std::collections::BTreeSet<&String> = m.iter().map(|x| &x.config).collect();
    assert_eq!(
        configs.len(),
        3,
        "the three map configurations: {configs:?}"
    );
    let small = too_small(&m);
    assert!(small.is_empty(), "too small to read:\n{}", small.join("\n"));
}

/// Cradle (issue's board point: names at least 11 px at 1280×800): every area's name on
/// Cradle's board (its one configuration, the whole map), in small capitals as a name that is
/// nobody's home, and the numerals of a busy area, are readable at the default camera.
#[test]
fn cradle_at_1280x800_every_name_and_disk_numeral_is_readable_at_the_default_camera() {
    let cat = acme::games::cradle::data::builtin();
    let board = acme::games::cradle::board::generator_board(&cat).expect("Cradle's map checks");
    let m = measure_board(
        &board,
        &super::cradle::committed(),
        Vec2::new(1280.0, 800.0),
        &|_| false,
    );
    assert_eq!(m.len(), 75, "every area measured");
    let small = too_small(&m);
    assert!(small.is_empty(), "too small to read:\n{}", small.join("\n"));
}

#[test]
fn at_1280x800_every_in_play_name_and_disk_numeral_is_readable_at_the_default_camera() {
    let m = measure(Vec2::new(1280.0, 800.0));
    assert!(m.len() > 99, "every configuration measured");
    let small = too_small(&m);
    assert!(small.is_empty(), "too small to read:\n{}", small.join("\n"));
}

/// The default camera shows every in-play area's room (its name and pieces) in the part of the
/// window the panels leave, for every map configuration, at 1280×800 and 1000×650.
#[test]
fn the_default_camera_shows_every_in_play_area_in_the_room_the_panels_leave() {
    let cat = acme::games::acme::data::builtin();
    let shape = super::committed();
    for window in [Vec2::new(1280.0, 800.0), Vec2::new(1000.0, 650.0)] {
        for hand in [false, true] {
            for cfg in &cat.board.configs {
                let play = play_rect(&shape, |i| cfg.playable & bit(AreaId(i as u8)) != 0);
                assert!(play.width() <= shape.frame[0] * SCALE + 1e-3);
                let (_, t, scale, insets) = default_camera(window, play, hand);
                let shown = shown(window, &t, scale, &insets);
                for (i, a) in shape.areas.iter().enumerate() {
                    if cfg.playable & bit(AreaId(i as u8)) == 0 {
                        continue;
                    }
                    let c = Vec2::new(a.room_centre[0], a.room_centre[1]) * SCALE;
                    let h = Vec2::new(a.room_size[0], a.room_size[1]) * SCALE * 0.5;
                    let room = Rect::from_center_half_size(c, h);
                    assert!(
                        shown.contains(room.min) && shown.contains(room.max),
                        "{} at {window} (hand {hand}): {} is not in view",
                        cfg.name,
                        a.name
                    );
                }
            }
        }
    }
}

/// the camera fits the areas in play, not the whole map. The 2-player map (the
/// Abbreviated Western configuration, on the western half of the board and its whole height) is
/// fitted by its height in a wide window, as the whole map is: the hand tray docks on its left,
/// where the width is to spare, so the map in play is drawn larger than the whole map would be,
/// and the default camera shows it rather than the east beyond the marker line (Sacans, at the
/// board's north-east corner, is out of view). The full map keeps the tray under it.
#[test]
fn the_two_player_map_is_fitted_larger_than_the_whole_map_with_the_hand_beside_it() {
    let cat = acme::games::acme::data::builtin();
    let shape = super::committed();
    let western = cat
        .board
        .config("Abbreviated Western")
        .expect("the 2-player map");
    let western = &cat.board.configs[western];
    let whole = play_rect(&shape, |_| true);
    let sacans = cat.board.find("Sacans").expect("Sacans");
    assert!(
        western.playable & bit(sacans) == 0,
        "Sacans is beyond the marker line"
    );
    let s = &shape.areas[sacans.0 as usize];
    let sacans_room = Rect::from_center_half_size(
        Vec2::new(s.room_centre[0], s.room_centre[1]) * SCALE,
        Vec2::new(s.room_size[0], s.room_size[1]) * SCALE * 0.5,
    );
    for window in [
        Vec2::new(1280.0, 800.0),
        Vec2::new(1000.0, 650.0),
        Vec2::new(1920.0, 1080.0),
    ] {
        let log = log_open_by_default(window.x);
        let play = play_rect(&shape, |i| western.playable & bit(AreaId(i as u8)) != 0);
        assert_eq!(hand_dock(window, log, play), HandDock::Left, "at {window}");
        assert_eq!(
            hand_dock(window, log, whole),
            HandDock::Below,
            "at {window}"
        );
        let (_, t, scale, insets) = default_camera(window, play, true);
        let (_, _, whole_scale, _) = default_camera(window, whole, true);
        assert!(
            whole_scale / scale > 1.25,
            "at {window}: the 2-player map is drawn {:.2}x the whole map's size",
            whole_scale / scale
        );
        let shown = shown(window, &t, scale, &insets);
        assert!(
            shown.intersect(sacans_room).is_empty(),
            "at {window}: Sacans, beyond the marker line, is in view"
        );
        assert!(
            shown.min.x <= play.min.x + 1.0,
            "at {window}: the west edge is cut"
        );
    }
}
