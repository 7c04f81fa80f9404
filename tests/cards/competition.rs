//! Competition cards: the Great Person ones (#14-#22) and the regular ones (#31-#41), played from
//! positions at the start of the Competition Phase. Sumer fights Barbarians in the Western Desert,
//! the last competition in north-east to south-west order; its commitment there is the checkpoint
//! at which the earlier competitions are over.

use acme::games::acme::catalog::CardId;
use acme::games::acme::{Action, Ask, Event, Faction, Game};

use super::a_support::*;
use crate::support::*;

fn comp(egypt: &str, babylon: &str, areas: &str) -> String {
    comp_with(egypt, babylon, areas, 34)
}

/// The same with another Competition card for Sumer's checkpoint.
fn comp_with(egypt: &str, babylon: &str, areas: &str, sentinel: u8) -> String {
    format!(
        r#"(
    config: "Full",
    flow: CompStart,
    civs: [
        (civ: "Egypt", color: Red, homeland: "Thebes", {egypt}),
        (civ: "Babylon", color: Blue, homeland: "Babylon", {babylon}),
        (civ: "Sumer", color: Green, homeland: "Sumer", hand: [{sentinel}]),
    ],
    order: ["Egypt", "Babylon", "Sumer"],
    areas: [
        (area: "Babylon", disks: [("Babylon", 1)]),
        (area: "Sumer", disks: [("Sumer", 1)]),
        (area: "Western Desert", disks: [("Sumer", 2), ("Barbarians", 1)]),
        {areas}
    ],
)"#
    )
}

/// Play every remaining decision in the usual way until Sumer commits in the Western Desert.
fn to_sentinel(g: &mut Game) {
    let sumer = slot(g, "Sumer");
    let wd = area(g, "Western Desert");
    skip_until(g, |d| {
        d.who == sumer && matches!(d.ask, Ask::Commit { area } if area == wd)
    });
}

/// Commit a card (when it was the civilization's last option, the commitment ends by itself and
/// the events run on to the next decision).
fn commit(g: &mut Game, civ: &str, id: u8) -> Vec<Event> {
    assert!(
        asks(g, civ, |a| matches!(a, Ask::Commit { .. })),
        "{civ} should be committing: {:?}",
        pending(g)
    );
    answer(g, Action::Play(CardId(id)))
}

/// Events up to the first removal round in an area.
fn before_round(events: &[Event], a: acme::games::acme::catalog::AreaId) -> Vec<Event> {
    events
        .iter()
        .take_while(|e| !matches!(e, Event::CompetitionRound { area, .. } if *area == a))
        .cloned()
        .collect()
}

fn removed(events: &[Event], f: Faction, a: acme::games::acme::catalog::AreaId) -> u8 {
    events
        .iter()
        .map(|e| {
            if let Event::Removed { faction, area, n } = e
                && *faction == f
                && *area == a
            {
                *n
            } else {
                0
            }
        })
        .sum()
}

// ---- #14 Great Captain ----

#[test]
fn card_014_great_captain_is_committed_by_a_non_participant_and_its_client_pays_the_fee() {
    let ron = comp(
        "treasury: 1",
        "",
        r#"(area: "Amarna", disks: [("Egypt", 2), ("Babylon", 2)]),"#,
    )
    .replace("hand: [34]", "hand: [14, 34]");
    let mut g = game_at(&ron);
    // Egypt and Babylon have nothing to commit; Sumer is outside the competition.
    assert!(asks(
        &g,
        "Sumer",
        |a| matches!(a, Ask::Commit { area } if *area == area_id(&g, "Amarna"))
    ));
    answer(&mut g, Action::Play(CardId(14)));
    answer_civ(&mut g, "Egypt");
    to_sentinel(&mut g);
    // Without the Ally, 2 against 2 ends 1 against 1.
    assert_eq!(disks(&g, "Amarna", "Egypt"), 2);
    assert_eq!(disks(&g, "Amarna", "Babylon"), 0);
    assert_eq!(treasury(&g, "Egypt"), 0);
    assert_eq!(treasury(&g, "Sumer"), 1);
}

