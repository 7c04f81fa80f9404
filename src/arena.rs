//! Games with seats of different kinds (the rulebook NPC brain, the Strategist): `acme arena`.
//!
//! A Strategist seat is a player civilization (its hand secret, `CivState::npc` false), answered
//! by [`crate::games::acme::ai`]; an NPC seat is a solitaire Non-Player Civilization answered by the
//! brain, exactly as in `acme simulate`. The Strategist's generator is its own, seeded from the
//! game seed and its slot, so the game's generator is untouched: a game is replayed from its
//! record alone.

use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::games::acme::Answerer;
use crate::games::acme::Game;
use crate::games::acme::ai::{self, Budget, Config};
use crate::games::acme::catalog::Catalog;
use crate::games::acme::decision::{Action, Decision};
use crate::games::acme::npc;
use crate::games::acme::record::{self, SetupSpec};
use crate::games::acme::state::{Slot, State};
use crate::sim::{MAX_ACTIONS, SimSetup};

/// Who takes a seat's decisions.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SeatKind {
    Npc,
    Strategist(Budget),
}

impl SeatKind {
    /// `npc`, `strategist` (the default budget) or `strategist:BUDGET`.
    pub fn parse(s: &str, default: Budget) -> Result<SeatKind, String> {
        match s.split_once(':') {
            None if s == "npc" => Ok(SeatKind::Npc),
            None if s == "strategist" => Ok(SeatKind::Strategist(default)),
            Some(("strategist", b)) => Budget::parse(b).map(SeatKind::Strategist),
            _ => Err(format!(
                "unknown seat '{s}' (expected npc, strategist or strategist:BUDGET)"
            )),
        }
    }

    pub fn label(self) -> String {
        match self {
            SeatKind::Npc => "npc".into(),
            SeatKind::Strategist(b) => format!("strategist:{}", b.playouts),
        }
    }
}

/// One finished game, per slot.
#[derive(Debug, Clone)]
pub struct SeatedGame {
    pub game: Game,
    pub actions: Vec<Action>,
    /// Per slot: the time of each of its decisions with more than one legal answer.
    pub times: Vec<Vec<Duration>>,
    /// Per slot: the processor time of each of the Strategist's searched decisions (the thread's
    /// own time, which a loaded machine does not inflate; wall time where it cannot be read).
    pub cpu_times: Vec<Vec<Duration>>,
    /// Turns played (Growth Phases begun), as `acme simulate` counts them.
    pub turns: u32,
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
    let (mut game, events) =
        record::start(cat.clone(), &spec, &setup.options, seed).map_err(|e| e.to_string())?;
    let mut turns = crate::sim::count_turns(&events);
    let mut actions = Vec::new();
    let mut times = vec![Vec::new(); seats.len()];
    let mut cpu_times = vec![Vec::new(); seats.len()];
    loop {
        let mut brain = Seated {
            cat: &cat,
            seats,
            actions: &mut actions,
            times: &mut times,
            scratch: npc::Scratch::default(),
        };
        game.play_out(&mut brain, &mut |ev| turns += crate::sim::count_turns(ev));
        let Some(d) = game.pending() else { break };
        if actions.len() >= MAX_ACTIONS {
            return Err(format!("no end after {MAX_ACTIONS} actions"));
        }
        let who = d.who;
        let SeatKind::Strategist(budget) = seats[who.idx()] else {
            return Err(format!(
                "an NPC seat's question was left pending: {:?}",
                d.ask
            ));
        };
        let cfg = Config {
            policy,
            tuning,
            ..Config::new(budget, ai::mix(seed, who.0 as u64))
        };
        let t = Instant::now();
        let c = thread_cpu();
        let a = ai::choose(&game, &cfg)
            .expect("a question is pending")
            .action;
        let wall = t.elapsed();
        times[who.idx()].push(wall);
        cpu_times[who.idx()].push(match (c, thread_cpu()) {
            (Some(c0), Some(c1)) => c1.saturating_sub(c0),
            _ => wall,
        });
        actions.push(a);
        let events = game.apply(a).map_err(|e| e.to_string())?;
        turns += crate::sim::count_turns(&events);
    }
    if !game.is_over() {
        return Err("the game stopped before its end".into());
    }
    Ok(SeatedGame {
        game,
        actions,
        times,
        cpu_times,
        turns,
    })
}

/// The processor time this thread has used (Linux: `/proc/thread-self/schedstat`), or `None`.
pub fn thread_cpu() -> Option<Duration> {
    let s = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let ns: u64 = s.split_whitespace().next()?.parse().ok()?;
    Some(Duration::from_nanos(ns))
}

/// Answers the NPC seats at once; leaves the Strategist's questions pending (declines).
struct Seated<'a> {
    cat: &'a Catalog,
    seats: &'a [SeatKind],
    actions: &'a mut Vec<Action>,
    times: &'a mut Vec<Vec<Duration>>,
    scratch: npc::Scratch,
}

impl Answerer for Seated<'_> {
    fn answer(&mut self, st: &State, d: &Decision, actions: u32) -> Option<Action> {
        let who: Slot = d.who;
        if self.seats.get(who.idx()) != Some(&SeatKind::Npc) {
            return None;
        }
        let t = Instant::now();
        let a = npc::choose_action_with(self.cat, st, d, actions, &self.scratch);
        if let Some(v) = self.times.get_mut(who.idx()) {
            v.push(t.elapsed());
        }
        self.actions.push(a);
        Some(a)
    }
    fn stop(&self) -> bool {
        self.actions.len() >= MAX_ACTIONS
    }
}
