//! ACIS's content: the shipped data of `assets/data/acis/` loads with the counts of the ACIS
//! content digest (content-acis-v1 section 0) and the board of the ACIS map digest
//! (map-acis-v1); broken copies are refused with `file:line: problem` for every problem; the
//! commands that would play ACIS refuse it in one sentence.

use std::path::{Path, PathBuf};
use std::process::Command;

use acme::games::acis;
use acme::games::acis::catalog::{Catalog, Sources};

fn acis_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(acis::data::DIR)
}

fn shipped() -> Catalog {
    acis::data::load_dir(&acis_dir()).unwrap_or_else(|errs| {
        let lines: Vec<String> = errs.iter().map(|e| e.to_string()).collect();
        panic!("{}", lines.join("\n"))
    })
}

/// A copy of the shipped files in a directory of its own, with each `(file, from, to)` edit made
/// once (`from` must be there).
fn broken_copy(name: &str, edits: &[(&str, &str, &str)]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("acme-acis-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    for f in Sources::FILES {
        let mut text = std::fs::read_to_string(acis_dir().join(f)).unwrap();
        for (file, from, to) in edits.iter().filter(|(file, ..)| *file == f) {
            assert!(text.contains(from), "{from} not in {file}");
            text = text.replacen(from, to, 1);
        }
        std::fs::write(dir.join(f), text).unwrap();
    }
    dir
}

/// The line (from 1) of the `nth` occurrence (from 0) of `what` in `file` of `dir`.
fn line_in(dir: &Path, file: &str, what: &str, nth: usize) -> usize {
    let text = std::fs::read_to_string(dir.join(file)).unwrap();
    let (at, _) = text.match_indices(what).nth(nth).expect("occurs");
    text[..at].matches('\n').count() + 1
}

/// content-acis-v1 section 0 (Summary counts): 103 Fate cards (3 completed, 28 inferred, 72
/// designed), 7 Wonders (1 completed, 6 designed), 10 civilizations with 24 abilities (23
/// inferred, 1 designed), 17 Change of Epoch rows (2 inferred, 15 designed); map-acis-v1 section
/// 1: 75 areas (47 land, 28 sea), 192 adjacency pairs, 3 configurations; RB: 20 basic setup rows
/// for 2 to 6 players.
#[test]
fn content_acis_v1_section_0_the_shipped_data_has_its_counts_and_provenance() {
    let cat = shipped();
    let tallies: Vec<(&str, [usize; 4])> = cat.provenance_summary();
    let of = |kind: &str| {
        tallies
            .iter()
            .find(|(k, _)| *k == kind)
            .map(|(_, t)| *t)
            .unwrap()
    };
    // [confirmed, completed, inferred, designed]
    assert_eq!(of("Fate cards"), [0, 3, 28, 72]);
    assert_eq!(of("Wonders"), [0, 1, 0, 6]);
    assert_eq!(of("civilization abilities"), [0, 0, 23, 1]);
    assert_eq!(of("Change of Epoch rows"), [0, 0, 2, 15]);
    assert_eq!(of("basic setup rows"), [20, 0, 0, 0]);
    assert_eq!(cat.cards.len(), 103);
    assert_eq!(
        (
            cat.wonders.first().unwrap().id.0,
            cat.wonders.last().unwrap().id.0
        ),
        (104, 110)
    );
    assert_eq!(cat.civs.len(), 10);
    assert_eq!(cat.epoch_table.len(), 17);
    assert_eq!(cat.board.len(), 75);
    assert_eq!(cat.board.areas.iter().filter(|a| a.is_land()).count(), 47);
    assert_eq!(cat.board.adjacency_confidence.len(), 192);
    assert_eq!(cat.board.configs.len(), 3);
    // The compiled-in copy is the same data.
    assert_eq!(acis::data::builtin().cards.len(), 103);
    // Content-acis-v1 section 0's lists, by id: the completed cards.
    let completed: Vec<u8> = cat
        .cards
        .iter()
        .filter(|c| c.provenance == acme::games::acme::catalog::Provenance::Completed)
        .map(|c| c.id.0)
        .collect();
    assert_eq!(completed, [24, 26, 41]);
}

