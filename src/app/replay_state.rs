//! The replay viewer's state ([`ReplayScreen`]): the record's model, whose eyes, playing or not,
//! its message. It sits low, apart from the viewer's screens, so that
//! what lies under them (the camera's keys, the redraw) may ask whether a replay is on screen and
//! playing without importing the screens.

use std::path::PathBuf;

use bevy::prelude::*;

use crate::app::games::replay_view::{ReplayView, ViewAs};

/// The viewer on the screen: the model, whose eyes, playing or not, a message.
#[derive(Resource)]
pub struct ReplayScreen {
    pub view: ReplayView,
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

impl ReplayScreen {
    pub fn new(view: ReplayView) -> ReplayScreen {
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
