//! End of Epoch Phase (RB p28), Epoch scoring, the Endgame and game length.

use acme::games::acme::Flow;
use acme::games::acme::{Action, Ask};

use crate::support::*;

const HITTITE: &str =
    r#"(civ: "Hittite", color: BurntOrange, homeland: "Hattusha", hand: [1, 2, 3], treasury: 7)"#;
const EGYPT: &str = r#"(civ: "Egypt", color: Blue, homeland: "Thebes", hand: [4], treasury: 2)"#;
/// The same two without cards or mina (Epoch scoring alone).
const HITTITE_BARE: &str = r#"(civ: "Hittite", color: BurntOrange, homeland: "Hattusha")"#;
const EGYPT_BARE: &str = r#"(civ: "Egypt", color: Blue, homeland: "Thebes")"#;

/// Answer every question with its first option until the next turn's Growth Phase.
fn play_to_growth(g: &mut acme::games::acme::Game) {
    while !matches!(g.state.flow, Flow::Growth { .. }) {
        let d = pending(g).clone();
        answer(g, d.options[0]);
    }
}

/// Steps 1-8 for a non-final Epoch: hands discarded, discards and set-aside cards shuffled back,
/// the Change of Epoch Table (here #80: Quiet Succession, no event), Epoch scoring, mina returned,
/// five new cards each, the table card shuffled back, Epoch II turn 1.
#[test]
fn rb_end_of_epoch_eight_steps() {
    let deck = full_deck(&[1, 2, 3, 4, 76], &[80]);
    let g = game(&format!(
        r#"(config: "Full", turn: 3, flow: EndOfEpoch(step: 0), civs: [{HITTITE}, {EGYPT}], order: ["Hittite", "Egypt"],
            areas: [(area: "Hattusha", disks: [("Hittite", 3)]), (area: "Kaska", disks: [("Hittite", 3)]), (area: "Thebes", disks: [("Egypt", 3)])],
            set_aside: [76], deck: Some({deck}))"#
    ));
    let (h, e) = (slot(&g, "Hittite"), slot(&g, "Egypt"));
    // The table card drawn after the reshuffle may ask questions (a loss...): answer them.
    let mut g = g;
    while !matches!(g.state.flow, Flow::Growth { .. }) {
        let d = pending(&g).clone();
        let a = [Action::LoseDisk, Action::Done, Action::No]
            .into_iter()
            .find(|a| d.options.contains(a))
            .unwrap_or(d.options[0]);
        answer(&mut g, a);
    }
    assert_eq!((g.state.epoch, g.state.turn), (2, 1));
    assert!(matches!(g.state.flow, Flow::Growth { .. }));
    assert_eq!(g.state.civ(h).treasury, 0, "mina do not carry over");
    assert_eq!(g.state.civ(h).hand.len(), 5);
    assert_eq!(g.state.civ(e).hand.len(), 5);
    assert!(
        !g.state.civ(h).hand.contains(&card(1)),
        "old hands were discarded"
    );
    assert!(g.state.deck.set_aside.is_empty());
    assert!(
        g.state.deck.draw.contains(&card(80))
            || g.state.civs.iter().any(|c| c.hand.contains(&card(80)))
    );
}

fn at_table(top: &[u8], h_extra: &str, areas: &str) -> acme::games::acme::Game {
    let deck = full_deck(&[], top);
    let h = format!(r#"(civ: "Hittite", color: BurntOrange, homeland: "Hattusha", {h_extra})"#);
    let e = r#"(civ: "Egypt", color: Blue, homeland: "Thebes")"#;
    game(&format!(
        r#"(config: "Abbreviated Western", flow: EndOfEpoch(step: 3), civs: [{h}, {e}], order: ["Hittite", "Egypt"],
            areas: [{areas}], deck: Some({deck}))"#
    ))
}

/// Step 3, #3 (Black Death, rows 1-5): every City loses a disk; with hands already empty only a
/// mina can keep it (content A5).
#[test]
fn rb_change_of_epoch_table_row_applies_before_scoring() {
    let mut g = at_table(
        &[3],
        "treasury: 1",
        r#"(area: "Hattusha", disks: [("Hittite", 3)]), (area: "Thebes", disks: [("Egypt", 3)])"#,
    );
    assert!(matches!(pending(&g).ask, Ask::Loss { .. }));
    assert_eq!(pending(&g).options, vec![Action::LoseDisk, Action::PayMina]);
    answer(&mut g, Action::PayMina);
    assert_eq!(disks(&g, "Hattusha", "Hittite"), 3);
    assert_eq!(disks(&g, "Thebes", "Egypt"), 2, "Egypt had no mina");
}

