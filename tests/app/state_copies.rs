//! One human action copies the state once at most, watched at normal speed,
//! its events shown on the board one by one.
//!
//! Measured, not instrumented: this test binary's allocator counts, on the test's own thread (the
//! headless app runs `Update` on it), the blocks of one size: the largest block a copy of the
//! state allocates, a fingerprint of a copy (its exact size is allocated once per copy). An answer
//! given at the table must allocate no more of them than the same answer given to a twin
//! session: the rules' step and the session's one copy (`Acted::before`), and nothing for the
//! board. The board used to get a copy of the display each time it changed (`Shown`): one per
//! step of the playback.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use acme::app::games::acme::face::AcmeFace;
use acme::app::loading::Shown;
use acme::app::on_board::OnBoard;
use acme::app::table::driver::DriverSet;
type TableCmd = acme::app::table::driver::TableCmd<acme::app::games::acme::face::AcmeFace>;
use acme::app::table::stage::Stage;
use acme::app::table::state::TableReads;
use acme::app::table::state::{TableSession, TableView};
use acme::games::acme::decision::Action;
use acme::games::acme::session::Session;
use acme::games::acme::{Event, Phase};
use acme::settings::Speed;
use bevy::prelude::*;

/// The system allocator, counting the blocks of the watched size this thread allocates.
struct Counting;

thread_local! {
    /// The largest block allocated since it was last reset.
    static LARGEST: Cell<usize> = const { Cell::new(0) };
    /// The block size counted, and how many blocks of that size were allocated.
    static WATCHED: Cell<usize> = const { Cell::new(usize::MAX) };
    static HITS: Cell<usize> = const { Cell::new(0) };
}

fn count(bytes: usize) {
    // `try_with`: nothing to count while the thread is being torn down.
    let _ = LARGEST.try_with(|l| l.set(l.get().max(bytes)));
    if WATCHED.try_with(Cell::get) == Ok(bytes) {
        let _ = HITS.try_with(|h| h.set(h.get() + 1));
    }
}

// SAFETY: every call is passed on to `System` unchanged; counting allocates nothing.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        count(layout.size());
        unsafe { System.alloc(layout) }
    }
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        count(layout.size());
        unsafe { System.alloc_zeroed(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static COUNTING: Counting = Counting;

/// Copies of a state like `st` made by `f`, counted by their fingerprint (a copy of a state
/// whose step is suspended on a question holds two blocks of that size: the state's and the
/// step's snapshot's).
fn copies_made<T>(st: &acme::games::acme::State, f: impl FnOnce() -> T) -> (f64, T) {
    LARGEST.with(|l| l.set(0));
    drop(st.clone());
    WATCHED.with(|w| w.set(LARGEST.with(Cell::get)));
    HITS.with(|h| h.set(0));
    drop(st.clone());
    let per_copy = HITS.with(|h| h.replace(0));
    let out = f();
    WATCHED.with(|w| w.set(usize::MAX));
    (HITS.with(Cell::get) as f64 / per_copy as f64, out)
}

/// How often the board's picture changed, and whether the board read the table's display itself
/// at every frame (what the pieces, the camera and the tooltip read).
#[derive(Resource, Default)]
struct BoardWatch {
    changes: usize,
    elsewhere: usize,
}

fn watch_board(
    board: OnBoard<AcmeFace>,
    session: Res<TableSession<acme::app::games::acme::face::AcmeFace>>,
    stage: Res<Stage<AcmeFace>>,
    shown: Res<Shown<AcmeFace>>,
    mut w: ResMut<BoardWatch>,
) {
    if shown.is_changed() {
        w.changes += 1;
    }
    if !board
        .state()
        .is_some_and(|st| std::ptr::eq(st, stage.display(&session)))
    {
        w.elsewhere += 1;
    }
}

fn table(app: &App) -> TableView<'_, acme::app::games::acme::face::AcmeFace> {
    super::table::table_in(app.world())
}

/// A 2-player hot-seat table at normal speed, with the board's picture.
fn app(seed: u64) -> App {
    let session = super::session::session(2, 2, seed);
    let mut app = super::table::table_app(session, Speed::Normal);
    // A fixed step per frame, so that the playback's beats pass as in a window.
    app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(
        std::time::Duration::from_millis(50),
    ))
    .insert_resource(Shown::<AcmeFace> {
        game: None,
        title: "test".into(),
    })
    .init_resource::<BoardWatch>()
    .add_systems(Update, watch_board.after(DriverSet));
    app.update();
    app
}

/// The next human answer: the curtain lifted and a summary closed first, as a player would
/// (the brain's choice stands in for the click).
fn next_answer(app: &mut App) -> Action {
    for _ in 0..100 {
        let t = table(app);
        let d = t
            .session
            .human_decision()
            .cloned()
            .expect("a hot-seat game always waits for a human");
        if t.curtain().is_some() {
            app.world_mut().write_message(TableCmd::LiftCurtain);
        } else if t.messages.summary.is_some() {
            app.world_mut().write_message(TableCmd::CloseSummary);
        } else {
            return t.session.game.npc_choice(&d).action;
        }
        app.update();
    }
    panic!("no human answer to give");
}

