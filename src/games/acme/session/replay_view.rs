//! A finished or unfinished game of ACME's system looked back at, without a window: the engine's
//! viewing of a record at any point (`play::replay::Replay`: the game there, the log as it stood,
//! its snapshots), with what is ACME's system's own: where each turn and phase starts (the
//! phases' phase-start event) and whose secrets may show (the seats' views). The viewer screen
//! (`app::replay_screen`) and the tests drive it the same way.
//!
//! Every game on ACME's system has it (`ReplayView<R>`, over the ruleset `R`: ACME and ACIS): it
//! reads the family's record; a game on another system has its own model over the same replay
//! (Cradle's: `games::cradle::replay`).

use std::sync::Arc;

use crate::games::acme::catalog::Catalog;
use crate::games::acme::record::GameRecord;
use crate::games::acme::session::TableRules;
use crate::games::acme::state::{Slot, State};
use crate::games::acme::view::{Seat, Viewer};
use crate::games::acme::{Acme, Game};
use crate::games::acme::{Event, Phase};

use super::LogEntry;
use crate::play::replay::Replay;

pub use crate::play::replay::SNAPSHOT_EVERY;

/// Where a phase of the game starts: the point (number of actions taken) at which the game stands
/// in it, waiting for the phase's first question.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Mark {
    pub point: usize,
    pub epoch: u8,
    pub turn: u8,
    pub phase: Phase,
}

/// Whose eyes the viewer looks through (the "view as" selector): a civilization's (its own hand
/// and face-down cards, and what is public: NPC hands, N1.1), the public's, or every hand open
/// (allowed only by [`ReplayView::may_open_all`]).
pub type ViewAs = crate::play::replay::ViewAs<Slot>;

/// A game record opened for viewing, standing at one point: a game of the ruleset `R` (ACME as
/// shipped unless said).
pub struct ReplayView<R: TableRules = Acme> {
    pub title: String,
    record: GameRecord,
    /// The record at its point, with the whole game as the table plays it.
    replay: Replay<Game<R>>,
    /// Where every phase starts, in game order.
    marks: Vec<Mark>,
}

impl<R: TableRules> ReplayView<R> {
    /// Open a record (the family's record file, of `R`'s game): it is replayed once, keeping
    /// snapshots and the phase marks; the view then stands at its start. An illegal action or a
    /// bad setup is an error naming it.
    pub fn new(
        cat: Arc<Catalog>,
        title: String,
        record: GameRecord,
    ) -> Result<ReplayView<R>, String> {
        let own = R::from_file(record.clone());
        let mut marks = Vec::new();
        let replay = Replay::new(cat, title.clone(), own, |point, _, events| {
            for e in events {
                if let Event::PhaseStarted { epoch, turn, phase } = *e {
                    marks.push(Mark {
                        point,
                        epoch,
                        turn,
                        phase,
                    });
                }
            }
        })?;
        Ok(ReplayView {
            title,
            record,
            replay,
            marks,
        })
    }

    /// The number of actions of the record: the points are `0..=len()`.
    pub fn len(&self) -> usize {
        self.replay.len()
    }

    /// Whether the record holds no action (only its setup).
    pub fn is_empty(&self) -> bool {
        self.replay.is_empty()
    }

    pub fn record(&self) -> &GameRecord {
        &self.record
    }

    pub fn cat(&self) -> &Arc<Catalog> {
        &self.replay.full().cat
    }

    /// How many actions have been taken at the point shown.
    pub fn point(&self) -> usize {
        self.replay.point()
    }

    /// The game at the point shown.
    pub fn game(&self) -> &Game<R> {
        self.replay.game()
    }

    pub fn state(&self) -> &State {
        &self.replay.game().state
    }

    /// The state after the record's last action (the VP chart of the whole game).
    pub fn final_state(&self) -> &State {
        &self.replay.full().game.state
    }

    /// Go to the point after `k` actions (clamped to the record).
    pub fn seek(&mut self, k: usize) {
        self.replay.seek(k);
    }

    /// One action forward (false at the end).
    pub fn step_forward(&mut self) -> bool {
        self.replay.step_forward()
    }

    /// One action back (false at the start).
    pub fn step_back(&mut self) -> bool {
        self.replay.step_back()
    }

    /// Where every phase starts, in game order.
    pub fn marks(&self) -> &[Mark] {
        &self.marks
    }

