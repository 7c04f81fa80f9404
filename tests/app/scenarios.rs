//! Every shipped scenario at the table: watched to its end with every side played by
//! the NPC brain or the scenario's own rules, and played with a human seat through every prompt,
//! curtain and summary. The table is the window's own driver without a window.

use std::sync::Arc;

type TableCmd = acme::app::table::driver::TableCmd<acme::app::games::acme::face::AcmeFace>;
use acme::app::table::state::TableReads;
use acme::app::table::state::TableView;
use acme::games::acme::RandomPlayer;
use acme::games::acme::catalog::Catalog;
use acme::games::acme::record;
use acme::games::acme::scenario::ScenarioChoice;
use acme::games::acme::session::NewGame;
use acme::games::acme::session::Session;
use acme::games::acme::state::{GameOptions, Slot};
use acme::games::acme::view::Seat;
use acme::settings::Speed;
use acme::sim::{self, SimSetup};
use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;

fn new_game(name: &str, humans: Vec<Vec<String>>, seed: u64) -> NewGame {
    let setup = acme::games::acme::scenario::shipped::scenario_setup_with(
        name,
        ScenarioChoice {
            humans,
            ..Default::default()
        },
    )
    .unwrap();
    NewGame {
        title: name.into(),
        setup,
        options: GameOptions::default(),
        seed,
    }
}

fn app(session: Session, speed: Speed) -> App {
    super::table::table_app(session, speed)
}

fn table(app: &App) -> TableView<'_, acme::app::games::acme::face::AcmeFace> {
    super::table::table_in(app.world())
}

/// Watch `name` at instant speed to its end: no panic, no stall, and the very game `acme
/// simulate --scenario NAME --seed S` plays.
fn watch(cat: &Arc<Catalog>, name: &str, seed: u64) {
    let new = new_game(name, vec![], seed);
    let session = Session::start(cat.clone(), &new).unwrap();
    assert!(
        session.humans().is_empty(),
        "{name}: a watched game seats humans: {:?}",
        session.humans()
    );
    let mut app = app(session, Speed::Instant);
    let mut frames = 0;
    while !table(&app).session.game.is_over() {
        frames += 1;
        assert!(
            frames <= 500,
            "{name} seed {seed}: stalled at {:?} (summary up: {})",
            table(&app).session.pending().map(|d| &d.text),
            table(&app).messages.summary.is_some()
        );
        app.update();
    }
    let simulated = sim::play(
        cat.clone(),
        &SimSetup {
            setup: new.setup.clone(),
            options: new.options.clone(),
        },
        seed,
    )
    .unwrap_or_else(|f| panic!("{name}: simulate failed: {}", f.message));
    let t = table(&app);
    assert_eq!(
        t.session.game.hash(),
        simulated.game.hash(),
        "{name} seed {seed}: the table's game is not the simulated one"
    );
    assert_eq!(t.session.record.actions, simulated.record.actions, "{name}");
}

fn watch_every_scenario(seed: u64) {
    let cat = acme::games::acme::data::builtin();
    for (name, _) in acme::games::acme::scenario::shipped::FILES {
        watch(&cat, name, seed);
    }
}

#[test]
fn every_scenario_is_watched_to_its_end_at_the_table_seed_5() {
    watch_every_scenario(5);
}

#[test]
fn every_scenario_is_watched_to_its_end_at_the_table_seed_6() {
    watch_every_scenario(6);
}

/// The scenarios' neutral factions are nobody's seat: never a human, whatever is asked, and the
/// brain answers for them (H4.06.2 Troy, H4.14 Rostam's factions, H4.16 Rome vs Parthia's).
#[test]
fn neutral_factions_are_never_seated_as_humans() {
    let cat = acme::games::acme::data::builtin();
    for name in ["agamemnon", "rostam", "rome-vs-parthia"] {
        let s = Session::start(cat.clone(), &new_game(name, vec![], 5)).unwrap();
        let neutrals: Vec<Slot> = (0..s.game.state.civs.len())
            .map(|i| Slot(i as u8))
            .filter(|&x| s.seat(x) == Seat::Neutral)
            .collect();
        assert!(!neutrals.is_empty(), "{name} has no neutral faction");
        assert!(neutrals.iter().all(|&x| s.is_npc(x)), "{name}");
        assert!(s.humans().is_empty(), "{name}: {:?}", s.humans());
    }
}

