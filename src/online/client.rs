//! A client of the server: a WebSocket connection that sends [`ClientMsg`]s and reads
//! [`ServerMsg`]s, and a bot that plays one seat through it (the tests' and the load test's
//! players). A bot answers only its own seat's question, numbers each answer, and after a lost
//! connection sends again the answer the server has not acknowledged: the same answer, so a game
//! played through dropped connections is the game its bots would have played in one sitting.

use std::borrow::Cow;
use std::marker::PhantomData;
use std::net::SocketAddr;
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::Deserialize;
use serde_json::value::RawValue;

use super::Online;
use super::delta;
use super::protocol::{ClientMsg, Decided, SeatView, ServerMsg, Update};

/// A message is awaited this long at most: a server that says nothing for so long is gone.
pub const RECV_TIMEOUT: Duration = Duration::from_secs(30);

/// A link on which nothing at all arrived for this long (not even the server's pings, sent
/// every 15 seconds by default) is silent: the connection is given up, so that its owner opens
/// a new one.
pub const SILENT_AFTER: Duration = Duration::from_secs(45);

/// A bot that lost its link waits this long before it connects again.
pub const RETRY_AFTER: Duration = Duration::from_millis(100);

/// What came from the server.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Incoming {
    Text(String),
    /// The connection was closed, with the close frame's code and reason when it sent one.
    Closed(Option<(u16, String)>),
}

/// One connection to a server.
pub struct Connection {
    ws: WebSocketStream<MaybeTlsStream<TcpStream>>,
    /// When the last frame of any kind arrived (or the connection opened).
    heard: Instant,
    /// A link silent for this long is given up ([`SILENT_AFTER`] unless set).
    silence: Duration,
}

impl Connection {
    /// Connect to the server at `addr` (`ws://ADDR/ws`).
    pub async fn open(addr: SocketAddr) -> Result<Connection, String> {
        let url = format!("ws://{addr}/ws");
        let (ws, _) = tokio_tungstenite::connect_async(url.as_str())
            .await
            .map_err(|e| format!("cannot connect to {url}: {e}"))?;
        Ok(Connection {
            ws,
            heard: Instant::now(),
            silence: SILENT_AFTER,
        })
    }

    /// Give the link up once nothing arrived on it for `silence` (the server's
    /// `Limits::ping_every` must be shorter).
    pub fn set_silence(&mut self, silence: Duration) {
        self.silence = silence;
    }

    /// Send a text frame as it is (a test's malformed message among them).
    pub async fn send_text(&mut self, text: String) -> Result<(), String> {
        self.ws
            .send(Message::Text(text.into()))
            .await
            .map_err(|e| format!("cannot send: {e}"))
    }

    pub async fn send<G: Online>(&mut self, msg: &ClientMsg<G>) -> Result<(), String> {
        let text = serde_json::to_string(msg).map_err(|e| format!("cannot write: {e}"))?;
        self.send_text(text).await
    }

    /// The next text from the server (pings and pongs skipped), or how the connection closed.
    pub async fn recv_text(&mut self) -> Result<Incoming, String> {
        tokio::time::timeout(RECV_TIMEOUT, self.next_text())
            .await
            .map_err(|_| format!("the server said nothing for {RECV_TIMEOUT:?}"))?
    }

    /// [`Connection::recv_text`] without its time limit: a seat that waits for other players'
    /// turns hears no message for as long as they think (the window's connections). A silent
    /// link (no frame at all, not even a ping, for the connection's silence) is an error; every
    /// frame counts, so a call cancelled and made again keeps the same deadline.
    pub async fn next_text(&mut self) -> Result<Incoming, String> {
        loop {
            let deadline = self.heard + self.silence;
            let Ok(frame) = tokio::time::timeout_at(deadline.into(), self.ws.next()).await else {
                return Err(format!(
                    "the link was silent for {:?}: given up",
                    self.silence
                ));
            };
            self.heard = Instant::now();
            match frame {
                None => return Ok(Incoming::Closed(None)),
                Some(Ok(Message::Text(t))) => return Ok(Incoming::Text(t.to_string())),
                Some(Ok(Message::Close(f))) => {
                    return Ok(Incoming::Closed(
                        f.map(|f| (u16::from(f.code), f.reason.to_string())),
                    ));
                }
                Some(Ok(_)) => continue,
                Some(Err(e)) => return Err(format!("the connection broke: {e}")),
            }
        }
    }

