//! One full all-NPC game (basic 6-player setup, 4 Epochs) and one full random-legal-play game.
//!
//! `cargo bench --no-default-features --bench simulate`

use criterion::{Criterion, criterion_group, criterion_main};

use acme::games::acme::npc::TieBreak;
use acme::sim::{self, SimSetup};

/// The `acme` binary's allocator (src/main.rs), so the benchmark measures what `acme simulate` runs.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn npc_game(c: &mut Criterion) {
    let cat = acme::games::acme::data::builtin();
    let setup = SimSetup::basic(6, 4, TieBreak::UseHead);
    let mut seed = 0u64;
    c.bench_function("all-NPC basic-6 game, 4 Epochs", |b| {
        b.iter(|| {
            seed += 1;
            let g = sim::play(cat.clone(), &setup, seed).expect("the game ends");
            std::hint::black_box(g.record.actions.len())
        })
    });
}

fn random_game(c: &mut Criterion) {
    let cat = acme::games::acme::data::builtin();
    let mut seed = 0u64;
    c.bench_function("random-play basic-6 game, 4 Epochs", |b| {
        b.iter(|| {
            seed += 1;
            let (_, answers) = sim::play_random(cat.clone(), 6, 4, seed);
            std::hint::black_box(answers)
        })
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20);
    targets = npc_game, random_game
}
criterion_main!(benches);
