//! Every scenario's initial position against its text (playbook-spec §3-§4): disks per area, Turn
//! Order, hands, Gold, Strongholds, Deities.

use acme::games::acme::catalog::CardId;
use acme::games::acme::state::BlockLoc;

use super::driver::*;

fn ready(name: &str, seed: u64) -> acme::games::acme::Game {
    let mut g = start(&spec(name), seed);
    finish_setup(&mut g, seed);
    g
}

fn ready_with(
    name: &str,
    choice: acme::games::acme::scenario::ScenarioChoice,
    seed: u64,
) -> acme::games::acme::Game {
    let mut g = start(&spec_with(name, choice), seed);
    finish_setup(&mut g, seed);
    g
}

/// A civilization's initial disks: on the map plus any surplus in the Disks for Growth box.
fn initial(g: &acme::games::acme::Game, who: &str) -> u32 {
    total_on_map(g, who) + g.state.civ(slot_named(g, who)).growth as u32
}

fn list(v: &[(&str, u8)]) -> Vec<(String, u8)> {
    let mut out: Vec<(String, u8)> = v.iter().map(|(a, n)| (a.to_string(), *n)).collect();
    out.sort();
    out
}

fn names(v: &[&str]) -> Vec<String> {
    let mut out: Vec<String> = v.iter().map(|s| s.to_string()).collect();
    out.sort();
    out
}

#[test]
fn basic_setups_restate_the_rulebooks_printed_placements() {
    for n in 2..=6u8 {
        let g = ready(&format!("basic-{n}"), 3);
        let (_, civs) =
            acme::games::acme::setup::basic(n, acme::games::acme::setup::Layout::Printed, &[])
                .unwrap();
        assert_eq!(g.state.order.len(), n as usize);
        for c in civs {
            let want: Vec<(&str, u8)> = c.disks.iter().map(|(a, k)| (a.as_str(), *k)).collect();
            let mut want = list(&want);
            // Area aliases in the printed lists name the same areas.
            for w in &mut want {
                w.0 = g.catalog.board.name(area_named(&g, &w.0)).to_string();
            }
            want.sort();
            assert_eq!(placements(&g, &c.civ), want, "basic-{n} {}", c.civ);
            assert_eq!(hand(&g, &c.civ).len(), 5, "RB: five cards each");
        }
    }
}

#[test]
fn h4_01_sargon_a_city_and_nine_disks_each_three_cards() {
    let g = ready("sargon", 1);
    for civ in ["Sumer", "Akkad"] {
        assert_eq!(on(&g, civ, civ), 3, "a City in its Homeland (H4.01.2)");
        assert_eq!(initial(&g, civ), 12, "3 + 9 initial disks (A7.70)");
        assert_eq!(hand(&g, civ).len(), 3, "H4.01.5: three cards");
    }
    assert_eq!((g.state.epoch, g.state.turn), (1, 1));
    assert_eq!(g.state.options.last_epoch, 2, "two Epochs (H4.01.3)");
}

#[test]
fn h4_01_9_sargon_solitaire_puts_gold_in_both_homelands() {
    let g = ready_with("sargon", humans(&[&["Sumer"]]), 1);
    assert_eq!(gold_of(&g, "Sumer"), names(&["Sumer"]));
    assert_eq!(gold_of(&g, "Akkad"), names(&["Akkad"]));
    assert!(g.state.civ(slot_named(&g, "Akkad")).npc);
    assert!(!g.state.civ(slot_named(&g, "Sumer")).npc);
    // Two players: no Gold.
    let g = ready_with("sargon", humans(&[&["Sumer"], &["Akkad"]]), 1);
    assert!(gold_of(&g, "Sumer").is_empty());
}

