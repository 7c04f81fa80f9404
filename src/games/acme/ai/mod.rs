//! The Strategist: a search-based player, stronger than the rulebook's flowchart.
//!
//! At each question with a real choice it samples worlds consistent with what its seat may see
//! ([`world`]: information-set search by determinization, the unseen cards dealt again and a new
//! generator), plays each candidate answer out to the end of the game in the same worlds
//! ([`rollout`]: common random numbers, so candidates are compared on the same luck; the NPCs
//! played by the rulebook brain, its own seat by [`player`]) and keeps the best by successive
//! halving ([`search`]), leaving [`player`]'s answer only for one that beats it with confidence.
//! A question with one legal answer is answered at once.
//!
//! Pure and deterministic: no clock, no I/O; its randomness comes from its own generator, seeded
//! from the game seed it is given and the number of the decision (`State::actions`), so the game's
//! generator is never touched and a game with Strategists replays from its action list alone.
//! The budget is a number of playouts per question, so the same seed and budget give the same
//! answer on every machine.

pub mod player;
pub mod rollout;
pub mod search;
pub mod world;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

pub use crate::engine::rng::mix;
pub use crate::engine::search::{Budget, Score, Tuning};
pub use rollout::Policy;

use crate::games::acme::Game;
use crate::games::acme::decision::Action;
use crate::games::acme::npc;
use crate::games::acme::ruleset::Ruleset;

/// The Strategist's settings.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Config {
    pub budget: Budget,
    pub policy: Policy,
    /// Mixed with the number of the decision into the search's own generator.
    pub seed: u64,
    pub tuning: Tuning,
}

impl Config {
    pub fn new(budget: Budget, seed: u64) -> Self {
        Config {
            budget,
            policy: Policy::Npc,
            seed,
            tuning: Tuning::default(),
        }
    }
}

/// How the Strategist answered a question.
pub type Answer = crate::engine::search::Answer<Action>;

/// The Strategist's answer to `game`'s pending question, for the seat asked. `None` when the game
/// is over. Generic over the ruleset `R` of the game (ACME's, or a sibling game's on ACME's
/// phases): its playouts play the NPCs by the brain under `R` (`npc::choose_action_under`).
pub fn choose<R: Ruleset + Clone>(game: &Game<R>, cfg: &Config) -> Option<Answer> {
    let d = game.pending()?;
    if d.options.len() == 1 {
        return Some(Answer {
            action: d.options[0],
            win_chance: None,
            playouts: 0,
            unsearched: Some("one legal answer"),
        });
    }
    let mut rng = ChaCha8Rng::seed_from_u64(mix(cfg.seed, game.state.actions as u64));
    // The own-seat policy's answer (the rulebook brain played as a player, `player`): the
    // search's default, kept unless another does better.
    let prior = player::answer::<R>(
        &game.catalog,
        &game.state,
        d,
        game.state.actions,
        &npc::Scratch::default(),
    );
    if cfg.budget.playouts == 0 {
        return Some(Answer {
            action: prior,
            win_chance: None,
            playouts: 0,
            unsearched: Some("no budget"),
        });
    }
    Some(search::best(game, d, prior, cfg, &mut rng))
}

/// The own-seat policy's answer ([`player`]) to `game`'s pending question: the Strategist's
/// answer without a budget, and how its playouts play its seat. `None` when the game is over.
pub fn player_answer<R: Ruleset>(game: &Game<R>) -> Option<Action> {
    let d = game.pending()?;
    Some(player::answer::<R>(
        &game.catalog,
        &game.state,
        d,
        game.state.actions,
        &npc::Scratch::default(),
    ))
}
