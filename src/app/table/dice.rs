//! Dice on the table (part of the theatre): a roll a game describes ([`Staged::Dice`]) thrown
//! in front of everyone where it falls. The dice tumble for two beats, settle on the faces the
//! game rolled with the die that counts ringed, then each side's modifiers and total and what the
//! roll decided appear; they stay until the next roll or until read. The game says everything
//! shown (who rolls, the faces, the words); this file only draws it, and the tumbling faces are
//! the window's own (the game's generator is never touched).
//!
//! Thrown from the playback's shown events like the flights ([`super::theatre`]), so the speed
//! setting paces them and Skip or instant speed throws none; nothing is drawn behind the
//! hot-seat curtain.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::civ_label::civ_color;
use super::layout::Remaining;
use super::pace::Pace;
use super::state::{ScriptHold, TableReads, TableRef};
use crate::app::camera::BoardCamera;
use crate::app::game_face::{DiceHand, DiceRoll, DiceSize, GameFace};
use crate::app::loading::Loaded;
use crate::app::style::palette;

/// A roll on the table, of game `F`.
#[derive(Component, Debug, Clone, PartialEq)]
pub struct ThrownDice<F: GameFace> {
    pub roll: DiceRoll<F::Area, F::Seat>,
    /// Seconds since thrown.
    pub age: f32,
    /// Seconds the dice tumble before they settle on their faces.
    pub tumble: f32,
    /// Seconds they stay on the table.
    pub stay: f32,
    /// Varies the tumbling faces from one throw to the next (the window's, not the game's).
    pub throw: u32,
}

impl<F: GameFace> ThrownDice<F> {
    /// The dice show the faces rolled (and the modifiers, the result).
    pub fn settled(&self) -> bool {
        self.age >= self.tumble
    }
}

/// Throw `roll` on the table: it replaces the roll before it. The seconds until it is read.
pub fn throw<F: GameFace>(
    commands: &mut Commands,
    on_table: &Query<Entity, With<ThrownDice<F>>>,
    roll: DiceRoll<F::Area, F::Seat>,
    pace: &Pace,
    throw: u32,
) -> f32 {
    for e in on_table {
        commands.entity(e).despawn();
    }
    let (tumble, stay) = pace.dice_secs(roll.size == DiceSize::Large);
    commands.spawn(ThrownDice::<F> {
        roll,
        age: 0.0,
        tumble,
        stay,
        throw,
    });
    stay
}

/// The dice age; read, they leave the table. Held still for a picture.
pub fn advance<F: GameFace>(
    mut commands: Commands,
    time: Res<Time>,
    script: Res<ScriptHold<F>>,
    mut dice: Query<(Entity, &mut ThrownDice<F>)>,
) {
    if script.hold {
        return;
    }
    for (e, mut d) in &mut dice {
        d.age += time.delta_secs();
        if d.age >= d.stay {
            commands.entity(e).despawn();
        }
    }
}

/// A face for a tumbling die: changes every few hundredths of a second, varied per die and throw.
fn tumbling_face(throw: u32, die: usize, age: f32) -> u8 {
    let tick = (age / 0.07) as u32;
    let h = (throw.wrapping_mul(2_654_435_761) ^ (die as u32).wrapping_mul(40_503))
        .wrapping_add(tick.wrapping_mul(2_246_822_519));
    (h.rotate_left(13) % 6) as u8 + 1
}

/// The pips of a face, on a square of side 2 centred on 0.
fn pips(face: u8) -> &'static [(f32, f32)] {
    const C: f32 = 0.5;
    match face {
        1 => &[(0.0, 0.0)],
        2 => &[(-C, -C), (C, C)],
        3 => &[(-C, -C), (0.0, 0.0), (C, C)],
        4 => &[(-C, -C), (C, -C), (-C, C), (C, C)],
        5 => &[(-C, -C), (C, -C), (0.0, 0.0), (-C, C), (C, C)],
        _ => &[(-C, -C), (C, -C), (-C, 0.0), (C, 0.0), (-C, C), (C, C)],
    }
}

