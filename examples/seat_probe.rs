//! Where a player seat loses VP in a 4-player solitaire game (docs/strategist.md): one
//! player seat (rotated) against three rulebook NPCs, played by the Strategist's own-seat policy
//! (`ai::player`), or with `OLD=1` by the rulebook brain read for a human seat. Prints per game and
//! then per seat kind (P: the player, N: the NPCs): VP gained by phase, disks placed (pl...) and
//! removed (rm...) by phase, and at the end Cities, disks on the map, a standing temple (%) and
//! wins (%). Variants tried on the policy: `HARM=1` (no harmful card while no NPC is hostile),
//! `MINA=1` (a mina as the Peace Offer's gift), `NOGIFT=1`; `NOTES=1` prints the hostility notes.
//!
//! `cargo run --release --no-default-features --example seat_probe [GAMES] [PLAYERS] [FIRST_SEED]`
//! (defaults 10, 4 and 1; game g plays seed FIRST_SEED + g, the player at slot g mod PLAYERS).
use std::collections::BTreeMap;

use acme::games::acme::Answerer;
use acme::games::acme::decision::{Action, Ask, Decision};
use acme::games::acme::npc;
use acme::games::acme::record::{self, SetupSpec};
use acme::games::acme::state::{Slot, State};
use acme::games::acme::{Event, Phase};
use acme::sim::SimSetup;

struct A<'a> {
    cat: &'a acme::games::acme::catalog::Catalog,
    me: Slot,
    hostile_sum: u64,
    samples: u64,
    peace_asked: u32,
    asks: BTreeMap<String, u32>,
}
impl Answerer for A<'_> {
    fn answer(&mut self, st: &State, d: &Decision, actions: u32) -> Option<Action> {
        if d.who == self.me {
            let k = format!("{:?}", d.ask)
                .split([' ', '{', '('])
                .next()
                .unwrap()
                .to_string();
            *self.asks.entry(k).or_default() += 1;
            if matches!(
                &d.ask,
                Ask::UseAbility {
                    ability: acme::games::acme::decision::AbilityUse::PeaceOffer,
                    ..
                }
            ) {
                self.peace_asked += 1;
            }
            let h = st
                .slots()
                .filter(|&n| n != self.me && st.npc.hostile(n, self.me))
                .count();
            self.hostile_sum += h as u64;
            self.samples += 1;
        }
        if d.who == self.me && std::env::var("HARM").is_ok() && matches!(d.ask, Ask::CardAction) {
            let peaceful = !st
                .slots()
                .any(|n| n != self.me && st.npc.hostile(n, self.me));
            if peaceful {
                let b = npc::B::new(self.cat, st, self.me);
                let mut d2 = d.clone();
                d2.options.retain(|a| match a {
                    Action::Play(c) => !(6..=10).contains(&npc::cards::play_rank(&b, *c)),
                    _ => true,
                });
                return Some(acme::games::acme::ai::player::answer::<
                    acme::games::acme::Acme,
                >(
                    self.cat, st, &d2, actions, &npc::Scratch::default()
                ));
            }
        }
        if d.who == self.me
            && matches!(
                &d.ask,
                Ask::UseAbility {
                    ability: acme::games::acme::decision::AbilityUse::PeaceOffer,
                    ..
                }
            )
        {
            if std::env::var("MINA").is_ok() && d.options.contains(&Action::PayMina) {
                return Some(Action::PayMina);
            }
            if std::env::var("NOGIFT").is_ok() {
                return Some(Action::Yes);
            }
        }
        if d.who == self.me && std::env::var("OLD").is_err() {
            return Some(acme::games::acme::ai::player::answer::<
                acme::games::acme::Acme,
            >(
                self.cat, st, d, actions, &npc::Scratch::default()
            ));
        }
        Some(npc::choose_action_at(self.cat, st, d, actions))
    }
}

