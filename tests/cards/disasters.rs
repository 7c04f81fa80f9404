//! Disaster cards 62-78 and the bonus-area Investments 69-71 (content-v1 §3.2), played from
//! Card Phase positions; the bonus-area payouts from the Strongholds Step and Drought from the
//! Acquisition Step.

use acme::games::acme::catalog::CardId;
use acme::games::acme::state::SpecialCube;
use acme::games::acme::{Action, Ask};

use super::b_helpers::*;
use crate::support::{
    self, answer, answers, area, area_action, civ_action, disks, pending, slot, who,
};

fn civ(name: &str, color: &str, home: &str, hand: &[u8], mina: u16, extra: &str) -> String {
    let h: Vec<String> = hand.iter().map(|c| c.to_string()).collect();
    format!(
        r#"(civ: "{name}", color: {color}, homeland: "{home}", hand: [{}], treasury: {mina}, {extra})"#,
        h.join(", ")
    )
}

/// Sumer (the player, with Sea Route #43 kept in hand so the Card Phase waits for it), Egypt and
/// Elam, in that Turn Order.
fn three(hand: &[u8], egypt_mina: u16, elam_mina: u16, areas: &[&str]) -> acme::games::acme::Game {
    let mut h = hand.to_vec();
    h.push(43);
    let s = civ("Sumer", "Green", "Sumer", &h, 0, "");
    let e = civ("Egypt", "Yellow", "Thebes", &[], egypt_mina, "");
    let l = civ("Elam", "Red", "Elam", &[], elam_mina, "");
    card_game(&[&s, &e, &l], &["Sumer", "Egypt", "Elam"], areas, "")
}

fn stronghold(g: &acme::games::acme::Game, name: &str) -> Option<acme::games::acme::Faction> {
    g.state.area(area(g, name)).stronghold
}

fn cube(g: &acme::games::acme::Game, name: &str) -> Option<SpecialCube> {
    g.state.area(area(g, name)).cube
}

fn table(g: &acme::games::acme::Game, civ: &str) -> Vec<(u8, u8, Option<String>)> {
    g.state
        .civ(slot(g, civ))
        .table
        .iter()
        .map(|t| {
            (
                t.card.0,
                t.disks,
                t.area.map(|a| g.catalog.board.name(a).to_string()),
            )
        })
        .collect()
}

// ---- #62 Drought ----

#[test]
fn card_062_drought_lies_beside_the_victims_display() {
    let mut g = three(
        &[62],
        0,
        0,
        &[
            r#"(area: "Thebes", disks: [("Egypt", 3)])"#,
            r#"(area: "Elam", disks: [("Elam", 1), ("Sumer", 1)])"#,
        ],
    );
    play(&mut g, 62);
    // Elam shares its only Fertile area: Egypt is the only target.
    assert!(card_done(&g));
    assert_eq!(table(&g, "Egypt"), vec![(62, 0, None)]);
    assert!(!in_discard(&g, 62), "a lasting card stays in play");
}

