//! What comes over the table: the hot-seat curtain, the competition panel, the Reckoning summary,
//! the game-over screen with its VP chart, the in-game menu and the help. The game's own windows
//! (its rules reference) draw between the help and the curtain ([`GameOverlaySet`]), so the
//! curtain stays on top of them.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::civ_label::{civ_color, civ_name};
use super::driver::TableCmd;
use super::keep_clear::{CompetitionPanel, Floating, SUMMARY_SIZE};
use super::layout::{PanelSet, Remaining};
use super::state::{TableReads, TableRef};
use super::ui_state::TableUi;
use crate::app::game_face::{ContestResult, GameFace, LogLine, PieceOwner, Playback};
use crate::app::style;
use crate::app::style::palette;
use crate::app::widgets::card_face::designed_words;
use crate::app::widgets::{card_face, help, vp_chart};

use super::order::{GameOverlaySet, OverlaySet};

pub(super) fn plugin<F: GameFace>(app: &mut App) {
    app.init_resource::<CompetitionPanel>()
        .init_resource::<Floating>()
        .add_systems(
            EguiPrimaryContextPass,
            (
                (
                    competition::<F>,
                    banner::<F>,
                    summary::<F>,
                    game_over::<F>,
                    help_window::<F>,
                )
                    .chain()
                    .before(GameOverlaySet),
                curtain::<F>.after(GameOverlaySet),
            )
                .chain()
                .after(PanelSet)
                .after(super::hand::HandSet)
                .in_set(OverlaySet)
                .run_if(super::state::table_shown::<F>),
        );
}

/// A side's `n` pieces in rows of four, then its `allies` (its helpers, in `helper_fill`).
fn disk_rows(
    ui: &mut egui::Ui,
    n: usize,
    allies: usize,
    (fill, rim): (egui::Color32, egui::Color32),
    helper_fill: egui::Color32,
) {
    let rows = (n + allies).div_ceil(4).max(1);
    let (r, _) = ui.allocate_exact_size(egui::vec2(88.0, rows as f32 * 22.0), egui::Sense::hover());
    for k in 0..n + allies {
        let c = r.min + egui::vec2(11.0 + (k % 4) as f32 * 22.0, 11.0 + (k / 4) as f32 * 22.0);
        let (fc, rc) = if k < n {
            (fill, rim)
        } else {
            (helper_fill, egui::Color32::DARK_GRAY)
        };
        ui.painter().circle(c, 9.0, fc, egui::Stroke::new(1.5, rc));
    }
}

/// UX "Hot-seat curtain": the next human's colour, "Pass the screen to ASSYRIA", nothing of any
/// hand behind it.
fn curtain<F: GameFace>(
    mut contexts: EguiContexts,
    table: TableRef<F>,
    mut cmds: MessageWriter<TableCmd<F>>,
) -> Result {
    let Some(who) = table.curtain() else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let st = F::state(&table.session.game);
    let name = civ_name::<F>(&table.session.cat, st, who);
    let col = civ_color::<F>(st, who);
    let screen = ctx.content_rect();
    egui::Area::new(egui::Id::new("curtain"))
        .fixed_pos(screen.min)
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            let (r, _) = ui.allocate_exact_size(screen.size(), egui::Sense::click());
            let dark = egui::Color32::from_rgb(col.r() / 3, col.g() / 3, col.b() / 3);
            ui.painter().rect_filled(r, 0.0, dark);
            ui.painter().rect_stroke(
                r.shrink(18.0),
                12.0,
                egui::Stroke::new(4.0, col),
                egui::StrokeKind::Inside,
            );
            let mut child = ui.new_child(
                egui::UiBuilder::new()
                    .max_rect(egui::Rect::from_center_size(
                        r.center(),
                        egui::vec2(560.0, 220.0),
                    ))
                    .layout(egui::Layout::top_down(egui::Align::Center)),
            );
            child.label(
                egui::RichText::new("Pass the screen to")
                    .size(26.0)
                    .color(palette::TEXT),
            );
            child.label(
                egui::RichText::new(name.to_uppercase())
                    .size(54.0)
                    .strong()
                    .color(col),
            );
            child.add_space(16.0);
            let b = egui::Button::new(
                egui::RichText::new(format!("I am {name} — show my hand")).size(20.0),
            )
            .fill(palette::CURTAIN_BUTTON)
            .min_size(egui::vec2(320.0, 44.0));
            if child.add(b).clicked() {
                cmds.write(TableCmd::LiftCurtain);
            }
        });
    Ok(())
}

