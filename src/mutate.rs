//! The bad-input fuzzer (`acme fuzz --mutate`): the shipped records, positions,
//! scenario files and a save, mutated (truncation, byte flips, out-of-range numbers, swapped
//! names, duplicated and dropped entries, huge counts, deep nesting) and fed to the loaders the
//! game uses (`load::replay_text` as `acme replay` does, `saves::read_text` then
//! `Session::from_save` as Continue / Load do, `load::scenario_text`). ACIS's files too: a record
//! of an ACIS game (`load::replay_any_text`, as `acme replay` reads it) and each of ACIS's data
//! files (`assets/data/acis`, the others as shipped: its catalog, the phases' catalog made from
//! it, and a basic game set up from both). Cradle's too: a record of a Cradle game (as `acme
//! replay` reads it; a Cradle save is the same file) and each of its data files
//! (`assets/data/cradle`, the others as shipped: its catalog, and a basic game set up from it).
//! Each input must be refused with a message naming the file, or load and play on ([`PLAY_ON`]
//! random legal actions); a panic (or a legal option refused) or an input slower than [`SLOW`]
//! is a failure.

use std::time::{Duration, Instant};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// An input that takes longer than this to load counts as a hang.
pub const SLOW: Duration = Duration::from_secs(5);

/// What a seed file is, and so which loader reads it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Target {
    /// `acme replay` (a record or a position file).
    Replay,
    /// Continue / Load (`saves::read_text`, then the table's session).
    Save,
    /// A scenario file (`load::scenario_text`).
    Scenario,
    /// A record of an ACIS game (`load::replay_any_text`, `acme replay`'s reader).
    AcisRecord,
    /// One of ACIS's data files, by its name in `assets/data/acis` (`Sources::FILES`); the
    /// others as shipped.
    AcisData(&'static str),
    /// A record of a Cradle game (`load::replay_any_text`, `acme replay`'s reader).
    CradleRecord,
    /// A Cradle save (the family's save file over Cradle's record), opened as the table opens it
    /// (`saves::read_text_game`, then `Session::from_save`).
    CradleSave,
    /// One of Cradle's data files, by its name in `assets/data/cradle` (its `Sources::FILES`);
    /// the others as shipped.
    CradleData(&'static str),
}

/// A file to mutate: (name, text, loader).
pub struct Seed {
    pub name: String,
    pub text: String,
    pub target: Target,
}

/// The shipped inputs: the example record and positions, every shipped scenario file, and a save
/// of a short random game (made here, so it always matches the current program).
pub fn seeds() -> Vec<Seed> {
    let mut out = vec![
        Seed {
            name: "docs/examples/basic-2p-opening.record.ron".into(),
            text: include_str!("../docs/examples/basic-2p-opening.record.ron").into(),
            target: Target::Replay,
        },
        Seed {
            name: "docs/examples/pb-example-start.position.ron".into(),
            text: include_str!("../docs/examples/pb-example-start.position.ron").into(),
            target: Target::Replay,
        },
        Seed {
            name: "docs/positions/closeup-hattusha.position.ron".into(),
            text: include_str!("../docs/positions/closeup-hattusha.position.ron").into(),
            target: Target::Replay,
        },
    ];
    for (id, text) in crate::games::acme::scenario::shipped::FILES {
        out.push(Seed {
            name: format!("assets/scenarios/{id}.ron"),
            text: text.to_string(),
            target: Target::Scenario,
        });
    }
    out.push(Seed {
        name: "autosave.ron".into(),
        text: sample_save(40),
        target: Target::Save,
    });
    out.push(Seed {
        name: "fail-acis-3-3p.ron".into(),
        text: acis_sample_record(60),
        target: Target::AcisRecord,
    });
    let shipped = crate::games::acis::data::builtin_sources();
    for (file, (_, text)) in acis_files(&shipped) {
        out.push(Seed {
            name: format!("{}/{file}", crate::games::acis::data::DIR),
            text: text.clone(),
            target: Target::AcisData(file),
        });
    }
    out.push(Seed {
        name: "cradle-3-4p.record.ron".into(),
        text: cradle_sample_record(60),
        target: Target::CradleRecord,
    });
    out.push(Seed {
        name: "cradle.save.ron".into(),
        text: cradle_sample_save(60),
        target: Target::CradleSave,
    });
    let mut shipped = crate::games::cradle::data::builtin_sources();
    for (file, (_, text)) in cradle_files(&mut shipped) {
        out.push(Seed {
            name: format!("{}/{file}", crate::games::cradle::data::DIR),
            text: text.clone(),
            target: Target::CradleData(file),
        });
    }
    out
}

/// Cradle's data files by name (its `Sources::FILES`), with their (name, text) to read or
/// replace.
fn cradle_files(
    src: &mut crate::games::cradle::data::Sources,
) -> [(&'static str, &mut (String, String)); 4] {
    let [m, c, t, r] = crate::games::cradle::data::Sources::FILES;
    [
        (m, &mut src.map),
        (c, &mut src.civilizations),
        (t, &mut src.tables),
        (r, &mut src.readings),
    ]
}

/// The text of a Cradle record (as `acme simulate --game cradle --record` writes one, and as
/// the table saves a game): a basic 4-player game of random seats, its first `actions` answers,
/// with the hash they reach.
pub fn cradle_sample_record(actions: usize) -> String {
    use crate::engine::record::{Record, replay};
    use crate::games::cradle::Cradle;
    let mut rec = crate::games::cradle::sim::play(4, 3)
        .expect("a basic Cradle game plays")
        .record;
    rec.actions.truncate(actions);
    let game = replay::<Cradle>(crate::games::cradle::data::builtin(), &rec)
        .expect("its first answers replay");
    rec.set_final_hash(Some(crate::engine::Game::hash(&game)));
    ron::ser::to_string_pretty(&rec, ron::ser::PrettyConfig::default())
        .expect("a record serializes")
}

/// The text of a Cradle save as the table writes one (`saves::write`): the record of
/// [`cradle_sample_record`], its hash and the state it stood at.
pub fn cradle_sample_save(actions: usize) -> String {
    use crate::engine::record::replay;
    use crate::games::cradle::{Cradle, CradleRecord};
    let rec: CradleRecord =
        ron::from_str(&cradle_sample_record(actions)).expect("the sample record reads");
    let game =
        replay::<Cradle>(crate::games::cradle::data::builtin(), &rec).expect("its answers replay");
    crate::saves::text_of(&crate::saves::SaveFile::of(
        "Cradle of Civilization, 4 players",
        rec,
        &game,
    ))
}

/// Cradle's data files with `file`'s text replaced by `text`, named `name`: its catalog
/// checked, and a basic 4-player game set up from it.
fn cradle_data(file: &str, name: &str, text: &str) -> Result<crate::games::cradle::Cradle, String> {
    use crate::games::cradle::data;
    let mut src = data::builtin_sources();
    let Some((_, slot)) = cradle_files(&mut src).into_iter().find(|(f, _)| *f == file) else {
        return Err(format!("{name}: not one of Cradle's data files"));
    };
    *slot = (name.to_string(), text.to_string());
    let cat = data::load(&src).map_err(|errs| {
        errs.iter()
            .map(|e| e.to_string())
            .collect::<Vec<_>>()
            .join("\n")
    })?;
    crate::games::cradle::Cradle::new(
        std::sync::Arc::new(cat),
        crate::games::cradle::Setup::headless(4),
        1,
    )
    .map(|(g, _)| g)
    .map_err(|e| format!("{name}: {e}"))
}

/// ACIS's data files by name (`Sources::FILES`), with their (name, text).
fn acis_files(
    src: &crate::games::acis::catalog::Sources,
) -> [(&'static str, &(String, String)); 7] {
    let [m, f, w, c, s, e, r] = crate::games::acis::catalog::Sources::FILES;
    [
        (m, &src.map),
        (f, &src.fate_cards),
        (w, &src.wonders),
        (c, &src.civilizations),
        (s, &src.setups),
        (e, &src.epoch_table),
        (r, &src.rules_text),
    ]
}

/// The text of an ACIS record (as `acme fuzz --game acis --record-failures` writes one): a basic
/// 3-player game's first `actions` random legal answers, with the hash they reach.
pub fn acis_sample_record(actions: usize) -> String {
    use crate::engine::record::{Record, replay};
    use crate::games::acis::rules::Acis;
    use crate::games::acis::whole_game::AcisRecord;
    let done = crate::games::acis::fuzz::fuzz_game(3, 3, 4).expect("a basic ACIS game plays");
    let mut rec = AcisRecord(done.record);
    rec.0.actions.truncate(actions);
    let game =
        replay::<crate::games::acme::Game<Acis>>(crate::games::acis::system::builtin(), &rec)
            .expect("its first answers replay");
    rec.set_final_hash(Some(crate::engine::Game::hash(&game)));
    crate::games::acme::record::to_ron(&rec.0)
}

/// ACIS's data files with `file`'s text replaced by `text`, named `name`: its catalog checked,
/// the phases' catalog made from it, and a basic 3-player game set up under both.
fn acis_data(
    file: &str,
    name: &str,
    text: &str,
) -> Result<crate::games::acme::Game<crate::games::acis::rules::Acis>, String> {
    use crate::games::acis::catalog::{Catalog, Sources};
    let mut src: Sources = crate::games::acis::data::builtin_sources();
    let [m, f, w, c, s, e, r] = Sources::FILES;
    let slot = match file {
        x if x == m => &mut src.map,
        x if x == f => &mut src.fate_cards,
        x if x == w => &mut src.wonders,
        x if x == c => &mut src.civilizations,
        x if x == s => &mut src.setups,
        x if x == e => &mut src.epoch_table,
        x if x == r => &mut src.rules_text,
        _ => return Err(format!("{name}: not one of ACIS's data files")),
    };
    *slot = (name.to_string(), text.to_string());
    let content = Catalog::from_sources(&src).map_err(|errs| {
        errs.iter()
            .map(|e| e.to_string())
            .collect::<Vec<_>>()
            .join("\n")
    })?;
    let cat = std::sync::Arc::new(crate::games::acis::system::catalog(&content));
    let st = crate::games::acis::setup::basic_state(
        &content,
        &cat,
        3,
        &[false; 3],
        Default::default(),
        1,
    )
    .map_err(|e| format!("{name}: {e}"))?;
    Ok(crate::games::acme::Game::<crate::games::acis::rules::Acis>::under(cat, st).0)
}

/// The text of a save of a basic 2-player game after `actions` random legal actions.
pub fn sample_save(actions: usize) -> String {
    let cat = crate::games::acme::data::builtin();
    let new = crate::games::acme::session::NewGame {
        title: "Fuzz".into(),
        setup: crate::games::acme::record::SetupSpec::Basic {
            players: 2,
            layout: crate::games::acme::setup::Layout::Printed,
            npc: vec![false, true],
        },
        options: Default::default(),
        seed: 3,
    };
    let mut s =
        crate::games::acme::session::Session::start(cat, &new).expect("the basic setup starts");
    let mut player = crate::games::acme::RandomPlayer::new(3);
    for _ in 0..actions {
        let Some(d) = s.pending() else { break };
        let a = player.choose(d);
        s.act(a).expect("a legal option");
    }
    let save = s.save_file();
    format!(
        "// ACME Digital saved game. Do not edit: it is replayed on load.\n{}\n",
        crate::games::acme::record::to_ron(&save)
    )
}

const NUMBERS: &[&str] = &[
    "0",
    "1",
    "7",
    "8",
    "9",
    "38",
    "99",
    "103",
    "104",
    "111",
    "127",
    "128",
    "255",
    "256",
    "65535",
    "65536",
    "4294967295",
    "4294967296",
    "18446744073709551615",
    "18446744073709551616",
    "-1",
    "1e9",
];

const NAMES: &[&str] = &[
    "Hittite",
    "Egypt",
    "Barbarians",
    "Babylon",
    "Nowhere",
    "",
    "Red Sea",
    "Thebes",
    "Hattusha",
    "Full",
    "Ṡ̷̛uṁe̵r",
    "acis",
];

/// One mutation of `text`, chosen by `rng`; returns the new text and its name.
pub fn mutate(text: &str, rng: &mut ChaCha8Rng) -> (Vec<u8>, &'static str) {
    let b = text.as_bytes();
    let at = |rng: &mut ChaCha8Rng| rng.random_range(0..=b.len());
    let lines: Vec<&str> = text.split_inclusive('\n').collect();
    let tokens = |pred: fn(u8) -> bool| -> Vec<(usize, usize)> {
        let mut v = Vec::new();
        let mut i = 0;
        while i < b.len() {
            if pred(b[i]) && (i == 0 || !b[i - 1].is_ascii_alphanumeric()) {
                let s = i;
                while i < b.len() && pred(b[i]) {
                    i += 1;
                }
                v.push((s, i));
            }
            i += 1;
        }
        v
    };
    let splice = |s: usize, e: usize, with: &str| {
        let mut o = b[..s].to_vec();
        o.extend_from_slice(with.as_bytes());
        o.extend_from_slice(&b[e..]);
        o
    };
    match rng.random_range(0..10u8) {
        0 => (b[..at(rng)].to_vec(), "truncation"),
        1 => {
            let mut o = b.to_vec();
            for _ in 0..rng.random_range(1..=4) {
                if !o.is_empty() {
                    let i = rng.random_range(0..o.len());
                    o[i] = rng.random();
                }
            }
            (o, "byte flips")
        }
        2 | 3 => {
            let nums = tokens(|c| c.is_ascii_digit());
            if nums.is_empty() {
                return (b.to_vec(), "no number");
            }
            let (s, e) = nums[rng.random_range(0..nums.len())];
            let n = NUMBERS[rng.random_range(0..NUMBERS.len())];
            (splice(s, e, n), "out-of-range number")
        }
        4 => {
            let quoted: Vec<(usize, usize)> = {
                let mut v = Vec::new();
                let mut i = 0;
                while i < b.len() {
                    if b[i] == b'"' {
                        let s = i;
                        i += 1;
                        while i < b.len() && b[i] != b'"' {
                            i += 1;
                        }
                        v.push((s, (i + 1).min(b.len())));
                    }
                    i += 1;
                }
                v
            };
            if quoted.is_empty() {
                return (b.to_vec(), "no name");
            }
            let (s, e) = quoted[rng.random_range(0..quoted.len())];
            let with = if rng.random_bool(0.5) {
                let (s2, e2) = quoted[rng.random_range(0..quoted.len())];
                text[s2..e2].to_string()
            } else {
                format!("\"{}\"", NAMES[rng.random_range(0..NAMES.len())])
            };
            (splice(s, e, &with), "swapped name")
        }
        5 => {
            if lines.is_empty() {
                return (b.to_vec(), "no line");
            }
            let i = rng.random_range(0..lines.len());
            let n = if rng.random_bool(0.2) { 50 } else { 1 };
            let mut o = String::new();
            for (k, l) in lines.iter().enumerate() {
                o.push_str(l);
                if k == i {
                    for _ in 0..n {
                        o.push_str(l);
                    }
                }
            }
            (o.into_bytes(), "duplicated entry")
        }
        6 => {
            if lines.is_empty() {
                return (b.to_vec(), "no line");
            }
            let i = rng.random_range(0..lines.len());
            let o: String = lines
                .iter()
                .enumerate()
                .filter(|(k, _)| *k != i)
                .map(|(_, l)| *l)
                .collect();
            (o.into_bytes(), "dropped entry")
        }
        7 => {
            // Deep nesting: an opening run at a random place (a parser must refuse it without
            // recursing itself to death).
            let depth = rng.random_range(100..20_000);
            let (open, close) = match rng.random_range(0..3) {
                0 => ("[", "]"),
                1 => ("(", ")"),
                _ => ("Some(", ")"),
            };
            let i = at(rng);
            let mut o = b[..i].to_vec();
            o.extend(open.repeat(depth).bytes());
            if rng.random_bool(0.5) {
                o.extend(close.repeat(depth).bytes());
            }
            o.extend_from_slice(&b[i..]);
            (o, "deep nesting")
        }
        8 => {
            // A list grown huge: a run of the same entry (a long `actions` list, a hand of 500).
            let i = at(rng);
            let entry = ["Done, ", "1, ", "(\"Egypt\", 4), ", "Area(78), ", "255, "]
                [rng.random_range(0..5)];
            let mut o = b[..i].to_vec();
            o.extend(entry.repeat(rng.random_range(10..3000)).bytes());
            o.extend_from_slice(&b[i..]);
            (o, "huge count")
        }
        _ => {
            if lines.len() < 2 {
                return (b.to_vec(), "no line");
            }
            let i = rng.random_range(0..lines.len());
            let j = rng.random_range(0..lines.len());
            let mut l = lines.clone();
            l.swap(i, j);
            (l.concat().into_bytes(), "swapped lines")
        }
    }
}

/// What one input did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// Loaded and played to its end or its pending decision.
    Played,
    /// Refused with this message (which names the file).
    Refused(String),
    /// Refused with a message that does not name the file.
    Unnamed(String),
    /// The loader panicked.
    Panic(String),
}

/// How many random legal actions are played after an input loads: a position that passes the
/// checks must also play on (the repeated Turn Order name of an old bad file only failed in the
/// Reckoning).
pub const PLAY_ON: usize = 100;

/// A game a loader gave, of any game.
enum Loaded {
    Acme(crate::games::acme::Game),
    Acis(crate::games::acme::Game<crate::games::acis::rules::Acis>),
    Cradle(crate::games::cradle::Cradle),
}

impl From<crate::load::Replayed> for Loaded {
    fn from(r: crate::load::Replayed) -> Loaded {
        match r {
            crate::load::Replayed::Acme(_, g) => Loaded::Acme(g),
            crate::load::Replayed::Acis(_, g) => Loaded::Acis(g),
            crate::load::Replayed::Cradle(_, g) => Loaded::Cradle(g),
        }
    }
}

/// Feed `bytes`, named `name`, to the loader of `target`, then play [`PLAY_ON`] random legal
/// actions from what it loaded; panics are caught and reported.
pub fn load(name: &str, bytes: Vec<u8>, target: Target) -> Outcome {
    let run = || -> Result<Loaded, String> {
        let text = crate::load::decode(name, bytes)?;
        let acme = Loaded::Acme;
        match target {
            Target::Replay => crate::load::replay_text(name, &text).map(|(_, g)| acme(g)),
            Target::Scenario => crate::load::scenario_text(name, &text).map(acme),
            Target::Save => {
                let (save, _) = crate::saves::read_text(name, &text).map_err(|e| e.to_string())?;
                crate::games::acme::session::Session::from_save(
                    crate::games::acme::data::builtin(),
                    &save,
                )
                .map(|s| acme(s.game))
                .map_err(|e| format!("{name}: {e}"))
            }
            Target::AcisRecord | Target::CradleRecord => {
                crate::load::replay_any_text(name, &text).map(Loaded::from)
            }
            Target::AcisData(file) => acis_data(file, name, &text).map(Loaded::Acis),
            Target::CradleSave => {
                let (save, _) =
                    crate::saves::read_text_game::<crate::games::cradle::Cradle>(name, &text)
                        .map_err(|e| e.to_string())?;
                crate::games::cradle::session::Session::from_save(
                    crate::games::cradle::data::builtin(),
                    &save,
                )
                .map(|s| Loaded::Cradle(s.game))
                .map_err(|e| format!("{name}: {e}"))
            }
            Target::CradleData(file) => cradle_data(file, name, &text).map(Loaded::Cradle),
        }
    };
    let panic_text = |p: Box<dyn std::any::Any + Send>| {
        p.downcast_ref::<String>()
            .cloned()
            .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_else(|| "panic".into())
    };
    let mut game = match std::panic::catch_unwind(std::panic::AssertUnwindSafe(run)) {
        Ok(Ok(g)) => g,
        Ok(Err(e)) if names_a_file(&e, name, target) => return Outcome::Refused(e),
        Ok(Err(e)) => return Outcome::Unnamed(e),
        Err(p) => return Outcome::Panic(panic_text(p)),
    };
    let played = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| match &mut game {
        Loaded::Acme(g) => play_on(g, name.len() as u64),
        Loaded::Acis(g) => play_on(g, name.len() as u64),
        Loaded::Cradle(g) => cradle_play_on(g, name.len() as u64),
    }));
    match played {
        Ok(Ok(())) => Outcome::Played,
        Ok(Err(e)) => Outcome::Panic(format!("after loading: {e}")),
        Err(p) => Outcome::Panic(format!("while playing on: {}", panic_text(p))),
    }
}

