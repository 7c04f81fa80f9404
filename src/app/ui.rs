//! egui: the top bar, the area tooltip and the load-failure screen.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::AppState;
use super::camera::TOP_BAR;
use super::hover::{HoveredArea, SelectedArea};
use super::loading::{LoadErrors, Loaded};
use super::on_board::OnBoard;
use super::widgets::terrain_name;
use crate::app::game_face::GameFace;
use crate::app::games::{Face, Piece};
use crate::app::style::palette;
use crate::games::acme::Q;
use crate::games::acme::catalog::{AreaId, Catalog, bit};
use crate::games::acme::state::{BlockLoc, State};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        (top_bar.run_if(viewer_screen), tooltip)
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

/// What a stack of disks is called (RB: a Camp, a Settlement, a City on Land).
pub fn stack_name(n: u8, land: bool) -> &'static str {
    match n {
        0 => "",
        1 => "Camp",
        2 => "Settlement",
        _ if land => "City",
        _ => "Fleet",
    }
}

/// The tooltip's text for an area: (heading, lines).
pub fn describe_area(cat: &Catalog, st: &State, a: AreaId) -> (String, Vec<String>) {
    let q = Q::new(cat, st);
    let area = cat.board.area(a);
    let mut lines = Vec::new();
    let mut t = terrain_name(area.terrain).to_string();
    if area.island {
        t.push_str(" · island");
    }
    if !area.home_of.is_empty() {
        let names: Vec<&str> = area
            .home_of
            .iter()
            .map(|&k| cat.civ(k).name.as_str())
            .collect();
        t.push_str(&format!(" · Home area of {}", names.join(", ")));
    }
    lines.push(t);
    let config = &cat.board.configs[st.config];
    if !q.playable(a) {
        lines.push(if config.markers & bit(a) != 0 {
            format!("Edge marker: out of play on the {} map", config.name)
        } else {
            format!("Out of play on the {} map", config.name)
        });
    }
    let ar = st.area(a);
    if ar.is_empty() {
        lines.push("No disks".into());
    }
    for f in ar.factions() {
        let n = ar.count(f);
        let who = match f.slot() {
            Some(s) => format!("{} ({})", q.civ_name(s), st.civ(s).color.name()),
            None => "Barbarians".into(),
        };
        let what = if f.slot().is_some() {
            format!(" · {}", stack_name(n, area.is_land()))
        } else {
            String::new()
        };
        lines.push(format!(
            "{who}: {n} disk{}{what}",
            if n == 1 { "" } else { "s" }
        ));
    }
    for s in st.slots() {
        if ar.allies[s.idx()] > 0 {
            lines.push(format!(
                "{}: {} white Allied disk(s)",
                q.civ_name(s),
                ar.allies[s.idx()]
            ));
        }
    }
    if ar.white_bonus > 0 {
        lines.push(format!(
            "{} white disk(s) on the bonus area",
            ar.white_bonus
        ));
    }
    if let Some(f) = ar.stronghold {
        lines.push(format!(
            "Stronghold cube (on the {} disks)",
            q.faction_name(f)
        ));
    }
    if let Some(c) = ar.cube {
        lines.push(Face::piece(Piece::Special(c)).name.into());
    }
    if let Some(s) = q
        .homeland_owner(a)
        .or_else(|| st.slots().find(|&s| st.civ(s).homeland == Some(a)))
    {
        lines.push(format!("Homeland block of {}", q.civ_name(s)));
        if let Some(d) = st.civ(s).deity {
            // A Deity's name, or the Religion card's that stands for one (RB 95).
            let name = cat.card_name(d);
            let state = match st.block(d) {
                BlockLoc::Temple { .. } => "temple standing".to_string(),
                BlockLoc::Captured { by, .. } => format!("temple captured by {}", q.civ_name(by)),
                BlockLoc::Destroyed { .. } => "temple destroyed".into(),
                BlockLoc::Returned { .. } => "temple returned".into(),
                _ => "no temple".into(),
            };
            lines.push(format!("Deity: {name} ({state})"));
        }
    }
    if q.playable(a) {
        lines.push(if q.contested(a) {
            "Contested".into()
        } else {
            "Not contested".into()
        });
    }
    let ns: Vec<String> = cat
        .board
        .neighbours(a)
        .map(|n| {
            let mut s = cat.board.name(n).to_string();
            if cat.board.river_between(a, n).is_some() {
                s.push_str(" (river)");
            }
            if !q.playable(n) {
                s.push_str(" (out of play)");
            }
            s
        })
        .collect();
    lines.push(format!("Neighbours: {}", ns.join(", ")));
    (area.name.clone(), lines)
}

fn top_bar(
    mut contexts: EguiContexts,
    on_board: OnBoard,
    loaded: Res<Loaded>,
    selected: Option<Res<SelectedArea>>,
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
                        ui.label(egui::RichText::new("ACME").strong().color(palette::HEADING));
                        ui.separator();
                        ui.label(egui::RichText::new(on_board.title()).color(palette::TEXT));
                        ui.separator();
                        ui.label(format!(
                            "{} map · Epoch {} · Turn {}",
                            cat.board.configs[st.config].name, st.epoch, st.turn
                        ));
                        if let Some(a) = selected.as_ref().and_then(|s| s.0) {
                            ui.separator();
                            ui.label(
                                egui::RichText::new(format!("Selected: {}", cat.board.name(a)))
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
#[derive(Resource, Debug, Default, Clone)]
pub struct AreaHint(pub Option<(crate::games::acme::catalog::AreaId, bool, String)>);

fn tooltip(
    mut contexts: EguiContexts,
    hovered: Option<Res<HoveredArea>>,
    on_board: OnBoard,
    loaded: Res<Loaded>,
    opts: Res<super::WindowOptions>,
    hint: Option<Res<AreaHint>>,
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
    let (title, lines) = describe_area(&loaded.catalog, st, a);
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
