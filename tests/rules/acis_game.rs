//! A whole ACIS game under `Game<Acis>`: a basic setup played from its start to game over by a
//! random player (legal answers: ACIS's cards whose effects the program plays are played, Wonders
//! are built), with the invariants checked under ACIS's stacking after every answer (disks on the
//! Wonders counted, one Wonder block per area).

use acme::games::acis::rules::Acis;
use acme::games::acme::{Event, Game, RandomPlayer, invariants};

use super::acis_system::basic_state;

/// Plays the basic `players`-player ACIS game from `seed` to its end; the number of answers and
/// the Fate cards played for their effects (RB Play a Fate Card; in a competition, step 1).
fn whole_game(players: u8, seed: u64) -> (Game<Acis>, usize, Vec<u8>) {
    let cat = acme::games::acis::system::builtin();
    let (mut game, _) = Game::<Acis>::under(cat.clone(), basic_state(players, seed));
    let mut p = RandomPlayer::new(seed);
    let mut answers = 0;
    let mut played = Vec::new();
    while let Some(d) = game.pending() {
        let a = p.choose(d);
        for e in game.apply(a).expect("a legal answer") {
            if let Event::CardPlayed { card, .. } = e {
                played.push(card.0);
            }
        }
        answers += 1;
        if let Err(errs) = invariants::check_under::<Acis>(&cat, &game.state) {
            panic!("{players} players, seed {seed}, answer {answers}: {errs:?}");
        }
        // RB Competition Phase (D35): an area is Contested when a Faction has 2 disks and an
        // opposing one is there; ACME's third case, a Stronghold with 1 disk, never arises, as
        // no ACIS rule builds a Stronghold.
        assert!(game.state.areas.iter().all(|a| a.stronghold.is_none()));
        assert!(answers < 200_000, "the game does not end");
    }
    (game, answers, played)
}

fn assert_played_to_the_end(players: u8, seed: u64) {
    let (game, answers, played) = whole_game(players, seed);
    assert!(game.is_over(), "{players} players, seed {seed}: game over");
    let winners = game.state.winner.clone().expect("winners");
    assert!(!winners.is_empty());
    assert_eq!(game.state.epoch, 4, "the game ends in Epoch IV");
    assert!(
        answers > 100,
        "{players} players: a whole game ({answers} answers)"
    );
    // RB Card Phase, Build a Wonder (D24, D32): the random player builds some.
    assert!(
        !game.state.monuments.is_empty(),
        "{players} players, seed {seed}: a Wonder is built"
    );
    // ACIS's card table (`acis::cards`): its cards are played for their effects, and only cards
    // of that table.
    assert!(
        !played.is_empty(),
        "{players} players, seed {seed}: cards are played"
    );
    let table = |c: &u8| acme::games::acis::cards::table().any(|t| t == *c);
    assert!(played.iter().all(table), "{played:?}");
}

/// RB Game Overview and Endgame (D1): a basic 3-player ACIS game plays through its four Epochs
/// to game over, with winners, within ACIS's stacking limits after every answer.
#[test]
fn rb_game_overview_a_basic_three_player_acis_game_plays_to_its_end() {
    for seed in [3, 11] {
        assert_played_to_the_end(3, seed);
    }
}

/// The same for the 6-player basic game (the full map, both deep seas in play from Epoch IV).
#[test]
fn rb_game_overview_a_basic_six_player_acis_game_plays_to_its_end() {
    for seed in [6, 12] {
        assert_played_to_the_end(6, seed);
    }
}

/// RB Game Overview (D1) through the engine's fuzz harness (`acme fuzz --game acis`): one game of
/// each basic setup, 2 to 6 players, plays to its end with random legal answers, ACIS's invariants
/// after every answer, illegal answers refused with nothing changed, and its record replays to
/// the same hash; the record says it is an ACIS game.
#[test]
fn rb_game_overview_every_basic_acis_setup_survives_the_fuzz_harness() {
    for players in 2..=6u8 {
        let seed = 40 + players as u64;
        match acme::games::acis::fuzz::fuzz_game(seed, players, 4) {
            Ok(o) => {
                assert!(o.actions > 100, "{players} players: {} answers", o.actions);
                assert!(o.turns >= 4, "{players} players: {} turns", o.turns);
                assert_eq!(o.record.game, acme::game_id::GameId::Acis);
                assert_eq!(o.record.final_hash, Some(o.hash));
            }
            Err(f) => panic!("seed {} with {} players: {}", f.seed, f.players, f.message),
        }
    }
}

