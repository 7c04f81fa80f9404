//! Saved games: versioned RON files holding the game record (setup, options, seed, every action),
//! so that loading replays the game exactly: the same pending decision, the same future draws.
//!
//! Every game of the family saves into this one file ([`SaveFile`], over the game's record: the
//! family's record for the games on ACME's system, Cradle's own for Cradle), through one trait,
//! [`Saves`]: the rules below (written durably, read back, its game named, its journal, the state
//! it holds) are written once for every game.
//!
//! A save also holds the whole state it was saved at. When its actions no longer replay (a later
//! build changed what an action does: the record names the rules version that wrote it), the game
//! goes on from that state, as a position does, and the player is told why in a sentence
//! ([`CONTINUED_FROM_STATE`]). An update never strands a player's game.
//!
//! A save is written to a temporary file, fsynced, read back and checked, and only then renamed
//! over the old one, and the folder is fsynced, so a failed or interrupted save (or a power cut)
//! never replaces a good one. A corrupt file or a file from
//! a newer version is reported with its path and the problem, and nothing is overwritten.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::engine::record::Record as _;
use crate::game_id::GameId;
use crate::games::acme::Game;
use crate::games::acme::catalog::Catalog;
use crate::games::acme::record::{self, GameRecord, SetupSpec};
use crate::games::acme::session::TableRules;

/// Save format version; files with a higher number are refused.
pub const SAVE_VERSION: u32 = 1;

/// A saved game, of any game of the family: `Rec` is the game's record as the save holds it
/// ([`Saves::File`]; the family's `GameRecord` unless said).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[serde(bound(serialize = "Rec: SaveRecord", deserialize = "Rec: SaveRecord"))]
pub struct SaveFile<Rec: SaveRecord = GameRecord> {
    pub version: u32,
    /// A name for the Load list ("Alexander, Epoch I turn 3").
    pub title: String,
    /// The game's record, naming its game (`game: "acis"`; none: ACME). Any game's record of this
    /// form reads here ([`SaveRecord::read`]); [`read_game`] then refuses a save of another game
    /// than the one asked for.
    #[serde(deserialize_with = "Rec::read")]
    pub record: Rec,
    /// State hash after replaying the record: checked on load.
    pub hash: u64,
    /// Player seats the Strategist plays; absent in older saves.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub strategists: Vec<crate::play::StrategistSeat>,
    /// The whole state when the game was saved, as its JSON text: where the game goes on when the
    /// record no longer replays. Absent in older saves.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub state: Option<String>,
    /// Set on reading when the game goes on from `state`: why, for the player. Never written.
    #[serde(skip)]
    pub notice: Option<String>,
}

/// A game's record as a save holds it.
pub trait SaveRecord: Serialize + Clone + PartialEq + std::fmt::Debug {
    /// Read from a save: any game's record of this form (the reader that wants one game checks
    /// its tag after).
    fn read<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error>;
    /// The game the record names.
    fn game(&self) -> GameId;
    /// How many answers it holds (the journal's header counts them).
    fn answers(&self) -> usize;
    /// Whether `later` continues the game of this record (the same start and seed, and every
    /// answer of this one first).
    fn continued_by(&self, later: &Self) -> bool;
}

/// The family's record of the games on ACME's system: any game's record reads here
/// (`record::AnyGameRecord`).
impl SaveRecord for GameRecord {
    fn read<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        record::AnyGameRecord::deserialize(d).map(|r| r.0)
    }
    fn game(&self) -> GameId {
        self.game
    }
    fn answers(&self) -> usize {
        self.actions.len()
    }
    fn continued_by(&self, later: &Self) -> bool {
        continues(self, later)
    }
}

/// A game whose saves this program reads and writes (every game of the family): its game tag,
/// its record as a save holds it, its catalog, its state as a save holds it, and where a save
/// goes on when its answers no longer replay. What is done with a save is written once, over it.
pub trait Saves:
    crate::engine::Game<Action: Serialize + serde::de::DeserializeOwned> + Sized
{
    /// The game a save of it names.
    const GAME: GameId;
    /// Its record as a save holds it.
    type File: SaveRecord;
    /// The catalog its records replay under.
    fn catalog() -> Arc<Self::Catalog>;
    /// The game's own record of a saved one, and back.
    fn own(file: Self::File) -> Self::Record;
    fn file(record: &Self::Record) -> Self::File;
    /// The whole state as a save holds it (JSON text).
    fn state_text(&self) -> String;
    /// What is wrong with a save's record before it is replayed (each problem with its line in
    /// `text`; none: nothing).
    fn problems(_cat: &Self::Catalog, _file: &Self::File, _text: &str) -> Vec<String> {
        Vec::new()
    }
    /// The record of a game that starts from the state a save holds (`held`, the save's `file`
    /// and `hash`), and whether answers given in the step it was saved in will be asked again;
    /// `None` when the state held is not the saved game's (its hash is not the save's).
    fn held_start(
        file: &Self::File,
        held: &str,
        hash: u64,
    ) -> Option<Result<(Self::File, bool), String>>;
}

