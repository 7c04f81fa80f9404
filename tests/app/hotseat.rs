//! Hot-seat you can trust: whole 2-, 3- and 4-human games through the table's driver,
//! checking at every frame that nothing the window would show tells one human another's secrets
//! (a card committed face down, the cards in a hand), and that the curtain comes down only before
//! a decision that shows a hand.

use std::collections::BTreeSet;

type TableCmd = acme::app::table::driver::TableCmd<acme::app::games::acme::face::AcmeFace>;
use acme::app::table::state::TableReads;
use acme::app::table::state::TableView;
use acme::games::acme::decision::{Action, Ask};
use acme::games::acme::npc;
use acme::games::acme::record;
use acme::games::acme::state::State;
use acme::games::acme::view::Viewer;
use acme::games::acme::view::shows_hand;
use acme::settings::Speed;
use bevy::prelude::*;

fn hot_seat(players: u8, seed: u64) -> App {
    let session = super::session::hot_seat_session(players, players as usize, seed);
    let mut app = super::table::table_app(session, Speed::Instant);
    // A fixed step per frame: a result banner is read for its time before the next curtain.
    app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(
        std::time::Duration::from_millis(100),
    ));
    app
}

fn table(app: &App) -> TableView<'_, acme::app::games::acme::face::AcmeFace> {
    super::table::table_in(app.world())
}

/// The names of the cards `viewer` may not know of: the other humans' hands, and the cards they
/// have committed face down.
fn secrets(
    t: TableView<'_, acme::app::games::acme::face::AcmeFace>,
    viewer: Viewer,
) -> BTreeSet<String> {
    let s = &t.session;
    let st = &s.game.state;
    let mut out = BTreeSet::new();
    for y in s.humans() {
        if viewer.sees(st, y) {
            continue;
        }
        for &c in &st.civs[y.idx()].hand {
            out.insert(s.cat.card_name(c).to_string());
        }
    }
    if matches!(
        st.flow,
        acme::games::acme::Flow::Comp {
            step: acme::games::acme::CompStep::Commit { .. }
        }
    ) {
        for &(y, c, _) in &st.comp.committed {
            if !viewer.sees(st, y) {
                out.insert(s.cat.card_name(c).to_string());
            }
        }
    }
    out
}

fn assert_no_secret(texts: &[String], secret: &BTreeSet<String>, viewer: Viewer, st: &State) {
    let cat = acme::games::acme::data::builtin();
    for text in texts {
        // A public card whose name holds a secret one ("Biblical Earthquake", "Earthquake") is
        // not that card.
        let mut text = text.clone();
        for c in cat.fate_cards() {
            let name = c.name();
            if !secret.contains(name) && secret.iter().any(|n| name.contains(n.as_str())) {
                text = text.replace(name, "");
            }
        }
        for name in secret {
            assert!(
                !text.contains(name.as_str()),
                "{viewer:?} (turn {}, {:?}) reads \"{text}\", which names {name}, a card hidden \
                 from it",
                st.turn,
                st.flow
            );
        }
    }
}

/// Every viewer that could be at the screen: each human, and nobody in particular.
fn viewers(t: TableView<'_, acme::app::games::acme::face::AcmeFace>) -> Vec<Viewer> {
    let mut v: Vec<Viewer> = t.session.humans().into_iter().map(Viewer::Seat).collect();
    v.push(Viewer::Public);
    v
}

