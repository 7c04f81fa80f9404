//! The still board picture (issue 22 point 3): its camera draws it in a frame only when something
//! on it changed, headless (`app::board_picture::decide`, the camera's `is_active`).

use acme::app::board::ScaledText;
use acme::app::board_picture::{self, PictureCamera, Stale};
use bevy::camera::visibility::RenderLayers;
use bevy::prelude::*;

fn app() -> App {
    let mut app = crate::headless::app();
    app.add_message::<AssetEvent<ColorMaterial>>()
        .init_resource::<Stale>()
        .add_systems(Update, board_picture::decide);
    app.world_mut().spawn((Camera::default(), PictureCamera));
    app.update();
    app
}

/// Whether the picture is drawn in the frame just updated.
fn drawn(app: &mut App) -> bool {
    let mut q = app
        .world_mut()
        .query_filtered::<&Camera, With<PictureCamera>>();
    q.single(app.world()).expect("one picture camera").is_active
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
    app.update();
    assert!(!drawn(&mut app), "drawn again with nothing new");

    *app.world_mut().get_mut::<Visibility>(piece).unwrap() = Visibility::Hidden;
    app.update();
    assert!(drawn(&mut app), "a hidden outline is still shown");
    app.update();
    assert!(!drawn(&mut app));

    app.world_mut()
        .get_mut::<Transform>(piece)
        .unwrap()
        .translation
        .x = 5.0;
    app.update();
    assert!(drawn(&mut app), "a moved piece is not drawn where it is");
    app.update();
    assert!(!drawn(&mut app));

    app.world_mut().despawn(piece);
    app.update();
    assert!(drawn(&mut app), "a removed piece stays on the picture");
    app.update();
    assert!(!drawn(&mut app));
}

#[test]
fn the_picture_is_drawn_when_an_area_changes_colour_or_the_camera_moves() {
    let mut app = app();
    app.world_mut()
        .write_message(AssetEvent::<ColorMaterial>::Modified {
            id: AssetId::default(),
        });
    app.update();
    assert!(drawn(&mut app), "a highlighted area keeps its old colour");
    app.update();
    assert!(!drawn(&mut app));

    // What `follow_camera` sets when the board camera moves, zooms or the window is resized.
    app.world_mut().resource_mut::<Stale>().0 = true;
    app.update();
    assert!(drawn(&mut app), "the picture does not follow the camera");
    app.update();
    assert!(!drawn(&mut app));
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
        .spawn((Text2d::new("Ur"), ScaledText { world: 20.0 }, on_picture()))
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
        !drawn(&mut app),
        "every name was rescaled to the size it had, and the picture drawn again"
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
        drawn(&mut app),
        "the names keep their old size on the picture"
    );
    let t = app.world().get::<Transform>(name).unwrap();
    assert_eq!(t.scale, Vec3::new(2.0, 2.0, 1.0));
}
