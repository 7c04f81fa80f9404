//! The window's loader through the game's face (src/app/loading.rs, `GameFace::catalog`,
//! `basic_setup`): the game's data files, as its face names them, parse into its catalog and start
//! the game the window shows first, and a broken file is reported with its name and line.

use std::sync::Arc;

use acme::app::data_text::{DataTexts, RonText};
use acme::app::game_face::GameFace;
use acme::app::games::Face;
use acme::app::games::acme::loading::AcmeFiles;
use bevy::prelude::*;

/// ACME's files from the shipped assets folder, `edit` applied to each file's text (by its path
/// under the folder).
fn load(edit: impl Fn(&str, String) -> String) -> (Assets<RonText>, AcmeFiles) {
    let dir = acme::app::find_assets();
    let mut texts = Assets::<RonText>::default();
    let mut add = |rel: &str| {
        let text = std::fs::read_to_string(dir.join(rel)).expect("a shipped file");
        texts.add(RonText(edit(rel, text)))
    };
    let files = AcmeFiles {
        map: add("data/map.ron"),
        fate_cards: add("data/fate_cards.ron"),
        deities: add("data/deities.ron"),
        civilizations: add("data/civilizations.ron"),
        epoch_table: add("data/epoch_table.ron"),
        rules_text: add("data/rules_text.ron"),
        board: add("board/board.ron"),
    };
    (texts, files)
}

#[test]
fn the_faces_files_give_the_catalog_and_the_basic_setups_start() {
    let (texts, files) = load(|_, t| t);
    let assets = acme::app::find_assets();
    let read = DataTexts {
        texts: &texts,
        assets: &assets,
    };
    let cat = Arc::new(<Face as GameFace>::catalog(&files, &read).expect("the shipped data"));
    // RB "The Cards": 103 Fate cards and 7 Deities.
    assert_eq!(cat.fate_cards().count() + cat.deities.len(), 110);
    let (name, _) = read
        .read(<Face as GameFace>::board_file(&files), "board/board.ron")
        .expect("the board's outlines are among the files");
    assert!(name.ends_with("board/board.ron"));
    for players in 2..=6 {
        let g = <Face as GameFace>::basic_setup(cat.clone(), players)
            .unwrap_or_else(|e| panic!("basic-{players}: {e}"));
        assert_eq!(g.state.civs.len(), usize::from(players));
    }
}

#[test]
fn a_broken_data_file_is_named_with_its_line() {
    // Line 8 of the Deities' file is the first Deity's name: make it no string.
    let (texts, files) = load(|rel, t| {
        if rel != "data/deities.ron" {
            return t;
        }
        t.lines()
            .enumerate()
            .map(|(i, l)| {
                if i + 1 == 8 {
                    "            name: 42,"
                } else {
                    l
                }
            })
            .collect::<Vec<_>>()
            .join("\n")
    });
    let assets = acme::app::find_assets();
    let read = DataTexts {
        texts: &texts,
        assets: &assets,
    };
    let errs = match <Face as GameFace>::catalog(&files, &read) {
        Ok(_) => panic!("a Deity without a name loads"),
        Err(e) => e,
    };
    let want = format!("{}/data/deities.ron:8:", assets.display());
    assert!(
        errs.iter().any(|e| e.starts_with(&want)),
        "{errs:?} names {want}"
    );
}
