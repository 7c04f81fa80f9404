//! The scenario's own steps (`Flow::Scenario`): the setup script, the turn start (militarisation,
//! the Exploration Phase, Troy, track benefits), the start of the Competition Phase, and the
//! checkpoint after it (Gold, conquests, instant victories).
//!
//! Like every step of the engine, each runs straight through and may be re-run from its snapshot
//! when a decision is answered: the sub-step lives in the flow (`step`), never outside the state.

use super::*;
use crate::games::acme::catalog::{AreaId, CardId, MONOTHEISM, bit, iter_set};
use crate::games::acme::decision::{Action, Ask, Decision};
use crate::games::acme::flow::{Flow, ReckStep};
use crate::games::acme::g::G;
use crate::games::acme::proc::{Ctx, Step};
use crate::games::acme::state::{BlockLoc, Faction, Slot, deity_ids};

/// The turn stamp the checkpoint procedures remember.
pub fn stamp(g: &G) -> u16 {
    g.st.epoch as u16 * 32 + g.st.turn as u16
}

pub(crate) fn sc<'a>(g: &'a G) -> &'a ScenarioState {
    g.st.scenario.as_deref().expect("a scenario game")
}
pub(crate) fn sc_mut<'a>(g: &'a mut G) -> &'a mut ScenarioState {
    g.st.scenario.as_deref_mut().expect("a scenario game")
}

fn goto(g: &mut G, at: ScenarioAt, step: u16) {
    g.st.flow = Flow::Scenario { at, step };
}

pub fn step(g: &mut G, ctx: &mut Ctx) -> Step {
    let Flow::Scenario { at, step } = g.st.flow else {
        unreachable!()
    };
    match at {
        ScenarioAt::Setup => setup_step(g, ctx, step),
        ScenarioAt::TurnStart => turn_start(g, ctx, step),
        ScenarioAt::CompStart => comp_start(g, ctx, step),
        ScenarioAt::AfterCompetition => after_competition(g, ctx, step),
    }
}

// =============================================================================================
// Setup
// =============================================================================================

fn setup_step(g: &mut G, ctx: &mut Ctx, i: u16) -> Step {
    let Some(op) = sc(g).setup.get(i as usize).cloned() else {
        ctx.note(
            None,
            g.text(|| format!("{} begins", sc(g).title)),
            "Scenario setup",
        );
        g.st.flow = Flow::GrowthStart;
        return Ok(());
    };
    match op {
        SetupOp::ChooseHomeland(s) => choose_homeland(g, ctx, s)?,
        SetupOp::Deploy(s, d) => deploy(g, ctx, s, &d)?,
        SetupOp::Markers(s, gold, strongholds) => {
            for a in gold.iter().filter_map(|n| g.cat.board.find(n)) {
                g.st.area_mut(a).gold = Some(s);
            }
            for a in strongholds.iter().filter_map(|n| g.cat.board.find(n)) {
                g.put_stronghold(ctx, s.faction(), a);
            }
        }
        SetupOp::HomelandGold => {
            for s in g.st.order_now() {
                if let Some(h) = g.q().homeland(s) {
                    g.st.area_mut(h).gold = Some(s);
                    ctx.note(
                        Some(s),
                        g.text(|| format!("Gold in {}", g.q().name(h))),
                        "playbook-spec N1.7.2",
                    );
                }
            }
        }
        SetupOp::Deal(s, n) => g.draw_cards(ctx, s, n)?,
        SetupOp::Deity(s, d) => starting_deity(g, ctx, s, d),
        SetupOp::ShuffleEvents(storm) => {
            let mut events = std::mem::take(&mut g.st.deck.held_out);
            match storm {
                None => {
                    let mut d = std::mem::take(&mut g.st.deck.draw);
                    d.append(&mut events);
                    g.shuffle(&mut d);
                    g.st.deck.draw = d;
                }
                Some(n) => {
                    // H4.14.7: count off n cards, shuffle the Events into them, put all on top.
                    let k = (n as usize).min(g.st.deck.draw.len());
                    let at = g.st.deck.draw.len() - k;
                    let mut top = g.st.deck.draw.split_off(at);
                    top.append(&mut events);
                    g.shuffle(&mut top);
                    g.st.deck.draw.append(&mut top);
                }
            }
            ctx.note(
                None,
                "The Event cards are shuffled into the deck",
                "RB Basic Setup: Fate Cards",
            );
        }
    }
    goto(g, ScenarioAt::Setup, i + 1);
    Ok(())
}

