//! Sandbox ("situation") setups (playbook-spec G3.7, G3.8): the players pick civilizations from
//! region groups, optionally only contemporaneous ones (G3.7.5); each deploys by Rule 8.

use super::*;
use crate::rules::catalog::{Catalog, CivKind, Known};
use crate::rules::state::Color;

/// The chosen variant of a sandbox setup.
pub fn variant<'a>(
    def: &'a ScenarioDef,
    choice: &ScenarioChoice,
) -> Result<&'a SandboxVariant, String> {
    let sb = def.sandbox.as_ref().ok_or("not a sandbox setup")?;
    match &choice.variant {
        Some(name) => sb
            .variants
            .iter()
            .find(|v| &v.name == name)
            .ok_or_else(|| format!("{} has no variant '{name}'", def.title)),
        None => sb.variants.first().ok_or_else(|| "no variant".to_string()),
    }
}

/// G3.7.5 (A7.32): a civilization is contemporaneous with an Epoch when its display's Epochs
/// include it (the displays' own lines win over the dates table).
pub fn contemporaneous(cat: &Catalog, k: CivKind, epoch: u8) -> bool {
    cat.civ(k).raw.epochs.contains(&epoch)
}

fn groups_of<'a>(def: &'a ScenarioDef, display: &str) -> Vec<&'a str> {
    def.sandbox
        .as_ref()
        .map(|sb| {
            sb.groups
                .iter()
                .filter(|(_, civs)| civs.iter().any(|c| c == display))
                .map(|(n, _)| n.as_str())
                .collect()
        })
        .unwrap_or_default()
}

/// Civilizations allowed for one pick (before the group limits): in the groups, with a Homeland
/// on the map, contemporaneous if asked.
fn candidates(
    cat: &Catalog,
    def: &ScenarioDef,
    pick: &[String],
    config: usize,
    epoch: Option<u8>,
) -> Vec<String> {
    let sb = def.sandbox.as_ref().expect("a sandbox setup");
    let mut out: Vec<String> = Vec::new();
    let any = pick.iter().any(|p| p == "*");
    let pool: Vec<String> = if any {
        cat.civs.iter().map(|c| c.name.clone()).collect()
    } else {
        sb.groups
            .iter()
            .filter(|(n, _)| pick.contains(n))
            .flat_map(|(_, civs)| civs.iter().cloned())
            .collect()
    };
    for name in pool {
        let Some(k) = cat.civ_by_name(&name) else {
            continue;
        };
        let civ = cat.civ(k);
        let on_map = civ
            .homes
            .iter()
            .any(|&h| cat.board.configs[config].playable & crate::rules::catalog::bit(h) != 0)
            || (civ.has_known(Known::WanderersOfTheSea)
                && cat.board.find("Alashiya").is_some_and(|a| {
                    cat.board.configs[config].playable & crate::rules::catalog::bit(a) != 0
                }));
        if !on_map || out.contains(&civ.name) {
            continue;
        }
        if let Some(e) = epoch
            && !contemporaneous(cat, k, e)
        {
            continue;
        }
        out.push(civ.name.clone());
    }
    out
}

/// Whether a full list of picks respects the variant.
pub fn valid(
    cat: &Catalog,
    def: &ScenarioDef,
    v: &SandboxVariant,
    civs: &[String],
    epoch: Option<u8>,
) -> Result<(), String> {
    let config = cat
        .board
        .config(&def.map)
        .ok_or("unknown map configuration")?;
    if civs.len() != v.picks.len() {
        return Err(format!(
            "{} needs {} civilizations, not {}",
            v.name,
            v.picks.len(),
            civs.len()
        ));
    }
    for (i, c) in civs.iter().enumerate() {
        if civs[..i].contains(c) {
            return Err(format!("{c} is picked twice"));
        }
        let cand = candidates(cat, def, &v.picks[i], config, epoch);
        let relaxed = candidates(cat, def, &["*".to_string()], config, epoch);
        // G3.7.3: if a grouping is exhausted, any remaining civilization of that Epoch.
        let exhausted = cand.iter().all(|x| civs[..i].contains(x));
        if !(cand.contains(c) || exhausted && relaxed.contains(c)) {
            return Err(format!("{c} may not be pick {} of {}", i + 1, v.name));
        }
    }
    for (group, max) in &v.max_per_group {
        let n = civs
            .iter()
            .filter(|c| groups_of(def, c).contains(&group.as_str()))
            .count();
        if n > *max as usize {
            return Err(format!("at most {max} from {group}"));
        }
    }
    Ok(())
}

