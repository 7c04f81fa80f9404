//! The game server: one WebSocket endpoint (`/ws`) speaking [`super::protocol`], every game in
//! the store ([`Store`]), each connection rate-limited and its messages size-limited.
//!
//! Each game is a [`Table`] behind its own lock (tokio's: an answer holds it while the store
//! writes the answer). An answer (the engine's work, the server's seats' answers, the store's
//! write) runs on tokio's blocking threads, so a Strategist thinking in one game does not stall
//! the others' connections. (Answering on the connection's own task and awaiting the store was
//! measured too: at 500 games its p99 was worse; docs/online.md, "Load, measured".) A change to a game is announced on its watch channel; each connection then
//! builds its own seat's view (or the spectator's) on its own task, so nothing a seat may not
//! see is ever built for its connection, and sends what changed in it since its last message
//! ([`super::delta`]), or nothing when nothing changed for its seat. The log names games and
//! seats by number, never an answer or a card.

use std::collections::HashMap;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, RwLock};
use std::time::{Duration, Instant};

use axum::Router;
use axum::extract::State;
use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade, close_code};
use axum::response::Response;
use axum::routing::get;
use futures_util::{SinkExt, StreamExt};
use tokio::sync::watch;

use super::delta;
use super::protocol::{ClientMsg, ErrorCode, SeatView, ServerMsg, SetupChoice, Update};
use super::rate::{Bucket, Rate};
use super::secret::{self, Digest};
use super::store::{Store, StoredGame, Write, Writer};
use super::table::{Refusal, Table};
use super::{Online, SeatKind};

/// What the server takes from a connection.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Limits {
    /// The longest message (and WebSocket frame), in bytes; a longer one closes the connection.
    pub max_message: usize,
    /// Each connection's rate.
    pub rate: Rate,
    /// Games the server hosts at most (a `create` past it is refused).
    pub max_games: usize,
    /// The longest player name, in characters.
    pub max_name: usize,
    /// Each connection is pinged this often (a WebSocket ping, which every client answers with
    /// a pong by itself): a client hears something at least this often, even in a quiet game.
    pub ping_every: Duration,
    /// A connection that sent nothing (not even a pong) for this long, or that takes this long
    /// to take a message, is silent: the server closes it and frees what it held.
    pub silent_after: Duration,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            // A setup given whole (a custom map) fits; an answer is a few dozen bytes.
            max_message: 64 * 1024,
            rate: Rate::PLAYER,
            max_games: 10_000,
            max_name: 40,
            ping_every: Duration::from_secs(15),
            silent_after: Duration::from_secs(45),
        }
    }
}

/// How `acme serve` runs.
#[derive(Debug, Clone)]
pub struct Config {
    pub addr: SocketAddr,
    /// The folder of the store.
    pub data: PathBuf,
    pub limits: Limits,
}

/// A hosted game and the channel that says it changed (the number of its answers).
///
/// The table's lock is tokio's, so that a connection that builds its view on its own task waits
/// for an answer being stored without holding a thread.
struct Hosted<G: Online> {
    table: tokio::sync::Mutex<Table<G>>,
    changed: watch::Sender<u64>,
}

impl<G: Online> Hosted<G> {
    fn new(table: Table<G>) -> Arc<Hosted<G>> {
        let (changed, _) = watch::channel(table.decisions());
        Arc::new(Hosted {
            table: tokio::sync::Mutex::new(table),
            changed,
        })
    }

    /// Tell the game's connections that it changed: its number of answers now.
    fn announce(&self, t: &Table<G>) -> u64 {
        let decisions = t.decisions();
        self.changed.send_replace(decisions);
        decisions
    }

    /// The table, from a blocking thread (never from an async task).
    fn table(&self) -> tokio::sync::MutexGuard<'_, Table<G>> {
        self.table.blocking_lock()
    }
}

fn read<T>(m: &RwLock<T>) -> std::sync::RwLockReadGuard<'_, T> {
    m.read().unwrap_or_else(|p| p.into_inner())
}

