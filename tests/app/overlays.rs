//! What waits for an answer stays in view and answers only what it showed: the rectangles egui
//! lays out for the table's screens checked at every frame of a hot-seat game and of the
//! tutorial, a click arriving as the question changes (`settle`), and the wheel over the log
//! (`camera::MapRoom`).

use std::sync::Arc;
use std::time::Duration;

use acme::app::camera::{self, BoardCamera, Insets, MapRoom, View};
use acme::app::games::acme::face::AcmeFace;
use acme::app::games::acme::tutorial::{TutorialCmd, tutorial_table};
use acme::app::games::acme::tutorial_card;
use acme::app::table::centre_spot::{Corner, ONE_CARD, stack_rect};
use acme::app::table::driver::DriverSet;
type TableCmd = acme::app::table::driver::TableCmd<acme::app::games::acme::face::AcmeFace>;
use acme::app::games::acme::losses::{LossDialog, loss_dialog};
use acme::app::table::keep_clear::{
    self, CompetitionPanel, Floating, KeepClear, Waits, board_room,
};
use acme::app::table::layout::{self, HAND_H, Remaining};
use acme::app::table::menu_state::{MenuState, SettingsRes};
use acme::app::table::settle::SETTLE_SECS;
use acme::app::table::state::TableReads;
use acme::app::table::ui_state::TableUi;
use acme::app::table::{ids, overlays, prompt_bar, toasts};
use acme::app::widgets::CardSize;
use acme::app::widgets::card_face::fan_spacing;
use acme::app::widgets::clear::zoom_rect;
use acme::games::acme::npc;
use acme::games::acme::session::tutorial::{Script, Waiting};
use acme::settings::Speed;
use bevy::ecs::schedule::SingleThreadedExecutor;
use bevy::input::mouse::{AccumulatedMouseScroll, MouseScrollUnit};
use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use bevy::window::PrimaryWindow;
use bevy_egui::egui;
use bevy_egui::input::EguiWantsInput;
use bevy_egui::{EguiContext, EguiPrimaryContextPass, EguiUserTextures, PrimaryEguiContext};

/// A frame is a tenth of a second.
const FRAME: Duration = Duration::from_millis(100);

fn screen() -> egui::Rect {
    egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1280.0, 800.0))
}

/// The table's places worked out headless, as in the window: the insets the panels take
/// (`layout::set_insets::<AcmeFace>`), then what waits for an answer and where the toast and the banner go
/// (`keep_clear::follow`), after the driver every frame.
fn with_places(app: &mut App) {
    app.init_resource::<TableUi<AcmeFace>>()
        .init_resource::<Insets>()
        .init_resource::<KeepClear>()
        .init_resource::<Floating>()
        .init_resource::<CompetitionPanel>()
        .insert_resource(TimeUpdateStrategy::ManualDuration(FRAME))
        .add_systems(
            Update,
            (
                layout::set_insets::<AcmeFace>,
                keep_clear::follow::<AcmeFace>,
            )
                .chain()
                .after(DriverSet)
                .after(acme::app::games::acme::tutorial::TutorialSet),
        );
}

/// The table's screens drawn headless as in the window, each frame after the places are worked
/// out: the prompt bar, the toast, the loss dialog, the banner and the tutorial's step card, in
/// an egui pass of their own (`egui_pass`) over a 1280×800 window.
fn with_screens(app: &mut App) {
    app.init_resource::<EguiUserTextures>()
        .init_resource::<SettingsRes>()
        .init_resource::<Remaining>()
        .init_resource::<MenuState>()
        .init_resource::<LossDialog>()
        .init_resource::<NextState<acme::app::Screen>>()
        .add_message::<TutorialCmd>()
        .add_systems(
            EguiPrimaryContextPass,
            (
                prompt_bar::prompt_bar::<AcmeFace>,
                toasts::toasts::<AcmeFace>,
                loss_dialog::<acme::games::acme::Acme>,
                overlays::banner::<AcmeFace>,
                tutorial_card::step_card,
            )
                .chain(),
        )
        .edit_schedule(EguiPrimaryContextPass, |s| {
            s.set_executor(SingleThreadedExecutor::new());
        });
    app.world_mut()
        .spawn((EguiContext::default(), PrimaryEguiContext));
}

