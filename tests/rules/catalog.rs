//! The catalog: the shipped data files load and cross-check; broken copies are reported as
//! `file:line: problem` and `acme validate` exits non-zero.

use std::path::PathBuf;
use std::process::Command;

fn data_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("assets/data")
}

fn broken_copy(file: &str, from: &str, to: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "acme-validate-{}-{}",
        std::process::id(),
        file.replace('.', "-")
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    for f in acme::rules::catalog::CatalogSources::FILES {
        let text = std::fs::read_to_string(data_dir().join(f)).unwrap();
        let text = if f == file {
            assert!(text.contains(from), "{from} not in {f}");
            text.replacen(from, to, 1)
        } else {
            text
        };
        std::fs::write(dir.join(f), text).unwrap();
    }
    dir
}

#[test]
fn the_shipped_catalog_is_complete() {
    let cat = acme::data::load_dir(&data_dir()).unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(cat.board.len(), 99);
    assert_eq!(
        cat.board.adj.iter().map(|s| s.count_ones()).sum::<u32>(),
        2 * 262
    );
    // Five map sizes, Rostam's truncated map and Darius's Western map with Persis (A7.41).
    assert_eq!(cat.board.configs.len(), 7);
    assert_eq!(cat.fate_cards().count(), 103);
    assert_eq!(cat.deities.len(), 7);
    assert_eq!(cat.civs.len(), 17);
    assert_eq!(cat.board.rivers.len(), 33);
    // Every record keeps its provenance.
    let designed = cat
        .fate_cards()
        .filter(|c| c.provenance == acme::rules::catalog::Provenance::Designed)
        .count();
    assert_eq!(designed, 46, "content-v1: 46 designed Fate cards");
}

/// The table of display abilities the rules look up without names (`catalog::Known`) answers as
/// the names do, for every civilization; `Known::ALL` lists the variants in declaration order
/// (the table is indexed by them).
#[test]
fn the_known_ability_table_agrees_with_the_ability_names() {
    use acme::rules::catalog::Known;
    let cat = acme::data::builtin();
    for (i, &k) in Known::ALL.iter().enumerate() {
        assert_eq!(k as usize, i, "{k:?} out of place in Known::ALL");
    }
    let mut held = 0;
    for civ in &cat.civs {
        for k in Known::ALL {
            assert_eq!(civ.has_known(k), civ.has_ability(k.name()), "{k:?}");
            if let Some(i) = civ.known_index(k) {
                assert_eq!(civ.raw.abilities[i as usize].name, k.name(), "{k:?}");
                held += 1;
            }
        }
    }
    assert!(
        held >= Known::ALL.len(),
        "every Known ability is held somewhere"
    );
}

#[test]
fn validate_reports_an_unknown_area_with_file_and_line() {
    let dir = broken_copy(
        "map.ron",
        "\"East Scythia\",\n                \"North Sakans\"",
        "\"East Scythya\",\n                \"North Sakans\"",
    );
    let errs = acme::data::load_dir(&dir).unwrap_err();
    let first = errs[0].to_string();
    assert!(
        first.contains("map.ron:") && first.contains("East Scythya"),
        "{first}"
    );
    assert!(errs[0].line > 1);
}

#[test]
fn validate_reports_a_duplicate_card_id() {
    let dir = broken_copy("fate_cards.ron", "id: 2,", "id: 1,");
    let errs = acme::data::load_dir(&dir).unwrap_err();
    let text: Vec<String> = errs.iter().map(|e| e.to_string()).collect();
    assert!(
        text.iter()
            .any(|e| e.contains("fate_cards.ron:") && e.contains("card id 1 appears twice")),
        "{text:?}"
    );
    assert!(
        text.iter().any(|e| e.contains("card id 2 is missing")),
        "{text:?}"
    );
}

#[test]
fn validate_reports_a_syntax_error_with_its_line() {
    let dir = broken_copy(
        "deities.ron",
        "name: \"God of War\",",
        "name: \"God of War\" oops,",
    );
    let errs = acme::data::load_dir(&dir).unwrap_err();
    assert!(
        errs[0]
            .to_string()
            .starts_with(&format!("{}", dir.join("deities.ron").display()))
    );
    assert!(errs[0].line > 1);
}

#[test]
fn acme_validate_exits_zero_on_the_shipped_files_and_non_zero_on_a_broken_copy() {
    let bin = env!("CARGO_BIN_EXE_acme");
    let ok = Command::new(bin)
        .arg("validate")
        .arg(data_dir())
        .output()
        .unwrap();
    assert!(
        ok.status.success(),
        "{}",
        String::from_utf8_lossy(&ok.stderr)
    );
    let dir = broken_copy(
        "civilizations.ron",
        "home_areas: [\"Akkad\"]",
        "home_areas: [\"Agadez\"]",
    );
    let bad = Command::new(bin)
        .arg("validate")
        .arg(&dir)
        .output()
        .unwrap();
    assert!(!bad.status.success());
    let err = String::from_utf8_lossy(&bad.stderr);
    assert!(
        err.contains("civilizations.ron:") && err.contains("Agadez"),
        "{err}"
    );
}
