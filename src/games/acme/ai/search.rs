//! The choice among a question's answers: successive halving over sampled worlds, measured
//! against the own-seat policy's answer (the prior).
//!
//! Every candidate still in the running is played out in the same worlds (common random numbers:
//! a difference between two candidates is then their own, not the luck of the draw); after each
//! round the worse half is dropped, so the budget goes to the close calls. The prior is never
//! dropped, and every candidate is judged by its paired difference from the prior, world by world:
//! an answer replaces the prior only when its mean difference is above zero by more than `z`
//! standard errors (`Tuning::z_centi`, in hundredths). Why: with a few playouts per candidate, the
//! best-looking of many answers is mostly the luckiest, and switching away from a sound default on
//! noise lost more than it gained (measured: a quick search that took the best mean scored 43 VP
//! against 48 for the prior alone, docs/strategist.md).
//!
//! How the budget is spent ([`super::Tuning`]): by default it follows the number of answers (half
//! for a yes/no question, twice for five answers or more: one world per candidate decided too
//! little at a Deployment), and a challenger clearly worse than the prior (its paired difference
//! below zero by more than `z` standard errors, over four worlds or more) is dropped at the end of
//! a round, before the halving.

use rand_chacha::ChaCha8Rng;

use super::rollout::{self, Outcome};
use super::{Answer, Config, world};
use crate::games::acme::Game;
use crate::games::acme::decision::{Action, Decision};

/// Worlds that fail to reproduce the question (see `world::sample`) before the search gives up
/// and answers with the prior.
const MAX_FAILED_WORLDS: u32 = 8;

/// The paired differences of one candidate from the prior: their count, sum and sum of squares.
#[derive(Debug, Clone, Copy, Default)]
struct Paired {
    n: u32,
    sum: f64,
    sq: f64,
}

impl Paired {
    fn add(&mut self, d: f64) {
        self.n += 1;
        self.sum += d;
        self.sq += d * d;
    }
    fn mean(&self) -> f64 {
        self.sum / self.n.max(1) as f64
    }
    /// The mean minus `z` standard errors (minus infinity with fewer than two worlds).
    fn lower(&self, z: f64) -> f64 {
        if self.n < 2 {
            return f64::NEG_INFINITY;
        }
        self.mean() - z * self.se()
    }
    /// The mean plus `z` standard errors (plus infinity with fewer than four worlds: too few to
    /// call a candidate worse).
    fn upper(&self, z: f64) -> f64 {
        if self.n < 4 {
            return f64::INFINITY;
        }
        self.mean() + z * self.se()
    }
    fn se(&self) -> f64 {
        let n = self.n as f64;
        let var = ((self.sq - self.sum * self.sum / n) / (n - 1.0)).max(0.0);
        (var / n).sqrt()
    }
}

/// The best answer to `d` (the pending question of `game`) found within `cfg`'s budget.
pub fn best(
    game: &Game,
    d: &Decision,
    prior: Action,
    cfg: &Config,
    rng: &mut ChaCha8Rng,
) -> Answer {
    let me = d.who;
    let cat = &game.catalog;
    let n = d.options.len();
    let p = d.options.iter().position(|&a| a == prior).unwrap_or(0);
    // The prior is played in every world (`prior_sum`, `prior_wins`); the others are `alive`.
    let mut alive: Vec<usize> = (0..n).filter(|&i| i != p).collect();
    let mut diff = vec![Paired::default(); n];
    let mut wins = vec![0.0f64; n];
    let mut worlds = vec![0u32; n];
    let mut playouts = 0u32;
    let mut failed = 0u32;
    let t = cfg.tuning;
    let z = f64::from(t.z_centi) / 100.0;
    let budget = if t.spread {
        // Half for a yes/no question, up to twice the budget for five answers or more.
        (cfg.budget.playouts * (n.saturating_sub(1).clamp(1, 4) as u32) / 2).max(1)
    } else {
        cfg.budget.playouts
    };
    let rounds = (usize::BITS - alive.len().max(1).leading_zeros()).max(1);
    while !alive.is_empty() && playouts < budget {
        let per = ((budget / rounds) as usize / (alive.len() + 1)).max(1) as u32;
        let mut played = 0;
        for _ in 0..per {
            let Some(w) = next_world(cat, game, me, rng, &mut failed) else {
                break;
            };
            let seed = rollout::seed_of(rng);
            let base: Outcome = rollout::play(cat, w.clone(), d.options[p], cfg.policy, seed, me);
            wins[p] += base.win;
            worlds[p] += 1;
            playouts += 1;
            for &i in &alive {
                let o: Outcome = rollout::play(cat, w.clone(), d.options[i], cfg.policy, seed, me);
                diff[i].add(o.value(t.margin_milli) - base.value(t.margin_milli));
                wins[i] += o.win;
                worlds[i] += 1;
                playouts += 1;
            }
            played += 1;
        }
        if failed >= MAX_FAILED_WORLDS || played == 0 {
            break;
        }
        if t.early_stop {
            // A challenger clearly worse than the prior gets no more playouts.
            alive.retain(|&i| diff[i].upper(z) >= 0.0);
        }
        if alive.len() == 1 {
            continue;
        }
        alive.sort_by(|&a, &b| diff[b].mean().total_cmp(&diff[a].mean()).then(a.cmp(&b)));
        alive.truncate(alive.len().div_ceil(2));
    }
    if worlds[p] == 0 {
        return Answer {
            action: prior,
            win_chance: None,
            playouts,
            unsearched: Some("no sampled world reproduced the question"),
        };
    }
    // The best challenger, if it beats the prior with confidence.
    let pick = alive
        .iter()
        .copied()
        .filter(|&i| diff[i].lower(z) > 0.0)
        .max_by(|&a, &b| diff[a].mean().total_cmp(&diff[b].mean()).then(b.cmp(&a)))
        .unwrap_or(p);
    Answer {
        action: d.options[pick],
        win_chance: Some(wins[pick] / worlds[pick].max(1) as f64),
        playouts,
        unsearched: None,
    }
}

/// The next world that reproduces the question, counting the ones that did not.
fn next_world(
    cat: &std::sync::Arc<crate::games::acme::catalog::Catalog>,
    game: &Game,
    me: crate::games::acme::state::Slot,
    rng: &mut ChaCha8Rng,
    failed: &mut u32,
) -> Option<Game> {
    while *failed < MAX_FAILED_WORLDS {
        match world::sample(cat, game, me, rng) {
            Some(w) => return Some(w),
            None => *failed += 1,
        }
    }
    None
}
