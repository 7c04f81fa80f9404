//! How a civilization is shown on the screens: its name as the game calls it, its colour, and the
//! badge saying who plays it.

use bevy_egui::egui;

use crate::app::style;
use crate::app::style::palette;
use crate::rules::catalog::Catalog;
use crate::rules::query::Q;
use crate::rules::state::{Slot, State};

/// The civilization's colour (grey for a slot the state does not hold).
pub fn civ_color(st: &State, s: Slot) -> egui::Color32 {
    st.civs
        .get(s.idx())
        .map(|c| style::civ_egui(c.color))
        .unwrap_or(egui::Color32::GRAY)
}

/// The civilization's name as the game calls it (a scenario's own name when it has one).
pub fn civ_name(cat: &Catalog, st: &State, s: Slot) -> String {
    Q::new(cat, st).civ_name(s).to_string()
}

/// The small badge beside a faction's name: who decides for it (none for a human).
pub fn seat_badge(ui: &mut egui::Ui, seat: crate::play::Seat) {
    let (text, hover) = match seat {
        crate::play::Seat::Human => return,
        crate::play::Seat::Npc => (
            "NPC",
            "A Non-Player Civilization: the solitaire rules decide.",
        ),
        crate::play::Seat::Neutral => (
            "neutral",
            "A neutral faction of this scenario: its own rules move it; nobody plays it.",
        ),
    };
    ui.label(
        egui::RichText::new(text)
            .small()
            .background_color(palette::BADGE),
    )
    .on_hover_text(hover);
}