fn write<T>(m: &RwLock<T>) -> std::sync::RwLockWriteGuard<'_, T> {
    m.write().unwrap_or_else(|p| p.into_inner())
}

struct Shared<G: Online> {
    catalog: Arc<G::Catalog>,
    /// The store, on its own thread (group commit).
    store: Writer,
    games: RwLock<HashMap<String, Arc<Hosted<G>>>>,
    /// Token digest -> (game, seat).
    tokens: RwLock<HashMap<Digest, (String, usize)>>,
    /// Invite digest -> game.
    invites: RwLock<HashMap<Digest, String>>,
    limits: Limits,
    /// Connections open now.
    connections: AtomicUsize,
    /// Games hosted by the whole server (every game it hosts counts towards `max_games`).
    hosted: Arc<AtomicUsize>,
    /// The names of the games the server hosts, its first game first (a `create` without a
    /// game is of it).
    names: Vec<&'static str>,
}

/// One open connection, counted while it lives.
struct Counted<'a>(&'a AtomicUsize);

impl<'a> Counted<'a> {
    fn new(n: &'a AtomicUsize) -> Counted<'a> {
        n.fetch_add(1, Ordering::Relaxed);
        Counted(n)
    }
}

impl Drop for Counted<'_> {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::Relaxed);
    }
}

/// The server of one game ([`Online`]): its games and store. Cheap to clone (shared).
pub struct Server<G: Online>(Arc<Shared<G>>);

impl<G: Online> Clone for Server<G> {
    fn clone(&self) -> Self {
        Server(self.0.clone())
    }
}

/// A server listening.
pub struct Running<G: Online> {
    pub addr: SocketAddr,
    pub server: Server<G>,
}

/// Open the store in `config.data`, resume its games, listen on `config.addr` and serve on the
/// current tokio runtime (until the runtime ends).
pub async fn start<G: Online>(config: &Config) -> Result<Running<G>, String> {
    let (data, limits) = (config.data.clone(), config.limits);
    let server = tokio::task::spawn_blocking(move || Server::<G>::open(&data, limits))
        .await
        .map_err(|e| format!("opening the store stopped: {e}"))??;
    let addr = listen(config, server.router()).await?;
    Ok(Running { addr, server })
}

/// Listen on `config.addr` and serve `app` on the current tokio runtime: the address listened on.
async fn listen(config: &Config, app: Router) -> Result<SocketAddr, String> {
    let listener = tokio::net::TcpListener::bind(config.addr)
        .await
        .map_err(|e| format!("cannot listen on {}: {e}", config.addr))?;
    let addr = listener
        .local_addr()
        .map_err(|e| format!("cannot read the address listened on: {e}"))?;
    tokio::spawn(async move {
        if let Err(e) = axum::serve(listener, app).await {
            eprintln!("acme serve: the server stopped: {e}");
        }
    });
    Ok(addr)
}

/// A server of two games listening (`acme serve`: ACME and ACIS): each game's server, on one
/// endpoint and one store.
pub struct RunningTwo<A: Online, B: Online> {
    pub addr: SocketAddr,
    pub first: Server<A>,
    pub second: Server<B>,
}

/// [`start`] for two games on one endpoint and one store: a `create` message's `game` field
/// picks the game (`A`'s when it names none); a connection's first message decides which game's
/// server it talks to (the game it creates, or the one its invite code, token or game id is of),
/// and it stays with it.
pub async fn start_two<A: Online, B: Online>(config: &Config) -> Result<RunningTwo<A, B>, String> {
    let (data, limits) = (config.data.clone(), config.limits);
    let (first, second) = tokio::task::spawn_blocking(move || open_two::<A, B>(&data, limits))
        .await
        .map_err(|e| format!("opening the store stopped: {e}"))??;
    let app = Router::new()
        .route("/ws", get(upgrade_two::<A, B>))
        .with_state((first.0.clone(), second.0.clone()));
    let addr = listen(config, app).await?;
    Ok(RunningTwo {
        addr,
        first,
        second,
    })
}

