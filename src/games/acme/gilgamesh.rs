//! The Gilgamesh Step (RB p26-27): a civilization far behind, or wiped off the map, may return as
//! a new civilization.

use super::catalog::{AreaId, CivKind, Known, MONOTHEISM, bit};
use super::decision::{Action, Ask, Decision, Text};
use super::g::G;
use super::proc::{Ctx, Step};
use super::ruleset::{GilgameshTerms, Ruleset};
use super::state::{BlockLoc, Faction, Slot, deity_ids};

/// RB: at least 5 VP fewer than every other civilization individually, or no disks on the map;
/// never in the final Epoch (except for a one-civilization player facing a two-civilization player,
/// G3.4.7e); once per game (twice with the option, not in the same Epoch).
pub fn eligible<R: Ruleset>(g: &G<R>, s: Slot) -> bool {
    let terms = R::gilgamesh(g, s);
    if terms == GilgameshTerms::Never {
        return false;
    }
    if g.st.epoch >= g.st.options.last_epoch && terms != GilgameshTerms::Favoured {
        return false;
    }
    let c = g.st.civ(s);
    let allowed = if g.st.options.second_gilgamesh { 2 } else { 1 };
    if c.gilgamesh_uses >= allowed || c.gilgamesh_epoch == Some(g.st.epoch) {
        return false;
    }
    let behind =
        g.st.slots()
            .filter(|&x| x != s && R::counts_as_civilization(g.st, x))
            .all(|x| g.st.civ(x).vp >= c.vp + 5)
            && g.st.civs.len() > 1;
    behind || g.q().disks_on_map(s.faction()) == 0
}

/// Civilizations a returning civilization may become: not in play, with a Home area in the map.
pub(crate) fn new_civ_options<R: Ruleset>(g: &G<R>, s: Slot) -> Vec<CivKind> {
    let active: Vec<CivKind> = g.st.civs.iter().map(|c| c.civ).collect();
    let mut v: Vec<CivKind> = g
        .cat
        .civs
        .iter()
        .filter(|c| !active.contains(&c.kind))
        .filter(|c| {
            c.homes.iter().any(|&h| g.q().playable(h)) || c.has_known(Known::WanderersOfTheSea)
        })
        .map(|c| c.kind)
        .collect();
    if v.is_empty() {
        v.push(g.st.civ(s).civ);
    }
    v
}

pub(crate) fn offer<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step {
    // A Non-Player Civilization has its own trigger and re-entry procedure (playbook-spec N1.8).
    if R::own_gilgamesh(g, ctx, s)? {
        return Ok(());
    }
    if !eligible(g, s) {
        return Ok(());
    }
    let d = Decision::new(
        s,
        Ask::Gilgamesh,
        g.text(|| {
            format!(
                "{}: invoke the Gilgamesh rule and return as a new civilization?",
                g.q().civ_name(s)
            )
        }),
        "RB Gilgamesh Step",
        vec![Action::Yes, Action::No],
    );
    if ctx.ask(g.st, d)? == Action::Yes {
        invoke(g, ctx, s)?;
    }
    Ok(())
}

pub(crate) fn invoke<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step {
    let old = g.q().civ_name(s).to_string();
    // 1. Disks on Investment cards and captives back to Supply; own Investments discarded.
    investments_to_supply(g, s);
    // 2. The Deity card and temple, and captured temples, go back to the available array.
    if let Some(d) = g.st.civ_mut(s).deity.take() {
        if let BlockLoc::Captured { by, .. } = g.st.block(d) {
            g.gain_vp(
                ctx,
                by,
                2,
                "a Gilgamesh civilization takes back its temple (RB)",
            );
        }
        g.st.set_block(d, BlockLoc::Available);
    }
    if let Some(card) = g.st.civ_mut(s).deity_inactive_by.take() {
        g.st.deck.discard.push(card);
    }
    for d in deity_ids().chain(std::iter::once(MONOTHEISM)) {
        if matches!(g.st.block(d), BlockLoc::Captured { by, .. } | BlockLoc::Orphaned { by } if by == s)
        {
            g.st.set_block(d, BlockLoc::Available);
        }
    }
    // 3. Its disks on the map become Barbarians.
    disks_to_barbarians(g, ctx, s);
    // 4. A new civilization and its Homeland.
    let opts = new_civ_options(g, s);
    let text = g.text(|| format!("{old}: choose your new civilization"));
    let k = ask_civilization(g, ctx, s, opts, text, "RB Gilgamesh Step 4")?;
    g.st.civ_mut(s).civ = k;
    let active: Vec<CivKind> = g.st.civs.iter().map(|c| c.civ).collect();
    let homes = super::abilities::homeland_options(g, s, &active);
    let home = if homes.is_empty() {
        g.st.civ(s).homeland.unwrap_or(AreaId(0))
    } else {
        let opts = homes.iter().map(|&a| Action::Area(a)).collect();
        let d = Decision::new(
            s,
            Ask::Homeland,
            g.text(|| format!("{}: choose your Homeland", g.q().civ_name(s))),
            "RB Gilgamesh Step 4",
            opts,
        );
        let Action::Area(h) = ctx.ask(g.st, d)? else {
            unreachable!()
        };
        h
    };
    g.st.civ_mut(s).homeland = Some(home);
    count_return(g, s);
    ctx.note(
        Some(s),
        g.text(|| {
            format!(
                "Gilgamesh: {} returns as {} in {}",
                old,
                g.q().civ_name(s),
                g.q().name(home)
            )
        }),
        "RB Gilgamesh Step",
    );
    // 5. 16 disks, plus 2 per completed Epoch; a one-civilization player facing a
    // two-civilization player returns with 50% more (G3.4.7e).
    let mut n = returning_disks(g);
    if R::gilgamesh(g, s) == GilgameshTerms::Favoured {
        n += n / 2;
    }
    g.to_growth(s, n);
    // 6. Placement from the new Homeland.
    place_returning(g, ctx, s, home, "RB Gilgamesh Step 6", placement_options)?;
    ctx.note_with(
        Some(s),
        || {
            format!(
                "{} is a godless people until it raises a Deity",
                g.q().civ_name(s)
            )
        },
        "RB Gilgamesh Step 7",
    );
    Ok(())
}

