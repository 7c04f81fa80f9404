//! The window's network: a tokio runtime on a thread of its own, talking to Bevy through two
//! channels, so that no Bevy system ever waits for the network. Bevy sends [`NetCmd`]s (host,
//! join, sit at a seat, watch, answer) and drains [`NetEvent`]s once a frame.
//!
//! Each game the window follows has one task that keeps its connection: it says `hello` with the
//! seat's token (or `watch`es), passes every `state` on, sends the answers given to it, and when
//! the connection drops it opens a new one and says `hello` again, so the server sends the seat's
//! current state and the play resumes where it was.

use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::Mutex;
use std::sync::mpsc;
use std::time::Duration;

use bevy::prelude::Resource;
use tokio::sync::mpsc::{UnboundedReceiver, UnboundedSender, unbounded_channel};

use super::my_games::MyGame;
use crate::game_id::{AnyGame, GameId};
use crate::online::client::{Connection, Heard, Incoming, SeatMirror};
use crate::online::protocol::{ClientMsg, ErrorCode, SeatView, ServerMsg, SetupChoice};
use crate::online::{Online, SeatKind};

/// The first wait before a connection is tried again; it doubles up to [`RETRY_MAX`].
const RETRY_FIRST: Duration = Duration::from_millis(200);
const RETRY_MAX: Duration = Duration::from_secs(5);

/// A game to create on `server`: its game (its rules), setup, seed and seats; `name` takes its
/// first free player seat.
#[derive(Debug, Clone)]
pub struct Hosting {
    pub server: String,
    pub game: GameId,
    pub setup: String,
    pub seed: u64,
    pub seats: Vec<SeatKind>,
    pub name: String,
}

/// A seat to take on `server` with an invite code, under `name`.
#[derive(Debug, Clone)]
pub struct Joining {
    pub server: String,
    pub invite: String,
    pub name: String,
}

/// What the window asks of the network, for games of `G`.
#[derive(Debug, Clone)]
pub enum NetCmd<G: Online> {
    /// Create a game and take its first free player seat.
    Host(Hosting),
    /// Take a seat with an invite code.
    Join(Joining),
    /// Follow a game: at the seat of `token`, or as a spectator (`None`).
    Sit {
        server: String,
        game: String,
        token: Option<String>,
    },
    /// Answer the seat's question in `game` with the seat's sequence number.
    Answer {
        game: String,
        seq: u64,
        action: G::Action,
    },
    /// Stop following a game.
    Leave { game: String },
}

/// What the network tells the window.
pub enum NetEvent<G: Online> {
    /// A game was created and its first free player seat taken: the seat, as My games keeps
    /// it, and the invite code.
    Hosted { mine: MyGame, invite: String },
    /// A seat was taken with an invite code.
    Joined { mine: MyGame },
    /// The game as the seat (or a spectator) may see it now.
    State {
        game: String,
        view: Box<SeatView<G>>,
    },
    /// The connection to a game is up (`true`) or lost and being tried again.
    Link {
        game: String,
        up: bool,
        note: String,
    },
    /// Something was refused or failed: the sentence to show (and the game, when it is one's).
    Refused {
        game: Option<String>,
        message: String,
    },
}

/// The window's end of the network: send commands, drain events. Dropping it ends the network's
/// thread (its command channel closes, the runtime and its connections go with it).
#[derive(Resource)]
pub struct Net<G: Online> {
    cmds: UnboundedSender<NetCmd<G>>,
    events: Mutex<mpsc::Receiver<NetEvent<G>>>,
}

impl<G: Online> Net<G> {
    /// Start the network's thread.
    pub fn start() -> Result<Net<G>, String> {
        let (cmd_tx, cmd_rx) = unbounded_channel();
        let (ev_tx, ev_rx) = mpsc::channel();
        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .map_err(|e| format!("the network cannot start: {e}"))?;
        std::thread::Builder::new()
            .name("acme-online".into())
            .spawn(move || rt.block_on(serve::<G>(cmd_rx, ev_tx)))
            .map_err(|e| format!("the network cannot start: {e}"))?;
        Ok(Net {
            cmds: cmd_tx,
            events: Mutex::new(ev_rx),
        })
    }

    pub fn send(&self, cmd: NetCmd<G>) {
        // The thread ends only when this sender is dropped.
        let _ = self.cmds.send(cmd);
    }