/// A game whose saves this program reads and writes: its game tag, the catalog its record replays
/// under, and the setups a save of it may hold.
pub trait SavedGame: TableRules {
    /// The game a save of it names.
    const GAME: GameId;
    /// The catalog its records replay under.
    fn catalog() -> Arc<Catalog>;
    /// Why a save's setup is not one of this game's (`None`: it is).
    fn unplayable(_setup: &SetupSpec) -> Option<&'static str> {
        None
    }
}

impl SavedGame for crate::games::acme::Acme {
    const GAME: GameId = GameId::Acme;
    fn catalog() -> Arc<Catalog> {
        crate::games::acme::data::builtin()
    }
}

impl SavedGame for crate::games::acis::rules::Acis {
    const GAME: GameId = GameId::Acis;
    fn catalog() -> Arc<Catalog> {
        crate::games::acis::system::builtin()
    }
    /// Its basic setups, or the state a save held when its answers no longer replay.
    fn unplayable(setup: &SetupSpec) -> Option<&'static str> {
        match setup {
            SetupSpec::State(_) => None,
            other => crate::games::acis::whole_game::unplayable_setup(other),
        }
    }
}

/// The games on ACME's system save the family's record, their state as the phases hold it, and go
/// on from a state held in the middle of a step at that step's start.
impl<R: SavedGame> Saves for crate::games::acme::Game<R> {
    const GAME: GameId = R::GAME;
    type File = GameRecord;
    fn catalog() -> Arc<Catalog> {
        R::catalog()
    }
    fn own(file: GameRecord) -> Self::Record {
        R::from_file(file)
    }
    fn file(record: &Self::Record) -> GameRecord {
        R::file(record).clone()
    }
    /// `Game::hash` is the hash of this text.
    fn state_text(&self) -> String {
        serde_json::to_string(&self.state).expect("the state always serializes")
    }
    /// A setup the game does not play, and the record's own checks (`input_check`).
    fn problems(cat: &Catalog, file: &GameRecord, text: &str) -> Vec<String> {
        let mut problems: Vec<String> = R::unplayable(&file.setup)
            .map(|why| format!("line 1: {why}"))
            .into_iter()
            .collect();
        problems.extend(
            crate::games::acme::input_check::record(cat, file, "", text)
                .iter()
                .map(|e| format!("line {}: {}", e.line, e.message)),
        );
        problems
    }
    /// The state is taken at the start of the step it was saved in (a step's answers might not
    /// replay either).
    fn held_start(
        file: &GameRecord,
        held: &str,
        hash: u64,
    ) -> Option<Result<(GameRecord, bool), String>> {
        if record::text_hash(held.as_bytes()) != hash {
            return None;
        }
        let run = || -> Result<(GameRecord, bool), String> {
            let mut st: crate::games::acme::State = serde_json::from_str(held)
                .map_err(|e| format!("it does not read with this version ({e})"))?;
            // Answers already given in the step: asked again from its start.
            let mid_step = st.proc.as_ref().is_some_and(|f| !f.answers.is_empty());
            if let Some(frame) = st.proc.take() {
                st = *frame.snapshot;
            }
            let game_id = file.game;
            let rec = GameRecord {
                version: record::RECORD_VERSION,
                game: game_id,
                rules_version: game_id.rules_version(),
                options: st.options.clone(),
                seed: st.seed,
                setup: record::SetupSpec::State(Box::new(st)),
                actions: Vec::new(),
                final_hash: None,
            };
            Ok((rec, mid_step))
        };
        Some(run())
    }
}

/// What the player is told when a save's moves no longer replay and the game goes on from the
/// state the save holds (plain words: the player did nothing wrong).
pub const CONTINUED_FROM_STATE: &str = "This game was saved by an earlier version of ACME \
     Digital whose rules worked a little differently, so its moves could not be played again. It \
     goes on from where it was saved; the moves before that can no longer be undone or replayed.";

