//! The play screens' driver, headless (MinimalPlugins + StatesPlugin + the table driver): the UI's
//! commands drive a 2-player hot-seat game through a full turn and an all-NPC game through an
//! epoch and to its end; the rules state always matches a pure replay of the same actions
//! (issue 7, "How we will know it is done").

use acme::app::table::driver::{self, Table, TableCmd};
use acme::play::Session;
use acme::rules::npc;
use acme::rules::record;
use acme::settings::Speed;
use bevy::prelude::*;

fn app(players: u8, humans: usize, seed: u64, speed: Speed) -> App {
    table_app(super::session::session(players, humans, seed), speed)
}

/// The table's driver without a window, on `session` (shared by the table tests).
pub fn table_app(session: Session, speed: Speed) -> App {
    let mut app = crate::headless::app();
    app.add_plugins(driver::plugin)
        .insert_resource(Table::new(session, speed));
    app
}

fn table(app: &App) -> &Table {
    app.world().resource::<Table>()
}

/// What a player's click sends: lift the curtain if it is down, else the answer (the brain's
/// choice stands in for the player's).
fn click(app: &mut App) -> bool {
    let t = table(app);
    let Some(d) = t.session.human_decision().cloned() else {
        return false;
    };
    let cmd = if t.session.curtain().is_some() {
        TableCmd::LiftCurtain
    } else if t.summary.is_some() {
        TableCmd::CloseSummary
    } else {
        TableCmd::Act(npc::choose(&t.session.game, &d).action)
    };
    app.world_mut().write_message(cmd);
    true
}

fn replayed_hash(t: &Table) -> u64 {
    record::replay(acme::data::builtin(), &t.session.record)
        .unwrap()
        .hash()
}

#[test]
fn hot_seat_two_players_play_a_full_turn_through_the_ui_commands() {
    let mut app = app(2, 2, 17, Speed::Instant);
    app.update();
    let mut curtains = 0;
    let mut last_viewer = None;
    for _ in 0..5000 {
        if table(&app).session.game.state.turn >= 2 && table(&app).summary.is_none() {
            break;
        }
        let t = table(&app);
        if let Some(who) = t.session.curtain() {
            assert_eq!(t.session.visible_hand(), None);
            if last_viewer != Some(who) {
                curtains += 1;
                last_viewer = Some(who);
            }
        }
        click(&mut app);
        app.update();
    }
    let t = table(&app);
    assert_eq!(t.session.game.state.turn, 2, "the first turn did not end");
    assert!(curtains >= 2, "the screen was passed {curtains} times");
    assert_eq!(t.session.game.hash(), replayed_hash(t));
    // The first Reckoning was summed up for the players (and closed by a click).
    assert!(t.session.log.iter().any(|l| l.text.contains("Reckoning")));
}

#[test]
fn an_illegal_click_changes_nothing_and_says_why() {
    let mut app = app(2, 1, 19, Speed::Instant);
    app.update();
    for _ in 0..200 {
        let t = table(&app);
        if matches!(
            t.session.human_decision().map(|d| &d.ask),
            Some(acme::rules::decision::Ask::Deploy { .. })
        ) {
            break;
        }
        click(&mut app);
        app.update();
    }
    let t = table(&app);
    let d = t.session.human_decision().unwrap().clone();
    let cat = acme::data::builtin();
    let bad = (0..cat.board.areas.len() as u8)
        .map(acme::rules::catalog::AreaId)
        .find(|a| !d.options.contains(&acme::rules::decision::Action::Area(*a)))
        .unwrap();
    let hash = t.session.game.hash();
    app.world_mut()
        .write_message(TableCmd::Act(acme::rules::decision::Action::Area(bad)));
    app.update();
    let t = table(&app);
    assert_eq!(t.session.game.hash(), hash);
    let toast = t.toast.as_ref().unwrap();
    assert!(toast.error && !toast.text.is_empty(), "{toast:?}");
}

