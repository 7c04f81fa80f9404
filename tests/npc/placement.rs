//! N1.9 disk placement: general restrictions, priorities 1-28, G1-G4 (and N1.6 Barbarian removal,
//! N1.4.10-11 removal orders).

use acme::games::acme::Action;
use acme::games::acme::npc::{B, placement};
use acme::games::acme::state::Slot;

use crate::common::*;
use crate::support;

fn egypt_far(extra: &str) -> (String, String) {
    civ("Egypt", "Thebes", extra)
}

// ---- Home Defense ----

#[test]
fn n1_9_priority_1_enemy_disk_in_homeland() {
    let g = game(&ron(
        DEPLOY,
        &[
            civ("Hittite", "Hattusha", "npc: true, growth: 3"),
            egypt_far(""),
        ],
        &[
            area("Hattusha", &[("Hittite", 1), ("Barbarians", 1)]),
            area("Kaska", &[("Hittite", 2)]),
            area("Thebes", &[("Egypt", 3)]),
        ],
        "",
    ));
    expect_area(&g, &pick(&g), "Hattusha", "priority 1:");
}

#[test]
fn n1_9_4_over_stacking_satisfies_priority_1_at_one_more_than_the_enemy() {
    // 3 Hittite disks against 2 Barbarians exceed them by one: priority 1 is satisfied.
    let g = game(&ron(
        DEPLOY,
        &[
            civ("Hittite", "Hattusha", "npc: true, growth: 3"),
            egypt_far(""),
        ],
        &[
            area("Hattusha", &[("Hittite", 3), ("Barbarians", 2)]),
            area("Kaska", &[("Hittite", 2)]),
            area("Thebes", &[("Egypt", 3)]),
        ],
        "",
    ));
    let c = pick(&g);
    assert!(!c.rule.contains("priority 1:"), "{}", c.rule);
    // 2 against 2 is not enough: one more goes in.
    let g = game(&ron(
        DEPLOY,
        &[
            civ("Hittite", "Hattusha", "npc: true, growth: 3"),
            egypt_far(""),
        ],
        &[
            area("Hattusha", &[("Hittite", 2), ("Barbarians", 2)]),
            area("Kaska", &[("Hittite", 2)]),
            area("Thebes", &[("Egypt", 3)]),
        ],
        "",
    ));
    expect_area(&g, &pick(&g), "Hattusha", "priority 1:");
}

#[test]
fn n1_9_priority_2_enemy_disk_in_its_gold_area() {
    let g = game_with(
        &ron(
            DEPLOY,
            &[
                civ("Hittite", "Hattusha", "npc: true, growth: 3"),
                egypt_far(""),
            ],
            &[
                area("Hattusha", &[("Hittite", 3)]),
                area("Kaska", &[("Hittite", 1), ("Barbarians", 1)]),
                area("Thebes", &[("Egypt", 3)]),
            ],
            "",
        ),
        |st, cat| gold(st, cat, "Kaska", 0),
    );
    expect_area(&g, &pick(&g), "Kaska", "priority 2:");
}

#[test]
fn n1_9_priority_3_enemy_disk_in_one_of_its_cities() {
    let g = game(&ron(
        DEPLOY,
        &[
            civ("Hittite", "Hattusha", "npc: true, growth: 3"),
            egypt_far(""),
        ],
        &[
            area("Hattusha", &[("Hittite", 3)]),
            area("Kaska", &[("Hittite", 3), ("Barbarians", 3)]),
            area("Thebes", &[("Egypt", 3)]),
        ],
        "",
    ));
    expect_area(&g, &pick(&g), "Kaska", "priority 3:");
}

#[test]
fn n1_9_priority_4_free_fertile_area_next_to_it_filled_to_the_limit() {
    // Assyria: Nineveh is a City; Assur, Akkad and Samarra are empty Fertile areas next to it.
    let mut g = game(&ron(
        DEPLOY,
        &[
            civ("Assyria", "Nineveh", "npc: true, growth: 4"),
            egypt_far(""),
        ],
        &[
            area("Nineveh", &[("Assyria", 3)]),
            area("Thebes", &[("Egypt", 3)]),
        ],
        "",
    ));
    let c = pick(&g);
    expect_one_of(&g, &c, &["Assur", "Akkad", "Samarra"], "priority 4:");
    // The next disks keep filling the same area (N1.9.7), though it is no longer empty.
    let first = c.action;
    support::answer(&mut g, first);
    let c2 = pick(&g);
    expect(&c2, first, "priority 4:");
    support::answer(&mut g, first);
    expect(&pick(&g), first, "priority 4:");
}

