//! ACME among the games on its system: its name, its board and data, its Deities, its ranking's
//! columns and its tutorial (what `AcmeFace` asks of the game it draws).

use std::sync::Arc;

use super::{loading, overlays};
use crate::app::data_text::{DataTexts, RonText};
use crate::app::game_face::BoardSource;
use crate::app::games::system::System;
use crate::games::acme::catalog::Catalog;
use crate::games::acme::record::Position;
use crate::games::acme::session::tutorial::Tutorial;
use crate::games::acme::{Acme, Game};

impl System for Acme {
    const TITLE: &'static str = "ACME";
    const BOARD: BoardSource = BoardSource {
        map: "board/board.ron",
        layout: "board/layout.ron",
        data: "data",
    };
    /// RB Deities.
    const DEITIES: bool = true;
    const RANKING: &'static [&'static str] = overlays::RANKING;
    fn ranking_cell(column: usize, value: i64) -> String {
        overlays::ranking_cell(column, value)
    }

    type Files = loading::AcmeFiles;
    fn catalog(files: &loading::AcmeFiles, read: &DataTexts) -> Result<Catalog, Vec<String>> {
        loading::catalog(files, read)
    }
    fn board_file(files: &loading::AcmeFiles) -> &bevy::asset::Handle<RonText> {
        &files.board
    }
    fn basic_setup(cat: Arc<Catalog>, players: u8) -> Result<Game, String> {
        loading::basic_setup(cat, players)
    }
    fn from_position(cat: Arc<Catalog>, p: &Position) -> Result<Game, String> {
        loading::from_position(cat, p)
    }

    type Tutorial = Tutorial;
}
