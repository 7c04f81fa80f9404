//! N1.4 Card Phase behaviour, N1.10 mina and cards.

use acme::games::acme::decision::{AbilityUse, ChainInfo, Effect, TargetKind, TargetRole, Whose};
use acme::games::acme::state::{NOBODY, Slot};
use acme::games::acme::{Action, Ask, Decision};

use crate::common::*;
use crate::support;

const CARD: &str = "Card(pos: 0)";

/// The Hittite NPC first in Turn Order, Egypt (human) second.
fn hittite(hand: &str, extra: &str) -> acme::games::acme::Game {
    game(&ron(
        CARD,
        &[
            civ(
                "Hittite",
                "Hattusha",
                &format!("npc: true, vp: 5, hand: [{hand}]{extra}"),
            ),
            civ("Egypt", "Thebes", "vp: 4, hand: [3]"),
        ],
        &[
            area("Hattusha", &[("Hittite", 3)]),
            area("Kaska", &[("Hittite", 3)]),
            area("Zab", &[("Hittite", 1)]),
            area("Thebes", &[("Egypt", 3)]),
            area("Abydos", &[("Egypt", 2)]),
        ],
        "",
    ))
}

#[test]
fn n1_4_1_free_deity_at_the_first_card_phase_uses_up_the_phase() {
    let g = game(&ron(
        "CardStart",
        &[
            civ("Hittite", "Hattusha", "npc: true, hand: [43]"),
            civ("Egypt", "Thebes", "hand: [42, 44]"),
        ],
        &[
            area("Hattusha", &[("Hittite", 3)]),
            area("Thebes", &[("Egypt", 3)]),
        ],
        "",
    ));
    let hit = &g.state.civs[0];
    assert!(hit.deity.is_some(), "the NPC draws a Deity");
    assert!(hit.passed, "the free Deity is its whole Card Phase (A7.4)");
    assert!(g.state.npc.civ(Slot(0)).first_card_phase_done);
    assert_eq!(
        support::pending(&g).who,
        Slot(1),
        "Egypt acts; the NPC passes"
    );
}

#[test]
fn n1_4_2_nothing_playable_passes() {
    // Prophet is kept for negation while its Deity works; nothing else to play.
    let g = hittite("9", ", deity: Some((105, Standing))");
    let d = Decision::new(
        Slot(0),
        Ask::CardAction,
        "",
        "",
        vec![Action::Play(card(9)), Action::Pass],
    );
    expect(&pick_for(&g, &d), Action::Pass, "N1.4.2");
}

#[test]
fn n1_4_3_card_play_priority_order() {
    // Master Scribe (gives cards, 1) > Sea Route to Tarshish (mina, 5) > Trade Fleets (disks, 11).
    let g = hittite("42, 43, 1", "");
    expect(&pick(&g), Action::Play(card(1)), "N1.4.3 priority 1");
    let g = hittite("42, 43", "");
    expect(&pick(&g), Action::Play(card(43)), "N1.4.3 priority 5");
    // Rebellion removes opposing disks (9) before Trade Fleets places its own (11).
    let g = hittite("42, 80", "");
    expect(&pick(&g), Action::Play(card(80)), "N1.4.3 priority 9");
}

#[test]
fn n1_4_4_equal_priority_the_greatest_effect_then_the_tie_break() {
    // Master Scribe and Queen of Sheba both give cards (priority 1); the Queen also gives disks and
    // mina: method A plays it.
    let g = hittite("1, 44", "");
    let c = pick(&g);
    expect(&c, Action::Play(card(44)), "method A");
}

#[test]
fn n1_4_5a_reestablishes_a_lost_deity() {
    let g = hittite("43", ", treasury: 2, deity: Some((105, Destroyed))");
    expect(&pick(&g), Action::Reestablish, "N1.4.5a");
}

#[test]
fn n1_4_5b_a_card_that_restores_the_deity_comes_first() {
    let g = hittite("43, 2", ", treasury: 2, deity: Some((105, Destroyed))");
    expect(&pick(&g), Action::Play(card(2)), "N1.4.3 priority 2");
}

