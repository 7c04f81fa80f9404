//! A frame that would look like the last one is a copy of it (software
//! rendering). While a watched game waits between two NPC actions the window keeps drawing frames
//! (the game moves on by itself, `redraw`), and most of them show nothing new; the egui panels
//! (prompt bar, civilizations, log, toasts) are rasterised again in each, which with Mesa's
//! software Vulkan cost more CPU per frame than everything else in it (docs/frame-time.md).
//!
//! After the board camera's egui pass the window's frame is copied aside ([`keep`], a texture copy
//! in the render world). In the main world, [`decide`] finds a frame unchanged when neither board
//! picture is drawn again (`board_picture`), nothing the board camera draws itself came, went,
//! moved or was shown or hidden, no image changed, and egui's shapes and textures are exactly
//! those of the last frame. Such a frame starts from the kept copy instead of the board picture
//! ([`Reuse`], read by `board_picture::copy_in`) and egui draws nothing over it: its shapes are
//! already in the copy.

use bevy::camera::visibility::RenderLayers;
use bevy::core_pipeline::upscaling::upscaling;
use bevy::core_pipeline::{Core2d, Core2dSystems};
use bevy::prelude::*;
use bevy::render::RenderApp;
use bevy::render::extract_resource::ExtractResourcePlugin;
use bevy::render::render_asset::RenderAssets;
use bevy::render::renderer::{RenderContext, ViewQuery};
use bevy::render::texture::GpuImage;
use bevy::render::view::ViewTarget;
use bevy_egui::egui::epaint::{ClippedPrimitive, Primitive};
use bevy_egui::{EguiRenderOutput, PrimaryEguiContext};

use super::AppState;
use super::board_picture::{self, PictureCamera, Reuse, ShowsPicture, StartsFrom};
use super::camera::BoardCamera;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Reuse>()
        .add_plugins(ExtractResourcePlugin::<Reuse>::default())
        .add_systems(
            Last,
            decide
                .before(super::redraw::Decide)
                .run_if(in_state(AppState::InGame)),
        )
        .add_systems(OnExit(AppState::InGame), forget);
    if let Some(render_app) = app.get_sub_app_mut(RenderApp) {
        render_app.add_systems(
            Core2d,
            keep.after(Core2dSystems::MainPass)
                .after(bevy_egui::render::egui_pass)
                .before(upscaling),
        );
    }
}

/// Whether two frames' egui shapes are the same (a paint callback is never taken for the same).
pub fn same_shapes(a: &[ClippedPrimitive], b: &[ClippedPrimitive]) -> bool {
    a.len() == b.len()
        && a.iter().zip(b).all(|(x, y)| {
            x.clip_rect == y.clip_rect
                && matches!((&x.primitive, &y.primitive),
                    (Primitive::Mesh(m), Primitive::Mesh(n)) if m == n)
        })
}

/// The last frame's egui shapes.
#[derive(Default)]
pub struct Last {
    shapes: Option<Vec<ClippedPrimitive>>,
}

/// Decide after everything of the frame (egui's output included) whether it is a copy of the last
/// one; if so, egui draws nothing this frame.
#[allow(clippy::type_complexity, clippy::too_many_arguments)] // a Bevy system's parameters
pub fn decide(
    mut reuse: ResMut<Reuse>,
    mut egui: Query<&mut EguiRenderOutput, With<PrimaryEguiContext>>,
    board: Query<(), (With<BoardCamera>, With<StartsFrom>)>,
    picture: Query<&Camera, With<PictureCamera>>,
    // The board camera itself is left out: `camera::controls` writes its transform in every
    // frame (the clamp), and a real move redraws the pictures (`board_picture::follow_camera`).
    own: Query<
        (),
        (
            Without<RenderLayers>,
            Without<BoardCamera>,
            Or<(
                Changed<Transform>,
                Changed<Visibility>,
                Changed<Mesh2d>,
                Changed<Sprite>,
            )>,
        ),
    >,
    mut gone: RemovedComponents<Mesh2d>,
    mut images: MessageReader<AssetEvent<Image>>,
    mut last: Local<Last>,
) {
    let Ok(mut output) = egui.single_mut() else {
        return;
    };
    let pictures_still = !picture.iter().any(|c| c.is_active);
    let own_still = own.is_empty() && gone.read().count() == 0;
    let images_still = images.read().count() == 0;
    let same = last
        .shapes
        .as_deref()
        .is_some_and(|s| same_shapes(s, &output.paint_jobs))
        && output.textures_delta.is_empty();
    let now = !board.is_empty() && pictures_still && own_still && images_still && same;
    if now {
        // Its shapes are already in the copy.
        output.paint_jobs.clear();
    } else if !same {
        last.shapes = Some(output.paint_jobs.clone());
    }
    reuse.set_if_neq(Reuse(now));
}

/// Leaving the game: the next game's first frame is drawn.
fn forget(mut reuse: ResMut<Reuse>) {
    reuse.set_if_neq(Reuse(false));
}

/// Render world, the board camera's view after egui: keep a copy of the frame (unless it is the
/// copy).
fn keep(
    view: ViewQuery<(&ViewTarget, &ShowsPicture)>,
    reuse: Option<Res<Reuse>>,
    images: Res<RenderAssets<GpuImage>>,
    failed: Res<board_picture::CopyFailed>,
    mut ctx: RenderContext,
) {
    let (target, shows) = view.into_inner();
    if reuse.is_some_and(|r| r.0) {
        return;
    }
    let Some(image) = images.get(shows.kept) else {
        return;
    };
    board_picture::copy(&mut ctx, target.main_texture(), &image.texture, &failed);
}
