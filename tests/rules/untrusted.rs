//! untrusted input never crashes the engine. Ids past the catalog are refused like any
//! illegal answer (point 1); positions are checked before play (point 2); an 8-civilization game
//! and a Turn Order with a repeated name (point 3).

use acme::games::acme::catalog::{AreaId, CardId, CivKind};
use acme::games::acme::record::{self, GameRecord, RECORD_VERSION, SetupSpec};
use acme::games::acme::setup::SetupCiv;
use acme::games::acme::state::{Color, GameOptions};
use acme::games::acme::{Action, Faction, Slot};

/// Every id past the end of the catalog or the game gets the "not a legal answer" sentence, and
/// the state does not change (RB: an answer must be one of the options).
#[test]
fn ids_past_the_catalog_are_refused_as_illegal_answers_without_a_panic() {
    let mut g = super::super::support::basic(2, 7);
    let hash = g.hash();
    let bad = [
        Action::Area(AreaId(255)),
        Action::Area(AreaId(99)),
        Action::RemoveFrom(AreaId(200)),
        Action::Display(CivKind(255)),
        Action::Civ(Slot(7)),
        Action::Civ(Slot(255)),
        Action::Faction(Faction(7)),
        Action::Card(CardId(255)),
        Action::Play(CardId(200)),
        Action::Establish(CardId(255)),
        Action::OfferReturn(CardId(255)),
        Action::Negate(CardId(255)),
        Action::Discard(CardId(104)),
        Action::UseInvestment(CardId(255)),
        Action::Option(255),
        Action::Number(u16::MAX),
    ];
    for a in bad {
        let e = g.apply(a).expect_err("an id past the catalog is illegal");
        assert!(
            e.reason.contains("is not a legal answer now")
                || e.reason.contains("not a legal choice"),
            "{a:?}: {}",
            e.reason
        );
        assert_eq!(g.hash(), hash, "{a:?} changed the state");
    }
}

fn eight_civs() -> SetupSpec {
    let names = [
        ("Hittite", "Hattusha"),
        ("Egypt", "Thebes"),
        ("Assyria", "Nineveh"),
        ("Babylon", "Babylon"),
        ("Elam", "Susa"),
        ("Mittani", "Washukanni"),
        ("Greek", "Athens"),
        ("Urartu", "Tushpa"),
    ];
    let cat = acme::games::acme::data::builtin();
    SetupSpec::Custom {
        config: "Full".into(),
        civs: names
            .iter()
            .enumerate()
            .map(|(i, (c, h))| {
                // The homeland as the catalog has it (its first Homeland when the name differs).
                let k = cat.civ_by_name(c).unwrap_or_else(|| panic!("civ {c}"));
                let home = cat.board.find(h).unwrap_or(cat.civ(k).homes[0]);
                SetupCiv {
                    civ: c.to_string(),
                    homeland: cat.board.name(home).to_string(),
                    disks: vec![(cat.board.name(home).to_string(), 2)],
                    color: Color::ALL[i % 6],
                    npc: false,
                }
            })
            .collect(),
    }
}

/// RB End of Epoch step 6 deals five cards to every civilization in Turn Order: with 8 (the most
/// the board holds) the deal used to step past its last step and panic. Whole random-play games
/// of 2 and 4 Epochs, invariants checked after every action, and the records replay.
#[test]
fn rb_end_of_epoch_deals_to_eight_civilizations_through_a_whole_game() {
    for (seed, last_epoch) in [(1u64, 2u8), (2, 4)] {
        let options = GameOptions {
            last_epoch,
            ..Default::default()
        };
        let o = acme::harness::fuzz_setup(seed, 8, eight_civs(), options)
            .unwrap_or_else(|f| panic!("seed {seed}: {}", f.message));
        // At least one turn per Epoch: every End of Epoch dealt to all 8 and play went on.
        assert!(
            o.turns >= last_epoch as u32,
            "seed {seed}: {} turns",
            o.turns
        );
        assert!(o.record.final_hash.is_some(), "seed {seed}: the game ended");
    }
}

