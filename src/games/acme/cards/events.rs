//! Event cards 96-103: resolved at once when drawn or revealed (RB Event Cards), and the Barbarian
//! invasion procedure I1-I8 of content-v1.

use crate::games::acme::catalog::{AreaId, AreaSet, CardId, Terrain, bit, iter_set};
use crate::games::acme::decision::{AbilityUse, Action, Ask, Decision};
use crate::games::acme::decision::{Effect, TargetKind, TargetRole, Whose};
use crate::games::acme::event::Event;
use crate::games::acme::g::G;
use crate::games::acme::negation::{Link, LinkKind};
use crate::games::acme::proc::{Ctx, Step};
use crate::games::acme::ruleset::Ruleset;
use crate::games::acme::state::{Faction, NOBODY, Slot};

#[allow(dead_code)] // the deck's list names every card; no rule names this one
pub(crate) const YEAR_OF_JUBILEE: CardId = CardId(96);
pub(crate) const TIME_MARCHES_ON: CardId = CardId(97);
pub(crate) const BREATH_OF_GOD: CardId = CardId(103);

pub(crate) fn is_invasion(id: CardId) -> bool {
    (98..=102).contains(&id.0)
}

/// Resolve Events drawn or revealed together (one draw or reveal action): highest ID first (RB
/// Multiple Events). When The Breath of God (#103) is among them only it is resolved and the others
/// are discarded unresolved, unless #103 itself is negated (Hand Writing on the Wall #94): then the
/// others resolve normally, highest ID first (content #103, #94). Every Event is discarded after.
pub(crate) fn resolve_together<R: Ruleset>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    mut events: Vec<CardId>,
    drawer: Option<Slot>,
) -> Step {
    events.sort_by(|a, b| b.cmp(a));
    // The Events below are the base game's, by id: another game's Events are resolved by them
    // only where its text is the base game's (`Ruleset::plays_event`); the others go to the
    // discard pile as resolved ones do.
    if !events.iter().all(|&e| R::plays_event(e)) {
        for &e in events.iter().filter(|&&e| !R::plays_event(e)) {
            ctx.note(
                drawer,
                g.text(|| format!("{} has no effect in this program yet", g.cat.card_name(e))),
                super::card_rule(e),
            );
            g.st.deck.discard.push(e);
        }
        events.retain(|&e| R::plays_event(e));
    }
    // A scenario may ignore or rewrite an Event (H4.01.6, H4.02.5-6, H4.06.4, H4.12.2, H4.13.21);
    // such an Event is dealt with first and takes no part in the Breath of God rule.
    let mut played = Vec::with_capacity(events.len());
    for e in events {
        if R::event_override(g, ctx, e, drawer)? {
            if !R::removed_from_game(g.st, e) {
                g.st.deck.discard.push(e);
            }
        } else {
            played.push(e);
        }
    }
    let mut events = played;
    // The Breath of God's rule is the base game's #103's: another game's #103 is another card.
    if events.len() > 1 && events.contains(&BREATH_OF_GOD) && R::own_event(BREATH_OF_GOD).is_none()
    {
        events.retain(|&e| e != BREATH_OF_GOD);
        let negated = resolve_event(g, ctx, BREATH_OF_GOD, drawer)?;
        g.st.deck.discard.push(BREATH_OF_GOD);
        if !negated {
            for e in events {
                ctx.note(
                    drawer,
                    g.text(|| {
                        format!(
                            "{} is not played: The Breath of God was drawn with it",
                            g.cat.card_name(e)
                        )
                    }),
                    "RB Multiple Events",
                );
                g.st.deck.discard.push(e);
            }
            return Ok(());
        }
    }
    for e in events {
        resolve_event(g, ctx, e, drawer)?;
        g.st.deck.discard.push(e);
    }
    Ok(())
}

/// The effect of an Event a game has of its own ([`Ruleset::own_event`]).
pub type EventEffect<R> = fn(&mut G<R>, &mut Ctx) -> Step;

