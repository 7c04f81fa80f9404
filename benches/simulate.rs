//! One full all-NPC game (basic 6-player setup, 4 Epochs) and one full random-legal-play game.
//!
//! `cargo bench --no-default-features --bench simulate`

use criterion::{Criterion, criterion_group, criterion_main};

use acme::rules::npc::TieBreak;
use acme::rules::players::RandomPlayer;
use acme::rules::record;
use acme::sim::{self, SimSetup};

fn npc_game(c: &mut Criterion) {
    let cat = acme::data::builtin();
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
    let cat = acme::data::builtin();
    let setup = SimSetup::basic(6, 4, TieBreak::UseHead);
    let spec = record::SetupSpec::Basic {
        players: 6,
        layout: acme::rules::setup::Layout::Printed,
        npc: vec![false; 6],
    };
    let mut seed = 0u64;
    c.bench_function("random-play basic-6 game, 4 Epochs", |b| {
        b.iter(|| {
            seed += 1;
            let (mut game, _) =
                record::start(cat.clone(), &spec, &setup.options, seed).expect("setup");
            let mut p = RandomPlayer::new(seed);
            let mut n = 0usize;
            while let Some(d) = game.pending() {
                let a = p.choose(d);
                game.apply(a).expect("a legal option");
                n += 1;
            }
            std::hint::black_box(n)
        })
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20);
    targets = npc_game, random_game
}
criterion_main!(benches);
