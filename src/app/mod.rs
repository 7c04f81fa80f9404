//! The Bevy window (feature `gui`): one plugin per concern, `pub(super) fn plugin(app: &mut App)`.
//!
//! * [`loading`]: the data files, the board picture and the fonts through bevy_asset_loader, then
//!   the catalog, the board and the game to show (a failure names the file and never panics);
//! * [`camera`]: fit at start, wheel / keyboard zoom, drag / keyboard pan, clamped to the board;
//! * [`board`]: areas, borders, rivers, names, homelands, out-of-play areas and their markers;
//! * [`board_picture`]: the still board and the pieces drawn into textures only when they change;
//! * [`on_board`]: the state the board shows, read where it lives (the table's display or [`loading::Shown`]);
//! * [`smooth`]: the pieces' and outlines' shapes, their edges smoothed in the shader;
//! * [`still_frame`]: a frame that would look like the last one is a copy of it;
//! * [`pieces`]: `Disk`, `Block` and `Cube` entities kept in step with the rules state;
//! * [`hover`]: hover highlight, click to select ([`hover::SelectedArea`]);
//! * [`ui`]: the egui top bar, the area tooltip and the load-failure screen;
//! * [`redraw`]: draw only when something changes (reactive update mode while idle);
//! * [`capture`]: `--screenshot`, `--frame-stats` and `--idle-frames`;
//! * [`online`]: main menu -> Online (Host, Join, My games) and a seat played from the server's
//!   views (feature `online`);
//! * [`widgets`]: egui widgets for the play UI (card faces, hand, VP chart, rules reference, help)
//!   and `--gallery`.

pub mod board;
pub mod board_picture;
pub mod camera;
pub mod capture;
pub mod crash;
pub mod data_text;
pub mod game_face;
pub mod game_screens;
pub mod games;
pub mod hover;
pub mod loading;
pub mod on_board;
#[cfg(feature = "online")]
pub mod online;
pub mod pieces;
pub mod redraw;
pub mod replay_screen;
pub mod replay_state;
pub mod script;
pub mod share_position;
pub mod smooth;
pub mod still_frame;
pub mod style;
pub mod table;
pub mod ui;
pub mod widgets;

use std::path::PathBuf;
use std::process::ExitCode;

use bevy::prelude::*;
use bevy::window::WindowResolution;

use games::{Face, Position};

/// The states of the window: the one mechanism that says what is on screen. Within `InGame`,
/// `acme play` shows a [`Screen`] (the main menu or the table), and the table follows the game's
/// phase as [`table::phase::TablePhase`].
#[derive(States, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum AppState {
    #[default]
    Loading,
    /// Everything is loaded: parse the catalog and the board, build the game to show.
    Preparing,
    InGame,
    /// Between two games: the board leaves and comes back for the new game's map.
    Switching,
    /// A data file is missing or broken; the screen names it.
    Failed,
}

/// The play screens (`acme play`), a sub-state of [`AppState`]: the main menu, or a game on the
/// table, or the replay viewer. It lives on through `Switching`, so that a new game's table stays the screen while its
/// board is rebuilt. `acme show` (the position viewer) has no play screens: no `Screen` state.
#[derive(SubStates, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[source(AppState = AppState::InGame | AppState::Switching)]
pub enum Screen {
    /// The main menu (New game, Continue, Load, Settings...), the first screen of `acme play`.
    #[default]
    Menu,
    /// A game on the table (the table's parts: [`table::state`]).
    Table,
    /// The replay viewer (the [`replay_screen::ReplayScreen`] resource).
    Replay,
}

/// What to show in the window.
#[derive(Resource, Clone, Debug)]
pub enum ShowSpec {
    /// A Rulebook basic setup for this many players (printed placements).
    Basic(u8),
    /// A position file (already parsed), with the name to show.
    Position {
        name: String,
        position: Box<Position>,
    },
}

/// Command-line options of the window.
#[derive(Resource, Clone, Debug)]
pub struct WindowOptions {
    pub show: ShowSpec,
    /// Save a PNG of the window after the first fully rendered frames, then exit.
    pub screenshot: Option<PathBuf>,
    /// Print the mean and 99th-percentile frame time over this many frames, then exit.
    pub frame_stats: Option<u32>,
    /// Once idle, count the frames drawn over this many seconds, print the count and exit.
    pub idle_frames: Option<f32>,
    /// Open an empty window (camera only): the baseline for `--frame-stats`.
    pub empty: bool,
    /// Start zoomed in on this area (name), for close-up pictures.
    pub focus: Option<String>,
    /// Hide the hover tooltip (pictures taken under a virtual screen, whose pointer rests mid-window).
    pub no_tooltip: bool,
    /// Zoom factor relative to the whole board when `focus` is given.
    pub zoom: f32,
    pub assets: PathBuf,
    /// Play (main menu, a new game, a save) rather than show a position.
    pub play: Option<script::PlayOptions>,
    /// Show the widgets gallery over the table (the game's gallery, `game_screens::gallery_plugin`).
    pub gallery: bool,
}

