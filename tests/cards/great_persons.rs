//! Great Person cards played in the Card Phase (and their Investment uses): #1-#13, #19, #23,
//! #29, #30. The Competition Great Persons (#14-#22) are in `competition.rs`, the Negate Great
//! Persons (#9 (b), #24-#28) in `negation.rs`.

use acme::games::acme::catalog::CardId;
use acme::games::acme::state::BlockLoc;
use acme::games::acme::{Action, Ask, Event};

use super::a_support::*;
use crate::support::*;

/// Egypt (Thebes) to act in the Card Phase against Babylon; `egypt` and `babylon` are extra fields
/// of each civilization, `areas` extra area lines.
fn card_phase(egypt: &str, babylon: &str, areas: &str) -> String {
    format!(
        r#"(
    config: "Full",
    flow: Card(pos: 0),
    civs: [
        (civ: "Egypt", color: Red, homeland: "Thebes", {egypt}),
        (civ: "Babylon", color: Blue, homeland: "Babylon", {babylon}),
    ],
    order: ["Egypt", "Babylon"],
    areas: [
        (area: "Babylon", disks: [("Babylon", 2)]),
        {areas}
    ],
)"#
    )
}

fn thebes(n: u8) -> String {
    format!(r#"(area: "Thebes", disks: [("Egypt", {n})]),"#)
}

// ---- #1 Master Scribe ----

#[test]
fn card_001_master_scribe_goes_on_the_table_with_three_disks() {
    let mut g = game_at(&card_phase("hand: [1]", "", &thebes(2)));
    let before = supply(&g, "Egypt");
    play(&mut g, 1);
    assert_eq!(invested(&g, "Egypt", 1), Some(3));
    assert_eq!(supply(&g, "Egypt"), before - 3);
    assert!(!discarded(&g, 1));
}

#[test]
fn card_001_master_scribe_use_looks_at_three_and_keeps_one_before_the_normal_draw() {
    let ron = r#"(
    config: "Full",
    flow: Reckoning(step: Draw(pos: 0)),
    civs: [
        (civ: "Egypt", color: Red, homeland: "Thebes", table: [(1, 3)]),
        (civ: "Sumer", color: Blue, homeland: "Sumer"),
    ],
    order: ["Egypt", "Sumer"],
    areas: [(area: "Thebes", disks: [("Egypt", 2)]), (area: "Sumer", disks: [("Sumer", 2)])],
)"#;
    let mut g = with_top(ron, &[52, 53, 54, 55, 56, 57]);
    assert!(asks(
        &g,
        "Egypt",
        |a| matches!(a, Ask::UseInvestment { card } if card.0 == 1)
    ));
    answer(&mut g, Action::Yes);
    assert_eq!(
        options(&g),
        vec![
            Action::Card(CardId(52)),
            Action::Card(CardId(53)),
            Action::Card(CardId(54))
        ]
    );
    answer(&mut g, Action::Card(CardId(53)));
    let mut h = hand(&g, "Egypt");
    h.sort();
    assert_eq!(h, vec![53, 55, 56, 57], "kept 53, then the normal 3 cards");
    assert!(discarded(&g, 52) && discarded(&g, 54));
    assert_eq!(invested(&g, "Egypt", 1), Some(2));
}

// ---- #2 Gold Smith ----

