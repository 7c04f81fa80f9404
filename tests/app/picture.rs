//! The board pictures: the still board's camera draws it in a frame only when
//! something on it changed, the pieces' camera draws the pieces over it only when a piece or an
//! outline changed or the still board was drawn, headless (`app::board_picture::decide`, the
//! cameras' `is_active`).

use acme::app::board::ScaledText;
use acme::app::board_picture::{self, PictureCamera, Stale, StillCamera};
use acme::app::smooth::Smooth;
use bevy::camera::visibility::RenderLayers;
use bevy::prelude::*;

fn app() -> App {
    let mut app = crate::headless::app();
    app.add_message::<AssetEvent<ColorMaterial>>()
        .add_message::<AssetEvent<Smooth>>()
        .init_resource::<Stale>()
        .add_systems(Update, board_picture::decide);
    app.world_mut().spawn((Camera::default(), PictureCamera));
    app.world_mut().spawn((Camera::default(), StillCamera));
    app.update();
    app
}

/// Whether the picture (the pieces over the still board) is drawn in the frame just updated.
fn drawn(app: &mut App) -> bool {
    let mut q = app
        .world_mut()
        .query_filtered::<&Camera, With<PictureCamera>>();
    q.single(app.world()).expect("one picture camera").is_active
}

/// Whether the still board is drawn in the frame just updated.
fn still_drawn(app: &mut App) -> bool {
    let mut q = app
        .world_mut()
        .query_filtered::<&Camera, With<StillCamera>>();
    q.single(app.world()).expect("one still camera").is_active
}

fn on_still_board() -> impl Bundle {
    (
        board_picture::still_layer(),
        Transform::default(),
        Visibility::Inherited,
    )
}

fn on_picture() -> impl Bundle {
    (
        board_picture::layer(),
        Transform::default(),
        Visibility::Inherited,
    )
}

#[test]
fn a_still_board_is_not_drawn_again() {
    let mut app = app();
    for _ in 0..5 {
        app.update();
        assert!(!drawn(&mut app), "nothing changed but the picture is drawn");
    }
}

#[test]
fn the_picture_is_drawn_once_when_a_piece_comes_changes_or_goes() {
    let mut app = app();
    let piece = app.world_mut().spawn(on_picture()).id();
    app.update();
    assert!(drawn(&mut app), "a new piece is not drawn");
    assert!(
        !still_drawn(&mut app),
        "a new piece redraws the still board"
    );
    app.update();
    assert!(!drawn(&mut app), "drawn again with nothing new");

    *app.world_mut().get_mut::<Visibility>(piece).unwrap() = Visibility::Hidden;
    app.update();
    assert!(drawn(&mut app), "a hidden outline is still shown");
    assert!(!still_drawn(&mut app), "an outline redraws the still board");
    app.update();
    assert!(!drawn(&mut app));

    app.world_mut()
        .get_mut::<Transform>(piece)
        .unwrap()
        .translation
        .x = 5.0;
    app.update();
    assert!(drawn(&mut app), "a moved piece is not drawn where it is");
    assert!(
        !still_drawn(&mut app),
        "a moved piece redraws the still board"
    );
    app.update();
    assert!(!drawn(&mut app));

    app.world_mut().despawn(piece);
    app.update();
    assert!(drawn(&mut app), "a removed piece stays on the picture");
    assert!(
        !still_drawn(&mut app),
        "a removed piece redraws the still board"
    );
    app.update();
    assert!(!drawn(&mut app));
}

#[test]
fn a_change_on_the_still_board_draws_it_and_the_pieces_over_it() {
    let mut app = app();
    let name = app.world_mut().spawn(on_still_board()).id();
    app.update();
    assert!(still_drawn(&mut app), "a new name is not drawn");
    assert!(drawn(&mut app), "the picture misses the new still board");
    app.update();
    assert!(!still_drawn(&mut app), "drawn again with nothing new");
    assert!(!drawn(&mut app));

    app.world_mut()
        .get_mut::<Transform>(name)
        .unwrap()
        .translation
        .x = 5.0;
    app.update();
    assert!(
        still_drawn(&mut app),
        "a moved name is not drawn where it is"
    );
    assert!(drawn(&mut app), "the picture misses the new still board");
}

#[test]
fn the_picture_is_drawn_when_an_area_changes_colour_or_the_camera_moves() {
    let mut app = app();
    app.world_mut()
        .write_message(AssetEvent::<ColorMaterial>::Modified {
            id: AssetId::default(),
        });
    app.update();
    assert!(
        still_drawn(&mut app),
        "a highlighted area keeps its old colour"
    );
    assert!(drawn(&mut app), "the picture misses the new still board");
    app.update();
    assert!(!drawn(&mut app));
    assert!(!still_drawn(&mut app));

    // What `follow_camera` sets when the board camera moves, zooms or the window is resized.
    app.world_mut().resource_mut::<Stale>().0 = true;
    app.update();
    assert!(
        still_drawn(&mut app),
        "the still board does not follow the camera"
    );
    assert!(drawn(&mut app), "the picture does not follow the camera");
    app.update();
    assert!(!drawn(&mut app));
    assert!(!still_drawn(&mut app));
}

#[test]
fn what_is_not_on_the_picture_does_not_draw_it() {
    let mut app = app();
    app.world_mut().spawn((
        RenderLayers::layer(0),
        Transform::default(),
        Visibility::Inherited,
    ));
    app.update();
    assert!(
        !drawn(&mut app),
        "an entity of the board camera redraws the picture"
    );
    assert!(
        !still_drawn(&mut app),
        "an entity of the board camera redraws the still board"
    );
}

/// A name and the board camera for `board::rescale_text` (the names follow the zoom).
fn app_with_names() -> (App, Entity) {
    let mut app = app();
    app.add_systems(Update, acme::app::board::rescale_text);
    app.world_mut().spawn((
        acme::app::camera::BoardCamera,
        Projection::Orthographic(OrthographicProjection::default_2d()),
    ));
    let name = app
        .world_mut()
        .spawn((
            Text2d::new("Ur"),
            ScaledText { world: 20.0 },
            on_still_board(),
        ))
        .id();
    app.update();
    app.update();
    assert!(!drawn(&mut app), "drawn again with nothing new");
    (app, name)
}

#[test]
fn a_new_text_elsewhere_does_not_redraw_the_names() {
    let (mut app, _) = app_with_names();
    // A new piece's numeral comes in a later frame than the piece itself: the names it makes
    // `rescale_text` look at again keep their size, and the picture is not drawn for them.
    app.world_mut()
        .spawn((Text2d::new("3"), ScaledText { world: 10.0 }));
    app.update();
    assert!(
        !still_drawn(&mut app),
        "every name was rescaled to the size it had, and the still board drawn again"
    );
}

#[test]
fn a_zoom_step_redraws_the_names() {
    let (mut app, name) = app_with_names();
    let mut q = app
        .world_mut()
        .query_filtered::<&mut Projection, With<acme::app::camera::BoardCamera>>();
    if let Projection::Orthographic(o) = &mut *q.single_mut(app.world_mut()).unwrap() {
        o.scale = 2.0;
    }
    app.update();
    assert!(
        still_drawn(&mut app),
        "the names keep their old size on the still board"
    );
    let t = app.world().get::<Transform>(name).unwrap();
    assert_eq!(t.scale, Vec3::new(2.0, 2.0, 1.0));
}
