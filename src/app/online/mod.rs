//! Online play in the window (docs/online.md): main menu -> Online, with the pages *Host*,
//! *Join* and *My games*, and a game of My games played at its seat.
//!
//! * [`net`]: the network, on a tokio runtime on its own thread, behind two channels;
//! * [`my_games`]: the games this player sits in, kept in a file next to the saves;
//! * [`pages`]: the Online pages and the seat's panel (egui).
//! * [`script`]: `acme play --online STEP`, the pages and games brought on screen for pictures.
//! * [`at_table`]: the open game at the real table, on a mirror of the seat's view.
//!
//! This file holds what runs without a window (tests drive it with [`OnlineCmd`] messages): the
//! state of every game followed, the commands the pages send, and the events the network brings.
//!
//! A seat is played from the server's views only: the table shows `Game::view` of the seat as
//! the server sent it (a spectator: the public view) on a mirror session (`Session::mirror`), an
//! answer given at the table goes to the server and is never applied here, and the next view
//! the server sends replaces the shown one, its answers' events played through the table's log
//! and theatre ([`at_table`]). Each machine is one seat: there is no curtain.

pub mod at_table;
pub mod my_games;
pub mod net;
pub mod pages;
pub mod script;

use std::collections::HashMap;
use std::path::PathBuf;

use bevy::prelude::*;

use crate::app::Screen;
// The game the online pages play (ACME's: online play is registered for it only), named once
// here for the online module's files.
use crate::app::games::{Action, Face, Game, Seat};
use crate::app::loading::{Loaded, Shown};
use crate::online::protocol::{Decided, JOURNAL_LEN, SeatView};
use my_games::{MyGame, MyGames};
pub use net::{Hosting, Joining};
use net::{Net, NetCmd, NetEvent};

/// Where My games is kept (tests put it in a temporary folder before the plugin is added).
#[derive(Resource, Clone, Debug)]
pub struct MyGamesFile(pub PathBuf);

/// What the Online pages and the seat's panel ask (tests send them as the pages would).
#[derive(Message, Debug, Clone)]
pub enum OnlineCmd {
    /// Create a game and take its first free player seat.
    Host(Hosting),
    /// Take a seat with an invite code.
    Join(Joining),
    /// Watch a game as a spectator.
    Watch { server: String, game: String },
    /// Put a followed game on the board.
    Open { game: String },
    /// Take the open game off the board, back to the Online pages.
    Close,
    /// Stop following a game and take it out of My games (its seat's token is forgotten).
    Remove { game: String },
    /// Answer the open game's question (sent to the server, never applied here).
    Answer(Action),
}

/// One game the window follows: the last view its server sent and the state of the connection.
#[derive(Default)]
pub struct Followed {
    pub server: String,
    /// The seat (None: watched as a spectator).
    pub seat: Option<usize>,
    pub view: Option<Box<SeatView<Game>>>,
    /// The connection is up.
    pub up: bool,
    /// Why the connection is down, or the last refusal.
    pub note: String,
    /// The sequence number of the last answer sent and not yet answered by a new view.
    pub sent: Option<u64>,
    /// The answers' events heard and not yet shown at the table, in order (at most the
    /// server's journal).
    pub unseen: Vec<Decided<Game>>,
    /// The number of the last answer whose events were heard.
    pub heard: u64,
    /// A view arrived that the table has not followed yet.
    pub fresh: bool,
    /// A refusal of an answer, for the table to say.
    pub refusal: Option<String>,
}

impl Followed {
    /// The seat's own question has arrived and has not been answered yet.
    pub fn your_turn(&self) -> bool {
        self.view.as_ref().is_some_and(|v| {
            v.question.is_some()
                && !v.over
                && self.sent.is_none_or(|s| v.next_seq.is_some_and(|n| n > s))
        })
    }
}

/// The Online pages' page.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum OnlinePage {
    #[default]
    MyGames,
    Host,
    Join,
}

/// The window's online play: My games, the games followed, the game on the board.
#[derive(Resource)]
pub struct OnlinePlay {
    pub my: MyGames,
    /// A problem of My games' file, shown until the file is written again.
    pub file_problem: Option<String>,
    /// The last refusal or failure, in a sentence.
    pub message: Option<String>,
    /// The game just hosted: its id and invite code (the Host page shows the code).
    pub hosted: Option<(String, String)>,
    /// The game just joined: its id and seat.
    pub joined: Option<(String, usize)>,
    pub games: HashMap<String, Followed>,
    /// The game on the board.
    pub open: Option<String>,
    pub page: OnlinePage,
}

