//! egui: the top bar, the area tooltip and the load-failure screen.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::AppState;
use super::camera::TOP_BAR;
use super::hover::{HoveredArea, SelectedArea};
use super::loading::{LoadErrors, Loaded};
use super::on_board::OnBoard;
use crate::app::game_face::GameFace;
use crate::app::style::palette;

/// The top bar and the tooltip over game `F`'s board, and the load-failure screen.
pub(super) fn plugin<F: GameFace>(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        (top_bar::<F>.run_if(viewer_screen), tooltip::<F>)
            .chain()
            .run_if(in_state(AppState::InGame)),
    )
    .add_systems(
        EguiPrimaryContextPass,
        failure_screen.run_if(in_state(AppState::Failed)),
    );
}

/// `acme show`: no play screen (the play screens draw their own bar).
fn viewer_screen(screen: Option<Res<bevy::prelude::State<super::Screen>>>) -> bool {
    screen.is_none()
}

fn top_bar<F: GameFace>(
    mut contexts: EguiContexts,
    on_board: OnBoard<F>,
    loaded: Res<Loaded<F>>,
    selected: Option<Res<SelectedArea<F>>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(st) = on_board.state() else {
        return Ok(());
    };
    let cat = &loaded.catalog;
    egui::Area::new(egui::Id::new("top_bar"))
        .fixed_pos(egui::pos2(0.0, 0.0))
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            let w = ui.ctx().content_rect().width();
            egui::Frame::new()
                .fill(palette::BAR)
                .inner_margin(egui::Margin::symmetric(10, 5))
                .show(ui, |ui| {
                    ui.set_width(w - 20.0);
                    ui.set_height(TOP_BAR - 10.0);
                    ui.horizontal_centered(|ui| {
                        ui.label(
                            egui::RichText::new(F::NAME)
                                .strong()
                                .color(palette::HEADING),
                        );
                        ui.separator();
                        ui.label(egui::RichText::new(on_board.title()).color(palette::TEXT));
                        ui.separator();
                        ui.label(F::progress(cat, st));
                        if let Some(a) = selected.as_ref().and_then(|s| s.0) {
                            ui.separator();
                            ui.label(
                                egui::RichText::new(format!(
                                    "Selected: {}",
                                    F::map_area(cat, a).name
                                ))
                                .color(palette::NOTICE),
                            );
                        }
                        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                            ui.label(
                                egui::RichText::new(
                                    "wheel / + − zoom · drag / arrows pan · F fit · Esc clear",
                                )
                                .small()
                                .color(palette::SUBTITLE),
                            );
                        });
                    });
                });
        });
    Ok(())
}

/// The hovered area's answer to the current choice on the map: (area, legal, sentence); set by the
/// play screen (`table::mapinput`), read by the tooltip.
#[derive(Resource)]
pub struct AreaHint<F: GameFace>(pub Option<(F::Area, bool, String)>);

// By hand: a derived one would ask the face itself to be `Default`.
impl<F: GameFace> Default for AreaHint<F> {
    fn default() -> Self {
        AreaHint(None)
    }
}

fn tooltip<F: GameFace>(
    mut contexts: EguiContexts,
    hovered: Option<Res<HoveredArea<F>>>,
    on_board: OnBoard<F>,
    loaded: Res<Loaded<F>>,
    opts: Res<super::WindowOptions>,
    hint: Option<Res<AreaHint<F>>>,
    room: Option<Res<super::camera::MapRoom>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    // No hover in the `--empty` baseline window.
    let Some(a) = hovered.and_then(|h| h.0) else {
        return Ok(());
    };
    if opts.no_tooltip {
        return Ok(());
    }
    if ctx.is_pointer_over_egui() {
        return Ok(());
    }
    let Some(pos) = ctx.pointer_hover_pos() else {
        return Ok(());
    };
    // Over a panel of the table (the turn order, the log, the hand) the map has no tooltip.
    if room.is_some_and(|r| !r.has(Some(Vec2::new(pos.x, pos.y)))) {
        return Ok(());
    }
    let Some(st) = on_board.state() else {
        return Ok(());
    };
    let (title, lines) = F::describe_area(&loaded.catalog, st, a);
    // During a choice on the map: whether this area may be chosen, and if not, the rules' reason.
    let hint = hint.and_then(|h| h.0.clone().filter(|(at, _, _)| *at == a));
    let screen = ctx.content_rect();
    // Keep the tooltip inside the window (to the left of the pointer near the right edge) and
    // clear of what waits for an answer (`widgets::clear`): nowhere clear, no tooltip.
    let width = 300.0;
    let x = if pos.x + 18.0 + width > screen.right() {
        pos.x - 18.0 - width
    } else {
        pos.x + 18.0
    };
    let y = pos
        .y
        .min(screen.bottom() - 40.0 - 18.0 * lines.len() as f32)
        .max(TOP_BAR + 4.0);
    let tall = 48.0 + 20.0 * (lines.len() + usize::from(hint.is_some()) * 2) as f32;
    let want = egui::Rect::from_min_size(egui::pos2(x, y), egui::vec2(width + 16.0, tall));
    let clear = super::widgets::clear::clear_rects(ctx);
    let Some(at) = super::widgets::clear::place_clear(want, screen, &clear) else {
        return Ok(());
    };
    egui::Area::new(egui::Id::new("area_tooltip"))
        .fixed_pos(at.min)
        .order(egui::Order::Tooltip)
        .interactable(false)
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.set_max_width(width);
                ui.label(egui::RichText::new(title).strong().size(15.0));
                if let Some((_, legal, text)) = &hint {
                    let col = if *legal {
                        palette::AREA_OK
                    } else {
                        palette::AREA_REFUSED
                    };
                    ui.label(egui::RichText::new(text).color(col).strong());
                }
                for l in lines {
                    ui.label(l);
                }
            });
        });
    Ok(())
}

fn failure_screen(mut contexts: EguiContexts, errs: Res<LoadErrors>) -> Result {
    let ctx = contexts.ctx_mut()?;
    egui::Window::new("The game could not start")
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| {
            ui.label("A data file is missing or broken:");
            for e in &errs.0 {
                ui.label(egui::RichText::new(e).monospace().color(palette::ALERT));
            }
        });
    Ok(())
}
