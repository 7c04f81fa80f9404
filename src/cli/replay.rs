use std::path::Path;
use std::process::ExitCode;

/// `acme replay FILE`: a game record, or a position file (played from its position with no
/// actions). Prints a summary, or the full state as JSON.
pub fn run(file: &Path, json: bool) -> ExitCode {
    // The parser comes from the file's top-level fields; the setup is checked before play; every
    // refusal names the file (issue 23, `crate::load`).
    let (rec, game) = match crate::load::replay_file(file) {
        Ok(x) => x,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    if json {
        let text = match serde_json::to_string_pretty(&game.state) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("{}: the state does not serialize: {e}", file.display());
                return ExitCode::FAILURE;
            }
        };
        outln!("{text}");
        return ExitCode::SUCCESS;
    }
    let hash = game.hash();
    let mut text = crate::summary::summary(&game);
    text.push_str(&format!("state hash: {hash:016x}\n"));
    if rec.final_hash.is_some() {
        // Checked by `load::replay_file` (a differing hash is an error naming the file).
        text.push_str("matches the hash stored in the record\n");
    }
    out!("{text}");
    ExitCode::SUCCESS
}
