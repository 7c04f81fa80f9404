//! Cradle's whole game, section by section of its rulebook (CR): each test fails if its rule is
//! broken. Rules that rest on dice are checked on every roll of many seeded games (every roll is
//! an event with its dice, modifiers and result, B42).

use std::sync::Arc;

use acme::engine::{Game, Question};
use acme::games::cradle::data::{self, Catalog, Terrain, Trait};
use acme::games::cradle::event::Event;
use acme::games::cradle::flow::{self, Action, Ask};
use acme::games::cradle::scoring;
use acme::games::cradle::state::{Nation, Occupant, Phase};
use acme::games::cradle::{Cradle, Setup};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn cat() -> Arc<Catalog> {
    data::builtin()
}

fn new(players: u8, seed: u64) -> (Cradle, Vec<Event>) {
    Cradle::new(cat(), Setup::headless(players), seed).expect("a game")
}

/// Random games to their end, with every event of every answer (the setup's first) and the game
/// it led to.
fn random_games(n: u64, f: &mut impl FnMut(&Cradle, &Event)) -> Vec<Cradle> {
    let mut out = Vec::new();
    for seed in 0..n {
        let (mut g, ev) = new(4 + (seed % 3) as u8, 1000 + seed);
        for e in &ev {
            f(&g, e);
        }
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        while let Some(d) = g.pending() {
            let o = d.options();
            let a = o[rng.random_range(0..o.len())];
            for e in &g.apply(a).expect("a legal answer") {
                f(&g, e);
            }
        }
        out.push(g);
    }
    out
}

fn area(name: &str) -> u8 {
    cat().area(name).expect(name)
}

/// CR 1.0: 4 to 6 players; another number is refused with a sentence.
#[test]
fn cr_1_0_four_to_six_players() {
    for p in [3, 7] {
        let e = Cradle::new(cat(), Setup::headless(p), 1).expect_err("refused");
        assert!(e.contains("4 to 6 players"), "{e}");
    }
}

/// CR 2.0: each player is dealt one Epoch I card (all different), the Epoch I Cities stand on
/// the map, the rest of the Epoch I deck is removed; CR 4.0: the earliest arrival plays first.
#[test]
fn cr_2_0_setup_deals_epoch_i_and_places_its_cities() {
    let c = cat();
    for seed in 0..20 {
        let (g, _) = new(4 + (seed % 3) as u8, seed);
        let st = &g.state;
        let cards: Vec<u8> = st.nations.iter().filter_map(|n| n.card).collect();
        assert_eq!(cards.len(), st.players as usize);
        assert!(cards.iter().all(|&k| c.civs[k as usize].epoch == 1));
        let mut dedup = cards.clone();
        dedup.sort();
        dedup.dedup();
        assert_eq!(dedup.len(), cards.len());
        assert!(
            st.decks[0].is_empty(),
            "the rest of the Epoch I deck is removed"
        );
        let cities: usize = st.areas.iter().map(|a| a.cities.len()).sum();
        assert_eq!(cities, 8, "the Epoch I City Card");
        let arrival = |s: u8| {
            let n = st.nations.iter().find(|n| n.owner == s).unwrap();
            c.civs[n.card.unwrap() as usize].arrival
        };
        let arrivals: Vec<u8> = st.order.iter().map(|&s| arrival(s)).collect();
        assert!(arrivals.windows(2).all(|w| w[0] < w[1]), "{arrivals:?}");
    }
}

/// CR 5.3 and the CR 5.4 example: the Sumerians' first army enters Sumer, their Start Area;
/// then they may place in Sumer, Uruk and Ur.
#[test]
fn cr_5_4_example_sumer_places_in_sumer_uruk_and_ur() {
    let c = cat();
    let sumer_card = c.civ("1-1").unwrap() as u8;
    let (g, _) = (0..200)
        .map(|s| new(4, s))
        .find(|(g, _)| g.state.nations.iter().any(|n| n.card == Some(sumer_card)))
        .expect("Sumer dealt in some game");
    let d = g.pending().unwrap();
    let Ask::Place { nation, .. } = d.ask else {
        panic!("{d:?}")
    };
    assert_eq!(g.state.nations[nation as usize].card, Some(sumer_card));
    assert_eq!(
        g.state.areas[area("Sumer") as usize].occupant,
        Some(Occupant { nation, armies: 1 })
    );
    for a in ["Sumer", "Uruk", "Ur"] {
        assert!(d.options.contains(&Action::Place(area(a))), "{a}");
    }
    assert!(!d.options.contains(&Action::Place(area("Hellas"))));
}

