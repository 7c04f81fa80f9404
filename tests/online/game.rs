//! A whole 3-seat game through the server (issue "Online" points 4 and 5): two bots on two
//! machines' worth of connections and the server's NPC play the game the same players play
//! locally, and no message sent to any seat carries what that seat may not see.

use std::collections::BTreeMap;
use std::time::Instant;

use acme::games::acis::rules::Acis;
use acme::games::acme::Game;
use acme::games::acme::catalog::CardId;
use acme::games::acme::state::{Slot, State};
use acme::games::acme::view::hidden_places;
use acme::online::Online;
use acme::online::acme::Hostable;
use acme::online::client::{BotSeat, Heard, Outcome, SeatMirror};
use acme::online::protocol::SeatView;

use super::support::{
    SEATS, TempDir, all, basic3, bot_limits, bot_seed, client_rt, create, create_of, join,
    play_locally, play_locally_under, spawn_bot, start_server, start_server_two, watch_to_the_end,
};

/// The views among `texts` (the whole ones of `state` messages, and those a client rebuilds
/// from `update` messages), by the number of answers they were sent after; and how many came as
/// updates.
type Views<G> = BTreeMap<u64, Vec<SeatView<G>>>;

fn views_by_decision<G: Online>(texts: &[String]) -> (Views<G>, usize) {
    let mut out: Views<G> = BTreeMap::new();
    let mut mirror = SeatMirror::<G>::new();
    let mut updates = 0;
    for t in texts {
        updates += usize::from(t.starts_with(r#"{"type":"update""#));
        match mirror.read(t).unwrap() {
            Heard::State(v) => out.entry(v.decisions).or_default().push(*v),
            Heard::Resync(why) => panic!("an update did not check: {why}"),
            _ => {}
        }
    }
    (out, updates)
}

/// What `viewer` may see of `truth` is exactly what it was sent: the view is the game's own
/// (`view::redact`), and every card hidden from that viewer (another player's hand, a face-down
/// commitment, the draw pile: RB Diplomacy, RB Competition step 1) arrived as the hidden card.
fn check_view<R: Hostable>(truth: &Game<R>, viewer: Option<Slot>, sent: &SeatView<Game<R>>)
where
    Game<R>: Send + Sync,
{
    let expected: State = truth.view_for(viewer);
    assert!(
        sent.view == expected,
        "the view sent to {viewer:?} after {} answers is not the game's view for it",
        sent.decisions
    );
    let mut sent_state = sent.view.clone();
    for place in hidden_places(&truth.state, viewer) {
        assert_eq!(
            *place.card_mut(&mut sent_state),
            CardId(0),
            "{viewer:?} was sent a hidden card at {place:?}"
        );
    }
    let asks_viewer = truth.pending().filter(|d| Some(d.who) == viewer);
    assert_eq!(
        sent.question.as_ref(),
        asks_viewer,
        "only a seat's own question is sent to it"
    );
}

/// Issue "Online", "How we will know": a whole 3-seat game (basic-3, RB Setup) played by two bot
/// clients and the server's NPC ends with the hash of the same game played locally, the store
/// holds its answers, and every message sent to each seat and to a spectator is that viewer's
/// view of the game at that moment, with no other seat's hidden card in it: the whole views of
/// `state` messages and the views rebuilt from the changes of `update` messages alike.
#[test]
fn a_whole_game_played_by_clients_is_the_local_game_and_leaks_no_secret() {
    let dir = TempDir::new("whole");
    let srv = start_server(&dir.0, bot_limits());
    let rt = client_rt();
    let (setup, seed) = (basic3(1), 7);
    let started = Instant::now();
    let (game_id, bots, spectator) = rt.block_on(async {
        let (game_id, invite) = create(srv.addr, setup.clone(), seed, &SEATS).await;
        let watcher = tokio::spawn(watch_to_the_end(srv.addr, game_id.clone()));
        let mut tasks = Vec::new();
        for name in ["Ann", "Bob"] {
            let (seat, token) = join(srv.addr, &invite, name).await;
            let bot = BotSeat::<Game>::new(token, bot_seed(seat), true);
            tasks.push(spawn_bot(srv.addr, seat, bot, None));
        }
        let bots = all(tasks).await;
        (game_id, bots, watcher.await.unwrap())
    });
    eprintln!("online game played in {:?}", started.elapsed());
    let mut local_views: BTreeMap<u64, Game> = BTreeMap::new();
    let local = play_locally(setup, seed, &SEATS, |n, g| {
        local_views.insert(n, g.clone());
    });
    let (decisions, server_hash) = srv.server.game_state(&game_id).unwrap();
    assert_eq!(
        server_hash,
        local.hash(),
        "the server's game is the local game"
    );
    for (seat, bot, outcome) in &bots {
        assert_eq!(
            outcome,
            &Ok(Outcome::Over {
                final_hash: Some(local.hash())
            }),
            "seat {seat}'s bot saw the game end with the local game's hash"
        );
        let (views, updates) = views_by_decision::<Game>(&bot.received);
        assert!(
            updates > 10,
            "seat {seat} was sent its views' changes ({updates} updates)"
        );
        for (n, views) in views {
            let truth = &local_views[&n];
            for v in views {
                assert_eq!(v.seat, Some(*seat));
                check_view(truth, Some(Slot(*seat as u8)), &v);
            }
        }
    }
    let (views, updates) = views_by_decision::<Game>(&spectator);
    assert!(updates > 10, "the spectator was sent its view's changes");
    for (n, views) in views {
        for v in views {
            check_view(&local_views[&n], None, &v);
        }
    }
    eprintln!("{decisions} answers");
}

/// The server hosts ACIS beside ACME (`acme serve`): a `create` whose `game` is `"acis"` starts an
/// ACIS game (ACIS's RB Basic 3-Player Setup, D17: the same seats and seed give another game than
/// ACME's), which two bot clients and the server's NPC seat (ACIS's brain) play to its end with
/// the hash of the same ACIS game played locally; every message sent to each seat is that
/// seat's view of the game at that moment, with no other seat's hidden card in it (RB
/// Diplomacy: hands are secret; RB Competition step 1: commitments face down).
#[test]
fn a_whole_acis_game_played_by_clients_is_the_local_acis_game_and_leaks_no_secret() {
    let dir = TempDir::new("acis");
    let srv = start_server_two(&dir.0, bot_limits());
    let rt = client_rt();
    let (setup, seed) = (basic3(1), 7);
    let (game_id, bots) = rt.block_on(async {
        let (game_id, invite) =
            create_of::<Game<Acis>>(srv.addr, setup.clone(), seed, &SEATS).await;
        let mut tasks = Vec::new();
        for name in ["Ann", "Bob"] {
            let (seat, token) = join(srv.addr, &invite, name).await;
            let bot = BotSeat::<Game<Acis>>::new(token, bot_seed(seat), true);
            tasks.push(spawn_bot(srv.addr, seat, bot, None));
        }
        (game_id, all(tasks).await)
    });
    assert_eq!(
        (srv.acme.games(), srv.acis.games()),
        (0, 1),
        "the game is hosted as ACIS"
    );
    let mut local_views: BTreeMap<u64, Game<Acis>> = BTreeMap::new();
    let local = play_locally_under::<Acis>(setup.clone(), seed, &SEATS, |n, g, _| {
        local_views.insert(n, g.clone());
    });
    let acme_game = play_locally(setup, seed, &SEATS, |_, _| {});
    assert_ne!(
        local.hash(),
        acme_game.hash(),
        "ACIS's game is not ACME's with the same setup and seed"
    );
    let (_, server_hash) = srv.acis.game_state(&game_id).unwrap();
    assert_eq!(
        server_hash,
        local.hash(),
        "the server's game is the local ACIS game"
    );
    for (seat, bot, outcome) in &bots {
        assert_eq!(
            outcome,
            &Ok(Outcome::Over {
                final_hash: Some(local.hash())
            }),
            "seat {seat}'s bot saw the ACIS game end with the local game's hash"
        );
        let (views, _) = views_by_decision::<Game<Acis>>(&bot.received);
        assert!(views.len() > 10, "seat {seat} was sent the game as it went");
        for (n, views) in views {
            for v in views {
                assert_eq!(v.seat, Some(*seat));
                check_view(&local_views[&n], Some(Slot(*seat as u8)), &v);
            }
        }
    }
}
