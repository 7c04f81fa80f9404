//! Reckoning Phase (RB p25-28): stacking check, Sea Domination, Victory Tally, Turn Order Reset,
//! Gilgamesh, Sudden End of Epoch, Draw Step.

use super::catalog::{AreaId, AreaSet, CardId, bit};
use super::decision::{Action, Ask, Decision};
use super::event::{Event, Phase};
use super::flow::{Flow, ReckStep};
use super::g::G;
use super::losses::{LossMemo, LossRules};
use super::negation::Link;
use super::proc::{Ctx, Step};
use super::ruleset::Ruleset;
use super::state::scenario_state::ScenarioAt;
use super::state::{FACTIONS, Faction, MAX_SLOTS, Slot};

pub(crate) const FATHER_OF_THE_GODS: CardId = CardId(104);
pub(crate) const GOD_OF_THE_DEAD: CardId = CardId(108);

pub(crate) fn step<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx) -> Step {
    let Flow::Reckoning { step } = g.st.flow else {
        unreachable!()
    };
    match step {
        ReckStep::Stacking => {
            if let Some(f) = R::detour(g, ScenarioAt::AfterCompetition) {
                g.st.flow = f; // scenario: Gold, conquests, instant victories
                return Ok(());
            }
            ctx.emit(|| Event::PhaseStarted {
                epoch: g.st.epoch,
                turn: g.st.turn,
                phase: Phase::Reckoning,
            });
            stacking(g, ctx);
            g.st.flow = Flow::Reckoning {
                step: ReckStep::SeaDomination,
            };
        }
        ReckStep::SeaDomination => {
            sea_domination(g, ctx)?;
            g.st.flow = Flow::Reckoning {
                step: ReckStep::Tally,
            };
        }
        ReckStep::Tally => {
            tally(g, ctx)?;
            g.st.flow = Flow::Reckoning {
                step: ReckStep::TurnOrder,
            };
        }
        ReckStep::TurnOrder => {
            turn_order(g, ctx)?;
            g.st.flow = Flow::Reckoning {
                step: ReckStep::Gilgamesh { pos: 0 },
            };
        }
        ReckStep::Gilgamesh { pos } => match g.st.order.get(pos as usize).copied() {
            Some(s) => {
                super::gilgamesh::offer(g, ctx, s)?;
                g.st.flow = Flow::Reckoning {
                    step: ReckStep::Gilgamesh { pos: pos + 1 },
                };
            }
            None => {
                g.st.flow = Flow::Reckoning {
                    step: ReckStep::SuddenEnd,
                }
            }
        },
        ReckStep::SuddenEnd => {
            let ends = sudden_end(g, ctx)?;
            g.st.flow = if ends {
                end_epoch_flow()
            } else {
                Flow::Reckoning {
                    step: ReckStep::Draw { pos: 0 },
                }
            };
        }
        ReckStep::Draw { pos } => match g.st.order.get(pos as usize).copied() {
            Some(s) => {
                draw_step(g, ctx, s)?;
                g.st.flow = if g.st.epoch_ends_now {
                    end_epoch_flow()
                } else {
                    Flow::Reckoning {
                        step: ReckStep::Draw { pos: pos + 1 },
                    }
                };
            }
            None => {
                g.st.flow = Flow::Reckoning {
                    step: ReckStep::Advance,
                }
            }
        },
        ReckStep::Advance => {
            g.st.turn += 1;
            g.st.flow = if vp_goal_reached(g) {
                end_epoch_flow()
            } else {
                Flow::GrowthStart
            };
        }
    }
    Ok(())
}

fn end_epoch_flow() -> Flow {
    Flow::EndOfEpoch { step: 0 }
}

pub(crate) fn vp_goal_reached<R: Ruleset>(g: &G<R>) -> bool {
    g.st.options
        .vp_goal
        .is_some_and(|goal| g.st.civs.iter().any(|c| c.vp >= goal))
}