    /// The first mark of each turn, in game order (the timeline's turns; the VP chart's turn `n`
    /// is `turn_starts()[n - 1]`).
    pub fn turn_starts(&self) -> Vec<Mark> {
        let mut out: Vec<Mark> = Vec::new();
        for m in &self.marks {
            if out
                .last()
                .is_none_or(|l| (l.epoch, l.turn) != (m.epoch, m.turn))
            {
                out.push(*m);
            }
        }
        out
    }

    /// Jump to the start of the `n`-th turn of the game (1-based, across Epochs).
    pub fn jump_to_turn(&mut self, n: usize) -> bool {
        match n
            .checked_sub(1)
            .and_then(|i| self.turn_starts().get(i).copied())
        {
            Some(m) => {
                self.seek(m.point);
                true
            }
            None => false,
        }
    }

    /// Jump to where `phase` of turn (`epoch`, `turn`) starts.
    pub fn jump_to_phase(&mut self, epoch: u8, turn: u8, phase: Phase) -> bool {
        match self
            .marks
            .iter()
            .find(|m| (m.epoch, m.turn, m.phase) == (epoch, turn, phase))
        {
            Some(m) => {
                self.seek(m.point);
                true
            }
            None => false,
        }
    }

    /// The phase mark the point shown lies in (None before the first phase starts).
    pub fn mark_now(&self) -> Option<Mark> {
        self.marks
            .iter()
            .rev()
            .find(|m| m.point <= self.point())
            .copied()
    }

    /// The log as it stood at the point shown: the setup's lines and those of every action taken.
    pub fn log(&self) -> &[LogEntry] {
        self.replay.log()
    }

    /// The log line of action `i` (the choice itself), for the timeline's tooltip.
    pub fn choice_line(&self, i: usize) -> Option<&LogEntry> {
        self.replay
            .full()
            .log
            .iter()
            .find(|e| e.choice && e.action == Some(i))
    }

    /// Who decides for slot `s` (from the record's setup).
    pub fn seat(&self, s: Slot) -> Seat {
        self.replay.full().seat(s)
    }

    /// The civilizations one may view as (not the neutral factions, who hold no hand).
    pub fn civs(&self) -> Vec<Slot> {
        self.replay
            .full()
            .game
            .state
            .slots()
            .filter(|&s| self.seat(s) != Seat::Neutral)
            .collect()
    }

    /// Whether every hand may be shown at once: only when no person's secret is at stake any more,
    /// i.e. a game nobody played (all NPCs: their hands are public anyway, N1.1) or a finished
    /// one. An unfinished game between people shows one seat's view, or the public one.
    /// The one place this is decided.
    pub fn may_open_all(&self) -> bool {
        let full = self.replay.full();
        full.humans().is_empty() || full.game.is_over()
    }

    /// The choices of the "view as" selector, in order.
    pub fn view_choices(&self) -> Vec<ViewAs> {
        let mut v: Vec<ViewAs> = Vec::new();
        if self.may_open_all() {
            v.push(ViewAs::AllOpen);
        }
        v.extend(self.civs().into_iter().map(ViewAs::Civ));
        v.push(ViewAs::Public);
        v
    }

    /// The view the viewer opens with: all hands open when allowed, else the only human's, else
    /// the public one.
    pub fn default_view(&self) -> ViewAs {
        if self.may_open_all() {
            return ViewAs::AllOpen;
        }
        match self.replay.full().humans().as_slice() {
            [one] => ViewAs::Civ(*one),
            _ => ViewAs::Public,
        }
    }

    /// The [`Viewer`] of a choice: through it, and only through it, the screen shows hands and
    /// log lines. `AllOpen` where not allowed is the public view.
    pub fn viewer(&self, v: ViewAs) -> Viewer {
        match v {
            ViewAs::AllOpen if self.may_open_all() => Viewer::All,
            ViewAs::Civ(s) => Viewer::Seat(s),
            _ => Viewer::Public,
        }
    }

    /// What a choice is called on the selector.
    pub fn view_name(&self, v: ViewAs) -> String {
        match v {
            ViewAs::AllOpen => "All hands open".into(),
            ViewAs::Public => "Spectator (public only)".into(),
            ViewAs::Civ(s) => self.replay.full().civ_name(s),
        }
    }

    /// The state as the chosen view may see it at the point shown.
    pub fn state_for(&self, v: ViewAs) -> std::borrow::Cow<'_, State> {
        self.viewer(v).redact(&self.replay.game().state)
    }
}