#[test]
fn n1_4_5c_pays_mina_first() {
    let mut g = hittite("43", ", treasury: 2, deity: Some((105, Destroyed))");
    support::answer(&mut g, Action::Reestablish);
    assert!(matches!(support::pending(&g).ask, Ask::Pay { .. }));
    expect(&pick(&g), Action::PayMina, "N1.4.5c");
}

#[test]
fn n1_4_5d_pays_with_the_most_expendable_disk() {
    let mut g = hittite("43", ", deity: Some((105, Destroyed))");
    support::answer(&mut g, Action::Reestablish);
    // Not the Homeland nor the Kaska City: the lone disk in Zab.
    let c = pick(&g);
    expect(
        &c,
        Action::RemoveFrom(support::area(&g, "Zab")),
        "N1.4.5c-d",
    );
}

#[test]
fn n1_4_5f_prophet_changes_a_captured_deity() {
    let g = hittite("43", ", deity: Some((105, CapturedBy(\"Egypt\")))");
    let d = Decision::new(
        Slot(0),
        Ask::CardAction,
        "",
        "",
        vec![Action::Play(card(9)), Action::Play(card(43)), Action::Pass],
    );
    expect(&pick_for(&g, &d), Action::Play(card(9)), "N1.4.5f");
    // With its Deity working it keeps Prophet for negation.
    let g = hittite("43", ", deity: Some((105, Standing))");
    expect(&pick_for(&g, &d), Action::Play(card(43)), "priority 5");
}

#[test]
fn n1_4_6_you_may_options_are_taken() {
    let g = hittite("43", "");
    let d = Decision::new(
        Slot(0),
        Ask::UseAbility {
            ability: AbilityUse::ReturnToHomeland,
            what: "return to the Homeland".into(),
        },
        "",
        "Card #96",
        vec![Action::Yes, Action::No],
    );
    expect(&pick_for(&g, &d), Action::Yes, "N1.4.6");
}

#[test]
fn n1_4_7_high_priest_is_paid_to_protect_itself() {
    let g = hittite("28", "");
    let d = Decision::new(
        Slot(0),
        Ask::Negate {
            target: card(80),
            by: Slot(1),
        },
        "",
        "",
        vec![Action::Negate(card(28)), Action::Decline],
    )
    .with_chain(ChainInfo {
        affects: 1,
        harms: 1,
        depth: 1,
    });
    expect(&pick_for(&g, &d), Action::Negate(card(28)), "N1.4.16b");
}

#[test]
fn n1_4_8_harmful_cards_target_the_primary_enemy() {
    // Rebellion: Egypt (the enemy) and Babylon (no enemy, more VP) both have Camps nearby.
    let text = ron(
        CARD,
        &[
            civ("Hittite", "Hattusha", "npc: true, vp: 5, hand: [80]"),
            civ("Egypt", "Thebes", "vp: 2"),
            civ("Babylon", "Babylon", "vp: 9"),
        ],
        &[
            area("Hattusha", &[("Hittite", 3)]),
            area("Thebes", &[("Egypt", 3)]),
            area("Kaska", &[("Babylon", 2)]),
            area("Zab", &[("Egypt", 2)]),
            area("Babylon", &[("Babylon", 3)]),
        ],
        "",
    );
    let mut g = game_with(&text, |st, _| hostile(st, 0, 1));
    support::answer(&mut g, Action::Play(card(80)));
    // Its City in Thebes ranks before its Settlement in Zab (N1.4.10: priority 15 before 18).
    let c = pick(&g);
    expect_area(&g, &c, "Thebes", "N1.4.10");
    support::answer(&mut g, c.action);
    if matches!(support::pending(&g).ask, Ask::Target { .. }) {
        expect(&pick(&g), Action::Civ(Slot(1)), "N1.4.8");
    }
    // With no enemy, the civilization with the most VP.
    let mut g = game(&text);
    support::answer(&mut g, Action::Play(card(80)));
    let c = pick(&g);
    assert!(
        c.action == support::area_action(&g, "Kaska")
            || c.action == support::area_action(&g, "Babylon"),
        "{:?} {}",
        c.action,
        c.rule
    );
}