/// G3.1.7b: the civilization takes one of its display's Homelands (the Indus Valley's depends on
/// the Epoch, content 6); never another civilization's.
pub fn homeland_choices(g: &G, s: Slot) -> Vec<AreaId> {
    let kinds: Vec<_> = g.st.civs.iter().map(|c| c.civ).collect();
    let civ = g.cat.civ(g.st.civ(s).civ);
    let taken = g.q().active_homelands();
    let mut v: Vec<AreaId> = crate::games::acme::abilities::homeland_options(g, s, &kinds)
        .into_iter()
        .filter(|&a| taken & bit(a) == 0 && g.q().playable(a))
        .collect();
    if civ.name == "Indus Valley" {
        let want = match g.st.epoch {
            1 => Some("Arachosia"),
            2 | 3 => Some("Mohenjo-Daro"),
            _ => None,
        };
        if let Some(w) = want.and_then(|w| g.cat.board.find(w))
            && v.contains(&w)
        {
            v = vec![w];
        }
    }
    v.sort_by_key(|&a| g.cat.board.area(a).ne_sw_rank);
    v
}

fn choose_homeland(g: &mut G, ctx: &mut Ctx, s: Slot) -> Step {
    let opts = homeland_choices(g, s);
    let home = match opts.len() {
        0 => return Ok(()),
        1 => opts[0],
        _ => {
            let d = Decision::new(
                s,
                Ask::Homeland,
                g.text(|| format!("{}: choose your Homeland", g.q().civ_name(s))),
                "playbook-spec G3.1.7b",
                opts.iter().map(|&a| Action::Area(a)).collect(),
            );
            let Action::Area(a) = ctx.ask(g.st, d)? else {
                unreachable!()
            };
            a
        }
    };
    g.st.civ_mut(s).homeland = Some(home);
    ctx.note(
        Some(s),
        g.text(|| format!("{}'s Homeland is {}", g.q().civ_name(s), g.q().name(home))),
        "playbook-spec G3.1.7b",
    );
    Ok(())
}

fn starting_deity(g: &mut G, ctx: &mut Ctx, s: Slot, d: DeityDef) {
    let deity = match d {
        DeityDef::None => return,
        DeityDef::Fixed(id) => CardId(id),
        DeityDef::Monotheism => MONOTHEISM,
        DeityDef::Random => {
            let free: Vec<CardId> = deity_ids()
                .filter(|&x| g.st.block(x) == BlockLoc::Available)
                .collect();
            if free.is_empty() {
                return;
            }
            free[g.random(free.len())]
        }
    };
    if g.st.block(deity) != BlockLoc::Available || g.q().homeland(s).is_none() {
        return;
    }
    g.establish(ctx, s, deity);
}

