//! Determinism, records, positions, hidden information and refusals (ARCHITECTURE §2).

use acme::games::acme::RandomPlayer;
use acme::games::acme::record::{self, GameRecord, Position, RECORD_VERSION, SetupSpec};
use acme::games::acme::setup::Layout;
use acme::games::acme::{Action, Game};

use crate::support::*;

fn play(seed: u64, steps: usize) -> (Game, GameRecord) {
    let setup = SetupSpec::Basic {
        players: 3,
        layout: Layout::Printed,
        npc: vec![false; 3],
    };
    let (mut g, _) = record::start(
        acme::games::acme::data::builtin(),
        &setup,
        &Default::default(),
        seed,
    )
    .unwrap();
    let mut rec = GameRecord {
        version: RECORD_VERSION,
        game: acme::game_id::GameId::Acme,
        rules_version: acme::game_id::ACME_RULES_VERSION,
        setup,
        options: Default::default(),
        seed,
        actions: vec![],
        final_hash: None,
    };
    let mut p = RandomPlayer::new(seed);
    for _ in 0..steps {
        let Some(d) = g.pending() else { break };
        let a = p.choose(d);
        rec.actions.push(a);
        g.apply(a).unwrap();
    }
    (g, rec)
}

#[test]
fn same_setup_seed_and_actions_give_the_same_state_byte_for_byte() {
    let (a, rec) = play(42, 400);
    let b = record::replay(acme::games::acme::data::builtin(), &rec).unwrap();
    assert_eq!(a.hash(), b.hash());
    assert_eq!(
        serde_json::to_string(&a.state).unwrap(),
        serde_json::to_string(&b.state).unwrap()
    );
    let (c, _) = play(43, 400);
    assert_ne!(a.hash(), c.hash(), "another seed, another game");
}

#[test]
fn a_game_record_round_trips_through_ron() {
    let (a, mut rec) = play(5, 300);
    rec.final_hash = Some(a.hash());
    let text = record::to_ron(&rec);
    let back = record::parse_record(&text).unwrap();
    assert_eq!(back, rec);
    assert_eq!(
        record::replay(acme::games::acme::data::builtin(), &back)
            .unwrap()
            .hash(),
        a.hash()
    );
}

#[test]
fn a_newer_record_version_is_refused_with_a_clear_message() {
    let (_, mut rec) = play(5, 10);
    rec.version = RECORD_VERSION + 1;
    let err = record::replay(acme::games::acme::data::builtin(), &rec).unwrap_err();
    assert!(err.to_string().contains("newer"), "{err}");
}

#[test]
fn a_position_describes_any_situation_and_round_trips() {
    let (a, _) = play(8, 250);
    let p = Position::from_state(&a.catalog, &a.state);
    let text = record::to_ron(&p);
    let back = record::parse_position(&text).unwrap();
    let st = back.to_state(&a.catalog).unwrap();
    let base = a
        .state
        .proc
        .as_ref()
        .map(|f| (*f.snapshot).clone())
        .unwrap_or(a.state.clone());
    assert_eq!(st.areas, base.areas);
    assert_eq!(st.order, base.order);
    assert_eq!(st.deck.draw, base.deck.draw);
    for s in base.slots() {
        assert_eq!(st.civ(s).hand, base.civ(s).hand);
        assert_eq!(st.civ(s).treasury, base.civ(s).treasury);
        assert_eq!(st.civ(s).vp, base.civ(s).vp);
    }
}

