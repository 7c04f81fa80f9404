//! Politics and Barbarian cards 79-88 (content-v1 3.2), played from Card Phase positions.

use acme::games::acme::Action;
use acme::games::acme::catalog::CardId;

use super::c_fixtures::*;
use crate::support::*;

/// Egypt (first to act), the Hittites and Assyria on the full map.
fn three() -> Pos {
    Pos::new("Full", "Card(pos: 0)")
}

#[test]
fn card_079_tax_revolt_takes_half_the_mina_rounded_up_from_a_civilization_holding_three() {
    let mut g = three()
        .civ("Egypt", "Thebes", |c| c.hand(&[79, 5]))
        .civ("Hittite", "Hattusha", |c| c.mina(2).hand(&[44]))
        .civ("Assyria", "Nineveh", |c| c.mina(5).hand(&[43]))
        .disks("Thebes", &[("Egypt", 3)])
        .disks("Hattusha", &[("Hittite", 3)])
        .disks("Nineveh", &[("Assyria", 3)])
        .game();
    play(&mut g, 79);
    // The Hittites hold only 2 mina: Assyria is the only legal target and is chosen at once.
    assert_eq!(
        treasury(&g, "Assyria"),
        2,
        "5 mina, half rounded up (3) lost"
    );
    assert_eq!(treasury(&g, "Hittite"), 2);
    assert!(g.state.deck.discard.contains(&CardId(79)));
    check(&g);
}

#[test]
fn card_079_tax_revolt_is_unplayable_without_a_target_holding_three_mina() {
    let g = three()
        .civ("Egypt", "Thebes", |c| c.hand(&[79, 5]))
        .civ("Hittite", "Hattusha", |c| c.mina(2))
        .disks("Thebes", &[("Egypt", 3)])
        .disks("Hattusha", &[("Hittite", 3)])
        .game();
    assert!(!options(&g).contains(&Action::Play(card(79))));
}

#[test]
fn card_080_rebellion_replaces_every_disk_and_tops_up_to_four_when_wiped_out() {
    let mut g = three()
        .civ("Assyria", "Nineveh", |c| c.hand(&[80, 5]))
        .civ("Egypt", "Thebes", |c| c.hand(&[44]))
        .disks("Nineveh", &[("Assyria", 3)])
        .disks("Thebes", &[("Egypt", 3)])
        .disks("Abydos", &[("Egypt", 2)])
        .game();
    play(&mut g, 80);
    pick(&mut g, "Abydos");
    // Egypt holds a card: each loss is offered.
    answers(&mut g, &[Action::LoseDisk, Action::LoseDisk]);
    assert_eq!(disks(&g, "Abydos", "Egypt"), 0);
    assert_eq!(
        disks(&g, "Abydos", "Barbarians"),
        4,
        "2 replaced, then topped up to 4"
    );
    check(&g);
}

#[test]
fn card_080_rebellion_a_saved_disk_is_not_replaced_and_stops_the_top_up() {
    // The interaction: a replacement where the victim saves a disk places nothing (G2).
    let mut g = three()
        .civ("Assyria", "Nineveh", |c| c.hand(&[80, 5]))
        .civ("Egypt", "Thebes", |c| c.mina(1))
        .disks("Nineveh", &[("Assyria", 3)])
        .disks("Thebes", &[("Egypt", 3)])
        .game();
    play(&mut g, 80);
    // Thebes is the only target. The first disk is kept with the only mina; the other two cannot be paid for.
    answer(&mut g, Action::PayMina);
    assert_eq!(
        disks(&g, "Thebes", "Egypt"),
        1,
        "PB example: one Egyptian disk stays"
    );
    assert_eq!(
        disks(&g, "Thebes", "Barbarians"),
        2,
        "only the two removed disks were replaced, no top-up"
    );
    assert_eq!(treasury(&g, "Egypt"), 0);
    check(&g);
}

