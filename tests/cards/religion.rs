//! Religion cards 89-95, Monotheism (content section 5: MT-1..MT-4) and the Deity swap (G13).

use acme::games::acme::Action;
use acme::games::acme::catalog::CardId;
use acme::games::acme::probe::proc::Ctx;
use acme::games::acme::state::BlockLoc;

use super::c_fixtures::*;
use crate::support::*;

fn full() -> Pos {
    Pos::new("Full", "Card(pos: 0)")
}

fn block(g: &acme::games::acme::Game, id: u8) -> BlockLoc {
    g.state.block(CardId(id))
}

// ---- #89 Heresy ----

#[test]
fn card_089_heresy_removes_a_disk_from_the_city_and_one_from_each_adjacent_land_area() {
    let mut g = full()
        .civ("Egypt", "Thebes", |c| {
            c.hand(&[89, 5]).deity(105, "Standing")
        })
        .civ("Assyria", "Nineveh", |c| c)
        .disks("Thebes", &[("Egypt", 3)])
        .disks("Nineveh", &[("Assyria", 2)])
        .disks("Akkad", &[("Assyria", 3)])
        .disks("Assur", &[("Assyria", 2)])
        .disks("Babylon", &[("Assyria", 1)])
        .disks("Dur Kur", &[("Barbarians", 2)])
        .game();
    play(&mut g, 89);
    assert_eq!(disks(&g, "Akkad", "Assyria"), 2, "the City");
    assert_eq!(disks(&g, "Nineveh", "Assyria"), 1);
    assert_eq!(disks(&g, "Assur", "Assyria"), 1);
    assert_eq!(disks(&g, "Babylon", "Assyria"), 0);
    assert_eq!(
        disks(&g, "Dur Kur", "Barbarians"),
        2,
        "only the City owner's disks are hit"
    );
    check(&g);
}

#[test]
fn card_089_heresy_is_a_religion_card_a_godless_people_cannot_play() {
    let g = full()
        .civ("Egypt", "Thebes", |c| c.hand(&[89, 5]))
        .civ("Assyria", "Nineveh", |c| c)
        .disks("Thebes", &[("Egypt", 3)])
        .disks("Akkad", &[("Assyria", 3)])
        .game();
    assert!(
        !options(&g).contains(&Action::Play(card(89))),
        "G17: godless"
    );
}

// ---- #90 Blasphemy ----

#[test]
fn card_090_blasphemy_makes_an_active_deity_inactive_and_costs_one_vp() {
    let mut g = full()
        .civ("Egypt", "Thebes", |c| {
            c.hand(&[90, 5]).deity(105, "Standing")
        })
        .civ("Assyria", "Nineveh", |c| {
            c.deity(107, "Standing").vp(3).hand(&[43])
        })
        .disks("Thebes", &[("Egypt", 3)])
        .disks("Nineveh", &[("Assyria", 3)])
        .game();
    play(&mut g, 90);
    let a = g.state.civ(slot(&g, "Assyria"));
    assert_eq!(
        a.deity_inactive_by,
        Some(CardId(90)),
        "the card lies on the Deity"
    );
    assert_eq!(a.vp, 2);
    assert!(!g.state.deck.discard.contains(&CardId(90)));
    let s = slot(&g, "Assyria");
    assert!(
        !q(&g).deity_bonus_usable(s, CardId(107)),
        "an inactive Deity gives no bonus (G12)"
    );
    assert!(
        q(&g).may_play_religion(s),
        "but its owner is not godless (G12)"
    );
    check(&g);
}

