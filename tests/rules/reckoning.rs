//! Reckoning Phase (RB p25-28): stacking, Sea Domination, Victory Tally, Turn Order Reset,
//! Gilgamesh, Sudden End of Epoch, Draw Step.

use acme::games::acme::{Action, Ask, Game};
use acme::games::acme::{Flow, ReckStep};

use crate::support::*;

const HITTITE: &str = r#"(civ: "Hittite", color: BurntOrange, homeland: "Hattusha")"#;
const EGYPT: &str = r#"(civ: "Egypt", color: Blue, homeland: "Thebes")"#;

#[test]
fn rb_reckoning_opens_with_stacking_limits_three_and_two() {
    let (_, events) = game_with_events(&format!(
        r#"(config: "Full", flow: Reckoning(step: Stacking), civs: [{HITTITE}, {EGYPT}], order: ["Hittite", "Egypt"],
            areas: [(area: "Kaska", disks: [("Hittite", 4)]), (area: "Sinai Sea", disks: [("Egypt", 2)]),
                    (area: "Lukka", disks: [("Barbarians", 4)])])"#
    ));
    let log = notes(&events);
    assert!(
        log.contains(&"Hittite: 1 excess disk(s) leave Kaska".to_string()),
        "{log:?}"
    );
    assert!(
        log.contains(&"Barbarians: 1 excess disk(s) leave Lukka".to_string()),
        "{log:?}"
    );
    assert!(!log.iter().any(|n| n.contains("Sinai Sea")));
}

