//! Factions named in sentences: the words, and the verb's number that goes with them ("Egypt
//! holds Memphis", "The Barbarians hold Mittani"). Sentences agree with the faction's typed
//! number, never with the spelling of its name.

use super::Q;
use super::catalog::Catalog;
pub use super::catalog::GrammaticalNumber as Number;
use super::state::{Faction, State};

/// A faction's name as a sentence opens with it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FactionName {
    pub text: String,
    pub number: Number,
}

impl FactionName {
    /// Faction `f` as the game calls it: a civilization by its name, in the number its catalog
    /// entry gives ("Egypt holds", "the Sea Peoples hold"), the Barbarians as the many peoples
    /// they are (RB "Barbarians": not a civilization; plural).
    pub fn of(cat: &Catalog, st: &State, f: Faction) -> FactionName {
        match f.slot() {
            Some(s) => FactionName {
                text: Q::new(cat, st).civ_name(s).to_string(),
                number: cat.civ(st.civ(s).civ).name_number(),
            },
            None => FactionName {
                text: "The Barbarians".to_string(),
                number: Number::Plural,
            },
        }
    }

    /// The verb agreeing with the name: `singular` ("holds") or `plural` ("hold").
    pub fn verb<'a>(&self, singular: &'a str, plural: &'a str) -> &'a str {
        match self.number {
            Number::Singular => singular,
            Number::Plural => plural,
        }
    }

    /// "NAME VERB REST" with the verb in the name's number: `says("holds", "hold", "Mittani")`.
    pub fn says(&self, singular: &str, plural: &str, rest: &str) -> String {
        format!("{} {} {rest}", self.text, self.verb(singular, plural))
    }
}