fn acquisition_game(drought: bool) -> acme::games::acme::Game {
    let table = if drought { "table: [(62, 0)]" } else { "" };
    let s = civ("Sumer", "Green", "Sumer", &[], 0, table);
    let e = civ("Egypt", "Yellow", "Thebes", &[], 0, "");
    let fertile = ["Sumer", "Ur", "Borsippa", "Babylon", "Dur Kur"];
    let mut areas: Vec<String> = fertile
        .iter()
        .map(|a| format!(r#"(area: "{a}", disks: [("Sumer", 1)])"#))
        .collect();
    areas.push(r#"(area: "Thebes", disks: [("Egypt", 1)])"#.into());
    let refs: Vec<&str> = areas.iter().map(|s| s.as_str()).collect();
    support::game(&position(
        "Growth(pos: 0, step: Acquire)",
        &[&s, &e],
        &["Sumer", "Egypt"],
        &refs,
        "",
    ))
}

#[test]
fn card_062_drought_makes_fertile_areas_yield_nothing_at_the_next_acquisition() {
    let g = acquisition_game(false);
    assert_eq!(
        g.state.civ(slot(&g, "Sumer")).growth,
        5,
        "without Drought: 5 Controlled Fertile areas"
    );
    let g = acquisition_game(true);
    assert_eq!(
        g.state.civ(slot(&g, "Sumer")).growth,
        3,
        "with Drought: nothing but the Minimum Acquisition"
    );
    assert!(
        table(&g, "Sumer").is_empty(),
        "discarded at the end of the Acquisition Step"
    );
    assert!(in_discard(&g, 62));
}

#[test]
fn card_062_drought_can_be_negated_while_it_lies_in_play() {
    // G18: before the next Card Phase action its victim answers with High Priest (#28).
    let s = civ("Sumer", "Green", "Sumer", &[43], 0, "");
    let e = civ("Egypt", "Yellow", "Thebes", &[28], 0, "table: [(62, 0)]");
    let mut g = card_game(
        &[&s, &e],
        &["Sumer", "Egypt"],
        &[r#"(area: "Thebes", disks: [("Egypt", 3)])"#],
        "",
    );
    assert!(matches!(
        pending(&g).ask,
        Ask::Negate {
            target: CardId(62),
            ..
        }
    ));
    assert_eq!(who(&g), "Egypt");
    answer(&mut g, Action::Negate(CardId(28)));
    assert!(table(&g, "Egypt").is_empty());
    assert!(in_discard(&g, 62));
    assert_eq!(
        disks(&g, "Thebes", "Egypt"),
        2,
        "High Priest's price: a disk from the map"
    );
}

#[test]
fn card_062_drought_cannot_be_negated_by_the_goddess_of_peace() {
    // Reading (docs/card-readings.md #62): Drought takes no disk, mina, card, VP or Deity.
    let s = civ("Sumer", "Green", "Sumer", &[62, 43], 0, "");
    let e = civ(
        "Egypt",
        "Yellow",
        "Thebes",
        &[],
        0,
        "deity: Some((109, Standing))",
    );
    let mut g = card_game(
        &[&s, &e],
        &["Sumer", "Egypt"],
        &[r#"(area: "Thebes", disks: [("Egypt", 3)])"#],
        "",
    );
    play(&mut g, 62);
    assert!(card_done(&g), "no negation window for the Goddess");
    assert_eq!(table(&g, "Egypt"), vec![(62, 0, None)]);
}

// ---- #63 Sandstorm ----

#[test]
fn card_063_sandstorm_clears_the_desert_and_strikes_one_chosen_civilization_next_door() {
    let mut g = three(
        &[63],
        1,
        0,
        &[
            r#"(area: "Sinai", disks: [("Sumer", 1), ("Egypt", 2), ("Barbarians", 1)])"#,
            r#"(area: "Nile Delta", disks: [("Egypt", 2), ("Elam", 1)])"#,
            r#"(area: "Tyre", disks: [("Elam", 1)])"#,
            r#"(area: "Petra", disks: [("Sumer", 1)])"#,
        ],
    );
    play(&mut g, 63);
    // Nile Delta holds two opposing civilizations: the player names one.
    let egypt = civ_action(&g, "Egypt");
    answer(&mut g, egypt);
    // Sumer loses its own disk too (it may keep it with its card).
    assert_eq!(who(&g), "Sumer");
    answer(&mut g, Action::LoseDisk);
    // Egypt keeps one of its two disks with its mina.
    assert_eq!(who(&g), "Egypt");
    answer(&mut g, Action::PayMina);
    assert!(card_done(&g));
    assert_eq!(
        (
            disks(&g, "Sinai", "Sumer"),
            disks(&g, "Sinai", "Egypt"),
            disks(&g, "Sinai", "Barbarians")
        ),
        (0, 1, 0)
    );
    assert_eq!(
        (
            disks(&g, "Nile Delta", "Egypt"),
            disks(&g, "Nile Delta", "Elam")
        ),
        (1, 1)
    );
    assert_eq!(disks(&g, "Tyre", "Elam"), 0);
    assert_eq!(
        disks(&g, "Petra", "Sumer"),
        1,
        "its own disks next door are spared"
    );
    assert_eq!(treasury(&g, "Egypt"), 0);
}

// ---- #64 Plague of Locusts ----

#[test]
fn card_064_plague_of_locusts_takes_one_disk_in_each_of_up_to_four_fertile_areas() {
    let mut g = three(
        &[64],
        0,
        0,
        &[
            r#"(area: "Thebes", disks: [("Egypt", 3)])"#,
            r#"(area: "Memphis", disks: [("Egypt", 2)])"#,
            r#"(area: "Abydos", disks: [("Egypt", 1)])"#,
            r#"(area: "Amarna", disks: [("Egypt", 1)])"#,
            r#"(area: "Nile Delta", disks: [("Egypt", 1)])"#,
            r#"(area: "Susa", disks: [("Elam", 2)])"#,
        ],
    );
    play(&mut g, 64);
    let picks: Vec<Action> = ["Thebes", "Memphis", "Abydos", "Amarna"]
        .iter()
        .map(|a| area_action(&g, a))
        .collect();
    answers(&mut g, &picks);
    assert!(card_done(&g), "four areas at most");
    assert_eq!(
        ["Thebes", "Memphis", "Abydos", "Amarna", "Nile Delta"].map(|a| disks(&g, a, "Egypt")),
        [2, 1, 0, 0, 1]
    );
}

// ---- #65 Volcano ----

#[test]
fn card_065_volcano_removes_the_cube_two_disks_of_each_faction_then_one_per_civilization_around() {
    let mut g = three(
        &[65],
        0,
        0,
        &[
            r#"(area: "Tarsus", disks: [("Egypt", 3), ("Elam", 2), ("Barbarians", 3)], stronghold: Some("Egypt"))"#,
            r#"(area: "Kumannis", disks: [("Egypt", 1), ("Barbarians", 2)])"#,
            r#"(area: "Ugarit", disks: [("Sumer", 2)])"#,
            r#"(area: "Rhodian Sea", disks: [("Elam", 1)])"#,
        ],
    );
    play(&mut g, 65);
    assert_eq!(
        who(&g),
        "Sumer",
        "its own disk in Ugarit is lost too (it may pay a card)"
    );
    answer(&mut g, Action::LoseDisk);
    assert!(card_done(&g));
    assert_eq!(stronghold(&g, "Tarsus"), None);
    assert_eq!(g.state.strongholds_free, 12);
    assert_eq!(
        [
            disks(&g, "Tarsus", "Egypt"),
            disks(&g, "Tarsus", "Elam"),
            disks(&g, "Tarsus", "Barbarians")
        ],
        [1, 0, 1]
    );
    assert_eq!(
        [
            disks(&g, "Kumannis", "Egypt"),
            disks(&g, "Kumannis", "Barbarians")
        ],
        [0, 2],
        "Barbarians next door are spared"
    );
    assert_eq!(disks(&g, "Ugarit", "Sumer"), 1);
    assert_eq!(disks(&g, "Rhodian Sea", "Elam"), 1, "Sea areas are spared");
}

// ---- #66 The Rivers Rage ----

#[test]
fn card_066_the_rivers_rage_floods_two_disks_then_one_in_adjacent_fertile_areas() {
    let mut g = three(
        &[66],
        0,
        0,
        &[
            r#"(area: "Babylon", disks: [("Egypt", 3), ("Barbarians", 2)])"#,
            r#"(area: "Borsippa", disks: [("Elam", 2), ("Barbarians", 1)])"#,
            r#"(area: "Ctesiphon", disks: [("Elam", 2)])"#,
            r#"(area: "Sumer", disks: [("Sumer", 3)])"#,
        ],
    );
    play(&mut g, 66);
    let babylon = area_action(&g, "Babylon");
    answer(&mut g, babylon);
    lose_all(&mut g);
    assert!(card_done(&g));
    assert_eq!(
        [
            disks(&g, "Babylon", "Egypt"),
            disks(&g, "Babylon", "Barbarians")
        ],
        [1, 0]
    );
    assert_eq!(
        [
            disks(&g, "Borsippa", "Elam"),
            disks(&g, "Borsippa", "Barbarians")
        ],
        [1, 0]
    );
    assert_eq!(
        disks(&g, "Ctesiphon", "Elam"),
        2,
        "a Plain next door is spared"
    );
    assert_eq!(disks(&g, "Sumer", "Sumer"), 2, "its own Fertile area too");
}

// ---- #67 Earthquake, #68 Biblical Earthquake ----

#[test]
fn card_067_earthquake_takes_two_disks_from_every_city_and_the_stronghold() {
    let mut g = three(
        &[67],
        0,
        0,
        &[
            r#"(area: "Aleppo", disks: [("Egypt", 4), ("Elam", 3), ("Sumer", 2)], stronghold: Some("Egypt"))"#,
        ],
    );
    play(&mut g, 67);
    assert!(
        card_done(&g),
        "Sumer has a Settlement there, not a City: it loses nothing"
    );
    assert_eq!(
        [
            disks(&g, "Aleppo", "Egypt"),
            disks(&g, "Aleppo", "Elam"),
            disks(&g, "Aleppo", "Sumer")
        ],
        [2, 1, 2]
    );
    assert_eq!(stronghold(&g, "Aleppo"), None);
    assert!(in_discard(&g, 67));
}

#[test]
fn card_068_biblical_earthquake_cuts_cities_to_one_and_shakes_cities_next_door() {
    let mut g = three(
        &[68],
        0,
        0,
        &[
            r#"(area: "Aleppo", disks: [("Egypt", 4), ("Elam", 3), ("Sumer", 2)])"#,
            r#"(area: "Ugarit", disks: [("Egypt", 3)])"#,
            r#"(area: "Byblos", disks: [("Elam", 2)])"#,
        ],
    );
    play(&mut g, 68);
    assert_eq!(area_options(&g), vec!["Aleppo", "Ugarit"]);
    let aleppo = area_action(&g, "Aleppo");
    answer(&mut g, aleppo);
    assert!(card_done(&g));
    assert_eq!(
        [
            disks(&g, "Aleppo", "Egypt"),
            disks(&g, "Aleppo", "Elam"),
            disks(&g, "Aleppo", "Sumer")
        ],
        [1, 1, 2]
    );
    assert_eq!(disks(&g, "Ugarit", "Egypt"), 1, "a City next door loses 2");
    assert_eq!(
        disks(&g, "Byblos", "Elam"),
        2,
        "a Settlement next door is spared"
    );
    assert!(set_aside(&g, 68), "set aside until the End of Epoch");
}

// ---- #69-#71 bonus areas ----

#[test]
fn card_069_mountain_of_gold_marks_a_vacant_mountain_with_the_yellow_cube_and_four_white_disks() {
    let mut g = three(
        &[69],
        0,
        0,
        &[
            r#"(area: "Medes", disks: [("Egypt", 1)])"#,
            r#"(area: "Cadush", stronghold: None, cube: Some(Oasis))"#,
        ],
    );
    play(&mut g, 69);
    let opts = area_options(&g);
    assert!(
        opts.contains(&"Van".to_string())
            && !opts.contains(&"Medes".to_string())
            && !opts.contains(&"Cadush".to_string())
    );
    assert!(
        opts.iter()
            .all(|a| g.catalog.board.area(area(&g, a)).terrain
                == acme::games::acme::catalog::Terrain::Mountain)
    );
    let van = area_action(&g, "Van");
    answer(&mut g, van);
    assert_eq!(disks(&g, "Van", "Sumer"), 1);
    assert_eq!(cube(&g, "Van"), Some(SpecialCube::Gold));
    assert_eq!(table(&g, "Sumer"), vec![(69, 4, Some("Van".to_string()))]);
    assert_eq!(g.state.white_supply, 46);
    assert!(!in_discard(&g, 69));
}

/// A Strongholds Step with a bonus-area card lying on Elam's table.
fn harvest_game(bonus: &str, areas: &[&str], elam_hand: &[u8]) -> acme::games::acme::Game {
    let s = civ("Sumer", "Green", "Sumer", &[], 0, "");
    let l = civ(
        "Elam",
        "Red",
        "Elam",
        elam_hand,
        0,
        &format!("bonus: [{bonus}]"),
    );
    support::game(&position(
        "GrowthStart",
        &[&s, &l],
        &["Sumer", "Elam"],
        areas,
        "",
    ))
}

#[test]
fn card_069_mountain_of_gold_pays_a_mina_to_whoever_controls_it_at_the_strongholds_step() {
    let g = harvest_game(
        r#"(69, "Van", 4)"#,
        &[r#"(area: "Van", disks: [("Sumer", 1)], cube: Some(Gold))"#],
        &[],
    );
    assert_eq!(
        treasury(&g, "Sumer"),
        1,
        "Sumer Controls Van; Elam played the card"
    );
    assert_eq!(treasury(&g, "Elam"), 0);
    assert_eq!(table(&g, "Elam"), vec![(69, 3, Some("Van".to_string()))]);
    assert_eq!(cube(&g, "Van"), Some(SpecialCube::Gold));
}

#[test]
fn card_069_mountain_of_gold_pays_nobody_when_nobody_controls_it() {
    let g = harvest_game(
        r#"(69, "Van", 4)"#,
        &[r#"(area: "Van", disks: [("Sumer", 1), ("Elam", 1)], cube: Some(Gold))"#],
        &[],
    );
    assert_eq!(treasury(&g, "Sumer") + treasury(&g, "Elam"), 0);
    assert_eq!(table(&g, "Elam"), vec![(69, 4, Some("Van".to_string()))]);
    let g = harvest_game(
        r#"(69, "Van", 4)"#,
        &[r#"(area: "Van", disks: [("Barbarians", 2)], cube: Some(Gold))"#],
        &[],
    );
    assert_eq!(
        table(&g, "Elam"),
        vec![(69, 4, Some("Van".to_string()))],
        "never to Barbarians"
    );
}

#[test]
fn card_069_mountain_of_gold_payout_can_be_negated_and_the_card_leaves_with_its_cube() {
    let mut g = harvest_game(
        r#"(69, "Van", 4)"#,
        &[
            r#"(area: "Van", disks: [("Sumer", 1)], cube: Some(Gold))"#,
            r#"(area: "Elam", disks: [("Elam", 1)])"#,
        ],
        &[26],
    );
    assert!(matches!(
        pending(&g).ask,
        Ask::Negate {
            target: CardId(69),
            ..
        }
    ));
    answer(&mut g, Action::Negate(CardId(26)));
    assert_eq!(treasury(&g, "Sumer"), 0);
    assert_eq!(treasury(&g, "Elam"), 1, "Prophetess pays her player 1 mina");
    assert!(table(&g, "Elam").is_empty());
    assert_eq!(cube(&g, "Van"), None);
    assert!(in_discard(&g, 69));
    assert_eq!(g.state.white_supply, 49);
}

#[test]
fn card_070_oasis_marks_a_vacant_desert_and_is_discarded_with_its_last_white_disk() {
    let mut g = three(&[70], 0, 0, &[r#"(area: "Agrae", disks: [("Egypt", 1)])"#]);
    play(&mut g, 70);
    assert!(!area_options(&g).contains(&"Agrae".to_string()));
    let sinai = area_action(&g, "Sinai");
    answer(&mut g, sinai);
    assert_eq!(cube(&g, "Sinai"), Some(SpecialCube::Oasis));
    assert_eq!(table(&g, "Sumer"), vec![(70, 3, Some("Sinai".to_string()))]);

    let g = harvest_game(
        r#"(70, "Sinai", 1)"#,
        &[r#"(area: "Sinai", disks: [("Elam", 1)], cube: Some(Oasis))"#],
        &[],
    );
    assert_eq!(treasury(&g, "Elam"), 1);
    assert!(table(&g, "Elam").is_empty());
    assert_eq!(cube(&g, "Sinai"), None);
    assert!(in_discard(&g, 70));
}

#[test]
fn card_071_fishing_grounds_marks_a_vacant_sea_and_pays_its_controller() {
    let mut g = three(
        &[71],
        0,
        0,
        &[r#"(area: "Red Sea", disks: [("Egypt", 1)])"#],
    );
    play(&mut g, 71);
    assert!(!area_options(&g).contains(&"Red Sea".to_string()));
    let reed = area_action(&g, "Reed Sea");
    answer(&mut g, reed);
    assert_eq!(cube(&g, "Reed Sea"), Some(SpecialCube::Fishing));
    assert_eq!(disks(&g, "Reed Sea", "Sumer"), 1);
    assert_eq!(
        table(&g, "Sumer"),
        vec![(71, 3, Some("Reed Sea".to_string()))]
    );

    let g = harvest_game(
        r#"(71, "Reed Sea", 3)"#,
        &[r#"(area: "Reed Sea", disks: [("Elam", 2)], cube: Some(Fishing))"#],
        &[],
    );
    assert_eq!(treasury(&g, "Elam"), 1);
    assert_eq!(
        table(&g, "Elam"),
        vec![(71, 2, Some("Reed Sea".to_string()))]
    );
}

#[test]
fn card_071_bonus_area_cards_survive_a_position_round_trip() {
    let g = harvest_game(
        r#"(71, "Reed Sea", 3)"#,
        &[r#"(area: "Reed Sea", disks: [("Elam", 2)], cube: Some(Fishing))"#],
        &[],
    );
    let pos = acme::games::acme::record::Position::from_state(&g.catalog, &g.state);
    let text = acme::games::acme::record::to_ron(&pos);
    let back = acme::games::acme::record::parse_position(&text).expect("parses");
    let st = back.to_state(&g.catalog).expect("builds");
    let t = &st.civ(slot(&g, "Elam")).table;
    assert_eq!(t.len(), 1);
    assert_eq!(
        (t[0].card, t[0].disks, t[0].area),
        (CardId(71), 2, Some(area(&g, "Reed Sea")))
    );
    assert_eq!(st.white_supply, g.state.white_supply);
}

// ---- #72 Famine & Pestilence ----

#[test]
fn card_072_famine_takes_two_from_the_city_and_one_from_each_adjacent_city_of_its_owner() {
    let mut g = three(
        &[72],
        0,
        0,
        &[
            r#"(area: "Thebes", disks: [("Egypt", 4)])"#,
            r#"(area: "Abydos", disks: [("Egypt", 3)])"#,
            r#"(area: "Amarna", disks: [("Egypt", 2)])"#,
            r#"(area: "Memphis", disks: [("Egypt", 3)])"#,
        ],
    );
    play(&mut g, 72);
    let thebes = area_action(&g, "Thebes");
    answer(&mut g, thebes);
    assert!(card_done(&g));
    assert_eq!(
        ["Thebes", "Abydos", "Amarna", "Memphis"].map(|a| disks(&g, a, "Egypt")),
        [2, 2, 2, 3]
    );
}

// ---- #73 Pirate Raid ----

#[test]
fn card_073_pirate_raid_sinks_a_disk_of_each_rival_adds_pirates_and_fleeces_the_coast() {
    let mut g = three(
        &[73],
        2,
        0,
        &[
            r#"(area: "Levantine Sea", disks: [("Egypt", 2), ("Elam", 1), ("Sumer", 1)])"#,
            r#"(area: "Tyre", disks: [("Egypt", 1)])"#,
            r#"(area: "Byblos", disks: [("Elam", 1)])"#,
        ],
    );
    play(&mut g, 73);
    answer(&mut g, Action::LoseDisk); // Egypt could have paid a mina
    assert!(card_done(&g));
    assert_eq!(
        ["Egypt", "Elam", "Sumer", "Barbarians"].map(|f| disks(&g, "Levantine Sea", f)),
        [1, 0, 1, 2]
    );
    assert_eq!(
        treasury(&g, "Egypt"),
        1,
        "1 mina lost for its coast (never offset)"
    );
}

#[test]
fn card_073_pirate_raid_borrows_barbarian_disks_when_the_black_supply_is_empty() {
    let far = [
        "Sacans",
        "North Sakans",
        "East Scythia",
        "South Sakans",
        "Sogdiana",
        "Chorasmia",
        "Parachania",
        "Parthia",
        "North Drangiana",
        "Arachosia",
        "South Drangiana",
        "Sagartia",
    ];
    let mut areas: Vec<String> = far
        .iter()
        .map(|a| format!(r#"(area: "{a}", disks: [("Barbarians", 4)])"#))
        .collect();
    areas.push(r#"(area: "Red Sea", disks: [("Barbarians", 2)])"#.into());
    areas.push(r#"(area: "Levantine Sea", disks: [("Egypt", 1)])"#.into());
    let refs: Vec<&str> = areas.iter().map(|s| s.as_str()).collect();
    let mut g = three(&[73], 0, 0, &refs);
    assert_eq!(g.state.barbarian_supply, 0);
    play(&mut g, 73);
    assert!(
        matches!(
            pending(&g).ask,
            Ask::Target {
                card: CardId(73),
                ..
            }
        ),
        "{}",
        pending(&g).text
    );
    let sacans = area_action(&g, "Sacans");
    answers(&mut g, &[sacans, sacans]);
    assert!(card_done(&g));
    assert_eq!(disks(&g, "Levantine Sea", "Barbarians"), 2);
    assert_eq!(disks(&g, "Sacans", "Barbarians"), 2);
}

// ---- #74 Murrain ----

#[test]
fn card_074_murrain_takes_a_disk_in_up_to_three_plains_and_a_mina() {
    let mut g = three(
        &[74],
        1,
        0,
        &[
            r#"(area: "Petra", disks: [("Egypt", 1)])"#,
            r#"(area: "Tyre", disks: [("Egypt", 2)])"#,
            r#"(area: "Byblos", disks: [("Egypt", 1)])"#,
            r#"(area: "Judah", disks: [("Egypt", 1)])"#,
            r#"(area: "Thebes", disks: [("Egypt", 3)])"#,
        ],
    );
    play(&mut g, 74);
    assert_eq!(
        area_options(&g),
        vec!["Byblos", "Judah", "Petra", "Tyre"],
        "Plains only"
    );
    let picks: Vec<Action> = ["Petra", "Tyre", "Byblos"]
        .iter()
        .map(|a| area_action(&g, a))
        .collect();
    answers(&mut g, &picks);
    lose_all(&mut g);
    assert!(card_done(&g));
    assert_eq!(
        ["Petra", "Tyre", "Byblos", "Judah", "Thebes"].map(|a| disks(&g, a, "Egypt")),
        [0, 1, 0, 1, 3]
    );
    assert_eq!(treasury(&g, "Egypt"), 0);
}

// ---- #75 40 Days & 40 Nights ----

#[test]
fn card_075_forty_days_floods_a_chain_of_fertile_areas_down_to_one_disk_per_faction() {
    let mut g = three(
        &[75],
        0,
        0,
        &[
            r#"(area: "Thebes", disks: [("Egypt", 4), ("Barbarians", 2)])"#,
            r#"(area: "Abydos", disks: [("Egypt", 2)])"#,
            r#"(area: "Memphis", disks: [("Elam", 3)])"#,
            r#"(area: "Amarna", disks: [("Sumer", 2)])"#,
            r#"(area: "Nile Delta", disks: [("Egypt", 1)])"#,
            r#"(area: "Mittani", disks: [("Egypt", 3)])"#,
        ],
    );
    play(&mut g, 75);
    let thebes = area_action(&g, "Thebes");
    answer(&mut g, thebes);
    assert_eq!(
        area_options(&g),
        vec!["Abydos", "Amarna"],
        "the chain grows through adjacent Fertile areas"
    );
    for a in ["Abydos", "Memphis", "Amarna", "Nile Delta"] {
        let x = area_action(&g, a);
        answer(&mut g, x);
    }
    lose_all(&mut g);
    assert!(card_done(&g));
    assert_eq!(
        [
            disks(&g, "Thebes", "Egypt"),
            disks(&g, "Thebes", "Barbarians")
        ],
        [1, 1]
    );
    assert_eq!(
        [
            disks(&g, "Abydos", "Egypt"),
            disks(&g, "Memphis", "Elam"),
            disks(&g, "Amarna", "Sumer"),
            disks(&g, "Nile Delta", "Egypt")
        ],
        [1, 1, 1, 1]
    );
    assert_eq!(disks(&g, "Mittani", "Egypt"), 3, "outside the chain");
    assert!(set_aside(&g, 75));
}

// ---- #76 Biblical Plague ----

#[test]
fn card_076_biblical_plague_cuts_the_city_to_one_and_strikes_each_faction_next_door() {
    let mut g = three(
        &[76],
        0,
        0,
        &[
            r#"(area: "Thebes", disks: [("Egypt", 4)])"#,
            r#"(area: "Abydos", disks: [("Egypt", 2), ("Barbarians", 1)])"#,
            r#"(area: "Amarna", disks: [("Sumer", 1)])"#,
            r#"(area: "Eastern Desert", disks: [("Elam", 1)])"#,
        ],
    );
    play(&mut g, 76);
    // Thebes is the only opposing City: the target is named without a question.
    lose_all(&mut g);
    assert!(card_done(&g));
    assert_eq!(disks(&g, "Thebes", "Egypt"), 1);
    assert_eq!(
        [
            disks(&g, "Abydos", "Egypt"),
            disks(&g, "Abydos", "Barbarians")
        ],
        [1, 0]
    );
    assert_eq!(
        disks(&g, "Amarna", "Sumer"),
        0,
        "its player's own disks too"
    );
    assert_eq!(disks(&g, "Eastern Desert", "Elam"), 0);
    assert!(set_aside(&g, 76));
}

#[test]
fn card_076_biblical_plague_counts_hattushas_one_disk_per_card_for_the_hittites_alone() {
    let s = civ("Sumer", "Green", "Sumer", &[76, 43], 0, "");
    let e = civ("Egypt", "Yellow", "Thebes", &[], 0, "");
    let h = civ("Hittite", "Blue", "Hattusha", &[], 0, "");
    let mut g = card_game(
        &[&s, &e, &h],
        &["Sumer", "Egypt", "Hittite"],
        &[
            r#"(area: "Kaska", disks: [("Egypt", 3)])"#,
            r#"(area: "Hattusha", disks: [("Egypt", 1), ("Hittite", 2)])"#,
        ],
        "",
    );
    play(&mut g, 76);
    assert!(card_done(&g));
    assert_eq!(disks(&g, "Kaska", "Egypt"), 1);
    assert_eq!(disks(&g, "Hattusha", "Egypt"), 0);
    assert_eq!(
        disks(&g, "Hattusha", "Hittite"),
        1,
        "Egypt's loss there does not use up the Hittite allowance"
    );
}

// ---- #77 Fire and Brimstone ----

#[test]
fn card_077_fire_and_brimstone_razes_a_city_area_that_is_no_homeland() {
    let s = civ("Sumer", "Green", "Sumer", &[77, 43], 0, "");
    let e = civ("Egypt", "Yellow", "Thebes", &[], 1, "vp: 2");
    let l = civ("Elam", "Red", "Elam", &[], 0, "vp: 2");
    let mut g = card_game(
        &[&s, &e, &l],
        &["Sumer", "Egypt", "Elam"],
        &[
            r#"(area: "Aleppo", disks: [("Egypt", 3), ("Elam", 2), ("Barbarians", 1)], stronghold: Some("Egypt"))"#,
            r#"(area: "Thebes", disks: [("Egypt", 4)])"#,
        ],
        "",
    );
    play(&mut g, 77);
    // Thebes holds Egypt's Homeland block: Aleppo is the only target, taken without a question.
    assert!(matches!(pending(&g).ask, Ask::Loss { .. }));
    assert_eq!(who(&g), "Egypt");
    answer(&mut g, Action::PayMina);
    assert!(card_done(&g));
    assert_eq!(
        [
            disks(&g, "Aleppo", "Egypt"),
            disks(&g, "Aleppo", "Elam"),
            disks(&g, "Aleppo", "Barbarians")
        ],
        [1, 0, 0]
    );
    assert_eq!(
        stronghold(&g, "Aleppo"),
        None,
        "the cube goes even though a disk was kept"
    );
    assert_eq!(vp(&g, "Egypt"), 1, "it had a City there");
    assert_eq!(vp(&g, "Elam"), 2, "a Settlement costs no VP");
    assert!(set_aside(&g, 77));
}

// ---- #78 Eclipse ----

#[test]
fn card_078_eclipse_discards_two_random_cards_of_the_victim() {
    let s = civ("Sumer", "Green", "Sumer", &[78, 43], 0, "");
    let e = civ("Egypt", "Yellow", "Thebes", &[1, 2, 3], 0, "");
    let l = civ("Elam", "Red", "Elam", &[], 0, "");
    let mut g = card_game(&[&s, &e, &l], &["Sumer", "Egypt", "Elam"], &[], "");
    play(&mut g, 78);
    assert!(card_done(&g), "Elam has no card: Egypt is the only target");
    assert_eq!(hand(&g, "Egypt").len(), 1);
    let gone = [1u8, 2, 3].iter().filter(|&&c| in_discard(&g, c)).count();
    assert_eq!(gone, 2);
}

#[test]
fn card_078_eclipse_can_be_negated_by_the_goddess_of_peace_of_its_victim() {
    let s = civ("Sumer", "Green", "Sumer", &[78, 43], 0, "");
    let e = civ(
        "Egypt",
        "Yellow",
        "Thebes",
        &[1, 2, 3],
        0,
        "deity: Some((109, Standing))",
    );
    let mut g = card_game(
        &[&s, &e],
        &["Sumer", "Egypt"],
        &[r#"(area: "Thebes", disks: [("Egypt", 3)])"#],
        "",
    );
    play(&mut g, 78);
    assert!(matches!(
        pending(&g).ask,
        Ask::Negate {
            target: CardId(78),
            ..
        }
    ));
    answer(&mut g, Action::Negate(CardId(109)));
    assert_eq!(hand(&g, "Egypt").len(), 3);
    assert!(in_discard(&g, 78));
}

// ---- Protections (G5) against disasters ----

#[test]
fn card_065_volcano_takes_at_most_one_disk_from_hattusha() {
    let s = civ("Sumer", "Green", "Sumer", &[65, 43], 0, "");
    let h = civ("Hittite", "Blue", "Hattusha", &[], 0, "");
    let mut g = card_game(
        &[&s, &h],
        &["Sumer", "Hittite"],
        &[
            r#"(area: "Hattusha", disks: [("Hittite", 4)], stronghold: Some("Hittite"))"#,
            r#"(area: "Kaska", disks: [("Hittite", 2)])"#,
        ],
        "",
    );
    play(&mut g, 65);
    assert!(card_done(&g));
    assert_eq!(
        disks(&g, "Hattusha", "Hittite"),
        3,
        "Hattusha, the Citadel: 1 disk to any single Fate card"
    );
    assert_eq!(stronghold(&g, "Hattusha"), None, "the cube is not a disk");
    assert_eq!(disks(&g, "Kaska", "Hittite"), 1);
}

#[test]
fn card_066_the_rivers_rage_spares_the_last_homeland_disk_under_homeland_defense() {
    let s = civ("Sumer", "Green", "Sumer", &[66, 43], 0, "");
    let e = civ("Egypt", "Yellow", "Thebes", &[], 0, "");
    let options = "options: (last_epoch: 4, vp_goal: None, final_epoch_event: false, homeland_defense: true, barbarian_hordes: false, second_gilgamesh: false)";
    let mut g = card_game(
        &[&s, &e],
        &["Sumer", "Egypt"],
        &[
            r#"(area: "Thebes", disks: [("Egypt", 2)])"#,
            r#"(area: "Abydos", disks: [("Egypt", 2)])"#,
        ],
        options,
    );
    play(&mut g, 66);
    let thebes = area_action(&g, "Thebes");
    answer(&mut g, thebes);
    assert!(card_done(&g));
    assert_eq!(
        disks(&g, "Thebes", "Egypt"),
        1,
        "RB Homeland Defense: the last disk in the Homeland stays"
    );
    assert_eq!(disks(&g, "Abydos", "Egypt"), 1);
}
