//! What the board shows while events are played back one at a time (UX "Competition, animated"):
//! the table keeps a *display* state that starts from the state before an action and takes each
//! event in turn, a disk at a time, with a pause measured in beats; when the queue is empty the
//! display is the rules state again, exactly.
//!
//! ACME's, not every game's: it reads ACME's events (disks placed and removed, mina paid, a
//! competition's rounds) into ACME's state, so it lives with ACME's session. The table's stage
//! holds it as the face's `Playback`, `Tally` and `Banner` (`src/app/games/acme/face.rs`) and asks
//! it only what their traits say (its fields are public for ACME's own screens and tests).

use std::collections::VecDeque;

use crate::games::acme::catalog::AreaId;
use crate::games::acme::state::{Faction, Slot, State};
use crate::games::acme::{About, Event, Words};

/// Events waiting to be shown, split so that every removal is one disk.
#[derive(Debug, Clone, Default)]
pub struct Playback {
    pub queue: VecDeque<Event>,
    /// The contested area being resolved (from `CompetitionStarted` to `CompetitionEnded`).
    pub competition: Option<AreaId>,
    /// The removal round being shown.
    pub round: u8,
    /// Losses paid instead of disks in the current competition: (slot, what was paid).
    pub paid: Vec<(crate::games::acme::state::Slot, String)>,
}

impl Playback {
    /// Queue an action's events; disk removals and placements are split into single disks.
    pub fn push(&mut self, events: &[Event]) {
        for e in events {
            match e {
                Event::Removed { faction, area, n } if *n > 1 => {
                    for _ in 0..*n {
                        self.queue.push_back(Event::Removed {
                            faction: *faction,
                            area: *area,
                            n: 1,
                        });
                    }
                }
                _ => self.queue.push_back(e.clone()),
            }
        }
    }

    pub fn is_idle(&self) -> bool {
        self.queue.is_empty()
    }

    /// Show the next event on `display`; returns it with the beats to wait after it.
    pub fn step(&mut self, display: &mut State) -> Option<(Event, f32)> {
        let e = self.queue.pop_front()?;
        let beats = show(display, &e, self.competition.is_some());
        match &e {
            Event::CompetitionStarted { area } => {
                self.competition = Some(*area);
                self.round = 0;
                self.paid.clear();
            }
            Event::CompetitionRound { round, .. } => self.round = *round,
            Event::LossPaid { slot, with, .. } if self.competition.is_some() => {
                self.paid.push((*slot, with.to_string()))
            }
            Event::CompetitionEnded { .. } => self.competition = None,
            _ => {}
        }
        Some((e, beats))
    }
}

/// Put one event on the display state (pieces, mina, VP); returns the pause after it, in beats.
/// Only what the board and the panels draw is touched; the rest catches up when the queue empties.
pub fn show(display: &mut State, e: &Event, in_competition: bool) -> f32 {
    match e {
        Event::Placed { faction, area, n } => {
            if let Some(a) = display.areas.get(area.0 as usize) {
                let now = a.disks[faction.idx()].saturating_add(*n);
                display.areas.set(*area, *faction, now);
            }
            0.4
        }
        Event::Removed { faction, area, n } => {
            if let Some(a) = display.areas.get(area.0 as usize) {
                let now = a.disks[faction.idx()].saturating_sub(*n);
                display.areas.set(*area, *faction, now);
            }
            if in_competition { 1.0 } else { 0.4 }
        }
        Event::Allies { slot, area, delta } => {
            if let Some(a) = display.areas.get_mut(area.0 as usize) {
                let v = &mut a.allies[slot.idx()];
                *v = (*v as i16 + *delta as i16).max(0) as u8;
            }
            0.5
        }
        Event::Stronghold { area, faction } => {
            if let Some(a) = display.areas.get_mut(area.0 as usize) {
                a.stronghold = *faction;
            }
            0.5
        }
        Event::Mina { slot, delta } => {
            if let Some(c) = display.civs.get_mut(slot.idx()) {
                c.treasury = mina_after(c.treasury, *delta);
            }
            0.0
        }
        Event::Vp { slot, delta } => {
            if let Some(c) = display.civs.get_mut(slot.idx()) {
                c.vp = vp_after(c.vp, *delta);
            }
            0.0
        }
        Event::LossPaid { .. } => 1.0,
        Event::CompetitionStarted { .. } => 2.0,
        Event::CompetitionRound { .. } => 1.5,
        // Time to read the result banner.
        Event::CompetitionEnded { .. } => 4.0,
        Event::Sacked { .. } | Event::CardPlayed { .. } | Event::Negated { .. } => 1.0,
        Event::EventCard { .. } => 1.5,
        _ => 0.0,
    }
}

