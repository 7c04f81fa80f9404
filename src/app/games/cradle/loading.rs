//! Cradle's data files as the window loads them: the four files of its catalog (map,
//! civilizations, tables, readings, in `assets/data/cradle/`) and its board's outlines
//! (`assets/board/cradle/board.ron`), read as assets by the shared loader; then its catalog (a
//! problem names file and line) and the game the window shows first (a basic setup, nobody a
//! person).

use std::sync::Arc;

use bevy::prelude::*;
use bevy_asset_loader::prelude::*;

use crate::app::data_text::{DataTexts, RonText};
use crate::games::cradle::data::{Catalog, Sources};
use crate::games::cradle::{Cradle, Setup};

/// Cradle's files, loaded before the window shows anything.
#[derive(AssetCollection, Resource)]
pub struct CradleFiles {
    #[asset(path = "data/cradle/map.ron")]
    pub map: Handle<RonText>,
    #[asset(path = "data/cradle/civilizations.ron")]
    pub civilizations: Handle<RonText>,
    #[asset(path = "data/cradle/tables.ron")]
    pub tables: Handle<RonText>,
    #[asset(path = "data/cradle/readings.ron")]
    pub readings: Handle<RonText>,
    #[asset(path = "board/cradle/board.ron")]
    pub board: Handle<RonText>,
}

/// The catalog from the four data files; every problem names its file and line.
pub fn catalog(files: &CradleFiles, read: &DataTexts) -> Result<Catalog, Vec<String>> {
    let sources = Sources {
        map: read.read(&files.map, "data/cradle/map.ron")?,
        civilizations: read.read(&files.civilizations, "data/cradle/civilizations.ron")?,
        tables: read.read(&files.tables, "data/cradle/tables.ron")?,
        readings: read.read(&files.readings, "data/cradle/readings.ron")?,
    };
    crate::games::cradle::data::load(&sources)
        .map_err(|e| e.iter().map(|x| x.to_string()).collect())
}

/// CR 2.0: the basic setup for `players`, as the window shows it behind its menu (the window
/// asks for 2 players unless told otherwise; Cradle's smallest game, 4, stands in for fewer).
pub fn basic_setup(cat: Arc<Catalog>, players: u8) -> Result<Cradle, String> {
    let players = players.clamp(4, 6);
    Cradle::new(cat, Setup::headless(players), 1).map(|(game, _)| game)
}
