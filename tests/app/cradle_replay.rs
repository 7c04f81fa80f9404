//! Cradle's records in the replay viewer, written once for every game: a record read from its
//! file (as `acme view FILE` and main menu → Replays read it) is stepped through in the viewer
//! without a window, and at every point the game is the engine's own replay of the record to that
//! point, the board shows it as the chosen view may see it, and the log holds no later line; a
//! person's secret card (CR 3.0) shows only to its holder while the game is unfinished.

use acme::app::games::cradle::CradleFace;
use acme::app::loading::Shown;
use acme::app::replay_screen::{self, HandShown, ReplayCmd, ReplayModel, ReplayScreen, ViewAs};
use acme::app::{AppState, Screen};
use acme::engine::Game as _;
use acme::engine::record::Record as _;
use acme::game_id::GameId;
use acme::games::cradle::replay::{CradleReplay, face_down};
use acme::games::cradle::session::{NewGame, Session};
use acme::games::cradle::{Cradle, CradleRecord, data};
use bevy::prelude::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// A Cradle game of four at the table (players 1 and 2 people, answering at random), played for
/// `answers` answers or to its end; written as its record file.
fn record_file(tag: &str, answers: usize) -> (std::path::PathBuf, CradleRecord) {
    let mut s = Session::start(
        data::builtin(),
        &NewGame {
            players: 4,
            humans: vec![0, 1],
            seed: 31,
        },
    )
    .unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(31);
    while s.record.actions.len() < answers && s.pending().is_some() {
        if let Some(r) = s.npc_step() {
            r.unwrap();
            continue;
        }
        let o = s.pending().unwrap().options.clone();
        s.act(o[rng.random_range(0..o.len())]).unwrap();
    }
    let dir = std::env::temp_dir().join(format!("acme-cradle-replay-{}-{tag}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("cradle.record.ron");
    std::fs::write(&path, s.record_text()).unwrap();
    (path, s.record.clone())
}

/// The viewer of Cradle's records without a window, on `rs`, its board showing the point.
fn viewer(rs: ReplayScreen<Cradle>) -> App {
    let mut app = crate::headless::app();
    app.add_plugins(replay_screen::driver_plugin::<Cradle>)
        .insert_state(AppState::InGame)
        .add_sub_state::<Screen>()
        .insert_resource(NextState::Pending(Screen::Replay))
        .insert_resource(ButtonInput::<KeyCode>::default())
        .insert_resource(Shown::<CradleFace> {
            game: Some(replay_screen::picture(&rs)),
            title: String::new(),
        })
        .insert_resource(rs);
    app.update();
    app
}

fn screen(app: &App) -> &ReplayScreen<Cradle> {
    app.world().resource::<ReplayScreen<Cradle>>()
}

fn send(app: &mut App, c: ReplayCmd<u8>) {
    app.world_mut().write_message(c);
    app.update();
}

/// The engine's own replay of the first `k` answers of `rec`.
fn replayed(rec: &CradleRecord, k: usize) -> Cradle {
    let mut cut = rec.clone();
    cut.actions.truncate(k);
    cut.final_hash = None;
    acme::engine::record::replay::<Cradle>(data::builtin(), &cut).unwrap()
}

/// CR 2.1, 3.0-9.0: a whole Cradle game in the viewer; stepped forward answer by answer, then
/// back, then to each Epoch's start, the viewer's game is the engine's replay to that point, the
/// board shows it, and the end is the record's final hash.
#[test]
fn a_cradle_record_steps_through_the_viewer_to_the_engines_own_replay_at_every_point() {
    let (path, rec) = record_file("whole", usize::MAX);
    let (game, title, len) = acme::cli::view::check(&path).expect("`acme view` reads it");
    assert_eq!((game, len), (GameId::Cradle, rec.actions.len()));
    assert_eq!(acme::load::path_game(&path), Some(GameId::Cradle));
    let view = CradleReplay::open(data::builtin(), &path).expect("the viewer opens it");
    assert_eq!(view.title, title);
    let mut rs = ReplayScreen::<Cradle>::new(view);
    rs.positions_dir = None;
    assert_eq!(
        rs.view_as,
        ViewAs::AllOpen,
        "a finished game: every card open"
    );
    let mut app = viewer(rs);
    let board = |app: &App| {
        let g = app.world().resource::<Shown<CradleFace>>().game.clone();
        acme::engine::hash::state_hash(&g.expect("the board has a game").state)
    };
    for k in 1..=len {
        send(&mut app, ReplayCmd::StepForward);
        let rs = screen(&app);
        assert_eq!(rs.view.point(), k, "one answer a step");
        if k % 37 == 0 || k == len {
            let engine = replayed(&rec, k);
            assert_eq!(rs.view.game().hash(), engine.hash(), "point {k}");
            assert_eq!(board(&app), acme::engine::hash::state_hash(&engine.state));
            let log = rs.view.log();
            assert!(
                log.iter().all(|l| l.action.is_none_or(|a| a < k)),
                "no later line at point {k}"
            );
        }
    }
    assert_eq!(
        Some(screen(&app).view.game().hash()),
        rec.final_hash(),
        "the record's final hash"
    );
    // Back, and to the start of each Epoch (the timeline's stops).
    send(&mut app, ReplayCmd::StepBack);
    assert_eq!(
        screen(&app).view.game().hash(),
        replayed(&rec, len - 1).hash()
    );
    let stops = ReplayModel::turns(&screen(&app).view);
    assert_eq!(
        stops.iter().map(|s| s.label.as_str()).collect::<Vec<_>>(),
        ["I", "II", "III", "IV", "V", "VI"],
        "CR 2.1: six Epochs"
    );
    for (i, stop) in stops.iter().enumerate() {
        send(&mut app, ReplayCmd::Turn(i + 1));
        let rs = screen(&app);
        assert_eq!(rs.view.point(), stop.point);
        assert_eq!(rs.view.state().epoch as usize, i + 1);
        assert_eq!(rs.view.game().hash(), replayed(&rec, stop.point).hash());
        assert_eq!(
            board(&app),
            acme::engine::hash::state_hash(&rs.view.state_for(rs.view_as))
        );
    }
}

/// CR 3.0: in an unfinished game between people, the viewer opens on the public view, and viewing
/// as one player shows its face-down card and never the other person's (the panel and the
/// board's state), as the game's `view` decides.
#[test]
fn viewing_an_unfinished_cradle_game_as_one_player_never_shows_the_other_persons_card() {
    let (path, rec) = record_file("secret", 120);
    let view = CradleReplay::open(data::builtin(), &path).unwrap();
    let mut rs = ReplayScreen::<Cradle>::new(view);
    rs.positions_dir = None;
    assert_eq!(rs.view_as, ViewAs::Public, "two people, unfinished");
    assert!(!rs.view.view_choices().contains(&ViewAs::AllOpen));
    let mut app = viewer(rs);
    // A point where player 2 (seat 1) holds a card face down that player 1 does not know.
    let k = (0..=rec.actions.len())
        .find(|&k| {
            let g = replayed(&rec, k);
            !face_down(&g.state, 1).is_empty() && face_down(&g.view(Some(0)).state, 1).is_empty()
        })
        .expect("player 2 draws");
    send(&mut app, ReplayCmd::Seek(k));
    send(&mut app, ReplayCmd::ViewAs(ViewAs::Civ(0)));
    let rs = screen(&app);
    let rows = ReplayModel::seat_rows(&rs.view, rs.view_as);
    let held = face_down(rs.view.state(), 1).len();
    assert_eq!(
        rows[1].hand,
        HandShown::Hidden(held),
        "player 2's card is hidden"
    );
    let shown = app
        .world()
        .resource::<Shown<CradleFace>>()
        .game
        .clone()
        .unwrap();
    assert!(
        face_down(&shown.state, 1).is_empty(),
        "the board's state holds no card of player 2's"
    );
    send(&mut app, ReplayCmd::ViewAs(ViewAs::Civ(1)));
    let rs = screen(&app);
    let rows = ReplayModel::seat_rows(&rs.view, rs.view_as);
    assert!(
        matches!(&rows[1].hand, HandShown::Cards(c) if c.len() == held),
        "player 2 sees its own card"
    );
    // All cards open is refused while people's secrets are at stake.
    send(&mut app, ReplayCmd::ViewAs(ViewAs::AllOpen));
    assert_eq!(screen(&app).view_as, ViewAs::Civ(1));
}
