//! Which game of the family a file or a command is about, and the version of that game's rules.
//!
//! Every game file (record, save, position, scenario) names its game (`game: "acme"`) and the
//! rules version that wrote it (`rules_version: 1`); a file without them is an ACME file written
//! before they existed (docs/formats.md). The command line takes `--game NAME` where a game is
//! picked. ACME and ACIS are played; Cradle is played headless and at the table with its basic
//! setups (its other commands are refused with one sentence, [`NotPlayable`]); another game's files are
//! refused by every reader of ACME's files ([`NotAcmeFile`]), but for `acme replay` of an ACIS or
//! a Cradle record, which reads a file's game tag first ([`AnyGame`]).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// The version of ACME's rules this program plays. Bump it when a rule change makes a recorded
/// action do something else (a record or save of an older version may then no longer replay:
/// a save then goes on from the state it holds). Changes that keep every game the same (speed,
/// the screen, new files) do not bump it.
pub const ACME_RULES_VERSION: u32 = 1;

/// The version of ACIS's rules: the first ones this program will play.
pub const ACIS_RULES_VERSION: u32 = 1;

/// The version of Cradle's rules: the first ones this program plays.
pub const CRADLE_RULES_VERSION: u32 = 1;

/// A game of the family.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum GameId {
    /// ACME: Ancient Civilizations of the Middle East (the base game, its solitaire rules and
    /// its scenarios).
    #[default]
    Acme,
    /// ACIS: Ancient Civilizations of the Inner Sea (its content only, so far).
    Acis,
    /// Cradle of Civilization: Sumeria to Persia (a whole game of its own on the engine).
    Cradle,
}

impl GameId {
    /// Every game this program plays.
    pub const ALL: [GameId; 3] = [GameId::Acme, GameId::Acis, GameId::Cradle];

    /// The name files and the command line use.
    pub fn name(self) -> &'static str {
        match self {
            GameId::Acme => "acme",
            GameId::Acis => "acis",
            GameId::Cradle => "cradle",
        }
    }

    /// The name sentences use ("ACIS's rules...").
    pub fn title(self) -> &'static str {
        match self {
            GameId::Acme => "ACME",
            GameId::Acis => "ACIS",
            GameId::Cradle => "Cradle",
        }
    }

    /// The version of this game's rules this program plays.
    pub fn rules_version(self) -> u32 {
        match self {
            GameId::Acme => ACME_RULES_VERSION,
            GameId::Acis => ACIS_RULES_VERSION,
            GameId::Cradle => CRADLE_RULES_VERSION,
        }
    }

    /// Whether this program plays the game's rules (a game of the family whose data is checked
    /// before its rules are written is not).
    pub fn playable(self) -> bool {
        match self {
            GameId::Acme | GameId::Acis => true,
            // Its whole game runs on the engine, headless (`fuzz`, `simulate`), at the table
            // (`acme play --game cradle`, checked before this) and `acme replay` reads its
            // records: no arena, scenarios, positions or Strategist yet (docs/cradle.md).
            GameId::Cradle => false,
        }
    }

    /// The game, when this program plays it; otherwise why not, in one sentence.
    pub fn require_playable(self) -> Result<GameId, NotPlayable> {
        if self.playable() {
            Ok(self)
        } else {
            Err(NotPlayable(self))
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

/// A game this program knows but does not play yet: what a command or a file of it is told.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error(
    "{title} does not take this command yet: this program checks its data (acme validate --game \
     {name}), plays it headless (acme fuzz, acme simulate --game {name}) and at the table (acme \
     play --game {name} --setup basic-4)",
    title = .0.title(),
    name = .0.name()
)]
pub struct NotPlayable(pub GameId);

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
/// refused with the known games listed, and a file of another game than ACME's (`"acis"`) with
/// [`NotAcmeFile`]'s sentence: every reader that plays ACME's files only (saves, positions,
/// scenarios, the window, the network) reads its game here. A reader that plays another game's
/// files reads their game tag first ([`AnyGame`]; `load::file_game`), then the whole file as that
/// game's.
impl Serialize for GameId {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

impl<'de> Deserialize<'de> for GameId {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let AnyGame(game) = AnyGame::deserialize(d)?;
        match game {
            GameId::Acme => Ok(game),
            other => Err(serde::de::Error::custom(NotAcmeFile(other))),
        }
    }
}

/// A file of another game than ACME's, given to a reader that plays ACME's files only.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error(
    "a file of {title} (game: \"{name}\"), which this reader does not take: it reads ACME's \
     files only (`acme replay` reads {title}'s records)",
    title = .0.title(),
    name = .0.name()
)]
pub struct NotAcmeFile(pub GameId);

/// The game a file names, any game this program knows (an unknown name is refused with the known
/// games listed): how a reader that plays more than ACME reads a file's game tag before the rest.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct AnyGame(pub GameId);

impl<'de> Deserialize<'de> for AnyGame {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let name = String::deserialize(d)?;
        name.parse().map(AnyGame).map_err(serde::de::Error::custom)
    }
}

/// Written as its game's name, as [`GameId`] is.
impl Serialize for AnyGame {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.0.serialize(s)
    }
}

impl From<AnyGame> for GameId {
    fn from(g: AnyGame) -> GameId {
        g.0
    }
}

/// For `#[serde(skip_serializing_if)]`: a field left at ACME is not written where writing it
/// would change what is hashed (a scenario's definition lives in the game state).
pub fn is_acme(g: &GameId) -> bool {
    *g == GameId::Acme
}
