//! CR 7.0-7.3 Player Scoring, after a player's last civilization round, with every army of his
//! colour whatever its Epoch.

use super::data::{Catalog, Trait};
use super::event::{Event, Score};
use super::state::{Seat, State};

/// What `seat` scores now (CR 7.2, 7.3; B21-B27).
pub fn score_of(st: &State, cat: &Catalog, seat: Seat) -> Score {
    let mut s = Score::default();
    let mut cities_by_nation: Vec<u32> = vec![0; st.nations.len()];
    for (a, here) in st.areas.iter().enumerate() {
        let Some(o) = here.occupant else { continue };
        let nat = &st.nations[o.nation as usize];
        if nat.owner != seat {
            continue;
        }
        s.areas += 1;
        let traits = st.traits(cat, o.nation);
        // CR 6.1 No City Bonus: its Cities never score (B27).
        if !traits.has(Trait::NoCityBonus) {
            s.city_vp += here.cities.len() as i32;
        }
        cities_by_nation[o.nation as usize] += here.cities.len() as u32;
        // CR 6.2: a Bonus Area scores when the civilization naming it holds it (B25).
        if let Some(card) = nat.card
            && cat.civs[card as usize].bonus_areas.contains(&(a as u8))
        {
            s.bonus_area_vp += 1;
        }
        if here.wonder.is_some() {
            s.wonder_vp += 2;
        }
    }
    // CR 6.1 Commerce: 1 VP per 2 Cities of that civilization (B26).
    for (n, &c) in cities_by_nation.iter().enumerate() {
        if c > 0 && st.traits(cat, n as u8).has(Trait::Commerce) {
            s.commerce_vp += (c / 2) as i32;
        }
    }
    s.area_vp = (s.areas / 2) as i32;
    for region in &cat.regions {
        let count = |p: Seat| {
            region
                .areas
                .iter()
                .filter(|&&a| {
                    st.areas[a as usize]
                        .occupant
                        .is_some_and(|o| st.nations[o.nation as usize].owner == p)
                })
                .count()
        };
        let mine = count(seat);
        let best_other = (0..st.players)
            .filter(|&p| p != seat)
            .map(count)
            .max()
            .unwrap_or(0);
        // CR 7.3: presence 1 area; control 2+ and more than anyone else (B23); domination every
        // area. Only the highest scores (B21).
        let (status, vp) = if mine == region.areas.len() && mine > 0 {
            (3, region.domination)
        } else if mine >= 2 && mine > best_other {
            (2, region.control)
        } else if mine >= 1 {
            (1, region.presence)
        } else {
            (0, 0)
        };
        s.regions.push((status, vp as i32));
    }
    s.total = s.area_vp
        + s.city_vp
        + s.commerce_vp
        + s.bonus_area_vp
        + s.wonder_vp
        + s.regions.iter().map(|r| r.1).sum::<i32>();
    s
}

/// Score `seat` and report it.
pub fn score_player(st: &mut State, cat: &Catalog, seat: Seat, ev: &mut Vec<Event>) {
    let score = score_of(st, cat, seat);
    st.vp[seat as usize] += score.total;
    ev.push(Event::Scored { seat, score });
}
