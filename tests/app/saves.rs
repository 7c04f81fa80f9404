//! Saves: Continue restores the same pending decision and the same future draws; a corrupt or
//! newer file is refused with its path and never replaces a good save.

use acme::games::acme::RandomPlayer;
use acme::games::acme::record::{self, GameRecord, RECORD_VERSION, SetupSpec};
use acme::games::acme::setup::Layout;
use acme::saves::{self, SaveError, SaveFile};

fn tmpdir(tag: &str) -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("acme-saves-{}-{tag}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn played(n: usize) -> (acme::games::acme::Game, GameRecord) {
    let setup = SetupSpec::Basic {
        players: 3,
        layout: Layout::Printed,
        npc: vec![false; 3],
    };
    let (mut g, _) = record::start(
        acme::games::acme::data::builtin(),
        &setup,
        &Default::default(),
        21,
    )
    .unwrap();
    let mut rec = GameRecord {
        version: RECORD_VERSION,
        setup,
        options: Default::default(),
        seed: 21,
        actions: vec![],
        final_hash: None,
    };
    let mut p = RandomPlayer::new(1);
    for _ in 0..n {
        let a = p.choose(g.pending().unwrap());
        rec.actions.push(a);
        g.apply(a).unwrap();
    }
    (g, rec)
}

#[test]
fn save_then_continue_resumes_at_the_same_decision_with_the_same_next_draws() {
    let dir = tmpdir("resume");
    let (mut g, rec) = played(300);
    let path = dir.join("autosave.ron");
    saves::write(&path, &SaveFile::new("test", rec, &g)).unwrap();
    let (_, mut back) = saves::read(&path).unwrap();
    assert_eq!(back.pending(), g.pending());
    assert_eq!(back.state.deck.draw, g.state.deck.draw);
    // The same answers now lead to the same future, random draws included.
    let mut p1 = RandomPlayer::new(9);
    let mut p2 = RandomPlayer::new(9);
    for _ in 0..300 {
        let (Some(d1), Some(d2)) = (g.pending().cloned(), back.pending().cloned()) else {
            break;
        };
        g.apply(p1.choose(&d1)).unwrap();
        back.apply(p2.choose(&d2)).unwrap();
    }
    assert_eq!(g.hash(), back.hash());
}

#[test]
fn a_corrupt_save_is_reported_with_its_path_and_never_overwritten() {
    let dir = tmpdir("corrupt");
    let path = dir.join("game.ron");
    std::fs::write(&path, "(version: 1, title: \"x\", record: (broken").unwrap();
    let err = saves::read(&path).unwrap_err();
    assert!(matches!(err, SaveError::Corrupt { .. }), "{err}");
    assert!(err.to_string().contains(&path.display().to_string()));
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        "(version: 1, title: \"x\", record: (broken"
    );
}

#[test]
fn a_save_from_a_newer_version_is_refused_clearly() {
    let dir = tmpdir("newer");
    let (g, rec) = played(20);
    let mut s = SaveFile::new("t", rec, &g);
    s.version = saves::SAVE_VERSION + 1;
    let path = dir.join("new.ron");
    std::fs::write(&path, record::to_ron(&s)).unwrap();
    let err = saves::read(&path).unwrap_err();
    assert!(err.to_string().contains("newer version"), "{err}");
}

#[test]
fn a_failed_save_leaves_the_previous_good_save_in_place() {
    let dir = tmpdir("keep");
    let (g, rec) = played(50);
    let path = dir.join("slot.ron");
    saves::write(&path, &SaveFile::new("good", rec.clone(), &g)).unwrap();
    let good = std::fs::read_to_string(&path).unwrap();
    // Make the temporary file impossible to create: a directory in its place.
    std::fs::create_dir_all(path.with_extension("ron.tmp")).unwrap();
    assert!(saves::write(&path, &SaveFile::new("bad", rec, &g)).is_err());
    assert_eq!(std::fs::read_to_string(&path).unwrap(), good);
}

#[test]
fn settings_survive_a_round_trip_and_a_broken_file_gives_defaults_with_a_reason() {
    let dir = tmpdir("settings");
    let p = dir.join("settings.ron");
    let s = acme::settings::Settings {
        speed: acme::settings::Speed::Fast,
        confirmations: false,
        window: (1600, 900),
        tutorial_chapter: 3,
    };
    acme::settings::store(&p, &s).unwrap();
    assert_eq!(acme::settings::load(&p), (s, None));
    // A settings file from before the tutorial (no `tutorial_chapter`) still loads.
    std::fs::write(
        &p,
        "(speed: Fast, confirmations: false, window: (1600, 900))",
    )
    .unwrap();
    let (old, why) = acme::settings::load(&p);
    assert_eq!((old.tutorial_chapter, why), (0, None));
    std::fs::write(&p, "(speed: Warp)").unwrap();
    let (d, why) = acme::settings::load(&p);
    assert_eq!(d, acme::settings::Settings::default());
    assert!(why.unwrap().contains("settings.ron:1"));
}

/// The moment in a kept autosave's name and a proposed save name is the calendar date and time.
#[test]
fn a_save_name_stamp_is_the_utc_calendar_date_and_time() {
    let at = |s: u64| saves::stamp(std::time::UNIX_EPOCH + std::time::Duration::from_secs(s));
    assert_eq!(at(0), "1970-01-01 00:00 UTC");
    assert_eq!(at(951_782_400), "2000-02-29 00:00 UTC");
    assert_eq!(at(1_700_000_000), "2023-11-14 22:13 UTC");
    assert_eq!(at(1_798_761_599), "2026-12-31 23:59 UTC");
}
