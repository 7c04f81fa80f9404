//! A load test of a running server (`acme loadtest`): games played at once by bots through real
//! WebSocket clients, for a bounded time, on the loopback address only. It reports the answers
//! acknowledged per second, the round trip of an answer (sent to acknowledged: checked, applied,
//! stored, the server's NPC answering after it) at the median and the 99th percentile, and the
//! answers lost: acknowledged to a bot, yet not in its seat's count when it sits again after the
//! run.
//!
//! The bots answer at once by default: every game always waits on the server, the stress case.
//! With a thinking time ([`Load::think`]) each bot first pauses about that long, as a person
//! does, so the server carries the load of that many people playing; the round trip never
//! includes the pause.

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use super::client::{BotSeat, Connection};
use super::protocol::{ClientMsg, ServerMsg, SetupChoice};
use super::{Online, SeatKind};

/// At most this many games at once, and this long.
pub const MAX_GAMES: usize = 1000;
pub const MAX_SECONDS: u64 = 600;
/// A bot thinks a minute at most before an answer.
pub const MAX_THINK: Duration = Duration::from_secs(60);

/// Each game's seats: two bots and the server's NPC.
const SEATS: [SeatKind; 3] = [SeatKind::Player, SeatKind::Player, SeatKind::Npc];

#[derive(Debug, Clone)]
pub struct Load {
    pub addr: SocketAddr,
    pub games: usize,
    pub seconds: u64,
    /// The game's named setup (`basic-3`).
    pub setup: String,
    pub seed: u64,
    /// How long a bot thinks before each answer, on average (zero: at once).
    pub think: Duration,
}

#[derive(Debug, Clone, Default)]
pub struct LoadReport {
    pub games_started: usize,
    pub games_finished: usize,
    /// Answers acknowledged to the bots.
    pub decisions: u64,
    pub seconds: f64,
    pub p50: Duration,
    pub p99: Duration,
    /// Answers acknowledged but missing from the server afterwards.
    pub lost: u64,
    /// Bots that stopped on an error (a refusal, a lost connection), with the first reasons.
    pub errors: usize,
    pub first_errors: Vec<String>,
}

/// One seat's result: its token, its acknowledged answers, their round trips, how it ended.
struct SeatRun {
    token: String,
    answered: u64,
    round_trips: Vec<Duration>,
    finished: bool,
    error: Option<String>,
}

impl SeatRun {
    fn failed(error: String) -> SeatRun {
        SeatRun {
            token: String::new(),
            answered: 0,
            round_trips: Vec::new(),
            finished: false,
            error: Some(error),
        }
    }
}

async fn create_and_join<G: Online>(load: &Load, seed: u64) -> Result<Vec<String>, String> {
    let mut c = Connection::open(load.addr).await?;
    c.send(&ClientMsg::<G>::Create {
        game: G::NAME.into(),
        setup: SetupChoice::Named(load.setup.clone()),
        seed,
        seats: SEATS.to_vec(),
    })
    .await?;
    let invite = match c.recv::<G>().await? {
        ServerMsg::Created { invite, .. } => invite,
        ServerMsg::Error { message, .. } => return Err(format!("create refused: {message}")),
        _ => return Err("create was not answered by created".into()),
    };
    let mut tokens = Vec::new();
    for name in ["bot-a", "bot-b"] {
        c.send(&ClientMsg::<G>::Join {
            invite: invite.clone(),
            name: name.into(),
        })
        .await?;
        match c.recv::<G>().await? {
            ServerMsg::Joined { token, .. } => tokens.push(token),
            ServerMsg::Error { message, .. } => return Err(format!("join refused: {message}")),
            _ => return Err("join was not answered by joined".into()),
        }
    }
    Ok(tokens)
}

