//! saves lose nothing. The autosave journal (every decision as it is taken),
//! Continue after a crash, the durable save path, and a broken autosave kept aside.

use acme::games::acme::RandomPlayer;
use acme::games::acme::record::SetupSpec;
use acme::games::acme::session::NewGame;
use acme::games::acme::session::Session;
use acme::games::acme::setup::Layout;
use acme::saves::{self, Autosaver};

fn tmpdir(tag: &str) -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("acme-journal-{}-{tag}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn new_session(npc: Vec<bool>) -> Session {
    let new = NewGame {
        title: "Journal".into(),
        setup: SetupSpec::Basic {
            players: npc.len() as u8,
            layout: Layout::Printed,
            npc,
        },
        options: Default::default(),
        seed: 11,
    };
    Session::start(acme::games::acme::data::builtin(), &new).unwrap()
}

/// One decision at the table the way the window takes it: a human's answer or an NPC step,
/// then the journal hook (`Table::after`).
fn step(s: &mut Session, p: &mut RandomPlayer, saver: &mut Autosaver) {
    let acted = match s.npc_step() {
        Some(r) => r.unwrap(),
        None => {
            let a = p.choose(s.pending().unwrap());
            s.act(a).unwrap()
        }
    };
    saver.decision(&acted.action).unwrap();
}

/// A game killed in the middle of a turn (the session dropped without a clean exit or a final
/// save, after decisions taken since the last whole autosave) continues at the same decision with
/// the same state hash: the journal held every decision.
#[test]
fn continue_after_a_crash_resumes_at_the_same_decision_with_the_same_hash() {
    let dir = tmpdir("crash");
    let path = dir.join("autosave.ron");
    let mut s = new_session(vec![false, true, false]);
    let mut p = RandomPlayer::new(5);
    let mut saver = Autosaver::new();
    for _ in 0..30 {
        step(&mut s, &mut p, &mut saver);
    }
    // A phase boundary: the whole autosave, and a new journal after it.
    saver.save(&path, &s.save_file()).unwrap();
    for _ in 0..57 {
        step(&mut s, &mut p, &mut saver);
    }
    let (hash, actions, pending) = (s.game.hash(), s.record.actions.len(), s.pending().cloned());
    // The crash: nothing more is written, nothing is closed cleanly.
    std::mem::forget(saver);
    drop(s);

    let (save, game) = saves::read_with_journal(&path).unwrap();
    assert_eq!(save.record.actions.len(), actions);
    assert_eq!(game.hash(), hash);
    let back = Session::from_save(acme::games::acme::data::builtin(), &save).unwrap();
    assert_eq!(back.game.hash(), hash);
    assert_eq!(
        back.pending().cloned(),
        pending,
        "the same decision is pending"
    );
    // Without the journal the same save is 57 decisions behind: the journal is what kept them.
    let (old, _) = saves::read(&path).unwrap();
    assert_eq!(old.record.actions.len(), actions - 57);
}

/// A journal line cut short (the process died while writing it) ends the journal; a journal
/// left from another save is ignored.
#[test]
fn a_torn_or_stale_journal_is_not_replayed() {
    let dir = tmpdir("torn");
    let path = dir.join("autosave.ron");
    let mut s = new_session(vec![false, false]);
    let mut p = RandomPlayer::new(2);
    let mut saver = Autosaver::new();
    saver.save(&path, &s.save_file()).unwrap();
    for _ in 0..5 {
        step(&mut s, &mut p, &mut saver);
    }
    let journal = saves::journal_path(&path);
    let mut text = std::fs::read_to_string(&journal).unwrap();
    text.push_str("Area(7"); // torn
    std::fs::write(&journal, &text).unwrap();
    let (save, g) = saves::read_with_journal(&path).unwrap();
    assert_eq!(save.record.actions.len(), 5);
    assert_eq!(g.hash(), s.game.hash());
    // Stale: the save moved on without this journal.
    let mut other = new_session(vec![false, false]);
    let a = p.choose(other.pending().unwrap());
    other.act(a).unwrap();
    saves::write(&path, &other.save_file()).unwrap();
    let (save, _) = saves::read_with_journal(&path).unwrap();
    assert_eq!(save.record.actions.len(), 1);
}

/// Measured: a whole autosave of a late-game record against one journal line (the figure the
/// `saves::Autosaver` doc quotes). The journal must be the cheaper by far.
#[test]
fn a_journal_line_costs_less_than_a_whole_autosave() {
    let dir = tmpdir("cost");
    let path = dir.join("autosave.ron");
    let mut s = new_session(vec![false, false, false, false]);
    let mut p = RandomPlayer::new(9);
    let mut saver = Autosaver::new();
    for _ in 0..2500 {
        if s.pending().is_none() {
            break;
        }
        step(&mut s, &mut p, &mut saver);
    }
    let save = s.save_file();
    let t = std::time::Instant::now();
    for _ in 0..5 {
        saver.save(&path, &save).unwrap();
    }
    let whole = t.elapsed() / 5;
    let a = *s.record.actions.last().unwrap();
    let t = std::time::Instant::now();
    for _ in 0..200 {
        saver.decision(&a).unwrap();
    }
    let line = t.elapsed() / 200;
    eprintln!(
        "{} actions: whole autosave {whole:?}, journal line {line:?}",
        save.record.actions.len()
    );
    assert!(line * 10 < whole, "line {line:?}, whole {whole:?}");
}

/// The save path makes a save durable: the temporary file and the folder are fsynced, nothing
/// is left beside the save, and a save that cannot be written leaves the old one as it was.
#[test]
fn a_save_is_fsynced_renamed_and_its_folder_fsynced() {
    use std::sync::atomic::Ordering;
    let dir = tmpdir("fsync");
    let path = dir.join("autosave.ron");
    let s = new_session(vec![false, false]);
    let before = saves::SYNCS.load(Ordering::Relaxed);
    saves::write(&path, &s.save_file()).unwrap();
    assert!(
        saves::SYNCS.load(Ordering::Relaxed) >= before + 2,
        "the file and the folder are fsynced"
    );
    let names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names, vec!["autosave.ron".to_string()]);
    let good = std::fs::read(&path).unwrap();
    // The temporary file's place is taken by a folder: the write fails, the old save stays.
    std::fs::create_dir_all(path.with_extension("ron.tmp")).unwrap();
    assert!(saves::write(&path, &s.save_file()).is_err());
    assert_eq!(std::fs::read(&path).unwrap(), good);
}

/// New game never silently replaces an autosave that could not be loaded: it is kept as
/// `autosave.broken-<time>.ron`, with a sentence saying so.
#[test]
fn a_broken_autosave_is_kept_aside_before_a_new_game() {
    let dir = tmpdir("broken");
    let path = dir.join("autosave.ron");
    assert_eq!(saves::keep_broken(&path), None, "nothing to keep");
    std::fs::write(&path, "(version: 1, title: \"x\", record: (").unwrap();
    let said = saves::keep_broken(&path).expect("kept");
    assert!(said.contains("autosave.broken-"), "{said}");
    assert!(!path.exists());
    let kept: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with("autosave.broken-") && n.ends_with(".ron"))
        .collect();
    assert_eq!(kept.len(), 1);
    // A good autosave is left alone.
    let s = new_session(vec![false, false]);
    saves::write(&path, &s.save_file()).unwrap();
    assert_eq!(saves::keep_broken(&path), None);
    assert!(path.exists());
}
