//! Civilization display abilities, at the steps where they trigger (content 6). The Golden Rule
//! order holds: an ability beats a rule, a card beats an ability (RB).
//!
//! Each hook is called by the phase that owns the step; an ability is looked up by its name on the
//! display in `civilizations.ron`, so a scenario that gives a display to another faction keeps it.

use super::catalog::{AreaId, AreaSet, Catalog, CivKind, Known, Terrain, bit, iter_set};
use super::g::G;
use super::proc::{Ctx, Step};
use super::ruleset::Ruleset;
use super::state::Slot;

fn has<R: Ruleset>(g: &G<R>, s: Slot, ability: Known) -> bool {
    has_known_ability(g, s, ability)
}

/// Whether a civilization may use a display ability now: its display's, unless a scenario takes
/// it away (a conquered satrapy) or adds a second display (militarisation, H4.01.8).
pub fn has_ability<R: Ruleset>(g: &G<R>, s: Slot, ability: &str) -> bool {
    R::ability(g, s, ability).unwrap_or_else(|| g.cat.civ(g.st.civ(s).civ).has_ability(ability))
}

/// [`has_ability`] for a [`Known`] ability. Why: the display hooks run at every Growth start,
/// Draw Step and Acquisition; the load-time table answers without comparing names (a scenario's
/// takeover or second display still goes through the name, as in `has_ability`).
pub(crate) fn has_known_ability<R: Ruleset>(g: &G<R>, s: Slot, ability: Known) -> bool {
    R::ability(g, s, ability.name())
        .unwrap_or_else(|| g.cat.civ(g.st.civ(s).civ).has_known(ability))
}

/// Start of the civilization's own Growth Phase.
pub(crate) fn growth_start<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) {
    // The civilization's name is looked up only for a note actually written (no String per call).
    // Egypt, Gift of the Nile: 1 mina (PB example).
    if has(g, s, Known::GiftOfTheNile) {
        g.gain_mina(ctx, s, 1);
        ctx.note(
            Some(s),
            g.text(|| format!("{}: Gift of the Nile, +1 mina", g.q().civ_name(s))),
            "Egypt display",
        );
    }
    // Babylon, Revered City of Gods: 1 mina with a City in Babylon (RB display).
    if has(g, s, Known::ReveredCityOfGods)
        && g.cat
            .board
            .find("Babylon")
            .is_some_and(|a| g.q().is_city(s, a))
    {
        g.gain_mina(ctx, s, 1);
        ctx.note(
            Some(s),
            g.text(|| format!("{}: Revered City of Gods, +1 mina", g.q().civ_name(s))),
            "Babylon display",
        );
    }
    // Chaldea, Heirs of Babylon: 1 mina with a City in Babylon or Ur.
    if has(g, s, Known::HeirsOfBabylon)
        && ["Babylon", "Ur"]
            .iter()
            .filter_map(|n| g.cat.board.find(n))
            .any(|a| g.q().is_city(s, a))
    {
        g.gain_mina(ctx, s, 1);
        ctx.note(
            Some(s),
            g.text(|| format!("{}: Heirs of Babylon, +1 mina", g.q().civ_name(s))),
            "Chaldea display",
        );
    }
    // Medes & Persians, Satrapies: 1 mina per 3 Cities, at most 2.
    if has(g, s, Known::Satrapies) {
        let n = (g.q().cities(s) / 3).min(2) as u16;
        if n > 0 {
            g.gain_mina(ctx, s, n);
            ctx.note(
                Some(s),
                g.text(|| format!("{}: Satrapies, +{n} mina", g.q().civ_name(s))),
                "Medes & Persians display",
            );
        }
    }
    // Urartu, Metalworkers of Van: 1 mina when Controlling 2+ Mountain areas.
    if has(g, s, Known::MetalworkersOfVan) {
        let q = g.q();
        let m = q
            .playable_areas()
            .filter(|&a| q.terrain(a) == Terrain::Mountain && q.controls(s.faction(), a))
            .count();
        if m >= 2 {
            g.gain_mina(ctx, s, 1);
            ctx.note(
                Some(s),
                g.text(|| format!("{}: Metalworkers of Van, +1 mina", g.q().civ_name(s))),
                "Urartu display",
            );
        }
    }
}

