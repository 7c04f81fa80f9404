//! Negation: the scope of every Negate Great Person (#9 (b), #24-#28), the RB example of a negated
//! negation, Investments negated when played and when used, God of the Skies (#110), Sorcerer
//! (#25) against Deity bonuses, Goddess of Peace (#109), and lasting cards negated after play (G18).

use acme::games::acme::catalog::CardId;
use acme::games::acme::{Action, Ask, Event, Game};

use super::a_support::*;
use crate::support::*;

fn card_phase(first: (&str, &str, &str), second: (&str, &str, &str), areas: &str) -> String {
    format!(
        r#"(
    config: "Full",
    flow: Card(pos: 0),
    civs: [
        (civ: "{}", color: Red, homeland: "{}", {}),
        (civ: "{}", color: Blue, homeland: "{}", {}),
    ],
    order: ["{}", "{}"],
    areas: [
        (area: "Babylon", disks: [("Babylon", 2)]),
        (area: "Thebes", disks: [("Egypt", 3)]),
        {areas}
    ],
)"#,
        first.0, first.1, first.2, second.0, second.1, second.2, first.0, second.0
    )
}

/// Egypt acts first against Babylon.
fn egypt_first(egypt: &str, babylon: &str, areas: &str) -> Game {
    game_at(&card_phase(
        ("Egypt", "Thebes", egypt),
        ("Babylon", "Babylon", babylon),
        areas,
    ))
}

fn negate(g: &mut Game, civ: &str, id: u8) -> Vec<Event> {
    assert!(
        asks(g, civ, |a| matches!(a, Ask::Negate { .. })),
        "{civ} should be asked to negate: {:?}",
        pending(g)
    );
    assert!(
        options(g).contains(&Action::Negate(CardId(id))),
        "{civ} may not answer with #{id}: {:?}",
        options(g)
    );
    answer(g, Action::Negate(CardId(id)))
}

fn negated(events: &[Event], card: u8, by: u8) -> bool {
    events
        .iter()
        .any(|e| matches!(e, Event::Negated { card: c, by: b, .. } if c.0 == card && b.0 == by))
}

// ---- the RB example: Philosopher King / Corrupter / Assassin ----

#[test]
fn card_027_corrupter_negated_by_assassin_lets_philosopher_king_resolve_rb_example() {
    let mut g = egypt_first("hand: [4, 24]", "hand: [27, 6]", "");
    play(&mut g, 4);
    negate(&mut g, "Babylon", 27);
    // The original player answers the Negate aimed at its card (G10).
    let ev = negate(&mut g, "Egypt", 24);
    assert!(negated(&ev, 27, 24));
    assert!(!negated(&ev, 4, 27));
    answer(&mut g, Action::No);
    assert_eq!(vp(&g, "Egypt"), 1, "Philosopher King resolves");
    assert!(discarded(&g, 4) && discarded(&g, 24) && discarded(&g, 27));
}

#[test]
fn card_024_assassin_answers_only_great_persons_that_affect_its_player() {
    // Grand Vizier touches nobody else: no window for Babylon.
    let mut g = egypt_first("hand: [6, 23]", "hand: [24]", "");
    play(&mut g, 6);
    // Babylon (nothing to play) passes; Egypt acts again.
    assert!(asks(&g, "Egypt", |a| matches!(a, Ask::CardAction)));
    // Informer targets Babylon: Assassin may negate it.
    play(&mut g, 23);
    negate(&mut g, "Babylon", 24);
    assert_eq!(treasury(&g, "Egypt"), 1, "only Grand Vizier's mina");
    assert!(discarded(&g, 23));
}

#[test]
fn card_024_assassin_negates_a_false_prophet_lying_on_its_deity_g18() {
    let g0 = egypt_first(
        "",
        "hand: [24], deity: Some((107, Standing)), deity_inactive_by: Some(30)",
        "",
    );
    let mut g = g0;
    negate(&mut g, "Babylon", 24);
    let b = slot(&g, "Babylon");
    assert_eq!(g.state.civ(b).deity_inactive_by, None);
    assert!(discarded(&g, 30));
}

// ---- Prophetess, High Priest, Corrupter ----

#[test]
fn card_026_prophetess_negates_any_card_and_earns_her_mina() {
    let mut g = egypt_first("hand: [6]", "hand: [26]", "");
    play(&mut g, 6);
    let ev = negate(&mut g, "Babylon", 26);
    assert!(negated(&ev, 6, 26));
    assert_eq!(treasury(&g, "Egypt"), 0);
    assert_eq!(treasury(&g, "Babylon"), 1);
}

