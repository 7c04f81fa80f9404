//! ACIS's saves, as ACME's: a save names its game (`game: "acis"`) and is read as that game's; it
//! continues to the same state; when its moves no longer replay it goes on from the state it
//! holds, with the sentence; the Load list names every save's game; a broken one is refused
//! naming the file and the line, and nothing is overwritten; each game keeps its own autosave.

use acme::engine::Game as _;
use acme::engine::record::Record as _;
use acme::game_id::GameId;
use acme::games::acis::rules::Acis;
use acme::games::acis::whole_game::AcisRecord;
use acme::games::acme::record::{GameRecord, SetupSpec};
use acme::games::acme::setup::Layout;
use acme::games::acme::{Game, RandomPlayer};
use acme::saves::{self, SaveError, SaveFile};

fn tmpdir(tag: &str) -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("acme-acis-saves-{}-{tag}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// A new ACIS basic game for `players` people (ACIS RB Basic 2- to 6-Player Setup), and its
/// record.
fn started(players: u8, seed: u64) -> (Game<Acis>, AcisRecord) {
    let setup = (
        SetupSpec::Basic {
            players,
            layout: Layout::Printed,
            npc: vec![false; players as usize],
        },
        Default::default(),
    );
    let (g, _) = Game::<Acis>::start(acme::games::acis::system::builtin(), &setup, seed).unwrap();
    (g, AcisRecord::new(setup, seed))
}

/// An ACIS basic game for three people, `n` random answers in.
fn played(n: usize) -> (Game<Acis>, GameRecord) {
    let (mut g, mut rec) = started(3, 17);
    let mut p = RandomPlayer::new(3);
    for _ in 0..n {
        let Some(d) = g.pending().cloned() else { break };
        let a = p.choose(&d);
        rec.push(a);
        g.apply(a).unwrap();
    }
    (g, rec.0)
}

/// The same random answers from here on, in both games: the same hash at the end.
fn play_on_together(a: &mut Game<Acis>, b: &mut Game<Acis>, n: usize) {
    let mut p1 = RandomPlayer::new(9);
    let mut p2 = RandomPlayer::new(9);
    for _ in 0..n {
        let (Some(d1), Some(d2)) = (a.pending().cloned(), b.pending().cloned()) else {
            break;
        };
        a.apply(p1.choose(&d1)).unwrap();
        b.apply(p2.choose(&d2)).unwrap();
    }
    assert_eq!(a.hash(), b.hash());
}

#[test]
fn acis_a_save_written_and_read_back_continues_to_the_same_state_hash() {
    let dir = tmpdir("resume");
    let (mut g, rec) = played(300);
    let path = dir.join("game.ron");
    saves::write(&path, &SaveFile::new("Troy", rec, &g)).unwrap();
    assert_eq!(saves::game_of(&path), Some(GameId::Acis));
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.contains("game: \"acis\""), "the save names its game");
    let (save, mut back) = saves::read_as::<Acis>(&path).unwrap();
    assert!(save.notice.is_none());
    assert_eq!(back.hash(), g.hash());
    assert_eq!(back.pending(), g.pending());
    play_on_together(&mut g, &mut back, 300);

    // The autosave and its journal: Continue resumes at the last decision taken.
    let (mut g, rec) = played(120);
    let auto = saves::autosave_path_of(GameId::Acis);
    assert_eq!(auto.file_name().unwrap(), "autosave-acis.ron");
    let auto = dir.join(auto.file_name().unwrap());
    let mut saver = saves::Autosaver::new();
    saver.save(&auto, &SaveFile::new("Troy", rec, &g)).unwrap();
    let mut p = RandomPlayer::new(5);
    for _ in 0..25 {
        let Some(d) = g.pending().cloned() else { break };
        let a = p.choose(&d);
        g.apply(a).unwrap();
        saver.decision(&a).unwrap();
    }
    let (save, mut back) = saves::read_with_journal_as::<Acis>(&auto).unwrap();
    assert_eq!(back.hash(), g.hash());
    assert_eq!(save.hash, g.hash());
    // The session at the table opens it as an ACIS game.
    let s =
        acme::play::Session::<Game<Acis>>::from_save(acme::games::acis::system::builtin(), &save)
            .unwrap();
    assert_eq!(s.game.hash(), g.hash());
    assert_eq!(s.record.game_name(), "acis");
    play_on_together(&mut g, &mut back, 200);
}

/// ACME's rule for ACIS: when a save's moves no longer replay (here a move is taken out, as a
/// rule change would make it do something else), the game goes on from the state the save holds,
/// and the player is told why.
#[test]
fn acis_a_save_whose_moves_no_longer_replay_goes_on_from_its_state_with_the_sentence() {
    let dir = tmpdir("held");
    let (g, rec) = (150..350)
        .map(played)
        .find(|(g, _)| g.state.proc.as_ref().is_some_and(|f| f.answers.is_empty()))
        .expect("a question that starts its step");
    let mut save = SaveFile::new("Mycenae", rec, &g);
    save.record.actions.pop();
    let path = dir.join("held.ron");
    saves::write(&path, &save).unwrap();
    let (back, game) = saves::read_as::<Acis>(&path).unwrap();
    let notice = back.notice.clone().expect("the player is told");
    assert!(notice.starts_with(saves::CONTINUED_FROM_STATE), "{notice}");
    assert_eq!(game.hash(), g.hash(), "the state it was saved at");
    assert_eq!(game.pending(), g.pending());
    assert_eq!(back.record.game, GameId::Acis);
    assert!(back.record.actions.is_empty());
    let mut s =
        acme::play::Session::<Game<Acis>>::from_save(acme::games::acis::system::builtin(), &back)
            .unwrap();
    assert_eq!(s.notice.as_deref(), Some(notice.as_str()));
    // It plays on, and its next save replays (a game that starts from that state).
    let mut p = RandomPlayer::new(4);
    for _ in 0..40 {
        let Some(d) = s.pending().cloned() else { break };
        s.act(p.choose(&d)).unwrap();
    }
    saves::write(&path, &s.save_file()).unwrap();
    let (again, g2) = saves::read_as::<Acis>(&path).unwrap();
    assert!(again.notice.is_none(), "the new save replays");
    assert_eq!(g2.hash(), s.game.hash());
}

