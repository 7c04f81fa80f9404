//! The files the replay viewer opens: game records (`acme play --record-out`,
//! `acme simulate --record`, docs/examples) and saves, the autosave with its journal included.
//! The main menu's Replays page lists the saves folder and the `records/` folder beside it.

use std::path::{Path, PathBuf};

use crate::games::acme::record::{self, GameRecord};

/// Records kept for viewing: `records/` beside the saves folder.
pub fn records_dir() -> PathBuf {
    crate::settings::data_home().join("records")
}

/// What the Replays page lists: the saves (newest first, by title), then the records in
/// `records/` (by file name).
pub fn list() -> Vec<(PathBuf, String)> {
    let mut out = crate::saves::list();
    let mut recs: Vec<(PathBuf, String)> = std::fs::read_dir(records_dir())
        .map(|rd| {
            rd.flatten()
                .map(|e| e.path())
                .filter(|p| p.extension().and_then(|x| x.to_str()) == Some("ron"))
                .map(|p| {
                    let name = p.file_name().unwrap_or_default().to_string_lossy();
                    let name = format!("Record: {name}");
                    (p, name)
                })
                .collect()
        })
        .unwrap_or_default();
    recs.sort_by(|a, b| a.1.cmp(&b.1));
    out.extend(recs);
    out
}

/// Read a game record or a save (an autosave's journal included) for the viewer: (title, record).
/// The record (or the save) may be of any game of the family: a record's game tag is read first
/// ([`crate::load::file_game`]), so an ACIS record reads as ACIS's (its `game` says which; the
/// viewer opens it in that game's window). Every problem is an error naming the file.
pub fn open(path: &Path) -> Result<(String, GameRecord), String> {
    let text = crate::load::read_text(path)?;
    let text = text.strip_prefix('\u{feff}').unwrap_or(&text);
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let parsed = if crate::load::file_game(text) == Some(crate::game_id::GameId::Acis) {
        ron::from_str::<record::AnyGameRecord>(text)
            .map(|r| r.0)
            .map_err(|e| format!("{}:{}: {}", e.span.start.line, e.span.start.col, e.code))
    } else {
        record::parse_record(text)
    };
    let record_err = match parsed {
        Ok(rec) => return Ok((name, rec)),
        Err(e) => e,
    };
    // A save of ACIS reads as ACIS's (its record says which game), any other as ACME's.
    let save = match crate::saves::game_of(path) {
        Some(crate::game_id::GameId::Acis) => {
            crate::saves::read_with_journal_as::<crate::games::acis::rules::Acis>(path)
                .map(|(save, _)| save)
        }
        _ => crate::saves::read_with_journal(path).map(|(save, _)| save),
    };
    match save {
        Ok(save) => Ok((save.title, save.record)),
        // A file that is neither: say both, so a broken record is not reported as a broken save.
        Err(save_err) => Err(format!(
            "{}: not a game record ({}) nor a save ({})",
            path.display(),
            record_err,
            save_err
                .to_string()
                .strip_prefix(&format!("{}: ", path.display()))
                .unwrap_or(&save_err.to_string())
        )),
    }
}

/// Read a Cradle record or save (an autosave's journal included) for the viewer: (title,
/// record). A file of another game is refused, naming its game and how to open it.
pub fn open_cradle(path: &Path) -> Result<(String, crate::games::cradle::CradleRecord), String> {
    use crate::game_id::GameId;
    let text = crate::load::read_text(path)?;
    let text = text.strip_prefix('\u{feff}').unwrap_or(&text);
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    if crate::load::kind_of(text) == crate::load::Kind::Save {
        let (save, _) = crate::saves::read_with_journal_game::<crate::games::cradle::Cradle>(path)
            .map_err(|e| e.to_string())?;
        return Ok((save.title, save.record));
    }
    let game = crate::load::file_game(text).unwrap_or_default();
    if game != GameId::Cradle {
        return Err(format!(
            "{}: a record of {}, not of Cradle (open it with `acme view FILE`)",
            path.display(),
            game.title()
        ));
    }
    let rec = ron::from_str(text).map_err(|e| {
        format!(
            "{}:{}:{}: {}",
            path.display(),
            e.span.start.line,
            e.span.start.col,
            e.code
        )
    })?;
    Ok((name, rec))
}
