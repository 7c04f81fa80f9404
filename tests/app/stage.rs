//! The table as a stage, headless: the `TablePhase` state follows
//! the engine through whole turns, the card entities are the hand, the centre of the table and
//! the committed cards after every frame, the camera stays on a contested area from its first
//! commitment to its result, and every disk removed in a competition is seen leaving.

use std::collections::BTreeSet;

use acme::app::AppState;
use acme::app::game_face::{GameFace, Presentation};
use acme::app::games::Face;
use acme::app::table::cards::{Place, TableCard};
type TableCmd = acme::app::table::driver::TableCmd<acme::app::games::acme::face::AcmeFace>;
use acme::app::table::phase::{Presents, TablePhase};
use acme::app::table::state::TableReads;
use acme::app::table::state::TableView;
use acme::app::table::theatre::{Anchor, Cargo, Flight};
use acme::games::acme::Phase;
use acme::games::acme::decision::Ask;
use acme::games::acme::npc;
use acme::games::acme::record;
use acme::games::acme::session::Session;
use acme::games::acme::{CompStep, Flow};
use acme::settings::Speed;
use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;

/// The driver and the stage (phase state, card entities, flights) on `session`, in game.
fn stage_app(session: Session, speed: Speed) -> App {
    let mut app = super::table::table_app(session, speed);
    app.insert_state(AppState::InGame)
        .add_plugins(acme::app::table::stage_plugin::<acme::app::games::acme::face::AcmeFace>)
        .insert_resource(TimeUpdateStrategy::ManualDuration(
            std::time::Duration::from_millis(60),
        ));
    app
}

fn table(app: &App) -> TableView<'_, acme::app::games::acme::face::AcmeFace> {
    super::table::table_in(app.world())
}

/// A human's click (the brain's answer stands in for the player's), or nothing when no human
/// may act.
fn click(app: &mut App) {
    let t = table(app);
    let cmd = if t.messages.summary.is_some() && !t.watching() {
        TableCmd::CloseSummary
    } else if let Some(d) = t.session.human_decision().cloned() {
        if t.curtain().is_some() {
            TableCmd::LiftCurtain
        } else if !t.stage.playback.is_idle() {
            return;
        } else {
            TableCmd::Act(npc::choose(&t.session.game, &d).action)
        }
    } else {
        return;
    };
    app.world_mut().write_message(cmd);
}

fn cards(app: &mut App) -> Vec<TableCard<acme::app::games::acme::face::AcmeFace>> {
    let mut q = app
        .world_mut()
        .query::<&TableCard<acme::app::games::acme::face::AcmeFace>>();
    q.iter(app.world()).copied().collect()
}

/// RB "Game Overview": ACME's turn is the Growth, Card, Competition and Reckoning Phases, with the
/// End of Epoch after an Epoch's last turn. Its face for the table names each phase as the rules
/// do, gives each a distinct id, and only the Competition Phase asks for the theatre.
#[test]
fn rb_acmes_face_names_every_phase_and_only_the_competition_opens_the_theatre() {
    let all = [
        Phase::Growth,
        Phase::Card,
        Phase::Competition,
        Phase::Reckoning,
        Phase::EndOfEpoch,
        Phase::GameOver,
    ];
    for p in all {
        assert_eq!(Face::phase(p).name, p.name(), "{p:?}");
    }
    let ids: BTreeSet<&str> = Face::PHASES.iter().map(|f| f.id).collect();
    assert_eq!(ids.len(), all.len());
    let theatre: Vec<Phase> = Face::PHASES
        .iter()
        .filter(|f| f.shows == Presentation::Theatre)
        .map(|f| f.phase)
        .collect();
    assert_eq!(theatre, vec![Phase::Competition]);
    assert_eq!(Face::phase(Phase::GameOver).shows, Presentation::GameOver);
}