/// The Load list shows every game's saves, each with its game; a save is opened as its own game's
/// only (ACME's reader names the other game and the command that opens it), and an old save
/// without a game tag is ACME's.
#[test]
fn the_load_list_names_each_saves_game_and_a_save_opens_as_its_own_games_only() {
    let dir = tmpdir("list");
    let (g, rec) = played(40);
    let acis = dir.join("acis.ron");
    saves::write(&acis, &SaveFile::new("Carthage", rec, &g)).unwrap();
    let (acme_game, acme_rec) = {
        let setup = SetupSpec::Basic {
            players: 2,
            layout: Layout::Printed,
            npc: vec![false; 2],
        };
        let (g, _) = acme::games::acme::record::start(
            acme::games::acme::data::builtin(),
            &setup,
            &Default::default(),
            3,
        )
        .unwrap();
        let rec = acme::engine::record::Record::<acme::games::acme::Game>::new(
            (setup, Default::default()),
            3,
        );
        (g, rec)
    };
    let acme_path = dir.join("acme.ron");
    saves::write(&acme_path, &SaveFile::new("Egypt", acme_rec, &acme_game)).unwrap();
    let mut listed: Vec<(String, Option<GameId>)> = saves::list_games_in(&dir)
        .into_iter()
        .map(|l| (l.title, l.game))
        .collect();
    listed.sort();
    assert_eq!(
        listed,
        [
            ("Carthage".to_string(), Some(GameId::Acis)),
            ("Egypt".to_string(), Some(GameId::Acme)),
        ]
    );
    let err = saves::read(&acis).unwrap_err();
    assert!(matches!(err, SaveError::OtherGame { .. }), "{err}");
    let said = err.to_string();
    assert!(
        said.contains("a saved game of ACIS, not of ACME")
            && said.contains(&format!("acme play --game acis --load {}", acis.display())),
        "{said}"
    );
    let err = saves::read_as::<Acis>(&acme_path).unwrap_err();
    assert!(matches!(err, SaveError::OtherGame { .. }), "{err}");
    assert!(saves::read(&acme_path).is_ok());
}

/// A broken ACIS save (a field that does not read) is refused naming the file and the line, and
/// nothing is overwritten; an ACIS save of a setup ACIS does not have is refused too.
#[test]
fn acis_a_corrupt_save_is_refused_naming_file_and_line_and_nothing_is_overwritten() {
    let dir = tmpdir("corrupt");
    let (g, rec) = played(30);
    let path = dir.join("broken.ron");
    saves::write(&path, &SaveFile::new("Rome", rec.clone(), &g)).unwrap();
    let text = std::fs::read_to_string(&path).unwrap();
    let broken = text.replacen("seed: 17", "seed: \"seventeen\"", 1);
    assert_ne!(broken, text);
    std::fs::write(&path, &broken).unwrap();
    let err = saves::read_as::<Acis>(&path).unwrap_err();
    let said = err.to_string();
    assert!(matches!(err, SaveError::Corrupt { .. }), "{said}");
    assert!(said.contains(&path.display().to_string()), "{said}");
    let line = broken
        .lines()
        .position(|l| l.contains("seventeen"))
        .unwrap()
        + 1;
    assert!(said.contains(&format!("line {line}")), "{said}");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), broken);
    // Not one of ACIS's setups (a scenario of ACME's under ACIS's tag).
    let mut odd = SaveFile::new("Rome", rec, &g);
    odd.record.setup = SetupSpec::Custom {
        config: "Full".into(),
        civs: Vec::new(),
    };
    let odd_path = dir.join("odd.ron");
    std::fs::write(&odd_path, acme::games::acme::record::to_ron(&odd)).unwrap();
    let err = saves::read_as::<Acis>(&odd_path).unwrap_err();
    assert!(
        err.to_string().contains("ACIS plays its basic setups only"),
        "{err}"
    );
}

/// Each game keeps its own autosave: an ACIS game taking its autosave leaves ACME's where it is,
/// and a game of one never counts as going on with the other's.
#[test]
fn each_game_keeps_its_own_autosave() {
    assert_ne!(
        saves::autosave_path_of(GameId::Acme),
        saves::autosave_path_of(GameId::Acis)
    );
    assert_eq!(
        saves::autosave_path(),
        saves::autosave_path_of(GameId::Acme)
    );
    let dir = tmpdir("own");
    let (g, rec) = played(20);
    let acis_auto = dir.join("autosave-acis.ron");
    saves::write(&acis_auto, &SaveFile::new("Troy", rec.clone(), &g)).unwrap();
    let mut acme_rec = rec.clone();
    acme_rec.game = GameId::Acme;
    assert!(!saves::continues(&rec, &acme_rec), "another game's record");
    // A new ACIS game over the ACIS autosave keeps the previous one as a named save.
    let rec2 = started(2, 2).1.0;
    let said = saves::keep_previous_autosave(&acis_auto, &rec2, &dir).expect("kept");
    assert!(said.contains("Autosave of Troy"), "{said}");
    assert!(
        saves::keep_broken(&acis_auto).is_none(),
        "an ACIS autosave reads as ACIS's"
    );
}
