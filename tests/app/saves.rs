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
        game: acme::game_id::GameId::Acme,
        rules_version: acme::game_id::ACME_RULES_VERSION,
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

/// A save written before files named their game and rules version, and before saves held their
/// state (by the program as it was then: `acme fuzz --mutate --write-sample-save`), loads as an
/// ACME game and replays to its hash.
#[test]
fn a_save_from_before_games_and_rules_versions_loads_as_acme() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/saves/before-versions.save.ron");
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(!text.contains("rules_version") && !text.contains("game:"));
    let (save, game) = saves::read(&path).unwrap();
    assert_eq!(save.record.game, acme::game_id::GameId::Acme);
    assert_eq!(save.record.rules_version, 0);
    assert!(save.state.is_none() && save.notice.is_none());
    assert_eq!(game.hash(), save.hash);
    let s =
        acme::games::acme::session::Session::from_save(acme::games::acme::data::builtin(), &save)
            .unwrap();
    assert!(s.notice.is_none());
    assert_eq!(s.pending(), game.pending());
}

/// After `n` or more random actions, at a question that starts its step (no answer given in the
/// step yet): the state a save holds is then the very state it goes on from.
fn played_to_a_step_start(n: usize) -> (acme::games::acme::Game, GameRecord) {
    (n..n + 200)
        .map(played)
        .find(|(g, _)| g.state.proc.as_ref().is_some_and(|f| f.answers.is_empty()))
        .expect("a question that starts its step")
}

/// An update never strands a player's game: when a save's actions no longer replay under today's
/// rules (here the record is tampered with, as a rule change would make an action do something
/// else or become illegal), the game goes on from the state the save holds, and the player is told
/// why, in the table's message and the log's first line.
#[test]
fn a_save_whose_moves_no_longer_replay_goes_on_from_the_state_it_holds() {
    let dir = tmpdir("held");
    let (g, rec) = played_to_a_step_start(120);
    /// What changed, and how the record is tampered with.
    type Tamper = (&'static str, fn(&mut GameRecord));
    let tampers: [Tamper; 2] = [
        ("an action that does something else", |r| {
            r.actions.pop();
        }),
        ("an action that became illegal", |r| {
            r.actions[30] = acme::games::acme::Action::Number(65_535);
        }),
    ];
    for (what, tamper) in tampers {
        let mut save = SaveFile::new("Hattusha", rec.clone(), &g);
        tamper(&mut save.record);
        let path = dir.join("held.ron");
        saves::write(&path, &save).unwrap();
        let (back, game) = saves::read(&path).unwrap_or_else(|e| panic!("{what}: {e}"));
        let notice = back.notice.clone().expect("the player is told");
        assert!(notice.starts_with(saves::CONTINUED_FROM_STATE), "{notice}");
        assert_eq!(game.hash(), g.hash(), "{what}: the state it was saved at");
        assert_eq!(game.pending(), g.pending(), "{what}");
        assert!(back.record.actions.is_empty());
        assert_eq!(back.record.rules_version, acme::game_id::ACME_RULES_VERSION);
        let mut s = acme::games::acme::session::Session::from_save(
            acme::games::acme::data::builtin(),
            &back,
        )
        .unwrap();
        assert_eq!(s.notice.as_deref(), Some(notice.as_str()));
        assert_eq!(s.log[0].text, notice);
        // It plays on, and its saves load again (now as a game that starts from that state).
        let mut p = RandomPlayer::new(4);
        for _ in 0..40 {
            let Some(d) = s.pending().cloned() else { break };
            s.act(p.choose(&d)).unwrap();
        }
        saves::write(&path, &s.save_file()).unwrap();
        let (again, g2) = saves::read(&path).unwrap();
        assert!(again.notice.is_none(), "{what}: the new save replays");
        assert_eq!(g2.hash(), s.game.hash());
    }
}

/// A save whose record does not replay and whose held state is not the saved game's (its hash
/// differs) is refused as before, naming the file.
#[test]
fn a_save_whose_held_state_is_not_the_saved_game_is_refused() {
    let dir = tmpdir("notheld");
    let (g, rec) = played(60);
    let mut save = SaveFile::new("t", rec, &g);
    save.hash ^= 1;
    let path = dir.join("bad.ron");
    std::fs::write(&path, record::to_ron(&save)).unwrap();
    let err = saves::read(&path).unwrap_err();
    assert!(matches!(err, SaveError::Replay { .. }), "{err}");
    assert!(err.to_string().contains("does not replay"), "{err}");
    assert!(
        err.to_string().contains(&path.display().to_string()),
        "{err}"
    );
}
