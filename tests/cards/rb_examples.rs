//! The Rulebook's worked examples about cards (point 8), one test each, named after the
//! example: Improved Bow cancelling a competition, Master Armorer played from the hand in the
//! Competition Phase, Breeder of Stallions' disks spread over competitions and phases, an Event
//! revealed by Master Scribe or God of the Dead, invasion stacks placed in the Reckoning.

use acme::games::acme::catalog::CardId;
use acme::games::acme::{Action, Ask, Event};

use super::c_fixtures::*;
use crate::support::*;

/// Answer every question that is not `stop` with Done / Decline / No / LoseDisk / the first option.
fn until(
    g: &mut acme::games::acme::Game,
    stop: impl Fn(&acme::games::acme::Game) -> bool,
) -> Vec<Event> {
    let mut ev = Vec::new();
    for _ in 0..200 {
        if g.is_over() || stop(g) {
            return ev;
        }
        let d = pending(g).clone();
        let a = [
            Action::Done,
            Action::Decline,
            Action::No,
            Action::Pass,
            Action::LoseDisk,
        ]
        .into_iter()
        .find(|a| d.options.contains(a))
        .unwrap_or(d.options[0]);
        ev.extend(answer(g, a));
    }
    panic!("the awaited moment never came");
}

fn rounds_in(ev: &[Event], a: acme::games::acme::catalog::AreaId) -> usize {
    ev.iter()
        .filter(|e| matches!(e, Event::CompetitionRound { area, .. } if *area == a))
        .count()
}

/// RB Competition Phase: "3 blue disks are set to compete against 1 red disk in a Land area. Red
/// plays Improved Bow (Card #36) which eliminates two blue disks. With only 1 blue and 1 red disk
/// remaining in an area, it is no longer Contested and the ensuing competition is canceled." And:
/// "If, in our example above, blue had also played a Competition Card, that card must be
/// resolved." Red (Assyria) resolves first in Turn Order; blue's Slingers (#39) still removes the
/// red disk.
#[test]
fn rb_example_improved_bow_cancels_the_competition_and_blues_committed_card_still_resolves() {
    for blue_card in [None, Some(39u8)] {
        let blue_hand: Vec<u8> = blue_card.into_iter().collect();
        let mut g = Pos::new("Full", "CompStart")
            .civ("Assyria", "Nineveh", |c| c.hand(&[36]))
            .civ("Egypt", "Thebes", |c| c.hand(&blue_hand))
            .disks("Nineveh", &[("Assyria", 1)])
            .disks("Thebes", &[("Egypt", 1)])
            .disks("Kumannis", &[("Assyria", 1), ("Egypt", 3)])
            .game();
        let kumannis = area(&g, "Kumannis");
        assert!(
            matches!(pending(&g).ask, Ask::Commit { .. }) && who(&g) == "Assyria",
            "{:?}",
            pending(&g)
        );
        let mut ev = answer(&mut g, Action::Play(CardId(36)));
        if let Some(c) = blue_card {
            ev.extend(until(&mut g, |g| {
                g.pending()
                    .is_some_and(|d| d.options.contains(&Action::Play(CardId(c))))
            }));
            ev.extend(answer(&mut g, Action::Play(CardId(c))));
        }
        ev.extend(until(&mut g, |g| {
            g.state.flow.phase() != acme::games::acme::Phase::Competition
        }));
        assert_eq!(rounds_in(&ev, kumannis), 0, "the competition is canceled");
        assert_eq!(
            disks(&g, "Kumannis", "Egypt"),
            1,
            "two blue disks to the bow"
        );
        let red = if blue_card.is_some() { 0 } else { 1 };
        assert_eq!(
            disks(&g, "Kumannis", "Assyria"),
            red,
            "blue's card resolves: {blue_card:?}"
        );
    }
}