fn position_record(pos: &str) -> GameRecord {
    GameRecord {
        version: RECORD_VERSION,
        game: acme::game_id::GameId::Acme,
        rules_version: acme::game_id::ACME_RULES_VERSION,
        setup: SetupSpec::Position(Box::new(record::parse_position(pos).expect("parses"))),
        options: GameOptions::default(),
        seed: 1,
        actions: vec![],
        final_hash: None,
    }
}

const TWO: &str = r#"(config: "Abbreviated Western", flow: GrowthStart,
    civs: [(civ: "Hittite", color: BurntOrange, homeland: "Hattusha"),
           (civ: "Egypt", color: Blue, homeland: "Thebes")],
    order: ["Hittite", "Egypt"],
    areas: [(area: "Hattusha", disks: [("Hittite", 2)]), (area: "Thebes", disks: [("Egypt", 2)])])"#;

fn refused(pos: &str, words: &str) {
    let rec = position_record(pos);
    let e = record::replay(acme::games::acme::data::builtin(), &rec)
        .err()
        .unwrap_or_else(|| panic!("accepted: {pos}"));
    assert!(e.to_string().contains(words), "{e}");
}

/// A Turn Order naming a civilization twice (and so leaving one out) used to be accepted and
/// panic in the Reckoning (RB Turn Order: each civilization has one space).
#[test]
fn rb_turn_order_a_repeated_name_is_refused() {
    assert!(record::replay(acme::games::acme::data::builtin(), &position_record(TWO)).is_ok());
    refused(
        &TWO.replace(
            r#"order: ["Hittite", "Egypt"]"#,
            r#"order: ["Hittite", "Hittite"]"#,
        ),
        "listed twice",
    );
}

/// docs/formats.md `flow` values: a Turn Order position past the last civilization, an End of
/// Epoch step that does not exist, a competition in progress: each refused with a sentence.
#[test]
fn position_flow_values_out_of_range_are_refused() {
    for (flow, words) in [
        ("Growth(pos: 2, step: Start)", "past the last"),
        ("Card(pos: 9)", "past the last"),
        ("EndOfEpoch(step: 9)", "does not exist"),
        ("EndOfEpoch(step: 33)", "does not exist"),
        ("Comp(step: Resolve)", "competition in progress"),
        ("Reckoning(step: Draw(pos: 7))", "past the last"),
    ] {
        refused(&TWO.replace("GrowthStart", flow), words);
    }
    // In range: played.
    for flow in [
        "Growth(pos: 1, step: Start)",
        "EndOfEpoch(step: 0)",
        "CardStart",
    ] {
        let rec = position_record(&TWO.replace("GrowthStart", flow));
        record::replay(acme::games::acme::data::builtin(), &rec)
            .unwrap_or_else(|e| panic!("{flow}: {e}"));
    }
}