/// "a headless test checks that the phase state follows the engine through a
/// whole turn". The phases the table passes through are those the engine started, in order, and
/// the state settles on the engine's phase whenever the board has caught up.
#[test]
fn the_table_phase_follows_the_engine_through_whole_turns() {
    let session = super::session::session(3, 2, 31);
    let mut app = stage_app(session, Speed::Fast);
    let mut seen: Vec<TablePhase> = Vec::new();
    let mut frames = 0;
    while table(&app).session.game.state.turn < 3 {
        frames += 1;
        assert!(frames < 20_000, "the game stalled");
        click(&mut app);
        app.update();
        let now = *app.world().resource::<State<TablePhase>>().get();
        if seen.last() != Some(&now) {
            seen.push(now);
        }
        // The presentation is the one the shown phase asks for (the theatre keys on it).
        let presents = app
            .world()
            .get_resource::<State<Presents>>()
            .map(|s| s.get().0);
        let asked = match now {
            TablePhase::Playing { shows, .. } => Some(shows),
            TablePhase::Off | TablePhase::Setup => None,
        };
        assert_eq!(presents, asked, "{now:?}");
    }
    // Let the board catch up, then the state is the engine's phase.
    for _ in 0..400 {
        app.update();
        let now = *app.world().resource::<State<TablePhase>>().get();
        if seen.last() != Some(&now) {
            seen.push(now);
        }
        if table(&app).stage.playback.is_idle()
            && TablePhase::of::<acme::app::games::acme::face::AcmeFace>(
                table(&app).stage.shown_phase,
            ) == now
        {
            break;
        }
    }
    let t = table(&app);
    assert_eq!(
        *app.world().resource::<State<TablePhase>>().get(),
        TablePhase::of::<acme::app::games::acme::face::AcmeFace>(t.session.phase)
    );
    // The engine's phases, from its log's phase headings: the same sequence.
    let phases: Vec<TablePhase> = t
        .session
        .log
        .iter()
        .filter(|l| l.text.starts_with('—'))
        .filter_map(|l| l.phase)
        .map(|p| TablePhase::of::<acme::app::games::acme::face::AcmeFace>(Some(p)))
        .fold(Vec::new(), |mut v, p| {
            if v.last() != Some(&p) {
                v.push(p);
            }
            v
        });
    let played: Vec<TablePhase> = seen
        .into_iter()
        .filter(|p| !matches!(p, TablePhase::Off | TablePhase::Setup))
        .collect();
    assert_eq!(played, phases);
    for p in [
        Phase::Growth,
        Phase::Card,
        Phase::Competition,
        Phase::Reckoning,
    ]
    .map(|p| TablePhase::of::<acme::app::games::acme::face::AcmeFace>(Some(p)))
    {
        assert!(played.contains(&p), "{p:?} never shown: {played:?}");
    }
    // The state only follows: the game is the one its record replays to.
    let replayed = record::replay(acme::games::acme::data::builtin(), &t.session.record).unwrap();
    assert_eq!(replayed.hash(), t.session.game.hash());
}

/// "card entities match the hand and the table after every action". The hand
/// entities are the hand of the human looking (none behind the curtain), in order; the centre
/// entities are the card played and its chain; the committed ones are face down exactly when
/// the viewer may not see them.
#[test]
fn card_entities_are_the_hand_the_centre_and_the_committed_cards_after_every_frame() {
    let session = super::session::session(3, 2, 44);
    let mut app = stage_app(session, Speed::Fast);
    let mut frames = 0;
    let mut played_seen = BTreeSet::new();
    let mut face_down_seen = 0;
    let mut hands_seen = 0;
    while table(&app).session.game.state.turn < 3 {
        frames += 1;
        assert!(frames < 20_000, "the game stalled");
        click(&mut app);
        app.update();
        let cs = cards(&mut app);
        let t = table(&app);
        let s = &t.session;
        let st = &s.game.state;
        // The hand.
        let mut hand: Vec<_> = cs
            .iter()
            .filter_map(|c| match c.place {
                Place::Hand(i) => Some((i, c.card.unwrap(), c.owner)),
                _ => None,
            })
            .collect();
        hand.sort();
        match s.visible_hand() {
            Some(who) => {
                let want: Vec<_> = st.civs[who.idx()]
                    .hand
                    .iter()
                    .enumerate()
                    .map(|(i, &c)| (i as u8, c, Some(who)))
                    .collect();
                assert_eq!(hand, want, "frame {frames}: the hand entities");
                hands_seen += 1;
            }
            None => assert!(hand.is_empty(), "frame {frames}: a hand behind the curtain"),
        }
        // The centre.
        let mut centre: Vec<_> = cs
            .iter()
            .filter_map(|c| match c.place {
                Place::Centre(d) => Some((d, c.card.unwrap())),
                _ => None,
            })
            .collect();
        centre.sort();
        let want: Vec<_> = t
            .stage
            .centre
            .stack
            .iter()
            .enumerate()
            .map(|(d, c)| (d as u8, c.card))
            .collect();
        assert_eq!(centre, want, "frame {frames}: the centre entities");
        played_seen.extend(centre.iter().map(|c| c.1));
        // The committed cards.
        let committed: Vec<_> = cs
            .iter()
            .filter(|c| matches!(c.place, Place::Committed(_)))
            .collect();
        if t.contested().is_some() && t.contested() == st.comp.area {
            assert_eq!(committed.len(), st.comp.committed.len(), "frame {frames}");
            let committing = matches!(
                st.flow,
                Flow::Comp {
                    step: CompStep::Commit { .. }
                }
            );
            let viewer = t.viewer();
            for c in committed {
                let owner = c.owner.unwrap();
                let hidden = committing && !viewer.sees(st, owner);
                assert_eq!(c.card.is_none(), hidden, "frame {frames}: {c:?}");
                face_down_seen += hidden as u32;
            }
        } else {
            assert!(committed.is_empty(), "frame {frames}: {committed:?}");
        }
    }
    assert!(hands_seen > 0, "no hand was ever shown");
    assert!(!played_seen.is_empty(), "no card ever came to the centre");
    let _ = face_down_seen;
}

