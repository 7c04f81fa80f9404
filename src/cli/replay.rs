use std::path::Path;
use std::process::ExitCode;

use crate::rules::record::{self, GameRecord, SetupSpec};

/// `acme replay FILE`: a game record, or a position file (played from its position with no
/// actions). Prints a summary, or the full state as JSON.
pub fn run(file: &Path, json: bool) -> ExitCode {
    let text = match std::fs::read_to_string(file) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("{}: cannot read: {e}", file.display());
            return ExitCode::FAILURE;
        }
    };
    let rec: GameRecord = match record::parse_record(&text) {
        Ok(r) => r,
        Err(rec_err) => match record::parse_position(&text) {
            Ok(p) => GameRecord {
                version: record::RECORD_VERSION,
                setup: SetupSpec::Position(Box::new(p)),
                options: Default::default(),
                seed: 0,
                actions: vec![],
                final_hash: None,
            },
            Err(_) => {
                eprintln!(
                    "{}:{rec_err} (neither a game record nor a position file)",
                    file.display()
                );
                return ExitCode::FAILURE;
            }
        },
    };
    let game = match record::replay(crate::data::builtin(), &rec) {
        Ok(g) => g,
        Err(e) => {
            eprintln!("{}: {e}", file.display());
            return ExitCode::FAILURE;
        }
    };
    if json {
        println!(
            "{}",
            serde_json::to_string_pretty(&game.state).expect("serializable")
        );
        return ExitCode::SUCCESS;
    }
    print!("{}", crate::summary::summary(&game));
    let hash = game.hash();
    println!("state hash: {hash:016x}");
    if let Some(h) = rec.final_hash {
        if h == hash {
            println!("matches the hash stored in the record");
        } else {
            eprintln!("DIFFERS from the hash stored in the record ({h:016x})");
            return ExitCode::FAILURE;
        }
    }
    ExitCode::SUCCESS
}