#[test]
fn card_090_blasphemy_lying_on_a_deity_can_be_negated_before_a_later_action_g18() {
    let mut g = full()
        .civ("Egypt", "Thebes", |c| {
            c.hand(&[90, 5]).deity(105, "Standing")
        })
        .civ("Assyria", "Nineveh", |c| {
            c.deity(107, "Standing").vp(3).hand(&[28, 43])
        })
        .disks("Thebes", &[("Egypt", 3)])
        .disks("Nineveh", &[("Assyria", 3)])
        .game();
    play(&mut g, 90);
    // Assyria lets it resolve when played...
    answer(&mut g, Action::Decline);
    assert_eq!(
        g.state.civ(slot(&g, "Assyria")).deity_inactive_by,
        Some(CardId(90))
    );
    // ...and negates it with High Priest before the next action (G18).
    answer(&mut g, Action::Negate(card(28)));
    let a = g.state.civ(slot(&g, "Assyria"));
    assert_eq!(a.deity_inactive_by, None);
    assert!(g.state.deck.discard.contains(&CardId(90)));
    assert_eq!(
        disks(&g, "Nineveh", "Assyria"),
        2,
        "High Priest's price: one own disk"
    );
    check(&g);
}

// ---- #91 Religious Zeal ----

#[test]
fn card_091_religious_zeal_adds_a_disk_and_converts_one_opposing_disk_in_each_adjacent_land_area() {
    // PB example action 8: Egypt in Aleppo converts Hittite disks in Carchemish, Mittani and Emar;
    // two of them are saved with a mina and a card.
    let mut g = full()
        .civ("Egypt", "Thebes", |c| {
            c.hand(&[91, 5]).deity(107, "Standing")
        })
        .civ("Hittite", "Hattusha", |c| c.mina(1).hand(&[44]))
        .disks("Thebes", &[("Egypt", 3)])
        .disks("Aleppo", &[("Egypt", 1)])
        .disks("Carchemish", &[("Hittite", 2)])
        .disks("Mittani", &[("Hittite", 1)])
        .disks("Emar", &[("Hittite", 1)])
        .game();
    play(&mut g, 91);
    pick(&mut g, "Aleppo");
    // One Faction per neighbour: each has only Hittite disks, chosen at once.
    answer(&mut g, Action::PayMina);
    answer(&mut g, Action::Discard(card(44)));
    // The third loss cannot be paid for any more.
    assert_eq!(disks(&g, "Aleppo", "Egypt"), 2);
    let kept = ["Carchemish", "Mittani", "Emar"]
        .iter()
        .map(|a| disks(&g, a, "Egypt"))
        .sum::<u8>();
    assert_eq!(kept, 1, "only the disk really removed is replaced");
    check(&g);
}

// ---- #92 Forsaken by God ----

#[test]
fn card_092_forsaken_by_god_needs_no_deity_and_makes_a_rival_deity_inactive_cleansing_costs_three()
{
    let mut g = full()
        .civ("Egypt", "Thebes", |c| c.hand(&[92, 5]))
        .civ("Assyria", "Nineveh", |c| {
            c.deity(107, "Standing").vp(3).mina(2).hand(&[43])
        })
        .disks("Thebes", &[("Egypt", 3)])
        .disks("Nineveh", &[("Assyria", 3)])
        .game();
    play(&mut g, 92);
    let s = slot(&g, "Assyria");
    assert_eq!(g.state.civ(s).deity_inactive_by, Some(CardId(92)));
    assert_eq!(g.state.civ(s).vp, 3, "no VP lost (unlike Blasphemy)");
    // Assyria acts next: it may cleanse for 3 resources.
    assert!(card_action_of(&g, "Assyria"));
    assert!(options(&g).contains(&Action::Cleanse));
    answer(&mut g, Action::Cleanse);
    answers(
        &mut g,
        &[Action::PayMina, Action::PayMina, Action::Discard(card(43))],
    );
    assert_eq!(g.state.civ(s).deity_inactive_by, None);
    assert!(g.state.deck.discard.contains(&CardId(92)));
    check(&g);
}

#[test]
fn card_092_forsaken_by_god_is_unplayable_with_no_active_rival_deity() {
    let g = full()
        .civ("Egypt", "Thebes", |c| c.hand(&[92, 5]))
        .civ("Assyria", "Nineveh", |c| c.deity(107, "Destroyed"))
        .disks("Thebes", &[("Egypt", 3)])
        .disks("Nineveh", &[("Assyria", 3)])
        .game();
    assert!(!options(&g).contains(&Action::Play(card(92))));
}

