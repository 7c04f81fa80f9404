//! Shared helpers for the rules tests: build games from position files, answer decisions, and
//! read the board by name.
#![allow(dead_code)]

use acme::games::acme::catalog::{AreaId, CardId};
use acme::games::acme::record::{self, Position};
use acme::games::acme::{Action, Ask, Decision, Event, Faction, Game, Slot};

/// A game from a position written in RON (see docs/formats.md).
pub fn game(position_ron: &str) -> Game {
    let pos: Position =
        record::parse_position(position_ron).unwrap_or_else(|e| panic!("bad position: {e}"));
    let st = pos
        .to_state(&acme::games::acme::data::builtin())
        .unwrap_or_else(|e| panic!("bad position: {e}"));
    Game::from_state(acme::games::acme::data::builtin(), st).0
}

/// A game from a position, returning the events of the first automatic steps too.
pub fn game_with_events(position_ron: &str) -> (Game, Vec<Event>) {
    let pos: Position =
        record::parse_position(position_ron).unwrap_or_else(|e| panic!("bad position: {e}"));
    let st = pos
        .to_state(&acme::games::acme::data::builtin())
        .unwrap_or_else(|e| panic!("bad position: {e}"));
    Game::from_state(acme::games::acme::data::builtin(), st)
}

pub fn area(g: &Game, name: &str) -> AreaId {
    g.catalog
        .board
        .find(name)
        .unwrap_or_else(|| panic!("no area {name}"))
}

pub fn slot(g: &Game, civ: &str) -> Slot {
    g.state
        .slots()
        .find(|&s| {
            g.catalog
                .civ(g.state.civ(s).civ)
                .name
                .eq_ignore_ascii_case(civ)
        })
        .unwrap_or_else(|| panic!("no civilization {civ} in this game"))
}

pub fn faction(g: &Game, who: &str) -> Faction {
    if who.eq_ignore_ascii_case("barbarians") {
        Faction::BARBARIANS
    } else {
        slot(g, who).faction()
    }
}

/// Disks of a faction ("Egypt", "Barbarians") in an area.
pub fn disks(g: &Game, area_name: &str, who: &str) -> u8 {
    g.state.area(area(g, area_name)).disks[faction(g, who).idx()]
}

pub fn allies(g: &Game, area_name: &str, who: &str) -> u8 {
    g.state.area(area(g, area_name)).allies[slot(g, who).idx()]
}

pub fn pending(g: &Game) -> &Decision {
    g.pending().expect("a decision is pending")
}

/// Answer the pending decision; panics with the decision and the refusal if it is illegal.
pub fn answer(g: &mut Game, a: Action) -> Vec<Event> {
    let d = pending(g).clone();
    g.apply(a).unwrap_or_else(|e| {
        panic!(
            "{a:?} refused: {e}\npending: {} {:?}\noptions: {:?}",
            d.text, d.ask, d.options
        )
    })
}

/// Answer several decisions in a row.
pub fn answers(g: &mut Game, list: &[Action]) -> Vec<Event> {
    list.iter().flat_map(|&a| answer(g, a)).collect()
}

/// Answer until a decision of the given kind is pending, choosing `filler` (Done/No/Decline/Pass
/// or the first option) for anything else.
pub fn skip_until(g: &mut Game, pred: impl Fn(&Decision) -> bool) {
    for _ in 0..10_000 {
        let d = pending(g).clone();
        if pred(&d) {
            return;
        }
        let a = [
            Action::Done,
            Action::No,
            Action::Decline,
            Action::Pass,
            Action::LoseDisk,
        ]
        .into_iter()
        .find(|a| d.options.contains(a))
        .unwrap_or(d.options[0]);
        answer(g, a);
    }
    panic!("the awaited decision never came");
}

pub fn is_ask(d: &Decision, f: impl Fn(&Ask) -> bool) -> bool {
    f(&d.ask)
}

pub fn who(g: &Game) -> String {
    let d = pending(g);
    g.catalog.civ(g.state.civ(d.who).civ).name.clone()
}

pub fn card(id: u8) -> CardId {
    CardId(id)
}