/// The most steps the default-picks search takes (the shipped sandboxes need a few dozen).
pub const SEARCH_BUDGET: u32 = 20_000;

/// Default picks: the first valid assignment in group order (a small backtracking search).
pub fn default_picks(
    cat: &Catalog,
    def: &ScenarioDef,
    v: &SandboxVariant,
    epoch: Option<u8>,
) -> Result<Vec<String>, String> {
    let config = cat
        .board
        .config(&def.map)
        .ok_or("unknown map configuration")?;
    let cands: Vec<Vec<String>> = v
        .picks
        .iter()
        .map(|p| candidates(cat, def, p, config, epoch))
        .collect();
    let mut chosen: Vec<String> = Vec::new();
    /// Depth-first over the candidates; a prefix that already breaks a group's maximum is cut
    /// (counts only grow), and the whole search has a budget of steps, so a file whose limits
    /// cannot be met is refused in bounded time (issue 23: a swapped group name used to make this
    /// search run for seconds).
    fn search(
        i: usize,
        cands: &[Vec<String>],
        chosen: &mut Vec<String>,
        ok_prefix: &dyn Fn(&[String]) -> bool,
        ok: &dyn Fn(&[String]) -> bool,
        budget: &mut u32,
    ) -> bool {
        if i == cands.len() {
            return ok(chosen);
        }
        for c in &cands[i] {
            if chosen.contains(c) {
                continue;
            }
            if *budget == 0 {
                return false;
            }
            *budget -= 1;
            chosen.push(c.clone());
            if ok_prefix(chosen) && search(i + 1, cands, chosen, ok_prefix, ok, budget) {
                return true;
            }
            chosen.pop();
        }
        false
    }
    let ok_prefix = |list: &[String]| {
        v.max_per_group.iter().all(|(group, max)| {
            list.iter()
                .filter(|c| groups_of(def, c).contains(&group.as_str()))
                .count()
                <= *max as usize
        })
    };
    let mut budget = SEARCH_BUDGET;
    let ok = |list: &[String]| valid(cat, def, v, list, epoch).is_ok();
    if search(0, &cands, &mut chosen, &ok_prefix, &ok, &mut budget) {
        Ok(chosen)
    } else {
        Err(format!(
            "no set of civilizations fits {} {}",
            def.title,
            if epoch.is_some() {
                "with the contemporaneous filter"
            } else {
                ""
            }
        ))
    }
}

/// The civilizations of a sandbox game, as scenario civilizations.
pub fn resolve(
    cat: &Catalog,
    def: &ScenarioDef,
    choice: &ScenarioChoice,
) -> Result<Vec<CivDef>, String> {
    let v = variant(def, choice)?;
    let start = choice.options.start_epoch.unwrap_or(def.start_epoch);
    let epoch = choice.options.contemporaneous.then_some(start);
    let picks = if choice.civs.is_empty() {
        default_picks(cat, def, v, epoch)?
    } else {
        valid(cat, def, v, &choice.civs, epoch)?;
        choice.civs.clone()
    };
    // Colours in the box's order; Double Disks take a second colour from those left over.
    let mut free: Vec<Color> = Color::ALL.to_vec();
    let mut out: Vec<CivDef> = Vec::new();
    for name in &picks {
        let color = free.remove(0);
        out.push(CivDef {
            name: name.clone(),
            display: name.clone(),
            color,
            second_color: None,
            homeland: None,
            deploy: {
                let mut d = vec![Deploy::Rule8(v.disks)];
                if v.extra_growth > 0 {
                    d.push(Deploy::GrowthBox(v.extra_growth));
                }
                d
            },
            gold: vec![],
            strongholds: vec![],
            deity: DeityDef::None,
            hand: None,
            fixed_cards: vec![],
            vp: 0,
            mina: 0,
            turn_box: None,
            always_last: false,
        });
    }
    if v.double_disks == Requirement::Mandatory {
        for c in &mut out {
            if !free.is_empty() {
                c.second_color = Some(free.remove(0));
            }
        }
    }
    Ok(out)
}