// ---- #93 Rededication of the Temple ----

#[test]
fn card_093_rededication_a_lifts_the_card_that_makes_the_deity_inactive() {
    let mut g = full()
        .civ("Egypt", "Thebes", |c| {
            c.hand(&[93, 5]).deity(105, "Standing").inactive(90)
        })
        .disks("Thebes", &[("Egypt", 3)])
        .game();
    play(&mut g, 93);
    assert_eq!(g.state.civ(slot(&g, "Egypt")).deity_inactive_by, None);
    assert!(g.state.deck.discard.contains(&CardId(90)));
    assert!(q(&g).deity_active(slot(&g, "Egypt")));
    check(&g);
}

#[test]
fn card_093_rededication_b_re_establishes_a_destroyed_deity_for_free() {
    let mut g = full()
        .civ("Egypt", "Thebes", |c| {
            c.hand(&[93, 5]).deity(105, "Destroyed")
        })
        .disks("Thebes", &[("Egypt", 3)])
        .game();
    play(&mut g, 93);
    assert_eq!(
        block(&g, 105),
        BlockLoc::Temple {
            owner: slot(&g, "Egypt")
        }
    );
    assert_eq!(disks(&g, "Thebes", "Egypt"), 3, "no resource paid");
    check(&g);
}

#[test]
fn card_093_rededication_c_gives_one_vp_when_nothing_needs_restoring() {
    let mut g = full()
        .civ("Egypt", "Thebes", |c| {
            c.hand(&[93, 5]).deity(105, "Standing").vp(2)
        })
        .disks("Thebes", &[("Egypt", 3)])
        .game();
    play(&mut g, 93);
    assert_eq!(vp(&g, "Egypt"), 3);
}

// ---- #94 Hand Writing on the Wall ----

#[test]
fn card_094_hand_writing_on_the_wall_negates_a_card_as_it_is_played() {
    let mut g = full()
        .civ("Assyria", "Nineveh", |c| c.hand(&[80, 5]))
        .civ("Egypt", "Thebes", |c| c.hand(&[94]).deity(105, "Standing"))
        .disks("Nineveh", &[("Assyria", 3)])
        .disks("Thebes", &[("Egypt", 3)])
        .game();
    play(&mut g, 80);
    assert!(options(&g).contains(&Action::Negate(card(94))));
    answer(&mut g, Action::Negate(card(94)));
    assert_eq!(disks(&g, "Thebes", "Egypt"), 3);
    assert_eq!(disks(&g, "Thebes", "Barbarians"), 0);
    assert!(
        g.state.deck.discard.contains(&CardId(80)) && g.state.deck.discard.contains(&CardId(94))
    );
    check(&g);
}

#[test]
fn card_094_hand_writing_on_the_wall_is_a_religion_card_a_godless_people_cannot_use() {
    let mut g = full()
        .civ("Assyria", "Nineveh", |c| c.hand(&[80, 5]))
        .civ("Egypt", "Thebes", |c| c.hand(&[94]))
        .disks("Nineveh", &[("Assyria", 3)])
        .disks("Thebes", &[("Egypt", 3)])
        .game();
    play(&mut g, 80);
    // No negation window for Egypt: the Rebellion resolves (Egypt pays nothing: LoseDisk offered).
    assert!(!options(&g).contains(&Action::Negate(card(94))));
}

// ---- #95 Monotheism and the Deity swap (G13) ----

#[test]
fn card_095_monotheism_replaces_a_destroyed_deity_at_no_cost() {
    let mut g = full()
        .civ("Egypt", "Thebes", |c| {
            c.hand(&[95, 5]).deity(106, "Destroyed")
        })
        .disks("Thebes", &[("Egypt", 1), ("Barbarians", 2)])
        .game();
    assert!(options(&g).contains(&Action::Play(card(95))));
    play(&mut g, 95);
    let e = slot(&g, "Egypt");
    assert_eq!(g.state.civ(e).deity, Some(CardId(95)));
    assert_eq!(block(&g, 95), BlockLoc::Temple { owner: e });
    assert_eq!(
        block(&g, 106),
        BlockLoc::Available,
        "G13: the old Deity goes back to the array"
    );
    assert!(
        g.state.civ(e).table_card(CardId(95)).is_some(),
        "card #95 lies beside the display"
    );
    assert!(q(&g).may_play_religion(e));
    check(&g);
}

