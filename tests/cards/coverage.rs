//! The coverage check: every Fate card and Deity id 1-110 has a test named `card_NNN_...`,
//! Monotheism has `monotheism_...` tests and every civilization display a `civ_<name>_...` test
//! (name in snake case, "&" as "and": `civ_medes_and_persians_...`).
//!
//! The test sources are read with `include_str!`. Each family file under `tests/cards/` must be
//! listed in `SOURCES` (a test below fails when a file in that directory is not), and the ids of a
//! family are required as soon as one of its files is listed. When the three helpers' branches are
//! merged, list the other families' files here and every id 1-110 is checked.

use std::collections::BTreeSet;
use std::ops::RangeInclusive;

/// Every test file of the `cards` test binary, by file name.
const SOURCES: &[(&str, &str)] = &[
    ("c_fixtures.rs", include_str!("c_fixtures.rs")),
    ("c_regressions.rs", include_str!("c_regressions.rs")),
    ("civilizations.rs", include_str!("civilizations.rs")),
    ("coverage.rs", ""),
    // ACIS's cards, by ACIS's ids (their own coverage check is in the file).
    ("acis_cards.rs", ""),
    ("acis_wonder_cards.rs", ""),
    ("acis_ported_cards.rs", ""),
    ("acis_competition_cards.rs", ""),
    ("acis_disasters.rs", ""),
    ("acis_own_cards.rs", ""),
    ("deities.rs", include_str!("deities.rs")),
    ("epoch_table.rs", include_str!("epoch_table.rs")),
    ("events.rs", include_str!("events.rs")),
    ("politics.rs", include_str!("politics.rs")),
    ("religion.rs", include_str!("religion.rs")),
    ("b_helpers.rs", include_str!("b_helpers.rs")),
    ("trade.rs", include_str!("trade.rs")),
    ("resource.rs", include_str!("resource.rs")),
    ("disasters.rs", include_str!("disasters.rs")),
    ("a_support.rs", include_str!("a_support.rs")),
    ("great_persons.rs", include_str!("great_persons.rs")),
    ("competition.rs", include_str!("competition.rs")),
    ("negation.rs", include_str!("negation.rs")),
    ("rb_examples.rs", include_str!("rb_examples.rs")),
];

/// Which files hold each family's tests: a family's ids are required once one of them is listed.
const FAMILIES: &[(&[&str], RangeInclusive<u8>)] = &[
    (
        &["great_persons.rs", "competition.rs", "negation.rs"],
        1..=41,
    ),
    (&["trade.rs", "resource.rs", "disasters.rs"], 42..=78),
    (
        &["politics.rs", "religion.rs", "events.rs", "deities.rs"],
        79..=110,
    ),
];

fn all_sources() -> String {
    SOURCES
        .iter()
        .map(|(_, text)| *text)
        .collect::<Vec<_>>()
        .join("\n")
}

fn listed(file: &str) -> bool {
    SOURCES.iter().any(|(f, _)| *f == file)
}

/// `Medes & Persians` -> `medes_and_persians`.
fn snake(name: &str) -> String {
    let mut out = String::new();
    for ch in name.replace('&', " and ").chars() {
        if ch.is_ascii_alphanumeric() {
            out.push(ch.to_ascii_lowercase());
        } else if !out.ends_with('_') {
            out.push('_');
        }
    }
    out.trim_matches('_').to_string()
}

#[test]
fn every_file_of_the_cards_tests_is_scanned() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join("cards");
    let mut missing = Vec::new();
    for entry in std::fs::read_dir(&dir).expect("tests/cards exists") {
        let name = entry
            .expect("a directory entry")
            .file_name()
            .to_string_lossy()
            .to_string();
        if name.ends_with(".rs") && !listed(&name) {
            missing.push(name);
        }
    }
    assert!(
        missing.is_empty(),
        "list these files in coverage.rs SOURCES: {missing:?}"
    );
}

#[test]
fn every_card_and_deity_id_has_a_test() {
    let src = all_sources();
    let mut missing = Vec::new();
    let mut pending = BTreeSet::new();
    for id in 1..=110u8 {
        let family = FAMILIES
            .iter()
            .find(|(_, r)| r.contains(&id))
            .expect("every id has a family");
        if !family.0.iter().any(|f| listed(f)) {
            pending.insert(id);
            continue;
        }
        if !src.contains(&format!("fn card_{id:03}_")) {
            missing.push(id);
        }
    }
    assert!(
        missing.is_empty(),
        "ids without a card_NNN_ test: {missing:?}"
    );
    if !pending.is_empty() {
        eprintln!(
            "coverage: ids {}-{} wait for their family's test files",
            pending.first().unwrap(),
            pending.last().unwrap()
        );
    }
}

#[test]
fn monotheism_has_tests() {
    assert!(all_sources().contains("fn monotheism_"));
}

#[test]
fn every_civilization_has_a_test() {
    let cat = acme::games::acme::data::builtin();
    let src = all_sources();
    assert_eq!(cat.civs.len(), 17);
    let missing: Vec<String> = cat
        .civs
        .iter()
        .map(|c| snake(&c.name))
        .filter(|s| !src.contains(&format!("fn civ_{s}_")))
        .collect();
    assert!(
        missing.is_empty(),
        "civilizations without a civ_<name>_ test: {missing:?}"
    );
}

#[test]
fn coverage_snake_names_match_the_convention() {
    assert_eq!(snake("Medes & Persians"), "medes_and_persians");
    assert_eq!(snake("Sea Peoples"), "sea_peoples");
    assert_eq!(snake("Indus Valley"), "indus_valley");
}
