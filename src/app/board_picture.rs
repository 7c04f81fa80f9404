//! The board as pictures in textures (software rendering). Everything drawn on
//! the board is on one of two render layers and drawn by its own camera into an image, only in
//! frames where it would look different:
//!
//! - the still board ([`STILL`]: area fills, borders, rivers, frame, names, home marks), drawn with
//!   4x MSAA by the [`StillCamera`] into [`Still`]'s image when the board camera moved or zoomed,
//!   the window was resized, an area's colour changed (hover, legal targets) or a name was laid
//!   out again;
//! - the pieces and the outlines ([`LAYER`]: disks, rings, blocks, cubes, numerals, hover and
//!   selection outlines), drawn by the [`PictureCamera`] into [`Picture`]'s image over a copy of
//!   the still board, when the still board was drawn or a piece or an outline came, went, moved or
//!   was shown or hidden. No multisampling: the pieces' and outlines' shapes smooth their own edges
//!   (`smooth`), the numerals are glyphs, smoothed already.
//!
//! With Mesa's software Vulkan a frame that draws the board costs several times an empty window:
//! a redraw of everything with 4x MSAA cost about 120 ms CPU, and a watched game moves pieces in
//! many frames (docs/frame-time.md). A piece moving now costs a copy and its own few pixels.
//!
//! Every frame the board camera starts from a copy of the picture ([`copy_in`], a texture copy in
//! the render world, before its main pass, which then must not clear) and draws on it what is not
//! on the pictures (a tutorial's outlines), under egui. The two picture cameras do not blit their
//! result into their images through a render pass either: it is copied out ([`copy_out`]).
//! Should a texture not allow these copies (formats that differ), the render world says so and the
//! board falls back to one picture camera drawing both layers with 4x MSAA, shown as a sprite
//! ([`PictureSprite`], [`fall_back`]).
//!
//! Only the areas' pick meshes stay on the board camera's layer, without a material: nothing is
//! drawn for them, the pointer picks them (see `board`).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use bevy::asset::AssetEventSystems;
use bevy::camera::visibility::{RenderLayers, VisibilitySystems};
use bevy::camera::{
    CameraMainTextureUsages, CameraOutputMode, CameraUpdateSystems, ImageRenderTarget, RenderTarget,
};
use bevy::core_pipeline::{Core2d, Core2dSystems};
use bevy::ecs::query::QueryItem;
use bevy::image::ImageSampler;
use bevy::prelude::*;
use bevy::render::extract_component::{ExtractComponent, ExtractComponentPlugin};
use bevy::render::extract_resource::ExtractResource;
use bevy::render::render_asset::RenderAssets;
use bevy::render::render_resource::PipelineCache;
use bevy::render::render_resource::{Extent3d, Texture, TextureFormat, TextureUsages};
use bevy::render::renderer::{RenderContext, ViewQuery};
use bevy::render::sync_component::SyncComponent;
use bevy::render::texture::GpuImage;
use bevy::render::view::ViewTarget;
use bevy::render::{Render, RenderApp, RenderSystems};
use bevy::text::TextLayoutInfo;
use bevy::transform::TransformSystems;
use bevy::window::PrimaryWindow;

use super::AppState;
use super::camera::BoardCamera;
use super::smooth::Smooth;
use super::style::{self, z};

/// The render layer of the pieces and outlines (the board camera draws layer 0).
pub const LAYER: usize = 1;

/// The render layer of the still board.
pub const STILL: usize = 2;

/// The pieces and outlines go on this layer.
pub fn layer() -> RenderLayers {
    RenderLayers::layer(LAYER)
}

/// The still board goes on this layer.
pub fn still_layer() -> RenderLayers {
    RenderLayers::layer(STILL)
}

/// The camera that draws the pieces over the still board into [`Picture`]'s image.
#[derive(Component)]
pub struct PictureCamera;

/// The camera that draws the still board into [`Still`]'s image.
#[derive(Component)]
pub struct StillCamera;

/// The sprite that shows the picture on the board camera where the picture cannot be copied
/// (hidden otherwise).
#[derive(Component)]
pub struct PictureSprite;

/// On a camera whose main pass starts from a copy of an image ([`copy_in`]): the board camera
/// (the picture) and the picture camera (the still board).
#[derive(Component, Debug, Clone, Copy)]
pub struct StartsFrom(pub AssetId<Image>);

/// On the board camera while it shows the picture: the image its frames are kept in (see
/// `still_frame`, whose unchanged frames start from it instead of the picture).
#[derive(Component, Debug, Clone, Copy)]
pub struct ShowsPicture {
    pub kept: AssetId<Image>,
}

/// On a picture camera whose result is copied into its image ([`copy_out`]) instead of blitted.
#[derive(Component, Debug, Clone, Copy)]
pub struct CopiedOut(AssetId<Image>);

