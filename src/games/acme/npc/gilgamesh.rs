//! The NPC and the Gilgamesh rule (playbook-spec N1.8).
//!
//! The engine calls [`offer`] instead of the Rulebook's offer for an NPC: the NPC's own trigger
//! (N1.8.1-2, replacing the Rulebook eligibility; the final-Epoch ban stays, A7.12), the reveal of
//! the Entry Location table (N1.8.6), then the Rulebook's Gilgamesh activities, whose questions
//! [`reentry_choice`] answers from the plan made here. A second invocation puts the NPC out of the
//! game (N1.8.3).

use super::hostility::make_hostile;
use super::{B, Choice, Reentry, tiebreak};
use crate::games::acme::Ruleset;
use crate::games::acme::catalog::{AreaId, CardId, CivKind, MONOTHEISM, Terrain, bit, iter_set};
use crate::games::acme::decision::{Action, Decision};
use crate::games::acme::event::Event;
use crate::games::acme::flow::{Flow, ReckStep};
use crate::games::acme::g::G;
use crate::games::acme::proc::{Ctx, Step};
use crate::games::acme::state::slot_bit;
use crate::games::acme::state::{BlockLoc, Slot, deity_ids};

/// Reveal one card for a rule (C0.3.7): an Event is resolved at once and its own ID is used; any
/// other card is discarded (A7.2).
pub(crate) fn reveal<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, why: &str) -> Step<Option<CardId>> {
    let Some(c) = g.take_top(ctx) else {
        return Ok(None);
    };
    ctx.note_with(
        None,
        || format!("{why}: {} (#{}) is revealed", g.cat.card_name(c), c.0),
        why.to_string(),
    );
    if g.cat.card(c).is_event() {
        g.resolve_events(ctx, vec![c], None)?;
    } else {
        g.st.deck.discard.push(c);
    }
    Ok(Some(c))
}

/// Gilgamesh for a Non-Player Civilization, which has its own trigger and re-entry procedure
/// (N1.8); false for a civilization a player runs (the Rulebook's Gilgamesh Step is for it).
pub fn own<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step<bool> {
    if !g.st.civ(s).npc {
        return Ok(false);
    }
    offer(g, ctx, s)?;
    Ok(true)
}

/// The Gilgamesh Step for an NPC.
pub fn offer<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step {
    if g.st.npc.civ(s).out || g.st.epoch >= g.st.options.last_epoch {
        return Ok(());
    }
    if g.q().disks_on_map(s.faction()) > 6 {
        return Ok(());
    }
    let name = g.q().civ_name(s).to_string();
    let fewest = B::<R>::under(g.cat, g.st, s).fewest_vp();
    let invoke = if fewest {
        ctx.note_with(
            Some(s),
            || format!("{name} has 6 or fewer disks and the fewest VP"),
            "N1.8.1",
        );
        true
    } else {
        match reveal(g, ctx, "N1.8.2 Gilgamesh reveal")? {
            Some(c) => c.0 % 2 == 0,
            None => false,
        }
    };
    if !invoke {
        return Ok(());
    }
    let allowed = if g.st.options.second_gilgamesh { 2 } else { 1 };
    let c = g.st.civ(s);
    if c.gilgamesh_uses >= allowed
        || (c.gilgamesh_uses > 0 && c.gilgamesh_epoch == Some(g.st.epoch))
    {
        eliminate(g, ctx, s);
        return Ok(());
    }
    ctx.note_with(
        Some(s),
        || format!("{name} invokes the Gilgamesh rule"),
        "N1.8.1-2",
    );
    let id = reveal(g, ctx, "N1.8.5 Entry Location")?
        .map(|c| c.0)
        .unwrap_or(1);
    let (entry, hostile_to) = entry_point(g, ctx, s, id)?;
    let (civ, home) = new_civilization(g, s, entry);
    g.st.npc.reentry = Some(Reentry {
        slot: s,
        civ,
        home,
        entry,
    });
    crate::games::acme::gilgamesh::invoke(g, ctx, s)?;
    g.st.npc.reentry = None;
    // The new civilization's hostility (N1.8.6) and a random Deity (N1.8.5).
    let n = g.st.npc.civ_mut(s);
    n.hostile = 0;
    n.primary = None;
    if let Some(x) = hostile_to {
        make_hostile(g, ctx, s, x, "N1.8.6: the Entry Location table");
    }
    let avail: Vec<CardId> = g
        .available_deities(s)
        .into_iter()
        .filter(|&d| d != MONOTHEISM)
        .collect();
    if !avail.is_empty() && g.st.civ(s).homeland.is_some() {
        let d = avail[g.random(avail.len())];
        g.establish(ctx, s, d);
        ctx.note_with(
            Some(s),
            || {
                format!(
                    "{} is given {} at random",
                    g.q().civ_name(s),
                    g.cat.card_name(d)
                )
            },
            "N1.8.5",
        );
    }
    // Its Turn Order disk goes last once the Gilgamesh Step is over.
    g.st.npc.to_last |= slot_bit(s);
    Ok(())
}

