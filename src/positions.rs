//! Share a position: "Copy position" writes the moment on the table or in the
//! replay viewer as a `<name>.position.ron` (docs/formats.md) in the positions folder beside the
//! saves, for bug reports and puzzles; "Open position" lists that folder and starts a game from
//! one. Files are never overwritten: a taken name gets a number. Every problem is an error naming
//! the file.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::games::acme::catalog::Catalog;
use crate::games::acme::record::{self, Position, SetupSpec};
use crate::games::acme::session::NewGame;
use crate::games::acme::session::Session;
use crate::games::acme::state::State;
use crate::saves::SavedGame;

/// The ending of a position file's name.
pub const SUFFIX: &str = ".position.ron";

/// Where copied positions go: `positions/` beside the saves folder (not inside it: the Load list
/// reads every file there as a save).
pub fn positions_dir() -> PathBuf {
    crate::settings::data_home().join("positions")
}

/// A file name made of `name` (letters, digits and '-' kept, anything else '_').
fn clean(name: &str) -> String {
    let c: String = name
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
    if c.is_empty() { "position".into() } else { c }
}

/// Write the position of `st`, a moment of ACME ([`copy_position_as`]).
pub fn copy_position(dir: &Path, name: &str, cat: &Catalog, st: &State) -> Result<PathBuf, String> {
    copy_position_as::<crate::games::acme::Acme>(dir, name, cat, st)
}

/// Write the position of `st`, a moment of the game `R` (its file says `game: "acis"` for ACIS),
/// as `<name>.position.ron` in `dir` (made if missing). When that file exists,
/// `<name>-2.position.ron`, `-3`... : an existing file is never replaced. Returns the path
/// written.
pub fn copy_position_as<R: SavedGame>(
    dir: &Path,
    name: &str,
    cat: &Catalog,
    st: &State,
) -> Result<PathBuf, String> {
    let text = record::to_ron(&Position::from_state_of(R::GAME, cat, st));
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: cannot create: {e}", dir.display()))?;
    let stem = clean(name);
    for n in 1..1000 {
        let file = if n == 1 {
            format!("{stem}{SUFFIX}")
        } else {
            format!("{stem}-{n}{SUFFIX}")
        };
        let path = dir.join(file);
        // `create_new`: the name is taken atomically, never over another file.
        match std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&path)
        {
            Ok(mut f) => {
                f.write_all(text.as_bytes())
                    .and_then(|_| f.sync_all())
                    .map_err(|e| format!("{}: cannot write: {e}", path.display()))?;
                return Ok(path);
            }
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(format!("{}: cannot write: {e}", path.display())),
        }
    }
    Err(format!(
        "{}: 999 positions named \"{stem}\" already; choose another name",
        dir.display()
    ))
}

/// The position files in `dir`, newest first: (path, name without the ending).
pub fn list_in(dir: &Path) -> Vec<(PathBuf, String)> {
    let mut out: Vec<(PathBuf, String, std::time::SystemTime)> = Vec::new();
    if let Ok(rd) = std::fs::read_dir(dir) {
        for e in rd.flatten() {
            let p = e.path();
            let Some(name) = p
                .file_name()
                .and_then(|n| n.to_str())
                .and_then(|n| n.strip_suffix(SUFFIX))
                .map(str::to_string)
            else {
                continue;
            };
            let when = e
                .metadata()
                .and_then(|m| m.modified())
                .unwrap_or(std::time::UNIX_EPOCH);
            out.push((p, name, when));
        }
    }
    out.sort_by_key(|e| std::cmp::Reverse(e.2));
    out.into_iter().map(|(p, n, _)| (p, n)).collect()
}

/// Read an ACME position file ([`read_as`]).
pub fn read(path: &Path) -> Result<NewGame, String> {
    read_as::<crate::games::acme::Acme>(path)
}

/// Read a position file of the game `R` (size-limited, untrusted) into a new game's request;
/// errors name the file (and the line, where the text does not parse or names another game).
pub fn read_as<R: SavedGame>(path: &Path) -> Result<NewGame, String> {
    let text = crate::load::read_text(path)?;
    let pos = parse_as::<R>(&path.display().to_string(), &text)?;
    let title = path
        .file_name()
        .and_then(|n| n.to_str())
        .map(|n| n.strip_suffix(SUFFIX).unwrap_or(n).to_string())
        .unwrap_or_else(|| "Position".into());
    Ok(NewGame {
        title,
        options: pos.options.clone(),
        seed: pos.seed,
        setup: SetupSpec::Position(Box::new(pos)),
    })
}

/// A position file's text, of the game `R`, parsed and checked before play against `R`'s catalog
/// (`input_check::position`: names known, areas in play, counts within the supplies, a step a
/// position can start at). Every problem is `file:line: problem`.
pub fn parse_as<R: SavedGame>(file: &str, text: &str) -> Result<Position, String> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let pos = record::parse_position_of(R::GAME, text).map_err(|e| format!("{file}:{e}"))?;
    let problems = crate::games::acme::input_check::position(&R::catalog(), &pos, file, text);
    if problems.is_empty() {
        Ok(pos)
    } else {
        Err(problems
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join("\n"))
    }
}

/// Start an ACME game from a position file ([`open_as`]).
pub fn open(cat: Arc<Catalog>, path: &Path) -> Result<Session, String> {
    open_as::<crate::games::acme::Acme>(cat, path)
}

/// Start a game of `R` from a position file of it ("Open position", `acme play --load FILE`).
pub fn open_as<R: SavedGame>(
    cat: Arc<Catalog>,
    path: &Path,
) -> Result<crate::play::Session<crate::games::acme::Game<R>>, String> {
    let new = read_as::<R>(path)?;
    crate::play::Session::start(cat, &new).map_err(|e| format!("{}: {e}", path.display()))
}