#[test]
fn h4_02_lion_of_judah_six_six_twelve_with_deities() {
    let g = ready("lion-of-judah", 2);
    assert_eq!(initial(&g, "Israelites"), 6);
    assert_eq!(
        placements(&g, "Philistines"),
        list(&[("Ugarit", 2), ("Aleppo", 2), ("Byblos", 2)]),
        "map-v1 §14: the 6 Philistine disks fill Ugarit, Aleppo and Byblos"
    );
    assert_eq!(initial(&g, "Babylon"), 12);
    let q = acme::games::acme::Q::new(&g.catalog, &g.state);
    let israel = slot_named(&g, "Israelites");
    assert_eq!(
        q.deity(israel),
        Some(acme::games::acme::catalog::MONOTHEISM)
    );
    assert!(q.temple_standing(israel), "the Monotheism block on Judah");
    assert!(
        !g.state.deck.draw.contains(&CardId(95)),
        "#95 lies with Judah"
    );
    for civ in ["Philistines", "Babylon"] {
        let s = slot_named(&g, civ);
        let d = q.deity(s).expect("a random Deity (H4.02.4)");
        assert_eq!(g.state.block(d), BlockLoc::Temple { owner: s });
    }
    for civ in ["Israelites", "Philistines", "Babylon"] {
        assert_eq!(hand(&g, civ).len(), 3, "H4.02.6: three cards");
    }
    assert_eq!(
        (g.state.epoch, g.state.turn, g.state.options.last_epoch),
        (3, 1, 3)
    );
}

#[test]
fn h4_03_sea_peoples_play_third_with_twelve_disks_each() {
    for seed in 1..4 {
        let g = ready("sea-peoples", seed);
        assert_eq!(order_names(&g)[2], "Sea Peoples", "H4.03.2: box 3");
        for civ in ["Egypt", "Hittites", "Sea Peoples"] {
            assert_eq!(initial(&g, civ), 12);
        }
        assert_eq!((g.state.epoch, g.state.options.last_epoch), (2, 3));
    }
}

#[test]
fn h4_04_balance_of_power_rule_8_twelve_each() {
    let g = ready("balance-of-power", 4);
    for civ in ["Egypt", "Assyria", "Hittites"] {
        assert_eq!(initial(&g, civ), 12);
        let h = g.state.civ(slot_named(&g, civ)).homeland.unwrap();
        assert_eq!(
            g.state.area(h).disks[slot_named(&g, civ).idx()],
            2,
            "Rule 8a"
        );
    }
}

#[test]
fn h4_05_fire_in_the_east_starts_epoch_2_turn_4_scythians_last() {
    for seed in 1..4 {
        let g = ready("fire-in-the-east", seed);
        assert_eq!(order_names(&g).last().unwrap(), "Scythians");
        assert_eq!((g.state.epoch, g.state.turn), (2, 4));
        assert_eq!(
            on(&g, "Mohenjo-Daro", "Harappans"),
            2,
            "the Harappans' Homeland"
        );
        for civ in ["Elam", "Scythians", "Harappans"] {
            assert_eq!(initial(&g, civ), 12);
        }
    }
}

#[test]
fn h4_06_agamemnon_troy_in_ilium_greeks_first() {
    for seed in 1..4 {
        let g = ready("agamemnon", seed);
        assert_eq!(order_names(&g)[0], "Greeks", "H4.06.3");
        assert_eq!(g.state.order.len(), 4, "Troy is not a player");
        assert_eq!(placements(&g, "Troy"), list(&[("Ilium", 4)]));
        assert_eq!(initial(&g, "Greeks"), 12);
        assert!(hand(&g, "Troy").is_empty(), "H4.06.5d: Troy draws no cards");
        assert_eq!(g.state.options.last_epoch, 2);
    }
}

#[test]
fn h4_07_fire_in_the_steppes_scythians_third_cimmerians_fourth() {
    let g = ready("fire-in-the-steppes", 5);
    let o = order_names(&g);
    assert_eq!((o[2].as_str(), o[3].as_str()), ("Scythians", "Cimmerians"));
    assert_eq!(initial(&g, "Cimmerians"), 12);
}

#[test]
fn h4_08_king_of_the_whole_world_akkad_and_samarra_one_disk_each() {
    for seed in 1..4 {
        let g = ready("king-of-the-whole-world", seed);
        for a in ["Akkad", "Samarra"] {
            assert_eq!(on(&g, a, "Assyria"), 1, "{a}");
            assert_eq!(on(&g, a, "Babylon"), 1, "{a}");
            assert_eq!(on(&g, a, "Egypt") + on(&g, a, "Hittites"), 0, "{a}");
        }
        assert_eq!(
            g.state.civ(slot_named(&g, "Assyria")).homeland,
            Some(area_named(&g, "Nineveh"))
        );
        for civ in ["Egypt", "Assyria", "Hittites", "Babylon"] {
            assert_eq!(initial(&g, civ), 10, "H4.08.3: 10 disks");
        }
    }
}

