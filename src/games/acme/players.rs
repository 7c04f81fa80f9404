//! Simple automatic players for tests and the random-play harness. (The solitaire NPC brain of the
//! playbook lives in `npc`.)

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::catalog::{AreaId, AreaSet};
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
        // (Searched from the end: Done is the last option of a Deployment question.)
        let i = self.pick(&d.ask, opts.len(), || {
            let done = opts.iter().rposition(|a| *a == Action::Done);
            debug_assert!(done.is_none_or(|i| !opts[..i].contains(&Action::Done)));
            done
        });
        opts[i]
    }

    /// [`RandomPlayer::choose`] for a question whose options are the areas of `areas` in id
    /// order, then Done (a Deployment question: see `proc::Answerer::answer_areas_or_done`),
    /// without the list of options: the same answer, drawn with the same numbers.
    pub fn choose_area_or_done(&mut self, ask: &Ask, areas: AreaSet) -> Action {
        let n = areas.count_ones() as usize;
        match self.pick(ask, n + 1, || Some(n)) {
            i if i == n => Action::Done,
            i => Action::Area(nth_area(areas, i)),
        }
    }

    /// The index of the option chosen among `len` options of a question `ask`, `done` giving
    /// where Done is among them (if it is).
    fn pick(&mut self, ask: &Ask, len: usize, done: impl FnOnce() -> Option<usize>) -> usize {
        // Retirement and Resettlement shrink one's own position; a uniform player would spend most
        // of its turns taking disks off the map. Stop most of the time.
        if matches!(ask, Ask::Retire | Ask::Resettle) {
            if let Some(done) = done()
                && self.rng.random_range(0..10) < 9
            {
                return done;
            }
        } else if matches!(ask, Ask::Deploy { .. })
            && len > 1
            && let Some(done) = done()
        {
            // Deploy everything most of the time (an area picked among the options but Done). The
            // options are distinct, so the areas are every option but the one at `done`: indexed
            // around it rather than filtered and counted, as this runs for every disk of a random
            // game.
            if self.rng.random_range(0..20) > 0 {
                let k = self.rng.random_range(0..len - 1);
                return k + usize::from(k >= done);
            }
        }
        self.rng.random_range(0..len)
    }
}

/// The `k`-th area of `set` in id order (`k` below the set's size).
fn nth_area(set: AreaSet, k: usize) -> AreaId {
    let lo = set as u64;
    let (mut word, mut k, base) = match lo.count_ones() as usize {
        n if k < n => (lo, k, 0),
        n => ((set >> 64) as u64, k - n, 64),
    };
    while k > 0 {
        word &= word - 1;
        k -= 1;
    }
    AreaId(base + word.trailing_zeros() as u8)
}