/// UX "Competition, animated": the contest's sides as columns of pieces (as the game describes
/// them: [`GameFace::contest`]), the cards committed (face down until revealed), the round, losses
/// paid instead of pieces.
fn competition<F: GameFace>(
    mut contexts: EguiContexts,
    table: TableRef<F>,
    rem: Res<Remaining>,
    mut panel: ResMut<CompetitionPanel>,
) -> Result {
    panel.0 = None;
    let s = &table.session;
    let now = F::state(&s.game);
    let comp_now = F::contested(now);
    let Some(area) = table.stage.playback.competition().or(comp_now) else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let cat = &s.cat;
    let st = table.display();
    let contest = F::contest(cat, st, area);
    let round = if table.stage.playback.competition().is_some() {
        table.stage.playback.round()
    } else {
        F::contest_round(now)
    };
    let committed = if comp_now == Some(area) {
        table.committed_for_view()
    } else {
        Vec::new()
    };
    // Cards stay face down while civilizations are still committing.
    let committing = s.pending().is_some_and(F::committing);
    let helper_fill = style::to_egui(contest.helper_fill);
    let shown = egui::Window::new(contest.title.as_str())
        .id(super::ids::competition_panel())
        .collapsible(false)
        .resizable(false)
        // The board's top-left corner: the banner takes its middle, the cards its centre.
        .fixed_pos(rem.0.unwrap_or_else(|| ctx.content_rect()).min + egui::vec2(10.0, 10.0))
        .show(ctx, |ui| {
            ui.label(
                egui::RichText::new(F::round_heading(round))
                    .strong()
                    .size(18.0)
                    .color(palette::HEADING),
            );
            ui.horizontal_top(|ui| {
                for side in &contest.sides {
                    ui.vertical(|ui| {
                        ui.set_width(92.0);
                        let seat = match side.owner {
                            PieceOwner::Seat(sl) => Some(sl),
                            _ => None,
                        };
                        let (fill, rim) = match seat {
                            Some(sl) => (civ_color::<F>(st, sl), egui::Color32::BLACK),
                            None => {
                                let paint = F::paint(st, side.owner);
                                (style::to_egui(paint.fill), style::to_egui(paint.rim))
                            }
                        };
                        ui.label(egui::RichText::new(&side.name).strong().color(
                            if seat.is_some() {
                                fill
                            } else {
                                egui::Color32::LIGHT_GRAY
                            },
                        ));
                        disk_rows(ui, side.pieces, side.helpers, (fill, rim), helper_fill);
                        for line in &side.lines {
                            ui.label(line);
                        }
                        if let Some(sl) = seat {
                            for (_, card, negated) in committed.iter().filter(|c| c.0 == sl) {
                                // Face down until revealed: only its owner (or anyone, for an
                                // NPC's) may look at it meanwhile.
                                let look = card_face::CardLook {
                                    face_down: card.is_none(),
                                    selected: false,
                                    disabled: *negated,
                                };
                                card_face::card_face::<F>(
                                    ui,
                                    cat,
                                    card.unwrap_or(F::FACE_DOWN),
                                    card_face::CardSize::Small,
                                    look,
                                );
                                if committing && card.is_some() {
                                    ui.label(egui::RichText::new("face down").small().italics());
                                }
                                if *negated {
                                    ui.label(
                                        egui::RichText::new("negated")
                                            .small()
                                            .color(palette::ALERT),
                                    );
                                }
                            }
                            for (_, with) in
                                table.stage.playback.paid().iter().filter(|p| p.0 == sl)
                            {
                                ui.label(
                                    egui::RichText::new(format!("paid {with}"))
                                        .small()
                                        .color(palette::HEADING),
                                );
                            }
                        }
                    });
                }
            });
        });
    panel.0 = shown.map(|r| r.response.rect);
    Ok(())
}

