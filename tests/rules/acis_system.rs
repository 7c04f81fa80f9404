//! ACIS's game built from its content: the catalog ACME's phases read, made from ACIS's loaded
//! data (RB Game Overview, The Board, The Cards), with no Deities and no Wonders among its cards.

use acme::games::acis;
use acme::games::acme::catalog::{CardId, CivKind};

/// RB Game Overview: ten civilizations, each with one printed home area, which the phases read
/// as the display's homes.
#[test]
fn rb_game_overview_ten_civilizations_with_one_home_each() {
    let a = acis::data::builtin();
    let cat = acis::system::builtin();
    assert_eq!(cat.civs.len(), acis::catalog::CIVILIZATIONS);
    for (i, c) in cat.civs.iter().enumerate() {
        let k = CivKind(i as u8);
        assert_eq!(c.kind, k);
        assert_eq!(c.name, a.civ(k).name);
        assert_eq!(c.homes, vec![a.civ(k).home], "{}", c.name);
    }
    assert_eq!(
        cat.civ_by_name("Carthage")
            .map(|k| cat.civ(k).name.as_str()),
        Some("Carthage")
    );
}

/// RB The Board: the phases' board is ACIS's, deep seas and islands included.
#[test]
fn rb_the_board_is_the_acis_map_with_its_deep_seas_and_islands() {
    let a = acis::data::builtin();
    let cat = acis::system::builtin();
    assert_eq!(cat.board.len(), a.board.len());
    let deep: Vec<_> = cat
        .board
        .ids()
        .filter(|&i| cat.board.area(i).is_deep_sea())
        .collect();
    assert!(!deep.is_empty(), "ACIS has deep seas");
    let deep_set = deep.iter().fold(0u128, |s, &i| s | 1u128 << i.0);
    assert_eq!(deep_set, a.deep_seas());
    let sardinia = cat.board.find("Sardinia").expect("Sardinia");
    assert!(cat.board.area(sardinia).island);
}

/// RB The Cards: Fate cards 1-103 with their printed code letters; ACIS has no Deities (its
/// Wonders are not among the phases' cards).
#[test]
fn rb_the_cards_fate_cards_keep_their_ids_and_codes_and_there_are_no_deities() {
    let a = acis::data::builtin();
    let cat = acis::system::builtin();
    assert_eq!(cat.fate_cards().count(), acis::catalog::FATE_CARDS as usize);
    for c in &a.cards {
        let p = cat.card(c.id);
        assert_eq!(p.id, c.id);
        assert_eq!(p.name(), c.name());
        assert_eq!(p.codes.letters(), c.codes.letters(), "card {}", c.id.0);
    }
    assert!(cat.deities.is_empty());
    assert!(cat.monotheism.is_none());
    assert!(cat.deity(CardId(acis::catalog::FIRST_WONDER)).is_none());
    let events = cat.fate_cards().filter(|c| c.is_event()).count();
    assert_eq!(events, a.cards.iter().filter(|c| c.codes.event).count());
    assert!(events > 0);
}

pub fn basic_state(players: u8, seed: u64) -> acme::games::acme::state::State {
    let a = acis::data::builtin();
    let cat = acis::system::builtin();
    let npc = vec![false; players as usize];
    acis::setup::basic_state(&a, &cat, players, &npc, Default::default(), seed).expect("setup")
}

/// Disks of each civilization on the map, per area name.
fn disks_on_map(st: &acme::games::acme::state::State) -> Vec<Vec<(String, u8)>> {
    let cat = acis::system::builtin();
    (0..st.civs.len())
        .map(|i| {
            cat.board
                .ids()
                .filter_map(|a| {
                    let n = st.areas[a.0 as usize].disks[i];
                    (n > 0).then(|| (cat.board.name(a).to_string(), n))
                })
                .collect()
        })
        .collect()
}

