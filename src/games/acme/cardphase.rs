//! Card Phase (RB p17-22): in Turn Order each civilization plays a Fate card, establishes /
//! re-establishes / returns a Deity, or passes (final for the phase), until all have passed.

use super::catalog::CardId;
use super::decision::{Action, Ask, Decision};
use super::event::{Event, Phase};
use super::flow::Flow;
use super::g::G;
use super::proc::{Ctx, Step};
use super::ruleset::Ruleset;
use super::state::Slot;

pub(crate) fn step<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx) -> Step {
    match g.st.flow {
        Flow::CardStart => {
            for i in 0..g.st.civs.len() {
                let never = R::never_acts(g.st, Slot(i as u8));
                g.st.civs[i].passed = never;
            }
            ctx.emit(|| Event::PhaseStarted {
                epoch: g.st.epoch,
                turn: g.st.turn,
                phase: Phase::Card,
            });
            g.st.flow = Flow::Card { pos: 0 };
            Ok(())
        }
        Flow::Card { pos } => action(g, ctx, pos),
        Flow::CardEnd => {
            apply_pending_order(g, ctx);
            g.capture_check(ctx);
            if R::phase_end(g, ctx) {
                return Ok(());
            }
            g.st.flow = Flow::CompStart;
            Ok(())
        }
        _ => unreachable!(),
    }
}

/// Everything civilization `s` may do as its Card Phase action.
pub(crate) fn action_options<R: Ruleset>(g: &G<R>, s: Slot) -> Vec<Action> {
    let q = g.q();
    let civ = g.st.civ(s);
    let mut opts = super::decision::option_list(civ.hand.len() + 4);
    // Card ids already looked at (ids are below 128): a bit set instead of a Vec to search.
    let mut seen = 0u128;
    for &c in &civ.hand {
        if seen & (1u128 << c.0) != 0 {
            continue;
        }
        seen |= 1u128 << c.0;
        if playable_now(g, s, c) {
            opts.push(Action::Play(c));
        }
    }
    if g.can_establish(s) {
        for d in g.available_deities(s) {
            opts.push(Action::Establish(d));
        }
    }
    if g.can_reestablish(s) {
        opts.push(Action::Reestablish);
    }
    for d in g.returnable_by(s) {
        opts.push(Action::OfferReturn(d));
    }
    if let Some((_, _)) = g.own_temple_captor(s)
        && !q.deity_active(s)
    {
        opts.push(Action::RequestReturn);
    }
    if g.can_cleanse(s) {
        opts.push(Action::Cleanse);
    }
    opts.extend(R::card_actions(g, s));
    opts.push(Action::Pass);
    opts
}

/// May `s` play this card as its Card Phase action now? (Timing, Religion and G4 targets.)
pub(crate) fn playable_now<R: Ruleset>(g: &G<R>, s: Slot, c: CardId) -> bool {
    let card = g.cat.card(c);
    if card.codes.religion
        && !g.q().may_play_religion(s)
        && !super::cards::religion::godless_may_play(g, s, c)
    {
        return false;
    }
    super::cards::card_phase(c).is_some_and(|imp| (imp.playable)(g, s))
}

fn action<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, pos: u8) -> Step {
    let n = g.st.order.len();
    // Only civilizations on the Turn Order track take part (an NPC out of the game is not, N1.8.3).
    if g.st.order.iter().all(|s| g.st.civ(*s).passed) || n == 0 {
        g.st.flow = Flow::CardEnd;
        return Ok(());
    }
    // The next civilization in Turn Order that has not passed.
    let mut p = pos as usize % n;
    let mut new_round = p == 0;
    while g.st.civs[g.st.order[p].idx()].passed {
        p = (p + 1) % n;
        new_round |= p == 0;
    }
    // Palace Intrigue (#83): a Turn Order it changed applies from the next round of actions.
    if new_round && g.st.pending_order.is_some() {
        apply_pending_order(g, ctx);
        p = 0;
        while g.st.civs[g.st.order[p].idx()].passed {
            p += 1;
        }
    }
    let s = g.st.order[p];
    super::cards::lasting_window(g, ctx, s)?;
    // Lazy: the options check every card in hand, and a re-run of this step already knows the
    // answer (see `proc::Trail`).
    let action = ctx.ask_lazy(g.st, || {
        Decision::new(
            s,
            Ask::CardAction,
            g.text(|| {
                format!(
                    "{}: play a card, found or restore a Deity, or pass",
                    g.q().civ_name(s)
                )
            }),
            "RB Card Phase",
            action_options(g, s),
        )
    })?;
    match action {
        a @ Action::Option(_) if R::card_action(g, ctx, s, a)? => {}
        Action::Play(c) => g.play_card(ctx, s, c)?,
        Action::Establish(d) => g.establish_action(ctx, s, d)?,
        Action::Reestablish => g.reestablish_action(ctx, s)?,
        Action::Cleanse => g.cleanse_action(ctx, s)?,
        Action::OfferReturn(d) => {
            // G13: a temple whose owner changed Deity goes to the array; nobody needs to accept.
            if let super::state::BlockLoc::Orphaned { .. } = g.st.block(d) {
                g.return_deity(ctx, d);
            }
            if let super::state::BlockLoc::Captured { owner, .. } = g.st.block(d) {
                let q = Decision::new(
                    owner,
                    Ask::AcceptReturn { by: s, offer: true },
                    format!(
                        "{}: {} offers to return your {} temple (it gains 2 VP, you lose 1 VP). Accept?",
                        g.q().civ_name(owner),
                        g.q().civ_name(s),
                        g.cat.card_name(d)
                    ),
                    "RB Returning a Deity",
                    vec![Action::Yes, Action::No],
                );
                if ctx.ask_always(g.st, q)? == Action::Yes {
                    g.return_deity(ctx, d);
                }
            }
        }
        Action::RequestReturn => {
            if let Some((d, captor)) = g.own_temple_captor(s) {
                let q = Decision::new(
                    captor,
                    Ask::AcceptReturn {
                        by: s,
                        offer: false,
                    },
                    format!(
                        "{}: {} asks for its {} temple back (you gain 2 VP, it loses 1 VP). Return it?",
                        g.q().civ_name(captor),
                        g.q().civ_name(s),
                        g.cat.card_name(d)
                    ),
                    "RB Returning a Deity",
                    vec![Action::Yes, Action::No],
                );
                if ctx.ask_always(g.st, q)? == Action::Yes {
                    g.return_deity(ctx, d);
                }
            }
        }
        _ => {
            g.st.civ_mut(s).passed = true;
            ctx.note(
                Some(s),
                g.text(|| format!("{} passes", g.q().civ_name(s))),
                "RB Pass",
            );
        }
    }
    // RB Hand Size: anyone above the limit discards at once (cards can add to other hands).
    for x in g.st.order_now() {
        g.enforce_hand_limit(ctx, x)?;
    }
    g.st.flow = Flow::Card {
        pos: ((p + 1) % n) as u8,
    };
    Ok(())
}

/// Palace Intrigue (#83): the Turn Order it set takes effect at the start of the next round of Card
/// Phase actions (a round ends after the civilization last in Turn Order has acted or been
/// skipped), or at the end of the Card Phase at the latest (content #83).
fn apply_pending_order<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx) {
    if let Some(order) = g.st.pending_order.take() {
        g.st.order = order.clone();
        ctx.emit(|| Event::TurnOrder { order });
    }
}
