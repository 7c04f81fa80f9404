//! The games the table can draw, each in a folder of its own, and the one picked: the shared table
//! names a game only through this module ([`Face`], the game's own screens re-exported below), as
//! the engine's drivers pick a game once at the top. ACME is the only game at the table today; a
//! second one makes [`Face`] a choice (a type parameter of the table's plugins, or the menu's pick).

pub mod acme;

/// The game at the table, as it describes itself to the shared table
/// ([`crate::app::game_face::GameFace`]).
pub type Face = acme::face::AcmeFace;

/// The game's own pieces (what [`Face`]'s `piece` describes).
pub use acme::face::Piece;

use crate::app::game_face::GameFace;
/// The game's own types, as the table holds them: an area of its board (hover, selection,
/// pieces), a seat, a card, its catalog and its state.
pub type Area = <Face as GameFace>::Area;
pub type Seat = <Face as GameFace>::Seat;
pub type Card = <Face as GameFace>::Card;
pub type Catalog = <Face as GameFace>::Catalog;
pub type State = <Face as GameFace>::State;
/// The game's rules reference window (overlays open it with R).
pub use acme::rules_ref;
/// The game's guided tutorial (its chapters, the step card).
pub use acme::tutorial::TutorialSet;
pub use acme::tutorial_card::{ChapterPick, TutorialRequest, TutorialScript, chapter_page};

/// The game's systems that run without a window (the tutorial's driver).
pub fn plugin(app: &mut bevy::prelude::App) {
    app.add_plugins(acme::tutorial::plugin);
}

/// The game's screens that draw (the tutorial's step card and chapter list).
pub fn ui_plugin(app: &mut bevy::prelude::App) {
    app.add_plugins(acme::tutorial_card::plugin);
}

/// `acme show --gallery`: the game's widgets on one page.
pub fn gallery_plugin(app: &mut bevy::prelude::App) {
    app.add_plugins(acme::gallery::plugin);
}