#[test]
fn n1_9_priority_4_enemy_disk_in_a_fertile_area() {
    // A Barbarian Camp in Carchemish (Fertile) next to Hittite Kumannis.
    let g = game(&ron(
        DEPLOY,
        &[
            civ("Hittite", "Hattusha", "npc: true, growth: 3"),
            egypt_far(""),
        ],
        &[
            area("Hattusha", &[("Hittite", 3)]),
            area("Kumannis", &[("Hittite", 3)]),
            area("Carchemish", &[("Barbarians", 1)]),
            area("Thebes", &[("Egypt", 3)]),
        ],
        "",
    ));
    expect_area(&g, &pick(&g), "Carchemish", "priority 4:");
}

#[test]
fn n1_9_6_no_disks_into_a_barbarian_horde_of_four() {
    // Same, but 4 Barbarians hold Carchemish: the NPC does not go there (N1.9.6 / G4).
    let g = game(&ron(
        DEPLOY,
        &[
            civ("Hittite", "Hattusha", "npc: true, growth: 4"),
            egypt_far(""),
        ],
        &[
            area("Hattusha", &[("Hittite", 3)]),
            area("Kumannis", &[("Hittite", 3)]),
            area("Carchemish", &[("Barbarians", 4)]),
            area("Thebes", &[("Egypt", 3)]),
        ],
        "",
    ));
    let c = pick(&g);
    assert_ne!(c.action, a(&g, "Carchemish"), "{}", c.rule);
}

#[test]
fn n1_9_priority_5_no_city_in_its_homeland() {
    let g = game(&ron(
        DEPLOY,
        &[
            civ("Hittite", "Hattusha", "npc: true, growth: 3"),
            egypt_far(""),
        ],
        &[
            area("Hattusha", &[("Hittite", 2)]),
            area("Kaska", &[("Hittite", 2)]),
            area("Thebes", &[("Egypt", 3)]),
        ],
        "",
    ));
    expect_area(&g, &pick(&g), "Hattusha", "priority 5:");
}

#[test]
fn n1_9_priority_6_no_city_in_its_gold_area() {
    let g = game_with(
        &ron(
            DEPLOY,
            &[
                civ("Hittite", "Hattusha", "npc: true, growth: 3"),
                egypt_far(""),
            ],
            &[
                area("Hattusha", &[("Hittite", 3)]),
                area("Kaska", &[("Hittite", 2)]),
                area("Thebes", &[("Egypt", 3)]),
            ],
            "",
        ),
        |st, cat| gold(st, cat, "Kaska", 0),
    );
    expect_area(&g, &pick(&g), "Kaska", "priority 6:");
}

#[test]
fn n1_9_priority_7_a_city_next_to_its_homeland_farthest_from_rivals() {
    // Egypt sits in Zab; of the Land areas around Hattusha, Arzawa is the farthest from it.
    let g = game(&ron(
        DEPLOY,
        &[
            civ("Hittite", "Hattusha", "npc: true, growth: 3"),
            egypt_far(""),
        ],
        &[
            area("Hattusha", &[("Hittite", 3)]),
            area("Kaska", &[("Hittite", 2)]),
            area("Zab", &[("Egypt", 1)]),
            area("Thebes", &[("Egypt", 3)]),
        ],
        "",
    ));
    expect_area(&g, &pick(&g), "Arzawa", "priority 7:");
}