/// Play [`PLAY_ON`] random legal actions (seeded) from a loaded game; a legal option refused is
/// an error.
pub fn play_on<R: crate::games::acme::WholeGame>(
    game: &mut crate::games::acme::Game<R>,
    seed: u64,
) -> Result<(), String> {
    let mut player = crate::games::acme::RandomPlayer::new(seed);
    crate::engine::drive::play_on(game, PLAY_ON, |d| player.choose(d)).map(|_| ())
}

/// [`play_on`] for a Cradle game: [`PLAY_ON`] random legal answers (seeded).
pub fn cradle_play_on(game: &mut crate::games::cradle::Cradle, seed: u64) -> Result<(), String> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    crate::engine::drive::play_on(game, PLAY_ON, |d| {
        crate::games::cradle::fuzz::random_answer(&mut rng, d)
    })
    .map(|_| ())
}

/// Whether a refusal names its file. A data file is checked with the others of its game, so a
/// change to one may be reported in another (an area renamed in the map is unknown to the
/// cards): every line must then begin with one of the game's file names.
fn names_a_file(message: &str, name: &str, target: Target) -> bool {
    match target {
        Target::AcisData(_) => message.lines().all(|l| {
            l.starts_with(name)
                || crate::games::acis::catalog::Sources::FILES
                    .iter()
                    .any(|f| l.starts_with(&format!("{}/{f}", crate::games::acis::data::DIR)))
        }),
        Target::CradleData(_) => message.lines().all(|l| {
            l.starts_with(name)
                || crate::games::cradle::data::Sources::FILES
                    .iter()
                    .any(|f| l.starts_with(&format!("{}/{f}", crate::games::cradle::data::DIR)))
        }),
        _ => message.contains(name),
    }
}

