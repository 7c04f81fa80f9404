//! N1.5 competitions in solitaire.

use acme::games::acme::npc::competition;
use acme::games::acme::state::Slot;
use acme::games::acme::{Action, Ask, Decision, Game};

use crate::common::*;
use crate::support;

/// A competition in `where_` between the Hittite NPC (`mine` disks) and Egypt (`theirs`), the NPC
/// to commit first.
fn fight(where_: &str, mine: u8, theirs: u8, npc_extra: &str, other_comp: bool) -> Game {
    let mut areas = vec![
        area("Hattusha", &[("Hittite", 3)]),
        area(where_, &[("Hittite", mine), ("Egypt", theirs)]),
        area("Thebes", &[("Egypt", 3)]),
    ];
    if other_comp {
        areas.push(area("Nile Delta", &[("Hittite", 2), ("Egypt", 2)]));
    }
    let text = ron(
        "Comp(step: Commit(pos: 0))",
        &[
            civ("Hittite", "Hattusha", &format!("npc: true{npc_extra}")),
            civ("Egypt", "Thebes", ""),
        ],
        &areas,
        "",
    );
    let w = where_.to_string();
    game_with(&text, move |st, cat| {
        st.comp.area = cat.board.find(&w);
        st.comp_rank = cat.board.area(cat.board.find(&w).unwrap()).ne_sw_rank;
        hostile(st, 0, 1);
    })
}

#[test]
fn n1_5_5_no_card_in_a_hopeless_competition() {
    let g = fight("Zab", 1, 4, ", hand: [33]", false);
    expect(&pick(&g), Action::Done, "N1.5.5");
}

#[test]
fn n1_5_5_commits_what_it_needs_to_win_or_tie() {
    let g = fight("Zab", 2, 3, ", hand: [33], treasury: 1", false);
    expect(&pick(&g), Action::Play(card(33)), "needed to win or tie");
}

#[test]
fn n1_5_6_commits_to_keep_three_disks() {
    // Winning 3 to 2 already; Shield Bearers (+2) leaves it 3 disks.
    let g = fight("Zab", 3, 2, ", hand: [34]", false);
    expect(&pick(&g), Action::Play(card(34)), "N1.5.6");
}

#[test]
fn n1_5_7_stops_once_three_disks_are_secured() {
    let g = fight("Zab", 5, 2, ", hand: [33, 34]", true);
    expect(&pick(&g), Action::Done, "N1.5.7");
}

fn loss_in(g: &Game, where_: &str, opts: Vec<Action>) -> Decision {
    Decision::new(
        Slot(0),
        Ask::Loss {
            area: support::area(g, where_),
            cause: None,
        },
        "",
        "",
        opts,
    )
}

#[test]
fn n1_5_5_never_a_mina_more_than_needed() {
    // 3 against 2: it wins without paying.
    let g = fight("Zab", 3, 2, ", treasury: 3", false);
    let d = loss_in(&g, "Zab", vec![Action::LoseDisk, Action::PayMina]);
    expect(&pick_for(&g, &d), Action::LoseDisk, "N1.5.5");
    // 2 against 2: a mina turns the tie into a win.
    let g = fight("Zab", 2, 2, ", treasury: 3", false);
    let d = loss_in(&g, "Zab", vec![Action::LoseDisk, Action::PayMina]);
    expect(&pick_for(&g, &d), Action::PayMina, "N1.5.5");
    // 1 against 4 with 1 mina: paying cannot save it.
    let g = fight("Zab", 1, 4, ", treasury: 1", false);
    let d = loss_in(&g, "Zab", vec![Action::LoseDisk, Action::PayMina]);
    expect(&pick_for(&g, &d), Action::LoseDisk, "N1.5.5");
}

