//! Which game of the family a file or a command is about, and the version of that game's rules.
//!
//! Every game file (record, save, position, scenario) names its game (`game: "acme"`) and the
//! rules version that wrote it (`rules_version: 1`); a file without them is an ACME file written
//! before they existed (docs/formats.md). The command line takes `--game NAME` where a game is
//! picked. Only ACME exists today; a second game adds a variant here.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// The version of ACME's rules this program plays. Bump it when a rule change makes a recorded
/// action do something else (a record or save of an older version may then no longer replay:
/// a save then goes on from the state it holds). Changes that keep every game the same (speed,
/// the screen, new files) do not bump it.
pub const ACME_RULES_VERSION: u32 = 1;

/// A game of the family.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum GameId {
    /// ACME: Ancient Civilizations of the Middle East (the base game, its solitaire rules and
    /// its scenarios).
    #[default]
    Acme,
}

impl GameId {
    /// Every game this program plays.
    pub const ALL: [GameId; 1] = [GameId::Acme];

    /// The name files and the command line use.
    pub fn name(self) -> &'static str {
        match self {
            GameId::Acme => "acme",
        }
    }

    /// The version of this game's rules this program plays.
    pub fn rules_version(self) -> u32 {
        match self {
            GameId::Acme => ACME_RULES_VERSION,
        }
    }

    /// The known games' names, for messages ("acme").
    pub fn known() -> String {
        GameId::ALL.map(GameId::name).join(", ")
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A game name this program does not know.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown game '{0}' (the games this program knows: {known})", known = GameId::known())]
pub struct UnknownGame(pub String);

impl FromStr for GameId {
    type Err = UnknownGame;
    fn from_str(s: &str) -> Result<Self, UnknownGame> {
        GameId::ALL
            .into_iter()
            .find(|g| g.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| UnknownGame(s.to_string()))
    }
}

/// Written as its name (`"acme"`), so that a file of a game this program does not know is
/// refused with the known games listed.
impl Serialize for GameId {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

impl<'de> Deserialize<'de> for GameId {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let name = String::deserialize(d)?;
        name.parse().map_err(serde::de::Error::custom)
    }
}

/// For `#[serde(skip_serializing_if)]`: a field left at ACME is not written where writing it
/// would change what is hashed (a scenario's definition lives in the game state).
pub fn is_acme(g: &GameId) -> bool {
    *g == GameId::Acme
}
