//! Card Phase (RB p17-22): actions in Turn Order, passing, negation, Religion cards, the hand
//! limit, Events drawn, the alternate loss.

use acme::games::acme::{Action, Ask};

use crate::support::*;

fn two(hittite_extra: &str, egypt_extra: &str, areas: &str) -> acme::games::acme::Game {
    let h =
        format!(r#"(civ: "Hittite", color: BurntOrange, homeland: "Hattusha", {hittite_extra})"#);
    let e = format!(r#"(civ: "Egypt", color: Blue, homeland: "Thebes", {egypt_extra})"#);
    pos("Abbreviated Western", "CardStart", &[&h, &e], areas)
}

const MAP: &str = r#"(area: "Hattusha", disks: [("Hittite", 3)]), (area: "Kaska", disks: [("Hittite", 2)]),
    (area: "Thebes", disks: [("Egypt", 3)]), (area: "Abydos", disks: [("Egypt", 2)])"#;

#[test]
fn rb_pass_is_final_and_the_phase_ends_when_everyone_has_passed() {
    let mut g = two("hand: [43, 42]", "hand: [44]", MAP);
    assert_eq!(who(&g), "Hittite");
    answer(&mut g, Action::Pass);
    assert_eq!(who(&g), "Egypt");
    answer(&mut g, Action::Play(card(44)));
    // Thebes for the first disk; the second can only go to Abydos (Thebes would exceed 4).
    let t = area_action(&g, "Thebes");
    answer(&mut g, t);
    assert_eq!(disks(&g, "Abydos", "Egypt"), 3);
    // The Hittites passed: Egypt acts again at once, and when it passes the phase ends.
    assert_eq!(who(&g), "Egypt");
    assert_eq!(pending(&g).ask, acme::games::acme::Ask::CardAction);
    answer(&mut g, Action::Pass);
    assert!(
        g.state.flow.phase() != acme::games::acme::Phase::Card,
        "the Card Phase is over"
    );
    assert_eq!(
        g.state.civ(slot(&g, "Hittite")).hand,
        vec![card(43), card(42)]
    );
}

#[test]
fn rb_a_civilization_that_passed_may_still_negate() {
    let mut g = two("hand: [28]", "hand: [80]", MAP);
    assert_eq!(who(&g), "Hittite");
    answer(&mut g, Action::Pass);
    assert_eq!(who(&g), "Egypt");
    answer(&mut g, Action::Play(card(80)));
    let kaska = area_action(&g, "Kaska");
    answer(&mut g, kaska);
    assert!(matches!(pending(&g).ask, Ask::Negate { .. }));
    assert_eq!(who(&g), "Hittite");
    answer(&mut g, Action::Negate(card(28)));
    let hattusha = area(&g, "Hattusha");
    answer(&mut g, Action::RemoveFrom(hattusha));
    assert_eq!(disks(&g, "Kaska", "Hittite"), 2, "Rebellion negated");
    assert_eq!(disks(&g, "Kaska", "Barbarians"), 0);
    assert_eq!(
        disks(&g, "Hattusha", "Hittite"),
        2,
        "High Priest's price: one disk from the map"
    );
}

#[test]
fn rb_godless_civilization_cannot_play_a_religion_card_for_its_effect() {
    let g = two("hand: [91]", "hand: []", MAP);
    assert!(!pending(&g).options.contains(&Action::Play(card(91))));
    let g = two("hand: [91], deity: Some((108, Standing))", "hand: []", MAP);
    assert!(pending(&g).options.contains(&Action::Play(card(91))));
}

#[test]
fn rb_alternate_loss_pay_a_mina_or_discard_a_card_instead_of_a_disk() {
    let mut g = two("hand: [80]", "hand: [2, 43], treasury: 1", MAP);
    answer(&mut g, Action::Play(card(80)));
    let thebes = area_action(&g, "Thebes");
    answer(&mut g, thebes);
    let opts = pending(&g).options.clone();
    assert!(
        opts.contains(&Action::PayMina)
            && opts.contains(&Action::Discard(card(2)))
            && opts.contains(&Action::LoseDisk)
    );
    answers(
        &mut g,
        &[Action::PayMina, Action::Discard(card(43)), Action::LoseDisk],
    );
    assert_eq!(disks(&g, "Thebes", "Egypt"), 2);
    assert_eq!(
        disks(&g, "Thebes", "Barbarians"),
        1,
        "only the lost disk is replaced (G2)"
    );
    assert_eq!(g.state.civ(slot(&g, "Egypt")).treasury, 0);
}

#[test]
fn rb_hand_limit_six_the_excess_is_discarded_at_once() {
    let mut g = two("hand: [44, 1, 3, 4, 6, 7, 8]", "hand: []", MAP);
    answer(&mut g, Action::Play(card(44)));
    let h = area_action(&g, "Hattusha");
    answer(&mut g, h);
    // 6 cards left plus Queen of Sheba's draw make 7: one must go at once.
    assert!(matches!(pending(&g).ask, Ask::DiscardExcess { over: 1 }));
    assert_eq!(who(&g), "Hittite");
    answer(&mut g, Action::Discard(card(8)));
    assert_eq!(g.state.civ(slot(&g, "Hittite")).hand.len(), 6);
    assert!(g.state.deck.discard.contains(&card(8)));
}

#[test]
fn rb_mittani_may_keep_seven_cards_with_a_competition_card() {
    let mittani =
        r#"(civ: "Mittani", color: Purple, homeland: "Mittani", hand: [44, 31, 3, 4, 6, 7])"#;
    let e = r#"(civ: "Egypt", color: Blue, homeland: "Thebes")"#;
    let mut g = pos(
        "Full",
        "CardStart",
        &[mittani, e],
        r#"(area: "Mittani", disks: [("Mittani", 2)]), (area: "Thebes", disks: [("Egypt", 1)])"#,
    );
    answer(&mut g, Action::Play(card(44)));
    let s = slot(&g, "Mittani");
    assert_eq!(g.state.civ(s).hand.len(), 6);
    // A second draw would make 7: allowed while a Competition card (#31) is held.
    let mut st = g.state.clone();
    st.civ_mut(s).hand.push(card(8));
    let view = acme::games::acme::G::new(&g.catalog, &mut st);
    assert_eq!(view.q().hand_limit(s), 7);
}

#[test]
fn rb_an_event_drawn_is_resolved_at_once_and_replaced() {
    // Queen of Sheba draws Hordes from the North (#98); a replacement card follows.
    let hands = [44];
    let deck = full_deck(&hands, &[5, 98]);
    let mut g = game(&format!(
        r#"(config: "Abbreviated Western", flow: CardStart, seed: 2,
            civs: [(civ: "Hittite", color: BurntOrange, homeland: "Hattusha", hand: [44], vp: 3),
                   (civ: "Egypt", color: Blue, homeland: "Thebes")],
            order: ["Hittite", "Egypt"],
            areas: [(area: "Hattusha", disks: [("Hittite", 2)]), (area: "Thebes", disks: [("Egypt", 1)])],
            deck: Some({deck}))"#
    ));
    answer(&mut g, Action::Play(card(44)));
    // Both disks go to Hattusha, the only area the Hittites Control (no question).
    // Egypt, lowest in VP, controls the invasion; on this map Thrace is the only ground zero.
    assert_eq!(disks(&g, "Thrace", "Barbarians"), 4);
    let hittite = slot(&g, "Hittite");
    assert_eq!(
        g.state.civ(hittite).hand,
        vec![card(5)],
        "the Event was replaced by the next card"
    );
    assert!(g.state.deck.discard.contains(&card(98)));
}

#[test]
fn rb_investment_card_takes_its_disks_from_supply_fewer_if_short() {
    // 5 disks on the map and 41 in the growth box leave 2 of the 48 in Supply.
    let mut g = two("hand: [20], growth: 41", "hand: []", MAP);
    let h = slot(&g, "Hittite");
    answer(&mut g, Action::Play(card(20)));
    assert_eq!(
        g.state.civ(h).table_card(card(20)).map(|t| t.disks),
        Some(2)
    );
    assert_eq!(g.state.civ(h).supply, 0);
}

/// RB negation example pattern: a Negate answered by a Negate revives the first card. Egypt's
/// Rebellion is negated by the Hittite High Priest; Egypt negates High Priest with Prophetess
/// (+1 mina); Rebellion resolves and High Priest's price is not paid (it never stood).
#[test]
fn rb_negating_a_negation_revives_the_first_card() {
    let mut g = two("hand: [28]", "hand: [80, 26]", MAP);
    answer(&mut g, Action::Pass);
    answer(&mut g, Action::Play(card(80)));
    let kaska = area_action(&g, "Kaska");
    answer(&mut g, kaska);
    answer(&mut g, Action::Negate(card(28)));
    assert_eq!(who(&g), "Egypt");
    answer(&mut g, Action::Negate(card(26)));
    assert_eq!(disks(&g, "Kaska", "Hittite"), 0);
    assert_eq!(
        disks(&g, "Kaska", "Barbarians"),
        4,
        "Rebellion resolved: replaced and topped up to 4"
    );
    assert_eq!(
        disks(&g, "Hattusha", "Hittite"),
        3,
        "the negated High Priest costs nothing"
    );
    assert_eq!(
        g.state.civ(slot(&g, "Egypt")).treasury,
        1,
        "Prophetess pays its player a mina"
    );
    for c in [80, 28, 26] {
        assert!(g.state.deck.discard.contains(&card(c)), "#{c} discarded");
    }
}

/// RB Multiple Events: drawn together they resolve from the highest ID down, unless The Breath of
/// God is among them: then only it is played.
#[test]
fn rb_multiple_events_resolve_high_to_low_and_the_breath_of_god_alone() {
    let setup = |top: &[u8]| {
        let deck = full_deck(&[], top);
        game(&format!(
            r#"(config: "Abbreviated Western", flow: Reckoning(step: Draw(pos: 0)), seed: 4,
                civs: [(civ: "Hittite", color: BurntOrange, homeland: "Hattusha", vp: 2),
                       (civ: "Egypt", color: Blue, homeland: "Thebes")],
                order: ["Hittite", "Egypt"],
                areas: [(area: "Hattusha", disks: [("Hittite", 2)]), (area: "Thebes", disks: [("Egypt", 2)]),
                        (area: "Lukka", disks: [("Barbarians", 4)])],
                deck: Some({deck}))"#
        ))
    };
    // #98 and #102 drawn in the same three-card draw: #102 (Desert Raiders) first, Egypt choosing.
    let g = setup(&[5, 98, 102]);
    let d = pending(&g);
    assert!(
        matches!(d.ask, Ask::InvasionArea { card: c } if c == card(102)),
        "{d:?}"
    );
    // With #103 among them only The Breath of God happens: Lukka's 4 Barbarians lose 2.
    let g = setup(&[5, 103, 102]);
    assert_eq!(disks(&g, "Lukka", "Barbarians"), 2);
    assert!(
        g.state.deck.discard.contains(&card(102)),
        "Desert Raiders discarded unplayed"
    );
}

