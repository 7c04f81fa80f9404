//! The VP-over-time chart (UX.md "Game over"): one line per civilization, turns on x, VP on y.

use bevy_egui::egui;
use egui_plot::{Corner, Legend, Line, Plot, Points};

use crate::app::game_face::GameFace;
use crate::app::style;

/// One civilization's line.
#[derive(Debug, Clone, PartialEq)]
pub struct VpSeries {
    pub name: String,
    pub color: egui::Color32,
    /// `[turn, vp]` points, in turn order.
    pub points: Vec<[f64; 2]>,
}

/// One series per seat from the game's `score_history` (ACME: the VP total after each Victory
/// Tally Step, once per turn played): point `i` is at turn `i + 1` counted from the start of the
/// game (across Epochs). Each line is in the seat's colour, under its name.
pub fn vp_series<F: GameFace>(cat: &F::Catalog, st: &F::State) -> Vec<VpSeries> {
    F::seats(st)
        .into_iter()
        .map(|s| VpSeries {
            name: F::seat_name(cat, st, s),
            color: F::seat_colour(st, s).map_or(egui::Color32::GRAY, style::to_egui),
            points: F::score_history(st, s)
                .iter()
                .enumerate()
                .map(|(i, &vp)| [(i + 1) as f64, vp as f64])
                .collect(),
        })
        .collect()
}

/// A line chart of `series` (legend top left; integer ticks; drag / zoom disabled so that it
/// reads as a picture and does not steal the wheel). Fills the space it is given.
pub fn vp_chart(ui: &mut egui::Ui, series: &[VpSeries]) -> egui::Response {
    let integer = |m: egui_plot::GridMark, _r: &std::ops::RangeInclusive<f64>| {
        if (m.value - m.value.round()).abs() < 1e-6 {
            format!("{}", m.value.round() as i64)
        } else {
            String::new()
        }
    };
    Plot::new("acme_vp_chart")
        .legend(Legend::default().position(Corner::LeftTop))
        .x_axis_label("Turn")
        .y_axis_label("VP")
        .x_axis_formatter(integer)
        .y_axis_formatter(integer)
        .include_x(1.0)
        .include_y(0.0)
        .allow_drag(false)
        .allow_zoom(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .show(ui, |plot| {
            for s in series {
                plot.line(
                    Line::new(s.name.clone(), s.points.clone())
                        .color(s.color)
                        .width(2.5),
                );
                plot.points(
                    Points::new(s.name.clone(), s.points.clone())
                        .color(s.color)
                        .radius(3.5),
                );
            }
        })
        .response
}
