//! Tests of the program around the rules: saves, settings (and the headless Bevy app).

#[path = "support/mod.rs"]
mod support;

#[cfg(feature = "gui")]
#[path = "support/headless.rs"]
mod headless;

mod app {
    pub mod acis_positions;
    pub mod acis_saves;
    #[cfg(feature = "gui")]
    pub mod acis_show;
    #[cfg(feature = "gui")]
    pub mod acis_table;
    #[cfg(feature = "gui")]
    pub mod cradle_replay;
    #[cfg(feature = "gui")]
    pub mod cradle_saves;
    #[cfg(feature = "gui")]
    pub mod cradle_scoring;
    #[cfg(feature = "gui")]
    pub mod cradle_table;
    #[cfg(feature = "gui")]
    pub mod cradle_theatre;
    #[cfg(feature = "gui")]
    pub mod hotseat;
    pub mod journal;
    #[cfg(feature = "gui")]
    pub mod loading;
    pub mod losses;
    #[cfg(feature = "gui")]
    pub mod moments;
    pub mod newgame;
    #[cfg(all(feature = "gui", feature = "online"))]
    pub mod online;
    #[cfg(feature = "gui")]
    pub mod overlays;
    #[cfg(feature = "gui")]
    pub mod picture;
    #[cfg(feature = "gui")]
    pub mod redraw;
    #[cfg(feature = "gui")]
    pub mod replay_screen;
    pub mod replay_view;
    #[cfg(feature = "gui")]
    pub mod save_as;
    pub mod saves;
    #[cfg(feature = "gui")]
    pub mod scenarios;
    pub mod session;
    pub mod share_position;
    #[cfg(feature = "gui")]
    pub mod stage;
    #[cfg(feature = "gui")]
    pub mod state_copies;
    #[cfg(feature = "gui")]
    pub mod still_frame;
    #[cfg(feature = "gui")]
    pub mod strategist;
    #[cfg(feature = "gui")]
    pub mod table;
    pub mod tutorial;
    pub mod untrusted;
    #[cfg(feature = "gui")]
    pub mod widgets;
}