/// One frame: the app's update, then the egui pass that draws the table's screens.
fn update(app: &mut App) {
    app.update();
    // The step card keeps the chapter reached in the settings file when it changes: the test
    // keeps it as reached so that nothing is written.
    let chapter = super::table::table_in(app.world())
        .tutorial
        .map(|t| t.chapter);
    if let Some(c) = chapter {
        app.world_mut()
            .resource_mut::<SettingsRes>()
            .0
            .tutorial_chapter = c;
    }
    let ctx = egui_ctx(app);
    ctx.begin_pass(egui::RawInput {
        screen_rect: Some(screen()),
        ..Default::default()
    });
    app.world_mut().run_schedule(EguiPrimaryContextPass);
    ctx.end_pass().drop_without_applying_deltas();
}

fn egui_ctx(app: &mut App) -> egui::Context {
    app.world_mut()
        .query::<&mut EguiContext>()
        .single_mut(app.world_mut())
        .expect("the primary egui context")
        .get_mut()
        .clone()
}

/// The rectangle egui laid out in the last pass for the area (or window) `id`, if it was shown.
fn drawn(ctx: &egui::Context, id: egui::Id) -> Option<egui::Rect> {
    ctx.memory(|m| {
        let shown = m.areas().visible_layer_ids().iter().any(|l| l.id == id);
        shown.then(|| m.area_rect(id)).flatten()
    })
}

/// Modal windows (the summary, the menu) stand in front of the table on purpose.
fn modal(w: Waits) -> bool {
    matches!(w, Waits::Summary | Waits::Menu)
}

/// What the frames showed (so that the test is known to have looked at each kind).
#[derive(Default, Debug)]
struct Seen {
    loss: usize,
    step_card: usize,
    toasts: usize,
    banners: usize,
    zooms: usize,
    unzoomed: usize,
}

/// What waits for an answer this frame where egui laid it out: the prompt bar, the loss dialog
/// and the step card as drawn; the other dialogs (not drawn here) at their places.
fn waiting_drawn(ctx: &egui::Context, keep: &KeepClear) -> Vec<(Waits, egui::Rect)> {
    let mut out: Vec<(Waits, egui::Rect)> = keep
        .0
        .iter()
        .filter(|(w, _)| !matches!(w, Waits::PromptBar | Waits::LossDialog | Waits::StepCard))
        .copied()
        .collect();
    let prompt = egui::containers::panel::PanelState::load(ctx, ids::prompt_bar())
        .expect("the prompt bar is drawn");
    out.push((Waits::PromptBar, prompt.outer_rect));
    for (w, id) in [
        (Waits::LossDialog, ids::loss_dialog()),
        (Waits::StepCard, ids::step_card()),
    ] {
        if let Some(r) = drawn(ctx, id) {
            out.push((w, r));
        }
    }
    out
}