#[test]
fn card_002_gold_smith_establishes_a_deity_for_three_resources_two_of_them_map_disks() {
    let areas = format!(r#"{} (area: "Abydos", disks: [("Egypt", 2)]),"#, thebes(2));
    let mut g = game_at(&card_phase("hand: [2], treasury: 1", "", &areas));
    play(&mut g, 2);
    answer(&mut g, Action::Establish(CardId(107)));
    let ab = area(&g, "Abydos");
    answer(&mut g, Action::PayMina);
    // The two resources left must be disks from the map.
    assert!(!options(&g).contains(&Action::PayMina));
    answer(&mut g, Action::RemoveFrom(ab));
    answer(&mut g, Action::RemoveFrom(ab));
    let e = slot(&g, "Egypt");
    assert_eq!(g.state.civ(e).deity, Some(CardId(107)));
    assert_eq!(g.state.block(CardId(107)), BlockLoc::Temple { owner: e });
    assert_eq!(treasury(&g, "Egypt"), 0);
    assert_eq!(disks(&g, "Abydos", "Egypt"), 0);
}

#[test]
fn card_002_gold_smith_reestablishes_a_destroyed_deity_for_free() {
    let mut g = game_at(&card_phase(
        "hand: [2], treasury: 2, deity: Some((105, Destroyed))",
        "",
        &thebes(2),
    ));
    play(&mut g, 2);
    let e = slot(&g, "Egypt");
    assert_eq!(g.state.block(CardId(105)), BlockLoc::Temple { owner: e });
    assert_eq!(treasury(&g, "Egypt"), 2);
    assert_eq!(disks(&g, "Thebes", "Egypt"), 2);
}

#[test]
fn card_002_gold_smith_is_not_playable_while_holding_a_deity_card() {
    let g = game_at(&card_phase(
        "hand: [2], treasury: 3, deity: Some((105, CapturedBy(\"Babylon\")))",
        "",
        &thebes(3),
    ));
    assert!(!options(&g).contains(&Action::Play(CardId(2))));
}

// ---- #3 Royal Architect ----

#[test]
fn card_003_royal_architect_gives_two_more_disks_at_the_start_of_deployment() {
    let mut g = game_at(&card_phase("hand: [3]", "", &thebes(2)));
    play(&mut g, 3);
    assert_eq!(invested(&g, "Egypt", 3), Some(3));
    let ron = r#"(
    config: "Full",
    flow: Growth(pos: 0, step: DeployStart),
    civs: [
        (civ: "Egypt", color: Red, homeland: "Thebes", table: [(3, 3)], growth: 1),
        (civ: "Babylon", color: Blue, homeland: "Babylon"),
    ],
    order: ["Egypt", "Babylon"],
    areas: [(area: "Thebes", disks: [("Egypt", 2)]), (area: "Babylon", disks: [("Babylon", 2)])],
)"#;
    let mut g = game_at(ron);
    assert!(asks(
        &g,
        "Egypt",
        |a| matches!(a, Ask::UseInvestment { card } if card.0 == 3)
    ));
    answer(&mut g, Action::Yes);
    assert_eq!(g.state.civ(slot(&g, "Egypt")).growth, 3);
    assert_eq!(invested(&g, "Egypt", 3), Some(2));
    assert!(matches!(ask(&g), Ask::Deploy { left: 3 }));
}

// ---- #4 Philosopher King ----

#[test]
fn card_004_philosopher_king_gains_a_vp_and_may_draw_when_controlling_the_homeland() {
    let mut g = with_top(&card_phase("hand: [4]", "", &thebes(2)), &[52]);
    play(&mut g, 4);
    assert!(asks(&g, "Egypt", |a| matches!(a, Ask::UseAbility { .. })));
    answer(&mut g, Action::Yes);
    assert_eq!(vp(&g, "Egypt"), 1);
    assert_eq!(hand(&g, "Egypt"), vec![52]);
    assert!(discarded(&g, 4));
}

#[test]
fn card_004_philosopher_king_without_homeland_control_gives_only_the_vp() {
    let areas = r#"(area: "Thebes", disks: [("Egypt", 2), ("Babylon", 1)]),"#;
    let mut g = with_top(&card_phase("hand: [4]", "", areas), &[52]);
    play(&mut g, 4);
    assert_eq!(vp(&g, "Egypt"), 1);
    assert!(hand(&g, "Egypt").is_empty(), "no draw was offered");
}

// ---- #5 Grand Astrologer ----

#[test]
fn card_005_grand_astrologer_b_draws_four_and_keeps_two() {
    let mut g = with_top(&card_phase("hand: [5]", "", &thebes(2)), &[52, 53, 54, 55]);
    play(&mut g, 5);
    answer(&mut g, Action::Option(1));
    answer(&mut g, Action::Card(CardId(53)));
    answer(&mut g, Action::Card(CardId(55)));
    let mut h = hand(&g, "Egypt");
    h.sort();
    assert_eq!(h, vec![53, 55]);
    assert!(discarded(&g, 52) && discarded(&g, 54) && discarded(&g, 5));
}

