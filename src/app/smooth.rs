//! Shapes of one colour whose edges the shader smooths: the pieces (disks,
//! rims, City rings, blocks, cubes) and the areas' hover and selection outlines. They are drawn
//! without multisampling over the still board (`board_picture`); each shape's coverage of a pixel
//! is computed from its distance to the edge, measured in pixels (`fwidth`), so the edges look as
//! smooth as with 4x MSAA at any zoom, at the cost of the shape's own pixels only.
//!
//! A round or square shape is drawn on a square mesh ([`quad`]) a little larger than the shape
//! ([`MARGIN`]: room for the half pixel of smoothing outside the edge); a strip (an outline) on
//! its stroke widened by [`STRIP_WIDEN`], with the coordinate across it in the mesh's UVs
//! ([`strip_uvs`]).

use bevy::asset::{AssetPath, embedded_asset, embedded_path};
use bevy::prelude::*;
use bevy::render::render_resource::{AsBindGroup, ShaderType};
use bevy::shader::ShaderRef;
use bevy::sprite_render::{AlphaMode2d, Material2d, Material2dPlugin};

/// How much larger than its shape a round or square shape's mesh is (a fraction of its size).
pub const MARGIN: f32 = 0.25;

/// How much wider than the line an outline's mesh is.
pub const STRIP_WIDEN: f32 = 1.6;

/// The shape a [`Smooth`] material draws on its mesh.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Shape {
    /// A disc, or an annulus: on a [`quad`] scaled to the outer radius times `1 + MARGIN`.
    Round,
    /// A square: on a [`quad`] scaled to half its side times `1 + MARGIN`.
    Square,
    /// A strip, across the U coordinate: on a stroke `STRIP_WIDEN` times as wide as the line.
    Strip,
}

/// The material's uniform: the colour (linear) and the shape, its outer and inner edges as
/// fractions of the mesh's half size.
#[derive(Debug, Clone, Copy, ShaderType)]
pub struct SmoothUniform {
    color: Vec4,
    shape: Vec4,
}

/// One colour, one shape, edges smoothed in the shader (`smooth.wgsl`).
#[derive(Asset, TypePath, AsBindGroup, Debug, Clone)]
pub struct Smooth {
    #[uniform(0)]
    uniform: SmoothUniform,
}

impl Smooth {
    /// A full shape (disc, square or strip) of `colour`.
    pub fn new(colour: Color, shape: Shape) -> Self {
        Self::ring(colour, shape, 0.0)
    }

    /// A shape with a hole: `inner` is the inner edge as a fraction of the outer one (an annulus
    /// with `Shape::Round`); 0 for none.
    pub fn ring(colour: Color, shape: Shape, inner: f32) -> Self {
        let outer = match shape {
            Shape::Round | Shape::Square => 1.0 / (1.0 + MARGIN),
            Shape::Strip => 1.0 / STRIP_WIDEN,
        };
        let kind = match shape {
            Shape::Round => 0.0,
            Shape::Square => 1.0,
            Shape::Strip => 2.0,
        };
        Smooth {
            uniform: SmoothUniform {
                color: colour.to_linear().to_vec4(),
                shape: Vec4::new(kind, outer, outer * inner, 0.0),
            },
        }
    }
}

impl Material2d for Smooth {
    fn fragment_shader() -> ShaderRef {
        ShaderRef::Path(
            AssetPath::from_path_buf(embedded_path!("smooth.wgsl")).with_source("embedded"),
        )
    }

    fn alpha_mode(&self) -> AlphaMode2d {
        // The smoothed edge is partly transparent.
        AlphaMode2d::Blend
    }
}

pub(super) fn plugin(app: &mut App) {
    embedded_asset!(app, "smooth.wgsl");
    app.add_plugins(Material2dPlugin::<Smooth>::default());
}

/// The mesh of a round or square shape of radius (half side) 1: a square of half size
/// `1 + MARGIN`, UVs 0..1 across it.
pub fn quad() -> Mesh {
    Rectangle::new(2.0 * (1.0 + MARGIN), 2.0 * (1.0 + MARGIN)).into()
}

/// The UVs of a stroke's vertices (`board::tess::stroke` puts them in pairs, one on each side of
/// the line): U is 0 on one side and 1 on the other.
pub fn strip_uvs(vertices: usize) -> Vec<[f32; 2]> {
    (0..vertices).map(|i| [(i % 2) as f32, 0.0]).collect()
}
