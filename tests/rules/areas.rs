//! The stack sets the areas keep beside their disks (`rules::areas`): every rule that asks for
//! "the areas where a faction has disks", its Cities or its full stacks (RB Stacking, RB "Cities")
//! reads them, so they must follow every change of a stack and survive a save.

use acme::games::acme::catalog::{AreaId, AreaSet, bit};
use acme::games::acme::probe::areas::{Areas, KEPT_SIZES};
use acme::games::acme::state::{AreaState, FACTIONS, Faction, State};

use crate::support::*;

/// The set of areas where `f` has at least `k` disks, counted area by area.
fn counted(areas: &[AreaState], f: Faction, k: u8) -> AreaSet {
    (0..areas.len())
        .filter(|&i| areas[i].disks[f.idx()] >= k)
        .fold(0, |m, i| m | bit(AreaId(i as u8)))
}

fn assert_sets_counted(areas: &Areas) {
    for i in 0..FACTIONS {
        let f = Faction(i as u8);
        for k in 1..=KEPT_SIZES {
            assert_eq!(
                areas.at_least(f, k),
                counted(areas, f, k),
                "{f:?}, {k}+ disks"
            );
        }
        assert_eq!(areas.occupied(f), counted(areas, f, 1), "{f:?} occupied");
    }
    let anyone = (0..FACTIONS).fold(0, |m, i| m | counted(areas, Faction(i as u8), 1));
    assert_eq!(areas.occupied_by_anyone(), anyone);
    for i in 0..FACTIONS {
        let others = (0..FACTIONS)
            .filter(|&j| j != i)
            .fold(0, |m, j| m | counted(areas, Faction(j as u8), 1));
        assert_eq!(areas.occupied_by_others(Faction(i as u8)), others);
    }
}

proptest::proptest! {
    /// Any sequence of placements, removals and settings leaves every set equal to a count of
    /// the stacks (stacks grow past 4 and fall back to 0 along the way).
    #[test]
    fn the_stack_sets_follow_every_change_of_a_stack(
        ops in proptest::collection::vec((0u8..99, 0u8..9, 0u8..3, 0u8..6), 1..200)
    ) {
        let mut areas = Areas::from(vec![AreaState::default(); 99]);
        for (a, f, kind, n) in ops {
            let (a, f) = (AreaId(a), Faction(f));
            let have = areas[a.0 as usize].disks[f.idx()];
            match kind {
                0 => areas.add(a, f, n),
                1 => areas.remove(a, f, n.min(have)),
                _ => areas.set(a, f, n),
            }
            assert_sets_counted(&areas);
        }
    }
}

/// A state serializes its areas as the plain list (so the state hash, `record::state_hash`, is
/// that of the format before the sets existed) and a deserialized state rebuilds the sets.
#[test]
fn a_loaded_state_rebuilds_the_stack_sets_and_saves_the_areas_alone() {
    let mut g = basic(6, 7);
    let mut p = acme::games::acme::RandomPlayer::new(7);
    for _ in 0..600 {
        let Some(d) = g.pending() else { break };
        let a = p.choose(d);
        g.apply(a).unwrap();
    }
    assert!(
        g.state.areas.occupied_by_anyone().count_ones() > 20,
        "a game well under way"
    );
    let plain: Vec<AreaState> = g.state.areas.to_vec();
    assert_eq!(
        serde_json::to_string(&g.state.areas).unwrap(),
        serde_json::to_string(&plain).unwrap(),
        "the areas save as the list of areas, nothing more"
    );
    let text = serde_json::to_string(&g.state).unwrap();
    let back: State = serde_json::from_str(&text).unwrap();
    assert_sets_counted(&back.areas);
    for i in 0..FACTIONS {
        let f = Faction(i as u8);
        for k in 1..=KEPT_SIZES {
            assert_eq!(back.areas.at_least(f, k), g.state.areas.at_least(f, k));
        }
    }
    assert_eq!(
        serde_json::to_string(&back).unwrap(),
        text,
        "the same state, byte for byte"
    );
}