#[test]
fn card_005_grand_astrologer_a_arranges_the_turn_order_at_the_reset_step() {
    // Babylon has more Cities and would be first after the normal reset.
    let areas = format!(
        r#"{} (area: "Sumer", disks: [("Babylon", 3)]), (area: "Borsippa", disks: [("Babylon", 3)]),"#,
        thebes(3)
    );
    let mut g = game_at(&card_phase("hand: [5]", "", &areas));
    play(&mut g, 5);
    answer(&mut g, Action::Option(0));
    skip_until(&mut g, |d| {
        matches!(d.ask, Ask::TurnOrderSpace) && d.rule.contains("Astrologer")
    });
    assert_eq!(who(&g), "Egypt");
    answer_civ(&mut g, "Egypt");
    assert_eq!(g.state.order, vec![slot(&g, "Egypt"), slot(&g, "Babylon")]);
}

// ---- #6 Grand Vizier ----

#[test]
fn card_006_grand_vizier_gives_one_mina_per_city_at_most_three() {
    let areas = format!(
        r#"{} (area: "Abydos", disks: [("Egypt", 3)]), (area: "Amarna", disks: [("Egypt", 4)]), (area: "Memphis", disks: [("Egypt", 3)]),"#,
        thebes(3)
    );
    let mut g = game_at(&card_phase("hand: [6]", "", &areas));
    play(&mut g, 6);
    assert_eq!(treasury(&g, "Egypt"), 3);
    let areas = format!(r#"{} (area: "Abydos", disks: [("Egypt", 3)]),"#, thebes(3));
    let mut g = game_at(&card_phase("hand: [6]", "", &areas));
    play(&mut g, 6);
    assert_eq!(treasury(&g, "Egypt"), 2);
}

#[test]
fn card_006_grand_vizier_without_a_city_gives_one_mina() {
    let mut g = game_at(&card_phase("hand: [6]", "", &thebes(2)));
    play(&mut g, 6);
    assert_eq!(treasury(&g, "Egypt"), 1);
}

// ---- #7 Royal Envoy ----

#[test]
fn card_007_royal_envoy_brings_a_captured_temple_back_and_the_captor_gains_a_vp() {
    let mut g = game_at(&card_phase(
        "hand: [7], vp: 2, deity: Some((106, CapturedBy(\"Babylon\")))",
        "vp: 3, deity: Some((104, Standing))",
        &thebes(2),
    ));
    play(&mut g, 7);
    let e = slot(&g, "Egypt");
    assert_eq!(g.state.block(CardId(106)), BlockLoc::Returned { owner: e });
    assert_eq!(vp(&g, "Babylon"), 4);
    assert_eq!(vp(&g, "Egypt"), 2);
    assert_eq!(treasury(&g, "Egypt"), 0);
}

#[test]
fn card_007_royal_envoy_gives_two_mina_when_nobody_holds_the_temple() {
    let mut g = game_at(&card_phase(
        "hand: [7], deity: Some((106, Standing))",
        "",
        &thebes(2),
    ));
    play(&mut g, 7);
    assert_eq!(treasury(&g, "Egypt"), 2);
}

// ---- #8 Provincial Governor ----

#[test]
fn card_008_provincial_governor_replaces_up_to_three_barbarians_near_its_disks_within_stacking() {
    let areas = format!(
        r#"{}
        (area: "Abydos", disks: [("Barbarians", 3)]),
        (area: "Western Desert", disks: [("Egypt", 1), ("Barbarians", 2)]),
        (area: "Tyre", disks: [("Barbarians", 4)]),"#,
        thebes(2)
    );
    let mut g = game_at(&card_phase("hand: [8]", "", &areas));
    play(&mut g, 8);
    let tyre = area_action(&g, "Tyre");
    assert!(
        !options(&g).contains(&tyre),
        "Tyre is not next to an Egyptian area"
    );
    answer_area(&mut g, "Western Desert");
    // A Desert holds 2 Egyptian disks: only one Barbarian disk there may be replaced.
    assert!(!options(&g).contains(&area_action(&g, "Western Desert")));
    answer_area(&mut g, "Abydos");
    answer_area(&mut g, "Abydos");
    assert_eq!(disks(&g, "Western Desert", "Egypt"), 2);
    assert_eq!(disks(&g, "Western Desert", "Barbarians"), 1);
    assert_eq!(disks(&g, "Abydos", "Egypt"), 2);
    assert_eq!(disks(&g, "Abydos", "Barbarians"), 1);
    assert_eq!(disks(&g, "Tyre", "Barbarians"), 4);
}

// ---- #9 Prophet, option (a) ----

#[test]
fn card_009_prophet_a_replaces_a_captured_deity_and_the_captor_keeps_the_temple() {
    let mut g = game_at(&card_phase(
        "hand: [9], deity: Some((106, CapturedBy(\"Babylon\")))",
        "deity: Some((104, Standing))",
        &thebes(1),
    ));
    play(&mut g, 9);
    assert!(!options(&g).contains(&Action::Establish(CardId(106))));
    answer(&mut g, Action::Establish(CardId(107)));
    let (e, b) = (slot(&g, "Egypt"), slot(&g, "Babylon"));
    assert_eq!(g.state.civ(e).deity, Some(CardId(107)));
    assert_eq!(g.state.block(CardId(107)), BlockLoc::Temple { owner: e });
    assert_eq!(g.state.block(CardId(106)), BlockLoc::Orphaned { by: b });
}

#[test]
fn card_009_prophet_a_replaces_an_inactive_deity_which_returns_to_the_array() {
    let mut g = game_at(&card_phase(
        "hand: [9], deity: Some((106, Standing)), deity_inactive_by: Some(30)",
        "",
        &thebes(1),
    ));
    // G18 first offers Egypt its own Prophet against the False Prophet; it keeps it for (a).
    decline_negations(&mut g);
    play(&mut g, 9);
    answer(&mut g, Action::Establish(CardId(105)));
    let e = slot(&g, "Egypt");
    assert_eq!(g.state.civ(e).deity, Some(CardId(105)));
    assert_eq!(g.state.civ(e).deity_inactive_by, None);
    assert_eq!(g.state.block(CardId(106)), BlockLoc::Available);
    assert!(discarded(&g, 30) && discarded(&g, 9));
}

#[test]
fn card_009_prophet_a_is_not_playable_with_an_active_deity_or_an_empty_homeland() {
    let g = game_at(&card_phase(
        "hand: [9], deity: Some((106, Standing))",
        "",
        &thebes(1),
    ));
    assert!(!options(&g).contains(&Action::Play(CardId(9))));
    let areas = r#"(area: "Abydos", disks: [("Egypt", 2)]),"#;
    let g = game_at(&card_phase(
        "hand: [9], deity: Some((106, Destroyed))",
        "",
        areas,
    ));
    assert!(!options(&g).contains(&Action::Play(CardId(9))));
}

// ---- #10 Seductress ----

#[test]
fn card_010_seductress_keeps_one_of_three_random_cards_and_gains_a_mina() {
    let mut g = game_at(&card_phase(
        "hand: [10]",
        "hand: [52, 53, 54, 55]",
        &thebes(2),
    ));
    play(&mut g, 10);
    let offered = options(&g);
    assert_eq!(offered.len(), 3, "three cards taken at random: {offered:?}");
    let Action::Card(k) = offered[0] else {
        panic!()
    };
    answer(&mut g, offered[0]);
    assert_eq!(hand(&g, "Egypt"), vec![k.0]);
    let mut b = hand(&g, "Babylon");
    b.push(k.0);
    b.sort();
    assert_eq!(b, vec![52, 53, 54, 55]);
    assert_eq!(treasury(&g, "Egypt"), 1);
}

// ---- #11 Diplomat ----

#[test]
fn card_011_diplomat_pays_a_mina_and_makes_the_victim_discard_a_chosen_card() {
    let mut g = game_at(&card_phase(
        "hand: [11], treasury: 1",
        "hand: [52, 53]",
        &thebes(2),
    ));
    play(&mut g, 11);
    answer(&mut g, Action::Card(CardId(53)));
    assert_eq!(treasury(&g, "Egypt"), 0);
    assert_eq!(hand(&g, "Babylon"), vec![52]);
    assert!(discarded(&g, 53));
}

#[test]
fn card_011_diplomat_needs_a_mina() {
    let g = game_at(&card_phase("hand: [11]", "hand: [52]", &thebes(2)));
    assert!(!options(&g).contains(&Action::Play(CardId(11))));
}

// ---- #12 The Eyes of the King ----

#[test]
fn card_012_eyes_of_the_king_takes_a_card_of_the_players_choice() {
    let mut g = game_at(&card_phase("hand: [12]", "hand: [52, 53, 54]", &thebes(2)));
    play(&mut g, 12);
    answer(&mut g, Action::Card(CardId(54)));
    assert_eq!(hand(&g, "Egypt"), vec![54]);
    assert_eq!(hand(&g, "Babylon"), vec![52, 53]);
}

// ---- #13 Dancer of the 7 Veils ----

#[test]
fn card_013_dancer_a_rich_victim_may_pay_two_mina() {
    let mut g = game_at(&card_phase(
        "hand: [13]",
        "hand: [52], treasury: 3",
        &thebes(2),
    ));
    play(&mut g, 13);
    assert_eq!(who(&g), "Babylon");
    answer(&mut g, Action::Option(0));
    assert_eq!(treasury(&g, "Egypt"), 2);
    assert_eq!(treasury(&g, "Babylon"), 1);
    assert_eq!(hand(&g, "Babylon"), vec![52]);
}

#[test]
fn card_013_dancer_takes_a_card_from_a_victim_with_fewer_than_two_mina() {
    let mut g = game_at(&card_phase(
        "hand: [13]",
        "hand: [52, 53], treasury: 1",
        &thebes(2),
    ));
    play(&mut g, 13);
    answer(&mut g, Action::Card(CardId(52)));
    assert_eq!(hand(&g, "Egypt"), vec![52]);
    assert_eq!(treasury(&g, "Babylon"), 1);
}

// ---- #19 Giver of Laws (Card Phase) ----

#[test]
fn card_019_giver_of_laws_two_disks_cancel_a_card_against_its_owner() {
    // Babylon's City in Memphis is next to Amarna, where Egypt has a Settlement.
    let ron = r#"(
    config: "Full",
    flow: Card(pos: 0),
    civs: [
        (civ: "Babylon", color: Blue, homeland: "Babylon", hand: [29]),
        (civ: "Egypt", color: Red, homeland: "Thebes", table: [(19, 3)]),
    ],
    order: ["Babylon", "Egypt"],
    areas: [
        (area: "Babylon", disks: [("Babylon", 2)]),
        (area: "Memphis", disks: [("Babylon", 3)]),
        (area: "Amarna", disks: [("Egypt", 2)]),
        (area: "Thebes", disks: [("Egypt", 2)]),
    ],
)"#;
    let mut g = game_at(ron);
    play(&mut g, 29);
    assert!(asks(
        &g,
        "Egypt",
        |a| matches!(a, Ask::UseInvestment { card } if card.0 == 19)
    ));
    answer(&mut g, Action::Yes);
    assert_eq!(disks(&g, "Amarna", "Egypt"), 2);
    assert_eq!(disks(&g, "Amarna", "Babylon"), 0);
    assert_eq!(invested(&g, "Egypt", 19), Some(1));
}