/// Play a whole hot-seat game, the brain standing in for every click; at each frame check what
/// the window shows the current viewer (toast, prompt, summary, competition panel, hand) and
/// what each new log line shows every possible viewer. Returns (curtains, hidden decisions).
fn play_checked(players: u8, seed: u64) -> (usize, usize) {
    let mut app = hot_seat(players, seed);
    let (mut curtains, mut hidden_decisions) = (0, 0);
    let mut checked_lines = 0;
    let mut frames = 0;
    let mut last_decision = None;
    while !table(&app).session.game.is_over() {
        frames += 1;
        assert!(frames < 200_000, "the game stalled");
        let t = table(&app);
        let s = &t.session;
        let st = &s.game.state;
        let viewer = t.viewer();
        // New log lines: what each possible viewer would read.
        for e in &s.log[checked_lines..] {
            for v in viewers(t) {
                if let Some(text) = e.text_for(st, v) {
                    assert_no_secret(&[text.to_string()], &secrets(t, v), v, st);
                }
            }
        }
        checked_lines = s.log.len();
        // What is on screen now.
        let secret = secrets(t, viewer);
        let mut texts: Vec<String> = Vec::new();
        if let Some(toast) = t.visible_toast() {
            texts.push(toast.text);
        }
        if let Some(sm) = &t.messages.summary {
            texts.extend(
                sm.lines
                    .iter()
                    .filter_map(|l| l.text_for(st, viewer).map(str::to_string)),
            );
        }
        if t.curtain().is_none()
            && let Some(d) = s.pending()
        {
            texts.push(d.text.to_string());
        }
        for (owner, card, _) in t.committed_for_view() {
            if let Some(c) = card {
                assert!(
                    viewer.sees(st, owner) || !secret.contains(s.cat.card_name(c)),
                    "{viewer:?} sees {owner:?}'s face-down card"
                );
            }
        }
        assert_no_secret(&texts, &secret, viewer, st);
        match (s.visible_hand(), viewer) {
            (Some(h), Viewer::Seat(v)) => assert_eq!(h, v, "another human's hand is shown"),
            (Some(h), _) => panic!("{h:?}'s hand shows to {viewer:?}"),
            _ => {}
        }
        // The clicks.
        let cmd = if t.messages.summary.is_some() {
            TableCmd::CloseSummary
        } else if let Some(who) = t.curtain() {
            let d = s.human_decision().unwrap();
            assert!(
                acme::games::acme::view::needs_curtain(d),
                "a curtain before {:?}, which is no hidden choice",
                d.ask
            );
            assert_eq!(s.visible_hand(), None, "a hand shows behind the curtain");
            assert_ne!(viewer, Viewer::Seat(who));
            curtains += 1;
            TableCmd::LiftCurtain
        } else if t.human_may_act() {
            let d = s.human_decision().unwrap().clone();
            if shows_hand(&d) && last_decision != Some(s.record.actions.len()) {
                hidden_decisions += 1;
                last_decision = Some(s.record.actions.len());
            }
            if !shows_hand(&d) {
                // Made in front of everyone: no hand is on the table but that of a human who
                // already holds the screen (a target after its own card).
                assert!(
                    viewer == Viewer::Public || viewer == Viewer::Seat(d.who),
                    "{viewer:?} at {:?} of {:?}",
                    d.ask,
                    d.who
                );
            }
            TableCmd::Act(npc::choose(&s.game, &d).action)
        } else {
            app.update();
            continue;
        };
        app.world_mut().write_message(cmd);
        app.update();
    }
    assert_replays(table(&app), "the game is its record's");
    let t = table(&app);
    assert_eq!(
        t.viewer(),
        Viewer::All,
        "after the game everything is visible"
    );
    (curtains, hidden_decisions)
}

#[test]
fn two_humans_never_read_each_others_secrets() {
    let (curtains, hidden) = play_checked(2, 3);
    assert!(curtains > 0 && hidden > 0);
}

#[test]
fn three_humans_never_read_each_others_secrets() {
    play_checked(3, 4);
}

#[test]
fn four_humans_never_read_each_others_secrets() {
    play_checked(4, 5);
}