/// This frame as egui laid it out: what waits for an answer lies in the window, none over
/// another (modal windows aside), and the toast, the banner and the zoom of any card on the
/// table or in the hand cover none of it.
fn check_frame(app: &mut App, when: &str, seen: &mut Seen) {
    let ctx = egui_ctx(app);
    let w = app.world();
    let t = super::table::table_in(w);
    if t.session.curtain().is_some() {
        // Nothing of the table shows through the curtain.
        return;
    }
    let keep = w.resource::<KeepClear>();
    let floating = w.resource::<Floating>();
    let screen = screen();
    let waiting = waiting_drawn(&ctx, keep);
    let clear: Vec<egui::Rect> = waiting.iter().map(|w| w.1).collect();
    for (i, (a, ra)) in waiting.iter().enumerate() {
        assert!(
            screen.contains_rect(*ra),
            "{when}: {a:?} at {ra:?} leaves the window"
        );
        for (b, rb) in &waiting[i + 1..] {
            assert!(
                modal(*a) || modal(*b) || !ra.intersects(*rb),
                "{when}: {a:?} at {ra:?} and {b:?} at {rb:?} overlap"
            );
        }
        match a {
            Waits::LossDialog => seen.loss += 1,
            Waits::StepCard => seen.step_card += 1,
            _ => {}
        }
    }
    let covers = |what: &str, r: egui::Rect| {
        assert!(
            screen.contains_rect(r),
            "{when}: the {what} at {r:?} leaves the window"
        );
        for (k, rk) in &waiting {
            assert!(
                !r.intersects(*rk),
                "{when}: the {what} at {r:?} covers {k:?} at {rk:?}"
            );
        }
    };
    // Only a modal window (the summary, the menu) may leave a floater no place: it waits.
    let modal_up = waiting.iter().any(|(w, _)| modal(*w));
    let placed = |what: &str, r: Option<egui::Rect>| {
        if r.is_none() && !modal_up {
            panic!("{when}: the {what} has no place clear of {waiting:?}");
        }
    };
    if let Some(toast) = t.visible_toast() {
        placed(&format!("toast \"{}\"", toast.text), floating.toast);
        if let Some(r) = drawn(&ctx, ids::toast()) {
            covers("toast", r);
            seen.toasts += 1;
        }
    }
    if t.stage.banner.is_some() {
        placed("banner", floating.banner);
        if let Some(r) = drawn(&ctx, ids::banner()) {
            covers("banner", r);
            seen.banners += 1;
        }
    }
    // The zoom of a card on the table (in whichever corner the cards in play are) or in the hand,
    // where the zoom widget would put it (`zoom_rect`: no pointer hovers a card headless),
    // clear of what egui drew.
    let room = board_room(screen, w.resource::<Insets>());
    let small = CardSize::Small.size(false);
    let small = egui::vec2(small.x, small.y);
    let mut anchors: Vec<egui::Rect> = Vec::new();
    if !t.stage.centre.is_empty() {
        for corner in Corner::ALL {
            let at = stack_rect(room, corner, ONE_CARD).min + egui::vec2(0.0, 22.0);
            anchors.push(egui::Rect::from_min_size(at, small));
        }
    }
    if let Some(who) = t.session.visible_hand() {
        let n = t.session.game.state.civ(who).hand.len();
        let gap = fan_spacing(n, small.x, room.width() - 16.0);
        for i in 0..n {
            let at = egui::pos2(8.0 + i as f32 * (small.x + gap), 800.0 - HAND_H + 30.0);
            anchors.push(egui::Rect::from_min_size(at, small));
        }
    }
    for anchor in anchors {
        for landscape in [false, true] {
            let size = CardSize::Large.size(landscape);
            // Crowded (the loss dialog beside the step card), the small face stays unzoomed
            // rather than cover them.
            match zoom_rect(anchor, egui::vec2(size.x, size.y), screen, &clear, false) {
                Some(r) => {
                    covers("zoomed card", r);
                    seen.zooms += 1;
                }
                None => seen.unzoomed += 1,
            }
        }
    }
}

fn hot_seat_app(seed: u64) -> App {
    // Rulebook basic setup for three: Egypt and the Hittites at one screen, an NPC.
    let session = super::session::hot_seat_session(3, 2, seed);
    let mut app = super::table::table_app(session, Speed::Instant);
    with_places(&mut app);
    app
}

/// Every frame of a whole hot-seat game: the loss dialog, the prompt bar and the summary stay
/// uncovered by the toasts, the competition banners and the zoom of any card.
#[test]
fn nothing_covers_what_waits_for_an_answer_in_a_hot_seat_game() {
    let mut app = hot_seat_app(11);
    with_screens(&mut app);
    let mut seen = Seen::default();
    let mut frames = 0;
    while !super::table::table_in(app.world()).session.game.is_over() {
        frames += 1;
        assert!(frames < 100_000, "the game stalled");
        update(&mut app);
        let t = super::table::table_in(app.world());
        let when = format!("frame {frames}, turn {}", t.session.game.state.turn);
        check_frame(&mut app, &when, &mut seen);
        let t = super::table::table_in(app.world());
        let cmd = if t.session.curtain().is_some() {
            Some(TableCmd::LiftCurtain)
        } else if t.messages.summary.is_some() {
            Some(TableCmd::CloseSummary)
        } else {
            t.session
                .human_decision()
                .map(|d| TableCmd::Act(npc::choose(&t.session.game, d).action))
        };
        if let Some(c) = cmd {
            app.world_mut().write_message(c);
        }
    }
    assert!(
        seen.loss > 0 && seen.toasts > 0 && seen.banners > 0 && seen.zooms > 0,
        "the game showed every kind: {seen:?}"
    );
    assert!(
        seen.unzoomed * 4 < seen.zooms,
        "most cards can be read: {seen:?}"
    );
}

