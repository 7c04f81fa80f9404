//! Position files and records say what they do (point 9): a record on a position needs
//! no options or seed of its own and refuses ones that disagree; captives beyond the growth box
//! are refused; `top` lists only the cards one cares about; `acme replay --json` names the ids of
//! the last action's events; `acme replay --until-question` stops inside a phase.

use acme::games::acme::record;

const POSITION: &str = r#"(config: "Abbreviated Western", flow: GrowthStart, seed: 45,
    civs: [(civ: "Hittite", color: BurntOrange, homeland: "Hattusha"), (civ: "Egypt", color: Blue, homeland: "Thebes")],
    order: ["Hittite", "Egypt"],
    areas: [(area: "Hattusha", disks: [("Hittite", 2)]), (area: "Thebes", disks: [("Egypt", 2)])])"#;

fn record_text(extra: &str) -> String {
    format!("(version: 1, setup: Position({POSITION}), {extra} actions: [])")
}

#[test]
fn a_record_on_a_position_needs_no_options_or_seed_of_its_own() {
    let rec = record::parse_record(&record_text("")).expect("no options, no seed");
    let record::SetupSpec::Position(p) = &rec.setup else {
        panic!("a position setup");
    };
    assert_eq!(rec.seed, 45, "the position's seed");
    assert_eq!(rec.options, p.options, "the position's options");
    // Given and equal: accepted.
    record::parse_record(&record_text("seed: 45,")).expect("the same seed");
}

#[test]
fn a_record_whose_seed_or_options_disagree_with_its_position_is_refused() {
    let err = record::parse_record(&record_text("seed: 3,")).unwrap_err();
    assert!(err.contains("seed") && err.contains("45"), "{err}");
    let err = record::parse_record(&record_text(
        "options: (last_epoch: 2, vp_goal: None, final_epoch_event: false, homeland_defense: false, barbarian_hordes: false, second_gilgamesh: false),",
    ))
    .unwrap_err();
    assert!(err.contains("options"), "{err}");
    // Other setups still need both.
    let err = record::parse_record(
        "(version: 1, setup: Basic(players: 2, layout: Printed, npc: [false, false]), actions: [])",
    )
    .unwrap_err();
    assert!(err.contains("options") || err.contains("seed"), "{err}");
}

#[test]
fn captives_greater_than_growth_are_refused_not_clamped() {
    let text = POSITION.replace(
        r#"(civ: "Hittite", color: BurntOrange, homeland: "Hattusha")"#,
        r#"(civ: "Hittite", color: BurntOrange, homeland: "Hattusha", growth: 2, captives: 3)"#,
    );
    let pos = record::parse_position(&text).unwrap();
    let err = pos
        .to_state(&acme::games::acme::data::builtin())
        .unwrap_err();
    assert!(err.contains("captives") && err.contains("Hittite"), "{err}");
}

#[test]
fn top_lists_only_the_cards_on_top_the_rest_shuffled_with_the_seed() {
    let text = POSITION.replace("seed: 45,", "seed: 45, top: [52, 53],");
    let pos = record::parse_position(&text).unwrap();
    let st = pos.to_state(&acme::games::acme::data::builtin()).unwrap();
    let n = st.deck.draw.len();
    assert_eq!(n, 103, "every card is in the draw deck");
    assert_eq!(st.deck.draw[n - 1].0, 52, "drawn first");
    assert_eq!(st.deck.draw[n - 2].0, 53);
    // Deterministic: the same seed gives the same deck.
    let again = pos.to_state(&acme::games::acme::data::builtin()).unwrap();
    assert_eq!(st.deck.draw, again.deck.draw);
    // Not together with a whole `deck`.
    let both = POSITION.replace(
        "seed: 45,",
        &format!(
            "seed: 45, top: [52], deck: Some({:?}),",
            (1..=103u8).collect::<Vec<_>>()
        ),
    );
    let err = record::parse_position(&both)
        .unwrap()
        .to_state(&acme::games::acme::data::builtin())
        .unwrap_err();
    assert!(err.contains("top"), "{err}");
}

fn acme_replay(args: &[&str]) -> std::process::Output {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/examples");
    std::process::Command::new(env!("CARGO_BIN_EXE_acme"))
        .arg("replay")
        .arg(dir.join("pb-example-start.position.ron"))
        .args(args)
        .output()
        .unwrap()
}

#[test]
fn acme_replay_json_prints_the_last_events_with_names_beside_ids() {
    let out = acme_replay(&["--json", "--until-question", "Competition"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let events = v["last_action_events"].as_array().expect("events");
    let started = events
        .iter()
        .find_map(|e| e.get("CompetitionStarted"))
        .expect("the phase's first competition starts in the last action");
    assert!(started["area"].is_u64());
    assert_eq!(started["area_name"], "Carchemish");
    assert!(
        events
            .iter()
            .filter_map(|e| e.get("CardPlayed"))
            .all(|c| c["card_name"].is_string() && c["slot_name"].is_string())
    );
    assert_eq!(v["pending"]["phase"], "Competition");
    assert!(v["state"]["areas"].is_array());
}

#[test]
fn acme_replay_until_question_stops_at_the_first_question_of_a_phase_or_step() {
    let out = acme_replay(&["--until-question", "commit"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("stopped at the first question of 'commit'")
            && text.contains("Step 1: commit cards"),
        "{text}"
    );
    let out = acme_replay(&["--until-question", "no such phase"]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("no question of 'no such phase'"), "{err}");
}
