//! One full all-NPC game (basic 6-player setup, 4 Epochs) and one full random-legal-play game.
//!
//! `cargo bench --no-default-features --bench simulate`

use criterion::{Criterion, criterion_group, criterion_main};

use acme::rules::npc::TieBreak;
use acme::rules::players::RandomPlayer;
use acme::rules::proc::Answerer;
use acme::rules::record;
use acme::rules::{Action, Decision, State};
use acme::sim::{self, SimSetup};

/// The `acme` binary's allocator (src/main.rs), so the benchmark measures what `acme simulate` runs.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

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
            // Every question answered as it is asked (`Game::play_out`): the same game, action for
            // action, as answering `game.pending()` with `game.apply` in a loop.
            let mut p = Random(RandomPlayer::new(seed), 0);
            game.play_out(&mut p, &mut |_| {});
            assert!(game.is_over());
            std::hint::black_box(p.1)
        })
    });
}

/// The random player as an [`Answerer`], counting its answers.
struct Random(RandomPlayer, usize);

impl Answerer for Random {
    fn answer(&mut self, _: &State, d: &Decision, _: u32) -> Option<Action> {
        self.1 += 1;
        Some(self.0.choose(d))
    }
    fn may_decline(&self) -> bool {
        false
    }
    /// Nobody reads the game's texts: the rules leave the frequent ones empty.
    fn quiet(&self) -> bool {
        true
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20);
    targets = npc_game, random_game
}
criterion_main!(benches);
