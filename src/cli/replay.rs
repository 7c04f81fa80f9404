use std::path::Path;
use std::process::ExitCode;

use crate::games::acme::record::GameRecord;
use crate::games::acme::{Game, Ruleset};
use crate::load::Replayed;

/// `acme replay FILE`: a game record, or a position file (played from its position with no
/// actions). Prints a summary, or (`--json`) the events of the last action with names beside ids
/// and the full state; `--until-question WHAT` stops at the first question of that phase or step
/// (`super::inspect`).
pub fn run(file: &Path, json: bool, until: Option<&str>) -> ExitCode {
    // The parser comes from the file's top-level fields; the setup is checked before play; every
    // refusal names the file (`crate::load`). An ACIS record replays under ACIS's rules.
    let (rec, game) = match crate::load::replay_any_file(file) {
        Ok(Replayed::Acme(rec, game)) => (rec, game),
        Ok(Replayed::Acis(rec, game)) => {
            return summary_only(file, "an ACIS", json || until.is_some(), || {
                summary_lines(&rec, &game)
            });
        }
        Ok(Replayed::Cradle(rec, game)) => {
            return summary_only(file, "a Cradle", json || until.is_some(), || {
                cradle_summary(&rec, &game)
            });
        }
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    if !json && until.is_none() {
        out!("{}", summary_lines(&rec, &game));
        return ExitCode::SUCCESS;
    }
    let replayed = match super::inspect::replay(crate::games::acme::data::builtin(), &rec, until) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("{}: {e}", file.display());
            return ExitCode::FAILURE;
        }
    };
    if json {
        match serde_json::to_string_pretty(&super::inspect::to_json(&replayed)) {
            Ok(text) => outln!("{text}"),
            Err(e) => {
                eprintln!("{}: the state does not serialize: {e}", file.display());
                return ExitCode::FAILURE;
            }
        }
        return ExitCode::SUCCESS;
    }
    let game = &replayed.game;
    let mut text = crate::games::acme::summary::summary(game);
    match (replayed.stopped, game.pending()) {
        (Some((actions, brain)), Some(d)) => text.push_str(&format!(
            "stopped at the first question of '{}' after {actions} recorded action(s) and {brain} \
             answer(s) of the NPC brain: {} ({:?}, {})\n",
            until.unwrap_or_default(),
            d.text,
            game.state.flow.phase(),
            game.state.flow.step_name()
        )),
        _ => text.push_str(&format!("state hash: {:016x}\n", game.hash())),
    }
    out!("{text}");
    ExitCode::SUCCESS
}

/// A record of a game `--json` and `--until-question` do not read: its summary, or (`asked`
/// for them) why not.
fn summary_only(
    file: &Path,
    game: &str,
    asked: bool,
    summary: impl FnOnce() -> String,
) -> ExitCode {
    if asked {
        eprintln!(
            "{}: {game} record replays to its summary only (--json and --until-question read \
             ACME's games)",
            file.display()
        );
        return ExitCode::FAILURE;
    }
    out!("{}", summary());
    ExitCode::SUCCESS
}

/// What `acme replay FILE` prints of a record played to its end: the summary, the state hash,
/// and that it matches the record's (a differing hash was refused by `crate::load`).
fn summary_lines<R: Ruleset>(rec: &GameRecord, game: &Game<R>) -> String {
    let mut text = crate::games::acme::summary::summary(game);
    text.push_str(&format!("state hash: {:016x}\n", game.hash()));
    if rec.final_hash.is_some() {
        text.push_str("matches the hash stored in the record\n");
    }
    text
}

/// What `acme replay FILE` prints of a Cradle record played through: its players, where it
/// stands, each player's VP, the winners, the state hash.
fn cradle_summary(
    rec: &crate::games::cradle::CradleRecord,
    game: &crate::games::cradle::Cradle,
) -> String {
    use crate::engine::Game as _;
    let st = &game.state;
    let mut text = format!(
        "Cradle of Civilization, {} players, seed {}: {} answers, Epoch {} ({:?})\n",
        st.players,
        rec.seed,
        rec.actions.len(),
        st.epoch,
        st.phase
    );
    for (s, vp) in st.vp.iter().enumerate() {
        text.push_str(&format!(
            "  {}: {vp} VP\n",
            crate::games::cradle::session::seat_name(s as u8)
        ));
    }
    if game.is_over() {
        let names: Vec<String> = st
            .winners
            .iter()
            .map(|&s| crate::games::cradle::session::seat_name(s))
            .collect();
        text.push_str(&format!("winners: {}\n", names.join(", ")));
    }
    text.push_str(&format!("state hash: {:016x}\n", game.hash()));
    if rec.final_hash.is_some() {
        text.push_str("matches the hash stored in the record\n");
    }
    text
}