fn area_id(g: &Game, name: &str) -> acme::games::acme::catalog::AreaId {
    area(g, name)
}

// ---- #15 Mercenary General ----

#[test]
fn card_015_mercenary_general_turns_each_mina_into_two_allies() {
    let mut g = game_at(&comp(
        "hand: [15], treasury: 2",
        "",
        r#"(area: "Amarna", disks: [("Egypt", 2), ("Babylon", 3)]),"#,
    ));
    commit(&mut g, "Egypt", 15);
    assert_eq!(options(&g), vec![Action::Number(1), Action::Number(2)]);
    let ev = answer(&mut g, Action::Number(2));
    let amarna = area(&g, "Amarna");
    assert!(
        before_round(&ev, amarna)
            .iter()
            .any(|e| matches!(e, Event::Allies { delta: 4, .. }))
    );
    to_sentinel(&mut g);
    assert_eq!(treasury(&g, "Egypt"), 0);
    assert_eq!(disks(&g, "Amarna", "Egypt"), 2);
    assert_eq!(disks(&g, "Amarna", "Babylon"), 0);
    assert_eq!(
        vp(&g, "Egypt"),
        1,
        "three Babylonian disks fell: Egypt sacks Amarna"
    );
}

// ---- #16 Soothsayer ----

#[test]
fn card_016_soothsayer_strikes_a_city_in_a_competition_still_to_come() {
    let areas = r#"
        (area: "Amarna", disks: [("Egypt", 2), ("Babylon", 1)]),
        (area: "Abydos", disks: [("Egypt", 1), ("Babylon", 3)]),"#;
    let mut g = game_at(&comp("hand: [16]", "", areas));
    let ev = commit(&mut g, "Egypt", 16);
    let abydos = area(&g, "Abydos");
    let b = faction(&g, "Babylon");
    let amarna = area(&g, "Amarna");
    assert_eq!(
        removed(&before_round(&ev, amarna), b, abydos),
        1,
        "the Abydos City loses a disk before Amarna's rounds"
    );
    to_sentinel(&mut g);
    assert_eq!(disks(&g, "Abydos", "Babylon"), 2);
}

// ---- #17 Siege Master ----

#[test]
fn card_017_siege_master_loss_admits_only_master_armorer() {
    let mut g = game_at(&comp(
        "hand: [17]",
        "treasury: 2, hand: [52], table: [(20, 4), (19, 3)]",
        r#"(area: "Amarna", disks: [("Egypt", 2), ("Babylon", 3)], stronghold: Some("Babylon")),"#,
    ));
    commit(&mut g, "Egypt", 17);
    assert!(asks(&g, "Babylon", |a| matches!(a, Ask::Loss { .. })));
    assert_eq!(
        options(&g),
        vec![Action::LoseDisk, Action::UseInvestment(CardId(20))]
    );
    answer(&mut g, Action::LoseDisk);
    assert_eq!(disks(&g, "Amarna", "Babylon"), 2);
}

// ---- #18 Breeder of Stallions ----

#[test]
fn card_018_breeder_of_stallions_disks_become_allies_at_step_one() {
    let mut g = game_at(&comp(
        "table: [(18, 4)], hand: [33]",
        "",
        r#"(area: "Amarna", disks: [("Egypt", 2), ("Babylon", 3)]),"#,
    ));
    assert_eq!(
        options(&g),
        vec![
            Action::Play(CardId(33)),
            Action::UseInvestment(CardId(18)),
            Action::Done
        ]
    );
    answer(&mut g, Action::UseInvestment(CardId(18)));
    answer(&mut g, Action::Number(2));
    assert_eq!(allies(&g, "Amarna", "Egypt"), 2);
    assert_eq!(invested(&g, "Egypt", 18), Some(2));
    assert_eq!(
        options(&g),
        vec![Action::Play(CardId(33)), Action::Done],
        "once per competition"
    );
    answer(&mut g, Action::Done);
    to_sentinel(&mut g);
    assert_eq!(disks(&g, "Amarna", "Egypt"), 2);
    assert_eq!(disks(&g, "Amarna", "Babylon"), 0);
}