/// The assets directory: `./assets` if it exists, else beside the executable, else the source tree.
pub fn find_assets() -> PathBuf {
    let here = PathBuf::from("assets");
    if here.join("data/map.ron").exists() {
        return std::fs::canonicalize(&here).unwrap_or(here);
    }
    if let Ok(exe) = std::env::current_exe() {
        for dir in exe.ancestors().skip(1).take(4) {
            let a = dir.join("assets");
            if a.join("data/map.ron").exists() {
                return a;
            }
        }
    }
    PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/assets"))
}

/// A panic anywhere in the window ends the program here: the message says where the
/// game is saved (the autosave and its journal hold every decision taken, so Continue resumes at
/// the decision in progress) and where the details went, and the program exits instead of
/// aborting half-way through a frame.
fn install_panic_hook(game: crate::game_id::GameId) {
    let log = crate::settings::data_home().join("crash.log");
    let save = crate::saves::autosave_path_of(game);
    std::panic::set_hook(Box::new(move |info| {
        let detail = format!("{info}\n{}\n", std::backtrace::Backtrace::force_capture());
        if let Some(dir) = log.parent() {
            let _ = std::fs::create_dir_all(dir);
        }
        let logged = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(&log)
            .and_then(|mut f| std::io::Write::write_all(&mut f, detail.as_bytes()))
            .is_ok();
        let message = format!(
            "ACME Digital stopped on an internal error: {info}\nYour game is saved in {} up to \
             the last decision taken (Continue resumes it).\n{}",
            save.display(),
            if logged {
                format!("The details are in {}.", log.display())
            } else {
                format!(
                    "The details could not be written to {}:\n{detail}",
                    log.display()
                )
            }
        );
        eprintln!("{message}");
        crash::spawn_report(&message);
        std::process::exit(101);
    }));
}

/// Open the window on `game`, picked once here (the command line's `--game`): the shared table
/// instantiated with its face, and the screens only that game has. Returns when it closes.
pub fn run_game(game: crate::game_id::GameId, opts: WindowOptions) -> ExitCode {
    match game {
        crate::game_id::GameId::Acme => run::<Face>(opts, ACME_SCREENS),
        crate::game_id::GameId::Acis => run::<games::acis::AcisFace>(opts, ACIS_SCREENS),
        crate::game_id::GameId::Cradle => run::<games::cradle::CradleFace>(opts, CRADLE_SCREENS),
    }
}

/// A game's own screens, each kind added where the window's entry adds it, so that the systems
/// keep the order in their schedules they had when the window knew one game.
#[derive(Clone, Copy)]
pub struct Screens {
    /// Beside the board's plugins: its widgets gallery.
    pub gallery: fn(&mut App),
    /// After the table's driver: what runs without a window (a tutorial's driver).
    pub driver: fn(&mut App),
    /// Its main menu, registered with the menus' own systems (`table::menu::MainMenu`).
    pub main_menu: fn(&mut App),
    /// After the table's screens: its screens that draw (loss dialog, rules reference...).
    pub ui: fn(&mut App),
    /// Last: the screens outside the table (replay viewer, online play).
    pub top: fn(&mut App),
}

fn nothing(_: &mut App) {}

/// ACME's own screens: its tutorial, loss dialog, rules reference and widgets gallery; and with
/// `acme play`, its main menu (New Game page, Learn to play, Load, Replays, Open position, Online),
/// the replay viewer and online play.
const ACME_SCREENS: Screens = Screens {
    gallery: game_screens::gallery_plugin,
    driver: game_screens::plugin,
    main_menu: game_screens::tutorial_main_menu_plugin::<Face>,
    ui: game_screens::ui_plugin,
    top: acme_top,
};

fn acme_top(app: &mut App) {
    replay_viewer::<<Face as games::system::OnSystem>::Rules>(app);
    #[cfg(feature = "online")]
    online_play::<Face>(app);
}

/// ACIS's screens: the loss dialog (ACME's, over ACIS's ruleset), its main menu (New game,
/// Continue, Load, Replays, Open position, Online, Settings, Quit), the replay viewer and online
/// play. It has no tutorial or gallery yet.
const ACIS_SCREENS: Screens = Screens {
    gallery: nothing,
    driver: nothing,
    main_menu: table::menu::main_menu_with_files_plugin::<games::acis::AcisFace>,
    ui: game_screens::acis_ui_plugin,
    top: acis_top,
};