#[test]
fn n1_9_priority_8_last_in_vp_makes_a_city_nearest_its_homeland() {
    let g = game(&ron(
        DEPLOY,
        &[
            civ("Hittite", "Hattusha", "npc: true, growth: 3, vp: 0"),
            egypt_far("vp: 5"),
        ],
        &[
            area("Hattusha", &[("Hittite", 3)]),
            area("Kaska", &[("Hittite", 3)]),
            area("Pala", &[("Hittite", 1)]),
            area("Colchis", &[("Hittite", 2)]),
            area("Thebes", &[("Egypt", 3)]),
        ],
        "",
    ));
    expect_area(&g, &pick(&g), "Pala", "priority 8:");
}

#[test]
fn n1_9_priority_9_sea_peoples_occupy_four_sea_areas() {
    let g = game(&ron(
        DEPLOY,
        &[
            civ("Sea Peoples", "Alashiya", "npc: true, growth: 3"),
            egypt_far(""),
        ],
        &[
            area("Alashiya", &[("Sea Peoples", 3)]),
            area("Levantine Sea", &[("Sea Peoples", 1)]),
            area("Thebes", &[("Egypt", 3)]),
        ],
        "",
    ));
    expect_one_of(
        &g,
        &pick(&g),
        &["Cilician Strait", "Rhodian Sea", "Sinai Sea"],
        "priority 9:",
    );
}

#[test]
fn n1_9_priority_10_cimmerians_occupy_the_inland_seas() {
    let g = game(&ron(
        DEPLOY,
        &[
            civ("Cimmeria", "North Caucasus", "npc: true, growth: 3"),
            egypt_far(""),
        ],
        &[
            area("North Caucasus", &[("Cimmeria", 3)]),
            area("Colchis", &[("Cimmeria", 3)]),
            area("Thebes", &[("Egypt", 3)]),
        ],
        "",
    ));
    expect_one_of(
        &g,
        &pick(&g),
        &["West Caspian", "Northwest Caspian", "Caucasus Sea"],
        "priority 10:",
    );
}

// ---- Hostile (Assyria, hostile to Urartu) ----

/// Assyria's Nineveh and Jarwan Cities; the Fertile areas around Nineveh hold Babylonian Camps
/// (Babylon is no enemy), so every Home Defense priority is satisfied.
fn ring() -> Vec<String> {
    vec![
        area("Nineveh", &[("Assyria", 3)]),
        area("Jarwan", &[("Assyria", 3)]),
        area("Assur", &[("Babylon", 1)]),
        area("Akkad", &[("Babylon", 1)]),
        area("Samarra", &[("Babylon", 1)]),
    ]
}

fn babylon() -> (String, String) {
    civ("Babylon", "Babylon", "vp: 5")
}

/// Assyria with every Home Defense priority satisfied, hostile to Urartu (slot 1).
fn assyria(
    growth: u8,
    urartu: &[(&str, &[(&str, u8)])],
    extra_areas: &[String],
    f: impl FnOnce(&mut acme::games::acme::state::State, &acme::games::acme::catalog::Catalog),
) -> acme::games::acme::Game {
    let mut areas = ring();
    for (name, disks) in urartu {
        areas.push(area(name, disks));
    }
    areas.extend(extra_areas.iter().cloned());
    game_with(
        &ron(
            DEPLOY,
            &[
                civ(
                    "Assyria",
                    "Nineveh",
                    &format!("npc: true, growth: {growth}, vp: 10"),
                ),
                civ("Urartu", "Van", "vp: 5"),
                babylon(),
            ],
            &areas,
            "",
        ),
        |st, cat| {
            hostile(st, 0, 1);
            f(st, cat)
        },
    )
}

#[test]
fn n1_9_priority_11_area_with_an_enemy_deity() {
    let g = game_with(
        &ron(
            DEPLOY,
            &[
                civ("Assyria", "Nineveh", "npc: true, growth: 3, vp: 10"),
                civ("Urartu", "Van", "vp: 5, deity: Some((105, Standing))"),
                babylon(),
            ],
            &[ring(), vec![area("Van", &[("Urartu", 2)])]].concat(),
            "",
        ),
        |st, _| hostile(st, 0, 1),
    );
    expect_area(&g, &pick(&g), "Van", "priority 11:");
}

#[test]
fn n1_9_priority_12_area_with_enemy_gold() {
    let g = assyria(3, &[("Van", &[("Urartu", 2)])], &[], |st, cat| {
        gold(st, cat, "Van", 1)
    });
    expect_area(&g, &pick(&g), "Van", "priority 12:");
}

