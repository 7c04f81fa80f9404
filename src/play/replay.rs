//! A game looked back at, without a window, for any game the session plays: any point of its
//! record (after `k` answers), the game there, and the log as it stood then. Pure like the rules;
//! the replay viewer (`app::replay_screen`) and the tests drive it the same way. What a game adds
//! (where its turns and phases start, whose secrets may show) is its own model's, over this one
//! (ACME's system: `games::acme::session::replay_view`; Cradle: `games::cradle::replay`).
//!
//! Stepping back is instant: the game is kept at every [`SNAPSHOT_EVERY`]-th point, so reaching
//! any point replays at most `SNAPSHOT_EVERY - 1` answers from the nearest snapshot before it.

use std::sync::Arc;

use super::{Session, SessionGame, SessionLine};
use crate::engine::record::Record as _;

/// How many answers apart the kept snapshots are: stepping back replays fewer than this many.
pub const SNAPSHOT_EVERY: usize = 32;

/// Whose eyes the viewer looks through (the "view as" selector), over the game's seat `S`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ViewAs<S> {
    /// One seat: its own secrets, and what is public.
    Civ(S),
    /// Only what is public (a spectator).
    Public,
    /// Every secret open (allowed only when no person's secret is at stake any more).
    AllOpen,
}

/// A record opened for viewing, standing at one point.
pub struct Replay<G: SessionGame> {
    /// The whole game as the table plays it: its log (every line tagged with its answer), seats.
    full: Session<G>,
    actions: Vec<G::Action>,
    /// `snapshots[i]`: the game after `i * SNAPSHOT_EVERY` answers.
    snapshots: Vec<G>,
    /// The game at `point`.
    game: G,
    point: usize,
}

impl<G: SessionGame> Replay<G> {
    /// Open a record: it is replayed once (the engine's replay), keeping snapshots, and `each`
    /// sees every point with its game and the events that led there (the setup's at point 0): the
    /// game's own model takes its marks from them. The view then stands at the start. An illegal
    /// answer or a bad setup is an error naming it.
    pub fn new(
        cat: Arc<G::Catalog>,
        title: String,
        record: G::Record,
        mut each: impl FnMut(usize, &G, &[G::Event]),
    ) -> Result<Replay<G>, String> {
        let mut start = None;
        let mut snapshots = Vec::new();
        crate::engine::record::replay_each::<G>(cat.clone(), &record, |game, index, events| {
            let point = index.map_or(0, |i| i + 1);
            each(point, game, &events);
            if point == 0 {
                start = Some(game.clone());
            }
            if point % SNAPSHOT_EVERY == 0 {
                snapshots.push(game.clone());
            }
        })
        .map_err(|e| e.to_string())?;
        let game = start.expect("the replay reports the game at its start");
        let actions = record.actions().to_vec();
        let full = Session::from_record(cat, title, record)?;
        Ok(Replay {
            full,
            actions,
            snapshots,
            game,
            point: 0,
        })
    }

    /// The number of answers of the record: the points are `0..=len()`.
    pub fn len(&self) -> usize {
        self.actions.len()
    }

    /// Whether the record holds no answer (only its setup).
    pub fn is_empty(&self) -> bool {
        self.actions.is_empty()
    }

    /// How many answers have been taken at the point shown.
    pub fn point(&self) -> usize {
        self.point
    }

    /// The game at the point shown.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// The whole game, as the table played it to the record's end (its seats, its last state).
    pub fn full(&self) -> &Session<G> {
        &self.full
    }

    /// Go to the point after `k` answers (clamped to the record): from the point shown when it
    /// lies between it and `k`'s snapshot, else from the nearest snapshot at or before `k`.
    pub fn seek(&mut self, k: usize) {
        let k = k.min(self.len());
        let base = k / SNAPSHOT_EVERY * SNAPSHOT_EVERY;
        if !(base..=k).contains(&self.point) {
            self.game = self.snapshots[k / SNAPSHOT_EVERY].clone();
            self.point = base;
        }
        while self.point < k {
            let a = self.actions[self.point];
            // Every answer was applied once when the view was made: it is legal here.
            if self.game.apply(a).is_err() {
                break;
            }
            self.point += 1;
        }
    }

    /// One answer forward (false at the end).
    pub fn step_forward(&mut self) -> bool {
        let before = self.point;
        self.seek(self.point + 1);
        self.point != before
    }

    /// One answer back (false at the start).
    pub fn step_back(&mut self) -> bool {
        if self.point == 0 {
            return false;
        }
        self.seek(self.point - 1);
        true
    }

    /// The log as it stood at the point shown: the setup's lines and those of every answer taken.
    pub fn log(&self) -> &[G::Line] {
        let end = self
            .full
            .log
            .partition_point(|e| e.action().is_none_or(|a| a < self.point));
        &self.full.log[..end]
    }
}
