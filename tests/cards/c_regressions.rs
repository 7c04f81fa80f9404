//! Regressions found by the random-play harness while working on helper C's cards.

use acme::games::acme::Action;
use acme::games::acme::catalog::CardId;

use super::c_fixtures::*;
use crate::support::*;

/// Harness seed 5203 (5 players): Shield Bearers (#34) used against a Mercenaries Desert (#40)
/// loss at step 3 was put back among the committed cards after it had been discarded, so the card
/// was in two places.
#[test]
fn shield_bearers_used_at_step_three_is_discarded_once() {
    let mut g = Pos::new("Full", "CompNext")
        .civ("Egypt", "Thebes", |c| c.hand(&[34, 57]))
        .civ("Scythia", "West Scythia", |c| c.mina(1).hand(&[40]))
        .disks("Thebes", &[("Egypt", 3)])
        .disks("West Scythia", &[("Scythia", 3)])
        .disks("Kaska", &[("Egypt", 2), ("Scythia", 2)])
        .game();
    answer(&mut g, Action::Play(card(34)));
    answer(&mut g, Action::Play(card(40)));
    answer(&mut g, Action::Done);
    // Mercenaries Desert: 1 mina, 1 Egyptian disk would desert; Shield Bearers takes the loss.
    answer(&mut g, Action::Number(1));
    answer(&mut g, Action::UseInvestment(CardId(34)));
    check(&g);
    assert_eq!(
        g.state
            .deck
            .discard
            .iter()
            .filter(|&&c| c == CardId(34))
            .count(),
        1
    );
}
