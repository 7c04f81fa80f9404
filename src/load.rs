//! Reading untrusted game files: records, positions, saves and scenario files, as players share
//! them and bug reports attach them. Every refusal names the file (and the line, where
//! there is one); nothing here panics on any input.
//!
//! * A file over [`MAX_FILE_BYTES`] is refused before it is read whole.
//! * A UTF-8 byte-order mark is skipped; bytes that are not UTF-8 are reported with their line.
//! * The parser is picked from the file's top-level fields ([`kind_of`]), so a wrong field in a
//!   position file is reported at its own line, not as "missing field `version`" of a record.
//! * Setups are checked (`rules::input_check`) with the file's text, so problems carry lines.

use std::io::Read;
use std::path::Path;

use crate::game_id::GameId;
use crate::games::acis::rules::Acis;
use crate::games::acis::whole_game::AcisRecord;
use crate::games::acme::Game;
use crate::games::acme::record::{self, GameRecord, RECORD_VERSION, SetupSpec};

/// The largest game file read (record, position, save or scenario): 16 MB. The longest game
/// record a random game makes is a few hundred kilobytes; a bigger file is refused with a message
/// before parsing.
pub const MAX_FILE_BYTES: u64 = 16 * 1024 * 1024;

/// Read a game file as text: size limit, byte-order mark, UTF-8 with the line of a bad byte.
pub fn read_text(path: &Path) -> Result<String, String> {
    let shown = path.display();
    let file = std::fs::File::open(path).map_err(|e| format!("{shown}: cannot read: {e}"))?;
    if let Ok(m) = file.metadata()
        && m.len() > MAX_FILE_BYTES
    {
        return Err(format!(
            "{shown}: {} bytes is over the limit of {} MB for a game file",
            m.len(),
            MAX_FILE_BYTES >> 20
        ));
    }
    let mut bytes = Vec::new();
    file.take(MAX_FILE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| format!("{shown}: cannot read: {e}"))?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(format!(
            "{shown}: over the limit of {} MB for a game file",
            MAX_FILE_BYTES >> 20
        ));
    }
    decode(&shown.to_string(), bytes)
}

/// Bytes to text: a UTF-8 byte-order mark is dropped; a byte that is not UTF-8 is reported with
/// its line and column.
pub fn decode(shown: &str, mut bytes: Vec<u8>) -> Result<String, String> {
    if bytes.starts_with(&[0xEF, 0xBB, 0xBF]) {
        bytes.drain(..3);
    }
    String::from_utf8(bytes).map_err(|e| {
        let good = &e.as_bytes()[..e.utf8_error().valid_up_to()];
        let line = good.iter().filter(|&&b| b == b'\n').count() + 1;
        let col = good.len() - good.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1) + 1;
        format!("{shown}:{line}:{col}: not UTF-8 text (a game file is UTF-8 RON)")
    })
}

/// What a file holds, from its top-level field names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A game record: `version`, `setup`, `actions`...
    Record,
    /// A position file: `config`, `flow`, `civs`, `order`...
    Position,
    /// A saved game: `title`, `record`, `hash`.
    Save,
    /// A scenario file: `id`, `title`, `kind`, `map`...
    Scenario,
    Unknown,
}

/// The field names at the top level of a RON struct (the first parenthesis), skipping strings,
/// chars and comments. Never recurses, so any nesting depth is fine.
pub fn top_fields(text: &str) -> Vec<&str> {
    top_level(text).into_iter().map(|(word, _)| word).collect()
}

/// The text of the top-level field `name`'s value, from its first character to the end of the
/// file ([`top_fields`]' scan).
fn top_field_value<'t>(text: &'t str, name: &str) -> Option<&'t str> {
    let (_, at) = top_level(text).into_iter().find(|&(w, _)| w == name)?;
    Some(text[at..].trim_start())
}

