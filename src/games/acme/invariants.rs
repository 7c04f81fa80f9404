//! Checks that hold after every action (ARCHITECTURE §2): disk and card conservation, stacking at
//! the checkpoints the rules name, mina supply, and that a pending decision has options.

use super::catalog::{AreaId, CardId, Catalog, FATE_CARDS};
use super::event::Phase;
use super::flow::Flow;
use super::ruleset::{Acme, Ruleset, StackTable, Stacking, limit_in};
use super::state::{BARBARIANS, BLACK_DISKS, Faction, State, WHITE_DISKS, monuments};

/// Every problem found, as sentences (an ACME game).
pub fn check(cat: &Catalog, st: &State) -> Result<(), Vec<String>> {
    check_under::<Acme>(cat, st)
}

/// [`check`] for a game played under the ruleset `R` (its stacking limits, held disks and kept
/// cards).
pub fn check_under<R: Ruleset>(cat: &Catalog, st: &State) -> Result<(), Vec<String>> {
    let mut errs = Vec::new();
    check_disks::<R>(cat, st, &mut errs);
    if let Some(frame) = &st.proc {
        if frame.pending.options.is_empty() {
            errs.push(format!(
                "the pending decision has no option: {}",
                frame.pending.text
            ));
        }
        // Cards are counted where steps begin and end (a card being played is in flight).
        check_cards::<R>(&frame.snapshot, &mut errs);
        check_disks::<R>(cat, &frame.snapshot, &mut errs);
    } else if st.flow != Flow::GameOver {
        errs.push("no decision is pending but the game is not over".into());
    } else {
        check_cards::<R>(st, &mut errs);
    }
    if errs.is_empty() { Ok(()) } else { Err(errs) }
}

fn check_disks<R: Ruleset>(cat: &Catalog, st: &State, errs: &mut Vec<String>) {
    for (i, c) in st.civs.iter().enumerate() {
        let map: u32 = st.areas.iter().map(|a| a.disks[i] as u32).sum();
        let built = monuments::disks_of(&st.monuments, i);
        let total = c.supply as u32
            + c.growth as u32
            + map
            + c.invested() as u32
            + built
            + R::held_disks(st, i);
        if total != c.pool as u32 {
            errs.push(format!(
                "{}: {} disks (supply {}, growth {}, map {}, cards {}, built {}) instead of {}",
                cat.civ(c.civ).name,
                total,
                c.supply,
                c.growth,
                map,
                c.invested(),
                built,
                c.pool
            ));
        }
    }
    // One block per area, each card built once (a block never moves).
    errs.extend(monuments::problems(&st.monuments));
    let black: u32 = st
        .areas
        .iter()
        .map(|a| a.disks[BARBARIANS] as u32)
        .sum::<u32>()
        + st.barbarian_supply as u32;
    let black_pool = BLACK_DISKS as u32
        * if st.options.barbarian_hordes && st.civs.len() < 6 {
            2
        } else {
            1
        };
    if black != black_pool {
        errs.push(format!("{black} Barbarian disks instead of {black_pool}"));
    }
    let whites: u32 = st.white_supply as u32
        + st.civs
            .iter()
            .map(|c| c.treasury as u32 + c.loot as u32)
            .sum::<u32>()
        + st.civs
            .iter()
            .flat_map(|c| c.table.iter())
            .filter(|t| t.area.is_some())
            .map(|t| t.disks as u32)
            .sum::<u32>();
    if whites != WHITE_DISKS as u32 {
        errs.push(format!(
            "{whites} mina (white disks) instead of {WHITE_DISKS}"
        ));
    }
    // Counted wide: a corrupt position must be reported, not wrapped.
    let strongholds =
        st.areas.iter().filter(|a| a.stronghold.is_some()).count() + st.strongholds_free as usize;
    if strongholds != super::state::STRONGHOLD_CUBES as usize {
        errs.push(format!("{strongholds} Stronghold cubes instead of 12"));
    }
    // RB Stacking: the ruleset's Growth and Card limits per faction throughout those phases.
    if matches!(st.flow.phase(), Phase::Growth | Phase::Card)
        && !matches!(
            st.flow,
            Flow::Setup { .. }
                | Flow::Scenario {
                    at: super::state::scenario_state::ScenarioAt::Setup,
                    ..
                }
        )
    {
        // The civilizations' tables (Barbarian stacks may wait until the Reckoning check: RB note
        // on invasions, I7).
        let tables: Vec<StackTable> = (0..st.civs.len())
            .map(|f| R::stacking(cat, st, Faction(f as u8)))
            .collect();
        for (ai, a) in st.areas.iter().enumerate() {
            for (f, table) in tables.iter().enumerate() {
                let limit = limit_in(table, AreaId(ai as u8), Stacking::GrowthAndCard);
                if a.disks[f] > limit {
                    errs.push(format!(
                        "{} disks of faction {} in {} (limit {})",
                        a.disks[f],
                        Faction(f as u8).0,
                        cat.board.areas[ai].name,
                        limit
                    ));
                }
            }
        }
    }
}

fn check_cards<R: Ruleset>(st: &State, errs: &mut Vec<String>) {
    let mut seen = [0u32; FATE_CARDS as usize + 1];
    let mut count = |c: CardId| {
        if (1..=FATE_CARDS).contains(&c.0) {
            seen[c.0 as usize] += 1;
        }
    };
    st.deck
        .draw
        .iter()
        .chain(&st.deck.discard)
        .chain(&st.deck.set_aside)
        .chain(&st.deck.held_out)
        .chain(&st.epoch_revealed)
        .for_each(|&c| count(c));
    for c in &st.civs {
        c.hand.iter().for_each(|&x| count(x));
        c.table.iter().for_each(|t| count(t.card));
        if let Some(x) = c.deity_inactive_by {
            count(x);
        }
    }
    st.comp.committed.iter().for_each(|&(_, c, _)| count(c));
    R::kept_cards(st).into_iter().for_each(&mut count);
    for id in 1..=FATE_CARDS {
        if seen[id as usize] != 1 {
            errs.push(format!("card #{id} is in {} places", seen[id as usize]));
        }
    }
}
