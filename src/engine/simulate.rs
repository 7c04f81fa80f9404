//! Games played out by brains, for any game: `simulate` (every seat a rules brain) and the arena
//! (seats of different kinds). The loop is the engine's: a table of seats answers every question,
//! each answer is written to the game's record, a game that needs more than [`MAX_ACTIONS`]
//! answers is a dead loop, and a game that fails comes back with its record so far. What a game
//! reports about a finished game (its points, its turns counted from its events) is the game's:
//! it listens to the events ([`play_out`]'s `heard`) and reads the finished game.

use std::sync::Arc;

use super::game::Game;
use super::record::{self, Record};
use super::search::Budget;

/// A safety bound: a game that needs more answers than this is reported as a dead loop.
pub const MAX_ACTIONS: usize = 200_000;

/// Who takes a seat's decisions in the arena.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SeatKind {
    /// The game's rules brain (a Non-Player seat).
    Npc,
    /// The Strategist's search with this budget.
    Strategist(Budget),
}

impl SeatKind {
    /// `npc`, `strategist` (the `default` budget) or `strategist:BUDGET` (a budget of its own,
    /// for a ladder of settings against each other); a refusal names the allowed kinds and budgets.
    pub fn parse(s: &str, default: Budget) -> Result<SeatKind, String> {
        match s.split_once(':') {
            None if s == "npc" => Ok(SeatKind::Npc),
            None if s == "strategist" => Ok(SeatKind::Strategist(default)),
            Some(("strategist", b)) => Budget::parse(b)
                .map(SeatKind::Strategist)
                .map_err(|e| format!("seat '{s}': {e}")),
            _ => Err(format!(
                "unknown seat '{s}' (expected npc, strategist or strategist:BUDGET, \
                 BUDGET being {})",
                Budget::ALLOWED
            )),
        }
    }

    /// The seat's setting as reports key it: `npc` or `strategist:PLAYOUTS`.
    pub fn label(self) -> String {
        match self {
            SeatKind::Npc => "npc".into(),
            SeatKind::Strategist(b) => format!("strategist:{}", b.playouts),
        }
    }

    /// [`SeatKind::label`] with the budget's name where it has one: `strategist:16 (quick)`.
    pub fn setting(self) -> String {
        match self {
            SeatKind::Strategist(b) => match b.name() {
                Some(name) => format!("{} ({name})", self.label()),
                None => self.label(),
            },
            SeatKind::Npc => self.label(),
        }
    }
}

/// The seats of a game being played out, and how each answers.
pub trait Table<G: Game> {
    /// Answer at once every question that a seat answers without thinking (a rules brain),
    /// inside the game's own loop where it has one, writing each answer to `record` and passing
    /// the events to `heard`. Returns when a question waits for [`Table::choose`], at the end of
    /// the game, or when the record reaches [`MAX_ACTIONS`] answers.
    fn play_quick(
        &mut self,
        game: &mut G,
        record: &mut G::Record,
        heard: &mut impl FnMut(&[G::Event]),
    );
    /// The answer to the question `play_quick` left pending (a seat that searches), or why none.
    fn choose(&mut self, game: &G, question: &G::Decision) -> Result<G::Action, String>;
    /// Where the game stands, as the dead-loop message names it.
    fn describe(&self, game: &G) -> String;
}

/// A game played to its end, with its record (final hash included).
pub struct Played<G: Game> {
    pub game: G,
    pub record: G::Record,
}

/// A game that could not be finished: why, and its record so far.
pub struct Failed<G: Game> {
    pub message: String,
    pub record: G::Record,
}

/// Play one game from `setup` with `seed` to its end, every question answered by `table`; the
/// events of the setup and of every answer go to `heard`.
pub fn play_out<G: Game>(
    catalog: Arc<G::Catalog>,
    setup: G::Setup,
    seed: u64,
    table: &mut impl Table<G>,
    heard: &mut impl FnMut(&[G::Event]),
) -> Result<Played<G>, Box<Failed<G>>> {
    let mut rec = G::Record::new(setup, seed);
    let fail = |message: String, record: G::Record| Box::new(Failed { message, record });
    let (mut game, events) = match record::start::<G>(catalog, &rec) {
        Ok(g) => g,
        Err(e) => return Err(fail(e.to_string(), rec)),
    };
    heard(&events);
    loop {
        table.play_quick(&mut game, &mut rec, heard);
        let Some(d) = game.pending() else { break };
        if rec.actions().len() >= MAX_ACTIONS {
            break;
        }
        let a = match table.choose(&game, d) {
            Ok(a) => a,
            Err(e) => return Err(fail(e, rec)),
        };
        rec.push(a);
        match game.apply(a) {
            Ok(events) => heard(&events),
            Err(e) => return Err(fail(format!("a chosen answer was refused: {e}"), rec)),
        }
    }
    if !game.is_over() {
        let at = table.describe(&game);
        return Err(fail(
            format!("no end after {MAX_ACTIONS} actions (at {at})"),
            rec,
        ));
    }
    rec.set_final_hash(Some(game.hash()));
    Ok(Played { game, record: rec })
}