#[test]
fn n1_4_9_card_placements_follow_n1_9() {
    // Trade Fleets: empty Sea areas next to its Land first (priority 23).
    let mut g = game(&ron(
        CARD,
        &[
            civ("Hittite", "Hattusha", "npc: true, vp: 5, hand: [42]"),
            civ("Egypt", "Thebes", "vp: 5"),
        ],
        &[
            area("Hattusha", &[("Hittite", 3)]),
            area("Kaska", &[("Hittite", 3)]),
            area("Pala", &[("Hittite", 2)]),
            area("Thebes", &[("Egypt", 3)]),
        ],
        "",
    ));
    support::answer(&mut g, Action::Play(card(42)));
    expect_one_of(
        &g,
        &pick(&g),
        &["Caucasus Sea", "Pontus Euxinus"],
        "priority 23",
    );
}

#[test]
fn n1_4_12_plague_where_enemies_lose_most_and_the_npc_least() {
    // Two opposing Cities: Abydos is ringed by Egyptian disks, Kumannis by the NPC's own.
    let text = ron(
        CARD,
        &[
            civ("Hittite", "Hattusha", "npc: true, vp: 5, hand: [76]"),
            civ("Egypt", "Thebes", "vp: 5"),
        ],
        &[
            area("Hattusha", &[("Hittite", 3)]),
            area("Karahuyuk", &[("Hittite", 2)]),
            area("Kumannis", &[("Egypt", 3)]),
            area("Abydos", &[("Egypt", 3)]),
            area("Thebes", &[("Egypt", 3)]),
            area("Memphis", &[("Egypt", 2)]),
            area("Amarna", &[("Egypt", 2)]),
        ],
        "",
    );
    let mut g = game_with(&text, |st, _| hostile(st, 0, 1));
    support::answer(&mut g, Action::Play(card(76)));
    expect_area(&g, &pick(&g), "Abydos", "N1.4.12");
}

#[test]
fn n1_4_13_discards_competition_cards_first_negates_last() {
    let g = hittite("33, 43, 26", "");
    let d = Decision::new(
        Slot(0),
        Ask::DiscardExcess { over: 1 },
        "",
        "",
        vec![
            Action::Discard(card(26)),
            Action::Discard(card(33)),
            Action::Discard(card(43)),
        ],
    );
    expect(&pick_for(&g, &d), Action::Discard(card(33)), "N1.4.13");
    let d = Decision::new(
        Slot(0),
        Ask::DiscardExcess { over: 1 },
        "",
        "",
        vec![
            Action::Discard(card(26)),
            Action::Discard(card(1)),
            Action::Discard(card(43)),
        ],
    );
    // Within the non-Negate cards, the lowest play priority (Sea Route, 5) goes before Master Scribe (1).
    expect(&pick_for(&g, &d), Action::Discard(card(43)), "N1.4.13");
}

#[test]
fn n1_4_14_keeps_a_negate_then_a_competition_card() {
    let g = hittite("43", "");
    let d = Decision::new(
        Slot(0),
        Ask::Keep,
        "",
        "Master Scribe",
        vec![
            Action::Card(card(1)),
            Action::Card(card(26)),
            Action::Card(card(33)),
        ],
    );
    expect(&pick_for(&g, &d), Action::Card(card(26)), "N1.4.14");
    let d = Decision::new(
        Slot(0),
        Ask::Keep,
        "",
        "Master Scribe",
        vec![Action::Card(card(1)), Action::Card(card(33))],
    );
    expect(&pick_for(&g, &d), Action::Card(card(33)), "N1.4.14");
}