/// RB Stacking at the beginning of the Reckoning Phase: each faction's Reckoning limits (the
/// ruleset's table, [`Ruleset::stacking`]; the base game's are 3 in non-Desert Land, 2 in
/// Desert/Sea); the excess and any white disks go back (this is not a loss: nothing pays for it).
fn stacking<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx) {
    for a in super::catalog::iter_set(g.q().playable_set()) {
        let limit = |g: &G<R>, f: Faction| g.q().reckoning_limit(f, a);
        // Most areas have nothing to remove: skip them in one test.
        let ar = &g.st.areas[a.0 as usize];
        if ar.allies.iter().all(|&n| n == 0)
            && (0..FACTIONS).all(|i| ar.disks[i] <= limit(g, Faction(i as u8)))
        {
            continue;
        }
        for i in 0..FACTIONS {
            let f = Faction(i as u8);
            let n = g.q().disks(f, a);
            let limit = limit(g, f);
            if n > limit {
                g.take_off(ctx, f, a, n - limit);
                ctx.note(
                    f.slot(),
                    g.text(|| {
                        format!(
                            "{}: {} excess disk(s) leave {}",
                            g.q().faction_name(f),
                            n - limit,
                            g.q().name(a)
                        )
                    }),
                    "RB Stacking (Reckoning)",
                );
            }
        }
        for s in (0..g.st.civs.len() as u8).map(Slot) {
            let n = g.st.areas[a.0 as usize].allies[s.idx()];
            if n > 0 {
                g.remove_allies(ctx, s, a, n);
            }
        }
    }
}

/// Does `s` Dominate this Sea area? (Occupies it and Controls every adjacent Land area; only a sea
/// where disks count, [`Ruleset::counted_seas`], may be Dominated.)
pub fn dominates<R: Ruleset>(g: &G<R>, s: Slot, sea: AreaId) -> bool {
    R::counted_seas(g.cat) & bit(sea) != 0 && dominates_counted(g, s, sea)
}

/// The seas that may be Dominated now: the playable ones where disks count.
pub(crate) fn dominable_seas<R: Ruleset>(g: &G<R>) -> AreaSet {
    g.q().playable_set() & R::counted_seas(g.cat)
}

/// [`dominates`] for a sea of [`dominable_seas`]: the per-turn loops ask only those, so they skip
/// the ruleset's test of the sea on every call.
pub(crate) fn dominates_counted<R: Ruleset>(g: &G<R>, s: Slot, sea: AreaId) -> bool {
    let q = g.q();
    q.occupies(s.faction(), sea) && {
        let mut lands = q.neighbours(sea).filter(|&n| q.is_land(n)).peekable();
        lands.peek().is_some() && lands.all(|n| q.controls(s.faction(), n))
    }
}

/// RB Sea Domination Step: the dominating civilization removes every other faction's disks there
/// (each civilization may pay a mina or a card per disk instead, RB Disk Removal, in Turn Order).
fn sea_domination<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx) -> Step {
    for c in &mut g.st.civs {
        c.dominated_seas = 0;
    }
    // (Sets and stack lists: no list is allocated for this step of every turn.)
    for sea in super::catalog::iter_set(dominable_seas(g)) {
        let Some(s) =
            g.st.order
                .iter()
                .copied()
                .find(|&s| dominates_counted(g, s, sea))
        else {
            continue;
        };
        g.st.civ_mut(s).dominated_seas += 1;
        let mut victims: smallvec::SmallVec<[Faction; MAX_SLOTS + 1]> =
            smallvec::smallvec![Faction::BARBARIANS];
        victims.extend(g.st.order.iter().filter(|&&x| x != s).map(|x| x.faction()));
        for f in victims {
            let n = g.q().disks(f, sea);
            if n > 0 {
                ctx.note(
                    Some(s),
                    g.text(|| format!("{} dominates {}", g.q().civ_name(s), g.q().name(sea))),
                    "RB Sea Domination",
                );
                g.lose_many(ctx, f, sea, n, LossRules::rule(), &mut LossMemo::default())?;
            }
        }
    }
    Ok(())
}

/// RB Victory Tally: 1 VP per City, per active temple, per captured temple (Monotheism MT-1..3),
/// plus display abilities.
fn tally<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx) -> Step {
    // Every slot's Cities in one board walk (`Q::city_sets`; VP gains move no disk).
    let city_sets = g.q().city_sets();
    for s in g.st.order_now() {
        let cities = R::tally_cities(g, s, city_sets[s.idx()].count_ones());
        g.gain_vp(ctx, s, cities, "Cities (RB Victory Tally)");
        let dv = g.deity_vp(s);
        g.gain_vp(ctx, s, dv, "Deity and captured temples (RB Victory Tally)");
        let (bonus, why) = super::abilities::tally_bonus(g, s);
        g.gain_vp(ctx, s, bonus, why);
    }
    // The scenario's own tally rules; solitaire: NPC VP bonus and the hostility checks at the end
    // of the step (N1.10.3, X2.4).
    R::after_tally(g, ctx)?;
    for c in &mut g.st.civs {
        let vp = c.vp;
        c.vp_history.push(vp);
    }
    Ok(())
}