#[test]
fn h4_09_cyrus_babylon_fifteen_fixed_others_fifteen() {
    let g = ready("cyrus", 6);
    assert_eq!(
        placements(&g, "Babylon"),
        list(&[
            ("Babylon", 3),
            ("Carchemish", 1),
            ("Mittani", 1),
            ("Emar", 1),
            ("Nineveh", 1),
            ("Assur", 1),
            ("Samarra", 1),
            ("Akkad", 1),
            ("Dur Kur", 1),
            ("Borsippa", 1),
            ("Ur", 1),
            ("Sumer", 1),
            ("Elam", 1),
        ])
    );
    for civ in ["Medes & Persians", "Egypt", "Lydian Kingdom"] {
        let s = slot_named(&g, civ);
        let h = g.state.civ(s).homeland.unwrap();
        assert_eq!(
            g.state.area(h).disks[s.idx()],
            3,
            "{civ}: a City in its Homeland"
        );
        assert_eq!(initial(&g, civ), 15, "{civ}: 3 + 12 (A7.38)");
    }
    assert_eq!(
        on(&g, "Lydia", "Lydian Kingdom"),
        3,
        "H4.09.1: Lydia is the Homeland"
    );
}

#[test]
fn h4_10_empires_on_horseback_five_civilizations() {
    let g = ready("empires-on-horseback", 7);
    assert_eq!(g.state.order.len(), 5);
    for civ in [
        "Elam",
        "Scythians",
        "Harappans",
        "Cimmerians",
        "Medes & Persians",
    ] {
        assert_eq!(initial(&g, civ), 12);
    }
    assert_eq!((g.state.epoch, g.state.options.last_epoch), (2, 4));
}

#[test]
fn h4_11_darius_barbarians_first_then_susa_and_five_pairs() {
    for seed in 1..4 {
        let g = ready("darius", seed);
        assert_eq!(
            g.catalog.board.configs[g.state.config].name,
            "Western (Persis open, Darius)"
        );
        assert_eq!(
            placements(&g, "Barbarians"),
            list(&[
                ("Persis", 3),
                ("Babylon", 3),
                ("Elam", 3),
                ("Ur", 3),
                ("Armenia", 2),
                ("Medes", 2),
                ("Assur", 2),
                ("Akkad", 2),
            ]),
            "H4.11.4: 20 black disks (A7.43: Assur)"
        );
        let mp = placements(&g, "Medes & Persians");
        assert_eq!(initial(&g, "Medes & Persians"), 12);
        assert_eq!(on(&g, "Susa", "Medes & Persians"), 2);
        let pairs: Vec<&(String, u8)> = mp.iter().filter(|x| x.0 != "Susa").collect();
        assert_eq!(pairs.len(), 5, "five pairs");
        let susa = area_named(&g, "Susa");
        let q = acme::games::acme::Q::new(&g.catalog, &g.state);
        for (a, n) in pairs {
            assert_eq!(*n, 2);
            let id = area_named(&g, a);
            assert!(
                q.distance(susa, id).unwrap() <= 2,
                "{a} within two areas of Susa"
            );
            assert_eq!(on(&g, a, "Barbarians"), 0, "{a} holds no black disk");
        }
        let s = slot_named(&g, "Medes & Persians");
        assert_eq!(g.state.civ(s).pool, 98, "H4.11.2: Double Disks (G3.3.1)");
        assert_eq!(g.state.civ(s).homeland, Some(area_named(&g, "Persis")));
        assert_eq!((g.state.epoch, g.state.turn), (2, 3));
    }
}

#[test]
fn h4_12_successors_seleucus_eighteen_disks_and_last() {
    for seed in 1..4 {
        let g = ready("successors", seed);
        assert_eq!(order_names(&g).last().unwrap(), "Kingdom of Seleucus");
        assert_eq!(initial(&g, "Kingdom of Seleucus"), 18, "12 + 6 (H4.12.3)");
        for civ in [
            "Kingdom of Ptolemy",
            "Kingdom of Lysimachus",
            "Scythians",
            "Kingdom of Porus",
        ] {
            assert_eq!(initial(&g, civ), 12);
        }
        assert_eq!((g.state.epoch, g.state.turn), (4, 2));
    }
}