/// CR 5.1's example: a previous-Epoch civilization in 7 areas adds 2 armies (7 -> 6 / 3); with
/// 1-2 areas it does not grow; with none its card leaves the game.
#[test]
fn cr_5_1_army_pool_of_a_previous_civilization() {
    let c = cat();
    let (mut g, _) = new(4, 3);
    let st = &mut g.state;
    st.epoch = 2;
    for a in st.areas.iter_mut() {
        a.occupant = None;
    }
    let n = 0u8;
    let land: Vec<u8> = c.land().collect();
    for (k, want) in [(7usize, 2u8), (2, 0), (3, 1)] {
        for a in st.areas.iter_mut() {
            a.occupant = None;
        }
        for &a in land.iter().take(k) {
            st.areas[a as usize].occupant = Some(Occupant {
                nation: n,
                armies: 1,
            });
        }
        st.round = None;
        let mut ev = Vec::new();
        flow::begin_round(st, &c, n, &mut ev);
        assert_eq!(st.round.as_ref().unwrap().pool, want, "{k} areas");
    }
    for a in st.areas.iter_mut() {
        a.occupant = None;
    }
    st.round = None;
    let mut ev = Vec::new();
    flow::begin_round(st, &c, n, &mut ev);
    assert!(st.nations[n as usize].gone && st.round.is_none());
    assert!(ev.contains(&Event::Vanished { nation: n }));
}

/// CR 5.5 and the Terrain Chart, on every combat roll of many games: the attacker keeps the
/// best of its dice (+1 for a great commander), the defender one die (two in a mountain when
/// terrain applies); the lower loses, a tie costs both (in rough only the attacker); in a desert
/// an attacker's kept 1-3 is eliminated even when it wins.
#[test]
fn cr_5_5_every_combat_roll_follows_the_dice_and_the_terrain_chart() {
    let c = cat();
    let mut seen = 0;
    random_games(12, &mut |_, e| {
        let Event::Combat(r) = e else { return };
        seen += 1;
        let terrain = c.areas[r.area as usize].terrain;
        let kept = *r.attack_dice.iter().max().unwrap();
        assert_eq!(r.attack, kept + r.attack_bonus, "{r:?}");
        assert!(r.attack_dice.len() == 2 || r.attack_dice.len() == 3);
        let mountain = r.terrain_applies && terrain == Terrain::Mountain;
        assert_eq!(r.defence_dice.len(), if mountain { 2 } else { 1 }, "{r:?}");
        assert_eq!(r.defence, *r.defence_dice.iter().max().unwrap());
        let rough = r.terrain_applies && terrain == Terrain::Rough;
        let (att, def) = match r.attack.cmp(&r.defence) {
            std::cmp::Ordering::Greater => (false, true),
            std::cmp::Ordering::Less => (true, false),
            std::cmp::Ordering::Equal => (true, !rough),
        };
        assert_eq!(r.defender_lost, def, "{r:?}");
        // A desert's 1-3 is the next test's.
        if !(terrain == Terrain::Desert && kept <= 3) {
            assert_eq!(r.attacker_lost, att, "{r:?}");
        }
    });
    assert!(seen > 1000, "{seen} combats");
}

/// Terrain Chart (desert): an attacker placed by its round whose kept die is 1-3 is eliminated,
/// however the comparison went.
#[test]
fn terrain_chart_desert_attacker_rolling_1_to_3_is_eliminated() {
    let c = cat();
    let mut seen = 0;
    random_games(12, &mut |g, e| {
        let Event::Combat(r) = e else { return };
        let raider = g.state.nations[r.attacker as usize].card.is_none();
        let kept = *r.attack_dice.iter().max().unwrap();
        if !raider && c.areas[r.area as usize].terrain == Terrain::Desert && kept <= 3 {
            seen += 1;
            assert!(r.attacker_lost, "{r:?}");
        }
    });
    assert!(seen > 0);
}