/// One deployment instruction of the setup (see [`Deploy`]).
pub fn deploy(g: &mut G, ctx: &mut Ctx, s: Slot, d: &Deploy) -> Step {
    let f = s.faction();
    match d {
        Deploy::Place(list) => {
            for (name, n) in list {
                if let Some(a) = g.cat.board.find(name) {
                    g.place_unlimited(ctx, f, a, *n);
                }
            }
        }
        Deploy::Home(n) => {
            if let Some(h) = g.q().homeland(s) {
                g.place_unlimited(ctx, f, h, *n);
            }
        }
        Deploy::Rule8(n) => {
            if g.q().homeland(s).is_some() {
                crate::games::acme::setup::rule8(g, ctx, s, *n)?;
            }
        }
        Deploy::Rule8Around(n) => {
            if let Some(h) = g.q().homeland(s) {
                let left = rule8_pattern(g, ctx, s, h, *n, Chooser::Ask, 0)?;
                if left > 0 {
                    g.to_growth(s, left);
                }
            }
        }
        Deploy::Rule8Except { n, except } => {
            if let Some(h) = g.q().homeland(s) {
                let blocked = except
                    .iter()
                    .filter_map(|x| g.cat.board.find(x))
                    .fold(0, |m, a| m | bit(a));
                let placed = g.place(ctx, f, h, (*n).min(2) as u8) as u16;
                let left = rule8_pattern(g, ctx, s, h, n - placed, Chooser::Ask, blocked)?;
                if left > 0 {
                    g.to_growth(s, left);
                }
            }
        }
        Deploy::NearOwn { n, adjacent_empty } => {
            for k in 0..*n {
                let opts = near_own(g, s, *adjacent_empty);
                if opts.is_empty() {
                    break;
                }
                let a = ask_area(
                    g,
                    ctx,
                    s,
                    &opts,
                    n - k,
                    "place a disk where you already are (or next to it)",
                )?;
                g.place(ctx, f, a, 1);
            }
        }
        Deploy::Pairs {
            center,
            within,
            pairs,
        } => {
            let Some(c) = g.cat.board.find(center) else {
                return Ok(());
            };
            for k in 0..*pairs {
                let q = g.q();
                let others = q.active_homelands() & !q.homeland(s).map(bit).unwrap_or(0);
                let opts: Vec<AreaId> = q
                    .playable_areas()
                    .filter(|&a| {
                        q.is_land(a)
                            && q.distance(c, a).is_some_and(|d| d <= *within)
                            && q.disks(Faction::BARBARIANS, a) == 0
                            && q.disks(f, a) == 0
                            && others & bit(a) == 0
                            && q.room(f, a) >= 2
                    })
                    .collect();
                if opts.is_empty() {
                    break;
                }
                let a = ask_area(
                    g,
                    ctx,
                    s,
                    &opts,
                    (pairs - k) as u16 * 2,
                    "place a pair of disks",
                )?;
                g.place(ctx, f, a, 2);
            }
        }
        Deploy::EveryEmptyLand(k) => {
            let q = g.q();
            let others = q.active_homelands() & !q.homeland(s).map(bit).unwrap_or(0);
            let empty: Vec<AreaId> = q
                .playable_areas()
                .filter(|&a| {
                    q.is_land(a) && g.st.areas[a.0 as usize].is_empty() && others & bit(a) == 0
                })
                .collect();
            for a in empty {
                g.place(ctx, f, a, *k);
            }
        }
        Deploy::GrowthBox(n) => {
            g.to_growth(s, *n);
        }
    }
    Ok(())
}

/// Areas holding one of the civilization's disks with room left, and (if allowed) empty areas
/// next to them; never another civilization's Homeland.
fn near_own(g: &G, s: Slot, adjacent_empty: bool) -> Vec<AreaId> {
    let q = g.q();
    let f = s.faction();
    let others = q.active_homelands() & !q.homeland(s).map(bit).unwrap_or(0);
    let own: Vec<AreaId> = q.areas_of(f);
    let mut set: crate::games::acme::catalog::AreaSet = 0;
    for &a in &own {
        if q.room(f, a) > 0 {
            set |= bit(a);
        }
        if adjacent_empty {
            for n in q.neighbours(a) {
                if g.st.areas[n.0 as usize].is_empty() {
                    set |= bit(n);
                }
            }
        }
    }
    set &= !others;
    if let Some(r) = super::hooks::untouchable_set(g) {
        set &= !r;
    }
    iter_set(set).collect()
}

fn ask_area(
    g: &mut G,
    ctx: &mut Ctx,
    s: Slot,
    opts: &[AreaId],
    left: u16,
    what: &str,
) -> Step<AreaId> {
    if opts.len() == 1 {
        return Ok(opts[0]);
    }
    let d = Decision::new(
        s,
        Ask::Deploy { left },
        g.text(|| format!("{}: setup - {what} ({left} left)", g.q().civ_name(s))),
        "Scenario setup",
        opts.iter().map(|&a| Action::Area(a)).collect(),
    );
    let Action::Area(a) = ctx.ask(g.st, d)? else {
        unreachable!()
    };
    Ok(a)
}

/// Who chooses where leftover disks go.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Chooser {
    /// The owner decides (setup).
    Ask,
    /// A revealed card's ID decides among equal options (N1.2.4 method B1, A7.1: ID mod N), as the
    /// Exploration worked example does (X2.7).
    Reveal,
}