macro_rules! extract_as_is {
    ($t:ty) => {
        impl SyncComponent for $t {
            type Target = Self;
        }

        impl ExtractComponent for $t {
            type QueryData = &'static $t;
            type QueryFilter = ();
            type Out = Self;

            fn extract_component(item: QueryItem<'_, '_, Self::QueryData>) -> Option<Self> {
                Some(*item)
            }
        }
    };
}

extract_as_is!(StartsFrom);
extract_as_is!(CopiedOut);
extract_as_is!(ShowsPicture);

/// Set by the render world while render pipelines are still being compiled: a picture drawn then
/// may miss what uses them (a shape's first outline), so the pictures are drawn again until none
/// is waiting. Shared by both worlds.
#[derive(Resource, Debug, Clone, Default)]
pub struct Compiling(Arc<AtomicBool>);

/// Set by the render world when a picture cannot be copied (the formats differ): the main world
/// then falls back to one camera and the sprite. Shared by both worlds.
#[derive(Resource, Debug, Clone, Default)]
pub(super) struct CopyFailed(Arc<AtomicBool>);

/// The image the pieces are drawn into over the still board (the size of the window in physical
/// pixels): what the board camera shows.
#[derive(Resource, Debug, Clone)]
pub struct Picture(pub Handle<Image>);

/// The image the still board is drawn into.
#[derive(Resource, Debug, Clone)]
pub struct Still(pub Handle<Image>);

/// The image the window's last frame is kept in (`still_frame`).
#[derive(Resource, Debug, Clone)]
pub struct Kept(pub Handle<Image>);

/// What the pictures were last drawn for: the board camera's position and zoom and the window.
#[derive(Debug, Default, Clone, Copy, PartialEq)]
struct DrawnFor {
    at: Vec2,
    scale: f32,
    physical: UVec2,
    scale_factor: f32,
}

/// The still board must be drawn this frame, and the pieces over it (set by [`spawn`] and
/// [`follow_camera`], read by [`decide`]).
#[derive(Resource, Debug, Default)]
pub struct Stale(pub bool);