    /// Every event that arrived since the last call, without waiting.
    pub fn drain(&self) -> Vec<NetEvent<G>> {
        let rx = crate::online::lock(&self.events);
        rx.try_iter().collect()
    }
}

/// Runs `work` (a request to a server) on its own task and reports what came of it: its event, or
/// the sentence that says why it was refused.
fn report<G: Online>(
    events: &mpsc::Sender<NetEvent<G>>,
    work: impl std::future::Future<Output = Result<NetEvent<G>, String>> + Send + 'static,
) {
    let ev = events.clone();
    tokio::spawn(async move {
        let _ = ev.send(work.await.unwrap_or_else(|message| NetEvent::Refused {
            game: None,
            message,
        }));
    });
}

/// The network's main loop: one task per command that talks to a server, one per game followed.
async fn serve<G: Online>(
    mut cmds: UnboundedReceiver<NetCmd<G>>,
    events: mpsc::Sender<NetEvent<G>>,
) {
    let mut seats: HashMap<String, UnboundedSender<SitCmd<G>>> = HashMap::new();
    while let Some(cmd) = cmds.recv().await {
        match cmd {
            NetCmd::Host(Hosting {
                server,
                game: rules,
                setup,
                seed,
                seats: kinds,
                name,
            }) => {
                report(&events, async move {
                    let (mine, invite) =
                        host::<G>(&server, rules, setup, seed, kinds, &name).await?;
                    Ok(NetEvent::Hosted { mine, invite })
                });
            }
            NetCmd::Join(Joining {
                server,
                invite,
                name,
            }) => {
                report(&events, async move {
                    let mine = join::<G>(&server, &invite, &name).await?;
                    Ok(NetEvent::Joined { mine })
                });
            }
            NetCmd::Sit {
                server,
                game,
                token,
            } => {
                if seats.get(&game).is_some_and(|s| !s.is_closed()) {
                    continue;
                }
                let (tx, rx) = unbounded_channel();
                seats.insert(game.clone(), tx);
                tokio::spawn(sit::<G>(server, game, token, rx, events.clone()));
            }
            NetCmd::Answer { game, seq, action } => match seats.get(&game) {
                Some(s) => {
                    let _ = s.send(SitCmd::Answer { seq, action });
                }
                None => {
                    let _ = events.send(NetEvent::Refused {
                        game: Some(game),
                        message: "this game is not open".into(),
                    });
                }
            },
            NetCmd::Leave { game } => {
                seats.remove(&game);
            }
        }
    }
}

/// What a game's task is told (its channel closing tells it to leave).
enum SitCmd<G: Online> {
    Answer { seq: u64, action: G::Action },
}

/// A server's address: `host:port`, a name looked up.
async fn resolve(server: &str) -> Result<SocketAddr, String> {
    tokio::net::lookup_host(server.trim())
        .await
        .map_err(|e| format!("cannot find the server '{server}': {e}"))?
        .next()
        .ok_or_else(|| format!("cannot find the server '{server}'"))
}

async fn open(server: &str) -> Result<Connection, String> {
    Connection::open(resolve(server).await?).await
}

/// The next message on `c`, an error message refused in a sentence.
async fn reply<G: Online>(c: &mut Connection) -> Result<ServerMsg<G>, String> {
    match c.recv::<G>().await? {
        ServerMsg::Error { message, .. } => Err(format!("the server refused: {message}")),
        m => Ok(m),
    }
}

/// Create a game of `rules` (a setup named: its messages are the same whatever the game), then
/// take its first free player seat: the seat, and the invite code.
async fn host<G: Online>(
    server: &str,
    rules: GameId,
    setup: String,
    seed: u64,
    seats: Vec<SeatKind>,
    name: &str,
) -> Result<(MyGame, String), String> {
    let mut c = open(server).await?;
    c.send(&ClientMsg::<G>::Create {
        game: rules.name().into(),
        setup: SetupChoice::Named(setup),
        seed,
        seats,
    })
    .await?;
    let ServerMsg::Created { game, invite } = reply::<G>(&mut c).await? else {
        return Err("the server did not create the game".into());
    };
    let mine = join::<G>(server, &invite, name).await?;
    if mine.game != game {
        return Err("the server seated the host in another game".into());
    }
    Ok((mine, invite))
}

