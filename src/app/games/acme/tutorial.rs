//! The guided tutorial at the table, without a window: the table is set up from
//! the script's chapter, the learner's Next starts a reading step's end or the other side's move,
//! the other side's answers are played from the script at the table's pace, and a chapter with a
//! start position of its own puts its game on the table. The learner's clicks are judged in
//! [`TableMut::human_act`](crate::app::table::state::TableMut::human_act) (see `TableTutorial`). Tests run this with `MinimalPlugins`.

use super::face::AcmeFace;
use std::sync::Arc;

use bevy::prelude::*;

use crate::app::games::Session;
use crate::app::table::driver::{DriverSet, Table, TableMut, TableSession};
use crate::app::table::messages::Toast;
use crate::app::table::state::ScriptHold;
use crate::games::acme::catalog::Catalog;
use crate::games::acme::session::tutorial::{Script, Tutorial, Waiting};
use crate::settings::Speed;

/// What the step card asks of the tutorial.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum TutorialCmd {
    /// End a reading step, or start the other side's move.
    Next,
}

/// The tutorial's systems (they run after the driver; what is laid out from the table follows them).
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct TutorialSet;

pub fn plugin(app: &mut App) {
    app.add_message::<TutorialCmd>().add_systems(
        Update,
        (commands, play_other_side)
            .chain()
            .after(DriverSet)
            .before(crate::app::table::panels::FollowSet)
            .in_set(TutorialSet)
            .run_if(resource_exists::<TableSession<AcmeFace>>),
    );
}

/// The table of a tutorial at `chapter` (0-based): its scene's game with the earlier chapters'
/// answers replayed silently, the learner looking on as its own civilization.
pub fn tutorial_table(
    cat: Arc<Catalog>,
    script: Arc<Script>,
    chapter: usize,
    speed: Speed,
) -> Result<Table<AcmeFace>, String> {
    let tutorial = Tutorial::at_chapter(script, chapter);
    scene_table(cat, tutorial, speed)
}

fn scene_table(
    cat: Arc<Catalog>,
    mut tutorial: Tutorial,
    speed: Speed,
) -> Result<Table<AcmeFace>, String> {
    let script = tutorial.script.clone();
    let record = script
        .record_at(tutorial.chapter)
        .ok_or("the tutorial has no chapter to start from")?;
    let mut session =
        Session::from_record(cat, format!("Learn to play: {}", script.title), record)?;
    session.fixed_viewer = script.learner_slot(&session.game);
    tutorial.new_scene = false;
    let mut table = Table::new(session, speed);
    table.tutorial = Some(tutorial);
    Ok(table)
}

fn commands(
    mut cmds: MessageReader<TutorialCmd>,
    mut table: TableMut<AcmeFace>,
    mut question: ResMut<crate::app::table::settle::Question<super::face::AcmeFace>>,
    time: Res<Time<Real>>,
) {
    for c in cmds.read() {
        // Next clicked as the step changed under the pointer moves on nothing (`settle`).
        if !question.admits(&table, time.elapsed_secs_f64()) {
            continue;
        }
        match c {
            TutorialCmd::Next => {
                if let Some(t) = &mut table.tutorial.0 {
                    t.next();
                }
            }
        }
    }
}

/// The other side's answers, one per two beats once the board has caught up (at Instant, one a
/// frame); a new scene's game once the learner has closed the summary of the last one.
fn play_other_side(
    time: Res<Time>,
    mut t: TableMut<AcmeFace>,
    mut script: ResMut<ScriptHold<AcmeFace>>,
    mut wait: Local<f32>,
) {
    let Some(tut) = &t.tutorial.0 else {
        return;
    };
    if t.messages.summary.is_some() || !t.stage.playback.is_idle() {
        return;
    }
    if tut.new_scene {
        let cat = t.session.cat.clone();
        match scene_table(cat, tut.clone(), t.pace.speed) {
            Ok(new) => *script = t.replace(new),
            Err(e) => stop(&mut t, e),
        }
        return;
    }
    let Waiting::Other(action) = tut.waiting() else {
        *wait = 0.0;
        return;
    };
    *wait -= time.delta_secs();
    if *wait > 0.0 && t.pace.speed != Speed::Instant {
        return;
    }
    match t.script_act(action) {
        Ok(()) => *wait = 2.0 * t.pace.speed.beat(),
        Err(e) => stop(&mut t, e),
    }
}

/// The script and the game disagree (a defect of the script that `acme validate` would have
/// found): say so and stop playing the other side, rather than loop.
fn stop(t: &mut TableMut<AcmeFace>, why: String) {
    let said = format!("The tutorial's script is out of step with the game: {why}");
    t.messages.toast = Some(Toast::public(said.clone(), true));
    if let Some(tut) = &mut t.tutorial.0 {
        tut.playing = false;
        tut.new_scene = false;
        tut.hint = Some(said);
    }
}
