//! N1.9.C (ACIS) priorities 9 and 10 (content-acis section 7, designed): ACME's Sea Peoples and
//! Cimmerians priorities given to ACIS's two sea peoples. ACME's brain reads its own two
//! abilities (Wanderers of the Sea, Masters of the Inland Seas), which no ACIS display holds, and
//! asks the ruleset for the rest (`Ruleset::npc_sea_priority`), which ACIS answers here:
//! * priority 9, Minos (Lords of the Sea): it tries to Control 4, then 8 shallow sea areas, so an
//!   empty shallow sea (a disk there Controls it) while it Controls fewer than 8, the step to 8
//!   only when its disks left can reach it (ACME's reading of the Sea Peoples' steps of 4);
//! * priority 10, Phoenicia: one disk in each deep sea area next to an area it occupies, if it
//!   has none there (its Deep-Sea Mariners let it in before Epoch IV; the phases offer a deep sea
//!   only where its rule allows, so the options hold none otherwise).

use crate::games::acme::Q;
use crate::games::acme::catalog::{AreaId, Catalog, CivKind, Known, bit, iter_set};
use crate::games::acme::state::{Slot, State};

use super::rules::{Acis, shallow_seas};

/// Phoenicia (the fifth display of ACIS's civilizations file), whose NPC walks priority 10.
pub const PHOENICIA: CivKind = CivKind(4);

/// Lords of the Sea's goals: Control 4, then 8 shallow seas (content-acis 7, N1.9.C).
const SEA_STEP: u32 = 4;
const SEA_GOAL: u32 = 8;

/// The words of priorities 9 and 10 in ACIS's NPC reasons.
pub const TEXTS: [&str; 2] = [
    "Lords of the Sea (Minos): Control 4, then 8 shallow sea areas",
    "Phoenicia: a disk in each deep sea next to an area it occupies",
];

/// `Ruleset::npc_sea_priority` for ACIS: the options priority `n` accepts for `s`.
pub fn priority(
    cat: &Catalog,
    st: &State,
    s: Slot,
    n: u8,
    opts: &[AreaId],
    left: u16,
    out: &mut Vec<(AreaId, [i64; 3])>,
) {
    match n {
        9 => lords_of_the_sea(cat, st, s, opts, left, out),
        10 => deep_seas(cat, st, s, opts, out),
        _ => {}
    }
}

/// Priority 9 for a display with Lords of the Sea (Minos).
fn lords_of_the_sea(
    cat: &Catalog,
    st: &State,
    s: Slot,
    opts: &[AreaId],
    left: u16,
    out: &mut Vec<(AreaId, [i64; 3])>,
) {
    if cat
        .civ(st.civ(s).civ)
        .known_index(Known::LordsOfTheSea)
        .is_none()
    {
        return;
    }
    let q = Q::<Acis>::under(cat, st);
    let shallow = shallow_seas(&cat.board) & q.playable_set();
    let held = iter_set(shallow)
        .filter(|&a| q.controls(s.faction(), a))
        .count() as u32;
    let next = (held / SEA_STEP + 1) * SEA_STEP;
    if held >= SEA_GOAL || (held >= SEA_STEP && u32::from(left) < next - held) {
        return;
    }
    for &a in opts {
        if shallow & bit(a) != 0 && st.area(a).factions().next().is_none() {
            out.push((a, [0; 3]));
        }
    }
}

/// Priority 10 for Phoenicia.
fn deep_seas(
    cat: &Catalog,
    st: &State,
    s: Slot,
    opts: &[AreaId],
    out: &mut Vec<(AreaId, [i64; 3])>,
) {
    if st.civ(s).civ != PHOENICIA {
        return;
    }
    let q = Q::<Acis>::under(cat, st);
    let f = s.faction();
    let near = iter_set(q.occupied_set(f)).fold(0, |m, a| m | cat.board.adj[a.0 as usize]);
    for &a in opts {
        if cat.board.deep_seas & near & bit(a) != 0 && q.disks(f, a) == 0 {
            out.push((a, [0; 3]));
        }
    }
}