#[test]
fn card_095_monotheism_a_captured_old_deity_stays_with_its_captor() {
    let mut g = full()
        .civ("Egypt", "Thebes", |c| {
            c.hand(&[95, 5]).deity(106, "CapturedBy(\"Assyria\")")
        })
        .civ("Assyria", "Nineveh", |c| c.deity(104, "Standing"))
        .disks("Thebes", &[("Egypt", 2)])
        .disks("Nineveh", &[("Assyria", 3)])
        .game();
    play(&mut g, 95);
    let a = slot(&g, "Assyria");
    assert_eq!(block(&g, 106), BlockLoc::Orphaned { by: a });
    // The captor still scores it (1 own + 1 captured).
    assert_eq!(g.g().deity_vp(a), 2);
    check(&g);
}

#[test]
fn card_095_monotheism_discards_the_card_lying_on_an_inactive_deity() {
    let mut g = full()
        .civ("Egypt", "Thebes", |c| {
            c.hand(&[95, 5]).deity(106, "Standing").inactive(92)
        })
        .disks("Thebes", &[("Egypt", 2)])
        .game();
    play(&mut g, 95);
    assert_eq!(block(&g, 106), BlockLoc::Available);
    assert_eq!(g.state.civ(slot(&g, "Egypt")).deity_inactive_by, None);
    assert!(g.state.deck.discard.contains(&CardId(92)));
    check(&g);
}

#[test]
fn card_095_monotheism_is_unplayable_with_an_active_deity_or_no_disk_at_home() {
    let active = full()
        .civ("Egypt", "Thebes", |c| {
            c.hand(&[95, 5]).deity(106, "Standing")
        })
        .disks("Thebes", &[("Egypt", 2)])
        .game();
    assert!(!options(&active).contains(&Action::Play(card(95))));
    let away = full()
        .civ("Egypt", "Thebes", |c| {
            c.hand(&[95, 5]).deity(106, "Destroyed")
        })
        .disks("Abydos", &[("Egypt", 2)])
        .disks("Thebes", &[("Barbarians", 2)])
        .game();
    assert!(!options(&away).contains(&Action::Play(card(95))));
}

#[test]
fn card_095_monotheism_only_one_civilization_can_hold_the_block() {
    let g = full()
        .civ("Egypt", "Thebes", |c| {
            c.hand(&[95, 5]).deity(106, "Destroyed")
        })
        .civ("Israelite", "Judah", |c| c.deity(95, "Standing"))
        .disks("Thebes", &[("Egypt", 2)])
        .disks("Judah", &[("Israelite", 3)])
        .game();
    assert!(!options(&g).contains(&Action::Play(card(95))));
}

#[test]
fn monotheism_israelites_play_the_card_while_godless() {
    let mut g = full()
        .civ("Israelite", "Judah", |c| c.hand(&[95, 5]))
        .disks("Judah", &[("Israelite", 2)])
        .game();
    play(&mut g, 95);
    assert_eq!(g.state.civ(slot(&g, "Israelite")).deity, Some(CardId(95)));
    check(&g);
}

#[test]
fn monotheism_a_godless_people_other_than_the_israelites_cannot_adopt_it() {
    let g = full()
        .civ("Egypt", "Thebes", |c| c.hand(&[95, 5]))
        .disks("Thebes", &[("Egypt", 2)])
        .game();
    assert!(!options(&g).contains(&Action::Play(card(95))));
}

