//! The theatre (UX "Competition, animated" and "Cards"): what moves in
//! front of everyone while the board plays events back.
//!
//! * Flights ([`Flight`] entities): a piece leaves its area for its owner's supply (the owner's
//!   row in the civilization panel) or rises off the board, loot flies from the contested area to
//!   the winner's row, a captured piece to its captor, a loss paid with a coin or a card slides
//!   away instead of a piece. The game says what each event shown stages ([`GameFace::stage`]);
//!   they are spawned from the playback's [`EventShown`] messages, so the speed setting paces
//!   them and Skip or instant speed shows none.
//! * Dice ([`ThrownDice`]): a roll the game describes (who rolls, the faces, the die that
//!   counts, the modifiers in words, what it decided) thrown where it falls, from the same
//!   messages ([`super::dice`]). No phase of the game need ask for the theatre: what an event
//!   stages is shown whatever the phase's presentation.
//! * The centre of the table: the [`TableCard`] entities in the centre (a card played, its
//!   negation chain newest on top with the question under it, an Event with what it did) and the
//!   competition's committed cards, which flip when revealed.
//!
//! Everything is drawn by egui over the board; nothing is drawn behind the hot-seat curtain.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::cards::{CardAt, CardMotion, Place, TableCard};
use super::civ_label::{civ_color, civ_name};
use super::civ_panel::CivAnchors;
use super::dice::{self, ThrownDice};
use super::driver::{DriverSet, EventShown, TableCmd, TableSession};
use super::layout::Remaining;
use super::pace::Pace;
use super::phase::Presents;
use super::stage::Stage;
use super::state::{ScriptHold, TableReads, TableRef};
use crate::app::camera::BoardCamera;
use crate::app::game_face::{GameFace, Loot, Presentation, Staged};
use crate::app::loading::Loaded;
use crate::app::style::palette;
use crate::app::style::{self, SCALE};
use crate::app::widgets::card_face::{self, CardLook, CardSize};
use crate::engine::Question;
use crate::play::centre::Role;

/// Where a flight starts or ends.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Anchor<F: GameFace> {
    Area(F::Area),
    /// Just above an area (a piece leaving the board).
    AboveArea(F::Area),
    /// A seat's row in the panel (its supply, its treasury, its score).
    Civ(F::Seat),
}

/// What flies.
#[derive(Debug, Clone, PartialEq)]
pub enum Cargo {
    Disk {
        fill: Color,
        rim: Color,
    },
    /// Loot, with its words ("+2 mina").
    Loot(Loot, String),
    /// A captured piece (its glyph).
    Captured(&'static str),
    /// A loss paid instead of a piece (a card, a coin...), with what was paid.
    Paid(String),
}

/// A piece moving across the table, of game `F`.
#[derive(Component, Debug, Clone, PartialEq)]
pub struct Flight<F: GameFace> {
    pub cargo: Cargo,
    pub from: Anchor<F>,
    pub to: Anchor<F>,
    /// 0 at the start, 1 at the end.
    pub t: f32,
    /// Seconds from start to end.
    pub secs: f32,
}

/// Something of the theatre is moving (a piece in the air, a card sliding or turning): the
/// window keeps drawing (`redraw`).
#[derive(Resource, Debug, Default)]
pub struct Animating(pub bool);

/// The theatre plays while the shown phase asks for it (the game's description says which).
const THEATRE: Presents = Presents(Presentation::Theatre);

pub fn plugin<F: GameFace>(app: &mut App) {
    app.init_resource::<Animating>()
        .add_systems(
            Update,
            (
                clear_dice_on_skip::<F>,
                spawn_flights::<F>,
                advance_flights::<F>,
                dice::advance::<F>,
                note_animating::<F>,
            )
                .chain()
                .after(DriverSet)
                .run_if(resource_exists::<TableSession<F>>),
        )
        .add_systems(OnEnter(THEATRE), open_theatre::<F>)
        .add_systems(OnExit(THEATRE), close_theatre::<F>);
}

/// The draw half (needs a window and egui).
pub fn draw_plugin<F: GameFace>(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        (draw_centre::<F>, draw_flights::<F>, dice::draw::<F>)
            .after(super::hand::HandSet)
            .before(super::order::OverlaySet)
            .run_if(super::state::table_shown::<F>),
    );
}