/// RB Golden Rule: a card beats an ability. Biblical Plague meets Hattusha, the Citadel (the
/// Hittite display modifies what cards do: at most 1 disk lost there), while Traitor ignores it.
#[test]
fn rb_golden_rule_hattusha_limits_biblical_plague_but_not_traitor() {
    let mut g = two(
        "",
        "hand: [76]",
        r#"(area: "Hattusha", disks: [("Hittite", 4)]), (area: "Thebes", disks: [("Egypt", 1)])"#,
    );
    answer(&mut g, Action::Play(card(76)));
    assert_eq!(
        disks(&g, "Hattusha", "Hittite"),
        3,
        "Hattusha loses at most one disk to a Fate card"
    );
    let (g2, _) = game_with_events(
        r#"(config: "Full", flow: CompStart, civs: [(civ: "Egypt", color: Blue, homeland: "Thebes", hand: [22]),
            (civ: "Hittite", color: BurntOrange, homeland: "Hattusha")], order: ["Egypt", "Hittite"],
            areas: [(area: "Hattusha", disks: [("Hittite", 3), ("Egypt", 2)]), (area: "Thebes", disks: [("Egypt", 1)])])"#,
    );
    let mut g2 = g2;
    assert_eq!(pending(&g2).ask, Ask::Traitor);
    let h = area_action(&g2, "Hattusha");
    answer(&mut g2, h);
    assert_eq!(
        disks(&g2, "Hattusha", "Hittite"),
        0,
        "Traitor takes every disk, even in Hattusha"
    );
}