pub(super) fn plugin(app: &mut App) {
    let failed = CopyFailed::default();
    let compiling = Compiling::default();
    app.init_resource::<Stale>()
        .insert_resource(failed.clone())
        .insert_resource(compiling.clone())
        .add_plugins((
            ExtractComponentPlugin::<StartsFrom>::default(),
            ExtractComponentPlugin::<CopiedOut>::default(),
            ExtractComponentPlugin::<ShowsPicture>::default(),
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
            .insert_resource(compiling)
            .add_systems(Render, note_compiling.in_set(RenderSystems::Cleanup));
        render_app.add_systems(
            Core2d,
            (
                copy_in.before(Core2dSystems::MainPass),
                copy_out.after(Core2dSystems::PostProcess),
            ),
        );
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
    // Copied into the next camera's texture; a camera's result is copied into it.
    image.texture_descriptor.usage |= TextureUsages::COPY_SRC | TextureUsages::COPY_DST;
    image
}

/// A camera drawing one picture layer into an image, before the board camera.
fn picture_camera(image: &Handle<Image>, window: &Window, camera: Camera) -> impl Bundle {
    (
        Camera2d,
        camera,
        RenderTarget::Image(ImageRenderTarget {
            handle: image.clone(),
            scale_factor: window.scale_factor(),
        }),
        Projection::Orthographic(OrthographicProjection::default_2d()),
        DespawnOnExit(AppState::InGame),
    )
}

/// The pieces' camera starts from a copy of the still board (no clear) and its result is copied
/// into its image ([`copy_out`]), without the blit through a render pass. (Bevy renders a camera
/// that neither writes its output nor loads its texture not at all, so the still board's camera,
/// which clears, keeps the blit: it draws seldom.)
fn over_still(still: &Handle<Image>, picture: &Handle<Image>) -> impl Bundle {
    (
        StartsFrom(still.id()),
        CopiedOut(picture.id()),
        CameraMainTextureUsages::default().with(TextureUsages::COPY_SRC | TextureUsages::COPY_DST),
    )
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
    let picture = images.add(target_image(physical));
    let still = images.add(target_image(physical));
    let kept = images.add(target_image(physical));
    let scoped = DespawnOnExit(AppState::InGame);
    let copied = !failed.0.load(Ordering::Relaxed);
    // The still board: its edges are smoothed once, when it is drawn.
    let clears = |order| Camera {
        order,
        clear_color: ClearColorConfig::Custom(style::BACKGROUND),
        ..default()
    };
    if copied {
        commands.spawn((
            picture_camera(&still, &window, clears(-2)),
            Msaa::Sample4,
            still_layer(),
            StillCamera,
        ));
        // The pieces over a copy of it: the pieces smooth their own edges.
        let camera = Camera {
            order: -1,
            clear_color: ClearColorConfig::None,
            output_mode: CameraOutputMode::Skip,
            ..default()
        };
        commands.spawn((
            picture_camera(&picture, &window, camera),
            Msaa::Off,
            layer(),
            PictureCamera,
            over_still(&still, &picture),
        ));
    } else {
        // The pictures could not be copied in an earlier game: one camera, both layers (see
        // `fall_back`).
        commands.spawn((
            picture_camera(&picture, &window, clears(-1)),
            Msaa::Sample4,
            layer().union(&still_layer()),
            PictureCamera,
        ));
    }
    let (board, mut board_camera) = board.into_inner();
    if copied {
        // The copy fills the whole texture: a clear before it would only cost time, and one
        // after it would wipe it.
        board_camera.clear_color = ClearColorConfig::None;
        commands.entity(board).insert((
            StartsFrom(picture.id()),
            ShowsPicture { kept: kept.id() },
            CameraMainTextureUsages::default()
                .with(TextureUsages::COPY_DST | TextureUsages::COPY_SRC),
        ));
    }
    commands.spawn((
        Sprite {
            image: picture.clone(),
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
    commands.insert_resource(Picture(picture));
    commands.insert_resource(Still(still));
    commands.insert_resource(Kept(kept));
    stale.0 = true;
}

/// Put the picture cameras where the board camera is and the sprite over the board camera's
/// view; a move, a zoom or a resize makes the pictures stale.
#[allow(clippy::type_complexity, clippy::too_many_arguments)] // a Bevy system's parameters
fn follow_camera(
    window: Single<&Window, With<PrimaryWindow>>,
    board: Single<
        (&Transform, &Projection),
        (
            With<BoardCamera>,
            Without<PictureCamera>,
            Without<StillCamera>,
        ),
    >,
    mut picture_cameras: Query<
        (&mut Transform, &mut Projection, &mut RenderTarget),
        (
            Or<(With<PictureCamera>, With<StillCamera>)>,
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
            Without<StillCamera>,
        ),
    >,
    picture: Res<Picture>,
    still: Res<Still>,
    kept: Res<Kept>,
    mut images: ResMut<Assets<Image>>,
    mut stale: ResMut<Stale>,
    new: Query<(), Added<PictureSprite>>,
    mut drawn: Local<DrawnFor>,
) {
    if !new.is_empty() {
        // A new game's pictures and sprite (the camera may stand where it stood for the last one).
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
    if now.physical != drawn.physical {
        for handle in [&picture.0, &still.0, &kept.0] {
            if let Some(mut image) = images.get_mut(handle) {
                *image = target_image(now.physical);
            }
        }
    }
    for (mut ct, mut cp, mut target) in &mut picture_cameras {
        ct.translation = bt.translation;
        if let Projection::Orthographic(o) = &mut *cp {
            o.scale = bo.scale;
        }
        if let RenderTarget::Image(t) = &mut *target
            && t.scale_factor != now.scale_factor
        {
            t.scale_factor = now.scale_factor;
        }
    }
    let (mut st, mut s) = sprite.into_inner();
    st.translation = now.at.extend(z::AREA);
    st.scale = Vec3::new(bo.scale, bo.scale, 1.0);
    s.custom_size = Some(window.size());
    *drawn = now;
    stale.0 = true;
}

/// Draw the still board this frame only if it is stale: after [`follow_camera`], an area's colour
/// changed (hover, legal targets, dimming), or something on it came, went or was laid out again
/// (a font loaded, a zoom step). Draw the pieces over it only if the still board is drawn, or a
/// piece or an outline came, went, moved or was shown or hidden, or a numeral was laid out again.
/// It runs before the visibility check so that the entities of a picture are found visible in the
/// frame it is drawn.
#[allow(clippy::type_complexity, clippy::too_many_arguments)] // a Bevy system's parameters
pub fn decide(
    mut stale: ResMut<Stale>,
    mut colours: MessageReader<AssetEvent<ColorMaterial>>,
    mut shapes: MessageReader<AssetEvent<Smooth>>,
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
    compiling: Option<Res<Compiling>>,
    mut picture_camera: Single<&mut Camera, (With<PictureCamera>, Without<StillCamera>)>,
    mut still_camera: Query<&mut Camera, (With<StillCamera>, Without<PictureCamera>)>,
) {
    let mut still = std::mem::take(&mut stale.0);
    let mut pieces = false;
    // A change of an area's colour (the board's materials are the only colour materials on the
    // pictures; the pieces' and outlines' are `Smooth`).
    if colours.read().count() > 0 {
        still = true;
    }
    if shapes.read().count() > 0 {
        pieces = true;
    }
    for l in &changed {
        still |= l.intersects(&still_layer());
        pieces |= l.intersects(&layer());
    }
    // A piece despawned (only the pictures' entities have render layers; the still board's stay
    // until the game is left).
    if removed.read().count() > 0 {
        pieces = true;
    }
    // A pipeline was still compiling when the pictures were last drawn: what uses it is missing.
    if compiling.is_some_and(|c| c.0.load(Ordering::Relaxed)) {
        still = true;
    }
    // The pieces are drawn over a copy of the still board, which must be there first.
    let pieces = pieces || still;
    if picture_camera.is_active != pieces {
        picture_camera.is_active = pieces;
    }
    for mut camera in &mut still_camera {
        if camera.is_active != still {
            camera.is_active = still;
        }
    }
}

/// Leaving the game: the board camera clears its window again (menus, loading).
fn stop_showing(mut commands: Commands, board: Single<(Entity, &mut Camera), With<BoardCamera>>) {
    let (board, mut camera) = board.into_inner();
    camera.clear_color = ClearColorConfig::Default;
    commands
        .entity(board)
        .remove::<(StartsFrom, ShowsPicture)>();
}

/// The render world could not copy a picture: from now on one camera draws both layers with 4x
/// MSAA into the picture, which the board camera shows as a sprite.
#[allow(clippy::type_complexity)] // a Bevy system's parameters
fn fall_back(
    mut commands: Commands,
    failed: Res<CopyFailed>,
    board: Single<Entity, (With<BoardCamera>, With<StartsFrom>)>,
    pieces: Single<(Entity, &mut Camera), (With<PictureCamera>, Without<StillCamera>)>,
    still: Single<Entity, With<StillCamera>>,
    mut sprite: Single<&mut Visibility, With<PictureSprite>>,
) {
    if !failed.0.load(Ordering::Relaxed) {
        return;
    }
    warn!("the board pictures cannot be copied between textures; drawn by one camera as a sprite");
    commands
        .entity(*board)
        .remove::<(StartsFrom, ShowsPicture)>();
    commands.entity(*still).despawn();
    let (pieces, mut camera) = pieces.into_inner();
    camera.output_mode = CameraOutputMode::default();
    camera.clear_color = ClearColorConfig::Custom(style::BACKGROUND);
    commands
        .entity(pieces)
        .remove::<(StartsFrom, CopiedOut)>()
        .insert((Msaa::Sample4, layer().union(&still_layer())));
    **sprite = Visibility::Inherited;
}

/// Whether `src` can be copied into `dst` (the same texel layout and sample count, the usages).
fn copyable(src: &Texture, dst: &Texture) -> bool {
    src.format().remove_srgb_suffix() == dst.format().remove_srgb_suffix()
        && src.sample_count() == dst.sample_count()
        && src.usage().contains(TextureUsages::COPY_SRC)
        && dst.usage().contains(TextureUsages::COPY_DST)
}

/// Copy `src` into `dst` (as large as both allow while a resize is under way), or say that it
/// cannot be done.
pub(super) fn copy(ctx: &mut RenderContext, src: &Texture, dst: &Texture, failed: &CopyFailed) {
    if !copyable(src, dst) {
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

/// Render world, a view that starts from a picture, before its main pass: a copy of the picture
/// (a plain texture copy); on the board camera in a frame that changes nothing, a copy of the last
/// frame (`still_frame`).
fn copy_in(
    view: ViewQuery<(&ViewTarget, &StartsFrom, Option<&ShowsPicture>)>,
    reuse: Option<Res<Reuse>>,
    images: Res<RenderAssets<GpuImage>>,
    failed: Res<CopyFailed>,
    mut ctx: RenderContext,
) {
    let (target, from, shows) = view.into_inner();
    let from = match shows {
        Some(s) if reuse.is_some_and(|r| r.0) => s.kept,
        _ => from.0,
    };
    let Some(image) = images.get(from) else {
        return;
    };
    copy(&mut ctx, &image.texture, target.main_texture(), &failed);
}

/// Render world, a picture camera's view, after its passes: its result copied into its image.
fn copy_out(
    view: ViewQuery<(&ViewTarget, &CopiedOut)>,
    images: Res<RenderAssets<GpuImage>>,
    failed: Res<CopyFailed>,
    mut ctx: RenderContext,
) {
    let (target, to) = view.into_inner();
    let Some(image) = images.get(to.0) else {
        return;
    };
    copy(&mut ctx, target.main_texture(), &image.texture, &failed);
}

/// Render world, after a frame: whether render pipelines are still waiting to be compiled.
fn note_compiling(cache: Res<PipelineCache>, compiling: Res<Compiling>) {
    let waiting = cache.waiting_pipelines().next().is_some();
    compiling.0.store(waiting, Ordering::Relaxed);
}

/// This frame is a copy of the last one (set by `still_frame::decide`, extracted for the render
/// world; read by [`copy_in`]).
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq, ExtractResource)]
pub struct Reuse(pub bool);
