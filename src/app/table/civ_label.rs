//! How a civilization is shown on the screens: its name as the game calls it, its colour, and the
//! badge saying who plays it.

use bevy_egui::egui;

use crate::app::game_face::GameFace;
use crate::app::games::new_game_form::SeatKind;
use crate::app::style::{self, palette};
use crate::play::{Session, SessionGame};

/// The civilization's colour, its pieces' (grey for a seat the state does not hold).
pub fn civ_color<F: GameFace>(st: &F::State, s: F::Seat) -> egui::Color32 {
    F::seat_colour(st, s).map_or(egui::Color32::GRAY, style::to_egui)
}

/// The civilization's name as the game calls it (a scenario's own name when it has one).
pub fn civ_name<F: GameFace>(cat: &F::Catalog, st: &F::State, s: F::Seat) -> String {
    F::seat_name(cat, st, s)
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

/// The badge of seat `s` in this session: a side nobody plays, a seat no person may take (the
/// game's brain plays it), one the Strategist plays, or a person's.
pub fn badge<F: GameFace>(session: &Session<F::Game>, s: F::Seat) -> Badge {
    if F::neutral(F::state(&session.game), s) {
        Badge::Neutral
    } else if !session.game.seat_is_human(s) {
        Badge::Npc
    } else if session.strategist(s).is_some() {
        Badge::Strategist
    } else {
        Badge::Person
    }
}

/// The small badge beside a faction's name: who decides for it (none for a person). A seat no
/// person may take is named in the game's own words, as its New Game form names it (ACME's
/// system: the Playbook's NPCs; Cradle: the random brain).
pub fn seat_badge<F: GameFace>(ui: &mut egui::Ui, badge: Badge) {
    let (text, hover) = match badge {
        Badge::Person => return,
        Badge::Npc => (crate::app::games::offered(F::GAME).seat_words)(SeatKind::Npc),
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
