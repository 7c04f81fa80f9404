//! Basic setups (RB p9-12), the Default Scenario Setup's Rule 8 (playbook-spec G3.1.8), map
//! configurations.

use acme::games::acme::record::{SetupSpec, start};
use acme::games::acme::setup::{self, Layout};
use acme::games::acme::{Action, Game};

use crate::support::*;

fn started(players: u8, layout: Layout, seed: u64) -> Game {
    start(
        acme::games::acme::data::builtin(),
        &SetupSpec::Basic {
            players,
            layout,
            npc: vec![false; players as usize],
        },
        &Default::default(),
        seed,
    )
    .expect("setup")
    .0
}

/// The printed deployments, civilization by civilization (RB Basic Setups C-H).
#[test]
fn rb_basic_setups_two_to_six_players_exactly_as_printed() {
    let printed: &[(&str, &[(&str, u8)])] = &[
        (
            "Hittite",
            &[
                ("Hattusha", 2),
                ("Kaska", 2),
                ("Kumannis", 2),
                ("Karahuyuk", 2),
                ("Arzawa", 2),
                ("Pala", 2),
            ],
        ),
        (
            "Egypt",
            &[
                ("Thebes", 2),
                ("Abydos", 2),
                ("Amarna", 2),
                ("Memphis", 1),
                ("Nile Delta", 1),
                ("Eastern Desert", 1),
                ("Western Desert", 1),
                ("Red Sea", 1),
                ("Reed Sea", 1),
            ],
        ),
        (
            "Assyria",
            &[
                ("Nineveh", 2),
                ("Jarwan", 2),
                ("Arbela", 2),
                ("Samarra", 2),
                ("Akkad", 2),
                ("Assur", 2),
            ],
        ),
        (
            "Sea Peoples",
            &[
                ("Alashiya", 2),
                ("Rhodes", 2),
                ("Byblos", 2),
                ("Tyre", 2),
                ("Sinai Sea", 1),
                ("Levantine Sea", 1),
                ("Cilician Strait", 1),
                ("Rhodian Sea", 1),
            ],
        ),
        (
            "Scythia",
            &[
                ("West Scythia", 2),
                ("Chorasmia", 2),
                ("East Scythia", 2),
                ("North Sakans", 2),
                ("South Sakans", 2),
                ("East Caspian", 1),
                ("Northeast Caspian", 1),
            ],
        ),
        (
            "Medes & Persians",
            &[
                ("Persis", 2),
                ("Utians", 2),
                ("Sagartia", 2),
                ("Susa", 2),
                ("Paraetaceni", 2),
                ("Southern Zagros", 2),
            ],
        ),
        (
            "Indus Valley",
            &[
                ("Arachosia", 2),
                ("Mohenjo-Daro", 2),
                ("Parachania", 2),
                ("South Drangiana", 2),
                ("North Drangiana", 2),
                ("Bactria", 2),
            ],
        ),
    ];
    let expected: [(u8, &str, &[&str]); 5] = [
        (2, "Abbreviated Western", &["Hittite", "Egypt"]),
        (3, "Western", &["Hittite", "Egypt", "Assyria"]),
        (
            4,
            "Western",
            &["Hittite", "Egypt", "Assyria", "Sea Peoples"],
        ),
        (
            5,
            "Full",
            &["Hittite", "Egypt", "Assyria", "Scythia", "Medes & Persians"],
        ),
        (
            6,
            "Full",
            &[
                "Hittite",
                "Egypt",
                "Assyria",
                "Scythia",
                "Medes & Persians",
                "Indus Valley",
            ],
        ),
    ];
    for (players, config, civs) in expected {
        let g = started(players, Layout::Printed, 7);
        assert_eq!(g.catalog.board.configs[g.state.config].name, config);
        let names: Vec<String> = g.state.slots().map(|s| civ_name(&g, s)).collect();
        assert_eq!(
            names,
            civs.iter().map(|c| c.to_string()).collect::<Vec<_>>()
        );
        for (civ, list) in printed.iter().filter(|(c, _)| civs.contains(c)) {
            let total: u8 = list.iter().map(|(_, n)| n).sum();
            assert_eq!(total, 12, "{civ}");
            for (a, n) in *list {
                assert_eq!(disks(&g, a, civ), *n, "{players} players: {civ} in {a}");
            }
            let s = slot(&g, civ);
            assert_eq!(g.state.civ(s).hand.len(), 5, "five cards each");
        }
    }
}

#[test]
fn rb_basic_setup_homeland_blocks_and_map_edge_markers() {
    let g = started(2, Layout::Printed, 1);
    assert_eq!(
        g.state.civ(slot(&g, "Egypt")).homeland,
        Some(area(&g, "Thebes"))
    );
    assert_eq!(
        g.state.civ(slot(&g, "Hittite")).homeland,
        Some(area(&g, "Hattusha"))
    );
    let cfg = &g.catalog.board.configs[g.state.config];
    for marker in [
        "North Caucasus",
        "Colchis",
        "Armenia",
        "Jarwan",
        "Nineveh",
        "Assur",
        "Akkad",
        "Dur Kur",
        "Agrae",
    ] {
        let a = area(&g, marker);
        assert!(
            cfg.markers & (1u128 << a.0) != 0,
            "{marker} carries a white marker"
        );
        assert!(
            cfg.playable & (1u128 << a.0) == 0,
            "{marker} is out of play"
        );
    }
    assert!(
        cfg.playable & (1u128 << area(&g, "Babylon").0) == 0,
        "east of the line is out of play"
    );
}

