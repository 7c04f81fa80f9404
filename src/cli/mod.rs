//! The `acme` command line: play (the window), show, validate, replay, fuzz.

/// `println!` for the commands: a closed pipe (`acme simulate ... | head -3`) ends the program
/// quietly with success instead of a panic; see [`write_out`].
macro_rules! outln {
    () => { $crate::cli::write_out(format_args!("\n")) };
    ($($t:tt)*) => { $crate::cli::write_out(format_args!("{}\n", format_args!($($t)*))) };
}

/// `print!` for the commands (see [`outln`]).
macro_rules! out {
    ($($t:tt)*) => { $crate::cli::write_out(format_args!($($t)*)) };
}

mod arena;
mod fuzz;
mod gen_board;
mod inspect;
mod replay;
pub mod scenarios;
#[cfg(feature = "online")]
mod serve;
pub mod show;
mod simulate;
mod validate;
pub mod view;

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

use crate::game_id::GameId;

#[derive(Parser)]
#[command(
    name = "acme",
    version,
    about = "Ancient Civilizations of the Middle East"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    /// Open the window on this position file (same as `acme show FILE`).
    #[arg(long)]
    pub position: Option<PathBuf>,
    #[command(flatten)]
    pub window: show::WindowArgs,
    /// `acme --game acis`: the main menu of that game.
    #[command(flatten)]
    pub game: GameArg,
}