#[test]
fn n1_4_15_grand_astrologer_only_in_last_place_and_option_b() {
    // Not last: it keeps the card.
    let g = hittite("5", "");
    expect(&pick(&g), Action::Pass, "N1.4.2");
    // Last (fewest VP): it plays it, and picks (b).
    let mut g = game(&ron(
        CARD,
        &[
            civ("Hittite", "Hattusha", "npc: true, vp: 0, hand: [5]"),
            civ("Egypt", "Thebes", "vp: 5"),
        ],
        &[
            area("Hattusha", &[("Hittite", 3)]),
            area("Thebes", &[("Egypt", 3)]),
        ],
        "",
    ));
    expect(&pick(&g), Action::Play(card(5)), "N1.4.15");
    support::answer(&mut g, Action::Play(card(5)));
    expect(&pick(&g), Action::Option(1), "N1.4.15");
}

fn negate_decision(target: u8, by: Slot, harms: u16, depth: u8, negs: &[u8]) -> Decision {
    let mut opts: Vec<Action> = negs.iter().map(|&n| Action::Negate(card(n))).collect();
    opts.push(Action::Decline);
    Decision::new(
        Slot(0),
        Ask::Negate {
            target: card(target),
            by,
        },
        "",
        "",
        opts,
    )
    .with_chain(ChainInfo {
        affects: harms,
        harms,
        depth,
    })
}

#[test]
fn n1_4_16a_never_negates_another_civilizations_gain() {
    let g = hittite("26", "");
    let d = negate_decision(43, Slot(1), 0, 1, &[26]);
    expect(&pick_for(&g, &d), Action::Decline, "N1.4.16a");
}

#[test]
fn n1_4_16b_always_negates_a_harm_to_itself() {
    let g = hittite("26, 24", "");
    let d = negate_decision(80, Slot(1), 1, 1, &[24, 26]);
    // Prophetess (it pays the NPC a mina) before the narrower Assassin.
    expect(&pick_for(&g, &d), Action::Negate(card(26)), "N1.4.16b");
    // Already negated by someone else (two links): no need.
    let d = negate_decision(80, Slot(1), 1, 2, &[26]);
    expect(&pick_for(&g, &d), Action::Decline, "N1.4.16b");
    // The attacker answered its Negate (three links): negate again.
    let d = negate_decision(80, Slot(1), 1, 3, &[24, 26]);
    expect(&pick_for(&g, &d), Action::Negate(card(26)), "N1.4.16b");
}

fn attacker_with_second_card(top: u8) -> acme::games::acme::Game {
    let text = ron(
        CARD,
        &[
            civ("Hittite", "Hattusha", "npc: true, vp: 5, hand: [26]"),
            civ("Egypt", "Thebes", "vp: 5, hand: [76]"),
        ],
        &[
            area("Hattusha", &[("Hittite", 3)]),
            area("Thebes", &[("Egypt", 3)]),
        ],
        "",
    );
    game_with(&text, move |st, _| {
        let i = st.deck.draw.iter().position(|c| c.0 == top).unwrap();
        let c = st.deck.draw.remove(i);
        st.deck.draw.push(c);
    })
}

#[test]
fn n1_4_16c_even_reveal_negates_now_odd_keeps_the_negate() {
    // Egypt holds Biblical Plague too, which Prophetess could also cancel.
    let g = attacker_with_second_card(88);
    let d = negate_decision(80, Slot(1), 1, 1, &[26]);
    expect(&pick_for(&g, &d), Action::Negate(card(26)), "N1.4.16c");
    let g = attacker_with_second_card(7);
    expect(&pick_for(&g, &d), Action::Decline, "N1.4.16c");
}