/// Resolve one Event drawn or revealed (the caller discards it afterwards). Returns whether it was
/// negated. Hand Writing on the Wall (#94) is the only card that negates Events (content 8.3); the
/// window starts after the civilization that drew or revealed it (the first in Turn Order when
/// nobody did, e.g. the Sudden End of Epoch reveal).
pub(crate) fn resolve_event<R: Ruleset>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    id: CardId,
    drawer: Option<Slot>,
) -> Step<bool> {
    ctx.emit(|| Event::EventCard {
        card: id,
        controller: drawer,
    });
    ctx.note(
        drawer,
        g.text(|| format!("Event: {}", g.cat.card_name(id))),
        super::card_rule(id),
    );
    // A game's own Event is no base game invasion, whatever its id.
    let own = R::own_event(id);
    let controller = if own.is_none() && is_invasion(id) {
        Some(invasion_controller(g, ctx))
    } else {
        None
    };
    let by = drawer.unwrap_or(NOBODY);
    if g.negation_window(
        ctx,
        Link {
            by,
            kind: LinkKind::Event(id),
            affects: 0,
            harms: 0,
        },
    )? {
        ctx.note(
            None,
            g.text(|| format!("{} is negated", g.cat.card_name(id))),
            "Card #94",
        );
        return Ok(true);
    }
    if let Some(effect) = own {
        effect(g, ctx)?;
        return Ok(false);
    }
    match id.0 {
        96 => year_of_jubilee::<R, 96>(g, ctx)?,
        97 => time_marches_on(g, ctx),
        98..=102 => invade_now(g, ctx, id, controller.expect("invasions have a controller"))?,
        103 => breath_of_god(g, ctx),
        _ => {}
    }
    Ok(false)
}

/// I1: the sole lowest VP; among those tied, the sole fewest Cities; else random among the tied.
pub(crate) fn invasion_controller<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx) -> Slot {
    let slots: Vec<Slot> = g.st.order.clone();
    // G3.4.5: a player's civilizations are summed to decide who has the fewest VP.
    let vp = |s: Slot| R::player_vp(g.st, s);
    let low = slots.iter().map(|&s| vp(s)).min().unwrap_or(0);
    let tied: Vec<Slot> = slots.iter().copied().filter(|&s| vp(s) == low).collect();
    let pick = if tied.len() == 1 {
        tied[0]
    } else {
        let fewest = tied.iter().map(|&s| g.q().cities(s)).min().unwrap_or(0);
        let tied2: Vec<Slot> = tied
            .iter()
            .copied()
            .filter(|&s| g.q().cities(s) == fewest)
            .collect();
        if tied2.len() == 1 {
            tied2[0]
        } else {
            tied2[g.random(tied2.len())]
        }
    };
    ctx.note(
        Some(pick),
        g.text(|| format!("{} controls the invasion", g.q().civ_name(pick))),
        "RB Barbarian Invasion (I1)",
    );
    pick
}

/// Stack size for an area (I3).
fn stack_size<R: Ruleset>(g: &G<R>, id: CardId, a: AreaId) -> u8 {
    let inv = g.cat.card(id).invasion.as_ref().expect("an invasion card");
    if g.cat.board.area(a).is_desert_or_sea() {
        inv.stack_desert_or_sea
    } else {
        inv.stack_land
    }
}

/// Legal ground-zero areas for an invasion in the current configuration (content 3.3).
pub(crate) fn ground_zero_options<R: Ruleset>(g: &G<R>, id: CardId) -> Vec<AreaId> {
    let inv = g.cat.card(id).invasion.as_ref().expect("an invasion card");
    let set = inv.entry_by_config.get(g.st.config).copied().unwrap_or(0) & g.q().playable_set();
    // An area no stack may go into is no ground zero (ACIS AI5: the Troy area behind its walls).
    iter_set(set)
        .filter(|&a| R::barbarians_may_fill(g, a))
        .collect()
}