#[test]
fn card_081_corruption_costs_a_mina_per_two_cities_and_a_random_card_for_each_mina_missing() {
    let mut g = three()
        .civ("Egypt", "Thebes", |c| c.hand(&[81, 5]))
        .civ("Assyria", "Nineveh", |c| c.mina(1).hand(&[10, 11]))
        .disks("Thebes", &[("Egypt", 3)])
        .disks("Nineveh", &[("Assyria", 3)])
        .disks("Assur", &[("Assyria", 3)])
        .disks("Akkad", &[("Assyria", 4)])
        .game();
    play(&mut g, 81);
    // 3 Cities: 2 mina; it has 1, so 1 mina and 1 card at random.
    assert_eq!(treasury(&g, "Assyria"), 0);
    assert_eq!(hand(&g, "Assyria").len(), 1);
    check(&g);
}

#[test]
fn card_081_corruption_needs_a_rival_with_two_cities() {
    let g = three()
        .civ("Egypt", "Thebes", |c| c.hand(&[81, 5]))
        .civ("Assyria", "Nineveh", |c| c.mina(4))
        .disks("Thebes", &[("Egypt", 3)])
        .disks("Nineveh", &[("Assyria", 3)])
        .game();
    assert!(!options(&g).contains(&Action::Play(card(81))));
}

#[test]
fn card_082_nepotism_discards_a_rival_investment_and_returns_its_disks() {
    let mut g = three()
        .civ("Egypt", "Thebes", |c| c.hand(&[82, 5]))
        .civ("Hittite", "Hattusha", |c| c.table(1, 3).hand(&[44]))
        .disks("Thebes", &[("Egypt", 3)])
        .disks("Hattusha", &[("Hittite", 3)])
        .game();
    let supply = g.state.civ(slot(&g, "Hittite")).supply;
    play(&mut g, 82);
    let h = g.state.civ(slot(&g, "Hittite"));
    assert!(h.table.is_empty(), "Master Scribe is gone");
    assert_eq!(h.supply, supply + 3, "its 3 disks are back in Supply");
    assert_eq!(
        hand(&g, "Hittite"),
        vec![44],
        "the hand is untouched when an Investment was discarded"
    );
    assert!(g.state.deck.discard.contains(&CardId(1)));
    check(&g);
}

#[test]
fn card_082_nepotism_takes_a_random_card_when_the_rival_has_no_investment() {
    let mut g = three()
        .civ("Egypt", "Thebes", |c| c.hand(&[82, 5]))
        .civ("Hittite", "Hattusha", |c| c.hand(&[44, 43]))
        .disks("Thebes", &[("Egypt", 3)])
        .disks("Hattusha", &[("Hittite", 3)])
        .game();
    play(&mut g, 82);
    assert_eq!(hand(&g, "Hittite").len(), 1);
    check(&g);
}

#[test]
fn card_083_palace_intrigue_moves_a_rival_marker_from_the_next_round_of_actions() {
    let mut g = three()
        .civ("Egypt", "Thebes", |c| c.hand(&[83, 5]))
        .civ("Hittite", "Hattusha", |c| c.hand(&[44]))
        .civ("Assyria", "Nineveh", |c| c.hand(&[43]))
        .disks("Thebes", &[("Egypt", 3)])
        .disks("Hattusha", &[("Hittite", 3)])
        .disks("Nineveh", &[("Assyria", 3)])
        .game();
    play(&mut g, 83);
    pick_civ(&mut g, "Assyria");
    answer(&mut g, Action::Number(1));
    // This round goes on in the old order: the Hittites, then Assyria.
    assert_eq!(order(&g), vec!["Egypt", "Hittite", "Assyria"]);
    assert!(card_action_of(&g, "Hittite"));
    answer(&mut g, Action::Pass);
    assert!(card_action_of(&g, "Assyria"));
    answer(&mut g, Action::Pass);
    // New round: Assyria first, then Egypt and the Hittites keep their relative order.
    assert_eq!(order(&g), vec!["Assyria", "Egypt", "Hittite"]);
    assert!(card_action_of(&g, "Egypt"));
    check(&g);
}