#[test]
fn monotheism_israelites_may_establish_it_for_five_resources_when_the_block_is_free() {
    let mut g = full()
        .civ("Israelite", "Judah", |c| c.mina(3).hand(&[5]))
        .disks("Judah", &[("Israelite", 3)])
        .disks("Tyre", &[("Israelite", 1)])
        .game();
    assert!(options(&g).contains(&Action::Establish(CardId(95))));
    answer(&mut g, Action::Establish(CardId(95)));
    remove_from(&mut g, "Tyre");
    remove_from(&mut g, "Judah");
    answers(&mut g, &[Action::PayMina, Action::PayMina, Action::PayMina]);
    let s = slot(&g, "Israelite");
    assert_eq!(g.state.civ(s).deity, Some(CardId(95)));
    assert_eq!(block(&g, 95), BlockLoc::Temple { owner: s });
    check(&g);
}

#[test]
fn monotheism_mt1_scores_its_vp_only_when_the_monotheist_controls_its_homeland() {
    let shared = full()
        .civ("Egypt", "Thebes", |c| c.deity(95, "Standing").hand(&[5]))
        .disks("Thebes", &[("Egypt", 3), ("Barbarians", 1)])
        .game();
    let alone = full()
        .civ("Egypt", "Thebes", |c| c.deity(95, "Standing").hand(&[5]))
        .disks("Thebes", &[("Egypt", 3)])
        .game();
    let mut shared = shared;
    let mut alone = alone;
    let e = slot(&alone, "Egypt");
    assert_eq!(shared.g().deity_vp(e), 0, "occupying is not enough");
    assert_eq!(alone.g().deity_vp(e), 1);
    // A polytheist occupying a shared Homeland still scores (RB).
    let mut poly = full()
        .civ("Egypt", "Thebes", |c| c.deity(104, "Standing").hand(&[5]))
        .disks("Thebes", &[("Egypt", 3), ("Barbarians", 1)])
        .game();
    assert_eq!(poly.g().deity_vp(e), 1);
}

#[test]
fn monotheism_mt2_a_monotheist_destroys_the_temple_it_would_capture_and_takes_one_mina() {
    let mut g = full()
        .civ("Egypt", "Thebes", |c| {
            c.deity(95, "Standing").vp(2).hand(&[5])
        })
        .civ("Assyria", "Nineveh", |c| c.deity(104, "Standing"))
        .disks("Thebes", &[("Egypt", 3)])
        .disks("Nineveh", &[("Egypt", 2)])
        .disks("Assur", &[("Assyria", 3)])
        .game();
    // The capture check of the end of a phase (RB Captured Deity).
    g.state.proc = None;
    g.g().capture_check(&mut Ctx::new(Vec::new()));
    let a = slot(&g, "Assyria");
    assert_eq!(block(&g, 104), BlockLoc::Destroyed { owner: a });
    assert_eq!(vp(&g, "Egypt"), 2, "no VP for a destroyed temple");
    assert_eq!(treasury(&g, "Egypt"), 1, "1 mina Loot");
    assert!(q(&g).captured_by(slot(&g, "Egypt")).is_empty());
}

#[test]
fn monotheism_mt2_converting_sends_the_temples_held_back_to_their_owners() {
    let mut g = full()
        .civ("Egypt", "Thebes", |c| {
            c.hand(&[95, 5]).deity(106, "Destroyed")
        })
        .civ("Assyria", "Nineveh", |c| {
            c.deity(104, "CapturedBy(\"Egypt\")")
        })
        .disks("Thebes", &[("Egypt", 2)])
        .disks("Nineveh", &[("Assyria", 3)])
        .game();
    play(&mut g, 95);
    assert_eq!(
        block(&g, 104),
        BlockLoc::Returned {
            owner: slot(&g, "Assyria")
        }
    );
    check(&g);
}

