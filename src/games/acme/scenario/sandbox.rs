//! Sandbox ("situation") setups (playbook-spec G3.7, G3.8): the players pick civilizations from
//! region groups, optionally only contemporaneous ones (G3.7.5); each deploys by Rule 8.

use super::*;
use crate::games::acme::catalog::{Catalog, CivKind, Known};
use crate::games::acme::state::Color;

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
        let on_map = civ.homes.iter().any(|&h| {
            cat.board.configs[config].playable & crate::games::acme::catalog::bit(h) != 0
        }) || (civ.has_known(Known::WanderersOfTheSea)
            && cat.board.find("Alashiya").is_some_and(|a| {
                cat.board.configs[config].playable & crate::games::acme::catalog::bit(a) != 0
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
            return Err(not_allowed(cat, def, v, i, c, epoch));
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

/// Why `c` may not be pick `i`: not from the pick's groups, not on the map, or not of the start
/// Epoch (G3.7.4, G3.7.5).
fn not_allowed(
    cat: &Catalog,
    def: &ScenarioDef,
    v: &SandboxVariant,
    i: usize,
    c: &str,
    epoch: Option<u8>,
) -> String {
    let groups = v.picks[i].join(" or ");
    let Some(k) = cat.civ_by_name(c) else {
        return format!("{c} is not a civilization");
    };
    let in_groups = v.picks[i].iter().any(|p| p == "*") || {
        let of = groups_of(def, c);
        v.picks[i].iter().any(|p| of.contains(&p.as_str()))
    };
    if !in_groups {
        return format!(
            "{c} may not be pick {} of {}: that pick comes from {groups}",
            i + 1,
            v.name
        );
    }
    if let Some(e) = epoch
        && !contemporaneous(cat, k, e)
    {
        return format!(
            "{c} is not contemporaneous with Epoch {} (G3.7.5): its display says Epochs {}",
            roman(e),
            cat.civ(k)
                .raw
                .epochs
                .iter()
                .map(|&x| roman(x))
                .collect::<Vec<_>>()
                .join(", ")
        );
    }
    format!("{c} has no Homeland on the {} map (G3.7.4)", def.map)
}

/// An Epoch as the display prints it (I-IV).
pub fn roman(e: u8) -> &'static str {
    match e {
        1 => "I",
        2 => "II",
        3 => "III",
        4 => "IV",
        5 => "V",
        6 => "VI",
        _ => "?",
    }
}

/// The civilizations a player may choose for pick `i` given the other picks: the pick's groups
/// (on the map, contemporaneous if asked); when every one of them is taken by another pick, any
/// remaining civilization of that Epoch on the map (G3.7.3). The group limits are checked by
/// [`valid`], which says which one a choice breaks.
pub fn pick_choices(
    cat: &Catalog,
    def: &ScenarioDef,
    v: &SandboxVariant,
    i: usize,
    picks: &[String],
    epoch: Option<u8>,
) -> Vec<String> {
    let Some(config) = cat.board.config(&def.map) else {
        return Vec::new();
    };
    let Some(pick) = v.picks.get(i) else {
        return Vec::new();
    };
    let others: Vec<&String> = picks
        .iter()
        .enumerate()
        .filter(|(k, _)| *k != i)
        .map(|(_, c)| c)
        .collect();
    let cand = candidates(cat, def, pick, config, epoch);
    if cand.iter().all(|c| others.contains(&c)) {
        candidates(cat, def, &["*".to_string()], config, epoch)
    } else {
        cand
    }
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
    fill_picks(cat, def, v, epoch, &vec![None; v.picks.len()], None)
}

/// A valid assignment that keeps the picks already made (`fixed`, one entry per pick) and fills
/// the others: in group order, or in an order shuffled by `shuffle` (the New Game screen's "draw
/// them": the players may draw rather than choose, G3.7.2). Without fixed picks and without a
/// shuffle it is [`default_picks`].
pub fn fill_picks(
    cat: &Catalog,
    def: &ScenarioDef,
    v: &SandboxVariant,
    epoch: Option<u8>,
    fixed: &[Option<String>],
    shuffle: Option<u64>,
) -> Result<Vec<String>, String> {
    let config = cat
        .board
        .config(&def.map)
        .ok_or("unknown map configuration")?;
    let mut cands: Vec<Vec<String>> = v
        .picks
        .iter()
        .enumerate()
        .map(|(i, p)| match fixed.get(i).cloned().flatten() {
            Some(c) => vec![c],
            None => candidates(cat, def, p, config, epoch),
        })
        .collect();
    if let Some(seed) = shuffle {
        use rand::SeedableRng;
        use rand::seq::SliceRandom;
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        for (i, c) in cands.iter_mut().enumerate() {
            if fixed.get(i).is_none_or(Option::is_none) {
                c.shuffle(&mut rng);
            }
        }
    }
    let relaxed = candidates(cat, def, &["*".to_string()], config, epoch);
    /// Depth-first over the candidates; a prefix that already breaks a group's maximum is cut
    /// (counts only grow), and the whole search has a budget of steps, so a file whose limits
    /// cannot be met is refused in bounded time (a swapped group name used to make this
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
    let ok = |list: &[String]| valid(cat, def, v, list, epoch).is_ok();
    let mut chosen: Vec<String> = Vec::new();
    let mut budget = SEARCH_BUDGET;
    if search(0, &cands, &mut chosen, &ok_prefix, &ok, &mut budget) {
        return Ok(chosen);
    }
    // G3.7.3: a pick whose groups are all taken may take any civilization of the Epoch; a second
    // search tries those after its own (the first one, unchanged, keeps the default picks of
    // every recorded game).
    for (i, c) in cands.iter_mut().enumerate() {
        if fixed.get(i).is_none_or(Option::is_none) {
            for r in &relaxed {
                if !c.contains(r) {
                    c.push(r.clone());
                }
            }
        }
    }
    chosen.clear();
    let mut budget = SEARCH_BUDGET;
    if search(0, &cands, &mut chosen, &ok_prefix, &ok, &mut budget) {
        Ok(chosen)
    } else {
        Err(format!(
            "no set of civilizations fits {}{}{}",
            def.title,
            if fixed.iter().any(Option::is_some) {
                " with the picks made"
            } else {
                ""
            },
            match epoch {
                Some(e) => format!(" with only civilizations of Epoch {}", roman(e)),
                None => String::new(),
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