fn acis_top(app: &mut App) {
    replay_viewer::<<games::acis::AcisFace as games::system::OnSystem>::Rules>(app);
    #[cfg(feature = "online")]
    online_play::<games::acis::AcisFace>(app);
}

/// Cradle's screens: its main menu (New game, Continue, Load, Replays, Settings, Quit) and the
/// replay viewer of its records. It has no tutorial, gallery, loss dialog, position files or
/// online play yet.
const CRADLE_SCREENS: Screens = Screens {
    gallery: nothing,
    driver: nothing,
    main_menu: table::menu::main_menu_with_replays_plugin::<games::cradle::CradleFace>,
    ui: nothing,
    top: replay_viewer::<crate::games::cradle::Cradle>,
};

/// Online play of the game of face `F` (main menu -> Online): the network and My games, the
/// pages, and the `--online` steps for pictures.
#[cfg(feature = "online")]
fn online_play<F: online::OnlineFace>(app: &mut App) {
    app.add_plugins((
        online::driver_plugin::<F>,
        online::pages::ui_plugin::<F>,
        online::script::plugin::<F>,
    ));
}

/// The replay viewer for the records of the game `K` (ACME's and ACIS's rulesets, Cradle).
fn replay_viewer<K: replay_state::Replays>(app: &mut App) {
    app.add_plugins((
        replay_screen::driver_plugin::<K>,
        replay_screen::ui_plugin::<K>,
    ));
}

/// Open the window on the game of face `F`, with the screens only that game has (`screens`; those
/// of play only with `acme play`). Returns when it closes.
pub fn run<F: games::StartsFromForm>(opts: WindowOptions, screens: Screens) -> ExitCode {
    install_panic_hook(F::GAME);
    if std::env::var_os("DISPLAY").is_none() && std::env::var_os("WAYLAND_DISPLAY").is_none() {
        eprintln!(
            "acme: no display (DISPLAY is not set); the window cannot open. Headless commands: `acme --help`."
        );
        return ExitCode::FAILURE;
    }
    // The player's window size (Settings), for the play screens; pictures keep 1280×800.
    let (w, h) = if opts.play.is_some() && opts.screenshot.is_none() {
        crate::settings::load(&crate::settings::config_path())
            .0
            .window
    } else {
        (1280, 800)
    };
    let mut app = App::new();
    app.insert_resource(ClearColor(style::BACKGROUND))
        .add_plugins(
            DefaultPlugins
                .set(WindowPlugin {
                    primary_window: Some(Window {
                        title: F::FULL_NAME.into(),
                        resolution: WindowResolution::new(w, h),
                        ..default()
                    }),
                    ..default()
                })
                .set(AssetPlugin {
                    file_path: opts.assets.display().to_string(),
                    ..default()
                }),
        )
        .add_plugins(MeshPickingPlugin)
        .add_plugins(bevy_egui::EguiPlugin::default())
        .insert_resource(opts.clone())
        .init_state::<AppState>()
        .add_plugins((
            loading::plugin::<F>,
            camera::plugin::<F>,
            redraw::plugin::<F>,
            capture::plugin,
            ui::plugin::<F>,
        ));
    (screens.gallery)(&mut app);
    if !opts.empty {
        app.add_plugins((
            board::plugin::<F>,
            board_picture::plugin,
            still_frame::plugin,
            smooth::plugin,
            pieces::plugin::<F>,
            hover::plugin::<F>,
        ));
    }
    app.add_plugins(table::driver::plugin::<F>);
    (screens.driver)(&mut app);
    // A way to check the crash path by hand: `ACME_TEST_PANIC=N acme ...` panics at frame N.
    if let Some(n) = std::env::var("ACME_TEST_PANIC")
        .ok()
        .and_then(|v| v.parse::<u32>().ok())
    {
        app.add_systems(Update, move |mut frame: Local<u32>| {
            *frame += 1;
            assert!(*frame < n, "ACME_TEST_PANIC: frame {n}");
        });
    }
    if opts.play.is_some() {
        app.add_sub_state::<Screen>()
            .insert_resource(table::menu::MainMenu(screens.main_menu))
            .add_plugins((table::stage_plugin::<F>, table::ui_plugin::<F>));
        (screens.ui)(&mut app);
        app.add_plugins(script::plugin::<F>);
        (screens.top)(&mut app);
    }
    let exit = app.run();
    match exit {
        AppExit::Success if !loading::LOAD_FAILED.load(std::sync::atomic::Ordering::Relaxed) => {
            ExitCode::SUCCESS
        }
        _ => ExitCode::FAILURE,
    }
}