/// A card committed face down is "commits a card face down" to everyone but its owner, in the
/// log and the toast, until it is revealed.
#[test]
fn a_face_down_commitment_is_announced_without_its_name() {
    let mut app = hot_seat(2, 3);
    for _ in 0..200_000 {
        let t = table(&app);
        let s = &t.session;
        assert!(!s.game.is_over(), "no card was committed face down");
        let face_down = |e: &&acme::games::acme::session::log::LogEntry| {
            e.secret
                .as_ref()
                .is_some_and(|x| x.public.ends_with("commits a card face down"))
        };
        if let Some(e) = s.log.iter().find(face_down) {
            let owner = e.secret.as_ref().unwrap().owner;
            let other = s.humans().into_iter().find(|&h| h != owner).unwrap();
            let st = &s.game.state;
            let public = e.text_for(st, Viewer::Public).unwrap();
            assert_eq!(e.text_for(st, Viewer::Seat(other)), Some(public));
            assert_eq!(e.text_for(st, Viewer::Seat(owner)), Some(e.text.as_str()));
            assert_ne!(public, e.text);
            return;
        }
        let cmd = if t.messages.summary.is_some() {
            TableCmd::CloseSummary
        } else if t.curtain().is_some() {
            TableCmd::LiftCurtain
        } else if let Some(d) = s.human_decision() {
            // Commit a card whenever one can, so that a commitment comes soon.
            let card = d.options.iter().find(|a| matches!(a, Action::Play(_)));
            let a = match (&d.ask, card) {
                (Ask::Commit { .. }, Some(&c)) => c,
                _ => npc::choose(&s.game, d).action,
            };
            TableCmd::Act(a)
        } else {
            app.update();
            continue;
        };
        app.world_mut().write_message(cmd);
        app.update();
    }
    panic!("no card was committed face down");
}

/// Decisions that show no hand (placing disks, losses paid with disks or mina, loot) are made in
/// front of everyone: in a competition between two humans the screen is passed only before a
/// decision that shows a hand.
#[test]
fn the_curtain_comes_down_only_before_a_hand_is_shown() {
    let mut app = hot_seat(2, 8);
    let mut public_decisions = 0;
    for _ in 0..200_000 {
        let t = table(&app);
        let s = &t.session;
        if s.game.state.turn >= 3 || s.game.is_over() {
            break;
        }
        let cmd = if t.messages.summary.is_some() {
            TableCmd::CloseSummary
        } else if t.curtain().is_some() {
            assert!(acme::games::acme::view::needs_curtain(
                s.human_decision().unwrap()
            ));
            TableCmd::LiftCurtain
        } else if let Some(d) = s.human_decision() {
            if !shows_hand(d) {
                public_decisions += 1;
            }
            TableCmd::Act(npc::choose(&s.game, d).action)
        } else {
            app.update();
            continue;
        };
        app.world_mut().write_message(cmd);
        app.update();
    }
    assert!(public_decisions > 0);
}

/// A competition seen through the table's driver: its curtains, and the human losses asked.
#[derive(Debug, Default)]
struct Watched {
    rounds: u8,
    loss_questions: usize,
    /// Curtains before a decision that is not a hidden choice (a loss, a place on the map).
    needless_curtains: usize,
    curtains: usize,
    banner: bool,
}

/// the losses of a competition are public. Between the first commitment and
/// the result banner the screen is passed only before a hidden choice (a card committed,
/// negated, played); every loss round is asked in front of everyone, one question per
/// civilization, answered with one plan (here: a mina when it has one, else disks).
#[test]
fn a_competition_shows_no_curtain_before_its_losses() {
    let mut watched: Vec<Watched> = Vec::new();
    for seed in 0..6 {
        let mut app = hot_seat(2, seed);
        // The competition being watched (from its first commitment to its result).
        let mut now: Option<Watched> = None;
        for _ in 0..200_000 {
            let t = table(&app);
            let s = &t.session;
            if s.game.is_over() || s.game.state.turn >= 4 {
                break;
            }
            if let Some(w) = now.as_mut() {
                w.rounds = w.rounds.max(s.game.state.comp.round);
                if s.game.state.comp.area.is_none() {
                    w.banner = t.stage.banner.is_some();
                    watched.push(now.take().unwrap());
                }
            }
            let cmd = if t.messages.summary.is_some() {
                TableCmd::CloseSummary
            } else if t.curtain().is_some() {
                let d = s.human_decision().unwrap();
                if let Some(w) = now.as_mut() {
                    w.curtains += 1;
                    if !acme::games::acme::view::needs_curtain(d)
                        || matches!(d.ask, Ask::Loss { .. })
                    {
                        w.needless_curtains += 1;
                    }
                }
                TableCmd::LiftCurtain
            } else if t.human_may_act() {
                let d = s.human_decision().unwrap().clone();
                if matches!(d.ask, Ask::Commit { .. }) && now.is_none() {
                    now = Some(Watched::default());
                }
                match s.loss_question() {
                    Some(q) => {
                        if let Some(w) = now.as_mut() {
                            w.loss_questions += 1;
                        }
                        assert!(q.count >= 1);
                        let plan = acme::games::acme::session::LossPlan::new(
                            &q,
                            &[],
                            false,
                            q.mina.min(1),
                            &[],
                        );
                        TableCmd::Losses(plan)
                    }
                    None => TableCmd::Act(npc::choose(&s.game, &d).action),
                }
            } else {
                app.update();
                continue;
            };
            app.world_mut().write_message(cmd);
            app.update();
        }
        assert_replays(
            table(&app),
            "the plans are recorded as the engine's own answers",
        );
    }
    eprintln!("{watched:?}");
    for w in &watched {
        assert_eq!(w.needless_curtains, 0, "{w:?}");
        assert!(w.banner, "a competition ended without its banner: {w:?}");
    }
    assert!(
        watched
            .iter()
            .any(|w| w.rounds >= 3 && w.loss_questions >= 3),
        "no competition between the humans had 3 loss rounds: {watched:?}"
    );
}

