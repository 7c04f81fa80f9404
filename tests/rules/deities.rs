//! Deities (RB "Establish a Deity"): establishing, capture, destruction, return, re-establishment,
//! an empty Homeland, Victory Tally.

use acme::games::acme::state::BlockLoc;
use acme::games::acme::{Action, Ask};

use crate::support::*;

fn card_phase(h: &str, e: &str, areas: &str) -> acme::games::acme::Game {
    let h = format!(r#"(civ: "Hittite", color: BurntOrange, homeland: "Hattusha", {h})"#);
    let e = format!(r#"(civ: "Egypt", color: Blue, homeland: "Thebes", {e})"#);
    pos("Abbreviated Western", "CardStart", &[&h, &e], areas)
}

/// Everyone passes until the Card Phase is over.
fn pass_all(g: &mut acme::games::acme::Game) {
    while pending(g).ask == Ask::CardAction {
        answer(g, Action::Pass);
    }
}

#[test]
fn rb_establish_needs_control_of_the_homeland() {
    let shared = card_phase(
        "",
        "",
        r#"(area: "Hattusha", disks: [("Hittite", 3), ("Egypt", 1)]), (area: "Kaska", disks: [("Hittite", 2)]), (area: "Thebes", disks: [("Egypt", 1)])"#,
    );
    assert!(
        !pending(&shared)
            .options
            .iter()
            .any(|o| matches!(o, Action::Establish(_)))
    );
    let alone = card_phase(
        "",
        "",
        r#"(area: "Hattusha", disks: [("Hittite", 3)]), (area: "Kaska", disks: [("Hittite", 2)]), (area: "Thebes", disks: [("Egypt", 1)])"#,
    );
    assert!(
        pending(&alone)
            .options
            .contains(&Action::Establish(card(104)))
    );
}

#[test]
fn rb_establish_costs_five_resources_at_least_two_of_them_map_disks() {
    let mut g = card_phase(
        "treasury: 3, hand: [42]",
        "",
        r#"(area: "Hattusha", disks: [("Hittite", 3)]), (area: "Kaska", disks: [("Hittite", 2)]), (area: "Thebes", disks: [("Egypt", 1)])"#,
    );
    let h = slot(&g, "Hittite");
    answer(&mut g, Action::Establish(card(104)));
    answers(&mut g, &[Action::PayMina, Action::PayMina, Action::PayMina]);
    // Three mina paid: the last two resources must be map disks.
    assert!(matches!(
        pending(&g).ask,
        Ask::Pay {
            left: 2,
            disks_needed: 2
        }
    ));
    assert!(!pending(&g).options.contains(&Action::Discard(card(42))));
    let k = area(&g, "Kaska");
    answers(&mut g, &[Action::RemoveFrom(k), Action::RemoveFrom(k)]);
    assert_eq!(g.state.civ(h).deity, Some(card(104)));
    assert_eq!(g.state.block(card(104)), BlockLoc::Temple { owner: h });
    assert_eq!(g.state.civ(h).treasury, 0);
    assert_eq!(disks(&g, "Kaska", "Hittite"), 0);
}

#[test]
fn rb_no_second_deity_while_one_is_held() {
    let g = card_phase(
        "deity: Some((108, CapturedBy(\"Egypt\")))",
        "deity: Some((107, Standing))",
        r#"(area: "Hattusha", disks: [("Hittite", 3)]), (area: "Kaska", disks: [("Hittite", 2)]), (area: "Thebes", disks: [("Egypt", 1)])"#,
    );
    assert!(
        !pending(&g)
            .options
            .iter()
            .any(|o| matches!(o, Action::Establish(_)))
    );
}

/// Capture at the end of the Card Phase: Egypt Controls the Hittite Homeland; the Hittite temple
/// goes to Egypt's display; Egypt gains 1 VP and 1 mina.
#[test]
fn rb_captured_deity_at_the_end_of_a_phase_gives_one_vp_and_one_mina() {
    let mut g = card_phase(
        "deity: Some((108, Standing))",
        "deity: Some((107, Standing))",
        r#"(area: "Hattusha", disks: [("Egypt", 2)]), (area: "Kaska", disks: [("Hittite", 2)]), (area: "Thebes", disks: [("Egypt", 1)])"#,
    );
    let (h, e) = (slot(&g, "Hittite"), slot(&g, "Egypt"));
    pass_all(&mut g);
    assert_eq!(
        g.state.block(card(108)),
        BlockLoc::Captured { owner: h, by: e }
    );
    assert!(g.state.civ(e).vp >= 1);
    assert_eq!(g.state.civ(e).treasury, 1);
}

#[test]
fn rb_barbarians_destroy_a_temple_and_take_nothing() {
    let mut g = card_phase(
        "deity: Some((108, Standing))",
        "",
        r#"(area: "Hattusha", disks: [("Barbarians", 2)]), (area: "Kaska", disks: [("Hittite", 2)]), (area: "Thebes", disks: [("Egypt", 1)])"#,
    );
    let h = slot(&g, "Hittite");
    pass_all(&mut g);
    assert_eq!(g.state.block(card(108)), BlockLoc::Destroyed { owner: h });
    assert_eq!(
        g.state.civ(h).deity,
        Some(card(108)),
        "the owner keeps its Deity card"
    );
}

#[test]
fn rb_a_godless_civilization_destroys_a_temple_and_loots_one_mina() {
    let mut g = card_phase(
        "deity: Some((108, Standing))",
        "",
        r#"(area: "Hattusha", disks: [("Egypt", 2)]), (area: "Kaska", disks: [("Hittite", 2)]), (area: "Thebes", disks: [("Egypt", 1)])"#,
    );
    let (h, e) = (slot(&g, "Hittite"), slot(&g, "Egypt"));
    pass_all(&mut g);
    assert_eq!(g.state.block(card(108)), BlockLoc::Destroyed { owner: h });
    assert_eq!(g.state.civ(e).treasury, 1);
    assert_eq!(g.state.civ(e).vp, 0, "a godless people gets no VP for it");
}

#[test]
fn rb_return_a_captured_deity_the_returner_gains_two_vp_the_receiver_loses_one() {
    let mut g = card_phase(
        "deity: Some((108, CapturedBy(\"Egypt\"))), vp: 4",
        "deity: Some((107, Standing))",
        r#"(area: "Hattusha", disks: [("Hittite", 2)]), (area: "Thebes", disks: [("Egypt", 1)])"#,
    );
    let (h, e) = (slot(&g, "Hittite"), slot(&g, "Egypt"));
    assert!(pending(&g).options.contains(&Action::RequestReturn));
    answer(&mut g, Action::RequestReturn);
    assert_eq!(
        pending(&g).ask,
        Ask::AcceptReturn {
            by: h,
            offer: false
        }
    );
    assert_eq!(pending(&g).who, e);
    answer(&mut g, Action::Yes);
    assert_eq!(g.state.block(card(108)), BlockLoc::Returned { owner: h });
    assert_eq!(g.state.civ(e).vp, 2);
    assert_eq!(g.state.civ(h).vp, 3);
    // Re-establishing it is a separate action costing two resources.
    assert!(pending(&g).options.contains(&Action::Reestablish) || who(&g) == "Egypt");
}

#[test]
fn rb_reestablish_a_destroyed_deity_for_two_resources() {
    let mut g = card_phase(
        "deity: Some((108, Destroyed)), treasury: 2",
        "",
        r#"(area: "Hattusha", disks: [("Hittite", 2)]), (area: "Thebes", disks: [("Egypt", 1)])"#,
    );
    let h = slot(&g, "Hittite");
    answer(&mut g, Action::Reestablish);
    answers(&mut g, &[Action::PayMina, Action::PayMina]);
    assert_eq!(g.state.block(card(108)), BlockLoc::Temple { owner: h });
}

#[test]
fn rb_victory_tally_temple_vp_needs_a_disk_in_the_homeland_and_captured_temples_score() {
    let h = r#"(civ: "Hittite", color: BurntOrange, homeland: "Hattusha", deity: Some((108, Standing)))"#;
    let e = r#"(civ: "Egypt", color: Blue, homeland: "Thebes", deity: Some((107, CapturedBy("Hittite"))))"#;
    let g = pos(
        "Abbreviated Western",
        "Reckoning(step: Tally)",
        &[h, e],
        r#"(area: "Hattusha", disks: [("Hittite", 1)]), (area: "Thebes", disks: [("Egypt", 1)])"#,
    );
    assert_eq!(
        g.state.civ(slot(&g, "Hittite")).vp,
        2,
        "own temple + the captured Egyptian temple"
    );
    assert_eq!(
        g.state.civ(slot(&g, "Egypt")).vp,
        0,
        "a captured Deity scores nothing for its owner"
    );
    let empty = pos(
        "Abbreviated Western",
        "Reckoning(step: Tally)",
        &[h, e],
        r#"(area: "Kaska", disks: [("Hittite", 1)]), (area: "Thebes", disks: [("Egypt", 1)])"#,
    );
    assert_eq!(
        empty.state.civ(slot(&empty, "Hittite")).vp,
        0,
        "Homeland empty of disks: no Deity VP"
    );
}

#[test]
fn rb_homeland_empty_of_disks_the_deity_is_ineffective_but_religion_cards_still_play() {
    let g = card_phase(
        "deity: Some((108, Standing)), hand: [91]",
        "",
        r#"(area: "Kaska", disks: [("Hittite", 2)]), (area: "Thebes", disks: [("Egypt", 1)])"#,
    );
    let h = slot(&g, "Hittite");
    assert!(pending(&g).options.contains(&Action::Play(card(91))));
    with_g(&g, |v| {
        assert!(!v.q().deity_bonus_usable(h, card(108)));
        assert!(!v.q().temple_benefits(h));
    });
}

/// a capture first found by the closing check of the Competition Phase (here the
/// Hittite Homeland holds only Egyptian disks when the phase ends, with no competition fought) puts
/// its mina of Loot in the Treasury like any Loot: "At the end of the Competition Phase, every
/// civilization transfers its looted mina into its Treasury, ready for use in the upcoming
/// Reckoning Phase" (RB Loot).
#[test]
fn rb_loot_from_a_capture_found_at_the_end_of_the_competition_phase_reaches_the_treasury() {
    let h = r#"(civ: "Hittite", color: BurntOrange, homeland: "Hattusha", deity: Some((108, Standing)))"#;
    let e = r#"(civ: "Egypt", color: Blue, homeland: "Thebes", deity: Some((107, Standing)))"#;
    let g = pos(
        "Abbreviated Western",
        "CompEnd",
        &[h, e],
        r#"(area: "Hattusha", disks: [("Egypt", 2)]), (area: "Kaska", disks: [("Hittite", 2)]), (area: "Thebes", disks: [("Egypt", 1)])"#,
    );
    let (h, e) = (slot(&g, "Hittite"), slot(&g, "Egypt"));
    assert_eq!(
        g.state.block(card(108)),
        BlockLoc::Captured { owner: h, by: e }
    );
    assert!(g.state.flow.phase() != acme::games::acme::Phase::Competition);
    assert_eq!(g.state.civ(e).loot, 0, "nothing waits in the Loot box");
    assert_eq!(g.state.civ(e).treasury, 1, "the capture's mina");
}
