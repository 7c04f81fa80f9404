//! Trade cards 42-51 (content-v1 §3.2), played from Card Phase positions.

use acme::games::acme::Action;

use super::b_helpers::*;
use crate::support::{answer, answers, area_action, civ_action, disks, pending};

const SUMER: &str =
    r#"(civ: "Sumer", color: Green, homeland: "Sumer", hand: HAND, treasury: MINA)"#;
const ELAM: &str = r#"(civ: "Elam", color: Red, homeland: "Elam", hand: HAND, treasury: MINA)"#;
const EGYPT: &str =
    r#"(civ: "Egypt", color: Yellow, homeland: "Thebes", hand: HAND, treasury: MINA)"#;
const HITTITE: &str =
    r#"(civ: "Hittite", color: Blue, homeland: "Hattusha", hand: HAND, treasury: MINA)"#;

/// A civilization record with its hand and treasury.
fn civ(template: &str, hand: &[u8], mina: u16) -> String {
    let h: Vec<String> = hand.iter().map(|c| c.to_string()).collect();
    template
        .replace("HAND", &format!("[{}]", h.join(", ")))
        .replace("MINA", &mina.to_string())
}

#[test]
fn card_042_trade_fleets_places_one_disk_in_each_of_three_sea_areas_anywhere() {
    let sumer = civ(SUMER, &[42, 54], 0);
    let elam = civ(ELAM, &[], 0);
    let mut g = card_game(
        &[&sumer, &elam],
        &["Sumer", "Elam"],
        &[
            r#"(area: "Sumer", disks: [("Sumer", 3)])"#,
            r#"(area: "Levantine Sea", disks: [("Elam", 2)])"#,
        ],
        "",
    );
    play(&mut g, 42);
    let (a, b, c) = (
        area_action(&g, "Egyptian Sea"),
        area_action(&g, "Levantine Sea"),
        area_action(&g, "Red Sea"),
    );
    answers(&mut g, &[a, b, c]);
    assert!(card_done(&g));
    assert_eq!(disks(&g, "Egyptian Sea", "Sumer"), 1);
    assert_eq!(
        disks(&g, "Levantine Sea", "Sumer"),
        1,
        "other Factions do not stop it (a Contested area)"
    );
    assert_eq!(disks(&g, "Red Sea", "Sumer"), 1);
    assert_eq!(disks(&g, "Levantine Sea", "Elam"), 2);
    assert!(in_discard(&g, 42));
}