/// Step 3 with an Event card (#97-#103): Barbarians at the Gates. Reveals continue until two
/// invasions have come (#101 Mountain Tribes Descend, then #102 Desert Raiders); #103 in between
/// is not executed; everything revealed goes back into the deck.
#[test]
fn rb_barbarians_at_the_gates_two_invasions() {
    let mut g = at_table(
        &[102, 103, 101, 97],
        "vp: 1",
        r#"(area: "Hattusha", disks: [("Hittite", 3)]), (area: "Thebes", disks: [("Egypt", 3)]), (area: "Kaska", disks: [("Barbarians", 3)])"#,
    );
    // Egypt (0 VP) controls both invasions.
    assert!(matches!(pending(&g).ask, Ask::InvasionArea { card: c } if c == card(101)));
    assert_eq!(who(&g), "Egypt");
    let lukka = area_action(&g, "Lukka");
    answer(&mut g, lukka);
    assert_eq!(
        disks(&g, "Kaska", "Barbarians"),
        3,
        "The Breath of God (#103) was not executed"
    );
    assert!(matches!(pending(&g).ask, Ask::InvasionArea { card: c } if c == card(102)));
    let amarna = area_action(&g, "Amarna");
    answer(&mut g, amarna);
    for a in ["Amarna", "Abydos", "Memphis", "Nile Delta", "Thebes"] {
        assert_eq!(
            disks(&g, a, "Barbarians"),
            4,
            "Desert Raiders from Amarna reach {a}"
        );
    }
}

#[test]
fn rb_final_epoch_scoring_and_the_winner() {
    let h = r#"(civ: "Hittite", color: BurntOrange, homeland: "Hattusha", vp: 10, treasury: 3)"#;
    let e = r#"(civ: "Egypt", color: Blue, homeland: "Thebes", vp: 11)"#;
    let g = game(&format!(
        r#"(config: "Full", epoch: 4, flow: EndOfEpoch(step: 0), civs: [{h}, {e}], order: ["Hittite", "Egypt"],
            areas: [(area: "Hattusha", disks: [("Hittite", 3)]), (area: "Thebes", disks: [("Egypt", 2)])])"#
    ));
    assert!(g.is_over());
    // Hittites: most Cities +1, 3 mina +1 -> 12; Egypt 11.
    assert_eq!(g.state.civ(slot(&g, "Hittite")).vp, 12);
    assert_eq!(g.state.winner, Some(vec![slot(&g, "Hittite")]));
}

#[test]
fn rb_endgame_tie_broken_by_temples_when_the_homeland_is_occupied() {
    let h = r#"(civ: "Hittite", color: BurntOrange, homeland: "Hattusha", vp: 10, deity: Some((108, Standing)))"#;
    let e = r#"(civ: "Egypt", color: Blue, homeland: "Thebes", vp: 11)"#;
    let g = game(&format!(
        r#"(config: "Full", epoch: 4, flow: EndOfEpoch(step: 0), civs: [{h}, {e}], order: ["Hittite", "Egypt"],
            areas: [(area: "Hattusha", disks: [("Hittite", 2)]), (area: "Thebes", disks: [("Egypt", 2)])])"#
    ));
    // Hittites +1 for the most Deities: 11 each; the temple decides.
    assert_eq!(g.state.winner, Some(vec![slot(&g, "Hittite")]));
    assert!(
        g.state.result_note.contains("temples"),
        "{}",
        g.state.result_note
    );
}

#[test]
fn rb_endgame_full_tie_is_a_draw() {
    let h = r#"(civ: "Hittite", color: BurntOrange, homeland: "Hattusha", vp: 5)"#;
    let e = r#"(civ: "Egypt", color: Blue, homeland: "Thebes", vp: 5)"#;
    let g = game(&format!(
        r#"(config: "Full", epoch: 4, flow: EndOfEpoch(step: 0), civs: [{h}, {e}], order: ["Hittite", "Egypt"],
            areas: [(area: "Hattusha", disks: [("Hittite", 2)]), (area: "Thebes", disks: [("Egypt", 2)])])"#
    ));
    assert_eq!(g.state.winner.as_ref().map(|w| w.len()), Some(2));
    assert!(g.state.result_note.contains("draw"));
}

