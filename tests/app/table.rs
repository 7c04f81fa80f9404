//! The play screens' driver, headless (MinimalPlugins + StatesPlugin + the table driver): the UI's
//! commands drive a 2-player hot-seat game through a full turn and an all-NPC game through an
//! epoch and to its end; the rules state always matches a pure replay of the same actions
//! ("How we will know it is done").

use acme::app::table::driver::{self, Table};

type TableCmd = acme::app::table::driver::TableCmd<acme::app::games::acme::face::AcmeFace>;
use acme::app::game_face::ContestResult;
type Stage = acme::app::table::stage::Stage<acme::app::games::acme::face::AcmeFace>;
use acme::app::table::pace::Pace;
use acme::app::table::saving::Saving;
use acme::app::table::state::TableReads;
use acme::app::table::state::{ScriptHold, TableSession, TableView};
use acme::games::acme::npc;
use acme::games::acme::record;
use acme::games::acme::session::Session;
use acme::settings::Speed;
use bevy::prelude::*;

fn app(players: u8, humans: usize, seed: u64, speed: Speed) -> App {
    let mut app = table_app(super::session::session(players, humans, seed), speed);
    // A fixed step per frame: a result banner is read for its time before the next curtain.
    app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(
        std::time::Duration::from_millis(100),
    ));
    app
}

/// The table's driver without a window, on `session` (shared by the table tests).
pub fn table_app(session: Session, speed: Speed) -> App {
    let mut app = crate::headless::app();
    app.add_plugins(driver::plugin::<acme::app::games::acme::face::AcmeFace>);
    Table::<acme::app::games::acme::face::AcmeFace>::new(session, speed).insert(app.world_mut());
    // A tenth of a second a frame: a question settles (`settle::SETTLE_SECS`) in a few
    // frames, as a player's eye would in as many tenths.
    app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(
        std::time::Duration::from_millis(100),
    ));
    app
}

fn table(app: &App) -> TableView<'_, acme::app::games::acme::face::AcmeFace> {
    super::table::table_in(app.world())
}

/// What a player's click sends: lift the curtain if it is down, else the answer (the brain's
/// choice stands in for the player's).
fn click(app: &mut App) -> bool {
    let t = table(app);
    let Some(d) = t.session.human_decision().cloned() else {
        return false;
    };
    let cmd = if t.curtain().is_some() {
        TableCmd::LiftCurtain
    } else if t.messages.summary.is_some() {
        TableCmd::CloseSummary
    } else {
        TableCmd::Act(npc::choose(&t.session.game, &d).action)
    };
    app.world_mut().write_message(cmd);
    true
}

fn replayed_hash(t: TableView<'_, acme::app::games::acme::face::AcmeFace>) -> u64 {
    record::replay(acme::games::acme::data::builtin(), &t.session.record)
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
        if table(&app).session.game.state.turn >= 2 && table(&app).messages.summary.is_none() {
            break;
        }
        let t = table(&app);
        if let Some(who) = t.curtain() {
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
            Some(acme::games::acme::decision::Ask::Deploy { .. })
        ) {
            break;
        }
        click(&mut app);
        app.update();
    }
    // The deployment has been on screen a moment (`settle::SETTLE_SECS`) before the click.
    for _ in 0..4 {
        app.update();
    }
    let t = table(&app);
    let d = t.session.human_decision().unwrap().clone();
    let cat = acme::games::acme::data::builtin();
    let bad = (0..cat.board.areas.len() as u8)
        .map(acme::games::acme::catalog::AreaId)
        .find(|a| {
            !d.options
                .contains(&acme::games::acme::decision::Action::Area(*a))
        })
        .unwrap();
    let hash = t.session.game.hash();
    app.world_mut()
        .write_message(TableCmd::Act(acme::games::acme::decision::Action::Area(
            bad,
        )));
    app.update();
    let t = table(&app);
    assert_eq!(t.session.game.hash(), hash);
    let toast = t.messages.toast.as_ref().unwrap();
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
    let replay = record::replay(acme::games::acme::data::builtin(), &t.session.record).unwrap();
    let vp =
        |st: &acme::games::acme::state::State| st.civs.iter().map(|c| c.vp).collect::<Vec<_>>();
    assert_eq!(vp(&replay.state), vp(&t.session.game.state));
    assert_eq!(t.session.record.final_hash, Some(replay.hash()));
}