#[test]
fn card_018_breeder_of_stallions_played_at_step_one_is_put_face_up_and_usable_at_once() {
    let mut g = game_at(&comp(
        "hand: [18, 33]",
        "",
        r#"(area: "Amarna", disks: [("Egypt", 2), ("Babylon", 3)]),"#,
    ));
    commit(&mut g, "Egypt", 18);
    assert_eq!(invested(&g, "Egypt", 18), Some(4));
    answer(&mut g, Action::UseInvestment(CardId(18)));
    answer(&mut g, Action::Number(4));
    assert_eq!(
        options(&g),
        vec![Action::Play(CardId(33)), Action::Done],
        "used once in this competition"
    );
    assert_eq!(allies(&g, "Amarna", "Egypt"), 4);
    assert_eq!(invested(&g, "Egypt", 18), None);
    assert!(discarded(&g, 18));
}

#[test]
fn card_018_breeder_of_stallions_is_an_investment_in_the_card_phase() {
    let ron = r#"(
    config: "Full",
    flow: Card(pos: 0),
    civs: [
        (civ: "Egypt", color: Red, homeland: "Thebes", hand: [18, 20]),
        (civ: "Babylon", color: Blue, homeland: "Babylon"),
    ],
    order: ["Egypt", "Babylon"],
    areas: [(area: "Thebes", disks: [("Egypt", 2)])],
)"#;
    let mut g = game_at(ron);
    play(&mut g, 18);
    assert_eq!(invested(&g, "Egypt", 18), Some(4));
    play(&mut g, 20);
    assert_eq!(invested(&g, "Egypt", 20), Some(4));
}

// ---- #19 Giver of Laws (against Competition cards) ----

#[test]
fn card_019_giver_of_laws_keeps_a_disk_against_an_opposing_competition_card() {
    let mut g = game_at(&comp(
        "table: [(19, 3)]",
        "hand: [36]",
        r#"(area: "Amarna", disks: [("Egypt", 2), ("Babylon", 3)]),"#,
    ));
    commit(&mut g, "Babylon", 36);
    // Two disks would cancel the whole card; Egypt declines and keeps disks one at a time.
    assert!(asks(&g, "Egypt", |a| matches!(
        a,
        Ask::UseInvestment { .. }
    )));
    answer(&mut g, Action::No);
    assert!(asks(&g, "Egypt", |a| matches!(a, Ask::Loss { .. })));
    let ev = answer(&mut g, Action::UseInvestment(CardId(19)));
    assert!(
        ev.iter()
            .any(|e| matches!(e, Event::LossPaid { with, .. } if with.contains("Giver of Laws")))
    );
    assert_eq!(disks(&g, "Amarna", "Egypt"), 2);
    assert_eq!(invested(&g, "Egypt", 19), Some(2));
}

#[test]
fn card_019_giver_of_laws_two_disks_cancel_an_opposing_competition_card() {
    let mut g = game_at(&comp(
        "table: [(19, 3)]",
        "hand: [36]",
        r#"(area: "Amarna", disks: [("Egypt", 2), ("Babylon", 3)]),"#,
    ));
    commit(&mut g, "Babylon", 36);
    let ev = answer(&mut g, Action::Yes);
    let amarna = area(&g, "Amarna");
    let e = faction(&g, "Egypt");
    assert_eq!(
        removed(&before_round(&ev, amarna), e, amarna),
        0,
        "Improved Bow has no effect on Egypt"
    );
    assert_eq!(invested(&g, "Egypt", 19), Some(1));
}

// ---- #20 Master Armorer ----