pub fn area_action(g: &Game, name: &str) -> Action {
    Action::Area(area(g, name))
}

pub fn civ_action(g: &Game, name: &str) -> Action {
    Action::Civ(slot(g, name))
}

/// Every note in a list of events, for assertions on the log.
pub fn notes(events: &[Event]) -> Vec<String> {
    events
        .iter()
        .filter_map(|e| {
            if let Event::Note { text, .. } = e {
                Some(text.to_string())
            } else {
                None
            }
        })
        .collect()
}

/// Run a read-only rules function that takes `&G` on a copy of the game.
pub fn with_g<T>(g: &Game, f: impl FnOnce(&acme::games::acme::G) -> T) -> T {
    let mut st = g.state.clone();
    let view = acme::games::acme::G::new(&g.catalog, &mut st);
    f(&view)
}

/// A Rulebook basic setup started with this seed (first decision pending).
pub fn basic(players: u8, seed: u64) -> Game {
    use acme::games::acme::record::{SetupSpec, start};
    use acme::games::acme::setup::Layout;
    let setup = SetupSpec::Basic {
        players,
        layout: Layout::Printed,
        npc: vec![false; players as usize],
    };
    start(
        acme::games::acme::data::builtin(),
        &setup,
        &Default::default(),
        seed,
    )
    .expect("basic setup")
    .0
}

/// The name of the area a pending decision is about.
pub fn pending_area(g: &Game) -> Option<String> {
    pending(g).area.map(|a| g.catalog.board.name(a).to_string())
}

/// Civilization name of a slot.
pub fn civ_name(g: &Game, s: Slot) -> String {
    g.catalog.civ(g.state.civ(s).civ).name.clone()
}

/// A position's RON text listing every Fate card: hands as given, the draw deck as every other card
/// with `top` (last = top) on top, so draws are predictable.
pub fn full_deck(hands_and_elsewhere: &[u8], top: &[u8]) -> String {
    // The rest in descending order, so the cards under `top` are low ids (no Event surprises).
    let mut rest: Vec<u8> = (1..=103u8)
        .rev()
        .filter(|c| !hands_and_elsewhere.contains(c) && !top.contains(c))
        .collect();
    rest.extend_from_slice(top);
    format!("{rest:?}")
}

/// A position on a map configuration: `civs` are RON civ records (Turn Order = listed order),
/// `areas` RON area records; every other field takes its default.
pub fn pos(config: &str, flow: &str, civs: &[&str], areas: &str) -> Game {
    let names: Vec<String> = civs
        .iter()
        .map(|c| {
            let i = c.find("civ: \"").expect("civ: \"Name\"") + 6;
            c[i..i + c[i..].find('"').unwrap()].to_string()
        })
        .collect();
    let order: Vec<String> = names.iter().map(|n| format!("\"{n}\"")).collect();
    game(&format!(
        "(config: \"{config}\", flow: {flow}, seed: 11, civs: [{}], order: [{}], areas: [{areas}])",
        civs.join(", "),
        order.join(", ")
    ))
}

/// Options of the pending decision that are areas, by name, sorted.
pub fn area_options(g: &Game) -> Vec<String> {
    let mut v: Vec<String> = pending(g)
        .options
        .iter()
        .filter_map(|o| match o {
            Action::Area(a) | Action::RemoveFrom(a) => Some(g.catalog.board.name(*a).to_string()),
            _ => None,
        })
        .collect();
    v.sort();
    v
}

/// The state hash at the end of the Playbook's example turn 1 (tests/rules/example_turn.rs: turn 2's
/// Growth Phase after the Reckoning); the tutorial's first scene must end there too.
pub const PB_EXAMPLE_TURN1_END_HASH: u64 = 0xa640_36e4_d12d_f438;
/// The state hash after Egypt sacks Aleppo in the example's turn 2 competitions
/// (tests/rules/example_turn.rs); the tutorial's last scene must end there too.
pub const PB_EXAMPLE_TURN2_SACK_HASH: u64 = 0xf35b_db08_c13a_4379;