/// Map-edge Land areas of the map in use (C0.3.5).
fn edge_lands<R: Ruleset>(g: &G<R>) -> Vec<AreaId> {
    let q = g.q();
    let edge = g.cat.board.configs[g.st.config].edge_areas & q.playable_set();
    iter_set(edge).filter(|&a| q.is_land(a)).collect()
}

fn leader<R: Ruleset>(g: &G<R>, s: Slot) -> Option<Slot> {
    B::<R>::under(g.cat, g.st, s).leader()
}

/// The area of `candidates` closest to `target`'s Homeland (ties: north-east first).
fn closest_to_home<R: Ruleset>(g: &G<R>, candidates: &[AreaId], target: Slot) -> Option<AreaId> {
    let q = g.q();
    let home = q.homeland(target)?;
    let d = super::placement::dist_from(&q, bit(home));
    candidates
        .iter()
        .copied()
        .min_by_key(|&a| (d[a.0 as usize], g.cat.board.area(a).ne_sw_rank))
}

/// N1.8.6 Entry Location table: the entry point and whom the new NPC is hostile to (row 21-50's
/// homes as the ruleset reads them, `Ruleset::NPC_ENTRY_ANY_HOME`).
pub(crate) fn entry_point<R: Ruleset>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    s: Slot,
    id: u8,
) -> Step<(AreaId, Option<Slot>)> {
    let edges = edge_lands(g);
    let fallback = g.q().homeland(s).unwrap_or(AreaId(0));
    if id <= 20 {
        let q = g.q();
        let empty: Vec<AreaId> = edges
            .iter()
            .copied()
            .filter(|&a| g.st.area(a).is_empty())
            .collect();
        if !empty.is_empty() {
            let key = |a: AreaId| {
                let lands = q
                    .neighbours(a)
                    .filter(|&n| q.is_land(n) && g.st.area(n).is_empty())
                    .count();
                let seas = q
                    .neighbours(a)
                    .filter(|&n| !q.is_land(n) && g.st.area(n).is_empty())
                    .count();
                (lands, seas)
            };
            let best = empty.iter().map(|&a| key(a)).max().unwrap();
            let tied: Vec<AreaId> = empty.iter().copied().filter(|&a| key(a) == best).collect();
            let mut pick = tied[0];
            if tied.len() > 1 {
                // One card per candidate; the highest ID wins.
                let mut top = 0;
                for &a in &tied {
                    let c = reveal(g, ctx, "N1.8.6 row 1-20 tie")?
                        .map(|c| c.0)
                        .unwrap_or(0);
                    if c > top {
                        top = c;
                        pick = a;
                    }
                }
            }
            return Ok((pick, None));
        }
    }
    let npc = g.st.npc.civ(s).clone();
    let target = match id {
        51..=80 => npc
            .last_enemy
            .or_else(|| B::<R>::under(g.cat, g.st, s).primary()),
        81.. => npc.forced_by.or_else(|| leader(g, s)),
        _ => None,
    };
    let target = target.filter(|&t| t != s && g.st.order.contains(&t));
    if (51..).contains(&id)
        && let Some(t) = target
    {
        let e = closest_to_home(g, &edges, t).unwrap_or(fallback);
        return Ok((e, Some(t)));
    }
    // Row 21-50 (and the fallbacks): a map-edge Land area or the Fertile Homeland of an available
    // civilization, closest to the leader's Homeland.
    let Some(t) = leader(g, s) else {
        return Ok((fallback, None));
    };
    let mut cands = edges.clone();
    for k in crate::games::acme::gilgamesh::new_civ_options(g, s) {
        for &h in &g.cat.civ(k).homes {
            if g.q().playable(h) && (R::NPC_ENTRY_ANY_HOME || g.q().terrain(h) == Terrain::Fertile)
            {
                cands.push(h);
            }
        }
    }
    let e = closest_to_home(g, &cands, t).unwrap_or(fallback);
    Ok((e, Some(t)))
}

