//! Competition Phase (RB p22-25).

use acme::games::acme::probe::competition::comp_contested;
use acme::games::acme::state::BlockLoc;
use acme::games::acme::{Action, Ask, Game};

use crate::support::*;

const HITTITE: &str = r#"(civ: "Hittite", color: BurntOrange, homeland: "Hattusha")"#;
const EGYPT: &str = r#"(civ: "Egypt", color: Blue, homeland: "Thebes")"#;

fn comp(h: &str, e: &str, areas: &str) -> Game {
    let h = format!(r#"(civ: "Hittite", color: BurntOrange, homeland: "Hattusha", {h})"#);
    let e = format!(r#"(civ: "Egypt", color: Blue, homeland: "Thebes", {e})"#);
    pos("Full", "CompStart", &[&h, &e], areas)
}

#[test]
fn rb_contested_needs_two_disks_of_one_faction_or_a_stronghold_with_one() {
    let h = r#"(civ: "Hittite", color: BurntOrange, homeland: "Hattusha", hand: [43])"#;
    let g = pos(
        "Full",
        "CardStart",
        &[h, EGYPT],
        r#"(area: "Kaska", disks: [("Hittite", 1), ("Egypt", 1)]), (area: "Pala", disks: [("Hittite", 2), ("Egypt", 1)]),
           (area: "Van", disks: [("Hittite", 1), ("Egypt", 1)], stronghold: Some("Hittite"))"#,
    );
    with_g(&g, |v| {
        assert!(
            !comp_contested(v, area(&g, "Kaska")),
            "two Camps live in peace"
        );
        assert!(comp_contested(v, area(&g, "Pala")));
        assert!(
            comp_contested(v, area(&g, "Van")),
            "a Stronghold with one disk counts"
        );
    });
}

#[test]
fn rb_competitions_resolve_north_east_to_south_west() {
    let g = comp(
        "",
        "treasury: 2",
        r#"(area: "Karahuyuk", disks: [("Hittite", 2), ("Egypt", 2)]), (area: "Aleppo", disks: [("Hittite", 2), ("Egypt", 2)]),
           (area: "Thebes", disks: [("Hittite", 2), ("Egypt", 2)])"#,
    );
    // Egypt pays in each, so the order of the questions shows the order of the competitions.
    let mut g = g;
    let mut seen = Vec::new();
    while let Some(d) = g.pending() {
        if !matches!(d.ask, Ask::Loss { .. }) {
            break;
        }
        let a = pending_area(&g).unwrap();
        if seen.last() != Some(&a) {
            seen.push(a);
        }
        answer(&mut g, Action::LoseDisk);
    }
    assert_eq!(seen, vec!["Aleppo", "Karahuyuk", "Thebes"]);
}

#[test]
fn rb_allies_go_first_then_the_stronghold_then_the_disks() {
    let mut g = comp(
        "treasury: 1",
        "deity: Some((106, Standing))",
        r#"(area: "Van", disks: [("Hittite", 2), ("Egypt", 3)], stronghold: Some("Hittite")), (area: "Thebes", disks: [("Egypt", 1)])"#,
    );
    // The Hittites could pay for Chariot Levy: they decline. Egypt announces God of War (+2
    // white Allies) at step 1.
    assert_eq!(
        pending(&g).ask,
        Ask::Commit {
            area: area(&g, "Van")
        }
    );
    answer(&mut g, Action::Done);
    answer(&mut g, Action::Establish(card(106)));
    // Round 1: Hittite strength 3 (2 + cube) loses first: the cube goes (a loss it may pay instead).
    assert!(
        matches!(pending(&g).ask, Ask::Loss { .. }),
        "{:?}",
        pending(&g)
    );
    answer(&mut g, Action::LoseDisk);
    assert_eq!(g.state.area(area(&g, "Van")).stronghold, None);
    // Egypt (3 + 2 Allies) loses an Ally first, without a choice.
    assert_eq!(allies(&g, "Van", "Egypt"), 1);
    assert_eq!(disks(&g, "Van", "Egypt"), 3);
}

#[test]
fn rb_loot_control_and_three_disks_of_one_civilization_removed_one_vp_one_mina_at_most() {
    let (mut g, mut events) = game_with_events(&format!(
        r#"(config: "Full", flow: CompStart, civs: [{HITTITE}, {EGYPT}], order: ["Hittite", "Egypt"],
            areas: [(area: "Kaska", disks: [("Hittite", 4), ("Egypt", 3)]), (area: "Thebes", disks: [("Egypt", 1)])])"#
    ));
    // Egypt has nothing to pay with: three rounds remove its three disks; the Hittites keep two.
    assert_eq!(
        pending(&g).ask,
        Ask::Loot {
            area: area(&g, "Kaska")
        }
    );
    assert_eq!(disks(&g, "Kaska", "Hittite"), 2);
    events.extend(answer(&mut g, Action::TakeMina));
    let log = notes(&events);
    assert_eq!(
        log.iter().filter(|n| n.contains("sacking a City")).count(),
        1,
        "{log:?}"
    );
    assert!(
        log.iter()
            .any(|n| n == "Hittite puts 1 mina of Loot in its Loot box"),
        "{log:?}"
    );
}

/// Two opposing Cities destroyed in one competition still give a single Loot (RB).
#[test]
fn rb_loot_at_most_once_per_competition() {
    let a = r#"(civ: "Assyria", color: Red, homeland: "Nineveh")"#;
    let (g, events) = game_with_events(&format!(
        r#"(config: "Full", flow: CompStart, civs: [{HITTITE}, {EGYPT}, {a}], order: ["Hittite", "Egypt", "Assyria"],
            areas: [(area: "Kaska", disks: [("Hittite", 4), ("Egypt", 3), ("Assyria", 3)]), (area: "Thebes", disks: [("Egypt", 1)]),
                    (area: "Nineveh", disks: [("Assyria", 1)])])"#
    ));
    let mut events = events;
    let mut g = g;
    if pending(&g).ask
        == (Ask::Loot {
            area: area(&g, "Kaska"),
        })
    {
        events.extend(answer(&mut g, Action::TakeMina));
    }
    let log = notes(&events);
    assert!(
        log.iter().filter(|n| n.contains("sacking a City")).count() <= 1,
        "{log:?}"
    );
}

