//! Optional rules in scenario games: game length, the Rulebook options (Final Epoch Event,
//! Barbarian Hordes, second Gilgamesh, Homeland Defense), Double Disks (G3.3), several
//! civilizations per player (G3.4), teams (G3.5), Cultural Development Tracks (§5).

use acme::games::acme::Game;
use acme::games::acme::decision::Action;
use acme::games::acme::probe::losses::{Loss, LossMemo, LossRules};
use acme::games::acme::scenario::{ScenarioChoice, TeamMode};
use acme::games::acme::state::{Faction, GameOptions};
use acme::games::acme::{Flow, ReckStep};

use super::driver::*;

fn resume_events(g: &Game, flow: Flow) -> (Game, Vec<acme::games::acme::Event>) {
    resume_at(g, flow)
}

fn ready_with(name: &str, choice: ScenarioChoice, options: &GameOptions, seed: u64) -> Game {
    ready_at_rest(&spec_with(name, choice), options, seed)
}

fn winners(g: &Game) -> Vec<String> {
    let q = acme::games::acme::Q::new(&g.catalog, &g.state);
    let mut v: Vec<String> = g
        .state
        .winner
        .clone()
        .unwrap_or_default()
        .iter()
        .map(|&s| q.civ_name(s).to_string())
        .collect();
    v.sort();
    v
}

fn set_vp(g: &mut Game, list: &[(&str, u32)]) {
    for (n, vp) in list {
        let s = slot_named(g, n);
        g.state.civs[s.idx()].vp = *vp;
    }
}

#[test]
fn game_length_option_overrides_the_scenarios_last_epoch() {
    let mut c = ScenarioChoice::default();
    c.options.last_epoch = Some(2);
    let g = ready_with("sandbox-4", c, &GameOptions::default(), 1);
    assert_eq!(g.state.options.last_epoch, 2);
    // Without it the scenario decides (the record's GameOptions.last_epoch does not).
    let opts = GameOptions {
        last_epoch: 1,
        ..Default::default()
    };
    let g = ready_with("alexander", ScenarioChoice::default(), &opts, 1);
    assert_eq!(g.state.options.last_epoch, 1);
    let g = ready_with("rostam", ScenarioChoice::default(), &opts, 1);
    assert_eq!(g.state.options.last_epoch, 4);
}

#[test]
fn vp_goal_ends_a_scenario_game_at_the_end_of_the_turn() {
    let opts = GameOptions {
        vp_goal: Some(25),
        ..Default::default()
    };
    let mut g = ready_with("sandbox-3", ScenarioChoice::default(), &opts, 2);
    let s = g.state.order[0];
    g.state.civs[s.idx()].vp = 30;
    let (mut g, _) = resume_events(
        &g,
        Flow::Reckoning {
            step: ReckStep::Advance,
        },
    );
    run_until(&mut g, 2, |g| g.is_over());
    assert_eq!(
        g.state.epoch, 1,
        "X2.1.7b: the game ends at the end of that turn"
    );
}

#[test]
fn final_epoch_event_option_runs_in_a_scenario_game() {
    let opts = GameOptions {
        final_epoch_event: true,
        ..Default::default()
    };
    let g = ready_with("sargon", ScenarioChoice::default(), &opts, 3);
    let (mut g, mut events) = resume_events(&g, Flow::EndOfEpoch { step: 20 });
    events.extend(run_collect(&mut g, 3, |g| g.is_over()));
    assert!(g.is_over());
    assert!(
        notes_of(&events)
            .iter()
            .any(|n| n.starts_with("Final Epoch Event")),
        "RB optional Final Epoch Event"
    );
}

#[test]
fn barbarian_hordes_option_doubles_the_black_disks_with_fewer_than_six_civilizations() {
    let opts = GameOptions {
        barbarian_hordes: true,
        ..Default::default()
    };
    let g = ready_with("darius", ScenarioChoice::default(), &opts, 4);
    let black: u32 = g.state.barbarian_supply as u32 + total_on_map(&g, "Barbarians");
    assert_eq!(black, 100);
}

