//! A server on its own runtime (dropping the runtime stops it at once, as a killed process
//! would), a temporary store folder removed afterwards, and the same game played locally.

use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};

use acme::games::acis::rules::Acis;
use acme::games::acme::record::SetupSpec;
use acme::games::acme::setup::Layout;
use acme::games::acme::state::GameOptions;
use acme::games::acme::{Acme, Event, Game};
use acme::online::acme::Hostable;
use acme::online::client::{BotSeat, Connection, Heard, Incoming, Outcome, SeatMirror};
use acme::online::protocol::{ClientMsg, ServerMsg, SetupChoice};
use acme::online::server::{self, Config, Limits, Server};
use acme::online::{Online, SeatKind};
use tokio::runtime::Runtime;
use tokio::task::JoinHandle;

/// A folder under the system's temporary folder, removed with everything in it when dropped.
pub struct TempDir(pub PathBuf);

impl TempDir {
    pub fn new(name: &str) -> TempDir {
        static N: AtomicU32 = AtomicU32::new(0);
        let dir = std::env::temp_dir().join(format!(
            "acme-online-{name}-{}-{}",
            std::process::id(),
            N.fetch_add(1, Ordering::Relaxed)
        ));
        let _ = std::fs::remove_dir_all(&dir);
        TempDir(dir)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// A server listening on 127.0.0.1 (a free port), on a runtime of its own.
pub struct TestServer {
    /// Kept only to be dropped: that stops the server.
    _rt: Runtime,
    pub addr: SocketAddr,
    pub server: Server<Game>,
}

/// Limits for bots that answer as fast as the server acknowledges.
pub fn bot_limits() -> Limits {
    Limits {
        rate: acme::online::rate::Rate {
            per_second: 100_000.0,
            burst: 100_000.0,
        },
        ..Limits::default()
    }
}

/// A server of ACME and ACIS (as `acme serve` runs) listening on 127.0.0.1, on a runtime of its
/// own.
pub struct TestServerTwo {
    _rt: Runtime,
    pub addr: SocketAddr,
    pub acme: Server<Game>,
    pub acis: Server<Game<Acis>>,
}

pub fn start_server_two(data: &Path, limits: Limits) -> TestServerTwo {
    let (rt, config) = server_rt(data, limits);
    let running = rt
        .block_on(server::start_two::<Game, Game<Acis>>(&config))
        .expect("the server starts");
    TestServerTwo {
        _rt: rt,
        addr: running.addr,
        acme: running.first,
        acis: running.second,
    }
}

/// The server's runtime, and its configuration on a free port of 127.0.0.1.
fn server_rt(data: &Path, limits: Limits) -> (Runtime, Config) {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .max_blocking_threads(4)
        .enable_all()
        .build()
        .unwrap();
    let config = Config {
        addr: "127.0.0.1:0".parse().unwrap(),
        data: data.to_path_buf(),
        limits,
    };
    (rt, config)
}

pub fn start_server(data: &Path, limits: Limits) -> TestServer {
    let (rt, config) = server_rt(data, limits);
    let running = rt
        .block_on(server::start::<Game>(&config))
        .expect("the server starts");
    TestServer {
        _rt: rt,
        addr: running.addr,
        server: running.server,
    }
}

/// The clients' runtime.
pub fn client_rt() -> Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .enable_all()
        .build()
        .unwrap()
}

/// A Rulebook basic setup for 3 (RB Setup), to its last Epoch `epochs`.
pub fn basic3(epochs: u8) -> (SetupSpec, GameOptions) {
    let spec = SetupSpec::Basic {
        players: 3,
        layout: Layout::Printed,
        npc: vec![false; 3],
    };
    let options = GameOptions {
        last_epoch: epochs,
        ..Default::default()
    };
    (spec, options)
}

/// The seats of the tests' games: two invited players and an NPC.
pub const SEATS: [SeatKind; 3] = [SeatKind::Player, SeatKind::Player, SeatKind::Npc];

/// The seed of the bot at `seat`.
pub fn bot_seed(seat: usize) -> u64 {
    1000 + seat as u64
}

/// Create a game over a connection: its id and invite code.
pub async fn create(
    addr: SocketAddr,
    setup: (SetupSpec, GameOptions),
    seed: u64,
    seats: &[SeatKind],
) -> (String, String) {
    create_of::<Game>(addr, setup, seed, seats).await
}

/// [`create`] for a game of `G` (its name in the message's `game` field).
pub async fn create_of<G: Online>(
    addr: SocketAddr,
    setup: G::Setup,
    seed: u64,
    seats: &[SeatKind],
) -> (String, String) {
    let mut c = Connection::open(addr).await.unwrap();
    c.send(&ClientMsg::<G>::Create {
        game: G::NAME.into(),
        setup: SetupChoice::Given(setup),
        seed,
        seats: seats.to_vec(),
    })
    .await
    .unwrap();
    match c.recv::<G>().await.unwrap() {
        ServerMsg::Created { game, invite } => (game, invite),
        ServerMsg::Error { message, .. } => panic!("create refused: {message}"),
        _ => panic!("create is answered by created"),
    }
}

/// Join a game by its invite code: the seat and its token.
pub async fn join(addr: SocketAddr, invite: &str, name: &str) -> (usize, String) {
    let mut c = Connection::open(addr).await.unwrap();
    c.send(&ClientMsg::<Game>::Join {
        invite: invite.into(),
        name: name.into(),
    })
    .await
    .unwrap();
    match c.recv::<Game>().await.unwrap() {
        ServerMsg::Joined { seat, token, .. } => (seat, token),
        ServerMsg::Error { code, message, .. } => panic!("join refused: {code:?} {message}"),
        _ => panic!("join is answered by joined"),
    }
}

/// The game the server hosts, played locally: the same setup and seed, each player seat
/// answered by a bot seeded as the online bot of that seat, the NPC seat by the server's brain.
/// Calls `each` with the number of answers so far and the game, before every answer and at the
/// end.
pub fn play_locally(
    setup: (SetupSpec, GameOptions),
    seed: u64,
    seats: &[SeatKind],
    mut each: impl FnMut(u64, &Game),
) -> Game {
    play_locally_with_events(setup, seed, seats, |n, g, _| each(n, g))
}

/// [`play_locally`], `each` also given the events of the answer that led to the game it is
/// given (the setup's for the first).
pub fn play_locally_with_events(
    setup: (SetupSpec, GameOptions),
    seed: u64,
    seats: &[SeatKind],
    each: impl FnMut(u64, &Game, &[Event]),
) -> Game {
    play_locally_under::<Acme>(setup, seed, seats, each)
}

/// [`play_locally_with_events`] for a game on ACME's phases under the ruleset `R` (ACIS's too).
pub fn play_locally_under<R: Hostable>(
    setup: (SetupSpec, GameOptions),
    seed: u64,
    seats: &[SeatKind],
    mut each: impl FnMut(u64, &Game<R>, &[Event]),
) -> Game<R>
where
    Game<R>: Send + Sync,
{
    type G<R> = Game<R>;
    let setup = G::<R>::seat_setup(setup, seats).unwrap();
    let (mut game, mut events) =
        <G<R> as acme::engine::Game>::start(G::<R>::catalog(), &setup, seed).unwrap();
    let mut bots: Vec<_> = (0..seats.len()).map(|s| G::<R>::bot(bot_seed(s))).collect();
    let mut n = 0;
    while let Some(d) = game.pending().cloned() {
        each(n, &game, &events);
        n += 1;
        let s = d.who.idx();
        let action = match seats[s] {
            SeatKind::Player => G::<R>::bot_answer(&mut bots[s], &d),
            kind => game.server_answer(kind, seed, &d).unwrap(),
        };
        events = game.apply(action).unwrap();
    }
    each(n, &game, &events);
    game
}

/// A bot's seat, the bot, and how its sitting ended.
pub type Seated<G = Game> = (usize, BotSeat<G>, Result<Outcome, String>);

/// The bot `bot` at `seat` playing on the server at `addr` in a task of its own, until its game
/// ends or it gave `stop` answers.
pub fn spawn_bot<G: Online>(
    addr: SocketAddr,
    seat: usize,
    mut bot: BotSeat<G>,
    stop: Option<u64>,
) -> JoinHandle<Seated<G>> {
    tokio::spawn(async move {
        let outcome = bot.play(addr, stop).await;
        (seat, bot, outcome)
    })
}

/// Every bot's task awaited, in order.
pub async fn all<G: Online>(tasks: Vec<JoinHandle<Seated<G>>>) -> Vec<Seated<G>> {
    let mut out = Vec::new();
    for t in tasks {
        out.push(t.await.unwrap());
    }
    out
}

/// Every message a spectator receives until the game is over, as sent (its views whole and
/// as changes, rebuilt and checked as they come).
pub async fn watch_to_the_end(addr: SocketAddr, game: String) -> Vec<String> {
    let mut c = Connection::open(addr).await.unwrap();
    c.send(&ClientMsg::<Game>::Watch { game }).await.unwrap();
    let mut got = Vec::new();
    let mut mirror = SeatMirror::<Game>::new();
    loop {
        let Incoming::Text(t) = c.recv_text().await.unwrap() else {
            panic!("the server closed a spectator's connection");
        };
        let over = match mirror.read(&t).unwrap() {
            Heard::State(v) => v.over,
            Heard::Resync(why) => panic!("a spectator's update did not check: {why}"),
            _ => false,
        };
        got.push(t);
        if over {
            return got;
        }
    }
}