/// One answer, watched.
struct Watched {
    /// Copies the same answer made in a twin session (`Acted::before`; the rules' step reuses
    /// its snapshot's blocks).
    session: f64,
    /// Copies made at the table, from the click to the end of its playback.
    table: f64,
    /// How often the board's picture changed meanwhile.
    changes: usize,
    /// The answer opened a Reckoning.
    reckoning: bool,
}

/// Give `answer` to a twin of the session and then at the table, watching its playback to the end.
fn watch_answer(app: &mut App, answer: Action) -> Watched {
    let t = table(app);
    let st = t.session.game.state.clone();
    let mut twin = Session::from_record(
        t.session.cat.clone(),
        t.session.title.clone(),
        t.session.record.clone(),
    )
    .expect("the session replays");
    twin.lift_curtain();
    let (session, acted) = copies_made(&st, || twin.act(answer).expect("the twin answers"));
    let reckoning = acted.events.iter().any(|e| {
        matches!(
            e,
            Event::PhaseStarted {
                phase: Phase::Reckoning,
                ..
            }
        )
    });
    drop((acted, twin));

    *app.world_mut().resource_mut::<BoardWatch>() = BoardWatch::default();
    let (table_copies, ()) = copies_made(&st, || {
        app.world_mut().write_message(TableCmd::Act(answer));
        app.update();
        for _ in 0..10_000 {
            if table(app).stage.playback.is_idle() {
                break;
            }
            app.update();
        }
    });
    assert!(
        table(app).stage.playback.is_idle(),
        "the playback never ended"
    );
    let watch = app.world().resource::<BoardWatch>();
    assert_eq!(watch.elsewhere, 0, "the board read a state of its own");
    Watched {
        session,
        table: table_copies,
        changes: watch.changes,
        reckoning,
    }
}

/// The whole first epoch of a hot-seat game, at normal speed: every answer copies the state as
/// the session's answer does and no more; the board follows the playback without a copy.
#[test]
fn a_watched_answer_copies_the_state_once_at_most() {
    let mut app = app(31);
    let mut busiest = 0;
    let mut reckonings = 0;
    while table(&app).session.game.state.epoch == 1 {
        let answer = next_answer(&mut app);
        let w = watch_answer(&mut app, answer);
        busiest = busiest.max(w.changes);
        // An answer opening the Reckoning included: the summary's starting point is read from
        // the state before the answer (`Standing`), which the playback then takes, not copied.
        reckonings += usize::from(w.reckoning);
        assert_eq!(
            w.session, 1.0,
            "the session copies the state once per answer"
        );
        assert!(
            w.table <= w.session,
            "the answer {answer:?} made {} copies of the state at the table, {} in the session \
             (the board changed {} times)",
            w.table,
            w.session,
            w.changes
        );
    }
    // Answers whose playback the board showed step by step were measured (each such step cost a
    // copy before), and the epoch's Reckonings.
    assert!(
        busiest >= 10,
        "the busiest answer changed the board {busiest} times"
    );
    assert!(reckonings >= 3, "{reckonings} Reckonings");
}

/// Leaving the table for the main menu: the board behind the menu goes on showing the game as the
/// table last showed it (mid-playback, the state behind the rules), moved into `Shown`, not copied.
#[test]
fn the_board_behind_the_menu_keeps_the_last_display_without_a_copy() {
    use bevy::ecs::system::RunSystemOnce;
    let mut app = app(37);
    // Mid-playback: the display is behind the rules state.
    for _ in 0..200 {
        let answer = next_answer(&mut app);
        app.world_mut().write_message(TableCmd::Act(answer));
        app.update();
        if !table(&app).stage.playback.is_idle() {
            break;
        }
    }
    let t = table(&app);
    assert!(!t.stage.playback.is_idle(), "no answer was played back");
    let shown = acme::games::acme::record::state_hash(t.display());
    assert_ne!(
        shown,
        acme::games::acme::record::state_hash(&t.session.game.state)
    );
    let st = t.display().clone();
    let (copies, ()) = copies_made(&st, || {
        app.world_mut()
            .run_system_once(|mut commands: Commands| {
                acme::app::table::driver::leave_table::<acme::app::games::acme::face::AcmeFace>(
                    &mut commands,
                )
            })
            .unwrap();
    });
    assert!(
        !app.world()
            .contains_resource::<TableSession<acme::app::games::acme::face::AcmeFace>>()
    );
    let game = app.world().resource::<Shown<AcmeFace>>().game.as_ref();
    let game = game.expect("the board keeps a game behind the menu");
    assert_eq!(acme::games::acme::record::state_hash(&game.state), shown);
    assert_eq!(copies, 0.0, "the display was copied");
}