#[derive(Subcommand)]
pub enum Command {
    /// Check every data file of a game under a directory (default: ./assets/data for ACME,
    /// ./assets/data/acis for ACIS).
    Validate {
        dir: Option<PathBuf>,
        #[command(flatten)]
        game: GameArg,
    },
    /// Replay a game record (or a position plus actions) and print a summary. A record of an
    /// ACIS game (`game: "acis"`, as `fuzz --game acis --record-failures` writes) replays under
    /// ACIS's rules to the same summary.
    Replay {
        file: PathBuf,
        /// Print JSON: the events of the last action (names beside ids), the pending question
        /// and the whole state.
        #[arg(long)]
        json: bool,
        /// Stop at the first question of this phase ("Competition", "Reckoning"...) or step
        /// ("Sea Domination", "Draw"...); after the record's actions the NPC brain answers.
        #[arg(long, value_name = "PHASE_OR_STEP")]
        until_question: Option<String>,
    },
    /// Play: the main menu, or straight into a game (`--setup basic-2`, `--scenario alexander`),
    /// or continue a save (`--load FILE`). Plain `acme` opens the main menu.
    Play {
        #[command(flatten)]
        play: show::PlayArgs,
        #[command(flatten)]
        window: show::WindowArgs,
    },
    /// The window that tells a player the game stopped on an internal error (started by the
    /// window's panic hook).
    #[command(hide = true)]
    Crashed {
        #[arg(long)]
        message: String,
    },
    /// Look back at a game: a record or a save in the replay viewer (step, jump to a turn or a
    /// phase, play, view as a civilization).
    View {
        /// A game record (.record.ron), a save or the autosave.
        file: PathBuf,
        /// Open at the point after this many actions (default: the start).
        #[arg(long, value_name = "ACTIONS")]
        at: Option<usize>,
        #[command(flatten)]
        window: show::WindowArgs,
    },
    /// Open the window on a position file (or a basic setup) to look at it.
    Show {
        /// A position file (RON, see docs/formats.md); without it, a basic setup (--basic).
        file: Option<PathBuf>,
        #[command(flatten)]
        window: show::WindowArgs,
        /// The game whose basic setup to show (a position file names its own game).
        #[command(flatten)]
        game: GameArg,
    },
    /// Regenerate a game's board picture (assets/board/board.ron; ACIS's in assets/board/acis/)
    /// from its map and its layout settings.
    GenBoard {
        /// The assets directory (holding data/map.ron and board/layout.ron; ACIS's data/acis/map.ron
        /// and board/acis/layout.ron).
        #[arg(long, default_value = "assets")]
        assets: PathBuf,
        #[command(flatten)]
        game: GameArg,
        /// Only check that the file on disk is what the generator makes.
        #[arg(long)]
        check: bool,
        /// Also draw the board as SVG here (a quick look without the window).
        #[arg(long)]
        svg: Option<PathBuf>,
    },
    /// Play seeded games with random legal moves and check every invariant after every action
    /// (`--game acis`: ACIS's basic setups).
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
        /// Play this scenario (assets/scenarios; "all" cycles through every one) with every
        /// civilization an NPC, instead of the basic setups.
        #[arg(long)]
        scenario: Option<String>,
        /// Also ask the Strategist at every Nth question with more than one legal answer (its
        /// answer must be legal; the random answer is still played, so the games are unchanged),
        /// and print the kinds of question it answered.
        #[arg(long, value_name = "N")]
        strategist_every: Option<usize>,
        /// With --strategist-every: the Strategist's budget (quick, normal, deep or playouts).
        #[arg(long, default_value = "2", value_parser = crate::games::acme::ai::Budget::parse)]
        strategist_budget: crate::games::acme::ai::Budget,
        /// Bad-input fuzzing instead of play: the shipped records, positions, scenario files
        /// and a save, ACIS's record and data files, and Cradle's record and data files,
        /// mutated and fed to the loaders the games use (no panic, no hang, every refusal names
        /// the file).
        #[arg(long)]
        mutate: bool,
        /// With --mutate: how many mutated inputs.
        #[arg(long, default_value_t = 10_000)]
        iterations: u64,
        /// With --mutate: only write the sample save the corpus starts from to this file.
        #[arg(long, hide = true)]
        write_sample_save: Option<PathBuf>,
        #[command(flatten)]
        game: GameArg,
    },
    /// List every scenario (assets/scenarios) with its player counts.
    Scenarios {
        /// Also print each scenario's period, description and civilizations.
        #[arg(long, short)]
        verbose: bool,
        #[command(flatten)]
        game: GameArg,
    },
    /// Play all-NPC games headless (solitaire rules for every civilization) and print statistics.
    Simulate {
        /// A Rulebook basic setup: basic-2 ... basic-6.
        #[arg(long, default_value = "basic-6")]
        setup: String,
        /// A shipped scenario by name (see `acme scenarios`); overrides --setup.
        #[arg(long)]
        scenario: Option<String>,
        #[arg(long, default_value_t = 100)]
        games: u32,
        /// Game i uses seed S+i.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Worker threads (the results do not depend on it).
        #[arg(long, default_value_t = 1)]
        threads: usize,
        /// Write every game's record (RON) into this directory.
        #[arg(long)]
        record: Option<PathBuf>,
        /// Print the statistics as JSON.
        #[arg(long)]
        json: bool,
        /// Last Epoch of each game.
        #[arg(long, default_value_t = 4)]
        epochs: u8,
        /// NPC tie-break method (playbook N1.2).
        #[arg(long, value_enum, ignore_case = true, default_value_t = TieBreakArg::A)]
        tie_break: TieBreakArg,
        /// Who plays each civilization of a basic setup, in setup order: npc, strategist (the
        /// normal budget) or strategist:BUDGET (quick, normal, deep or a number of playouts),
        /// e.g. `npc,strategist,npc,npc`. Default: every civilization an NPC.
        #[arg(long)]
        seats: Option<String>,
        #[command(flatten)]
        game: GameArg,
    },
    /// Seat-rotated games between the rulebook NPC brain and the Strategist: per seat
    /// kind, the win rate with its 95% interval, mean VP and decision times.
    Arena(arena::Args),
    /// Host online games: players join with an invite code and play from their own machines;
    /// every accepted answer is stored (SQLite) before it is acknowledged (docs/online.md).
    #[cfg(feature = "online")]
    Serve(serve::Args),
    /// Load-test a running `acme serve` on this machine: games played at once by bots through
    /// WebSocket clients, for a bounded time; prints decisions per second, the round trip's
    /// median and 99th percentile, and lost decisions.
    #[cfg(feature = "online")]
    Loadtest(serve::LoadArgs),
}

/// `--game NAME`: which game of the family a command is about (default: acme). An unknown name is
/// refused when the command line is read, with the known games listed; a game this program does
/// not play yet is refused by every command but `validate` ([`Command::refusal`]).
#[derive(clap::Args, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct GameArg {
    /// The game: acme, or acis (Ancient Civilizations of the Inner Sea: `validate`, `gen-board`,
    /// random-play `fuzz`, all-NPC `simulate`, `arena`, `replay` of its records, and `play` of its
    /// basic setups).
    #[arg(long, default_value_t = GameId::Acme)]
    pub game: GameId,
}

/// The exit code of a command refused before it starts (as clap's usage errors).
const REFUSED: u8 = 2;