/// Added to [`CONTINUED_FROM_STATE`] when the save was made in the middle of a step.
pub const ASKED_AGAIN: &str =
    " You may be asked again a choice or two you made just before saving.";

#[derive(Debug, thiserror::Error)]
pub enum SaveError {
    #[error("{path}: cannot read: {source}")]
    Read {
        path: String,
        source: std::io::Error,
    },
    #[error("{path}: cannot write: {source}")]
    Write {
        path: String,
        source: std::io::Error,
    },
    #[error("{path}: not a saved game ({detail})")]
    Corrupt { path: String, detail: String },
    #[error(
        "{path}: saved by a newer version of the game (format {found}, this program reads up to {SAVE_VERSION})"
    )]
    Newer { path: String, found: u32 },
    #[error("{path}: the saved game does not replay: {detail}")]
    Replay { path: String, detail: String },
    #[error(
        "{path}: a saved game of {found}, not of {wanted} (acme play --game {name} --load {path})",
        found = .found.title(),
        wanted = .wanted.title(),
        name = .found.name()
    )]
    OtherGame {
        path: String,
        found: GameId,
        wanted: GameId,
    },
}

impl SaveFile {
    pub fn new<R: crate::games::acme::Ruleset>(
        title: impl Into<String>,
        record: GameRecord,
        game: &crate::games::acme::Game<R>,
    ) -> Self {
        let state = serde_json::to_string(&game.state).expect("the state always serializes");
        SaveFile {
            version: SAVE_VERSION,
            title: title.into(),
            record,
            // `Game::hash` is this hash of the same text.
            hash: record::text_hash(state.as_bytes()),
            strategists: Vec::new(),
            state: Some(state),
            notice: None,
        }
    }
}

impl<Rec: SaveRecord> SaveFile<Rec> {
    /// The save of `game` as it stands, under `title`, its record `record` (the game's own, as a
    /// save holds it): its hash and its whole state, for when its answers no longer replay.
    pub fn of<G: Saves<File = Rec>>(title: impl Into<String>, record: Rec, game: &G) -> Self {
        SaveFile {
            version: SAVE_VERSION,
            title: title.into(),
            record,
            hash: game.hash(),
            strategists: Vec::new(),
            state: Some(game.state_text()),
            notice: None,
        }
    }
}

/// The game's own title in a save's title, which ends with where the game stood when it was saved
/// (" — Epoch II, turn 3"): a game opened from a save shows where it stands now, not then.
pub fn game_title(save_title: &str) -> &str {
    save_title
        .rsplit_once(" — Epoch ")
        .map_or(save_title, |(t, _)| t)
}

/// How many `fsync`s the save path has made (the file, then its folder, for every save or
/// journal start): the tests read it to see that a save is made durable before it counts.
pub static SYNCS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

fn synced(f: &std::fs::File) -> std::io::Result<()> {
    f.sync_all()?;
    SYNCS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    Ok(())
}

/// Flush a folder's entries (a rename in it) to disk. Only Unix can open a folder for this; on
/// other systems the rename itself is what the file system offers.
fn sync_dir(dir: &Path) -> std::io::Result<()> {
    #[cfg(unix)]
    {
        let d = std::fs::File::open(if dir.as_os_str().is_empty() {
            Path::new(".")
        } else {
            dir
        })?;
        synced(&d)?;
    }
    #[cfg(not(unix))]
    let _ = dir;
    Ok(())
}

/// Write `bytes` to `path` durably: a temporary file beside it is written and fsynced, checked
/// by `verify`, renamed over `path`, and the folder is fsynced. A failure at any point leaves
/// the old file as it was.
pub fn write_durably(
    path: &Path,
    bytes: &[u8],
    verify: impl FnOnce(&Path) -> Result<(), SaveError>,
) -> Result<(), SaveError> {
    use std::io::Write;
    let shown = path.display().to_string();
    let werr = |p: &Path| {
        let p = p.display().to_string();
        move |source| SaveError::Write { path: p, source }
    };
    let dir = path.parent().unwrap_or(Path::new(""));
    if !dir.as_os_str().is_empty() {
        std::fs::create_dir_all(dir).map_err(werr(path))?;
    }
    let tmp = path.with_extension("ron.tmp");
    let result = (|| {
        let mut f = std::fs::File::create(&tmp).map_err(werr(&tmp))?;
        f.write_all(bytes).map_err(werr(&tmp))?;
        synced(&f).map_err(werr(&tmp))?;
        drop(f);
        verify(&tmp)
    })();
    if let Err(e) = result {
        let _ = std::fs::remove_file(&tmp);
        return Err(e);
    }
    std::fs::rename(&tmp, path).map_err(|source| SaveError::Write {
        path: shown,
        source,
    })?;
    sync_dir(dir).map_err(werr(dir))
}

