//! ACIS's random-legal-play games (`acme fuzz --game acis`): the engine's harness
//! ([`crate::engine::fuzz`]: random legal answers, the invariants after every answer, illegal
//! answers refused with nothing changed, the record replayed to its hash) over `Game<Acis>` from
//! ACIS's basic setups, with what ACME's fuzz games add that ACIS shares: the Fate cards played,
//! the turns, and the list of illegal answers (the two games answer with the same actions). ACIS
//! adds two checks: no Stronghold ever stands, and the game ends over, with winners.

use super::rules::Acis;
use super::whole_game::AcisRecord;
use crate::engine::fuzz::{self, Extras};
use crate::games::acme::fuzz::{FuzzFailure, FuzzOutcome, Seen, illegal_answer};
use crate::games::acme::record::SetupSpec;
use crate::games::acme::setup::Layout;
use crate::games::acme::state::GameOptions;
use crate::games::acme::{Action, Decision, Event, Game, RandomPlayer};

/// The setup and options of ACIS fuzz game: the basic setup for `players`, the game ending after
/// `last_epoch`. No optional rule varies with the seed (ACIS reads none of ACME's yet).
pub fn fuzz_spec(players: u8, last_epoch: u8) -> (SetupSpec, GameOptions) {
    let setup = SetupSpec::Basic {
        players,
        layout: Layout::Printed,
        npc: vec![false; players as usize],
    };
    let options = GameOptions {
        last_epoch,
        ..Default::default()
    };
    (setup, options)
}

/// Play one seeded basic ACIS game for `players` with random legal answers, checked at every
/// answer and replayed at the end (see the module's head).
pub fn fuzz_game(seed: u64, players: u8, last_epoch: u8) -> Result<FuzzOutcome, Box<FuzzFailure>> {
    let mut extras = AcisExtras::default();
    let mut player = RandomPlayer::new(seed);
    let cat = super::system::builtin();
    match fuzz::fuzz::<Game<Acis>>(
        cat,
        fuzz_spec(players, last_epoch),
        seed,
        |d| player.choose(d),
        &mut extras,
    ) {
        // RB Game Overview (D1): a game ends with its last Epoch, with winners; a game whose
        // questions stop before is a failure, not a game played.
        Ok(done) if !done.game.is_over() || done.game.state.winner.is_none() => {
            Err(Box::new(FuzzFailure {
                seed,
                players,
                message: "the questions stopped before the game was over".into(),
                record: done.record.0,
            }))
        }
        Ok(done) => Ok(FuzzOutcome {
            actions: done.record.0.actions.len(),
            turns: extras.seen.turns,
            hash: done.hash,
            played: extras.seen.played,
            record: done.record.0,
            strategist: Default::default(),
            strategist_searched: 0,
        }),
        Err(failed) => {
            let AcisRecord(record) = failed.record;
            Err(Box::new(FuzzFailure {
                seed,
                players,
                message: failed.message,
                record,
            }))
        }
    }
}

/// What ACIS's fuzz games add to the engine's harness.
#[derive(Default)]
struct AcisExtras {
    seen: Seen,
}

impl Extras<Game<Acis>> for AcisExtras {
    fn illegal_answer(&self, d: &Decision, k: usize) -> Option<Action> {
        illegal_answer(d, k)
    }
    /// RB Competition Phase (D35): ACME's third Contested case, a Stronghold with 1 disk, never
    /// arises, as no ACIS rule builds a Stronghold.
    fn before_answer(&mut self, game: &Game<Acis>, _: &Decision, n: usize) -> Result<(), String> {
        match game.state.areas.iter().any(|a| a.stronghold.is_some()) {
            true => Err(format!(
                "after {n} actions: a Stronghold stands in an ACIS game"
            )),
            false => Ok(()),
        }
    }
    fn answered(&mut self, action: Action, events: &[Event]) {
        self.seen.answered(action, events);
    }
    fn describe(&self, d: &Decision) -> String {
        d.text.to_string()
    }
}