#[test]
fn card_026_prophetess_negates_an_investment_as_it_is_played() {
    let mut g = egypt_first("hand: [19]", "hand: [26]", "");
    let before = supply(&g, "Egypt");
    play(&mut g, 19);
    negate(&mut g, "Babylon", 26);
    assert_eq!(invested(&g, "Egypt", 19), None);
    assert_eq!(supply(&g, "Egypt"), before);
    assert!(discarded(&g, 19));
}

#[test]
fn card_028_high_priest_negates_and_its_player_pays_a_disk() {
    let mut g = egypt_first("hand: [6]", "hand: [28]", "");
    play(&mut g, 6);
    negate(&mut g, "Babylon", 28);
    assert_eq!(treasury(&g, "Egypt"), 0);
    assert_eq!(
        disks(&g, "Babylon", "Babylon"),
        1,
        "the price: one disk back to Supply"
    );
}

#[test]
fn card_028_high_priest_negated_costs_nothing() {
    let mut g = egypt_first("hand: [6, 26]", "hand: [28]", "");
    play(&mut g, 6);
    negate(&mut g, "Babylon", 28);
    negate(&mut g, "Egypt", 26);
    assert_eq!(
        treasury(&g, "Egypt"),
        2,
        "Grand Vizier resolves; Prophetess' fee"
    );
    assert_eq!(disks(&g, "Babylon", "Babylon"), 2);
}

#[test]
fn card_028_high_priest_needs_a_disk_on_the_map() {
    let g = game_at(
        r#"(
    config: "Full",
    flow: Card(pos: 0),
    civs: [
        (civ: "Egypt", color: Red, homeland: "Thebes", hand: [6]),
        (civ: "Babylon", color: Blue, homeland: "Babylon", hand: [28, 26]),
    ],
    order: ["Egypt", "Babylon"],
    areas: [(area: "Thebes", disks: [("Egypt", 3)])],
)"#,
    );
    let mut g = g;
    play(&mut g, 6);
    assert_eq!(
        options(&g),
        vec![Action::Negate(CardId(26)), Action::Decline]
    );
}

#[test]
fn card_027_corrupter_cannot_negate_a_negate_card() {
    let mut g = egypt_first("hand: [6, 27]", "hand: [26, 7]", "");
    play(&mut g, 6);
    negate(&mut g, "Babylon", 26);
    // Egypt is not asked: its Corrupter cannot answer Prophetess.
    assert!(asks(&g, "Babylon", |a| matches!(a, Ask::CardAction)));
    assert_eq!(treasury(&g, "Egypt"), 0);
}

#[test]
fn card_027_corrupter_negates_an_investment_use_which_scraps_the_card() {
    let ron = r#"(
    config: "Full",
    flow: Reckoning(step: Draw(pos: 0)),
    civs: [
        (civ: "Egypt", color: Red, homeland: "Thebes", table: [(1, 3)]),
        (civ: "Sumer", color: Blue, homeland: "Sumer", hand: [27]),
    ],
    order: ["Egypt", "Sumer"],
    areas: [(area: "Thebes", disks: [("Egypt", 2)]), (area: "Sumer", disks: [("Sumer", 2)])],
)"#;
    let mut g = with_top(ron, &[52, 53, 54, 55, 56, 57]);
    let before = supply(&g, "Egypt");
    answer(&mut g, Action::Yes);
    negate(&mut g, "Sumer", 27);
    assert_eq!(invested(&g, "Egypt", 1), None);
    assert_eq!(
        supply(&g, "Egypt"),
        before + 3,
        "all its disks return to Supply (G14)"
    );
    assert!(discarded(&g, 1));
    let mut h = hand(&g, "Egypt");
    h.sort();
    assert_eq!(h, vec![52, 53, 54], "only the normal draw");
}

// ---- Prophet, option (b) ----

#[test]
fn card_009_prophet_b_negates_false_prophet_as_it_is_played() {
    let mut g = egypt_first("hand: [30]", "hand: [9], deity: Some((107, Standing))", "");
    play(&mut g, 30);
    negate(&mut g, "Babylon", 9);
    let b = slot(&g, "Babylon");
    assert_eq!(g.state.civ(b).deity_inactive_by, None);
    assert!(discarded(&g, 30) && discarded(&g, 9));
}

#[test]
fn card_009_prophet_b_negates_false_prophet_lying_on_a_deity_before_a_card_phase_action_g18() {
    let mut g = egypt_first(
        "",
        "hand: [9], deity: Some((107, Standing)), deity_inactive_by: Some(30)",
        "",
    );
    negate(&mut g, "Babylon", 9);
    let b = slot(&g, "Babylon");
    assert_eq!(g.state.civ(b).deity_inactive_by, None);
    assert!(discarded(&g, 30));
}

