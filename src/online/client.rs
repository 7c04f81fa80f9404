//! A client of the server: a WebSocket connection that sends [`ClientMsg`]s and reads
//! [`ServerMsg`]s, and a bot that plays one seat through it (the tests' and the load test's
//! players). A bot answers only its own seat's question, numbers each answer, and after a lost
//! connection sends again the answer the server has not acknowledged: the same answer, so a game
//! played through dropped connections is the game its bots would have played in one sitting.

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

use super::Online;
use super::protocol::{ClientMsg, ServerMsg};

/// A message is awaited this long at most: a server that says nothing for so long is gone.
pub const RECV_TIMEOUT: Duration = Duration::from_secs(30);

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
}

impl Connection {
    /// Connect to the server at `addr` (`ws://ADDR/ws`).
    pub async fn open(addr: SocketAddr) -> Result<Connection, String> {
        let url = format!("ws://{addr}/ws");
        let (ws, _) = tokio_tungstenite::connect_async(url.as_str())
            .await
            .map_err(|e| format!("cannot connect to {url}: {e}"))?;
        Ok(Connection { ws })
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
    /// turns hears nothing for as long as they think (the window's connections).
    pub async fn next_text(&mut self) -> Result<Incoming, String> {
        loop {
            match self.ws.next().await {
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
        }
    }

    /// Sit at the seat on the server at `addr` and answer its questions until the game is over,
    /// `stop_after` answers in all were acknowledged, or the deadline passed. A refused answer is an error (a bot
    /// answers only legal options of its own questions).
    pub async fn play(
        &mut self,
        addr: SocketAddr,
        stop_after: Option<u64>,
    ) -> Result<Outcome, String> {
        let mut c = Connection::open(addr).await?;
        c.send(&ClientMsg::<G>::Hello {
            token: self.token.clone(),
        })
        .await?;
        // An answer is on its way on this connection: wait for its acknowledgement.
        let mut in_flight = false;
        loop {
            let next = match self.deadline {
                // Waiting for a partner who left at the deadline would never end.
                Some(d) => match tokio::time::timeout_at(d.into(), c.recv_text()).await {
                    Ok(next) => next?,
                    Err(_) => return Ok(Outcome::Stopped),
                },
                None => c.recv_text().await?,
            };
            let text = match next {
                Incoming::Text(t) => t,
                Incoming::Closed(why) => return Err(format!("closed by the server: {why:?}")),
            };
            let msg = parse::<G>(&text)?;
            if self.keep {
                self.received.push(text);
            }
            match msg {
                ServerMsg::State(v) => {
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
                        _ => G::bot_answer(&mut self.bot, q),
                    };
                    self.sent = Some((next, action));
                    self.sent_at = Some(Instant::now());
                    c.send(&ClientMsg::<G>::Answer { seq: next, action })
                        .await?;
                    in_flight = true;
                }
                ServerMsg::Accepted { seq, .. } => {
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
                }
                ServerMsg::Error { code, message, .. } => {
                    return Err(format!("refused ({code:?}): {message}"));
                }
                _ => {}
            }
        }
    }

    fn done(&self, stop_after: Option<u64>) -> bool {
        stop_after.is_some_and(|n| self.answered >= n)
            || self.deadline.is_some_and(|d| Instant::now() >= d)
    }
}
