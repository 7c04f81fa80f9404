//! Cradle's saves, in the family's save file (`saves::SaveFile`, the same rules as ACME's: named
//! game, durable write, the autosave's journal, the state held): a save holds Cradle's own record
//! (`game: "cradle"`, the record `acme replay` reads) and the whole state it was saved at, so that
//! when its answers no longer replay under today's rules the game goes on from that state.

use std::sync::Arc;

use super::data::Catalog;
use super::session::{Line, Session};
use super::whole_game::{Cradle, CradleRecord, RECORD_VERSION, Setup};
use crate::engine::Game as _;
use crate::game_id::GameId;
use crate::saves::{SaveFile, SaveRecord, Saves};

/// Cradle's record as a save holds it: its game tag is a name, so any game's reads (the reader
/// then names the game it is).
impl SaveRecord for CradleRecord {
    fn read<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        <CradleRecord as serde::Deserialize>::deserialize(d)
    }
    fn game(&self) -> GameId {
        self.game.parse().unwrap_or(GameId::Cradle)
    }
    fn answers(&self) -> usize {
        self.actions.len()
    }
    fn continued_by(&self, later: &Self) -> bool {
        self.game == later.game
            && self.setup == later.setup
            && self.seed == later.seed
            && later.actions.starts_with(&self.actions)
    }
}

impl Saves for Cradle {
    const GAME: GameId = GameId::Cradle;
    type File = CradleRecord;
    fn catalog() -> Arc<Catalog> {
        super::data::builtin()
    }
    fn own(file: CradleRecord) -> CradleRecord {
        file
    }
    fn file(record: &CradleRecord) -> CradleRecord {
        record.clone()
    }
    /// The state alone: the question it waits for follows from it (`flow`).
    fn state_text(&self) -> String {
        serde_json::to_string(&self.state).expect("the state always serializes")
    }
    /// Cradle's answers are whole (no step is left half-answered), so nothing is asked again; the
    /// state held is the saved game's when the game that goes on from it has the save's hash.
    fn held_start(
        file: &CradleRecord,
        held: &str,
        hash: u64,
    ) -> Option<Result<(CradleRecord, bool), String>> {
        let st: super::state::State = match serde_json::from_str(held) {
            Ok(st) => st,
            Err(e) => return Some(Err(format!("it does not read with this version ({e})"))),
        };
        let rec = CradleRecord {
            version: RECORD_VERSION,
            game: GameId::Cradle.name().to_string(),
            rules_version: GameId::Cradle.rules_version(),
            setup: Setup {
                players: st.players,
                humans: file.setup.humans,
                from: Some(Box::new(st)),
            },
            seed: file.seed,
            actions: Vec::new(),
            final_hash: None,
        };
        match Cradle::new(Self::catalog(), rec.setup.clone(), rec.seed) {
            Ok((game, _)) if game.hash() == hash => Some(Ok((rec, false))),
            Ok(_) => None,
            Err(e) => Some(Err(e)),
        }
    }
}

impl Session {
    /// The game a save holds, at the question it was saved at; when it goes on from the state the
    /// save held, the first line of the log says why (and the table's toast: `notice`).
    pub fn from_save(cat: Arc<Catalog>, save: &SaveFile<CradleRecord>) -> Result<Session, String> {
        let title = crate::saves::game_title(&save.title).to_string();
        let mut s = Session::from_record(cat, title, save.record.clone())?;
        if s.game.hash() != save.hash {
            return Err("the replayed game differs from the one saved".into());
        }
        if let Some(why) = &save.notice {
            s.log.insert(
                0,
                Line {
                    action: None,
                    seat: None,
                    phase: s.game.state.phase,
                    text: why.clone(),
                    secret: None,
                    undone: false,
                },
            );
            s.notice = Some(why.clone());
        }
        Ok(s)
    }

    /// The save of this game as it stands, titled with the Epoch it stands in.
    pub fn save_file(&self) -> SaveFile<CradleRecord> {
        let title = format!(
            "{} — Epoch {}",
            self.title,
            super::board::roman(self.game.state.epoch)
        );
        SaveFile::of(title, self.record.clone(), &self.game)
    }
}
