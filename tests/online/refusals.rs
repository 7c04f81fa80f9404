//! The server decides (issue "Online" points 4 and 5): a message that is not a legal answer of
//! the sender's own seat, in its turn, with its next sequence number, is refused with a reason,
//! and the game and its store stay as they were.

use std::net::SocketAddr;

use acme::games::acme::Game;
use acme::games::acme::decision::{Action, Decision};
use acme::online::client::{Connection, Incoming};
use acme::online::protocol::{ClientMsg, ErrorCode, ServerMsg};
use acme::online::rate::Rate;
use acme::online::server::{Limits, Server};
use acme::online::store::{Store, StoredAnswer};

use super::support::{
    SEATS, TempDir, basic3, bot_limits, client_rt, create, join, start_server, start_server_two,
};

/// The next refusal or acknowledgement on `c` (state messages skipped), with the pending
/// question the last state showed.
async fn reply(c: &mut Connection, question: &mut Option<Decision>) -> ServerMsg<Game> {
    loop {
        match c.recv::<Game>().await.unwrap() {
            ServerMsg::State(v) => *question = v.question,
            ServerMsg::Update(u) => *question = u.question,
            ServerMsg::Welcome { .. } => {}
            other => return other,
        }
    }
}

async fn refused(c: &mut Connection, question: &mut Option<Decision>, code: ErrorCode) {
    match reply(c, question).await {
        ServerMsg::Error {
            code: got, message, ..
        } => {
            assert_eq!(got, code, "refused, but as {got:?}: {message}");
            assert!(!message.is_empty());
        }
        _ => panic!("a {code:?} message was not refused"),
    }
}

/// A seat's connection: hello with its token, read to its first state.
async fn sit(addr: SocketAddr, token: &str) -> (Connection, Option<Decision>, Option<usize>) {
    let mut c = Connection::open(addr).await.unwrap();
    c.send(&ClientMsg::<Game>::Hello {
        token: token.into(),
    })
    .await
    .unwrap();
    loop {
        if let ServerMsg::State(v) = c.recv::<Game>().await.unwrap() {
            return (c, v.question, v.waiting_for);
        }
    }
}

/// The game as the server holds it and as its store holds it.
fn snapshot(server: &Server<Game>, dir: &TempDir, id: &str) -> ((u64, u64), Vec<StoredAnswer>) {
    let stored = Store::open(&dir.0).unwrap().answers(id).unwrap();
    (server.game_state(id).unwrap(), stored)
}

fn answer(seq: u64, action: Action) -> ClientMsg<Game> {
    ClientMsg::Answer { seq, action }
}