/// A save's text as [`write`] puts it in its file.
pub fn text_of<Rec: SaveRecord>(save: &SaveFile<Rec>) -> String {
    format!(
        "// ACME Digital saved game. Do not edit: it is replayed on load.\n{}\n",
        record::to_ron(save)
    )
}

/// Write a save safely: a temporary file, fsynced, read back and checked, renamed over the old
/// one, and the folder fsynced ([`write_durably`]).
pub fn write<Rec: SaveRecord>(path: &Path, save: &SaveFile<Rec>) -> Result<(), SaveError> {
    let shown = path.display().to_string();
    let text = text_of(save);
    write_durably(path, text.as_bytes(), |tmp| {
        // Verify what was written before it replaces anything.
        let back = std::fs::read_to_string(tmp).map_err(|source| SaveError::Read {
            path: tmp.display().to_string(),
            source,
        })?;
        let written = SaveFile {
            notice: None,
            ..save.clone()
        };
        if parse(&back, &tmp.display().to_string())? != written {
            return Err(SaveError::Corrupt {
                path: shown,
                detail: "the written file did not read back identically".into(),
            });
        }
        Ok(())
    })
}

fn parse<Rec: SaveRecord>(text: &str, shown: &str) -> Result<SaveFile<Rec>, SaveError> {
    // Read the version first, so that a newer file says so rather than "corrupt".
    #[derive(Deserialize)]
    struct VersionOnly {
        version: u32,
    }
    let opts = ron::Options::default();
    if let Ok(v) = opts.from_str::<ron::Value>(text)
        && let Ok(VersionOnly { version }) = v.into_rust::<VersionOnly>()
        && version > SAVE_VERSION
    {
        return Err(SaveError::Newer {
            path: shown.to_string(),
            found: version,
        });
    }
    ron::from_str(text).map_err(|e| SaveError::Corrupt {
        path: shown.to_string(),
        detail: format!(
            "line {}, column {}: {}",
            e.span.start.line, e.span.start.col, e.code
        ),
    })
}

/// What every save says before its record is read, whatever its game: its title and the game
/// its record names (none: ACME, a save from before games were named).
fn envelope(text: &str) -> Option<(String, GameId)> {
    #[derive(Deserialize)]
    struct Envelope {
        title: String,
        record: Tagged,
    }
    #[derive(Deserialize)]
    struct Tagged {
        #[serde(default)]
        game: crate::game_id::AnyGame,
    }
    let v = ron::Options::default().from_str::<ron::Value>(text).ok()?;
    let e = v.into_rust::<Envelope>().ok()?;
    Some((e.title, e.record.game.0))
}

/// Read an ACME save and rebuild its game ([`read_as`]).
pub fn read(path: &Path) -> Result<(SaveFile, Game), SaveError> {
    read_as::<crate::games::acme::Acme>(path)
}

/// Read a save of the game on ACME's system `R` ([`read_game`]).
pub fn read_as<R: SavedGame>(
    path: &Path,
) -> Result<(SaveFile, crate::games::acme::Game<R>), SaveError> {
    read_game::<crate::games::acme::Game<R>>(path)
}

/// Read a save of the game `G` and rebuild its game. The file is untrusted: its size is limited
/// (`load::MAX_FILE_BYTES`), its game tag read first (a save of another game is refused, naming
/// it), its record checked before play ([`Saves::problems`]), and every problem is an error
/// naming the file.
pub fn read_game<G: Saves>(path: &Path) -> Result<(SaveFile<G::File>, G), SaveError> {
    let shown = path.display().to_string();
    let text = crate::load::read_text(path).map_err(|detail| SaveError::Corrupt {
        path: shown.clone(),
        detail: detail
            .strip_prefix(&format!("{shown}: "))
            .or_else(|| detail.strip_prefix(&format!("{shown}:")))
            .unwrap_or(&detail)
            .to_string(),
    })?;
    read_text_game::<G>(&shown, &text)
}

/// [`read`] on text already read; `shown` names the file in errors.
pub fn read_text(shown: &str, text: &str) -> Result<(SaveFile, Game), SaveError> {
    read_text_as::<crate::games::acme::Acme>(shown, text)
}

