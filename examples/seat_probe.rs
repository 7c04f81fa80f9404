//! Where a player seat loses VP in a solitaire game (docs/strategist.md): one player seat
//! (rotated) against rulebook NPCs, played by the Strategist's own-seat policy (`ai::player`), or
//! with `OLD=1` by the rulebook brain read for a human seat. Prints per game and then per seat kind
//! (P: the player, N: the NPCs): VP gained by phase and by the rule that gave them, disks placed
//! (pl...) and removed (rm...) by phase, the player's answers by question, and at the end Cities,
//! disks on the map, Wonders held (ACIS), a standing temple (%) and wins (%). Variants tried on the
//! policy: `HARM=1` (no harmful card while no NPC is hostile), `MINA=1` (a mina as the Peace
//! Offer's gift), `NOGIFT=1`; `NOTES=1` prints the hostility notes. `SEARCH=BUDGET` (quick,
//! normal, deep or a number of playouts) has the Strategist's search answer the player's questions
//! with more than one answer, as `acme arena` does (seeded from the game's seed).
//!
//! `cargo run --profile headless --no-default-features --example seat_probe [GAMES] [PLAYERS]
//! [FIRST_SEED] [acme|acis]` (defaults 10, 4, 1 and acme; game g plays seed FIRST_SEED + g, the
//! player at slot g mod PLAYERS).
use std::collections::BTreeMap;
use std::sync::Arc;

use acme::games::acis::rules::Acis;
use acme::games::acme::Answerer;
use acme::games::acme::ai;
use acme::games::acme::catalog::Catalog;
use acme::games::acme::decision::{AbilityUse, Action, Ask, Decision};
use acme::games::acme::npc;
use acme::games::acme::record::SetupSpec;
use acme::games::acme::state::{Slot, State};
use acme::games::acme::{Acme, Event, Phase, Q, WholeGame};
use acme::sim::SimSetup;

struct A<'a, R> {
    cat: &'a Catalog,
    me: Slot,
    hostile_sum: u64,
    samples: u64,
    peace_asked: u32,
    /// The player's answers: (question kind, answer kind).
    answers: BTreeMap<String, u32>,
    ruleset: std::marker::PhantomData<R>,
}

fn first_word(x: impl std::fmt::Debug) -> String {
    format!("{x:?}")
        .split([' ', '{', '('])
        .next()
        .unwrap()
        .to_string()
}

fn is_peace_offer(d: &Decision) -> bool {
    matches!(
        &d.ask,
        Ask::UseAbility {
            ability: AbilityUse::PeaceOffer,
            ..
        }
    )
}

impl<R: WholeGame> A<'_, R> {
    fn policy(&mut self, st: &State, d: &Decision, actions: u32) -> Action {
        if std::env::var("HARM").is_ok() && matches!(d.ask, Ask::CardAction) {
            let peaceful = !st
                .slots()
                .any(|n| n != self.me && st.npc.hostile(n, self.me));
            if peaceful {
                let b = npc::B::<R>::under(self.cat, st, self.me);
                let mut d2 = d.clone();
                d2.options.retain(|a| match a {
                    Action::Play(c) => !(6..=10).contains(&npc::cards::play_rank(&b, *c)),
                    _ => true,
                });
                return acme::games::acme::ai::player::answer::<R>(
                    self.cat,
                    st,
                    &d2,
                    actions,
                    &npc::Scratch::default(),
                );
            }
        }
        if is_peace_offer(d) {
            if std::env::var("MINA").is_ok() && d.options.contains(&Action::PayMina) {
                return Action::PayMina;
            }
            if std::env::var("NOGIFT").is_ok() {
                return Action::Yes;
            }
        }
        if std::env::var("OLD").is_err() {
            return acme::games::acme::ai::player::answer::<R>(
                self.cat,
                st,
                d,
                actions,
                &npc::Scratch::default(),
            );
        }
        npc::choose_action_under::<R>(self.cat, st, d, actions, &npc::Scratch::default())
    }
}