/// RB Fate cards: "Great Person—Master Armorer (#20), with both "I" and "C" coding, could be
/// initially played out of a civilization's hand either during the Card Phase or Competition
/// Phase." Played at step 1 of a competition, it goes face up with 4 disks and answers a loss of
/// that very competition.
#[test]
fn rb_example_master_armorer_played_from_the_hand_in_the_competition_phase() {
    let mut g = Pos::new("Full", "CompStart")
        .civ("Egypt", "Thebes", |c| c.hand(&[20]))
        .civ("Babylon", "Babylon", |c| c)
        .disks("Thebes", &[("Egypt", 1)])
        .disks("Babylon", &[("Babylon", 1)])
        .disks("Amarna", &[("Egypt", 2), ("Babylon", 3)])
        .game();
    assert!(options(&g).contains(&Action::Play(CardId(20))));
    answer(&mut g, Action::Play(CardId(20)));
    assert_eq!(
        g.state
            .civ(slot(&g, "Egypt"))
            .table_card(CardId(20))
            .map(|t| t.disks),
        Some(4)
    );
    until(&mut g, |g| {
        g.pending()
            .is_some_and(|d| d.options.contains(&Action::UseInvestment(CardId(20))))
    });
    answer(&mut g, Action::UseInvestment(CardId(20)));
    assert_eq!(
        disks(&g, "Amarna", "Egypt"),
        2,
        "the loss was paid by the card"
    );
    assert_eq!(
        g.state
            .civ(slot(&g, "Egypt"))
            .table_card(CardId(20))
            .map(|t| t.disks),
        Some(3)
    );
}

/// RB Clarifications, #18 Breeder of Stallions: "all four disks can be assigned to a single
/// competition or spread out to more than one competition over more than one Competition Phase."
/// One disk in Amarna, one in Abydos this phase; the last two in the next turn's competition.
#[test]
fn rb_example_breeder_of_stallions_disks_split_across_competitions_and_phases() {
    let pos = Pos::new("Full", "CompStart")
        .civ("Egypt", "Thebes", |c| c.table(18, 4))
        .civ("Babylon", "Babylon", |c| c)
        .disks("Thebes", &[("Egypt", 1)])
        .disks("Babylon", &[("Babylon", 1)])
        .disks("Amarna", &[("Egypt", 2), ("Babylon", 2)])
        .disks("Abydos", &[("Egypt", 2), ("Babylon", 2)]);
    let mut g = pos.game();
    let breeder = |g: &acme::games::acme::Game| {
        g.state
            .civ(slot(g, "Egypt"))
            .table_card(CardId(18))
            .map(|t| t.disks)
    };
    for (i, area_name) in ["first", "second"].iter().enumerate() {
        until(&mut g, |g| {
            g.pending()
                .is_some_and(|d| d.options.contains(&Action::UseInvestment(CardId(18))))
        });
        let here = pending_area(&g);
        answer(&mut g, Action::UseInvestment(CardId(18)));
        answer(&mut g, Action::Number(1));
        assert_eq!(
            breeder(&g),
            Some(3 - i as u8),
            "{area_name} competition ({here:?})"
        );
    }
    until(&mut g, |g| {
        g.state.flow.phase() != acme::games::acme::Phase::Competition
    });
    assert_eq!(breeder(&g), Some(2), "two disks kept for a later phase");
    // A later Competition Phase: the last two disks in one competition.
    let mut st = g.state.clone();
    st.proc = None;
    st.flow = acme::games::acme::Flow::CompStart;
    let tarsus = area(&g, "Tarsus");
    let bab = slot(&g, "Babylon").faction();
    let egy = slot(&g, "Egypt").faction();
    st.areas.add(tarsus, egy, 2);
    st.areas.add(tarsus, bab, 2);
    st.civs[egy.idx()].supply -= 2;
    st.civs[bab.idx()].supply -= 2;
    let (mut g, _) = acme::games::acme::Game::from_state(g.catalog.clone(), st);
    until(&mut g, |g| {
        g.pending()
            .is_some_and(|d| d.options.contains(&Action::UseInvestment(CardId(18))))
    });
    answer(&mut g, Action::UseInvestment(CardId(18)));
    answer(&mut g, Action::Number(2));
    assert_eq!(breeder(&g), None, "all four used: the card is discarded");
    assert!(g.state.deck.discard.contains(&CardId(18)));
}

