//! `acme simulate`: all-NPC games headless, with statistics per civilization; `--seats` puts
//! Strategists (`rules::ai`) in chosen seats of a basic setup. `--game acis` plays ACIS's basic
//! setups with every civilization an NPC (its brain: ACME's under ACIS's ruleset, `acis::npc`).
//!
//! Game i is played with seed S+i whatever the number of threads, and the statistics are summed
//! in game order, so the same command prints the same numbers every time.

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use indicatif::{ProgressBar, ProgressStyle};
use serde::Serialize;

use crate::arena::{self, SeatKind};
use crate::game_id::GameId;
use crate::games::acis::rules::Acis;
use crate::games::acme::ai::{self, Budget};
use crate::games::acme::catalog::Catalog;
use crate::games::acme::npc::TieBreak;
use crate::games::acme::record::SetupSpec;
use crate::games::acme::{Acme, WholeGame};
use crate::sim::{self, GameResult, SimGame, SimSetup};

pub struct Args {
    /// The game played (`--game`): ACME, or ACIS's basic setups.
    pub game: GameId,
    pub setup: String,
    pub scenario: Option<String>,
    pub games: u32,
    pub seed: u64,
    pub threads: usize,
    pub record: Option<PathBuf>,
    pub json: bool,
    pub epochs: u8,
    pub tie_break: TieBreak,
    /// `--seats`: who plays each slot (npc, strategist or strategist:BUDGET), when given.
    pub seats: Option<String>,
}

#[derive(Debug, Serialize)]
struct CivStats {
    civilization: String,
    /// Who played it (`npc` or `strategist:PLAYOUTS`); only with `--seats`, so the all-NPC
    /// output stays as it was.
    #[serde(skip_serializing_if = "Option::is_none")]
    seat: Option<String>,
    wins: f64,
    win_rate: f64,
    vp_mean: f64,
    vp_sd: f64,
    cities_mean: f64,
    gilgamesh_mean: f64,
}

#[derive(Debug, Serialize)]
struct Summary {
    setup: String,
    games: u32,
    seed: u64,
    failed: u32,
    civilizations: Vec<CivStats>,
    turns_mean: f64,
    actions_mean: f64,
}

fn parse_setup(s: &str) -> Option<u8> {
    let n: u8 = s.strip_prefix("basic-")?.parse().ok()?;
    (2..=6).contains(&n).then_some(n)
}

pub fn run(args: Args) -> ExitCode {
    match args.game {
        GameId::Acme => run_game::<Acme>(crate::games::acme::data::builtin(), args),
        GameId::Acis => run_game::<Acis>(crate::games::acis::system::builtin(), args),
        GameId::Cradle => run_cradle(&args),
    }
}

/// One player's statistics in Cradle's summary: the fields of ACME's [`CivStats`] that mean the
/// same for a player of Cradle (a colour at the table, not a civilization: its civilizations come
/// by the Epochs' draws).
#[derive(Debug, Serialize)]
struct PlayerStats {
    player: String,
    /// Who played it: the seeded random brain.
    seat: String,
    wins: f64,
    win_rate: f64,
    vp_mean: f64,
    vp_sd: f64,
}

/// Cradle's summary: ACME's [`Summary`] where the fields mean the same (no turns: Cradle's game
/// is six Epochs of one turn).
#[derive(Debug, Serialize)]
struct CradleSummary {
    setup: String,
    games: u32,
    seed: u64,
    failed: u32,
    players: Vec<PlayerStats>,
    actions_mean: f64,
}