/// UX "Competition, animated" 1 and 5: the camera stays on the contested area
/// from its first commitment to its result banner, even across the humans' own choices.
#[test]
fn the_camera_stays_on_the_contested_area_from_commitment_to_result() {
    let session = super::session::session(2, 2, 17);
    let mut app = stage_app(session, Speed::Normal);
    let mut checked = 0;
    let mut current = None;
    for _ in 0..40_000 {
        click(&mut app);
        app.update();
        let t = table(&app);
        let st = &t.session.game.state;
        if let Some((r, _)) = &t.stage.banner
            && current == Some(r.area)
        {
            assert_eq!(t.focus(), current, "the camera left before the banner");
            if checked > 0 {
                return;
            }
            current = None;
        }
        if let Some(a) = current {
            assert_eq!(t.focus(), Some(a), "the camera left {a:?} mid-competition");
            checked += 1;
        } else if t.stage.playback.is_idle()
            && matches!(
                t.session.pending().map(|d| &d.ask),
                Some(Ask::Commit { .. })
            )
        {
            current = st.comp.area;
        }
    }
    panic!("no competition was decided by humans (checked {checked} frames)");
}

/// UX "Competition, animated" 4: every disk removed in a competition shown at a
/// visible speed leaves its area: a civilization's disk for its owner's row (its supply), a
/// Barbarian one off the board.
#[test]
fn every_disk_removed_in_a_competition_is_seen_leaving() {
    let session = super::session::session(4, 0, 23);
    let mut app = stage_app(session, Speed::Normal);
    let mut seen = BTreeSet::new();
    let mut disks = 0;
    let mut removed_shown = 0u32;
    let mut last_display = table(&app).display().clone();
    for _ in 0..20_000 {
        app.update();
        let t = table(&app);
        // Disks removed between two frames of a competition, on the display (one per beat).
        if t.stage.playback.competition.is_some() {
            for (a, b) in last_display.areas.iter().zip(t.display().areas.iter()) {
                for f in 0..a.disks.len() {
                    removed_shown += a.disks[f].saturating_sub(b.disks[f]) as u32;
                }
            }
        }
        last_display = t.display().clone();
        let mut q = app.world_mut().query::<(Entity, &Flight<Face>)>();
        for (e, f) in q.iter(app.world()) {
            if seen.insert(e)
                && let Cargo::Disk { .. } = f.cargo
            {
                disks += 1;
                assert!(matches!(f.from, Anchor::Area(_)), "{f:?}");
                assert!(
                    matches!(f.to, Anchor::Civ(_) | Anchor::AboveArea(_)),
                    "{f:?}"
                );
            }
        }
        if table(&app).session.game.state.turn >= 2 && removed_shown > 0 {
            break;
        }
    }
    assert!(removed_shown > 0, "no disk was removed in a competition");
    assert!(
        disks >= removed_shown,
        "{removed_shown} disks removed, {disks} seen leaving"
    );
}