/// Extra Acquisition disks from the display (counted after terrain and Commerce).
pub(crate) fn acquisition_bonus<R: Ruleset>(g: &G<R>, s: Slot) -> u16 {
    let mut n = 0;
    // Indus Valley, Great Granaries: +1 when Controlling both Arachosia and Mohenjo-Daro.
    if has(g, s, Known::GreatGranaries) {
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
pub(crate) fn minimum_acquisition<R: Ruleset>(g: &G<R>, s: Slot) -> u16 {
    if has(g, s, Known::NomadHordes) { 5 } else { 3 }
}

/// Temple Granary: an active Deity with a disk beside its temple (RB), or Egypt's Pharaoh's
/// Granaries (a disk in its Homeland, no Deity needed).
pub(crate) fn granary_allowed<R: Ruleset>(g: &G<R>, s: Slot) -> bool {
    let q = g.q();
    if q.temple_benefits(s) {
        return true;
    }
    has(g, s, Known::PharaohsGranaries) && q.homeland(s).is_some_and(|h| q.occupies(s.faction(), h))
}

/// Start of the Deployment Step: Investment uses that add growth disks (Royal Architect #3).
pub(crate) fn deployment_start<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step {
    super::cards::great_persons::deployment_start(g, ctx, s)
}

/// Greek Colonists: deploy into a Land area next to a Sea area the Greeks occupy.
pub(crate) fn colonists_allow<R: Ruleset>(g: &G<R>, s: Slot, a: AreaId) -> bool {
    if !has(g, s, Known::Colonists) || !g.q().is_land(a) {
        return false;
    }
    let q = g.q();
    q.neighbours(a)
        .any(|n| !q.is_land(n) && q.occupies(s.faction(), n))
}

/// Victory Tally VP from the display (Akkad, Sea Peoples).
pub fn tally_bonus<R: Ruleset>(g: &G<R>, s: Slot) -> (u32, &'static str) {
    let q = g.q();
    if has(g, s, Known::KingOfTheFourQuarters) {
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
    if has(g, s, Known::RaidersOfTheSea) {
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

/// Homeland areas a new or returning civilization may choose now (content 6; see
/// [`home_options`]).
pub(crate) fn homeland_options<R: Ruleset>(
    g: &G<R>,
    s: Slot,
    available: &[super::catalog::CivKind],
) -> Vec<AreaId> {
    let civ = g.st.civ(s).civ;
    home_options(g.cat, civ, g.st.epoch, g.q().playable_set(), available)
}

/// Homeland areas civilization `civ` may choose when it enters play in `epoch` on the playable map
/// `playable`, with `available` the civilizations of the set-up (content 6 home rules). Pure, so
/// set-up code and the Gilgamesh Step can both call it.
/// * Sea Peoples (Wanderers of the Sea): Alashiya, or any Land area within two areas of it (G16
///   distance through playable areas), that is neither a Home area of another available
///   civilization nor adjacent to one (RB 4p set-up: Nile Delta is out because it borders Memphis).
/// * Indus Valley (Three Peoples of the Indus): Epoch I Arachosia (Dravidians), Epochs II-III
///   Mohenjo-Daro (Harappans), Epoch IV either (Mauryans).
/// * Everyone else: its printed Home areas on the playable map (the player chooses among several).
pub fn home_options(
    cat: &Catalog,
    civ: CivKind,
    epoch: u8,
    playable: AreaSet,
    available: &[CivKind],
) -> Vec<AreaId> {
    let c = cat.civ(civ);
    let board = &cat.board;
    if c.has_known(Known::WanderersOfTheSea) {
        let Some(alashiya) = board.find("Alashiya") else {
            return Vec::new();
        };
        let mut forbidden = 0u128;
        for &k in available {
            if k == civ {
                continue;
            }
            for &h in &cat.civ(k).homes {
                forbidden |= bit(h) | board.adj[h.0 as usize];
            }
        }
        // Areas within two steps of Alashiya through playable areas (Land and Sea).
        let one = board.adj[alashiya.0 as usize] & playable;
        let two = iter_set(one).fold(one, |m, a| m | (board.adj[a.0 as usize] & playable));
        let near = bit(alashiya) | two;
        return iter_set(near & playable & !forbidden)
            .filter(|&a| board.area(a).is_land())
            .collect();
    }
    if c.has_ability("Three Peoples of the Indus") {
        let names: &[&str] = match epoch {
            1 => &["Arachosia"],
            2 | 3 => &["Mohenjo-Daro"],
            _ => &["Arachosia", "Mohenjo-Daro"],
        };
        return names
            .iter()
            .filter_map(|n| board.find(n))
            .filter(|&a| playable & bit(a) != 0)
            .collect();
    }
    c.homes
        .iter()
        .copied()
        .filter(|&a| playable & bit(a) != 0)
        .collect()
}

/// The people a civilization display stands for in an Epoch (the Indus Valley's Dravidians,
/// Harappans and Mauryans; the Greek display's Mycenaeans and Greeks), from the display's
/// `peoples` list ("Name (Epoch I)", "Name (Epochs II-III)"); the display's name when it lists none.
pub fn people_name(cat: &Catalog, civ: CivKind, epoch: u8) -> String {
    let c = cat.civ(civ);
    let roman = |r: &str| match r.trim() {
        "I" => 1,
        "II" => 2,
        "III" => 3,
        "IV" => 4,
        _ => 0,
    };
    for p in &c.raw.peoples {
        let Some((name, rest)) = p.split_once(" (") else {
            continue;
        };
        let span = rest
            .trim_end_matches(')')
            .trim_start_matches("Epochs ")
            .trim_start_matches("Epoch ");
        let (lo, hi) = match span.split_once('-') {
            Some((a, b)) => (roman(a), roman(b)),
            None => (roman(span), roman(span)),
        };
        if (lo..=hi).contains(&epoch) {
            return name.to_string();
        }
    }
    c.name.clone()
}