/// `acme simulate --game cradle --setup basic-N`: N (4-6) random seats play whole games; wins
/// (shared on a tie) and mean VP per seat, as a table or (`--json`) as JSON.
fn run_cradle(args: &Args) -> ExitCode {
    let players = match parse_setup(&args.setup).filter(|n| (4..=6).contains(n)) {
        Some(n) => n,
        None => {
            eprintln!(
                "unknown setup '{}' (Cradle: basic-4, basic-5 or basic-6)",
                args.setup
            );
            return ExitCode::FAILURE;
        }
    };
    let start = Instant::now();
    let mut wins = vec![0f64; players as usize];
    let mut vp: Vec<Vec<f64>> = vec![Vec::new(); players as usize];
    let (mut failed, mut actions) = (0u32, 0usize);
    for i in 0..args.games {
        let seed = args.seed.wrapping_add(i as u64);
        match crate::games::cradle::sim::play(players, seed) {
            Ok(p) => {
                let w = p.game.state.winners.clone();
                for &s in &w {
                    wins[s as usize] += 1.0 / w.len() as f64;
                }
                for (s, v) in p.game.state.vp.iter().enumerate() {
                    vp[s].push(*v as f64);
                }
                actions += p.record.actions.len();
                if let Some(dir) = &args.record {
                    let _ = std::fs::create_dir_all(dir);
                    let text = ron::ser::to_string_pretty(&p.record, Default::default())
                        .unwrap_or_default();
                    let _ = std::fs::write(dir.join(format!("cradle-{seed}.ron")), text);
                }
            }
            Err(e) => {
                failed += 1;
                eprintln!("game seed {seed}: {e}");
            }
        }
    }
    let n = args.games.saturating_sub(failed).max(1) as f64;
    let summary = CradleSummary {
        setup: args.setup.clone(),
        games: args.games,
        seed: args.seed,
        failed,
        players: (0..players as usize)
            .map(|s| {
                let mean = vp[s].iter().sum::<f64>() / n;
                let var = vp[s].iter().map(|x| (x - mean) * (x - mean)).sum::<f64>() / n;
                PlayerStats {
                    player: crate::games::cradle::session::seat_name(s as u8),
                    seat: "random".into(),
                    wins: wins[s],
                    win_rate: wins[s] / n,
                    vp_mean: mean,
                    vp_sd: var.sqrt(),
                }
            })
            .collect(),
        actions_mean: actions as f64 / n,
    };
    if args.json {
        outln!(
            "{}",
            serde_json::to_string_pretty(&summary).expect("serializable")
        );
    } else {
        outln!(
            "Cradle basic-{players}: {} games, {failed} failed, {:.1} actions a game, {:.1} s",
            args.games,
            summary.actions_mean,
            start.elapsed().as_secs_f64()
        );
        for (s, p) in summary.players.iter().enumerate() {
            outln!(
                "  seat {} (random): wins {:.1}, mean VP {:.1}",
                s + 1,
                p.wins,
                p.vp_mean
            );
        }
    }
    if failed == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// The games of the game whose ruleset is `R`, `cat` its phases' catalog.
fn run_game<R: WholeGame>(cat: Arc<Catalog>, args: Args) -> ExitCode {
    let (setup, label) = match sim_setup(&args) {
        Ok(x) => x,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    let seats = match seat_kinds(&args, &setup) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    // The civilizations' names, from the first game's setup (the same for every seed).
    let names: Vec<String> = match R::start(
        cat.clone(),
        &(setup.setup.clone(), setup.options.clone()),
        args.seed,
    ) {
        Ok((game, _)) => game
            .state
            .slots()
            .map(|s| game.catalog.civ(game.state.civ(s).civ).name.clone())
            .collect(),
        Err(e) => {
            eprintln!("{label}: the setup fails: {e}");
            return ExitCode::FAILURE;
        }
    };
    if let Some(dir) = &args.record
        && let Err(e) = std::fs::create_dir_all(dir)
    {
        eprintln!("{}: cannot create: {e}", dir.display());
        return ExitCode::FAILURE;
    }
    std::panic::set_hook(Box::new(|info| {
        let loc = info
            .location()
            .map(|l| format!("{}:{}", l.file(), l.line()))
            .unwrap_or_default();
        eprintln!("panic at {loc}: {info}");
    }));
    let start = Instant::now();
    let play = |seed: u64| match seats.as_deref() {
        Some(seats) if seats.iter().any(|k| *k != SeatKind::Npc) => {
            play_seated(&cat, &setup, seats, seed, args.record.as_deref())
        }
        _ => play_one::<R>(&cat, &setup, seed, args.record.as_deref()),
    };
    let (results, threads) = play_all(&play, &args);
    let secs = start.elapsed().as_secs_f64();
    let mut summary = summarize(&names, results, &args, label);
    if let Some(seats) = &seats {
        for (c, k) in summary.civilizations.iter_mut().zip(seats) {
            c.seat = Some(k.label());
        }
    }
    if args.json {
        outln!(
            "{}",
            serde_json::to_string_pretty(&summary).expect("serializable")
        );
    } else {
        print_table(&summary, &args, threads, secs);
    }
    if summary.failed == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// The games' setup (a scenario or a basic setup) and its name; the error names what is wrong.
fn sim_setup(args: &Args) -> Result<(SimSetup, String), String> {
    match &args.scenario {
        Some(name) => match crate::games::acme::scenario::shipped::scenario_setup(name) {
            Ok(spec) => {
                let mut options = crate::games::acme::state::GameOptions::default();
                options.npc.tie_break = args.tie_break;
                Ok((
                    SimSetup {
                        setup: spec,
                        options,
                    },
                    name.clone(),
                ))
            }
            Err(e) => Err(format!("scenario '{name}': {e} (see `acme scenarios`)")),
        },
        None => match parse_setup(&args.setup) {
            Some(players) => Ok((
                SimSetup::basic(players, args.epochs, args.tie_break),
                args.setup.clone(),
            )),
            None => Err(format!(
                "unknown setup '{}' (expected basic-2 ... basic-6)",
                args.setup
            )),
        },
    }
}

/// `--seats` read: one seat kind per slot of a basic setup (`strategist` alone: the normal
/// budget). `None` without the option.
fn seat_kinds(args: &Args, setup: &SimSetup) -> Result<Option<Vec<SeatKind>>, String> {
    let Some(list) = &args.seats else {
        return Ok(None);
    };
    let SetupSpec::Basic { players, .. } = &setup.setup else {
        return Err(
            "--seats plays the Rulebook's basic setups (--setup basic-N), not a scenario".into(),
        );
    };
    let seats: Vec<SeatKind> = list
        .split(',')
        .map(|s| SeatKind::parse(s.trim(), Budget::NORMAL))
        .collect::<Result<_, _>>()?;
    if seats.len() != *players as usize {
        return Err(format!(
            "--seats gives {} seats for {} ({players} players): give one seat per player",
            seats.len(),
            args.setup
        ));
    }
    Ok(Some(seats))
}

/// Every game's result or why it failed, in game order (None: not played), and the number of
/// threads that played them (each takes the next game when it is free).
fn play_all(
    play: &(dyn Fn(u64) -> Result<GameResult, String> + Sync),
    args: &Args,
) -> (Vec<Option<Result<GameResult, String>>>, usize) {
    let n = args.games as usize;
    let results: Mutex<Vec<Option<Result<GameResult, String>>>> = Mutex::new(vec![None; n]);
    let next = AtomicUsize::new(0);
    let bar = if args.json {
        ProgressBar::hidden()
    } else {
        ProgressBar::new(n as u64)
    };
    bar.set_style(
        ProgressStyle::with_template("{bar:40} {pos}/{len} games {per_sec} eta {eta}")
            .expect("template"),
    );
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
                    let r = play(seed);
                    results.lock().expect("no poisoned lock")[i] = Some(r);
                    bar.inc(1);
                }
            });
        }
    });
    bar.finish_and_clear();
    (results.into_inner().expect("no poisoned lock"), threads)
}