fn main() {
    let arg = |i: usize, default: u64| {
        std::env::args()
            .nth(i)
            .map(|s| s.parse().unwrap())
            .unwrap_or(default)
    };
    let games = arg(1, 10);
    let players = arg(2, 4) as u8;
    let first_seed = arg(3, 1);
    let cat = acme::games::acme::data::builtin();
    let setup = SimSetup::basic(players, 4, npc::TieBreak::UseHead);
    let mut tot_vp: BTreeMap<(bool, String), i64> = BTreeMap::new();
    let mut n_player = 0;
    let mut n_npc = 0;
    for g in 0..games {
        let me = Slot((g % u64::from(players)) as u8);
        let SetupSpec::Basic {
            players, layout, ..
        } = setup.setup.clone()
        else {
            panic!()
        };
        let spec = SetupSpec::Basic {
            players,
            layout,
            npc: (0..players).map(|i| i != me.0).collect(),
        };
        let (mut game, _) =
            record::start(cat.clone(), &spec, &setup.options, first_seed + g).unwrap();
        let mut a = A {
            cat: &cat,
            me,
            hostile_sum: 0,
            samples: 0,
            peace_asked: 0,
            asks: BTreeMap::new(),
        };
        let mut phase = Phase::Growth;
        let mut vp_by: BTreeMap<(Slot, String), i64> = BTreeMap::new();
        let mut notes: Vec<String> = Vec::new();
        game.play_out(&mut a, &mut |evs| {
            for e in evs {
                match e {
                    Event::PhaseStarted { phase: p, .. } => phase = *p,
                    Event::Removed { faction, n, .. } if faction.slot().is_some() => {
                        *vp_by
                            .entry((faction.slot().unwrap(), format!("rm{phase:?}")))
                            .or_default() += *n as i64
                    }
                    Event::Placed { faction, n, .. } if faction.slot().is_some() => {
                        *vp_by
                            .entry((faction.slot().unwrap(), format!("pl{phase:?}")))
                            .or_default() += *n as i64
                    }
                    Event::Vp { slot, delta } => {
                        *vp_by.entry((*slot, format!("{phase:?}"))).or_default() += *delta as i64
                    }
                    Event::Note { slot, text, rule } => {
                        let t = format!("{text}");
                        if t.contains("Peace")
                            || t.contains("hostile")
                            || rule.to_string().contains("X2.4.3")
                        {
                            notes.push(format!("{slot:?} {t} [{rule}]"));
                        }
                    }
                    _ => {}
                }
            }
        });
        let st = &game.state;
        let cities = acme::games::acme::Q::new(&cat, st).city_sets();
        println!(
            "game {g} me {:?} {}: winner {:?}",
            me,
            cat.civ(st.civs[me.idx()].civ).name,
            st.winner
        );
        for s in st.slots() {
            let mut line = format!(
                "  {:?}{} vp {:3} cities {} disks {:2} mina {}",
                s,
                if s == me { "*" } else { " " },
                st.civ(s).vp,
                cities[s.idx()].count_ones(),
                acme::games::acme::Q::new(&cat, st).disks_on_map(s.faction()),
                st.civ(s).treasury
            );
            for p in [
                "Card",
                "Competition",
                "Reckoning",
                "EndOfEpoch",
                "plGrowth",
                "plCard",
                "rmGrowth",
                "rmCard",
                "rmCompetition",
                "rmReckoning",
                "rmEndOfEpoch",
            ] {
                let v = vp_by.get(&(s, p.to_string())).copied().unwrap_or(0);
                line += &format!(" {:?}:{v}", p);
                *tot_vp.entry((s == me, p.to_string())).or_default() += v;
            }
            println!("{line}");
            *tot_vp.entry((s == me, "~vp".into())).or_default() += st.civ(s).vp as i64;
            *tot_vp.entry((s == me, "~cities".into())).or_default() +=
                cities[s.idx()].count_ones() as i64;
            *tot_vp.entry((s == me, "~disks".into())).or_default() +=
                acme::games::acme::Q::new(&cat, st).disks_on_map(s.faction()) as i64;
            if acme::games::acme::Q::new(&cat, st).temple_standing(s) {
                *tot_vp.entry((s == me, "~temple".into())).or_default() += 100;
            }
            if st.winner.as_deref().unwrap_or(&[]).contains(&s) {
                *tot_vp.entry((s == me, "~wins".into())).or_default() += 100;
            }
            if s == me { n_player += 1 } else { n_npc += 1 }
        }
        println!(
            "  mean NPCs hostile to me per my question: {:.2}; peace asked {}; asks {:?}",
            a.hostile_sum as f64 / a.samples.max(1) as f64,
            a.peace_asked,
            a.asks
        );
        let myname = cat.civ(st.civs[me.idx()].civ).name.to_string();
        for n in &notes {
            if n.contains(&format!("becomes hostile to {myname}")) {
                println!("TOME {}", n.split('[').nth(1).unwrap());
            }
        }
        let hostile_notes = notes
            .iter()
            .filter(|n| n.contains("becomes hostile"))
            .count();
        println!("  hostility notes: {hostile_notes}");
        for n in notes.iter().filter(|_| std::env::var("NOTES").is_ok()) {
            println!("   {n}");
        }
    }
    for ((p, ph), v) in tot_vp {
        let d = if p { n_player } else { n_npc } as f64;
        print!("{} {ph}: {:.1}  ", if p { "P" } else { "N" }, v as f64 / d);
    }
}
