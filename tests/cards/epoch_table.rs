//! The Change of Epoch Table (content section 7): every row, the Barbarians at the Gates reveal and
//! the optional Final Epoch Event (RB End of Epoch Phase step 3, RB Options).

use acme::games::acme::Flow;
use acme::games::acme::catalog::CardId;
use acme::games::acme::probe::epoch;
use acme::games::acme::probe::proc::Ctx;
use acme::games::acme::state::BlockLoc;
use acme::games::acme::{Action, Ask, Game};

use super::c_fixtures::*;
use crate::support::*;

/// A position where nothing happens before we apply a row by hand: Egypt (first) and the
/// Hittites, Egypt holding an always-playable card.
fn base() -> Pos {
    Pos::new("Full", "Card(pos: 0)")
}

/// Apply the table row of `id` at End of Epoch step 3 with these answers to its questions. The
/// hands are discarded first, as at step 1.
fn run_row(g: &mut Game, id: u8, answers: &[Action]) {
    g.state.proc = None;
    for c in &mut g.state.civs {
        let hand = std::mem::take(&mut c.hand);
        g.state.deck.discard.extend(hand);
    }
    g.state.flow = Flow::EndOfEpoch { step: 3 };
    let mut ctx = Ctx::new(answers.to_vec());
    epoch::apply_row(&mut g.g(), &mut ctx, CardId(id))
        .unwrap_or_else(|_| panic!("row {id} asked more questions: {:?}", ctx.pending));
}

fn egypt_hittite() -> Pos {
    base()
        .civ("Egypt", "Thebes", |c| c.hand(&[5]))
        .civ("Hittite", "Hattusha", |c| c.hand(&[44]))
}

#[test]
fn epoch_row_01_to_05_black_death_every_city_loses_a_disk_kept_only_with_mina() {
    let mut g = egypt_hittite()
        .civ("Egypt", "Thebes", |c| c.mina(1))
        .disks("Thebes", &[("Egypt", 3)])
        .disks("Abydos", &[("Egypt", 3)])
        .disks("Hattusha", &[("Hittite", 4)])
        .disks("Kaska", &[("Hittite", 2)])
        .game();
    // Egypt keeps one disk with its mina; the hands were discarded at step 1: the Hittites, with
    // no mina, lose theirs.
    run_row(&mut g, 3, &[Action::PayMina, Action::LoseDisk]);
    let (thebes, abydos) = (disks(&g, "Thebes", "Egypt"), disks(&g, "Abydos", "Egypt"));
    assert_eq!(thebes + abydos, 5);
    assert_eq!(disks(&g, "Hattusha", "Hittite"), 3);
    assert_eq!(
        disks(&g, "Kaska", "Hittite"),
        2,
        "a Settlement is not a City"
    );
}

#[test]
fn epoch_row_06_to_10_nomad_migrations_feed_empty_neighbours_in_north_east_to_south_west_order() {
    let mut g = egypt_hittite()
        .disks("Thebes", &[("Egypt", 3)])
        .disks("Hattusha", &[("Hittite", 3)])
        .disks("Kaska", &[("Barbarians", 3)])
        .game();
    run_row(&mut g, 8, &[]);
    assert_eq!(disks(&g, "Kaska", "Barbarians"), 1);
    assert_eq!(disks(&g, "Colchis", "Barbarians"), 1);
    assert_eq!(disks(&g, "Armenia", "Barbarians"), 1);
    assert_eq!(disks(&g, "Zab", "Barbarians"), 0);
    assert_eq!(
        disks(&g, "Hattusha", "Barbarians"),
        0,
        "occupied areas are not fed"
    );
}

#[test]
fn epoch_row_11_to_15_the_rivers_flood_fertile_cities() {
    let mut g = egypt_hittite()
        .disks("Thebes", &[("Egypt", 3)])
        .disks("Kaska", &[("Hittite", 3)])
        .disks("Hattusha", &[("Hittite", 1)])
        .game();
    run_row(&mut g, 12, &[]);
    assert_eq!(disks(&g, "Thebes", "Egypt"), 2);
    assert_eq!(disks(&g, "Kaska", "Hittite"), 3, "a Plain City is safe");
}