#[test]
fn all_npc_game_is_watched_through_an_epoch_and_to_the_end() {
    let mut app = app(4, 0, 23, Speed::Instant);
    let mut epoch_checked = false;
    for _ in 0..2000 {
        app.update();
        let t = table(&app);
        if !epoch_checked && t.session.game.state.epoch >= 2 {
            assert_eq!(t.session.game.hash(), replayed_hash(t));
            epoch_checked = true;
        }
        if t.session.game.is_over() {
            break;
        }
    }
    let t = table(&app);
    assert!(epoch_checked, "the first epoch never ended");
    assert!(t.session.game.is_over(), "the watched game did not end");
    let replay = record::replay(acme::data::builtin(), &t.session.record).unwrap();
    let vp = |st: &acme::rules::state::State| st.civs.iter().map(|c| c.vp).collect::<Vec<_>>();
    assert_eq!(vp(&replay.state), vp(&t.session.game.state));
    assert_eq!(t.session.record.final_hash, Some(replay.hash()));
}

#[test]
fn paused_npcs_wait_and_step_takes_exactly_one_decision() {
    let mut app = app(2, 0, 29, Speed::Fast);
    app.world_mut().write_message(TableCmd::TogglePause);
    app.update();
    let n = table(&app).session.record.actions.len();
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(
        table(&app).session.record.actions.len(),
        n,
        "paused NPCs acted"
    );
    app.world_mut().write_message(TableCmd::Step);
    app.update();
    assert_eq!(table(&app).session.record.actions.len(), n + 1);
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(table(&app).session.record.actions.len(), n + 1);
}

#[test]
fn autosave_at_phase_boundaries_continues_the_same_game() {
    let dir = std::env::temp_dir().join(format!("acme-table-{}", std::process::id()));
    let path = dir.join("autosave.ron");
    let mut app = app(3, 0, 31, Speed::Instant);
    app.world_mut().resource_mut::<Table>().autosave = Some(path.clone());
    // Watch until the second turn begins, then stop (quit).
    app.world_mut().resource_mut::<Table>().paused = true;
    for _ in 0..400 {
        if table(&app).session.game.state.turn >= 2 {
            break;
        }
        app.world_mut().write_message(TableCmd::Step);
        app.update();
    }
    app.world_mut().resource_mut::<Table>().autosave_now();
    let t = table(&app);
    let (save, _) = acme::saves::read(&path).unwrap();
    let mut cont = Session::from_save(acme::data::builtin(), &save).unwrap();
    assert_eq!(cont.pending(), t.session.pending());
    assert_eq!(cont.game.hash(), t.session.game.hash());
    // The same next draws: both go on identically.
    let mut orig = Session::from_record(
        acme::data::builtin(),
        "again".into(),
        t.session.record.clone(),
    )
    .unwrap();
    for _ in 0..300 {
        if orig.pending().is_none() {
            break;
        }
        orig.npc_step().unwrap().unwrap();
        cont.npc_step().unwrap().unwrap();
        assert_eq!(orig.game.hash(), cont.game.hash());
    }
    let _ = std::fs::remove_dir_all(dir);
}

/// UX "Competition, animated" 5: each competition ends with a banner naming who holds the area
/// and who lost what, at a visible speed and at instant speed alike; it goes away by itself.
#[test]
fn a_competition_ends_with_a_result_banner() {
    for speed in [Speed::Fast, Speed::Instant] {
        let mut app = app(4, 0, 23, speed);
        app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(
            std::time::Duration::from_millis(50),
        ));
        let mut seen = None;
        for _ in 0..20_000 {
            app.update();
            let t = table(&app);
            if let Some((r, _)) = &t.banner {
                seen = Some(r.clone());
                break;
            }
        }
        let r = seen.unwrap_or_else(|| panic!("{speed:?}: no competition result was shown"));
        let t = table(&app);
        let st = &t.display;
        let shown = st.areas[r.area.0 as usize].controller();
        assert_eq!(
            r.holder, shown,
            "{speed:?}: the banner's holder is not the board's"
        );
        assert!(
            !r.lost.is_empty() || !r.paid.is_empty(),
            "{speed:?}: a competition where nobody lost anything"
        );
        let (title, lines) =
            acme::app::table::overlays::banner_lines(&t.session.cat, &t.session.game.state, &r);
        assert!(title.contains(t.session.cat.board.name(r.area)), "{title}");
        assert!(lines.iter().any(|l| l.contains("lost")), "{lines:?}");
        // It goes away by itself (1.5 s at most at these speeds).
        for _ in 0..40 {
            app.update();
        }
        let t = table(&app);
        assert!(
            t.banner.as_ref().is_none_or(|(b, _)| *b != r),
            "{speed:?}: the banner stayed"
        );
    }
}