/// Card face (PB example): "return one or more disks to supply in lieu of losing disks in that
/// competition (but no more than twice for the same area)". Improved Bow's two arrows are one
/// loss of two disks: one call returns two Master Armorer disks. A second call saves a disk of the
/// first removal round; a third call is refused.
#[test]
fn card_020_master_armorer_one_call_answers_a_multi_disk_loss_at_most_two_calls_per_area() {
    let mut g = game_at(&comp(
        "table: [(20, 4)]",
        "hand: [36]",
        r#"(area: "Amarna", disks: [("Egypt", 2), ("Babylon", 4)]),"#,
    ));
    commit(&mut g, "Babylon", 36);
    // Arrow 1: the first call.
    answer(&mut g, Action::UseInvestment(CardId(20)));
    // Arrow 2: a second disk of the same call.
    assert!(
        options(&g).contains(&Action::UseInvestment(CardId(20))),
        "{:?}",
        pending(&g)
    );
    answer(&mut g, Action::UseInvestment(CardId(20)));
    assert_eq!(disks(&g, "Amarna", "Egypt"), 2);
    assert_eq!(invested(&g, "Egypt", 20), Some(2));
    // Removal round 1 (Egypt is weaker): the second call.
    assert!(
        asks(&g, "Egypt", |a| matches!(a, Ask::Loss { .. }))
            && options(&g).contains(&Action::UseInvestment(CardId(20))),
        "a second call: {:?}",
        pending(&g)
    );
    answer(&mut g, Action::UseInvestment(CardId(20)));
    assert_eq!(invested(&g, "Egypt", 20), Some(1));
    // Rounds 2 and 3 cost Egypt both disks: no third call in Amarna.
    assert!(
        asks(&g, "Sumer", |a| matches!(a, Ask::Commit { .. })),
        "no further Master Armorer offer: {:?}",
        pending(&g)
    );
    assert_eq!(disks(&g, "Amarna", "Egypt"), 0);
    assert_eq!(invested(&g, "Egypt", 20), Some(1));
}

// ---- #21 Warrior King ----

#[test]
fn card_021_warrior_king_adds_two_allies_and_one_more_per_other_source() {
    let ron = comp(
        "hand: [21, 31], deity: Some((106, Standing))",
        "treasury: 1",
        r#"(area: "Thebes", disks: [("Egypt", 1)]), (area: "Amarna", disks: [("Egypt", 2), ("Babylon", 3)]),"#,
    );
    let mut g = game_at(&ron);
    answer(&mut g, Action::Establish(CardId(106)));
    commit(&mut g, "Egypt", 31);
    commit(&mut g, "Egypt", 21);
    // God of War 2 + Armored Infantry 1 + Warrior King 2 + 1 per other source (2).
    assert!(asks(&g, "Babylon", |a| matches!(a, Ask::Loss { .. })));
    assert_eq!(allies(&g, "Amarna", "Egypt"), 7);
}

// ---- #22 Traitor ----

#[test]
fn card_022_traitor_removes_every_disk_of_the_victim_without_offset_and_sacks() {
    let mut g = game_at(&comp(
        "hand: [22]",
        "treasury: 2, hand: [52]",
        r#"(area: "Amarna", disks: [("Egypt", 1), ("Babylon", 3)]),"#,
    ));
    assert!(asks(&g, "Egypt", |a| matches!(a, Ask::Traitor)));
    answer_area(&mut g, "Amarna");
    assert!(matches!(ask(&g), Ask::Loot { .. }));
    answer(&mut g, Action::TakeMina);
    to_sentinel(&mut g);
    assert_eq!(disks(&g, "Amarna", "Babylon"), 0);
    assert_eq!(treasury(&g, "Babylon"), 2);
    assert_eq!(hand(&g, "Babylon"), vec![52]);
    assert_eq!(vp(&g, "Egypt"), 1);
    assert_eq!(g.state.civ(slot(&g, "Egypt")).loot, 1);
}

// ---- #31 Armored Infantry ----

