//! What differs at the table between two games on ACME's system (ACME and ACIS share its state,
//! questions, answers, events, phases and session: `games::acme::session::TableRules`): the
//! game's name, where its board and data come from, its data files and catalog, how its first game
//! is shown, whether its civilizations worship Deities, its final ranking's columns and its
//! tutorial. ACME's face for the table ([`super::acme::face::AcmeFace`]) is generic over it, so
//! the rest is written once; each game implements it in its own folder here.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::app::data_text::{DataTexts, RonText};
use crate::app::game_face::{BoardSource, Lesson};
use crate::game_id::GameId;
use crate::games::acme::catalog::Catalog;
use crate::games::acme::record::Position;
use crate::games::acme::session::TableRules;
use crate::games::acme::session::new_game_form::SetupEntry;
use crate::games::acme::state::State;
use crate::games::acme::{Action, Game};
use crate::play::Session;

/// The table's face of a game on ACME's system (ACME's face over the game's ruleset): what a
/// screen written once for every game of the system (the replay viewer) draws `R`'s game with.
pub type FaceOf<R> = super::acme::face::AcmeFace<R>;

/// A face of a game on ACME's system, and that game's ruleset: what the window's wiring reads to
/// register a screen written over the ruleset (the replay viewer) for the face it opened.
pub trait OnSystem: crate::app::game_face::GameFace {
    type Rules: System;
}

impl<R: System> OnSystem for FaceOf<R> {
    type Rules = R;
}

/// A game on ACME's system, as the table tells it apart from its siblings.
pub trait System:
    TableRules<Record: Send + Sync + 'static, StepMemo: Send + Sync>
    + Copy
    + Default
    + Send
    + Sync
    + 'static
{
    /// The game its files name (a record's `game` tag): a file of another game is not opened
    /// as one of it.
    const GAME: GameId;
    /// Its name, as the window and its New Game page show it.
    const TITLE: &'static str;
    /// Its full name (the window's title).
    const FULL_NAME: &'static str;
    /// What its civilizations pay with, as the panels and summaries name it.
    const MONEY: &'static str;
    /// The Strategist plays it (its seats, the hint).
    const STRATEGIST: bool;
    /// Its map file, layout and data folder under the assets folder.
    const BOARD: BoardSource;
    /// Its civilizations worship Deities (a panel's Deity row, a Deity card's back); without
    /// them, the panel shows its Wonders built and no Deity row is offered.
    const DEITIES: bool;
    /// The final ranking's columns, in the order of the ruleset's ranking keys.
    const RANKING: &'static [&'static str];
    /// A ranking key as its cell shows it.
    fn ranking_cell(column: usize, value: i64) -> String;

    /// Its data files and its board's outlines, as the loader reads them.
    type Files: bevy_asset_loader::asset_collection::AssetCollection + bevy::prelude::Resource;
    /// Its catalog parsed from the files loaded; each problem names its file and line.
    fn catalog(files: &Self::Files, read: &DataTexts) -> Result<Catalog, Vec<String>>;
    /// The board's outlines among the files.
    fn board_file(files: &Self::Files) -> &bevy::asset::Handle<RonText>;
    /// The game of its basic setup for `players` (printed placements, no NPC), as shown first.
    fn basic_setup(cat: Arc<Catalog>, players: u8) -> Result<Game<Self>, String>;
    /// The game a position file holds.
    fn from_position(cat: Arc<Catalog>, p: &Position) -> Result<Game<Self>, String>;

    /// A saved game (its journal played on top) or a position file, opened as a session.
    fn open_file(cat: Arc<Catalog>, path: &Path) -> Result<Session<Game<Self>>, String>;
    /// The moment of `session` written as a position file in `dir`.
    fn copy_position(session: &Session<Game<Self>>, dir: &Path) -> Result<PathBuf, String>;
    /// A moment `st` of a game looked back at (the replay viewer's Copy position) written as a
    /// position file named after `name` in `dir`.
    fn write_position(dir: &Path, name: &str, cat: &Catalog, st: &State)
    -> Result<PathBuf, String>;

    /// The mark on the block of a built card (ACIS's Wonder: its initials) on the map; the
    /// area's hover text names it in full.
    fn monument_mark(_card: crate::games::acme::catalog::CardId) -> &'static str {
        ""
    }

    /// The setups its New Game page offers, with the civilizations of each (ACME: its basic games
    /// and scenarios; ACIS: its basic setups).
    fn setups() -> Vec<SetupEntry>;
    /// Its catalog as the program carries it (the New Game page of another game's window reads
    /// its setups' civilizations with it).
    fn builtin_catalog() -> Arc<Catalog>;

    /// Its guided tutorial, when a table is one.
    type Tutorial: Lesson<Game = Game<Self>, Action = Action>;
}

/// The game a position file of `R` holds (the window shows it: `acme show FILE`), started as
/// every game of `R` starts ([`crate::games::acme::WholeGame::start`]).
pub fn game_from_position<R: System>(cat: Arc<Catalog>, p: &Position) -> Result<Game<R>, String> {
    let setup = (
        crate::games::acme::record::SetupSpec::Position(Box::new(p.clone())),
        p.options.clone(),
    );
    <R as crate::games::acme::WholeGame>::start(cat, &setup, p.seed).map(|(game, _)| game)
}

/// A position file of `R` starts a new game from it (Open position, `acme play --load
/// X.position.ron`); a save replays its record, and the decisions journalled after it (an
/// autosave's journal) are played on top: Continue after a crash resumes at the decision in
/// progress.
pub fn open_file<R: System + crate::saves::SavedGame>(
    cat: Arc<Catalog>,
    path: &Path,
) -> Result<Session<Game<R>>, String> {
    if path.to_string_lossy().ends_with(crate::positions::SUFFIX) {
        return crate::positions::open_as::<R>(cat, path);
    }
    let (save, _) = crate::saves::read_with_journal_as::<R>(path).map_err(|e| e.to_string())?;
    Session::<Game<R>>::from_save(cat, &save).map_err(|e| format!("{}: {e}", path.display()))
}

/// The moment on the table written as a position file of `R` in `dir`, named after the game and
/// the moment ("Basic game, 3 players e2 t1").
pub fn copy_position<R: System + crate::saves::SavedGame>(
    session: &Session<Game<R>>,
    dir: &Path,
) -> Result<PathBuf, String> {
    let st = &session.game.state;
    let name = format!("{} e{} t{}", session.title, st.epoch, st.turn);
    crate::positions::copy_position_as::<R>(dir, &name, &session.cat, st)
}
