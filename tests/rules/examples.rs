//! The Rulebook's own worked examples.

use acme::rules::{Action, Ask};

use crate::support::*;

const GREEN: &str = r#"(civ: "Hittite", color: Green, homeland: "Hattusha")"#;
const BLUE: &str = r#"(civ: "Egypt", color: Blue, homeland: "Thebes")"#;
const PURPLE: &str = r#"(civ: "Assyria", color: Purple, homeland: "Nineveh", growth: 5)"#;

/// Purple deploys; Green and Blue share Tarsus (Mountain); Purple Controls Lukka next to it.
fn stronghold_barrier(green_disks: u8) -> acme::rules::Game {
    pos(
        "Full",
        "Growth(pos: 2, step: DeployStart)",
        &[GREEN, BLUE, PURPLE],
        &format!(
            r#"(area: "Tarsus", disks: [("Hittite", {green_disks}), ("Egypt", 2)], stronghold: Some("Hittite")),
               (area: "Lukka", disks: [("Assyria", 1)]),
               (area: "Hattusha", disks: [("Hittite", 1)]), (area: "Thebes", disks: [("Egypt", 1)])"#
        ),
    )
}

/// RB Deployment Example 1: Green 3 disks + Stronghold, Blue 2, in a Mountain area: Purple must
/// place 4 disks there (equalling Green's 3 + cube) before it can place beyond it.
#[test]
fn rb_deployment_example1_match_the_largest_stack_and_its_stronghold_to_traverse() {
    let mut g = stronghold_barrier(3);
    assert!(matches!(pending(&g).ask, Ask::Deploy { left: 5 }));
    for placed in 1..=4 {
        let tarsus = area_action(&g, "Tarsus");
        answer(&mut g, tarsus);
        let beyond = area_options(&g).contains(&"Kumannis".to_string());
        assert_eq!(
            beyond,
            placed == 4,
            "after {placed} disks in Tarsus, Kumannis reachable: {beyond}"
        );
    }
    let kumannis = area_action(&g, "Kumannis");
    answer(&mut g, kumannis);
    assert_eq!(disks(&g, "Kumannis", "Assyria"), 1);
}

/// RB Deployment Example 2: 4 disks and a Stronghold make a 5-piece barrier that later civilizations
/// cannot equal (they may place only 4), so they cannot deploy through it.
#[test]
fn rb_deployment_example2_four_disks_and_a_stronghold_are_a_barrier() {
    let mut g = stronghold_barrier(4);
    for _ in 0..4 {
        let tarsus = area_action(&g, "Tarsus");
        answer(&mut g, tarsus);
    }
    assert!(!area_options(&g).contains(&"Kumannis".to_string()));
    assert!(
        !area_options(&g).contains(&"Tarsus".to_string()),
        "stacking limit 4 reached"
    );
    let kumannis = area(&g, "Kumannis");
    let err = g.apply(Action::Area(kumannis)).unwrap_err();
    assert!(
        err.reason
            .contains("Kumannis is not adjacent to an area you Control"),
        "{}",
        err.reason
    );
    assert!(
        err.reason.contains("largest opposing stack"),
        "{}",
        err.reason
    );
}

/// RB Competition example: 1 red, 2 blue, 2 green: red loses its disk, then blue and green one
/// each; one blue and one green share the area in peace.
#[test]
fn rb_competition_example_one_red_two_blue_two_green_ends_with_one_blue_one_green() {
    let red = r#"(civ: "Assyria", color: Red, homeland: "Nineveh")"#;
    let g = pos(
        "Full",
        "CompStart",
        &[red, BLUE, GREEN],
        r#"(area: "Kumannis", disks: [("Assyria", 1), ("Egypt", 2), ("Hittite", 2)])"#,
    );
    assert_eq!(disks(&g, "Kumannis", "Assyria"), 0);
    assert_eq!(disks(&g, "Kumannis", "Egypt"), 1);
    assert_eq!(disks(&g, "Kumannis", "Hittite"), 1);
}

/// RB Competition example, second half: 1 red against 2 blue only: the red disk goes and blue,
/// alone, loses nothing.
#[test]
fn rb_competition_example_a_single_disk_against_two_loses_and_the_two_stay() {
    let red = r#"(civ: "Assyria", color: Red, homeland: "Nineveh")"#;
    let g = pos(
        "Full",
        "CompStart",
        &[red, BLUE],
        r#"(area: "Kumannis", disks: [("Assyria", 1), ("Egypt", 2)])"#,
    );
    assert_eq!(disks(&g, "Kumannis", "Assyria"), 0);
    assert_eq!(disks(&g, "Kumannis", "Egypt"), 2);
}