impl Command {
    /// The game a command plays, for those that play one (`validate` only reads data).
    fn game_played(&self) -> Option<GameId> {
        match self {
            Command::Fuzz { game, .. }
            | Command::Scenarios { game, .. }
            | Command::Simulate { game, .. } => Some(game.game),
            Command::Arena(a) => Some(a.game.game),
            Command::Play { play, .. } => Some(play.game.game),
            _ => None,
        }
    }

    /// Why the command cannot run, in one sentence: it plays a game whose rules this program does
    /// not have yet, or asks ACIS's fuzz games for what only ACME has.
    pub fn refusal(&self) -> Option<String> {
        if let Command::Fuzz {
            game,
            scenario,
            strategist_every,
            mutate,
            ..
        } = self
            && game.game == GameId::Acis
            && (scenario.is_some() || strategist_every.is_some() || *mutate)
        {
            return Some(
                "ACIS's fuzz games are random play of its basic setups (--players N): \
                 --scenario and --strategist-every are ACME's only, and --mutate mutates every \
                 game's files without --game"
                    .into(),
            );
        }
        if let Command::Simulate {
            game,
            scenario,
            seats,
            ..
        } = self
            && game.game == GameId::Acis
            && (scenario.is_some() || seats.is_some())
        {
            return Some(
                "ACIS's simulated games are its basic setups with every civilization an NPC \
                 (--setup basic-N): --scenario and --seats are ACME's only"
                    .into(),
            );
        }
        // Cradle's whole game runs under the engine's fuzz harness; nothing else plays it yet.
        if let Command::Fuzz {
            game,
            scenario,
            strategist_every,
            mutate,
            ..
        } = self
            && game.game == GameId::Cradle
        {
            return (scenario.is_some() || strategist_every.is_some() || *mutate).then(|| {
                "Cradle's fuzz games are random play of whole games for 4 to 6 players \
                 (--players N): --scenario and --strategist-every are ACME's only, and --mutate \
                 mutates every game's files without --game"
                    .into()
            });
        }
        if let Command::Simulate {
            game,
            scenario,
            seats,
            ..
        } = self
            && game.game == GameId::Cradle
        {
            return (scenario.is_some() || seats.is_some()).then(|| {
                "Cradle's simulated games are random seats (--setup basic-4 ... basic-6): \
                 --scenario and --seats are ACME's only"
                    .into()
            });
        }
        if let Command::Scenarios { game, .. } = self
            && game.game == GameId::Acis
        {
            return Some(
                "ACIS has no scenarios: its games are its basic setups (acme play --game acis \
                 --setup basic-2 ... basic-6)"
                    .into(),
            );
        }
        // Cradle is at the table (`acme play --game cradle --setup basic-4 ... basic-6`), its
        // other commands headless (fuzz, simulate, validate; docs/cradle.md).
        if let Command::Play { play, .. } = self
            && play.game.game == GameId::Cradle
        {
            return play.scenario.is_some().then(|| {
                "Cradle has no scenarios: its games are its basic setups (acme play --game \
                 cradle --setup basic-4 ... basic-6)"
                    .into()
            });
        }
        self.game_played()?
            .require_playable()
            .err()
            .map(|e| e.to_string())
    }
}

/// The NPC tie-break methods as `--tie-break` spells them (playbook N1.2); `--help` lists them.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum TieBreakArg {
    /// Use your head: what helps the NPC most or hurts its target most (N1.2.2).
    A,
    /// Use the cards: one card per option, the highest ID wins (N1.2.3).
    B,
    /// One card: its ID modulo the number of options (even/odd for two, N1.2.4).
    B1,
}

impl TieBreakArg {
    /// The rules' method.
    pub fn method(self) -> crate::games::acme::npc::TieBreak {
        match self {
            TieBreakArg::A => crate::games::acme::npc::TieBreak::UseHead,
            TieBreakArg::B => crate::games::acme::npc::TieBreak::UseCards,
            TieBreakArg::B1 => crate::games::acme::npc::TieBreak::EvenOdd,
        }
    }
}

/// Write to standard output. When the reader has gone (a closed pipe), the program ends quietly
/// with success: the reader asked for no more. Any other write error ends it with a message.
pub fn write_out(args: std::fmt::Arguments) {
    use std::io::Write;
    let mut so = std::io::stdout().lock();
    if let Err(e) = so.write_fmt(args).and_then(|_| so.flush()) {
        if e.kind() == std::io::ErrorKind::BrokenPipe {
            std::process::exit(0);
        }
        eprintln!("acme: cannot write to standard output: {e}");
        std::process::exit(1);
    }
}

