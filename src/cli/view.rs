//! `acme view FILE`: a game record or a save in the replay viewer. The file is
//! read and replayed before the window opens, so a bad file is a clear error naming it; its game
//! is read from the file (its `game` tag), and the window opened for that game (ACME, ACIS or
//! Cradle).

use std::path::Path;
use std::process::ExitCode;

use super::show::WindowArgs;
use crate::game_id::GameId;
use crate::games::acme::session::replay_view::ReplayView;

/// Open `file` as the viewer will: (its game, title, number of actions), or the problem naming
/// the file.
pub fn check(file: &Path) -> Result<(GameId, String, usize), String> {
    if crate::load::path_game(file) == Some(GameId::Cradle) {
        let (title, rec) = crate::replays::open_cradle(file)?;
        let view = crate::games::cradle::replay::CradleReplay::new(
            crate::games::cradle::data::builtin(),
            title.clone(),
            rec,
        )
        .map_err(|e| format!("{}: {e}", file.display()))?;
        return Ok((GameId::Cradle, title, view.len()));
    }
    let (title, rec) = crate::replays::open(file)?;
    let game = rec.game;
    let named = |e: String| format!("{}: {e}", file.display());
    let len = match game {
        GameId::Acme => ReplayView::<crate::games::acme::Acme>::new(
            crate::games::acme::data::builtin(),
            title.clone(),
            rec,
        )
        .map_err(named)?
        .len(),
        GameId::Acis => ReplayView::<crate::games::acis::rules::Acis>::new(
            crate::games::acis::system::builtin(),
            title.clone(),
            rec,
        )
        .map_err(named)?
        .len(),
        other => return Err(named(crate::game_id::NotPlayable(other).to_string())),
    };
    Ok((game, title, len))
}

#[cfg(feature = "gui")]
pub fn run(file: &Path, at: Option<usize>, args: &WindowArgs) -> ExitCode {
    use crate::app::ShowSpec;
    use crate::app::replay_screen::ViewRequest;
    use crate::app::script::PlayOptions;
    let game = match check(file) {
        Ok((game, _, _)) => game,
        Err(e) => {
            eprintln!("acme view: {e}");
            return ExitCode::FAILURE;
        }
    };
    crate::app::run_game(
        game,
        args.options(
            ShowSpec::Basic(2),
            Some(PlayOptions {
                strategists: Vec::new(),
                new: None,
                load: None,
                new_game_page: None,
                seed: 1,
                view: Some(ViewRequest {
                    path: file.to_path_buf(),
                    at,
                }),
                speed: None,
                autosave: false,
                until: None,
                exit_on_game_over: false,
                record_out: None,
                online: None,
            }),
        ),
    )
}

#[cfg(not(feature = "gui"))]
pub fn run(file: &Path, _at: Option<usize>, _args: &WindowArgs) -> ExitCode {
    match check(file) {
        Ok((_, title, n)) => {
            eprintln!(
                "{title}: {n} actions; acme was built without the window (cargo feature `gui`), \
                 so it cannot be viewed here (`acme replay FILE` replays it)."
            );
            ExitCode::FAILURE
        }
        Err(e) => {
            eprintln!("acme view: {e}");
            ExitCode::FAILURE
        }
    }
}
