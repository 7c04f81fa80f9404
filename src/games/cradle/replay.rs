//! A Cradle record looked back at, without a window: the engine's viewing of a record at any point
//! (`play::replay::Replay`: the game there, the log as it stood, its snapshots), with what is
//! Cradle's own: where each Epoch and phase starts (CR 2.1: the New Civilization Allocation, the
//! Strategy Phase, the End of Epoch), and whose secret may show (CR 3.0: a card drawn or passed is
//! its drawer's or passer's until the cards are shown). The replay viewer draws it
//! (`app::games::cradle::replay`); the tests drive it the same way.

use std::sync::Arc;

use super::data::Catalog;
use super::session::{Line, Session};
use super::state::{Phase, Seat, State};
use super::whole_game::{Cradle, CradleRecord};
use crate::engine::Game as _;
use crate::play::Looking;
use crate::play::replay::Replay;

/// Whose eyes the viewer looks through: a player's, the public's, or every card open.
pub type ViewAs = crate::play::replay::ViewAs<Seat>;

/// Where a phase of an Epoch starts: the point (answers taken) at which the game stands in it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Mark {
    pub point: usize,
    pub epoch: u8,
    pub phase: Phase,
}

/// The civilization cards `seat` holds face down in `st` (CR 3.0): the card it drew and is
/// looking at, and the card it received this Epoch while the deal goes on.
pub fn face_down(st: &State, seat: Seat) -> Vec<u8> {
    let a = &st.alloc;
    let drawn = (a.order.get(a.next as usize) == Some(&seat))
        .then_some(a.drawn)
        .flatten();
    let received = (st.phase == Phase::Allocation)
        .then(|| a.received.get(seat as usize).copied().flatten())
        .flatten();
    drawn.into_iter().chain(received).collect()
}

/// A Cradle record opened for viewing, standing at one point.
pub struct CradleReplay {
    pub title: String,
    replay: Replay<Cradle>,
    marks: Vec<Mark>,
}

impl CradleReplay {
    /// Open a record: replayed once, each Epoch's phases marked where the state enters them; the
    /// view then stands at its start. An illegal answer or a bad setup is an error naming it.
    pub fn new(
        cat: Arc<Catalog>,
        title: String,
        record: CradleRecord,
    ) -> Result<CradleReplay, String> {
        let mut marks: Vec<Mark> = Vec::new();
        let replay = Replay::new(cat, title.clone(), record, |point, game: &Cradle, _| {
            let st = &game.state;
            if marks
                .last()
                .is_none_or(|m| (m.epoch, m.phase) != (st.epoch, st.phase))
            {
                marks.push(Mark {
                    point,
                    epoch: st.epoch,
                    phase: st.phase,
                });
            }
        })?;
        Ok(CradleReplay {
            title,
            replay,
            marks,
        })
    }

    pub fn len(&self) -> usize {
        self.replay.len()
    }
    pub fn is_empty(&self) -> bool {
        self.replay.is_empty()
    }
    pub fn point(&self) -> usize {
        self.replay.point()
    }
    pub fn cat(&self) -> &Arc<Catalog> {
        &self.replay.full().cat
    }
    /// The game at the point shown.
    pub fn game(&self) -> &Cradle {
        self.replay.game()
    }
    pub fn state(&self) -> &State {
        &self.replay.game().state
    }
    /// The state after the record's last answer.
    pub fn final_state(&self) -> &State {
        &self.replay.full().game.state
    }
    pub fn seek(&mut self, k: usize) {
        self.replay.seek(k)
    }
    pub fn step_forward(&mut self) -> bool {
        self.replay.step_forward()
    }
    pub fn step_back(&mut self) -> bool {
        self.replay.step_back()
    }
    /// Where every phase of every Epoch starts, in game order.
    pub fn marks(&self) -> &[Mark] {
        &self.marks
    }
    /// The first mark of each Epoch (the timeline's stops: Cradle's Epoch is one turn, CR 2.1).
    pub fn epoch_starts(&self) -> Vec<Mark> {
        let mut out: Vec<Mark> = Vec::new();
        for m in &self.marks {
            if out.last().is_none_or(|l| l.epoch != m.epoch) {
                out.push(*m);
            }
        }
        out
    }
    /// The mark the point shown lies in.
    pub fn mark_now(&self) -> Option<Mark> {
        self.marks
            .iter()
            .rev()
            .find(|m| m.point <= self.point())
            .copied()
    }
    /// Go to the start of the `n`-th Epoch's stop (1-based).
    pub fn jump_to_epoch(&mut self, n: usize) -> bool {
        match n
            .checked_sub(1)
            .and_then(|i| self.epoch_starts().get(i).copied())
        {
            Some(m) => {
                self.seek(m.point);
                true
            }
            None => false,
        }
    }
    /// The log as it stood at the point shown.
    pub fn log(&self) -> &[Line] {
        self.replay.log()
    }
    /// The log line of answer `i` (the answer's own words, its first line).
    pub fn choice_line(&self, i: usize) -> Option<&Line> {
        self.replay.full().log.iter().find(|l| l.action == Some(i))
    }
    /// The table's session of the whole game (its seats).
    pub fn full(&self) -> &Session {
        self.replay.full()
    }
    /// Every card may show only when no person's secret is at stake any more: a game nobody
    /// played, or a finished one. The one place this is decided.
    pub fn may_open_all(&self) -> bool {
        let full = self.replay.full();
        full.humans().is_empty() || full.game.is_over()
    }
    /// The choices of the "view as" selector, in order.
    pub fn view_choices(&self) -> Vec<ViewAs> {
        let mut v = Vec::new();
        if self.may_open_all() {
            v.push(ViewAs::AllOpen);
        }
        v.extend((0..self.state().players).map(ViewAs::Civ));
        v.push(ViewAs::Public);
        v
    }
    /// All cards open when allowed, else the only person's view, else the public one.
    pub fn default_view(&self) -> ViewAs {
        if self.may_open_all() {
            return ViewAs::AllOpen;
        }
        match self.replay.full().humans().as_slice() {
            [one] => ViewAs::Civ(*one),
            _ => ViewAs::Public,
        }
    }
    /// Who looks, for a choice: `AllOpen` where not allowed is the public view.
    pub fn looking(&self, v: ViewAs) -> Looking<Seat> {
        match v {
            ViewAs::AllOpen if self.may_open_all() => Looking::All,
            ViewAs::Civ(s) => Looking::Seat(s),
            _ => Looking::Public,
        }
    }
    /// The state as the chosen view may see it at the point shown (the game's `view`, the one
    /// place that decides it; the public sees what a seat nobody sits at would).
    pub fn state_for(&self, v: ViewAs) -> State {
        let game = self.replay.game();
        match self.looking(v) {
            Looking::All => game.state.clone(),
            Looking::Seat(s) => game.view(Some(s)).state,
            Looking::Public => game.view(Some(Seat::MAX)).state,
        }
    }
}