impl Cli {
    /// What this command line asks the window to show, when it asks it to show a board: the game
    /// (`--game`; a position file may name its own), the position file and the window's options
    /// (`acme show [FILE]`, `acme --position FILE`, `acme --basic N`).
    pub fn shown(&self) -> Option<(GameId, Option<&std::path::Path>, &show::WindowArgs)> {
        match &self.command {
            Some(Command::Show { file, window, game }) => {
                Some((game.game, file.as_deref(), window))
            }
            None if self.position.is_some() || self.window.basic.is_some() => {
                Some((self.game.game, self.position.as_deref(), &self.window))
            }
            _ => None,
        }
    }
}

pub fn main() -> ExitCode {
    let cli = Cli::parse();
    if let Some(why) = cli.command.as_ref().and_then(Command::refusal) {
        eprintln!("acme: {why}");
        return ExitCode::from(REFUSED);
    }
    match cli.command {
        Some(Command::Validate { dir, game }) => validate::run(game.game, dir.as_deref()),
        Some(Command::Replay {
            file,
            json,
            until_question,
        }) => replay::run(&file, json, until_question.as_deref()),
        Some(Command::Show { .. }) => {
            let (game, file, window) = cli.shown().expect("a show command shows");
            show::run(game, file, window)
        }
        Some(Command::View { file, at, window }) => view::run(&file, at, &window),
        Some(Command::Crashed { message }) => crashed(message),
        Some(Command::GenBoard {
            assets,
            game,
            check,
            svg,
        }) => gen_board::run(game.game, &assets, check, svg.as_deref()),
        Some(Command::Fuzz {
            games,
            seed,
            players,
            epochs,
            record_failures,
            scenario,
            mutate,
            iterations,
            write_sample_save,
            strategist_every,
            strategist_budget,
            game,
        }) => {
            if mutate {
                fuzz::run_mutate(iterations, seed, record_failures, write_sample_save)
            } else {
                let asking = strategist_every.map(|every| crate::harness::StrategistProbe {
                    every,
                    budget: strategist_budget,
                });
                fuzz::run(
                    game.game,
                    games,
                    seed,
                    players,
                    epochs,
                    record_failures,
                    scenario,
                    asking,
                )
            }
        }
        Some(Command::Scenarios { verbose, game: _ }) => scenarios::run(verbose),
        Some(Command::Simulate {
            setup,
            scenario,
            games,
            seed,
            threads,
            record,
            json,
            epochs,
            tie_break,
            seats,
            game,
        }) => {
            let tie_break = tie_break.method();
            simulate::run(simulate::Args {
                game: game.game,
                setup,
                scenario,
                games,
                seed,
                threads,
                record,
                json,
                epochs,
                tie_break,
                seats,
            })
        }
        Some(Command::Arena(args)) => arena::run(args),
        #[cfg(feature = "online")]
        Some(Command::Serve(args)) => serve::run(args),
        #[cfg(feature = "online")]
        Some(Command::Loadtest(args)) => serve::loadtest(args),
        Some(Command::Play { play, window }) => show::play(&play, &window),
        None if cli.position.is_none() && cli.window.basic.is_none() => show::play(
            &show::PlayArgs {
                game: cli.game,
                ..Default::default()
            },
            &cli.window,
        ),
        None => {
            let (game, file, window) = cli.shown().expect("a position or a basic setup");
            show::run(game, file, window)
        }
    }
}

#[cfg(feature = "gui")]
fn crashed(message: String) -> ExitCode {
    crate::app::crash::report_window(message)
}

#[cfg(not(feature = "gui"))]
fn crashed(message: String) -> ExitCode {
    eprintln!("{message}");
    ExitCode::FAILURE
}

#[cfg(test)]
mod tests {
    use clap::{CommandFactory, Parser};

    use super::{Cli, Command, TieBreakArg};

    fn tie_break(arg: &str) -> Result<TieBreakArg, clap::Error> {
        match Cli::try_parse_from(["acme", "simulate", "--tie-break", arg])?.command {
            Some(Command::Simulate { tie_break, .. }) => Ok(tie_break),
            _ => unreachable!("simulate parses as simulate"),
        }
    }

