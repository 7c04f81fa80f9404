//! Cradle's Player Scoring at the table (CR 7.0-7.3): after each player's turn his score is
//! shown taken apart in front of everyone — every region of the map by its name and border
//! colour, his status there and its VP, then the other sources, the total and his running VP —
//! exactly as the typed `Scored` event says it, in a hot-seat game (closed by a click) and in a
//! watched game of random seats (it goes on by itself).

use acme::app::game_face::{Breakdown, Playback as _};
use acme::app::games::cradle::scoring_view::{region_colour, status_word};
use acme::app::table::state::TableReads as _;
use acme::engine::Game as _;
use acme::games::cradle::event::{Event, Score};
use acme::games::cradle::state::Seat;
use acme::games::cradle::{Cradle, CradleRecord};
use acme::settings::Speed;
use bevy::prelude::*;

use super::cradle_table::{cradle_table_at, form_for, pick, table};

type TableCmd = acme::app::table::driver::TableCmd<acme::app::games::cradle::CradleFace>;

/// The `Scored` events of the record's last answer, replayed from its setup and seed: what the
/// rules said when the summary came up (the oracle, apart from the table).
fn scorings_of_last_answer(rec: &CradleRecord) -> Vec<(Seat, Score)> {
    let cat = acme::games::cradle::data::builtin();
    let (mut g, first) = Cradle::new(cat, rec.setup.clone(), rec.seed).expect("the record's game");
    let mut last = first;
    for &a in &rec.actions {
        last = g.apply(a).expect("the record replays");
    }
    last.into_iter()
        .filter_map(|e| match e {
            Event::Scored { seat, score } => Some((seat, score)),
            _ => None,
        })
        .collect()
}

/// The view shows exactly the event's score: one row per region in the catalog's order (its
/// name, its border colour, the status in the rulebook's words, its VP), then the areas,
/// Cities, commerce, Bonus Areas and Wonders, the total; the rows add up to it.
fn assert_view_is_the_score(b: &Breakdown<Seat>, seat: Seat, score: &Score) {
    let cat = acme::games::cradle::data::builtin();
    assert_eq!(b.seat, seat, "the scoring player");
    assert_eq!(
        b.rows.len(),
        cat.regions.len() + 5,
        "every region and source"
    );
    for (i, region) in cat.regions.iter().enumerate() {
        let row = &b.rows[i];
        let (status, vp) = score.regions[i];
        assert_eq!(row.source, region.name, "region {i} in catalog order");
        assert_eq!(
            row.swatch,
            Some(region_colour(&region.colour)),
            "{}'s border colour",
            region.name
        );
        assert_eq!(row.holding, status_word(status), "{}'s status", region.name);
        assert_eq!(row.score, vp, "{}'s VP", region.name);
    }
    let others: Vec<(&str, i32)> = b.rows[cat.regions.len()..]
        .iter()
        .map(|r| (r.source.as_str(), r.score))
        .collect();
    assert_eq!(
        others,
        [
            ("Areas", score.area_vp),
            ("Cities", score.city_vp),
            ("Commerce", score.commerce_vp),
            ("Bonus Areas", score.bonus_area_vp),
            ("Wonders", score.wonder_vp),
        ],
        "CR 7.2's sources"
    );
    assert_eq!(b.total, score.total, "the event's total");
    assert_eq!(
        b.rows.iter().map(|r| r.score).sum::<i32>(),
        b.total,
        "the rows add up to the total"
    );
    assert_eq!(
        b.running.1 - b.running.0,
        b.total,
        "the running VP moves by it"
    );
}

/// The summary on the table now, checked against the rules' events of the answer that made it;
/// each scored player's running VP is his VP in the state afterwards. Returns the number of
/// scorings in it.
fn check_summary(app: &App) -> usize {
    let t = table(app);
    let sm = t.messages.summary.as_ref().expect("a summary is up");
    let scorings = scorings_of_last_answer(&t.session.record);
    assert!(!scorings.is_empty(), "the summary follows a scoring");
    assert_eq!(sm.breakdowns.len(), scorings.len(), "one view per scoring");
    assert!(
        sm.lines.is_empty() && sm.rows.is_empty(),
        "nothing but the scores"
    );
    for (b, (seat, score)) in sm.breakdowns.iter().zip(&scorings) {
        assert_view_is_the_score(b, *seat, score);
    }
    let st = &t.session.game.state;
    for b in &sm.breakdowns {
        let last = sm.breakdowns.iter().rfind(|x| x.seat == b.seat).unwrap();
        assert_eq!(
            last.running.1,
            st.vp[b.seat as usize],
            "Player {}'s VP after the scoring",
            b.seat + 1
        );
    }
    scorings.len()
}

/// CR 7.0-7.3 hot-seat, four people: after each player's turn of Epochs I and II the table
/// shows his scoring, exactly as its event says it; it waits for a click (a person reads it:
/// Continue, or Skip), with no curtain over it and no question open under it.
#[test]
fn cradle_scoring_is_shown_region_by_region_after_each_players_turn_in_hot_seat() {
    let mut app = cradle_table_at(&form_for(4, 4, 11), Speed::Instant);
    let (mut frames, mut shown) = (0, 0);
    while shown < 8 {
        frames += 1;
        assert!(frames < 100_000, "the game stalled");
        let t = table(&app);
        let cmd = if t.messages.summary.is_some() && t.stage.playback.is_idle() {
            assert!(t.curtain().is_none(), "the scoring is shown to everyone");
            assert!(!t.human_may_act(), "the next question waits for it");
            shown += check_summary(&app);
            // Read, then passed: by Continue, or by Skip (the board being still).
            let cmd = if shown % 2 == 0 {
                TableCmd::Skip
            } else {
                TableCmd::CloseSummary
            };
            // A click is taken once the summary has been on screen a moment (`settle`).
            let mut waited = 0;
            while table(&app).messages.summary.is_some() {
                waited += 1;
                assert!(waited < 100_000, "the scoring is never passed");
                app.world_mut().write_message(cmd.clone());
                app.update();
            }
            continue;
        } else if t.curtain().is_some() {
            TableCmd::LiftCurtain
        } else if t.human_may_act() {
            TableCmd::Act(pick(&app, frames))
        } else {
            app.update();
            continue;
        };
        app.world_mut().write_message(cmd);
        app.update();
    }
    assert_eq!(
        table(&app).session.game.state.epoch,
        3,
        "each of four players scored once in each of two Epochs"
    );
}

/// CR 7.0 watched: four random seats at fast speed; each scoring comes up once the board has
/// shown the turn, exactly as its event says it, and goes away by itself a few beats later.
#[test]
fn cradle_scoring_in_a_watched_game_is_shown_then_goes_on_by_itself() {
    let mut app = cradle_table_at(&form_for(4, 0, 5), Speed::Fast);
    let (mut frames, mut shown, mut up) = (0, 0, false);
    while shown < 4 {
        frames += 1;
        assert!(frames < 200_000, "the game stalled after {shown} scorings");
        app.update();
        let t = table(&app);
        let now = t.messages.summary.is_some() && t.stage.playback.is_idle();
        if now && !up {
            shown += check_summary(&app);
        }
        up = now;
    }
    // The last one goes away without a click.
    let mut wait = 0;
    while table(&app).messages.summary.is_some() {
        wait += 1;
        assert!(wait < 1000, "a watched game's scoring stays up");
        app.update();
    }
}
