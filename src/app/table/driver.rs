//! The table's engine room, without a window: the systems that take the screens' commands, let
//! the NPCs and the Strategist decide at the chosen pace, play the events back on the display,
//! tell the board to redraw, and write the autosave on quit; and putting a table on the screen or
//! taking it off. What they act on is the table's parts ([`super::state`]): each takes the parts
//! it needs, and the bundle [`TableMut`] where an answer changes several. Tests run them with
//! `MinimalPlugins`.

use bevy::prelude::*;

use crate::app::game_face::{GameFace, Playback, Tally};
use crate::app::loading::Shown;
use crate::app::{AppState, Screen};
use crate::settings::Settings;
use crate::settings::Speed;

pub use super::commands::{EventShown, TableCmd};
use super::settle::{self, Question};
use super::stage::Stage;
use super::state::{ScriptHold, TableSaving};
pub use super::state::{Table, TableMut, TableReads, TableRef, TableSession};

/// The driver's systems (scripts and tests order themselves around it).
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct DriverSet;

/// Inside the driver, between the brains' answers of a frame and the playback that shows their
/// first event in the same frame: a scripted moment that is an event about to be shown (a
/// removal round's only disk) is seen here, or never (`script::catch_moment`).
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub enum DriverStep {
    /// The screens' commands and the brains' answers.
    Answers,
    /// The answers' events played back on the display.
    Shows,
}

pub fn plugin<F: GameFace>(app: &mut App) {
    app.add_message::<TableCmd<F>>()
        .add_message::<EventShown<F>>()
        .add_systems(
            Update,
            (
                commands::<F>.in_set(DriverStep::Answers),
                drive_npcs::<F>.in_set(DriverStep::Answers),
                play_back::<F>.in_set(DriverStep::Shows),
                publish::<F>,
                settle::note::<F>,
            )
                .chain()
                .in_set(DriverSet)
                .run_if(resource_exists::<TableSession<F>>),
        )
        .init_resource::<Question<F>>()
        .add_systems(
            Last,
            autosave_on_exit::<F>.run_if(resource_exists::<TableSession<F>>),
        );
}

/// Quitting (the menu, the window's close button) writes the autosave first.
fn autosave_on_exit<F: GameFace>(mut exits: MessageReader<AppExit>, mut table: TableSaving<F>) {
    if exits.read().next().is_some() {
        table.autosave_now();
    }
}

fn commands<F: GameFace>(
    mut cmds: MessageReader<TableCmd<F>>,
    mut table: TableMut<F>,
    mut question: ResMut<Question<F>>,
    time: Res<Time<Real>>,
) {
    for c in cmds.read() {
        // A click that arrives as the question changes answers nothing (`settle`).
        if settle::answers(c) && !question.admits(&table, time.elapsed_secs_f64()) {
            continue;
        }
        match c {
            TableCmd::Act(a) => {
                table.human_act(*a);
            }
            TableCmd::Losses(plan) => {
                table.human_losses(plan);
            }
            TableCmd::ShowHand => table.session.ask_for_hand(),
            TableCmd::Undo if table.tutorial.0.is_some() => table
                .refuse("The tutorial follows the Playbook's example: there is no undo.".into()),
            TableCmd::Undo => table.undo(),
            TableCmd::LiftCurtain => table.lift_curtain(),
            TableCmd::TogglePause => table.pace.paused = !table.pace.paused,
            TableCmd::Step => {
                table.pace.step_once = true;
                table.pace.npc_wait = 0.0;
            }
            TableCmd::Speed(s) => table.pace.speed = *s,
            TableCmd::Skip => {
                // Skip passes what is being shown: the rest of the animation, or, the board
                // being still, the summary on screen.
                if table.stage.playback.is_idle() {
                    table.messages.summary = None;
                }
                table.finish_playback();
            }
            TableCmd::CloseSummary => table.messages.summary = None,
            TableCmd::CloseBanner => table.stage.banner = None,
            TableCmd::SaveAs { name, replace } => {
                table.save_as(name, *replace);
            }
            TableCmd::Refused(why) => table.refuse(why.clone()),
            TableCmd::Hint => table.ask_hint(),
        }
    }
}

/// NPC decisions at the chosen pace: one per two beats once the board has caught up; at Instant
/// as many as come before a human's decision (watch mode runs a whole game in a few frames).
fn drive_npcs<F: GameFace>(time: Res<Time>, mut t: TableMut<F>, script: Res<ScriptHold<F>>) {
    t.collect_hint();
    if t.messages.summary.is_some() {
        // Humans close the summary with a click; a watched game moves on after a few beats.
        if !t.watching() {
            return;
        }
        t.messages.summary_wait -= time.delta_secs();
        if t.messages.summary_wait > 0.0 && t.pace.speed != Speed::Instant {
            return;
        }
        t.messages.summary = None;
    }
    if t.pace.paused && !t.pace.step_once {
        return;
    }
    if !t.stage.playback.is_idle() {
        return;
    }
    if t.pace.speed == Speed::Instant && !t.pace.step_once {
        for _ in 0..5000 {
            if !t.npc_act() || t.messages.summary.is_some() && !t.watching() {
                break;
            }
            if script.halt.is_some_and(|h| h(&t.view())) {
                break;
            }
            if t.watching() {
                t.messages.summary = None;
            }
        }
        return;
    }
    t.pace.npc_wait -= time.delta_secs();
    if t.pace.npc_wait > 0.0 && !t.pace.step_once {
        return;
    }
    // Step: one decision if an NPC is deciding now, else nothing (it does not carry over).
    if t.npc_act() {
        t.pace.npc_wait = 2.0 * t.pace.beat();
    }
    t.pace.step_once = false;
}

