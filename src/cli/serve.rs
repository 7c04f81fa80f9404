//! `acme serve`: host online games (docs/online.md) until the process is stopped.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::ExitCode;

use crate::games::acme::Game;
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
}

pub fn run(args: Args) -> ExitCode {
    let config = Config {
        addr: args.addr,
        data: args
            .data
            .unwrap_or_else(|| crate::settings::data_home().join("server")),
        limits: Limits::default(),
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
        match server::start::<Game>(&config).await {
            Ok(running) => {
                eprintln!(
                    "acme serve: {} games, listening on ws://{}/ws, store in {}",
                    running.server.games(),
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
