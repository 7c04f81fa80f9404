//! The guided tutorial: the script in `assets/tutorial/` is played through on
//! the rules and through the headless table driver, and reaches the Playbook example's end states
//! (the same state hashes as tests/rules/example_turn.rs).

use acme::games::acme::Action;
use acme::games::acme::session::tutorial::{Script, Then, Tutorial, Waiting};

use crate::support::{PB_EXAMPLE_TURN1_END_HASH, PB_EXAMPLE_TURN2_SACK_HASH};

fn script() -> Script {
    Script::builtin(&acme::games::acme::data::builtin()).unwrap_or_else(|e| {
        panic!(
            "the shipped script: {}",
            e.iter()
                .map(|e| e.to_string())
                .collect::<Vec<_>>()
                .join("\n")
        )
    })
}

/// Every expected answer is legal and asked of the right side (checked by `play_through`), and
/// each scene ends in the Playbook example's state: turn 2's Growth after the turn-1 Reckoning,
/// and Aleppo sacked in turn 2 (PB "Example of an ACME Turn").
#[test]
fn tutorial_script_plays_through_to_the_playbook_example_end_states() {
    let s = script();
    let ends = s
        .play_through(&acme::games::acme::data::builtin())
        .expect("plays through");
    let hashes: Vec<u64> = ends.iter().map(|(_, g)| g.hash()).collect();
    assert_eq!(
        hashes,
        vec![PB_EXAMPLE_TURN1_END_HASH, PB_EXAMPLE_TURN2_SACK_HASH],
        "{hashes:x?}"
    );
}

/// A script naming an area that is not on the map is refused with the file, the line, the
/// chapter and the step, and the bad name (never a panic, never a half-checked script).
#[test]
fn tutorial_script_with_an_unknown_area_is_a_clear_error() {
    let (file, text) = acme::games::acme::session::tutorial::SCRIPT_FILE;
    let good = r#"Learner([Area("Sinai Sea"), Area("Tyre")"#;
    assert!(
        text.contains(good),
        "the shipped script changed: fix this test"
    );
    let broken = text.replace(good, r#"Learner([Area("Sinai Sea"), Area("Tyrre")"#);
    let line = broken
        .lines()
        .position(|l| l.contains("\"Tyrre\""))
        .unwrap()
        + 1;
    let positions = |name: &str| {
        acme::games::acme::session::tutorial::POSITION_FILES
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, t)| t.to_string())
            .ok_or_else(|| format!("no file {name}"))
    };
    let errs = Script::parse(
        &acme::games::acme::data::builtin(),
        file,
        &broken,
        &positions,
    )
    .expect_err("an unknown area is refused");
    let said: Vec<String> = errs.iter().map(|e| e.to_string()).collect();
    assert_eq!(
        said,
        vec![format!(
            "{file}:{line}: chapter 1 (Growth: retire, acquire, deploy), step 6: no area named \"Tyrre\""
        )]
    );
    // A card that does not exist, and a start position that does not exist, likewise.
    let broken = text
        .replace(r#"Play("Biblical Plague")"#, r#"Play("Biblical Plage")"#)
        .replace("pb-example-turn2-competition", "pb-example-turn9");
    let errs = Script::parse(
        &acme::games::acme::data::builtin(),
        file,
        &broken,
        &positions,
    )
    .expect_err("refused");
    let said = errs
        .iter()
        .map(|e| e.to_string())
        .collect::<Vec<_>>()
        .join("\n");
    assert!(
        said.contains(
            "chapter 2 (Card Phase: play, negate), step 3: no card named \"Biblical Plage\""
        ),
        "{said}"
    );
    assert!(
        said.contains("the start position pb-example-turn9.position.ron"),
        "{said}"
    );
}

/// A script whose answers do not follow the game (an answer the rules refuse at its step) is
/// refused by the play-through, naming the step.
#[test]
fn tutorial_script_with_an_illegal_answer_is_refused_with_its_step() {
    let (file, text) = acme::games::acme::session::tutorial::SCRIPT_FILE;
    // Egypt has no disk in Lukka to remove for God of the Forge.
    let broken = text.replacen(
        r#"RemoveFrom("Western Desert")"#,
        r#"RemoveFrom("Lukka")"#,
        2,
    );
    let positions = |name: &str| {
        acme::games::acme::session::tutorial::POSITION_FILES
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, t)| t.to_string())
            .ok_or_else(|| format!("no file {name}"))
    };
    let errs = Script::parse(
        &acme::games::acme::data::builtin(),
        file,
        &broken,
        &positions,
    )
    .expect_err("refused");
    let said = errs
        .iter()
        .map(|e| e.to_string())
        .collect::<Vec<_>>()
        .join("\n");
    assert!(
        said.contains("chapter 2 (Card Phase: play, negate), step 6, answer 4"),
        "{said}"
    );
}