/// [`read_as`] on text already read; `shown` names the file in errors.
pub fn read_text_as<R: SavedGame>(
    shown: &str,
    text: &str,
) -> Result<(SaveFile, crate::games::acme::Game<R>), SaveError> {
    read_text_game::<crate::games::acme::Game<R>>(shown, text)
}

/// [`read_game`] on text already read; `shown` names the file in errors.
pub fn read_text_game<G: Saves>(
    shown: &str,
    text: &str,
) -> Result<(SaveFile<G::File>, G), SaveError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let other = |found: GameId| SaveError::OtherGame {
        path: shown.to_string(),
        found,
        wanted: G::GAME,
    };
    // The game first: another game's save is named as such, whatever form its record takes.
    if let Some((_, found)) = envelope(text)
        && found != G::GAME
    {
        return Err(other(found));
    }
    let save: SaveFile<G::File> = parse(text, shown)?;
    if save.record.game() != G::GAME {
        return Err(other(save.record.game()));
    }
    let cat = G::catalog();
    let problems = G::problems(&cat, &save.record, text);
    if !problems.is_empty() {
        return Err(SaveError::Corrupt {
            path: shown.to_string(),
            detail: problems.join("; "),
        });
    }
    let replayed = crate::engine::record::replay::<G>(cat, &G::own(save.record.clone()))
        .map_err(|e| e.to_string())
        .and_then(|game| {
            if game.hash() == save.hash {
                Ok(game)
            } else {
                Err("the replayed game differs from the one saved".to_string())
            }
        });
    match replayed {
        Ok(game) => Ok((save, game)),
        Err(detail) => match from_held_state::<G>(&save) {
            Some(Ok(continued)) => Ok(continued),
            Some(Err(why)) => Err(SaveError::Replay {
                path: shown.to_string(),
                detail: format!("{detail}, and the state it holds cannot be played on: {why}"),
            }),
            None => Err(SaveError::Replay {
                path: shown.to_string(),
                detail,
            }),
        },
    }
}

/// A save whose record does not replay, going on from the state it holds (`None`: it holds
/// none, or one that is not the saved game's; [`Saves::held_start`]); the save returned has a
/// record that starts there and says why ([`SaveFile::notice`]).
#[allow(clippy::type_complexity)]
fn from_held_state<G: Saves>(
    save: &SaveFile<G::File>,
) -> Option<Result<(SaveFile<G::File>, G), String>> {
    let held = save.state.as_ref()?;
    let started = G::held_start(&save.record, held, save.hash)?;
    let run = || -> Result<(SaveFile<G::File>, G), String> {
        let (rec, asked_again) = started?;
        let game = crate::engine::record::replay::<G>(G::catalog(), &G::own(rec.clone()))
            .map_err(|e| e.to_string())?;
        game.invariants().map_err(|e| e.join("; "))?;
        let mut continued = SaveFile::of(save.title.clone(), rec, &game);
        continued.strategists = save.strategists.clone();
        let mut notice = CONTINUED_FROM_STATE.to_string();
        if asked_again {
            notice.push_str(ASKED_AGAIN);
        }
        continued.notice = Some(notice);
        Ok((continued, game))
    };
    Some(run())
}

/// The game the save at `path` names (`None`: not a save).
pub fn game_of(path: &Path) -> Option<GameId> {
    let text = crate::load::read_text(path).ok()?;
    envelope(text.trim_start_matches('\u{feff}')).map(|(_, game)| game)
}

/// Where saves live: `$ACME_HOME/saves`, else the platform data directory.
pub fn saves_dir() -> PathBuf {
    crate::settings::data_home().join("saves")
}

/// ACME's autosave ([`autosave_path_of`]).
pub fn autosave_path() -> PathBuf {
    autosave_path_of(GameId::Acme)
}

/// The autosave of `game`: each game keeps its own (`autosave.ron` for ACME, `autosave-acis.ron`
/// for ACIS), so that starting a game of one never moves the other's autosave away.
pub fn autosave_path_of(game: GameId) -> PathBuf {
    saves_dir().join(match game {
        GameId::Acme => "autosave.ron".to_string(),
        other => format!("autosave-{}.ron", other.name()),
    })
}

/// Saves in the save directory, newest first: (path, title).
pub fn list() -> Vec<(PathBuf, String)> {
    list_in(&saves_dir())
}

/// Saves in `dir`, newest first: (path, title).
pub fn list_in(dir: &Path) -> Vec<(PathBuf, String)> {
    list_games_in(dir)
        .into_iter()
        .map(|l| (l.path, l.title))
        .collect()
}