/// Every frame of the tutorial (UX "Learn to play"): the step card stays uncovered.
#[test]
fn nothing_covers_the_tutorials_step_card() {
    let script = Arc::new(Script::builtin(&acme::games::acme::data::builtin()).unwrap());
    let table = tutorial_table(
        acme::games::acme::data::builtin(),
        script,
        0,
        Speed::Instant,
    )
    .unwrap();
    let mut app = crate::headless::app();
    app.add_plugins((
        acme::app::table::driver::plugin::<acme::app::games::acme::face::AcmeFace>,
        acme::app::games::acme::tutorial::plugin,
    ));
    table.insert(app.world_mut());
    with_places(&mut app);
    with_screens(&mut app);
    let mut seen = Seen::default();
    for frame in 0..20_000 {
        update(&mut app);
        check_frame(&mut app, &format!("tutorial frame {frame}"), &mut seen);
        let t = super::table::table_in(app.world());
        let tut = t.tutorial.as_ref().expect("a tutorial");
        if t.messages.summary.is_some() {
            app.world_mut().write_message(TableCmd::CloseSummary);
            continue;
        }
        match tut.waiting() {
            Waiting::End => break,
            Waiting::Next | Waiting::OtherReady => {
                app.world_mut().write_message(TutorialCmd::Next);
            }
            Waiting::Other(_) => {}
            Waiting::Learner(a) => {
                app.world_mut().write_message(TableCmd::Act(a));
            }
        }
    }
    let t = super::table::table_in(app.world());
    assert!(t.tutorial.as_ref().unwrap().is_over(), "the script ended");
    assert!(
        seen.step_card > 0 && seen.zooms > 0 && seen.toasts > 0,
        "{seen:?}"
    );
    assert!(
        seen.unzoomed * 4 < seen.zooms,
        "most cards can be read: {seen:?}"
    );
}

/// The answer a player's click would send now (the brain's choice stands in for the player's).
fn click_now(app: &App) -> Option<TableCmd> {
    let t = super::table::table_in(app.world());
    let d = t.session.human_decision()?;
    Some(if t.session.curtain().is_some() {
        TableCmd::LiftCurtain
    } else if t.messages.summary.is_some() {
        TableCmd::CloseSummary
    } else {
        TableCmd::Act(npc::choose(&t.session.game, d).action)
    })
}

/// What a click could change.
fn question(app: &App) -> (usize, Option<acme::games::acme::state::Slot>, bool) {
    let t = super::table::table_in(app.world());
    (
        t.session.record.actions.len(),
        t.session.curtain(),
        t.messages.summary.is_some(),
    )
}

/// A click that lands as the question changes (the next player's button under the pointer, the
/// next curtain's button under the confirm dialog's Yes) answers nothing; once the new question
/// has been on screen for `SETTLE_SECS`, the same click answers it.
#[test]
fn a_click_arriving_as_the_question_changes_is_ignored() {
    let mut app = hot_seat_app(11);
    let settle_frames = (SETTLE_SECS / FRAME.as_secs_f64()).ceil() as usize + 1;
    let mut checked = 0;
    for _ in 0..3000 {
        if checked >= 20 {
            break;
        }
        // Wait until the question has settled, then answer it.
        for _ in 0..settle_frames {
            app.update();
        }
        let Some(answer) = click_now(&app) else {
            app.update();
            continue;
        };
        let before = question(&app);
        app.world_mut().write_message(answer);
        app.update();
        let after = question(&app);
        assert_ne!(before, after, "a settled click answers");
        // The same instant, a second click on what is now under the pointer.
        let Some(stale) = click_now(&app) else {
            continue;
        };
        app.world_mut().write_message(stale);
        app.update();
        assert_eq!(
            question(&app),
            after,
            "a click as the question changed was taken as an answer"
        );
        checked += 1;
    }
    assert!(
        checked >= 20,
        "only {checked} changes of question were tried"
    );
}