#[test]
fn rb_sea_domination_removes_every_other_faction_from_the_sea() {
    // Egypt Controls every Land area next to the Red Sea and has a disk in it.
    let g0 = pos("Full", "GrowthStart", &[HITTITE, EGYPT], "");
    let red = area(&g0, "Red Sea");
    let lands: Vec<String> = g0
        .catalog
        .board
        .neighbours(red)
        .filter(|&a| g0.catalog.board.area(a).is_land())
        .map(|a| g0.catalog.board.name(a).to_string())
        .collect();
    let mut areas: Vec<String> = lands
        .iter()
        .map(|l| format!(r#"(area: "{l}", disks: [("Egypt", 1)])"#))
        .collect();
    areas.push(
        r#"(area: "Red Sea", disks: [("Egypt", 1), ("Hittite", 2), ("Barbarians", 1)])"#.into(),
    );
    areas.push(r#"(area: "Hattusha", disks: [("Hittite", 1)])"#.into());
    let g = pos(
        "Full",
        "Reckoning(step: SeaDomination)",
        &[HITTITE, EGYPT],
        &areas.join(", "),
    );
    assert_eq!(disks(&g, "Red Sea", "Hittite"), 0);
    assert_eq!(disks(&g, "Red Sea", "Barbarians"), 0);
    assert_eq!(disks(&g, "Red Sea", "Egypt"), 1);
    assert_eq!(g.state.civ(slot(&g, "Egypt")).dominated_seas, 1);
}

#[test]
fn rb_victory_tally_one_vp_per_city() {
    let g = pos(
        "Full",
        "Reckoning(step: Tally)",
        &[HITTITE, EGYPT],
        r#"(area: "Kaska", disks: [("Hittite", 3)]), (area: "Pala", disks: [("Hittite", 3)]), (area: "Red Sea", disks: [("Hittite", 2)]),
           (area: "Thebes", disks: [("Egypt", 2)])"#,
    );
    assert_eq!(
        g.state.civ(slot(&g, "Hittite")).vp,
        2,
        "two Cities; a Sea area never holds a City"
    );
    assert_eq!(g.state.civ(slot(&g, "Egypt")).vp, 0);
}

fn turn_order(h_vp: u32, e_vp: u32, h_deity: bool) -> Game {
    let h = format!(
        r#"(civ: "Hittite", color: BurntOrange, homeland: "Hattusha", vp: {h_vp}{})"#,
        if h_deity {
            ", deity: Some((108, Standing))"
        } else {
            ""
        }
    );
    let e = format!(r#"(civ: "Egypt", color: Blue, homeland: "Thebes", vp: {e_vp})"#);
    pos(
        "Full",
        "Reckoning(step: TurnOrder)",
        &[&e, &h],
        r#"(area: "Hattusha", disks: [("Hittite", 3)]), (area: "Thebes", disks: [("Egypt", 3)])"#,
    )
}

#[test]
fn rb_turn_order_reset_most_cities_first() {
    let g = pos(
        "Full",
        "Reckoning(step: TurnOrder)",
        &[EGYPT, HITTITE],
        r#"(area: "Hattusha", disks: [("Hittite", 3)]), (area: "Kaska", disks: [("Hittite", 3)]), (area: "Thebes", disks: [("Egypt", 3)])"#,
    );
    assert_eq!(g.state.order, vec![slot(&g, "Hittite"), slot(&g, "Egypt")]);
}

#[test]
fn rb_turn_order_tie_a_civilization_with_an_active_temple_chooses_its_space() {
    let mut g = turn_order(5, 1, true);
    assert_eq!(pending(&g).ask, Ask::TurnOrderSpace);
    assert_eq!(who(&g), "Hittite");
    answer(&mut g, Action::Number(2));
    assert_eq!(g.state.order, vec![slot(&g, "Egypt"), slot(&g, "Hittite")]);
}

#[test]
fn rb_turn_order_tie_without_temples_the_lowest_vp_chooses() {
    let mut g = turn_order(5, 1, false);
    assert_eq!(who(&g), "Egypt");
    answer(&mut g, Action::Number(2));
    assert_eq!(g.state.order, vec![slot(&g, "Hittite"), slot(&g, "Egypt")]);
}

#[test]
fn rb_gilgamesh_offered_to_a_civilization_five_vp_behind_every_other_and_not_otherwise() {
    let h = r#"(civ: "Hittite", color: BurntOrange, homeland: "Hattusha", vp: 1)"#;
    let e = r#"(civ: "Egypt", color: Blue, homeland: "Thebes", vp: 6)"#;
    let areas =
        r#"(area: "Hattusha", disks: [("Hittite", 2)]), (area: "Thebes", disks: [("Egypt", 2)])"#;
    let g = pos("Full", "Reckoning(step: Gilgamesh(pos: 0))", &[h, e], areas);
    assert_eq!(pending(&g).ask, Ask::Gilgamesh);
    let h4 = r#"(civ: "Hittite", color: BurntOrange, homeland: "Hattusha", vp: 2)"#;
    let g = pos(
        "Full",
        "Reckoning(step: Gilgamesh(pos: 0))",
        &[h4, e],
        areas,
    );
    assert_ne!(pending(&g).ask, Ask::Gilgamesh, "only 4 VP behind");
}

#[test]
fn rb_gilgamesh_never_in_the_final_epoch() {
    let h = r#"(civ: "Hittite", color: BurntOrange, homeland: "Hattusha")"#;
    let g = game(&format!(
        r#"(config: "Full", epoch: 4, flow: Reckoning(step: Gilgamesh(pos: 0)), civs: [{h}, {EGYPT}], order: ["Hittite", "Egypt"],
            areas: [(area: "Thebes", disks: [("Egypt", 2)])])"#
    ));
    assert_ne!(g.pending().map(|d| d.ask.clone()), Some(Ask::Gilgamesh));
}

/// RB Gilgamesh: the abandoned disks become Barbarians; a new civilization starts in its Homeland
/// with 16 disks + 2 per completed Epoch; VP, mina and cards are kept; it is godless.
#[test]
fn rb_gilgamesh_returns_as_a_new_civilization() {
    let h = r#"(civ: "Hittite", color: BurntOrange, homeland: "Hattusha", vp: 1, treasury: 2, hand: [42], deity: Some((108, Standing)))"#;
    let e = r#"(civ: "Egypt", color: Blue, homeland: "Thebes", vp: 9)"#;
    let mut g = game(&format!(
        r#"(config: "Full", epoch: 2, flow: Reckoning(step: Gilgamesh(pos: 0)), civs: [{h}, {e}], order: ["Hittite", "Egypt"],
            areas: [(area: "Hattusha", disks: [("Hittite", 2)]), (area: "Kaska", disks: [("Hittite", 1)]), (area: "Thebes", disks: [("Egypt", 2)])])"#
    ));
    let s = slot(&g, "Hittite");
    answer(&mut g, Action::Yes);
    assert_eq!(disks(&g, "Hattusha", "Barbarians"), 2);
    assert_eq!(disks(&g, "Kaska", "Barbarians"), 1);
    assert_eq!(
        g.state.block(card(108)),
        acme::games::acme::state::BlockLoc::Available
    );
    assert_eq!(pending(&g).ask, Ask::GilgameshCiv);
    let urartu = g.catalog.civ_by_name("Urartu").unwrap();
    answer(&mut g, Action::Display(urartu));
    // 16 + 2 for the completed Epoch I. Van is Urartu's only Home: the first disk must go there
    // (placed without a question), then its neighbours open up.
    assert!(
        matches!(pending(&g).ask, Ask::GilgameshDeploy { left: 17 }),
        "{:?}",
        pending(&g)
    );
    assert_eq!(disks(&g, "Van", "Urartu"), 1);
    assert!(area_options(&g).contains(&"Armenia".to_string()));
    answer(&mut g, Action::Done);
    let c = g.state.civ(s);
    assert_eq!(g.catalog.civ(c.civ).name, "Urartu");
    assert_eq!((c.vp, c.treasury, c.hand.len()), (1, 2, 1));
    assert_eq!(c.deity, None, "a godless people");
    assert_eq!(c.gilgamesh_uses, 1);
}

fn sudden_end(turn: u8, top: u8) -> Game {
    let deck = full_deck(&[], &[top]);
    game(&format!(
        r#"(config: "Full", turn: {turn}, flow: Reckoning(step: SuddenEnd), civs: [{HITTITE}, {EGYPT}], order: ["Hittite", "Egypt"],
            areas: [(area: "Hattusha", disks: [("Hittite", 2)]), (area: "Thebes", disks: [("Egypt", 2)])], deck: Some({deck}))"#
    ))
}

fn epoch_ended(g: &Game) -> bool {
    matches!(g.state.flow, Flow::EndOfEpoch { .. }) || g.state.epoch == 2
}

#[test]
fn rb_sudden_end_turn_two_ends_on_a_2_in_the_id() {
    assert!(epoch_ended(&sudden_end(2, 27)), "27 contains a 2");
    assert!(!epoch_ended(&sudden_end(2, 31)), "31 does not");
    assert!(
        !epoch_ended(&sudden_end(2, 13)),
        "on turn 2 a 3 does not end the Epoch"
    );
}

#[test]
fn rb_sudden_end_turn_three_ends_on_a_2_or_a_3() {
    assert!(epoch_ended(&sudden_end(3, 13)));
    assert!(epoch_ended(&sudden_end(3, 42)));
    assert!(!epoch_ended(&sudden_end(3, 45)));
}

#[test]
fn rb_sudden_end_turn_one_never_and_turn_four_always() {
    assert!(!epoch_ended(&sudden_end(1, 2)));
    assert!(epoch_ended(&sudden_end(4, 45)));
}

#[test]
fn rb_sudden_end_a_revealed_event_is_conducted_and_its_own_id_decides() {
    // #102 Desert Raiders: conducted first (Egypt, lowest... tied VP: fewest Cities decides), then
    // its ID, containing a 2, ends the Epoch on turn 2.
    let g = sudden_end(2, 102);
    let d = g.pending().cloned();
    assert!(matches!(d.map(|d| d.ask), Some(Ask::InvasionArea { .. })));
}

#[test]
fn rb_draw_step_three_cards_plus_one_per_four_cities_plus_bought_cards() {
    let h = r#"(civ: "Hittite", color: BurntOrange, homeland: "Hattusha", treasury: 2)"#;
    let cities: Vec<String> = ["Hattusha", "Kaska", "Pala", "Arzawa"]
        .iter()
        .map(|a| format!(r#"(area: "{a}", disks: [("Hittite", 3)])"#))
        .collect();
    let deck = full_deck(&[], &[]);
    let mut g = game(&format!(
        r#"(config: "Full", flow: Reckoning(step: Draw(pos: 0)), civs: [{h}, {EGYPT}], order: ["Hittite", "Egypt"],
            areas: [{}, (area: "Thebes", disks: [("Egypt", 2)])], deck: Some({deck}))"#,
        cities.join(", ")
    ));
    assert_eq!(pending(&g).ask, Ask::DrawMina);
    answer(&mut g, Action::Number(2));
    let s = slot(&g, "Hittite");
    assert_eq!(g.state.civ(s).hand.len(), 6, "3 + 1 (4 Cities) + 2 bought");
    assert_eq!(g.state.civ(s).treasury, 0);
    let _ = ReckStep::Advance;
}