    /// The next message from the server; a closed connection is an error.
    pub async fn recv<G: Online>(&mut self) -> Result<ServerMsg<G>, String> {
        match self.recv_text().await? {
            Incoming::Text(t) => parse(&t),
            Incoming::Closed(why) => Err(format!("the server closed the connection: {why:?}")),
        }
    }
}

/// A server's message read.
pub fn parse<G: Online>(text: &str) -> Result<ServerMsg<G>, String> {
    serde_json::from_str(text).map_err(|e| format!("the server's message does not read: {e}"))
}

/// A server's message as a [`SeatMirror`] read it.
pub enum Heard<G: Online> {
    /// The seat's whole view: a `state`, or an `update` put into the view held and checked.
    State(Box<SeatView<G>>),
    /// An `update` put into the view held and checked, by a mirror that keeps the view as text
    /// only ([`SeatMirror::text_only`]: a bot that does not look at the board).
    Changed(Box<Update<G>>),
    /// Any other message.
    Other(ServerMsg<G>),
    /// An `update` that does not fit the view held, or whose result does not match the
    /// server's hash: send `resync`, and the server sends the whole view again. The sentence
    /// says what went wrong.
    Resync(String),
    /// An `update` that came while the whole view is asked for: skipped (the `state` that
    /// answers `resync` has all it says).
    Skipped,
}

/// A connection's copy of its seat's view, as the JSON text the server wrote: set by every
/// `state`, changed by every `update` (docs/online.md, "Differences"). A new connection needs
/// a new mirror (the server starts it with a `state`).
pub struct SeatMirror<G: Online> {
    view: Option<String>,
    /// `resync` was asked for and its `state` has not come yet.
    asked: bool,
    /// Read the rebuilt view into `G::View` (else [`Heard::Changed`]).
    typed: bool,
    game: PhantomData<fn() -> G>,
}

impl<G: Online> Default for SeatMirror<G> {
    fn default() -> Self {
        SeatMirror::new()
    }
}

/// A server's message, its type and its body unread.
#[derive(Deserialize)]
struct Envelope<'a> {
    #[serde(rename = "type", borrow)]
    kind: Cow<'a, str>,
    #[serde(borrow)]
    data: Option<&'a RawValue>,
}

/// A `state`'s view, as its text.
#[derive(Deserialize)]
struct ViewText<'a> {
    #[serde(borrow)]
    view: &'a RawValue,
}

impl<G: Online> SeatMirror<G> {
    /// A mirror that gives every view whole ([`Heard::State`]).
    pub fn new() -> SeatMirror<G> {
        SeatMirror {
            view: None,
            asked: false,
            typed: true,
            game: PhantomData,
        }
    }

    /// A mirror that checks every view but reads an update's into no `G::View`
    /// ([`Heard::Changed`]).
    pub fn text_only() -> SeatMirror<G> {
        SeatMirror {
            typed: false,
            ..SeatMirror::new()
        }
    }

    /// The view held, as the server's JSON text.
    pub fn view_text(&self) -> Option<&str> {
        self.view.as_deref()
    }

    /// Read one message from the server. A message that does not read is an error; an update
    /// that does not check is [`Heard::Resync`] (the view held is dropped).
    pub fn read(&mut self, text: &str) -> Result<Heard<G>, String> {
        let bad = |e: serde_json::Error| format!("the server's message does not read: {e}");
        let env: Envelope = serde_json::from_str(text).map_err(bad)?;
        match (env.kind.as_ref(), env.data) {
            ("state", Some(data)) => {
                let v: SeatView<G> = serde_json::from_str(data.get()).map_err(bad)?;
                let raw: ViewText = serde_json::from_str(data.get()).map_err(bad)?;
                self.view = Some(raw.view.get().to_owned());
                self.asked = false;
                Ok(Heard::State(Box::new(v)))
            }
            ("update", Some(data)) => {
                let u: Update<G> = serde_json::from_str(data.get()).map_err(bad)?;
                if self.asked {
                    return Ok(Heard::Skipped);
                }
                match self.rebuilt(&u) {
                    Ok(None) => Ok(Heard::Changed(Box::new(u))),
                    Ok(Some(view)) => Ok(Heard::State(Box::new(u.with_view(view)))),
                    Err(why) => {
                        self.view = None;
                        self.asked = true;
                        Ok(Heard::Resync(why))
                    }
                }
            }
            _ => parse(text).map(Heard::Other),
        }
    }