/// RB Endgame: the final ranking (most VP, then temples, Homelands, Cities, disks, areas,
/// Gilgamesh) is worked out once, when the game ends, and is there again when the finished game
/// is loaded; the game-over screen reads it every frame without copying the state.
#[test]
fn the_final_ranking_is_worked_out_when_the_game_ends() {
    let mut app = app(4, 0, 23, Speed::Instant);
    for _ in 0..2000 {
        app.update();
        let t = table(&app);
        if t.session.game.is_over() {
            break;
        }
        assert!(t.final_ranking().is_none(), "a ranking before the end");
    }
    let t = table(&app);
    assert!(t.session.game.is_over(), "the watched game did not end");
    let rows = t.final_ranking().expect("no ranking at the end").to_vec();
    let st = &t.session.game.state;
    assert_eq!(rows.len(), st.civs.len(), "every civilization is ranked");
    assert!(rows.windows(2).all(|w| w[0].1 >= w[1].1), "best first");
    for (slot, keys) in &rows {
        assert_eq!(
            keys[0],
            i64::from(st.civs[slot.idx()].vp),
            "the first key is VP"
        );
    }
    let winners = st.winner.clone().unwrap_or_default();
    assert!(winners.contains(&rows[0].0), "the first ranked is a winner");
    let loaded = Table::<acme::app::games::acme::face::AcmeFace>::new(
        Session::from_record(
            acme::games::acme::data::builtin(),
            t.session.title.clone(),
            t.session.record.clone(),
        )
        .unwrap(),
        Speed::Instant,
    );
    assert_eq!(loaded.ranking.rows(), Some(rows.as_slice()));
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
    app.world_mut().resource_mut::<Saving>().autosave = Some(path.clone());
    // Watch until the second turn begins, then stop (quit).
    app.world_mut().resource_mut::<Pace>().paused = true;
    for _ in 0..400 {
        if table(&app).session.game.state.turn >= 2 {
            break;
        }
        app.world_mut().write_message(TableCmd::Step);
        app.update();
    }
    super::table::with_table(app.world_mut(), |t| t.autosave_now());
    let t = table(&app);
    let (save, _) = acme::saves::read(&path).unwrap();
    let mut cont = Session::from_save(acme::games::acme::data::builtin(), &save).unwrap();
    assert_eq!(cont.pending(), t.session.pending());
    assert_eq!(cont.game.hash(), t.session.game.hash());
    // The same next draws: both go on identically.
    let mut orig = Session::from_record(
        acme::games::acme::data::builtin(),
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
        // At instant speed the whole game may end in one frame, and the game-over screen takes
        // the last banner away: the NPCs stop at the first result.
        app.world_mut()
            .resource_mut::<ScriptHold<acme::app::games::acme::face::AcmeFace>>()
            .halt = Some(|t| t.stage.banner.is_some());
        let mut seen = None;
        for _ in 0..20_000 {
            app.update();
            let t = table(&app);
            if let Some((r, _)) = &t.stage.banner {
                seen = Some(r.clone());
                break;
            }
        }
        let r = seen.unwrap_or_else(|| panic!("{speed:?}: no competition result was shown"));
        let t = table(&app);
        let st = t.display();
        let shown = st.areas[r.area.0 as usize].controller();
        assert_eq!(
            r.holder, shown,
            "{speed:?}: the banner's holder is not the board's"
        );
        assert!(
            !r.lost.is_empty() || !r.paid.is_empty(),
            "{speed:?}: a competition where nobody lost anything"
        );
        let (title, lines) = ContestResult::words(&r, &t.session.cat, &t.session.game.state, <acme::app::games::acme::face::AcmeFace as acme::app::game_face::GameFace>::money_change);
        assert!(title.contains(t.session.cat.board.name(r.area)), "{title}");
        assert!(lines.iter().any(|l| l.contains("lost")), "{lines:?}");
        // It goes away by itself (1.5 s at most at these speeds).
        for _ in 0..40 {
            app.update();
        }
        let t = table(&app);
        assert!(
            t.stage.banner.as_ref().is_none_or(|(b, _)| *b != r),
            "{speed:?}: the banner stayed"
        );
    }
}