/// RB Basic 3-Player Setup (D17 steps 1 and 7): the marker line is the east edge (the western
/// board), and each civilization sets up 12 disks on its fixed areas, Settlements 2, Camps 1.
#[test]
fn rb_basic_setup_three_players_use_the_east_edge_and_twelve_disks_each() {
    let cat = acis::system::builtin();
    let st = basic_state(3, 1);
    let config = &cat.board.configs[st.config];
    assert_eq!(config.name, "West (3-player)");
    assert_eq!(
        config.edge_sides,
        vec![acme::games::acme::catalog::Side::East]
    );
    let names: Vec<&str> = st
        .civs
        .iter()
        .map(|c| cat.civ(c.civ).name.as_str())
        .collect();
    assert_eq!(names, ["Celt-Iberia", "Carthage", "Mycenae"]);
    let on_map = disks_on_map(&st);
    for (i, civ) in on_map.iter().enumerate() {
        let total: u32 = civ.iter().map(|(_, n)| u32::from(*n)).sum();
        assert_eq!(total, 12, "{}", names[i]);
    }
    let carthage = &on_map[1];
    assert!(carthage.contains(&("Carthage".to_string(), 2)));
    assert!(carthage.contains(&("Saldic Sea".to_string(), 1)));
    assert_eq!(
        cat.board.name(st.civs[1].homeland.expect("home")),
        "Carthage"
    );
}

/// RB Basic 2- to 6-Player Setup (D17 step 1): 2 players play the eastern board behind a west
/// marker line, 3 the western behind an east one, 4 to 6 the full board; every civilization sets
/// up 12 disks.
#[test]
fn rb_basic_setup_map_configuration_per_player_count() {
    let cat = acis::system::builtin();
    for (players, config) in [
        (2, "East (2-player)"),
        (3, "West (3-player)"),
        (4, "Full"),
        (5, "Full"),
        (6, "Full"),
    ] {
        let st = basic_state(players, 7);
        assert_eq!(cat.board.configs[st.config].name, config);
        assert_eq!(st.civs.len(), usize::from(players));
        for civ in disks_on_map(&st) {
            assert_eq!(civ.iter().map(|(_, n)| u32::from(*n)).sum::<u32>(), 12);
        }
    }
    let a = acis::data::builtin();
    assert!(acis::setup::basic(&a, 7, &[]).is_err());
    assert!(acis::setup::basic(&a, 1, &[]).is_err());
}

/// RB Basic Setup, Turn Order (D17 step 5): the Turn Order disks are placed at random, from the
/// game's seed: the same seed gives the same order, and some seeds give different ones.
#[test]
fn rb_basic_setup_turn_order_is_random_from_the_seed() {
    let orders: Vec<_> = (0..12).map(|seed| basic_state(5, seed).order).collect();
    assert_eq!(basic_state(5, 3).order, orders[3]);
    assert!(orders.iter().any(|o| o != &orders[0]));
    for o in &orders {
        let mut s: Vec<u8> = o.iter().map(|s| s.0).collect();
        s.sort();
        assert_eq!(s, [0, 1, 2, 3, 4]);
    }
}