#[test]
fn n1_9_priority_13_land_area_adjacent_to_enemy_gold() {
    // Urartu's Gold in Armenia under 4 disks: out of reach (N1.9.3), so next to it.
    let g = assyria(
        3,
        &[("Van", &[("Urartu", 1)]), ("Armenia", &[("Urartu", 4)])],
        &[],
        |st, cat| gold(st, cat, "Armenia", 1),
    );
    let c = pick(&g);
    expect_one_of(&g, &c, &["Jarwan", "Zab"], "priority 13:");
}

#[test]
fn n1_9_priority_14_land_area_adjacent_to_an_enemy_deity() {
    let g = game_with(
        &ron(
            DEPLOY,
            &[
                civ("Assyria", "Nineveh", "npc: true, growth: 3, vp: 10"),
                civ("Urartu", "Van", "vp: 5, deity: Some((105, Standing))"),
                babylon(),
            ],
            &[ring(), vec![area("Van", &[("Urartu", 4)])]].concat(),
            "",
        ),
        |st, _| hostile(st, 0, 1),
    );
    expect_one_of(
        &g,
        &pick(&g),
        &["Jarwan", "Armenia", "Northern Zagros"],
        "priority 14:",
    );
}

#[test]
fn n1_9_priority_15_area_with_an_enemy_city() {
    let g = assyria(
        3,
        &[("Van", &[("Urartu", 1)]), ("Armenia", &[("Urartu", 3)])],
        &[],
        |_, _| {},
    );
    expect_area(&g, &pick(&g), "Armenia", "priority 15:");
}

#[test]
fn n1_9_3_stack_matching_moves_on_when_the_enemy_stack_is_out_of_reach() {
    // The same City with only 2 disks to place: Armenia cannot be matched, so priority 17.
    let g = assyria(
        2,
        &[("Van", &[("Urartu", 1)]), ("Armenia", &[("Urartu", 3)])],
        &[],
        |_, _| {},
    );
    let c = pick(&g);
    assert_ne!(c.action, a(&g, "Armenia"));
    assert!(c.rule.contains("priority 17:"), "{}", c.rule);
}

#[test]
fn n1_9_priority_16_invaders_go_toward_the_enemy_city() {
    let g = assyria(
        3,
        &[("Van", &[("Urartu", 1)]), ("Armenia", &[("Urartu", 4)])],
        &[],
        |st, _| st.npc.civ_mut(Slot(0)).invader = true,
    );
    // Van, next to the City, is also Urartu's Homeland (the tie-break of priority 16).
    expect_area(&g, &pick(&g), "Van", "priority 16:");
}

#[test]
fn n1_9_priority_17_land_area_adjacent_to_an_enemy_city() {
    let g = assyria(
        3,
        &[("Van", &[("Urartu", 1)]), ("Armenia", &[("Urartu", 4)])],
        &[],
        |_, _| {},
    );
    expect_one_of(&g, &pick(&g), &["Jarwan", "Zab"], "priority 17:");
}

#[test]
fn n1_9_priority_18_two_disks_on_an_enemy_settlement() {
    let g = assyria(
        3,
        &[("Van", &[("Urartu", 1)]), ("Armenia", &[("Urartu", 2)])],
        &[],
        |_, _| {},
    );
    expect_area(&g, &pick(&g), "Armenia", "priority 18:");
}

#[test]
fn n1_9_priority_19_area_with_an_enemy_camp() {
    let g = assyria(
        3,
        &[("Van", &[("Urartu", 1)]), ("Armenia", &[("Urartu", 1)])],
        &[],
        |_, _| {},
    );
    // Van and Armenia both hold an Urartian Camp.
    expect_one_of(&g, &pick(&g), &["Armenia", "Van"], "priority 19:");
}

#[test]
fn n1_9_priority_20_own_settlement_made_a_city() {
    let g = assyria(
        3,
        &[("Caspians", &[("Urartu", 1)])],
        &[area("Arbela", &[("Assyria", 2)])],
        |_, _| {},
    );
    expect_area(&g, &pick(&g), "Arbela", "priority 20:");
}

