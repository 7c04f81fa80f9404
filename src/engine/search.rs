//! The Strategist's search, for any game: successive halving over sampled worlds, measured
//! against a prior answer (the game's own-seat policy).
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
//! How the budget is spent ([`Tuning`]): by default it follows the number of answers (half for a
//! yes/no question, twice for five answers or more: one world per candidate decided too little at
//! a many-answer question), and a challenger clearly worse than the prior (its paired difference
//! below zero by more than `z` standard errors, over four worlds or more) is dropped at the end of
//! a round, before the halving.
//!
//! What is the game's: how a world is sampled from what the seat may see and how a playout is
//! played and scored ([`Worlds`]). The search itself names no game.

use rand_chacha::ChaCha8Rng;

/// Worlds that fail to reproduce the question (see [`Worlds::sample`]) before the search gives up
/// and answers with the prior.
const MAX_FAILED_WORLDS: u32 = 8;

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

    /// What [`Budget::parse`] reads, as its refusals say it.
    pub const ALLOWED: &str = "quick, normal, deep or a number of playouts";

    /// The budget's name where it has one (`quick`, `normal`, `deep`).
    pub fn name(self) -> Option<&'static str> {
        match self {
            Budget::QUICK => Some("quick"),
            Budget::NORMAL => Some("normal"),
            Budget::DEEP => Some("deep"),
            _ => None,
        }
    }

    /// `quick`, `normal`, `deep` or a number of playouts (0: no search, the own-seat policy's
    /// answer: the baseline the search improves on).
    pub fn parse(s: &str) -> Result<Budget, String> {
        match s {
            "quick" => Ok(Budget::QUICK),
            "normal" => Ok(Budget::NORMAL),
            "deep" => Ok(Budget::DEEP),
            n => match n.parse::<u32>() {
                Ok(p) => Ok(Budget { playouts: p }),
                _ => Err(format!(
                    "unknown budget '{s}' (expected {})",
                    Budget::ALLOWED
                )),
            },
        }
    }
}

/// How the search spends its budget and scores its playouts: the settings compared in
/// docs/strategist.md (the arena's `--tune`), the default being the one kept: margin 25, spread,
/// early stop, z 1.65 (the third pass; figures in docs/strategist.md). The second pass (margin 10)
/// won 48.6% of 280 basic-4 games against three rulebook NPCs at the normal budget, the first
/// (margin 4, flat budget, no early stop) 28.3% of 120.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Tuning {
    /// A playout's value is its win share plus this many thousandths per point of margin over the
    /// best other seat (clamped to ±50). Why more than a tie-break: a win is 0 or 1 in most
    /// playouts whatever the answer, so with a few dozen playouts the margin is most of the signal
    /// that tells two answers apart. 25 (a 40-point margin weighs a win) won more than 10
    /// (docs/strategist.md, third pass); a lower `z` (1.00) won less.
    pub margin_milli: u16,
    /// Spread the budget by the question's number of answers: half the playouts for a yes/no
    /// question, up to twice as many for five answers or more (the many-answer questions are where
    /// one world per candidate decided too little).
    pub spread: bool,
    /// Stop playing a challenger out once it is clearly worse than the prior (its paired
    /// difference below zero by more than the confidence margin), and stop the search when no
    /// challenger is left.
    pub early_stop: bool,
    /// How many hundredths of a standard error of the paired difference a challenger must beat
    /// the prior by to replace it (and be below it by to be stopped early).
    pub z_centi: u16,
    /// What a playout's end is worth ([`Score`]): the win and the margin (the default), a
    /// logistic of the margin, or the win and the margin with the seat's rank. The other two
    /// were screened in ACIS and not kept (docs/strategist.md, "A score that reads the rank").
    pub score: Score,
    /// The score's scale: for [`Score::Logistic`] the points of margin that move the value from
    /// one half to about three quarters; for [`Score::Rank`] the hundredths of a win that
    /// out-scoring every other seat is worth. Unused by [`Score::Margin`].
    pub scale: u16,
}

/// How a playout's end is scored for the searching seat ([`Outcome::value`]). Why more than one:
/// the searched seat ends level with the NPCs and loses close finishes (docs/strategist.md, "Where
/// the ACIS seat loses"), so a score that weighs the seat's place among all the others, or the
/// close finishes more than the routs, may pick answers that hurt the leader rather than feed him.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Score {
    /// The win share plus `margin_milli` thousandths per point of margin over the best other seat.
    #[default]
    Margin,
    /// A logistic of the margin over the best other seat: `1 / (1 + e^(-margin / scale))`, a
    /// smooth chance to win that tells close finishes apart and cares little how far a rout went.
    Logistic,
    /// [`Score::Margin`] plus `scale` hundredths of a win times the share of the other seats the
    /// seat out-scored (ties count half): second of four is worth more than last.
    Rank,
}

impl Score {
    /// The names `--tune score=` reads.
    const NAMES: [(&'static str, Score); 3] = [
        ("margin", Score::Margin),
        ("logistic", Score::Logistic),
        ("rank", Score::Rank),
    ];
}

impl Default for Tuning {
    fn default() -> Self {
        Tuning {
            margin_milli: 25,
            spread: true,
            early_stop: true,
            z_centi: 165,
            score: Score::Margin,
            scale: 10,
        }
    }
}

impl Tuning {
    /// `margin=N,spread=0|1,stop=0|1,z=N,score=margin|logistic|rank,scale=N` (any subset; the
    /// rest from the default; `z` in hundredths of a standard error).
    pub fn parse(s: &str) -> Result<Tuning, String> {
        let mut t = Tuning::default();
        for part in s.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let bad = || {
                format!(
                    "bad tuning '{part}' (expected margin=N, spread=0|1, stop=0|1, z=N, \
                     score=margin|logistic|rank or scale=N)"
                )
            };
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
                "score" => {
                    t.score = Score::NAMES
                        .iter()
                        .find(|(name, _)| *name == v)
                        .map(|&(_, s)| s)
                        .ok_or_else(bad)?
                }
                "scale" => t.scale = v.parse().ok().filter(|&n| n > 0).ok_or_else(bad)?,
                _ => return Err(bad()),
            }
        }
        Ok(t)
    }
}

