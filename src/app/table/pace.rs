//! How fast the game on the table moves on: the speed, the pause, a single step, the wait
//! before the next NPC decision. The NPC driver reads it; the prompt bar and the keys set it
//! (through `TableCmd`). Kept apart from the game so that pacing never touches the rules.

use crate::settings::Speed;

/// The table's pace.
#[derive(Debug, Clone, PartialEq)]
pub struct Pace {
    pub speed: Speed,
    pub paused: bool,
    /// One NPC decision, then pause.
    pub step_once: bool,
    /// Seconds before the next NPC decision.
    pub npc_wait: f32,
}

impl Pace {
    pub fn new(speed: Speed) -> Pace {
        Pace {
            speed,
            paused: false,
            step_once: false,
            npc_wait: 0.0,
        }
    }

    /// One beat of the playback at this speed (seconds).
    pub fn beat(&self) -> f32 {
        self.speed.beat()
    }
}