/// The game on the table is the one its record replays to (`acme replay`).
fn assert_replays(t: TableView<'_, acme::app::games::acme::face::AcmeFace>, why: &str) {
    let replayed = record::replay(acme::games::acme::data::builtin(), &t.session.record).unwrap();
    assert_eq!(t.session.game.hash(), replayed.hash(), "{why}");
}

/// Competitions play in front of everyone (UX "Competition, animated"; hot-seat: the mission's
/// animated competition is for the whole table). In the game of `acme play --setup basic-3
/// --humans Egypt,Hittite --seed 11`, at a visible speed with the theatre on stage: no curtain is
/// up while a disk of a competition flies off the board, while its events play back, or while
/// its result banner is read; the curtain for the next human's secret choice comes after.
#[test]
fn every_removal_of_a_competition_is_played_in_front_of_everyone() {
    use acme::app::table::theatre::{Cargo, Flight};
    let session = super::session::session(3, 2, 11);
    let mut app = super::table::table_app(session, Speed::Fast);
    app.insert_state(acme::app::AppState::InGame)
        .add_plugins(acme::app::table::stage_plugin::<acme::app::games::acme::face::AcmeFace>)
        .insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(
            std::time::Duration::from_millis(40),
        ));
    let (mut removals, mut waiting_curtains, mut curtains) = (0, 0, 0);
    for _ in 0..40_000 {
        if table(&app).session.game.state.turn >= 4 {
            break;
        }
        app.update();
        let disks_flying = {
            let mut q = app.world_mut().query::<&Flight<acme::app::games::Face>>();
            q.iter(app.world())
                .filter(|f| matches!(f.cargo, Cargo::Disk { .. }))
                .count()
        };
        let t = table(&app);
        let s = &t.session;
        let competing = t.stage.playback.competition.is_some() && !t.stage.playback.is_idle();
        if disks_flying > 0 || competing || t.stage.banner.is_some() {
            assert_eq!(
                t.curtain(),
                None,
                "a curtain is up while the table shows a competition (turn {}, {:?})",
                s.game.state.turn,
                s.game.state.flow
            );
            // No hand but that of the human already holding the screen and deciding now.
            if let Some(h) = s.visible_hand() {
                assert_eq!(
                    s.human_decision().map(|d| d.who),
                    Some(h),
                    "{h:?}'s hand shows while a competition plays"
                );
            }
            if disks_flying > 0 {
                removals += 1;
                // A human's secret choice waits for the competition to be shown.
                if s.curtain().is_some() {
                    waiting_curtains += 1;
                }
            }
        }
        let cmd = if t.messages.summary.is_some() {
            TableCmd::CloseSummary
        } else if t.curtain().is_some() {
            curtains += 1;
            TableCmd::LiftCurtain
        } else if t.human_may_act() && t.stage.playback.is_idle() {
            TableCmd::Act(npc::choose(&s.game, s.human_decision().unwrap()).action)
        } else {
            continue;
        };
        app.world_mut().write_message(cmd);
    }
    assert!(removals > 0, "no disk was seen leaving in a competition");
    assert!(
        waiting_curtains > 0,
        "no human's secret choice came right after a competition: the test shows nothing"
    );
    assert!(curtains > 0, "the screen was never passed");
}