/// A treasury after an [`Event::Mina`] (shown, never below 0).
pub fn mina_after(treasury: u16, delta: i16) -> u16 {
    (treasury as i32 + delta as i32).max(0) as u16
}

/// VP after an [`Event::Vp`] (shown, never below 0).
pub fn vp_after(vp: u32, delta: i16) -> u32 {
    (vp as i64 + delta as i64).max(0) as u32
}

/// What one competition came to, for the result banner (UX "Competition, animated" 5): who
/// holds the area, who lost what, sack, loot and captured temples.
#[derive(Debug, Clone, PartialEq)]
pub struct CompetitionResult {
    pub area: AreaId,
    /// The faction that Controls the area afterwards (None: nobody is left, or it is shared).
    pub holder: Option<Faction>,
    /// Disks removed per faction, in the order they were first hit.
    pub lost: Vec<(Faction, u32)>,
    /// Losses paid instead of a disk: (who, what).
    pub paid: Vec<(Slot, String)>,
    pub sacked_by: Option<Slot>,
    /// Mina and VP gained or lost during the competition (loot, sack).
    pub mina: Vec<(Slot, i32)>,
    pub vp: Vec<(Slot, i32)>,
    /// Notes worth a line of their own (a temple captured, a Deity destroyed).
    pub notes: Vec<String>,
}

/// Follows the events of competitions, in the order they are shown, and sums each one up when it
/// ends.
#[derive(Debug, Clone, Default)]
pub struct Tally {
    current: Option<CompetitionResult>,
}

fn add<K: PartialEq>(v: &mut Vec<(K, i32)>, k: K, n: i32) {
    match v.iter_mut().find(|x| x.0 == k) {
        Some(x) => x.1 += n,
        None => v.push((k, n)),
    }
}

impl Tally {
    /// Take the next event (with the state as shown just after it); returns the competition's
    /// result when it ends.
    pub fn feed(&mut self, e: &Event, shown: &State) -> Option<CompetitionResult> {
        match e {
            Event::CompetitionStarted { area } => {
                self.current = Some(CompetitionResult {
                    area: *area,
                    holder: None,
                    lost: Vec::new(),
                    paid: Vec::new(),
                    sacked_by: None,
                    mina: Vec::new(),
                    vp: Vec::new(),
                    notes: Vec::new(),
                });
                None
            }
            Event::CompetitionEnded { area } => {
                let mut r = self.current.take()?;
                r.holder = shown
                    .areas
                    .get(area.0 as usize)
                    .and_then(|a| a.controller());
                Some(r)
            }
            _ => {
                let r = self.current.as_mut()?;
                match e {
                    Event::Removed { faction, n, .. } => {
                        match r.lost.iter_mut().find(|x| x.0 == *faction) {
                            Some(x) => x.1 += *n as u32,
                            None => r.lost.push((*faction, *n as u32)),
                        }
                    }
                    Event::LossPaid { slot, with, .. } => r.paid.push((*slot, with.to_string())),
                    Event::Sacked { slot, .. } => r.sacked_by = Some(*slot),
                    Event::Mina { slot, delta } => add(&mut r.mina, *slot, *delta as i32),
                    Event::Vp { slot, delta } => add(&mut r.vp, *slot, *delta as i32),
                    Event::Note {
                        text:
                            text @ Words {
                                about: Some(About::TempleCaptured(_) | About::TempleDestroyed(_)),
                                ..
                            },
                        ..
                    } => r.notes.push(text.to_string()),
                    _ => {}
                }
                None
            }
        }
    }
}
