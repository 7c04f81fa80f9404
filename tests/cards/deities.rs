//! The seven Deities 104-110 (content section 4), each from a position in the phase where it works.

use acme::games::acme::catalog::CardId;
use acme::games::acme::{Action, Event};

use super::c_fixtures::*;
use crate::support::*;

// ---- #104 Father of the Gods ----

fn turn_order_reset(sorcerer: bool) -> Pos {
    Pos::new("Full", "Reckoning(step: TurnOrder)")
        .civ("Egypt", "Thebes", |c| c.deity(104, "Standing"))
        .civ("Hittite", "Hattusha", |c| {
            if sorcerer { c.hand(&[25]) } else { c }
        })
        .disks("Thebes", &[("Egypt", 3)])
        .disks("Abydos", &[("Egypt", 3)])
        .disks("Hattusha", &[("Hittite", 3)])
}

#[test]
fn card_104_father_of_the_gods_moves_its_owner_to_any_turn_order_space_after_the_reset() {
    let mut g = turn_order_reset(false).game();
    // Egypt has more Cities and is first after the reset; it chooses the last space.
    assert_eq!(who(&g), "Egypt");
    answer(&mut g, Action::Number(2));
    assert_eq!(order(&g), vec!["Hittite", "Egypt"]);
}

#[test]
fn card_104_father_of_the_gods_move_negated_by_sorcerer_leaves_the_normal_reset() {
    let mut g = turn_order_reset(true).game();
    answer(&mut g, Action::Number(2));
    answer(&mut g, Action::Negate(card(25)));
    assert_eq!(order(&g), vec!["Egypt", "Hittite"]);
}

// ---- #105 Earth Mother Goddess, #107 God of the Forge (Acquisition Step) ----

fn acquisition(deity: Option<u8>) -> Pos {
    Pos::new("Full", "Growth(pos: 0, step: Acquire)")
        .civ("Egypt", "Thebes", |c| match deity {
            Some(d) => c.deity(d, "Standing"),
            None => c,
        })
        .disks("Thebes", &[("Egypt", 3)])
        .disks("Abydos", &[("Egypt", 2)])
        .disks("Amarna", &[("Egypt", 2)])
        .disks("Memphis", &[("Egypt", 2)])
}

#[test]
fn card_105_earth_mother_goddess_adds_two_growth_disks_after_every_other_source() {
    let plain = acquisition(None).game();
    let base = plain.state.civ(slot(&plain, "Egypt")).growth;
    assert_eq!(base, 4, "four Fertile areas");
    let mut g = acquisition(Some(105)).game();
    answer(&mut g, Action::No); // no Temple Granary
    assert_eq!(g.state.civ(slot(&g, "Egypt")).growth, base + 2);
}

#[test]
fn card_107_god_of_the_forge_puts_two_mina_in_the_treasury_at_the_end_of_acquisition() {
    let mut g = acquisition(Some(107)).game();
    answer(&mut g, Action::No);
    assert_eq!(treasury(&g, "Egypt"), 2);
    assert_eq!(
        g.state.civ(slot(&g, "Egypt")).growth,
        4,
        "no growth disks from this Deity"
    );
}

#[test]
fn card_107_god_of_the_forge_gives_nothing_without_a_disk_in_the_homeland() {
    let g = Pos::new("Full", "Growth(pos: 0, step: Acquire)")
        .civ("Egypt", "Thebes", |c| c.deity(107, "Standing"))
        .disks("Abydos", &[("Egypt", 2)])
        .game();
    assert_eq!(treasury(&g, "Egypt"), 0);
}

// ---- #106 God of War, #110 God of the Skies (Competition Phase) ----

fn kaska(egypt: impl FnOnce(CivP) -> CivP, hittite: impl FnOnce(CivP) -> CivP) -> Pos {
    Pos::new("Full", "CompNext")
        .civ("Egypt", "Thebes", egypt)
        .civ("Hittite", "Hattusha", hittite)
        .disks("Thebes", &[("Egypt", 3)])
        .disks("Hattusha", &[("Hittite", 3)])
        .disks("Kaska", &[("Egypt", 2), ("Hittite", 2)])
}

#[test]
fn card_106_god_of_war_adds_two_white_allies_in_one_competition() {
    let mut g = kaska(|c| c.deity(106, "Standing"), |c| c).game();
    assert!(options(&g).contains(&Action::Establish(CardId(106))));
    let events = answer(&mut g, Action::Establish(CardId(106)));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::Allies { delta: 2, .. }))
    );
    // 2 disks + 2 Allies against 2: the Hittites are cleared and Egypt keeps both disks.
    assert_eq!(disks(&g, "Kaska", "Egypt"), 2);
    assert_eq!(disks(&g, "Kaska", "Hittite"), 0);
}

