//! The messages between a client and the server: JSON text frames over one WebSocket, each an
//! object whose `type` names it and whose `data` holds the rest (docs/online.md lists them with
//! examples). Why `data` and not the fields beside `type`: a view holds 128-bit numbers, which a
//! JSON reader can take only when it reads the message's body knowing its type, never from a
//! message held aside while its type is looked for.
//!
//! A client creates a game, joins one with its invite code (and gets its seat's token), says
//! `hello` with that token to sit at its seat, or `watch`es a game as a spectator; then it
//! answers its seat's questions, each answer numbered by the seat's own sequence (1, 2, ...), so
//! an answer sent twice is refused the second time. The server sends each connection what its
//! seat may see (`Game::view`), after every change, and says whether each answer was accepted.

use serde::{Deserialize, Serialize};

use super::delta::Edit;
use super::{Online, SeatKind};

/// A game's setup in a `create` message: a short name the game knows (`"basic-3"`) or the
/// whole setup as the game's records write it.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(untagged)]
pub enum SetupChoice<S> {
    Named(String),
    Given(S),
}

/// What a client sends.
#[derive(Serialize, Deserialize)]
#[serde(tag = "type", content = "data", rename_all = "snake_case", bound = "")]
pub enum ClientMsg<G: Online> {
    /// Host a new game: the game's name (`engine::Game::NAME`: `"acme"`, `"acis"`; absent, the
    /// server's first game, ACME), its setup, its seed, and who answers each seat.
    Create {
        #[serde(default)]
        game: String,
        setup: SetupChoice<G::Setup>,
        seed: u64,
        seats: Vec<SeatKind>,
    },
    /// Take the next free player seat of the game whose invite code this is.
    Join { invite: String, name: String },
    /// Sit at the seat this token was given for.
    Hello { token: String },
    /// Watch a game as a spectator (the public view).
    Watch { game: String },
    /// Answer the seat's pending question; `seq` is the seat's next sequence number.
    Answer { seq: u64, action: G::Action },
    /// Send the whole view again (a `state`): the view rebuilt from an `update` did not check.
    Resync,
}

/// What the server sends.
#[derive(Serialize, Deserialize)]
#[serde(tag = "type", content = "data", rename_all = "snake_case", bound = "")]
pub enum ServerMsg<G: Online> {
    /// A game was created: its id, and the code that lets players join it.
    Created { game: String, invite: String },
    /// A seat was taken: its number and the token that sits at it (shown once, never stored),
    /// and the game's rules (`engine::Game::NAME`: `"acme"`, `"acis"`), which the invite code did
    /// not say.
    Joined {
        game: String,
        seat: usize,
        token: String,
        #[serde(default)]
        rules: String,
    },
    /// The connection sits at `seat` (None: a spectator).
    Welcome { game: String, seat: Option<usize> },
    /// The game as this connection's seat may see it, the view whole: after `hello`, `watch`
    /// and `resync`.
    State(Box<SeatView<G>>),
    /// The game as this connection's seat may see it, the view as its changes since the last
    /// `state` or `update` (sent only when something changed for the seat).
    Update(Box<Update<G>>),
    /// The answer numbered `seq` was accepted and stored; the game has `decisions` answers now.
    Accepted { seq: u64, decisions: u64 },
    /// A message was refused and changed nothing.
    Error {
        code: ErrorCode,
        message: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        seq: Option<u64>,
    },
}

