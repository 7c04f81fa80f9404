//! Games with seats of different kinds (the rulebook NPC brain, the Strategist): `acme arena`.
//!
//! A Strategist seat is a player civilization (its hand secret, `CivState::npc` false), answered
//! by [`crate::games::acme::ai`]; an NPC seat is a solitaire Non-Player Civilization answered by the
//! brain, exactly as in `acme simulate`. The Strategist's generator is its own, seeded from the
//! game seed and its slot, so the game's generator is untouched: a game is replayed from its
//! record alone.
//!
//! Any game on ACME's phases plays here ([`play_under`], `R` its ruleset): ACME's, and ACIS's
//! basic setups, its NPCs answered by the brain under ACIS's ruleset.

use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::engine::record::Record;
use crate::engine::simulate;
use crate::games::acme::Acme;
use crate::games::acme::Answerer;
use crate::games::acme::Event;
use crate::games::acme::Game;
use crate::games::acme::WholeGame;
use crate::games::acme::ai::{self, Config};
use crate::games::acme::catalog::Catalog;
use crate::games::acme::decision::{Action, Decision};
use crate::games::acme::npc;
use crate::games::acme::record::{GameRecord, SetupSpec};
use crate::games::acme::state::{Slot, State};
use crate::sim::{MAX_ACTIONS, SimSetup};

/// Who takes a seat's decisions (the engine's seat kinds).
pub use crate::engine::simulate::SeatKind;

/// One finished game of the ruleset `R`, per slot.
#[derive(Debug, Clone)]
pub struct SeatedGame<R: WholeGame = Acme> {
    pub game: Game<R>,
    /// The game's record: its setup (the NPC flags set from the seats), seed, every answer (the
    /// Strategists' among them) and its final hash. It replays without the Strategist.
    pub record: GameRecord,
    /// Per slot: the time of each of its decisions with more than one legal answer.
    pub times: Vec<Vec<Duration>>,
    /// Per slot: the processor time of each of the Strategist's searched decisions (the thread's
    /// own time, which a loaded machine does not inflate; wall time where it cannot be read).
    pub cpu_times: Vec<Vec<Duration>>,
    /// Turns played (Growth Phases begun), as `acme simulate` counts them.
    pub turns: u32,
    /// Per slot: the search's estimate (its playouts' win share after the answer it chose) at the
    /// Strategist's first searched question of each Epoch, as (Epoch, estimate); empty for NPC
    /// seats. Set against the game's result, it tells whether the estimate is a chance to win.
    pub estimates: Vec<Vec<(u8, f64)>>,
}

/// Play one game of `setup` with `seats[i]` at slot i (`setup.setup` must be a basic setup; the
/// NPC flags are set from the seats); the Strategists' playouts played by `policy`.
pub fn play(
    cat: Arc<Catalog>,
    setup: &SimSetup,
    seats: &[SeatKind],
    seed: u64,
    policy: ai::Policy,
) -> Result<SeatedGame, String> {
    play_tuned(cat, setup, seats, seed, policy, ai::Tuning::default())
}

/// [`play`] with the Strategists' search set by `tuning` (`acme arena --tune`).
pub fn play_tuned(
    cat: Arc<Catalog>,
    setup: &SimSetup,
    seats: &[SeatKind],
    seed: u64,
    policy: ai::Policy,
    tuning: ai::Tuning,
) -> Result<SeatedGame, String> {
    play_under::<Acme>(cat, setup, seats, seed, policy, tuning)
}

/// [`play_tuned`] for a game of the ruleset `R` (`cat` its phases' catalog): `acme arena --game
/// acis` plays ACIS's basic setups so, the Strategist searching under ACIS's rules.
pub fn play_under<R: WholeGame>(
    cat: Arc<Catalog>,
    setup: &SimSetup,
    seats: &[SeatKind],
    seed: u64,
    policy: ai::Policy,
    tuning: ai::Tuning,
) -> Result<SeatedGame<R>, String> {
    let spec = match &setup.setup {
        SetupSpec::Basic {
            players, layout, ..
        } => SetupSpec::Basic {
            players: *players,
            layout: *layout,
            npc: seats.iter().map(|k| *k == SeatKind::Npc).collect(),
        },
        _ => return Err("the arena plays the Rulebook's basic setups".into()),
    };
    let mut turns = 0;
    let mut table = Arena {
        seats,
        seed,
        policy,
        tuning,
        times: vec![Vec::new(); seats.len()],
        cpu_times: vec![Vec::new(); seats.len()],
        estimates: vec![Vec::new(); seats.len()],
    };
    let done = simulate::play_out::<Game<R>>(
        cat,
        (spec, setup.options.clone()),
        seed,
        &mut table,
        &mut |ev| turns += crate::sim::count_turns(ev),
    )
    .map_err(|f| f.message)?;
    Ok(SeatedGame {
        game: done.game,
        record: R::family_record(done.record),
        times: table.times,
        cpu_times: table.cpu_times,
        turns,
        estimates: table.estimates,
    })
}

