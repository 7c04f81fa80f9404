//! The random-legal-play harness for any game: a seeded game where every question is answered by a
//! chooser (a random legal answer), the game's invariants checked after every answer, illegal
//! answers tried now and then (each must be refused and change nothing), panics caught and
//! reported with the record so far, and the record replayed at the end to the same hash.
//!
//! What a game adds (which answers are illegal for it, what it counts, a brain asked on the side)
//! comes through [`Extras`]; the loop is generic, so every call in it is static.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Arc;

use super::game::Game;
use super::record::{self, Record, ReplayError};

pub use super::simulate::MAX_ACTIONS;

/// How often (in answers) an illegal answer is tried first.
pub const ILLEGAL_EVERY: usize = 37;

/// What a game adds to its fuzz games. Every method has a default that adds nothing.
pub trait Extras<G: Game> {
    /// The `k`-th illegal answer to try at `d` (one that is not among its options), or `None`.
    fn illegal_answer(&self, d: &G::Decision, k: usize) -> Option<G::Action> {
        let _ = (d, k);
        None
    }
    /// Called at every question before its answer is chosen, after `actions` answers (a brain
    /// asked on the side, on a copy). An error fails the game with that message.
    fn before_answer(&mut self, game: &G, d: &G::Decision, actions: usize) -> Result<(), String> {
        let _ = (game, d, actions);
        Ok(())
    }
    /// The answer given and what it caused.
    fn answered(&mut self, action: G::Action, events: &[G::Event]) {
        let _ = (action, events);
    }
    /// The pending question, as the dead-loop message names it.
    fn describe(&self, d: &G::Decision) -> String {
        format!("{d:?}")
    }
}

/// Nothing added.
impl<G: Game> Extras<G> for () {}

/// A fuzz game played to its end: the game, its record (final hash included) and that hash.
pub struct Fuzzed<G: Game> {
    pub game: G,
    pub record: G::Record,
    pub hash: u64,
}

/// A fuzz game that failed: why, and its record up to the failure.
pub struct Failed<G: Game> {
    pub message: String,
    pub record: G::Record,
}

/// Play one seeded game from `setup` to its end with `choose`, checking everything on the way
/// (see the module's head); `extras` adds what the game adds.
pub fn fuzz<G: Game>(
    catalog: Arc<G::Catalog>,
    setup: G::Setup,
    seed: u64,
    mut choose: impl FnMut(&G::Decision) -> G::Action,
    extras: &mut impl Extras<G>,
) -> Result<Fuzzed<G>, Box<Failed<G>>> {
    let mut rec = G::Record::new(setup, seed);
    let fail = |rec: &G::Record, message: String| {
        Box::new(Failed {
            message,
            record: rec.clone(),
        })
    };
    let (mut game, _) = match catch_unwind(AssertUnwindSafe(|| {
        record::start::<G>(catalog.clone(), &rec)
    })) {
        Ok(Ok(g)) => g,
        Ok(Err(e)) => return Err(fail(&rec, e.to_string())),
        Err(p) => return Err(fail(&rec, panic_text(p))),
    };
    loop {
        let played = rec.actions().len();
        if let Err(errs) = game.invariants() {
            return Err(fail(
                &rec,
                format!("after {played} actions: {}", errs.join("; ")),
            ));
        }
        let Some(d) = game.pending() else { break };
        if played >= MAX_ACTIONS {
            let at = extras.describe(d);
            return Err(fail(
                &rec,
                format!("no end after {MAX_ACTIONS} actions (at {at})"),
            ));
        }
        if played % ILLEGAL_EVERY == (seed as usize % ILLEGAL_EVERY)
            && let Some(bad) = extras.illegal_answer(d, played / ILLEGAL_EVERY + seed as usize)
            && let Err(message) = refused(&mut game, bad)
        {
            return Err(fail(&rec, message));
        }
        let Some(d) = game.pending() else { break };
        if let Err(message) = extras.before_answer(&game, d, played) {
            return Err(fail(&rec, message));
        }
        let Some(d) = game.pending() else { break };
        let action = choose(d);
        rec.push(action);
        match catch_unwind(AssertUnwindSafe(|| game.apply(action))) {
            Ok(Ok(events)) => extras.answered(action, &events),
            Ok(Err(e)) => return Err(fail(&rec, format!("a legal option was refused: {e}"))),
            Err(p) => {
                let message = format!("panic after {} actions: {}", played + 1, panic_text(p));
                return Err(fail(&rec, message));
            }
        }
    }
    let hash = game.hash();
    rec.set_final_hash(Some(hash));
    match record::replay_checked::<G>(catalog, &rec) {
        Ok(_) => {}
        Err(ReplayError::Hash { .. }) => {
            return Err(fail(&rec, "the replay reached a different state".into()));
        }
        Err(e) => return Err(fail(&rec, format!("the replay failed: {e}"))),
    }
    Ok(Fuzzed {
        game,
        record: rec,
        hash,
    })
}

/// Try an answer that is not an option: it must be refused, leave the game as it was and not
/// panic.
fn refused<G: Game>(game: &mut G, bad: G::Action) -> Result<(), String> {
    let before = game.hash();
    match catch_unwind(AssertUnwindSafe(|| game.apply(bad))) {
        Ok(Err(_)) if game.hash() == before => Ok(()),
        Ok(Err(_)) => Err(format!(
            "the refused illegal answer {bad:?} changed the state"
        )),
        Ok(Ok(_)) => Err(format!("the illegal answer {bad:?} was accepted")),
        Err(p) => Err(format!(
            "the illegal answer {bad:?} panicked: {}",
            panic_text(p)
        )),
    }
}

/// The message of a caught panic.
pub fn panic_text(p: Box<dyn std::any::Any + Send>) -> String {
    p.downcast_ref::<String>()
        .cloned()
        .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
        .unwrap_or_else(|| "panic".into())
}
