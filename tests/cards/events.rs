//! Event cards 96-103 (content 3.2, invasion procedure I1-I8) and the RB Event interactions: an
//! Event drawn in the Draw Step is replaced, several Events drawn together resolve from the highest
//! ID, The Breath of God alone, invasion control ties, Desert Raiders from Amarna, black-disk
//! borrowing, Hand Writing on the Wall against Events.

use acme::games::acme::catalog::CardId;
use acme::games::acme::{Action, Ask, Event, Game};

use super::c_fixtures::*;
use crate::support::*;

/// Egypt draws first in the Draw Step (no mina: no question before its draws), the Hittites next.
fn draw_step() -> Pos {
    Pos::new("Full", "Reckoning(step: Draw(pos: 0))")
}

fn egypt_hittite(p: Pos, top: &[u8]) -> Pos {
    p.civ("Egypt", "Thebes", |c| c.vp(3))
        .civ("Hittite", "Hattusha", |c| c.vp(5))
        .disks("Thebes", &[("Egypt", 3)])
        .disks("Hattusha", &[("Hittite", 3)])
        .top(top)
}

fn invasion_area_of(g: &Game) -> Option<u8> {
    match &pending(g).ask {
        Ask::InvasionArea { card } => Some(card.0),
        _ => None,
    }
}

fn barbarians(g: &Game, area: &str) -> u8 {
    disks(g, area, "Barbarians")
}

#[test]
fn card_096_year_of_jubilee_cuts_treasuries_to_three_and_lets_the_homeless_return_home() {
    let mut g = draw_step()
        .civ("Egypt", "Thebes", |c| c)
        .civ("Hittite", "Hattusha", |c| c.mina(5))
        .disks("Thebes", &[("Egypt", 3)])
        .disks("Kaska", &[("Hittite", 2)])
        .disks("Hattusha", &[("Barbarians", 2)])
        .top(&[96, 10, 11, 12])
        .game();
    // The Hittites have no disk in Hattusha: they may place 2 there, Barbarians or not.
    assert_eq!(
        treasury(&g, "Hittite"),
        3,
        "the excess over 3 mina goes back"
    );
    answer(&mut g, Action::Yes);
    assert_eq!(disks(&g, "Hattusha", "Hittite"), 2);
    assert_eq!(
        hand(&g, "Egypt"),
        vec![10, 11, 12],
        "the Event drawn in the Draw Step was replaced"
    );
    assert!(g.state.deck.discard.contains(&CardId(96)));
    check(&g);
}

#[test]
fn card_097_time_marches_on_in_the_draw_step_ends_the_epoch_at_once_without_replacement() {
    let (_g, events) =
        game_with_events(&egypt_hittite(draw_step(), &[97, 10, 11, 12]).turn(2).ron());
    let end = events
        .iter()
        .position(|e| matches!(e, Event::EpochEnded { .. }))
        .expect("the Epoch ends");
    let drawn: Vec<(String, u8)> = events[..end]
        .iter()
        .filter_map(|e| {
            if let Event::CardsDrawn { slot, n } = e {
                Some((format!("{slot:?}"), *n))
            } else {
                None
            }
        })
        .collect();
    assert_eq!(
        drawn,
        vec![("Slot(0)".to_string(), 2)],
        "Egypt keeps 2 cards, no replacement; the Hittites do not draw"
    );
}

#[test]
fn card_097_time_marches_on_has_no_effect_in_the_first_turn_of_an_epoch() {
    let g = egypt_hittite(draw_step(), &[97, 10, 11, 12]).turn(1).game();
    assert_eq!(
        (g.state.epoch, g.state.turn),
        (1, 2),
        "the turn ended normally"
    );
    let mut h = hand(&g, "Egypt");
    h.sort();
    assert_eq!(h, vec![10, 11, 12], "a replacement was drawn");
}

#[test]
fn card_097_time_marches_on_drawn_in_the_card_phase_makes_this_turn_the_last_of_the_epoch() {
    let mut g = Pos::new("Full", "Card(pos: 0)")
        .civ("Egypt", "Thebes", |c| c.hand(&[44]))
        .disks("Thebes", &[("Egypt", 3)])
        .top(&[97, 10])
        .turn(2)
        .game();
    play(&mut g, 44);
    assert!(g.state.epoch_ends);
}

