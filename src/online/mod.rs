//! Online play: a game server that seats players on other machines (docs/online.md).
//!
//! The server is one more seat driver of the engine's conversation (`engine::Game`): a seat's
//! client sends answers to its own seat's questions, the server checks each with the engine,
//! writes every accepted one to the store before it says so, and sends each client only what
//! `Game::view` lets its seat see. It is generic over the game ([`Online`]: the few things a
//! server needs of a game beyond `engine::Game`); ACME is the first ([`acme`]).
//!
//! * [`protocol`]: the messages, as JSON text frames over one WebSocket.
//! * [`secret`]: seat tokens, invite codes and game ids, from the operating system's generator.
//! * [`store`]: every game in SQLite: its setup, seed, seats and accepted answers.
//! * [`table`]: one hosted game: who may answer what, in which order, and the server's own seats.
//! * [`server`]: the WebSocket service (`acme serve`) and its limits.
//! * [`delta`]: a view's changes as edits of its JSON text, and the view rebuilt from them.
//! * [`client`]: a client connection and a bot that plays a seat (the tests', the load test's).
//! * [`load`]: the load test of a running server (`acme loadtest`).

pub mod acis;
pub mod acme;
pub mod client;
pub mod delta;
pub mod load;
pub mod protocol;
pub mod rate;
pub mod secret;
pub mod server;
pub mod store;
pub mod table;

use std::sync::{Arc, Mutex, MutexGuard};

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::engine::Game;

/// What travels between server and clients or into the store: JSON both ways.
pub trait Wire: Serialize + DeserializeOwned + Send + Sync + 'static {}
impl<T: Serialize + DeserializeOwned + Send + Sync + 'static> Wire for T {}

/// The scenarios a host may pick for `game` beside its basic setups (ACME's historical ones;
/// the other games have none yet).
pub fn scenarios(game: crate::game_id::GameId) -> &'static [acme::HostScenario] {
    use crate::game_id::GameId;
    use acme::Hostable;
    match game {
        GameId::Acme => crate::games::acme::Acme::scenarios(),
        GameId::Acis => crate::games::acis::rules::Acis::scenarios(),
        GameId::Cradle => &[],
    }
}

/// Who answers a seat's questions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SeatKind {
    /// A person invited with the game's code, answering through a client with the seat's token.
    Player,
    /// The game's rules brain (a Non-Player seat), answered by the server.
    Npc,
    /// The Strategist's search, answered by the server.
    Strategist,
}

impl SeatKind {
    /// The server answers this seat's questions itself.
    pub fn is_server(self) -> bool {
        self != SeatKind::Player
    }

    /// The name the protocol and the store use.
    pub fn name(self) -> &'static str {
        match self {
            SeatKind::Player => "player",
            SeatKind::Npc => "npc",
            SeatKind::Strategist => "strategist",
        }
    }

    /// [`SeatKind::name`] read back.
    pub fn from_name(name: &str) -> Option<SeatKind> {
        [SeatKind::Player, SeatKind::Npc, SeatKind::Strategist]
            .into_iter()
            .find(|k| k.name() == name)
    }
}

/// A game the server can host: `engine::Game` whose setup, answers, seats, views and questions
/// travel as JSON, with the hooks the server needs (its catalog, named setups, how seat kinds
/// enter a setup, the server's own seats' answers, a bot for tests and load tests).
pub trait Online:
    Game<
        Setup: Wire,
        Action: Wire,
        Seat: Wire,
        View: Wire,
        Decision: Wire + Clone,
        Event: Wire + Clone + PartialEq,
        Catalog: Send + Sync + 'static,
    > + Send
    + Sync
    + 'static
{
    /// A client's automatic player, with its own seeded generator.
    type Bot: Send + Sync + 'static;

    /// The game's shipped catalog.
    fn catalog() -> Arc<Self::Catalog>;
    /// A setup by its short name (`basic-3` for ACME).
    fn named_setup(name: &str) -> Result<Self::Setup, String>;
    /// `setup` with one seat of each `kinds` (in seat order); refused when they do not fit.
    fn seat_setup(setup: Self::Setup, kinds: &[SeatKind]) -> Result<Self::Setup, String>;
    /// Every seat of the game, in seat order (a seat's number in the protocol is its index).
    fn seats(&self) -> Vec<Self::Seat>;
    /// The server's answer for a seat of `kind` (never [`SeatKind::Player`]) to `d`, the pending
    /// question; `seed` is the game's, for a search's own generator.
    fn server_answer(
        &self,
        kind: SeatKind,
        seed: u64,
        d: &Self::Decision,
    ) -> Result<Self::Action, String>;
    /// The game a client shows for a view its seat was sent: the view as it is, never advanced
    /// (the server moves the game; the client only draws it and answers its questions).
    fn mirror(catalog: Arc<Self::Catalog>, view: Self::View) -> Self;
    /// A bot seeded with `seed`.
    fn bot(seed: u64) -> Self::Bot;
    /// The bot's answer to `d`: one of its options.
    fn bot_answer(bot: &mut Self::Bot, d: &Self::Decision) -> Self::Action;
}

/// A lock whose holder panicked is still usable: every change to a game or the store is made
/// whole or undone before anything that can panic.
pub fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}