/// The store in `data` opened once, each stored game resumed by the server of its game.
fn open_two<A: Online, B: Online>(
    data: &Path,
    limits: Limits,
) -> Result<(Server<A>, Server<B>), String> {
    let store = Store::open(data).map_err(|e| e.to_string())?;
    let stored = store.load().map_err(|e| e.to_string())?;
    let writer = Writer::start(store).map_err(|e| e.to_string())?;
    let names = vec![A::NAME, B::NAME];
    let hosted = Arc::new(AtomicUsize::new(0));
    unknown_games(&stored, &names);
    let first = Server::<A>::over(writer.clone(), &stored, limits, &names, hosted.clone());
    let second = Server::<B>::over(writer, &stored, limits, &names, hosted);
    Ok((first, second))
}

/// The stored games of a game the server does not host are named in the log and not served.
fn unknown_games(stored: &[StoredGame], names: &[&'static str]) {
    for g in stored.iter().filter(|g| !names.contains(&g.game.as_str())) {
        eprintln!(
            "acme serve: game {} is not served: a game of {}, not {}",
            g.id,
            g.game,
            names.join(" or ")
        );
    }
}

impl<G: Online> Server<G> {
    /// The store in `data` opened, every stored game replayed to its last accepted answer (each
    /// answer's hash checked), and the server's own seats' pending questions answered. A game
    /// that does not replay is named in the log and not served; the others are.
    pub fn open(data: &Path, limits: Limits) -> Result<Server<G>, String> {
        let store = Store::open(data).map_err(|e| e.to_string())?;
        let stored = store.load().map_err(|e| e.to_string())?;
        let writer = Writer::start(store).map_err(|e| e.to_string())?;
        let names = vec![G::NAME];
        unknown_games(&stored, &names);
        let hosted = Arc::new(AtomicUsize::new(0));
        Ok(Self::over(writer, &stored, limits, &names, hosted))
    }

    /// The server of `G` over the store's writer: the games of `G` among `stored` resumed (the
    /// others are another game's). `names` are the games the whole server hosts; `hosted` counts
    /// the games it hosts, whatever their game.
    fn over(
        store: Writer,
        stored: &[StoredGame],
        limits: Limits,
        names: &[&'static str],
        hosted: Arc<AtomicUsize>,
    ) -> Server<G> {
        let shared: Shared<G> = Shared {
            catalog: G::catalog(),
            store,
            games: RwLock::default(),
            tokens: RwLock::default(),
            invites: RwLock::default(),
            limits,
            connections: AtomicUsize::new(0),
            hosted,
            names: names.to_vec(),
        };
        let stored: Vec<&StoredGame> = stored.iter().filter(|g| g.game == G::NAME).collect();
        let mut resumed = 0;
        for g in stored.iter().copied() {
            match Table::<G>::resume(shared.catalog.clone(), g) {
                Ok(mut t) => {
                    if let Err(e) = t.play_server_seats(&shared.store) {
                        eprintln!("acme serve: game {}: the server's seats: {e}", g.id);
                    }
                    shared.register(t, g.invite);
                    resumed += 1;
                }
                Err(e) => eprintln!("acme serve: game {} is not served: {e}", g.id),
            }
        }
        if !stored.is_empty() {
            eprintln!(
                "acme serve: {resumed} of {} stored games of {} resumed",
                stored.len(),
                G::NAME
            );
        }
        Server(Arc::new(shared))
    }

    /// The service's routes: the WebSocket at `/ws`.
    pub fn router(&self) -> Router {
        Router::new()
            .route("/ws", get(upgrade::<G>))
            .with_state(self.0.clone())
    }

    /// A game's answers and state hash as the server holds them (for tests and the load test).
    pub fn game_state(&self, game: &str) -> Option<(u64, u64)> {
        let hosted = read(&self.0.games).get(game).cloned()?;
        // Called from anywhere, an async task's thread included: it waits without tokio.
        let t = loop {
            match hosted.table.try_lock() {
                Ok(t) => break t,
                Err(_) => std::thread::sleep(Duration::from_millis(1)),
            }
        };
        Some((t.decisions(), t.hash()))
    }

    /// Games hosted.
    pub fn games(&self) -> usize {
        read(&self.0.games).len()
    }

    /// WebSocket connections open now (a silent one is closed after `Limits::silent_after`).
    pub fn connections(&self) -> usize {
        self.0.connections.load(Ordering::Relaxed)
    }
}

impl<G: Online> Shared<G> {
    fn register(&self, table: Table<G>, invite: Digest) {
        let id = table.id.clone();
        {
            let mut tokens = write(&self.tokens);
            for (i, s) in table.seats().iter().enumerate() {
                if let Some(t) = s.token {
                    tokens.insert(t, (id.clone(), i));
                }
            }
        }
        write(&self.invites).insert(invite, id.clone());
        if write(&self.games).insert(id, Hosted::new(table)).is_none() {
            self.hosted.fetch_add(1, Ordering::Relaxed);
        }
    }

    /// Whether the connection whose first message is `text` talks to this game's server: it
    /// creates a game of it, or its invite code, token or game id is of one of its games.
    fn owns(&self, text: &str) -> bool {
        match serde_json::from_str::<Opening>(text) {
            Ok(Opening::Create { game }) => game == G::NAME,
            Ok(Opening::Join { invite }) => {
                read(&self.invites).contains_key(&secret::invite_digest(invite.trim()))
            }
            Ok(Opening::Hello { token }) => {
                read(&self.tokens).contains_key(&secret::token_digest(&token))
            }
            Ok(Opening::Watch { game }) => read(&self.games).contains_key(game.trim()),
            Ok(Opening::Other) | Err(_) => false,
        }
    }

    fn game(&self, id: &str) -> Option<Arc<Hosted<G>>> {
        read(&self.games).get(id).cloned()
    }

    /// `create`: a new game stored, its server seats' first answers played.
    fn create(
        &self,
        game: &str,
        setup: SetupChoice<G::Setup>,
        seed: u64,
        seats: &[SeatKind],
    ) -> Result<(String, String), Refusal> {
        let refused = |m: String| Refusal::new(ErrorCode::Refused, m);
        // No game named: the server's first game.
        let game = if game.is_empty() { self.names[0] } else { game };
        if game != G::NAME {
            return Err(refused(if self.names.contains(&game) {
                format!(
                    "this connection plays {}: open a new connection to create a game of {game}",
                    G::NAME
                )
            } else {
                format!(
                    "unknown game '{game}': this server hosts {}",
                    self.names.join(", ")
                )
            }));
        }
        if self.hosted.load(Ordering::Relaxed) >= self.limits.max_games {
            return Err(refused("the server hosts as many games as it may".into()));
        }
        let setup = match setup {
            SetupChoice::Named(name) => G::named_setup(&name),
            SetupChoice::Given(s) => Ok(s),
        }
        .and_then(|s| G::seat_setup(s, seats))
        .map_err(refused)?;
        let id = secret::new_game_id().map_err(refused)?;
        let invite = secret::new_invite().map_err(refused)?;
        let mut table = Table::<G>::start(id.clone(), self.catalog.clone(), &setup, seed, seats)
            .map_err(refused)?;
        let stored = table
            .stored(&setup, secret::invite_digest(&invite))
            .map_err(refused)?;
        self.store
            .write(Write::Game(stored.clone()))
            .map_err(|e| Refusal::new(ErrorCode::Store, e.to_string()))?;
        if let Err(e) = table.play_server_seats(&self.store) {
            eprintln!("acme serve: game {id}: the server's seats: {e}");
        }
        self.register(table, stored.invite);
        eprintln!("acme serve: game {id} created ({} seats)", seats.len());
        Ok((id, invite))
    }

    /// `join`: the next free player seat of the invited game, with a new token.
    fn join(&self, invite: &str, name: &str) -> Result<(String, usize, String), Refusal> {
        let name = name.trim();
        if name.is_empty() || name.chars().count() > self.limits.max_name {
            return Err(Refusal::new(
                ErrorCode::Refused,
                format!("a name has 1 to {} characters", self.limits.max_name),
            ));
        }
        let no_game = || Refusal::new(ErrorCode::NoSuchGame, "no game has this invite code");
        let id = read(&self.invites)
            .get(&secret::invite_digest(invite))
            .cloned()
            .ok_or_else(no_game)?;
        let hosted = self.game(&id).ok_or_else(no_game)?;
        let mut t = hosted.table();
        let seat = t.free_seat().ok_or_else(|| {
            Refusal::new(
                ErrorCode::Refused,
                "every player seat of this game is taken",
            )
        })?;
        let token = secret::new_token().map_err(|e| Refusal::new(ErrorCode::Refused, e))?;
        let digest = secret::token_digest(&token);
        self.store
            .write(Write::Seat {
                game: id.clone(),
                seat,
                token: digest,
                name: name.into(),
            })
            .map_err(|e| Refusal::new(ErrorCode::Store, e.to_string()))?;
        t.seat_taken(seat, digest, name);
        write(&self.tokens).insert(digest, (id.clone(), seat));
        eprintln!("acme serve: game {id}: seat {seat} taken");
        Ok((id, seat, token))
    }

    /// `answer` on a blocking thread: checked, applied, the server's seats' answers after it,
    /// all stored together.
    fn answer(
        &self,
        hosted: &Hosted<G>,
        seat: usize,
        seq: u64,
        action: G::Action,
    ) -> Result<u64, Refusal> {
        let mut t = hosted.table();
        t.answer(&self.store, seat, seq, action)?;
        Ok(hosted.announce(&t))
    }
}

async fn upgrade<G: Online>(
    State(shared): State<Arc<Shared<G>>>,
    ws: WebSocketUpgrade,
) -> Response {
    let max = shared.limits.max_message;
    ws.max_message_size(max)
        .max_frame_size(max)
        .on_upgrade(move |socket| connection(shared, socket, None))
}

/// Where a connection sits.
struct At<G: Online> {
    hosted: Arc<Hosted<G>>,
    /// None: a spectator.
    seat: Option<usize>,
    changes: watch::Receiver<u64>,
    /// The `decisions` of the last state sent: the next one carries the events after it.
    seen: u64,
    /// What the connection was last sent (None: nothing yet, or a view that could not be kept).
    shown: Option<Shown>,
}

/// What a connection holds of its seat's view: the view's text, and what else changes a seat's
/// picture.
struct Shown {
    /// The view's JSON text.
    view: String,
    /// Where its objects and arrays end (kept for the next difference).
    index: delta::Index,
    question: bool,
    waiting_for: Option<usize>,
    over: bool,
    next_seq: Option<u64>,
}

impl Shown {
    fn of<G: Online>(v: &SeatView<G>, view: String, index: delta::Index) -> Shown {
        Shown {
            view,
            index,
            question: v.question.is_some(),
            waiting_for: v.waiting_for,
            over: v.over,
            next_seq: v.next_seq,
        }
    }
}

/// Work for tokio's blocking threads (the engine, the store); a task that panicked is refused.
async fn blocking<T: Send + 'static>(
    f: impl FnOnce() -> Result<T, Refusal> + Send + 'static,
) -> Result<T, Refusal> {
    tokio::task::spawn_blocking(f).await.unwrap_or_else(|e| {
        Err(Refusal::new(
            ErrorCode::Store,
            format!("the server failed on this message: {e}"),
        ))
    })
}

fn error<G: Online>(r: Refusal, seq: Option<u64>) -> ServerMsg<G> {
    ServerMsg::Error {
        code: r.code,
        message: r.message,
        seq,
    }
}

/// The game as `seat` may see it, with the events after the `since`-th answer: built on this
/// task (short work: a blocking thread's round trip costs more), once the game's lock is free.
async fn seat_view<G: Online>(
    hosted: &Arc<Hosted<G>>,
    seat: Option<usize>,
    since: u64,
) -> Result<SeatView<G>, Refusal> {
    Ok(hosted.table.lock().await.seat_view(seat, since))
}

/// The view's JSON text and its index.
fn view_text<G: Online>(v: &SeatView<G>) -> Option<(String, delta::Index)> {
    delta::written(&v.view)
        .map_err(|e| eprintln!("acme serve: a view could not be written: {e}"))
        .ok()
}

/// `v` sent whole (a `state`), kept as what the connection at `a` holds.
fn whole<G: Online>(
    a: &mut At<G>,
    v: SeatView<G>,
    view: Option<(String, delta::Index)>,
) -> ServerMsg<G> {
    a.seen = a.seen.max(v.decisions);
    a.shown = view
        .or_else(|| view_text(&v))
        .map(|(t, index)| Shown::of(&v, t, index));
    ServerMsg::State(Box::new(v))
}

/// The game as the connection at `a` may see it, whole (after `hello`, `watch`, `resync`).
async fn state_for<G: Online>(a: &mut At<G>) -> ServerMsg<G> {
    match seat_view(&a.hosted, a.seat, a.seen).await {
        Ok(v) => whole(a, v, None),
        Err(r) => error(r, None),
    }
}

/// What changed for the connection at `a` since its last message: an `update` with its view's
/// changes, or nothing when nothing changed for its seat (its view, its question, whom the game
/// waits for, its sequence number, and no event it may see).
async fn changes_for<G: Online>(a: &mut At<G>) -> Option<ServerMsg<G>> {
    let v = match seat_view(&a.hosted, a.seat, a.seen).await {
        Ok(v) => v,
        Err(r) => return Some(error(r, None)),
    };
    let (Some(shown), Some((view, index))) = (&a.shown, view_text(&v)) else {
        return Some(whole(a, v, None));
    };
    let patch = match delta::diff_indexed(&shown.view, &shown.index, &view, &index) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("acme serve: a view's changes could not be written: {e}");
            return Some(whole(a, v, Some((view, index))));
        }
    };
    let unchanged = patch.is_empty()
        && !shown.question
        && v.question.is_none()
        && shown.waiting_for == v.waiting_for
        && shown.over == v.over
        && shown.next_seq == v.next_seq
        && v.events.iter().all(|d| d.events.is_empty());
    a.seen = a.seen.max(v.decisions);
    let hash = delta::hash_text(&view);
    a.shown = Some(Shown::of(&v, view, index));
    if unchanged {
        return None;
    }
    Some(ServerMsg::Update(Box::new(Update {
        game: v.game,
        seat: v.seat,
        decisions: v.decisions,
        next_seq: v.next_seq,
        patch,
        hash,
        question: v.question,
        waiting_for: v.waiting_for,
        over: v.over,
        winners: v.winners,
        final_hash: v.final_hash,
        events: v.events,
    })))
}

