//! ACIS's own Great Person and Religion cards whose text is not ACME's (content-acis section 3.2):
//! Poet #21 (IG-GK's example), Pontifex #30 (ACME's Royal Envoy's job on a Wonder) and Oracle at
//! Delphi #38 (ACME's Grand Astrologer's option b in the Card Phase: [`draw_keep`]; its option (a)
//! played from the hand at the Turn Order Reset Step: [`oracle_turn_order`]).

use crate::games::acme::catalog::{AreaId, CardId, iter_set};
use crate::games::acme::decision::{Action, Ask, Decision, Effect, TargetKind, TargetRole, Whose};
use crate::games::acme::state::{Slot, slot_bit};
use crate::games::acme::{
    CardPhaseImpl, Ctx, G, Link, LossMemo, LossRules, Ruleset, Step, Targets, draw_keep,
    move_marker,
};

/// The cards of this module, for ACIS's table.
pub const CARDS: [u8; 3] = [21, 30, 38];

const POET: CardId = CardId(21);
const PONTIFEX: CardId = CardId(30);
/// Oracle at Delphi (content-acis #38).
pub const ORACLE: CardId = CardId(38);

/// The Card Phase effect of card `id` of [`CARDS`].
pub fn card_phase<R: Ruleset>(id: CardId) -> Option<CardPhaseImpl<R>> {
    Some(match id.0 {
        21 => CardPhaseImpl {
            playable: |g, s| !poet_areas(g, s).is_empty(),
            declare: poet_declare,
            resolve: poet_resolve,
        },
        30 => CardPhaseImpl {
            playable: |_, _| true,
            declare: pontifex_declare,
            resolve: pontifex_resolve,
        },
        38 => CardPhaseImpl {
            playable: |_, _| true,
            declare: |_, _, _| Ok(Targets::default()),
            resolve: |g, ctx, s, _| draw_keep(g, ctx, s, "Oracle at Delphi", "Card #38", 4, 2),
        },
        _ => return None,
    })
}

// ---- #38 Oracle at Delphi, option (a) ----

/// Content-acis #38 option (a) (IG-C5: the turn-order option happens during the order-of-play
/// sequence, so the card is held until then; readings B15): at the Turn Order Reset Step, right
/// after the markers have been reset and after any Statue of Zeus use, the civilization holding
/// Oracle at Delphi may play it from its hand to move its own Turn Order marker to any space, the
/// other markers shifting in their relative order; final until the next Turn Order Reset Step.
/// Offered as ACME offers Traitor before the first competition: the card's question with Decline,
/// then the card played out of the Card Phase with its negation window.
pub fn oracle_turn_order<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, order: &mut Vec<Slot>) -> Step {
    for s in order.clone() {
        if !g.st.civ(s).hand.contains(&ORACLE) || R::card_locked(g.st, s, ORACLE) {
            continue;
        }
        let cur = order
            .iter()
            .position(|&x| x == s)
            .map_or(0, |i| i as u16 + 1);
        let mut opts: Vec<Action> = (1..=order.len() as u16)
            .filter(|&n| n != cur)
            .map(Action::Number)
            .collect();
        opts.push(Action::Decline);
        let d = Decision::new(
            s,
            Ask::TurnOrderSpace,
            g.text(|| {
                format!(
                    "{}: play Oracle at Delphi (a)? Move your Turn Order marker (now {cur}) to \
                     another space, or decline",
                    g.q().civ_name(s)
                )
            }),
            "Card #38 Oracle at Delphi (a)",
            opts,
        )
        .for_card(ORACLE);
        let Action::Number(n) = ctx.ask(g.st, d)? else {
            continue;
        };
        let note = g.text(|| {
            format!(
                "{} plays Oracle at Delphi: its Turn Order marker to space {n}",
                g.q().civ_name(s)
            )
        });
        if !g.play_out_of_phase(ctx, s, ORACLE, note, Link::card(s, ORACLE, 0, 0))? {
            move_marker(order, s, n);
        }
    }
    Ok(())
}

// ---- #21 Poet ----

/// The opposing civilizations (no Barbarians) with a disk in `a`, in Turn Order.
fn opposing_in<R: Ruleset>(g: &G<R>, s: Slot, a: AreaId) -> Vec<Slot> {
    g.st.order
        .iter()
        .copied()
        .filter(|&x| x != s && g.q().occupies(x.faction(), a))
        .collect()
}

/// Content-acis #21: playable land areas holding an opposing civilization's disk that hold one of
/// its player's disks or lie next to an area holding one.
fn poet_areas<R: Ruleset>(g: &G<R>, s: Slot) -> Vec<AreaId> {
    let q = g.q();
    let mine = q.occupied_set(s.faction());
    let reach = iter_set(mine).fold(mine, |m, a| m | q.neighbour_set(a));
    iter_set(reach & g.cat.board.land & q.playable_set())
        .filter(|&a| !opposing_in(g, s, a).is_empty())
        .collect()
}