/// ACIS readings A3 (RB The Board, Shallow & Deep Seas: "The two dark-blue sea areas are deep
/// sea"): depth is read from the map, which makes Eastern Mediterranean and Central Mediterranean
/// deep (map-acis-v1 C9); the East (2-player) board keeps only Eastern Mediterranean, the West
/// (3-player) board only Central Mediterranean. ACME's seas, whose map says no depth, stay shallow.
#[test]
fn rb_board_deep_seas_are_read_from_the_map() {
    let cat = shipped();
    let b = &cat.board;
    let names = |set| acis::catalog::names(b, set);
    let mut deep = names(cat.deep_seas());
    deep.sort();
    assert_eq!(deep, ["Central Mediterranean", "Eastern Mediterranean"]);
    let deep_in =
        |config: &str| names(cat.deep_seas() & b.configs[b.config(config).unwrap()].playable);
    assert_eq!(deep_in("East"), ["Eastern Mediterranean"]);
    assert_eq!(deep_in("West"), ["Central Mediterranean"]);
    assert_eq!(deep_in("Full").len(), 2);
    assert!(
        b.areas
            .iter()
            .filter(|a| a.is_land())
            .all(|a| a.depth.is_none())
    );
    let acme = acme::games::acme::data::builtin();
    assert!(
        acme.board.areas.iter().all(|a| !a.is_deep_sea()),
        "ACME's map says no depth: every sea shallow"
    );
}

/// map-acis-v1 (islands, RB The Board, Islands: "Sardinia/Nora"): an island may hold several land
/// areas, which share its group; the RB spelling "Balears" (Basic 6-Player Setup) finds Baleares
/// (ACIS readings A22); every civilization's one home area is flagged as its home.
#[test]
fn rb_board_islands_aliases_and_homes_are_read_from_the_map() {
    let cat = shipped();
    let b = &cat.board;
    let group = |name: &str| b.area(b.find(name).unwrap()).island_group.clone();
    assert_eq!(group("Sardinia").as_deref(), Some("Sardinia/Nora"));
    assert_eq!(group("Nora"), group("Sardinia"));
    assert_eq!(group("Rome"), None);
    assert_eq!(b.find("Balears"), b.find("Baleares"));
    for civ in &cat.civs {
        assert_eq!(
            b.name(civ.home),
            civ.name,
            "RB: the home area is named after its civilization"
        );
        assert!(b.area(civ.home).home_of.contains(&civ.kind), "{}", civ.name);
    }
}