#[test]
fn epoch_row_16_to_20_golden_age_one_mina_per_city_at_most_three() {
    let mut p = egypt_hittite().disks("Hattusha", &[("Hittite", 3)]);
    for a in ["Thebes", "Abydos", "Amarna", "Memphis"] {
        p = p.disks(a, &[("Egypt", 3)]);
    }
    let mut g = p.game();
    run_row(&mut g, 16, &[]);
    assert_eq!(treasury(&g, "Egypt"), 3);
    assert_eq!(treasury(&g, "Hittite"), 1);
}

#[test]
fn epoch_row_21_to_25_fall_of_empires_hits_the_largest_empire_far_from_home() {
    let mut g = egypt_hittite()
        .disks("Thebes", &[("Egypt", 3)])
        .disks("Abydos", &[("Egypt", 3)])
        .disks("Memphis", &[("Egypt", 3)])
        .disks("Hattusha", &[("Hittite", 3)])
        .disks("Kaska", &[("Hittite", 3)])
        .game();
    run_row(&mut g, 25, &[]);
    assert_eq!(disks(&g, "Thebes", "Egypt"), 3, "the Homeland");
    assert_eq!(disks(&g, "Abydos", "Egypt"), 3, "next to the Homeland");
    assert_eq!(disks(&g, "Memphis", "Egypt"), 2);
    assert_eq!(disks(&g, "Kaska", "Hittite"), 3, "not the most Cities");
}

#[test]
fn epoch_row_26_to_30_age_of_prophets_pays_active_deities_and_restores_destroyed_ones() {
    let mut g = base()
        .civ("Egypt", "Thebes", |c| c.hand(&[5]).deity(105, "Standing"))
        .civ("Hittite", "Hattusha", |c| c.deity(107, "Destroyed"))
        .disks("Thebes", &[("Egypt", 3)])
        .disks("Hattusha", &[("Hittite", 3)])
        .game();
    run_row(&mut g, 30, &[]);
    assert_eq!(treasury(&g, "Egypt"), 1);
    assert_eq!(treasury(&g, "Hittite"), 0);
    assert_eq!(
        g.state.block(CardId(107)),
        BlockLoc::Temple {
            owner: slot(&g, "Hittite")
        }
    );
}

#[test]
fn epoch_row_31_to_35_great_earthquakes_remove_strongholds_and_shake_mountain_cities() {
    let mut g = egypt_hittite()
        .disks("Thebes", &[("Egypt", 3)])
        .fort("Hattusha", &[("Hittite", 3)], "Hittite")
        .fort("Van", &[("Egypt", 1)], "Egypt")
        .game();
    run_row(&mut g, 31, &[]);
    assert_eq!(g.state.strongholds_free, 12);
    assert_eq!(disks(&g, "Hattusha", "Hittite"), 2);
    assert_eq!(disks(&g, "Thebes", "Egypt"), 3);
}

#[test]
fn epoch_row_36_to_40_provinces_revolt_turns_a_distant_city_disk_barbarian() {
    let mut g = egypt_hittite()
        .disks("Thebes", &[("Egypt", 3)])
        .disks("Abydos", &[("Egypt", 3)])
        .disks("Kaska", &[("Egypt", 3)])
        .disks("Hattusha", &[("Hittite", 3)])
        .game();
    run_row(&mut g, 36, &[]);
    assert_eq!(disks(&g, "Kaska", "Egypt"), 2);
    assert_eq!(disks(&g, "Kaska", "Barbarians"), 1);
    assert_eq!(disks(&g, "Abydos", "Egypt"), 3);
}