/// A return is counted: once per game (twice with the option, not in the same Epoch).
pub fn count_return<R: Ruleset>(g: &mut G<R>, s: Slot) {
    let epoch = g.st.epoch;
    let c = g.st.civ_mut(s);
    c.gilgamesh_uses += 1;
    c.gilgamesh_epoch = Some(epoch);
}

/// Asks `s` which civilization it returns as, among `options`.
pub fn ask_civilization<R: Ruleset>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    s: Slot,
    options: Vec<CivKind>,
    text: Text,
    rule: &'static str,
) -> Step<CivKind> {
    let opts = options.into_iter().map(Action::Display).collect();
    let d = Decision::new(s, Ask::GilgameshCiv, text, rule, opts);
    let Action::Display(k) = ctx.ask(g.st, d)? else {
        unreachable!()
    };
    Ok(k)
}

/// Step 1 of a return: the disks on its Investment cards go back to supply and those cards are
/// discarded (the disks held for a card in an area, captives, stay); so do its Ready disks.
pub fn investments_to_supply<R: Ruleset>(g: &mut G<R>, s: Slot) {
    let table = std::mem::take(&mut g.st.civ_mut(s).table);
    for t in table {
        if t.area.is_some() {
            g.st.civ_mut(s).table.push(t);
        } else {
            g.st.civ_mut(s).supply += t.disks as u16;
            g.st.deck.discard.push(t.card);
        }
    }
    g.growth_to_supply(s);
}

/// A returning civilization's disks on the map become Barbarians.
pub fn disks_to_barbarians<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) {
    let areas: Vec<AreaId> = g.q().areas_of(s.faction());
    for a in areas {
        let n = g.q().disks(s.faction(), a);
        g.take_off(ctx, s.faction(), a, n);
        g.place_unlimited(ctx, Faction::BARBARIANS, a, n);
    }
}

/// The disks a returning civilization takes: 16, plus 2 per completed Epoch (the Epochs before a
/// later start Epoch count as completed, RB note).
pub fn returning_disks<R: Ruleset>(g: &G<R>) -> u16 {
    let completed = g.st.epoch.saturating_sub(1) as u16;
    16 + 2 * completed
}

/// The placement of a returning civilization's Ready disks from its starting area `home`
/// (`options`: the areas open to the next disk, as [`placement_options`]); what is left goes back
/// to supply. `rule` names the step. `options` is a type parameter, not a function pointer, so
/// that it inlines: it walks the whole map for every disk placed.
pub fn place_returning<R: Ruleset>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    s: Slot,
    home: AreaId,
    rule: &'static str,
    options: impl Fn(&G<R>, Slot, AreaId) -> Vec<AreaId>,
) -> Step {
    loop {
        let left = g.st.civ(s).growth;
        if left == 0 {
            break;
        }
        let areas = options(g, s, home);
        if areas.is_empty() {
            break;
        }
        let mut opts: Vec<Action> = areas.iter().map(|&a| Action::Area(a)).collect();
        if g.q().occupies(s.faction(), home) {
            opts.push(Action::Done);
        }
        let d = Decision::new(
            s,
            Ask::GilgameshDeploy { left },
            g.text(|| {
                format!(
                    "{}: place your returning disks ({} left)",
                    g.q().civ_name(s),
                    left
                )
            }),
            rule,
            opts,
        );
        match ctx.ask(g.st, d)? {
            Action::Area(a) => g.deploy_from_growth(ctx, s, a),
            _ => break,
        }
    }
    g.growth_to_supply(s);
    Ok(())
}

/// RB Gilgamesh step 6: the Home area first (at least 1), its neighbours, areas next to one it now
/// Controls, or next to a Contested area where it matches the largest opposing stack.
pub(crate) fn placement_options<R: Ruleset>(g: &G<R>, s: Slot, home: AreaId) -> Vec<AreaId> {
    let q = g.q();
    let f = s.faction();
    let room = |a: AreaId| q.disks(f, a) < q.growth_limit(f, a);
    if !q.occupies(f, home) {
        return if room(home) { vec![home] } else { Vec::new() };
    }
    let mut ok = bit(home) | q.neighbour_set(home);
    for a in q.playable_areas() {
        if q.controls(f, a) {
            ok |= q.neighbour_set(a) | bit(a);
        }
        if q.contested(a) && q.occupies(f, a) {
            let ar = &g.st.areas[a.0 as usize];
            if ar.strength(f) >= ar.strongest_other(f) {
                ok |= q.neighbour_set(a) | bit(a);
            }
        }
    }
    super::catalog::iter_set(ok & q.playable_set())
        .filter(|&a| room(a))
        .collect()
}
