//! What a player can read at the default camera: for every map configuration, at 1280×800 with
//! the table's panels at their default sizes (the log as it opens, the hand tray shown), the on-screen size of every
//! in-play area's name and of the numerals on the disks of a busy area. Computed with the
//! functions the window uses to fit the camera, lay out the names and arrange the pieces.

use acme::app::board::{is_home, label_layout, small_caps};
use acme::app::camera::{board_viewport, fit_scale, play_rect};
use acme::app::pieces::{arrange, busy_area_sizes, numeral_world};
use acme::app::style::{SCALE, size};
use acme::app::table::layout::{log_open_by_default, table_insets};
use acme::rules::catalog::{AreaId, bit};
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

fn measure(window: Vec2) -> Vec<Measure> {
    let cat = acme::data::builtin();
    let shape = super::committed();
    let insets = table_insets(window, log_open_by_default(window.x), true);
    let mut out = Vec::new();
    for cfg in &cat.board.configs {
        let play = play_rect(&shape, cfg.playable);
        let fit = fit_scale(play, board_viewport(window, &insets));
        for (i, a) in shape.areas.iter().enumerate() {
            let id = AreaId(i as u8);
            if cfg.playable & bit(id) == 0 {
                continue;
            }
            let home = is_home(&cat, id);
            let layout = label_layout(a, cat.board.name(id), home);
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

#[test]
fn at_1280x800_every_in_play_name_and_disk_numeral_is_readable_at_the_default_camera() {
    let m = measure(Vec2::new(1280.0, 800.0));
    assert!(m.len() > 99, "every configuration measured");
    let mut small = Vec::new();
    for x in &m {
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
    assert!(small.is_empty(), "too small to read:\n{}", small.join("\n"));
}

/// The default camera shows every in-play area's room (its name and pieces) in the part of the
/// window the panels leave, for every map configuration, at 1280×800 and 1000×650.
#[test]
fn the_default_camera_shows_every_in_play_area_in_the_room_the_panels_leave() {
    use acme::app::camera::{View, centre_for, clamp};
    let cat = acme::data::builtin();
    let shape = super::committed();
    let board = Rect::new(0.0, 0.0, shape.frame[0] * SCALE, shape.frame[1] * SCALE);
    for window in [Vec2::new(1280.0, 800.0), Vec2::new(1000.0, 650.0)] {
        for hand in [false, true] {
            let insets = table_insets(window, log_open_by_default(window.x), hand);
            let vp = board_viewport(window, &insets);
            for cfg in &cat.board.configs {
                let play = play_rect(&shape, cfg.playable);
                assert!(play.width() <= board.width() + 1e-3);
                let fit = fit_scale(play, vp);
                let view = View {
                    board,
                    play,
                    fit,
                    closest: fit / 10.0,
                };
                let mut o = OrthographicProjection::default_2d();
                o.scale = fit;
                let mut t = Transform::from_translation(
                    centre_for(play.center(), fit, &insets).extend(0.0),
                );
                clamp(&view, &mut t, &mut o, vp, &insets);
                let centre = t.translation.truncate() - centre_for(Vec2::ZERO, o.scale, &insets);
                let shown = Rect::from_center_half_size(centre, vp * 0.5 * o.scale);
                for (i, a) in shape.areas.iter().enumerate() {
                    if cfg.playable & bit(AreaId(i as u8)) == 0 {
                        continue;
                    }
                    let c = Vec2::new(a.room_centre[0], a.room_centre[1]) * SCALE;
                    let h = Vec2::new(a.room_size[0], a.room_size[1]) * SCALE * 0.5;
                    let room = Rect::from_center_half_size(c, h);
                    assert!(
                        shown.contains(room.min) && shown.contains(room.max),
                        "{} at {window}: {} is not in view",
                        cfg.name,
                        a.name
                    );
                }
            }
        }
    }
}
