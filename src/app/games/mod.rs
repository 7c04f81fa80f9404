//! The games the table can draw, each in a folder of its own, and the one picked: the shared table
//! names a game's rules only through this module ([`Face`] and the game's own types below), as the
//! engine's drivers pick a game once at the top. ACME is the only game at the table today; a
//! second one makes [`Face`] a choice: the table's files generic over the face (`F: GameFace`)
//! are instantiated with it, and the others (the seam test's `STILL_THROUGH_ALIASES`) still name
//! [`Face`] and the aliases below until they are generic too. The game's own screens (its
//! tutorial, its loss dialog, its rules reference, its gallery) are picked with it one layer up,
//! in [`crate::app::game_screens`]: the board and the table's lower parts read this module, and
//! the screens read them, so the screens cannot be reached from here.

pub mod acis;
pub mod acme;
pub mod cradle;
pub mod system;

/// The game at the table, as it describes itself to the shared table
/// ([`crate::app::game_face::GameFace`]).
pub type Face = acme::face::AcmeFace;

/// A game the New Game page offers, as its game row lists it: which game, its name, its setups
/// and the catalog its form reads (a window plays one game; the page of another game's window
/// lists this one's setups all the same, and Start hands over to a window of it).
///
/// The form itself is one for every game (`new_game_form::NewGameForm`: a list of setups, a
/// selector per seat, options, a seed); what differs is said here: the setups, the kinds of
/// player a seat may have and their words, and whether the game has a length and an NPC
/// tie-break to choose. Its answer (`NewGame`) is read in the game's own words by its face
/// ([`StartsFromForm`]).
#[derive(Clone, Copy)]
pub struct Offered {
    pub game: crate::game_id::GameId,
    pub name: &'static str,
    pub setups: fn() -> Vec<new_game_form::SetupEntry>,
    /// The catalog the form reads a sandbox's civilizations from (a game without sandboxes
    /// reads none: Cradle hands ACME's, which its setups never ask).
    pub catalog: fn() -> std::sync::Arc<Catalog>,
    /// The kinds of player a seat's selector offers, in its order.
    pub seat_kinds: &'static [new_game_form::SeatKind],
    /// A kind of player's label and its hover text, in the game's words.
    pub seat_words: fn(new_game_form::SeatKind) -> (&'static str, &'static str),
    /// The form asks the game's last Epoch and its NPCs' tie-break (ACME's system); a game
    /// without them (Cradle: always six Epochs, no rules brain) shows neither.
    pub length_and_tie_break: bool,
}

/// Every game the program plays, in the order the New Game page's game row lists them, each said
/// by its own face ([`system::System`]).
pub const OFFERED: [Offered; 3] = [
    offer::<crate::games::acme::Acme>(),
    offer::<crate::games::acis::rules::Acis>(),
    cradle::OFFER,
];

const fn offer<R: system::System>() -> Offered {
    Offered {
        game: R::GAME,
        name: R::TITLE,
        setups: R::setups,
        catalog: R::builtin_catalog,
        seat_kinds: &new_game_form::SeatKind::ALL,
        seat_words: system_seat_words,
        length_and_tie_break: true,
    }
}

/// A seat's kind in the words of ACME's system (the Playbook's NPCs, the Strategist).
fn system_seat_words(kind: new_game_form::SeatKind) -> (&'static str, &'static str) {
    (kind.label(), kind.help())
}

/// A game the New Game form starts (and `acme play --setup`): the form's answer, in the form's
/// words (a setup, who sits where, the options, the seed), read in the game's own words and
/// started as a session. ACME's system reads it as it is; Cradle reads the players, who is a
/// person and the seed.
pub trait StartsFromForm: GameFace {
    /// The session of the game `new` asks for; why not, in a sentence.
    fn start_new(
        cat: std::sync::Arc<Self::Catalog>,
        new: &NewGame,
    ) -> Result<crate::play::Session<Self::Game>, String>;
}

impl<R: system::System> StartsFromForm for acme::face::AcmeFace<R> {
    fn start_new(
        cat: std::sync::Arc<Self::Catalog>,
        new: &NewGame,
    ) -> Result<crate::play::Session<Self::Game>, String> {
        crate::play::Session::start(cat, new)
    }
}

impl Offered {
    /// What the form's seats make of the game, in a sentence, in this game's words for a seat
    /// nobody plays.
    pub fn seats_summary(&self, form: &new_game_form::NewGameForm) -> String {
        form.seats_summary((self.seat_words)(new_game_form::SeatKind::Npc).0)
    }
}

/// The game of [`OFFERED`] named `game`.
pub fn offered(game: crate::game_id::GameId) -> Offered {
    OFFERED
        .into_iter()
        .find(|o| o.game == game)
        .unwrap_or(OFFERED[0])
}

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
/// The game's phase, its pending question, an answer to it and what happened (the table's
/// commands, its playback and the prompt bar hold them).
pub type Phase = <Face as GameFace>::Phase;
pub type Decision = <Face as GameFace>::Decision;
pub type Action = <Face as GameFace>::Action;
pub type Event = <Face as GameFace>::Event;

// The loader, the card painter and the moments.

/// The game as the window shows it without a table, a position of it, and its data files as the
/// loader reads them.
pub type Game = <Face as GameFace>::Game;
pub type Position = <Face as GameFace>::Position;
pub type Files = <Face as GameFace>::Files;

/// The game's choices on the New Game screen: the setups it offers, its NPC tie-break methods and
/// the words of its options (the menu and the New Game page read them here).
pub use acme::new_game;

// The session: the game at the table with its record, log, seats and curtain (the window-free
// `play` layer's, generic over the game; picked here once).

/// The game's session, an answer it took, and what refuses an answer.
pub type Session = crate::play::Session<Game>;
pub type Acted = crate::play::Acted<Game>;
pub type Refusal = <Game as crate::engine::Game>::Refusal;
/// Who is looking at the table, in the game's words (what every screen filters through).
pub type Viewer = <Game as crate::play::SessionGame>::Viewer;
/// A side named in a sentence, with the verb's number that goes with its name ("Egypt holds",
/// "The Barbarians hold").
pub use crate::games::acme::names::FactionName;
/// Who sits at a seat (a person, the game's brain, a side nobody plays).
pub use acme::seats::Occupant;

// The game's own parts of its session, window-free in its folder: the playback of its events on
// the board, its losses asked as one question, its log's lines and secrets, the Strategist's hint
// in its words, its tutorial's script, its replay viewer and its New Game form.

/// The board's playback of the game's events, one at a time.
pub use crate::games::acme::session::anim;
/// The Strategist's hint, in the game's words.
pub use crate::games::acme::session::hint::Hint;
/// A line of the game's log, and words only one seat may read.
pub use crate::games::acme::session::log::{LogEntry, Secret};
/// The game's losses asked as one question, and the answer to it.
pub use crate::games::acme::session::losses::{LossPlan, LossQuestion};
/// The game's New Game form.
pub use crate::games::acme::session::new_game_form::{self, NewGame};
/// A record looked back at.
pub use crate::games::acme::session::replay_view;
/// The game's guided tutorial.
pub use crate::games::acme::session::tutorial;