#[test]
fn second_gilgamesh_option_allows_a_second_return() {
    let opts = GameOptions {
        second_gilgamesh: true,
        ..Default::default()
    };
    let mut g = ready_with("sandbox-3", ScenarioChoice::default(), &opts, 5);
    let s = g.state.order[0];
    for x in g.state.slots().collect::<Vec<_>>() {
        g.state.civs[x.idx()].vp = 20;
    }
    g.state.civs[s.idx()].vp = 0;
    g.state.civs[s.idx()].gilgamesh_uses = 1;
    g.state.civs[s.idx()].gilgamesh_epoch = Some(0);
    let ok = rules(&mut g, |gg, _| {
        acme::games::acme::probe::gilgamesh::eligible(gg, s)
    })
    .0;
    assert!(ok, "second return allowed with the option");
    g.state.options.second_gilgamesh = false;
    let ok = rules(&mut g, |gg, _| {
        acme::games::acme::probe::gilgamesh::eligible(gg, s)
    })
    .0;
    assert!(!ok);
}

#[test]
fn no_gilgamesh_in_alexander_even_without_disks() {
    let mut g = ready_with(
        "alexander",
        ScenarioChoice::default(),
        &GameOptions::default(),
        6,
    );
    g.state.options.last_epoch = 4; // not the final Epoch, so only the scenario rule forbids it
    let s = slot_named(&g, "Satrapy of Egypt");
    for i in 0..g.state.areas.len() {
        let a = acme::games::acme::catalog::AreaId(i as u8);
        g.state.areas.set(a, s.faction(), 0);
    }
    let ok = rules(&mut g, |gg, _| {
        acme::games::acme::probe::gilgamesh::eligible(gg, s)
    })
    .0;
    assert!(!ok, "H4.13.13");
}

#[test]
fn homeland_defense_option_protects_the_last_homeland_disk_in_a_scenario_game() {
    let opts = GameOptions {
        homeland_defense: true,
        ..Default::default()
    };
    let mut g = ready_with("sandbox-2", ScenarioChoice::default(), &opts, 7);
    let s = g.state.order[0];
    let h = g.state.civ(s).homeland.unwrap();
    let have = g.state.area(h).disks[s.idx()];
    g.state.areas.set(h, s.faction(), 1);
    g.state.civs[s.idx()].supply += have as u16 - 1;
    g.state.flow = Flow::Card { pos: 0 };
    let (out, _) = rules(&mut g, |gg, ctx| {
        gg.lose_one(
            ctx,
            s.faction(),
            h,
            LossRules::card(acme::games::acme::catalog::CardId(72)),
            &mut LossMemo::default(),
        )
    });
    assert_eq!(out, Ok(Loss::Protected));
}

#[test]
fn g3_3_1_double_disks_leave_ninety_eight_disks() {
    let mut c = ScenarioChoice::default();
    c.options.double_disks = vec!["Hittite".into()];
    let g = ready_with("basic-2", c, &GameOptions::default(), 8);
    let s = slot_named(&g, "Hittite");
    assert_eq!(g.state.civ(s).pool, 98);
    assert_eq!(
        g.state.civ(s).supply as u32 + total_on_map(&g, "Hittite"),
        98
    );
    assert_eq!(g.state.civ(slot_named(&g, "Egypt")).pool, 48);
    // The Double-Disk sandbox option is mandatory in "Two civilizations", option 1.
    let g = ready_with(
        "sandbox-2",
        ScenarioChoice::default(),
        &GameOptions::default(),
        8,
    );
    for &s in &g.state.order {
        assert_eq!(g.state.civ(s).pool, 98);
    }
}

#[test]
fn g3_4_5_a_players_civilizations_score_together() {
    let c = humans(&[&["Hittite", "Egypt"], &["Assyria", "Sea Peoples"]]);
    let mut g = ready_with("basic-4", c, &GameOptions::default(), 9);
    set_vp(
        &mut g,
        &[
            ("Hittite", 10),
            ("Egypt", 45),
            ("Assyria", 30),
            ("Sea Peoples", 15),
        ],
    );
    let (g, _) = resume_events(&g, Flow::EndOfEpoch { step: 20 });
    // Epoch scoring adds little; 55 against 45 before it.
    assert_eq!(winners(&g), ["Egypt", "Hittite"]);
}

