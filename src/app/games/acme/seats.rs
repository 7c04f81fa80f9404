//! ACME's seats at the table: its civilizations in the state's slots and on the Turn Order track
//! (RB "Turn Order"), their names (a scenario's own names first), their colours (RB "Components":
//! each civilization's disks), their VP after each Victory Tally Step, and the Fate deck's counts
//! over the panel.

use super::colours;
use crate::app::game_face::{PanelLine, PanelRow};
use crate::games::acme::Q;
use crate::games::acme::catalog::Catalog;
use crate::games::acme::state::{Slot, State};
use bevy::color::Color;

/// Who sits at a civilization's seat: a person, an NPC (the solitaire rules) or a scenario's
/// neutral faction (the session's `seat`).
pub use crate::games::acme::view::Seat as Occupant;

/// Every civilization the state holds, by slot.
pub fn seats(st: &State) -> Vec<Slot> {
    st.slots().collect()
}

/// The civilizations on the Turn Order track, first to last.
pub fn turn_order(st: &State) -> Vec<Slot> {
    st.order.clone()
}

/// The civilization's name as the game calls it (a scenario's own name when it has one).
pub fn name(cat: &Catalog, st: &State, s: Slot) -> String {
    Q::new(cat, st).civ_name(s).to_string()
}

/// The colour of the civilization's disks (`None`: a slot the state does not hold).
pub fn colour(st: &State, s: Slot) -> Option<Color> {
    st.civs.get(s.idx()).map(|c| colours::civ(c.color))
}

/// The civilization's VP total after each Victory Tally Step, once per turn played.
pub fn vp_history(st: &State, s: Slot) -> &[u32] {
    &st.civ(s).vp_history
}

/// The Fate deck's draw pile and discard pile, as counts.
pub fn deck_rows(st: &State) -> Vec<PanelRow> {
    let row = |label, n: usize| PanelRow {
        label,
        value: n.to_string(),
        designed: false,
        line: PanelLine::Small,
    };
    vec![
        row("deck", st.deck.draw.len()),
        row("discard", st.deck.discard.len()),
    ]
}