/// CR 5.4 / 6.1: every placement offered is an own area below its stacking, or a land area next
/// to one it holds (or across a sea it borders with Seafaring); never a sea.
#[test]
fn cr_5_4_placements_offered_are_own_adjacent_or_across_a_sea() {
    let c = cat();
    let mut checked = 0;
    for seed in 0..6u64 {
        let (mut g, _) = new(4 + (seed % 3) as u8, 50 + seed);
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        while let Some(d) = g.pending().cloned() {
            if let Ask::Place { nation, .. } = d.ask
                && !g.state.round.as_ref().unwrap().first_army
            {
                let st = &g.state;
                let held: Vec<u8> = st.held(nation).collect();
                let sea = st.traits(&c, nation).has(Trait::Seafaring);
                for a in d.options.iter().filter_map(|o| match o {
                    Action::Place(a) => Some(*a),
                    _ => None,
                }) {
                    let here = &c.areas[a as usize];
                    assert!(here.is_land());
                    let ok = match st.areas[a as usize].occupant {
                        Some(o) if o.nation == nation => o.armies < here.stacking,
                        _ => {
                            held.iter().any(|&h| here.land_adjacent.contains(&h))
                                || (sea
                                    && held.iter().any(|&h| {
                                        c.areas[h as usize]
                                            .seas
                                            .iter()
                                            .any(|s| here.seas.contains(s))
                                    }))
                        }
                    };
                    assert!(ok, "{} offered to {nation}", here.name);
                    checked += 1;
                }
            }
            let a = d.options[rng.random_range(0..d.options.len())];
            g.apply(a).unwrap();
        }
    }
    assert!(checked > 1000);
}

/// CR 3.0: the drawer alone sees his card; a passed card stays unseen by its receiver (and by
/// everyone but its passer) until all are dealt; a drawer who already received one must pass.
#[test]
fn cr_3_0_the_drawn_and_passed_cards_are_secret_until_the_reveal() {
    let mut must = 0;
    let mut passes = 0;
    for seed in 0..10u64 {
        let (mut g, _) = new(5, 300 + seed);
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        while let Some(d) = g.pending().cloned() {
            if matches!(d.ask, Ask::KeepOrPass | Ask::MustPass) {
                let st = &g.state;
                assert!(st.alloc.drawn.is_some());
                for v in 0..st.players {
                    let seen = g.view(Some(v)).state.alloc;
                    assert_eq!(seen.drawn.is_some(), v == d.who, "seat {v}");
                    for s in 0..st.players as usize {
                        if let Some(from) = st.alloc.passed_by[s] {
                            assert_eq!(seen.received[s].is_some(), v == from, "seat {v}");
                        }
                    }
                    assert_ne!(
                        serde_json::to_string(&g.view(Some(v)).state.rng).unwrap(),
                        serde_json::to_string(&st.rng).unwrap(),
                        "the dice to come are nobody's"
                    );
                }
                let received = st.alloc.received[d.who as usize].is_some();
                assert_eq!(d.ask == Ask::MustPass, received);
                if received {
                    must += 1;
                    assert!(!d.options.contains(&Action::Keep));
                }
                let a = d.options[rng.random_range(0..d.options.len())];
                let ev = g.apply(a).unwrap();
                if let Some(to) = ev.iter().find_map(|e| match e {
                    Event::Passed { to, .. } => Some(*to),
                    _ => None,
                }) {
                    passes += 1;
                    let shown = g.view_events(Some(to), &ev);
                    assert!(!shown.iter().any(|e| matches!(e, Event::Passed { .. })));
                }
                continue;
            }
            let a = d.options[rng.random_range(0..d.options.len())];
            g.apply(a).unwrap();
        }
    }
    assert!(must > 0 && passes > 0);
}

