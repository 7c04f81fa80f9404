//! The replay viewer's screen without a window (src/app/replay_screen.rs): its
//! commands and keys move the model, the board's picture follows the point shown, and viewing as
//! one seat never shows another human's hand (on the panel, the board's state or the log).

use acme::app::games::acme::face::AcmeFace;
use acme::app::games::system::{FaceOf, System};
use acme::app::loading::Shown;
use acme::app::replay_screen::{self, HandShown, ReplayCmd, ReplayScreen};
use acme::app::{AppState, Screen};
use acme::games::acme::Acme;
use acme::games::acme::session::replay_view::{ReplayView, ViewAs};
use acme::games::acme::state::Slot;
use bevy::prelude::*;

use super::replay_view::hotseat_record;

/// The viewer on a hot-seat record; "Copy position" writes into a folder of its own per `tag`
/// (the tests run side by side).
fn viewer_app(tag: &str) -> App {
    let view = <ReplayView>::new(
        acme::games::acme::data::builtin(),
        "hot-seat".into(),
        hotseat_record(400, 4),
    )
    .unwrap();
    let dir = std::env::temp_dir().join(format!("acme-viewer-{}-{tag}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mut rs = ReplayScreen::new(view);
    rs.positions_dir = Some(dir);
    viewer_on::<Acme>(rs)
}

/// The viewer of `R`'s records without a window, on `rs`, its board showing the point.
fn viewer_on<R: System>(rs: ReplayScreen<R>) -> App {
    let mut app = crate::headless::app();
    app.add_plugins(replay_screen::driver_plugin::<R>)
        .insert_state(AppState::InGame)
        .add_sub_state::<Screen>()
        .insert_resource(NextState::Pending(Screen::Replay))
        .insert_resource(ButtonInput::<KeyCode>::default())
        .insert_resource(Shown::<FaceOf<R>> {
            game: Some(replay_screen::picture(&rs)),
            title: String::new(),
        })
        .insert_resource(rs);
    app.update();
    app
}

fn screen(app: &App) -> &ReplayScreen<Acme> {
    app.world().resource::<ReplayScreen<Acme>>()
}

fn send(app: &mut App, c: ReplayCmd<Slot>) {
    app.world_mut().write_message(c);
    app.update();
}

fn press(app: &mut App, k: KeyCode) {
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .press(k);
    app.update();
    let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    keys.release(k);
    keys.clear();
}

/// The state on the board (the viewer's own picture).
fn shown(app: &App) -> &acme::games::acme::State {
    let game = app.world().resource::<Shown<AcmeFace>>().game.as_ref();
    &game.expect("the viewer's board has a game").state
}

/// The board shows the model's point, as the chosen view may see it.
fn board_follows(app: &App) {
    let rs = screen(app);
    let shown = shown(app);
    assert_eq!(
        acme::games::acme::record::state_hash(shown),
        acme::games::acme::record::state_hash(&rs.view.state_for(rs.view_as)),
        "the board shows point {}",
        rs.view.point()
    );
}

#[test]
fn the_viewer_steps_jumps_and_plays_and_the_board_follows() {
    let mut app = viewer_app("steps");
    assert_eq!(
        screen(&app).view_as,
        ViewAs::Public,
        "two humans, unfinished"
    );
    board_follows(&app);
    for _ in 0..3 {
        send(&mut app, ReplayCmd::StepForward);
    }
    assert_eq!(screen(&app).view.point(), 3);
    board_follows(&app);
    press(&mut app, KeyCode::ArrowRight);
    assert_eq!(screen(&app).view.point(), 4, "Right steps forward");
    press(&mut app, KeyCode::ArrowLeft);
    press(&mut app, KeyCode::ArrowLeft);
    assert_eq!(screen(&app).view.point(), 2, "Left steps back");
    board_follows(&app);
    let t2 = screen(&app).view.turn_starts()[1];
    send(&mut app, ReplayCmd::Turn(2));
    assert_eq!(screen(&app).view.point(), t2.point);
    assert_eq!(shown(&app).turn, t2.turn);
    board_follows(&app);
    send(&mut app, ReplayCmd::Seek(10));
    assert_eq!(screen(&app).view.point(), 10);
    board_follows(&app);
    // Space plays: the next frames step forward by themselves; Space again pauses.
    press(&mut app, KeyCode::Space);
    assert!(screen(&app).playing);
    app.update();
    let p = screen(&app).view.point();
    assert!(p > 10, "playing moved on ({p})");
    press(&mut app, KeyCode::Space);
    assert!(!screen(&app).playing);
    let p = screen(&app).view.point();
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(screen(&app).view.point(), p, "paused");
    board_follows(&app);
}

#[test]
fn viewing_as_one_seat_shows_its_hand_and_never_the_other_humans() {
    let mut app = viewer_app("view-as");
    // A point where both hands hold cards.
    let n = screen(&app).view.len();
    let k = (0..=n)
        .rev()
        .find(|&k| {
            send(&mut app, ReplayCmd::Seek(k));
            screen(&app)
                .view
                .state()
                .civs
                .iter()
                .all(|c| !c.hand.is_empty())
        })
        .expect("both hold cards");
    send(&mut app, ReplayCmd::Seek(k));
    send(&mut app, ReplayCmd::ViewAs(ViewAs::Civ(Slot(0))));
    let rs = screen(&app);
    let hands = rs.hands();
    let real = rs.view.state();
    assert_eq!(
        hands[0],
        (Slot(0), HandShown::Cards(real.civ(Slot(0)).hand.clone()))
    );
    assert_eq!(
        hands[1],
        (Slot(1), HandShown::Hidden(real.civ(Slot(1)).hand.len()))
    );
    board_follows(&app);
    let shown = shown(&app);
    assert!(shown.civ(Slot(1)).hand.iter().all(|c| c.0 == 0));
    // The log reads the other human's secrets as the public words only.
    let lines = rs.log_lines();
    for e in rs.view.log() {
        if let Some(sec) = &e.secret
            && sec.owner == Slot(1)
        {
            assert!(!lines.contains(&e.text), "{}", e.text);
        }
    }
    // All hands open is refused for an unfinished game between people.
    send(&mut app, ReplayCmd::ViewAs(ViewAs::AllOpen));
    assert_eq!(screen(&app).view_as, ViewAs::Civ(Slot(0)));
}

#[test]
fn copy_position_in_the_viewer_writes_a_file_the_toast_names() {
    let mut app = viewer_app("copy");
    send(&mut app, ReplayCmd::Seek(50));
    send(&mut app, ReplayCmd::CopyPosition);
    let (text, error) = screen(&app).toast.clone().expect("a toast");
    assert!(!error, "{text}");
    let path = text.strip_prefix("Position copied to ").unwrap();
    assert!(path.ends_with(".position.ron"), "{path}");
    let opened = acme::positions::open(
        acme::games::acme::data::builtin(),
        std::path::Path::new(path),
    )
    .unwrap();
    assert_eq!(opened.game.state.turn, screen(&app).view.state().turn);
}

/// An ACIS record as `acme simulate --game acis --record DIR` writes it (an all-NPC basic-3 game,
/// one Epoch), read from its file as `acme view FILE` reads it (its game tag first) and put on the
/// viewer of ACIS's records: stepped forward one action a frame, it reaches its end, where the game
/// is the record's (its final hash) and the board shows it.
#[test]
fn an_acis_record_steps_to_its_end_in_the_viewer_and_reaches_its_final_hash() {
    use acme::app::games::acis::AcisFace;
    use acme::games::acis::rules::Acis;
    use acme::games::acme::npc::TieBreak;
    use acme::sim::{self, SimSetup};
    let cat = acme::games::acis::system::builtin();
    let game = sim::play_under::<Acis>(cat.clone(), &SimSetup::basic(3, 1, TieBreak::UseHead), 11)
        .expect("the ACIS game ends");
    let dir = std::env::temp_dir().join(format!("acme-viewer-{}-acis", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("game-11.ron");
    std::fs::write(&path, acme::games::acme::record::to_ron(&game.record)).unwrap();
    let (title, rec) = acme::replays::open(&path).expect("the record reads");
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(rec.game, acme::game_id::GameId::Acis, "the file's game tag");
    let final_hash = rec
        .final_hash
        .expect("a simulated record carries its final hash");
    let view = ReplayView::<Acis>::new(cat, title, rec).expect("ACIS's viewer opens it");
    let len = view.len();
    assert!(len > 50, "a whole Epoch of answers ({len})");
    let mut rs = ReplayScreen::new(view);
    rs.positions_dir = None;
    let mut app = viewer_on::<Acis>(rs);
    let acis = |app: &App| app.world().resource::<ReplayScreen<Acis>>().view.point();
    assert_eq!(acis(&app), 0, "the viewer opens at the start");
    for k in 1..=len {
        app.world_mut()
            .write_message(ReplayCmd::<Slot>::StepForward);
        app.update();
        assert_eq!(acis(&app), k, "one action a step");
    }
    app.world_mut()
        .write_message(ReplayCmd::<Slot>::StepForward);
    app.update();
    let rs = app.world().resource::<ReplayScreen<Acis>>();
    assert_eq!(rs.view.point(), len, "the end is the end");
    assert!(
        rs.view.game().is_over(),
        "the recorded game is over at its end"
    );
    assert_eq!(rs.view.game().hash(), final_hash, "the record's final hash");
    let shown = app.world().resource::<Shown<AcisFace>>().game.as_ref();
    assert_eq!(
        acme::games::acme::record::state_hash(&shown.expect("the board has the game").state),
        acme::games::acme::record::state_hash(&rs.view.state_for(rs.view_as)),
        "the board shows the end"
    );
}