#[test]
fn h4_13_alexander_initial_position_exactly_as_printed() {
    let g = ready("alexander", 8);
    assert_eq!(
        order_names(&g),
        [
            "Macedon",
            "Western Satraps",
            "Levantine Satraps",
            "Satrapy of Egypt",
            "Central Zone"
        ]
    );
    assert_eq!(
        placements(&g, "Macedon"),
        list(&[("Thrace", 3), ("Marmaran Sea", 1), ("Ilium", 1)])
    );
    assert_eq!(
        placements(&g, "Western Satraps"),
        list(&[
            ("Lukka", 3),
            ("Lydia", 3),
            ("Arzawa", 3),
            ("Karahuyuk", 3),
            ("Kumannis", 3),
            ("Ilium", 1),
            ("Tarsus", 2),
        ])
    );
    assert_eq!(total_on_map(&g, "Levantine Satraps"), 26);
    assert_eq!(total_on_map(&g, "Satrapy of Egypt"), 4);
    assert_eq!(total_on_map(&g, "Central Zone"), 29);
    assert_eq!(gold_of(&g, "Macedon"), names(&["Thrace"]));
    assert_eq!(gold_of(&g, "Western Satraps").len(), 5);
    assert_eq!(gold_of(&g, "Levantine Satraps").len(), 6);
    assert_eq!(
        gold_of(&g, "Satrapy of Egypt"),
        names(&["Memphis", "Nile Delta"]),
        "A7.45"
    );
    assert_eq!(gold_of(&g, "Central Zone").len(), 8);
    assert_eq!(
        strongholds(&g),
        names(&[
            "Armenia",
            "Bactria",
            "Cadush",
            "Northern Zagros",
            "Southern Zagros",
            "Tarsus",
            "Van"
        ])
    );
    // H4.13.10: the fixed cards, then 3 more for the Greeks and 1 for each Persian faction.
    let mac = hand(&g, "Macedon");
    assert_eq!(mac.len(), 6);
    for c in [21, 20, 31] {
        assert!(mac.contains(&CardId(c)), "Macedon holds #{c}");
    }
    assert!(hand(&g, "Central Zone").contains(&CardId(14)));
    assert_eq!(hand(&g, "Central Zone").len(), 2);
    assert!(hand(&g, "Levantine Satraps").contains(&CardId(41)));
    assert_eq!(hand(&g, "Levantine Satraps").len(), 2);
    assert_eq!(hand(&g, "Western Satraps").len(), 1);
    assert_eq!(hand(&g, "Satrapy of Egypt").len(), 1);
    let m = slot_named(&g, "Macedon");
    assert_eq!(g.state.civ(m).pool, 98, "Double Disks (G3.3.1)");
    assert_eq!(g.state.civ(m).growth, 12, "H4.13.18: 12 disks for turn 1");
    assert_eq!((g.state.epoch, g.state.options.last_epoch), (1, 1), "A7.71");
}

#[test]
fn h4_14_rostam_initial_position_and_the_storm_on_top() {
    let g = ready("rostam", 9);
    assert_eq!(order_names(&g), ["Turanians", "Medes & Persians"]);
    assert_eq!(total_on_map(&g, "Medes & Persians"), 26);
    assert_eq!(
        gold_of(&g, "Medes & Persians"),
        names(&["Parthia", "Persis", "Medes", "Ctesiphon"])
    );
    assert_eq!(
        placements(&g, "Turanians"),
        list(&[
            ("Sacans", 3),
            ("Massagetans", 2),
            ("North Sakans", 2),
            ("South Sakans", 2),
            ("Chorasmia", 2),
            ("Sogdiana", 2),
            ("Bactria", 2),
        ])
    );
    assert_eq!(total_on_map(&g, "Armenians"), 13);
    assert_eq!(total_on_map(&g, "Steppe Tribes"), 18);
    assert_eq!(total_on_map(&g, "Vassal Peoples"), 30);
    assert_eq!(
        strongholds(&g).len(),
        9,
        "H4.14.6d: nine Strongholds on Mountains"
    );
    let q = acme::games::acme::Q::new(&g.catalog, &g.state);
    assert_eq!(
        q.deity(slot_named(&g, "Medes & Persians")),
        Some(CardId(106))
    );
    assert_eq!(q.deity(slot_named(&g, "Turanians")), Some(CardId(107)));
    assert_eq!(hand(&g, "Turanians").len(), 5);
    assert_eq!(hand(&g, "Medes & Persians").len(), 5);
    // H4.14.7 (A7.46): the Events are shuffled into the 30 cards on top.
    let top: Vec<CardId> = g.state.deck.draw.iter().rev().take(38).copied().collect();
    let events = top
        .iter()
        .filter(|&&c| g.catalog.card(c).is_event())
        .count();
    assert_eq!(events, 8, "every Event is within the top 38 cards");
    assert_eq!(g.state.order.len(), 2, "the Independents are not players");
}

