//! Where the Strategist's search overrides its own-seat policy (docs/strategist.md):
//! plays basic 4-player games with one Strategist (seat rotated) against three rulebook NPCs and
//! counts, per kind of question, how often the searched answer differs from the policy's, and the
//! most frequent (policy → search) pairs. What the search keeps changing is what the policy, and
//! so every playout, gets wrong.
//!
//! `cargo run --profile headless --no-default-features --example override_stats [GAMES [BUDGET [FIRST_SEED]]]`
use std::collections::BTreeMap;

use acme::games::acme::Answerer;
use acme::games::acme::ai::{self, Budget, Config};
use acme::games::acme::decision::{Action, Decision};
use acme::games::acme::npc;
use acme::games::acme::record::{self, SetupSpec};
use acme::games::acme::state::{Slot, State};
use acme::sim::SimSetup;

struct Npcs<'a> {
    cat: &'a acme::games::acme::catalog::Catalog,
    me: Slot,
}
impl Answerer for Npcs<'_> {
    fn answer(&mut self, st: &State, d: &Decision, actions: u32) -> Option<Action> {
        (d.who != self.me).then(|| npc::choose_action_at(self.cat, st, d, actions))
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: u64 = args.first().and_then(|a| a.parse().ok()).unwrap_or(2);
    let budget = args
        .get(1)
        .map(|a| Budget::parse(a).expect("budget"))
        .unwrap_or(Budget::NORMAL);
    let first: u64 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(1);
    let cat = acme::games::acme::data::builtin();
    let setup = SimSetup::basic(4, 4, npc::TieBreak::UseHead);
    let SetupSpec::Basic {
        players, layout, ..
    } = setup.setup.clone()
    else {
        unreachable!()
    };
    // kind -> (asked, overridden, pairs)
    let mut by_kind: BTreeMap<String, (u32, u32, BTreeMap<String, u32>)> = BTreeMap::new();
    let mut wins = 0;
    for (i, seed) in (first..first + games).enumerate() {
        let me = Slot((i % 4) as u8);
        let spec = SetupSpec::Basic {
            players,
            layout,
            npc: (0..4).map(|k| k != me.idx()).collect(),
        };
        let (mut game, _) = record::start(cat.clone(), &spec, &setup.options, seed).unwrap();
        loop {
            game.play_out(&mut Npcs { cat: &cat, me }, &mut |_| {});
            let Some(d) = game.pending() else { break };
            let kind = format!("{:?}", d.ask)
                .split([' ', '{', '('])
                .next()
                .unwrap_or("")
                .to_string();
            let cfg = Config::new(budget, ai::mix(seed, me.0 as u64));
            let prior = ai::player_answer(&game).unwrap();
            let a = ai::choose(&game, &cfg).unwrap();
            if a.win_chance.is_some() {
                let e = by_kind.entry(kind).or_default();
                e.0 += 1;
                if a.action != prior {
                    e.1 += 1;
                    *e.2.entry(format!("{prior:?} -> {:?}", a.action))
                        .or_default() += 1;
                }
            }
            game.apply(a.action).unwrap();
        }
        let st = &game.state;
        let best = st.civs.iter().map(|c| c.vp).max().unwrap_or(0);
        let mine = st.civ(me).vp;
        if mine == best {
            wins += 1;
        }
        eprintln!("seed {seed} seat {} vp {mine} best {best}", me.0);
    }
    println!("{games} games, {wins} won or tied");
    for (k, (n, o, pairs)) in &by_kind {
        println!(
            "{k:16} asked {n:5} overridden {o:4} ({:.0}%)",
            100.0 * *o as f64 / *n as f64
        );
        let mut v: Vec<_> = pairs.iter().collect();
        v.sort_by(|a, b| b.1.cmp(a.1));
        for (p, c) in v.iter().take(6) {
            println!("    {c:4}  {p}");
        }
    }
}
