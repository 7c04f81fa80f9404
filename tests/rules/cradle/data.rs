//! Cradle's content and board: the shipped data of `assets/data/cradle/` loads with the counts of
//! the reference (map-cradle-v1: 75 areas, 9 regions; content-cradle-v1: 36 civilizations, 7
//! Wonders, the tables), keeps each record's provenance, and broken copies are refused with
//! `file:line: problem`.

use std::path::{Path, PathBuf};

use acme::games::cradle::data::{self, Catalog, Kind, Level, Sources, Special, Terrain, Trait};

fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(data::DIR)
}

fn shipped() -> Catalog {
    data::load_dir(&dir()).unwrap_or_else(|errs| {
        let lines: Vec<String> = errs.iter().map(|e| e.to_string()).collect();
        panic!("{}", lines.join("\n"))
    })
}

/// A copy of the shipped files with each `(file, from, to)` edit made once.
fn broken_copy(name: &str, edits: &[(&str, &str, &str)]) -> PathBuf {
    let d = std::env::temp_dir().join(format!("acme-cradle-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    for f in Sources::FILES {
        let mut text = std::fs::read_to_string(dir().join(f)).unwrap();
        for (file, from, to) in edits.iter().filter(|(file, ..)| *file == f) {
            assert!(text.contains(from), "{from} not in {file}");
            text = text.replacen(from, to, 1);
        }
        std::fs::write(d.join(f), text).unwrap();
    }
    d
}

fn line_in(d: &Path, file: &str, what: &str) -> usize {
    let text = std::fs::read_to_string(d.join(file)).unwrap();
    let at = text.find(what).expect("occurs");
    text[..at].matches('\n').count() + 1
}

fn problems(d: &Path) -> Vec<String> {
    let errs = data::load_dir(d).expect_err("refused");
    errs.iter().map(|e| e.to_string()).collect()
}

/// CR 1.1, map-cradle-v1 section 1: 75 areas (67 land, 8 seas), 9 Regions each with land areas
/// only; the four colonization seas of CR 5.6.
#[test]
fn cr_1_1_the_board_has_75_areas_in_9_regions_and_seas_in_none() {
    let cat = shipped();
    assert_eq!(cat.areas.len(), 75);
    assert_eq!(cat.land().count(), 67);
    assert_eq!(cat.regions.len(), 9);
    for a in &cat.areas {
        assert_eq!(a.region.is_some(), a.is_land(), "{}", a.name);
        assert_eq!(a.kind == Kind::Sea, a.terrain == Terrain::Sea, "{}", a.name);
    }
    let seas: Vec<&str> = cat
        .colonization_seas
        .iter()
        .map(|&s| cat.areas[s as usize].name.as_str())
        .collect();
    assert_eq!(
        seas,
        ["Aegean Sea", "Ionian Sea", "Egyptian Sea", "Phoenician Sea"]
    );
}

/// Adjacency is symmetric, and the CR 5.4 example's links are there: from Sumer the Sumerians
/// may place in Uruk and Ur.
#[test]
fn cr_5_4_adjacency_is_symmetric_and_sumer_touches_uruk_and_ur() {
    let cat = shipped();
    for (i, a) in cat.areas.iter().enumerate() {
        for &b in a.land_adjacent.iter().chain(&a.seas) {
            let back = &cat.areas[b as usize];
            assert!(
                back.land_adjacent.contains(&(i as u8)) || back.seas.contains(&(i as u8)),
                "{} - {}",
                a.name,
                back.name
            );
        }
    }
    let sumer = &cat.areas[cat.area("Sumer").unwrap() as usize];
    for n in ["Uruk", "Ur"] {
        assert!(sumer.land_adjacent.contains(&cat.area(n).unwrap()), "{n}");
    }
}

/// Terrain Chart: stacking 3 / 2 / 1 / 1 for plains, rough, mountain, desert, and every area's
/// stacking is its terrain's.
#[test]
fn terrain_chart_stacking_is_3_2_1_1_and_every_area_follows_it() {
    let cat = shipped();
    let want = [
        (Terrain::Plains, 3),
        (Terrain::Rough, 2),
        (Terrain::Mountain, 1),
        (Terrain::Desert, 1),
    ];
    for (t, n) in want {
        assert_eq!(cat.terrain_stacking[&t], n, "{t:?}");
    }
    for a in cat.areas.iter().filter(|a| a.is_land()) {
        assert_eq!(a.stacking, cat.terrain_stacking[&a.terrain], "{}", a.name);
    }
}

/// Civilization summary: 36 cards, 6 per Epoch in arrival order; the rows CR prints (Sumer 9
/// armies in Sumer, Old Kingdom of Egypt 5 in Zoan with the Wonder trait, Persia 48 in Elam, Troy
/// / Arzawa two civilizations of 3, Sargonid Assyria's special start); provenance kept.
#[test]
fn civilization_summary_36_cards_with_their_start_armies_and_specials() {
    let cat = shipped();
    assert_eq!(cat.civs.len(), 36);
    for e in 1..=6u8 {
        let deck = cat.deck(e);
        let arrivals: Vec<u8> = deck.iter().map(|&c| cat.civs[c].arrival).collect();
        assert_eq!(arrivals, [1, 2, 3, 4, 5, 6], "Epoch {e}");
    }
    let civ = |id: &str| &cat.civs[cat.civ(id).unwrap()];
    let start = |id: &str, k: usize| {
        civ(id).parts[k]
            .start
            .map(|a| cat.areas[a as usize].name.clone())
    };
    assert_eq!(
        (start("1-1", 0).as_deref(), civ("1-1").parts[0].armies),
        (Some("Sumer"), 9)
    );
    assert_eq!(
        (start("1-3", 0).as_deref(), civ("1-3").parts[0].armies),
        (Some("Zoan"), 5)
    );
    assert!(civ("1-3").traits.has(Trait::Wonder));
    assert_eq!(civ("1-3").traits_provenance.level, Level::Confirmed);
    assert_eq!(
        civ("1-3").traits_provenance.detail,
        "Wonder: IS-C sample card"
    );
    assert_eq!(civ("1-1").traits_provenance.level, Level::Designed);
    assert_eq!(
        (start("6-6", 0).as_deref(), civ("6-6").parts[0].armies),
        (Some("Elam"), 48)
    );
    assert_eq!(civ("6-6").special, Special::Persia);
    assert_eq!(civ("3-4").special, Special::TwinCard);
    assert_eq!(civ("3-4").parts.len(), 2);
    assert_eq!(start("3-4", 1).as_deref(), Some("Arzawa"));
    assert_eq!(civ("6-2").special, Special::Sargonid);
    assert_eq!(civ("6-2").parts[0].start, None);
    assert_eq!(civ("4-2").start_provenance.level, Level::Inferred);
}

/// City Arrival: 26 Cities, by Epoch 8 / 5 / 6 / 1 / 3 / 3; Kish holds two (Sippar, Babylon).
#[test]
fn city_arrival_26_cities_by_epoch_and_two_in_kish() {
    let cat = shipped();
    assert_eq!(cat.cities.len(), 26);
    let per: Vec<usize> = (1..=6u8)
        .map(|e| cat.cities.iter().filter(|c| c.epoch == e).count())
        .collect();
    assert_eq!(per, [8, 5, 6, 1, 3, 3]);
    let kish = cat.area("Kish").unwrap();
    assert_eq!(cat.cities.iter().filter(|c| c.area == kish).count(), 2);
}

/// The tables: the Civilization Bonus covers 2-12 (6 inferred: D9), the End of Epoch events 1-6,
/// Region Status VP as CR prints it (Mesopotamia 1 / 3 / 9), 7 Wonders, the Bronze Age Collapse
/// after Epoch III.
#[test]
fn the_tables_cover_every_roll_and_keep_their_provenance() {
    let cat = shipped();
    for roll in 2..=12 {
        let _ = Catalog::row(&cat.bonus, roll);
    }
    let six = &cat.bonus[Catalog::row(&cat.bonus, 6)];
    assert_eq!(six.provenance.level, Level::Inferred);
    for roll in 1..=6 {
        let _ = Catalog::row(&cat.events, roll);
    }
    let meso = cat
        .regions
        .iter()
        .find(|r| r.name == "Mesopotamia")
        .unwrap();
    assert_eq!((meso.presence, meso.control, meso.domination), (1, 3, 9));
    let arabia = cat
        .regions
        .iter()
        .find(|r| r.name == "Arabian Desert")
        .unwrap();
    assert_eq!(arabia.vp_provenance[0].level, Level::Designed);
    assert_eq!(cat.wonders.len(), 7);
    assert_eq!(cat.collapse_after, 3);
}

/// Bad input: an unknown adjacent area, an adjacency one side forgets, a start area that does
/// not exist, an unknown provenance word, and a file that does not parse: each reported with the
/// file and the record's line.
#[test]
fn a_broken_file_is_refused_with_its_file_and_line() {
    let d = broken_copy(
        "names",
        &[
            (
                "map.ron",
                "adjacent: [\"Aegean Sea\", \"Epirus\", \"Thessaly\", \"Thrace\"]",
                "adjacent: [\"Aegean Sea\", \"Epirus\", \"Thessaly\", \"Thrace\", \"Atlantis\"]",
            ),
            (
                "civilizations.ron",
                "start_areas: [\"Sumer\"]",
                "start_areas: [\"Sumeria\"]",
            ),
        ],
    );
    let p = problems(&d);
    let mac = line_in(&d, "map.ron", "name: \"Macedonia\"");
    assert!(
        p.iter()
            .any(|e| e.contains(&format!("map.ron:{mac}:"))
                && e.contains("'Atlantis' does not exist")),
        "{p:?}"
    );
    let sumer = line_in(&d, "civilizations.ron", "id: \"1-1\"");
    assert!(
        p.iter()
            .any(|e| e.contains(&format!("civilizations.ron:{sumer}:")) && e.contains("'Sumeria'")),
        "{p:?}"
    );
    // One side of a link forgotten: Macedonia no longer lists Thrace.
    let d = broken_copy(
        "symmetric",
        &[(
            "map.ron",
            "adjacent: [\"Aegean Sea\", \"Epirus\", \"Thessaly\", \"Thrace\"]",
            "adjacent: [\"Aegean Sea\", \"Epirus\", \"Thessaly\"]",
        )],
    );
    let p = problems(&d);
    assert!(
        p.iter()
            .any(|e| e.contains("not symmetric") && e.contains("Thrace")),
        "{p:?}"
    );
    // A word the types do not know, and text that is not RON.
    let d = broken_copy(
        "words",
        &[(
            "tables.ron",
            "provenance: \"confirmed\"",
            "provenance: \"rumoured\"",
        )],
    );
    let p = problems(&d);
    assert!(
        p.iter()
            .any(|e| e.contains("tables.ron:") && e.contains("rumoured")),
        "{p:?}"
    );
    let d = broken_copy(
        "syntax",
        &[("readings.ron", "decisions: [", "decisions: [[")],
    );
    let p = problems(&d);
    let at = line_in(&d, "readings.ron", "decisions: [[");
    assert!(
        p.iter().any(|e| e.contains(&format!("readings.ron:{at}:"))),
        "{p:?}"
    );
}
