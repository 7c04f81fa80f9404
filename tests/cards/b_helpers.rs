//! Helpers for the Trade, Resource and Disaster card tests (part B): Card Phase
//! positions written in a few lines, and a deck whose top cards are fixed.
#![allow(dead_code)]

use acme::games::acme::catalog::CardId;
use acme::games::acme::{Action, Ask, Game};

use crate::support::{self, pending};

/// A Card Phase position on the Full map; the first civilization in `order` acts.
/// `civs` are RON `PosCiv` records, `areas` RON `PosArea` records, `extra` more `Position`
/// fields (e.g. `deck: Some([...])`).
pub fn card_game(civs: &[&str], order: &[&str], areas: &[&str], extra: &str) -> Game {
    support::game(&position("Card(pos: 0)", civs, order, areas, extra))
}

/// A position at any step (`flow` in RON).
pub fn position(flow: &str, civs: &[&str], order: &[&str], areas: &[&str], extra: &str) -> String {
    let order: Vec<String> = order.iter().map(|n| format!("\"{n}\"")).collect();
    format!(
        "(config: \"Full\", flow: {flow}, civs: [{}], order: [{}], areas: [{}], {extra})",
        civs.join(", "),
        order.join(", "),
        areas.join(", ")
    )
}

/// A full draw deck (bottom to top, as a RON `deck:` field) holding every card not in `used`,
/// with `top` as its top cards (the first one of `top` is drawn first) and the Events at the
/// bottom.
pub fn deck(used: &[u8], top: &[u8]) -> String {
    let mut rest: Vec<u8> = (1..=103u8)
        .filter(|c| !used.contains(c) && !top.contains(c))
        .collect();
    rest.sort_by_key(|&c| if c >= 96 { 0 } else { 1 });
    rest.extend(top.iter().rev());
    let list: Vec<String> = rest.iter().map(|c| c.to_string()).collect();
    format!("deck: Some([{}])", list.join(", "))
}

/// Play a card as the pending Card Phase action.
pub fn play(g: &mut Game, id: u8) {
    let d = pending(g);
    assert!(
        matches!(d.ask, Ask::CardAction),
        "expected a Card Phase action, got {:?}: {}",
        d.ask,
        d.text
    );
    support::answer(g, Action::Play(CardId(id)));
}

/// Is the card offered as a Card Phase action now?
pub fn offered(g: &Game, id: u8) -> bool {
    pending(g).options.contains(&Action::Play(CardId(id)))
}

/// The area options of the pending decision, by name.
pub fn area_options(g: &Game) -> Vec<String> {
    let mut v: Vec<String> = pending(g)
        .options
        .iter()
        .filter_map(|a| {
            if let Action::Area(x) = a {
                Some(g.catalog.board.name(*x).to_string())
            } else {
                None
            }
        })
        .collect();
    v.sort();
    v
}

pub fn treasury(g: &Game, civ: &str) -> u16 {
    g.state.civ(support::slot(g, civ)).treasury
}

pub fn hand(g: &Game, civ: &str) -> Vec<CardId> {
    g.state.civ(support::slot(g, civ)).hand.clone()
}

pub fn vp(g: &Game, civ: &str) -> u32 {
    g.state.civ(support::slot(g, civ)).vp
}

pub fn supply(g: &Game, civ: &str) -> u16 {
    g.state.civ(support::slot(g, civ)).supply
}

/// The card phase moved on to the next civilization's action (the card has fully resolved).
pub fn card_done(g: &Game) -> bool {
    matches!(pending(g).ask, Ask::CardAction)
}

pub fn in_discard(g: &Game, id: u8) -> bool {
    g.state.deck.discard.contains(&CardId(id))
}

pub fn set_aside(g: &Game, id: u8) -> bool {
    g.state.deck.set_aside.contains(&CardId(id))
}

/// Answer every pending loss offer of `who` by losing the disk, until something else is asked.
pub fn lose_all(g: &mut Game) {
    while matches!(pending(g).ask, Ask::Loss { .. }) {
        support::answer(g, Action::LoseDisk);
    }
}