#[test]
fn card_084_barbarian_migration_adds_two_barbarians_next_to_existing_ones_within_the_stack_limit() {
    let mut g = three()
        .civ("Egypt", "Thebes", |c| c.hand(&[84, 5]))
        .civ("Hittite", "Hattusha", |c| c.hand(&[44]))
        .disks("Thebes", &[("Egypt", 3)])
        .disks("Hattusha", &[("Hittite", 3)])
        .disks("Kaska", &[("Barbarians", 2)])
        .disks("Zab", &[("Barbarians", 3)])
        .game();
    play(&mut g, 84);
    let opts = options(&g);
    assert!(opts.contains(&area_action(&g, "Pala")));
    assert!(
        !opts.contains(&area_action(&g, "Thebes")),
        "Thebes is nowhere near a Barbarian area"
    );
    pick(&mut g, "Pala");
    pick(&mut g, "Zab");
    pick(&mut g, "Hattusha");
    assert_eq!(disks(&g, "Pala", "Barbarians"), 2);
    assert_eq!(disks(&g, "Zab", "Barbarians"), 4, "3 + 2 capped at 4");
    assert_eq!(disks(&g, "Hattusha", "Barbarians"), 2);
    assert_eq!(
        disks(&g, "Hattusha", "Hittite"),
        3,
        "migration removes nothing"
    );
    check(&g);
}

#[test]
fn card_084_barbarian_migration_needs_barbarians_in_a_land_area() {
    let g = three()
        .civ("Egypt", "Thebes", |c| c.hand(&[84, 5]))
        .disks("Thebes", &[("Egypt", 3)])
        .disks("Red Sea", &[("Barbarians", 2)])
        .game();
    assert!(!options(&g).contains(&Action::Play(card(84))));
}

#[test]
fn card_085_habiru_bands_spread_one_disk_to_each_neighbour_keeping_one_and_the_player_chooses_when_short()
 {
    let mut g = three()
        .civ("Egypt", "Thebes", |c| c.hand(&[85, 5]))
        .civ("Hittite", "Hattusha", |c| c.hand(&[44]))
        .disks("Thebes", &[("Egypt", 3)])
        .disks("Hattusha", &[("Hittite", 3)])
        .disks("Kaska", &[("Barbarians", 3)])
        .disks("Mohenjo-Daro", &[("Barbarians", 4)])
        .disks("Petra", &[("Barbarians", 3)])
        .disks("Midian", &[("Barbarians", 2)])
        .disks("Nabatea", &[("Barbarians", 2)])
        .disks("Sinai", &[("Barbarians", 2)])
        .game();
    play(&mut g, 85);
    // Kaska has 2 disks to spare for 6 Land neighbours: Egypt chooses.
    pick(&mut g, "Zab");
    pick(&mut g, "Hattusha");
    // Mohenjo-Daro feeds its three Land neighbours by itself.
    assert_eq!(disks(&g, "Mohenjo-Daro", "Barbarians"), 1);
    for n in ["Arachosia", "Parachania", "South Drangiana"] {
        assert_eq!(disks(&g, n, "Barbarians"), 1, "{n}");
    }
    assert_eq!(disks(&g, "Kaska", "Barbarians"), 1);
    assert_eq!(disks(&g, "Zab", "Barbarians"), 1);
    assert_eq!(disks(&g, "Hattusha", "Barbarians"), 1);
    assert_eq!(disks(&g, "Pala", "Barbarians"), 0);
    // Petra's Desert neighbours are at their limit of 2: only Judah and Tyre receive.
    assert_eq!(disks(&g, "Petra", "Barbarians"), 1);
    assert_eq!(disks(&g, "Judah", "Barbarians"), 1);
    assert_eq!(disks(&g, "Tyre", "Barbarians"), 1);
    for d in ["Midian", "Nabatea", "Sinai"] {
        assert_eq!(disks(&g, d, "Barbarians"), 2, "{d}");
    }
    check(&g);
}