#[test]
fn monotheism_mt3_a_captured_block_still_scores_for_its_faithful_with_a_city_and_a_disk_at_home() {
    let mut g = full()
        .civ("Egypt", "Thebes", |c| {
            c.deity(95, "CapturedBy(\"Assyria\")").hand(&[5])
        })
        .civ("Assyria", "Nineveh", |c| c.deity(104, "Standing"))
        .disks("Thebes", &[("Egypt", 1), ("Assyria", 1)])
        .disks("Abydos", &[("Egypt", 3)])
        .disks("Nineveh", &[("Assyria", 3)])
        .game();
    let (e, a) = (slot(&g, "Egypt"), slot(&g, "Assyria"));
    assert_eq!(g.g().deity_vp(e), 1, "faith in exile");
    assert_eq!(g.g().deity_vp(a), 2, "the captor scores the block normally");
    // Without a City anywhere: nothing.
    let mut g2 = full()
        .civ("Egypt", "Thebes", |c| {
            c.deity(95, "CapturedBy(\"Assyria\")").hand(&[5])
        })
        .civ("Assyria", "Nineveh", |c| c.deity(104, "Standing"))
        .disks("Thebes", &[("Egypt", 1), ("Assyria", 1)])
        .disks("Nineveh", &[("Assyria", 3)])
        .game();
    assert_eq!(g2.g().deity_vp(e), 0);
}

#[test]
fn monotheism_mt4_counts_as_one_deity_for_the_epoch_scoring() {
    let mut g = full()
        .civ("Egypt", "Thebes", |c| c.deity(95, "Standing").hand(&[5]))
        .civ("Assyria", "Nineveh", |c| c)
        .disks("Thebes", &[("Egypt", 3)])
        .disks("Nineveh", &[("Assyria", 3)])
        .game();
    let e = slot(&g, "Egypt");
    assert_eq!(g.g().deity_count(e), 1);
}

#[test]
fn monotheism_g13_swapping_away_from_monotheism_discards_card_95_and_frees_the_block() {
    let mut g = full()
        .civ("Egypt", "Thebes", |c| c.deity(95, "Standing").hand(&[5]))
        .disks("Thebes", &[("Egypt", 3)])
        .game();
    let e = slot(&g, "Egypt");
    assert!(g.state.civ(e).table_card(CardId(95)).is_some());
    g.state.proc = None;
    let mut ctx = Ctx::new(Vec::new());
    g.g().swap_deity(&mut ctx, e, CardId(104));
    assert_eq!(block(&g, 95), BlockLoc::Available);
    assert_eq!(block(&g, 104), BlockLoc::Temple { owner: e });
    assert!(g.state.civ(e).table_card(CardId(95)).is_none());
    assert!(g.state.deck.discard.contains(&CardId(95)));
}

#[test]
fn monotheism_g13_an_orphaned_temple_may_be_returned_to_the_array_for_two_vp() {
    let mut g = full()
        .civ("Assyria", "Nineveh", |c| {
            c.deity(104, "Standing").hand(&[5])
        })
        .civ("Egypt", "Thebes", |c| {
            c.hand(&[95]).deity(106, "CapturedBy(\"Assyria\")")
        })
        .order(&["Egypt", "Assyria"])
        .disks("Thebes", &[("Egypt", 2)])
        .disks("Nineveh", &[("Assyria", 3)])
        .game();
    play(&mut g, 95);
    let a = slot(&g, "Assyria");
    assert!(card_action_of(&g, "Assyria"));
    assert!(options(&g).contains(&Action::OfferReturn(CardId(106))));
    answer(&mut g, Action::OfferReturn(CardId(106)));
    assert_eq!(block(&g, 106), BlockLoc::Available);
    assert_eq!(g.state.civ(a).vp, 2);
    assert_eq!(vp(&g, "Egypt"), 0, "the old owner loses nothing");
    check(&g);
}

#[test]
fn monotheism_gilgamesh_sends_card_95_to_the_discard_pile_and_frees_the_block() {
    let mut g = Pos::new("Full", "Reckoning(step: Gilgamesh(pos: 0))")
        .civ("Egypt", "Thebes", |c| c.deity(95, "Standing"))
        .civ("Assyria", "Nineveh", |c| c.vp(9))
        .disks("Thebes", &[("Egypt", 1)])
        .disks("Nineveh", &[("Assyria", 3)])
        .game();
    answer(&mut g, Action::Yes);
    assert_eq!(block(&g, 95), BlockLoc::Available);
    assert!(g.state.deck.discard.contains(&CardId(95)));
}
