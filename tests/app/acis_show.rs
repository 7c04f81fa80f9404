//! `acme show` and `acme --basic N` for ACIS: the game is picked once at the top (the command
//! line's `--game`, or a position file's `game` field), and the window shows that game's basic
//! setup or position. Read here without opening a window.

use acme::app::ShowSpec;
use acme::app::games::system::System;
use acme::cli::Cli;
use acme::cli::show::show_spec;
use acme::game_id::GameId;
use acme::games::acis::rules::Acis;
use clap::Parser;

/// A new ACIS basic game for `players` people (ACIS RB Basic 2- to 6-Player Setup), and its setup.
fn acis_basic(
    players: u8,
    seed: u64,
) -> (
    acme::games::acme::Game<Acis>,
    (
        acme::games::acme::record::SetupSpec,
        acme::games::acme::state::GameOptions,
    ),
) {
    let setup = (
        acme::games::acme::record::SetupSpec::Basic {
            players,
            layout: acme::games::acme::setup::Layout::Printed,
            npc: vec![false; players as usize],
        },
        Default::default(),
    );
    let (g, _) = <acme::games::acme::Game<Acis> as acme::engine::Game>::start(
        Acis::builtin_catalog(),
        &setup,
        seed,
    )
    .unwrap();
    (g, setup)
}

fn spec(args: &[&str]) -> (GameId, ShowSpec) {
    let cli = Cli::try_parse_from(args).expect("a command line");
    let (game, file, window) = cli.shown().expect("it shows a board");
    show_spec(game, file, window.basic).expect("a show spec")
}

/// `acme --game acis --basic 4` and `acme show --game acis` pick ACIS and show its basic setup
/// (ACIS RB Basic 4-Player Setup: Gaul, Carthage, Troy and Egypt); plain `acme --basic 4` still
/// shows ACME's.
#[test]
fn the_command_line_picks_acis_and_its_basic_setup_to_show() {
    let (game, show) = spec(&["acme", "--game", "acis", "--basic", "4"]);
    assert_eq!(game, GameId::Acis);
    assert!(matches!(show, ShowSpec::Basic(4)), "{show:?}");
    let (game, show) = spec(&["acme", "show", "--game", "acis", "--basic", "6"]);
    assert_eq!(game, GameId::Acis);
    assert!(matches!(show, ShowSpec::Basic(6)), "{show:?}");
    let (game, show) = spec(&["acme", "show", "--game", "acis"]);
    assert_eq!(game, GameId::Acis);
    assert!(matches!(show, ShowSpec::Basic(2)), "{show:?}");
    let (game, _) = spec(&["acme", "--basic", "4"]);
    assert_eq!(game, GameId::Acme);
    // What the window builds for ACIS's face from that spec: ACIS's own basic setup.
    let cat = Acis::builtin_catalog();
    let shown = Acis::basic_setup(cat.clone(), 4).unwrap();
    let civs: Vec<&str> = shown
        .state
        .civs
        .iter()
        .map(|c| cat.civ(c.civ).name.as_str())
        .collect();
    assert_eq!(civs, ["Gaul", "Carthage", "Troy", "Egypt"]);
}

/// `--basic 7` is refused in a sentence, whatever the game.
#[test]
fn a_basic_setup_outside_2_to_6_is_refused() {
    let cli = Cli::try_parse_from(["acme", "--game", "acis", "--basic", "7"]).unwrap();
    let (game, file, window) = cli.shown().unwrap();
    let e = show_spec(game, file, window.basic).unwrap_err();
    assert!(e.contains("2 to 6"), "{e}");
}