#[test]
fn card_031_armored_infantry_adds_an_ally_in_every_later_competition_of_the_phase() {
    let areas = r#"
        (area: "Amarna", disks: [("Egypt", 2), ("Babylon", 2)]),
        (area: "Thebes", disks: [("Egypt", 2), ("Babylon", 2)]),"#;
    let mut g = game_at(&comp("hand: [31]", "", areas));
    commit(&mut g, "Egypt", 31);
    to_sentinel(&mut g);
    // Without the Ally each competition would end 1 against 1.
    assert_eq!(
        (disks(&g, "Amarna", "Egypt"), disks(&g, "Amarna", "Babylon")),
        (2, 0)
    );
    assert_eq!(
        (disks(&g, "Thebes", "Egypt"), disks(&g, "Thebes", "Babylon")),
        (2, 0)
    );
}

// ---- #32 Siege ----

#[test]
fn card_032_siege_removes_the_stronghold_and_bars_mina_against_losses() {
    let mut g = game_at(&comp(
        "hand: [32]",
        "treasury: 3",
        r#"(area: "Amarna", disks: [("Egypt", 2), ("Babylon", 2)], stronghold: Some("Babylon")),"#,
    ));
    commit(&mut g, "Egypt", 32);
    // Babylon's losses are never offered a mina: the competition runs to its end.
    assert!(
        asks(&g, "Sumer", |a| matches!(a, Ask::Commit { .. })),
        "{:?}",
        pending(&g)
    );
    assert_eq!(g.state.area(area(&g, "Amarna")).stronghold, None);
    assert_eq!(treasury(&g, "Babylon"), 3);
    assert_eq!(disks(&g, "Amarna", "Babylon"), 1);
}

// ---- #33 Light Chariots ----

#[test]
fn card_033_light_chariots_add_one_own_disk() {
    let mut g = game_at(&comp(
        "hand: [33]",
        "",
        r#"(area: "Amarna", disks: [("Egypt", 2), ("Babylon", 2)]),"#,
    ));
    commit(&mut g, "Egypt", 33);
    to_sentinel(&mut g);
    assert_eq!(
        (disks(&g, "Amarna", "Egypt"), disks(&g, "Amarna", "Babylon")),
        (2, 0)
    );
}

// ---- #34 Shield Bearers ----

#[test]
fn card_034_shield_bearers_cancel_the_announced_loss_and_the_next() {
    let mut g = game_at(&comp_with(
        "hand: [34]",
        "",
        r#"(area: "Amarna", disks: [("Egypt", 2), ("Babylon", 3)]),"#,
        31,
    ));
    commit(&mut g, "Egypt", 34);
    assert!(asks(&g, "Egypt", |a| matches!(a, Ask::Loss { .. })));
    answer(&mut g, Action::UseInvestment(CardId(34)));
    to_sentinel(&mut g);
    assert_eq!(
        (disks(&g, "Amarna", "Egypt"), disks(&g, "Amarna", "Babylon")),
        (2, 0)
    );
}

#[test]
fn card_034_shield_bearers_second_cancellation_covers_a_card_loss() {
    let mut g = game_at(&comp_with(
        "hand: [34]",
        "hand: [36]",
        r#"(area: "Amarna", disks: [("Egypt", 3), ("Babylon", 3)]),"#,
        31,
    ));
    commit(&mut g, "Egypt", 34);
    commit(&mut g, "Babylon", 36);
    assert!(asks(&g, "Egypt", |a| matches!(a, Ask::Loss { .. })));
    let ev = answer(&mut g, Action::UseInvestment(CardId(34)));
    let amarna = area(&g, "Amarna");
    let e = faction(&g, "Egypt");
    assert_eq!(
        removed(&before_round(&ev, amarna), e, amarna),
        0,
        "both arrows are stopped"
    );
}

// ---- #35 Blockade ----