/// RB Turn Order Reset: most Cities first; ties: a tied civilization with an active temple in its
/// Homeland chooses its space, then the one with the lowest VP, then random.
fn turn_order<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx) -> Step {
    // (Copies of the Turn Order on the stack: this step runs every turn.)
    let mut slots = g.st.order_now();
    // Counted once per civilization, all in one board walk (`Q::city_sets`): the sort below would
    // otherwise scan the board per comparison.
    let cities = g.q().city_sets().map(|set| set.count_ones());
    let cities_of = |s: Slot| cities[s.idx()];
    slots.sort_by_key(|&s| std::cmp::Reverse(cities_of(s)));
    let mut order: Vec<Slot> = Vec::with_capacity(slots.len());
    let mut i = 0;
    while i < slots.len() {
        let c = cities_of(slots[i]);
        let group: smallvec::SmallVec<[Slot; MAX_SLOTS]> = slots[i..]
            .iter()
            .copied()
            .take_while(|&s| cities_of(s) == c)
            .collect();
        i += group.len();
        if group.len() == 1 {
            order.push(group[0]);
            continue;
        }
        // Who chooses first: temple holders, then lowest VP, then random among those still tied.
        let mut choosers = group.clone();
        let mut keys: Vec<(bool, u32, usize)> = Vec::new();
        for &s in &choosers {
            keys.push((!g.q().deity_active(s), g.st.civ(s).vp, 0));
        }
        let mut tiebreak: Vec<usize> = (0..choosers.len()).collect();
        // Random order for full ties, drawn once so the choice order is fixed.
        for k in (1..tiebreak.len()).rev() {
            let j = g.random(k + 1);
            tiebreak.swap(k, j);
        }
        for (k, t) in tiebreak.iter().enumerate() {
            keys[*t].2 = k;
        }
        let mut idx: Vec<usize> = (0..choosers.len()).collect();
        idx.sort_by_key(|&k| keys[k]);
        choosers = idx.into_iter().map(|k| choosers[k]).collect();
        let base = order.len();
        let mut spaces: Vec<Option<Slot>> = vec![None; group.len()];
        for (k, &s) in choosers.iter().enumerate() {
            let free: Vec<usize> = (0..spaces.len()).filter(|&x| spaces[x].is_none()).collect();
            let chosen = if k + 1 == choosers.len() || free.len() == 1 {
                free[0]
            } else {
                let opts = free
                    .iter()
                    .map(|&x| Action::Number((base + x + 1) as u16))
                    .collect();
                let d = Decision::new(
                    s,
                    Ask::TurnOrderSpace,
                    g.text(|| {
                        format!(
                            "{}: tied for Cities - choose your Turn Order space",
                            g.q().civ_name(s)
                        )
                    }),
                    "RB Turn Order Reset",
                    opts,
                );
                let Action::Number(n) = ctx.ask(g.st, d)? else {
                    unreachable!()
                };
                n as usize - base - 1
            };
            spaces[chosen] = Some(s);
        }
        order.extend(spaces.into_iter().flatten());
    }
    // Father of the Gods (#104): its owner may move its own marker to any space.
    for s in smallvec::SmallVec::<[Slot; MAX_SLOTS]>::from_slice(&order) {
        if R::power_usable(g, s, FATHER_OF_THE_GODS) {
            let card = R::power_card(FATHER_OF_THE_GODS);
            let opts: Vec<Action> = (1..=order.len() as u16).map(Action::Number).collect();
            let cur = order.iter().position(|&x| x == s).unwrap() as u16 + 1;
            let d = Decision::new(
                s,
                Ask::TurnOrderSpace,
                g.text(|| {
                    format!(
                        "{}: {} - move your Turn Order marker (now {cur})",
                        g.q().civ_name(s),
                        g.cat.card_name(card)
                    )
                }),
                "Deity #104 Father of the Gods",
                opts,
            );
            let Action::Number(n) = ctx.ask(g.st, d)? else {
                unreachable!()
            };
            if n != cur && {
                R::power_spent(g, s, FATHER_OF_THE_GODS);
                !g.negation_window(ctx, Link::deity(s, card))?
            } {
                move_marker(&mut order, s, n);
            }
        }
    }
    // Grand Astrologer (a): its player arranges the whole order (content #5).
    if let Some(s) = g.st.astrologer.take() {
        order = super::cards::great_persons::astrologer_order(g, ctx, s, order)?;
    }
    R::turn_order_reset(g, ctx, &mut order)?;
    g.st.order = order.clone();
    ctx.emit(|| Event::TurnOrder { order });
    Ok(())
}