/// Pick one of several equal options.
pub fn choose(
    g: &mut G,
    ctx: &mut Ctx,
    s: Slot,
    opts: &[AreaId],
    how: Chooser,
    left: u16,
) -> Step<AreaId> {
    if opts.len() == 1 {
        return Ok(opts[0]);
    }
    match how {
        Chooser::Ask => ask_area(g, ctx, s, opts, left, "choose where your next disks go"),
        Chooser::Reveal => {
            // Options are listed south-west first (the worked example's "even = Petra" and
            // "even = Nabatea", X2.7); the source leaves the order to the player (V9.10).
            let mut opts = opts.to_vec();
            opts.sort_by_key(|&a| std::cmp::Reverse(g.cat.board.area(a).ne_sw_rank));
            let id = reveal_id(g, ctx)?;
            let pick = opts[id as usize % opts.len()];
            ctx.note(
                Some(s),
                g.text(|| {
                    format!(
                        "Card #{id} is revealed: {} (ID mod {})",
                        g.q().name(pick),
                        opts.len()
                    )
                }),
                "playbook-spec N1.2.4 (A7.1)",
            );
            Ok(pick)
        }
    }
}

/// Reveal the top card for a decision by its ID: an Event is resolved first and its own ID counts
/// (A7.2); any other card is discarded.
pub fn reveal_id(g: &mut G, ctx: &mut Ctx) -> Step<u8> {
    let Some(c) = g.take_top(ctx) else {
        return Ok(0);
    };
    if g.cat.card(c).is_event() {
        g.resolve_events(ctx, vec![c], None)?;
    } else {
        g.st.deck.discard.push(c);
    }
    Ok(c.0)
}

/// Rule 8 steps b-d around `centre` (G3.1.8; the Exploration creation sequence's step 4 uses the
/// same pattern, X2.6.4): bring each adjacent non-Desert Land area up to 2 disks, then 1 in each
/// adjacent Desert or Sea area, then leftovers into empty areas next to occupied ones (2 per Land
/// area, 1 per Desert or Sea area), else 1 more into occupied areas. Never into another active
/// civilization's Homeland. Returns the disks it could not place.
pub fn rule8_pattern(
    g: &mut G,
    ctx: &mut Ctx,
    s: Slot,
    centre: AreaId,
    n: u16,
    how: Chooser,
    extra_blocked: crate::games::acme::catalog::AreaSet,
) -> Step<u16> {
    let f = s.faction();
    let others = g.q().active_homelands() & !g.q().homeland(s).map(bit).unwrap_or(0);
    let blocked = others | extra_blocked | super::hooks::untouchable_set(g).unwrap_or(0);
    let mut left = n.min(g.st.civ(s).supply);
    let q = g.q();
    let mut land: Vec<AreaId> = q
        .neighbours(centre)
        .filter(|&a| {
            q.is_land(a) && !g.cat.board.area(a).is_desert_or_sea() && blocked & bit(a) == 0
        })
        .collect();
    let mut thin: Vec<AreaId> = q
        .neighbours(centre)
        .filter(|&a| g.cat.board.area(a).is_desert_or_sea() && blocked & bit(a) == 0)
        .collect();
    land.sort_by_key(|&a| g.cat.board.area(a).ne_sw_rank);
    thin.sort_by_key(|&a| g.cat.board.area(a).ne_sw_rank);
    for (areas, per) in [(land, 2u8), (thin, 1u8)] {
        let mut pending: Vec<AreaId> = areas
            .into_iter()
            .filter(|&a| g.q().disks(f, a) < per)
            .collect();
        while !pending.is_empty() && left > 0 {
            let need: u16 = pending
                .iter()
                .map(|&a| (per - g.q().disks(f, a).min(per)) as u16)
                .sum();
            let a = if left < need {
                choose(g, ctx, s, &pending, how, left)?
            } else {
                pending[0]
            };
            pending.retain(|&x| x != a);
            let want = (per - g.q().disks(f, a).min(per)) as u16;
            let placed = g.place(ctx, f, a, want.min(left) as u8);
            left -= placed as u16;
        }
    }
    let mut topped: crate::games::acme::catalog::AreaSet = 0;
    while left > 0 {
        let q = g.q();
        let occupied: crate::games::acme::catalog::AreaSet =
            q.areas_of(f).iter().fold(0, |m, &a| m | bit(a));
        let near: crate::games::acme::catalog::AreaSet =
            iter_set(occupied).fold(0, |m, a| m | q.neighbour_set(a));
        let empty_near: Vec<AreaId> = iter_set(near & !blocked & !occupied)
            .filter(|&a| g.st.areas[a.0 as usize].is_empty())
            .collect();
        let mut opts: Vec<AreaId> = empty_near
            .iter()
            .copied()
            .filter(|&a| q.is_land(a) && !g.cat.board.area(a).is_desert_or_sea())
            .collect();
        if opts.is_empty() {
            opts = empty_near;
        }
        if opts.is_empty() {
            opts = iter_set(occupied & !topped)
                .filter(|&a| q.room(f, a) > 0)
                .collect();
        }
        if opts.is_empty() {
            break;
        }
        let a = choose(g, ctx, s, &opts, how, left)?;
        let was_empty = g.st.areas[a.0 as usize].is_empty();
        let k = if was_empty && g.q().is_land(a) && !g.cat.board.area(a).is_desert_or_sea() {
            2
        } else {
            1
        };
        if !was_empty {
            topped |= bit(a);
        }
        let placed = g.place(ctx, f, a, (k as u16).min(left) as u8);
        if placed == 0 {
            topped |= bit(a);
        }
        left -= placed as u16;
    }
    Ok(left)
}

