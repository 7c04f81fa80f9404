//! A frame that would look like the last one is a copy of it: headless
//! (`app::still_frame::decide`), with egui's output written by hand.

use acme::app::board_picture::Reuse;
use acme::app::board_picture::{PictureCamera, StartsFrom};
use acme::app::camera::BoardCamera;
use acme::app::still_frame;
use bevy::prelude::*;
use bevy_egui::egui::epaint::{ClippedPrimitive, Mesh, Primitive};
use bevy_egui::egui::{Color32, Pos2, Rect};
use bevy_egui::{EguiRenderOutput, PrimaryEguiContext};

/// A board camera showing the picture, with the primary egui context, and the picture camera.
fn app() -> (App, Entity, Entity) {
    let mut app = crate::headless::app();
    app.add_message::<AssetEvent<Image>>()
        .init_resource::<Reuse>()
        .add_systems(Update, still_frame::decide);
    let board = app
        .world_mut()
        .spawn((
            BoardCamera,
            StartsFrom(AssetId::default()),
            PrimaryEguiContext,
            EguiRenderOutput::default(),
        ))
        .id();
    let picture = app
        .world_mut()
        .spawn((
            Camera {
                is_active: false,
                ..default()
            },
            PictureCamera,
        ))
        .id();
    (app, board, picture)
}

/// egui's shapes of a frame: one rectangle of `colour`.
fn shapes(colour: Color32) -> Vec<ClippedPrimitive> {
    let mut mesh = Mesh::default();
    mesh.add_colored_rect(
        Rect::from_min_max(Pos2::new(0.0, 0.0), Pos2::new(10.0, 10.0)),
        colour,
    );
    vec![ClippedPrimitive {
        clip_rect: Rect::EVERYTHING,
        primitive: Primitive::Mesh(mesh),
    }]
}

/// Run a frame in which egui drew `colour`; whether it was a copy of the last one, and whether
/// egui still draws its shapes.
fn frame(app: &mut App, board: Entity, colour: Color32) -> (bool, bool) {
    app.world_mut()
        .get_mut::<EguiRenderOutput>(board)
        .unwrap()
        .paint_jobs = shapes(colour);
    app.update();
    let reused = app.world().resource::<Reuse>().0;
    let drawn = !app
        .world()
        .get::<EguiRenderOutput>(board)
        .unwrap()
        .paint_jobs
        .is_empty();
    (reused, drawn)
}

#[test]
fn an_unchanged_frame_is_a_copy_and_egui_draws_nothing_over_it() {
    let (mut app, board, _) = app();
    assert_eq!(frame(&mut app, board, Color32::RED), (false, true));
    assert_eq!(
        frame(&mut app, board, Color32::RED),
        (true, false),
        "the same panels are rasterised again"
    );
    assert_eq!(frame(&mut app, board, Color32::RED), (true, false));
}

#[test]
fn a_frame_whose_panels_changed_is_drawn() {
    let (mut app, board, _) = app();
    frame(&mut app, board, Color32::RED);
    frame(&mut app, board, Color32::RED);
    assert_eq!(
        frame(&mut app, board, Color32::BLUE),
        (false, true),
        "a changed panel is shown as it was"
    );
    // The copy now holds the new panels.
    assert_eq!(frame(&mut app, board, Color32::BLUE), (true, false));
}

#[test]
fn a_frame_whose_board_picture_is_drawn_again_is_drawn() {
    let (mut app, board, picture) = app();
    frame(&mut app, board, Color32::RED);
    app.world_mut()
        .get_mut::<Camera>(picture)
        .unwrap()
        .is_active = true;
    assert_eq!(
        frame(&mut app, board, Color32::RED),
        (false, true),
        "a piece that moved is not shown"
    );
    app.world_mut()
        .get_mut::<Camera>(picture)
        .unwrap()
        .is_active = false;
    assert_eq!(frame(&mut app, board, Color32::RED), (true, false));
}

#[test]
fn a_frame_where_the_board_camera_moved_or_drew_something_new_is_drawn() {
    let (mut app, board, _) = app();
    frame(&mut app, board, Color32::RED);
    frame(&mut app, board, Color32::RED);
    // Something of the board camera's own (a tutorial's outline) comes.
    app.world_mut()
        .spawn((Transform::default(), Visibility::Inherited));
    assert_eq!(
        frame(&mut app, board, Color32::RED),
        (false, true),
        "a new outline of the board camera is not shown"
    );
    assert_eq!(frame(&mut app, board, Color32::RED), (true, false));
}

#[test]
fn without_the_picture_no_frame_is_a_copy() {
    let (mut app, board, _) = app();
    app.world_mut().entity_mut(board).remove::<StartsFrom>();
    frame(&mut app, board, Color32::RED);
    assert_eq!(
        frame(&mut app, board, Color32::RED),
        (false, true),
        "a frame is copied where nothing keeps it"
    );
}

#[test]
fn the_board_cameras_own_transform_written_each_frame_does_not_stop_the_copies() {
    // `camera::controls` writes the board camera's transform in every frame (its clamp), which
    // marks it changed whether it moved or not; a real move draws the pictures again
    // (`board_picture::follow_camera`). Seen in the real program: with the board camera in the
    // check no frame was ever a copy.
    let (mut app, board, _) = app();
    app.world_mut()
        .entity_mut(board)
        .insert(Transform::default());
    for k in 0..3 {
        app.world_mut()
            .get_mut::<Transform>(board)
            .unwrap()
            .set_changed();
        let expected = if k == 0 { (false, true) } else { (true, false) };
        assert_eq!(frame(&mut app, board, Color32::RED), expected, "frame {k}");
    }
}