/// The top-level field names with the byte index just past each one's colon.
fn top_level(text: &str) -> Vec<(&str, usize)> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut depth = 0usize;
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'/' if b.get(i + 1) == Some(&b'/') => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
            }
            b'/' if b.get(i + 1) == Some(&b'*') => {
                i += 2;
                while i + 1 < b.len() && !(b[i] == b'*' && b[i + 1] == b'/') {
                    i += 1;
                }
                i += 1;
            }
            b'"' => {
                i += 1;
                while i < b.len() && b[i] != b'"' {
                    if b[i] == b'\\' {
                        i += 1;
                    }
                    i += 1;
                }
            }
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => depth = depth.saturating_sub(1),
            c if depth == 1 && (c.is_ascii_alphabetic() || c == b'_') => {
                let start = i;
                while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                    i += 1;
                }
                let word = &text[start..i];
                let mut j = i;
                while j < b.len() && b[j].is_ascii_whitespace() {
                    j += 1;
                }
                if b.get(j) == Some(&b':') && b.get(j + 1) != Some(&b':') {
                    out.push((word, j + 1));
                }
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    out
}

impl Kind {
    /// What the file is, as a sentence names it ("a game record").
    pub fn article(self) -> &'static str {
        match self {
            Kind::Record => "a game record",
            Kind::Position => "a position file",
            Kind::Save => "a saved game",
            Kind::Scenario => "a scenario file",
            Kind::Unknown => "a file",
        }
    }
}

/// What a file holds, by its top-level fields.
pub fn kind_of(text: &str) -> Kind {
    let f = top_fields(text);
    let has = |n: &str| f.contains(&n);
    if has("record") && (has("hash") || has("title")) {
        Kind::Save
    } else if has("setup") || has("actions") || has("final_hash") {
        Kind::Record
    } else if has("flow") || has("order") || has("config") || has("areas") {
        Kind::Position
    } else if has("id") || has("kind") || has("map") || has("period") {
        Kind::Scenario
    } else if has("version") || has("seed") {
        Kind::Record
    } else {
        Kind::Unknown
    }
}

fn ron_error(file: &str, e: ron::error::SpannedError) -> String {
    format!(
        "{file}:{}:{}: {}",
        e.span.start.line, e.span.start.col, e.code
    )
}

fn checked(file: &str, text: &str, rec: GameRecord) -> Result<GameRecord, String> {
    checked_under(&crate::games::acme::data::builtin(), file, text, rec)
}

/// A record's format version and setup checked against the phases' catalog `cat` (ACME's, or the
/// one made from ACIS's data).
fn checked_under(
    cat: &crate::games::acme::catalog::Catalog,
    file: &str,
    text: &str,
    rec: GameRecord,
) -> Result<GameRecord, String> {
    if rec.version > RECORD_VERSION {
        return Err(format!(
            "{file}: record version {} is newer than this program understands ({RECORD_VERSION})",
            rec.version
        ));
    }
    let errs = crate::games::acme::input_check::record(cat, &rec, file, text);
    if errs.is_empty() {
        Ok(rec)
    } else {
        Err(errs
            .iter()
            .map(|e| e.to_string())
            .collect::<Vec<_>>()
            .join("\n"))
    }
}