/// A competition's result, over the contested area for a few beats.
pub fn banner<F: GameFace>(
    mut contexts: EguiContexts,
    table: TableRef<F>,
    floating: Res<Floating>,
    mut cmds: MessageWriter<TableCmd<F>>,
) -> Result {
    let Some((r, _)) = &table.stage.banner else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    // Its place: over the middle of the board, clear of the competition panel and of what
    // waits for an answer (`keep_clear`); nowhere clear, the log has it.
    let Some(at) = floating.banner else {
        return Ok(());
    };
    let s = &table.session;
    let st = F::state(&s.game);
    let (title, lines) = r.words(&s.cat, st, F::money_change);
    let col = r
        .holder()
        .map(|x| civ_color::<F>(st, x))
        .unwrap_or(palette::TEXT_DIM);
    let shown = egui::Area::new(super::ids::banner())
        // Shown at once, whole: a fade-in would leave it faint on a paused table.
        .fade_in(false)
        .fixed_pos(at.min)
        .order(egui::Order::Foreground)
        .sense(egui::Sense::click())
        .show(ctx, |ui| {
            egui::Frame::new()
                .fill(palette::BANNER_FILL)
                .stroke(egui::Stroke::new(3.0, col))
                .corner_radius(8.0)
                .inner_margin(egui::Margin::symmetric(22, 12))
                .show(ui, |ui| {
                    ui.set_width(at.width() - 44.0);
                    ui.vertical_centered(|ui| {
                        // Lightened: the darker colours (Assyria's green) stay readable.
                        let title_col = col.lerp_to_gamma(egui::Color32::WHITE, 0.3);
                        ui.label(
                            egui::RichText::new(title)
                                .size(24.0)
                                .strong()
                                .color(title_col),
                        );
                        for l in lines {
                            ui.label(egui::RichText::new(l).size(15.0).color(palette::TEXT));
                        }
                        // It stays its time, or until read: the next player's curtain waits.
                        ui.label(
                            egui::RichText::new("click to go on")
                                .small()
                                .color(palette::FAINT),
                        );
                    });
                });
        });
    if shown.response.clicked() {
        cmds.write(TableCmd::CloseBanner);
    }
    Ok(())
}