#[test]
fn n1_5_4_cards_pay_where_the_enemy_has_a_city() {
    // Egypt's City (3) in Zab against 2 Hittite disks, no mina: a card keeps the disk.
    let g = fight("Zab", 2, 3, ", hand: [43, 44]", false);
    let d = loss_in(
        &g,
        "Zab",
        vec![
            Action::LoseDisk,
            Action::Discard(card(43)),
            Action::Discard(card(44)),
        ],
    );
    let c = pick_for(&g, &d);
    assert!(
        matches!(c.action, Action::Discard(_)),
        "{:?} {}",
        c.action,
        c.rule
    );
    assert!(c.rule.contains("N1.5.4"), "{}", c.rule);
    // In a Sea area (no City) cards are not spent.
    let g = fight("Caucasus Sea", 1, 2, ", hand: [43, 44]", false);
    let d = loss_in(
        &g,
        "Caucasus Sea",
        vec![
            Action::LoseDisk,
            Action::Discard(card(43)),
            Action::Discard(card(44)),
        ],
    );
    expect(&pick_for(&g, &d), Action::LoseDisk, "N1.5.5");
}

#[test]
fn n1_5_8_mercenaries_desert_only_the_mina_needed() {
    // 2 against 3: each mina takes one of theirs and adds one of its own; 1 mina wins (3 to 2).
    let g = fight("Zab", 2, 3, ", treasury: 4", false);
    let d = Decision::new(
        Slot(0),
        Ask::HowMany { max: 3 },
        "",
        "Card #40",
        (0..=3).map(Action::Number).collect(),
    )
    .at(support::area(&g, "Zab"))
    .for_card(acme::games::acme::catalog::CardId(40));
    expect(&pick_for(&g, &d), Action::Number(1), "N1.5.8");
}

#[test]
fn n1_5_2_traitor_is_played_to_win_a_competition() {
    let text = ron(
        "CompTraitor(pos: 0)",
        &[
            civ("Hittite", "Hattusha", "npc: true, hand: [22]"),
            civ("Egypt", "Thebes", ""),
        ],
        &[
            area("Hattusha", &[("Hittite", 3)]),
            area("Zab", &[("Hittite", 2), ("Egypt", 3)]),
            area("Kaska", &[("Hittite", 1), ("Egypt", 3)]),
            area("Thebes", &[("Egypt", 3)]),
        ],
        "",
    );
    let mut g = game_with(&text, |st, _| hostile(st, 0, 1));
    let c = pick(&g);
    // Kaska would leave it 1 disk against nothing, Zab 2: both win; N1.5.1 order, then N-E first.
    assert!(matches!(c.action, Action::Area(_)), "{:?}", c);
    assert!(c.rule.contains("N1.5.2"), "{}", c.rule);
    support::answer(&mut g, c.action);
    if matches!(support::pending(&g).ask, Ask::Target { .. }) {
        expect(&pick(&g), Action::Civ(Slot(1)), "N1.5.2");
    }
}

#[test]
fn n1_5_1_solitaire_resolution_order() {
    let text = ron(
        "Card(pos: 0)",
        &[
            civ("Hittite", "Hattusha", "npc: true, hand: [43]"),
            civ("Egypt", "Thebes", ""),
        ],
        &[
            area("Hattusha", &[("Hittite", 3), ("Egypt", 2)]),
            area("Kaska", &[("Hittite", 3), ("Egypt", 2)]),
            area("Thebes", &[("Egypt", 3), ("Hittite", 2)]),
            area("Abydos", &[("Egypt", 2), ("Hittite", 2)]),
            area("Zab", &[("Egypt", 2), ("Barbarians", 2)]),
        ],
        "",
    );
    let g = game_with(&text, |st, _| hostile(st, 0, 1));
    let f = |n: &str| g.catalog.board.find(n).unwrap();
    let order = competition::solitaire_order(
        &g.catalog,
        &g.state,
        &[
            f("Zab"),
            f("Abydos"),
            f("Thebes"),
            f("Kaska"),
            f("Hattusha"),
        ],
    );
    let names: Vec<&str> = order.iter().map(|&a| g.catalog.board.name(a)).collect();
    // NPC Homeland, NPC City, the Primary Enemy's Homeland, next to it, the rest.
    assert_eq!(names, vec!["Hattusha", "Kaska", "Thebes", "Abydos", "Zab"]);
}