/// One slot: games played one after another until the deadline.
async fn slot<G: Online>(load: Load, slot: usize, deadline: Instant) -> Vec<SeatRun> {
    let mut runs = Vec::new();
    let mut k = 0u64;
    while Instant::now() < deadline {
        let seed = load.seed + (slot as u64) * 1_000_000 + k;
        k += 1;
        let tokens = match create_and_join::<G>(&load, seed).await {
            Ok(t) => t,
            Err(e) => {
                runs.push(SeatRun::failed(e));
                break;
            }
        };
        let bots = tokens.into_iter().enumerate().map(|(i, token)| {
            let (addr, think) = (load.addr, load.think);
            tokio::spawn(async move {
                let mut bot = BotSeat::<G>::new(token, seed ^ (i as u64 + 1), false);
                bot.deadline = Some(deadline);
                bot.set_think(think);
                // A bot that waits past the deadline (its partner gone) stops too.
                let limit =
                    deadline.saturating_duration_since(Instant::now()) + Duration::from_secs(10);
                let outcome = tokio::time::timeout(limit, bot.play(addr, None)).await;
                let (finished, error) = match outcome {
                    Ok(Ok(super::client::Outcome::Over { .. })) => (true, None),
                    Ok(Ok(super::client::Outcome::Stopped)) => (false, None),
                    Ok(Err(e)) => (false, Some(e)),
                    Err(_) => (false, Some("no answer before the deadline".into())),
                };
                SeatRun {
                    token: bot.token.clone(),
                    answered: bot.answered,
                    round_trips: bot.round_trips,
                    finished,
                    error,
                }
            })
        });
        let bots: Vec<_> = bots.collect();
        for b in bots {
            match b.await {
                Ok(r) => runs.push(r),
                Err(e) => runs.push(SeatRun::failed(format!("a bot failed: {e}"))),
            }
        }
    }
    runs
}

/// The answers the server holds of the seat with `token` (its next sequence number less one).
async fn stored_answers<G: Online>(addr: SocketAddr, token: &str) -> Result<u64, String> {
    let mut c = Connection::open(addr).await?;
    c.send(&ClientMsg::<G>::Hello {
        token: token.into(),
    })
    .await?;
    loop {
        match c.recv::<G>().await? {
            ServerMsg::State(v) => return Ok(v.next_seq.unwrap_or(1) - 1),
            ServerMsg::Error { message, .. } => return Err(message),
            _ => {}
        }
    }
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

/// Run the load test (see the module's head).
pub async fn run<G: Online>(load: Load) -> Result<LoadReport, String> {
    if !load.addr.ip().is_loopback() {
        return Err(format!(
            "{}: the load test sends only to a server on this machine (127.0.0.1 or ::1)",
            load.addr
        ));
    }
    if load.games == 0 || load.games > MAX_GAMES {
        return Err(format!("--games is 1 to {MAX_GAMES}"));
    }
    if load.seconds == 0 || load.seconds > MAX_SECONDS {
        return Err(format!("--seconds is 1 to {MAX_SECONDS}"));
    }
    if load.think > MAX_THINK {
        return Err(format!("--think is 0 to {} ms", MAX_THINK.as_millis()));
    }
    let start = Instant::now();
    let deadline = start + Duration::from_secs(load.seconds);
    let slots: Vec<_> = (0..load.games)
        .map(|i| tokio::spawn(slot::<G>(load.clone(), i, deadline)))
        .collect();
    let mut runs = Vec::new();
    for s in slots {
        runs.extend(s.await.map_err(|e| format!("a game's slot failed: {e}"))?);
    }
    let seconds = start.elapsed().as_secs_f64();
    let mut report = LoadReport {
        seconds,
        ..LoadReport::default()
    };
    let mut trips = Vec::new();
    for r in &runs {
        report.decisions += r.answered;
        trips.extend_from_slice(&r.round_trips);
        if r.finished {
            report.games_finished += 1;
        }
        if let Some(e) = &r.error {
            report.errors += 1;
            if report.first_errors.len() < 5 {
                report.first_errors.push(e.clone());
            }
        }
        if !r.token.is_empty() {
            let held = stored_answers::<G>(load.addr, &r.token).await?;
            report.lost += r.answered.saturating_sub(held);
        }
    }
    // Two bots a game, each sees its end.
    report.games_finished /= 2;
    report.games_started = runs.iter().filter(|r| !r.token.is_empty()).count() / 2;
    trips.sort();
    report.p50 = percentile(&trips, 0.50);
    report.p99 = percentile(&trips, 0.99);
    Ok(report)
}
