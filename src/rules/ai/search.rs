//! The choice among a question's answers: successive halving over sampled worlds.
//!
//! Every candidate still in the running is played out in the same worlds (common random numbers:
//! a difference between two candidates is then their own, not the luck of the draw); after each
//! round the worse half is dropped, so the budget goes to the close calls. The rulebook NPC's
//! answer (the prior) gets a small bonus: with few playouts, switching away from a sound default
//! on noise loses more than it gains.

use rand_chacha::ChaCha8Rng;

use super::rollout::{self, Outcome};
use super::{Answer, Config, world};
use crate::rules::Game;
use crate::rules::decision::{Action, Decision};

/// The prior's bonus, in value units (a win is 1).
const PRIOR_BONUS: f64 = 0.03;

/// Worlds that fail to reproduce the question (see `world::sample`) before the search gives up
/// and answers with the prior.
const MAX_FAILED_WORLDS: u32 = 8;

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
    let mut alive: Vec<usize> = (0..n).collect();
    let mut sum = vec![0.0f64; n];
    let mut wins = vec![0.0f64; n];
    let mut seen = 0u32; // worlds every live candidate was played in
    let mut playouts = 0u32;
    let mut failed = 0u32;
    let budget = cfg.budget.playouts;
    let rounds = (usize::BITS - (n - 1).leading_zeros()).max(1);
    let key = |i: usize, sum: &[f64], seen: u32| {
        let bonus = if d.options[i] == prior {
            PRIOR_BONUS
        } else {
            0.0
        };
        sum[i] / seen.max(1) as f64 + bonus
    };
    while alive.len() > 1 && playouts < budget {
        let per = ((budget / rounds) as usize / alive.len()).max(1) as u32;
        for _ in 0..per {
            let Some(w) = next_world(cat, game, me, rng, &mut failed) else {
                break;
            };
            let seed = rollout::seed_of(rng);
            for &i in &alive {
                let o: Outcome = rollout::play(cat, w.clone(), d.options[i], cfg.policy, seed, me);
                sum[i] += o.value();
                wins[i] += o.win;
                playouts += 1;
            }
            seen += 1;
        }
        if failed >= MAX_FAILED_WORLDS || seen == 0 {
            break;
        }
        alive.sort_by(|&a, &b| {
            key(b, &sum, seen)
                .total_cmp(&key(a, &sum, seen))
                .then(a.cmp(&b))
        });
        alive.truncate(alive.len().div_ceil(2));
    }
    if seen == 0 {
        return Answer {
            action: prior,
            win_chance: None,
            playouts,
            unsearched: Some("no sampled world reproduced the question"),
        };
    }
    let pick = *alive
        .iter()
        .max_by(|&&a, &&b| {
            key(a, &sum, seen)
                .total_cmp(&key(b, &sum, seen))
                .then(b.cmp(&a))
        })
        .expect("a candidate is left");
    Answer {
        action: d.options[pick],
        win_chance: Some(wins[pick] / seen as f64),
        playouts,
        unsearched: None,
    }
}

/// The next world that reproduces the question, counting the ones that did not.
fn next_world(
    cat: &std::sync::Arc<crate::rules::catalog::Catalog>,
    game: &Game,
    me: crate::rules::state::Slot,
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