/// The available civilization whose Homeland is nearest the entry point (ties at random), and its
/// Homeland (at random among several, N1.8.5).
fn new_civilization<R: Ruleset>(g: &mut G<R>, s: Slot, entry: AreaId) -> (CivKind, Option<AreaId>) {
    let options = crate::games::acme::gilgamesh::new_civ_options(g, s);
    let q = g.q();
    let d = super::placement::dist_from(&q, bit(entry));
    let near = |k: CivKind| {
        g.cat
            .civ(k)
            .homes
            .iter()
            .filter(|&&h| q.playable(h))
            .map(|h| d[h.0 as usize])
            .min()
            .unwrap_or(254)
    };
    let best = options.iter().map(|&k| near(k)).min().unwrap_or(254);
    let tied: Vec<CivKind> = options
        .iter()
        .copied()
        .filter(|&k| near(k) == best)
        .collect();
    let k = if tied.len() > 1 {
        tied[g.random(tied.len())]
    } else {
        tied[0]
    };
    let homes: Vec<AreaId> = g
        .cat
        .civ(k)
        .homes
        .iter()
        .copied()
        .filter(|&h| g.q().playable(h))
        .collect();
    let home = match homes.len() {
        0 => None,
        1 => Some(homes[0]),
        n => Some(homes[g.random(n)]),
    };
    (k, home)
}

/// N1.8.3: out of the game. Its disks leave the map, its VP are lost, its cards and Deity go.
fn eliminate<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) {
    let name = g.q().civ_name(s).to_string();
    let table = std::mem::take(&mut g.st.civ_mut(s).table);
    for t in table {
        if t.area.is_some() {
            g.st.white_supply += t.disks as u16;
        } else {
            g.st.civ_mut(s).supply += t.disks as u16;
        }
        g.st.deck.discard.push(t.card);
    }
    g.growth_to_supply(s);
    if let Some(d) = g.st.civ_mut(s).deity.take() {
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
    for a in g.q().areas_of(s.faction()) {
        let n = g.q().disks(s.faction(), a);
        g.take_off(ctx, s.faction(), a, n);
    }
    let hand = std::mem::take(&mut g.st.civ_mut(s).hand);
    g.st.deck.discard.extend(hand);
    let t = g.st.civ(s).treasury;
    g.spend_mina(ctx, s, t);
    let vp = g.st.civ(s).vp;
    g.lose_vp(ctx, s, vp, "out of the game (N1.8.3)");
    let n = g.st.npc.civ_mut(s);
    n.out = true;
    n.hostile = 0;
    n.primary = None;
    for c in g.st.npc.civs.iter_mut() {
        c.hostile &= !slot_bit(s);
        if c.primary == Some(s) {
            c.primary = None;
        }
    }
    g.st.npc.to_remove |= slot_bit(s);
    ctx.note_with(
        Some(s),
        || format!("{name} would need a second Gilgamesh return: it is out of the game"),
        "N1.8.3",
    );
}

/// Engine hook: once the Gilgamesh Step is over, re-entered NPCs go to the last Turn Order space
/// (N1.8.5) and NPCs out of the game leave the track (N1.8.3); with every NPC gone and a single
/// human left, the game ends (N1.1.5). Called after every step: the common case, nothing to
/// change, is answered inline.
#[inline]
pub fn apply_order_changes<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx) {
    if g.st.npc.to_last | g.st.npc.to_remove != 0 {
        change_order(g, ctx);
    }
}

