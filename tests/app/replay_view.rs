//! The replay viewer's model without a window (ACME's session folder, `games::acme::session::replay_view`): any
//! point of a record is the game replayed to it, whichever way it is reached (jumps, steps back
//! from snapshots); "all hands open" only for a finished game or one without humans.

use acme::games::acme::Phase;
use acme::games::acme::npc::{self, TieBreak};
use acme::games::acme::record::{self, GameRecord, SetupSpec};
use acme::games::acme::session::NewGame;
use acme::games::acme::session::Session;
use acme::games::acme::session::replay_view::{ReplayView, SNAPSHOT_EVERY, ViewAs};
use acme::games::acme::setup::Layout;
use acme::games::acme::state::{GameOptions, Slot};
use acme::games::acme::view::Viewer;
use acme::sim::{self, SimSetup};

/// A recorded all-NPC basic-4 game, one Epoch.
pub fn basic4_record(seed: u64) -> GameRecord {
    sim::play(
        acme::games::acme::data::builtin(),
        &SimSetup::basic(4, 1, TieBreak::UseHead),
        seed,
    )
    .expect("the game ends")
    .record
}

/// The hash of the game replayed from the start to after `k` actions.
fn replayed_hash(rec: &GameRecord, k: usize) -> u64 {
    let mut r = rec.clone();
    r.actions.truncate(k);
    r.final_hash = None;
    record::replay(acme::games::acme::data::builtin(), &r)
        .unwrap()
        .hash()
}

fn view(rec: GameRecord) -> ReplayView {
    <ReplayView>::new(acme::games::acme::data::builtin(), "test".into(), rec).unwrap()
}

/// A basic-2 hot-seat game (both civilizations human), the brain clicking for them, stopped after
/// `actions` actions (or at its end), with `last_epoch` Epochs.
pub fn hotseat_record(actions: usize, last_epoch: u8) -> GameRecord {
    let new = NewGame {
        title: "hot-seat".into(),
        setup: SetupSpec::Basic {
            players: 2,
            layout: Layout::Printed,
            npc: vec![false, false],
        },
        options: GameOptions {
            last_epoch,
            ..Default::default()
        },
        seed: 11,
    };
    let mut s = Session::start(acme::games::acme::data::builtin(), &new).unwrap();
    for _ in 0..actions {
        let Some(d) = s.pending().cloned() else { break };
        let a = npc::choose(&s.game, &d).action;
        s.act(a).unwrap();
    }
    s.record.clone()
}

#[test]
fn jumping_to_every_turn_start_gives_the_hash_of_replaying_to_it() {
    let rec = basic4_record(7);
    let mut v = view(rec.clone());
    let turns = v.turn_starts();
    assert!(
        turns.len() >= 4,
        "a whole Epoch has several turns: {turns:?}"
    );
    // Backwards, so that every jump but the first goes back (from snapshots).
    for (i, m) in turns.iter().enumerate().rev() {
        assert!(v.jump_to_turn(i + 1));
        assert_eq!(v.point(), m.point);
        assert_eq!((v.state().epoch, v.state().turn), (m.epoch, m.turn));
        assert_eq!(
            v.game().hash(),
            replayed_hash(&rec, m.point),
            "turn {} of epoch {} (action {})",
            m.turn,
            m.epoch,
            m.point
        );
    }
    // Every phase start too, forwards.
    for m in v.marks().to_vec() {
        assert!(v.jump_to_phase(m.epoch, m.turn, m.phase));
        assert_eq!(v.game().hash(), replayed_hash(&rec, m.point), "{m:?}");
    }
    assert!(
        v.marks().iter().any(|m| m.phase == Phase::Competition),
        "the marks know the phases"
    );
}

#[test]
fn stepping_back_and_forward_lands_on_identical_hashes() {
    let rec = basic4_record(3);
    // The reference: one game played forward, its hash after every action.
    let (mut g, _) = record::start(
        acme::games::acme::data::builtin(),
        &rec.setup,
        &rec.options,
        rec.seed,
    )
    .unwrap();
    let mut hashes = vec![g.hash()];
    for &a in &rec.actions {
        g.apply(a).unwrap();
        hashes.push(g.hash());
    }
    let mut v = view(rec.clone());
    assert!(
        v.len() > 3 * SNAPSHOT_EVERY,
        "the game spans several snapshots"
    );
    v.seek(v.len());
    assert_eq!(v.game().hash(), hashes[v.len()]);
    assert!(!v.step_forward(), "nothing after the end");
    for k in (0..v.len()).rev() {
        assert!(v.step_back());
        assert_eq!(v.point(), k);
        assert_eq!(v.game().hash(), hashes[k], "stepping back to action {k}");
    }
    assert!(!v.step_back(), "nothing before the start");
    let ahead = v.len().min(2 * SNAPSHOT_EVERY + 5);
    for (k, &h) in hashes.iter().enumerate().take(ahead + 1).skip(1) {
        assert!(v.step_forward());
        assert_eq!(v.game().hash(), h, "stepping forward to action {k}");
    }
    // Jumps either way between snapshots, and past the end (clamped).
    for k in [
        v.len() - 1,
        5,
        SNAPSHOT_EVERY + 1,
        SNAPSHOT_EVERY - 1,
        0,
        v.len() + 10,
    ] {
        v.seek(k);
        let k = k.min(v.len());
        assert_eq!(v.game().hash(), hashes[k], "jump to {k}");
    }
}

