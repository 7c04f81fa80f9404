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
use crate::app::game_face::GameFace;
use crate::app::loading::{Loaded, Shown};
use crate::online::Online;
use crate::online::protocol::{Decided, JOURNAL_LEN, SeatView};
use my_games::{MyGame, MyGames};
pub use net::{Hosting, Joining};
use net::{Net, NetCmd, NetEvent};

/// A game the window plays online, as its face (`F`) draws it: the face's game is one a server
/// hosts ([`Online`]), and a seat's view the server sends is the state the table draws. The online
/// module's plugins and systems take it as their type parameter, instantiated once with the game
/// the window opened (`app::run_game`); what they hold of the game (`OnlinePlay<G>`, `Followed<G>`,
/// `OnlineCmd<G>`, the network's commands and events) takes the game itself, `G = F::Game`.
pub trait OnlineFace:
    GameFace<State: Clone, Game: Online<View = <Self as GameFace>::State> + Clone>
{
}
impl<F> OnlineFace for F
where
    F: GameFace<State: Clone>,
    F::Game: Online<View = F::State> + Clone,
{
}

/// Where My games is kept (tests put it in a temporary folder before the plugin is added).
#[derive(Resource, Clone, Debug)]
pub struct MyGamesFile(pub PathBuf);

/// What the Online pages and the seat's panel ask (tests send them as the pages would).
#[derive(Message, Debug, Clone)]
pub enum OnlineCmd<G: Online> {
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
    Answer(G::Action),
}

/// One game the window follows: the last view its server sent and the state of the connection.
pub struct Followed<G: Online> {
    pub server: String,
    /// The seat (None: watched as a spectator).
    pub seat: Option<usize>,
    pub view: Option<Box<SeatView<G>>>,
    /// The connection is up.
    pub up: bool,
    /// Why the connection is down, or the last refusal.
    pub note: String,
    /// The sequence number of the last answer sent and not yet answered by a new view.
    pub sent: Option<u64>,
    /// The answers' events heard and not yet shown at the table, in order (at most the
    /// server's journal).
    pub unseen: Vec<Decided<G>>,
    /// The number of the last answer whose events were heard.
    pub heard: u64,
    /// A view arrived that the table has not followed yet.
    pub fresh: bool,
    /// A refusal of an answer, for the table to say.
    pub refusal: Option<String>,
}

impl<G: Online> Default for Followed<G> {
    fn default() -> Self {
        Followed {
            server: String::new(),
            seat: None,
            view: None,
            up: false,
            note: String::new(),
            sent: None,
            unseen: Vec::new(),
            heard: 0,
            fresh: false,
            refusal: None,
        }
    }
}

