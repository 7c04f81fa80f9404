//! `acme show [FILE]`, `acme --position FILE` and plain `acme`: open the window on a position
//! file or a basic setup (the basic 2-player setup by default).

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::Args;

/// Options of the window (shared by `acme`, `acme --position` and `acme show`).
#[derive(Args, Debug, Clone, Default)]
pub struct WindowArgs {
    /// Show the basic setup for this many players (2-6) instead of a position file.
    #[arg(long)]
    pub basic: Option<u8>,
    /// Save a PNG of the window after the first fully rendered frames, then exit.
    #[arg(long)]
    pub screenshot: Option<PathBuf>,
    /// Print the mean and 99th-percentile frame time over this many frames, then exit.
    #[arg(long)]
    pub frame_stats: Option<u32>,
    /// An empty window (camera only), to compare frame times with `--frame-stats`.
    #[arg(long)]
    pub empty: bool,
    /// Start zoomed in on this area.
    #[arg(long)]
    pub focus: Option<String>,
    /// Do not show the hover tooltip (for pictures: a virtual screen's pointer rests mid-window).
    #[arg(long)]
    pub no_tooltip: bool,
    /// How far to zoom in on `--focus`, relative to the whole board.
    #[arg(long, default_value_t = 4.0)]
    pub zoom: f32,
    /// The assets directory (default: ./assets, else next to the program).
    #[arg(long)]
    pub assets: Option<PathBuf>,
    /// Show the widgets gallery (card faces, hand, VP chart, rules reference) over the table.
    #[arg(long)]
    pub gallery: bool,
}

#[cfg(feature = "gui")]
pub fn run(file: Option<&Path>, args: &WindowArgs) -> ExitCode {
    use crate::app::{ShowSpec, WindowOptions};
    let show = match (file, args.basic) {
        (Some(f), _) => {
            let text = match std::fs::read_to_string(f) {
                Ok(t) => t,
                Err(e) => {
                    eprintln!("{}: cannot read: {e}", f.display());
                    return ExitCode::FAILURE;
                }
            };
            match crate::rules::record::parse_position(&text) {
                Ok(p) => ShowSpec::Position {
                    name: f
                        .file_name()
                        .map(|n| n.to_string_lossy().into_owned())
                        .unwrap_or_default(),
                    position: Box::new(p),
                },
                Err(e) => {
                    eprintln!("{}:{e}", f.display());
                    return ExitCode::FAILURE;
                }
            }
        }
        (None, Some(n)) if (2..=6).contains(&n) => ShowSpec::Basic(n),
        (None, Some(n)) => {
            eprintln!("--basic {n}: the basic setups are for 2 to 6 players");
            return ExitCode::FAILURE;
        }
        (None, None) => ShowSpec::Basic(2),
    };
    crate::app::run(WindowOptions {
        show,
        screenshot: args.screenshot.clone(),
        frame_stats: args.frame_stats,
        empty: args.empty,
        focus: args.focus.clone(),
        no_tooltip: args.no_tooltip,
        zoom: args.zoom,
        assets: args.assets.clone().unwrap_or_else(crate::app::find_assets),
        gallery: args.gallery,
    })
}

#[cfg(not(feature = "gui"))]
pub fn run(_file: Option<&Path>, _args: &WindowArgs) -> ExitCode {
    eprintln!(
        "acme was built without the window (cargo feature `gui`); see `acme --help` for the headless commands."
    );
    ExitCode::FAILURE
}
