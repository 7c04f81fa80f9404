//! Where the game on the table is written: the autosave and its journal, the saves folder, the
//! name Save as proposes. The table writes through it after every answer; the menu's Save as
//! asks it ([`SaveOutcome`]). Nothing here changes the game. A resource of its own, put on and
//! taken off with the table's other parts ([`super::state`]); a save goes through the bundle
//! `TableSaving`.

use std::path::PathBuf;

use bevy::prelude::Resource;

/// The table's saving.
#[derive(Resource)]
pub struct Saving {
    /// Where the autosave goes (None: no autosave, as in tests).
    pub autosave: Option<PathBuf>,
    /// Where named saves go.
    pub saves_dir: Option<PathBuf>,
    /// The autosave's journal: every decision between two whole autosaves.
    pub saver: crate::saves::Autosaver,
    /// The name Save as proposes: this game's title and when it came to the table, never the
    /// previous game's.
    pub save_name: String,
}

impl Saving {
    /// No autosave and no saves folder yet (see `Table::take_autosave`); Save as proposes the
    /// game's title and the time it came to the table.
    pub fn new(title: &str) -> Saving {
        Saving {
            autosave: None,
            saves_dir: None,
            saver: crate::saves::Autosaver::new(),
            save_name: crate::saves::proposed_name(title, std::time::SystemTime::now()),
        }
    }
}

/// What Save as did.
#[derive(Debug, Clone, PartialEq)]
pub enum SaveOutcome {
    Saved(PathBuf),
    /// A save of that name exists and was left alone: ask before replacing it.
    Exists(PathBuf),
    Failed(String),
    /// No saves folder (tests without one).
    NoFolder,
}
