//! A readable text summary of a game (used by `acme replay` and the tests' failure messages).

use crate::games::acme::Q;
use crate::games::acme::{Game, Ruleset};

/// The same lines for every game on ACME's phases (ACIS's records replay to them too).
pub fn summary<R: Ruleset>(game: &Game<R>) -> String {
    let st = &game.state;
    let cat = &game.catalog;
    let q = Q::new(cat, st);
    let mut out = String::new();
    out.push_str(&format!(
        "Epoch {} turn {} - {} {} - {} actions\n",
        st.epoch,
        st.turn,
        st.flow.phase().name(),
        st.flow.step_name(),
        st.actions
    ));
    for &s in &st.order {
        let c = st.civ(s);
        out.push_str(&format!(
            "  {:<18} {:>3} VP  {:>2} Cities  {:>2} {}  {:>2} disks on map  {:>2} in supply  {} cards{}\n",
            q.civ_name(s),
            c.vp,
            q.cities(s),
            c.treasury,
            R::MONEY,
            q.disks_on_map(s.faction()),
            c.supply,
            c.hand.len(),
            c.deity.map(|d| format!("  Deity: {}", cat.card_name(d))).unwrap_or_default()
        ));
    }
    if let Some(w) = &st.winner {
        let names: Vec<&str> = w.iter().map(|&s| q.civ_name(s)).collect();
        out.push_str(&format!(
            "Winner: {} ({})\n",
            names.join(", "),
            st.result_note
        ));
    } else if let Some(d) = game.pending() {
        out.push_str(&format!("Waiting for: {}\n", d.text));
    }
    out
}