/// RB Basic 2-Player Setup H-J (D17 step 6): the first player in Turn Order chooses Egypt or
/// Troy and the second takes the other; each sets up its printed Settlements and Camps (I: Egypt,
/// Kush, Libya, Nile Delta, Sinai, Red Sea, Egyptian Sea; J: Troy, Phrygia, Ionia, Lydia,
/// Silicia, Icarian Sea, Trojan Sea). Whatever the draw of the seed, the civilization chosen is
/// first in Turn Order; the deck dealt is the seed's either way.
#[test]
fn rb_basic_two_player_setup_the_first_player_chooses_egypt_or_troy() {
    let a = acis::data::builtin();
    let cat = acis::system::builtin();
    let with = |first: Option<&str>, seed: u64| {
        let options = acme::games::acme::state::GameOptions {
            first_civ: first.map(str::to_string),
            ..Default::default()
        };
        acis::setup::basic_state(&a, &cat, 2, &[false, false], options, seed)
    };
    assert_eq!(acis::setup::first_choices(&a, 2), ["Egypt", "Troy"]);
    let egypt_settlements = ["Egypt", "Kush", "Libya", "Nile Delta", "Sinai"];
    let troy_settlements = ["Troy", "Phrygia", "Ionia", "Lydia", "Silicia"];
    let mut first_drawn = std::collections::BTreeSet::new();
    for seed in 0..8 {
        first_drawn.insert(basic_state(2, seed).order[0]);
        for (choice, settlements, camps) in [
            ("Egypt", egypt_settlements, ["Red Sea", "Egyptian Sea"]),
            ("Troy", troy_settlements, ["Icarian Sea", "Trojan Sea"]),
        ] {
            let st = with(Some(choice), seed).expect("a 2-player choice");
            let first = st.order[0];
            assert_eq!(
                cat.civ(st.civs[first.idx()].civ).name,
                choice,
                "seed {seed}"
            );
            assert_eq!(st.order.len(), 2);
            assert_ne!(st.order[1], first);
            let mut expected: Vec<(String, u8)> = settlements
                .iter()
                .map(|n| (n.to_string(), 2))
                .chain(camps.iter().map(|n| (n.to_string(), 1)))
                .collect();
            expected.sort();
            let mut placed = disks_on_map(&st)[first.idx()].clone();
            placed.sort();
            assert_eq!(placed, expected, "{choice}'s disks");
            assert_eq!(
                cat.board.name(st.civs[first.idx()].homeland.expect("home")),
                choice
            );
            // The deck is the seed's, whichever civilization was chosen.
            assert_eq!(st.deck.draw, basic_state(2, seed).deck.draw);
        }
    }
    // Without the choice the seed's draw decides, and it does not always put one first.
    assert_eq!(first_drawn.len(), 2);
    // Only Egypt or Troy, and only with 2 players.
    let refused = with(Some("Carthage"), 1).expect_err("not a 2-player civilization");
    assert!(refused.to_string().contains("Egypt or Troy"), "{refused}");
    let options = acme::games::acme::state::GameOptions {
        first_civ: Some("Egypt".into()),
        ..Default::default()
    };
    let refused = acis::setup::basic_state(&a, &cat, 4, &[false; 4], options, 1)
        .expect_err("no choice with 4 players");
    assert!(refused.to_string().contains("2-player"), "{refused}");
    assert!(acis::setup::first_choices(&a, 4).is_empty());
}

/// RB Basic Setup, Fate deck (D17 step 9): each player starts with 5 Fate cards, none of them an
/// Event; the Events are in the rest of the deck.
#[test]
fn rb_basic_setup_five_cards_each_and_no_event_in_the_opening_hands() {
    let cat = acis::system::builtin();
    for seed in 0..8 {
        let st = basic_state(6, seed);
        let (g, _) = acme::games::acme::Game::from_state(cat.clone(), st);
        let st = &g.state;
        for c in &st.civs {
            assert_eq!(c.hand.len(), 5);
            assert!(
                c.hand.iter().all(|&id| !cat.card(id).is_event()),
                "seed {seed}"
            );
        }
        let events_in_deck = st.deck.draw.iter().filter(|&&id| cat.card(id).is_event());
        let all_events = cat.fate_cards().filter(|c| c.is_event()).count();
        assert_eq!(events_in_deck.count(), all_events, "seed {seed}");
        assert_eq!(
            st.deck.draw.len(),
            usize::from(acis::catalog::FATE_CARDS) - 30
        );
    }
}

// ---- Readings on the board, the setups and the cards ----