#[test]
fn card_019_giver_of_laws_one_disk_keeps_one_disk() {
    let ron = r#"(
    config: "Full",
    flow: Card(pos: 0),
    civs: [
        (civ: "Babylon", color: Blue, homeland: "Babylon", hand: [29]),
        (civ: "Egypt", color: Red, homeland: "Thebes", table: [(19, 1)]),
    ],
    order: ["Babylon", "Egypt"],
    areas: [
        (area: "Babylon", disks: [("Babylon", 2)]),
        (area: "Memphis", disks: [("Babylon", 3)]),
        (area: "Amarna", disks: [("Egypt", 2)]),
    ],
)"#;
    let mut g = game_at(ron);
    play(&mut g, 29);
    // One disk on the card: only the per-disk use is offered, at the loss.
    assert!(matches!(ask(&g), Ask::Loss { .. }));
    answer(&mut g, Action::UseInvestment(CardId(19)));
    assert_eq!(
        disks(&g, "Amarna", "Egypt"),
        1,
        "the second disk is lost and replaced"
    );
    assert_eq!(disks(&g, "Amarna", "Babylon"), 1);
    assert_eq!(
        invested(&g, "Egypt", 19),
        None,
        "the card is discarded with its last disk"
    );
    assert!(discarded(&g, 19));
}