#[test]
fn card_110_god_of_the_skies_cancels_a_competition_card_in_its_owners_competition() {
    let mut g = kaska(|c| c.hand(&[33]), |c| c.deity(110, "Standing")).game();
    answer(&mut g, Action::Play(card(33)));
    assert_eq!(who(&g), "Hittite");
    answer(&mut g, Action::Negate(CardId(110)));
    // Light Chariots never added its disk: 2 against 2, one round.
    assert_eq!(disks(&g, "Kaska", "Egypt"), 1);
    assert_eq!(disks(&g, "Kaska", "Hittite"), 1);
    assert!(g.state.civ(slot(&g, "Hittite")).usage.skies_used);
}

#[test]
fn card_110_god_of_the_skies_cannot_cancel_traitor() {
    let mut g = Pos::new("Full", "CompStart")
        .civ("Egypt", "Thebes", |c| c.hand(&[22]))
        .civ("Hittite", "Hattusha", |c| c.deity(110, "Standing"))
        .disks("Thebes", &[("Egypt", 3)])
        .disks("Hattusha", &[("Hittite", 3)])
        .disks("Kaska", &[("Egypt", 2), ("Hittite", 2)])
        .game();
    pick(&mut g, "Kaska");
    // No negation window for the Hittites: the Traitor removes every Hittite disk there.
    assert_eq!(disks(&g, "Kaska", "Hittite"), 0);
    assert!(!g.state.civ(slot(&g, "Hittite")).usage.skies_used);
}

// ---- #108 God of the Dead ----

#[test]
fn card_108_god_of_the_dead_takes_three_random_discards_and_keeps_one() {
    let mut g = Pos::new("Full", "Reckoning(step: Draw(pos: 0))")
        .civ("Egypt", "Thebes", |c| c.deity(108, "Standing"))
        .disks("Thebes", &[("Egypt", 3)])
        .discard(&[30, 31, 32])
        .top(&[10, 11, 12])
        .game();
    let opts = options(&g);
    assert_eq!(
        opts,
        vec![
            Action::Card(card(30)),
            Action::Card(card(31)),
            Action::Card(card(32))
        ]
    );
    answer(&mut g, Action::Card(card(31)));
    let mut h = hand(&g, "Egypt");
    h.sort();
    assert_eq!(h, vec![10, 11, 12, 31]);
    assert!(
        g.state.deck.discard.contains(&CardId(30)) && g.state.deck.discard.contains(&CardId(32))
    );
    check(&g);
}

// ---- #109 Goddess of Peace ----

fn peace(assyria_hand: &[u8]) -> Pos {
    Pos::new("Full", "Card(pos: 0)")
        .civ("Assyria", "Nineveh", |c| c.hand(assyria_hand))
        .civ("Egypt", "Thebes", |c| c.deity(109, "Standing").hand(&[5]))
        .disks("Nineveh", &[("Assyria", 3)])
        .disks("Thebes", &[("Egypt", 3)])
        .disks("Abydos", &[("Egypt", 3)])
}

#[test]
fn card_109_goddess_of_peace_negates_one_harmful_card_per_turn() {
    let mut g = peace(&[80, 87, 43]).game();
    play(&mut g, 80);
    pick(&mut g, "Thebes");
    assert!(options(&g).contains(&Action::Negate(CardId(109))));
    answer(&mut g, Action::Negate(CardId(109)));
    assert_eq!(disks(&g, "Thebes", "Egypt"), 3, "the Rebellion was negated");
    // Egypt passes; Assyria's second attack can no longer be negated this turn.
    answer(&mut g, Action::Pass);
    play(&mut g, 87);
    assert!(!options(&g).contains(&Action::Negate(CardId(109))));
    answers(&mut g, &[Action::LoseDisk, Action::LoseDisk]);
    assert_eq!(disks(&g, "Abydos", "Egypt"), 1, "Civil War resolved");
}

#[test]
fn card_109_goddess_of_peace_negation_cancelled_by_sorcerer_lets_the_card_resolve() {
    let mut g = peace(&[80, 25, 43]).game();
    play(&mut g, 80);
    pick(&mut g, "Thebes");
    answer(&mut g, Action::Negate(CardId(109)));
    answer(&mut g, Action::Negate(card(25)));
    answers(
        &mut g,
        &[Action::LoseDisk, Action::LoseDisk, Action::LoseDisk],
    );
    assert_eq!(disks(&g, "Thebes", "Egypt"), 0);
    assert_eq!(disks(&g, "Thebes", "Barbarians"), 4);
    assert!(
        g.state.civ(slot(&g, "Egypt")).usage.peace_used,
        "the Goddess counts as used"
    );
}