/// The Competition Phase starts: the theatre starts empty (nothing left over from a card played
/// before it).
fn open_theatre<F: GameFace>(mut commands: Commands, flights: Query<Entity, With<Flight<F>>>) {
    for e in &flights {
        commands.entity(e).despawn();
    }
}

/// The Competition Phase is over: whatever still flies lands at once, and the camera eases back
/// to the whole map (unless a banner is still up: it brings the camera back when it goes).
fn close_theatre<F: GameFace>(
    mut commands: Commands,
    flights: Query<Entity, With<Flight<F>>>,
    table: Option<TableRef<F>>,
    view: Option<Res<crate::app::camera::View>>,
    mut goal: Option<ResMut<crate::app::camera::CameraGoal>>,
) {
    for e in &flights {
        commands.entity(e).despawn();
    }
    if table.is_some_and(|t| t.focus().is_none())
        && let (Some(view), Some(goal)) = (view, goal.as_mut())
    {
        goal.0 = Some((view.play.center(), view.fit));
    }
}

/// The flight a staged item starts, if any (`area`: the contested area being shown, where loot
/// and captures come from).
pub fn flight_for<F: GameFace>(
    staged: &Staged<F::Area, F::Seat>,
    secs: f32,
    area: Option<F::Area>,
) -> Option<Flight<F>> {
    let (cargo, from, to) = match staged {
        Staged::Contest(_) | Staged::Dice(_) => return None,
        Staged::PieceLeaves {
            area,
            to,
            fill,
            rim,
        } => (
            Cargo::Disk {
                fill: *fill,
                rim: *rim,
            },
            Anchor::Area(*area),
            to.map_or(Anchor::AboveArea(*area), Anchor::Civ),
        ),
        Staged::LossPaid { area, with } => (
            Cargo::Paid(with.clone()),
            Anchor::Area(*area),
            Anchor::AboveArea(*area),
        ),
        Staged::Loot { to, loot, label } => (
            Cargo::Loot(*loot, label.clone()),
            Anchor::Area(area?),
            Anchor::Civ(*to),
        ),
        Staged::Captured { to, glyph } => (
            Cargo::Captured(glyph),
            Anchor::Area(area?),
            Anchor::Civ(*to),
        ),
    };
    Some(Flight {
        cargo,
        from,
        to,
        t: 0.0,
        secs,
    })
}

/// Skip (or the speed set to instant) shows the rest at once: the dice on the table go with
/// it, and the table no longer waits for them to be read (a piece still in the air lands).
fn clear_dice_on_skip<F: GameFace>(
    mut commands: Commands,
    mut cmds: MessageReader<TableCmd<F>>,
    pace: Res<Pace>,
    dice: Query<Entity, With<ThrownDice<F>>>,
    flights: Query<&Flight<F>>,
    mut stage: ResMut<Stage<F>>,
) {
    // Every command read (none is left for the next frame), any of them a skip.
    let skipped = cmds.read().filter(|c| matches!(c, TableCmd::Skip)).count() > 0;
    if dice.is_empty() || (!skipped && pace.speed != crate::settings::Speed::Instant) {
        return;
    }
    for e in &dice {
        commands.entity(e).despawn();
    }
    stage.landing = flights
        .iter()
        .map(|f| (1.0 - f.t).max(0.0) * f.secs)
        .fold(0.0, f32::max);
}