    /// The view held with `u`'s changes, checked against its hash, kept; read into a
    /// `G::View` when the mirror is typed.
    fn rebuilt(&mut self, u: &Update<G>) -> Result<Option<G::View>, String> {
        let held = self
            .view
            .as_ref()
            .ok_or("an update came before the whole view")?;
        let new = delta::patch(held, &u.patch)?;
        if delta::hash_text(&new) != u.hash {
            return Err("the view rebuilt from an update is not the server's".into());
        }
        let view = if self.typed {
            Some(
                serde_json::from_str(&new)
                    .map_err(|e| format!("the view rebuilt from an update does not read: {e}"))?,
            )
        } else {
            None
        };
        self.view = Some(new);
        Ok(view)
    }
}

/// What a bot reads of a seat's view, whole or changed.
struct Progress<G: Online> {
    events: Vec<Decided<G>>,
    next_seq: Option<u64>,
    question: Option<G::Decision>,
    over: bool,
    final_hash: Option<u64>,
}

/// How a bot's sitting ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// The game is over; the hash of its final state.
    Over { final_hash: Option<u64> },
    /// The bot gave the answers it was asked to give, and left.
    Stopped,
}

/// A bot at one seat: its token, its player, and its answer not yet acknowledged.
pub struct BotSeat<G: Online> {
    pub token: String,
    bot: G::Bot,
    /// The answer sent and not yet acknowledged: its sequence number and the answer.
    sent: Option<(u64, G::Action)>,
    /// Answers acknowledged.
    pub answered: u64,
    /// Every message received, as received, when `keep` (a test reads them afterwards).
    pub received: Vec<String>,
    pub keep: bool,
    /// The round trip of each acknowledged answer: from its sending to its acknowledgement.
    pub round_trips: Vec<Duration>,
    /// When the bot leaves (checked as each message arrives), when set.
    pub deadline: Option<Instant>,
    sent_at: Option<Instant>,
    /// A link silent this long is given up ([`SILENT_AFTER`] unless set).
    pub silence: Duration,
    /// How many times the bot connects again after a lost link (0: a lost link ends its play).
    pub reconnect: u32,
    /// How many times it did.
    pub reconnected: u32,
    /// Every answer's events as this seat was sent them, each once, in order (an answer's
    /// events sent again after a reconnection are skipped).
    pub events: Vec<Decided<G>>,
    /// How many times a view rebuilt from an update did not check, and the bot asked for the
    /// whole view.
    pub resyncs: u32,
    /// How long the bot thinks before each answer, on average ([`BotSeat::set_think`]; zero:
    /// it answers at once).
    pub think: Duration,
    /// The thinking times' own generator (seeded with the bot's seed, so a run's pauses are
    /// the same each time it is run).
    think_rng: ChaCha8Rng,
}

/// Why a bot's sitting ended early.
enum Lost {
    /// The link: it broke, closed or went silent (another connection may do better).
    Link(String),
    /// The server refused the bot or said what the bot cannot read.
    Refused(String),
}

