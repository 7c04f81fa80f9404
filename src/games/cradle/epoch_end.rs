//! CR 8.0 End of Epoch Events: every civilization on the map rolls a die, a 6 rolls on the End
//! of Epoch Event table; after Epoch III the Bronze Age Collapse strikes every area.
//!
//! The choices the rulebook gives the last-place player (Civil War's and the Raids' areas) and
//! the Disaster's victim (which Wonder or area) are made by fixed rules here (docs/cradle.md):
//! the areas with most armies first, then the board's order.

use rand::seq::SliceRandom;

use super::combat::{self, Attack, d6};
use super::data::{AreaId, Catalog};
use super::event::{Event, Gamble};
use super::flow::add_raiders;
use super::state::{NationId, Occupant, Seat, State, WonderState};

/// CR 8.0, then the Bronze Age Collapse after the Epoch it names.
pub fn end_of_epoch(st: &mut State, cat: &Catalog, ev: &mut Vec<Event>) {
    // B32: every civilization with an army on the map, old ones too; raiders do not roll.
    let rolling: Vec<NationId> = (0..st.nations.len() as NationId)
        .filter(|&n| st.nations[n as usize].card.is_some() && st.armies_of(n) > 0)
        .collect();
    for n in rolling {
        if st.armies_of(n) == 0 {
            continue;
        }
        let die = d6(st);
        ev.push(Event::Roll {
            nation: n,
            gamble: Gamble::EpochEnd,
            area: None,
            die,
            success: die == 6,
        });
        if die == 6 {
            let row = d6(st);
            event(st, cat, n, row, ev);
        }
    }
    if st.epoch == cat.collapse_after {
        collapse(st, ev);
    }
}

/// The last-place player (fewest VP; ties by a die roll, highest loses the tie: CR 8.0).
fn last_place(st: &mut State) -> Seat {
    let low = st.vp.iter().copied().min().unwrap_or(0);
    let tied: Vec<Seat> = (0..st.players)
        .filter(|&s| st.vp[s as usize] == low)
        .collect();
    if tied.len() == 1 {
        return tied[0];
    }
    let rolls: Vec<(u8, Seat)> = tied.iter().map(|&s| (d6(st), s)).collect();
    rolls.iter().max().expect("a tie").1
}

/// A civilization's areas, most armies first, then the board's order.
fn areas_by_strength(st: &State, n: NationId) -> Vec<AreaId> {
    let mut v: Vec<AreaId> = st.held(n).collect();
    v.sort_by_key(|&a| {
        (
            std::cmp::Reverse(st.areas[a as usize].occupant.map_or(0, |o| o.armies)),
            a,
        )
    });
    v
}

