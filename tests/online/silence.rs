//! A link that stays open but goes silent (issue "Online" point 3: a dropped connection
//! reconnects and resumes where it was): a relay between a client and the server that stops
//! passing bytes while it keeps both connections open, as a dead router or a sleeping laptop
//! does. The server's pings go unanswered, so it frees the connection; the client hears nothing,
//! so it gives the link up, connects again and goes on.

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use acme::games::acme::Game;
use acme::online::client::{BotSeat, Outcome};
use acme::online::server::{Limits, Server};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};

use super::support::{
    SEATS, TempDir, all, basic3, bot_limits, bot_seed, client_rt, create, join, play_locally,
    spawn_bot, start_server,
};

/// A loopback relay to a server; the connections it opened before [`Relay::silence`] pass
/// nothing any more, either way, and stay open; those opened after pass everything.
struct Relay {
    addr: SocketAddr,
    /// Connections numbered below this are silent.
    silent_below: Arc<AtomicUsize>,
    opened: Arc<AtomicUsize>,
}

impl Relay {
    async fn start(server: SocketAddr) -> Relay {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let silent_below = Arc::new(AtomicUsize::new(0));
        let opened = Arc::new(AtomicUsize::new(0));
        let (silent, count) = (silent_below.clone(), opened.clone());
        tokio::spawn(async move {
            while let Ok((client, _)) = listener.accept().await {
                let id = count.fetch_add(1, Ordering::SeqCst);
                let upstream = TcpStream::connect(server).await.unwrap();
                let (cr, cw) = client.into_split();
                let (ur, uw) = upstream.into_split();
                tokio::spawn(pump(cr, uw, id, silent.clone()));
                tokio::spawn(pump(ur, cw, id, silent.clone()));
            }
        });
        Relay {
            addr,
            silent_below,
            opened,
        }
    }

    /// Every connection open now goes silent.
    fn silence(&self) {
        let n = self.opened.load(Ordering::SeqCst);
        self.silent_below.store(n, Ordering::SeqCst);
    }
}

/// Copy bytes from `from` to `to` until either closes or connection `id` goes silent; then hold
/// both open, passing nothing, until the other side closes them.
async fn pump(
    mut from: tokio::net::tcp::OwnedReadHalf,
    mut to: tokio::net::tcp::OwnedWriteHalf,
    id: usize,
    silent_below: Arc<AtomicUsize>,
) {
    let mut buf = vec![0u8; 64 * 1024];
    loop {
        if id < silent_below.load(Ordering::SeqCst) {
            // Silent: the halves are kept (open) and nothing moves.
            tokio::time::sleep(Duration::from_millis(20)).await;
            continue;
        }
        match tokio::time::timeout(Duration::from_millis(20), from.read(&mut buf)).await {
            Err(_) => continue,
            Ok(Ok(0) | Err(_)) => return,
            Ok(Ok(n)) => {
                if to.write_all(&buf[..n]).await.is_err() {
                    return;
                }
            }
        }
    }
}

/// Limits for the test: a ping every 200 ms, a connection silent for a second freed.
fn quick_heartbeat() -> Limits {
    Limits {
        ping_every: Duration::from_millis(200),
        silent_after: Duration::from_secs(1),
        ..bot_limits()
    }
}

/// Wait (up to `limit`) until `ok` holds.
async fn until(limit: Duration, mut ok: impl FnMut() -> bool) -> bool {
    let end = Instant::now() + limit;
    while Instant::now() < end {
        if ok() {
            return true;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    ok()
}

/// Mid-game, the link of one player's client goes silent while staying open. Its client gives
/// the link up within its silence limit, connects again with its token and finishes the game,
/// which is the local game; it holds every answer's events once (those it missed were sent
/// again); and the server freed the silent connection by itself (no connection is left open at
/// the end, though the relay never closed the silent one).
#[test]
fn a_link_gone_silent_is_freed_by_the_server_and_its_client_reconnects_and_resumes() {
    let dir = TempDir::new("silence");
    let srv = start_server(&dir.0, quick_heartbeat());
    let rt = client_rt();
    let (setup, seed) = (basic3(1), 7);
    let server: Server<Game> = srv.server.clone();
    let (game_id, bots, gone_silent_at) = rt.block_on(async {
        let relay = Relay::start(srv.addr).await;
        let (game_id, invite) = create(srv.addr, setup.clone(), seed, &SEATS).await;
        let mut tasks = Vec::new();
        for (name, via) in [("Ann", relay.addr), ("Bob", srv.addr)] {
            let (seat, token) = join(srv.addr, &invite, name).await;
            let mut bot = BotSeat::<Game>::new(token, bot_seed(seat), false);
            bot.silence = Duration::from_secs(1);
            bot.reconnect = 3;
            tasks.push(spawn_bot(via, seat, bot, None));
        }
        let g = game_id.clone();
        let reached = until(Duration::from_secs(30), || {
            server.game_state(&g).is_some_and(|(n, _)| n >= 40)
        })
        .await;
        assert!(reached, "the game went on to its 40th answer");
        let gone_silent_at = server.game_state(&game_id).unwrap().0;
        relay.silence();
        (game_id, all(tasks).await, gone_silent_at)
    });
    let local = play_locally(setup, seed, &SEATS, |_, _| {});
    let last = srv.server.game_state(&game_id).unwrap().0;
    assert!(last > gone_silent_at, "the game went on after the silence");
    for (seat, bot, outcome) in &bots {
        assert_eq!(
            outcome,
            &Ok(Outcome::Over {
                final_hash: Some(local.hash())
            }),
            "seat {seat}'s bot finished the local game"
        );
        assert_eq!(
            bot.events.iter().map(|d| d.n).collect::<Vec<_>>(),
            (1..=last).collect::<Vec<_>>(),
            "seat {seat} holds every answer's events once, those it missed sent again"
        );
    }
    assert!(
        bots[0].1.reconnected >= 1,
        "the silent link's client connected again"
    );
    assert_eq!(
        bots[1].1.reconnected, 0,
        "the other client's link never broke"
    );
    let freed = rt.block_on(until(Duration::from_secs(5), || {
        srv.server.connections() == 0
    }));
    assert!(
        freed,
        "the server freed the silent connection ({} still open)",
        srv.server.connections()
    );
}