#[test]
fn n1_9_priority_21_area_free_of_enemies_closest_to_the_enemy_homeland() {
    // Urartu's 2 disks in Van cannot be matched with 1 disk; Assyria closes in.
    let g = assyria(1, &[("Van", &[("Urartu", 2)])], &[], |_, _| {});
    let c = pick(&g);
    expect_one_of(
        &g,
        &c,
        &["Armenia", "Jarwan", "Northern Zagros"],
        "priority 21:",
    );
}

// ---- Non-Hostile (the Hittites, hostile to nobody) ----

#[test]
fn n1_9_priority_22_own_camp_made_a_settlement() {
    let g = game(&ron(
        DEPLOY,
        &[
            civ("Hittite", "Hattusha", "npc: true, growth: 3, vp: 5"),
            egypt_far(""),
        ],
        &[
            area("Hattusha", &[("Hittite", 3)]),
            area("Kaska", &[("Hittite", 3)]),
            area("Pala", &[("Hittite", 1)]),
            area("Thebes", &[("Egypt", 3)]),
        ],
        "",
    ));
    expect_area(&g, &pick(&g), "Pala", "priority 22:");
}

#[test]
fn n1_9_priority_23_empty_sea_next_to_its_land() {
    let g = game(&ron(
        DEPLOY,
        &[
            civ("Hittite", "Hattusha", "npc: true, growth: 3, vp: 5"),
            egypt_far(""),
        ],
        &[
            area("Hattusha", &[("Hittite", 3)]),
            area("Kaska", &[("Hittite", 3)]),
            area("Pala", &[("Hittite", 2)]),
            area("Thebes", &[("Egypt", 3)]),
        ],
        "",
    ));
    expect_one_of(
        &g,
        &pick(&g),
        &["Caucasus Sea", "Pontus Euxinus"],
        "priority 23:",
    );
}

#[test]
fn n1_9_priority_24_empty_land_next_to_it_by_terrain_preference() {
    let g = game(&ron(
        DEPLOY,
        &[
            civ("Hittite", "Hattusha", "npc: true, growth: 3, vp: 5"),
            egypt_far(""),
        ],
        &[
            area("Hattusha", &[("Hittite", 3)]),
            area("Kaska", &[("Hittite", 3)]),
            area("Pala", &[("Hittite", 2)]),
            area("Caucasus Sea", &[("Hittite", 1)]),
            area("Pontus Euxinus", &[("Hittite", 1)]),
            area("Thebes", &[("Egypt", 3)]),
        ],
        "",
    ));
    // N1.9.12: a Mountain (Armenia or North Caucasus) before the Plains around.
    expect_one_of(
        &g,
        &pick(&g),
        &["Armenia", "North Caucasus"],
        "priority 24:",
    );
}

/// Babylon (not an enemy) holds a Camp in every area around the Hittites.
fn blocked(
    extra_hittite: &[String],
    vp: &str,
    barb_zab: bool,
    barb_sea: bool,
) -> acme::games::acme::Game {
    let zab = if barb_zab {
        area("Zab", &[("Barbarians", 1)])
    } else {
        area("Zab", &[("Babylon", 1)])
    };
    let sea = if barb_sea {
        area("Caucasus Sea", &[("Barbarians", 1)])
    } else {
        area("Caucasus Sea", &[("Babylon", 1)])
    };
    let mut areas = vec![
        area("Hattusha", &[("Hittite", 3)]),
        area("Kaska", &[("Hittite", 3)]),
        area("Arzawa", &[("Babylon", 1)]),
        area("Karahuyuk", &[("Babylon", 1)]),
        area("Kumannis", &[("Babylon", 1)]),
        area("Armenia", &[("Babylon", 1)]),
        area("Colchis", &[("Babylon", 1)]),
        area("Pontus Euxinus", &[("Babylon", 1)]),
        zab,
        sea,
        area("Thebes", &[("Egypt", 3)]),
    ];
    areas.extend(extra_hittite.iter().cloned());
    game(&ron(
        DEPLOY,
        &[
            civ(
                "Hittite",
                "Hattusha",
                &format!("npc: true, growth: 3, {vp}"),
            ),
            egypt_far("vp: 5"),
            civ("Babylon", "Babylon", "vp: 0"),
        ],
        &areas,
        "",
    ))
}

