//! The state's consistency (the fuzz harness checks it after every answer).

use super::data::Catalog;
use super::flow::Decision;
use super::state::{Phase, State, WonderState};

/// Every rule the state must keep between two answers.
pub fn check(st: &State, cat: &Catalog, pending: Option<&Decision>) -> Result<(), Vec<String>> {
    let mut errs = Vec::new();
    for (a, here) in st.areas.iter().enumerate() {
        let area = &cat.areas[a];
        if let Some(o) = here.occupant {
            // CR 1.1 / B7: armies stand on land only; Terrain Chart stacking.
            if !area.is_land() {
                errs.push(format!("armies at sea in {}", area.name));
            }
            if o.armies == 0 || o.armies > area.stacking {
                errs.push(format!(
                    "{} armies in {} (stacking {})",
                    o.armies, area.name, area.stacking
                ));
            }
            if o.nation as usize >= st.nations.len() {
                errs.push(format!("unknown civilization in {}", area.name));
            }
        }
        if let Some(w) = here.wonder
            && st.wonders[w as usize] != WonderState::Built(a as u8)
        {
            errs.push(format!("Wonder {w} in {} is not built there", area.name));
        }
        if here.cities.len() > 2 {
            errs.push(format!("{} Cities in {}", here.cities.len(), area.name));
        }
    }
    for (w, s) in st.wonders.iter().enumerate() {
        if let WonderState::Built(a) = s
            && st.areas[*a as usize].wonder != Some(w as u8)
        {
            errs.push(format!("Wonder {w} built in area {a} is not on the map"));
        }
    }
    // CR 5.1: no colour has more counters of an Epoch on the map than its counter mix.
    for p in 0..st.players {
        for e in 1..=6u8 {
            let on = st.counters_on_map(p, e);
            let mix = cat.epochs[e as usize - 1].counter_mix as u32;
            if on > mix {
                errs.push(format!(
                    "player {p}: {on} Epoch {e} armies over the mix of {mix}"
                ));
            }
        }
    }
    match (st.phase, pending) {
        (Phase::Over, Some(_)) => errs.push("a question after the game's end".into()),
        (Phase::Over, None) if st.winners.is_empty() => errs.push("no winner".into()),
        (Phase::Over, None) => {}
        (_, None) => errs.push("the game waits for nothing before its end".into()),
        (_, Some(d)) if d.options.is_empty() => errs.push("a question without answers".into()),
        (_, Some(d)) if d.who >= st.players => errs.push("a question for no player".into()),
        _ => {}
    }
    if st.epoch == 0 || st.epoch > 6 {
        errs.push(format!("Epoch {}", st.epoch));
    }
    if errs.is_empty() { Ok(()) } else { Err(errs) }
}