#[test]
fn card_098_hordes_from_the_north_from_thrace_hit_only_thrace() {
    let mut g = egypt_hittite(draw_step(), &[98, 10, 11, 12]).game();
    // Egypt has the sole lowest VP: it controls the invasion.
    assert_eq!(invasion_area_of(&g), Some(98));
    assert_eq!(who(&g), "Egypt");
    let opts = options(&g);
    for a in [
        "East Scythia",
        "North Caucasus",
        "Sacans",
        "Thrace",
        "West Scythia",
    ] {
        assert!(
            opts.contains(&area_action(&g, a)),
            "{a} is on the northern edge"
        );
    }
    assert_eq!(opts.len(), 5);
    pick(&mut g, "Thrace");
    assert_eq!(barbarians(&g, "Thrace"), 4);
    assert_eq!(g.state.barbarian_supply, 46, "Sea areas halt the spread");
    check(&g);
}

#[test]
fn card_098_hordes_from_the_north_stack_ground_zero_and_every_adjacent_land_area() {
    let mut g = egypt_hittite(draw_step(), &[98, 10, 11, 12])
        .disks("Iberia", &[("Barbarians", 3)])
        .game();
    pick(&mut g, "North Caucasus");
    for a in ["North Caucasus", "Colchis", "Iberia", "South Caucasus"] {
        assert_eq!(barbarians(&g, a), 4, "{a}");
    }
    assert_eq!(barbarians(&g, "West Caspian"), 0);
    check(&g);
}

#[test]
fn card_099_eastern_powers_attack_stack_the_ring_then_push_one_vanguard_stack() {
    let mut g = egypt_hittite(draw_step(), &[99, 10, 11, 12]).game();
    assert_eq!(invasion_area_of(&g), Some(99));
    pick(&mut g, "Mohenjo-Daro");
    // The vanguard: a Land area next to a stacked area that was not stacked.
    assert!(!options(&g).contains(&area_action(&g, "Parachania")));
    pick(&mut g, "Bactria");
    for a in [
        "Mohenjo-Daro",
        "Arachosia",
        "Parachania",
        "South Drangiana",
        "Bactria",
    ] {
        assert_eq!(barbarians(&g, a), 4, "{a}");
    }
    check(&g);
}

#[test]
fn card_100_invaders_from_the_sea_hit_coastal_areas_and_put_a_fleet_at_sea() {
    let mut g = egypt_hittite(draw_step(), &[100, 10, 11, 12]).game();
    pick(&mut g, "Tyre");
    pick(&mut g, "Levantine Sea");
    assert_eq!(barbarians(&g, "Tyre"), 4);
    assert_eq!(barbarians(&g, "Byblos"), 4);
    assert_eq!(barbarians(&g, "Sinai"), 2, "a Desert stack is 2");
    assert_eq!(barbarians(&g, "Judah"), 0, "inland areas are not hit");
    assert_eq!(barbarians(&g, "Petra"), 0);
    assert_eq!(barbarians(&g, "Levantine Sea"), 2, "the fleet");
    check(&g);
}

#[test]
fn card_101_mountain_tribes_descend_from_tarsus_through_lukka_as_in_the_playbook() {
    let mut g = Pos::new("Abbreviated Western", "Reckoning(step: Draw(pos: 0))")
        .civ("Egypt", "Thebes", |c| c.vp(3))
        .civ("Hittite", "Hattusha", |c| c.vp(5))
        .disks("Thebes", &[("Egypt", 3)])
        .disks("Hattusha", &[("Hittite", 3)])
        .top(&[101, 10, 11, 12])
        .game();
    let opts = options(&g);
    for a in [
        "Arzawa",
        "Karahuyuk",
        "Kaska",
        "Kumannis",
        "Lukka",
        "Pala",
        "Ugarit",
    ] {
        assert!(opts.contains(&area_action(&g, a)), "{a}");
    }
    assert_eq!(opts.len(), 7);
    pick(&mut g, "Lukka");
    for a in ["Lukka", "Lydia", "Karahuyuk"] {
        assert_eq!(barbarians(&g, a), 4, "{a}");
    }
    assert_eq!(
        barbarians(&g, "Tarsus"),
        0,
        "the Mountain base receives nothing"
    );
    check(&g);
}

#[test]
fn card_102_desert_raiders_from_amarna_reach_all_five_egyptian_fertile_areas() {
    let mut g = egypt_hittite(draw_step(), &[102, 10, 11, 12])
        .disks("Abydos", &[("Egypt", 2)])
        .game();
    pick(&mut g, "Amarna");
    for a in ["Amarna", "Abydos", "Memphis", "Nile Delta", "Thebes"] {
        assert_eq!(barbarians(&g, a), 4, "{a}");
    }
    assert_eq!(
        barbarians(&g, "Eastern Desert"),
        0,
        "Desert areas receive nothing"
    );
    assert_eq!(
        disks(&g, "Thebes", "Egypt"),
        3,
        "stacks go in regardless of civilization disks (I5)"
    );
    check(&g);
}