/// The wheel over the log scrolls the log: the board's camera does not move (egui does not count
/// the table's frame panels as its own, so the map must know where the board shows).
#[test]
fn the_wheel_over_the_log_does_not_zoom_the_map() {
    let mut app = crate::headless::app();
    let board = Rect::new(0.0, 0.0, 3400.0, 2200.0);
    app.insert_resource(View {
        board,
        play: board,
        fit: 3.0,
        closest: 0.3,
    })
    .init_resource::<Insets>()
    .init_resource::<camera::CameraGoal>()
    .init_resource::<camera::Drag>()
    .init_resource::<ButtonInput<KeyCode>>()
    .init_resource::<ButtonInput<MouseButton>>()
    // What egui says over a frame panel: it does not want the pointer.
    .init_resource::<EguiWantsInput>()
    // The log is open on the left: the board shows right of it, under the prompt bar.
    .insert_resource(MapRoom(Some(Rect::new(205.0, 64.0, 1024.0, 800.0))))
    .insert_resource(AccumulatedMouseScroll {
        unit: MouseScrollUnit::Line,
        delta: Vec2::new(0.0, 3.0),
    })
    .add_systems(Update, camera::controls);
    let mut window = Window::default();
    window.resolution.set(1280.0, 800.0);
    window.set_cursor_position(Some(Vec2::new(80.0, 400.0)));
    app.world_mut().spawn((window, PrimaryWindow));
    let start = Transform::from_xyz(1700.0, 1100.0, 0.0);
    let mut projection = OrthographicProjection::default_2d();
    projection.scale = 1.5;
    let cam = app
        .world_mut()
        .spawn((
            Camera2d,
            BoardCamera,
            start,
            Projection::Orthographic(projection.clone()),
        ))
        .id();
    app.update();
    let look = |app: &App| {
        let e = app.world().entity(cam);
        let Some(Projection::Orthographic(o)) = e.get::<Projection>() else {
            panic!("an orthographic camera")
        };
        (e.get::<Transform>().unwrap().translation, o.scale)
    };
    assert_eq!(
        look(&app),
        (start.translation, 1.5),
        "the wheel over the log moved the map"
    );
    // Over the board, the same wheel zooms.
    app.world_mut()
        .query::<&mut Window>()
        .single_mut(app.world_mut())
        .unwrap()
        .set_cursor_position(Some(Vec2::new(600.0, 400.0)));
    app.update();
    assert!(look(&app).1 < 1.5, "the wheel over the board zooms it");
}

/// A sixtieth of a second: a frame of a smooth window.
const SMOOTH_FRAME: Duration = Duration::from_nanos(16_666_667);

/// The hot-seat table with the board camera at the fit (the whole board in play) in a 1280×800
/// window, refitted as the panels open and fold.
fn table_with_camera(seed: u64) -> App {
    let mut app = hot_seat_app(seed);
    let board = Rect::new(0.0, 0.0, 3400.0, 2200.0);
    app.insert_resource(View {
        board,
        play: board,
        fit: 1.0,
        closest: 0.1,
    })
    .add_systems(
        Update,
        camera::refit_on_resize
            .after(layout::set_insets::<AcmeFace>)
            .before(keep_clear::follow::<AcmeFace>),
    );
    let mut window = Window::default();
    window.resolution.set(1280.0, 800.0);
    app.world_mut().spawn((window, PrimaryWindow));
    let mut projection = OrthographicProjection::default_2d();
    projection.scale = 1.0;
    app.world_mut().spawn((
        Camera2d,
        BoardCamera,
        Transform::default(),
        Projection::Orthographic(projection),
    ));
    app
}

/// The board's point under the window's pixel `at`, and the scale (world units a pixel).
fn under(app: &mut App, at: Vec2) -> (Vec2, f32) {
    let (t, p) = app
        .world_mut()
        .query_filtered::<(&Transform, &Projection), With<BoardCamera>>()
        .single(app.world())
        .unwrap();
    let Projection::Orthographic(o) = p else {
        panic!("an orthographic camera")
    };
    let off = at - Vec2::new(640.0, 400.0);
    (
        t.translation.truncate() + Vec2::new(off.x, -off.y) * o.scale,
        o.scale,
    )
}

/// Frames at 60 a second until the board's room stops changing: how far (in pixels) the board
/// moved under a fixed spot of the window in all, and in its largest single frame.
fn slide(app: &mut App) -> (f32, f32) {
    app.insert_resource(TimeUpdateStrategy::ManualDuration(SMOOTH_FRAME));
    let spot = Vec2::new(700.0, 420.0);
    let (start, _) = under(app, spot);
    let mut prev = start;
    let mut largest: f32 = 0.0;
    let mut still = 0;
    for _ in 0..600 {
        let was = *app.world().resource::<Insets>();
        app.update();
        let (w, scale) = under(app, spot);
        largest = largest.max((w - prev).length() / scale);
        prev = w;
        still = if *app.world().resource::<Insets>() == was {
            still + 1
        } else {
            0
        };
        if still > 5 {
            break;
        }
    }
    let (end, scale) = under(app, spot);
    ((end - start).length() / scale, largest)
}