/// The arena's table: NPC seats answered at once by the brain, Strategist seats by a search on
/// a generator of their own (seeded from the game seed and the slot), each decision timed.
struct Arena<'a> {
    seats: &'a [SeatKind],
    seed: u64,
    policy: ai::Policy,
    tuning: ai::Tuning,
    times: Vec<Vec<Duration>>,
    cpu_times: Vec<Vec<Duration>>,
    estimates: Vec<Vec<(u8, f64)>>,
}

impl<R: WholeGame> simulate::Table<Game<R>> for Arena<'_> {
    fn play_quick(
        &mut self,
        game: &mut Game<R>,
        record: &mut R::Record,
        heard: &mut impl FnMut(&[Event]),
    ) {
        let cat = game.catalog.clone();
        let mut brain = Seated::<R> {
            cat: &cat,
            seats: self.seats,
            record,
            times: &mut self.times,
            scratch: npc::Scratch::default(),
        };
        game.play_out(&mut brain, &mut |ev| heard(ev));
    }

    fn choose(&mut self, game: &Game<R>, d: &Decision) -> Result<Action, String> {
        let who = d.who;
        let SeatKind::Strategist(budget) = self.seats[who.idx()] else {
            return Err(format!(
                "an NPC seat's question was left pending: {:?}",
                d.ask
            ));
        };
        let cfg = Config {
            policy: self.policy,
            tuning: self.tuning,
            ..Config::new(budget, ai::mix(self.seed, who.0 as u64))
        };
        let t = Instant::now();
        let c = thread_cpu();
        let answer = ai::choose(game, &cfg).expect("a question is pending");
        let wall = t.elapsed();
        let epoch = game.state.epoch;
        let seen = &mut self.estimates[who.idx()];
        if let Some(p) = answer.win_chance
            && seen.last().is_none_or(|&(e, _)| e != epoch)
        {
            seen.push((epoch, p));
        }
        self.times[who.idx()].push(wall);
        self.cpu_times[who.idx()].push(match (c, thread_cpu()) {
            (Some(c0), Some(c1)) => c1.saturating_sub(c0),
            _ => wall,
        });
        Ok(answer.action)
    }

    fn describe(&self, game: &Game<R>) -> String {
        format!("{:?}", game.state.flow)
    }
}

/// The processor time this thread has used (Linux: `/proc/thread-self/schedstat`), or `None`.
pub fn thread_cpu() -> Option<Duration> {
    let s = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let ns: u64 = s.split_whitespace().next()?.parse().ok()?;
    Some(Duration::from_nanos(ns))
}

/// Answers the NPC seats at once (the brain under the game's ruleset `R`), writing each answer to
/// the record; leaves the Strategist's questions pending (declines).
struct Seated<'a, R: WholeGame> {
    cat: &'a Catalog,
    seats: &'a [SeatKind],
    record: &'a mut R::Record,
    times: &'a mut Vec<Vec<Duration>>,
    scratch: npc::Scratch,
}

impl<R: WholeGame> Answerer for Seated<'_, R> {
    fn answer(&mut self, st: &State, d: &Decision, actions: u32) -> Option<Action> {
        let who: Slot = d.who;
        if self.seats.get(who.idx()) != Some(&SeatKind::Npc) {
            return None;
        }
        let t = Instant::now();
        let a = npc::choose_action_under::<R>(self.cat, st, d, actions, &self.scratch);
        if let Some(v) = self.times.get_mut(who.idx()) {
            v.push(t.elapsed());
        }
        self.record.push(a);
        Some(a)
    }
    fn stop(&self) -> bool {
        self.record.actions().len() >= MAX_ACTIONS
    }
}
