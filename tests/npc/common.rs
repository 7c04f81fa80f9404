//! Position builders for the NPC tests.
#![allow(dead_code)]

use acme::games::acme::catalog::{CardId, Catalog};
use acme::games::acme::npc::{self, Choice};
use acme::games::acme::record;
use acme::games::acme::state::{Slot, State};
use acme::games::acme::{Action, Decision, Game};

use crate::support;

const COLORS: [&str; 6] = ["Red", "Blue", "Green", "Purple", "BurntOrange", "Yellow"];

/// A civilization line of a position: `civ("Hittite", "Hattusha", "npc: true, growth: 3")`.
pub fn civ(name: &str, home: &str, extra: &str) -> (String, String) {
    let sep = if extra.is_empty() { "" } else { ", " };
    (
        name.to_string(),
        format!("civ: \"{name}\", homeland: \"{home}\"{sep}{extra}"),
    )
}

/// An area line: `area("Kaska", &[("Hittite", 3), ("Barbarians", 1)])`.
pub fn area(name: &str, disks: &[(&str, u8)]) -> String {
    let d: Vec<String> = disks
        .iter()
        .map(|(w, n)| format!("(\"{w}\", {n})"))
        .collect();
    format!("(area: \"{name}\", disks: [{}])", d.join(", "))
}

/// Position RON text on the Full map.
pub fn ron(flow: &str, civs: &[(String, String)], areas: &[String], extra: &str) -> String {
    let cs: Vec<String> = civs
        .iter()
        .enumerate()
        .map(|(i, (_, body))| format!("({body}, color: {})", COLORS[i % 6]))
        .collect();
    let order: Vec<String> = civs.iter().map(|(n, _)| format!("\"{n}\"")).collect();
    format!(
        "(config: \"Full\", flow: {flow}, civs: [{}], order: [{}], areas: [{}], {extra})",
        cs.join(", "),
        order.join(", "),
        areas.join(", ")
    )
}

/// A game from a position, with the solitaire state prepared by `f` before the first step runs.
pub fn game_with(text: &str, f: impl FnOnce(&mut State, &Catalog)) -> Game {
    let pos = record::parse_position(text).unwrap_or_else(|e| panic!("bad position: {e}\n{text}"));
    let cat = acme::games::acme::data::builtin();
    let mut st = pos
        .to_state(&cat)
        .unwrap_or_else(|e| panic!("bad position: {e}"));
    f(&mut st, &cat);
    Game::from_state(cat, st).0
}

pub fn game(text: &str) -> Game {
    game_with(text, |_, _| {})
}

/// The NPC's answer to the pending decision.
pub fn pick(g: &Game) -> Choice {
    npc::choose(g, support::pending(g))
}

pub fn pick_for(g: &Game, d: &Decision) -> Choice {
    npc::choose(g, d)
}

pub fn hostile(st: &mut State, n: u8, x: u8) {
    st.npc.civ_mut(Slot(n)).hostile |= 1 << x;
}

pub fn gold(st: &mut State, cat: &Catalog, area: &str, owner: u8) {
    let a = cat.board.find(area).unwrap();
    st.areas[a.0 as usize].gold = Some(Slot(owner));
}

pub fn a(g: &Game, name: &str) -> Action {
    support::area_action(g, name)
}

/// Assert the NPC picks `expected` by a rule containing `rule`.
#[track_caller]
pub fn expect(c: &Choice, expected: Action, rule: &str) {
    assert_eq!(c.action, expected, "chose {:?} by \"{}\"", c.action, c.rule);
    assert!(
        c.rule.contains(rule),
        "rule \"{}\" does not mention \"{rule}\"",
        c.rule
    );
}

#[track_caller]
pub fn expect_area(g: &Game, c: &Choice, name: &str, rule: &str) {
    expect(c, a(g, name), rule);
}

#[track_caller]
pub fn expect_one_of(g: &Game, c: &Choice, names: &[&str], rule: &str) {
    let ok: Vec<Action> = names.iter().map(|n| a(g, n)).collect();
    assert!(
        ok.contains(&c.action),
        "chose {:?} by \"{}\", expected one of {names:?}",
        c.action,
        c.rule
    );
    assert!(
        c.rule.contains(rule),
        "rule \"{}\" does not mention \"{rule}\"",
        c.rule
    );
}

pub fn card(id: u8) -> CardId {
    CardId(id)
}

/// Deployment of the first civilization (the NPC) with `growth` disks: starts at the Deployment
/// Step so the NPC's anchor is taken.
pub const DEPLOY: &str = "Growth(pos: 0, step: DeployStart)";

/// Answer every NPC decision with the brain until a human must decide (or the game ends).
pub fn drive_npcs(g: &mut Game) {
    for _ in 0..2000 {
        let Some(d) = g.pending() else { return };
        if !g.state.civs[d.who.idx()].npc {
            return;
        }
        let a = npc::choose(g, d).action;
        support::answer(g, a);
    }
}

/// Put these cards on top of the draw deck, the first listed revealed first.
pub fn stack_deck(st: &mut State, top: &[u8]) {
    for &id in top.iter().rev() {
        if let Some(i) = st.deck.draw.iter().position(|c| c.0 == id) {
            let c = st.deck.draw.remove(i);
            st.deck.draw.push(c);
        } else if let Some(i) = st.deck.discard.iter().position(|c| c.0 == id) {
            let c = st.deck.discard.remove(i);
            st.deck.draw.push(c);
        }
    }
}