#[test]
fn card_103_the_breath_of_god_halves_barbarian_hosts_and_takes_a_card_or_a_mina_from_everyone() {
    let g = draw_step()
        .civ("Egypt", "Thebes", |c| c.hand(&[20]))
        .civ("Hittite", "Hattusha", |c| c.mina(2))
        .disks("Thebes", &[("Egypt", 3)])
        .disks("Hattusha", &[("Hittite", 3)])
        .disks("Kaska", &[("Barbarians", 4)])
        .disks("Zab", &[("Barbarians", 3)])
        .disks("Pala", &[("Barbarians", 2)])
        .top(&[103, 10, 11, 12])
        .game();
    assert_eq!(barbarians(&g, "Kaska"), 2);
    assert_eq!(barbarians(&g, "Zab"), 1, "3 loses 2 (half rounded up)");
    assert_eq!(barbarians(&g, "Pala"), 2, "stacks under 3 are spared");
    assert_eq!(treasury(&g, "Hittite"), 1, "no card: a mina instead");
    assert_eq!(
        hand(&g, "Egypt").len(),
        3,
        "1 + 2 drawn - 1 random discard + 1 replacement"
    );
    check(&g);
}

#[test]
fn events_several_drawn_together_resolve_from_the_highest_id() {
    let mut g = egypt_hittite(draw_step(), &[98, 102, 10, 11, 12]).game();
    assert_eq!(invasion_area_of(&g), Some(102), "#102 before #98");
    pick(&mut g, "Amarna");
    assert_eq!(invasion_area_of(&g), Some(98));
    pick(&mut g, "Thrace");
    let mut h = hand(&g, "Egypt");
    h.sort();
    assert_eq!(h, vec![10, 11, 12], "both Events were replaced");
}

#[test]
fn events_the_breath_of_god_drawn_with_others_is_played_alone() {
    let g = egypt_hittite(draw_step(), &[98, 103, 10, 11, 12])
        .disks("Kaska", &[("Barbarians", 4)])
        .game();
    assert!(
        invasion_area_of(&g).is_none(),
        "Hordes from the North is not played"
    );
    assert_eq!(barbarians(&g, "Kaska"), 2, "The Breath of God was");
    assert!(
        g.state.deck.discard.contains(&CardId(98)) && g.state.deck.discard.contains(&CardId(103))
    );
    // Egypt drew 10 and discarded a random card, then 2 replacements (11, 12).
    assert_eq!(hand(&g, "Egypt").len(), 2);
}

#[test]
fn events_negating_the_breath_of_god_lets_the_others_resolve() {
    let mut g = draw_step()
        .civ("Egypt", "Thebes", |c| c.vp(3))
        .civ("Hittite", "Hattusha", |c| {
            c.vp(5).hand(&[94]).deity(105, "Standing")
        })
        .disks("Thebes", &[("Egypt", 3)])
        .disks("Hattusha", &[("Hittite", 3)])
        .disks("Kaska", &[("Barbarians", 4)])
        .top(&[98, 103, 10, 11, 12])
        .game();
    answer(&mut g, Action::Negate(card(94)));
    assert_eq!(invasion_area_of(&g), Some(98));
    assert_eq!(barbarians(&g, "Kaska"), 4, "The Breath of God did nothing");
}

#[test]
fn events_hand_writing_on_the_wall_negates_an_invasion_which_is_still_replaced() {
    let mut g = draw_step()
        .civ("Egypt", "Thebes", |c| c.vp(3))
        .civ("Hittite", "Hattusha", |c| {
            c.vp(5).hand(&[94]).deity(105, "Standing")
        })
        .disks("Thebes", &[("Egypt", 3)])
        .disks("Hattusha", &[("Hittite", 3)])
        .top(&[102, 10, 11, 12])
        .game();
    assert_eq!(who(&g), "Hittite");
    answer(&mut g, Action::Negate(card(94)));
    assert_eq!(barbarians(&g, "Amarna"), 0);
    let mut h = hand(&g, "Egypt");
    h.sort();
    assert_eq!(h, vec![10, 11, 12]);
    check(&g);
}

#[test]
fn events_the_drawer_may_negate_the_event_it_drew_and_is_asked_last() {
    let mut g = draw_step()
        .civ("Egypt", "Thebes", |c| {
            c.vp(3).hand(&[94]).deity(105, "Standing")
        })
        .civ("Hittite", "Hattusha", |c| c.vp(5))
        .disks("Thebes", &[("Egypt", 3)])
        .disks("Hattusha", &[("Hittite", 3)])
        .top(&[102, 10, 11, 12])
        .game();
    assert_eq!(who(&g), "Egypt");
    assert!(options(&g).contains(&Action::Negate(card(94))));
    answer(&mut g, Action::Negate(card(94)));
    assert_eq!(barbarians(&g, "Amarna"), 0);
}

