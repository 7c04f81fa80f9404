//! How fast the game on the table moves on: the speed, the pause, a single step, the wait
//! before the next NPC decision. The NPC driver reads it; the prompt bar and the keys set it
//! (through `TableCmd`). Kept apart from the game so that pacing never touches the rules. A
//! resource of its own, put on and taken off with the table's other parts ([`super::state`]).

use bevy::prelude::Resource;

use crate::settings::Speed;

/// The table's pace.
#[derive(Resource, Debug, Clone, PartialEq)]
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

    /// How long a piece flies across the table (a disk removed, loot).
    pub fn flight_secs(&self) -> f32 {
        (self.beat() * 1.6).max(0.15)
    }

    /// Dice thrown in front of everyone: seconds they tumble before they settle (two beats, one
    /// for a small roll), and seconds they stay on the table (a combat's long enough to read its
    /// modifiers).
    pub fn dice_secs(&self, large: bool) -> (f32, f32) {
        let tumble = (self.beat() * if large { 2.0 } else { 1.0 }).max(0.12);
        let read = self.beat() * if large { 8.0 } else { 5.0 };
        (tumble, tumble + read.max(0.5))
    }

    /// Seconds a competition's result banner stays up: six beats, and long enough to read even
    /// at instant speed.
    pub fn banner_secs(&self) -> f32 {
        (6.0 * self.beat()).max(1.5)
    }
}
