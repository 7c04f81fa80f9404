//! `acme serve`: host online games (docs/online.md) until the process is stopped.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::ExitCode;

use crate::games::acis::rules::Acis;
use crate::games::acme::Game;
use crate::online::load::{self, Load};
use crate::online::rate::Rate;
use crate::online::server::{self, Config, Limits};

#[derive(clap::Args)]
pub struct Args {
    /// Where to listen (the loopback address by default: put a proxy with TLS in front to serve
    /// other machines).
    #[arg(long, default_value = "127.0.0.1:7878")]
    pub addr: SocketAddr,
    /// The folder of the store (`games.sqlite3`); default: `server` in the program's data
    /// folder.
    #[arg(long)]
    pub data: Option<PathBuf>,
    /// Messages a second each connection may send (twice as many at once); past it a message is
    /// refused. The default suits people; a load test's bots need more (`--rate 100000`).
    #[arg(long, default_value_t = Rate::PLAYER.per_second)]
    pub rate: f64,
}

/// `acme loadtest`: bots play games at once against a running server on this machine.
#[derive(clap::Args)]
pub struct LoadArgs {
    /// The server (`acme serve`), on the loopback address.
    #[arg(long, default_value = "127.0.0.1:7878")]
    pub addr: SocketAddr,
    /// Games at once (1 to 1000): each played by two bots and the server's NPC.
    #[arg(long, default_value_t = 10)]
    pub games: usize,
    /// How long (1 to 600 seconds); a finished game is followed by a new one.
    #[arg(long, default_value_t = 10)]
    pub seconds: u64,
    #[arg(long, default_value = "basic-3")]
    pub setup: String,
    /// Game i of slot s uses seed S + 1000000 s + i.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Milliseconds each bot thinks before an answer, on average (0 to 60000; each pause is
    /// drawn from the bot's seed between half and one and a half times it). 0: the bots answer
    /// at once, the stress case; a person's pace shows what a player meets.
    #[arg(long, default_value_t = 0)]
    pub think: u64,
}

pub fn run(args: Args) -> ExitCode {
    let config = Config {
        addr: args.addr,
        data: args
            .data
            .unwrap_or_else(|| crate::settings::data_home().join("server")),
        limits: Limits {
            rate: Rate {
                per_second: args.rate,
                burst: 2.0 * args.rate,
            },
            ..Limits::default()
        },
    };
    let rt = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(rt) => rt,
        Err(e) => {
            eprintln!("acme serve: cannot start: {e}");
            return ExitCode::FAILURE;
        }
    };
    rt.block_on(async {
        // ACME and ACIS, on one endpoint and one store: a `create` names its game.
        match server::start_two::<Game, Game<Acis>>(&config).await {
            Ok(running) => {
                eprintln!(
                    "acme serve: {} ACME and {} ACIS games, listening on ws://{}/ws, store in {}",
                    running.first.games(),
                    running.second.games(),
                    running.addr,
                    config.data.display()
                );
                std::future::pending::<ExitCode>().await
            }
            Err(e) => {
                eprintln!("acme serve: {e}");
                ExitCode::FAILURE
            }
        }
    })
}

fn runtime(command: &str) -> Option<tokio::runtime::Runtime> {
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| eprintln!("acme {command}: cannot start: {e}"))
        .ok()
}

pub fn loadtest(args: LoadArgs) -> ExitCode {
    let Some(rt) = runtime("loadtest") else {
        return ExitCode::FAILURE;
    };
    let load = Load {
        addr: args.addr,
        games: args.games,
        seconds: args.seconds,
        setup: args.setup,
        seed: args.seed,
        think: std::time::Duration::from_millis(args.think),
    };
    match rt.block_on(load::run::<Game>(load)) {
        Ok(r) => {
            outln!(
                "{} games at once for {:.1} s, the bots thinking {} ms an answer: {} started, {} finished",
                args.games,
                r.seconds,
                args.think,
                r.games_started,
                r.games_finished
            );
            outln!(
                "decisions: {} ({:.0}/s); round trip p50 {:.2} ms, p99 {:.2} ms; lost decisions: {}",
                r.decisions,
                r.decisions as f64 / r.seconds.max(1e-9),
                r.p50.as_secs_f64() * 1e3,
                r.p99.as_secs_f64() * 1e3,
                r.lost
            );
            if r.errors > 0 {
                outln!("bots stopped on an error: {}", r.errors);
                for e in &r.first_errors {
                    outln!("  {e}");
                }
            }
            if r.lost == 0 && r.errors == 0 {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            }
        }
        Err(e) => {
            eprintln!("acme loadtest: {e}");
            ExitCode::FAILURE
        }
    }
}
