//! The Host offers scenarios beside the basic setups (issue "Online" point 2: "Host (pick a setup
//! or scenario ...)"): a `create` whose setup names one of ACME's scenarios starts it on the
//! server as it starts locally, and an unknown name is refused, nothing created.

use acme::games::acme::{Acme, Game};
use acme::online::acme::Hostable;
use acme::online::client::Connection;
use acme::online::protocol::{ClientMsg, ErrorCode, ServerMsg, SetupChoice};
use acme::online::store::Store;
use acme::online::{Online, SeatKind};

use super::support::{TempDir, bot_limits, client_rt, join, start_server};

/// The scenario the tests host: Sargon (playbook-spec section 4), a historical one.
const SCENARIO: &str = "sargon";

/// Its seats: an invited player in the first, NPCs in the others.
fn seats() -> Vec<SeatKind> {
    let s = Acme::scenarios()
        .iter()
        .find(|s| s.id == SCENARIO)
        .expect("the Host offers Sargon");
    (0..s.civs.len())
        .map(|i| {
            if i == 0 {
                SeatKind::Player
            } else {
                SeatKind::Npc
            }
        })
        .collect()
}

/// `create` of `setup` named, on a new connection: the server's reply.
async fn create_named(
    addr: std::net::SocketAddr,
    setup: &str,
    seats: &[SeatKind],
) -> ServerMsg<Game> {
    let mut c = Connection::open(addr).await.unwrap();
    c.send(&ClientMsg::<Game>::Create {
        game: "acme".into(),
        setup: SetupChoice::Named(setup.into()),
        seed: 11,
        seats: seats.to_vec(),
    })
    .await
    .unwrap();
    c.recv::<Game>().await.unwrap()
}

/// A scenario named in `create` is the scenario's game: the invited player's first question,
/// after the server's NPCs answered theirs, is the one the same scenario with the same seats and
/// seed asks locally (its NPC seats answered by the same brain).
#[test]
fn a_scenario_named_in_create_asks_the_local_scenario_games_first_question() {
    let dir = TempDir::new("scenario");
    let srv = start_server(&dir.0, bot_limits());
    let seats = seats();
    let rt = client_rt();
    let sent = rt.block_on(async {
        let ServerMsg::Created { invite, .. } = create_named(srv.addr, SCENARIO, &seats).await
        else {
            panic!("the scenario is created");
        };
        let (seat, token) = join(srv.addr, &invite, "Ann").await;
        assert_eq!(seat, 0, "the invited player's seat");
        let mut c = Connection::open(srv.addr).await.unwrap();
        c.send(&ClientMsg::<Game>::Hello { token }).await.unwrap();
        for _ in 0..8 {
            if let ServerMsg::State(v) = c.recv::<Game>().await.unwrap()
                && v.question.is_some()
            {
                return v.question;
            }
        }
        None
    });
    let sent = sent.expect("the invited player is asked a question");

    let setup = <Game as Online>::named_setup(SCENARIO).expect("a scenario by name");
    let setup = <Game as Online>::seat_setup(setup, &seats).expect("one seat per civilization");
    let (mut local, _) =
        <Game as acme::engine::Game>::start(<Game as Online>::catalog(), &setup, 11)
            .expect("it starts");
    assert!(
        local.state.scenario.is_some(),
        "the local game is the scenario's"
    );
    while let Some(d) = local.pending().cloned() {
        if seats[d.who.idx()] == SeatKind::Player {
            break;
        }
        let a = local.server_answer(SeatKind::Npc, 11, &d).unwrap();
        local.apply(a).unwrap();
    }
    let first = local.pending().expect("the player's first question");
    assert_eq!(
        serde_json::to_string(&sent).unwrap(),
        serde_json::to_string(first).unwrap(),
        "the same first question"
    );
    assert_eq!(srv.server.games(), 1);
}

/// A `create` naming no setup nor scenario the game has is refused with a sentence naming it and
/// the scenarios there are; no game is created or stored.
#[test]
fn an_unknown_scenario_is_refused_and_nothing_is_created() {
    let dir = TempDir::new("unknown-scenario");
    let srv = start_server(&dir.0, bot_limits());
    let rt = client_rt();
    rt.block_on(async {
        match create_named(srv.addr, "atlantis", &seats()).await {
            ServerMsg::Error { code, message, .. } => {
                assert_eq!(code, ErrorCode::Refused);
                assert!(
                    message.contains("atlantis") && message.contains(SCENARIO),
                    "the refusal names the setup asked and the scenarios: {message}"
                );
            }
            _ => panic!("an unknown scenario is refused"),
        }
    });
    assert_eq!(srv.server.games(), 0, "no game was created");
    drop(srv);
    let stored = Store::open(&dir.0).unwrap().load().unwrap();
    assert!(stored.is_empty(), "nothing was stored");
}