/// RB Event cards: "whenever players are instructed to reveal the top card of the Draw deck or
/// select several cards (e.g. via Master Scribe (card #1) ...) and an Event card is revealed, that
/// Event card is immediately resolved before implementing the activity called for by the reveal".
/// Master Scribe's look at three turns up Desert Raiders (#102): its invasion is asked for before
/// the Scribe's choice, and the Event is not among the cards to keep.
#[test]
fn rb_example_an_event_revealed_by_master_scribe_is_resolved_first() {
    let mut g = Pos::new("Full", "Reckoning(step: Draw(pos: 0))")
        .civ("Egypt", "Thebes", |c| c.table(1, 3).vp(0))
        .civ("Sumer", "Sumer", |c| c.vp(5))
        .disks("Thebes", &[("Egypt", 2)])
        .disks("Sumer", &[("Sumer", 2)])
        .top(&[52, 102, 53, 54, 55, 56, 57])
        .game();
    assert!(matches!(pending(&g).ask, Ask::UseInvestment { card } if card.0 == 1));
    answer(&mut g, Action::Yes);
    assert!(
        matches!(pending(&g).ask, Ask::InvasionArea { card } if card.0 == 102),
        "the Event first: {:?}",
        pending(&g)
    );
    pick(&mut g, "Amarna");
    assert_eq!(disks(&g, "Amarna", "Barbarians"), 4);
    let opts = options(&g);
    assert!(
        opts.iter()
            .all(|o| matches!(o, Action::Card(c) if c.0 != 102))
            && opts.len() == 3,
        "the Scribe then chooses among three cards that are not the Event: {opts:?}"
    );
}

/// RB Stacking note: "Should a Barbarian Invasion Event card (#98-102) be played during the
/// Reckoning Phase, its stacks of four black disks would not be reduced until the beginning of the
/// next turn's Reckoning Phase". Desert Raiders drawn in the Draw Step: Egypt's areas keep 4 black
/// disks through the next turn's Growth Phase.
#[test]
fn rb_example_invasion_stacks_placed_in_the_reckoning_keep_four_disks_until_the_next_reckoning() {
    let mut g = Pos::new("Full", "Reckoning(step: Draw(pos: 0))")
        .civ("Egypt", "Thebes", |c| c.vp(9))
        .civ("Sumer", "Sumer", |c| c.vp(0))
        .disks("Thebes", &[("Egypt", 2)])
        .disks("Sumer", &[("Sumer", 2)])
        .top(&[102, 52, 53, 54, 55, 56, 57])
        .game();
    assert!(
        matches!(pending(&g).ask, Ask::InvasionArea { card } if card.0 == 102),
        "{:?}",
        pending(&g)
    );
    pick(&mut g, "Amarna");
    assert_eq!(disks(&g, "Amarna", "Barbarians"), 4);
    until(&mut g, |g| {
        matches!(g.state.flow, acme::games::acme::Flow::Card { .. })
    });
    assert_eq!(g.state.turn, 3, "the next turn");
    assert_eq!(
        disks(&g, "Amarna", "Barbarians"),
        4,
        "four black disks until the next Reckoning"
    );
    assert_eq!(disks(&g, "Memphis", "Barbarians"), 4);
}

/// The same RB rule for God of the Dead (#108): "select several cards (e.g. via ... The God of the
/// Dead's (card #108) Deity ability) and an Event card is revealed, that Event card is immediately
/// resolved before implementing the activity". Desert Raiders among the three discards taken is
/// resolved first; the card kept is one of the other two.
#[test]
fn rb_example_an_event_revealed_by_god_of_the_dead_is_resolved_first() {
    let mut g = Pos::new("Full", "Reckoning(step: Draw(pos: 0))")
        .civ("Egypt", "Thebes", |c| c.deity(108, "Standing").vp(0))
        .civ("Sumer", "Sumer", |c| c.vp(5))
        .disks("Thebes", &[("Egypt", 3)])
        .disks("Sumer", &[("Sumer", 2)])
        .discard(&[30, 102, 32])
        .top(&[10, 11, 12])
        .game();
    assert!(
        matches!(pending(&g).ask, Ask::InvasionArea { card } if card.0 == 102),
        "the Event first: {:?}",
        pending(&g)
    );
    pick(&mut g, "Amarna");
    assert_eq!(disks(&g, "Amarna", "Barbarians"), 4);
    assert_eq!(
        options(&g),
        vec![Action::Card(CardId(30)), Action::Card(CardId(32))],
        "the card kept is not the Event"
    );
}
