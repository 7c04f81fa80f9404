//! Self-contained egui widgets for the play UI: pure functions over egui and the catalog /
//! state types, no Bevy resources inside, so any system can call them.
//!
//! * [`card_face`]: a Fate card, Deity or Monotheism face ([`card_face::card_face`]) and the hand
//!   row with zoom on hover ([`card_face::hand_row`]);
//! * [`clear`]: where a floating face or tooltip goes, clear of what the screen keeps clear;
//! * [`vp_chart`]: the VP-over-time chart (egui_plot);
//! * [`help`]: the keyboard shortcuts overlay.
//!
//! A game's own screens built from them (its rules reference, its gallery page) live with the
//! game, under `src/app/games/`.
//!
//! Call [`install_fonts`] once (the gallery does it at start): the card faces then use DejaVu Serif
//! Condensed (regular and bold) from `assets/fonts`; before that, or without it, they fall back to
//! egui's proportional font.

pub mod card_face;
pub mod card_text;
pub mod clear;
pub mod help;
pub mod vp_chart;

pub use card_face::{CardLook, CardSize, card_face, hand_row};
pub use help::help_overlay;
pub use vp_chart::{VpSeries, vp_chart};

use bevy_egui::egui;

/// Font family names registered by [`install_fonts`].
pub const SERIF: &str = "acme-serif";
pub const SERIF_BOLD: &str = "acme-serif-bold";

/// Register DejaVu Serif Condensed (regular as [`SERIF`], bold as [`SERIF_BOLD`]) in the egui
/// context, keeping every font already there as a fallback for missing glyphs. Idempotent; the new
/// families are usable from the next frame.
pub fn install_fonts(ctx: &egui::Context) {
    let serif = egui::FontFamily::Name(SERIF.into());
    if ctx.fonts(|f| f.definitions().families.contains_key(&serif)) {
        return;
    }
    let mut defs = ctx.fonts(|f| f.definitions().clone());
    let fallback = defs
        .families
        .get(&egui::FontFamily::Proportional)
        .cloned()
        .unwrap_or_default();
    for (name, bytes) in [
        (
            SERIF,
            &include_bytes!("../../../assets/fonts/DejaVuSerifCondensed.ttf")[..],
        ),
        (
            SERIF_BOLD,
            &include_bytes!("../../../assets/fonts/DejaVuSerifCondensed-Bold.ttf")[..],
        ),
    ] {
        defs.font_data.insert(
            name.to_string(),
            std::sync::Arc::new(egui::FontData::from_static(bytes)),
        );
        let mut list = vec![name.to_string()];
        list.extend(fallback.iter().cloned());
        defs.families
            .insert(egui::FontFamily::Name(name.into()), list);
    }
    ctx.set_fonts(defs);
}

/// The serif font at `size` (bold or regular) if [`install_fonts`] has taken effect, else egui's
/// proportional font.
pub fn serif(ctx: &egui::Context, size: f32, bold: bool) -> egui::FontId {
    let name = if bold { SERIF_BOLD } else { SERIF };
    let fam = egui::FontFamily::Name(name.into());
    if ctx.fonts(|f| f.definitions().families.contains_key(&fam)) {
        egui::FontId::new(size, fam)
    } else {
        egui::FontId::proportional(size)
    }
}
