//! `acme show --gallery`: the widgets on one screen, for pictures and for judging them at 1280×800.
//! A hand of 8 cards (two dimmed as unplayable, one shown zoomed as if hovered), the VP chart with
//! made-up series, the rules reference open on the card list. A strip at the top left toggles each
//! part; H and R toggle the help overlay and the rules reference as in the game.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::face::AcmeFace;
use super::rules_ref::{RulesTab, rules_reference};
use crate::app::camera::TOP_BAR;
use crate::app::loading::Loaded;
use crate::app::style::palette;
use crate::app::widgets::card_face::{CardSize, HandShape, hand_zoomed};
use crate::app::widgets::{VpSeries, help_overlay, vp_chart};
use crate::app::{AppState, WindowOptions};
use crate::games::acme::catalog::CardId;
use crate::games::acme::state::Color as CivColor;

/// The hand shown: Great Persons, Competition, Negate, Religion (Monotheism), Investment and plain
/// cards, with designed and recovered texts.
pub const HAND: [u8; 8] = [1, 9, 20, 25, 33, 47, 95, 60];
/// The cards drawn dimmed (not playable).
pub const UNPLAYABLE: [u8; 2] = [20, 33];
/// The card drawn zoomed as if hovered.
pub const ZOOMED: u8 = 9;

struct Gallery {
    rules: bool,
    tab: RulesTab,
    help: bool,
    chart: bool,
    zoom: bool,
    hand: bool,
    played: Option<CardId>,
    started: bool,
}

impl Default for Gallery {
    fn default() -> Self {
        Gallery {
            rules: true,
            tab: RulesTab::Cards,
            help: false,
            chart: true,
            zoom: true,
            hand: true,
            played: None,
            started: false,
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        gallery.run_if(in_state(AppState::InGame).and_then(|o: Res<WindowOptions>| o.gallery)),
    );
}

/// Made-up VP lines for four civilizations over ten turns.
pub fn sample_series() -> Vec<VpSeries> {
    let lines: [(&str, CivColor, [u32; 10]); 4] = [
        (
            "Egypt",
            CivColor::Yellow,
            [2, 4, 5, 7, 10, 12, 13, 16, 18, 21],
        ),
        (
            "Assyria",
            CivColor::Red,
            [1, 3, 6, 8, 9, 12, 15, 17, 18, 19],
        ),
        (
            "Hittites",
            CivColor::Blue,
            [2, 3, 3, 5, 7, 8, 8, 10, 13, 14],
        ),
        ("Elam", CivColor::Green, [1, 2, 4, 4, 6, 9, 11, 11, 12, 15]),
    ];
    lines
        .into_iter()
        .map(|(name, c, vps)| VpSeries {
            name: name.into(),
            color: super::colours::civ_egui(c),
            points: vps
                .iter()
                .enumerate()
                .map(|(i, &v)| [(i + 1) as f64, v as f64])
                .collect(),
        })
        .collect()
}

fn gallery(
    mut contexts: EguiContexts,
    loaded: Res<Loaded<AcmeFace>>,
    mut g: Local<Gallery>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    crate::app::widgets::install_fonts(ctx);
    let cat = &loaded.catalog;
    if !g.started {
        g.started = true;
        super::rules_ref::rules_reference_select(ctx, CardId(ZOOMED));
    }
    if !ctx.egui_wants_keyboard_input() {
        if ctx.input(|i| i.key_pressed(egui::Key::H)) {
            g.help = !g.help;
        }
        if ctx.input(|i| i.key_pressed(egui::Key::R)) {
            g.rules = !g.rules;
        }
    }
    let screen = ctx.content_rect();

    // Toggles.
    egui::Area::new(egui::Id::new("acme_gallery_strip"))
        .fixed_pos(egui::pos2(8.0, TOP_BAR + 4.0))
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.horizontal(|ui| {
                    ui.label(egui::RichText::new("Gallery").strong());
                    ui.toggle_value(&mut g.hand, "hand");
                    ui.toggle_value(&mut g.zoom, "zoom");
                    ui.toggle_value(&mut g.chart, "chart");
                    ui.toggle_value(&mut g.rules, "rules");
                    ui.toggle_value(&mut g.help, "help");
                });
            });
        });

    if g.chart {
        let mut open = true;
        egui::Window::new("Victory Points")
            .open(&mut open)
            .default_pos([8.0, TOP_BAR + 48.0])
            .default_size([440.0, 240.0])
            .show(ctx, |ui| {
                vp_chart(ui, &sample_series());
            });
        g.chart = open;
    }

    let mut rules = g.rules;
    let mut tab = g.tab;
    rules_reference::<crate::games::acme::Acme>(ctx, &mut rules, cat, &mut tab);
    g.rules = rules;
    g.tab = tab;

    if g.hand {
        let tray_h = CardSize::Small.size(false).y + 44.0;
        egui::Area::new(egui::Id::new("acme_gallery_hand"))
            .fixed_pos(egui::pos2(0.0, screen.bottom() - tray_h))
            .order(egui::Order::Foreground)
            .show(ctx, |ui| {
                egui::Frame::new()
                    .fill(palette::BAR)
                    .inner_margin(egui::Margin::symmetric(12, 6))
                    .show(ui, |ui| {
                        ui.set_width(screen.width() - 24.0);
                        ui.horizontal(|ui| {
                            ui.label(
                                egui::RichText::new("Your hand — hover to enlarge, click to play")
                                    .color(palette::TEXT_CAPTION),
                            );
                            if let Some(p) = g.played {
                                ui.label(
                                    egui::RichText::new(format!("· clicked: {}", cat.card_name(p)))
                                        .color(palette::NOTICE),
                                );
                            }
                        });
                        let cards: Vec<CardId> = HAND.iter().map(|&n| CardId(n)).collect();
                        let playable = |c: CardId| !UNPLAYABLE.contains(&c.0);
                        let zoom = g.zoom.then_some(CardId(ZOOMED));
                        if let Some(c) = hand_zoomed::<AcmeFace>(
                            ui,
                            cat,
                            &cards,
                            &playable,
                            &|_| None,
                            (zoom, None),
                            HandShape::Row,
                        ) {
                            g.played = Some(c);
                        }
                    });
            });
    }

    let mut help = g.help;
    help_overlay(ctx, &mut help);
    g.help = help;
    Ok(())
}