impl OnlinePlay {
    /// The game on the board, followed.
    pub fn open_game(&self) -> Option<&Followed> {
        self.open.as_ref().and_then(|g| self.games.get(g))
    }
}

/// What runs without a window: the network, My games, the commands and the events.
pub fn driver_plugin(app: &mut App) {
    let path = app
        .world()
        .get_resource::<MyGamesFile>()
        .map_or_else(MyGames::default_path, |f| f.0.clone());
    let (my, file_problem) = MyGames::load(&path);
    let (net, message) = match Net::start() {
        Ok(n) => (Some(n), None),
        Err(e) => (None, Some(e)),
    };
    if let Some(net) = &net {
        // Every game of My games is followed from the start, so "your turn" shows in the list.
        for g in &my.games {
            net.send(sit_cmd(g));
        }
    }
    let games = my
        .games
        .iter()
        .map(|g| {
            let f = Followed {
                server: g.server.clone(),
                seat: Some(g.seat),
                ..default()
            };
            (g.game.clone(), f)
        })
        .collect();
    app.insert_resource(OnlinePlay {
        my,
        file_problem,
        message,
        hosted: None,
        joined: None,
        games,
        open: None,
        page: OnlinePage::default(),
    })
    .add_message::<OnlineCmd>()
    .add_systems(Update, (commands, events).chain())
    .add_plugins(at_table::plugin);
    if let Some(net) = net {
        app.insert_resource(net);
    }
}

fn sit_cmd(g: &MyGame) -> NetCmd {
    NetCmd::Sit {
        server: g.server.clone(),
        game: g.game.clone(),
        token: Some(g.token.clone()),
    }
}

fn commands(
    mut bevy_commands: Commands,
    mut cmds: MessageReader<OnlineCmd>,
    mut online: ResMut<OnlinePlay>,
    net: Option<Res<Net>>,
    mut screen: Option<ResMut<NextState<Screen>>>,
    mut shown: Option<ResMut<Shown<Face>>>,
    loaded: Option<Res<Loaded<Face>>>,
) {
    for c in cmds.read() {
        let Some(net) = &net else {
            online.message = Some("The network could not start.".into());
            continue;
        };
        online.message = None;
        match c.clone() {
            OnlineCmd::Host(h) => {
                online.hosted = None;
                net.send(NetCmd::Host(h));
            }
            OnlineCmd::Join(j) => {
                online.joined = None;
                net.send(NetCmd::Join(j));
            }
            OnlineCmd::Watch { server, game } => {
                let game = game.trim().to_string();
                bevy_commands.remove_resource::<at_table::OnlineTable>();
                online.games.entry(game.clone()).or_insert(Followed {
                    server: server.clone(),
                    ..default()
                });
                net.send(NetCmd::Sit {
                    server,
                    game: game.clone(),
                    token: None,
                });
                open(&mut online, game, &mut screen, &mut shown, &loaded);
            }
            OnlineCmd::Open { game } => {
                if let Some(g) = online.my.get(&game) {
                    // A game whose task stopped (a refusal) is followed again.
                    net.send(sit_cmd(g));
                }
                // The table is set again for it, from its latest view.
                bevy_commands.remove_resource::<at_table::OnlineTable>();
                open(&mut online, game, &mut screen, &mut shown, &loaded);
            }
            OnlineCmd::Close => {
                online.open = None;
                off_table(&mut bevy_commands);
                if let Some(s) = screen.as_mut() {
                    s.set(Screen::Menu);
                }
            }
            OnlineCmd::Remove { game } => {
                if online.open.as_deref() == Some(game.as_str()) {
                    online.open = None;
                    off_table(&mut bevy_commands);
                }
                online.games.remove(&game);
                net.send(NetCmd::Leave { game: game.clone() });
                match online.my.remove(&game) {
                    Ok(note) => online.file_problem = note,
                    Err(e) => online.message = Some(e),
                }
            }
            OnlineCmd::Answer(action) => {
                let Some(game) = online.open.clone() else {
                    continue;
                };
                let Some(f) = online.games.get_mut(&game) else {
                    continue;
                };
                let Some(seq) = f.view.as_ref().and_then(|v| v.next_seq) else {
                    continue;
                };
                if !f.your_turn() {
                    continue;
                }
                f.sent = Some(seq);
                net.send(NetCmd::Answer { game, seq, action });
            }
        }
    }
}