/// The areas stacked together with ground zero (I4: one ring, never across Sea).
pub(crate) fn spread<R: Ruleset>(g: &G<R>, id: CardId, gz: AreaId) -> AreaSet {
    let q = g.q();
    let land_neighbours = q.neighbour_set(gz)
        & iter_set(q.neighbour_set(gz))
            .filter(|&a| q.is_land(a))
            .fold(0, |s, a| s | bit(a));
    let keep = |f: &dyn Fn(AreaId) -> bool| {
        iter_set(land_neighbours)
            .filter(|&a| f(a))
            .fold(0u128, |s, a| s | bit(a))
    };
    match id.0 {
        // Hordes from the North, Eastern Powers: every Land neighbour.
        98 | 99 => land_neighbours,
        // Invaders from the Sea: coastal Land neighbours only.
        100 => keep(&|a| q.neighbours(a).any(|n| !q.is_land(n))),
        // Mountain Tribes Descend: non-Mountain Land neighbours.
        101 => keep(&|a| q.terrain(a) != Terrain::Mountain),
        // Desert Raiders: non-Desert Land neighbours.
        102 => keep(&|a| q.terrain(a) != Terrain::Desert),
        _ => 0,
    }
}

/// Resolve an invasion for its controller (I2-I8); no negation window (the caller opens it).
pub(crate) fn invade_now<R: Ruleset>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    id: CardId,
    controller: Slot,
) -> Step {
    let options = ground_zero_options(g, id);
    if options.is_empty() {
        ctx.note(
            Some(controller),
            "No legal ground zero: the invasion has no effect",
            "I2",
        );
        return Ok(());
    }
    // Lazy: every later question of the invasion re-runs this step (see `proc::Trail`).
    let d = || {
        Decision::new(
            controller,
            Ask::InvasionArea { card: id },
            g.text(|| {
                format!(
                    "{}: {} - choose ground zero",
                    g.q().civ_name(controller),
                    g.cat.card_name(id)
                )
            }),
            format!("Card #{} (I2)", id.0),
            options.iter().map(|&a| Action::Area(a)).collect(),
        )
    };
    let Action::Area(gz) = ctx.ask_lazy(g.st, d)? else {
        unreachable!()
    };
    let mut stacked = bit(gz) | spread(g, id, gz);
    let mut order: Vec<AreaId> = iter_set(stacked).collect();
    order.sort_by_key(|&a| (a != gz, g.cat.board.area(a).ne_sw_rank));
    for a in order {
        stack(g, ctx, id, a, controller, stacked)?;
    }
    match id.0 {
        99 => {
            // The vanguard: one more Land area next to a stacked area, not itself stacked.
            // As sets: the union of the stacked areas' neighbour rows (not a test of every
            // stacked area for every area of the map).
            let q = g.q();
            let near = iter_set(stacked).fold(0, |m, s| m | q.neighbour_set(s));
            let extra: Vec<AreaId> =
                iter_set(near & q.playable_set() & g.cat.board.land & !stacked)
                    .filter(|&a| R::barbarians_may_fill(g, a))
                    .collect();
            if !extra.is_empty() {
                let a = g.ask_area_for(
                    ctx,
                    controller,
                    id,
                    "the area the vanguard pushes into",
                    TargetRole::new(Whose::Barbarian, TargetKind::Area, Effect::Place),
                    &extra,
                )?;
                stacked |= bit(a);
                stack(g, ctx, id, a, controller, stacked)?;
            }
        }
        100 => {
            // The fleet: one Sea area next to ground zero, up to 2 Barbarian disks.
            // The seas where disks count (`Ruleset::counted_seas`): every Sea in the base game,
            // a shallow one for ACIS's Sea Peoples (#100).
            let counted = R::counted_seas(g.cat);
            let seas: Vec<AreaId> = g
                .q()
                .neighbours(gz)
                .filter(|&a| counted & bit(a) != 0)
                .collect();
            if !seas.is_empty() {
                let a = g.ask_area_for(
                    ctx,
                    controller,
                    id,
                    "the Sea area for the fleet",
                    TargetRole::new(Whose::Barbarian, TargetKind::Sea, Effect::Place),
                    &seas,
                )?;
                stacked |= bit(a);
                stack(g, ctx, id, a, controller, stacked)?;
            }
        }
        _ => {}
    }
    Ok(())
}

