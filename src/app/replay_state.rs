//! The replay viewer's state ([`ReplayScreen`]): the record's model, whose eyes, playing or not,
//! its message. It sits low, apart from the viewer's screens, so that
//! what lies under them (the camera's keys, the redraw) may ask whether a replay is on screen and
//! playing without importing the screens: they read [`ReplayOn`], which says so whatever the
//! game (the screen itself is generic over the game's ruleset).

use std::path::PathBuf;

use bevy::prelude::*;

use crate::app::games::replay_view::{ReplayView, ViewAs};
use crate::app::games::system::System;

/// The viewer is on the screen (whatever the game), and whether it is playing: what the camera's
/// keys and the redraw ask. Kept with [`ReplayScreen`]: put with it, taken with it.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ReplayOn {
    pub playing: bool,
}

/// The viewer on the screen: the model, whose eyes, playing or not, a message; for a record of
/// a game on ACME's system, of the ruleset `R` (ACME's or ACIS's).
#[derive(Resource)]
pub struct ReplayScreen<R: System> {
    pub view: ReplayView<R>,
    pub view_as: ViewAs,
    pub playing: bool,
    /// Index in the viewer's list of speeds.
    pub speed: usize,
    /// Seconds before the next action while playing.
    pub wait: f32,
    /// What the last command said (a position copied, where).
    pub toast: Option<(String, bool)>,
    /// Where "Copy position" writes (None: nowhere, as in tests that do not copy).
    pub positions_dir: Option<PathBuf>,
    /// The board's picture is behind the model.
    pub dirty: bool,
}

impl<R: System> ReplayScreen<R> {
    pub fn new(view: ReplayView<R>) -> ReplayScreen<R> {
        let view_as = view.default_view();
        ReplayScreen {
            view,
            view_as,
            playing: false,
            speed: 2,
            wait: 0.0,
            toast: None,
            positions_dir: Some(crate::positions::positions_dir()),
            dirty: true,
        }
    }
}