/// What one playout tells the search: the searching seat's share of the win and its margin.
#[derive(Debug, Clone, Copy, Default)]
pub struct Outcome {
    /// 1 for a sole win, 1/k for a k-way tie, 0 otherwise.
    pub win: f64,
    /// The seat's score minus the best other seat's score at the end (the game's points).
    pub margin: f64,
    /// The share of the other seats whose score the seat's beat at the end (a tie counts half):
    /// 1 when first, 0 when last.
    pub beaten: f64,
}

impl Outcome {
    /// The playout's value to the search, as `t.score` reads it ([`Score`]): by default the win,
    /// with the margin telling near-ties apart (a playout lost by 2 points is better news than
    /// one lost by 30), `margin_milli` thousandths per point (`Tuning::margin_milli`).
    pub fn value(self, t: &Tuning) -> f64 {
        let linear =
            || self.win + f64::from(t.margin_milli) / 1000.0 * self.margin.clamp(-50.0, 50.0);
        let scale = f64::from(t.scale.max(1));
        match t.score {
            Score::Margin => linear(),
            Score::Logistic => 1.0 / (1.0 + (-self.margin / scale).exp()),
            Score::Rank => linear() + scale / 100.0 * self.beaten,
        }
    }
}

/// How the search answered a question.
#[derive(Debug, Clone, PartialEq)]
pub struct Answer<A> {
    pub action: A,
    /// The estimated chance to win after this answer (mean win share over its playouts); `None`
    /// when nothing was searched.
    pub win_chance: Option<f64>,
    /// Playouts run.
    pub playouts: u32,
    /// Why the answer was not searched, when it was not.
    pub unsearched: Option<&'static str>,
}

/// The game's part of the search: the worlds a seat may imagine at one question, and how one
/// is played out.
pub trait Worlds {
    type World: Clone;
    type Action: Copy + PartialEq;
    /// A world consistent with what the seat sees, drawn with `rng`; `None` when the drawn world
    /// does not reproduce the question (the caller draws another).
    fn sample(&self, rng: &mut ChaCha8Rng) -> Option<Self::World>;
    /// `world` played to its end, `first` answering its pending question, scored for the seat.
    fn playout(&self, world: Self::World, first: Self::Action, seed: u64) -> Outcome;
}

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

/// The best of `options` (the pending question's answers) found within `budget`, `prior` kept
/// unless another beats it with confidence.
pub fn best<W: Worlds>(
    worlds: &W,
    options: &[W::Action],
    prior: W::Action,
    budget: Budget,
    t: Tuning,
    rng: &mut ChaCha8Rng,
) -> Answer<W::Action> {
    let n = options.len();
    let p = options.iter().position(|&a| a == prior).unwrap_or(0);
    // The prior is played in every world (`prior_sum`, `prior_wins`); the others are `alive`.
    let mut alive: Vec<usize> = (0..n).filter(|&i| i != p).collect();
    let mut diff = vec![Paired::default(); n];
    let mut wins = vec![0.0f64; n];
    let mut played_in = vec![0u32; n];
    let mut playouts = 0u32;
    let mut failed = 0u32;
    let z = f64::from(t.z_centi) / 100.0;
    let budget = if t.spread {
        // Half for a yes/no question, up to twice the budget for five answers or more.
        (budget.playouts * (n.saturating_sub(1).clamp(1, 4) as u32) / 2).max(1)
    } else {
        budget.playouts
    };
    let rounds = (usize::BITS - alive.len().max(1).leading_zeros()).max(1);
    while !alive.is_empty() && playouts < budget {
        let per = ((budget / rounds) as usize / (alive.len() + 1)).max(1) as u32;
        let mut played = 0;
        for _ in 0..per {
            let Some(w) = next_world(worlds, rng, &mut failed) else {
                break;
            };
            let seed = seed_of(rng);
            let base = worlds.playout(w.clone(), options[p], seed);
            wins[p] += base.win;
            played_in[p] += 1;
            playouts += 1;
            for &i in &alive {
                let o = worlds.playout(w.clone(), options[i], seed);
                diff[i].add(o.value(&t) - base.value(&t));
                wins[i] += o.win;
                played_in[i] += 1;
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
    if played_in[p] == 0 {
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
        action: options[pick],
        win_chance: Some(wins[pick] / played_in[pick].max(1) as f64),
        playouts,
        unsearched: None,
    }
}

/// The next world that reproduces the question, counting the ones that did not.
fn next_world<W: Worlds>(worlds: &W, rng: &mut ChaCha8Rng, failed: &mut u32) -> Option<W::World> {
    while *failed < MAX_FAILED_WORLDS {
        match worlds.sample(rng) {
            Some(w) => return Some(w),
            None => *failed += 1,
        }
    }
    None
}

/// A generator seed for one playout, drawn from the search's generator.
pub fn seed_of(rng: &mut ChaCha8Rng) -> u64 {
    rand::Rng::random(rng)
}
