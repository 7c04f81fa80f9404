//! Plays seeded games twice, answering each pending question with `apply` and answering inline with
//! `Game::play_out`, and checks that both give the same actions, events and final hash.
//!
//! `cargo run --release --no-default-features --example inline_check [RANDOM_GAMES] [NPC_GAMES]`

use acme::rules::catalog::Catalog;
use acme::rules::npc::{self, TieBreak};
use acme::rules::players::RandomPlayer;
use acme::rules::proc::Answerer;
use acme::rules::record;
use acme::rules::setup::Layout;
use acme::rules::state::GameOptions;
use acme::rules::{Action, Decision, Event, Game, State};
use acme::sim::SimSetup;

struct Rand(RandomPlayer, Vec<Action>);
impl Answerer for Rand {
    fn answer(&mut self, _: &State, d: &Decision, _: u32) -> Option<Action> {
        let a = self.0.choose(d);
        self.1.push(a);
        Some(a)
    }
    fn may_decline(&self) -> bool {
        false
    }
}
struct Npc<'a>(&'a Catalog, Vec<Action>);
impl Answerer for Npc<'_> {
    fn answer(&mut self, st: &State, d: &Decision, n: u32) -> Option<Action> {
        let a = npc::choose_at(self.0, st, d, n).action;
        self.1.push(a);
        Some(a)
    }
}

fn stepwise(
    mut game: Game,
    mut pick: impl FnMut(&Game, &Decision) -> Action,
    ev: &mut Vec<Event>,
) -> (Vec<Action>, u64) {
    let mut acts = Vec::new();
    while let Some(d) = game.pending() {
        let a = pick(&game, d);
        acts.push(a);
        ev.extend(game.apply(a).unwrap());
    }
    (acts, game.hash())
}

fn main() {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .map(|a| a.parse().unwrap())
        .collect();
    let (nr, nn) = (
        args.first().copied().unwrap_or(50),
        args.get(1).copied().unwrap_or(20),
    );
    let cat = acme::data::builtin();
    let mut bad = 0;
    for seed in 1..=nr {
        let players = 2 + (seed % 5) as u8;
        let options = GameOptions {
            last_epoch: 4,
            final_epoch_event: seed % 3 == 1,
            homeland_defense: seed % 4 == 2,
            ..Default::default()
        };
        let spec = record::SetupSpec::Basic {
            players,
            layout: if seed % 5 == 4 {
                Layout::Rule8
            } else {
                Layout::Printed
            },
            npc: vec![false; players as usize],
        };
        let (g1, _) = record::start(cat.clone(), &spec, &options, seed).unwrap();
        let (mut g2, _) = record::start(cat.clone(), &spec, &options, seed).unwrap();
        let mut p = RandomPlayer::new(seed);
        let mut e1 = Vec::new();
        let (a1, h1) = stepwise(g1, |_, d| p.choose(d), &mut e1);
        let mut r = Rand(RandomPlayer::new(seed), Vec::new());
        let mut e2 = Vec::new();
        g2.play_out(&mut r, &mut |ev| e2.extend(ev));
        let ok =
            a1 == r.1 && h1 == g2.hash() && format!("{e1:?}") == format!("{e2:?}") && g2.is_over();
        if !ok {
            bad += 1;
        }
        println!(
            "random {seed} actions {} final {h1:016x} {}",
            a1.len(),
            if ok { "same" } else { "DIFFERENT" }
        );
    }
    for tb in [TieBreak::UseHead, TieBreak::UseCards] {
        let setup = SimSetup::basic(6, 4, tb);
        for seed in 1..=nn {
            let (g1, _) = record::start(cat.clone(), &setup.setup, &setup.options, seed).unwrap();
            let (mut g2, _) =
                record::start(cat.clone(), &setup.setup, &setup.options, seed).unwrap();
            let mut e1 = Vec::new();
            let (a1, h1) = stepwise(g1, |g, d| npc::choose(g, d).action, &mut e1);
            let mut r = Npc(&cat, Vec::new());
            let mut e2 = Vec::new();
            g2.play_out(&mut r, &mut |ev| e2.extend(ev));
            let ok = a1 == r.1
                && h1 == g2.hash()
                && format!("{e1:?}") == format!("{e2:?}")
                && g2.is_over();
            if !ok {
                bad += 1;
            }
            println!(
                "npc {tb:?} {seed} actions {} final {h1:016x} {}",
                a1.len(),
                if ok { "same" } else { "DIFFERENT" }
            );
        }
    }
    // Every shipped scenario, every civilization an NPC (as `acme simulate --scenario`).
    for def in acme::scenarios::all().expect("scenarios") {
        let name = def.id.clone();
        let spec = acme::scenarios::scenario_setup(&name).unwrap();
        for seed in 1..=3 {
            let options = GameOptions::default();
            let (g1, _) = record::start(cat.clone(), &spec, &options, seed).unwrap();
            let (mut g2, _) = record::start(cat.clone(), &spec, &options, seed).unwrap();
            let mut e1 = Vec::new();
            let (a1, h1) = stepwise(g1, |g, d| npc::choose(g, d).action, &mut e1);
            let mut r = Npc(&cat, Vec::new());
            let mut e2 = Vec::new();
            g2.play_out(&mut r, &mut |ev| e2.extend(ev));
            let ok = a1 == r.1
                && h1 == g2.hash()
                && format!("{e1:?}") == format!("{e2:?}")
                && g2.is_over();
            if !ok {
                bad += 1;
            }
            println!(
                "scenario {name} {seed} actions {} final {h1:016x} {}",
                a1.len(),
                if ok { "same" } else { "DIFFERENT" }
            );
        }
    }
    println!("{bad} different");
    assert_eq!(bad, 0);
}