/// A failing input: which mutation of which seed, what happened, and the bytes.
pub struct Failure {
    pub iteration: u64,
    pub seed_file: String,
    pub mutation: &'static str,
    pub problem: String,
    pub bytes: Vec<u8>,
    pub target: Target,
}

#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Totals {
    pub iterations: u64,
    pub played: u64,
    pub refused: u64,
    pub panics: u64,
    pub hangs: u64,
    pub unnamed: u64,
    /// The slowest input, in milliseconds.
    pub slowest_ms: u64,
}

/// Run `iterations` mutated inputs from `seed`; `on_failure` hears each failure. Panics are
/// caught with a quiet hook (restored afterwards), so a long run does not flood the output.
pub fn run(iterations: u64, seed: u64, on_failure: impl FnMut(&Failure)) -> Totals {
    run_with(iterations, seed, None, on_failure)
}

/// [`run`], writing each input to `in_progress` before it is loaded when given: an abort that
/// cannot be caught (a stack overflow) leaves the input that caused it there.
pub fn run_with(
    iterations: u64,
    seed: u64,
    in_progress: Option<&std::path::Path>,
    mut on_failure: impl FnMut(&Failure),
) -> Totals {
    let seeds = seeds();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut t = Totals::default();
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    for i in 0..iterations {
        let s = &seeds[rng.random_range(0..seeds.len())];
        // Sometimes two mutations on top of each other.
        let (mut bytes, mut what) = mutate(&s.text, &mut rng);
        if rng.random_bool(0.25) {
            let text = String::from_utf8_lossy(&bytes).into_owned();
            (bytes, what) = mutate(&text, &mut rng);
        }
        // The file's name carries the iteration, so a refusal that names it is told apart from
        // one that only repeats a name in the text.
        let name = format!("fuzz-{i}-{}", s.name.rsplit('/').next().unwrap_or("input"));
        if let Some(p) = in_progress {
            let _ = std::fs::write(p, &bytes);
        }
        let start = Instant::now();
        let outcome = load(&name, bytes.clone(), s.target);
        let took = start.elapsed();
        t.iterations += 1;
        t.slowest_ms = t.slowest_ms.max(took.as_millis() as u64);
        let problem = match &outcome {
            Outcome::Played => {
                t.played += 1;
                None
            }
            Outcome::Refused(_) => {
                t.refused += 1;
                None
            }
            Outcome::Unnamed(e) => {
                t.unnamed += 1;
                Some(format!("refused without naming the file: {e}"))
            }
            Outcome::Panic(p) => {
                t.panics += 1;
                Some(format!("panic: {p}"))
            }
        };
        let problem = if took > SLOW {
            t.hangs += 1;
            Some(format!(
                "took {:.1} s{}",
                took.as_secs_f64(),
                problem.map(|p| format!("; {p}")).unwrap_or_default()
            ))
        } else {
            problem
        };
        if let Some(problem) = problem {
            on_failure(&Failure {
                iteration: i,
                seed_file: s.name.clone(),
                mutation: what,
                problem,
                bytes,
                target: s.target,
            });
        }
    }
    std::panic::set_hook(hook);
    t
}
