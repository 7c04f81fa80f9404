//! Cradle's games played out by a table of random seats (`acme simulate --game cradle`): the
//! engine's loop ([`crate::engine::simulate::play_out`]) with every question answered by a
//! random legal answer drawn from a generator of the table's own (the game's dice never move).

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::flow::{Action, Decision};
use super::whole_game::{Cradle, CradleRecord, Setup};
use crate::engine::simulate::{self, Played, Table};

/// Every seat answers at random.
pub struct RandomTable {
    rng: ChaCha8Rng,
}

impl RandomTable {
    pub fn new(seed: u64) -> RandomTable {
        RandomTable {
            rng: ChaCha8Rng::seed_from_u64(crate::engine::rng::mix(seed, 0x51A7)),
        }
    }
}

impl Table<Cradle> for RandomTable {
    fn play_quick(
        &mut self,
        _: &mut Cradle,
        _: &mut CradleRecord,
        _: &mut impl FnMut(&[super::event::Event]),
    ) {
    }
    fn choose(&mut self, _: &Cradle, d: &Decision) -> Result<Action, String> {
        Ok(super::fuzz::random_answer(&mut self.rng, d))
    }
    fn describe(&self, g: &Cradle) -> String {
        format!("Epoch {}, {:?}", g.state.epoch, g.pending)
    }
}

/// One game of `players` random seats, seeded.
pub fn play(players: u8, seed: u64) -> Result<Played<Cradle>, String> {
    simulate::play_out::<Cradle>(
        super::data::builtin(),
        Setup::headless(players),
        seed,
        &mut RandomTable::new(seed),
        &mut |_| {},
    )
    .map_err(|f| f.message)
}