/// The changed game's number of answers, when the connection sits somewhere.
async fn next_change<G: Online>(at: &mut Option<At<G>>) -> Option<()> {
    match at {
        Some(a) => a.changes.changed().await.ok(),
        None => std::future::pending().await,
    }
}

/// A connection's first message, read as far as it says which game's server it talks to.
#[derive(serde::Deserialize)]
#[serde(tag = "type", content = "data", rename_all = "snake_case")]
enum Opening {
    Create {
        #[serde(default)]
        game: String,
    },
    Join {
        invite: String,
    },
    Hello {
        token: String,
    },
    Watch {
        game: String,
    },
    #[serde(other)]
    Other,
}

/// The two games' servers of a server of two games.
type Two<A, B> = (Arc<Shared<A>>, Arc<Shared<B>>);

async fn upgrade_two<A: Online, B: Online>(
    State(two): State<Two<A, B>>,
    ws: WebSocketUpgrade,
) -> Response {
    let max = two.0.limits.max_message;
    ws.max_message_size(max)
        .max_frame_size(max)
        .on_upgrade(move |socket| route(two, socket))
}

/// A connection to a server of two games, handed to the game's server its first message is for
/// ([`Shared::owns`]; `A`'s when it is for neither: a malformed message, an unknown code). A
/// connection that says nothing for `silent_after` is closed.
async fn route<A: Online, B: Online>((a, b): Two<A, B>, mut socket: WebSocket) {
    let Ok(first) = tokio::time::timeout(a.limits.silent_after, socket.recv()).await else {
        return;
    };
    let to_b = matches!(&first, Some(Ok(Message::Text(t))) if b.owns(t.as_str()));
    if to_b {
        connection(b, socket, first).await;
    } else {
        connection(a, socket, first).await;
    }
}