/// Launch the flights and throw the dice of the events just shown; the table knows when the
/// last piece lands and the dice are read (the hot-seat curtain waits for it:
/// [`TableReads::staging`]).
#[allow(clippy::too_many_arguments)] // a Bevy system: one parameter per resource it uses
fn spawn_flights<F: GameFace>(
    mut commands: Commands,
    mut shown: MessageReader<EventShown<F>>,
    session: Res<TableSession<F>>,
    mut stage: ResMut<Stage<F>>,
    pace: Res<Pace>,
    on_table: Query<Entity, With<ThrownDice<F>>>,
    mut last_area: Local<Option<F::Area>>,
    mut throws: Local<u32>,
) {
    let mut thrown = None;
    for EventShown(e) in shown.read() {
        // Loot and captures come from the area just fought over (they are paid as it ends).
        let contested = stage.contested(&session);
        if let Some(a) = contested {
            *last_area = Some(a);
        }
        let staged = F::stage(
            &session.cat,
            stage.display(&session),
            F::state(&session.game),
            e,
        );
        for item in &staged {
            if let Staged::Contest(a) = item {
                *last_area = Some(*a);
            }
        }
        for item in &staged {
            if let Staged::Dice(roll) = item {
                // Two rolls shown in one frame (a fast speed): the later one is on the table.
                thrown = Some(roll.clone());
            }
            if let Some(f) = flight_for::<F>(item, pace.flight_secs(), contested.or(*last_area)) {
                stage.landing = stage.landing.max(f.secs);
                commands.spawn(f);
            }
        }
    }
    if let Some(roll) = thrown {
        *throws = throws.wrapping_add(1);
        let read = dice::throw(&mut commands, &on_table, roll, &pace, *throws);
        stage.landing = stage.landing.max(read);
    }
}

fn advance_flights<F: GameFace>(
    mut commands: Commands,
    time: Res<Time>,
    script: Res<ScriptHold<F>>,
    mut flights: Query<(Entity, &mut Flight<F>)>,
) {
    // Held for a picture, pieces stay in the air.
    if script.hold {
        return;
    }
    for (e, mut f) in &mut flights {
        f.t += time.delta_secs() / f.secs.max(0.01);
        if f.t >= 1.0 {
            commands.entity(e).despawn();
        }
    }
}

fn note_animating<F: GameFace>(
    flights: Query<(), With<Flight<F>>>,
    dice: Query<(), With<ThrownDice<F>>>,
    cards: Query<&CardMotion>,
    mut animating: ResMut<Animating>,
) {
    let now = !flights.is_empty()
        || !dice.is_empty()
        || cards.iter().any(|m| m.slide < 1.0 || m.flip < 1.0);
    if animating.0 != now {
        animating.0 = now;
    }
}

/// Screen position (egui points) of an anchor this frame.
fn anchor_pos<F: GameFace>(
    a: Anchor<F>,
    loaded: &Loaded<F>,
    cam: Option<(&Camera, &GlobalTransform)>,
    civs: &CivAnchors<F>,
) -> Option<egui::Pos2> {
    let area_pos = |id: F::Area| area_on_screen(id, loaded, cam);
    match a {
        Anchor::Area(id) => area_pos(id),
        Anchor::AboveArea(id) => area_pos(id).map(|p| p - egui::vec2(0.0, 90.0)),
        Anchor::Civ(s) => civs.0.iter().find(|x| x.0 == s).map(|x| x.1),
    }
}

/// Screen position (egui points) of an area's centre this frame.
pub(super) fn area_on_screen<F: GameFace>(
    id: F::Area,
    loaded: &Loaded<F>,
    cam: Option<(&Camera, &GlobalTransform)>,
) -> Option<egui::Pos2> {
    let (camera, gt) = cam?;
    let s = loaded.board.areas.get(F::index(id))?;
    let w = Vec3::new(s.room_centre[0] * SCALE, s.room_centre[1] * SCALE, 0.0);
    let v = camera.world_to_viewport(gt, w).ok()?;
    Some(egui::pos2(v.x, v.y))
}

fn ease(t: f32) -> f32 {
    let t = t.clamp(0.0, 1.0);
    t * t * (3.0 - 2.0 * t)
}

