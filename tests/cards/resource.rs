//! Resource cards 52-61 (content-v1 §3.2), played from Card Phase positions.

use acme::games::acme::{Action, Ask};

use super::b_helpers::*;
use crate::support::{answer, answers, area_action, disks, pending, skip_until, slot};

const SUMER: &str = r#"(civ: "Sumer", color: Green, homeland: "Sumer", hand: HAND)"#;
const EGYPT: &str = r#"(civ: "Egypt", color: Yellow, homeland: "Thebes")"#;

fn sumer(hand: &[u8]) -> String {
    let h: Vec<String> = hand.iter().map(|c| c.to_string()).collect();
    SUMER.replace("HAND", &format!("[{}]", h.join(", ")))
}

fn game(hand: &[u8], areas: &[&str]) -> acme::games::acme::Game {
    card_game(&[&sumer(hand), EGYPT], &["Sumer", "Egypt"], areas, "")
}

#[test]
fn card_052_advanced_agriculture_adds_two_disks_to_a_controlled_land_area() {
    let mut g = game(
        &[52, 43],
        &[
            r#"(area: "Sumer", disks: [("Sumer", 3)])"#,
            r#"(area: "Ur", disks: [("Sumer", 1)])"#,
            r#"(area: "Borsippa", disks: [("Sumer", 1), ("Egypt", 1)])"#,
            r#"(area: "Upper Gulf", disks: [("Sumer", 1)])"#,
        ],
    );
    play(&mut g, 52);
    assert_eq!(
        area_options(&g),
        vec!["Sumer", "Ur"],
        "Controlled Land areas only (not shared Borsippa, not the Sea)"
    );
    let ur = area_action(&g, "Ur");
    answer(&mut g, ur);
    assert_eq!(disks(&g, "Ur", "Sumer"), 3);
    assert!(card_done(&g));
}

