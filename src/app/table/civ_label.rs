//! How a civilization is shown on the screens: its name as the game calls it, its colour, and the
//! badge saying who plays it.

use bevy_egui::egui;

use crate::app::game_face::GameFace;
use crate::app::games::{Catalog, Face, Seat, State};
use crate::app::style::{self, palette};

/// The civilization's colour, its pieces' (grey for a seat the state does not hold).
pub fn civ_color(st: &State, s: Seat) -> egui::Color32 {
    Face::seat_colour(st, s).map_or(egui::Color32::GRAY, style::to_egui)
}

/// The civilization's name as the game calls it (a scenario's own name when it has one).
pub fn civ_name(cat: &Catalog, st: &State, s: Seat) -> String {
    Face::seat_name(cat, st, s)
}

/// Who decides for a faction, as its badge says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Badge {
    /// A person: no badge.
    Person,
    Npc,
    Neutral,
    /// A player seat the Strategist plays.
    Strategist,
}

/// The badge of slot `s` in this session.
pub fn badge(session: &crate::app::games::Session, s: Seat) -> Badge {
    match session.seat(s) {
        crate::app::games::Occupant::Human if session.strategist(s).is_some() => Badge::Strategist,
        crate::app::games::Occupant::Human => Badge::Person,
        crate::app::games::Occupant::Npc => Badge::Npc,
        crate::app::games::Occupant::Neutral => Badge::Neutral,
    }
}

/// The small badge beside a faction's name: who decides for it (none for a person).
pub fn seat_badge(ui: &mut egui::Ui, badge: Badge) {
    let (text, hover) = match badge {
        Badge::Person => return,
        Badge::Npc => (
            "NPC",
            "A Non-Player Civilization: the solitaire rules decide.",
        ),
        Badge::Neutral => (
            "neutral",
            "A neutral faction of this scenario: its own rules move it; nobody plays it.",
        ),
        Badge::Strategist => (
            "Strategist",
            "A computer player that looks ahead; it plays by the player's rules, its hand hidden.",
        ),
    };
    ui.label(
        egui::RichText::new(text)
            .small()
            .background_color(palette::BADGE),
    )
    .on_hover_text(hover);
}
