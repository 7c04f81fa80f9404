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

/// Write the position of `st` as `<name>.position.ron` in `dir` (made if missing). When that file
/// exists, `<name>-2.position.ron`, `-3`... : an existing file is never replaced. Returns the
/// path written.
pub fn copy_position(dir: &Path, name: &str, cat: &Catalog, st: &State) -> Result<PathBuf, String> {
    let text = record::to_ron(&Position::from_state(cat, st));
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

/// Read a position file (size-limited, untrusted) into a new game's request; errors name the file.
pub fn read(path: &Path) -> Result<NewGame, String> {
    let text = crate::load::read_text(path)?;
    let text = text.strip_prefix('\u{feff}').unwrap_or(&text);
    let pos = record::parse_position(text).map_err(|e| format!("{}:{e}", path.display()))?;
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

/// Start a game from a position file ("Open position", `acme play --position FILE`).
pub fn open(cat: Arc<Catalog>, path: &Path) -> Result<Session, String> {
    let new = read(path)?;
    Session::start(cat, &new).map_err(|e| format!("{}: {e}", path.display()))
}