#[test]
fn epoch_row_41_to_45_peace_and_plenty_adds_up_to_two_disks_in_controlled_areas() {
    let mut g = base()
        .civ("Egypt", "Thebes", |c| c.hand(&[5]))
        .disks("Thebes", &[("Egypt", 3)])
        .disks("Abydos", &[("Egypt", 1), ("Barbarians", 1)])
        .game();
    let thebes = area_action(&g, "Thebes");
    run_row(&mut g, 41, &[thebes]);
    // Thebes is full after one disk (4): the second placement has no room and ends the row.
    assert_eq!(disks(&g, "Thebes", "Egypt"), 4);
    assert_eq!(
        disks(&g, "Abydos", "Egypt"),
        1,
        "shared areas are not Controlled"
    );
}

#[test]
fn epoch_row_46_to_50_pirates_of_the_inner_seas_clear_shared_seas_and_barbarians_move_in() {
    let mut g = egypt_hittite()
        .disks("Thebes", &[("Egypt", 3)])
        .disks("Hattusha", &[("Hittite", 3)])
        .disks("Red Sea", &[("Egypt", 1), ("Hittite", 1)])
        .disks("Reed Sea", &[("Egypt", 2)])
        .game();
    run_row(&mut g, 46, &[]);
    assert_eq!(disks(&g, "Red Sea", "Egypt"), 0);
    assert_eq!(disks(&g, "Red Sea", "Hittite"), 0);
    assert_eq!(disks(&g, "Red Sea", "Barbarians"), 1);
    assert_eq!(disks(&g, "Reed Sea", "Egypt"), 2, "an unshared Sea is safe");
}

#[test]
fn epoch_row_51_to_55_great_drought_empties_the_deserts() {
    let mut g = egypt_hittite()
        .civ("Egypt", "Thebes", |c| c.mina(1))
        .disks("Thebes", &[("Egypt", 3)])
        .disks("Hattusha", &[("Hittite", 3)])
        .disks("Eastern Desert", &[("Egypt", 2), ("Barbarians", 2)])
        .game();
    run_row(&mut g, 55, &[Action::PayMina]);
    assert_eq!(disks(&g, "Eastern Desert", "Barbarians"), 0);
    assert_eq!(
        disks(&g, "Eastern Desert", "Egypt"),
        1,
        "one kept with a mina"
    );
}

#[test]
fn epoch_row_56_to_60_new_dynasties_reverse_the_turn_order() {
    let mut g = egypt_hittite()
        .civ("Assyria", "Nineveh", |c| c)
        .disks("Thebes", &[("Egypt", 3)])
        .game();
    run_row(&mut g, 60, &[]);
    assert_eq!(order(&g), vec!["Assyria", "Hittite", "Egypt"]);
}

#[test]
fn epoch_row_61_to_64_exodus_sends_captured_temples_home_and_pays_the_captors() {
    let mut g = base()
        .civ("Egypt", "Thebes", |c| {
            c.hand(&[5]).deity(105, "CapturedBy(\"Hittite\")")
        })
        .civ("Hittite", "Hattusha", |c| c.deity(104, "Standing"))
        .disks("Thebes", &[("Egypt", 3)])
        .disks("Hattusha", &[("Hittite", 3)])
        .game();
    let h = slot(&g, "Hittite");
    // A temple left captured by a Deity swap (G13) goes to the array instead.
    g.state.set_block(CardId(106), BlockLoc::Orphaned { by: h });
    run_row(&mut g, 61, &[]);
    assert_eq!(
        g.state.block(CardId(105)),
        BlockLoc::Returned {
            owner: slot(&g, "Egypt")
        }
    );
    assert_eq!(g.state.block(CardId(106)), BlockLoc::Available);
    assert_eq!(vp(&g, "Hittite"), 2);
    assert_eq!(vp(&g, "Egypt"), 0, "the owners lose nothing");
}

#[test]
fn epoch_row_65_to_68_age_of_heroes_lifts_the_fewest_vp() {
    let mut g = base()
        .civ("Egypt", "Thebes", |c| c.hand(&[5]).vp(4))
        .civ("Hittite", "Hattusha", |c| c.vp(1))
        .civ("Assyria", "Nineveh", |c| c.vp(1))
        .disks("Thebes", &[("Egypt", 3)])
        .game();
    run_row(&mut g, 68, &[]);
    assert_eq!(
        (vp(&g, "Egypt"), vp(&g, "Hittite"), vp(&g, "Assyria")),
        (4, 3, 3)
    );
}

