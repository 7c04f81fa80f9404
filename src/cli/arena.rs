//! `acme arena`: seat-rotated games between seat kinds (the rulebook NPC brain, the Strategist),
//! with each kind's win rate (95% Wilson interval), mean VP and decision times.
//!
//! Game i is played with seed S+i and the seat list rotated by i places (seat j of the list at
//! slot (j + i) mod P), so every kind sits at every slot (civilization and Turn Order position)
//! equally often over P games; each kind's results are also given per slot. The results do not
//! depend on the number of threads.

use std::process::ExitCode;
use std::sync::Arc;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressStyle};
use serde::Serialize;

use crate::arena::{self, SeatKind};
use crate::game_id::GameId;
use crate::games::acis::rules::Acis;
use crate::games::acme::ai::{Budget, Policy, Tuning};
use crate::games::acme::catalog::Catalog;
use crate::games::acme::npc::TieBreak;
use crate::games::acme::{Acme, WholeGame};
use crate::sim::SimSetup;

/// `acme arena`: its options (clap reads them straight into this).
#[derive(clap::Args, Debug)]
pub struct Args {
    /// A Rulebook basic setup: basic-2 ... basic-6.
    #[arg(long, default_value = "basic-4")]
    pub setup: String,
    /// One seat per player, rotated from game to game: npc, strategist (at --budget) or
    /// strategist:BUDGET (quick, normal, deep or a number of playouts), so that one setting can
    /// be pitted against another: `--seats strategist:quick,strategist:normal,npc,npc`.
    #[arg(long, default_value = "strategist,npc,npc,npc")]
    pub seats: String,
    #[arg(long, default_value_t = 100)]
    pub games: u32,
    /// Game i uses seed S+i.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Worker threads (the results do not depend on it).
    #[arg(long, default_value_t = 1)]
    pub threads: usize,
    /// The Strategist's budget: quick, normal, deep or a number of playouts per question.
    #[arg(long, default_value = "normal")]
    pub budget: String,
    /// Last Epoch of each game.
    #[arg(long, default_value_t = 4)]
    pub epochs: u8,
    /// Print the statistics as JSON.
    #[arg(long)]
    pub json: bool,
    /// Who plays the Strategist's playouts: npc (the rulebook brain for the NPCs, the own-seat
    /// policy for the Strategist's seat) or random.
    #[arg(long, default_value = "npc")]
    pub playouts: String,
    /// The search's settings to compare (docs/strategist.md): `margin=N` (thousandths of a win
    /// per VP of margin), `spread=0|1` (budget by number of answers), `stop=0|1` (drop clearly
    /// worse answers early), `z=N` (hundredths of a standard error a challenger must beat the
    /// policy's answer by), `score=margin|logistic|rank` (what a playout's end is worth: the win
    /// and the margin over the best other seat, a logistic of that margin, or the win, the margin
    /// and the share of other seats out-scored), `scale=N` (the logistic's points of margin, or
    /// the rank's hundredths of a win); unset ones keep the Strategist's default.
    #[arg(long, default_value = "")]
    pub tune: String,
    #[command(flatten)]
    pub game: crate::cli::GameArg,
}

#[derive(Debug, Serialize)]
struct KindStats {
    seat: String,
    /// Seat-games played by this kind.
    seats: u32,
    wins: f64,
    win_rate: f64,
    win_low95: f64,
    win_high95: f64,
    vp_mean: f64,
    decisions: usize,
    decision_ms_mean: f64,
    decision_ms_max: f64,
    /// The Strategist's decisions in processor time (see `arena::SeatedGame::cpu_times`).
    /// `None` for a kind that does not search (NPC seats).
    decision_cpu_ms_mean: Option<f64>,
    decision_cpu_ms_max: Option<f64>,
    /// The same kind's results at each slot (civilization and Turn Order position), slot 1
    /// first: whether a seat plays better from some positions shows here.
    by_slot: Vec<SlotStats>,
    /// For a Strategist kind: the search's estimate (its playouts' win share) against how its
    /// games ended, in tenths (see [`CalibrationBin`]); empty for NPC seats.
    calibration: Vec<CalibrationBin>,
}

