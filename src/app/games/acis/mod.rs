//! ACIS, *Ancient Civilizations of the Inner Sea*, at the table. It plays ACME's system (the same
//! state, questions, answers, events and phases: `Game<Acis>`), so its face is ACME's face over
//! its ruleset ([`AcisFace`]); what is its own is said here ([`System`]): its name, its board and
//! data (`assets/board/acis/`, `assets/data/acis/`), no Deities (its panel shows the Wonders
//! built), its final ranking's columns (D49), its setups on the New Game page (its basic setups),
//! its saves, and no tutorial.

pub mod loading;
pub mod rules_ref;

use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::app::data_text::{DataTexts, RonText};
use crate::app::game_face::BoardSource;
use crate::app::games::acme::face::AcmeFace;
use crate::app::games::system::System;
use crate::games::acis::rules::Acis;
use crate::games::acme::catalog::Catalog;
use crate::games::acme::record::Position;
use crate::games::acme::session::new_game_form::{EntryKind, SetupEntry};
use crate::games::acme::{Action, Game, Ruleset};
use crate::play::Session;

/// ACIS, as the table draws it.
pub type AcisFace = AcmeFace<Acis>;

impl System for Acis {
    const GAME: crate::game_id::GameId = crate::game_id::GameId::Acis;
    const TITLE: &'static str = "ACIS";
    const FULL_NAME: &'static str = "ACIS — Ancient Civilizations of the Inner Sea";
    /// D2: talents, the rules' word (`Ruleset::CURRENCY`), counted in the plural.
    const MONEY: &'static str = "talents";
    /// Its search is generic over the ruleset (its worlds and playouts are ACIS games).
    const STRATEGIST: bool = true;
    const BOARD: BoardSource = BoardSource {
        map: "board/acis/board.ron",
        layout: "board/acis/layout.ron",
        data: "data/acis",
    };
    /// ACIS has no Deities (D11: Wonders in their place).
    const DEITIES: bool = false;
    /// D49: VP, then the areas occupied with its own built Wonders, Cities, disks, areas.
    const RANKING: &'static [&'static str] = RANKING_COLUMNS;
    fn ranking_cell(_column: usize, value: i64) -> String {
        value.to_string()
    }

    type Files = loading::AcisFiles;
    fn catalog(files: &loading::AcisFiles, read: &DataTexts) -> Result<Catalog, Vec<String>> {
        loading::catalog(files, read)
    }
    fn board_file(files: &loading::AcisFiles) -> &bevy::asset::Handle<RonText> {
        &files.board
    }
    fn basic_setup(cat: Arc<Catalog>, players: u8) -> Result<Game<Acis>, String> {
        loading::basic_setup(cat, players)
    }
    fn from_position(cat: Arc<Catalog>, p: &Position) -> Result<Game<Acis>, String> {
        crate::app::games::system::game_from_position::<Acis>(cat, p)
    }

    fn open_file(cat: Arc<Catalog>, path: &Path) -> Result<Session<Game<Acis>>, String> {
        crate::app::games::system::open_file::<Acis>(cat, path)
    }
    fn copy_position(session: &Session<Game<Acis>>, dir: &Path) -> Result<PathBuf, String> {
        crate::app::games::system::copy_position::<Acis>(session, dir)
    }
    fn write_position(
        dir: &Path,
        name: &str,
        cat: &Catalog,
        st: &crate::games::acme::State,
    ) -> Result<PathBuf, String> {
        crate::positions::copy_position_as::<Acis>(dir, name, cat, st)
    }

    /// The Wonders' initials, in the ids' order (content-acis-v1 W6: 104 Great Pyramid ... 110
    /// Parthenon).
    fn monument_mark(card: crate::games::acme::catalog::CardId) -> &'static str {
        const MARKS: [&str; 7] = ["GP", "LA", "CR", "TA", "SZ", "MH", "Pa"];
        card.0
            .checked_sub(crate::games::acis::catalog::FIRST_WONDER)
            .and_then(|i| MARKS.get(usize::from(i)).copied())
            .unwrap_or("W")
    }

    /// Its basic setups only (D50: ACIS has no scenarios).
    fn setups() -> Vec<SetupEntry> {
        basic_setups()
    }
    fn builtin_catalog() -> Arc<Catalog> {
        crate::games::acis::system::builtin()
    }

    type Tutorial = NoTutorial;
}

/// The ACIS rulebook's basic setups for 2 to 6 players (RB Basic 2- to 6-Player Setup), each
/// with its civilizations in seat order and its map configuration.
pub fn basic_setups() -> Vec<SetupEntry> {
    let content = crate::games::acis::data::builtin();
    (2..=6u8)
        .filter_map(|n| {
            let (map, civs) = crate::games::acis::setup::basic(&content, n, &[]).ok()?;
            Some(SetupEntry {
                title: format!("Basic game, {n} players"),
                blurb: "The ACIS rulebook's basic setup: printed homes and starting disks.".into(),
                period: "Epoch I, the Bronze Age, onward".into(),
                map,
                civs: civs.into_iter().map(|c| c.civ).collect(),
                neutrals: Vec::new(),
                kind: EntryKind::Basic(n),
                first_choices: crate::games::acis::setup::first_choices(&content, n),
                start_epoch: 1,
                last_epoch: 4,
            })
        })
        .collect()
}

/// The ranking keys' names ACIS's ruleset gives (`Ruleset::RANKING_KEY_NAMES`).
const RANKING_KEY_NAMES: [&str; 7] = <Acis as Ruleset>::RANKING_KEY_NAMES;

/// How many of the engine's seven ranking keys ACIS ranks by (VP, then the tie-breaks of RB
/// Victory: areas with built Wonders, Cities, disks on the map, areas occupied); the last two are
/// always 0, so the game-over table shows no column for them.
const RANKING_KEYS_USED: usize = 5;

/// The game-over table's columns: the keys ACIS ranks by, one for one.
const RANKING_COLUMNS: &[&str] = RANKING_KEY_NAMES.split_at(RANKING_KEYS_USED).0;

/// ACIS has no guided tutorial: a table of it is never one.
pub type NoTutorial = crate::app::game_face::NoTutorial<Game<Acis>, Action>;