#[test]
fn card_035_blockade_bars_mina_and_cards_against_losses_at_sea() {
    let mut g = game_at(&comp(
        "hand: [35]",
        "treasury: 2, hand: [52]",
        r#"(area: "Sinai Sea", disks: [("Egypt", 2), ("Babylon", 2)]),"#,
    ));
    commit(&mut g, "Egypt", 35);
    assert!(
        asks(&g, "Sumer", |a| matches!(a, Ask::Commit { .. })),
        "{:?}",
        pending(&g)
    );
    assert_eq!(treasury(&g, "Babylon"), 2);
    assert_eq!(hand(&g, "Babylon"), vec![52]);
}

#[test]
fn card_035_blockade_is_only_for_sea_competitions() {
    let g = game_at(&comp(
        "hand: [35, 33]",
        "",
        r#"(area: "Amarna", disks: [("Egypt", 2), ("Babylon", 2)]),"#,
    ));
    assert!(!options(&g).contains(&Action::Play(CardId(35))));
    assert!(options(&g).contains(&Action::Play(CardId(33))));
}

// ---- #36 Improved Bow ----

#[test]
fn card_036_improved_bow_removes_two_opposing_disks_of_the_players_choice() {
    let mut g = game_at(&comp(
        "hand: [36]",
        "",
        r#"(area: "Amarna", disks: [("Egypt", 2), ("Babylon", 2)], allies: [("Babylon", 1)]),"#,
    ));
    commit(&mut g, "Egypt", 36);
    assert!(matches!(ask(&g), Ask::CardOption { .. }));
    answer(&mut g, Action::Option(0));
    assert_eq!(disks(&g, "Amarna", "Babylon"), 1);
    answer(&mut g, Action::Option(1));
    to_sentinel(&mut g);
    assert_eq!(
        (disks(&g, "Amarna", "Egypt"), disks(&g, "Amarna", "Babylon")),
        (2, 0)
    );
}

// ---- #37 Forced March ----

#[test]
fn card_037_forced_march_brings_up_to_three_disks_from_adjacent_areas_not_yet_resolved_ones() {
    let areas = r#"
        (area: "Amarna", disks: [("Egypt", 1), ("Babylon", 2)]),
        (area: "Memphis", disks: [("Egypt", 3)]),
        (area: "Thebes", disks: [("Egypt", 2)]),
        (area: "Abydos", disks: [("Egypt", 2), ("Babylon", 1)]),"#;
    let mut g = game_at(&comp("hand: [37]", "", areas));
    commit(&mut g, "Egypt", 37);
    let opts = options(&g);
    assert!(
        opts.contains(&area_action(&g, "Memphis")) && opts.contains(&area_action(&g, "Thebes"))
    );
    assert!(
        !opts.contains(&area_action(&g, "Abydos")),
        "Abydos is still to be resolved"
    );
    answer_area(&mut g, "Memphis");
    answer_area(&mut g, "Memphis");
    assert!(
        !options(&g).contains(&area_action(&g, "Memphis")),
        "each source keeps a disk"
    );
    answer_area(&mut g, "Thebes");
    assert_eq!(disks(&g, "Memphis", "Egypt"), 1);
    assert_eq!(disks(&g, "Thebes", "Egypt"), 1);
    to_sentinel(&mut g);
    assert_eq!(disks(&g, "Amarna", "Babylon"), 0);
}

// ---- #38 Camel Raiders ----

#[test]
fn card_038_camel_raiders_replace_opposing_disks_next_to_the_desert_unless_kept() {
    let mut g = game_at(&comp(
        "hand: [38]",
        "treasury: 1",
        r#"(area: "Amarna", disks: [("Egypt", 2), ("Babylon", 3)]),"#,
    ));
    commit(&mut g, "Egypt", 38);
    answer_civ(&mut g, "Babylon");
    answer(&mut g, Action::PayMina);
    assert_eq!(
        (disks(&g, "Amarna", "Egypt"), disks(&g, "Amarna", "Babylon")),
        (2, 3),
        "a kept disk is not replaced"
    );
    let ev = answer_civ(&mut g, "Babylon");
    let amarna = area(&g, "Amarna");
    let pre = before_round(&ev, amarna);
    assert!(pre.iter().any(|e| matches!(e, Event::Placed { faction, area, n: 1 } if *faction == slot(&g, "Egypt").faction() && *area == amarna)));
}