#[test]
fn card_086_mountain_fort_adds_a_disk_and_a_stronghold_on_own_disks_in_a_shared_mountain() {
    let mut g = three()
        .civ("Egypt", "Thebes", |c| c.hand(&[86, 5]))
        .disks("Thebes", &[("Egypt", 3)])
        .disks("Van", &[("Egypt", 1), ("Barbarians", 2)])
        .game();
    play(&mut g, 86);
    let van = area(&g, "Van");
    assert_eq!(disks(&g, "Van", "Egypt"), 2);
    assert_eq!(g.state.area(van).stronghold, Some(faction(&g, "Egypt")));
    check(&g);
}

#[test]
fn card_086_mountain_fort_takes_a_cube_from_a_barbarian_mountain_when_all_twelve_are_out() {
    let mut p = three()
        .civ("Egypt", "Thebes", |c| c.hand(&[86, 5]))
        .civ("Hittite", "Hattusha", |c| c)
        .disks("Thebes", &[("Egypt", 3)]);
    // Eleven cubes on Hittite plains, the twelfth on Barbarians in Armenia.
    for a in [
        "Kaska",
        "Pala",
        "Zab",
        "Kumannis",
        "Karahuyuk",
        "Arzawa",
        "Lydia",
        "Jarwan",
        "Arbela",
        "Tel Birak",
        "Colchis",
    ] {
        p = p.fort(a, &[("Hittite", 1)], "Hittite");
    }
    p = p
        .fort("Armenia", &[("Barbarians", 2)], "Barbarians")
        .disks("Van", &[("Egypt", 1)]);
    let mut g = p.game();
    assert_eq!(g.state.strongholds_free, 0);
    play(&mut g, 86);
    assert_eq!(
        g.state.area(area(&g, "Van")).stronghold,
        Some(faction(&g, "Egypt"))
    );
    assert_eq!(g.state.area(area(&g, "Armenia")).stronghold, None);
    check(&g);
}

#[test]
fn card_087_civil_war_replaces_two_disks_of_a_city_outside_its_homeland() {
    let mut g = three()
        .civ("Egypt", "Thebes", |c| c.hand(&[87, 5]))
        .civ("Assyria", "Nineveh", |c| c)
        .disks("Thebes", &[("Egypt", 3)])
        .disks("Nineveh", &[("Assyria", 4)])
        .disks("Akkad", &[("Assyria", 3)])
        .game();
    play(&mut g, 87);
    // Nineveh is Assyria's Homeland: Akkad is the only target.
    assert_eq!(disks(&g, "Akkad", "Assyria"), 1);
    assert_eq!(disks(&g, "Akkad", "Barbarians"), 2);
    assert_eq!(disks(&g, "Nineveh", "Assyria"), 4);
    check(&g);
}

#[test]
fn card_087_civil_war_a_kept_disk_is_not_replaced() {
    let mut g = three()
        .civ("Egypt", "Thebes", |c| c.hand(&[87, 5]))
        .civ("Assyria", "Nineveh", |c| c.mina(1))
        .disks("Thebes", &[("Egypt", 3)])
        .disks("Akkad", &[("Assyria", 3)])
        .game();
    play(&mut g, 87);
    answer(&mut g, Action::PayMina);
    assert_eq!(disks(&g, "Akkad", "Assyria"), 2);
    assert_eq!(disks(&g, "Akkad", "Barbarians"), 1);
    check(&g);
}

#[test]
fn card_088_royal_roads_moves_disks_along_own_land_areas() {
    let mut g = three()
        .civ("Egypt", "Thebes", |c| c.hand(&[88, 5]))
        .disks("Thebes", &[("Egypt", 1)])
        .disks("Abydos", &[("Egypt", 3)])
        .disks("Amarna", &[("Egypt", 1)])
        .disks("Red Sea", &[("Egypt", 1)])
        .game();
    play(&mut g, 88);
    let asked = &pending(&g).text;
    assert!(asked.contains("Royal Roads"), "ACME's card name: {asked}");
    remove_from(&mut g, "Abydos");
    pick(&mut g, "Thebes");
    remove_from(&mut g, "Abydos");
    pick(&mut g, "Thebes");
    assert!(
        !options(&g).contains(&Action::RemoveFrom(area(&g, "Red Sea"))),
        "never from or through a Sea area"
    );
    answer(&mut g, Action::Done);
    assert_eq!(disks(&g, "Thebes", "Egypt"), 3);
    assert_eq!(disks(&g, "Abydos", "Egypt"), 1);
    check(&g);
}

