//! The replay viewer's model: stepping back is instant because the view keeps
//! snapshots. Measures, on a finished all-NPC basic-4 game of 4 Epochs: 100 single steps back
//! from the end, and one jump 100 actions back from the end (under 50 ms in release).
//!
//! `cargo bench --no-default-features --bench replay`

use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group, criterion_main};

use acme::games::acme::npc::TieBreak;
use acme::games::acme::session::replay_view::ReplayView;
use acme::sim::{self, SimSetup};

/// The `acme` binary's allocator (src/main.rs), as in the other benchmark.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn step_back(c: &mut Criterion) {
    let cat = acme::games::acme::data::builtin();
    let rec = sim::play(cat.clone(), &SimSetup::basic(4, 4, TieBreak::UseHead), 1)
        .expect("the game ends")
        .record;
    let mut v = ReplayView::new(cat, "bench".into(), rec).expect("replays");
    let end = v.len();
    assert!(end > 100);
    // Each measured run starts at the end (getting there is not measured).
    let mut from_end = |iters: u64, run: &mut dyn FnMut(&mut ReplayView)| {
        let mut total = Duration::ZERO;
        for _ in 0..iters {
            v.seek(end);
            let t = Instant::now();
            run(&mut v);
            total += t.elapsed();
        }
        total
    };
    c.bench_function(
        &format!("replay view: 100 single steps back from the end ({end} actions)"),
        |b| {
            b.iter_custom(|iters| {
                from_end(iters, &mut |v| {
                    for _ in 0..100 {
                        v.step_back();
                    }
                    std::hint::black_box(v.point());
                })
            })
        },
    );
    c.bench_function("replay view: jump 100 actions back from the end", |b| {
        b.iter_custom(|iters| {
            from_end(iters, &mut |v| {
                v.seek(end - 100);
                std::hint::black_box(v.point());
            })
        })
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20);
    targets = step_back
}
criterion_main!(benches);
