//! Cradle at the table without the window (`play::Session<Cradle>`): saves, records read back by
//! `acme replay`, undo, and the hot-seat curtain before the secret keep-or-pass draw (CR 3.0).

use acme::engine::Game as _;
use acme::engine::Question as _;
use acme::games::cradle::data;
use acme::games::cradle::flow::{Action, Ask};
use acme::games::cradle::session::{self, NewGame, Session};
use acme::play::Looking;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn start(players: u8, humans: Vec<u8>, seed: u64) -> Session {
    Session::start(
        data::builtin(),
        &NewGame {
            players,
            humans,
            seed,
        },
    )
    .expect("a Cradle game")
}

/// One step of the table: a brain's seat answers by itself, a person's at random from `rng`.
fn step(s: &mut Session, rng: &mut ChaCha8Rng) -> bool {
    if s.pending().is_none() {
        return false;
    }
    if let Some(r) = s.npc_step() {
        r.expect("the brain answers legally");
        return true;
    }
    let o = s.pending().expect("a question").options().to_vec();
    s.act(o[rng.random_range(0..o.len())])
        .expect("a legal answer");
    true
}

/// A save (the family's save file, `game: "cradle"`) opened again is the same game (same state
/// hash, same question, same log), and it goes on the same way; a record file opens at the table
/// too.
#[test]
fn cr_session_a_save_round_trips_to_the_same_game() {
    let mut s = start(5, vec![0, 2], 7);
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    for _ in 0..120 {
        step(&mut s, &mut rng);
    }
    let save = s.save_file();
    assert_eq!(save.hash, s.game.hash());
    let back = Session::from_save(data::builtin(), &save).expect("the save opens");
    assert_eq!(back.game.hash(), s.game.hash());
    assert_eq!(back.pending(), s.pending());
    assert_eq!(back.log.len(), s.log.len());
    assert_eq!(back.humans(), vec![0, 2]);
    assert_eq!(back.save_file(), save);
    let text = s.record_text();
    let again = session::open_record(data::builtin(), &text).expect("the record opens");
    assert_eq!(again.game.hash(), s.game.hash());
    assert!(session::open_record(data::builtin(), "(not: a record)").is_err());
}

/// A whole game played at the table (every seat the random brain's) writes a record that
/// `acme replay`'s reader plays back to the same final hash.
#[test]
fn cr_session_a_record_replays_to_its_hash() {
    for (players, seed) in [(4, 11), (6, 12)] {
        let mut s = start(players, Vec::new(), seed);
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        while step(&mut s, &mut rng) {}
        assert!(s.game.is_over());
        let text = s.record_text();
        match acme::load::replay_any_text("game.record.ron", &text).expect("it replays") {
            acme::load::Replayed::Cradle(rec, game) => {
                assert_eq!(rec.final_hash, Some(s.game.hash()));
                assert_eq!(game.hash(), s.game.hash());
            }
            _ => panic!("read as another game's record"),
        }
        // A changed answer no longer gives the recorded hash: refused, naming the file.
        let mut rec = s.record.clone();
        rec.final_hash = Some(rec.final_hash.unwrap() ^ 1);
        let bad = ron::ser::to_string(&rec).unwrap();
        let e = acme::load::replay_any_text("bad.record.ron", &bad)
            .err()
            .expect("refused");
        assert!(e.starts_with("bad.record.ron: "), "{e}");
    }
}

/// Undo takes back a placement that rolled no die (an army into an empty area, CR 5.4): the
/// game is back at the same state hash and question; an answer that rolled dice stands.
#[test]
fn cr_session_undo_returns_to_the_same_state_hash() {
    let mut s = start(4, vec![0, 1, 2, 3], 3);
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let (mut undone, mut refused) = (0, 0);
    for _ in 0..3000 {
        let Some(d) = s.pending().cloned() else { break };
        let hash = s.game.hash();
        let o = d.options.clone();
        let a = o[rng.random_range(0..o.len())];
        let rolled_before = s.game.state.rng.clone();
        s.act(a).expect("legal");
        let same_seat_next = s.pending().is_some_and(|n| n.who() == d.who);
        if same_seat_next {
            if s.game.state.rng == rolled_before
                && matches!(a, Action::Place(_))
                && !matches!(d.ask, Ask::KeepOrPass | Ask::MustPass)
            {
                s.undo().expect("a placement without dice is taken back");
                assert_eq!(s.game.hash(), hash);
                assert_eq!(s.pending(), Some(&d));
                assert!(s.log.iter().any(|l| l.undone));
                undone += 1;
                s.act(a).expect("legal again");
            } else if s.game.state.rng != rolled_before {
                assert!(s.undo().is_err(), "a die rolled: the answer stands");
                refused += 1;
            }
        }
    }
    assert!(
        undone > 5 && refused > 5,
        "undone {undone}, refused {refused}"
    );
}

/// CR 3.0 in hot-seat: before each secret keep-or-pass draw of a new seat the screen is passed
/// behind the curtain (nobody's secret shows); once lifted, the drawer sees its card, and until
/// the reveal no line of the log shows another player the card drawn or passed.
#[test]
fn cr_session_the_curtain_comes_before_each_secret_draw_of_a_new_seat() {
    let mut s = start(4, vec![0, 1, 2, 3], 5);
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let mut curtains = 0;
    while let Some(d) = s.pending().cloned() {
        if s.game.state.epoch > 3 {
            break;
        }
        if matches!(d.ask, Ask::KeepOrPass | Ask::MustPass) {
            if s.viewer != Some(d.who) {
                assert_eq!(
                    s.curtain(),
                    Some(d.who),
                    "the curtain before {}'s draw",
                    d.who
                );
                assert_eq!(s.viewer_now(), Looking::Public);
                let card = s.game.state.alloc.drawn.expect("a card is drawn");
                let name = &s.cat.civs[card as usize].name;
                for l in &s.log {
                    for v in (0..4).filter(|&v| v != d.who) {
                        let words = l.words(Looking::Seat(v));
                        assert!(
                            !(l.secret.as_ref().is_some_and(|(who, _)| *who != v)
                                && words.contains(name.as_str())),
                            "seat {v} reads '{words}'"
                        );
                    }
                    assert!(
                        l.secret.is_none() || !l.words(Looking::Public).contains(name.as_str()),
                        "the public log names the card: {}",
                        l.words(Looking::Public)
                    );
                }
                s.lift_curtain();
                curtains += 1;
            }
            assert_eq!(s.curtain(), None);
            assert_eq!(s.viewer_now(), Looking::Seat(d.who));
            assert!(s.game.view(Some(d.who)).state.alloc.drawn.is_some());
            for other in (0..4).filter(|&v| v != d.who) {
                assert!(s.game.view(Some(other)).state.alloc.drawn.is_none());
            }
        } else {
            assert!(
                s.curtain().is_none(),
                "a placement is made in front of everyone"
            );
        }
        step(&mut s, &mut rng);
    }
    assert!(curtains >= 8, "{curtains} curtains in Epochs II and III");
}
