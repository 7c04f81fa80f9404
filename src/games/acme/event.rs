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
    pub const fn name(self) -> &'static str {
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
    /// Everything else, for the log: who, what, and which rule or card. A note a program acts on
    /// says what it is about in typed form ([`Words::about`]); its words are for people.
    Note {
        slot: Option<Slot>,
        text: Words,
        rule: Text,
    },
}

/// What a note is about, in typed form, for the programs that act on notes (the NPC brain's
/// hostility, the table's animations): they read this, never the note's words. The slot is the
/// note's own.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum About {
    /// The note's civilization answers a negation window with this card or Deity (RB Negation).
    NegatesWith(CardId),
    /// The card the note's civilization played is negated (RB Negation).
    CardNegated(CardId),
    /// The note's civilization captures this Deity's temple (RB Captured Deity).
    TempleCaptured(CardId),
    /// This Deity's temple is destroyed (RB Captured Deity: a godless taker or the Barbarians).
    TempleDestroyed(CardId),
}

impl About {
    /// The card or Deity the note is about.
    pub fn card(self) -> CardId {
        match self {
            About::NegatesWith(c)
            | About::CardNegated(c)
            | About::TempleCaptured(c)
            | About::TempleDestroyed(c) => c,
        }
    }
}

/// A note's words, and what the note is about for programs ([`About`]; `None` for the notes only
/// people read). No program decides by the words: the test hook `decision::scramble_texts`
/// scrambles them, and NPC games stay the same.
///
/// Printed (`Debug`) as the words alone, as notes were before they carried a typed meaning, so a
/// game's trace (`examples/trace_hashes`, which prints every event) stays what it was. Saved
/// (serde) as the words alone when the note has no meaning, else as its words and its meaning
/// (an online client's animations read the meaning, as the table's do).
#[derive(Clone, Default, PartialEq, Eq)]
pub struct Words {
    pub text: Text,
    pub about: Option<About>,
}

impl Words {
    pub fn about(text: impl Into<Text>, about: About) -> Self {
        Words {
            text: text.into(),
            about: Some(about),
        }
    }
}

impl<T: Into<Text>> From<T> for Words {
    fn from(text: T) -> Self {
        Words {
            text: text.into(),
            about: None,
        }
    }
}

impl std::ops::Deref for Words {
    type Target = str;
    fn deref(&self) -> &str {
        &self.text
    }
}

impl std::fmt::Display for Words {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text)
    }
}

impl std::fmt::Debug for Words {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Debug::fmt(&self.text, f)
    }
}

impl Serialize for Words {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self.about {
            None => self.text.serialize(s),
            Some(about) => WordsAbout {
                text: self.text.clone(),
                about,
            }
            .serialize(s),
        }
    }
}

impl<'de> Deserialize<'de> for Words {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Ok(match WordsForm::deserialize(d)? {
            WordsForm::Plain(text) => Words::from(text),
            WordsForm::About(w) => Words::about(w.text, w.about),
        })
    }
}

/// A note with a typed meaning as it travels (an online client reads the meaning as the table
/// does); a note without one is its words alone, as it always was.
#[derive(Serialize, Deserialize)]
struct WordsAbout {
    text: Text,
    about: About,
}

#[derive(Deserialize)]
#[serde(untagged)]
enum WordsForm {
    Plain(Text),
    About(WordsAbout),
}