/// Take a seat with an invite code: the seat, as My games keeps it (its game's rules as the
/// server says them).
async fn join<G: Online>(server: &str, invite: &str, name: &str) -> Result<MyGame, String> {
    let mut c = open(server).await?;
    c.send(&ClientMsg::<G>::Join {
        invite: invite.trim().into(),
        name: name.trim().into(),
    })
    .await?;
    match reply::<G>(&mut c).await? {
        ServerMsg::Joined {
            game,
            seat,
            token,
            rules,
        } => {
            // A server that does not say is of the first games: ACME's.
            let of = if rules.is_empty() {
                Ok(GameId::Acme)
            } else {
                rules.parse().map_err(|e| format!("{e}"))
            };
            Ok(MyGame {
                game,
                server: server.into(),
                seat,
                token,
                name: name.into(),
                rules: AnyGame(of?),
            })
        }
        _ => Err("the server did not seat you".into()),
    }
}

/// Refusals after which trying again cannot help: the task stops following the game.
fn hopeless(code: ErrorCode) -> bool {
    matches!(code, ErrorCode::WrongToken | ErrorCode::NoSuchGame)
}

/// Follow one game until told to leave: connect, sit (or watch), pass states on, send answers;
/// reconnect after a drop, waiting longer each time up to [`RETRY_MAX`].
async fn sit<G: Online>(
    server: String,
    game: String,
    token: Option<String>,
    mut cmds: UnboundedReceiver<SitCmd<G>>,
    events: mpsc::Sender<NetEvent<G>>,
) {
    let link = |up: bool, note: String| {
        let _ = events.send(NetEvent::Link {
            game: game.clone(),
            up,
            note,
        });
    };
    let mut wait = RETRY_FIRST;
    loop {
        let lost = match open(&server).await {
            Err(e) => e,
            Ok(mut c) => {
                let first = match &token {
                    Some(t) => ClientMsg::<G>::Hello { token: t.clone() },
                    None => ClientMsg::<G>::Watch { game: game.clone() },
                };
                match c.send(&first).await {
                    Err(e) => e,
                    Ok(()) => {
                        wait = RETRY_FIRST;
                        link(true, String::new());
                        match follow::<G>(&mut c, &game, &mut cmds, &events).await {
                            Followed::Leave => return,
                            Followed::Lost(e) => e,
                        }
                    }
                }
            }
        };
        link(false, lost);
        tokio::select! {
            _ = tokio::time::sleep(wait) => {}
            cmd = cmds.recv() => if cmd.is_none() { return },
        }
        wait = (wait * 2).min(RETRY_MAX);
    }
}

enum Followed {
    Leave,
    Lost(String),
}

/// Read the server and the window's answers on one connection until it drops or the window
/// leaves the game. The seat's view comes whole after `hello`, then as its changes, which the
/// connection's mirror puts together and checks: the window is given every view whole, and a
/// view that does not check is asked for again whole (`resync`).
async fn follow<G: Online>(
    c: &mut Connection,
    game: &str,
    cmds: &mut UnboundedReceiver<SitCmd<G>>,
    events: &mpsc::Sender<NetEvent<G>>,
) -> Followed {
    let refused = |message: String| {
        let _ = events.send(NetEvent::Refused {
            game: Some(game.to_string()),
            message,
        });
    };
    let mut mirror = SeatMirror::<G>::new();
    loop {
        tokio::select! {
            msg = c.next_text() => {
                let text = match msg {
                    Ok(Incoming::Text(t)) => t,
                    Ok(Incoming::Closed(_)) => return Followed::Lost("the server closed the connection".into()),
                    Err(e) => return Followed::Lost(e),
                };
                match mirror.read(&text) {
                    Ok(Heard::State(view)) => {
                        let _ = events.send(NetEvent::State { game: game.to_string(), view });
                    }
                    Ok(Heard::Resync(_)) => {
                        if let Err(e) = c.send(&ClientMsg::<G>::Resync).await {
                            return Followed::Lost(e);
                        }
                    }
                    Ok(Heard::Other(ServerMsg::Error { code, message, .. })) => {
                        refused(format!("the server refused: {message}"));
                        if hopeless(code) {
                            return Followed::Leave;
                        }
                    }
                    Ok(_) => {}
                    Err(e) => refused(e),
                }
            }
            cmd = cmds.recv() => match cmd {
                None => return Followed::Leave,
                Some(SitCmd::Answer { seq, action }) => {
                    if let Err(e) = c.send(&ClientMsg::<G>::Answer { seq, action }).await {
                        return Followed::Lost(e);
                    }
                }
            },
        }
    }
}