/// The learner's clicks are judged gently: the example's answer is right; another legal answer
/// is "allowed, but the example does X here" with the step's reason; an illegal one gets the
/// rules' own explanation (`Game::explain`); and nothing is played either way.
#[test]
fn tutorial_judges_the_learners_answers() {
    let s = std::sync::Arc::new(script());
    let mut g = acme::games::acme::record::replay(
        acme::games::acme::data::builtin(),
        &s.record_at(0).unwrap(),
    )
    .expect("the first scene starts");
    let mut t = Tutorial::at_chapter(s.clone(), 0);
    // Two reading steps, then the Hittites' Growth, played from the script.
    assert_eq!(t.waiting(), Waiting::Next);
    t.next();
    t.next();
    assert_eq!(t.waiting(), Waiting::OtherReady);
    assert!(
        t.judge(&g, &[Action::Done])
            .unwrap_err()
            .contains("press Next")
    );
    t.next();
    while let Waiting::Other(a) = t.waiting() {
        g.apply(a).expect("the script's move is legal");
        t.answered();
    }
    // Egypt's Retirement Step: the example retires nothing.
    assert_eq!(t.waiting(), Waiting::Learner(Action::Done));
    assert_eq!(t.judge(&g, &[Action::Done]), Ok(()));
    let memphis = Action::Area(g.catalog.board.find("Memphis").unwrap());
    let legal = t.judge(&g, &[memphis]).unwrap_err();
    assert!(
        legal
            .starts_with("That is allowed by the rules, but the Playbook's example does this here")
            && legal.contains("Sue retires nothing"),
        "{legal}"
    );
    let lukka = Action::Area(g.catalog.board.find("Lukka").unwrap());
    let illegal = t.judge(&g, &[lukka]).unwrap_err();
    let d = g.pending().unwrap().clone();
    assert!(
        illegal.starts_with(&format!("Not allowed: {}", g.explain(&d, &lukka))),
        "{illegal}"
    );
    assert_eq!(g.pending(), Some(&d), "judging plays nothing");
}

/// Every chapter can be started on its own: the game replayed from the script up to it asks the
/// chapter's first answer of the right side, and it is legal.
#[test]
fn tutorial_starts_at_every_chapter() {
    let s = script();
    let learner_civ = acme::games::acme::data::builtin()
        .civ_by_name(&s.learner)
        .unwrap();
    for (k, ch) in s.chapters.iter().enumerate() {
        let rec = s.record_at(k).expect("a start");
        let g = acme::games::acme::record::replay(acme::games::acme::data::builtin(), &rec)
            .unwrap_or_else(|e| panic!("chapter {}: {e}", k + 1));
        let first = ch.steps.iter().find_map(|st| match &st.then {
            Then::Read => None,
            Then::Learner(l) => Some((true, l[0])),
            Then::Other(l) => Some((false, l[0])),
        });
        if let Some((mine, a)) = first {
            let d = g.pending().expect("a decision");
            assert_eq!(
                g.state.civ(d.who).civ == learner_civ,
                mine,
                "chapter {}",
                k + 1
            );
            assert!(g.clone().apply(a).is_ok(), "chapter {}: {a:?}", k + 1);
        }
    }
}

#[cfg(feature = "gui")]
mod through_the_table {
    use std::sync::Arc;

    use acme::app::games::acme::tutorial;
    use acme::app::games::acme::tutorial::{TutorialCmd, tutorial_table};
    use acme::app::table::driver;
    type TableCmd = acme::app::table::driver::TableCmd<acme::app::games::acme::face::AcmeFace>;
    use acme::app::table::state::{TableReads, TableView};
    use acme::games::acme::Action;
    use acme::games::acme::session::tutorial::Waiting;
    use acme::settings::Speed;
    use bevy::prelude::*;

    use crate::support::{PB_EXAMPLE_TURN1_END_HASH, PB_EXAMPLE_TURN2_SACK_HASH};

