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

/// A game played for `answers` answers by the random player from fuzz setup `seed`, with its
/// record (written through the engine's `Record` face) holding its final hash.
fn recorded(seed: u64, answers: usize) -> (Game, record::GameRecord) {
    use engine::record::Record;
    let cat = acme::games::acme::data::builtin();
    let mut rec = <record::GameRecord as Record<Game>>::new(fuzz_spec(seed, 3, 1), seed);
    let (mut game, _) = engine::record::start::<Game>(cat, &rec).unwrap();
    let mut p = RandomPlayer::new(seed);
    for _ in 0..answers {
        let Some(d) = game.pending() else { break };
        let a = p.choose(d);
        game.apply(a).unwrap();
        rec.push(a);
    }
    rec.set_final_hash(Some(game.hash()));
    (game, rec)
}

/// Records (docs/formats.md "Game records"): the engine's generic replay reaches the recorded
/// hash; an answer changed in the record is refused with the typed error naming its index, and a
/// changed hash with the typed hash error.
#[test]
fn the_engine_replays_a_record_and_refuses_a_tampered_one() {
    use engine::record::{ReplayError, replay_checked};
    let cat = acme::games::acme::data::builtin();
    let (game, rec) = recorded(4, 100);
    assert_eq!(rec.actions.len(), 100);
    let replayed = replay_checked::<Game>(cat.clone(), &rec).expect("the record replays");
    assert_eq!(replayed.hash(), game.hash());

    let mut tampered = rec.clone();
    tampered.actions[60] = acme::games::acme::Action::Number(u16::MAX);
    match replay_checked::<Game>(cat.clone(), &tampered) {
        Err(ReplayError::Illegal { index, action, .. }) => {
            assert_eq!((index, action), (60, tampered.actions[60]));
        }
        other => panic!(
            "a tampered answer must be refused, got {:?}",
            other.map(|g| g.hash())
        ),
    }

    let mut tampered = rec.clone();
    tampered.final_hash = Some(game.hash() ^ 1);
    assert!(matches!(
        replay_checked::<Game>(cat.clone(), &tampered),
        Err(ReplayError::Hash { got, recorded }) if got == game.hash() && recorded == game.hash() ^ 1
    ));

    let mut tampered = rec;
    tampered.version = record::RECORD_VERSION + 1;
    assert!(matches!(
        replay_checked::<Game>(cat, &tampered),
        Err(ReplayError::Version { .. })
    ));
}

/// An "illegal" answer that is really one of the options.
struct LegalAsIllegal;

impl engine::fuzz::Extras<Game> for LegalAsIllegal {
    fn illegal_answer(
        &self,
        d: &acme::games::acme::Decision,
        _: usize,
    ) -> Option<acme::games::acme::Action> {
        d.options.first().copied()
    }
}

/// The engine's fuzz harness plays any game to its end with its record replaying to the same
/// hash, and fails a game whose refusals do not hold (an answer offered as illegal that the game
/// accepts), with the record up to that point.
#[test]
fn the_engine_fuzz_harness_checks_a_game_and_its_record() {
    use engine::fuzz::{ILLEGAL_EVERY, fuzz};
    let cat = acme::games::acme::data::builtin();
    let seed = 3;
    let mut p = RandomPlayer::new(seed);
    let Ok(done) = fuzz::<Game>(
        cat.clone(),
        fuzz_spec(seed, 2, 1),
        seed,
        |d| p.choose(d),
        &mut (),
    ) else {
        panic!("a random game of the basic setup passes the harness");
    };
    assert!(
        done.game.pending().is_none(),
        "the game was played to its end"
    );
    assert_eq!(done.record.final_hash, Some(done.hash));
    let replayed = engine::record::replay_checked::<Game>(cat.clone(), &done.record).unwrap();
    assert_eq!(replayed.hash(), done.hash);

    let mut p = RandomPlayer::new(seed);
    let Err(failed) = fuzz::<Game>(
        cat,
        fuzz_spec(seed, 2, 1),
        seed,
        |d| p.choose(d),
        &mut LegalAsIllegal,
    ) else {
        panic!("an accepted illegal answer fails the game");
    };
    assert!(
        failed.message.contains("was accepted"),
        "{}",
        failed.message
    );
    // The first illegal answer is tried after `seed % ILLEGAL_EVERY` answers.
    assert_eq!(failed.record.actions.len(), seed as usize % ILLEGAL_EVERY);
}

/// A table whose every seat answers with the random player, one question at a time.
struct RandomTable(RandomPlayer);

impl engine::simulate::Table<Game> for RandomTable {
    fn play_quick(
        &mut self,
        _: &mut Game,
        _: &mut record::GameRecord,
        _: &mut impl FnMut(&[acme::games::acme::Event]),
    ) {
    }
    fn choose(
        &mut self,
        _: &Game,
        d: &acme::games::acme::Decision,
    ) -> Result<acme::games::acme::Action, String> {
        Ok(self.0.choose(d))
    }
    fn describe(&self, _: &Game) -> String {
        String::new()
    }
}

/// The engine's play-out loop (`simulate`, the arena) over any game: a table's answers make the
/// game and its record, which replays to the recorded hash; the setup's and every answer's
/// events reach the listener.
#[test]
fn the_engine_plays_a_game_out_and_records_it() {
    let cat = acme::games::acme::data::builtin();
    let seed = 6;
    let mut heard = 0usize;
    let Ok(done) = engine::simulate::play_out::<Game>(
        cat.clone(),
        fuzz_spec(seed, 3, 1),
        seed,
        &mut RandomTable(RandomPlayer::new(seed)),
        &mut |ev| heard += ev.len(),
    ) else {
        panic!("a random game of the basic setup is played out");
    };
    assert!(done.game.is_over());
    assert!(
        heard > done.record.actions.len(),
        "every step's events were heard"
    );
    assert_eq!(done.record.final_hash, Some(done.game.hash()));
    let replayed = engine::record::replay_checked::<Game>(cat.clone(), &done.record).unwrap();
    assert_eq!(replayed.hash(), done.game.hash());
    let (direct, _) = recorded(seed, usize::MAX);
    assert_eq!(
        direct.hash(),
        done.game.hash(),
        "the same game as played directly"
    );
}