/// Fill one area up to its stack size (I3, I6).
fn stack<R: Ruleset>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    id: CardId,
    a: AreaId,
    controller: Slot,
    stacked: AreaSet,
) -> Step {
    let size = stack_size(g, id, a);
    fill_barbarians(g, ctx, controller, id, BORROW, a, size, stacked)?;
    Ok(())
}

/// The question borrowing a Barbarian disk from the map: an area a Barbarian disk is taken from.
pub(crate) const BORROW: TargetRole =
    TargetRole::new(Whose::Barbarian, TargetKind::Disks, Effect::Take);

/// Add Barbarian disks to area `a` until it holds `upto` of them (an area already holding that many
/// receives nothing). Disks come from the black supply; when it is empty, `chooser` may take
/// Barbarian disks from areas of the map that the same effect is not filling (`filling`), one at a
/// time, or stop (RB Barbarian (Black Disk) Limits; content G3, I6); `borrow` is that question's
/// role ([`BORROW`], or Rebellion's own). Returns how many were added.
#[allow(clippy::too_many_arguments)]
pub(crate) fn fill_barbarians<R: Ruleset>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    chooser: Slot,
    card: CardId,
    borrow: TargetRole,
    a: AreaId,
    upto: u8,
    filling: AreaSet,
) -> Step<u8> {
    if !R::barbarians_may_fill(g, a) {
        return Ok(0); // ACIS AI5: Troy's walls keep the stack out
    }
    let mut added = 0;
    loop {
        let have = g.q().disks(Faction::BARBARIANS, a);
        if have >= upto {
            return Ok(added);
        }
        if g.st.barbarian_supply == 0 {
            if chooser.idx() >= g.st.civs.len() {
                return Ok(added);
            }
            // Lazy (None: no donor, nothing to ask): one question per disk, and every one re-runs
            // the step with all the earlier ones (see `proc::Trail`).
            let d = || {
                // Set arithmetic (asked for every disk): playable areas holding a Barbarian disk.
                let donors = g.q().occupied_set(Faction::BARBARIANS) & !filling & !bit(a);
                if donors == 0 {
                    return None;
                }
                let mut opts =
                    crate::games::acme::decision::option_list(donors.count_ones() as usize + 1);
                opts.extend(iter_set(donors).map(Action::Area));
                opts.push(Action::Done);
                Some(Decision::new(
                    chooser,
                    Ask::Target {
                        card,
                        what: "an area to take a Barbarian disk from".into(),
                        role: borrow,
                    },
                    g.text(|| format!("{}: the black supply is empty - take a Barbarian disk from another area for {}, or stop", g.q().civ_name(chooser), g.q().name(a))),
                    "RB Barbarian (Black Disk) Limits (G3, I6)",
                    opts,
                )
                .at(a))
            };
            match ctx.ask_lazy_opt(g.st, d)? {
                Some(Action::Area(x)) => {
                    g.take_off(ctx, Faction::BARBARIANS, x, 1);
                }
                _ => return Ok(added),
            }
        }
        added += g.place_unlimited(ctx, Faction::BARBARIANS, a, 1);
    }
}