#[test]
fn events_invasion_control_goes_to_the_sole_lowest_vp_then_the_sole_fewest_cities() {
    let mut g = draw_step()
        .civ("Egypt", "Thebes", |c| c.vp(1))
        .civ("Hittite", "Hattusha", |c| c.vp(1))
        .civ("Assyria", "Nineveh", |c| c.vp(0))
        .disks("Thebes", &[("Egypt", 3)])
        .disks("Hattusha", &[("Hittite", 3)])
        .disks("Nineveh", &[("Assyria", 3)])
        .top(&[102, 10, 11, 12])
        .game();
    assert_eq!(who(&g), "Assyria", "sole lowest VP");
    pick(&mut g, "Amarna");
    // Egypt and the Hittites tied on VP: the one with fewer Cities controls.
    let g = draw_step()
        .civ("Egypt", "Thebes", |c| c.vp(1))
        .civ("Hittite", "Hattusha", |c| c.vp(1))
        .civ("Assyria", "Nineveh", |c| c.vp(4))
        .disks("Thebes", &[("Egypt", 3)])
        .disks("Abydos", &[("Egypt", 3)])
        .disks("Hattusha", &[("Hittite", 3)])
        .disks("Nineveh", &[("Assyria", 3)])
        .top(&[102, 10, 11, 12])
        .game();
    assert_eq!(who(&g), "Hittite");
}

#[test]
fn events_invasion_control_full_ties_are_broken_at_random_among_the_tied_only() {
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..16 {
        let g = draw_step()
            .seed(seed)
            .civ("Egypt", "Thebes", |c| c.vp(1))
            .civ("Hittite", "Hattusha", |c| c.vp(1))
            .civ("Assyria", "Nineveh", |c| c.vp(4))
            .disks("Thebes", &[("Egypt", 3)])
            .disks("Hattusha", &[("Hittite", 3)])
            .disks("Nineveh", &[("Assyria", 3)])
            .top(&[102, 10, 11, 12])
            .game();
        assert!(matches!(pending(&g).ask, Ask::InvasionArea { .. }));
        seen.insert(who(&g));
    }
    assert!(!seen.contains("Assyria"));
    assert_eq!(
        seen.len(),
        2,
        "both tied civilizations control it for some seed: {seen:?}"
    );
}

#[test]
fn events_black_disk_borrowing_when_the_barbarian_supply_is_empty() {
    // All 50 black disks on the map: 4 in each of 11 far areas, 4 in Sacans, 2 in Thebes.
    let mut p = egypt_hittite(draw_step(), &[102, 10, 11, 12]);
    for a in [
        "Sogdiana",
        "North Sakans",
        "South Sakans",
        "Chorasmia",
        "Massagetans",
        "Bactria",
        "Parthia",
        "Parachania",
        "Arachosia",
        "Mohenjo-Daro",
        "Sagartia",
    ] {
        p = p.disks(a, &[("Barbarians", if a == "Massagetans" { 2 } else { 4 })]);
    }
    p = p
        .disks("Sacans", &[("Barbarians", 4)])
        .disks("Utians", &[("Barbarians", 2)])
        .disks("Abydos", &[("Barbarians", 2)]);
    let mut g = p.game();
    assert_eq!(g.state.barbarian_supply, 0);
    pick(&mut g, "Amarna");
    // Ground zero first: the controller takes black disks from other areas, never from an area
    // this invasion is filling (Abydos).
    let opts = options(&g);
    assert!(opts.contains(&area_action(&g, "Sacans")));
    assert!(!opts.contains(&area_action(&g, "Abydos")));
    assert!(opts.contains(&Action::Done));
    for _ in 0..4 {
        pick(&mut g, "Sacans");
    }
    assert_eq!(barbarians(&g, "Amarna"), 4);
    assert_eq!(barbarians(&g, "Sacans"), 0);
    // Then Abydos (already 2) and the others: stop borrowing.
    while matches!(
        pending(&g).ask,
        Ask::Target {
            card: CardId(102),
            ..
        }
    ) {
        answer(&mut g, Action::Done);
    }
    assert_eq!(barbarians(&g, "Abydos"), 2);
    assert_eq!(barbarians(&g, "Memphis"), 0, "missing disks are not placed");
    check(&g);
}