#[test]
fn card_052_advanced_agriculture_respects_the_stacking_limit() {
    let mut g = game(&[52, 43], &[r#"(area: "Sumer", disks: [("Sumer", 3)])"#]);
    play(&mut g, 52);
    assert_eq!(
        disks(&g, "Sumer", "Sumer"),
        4,
        "only 1 of the 2 disks fits (limit 4)"
    );
}

#[test]
fn card_053_improved_irrigation_adds_two_disks_to_a_controlled_land_area() {
    let mut g = game(
        &[53, 43],
        &[
            r#"(area: "Ur", disks: [("Sumer", 1)])"#,
            r#"(area: "Agrae", disks: [("Sumer", 1)])"#,
        ],
    );
    play(&mut g, 53);
    let agrae = area_action(&g, "Agrae");
    answer(&mut g, agrae);
    assert_eq!(disks(&g, "Agrae", "Sumer"), 2, "a Desert holds 2");
}

#[test]
fn card_053_improved_irrigation_is_unplayable_without_a_controlled_land_area() {
    let g = game(
        &[53, 43],
        &[r#"(area: "Ur", disks: [("Sumer", 1), ("Egypt", 1)])"#],
    );
    assert!(!offered(&g, 53));
}

#[test]
fn card_054_foundries_pays_per_mountain_at_most_three_plus_one_for_an_own_stronghold() {
    let mut g = game(
        &[54, 43],
        &[
            r#"(area: "Southern Zagros", disks: [("Sumer", 2)], stronghold: Some("Sumer"))"#,
            r#"(area: "Northern Zagros", disks: [("Sumer", 1)])"#,
            r#"(area: "Medes", disks: [("Sumer", 1), ("Egypt", 1)])"#,
            r#"(area: "Van", disks: [("Sumer", 1)])"#,
        ],
    );
    play(&mut g, 54);
    assert_eq!(treasury(&g, "Sumer"), 4);
}

#[test]
fn card_054_foundries_counts_no_cube_of_another_faction() {
    let mut g = game(
        &[54, 43],
        &[
            r#"(area: "Van", disks: [("Sumer", 1)])"#,
            r#"(area: "Medes", disks: [("Egypt", 2)], stronghold: Some("Egypt"))"#,
        ],
    );
    play(&mut g, 54);
    assert_eq!(treasury(&g, "Sumer"), 1);
}

#[test]
fn card_055_domesticated_camels_enters_up_to_two_deserts_next_to_its_disks() {
    let mut g = game(
        &[55, 43],
        &[
            r#"(area: "Ur", disks: [("Sumer", 1)])"#,
            r#"(area: "Tyre", disks: [("Sumer", 1)])"#,
            r#"(area: "Agrae", disks: [("Egypt", 2)])"#,
        ],
    );
    play(&mut g, 55);
    assert_eq!(area_options(&g), vec!["Agrae", "Sinai"]);
    let (a, b) = (area_action(&g, "Agrae"), area_action(&g, "Sinai"));
    answers(&mut g, &[a, b]);
    assert_eq!(
        disks(&g, "Agrae", "Sumer"),
        1,
        "any occupants (a Contested area)"
    );
    assert_eq!(disks(&g, "Sinai", "Sumer"), 1);
    assert!(card_done(&g));
}

#[test]
fn card_056_terrace_farming_adds_two_disks_to_a_controlled_mountain() {
    let mut g = game(
        &[56, 43],
        &[
            r#"(area: "Van", disks: [("Sumer", 2)])"#,
            r#"(area: "Medes", disks: [("Sumer", 1), ("Egypt", 1)])"#,
            r#"(area: "Ur", disks: [("Sumer", 1)])"#,
        ],
    );
    play(&mut g, 56);
    assert_eq!(
        disks(&g, "Van", "Sumer"),
        4,
        "the only Mountain it Controls"
    );
    assert_eq!(disks(&g, "Medes", "Sumer"), 1);
}

#[test]
fn card_057_flocks_and_herds_adds_a_disk_to_each_of_up_to_three_controlled_plains() {
    let mut g = game(
        &[57, 43],
        &[
            r#"(area: "Susa", disks: [("Sumer", 1)])"#,
            r#"(area: "Ctesiphon", disks: [("Sumer", 1)])"#,
            r#"(area: "Persis", disks: [("Sumer", 1)])"#,
            r#"(area: "Utians", disks: [("Sumer", 1)])"#,
            r#"(area: "Sumer", disks: [("Sumer", 1)])"#,
        ],
    );
    play(&mut g, 57);
    assert_eq!(
        area_options(&g),
        vec!["Ctesiphon", "Persis", "Susa", "Utians"],
        "Plains only"
    );
    let (a, b, c) = (
        area_action(&g, "Susa"),
        area_action(&g, "Ctesiphon"),
        area_action(&g, "Persis"),
    );
    answers(&mut g, &[a, b, c]);
    assert!(card_done(&g), "three areas at most");
    assert_eq!(
        disks(&g, "Susa", "Sumer") + disks(&g, "Ctesiphon", "Sumer") + disks(&g, "Persis", "Sumer"),
        6
    );
    assert_eq!(disks(&g, "Utians", "Sumer"), 1);
}

#[test]
fn card_058_iron_tools_puts_two_disks_in_the_growth_box_as_captives() {
    let mut g = game(&[58, 43], &[r#"(area: "Sumer", disks: [("Sumer", 3)])"#]);
    let before = supply(&g, "Sumer");
    play(&mut g, 58);
    let c = g.state.civ(slot(&g, "Sumer"));
    assert_eq!((c.growth, c.captives), (2, 2));
    assert_eq!(supply(&g, "Sumer"), before - 2);
}

#[test]
fn card_058_iron_tools_disks_are_deployed_on_top_of_the_minimum_acquisition() {
    let areas = [
        r#"(area: "Sumer", disks: [("Sumer", 3)])"#,
        r#"(area: "Thebes", disks: [("Egypt", 3)])"#,
    ];
    let mut g = card_game(
        &[&sumer(&[58]), EGYPT],
        &["Sumer", "Egypt"],
        &areas,
        &deck(&[58], &[]),
    );
    play(&mut g, 58);
    let s = slot(&g, "Sumer");
    skip_until(&mut g, |d| {
        d.who == s && matches!(d.ask, Ask::Deploy { .. })
    });
    // Acquisition: 1 Fertile area Controlled -> the Minimum Acquisition of 3; plus the 2 disks of
    // Iron Tools (the City in Sumer gave nothing: the Resettlement Step was declined).
    assert!(
        matches!(pending(&g).ask, Ask::Deploy { left: 5 }),
        "{:?}",
        pending(&g).ask
    );
}

#[test]
fn card_059_bountiful_harvest_pays_one_mina_per_two_controlled_fertile_areas_rounded_up() {
    let mut g = game(
        &[59, 43],
        &[
            r#"(area: "Sumer", disks: [("Sumer", 1)])"#,
            r#"(area: "Ur", disks: [("Sumer", 1)])"#,
            r#"(area: "Borsippa", disks: [("Sumer", 1)])"#,
            r#"(area: "Babylon", disks: [("Sumer", 1), ("Egypt", 1)])"#,
        ],
    );
    play(&mut g, 59);
    assert_eq!(
        treasury(&g, "Sumer"),
        2,
        "3 Controlled Fertile areas (shared Babylon does not count)"
    );
}

#[test]
fn card_059_bountiful_harvest_is_capped_at_three_and_needs_a_fertile_area() {
    let fertile = [
        "Sumer", "Ur", "Borsippa", "Babylon", "Dur Kur", "Akkad", "Samarra",
    ];
    let areas: Vec<String> = fertile
        .iter()
        .map(|a| format!(r#"(area: "{a}", disks: [("Sumer", 1)])"#))
        .collect();
    let refs: Vec<&str> = areas.iter().map(|s| s.as_str()).collect();
    let mut g = game(&[59, 43], &refs);
    play(&mut g, 59);
    assert_eq!(treasury(&g, "Sumer"), 3);
    let g2 = game(&[59, 43], &[r#"(area: "Susa", disks: [("Sumer", 1)])"#]);
    assert!(!offered(&g2, 59));
}

#[test]
fn card_060_grain_storehouses_gives_a_mina_and_may_add_disks_to_two_controlled_fertile_areas() {
    let mut g = game(
        &[60, 43],
        &[
            r#"(area: "Sumer", disks: [("Sumer", 1)])"#,
            r#"(area: "Ur", disks: [("Sumer", 1)])"#,
            r#"(area: "Borsippa", disks: [("Sumer", 2)])"#,
        ],
    );
    play(&mut g, 60);
    let ur = area_action(&g, "Ur");
    answers(&mut g, &[ur, Action::Done]);
    assert_eq!(treasury(&g, "Sumer"), 1);
    assert_eq!(disks(&g, "Ur", "Sumer"), 2);
    assert_eq!(disks(&g, "Sumer", "Sumer"), 1);
}

#[test]
fn card_060_grain_storehouses_disks_are_optional() {
    let mut g = game(&[60, 43], &[r#"(area: "Sumer", disks: [("Sumer", 1)])"#]);
    play(&mut g, 60);
    answer(&mut g, Action::Done);
    assert_eq!(treasury(&g, "Sumer"), 1);
    assert_eq!(disks(&g, "Sumer", "Sumer"), 1);
}

#[test]
fn card_061_domesticated_horses_enters_empty_plains_next_to_its_disks() {
    let mut g = game(
        &[61, 43],
        &[
            r#"(area: "Sumer", disks: [("Sumer", 3)])"#,
            r#"(area: "Elam", disks: [("Sumer", 1)])"#,
            r#"(area: "Arbela", disks: [("Sumer", 1)])"#,
            r#"(area: "Susa", disks: [("Egypt", 1)])"#,
        ],
    );
    play(&mut g, 61);
    // Plains next to Sumerian disks: Ctesiphon, Jarwan; Susa is not empty.
    assert_eq!(area_options(&g), vec!["Ctesiphon", "Jarwan"]);
    let (a, b) = (area_action(&g, "Ctesiphon"), area_action(&g, "Jarwan"));
    answers(&mut g, &[a, b]);
    assert_eq!(disks(&g, "Ctesiphon", "Sumer"), 1);
    assert_eq!(disks(&g, "Jarwan", "Sumer"), 1);
    assert!(card_done(&g));
}
