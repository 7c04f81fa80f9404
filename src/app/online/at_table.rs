//! An online seat at the real table: the game on the board is the table's own (its map clicks,
//! hand, loss dialog, prompt bar, log, theatre and summaries), on a mirror session
//! (`play::Session::mirror`) of the seat's view. The view the server sent is the table's game;
//! an answer given at the table goes to the server and is never applied here
//! (`Session::send`); the next view replaces the game and plays the answers' events, as the
//! seat may see them (`SeatView::events`), through the table's log and playback
//! (`TableMut::follow`), as the local table plays its own answers.

use std::sync::Arc;

use bevy::prelude::*;

use super::net::{Net, NetCmd};
use super::{Followed, OnlineFace, OnlinePlay};
use crate::app::game_face::GameFace;
use crate::app::loading::{Loaded, Shown};
use crate::app::table::driver::{Table, TableMut, TableSession};
use crate::app::table::menu_state::SettingsRes;
use crate::engine::record::Record;
use crate::online::Online;
use crate::online::protocol::{Decided, SeatView};
use crate::play::Session;

/// The online game the table holds (its id): the table is fed only while it is this game's.
#[derive(Resource, Debug, Clone, PartialEq, Eq)]
pub struct OnlineTable(pub String);

pub fn plugin<F: OnlineFace>(app: &mut App) {
    app.add_systems(
        Update,
        (
            seat_at_table::<F>,
            feed_table::<F>.run_if(resource_exists::<TableSession<F>>),
        )
            .chain()
            .after(super::events::<F>)
            .before(crate::app::table::driver::DriverSet),
    )
    .add_systems(
        Update,
        send_answers::<F>
            .after(crate::app::table::driver::DriverSet)
            .run_if(resource_exists::<TableSession<F>>),
    );
}

/// The seat of `view` as the table names it (None: a spectator).
fn seat_of<F: OnlineFace>(view: &SeatView<F::Game>, seat: Option<usize>) -> Option<F::Seat> {
    seat.and_then(|s| F::seats(&view.view).get(s).copied())
}

/// Each answer's seat, index and events, as the table's session follows them.
type Said<F> = Vec<(<F as GameFace>::Seat, usize, Vec<<F as GameFace>::Event>)>;

fn answers<F: OnlineFace>(view: &SeatView<F::Game>, decided: Vec<Decided<F::Game>>) -> Said<F> {
    let seats = F::seats(&view.view);
    decided
        .into_iter()
        .filter_map(|d| {
            let by = *seats.get(d.by)?;
            Some((by, (d.n as usize).saturating_sub(1), d.events))
        })
        .collect()
}

/// The game's data: the window's, else the built-in one (a test without a window).
fn catalog<F: OnlineFace>(loaded: &Option<Res<Loaded<F>>>) -> Arc<F::Catalog> {
    loaded
        .as_ref()
        .map_or_else(<F::Game as Online>::catalog, |l| l.catalog.clone())
}

/// The table for the open game, once its first view has arrived: a mirror session of the view
/// (the latest answers the server keeps are written into its log, not played again).
fn seat_at_table<F: OnlineFace>(
    mut commands: Commands,
    mut online: ResMut<OnlinePlay<F::Game>>,
    at: Option<Res<OnlineTable>>,
    loaded: Option<Res<Loaded<F>>>,
    settings: Option<Res<SettingsRes>>,
) {
    let Some(game) = online.open.clone() else {
        return;
    };
    if at.is_some_and(|t| t.0 == game) {
        return;
    }
    let Some(f) = online.games.get_mut(&game) else {
        return;
    };
    let Some(v) = &f.view else {
        return;
    };
    let cat = catalog::<F>(&loaded);
    let seat = seat_of::<F>(v, f.seat);
    let players = F::seats(&v.view).len().clamp(2, 6);
    // The record only holds a setup of the game's size: the server keeps the game's record, and
    // a mirror's is never replayed nor saved.
    let Ok(setup) = <F::Game as Online>::named_setup(&format!("basic-{players}")) else {
        return;
    };
    let title = match f.seat {
        Some(s) => format!("Online game, seat {}", s + 1),
        None => "Online game, watching".to_string(),
    };
    let shown = <F::Game as Online>::mirror(cat.clone(), v.view.clone());
    let mut session = Session::mirror(
        cat.clone(),
        title.clone(),
        shown.clone(),
        Record::new(setup, 0),
        seat,
    );
    let history = answers::<F>(v, std::mem::take(&mut f.unseen));
    session.follow(shown, history);
    session.phase = Some(F::phase_of(F::state(&session.game)));
    let speed = settings.map(|s| s.0.speed).unwrap_or_default();
    let table = Table::<F>::new(session, speed);
    commands.insert_resource(Shown::<F> { game: None, title });
    commands.insert_resource(OnlineTable(game));
    commands.queue(move |world: &mut World| table.insert(world));
}

/// Every view that arrived for the table's game since the last frame: the table follows it;
/// the question is open again once the server has taken (or refused) the answers sent.
fn feed_table<F: OnlineFace>(
    mut online: ResMut<OnlinePlay<F::Game>>,
    at: Option<Res<OnlineTable>>,
    mut table: TableMut<F>,
    loaded: Option<Res<Loaded<F>>>,
) {
    let (Some(at), true) = (at, table.session.is_remote()) else {
        return;
    };
    let Some(f) = online.games.get_mut(&at.0) else {
        return;
    };
    if let Some(why) = f.refusal.take() {
        table.session.reopen();
        table.refuse(why);
    }
    if f.sent.is_none() {
        table.session.reopen();
    }
    if !std::mem::take(&mut f.fresh) {
        return;
    }
    let Some(v) = &f.view else {
        return;
    };
    let game = <F::Game as Online>::mirror(catalog::<F>(&loaded), v.view.clone());
    let said = answers::<F>(v, std::mem::take(&mut f.unseen));
    table.follow(game, said);
}

/// The answers given at the table go to the server, numbered from the seat's next one.
fn send_answers<F: OnlineFace>(
    mut online: ResMut<OnlinePlay<F::Game>>,
    at: Option<Res<OnlineTable>>,
    mut session: ResMut<TableSession<F>>,
    net: Option<Res<Net<F::Game>>>,
) {
    let Some(at) = at else {
        return;
    };
    let out = session.take_outbox();
    if out.is_empty() {
        return;
    }
    let Some(f) = online.games.get_mut(&at.0) else {
        return;
    };
    let (Some(net), Some(next)) = (net, f.view.as_ref().and_then(|v| v.next_seq)) else {
        session.reopen();
        return;
    };
    send_all(&net, &at.0, f, next, out);
}

/// Send `answers` in order from sequence number `next` (a loss plan's follow one another: the
/// server takes each as the next question's).
fn send_all<G: Online>(
    net: &Net<G>,
    game: &str,
    f: &mut Followed<G>,
    next: u64,
    answers: Vec<G::Action>,
) {
    for (i, action) in answers.into_iter().enumerate() {
        let seq = next + i as u64;
        f.sent = Some(seq);
        net.send(NetCmd::Answer {
            game: game.to_string(),
            seq,
            action,
        });
    }
}