#[test]
fn h4_15_mithridates_initial_position_and_armored_infantry() {
    let g = ready("mithridates", 10);
    assert_eq!(order_names(&g), ["Rome", "Pontus", "Seleucids", "Egypt"]);
    assert_eq!(
        placements(&g, "Rome"),
        list(&[
            ("Thrace", 4),
            ("Rhodes", 2),
            ("Arzawa", 2),
            ("Ilium", 2),
            ("Marmaran Sea", 1),
            ("Icarian Sea", 1),
        ])
    );
    assert_eq!(total_on_map(&g, "Pontus"), 13);
    assert_eq!(total_on_map(&g, "Seleucids"), 12);
    assert_eq!(total_on_map(&g, "Egypt"), 12);
    assert_eq!(total_on_map(&g, "Barbarians"), 16, "the Independents");
    assert_eq!(
        on(&g, "Nabatea", "Barbarians"),
        3,
        "A7.58: 3 until the first Reckoning"
    );
    assert_eq!(hand(&g, "Rome").len(), 5, "4 + Armored Infantry");
    assert!(hand(&g, "Rome").contains(&CardId(31)));
    for civ in ["Pontus", "Seleucids", "Egypt"] {
        assert_eq!(hand(&g, civ).len(), 4);
    }
    let q = acme::games::acme::Q::new(&g.catalog, &g.state);
    for (civ, d) in [
        ("Rome", 104),
        ("Pontus", 106),
        ("Seleucids", 109),
        ("Egypt", 108),
    ] {
        assert_eq!(q.deity(slot_named(&g, civ)), Some(CardId(d)), "{civ}");
    }
}

#[test]
fn h4_16_rome_vs_parthia_initial_position() {
    for seed in 1..3 {
        let g = ready("rome-vs-parthia", seed);
        assert_eq!(order_names(&g), ["Rome", "Parthia"]);
        assert_eq!(total_on_map(&g, "Egypt"), 10);
        assert_eq!(total_on_map(&g, "Independents"), 30);
        let rome = placements(&g, "Rome");
        assert_eq!(rome.len(), 20, "V9.22: 20 areas");
        assert!(on(&g, "Aleppo", "Rome") >= 3);
        assert_eq!(
            total_on_map(&g, "Rome"),
            41 + 12,
            "listed + the pre-game 12"
        );
        let parthia = placements(&g, "Parthia");
        assert_eq!(parthia.len(), 23, "Ctesiphon + 22 empty Land areas (V9.23)");
        assert_eq!(total_on_map(&g, "Parthia"), 25 + 12);
        for s in ["Rome", "Parthia"] {
            assert_eq!(g.state.civ(slot_named(&g, s)).pool, 98, "G3.3.1");
            assert_eq!(hand(&g, s).len(), 5, "4 + the bonus card");
        }
        assert!(hand(&g, "Rome").contains(&CardId(31)));
        assert!(hand(&g, "Parthia").contains(&CardId(18)));
    }
}

#[test]
fn g3_8_sandbox_default_picks_follow_the_groups() {
    let g = ready("sandbox-6", 11);
    let names: Vec<String> = order_names(&g);
    assert_eq!(names.len(), 6);
    let western = ["Greek", "Egypt", "Hittite", "Sea Peoples", "Israelite"];
    let eastern = ["Indus Valley", "Scythia", "Medes & Persians"];
    assert_eq!(
        names
            .iter()
            .filter(|n| western.contains(&n.as_str()))
            .count(),
        2
    );
    assert_eq!(
        names
            .iter()
            .filter(|n| eastern.contains(&n.as_str()))
            .count(),
        2
    );
    for n in &names {
        assert_eq!(initial(&g, n), 12, "{n}");
    }
}