#[test]
fn card_042_trade_fleets_stops_when_its_player_says_done_and_skips_full_seas() {
    let sumer = civ(SUMER, &[42, 54], 0);
    let elam = civ(ELAM, &[], 0);
    let mut g = card_game(
        &[&sumer, &elam],
        &["Sumer", "Elam"],
        &[r#"(area: "Upper Gulf", disks: [("Sumer", 2)])"#],
        "",
    );
    play(&mut g, 42);
    assert!(
        !area_options(&g).contains(&"Upper Gulf".to_string()),
        "Sea stacking (2) is already reached there"
    );
    let a = area_action(&g, "Red Sea");
    answers(&mut g, &[a, Action::Done]);
    assert_eq!(disks(&g, "Red Sea", "Sumer"), 1);
    assert!(card_done(&g));
}

#[test]
fn card_043_sea_route_to_tarshish_pays_two_then_one_per_route_sea_to_everyone() {
    let sumer = civ(SUMER, &[43, 54], 0);
    let elam = civ(ELAM, &[], 0);
    let mut g = card_game(
        &[&sumer, &elam],
        &["Sumer", "Elam"],
        &[
            r#"(area: "Egyptian Sea", disks: [("Sumer", 1)])"#,
            r#"(area: "Rhodian Sea", disks: [("Sumer", 1)])"#,
            r#"(area: "Sinai Sea", disks: [("Elam", 1)])"#,
            r#"(area: "Levantine Sea", disks: [("Elam", 2)])"#,
        ],
        "",
    );
    play(&mut g, 43);
    assert_eq!(
        treasury(&g, "Sumer"),
        3,
        "2 mina, +1 for the Egyptian Sea (the Rhodian Sea is not on the Route)"
    );
    assert_eq!(treasury(&g, "Elam"), 2, "Sinai Sea and Levantine Sea");
}

#[test]
fn card_044_queen_of_sheba_reinforces_draws_and_gives_a_mina() {
    let sumer = civ(SUMER, &[44, 54], 0);
    let elam = civ(ELAM, &[], 0);
    let used = [44, 54];
    let mut g = card_game(
        &[&sumer, &elam],
        &["Sumer", "Elam"],
        &[
            r#"(area: "Sumer", disks: [("Sumer", 3)])"#,
            r#"(area: "Ur", disks: [("Sumer", 1)])"#,
            r#"(area: "Borsippa", disks: [("Sumer", 1), ("Elam", 1)])"#,
        ],
        &deck(&used, &[10]),
    );
    play(&mut g, 44);
    assert_eq!(
        area_options(&g),
        vec!["Sumer", "Ur"],
        "only areas it Controls (Borsippa is shared)"
    );
    let ur = area_action(&g, "Ur");
    answers(&mut g, &[ur, ur]);
    assert_eq!(disks(&g, "Ur", "Sumer"), 3);
    assert!(
        hand(&g, "Sumer").contains(&acme::games::acme::catalog::CardId(10)),
        "draws the top card"
    );
    assert_eq!(treasury(&g, "Sumer"), 1);
}

#[test]
fn card_045_incense_road_pays_per_desert_at_most_three_then_may_place_in_an_empty_desert() {
    let sumer = civ(SUMER, &[45, 54], 0);
    let elam = civ(ELAM, &[], 0);
    let mut g = card_game(
        &[&sumer, &elam],
        &["Sumer", "Elam"],
        &[
            r#"(area: "Agrae", disks: [("Sumer", 1)])"#,
            r#"(area: "Sinai", disks: [("Sumer", 1)])"#,
            r#"(area: "Eastern Desert", disks: [("Sumer", 1)])"#,
            r#"(area: "Western Desert", disks: [("Sumer", 1)])"#,
            r#"(area: "Nabatea", disks: [("Elam", 1)])"#,
        ],
        "",
    );
    play(&mut g, 45);
    // Empty Desert areas next to Sumerian disks: Midian (next to Agrae and Sinai); Nabatea is
    // occupied, the Sumerian Deserts are not empty.
    assert_eq!(area_options(&g), vec!["Midian"]);
    let midian = area_action(&g, "Midian");
    answer(&mut g, midian);
    assert_eq!(
        treasury(&g, "Sumer"),
        3,
        "4 Deserts occupied, at most 3 mina"
    );
    assert_eq!(disks(&g, "Midian", "Sumer"), 1);
}

#[test]
fn card_045_incense_road_disk_is_optional() {
    let sumer = civ(SUMER, &[45, 54], 0);
    let elam = civ(ELAM, &[], 0);
    let mut g = card_game(
        &[&sumer, &elam],
        &["Sumer", "Elam"],
        &[r#"(area: "Agrae", disks: [("Sumer", 1)])"#],
        "",
    );
    play(&mut g, 45);
    answer(&mut g, Action::Done);
    assert_eq!(treasury(&g, "Sumer"), 1);
    assert_eq!(
        disks(&g, "Midian", "Sumer") + disks(&g, "Nabatea", "Sumer"),
        0
    );
}

#[test]
fn card_046_tin_traders_pays_one_mina_per_commerce_partner_at_most_three() {
    let sumer = civ(SUMER, &[46, 54], 0);
    let elam = civ(ELAM, &[], 0);
    let egypt = civ(EGYPT, &[], 0);
    let hittite = civ(HITTITE, &[], 0);
    let areas = [
        r#"(area: "Sumer", disks: [("Sumer", 3)])"#,
        r#"(area: "Elam", disks: [("Elam", 2)])"#, // next to Sumer
        r#"(area: "Ur", disks: [("Sumer", 1), ("Egypt", 1)])"#, // in an area Sumer occupies
        r#"(area: "Hattusha", disks: [("Hittite", 3)])"#, // far away
    ];
    let mut g = card_game(
        &[&sumer, &elam, &egypt, &hittite],
        &["Sumer", "Elam", "Egypt", "Hittite"],
        &areas,
        "",
    );
    play(&mut g, 46);
    assert_eq!(
        treasury(&g, "Sumer"),
        2,
        "Elam and Egypt trade with Sumer; the Hittites do not"
    );
}

#[test]
fn card_046_tin_traders_is_capped_at_three() {
    let sumer = civ(SUMER, &[46, 54], 0);
    let others: Vec<String> = [ELAM, EGYPT, HITTITE]
        .iter()
        .map(|t| civ(t, &[], 0))
        .collect();
    let babylon = r#"(civ: "Babylon", color: Purple, homeland: "Babylon")"#;
    let areas = [
        r#"(area: "Sumer", disks: [("Sumer", 3), ("Elam", 1), ("Egypt", 1), ("Hittite", 1)])"#,
        r#"(area: "Babylon", disks: [("Babylon", 1)])"#,
    ];
    let mut g = card_game(
        &[&sumer, &others[0], &others[1], &others[2], babylon],
        &["Sumer", "Elam", "Egypt", "Hittite", "Babylon"],
        &areas,
        "",
    );
    play(&mut g, 46);
    assert_eq!(treasury(&g, "Sumer"), 3);
}

#[test]
fn card_047_cedars_of_lebanon_pays_three_in_a_port_and_one_to_other_port_holders() {
    let sumer = civ(SUMER, &[47, 54], 0);
    let elam = civ(ELAM, &[], 0);
    let egypt = civ(EGYPT, &[], 0);
    let areas = [
        r#"(area: "Tyre", disks: [("Sumer", 1)])"#,
        r#"(area: "Byblos", disks: [("Elam", 1)])"#,
        r#"(area: "Thebes", disks: [("Egypt", 3)])"#,
    ];
    let mut g = card_game(
        &[&sumer, &elam, &egypt],
        &["Sumer", "Elam", "Egypt"],
        &areas,
        "",
    );
    play(&mut g, 47);
    assert_eq!(treasury(&g, "Sumer"), 3);
    assert_eq!(treasury(&g, "Elam"), 1);
    assert_eq!(treasury(&g, "Egypt"), 0);
}

#[test]
fn card_047_cedars_of_lebanon_pays_one_away_from_the_ports() {
    let sumer = civ(SUMER, &[47, 54], 0);
    let elam = civ(ELAM, &[], 0);
    let mut g = card_game(
        &[&sumer, &elam],
        &["Sumer", "Elam"],
        &[r#"(area: "Sumer", disks: [("Sumer", 3)])"#],
        "",
    );
    play(&mut g, 47);
    assert_eq!(treasury(&g, "Sumer"), 1);
}

#[test]
fn card_048_trading_colony_founds_a_settlement_in_an_empty_coastal_area_next_to_its_sea() {
    let sumer = civ(SUMER, &[48, 54], 0);
    let elam = civ(ELAM, &[], 0);
    let areas = [
        r#"(area: "Levantine Sea", disks: [("Sumer", 1)])"#,
        r#"(area: "Byblos", disks: [("Elam", 1)])"#,
    ];
    let mut g = card_game(&[&sumer, &elam], &["Sumer", "Elam"], &areas, "");
    play(&mut g, 48);
    // Land next to the Levantine Sea: Alashiya, Byblos (occupied), Tyre, Ugarit.
    assert_eq!(area_options(&g), vec!["Alashiya", "Tyre", "Ugarit"]);
    let tyre = area_action(&g, "Tyre");
    answer(&mut g, tyre);
    assert_eq!(disks(&g, "Tyre", "Sumer"), 2);
}

#[test]
fn card_048_trading_colony_needs_a_sea_area_of_its_own() {
    let sumer = civ(SUMER, &[48, 54], 0);
    let elam = civ(ELAM, &[], 0);
    let g = card_game(
        &[&sumer, &elam],
        &["Sumer", "Elam"],
        &[r#"(area: "Ur", disks: [("Sumer", 1)])"#],
        "",
    );
    assert!(!offered(&g, 48), "no Sea area occupied: no target (G4)");
    assert!(offered(&g, 54));
}

#[test]
fn card_049_amarna_letters_draws_two_and_the_chosen_civilization_draws_one() {
    let sumer = civ(SUMER, &[49, 54], 0);
    let elam = civ(ELAM, &[], 0);
    let egypt = civ(EGYPT, &[], 0);
    let mut g = card_game(
        &[&sumer, &elam, &egypt],
        &["Sumer", "Elam", "Egypt"],
        &[],
        &deck(&[49, 54], &[1, 2, 3]),
    );
    play(&mut g, 49);
    let e = civ_action(&g, "Egypt");
    answer(&mut g, e);
    let h = hand(&g, "Sumer");
    assert!(
        h.contains(&acme::games::acme::catalog::CardId(1))
            && h.contains(&acme::games::acme::catalog::CardId(2))
    );
    assert_eq!(
        hand(&g, "Egypt"),
        vec![acme::games::acme::catalog::CardId(3)]
    );
    assert!(hand(&g, "Elam").is_empty());
}

#[test]
fn card_050_tribute_takes_a_mina_or_a_card_from_each_neighbour_of_the_homeland() {
    let sumer = civ(SUMER, &[50, 54], 0);
    let elam = civ(ELAM, &[], 2);
    let egypt = civ(EGYPT, &[11, 12], 0);
    let hittite = civ(HITTITE, &[13], 5);
    let areas = [
        r#"(area: "Sumer", disks: [("Sumer", 3)])"#,
        r#"(area: "Elam", disks: [("Elam", 1)])"#, // Land next to Sumer
        r#"(area: "Ur", disks: [("Egypt", 1)])"#,  // Land next to Sumer
        r#"(area: "Upper Gulf", disks: [("Hittite", 1)])"#, // a Sea area: no tribute
    ];
    let mut g = card_game(
        &[&sumer, &elam, &egypt, &hittite],
        &["Sumer", "Elam", "Egypt", "Hittite"],
        &areas,
        "",
    );
    play(&mut g, 50);
    // Egypt has no mina: it discards a card of its choice.
    assert_eq!(crate::support::who(&g), "Egypt");
    answer(
        &mut g,
        Action::Discard(acme::games::acme::catalog::CardId(12)),
    );
    assert_eq!(treasury(&g, "Sumer"), 1);
    assert_eq!(treasury(&g, "Elam"), 1);
    assert_eq!(
        hand(&g, "Egypt"),
        vec![acme::games::acme::catalog::CardId(11)]
    );
    assert!(in_discard(&g, 12), "to the discard pile, not to Sumer");
    assert_eq!(treasury(&g, "Hittite"), 5);
    assert_eq!(
        g.state.white_supply,
        50 - 2 - 5,
        "the mina changes hands; the supply plays no part"
    );
}

#[test]
fn card_050_tribute_is_unplayable_without_a_neighbour() {
    let sumer = civ(SUMER, &[50, 54], 0);
    let elam = civ(ELAM, &[], 2);
    let g = card_game(
        &[&sumer, &elam],
        &["Sumer", "Elam"],
        &[
            r#"(area: "Sumer", disks: [("Sumer", 3)])"#,
            r#"(area: "Susa", disks: [("Elam", 3)])"#,
        ],
        "",
    );
    assert!(!offered(&g, 50));
}

#[test]
fn card_051_phoenician_merchants_pays_per_sea_next_to_own_land() {
    let sumer = civ(SUMER, &[51, 54], 0);
    let elam = civ(ELAM, &[], 0);
    let areas = [
        r#"(area: "Tyre", disks: [("Sumer", 1)])"#,
        r#"(area: "Levantine Sea", disks: [("Sumer", 1)])"#, // next to Tyre
        r#"(area: "Sinai Sea", disks: [("Sumer", 1)])"#,     // next to Tyre
        r#"(area: "Red Sea", disks: [("Sumer", 1)])"#,       // no own Land next to it
    ];
    let mut g = card_game(&[&sumer, &elam], &["Sumer", "Elam"], &areas, "");
    play(&mut g, 51);
    assert_eq!(treasury(&g, "Sumer"), 2);
    let _ = pending(&g);
}
