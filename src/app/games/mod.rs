//! The games the table can draw, each in a folder of its own, and the one picked: the shared table
//! names a game's rules only through this module ([`Face`] and the game's own types below), as the
//! engine's drivers pick a game once at the top. ACME is the only game at the table today; a
//! second one makes [`Face`] a choice (a type parameter of the table's plugins, or the menu's
//! pick). The game's own screens (its tutorial, its rules reference, its gallery) are picked with
//! it one layer up, in [`crate::app::game_screens`]: the board and the table's lower parts read
//! this module, and the screens read them, so the screens cannot be reached from here.

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
/// The game's phase and its events, as the stage plays them back.
pub type Phase = <Face as GameFace>::Phase;
pub type Event = <Face as GameFace>::Event;