#[test]
fn g3_8_8_fertile_crescent_six_disks_and_six_for_growth() {
    let g = start(&spec("sandbox-4-fertile-crescent"), 12);
    let mut g = g;
    finish_setup(&mut g, 12);
    for s in g.state.order.clone() {
        let name = acme::games::acme::Q::new(&g.catalog, &g.state)
            .civ_name(s)
            .to_string();
        assert_eq!(total_on_map(&g, &name), 6, "{name}: 6 on the map");
    }
    let names = order_names(&g);
    assert!(names.contains(&"Medes & Persians".to_string()));
    assert!(names.contains(&"Israelite".to_string()));
    // The first civilization in Turn Order is in its Growth Phase with the 6 extra disks.
    let first = g.state.order[0];
    assert!(
        g.state.civ(first).growth >= 6,
        "6 extra disks for the first Growth Phase"
    );
}

#[test]
fn g3_7_contemporaneous_filter_keeps_only_civilizations_of_the_start_epoch() {
    let mut choice = acme::games::acme::scenario::ScenarioChoice::default();
    choice.options.contemporaneous = true;
    choice.options.start_epoch = Some(3);
    let g = ready_with("sandbox-6", choice, 13);
    assert_eq!(g.state.epoch, 3);
    for &s in &g.state.order {
        let civ = g.catalog.civ(g.state.civ(s).civ);
        assert!(
            civ.raw.epochs.contains(&3),
            "{} is not of Epoch III",
            civ.name
        );
    }
}

#[test]
fn x2_exploration_egypt_alone_with_the_civilization_pool() {
    let g = ready_with("exploration-egypt", humans(&[&["Egypt"]]), 14);
    assert_eq!(order_names(&g), ["Egypt"], "X2.2.1: alone on box 1");
    let ex = g
        .state
        .scenario
        .as_ref()
        .unwrap()
        .exploration
        .as_ref()
        .unwrap();
    assert_eq!((ex.white, ex.black, ex.yellow), (6, 4, 1), "X2.3");
    assert_eq!(ex.colours.len(), 3, "one disk per unknown NPC");
    assert_eq!(
        placements(&g, "Egypt"),
        list(&[
            ("Thebes", 2),
            ("Abydos", 2),
            ("Amarna", 2),
            ("Memphis", 1),
            ("Nile Delta", 1),
            ("Eastern Desert", 1),
            ("Western Desert", 1),
            ("Red Sea", 1),
            ("Reed Sea", 1),
        ])
    );
}

/// G3.8.1-G3.8.14: every sandbox setup puts its number of civilizations on its map, 12 disks each
/// (G3.8.8, G3.8.11, G3.8.14: 6 on the Fertile Crescent map, the other 6 come at the first Growth).
#[test]
fn g3_8_every_sandbox_setup_has_its_civilizations_map_and_disks() {
    let cases: [(&str, usize, &str); 14] = [
        ("sandbox-6", 6, "Full"),
        ("sandbox-5", 5, "Full"),
        ("sandbox-4", 4, "Full"),
        ("sandbox-3", 3, "Full"),
        ("sandbox-2", 2, "Full"),
        ("sandbox-4-west", 4, "Western"),
        ("sandbox-4-east", 4, "Eastern"),
        ("sandbox-4-fertile-crescent", 4, "Fertile Crescent"),
        ("sandbox-3-west", 3, "Western"),
        ("sandbox-3-east", 3, "Eastern"),
        ("sandbox-3-fertile-crescent", 3, "Fertile Crescent"),
        ("sandbox-2-west", 2, "Western"),
        ("sandbox-2-east", 2, "Eastern"),
        ("sandbox-2-fertile-crescent", 2, "Fertile Crescent"),
    ];
    for (id, n, map) in cases {
        let g = start(&spec(id), 21);
        assert_eq!(g.state.order.len(), n, "{id}: civilizations in Turn Order");
        assert!(
            g.catalog.board.configs[g.state.config]
                .name
                .starts_with(map),
            "{id}: the {map} map, not {}",
            g.catalog.board.configs[g.state.config].name
        );
        let mut g = g;
        finish_setup(&mut g, 21);
        for name in order_names(&g) {
            if map == "Fertile Crescent" {
                assert_eq!(total_on_map(&g, &name), 6, "{id} {name}: 6 on the map");
            } else {
                assert_eq!(initial(&g, &name), 12, "{id} {name}: 12 disks");
            }
        }
    }
}