/// Take the online game's table off the screen (the board keeps showing it behind the menu).
fn off_table(commands: &mut Commands) {
    commands.remove_resource::<at_table::OnlineTable>();
    crate::app::table::driver::leave_table::<Face>(commands);
}

/// Put a followed game on the board: the table's screen; the table itself is set once its view
/// is there (`at_table`).
fn open(
    online: &mut OnlinePlay,
    game: String,
    screen: &mut Option<ResMut<NextState<Screen>>>,
    shown: &mut Option<ResMut<Shown<Face>>>,
    loaded: &Option<Res<Loaded<Face>>>,
) {
    online.open = Some(game);
    if let Some(s) = screen.as_mut() {
        s.set(Screen::Table);
    }
    show_view(online, shown, loaded);
}

/// The open game's view on the board (`Shown`, which the board reads when no table is up).
fn show_view(
    online: &OnlinePlay,
    shown: &mut Option<ResMut<Shown<Face>>>,
    loaded: &Option<Res<Loaded<Face>>>,
) {
    let (Some(f), Some(shown), Some(loaded)) = (online.open_game(), shown.as_mut(), loaded) else {
        return;
    };
    let Some(v) = &f.view else {
        return;
    };
    shown.game = Some(Game::without_advancing(
        loaded.catalog.clone(),
        v.view.clone(),
    ));
    shown.title = match v.seat {
        Some(s) => format!("Online game, seat {}", s + 1),
        None => "Online game, watching".into(),
    };
}

fn events(
    mut online: ResMut<OnlinePlay>,
    net: Option<Res<Net>>,
    mut shown: Option<ResMut<Shown<Face>>>,
    loaded: Option<Res<Loaded<Face>>>,
) {
    let Some(net) = net else {
        return;
    };
    for e in net.drain() {
        match e {
            NetEvent::Hosted {
                server,
                game,
                invite,
                seat,
                token,
                name,
            } => {
                online.hosted = Some((game.clone(), invite));
                seated(&mut online, &net, server, game, seat, token, name);
            }
            NetEvent::Joined {
                server,
                game,
                seat,
                token,
                name,
            } => {
                online.joined = Some((game.clone(), seat));
                seated(&mut online, &net, server, game, seat, token, name);
            }
            NetEvent::State { game, view } => {
                if let Some(f) = online.games.get_mut(&game) {
                    if f.sent.is_some_and(|s| view.next_seq.is_some_and(|n| n > s)) {
                        f.sent = None;
                    }
                    hear(f, &view);
                    f.view = Some(view);
                    f.fresh = true;
                    if online.open.as_deref() == Some(game.as_str()) {
                        show_view(&online, &mut shown, &loaded);
                    }
                }
            }
            NetEvent::Link { game, up, note } => {
                if let Some(f) = online.games.get_mut(&game) {
                    f.up = up;
                    f.note = note;
                    if !up {
                        // An answer on a lost connection may not have arrived: the state sent
                        // after the reconnection says whether the question is still open.
                        f.sent = None;
                    }
                }
            }
            NetEvent::Refused { game, message } => {
                if let Some(f) = game.as_ref().and_then(|g| online.games.get_mut(g)) {
                    f.refusal = f.sent.take().map(|_| message.clone());
                    f.note = message.clone();
                }
                online.message = Some(message);
            }
        }
    }
}

/// The events of the answers in `view` not heard before are kept for the table, in order.
fn hear(f: &mut Followed, view: &SeatView<Game>) {
    for d in &view.events {
        if d.n > f.heard {
            f.heard = d.n;
            f.unseen.push(d.clone());
        }
    }
    f.heard = f.heard.max(view.decisions);
    let over = f.unseen.len().saturating_sub(JOURNAL_LEN);
    f.unseen.drain(..over);
}

/// A seat taken: kept in My games (the file written before anything else), and followed.
fn seated(
    online: &mut OnlinePlay,
    net: &Net,
    server: String,
    game: String,
    seat: usize,
    token: String,
    name: String,
) {
    let entry = MyGame {
        game: game.clone(),
        server: server.clone(),
        seat,
        token,
        name,
    };
    match online.my.add(entry.clone()) {
        Ok(note) => online.file_problem = note,
        Err(e) => online.message = Some(e),
    }
    online.games.insert(
        game,
        Followed {
            server,
            seat: Some(seat),
            ..default()
        },
    );
    net.send(sit_cmd(&entry));
}