/// One game as a seat (or a spectator) may see it: built only from `Game::view`, the seat's own
/// pending question, and public facts (whose turn it is, the count of answers, the result).
#[derive(Serialize, Deserialize)]
#[serde(bound = "")]
pub struct SeatView<G: Online> {
    pub game: String,
    /// The seat this view is for (None: a spectator's public view).
    pub seat: Option<usize>,
    /// Answers accepted in the game so far.
    pub decisions: u64,
    /// The sequence number the seat's next answer must carry (None: a spectator).
    pub next_seq: Option<u64>,
    /// What the seat may see (`Game::view`).
    pub view: G::View,
    /// The seat's own pending question, when it is the one to answer.
    pub question: Option<G::Decision>,
    /// The seat that answers next (None: the game is over).
    pub waiting_for: Option<usize>,
    pub over: bool,
    /// The winners' seats, once the game is over.
    pub winners: Vec<usize>,
    /// The hash of the whole final state, once the game is over (to compare with a replay).
    pub final_hash: Option<u64>,
    /// What happened since the connection's last state, one entry per answer in order, each as
    /// this seat may see it (`Game::view_events`). After `hello` or `watch`: the latest answers
    /// the server keeps ([`JOURNAL_LEN`] at most), which a client that was here before skips
    /// up to the last `decisions` it had.
    #[serde(default = "Vec::new")]
    pub events: Vec<Decided<G>>,
}

/// A seat's view as the changes since the connection's last `state` or `update` ([`Edit`]s of
/// the view's JSON text, `delta`), with everything else a [`SeatView`] says. The client puts
/// the changes into the view's text it holds and checks it against `hash`; a view that does not
/// check is asked for whole (`resync`).
#[derive(Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Update<G: Online> {
    pub game: String,
    pub seat: Option<usize>,
    pub decisions: u64,
    pub next_seq: Option<u64>,
    /// The view's changes: each value replaced, with its path in the view's JSON text.
    pub patch: Vec<Edit>,
    /// The hash of the view's JSON text after the changes (`delta::hash_text`).
    pub hash: String,
    pub question: Option<G::Decision>,
    pub waiting_for: Option<usize>,
    pub over: bool,
    pub winners: Vec<usize>,
    pub final_hash: Option<u64>,
    #[serde(default = "Vec::new")]
    pub events: Vec<Decided<G>>,
}

impl<G: Online> Update<G> {
    /// The whole [`SeatView`] with `view`, the view this update's changes made.
    pub fn with_view(self, view: G::View) -> SeatView<G> {
        SeatView {
            game: self.game,
            seat: self.seat,
            decisions: self.decisions,
            next_seq: self.next_seq,
            view,
            question: self.question,
            waiting_for: self.waiting_for,
            over: self.over,
            winners: self.winners,
            final_hash: self.final_hash,
            events: self.events,
        }
    }
}

/// The answers whose events the server keeps for each game, for the connections that come back.
pub const JOURNAL_LEN: usize = 64;

/// One answer's events, as one seat (or a spectator) may see them.
#[derive(Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Decided<G: Online> {
    /// The answer's number in the game: the `decisions` of the state right after it (1, 2, ...).
    pub n: u64,
    /// The seat that answered.
    pub by: usize,
    pub events: Vec<G::Event>,
}

impl<G: Online> Clone for Decided<G> {
    fn clone(&self) -> Self {
        Decided {
            n: self.n,
            by: self.by,
            events: self.events.clone(),
        }
    }
}

impl<G: Online> std::fmt::Debug for Decided<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Decided")
            .field("n", &self.n)
            .field("by", &self.by)
            .field("events", &self.events)
            .finish()
    }
}

/// Why a message was refused (the `code` of an `error` message).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ErrorCode {
    /// Not JSON, or not one of the messages.
    Malformed,
    /// Longer than the server takes.
    TooLarge,
    /// More messages than the connection may send for now.
    RateLimited,
    /// No seat has this token.
    WrongToken,
    /// No game has this id or invite code.
    NoSuchGame,
    /// An answer from a connection that sits at no seat (or watches).
    NotSeated,
    /// The connection already sits at a seat or watches a game.
    AlreadySeated,
    /// The pending question is another seat's.
    NotYourTurn,
    /// An answer the game refuses.
    Illegal,
    /// An answer whose sequence number was already used: sent twice.
    Replayed,
    /// An answer whose sequence number skips ahead of the seat's next one.
    OutOfOrder,
    /// The game is over.
    GameOver,
    /// A game or seat that cannot be made so (unknown game, bad setup, no free seat, full).
    Refused,
    /// The store could not write the answer: it was not accepted.
    Store,
}
