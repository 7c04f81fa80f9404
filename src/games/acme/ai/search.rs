//! ACME's part of the Strategist's search (`engine::search`): the worlds its seat may imagine at
//! a question ([`world::sample`]) and their playouts ([`rollout::play`]). The search itself
//! (successive halving against the prior) is the engine's and names no game.

use rand_chacha::ChaCha8Rng;

use super::rollout::{self, Outcome};
use super::{Answer, Config, Policy, world};
use crate::engine::search::{self, Worlds};
use crate::games::acme::Game;
use crate::games::acme::decision::{Action, Decision};
use crate::games::acme::ruleset::Ruleset;
use crate::games::acme::state::Slot;

/// The worlds of one question of `game`, for the seat `me`, played out by `policy`.
struct Seen<'a, R: Ruleset> {
    game: &'a Game<R>,
    me: Slot,
    policy: Policy,
}

impl<R: Ruleset + Clone> Worlds for Seen<'_, R> {
    type World = Game<R>;
    type Action = Action;
    fn sample(&self, rng: &mut ChaCha8Rng) -> Option<Game<R>> {
        world::sample(&self.game.catalog, self.game, self.me, rng)
    }
    fn playout(&self, world: Game<R>, first: Action, seed: u64) -> Outcome {
        rollout::play(&self.game.catalog, world, first, self.policy, seed, self.me)
    }
}

/// The best answer to `d` (the pending question of `game`) found within `cfg`'s budget.
pub fn best<R: Ruleset + Clone>(
    game: &Game<R>,
    d: &Decision,
    prior: Action,
    cfg: &Config,
    rng: &mut ChaCha8Rng,
) -> Answer {
    let seen = Seen {
        game,
        me: d.who,
        policy: cfg.policy,
    };
    search::best(&seen, &d.options, prior, cfg.budget, cfg.tuning, rng)
}
