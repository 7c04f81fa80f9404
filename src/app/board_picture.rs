//! The board as a still picture in a texture (issue 22 point 3, software rendering): everything
//! drawn on the board (area fills, borders, rivers, frame, names, home marks, the pieces, the hover
//! and selection outlines) is on its own render layer ([`LAYER`]) and drawn by a second camera into
//! an image only when it would look different: the board camera moved or zoomed, the window was
//! resized, an area's colour changed (hover, legal targets), a piece or an outline came, went or
//! was shown or hidden, a name was laid out again. With Mesa's software Vulkan a frame of the board
//! otherwise costs several times an empty window: about a hundred fills, their borders, the names
//! and the pieces rasterised again every frame with 4x MSAA.
//!
//! Every frame the board camera starts from a copy of that image ([`copy_picture`], a texture copy
//! in the render world, before its main pass, which then must not clear) and draws on it what is
//! not on the picture (a tutorial's outlines), under egui. A copy is a plain memory copy; drawing
//! the image as a window-sized sprite instead cost as much CPU per frame as everything else in a
//! frame of the empty window (docs/frame-time.md). Should the window's texture format not allow
//! the copy, the camera falls back to that sprite ([`PictureSprite`]).
//!
//! Only the areas' pick meshes stay on the board camera's layer, without a material: nothing is
//! drawn for them, the pointer picks them (see `board`).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use bevy::asset::AssetEventSystems;
use bevy::camera::visibility::{RenderLayers, VisibilitySystems};
use bevy::camera::{CameraMainTextureUsages, CameraUpdateSystems, ImageRenderTarget, RenderTarget};
use bevy::core_pipeline::{Core2d, Core2dSystems};
use bevy::ecs::query::QueryItem;
use bevy::image::ImageSampler;
use bevy::prelude::*;
use bevy::render::RenderApp;
use bevy::render::extract_component::{ExtractComponent, ExtractComponentPlugin};
use bevy::render::extract_resource::{ExtractResource, ExtractResourcePlugin};
use bevy::render::render_asset::RenderAssets;
use bevy::render::render_resource::{Extent3d, TextureFormat, TextureUsages};
use bevy::render::renderer::{RenderContext, ViewQuery};
use bevy::render::sync_component::SyncComponent;
use bevy::render::texture::GpuImage;
use bevy::render::view::ViewTarget;
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

/// The sprite that shows the picture on the board camera where the picture cannot be copied
/// (hidden otherwise).
#[derive(Component)]
pub struct PictureSprite;

/// On the board camera while it shows the picture: its main pass starts from a copy of the
/// picture ([`copy_picture`]).
#[derive(Component, Debug, Clone, Copy)]
pub struct ShowsPicture;

impl SyncComponent for ShowsPicture {
    type Target = Self;
}

impl ExtractComponent for ShowsPicture {
    type QueryData = &'static ShowsPicture;
    type QueryFilter = ();
    type Out = Self;

    fn extract_component(item: QueryItem<'_, '_, Self::QueryData>) -> Option<Self> {
        Some(*item)
    }
}

/// The picture's image in the render world.
#[derive(Resource, Debug, Clone, Copy)]
struct PictureImage(AssetId<Image>);

impl ExtractResource for PictureImage {
    type Source = Picture;

    fn extract_resource(source: &Picture) -> Self {
        PictureImage(source.0.id())
    }
}

/// Set by the render world when the picture cannot be copied into the board camera's texture
/// (its format differs): the main world then shows the sprite instead. Shared by both worlds.
#[derive(Resource, Debug, Clone, Default)]
struct CopyFailed(Arc<AtomicBool>);

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
    let failed = CopyFailed::default();
    app.init_resource::<Stale>()
        .insert_resource(failed.clone())
        .add_plugins((
            ExtractComponentPlugin::<ShowsPicture>::default(),
            ExtractResourcePlugin::<PictureImage>::default(),
        ))
        .add_systems(OnEnter(AppState::InGame), spawn)
        .add_systems(OnExit(AppState::InGame), stop_showing)
        .add_systems(Update, fall_back.run_if(in_state(AppState::InGame)))
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
    if let Some(render_app) = app.get_sub_app_mut(RenderApp) {
        render_app
            .insert_resource(failed)
            .add_systems(Core2d, copy_picture.before(Core2dSystems::MainPass));
    }
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
    // Copied into the board camera's texture every frame.
    image.texture_descriptor.usage |= TextureUsages::COPY_SRC;
    image
}

fn spawn(
    mut commands: Commands,
    mut images: ResMut<Assets<Image>>,
    mut stale: ResMut<Stale>,
    window: Single<&Window, With<PrimaryWindow>>,
    board: Single<(Entity, &mut Camera), With<BoardCamera>>,
    failed: Res<CopyFailed>,
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
    let copied = !failed.0.load(Ordering::Relaxed);
    let (board, mut board_camera) = board.into_inner();
    if copied {
        // The copy fills the whole texture: a clear before it would only cost time, and one
        // after it would wipe it.
        board_camera.clear_color = ClearColorConfig::None;
        commands.entity(board).insert((
            ShowsPicture,
            CameraMainTextureUsages::default().with(TextureUsages::COPY_DST),
        ));
    }
    commands.spawn((
        Sprite {
            image: handle.clone(),
            custom_size: Some(window.size()),
            ..default()
        },
        if copied {
            Visibility::Hidden
        } else {
            Visibility::Inherited
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

/// Leaving the game: the board camera clears its window again (menus, loading).
fn stop_showing(mut commands: Commands, board: Single<(Entity, &mut Camera), With<BoardCamera>>) {
    let (board, mut camera) = board.into_inner();
    camera.clear_color = ClearColorConfig::Default;
    commands.entity(board).remove::<ShowsPicture>();
}

/// The render world could not copy the picture: show it as a sprite from now on.
fn fall_back(
    mut commands: Commands,
    failed: Res<CopyFailed>,
    board: Single<Entity, (With<BoardCamera>, With<ShowsPicture>)>,
    mut sprite: Single<&mut Visibility, With<PictureSprite>>,
) {
    if !failed.0.load(Ordering::Relaxed) {
        return;
    }
    warn!("the board picture cannot be copied into the window's texture; drawn as a sprite");
    commands.entity(*board).remove::<ShowsPicture>();
    **sprite = Visibility::Inherited;
}

/// Render world, the board camera's view, before its main pass: start from a copy of the picture
/// (a plain texture copy; as large as both textures allow while a resize is under way).
fn copy_picture(
    view: ViewQuery<&ViewTarget, With<ShowsPicture>>,
    picture: Option<Res<PictureImage>>,
    images: Res<RenderAssets<GpuImage>>,
    failed: Res<CopyFailed>,
    mut ctx: RenderContext,
) {
    let target = view.into_inner();
    let Some(image) = picture.and_then(|p| images.get(p.0)) else {
        return;
    };
    let (src, dst) = (&image.texture, target.main_texture());
    let copyable = src.format().remove_srgb_suffix() == dst.format().remove_srgb_suffix()
        && src.sample_count() == dst.sample_count()
        && src.usage().contains(TextureUsages::COPY_SRC)
        && dst.usage().contains(TextureUsages::COPY_DST);
    if !copyable {
        failed.0.store(true, Ordering::Relaxed);
        return;
    }
    let size = Extent3d {
        width: src.width().min(dst.width()),
        height: src.height().min(dst.height()),
        depth_or_array_layers: 1,
    };
    ctx.command_encoder()
        .copy_texture_to_texture(src.as_image_copy(), dst.as_image_copy(), size);
}
