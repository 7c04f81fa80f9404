//! Plays basic 4-player games with one Strategist (seat rotated from game to game) against three
//! rulebook NPCs, as `acme arena` does, and prints each game's actions, final state hash and the
//! Strategist's processor time per decision. For profiling the Strategist's path (world sampling
//! and playouts: `valgrind --tool=callgrind`), and to check that a speed change keeps its games:
//! the hashes must not move.
//!
//! `cargo build --profile headless --no-default-features --example strategist_games`, then
//! `target/headless/examples/strategist_games [GAMES [BUDGET [FIRST_SEED]]]` (BUDGET: quick,
//! normal, deep or a number of playouts per question; default 2 games at quick from seed 1).

use acme::arena::{self, SeatKind};
use acme::games::acme::ai::{Budget, Policy};
use acme::games::acme::npc::TieBreak;
use acme::sim::SimSetup;

/// The `acme` binary's allocator (src/main.rs), as in the benchmark.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: u64 = match args.first().map(|a| a.parse()) {
        None => 2,
        Some(Ok(n)) => n,
        Some(Err(e)) => fail(&format!("GAMES must be a number ({e})")),
    };
    let budget = match args.get(1).map(|a| Budget::parse(a)) {
        None => Budget::QUICK,
        Some(Ok(b)) => b,
        Some(Err(e)) => fail(&e),
    };
    let first: u64 = match args.get(2).map(|a| a.parse()) {
        None => 1,
        Some(Ok(n)) => n,
        Some(Err(e)) => fail(&format!("FIRST_SEED must be a number ({e})")),
    };
    let cat = acme::games::acme::data::builtin();
    let setup = SimSetup::basic(4, 4, TieBreak::UseHead);
    let (mut decisions, mut cpu_ms) = (0usize, 0.0f64);
    for (i, seed) in (first..first + games).enumerate() {
        let mut seats = [SeatKind::Npc; 4];
        seats[i % 4] = SeatKind::Strategist(budget);
        let g = match arena::play(cat.clone(), &setup, &seats, seed, Policy::Npc) {
            Ok(g) => g,
            Err(e) => fail(&format!("game seed {seed}: {e}")),
        };
        let times = &g.cpu_times[i % 4];
        let ms: f64 = times.iter().map(|d| d.as_secs_f64() * 1000.0).sum();
        decisions += times.len();
        cpu_ms += ms;
        println!(
            "seed {seed} strategist at {} actions {} final {:016x} decisions {} cpu {:.1} ms/decision",
            i % 4,
            g.game.state.actions,
            g.game.hash(),
            times.len(),
            ms / times.len().max(1) as f64
        );
    }
    println!(
        "{games} games, {decisions} Strategist decisions, {:.2} ms processor time per decision",
        cpu_ms / decisions.max(1) as f64
    );
}

fn fail(msg: &str) -> ! {
    eprintln!("strategist_games: {msg}");
    std::process::exit(2);
}
