//! Handing over to a window of another game. A window plays one game (its table, board and
//! screens are that game's types, picked once when the program starts), and a Bevy program cannot
//! open its event loop twice; so when the player picks another game than the window's (on the New
//! Game page, in the Load list, in the Replays list, in Open position), the program starts itself again with the command line that asks
//! for exactly what the player chose, and the first window closes.
//!
//! Why the command line: it is the documented way to start every game the page can start, a
//! player can read and repeat it, and the tests read it back through the command line's own
//! parser (`cli::show`), so the game started is the game chosen. A sandbox's picks have no flags:
//! its hand-over opens the other window's New Game page on that setup instead.

use std::path::Path;

use crate::game_id::GameId;
use crate::games::acme::npc::TieBreak;
use crate::games::acme::session::new_game_form::{EntryKind, NewGameForm, SeatKind};

/// The `--tie-break` name of a method (`cli::TieBreakArg`).
pub fn tie_break_name(t: TieBreak) -> &'static str {
    match t {
        TieBreak::UseHead => "a",
        TieBreak::UseCards => "b",
        TieBreak::EvenOdd => "b1",
    }
}

/// The arguments of `acme play` that start the game `form` describes, a game of `game`
/// (`--setup basic-N` or `--scenario ID`, who plays which civilization, the Strategists' budgets,
/// the length, the seed and the NPC tie-break). A sandbox: its New Game page on that setup
/// ([`new_game_page_args`]).
pub fn new_game_args(game: GameId, form: &NewGameForm) -> Vec<String> {
    let e = form.entry();
    let which = match &e.kind {
        EntryKind::Basic(n) => vec!["--setup".to_string(), format!("basic-{n}")],
        EntryKind::Scenario(id) => vec!["--scenario".to_string(), id.clone()],
        EntryKind::Sandbox(def) => return new_game_page_args(game, Some(&def.id), form.seed),
    };
    let mut args = vec!["play".to_string(), "--game".into(), game.name().into()];
    args.extend(which);
    let humans: Vec<&str> = e
        .civs
        .iter()
        .zip(&form.seats)
        .filter(|(_, s)| **s == SeatKind::Human)
        .map(|(c, _)| c.as_str())
        .collect();
    if humans.is_empty() {
        // Without `--humans`, the command line seats two people: nobody here is one.
        args.push("--watch".into());
    } else {
        args.push("--humans".into());
        args.push(humans.join(","));
    }
    let bots: Vec<String> = form
        .strategists()
        .iter()
        .map(|s| format!("{}:{}", s.civ, s.playouts))
        .collect();
    if !bots.is_empty() {
        args.push("--strategists".into());
        args.push(bots.join(","));
    }
    if let Some(first) = form
        .first_civ
        .as_ref()
        .filter(|c| e.first_choices.contains(c))
    {
        args.push("--first".into());
        args.push(first.clone());
    }
    args.extend([
        "--epochs".into(),
        form.last_epoch.to_string(),
        "--seed".into(),
        form.seed.to_string(),
        "--tie-break".into(),
        tie_break_name(form.tie_break).into(),
    ]);
    args
}

/// The arguments of `acme play` that open `game`'s window on its New Game page (on the setup
/// `preselect` names, `basic-N` or a scenario's id, if given), its seed `seed`.
pub fn new_game_page_args(game: GameId, preselect: Option<&str>, seed: u64) -> Vec<String> {
    let mut args = vec![
        "play".to_string(),
        "--game".into(),
        game.name().into(),
        "--new-game".into(),
    ];
    match preselect {
        Some(id) if id.starts_with("basic-") => args.extend(["--setup".into(), id.to_string()]),
        Some(id) => args.extend(["--scenario".into(), id.to_string()]),
        None => {}
    }
    args.extend(["--seed".into(), seed.to_string()]);
    args
}

/// The arguments of `acme play` that open a window of `game` on its Online pages (My games, where
/// the player's seats in that game's online games are followed and opened).
pub fn online_args(game: GameId) -> Vec<String> {
    vec![
        "play".to_string(),
        "--game".into(),
        game.name().into(),
        "--online".into(),
        "games".into(),
    ]
}

/// The arguments of `acme play` that open the save at `path` in a window of its game `game`.
pub fn load_args(game: GameId, path: &Path) -> Vec<String> {
    vec![
        "play".to_string(),
        "--game".into(),
        game.name().into(),
        "--load".into(),
        path.display().to_string(),
    ]
}

/// The arguments that open the record or save at `path`, a game of another game than the window's,
/// in the replay viewer of a window of its game (`acme view FILE` reads the file's game itself).
pub fn view_args(path: &Path) -> Vec<String> {
    vec!["view".to_string(), path.display().to_string()]
}

/// Start this program again with `args`: the new window of the other game. The caller closes its
/// own window once this succeeds. `ACME_HANDOVER_EXTRA` (options separated by spaces) is added to
/// the new window's command line, for scripted pictures of the hand-over.
pub fn start(args: &[String]) -> Result<(), String> {
    let exe = std::env::current_exe()
        .map_err(|e| format!("cannot find this program to open the other game's window: {e}"))?;
    // Scripted checks add their own options to the new window (`--until deploy --screenshot
    // X.png`), as they would type them after the command.
    let extra = std::env::var("ACME_HANDOVER_EXTRA").unwrap_or_default();
    std::process::Command::new(&exe)
        .args(args)
        .args(extra.split_whitespace())
        .spawn()
        .map(drop)
        .map_err(|e| {
            format!(
                "cannot open the other game's window ({} {}): {e}",
                exe.display(),
                args.join(" ")
            )
        })
}