/// `acme show FILE` and `acme --position FILE` read the game from an ACIS position file (its
/// `game: "acis"`), whatever `--game` says, and ACIS's face builds the game it holds.
#[test]
fn a_position_of_acis_is_shown_as_acis_whatever_the_command_line_says() {
    use acme::games::acme::record::{self, Position};
    let cat = Acis::builtin_catalog();
    let (g, _) = acis_basic(5, 3);
    let dir = std::env::temp_dir().join(format!("acme-acis-show-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("five.position.ron");
    std::fs::write(
        &file,
        record::to_ron(&Position::from_state_of(GameId::Acis, &cat, &g.state)),
    )
    .unwrap();
    let path = file.to_str().unwrap();
    for args in [vec!["acme", "show", path], vec!["acme", "--position", path]] {
        let (game, show) = spec(&args);
        assert_eq!(game, GameId::Acis, "{args:?}");
        let ShowSpec::Position { position, .. } = show else {
            panic!("{args:?}: a position");
        };
        let shown = Acis::from_position(cat.clone(), &position).unwrap();
        assert_eq!(
            Position::from_state_of(GameId::Acis, &cat, &shown.state),
            Position::from_state_of(GameId::Acis, &cat, &g.state),
            "the position of a new game shows that game"
        );
    }
}

/// The Replays page of a window of the other game hands an ACIS save over to `acme view FILE`
/// (`handover::view_args`): read back through the command line's own parser, it is `view` of that
/// very file, and the viewer opens it as ACIS's.
#[test]
fn the_replays_hand_over_views_an_acis_save_as_acis() {
    use acme::engine::record::Record as _;
    use acme::games::acis::whole_game::AcisRecord;
    use acme::games::acme::RandomPlayer;
    let (mut g, setup) = acis_basic(3, 5);
    let mut rec = AcisRecord::new(setup, 5);
    let mut p = RandomPlayer::new(5);
    for _ in 0..120 {
        let Some(d) = g.pending().cloned() else { break };
        let a = p.choose(&d);
        rec.push(a);
        g.apply(a).unwrap();
    }
    let dir = std::env::temp_dir().join(format!("acme-acis-handover-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("acis game.ron");
    acme::saves::write(&file, &acme::saves::SaveFile::new("Troy", rec.0, &g)).unwrap();
    assert_eq!(acme::load::path_game(&file), Some(GameId::Acis));
    let args = acme::handover::view_args(&file);
    let cli = Cli::try_parse_from(std::iter::once("acme".to_string()).chain(args.clone()))
        .unwrap_or_else(|e| panic!("{args:?}: {e}"));
    let Some(acme::cli::Command::View { file: read, at, .. }) = cli.command else {
        panic!("{args:?} is not `acme view`");
    };
    assert_eq!(read, file);
    assert_eq!(at, None);
    let (game, _, actions) = acme::cli::view::check(&read).unwrap();
    assert_eq!(game, GameId::Acis);
    assert_eq!(actions, 120);
}

/// `--until island-competition` stops at a competition near an island (ACIS RB Islands: every
/// land area of an island touches every sea at its outline): Minos, a land area of Crete, and a
/// sea at Crete's outline are near an island; Gaul, inland, is not.
#[test]
fn acis_islands_the_moment_knows_an_islands_land_and_the_seas_at_its_outline() {
    use acme::app::game_face::GameFace;
    use acme::app::games::acis::AcisFace;
    let cat = Acis::builtin_catalog();
    let minos = cat.board.find("Minos").unwrap();
    assert_eq!(
        AcisFace::island_near(&cat, minos).as_deref(),
        Some("Minos (Crete)")
    );
    let sea = cat
        .board
        .neighbours(minos)
        .find(|&a| cat.board.area(a).island_group.is_none())
        .expect("a sea at Crete's outline");
    assert!(
        AcisFace::island_near(&cat, sea).is_some(),
        "{}",
        cat.board.name(sea)
    );
    let gaul = cat.board.find("Gaul").unwrap();
    assert_eq!(AcisFace::island_near(&cat, gaul), None);
    // The moments are on the command line.
    for moment in ["wonder", "island-competition"] {
        let cli = Cli::try_parse_from([
            "acme", "play", "--game", "acis", "--setup", "basic-4", "--until", moment,
        ]);
        assert!(cli.is_ok(), "--until {moment}");
    }
}
