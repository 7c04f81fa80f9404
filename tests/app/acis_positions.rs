//! ACIS's position files (the family's position file saying `game: "acis"`, docs/formats.md):
//! Copy position writes the moment, Open position (and `acme show FILE`, `acme play --load FILE`)
//! starts a game from it; it round-trips to the same state hash; a broken one is refused naming
//! the file and the line; ACME's reader refuses it, naming its game.

use acme::engine::Game as _;
use acme::game_id::GameId;
use acme::games::acis::rules::Acis;
use acme::games::acme::record::{self, Position, SetupSpec};
use acme::games::acme::setup::Layout;
use acme::games::acme::{Game, RandomPlayer};
use acme::positions;

fn tmpdir(tag: &str) -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("acme-acis-positions-{}-{tag}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// An ACIS basic game for three people (ACIS RB Basic 3-Player Setup) played at random until a
/// Wonder stands built (ACIS RB Build a Wonder), so that the position carries one.
fn with_a_wonder_built() -> Game<Acis> {
    for seed in 1..40 {
        let setup = (
            SetupSpec::Basic {
                players: 3,
                layout: Layout::Printed,
                npc: vec![false; 3],
            },
            Default::default(),
        );
        let (mut g, _) =
            Game::<Acis>::start(acme::games::acis::system::builtin(), &setup, seed).unwrap();
        let mut p = RandomPlayer::new(seed);
        for _ in 0..6000 {
            let Some(d) = g.pending().cloned() else { break };
            g.apply(p.choose(&d)).unwrap();
            if !g.state.monuments.is_empty() {
                // A few answers more: the game is mid-step, as a player copies it.
                for _ in 0..3 {
                    let Some(d) = g.pending().cloned() else { break };
                    g.apply(p.choose(&d)).unwrap();
                }
                return g;
            }
        }
    }
    panic!("no random ACIS game built a Wonder");
}

#[test]
fn acis_a_position_copied_then_opened_gives_the_same_position_and_state_hash() {
    let dir = tmpdir("round-trip");
    let cat = acme::games::acis::system::builtin();
    let g = with_a_wonder_built();
    let path = positions::copy_position_as::<Acis>(&dir, "wonder", &cat, &g.state).unwrap();
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(
        text.contains("game: \"acis\""),
        "the position names its game"
    );
    assert!(text.contains("monuments"), "the Wonder built is written");
    assert_eq!(acme::load::path_game(&path), Some(GameId::Acis));
    let opened = positions::open_as::<Acis>(cat.clone(), &path).unwrap();
    // The opened game stands where the copied one stood, as far as a position says (every piece,
    // hand, deck, track and Wonder; a decision in progress restarts from its step).
    assert_eq!(
        Position::from_state_of(GameId::Acis, &cat, &opened.game.state),
        Position::from_state_of(GameId::Acis, &cat, &g.state)
    );
    assert_eq!(opened.game.state.monuments, g.state.monuments);
    // Copying the opened game and opening that copy gives the very same game, hash for hash.
    let again =
        positions::copy_position_as::<Acis>(&dir, "wonder", &cat, &opened.game.state).unwrap();
    assert_ne!(again, path);
    let reopened = positions::open_as::<Acis>(cat.clone(), &again).unwrap();
    assert_eq!(reopened.game.hash(), opened.game.hash());
    // And the game goes on under ACIS's rules: its record names ACIS.
    assert_eq!(opened.record.0.game, GameId::Acis);
}

#[test]
fn acis_a_broken_position_is_refused_naming_the_file_and_the_line() {
    let dir = tmpdir("broken");
    let cat = acme::games::acis::system::builtin();
    let g = with_a_wonder_built();
    let good = record::to_ron(&Position::from_state_of(GameId::Acis, &cat, &g.state));
    // A typing slip on line 3: the text no longer parses.
    let mut lines: Vec<String> = good.lines().map(str::to_string).collect();
    lines[2] = format!("{} oops", lines[2]);
    let bad = dir.join("broken.position.ron");
    std::fs::write(&bad, lines.join("\n")).unwrap();
    let e = positions::open_as::<Acis>(cat.clone(), &bad)
        .err()
        .expect("refused");
    assert!(e.starts_with(&format!("{}:3:", bad.display())), "{e}");
    // Parses, but names an area ACIS's map does not have.
    let area = &Position::from_state_of(GameId::Acis, &cat, &g.state).monuments[0].area;
    std::fs::write(&bad, good.replace(&format!("\"{area}\""), "\"Atlantis\"")).unwrap();
    let e = positions::open_as::<Acis>(cat.clone(), &bad)
        .err()
        .expect("refused");
    let line = good
        .lines()
        .position(|l| l.contains(&format!("\"{area}\"")))
        .unwrap()
        + 1;
    assert!(
        e.starts_with(&format!("{}:{line}:", bad.display())) && e.contains("Atlantis"),
        "{e}"
    );
    // ACME's reader refuses it, naming ACIS and the line of its `game` field.
    std::fs::write(&bad, &good).unwrap();
    let line = good
        .lines()
        .position(|l| l.trim_start().starts_with("game"))
        .unwrap()
        + 1;
    let e = positions::open(acme::games::acme::data::builtin(), &bad)
        .err()
        .expect("refused");
    assert!(e.starts_with(&format!("{}:{line}:", bad.display())), "{e}");
    assert!(e.contains("ACIS"), "{e}");
}
