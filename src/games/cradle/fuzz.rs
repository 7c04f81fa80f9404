//! Cradle's random-legal-play games (`acme fuzz --game cradle`): the engine's harness
//! ([`crate::engine::fuzz`]: random legal answers, the invariants after every answer, illegal
//! answers refused with nothing changed, the record replayed to its hash), with the cards seen.

use std::collections::BTreeSet;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::event::Event;
use super::flow::{Action, Decision};
use super::whole_game::{Cradle, CradleRecord, Setup};
use crate::engine::fuzz::{self, Extras};
use crate::engine::{Game, Question};

/// A fuzz game played through.
pub struct Outcome {
    pub actions: usize,
    pub hash: u64,
    /// The civilization cards that entered play.
    pub cards: BTreeSet<u8>,
    pub combats: usize,
}

/// A fuzz game that failed, with its record.
pub struct Failure {
    pub seed: u64,
    pub players: u8,
    pub message: String,
    pub record: CradleRecord,
}

#[derive(Default)]
struct Seen {
    cards: BTreeSet<u8>,
    combats: usize,
}

impl Extras<Cradle> for Seen {
    /// Answers no question takes: an area off the board, a pass to nobody.
    fn illegal_answer(&self, d: &Decision, k: usize) -> Option<Action> {
        let bad = [Action::Place(250), Action::PassTo(99), Action::Tactics(9)];
        let a = bad[k % bad.len()];
        (!d.options.contains(&a)).then_some(a)
    }
    fn answered(&mut self, _: Action, events: &[Event]) {
        for e in events {
            match e {
                Event::Revealed { cards } => self.cards.extend(cards.iter().map(|c| c.1)),
                Event::Combat(_) => self.combats += 1,
                _ => {}
            }
        }
    }
}

/// A random player's answer.
pub fn random_answer(rng: &mut ChaCha8Rng, d: &Decision) -> Action {
    let o = d.options();
    o[rng.random_range(0..o.len())]
}

/// Play one seeded game for `players` with random legal answers, checked at every answer and
/// replayed at the end.
pub fn fuzz_game(seed: u64, players: u8) -> Result<Outcome, Box<Failure>> {
    let cat = super::data::builtin();
    let mut extras = Seen::default();
    let mut rng = ChaCha8Rng::seed_from_u64(crate::engine::rng::mix(seed, 0xC8AD1E));
    let setup = Setup::headless(players);
    let fail = |message: String, record: CradleRecord| {
        Box::new(Failure {
            seed,
            players,
            message,
            record,
        })
    };
    match fuzz::fuzz::<Cradle>(
        cat,
        setup,
        seed,
        |d| random_answer(&mut rng, d),
        &mut extras,
    ) {
        Ok(done) if !done.game.is_over() || done.game.winners().is_empty() => Err(fail(
            "the questions stopped before the game was over".into(),
            done.record,
        )),
        Ok(done) => {
            let mut cards = extras.cards;
            // Epoch I's cards are dealt, not revealed by an allocation.
            cards.extend(done.game.state.nations.iter().filter_map(|n| n.card));
            Ok(Outcome {
                actions: done.record.actions.len(),
                hash: done.hash,
                cards,
                combats: extras.combats,
            })
        }
        Err(f) => Err(fail(f.message, f.record)),
    }
}