#[test]
fn card_038_camel_raiders_need_a_desert_nearby() {
    let g = game_at(
        &comp(
            "hand: [38, 33]",
            "",
            r#"(area: "Sumer", disks: [("Egypt", 2), ("Sumer", 2)]),"#,
        )
        .replace(r#"(area: "Sumer", disks: [("Sumer", 1)]),"#, ""),
    );
    assert!(asks(&g, "Egypt", |a| matches!(a, Ask::Commit { .. })));
    assert!(!options(&g).contains(&Action::Play(CardId(38))));
}

// ---- #39 Slingers ----

#[test]
fn card_039_slingers_hit_every_opposing_faction_allies_first() {
    let mut g = game_at(&comp(
        "hand: [39]",
        "",
        r#"(area: "Amarna", disks: [("Egypt", 2), ("Babylon", 2), ("Barbarians", 2)], allies: [("Babylon", 1)]),"#,
    ));
    let ev = commit(&mut g, "Egypt", 39);
    let amarna = area(&g, "Amarna");
    let pre = before_round(&ev, amarna);
    assert_eq!(removed(&pre, Faction::BARBARIANS, amarna), 1);
    assert_eq!(removed(&pre, faction(&g, "Babylon"), amarna), 0);
    assert!(
        pre.iter()
            .any(|e| matches!(e, Event::Allies { delta: -1, .. }))
    );
    assert_eq!(removed(&pre, faction(&g, "Egypt"), amarna), 0);
}

// ---- #40 Mercenaries Desert ----

#[test]
fn card_040_mercenaries_desert_buy_allies_and_disks_one_per_mina_kept_disks_stay() {
    let mut g = game_at(&comp(
        "hand: [40], treasury: 2",
        "treasury: 1",
        r#"(area: "Amarna", disks: [("Egypt", 2), ("Babylon", 3)], allies: [("Babylon", 1)]),"#,
    ));
    commit(&mut g, "Egypt", 40);
    answer(&mut g, Action::Number(2));
    // The Ally deserts first and is replaced; then Babylon keeps its disk with a mina.
    assert_eq!(disks(&g, "Amarna", "Egypt"), 3);
    let ev = answer(&mut g, Action::PayMina);
    let amarna = area(&g, "Amarna");
    assert!(
        !before_round(&ev, amarna)
            .iter()
            .any(|e| matches!(e, Event::Placed { .. }))
    );
    assert_eq!(treasury(&g, "Egypt"), 0);
}

// ---- #41 Eagles of the Sea ----

#[test]
fn card_041_eagles_of_the_sea_add_two_allies_and_strike_at_sea() {
    let mut g = game_at(&comp(
        "hand: [41]",
        "",
        r#"(area: "Sinai Sea", disks: [("Egypt", 2), ("Babylon", 2)]),"#,
    ));
    let ev = commit(&mut g, "Egypt", 41);
    let sea = area(&g, "Sinai Sea");
    let pre = before_round(&ev, sea);
    assert!(
        pre.iter()
            .any(|e| matches!(e, Event::Allies { delta: 2, .. }))
    );
    assert_eq!(removed(&pre, faction(&g, "Babylon"), sea), 1);
}

#[test]
fn card_041_eagles_of_the_sea_on_land_need_a_disk_in_an_adjacent_sea() {
    let g = game_at(&comp(
        "hand: [41, 33]",
        "",
        r#"(area: "Nile Delta", disks: [("Egypt", 2), ("Babylon", 2)]),"#,
    ));
    assert!(!options(&g).contains(&Action::Play(CardId(41))));
    let g = game_at(&comp(
        "hand: [41]",
        "",
        r#"(area: "Nile Delta", disks: [("Egypt", 2), ("Babylon", 2)]), (area: "Reed Sea", disks: [("Egypt", 1)]),"#,
    ));
    assert!(options(&g).contains(&Action::Play(CardId(41))));
}
