//! The engine hosts ACME as a whole game (`engine::Game`, docs/architecture.md): a game played
//! through the engine's generic driver is the game played directly, answer for answer and hash
//! for hash, and its invariants hold after every answer.

use acme::engine::{self, drive};
use acme::games::acme::{Game, RandomPlayer, record};
use acme::harness::fuzz_spec;

/// Any game, played to its end by `pick` with the engine's checked driver.
fn hosted<G: engine::Game>(game: &mut G, pick: impl FnMut(&G::Decision) -> G::Action) -> usize {
    drive::play_checked(game, 200_000, pick).expect("the game ends with its invariants intact")
}

#[test]
fn a_game_played_through_the_engine_is_the_game_played_directly() {
    let cat = acme::games::acme::data::builtin();
    for seed in 1..=3 {
        let (spec, options) = fuzz_spec(seed, 2 + seed as u8, 2);
        let (mut direct, _) = record::start(cat.clone(), &spec, &options, seed).unwrap();
        let mut p = RandomPlayer::new(seed);
        let mut answers = 0;
        while let Some(d) = direct.pending() {
            let a = p.choose(d);
            direct.apply(a).unwrap();
            answers += 1;
        }
        let (mut game, _) =
            <Game as engine::Game>::start(cat.clone(), &(spec, options), seed).unwrap();
        let mut p = RandomPlayer::new(seed);
        assert_eq!(hosted(&mut game, |d| p.choose(d)), answers, "seed {seed}");
        assert_eq!(engine::Game::hash(&game), direct.hash(), "seed {seed}");
        assert_eq!(
            engine::Game::winners(&game),
            direct.state.winner.clone().unwrap_or_default()
        );
        assert!(
            !engine::Game::winners(&game).is_empty(),
            "a finished game has winners"
        );
    }
}

/// A refused answer (not one of the options) changes nothing, through the engine as directly.
#[test]
fn the_engine_driver_stops_at_a_refused_answer() {
    let cat = acme::games::acme::data::builtin();
    let (spec, options) = fuzz_spec(1, 3, 2);
    let (mut game, _) = <Game as engine::Game>::start(cat, &(spec, options), 1).unwrap();
    let before = engine::Game::hash(&game);
    let foreign = acme::games::acme::Action::Number(65_535);
    let err = drive::play_on(&mut game, 1, |_| foreign).unwrap_err();
    assert!(err.contains("refused"), "{err}");
    assert_eq!(engine::Game::hash(&game), before);
}
