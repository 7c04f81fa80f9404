//! Records and replays for any game: a record is how a game started (setup and seed) and every
//! answer given since; replaying it starts the game again and gives the same answers, and, when
//! the record holds the hash of its final state, the replayed game must reach that hash.
//!
//! A game keeps its own file format (its [`Game::Record`] type, serde): the engine only reads and
//! fills a record through [`Record`]'s accessors, so a game's files do not change shape.

use std::sync::Arc;

use super::game::Game;

/// A game's record as the engine sees it.
pub trait Record<G: Game>: Clone {
    /// The newest record format this program reads (a newer record is refused).
    const FORMAT_VERSION: u32;

    /// A record of a game about to start from `setup` with `seed`, written by this program (its
    /// format and rules versions), with no answers yet.
    fn new(setup: G::Setup, seed: u64) -> Self;
    /// The format version that wrote the record.
    fn format_version(&self) -> u32;
    /// The name of the game the record is of ([`Game::NAME`] for a record of `G`).
    fn game_name(&self) -> &str;
    /// The version of the game's rules that wrote the record (0: not written).
    fn rules_version(&self) -> u32;
    /// How the game started.
    fn setup(&self) -> G::Setup;
    fn seed(&self) -> u64;
    /// Every answer, first given first.
    fn actions(&self) -> &[G::Action];
    /// Give one more answer.
    fn push(&mut self, action: G::Action);
    /// The hash of the final state, when the record holds it.
    fn final_hash(&self) -> Option<u64>;
    fn set_final_hash(&mut self, hash: Option<u64>);
}

/// Why a record does not replay.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ReplayError<A: std::fmt::Debug> {
    #[error("the game could not be set up: {0}")]
    Setup(String),
    #[error("action {index} ({action:?}) is illegal: {reason}")]
    Illegal {
        index: usize,
        action: A,
        reason: String,
    },
    #[error("record version {found} is newer than this program understands ({understood})")]
    Version { found: u32, understood: u32 },
    /// Every answer was accepted, but the game reached another state than the one recorded.
    #[error(
        "the final state hash {got:016x} differs from the hash stored in the record ({recorded:016x})"
    )]
    Hash { got: u64, recorded: u64 },
}

/// A game just started, with the events of its setup.
pub type Started<G> = (G, Vec<<G as Game>::Event>);

/// The record's format can be read by this program.
pub fn check_version<G: Game>(rec: &G::Record) -> Result<(), ReplayError<G::Action>> {
    let understood = <G::Record as Record<G>>::FORMAT_VERSION;
    match rec.format_version() {
        found if found > understood => Err(ReplayError::Version { found, understood }),
        _ => Ok(()),
    }
}

/// The game a record starts from (before any answer), with the events of its setup.
pub fn start<G: Game>(
    catalog: Arc<G::Catalog>,
    rec: &G::Record,
) -> Result<Started<G>, ReplayError<G::Action>> {
    check_version::<G>(rec)?;
    G::start(catalog, &rec.setup(), rec.seed()).map_err(ReplayError::Setup)
}

/// Replay a record to its final state, calling `step` with the game after every answer, the
/// answer's index and its events (the setup's events come with index `None`). The hash is not
/// checked ([`replay_checked`] does).
pub fn replay_each<G: Game>(
    catalog: Arc<G::Catalog>,
    rec: &G::Record,
    mut step: impl FnMut(&G, Option<usize>, Vec<G::Event>),
) -> Result<G, ReplayError<G::Action>> {
    let (mut game, events) = start::<G>(catalog, rec)?;
    step(&game, None, events);
    for (index, &action) in rec.actions().iter().enumerate() {
        let events = game.apply(action).map_err(|e| ReplayError::Illegal {
            index,
            action,
            reason: e.to_string(),
        })?;
        step(&game, Some(index), events);
    }
    Ok(game)
}

/// Replay a record to its final state (the hash is not checked).
pub fn replay<G: Game>(
    catalog: Arc<G::Catalog>,
    rec: &G::Record,
) -> Result<G, ReplayError<G::Action>> {
    replay_each::<G>(catalog, rec, |_, _, _| {})
}

/// Replay a record and, when it holds a final hash, check that the replayed game reached it.
pub fn replay_checked<G: Game>(
    catalog: Arc<G::Catalog>,
    rec: &G::Record,
) -> Result<G, ReplayError<G::Action>> {
    let game = replay::<G>(catalog, rec)?;
    match rec.final_hash() {
        Some(recorded) if recorded != game.hash() => Err(ReplayError::Hash {
            got: game.hash(),
            recorded,
        }),
        _ => Ok(game),
    }
}