#[test]
fn rb_turn_order_is_random_and_seeded() {
    let orders: std::collections::BTreeSet<Vec<u8>> = (0..20)
        .map(|seed| {
            started(4, Layout::Printed, seed)
                .state
                .order
                .iter()
                .map(|s| s.0)
                .collect()
        })
        .collect();
    assert!(orders.len() > 3, "different seeds give different orders");
    assert_eq!(
        started(4, Layout::Printed, 9).state.order,
        started(4, Layout::Printed, 9).state.order
    );
}

/// RB Fate Cards: the eight Events are not dealt; they are shuffled into the deck afterwards.
#[test]
fn rb_events_held_out_of_the_opening_deal_then_shuffled_in() {
    for seed in 0..30 {
        let g = started(6, Layout::Printed, seed);
        for s in g.state.slots() {
            assert!(
                g.state
                    .civ(s)
                    .hand
                    .iter()
                    .all(|&c| !g.catalog.card(c).is_event())
            );
        }
        let events_in_deck = g
            .state
            .deck
            .draw
            .iter()
            .filter(|&&c| g.catalog.card(c).is_event())
            .count();
        assert_eq!(events_in_deck, 8);
        assert!(g.state.deck.held_out.is_empty());
    }
}

/// Playbook Rule 8: the Hittite setup from Hattusha is forced (2 in the Homeland, 2 in each of its
/// five non-Desert neighbours) and equals the printed one.
#[test]
fn pb_rule8_hittite_deployment_equals_the_printed_setup() {
    let mut g = started(2, Layout::Rule8, 3);
    // Egypt may have choices (leftovers); answer with the first option until play begins.
    while !matches!(g.state.flow, acme::games::acme::Flow::Growth { .. }) {
        let d = pending(&g).clone();
        answer(&mut g, d.options[0]);
    }
    for a in [
        "Hattusha",
        "Kaska",
        "Kumannis",
        "Karahuyuk",
        "Arzawa",
        "Pala",
    ] {
        assert_eq!(disks(&g, a, "Hittite"), 2, "{a}");
    }
    // Egypt from Thebes: 2 + 2 + 2 in Thebes, Abydos, Amarna; 1 in each Desert neighbour; the
    // three leftovers go to empty areas next to its own.
    for a in ["Thebes", "Abydos", "Amarna"] {
        assert_eq!(disks(&g, a, "Egypt"), 2, "{a}");
    }
    assert_eq!(disks(&g, "Eastern Desert", "Egypt"), 1);
    assert_eq!(disks(&g, "Western Desert", "Egypt"), 1);
    let egypt = slot(&g, "Egypt");
    assert_eq!(
        g.state.disks_on_map(egypt.faction()) + g.state.civ(egypt).growth as u32,
        12
    );
}

#[test]
fn pb_rule8_never_in_another_active_homeland() {
    // Assyria from Nineveh next to Akkad... all Rule 8 placements stay out of the other Homelands.
    let mut g = started(6, Layout::Rule8, 5);
    while !matches!(g.state.flow, acme::games::acme::Flow::Growth { .. }) {
        let d = pending(&g).clone();
        answer(&mut g, d.options[0]);
    }
    for s in g.state.slots() {
        let home = g.state.civ(s).homeland.unwrap();
        for o in g.state.slots().filter(|&o| o != s) {
            assert_eq!(
                g.state.area(home).disks[o.idx()],
                0,
                "{} placed in {}'s Homeland",
                civ_name(&g, o),
                civ_name(&g, s)
            );
        }
    }
}

#[test]
fn setup_errors_are_reported_not_panics() {
    assert!(setup::basic(7, Layout::Printed, &[]).is_err());
    let r = start(
        acme::games::acme::data::builtin(),
        &SetupSpec::Custom {
            config: "Nowhere".into(),
            civs: vec![],
        },
        &Default::default(),
        1,
    );
    assert!(matches!(r, Err(e) if e.to_string().contains("Nowhere")));
    let _ = Action::Done;
}

/// RB Play Hint: "You have a total of 48 disks to deploy" (of a colour's 50, one marks the VP
/// track and one the Turn Order); the Barbarians keep their 50 black disks (G3.1.5).
#[test]
fn rb_play_hint_each_civilization_has_48_disks_to_deploy() {
    for players in 2..=6 {
        let g = started(players, Layout::Printed, 3);
        for (i, c) in g.state.civs.iter().enumerate() {
            let map: u32 = g.state.areas.iter().map(|a| a.disks[i] as u32).sum();
            assert_eq!(c.pool, 48);
            assert_eq!(
                c.supply as u32 + c.growth as u32 + map,
                48,
                "{players} players"
            );
        }
        let black: u32 = g
            .state
            .areas
            .iter()
            .map(|a| a.disks[acme::games::acme::state::BARBARIANS] as u32)
            .sum::<u32>()
            + g.state.barbarian_supply as u32;
        assert_eq!(black, 50);
    }
}