#[test]
fn epoch_row_69_to_96_quiet_succession_changes_nothing_even_for_event_96() {
    let mut g = egypt_hittite()
        .civ("Hittite", "Hattusha", |c| c.mina(6))
        .disks("Thebes", &[("Egypt", 3)])
        .disks("Kaska", &[("Hittite", 2)])
        .game();
    let before = g.state.clone();
    run_row(&mut g, 69, &[]);
    run_row(&mut g, 96, &[]);
    assert_eq!(g.state.areas, before.areas);
    assert_eq!(
        treasury(&g, "Hittite"),
        6,
        "The Year of Jubilee's text is not executed"
    );
}

#[test]
fn epoch_table_is_applied_at_step_three_of_the_end_of_epoch() {
    let g = Pos::new("Full", "EndOfEpoch(step: 3)")
        .civ("Egypt", "Thebes", |c| c)
        .civ("Hittite", "Hattusha", |c| c)
        .disks("Thebes", &[("Egypt", 3)])
        .disks("Hattusha", &[("Hittite", 2)])
        .top(&[2])
        .game();
    assert_eq!(disks(&g, "Thebes", "Egypt"), 2, "Black Death (#2)");
    assert_eq!(g.state.epoch, 2, "then the next Epoch begins");
    check(&g);
}

#[test]
fn epoch_barbarians_at_the_gates_reveal_until_two_invasions_and_skip_other_events() {
    let mut g = Pos::new("Full", "EndOfEpoch(step: 3)")
        .civ("Egypt", "Thebes", |c| c.vp(1))
        .civ("Hittite", "Hattusha", |c| c.vp(3))
        .disks("Thebes", &[("Egypt", 3)])
        .disks("Hattusha", &[("Hittite", 3)])
        .top(&[
            103, 10, 102, 96, 98, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 99,
        ])
        .game();
    // #103 is not executed; the first invasion revealed is #102, controlled by Egypt (fewest VP).
    assert!(matches!(
        pending(&g).ask,
        Ask::InvasionArea { card: CardId(102) }
    ));
    pick(&mut g, "Amarna");
    assert!(matches!(
        pending(&g).ask,
        Ask::InvasionArea { card: CardId(98) }
    ));
    pick(&mut g, "Thrace");
    assert_eq!(disks(&g, "Amarna", "Barbarians"), 4);
    assert_eq!(disks(&g, "Thrace", "Barbarians"), 4);
    // #99 was not revealed (nor drawn at step 6); every revealed card went back into the deck (step 7).
    assert!(g.state.epoch_revealed.is_empty());
    assert_eq!(g.state.epoch, 2);
    check(&g);
}

#[test]
fn epoch_final_epoch_event_reveals_until_an_id_below_69_and_applies_its_row() {
    let g = Pos::new("Full", "EndOfEpoch(step: 0)")
        .final_epoch_event()
        .last_epoch(1)
        .civ("Egypt", "Thebes", |c| c)
        .civ("Hittite", "Hattusha", |c| c)
        .disks("Thebes", &[("Egypt", 3)])
        .disks("Hattusha", &[("Hittite", 2)])
        .top(&[80, 102, 4])
        .game();
    assert!(g.is_over());
    assert_eq!(
        disks(&g, "Thebes", "Egypt"),
        2,
        "row 1-5 Black Death; #80 and #102 only revealed"
    );
    assert_eq!(disks(&g, "Amarna", "Barbarians"), 0);
}

#[test]
fn epoch_final_epoch_event_is_off_unless_chosen() {
    let g = Pos::new("Full", "EndOfEpoch(step: 0)")
        .last_epoch(1)
        .civ("Egypt", "Thebes", |c| c)
        .disks("Thebes", &[("Egypt", 3)])
        .top(&[4])
        .game();
    assert!(g.is_over());
    assert_eq!(disks(&g, "Thebes", "Egypt"), 3);
}