/// A watched game moves past its summaries by itself at a visible speed: the summary shows for a
/// moment and play goes on (no click).
#[test]
fn a_watched_summary_shows_for_a_moment_and_goes_on() {
    let cat = acme::games::acme::data::builtin();
    let session = Session::start(cat, &new_game("agamemnon", vec![], 5)).unwrap();
    let mut app = app(session, Speed::Fast);
    app.insert_resource(TimeUpdateStrategy::ManualDuration(
        std::time::Duration::from_millis(100),
    ));
    let mut shown = 0;
    let mut frames = 0;
    while table(&app).session.game.state.turn < 3 {
        frames += 1;
        assert!(frames < 5_000, "the watched game stalled");
        app.update();
        if table(&app).messages.summary.is_some() {
            shown += 1;
        }
    }
    // 8 beats of 0.08 s at 0.1 s a frame: the summary stays up for several frames, then goes.
    assert!(shown >= 3, "the summary was shown for {shown} frames");
}

/// The first civilization a single human may take in `name` (the scenario's player options
/// decide; a sandbox's civilizations are its default picks).
fn first_human_seat(cat: &Arc<Catalog>, name: &str) -> Vec<Vec<String>> {
    let watched = Session::start(cat.clone(), &new_game(name, vec![], 1)).unwrap();
    let def = acme::games::acme::scenario::shipped::load(name).unwrap();
    let mut names: Vec<String> = def
        .civs
        .iter()
        .map(acme::games::acme::scenario::check::civ_name)
        .collect();
    names.extend(
        (0..watched.game.state.civs.len())
            .map(|i| Slot(i as u8))
            .filter(|&x| watched.seat(x) != Seat::Neutral)
            .map(|x| watched.civ_name(x)),
    );
    names
        .into_iter()
        .map(|n| vec![vec![n]])
        .find(|h| Session::start(cat.clone(), &new_game(name, h.clone(), 1)).is_ok())
        .unwrap_or_else(|| panic!("{name}: no civilization may be played by one human"))
}

/// Play `name` with its first allowed human seat, the human's clicks made by the random player:
/// every curtain, summary and prompt goes through the table's commands.
fn play_with_a_human(cat: &Arc<Catalog>, name: &str, seed: u64) {
    let humans = first_human_seat(cat, name);
    let session = Session::start(cat.clone(), &new_game(name, humans.clone(), seed)).unwrap();
    assert_eq!(session.humans().len(), 1, "{name}: {humans:?}");
    let mut app = app(session, Speed::Instant);
    let mut player = RandomPlayer::new(seed);
    let (mut frames, mut summaries, mut decisions) = (0, 0, 0);
    while !table(&app).session.game.is_over() {
        frames += 1;
        assert!(
            frames <= 100_000,
            "{name}: stalled at {:?}",
            table(&app).session.pending().map(|d| &d.text)
        );
        let t = table(&app);
        let cmd = if t.messages.summary.is_some() {
            summaries += 1;
            Some(TableCmd::CloseSummary)
        } else if t.curtain().is_some() {
            Some(TableCmd::LiftCurtain)
        } else if t.human_may_act() {
            decisions += 1;
            let d = t.session.human_decision().unwrap();
            Some(TableCmd::Act(player.choose(d)))
        } else {
            None
        };
        if let Some(cmd) = cmd {
            app.world_mut().write_message(cmd);
        }
        app.update();
    }
    let t = table(&app);
    assert!(decisions > 0, "{name}: the human never decided");
    assert!(summaries > 0, "{name}: no summary was closed");
    let replayed = record::replay(cat.clone(), &t.session.record).unwrap();
    assert_eq!(t.session.game.hash(), replayed.hash(), "{name}");
}

#[test]
fn every_scenario_is_played_to_its_end_with_a_human_seat() {
    let cat = acme::games::acme::data::builtin();
    for (name, _) in acme::games::acme::scenario::shipped::FILES {
        play_with_a_human(&cat, name, 7);
    }
}