#[test]
fn g3_4_7_one_civilization_player_against_two_gets_the_bonuses() {
    let mut c = humans(&[&["Greek"], &["Indus Valley", "Mittani"]]);
    c.civs = vec!["Greek".into(), "Indus Valley".into(), "Mittani".into()];
    let g = ready_with("sandbox-3", c.clone(), &GameOptions::default(), 10);
    let greek = slot_named(&g, "Greek");
    assert_eq!(
        total_on_map(&g, "Greek") + g.state.civ(greek).growth as u32,
        16,
        "G3.4.7b: 16 initial disks"
    );
    assert_eq!(g.state.options.last_epoch, 2, "G3.4.7h: at most two Epochs");
    assert_eq!(hand(&g, "Indus Valley").len(), 4, "G3.4.7g: 4 cards");
    let q = acme::games::acme::Q::new(&g.catalog, &g.state);
    assert_eq!(q.hand_limit(slot_named(&g, "Mittani")), 4, "G3.4.7g");
    let mut g2 = g;
    let (base, min) = rules(&mut g2, |gg, _| {
        (
            acme::games::acme::probe::ruleset::draw_base(gg, greek),
            acme::games::acme::probe::ruleset::acquisition(gg, greek, 1, 3),
        )
    })
    .0;
    assert_eq!((base, min), (4, 6), "G3.4.7c-d");
    // G3.4.9 (A7.31): the two-civilization player's score is the sum divided by 4.
    let mut g = g2;
    set_vp(
        &mut g,
        &[("Greek", 40), ("Indus Valley", 60), ("Mittani", 70)],
    );
    let (g, _) = resume_events(&g, Flow::EndOfEpoch { step: 20 });
    assert_eq!(winners(&g), ["Greek"], "40 against 130 / 4");
}

#[test]
fn g3_5_7_team_victory_combined_and_individual() {
    let teams = vec![
        vec!["Hittite".to_string(), "Egypt".to_string()],
        vec!["Assyria".to_string(), "Sea Peoples".to_string()],
    ];
    for (mode, want) in [
        (TeamMode::Combined, vec!["Assyria", "Sea Peoples"]),
        (TeamMode::Individual, vec!["Assyria"]),
    ] {
        let mut c = ScenarioChoice::default();
        c.options.teams = teams.clone();
        c.options.team_mode = mode;
        let mut g = ready_with("basic-4", c, &GameOptions::default(), 11);
        set_vp(
            &mut g,
            &[
                ("Hittite", 35),
                ("Egypt", 5),
                ("Assyria", 30),
                ("Sea Peoples", 20),
            ],
        );
        let (g, _) = resume_events(&g, Flow::EndOfEpoch { step: 20 });
        assert_eq!(winners(&g), want, "{mode:?}");
    }
}

#[test]
fn g3_5_5_no_disks_into_a_teammates_homeland() {
    let mut c = ScenarioChoice::default();
    c.options.teams = vec![vec!["Hittite".into(), "Egypt".into()]];
    let mut g = ready_with("basic-2", c, &GameOptions::default(), 12);
    let hittite = slot_named(&g, "Hittite");
    let thebes = area_named(&g, "Thebes");
    // Put a Hittite disk next to Thebes so that only the team rule stands in the way.
    let abydos = area_named(&g, "Abydos");
    for i in 0..acme::games::acme::state::FACTIONS {
        g.state
            .areas
            .set(abydos, acme::games::acme::state::Faction(i as u8), 0);
    }
    g.state.areas.set(abydos, hittite.faction(), 2);
    let r = rules(&mut g, |gg, _| {
        acme::games::acme::probe::growth::deploy_check(gg, hittite, thebes)
    })
    .0;
    assert!(r.unwrap_err().contains("G3.5.5"));
}