/// One row of the End of Epoch Event table for civilization `n`.
fn event(st: &mut State, cat: &Catalog, n: NationId, row: u8, ev: &mut Vec<Event>) {
    let owner = st.nations[n as usize].owner;
    let last = last_place(st);
    ev.push(Event::EpochEvent {
        nation: n,
        row,
        last_place: last,
    });
    match row {
        // Civil War (B34): an army of the last-place player attacks each of 3 areas of the
        // civilization, ignoring terrain; a winner stays.
        1 => {
            let raiders = add_raiders(st, last);
            for a in areas_by_strength(st, n).into_iter().take(3) {
                raid(st, cat, raiders, a, ev);
            }
        }
        // Plague (4-6) and Famine (5-6): 3 areas of the civilization drawn at random (B33).
        2 | 3 => {
            let mut areas: Vec<AreaId> = st.held(n).collect();
            areas.shuffle(&mut st.rng);
            let need = if row == 2 { 4 } else { 5 };
            for a in areas.into_iter().take(3) {
                let die = d6(st);
                let hit = die >= need;
                ev.push(Event::Roll {
                    nation: n,
                    gamble: if row == 2 {
                        Gamble::Plague
                    } else {
                        Gamble::Famine
                    },
                    area: Some(a),
                    die,
                    success: hit,
                });
                if hit {
                    combat::remove_army(st, a, ev);
                }
            }
        }
        // Disaster (B36): a Wonder its owner holds goes with every army and City of its area;
        // without one, all armies of one area of the civilization.
        4 => {
            let wonder = (0..st.wonders.len() as u8).find_map(|w| match st.wonders[w as usize] {
                WonderState::Built(a)
                    if st.areas[a as usize]
                        .occupant
                        .is_some_and(|o| st.nations[o.nation as usize].owner == owner) =>
                {
                    Some((w, a))
                }
                _ => None,
            });
            let area = match wonder {
                Some((w, a)) => {
                    st.wonders[w as usize] = WonderState::Destroyed;
                    st.areas[a as usize].wonder = None;
                    ev.push(Event::WonderDestroyed { wonder: w, area: a });
                    for c in std::mem::take(&mut st.areas[a as usize].cities) {
                        ev.push(Event::CityDestroyed { city: c, area: a });
                    }
                    Some(a)
                }
                None => areas_by_strength(st, n).first().copied(),
            };
            if let Some(a) = area {
                while st.areas[a as usize].occupant.is_some() {
                    combat::remove_army(st, a, ev);
                }
            }
        }
        // Barbarian Raids (B35): 5 connected land areas from one of the civilization's areas
        // that touches a sea, mountain or desert; each entered or attacked, ignoring terrain.
        _ => {
            let start = areas_by_strength(st, n)
                .into_iter()
                .find(|&a| cat.areas[a as usize].raid_edge);
            let Some(start) = start else { return };
            let mut chain = vec![start];
            let mut i = 0;
            while chain.len() < 5 && i < chain.len() {
                for &b in &cat.areas[chain[i] as usize].land_adjacent {
                    if chain.len() < 5 && !chain.contains(&b) {
                        chain.push(b);
                    }
                }
                i += 1;
            }
            let raiders = add_raiders(st, last);
            for a in chain {
                raid(st, cat, raiders, a, ev);
            }
        }
    }
}

/// One raid or civil-war army into an area: an empty one is occupied, a held one attacked
/// ignoring terrain (B34, B35).
fn raid(st: &mut State, cat: &Catalog, raiders: NationId, area: AreaId, ev: &mut Vec<Event>) {
    match st.areas[area as usize].occupant {
        None => {
            st.enter_alone(area, raiders);
            ev.push(Event::ArmyPlaced {
                nation: raiders,
                area,
            });
        }
        Some(o) if o.nation == raiders => {
            if o.armies < cat.areas[area as usize].stacking {
                st.areas[area as usize].occupant = Some(Occupant {
                    armies: o.armies + 1,
                    ..o
                });
            }
        }
        Some(_) => {
            let how = Attack {
                dice: 2,
                ignore_terrain: true,
                ..Attack::default()
            };
            let _ = combat::combat(st, cat, raiders, area, how, ev);
        }
    }
}

/// The Bronze Age Collapse (CR 8.0): every area rolls; on 4-6 one City there is destroyed and
/// one army removed.
fn collapse(st: &mut State, ev: &mut Vec<Event>) {
    for a in 0..st.areas.len() as AreaId {
        let here = &st.areas[a as usize];
        if here.cities.is_empty() && here.occupant.is_none() {
            continue;
        }
        let nation = here.occupant.map_or(u8::MAX, |o| o.nation);
        let die = d6(st);
        let hit = die >= 4;
        ev.push(Event::Roll {
            nation,
            gamble: Gamble::Collapse,
            area: Some(a),
            die,
            success: hit,
        });
        if hit {
            if let Some(c) = st.areas[a as usize].cities.pop() {
                ev.push(Event::CityDestroyed { city: c, area: a });
            }
            combat::remove_army(st, a, ev);
        }
    }
}