#[test]
fn the_log_at_a_point_holds_the_lines_of_the_actions_taken_and_no_later_one() {
    let mut v = view(basic4_record(5));
    let full = {
        v.seek(v.len());
        v.log().len()
    };
    v.seek(40);
    let log = v.log();
    assert!(log.len() < full);
    assert!(log.iter().all(|e| e.action.is_none_or(|a| a < 40)));
    assert!(log.iter().any(|e| e.action == Some(39)), "action 40's line");
    v.seek(0);
    assert!(v.log().iter().all(|e| e.action.is_none()), "the setup only");
}

#[test]
fn all_hands_open_only_for_a_finished_game_or_a_game_without_humans() {
    // An unfinished hot-seat game: one seat's view or the public one, never every hand.
    let v = view(hotseat_record(400, 4));
    assert!(!v.may_open_all());
    assert!(!v.view_choices().contains(&ViewAs::AllOpen));
    assert_eq!(v.viewer(ViewAs::AllOpen), Viewer::Public);
    assert_eq!(v.default_view(), ViewAs::Public);
    // A game nobody plays: every hand may show.
    let npc = view(basic4_record(2));
    assert!(npc.may_open_all());
    assert_eq!(npc.default_view(), ViewAs::AllOpen);
    assert_eq!(npc.viewer(ViewAs::AllOpen), Viewer::All);
    // The same hot-seat game played to its end.
    let done = view(hotseat_record(100_000, 1));
    assert!(done.may_open_all(), "a finished game");
}

#[test]
fn viewing_as_one_civilization_hides_the_other_humans_hand() {
    let mut v = view(hotseat_record(400, 4));
    // A point where both hands hold cards.
    let k = (0..=v.len())
        .rev()
        .find(|&k| {
            v.seek(k);
            v.state().civs.iter().all(|c| !c.hand.is_empty())
        })
        .expect("both hold cards at some point");
    v.seek(k);
    let (a, b) = (Slot(0), Slot(1));
    let as_a = v.state_for(ViewAs::Civ(a));
    assert_eq!(as_a.civ(a).hand, v.state().civ(a).hand, "its own hand");
    assert!(
        as_a.civ(b).hand.iter().all(|c| c.0 == 0),
        "the other's hand hidden"
    );
    let public = v.state_for(ViewAs::Public);
    assert!(public.civs.iter().all(|c| c.hand.iter().all(|x| x.0 == 0)));
    // Asking for every hand in a game that does not allow it shows the public view.
    assert!(
        v.state_for(ViewAs::AllOpen)
            .civs
            .iter()
            .all(|c| c.hand.iter().all(|x| x.0 == 0))
    );
}

#[test]
fn a_bad_file_for_the_viewer_is_an_error_naming_it() {
    let dir = std::env::temp_dir().join(format!("acme-replays-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let junk = dir.join("junk.record.ron");
    std::fs::write(&junk, "(version: 1, nonsense").unwrap();
    let e = acme::replays::open(&junk).expect_err("refused");
    assert!(e.contains("junk.record.ron"), "{e}");
    let e = acme::replays::open(&dir.join("missing.ron")).expect_err("refused");
    assert!(e.contains("missing.ron"), "{e}");
    // A record whose action is not legal where it stands: the view names the action.
    let mut rec = basic4_record(4);
    rec.actions.truncate(10);
    rec.actions
        .push(acme::games::acme::decision::Action::Number(99));
    let e = <ReplayView>::new(acme::games::acme::data::builtin(), "bad".into(), rec)
        .err()
        .expect("refused");
    assert!(e.contains("action 10"), "{e}");
    // A good record file opens.
    let good = dir.join("good.record.ron");
    std::fs::write(&good, record::to_ron(&basic4_record(4))).unwrap();
    let (title, rec) = acme::replays::open(&good).unwrap();
    assert_eq!(title, "good.record.ron");
    assert!(<ReplayView>::new(acme::games::acme::data::builtin(), title, rec).is_ok());
}
