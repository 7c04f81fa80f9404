//! The Strategist: a search-based player (issue 26), stronger than the rulebook's flowchart.
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

pub use rollout::Policy;

use crate::games::acme::Game;
use crate::games::acme::decision::Action;
use crate::games::acme::npc;

/// How hard the Strategist thinks: playouts per question (a target: each candidate left gets at
/// least one playout per round of the search).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Budget {
    pub playouts: u32,
}

impl Budget {
    pub const QUICK: Budget = Budget { playouts: 16 };
    pub const NORMAL: Budget = Budget { playouts: 48 };
    pub const DEEP: Budget = Budget { playouts: 160 };

    /// `quick`, `normal`, `deep` or a number of playouts (0: no search, the own-seat policy's
    /// answer ([`player`]): the baseline the search improves on).
    pub fn parse(s: &str) -> Result<Budget, String> {
        match s {
            "quick" => Ok(Budget::QUICK),
            "normal" => Ok(Budget::NORMAL),
            "deep" => Ok(Budget::DEEP),
            n => match n.parse::<u32>() {
                Ok(p) => Ok(Budget { playouts: p }),
                _ => Err(format!(
                    "unknown budget '{s}' (expected quick, normal, deep or a number of playouts)"
                )),
            },
        }
    }
}

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

/// How the search spends its budget and scores its playouts: the settings compared in
/// docs/strategist.md (`acme arena --tune`), the default being the one kept: margin 25, spread,
/// early stop, z 1.65 (the third pass; figures in docs/strategist.md). The second pass (margin 10)
/// won 48.6% of 280 basic-4 games against three rulebook NPCs at the normal budget, the first
/// (margin 4, flat budget, no early stop) 28.3% of 120.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Tuning {
    /// A playout's value is its win share plus this many thousandths per VP of margin over the
    /// best other civilization (clamped to ±50 VP). Why more than a tie-break: a win is 0 or 1 in
    /// most playouts whatever the answer, so with a few dozen playouts the margin is most of the
    /// signal that tells two answers apart. 25 (a 40 VP margin weighs a win) won more than 10
    /// (docs/strategist.md, third pass); a lower `z` (1.00) won less.
    pub margin_milli: u16,
    /// Spread the budget by the question's number of answers: half the playouts for a yes/no
    /// question, up to twice as many for five answers or more (the many-answer questions,
    /// Deployment and card choices, are where one world per candidate decided too little).
    pub spread: bool,
    /// Stop playing a challenger out once it is clearly worse than the prior (its paired
    /// difference below zero by more than the confidence margin), and stop the search when no
    /// challenger is left.
    pub early_stop: bool,
    /// How many hundredths of a standard error of the paired difference a challenger must beat
    /// the prior by to replace it (and be below it by to be stopped early).
    pub z_centi: u16,
}

impl Default for Tuning {
    fn default() -> Self {
        Tuning {
            margin_milli: 25,
            spread: true,
            early_stop: true,
            z_centi: 165,
        }
    }
}

impl Tuning {
    /// `margin=N,spread=0|1,stop=0|1,z=N` (any subset; the rest from the default; `z` in
    /// hundredths of a standard error).
    pub fn parse(s: &str) -> Result<Tuning, String> {
        let mut t = Tuning::default();
        for part in s.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let bad =
                || format!("bad tuning '{part}' (expected margin=N, spread=0|1, stop=0|1 or z=N)");
            let (k, v) = part.split_once('=').ok_or_else(bad)?;
            let flag = || match v {
                "0" => Ok(false),
                "1" => Ok(true),
                _ => Err(bad()),
            };
            match k {
                "margin" => t.margin_milli = v.parse().map_err(|_| bad())?,
                "spread" => t.spread = flag()?,
                "stop" => t.early_stop = flag()?,
                "z" => t.z_centi = v.parse().map_err(|_| bad())?,
                _ => return Err(bad()),
            }
        }
        Ok(t)
    }
}

/// How the Strategist answered a question.
#[derive(Debug, Clone, PartialEq)]
pub struct Answer {
    pub action: Action,
    /// The estimated chance to win after this answer (mean win share over its playouts); `None`
    /// when nothing was searched.
    pub win_chance: Option<f64>,
    /// Playouts run.
    pub playouts: u32,
    /// Why the answer was not searched, when it was not.
    pub unsearched: Option<&'static str>,
}

/// The Strategist's answer to `game`'s pending question, for the seat asked. `None` when the game
/// is over.
pub fn choose(game: &Game, cfg: &Config) -> Option<Answer> {
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
    let prior = player::answer(
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
pub fn player_answer(game: &Game) -> Option<Action> {
    let d = game.pending()?;
    Some(player::answer(
        &game.catalog,
        &game.state,
        d,
        game.state.actions,
        &npc::Scratch::default(),
    ))
}

/// One 64-bit seed from two (SplitMix64's finaliser over their combination).
pub fn mix(a: u64, b: u64) -> u64 {
    let mut z = a ^ b.wrapping_mul(0x9e37_79b9_7f4a_7c15).rotate_left(17);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}