/// The panels open now (the prompt bar, the civilizations, the log if open, the hand tray if its
/// room is kept) and the board's room: none of them reaches into it.
fn no_panel_over_the_room(app: &App, when: &str, hand_kept: bool) {
    let w = app.world();
    let ui = w.resource::<TableUi<AcmeFace>>();
    let room = board_room(screen(), w.resource::<Insets>()).shrink(0.5);
    let mut panels = vec![
        egui::Rect::from_min_max(egui::Pos2::ZERO, egui::pos2(1280.0, layout::PROMPT_H)),
        egui::Rect::from_min_max(
            egui::pos2(1280.0 - layout::civs_w(1280.0), 0.0),
            egui::pos2(1280.0, 800.0),
        ),
    ];
    if ui.show_log {
        panels.push(egui::Rect::from_min_max(
            egui::Pos2::ZERO,
            egui::pos2(layout::log_w(1280.0), 800.0),
        ));
    }
    if hand_kept {
        panels.push(layout::hand_rect(screen(), ui));
    }
    for p in panels {
        assert!(
            !p.intersects(room),
            "{when}: a panel at {p:?} covers the board's room {room:?}"
        );
    }
}

/// The board does not jump when panels open (UX "The table"): at 1280×800 opening and folding
/// the log leaves the board where it is (the log opens over the board's edge, its room is not
/// kept in a window this narrow), the hand tray's room is kept while humans play and no panel
/// lies over the board's room; at game over the hand tray's room is given back to the board.
#[test]
fn the_board_stays_put_as_the_log_opens_and_gets_the_hand_room_back_at_game_over() {
    let mut app = table_with_camera(11);
    for _ in 0..5 {
        app.update();
    }
    slide(&mut app);
    assert!(
        !app.world().resource::<TableUi<AcmeFace>>().show_log,
        "the log is folded at 1280×800 at first"
    );
    no_panel_over_the_room(&app, "at first", true);
    for open in [true, false] {
        app.world_mut().resource_mut::<TableUi<AcmeFace>>().show_log = open;
        let (moved, _) = slide(&mut app);
        let when = if open {
            "the log opened"
        } else {
            "the log folded"
        };
        assert!(moved < 0.5, "{when}: the board moved {moved} pixels");
    }
    no_panel_over_the_room(&app, "the log folded again", true);
    // To the end of the game (the brain answers for the humans).
    app.insert_resource(TimeUpdateStrategy::ManualDuration(FRAME));
    for _ in 0..100_000 {
        if super::table::table_in(app.world()).game_over_shown() {
            break;
        }
        app.update();
        if let Some(c) = click_now(&app) {
            app.world_mut().write_message(c);
        } else if super::table::table_in(app.world())
            .messages
            .summary
            .is_some()
        {
            app.world_mut().write_message(TableCmd::CloseSummary);
        }
    }
    assert!(super::table::table_in(app.world()).game_over_shown());
    slide(&mut app);
    let want = layout::table_insets(Vec2::new(1280.0, 800.0), false, None);
    assert_eq!(
        *app.world().resource::<Insets>(),
        want,
        "at game over the board has the room of an empty hand tray"
    );
    no_panel_over_the_room(&app, "at game over", false);
}

/// The toast keeps clear of the competition panel as well as of what waits for an answer: the
/// panel is read while a round plays (in a hot-seat removal round the toast came down over its
/// corner).
#[test]
fn the_toast_keeps_clear_of_the_competition_panel() {
    use acme::app::table::messages::Toast;
    let mut app = hot_seat_app(11);
    with_screens(&mut app);
    update(&mut app);
    let room = board_room(screen(), app.world().resource::<Insets>());
    // Where the window draws the panel: the board's top-left corner, at its size in a round.
    let panel =
        egui::Rect::from_min_size(room.min + egui::vec2(10.0, 10.0), egui::vec2(340.0, 130.0));
    app.world_mut().resource_mut::<CompetitionPanel>().0 = Some(panel);
    app.world_mut()
        .resource_mut::<acme::app::table::messages::Messages<acme::app::games::acme::face::AcmeFace>>()
        .toast = Some(Toast::public(
        "Hittite: Done — RB Competition step 1",
        false,
    ));
    app.world_mut()
        .run_system_cached(keep_clear::follow::<AcmeFace>)
        .expect("the places are worked out");
    let toast = app.world().resource::<Floating>().toast;
    let toast = toast.expect("the toast has a place");
    assert!(
        !toast.intersects(panel),
        "the toast at {toast:?} covers the competition panel at {panel:?}"
    );
}
