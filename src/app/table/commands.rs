//! What the screens ask of the table ([`TableCmd`]) and what the playback tells the theatre
//! ([`EventShown`]). The messages sit below both: the screens write them, the driver and the
//! theatre read them, and neither needs the other's code.

use bevy::prelude::*;

use crate::app::game_face::GameFace;
use crate::settings::Speed;

/// What the screens ask of the table of game `F`.
#[derive(Message, Debug, Clone, PartialEq)]
pub enum TableCmd<F: GameFace> {
    /// Answer the pending (human) decision.
    Act(F::Action),
    /// Answer a human's losses at once (the loss dialog).
    Losses(F::LossPlan),
    /// The deciding human asks for its hand to pay a loss with a card (behind the curtain).
    ShowHand,
    Undo,
    /// "I am Assyria — show my hand".
    LiftCurtain,
    TogglePause,
    /// One NPC decision, then pause.
    Step,
    Speed(Speed),
    /// Jump to the end of the animations now playing.
    Skip,
    CloseSummary,
    /// The competition's result banner was read (a click on it).
    CloseBanner,
    /// Save under a name (in the saves directory); an existing save of that name is replaced only with `replace`.
    SaveAs {
        name: String,
        replace: bool,
    },
    /// Say why a click was refused (an unplayable card).
    Refused(String),
    /// "What would the Strategist do?".
    Hint,
}

/// An event put on the board by the playback, one beat apart (not those skipped or shown at once
/// at instant speed): the theatre animates it (a disk leaving, loot flying to its winner).
#[derive(Message, Debug, Clone, PartialEq)]
pub struct EventShown<F: GameFace>(pub F::Event);