    /// N1.2: the three tie-break methods, spelt as before (any case); anything else is refused
    /// when the command line is read, naming the accepted values.
    #[test]
    fn n1_2_tie_break_flag_takes_a_b_b1_and_refuses_others() {
        assert_eq!(tie_break("a").unwrap(), TieBreakArg::A);
        assert_eq!(tie_break("B").unwrap(), TieBreakArg::B);
        assert_eq!(tie_break("b1").unwrap(), TieBreakArg::B1);
        let err = tie_break("c").unwrap_err().to_string();
        assert!(err.contains("[possible values: a, b, b1]"), "{err}");
        let mut cmd = Cli::command();
        let help = cmd
            .find_subcommand_mut("simulate")
            .unwrap()
            .render_long_help()
            .to_string();
        assert!(help.contains("N1.2.4"), "{help}");
    }

    /// `acme fuzz --game acis` plays ACIS's basic setups with random answers; what ACIS does not
    /// have (scenarios, the Strategist) is refused in one sentence, naming the flags, as is
    /// `--mutate`, which mutates every game's files without `--game`.
    #[test]
    fn fuzz_game_acis_runs_random_play_and_refuses_acme_only_flags() {
        let run = |args: &[&str]| {
            let mut all = vec!["acme", "fuzz", "--game", "acis"];
            all.extend_from_slice(args);
            Cli::try_parse_from(all).unwrap().command.unwrap().refusal()
        };
        assert_eq!(run(&["--players", "4", "--games", "3"]), None);
        for flag in [
            &["--scenario", "alexander"][..],
            &["--strategist-every", "5"],
            &["--mutate"],
        ] {
            let why = run(flag).unwrap_or_default();
            assert!(why.contains(flag[0]), "{flag:?}: {why}");
        }
    }

    /// `--game NAME` where a game is picked: acme by default and by name (any case); another name
    /// is refused when the command line is read, with the known games listed; acis is read, and
    /// refused before any work by every command but `validate`, the random-play `fuzz`, the
    /// all-NPC `simulate` and the `arena` (its rules are not at the table yet).
    #[test]
    fn the_game_flag_takes_acme_and_refuses_an_unknown_game_listing_the_known_ones() {
        use crate::game_id::GameId;
        for cmd in ["simulate", "fuzz", "arena", "play", "validate", "scenarios"] {
            let cli = Cli::try_parse_from(["acme", cmd]).unwrap();
            let game = match cli.command {
                Some(Command::Simulate { game, .. })
                | Some(Command::Fuzz { game, .. })
                | Some(Command::Validate { game, .. })
                | Some(Command::Scenarios { game, .. }) => game.game,
                Some(Command::Arena(a)) => a.game.game,
                Some(Command::Play { play, .. }) => play.game.game,
                _ => unreachable!("{cmd} parses as itself"),
            };
            assert_eq!(game, GameId::Acme, "{cmd}");
            assert!(Cli::try_parse_from(["acme", cmd, "--game", "ACME"]).is_ok());
            let Err(err) = Cli::try_parse_from(["acme", cmd, "--game", "civ1981"]) else {
                panic!("{cmd}: --game civ1981 was accepted");
            };
            let err = err.to_string();
            assert!(
                err.contains("unknown game 'civ1981'") && err.contains("knows: acme, acis, cradle"),
                "{cmd}: {err}"
            );
            let acis = Cli::try_parse_from(["acme", cmd, "--game", "acis"]).unwrap();
            let refusal = acis.command.unwrap().refusal().map(|r| r.to_string());
            if ["validate", "fuzz", "simulate", "arena", "play"].contains(&cmd) {
                assert_eq!(refusal, None, "{cmd}");
            } else {
                assert!(
                    refusal.is_some_and(|r| r.starts_with("ACIS has no scenarios")),
                    "{cmd}"
                );
            }
        }
        // ACIS's simulated games are its basic setups, every civilization an NPC.
        for extra in [["--scenario", "x"], ["--seats", "npc,npc,npc,npc"]] {
            let args = ["acme", "simulate", "--game", "acis", extra[0], extra[1]];
            let refusal = Cli::try_parse_from(args)
                .unwrap()
                .command
                .unwrap()
                .refusal();
            assert!(
                refusal.is_some_and(|r| r.contains("ACME's only")),
                "{extra:?}"
            );
        }
    }
}
