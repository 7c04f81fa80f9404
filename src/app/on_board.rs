//! The state the board shows, read where it lives (one human action copies the state
//! once at most).
//!
//! With a table up, the board shows the table's display ([`Stage::display`](super::table::stage::Stage::display)): the rules state,
//! or the state behind it while an answer's events play back. It is read in place rather than
//! copied into [`Shown`] each time it changes, which cost one copy of the whole state per event
//! shown. A system parameter rather than an `Arc<State>` shared with the driver: the driver
//! steps its lagging display once per event, and `Arc::make_mut` would copy it whenever the
//! board still held the other reference. Without a table (`acme show`, the replay viewer, the
//! board behind the main menu) the board shows [`Shown`]'s own game.
//!
//! The "changed" signal stays on [`Shown`]: the driver marks it changed exactly when it used to
//! replace its copy, so whatever redraws on a change (`redraw`) redraws at the same moments.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use super::game_face::GameFace;
use super::loading::Shown;
use super::table::stage::Stage;
use super::table::state::TableSession;

/// What the board shows of game `F`: the readers' one way to the shown state (pieces, board,
/// camera, top bar, tooltip).
#[derive(SystemParam)]
pub struct OnBoard<'w, F: GameFace> {
    shown: Option<Res<'w, Shown<F>>>,
    session: Option<Res<'w, TableSession<F>>>,
    stage: Option<Res<'w, Stage<F>>>,
}

impl<F: GameFace> OnBoard<'_, F> {
    /// The state on the board: the table's display while a table is up, else the shown game's
    /// (None before anything is shown).
    pub fn state(&self) -> Option<&F::State> {
        match (
            self.session.as_ref().zip(self.stage.as_ref()),
            self.shown.as_ref().and_then(|s| s.game.as_ref()),
        ) {
            (Some((session, stage)), _) => Some(stage.display(&session.0)),
            (None, Some(g)) => Some(F::state(g)),
            (None, None) => None,
        }
    }

    /// What is shown, for the top bar ("Basic 6-player setup", a position file's name).
    pub fn title(&self) -> &str {
        match (&self.session, &self.shown) {
            (Some(session), _) => &session.0.title,
            (None, Some(s)) => &s.title,
            (None, None) => "",
        }
    }
}
