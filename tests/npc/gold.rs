//! N1.7 Gold: protection, sacking, ownership.

use acme::games::acme::Action;
use acme::games::acme::state::Slot;

use crate::common::*;
use crate::support;

#[test]
fn n1_7_4_a_card_takes_at_most_one_disk_of_the_gold_owner() {
    let text = |with_gold: bool| {
        let t = ron(
            "Card(pos: 0)",
            &[
                civ("Hittite", "Hattusha", "npc: true, hand: [76]"),
                civ("Egypt", "Thebes", ""),
            ],
            &[
                area("Hattusha", &[("Hittite", 3)]),
                area("Thebes", &[("Egypt", 3)]),
            ],
            "",
        );
        game_with(&t, move |st, cat| {
            if with_gold {
                gold(st, cat, "Thebes", 1);
            }
        })
    };
    // Biblical Plague cuts a City to a single disk...
    let mut g = text(false);
    support::answer(&mut g, Action::Play(card(76)));
    drive_npcs(&mut g);
    assert_eq!(support::disks(&g, "Thebes", "Egypt"), 1);
    // ...but in a Gold area only one disk goes (N1.7.4, Famine & Pestilence example).
    let mut g = text(true);
    support::answer(&mut g, Action::Play(card(76)));
    drive_npcs(&mut g);
    assert_eq!(support::disks(&g, "Thebes", "Egypt"), 2);
}

#[test]
fn n1_7_5_an_npc_sacks_a_human_civilizations_gold_for_4_vp_and_1_mina() {
    let (g, events) = {
        let t = ron(
            "CompEnd",
            &[
                civ("Hittite", "Hattusha", "npc: true"),
                civ("Egypt", "Thebes", ""),
            ],
            &[
                area("Hattusha", &[("Hittite", 3)]),
                area("Thebes", &[("Hittite", 3)]),
                area("Memphis", &[("Egypt", 3)]),
            ],
            "",
        );
        let pos = acme::games::acme::record::parse_position(&t).unwrap();
        let cat = acme::games::acme::data::builtin();
        let mut st = pos.to_state(&cat).unwrap();
        gold(&mut st, &cat, "Thebes", 1);
        acme::games::acme::Game::from_state(cat, st)
    };
    assert!(
        g.state.areas.iter().all(|a| a.gold.is_none()),
        "the Gold disk is removed for good"
    );
    let vp: i32 = events
        .iter()
        .filter_map(|e| {
            if let acme::games::acme::Event::Vp {
                slot: Slot(0),
                delta,
            } = e
            {
                Some(*delta as i32)
            } else {
                None
            }
        })
        .next()
        .unwrap_or(0);
    assert_eq!(vp, 4, "4 VP of Gold loot");
    let mina: i32 = events
        .iter()
        .filter_map(|e| {
            if let acme::games::acme::Event::Mina {
                slot: Slot(0),
                delta,
            } = e
            {
                Some(*delta as i32)
            } else {
                None
            }
        })
        .next()
        .unwrap_or(0);
    assert_eq!(mina, 1, "1 mina of Gold loot");
}

#[test]
fn n1_7_3_and_n1_7_7_npc_gold_taken_by_a_human_changes_owner_and_is_not_sacked() {
    let t = ron(
        "CompEnd",
        &[
            civ("Hittite", "Hattusha", "npc: true"),
            civ("Egypt", "Thebes", ""),
        ],
        &[
            area("Hattusha", &[("Hittite", 3)]),
            area("Kaska", &[("Egypt", 3)]),
            area("Thebes", &[("Egypt", 3)]),
        ],
        "",
    );
    let g = game_with(&t, |st, cat| gold(st, cat, "Kaska", 0));
    let kaska = support::area(&g, "Kaska");
    assert_eq!(
        g.state.areas[kaska.0 as usize].gold,
        Some(Slot(1)),
        "Egypt owns it now"
    );
    assert_eq!(
        g.state.areas.iter().filter(|a| a.gold.is_some()).count(),
        1,
        "not sacked"
    );
}