async fn connection<G: Online>(
    shared: Arc<Shared<G>>,
    socket: WebSocket,
    first: Option<Result<Message, axum::Error>>,
) {
    let _open = Counted::new(&shared.connections);
    let (mut sink, stream) = socket.split();
    // The first message, when the router read it already, comes first.
    let mut stream = futures_util::stream::iter(first).chain(stream);
    let mut bucket = Bucket::new(shared.limits.rate);
    let mut at: Option<At<G>> = None;
    let (ping_every, silent_after) = (shared.limits.ping_every, shared.limits.silent_after);
    let mut ping = tokio::time::interval_at(tokio::time::Instant::now() + ping_every, ping_every);
    ping.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let mut heard = Instant::now();
    loop {
        let out: Vec<ServerMsg<G>> = tokio::select! {
            incoming = stream.next() => { heard = Instant::now(); match incoming {
                None | Some(Ok(Message::Close(_))) => return,
                Some(Ok(Message::Text(t))) => {
                    if bucket.take() {
                        on_text(&shared, &mut at, t.as_str()).await
                    } else {
                        vec![error(Refusal::new(
                            ErrorCode::RateLimited,
                            "too many messages: wait a moment",
                        ), None)]
                    }
                }
                Some(Ok(Message::Binary(_))) => vec![error(Refusal::new(
                    ErrorCode::Malformed,
                    "messages are JSON text frames",
                ), None)],
                Some(Ok(_)) => continue,
                Some(Err(e)) => {
                    let (code, close, message) = read_error(e);
                    let _ = send(&mut sink, &error::<G>(Refusal::new(code, message.clone()), None), silent_after).await;
                    let frame = CloseFrame { code: close, reason: message.into() };
                    let _ = sink.send(Message::Close(Some(frame))).await;
                    return;
                }
            }},
            Some(()) = next_change(&mut at) => match at.as_mut() {
                Some(a) => match changes_for(a).await {
                    Some(m) => vec![m],
                    None => continue,
                },
                None => continue,
            },
            _ = ping.tick() => {
                if heard.elapsed() >= silent_after {
                    eprintln!("acme serve: a connection was silent for {silent_after:?}: closed");
                    return;
                }
                let pinged = tokio::time::timeout(silent_after, sink.send(Message::Ping(Default::default()))).await;
                if !matches!(pinged, Ok(Ok(()))) {
                    return;
                }
                continue;
            }
        };
        for m in &out {
            if send(&mut sink, m, silent_after).await.is_err() {
                return;
            }
        }
    }
}

