//! The catalog: the shipped data files load and cross-check; broken copies are reported as
//! `file:line: problem` and `acme validate` exits non-zero.

use std::ops::Deref;
use std::path::{Path, PathBuf};
use std::process::Command;

fn data_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("assets/data")
}

/// A copy of the data files in the temporary folder, removed when the test is done with it (so
/// test runs do not pile up copies there).
struct BrokenCopy(PathBuf);

impl Deref for BrokenCopy {
    type Target = Path;
    fn deref(&self) -> &Path {
        &self.0
    }
}

impl Drop for BrokenCopy {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn broken_copy(file: &str, from: &str, to: &str) -> BrokenCopy {
    let dir = std::env::temp_dir().join(format!(
        "acme-validate-{}-{}",
        std::process::id(),
        file.replace('.', "-")
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    for f in acme::games::acme::catalog::CatalogSources::FILES {
        let text = std::fs::read_to_string(data_dir().join(f)).unwrap();
        let text = if f == file {
            assert!(text.contains(from), "{from} not in {f}");
            text.replacen(from, to, 1)
        } else {
            text
        };
        std::fs::write(dir.join(f), text).unwrap();
    }
    BrokenCopy(dir)
}

#[test]
fn the_shipped_catalog_is_complete() {
    let cat = acme::games::acme::data::load_dir(&data_dir()).unwrap_or_else(|e| panic!("{e:?}"));
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
        .filter(|c| c.provenance == acme::games::acme::catalog::Provenance::Designed)
        .count();
    assert_eq!(designed, 46, "content-v1: 46 designed Fate cards");
}

/// The table of display abilities the rules look up without names (`catalog::Known`) answers as
/// the names do, for every civilization; `Known::ALL` lists the variants in declaration order
/// (the table is indexed by them).
#[test]
fn the_known_ability_table_agrees_with_the_ability_names() {
    use acme::games::acme::catalog::Known;
    let cat = acme::games::acme::data::builtin();
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
    // ACME's part of the list (ACIS's names are checked on ACIS's displays, `acis_abilities`).
    assert!(
        held >= Known::ALL.iter().filter(|k| k.of_acme()).count(),
        "every Known ability is held somewhere"
    );
}

/// The card-id sets (`Catalog::sets`, used for the hand scans: who may negate, what may be
/// committed) hold exactly the Fate cards with each code (RB "The Cards": N, I, C, R; Great
/// Persons), and the negation-window set exactly the N cards played out of turn (RB Negation).
/// No Deity id is in any set.
#[test]
fn the_card_sets_agree_with_every_fate_card() {
    use acme::games::acme::catalog::{CardId, TimingKind, in_set};
    let cat = acme::games::acme::data::builtin();
    let sets = cat.sets;
    let mut window = 0;
    for c in cat.fate_cards() {
        let id = c.id;
        assert_eq!(in_set(sets.negate, id), c.codes.negate, "#{}", id.0);
        assert_eq!(in_set(sets.investment, id), c.codes.investment, "#{}", id.0);
        assert_eq!(
            in_set(sets.competition, id),
            c.codes.competition,
            "#{}",
            id.0
        );
        assert_eq!(in_set(sets.religion, id), c.codes.religion, "#{}", id.0);
        assert_eq!(in_set(sets.great_person, id), c.great_person(), "#{}", id.0);
        let answers = c.codes.negate
            && matches!(
                c.timing,
                TimingKind::OutOfTurnNegate | TimingKind::CardPhaseActionOrNegate
            );
        assert_eq!(in_set(sets.negate_window, id), answers, "#{}", id.0);
        window += answers as usize;
    }
    assert!(window >= 5, "several Negate cards answer windows");
    for d in 104..=255u8 {
        let id = CardId(d);
        for set in [
            sets.negate,
            sets.competition,
            sets.religion,
            sets.negate_window,
        ] {
            assert!(!in_set(set, id), "Deity or other id {d} in a Fate card set");
        }
    }
    // Every id below 128 is its own bit, in either half of the set.
    for i in 0..128u8 {
        let b = 1u128 << i;
        assert!(in_set(b, CardId(i)), "id {i} in its own set");
        assert!(
            !in_set(!b, CardId(i)),
            "id {i} in the set of every other id"
        );
    }
}

/// Names are looked up without regard to case, a civilization's final "s" optional (setups and
/// scenario files name them so).
#[test]
fn areas_and_civilizations_are_found_by_name_in_any_case() {
    let cat = acme::games::acme::data::builtin();
    let hattusha = cat.board.find("Hattusha").expect("Hattusha");
    assert_eq!(cat.board.find("hattusha"), Some(hattusha));
    assert_eq!(cat.board.find("HATTUSHA"), Some(hattusha));
    assert_eq!(cat.board.find("Hattush"), None);
    let hittites = cat.civ_by_name("Hittite").expect("the Hittites");
    assert_eq!(cat.civ_by_name("Hittites"), Some(hittites));
    assert_eq!(cat.civ_by_name("hittite"), Some(hittites));
    assert_eq!(cat.civ_by_name("HITTITES"), Some(hittites));
    assert_eq!(cat.civ_by_name("Hittit"), None);
}

#[test]
fn validate_reports_an_unknown_area_with_file_and_line() {
    let dir = broken_copy(
        "map.ron",
        "\"East Scythia\",\n                \"North Sakans\"",
        "\"East Scythya\",\n                \"North Sakans\"",
    );
    let errs = acme::games::acme::data::load_dir(&dir).unwrap_err();
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
    let errs = acme::games::acme::data::load_dir(&dir).unwrap_err();
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
    let errs = acme::games::acme::data::load_dir(&dir).unwrap_err();
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
        .arg(&*dir)
        .output()
        .unwrap();
    assert!(!bad.status.success());
    let err = String::from_utf8_lossy(&bad.stderr);
    assert!(
        err.contains("civilizations.ron:") && err.contains("Agadez"),
        "{err}"
    );
}