#[test]
fn n1_9_priority_25_not_leading_makes_a_city_of_a_settlement() {
    let g = blocked(&[area("Pala", &[("Hittite", 2)])], "vp: 1", false, false);
    expect_area(&g, &pick(&g), "Pala", "priority 25:");
}

#[test]
fn n1_9_priority_26_barbarian_land_area_next_to_it() {
    let g = blocked(&[area("Pala", &[("Babylon", 1)])], "vp: 9", true, false);
    expect_area(&g, &pick(&g), "Zab", "priority 26:");
}

#[test]
fn n1_9_priority_27_barbarian_sea_area_next_to_it() {
    let g = blocked(&[area("Pala", &[("Babylon", 1)])], "vp: 9", false, true);
    expect_area(&g, &pick(&g), "Caucasus Sea", "priority 27:");
}

#[test]
fn n1_9_priority_28_sea_area_shared_peacefully() {
    let g = blocked(&[area("Pala", &[("Babylon", 1)])], "vp: 9", false, false);
    expect_one_of(
        &g,
        &pick(&g),
        &["Caucasus Sea", "Pontus Euxinus"],
        "priority 28:",
    );
}

#[test]
fn n1_9_5_no_contested_placement_against_non_enemies_and_remaining_disks_are_lost() {
    // Every neighbour holds a Babylonian Settlement: any disk would contest it (N1.9.5 / G2).
    let mut areas = vec![
        area("Hattusha", &[("Hittite", 3)]),
        area("Kaska", &[("Hittite", 3)]),
        area("Pala", &[("Hittite", 3)]),
        area("Thebes", &[("Egypt", 3)]),
    ];
    for n in [
        "Arzawa",
        "Karahuyuk",
        "Kumannis",
        "Armenia",
        "Colchis",
        "Zab",
        "Caucasus Sea",
        "Pontus Euxinus",
    ] {
        areas.push(area(n, &[("Babylon", 2)]));
    }
    let g = game(&ron(
        DEPLOY,
        &[
            civ("Hittite", "Hattusha", "npc: true, growth: 3, vp: 9"),
            egypt_far("vp: 5"),
            civ("Babylon", "Babylon", ""),
        ],
        &areas,
        "",
    ));
    expect(&pick(&g), Action::Done, "priority 28");
}

#[test]
fn n1_9_2_no_voluntary_retirement() {
    let g = game(&ron(
        "Growth(pos: 0, step: Retire)",
        &[civ("Hittite", "Hattusha", "npc: true"), egypt_far("")],
        &[
            area("Hattusha", &[("Hittite", 2)]),
            area("Kaska", &[("Hittite", 2)]),
            area("Thebes", &[("Egypt", 3)]),
        ],
        "",
    ));
    expect(&pick(&g), Action::Done, "N1.9.2");
}

// ---- Removal orders ----

#[test]
fn n1_6_barbarian_removal_order_homeland_then_cities_then_own_areas() {
    let g = game(&ron(
        DEPLOY,
        &[civ("Hittite", "Hattusha", "npc: true"), egypt_far("")],
        &[
            area("Hattusha", &[("Hittite", 2), ("Barbarians", 1)]),
            area("Kaska", &[("Hittite", 3), ("Barbarians", 1)]),
            area("Pala", &[("Hittite", 1), ("Barbarians", 1)]),
            area("Zab", &[("Barbarians", 2)]),
            area("Armenia", &[("Barbarians", 1), ("Egypt", 1)]),
            area("Thebes", &[("Egypt", 3)]),
        ],
        "",
    ));
    let b = B::new(&g.catalog, &g.state, Slot(0));
    let mut order: Vec<&str> = ["Zab", "Armenia", "Pala", "Kaska", "Hattusha"].to_vec();
    order.sort_by_key(|n| placement::barbarian_removal_key(&b, g.catalog.board.find(n).unwrap()));
    assert_eq!(order, vec!["Hattusha", "Kaska", "Pala", "Zab", "Armenia"]);
}