#[test]
fn card_009_prophet_b_negates_a_religion_card_but_not_other_cards() {
    let areas = r#"(area: "Abydos", disks: [("Babylon", 1)]),"#;
    let mut g = egypt_first(
        "hand: [91, 6], deity: Some((107, Standing))",
        "hand: [9]",
        areas,
    );
    play(&mut g, 6);
    // Prophet cannot answer Grand Vizier; Babylon has no action and passes.
    assert!(
        asks(&g, "Egypt", |a| matches!(a, Ask::CardAction)),
        "{:?}",
        pending(&g)
    );
    play(&mut g, 91);
    skip_until(&mut g, |d| matches!(d.ask, Ask::Negate { .. }));
    negate(&mut g, "Babylon", 9);
    assert_eq!(disks(&g, "Abydos", "Babylon"), 1);
    assert!(discarded(&g, 91));
}

// ---- Goddess of Peace (#109) and Sorcerer (#25) ----

#[test]
fn card_109_goddess_of_peace_negates_a_card_that_would_cost_its_owner_disks() {
    let areas = r#"(area: "Abydos", disks: [("Babylon", 2)]),"#;
    let mut g = egypt_first("hand: [29]", "deity: Some((109, Standing))", areas);
    play(&mut g, 29);
    negate(&mut g, "Babylon", 109);
    assert_eq!(disks(&g, "Abydos", "Babylon"), 2);
    assert!(g.state.civ(slot(&g, "Babylon")).usage.peace_used);
    assert!(discarded(&g, 29));
}

#[test]
fn card_025_sorcerer_cancels_goddess_of_peace_and_the_card_resolves() {
    let areas = r#"(area: "Abydos", disks: [("Babylon", 2)]),"#;
    let mut g = egypt_first("hand: [29, 25]", "deity: Some((109, Standing))", areas);
    play(&mut g, 29);
    negate(&mut g, "Babylon", 109);
    negate(&mut g, "Egypt", 25);
    assert_eq!(disks(&g, "Abydos", "Babylon"), 0);
    assert_eq!(disks(&g, "Abydos", "Egypt"), 2);
    assert!(
        g.state.civ(slot(&g, "Babylon")).usage.peace_used,
        "the Goddess counts as used"
    );
}

#[test]
fn card_109_goddess_of_peace_cannot_answer_a_negation_of_its_owners_card() {
    let g0 = game_at(&card_phase(
        (
            "Babylon",
            "Babylon",
            "hand: [6], deity: Some((109, Standing))",
        ),
        ("Egypt", "Thebes", "hand: [26, 7]"),
        "",
    ));
    let mut g = g0;
    play(&mut g, 6);
    negate(&mut g, "Egypt", 26);
    assert!(
        asks(&g, "Egypt", |a| matches!(a, Ask::CardAction)),
        "Babylon is not asked: {:?}",
        pending(&g)
    );
    assert_eq!(treasury(&g, "Babylon"), 0);
}

#[test]
fn card_109_goddess_of_peace_ignores_cards_that_do_not_hurt_its_owner() {
    let mut g = egypt_first("hand: [6]", "hand: [7], deity: Some((109, Standing))", "");
    play(&mut g, 6);
    assert!(asks(&g, "Babylon", |a| matches!(a, Ask::CardAction)));
}

// ---- Competition Phase: God of the Skies, Sorcerer against God of War ----

fn comp(egypt: &str, babylon: &str, areas: &str) -> Game {
    game_at(&format!(
        r#"(
    config: "Full",
    flow: CompStart,
    civs: [
        (civ: "Egypt", color: Red, homeland: "Thebes", {egypt}),
        (civ: "Babylon", color: Blue, homeland: "Babylon", {babylon}),
        (civ: "Sumer", color: Green, homeland: "Sumer", hand: [34]),
    ],
    order: ["Egypt", "Babylon", "Sumer"],
    areas: [
        (area: "Babylon", disks: [("Babylon", 1)]),
        (area: "Sumer", disks: [("Sumer", 1)]),
        (area: "Western Desert", disks: [("Sumer", 2), ("Barbarians", 1)]),
        {areas}
    ],
)"#
    ))
}

fn to_sentinel(g: &mut Game) {
    let sumer = slot(g, "Sumer");
    skip_until(g, |d| d.who == sumer && matches!(d.ask, Ask::Commit { .. }));
}

