//! Helpers of the part-A card tests (Great Persons 1-30, Competition cards 31-41, negation).
#![allow(dead_code)]

use acme::games::acme::catalog::CardId;
use acme::games::acme::record;
use acme::games::acme::{Action, Ask, Game};

use crate::support::*;

/// A game from a position whose draw deck is fixed: `top[0]` is drawn first, then the other cards
/// not placed elsewhere in id order with the Events at the very bottom (no Event is drawn by
/// accident).
pub fn with_top(ron: &str, top: &[u8]) -> Game {
    let mut pos = record::parse_position(ron).unwrap_or_else(|e| panic!("bad position: {e}"));
    let mut used: Vec<u8> = Vec::new();
    for c in &pos.civs {
        used.extend(&c.hand);
        used.extend(c.table.iter().map(|t| t.0));
        used.extend(c.deity_inactive_by);
        if let Some((95, _)) = c.deity {
            used.push(95);
        }
    }
    used.extend(&pos.discard);
    used.extend(&pos.set_aside);
    used.extend(top);
    let mut deck: Vec<u8> = (1..=103u8).filter(|c| !used.contains(c)).collect();
    deck.sort_by_key(|&c| (c < 96, std::cmp::Reverse(c)));
    deck.extend(top.iter().rev());
    pos.deck = Some(deck);
    let st = pos
        .to_state(&acme::games::acme::data::builtin())
        .unwrap_or_else(|e| panic!("bad position: {e}"));
    Game::from_state(acme::games::acme::data::builtin(), st).0
}

/// A position with a fixed deck and no special top cards.
pub fn game_at(ron: &str) -> Game {
    with_top(ron, &[])
}

pub fn ask(g: &Game) -> Ask {
    pending(g).ask.clone()
}

/// Decline every negation window now pending.
pub fn decline_negations(g: &mut Game) {
    while g
        .pending()
        .is_some_and(|d| matches!(d.ask, Ask::Negate { .. }))
    {
        answer(g, Action::Decline);
    }
}

/// Play a card as the Card Phase action of the civilization to act.
pub fn play(g: &mut Game, id: u8) {
    assert!(
        matches!(ask(g), Ask::CardAction),
        "expected a Card Phase action, got {:?}",
        pending(g)
    );
    answer(g, Action::Play(CardId(id)));
}

pub fn hand(g: &Game, civ: &str) -> Vec<u8> {
    g.state.civ(slot(g, civ)).hand.iter().map(|c| c.0).collect()
}

pub fn treasury(g: &Game, civ: &str) -> u16 {
    g.state.civ(slot(g, civ)).treasury
}

pub fn vp(g: &Game, civ: &str) -> u32 {
    g.state.civ(slot(g, civ)).vp
}

pub fn supply(g: &Game, civ: &str) -> u16 {
    g.state.civ(slot(g, civ)).supply
}

/// Disks on an Investment card in front of a civilization (None: not on the table).
pub fn invested(g: &Game, civ: &str, id: u8) -> Option<u8> {
    g.state
        .civ(slot(g, civ))
        .table_card(CardId(id))
        .map(|t| t.disks)
}

pub fn discarded(g: &Game, id: u8) -> bool {
    g.state.deck.discard.contains(&CardId(id))
}

/// Is a decision of this kind pending for this civilization?
pub fn asks(g: &Game, civ: &str, f: impl Fn(&Ask) -> bool) -> bool {
    g.pending()
        .is_some_and(|d| d.who == slot(g, civ) && f(&d.ask))
}

/// The options of the pending decision.
pub fn options(g: &Game) -> Vec<Action> {
    pending(g).options.clone()
}

/// Answer with an area, by name.
pub fn answer_area(g: &mut Game, name: &str) -> Vec<acme::games::acme::Event> {
    let a = area_action(g, name);
    answer(g, a)
}

/// Answer with a civilization, by name.
pub fn answer_civ(g: &mut Game, name: &str) -> Vec<acme::games::acme::Event> {
    let a = civ_action(g, name);
    answer(g, a)
}