/// CR 7.2, 7.3: 3 areas of Mesopotamia (Sumer, Ur, Uruk with Nippur) held by Elam, whose card
/// names Ur: 1 VP for the areas (3 / 2), 1 for the City, 1 for the Bonus Area, Mesopotamia's
/// control (3) against a player with one area of it, presence elsewhere.
#[test]
fn cr_7_2_and_7_3_scoring_areas_cities_bonus_area_and_region_control() {
    let c = cat();
    let (mut g, _) = new(4, 7);
    let st = &mut g.state;
    for a in st.areas.iter_mut() {
        a.occupant = None;
    }
    let elam = c.civ("1-2").unwrap() as u8;
    st.nations = vec![
        Nation {
            card: Some(elam),
            part: 0,
            owner: 0,
            epoch: 1,
            gone: false,
        },
        Nation {
            card: Some(c.civ("1-4").unwrap() as u8),
            part: 0,
            owner: 1,
            epoch: 1,
            gone: false,
        },
    ];
    for (a, n) in [("Sumer", 0), ("Ur", 0), ("Uruk", 0), ("Kish", 1)] {
        st.areas[area(a) as usize].occupant = Some(Occupant {
            nation: n,
            armies: 1,
        });
    }
    let s = scoring::score_of(st, &c, 0);
    assert_eq!(s.area_vp, 1);
    assert_eq!(s.city_vp, 1, "Nippur in Uruk");
    assert_eq!(s.bonus_area_vp, 1, "Ur, Elam's Bonus Area");
    let meso = c
        .regions
        .iter()
        .position(|r| r.name == "Mesopotamia")
        .unwrap();
    assert_eq!(s.regions[meso], (2, 3), "control");
    let other = scoring::score_of(st, &c, 1);
    assert_eq!(other.regions[meso], (1, 1), "presence");
    assert_eq!(other.city_vp, 1, "Sippar in Kish");
    assert_eq!(s.total, 1 + 1 + 1 + 3);
}

/// CR 7.2, 7.3: every scoring of many random games reports each region of the map (catalog
/// order) with the Region table's VP for the status held there (none scores 0), and its regions'
/// VP with the areas', Cities', commerce's, Bonus Areas' and Wonders' add up to its total.
#[test]
fn cr_7_2_and_7_3_a_scorings_regions_and_other_sources_add_up_to_its_total() {
    let c = cat();
    let mut scorings = 0;
    random_games(6, &mut |_, e| {
        let Event::Scored { score: s, .. } = e else {
            return;
        };
        scorings += 1;
        assert_eq!(s.regions.len(), c.regions.len(), "every region, in order");
        for (r, &(status, vp)) in c.regions.iter().zip(&s.regions) {
            let table = match status {
                0 => 0,
                1 => r.presence,
                2 => r.control,
                3 => r.domination,
                x => panic!("{}: status {x}", r.name),
            };
            assert_eq!(vp, table as i32, "{} at status {status}", r.name);
        }
        assert_eq!(s.area_vp, (s.areas / 2) as i32, "1 VP per 2 areas");
        let regions: i32 = s.regions.iter().map(|r| r.1).sum();
        assert_eq!(
            regions + s.area_vp + s.city_vp + s.commerce_vp + s.bonus_area_vp + s.wonder_vp,
            s.total,
            "the sources add up to the total"
        );
    });
    assert!(scorings >= 6 * 4 * 6, "{scorings} scorings");
}

/// CR 1.0, 8.0 (B40): six Epochs, no events after the sixth, the game over with the players of
/// most VP as winners; every game's record replays to the same hash (the fuzz harness).
#[test]
fn cr_8_0_six_epochs_then_the_game_ends_with_winners() {
    let games = random_games(6, &mut |_, _| {});
    for g in games {
        assert_eq!(g.state.phase, Phase::Over);
        assert_eq!(g.state.epoch, 6);
        let best = *g.state.vp.iter().max().unwrap();
        let w: Vec<u8> = (0..g.state.players)
            .filter(|&s| g.state.vp[s as usize] == best)
            .collect();
        assert_eq!(g.winners(), w);
    }
    for seed in 0..5 {
        let o = acme::games::cradle::fuzz::fuzz_game(seed, 4 + (seed % 3) as u8)
            .unwrap_or_else(|f| panic!("{}", f.message));
        assert!(o.actions > 0);
    }
}

