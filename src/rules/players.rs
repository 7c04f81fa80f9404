//! Simple automatic players for tests and the random-play harness. (The solitaire NPC brain of the
//! playbook lives in `npc`.)

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::decision::{Action, Ask, Decision};

/// Picks uniformly among the legal options, with its own seeded generator (independent of the
/// game's). A little bias keeps games moving: it usually stops retiring and resettling.
pub struct RandomPlayer {
    rng: ChaCha8Rng,
}

impl RandomPlayer {
    pub fn new(seed: u64) -> Self {
        RandomPlayer {
            rng: ChaCha8Rng::seed_from_u64(seed ^ 0x005e_ed0f_ac3e),
        }
    }

    pub fn choose(&mut self, d: &Decision) -> Action {
        let opts = &d.options;
        // Retirement and Resettlement shrink one's own position; a uniform player would spend most
        // of its turns taking disks off the map. Stop most of the time.
        if matches!(d.ask, Ask::Retire | Ask::Resettle)
            && opts.contains(&Action::Done)
            && self.rng.random_range(0..10) < 9
        {
            return Action::Done;
        }
        // (Searched from the end: Done is the last option of a Deployment question.)
        if matches!(d.ask, Ask::Deploy { .. })
            && opts.len() > 1
            && let Some(done) = opts.iter().rposition(|a| *a == Action::Done)
        {
            // Deploy everything most of the time (an area picked among the options but Done). The
            // options are distinct, so the areas are every option but the one at `done`: indexed
            // around it rather than filtered and counted, as this runs for every disk of a random
            // game.
            debug_assert!(!opts[..done].contains(&Action::Done));
            if self.rng.random_range(0..20) > 0 {
                let k = self.rng.random_range(0..opts.len() - 1);
                return opts[k + usize::from(k >= done)];
            }
        }
        opts[self.rng.random_range(0..opts.len())]
    }
}