#[test]
fn rb_no_loot_for_barbarians_removed() {
    let g = comp(
        "",
        "",
        r#"(area: "Kaska", disks: [("Hittite", 4), ("Barbarians", 3)]), (area: "Thebes", disks: [("Egypt", 1)])"#,
    );
    let h = slot(&g, "Hittite");
    assert_eq!(disks(&g, "Kaska", "Barbarians"), 0);
    assert_eq!(g.state.civ(h).vp, 0, "Barbarians have no Cities to loot");
}

#[test]
fn rb_assyria_must_take_captives_with_two_disks_in_supply() {
    let a = r#"(civ: "Assyria", color: Red, homeland: "Nineveh")"#;
    let g = pos(
        "Full",
        "CompStart",
        &[a, EGYPT],
        r#"(area: "Nineveh", disks: [("Assyria", 1)]), (area: "Kaska", disks: [("Assyria", 4), ("Egypt", 3)]), (area: "Thebes", disks: [("Egypt", 1)])"#,
    );
    let _ = g;
    let (g, events) = game_with_events(&format!(
        r#"(config: "Full", flow: CompStart, civs: [{a}, {EGYPT}], order: ["Assyria", "Egypt"],
            areas: [(area: "Nineveh", disks: [("Assyria", 1)]), (area: "Kaska", disks: [("Assyria", 4), ("Egypt", 3)]),
                    (area: "Thebes", disks: [("Egypt", 1)])])"#
    ));
    // Assyria's Siege Train is offered first: decline it.
    let mut g = g;
    assert!(matches!(pending(&g).ask, Ask::UseAbility { .. }));
    let mut events = events;
    events.extend(answer(&mut g, Action::Decline));
    let log = notes(&events);
    assert!(
        log.iter().any(|n| n == "Assyria takes 2 captives"),
        "{log:?}"
    );
    assert!(
        !log.iter().any(|n| n.contains("Loot box")),
        "no mina Loot for Assyria: {log:?}"
    );
    let _ = g;
}

#[test]
fn rb_loot_box_goes_to_the_treasury_and_allies_leave_at_the_end_of_the_phase() {
    let mut g = comp(
        "",
        "deity: Some((106, Standing))",
        r#"(area: "Kaska", disks: [("Hittite", 1), ("Egypt", 3)]), (area: "Thebes", disks: [("Egypt", 1)])"#,
    );
    let e = slot(&g, "Egypt");
    answer(&mut g, Action::Establish(card(106)));
    // Egypt has nothing else to commit. One round: the Hittite Camp goes; the competition ends;
    // the Allies go home at the end of the phase (the next question is the Hittites' Gilgamesh).
    assert!(g.state.flow.phase() != acme::games::acme::Phase::Competition);
    assert_eq!(allies(&g, "Kaska", "Egypt"), 0);
    assert_eq!(disks(&g, "Kaska", "Egypt"), 3);
    assert_eq!(g.state.civ(e).loot, 0);
}

