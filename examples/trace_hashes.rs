//! Prints, per seeded game, the final state hash and a hash of the whole trace (every pending
//! decision, every action, every event, the state hash after every action). Used to prove that a
//! performance change keeps games byte-identical: run before and after, diff the outputs.
//!
//! `cargo run --release --no-default-features --example trace_hashes [RANDOM_GAMES] [NPC_GAMES]`

use std::hash::Hasher;

use acme::games::acme::RandomPlayer;
use acme::games::acme::npc::{self, TieBreak};
use acme::games::acme::record;
use acme::games::acme::{Action, Decision, Event, Game};
use acme::sim::SimSetup;

struct Fnv(u64);
impl Hasher for Fnv {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.0 ^= *b as u64;
            self.0 = self.0.wrapping_mul(0x100000001b3);
        }
    }
}

fn mix(h: &mut Fnv, x: impl std::fmt::Debug) {
    h.write(format!("{x:?}").as_bytes());
}

fn main() {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .map(|a| a.parse().unwrap())
        .collect();
    let random_games = args.first().copied().unwrap_or(50);
    let npc_games = args.get(1).copied().unwrap_or(20);
    let cat = acme::games::acme::data::builtin();
    for seed in 1..=random_games {
        let players = 2 + (seed % 5) as u8;
        let (spec, options) = acme::harness::fuzz_spec(seed, players, 4);
        let (game, ev) = record::start(cat.clone(), &spec, &options, seed).unwrap();
        let mut p = RandomPlayer::new(seed);
        let (n, fin, trace) = trace(game, &ev, |_, d| (p.choose(d), String::new()));
        println!("random {seed} p{players} actions {n} final {fin:016x} trace {trace:016x}");
    }
    let setup = SimSetup::basic(6, 4, TieBreak::UseHead);
    for seed in 1..=npc_games {
        let (game, ev) = record::start(cat.clone(), &setup.setup, &setup.options, seed).unwrap();
        let (n, fin, trace) = trace(game, &ev, |g, d| {
            let c = npc::choose(g, d);
            (c.action, c.rule.into_owned())
        });
        println!("npc {seed} actions {n} final {fin:016x} trace {trace:016x}");
    }
}

/// Play to the end with `pick` (the action and a reason to hash), hashing every question, action,
/// reason, event and state hash: (actions, final hash, trace hash).
fn trace(
    mut game: Game,
    setup_events: &[Event],
    mut pick: impl FnMut(&Game, &Decision) -> (Action, String),
) -> (u32, u64, u64) {
    let mut h = Fnv(0xcbf29ce484222325);
    mix(&mut h, setup_events);
    let mut n = 0;
    while let Some(d) = game.pending() {
        mix(&mut h, d);
        let (a, why) = pick(&game, d);
        h.write(why.as_bytes());
        mix(&mut h, a);
        let ev = game.apply(a).unwrap();
        mix(&mut h, &ev);
        h.write_u64(game.hash());
        n += 1;
    }
    (n, game.hash(), h.finish())
}
