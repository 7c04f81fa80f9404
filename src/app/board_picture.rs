//! The board as a still picture in a texture (issue 22 point 3, software rendering): everything
//! drawn on the board (area fills, borders, rivers, frame, names, home marks, the pieces, the hover
//! and selection outlines) is on its own render layer ([`LAYER`]) and drawn by a second camera into
//! an image only when it would look different: the board camera moved or zoomed, the window was
//! resized, an area's colour changed (hover, legal targets), a piece or an outline came, went or
//! was shown or hidden, a name was laid out again. The board camera draws that image every frame as
//! one sprite, without multisampling (the picture's edges were smoothed when it was drawn), under
//! egui. With Mesa's software Vulkan a frame of the board otherwise costs several times an empty
//! window: about a hundred fills, their borders, the names and the pieces rasterised again every
//! frame with 4x MSAA.
//!
//! Only the areas' pick meshes stay on the board camera's layer, without a material: nothing is
//! drawn for them, the pointer picks them (see `board`).

use bevy::asset::AssetEventSystems;
use bevy::camera::visibility::{RenderLayers, VisibilitySystems};
use bevy::camera::{CameraUpdateSystems, ImageRenderTarget, RenderTarget};
use bevy::image::ImageSampler;
use bevy::prelude::*;
use bevy::render::render_resource::TextureFormat;
use bevy::text::TextLayoutInfo;
use bevy::transform::TransformSystems;
use bevy::window::PrimaryWindow;

use super::AppState;
use super::camera::BoardCamera;
use super::style::{self, z};

/// The render layer of the still board picture (the board camera draws layer 0).
pub const LAYER: usize = 1;

/// The entities of the still picture go on this layer.
pub fn layer() -> RenderLayers {
    RenderLayers::layer(LAYER)
}

/// The camera that draws the still picture into [`Picture`]'s image.
#[derive(Component)]
pub struct PictureCamera;

/// The sprite that shows the picture on the board camera.
#[derive(Component)]
pub struct PictureSprite;

/// The image the picture is drawn into (the size of the window in physical pixels).
#[derive(Resource, Debug, Clone)]
pub struct Picture(pub Handle<Image>);

/// What the picture was last drawn for: the board camera's position and zoom and the window.
#[derive(Debug, Default, Clone, Copy, PartialEq)]
struct DrawnFor {
    at: Vec2,
    scale: f32,
    physical: UVec2,
    scale_factor: f32,
}

/// The picture must be drawn this frame (set by [`spawn`] and [`follow_camera`], read by [`decide`]).
#[derive(Resource, Debug, Default)]
pub struct Stale(pub bool);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Stale>()
        .add_systems(OnEnter(AppState::InGame), spawn)
        .add_systems(
            PostUpdate,
            follow_camera
                .before(CameraUpdateSystems)
                .before(TransformSystems::Propagate)
                .run_if(in_state(AppState::InGame)),
        )
        .add_systems(
            PostUpdate,
            decide
                .after(follow_camera)
                .after(AssetEventSystems)
                .before(VisibilitySystems::CheckVisibility)
                .run_if(in_state(AppState::InGame)),
        );
}

fn target_image(size: UVec2) -> Image {
    let mut image = Image::new_target_texture(
        size.x.max(1),
        size.y.max(1),
        TextureFormat::Rgba8UnormSrgb,
        None,
    );
    // Texels map one to one onto the window's pixels.
    image.sampler = ImageSampler::nearest();
    image
}

fn spawn(
    mut commands: Commands,
    mut images: ResMut<Assets<Image>>,
    mut stale: ResMut<Stale>,
    window: Single<&Window, With<PrimaryWindow>>,
) {
    let physical = window.physical_size();
    let handle = images.add(target_image(physical));
    let scoped = DespawnOnExit(AppState::InGame);
    commands.spawn((
        Camera2d,
        Camera {
            // Before the board camera, which shows the picture.
            order: -1,
            clear_color: ClearColorConfig::Custom(style::BACKGROUND),
            ..default()
        },
        RenderTarget::Image(ImageRenderTarget {
            handle: handle.clone(),
            scale_factor: window.scale_factor(),
        }),
        Projection::Orthographic(OrthographicProjection::default_2d()),
        // The edges are smoothed once, when the picture is drawn.
        Msaa::Sample4,
        layer(),
        PictureCamera,
        scoped.clone(),
    ));
    commands.spawn((
        Sprite {
            image: handle.clone(),
            custom_size: Some(window.size()),
            ..default()
        },
        Transform::from_xyz(0.0, 0.0, z::AREA),
        Pickable::IGNORE,
        PictureSprite,
        scoped,
    ));
    commands.insert_resource(Picture(handle));
    stale.0 = true;
}