/// One die at `centre`, `side` points wide, turned by `angle`: its face, ringed when it counts,
/// faded when it does not.
fn paint_die(
    painter: &egui::Painter,
    centre: egui::Pos2,
    side: f32,
    face: u8,
    angle: f32,
    look: DieLook,
) {
    let (sin, cos) = angle.sin_cos();
    let h = side / 2.0;
    let at = |x: f32, y: f32| centre + egui::vec2(x * cos - y * sin, x * sin + y * cos);
    let fade = |c: egui::Color32| {
        if look == DieLook::Dropped {
            c.gamma_multiply(0.45)
        } else {
            c
        }
    };
    if look == DieLook::Kept {
        painter.circle_stroke(
            centre,
            side * 0.78,
            egui::Stroke::new(3.0, palette::DIE_KEPT),
        );
    }
    let corners = vec![at(-h, -h), at(h, -h), at(h, h), at(-h, h)];
    painter.add(egui::Shape::convex_polygon(
        corners,
        fade(palette::DIE_FACE),
        egui::Stroke::new(1.5, fade(palette::DIE_PIP)),
    ));
    for &(x, y) in pips(face) {
        painter.circle_filled(at(x * h, y * h), side * 0.09, fade(palette::DIE_PIP));
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum DieLook {
    /// Tumbling, or the only die.
    Plain,
    /// The die that counts, ringed.
    Kept,
    /// A die rolled that does not count.
    Dropped,
}

/// A row of dice: tumbling, or settled with the die that counts ringed.
fn dice_row(ui: &mut egui::Ui, hand: &DiceHand<impl Sized>, d: DiceState, side: f32) {
    let gap = side * 0.5;
    let n = hand.dice.len().max(1) as f32;
    let size = egui::vec2(n * side + (n - 1.0) * gap + side * 0.6, side * 1.7);
    let (rect, _) = ui.allocate_exact_size(size, egui::Sense::hover());
    let painter = ui.painter();
    for (i, &face) in hand.dice.iter().enumerate() {
        let x = rect.left() + side * 0.8 + i as f32 * (side + gap);
        let mut centre = egui::pos2(x, rect.center().y);
        let (face, angle, look) = if d.settled {
            let look = match hand.kept {
                Some(k) if k == i => DieLook::Kept,
                Some(_) => DieLook::Dropped,
                None => DieLook::Plain,
            };
            (face, 0.0, look)
        } else {
            // Tumbling: a face that keeps changing, the die turning and hopping.
            let spin = d.age * 11.0 + i as f32 * 1.7 + d.throw as f32;
            centre.y -= (d.age * 19.0 + i as f32).sin().abs() * side * 0.25;
            (tumbling_face(d.throw, i, d.age), spin, DieLook::Plain)
        };
        paint_die(painter, centre, side, face, angle, look);
    }
}

/// Where the dice are in their throw, as a hand is drawn.
#[derive(Debug, Clone, Copy)]
struct DiceState {
    age: f32,
    throw: u32,
    settled: bool,
}

/// One side's hand: its name in its colour, its dice, then (settled) its modifiers and total.
fn hand_column<F: GameFace>(
    ui: &mut egui::Ui,
    st: &F::State,
    hand: &DiceHand<F::Seat>,
    d: DiceState,
) {
    let colour = hand
        .who
        .map_or(palette::CENTRE_TEXT, |s| civ_color::<F>(st, s));
    egui::Frame::new()
        .stroke(egui::Stroke::new(
            if d.settled && hand.lost { 1.5 } else { 3.0 },
            colour,
        ))
        .inner_margin(egui::Margin::same(8))
        .corner_radius(5.0)
        .show(ui, |ui| {
            ui.set_min_width(170.0);
            ui.vertical(|ui| {
                ui.label(
                    egui::RichText::new(&hand.name)
                        .strong()
                        .size(17.0)
                        .color(palette::CENTRE_TEXT),
                );
                dice_row(ui, hand, d, 34.0);
                if !d.settled {
                    ui.label(egui::RichText::new("rolling").color(palette::FAINT));
                    return;
                }
                for m in &hand.modifiers {
                    ui.label(
                        egui::RichText::new(m.text())
                            .size(14.0)
                            .color(palette::TEXT_DIM),
                    );
                }
                if let Some(total) = hand.total {
                    let ink = if hand.lost {
                        palette::FAINT
                    } else {
                        palette::HEADING
                    };
                    ui.label(
                        egui::RichText::new(format!("= {total}"))
                            .strong()
                            .size(24.0)
                            .color(ink),
                    );
                }
            });
        });
}

/// Draw the roll on the table over its area (on the board's top edge when it has none), clear
/// of the screen's edges.
pub fn draw<F: GameFace>(
    mut contexts: EguiContexts,
    table: TableRef<F>,
    loaded: Option<Res<Loaded<F>>>,
    rem: Res<Remaining>,
    camera: Query<(&Camera, &GlobalTransform), With<BoardCamera>>,
    dice: Query<(Entity, &ThrownDice<F>)>,
) -> Result {
    if table.curtain().is_some() || dice.is_empty() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let board = rem.0.unwrap_or_else(|| ctx.content_rect());
    let cam = camera.single().ok();
    let st = table.stage.display(&table.session);
    for (e, d) in &dice {
        let roll = &d.roll;
        let at = roll
            .area
            .zip(loaded.as_deref())
            .and_then(|(a, l)| super::theatre::area_on_screen::<F>(a, l, cam))
            .map(|p| p - egui::vec2(0.0, 30.0))
            .map(|p| {
                egui::pos2(
                    p.x.clamp(board.left() + 200.0, board.right() - 200.0),
                    p.y.clamp(board.top() + 220.0, board.bottom()),
                )
            })
            .unwrap_or(egui::pos2(board.center().x, board.top() + 240.0));
        let state = DiceState {
            age: d.age,
            throw: d.throw,
            settled: d.settled(),
        };
        // Read, the dice fade away.
        let left = d.stay - d.age;
        let alpha = (left / 0.3).clamp(0.0, 1.0);
        egui::Area::new(egui::Id::new(("thrown-dice", e)))
            .fixed_pos(at)
            .pivot(egui::Align2::CENTER_BOTTOM)
            .order(egui::Order::Foreground)
            .constrain(true)
            .interactable(false)
            .fade_in(false)
            .show(ctx, |ui| {
                ui.set_opacity(alpha);
                egui::Frame::new()
                    .fill(palette::BANNER_FILL.gamma_multiply(0.94))
                    .stroke(egui::Stroke::new(1.0, palette::BADGE))
                    .inner_margin(egui::Margin::same(10))
                    .corner_radius(6.0)
                    .show(ui, |ui| match roll.size {
                        DiceSize::Large => large::<F>(ui, st, roll, state),
                        DiceSize::Small => small::<F>(ui, st, roll, state),
                    });
            });
    }
    Ok(())
}

/// A combat's roll: its heading, the sides facing each other, what it decided.
fn large<F: GameFace>(
    ui: &mut egui::Ui,
    st: &F::State,
    roll: &DiceRoll<F::Area, F::Seat>,
    d: DiceState,
) {
    ui.label(
        egui::RichText::new(&roll.title)
            .strong()
            .size(18.0)
            .color(palette::HEADING),
    );
    ui.horizontal_top(|ui| {
        for (i, hand) in roll.hands.iter().enumerate() {
            if i > 0 {
                ui.add_space(4.0);
                ui.label(
                    egui::RichText::new("vs")
                        .size(16.0)
                        .color(palette::SUBTITLE),
                );
                ui.add_space(4.0);
            }
            hand_column::<F>(ui, st, hand, d);
        }
    });
    if d.settled {
        ui.label(
            egui::RichText::new(&roll.result)
                .strong()
                .size(18.0)
                .color(palette::CENTRE_TEXT),
        );
    }
}

/// A roll on its own: who, the die, what it was for and what it decided, on one line.
fn small<F: GameFace>(
    ui: &mut egui::Ui,
    st: &F::State,
    roll: &DiceRoll<F::Area, F::Seat>,
    d: DiceState,
) {
    ui.horizontal(|ui| {
        for hand in &roll.hands {
            let colour = hand
                .who
                .map_or(palette::CENTRE_TEXT, |s| civ_color::<F>(st, s));
            ui.label(egui::RichText::new(&hand.name).strong().color(colour));
            dice_row(ui, hand, d, 24.0);
        }
        ui.label(egui::RichText::new(&roll.title).color(palette::CENTRE_TEXT));
        if d.settled {
            ui.label(
                egui::RichText::new(format!("— {}", roll.result))
                    .strong()
                    .color(palette::HEADING),
            );
        }
    });
}
