//! N1.3 hostility and the Primary Enemy; X2.4 Reckoning hostility checks; N1.10.3 VP bonus.

use acme::games::acme::npc::{B, hostility};
use acme::games::acme::state::Slot;
use acme::games::acme::{Action, Ask, Faction, Game};

use crate::common::*;
use crate::support;

#[test]
fn n1_3_3a_a_card_that_costs_the_npc_disks_makes_it_hostile() {
    let mut g = game(&ron(
        "Card(pos: 0)",
        &[
            civ("Egypt", "Thebes", "hand: [80]"),
            civ("Hittite", "Hattusha", "npc: true"),
        ],
        &[
            area("Thebes", &[("Egypt", 3)]),
            area("Hattusha", &[("Hittite", 3)]),
            area("Kaska", &[("Hittite", 2)]),
        ],
        "",
    ));
    assert!(!g.state.npc.hostile(Slot(1), Slot(0)));
    support::answer(&mut g, Action::Play(card(80)));
    let kaska = support::area_action(&g, "Kaska");
    support::answer(&mut g, kaska);
    drive_npcs(&mut g);
    assert!(
        g.state.npc.hostile(Slot(1), Slot(0)),
        "Rebellion in Kaska makes the Hittites hostile to Egypt"
    );
    assert!(!g.state.npc.hostile(Slot(1), Slot(1)));
}

#[test]
fn n1_3_3b_contesting_its_area_makes_the_npc_hostile() {
    let mut g = game(&ron(
        "Growth(pos: 0, step: DeployStart)",
        &[
            civ("Egypt", "Thebes", "growth: 2"),
            civ("Hittite", "Hattusha", "npc: true"),
        ],
        &[
            area("Thebes", &[("Egypt", 3)]),
            area("Zab", &[("Egypt", 2)]),
            area("Hattusha", &[("Hittite", 3)]),
            area("Kaska", &[("Hittite", 2)]),
        ],
        "",
    ));
    let kaska = support::area_action(&g, "Kaska");
    support::answer(&mut g, kaska);
    assert!(
        g.state.npc.hostile(Slot(1), Slot(0)),
        "Egypt's disk made Kaska Contested"
    );
}

#[test]
fn n1_3_2_barbarians_are_always_enemies() {
    let g = game(&ron(
        "Card(pos: 0)",
        &[
            civ("Hittite", "Hattusha", "npc: true, hand: [43]"),
            civ("Egypt", "Thebes", ""),
        ],
        &[
            area("Hattusha", &[("Hittite", 3)]),
            area("Thebes", &[("Egypt", 3)]),
        ],
        "",
    ));
    let b = B::new(&g.catalog, &g.state, Slot(0));
    assert!(b.is_enemy(Faction::BARBARIANS));
    assert!(!b.is_enemy(Slot(1).faction()));
    assert!(!b.hostile_to_any());
}

/// The Hittite NPC hostile to Egypt (1) and Babylon (2).
fn two_enemies(
    areas: &[String],
    egypt: &str,
    babylon: &str,
    f: impl FnOnce(&mut acme::games::acme::state::State, &acme::games::acme::catalog::Catalog),
) -> Game {
    let mut all = vec![
        area("Thebes", &[("Egypt", 3)]),
        area("Babylon", &[("Babylon", 3)]),
    ];
    all.extend(areas.iter().cloned());
    game_with(
        &ron(
            "Card(pos: 0)",
            &[
                civ("Hittite", "Hattusha", "npc: true, hand: [43]"),
                civ("Egypt", "Thebes", egypt),
                civ("Babylon", "Babylon", babylon),
            ],
            &all,
            "",
        ),
        |st, cat| {
            hostile(st, 0, 1);
            hostile(st, 0, 2);
            f(st, cat)
        },
    )
}

fn primary_of(g: &Game) -> Slot {
    let b = B::new(&g.catalog, &g.state, Slot(0));
    hostility::primary_candidates(&b, &[Slot(1), Slot(2)])[0]
}

