//! ACME's cards in the centre of the table (UX "Cards"): what its answers, questions and events
//! do to the centre the session layer keeps ([`crate::play::centre::Centre`]): a Negate card
//! answering joins the chain, a negation offer brings its target (RB "Negation", G10), a card
//! played or an Event revealed starts a new centre (RB "Event cards"), the notes that follow say
//! what it did, and a new phase or the game's end clears it.

use super::catalog::CardId;
use super::decision::{Action, Ask, Decision};
use super::session::TableRules;
use super::state::Slot;
use super::{Event, Game};
use crate::play::centre::{AboutCentre, CentreEvent, CentreGame, Link};

impl<R: TableRules> CentreGame for Game<R> {
    type Card = CardId;

    fn answers_with(action: &Action) -> Option<CardId> {
        match *action {
            Action::Negate(card) => Some(card),
            _ => None,
        }
    }

    fn offered_link(d: &Decision) -> Option<Link<CardId, Slot>> {
        let Ask::Negate { target, by } = d.ask else {
            return None;
        };
        // A competition ability: no card to show.
        if target.0 == 0 {
            return None;
        }
        Some(Link {
            card: target,
            by,
            depth: d.chain.map_or(1, |c| c.depth as usize),
        })
    }

    fn centre_event(e: &Event) -> CentreEvent<'_, CardId, Slot> {
        match e {
            Event::CardPlayed { slot, card } => CentreEvent::Played {
                card: *card,
                by: *slot,
            },
            Event::EventCard { card, controller } => CentreEvent::Revealed {
                card: *card,
                by: *controller,
            },
            Event::Negated { card, .. } => CentreEvent::Cancelled(*card),
            Event::Note { text, .. } => CentreEvent::Said(text),
            Event::PhaseStarted { .. } | Event::GameOver { .. } => CentreEvent::Clear,
            _ => CentreEvent::Nothing,
        }
    }

    fn about_centre(d: &Decision) -> AboutCentre<CardId> {
        match &d.ask {
            Ask::Negate { .. } => AboutCentre::Always,
            Ask::Target { card, .. }
            | Ask::CardOption { card }
            | Ask::InvasionArea { card }
            | Ask::UseInvestment { card } => AboutCentre::IfThere(*card),
            Ask::Loss {
                cause: Some(card), ..
            } => AboutCentre::IfThere(*card),
            _ => AboutCentre::No,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::acme::Slot;
    use crate::games::acme::decision::ChainInfo;
    use crate::play::centre::Role;

    type Centre = crate::play::centre::Centre<Game>;

    fn offer(target: u8, by: u8, depth: u8) -> Decision {
        Decision::new(
            Slot(1),
            Ask::Negate {
                target: CardId(target),
                by: Slot(by),
            },
            "negate it?",
            "RB Negation (G10)",
            vec![Action::Decline],
        )
        .with_chain(ChainInfo {
            affects: 0,
            harms: 0,
            depth,
        })
    }

    /// RB "Negation": a chain shows every link, newest on top, and the cancelled ones once it
    /// resolves (Grand Vizier #21 answered by Assassin #24, answered by Sorcerer #25).
    #[test]
    fn a_negation_chain_stacks_newest_on_top_and_marks_what_it_cancelled() {
        let mut c = Centre::default();
        c.on_event(&Event::CardPlayed {
            slot: Slot(0),
            card: CardId(21),
        });
        c.on_decision(Some(&offer(21, 0, 1)));
        c.on_action(Slot(1), Action::Negate(CardId(24)));
        c.on_decision(Some(&offer(24, 1, 2)));
        c.on_action(Slot(0), Action::Negate(CardId(25)));
        let ids: Vec<u8> = c.stack.iter().map(|x| x.card.0).collect();
        assert_eq!(ids, vec![21, 24, 25]);
        assert_eq!(c.stack[1].role, Role::Negate);
        c.on_event(&Event::Negated {
            card: CardId(24),
            by: CardId(25),
            slot: Slot(0),
        });
        assert!(c.stack[1].negated && !c.stack[0].negated);
    }

    /// A Deity's use has no event: its negation offer brings it to the centre (G10, Sorcerer).
    #[test]
    fn a_use_comes_to_the_centre_with_its_negation_offer() {
        let mut c = Centre::default();
        c.on_decision(Some(&offer(105, 2, 1)));
        assert_eq!(c.stack.len(), 1);
        assert_eq!(c.stack[0].role, Role::Use);
        assert!(c.concerns(Some(&offer(105, 2, 1))));
    }

    /// RB "Event cards": the Event shows with what it did; the next phase clears the table.
    #[test]
    fn an_event_shows_with_its_result_until_the_next_phase() {
        let mut c = Centre::default();
        c.on_event(&Event::EventCard {
            card: CardId(60),
            controller: None,
        });
        c.on_event(&Event::Note {
            slot: None,
            text: "Earthquake strikes Tyre".into(),
            rule: "Card #60".into(),
        });
        assert_eq!(c.stack[0].role, Role::Event);
        assert_eq!(c.result, vec!["Earthquake strikes Tyre".to_string()]);
        c.on_event(&Event::PhaseStarted {
            epoch: 1,
            turn: 1,
            phase: crate::games::acme::Phase::Card,
        });
        assert!(c.is_empty());
    }
}
