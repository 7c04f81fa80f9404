//! The Rulebook's own worked examples.

use acme::games::acme::{Action, Ask};

use crate::support::*;

const GREEN: &str = r#"(civ: "Hittite", color: Green, homeland: "Hattusha")"#;
const BLUE: &str = r#"(civ: "Egypt", color: Blue, homeland: "Thebes")"#;
const PURPLE: &str = r#"(civ: "Assyria", color: Purple, homeland: "Nineveh", growth: 5)"#;

/// Purple deploys; Green and Blue share Tarsus (Mountain); Purple Controls Lukka next to it.
fn stronghold_barrier(green_disks: u8) -> acme::games::acme::Game {
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

/// RB Map: "Fertile (Green)—Example: Nile Delta. Plain (Light Brown)—Example: Lydia; Mountain
/// (Dark Brown)—Example: Tarsus; Desert (Sandy)—Example: Sinai; and Sea Areas (Blue)—Example:
/// Sinai Sea".
#[test]
fn rb_map_example_terrain_of_nile_delta_lydia_tarsus_sinai_and_sinai_sea() {
    use acme::games::acme::catalog::raw::Terrain;
    let g = basic(2, 1);
    let terrain = |n: &str| g.catalog.board.area(area(&g, n)).terrain;
    assert_eq!(terrain("Nile Delta"), Terrain::Fertile);
    assert_eq!(terrain("Lydia"), Terrain::Plain);
    assert_eq!(terrain("Tarsus"), Terrain::Mountain);
    assert_eq!(terrain("Sinai"), Terrain::Desert);
    assert_eq!(terrain("Sinai Sea"), Terrain::Sea);
    assert!(!g.catalog.board.area(area(&g, "Sinai Sea")).is_land());
}

/// RB Map: "Abydos & Amarna are separated by a River border; they are adjacent to one another.
/// Reed Sea is adjacent to Nile Delta." And: "Rhodes is adjacent to the Icarian Sea, Egyptian Sea
/// and Rhodian Sea" (an island, a Land area surrounded by Sea areas).
#[test]
fn rb_map_example_abydos_amarna_reed_sea_nile_delta_and_rhodes_three_seas() {
    let g = basic(2, 1);
    let b = &g.catalog.board;
    let adj = |x: &str, y: &str| b.adjacent(area(&g, x), area(&g, y));
    assert!(adj("Abydos", "Amarna"), "a River border is a border");
    assert!(adj("Amarna", "Abydos"));
    assert!(adj("Reed Sea", "Nile Delta"));
    let rhodes = area(&g, "Rhodes");
    assert!(b.area(rhodes).island && b.area(rhodes).is_land());
    for sea in ["Icarian Sea", "Egyptian Sea", "Rhodian Sea"] {
        assert!(adj("Rhodes", sea), "Rhodes - {sea}");
    }
    assert!(
        b.neighbours(rhodes).all(|n| !b.area(n).is_land()),
        "surrounded by Sea areas"
    );
}

/// RB Establish a Deity, example: "Egypt wishes to establish the God of the Dead ... Egypt removes
/// 2 disks from the map (these need not be from Thebes but may be removed from anywhere on the
/// map). Egypt then expends 2 minas from its Treasury and discards one card from its hand, for a
/// total of 5 resources (2 disks, 2 minas, 1 card)."
#[test]
fn rb_example_establishing_god_of_the_dead_with_two_disks_two_mina_and_one_card() {
    let egypt = r#"(civ: "Egypt", color: Blue, homeland: "Thebes", treasury: 2, hand: [42, 43])"#;
    let hittite = r#"(civ: "Hittite", color: Green, homeland: "Hattusha")"#;
    let mut g = pos(
        "Full",
        "Card(pos: 0)",
        &[egypt, hittite],
        r#"(area: "Thebes", disks: [("Egypt", 3)]), (area: "Abydos", disks: [("Egypt", 2)]), (area: "Hattusha", disks: [("Hittite", 2)])"#,
    );
    let e = slot(&g, "Egypt");
    answer(&mut g, Action::Establish(card(108)));
    let abydos = area(&g, "Abydos");
    answers(
        &mut g,
        &[
            Action::RemoveFrom(abydos),
            Action::RemoveFrom(abydos),
            Action::PayMina,
            Action::PayMina,
            Action::Discard(card(42)),
        ],
    );
    assert_eq!(g.state.civ(e).deity, Some(card(108)));
    assert_eq!(
        g.state.block(card(108)),
        acme::games::acme::state::BlockLoc::Temple { owner: e }
    );
    assert_eq!(disks(&g, "Abydos", "Egypt"), 0, "two disks from anywhere");
    assert_eq!(disks(&g, "Thebes", "Egypt"), 3);
    assert_eq!(g.state.civ(e).treasury, 0);
    assert_eq!(g.state.civ(e).hand, vec![card(43)]);
    assert!(g.state.deck.discard.contains(&card(42)));
}

/// RB Game length: "a Standard two player game may go through three Epochs in a scheduled four
/// hours. In that case, there would be an End of Epoch Event at the End of Epochs I and II, but not
/// at the end of Epoch III." The same with a 2-Epoch game: an event after Epoch I, none after II.
#[test]
fn rb_example_a_two_epoch_game_has_an_end_of_epoch_event_after_epoch_one_not_after_two() {
    let civs = r#"civs: [(civ: "Hittite", color: Green, homeland: "Hattusha"), (civ: "Egypt", color: Blue, homeland: "Thebes")], order: ["Hittite", "Egypt"],
        areas: [(area: "Hattusha", disks: [("Hittite", 3)]), (area: "Thebes", disks: [("Egypt", 3)])]"#;
    let opts = "options: (last_epoch: 2, vp_goal: None, final_epoch_event: false, homeland_defense: false, barbarian_hordes: false, second_gilgamesh: false)";
    let table_notes = |epoch: u8| {
        let deck = full_deck(&[], &[80]);
        let (mut g, mut ev) = game_with_events(&format!(
            "(config: \"Full\", epoch: {epoch}, turn: 4, flow: EndOfEpoch(step: 0), {opts}, {civs}, deck: Some({deck}))"
        ));
        while !g.is_over() && !matches!(g.state.flow, acme::games::acme::Flow::Growth { .. }) {
            let d = pending(&g).clone();
            let a = [Action::LoseDisk, Action::Done, Action::No]
                .into_iter()
                .find(|a| d.options.contains(a))
                .unwrap_or(d.options[0]);
            ev.extend(answer(&mut g, a));
        }
        let n = notes(&ev)
            .iter()
            .filter(|t| t.starts_with("Change of Epoch") && t.contains("is revealed"))
            .count();
        (n, g.is_over())
    };
    assert_eq!(
        table_notes(1),
        (1, false),
        "Epoch I: the table's event, then Epoch II"
    );
    assert_eq!(
        table_notes(2),
        (0, true),
        "Epoch II is the last: no event, the game ends"
    );
}