/// One game with this seed (a panic caught and reported as a failure); its record is written to
/// `record` when given (`game-SEED.ron`, or `fail-SEED.ron` for a game that failed).
fn play_one<R: WholeGame>(
    cat: &Arc<Catalog>,
    setup: &SimSetup,
    seed: u64,
    record: Option<&Path>,
) -> Result<GameResult, String> {
    let out = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        sim::play_under::<R>(cat.clone(), setup, seed)
    }));
    match out {
        Ok(Ok(g)) => {
            if let Some(dir) = record {
                let path = dir.join(format!("game-{seed}.ron"));
                if let Err(e) = std::fs::write(&path, crate::games::acme::record::to_ron(&g.record))
                {
                    eprintln!("{}: cannot write: {e}", path.display());
                }
            }
            Ok(sim::result_of(&g))
        }
        Ok(Err(f)) => {
            if let Some(dir) = record {
                let _ = std::fs::write(
                    dir.join(format!("fail-{seed}.ron")),
                    crate::games::acme::record::to_ron(&f.record),
                );
            }
            Err(format!("game seed {seed}: {}", f.message))
        }
        Err(_) => Err(format!("game seed {seed}: panic")),
    }
}

/// One game with this seed and Strategists in some seats (`arena::play`; a panic caught and
/// reported as a failure); its record is written to `record` when given (`game-SEED.ron`): it
/// replays like any other, the Strategists' answers being in its action list.
fn play_seated(
    cat: &Arc<Catalog>,
    setup: &SimSetup,
    seats: &[SeatKind],
    seed: u64,
    record: Option<&Path>,
) -> Result<GameResult, String> {
    let out = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        arena::play(cat.clone(), setup, seats, seed, ai::Policy::Npc)
    }));
    let g = match out {
        Ok(Ok(g)) => g,
        Ok(Err(e)) => return Err(format!("game seed {seed}: {e}")),
        Err(_) => return Err(format!("game seed {seed}: panic")),
    };
    // The arena's record: the NPC flags set from the seats, every answer, the final hash.
    let sim_game = SimGame {
        record: g.record,
        game: g.game,
        turns: g.turns,
    };
    if let Some(dir) = record {
        let path = dir.join(format!("game-{seed}.ron"));
        if let Err(e) = std::fs::write(&path, crate::games::acme::record::to_ron(&sim_game.record))
        {
            eprintln!("{}: cannot write: {e}", path.display());
        }
    }
    Ok(sim::result_of(&sim_game))
}