// =============================================================================================
// Start of the turn
// =============================================================================================

/// Sub-steps: 0 bookkeeping (Troy, track benefits, held disks), 1 militarisation, 2-4 the
/// Exploration Phase, 9 done.
fn turn_start(g: &mut G, ctx: &mut Ctx, i: u16) -> Step {
    match i {
        0 => {
            sc_mut(g).turns_played += 1;
            super::rules::troy_regenerates(g, ctx);
            super::tracks::growth_benefits(g, ctx);
            goto(g, ScenarioAt::TurnStart, 1);
        }
        1 => {
            super::rules::militarisation(g, ctx)?;
            goto(g, ScenarioAt::TurnStart, 2);
        }
        2 => {
            let next = if super::exploration::begin(g, ctx) {
                3
            } else {
                9
            };
            goto(g, ScenarioAt::TurnStart, next);
        }
        3 => {
            let more = super::exploration::explore_next(g, ctx)?;
            goto(g, ScenarioAt::TurnStart, if more { 3 } else { 4 });
        }
        4 => {
            super::exploration::maintenance(g, ctx);
            goto(g, ScenarioAt::TurnStart, 9);
        }
        _ => {
            let t = stamp(g);
            sc_mut(g).done[0] = t;
            g.st.flow = Flow::GrowthStart;
        }
    }
    Ok(())
}

// =============================================================================================
// Start of the Competition Phase
// =============================================================================================

/// Sub-steps: 0 NPC track advancement (end of the Card Phase, T5.5), 1 Troy's walls, 2.. the
/// Political-Military track disks in Turn Order, then done.
fn comp_start(g: &mut G, ctx: &mut Ctx, i: u16) -> Step {
    match i {
        0 => {
            super::tracks::npc_advancement(g, ctx)?;
            goto(g, ScenarioAt::CompStart, 1);
        }
        1 => {
            super::rules::troy_walls(g, ctx);
            goto(g, ScenarioAt::CompStart, 2);
        }
        k => {
            let pos = (k - 2) as usize;
            if let Some(&s) = g.st.order.get(pos) {
                super::tracks::military_allies(g, ctx, s)?;
                goto(g, ScenarioAt::CompStart, k + 1);
            } else {
                let t = stamp(g);
                sc_mut(g).done[1] = t;
                // Lord of the Whole World (T5.6): straight to the Reckoning Phase.
                g.st.flow = if sc(g).winner.is_some() {
                    Flow::CompEnd
                } else {
                    Flow::CompStart
                };
            }
        }
    }
    Ok(())
}

// =============================================================================================
// End of the Competition Phase
// =============================================================================================

/// Sub-steps: 0 (Gold is sacked by the Competition Phase itself, `npc::gold::sack`), 1 keepsakes, 2 conquests and instant
/// victories, then the Reckoning Phase.
fn after_competition(g: &mut G, ctx: &mut Ctx, i: u16) -> Step {
    match i {
        0 => {
            goto(g, ScenarioAt::AfterCompetition, 1);
        }
        1 => {
            super::rules::sweep_keepsakes(g, ctx);
            super::rules::rostam_returns(g, ctx);
            goto(g, ScenarioAt::AfterCompetition, 2);
        }
        _ => {
            let t = stamp(g);
            sc_mut(g).done[2] = t;
            g.st.flow = Flow::Reckoning {
                step: ReckStep::Stacking,
            };
            super::rules::checkpoint(g, ctx, Checkpoint::EndOfCompetition);
            super::rules::settle_now(g, ctx);
        }
    }
    Ok(())
}