#[test]
fn t5_2_a_track_costs_its_stage_needs_cities_and_a_competition_card_counts_two_on_pm() {
    let mut c = humans(&[&["Hittite"]]);
    c.options.tracks = Some(0);
    let mut g = ready_with("basic-2", c, &GameOptions::default(), 13);
    let h = slot_named(&g, "Hittite");
    let opts = rules(&mut g, |gg, _| {
        acme::games::acme::scenario::tracks::card_actions(gg, h)
    })
    .0;
    assert!(opts.is_empty(), "no Cities yet: no stage 1 (T5.2.3)");
    // Two Cities.
    for a in ["Hattusha", "Kaska"] {
        let id = area_named(&g, a);
        g.state.areas.set(id, h.faction(), 3);
        g.state.civs[h.idx()].supply -= 1;
    }
    let opts = rules(&mut g, |gg, _| {
        acme::games::acme::scenario::tracks::card_actions(gg, h)
    })
    .0;
    assert_eq!(
        opts,
        vec![Action::Option(0), Action::Option(1), Action::Option(2)]
    );
    let c = acme::games::acme::catalog::CardId(31); // a Competition card
    assert_eq!(
        acme::games::acme::scenario::tracks::card_value(&g.g(), c, 0),
        2
    );
    assert_eq!(
        acme::games::acme::scenario::tracks::card_value(&g.g(), c, 1),
        1
    );
}

#[test]
fn t5_3_track_benefits_and_leader_vp() {
    let mut c = ScenarioChoice::default();
    c.options.tracks = Some(0);
    let mut g = ready_with("basic-2", c, &GameOptions::default(), 14);
    let h = slot_named(&g, "Hittite");
    let e = slot_named(&g, "Egypt");
    g.state
        .scenario
        .as_mut()
        .unwrap()
        .tracks
        .as_mut()
        .unwrap()
        .stage[h.idx()] = [1, 2, 3];
    g.state
        .scenario
        .as_mut()
        .unwrap()
        .tracks
        .as_mut()
        .unwrap()
        .stage[e.idx()] = [1, 0, 0];
    let (mina, growth) = (g.state.civ(h).treasury, g.state.civ(h).growth);
    rules(&mut g, acme::games::acme::scenario::tracks::growth_benefits);
    assert_eq!(g.state.civ(h).growth, growth + 1, "SE stage 2: 1 disk");
    assert_eq!(
        g.state.civ(h).treasury,
        mina + 2,
        "RI stage 3: 2 mina (A7.65)"
    );
    let vp = g.state.civ(h).vp;
    rules(&mut g, acme::games::acme::scenario::tracks::leader_vp);
    assert_eq!(
        g.state.civ(h).vp,
        vp + 2,
        "sole leader of SE and RI; PM tied (A7.66)"
    );
}

#[test]
fn options_survive_the_record_round_trip() {
    let mut c = ScenarioChoice::default();
    c.options.tracks = Some(1);
    c.options.double_disks = vec!["Egypt".into()];
    let spec = spec_with("basic-2", c);
    let text = acme::games::acme::record::to_ron(&spec);
    let back: acme::games::acme::record::SetupSpec = ron::from_str(&text).expect("RON");
    assert_eq!(back, spec);
    let _ = Faction::BARBARIANS;
}

