//! Every moment of a game that `acme play --until MOMENT` stops at for a picture arrives in
//! hot-seat games: two humans beside an NPC (the game of `--setup basic-3 --humans
//! Egypt,Hittite`), and three humans beside an NPC. Each moment is driven headless through the
//! table's own autopilot (the script plugin), as the window runs it.

use std::time::Duration;

use acme::app::AppState;
use acme::app::script::{Moment, MomentReached, PlayOptions};
use acme::app::{ShowSpec, WindowOptions};
use acme::settings::Speed;
use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use clap::ValueEnum;

/// Frames a moment may take (at 50 ms a frame, a whole game played at instant speed between
/// result banners read for their time).
const FRAMES: usize = 60_000;

/// The moments of a game at the table. The menus (Menu, Newgame, Replace) and the tutorial
/// (one learner, no hot-seat) are not moments of a hot-seat game, a hand past the limit
/// (LongHand) comes only in some games, and Online needs a server.
fn game_moments() -> Vec<Moment> {
    Moment::value_variants()
        .iter()
        .copied()
        .filter(|m| match m {
            Moment::Menu
            | Moment::Newgame
            | Moment::Replace
            | Moment::Tutorial
            | Moment::LongHand
            // ACME's map has no deep sea and draws no island, and ACME builds no Wonder.
            | Moment::DeepSea
            | Moment::IslandCompetition
            | Moment::Wonder
            | Moment::Online => false,
            Moment::Curtain
            | Moment::Deploy
            | Moment::Hand
            | Moment::Loss
            | Moment::Competition
            | Moment::Banner
            | Moment::Removal
            | Moment::Negation
            | Moment::Event
            | Moment::Unplayable
            | Moment::Rules
            | Moment::Hint
            | Moment::Summary
            | Moment::Gameover => true,
        })
        .collect()
}

/// The table of `acme play --setup basic-PLAYERS` with its first `humans` civilizations human,
/// run by the script towards `until`, without a window.
fn scripted(players: u8, humans: usize, seed: u64, until: Moment) -> App {
    let session = super::session::session(players, humans, seed);
    let mut app = super::table::table_app(session, Speed::Normal);
    app.insert_state(AppState::InGame)
        .add_plugins((
            acme::app::table::stage_plugin::<acme::app::games::acme::face::AcmeFace>,
            acme::app::script::plugin::<acme::app::games::acme::face::AcmeFace>,
        ))
        .init_resource::<acme::app::table::hand::ForceZoom<acme::app::games::acme::face::AcmeFace>>(
        )
        .init_resource::<acme::app::table::menu_state::MenuState>()
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
            50,
        )))
        .insert_resource(WindowOptions {
            show: ShowSpec::Basic(players),
            screenshot: None,
            frame_stats: None,
            idle_frames: None,
            empty: false,
            focus: None,
            no_tooltip: true,
            zoom: 1.0,
            assets: acme::app::find_assets(),
            play: Some(PlayOptions {
                new: None,
                strategists: Vec::new(),
                new_game_page: None,
                seed: 1,
                load: None,
                view: None,
                speed: None,
                autosave: false,
                until: Some(until),
                exit_on_game_over: false,
                record_out: None,
                online: None,
            }),
            gallery: false,
        });
    app
}

/// Whether the moment arrives before the game is over and shown.
fn arrives(players: u8, humans: usize, seed: u64, m: Moment) -> bool {
    let mut app = scripted(players, humans, seed, m);
    let mut after_the_end = 0;
    for _ in 0..FRAMES {
        app.update();
        if app.world().resource::<MomentReached>().0 {
            return true;
        }
        let t = super::table::table_in(app.world());
        if t.session.game.is_over() && t.stage.playback.is_idle() {
            after_the_end += 1;
            if after_the_end > 200 {
                return false;
            }
        }
    }
    false
}

fn missing(players: u8, humans: usize, seed: u64) -> Vec<Moment> {
    game_moments()
        .into_iter()
        .filter(|&m| !arrives(players, humans, seed, m))
        .collect()
}

#[test]
fn every_moment_arrives_with_two_humans_and_an_npc() {
    assert_eq!(missing(3, 2, 11), Vec::<Moment>::new(), "never reached");
}

#[test]
fn every_moment_arrives_with_three_humans_and_an_npc() {
    assert_eq!(missing(4, 3, 11), Vec::<Moment>::new(), "never reached");
}