/// The harness refuses what ACIS cannot start (D17: basic setups for 2 to 6 players), with the
/// reason and the record so far.
#[test]
fn rb_basic_setups_an_acis_fuzz_game_for_seven_players_fails_with_the_reason() {
    let Err(f) = acme::games::acis::fuzz::fuzz_game(1, 7, 4) else {
        panic!("a 7-player ACIS game was set up");
    };
    assert!(f.message.contains("2 to 6 players"), "{}", f.message);
    assert!(f.record.actions.is_empty());
}

/// An ACIS game's record (the family's record file saying `game: "acis"`, as `acme fuzz --game
/// acis --record-failures` writes it) is read back by `acme replay`'s loader and played under
/// ACIS's rules to the hash it stores (its game tag read first, then the whole file as ACIS's); a
/// damaged one is refused with the file and its reason.
#[test]
fn an_acis_record_replays_to_its_hash_and_a_damaged_one_is_refused_with_its_reason() {
    use acme::load::{Replayed, replay_any_file, replay_any_text};
    let done = acme::games::acis::fuzz::fuzz_game(3, 3, 1).expect("the fuzz game plays");
    let mut rec = done.record.clone();
    assert_eq!(rec.game, acme::game_id::GameId::Acis);
    rec.final_hash = Some(done.hash);
    let text = acme::games::acme::record::to_ron(&rec);
    assert!(text.contains("game: \"acis\""), "{text}");
    let path = std::env::temp_dir().join(format!("acme-acis-{}.record.ron", std::process::id()));
    std::fs::write(&path, &text).unwrap();
    let replayed = replay_any_file(&path);
    std::fs::remove_file(&path).unwrap();
    let Ok(Replayed::Acis(back, game)) = replayed else {
        panic!("the ACIS record does not replay as ACIS's");
    };
    assert_eq!(back, rec);
    assert_eq!(game.hash(), done.hash);
    assert!(game.is_over());

    let file = "acis.record.ron";
    let refused = |text: &str| match replay_any_text(file, text) {
        Ok(_) => panic!("a damaged ACIS record replayed"),
        Err(e) => {
            assert!(e.starts_with(file), "{e}");
            e
        }
    };
    // Another final hash: the replay reaches its own and says both.
    let e = refused(&text.replacen(
        &format!("final_hash: Some({})", done.hash),
        &format!("final_hash: Some({})", done.hash ^ 1),
        1,
    ));
    assert!(
        e.contains("differs from the hash stored in the record"),
        "{e}"
    );
    // An answer after the game's end.
    let mut longer = rec.clone();
    longer.actions.push(*rec.actions.last().unwrap());
    let e = refused(&acme::games::acme::record::to_ron(&longer));
    assert!(
        e.contains(&format!("action {} ", rec.actions.len())) && e.contains("illegal"),
        "{e}"
    );
    // A file cut short: the line where it stops, from ACIS's reading, not ACME's refusal.
    let cut = text[..text.len() / 2].trim_end();
    let e = refused(cut);
    let line = cut.lines().count();
    assert!(e.starts_with(&format!("{file}:{line}:")), "{e}");
    assert!(!e.contains("not playable"), "{e}");
    // A setup ACIS does not play (D17: the basic setups' printed placements).
    assert!(text.contains("layout: Printed"), "{text}");
    let e = refused(&text.replacen("layout: Printed", "layout: Rule8", 1));
    assert!(e.contains("printed placements only"), "{e}");
    // The game tag is read first: a position file of ACIS's is refused naming the file (only its
    // records are read), and ACME's reader of records refuses the ACIS record naming the file and
    // the line of its tag.
    let pos = "(\n    game: \"acis\",\n    config: \"Full\",\n    flow: GrowthStart,\n)";
    let e = refused(pos);
    assert!(e.contains("a position file of ACIS"), "{e}");
    let e = acme::load::parse_game(file, &text).unwrap_err();
    let tag = text
        .lines()
        .position(|l| l.contains("game: \"acis\""))
        .unwrap()
        + 1;
    assert!(e.starts_with(&format!("{file}:{tag}:")), "{e}");
    assert!(e.contains("which this reader does not take"), "{e}");
    // An ACME record still reads as ACME's.
    let acme_rec = std::fs::read_to_string("docs/examples/basic-2p-opening.record.ron").unwrap();
    assert!(matches!(
        replay_any_text(file, &acme_rec),
        Ok(Replayed::Acme(..))
    ));
}