#[test]
fn a_malformed_position_names_the_problem() {
    let err = record::parse_position("(config: \"Full\", flow: Nowhere)").unwrap_err();
    assert!(err.starts_with("1:"), "line:column first: {err}");
    let p = record::parse_position(r#"(config: "Full", flow: GrowthStart, civs: [(civ: "Egypt", color: Blue, homeland: "Atlantis")], order: ["Egypt"], areas: [])"#).unwrap();
    let err = p.to_state(&acme::games::acme::data::builtin()).unwrap_err();
    assert!(err.contains("Atlantis"), "{err}");
}

#[test]
fn an_illegal_action_is_refused_with_a_sentence_and_changes_nothing() {
    let mut g = basic(2, 1);
    let before = g.hash();
    let err = g.apply(Action::Play(card(1))).unwrap_err();
    assert!(
        err.reason.len() > 20 && err.reason.contains("must answer"),
        "{}",
        err.reason
    );
    assert_eq!(g.hash(), before);
}

#[test]
fn view_for_hides_other_humans_hands_and_the_deck_order() {
    let g = basic(2, 1);
    let (h, e) = (slot(&g, "Hittite"), slot(&g, "Egypt"));
    let v = g.view_for(Some(h));
    assert_eq!(v.civ(h).hand, g.state.civ(h).hand);
    assert!(v.civ(e).hand.iter().all(|c| c.0 == 0));
    assert_eq!(
        v.civ(e).hand.len(),
        g.state.civ(e).hand.len(),
        "hand sizes stay public"
    );
    assert!(v.deck.draw.iter().all(|c| c.0 == 0));
    assert_ne!(
        serde_json::to_string(&v.rng).unwrap(),
        serde_json::to_string(&g.state.rng).unwrap()
    );
}

#[test]
fn npc_hands_are_public() {
    let setup = SetupSpec::Basic {
        players: 2,
        layout: Layout::Printed,
        npc: vec![false, true],
    };
    let (g, _) = record::start(
        acme::games::acme::data::builtin(),
        &setup,
        &Default::default(),
        1,
    )
    .unwrap();
    let (h, e) = (slot(&g, "Hittite"), slot(&g, "Egypt"));
    assert_eq!(g.view_for(Some(h)).civ(e).hand, g.state.civ(e).hand);
}

/// Two games built the same way in one process hash alike (nothing in the state depends on
/// per-process randomness such as hash-map ordering).
#[test]
fn the_state_hash_does_not_depend_on_the_process() {
    assert_eq!(basic(2, 1).hash(), basic(2, 1).hash());
    assert_ne!(basic(2, 1).hash(), basic(2, 2).hash());
}

/// The examples in docs/ stay valid.
#[test]
fn docs_examples_replay() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/examples");
    let rec = record::parse_record(
        &std::fs::read_to_string(dir.join("basic-2p-opening.record.ron")).unwrap(),
    )
    .unwrap();
    let g = record::replay(acme::games::acme::data::builtin(), &rec).unwrap();
    assert_eq!(g.state.actions, 40);
    let pos = record::parse_position(
        &std::fs::read_to_string(dir.join("pb-example-start.position.ron")).unwrap(),
    )
    .unwrap();
    pos.to_state(&acme::games::acme::data::builtin()).unwrap();
}

#[test]
fn acme_replay_prints_a_summary_and_checks_the_hash() {
    let bin = env!("CARGO_BIN_EXE_acme");
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/examples");
    let out = std::process::Command::new(bin)
        .arg("replay")
        .arg(dir.join("basic-2p-opening.record.ron"))
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("Hittite") && text.contains("state hash:"),
        "{text}"
    );
    let bad = std::env::temp_dir().join(format!("acme-bad-{}.ron", std::process::id()));
    std::fs::write(&bad, "(version: 1, setup: Basic(players: 9").unwrap();
    let out = std::process::Command::new(bin)
        .arg("replay")
        .arg(&bad)
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains(&bad.display().to_string()) && !err.contains("panicked"),
        "{err}"
    );
}

/// A human's pending question is private: another viewer sees who must answer, not the options.
#[test]
fn view_for_hides_another_humans_pending_options() {
    let g = basic(2, 1);
    let who = pending(&g).who;
    let other = g.state.slots().find(|&s| s != who).unwrap();
    let v = g.view_for(Some(other));
    assert!(v.proc.as_ref().unwrap().pending.options.is_empty());
    let mine = g.view_for(Some(who));
    assert_eq!(
        mine.proc.as_ref().unwrap().pending.options,
        pending(&g).options
    );
}