/// UX "Phases that need a summary": the Reckoning (and End of Epoch) in one panel, or the
/// scores a game takes apart after a player's turn; each part drawn when the game gives it.
fn summary<F: GameFace>(
    mut contexts: EguiContexts,
    table: TableRef<F>,
    mut cmds: MessageWriter<TableCmd<F>>,
) -> Result {
    let Some(sm) = &table.messages.summary else {
        return Ok(());
    };
    if !table.stage.playback.is_idle() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let s = &table.session;
    let cat = &s.cat;
    let st = F::state(&s.game);
    egui::Window::new(&sm.title)
        .id(egui::Id::new("summary"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        // Within its place (`keep_clear::SUMMARY_SIZE`), frame included.
        .default_width(SUMMARY_SIZE.x - 40.0)
        .max_width(SUMMARY_SIZE.x - 16.0)
        .show(ctx, |ui| {
            if !sm.rows.is_empty() {
                summary_rows::<F>(ui, cat, st, &sm.rows);
            }
            if !sm.order_before.is_empty() || !sm.order_after.is_empty() {
                ui.add_space(6.0);
                turn_order::<F>(ui, cat, st, &sm.order_before, &sm.order_after);
            }
            if !sm.lines.is_empty() {
                ui.add_space(6.0);
                ui.label(egui::RichText::new("What happened").strong());
                // The list takes the window's width (its lines wrap there).
                egui::ScrollArea::vertical()
                    .max_height(220.0)
                    .auto_shrink([false, true])
                    .show(ui, |ui| {
                        let viewer = s.viewer_now();
                        let lines = sm
                            .lines
                            .iter()
                            .filter(|l| l.mark() != crate::play::LineMark::PhaseStart)
                            .filter_map(|l| Some((l, l.text_for(st, viewer)?)));
                        for (l, line) in lines {
                            let col = l
                                .seat()
                                .map(|x| civ_color::<F>(st, x))
                                .unwrap_or(palette::SUMMARY_LINE);
                            ui.horizontal_wrapped(|ui| {
                                ui.label(egui::RichText::new(line).color(col));
                                ui.label(
                                    egui::RichText::new(l.rule()).small().color(palette::FAINT),
                                );
                            });
                        }
                    });
            }
            if !sm.breakdowns.is_empty() {
                // Several scores at once (players with nothing left to place) scroll.
                egui::ScrollArea::vertical()
                    .max_height(SUMMARY_SIZE.y - 90.0)
                    .auto_shrink([false, true])
                    .show(ui, |ui| {
                        for (k, b) in sm.breakdowns.iter().enumerate() {
                            if k > 0 {
                                ui.separator();
                            }
                            breakdown::<F>(ui, cat, st, b);
                        }
                    });
            }
            ui.add_space(6.0);
            if ui
                .button(egui::RichText::new("Continue").strong())
                .clicked()
            {
                cmds.write(TableCmd::CloseSummary);
            }
        });
    Ok(())
}

/// A summary's rows: each seat's score, money and cards in hand before and after.
fn summary_rows<F: GameFace>(
    ui: &mut egui::Ui,
    cat: &F::Catalog,
    st: &F::State,
    rows: &[crate::app::game_face::SummaryRow<F::Seat>],
) {
    egui::Grid::new("summary_rows")
        .striped(true)
        .spacing([14.0, 4.0])
        .show(ui, |ui| {
            for h in [
                "Civilization",
                F::SCORE,
                "gained",
                F::MONEY,
                "cards in hand",
            ] {
                ui.label(egui::RichText::new(h).strong());
            }
            ui.end_row();
            for r in rows {
                let name = civ_name::<F>(cat, st, r.slot);
                ui.label(
                    egui::RichText::new(if r.joined {
                        format!("{name} (new)")
                    } else {
                        name
                    })
                    .color(civ_color::<F>(st, r.slot))
                    .strong(),
                );
                ui.label(format!("{} to {}", r.vp.0, r.vp.1));
                ui.label(format!("{:+}", r.vp.1 as i64 - r.vp.0 as i64));
                ui.label(format!("{} to {}", r.money.0, r.money.1));
                ui.label(format!("{} to {}", r.hand.0, r.hand.1));
                ui.end_row();
            }
        });
}

/// A summary's turn order before and after.
fn turn_order<F: GameFace>(
    ui: &mut egui::Ui,
    cat: &F::Catalog,
    st: &F::State,
    before: &[F::Seat],
    after: &[F::Seat],
) {
    let names = |v: &[F::Seat]| {
        v.iter()
            .map(|&x| civ_name::<F>(cat, st, x))
            .collect::<Vec<_>>()
            .join(", ")
    };
    ui.label(egui::RichText::new("Turn order").strong());
    if before != after {
        ui.label(format!("was {}", names(before)));
        ui.label(egui::RichText::new(format!("now {}", names(after))).color(palette::HEADING));
    } else {
        ui.label(format!("unchanged: {}", names(after)));
    }
}

/// One seat's score taken apart: whose it is and by which rule, a row per source (its swatch,
/// its name, what the seat holds there, what it scores), the total and the running score.
fn breakdown<F: GameFace>(
    ui: &mut egui::Ui,
    cat: &F::Catalog,
    st: &F::State,
    b: &crate::app::game_face::Breakdown<F::Seat>,
) {
    ui.horizontal(|ui| {
        ui.label(
            egui::RichText::new(civ_name::<F>(cat, st, b.seat))
                .size(18.0)
                .strong()
                .color(civ_color::<F>(st, b.seat)),
        );
        ui.label(egui::RichText::new(&b.rule).small().color(palette::FAINT));
    });
    let designed = b.rows.iter().any(|r| r.designed);
    egui::Grid::new(("breakdown", civ_name::<F>(cat, st, b.seat)))
        .striped(true)
        .num_columns(4)
        .spacing([14.0, 3.0])
        .show(ui, |ui| {
            ui.label("");
            for h in b.columns {
                ui.label(egui::RichText::new(h).strong());
            }
            ui.end_row();
            for r in &b.rows {
                let text = |t: &str| {
                    let t = egui::RichText::new(t);
                    if r.idle {
                        t.color(palette::FAINT)
                    } else {
                        t.color(palette::TEXT)
                    }
                };
                match r.swatch {
                    Some(c) => swatch(ui, style::to_egui(c)),
                    None => {
                        ui.label("");
                    }
                }
                ui.label(text(&r.source).strong());
                ui.label(text(&r.holding));
                let vp = ui.label(text(&format!(
                    "{}{}",
                    r.score,
                    if r.designed { " *" } else { "" }
                )));
                if r.designed {
                    vp.on_hover_text(designed_words::<F>());
                }
                ui.end_row();
            }
            ui.label("");
            ui.label(
                egui::RichText::new("Total")
                    .strong()
                    .color(palette::HEADING),
            );
            ui.label("");
            ui.label(
                egui::RichText::new(b.total.to_string())
                    .strong()
                    .color(palette::HEADING),
            );
            ui.end_row();
        });
    ui.label(
        egui::RichText::new(format!("{} {} to {}", F::SCORE, b.running.0, b.running.1)).strong(),
    );
    if designed {
        ui.label(
            egui::RichText::new(format!("* {}", designed_words::<F>()))
                .small()
                .color(palette::FAINT),
        );
    }
}

/// A small square of colour (a region's border colour), rimmed so a dark one shows.
fn swatch(ui: &mut egui::Ui, colour: egui::Color32) {
    let (r, _) = ui.allocate_exact_size(egui::vec2(16.0, 14.0), egui::Sense::hover());
    ui.painter().rect_filled(r, 2.0, colour);
    ui.painter().rect_stroke(
        r,
        2.0,
        egui::Stroke::new(1.0, palette::TEXT_DIM),
        egui::StrokeKind::Inside,
    );
}

/// The final ranking with the tie-breakers (RB Endgame) and the VP chart.
fn game_over<F: GameFace>(
    mut contexts: EguiContexts,
    table: TableRef<F>,
    mut ui_state: ResMut<TableUi<F>>,
) -> Result {
    let s = &table.session;
    // Worked out once when the game ended (neutral factions are nobody's: not ranked).
    let Some(rows) = table.final_ranking() else {
        return Ok(());
    };
    if !table.game_over_shown() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let cat = &s.cat;
    let st = F::state(&s.game);
    let outcome = F::outcome(st);
    let winners = outcome.winners;
    egui::Window::new("Game over")
        .id(egui::Id::new("game_over"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .default_width(640.0)
        .show(ctx, |ui| {
            let names: Vec<String> = winners.iter().map(|&w| civ_name::<F>(cat, st, w)).collect();
            ui.label(
                egui::RichText::new(format!(
                    "{} win{}",
                    names.join(" and "),
                    if names.len() == 1 { "s" } else { "" }
                ))
                .size(24.0)
                .strong()
                .color(
                    winners
                        .first()
                        .map(|&w| civ_color::<F>(st, w))
                        .unwrap_or(egui::Color32::WHITE),
                ),
            );
            ui.label(egui::RichText::new(&outcome.note).italics());
            ui.add_space(6.0);
            egui::Grid::new("ranking")
                .striped(true)
                .spacing([12.0, 4.0])
                .show(ui, |ui| {
                    for &h in ["#", "Civilization"].iter().chain(F::RANKING) {
                        ui.label(egui::RichText::new(h).strong());
                    }
                    ui.end_row();
                    for (i, (slot, k)) in rows.iter().enumerate() {
                        ui.label(format!("{}", i + 1));
                        ui.label(
                            egui::RichText::new(civ_name::<F>(cat, st, *slot))
                                .color(civ_color::<F>(st, *slot))
                                .strong(),
                        );
                        // One cell a column: a game may rank by fewer keys than it carries.
                        for (j, v) in k.as_ref().iter().take(F::RANKING.len()).enumerate() {
                            ui.label(F::ranking_cell(j, *v));
                        }
                        ui.end_row();
                    }
                });
            ui.add_space(8.0);
            let series: Vec<vp_chart::VpSeries> = F::vp_series(s)
                .into_iter()
                .map(|(slot, v)| vp_chart::VpSeries {
                    name: civ_name::<F>(cat, st, slot),
                    color: civ_color::<F>(st, slot),
                    points: v
                        .iter()
                        .enumerate()
                        .map(|(t, &vp)| [t as f64, vp as f64])
                        .collect(),
                })
                .collect();
            ui.allocate_ui(egui::vec2(600.0, 260.0), |ui| {
                vp_chart::vp_chart(ui, &series)
            });
            ui.horizontal(|ui| {
                if ui.button("Main menu").clicked() {
                    ui_state.show_menu = true;
                }
            });
        });
    Ok(())
}

/// The help window (H toggles it).
fn help_window<F: GameFace>(
    mut contexts: EguiContexts,
    mut ui_state: ResMut<TableUi<F>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    help::help_overlay(ctx, &mut ui_state.show_help);
    Ok(())
}