/// The Strategist's estimates that fell in one tenth (0-10%, 10-20%, ...), one per seat-game and
/// Epoch (the first searched question of the Epoch), and the share of those seat-games won: an
/// estimate that is a chance to win wins about as often as it says. The estimates of one seat-game in
/// different Epochs are not independent, so the interval is a guide, not a test.
#[derive(Debug, Serialize)]
struct CalibrationBin {
    /// The tenth's lower end, in percent.
    from_percent: u32,
    estimates: u32,
    estimate_mean: f64,
    won: f64,
    won_rate: f64,
    won_low95: f64,
    won_high95: f64,
}

/// One kind's results at one slot.
#[derive(Debug, Serialize)]
struct SlotStats {
    /// The slot, counted from 1.
    slot: usize,
    seats: u32,
    wins: f64,
    win_rate: f64,
    win_low95: f64,
    win_high95: f64,
}

#[derive(Debug, Serialize)]
struct Summary {
    setup: String,
    seats: Vec<String>,
    games: u32,
    seed: u64,
    failed: u32,
    kinds: Vec<KindStats>,
    seconds: f64,
}

struct GameOut {
    slots: Vec<SlotOut>,
}

/// One slot of a finished game.
struct SlotOut {
    kind: String,
    win: f64,
    vp: u32,
    /// Decision times: wall clock, and processor time (the Strategist's).
    wall: Vec<Duration>,
    cpu: Vec<Duration>,
    /// The Strategist's first estimate of each Epoch (see `arena::SeatedGame::estimates`).
    estimates: Vec<f64>,
}

/// One game of the arena, as [`play_game`] plays it for one game of the family.
type PlayOne =
    fn(Arc<Catalog>, &SimSetup, &[SeatKind], u64, Policy, Tuning) -> Result<GameOut, String>;

/// One game of the ruleset `R` (`arena::play_under`), its seats' results.
fn play_game<R: WholeGame>(
    cat: Arc<Catalog>,
    setup: &SimSetup,
    seated: &[SeatKind],
    seed: u64,
    policy: Policy,
    tuning: Tuning,
) -> Result<GameOut, String> {
    let g = arena::play_under::<R>(cat, setup, seated, seed, policy, tuning)?;
    let st = &g.game.state;
    let winners = st.winner.clone().unwrap_or_default();
    let share = 1.0 / winners.len().max(1) as f64;
    Ok(GameOut {
        slots: st
            .slots()
            .map(|s| SlotOut {
                kind: seated[s.idx()].label(),
                win: if winners.contains(&s) { share } else { 0.0 },
                vp: st.civ(s).vp,
                wall: g.times[s.idx()].clone(),
                cpu: g.cpu_times[s.idx()].clone(),
                estimates: g.estimates[s.idx()].iter().map(|&(_, p)| p).collect(),
            })
            .collect(),
    })
}

