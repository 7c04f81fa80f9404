//! Cradle's saves at the table, by the family's rule for saves: a Cradle game autosaves into a
//! save file that names its game (`game: "cradle"`) and holds its state; Continue (its own
//! autosave, its journal played on top) and Save as / Load give back the same game in a fresh
//! window; a save whose answers no longer replay goes on from the state it holds with the
//! player's line; another game's save opened in Cradle's window is refused naming its game; and
//! Undo at the table takes a Cradle decision back.

use std::path::PathBuf;

use acme::app::game_face::GameFace;
use acme::app::games::cradle::CradleFace;
use acme::app::table::saving::SaveOutcome;
use acme::app::table::state::{Table, TableReads};
use acme::engine::Game as _;
use acme::game_id::GameId;
use acme::games::cradle::{Action, Ask, Cradle, CradleRecord};
use acme::saves::{self, SaveError, SaveFile};
use acme::settings::Speed;
use bevy::prelude::*;

use super::cradle_table::{cradle_table, form_for, pick, table};

type TableCmd = acme::app::table::driver::TableCmd<CradleFace>;

fn tmpdir(tag: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("acme-cradle-saves-{}-{tag}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// The table's frames until `n` answers are recorded: the people answer through the table's
/// commands (the curtain lifted first), each answer picked by the game's state (two tables of
/// the same game answer alike), the random seats by the driver.
fn play_until(app: &mut App, n: usize) {
    let mut frames = 0;
    while table(app).session.record.actions.len() < n {
        frames += 1;
        let t = table(app);
        assert!(
            frames < 20_000,
            "the table stalled at {} answers: curtain {:?}, summary {}, idle {}, may act {}, decision {:?}, phase {:?}",
            t.session.record.actions.len(),
            t.curtain(),
            t.messages.summary.is_some(),
            acme::app::game_face::Playback::is_idle(&t.stage.playback),
            t.human_may_act(),
            t.session.human_decision().map(|d| d.options.len()),
            t.session.game.state.phase
        );
        let cmd = if let Some(chore) = super::cradle_table::chore(app) {
            chore
        } else if let Some(d) = t.session.human_decision().filter(|_| t.human_may_act()) {
            let k = t.session.game.hash() % d.options.len() as u64;
            TableCmd::Act(d.options[k as usize])
        } else {
            app.update();
            continue;
        };
        app.world_mut().write_message(cmd);
        app.update();
    }
}

/// A table of Cradle's basic game for 4 (two people), its autosave at `auto` (named saves in
/// `dir`) as the driver gives it one.
fn saving_table(auto: &std::path::Path, dir: &std::path::Path, seed: u64) -> App {
    let mut app = cradle_table(&form_for(4, 2, seed));
    let mut t = Table::<CradleFace>::take(app.world_mut()).expect("the table");
    t.take_autosave(auto.to_path_buf(), dir.to_path_buf());
    t.insert(app.world_mut());
    app
}

/// A fresh window's table of the session a file opens (Continue, Load).
fn opened(path: &std::path::Path) -> App {
    let session = acme::app::table::menu::load_session::<CradleFace>(
        acme::games::cradle::data::builtin(),
        path,
    )
    .expect("the save opens");
    let mut app = crate::headless::app();
    app.add_plugins(acme::app::table::driver::plugin::<CradleFace>);
    Table::<CradleFace>::new(session, Speed::Instant).insert(app.world_mut());
    // A tenth of a second a frame, as the first window's: a question settles (`settle`) in a
    // few frames, whatever the machine's speed.
    app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(
        std::time::Duration::from_millis(100),
    ));
    app
}

/// CR 3.0-5.6 played at the table by people and random seats: the autosave (whole at each
/// Epoch's start, every answer in between in its journal) names Cradle and holds its state;
/// Continue in a fresh window resumes at the same question with the same state hash, and goes on
/// the same way as the game left; Save as then Load gives the same game too.
#[test]
fn cradle_at_the_table_autosaves_and_continue_and_load_give_back_the_same_state_hash() {
    let dir = tmpdir("continue");
    let auto = dir.join(saves::autosave_path_of(GameId::Cradle).file_name().unwrap());
    assert_eq!(auto.file_name().unwrap(), "autosave-cradle.ron");
    let mut app = saving_table(&auto, &dir, 21);
    play_until(&mut app, 40);
    let (hash, record) = {
        let t = table(&app);
        (t.session.game.hash(), t.session.record.clone())
    };
    let text = std::fs::read_to_string(&auto).unwrap();
    assert!(text.contains("game: \"cradle\""), "the save names its game");
    assert!(text.contains("state: Some("), "the save holds the state");
    assert_eq!(saves::game_of(&auto), Some(GameId::Cradle));
    // Continue: the autosave and its journal, in a fresh window.
    let mut back = opened(&auto);
    {
        let t = table(&back);
        assert_eq!(t.session.game.hash(), hash, "the same state");
        assert_eq!(t.session.record, record, "every answer, the journal's too");
        assert_eq!(t.session.humans(), vec![0, 1], "the same people");
    }
    // Both go on the same way.
    play_until(&mut app, 70);
    play_until(&mut back, 70);
    assert_eq!(
        table(&back).session.game.hash(),
        table(&app).session.game.hash()
    );

    // Save as, then Load in a fresh window.
    let mut t = Table::<CradleFace>::take(app.world_mut()).expect("the table");
    let path = match acme::app::table::state::save_as(
        &t.session,
        &t.saving,
        &mut t.messages,
        "my cradle",
        false,
    ) {
        SaveOutcome::Saved(p) => p,
        other => panic!("{other:?}"),
    };
    let listed = saves::list_games_in(&dir);
    let mine = listed.iter().find(|l| l.path == path).expect("listed");
    assert_eq!(
        mine.game,
        Some(GameId::Cradle),
        "the Load list names its game"
    );
    assert!(mine.title.starts_with("my cradle — "), "{}", mine.title);
    let loaded = opened(&path);
    assert_eq!(table(&loaded).session.game.hash(), t.session.game.hash());
    assert_eq!(table(&loaded).session.pending(), t.session.pending());
}

/// The family's rule for saves, for Cradle: when a save's answers no longer replay (here its last
/// answer is taken out, as a rule change would make it do something else), the game goes on from
/// the state the save holds, and the player is told why (the log's first line, the toast).
#[test]
fn cradle_a_save_whose_answers_no_longer_replay_goes_on_from_its_state_with_the_players_line() {
    let dir = tmpdir("held");
    let mut app = cradle_table(&form_for(5, 3, 8));
    play_until(&mut app, 60);
    let t = table(&app);
    let (hash, pending) = (t.session.game.hash(), t.session.pending().cloned());
    let mut save: SaveFile<CradleRecord> = t.session.save_file();
    save.record.actions.pop();
    let path = dir.join("held.ron");
    saves::write(&path, &save).unwrap();

    let (back, game) = saves::read_game::<Cradle>(&path).expect("it goes on");
    let notice = back.notice.clone().expect("the player is told");
    assert!(notice.starts_with(saves::CONTINUED_FROM_STATE), "{notice}");
    assert_eq!(game.hash(), hash, "the state it was saved at");
    assert_eq!(game.pending.as_ref(), pending.as_ref(), "the same question");
    assert!(back.record.actions.is_empty());
    assert!(back.record.setup.from.is_some(), "its record starts there");

    let mut app = opened(&path);
    {
        let t = table(&app);
        assert_eq!(t.session.game.hash(), hash);
        assert_eq!(t.session.notice.as_deref(), Some(notice.as_str()));
        assert_eq!(
            t.session.log[0].text, notice,
            "the log's first line says why"
        );
        assert_eq!(t.session.humans(), vec![0, 1, 2], "the same people");
    }
    // It plays on, and its next save replays (a game that starts from that state).
    play_until(&mut app, 30);
    let t = table(&app);
    saves::write(&path, &t.session.save_file()).unwrap();
    let (again, g2) = saves::read_game::<Cradle>(&path).unwrap();
    assert!(again.notice.is_none(), "the new save replays");
    assert_eq!(g2.hash(), t.session.game.hash());
}

/// A save of another game opened in Cradle's window is refused naming the game it is and how to
/// open it; a Cradle save given to ACME's reader likewise; nothing is overwritten.
#[test]
fn a_save_of_another_game_opened_in_cradles_window_is_refused_naming_its_game() {
    let dir = tmpdir("other");
    let acme_save = dir.join("egypt.ron");
    let s = super::session::session(2, 2, 3);
    saves::write(&acme_save, &s.save_file()).unwrap();
    let before = std::fs::read_to_string(&acme_save).unwrap();
    let err = CradleFace::open_file(acme::games::cradle::data::builtin(), &acme_save)
        .err()
        .expect("refused");
    assert!(
        err.contains("a saved game of ACME, not of Cradle")
            && err.contains(&format!(
                "acme play --game acme --load {}",
                acme_save.display()
            )),
        "{err}"
    );
    assert_eq!(std::fs::read_to_string(&acme_save).unwrap(), before);

    let app = cradle_table(&form_for(4, 4, 2));
    let cradle_save = dir.join("cradle.ron");
    saves::write(&cradle_save, &table(&app).session.save_file()).unwrap();
    let err = saves::read(&cradle_save).unwrap_err();
    assert!(matches!(err, SaveError::OtherGame { .. }), "{err}");
    assert!(
        err.to_string()
            .contains("a saved game of Cradle, not of ACME"),
        "{err}"
    );
}

/// Undo at the table takes back a person's Cradle decision that rolled no die and showed no card
/// (an army placed in an empty area, CR 5.4): the state is the one before it, hash for hash.
#[test]
fn undo_of_a_cradle_placement_at_the_table_restores_the_state_hash() {
    let mut app = cradle_table(&form_for(4, 4, 5));
    let mut frames = 0;
    loop {
        frames += 1;
        assert!(frames < 20_000, "no undoable placement came");
        let t = table(&app);
        if let Some(chore) = super::cradle_table::chore(&app) {
            app.world_mut().write_message(chore);
            app.update();
            continue;
        }
        if !t.human_may_act() {
            app.update();
            continue;
        }
        let d = t.session.human_decision().unwrap().clone();
        let st = &t.session.game.state;
        // A placement into an empty land area, with armies left after it: no combat, no die.
        let calm = match d.ask {
            Ask::Place { pool, .. } if pool > 1 => d.options.iter().copied().find(
                |a| matches!(a, Action::Place(area) if st.areas[*area as usize].occupant.is_none()),
            ),
            _ => None,
        };
        let Some(action) = calm else {
            let other = pick(&app, frames);
            app.world_mut().write_message(TableCmd::Act(other));
            app.update();
            continue;
        };
        let before = t.session.game.hash();
        let n = t.session.record.actions.len();
        app.world_mut().write_message(TableCmd::Act(action));
        app.update();
        let t = table(&app);
        if t.session.record.actions.len() != n + 1 || t.session.undo_status().is_err() {
            // A die was rolled after all (the round ended): look for another.
            continue;
        }
        assert_ne!(t.session.game.hash(), before, "the army was placed");
        app.world_mut().write_message(TableCmd::Undo);
        app.update();
        let t = table(&app);
        assert_eq!(
            t.session.game.hash(),
            before,
            "the state before the placement"
        );
        assert_eq!(t.session.record.actions.len(), n);
        assert!(
            t.session.log.iter().any(|l| l.undone),
            "the log keeps the undone lines, marked"
        );
        break;
    }
}