#[test]
fn n1_4_10_opposing_removal_follows_the_placement_list_enemies_first() {
    let g = game_with(
        &ron(
            DEPLOY,
            &[
                civ("Hittite", "Hattusha", "npc: true"),
                egypt_far(""),
                civ("Babylon", "Babylon", ""),
            ],
            &[
                area("Hattusha", &[("Hittite", 2), ("Babylon", 1)]),
                area("Kaska", &[("Hittite", 3), ("Egypt", 1)]),
                area("Zab", &[("Barbarians", 2)]),
                area("Thebes", &[("Egypt", 3)]),
            ],
            "",
        ),
        |st, _| hostile(st, 0, 1),
    );
    let b = B::new(&g.catalog, &g.state, Slot(0));
    let f = |n: &str| g.catalog.board.find(n).unwrap();
    let targets = vec![
        (f("Hattusha"), Slot(2).faction()),
        (f("Zab"), acme::games::acme::Faction::BARBARIANS),
        (f("Kaska"), Slot(1).faction()),
    ];
    // Babylon is no enemy: the enemy's disk in its City (priority 3) goes before the Barbarians.
    let (i, rule) = placement::opposing_target(&b, &targets).unwrap();
    assert_eq!(i, 2, "{rule}");
}

#[test]
fn n1_4_11_own_disks_removed_in_reverse_order_homeland_last() {
    let g = game(&ron(
        DEPLOY,
        &[civ("Hittite", "Hattusha", "npc: true"), egypt_far("")],
        &[
            area("Hattusha", &[("Hittite", 2)]),
            area("Kaska", &[("Hittite", 3)]),
            area("Zab", &[("Hittite", 1)]),
            area("Thebes", &[("Egypt", 3)]),
        ],
        "",
    ));
    let b = B::new(&g.catalog, &g.state, Slot(0));
    let mut order: Vec<&str> = ["Hattusha", "Kaska", "Zab"].to_vec();
    order.sort_by_key(|n| placement::own_removal_key(&b, g.catalog.board.find(n).unwrap()));
    assert_eq!(order, vec!["Zab", "Kaska", "Hattusha"]);
}

/// The board scans count Cities eight stacks at a time (`state::stacks_at_least`): the word
/// test must agree with `stack >= 3` (RB City: 3 disks) for every stack size in every slot's byte.
#[test]
fn city_stacks_are_found_eight_at_a_time_exactly() {
    for n in 0..=255u64 {
        for i in 0..8 {
            let w = (n << (8 * i)) | if i == 0 { 0 } else { 0x02 };
            let want = if n >= 3 { 0x80 << (8 * i) } else { 0 };
            assert_eq!(
                acme::games::acme::state::stacks_at_least(w, 3),
                want,
                "stack {n} in slot {i}"
            );
        }
    }
}

/// Every slot's Cities found in one word-wide walk (`Q::city_sets`, used by the brain's rankings
/// and the Primary Enemy order) are each slot's `Q::city_set` (RB City: 3 disks in a playable Land
/// area), in every position of a random game.
#[test]
fn every_slots_cities_at_once_are_each_slots_cities() {
    use acme::games::acme::RandomPlayer;
    use acme::games::acme::record;
    let cat = acme::games::acme::data::builtin();
    let spec = record::SetupSpec::Basic {
        players: 5,
        layout: acme::games::acme::setup::Layout::Printed,
        npc: vec![false; 5],
    };
    let opts = acme::games::acme::state::GameOptions {
        last_epoch: 2,
        ..Default::default()
    };
    let (mut g, _) = record::start(cat, &spec, &opts, 21).unwrap();
    let mut p = RandomPlayer::new(21);
    let mut cities_seen = 0;
    while let Some(d) = g.pending().cloned() {
        support::with_g(&g, |view| {
            let q = view.q();
            let all = q.city_sets();
            for s in view.st.slots() {
                assert_eq!(all[s.idx()], q.city_set(s), "slot {s:?}");
                cities_seen += all[s.idx()].count_ones();
            }
        });
        g.apply(p.choose(&d)).unwrap();
    }
    assert!(cities_seen > 0, "the game built Cities");
}