/// A save as the Load list shows it: its file, its title and the game it names (`None`: it
/// cannot be read).
#[derive(Debug, Clone, PartialEq)]
pub struct Listed {
    pub path: PathBuf,
    pub title: String,
    pub game: Option<GameId>,
}

/// Every game's saves in the save directory, newest first ([`list_games_in`]).
pub fn list_games() -> Vec<Listed> {
    list_games_in(&saves_dir())
}

/// Every game's saves in `dir`, newest first, each naming its game.
pub fn list_games_in(dir: &Path) -> Vec<Listed> {
    let mut out: Vec<(Listed, std::time::SystemTime)> = Vec::new();
    if let Ok(rd) = std::fs::read_dir(dir) {
        for e in rd.flatten() {
            let p = e.path();
            if p.extension().and_then(|x| x.to_str()) != Some("ron") {
                continue;
            }
            let save = crate::load::read_text(&p)
                .ok()
                .and_then(|t| envelope(t.trim_start_matches('\u{feff}')));
            let game = save.as_ref().map(|s| s.1);
            let title = save.map(|s| s.0).unwrap_or_else(|| {
                format!(
                    "{} (unreadable)",
                    p.file_name().unwrap_or_default().to_string_lossy()
                )
            });
            let when = e
                .metadata()
                .and_then(|m| m.modified())
                .unwrap_or(std::time::UNIX_EPOCH);
            out.push((
                Listed {
                    path: p,
                    title,
                    game,
                },
                when,
            ));
        }
    }
    out.sort_by_key(|e| std::cmp::Reverse(e.1));
    out.into_iter().map(|(l, _)| l).collect()
}

// ---------------------------------------------------------------------------------------------
// The autosave journal: every decision, as it is taken.
// ---------------------------------------------------------------------------------------------

/// The first word of a journal file.
const JOURNAL_MAGIC: &str = "acme-journal-1";

/// The journal beside a save: `autosave.ron` → `autosave.journal`.
pub fn journal_path(save: &Path) -> PathBuf {
    save.with_extension("journal")
}

/// Keeps the autosave and its journal. A whole save is written at phase boundaries and on quit
/// ([`Autosaver::save`]); every decision in between is appended to the journal as one line of RON
/// ([`Autosaver::decision`]), written through to the operating system at once, so a crash or a
/// killed process loses at most the decision in progress. Continue reads both
/// ([`read_with_journal`]).
///
/// Why a journal rather than a whole autosave after every decision (measured by the `app` test
/// `a_journal_line_costs_less_than_a_whole_autosave`, dev build, loaded 2-core VM): a whole
/// autosave of a finished 4-player game (913 actions) took 50 ms (serialize, write, fsync, read
/// back, rename, fsync the folder, start the journal), an appended journal line 1.5 µs. An NPC
/// step every frame cannot afford the first; the second costs nothing. Journal lines are not
/// fsynced one by one (a killed process loses nothing the OS has; a power cut may lose the lines
/// since the last whole autosave, which is fsynced).
#[derive(Debug, Default)]
pub struct Autosaver {
    journal: Option<std::fs::File>,
}

impl Autosaver {
    pub fn new() -> Self {
        Autosaver::default()
    }

    /// Write the whole save at `path` (durably, [`write`]) and start an empty journal after it.
    pub fn save<Rec: SaveRecord>(
        &mut self,
        path: &Path,
        save: &SaveFile<Rec>,
    ) -> Result<(), SaveError> {
        self.journal = None;
        write(path, save)?;
        let jp = journal_path(path);
        let header = format!(
            "{JOURNAL_MAGIC} {} {:016x}\n",
            save.record.answers(),
            save.hash
        );
        write_durably(&jp, header.as_bytes(), |_| Ok(()))?;
        let f = std::fs::OpenOptions::new()
            .append(true)
            .open(&jp)
            .map_err(|source| SaveError::Write {
                path: jp.display().to_string(),
                source,
            })?;
        self.journal = Some(f);
        Ok(())
    }

    /// Append one decision to the journal (nothing before the first [`Autosaver::save`]).
    pub fn decision<A: Serialize>(&mut self, action: &A) -> Result<(), SaveError> {
        use std::io::Write;
        let Some(f) = self.journal.as_mut() else {
            return Ok(());
        };
        let line = format!("{}\n", ron::to_string(action).unwrap_or_default());
        f.write_all(line.as_bytes())
            .map_err(|source| SaveError::Write {
                path: "the autosave journal".into(),
                source,
            })
    }
}