impl<G: Online> Followed<G> {
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
pub struct OnlinePlay<G: Online> {
    pub my: MyGames,
    /// A problem of My games' file, shown until the file is written again.
    pub file_problem: Option<String>,
    /// The last refusal or failure, in a sentence.
    pub message: Option<String>,
    /// The game just hosted: its id and invite code (the Host page shows the code).
    pub hosted: Option<(String, String)>,
    /// The game just joined: its id and seat.
    pub joined: Option<(String, usize)>,
    pub games: HashMap<String, Followed<G>>,
    /// The game on the board.
    pub open: Option<String>,
    pub page: OnlinePage,
}

impl<G: Online> OnlinePlay<G> {
    /// The game on the board, followed.
    pub fn open_game(&self) -> Option<&Followed<G>> {
        self.open.as_ref().and_then(|g| self.games.get(g))
    }
}

/// What runs without a window: the network, My games, the commands and the events.
pub fn driver_plugin<F: OnlineFace>(app: &mut App) {
    let path = app
        .world()
        .get_resource::<MyGamesFile>()
        .map_or_else(MyGames::default_path, |f| f.0.clone());
    let (my, file_problem) = MyGames::load(&path);
    let (net, message) = match Net::<F::Game>::start() {
        Ok(n) => (Some(n), None),
        Err(e) => (None, Some(e)),
    };
    if let Some(net) = &net {
        // Every game of My games of this window's game is followed from the start, so "your
        // turn" shows in the list (another game's are followed by a window of that game).
        for g in my.games.iter().filter(|g| ours::<F>(g)) {
            net.send(sit_cmd(g));
        }
    }
    let games = my
        .games
        .iter()
        .filter(|g| ours::<F>(g))
        .map(|g| {
            let f = Followed {
                server: g.server.clone(),
                seat: Some(g.seat),
                ..default()
            };
            (g.game.clone(), f)
        })
        .collect();
    app.insert_resource(OnlinePlay::<F::Game> {
        my,
        file_problem,
        message,
        hosted: None,
        joined: None,
        games,
        open: None,
        page: OnlinePage::default(),
    })
    .add_message::<OnlineCmd<F::Game>>()
    .add_systems(Update, (commands::<F>, events::<F>).chain())
    .add_plugins(at_table::plugin::<F>);
    if let Some(net) = net {
        app.insert_resource(net);
    }
}

/// A game of My games is of the window's game (`F`'s): the window follows it and plays it.
pub fn ours<F: GameFace>(g: &MyGame) -> bool {
    crate::game_id::GameId::from(g.rules) == F::GAME
}

fn sit_cmd<G: Online>(g: &MyGame) -> NetCmd<G> {
    NetCmd::Sit {
        server: g.server.clone(),
        game: g.game.clone(),
        token: Some(g.token.clone()),
    }
}

fn commands<F: OnlineFace>(
    mut bevy_commands: Commands,
    mut cmds: MessageReader<OnlineCmd<F::Game>>,
    mut online: ResMut<OnlinePlay<F::Game>>,
    net: Option<Res<Net<F::Game>>>,
    mut screen: Option<ResMut<NextState<Screen>>>,
    mut shown: Option<ResMut<Shown<F>>>,
    loaded: Option<Res<Loaded<F>>>,
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
                open::<F>(&mut online, game, &mut screen, &mut shown, &loaded);
            }
            OnlineCmd::Open { game } => {
                // Another game's seat is played in a window of its game (the pages offer it).
                if online.my.get(&game).is_some_and(|g| !ours::<F>(g)) {
                    continue;
                }
                if let Some(g) = online.my.get(&game) {
                    // A game whose task stopped (a refusal) is followed again.
                    net.send(sit_cmd(g));
                }
                // The table is set again for it, from its latest view.
                bevy_commands.remove_resource::<at_table::OnlineTable>();
                open::<F>(&mut online, game, &mut screen, &mut shown, &loaded);
            }
            OnlineCmd::Close => {
                online.open = None;
                off_table::<F>(&mut bevy_commands);
                if let Some(s) = screen.as_mut() {
                    s.set(Screen::Menu);
                }
            }
            OnlineCmd::Remove { game } => {
                if online.open.as_deref() == Some(game.as_str()) {
                    online.open = None;
                    off_table::<F>(&mut bevy_commands);
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
fn off_table<F: OnlineFace>(commands: &mut Commands) {
    commands.remove_resource::<at_table::OnlineTable>();
    crate::app::table::driver::leave_table::<F>(commands);
}

/// Put a followed game on the board: the table's screen; the table itself is set once its view
/// is there (`at_table`).
fn open<F: OnlineFace>(
    online: &mut OnlinePlay<F::Game>,
    game: String,
    screen: &mut Option<ResMut<NextState<Screen>>>,
    shown: &mut Option<ResMut<Shown<F>>>,
    loaded: &Option<Res<Loaded<F>>>,
) {
    online.open = Some(game);
    if let Some(s) = screen.as_mut() {
        s.set(Screen::Table);
    }
    show_view::<F>(online, shown, loaded);
}

/// The open game's view on the board (`Shown`, which the board reads when no table is up).
fn show_view<F: OnlineFace>(
    online: &OnlinePlay<F::Game>,
    shown: &mut Option<ResMut<Shown<F>>>,
    loaded: &Option<Res<Loaded<F>>>,
) {
    let (Some(f), Some(shown), Some(loaded)) = (online.open_game(), shown.as_mut(), loaded) else {
        return;
    };
    let Some(v) = &f.view else {
        return;
    };
    shown.game = Some(<F::Game as Online>::mirror(
        loaded.catalog.clone(),
        v.view.clone(),
    ));
    shown.title = match v.seat {
        Some(s) => format!("Online game, seat {}", s + 1),
        None => "Online game, watching".into(),
    };
}

fn events<F: OnlineFace>(
    mut online: ResMut<OnlinePlay<F::Game>>,
    net: Option<Res<Net<F::Game>>>,
    mut shown: Option<ResMut<Shown<F>>>,
    loaded: Option<Res<Loaded<F>>>,
) {
    let Some(net) = net else {
        return;
    };
    for e in net.drain() {
        match e {
            NetEvent::Hosted { mine, invite } => {
                online.hosted = Some((mine.game.clone(), invite));
                seated::<F>(&mut online, &net, mine);
            }
            NetEvent::Joined { mine } => {
                online.joined = Some((mine.game.clone(), mine.seat));
                seated::<F>(&mut online, &net, mine);
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
                        show_view::<F>(&online, &mut shown, &loaded);
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
fn hear<G: Online>(f: &mut Followed<G>, view: &SeatView<G>) {
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

/// A seat taken: kept in My games (the file written before anything else), and followed when
/// it is of the window's game (another game's is played in a window of that game).
fn seated<F: OnlineFace>(online: &mut OnlinePlay<F::Game>, net: &Net<F::Game>, entry: MyGame) {
    match online.my.add(entry.clone()) {
        Ok(note) => online.file_problem = note,
        Err(e) => online.message = Some(e),
    }
    if !ours::<F>(&entry) {
        return;
    }
    online.games.insert(
        entry.game.clone(),
        Followed {
            server: entry.server.clone(),
            seat: Some(entry.seat),
            ..default()
        },
    );
    net.send(sit_cmd(&entry));
}