/// RB The Board, Areas (readings A21): areas are "each identified by a unique name", so
/// Tarraco (Gaul's 4-player setup) and Tarraconnesis (Celt-Iberia's 3-player setup) are two
/// areas, next to each other; no name or alias of the map names two areas.
#[test]
fn rb_board_every_area_name_is_unique() {
    let cat = acis::system::builtin();
    let mut names: Vec<String> = cat
        .board
        .ids()
        .map(|a| cat.board.name(a).to_lowercase())
        .collect();
    let n = names.len();
    names.sort();
    names.dedup();
    assert_eq!(names.len(), n, "no two areas share a name");
    for a in cat.board.ids() {
        assert_eq!(cat.board.find(cat.board.name(a)), Some(a));
    }
    let tarraco = cat.board.find("Tarraco").expect("Tarraco");
    let tarraconnesis = cat.board.find("Tarraconnesis").expect("Tarraconnesis");
    assert_ne!(tarraco, tarraconnesis, "two areas");
    assert_ne!(
        cat.board.adj[tarraco.0 as usize] & acme::games::acme::catalog::bit(tarraconnesis),
        0,
        "next to each other"
    );
}

/// RB Basic 5- and 6-Player Setup (readings A22): Mauretania's step reads "Baleares" in the
/// 5-player setup and "Balears" in the 6-player one: one area, so Mauretania sets up on the same
/// areas in both games. "Silicia" is kept as printed.
#[test]
fn rb_basic_setup_mauretania_same_areas_in_5_and_6_players() {
    let cat = acis::system::builtin();
    assert_eq!(cat.board.find("Balears"), cat.board.find("Baleares"));
    assert!(cat.board.find("Baleares").is_some());
    assert!(cat.board.find("Silicia").is_some(), "kept as printed");
    let mauretania = |players: u8| {
        let st = basic_state(players, 1);
        let i = st
            .civs
            .iter()
            .position(|c| cat.civ(c.civ).name == "Mauretania")
            .expect("Mauretania in the setup");
        disks_on_map(&st).swap_remove(i)
    };
    let five = mauretania(5);
    assert!(five.contains(&("Baleares".to_string(), 2)), "{five:?}");
    assert_eq!(five, mauretania(6));
}

/// RB Game Overview and Basic Setups (readings B11): the basic setups choose from fixed lists
/// without Phoenicia or Minos; the two enter by Aeneas or by the designed free setup, which the
/// data holds for each of them apart from the basic rows.
#[test]
fn rb_basic_setup_offers_neither_phoenicia_nor_minos() {
    let a = acis::data::builtin();
    let cat = acis::system::builtin();
    for players in 2..=6 {
        let (_, civs) = acis::setup::basic(&a, players, &[]).expect("a basic setup");
        for c in &civs {
            assert!(
                c.civ != "Phoenicia" && c.civ != "Minos",
                "basic-{players} offers {}",
                c.civ
            );
        }
    }
    let free: Vec<&str> = a
        .free_setups
        .iter()
        .map(|f| cat.civ(f.placement.civ).name.as_str())
        .collect();
    assert!(
        free.contains(&"Phoenicia") && free.contains(&"Minos"),
        "{free:?}"
    );
}

/// RB The Cards and Build a Wonder (readings B13): seven Wonder cards, IDs 104-110 after the Fate
/// cards; the Great Pyramid, the one the rulebook names, puts 5 disks on its card.
#[test]
fn rb_the_cards_seven_wonders_and_a_five_disk_great_pyramid() {
    let a = acis::data::builtin();
    let ids: Vec<u8> = a.wonders.iter().map(|w| w.id.0).collect();
    assert_eq!(ids, (104..=110).collect::<Vec<u8>>());
    assert_eq!(acis::catalog::FIRST_WONDER, 104);
    let pyramid = a
        .wonders
        .iter()
        .find(|w| w.raw.name == "Great Pyramid")
        .expect("the Great Pyramid");
    assert_eq!(pyramid.raw.disks, 5);
}
