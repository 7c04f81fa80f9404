//! ACIS's data files as the window loads them: the seven files of its catalog (its map, Fate
//! cards, Wonders, civilization displays, setups, Change of Epoch Table and rules texts, in
//! `assets/data/acis/`) and its board's outlines (`assets/board/acis/board.ron`), read as assets
//! by the shared loader; then its catalog in the shape ACME's phases read (a problem names file
//! and line) and the game the window shows first (a basic setup, printed placements).

use std::sync::Arc;

use bevy::prelude::*;
use bevy_asset_loader::prelude::*;

use crate::app::data_text::{DataTexts, RonText};
use crate::games::acis::catalog::Sources;
use crate::games::acis::rules::Acis;
use crate::games::acme::catalog::Catalog;
use crate::games::acme::record::SetupSpec;
use crate::games::acme::setup::Layout;
use crate::games::acme::state::GameOptions;
use crate::games::acme::{Game, WholeGame};

/// ACIS's files, loaded before the window shows anything.
#[derive(AssetCollection, Resource)]
pub struct AcisFiles {
    #[asset(path = "data/acis/map.ron")]
    pub map: Handle<RonText>,
    #[asset(path = "data/acis/fate_cards.ron")]
    pub fate_cards: Handle<RonText>,
    #[asset(path = "data/acis/wonders.ron")]
    pub wonders: Handle<RonText>,
    #[asset(path = "data/acis/civilizations.ron")]
    pub civilizations: Handle<RonText>,
    #[asset(path = "data/acis/setups.ron")]
    pub setups: Handle<RonText>,
    #[asset(path = "data/acis/epoch_table.ron")]
    pub epoch_table: Handle<RonText>,
    #[asset(path = "data/acis/rules_text.ron")]
    pub rules_text: Handle<RonText>,
    #[asset(path = "board/acis/board.ron")]
    pub board: Handle<RonText>,
}

/// The phases' catalog from the seven data files; every problem names its file and line.
pub fn catalog(files: &AcisFiles, read: &DataTexts) -> Result<Catalog, Vec<String>> {
    let sources = Sources {
        map: read.read(&files.map, "data/acis/map.ron")?,
        fate_cards: read.read(&files.fate_cards, "data/acis/fate_cards.ron")?,
        wonders: read.read(&files.wonders, "data/acis/wonders.ron")?,
        civilizations: read.read(&files.civilizations, "data/acis/civilizations.ron")?,
        setups: read.read(&files.setups, "data/acis/setups.ron")?,
        epoch_table: read.read(&files.epoch_table, "data/acis/epoch_table.ron")?,
        rules_text: read.read(&files.rules_text, "data/acis/rules_text.ron")?,
    };
    let acis = crate::games::acis::catalog::Catalog::from_sources(&sources)
        .map_err(|e| e.iter().map(|x| x.to_string()).collect::<Vec<_>>())?;
    Ok(crate::games::acis::system::catalog(&acis))
}

/// ACIS's basic setup for `players` with its printed placements (RB Basic Setup, D17), no NPC.
pub fn basic_setup(cat: Arc<Catalog>, players: u8) -> Result<Game<Acis>, String> {
    let setup = SetupSpec::Basic {
        players,
        layout: Layout::Printed,
        npc: vec![],
    };
    <Acis as WholeGame>::start(cat, &(setup, GameOptions::default()), 1).map(|(game, _)| game)
}