/// A broken copy of ACIS's files is refused with every problem, each as `file:line: problem`:
/// a provenance word that is not one of the four (content-acis-v1, provenance of every record),
/// an area no map holds in a basic setup (RB Basic 4-Player Setup, step H), and a Fate id given
/// twice (ids 1-103, each once), which also leaves its own id missing, and an area no map holds
/// among those the cards, abilities and setups name (content-acis-v1 section 0's check).
#[test]
fn a_broken_acis_file_is_refused_naming_file_and_line_for_every_problem() {
    let dir = broken_copy(
        "three-faults",
        &[
            (
                "fate_cards.ron",
                "provenance: \"designed\",\n            provenance_note: \"Port of ACME Royal",
                "provenance: \"invented\",\n            provenance_note: \"Port of ACME Royal",
            ),
            (
                "fate_cards.ron",
                "            id: 2,\n",
                "            id: 1,\n",
            ),
            (
                "setups.ron",
                "civilization: \"Gaul\", settlements: [\"Gaul\", \"Aquitania\", \"Tarraco\"",
                "civilization: \"Gaul\", settlements: [\"Gaul\", \"Aquitania\", \"Tarracco\"",
            ),
            // The areas the abilities' texts name are listed in the digest's map cross-check.
            (
                "rules_text.ron",
                "areas_named: [\"Adriatic Sea\"",
                "areas_named: [\"Adriatic Seas\"",
            ),
        ],
    );
    let errs: Vec<String> = acis::data::load_dir(&dir)
        .expect_err("refused")
        .iter()
        .map(|e| e.to_string())
        .collect();
    let shown = |file: &str, line: usize| format!("{}:{line}: ", dir.join(file).display());
    let has = |prefix: String, words: &str| {
        assert!(
            errs.iter()
                .any(|e| e.starts_with(&prefix) && e.contains(words)),
            "no '{prefix}...{words}' in:\n{}",
            errs.join("\n")
        )
    };
    has(
        shown(
            "fate_cards.ron",
            line_in(&dir, "fate_cards.ron", "\"invented\"", 0),
        ),
        "provenance 'invented' is not confirmed, completed, inferred or designed",
    );
    has(
        shown(
            "fate_cards.ron",
            line_in(&dir, "fate_cards.ron", "            id: 1,\n", 1),
        ),
        "card id 1 appears twice",
    );
    has(
        format!("{}:", dir.join("fate_cards.ron").display()),
        "card id 2 is missing",
    );
    has(
        shown("setups.ron", line_in(&dir, "setups.ron", "\"Tarracco\"", 0)),
        "4-player setup of Gaul: unknown area 'Tarracco'",
    );
    has(
        shown(
            "rules_text.ron",
            line_in(&dir, "rules_text.ron", "\"Adriatic Seas\"", 0),
        ),
        "an area named by a card, ability or setup: unknown area 'Adriatic Seas'",
    );
    assert_eq!(errs.len(), 5, "{}", errs.join("\n"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// `acme validate --game acis` checks the shipped files and prints the counts by kind and by
/// provenance; on a broken copy it exits non-zero naming file and line.
#[test]
fn acme_validate_game_acis_summarises_the_data_and_refuses_a_broken_copy() {
    let bin = env!("CARGO_BIN_EXE_acme");
    let ok = Command::new(bin)
        .args(["validate", "--game", "acis"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .unwrap();
    let out = String::from_utf8_lossy(&ok.stdout);
    assert!(
        ok.status.success(),
        "{}",
        String::from_utf8_lossy(&ok.stderr)
    );
    assert!(
        out.contains("103 Fate cards: 0 confirmed, 3 completed, 28 inferred, 72 designed")
            && out.contains("7 Wonders: 0 confirmed, 1 completed, 0 inferred, 6 designed")
            && out.contains("17 Change of Epoch rows"),
        "{out}"
    );
    let dir = broken_copy(
        "validate",
        &[(
            "civilizations.ron",
            "home_area: \"Gaul\"",
            "home_area: \"Galia\"",
        )],
    );
    let bad = Command::new(bin)
        .args(["validate", "--game", "acis"])
        .arg(&dir)
        .output()
        .unwrap();
    assert_eq!(bad.status.code(), Some(1));
    let err = String::from_utf8_lossy(&bad.stderr);
    let line = line_in(&dir, "civilizations.ron", "\"Galia\"", 0);
    assert!(
        err.contains(&format!(
            "civilizations.ron:{line}: civilization 'Gaul': unknown home area 'Galia'"
        )),
        "{err}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// What ACIS has not (a scenario) is refused in one sentence, never a panic: `scenarios --game
/// acis` at once with the exit code of a usage error (2), `play --game acis --scenario` before any
/// window opens.
#[test]
fn commands_that_play_refuse_game_acis_in_one_sentence() {
    let bin = env!("CARGO_BIN_EXE_acme");
    let args = ["play", "--game", "acis", "--scenario", "alexander"];
    let out = Command::new(bin).args(args).output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{args:?}: {err}");
    assert_eq!(
        err.trim(),
        "acme play: ACIS has no scenarios: --setup basic-2 ... basic-6",
        "{args:?}"
    );
    let out = Command::new(bin)
        .args(["scenarios", "--game", "acis"])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "scenarios: {err}");
    assert_eq!(
        err.trim(),
        "acme: ACIS has no scenarios: its games are its basic setups (acme play --game acis \
         --setup basic-2 ... basic-6)"
    );
    assert!(out.stdout.is_empty());
}

/// `acme fuzz --game acis` plays ACIS's basic games with random answers and reports them as ACME's
/// fuzz does (success when none failed); what only ACME has (`--mutate`, scenarios, the
/// Strategist) is refused in one sentence with exit code 2.
#[test]
fn fuzz_game_acis_plays_basic_games_and_refuses_acme_only_flags() {
    let bin = env!("CARGO_BIN_EXE_acme");
    let out = Command::new(bin)
        .args(["fuzz", "--game", "acis", "--games", "2", "--players", "2"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{text}");
    assert!(text.starts_with("2 games, 0 failed,"), "{text}");
    assert!(
        text.contains("cards ACIS's rules play, never played:"),
        "{text}"
    );
    let out = Command::new(bin)
        .args(["fuzz", "--game", "acis", "--mutate"])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert_eq!(err.trim().lines().count(), 1, "{err}");
    assert!(err.contains("--mutate"), "{err}");
    assert!(out.stdout.is_empty());
}