#[test]
fn card_088_royal_roads_may_over_stack_while_moving_but_must_end_within_the_limits() {
    let mut g = three()
        .civ("Egypt", "Thebes", |c| c.hand(&[88, 5]))
        .disks("Thebes", &[("Egypt", 4)])
        .disks("Abydos", &[("Egypt", 4)])
        .disks("Amarna", &[("Egypt", 1)])
        .game();
    play(&mut g, 88);
    remove_from(&mut g, "Thebes");
    pick(&mut g, "Abydos");
    // Abydos would hold 5: the player cannot stop now.
    assert!(!options(&g).contains(&Action::Done));
    remove_from(&mut g, "Abydos");
    pick(&mut g, "Amarna");
    answer(&mut g, Action::Done);
    assert_eq!(disks(&g, "Thebes", "Egypt"), 3);
    assert_eq!(disks(&g, "Abydos", "Egypt"), 4);
    assert_eq!(disks(&g, "Amarna", "Egypt"), 2);
    check(&g);
}

#[test]
fn card_088_royal_roads_needs_two_land_areas() {
    let g = three()
        .civ("Egypt", "Thebes", |c| c.hand(&[88, 5]))
        .disks("Thebes", &[("Egypt", 3)])
        .disks("Red Sea", &[("Egypt", 1)])
        .game();
    assert!(!options(&g).contains(&Action::Play(card(88))));
}

// ---- Homeland Defense (RB optional rule; losses.rs) ----

#[test]
fn homeland_defense_keeps_the_last_disk_in_a_homeland_against_a_card_phase_card() {
    let mut g = three()
        .homeland_defense()
        .civ("Assyria", "Nineveh", |c| c.hand(&[80, 5]))
        .civ("Egypt", "Thebes", |c| c)
        .disks("Nineveh", &[("Assyria", 3)])
        .disks("Thebes", &[("Egypt", 3)])
        .game();
    play(&mut g, 80);
    // Two disks go (and are replaced); the last one must stay, so nothing tops the area up.
    assert_eq!(disks(&g, "Thebes", "Egypt"), 1);
    assert_eq!(disks(&g, "Thebes", "Barbarians"), 2);
    check(&g);
}

#[test]
fn homeland_defense_is_off_unless_chosen() {
    let mut g = three()
        .civ("Assyria", "Nineveh", |c| c.hand(&[80, 5]))
        .civ("Egypt", "Thebes", |c| c)
        .disks("Nineveh", &[("Assyria", 3)])
        .disks("Thebes", &[("Egypt", 3)])
        .game();
    play(&mut g, 80);
    assert_eq!(disks(&g, "Thebes", "Egypt"), 0);
    assert_eq!(disks(&g, "Thebes", "Barbarians"), 4);
}

#[test]
fn homeland_defense_does_not_protect_a_disk_outside_the_homeland() {
    let mut g = three()
        .homeland_defense()
        .civ("Assyria", "Nineveh", |c| c.hand(&[80, 5]))
        .civ("Egypt", "Thebes", |c| c)
        .disks("Nineveh", &[("Assyria", 3)])
        .disks("Thebes", &[("Egypt", 3)])
        .disks("Abydos", &[("Egypt", 1)])
        .game();
    play(&mut g, 80);
    pick(&mut g, "Abydos");
    assert_eq!(disks(&g, "Abydos", "Egypt"), 0);
    assert_eq!(disks(&g, "Abydos", "Barbarians"), 4);
}
