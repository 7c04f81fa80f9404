//! Cradle's Player Scoring as the table shows it (CR 7.0-7.3): after each player's last
//! civilization round, his score taken apart in front of everyone (nothing in it is secret),
//! region by region in the map's catalog order — each region by its name and its border colour,
//! his status there in the rulebook's words and its VP — then the areas, Cities, commerce, Bonus
//! Areas and Wonders, the total and his running VP. Read from the typed [`Event::Scored`] only,
//! never from the log's text; the shared table draws it as a summary ([`Summary`]), paced as
//! every summary is.

use bevy::color::{Color, Srgba};

use crate::app::game_face::{Breakdown, BreakdownRow, Summary};
use crate::games::cradle::data::{Catalog, Level};
use crate::games::cradle::event::{Event, Score};
use crate::games::cradle::session::{Line, seat_name};
use crate::games::cradle::state::{Seat, State};

/// CR 7.3: a player's status in a region, as the rulebook says it (0 none, 1 presence, 2
/// control, 3 domination: the [`Score`]'s code).
pub fn status_word(status: u8) -> &'static str {
    match status {
        1 => "Presence",
        2 => "Control",
        3 => "Domination",
        _ => "None",
    }
}

/// A region's border colour (`"#rrggbb"` in the map's data); grey if the data has none.
pub fn region_colour(hex: &str) -> Color {
    Srgba::hex(hex).map_or(Color::srgb(0.5, 0.5, 0.5), Color::from)
}

/// `seat`'s score taken apart (CR 7.2, 7.3), his running VP `before` it.
pub fn breakdown(cat: &Catalog, seat: Seat, score: &Score, before: i32) -> Breakdown<Seat> {
    let mut rows: Vec<BreakdownRow> = cat
        .regions
        .iter()
        .zip(&score.regions)
        .map(|(region, &(status, vp))| BreakdownRow {
            source: region.name.clone(),
            swatch: Some(region_colour(&region.colour)),
            holding: status_word(status).to_string(),
            score: vp,
            // B22: a blank cell of the Region table holds our value.
            designed: status > 0
                && region.vp_provenance[status as usize - 1].level == Level::Designed,
            idle: status == 0,
        })
        .collect();
    let plain = |source: &str, holding: String, score: i32| BreakdownRow {
        source: source.into(),
        swatch: None,
        idle: score == 0,
        holding,
        score,
        designed: false,
    };
    rows.push(plain(
        "Areas",
        format!("{} held, 1 VP per 2", score.areas),
        score.area_vp,
    ));
    rows.push(plain("Cities", "1 VP each".into(), score.city_vp));
    rows.push(plain(
        "Commerce",
        "1 VP per 2 Cities".into(),
        score.commerce_vp,
    ));
    rows.push(plain(
        "Bonus Areas",
        "1 VP each".into(),
        score.bonus_area_vp,
    ));
    rows.push(plain("Wonders", "2 VP each".into(), score.wonder_vp));
    Breakdown {
        seat,
        rule: "CR 7.0-7.3 Player Scoring".into(),
        columns: ["Region", "Status", "VP"],
        rows,
        total: score.total,
        running: (before, before + score.total),
    }
}

/// The scorings of one answer's `events` as a summary (`None` when nobody scored): each
/// player's running VP follows the VP events before his scoring, from the state `before` the
/// answer.
pub fn sum_up(cat: &Catalog, events: &[Event], before: &State) -> Option<Summary<Seat, Line>> {
    let mut vp: Vec<i32> = before.vp.clone();
    let mut out = Vec::new();
    for e in events {
        match e {
            Event::Vp { seat, vp: v } => {
                if let Some(x) = vp.get_mut(*seat as usize) {
                    *x += v;
                }
            }
            Event::Scored { seat, score } => {
                let was = vp.get(*seat as usize).copied().unwrap_or(0);
                out.push(breakdown(cat, *seat, score, was));
                if let Some(x) = vp.get_mut(*seat as usize) {
                    *x += score.total;
                }
            }
            _ => {}
        }
    }
    let title = match out.as_slice() {
        [] => return None,
        [one] => format!(
            "{} scores — Epoch {}",
            seat_name(one.seat),
            crate::games::cradle::board::roman(before.epoch)
        ),
        _ => format!(
            "Player Scoring — Epoch {}",
            crate::games::cradle::board::roman(before.epoch)
        ),
    };
    Some(Summary {
        title,
        rows: Vec::new(),
        order_before: Vec::new(),
        order_after: Vec::new(),
        lines: Vec::new(),
        epoch_ended: false,
        breakdowns: out,
    })
}
