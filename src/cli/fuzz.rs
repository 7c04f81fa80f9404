use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use indicatif::{ProgressBar, ProgressStyle};

use crate::game_id::GameId;
use crate::harness::{StrategistProbe, fuzz_game_probed, fuzz_scenario_probed};

/// `acme fuzz`: random legal play over the basic setups, or over a scenario (`--scenario NAME`,
/// `--scenario all` for every shipped scenario in turn); `--game acis`: over ACIS's basic setups
/// (the command line has refused what ACIS's fuzz games do not have).
#[allow(clippy::too_many_arguments)]
pub fn run(
    game: GameId,
    games: u32,
    seed: u64,
    players: Option<u8>,
    epochs: u8,
    record_failures: Option<PathBuf>,
    scenario: Option<String>,
    asking: Option<StrategistProbe>,
) -> ExitCode {
    // One line per panic (the harness catches it and reports the game).
    std::panic::set_hook(Box::new(|info| {
        let loc = info
            .location()
            .map(|l| format!("{}:{}", l.file(), l.line()))
            .unwrap_or_default();
        eprintln!("panic at {loc}");
    }));
    if game == GameId::Cradle {
        return run_cradle(games, seed, players, record_failures);
    }
    let bar = ProgressBar::new(games as u64);
    bar.set_style(
        ProgressStyle::with_template("{bar:40} {pos}/{len} games {msg}").expect("template"),
    );
    let start = Instant::now();
    let mut failures = 0;
    let mut actions = 0usize;
    let mut played = std::collections::BTreeSet::new();
    let mut asked = std::collections::BTreeMap::<String, u32>::new();
    let mut searched = 0u32;
    for i in 0..games {
        let p = players.unwrap_or(2 + (i % 5) as u8);
        let s = seed.wrapping_add(i as u64);
        let result = match &scenario {
            Some(name) if name == "all" => {
                let list = crate::games::acme::scenario::shipped::FILES;
                fuzz_scenario_probed(s, list[i as usize % list.len()].0, asking)
            }
            Some(name) => fuzz_scenario_probed(s, name, asking),
            None if game == GameId::Acis => crate::games::acis::fuzz::fuzz_game(s, p, epochs),
            None => fuzz_game_probed(s, p, epochs, asking),
        };
        match result {
            Ok(o) => {
                actions += o.actions;
                played.extend(o.played);
                for (kind, n) in o.strategist {
                    *asked.entry(kind).or_insert(0) += n;
                }
                searched += o.strategist_searched;
            }
            Err(f) => {
                failures += 1;
                let file = match game {
                    GameId::Acme => format!("fail-{}-{}p.ron", f.seed, f.players),
                    _ => format!("fail-{game}-{}-{}p.ron", f.seed, f.players),
                };
                report_failure(
                    (f.seed, f.players, &f.message),
                    record_failures.as_deref(),
                    &file,
                    || crate::games::acme::record::to_ron(&f.record),
                );
            }
        }
        bar.inc(1);
    }
    bar.finish_and_clear();
    let secs = start.elapsed().as_secs_f64();
    outln!(
        "{} games, {} failed, {} actions, {:.1} games/s; cards played: {} distinct",
        games,
        failures,
        actions,
        games as f64 / secs.max(1e-9),
        played.len()
    );
    // The issue asks that no Fate card stays unplayed over a long run: name the ones that did.
    let never: Vec<String> = (1..=crate::games::acme::catalog::FATE_CARDS)
        .filter(|c| !played.contains(c))
        .map(|c| c.to_string())
        .collect();
    if never.is_empty() {
        outln!(
            "every Fate card (1-{}) was played at least once",
            crate::games::acme::catalog::FATE_CARDS
        );
    } else {
        outln!(
            "Fate cards never played ({}): {}",
            never.len(),
            never.join(", ")
        );
    }
    if game == GameId::Acis {
        // ACIS plays only the cards of its table so far: the ones of those never played are the
        // ones a long run must see (the others are passed over, docs/acis.md).
        let table: std::collections::BTreeSet<u8> = crate::games::acis::cards::table().collect();
        let unseen: Vec<String> = table
            .iter()
            .filter(|c| !played.contains(c))
            .map(|c| c.to_string())
            .collect();
        outln!(
            "of the {} cards ACIS's rules play, never played: {}",
            table.len(),
            if unseen.is_empty() {
                "none".to_string()
            } else {
                unseen.join(", ")
            }
        );
    }
    if asking.is_some() {
        let total: u32 = asked.values().sum();
        let kinds: Vec<String> = asked.iter().map(|(k, n)| format!("{k} {n}")).collect();
        outln!(
            "the Strategist answered {total} questions legally ({searched} searched) of {} kinds: {}",
            asked.len(),
            kinds.join(", ")
        );
    }
    if failures == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// A failed fuzz game: its line, and its record written to `dir/file` when asked.
fn report_failure(
    (seed, players, message): (u64, u8, &str),
    dir: Option<&std::path::Path>,
    file: &str,
    record: impl FnOnce() -> String,
) {
    eprintln!("game seed {seed} ({players} players): {message}");
    if let Some(dir) = dir {
        let _ = std::fs::create_dir_all(dir);
        let path = dir.join(file);
        let _ = std::fs::write(&path, record());
        eprintln!("  record written to {}", path.display());
    }
}

/// `acme fuzz --game cradle`: random legal play of whole Cradle games for 4 to 6 players (the
/// engine's harness), with the civilization cards that entered play counted.
fn run_cradle(
    games: u32,
    seed: u64,
    players: Option<u8>,
    record_failures: Option<PathBuf>,
) -> ExitCode {
    if let Some(p) = players.filter(|p| !(4..=6).contains(p)) {
        eprintln!("Cradle is played by 4 to 6 players, not {p}");
        return ExitCode::FAILURE;
    }
    let bar = ProgressBar::new(games as u64);
    bar.set_style(
        ProgressStyle::with_template("{bar:40} {pos}/{len} games {msg}").expect("template"),
    );
    let start = Instant::now();
    let (mut failures, mut actions, mut combats) = (0u32, 0usize, 0usize);
    let mut cards = std::collections::BTreeSet::new();
    for i in 0..games {
        let p = players.unwrap_or(4 + (i % 3) as u8);
        let s = seed.wrapping_add(i as u64);
        match crate::games::cradle::fuzz::fuzz_game(s, p) {
            Ok(o) => {
                actions += o.actions;
                combats += o.combats;
                cards.extend(o.cards);
            }
            Err(f) => {
                failures += 1;
                report_failure(
                    (f.seed, f.players, &f.message),
                    record_failures.as_deref(),
                    &format!("fail-cradle-{}-{}p.ron", f.seed, f.players),
                    || {
                        ron::ser::to_string_pretty(&f.record, Default::default())
                            .unwrap_or_default()
                    },
                );
            }
        }
        bar.inc(1);
    }
    bar.finish_and_clear();
    let secs = start.elapsed().as_secs_f64();
    let all = crate::games::cradle::data::builtin().civs.len();
    outln!(
        "{} games, {} failed, {} actions, {} combats, {:.1} games/s; civilization cards seen: {} of {}",
        games,
        failures,
        actions,
        combats,
        games as f64 / secs.max(1e-9),
        cards.len(),
        all
    );
    if failures == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// `acme fuzz --mutate`: the bad-input fuzzer (`crate::mutate`). Failing inputs are written to
/// `--record-failures DIR` when given.
pub fn run_mutate(
    iterations: u64,
    seed: u64,
    record_failures: Option<PathBuf>,
    sample_save: Option<PathBuf>,
) -> ExitCode {
    if let Some(path) = sample_save {
        // The save the bad-input corpus starts from (tools/gen_bad_corpus.py).
        return match std::fs::write(&path, crate::mutate::sample_save(40)) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("{}: cannot write: {e}", path.display());
                ExitCode::FAILURE
            }
        };
    }
    let start = Instant::now();
    let mut shown = 0;
    // The input being loaded is kept in DIR/in-progress.ron: an abort (a stack overflow) that no
    // handler can catch leaves it there.
    let in_progress = record_failures.as_ref().map(|d| {
        let _ = std::fs::create_dir_all(d);
        d.join("in-progress.ron")
    });
    let totals = crate::mutate::run_with(iterations, seed, in_progress.as_deref(), |f| {
        if shown < 20 {
            eprintln!(
                "input {} ({} of {}): {}",
                f.iteration, f.mutation, f.seed_file, f.problem
            );
            shown += 1;
        }
        if let Some(dir) = &record_failures {
            let _ = std::fs::create_dir_all(dir);
            let path = dir.join(format!("mutated-{}.ron", f.iteration));
            let _ = std::fs::write(&path, &f.bytes);
        }
    });
    let secs = start.elapsed().as_secs_f64();
    outln!(
        "{} inputs in {:.1} s: {} played, {} refused with the file named; {} panics, {} hangs \
         (over {} s), {} refusals without the file's name; slowest input {} ms",
        totals.iterations,
        secs,
        totals.played,
        totals.refused,
        totals.panics,
        totals.hangs,
        crate::mutate::SLOW.as_secs(),
        totals.unnamed,
        totals.slowest_ms
    );
    if totals.panics + totals.hangs + totals.unnamed == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
