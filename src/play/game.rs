//! What the session asks of a game beyond the engine's whole-game trait: its seats as the table
//! seats them, its brains' answers, which questions show a hand, who may look, the copy of the
//! state an answer keeps, and its log. A game's folder implements [`SessionGame`]; the session
//! ([`super::Session`]) is generic over it, so every call is static.

use std::fmt::Debug;

use crate::engine;
use crate::engine::search::{Answer, Budget};

use super::Session;

/// Who is looking at the table, in the session's words: the game turns it into its own viewer
/// ([`SessionGame::viewer`]), the one notion its screens filter what they show through.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Looking<Seat> {
    /// Everything may show: a game nobody plays (watched), or a finished one.
    All,
    /// One human, who may see its own secrets.
    Seat(Seat),
    /// Only what is public: behind the curtain, or while nobody in particular holds the screen.
    Public,
}

/// One line of a session's log, as the session itself handles it: which recorded action wrote it
/// (an undo marks that action's lines).
pub trait SessionLine {
    /// The index of the recorded action that wrote the line (None: the setup).
    fn action(&self) -> Option<usize>;
    /// The action that wrote the line was taken back.
    fn mark_undone(&mut self);
}

/// A game a [`Session`] can hold.
pub trait SessionGame: engine::Game<Decision: Clone, Event: Clone> + Debug {
    /// What the New Game screen (or a test, or a command) asks for.
    type NewGame;
    /// One line of the log.
    type Line: SessionLine + Clone + Debug;
    /// A phase of the game, as its log lines and the table name it.
    type Phase: Copy + Eq + Debug;
    /// An area of the board, as the log and the highlights name it.
    type Area: Copy + Eq + Debug;
    /// The copy of the state an answer keeps from before it (the log's words, the table's
    /// summaries and playback read it).
    type Before: Clone + Debug;
    /// Who is looking, in the game's own words (its screens and its redaction read it).
    type Viewer: Copy + Debug;

    /// The title and the record (no action yet) of the game `new` asks for.
    fn new_record(new: &Self::NewGame) -> (String, Self::Record);
    /// The record a session replaying `record` goes on with: the same game, no action yet, as
    /// written by today's rules.
    fn going_on(record: &Self::Record) -> Self::Record;
    /// The record as its file holds it.
    fn record_text(record: &Self::Record) -> String;
    /// The refusal of an answer given when nothing is asked (the game is over).
    fn nothing_to_decide() -> Self::Refusal;

    /// Every seat at the table, in seat order.
    fn table_seats(&self) -> Vec<Self::Seat>;
    /// A seat's name, as the player reads it (and as saves name a Strategist seat).
    fn seat_name(&self, seat: Self::Seat) -> String;
    /// Whether a person may sit at `seat` (no rule of the game plays it).
    fn seat_is_human(&self, seat: Self::Seat) -> bool;
    /// The game's own brain's answer to `d` (a seat no person sits at), with the rule behind it.
    fn npc_answer(&self, d: &Self::Decision) -> (Self::Action, String);
    /// The Strategist's answer to the pending question, searched within `budget` from the game's
    /// own `seed` (the same game asks the same question the same way every time).
    fn strategist_answer(&self, budget: Budget, seed: u64) -> Option<Answer<Self::Action>>;

    /// Whether answering `d` shows its seat's hand.
    fn shows_hand(d: &Self::Decision) -> bool;
    /// Whether the screen must be passed behind the curtain before `d` is asked.
    fn needs_curtain(d: &Self::Decision) -> bool;
    /// The game's viewer for who is looking.
    fn viewer(looking: Looking<Self::Seat>) -> Self::Viewer;

    /// The copy of the state kept before an answer.
    fn before(&self) -> Self::Before;
    /// Whether the answer that led from `before` to this state, reporting `events`, may not be
    /// taken back (it drew a random number or showed hidden information).
    fn cannot_take_back(&self, before: &Self::Before, events: &[Self::Event]) -> bool;

    /// Write the setup's events into `session`'s log.
    fn log_setup(session: &mut Session<Self>, events: &[Self::Event]);
    /// Write the events of an answer given elsewhere (a game played on a server: `by` answered,
    /// answer number `index`), as the seat shown may see them, into `session`'s log: the lines the
    /// events write, as [`SessionGame::log_answer`] writes them after the choice's own line (the
    /// answer itself does not travel), and light the areas they touched.
    fn log_seen(session: &mut Session<Self>, by: Self::Seat, events: &[Self::Event], index: usize);
    /// Write an answer taken (`action` to `d`, by a brain for `reason` if one gave it, recorded
    /// as action `index`) and the events it reported into `session`'s log, and light the areas
    /// it touched (`Session::last_areas`).
    #[allow(clippy::too_many_arguments)]
    fn log_answer(
        session: &mut Session<Self>,
        d: &Self::Decision,
        action: Self::Action,
        reason: Option<&str>,
        before: &Self::Before,
        events: &[Self::Event],
        index: usize,
    );
}
