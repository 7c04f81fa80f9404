//! Losses asked as one question per civilization (RB Disk Removal and
//! Alternate Loss, content G1).
//!
//! The engine asks about every piece a civilization would lose on its own: one `Ask::Loss`
//! decision per disk, answered `LoseDisk`, `PayMina`, `Discard`, `GiveStronghold` or
//! `UseInvestment`. At the table the run of such questions to one civilization in one area for
//! one cause (one competition round, one card) is one question, [`LossQuestion`], answered once
//! with a [`LossPlan`]; the session turns the plan into the engine's per-disk answers, checking
//! each against the decision it answers, so the record, replays and hashes are exactly those of
//! answering disk by disk. The NPC brain still answers disk by disk.
//!
//! ACME's, not every game's: the run of per-disk questions, the ways to pay and the civilization
//! asked are ACME's rules; the table reaches it through the game's aliases
//! (`app::games::{LossQuestion, LossPlan}`).

use crate::games::acme::Event;
use crate::games::acme::catalog::{AreaId, CardId, Catalog};
use crate::games::acme::decision::{Action, Ask, Decision, IllegalAction};
use crate::games::acme::state::{Slot, State};
use crate::games::acme::view::Viewer;
use crate::games::acme::{Game, Ruleset};

/// A safety bound on the losses looked ahead (no card or round removes more at once).
const MAX_RUN: u8 = 48;

/// One civilization's losses in one area for one cause, asked once ("this round Egypt loses 1
/// disk in Byblos: pay with disks, mina or cards").
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LossQuestion {
    pub who: Slot,
    pub area: AreaId,
    /// The card causing the losses (None: a competition round or a rule).
    pub cause: Option<CardId>,
    /// How many questions the engine asks in a row if every loss is paid with a disk: the pieces
    /// lost this round (or to this card).
    pub count: u8,
    /// The first loss takes the Stronghold cube (RB Competition step 4: the cube goes first).
    pub cube_first: bool,
    /// Mina it may pay with (its Treasury, when the loss may be paid with mina).
    pub mina: u16,
    /// Cards in its hand it may pay with: how many (anyone may know a hand's size)...
    pub cards_in_hand: usize,
    /// ...and which, when the viewer may see them (see [`LossQuestion::for_viewer`]).
    pub cards: Vec<CardId>,
    /// It may give up its Stronghold cube instead (G1).
    pub stronghold: bool,
    /// Investments that may absorb a loss (Master Armorer, Shield Bearers; G19).
    pub investments: Vec<CardId>,
}

impl LossQuestion {
    /// The loss question behind `game`'s pending decision, if it is one: the run of losses is
    /// found by answering "lose the disk" on a copy of the game until the engine asks someone
    /// else, something else, or starts a new round.
    pub fn of<R: Ruleset + Clone>(game: &Game<R>) -> Option<LossQuestion> {
        LossQuestion::run(game, MAX_RUN)
    }

    /// The loss question of `game`'s pending decision for one loss, found without playing
    /// ahead: for a view of a game played elsewhere (an online seat's), whose secrets are blanks
    /// and whose suspended step cannot be played again here; the next loss is asked next.
    pub fn one<R: Ruleset + Clone>(game: &Game<R>) -> Option<LossQuestion> {
        LossQuestion::run(game, 0)
    }

    /// The loss question, its run found by playing at most `most` losses ahead (at least one
    /// loss is asked).
    fn run<R: Ruleset + Clone>(game: &Game<R>, most: u8) -> Option<LossQuestion> {
        let d = game.pending()?;
        let Ask::Loss { area, cause } = d.ask else {
            return None;
        };
        let mut ahead = game.clone();
        let mut count = 0;
        while count < most && ahead.pending().is_some_and(|p| same_run(d, p)) {
            let Ok(events) = ahead.apply(Action::LoseDisk) else {
                break;
            };
            count += 1;
            if events
                .iter()
                .any(|e| matches!(e, Event::CompetitionRound { .. }))
            {
                break;
            }
        }
        let st = &game.state;
        let has = |a: Action| d.options.contains(&a);
        // A round (no cause) takes the cube first and then offers no cube to give up instead.
        let cube_first = cause.is_none()
            && st.comp.area == Some(area)
            && st.areas[area.0 as usize].stronghold == Some(d.who.faction())
            && !has(Action::GiveStronghold);
        Some(LossQuestion {
            who: d.who,
            area,
            cause,
            count: count.max(1),
            cube_first,
            mina: if has(Action::PayMina) {
                st.civ(d.who).treasury
            } else {
                0
            },
            cards_in_hand: d
                .options
                .iter()
                .filter(|a| matches!(a, Action::Discard(_)))
                .count(),
            cards: d
                .options
                .iter()
                .filter_map(|a| match a {
                    Action::Discard(c) => Some(*c),
                    _ => None,
                })
                .collect(),
            stronghold: has(Action::GiveStronghold),
            investments: d
                .options
                .iter()
                .filter_map(|a| match a {
                    Action::UseInvestment(c) => Some(*c),
                    _ => None,
                })
                .collect(),
        })
    }

