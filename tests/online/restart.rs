//! Nothing lost (issue "Online" points 3 and 6): a server stopped mid-game, as a killed process
//! stops, and started again on its store resumes every game at its last accepted answer, and
//! the players' clients finish them; a client whose connection dropped sits again with its token.

use std::time::{Duration, Instant};

use acme::games::acme::Game;
use acme::online::client::{BotSeat, Connection, Outcome};
use acme::online::protocol::{ClientMsg, ServerMsg};
use acme::online::store::Store;

use super::support::{
    SEATS, Seated, TempDir, all, basic3, bot_limits, bot_seed, client_rt, create, join,
    play_locally, spawn_bot, start_server,
};

/// Issue "Online" point 6: the server's runtime dropped while two games are under way (one with
/// its bots answering, one paused), then a new server on the same store: both games resume at
/// their last stored answer (the store's answers kept, the state's hash that of the last one),
/// and the bots, reconnecting with their tokens, finish both as the same games played locally.
#[test]
fn a_server_killed_mid_game_resumes_every_game_and_the_bots_finish_them() {
    let dir = TempDir::new("restart");
    let first = start_server(&dir.0, bot_limits());
    let rt = client_rt();
    let seeds = [21, 22];
    let (ids, running): (Vec<String>, Vec<tokio::task::JoinHandle<Seated>>) = rt.block_on(async {
        let mut ids = Vec::new();
        let mut running = Vec::new();
        for (g, seed) in seeds.into_iter().enumerate() {
            let (id, invite) = create(first.addr, basic3(1), seed, &SEATS).await;
            for name in ["Ann", "Bob"] {
                let (seat, token) = join(first.addr, &invite, name).await;
                let bot = BotSeat::<Game>::new(token, bot_seed(seat), false);
                // The first game's bots play on; the second's give 3 answers each, then wait.
                running.push(spawn_bot(first.addr, seat, bot, (g == 1).then_some(3)));
            }
            ids.push(id);
        }
        (ids, running)
    });
    let deadline = Instant::now() + Duration::from_secs(20);
    while first.server.game_state(&ids[0]).unwrap().0 < 60 {
        assert!(Instant::now() < deadline, "the first game went on");
        std::thread::sleep(Duration::from_millis(5));
    }
    // The kill: every task of the server ends where it is; only what the store holds remains.
    drop(first);
    let stopped: Vec<Seated> = rt.block_on(all(running));
    assert!(
        stopped[..2].iter().all(|(_, _, o)| o.is_err()),
        "the first game's bots lost their server"
    );
    let stored: Vec<_> = ids
        .iter()
        .map(|id| Store::open(&dir.0).unwrap().answers(id).unwrap())
        .collect();

    let second = start_server(&dir.0, bot_limits());
    for (id, before) in ids.iter().zip(&stored) {
        let now = Store::open(&dir.0).unwrap().answers(id).unwrap();
        assert_eq!(&now[..before.len()], &before[..], "no stored answer lost");
        let (decisions, hash) = second.server.game_state(id).unwrap();
        assert_eq!(decisions, now.len() as u64);
        assert_eq!(
            Some(hash),
            now.last().map(|a| a.hash),
            "resumed at the last answer"
        );
    }
    let finished: Vec<Seated> = rt.block_on(async {
        let tasks = stopped
            .into_iter()
            .map(|(seat, bot, _)| spawn_bot(second.addr, seat, bot, None))
            .collect();
        all(tasks).await
    });
    for (g, seed) in seeds.into_iter().enumerate() {
        let local = play_locally(basic3(1), seed, &SEATS, |_, _| {}).hash();
        for (seat, _, outcome) in &finished[2 * g..2 * g + 2] {
            assert_eq!(
                outcome,
                &Ok(Outcome::Over {
                    final_hash: Some(local)
                }),
                "game {g}, seat {seat}: finished as the local game"
            );
        }
    }
}

/// Issue "Online" point 3: a client that leaves (its connection closed) and comes back with its
/// token sits at its seat again, is sent its seat's current view (the game's answers so far, its
/// next sequence number), and plays on to the end of the same game.
#[test]
fn a_dropped_client_reconnects_with_its_token_and_goes_on() {
    let dir = TempDir::new("reconnect");
    let srv = start_server(&dir.0, bot_limits());
    let rt = client_rt();
    let seed = 31;
    let outcomes = rt.block_on(async {
        let (id, invite) = create(srv.addr, basic3(1), seed, &SEATS).await;
        let (seat_a, token_a) = join(srv.addr, &invite, "Ann").await;
        let (seat_b, token_b) = join(srv.addr, &invite, "Bob").await;
        let addr = srv.addr;
        let b = tokio::spawn(async move {
            let mut bot = BotSeat::<Game>::new(token_b, bot_seed(seat_b), false);
            bot.play(addr, None).await
        });
        let mut a = BotSeat::<Game>::new(token_a.clone(), bot_seed(seat_a), false);
        assert_eq!(a.play(addr, Some(4)).await, Ok(Outcome::Stopped));
        // Back with the token: the seat's current state.
        let mut c = Connection::open(addr).await.unwrap();
        c.send(&ClientMsg::<Game>::Hello { token: token_a })
            .await
            .unwrap();
        assert!(matches!(
            c.recv::<Game>().await.unwrap(),
            ServerMsg::Welcome { seat: Some(s), .. } if s == seat_a
        ));
        let ServerMsg::State(v) = c.recv::<Game>().await.unwrap() else {
            panic!("a seat that sits again is sent its state");
        };
        assert_eq!(v.seat, Some(seat_a));
        assert_eq!(v.next_seq, Some(5), "its four answers were kept");
        assert!(v.decisions <= srv.server.game_state(&id).unwrap().0);
        drop(c);
        let a_end = a.play(addr, None).await;
        (a_end, b.await.unwrap())
    });
    let local = play_locally(basic3(1), seed, &SEATS, |_, _| {}).hash();
    let over = Ok(Outcome::Over {
        final_hash: Some(local),
    });
    assert_eq!(outcomes, (over.clone(), over));
}