/// [`apply_order_changes`] when an NPC re-entered or went out.
fn change_order<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx) {
    let (last, out) = (g.st.npc.to_last, g.st.npc.to_remove);
    if last | out == 0
        || matches!(
            g.st.flow,
            Flow::Reckoning {
                step: ReckStep::Gilgamesh { .. }
            }
        )
    {
        return;
    }
    g.st.npc.to_last = 0;
    g.st.npc.to_remove = 0;
    let mut order = g.st.order.clone();
    for s in g.st.order_now() {
        if last & slot_bit(s) != 0 {
            order.retain(|&x| x != s);
            order.push(s);
        }
    }
    for s in g.st.order_now() {
        if out & slot_bit(s) != 0 && order.len() > 1 {
            order.retain(|&x| x != s);
        }
    }
    g.st.order = order.clone();
    ctx.emit(|| Event::TurnOrder {
        order: order.clone(),
    });
    let humans: Vec<Slot> = order
        .iter()
        .copied()
        .filter(|&s| !g.st.civ(s).npc)
        .collect();
    let npcs_left = order.iter().any(|&s| g.st.civ(s).npc);
    if out != 0 && !npcs_left && humans.len() == 1 {
        ctx.note(
            Some(humans[0]),
            "Every Non-Player Civilization is out of the game: the human civilization wins",
            "N1.1.5",
        );
        ctx.emit(|| Event::GameOver {
            winners: humans.clone(),
        });
        g.st.winner = Some(humans);
        g.st.result_note = "every NPC eliminated (N1.1.5)".into();
        g.st.flow = Flow::GameOver;
    }
}

/// The Rulebook's Gilgamesh question, should it reach an NPC: the NPC trigger (N1.8.1).
pub fn ask<R: Ruleset>(b: &B<R>, d: &Decision) -> Choice {
    let few = b.q().disks_on_map(b.f()) <= 6;
    if few && b.fewest_vp() && d.options.contains(&Action::Yes) {
        Choice::new(Action::Yes, "N1.8.1: 6 or fewer disks and the fewest VP")
    } else {
        Choice::new(Action::No, "N1.8.1: the NPC trigger is not met")
    }
}

/// The new civilization and Homeland of a re-entering NPC (from the plan of [`offer`]).
pub fn reentry_choice<R: Ruleset>(b: &B<R>, d: &Decision) -> Choice {
    let plan = b.st.npc.reentry.as_ref().filter(|r| r.slot == b.me);
    if let Some(r) = plan {
        if d.options.contains(&Action::Display(r.civ)) {
            return Choice::new(
                Action::Display(r.civ),
                "N1.8.5: the available civilization nearest the entry point",
            );
        }
        if let Some(h) = r.home
            && d.options.contains(&Action::Area(h))
        {
            return Choice::new(
                Action::Area(h),
                "N1.8.5: its Homeland (at random among several)",
            );
        }
        let q = b.q();
        let dist = super::placement::dist_from(&q, bit(r.entry));
        let items = d
            .options
            .iter()
            .map(|&a| {
                (
                    a,
                    if let Action::Area(x) = a {
                        dist[x.0 as usize]
                    } else {
                        255
                    },
                    0u8,
                )
            })
            .collect();
        if let Some(p) = tiebreak::pick(b, items) {
            return Choice::new(
                p.action,
                b.why(|| tiebreak::explain("N1.8.5: the option nearest the entry point", &p)),
            );
        }
    }
    let items = d.options.iter().map(|&a| (a, 0u8, 0u8)).collect();
    let p = tiebreak::pick(b, items).expect("options");
    Choice::new(
        p.action,
        b.why(|| tiebreak::explain("N1.2: equal options", &p)),
    )
}