#[test]
fn card_019_giver_of_laws_is_placed_with_three_disks() {
    let mut g = game_at(&card_phase("hand: [19]", "", &thebes(2)));
    play(&mut g, 19);
    assert_eq!(invested(&g, "Egypt", 19), Some(3));
}

// ---- #23 Informer ----

#[test]
fn card_023_informer_gains_a_mina_and_one_per_negate_card_seen_as_far_as_the_victim_pays() {
    let mut g = game_at(&card_phase(
        "hand: [23]",
        "hand: [24, 26, 28, 52], treasury: 1",
        &thebes(2),
    ));
    play(&mut g, 23);
    decline_negations(&mut g);
    assert_eq!(
        treasury(&g, "Egypt"),
        2,
        "1 from the supply, 1 paid (the victim had only 1)"
    );
    assert_eq!(treasury(&g, "Babylon"), 0);
}

// ---- #29 Usurper ----

#[test]
fn card_029_usurper_replaces_a_settlement_next_to_its_city_except_disks_kept_with_mina() {
    let areas = r#"
        (area: "Thebes", disks: [("Egypt", 3)]),
        (area: "Abydos", disks: [("Babylon", 2)]),"#;
    let mut g = game_at(&card_phase("hand: [29]", "treasury: 1", areas));
    play(&mut g, 29);
    assert_eq!(
        who(&g),
        "Babylon",
        "the only target is chosen at once; Babylon decides its first loss"
    );
    answer(&mut g, Action::PayMina);
    assert_eq!(disks(&g, "Abydos", "Babylon"), 1);
    assert_eq!(disks(&g, "Abydos", "Egypt"), 1);
    assert_eq!(treasury(&g, "Babylon"), 0);
}

