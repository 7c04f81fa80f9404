//! Plays random-legal-play games of the basic 6-player setup, 4 Epochs, the way the benchmark's
//! random-play game does (`sim::play_random`), and prints how many per second. For profiling
//! (`valgrind --tool=callgrind`) and as the random-play half of the PGO training run
//! (`tools/pgo-bench.sh`).
//!
//! `cargo run --profile headless --no-default-features --example random_games [GAMES [FIRST_SEED]]`

/// The `acme` binary's allocator (src/main.rs), as in the benchmark.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() {
    let games = number_arg(1, "GAMES", 100);
    let first = number_arg(2, "FIRST_SEED", 1);
    let cat = acme::games::acme::data::builtin();
    let start = std::time::Instant::now();
    let mut answers = 0;
    for seed in first..first + games {
        answers += acme::sim::play_random(cat.clone(), 6, 4, seed).1;
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "{games} random-play games, {answers} answers, {:.1} games per second",
        games as f64 / secs
    );
}

/// The `i`th command-line argument as a number, `default` when it is missing.
fn number_arg(i: usize, name: &str, default: u64) -> u64 {
    match std::env::args().nth(i).map(|a| a.parse()) {
        None => default,
        Some(Ok(n)) => n,
        Some(Err(e)) => {
            eprintln!("random_games: {name} must be a number ({e})");
            std::process::exit(2);
        }
    }
}