#[test]
fn card_110_god_of_the_skies_negates_one_competition_card_per_turn() {
    let areas = r#"
        (area: "Amarna", disks: [("Egypt", 2), ("Babylon", 2)]),
        (area: "Abydos", disks: [("Egypt", 2), ("Babylon", 2)]),"#;
    let mut g = comp("hand: [36, 39]", "deity: Some((110, Standing))", areas);
    answer(&mut g, Action::Play(CardId(36)));
    answer(&mut g, Action::Done);
    let ev = negate(&mut g, "Babylon", 110);
    assert!(negated(&ev, 36, 110));
    answer(&mut g, Action::LoseDisk);
    // Abydos: Slingers is revealed; the Deity was used this turn and Babylon is not asked.
    assert!(
        asks(&g, "Egypt", |a| matches!(a, Ask::Commit { .. })),
        "{:?}",
        pending(&g)
    );
    answer(&mut g, Action::Play(CardId(39)));
    to_sentinel(&mut g);
    assert_eq!(
        (disks(&g, "Amarna", "Egypt"), disks(&g, "Amarna", "Babylon")),
        (1, 1)
    );
    assert_eq!(
        (disks(&g, "Abydos", "Egypt"), disks(&g, "Abydos", "Babylon")),
        (2, 0)
    );
    assert!(g.state.civ(slot(&g, "Babylon")).usage.skies_used);
}

#[test]
fn card_110_god_of_the_skies_never_negates_traitor() {
    let mut g = comp(
        "hand: [22]",
        "hand: [26], deity: Some((110, Standing))",
        r#"(area: "Amarna", disks: [("Egypt", 1), ("Babylon", 3)]),"#,
    );
    answer_area(&mut g, "Amarna");
    assert!(asks(&g, "Babylon", |a| matches!(a, Ask::Negate { .. })));
    assert_eq!(
        options(&g),
        vec![Action::Negate(CardId(26)), Action::Decline]
    );
}

#[test]
fn card_025_sorcerer_negates_a_god_of_war_bonus() {
    let areas = r#"(area: "Amarna", disks: [("Egypt", 2), ("Babylon", 2)]),"#;
    let mut g = comp(
        "deity: Some((106, Standing))",
        "hand: [25]",
        &format!(r#"{areas} (area: "Thebes", disks: [("Egypt", 1)]),"#),
    );
    answer(&mut g, Action::Establish(CardId(106)));
    let ev = negate(&mut g, "Babylon", 25);
    assert!(negated(&ev, 106, 25));
    to_sentinel(&mut g);
    assert_eq!(
        (disks(&g, "Amarna", "Egypt"), disks(&g, "Amarna", "Babylon")),
        (1, 1),
        "no Allies: 2 against 2 ends 1 against 1"
    );
    assert!(g.state.civ(slot(&g, "Egypt")).usage.god_of_war_used);
}

// ---- Investment uses that cancel a card: Assassin by the card's player ----

#[test]
fn card_024_assassin_of_the_cards_player_negates_a_giver_of_laws_use() {
    let ron = r#"(
    config: "Full",
    flow: Card(pos: 0),
    civs: [
        (civ: "Babylon", color: Blue, homeland: "Babylon", hand: [29, 24]),
        (civ: "Egypt", color: Red, homeland: "Thebes", table: [(19, 3)]),
    ],
    order: ["Babylon", "Egypt"],
    areas: [
        (area: "Babylon", disks: [("Babylon", 2)]),
        (area: "Memphis", disks: [("Babylon", 3)]),
        (area: "Amarna", disks: [("Egypt", 2)]),
        (area: "Thebes", disks: [("Egypt", 2)]),
    ],
)"#;
    let mut g = game_at(ron);
    play(&mut g, 29);
    answer(&mut g, Action::Yes);
    negate(&mut g, "Babylon", 24);
    assert_eq!(
        invested(&g, "Egypt", 19),
        None,
        "the negated use scraps Giver of Laws"
    );
    assert!(discarded(&g, 19));
    assert_eq!(disks(&g, "Amarna", "Babylon"), 2, "Usurper resolves");
    assert_eq!(disks(&g, "Amarna", "Egypt"), 0);
}

#[test]
fn card_020_master_armorer_use_negated_by_corrupter_scraps_it_and_the_disk_is_lost() {
    // PB example (Aleppo): a Master Armorer call against Siege Master is negated.
    let mut g = comp(
        "hand: [17, 27]",
        "table: [(20, 4)]",
        r#"(area: "Amarna", disks: [("Egypt", 2), ("Babylon", 3)]),"#,
    );
    answer(&mut g, Action::Play(CardId(17)));
    answer(&mut g, Action::UseInvestment(CardId(20)));
    let ev = negate(&mut g, "Egypt", 27);
    assert_eq!(invested(&g, "Babylon", 20), None);
    let (b, amarna) = (faction(&g, "Babylon"), area(&g, "Amarna"));
    let lost: u8 = ev
        .iter()
        .take_while(|e| !matches!(e, Event::CompetitionRound { .. }))
        .map(|e| match e {
            Event::Removed { faction, area, n } if *faction == b && *area == amarna => *n,
            _ => 0,
        })
        .sum();
    assert_eq!(lost, 1, "the Siege Master loss happens after all");
}