#[test]
fn rb_game_length_vp_goal_ends_the_game_at_the_end_of_the_turn() {
    let h = r#"(civ: "Hittite", color: BurntOrange, homeland: "Hattusha", vp: 25)"#;
    let g = game(&format!(
        r#"(config: "Full", flow: Reckoning(step: Advance), options: (last_epoch: 4, vp_goal: Some(25), final_epoch_event: false,
            homeland_defense: false, barbarian_hordes: false, second_gilgamesh: false),
            civs: [{h}, {EGYPT}], order: ["Hittite", "Egypt"],
            areas: [(area: "Hattusha", disks: [("Hittite", 2)]), (area: "Thebes", disks: [("Egypt", 2)])])"#
    ));
    assert!(g.is_over());
}

#[test]
fn rb_game_length_short_game_ends_after_epoch_one_without_an_end_of_epoch_event() {
    let deck = full_deck(&[1, 2, 3, 4], &[5]);
    let g = game(&format!(
        r#"(config: "Full", flow: EndOfEpoch(step: 0), options: (last_epoch: 1, vp_goal: None, final_epoch_event: false,
            homeland_defense: false, barbarian_hordes: false, second_gilgamesh: false),
            civs: [{HITTITE}, {EGYPT}], order: ["Hittite", "Egypt"],
            areas: [(area: "Hattusha", disks: [("Hittite", 3)]), (area: "Thebes", disks: [("Egypt", 3)])], deck: Some({deck}))"#
    ));
    assert!(g.is_over());
    assert!(
        g.state.epoch_revealed.is_empty(),
        "no Change of Epoch card: no event in the final Epoch"
    );
    assert_eq!(g.state.deck.draw.last(), Some(&card(5)));
}

#[test]
fn rb_final_epoch_event_option_reveals_until_an_id_below_69() {
    let deck = full_deck(&[1, 2, 3, 4], &[5, 80, 99]);
    let mut g = game(&format!(
        r#"(config: "Full", flow: EndOfEpoch(step: 0), options: (last_epoch: 1, vp_goal: None, final_epoch_event: true,
            homeland_defense: false, barbarian_hordes: false, second_gilgamesh: false),
            civs: [{HITTITE}, {EGYPT}], order: ["Hittite", "Egypt"],
            areas: [(area: "Hattusha", disks: [("Hittite", 3)]), (area: "Thebes", disks: [("Egypt", 3)])], deck: Some({deck}))"#
    ));
    // #99 (an Event, not executed) and #80 (row 69+) are passed over; #5 Black Death applies.
    assert!(matches!(pending(&g).ask, Ask::Loss { .. }));
    answer(&mut g, Action::LoseDisk);
    assert_eq!(disks(&g, "Hattusha", "Hittite"), 2);
}

/// Step 4 of a non-final Epoch: Epoch VP (most Cities 1, most Deities 1, 1 per 3 Dominated Sea
/// areas, 1 per 3 mina), before the mina go back at step 5.
#[test]
fn rb_epoch_scoring_at_step_four() {
    let h = r#"(civ: "Hittite", color: BurntOrange, homeland: "Hattusha", treasury: 7, deity: Some((108, Standing)))"#;
    let e = r#"(civ: "Egypt", color: Blue, homeland: "Thebes", treasury: 2)"#;
    let mut g = game(&format!(
        r#"(config: "Full", flow: EndOfEpoch(step: 4), civs: [{h}, {e}], order: ["Hittite", "Egypt"],
            areas: [(area: "Hattusha", disks: [("Hittite", 3)]), (area: "Kaska", disks: [("Hittite", 3)]), (area: "Thebes", disks: [("Egypt", 3)])])"#
    ));
    play_to_growth(&mut g);
    assert_eq!(g.state.civ(slot(&g, "Hittite")).vp, 1 + 1 + 2);
    assert_eq!(g.state.civ(slot(&g, "Egypt")).vp, 0);
}