pub fn run(args: Args) -> ExitCode {
    let Some(players) = args
        .setup
        .strip_prefix("basic-")
        .and_then(|n| n.parse::<u8>().ok())
        .filter(|n| (2..=6).contains(n))
    else {
        eprintln!(
            "unknown setup '{}' (expected basic-2 ... basic-6)",
            args.setup
        );
        return ExitCode::FAILURE;
    };
    let budget = match Budget::parse(&args.budget) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    let seats: Vec<SeatKind> = match args
        .seats
        .split(',')
        .map(|s| SeatKind::parse(s.trim(), budget))
        .collect::<Result<_, _>>()
    {
        Ok(v) => v,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    if seats.len() != players as usize {
        eprintln!(
            "{} seats for {} ({} players): give one seat per player",
            seats.len(),
            args.setup,
            players
        );
        return ExitCode::FAILURE;
    }
    let tuning = match Tuning::parse(&args.tune) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    let policy = match args.playouts.as_str() {
        "npc" => Policy::Npc,
        "random" => Policy::Random,
        other => {
            eprintln!("unknown playout policy '{other}' (npc or random)");
            return ExitCode::FAILURE;
        }
    };
    // The game's catalog, and its games played under its ruleset.
    let (cat, play_one): (_, PlayOne) = match args.game.game {
        GameId::Acme => (crate::games::acme::data::builtin(), play_game::<Acme>),
        GameId::Acis => (crate::games::acis::system::builtin(), play_game::<Acis>),
        // Refused when the command line is read (`Command::refusal`): no arena for Cradle yet.
        other => {
            eprintln!("{}", crate::game_id::NotPlayable(other));
            return ExitCode::FAILURE;
        }
    };
    let setup = SimSetup::basic(players, args.epochs, TieBreak::UseHead);
    let n = args.games as usize;
    let results: Mutex<Vec<Option<Result<GameOut, String>>>> =
        Mutex::new((0..n).map(|_| None).collect());
    let next = AtomicUsize::new(0);
    let bar = if args.json {
        ProgressBar::hidden()
    } else {
        ProgressBar::new(n as u64)
    };
    bar.set_style(
        ProgressStyle::with_template("{bar:40} {pos}/{len} games eta {eta}").expect("template"),
    );
    let start = Instant::now();
    let threads = args.threads.max(1).min(n.max(1));
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= n {
                        break;
                    }
                    let seed = args.seed.wrapping_add(i as u64);
                    let p = seats.len();
                    let seated: Vec<SeatKind> =
                        (0..p).map(|j| seats[(j + p - i % p) % p]).collect();
                    let out = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                        play_one(cat.clone(), &setup, &seated, seed, policy, tuning)
                    }));
                    let r = match out {
                        Ok(Ok(g)) => Ok(g),
                        Ok(Err(e)) => Err(format!("game seed {seed}: {e}")),
                        Err(_) => Err(format!("game seed {seed}: panic")),
                    };
                    results.lock().expect("no poisoned lock")[i] = Some(r);
                    bar.inc(1);
                }
            });
        }
    });
    bar.finish_and_clear();
    let seconds = start.elapsed().as_secs_f64();
    let results = results.into_inner().expect("no poisoned lock");
    // One row per setting (two seats at the same budget share one), in the seat list's order;
    // the text report names each budget as well (`strategist:16 (quick)`).
    let mut labels: Vec<String> = Vec::new();
    let mut settings: Vec<String> = Vec::new();
    for k in &seats {
        if !labels.contains(&k.label()) {
            labels.push(k.label());
            settings.push(k.setting());
        }
    }
    let mut failed = 0;
    let mut kinds: Vec<KindStats> = Vec::new();
    for label in &labels {
        let (mut seats_n, mut wins, mut vp) = (0u32, 0.0, 0.0);
        let mut times: Vec<Duration> = Vec::new();
        let mut cpu: Vec<Duration> = Vec::new();
        let mut per_slot = vec![(0u32, 0.0f64); players as usize];
        // Per tenth: estimates, their sum, and the wins of their seat-games.
        let mut tenths = [(0u32, 0.0f64, 0.0f64); 10];
        for r in results.iter().flatten() {
            let Ok(g) = r else { continue };
            for (slot, o) in g.slots.iter().enumerate() {
                if &o.kind != label {
                    continue;
                }
                seats_n += 1;
                wins += o.win;
                vp += o.vp as f64;
                times.extend(&o.wall);
                cpu.extend(&o.cpu);
                per_slot[slot].0 += 1;
                per_slot[slot].1 += o.win;
                for &p in &o.estimates {
                    let t = &mut tenths[((p * 10.0) as usize).min(9)];
                    t.0 += 1;
                    t.1 += p;
                    t.2 += o.win;
                }
            }
        }
        let by_slot = per_slot
            .iter()
            .enumerate()
            .map(|(i, &(n, w))| {
                let (lo, hi) = crate::engine::stats::wilson(w, n as f64);
                SlotStats {
                    slot: i + 1,
                    seats: n,
                    wins: w,
                    win_rate: w / n.max(1) as f64,
                    win_low95: lo,
                    win_high95: hi,
                }
            })
            .collect();
        let calibration = tenths
            .iter()
            .enumerate()
            .filter(|(_, t)| t.0 > 0)
            .map(|(i, &(n, sum, won))| {
                let (lo, hi) = crate::engine::stats::wilson(won, n as f64);
                CalibrationBin {
                    from_percent: 10 * i as u32,
                    estimates: n,
                    estimate_mean: sum / n as f64,
                    won,
                    won_rate: won / n as f64,
                    won_low95: lo,
                    won_high95: hi,
                }
            })
            .collect();
        let m = seats_n.max(1) as f64;
        let (lo, hi) = crate::engine::stats::wilson(wins, seats_n as f64);
        let ms = |d: &Duration| d.as_secs_f64() * 1000.0;
        kinds.push(KindStats {
            seat: label.clone(),
            seats: seats_n,
            wins,
            win_rate: wins / m,
            win_low95: lo,
            win_high95: hi,
            vp_mean: vp / m,
            decisions: times.len(),
            decision_ms_mean: times.iter().map(ms).sum::<f64>() / times.len().max(1) as f64,
            decision_ms_max: times.iter().map(ms).fold(0.0, f64::max),
            decision_cpu_ms_mean: (!cpu.is_empty())
                .then(|| cpu.iter().map(ms).sum::<f64>() / cpu.len() as f64),
            decision_cpu_ms_max: (!cpu.is_empty()).then(|| cpu.iter().map(ms).fold(0.0, f64::max)),
            by_slot,
            calibration,
        });
    }
    for r in results.iter().flatten() {
        if let Err(e) = r {
            failed += 1;
            eprintln!("{e}");
        }
    }
    let summary = Summary {
        setup: args.setup.clone(),
        seats: seats.iter().map(|k| k.label()).collect(),
        games: args.games,
        seed: args.seed,
        failed,
        kinds,
        seconds,
    };
    if args.json {
        outln!(
            "{}",
            serde_json::to_string_pretty(&summary).expect("serializable")
        );
    } else {
        outln!(
            "{}: {} games from seed {} ({} Epochs), seats {} rotated, {} failed",
            summary.setup,
            summary.games,
            summary.seed,
            args.epochs,
            seats
                .iter()
                .map(|k| k.setting())
                .collect::<Vec<_>>()
                .join(","),
            failed
        );
        outln!(
            "{:<22} {:>6} {:>7} {:>7} {:>15} {:>8} {:>10} {:>9} {:>9} {:>9} {:>9}",
            "seat",
            "seats",
            "wins",
            "win %",
            "95% interval",
            "VP mean",
            "decisions",
            "mean ms",
            "max ms",
            "cpu mean",
            "cpu max"
        );
        for (k, setting) in summary.kinds.iter().zip(&settings) {
            outln!(
                "{:<22} {:>6} {:>7.2} {:>6.1}% {:>6.1}%-{:>5.1}% {:>8.2} {:>10} {:>9.3} {:>9.1} {:>9} {:>9}",
                setting,
                k.seats,
                k.wins,
                100.0 * k.win_rate,
                100.0 * k.win_low95,
                100.0 * k.win_high95,
                k.vp_mean,
                k.decisions,
                k.decision_ms_mean,
                k.decision_ms_max,
                k.decision_cpu_ms_mean
                    .map_or("-".into(), |v| format!("{v:.3}")),
                k.decision_cpu_ms_max
                    .map_or("-".into(), |v| format!("{v:.1}"))
            );
            let slots: Vec<String> = k
                .by_slot
                .iter()
                .map(|s| {
                    format!(
                        "{}: {:.1}/{} ({:.0}-{:.0}%)",
                        s.slot,
                        s.wins,
                        s.seats,
                        100.0 * s.win_low95,
                        100.0 * s.win_high95
                    )
                })
                .collect();
            outln!("  by slot, wins/seats (95% interval): {}", slots.join("  "));
            if !k.calibration.is_empty() {
                let bins: Vec<String> = k
                    .calibration
                    .iter()
                    .map(|b| {
                        format!(
                            "{}%+: said {:.0}%, won {:.1}/{} ({:.0}-{:.0}%)",
                            b.from_percent,
                            100.0 * b.estimate_mean,
                            b.won,
                            b.estimates,
                            100.0 * b.won_low95,
                            100.0 * b.won_high95
                        )
                    })
                    .collect();
                outln!(
                    "  the search's estimate (first of each Epoch) against games won: {}",
                    bins.join("  ")
                );
            }
        }
        outln!(
            "{:.1} s ({} thread(s)); decision times: wall clock, and the Strategist's in processor time (cpu)",
            seconds,
            threads
        );
    }
    if failed == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