/// CR 4.0's example: a player's rounds go oldest civilization first, the current one last.
#[test]
fn cr_4_0_rounds_go_oldest_civilization_first() {
    let c = cat();
    let mut last: Option<(u8, u8, u8)> = None; // (owner, epoch, arrival)
    random_games(4, &mut |g, e| match e {
        Event::RoundBegins { nation, .. } => {
            let n = &g.state.nations[*nation as usize];
            let civ = &c.civs[n.card.unwrap() as usize];
            let key = (n.owner, civ.epoch, civ.arrival);
            if let Some(prev) = last
                && prev.0 == key.0
            {
                assert!((prev.1, prev.2) <= (key.1, key.2), "{prev:?} then {key:?}");
            }
            last = Some(key);
        }
        Event::Scored { .. } => last = None,
        _ => {}
    });
}

/// `acme simulate --game cradle --json` prints JSON in the shape of ACME's summary where the
/// fields mean the same (setup, games, seed, failed, actions_mean; per player who played it,
/// wins, win rate, mean VP and its spread), its figures those of the same seeded games (CR 9.0:
/// a tie shares the win).
#[test]
fn simulate_game_cradle_json_has_acmes_shape_and_the_games_figures() {
    let bin = env!("CARGO_BIN_EXE_acme");
    let run = |args: &[&str]| {
        let out = std::process::Command::new(bin).args(args).output().unwrap();
        assert_eq!(out.status.code(), Some(0), "{args:?}: {out:?}");
        serde_json::from_slice::<serde_json::Value>(&out.stdout)
            .unwrap_or_else(|e| panic!("{args:?}: not JSON ({e}): {out:?}"))
    };
    let cradle = run(&[
        "simulate", "--game", "cradle", "--setup", "basic-4", "--games", "3", "--seed", "1",
        "--json",
    ]);
    let acme = run(&[
        "simulate", "--setup", "basic-2", "--games", "1", "--seed", "1", "--json",
    ]);
    let keys = |v: &serde_json::Value| -> Vec<String> {
        let mut k: Vec<String> = v.as_object().unwrap().keys().cloned().collect();
        k.sort();
        k
    };
    let top = keys(&cradle);
    assert_eq!(
        top,
        [
            "actions_mean",
            "failed",
            "games",
            "players",
            "seed",
            "setup"
        ],
        "Cradle's summary"
    );
    for k in top.iter().filter(|k| *k != "players") {
        assert!(keys(&acme).contains(k), "{k} is ACME's field too");
    }
    let players = cradle["players"].as_array().unwrap();
    assert_eq!(players.len(), 4);
    let row = keys(&players[0]);
    assert_eq!(
        row,
        ["player", "seat", "vp_mean", "vp_sd", "win_rate", "wins"],
        "a player's figures"
    );
    let civ = keys(&acme["civilizations"][0]);
    for k in row.iter().filter(|k| *k != "player" && *k != "seat") {
        assert!(civ.contains(k), "{k} is ACME's field too");
    }
    assert_eq!(cradle["setup"], "basic-4");
    assert_eq!(cradle["failed"], 0);
    // The same three games, played here.
    let mut wins = [0f64; 4];
    let mut vp = [0f64; 4];
    for seed in 1..=3 {
        let p = acme::games::cradle::sim::play(4, seed).expect("a whole game");
        let w = &p.game.state.winners;
        for &s in w {
            wins[s as usize] += 1.0 / w.len() as f64;
        }
        for (s, v) in p.game.state.vp.iter().enumerate() {
            vp[s] += *v as f64 / 3.0;
        }
    }
    for (s, p) in players.iter().enumerate() {
        assert_eq!(p["player"], format!("Player {}", s + 1));
        assert_eq!(p["seat"], "random");
        assert!((p["wins"].as_f64().unwrap() - wins[s]).abs() < 1e-9, "{p}");
        assert!((p["vp_mean"].as_f64().unwrap() - vp[s]).abs() < 1e-9, "{p}");
    }
    let total: f64 = players.iter().map(|p| p["wins"].as_f64().unwrap()).sum();
    assert!((total - 3.0).abs() < 1e-9, "one win shared out per game");
}