/// The Turn Order marker of `s` moved to `space` (1 is first): the other markers shift and keep
/// their relative order (Father of the Gods #104; ACIS's Statue of Zeus and Oracle at Delphi #38,
/// content-acis section 4 and #38 option (a)).
pub fn move_marker(order: &mut Vec<Slot>, s: Slot, space: u16) {
    order.retain(|&x| x != s);
    order.insert(space as usize - 1, s);
}

/// RB Sudden End of Epoch Step. Returns true if the Epoch ends now.
fn sudden_end<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx) -> Step<bool> {
    if let Some(ends) = R::sudden_end(g, ctx)? {
        return Ok(ends);
    }
    if g.st.epoch_ends {
        ctx.note(None, "Time Marches On ends the Epoch", "Card #97");
        return Ok(true);
    }
    let digits: &[char] = match g.st.turn {
        1 => return Ok(false),
        2 => &['2'],
        3 => &['2', '3'],
        _ => return Ok(true),
    };
    let Some(c) = g.take_top(ctx) else {
        return Ok(false);
    };
    ctx.note(
        None,
        g.text(|| {
            format!(
                "Sudden End of Epoch: {} (#{}) is revealed",
                g.cat.card_name(c),
                c.0
            )
        }),
        "RB Sudden End of Epoch",
    );
    if g.cat.card(c).is_event() {
        // The Event is conducted first and its own ID decides; no replacement (RB).
        g.resolve_events(ctx, vec![c], None)?;
    } else {
        g.st.deck.draw.push(c);
        let mut d = std::mem::take(&mut g.st.deck.draw);
        g.shuffle(&mut d);
        g.st.deck.draw = d;
    }
    let ends = c.0.to_string().contains(digits) || g.st.epoch_ends;
    if ends {
        ctx.note(
            None,
            g.text(|| format!("The Epoch ends (the ID {} contains {:?})", c.0, digits)),
            "RB Sudden End of Epoch",
        );
    }
    Ok(ends)
}

/// RB Draw Step for one civilization: 3 cards, +1 per 4 Cities, +1 per mina spent (announced
/// first); Deities and display abilities; then the hand limit.
fn draw_step<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step {
    if R::skip_draw_step(g, s) {
        return Ok(());
    }
    let delta = R::draw_step_start(g, ctx, s)?;
    super::cards::great_persons::draw_step_start(g, ctx, s)?;
    let treasury = g.st.civ(s).treasury;
    let mut bought = 0;
    if treasury > 0 {
        let opts = (0..=treasury).map(Action::Number).collect();
        let d = Decision::new(
            s,
            Ask::DrawMina,
            g.text(|| {
                format!(
                    "{}: Draw Step - spend how many {} for extra cards (1 card each)?",
                    g.q().civ_name(s),
                    R::CURRENCY
                )
            }),
            "RB Draw Step",
            opts,
        );
        let Action::Number(n) = ctx.ask(g.st, d)? else {
            unreachable!()
        };
        bought = g.spend_mina(ctx, s, n);
    }
    let extra = super::draw_abilities::extra_draws(g, s);
    // The ruleset's base (RB 3; H4.13.19b, G3.4.7d) and its change announced at the start of the
    // step (keepsakes, the NPC difficulty adjustment N1.10).
    let base = R::draw_base(g, s);
    let n = (base + g.q().cities(s) / 4 + bought as u32 + extra) as i32 + delta;
    super::draw_abilities::draw(g, ctx, s, n.max(0) as u8)?;
    if g.st.epoch_ends_now {
        return Ok(());
    }
    // God of the Dead (#108): 3 random cards from the discard pile, keep 1.
    if R::power_usable(g, s, GOD_OF_THE_DEAD) && {
        R::power_spent(g, s, GOD_OF_THE_DEAD);
        !g.negation_window(ctx, Link::deity(s, R::power_card(GOD_OF_THE_DEAD)))?
    } {
        super::draw_abilities::god_of_the_dead(g, ctx, s)?;
    }
    g.enforce_hand_limit(ctx, s)?;
    R::after_draw(g, ctx, s)?;
    Ok(())
}
