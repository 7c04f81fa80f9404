//! Draw Step extras: display abilities (Akkad, Chaldea, Sumer, Babylon) and God of the Dead.

use super::catalog::{CardId, Known};
use super::decision::{AbilityUse, Action, Ask, Decision};
use super::g::G;
use super::proc::{Ctx, Step};
use super::state::Slot;
use crate::games::acme::ruleset::Ruleset;

fn has<R: Ruleset>(g: &G<R>, s: Slot, ability: Known) -> bool {
    super::abilities::has_known_ability(g, s, ability)
}

/// Extra cards from the display: Sumer's Inventors of Writing (+1 with 2 Cities).
pub(crate) fn extra_draws<R: Ruleset>(g: &G<R>, s: Slot) -> u32 {
    (has(g, s, Known::InventorsOfWriting) && g.q().cities(s) >= 2) as u32
}

/// Keep one card among several; the rest go to the discard pile.
pub(crate) fn keep_one<R: Ruleset>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    s: Slot,
    cards: Vec<CardId>,
    why: &str,
) -> Step<Option<CardId>> {
    if cards.is_empty() {
        return Ok(None);
    }
    let mut opts: Vec<Action> = cards.iter().map(|&c| Action::Card(c)).collect();
    opts.sort();
    opts.dedup();
    let d = Decision::new(
        s,
        Ask::Keep,
        g.text(|| format!("{}: {} - keep one card", g.q().civ_name(s), why)),
        why.to_string(),
        opts,
    );
    let Action::Card(k) = ctx.ask(g.st, d)? else {
        unreachable!()
    };
    let mut kept = false;
    for c in cards {
        if c == k && !kept {
            kept = true;
            g.st.civ_mut(s).hand.push(c);
        } else {
            g.st.deck.discard.push(c);
        }
    }
    Ok(Some(k))
}

/// The normal draws of the Draw Step (with Akkad's and Chaldea's discard-pile draws).
pub(crate) fn draw<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, n: u8) -> Step {
    let mut n = n;
    // Akkad, Archives of Agade: up to 2 draws declared from the top of the discard pile.
    if has(g, s, Known::ArchivesOfAgade) && !g.st.deck.discard.is_empty() && n > 0 {
        let max = n.min(2).min(g.st.deck.discard.len() as u8) as u16;
        let opts = (0..=max).map(Action::Number).collect();
        let d = Decision::new(
            s,
            Ask::UseAbility {
                ability: AbilityUse::ArchivesOfAgade,
                what: "Archives of Agade".into(),
            },
            g.text(|| {
                format!(
                    "{}: how many of your draws come from the discard pile?",
                    g.q().civ_name(s)
                )
            }),
            "Akkad display",
            opts,
        );
        let Action::Number(k) = ctx.ask(g.st, d)? else {
            unreachable!()
        };
        for _ in 0..k {
            if let Some(c) = g.st.deck.discard.pop() {
                n -= 1;
                if g.cat.card(c).is_event() {
                    // Resolved and discarded; the replacement comes from the draw deck (G9, R11).
                    g.resolve_events(ctx, vec![c], Some(s))?;
                    g.draw_cards(ctx, s, 1)?;
                } else {
                    g.st.civ_mut(s).hand.push(c);
                }
            }
        }
    }
    // Chaldea, Star-Gazers of Ur: one draw may be the better of the top 2 discards.
    if has(g, s, Known::StarGazersOfUr) && g.st.deck.discard.len() >= 2 && n > 0 {
        let d = Decision::new(
            s,
            Ask::UseAbility {
                ability: AbilityUse::StarGazersOfUr,
                what: "Star-Gazers of Ur".into(),
            },
            g.text(|| {
                format!(
                    "{}: replace one draw with the better of the top 2 discards?",
                    g.q().civ_name(s)
                )
            }),
            "Chaldea display",
            vec![Action::Yes, Action::No],
        );
        if ctx.ask(g.st, d)? == Action::Yes {
            n -= 1;
            let mut two = Vec::new();
            while two.len() < 2 {
                let Some(c) = g.st.deck.discard.pop() else {
                    break;
                };
                if g.cat.card(c).is_event() {
                    g.resolve_events(ctx, vec![c], Some(s))?;
                    if let Some(r) = g.reveal_non_event(ctx)? {
                        two.push(r);
                    }
                } else {
                    two.push(c);
                }
            }
            if let Some(k) = keep_one(g, ctx, s, two.clone(), "Star-Gazers of Ur")? {
                // keep_one discarded the other on top, as the display says.
                let _ = k;
            }
        }
    }
    g.draw_cards(ctx, s, n)
}

/// Deity #108 (PB example): shuffle the discard pile, take 3 at random, resolve Events among them
/// (not replaced), keep 1 of the others, the rest go back and the pile is shuffled again.
pub(crate) fn god_of_the_dead<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step {
    let mut pile = std::mem::take(&mut g.st.deck.discard);
    g.shuffle(&mut pile);
    let take = pile.len().min(3);
    let picked: Vec<CardId> = pile.split_off(pile.len() - take);
    g.st.deck.discard = pile;
    let (events, others): (Vec<CardId>, Vec<CardId>) =
        picked.into_iter().partition(|&c| g.cat.card(c).is_event());
    if !events.is_empty() {
        g.resolve_events(ctx, events, Some(s))?;
    }
    keep_one(g, ctx, s, others, "God of the Dead")?;
    let mut pile = std::mem::take(&mut g.st.deck.discard);
    g.shuffle(&mut pile);
    g.st.deck.discard = pile;
    Ok(())
}

/// End of the Draw Step: Babylon's Archivists (discard 1, draw 2, keep 1), the base game's answer
/// to `Ruleset::after_draw`.
pub(crate) fn after_draw<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step {
    if !has(g, s, Known::Archivists) {
        return Ok(());
    }
    trade_a_card(g, ctx, s, Known::Archivists, "Babylon display: Archivists")
}

/// A display ability that trades a card at the end of the Draw Step: discard 1 card from the hand,
/// then draw 2 and keep 1, the other discarded (a drawn Event resolved and replaced). Babylon's
/// Archivists (RB display) and ACIS Phoenicia's Alphabet (content-acis 5: "Discard 1 card from
/// hand, then draw 2 cards, keep 1 and discard the other"), each once per Draw Step; `rule` names
/// the display. Offered with every card of the hand and Decline; nothing with an empty hand.
pub fn trade_a_card<R: Ruleset>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    s: Slot,
    ability: Known,
    rule: &'static str,
) -> Step {
    if g.st.civ(s).hand.is_empty() {
        return Ok(());
    }
    let mut opts: Vec<Action> =
        g.st.civ(s)
            .hand
            .iter()
            .map(|&c| Action::Discard(c))
            .collect();
    opts.sort();
    opts.dedup();
    opts.push(Action::Decline);
    let d = Decision::new(
        s,
        Ask::UseAbility {
            ability: AbilityUse::Archivists,
            what: ability.name().into(),
        },
        g.text(|| {
            format!(
                "{}: discard a card to draw 2 and keep 1?",
                g.q().civ_name(s)
            )
        }),
        rule,
        opts,
    );
    if let Action::Discard(c) = ctx.ask_always(g.st, d)? {
        g.discard_from_hand(ctx, s, c);
        let mut two = Vec::new();
        for _ in 0..2 {
            if let Some(r) = g.reveal_non_event(ctx)? {
                two.push(r);
            }
        }
        keep_one(g, ctx, s, two, ability.name())?;
    }
    Ok(())
}
