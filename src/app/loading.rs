//! Loading: the game's data files and its board's outlines (the files its face names:
//! `GameFace::Files`) and the table's fonts are read as assets (bevy_asset_loader), then handed to
//! the game's catalog parser (its face's `catalog`) and the board parser, and the game to show is
//! started (its face's `basic_setup` or `from_position`). Whatever fails is named (file, line) on
//! the failure screen and on stderr; nothing panics.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use bevy::asset::AssetLoadFailedEvent;
use bevy::prelude::*;
use bevy_asset_loader::prelude::*;

use super::data_text::DataTexts;
pub use super::data_text::{RonText, RonTextLoader};
use super::game_face::GameFace;
use super::{AppState, ShowSpec, WindowOptions};
use crate::board::BoardShape;

/// Set when loading failed, so that the process exits with a failure code.
pub static LOAD_FAILED: AtomicBool = AtomicBool::new(false);

/// The table's fonts, whatever the game (its data files are the game's: [`GameFace::Files`]).
#[derive(AssetCollection, Resource)]
pub struct Fonts {
    #[asset(path = "fonts/DejaVuSerifCondensed.ttf")]
    pub serif: Handle<Font>,
    #[asset(path = "fonts/DejaVuSerifCondensed-Bold.ttf")]
    pub serif_bold: Handle<Font>,
    #[asset(path = "fonts/DejaVuSerifCondensed-Italic.ttf")]
    pub serif_italic: Handle<Font>,
}

/// Problems found while loading, each naming its file.
#[derive(Resource, Default, Debug)]
pub struct LoadErrors(pub Vec<String>);

/// The parsed catalog and board of game `F`.
#[derive(Resource)]
pub struct Loaded<F: GameFace> {
    pub catalog: Arc<F::Catalog>,
    pub board: Arc<BoardShape>,
}

// By hand: a derived `Clone` would ask `F` itself to be `Clone`.
impl<F: GameFace> Clone for Loaded<F> {
    fn clone(&self) -> Self {
        Loaded {
            catalog: self.catalog.clone(),
            board: self.board.clone(),
        }
    }
}

/// What the board shows, and the signal that it changed (`is_changed`, set by whoever changes
/// the picture: the table's driver once per display change, the replay screen). Readers go
/// through [`super::on_board::OnBoard`], which finds the state wherever it lives.
#[derive(Resource)]
pub struct Shown<F: GameFace> {
    /// The game on the board when it has one of its own: `acme show`, the replay viewer, and the
    /// last game behind the main menu once its table is left. `None` while a table is up: the
    /// board then reads the table's display where it lives, so that a playback shows its events
    /// one by one without a copy of the state per event.
    pub game: Option<F::Game>,
    /// What is shown, for the top bar ("basic 6-player setup", a position file's name).
    pub title: String,
}

/// Loading game `F`'s files and the fonts, then showing its first game.
pub(super) fn plugin<F: GameFace>(app: &mut App) {
    app.init_asset::<RonText>()
        .init_asset_loader::<RonTextLoader>()
        .init_resource::<LoadErrors>()
        .add_loading_state(
            LoadingState::new(AppState::Loading)
                .continue_to_state(AppState::Preparing)
                .on_failure_continue_to_state(AppState::Failed)
                // The game's files first, then the fonts: the order they always loaded in (the
                // fonts' glyphs are laid out in the order they come, to the pixel).
                .load_collection::<F::Files>()
                .load_collection::<Fonts>(),
        )
        .add_systems(Update, record_load_failures)
        .add_systems(OnEnter(AppState::Preparing), prepare::<F>)
        .add_systems(OnEnter(AppState::Failed), report_failure);
}

fn record_load_failures(
    mut text: MessageReader<AssetLoadFailedEvent<RonText>>,
    mut fonts: MessageReader<AssetLoadFailedEvent<Font>>,
    opts: Res<WindowOptions>,
    mut errs: ResMut<LoadErrors>,
) {
    for e in text.read() {
        errs.0
            .push(format!("{}/{}: {}", opts.assets.display(), e.path, e.error));
    }
    for e in fonts.read() {
        errs.0
            .push(format!("{}/{}: {}", opts.assets.display(), e.path, e.error));
    }
}

fn report_failure(mut errs: ResMut<LoadErrors>, opts: Res<WindowOptions>) {
    if errs.0.is_empty() {
        errs.0.push(format!(
            "a file under {} could not be loaded",
            opts.assets.display()
        ));
    }
    LOAD_FAILED.store(true, Ordering::Relaxed);
    for e in &errs.0 {
        eprintln!("{e}");
    }
}

/// Parse everything and build the game to show; on any problem go to the failure screen.
fn prepare<F: GameFace>(
    mut commands: Commands,
    files: Res<F::Files>,
    texts: Res<Assets<RonText>>,
    opts: Res<WindowOptions>,
    mut errs: ResMut<LoadErrors>,
    mut next: ResMut<NextState<AppState>>,
) {
    match build::<F>(&files, &texts, &opts) {
        Ok((loaded, shown)) => {
            commands.insert_resource(loaded);
            commands.insert_resource(shown);
            next.set(AppState::InGame);
        }
        Err(e) => {
            errs.0.extend(e);
            next.set(AppState::Failed);
        }
    }
}

fn build<F: GameFace>(
    files: &F::Files,
    texts: &Assets<RonText>,
    opts: &WindowOptions,
) -> Result<(Loaded<F>, Shown<F>), Vec<String>> {
    let read = DataTexts {
        texts,
        assets: &opts.assets,
    };
    let catalog = Arc::new(F::catalog(files, &read)?);
    let (board_name, board_text) = read.read(F::board_file(files), F::BOARD.map)?;
    let board = BoardShape::parse(&board_text).map_err(|e| vec![format!("{board_name}:{e}")])?;
    F::fits_board(&catalog, &board).map_err(|e| vec![format!("{board_name}: {e}")])?;
    let (game, title) = match &opts.show {
        ShowSpec::Basic(n) => (
            F::basic_setup(catalog.clone(), *n),
            format!("Basic {n}-player setup"),
        ),
        // The command line read the position for the game picked at the top (`app::games`);
        // a position of another game is refused, named, rather than shown wrong.
        ShowSpec::Position { name, position } => (
            (&**position as &dyn std::any::Any)
                .downcast_ref::<F::Position>()
                .ok_or_else(|| format!("not a position of {}", F::NAME))
                .and_then(|p| F::from_position(catalog.clone(), p)),
            name.clone(),
        ),
    };
    let game = game.map_err(|e| vec![format!("{title}: {e}")])?;
    Ok((
        Loaded {
            catalog,
            board: Arc::new(board),
        },
        Shown {
            game: Some(game),
            title,
        },
    ))
}
