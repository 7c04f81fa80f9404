//! Exploration games (playbook-spec X2.3, X2.5, X2.6): the Pool draws, the two card-digit tables,
//! the creation of at most one NPC a turn, Maintenance, and the worked Israel example (X2.7).

use acme::games::acme::Game;
use acme::games::acme::catalog::CardId;
use acme::games::acme::decision::Action;
use acme::games::acme::probe::proc::Ctx;
use acme::games::acme::scenario::exploration::{self, Token};
use acme::games::acme::state::Color;

use super::driver::*;

/// The exploration-egypt game at its first decision, with the Events out of the draw deck (so a
/// reveal never asks an invasion's question).
fn game() -> Game {
    let g = ready_at_rest(
        &spec_with("exploration-egypt", humans(&[&["Egypt"]])),
        &Default::default(),
        21,
    );
    let mut st = g.state.clone();
    let events: Vec<CardId> = st
        .deck
        .draw
        .iter()
        .copied()
        .filter(|&c| g.catalog.card(c).is_event())
        .collect();
    st.deck.draw.retain(|c| !events.contains(c));
    st.deck.held_out.extend(events);
    Game::without_advancing(g.catalog.clone(), st)
}

fn explore(g: &mut Game, area: &str, t: Token) -> Vec<String> {
    let a = area_named(g, area);
    let (r, ev) = rules(g, |gg, ctx| exploration::explore_with(gg, ctx, a, t));
    r.expect("no decision");
    notes_of(&ev)
}

fn explore_answering(g: &mut Game, area: &str, t: Token, answers: Vec<Action>) {
    let a = area_named(g, area);
    let mut ctx = Ctx::new(answers);
    exploration::explore_with(&mut g.g(), &mut ctx, a, t).expect("answered");
}

fn ex(g: &Game) -> &exploration::ExplorationState {
    g.state
        .scenario
        .as_ref()
        .unwrap()
        .exploration
        .as_ref()
        .unwrap()
}

#[test]
fn x2_5_5_white_marks_the_area_explored_and_maintenance_removes_the_marker() {
    let mut g = game();
    explore(&mut g, "Sinai Sea", Token::White);
    let sea = area_named(&g, "Sinai Sea");
    assert!(g.state.area(sea).is_empty(), "nothing is placed");
    assert_ne!(ex(&g).markers & acme::games::acme::catalog::bit(sea), 0);
    rules(&mut g, exploration::maintenance);
    assert_eq!(
        ex(&g).markers,
        0,
        "X2.5.12 step 1 (A7.29: only the exploration markers)"
    );
}

#[test]
fn x2_5_6_black_first_digit_table_one_two_or_three_barbarians() {
    for (card, n) in [
        (7u8, 2u8),
        (12, 1),
        (47, 1),
        (55, 2),
        (71, 2),
        (88, 3),
        (93, 3),
    ] {
        let mut g = game();
        stack_top(&mut g, card);
        explore(&mut g, "Sinai", Token::Black);
        assert_eq!(on(&g, "Sinai", "Barbarians"), n, "card #{card}");
        assert!(
            g.state.deck.discard.contains(&CardId(card)),
            "the revealed card is discarded"
        );
    }
}

#[test]
fn x2_5_6_black_with_an_event_that_places_no_barbarians_there_puts_two_then_resolves_it() {
    let mut g = game();
    g.state.turn = 2; // Time Marches On does nothing on turn 1
    stack_top(&mut g, 97);
    explore(&mut g, "Sinai", Token::Black);
    assert_eq!(on(&g, "Sinai", "Barbarians"), 2);
    assert!(g.state.epoch_ends, "the Event is resolved");
}

#[test]
fn x2_5_7_yellow_first_digit_table_goes_to_the_human() {
    let egypt = |g: &Game| slot_named(g, "Egypt");
    // 1-3: one disk; 4-6: two disks; 7-8: one disk and a mina.
    for (card, disks, mina) in [
        (12u8, 1u8, 0u16),
        (38, 1, 0),
        (45, 2, 0),
        (62, 2, 0),
        (71, 1, 1),
        (84, 1, 1),
    ] {
        let mut g = game();
        let before = g.state.civ(egypt(&g)).treasury;
        stack_top(&mut g, card);
        explore(&mut g, "Sinai", Token::Yellow);
        assert_eq!(on(&g, "Sinai", "Egypt"), disks, "card #{card}");
        assert_eq!(
            g.state.civ(egypt(&g)).treasury - before,
            mina,
            "card #{card}"
        );
    }
}

#[test]
fn x2_5_7_yellow_nine_is_a_treasure_draw_two_keep_one() {
    let mut g = game();
    stack_top(&mut g, 11);
    stack_top(&mut g, 10);
    stack_top(&mut g, 9);
    let before = hand(&g, "Egypt").len();
    explore_answering(
        &mut g,
        "Sinai",
        Token::Yellow,
        vec![Action::Card(CardId(10))],
    );
    assert_eq!(on(&g, "Sinai", "Egypt"), 1);
    let h = hand(&g, "Egypt");
    assert_eq!(h.len(), before + 1);
    assert!(h.contains(&CardId(10)));
    assert!(g.state.deck.discard.contains(&CardId(11)));
}

#[test]
fn x2_5_7_a_yellow_event_is_a_cursed_treasure() {
    let mut g = game();
    g.state.turn = 2;
    stack_top(&mut g, 97);
    explore(&mut g, "Sinai", Token::Yellow);
    assert_eq!(on(&g, "Sinai", "Egypt"), 0, "no result");
    assert!(g.state.epoch_ends, "the Event is played");
}