fn draw_flights<F: GameFace>(
    mut contexts: EguiContexts,
    table: TableRef<F>,
    loaded: Option<Res<Loaded<F>>>,
    civs: Res<CivAnchors<F>>,
    camera: Query<(&Camera, &GlobalTransform), With<BoardCamera>>,
    flights: Query<&Flight<F>>,
) -> Result {
    if table.curtain().is_some() || flights.is_empty() {
        return Ok(());
    }
    let Some(loaded) = loaded else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let cam = camera.single().ok();
    let painter = ctx.layer_painter(egui::LayerId::new(
        egui::Order::Foreground,
        egui::Id::new("flights"),
    ));
    for f in &flights {
        let (Some(a), Some(b)) = (
            anchor_pos(f.from, &loaded, cam, &civs),
            anchor_pos(f.to, &loaded, cam, &civs),
        ) else {
            continue;
        };
        let k = ease(f.t);
        // An arc: up and over, like a piece lifted off the board.
        let lift = egui::vec2(0.0, -60.0 * (std::f32::consts::PI * k).sin());
        let p = a + (b - a) * k + lift;
        // Pieces fade as they land (the panel's numbers take over).
        let alpha = if f.t > 0.8 { (1.0 - f.t) / 0.2 } else { 1.0 };
        let fade = |c: egui::Color32| c.gamma_multiply(alpha.clamp(0.0, 1.0));
        match &f.cargo {
            Cargo::Disk { fill, rim } => {
                // A shadow under it and a light halo: a piece lifted off the board.
                painter.circle_filled(
                    p + egui::vec2(4.0, 6.0),
                    15.0,
                    fade(egui::Color32::from_black_alpha(90)),
                );
                painter.circle_stroke(p, 19.0, egui::Stroke::new(3.0, fade(palette::DISK_GLOW)));
                painter.circle(
                    p,
                    16.0,
                    fade(style::to_egui(*fill)),
                    egui::Stroke::new(2.5, fade(style::to_egui(*rim))),
                );
            }
            Cargo::Loot(Loot::Money, words) => {
                // The money's colours are the game's (ACME's mina, gold).
                let (fill, rim) = F::money_colours();
                painter.circle(
                    p,
                    10.0,
                    fade(style::to_egui(fill)),
                    egui::Stroke::new(1.5, fade(style::to_egui(rim))),
                );
                label(&painter, p, words, alpha);
            }
            Cargo::Loot(Loot::Score, words) => {
                painter.circle(
                    p,
                    11.0,
                    fade(style::to_egui(F::score_colour())),
                    egui::Stroke::new(1.5, fade(egui::Color32::WHITE)),
                );
                label(&painter, p, words, alpha);
            }
            Cargo::Captured(glyph) => {
                let r = egui::Rect::from_center_size(p, egui::vec2(22.0, 22.0));
                painter.rect_filled(r, 3.0, fade(palette::TEMPLE_TOKEN));
                painter.text(
                    p,
                    egui::Align2::CENTER_CENTER,
                    *glyph,
                    egui::FontId::proportional(15.0),
                    fade(egui::Color32::BLACK),
                );
            }
            Cargo::Paid(what) => {
                let r = egui::Rect::from_center_size(p, egui::vec2(18.0, 24.0));
                painter.rect_filled(r, 2.0, fade(palette::PAID_TOKEN));
                label(&painter, p, what, alpha);
            }
        }
    }
    Ok(())
}

fn label(painter: &egui::Painter, p: egui::Pos2, text: &str, alpha: f32) {
    painter.text(
        p + egui::vec2(16.0, 0.0),
        egui::Align2::LEFT_CENTER,
        text,
        egui::FontId::proportional(16.0),
        palette::FLIGHT_LABEL.gamma_multiply(alpha.clamp(0.0, 1.0)),
    );
}

/// How far a card stack steps: each card of a chain lies a little right of and below the one it
/// answers, so every name stays readable and the newest is on top.
const STACK_STEP: egui::Vec2 = egui::vec2(64.0, 46.0);

