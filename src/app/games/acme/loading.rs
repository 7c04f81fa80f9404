//! ACME's data files as the window loads them: the six files of its catalog (RB's map, Fate
//! cards, Deities, civilizations, Epoch table and rules texts) and its board's outlines, read as
//! assets by the shared loader; then its catalog parsed from them (a problem names file and line)
//! and the game the window shows first (a basic setup with the printed placements, or a position).

use std::sync::Arc;

use bevy::prelude::*;
use bevy_asset_loader::prelude::*;

use crate::app::data_text::{DataTexts, RonText};
use crate::games::acme::Game;
use crate::games::acme::catalog::{Catalog, CatalogSources};
use crate::games::acme::record::{self, SetupSpec};
use crate::games::acme::setup::Layout;
use crate::games::acme::state::GameOptions;

/// ACME's files, loaded before the window shows anything.
#[derive(AssetCollection, Resource)]
pub struct AcmeFiles {
    #[asset(path = "data/map.ron")]
    pub map: Handle<RonText>,
    #[asset(path = "data/fate_cards.ron")]
    pub fate_cards: Handle<RonText>,
    #[asset(path = "data/deities.ron")]
    pub deities: Handle<RonText>,
    #[asset(path = "data/civilizations.ron")]
    pub civilizations: Handle<RonText>,
    #[asset(path = "data/epoch_table.ron")]
    pub epoch_table: Handle<RonText>,
    #[asset(path = "data/rules_text.ron")]
    pub rules_text: Handle<RonText>,
    #[asset(path = "board/board.ron")]
    pub board: Handle<RonText>,
}

/// The catalog from the six data files; every problem names its file and line.
pub fn catalog(files: &AcmeFiles, read: &DataTexts) -> Result<Catalog, Vec<String>> {
    let sources = CatalogSources {
        map: read.read(&files.map, "data/map.ron")?,
        fate_cards: read.read(&files.fate_cards, "data/fate_cards.ron")?,
        deities: read.read(&files.deities, "data/deities.ron")?,
        civilizations: read.read(&files.civilizations, "data/civilizations.ron")?,
        epoch_table: read.read(&files.epoch_table, "data/epoch_table.ron")?,
        rules_text: read.read(&files.rules_text, "data/rules_text.ron")?,
    };
    Catalog::from_sources(&sources).map_err(|e| e.iter().map(|x| x.to_string()).collect())
}

/// The basic setup for `players` with the printed placements (RB "Setup"), no NPC.
pub fn basic_setup(cat: Arc<Catalog>, players: u8) -> Result<Game, String> {
    let setup = SetupSpec::Basic {
        players,
        layout: Layout::Printed,
        npc: vec![],
    };
    start(cat, &setup)
}

fn start(cat: Arc<Catalog>, setup: &SetupSpec) -> Result<Game, String> {
    record::start(cat, setup, &GameOptions::default(), 1)
        .map(|(game, _)| game)
        .map_err(|e| e.to_string())
}
