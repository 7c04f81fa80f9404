//! A whole game, as the engine's drivers see it: a state that waits for one question at a time,
//! takes an answer, reports what happened, and can say what each seat may see, its hash, whether
//! it is over and who won. A game folder (`crate::games::...`) implements [`Game`] for its own
//! type; the drivers (`engine::drive`, the search of `engine::search`) are generic over it, so
//! every call in their loops is static (monomorphised) and the game is picked once, at the top.

use std::fmt::Debug;

use super::record::Record;

/// The question a game waits for: who answers it and its legal answers.
pub trait Question {
    type Action: Copy + Eq + Debug;
    type Seat: Copy + Eq + Debug;
    /// The seat that answers.
    fn who(&self) -> Self::Seat;
    /// Every legal answer (an answer outside them is refused by [`Game::apply`]).
    fn options(&self) -> &[Self::Action];
}

/// A whole game on the engine.
pub trait Game: Clone {
    /// The game's data shared by every game of it (map, cards...), loaded once.
    type Catalog;
    /// How a game starts: its setup and options, as a record stores them.
    type Setup: Clone;
    /// The game's record (its own file format), read and filled through [`Record`].
    type Record: Record<Self>;
    /// A seat at the table (a player, a civilization...).
    type Seat: Copy + Eq + Debug;
    type Action: Copy + Eq + Debug;
    type Decision: Question<Action = Self::Action, Seat = Self::Seat> + Debug;
    /// What a step reports (for logs, animations and the brains; never read as text).
    type Event: Debug;
    /// Why an answer was refused.
    type Refusal: std::fmt::Display + Debug;
    /// What one seat may see (`None`: everything), the one place that decides it.
    type View;

    /// The name the command line and files use for the game.
    const NAME: &'static str;

    /// A new game from `setup`, seeded, advanced to its first question.
    fn start(
        catalog: std::sync::Arc<Self::Catalog>,
        setup: &Self::Setup,
        seed: u64,
    ) -> Result<(Self, Vec<Self::Event>), String>;
    /// The question the game waits for, `None` when it is over.
    fn pending(&self) -> Option<&Self::Decision>;
    /// Answer the pending question; a refused answer changes nothing.
    fn apply(&mut self, action: Self::Action) -> Result<Vec<Self::Event>, Self::Refusal>;
    /// What `viewer` may see (`None`: everything).
    fn view(&self, viewer: Option<Self::Seat>) -> Self::View;
    /// What `viewer` may see (`None`: everything) of `events`, the report of the answer that led
    /// to this state: judged on this state, by the same rules as [`Game::view`], so an event never
    /// shows what the view hides. A game that does not say shows no event to anyone (secrecy
    /// first): an online client then sees only views change.
    fn view_events(&self, viewer: Option<Self::Seat>, events: &[Self::Event]) -> Vec<Self::Event> {
        let _ = (viewer, events);
        Vec::new()
    }
    /// A stable hash of the whole state (same game, same hash on every machine and run).
    fn hash(&self) -> u64;
    /// The game has ended (no question is pending then; a game stopped between two questions by
    /// a driver has none pending either, but is not over).
    fn is_over(&self) -> bool;
    /// The winners of a finished game (several on a tie), empty while it goes on.
    fn winners(&self) -> Vec<Self::Seat>;
    /// The state's consistency check (the fuzz harness runs it after every action).
    fn invariants(&self) -> Result<(), Vec<String>>;
}
