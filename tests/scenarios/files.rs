//! The scenario files (assets/scenarios): every one parses and passes the cross-checks, errors
//! name the file and line, `acme scenarios` lists them with their player counts, and a scenario
//! setup goes into a game record and replays.

use acme::games::acme::scenario::{self, ScenarioKind};

#[test]
fn every_shipped_scenario_parses_and_checks() {
    let defs = acme::games::acme::scenario::shipped::all().unwrap_or_else(|errs| {
        panic!(
            "{}",
            errs.iter()
                .map(|e| e.to_string())
                .collect::<Vec<_>>()
                .join("\n")
        )
    });
    let count = |k: ScenarioKind| defs.iter().filter(|d| d.kind == k).count();
    assert_eq!(count(ScenarioKind::Historical), 16, "playbook-spec §4");
    assert_eq!(count(ScenarioKind::Sandbox), 14, "playbook-spec G3.8");
    assert_eq!(
        count(ScenarioKind::Basic),
        5,
        "RB basic setups for 2-6 players"
    );
    for d in &defs {
        assert!(!d.title.is_empty() && !d.period.is_empty(), "{}", d.id);
        assert!(
            (1..=2).contains(&d.description.len()),
            "{}: two lines",
            d.id
        );
        if d.kind == ScenarioKind::Historical {
            assert!(
                !d.players.is_empty(),
                "{}: controllers per player count",
                d.id
            );
            assert!(d.source.starts_with("playbook-spec H4."), "{}", d.id);
        }
    }
}

#[test]
fn every_reading_of_a_scenario_is_recorded_in_the_docs() {
    let doc = include_str!("../../docs/scenario-readings.md");
    for d in acme::games::acme::scenario::shipped::all().unwrap() {
        for r in &d.readings {
            let key = r.split(':').next().unwrap().trim();
            assert!(
                doc.contains(key),
                "{}: reading {key} is missing from docs/scenario-readings.md",
                d.id
            );
        }
    }
}

#[test]
fn scenario_errors_name_the_file_and_the_line() {
    let cat = acme::games::acme::data::builtin();
    let text = include_str!("../../assets/scenarios/sea-peoples.ron")
        .replace("\"Hattusha\"", "\"Atlantis\"");
    let errs = scenario::parse_and_check(&cat, "sea-peoples.ron", &text).unwrap_err();
    let line = text.lines().position(|l| l.contains("Atlantis")).unwrap() + 1;
    assert!(
        errs.iter().any(|e| e.file == "sea-peoples.ron"
            && e.line == line
            && e.message.contains("Atlantis")),
        "{errs:?}"
    );
    let bad = scenario::parse("x.ron", "(id: \"x\", title: 3)").unwrap_err();
    assert_eq!(bad[0].file, "x.ron");
    assert_eq!(bad[0].line, 1);
    // A placement off the scenario's map is refused too.
    let text = include_str!("../../assets/scenarios/sea-peoples.ron")
        .replace("\"Hattusha\"", "\"Persis\"");
    let errs = scenario::parse_and_check(&cat, "sea-peoples.ron", &text).unwrap_err();
    assert!(errs[0].message.contains("not playable"), "{errs:?}");
}

#[test]
fn acme_scenarios_lists_every_scenario_with_its_player_counts() {
    let defs = acme::games::acme::scenario::shipped::all().unwrap();
    assert_eq!(
        defs.len(),
        acme::games::acme::scenario::shipped::FILES.len()
    );
    let pc = |id: &str| {
        let d = defs.iter().find(|d| d.id == id).unwrap();
        acme::cli::scenarios::player_counts(d)
    };
    assert_eq!(pc("alexander"), "1-2 players");
    assert_eq!(pc("rostam"), "1-2 players");
    assert_eq!(pc("darius"), "1-5 players");
    assert_eq!(pc("basic-6"), "1-6 players");
    assert_eq!(pc("sandbox-2-west"), "1-2 players");
}

#[test]
fn a_scenario_record_replays_from_its_text() {
    let spec = acme::games::acme::scenario::shipped::scenario_setup("mithridates").unwrap();
    let g = super::driver::play(&spec, 5, 60_000);
    let rec = acme::games::acme::record::GameRecord {
        version: acme::games::acme::record::RECORD_VERSION,
        game: acme::game_id::GameId::Acme,
        rules_version: acme::game_id::ACME_RULES_VERSION,
        setup: spec,
        options: Default::default(),
        seed: 5,
        actions: Vec::new(),
        final_hash: None,
    };
    let text = acme::games::acme::record::to_ron(&rec);
    let back = acme::games::acme::record::parse_record(&text).expect("the record reads back");
    assert_eq!(back.setup, rec.setup);
    assert!(g.is_over());
}

#[test]
fn unknown_scenarios_and_wrong_controllers_are_refused_with_a_reason() {
    assert!(
        acme::games::acme::scenario::shipped::scenario_setup("atlantis")
            .unwrap_err()
            .contains("atlantis")
    );
    let choice = super::driver::humans(&[&["Babylon"]]);
    let spec =
        acme::games::acme::scenario::shipped::scenario_setup_with("lion-of-judah", choice).unwrap();
    let err = acme::games::acme::record::start(
        acme::games::acme::data::builtin(),
        &spec,
        &Default::default(),
        1,
    )
    .map(|_| ())
    .expect_err("solitaire Lion of Judah is played as Judah");
    assert!(err.to_string().contains("allows"), "{err}");
}