/// Issue "Online" point 5 and "How we will know": a wrong token, an answer out of turn, an
/// illegal answer, a malformed message, an oversized one, a replayed one and one that skips ahead
/// are each refused with their code, and neither the server's game (answers, hash) nor the
/// stored answers change; the legal answer in between is accepted.
#[test]
fn wrong_token_out_of_turn_illegal_malformed_oversized_and_replayed_messages_change_nothing() {
    let dir = TempDir::new("refusals");
    let srv = start_server(&dir.0, bot_limits());
    let rt = client_rt();
    rt.block_on(async {
        let (id, invite) = create(srv.addr, basic3(1), 11, &SEATS).await;
        let (seat_a, token_a) = join(srv.addr, &invite, "Ann").await;
        let (_, token_b) = join(srv.addr, &invite, "Bob").await;
        let (a, qa, waiting) = sit(srv.addr, &token_a).await;
        let (b, qb, _) = sit(srv.addr, &token_b).await;
        // `on` is the seat whose question is pending, `off` the other player.
        let ((mut on, mut q_on), (mut off, mut q_off)) = if waiting == Some(seat_a) {
            ((a, qa), (b, qb))
        } else {
            ((b, qb), (a, qa))
        };
        let d = q_on.clone().expect("a player's question is pending");
        let before = snapshot(&srv.server, &dir, &id);

        let mut stranger = Connection::open(srv.addr).await.unwrap();
        let mut none = None;
        let wrong = acme::online::secret::new_token().unwrap();
        stranger
            .send(&ClientMsg::<Game>::Hello { token: wrong })
            .await
            .unwrap();
        refused(&mut stranger, &mut none, ErrorCode::WrongToken).await;
        stranger.send(&answer(1, d.options[0])).await.unwrap();
        refused(&mut stranger, &mut none, ErrorCode::NotSeated).await;

        off.send(&answer(1, d.options[0])).await.unwrap();
        refused(&mut off, &mut q_off, ErrorCode::NotYourTurn).await;

        let illegal = [
            Action::Number(u16::MAX),
            Action::Option(250),
            Action::Reestablish,
        ]
        .into_iter()
        .find(|x| !d.options.contains(x))
        .unwrap();
        on.send(&answer(1, illegal)).await.unwrap();
        refused(&mut on, &mut q_on, ErrorCode::Illegal).await;

        on.send_text("not a message".into()).await.unwrap();
        refused(&mut on, &mut q_on, ErrorCode::Malformed).await;
        on.send_text(r#"{"type":"answer","data":{"seq":1,"action":{"Steal":3}}}"#.into())
            .await
            .unwrap();
        refused(&mut on, &mut q_on, ErrorCode::Malformed).await;

        let mut big = Connection::open(srv.addr).await.unwrap();
        big.send_text("x".repeat(Limits::default().max_message + 1))
            .await
            .unwrap();
        // axum's own limit refuses it before reading it; the client is told why, then the
        // connection ends.
        let Ok(Incoming::Text(t)) = big.recv_text().await else {
            panic!("an oversized message is answered by an error");
        };
        let msg = acme::online::client::parse::<Game>(&t).unwrap();
        assert!(
            matches!(
                msg,
                ServerMsg::Error {
                    code: ErrorCode::TooLarge,
                    ..
                }
            ),
            "an oversized message is refused as too large: {t}"
        );
        let end = big.recv_text().await;
        assert!(
            matches!(end, Ok(Incoming::Closed(_)) | Err(_)),
            "the connection ends after an oversized message: {end:?}"
        );

        on.send(&answer(5, d.options[0])).await.unwrap();
        refused(&mut on, &mut q_on, ErrorCode::OutOfOrder).await;
        assert_eq!(snapshot(&srv.server, &dir, &id), before, "nothing changed");

        on.send(&answer(1, d.options[0])).await.unwrap();
        assert!(matches!(
            reply(&mut on, &mut q_on).await,
            ServerMsg::Accepted { seq: 1, .. }
        ));
        let after = snapshot(&srv.server, &dir, &id);
        assert!(after.1.len() > before.1.len(), "the legal answer is stored");
        on.send(&answer(1, d.options[0])).await.unwrap();
        refused(&mut on, &mut q_on, ErrorCode::Replayed).await;
        assert_eq!(
            snapshot(&srv.server, &dir, &id),
            after,
            "the replay changed nothing"
        );
    });
}

/// Issue "Online" point 5: each connection is rate-limited: past its burst, messages are
/// refused as rate-limited (and change nothing), while the connection stays open.
#[test]
fn a_connection_sending_past_its_rate_is_refused() {
    let dir = TempDir::new("rate");
    let limits = Limits {
        rate: Rate {
            per_second: 1.0,
            burst: 5.0,
        },
        ..Limits::default()
    };
    let srv = start_server(&dir.0, limits);
    client_rt().block_on(async {
        let mut c = Connection::open(srv.addr).await.unwrap();
        let mut none = None;
        for _ in 0..5 {
            c.send_text("{}".into()).await.unwrap();
            refused(&mut c, &mut none, ErrorCode::Malformed).await;
        }
        for _ in 0..3 {
            c.send_text("{}".into()).await.unwrap();
            refused(&mut c, &mut none, ErrorCode::RateLimited).await;
        }
    });
}

/// A `create` names the game to host (`"acme"`, `"acis"`): an unknown game is refused with a
/// sentence that says which games the server hosts, and no game is created or stored.
#[test]
fn a_game_the_server_does_not_host_is_refused_and_nothing_is_created() {
    let dir = TempDir::new("unknown-game");
    let srv = start_server_two(&dir.0, bot_limits());
    let rt = client_rt();
    rt.block_on(async {
        let mut c = Connection::open(srv.addr).await.unwrap();
        c.send(&ClientMsg::<Game>::Create {
            game: "chess".into(),
            setup: acme::online::protocol::SetupChoice::Named("basic-3".into()),
            seed: 1,
            seats: SEATS.to_vec(),
        })
        .await
        .unwrap();
        match c.recv::<Game>().await.unwrap() {
            ServerMsg::Error { code, message, .. } => {
                assert_eq!(code, ErrorCode::Refused);
                assert!(
                    message.contains("chess") && message.contains("acme, acis"),
                    "the refusal names the game asked and those hosted: {message}"
                );
            }
            _ => panic!("an unknown game is refused"),
        }
    });
    assert_eq!(
        (srv.acme.games(), srv.acis.games()),
        (0, 0),
        "no game was created"
    );
    drop(srv);
    let stored = Store::open(&dir.0).unwrap().load().unwrap();
    assert!(stored.is_empty(), "nothing was stored");
}