/// Add up to `n` Barbarian disks to `a` within the Growth/Card Phase stacking limit (4, or 2 in a
/// Desert or Sea area; G3), borrowing from the map when the supply is empty (see
/// [`fill_barbarians`]).
#[allow(clippy::too_many_arguments)]
pub(crate) fn add_barbarians<R: Ruleset>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    chooser: Slot,
    card: CardId,
    borrow: TargetRole,
    a: AreaId,
    n: u8,
    filling: AreaSet,
) -> Step<u8> {
    let have = g.q().disks(Faction::BARBARIANS, a);
    let upto = have
        .saturating_add(n)
        .min(g.q().growth_limit(Faction::BARBARIANS, a).max(have));
    fill_barbarians(g, ctx, chooser, card, borrow, a, upto, filling)
}

impl<'a, R: Ruleset> G<'a, R> {
    fn ask_area_for(
        &mut self,
        ctx: &mut Ctx,
        s: Slot,
        card: CardId,
        what: &'static str,
        role: TargetRole,
        areas: &[AreaId],
    ) -> Step<AreaId> {
        self.ask_area(ctx, s, card, what, role, areas)
    }
}

/// Content #96: mina above 3 go back to the supply; then civilizations with no disk in their own
/// Homeland may place 2 disks there. Card `ID` is the card of this text (ACME's The Year of Jubilee
/// #96; ACIS's Cancellation of Debts #103, with talents and its home area).
pub fn year_of_jubilee<R: Ruleset, const ID: u8>(g: &mut G<R>, ctx: &mut Ctx) -> Step {
    for s in g.st.order_now() {
        let t = g.st.civ(s).treasury;
        if t > 3 {
            g.spend_mina(ctx, s, t - 3);
        }
    }
    for s in g.st.order_now() {
        let Some(h) = g.q().homeland(s) else { continue };
        if g.q().occupies(s.faction(), h) || g.st.civ(s).supply == 0 {
            continue;
        }
        let d = Decision::new(
            s,
            Ask::UseAbility {
                ability: AbilityUse::ReturnToHomeland,
                what: "return to the Homeland".into(),
            },
            g.text(|| {
                format!(
                    "{}: {} - place 2 disks in {}?",
                    g.q().civ_name(s),
                    g.cat.card_name(CardId(ID)),
                    g.q().name(h)
                )
            }),
            super::card_rule(CardId(ID)),
            vec![Action::Yes, Action::No],
        );
        if ctx.ask(g.st, d)? == Action::Yes {
            g.place(ctx, s.faction(), h, 2);
        }
    }
    Ok(())
}

/// Content #97 (decision D4): no effect in turn 1 or during an End of Epoch Phase; otherwise this
/// turn is the Epoch's last. Drawn during the Sudden End of Epoch Step or the Draw Step it ends the
/// Epoch at once (no replacement card is drawn: see `G::draw_cards`).
fn time_marches_on<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx) {
    use crate::games::acme::flow::{Flow, ReckStep};
    if matches!(g.st.flow, Flow::EndOfEpoch { .. }) || g.st.turn == 1 {
        ctx.note(None, "Time Marches On has no effect now", "Card #97");
        return;
    }
    g.st.epoch_ends = true;
    if matches!(
        g.st.flow,
        Flow::Reckoning {
            step: ReckStep::SuddenEnd | ReckStep::Draw { .. }
        }
    ) {
        g.st.epoch_ends_now = true;
    }
    ctx.note(
        None,
        "Time Marches On: this turn is the last of the Epoch",
        "Card #97",
    );
}

/// Content #103: Barbarian stacks of 3+ lose half (rounded up); then every civilization discards a
/// random card, or loses a mina if it has no card.
fn breath_of_god<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx) {
    let areas: Vec<AreaId> = g.q().playable_areas().collect();
    for a in areas {
        let n = g.q().disks(Faction::BARBARIANS, a);
        if n >= 3 {
            g.take_off(ctx, Faction::BARBARIANS, a, n.div_ceil(2));
        }
    }
    for s in g.st.order_now() {
        let len = g.st.civ(s).hand.len();
        if len > 0 {
            let i = g.random(len);
            let c = g.st.civ(s).hand[i];
            g.discard_from_hand(ctx, s, c);
        } else {
            g.spend_mina(ctx, s, 1);
        }
    }
}
