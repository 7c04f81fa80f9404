//! Names, not letters: every numbered option a question offers
//! (`Action::Option`) is named by what it does, from the data that offers it (a Fate card's
//! options, a civilization's abilities, a scenario's tracks), in buttons, toasts and the log.

use std::collections::BTreeMap;

use acme::games::acme::Game;
use acme::games::acme::RandomPlayer;
use acme::games::acme::decision::{Action, Ask};
use acme::games::acme::explain::describe_answer;
use acme::games::acme::record::{self, SetupSpec};
use acme::games::acme::scenario::{ScenarioChoice, ScenarioOptions};
use acme::games::acme::setup::Layout;
use acme::games::acme::state::GameOptions;

/// What kind of question offered the options (for the count of those seen).
fn kind(ask: &Ask) -> String {
    match ask {
        Ask::CardOption { card } => format!("card #{}", card.0),
        Ask::Scenario { rule } => format!("scenario {rule}"),
        other => format!("{other:?}")
            .split([' ', '{', '('])
            .next()
            .unwrap()
            .to_string(),
    }
}

/// Play `game` with random legal answers; every option of every pending question is described
/// as the table describes it, and none may be a bare letter. Counts the questions with options
/// per kind in `seen`.
fn check(mut game: Game, seed: u64, seen: &mut BTreeMap<String, usize>) {
    let mut player = RandomPlayer::new(seed);
    for _ in 0..60_000 {
        let Some(d) = game.pending() else { return };
        if d.options.iter().any(|a| matches!(a, Action::Option(_))) {
            *seen.entry(kind(&d.ask)).or_default() += 1;
            for a in d.options.iter().filter(|a| matches!(a, Action::Option(_))) {
                let name = describe_answer(&game.catalog, &game.state, d, a);
                assert!(
                    !name.contains("option (")
                        && !name.contains("(a)")
                        && !name.contains("(b)")
                        && !name.contains("not named")
                        && !name.trim().is_empty(),
                    "{a:?} of \"{}\" ({:?}) reads \"{name}\"",
                    d.text,
                    d.ask
                );
            }
        }
        let a = player.choose(d);
        game.apply(a).unwrap();
    }
}

fn basic(players: u8, seed: u64) -> Game {
    let setup = SetupSpec::Basic {
        players,
        layout: Layout::Printed,
        npc: vec![false; players as usize],
    };
    let options = GameOptions {
        last_epoch: 2,
        ..Default::default()
    };
    record::start(acme::games::acme::data::builtin(), &setup, &options, seed)
        .unwrap()
        .0
}

fn scenario(name: &str, humans: &[&str], options: ScenarioOptions, seed: u64) -> Game {
    let setup = acme::games::acme::scenario::shipped::scenario_setup_with(
        name,
        ScenarioChoice {
            humans: humans.iter().map(|h| vec![h.to_string()]).collect(),
            options,
            ..Default::default()
        },
    )
    .unwrap();
    let options = GameOptions {
        last_epoch: 2,
        ..Default::default()
    };
    record::start(acme::games::acme::data::builtin(), &setup, &options, seed)
        .unwrap()
        .0
}

#[test]
fn no_option_is_shown_as_a_letter_in_random_games() {
    let mut seen = BTreeMap::new();
    for seed in 0..24 {
        check(basic(2 + (seed % 5) as u8, seed), seed, &mut seen);
    }
    // Cultural Development Tracks (playbook-spec T5.2, T5.4) with every civilization a person.
    for seed in 0..6 {
        let tracks = ScenarioOptions {
            tracks: Some(1),
            ..Default::default()
        };
        check(
            scenario("basic-3", &["Hittite", "Egypt", "Assyria"], tracks, seed),
            seed,
            &mut seen,
        );
    }
    eprintln!("questions with numbered options: {seen:?}");
    // The test saw the questions it is about: Fate cards' options, abilities announced at a
    // competition (RB Competition step 1) and the tracks advanced in the Card Phase.
    for wanted in ["card #", "Commit", "CardAction"] {
        assert!(
            seen.keys().any(|k| k.starts_with(wanted)),
            "no question of kind {wanted} offered numbered options: {seen:?}"
        );
    }
}