    /// The question as `viewer` may see it: the cards it could pay with are named only to a
    /// viewer who sees its hand (RB Diplomacy: hands are hidden).
    pub fn for_viewer(mut self, st: &State, viewer: Viewer) -> LossQuestion {
        if !viewer.sees(st, self.who) {
            self.cards.clear();
        }
        self
    }

    /// The question in a sentence ("Egypt loses 2 disks in Byblos to Mercenaries Desert").
    pub fn text(&self, cat: &Catalog, st: &State) -> String {
        let civ = crate::games::acme::Q::new(cat, st)
            .civ_name(self.who)
            .to_string();
        let what = match (self.count, self.cube_first) {
            (1, true) => "its Stronghold cube".to_string(),
            (n, true) => format!("its Stronghold cube and {} disk(s)", n - 1),
            (1, false) => "1 disk".to_string(),
            (n, false) => format!("{n} disks"),
        };
        let cause = self
            .cause
            .map(|c| format!(" to {}", cat.card_name(c)))
            .unwrap_or_else(|| " this round".to_string());
        format!("{civ} loses {what} in {}{cause}", cat.board.name(self.area))
    }
}

/// Whether `p` is a further question of the run `d` begins.
fn same_run(d: &Decision, p: &Decision) -> bool {
    p.who == d.who && p.ask == d.ask
}

/// How a civilization pays for the losses of one [`LossQuestion`]: the engine's answers, one per
/// loss, in the order they are given.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct LossPlan {
    pub answers: Vec<Action>,
}

impl LossPlan {
    /// Pay for `q`'s losses with the Investments, the Stronghold cube, `mina` mina and `cards`
    /// chosen, the rest with disks. What is chosen beyond the losses is not used.
    pub fn new(
        q: &LossQuestion,
        investments: &[CardId],
        stronghold: bool,
        mina: u16,
        cards: &[CardId],
    ) -> LossPlan {
        let mut answers: Vec<Action> = investments
            .iter()
            .map(|&c| Action::UseInvestment(c))
            .collect();
        if stronghold {
            answers.push(Action::GiveStronghold);
        }
        answers.extend((0..mina).map(|_| Action::PayMina));
        answers.extend(cards.iter().map(|&c| Action::Discard(c)));
        answers.truncate(q.count as usize);
        while answers.len() < q.count as usize {
            answers.push(Action::LoseDisk);
        }
        // The cube goes first in a round: the first answer, whatever it is, is about the cube.
        LossPlan { answers }
    }

    /// Check the plan against the decisions it answers, on a copy of `game`: every answer must
    /// be one of the options of the loss question it meets, and every question it meets must be
    /// of the run it began with. Returns the engine's answers, in order.
    pub fn check<R: Ruleset + Clone>(&self, game: &Game<R>) -> Result<Vec<Action>, IllegalAction> {
        let first = game
            .pending()
            .filter(|d| matches!(d.ask, Ask::Loss { .. }))
            .ok_or_else(|| IllegalAction::new("No loss is being asked now."))?
            .clone();
        if self.answers.is_empty() {
            return Err(IllegalAction::new("The plan pays for no loss."));
        }
        let mut ahead = game.clone();
        for (i, &a) in self.answers.iter().enumerate() {
            let Some(d) = ahead.pending().filter(|p| same_run(&first, p)) else {
                return Err(IllegalAction::new(format!(
                    "The plan answers {} losses but only {i} are asked now.",
                    self.answers.len()
                )));
            };
            if !d.allows(&a) {
                let why =
                    crate::games::acme::explain::why_illegal(&game.catalog, &ahead.state, d, &a);
                return Err(IllegalAction::new(format!("Loss {}: {why}", i + 1)));
            }
            ahead.apply(a)?;
        }
        Ok(self.answers.clone())
    }
}
