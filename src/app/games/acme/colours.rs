//! ACME's colours at the table (RB "Components"): the six civilizations' disks and the text on
//! them, the Barbarians' black disks, the white disks, the Stronghold cube and the temple
//! blocks. The shared style keeps the colours no game owns; these are ACME's pieces.

use bevy::prelude::*;
use bevy_egui::egui;

use crate::app::style::to_egui;
use crate::games::acme::state::Color as CivColor;

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

/// A civilization's disk colour on the screens.
pub fn civ_egui(c: CivColor) -> egui::Color32 {
    to_egui(civ(c))
}

/// A buried Wonder's block: face down, its owner's colour gone grey.
pub const BURIED: Color = Color::srgb(0.55, 0.53, 0.50);
