use std::path::Path;
use std::process::ExitCode;

use crate::rules::record::{self, GameRecord, SetupSpec};

/// `acme replay FILE`: a game record, or a position file (played from its position with no
/// actions). Prints a summary, or (`--json`) the events of the last action with names beside ids
/// and the full state; `--until-question WHAT` stops at the first question of that phase or step
/// (`super::inspect`).
pub fn run(file: &Path, json: bool, until: Option<&str>) -> ExitCode {
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
                options: p.options.clone(),
                seed: p.seed,
                setup: SetupSpec::Position(Box::new(p)),
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
    let replayed = match super::inspect::replay(crate::data::builtin(), &rec, until) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("{}: {e}", file.display());
            return ExitCode::FAILURE;
        }
    };
    if json {
        println!(
            "{}",
            serde_json::to_string_pretty(&super::inspect::to_json(&replayed))
                .expect("serializable")
        );
        return ExitCode::SUCCESS;
    }
    let game = &replayed.game;
    print!("{}", crate::summary::summary(game));
    if let Some((actions, brain)) = replayed.stopped {
        let d = game.pending().expect("stopped at a question");
        println!(
            "stopped at the first question of '{}' after {actions} recorded action(s) and {brain} \
             answer(s) of the NPC brain: {} ({:?}, {})",
            until.unwrap_or_default(),
            d.text,
            game.state.flow.phase(),
            game.state.flow.step_name()
        );
        return ExitCode::SUCCESS;
    }
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