#[test]
fn rb_deity_captured_at_the_end_of_a_competition() {
    let g = comp(
        "deity: Some((108, Standing))",
        "deity: Some((107, Standing))",
        r#"(area: "Hattusha", disks: [("Hittite", 1), ("Egypt", 3)]), (area: "Thebes", disks: [("Egypt", 1)])"#,
    );
    let (h, e) = (slot(&g, "Hittite"), slot(&g, "Egypt"));
    assert_eq!(
        g.state.block(card(108)),
        BlockLoc::Captured { owner: h, by: e }
    );
}

#[test]
fn rb_stop_when_every_faction_has_one_disk_or_none() {
    let red = r#"(civ: "Assyria", color: Red, homeland: "Nineveh")"#;
    let g = pos(
        "Full",
        "CompStart",
        &[red, EGYPT, HITTITE],
        r#"(area: "Kumannis", disks: [("Assyria", 2), ("Egypt", 2), ("Hittite", 2)])"#,
    );
    for civ in ["Assyria", "Egypt", "Hittite"] {
        assert_eq!(disks(&g, "Kumannis", civ), 1, "{civ}");
    }
}

proptest::proptest! {
    /// RB Control (the sole faction with disks in an area), empty areas and the count of factions present, which
    /// Contested builds on: `AreaState` tests the eight slot stacks as one word, and must agree with
    /// the definition for any stacks (empty ones drawn often, and sizes past 127 for the top bit).
    #[test]
    fn control_and_factions_present_agree_with_the_rulebook_definition(
        disks in proptest::array::uniform9(proptest::prop_oneof![
            3 => proptest::strategy::Just(0u8),
            1 => 1u8..=4,
            1 => proptest::num::u8::ANY,
        ])
    ) {
        use acme::games::acme::probe::areas::Disks;
        use acme::games::acme::state::{AreaState, Faction, FACTIONS};
        let ar = AreaState { disks: Disks::loose(disks), ..Default::default() };
        let present: Vec<Faction> = (0..FACTIONS)
            .filter(|&i| disks[i] > 0)
            .map(|i| Faction(i as u8))
            .collect();
        proptest::prop_assert_eq!(ar.faction_count(), present.len());
        proptest::prop_assert_eq!(ar.is_empty(), present.is_empty());
        let sole = if present.len() == 1 { Some(present[0]) } else { None };
        proptest::prop_assert_eq!(ar.controller(), sole);
        for i in 0..acme::games::acme::state::MAX_SLOTS {
            let s = acme::games::acme::state::Slot(i as u8);
            proptest::prop_assert_eq!(ar.controlled_by(s), sole == Some(s.faction()), "slot {}", i);
            let alone = present.iter().all(|&f| f == s.faction());
            proptest::prop_assert_eq!(ar.alone(s), alone, "slot {}", i);
        }
    }

    /// RB Deployment chaining and competition strength: `AreaState::strongest_other` (one pass)
    /// is the largest `strength` of any other faction, with Allies and a Stronghold cube anywhere.
    #[test]
    fn strongest_other_agrees_with_the_strength_of_each_faction(
        disks in proptest::array::uniform9(0u8..=6),
        allies in proptest::array::uniform8(proptest::prop_oneof![3 => proptest::strategy::Just(0u8), 1 => 1u8..=3]),
        stronghold in proptest::option::of(0u8..9),
    ) {
        use acme::games::acme::probe::areas::Disks;
        use acme::games::acme::state::{AreaState, Faction, FACTIONS};
        let ar = AreaState { disks: Disks::loose(disks), allies, stronghold: stronghold.map(Faction), ..Default::default() };
        for i in 0..FACTIONS {
            let f = Faction(i as u8);
            let most = (0..FACTIONS)
                .filter(|&j| j != i)
                .map(|j| ar.strength(Faction(j as u8)))
                .max()
                .unwrap_or(0);
            proptest::prop_assert_eq!(ar.strongest_other(f), most, "faction {}", i);
        }
    }
}