/// One screen mechanism: the play screens are a sub-state of `AppState`. A game put on the table
/// from the main menu goes through `Switching` (its board is rebuilt) and the table stays the
/// screen; the main menu is the first screen.
#[test]
fn a_new_game_is_the_screen_through_the_board_switch() {
    use acme::app::{AppState, Screen};
    use bevy::ecs::system::RunSystemOnce;
    let mut app = crate::headless::app();
    app.add_plugins(driver::plugin::<acme::app::games::acme::face::AcmeFace>)
        .insert_state(AppState::InGame)
        .add_sub_state::<Screen>()
        .add_systems(
            OnEnter(AppState::Switching),
            |mut next: ResMut<NextState<AppState>>| next.set(AppState::InGame),
        );
    app.update();
    let screen = |app: &App| *app.world().resource::<State<Screen>>().get();
    assert_eq!(screen(&app), Screen::Menu);
    let mut session = Some(super::session::session(2, 2, 5));
    app.world_mut()
        .run_system_once(
            move |mut commands: Commands,
                  mut next: ResMut<NextState<AppState>>,
                  mut next_screen: ResMut<NextState<Screen>>| {
                acme::app::table::driver::install::<acme::app::games::acme::face::AcmeFace>(
                    &mut commands,
                    session.take().unwrap(),
                    &acme::settings::Settings::default(),
                    false,
                    &mut next,
                    &mut next_screen,
                );
            },
        )
        .unwrap();
    let mut switched = false;
    for _ in 0..4 {
        app.update();
        switched |= *app.world().resource::<State<AppState>>().get() == AppState::Switching;
    }
    assert!(switched, "the board was not rebuilt");
    assert_eq!(
        *app.world().resource::<State<AppState>>().get(),
        AppState::InGame
    );
    assert_eq!(screen(&app), Screen::Table);
    assert!(
        app.world()
            .contains_resource::<TableSession<acme::app::games::acme::face::AcmeFace>>()
    );
}

/// The table finds the log lines it needs (a phase's heading, an Epoch's end) by their typed
/// mark, never by their words: with every question, note and log text scrambled (the test hook),
/// a hot-seat game through its first Epoch shows the same Reckoning summaries (RB Victory Tally).
#[test]
fn reckoning_summaries_read_no_words_of_the_log() {
    type Seen = (
        Vec<acme::app::table::summary::SummaryRow<acme::app::games::acme::face::AcmeFace>>,
        usize,
        bool,
    );
    let run = |scrambled: bool| -> Vec<Seen> {
        acme::games::acme::decision::scramble_texts(scrambled);
        let mut app = app(2, 2, 23, Speed::Instant);
        app.update();
        let mut seen = Vec::new();
        for _ in 0..20_000 {
            // The Epoch's end is summed up when the next turn's Growth Phase begins.
            if table(&app).session.game.state.epoch >= 2
                && table(&app).messages.summary.is_none()
                && seen.iter().any(|s: &Seen| s.2)
            {
                break;
            }
            if let Some(s) = &table(&app).messages.summary {
                seen.push((s.rows.clone(), s.lines.len(), s.epoch_ended));
            }
            click(&mut app);
            app.update();
        }
        acme::games::acme::decision::scramble_texts(false);
        assert!(
            table(&app).session.game.state.epoch >= 2,
            "the first Epoch ended"
        );
        seen
    };
    let plain = run(false);
    assert!(plain.iter().any(|s| s.2), "an Epoch's end was summed up");
    assert_eq!(plain, run(true));
}

/// Play a game through the UI's commands (the brain's answers for the clicks) until it is over.
fn play_to_the_end(app: &mut App) {
    for _ in 0..200_000 {
        let t = table(app);
        if t.session.game.is_over() {
            return;
        }
        let cmd = if t.messages.summary.is_some() {
            TableCmd::CloseSummary
        } else if t.curtain().is_some() {
            TableCmd::LiftCurtain
        } else if let Some(d) = t.session.human_decision().filter(|_| t.human_may_act()) {
            TableCmd::Act(npc::choose(&t.session.game, d).action)
        } else {
            app.update();
            continue;
        };
        app.world_mut().write_message(cmd);
        app.update();
    }
    panic!("the game did not end");
}