#[test]
fn card_029_usurper_never_targets_the_victims_homeland_or_a_city() {
    let areas = r#"
        (area: "Borsippa", disks: [("Egypt", 3)]),
        (area: "Sumer", disks: [("Babylon", 3)]),"#;
    // Babylon's Homeland (2 disks) and its City in Sumer are next to Egypt's City: no target.
    let g = game_at(&card_phase("hand: [29]", "", areas));
    assert!(!options(&g).contains(&Action::Play(CardId(29))));
}

// ---- #30 False Prophet ----

#[test]
fn card_030_false_prophet_makes_an_active_deity_inactive_and_lies_on_it() {
    let mut g = game_at(&card_phase(
        "hand: [30]",
        "deity: Some((107, Standing))",
        &thebes(2),
    ));
    play(&mut g, 30);
    let b = slot(&g, "Babylon");
    assert_eq!(g.state.civ(b).deity_inactive_by, Some(CardId(30)));
    assert!(!discarded(&g, 30));
    assert!(!g.q_active(b));
}

#[test]
fn card_030_false_prophet_needs_an_opposing_active_deity() {
    let g = game_at(&card_phase(
        "hand: [30]",
        "deity: Some((107, Destroyed))",
        &thebes(2),
    ));
    assert!(!options(&g).contains(&Action::Play(CardId(30))));
}

/// Events helper kept for the log checks of this module.
#[allow(dead_code)]
fn played(events: &[Event], id: u8) -> bool {
    events
        .iter()
        .any(|e| matches!(e, Event::CardPlayed { card, .. } if card.0 == id))
}

trait ActiveDeity {
    fn q_active(&self, s: acme::games::acme::Slot) -> bool;
}

impl ActiveDeity for acme::games::acme::Game {
    fn q_active(&self, s: acme::games::acme::Slot) -> bool {
        acme::games::acme::Q::new(&self.catalog, &self.state).deity_active(s)
    }
}

#[test]
fn card_019_giver_of_laws_is_offered_at_the_first_loss_to_a_card_that_named_no_victims() {
    // Biblical Plague (#76) names its victims only through `harms`: Egypt is asked at its first
    // loss and then loses nothing to the card.
    let ron = r#"(
    config: "Full",
    flow: Card(pos: 0),
    civs: [
        (civ: "Babylon", color: Blue, homeland: "Babylon", hand: [76]),
        (civ: "Egypt", color: Red, homeland: "Thebes", table: [(19, 3)]),
    ],
    order: ["Babylon", "Egypt"],
    areas: [(area: "Babylon", disks: [("Babylon", 2)]), (area: "Thebes", disks: [("Egypt", 3)])],
)"#;
    let mut g = game_at(ron);
    play(&mut g, 76);
    assert!(asks(
        &g,
        "Egypt",
        |a| matches!(a, Ask::UseInvestment { card } if card.0 == 19)
    ));
    answer(&mut g, Action::Yes);
    assert_eq!(disks(&g, "Thebes", "Egypt"), 3);
    assert_eq!(invested(&g, "Egypt", 19), Some(1));
}