#[test]
fn n1_4_17_hand_writing_stops_barbarians_coming_into_npc_areas() {
    // Hordes from the North may enter at North Caucasus, next to the NPC's Colchis.
    let g = game(&ron(
        CARD,
        &[
            civ("Hittite", "Hattusha", "npc: true, hand: [94]"),
            civ("Egypt", "Thebes", "hand: [42, 44]"),
        ],
        &[
            area("Hattusha", &[("Hittite", 3)]),
            area("Colchis", &[("Hittite", 2)]),
            area("Thebes", &[("Egypt", 3)]),
        ],
        "",
    ));
    let d = negate_decision(98, NOBODY, 0, 1, &[94]);
    expect(&pick_for(&g, &d), Action::Negate(card(94)), "N1.4.17");
    // An invasion far from it is let through.
    let g = game(&ron(
        CARD,
        &[
            civ("Hittite", "Hattusha", "npc: true, hand: [94]"),
            civ("Egypt", "Thebes", "hand: [42, 44]"),
        ],
        &[
            area("Hattusha", &[("Hittite", 3)]),
            area("Thebes", &[("Egypt", 3)]),
        ],
        "",
    ));
    expect(&pick_for(&g, &d), Action::Decline, "N1.4.17");
}

#[test]
fn n1_4_18_seductress_keeps_the_highest_play_priority() {
    let g = hittite("43", "");
    let opts = vec![
        Action::Card(card(33)),
        Action::Card(card(43)),
        Action::Card(card(1)),
    ];
    // The Seductress's keep is a target question whose role is to keep a card.
    let d = Decision::new(
        Slot(0),
        Ask::Target {
            card: card(10),
            what: "the card to keep".into(),
            role: TargetRole::new(Whose::Opposing, TargetKind::Card, Effect::Keep),
        },
        "",
        "Card #10 Seductress",
        opts.clone(),
    );
    expect(&pick_for(&g, &d), Action::Card(card(1)), "N1.4.18");
    // The general keep order would have kept the Competition card.
    let d = Decision::new(Slot(0), Ask::Keep, "", "Master Scribe", opts);
    expect(&pick_for(&g, &d), Action::Card(card(33)), "N1.4.14");
}

#[test]
fn n1_4_19_diplomat_discards_the_card_that_would_help_the_rival_most() {
    let g = hittite("43", "");
    let d = Decision::new(
        Slot(0),
        Ask::Target {
            card: card(11),
            what: "the card to discard".into(),
            role: TargetRole::new(Whose::Opposing, TargetKind::Card, Effect::Discard),
        },
        "",
        "Card #11",
        vec![
            Action::Card(card(42)),
            Action::Card(card(4)),
            Action::Card(card(43)),
        ],
    );
    expect(&pick_for(&g, &d), Action::Card(card(4)), "N1.4.19");
}

#[test]
fn n1_4_20_an_unplayable_card_absorbs_the_loss() {
    // Provincial Governor (#8) cannot be played now; Sea Route can.
    let g = hittite("8, 43", "");
    let kaska = support::area(&g, "Kaska");
    let d = Decision::new(
        Slot(0),
        Ask::Loss {
            area: kaska,
            cause: Some(card(80)),
        },
        "",
        "",
        vec![
            Action::LoseDisk,
            Action::Discard(card(8)),
            Action::Discard(card(43)),
        ],
    );
    expect(&pick_for(&g, &d), Action::Discard(card(8)), "N1.4.20");
}

#[test]
fn n1_4_21_invasions_it_controls_hit_its_primary_enemy() {
    // Egypt (the enemy) holds a City in Thrace, an entry area of Hordes from the North.
    let text = ron(
        CARD,
        &[
            civ("Hittite", "Hattusha", "npc: true, hand: [43]"),
            civ("Egypt", "Thebes", ""),
            civ("Babylon", "Babylon", "vp: 9"),
        ],
        &[
            area("Hattusha", &[("Hittite", 3)]),
            area("Thrace", &[("Egypt", 3)]),
            area("West Scythia", &[("Babylon", 3)]),
            area("Thebes", &[("Egypt", 3)]),
        ],
        "",
    );
    let g = game_with(&text, |st, _| hostile(st, 0, 1));
    let opts = [
        "East Scythia",
        "North Caucasus",
        "Sacans",
        "Thrace",
        "West Scythia",
    ]
    .iter()
    .map(|n| a(&g, n))
    .collect();
    let d = Decision::new(Slot(0), Ask::InvasionArea { card: card(98) }, "", "", opts);
    expect_area(&g, &pick_for(&g, &d), "Thrace", "N1.4.21");
}