/// A record or a position file (played from its position with no actions), parsed by the
/// parser its top-level fields call for and checked before play. `file` names it in messages.
pub fn parse_game(file: &str, text: &str) -> Result<GameRecord, String> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let position = |text: &str| -> Result<GameRecord, String> {
        // ACME's reader: a position of another game is refused with the line of its tag.
        let p = record::parse_position(text).map_err(|e| format!("{file}:{e}"))?;
        Ok(GameRecord {
            version: RECORD_VERSION,
            game: p.game,
            rules_version: p.rules_version,
            // A position carries its own options and seed.
            options: p.options.clone(),
            seed: p.seed,
            setup: SetupSpec::Position(Box::new(p)),
            actions: vec![],
            final_hash: None,
        })
    };
    let rec = match kind_of(text) {
        Kind::Record => ron::from_str(text).map_err(|e| ron_error(file, e))?,
        Kind::Position => position(text)?,
        Kind::Save => {
            return Err(format!(
                "{file}: a saved game, not a record (load it with `acme play --load {file}`)"
            ));
        }
        Kind::Scenario => {
            return Err(format!(
                "{file}: a scenario file, not a record (start it with `acme play --scenario ID`)"
            ));
        }
        Kind::Unknown => match ron::from_str::<GameRecord>(text) {
            Ok(r) => r,
            Err(e) => {
                return Err(format!(
                    "{} (neither a game record nor a position file)",
                    ron_error(file, e)
                ));
            }
        },
    };
    checked(file, text, rec)
}

/// Read, parse, check and replay a record or position file (what `acme replay` does).
pub fn replay_file(path: &Path) -> Result<(GameRecord, Game), String> {
    let text = read_text(path)?;
    replay_text(&path.display().to_string(), &text)
}

/// [`replay_file`] on text already read.
pub fn replay_text(file: &str, text: &str) -> Result<(GameRecord, Game), String> {
    let rec = parse_game(file, text)?;
    // The engine's replay, its hash checked (a differing hash is an error like any refusal).
    let game =
        crate::engine::record::replay_checked::<Game>(crate::games::acme::data::builtin(), &rec)
            .map_err(|e| format!("{file}: {e}{}", other_rules(&rec)))?;
    Ok((rec, game))
}

/// A record replayed to its end, of whichever game it names.
pub enum Replayed {
    Acme(GameRecord, Game),
    /// An ACIS record (`game: "acis"`), as `acme fuzz --game acis --record-failures` writes.
    Acis(GameRecord, Game<Acis>),
    /// A Cradle record (`game: "cradle"`): a save of its table, or a headless game's record.
    Cradle(
        crate::games::cradle::CradleRecord,
        crate::games::cradle::Cradle,
    ),
}

/// [`replay_file`] for a record of any game this program replays: an ACIS record
/// (`game: "acis"`) replays under ACIS's rules; every other file as [`replay_file`] reads it.
pub fn replay_any_file(path: &Path) -> Result<Replayed, String> {
    let text = read_text(path)?;
    replay_any_text(&path.display().to_string(), &text)
}

/// [`replay_any_file`] on text already read. The file's game tag is read first ([`file_game`]):
/// a record saying `game: "acis"` is read whole as ACIS's ([`record::AnyGameRecord`]), another file
/// of ACIS's is refused naming it, and every other file goes to ACME's reader whole, so its
/// refusals are ACME's, word for word.
pub fn replay_any_text(file: &str, text: &str) -> Result<Replayed, String> {
    let bare = text.strip_prefix('\u{feff}').unwrap_or(text);
    if file_game(bare) == Some(GameId::Cradle) {
        return cradle_record(file, bare).map(|(rec, game)| Replayed::Cradle(rec, game));
    }
    if file_game(bare) == Some(GameId::Acis) {
        return match kind_of(bare) {
            Kind::Record => {
                let record::AnyGameRecord(rec) =
                    ron::from_str(bare).map_err(|e| ron_error(file, e))?;
                acis_record(file, bare, rec).map(|(rec, game)| Replayed::Acis(rec, game))
            }
            kind => Err(format!(
                "{file}: {} of ACIS: of ACIS's files, only its game records are read (by `acme \
                 replay`)",
                kind.article()
            )),
        };
    }
    replay_text(file, text).map(|(rec, game)| Replayed::Acme(rec, game))
}

/// The game the file at `path` names (a save's record, a position's or a record's `game` field),
/// when it can be read and names one this program knows.
pub fn path_game(path: &Path) -> Option<GameId> {
    let text = read_text(path).ok()?;
    crate::saves::game_of(path).or_else(|| file_game(text.trim_start_matches('\u{feff}')))
}