    fn tutorial_app(chapter: usize) -> App {
        let script = Arc::new(super::script());
        let table = tutorial_table(
            acme::games::acme::data::builtin(),
            script,
            chapter,
            Speed::Instant,
        )
        .expect("the tutorial's table");
        let mut app = crate::headless::app();
        app.add_plugins((
            driver::plugin::<acme::app::games::acme::face::AcmeFace>,
            tutorial::plugin,
        ));
        table.insert(app.world_mut());
        app
            // A tenth of a second a frame; the first step settles before the learner clicks
            // (`settle::SETTLE_SECS`).
            .insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(
                std::time::Duration::from_millis(100),
            ));
        for _ in 0..4 {
            app.update();
        }
        app
    }

    fn table(app: &App) -> TableView<'_, acme::app::games::acme::face::AcmeFace> {
        crate::app::table::table_in(app.world())
    }

    /// The whole script through the headless table driver, as the learner would: Next on the
    /// reading steps and before the other side's moves (which the table plays from the script),
    /// the expected click on the learner's steps (each checked legal and the learner's to give),
    /// the Reckoning summary closed. Each scene ends in the Playbook example's state.
    #[test]
    fn tutorial_plays_through_the_headless_table_to_the_playbook_example_end_states() {
        let mut app = tutorial_app(0);
        let mut ends = Vec::new();
        let mut last: Option<(acme::games::acme::record::SetupSpec, u64)> = None;
        let mut clicks = 0;
        for _ in 0..5000 {
            let t = table(&app);
            let setup = t.session.record.setup.clone();
            if let Some((before, hash)) = last.take()
                && before != setup
            {
                // A new scene came to the table: the last one ended with `hash`.
                ends.push(hash);
            }
            last = Some((setup, t.session.game.hash()));
            let tut = t.tutorial.as_ref().expect("still a tutorial");
            assert!(tut.hint.is_none(), "refused: {:?}", tut.hint);
            assert!(
                t.session.curtain().is_none(),
                "no hot-seat curtain in a tutorial"
            );
            if t.messages.summary.is_some() {
                app.world_mut().write_message(TableCmd::CloseSummary);
            } else {
                match tut.waiting() {
                    Waiting::End => break,
                    Waiting::Next | Waiting::OtherReady => {
                        app.world_mut().write_message(TutorialCmd::Next);
                    }
                    Waiting::Other(_) => {}
                    Waiting::Learner(a) => {
                        let d = t.session.pending().expect("a decision").clone();
                        let learner = tut.script.learner_slot(&t.session.game).unwrap();
                        assert_eq!(d.who, learner, "the learner's step asks the learner");
                        assert!(t.human_may_act());
                        assert!(
                            t.session.game.clone().apply(a).is_ok(),
                            "{a:?} is legal at \"{}\"",
                            d.text
                        );
                        app.world_mut().write_message(TableCmd::Act(a));
                        clicks += 1;
                    }
                }
            }
            app.update();
        }
        let t = table(&app);
        assert!(t.tutorial.as_ref().unwrap().is_over(), "the script ended");
        ends.push(t.session.game.hash());
        assert_eq!(
            ends,
            vec![PB_EXAMPLE_TURN1_END_HASH, PB_EXAMPLE_TURN2_SACK_HASH],
            "{ends:x?}"
        );
        assert!(clicks > 20, "the learner clicked {clicks} times");
    }

    /// At the table a wrong click changes nothing and leaves the explanation in the step card
    /// (and a toast that is not an error); the other side's decisions are not the learner's to
    /// answer.
    #[test]
    fn tutorial_table_refuses_wrong_clicks_gently() {
        let mut app = tutorial_app(1);
        // The Card Phase: read, then watch the Hittites play Trade Fleets.
        let start = table(&app).session.record.actions.len();
        let hittite_move = table(&app).session.pending().unwrap().options[0];
        app.world_mut().write_message(TableCmd::Act(hittite_move));
        app.update();
        let t = table(&app);
        assert_eq!(t.session.record.actions.len(), start, "nothing played");
        let hint = t
            .tutorial
            .as_ref()
            .unwrap()
            .hint
            .clone()
            .unwrap_or_default();
        assert!(hint.contains("Read this step first"), "{hint}");
        let before = t.session.record.actions.len();
        for _ in 0..2 {
            app.world_mut().write_message(TutorialCmd::Next);
            // Each step is on screen a moment before its Next counts (`settle`).
            for _ in 0..4 {
                app.update();
            }
        }
        for _ in 0..20 {
            app.update();
        }
        let t = table(&app);
        let tut = t.tutorial.as_ref().unwrap();
        let Waiting::Learner(right) = tut.waiting() else {
            panic!("the learner's Biblical Plague, not {:?}", tut.waiting());
        };
        let played = t.session.record.actions.len();
        assert_eq!(played, before + 4, "Trade Fleets and its three seas");
        // Gold Smith is playable now, but the example plays Biblical Plague.
        let gold_smith = Action::Play(acme::games::acme::catalog::CardId(2));
        app.world_mut().write_message(TableCmd::Act(gold_smith));
        app.update();
        let t = table(&app);
        assert_eq!(t.session.record.actions.len(), played, "nothing played");
        let hint = t.tutorial.as_ref().unwrap().hint.clone().unwrap();
        assert!(
            hint.starts_with("That is allowed by the rules, but"),
            "{hint}"
        );
        let toast = t.messages.toast.clone().unwrap();
        assert!(!toast.error && toast.text == hint, "{toast:?}");
        // The right click is played, and the hint goes.
        app.world_mut().write_message(TableCmd::Act(right));
        app.update();
        let t = table(&app);
        assert_eq!(t.session.record.actions.last(), Some(&right));
        assert!(t.tutorial.as_ref().unwrap().hint.is_none());
        // Undo is not offered in the tutorial.
        app.world_mut().write_message(TableCmd::Undo);
        app.update();
        assert_eq!(table(&app).session.record.actions.last(), Some(&right));
    }
}