/// Read an ACME save and the decisions journalled after it ([`read_with_journal_as`]).
pub fn read_with_journal(path: &Path) -> Result<(SaveFile, Game), SaveError> {
    read_with_journal_as::<crate::games::acme::Acme>(path)
}

/// Read a save of the game on ACME's system `R` and the decisions journalled after it
/// ([`read_with_journal_game`]).
pub fn read_with_journal_as<R: SavedGame>(
    path: &Path,
) -> Result<(SaveFile, crate::games::acme::Game<R>), SaveError> {
    read_with_journal_game::<crate::games::acme::Game<R>>(path)
}

/// Read a save of the game `G` and the decisions journalled after it (Continue): the save's game
/// with every journalled decision replayed on top, as a save of that game. A journal written
/// after another save (its header names another action count or hash) is ignored; a torn last
/// line (the process died while writing it) ends the journal.
pub fn read_with_journal_game<G: Saves>(path: &Path) -> Result<(SaveFile<G::File>, G), SaveError> {
    let (mut save, mut game) = read_game::<G>(path)?;
    let jp = journal_path(path);
    let Ok(text) = crate::load::read_text(&jp) else {
        return Ok((save, game));
    };
    let mut lines = text.lines();
    let expected = format!(
        "{JOURNAL_MAGIC} {} {:016x}",
        save.record.answers(),
        save.hash
    );
    if lines.next() != Some(expected.as_str()) {
        return Ok((save, game));
    }
    let mut record = G::own(save.record.clone());
    for line in lines {
        let Ok(action) = ron::from_str::<G::Action>(line) else {
            break;
        };
        if game.apply(action).is_err() {
            break;
        }
        record.push(action);
    }
    save.hash = game.hash();
    if game.is_over() {
        record.set_final_hash(Some(save.hash));
    }
    save.record = G::file(&record);
    Ok((save, game))
}

/// Something done with a save of whichever game it names: [`for_game`] picks the game, the one
/// place the saves' readers name every game of the family.
pub trait ForGame {
    type Out;
    fn run<G: Saves>(self) -> Self::Out;
}

/// Do `job` with the game `game` (its saves' type).
pub fn for_game<J: ForGame>(game: GameId, job: J) -> J::Out {
    match game {
        GameId::Acme => job.run::<Game>(),
        GameId::Acis => job.run::<crate::games::acme::Game<crate::games::acis::rules::Acis>>(),
        GameId::Cradle => job.run::<crate::games::cradle::Cradle>(),
    }
}

/// A save of any game as the menus read it: its game and title (its journal played on top).
#[derive(Debug, Clone, PartialEq)]
pub struct AnySave {
    pub game: GameId,
    pub title: String,
}

/// The save at `path` with its journal, read as the game it names (the autosave a new game is
/// about to replace, a save Save as would replace).
pub fn read_any_with_journal(path: &Path) -> Result<AnySave, SaveError> {
    struct Read<'a>(&'a Path);
    impl ForGame for Read<'_> {
        type Out = Result<AnySave, SaveError>;
        fn run<G: Saves>(self) -> Self::Out {
            read_with_journal_game::<G>(self.0).map(|(s, _)| AnySave {
                game: G::GAME,
                title: s.title,
            })
        }
    }
    for_game(game_of(path).unwrap_or_default(), Read(path))
}

/// Before a new game replaces the autosave: if the autosave at `path` exists but cannot be
/// loaded, keep it (and its journal) as `autosave.broken-<unix time>.ron` and say why. `None`
/// when there is nothing to keep.
pub fn keep_broken(path: &Path) -> Option<String> {
    if !path.exists() {
        return None;
    }
    let err = match read_any_with_journal(path) {
        Ok(_) => return None,
        Err(e) => e,
    };
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    let stem = path
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| "autosave".into());
    let kept = path.with_file_name(format!("{stem}.broken-{secs}.ron"));
    let _ = std::fs::rename(journal_path(path), kept.with_extension("journal"));
    match std::fs::rename(path, &kept) {
        Ok(()) => Some(format!(
            "The autosave could not be loaded ({err}); it is kept as {}.",
            kept.display()
        )),
        Err(e) => Some(format!(
            "The autosave could not be loaded ({err}) nor kept aside ({e})."
        )),
    }
}

// ---------------------------------------------------------------------------------------------
// Saves by name: a fresh name for every game, never a silent overwrite, and
// the previous game's autosave kept when a new game takes its place.
// ---------------------------------------------------------------------------------------------