#[test]
fn n1_3_8_primary_enemy_priority_criteria() {
    // 1. Most disks in its Homeland.
    let g = two_enemies(
        &[area("Hattusha", &[("Hittite", 3), ("Babylon", 1)])],
        "vp: 9",
        "",
        |_, _| {},
    );
    assert_eq!(primary_of(&g), Slot(2));
    // 2. Most disks in its Gold areas.
    let g = two_enemies(
        &[
            area("Hattusha", &[("Hittite", 3)]),
            area("Kaska", &[("Hittite", 2), ("Babylon", 1)]),
        ],
        "vp: 9",
        "",
        |st, cat| gold(st, cat, "Kaska", 0),
    );
    assert_eq!(primary_of(&g), Slot(2));
    // 3. Most disks in its Cities.
    let g = two_enemies(
        &[
            area("Hattusha", &[("Hittite", 3)]),
            area("Zab", &[("Hittite", 3), ("Babylon", 1)]),
        ],
        "vp: 9",
        "",
        |_, _| {},
    );
    assert_eq!(primary_of(&g), Slot(2));
    // 4. Most disks next to its Homeland.
    let g = two_enemies(
        &[
            area("Hattusha", &[("Hittite", 3)]),
            area("Pala", &[("Babylon", 1)]),
        ],
        "vp: 9",
        "",
        |_, _| {},
    );
    assert_eq!(primary_of(&g), Slot(2));
    // 5. Most VP.
    let g = two_enemies(
        &[area("Hattusha", &[("Hittite", 3)])],
        "vp: 2",
        "vp: 7",
        |_, _| {},
    );
    assert_eq!(primary_of(&g), Slot(2));
    // 6. Most Cities.
    let g = two_enemies(
        &[
            area("Hattusha", &[("Hittite", 3)]),
            area("Sumer", &[("Babylon", 3)]),
        ],
        "",
        "",
        |_, _| {},
    );
    assert_eq!(primary_of(&g), Slot(2));
    // 7. Most disks on the map.
    let g = two_enemies(
        &[
            area("Hattusha", &[("Hittite", 3)]),
            area("Sumer", &[("Babylon", 2)]),
        ],
        "",
        "",
        |_, _| {},
    );
    assert_eq!(primary_of(&g), Slot(2));
}

#[test]
fn n1_3_6_a_single_enemy_is_the_primary_enemy_and_n1_3_5_action_order() {
    let g = game_with(
        &ron(
            "Card(pos: 0)",
            &[
                civ("Hittite", "Hattusha", "npc: true, hand: [43]"),
                civ("Egypt", "Thebes", ""),
                civ("Babylon", "Babylon", ""),
            ],
            &[
                area("Hattusha", &[("Hittite", 3)]),
                area("Thebes", &[("Egypt", 3)]),
            ],
            "",
        ),
        |st, _| hostile(st, 0, 2),
    );
    let b = B::new(&g.catalog, &g.state, Slot(0));
    assert_eq!(b.primary(), Some(Slot(2)));
    // Primary Enemy, then Barbarians, then non-enemy civilizations.
    assert!(b.class(Slot(2).faction()) < b.class(Faction::BARBARIANS));
    assert!(b.class(Faction::BARBARIANS) < b.class(Slot(1).faction()));
}

#[test]
fn n1_3_7_primary_enemy_designated_at_the_start_of_growth() {
    let g = two_enemies(
        &[
            area("Hattusha", &[("Hittite", 3), ("Babylon", 1)]),
            area("Kaska", &[("Hittite", 2)]),
        ],
        "",
        "",
        |st, _| {
            st.flow = acme::games::acme::Flow::GrowthStart;
        },
    );
    assert_eq!(g.state.npc.civ(Slot(0)).primary, Some(Slot(2)));
}

/// Reckoning at the Victory Tally with the Pool rigged to `white`/`black` disks.
fn tally(
    civs: &[(String, String)],
    areas: &[String],
    white: u8,
    black: u8,
    f: impl FnOnce(&mut acme::games::acme::state::State),
) -> Game {
    game_with(&ron("Reckoning(step: Tally)", civs, areas, ""), |st, _| {
        st.npc.pool.white = white;
        st.npc.pool.black = black;
        f(st)
    })
}

#[test]
fn x2_4_4_peace_between_npcs_on_a_white_disk() {
    let g = tally(
        &[
            civ("Hittite", "Hattusha", "npc: true, vp: 9"),
            civ("Egypt", "Thebes", "npc: true, vp: 1"),
        ],
        &[
            area("Hattusha", &[("Hittite", 3)]),
            area("Thebes", &[("Egypt", 3)]),
        ],
        10,
        0,
        |st| {
            hostile(st, 0, 1);
            hostile(st, 1, 0);
        },
    );
    assert!(
        !g.state.npc.hostile(Slot(0), Slot(1)) && !g.state.npc.hostile(Slot(1), Slot(0)),
        "peace ends both directions (A7.17)"
    );
}

