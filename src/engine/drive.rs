//! Play loops for any game: answer its questions one at a time with a chooser, refusing to go on
//! when the game refuses one of its own legal answers or breaks its invariants.

use super::game::Game;

/// Play up to `limit` answers from `game`'s pending question, each chosen by `pick` among the
/// question's options (`Question::options`). Stops early when the game is over. Returns how many
/// answers were played; an answer the game refuses is an error, and the game is as before it.
pub fn play_on<G: Game>(
    game: &mut G,
    limit: usize,
    mut pick: impl FnMut(&G::Decision) -> G::Action,
) -> Result<usize, String> {
    for played in 0..limit {
        let Some(d) = game.pending() else {
            return Ok(played);
        };
        let a = pick(d);
        if let Err(e) = game.apply(a) {
            return Err(format!("a legal option was refused: {e}"));
        }
    }
    Ok(limit)
}

/// [`play_on`] to the end of the game, checking the game's invariants before every answer and
/// at the end, with `limit` answers at most (a game that needs more is in a loop: an error).
pub fn play_checked<G: Game>(
    game: &mut G,
    limit: usize,
    mut pick: impl FnMut(&G::Decision) -> G::Action,
) -> Result<usize, String> {
    let mut played = 0;
    loop {
        if let Err(errs) = game.invariants() {
            return Err(format!("after {played} answers: {}", errs.join("; ")));
        }
        if game.pending().is_none() {
            return Ok(played);
        }
        if played >= limit {
            return Err(format!("no end after {limit} answers"));
        }
        played += play_on(game, 1, &mut pick)?;
    }
}
