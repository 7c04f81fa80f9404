//! Colours and sizes of the board picture (UX.md "The board").

use bevy::prelude::*;

use crate::rules::catalog::Terrain;
use crate::rules::state::{Color as CivColor, SpecialCube};

/// World units per board unit (the board is 34 x 22 board units).
pub const SCALE: f32 = 40.0;

pub const BACKGROUND: Color = Color::srgb(0.16, 0.17, 0.19);

/// Pale terrain fills, so that six civilization colours, black and white read on top of them.
pub fn terrain(t: Terrain) -> Color {
    match t {
        Terrain::Fertile => Color::srgb_u8(0xb4, 0xd1, 0x8a),
        Terrain::Plain => Color::srgb_u8(0xdd, 0xcb, 0xa2),
        Terrain::Mountain => Color::srgb_u8(0xae, 0x90, 0x74),
        Terrain::Desert => Color::srgb_u8(0xf2, 0xe4, 0xaa),
        Terrain::Sea => Color::srgb_u8(0xa3, 0xc6, 0xe2),
    }
}

/// Areas outside the map configuration: the terrain washed out to grey.
pub fn out_of_play(t: Terrain) -> Color {
    let c = terrain(t).to_srgba();
    let g = 0.55;
    Color::srgb(
        c.red * 0.35 + g * 0.65,
        c.green * 0.35 + g * 0.65,
        c.blue * 0.35 + g * 0.65,
    )
}

pub fn lighten(c: Color, k: f32) -> Color {
    let c = c.to_srgba();
    Color::srgb(
        c.red + (1.0 - c.red) * k,
        c.green + (1.0 - c.green) * k,
        c.blue + (1.0 - c.blue) * k,
    )
}

pub const BORDER: Color = Color::srgb(0.24, 0.20, 0.15);
pub const COAST: Color = Color::srgb(0.20, 0.30, 0.42);
pub const RIVER: Color = Color::srgb(0.16, 0.42, 0.80);
pub const FRAME: Color = Color::srgb(0.10, 0.09, 0.08);
pub const HOVER: Color = Color::srgb(1.0, 0.97, 0.75);
/// The glow of an area the current choice may take.
pub const LEGAL: Color = Color::srgb(1.0, 0.86, 0.25);
pub const SELECTED: Color = Color::srgb(0.95, 0.68, 0.10);
/// The tutorial's highlight (areas and panels a step looks at): a colour no other mark uses.
pub const TUTORIAL: Color = Color::srgb(0.30, 0.85, 1.0);
pub const LAND_TEXT: Color = Color::srgb(0.17, 0.13, 0.09);
pub const SEA_TEXT: Color = Color::srgb(0.10, 0.22, 0.42);
pub const GREY_TEXT: Color = Color::srgb(0.25, 0.25, 0.25);
pub const RIM: Color = Color::srgb(0.08, 0.08, 0.08);
pub const CITY_RING: Color = Color::srgb(0.93, 0.74, 0.16);

/// Civilization disk colours: saturated and darker than the terrain fills.
pub fn civ(c: CivColor) -> Color {
    match c {
        CivColor::Green => Color::srgb_u8(0x1f, 0x7a, 0x35),
        CivColor::Red => Color::srgb_u8(0xc4, 0x1e, 0x24),
        CivColor::Blue => Color::srgb_u8(0x1d, 0x4e, 0xb8),
        CivColor::Purple => Color::srgb_u8(0x74, 0x2f, 0x9e),
        CivColor::BurntOrange => Color::srgb_u8(0xd4, 0x62, 0x0f),
        CivColor::Yellow => Color::srgb_u8(0xf5, 0xc8, 0x10),
    }
}

/// Text colour on a disk of the given colour.
pub fn on_civ(c: CivColor) -> Color {
    match c {
        CivColor::Yellow => Color::BLACK,
        _ => Color::WHITE,
    }
}

pub const BARBARIAN: Color = Color::srgb(0.06, 0.06, 0.06);
pub const BARBARIAN_RIM: Color = Color::srgb(0.80, 0.80, 0.80);
pub const WHITE_DISK: Color = Color::srgb(0.98, 0.98, 0.96);
pub const STRONGHOLD: Color = Color::srgb(0.55, 0.55, 0.58);
pub const TEMPLE: Color = Color::srgb(0.99, 0.96, 0.86);

pub fn special_cube(c: SpecialCube) -> Color {
    match c {
        SpecialCube::Gold => Color::srgb_u8(0xf2, 0xd0, 0x2a),
        SpecialCube::Oasis => Color::srgb_u8(0x3c, 0xb0, 0x4a),
        SpecialCube::Fishing => Color::srgb_u8(0x8c, 0xd2, 0xf0),
    }
}

/// Sizes in board units.
pub mod size {
    pub const BORDER: f32 = 0.045;
    pub const COAST: f32 = 0.06;
    pub const RIVER: f32 = 0.12;
    pub const FRAME: f32 = 0.16;
    pub const HOVER: f32 = 0.10;
    pub const SELECTED: f32 = 0.14;
    pub const JUNCTION: f32 = 0.07;
    /// Name size (capital letters) when the room allows.
    pub const NAME: f32 = 0.66;
    /// The smallest name size: a name that does not fit its room at this size overflows it
    /// rather than shrink below what reads at the fitted camera (tests/board/legibility.rs).
    pub const NAME_MIN: f32 = 0.6;
    /// Disk radius: its numeral reads at the fitted camera.
    pub const DISK: f32 = 0.3;
    /// Each disk of a stack drawn this much above the one below.
    pub const DISK_STEP: f32 = 0.17;
    pub const RIM: f32 = 0.04;
    pub const HOMELAND: f32 = 0.6;
    pub const TEMPLE: f32 = 0.34;
    pub const CUBE: f32 = 0.3;
    /// The least height left for the pieces below a name (they overflow the room below if need be).
    pub const PIECES_MIN: f32 = 0.8;
    /// The least scale of an area's pieces (1: pieces are never drawn smaller than their size).
    pub const PIECES_SCALE_MIN: f32 = 1.0;
}

/// Draw order (z).
pub mod z {
    pub const AREA: f32 = 0.0;
    pub const BORDER: f32 = 1.0;
    pub const RIVER: f32 = 2.0;
    pub const HOVER: f32 = 3.0;
    pub const LABEL: f32 = 4.0;
    pub const PIECE: f32 = 10.0;
}