impl<R: WholeGame> Answerer for A<'_, R> {
    fn answer(&mut self, st: &State, d: &Decision, actions: u32) -> Option<Action> {
        if d.who != self.me {
            return Some(npc::choose_action_under::<R>(
                self.cat,
                st,
                d,
                actions,
                &npc::Scratch::default(),
            ));
        }
        self.note_question(st, d);
        let a = self.policy(st, d, actions);
        self.note_answer(d, a);
        Some(a)
    }
}

impl<R> A<'_, R> {
    fn note_question(&mut self, st: &State, d: &Decision) {
        if is_peace_offer(d) {
            self.peace_asked += 1;
        }
        let h = st
            .slots()
            .filter(|&n| n != self.me && st.npc.hostile(n, self.me))
            .count();
        self.hostile_sum += h as u64;
        self.samples += 1;
    }

    fn note_answer(&mut self, d: &Decision, a: Action) {
        if d.options.len() > 1 {
            *self
                .answers
                .entry(format!("{}>{}", first_word(&d.ask), first_word(a)))
                .or_default() += 1;
        }
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
    match std::env::args().nth(4).as_deref() {
        Some("acis") => probe::<Acis>(
            acme::games::acis::system::builtin(),
            games,
            players,
            first_seed,
        ),
        _ => probe::<Acme>(
            acme::games::acme::data::builtin(),
            games,
            players,
            first_seed,
        ),
    }
}

/// The group a VP gain's rule falls in: its text up to the first parenthesis or colon.
fn vp_source(rule: &str) -> String {
    format!(
        "vp {}",
        rule.split(['(', ':']).next().unwrap_or(rule).trim()
    )
}