/// A broken read: its error code, WebSocket close code and sentence.
fn read_error(e: axum::Error) -> (ErrorCode, u16, String) {
    use tokio_tungstenite::tungstenite::Error as WsError;
    let inner = e.into_inner();
    match inner.downcast_ref::<WsError>() {
        Some(WsError::Capacity(c)) => (
            ErrorCode::TooLarge,
            close_code::SIZE,
            format!("the message is too large: {c}"),
        ),
        _ => (
            ErrorCode::Malformed,
            close_code::PROTOCOL,
            format!("the connection broke: {inner}"),
        ),
    }
}

/// Send `m`; a connection that does not take it within `limit` is silent (an error).
async fn send<G: Online, S>(sink: &mut S, m: &ServerMsg<G>, limit: Duration) -> Result<(), ()>
where
    S: futures_util::Sink<Message> + Unpin,
{
    let text = serde_json::to_string(m).map_err(|e| {
        eprintln!("acme serve: a message could not be written: {e}");
    })?;
    match tokio::time::timeout(limit, sink.send(Message::Text(text.into()))).await {
        Ok(Ok(())) => Ok(()),
        _ => Err(()),
    }
}

async fn on_text<G: Online>(
    shared: &Arc<Shared<G>>,
    at: &mut Option<At<G>>,
    text: &str,
) -> Vec<ServerMsg<G>> {
    let msg: ClientMsg<G> = match serde_json::from_str(text) {
        Ok(m) => m,
        Err(e) => {
            return vec![error(
                Refusal::new(
                    ErrorCode::Malformed,
                    format!("not a message this server reads: {e}"),
                ),
                None,
            )];
        }
    };
    let sh = shared.clone();
    match msg {
        ClientMsg::Create {
            game,
            setup,
            seed,
            seats,
        } => match blocking(move || sh.create(&game, setup, seed, &seats)).await {
            Ok((game, invite)) => vec![ServerMsg::Created { game, invite }],
            Err(r) => vec![error(r, None)],
        },
        ClientMsg::Join { invite, name } => match blocking(move || sh.join(&invite, &name)).await {
            Ok((game, seat, token)) => vec![ServerMsg::Joined {
                game,
                seat,
                token,
                rules: G::NAME.into(),
            }],
            Err(r) => vec![error(r, None)],
        },
        ClientMsg::Hello { token } => {
            let seat = read(&shared.tokens)
                .get(&secret::token_digest(&token))
                .cloned();
            match seat {
                Some((game, seat)) => sit(shared, at, &game, Some(seat)).await,
                None => vec![error(
                    Refusal::new(ErrorCode::WrongToken, "no seat has this token"),
                    None,
                )],
            }
        }
        ClientMsg::Watch { game } => sit(shared, at, &game, None).await,
        ClientMsg::Resync => match at.as_mut() {
            Some(a) => vec![state_for(a).await],
            None => vec![error(
                Refusal::new(
                    ErrorCode::NotSeated,
                    "say hello with your seat's token (or watch a game) first",
                ),
                None,
            )],
        },
        ClientMsg::Answer { seq, action } => {
            let Some(At {
                hosted,
                seat: Some(seat),
                ..
            }) = at
            else {
                return vec![error(
                    Refusal::new(
                        ErrorCode::NotSeated,
                        "say hello with your seat's token before answering",
                    ),
                    Some(seq),
                )];
            };
            let (hosted, seat) = (hosted.clone(), *seat);
            match blocking(move || sh.answer(&hosted, seat, seq, action)).await {
                Ok(decisions) => vec![ServerMsg::Accepted { seq, decisions }],
                Err(r) => vec![error(r, Some(seq))],
            }
        }
    }
}

/// Sit the connection at `seat` of `game` (None: watch it): welcome, and the game as it stands.
async fn sit<G: Online>(
    shared: &Shared<G>,
    at: &mut Option<At<G>>,
    game: &str,
    seat: Option<usize>,
) -> Vec<ServerMsg<G>> {
    if at.is_some() {
        return vec![error(
            Refusal::new(
                ErrorCode::AlreadySeated,
                "this connection already sits at a game",
            ),
            None,
        )];
    }
    let Some(hosted) = shared.game(game) else {
        return vec![error(
            Refusal::new(ErrorCode::NoSuchGame, "no game has this id"),
            None,
        )];
    };
    let mut changes = hosted.changed.subscribe();
    changes.borrow_and_update();
    // The latest events kept (`seen` 0): a connection coming back skips those it had.
    let mut a = At {
        hosted,
        seat,
        changes,
        seen: 0,
        shown: None,
    };
    let state = state_for(&mut a).await;
    *at = Some(a);
    vec![
        ServerMsg::Welcome {
            game: game.into(),
            seat,
        },
        state,
    ]
}
