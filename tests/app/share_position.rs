//! Share a position (src/positions.rs): "Copy position" writes the moment as a
//! position file without ever replacing one, "Open position" starts a game from it, and a bad
//! file is an error naming it.

use acme::games::acme::record::{self, Position};
use acme::positions;

use super::replay_view::basic4_record;

fn tmpdir(tag: &str) -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("acme-positions-{}-{tag}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// A game in the middle of its first Epoch.
fn midgame() -> acme::games::acme::Game {
    let mut rec = basic4_record(9);
    rec.actions.truncate(rec.actions.len() / 2);
    rec.final_hash = None;
    record::replay(acme::games::acme::data::builtin(), &rec).unwrap()
}

#[test]
fn copy_then_open_gives_the_same_position_and_state_hash() {
    let dir = tmpdir("round-trip");
    let cat = acme::games::acme::data::builtin();
    let g = midgame();
    let path = positions::copy_position(&dir, "mid game", &cat, &g.state).unwrap();
    assert_eq!(
        path.file_name().unwrap().to_str(),
        Some("mid_game.position.ron")
    );
    let opened = positions::open(cat.clone(), &path).unwrap();
    // The opened game stands where the copied one stood, as far as a position says (every piece,
    // hand, deck and track; a decision in progress restarts from its step).
    assert_eq!(
        Position::from_state(&cat, &opened.game.state),
        Position::from_state(&cat, &g.state)
    );
    assert_eq!(
        opened.game.pending().map(|d| d.who),
        g.pending().map(|d| d.who)
    );
    // Copying the opened game and opening that copy gives the very same game, hash for hash.
    let again = positions::copy_position(&dir, "mid game", &cat, &opened.game.state).unwrap();
    assert_ne!(
        again, path,
        "a second copy under the same name gets another file"
    );
    let reopened = positions::open(cat.clone(), &again).unwrap();
    assert_eq!(reopened.game.hash(), opened.game.hash());
    assert_eq!(positions::list_in(&dir).len(), 2);
}

#[test]
fn copying_never_replaces_an_existing_file() {
    let dir = tmpdir("no-overwrite");
    let cat = acme::games::acme::data::builtin();
    let g = midgame();
    let mine = dir.join("puzzle.position.ron");
    std::fs::write(&mine, "my own puzzle").unwrap();
    let p = positions::copy_position(&dir, "puzzle", &cat, &g.state).unwrap();
    assert_eq!(
        p.file_name().unwrap().to_str(),
        Some("puzzle-2.position.ron")
    );
    assert_eq!(std::fs::read_to_string(&mine).unwrap(), "my own puzzle");
}

#[test]
fn a_bad_position_file_is_an_error_naming_it() {
    let dir = tmpdir("bad");
    let cat = acme::games::acme::data::builtin();
    let bad = dir.join("broken.position.ron");
    std::fs::write(&bad, "(config: \"Full\", flow: Nowhere)").unwrap();
    let e = positions::open(cat.clone(), &bad).err().expect("refused");
    assert!(e.contains("broken.position.ron"), "{e}");
    let missing = dir.join("missing.position.ron");
    let e = positions::open(cat.clone(), &missing)
        .err()
        .expect("refused");
    assert!(e.contains("missing.position.ron"), "{e}");
    // Parses, but names a civilization that does not exist.
    let g = midgame();
    let text = record::to_ron(&Position::from_state(&cat, &g.state));
    let first = Position::from_state(&cat, &g.state).civs[0].civ.clone();
    std::fs::write(&bad, text.replace(&format!("\"{first}\""), "\"Atlantis\"")).unwrap();
    let e = positions::open(cat, &bad).err().expect("refused");
    assert!(e.contains("broken.position.ron"), "{e}");
}