/// Put the picture's camera where the board camera is and the sprite over the board camera's
/// view; a move, a zoom or a resize makes the picture stale.
#[allow(clippy::type_complexity, clippy::too_many_arguments)] // a Bevy system's parameters
fn follow_camera(
    window: Single<&Window, With<PrimaryWindow>>,
    board: Single<(&Transform, &Projection), (With<BoardCamera>, Without<PictureCamera>)>,
    picture_camera: Single<
        (&mut Transform, &mut Projection, &mut RenderTarget),
        (
            With<PictureCamera>,
            Without<BoardCamera>,
            Without<PictureSprite>,
        ),
    >,
    sprite: Single<
        (&mut Transform, &mut Sprite),
        (
            With<PictureSprite>,
            Without<BoardCamera>,
            Without<PictureCamera>,
        ),
    >,
    picture: Res<Picture>,
    mut images: ResMut<Assets<Image>>,
    mut stale: ResMut<Stale>,
    new: Query<(), Added<PictureSprite>>,
    mut drawn: Local<DrawnFor>,
) {
    if !new.is_empty() {
        // A new game's picture and sprite (the camera may stand where it stood for the last one).
        *drawn = DrawnFor::default();
    }
    let (bt, bp) = board.into_inner();
    let Projection::Orthographic(bo) = bp else {
        return;
    };
    let now = DrawnFor {
        at: bt.translation.truncate(),
        scale: bo.scale,
        physical: window.physical_size(),
        scale_factor: window.scale_factor(),
    };
    if now == *drawn {
        return;
    }
    if now.physical.x == 0 || now.physical.y == 0 {
        // A minimised window: nothing to draw into.
        return;
    }
    if now.physical != drawn.physical
        && let Some(mut image) = images.get_mut(&picture.0)
    {
        *image = target_image(now.physical);
    }
    let (mut ct, mut cp, mut target) = picture_camera.into_inner();
    ct.translation = bt.translation;
    if let Projection::Orthographic(o) = &mut *cp {
        o.scale = bo.scale;
    }
    if let RenderTarget::Image(t) = &mut *target
        && t.scale_factor != now.scale_factor
    {
        t.scale_factor = now.scale_factor;
    }
    let (mut st, mut s) = sprite.into_inner();
    st.translation = now.at.extend(z::AREA);
    st.scale = Vec3::new(bo.scale, bo.scale, 1.0);
    s.custom_size = Some(window.size());
    *drawn = now;
    stale.0 = true;
}

/// Draw the picture this frame only if it is stale: after [`follow_camera`], an area's colour
/// changed (hover, legal targets, dimming), a piece or an outline came, went, moved or was shown or
/// hidden, or a name or numeral was laid out again (a font loaded, a zoom step). It runs before the
/// visibility check so that the entities of the picture are found visible in the frame it is drawn.
#[allow(clippy::type_complexity)] // a Bevy system's parameters
pub fn decide(
    mut stale: ResMut<Stale>,
    mut materials: MessageReader<AssetEvent<ColorMaterial>>,
    changed: Query<
        &RenderLayers,
        Or<(
            Added<RenderLayers>,
            Changed<Visibility>,
            Changed<Transform>,
            Changed<TextLayoutInfo>,
        )>,
    >,
    mut removed: RemovedComponents<RenderLayers>,
    mut camera: Single<&mut Camera, With<PictureCamera>>,
) {
    let mut draw = std::mem::take(&mut stale.0);
    // Any change of a material (the areas' and the pieces' are the only ones).
    if materials.read().count() > 0 {
        draw = true;
    }
    if changed.iter().any(|l| l.intersects(&layer())) {
        draw = true;
    }
    // A piece despawned (only the picture's entities have render layers).
    if removed.read().count() > 0 {
        draw = true;
    }
    if camera.is_active != draw {
        camera.is_active = draw;
    }
}
