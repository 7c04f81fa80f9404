//! Draw only when something changes: the window's redraw decision
//! (`app::redraw::decide`) asks for frames while the table plays on its own and lets an idle table
//! rest, headless (the window's update mode follows this decision).

use acme::app::redraw::{self, Redraw};
type TableCmd = acme::app::table::driver::TableCmd<acme::app::games::acme::face::AcmeFace>;
use acme::app::table::state::TableReads;
use acme::games::acme::npc;
use acme::settings::Speed;
use bevy::prelude::*;

fn app(players: u8, humans: usize, speed: Speed) -> App {
    let mut app = super::table::table_app(super::session::session(players, humans, 5), speed);
    redraw::decide_plugin::<acme::app::games::acme::face::AcmeFace>(&mut app);
    app
}

fn redraw(app: &App) -> Redraw {
    *app.world().resource::<Redraw>()
}

/// Update until the table waits for a human (at most `n` frames); the frames it took.
fn until_a_human_decides(app: &mut App, n: usize) -> usize {
    for i in 0..n {
        let t = super::table::table_in(app.world());
        if t.human_may_act() && t.stage.playback.is_idle() {
            return i;
        }
        if t.curtain().is_some() {
            app.world_mut().write_message(TableCmd::LiftCurtain);
        }
        app.update();
    }
    panic!("no human decision after {n} frames");
}

#[test]
fn a_watched_game_keeps_drawing_while_the_npcs_play() {
    let mut app = app(3, 0, Speed::Fast);
    for _ in 0..30 {
        app.update();
        assert!(
            redraw(&app).busy,
            "the NPCs are playing but the window would rest"
        );
    }
}

#[test]
fn a_table_waiting_for_a_human_rests_and_wakes_on_a_click() {
    let mut app = app(2, 2, Speed::Fast);
    until_a_human_decides(&mut app, 200);
    // A few frames for what the last busy frame asked, then nothing until the player acts.
    for _ in 0..5 {
        app.update();
    }
    for _ in 0..20 {
        app.update();
        assert!(
            !redraw(&app).wants_frame(),
            "a table waiting for a human still draws: {:?}",
            redraw(&app)
        );
    }
    // The player answers: the table plays the answer back, frame after frame.
    let t = super::table::table_in(app.world());
    let d = t.session.human_decision().cloned().unwrap();
    let action = npc::choose(&t.session.game, &d).action;
    app.world_mut().write_message(TableCmd::Act(action));
    app.update();
    assert!(redraw(&app).busy, "the answer is not drawn");
}

#[test]
fn a_paused_watched_game_rests() {
    let mut app = app(3, 0, Speed::Fast);
    app.update();
    app.world_mut().write_message(TableCmd::TogglePause);
    // Whatever was playing back finishes (a banner counts down), then the window rests.
    let mut rested = false;
    for _ in 0..2000 {
        app.update();
        if !redraw(&app).wants_frame() {
            rested = true;
            break;
        }
    }
    assert!(rested, "a paused game never rests");
    for _ in 0..10 {
        app.update();
        assert!(!redraw(&app).wants_frame(), "a paused game draws again");
    }
}
