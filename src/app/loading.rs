//! Loading: the six data files, the board picture and the fonts are read as assets
//! (bevy_asset_loader), then handed to the rules' catalog parser and the board parser. Whatever
//! fails is named (file, line) on the failure screen and on stderr; nothing panics.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use bevy::asset::AssetLoadFailedEvent;
use bevy::asset::io::Reader;
use bevy::asset::{AssetLoader, LoadContext};
use bevy::prelude::*;
use bevy_asset_loader::prelude::*;

use super::game_face::GameFace;
use super::games::Face;
use super::{AppState, ShowSpec, WindowOptions};
use crate::board::BoardShape;
use crate::games::acme::Game;
use crate::games::acme::catalog::{Catalog, CatalogSources};
use crate::games::acme::record::{self, SetupSpec};
use crate::games::acme::setup::Layout;
use crate::games::acme::state::GameOptions;

/// Set when loading failed, so that the process exits with a failure code.
pub static LOAD_FAILED: AtomicBool = AtomicBool::new(false);

/// The text of a RON file, handed to the parsers once everything is loaded.
#[derive(Asset, TypePath, Debug)]
pub struct RonText(pub String);

#[derive(Default, TypePath)]
pub struct RonTextLoader;

impl AssetLoader for RonTextLoader {
    type Asset = RonText;
    type Settings = ();
    type Error = std::io::Error;

    async fn load(
        &self,
        reader: &mut dyn Reader,
        _settings: &(),
        _ctx: &mut LoadContext<'_>,
    ) -> Result<RonText, std::io::Error> {
        let mut bytes = Vec::new();
        reader.read_to_end(&mut bytes).await?;
        String::from_utf8(bytes)
            .map(RonText)
            .map_err(|e| std::io::Error::new(std::io::ErrorKind::InvalidData, e))
    }

    fn extensions(&self) -> &[&str] {
        &["ron"]
    }
}

#[derive(AssetCollection, Resource)]
pub struct GameFiles {
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

/// The parsed catalog and board.
#[derive(Resource, Clone)]
pub struct Loaded {
    pub catalog: Arc<Catalog>,
    pub board: Arc<BoardShape>,
}

/// What the board shows, and the signal that it changed (`is_changed`, set by whoever changes
/// the picture: the table's driver once per display change, the replay screen). Readers go
/// through [`super::on_board::OnBoard`], which finds the state wherever it lives.
#[derive(Resource)]
pub struct Shown {
    /// The game on the board when it has one of its own: `acme show`, the replay viewer, and the
    /// last game behind the main menu once its table is left. `None` while a table is up: the
    /// board then reads the table's display where it lives, so that a playback shows its events
    /// one by one without a copy of the state per event.
    pub game: Option<Game>,
    /// What is shown, for the top bar ("basic 6-player setup", a position file's name).
    pub title: String,
}

pub(super) fn plugin(app: &mut App) {
    app.init_asset::<RonText>()
        .init_asset_loader::<RonTextLoader>()
        .init_resource::<LoadErrors>()
        .add_loading_state(
            LoadingState::new(AppState::Loading)
                .continue_to_state(AppState::Preparing)
                .on_failure_continue_to_state(AppState::Failed)
                .load_collection::<GameFiles>(),
        )
        .add_systems(Update, record_load_failures)
        .add_systems(OnEnter(AppState::Preparing), prepare)
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
fn prepare(
    mut commands: Commands,
    files: Res<GameFiles>,
    texts: Res<Assets<RonText>>,
    opts: Res<WindowOptions>,
    mut errs: ResMut<LoadErrors>,
    mut next: ResMut<NextState<AppState>>,
) {
    match build(&files, &texts, &opts) {
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

fn build(
    files: &GameFiles,
    texts: &Assets<RonText>,
    opts: &WindowOptions,
) -> Result<(Loaded, Shown), Vec<String>> {
    let shown_name = |rel: &str| format!("{}/{rel}", opts.assets.display());
    let text = |h: &Handle<RonText>, rel: &str| -> Result<(String, String), Vec<String>> {
        texts
            .get(h)
            .map(|t| (shown_name(rel), t.0.clone()))
            .ok_or_else(|| vec![format!("{}: not loaded", shown_name(rel))])
    };
    let sources = CatalogSources {
        map: text(&files.map, "data/map.ron")?,
        fate_cards: text(&files.fate_cards, "data/fate_cards.ron")?,
        deities: text(&files.deities, "data/deities.ron")?,
        civilizations: text(&files.civilizations, "data/civilizations.ron")?,
        epoch_table: text(&files.epoch_table, "data/epoch_table.ron")?,
        rules_text: text(&files.rules_text, "data/rules_text.ron")?,
    };
    let catalog = Arc::new(
        Catalog::from_sources(&sources)
            .map_err(|e| e.iter().map(|x| x.to_string()).collect::<Vec<_>>())?,
    );
    let (board_name, board_text) = text(&files.board, <Face as GameFace>::BOARD.map)?;
    let board = BoardShape::parse(&board_text).map_err(|e| vec![format!("{board_name}:{e}")])?;
    board
        .check(&catalog.board)
        .map_err(|e| vec![format!("{board_name}: {e}")])?;
    let (setup, title) = match &opts.show {
        ShowSpec::Basic(n) => (
            SetupSpec::Basic {
                players: *n,
                layout: Layout::Printed,
                npc: vec![],
            },
            format!("Basic {n}-player setup"),
        ),
        ShowSpec::Position { name, position } => {
            (SetupSpec::Position(position.clone()), name.clone())
        }
    };
    let (game, _) = record::start(catalog.clone(), &setup, &GameOptions::default(), 1)
        .map_err(|e| vec![format!("{title}: {e}")])?;
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