/// Put the queued events on the display, one beat apart.
fn play_back<F: GameFace>(
    time: Res<Time>,
    mut t: TableMut<F>,
    script: Res<ScriptHold<F>>,
    mut shown: MessageWriter<EventShown<F>>,
) {
    if !script.hold {
        t.linger_centre(time.delta_secs());
    }
    // Paused, the table holds still, banner included.
    if let Some((_, left)) = &mut t.stage.banner
        && !t.pace.paused
    {
        *left -= time.delta_secs();
        if *left <= 0.0 {
            t.stage.banner = None;
        }
    }
    if script.hold {
        return;
    }
    t.stage.landing = (t.stage.landing - time.delta_secs()).max(0.0);
    if t.game_over_shown() {
        // Nothing of the last turn stays over the results.
        t.stage.banner = None;
        if !t.stage.centre.is_empty() {
            t.stage.centre.clear();
        }
    }
    if t.stage.playback.is_idle() {
        return;
    }
    if t.pace.speed == Speed::Instant {
        t.finish_playback();
        return;
    }
    t.stage.wait -= time.delta_secs();
    while t.stage.wait <= 0.0 {
        let Stage { playback, lag, .. } = &mut *t.stage;
        // No lagging display (the speed went to instant and back): nothing to play events on.
        match lag.as_mut().and_then(|display| playback.step(display)) {
            Some((e, beats)) => {
                t.stage.wait += beats * t.pace.speed.beat();
                t.stage.dirty = true;
                let stage = &mut *t.stage;
                let display = stage.lag.as_ref().unwrap_or(F::state(&t.session.game));
                if let Some(r) = stage.tally.feed(&e, display) {
                    t.stage.banner = Some((r, t.pace.banner_secs()));
                }
                t.stage.note_shown(&e);
                // A new phase gets a frame of its own at any visible speed, so the table's
                // phase state passes through it (a Competition Phase with nothing contested).
                let phase = F::starts_phase(&e);
                shown.write(EventShown(e));
                if phase {
                    t.stage.wait = t.stage.wait.max(0.0);
                    break;
                }
            }
            None => {
                t.finish_playback();
                break;
            }
        }
    }
}

/// The board shows the display state, read where it lives (`on_board::OnBoard`): nothing is
/// copied here. `Shown` is only marked changed, once per display change as when it held a copy,
/// so that what redraws on a change redraws at the same moments.
fn publish<F: GameFace>(mut stage: ResMut<Stage<F>>, shown: Option<ResMut<Shown<F>>>) {
    if !stage.dirty {
        return;
    }
    stage.dirty = false;
    if let Some(mut shown) = shown {
        shown.set_changed();
    }
}

/// Take the table off the screen (to the main menu). The board behind the menu goes on showing
/// the game as the table last showed it: the table's display moves into [`Shown`], not copied.
pub fn leave_table<F: GameFace>(commands: &mut Commands) {
    commands.queue(|world: &mut World| {
        let Some(table) = Table::<F>::take(world) else {
            return;
        };
        let title = table.session.title.clone();
        // The session's game, showing the display: the board stays where the table left it.
        let game = table.into_shown();
        if let Some(mut shown) = world.get_resource_mut::<Shown<F>>() {
            shown.game = Some(game);
            shown.title = title;
        }
    });
}

/// Put a session on the table: the board is rebuilt for its map (through `Switching`).
pub fn install<F: GameFace>(
    commands: &mut Commands,
    session: crate::play::Session<F::Game>,
    settings: &Settings,
    autosave: bool,
    next: &mut NextState<AppState>,
    screen: &mut NextState<Screen>,
) {
    let mut table = Table::<F>::new(session, settings.speed);
    if autosave {
        table.take_autosave(
            crate::saves::autosave_path_of(F::GAME),
            crate::saves::saves_dir(),
        );
    }
    put_on_table(commands, table, next, screen);
}

/// Put a table on the screen: the board is rebuilt for its map (through `Switching`).
pub fn put_on_table<F: GameFace>(
    commands: &mut Commands,
    table: Table<F>,
    next: &mut NextState<AppState>,
    screen: &mut NextState<Screen>,
) {
    // The board reads the table's display where it lives (`on_board`): no copy in `Shown`.
    commands.insert_resource(Shown::<F> {
        game: None,
        title: table.session.title.clone(),
    });
    commands.queue(move |world: &mut World| table.insert(world));
    screen.set(Screen::Table);
    next.set(AppState::Switching);
}
