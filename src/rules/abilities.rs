//! Civilization display abilities, at the steps where they trigger (content 6). The Golden Rule
//! order holds: an ability beats a rule, a card beats an ability (RB).
//!
//! Each hook is called by the phase that owns the step; an ability is looked up by its name on the
//! display in `civilizations.ron`, so a scenario that gives a display to another faction keeps it.

use super::catalog::{AreaId, Terrain, bit};
use super::engine::G;
use super::proc::{Ctx, Step};
use super::state::Slot;

fn has(g: &G, s: Slot, ability: &str) -> bool {
    g.cat.civ(g.st.civs[s.idx()].civ).has_ability(ability)
}

/// Start of the civilization's own Growth Phase.
pub fn growth_start(g: &mut G, ctx: &mut Ctx, s: Slot) {
    let q = g.q();
    let name = q.civ_name(s).to_string();
    // Egypt, Gift of the Nile: 1 mina (PB example).
    if has(g, s, "Gift of the Nile") {
        g.gain_mina(ctx, s, 1);
        ctx.note(
            Some(s),
            format!("{name}: Gift of the Nile, +1 mina"),
            "Egypt display",
        );
    }
    // Babylon, Revered City of Gods: 1 mina with a City in Babylon (RB display).
    if has(g, s, "Revered City of Gods")
        && g.cat
            .board
            .find("Babylon")
            .is_some_and(|a| g.q().is_city(s, a))
    {
        g.gain_mina(ctx, s, 1);
        ctx.note(
            Some(s),
            format!("{name}: Revered City of Gods, +1 mina"),
            "Babylon display",
        );
    }
    // Chaldea, Heirs of Babylon: 1 mina with a City in Babylon or Ur.
    if has(g, s, "Heirs of Babylon")
        && ["Babylon", "Ur"]
            .iter()
            .filter_map(|n| g.cat.board.find(n))
            .any(|a| g.q().is_city(s, a))
    {
        g.gain_mina(ctx, s, 1);
        ctx.note(
            Some(s),
            format!("{name}: Heirs of Babylon, +1 mina"),
            "Chaldea display",
        );
    }
    // Medes & Persians, Satrapies: 1 mina per 3 Cities, at most 2.
    if has(g, s, "Satrapies") {
        let n = (g.q().cities(s) / 3).min(2) as u16;
        if n > 0 {
            g.gain_mina(ctx, s, n);
            ctx.note(
                Some(s),
                format!("{name}: Satrapies, +{n} mina"),
                "Medes & Persians display",
            );
        }
    }
    // Urartu, Metalworkers of Van: 1 mina when Controlling 2+ Mountain areas.
    if has(g, s, "Metalworkers of Van") {
        let q = g.q();
        let m = q
            .playable_areas()
            .filter(|&a| q.terrain(a) == Terrain::Mountain && q.controls(s.faction(), a))
            .count();
        if m >= 2 {
            g.gain_mina(ctx, s, 1);
            ctx.note(
                Some(s),
                format!("{name}: Metalworkers of Van, +1 mina"),
                "Urartu display",
            );
        }
    }
}

/// Extra Acquisition disks from the display (counted after terrain and Commerce).
pub fn acquisition_bonus(g: &G, s: Slot) -> u16 {
    let mut n = 0;
    // Indus Valley, Great Granaries: +1 when Controlling both Arachosia and Mohenjo-Daro.
    if has(g, s, "Great Granaries") {
        let q = g.q();
        let both = ["Arachosia", "Mohenjo-Daro"].iter().all(|name| {
            g.cat
                .board
                .find(name)
                .is_some_and(|a| q.controls(s.faction(), a))
        });
        if both {
            n += 1;
        }
    }
    n
}

/// Minimum Acquisition: 3 (RB), 5 for Scythia's Nomad Hordes.
pub fn minimum_acquisition(g: &G, s: Slot) -> u16 {
    if has(g, s, "Nomad Hordes") { 5 } else { 3 }
}

/// Temple Granary: an active Deity with a disk beside its temple (RB), or Egypt's Pharaoh's
/// Granaries (a disk in its Homeland, no Deity needed).
pub fn granary_allowed(g: &G, s: Slot) -> bool {
    let q = g.q();
    if q.temple_benefits(s) {
        return true;
    }
    has(g, s, "Pharaoh's Granaries") && q.homeland(s).is_some_and(|h| q.occupies(s.faction(), h))
}

/// Start of the Deployment Step: Investment uses that add growth disks (Royal Architect #3).
pub fn deployment_start(g: &mut G, ctx: &mut Ctx, s: Slot) -> Step {
    super::cards::great_persons::deployment_start(g, ctx, s)
}

/// Greek Colonists: deploy into a Land area next to a Sea area the Greeks occupy.
pub fn colonists_allow(g: &G, s: Slot, a: AreaId) -> bool {
    if !has(g, s, "Colonists") || !g.q().is_land(a) {
        return false;
    }
    let q = g.q();
    q.neighbours(a)
        .any(|n| !q.is_land(n) && q.occupies(s.faction(), n))
}

/// Victory Tally VP from the display (Akkad, Sea Peoples).
pub fn tally_bonus(g: &G, s: Slot) -> (u32, &'static str) {
    let q = g.q();
    if has(g, s, "King of the Four Quarters") {
        let own = q.homeland(s);
        let homes = q
            .playable_areas()
            .filter(|&a| {
                Some(a) != own
                    && !g.cat.board.area(a).home_of.is_empty()
                    && q.controls(s.faction(), a)
            })
            .count();
        if homes >= 2 {
            return (1, "King of the Four Quarters (Akkad display)");
        }
    }
    if has(g, s, "Raiders of the Sea") {
        let seas = q
            .areas_of(s.faction())
            .into_iter()
            .filter(|&a| !q.is_land(a))
            .count() as u32;
        let vp = (seas / 4).min(2);
        if vp > 0 {
            return (vp, "Raiders of the Sea (Sea Peoples display)");
        }
    }
    (0, "")
}

/// Homeland areas a new or returning civilization may choose (content 6; Sea Peoples: Alashiya
/// or a Land area within two areas of it, not adjacent to a Home option of an available
/// civilization).
pub fn homeland_options(g: &G, s: Slot, available: &[super::catalog::CivKind]) -> Vec<AreaId> {
    let civ = g.cat.civ(g.st.civs[s.idx()].civ);
    let q = g.q();
    if civ.has_ability("Wanderers of the Sea") {
        let Some(alashiya) = g.cat.board.find("Alashiya") else {
            return Vec::new();
        };
        let mut forbidden = 0u128;
        for &k in available {
            if k == civ.kind {
                continue;
            }
            for &h in &g.cat.civ(k).homes {
                forbidden |= bit(h) | g.cat.board.adj[h.0 as usize];
            }
        }
        return q
            .playable_areas()
            .filter(|&a| {
                q.is_land(a)
                    && (a == alashiya || q.distance(alashiya, a).is_some_and(|d| d <= 2))
                    && forbidden & bit(a) == 0
            })
            .collect();
    }
    civ.homes
        .iter()
        .copied()
        .filter(|&a| q.playable(a))
        .collect()
}