#[test]
fn n1_10_1_buys_cards_up_to_six_never_a_seventh() {
    let g = hittite("43, 44", ", treasury: 5");
    let d = Decision::new(
        Slot(0),
        Ask::DrawMina,
        "",
        "",
        (0..=5).map(Action::Number).collect(),
    );
    // 2 cards in hand, 3 drawn: 1 mina buys the sixth.
    expect(&pick_for(&g, &d), Action::Number(1), "N1.10.1");
}

#[test]
fn n1_10_2_mina_saves_important_disks_only() {
    let g = hittite("43", ", treasury: 2");
    let loss = |name: &str| {
        Decision::new(
            Slot(0),
            Ask::Loss {
                area: support::area(&g, name),
                cause: Some(card(80)),
            },
            "",
            "",
            vec![Action::LoseDisk, Action::PayMina, Action::Discard(card(43))],
        )
    };
    expect(&pick_for(&g, &loss("Kaska")), Action::PayMina, "N1.10.2");
    expect(&pick_for(&g, &loss("Zab")), Action::LoseDisk, "N1.10.2");
}

#[test]
fn n1_4_19_diplomat_costs_an_npc_nothing() {
    // No mina at all: the NPC may still play Diplomat, and Egypt loses its best card.
    let mut g = game(&ron(
        CARD,
        &[
            civ("Hittite", "Hattusha", "npc: true, hand: [11]"),
            civ("Egypt", "Thebes", "hand: [4, 42]"),
        ],
        &[
            area("Hattusha", &[("Hittite", 3)]),
            area("Thebes", &[("Egypt", 3)]),
        ],
        "",
    ));
    expect(&pick(&g), Action::Play(card(11)), "N1.4.3 priority 6");
    support::answer(&mut g, Action::Play(card(11)));
    crate::common::drive_npcs(&mut g);
    assert_eq!(
        g.state.civs[1].hand.len(),
        1,
        "one of Egypt's cards is discarded"
    );
    assert!(
        !g.state.civs[1].hand.contains(&card(4)),
        "Philosopher King (priority 1) goes"
    );
}

#[test]
fn card_note_83_palace_intrigue_puts_the_target_first() {
    let g = hittite("43", "");
    let d = Decision::new(
        Slot(0),
        Ask::TurnOrderSpace,
        "",
        "Card #83",
        vec![Action::Number(1), Action::Number(2)],
    )
    .for_card(card(83));
    expect(&pick_for(&g, &d), Action::Number(1), "#83");
    // Other Turn Order choices: the last space (Father of the Gods note).
    let d = Decision::new(
        Slot(0),
        Ask::TurnOrderSpace,
        "",
        "Deity #104 Father of the Gods",
        vec![Action::Number(1), Action::Number(2)],
    );
    expect(&pick_for(&g, &d), Action::Number(2), "#104");
}

#[test]
fn n1_5_8_mercenary_general_pays_only_the_mina_needed() {
    // 2 against 5: each mina gives 2 Allies; 2 mina win (6 to 5).
    let g = hittite("43", ", treasury: 3");
    let zab = support::area(&g, "Zab");
    let mut g2 = g.clone();
    g2.state.areas.set(zab, Slot(1).faction(), 5);
    g2.state.areas.set(zab, Slot(0).faction(), 2);
    let d = Decision::new(
        Slot(0),
        Ask::HowMany { max: 3 },
        "",
        "Card #15 Mercenary General",
        (1..=3).map(Action::Number).collect(),
    )
    .at(zab)
    .for_card(card(15));
    expect(&pick_for(&g2, &d), Action::Number(2), "N1.5.8");
}