/// RB Endgame, at the table: the game-over screen shows the results over the whole board. Once
/// the last summary is read, the camera's focus leaves the last contested area, and no result
/// banner of the last competition stays over the results.
#[test]
fn game_over_shows_the_whole_board_with_nothing_over_the_results() {
    let mut app = app(3, 2, 11, Speed::Instant);
    play_to_the_end(&mut app);
    for _ in 0..20 {
        if table(&app).messages.summary.is_none() {
            break;
        }
        app.world_mut().write_message(TableCmd::CloseSummary);
        app.update();
    }
    // The last competition's result, as if it had just been shown.
    let area = acme::games::acme::catalog::AreaId(0);
    let result = acme::games::acme::session::anim::CompetitionResult {
        area,
        holder: Some(acme::games::acme::state::Faction::BARBARIANS),
        lost: Vec::new(),
        paid: Vec::new(),
        sacked_by: None,
        mina: Vec::new(),
        vp: Vec::new(),
        notes: Vec::new(),
    };
    app.world_mut().resource_mut::<Stage>().banner = Some((result, 30.0));
    // And the last NPC's step, as its toast says it.
    app.world_mut()
        .resource_mut::<acme::app::table::messages::Messages<acme::app::games::acme::face::AcmeFace>>()
        .toast = Some(acme::app::table::messages::Toast::public(
        "Assyria: takes space 3 of the Turn Order track",
        false,
    ));
    app.update();
    let t = table(&app);
    assert!(
        t.visible_toast().is_none(),
        "a toast stays over the results"
    );
    assert!(t.game_over_shown(), "the game-over screen is not up");
    assert_eq!(
        t.stage.banner, None,
        "a result banner stays over the results"
    );
    assert_eq!(
        t.focus(),
        None,
        "the camera stays on an area, not the board"
    );
}

/// Faction names take their verbs by their number, a property of the faction: "The Barbarians
/// hold Mittani", "Egypt holds Memphis" (the banner and the log alike).
#[test]
fn faction_names_take_their_verbs() {
    use acme::games::acme::names::{FactionName, Number};
    use acme::games::acme::state::{Faction, Slot};
    let t = table_app(super::session::session(3, 2, 11), Speed::Instant);
    let t = super::table::table_in(t.world());
    let (cat, st) = (&t.session.cat, &t.session.game.state);
    let barbarians = FactionName::of(cat, st, Faction::BARBARIANS);
    assert_eq!(barbarians.number, Number::Plural);
    assert_eq!(
        barbarians.says("holds", "hold", "Mittani"),
        "The Barbarians hold Mittani"
    );
    let civ = Faction(0);
    let name = t.session.civ_name(Slot(0));
    assert_eq!(
        FactionName::of(cat, st, civ).says("holds", "hold", "Mittani"),
        format!("{name} holds Mittani")
    );
    let mittani = cat.board.find("Mittani").expect("Mittani is on the map");
    for (holder, title) in [
        (
            Faction::BARBARIANS,
            "The Barbarians hold Mittani".to_string(),
        ),
        (civ, format!("{name} holds Mittani")),
    ] {
        let r = acme::games::acme::session::anim::CompetitionResult {
            area: mittani,
            holder: Some(holder),
            lost: vec![(holder, 1)],
            paid: Vec::new(),
            sacked_by: None,
            mina: Vec::new(),
            vp: Vec::new(),
            notes: Vec::new(),
        };
        let (said, _) = ContestResult::words(&r, cat, st, <acme::app::games::acme::face::AcmeFace as acme::app::game_face::GameFace>::money_change);
        assert_eq!(said, title);
    }
}

/// The table's parts in `world`, read at once (a game must be on the table).
pub fn table_in(
    world: &World,
) -> acme::app::table::state::TableView<'_, acme::app::games::acme::face::AcmeFace> {
    acme::app::table::state::TableView::of(world).expect("a game is on the table")
}

/// A table in a world of its own, for a test that acts on it directly (no driver).
pub fn table_world(
    table: acme::app::table::state::Table<acme::app::games::acme::face::AcmeFace>,
) -> World {
    let mut world = World::new();
    table.insert(&mut world);
    world
}

/// Act on the table in `world` through the bundle the driver acts through.
pub fn with_table<R>(
    world: &mut World,
    f: impl FnOnce(&mut acme::app::table::state::TableMut<acme::app::games::acme::face::AcmeFace>) -> R,
) -> R {
    let mut state = bevy::ecs::system::SystemState::<
        acme::app::table::state::TableMut<acme::app::games::acme::face::AcmeFace>,
    >::new(world);
    let mut table = state.get_mut(world).expect("the table's parts");
    f(&mut table)
}