/// "1 VP for every 3 Sea areas it Dominates" counts the Seas Dominated when the
/// Epoch scoring runs (RB: "The End of Epoch Event can influence this scoring"), not those of the
/// last Sea Domination Step. Here the Hittites Dominate three Seas at step 4 although no Sea
/// Domination Step has counted them (as after a Gilgamesh return or a Change of Epoch event).
#[test]
fn rb_epoch_scoring_counts_the_seas_dominated_at_scoring_time() {
    let (h, e) = (HITTITE_BARE, EGYPT_BARE);
    let mut g = game(&format!(
        r#"(config: "Full", flow: EndOfEpoch(step: 4), civs: [{h}, {e}], order: ["Hittite", "Egypt"],
            areas: [(area: "Northeast Caspian", disks: [("Hittite", 1)]),
                    (area: "East Caspian", disks: [("Hittite", 1)]),
                    (area: "Northwest Caspian", disks: [("Hittite", 1)]),
                    (area: "West Scythia", disks: [("Hittite", 1)]),
                    (area: "Massagetans", disks: [("Hittite", 1)]),
                    (area: "North Caucasus", disks: [("Hittite", 1)]),
                    (area: "Thebes", disks: [("Egypt", 3)])])"#
    ));
    play_to_growth(&mut g);
    assert_eq!(
        g.state.civ(slot(&g, "Hittite")).vp,
        1,
        "3 Dominated Seas: 1 VP"
    );
    assert_eq!(g.state.civ(slot(&g, "Egypt")).vp, 1, "most Cities");
}

/// RB Alternate Loss applies to every disk removal, the optional Final Epoch Event
/// included: the Hittites, who still hold their hand, may discard a card instead of a City disk
/// (Black Death, #5).
#[test]
fn rb_alternate_loss_final_epoch_event_loss_may_be_paid_with_a_card() {
    let deck = full_deck(&[1, 2, 3, 4], &[5]);
    let mut g = game(&format!(
        r#"(config: "Full", flow: EndOfEpoch(step: 0), options: (last_epoch: 1, vp_goal: None, final_epoch_event: true,
            homeland_defense: false, barbarian_hordes: false, second_gilgamesh: false),
            civs: [{HITTITE}, {EGYPT}], order: ["Hittite", "Egypt"],
            areas: [(area: "Hattusha", disks: [("Hittite", 3)]), (area: "Thebes", disks: [("Egypt", 3)])], deck: Some({deck}))"#
    ));
    assert!(matches!(pending(&g).ask, Ask::Loss { .. }));
    assert_eq!(who(&g), "Hittite");
    assert!(
        pending(&g).options.contains(&Action::Discard(card(2))),
        "{:?}",
        pending(&g).options
    );
    answer(&mut g, Action::Discard(card(2)));
    assert_eq!(disks(&g, "Hattusha", "Hittite"), 3);
    assert!(!g.state.civ(slot(&g, "Hittite")).hand.contains(&card(2)));
}

/// Seas counted by an earlier Sea Domination Step do not score when
/// they are no longer Dominated (a civilization that returned by Gilgamesh, or lost a coast to the
/// Change of Epoch event, scored the old count).
#[test]
fn rb_epoch_scoring_ignores_seas_no_longer_dominated() {
    let (h, e) = (HITTITE_BARE, EGYPT_BARE);
    let pos = acme::games::acme::record::parse_position(&format!(
        r#"(config: "Full", flow: EndOfEpoch(step: 4), civs: [{h}, {e}], order: ["Hittite", "Egypt"],
            areas: [(area: "Hattusha", disks: [("Hittite", 2)]), (area: "Thebes", disks: [("Egypt", 3)])])"#
    ))
    .unwrap();
    let mut st = pos.to_state(&acme::games::acme::data::builtin()).unwrap();
    // The last Sea Domination Step counted three Seas for the Hittites.
    st.civs[0].dominated_seas = 3;
    let (mut g, _) = acme::games::acme::Game::from_state(acme::games::acme::data::builtin(), st);
    play_to_growth(&mut g);
    assert_eq!(
        g.state.civ(slot(&g, "Hittite")).vp,
        0,
        "no Sea Dominated now"
    );
}
