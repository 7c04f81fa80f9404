//! ACME's Reckoning summary (UX "Phases that need a summary"; RB "Reckoning Phase", "End of
//! Epoch"): collected from the events as the answers are taken, from the Reckoning Phase to the
//! next Growth Phase or the game's end, and compared with the standing when the Reckoning began.
//! The shared table shows it over the board ([`crate::app::game_face::Summary`]).

use crate::app::game_face::{Summary, SummaryRow};
use crate::games::acme::catalog::CivKind;
use crate::games::acme::session::anim;
use crate::games::acme::session::log::{LineMark, LogEntry};
use crate::games::acme::state::{Slot, State};
use crate::games::acme::{Event, Phase};

/// The Reckoning being collected: the standing when it began and the log line where it began.
#[derive(Debug, Default)]
pub struct Reckoning(Option<(Standing, usize)>);

impl Reckoning {
    /// Follow an answer's events: a Reckoning starts at the Reckoning Phase and ends when the
    /// next turn's Growth Phase starts or the game ends, giving its summary. `before` is the
    /// state before the answer (read, never copied: see [`Standing`]), `log` the whole log, of
    /// which the answer's lines start at `log_len`, and `now` the rules state after the answer.
    pub fn collect(
        &mut self,
        events: &[Event],
        before: &State,
        log: &[LogEntry],
        log_len: usize,
        now: &State,
    ) -> Option<Summary<Slot, LogEntry>> {
        let mut made = None;
        for (k, e) in events.iter().enumerate() {
            match e {
                Event::PhaseStarted {
                    phase: Phase::Reckoning,
                    ..
                } => {
                    // The standing when the Reckoning began: the state before this action with
                    // the mina and VP events up to here put on it, as the display shows them
                    // (`anim::show`). Read from the state before, never a copy of it (the
                    // answer's one copy is that state, which the playback needs).
                    let mut st = Standing::of(before);
                    for e in &events[..k] {
                        st.show(e);
                    }
                    let idx = log[log_len..]
                        .iter()
                        .position(|l| {
                            l.phase == Some(Phase::Reckoning) && l.mark == LineMark::PhaseStart
                        })
                        .map(|p| log_len + p)
                        .unwrap_or(log_len);
                    self.0 = Some((st, idx));
                }
                Event::PhaseStarted {
                    phase: Phase::Growth,
                    ..
                }
                | Event::GameOver { .. } => {
                    if let Some((start, idx)) = self.0.take() {
                        made = Some(make_summary(log, &start, now, idx));
                    }
                }
                _ => {}
            }
        }
        made
    }
}

fn make_summary(
    log: &[LogEntry],
    start: &Standing,
    now: &State,
    idx: usize,
) -> Summary<Slot, LogEntry> {
    let end = log
        .iter()
        .rposition(|l| l.mark == LineMark::PhaseStart && l.phase == Some(Phase::Growth))
        .filter(|&p| p > idx)
        .unwrap_or(log.len());
    let lines: Vec<LogEntry> = log[idx.min(end)..end]
        .iter()
        .filter(|l| !l.undone)
        .cloned()
        .collect();
    let epoch_ended = lines.iter().any(|l| l.mark == LineMark::EpochEnd);
    // Civilizations may appear during the turn (Exploration, a scenario's entries) or be
    // replaced in their slot (Gilgamesh): such a row starts from nothing. Neutral factions
    // score nothing and hold no cards: no row.
    let rows = (0..now.civs.len())
        .map(|i| Slot(i as u8))
        .filter(|&slot| {
            crate::games::acme::view::seat(now, slot) != crate::app::games::Occupant::Neutral
        })
        .map(|slot| {
            let c = now.civ(slot);
            let was = start.civs.get(slot.idx()).filter(|b| b.civ == c.civ);
            SummaryRow {
                slot,
                vp: (was.map_or(0, |b| b.vp), c.vp),
                money: (was.map_or(0, |b| b.treasury), c.treasury),
                hand: (was.map_or(0, |b| b.hand), c.hand.len()),
                joined: was.is_none(),
            }
        })
        .collect();
    Summary {
        title: format!(
            "Reckoning{} — Epoch {}, turn {}",
            if epoch_ended { " and End of Epoch" } else { "" },
            start.epoch,
            start.turn
        ),
        rows,
        order_before: start.order.clone(),
        order_after: now.order.clone(),
        lines,
        epoch_ended,
        breakdowns: Vec::new(),
    }
}

/// What a Reckoning summary compares with: each civilization's VP, mina and hand size, the
/// Turn Order, Epoch and turn when the Reckoning began. A few numbers taken from the state before
/// the answer (no copy of it), with the answer's mina and VP events up to the Reckoning put on
/// them the way the display shows them ([`anim::show`]); nothing else the summary reads changes
/// on the display before the Reckoning starts.
#[derive(Debug, Clone, PartialEq)]
struct Standing {
    civs: Vec<CivStanding>,
    order: Vec<Slot>,
    epoch: u8,
    turn: u8,
}

#[derive(Debug, Clone, PartialEq)]
struct CivStanding {
    civ: CivKind,
    vp: u32,
    treasury: u16,
    hand: usize,
}

impl Standing {
    fn of(st: &State) -> Standing {
        Standing {
            civs: st
                .civs
                .iter()
                .map(|c| CivStanding {
                    civ: c.civ,
                    vp: c.vp,
                    treasury: c.treasury,
                    hand: c.hand.len(),
                })
                .collect(),
            order: st.order.clone(),
            epoch: st.epoch,
            turn: st.turn,
        }
    }

    /// An event as [`anim::show`] puts it on the display, for the numbers kept here.
    fn show(&mut self, e: &Event) {
        match e {
            Event::Mina { slot, delta } => {
                if let Some(c) = self.civs.get_mut(slot.idx()) {
                    c.treasury = anim::mina_after(c.treasury, *delta);
                }
            }
            Event::Vp { slot, delta } => {
                if let Some(c) = self.civs.get_mut(slot.idx()) {
                    c.vp = anim::vp_after(c.vp, *delta);
                }
            }
            _ => {}
        }
    }
}