/// The file a save named `name` goes to in `dir` (letters, digits and '-' kept, the rest '_').
pub fn named_path(dir: &Path, name: &str) -> PathBuf {
    let clean: String = name
        .trim()
        .chars()
        .map(|c| {
            if c.is_alphanumeric() || c == '-' {
                c
            } else {
                '_'
            }
        })
        .collect();
    dir.join(format!(
        "{}.ron",
        if clean.is_empty() { "save" } else { &clean }
    ))
}

/// A moment as "2026-11-27 11:40 UTC" (the standard library has no calendar; days since
/// 1970-01-01 to a civil date, H. Hinnant's algorithm).
pub fn stamp(t: std::time::SystemTime) -> String {
    let secs = t
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    let (days, rem) = ((secs / 86_400) as i64, secs % 86_400);
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02} {:02}:{:02} UTC",
        rem / 3600,
        rem % 3600 / 60
    )
}

/// The name Save as proposes for a game: its title and when the table was set, so that a new
/// game never offers the previous game's name.
pub fn proposed_name(title: &str, now: std::time::SystemTime) -> String {
    format!("{title} {}", stamp(now))
}

/// Whether `later` continues the game of `earlier` (the same setup, options and seed, and every
/// decision of `earlier` taken first).
pub fn continues(earlier: &GameRecord, later: &GameRecord) -> bool {
    earlier.game == later.game
        && earlier.setup == later.setup
        && earlier.options == later.options
        && earlier.seed == later.seed
        && later.actions.starts_with(&earlier.actions)
}

/// Before a game on ACME's system (its record `next`) replaces the autosave at `autosave`
/// ([`keep_previous_autosave_of`]).
pub fn keep_previous_autosave(autosave: &Path, next: &GameRecord, dir: &Path) -> Option<String> {
    match next.game {
        GameId::Acis => keep_previous_autosave_of::<
            crate::games::acme::Game<crate::games::acis::rules::Acis>,
        >(autosave, next, dir),
        _ => keep_previous_autosave_of::<Game>(autosave, next, dir),
    }
}

/// Before another game replaces the autosave at `autosave`: if it holds a game that `next` (a
/// game of `G`) does not continue, keep it (with its journalled decisions) as a named save in
/// `dir`, titled "Autosave of <title>, <when it was last written>", so that its Continue stays in
/// the Load list. Returns what was done in a sentence (`None`: nothing to keep). An autosave that
/// cannot be read is [`keep_broken`]'s business.
pub fn keep_previous_autosave_of<G: Saves>(
    autosave: &Path,
    next: &G::File,
    dir: &Path,
) -> Option<String> {
    struct Keep<'a> {
        autosave: &'a Path,
        dir: &'a Path,
    }
    impl ForGame for Keep<'_> {
        type Out = Option<String>;
        fn run<G: Saves>(self) -> Option<String> {
            keep_as_named::<G>(self.autosave, self.dir, |_| false)
        }
    }
    match game_of(autosave)? {
        // A game of another game never continues it.
        game if game != G::GAME => for_game(game, Keep { autosave, dir }),
        _ => keep_as_named::<G>(autosave, dir, |earlier| earlier.continued_by(next)),
    }
}

/// Keep the autosave of a game of `G` as a named save, unless `continued` says the next game
/// goes on with it.
fn keep_as_named<G: Saves>(
    autosave: &Path,
    dir: &Path,
    continued: impl FnOnce(&G::File) -> bool,
) -> Option<String> {
    let (save, _) = read_with_journal_game::<G>(autosave).ok()?;
    if continued(&save.record) {
        return None;
    }
    let when = std::fs::metadata(autosave)
        .and_then(|m| m.modified())
        .unwrap_or_else(|_| std::time::SystemTime::now());
    let (game, rest) = save
        .title
        .split_once(" — ")
        .map_or((save.title.as_str(), None), |(g, r)| (g, Some(r)));
    let name = format!("Autosave of {game}, {}", stamp(when));
    let title = match rest {
        Some(r) => format!("{name} — {r}"),
        None => name.clone(),
    };
    // Never over another save: a number is added until the name is free.
    let mut path = named_path(dir, &name);
    let mut n = 2;
    while path.exists() {
        path = named_path(dir, &format!("{name} {n}"));
        n += 1;
    }
    let kept = SaveFile { title, ..save };
    Some(match write(&path, &kept) {
        Ok(()) => format!("Your previous game is kept as \"{name}\" (Load).",),
        Err(e) => format!("The previous game's autosave could not be kept: {e}"),
    })
}