#[test]
fn x2_5_8_9_a_colour_creates_an_npc_but_only_one_per_turn() {
    let mut g = game();
    explore(&mut g, "Sinai", Token::Colour(Color::Purple));
    assert_eq!(g.state.civs.len(), 2, "a new NPC");
    let npc = g.state.order[0];
    assert!(g.state.civ(npc).npc);
    assert_eq!(g.state.civ(npc).color, Color::Purple);
    assert!(ex(&g).created_this_turn);
    assert!(!ex(&g).colours.contains(&Color::Purple), "A7.25");
    // X2.5.10: a second colour this phase counts as white.
    explore(&mut g, "Western Desert", Token::White);
    let empty = g
        .catalog
        .board
        .ids()
        .find(|&a| {
            g.state.area(a).is_empty()
                && g.catalog
                    .board
                    .neighbours(a)
                    .any(|n| g.state.area(n).is_empty())
                && acme::games::acme::Q::new(&g.catalog, &g.state).playable(a)
        })
        .unwrap();
    let name = g.catalog.board.name(empty).to_string();
    explore(&mut g, &name, Token::Colour(Color::Blue));
    assert_eq!(g.state.civs.len(), 2, "no second NPC this turn");
    assert!(g.state.area(empty).is_empty(), "treated as white");
}

#[test]
fn x2_5_12_maintenance_adds_colours_when_nothing_was_created() {
    let mut g = game();
    let before = ex(&g).colours.len();
    rules(&mut g, exploration::maintenance);
    assert_eq!(
        ex(&g).colours.len(),
        before + 2,
        "no NPC active and none created: 2 more"
    );
    let mut g = game();
    explore(&mut g, "Sinai", Token::Colour(Color::Purple));
    let before = ex(&g).colours.len();
    rules(&mut g, exploration::maintenance);
    assert_eq!(ex(&g).colours.len(), before, "an NPC was created this turn");
}

#[test]
fn x2_5_3_areas_next_to_the_human_are_explored_first() {
    let mut g = game();
    rules(&mut g, exploration::begin);
    let q = ex(&g).queue.clone();
    assert!(!q.is_empty());
    let first_other = q.iter().position(|x| x.1 != 0).unwrap_or(q.len());
    assert!(q[..first_other].iter().all(|x| x.1 == 0));
    assert!(q[first_other..].iter().all(|x| x.1 != 0));
    for (a, _) in &q {
        assert!(g.state.area(*a).is_empty(), "only empty areas are explored");
    }
}

/// X2.7 step by step: Sinai Sea white; Sinai green; Petra (even), Judah (Israel's Homeland, 2
/// more disks: a City); black: 10 more disks around Judah; the last one to Nabatea (even).
#[test]
fn x2_7_worked_example_israel_is_created_from_sinai() {
    let mut g = game();
    explore(&mut g, "Sinai Sea", Token::White);
    // The size draw is black: only black disks in the Pool for this test.
    {
        let e = g
            .state
            .scenario
            .as_mut()
            .unwrap()
            .exploration
            .as_mut()
            .unwrap();
        e.white = 0;
        e.yellow = 0;
        e.colours.clear();
        e.black = 4;
    }
    // Two even cards decide the two ties: Petra (not Tyre), then Nabatea (not Agrae).
    stack_top(&mut g, 24);
    stack_top(&mut g, 12);
    explore(&mut g, "Sinai", Token::Colour(Color::Green));
    let israel = g.state.order[0];
    let q = acme::games::acme::Q::new(&g.catalog, &g.state);
    assert_eq!(q.civ_name(israel), "Israelite");
    assert_eq!(g.state.civ(israel).homeland, Some(area_named(&g, "Judah")));
    assert_eq!(g.state.civ(israel).color, Color::Green);
    let mut want = vec![
        ("Sinai", 1),
        ("Petra", 2),
        ("Judah", 3),
        ("Tyre", 2),
        ("Byblos", 2),
        ("Aleppo", 2),
        ("Emar", 2),
        ("Nabatea", 1),
    ]
    .into_iter()
    .map(|(a, n)| (a.to_string(), n))
    .collect::<Vec<_>>();
    want.sort();
    assert_eq!(placements(&g, "Israelite"), want);
    assert_eq!(total_on_map(&g, "Israelite"), 15, "15 disks on the map");
    assert_eq!(
        g.state.civ(israel).supply,
        33,
        "X2.7 worked example: 33 disks left in Supply (48 deployable, RB Play Hint)"
    );
    assert_eq!(order_names(&g), ["Israelite", "Egypt"], "A7.24: box 1");
    assert_eq!(
        g.state.civ(israel).vp,
        g.state.civ(slot_named(&g, "Egypt")).vp
    );
    assert_eq!(g.state.civ(israel).hand.len(), 5, "X2.6.11: five cards");
    assert!(!ex(&g).unknown.contains(&Color::Green));
}

#[test]
fn x2_6_3_a_white_size_draw_gives_8_disks_plus_2_per_completed_turn() {
    let mut g = game();
    g.state.turn = 3;
    {
        let e = g
            .state
            .scenario
            .as_mut()
            .unwrap()
            .exploration
            .as_mut()
            .unwrap();
        e.black = 0;
        e.yellow = 0;
        e.colours.clear();
        e.white = 6;
    }
    explore(&mut g, "Sinai", Token::Colour(Color::Blue));
    let npc = g.state.order[0];
    let f = npc.faction();
    let placed: u32 = g.state.areas.iter().map(|a| a.disks[f.idx()] as u32).sum();
    let total = placed + g.state.civ(npc).growth as u32;
    // D0 + the two step-1/2 disks + 2 Homeland disks + 8 + 2 x 2 completed turns.
    assert_eq!(total, 1 + 2 + 2 + 8 + 4);
}
