//! Every scenario played to its end (several seeds), reaching a declared winner.

use super::driver::*;

fn ends(name: &str, seeds: &[u64]) {
    for &seed in seeds {
        let g = play(&spec(name), seed, 60_000);
        assert!(g.is_over(), "{name} seed {seed} did not end");
        let w = g.state.winner.clone().expect("a winner is declared");
        assert!(!w.is_empty(), "{name} seed {seed}: nobody won");
    }
}

macro_rules! play_tests {
    ($($f:ident => $name:literal),* $(,)?) => {
        $(#[test] fn $f() { ends($name, &[1, 2]); })*
    };
}

play_tests! {
    basic_2_plays_to_the_end => "basic-2",
    sargon_plays_to_the_end => "sargon",
    lion_of_judah_plays_to_the_end => "lion-of-judah",
    sea_peoples_plays_to_the_end => "sea-peoples",
    balance_of_power_plays_to_the_end => "balance-of-power",
    fire_in_the_east_plays_to_the_end => "fire-in-the-east",
    agamemnon_plays_to_the_end => "agamemnon",
    fire_in_the_steppes_plays_to_the_end => "fire-in-the-steppes",
    king_of_the_whole_world_plays_to_the_end => "king-of-the-whole-world",
    cyrus_plays_to_the_end => "cyrus",
    empires_on_horseback_plays_to_the_end => "empires-on-horseback",
    darius_plays_to_the_end => "darius",
    successors_plays_to_the_end => "successors",
    alexander_plays_to_the_end => "alexander",
    rostam_plays_to_the_end => "rostam",
    mithridates_plays_to_the_end => "mithridates",
    rome_vs_parthia_plays_to_the_end => "rome-vs-parthia",
    basic_3_plays_to_the_end => "basic-3",
    basic_4_plays_to_the_end => "basic-4",
    basic_5_plays_to_the_end => "basic-5",
    basic_6_plays_to_the_end => "basic-6",
    sandbox_6_plays_to_the_end => "sandbox-6",
    sandbox_5_plays_to_the_end => "sandbox-5",
    sandbox_4_plays_to_the_end => "sandbox-4",
    sandbox_3_plays_to_the_end => "sandbox-3",
    sandbox_2_plays_to_the_end => "sandbox-2",
    sandbox_4_west_plays_to_the_end => "sandbox-4-west",
    sandbox_4_east_plays_to_the_end => "sandbox-4-east",
    sandbox_4_fertile_crescent_plays_to_the_end => "sandbox-4-fertile-crescent",
    sandbox_3_west_plays_to_the_end => "sandbox-3-west",
    sandbox_3_east_plays_to_the_end => "sandbox-3-east",
    sandbox_3_fertile_crescent_plays_to_the_end => "sandbox-3-fertile-crescent",
    sandbox_2_west_plays_to_the_end => "sandbox-2-west",
    sandbox_2_east_plays_to_the_end => "sandbox-2-east",
    sandbox_2_fertile_crescent_plays_to_the_end => "sandbox-2-fertile-crescent",
    exploration_egypt_plays_to_the_end => "exploration-egypt",
}

/// Solitaire set-ups play to the end too (the Gold rules, the human-only decisions).
#[test]
fn solitaire_alexander_rostam_and_exploration_play_to_the_end() {
    for (name, human) in [
        ("alexander", &["Macedon"][..]),
        (
            "alexander",
            &[
                "Western Satraps",
                "Levantine Satraps",
                "Satrapy of Egypt",
                "Central Zone",
            ][..],
        ),
        ("rostam", &["Medes & Persians"][..]),
        ("sargon", &["Akkad"][..]),
        ("exploration-egypt", &["Egypt"][..]),
    ] {
        for seed in [3u64, 4] {
            let g = play(&spec_with(name, humans(&[human])), seed, 60_000);
            assert!(
                g.state.winner.as_ref().is_some_and(|w| !w.is_empty()),
                "{name}"
            );
        }
    }
}

/// The optional rules in whole games: Cultural tracks, teams, several civilizations per player.
#[test]
fn optional_rules_play_to_the_end() {
    let mut tracks = acme::games::acme::scenario::ScenarioChoice::default();
    tracks.options.tracks = Some(1);
    tracks.humans = vec![vec!["Hittite".into()]];
    let mut teams = acme::games::acme::scenario::ScenarioChoice::default();
    teams.options.teams = vec![
        vec!["Hittite".into(), "Egypt".into()],
        vec!["Assyria".into(), "Sea Peoples".into()],
    ];
    let mixed = humans(&[&["Greek"], &["Indus Valley", "Mittani"]]);
    for (name, c) in [
        ("basic-2", tracks),
        ("basic-4", teams),
        ("sandbox-3", mixed),
    ] {
        for seed in [5u64, 6] {
            let g = play(&spec_with(name, c.clone()), seed, 80_000);
            assert!(
                g.state.winner.as_ref().is_some_and(|w| !w.is_empty()),
                "{name}"
            );
        }
    }
}

/// Regression (card #49 Amarna Letters): with the other civilization off the Turn Order track the
/// card was offered and then asked a question with no answer (seeds 19, 91, 117 all-NPC).
#[test]
fn card_049_amarna_letters_is_not_offered_with_nobody_else_on_the_track() {
    for seed in [19, 91, 117] {
        let g = play(&spec("sandbox-2-fertile-crescent"), seed, 60_000);
        assert!(g.is_over(), "seed {seed} did not end");
    }
}