/// Up to 3 areas, each with the civilization whose disk is replaced there (named when played,
/// RB Negate Card Decorum).
fn poet_declare<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step<Targets> {
    let opts = poet_areas(g, s);
    let mut t = Targets::default();
    let role = TargetRole::new(Whose::Opposing, TargetKind::Disks, Effect::Harm);
    while t.areas.len() < 3 {
        let left: Vec<AreaId> = opts
            .iter()
            .copied()
            .filter(|a| !t.areas.contains(a))
            .collect();
        if left.is_empty() {
            break;
        }
        let what = "a land area where an opposing disk is replaced";
        let a = if t.areas.is_empty() {
            g.ask_area(ctx, s, POET, what, role, &left)?
        } else {
            match g.ask_area_or_done(ctx, s, POET, what, role, &left)? {
                Some(a) => a,
                None => break,
            }
        };
        let victims = opposing_in(g, s, a);
        let what = format!(
            "the civilization whose disk is replaced in {}",
            g.q().name(a)
        );
        let role = TargetRole::new(Whose::Opposing, TargetKind::Civ, Effect::Harm);
        let v = g.ask_slot(ctx, s, POET, what, role, &victims)?;
        t.areas.push(a);
        t.slots.push(v);
        t.affects |= slot_bit(v);
        t.harms |= slot_bit(v);
        t.removes |= slot_bit(v);
    }
    Ok(t)
}

/// Content-acis #21 (IG-GK: a disk replaced in each of Sinai, Nile Delta and Egypt, but where its
/// player already had 4): 1 disk of the named civilization replaced by one of its player's; a
/// replacing disk beyond the limit of 4 is not placed, the removal still happens (AG2), and a disk
/// its owner keeps is replaced too (AG2, readings B17).
fn poet_resolve<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, t: &Targets) -> Step {
    for (&a, &v) in t.areas.iter().zip(&t.slots) {
        let mut memo = LossMemo::default();
        g.lose_and_replace(ctx, v.faction(), s, a, LossRules::card(POET), &mut memo)?;
    }
    Ok(())
}

// ---- #30 Pontifex ----

/// Its player's built Wonders that are not buried.
fn own_wonders<R: Ruleset>(g: &G<R>, s: Slot) -> Vec<CardId> {
    g.st.monuments
        .iter()
        .filter(|m| m.owner == s && !m.buried)
        .map(|m| m.card)
        .collect()
}

/// Content-acis #30: (a) 2 disks onto one of its built, unburied Wonders (offered when it has one
/// and a disk in supply), or (b) 2 talents.
fn pontifex_declare<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step<Targets> {
    let wonders = own_wonders(g, s);
    if wonders.is_empty() || g.st.civ(s).supply == 0 {
        return Ok(Targets {
            option: 1,
            ..Default::default()
        });
    }
    let d = Decision::new(
        s,
        Ask::CardOption { card: PONTIFEX },
        g.text(|| {
            format!(
                "{}: Pontifex - (a) 2 disks onto one of your Wonders, or (b) gain 2 talents",
                g.q().civ_name(s)
            )
        }),
        "Card #30 Pontifex",
        vec![Action::Option(0), Action::Option(1)],
    );
    let Action::Option(o) = ctx.ask(g.st, d)? else {
        unreachable!()
    };
    let mut t = Targets {
        option: o,
        ..Default::default()
    };
    if o == 0 {
        let role = TargetRole::new(Whose::Own, TargetKind::Card, Effect::Place);
        let w = g.ask_card(
            ctx,
            s,
            PONTIFEX,
            "the Wonder that takes 2 disks",
            role,
            &wonders,
        )?;
        t.cards = vec![w];
    }
    Ok(t)
}

/// Content-acis #30: (a) 2 disks from supply onto the Wonder (no maximum; fewer if the supply is
/// short), (b) 2 talents.
fn pontifex_resolve<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, t: &Targets) -> Step {
    let Some(&w) = t.cards.first().filter(|_| t.option == 0) else {
        g.gain_mina(ctx, s, 2);
        return Ok(());
    };
    let n = g.st.civ(s).supply.min(2) as u8;
    if let Some(m) = g.st.monuments.iter_mut().find(|m| m.card == w) {
        m.disks += n;
        g.st.civ_mut(s).supply -= u16::from(n);
        ctx.note(
            Some(s),
            g.text(|| format!("Pontifex: {n} disks onto {}", super::wonders::name(w))),
            "Card #30",
        );
    }
    Ok(())
}