impl<G: Online> BotSeat<G> {
    pub fn new(token: String, seed: u64, keep: bool) -> BotSeat<G> {
        BotSeat {
            token,
            bot: G::bot(seed),
            sent: None,
            answered: 0,
            received: Vec::new(),
            keep,
            round_trips: Vec::new(),
            deadline: None,
            sent_at: None,
            silence: SILENT_AFTER,
            reconnect: 0,
            reconnected: 0,
            events: Vec::new(),
            resyncs: 0,
            think: Duration::ZERO,
            think_rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }

    /// Think about `think` on average before each answer, as a person does: each pause is drawn
    /// evenly between half and one and a half times it.
    pub fn set_think(&mut self, think: Duration) {
        self.think = think;
    }

    /// The next pause before an answer.
    fn pause(&mut self) -> Duration {
        if self.think.is_zero() {
            return Duration::ZERO;
        }
        self.think.mul_f64(self.think_rng.random_range(0.5..1.5))
    }

    /// The last answer whose events the bot has.
    fn seen(&self) -> u64 {
        self.events.last().map_or(0, |d| d.n)
    }

    /// Sit at the seat on the server at `addr` and answer its questions until the game is over,
    /// `stop_after` answers in all were acknowledged, or the deadline passed. A refused answer is an error (a bot
    /// answers only legal options of its own questions).
    ///
    /// A lost link (broken, closed, or silent for [`BotSeat::silence`]) is connected again up to
    /// [`BotSeat::reconnect`] times: the bot says hello again and goes on where the server's
    /// state says it is.
    pub async fn play(
        &mut self,
        addr: SocketAddr,
        stop_after: Option<u64>,
    ) -> Result<Outcome, String> {
        let mut left = self.reconnect;
        loop {
            match self.sitting(addr, stop_after).await {
                Ok(outcome) => return Ok(outcome),
                Err(Lost::Link(_)) if left > 0 => {
                    left -= 1;
                    self.reconnected += 1;
                    tokio::time::sleep(RETRY_AFTER).await;
                }
                Err(Lost::Link(e) | Lost::Refused(e)) => return Err(e),
            }
        }
    }

    async fn sitting(
        &mut self,
        addr: SocketAddr,
        stop_after: Option<u64>,
    ) -> Result<Outcome, Lost> {
        let mut c = Connection::open(addr).await.map_err(Lost::Link)?;
        c.set_silence(self.silence);
        c.send(&ClientMsg::<G>::Hello {
            token: self.token.clone(),
        })
        .await
        .map_err(Lost::Link)?;
        // An answer is on its way on this connection: wait for its acknowledgement.
        let mut in_flight = false;
        let mut mirror = SeatMirror::<G>::text_only();
        loop {
            let next = match self.deadline {
                // Waiting for a partner who left at the deadline would never end.
                Some(d) => match tokio::time::timeout_at(d.into(), c.recv_text()).await {
                    Ok(next) => next.map_err(Lost::Link)?,
                    Err(_) => return Ok(Outcome::Stopped),
                },
                None => c.recv_text().await.map_err(Lost::Link)?,
            };
            let text = match next {
                Incoming::Text(t) => t,
                Incoming::Closed(why) => {
                    return Err(Lost::Link(format!("closed by the server: {why:?}")));
                }
            };
            let heard = mirror.read(&text).map_err(Lost::Refused)?;
            if self.keep {
                self.received.push(text);
            }
            let v = match heard {
                Heard::State(v) => {
                    let v = *v;
                    Progress {
                        events: v.events,
                        next_seq: v.next_seq,
                        question: v.question,
                        over: v.over,
                        final_hash: v.final_hash,
                    }
                }
                Heard::Changed(u) => {
                    let u = *u;
                    Progress {
                        events: u.events,
                        next_seq: u.next_seq,
                        question: u.question,
                        over: u.over,
                        final_hash: u.final_hash,
                    }
                }
                Heard::Resync(_) => {
                    self.resyncs += 1;
                    c.send(&ClientMsg::<G>::Resync).await.map_err(Lost::Link)?;
                    continue;
                }
                Heard::Skipped => continue,
                Heard::Other(ServerMsg::Accepted { seq, .. }) => {
                    if self.sent.is_some_and(|(s, _)| s == seq) {
                        self.sent = None;
                        self.answered += 1;
                        if let Some(t) = self.sent_at.take() {
                            self.round_trips.push(t.elapsed());
                        }
                    }
                    in_flight = false;
                    if self.done(stop_after) {
                        return Ok(Outcome::Stopped);
                    }
                    continue;
                }
                Heard::Other(ServerMsg::Error { code, message, .. }) => {
                    return Err(Lost::Refused(format!("refused ({code:?}): {message}")));
                }
                Heard::Other(_) => continue,
            };
            let seen = self.seen();
            self.events
                .extend(v.events.into_iter().filter(|d| d.n > seen));
            if let (Some((seq, _)), Some(next)) = (self.sent, v.next_seq)
                && next > seq
            {
                // Stored before the connection was lost: acknowledged by the state.
                self.sent = None;
                self.answered += 1;
            }
            if v.over {
                return Ok(Outcome::Over {
                    final_hash: v.final_hash,
                });
            }
            if self.done(stop_after) {
                return Ok(Outcome::Stopped);
            }
            let (Some(q), Some(next)) = (&v.question, v.next_seq) else {
                continue;
            };
            if in_flight {
                continue;
            }
            let action = match self.sent {
                Some((seq, a)) if seq == next => a,
                _ => {
                    let mut pause = self.pause();
                    if let Some(d) = self.deadline {
                        pause = pause.min(d.saturating_duration_since(Instant::now()));
                    }
                    if !pause.is_zero() {
                        tokio::time::sleep(pause).await;
                        if self.done(stop_after) {
                            return Ok(Outcome::Stopped);
                        }
                    }
                    G::bot_answer(&mut self.bot, q)
                }
            };
            self.sent = Some((next, action));
            self.sent_at = Some(Instant::now());
            c.send(&ClientMsg::<G>::Answer { seq: next, action })
                .await
                .map_err(Lost::Link)?;
            in_flight = true;
        }
    }

    fn done(&self, stop_after: Option<u64>) -> bool {
        stop_after.is_some_and(|n| self.answered >= n)
            || self.deadline.is_some_and(|d| Instant::now() >= d)
    }
}