#[allow(clippy::too_many_arguments)] // a Bevy system: one parameter per resource it uses
fn draw_centre<F: GameFace>(
    mut contexts: EguiContexts,
    table: TableRef<F>,
    script: Res<ScriptHold<F>>,
    pace: Res<Pace>,
    rem: Res<Remaining>,
    civs: Res<CivAnchors<F>>,
    spot: Res<super::centre_spot::CentreSpot>,
    time: Res<Time>,
    mut cards: Query<(Entity, &TableCard<F>, &mut CardMotion, Option<&mut CardAt>)>,
    mut commands: Commands,
) -> Result {
    if table.curtain().is_some() || table.messages.summary.is_some() {
        // Nothing shows: whatever was moving is where it goes.
        for (_, _, mut motion, _) in &mut cards {
            motion.slide = 1.0;
            motion.flip = 1.0;
        }
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let board = rem.0.unwrap_or_else(|| ctx.content_rect());
    let s = &table.session;
    let dt = if script.hold { 0.0 } else { time.delta_secs() };
    let step = (dt / (pace.speed.beat() * 2.0).max(0.12)).min(1.0);
    let card = CardSize::Small.size(false);
    let card = egui::vec2(card.x, card.y);
    let centre_n = table.stage.centre.stack.len() as f32;
    // In a corner of the board clear of the areas on offer (`centre_spot`), not its middle.
    let stack = egui::vec2(card.x, card.y + 90.0) + STACK_STEP * (centre_n - 1.0).max(0.0);
    let stack_origin = super::centre_spot::stack_rect(board, spot.0, stack).min;
    let committed = cards
        .iter()
        .filter(|c| matches!(c.1.place, Place::Committed(_)))
        .count()
        .max(1) as f32;
    let row_w = committed * (card.x + 10.0) - 10.0;
    let row_origin = egui::pos2(
        board.center().x - row_w / 2.0,
        board.bottom() - card.y - 34.0,
    );
    let hand_origin = egui::pos2(board.center().x - card.x / 2.0, board.bottom());
    let mut order: Vec<_> = cards.iter_mut().collect();
    order.sort_by_key(|c| match c.1.place {
        Place::Centre(d) => d as i32,
        Place::Committed(k) => 100 + k as i32,
        Place::Hand(_) => -1,
    });
    for (e, tc, mut motion, at) in order {
        let target = match tc.place {
            Place::Hand(_) => {
                // The hand tray draws the hand; its cards never wait on the theatre.
                motion.slide = 1.0;
                motion.flip = 1.0;
                continue;
            }
            Place::Centre(d) => stack_origin + STACK_STEP * d as f32,
            Place::Committed(k) => row_origin + egui::vec2(k as f32 * (card.x + 10.0), 0.0),
        };
        let from = motion
            .from
            .map(|p| egui::pos2(p[0], p[1]))
            .unwrap_or_else(|| {
                // A card comes from its owner: the hand tray for the one looking, else its row.
                match tc.owner {
                    Some(o) if s.visible_hand() == Some(o) => hand_origin,
                    Some(o) => civs
                        .0
                        .iter()
                        .find(|x| x.0 == o)
                        .map_or(hand_origin, |x| x.1 - egui::vec2(card.x, card.y / 2.0)),
                    None => egui::pos2(board.center().x, board.top()),
                }
            });
        motion.slide = (motion.slide + step).min(1.0);
        motion.flip = (motion.flip + step).min(1.0);
        let pos = from + (target - from) * ease(motion.slide);
        match at {
            Some(mut at) => at.0 = [pos.x, pos.y],
            None => {
                commands.entity(e).insert(CardAt([pos.x, pos.y]));
            }
        }
        draw_card(ctx, &table, e, tc, pos, card, motion.flip);
    }
    // Under the stack: the question it is waiting on (a negation offer), or what it did.
    if !table.stage.centre.is_empty() {
        let under =
            stack_origin + STACK_STEP * (centre_n - 1.0).max(0.0) + egui::vec2(0.0, card.y + 26.0);
        let x = stack_origin.x.min(board.right() - 392.0).max(board.left());
        centre_lines(ctx, &table, egui::pos2(x, under.y));
    }
    Ok(())
}

/// One card of the table at `pos` with its caption above it: turning over (`flip` below 1), or
/// its face (zoomed on hover).
fn draw_card<F: GameFace>(
    ctx: &egui::Context,
    table: &TableRef<F>,
    e: Entity,
    tc: &TableCard<F>,
    pos: egui::Pos2,
    card: egui::Vec2,
    flip: f32,
) {
    let cat = &table.session.cat;
    let rect = egui::Rect::from_min_size(pos, card);
    egui::Area::new(egui::Id::new(("table-card", e)))
        .fixed_pos(pos)
        .order(egui::Order::Middle)
        .fade_in(false)
        .show(ctx, |ui| {
            let caption = caption(table, tc);
            ui.set_width(card.x);
            // The caption over the card: in a stack, the card above covers the lower part.
            egui::Frame::new()
                .fill(palette::CENTRE_FILL)
                .inner_margin(egui::Margin::symmetric(4, 2))
                .corner_radius(3.0)
                .show(ui, |ui| {
                    ui.label(egui::RichText::new(caption.0).strong().color(caption.1));
                });
            if flip < 1.0 {
                // Turning over: the card narrows to its edge and opens on its face.
                let w = card.x * (1.0 - 2.0 * flip).abs();
                let (r, _) = ui.allocate_exact_size(card, egui::Sense::hover());
                let r = egui::Rect::from_center_size(r.center(), egui::vec2(w, card.y));
                let fill = if flip < 0.5 {
                    palette::CARD_BACK
                } else {
                    palette::CARD_OPENING
                };
                ui.painter().rect_filled(r, 6.0, fill);
            } else {
                let resp = card_face::card_face::<F>(
                    ui,
                    cat,
                    tc.card.unwrap_or(F::FACE_DOWN),
                    CardSize::Small,
                    CardLook {
                        face_down: tc.card.is_none(),
                        selected: false,
                        disabled: tc.negated,
                    },
                );
                if resp.hovered()
                    && let Some(c) = tc.card
                {
                    card_face::zoom_near::<F>(ui.ctx(), cat, c, rect);
                }
            }
        });
}

/// The lines under the stack at `at`: the question it waits on (a negation offer), or what it did.
fn centre_lines<F: GameFace>(ctx: &egui::Context, table: &TableRef<F>, at: egui::Pos2) {
    let s = &table.session;
    let mut lines: Vec<String> = Vec::new();
    if let Some(d) = s.pending()
        && F::answers_centre(d)
        && (table.human_may_act() || s.is_npc(d.who()))
    {
        // The question's sentence, as the prompt bar words it.
        lines.push(F::prompt(&s.cat, F::state(&s.game), d).text);
    } else {
        lines.extend(table.stage.centre.result.iter().cloned());
    }
    if !lines.is_empty() {
        egui::Area::new(egui::Id::new("centre-question"))
            .fixed_pos(at)
            .order(egui::Order::Middle)
            .fade_in(false)
            .show(ctx, |ui| {
                egui::Frame::new()
                    .fill(palette::CENTRE_FILL)
                    .inner_margin(egui::Margin::same(6))
                    .corner_radius(4.0)
                    .show(ui, |ui| {
                        ui.set_max_width(380.0);
                        for l in lines {
                            ui.label(egui::RichText::new(l).color(palette::CENTRE_TEXT));
                        }
                    });
            });
    }
}

/// The line under a card on the table: who played it and how, in its owner's colour.
fn caption<F: GameFace>(table: &TableRef<F>, tc: &TableCard<F>) -> (String, egui::Color32) {
    let s = &table.session;
    let st = F::state(&s.game);
    let who = tc.owner.map(|o| civ_name::<F>(&s.cat, st, o));
    let col = tc
        .owner
        .map_or(palette::TEXT_CAPTION, |o| civ_color::<F>(st, o));
    let text = match (tc.place, tc.role) {
        (Place::Committed(_), _) => format!(
            "{} commits{}",
            who.unwrap_or_default(),
            if tc.negated { " (negated)" } else { "" }
        ),
        (_, Some(Role::Event)) => match who {
            Some(w) => format!("Event — drawn by {w}"),
            None => "Event".into(),
        },
        (_, Some(Role::Negate)) => format!(
            "{} answers{}",
            who.unwrap_or_default(),
            if tc.negated { " — cancelled" } else { "" }
        ),
        (_, Some(Role::Use)) => format!("{} uses it", who.unwrap_or_default()),
        _ => format!(
            "{} plays it{}",
            who.unwrap_or_default(),
            if tc.negated { " — negated" } else { "" }
        ),
    };
    (text, col)
}
