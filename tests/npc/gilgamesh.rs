//! N1.8 the NPC and the Gilgamesh rule.

use acme::games::acme::Game;
use acme::games::acme::state::{Slot, State};

use crate::common::*;

const GIL: &str = "Reckoning(step: Gilgamesh(pos: 0))";

/// The Hittite NPC with 4 disks on the map, Egypt (human) and Babylon (NPC), the deck's top cards
/// given.
fn gil(
    hittite: &str,
    egypt_vp: u32,
    babylon_vp: u32,
    top: &[u8],
    extra: &str,
    f: impl FnOnce(&mut State),
) -> Game {
    let t = ron(
        GIL,
        &[
            civ("Hittite", "Hattusha", &format!("npc: true, {hittite}")),
            civ("Egypt", "Thebes", &format!("vp: {egypt_vp}")),
            civ(
                "Babylon",
                "Babylon",
                &format!("npc: true, vp: {babylon_vp}"),
            ),
        ],
        &[
            area("Hattusha", &[("Hittite", 2)]),
            area("Kaska", &[("Hittite", 2)]),
            area("Thebes", &[("Egypt", 3)]),
            area("Babylon", &[("Babylon", 3)]),
        ],
        extra,
    );
    let top: Vec<u8> = top.to_vec();
    let mut g = game_with(&t, move |st, _| {
        stack_deck(st, &top);
        f(st)
    });
    drive_npcs(&mut g);
    g
}

fn returned(g: &Game) -> bool {
    g.state.civs[0].gilgamesh_uses == 1 && g.catalog.civ(g.state.civs[0].civ).name != "Hittite"
}

#[test]
fn n1_8_1_six_or_fewer_disks_and_fewest_vp_invokes_gilgamesh() {
    let g = gil("vp: 0", 10, 5, &[10], "", |_| {});
    assert!(returned(&g), "the Hittites return as another civilization");
    // 1-20: it is hostile to no one; and it goes to the last Turn Order space (N1.8.5).
    assert_eq!(g.state.npc.civ(Slot(0)).hostile, 0);
    assert_eq!(*g.state.order.last().unwrap(), Slot(0));
    assert!(g.state.civs[0].deity.is_some(), "a random Deity (N1.8.5)");
}

#[test]
fn n1_8_2_not_last_in_vp_an_even_reveal_invokes_it() {
    let g = gil("vp: 7", 10, 0, &[88, 10], "", |_| {});
    assert!(returned(&g), "#88 is even");
    let g = gil("vp: 7", 10, 0, &[7, 10], "", |_| {});
    assert!(!returned(&g), "#7 is odd");
}

#[test]
fn n1_8_3_a_second_gilgamesh_puts_the_npc_out_of_the_game() {
    let g = gil("vp: 0, gilgamesh_uses: 1", 10, 5, &[10], "", |_| {});
    assert!(g.state.npc.civ(Slot(0)).out);
    assert!(
        !g.state.order.contains(&Slot(0)),
        "off the Turn Order track"
    );
    assert_eq!(g.state.civs[0].vp, 0);
    assert_eq!(g.state.disks_on_map(Slot(0).faction()), 0);
}

#[test]
fn n1_8_4_never_in_the_final_epoch() {
    let g = gil("vp: 0", 10, 5, &[10], "epoch: 4", |_| {});
    assert_eq!(g.state.civs[0].gilgamesh_uses, 0);
}

#[test]
fn n1_8_6_entry_table_21_50_hostile_to_the_most_vp() {
    let g = gil("vp: 0", 10, 5, &[30], "", |_| {});
    assert!(returned(&g));
    assert!(
        g.state.npc.hostile(Slot(0), Slot(1)),
        "Egypt has the most VP"
    );
    assert!(!g.state.npc.hostile(Slot(0), Slot(2)));
}

#[test]
fn n1_8_6_entry_table_51_80_hostile_to_its_last_enemy() {
    let g = gil("vp: 0", 10, 5, &[60], "", |st| {
        st.npc.civ_mut(Slot(0)).last_enemy = Some(Slot(2))
    });
    assert!(returned(&g));
    assert!(
        g.state.npc.hostile(Slot(0), Slot(2)),
        "Babylon was its last enemy"
    );
    assert!(!g.state.npc.hostile(Slot(0), Slot(1)));
    // With no enemy ever, the 21-50 row: the most VP.
    let g = gil("vp: 0", 10, 5, &[60], "", |_| {});
    assert!(g.state.npc.hostile(Slot(0), Slot(1)));
}

#[test]
fn n1_8_6_entry_table_81_up_hostile_to_who_forced_it() {
    let g = gil("vp: 0", 10, 5, &[90], "", |st| {
        st.npc.civ_mut(Slot(0)).forced_by = Some(Slot(2))
    });
    assert!(returned(&g));
    assert!(
        g.state.npc.hostile(Slot(0), Slot(2)),
        "Babylon forced this Gilgamesh"
    );
}
