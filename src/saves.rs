//! Saved games: versioned RON files holding the game record (setup, options, seed, every action),
//! so that loading replays the game exactly: the same pending decision, the same future draws.
//!
//! A save is written to a temporary file, read back and checked, and only then renamed over the
//! old one, so a failed or interrupted save never replaces a good one. A corrupt file or a file from
//! a newer version is reported with its path and the problem, and nothing is overwritten.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::rules::Game;
use crate::rules::record::{self, GameRecord};

/// Save format version; files with a higher number are refused.
pub const SAVE_VERSION: u32 = 1;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SaveFile {
    pub version: u32,
    /// A name for the Load list ("Alexander, Epoch I turn 3").
    pub title: String,
    pub record: GameRecord,
    /// State hash after replaying the record: checked on load.
    pub hash: u64,
}

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
}

impl SaveFile {
    pub fn new(title: impl Into<String>, record: GameRecord, game: &Game) -> Self {
        SaveFile {
            version: SAVE_VERSION,
            title: title.into(),
            record,
            hash: game.hash(),
        }
    }
}

/// Write a save safely (temporary file, verified, then renamed).
pub fn write(path: &Path, save: &SaveFile) -> Result<(), SaveError> {
    let shown = path.display().to_string();
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|source| SaveError::Write {
            path: shown.clone(),
            source,
        })?;
    }
    let text = format!(
        "// ACME Digital saved game. Do not edit: it is replayed on load.\n{}\n",
        record::to_ron(save)
    );
    let tmp = path.with_extension("ron.tmp");
    std::fs::write(&tmp, &text).map_err(|source| SaveError::Write {
        path: tmp.display().to_string(),
        source,
    })?;
    // Verify what was written before it replaces anything.
    let back = std::fs::read_to_string(&tmp).map_err(|source| SaveError::Read {
        path: tmp.display().to_string(),
        source,
    })?;
    if parse(&back, &tmp.display().to_string())? != *save {
        let _ = std::fs::remove_file(&tmp);
        return Err(SaveError::Corrupt {
            path: shown,
            detail: "the written file did not read back identically".into(),
        });
    }
    std::fs::rename(&tmp, path).map_err(|source| SaveError::Write {
        path: shown,
        source,
    })
}

fn parse(text: &str, shown: &str) -> Result<SaveFile, SaveError> {
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

/// Read a save and rebuild its game.
pub fn read(path: &Path) -> Result<(SaveFile, Game), SaveError> {
    let shown = path.display().to_string();
    let text = std::fs::read_to_string(path).map_err(|source| SaveError::Read {
        path: shown.clone(),
        source,
    })?;
    let save = parse(&text, &shown)?;
    let game =
        record::replay(crate::data::builtin(), &save.record).map_err(|e| SaveError::Replay {
            path: shown.clone(),
            detail: e.to_string(),
        })?;
    if game.hash() != save.hash {
        return Err(SaveError::Replay {
            path: shown,
            detail: "the replayed game differs from the one saved".into(),
        });
    }
    Ok((save, game))
}

/// Where saves live: `$ACME_HOME/saves`, else the platform data directory.
pub fn saves_dir() -> PathBuf {
    crate::settings::data_home().join("saves")
}

pub fn autosave_path() -> PathBuf {
    saves_dir().join("autosave.ron")
}

/// Saves in the save directory, newest first: (path, title).
pub fn list() -> Vec<(PathBuf, String)> {
    let mut out: Vec<(PathBuf, String, std::time::SystemTime)> = Vec::new();
    if let Ok(rd) = std::fs::read_dir(saves_dir()) {
        for e in rd.flatten() {
            let p = e.path();
            if p.extension().and_then(|x| x.to_str()) != Some("ron") {
                continue;
            }
            let title = std::fs::read_to_string(&p)
                .ok()
                .and_then(|t| parse(&t, "").ok())
                .map(|s| s.title)
                .unwrap_or_else(|| {
                    format!(
                        "{} (unreadable)",
                        p.file_name().unwrap_or_default().to_string_lossy()
                    )
                });
            let when = e
                .metadata()
                .and_then(|m| m.modified())
                .unwrap_or(std::time::UNIX_EPOCH);
            out.push((p, title, when));
        }
    }
    out.sort_by_key(|e| std::cmp::Reverse(e.2));
    out.into_iter().map(|(p, t, _)| (p, t)).collect()
}