#[test]
fn x2_4_5_war_between_npcs_on_a_black_disk_one_direction() {
    let g = tally(
        &[
            civ("Hittite", "Hattusha", "npc: true, vp: 1"),
            civ("Egypt", "Thebes", "npc: true, vp: 9"),
        ],
        &[
            area("Hattusha", &[("Hittite", 3)]),
            area("Thebes", &[("Egypt", 3)]),
        ],
        0,
        10,
        |_| {},
    );
    // The Hittites check first (Turn Order): Egypt has more VP, a black disk comes.
    assert!(g.state.npc.hostile(Slot(0), Slot(1)));
    assert!(
        !g.state.npc.hostile(Slot(1), Slot(0)),
        "only the checker becomes hostile (A7.17)"
    );
}

#[test]
fn x2_4_5_no_war_without_a_true_condition() {
    // Egypt far away, fewer VP and Cities, no harm done: no disk is drawn.
    let g = tally(
        &[
            civ("Hittite", "Hattusha", "npc: true, vp: 9"),
            civ("Egypt", "Thebes", "npc: true, vp: 1"),
        ],
        &[
            area("Hattusha", &[("Hittite", 3)]),
            area("Kaska", &[("Hittite", 3)]),
            area("Thebes", &[("Egypt", 3)]),
        ],
        0,
        10,
        |_| {},
    );
    assert!(!g.state.npc.hostile(Slot(0), Slot(1)));
}

#[test]
fn x2_4_3_declaration_of_war_on_the_human_ends_npc_wars() {
    let g = tally(
        &[
            civ("Hittite", "Hattusha", "npc: true, vp: 1"),
            civ("Egypt", "Thebes", "vp: 9"),
            civ("Babylon", "Babylon", "npc: true, vp: 0"),
        ],
        &[
            area("Hattusha", &[("Hittite", 3)]),
            area("Thebes", &[("Egypt", 3)]),
            area("Babylon", &[("Babylon", 3)]),
        ],
        0,
        10,
        |st| {
            hostile(st, 0, 2);
            hostile(st, 2, 0);
        },
    );
    assert!(
        g.state.npc.hostile(Slot(0), Slot(1)),
        "the Hittites declare war on Egypt"
    );
    assert!(
        !g.state.npc.hostile(Slot(0), Slot(2)) && !g.state.npc.hostile(Slot(2), Slot(0)),
        "and make peace with the other NPC"
    );
}

#[test]
fn x2_4_2_peace_offer_accepted_on_a_white_disk() {
    let mut g = tally(
        &[
            civ("Egypt", "Thebes", "vp: 1, treasury: 2"),
            civ("Hittite", "Hattusha", "npc: true, vp: 9"),
        ],
        &[
            area("Hattusha", &[("Hittite", 3)]),
            area("Thebes", &[("Egypt", 3)]),
        ],
        10,
        0,
        |st| hostile(st, 1, 0),
    );
    let d = support::pending(&g).clone();
    assert!(
        matches!(
            &d.ask,
            Ask::UseAbility {
                ability: acme::games::acme::decision::AbilityUse::PeaceOffer,
                ..
            }
        ),
        "{d:?}"
    );
    support::answer(&mut g, Action::PayMina);
    assert!(!g.state.npc.hostile(Slot(1), Slot(0)));
    assert_eq!(g.state.civs[1].treasury, 1, "the gift went to the NPC");
}

#[test]
fn n1_10_3_npc_vp_bonus_at_every_victory_tally() {
    let g = game_with(
        &ron(
            "Reckoning(step: Tally)",
            &[
                civ("Hittite", "Hattusha", "npc: true"),
                civ("Egypt", "Thebes", ""),
            ],
            &[
                area("Hattusha", &[("Hittite", 3)]),
                area("Thebes", &[("Egypt", 3)]),
            ],
            "",
        ),
        |st, _| {
            st.options.npc.vp_bonus = 2;
            st.options.npc.hostility_checks = false;
        },
    );
    // 1 City + 2 bonus for the NPC; Egypt only its City.
    assert_eq!(g.state.civs[0].vp_history.first().copied(), Some(3));
    assert_eq!(g.state.civs[1].vp_history.first().copied(), Some(1));
}