/// The statistics per civilization, summed in game order (each failure is printed).
fn summarize(
    names: &[String],
    results: Vec<Option<Result<GameResult, String>>>,
    args: &Args,
    label: String,
) -> Summary {
    let k = names.len();
    let mut wins = vec![0.0f64; k];
    let mut vp = vec![Vec::new(); k];
    let mut cities = vec![0.0f64; k];
    let mut gil = vec![0.0f64; k];
    let mut turns = 0.0;
    let mut actions = 0.0;
    let mut ok = 0u32;
    let mut failed = 0u32;
    for r in results.into_iter().flatten() {
        match r {
            Ok(g) => {
                ok += 1;
                turns += g.turns as f64;
                actions += g.actions as f64;
                for (i, s) in g.slots.iter().enumerate().take(k) {
                    wins[i] += s.win;
                    vp[i].push(s.vp as f64);
                    cities[i] += s.cities as f64;
                    gil[i] += s.gilgamesh as f64;
                }
            }
            Err(msg) => {
                failed += 1;
                eprintln!("{msg}");
            }
        }
    }
    let m = ok.max(1) as f64;
    let civilizations: Vec<CivStats> = (0..k)
        .map(|i| {
            let mean = vp[i].iter().sum::<f64>() / m;
            let var = vp[i].iter().map(|x| (x - mean) * (x - mean)).sum::<f64>() / m;
            CivStats {
                civilization: names[i].clone(),
                seat: None,
                wins: wins[i],
                win_rate: wins[i] / m,
                vp_mean: mean,
                vp_sd: var.sqrt(),
                cities_mean: cities[i] / m,
                gilgamesh_mean: gil[i] / m,
            }
        })
        .collect();
    Summary {
        setup: label,
        games: args.games,
        seed: args.seed,
        failed,
        civilizations,
        turns_mean: turns / m,
        actions_mean: actions / m,
    }
}

/// The statistics as a table, with the games' speed.
fn print_table(summary: &Summary, args: &Args, threads: usize, secs: f64) {
    outln!(
        "{}: {} games from seed {} ({}, tie-break {:?}), {} failed",
        summary.setup,
        summary.games,
        summary.seed,
        if args.scenario.is_some() {
            "the scenario's own end".to_string()
        } else {
            format!("{} Epochs", args.epochs)
        },
        args.tie_break,
        summary.failed
    );
    // With --seats, each civilization is named with who played it.
    let name = |c: &CivStats| match &c.seat {
        Some(k) => format!("{} ({k})", c.civilization),
        None => c.civilization.clone(),
    };
    let w = summary
        .civilizations
        .iter()
        .map(|c| name(c).len())
        .max()
        .unwrap_or(0)
        .max(18);
    // Gilgamesh is ACME's (ACIS's Aeneas Rule is no Gilgamesh): the column is ACME's only.
    let gilgamesh = matches!(args.game, GameId::Acme);
    outln!(
        "{:<w$} {:>8} {:>7} {:>8} {:>7} {:>7}{}",
        "civilization",
        "wins",
        "win %",
        "VP mean",
        "VP sd",
        "Cities",
        if gilgamesh {
            format!(" {:>10}", "Gilgamesh")
        } else {
            String::new()
        }
    );
    for c in &summary.civilizations {
        outln!(
            "{:<w$} {:>8.2} {:>6.1}% {:>8.2} {:>7.2} {:>7.2}{}",
            name(c),
            c.wins,
            100.0 * c.win_rate,
            c.vp_mean,
            c.vp_sd,
            c.cities_mean,
            if gilgamesh {
                format!(" {:>10.3}", c.gilgamesh_mean)
            } else {
                String::new()
            }
        );
    }
    outln!(
        "mean turns per game: {:.2}; mean actions per game: {:.1}",
        summary.turns_mean,
        summary.actions_mean
    );
    outln!(
        "{:.1} games per second ({} thread(s), {:.2} s)",
        args.games as f64 / secs.max(1e-9),
        threads,
        secs
    );
}