fn probe<R: WholeGame>(cat: Arc<Catalog>, games: u64, players: u8, first_seed: u64) {
    let setup = SimSetup::basic(players, 4, npc::TieBreak::UseHead);
    let mut tot: BTreeMap<(bool, String), i64> = BTreeMap::new();
    let mut answers: BTreeMap<String, u32> = BTreeMap::new();
    let (mut n_player, mut n_npc) = (0, 0);
    let (mut hostile_sum, mut samples, mut peace_asked) = (0, 0, 0);
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
            R::start(cat.clone(), &(spec, setup.options.clone()), first_seed + g).unwrap();
        let mut a = A::<R> {
            cat: &cat,
            me,
            hostile_sum: 0,
            samples: 0,
            peace_asked: 0,
            answers: BTreeMap::new(),
            ruleset: std::marker::PhantomData,
        };
        let mut phase = Phase::Growth;
        let mut by: BTreeMap<(Slot, String), i64> = BTreeMap::new();
        let mut notes: Vec<String> = Vec::new();
        let mut last_note: BTreeMap<Slot, String> = BTreeMap::new();
        let search = std::env::var("SEARCH")
            .ok()
            .map(|b| ai::Config::new(ai::Budget::parse(&b).unwrap(), first_seed + g));
        while let Some(d) = game.pending().cloned() {
            let action = match &search {
                Some(cfg) if d.who == me && d.options.len() > 1 => {
                    a.note_question(&game.state, &d);
                    let action = ai::choose(&game, cfg).unwrap().action;
                    a.note_answer(&d, action);
                    action
                }
                _ => a.answer(&game.state, &d, game.state.actions).unwrap(),
            };
            let evs = game.apply(action).unwrap();
            for e in &evs {
                match e {
                    Event::PhaseStarted { phase: p, .. } => phase = *p,
                    Event::Removed { faction, n, .. } if faction.slot().is_some() => {
                        *by.entry((faction.slot().unwrap(), format!("rm{phase:?}")))
                            .or_default() += *n as i64
                    }
                    Event::Placed { faction, n, .. } if faction.slot().is_some() => {
                        *by.entry((faction.slot().unwrap(), format!("pl{phase:?}")))
                            .or_default() += *n as i64
                    }
                    Event::Vp { slot, delta } => {
                        *by.entry((*slot, format!("{phase:?}"))).or_default() += *delta as i64;
                        last_note.insert(*slot, format!("{delta}"));
                    }
                    Event::Note { slot, text, rule } => {
                        // A VP gain is followed by its note naming the rule (`gain_vp`).
                        if let Some(s) = slot
                            && let Some(d) = last_note.remove(s)
                        {
                            *by.entry((*s, vp_source(rule))).or_default() +=
                                d.parse::<i64>().unwrap_or(0);
                        }
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
        }
        let st = &game.state;
        let q = Q::<R>::under(&cat, st);
        let cities = q.city_sets();
        println!(
            "game {g} me {:?} {}: winner {:?}",
            me,
            cat.civ(st.civs[me.idx()].civ).name,
            st.winner
        );
        for s in st.slots() {
            let mine = s == me;
            let mut line = format!(
                "  {:?}{} vp {:3} cities {} disks {:2} mina {}",
                s,
                if mine { "*" } else { " " },
                st.civ(s).vp,
                cities[s.idx()].count_ones(),
                q.disks_on_map(s.faction()),
                st.civ(s).treasury
            );
            for ((t, k), v) in by.iter().filter(|((t, _), _)| *t == s) {
                let _ = t;
                if !k.starts_with("vp ") {
                    line += &format!(" {k}:{v}");
                }
                *tot.entry((mine, k.clone())).or_default() += v;
            }
            println!("{line}");
            let wonders = st.monuments.iter().filter(|m| m.owner == s).count() as i64;
            let end = [
                ("~vp", st.civ(s).vp as i64),
                ("~cities", cities[s.idx()].count_ones() as i64),
                ("~disks", q.disks_on_map(s.faction()) as i64),
                ("~wonders built", wonders),
                ("~mina", st.civ(s).treasury as i64),
                ("~hand", st.civ(s).hand.len() as i64),
                ("~temple%", 100 * q.temple_standing(s) as i64),
                (
                    "~win%",
                    100 * st.winner.as_deref().unwrap_or(&[]).contains(&s) as i64,
                ),
            ];
            for (k, v) in end {
                *tot.entry((mine, k.into())).or_default() += v;
            }
            if mine { n_player += 1 } else { n_npc += 1 }
        }
        println!(
            "  mean NPCs hostile to me per my question: {:.2}; peace asked {}",
            a.hostile_sum as f64 / a.samples.max(1) as f64,
            a.peace_asked,
        );
        hostile_sum += a.hostile_sum;
        samples += a.samples;
        peace_asked += a.peace_asked;
        for (k, v) in a.answers {
            *answers.entry(k).or_default() += v;
        }
        let myname = cat.civ(st.civs[me.idx()].civ).name.to_string();
        for n in notes
            .iter()
            .filter(|n| n.contains(&format!("becomes hostile to {myname}")))
        {
            let rule = n.rsplit('[').next().unwrap_or("").trim_end_matches(']');
            let rule = rule.split(':').next().unwrap_or(rule);
            *tot.entry((true, format!("~hostile to me by {rule}")))
                .or_default() += 1;
        }
        for n in notes.iter().filter(|_| std::env::var("NOTES").is_ok()) {
            println!("   {n}");
        }
    }
    println!("\nper seat-game (P: the player's seat, N: an NPC's), {games} games:");
    for ((p, k), v) in &tot {
        let d = if *p { n_player } else { n_npc } as f64;
        println!("{} {k}: {:.2}", if *p { "P" } else { "N" }, *v as f64 / d);
    }
    println!(
        "P NPCs hostile at its questions: {:.2}; Peace Offers a game: {:.2}",
        hostile_sum as f64 / samples.max(1) as f64,
        peace_asked as f64 / games as f64
    );
    println!("P answers a game (question>answer):");
    for (k, v) in answers {
        println!("  {k}: {:.2}", v as f64 / games as f64);
    }
}