/// The other position checks, each with its sentence.
#[test]
fn positions_with_impossible_contents_are_refused_with_a_sentence() {
    for (from, to, words) in [
        (
            r#"(civ: "Egypt", color: Blue"#,
            r#"(civ: "Egypt", color: BurntOrange"#,
            "colour",
        ),
        (
            r#"(civ: "Egypt", color: Blue"#,
            r#"(civ: "Hittite", color: Blue"#,
            "listed twice",
        ),
        (
            r#"homeland: "Thebes""#,
            r#"homeland: "Red Sea""#,
            "not a land area",
        ),
        (
            r#"homeland: "Thebes""#,
            r#"homeland: "Nowhere""#,
            "unknown homeland",
        ),
        (r#"("Egypt", 2)"#, r#"("Egypt", 5)"#, "stacking limit"),
        (r#"("Egypt", 2)"#, r#"("Egypt", 255)"#, "a colour has 48"),
        (r#"("Egypt", 2)"#, r#"("Egpyt", 2)"#, "unknown faction"),
        (
            r#"homeland: "Hattusha")"#,
            r#"homeland: "Hattusha", vp: 4000000000)"#,
            "vp",
        ),
        (
            r#"homeland: "Hattusha")"#,
            r#"homeland: "Hattusha", treasury: 40, loot: 40)"#,
            "treasury",
        ),
        (
            r#"flow: GrowthStart"#,
            r#"flow: GrowthStart, turn: 255"#,
            "turn 255",
        ),
        (
            r#"flow: GrowthStart"#,
            r#"flow: GrowthStart, epoch: 9"#,
            "epoch 9",
        ),
    ] {
        assert!(TWO.contains(from), "{from}");
        refused(&TWO.replacen(from, to, 1), words);
    }
}

/// A misspelt field is refused, not dropped: a `final_hsah` must not switch the hash check off.
#[test]
fn unknown_fields_are_refused() {
    let text = std::fs::read_to_string("docs/examples/basic-2p-opening.record.ron").unwrap();
    assert!(record::parse_record(&text).is_ok());
    let bad = text.replacen("seed:", "final_hsah: Some(1),\n    seed:", 1);
    let e = record::parse_record(&bad).expect_err("unknown field");
    assert!(e.contains("final_hsah"), "{e}");
    let pos = TWO.replace("flow: GrowthStart", "flow: GrowthStart, tunr: 3");
    let e = record::parse_position(&pos).expect_err("unknown field");
    assert!(e.contains("tunr"), "{e}");
}

/// Files name their game and the rules version that wrote them: a file without them is ACME
/// (version 0); an unknown game or a malformed version is refused with a sentence naming the file
/// and, for a game, the games this program knows; a game it knows but does not play yet (ACIS)
/// is refused naming the file, in a record, a position and a save; a record that no longer
/// replays says which rules version wrote it.
#[test]
fn a_file_names_its_game_and_rules_version_and_bad_ones_are_refused_clearly() {
    use acme::game_id::{ACME_RULES_VERSION, GameId};
    let file = "docs/examples/basic-2p-opening.record.ron";
    let text = std::fs::read_to_string(file).unwrap();
    let old = acme::load::parse_game(file, &text).unwrap();
    assert_eq!((old.game, old.rules_version), (GameId::Acme, 0));
    let named = |game: &str, version: &str| {
        text.replacen(
            "version: 1,",
            &format!("version: 1,\n    game: {game},\n    rules_version: {version},"),
            1,
        )
    };
    let rec = acme::load::parse_game(file, &named("\"acme\"", "1")).unwrap();
    assert_eq!((rec.game, rec.rules_version), (GameId::Acme, 1));
    let e = acme::load::parse_game(file, &named("\"civ1981\"", "1")).unwrap_err();
    assert!(e.starts_with(file), "{e}");
    assert!(
        e.contains("unknown game 'civ1981'") && e.contains("knows: acme, acis, cradle"),
        "{e}"
    );
    let e = acme::load::parse_game(file, &named("\"acis\"", "1")).unwrap_err();
    assert!(e.starts_with(file), "{e}");
    assert!(e.contains(ACIS_NOT_PLAYABLE), "{e}");
    let e = acme::load::parse_game(file, &named("acme", "1")).unwrap_err();
    assert!(e.starts_with(file), "{e}");
    let e = acme::load::parse_game(file, &named("\"acme\"", "\"one\"")).unwrap_err();
    assert!(e.starts_with(file), "{e}");
    // The same in a position file.
    let pos = TWO.replacen("(", "(game: \"civ1981\", ", 1);
    let e = record::parse_position(&pos).expect_err("unknown game");
    assert!(e.contains("unknown game 'civ1981'"), "{e}");
    let pos = TWO.replacen("(", "(game: \"acis\", ", 1);
    let e = acme::load::parse_game("acis.position.ron", &pos).expect_err("ACIS");
    assert!(
        e.starts_with("acis.position.ron:") && e.contains(ACIS_NOT_PLAYABLE),
        "{e}"
    );
    // And in a save (its record names the game): ACME's reader names the game it is of and the
    // command that opens it in a window of that game.
    let save = std::fs::read_to_string("tests/data/saves/before-versions.save.ron").unwrap();
    let save = save.replacen(
        "    record: (\n        version: 1,",
        "    record: (\n        version: 1,\n        game: \"acis\",",
        1,
    );
    assert!(save.contains("game: \"acis\""));
    let Err(e) = acme::saves::read_text("acis.save.ron", &save) else {
        panic!("an ACIS save was read");
    };
    let e = e.to_string();
    assert!(
        e.starts_with("acis.save.ron:")
            && e.contains("a saved game of ACIS, not of ACME")
            && e.contains("acme play --game acis --load acis.save.ron"),
        "{e}"
    );
    // A record of other rules that no longer replays says so.
    let later = named("\"acme\"", &(ACME_RULES_VERSION + 1).to_string()).replacen(
        "final_hash: None",
        "final_hash: Some(1)",
        1,
    );
    let e = acme::load::replay_text(file, &later).unwrap_err();
    assert!(
        e.contains(&format!(
            "written under version {} of the acme rules",
            ACME_RULES_VERSION + 1
        )),
        "{e}"
    );
}

/// What a reader of ACME's files (records, positions, saves) tells a file of ACIS's.
const ACIS_NOT_PLAYABLE: &str = "a file of ACIS (game: \"acis\"), which this reader does not take";

/// `acme fuzz --mutate` mutates ACIS's files too: an ACIS record (read by `acme replay`'s
/// reader) and each of ACIS's data files (its catalog, the phases' catalog and a basic game made
/// from it). As shipped, each loads and plays on; mutated, each is refused naming a file, or
/// loads and plays on: never a panic, never a refusal without a file's name.
#[test]
fn mutated_acis_records_and_data_files_are_refused_naming_the_file_or_play_on() {
    use acme::mutate::{Outcome, Target, load, mutate, seeds};
    use rand::SeedableRng;
    let acis: Vec<_> = seeds()
        .into_iter()
        .filter(|s| matches!(s.target, Target::AcisRecord | Target::AcisData(_)))
        .collect();
    // The record and the seven data files.
    assert_eq!(acis.len(), 8);
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
    let mut refused = 0;
    for s in &acis {
        let name = format!("as-shipped-{}", s.name.rsplit('/').next().unwrap());
        assert_eq!(
            load(&name, s.text.clone().into_bytes(), s.target),
            Outcome::Played,
            "{}",
            s.name
        );
        for i in 0..25 {
            let (bytes, what) = mutate(&s.text, &mut rng);
            let name = format!("fuzz-{i}-{}", s.name.rsplit('/').next().unwrap());
            match load(&name, bytes, s.target) {
                Outcome::Played => {}
                Outcome::Refused(e) => {
                    assert!(!e.contains(ACIS_NOT_PLAYABLE), "{name} ({what}): {e}");
                    refused += 1;
                }
                o => panic!("{name} ({what}): {o:?}"),
            }
        }
    }
    // The mutations reach the readers: most inputs are refused.
    assert!(refused > 100, "{refused} of 200 refused");
}

/// ACIS's files of the bad-input corpus (tests/data/bad/acis, written by tools/gen_bad_corpus.py),
/// each given to its reader: a record to `acme replay`'s (`load::replay_any_text`: its game tag
/// first, then the whole file as ACIS's), a data file to ACIS's catalog with the six others as
/// shipped (`acme validate --game acis`'s reader; then a basic game made from it). Each has its
/// expected outcome: refused with a message that names the file (its line where the manifest's
/// words say `NAME:LINE:`) and holds the expected words, or loaded and played on. No panic.
#[test]
fn every_acis_file_of_the_bad_corpus_is_refused_naming_file_and_line() {
    use acme::mutate::Target;
    let (mut records, mut data) = (0, 0);
    check_corpus("tests/data/bad/acis", |file| {
        if file.ends_with(".acis-record.ron") {
            records += 1;
            return Target::AcisRecord;
        }
        data += 1;
        let data_file = acme::games::acis::catalog::Sources::FILES
            .into_iter()
            .find(|d| file.ends_with(&format!(".{d}")))
            .unwrap_or_else(|| panic!("{file}: not named after an ACIS data file"));
        Target::AcisData(data_file)
    });
    assert!(
        records >= 4 && data >= 3,
        "{records} records, {data} data files"
    );
}

/// A folder of the bad-input corpus with its manifest (`expected.txt`: file, `refused` or
/// `played`, the words a refusal must hold, the file's name standing for its path), each file
/// given to the reader `target` says: refused with a message that names the file and holds the
/// words, or loaded and played on. Fails listing every file that did otherwise.
fn check_corpus(dir: &str, mut target: impl FnMut(&str) -> acme::mutate::Target) {
    use acme::mutate::{Outcome, load};
    let dir = std::path::Path::new(dir);
    let manifest = std::fs::read_to_string(dir.join("expected.txt")).unwrap();
    let mut wrong = Vec::new();
    for line in manifest
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
    {
        let mut f = line.split('\t');
        let (file, outcome, words) = (f.next().unwrap(), f.next().unwrap(), f.next().unwrap_or(""));
        let path = dir.join(file);
        let name = path.display().to_string();
        let target = target(file);
        let bytes = std::fs::read(&path).unwrap();
        match (load(&name, bytes, target), outcome) {
            (Outcome::Played, "played") => {}
            (Outcome::Refused(e), "refused") => {
                // The manifest names the file alone; the message, its path.
                let words = words.replace(file, &name);
                if !e.contains(&name) {
                    wrong.push(format!("{file}: the message does not name the file: {e}"));
                } else if !e.contains(&words) {
                    wrong.push(format!("{file}: expected '{words}' in: {e}"));
                }
            }
            (got, _) => wrong.push(format!("{file}: expected {outcome}, got {got:?}")),
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// Cradle's files of the bad-input corpus (tests/data/bad/cradle, written by
/// tools/gen_bad_corpus.py), each given to its reader: a record to `acme replay`'s
/// (`load::replay_any_text`: its game tag first, then the whole file as Cradle's), a save as the
/// table opens one (its record file), a data file to Cradle's catalog with the three others as
/// shipped (`acme validate --game cradle`'s reader; then a basic game set up from it). Each has
/// its expected outcome: refused with a message that names the file (its line where the
/// manifest's words say `NAME:LINE:`) and holds the expected words, or loaded and played on. No
/// panic.
#[test]
fn every_cradle_file_of_the_bad_corpus_is_refused_naming_file_and_line() {
    use acme::mutate::Target;
    let (mut records, mut saves, mut data) = (0, 0, 0);
    check_corpus("tests/data/bad/cradle", |file| {
        if file.ends_with(".cradle-record.ron") {
            records += 1;
            return Target::CradleRecord;
        }
        if file.ends_with(".cradle-save.ron") {
            saves += 1;
            return Target::CradleSave;
        }
        data += 1;
        let data_file = acme::games::cradle::data::Sources::FILES
            .into_iter()
            .find(|d| file.ends_with(&format!(".{d}")))
            .unwrap_or_else(|| panic!("{file}: not named after a Cradle data file"));
        Target::CradleData(data_file)
    });
    assert!(
        records >= 6 && saves >= 2 && data >= 4,
        "{records} records, {saves} saves, {data} data files"
    );
}

/// `acme fuzz --mutate` mutates Cradle's files too: a Cradle record (read by `acme replay`'s
/// reader), the same file opened as a save, and each of Cradle's data files (its catalog and a
/// basic game set up from it). As shipped, each loads and plays on; mutated, each is refused
/// naming a file, or loads and plays on: never a panic, never a refusal without a file's name.
#[test]
fn mutated_cradle_records_saves_and_data_files_are_refused_naming_the_file_or_play_on() {
    use acme::mutate::{Outcome, Target, load, mutate, seeds};
    use rand::SeedableRng;
    let cradle: Vec<_> = seeds()
        .into_iter()
        .filter(|s| {
            matches!(
                s.target,
                Target::CradleRecord | Target::CradleSave | Target::CradleData(_)
            )
        })
        .collect();
    // The record, the save and the four data files.
    assert_eq!(cradle.len(), 6);
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(2);
    let mut refused = 0;
    for s in &cradle {
        let name = format!("as-shipped-{}", s.name.rsplit('/').next().unwrap());
        assert_eq!(
            load(&name, s.text.clone().into_bytes(), s.target),
            Outcome::Played,
            "{}",
            s.name
        );
        for i in 0..25 {
            let (bytes, what) = mutate(&s.text, &mut rng);
            let name = format!("fuzz-{i}-{}", s.name.rsplit('/').next().unwrap());
            match load(&name, bytes, s.target) {
                Outcome::Played => {}
                Outcome::Refused(_) => refused += 1,
                o => panic!("{name} ({what}): {o:?}"),
            }
        }
    }
    assert!(refused > 50, "{refused} of 150 refused");
}
