//! The `acme` command line: play (the window), show, validate, replay, fuzz.

mod fuzz;
mod gen_board;
mod replay;
mod show;
mod validate;

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(name = "acme", version, about = "Ancient Civilizations of the Middle East")]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    /// Open the window on this position file (same as `acme show FILE`).
    #[arg(long)]
    pub position: Option<PathBuf>,
    #[command(flatten)]
    pub window: show::WindowArgs,
}

#[derive(Subcommand)]
pub enum Command {
    /// Check every data file under a directory (default: ./assets/data).
    Validate {
        #[arg(default_value = "assets/data")]
        dir: PathBuf,
    },
    /// Replay a game record (or a position plus actions) and print a summary.
    Replay {
        file: PathBuf,
        /// Print the whole final state as JSON.
        #[arg(long)]
        json: bool,
    },
    /// Open the window on a position file (or a basic setup) to look at it.
    Show {
        /// A position file (RON, see docs/formats.md); without it, a basic setup (--basic).
        file: Option<PathBuf>,
        #[command(flatten)]
        window: show::WindowArgs,
    },
    /// Regenerate the board picture (assets/board/board.ron) from the map and the layout settings.
    GenBoard {
        /// The assets directory (holding data/map.ron and board/layout.ron).
        #[arg(long, default_value = "assets")]
        assets: PathBuf,
        /// Only check that the file on disk is what the generator makes.
        #[arg(long)]
        check: bool,
        /// Also draw the board as SVG here (a quick look without the window).
        #[arg(long)]
        svg: Option<PathBuf>,
    },
    /// Play seeded games with random legal moves and check every invariant after every action.
    Fuzz {
        #[arg(long, default_value_t = 100)]
        games: u32,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Basic setup player count (2-6); all five in turn if omitted.
        #[arg(long)]
        players: Option<u8>,
        /// Last Epoch of each game.
        #[arg(long, default_value_t = 4)]
        epochs: u8,
        /// Write the record of any failing game here.
        #[arg(long)]
        record_failures: Option<PathBuf>,
    },
}

pub fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Some(Command::Validate { dir }) => validate::run(&dir),
        Some(Command::Replay { file, json }) => replay::run(&file, json),
        Some(Command::Show { file, window }) => show::run(file.as_deref(), &window),
        Some(Command::GenBoard { assets, check, svg }) => gen_board::run(&assets, check, svg.as_deref()),
        Some(Command::Fuzz { games, seed, players, epochs, record_failures }) => fuzz::run(games, seed, players, epochs, record_failures),
        None => show::run(cli.position.as_deref(), &cli.window),
    }
}
