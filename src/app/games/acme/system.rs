//! ACME among the games on its system: its name, its board and data, its Deities, its ranking's
//! columns and its tutorial (what `AcmeFace` asks of the game it draws).

use std::path::{Path, PathBuf};
use std::sync::Arc;

use super::{loading, overlays};
use crate::app::data_text::{DataTexts, RonText};
use crate::app::game_face::BoardSource;
use crate::app::games::system::System;
use crate::games::acme::catalog::Catalog;
use crate::games::acme::record::Position;
use crate::games::acme::session::new_game_form::SetupEntry;
use crate::games::acme::session::tutorial::Tutorial;
use crate::games::acme::{Acme, Game};
use crate::play::Session;

impl System for Acme {
    const GAME: crate::game_id::GameId = crate::game_id::GameId::Acme;
    const TITLE: &'static str = "ACME";
    const FULL_NAME: &'static str = "ACME — Ancient Civilizations of the Middle East";
    /// The rules' own word (RB Mina), so a note and the table never name it differently.
    const MONEY: &'static str = <Acme as crate::games::acme::Ruleset>::CURRENCY;
    const STRATEGIST: bool = true;
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
        crate::app::games::system::game_from_position::<Acme>(cat, p)
    }

    fn open_file(cat: Arc<Catalog>, path: &Path) -> Result<Session<Game>, String> {
        crate::app::games::system::open_file::<Acme>(cat, path)
    }
    fn copy_position(session: &Session<Game>, dir: &Path) -> Result<PathBuf, String> {
        crate::app::games::system::copy_position::<Acme>(session, dir)
    }
    fn write_position(
        dir: &Path,
        name: &str,
        cat: &Catalog,
        st: &crate::games::acme::State,
    ) -> Result<PathBuf, String> {
        crate::positions::copy_position_as::<Acme>(dir, name, cat, st)
    }

    /// The basic games and every shipped scenario.
    fn setups() -> Vec<SetupEntry> {
        super::new_game::setups()
    }
    fn builtin_catalog() -> Arc<Catalog> {
        crate::games::acme::data::builtin()
    }

    type Tutorial = Tutorial;
}