/// The game a file names in its top-level `game` field (its envelope, read before the rest: a
/// record's, a position's or a scenario's), when it names one this program knows; `None` for a
/// file that names none (ACME's, from before games were named), an unknown one, or text that is
/// no file of the family (the reader of the whole file then says why).
pub fn file_game(text: &str) -> Option<GameId> {
    let value = top_field_value(text, "game")?;
    let name = value.strip_prefix('"')?.split('"').next()?;
    name.parse().ok()
}

/// Check and replay an ACIS record: ACIS's basic setups only, then its format version and
/// options (ACME's checks: ACIS reads the same ones), then every answer under ACIS's rules and the
/// final hash.
fn acis_record(
    file: &str,
    text: &str,
    rec: GameRecord,
) -> Result<(GameRecord, Game<Acis>), String> {
    if let Some(why) = crate::games::acis::whole_game::unplayable_setup(&rec.setup) {
        return Err(format!("{file}: {why}"));
    }
    let cat = crate::games::acis::system::builtin();
    let rec = checked_under(&cat, file, text, rec)?;
    let acis = AcisRecord(rec);
    let game = crate::engine::record::replay_checked::<Game<Acis>>(cat, &acis)
        .map_err(|e| format!("{file}: {e}{}", other_rules(&acis.0)))?;
    Ok((acis.0, game))
}

/// Read and replay a Cradle record, its hash checked (its own record file: `CradleRecord`).
fn cradle_record(
    file: &str,
    text: &str,
) -> Result<
    (
        crate::games::cradle::CradleRecord,
        crate::games::cradle::Cradle,
    ),
    String,
> {
    use crate::engine::record::Record as _;
    let rec: crate::games::cradle::CradleRecord =
        ron::from_str(text).map_err(|e| ron_error(file, e))?;
    let today = GameId::Cradle.rules_version();
    let rules = if rec.rules_version() == today {
        String::new()
    } else {
        format!(
            " (the record was written under version {} of the cradle rules; this program plays \
             version {today})",
            rec.rules_version()
        )
    };
    let game = crate::engine::record::replay_checked::<crate::games::cradle::Cradle>(
        crate::games::cradle::data::builtin(),
        &rec,
    )
    .map_err(|e| format!("{file}: {e}{rules}"))?;
    Ok((rec, game))
}

/// Why a record may not replay: it was written under other rules (empty when it names today's,
/// or none: a file from before rules versions were written).
fn other_rules(rec: &GameRecord) -> String {
    let today = rec.game.rules_version();
    if rec.rules_version == 0 || rec.rules_version == today {
        return String::new();
    }
    format!(
        " (the record was written under version {} of the {} rules; this program plays version \
         {today})",
        rec.rules_version, rec.game
    )
}

/// A scenario file's text, parsed, checked, and set up with every civilization an NPC (what
/// `acme simulate --scenario` starts from): the game at its first decision.
pub fn scenario_text(file: &str, text: &str) -> Result<Game, String> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let cat = crate::games::acme::data::builtin();
    let def = crate::games::acme::scenario::parse_and_check(&cat, file, text).map_err(|errs| {
        errs.iter()
            .map(|e| e.to_string())
            .collect::<Vec<_>>()
            .join("\n")
    })?;
    let setup = SetupSpec::Scenario(Box::new(crate::games::acme::scenario::ScenarioSetup {
        name: def.id.clone(),
        def,
        choice: Default::default(),
    }));
    let (game, _) =
        record::start(cat, &setup, &Default::default(), 1).map_err(|e| format!("{file}: {e}"))?;
    Ok(game)
}

/// A scenario file from disk (see [`scenario_text`]).
pub fn scenario_file(path: &Path) -> Result<Game, String> {
    let text = read_text(path)?;
    scenario_text(&path.display().to_string(), &text)
}
