//! What happened, in order: for the log, the animations and the tests.

use serde::{Deserialize, Serialize};

use super::catalog::{AreaId, CardId};
use super::decision::Text;
use super::state::{Faction, Slot};

/// The phases of a turn (RB "Game Overview").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    Growth,
    Card,
    Competition,
    Reckoning,
    EndOfEpoch,
    GameOver,
}

impl Phase {
    pub fn name(self) -> &'static str {
        match self {
            Phase::Growth => "Growth Phase",
            Phase::Card => "Card Phase",
            Phase::Competition => "Competition Phase",
            Phase::Reckoning => "Reckoning Phase",
            Phase::EndOfEpoch => "End of Epoch Phase",
            Phase::GameOver => "Game over",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    PhaseStarted {
        epoch: u8,
        turn: u8,
        phase: Phase,
    },
    /// Disks put on the map (from a supply, a growth box...).
    Placed {
        faction: Faction,
        area: AreaId,
        n: u8,
    },
    /// Disks taken off the map.
    Removed {
        faction: Faction,
        area: AreaId,
        n: u8,
    },
    /// White Allied disks added to (positive) or removed from a civilization's side.
    Allies {
        slot: Slot,
        area: AreaId,
        delta: i8,
    },
    Stronghold {
        area: AreaId,
        faction: Option<Faction>,
    },
    /// A loss was paid by a mina, a card, a Stronghold cube or an Investment disk instead of a disk.
    LossPaid {
        slot: Slot,
        area: AreaId,
        with: Text,
    },
    Mina {
        slot: Slot,
        delta: i16,
    },
    Vp {
        slot: Slot,
        delta: i16,
    },
    CardPlayed {
        slot: Slot,
        card: CardId,
    },
    Negated {
        card: CardId,
        by: CardId,
        slot: Slot,
    },
    CardsDrawn {
        slot: Slot,
        n: u8,
    },
    EventCard {
        card: CardId,
        controller: Option<Slot>,
    },
    CompetitionStarted {
        area: AreaId,
    },
    CompetitionRound {
        area: AreaId,
        round: u8,
    },
    CompetitionEnded {
        area: AreaId,
    },
    Sacked {
        slot: Slot,
        area: AreaId,
    },
    TurnOrder {
        order: Vec<Slot>,
    },
    EpochEnded {
        epoch: u8,
    },
    GameOver {
        winners: Vec<Slot>,
    },
    /// Everything else, for the log: who, what, and which rule or card.
    Note {
        slot: Option<Slot>,
        text: Text,
        rule: Text,
    },
}
