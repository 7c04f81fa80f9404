//! A Bevy app without a window for tests: MinimalPlugins + StatesPlugin, every schedule on the
//! single-threaded executor (on 2 cores the multi-threaded one makes each update ~80x slower).

use bevy::ecs::schedule::{ScheduleLabel, SingleThreadedExecutor};
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;

pub fn app() -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin));
    for label in [
        First.intern(),
        PreUpdate.intern(),
        Update.intern(),
        PostUpdate.intern(),
        Last.intern(),
    ] {
        app.edit_schedule(label, |s| {
            s.set_executor(SingleThreadedExecutor::new());
        });
    }
    app
}