/// G3.4.7e: a one-civilization player facing a two-civilization player may invoke Gilgamesh even
/// in the final Epoch, and returns with 50% more disks: in Epoch II, (16 + 2) x 1.5 = 27. The
/// two-civilization player's Mittani, as far behind, may not (RB: never in the final Epoch).
#[test]
fn g3_4_7e_one_civilization_player_gilgamesh_in_the_final_epoch_with_half_as_many_more_disks() {
    let mut c = humans(&[&["Greek"], &["Indus Valley", "Mittani"]]);
    c.civs = vec!["Greek".into(), "Indus Valley".into(), "Mittani".into()];
    let mut g = ready_with("sandbox-3", c, &GameOptions::default(), 10);
    g.state.epoch = 2;
    assert_eq!(g.state.options.last_epoch, 2, "Epoch II is the final Epoch");
    set_vp(
        &mut g,
        &[("Greek", 0), ("Indus Valley", 20), ("Mittani", 10)],
    );
    let greek = slot_named(&g, "Greek");
    let mittani = slot_named(&g, "Mittani");
    let (ok, _) = rules(&mut g, |gg, _| {
        (
            acme::games::acme::probe::gilgamesh::eligible(gg, greek),
            acme::games::acme::probe::gilgamesh::eligible(gg, mittani),
        )
    });
    assert_eq!(ok, (true, false));
    let pos = g.state.order.iter().position(|&s| s == greek).unwrap() as u8;
    let (mut g, _) = resume_events(
        &g,
        Flow::Reckoning {
            step: ReckStep::Gilgamesh { pos },
        },
    );
    let d = g.pending().expect("the Gilgamesh offer").clone();
    assert_eq!(d.who, greek);
    assert!(d.options.contains(&Action::Yes), "{d:?}");
    g.apply(Action::Yes).unwrap();
    for _ in 0..4 {
        let d = g.pending().unwrap().clone();
        if let acme::games::acme::Ask::GilgameshDeploy { left } = d.ask {
            // 27: the first disk went to the Home area without a question.
            assert_eq!(left, 26, "(16 + 2) x 1.5 = 27");
            return;
        }
        g.apply(d.options[0]).unwrap();
    }
    panic!("no Gilgamesh placement");
}

/// A7.21 (N1.10.4): the NPC VP bonus added to a historical scenario is 2 VP a turn "unless another
/// is chosen"; not added, there is none; an amount chosen wins.
#[test]
fn a7_21_npc_vp_bonus_added_to_a_historical_scenario_defaults_to_two() {
    use acme::games::acme::scenario::Rule;
    let bonus = |add: bool, amount: Option<u32>| {
        let mut c = humans(&[&["Medes & Persians"]]);
        c.options.add_npc_vp_bonus = add;
        c.options.npc_vp_bonus = amount;
        let g = ready_with("rostam", c, &GameOptions::default(), 3);
        g.state
            .scenario
            .as_ref()
            .unwrap()
            .rules
            .iter()
            .find_map(|r| match r {
                Rule::NpcTallyVp { vp } => Some(*vp),
                _ => None,
            })
    };
    assert_eq!(bonus(true, None), Some(2));
    assert_eq!(bonus(false, None), None);
    assert_eq!(bonus(true, Some(1)), Some(1));
}

/// RB Gilgamesh Step 5, note: "if commencing a game with Epoch III, Epochs I and II are concluded
/// for purpose of the Gilgamesh rule (e.g. gain 4 additional disks for a total of 20)."
#[test]
fn rb_gilgamesh_example_a_game_starting_at_epoch_three_returns_with_twenty_disks() {
    let mut c = humans(&[&["Greek"], &["Indus Valley"], &["Mittani"]]);
    c.civs = vec!["Greek".into(), "Indus Valley".into(), "Mittani".into()];
    c.options.start_epoch = Some(3);
    let mut g = ready_with("sandbox-3", c, &GameOptions::default(), 10);
    assert_eq!(g.state.epoch, 3, "the game starts at Epoch III");
    set_vp(
        &mut g,
        &[("Greek", 0), ("Indus Valley", 20), ("Mittani", 10)],
    );
    let greek = slot_named(&g, "Greek");
    let pos = g.state.order.iter().position(|&s| s == greek).unwrap() as u8;
    let (mut g, _) = resume_events(
        &g,
        Flow::Reckoning {
            step: ReckStep::Gilgamesh { pos },
        },
    );
    g.apply(Action::Yes).unwrap();
    for _ in 0..4 {
        let d = g.pending().unwrap().clone();
        if let acme::games::acme::Ask::GilgameshDeploy { left } = d.ask {
            // 20: the first disk went to the Home area without a question.
            assert_eq!(left, 19, "16 + 2 x 2 completed Epochs = 20");
            return;
        }
        g.apply(d.options[0]).unwrap();
    }
    panic!("no Gilgamesh placement");
}
