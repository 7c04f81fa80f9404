//! A seat's view sent as its changes (issue "Online" points 4 and 7: what a client receives is
//! the game's own view of its seat, and the server sends less so that it serves more games):
//! after the first whole view, each change comes as the values that changed; a client that puts
//! them together holds exactly the server's view, and one whose view does not check asks for
//! the whole view again and loses nothing.

use std::collections::BTreeMap;

use acme::games::acme::Game;
use acme::games::acme::state::Slot;
use acme::online::client::{BotSeat, Connection, Heard, SeatMirror};
use acme::online::delta::{self, Edit};
use acme::online::protocol::{ClientMsg, ServerMsg};
use acme::online::{Online, SeatKind};
use serde_json::value::RawValue;

use super::support::{
    SEATS, TempDir, all, basic3, bot_limits, bot_seed, client_rt, create, join, play_locally,
    spawn_bot, start_server, watch_to_the_end,
};

/// The local game's view for `viewer` after `n` answers, as the JSON text the server writes.
fn view_text(local: &BTreeMap<u64, Game>, n: u64, viewer: Option<Slot>) -> String {
    serde_json::to_string(&local[&n].view_for(viewer)).unwrap()
}

/// Every message of `texts` read by a client's mirror: after each view (whole or rebuilt from
/// its changes) the mirror holds, byte for byte, the local game's view for `viewer` at that
/// answer. Returns how many views came as changes, the bytes of those updates, and the bytes
/// of their views whole.
fn check_mirrored(
    texts: &[String],
    local: &BTreeMap<u64, Game>,
    viewer: Option<Slot>,
) -> (usize, usize, usize) {
    let mut mirror = SeatMirror::<Game>::new();
    let (mut updates, mut sent, mut whole) = (0, 0, 0);
    for t in texts {
        let heard = mirror.read(t).unwrap();
        let Heard::State(v) = heard else {
            assert!(
                !matches!(heard, Heard::Resync(_)),
                "{viewer:?}: an update did not check"
            );
            continue;
        };
        if t.starts_with(r#"{"type":"update""#) {
            updates += 1;
            sent += t.len();
            whole += mirror.view_text().map_or(0, str::len);
        }
        assert_eq!(
            mirror.view_text(),
            Some(view_text(local, v.decisions, viewer).as_str()),
            "{viewer:?} after {} answers holds the server's view",
            v.decisions
        );
        assert!(v.view == local[&v.decisions].view_for(viewer));
    }
    (updates, sent, whole)
}

/// Over a whole 3-seat game (basic-3, RB Setup), each seat's client and a spectator's, putting
/// every update's changes into the view they hold, hold exactly the game's view for them after
/// every answer; most views come as changes, each far shorter than the view; no client had to
/// ask for a whole view again.
#[test]
fn a_client_that_applies_the_changes_holds_the_servers_view_for_each_seat_over_a_whole_game() {
    let dir = TempDir::new("delta");
    let srv = start_server(&dir.0, bot_limits());
    let rt = client_rt();
    let (setup, seed) = (basic3(1), 23);
    let (bots, spectator) = rt.block_on(async {
        let (game_id, invite) = create(srv.addr, setup.clone(), seed, &SEATS).await;
        let watcher = tokio::spawn(watch_to_the_end(srv.addr, game_id));
        let mut tasks = Vec::new();
        for name in ["Ann", "Bob"] {
            let (seat, token) = join(srv.addr, &invite, name).await;
            tasks.push(spawn_bot(
                srv.addr,
                seat,
                BotSeat::<Game>::new(token, bot_seed(seat), true),
                None,
            ));
        }
        (all(tasks).await, watcher.await.unwrap())
    });
    let mut local = BTreeMap::new();
    play_locally(setup, seed, &SEATS, |n, g| {
        local.insert(n, g.clone());
    });
    for (seat, bot, outcome) in &bots {
        assert!(outcome.is_ok(), "seat {seat}: {outcome:?}");
        assert_eq!(bot.resyncs, 0, "seat {seat} never asked for its view again");
        let (updates, sent, whole) = check_mirrored(&bot.received, &local, Some(Slot(*seat as u8)));
        eprintln!("seat {seat}: {updates} updates, {sent} bytes; their views whole: {whole} bytes");
        assert!(updates > 10, "seat {seat} was sent changes ({updates})");
        assert!(
            sent * 4 < whole,
            "the changes are far shorter than the views"
        );
    }
    let (updates, sent, whole) = check_mirrored(&spectator, &local, None);
    eprintln!("spectator: {updates} updates, {sent} bytes; their views whole: {whole} bytes");
    assert!(updates > 10, "the spectator was sent changes ({updates})");
    assert!(
        sent * 4 < whole,
        "the changes are far shorter than the views"
    );
}

/// The server writes each view with the places of its objects and arrays noted as it writes
/// (so that the difference compares whole values at once without reading the text again): over
/// a whole basic-3 game (RB Setup), for each seat and a spectator, the text is the view's JSON
/// text exactly and the places are those read from the text.
#[test]
fn a_view_written_with_its_index_is_the_views_text_and_the_texts_index() {
    let mut views = 0;
    play_locally(basic3(1), 23, &SEATS, |_, g| {
        for viewer in [Some(Slot(0)), Some(Slot(1)), Some(Slot(2)), None] {
            let view = g.view_for(viewer);
            let (text, index) = delta::written(&view).unwrap();
            assert_eq!(text, serde_json::to_string(&view).unwrap());
            assert_eq!(index, delta::Index::of(&text).unwrap());
            views += 1;
        }
    });
    assert!(views > 100, "a whole game's views ({views})");
}

/// An update whose change was damaged on its way does not check: the client drops its view and
/// asks for the whole view (`resync`), skips the updates that come meanwhile, and is sent the
/// whole view, which is the server's; the game did not change on the way.
#[test]
fn a_damaged_update_makes_the_client_ask_for_the_whole_view_and_lose_nothing() {
    let dir = TempDir::new("delta-damaged");
    let srv = start_server(&dir.0, bot_limits());
    let rt = client_rt();
    let (setup, seed) = (basic3(1), 29);
    let mut local = BTreeMap::new();
    play_locally(setup.clone(), seed, &SEATS, |n, g| {
        local.insert(n, g.clone());
    });
    rt.block_on(async {
        let (id, invite) = create(srv.addr, setup, seed, &SEATS).await;
        let mut tokens = Vec::new();
        for name in ["Ann", "Bob"] {
            tokens.push(join(srv.addr, &invite, name).await);
        }
        // The seat asked first sits; the other seat never does, so the game waits for it.
        let first = local
            .values()
            .find_map(|g| {
                let s = g.pending()?.who.idx();
                (SEATS[s] == SeatKind::Player).then_some(s)
            })
            .unwrap();
        let (seat, token) = tokens.into_iter().find(|(s, _)| *s == first).unwrap();
        let viewer = Some(Slot(seat as u8));
        let mut c = Connection::open(srv.addr).await.unwrap();
        c.send(&ClientMsg::<Game>::Hello { token }).await.unwrap();
        let mut mirror = SeatMirror::<Game>::new();
        let mut bot = <Game>::bot(bot_seed(seat));
        let mut damaged = false;
        let mut asked = false;
        loop {
            let mut text = match c.recv_text().await.unwrap() {
                acme::online::client::Incoming::Text(t) => t,
                closed => panic!("the connection closed: {closed:?}"),
            };
            if text.starts_with(r#"{"type":"update""#) && !damaged {
                text = damage(&text);
                damaged = true;
            }
            match mirror.read(&text).unwrap() {
                Heard::State(v) => {
                    assert_eq!(
                        mirror.view_text(),
                        Some(view_text(&local, v.decisions, viewer).as_str())
                    );
                    if asked {
                        assert_eq!(
                            srv.server.game_state(&id).unwrap().0,
                            v.decisions,
                            "asking for the view changed nothing"
                        );
                        assert!(
                            !text.starts_with(r#"{"type":"update""#),
                            "resync is answered by the whole view"
                        );
                        return;
                    }
                    if let (Some(q), Some(next)) = (&v.question, v.next_seq) {
                        let action = <Game>::bot_answer(&mut bot, q);
                        c.send(&ClientMsg::<Game>::Answer { seq: next, action })
                            .await
                            .unwrap();
                    }
                }
                Heard::Resync(why) => {
                    assert!(damaged && !asked, "only the damaged update fails: {why}");
                    assert_eq!(mirror.view_text(), None, "the damaged view is dropped");
                    asked = true;
                    c.send(&ClientMsg::<Game>::Resync).await.unwrap();
                }
                Heard::Other(ServerMsg::Error { message, .. }) => panic!("refused: {message}"),
                _ => {}
            }
        }
    });
}

/// `text`, an update, with the first of its changes replaced by another value.
fn damage(text: &str) -> String {
    let ServerMsg::Update(mut u) = acme::online::client::parse::<Game>(text).unwrap() else {
        panic!("not an update");
    };
    let first = u.patch.first_mut().expect("an update changes the view");
    let other = if first.to.get() == "0" { "1" } else { "0" };
    first.to = RawValue::from_string(other.into()).unwrap();
    serde_json::to_string(&ServerMsg::Update(u)).unwrap()
}

/// The differences of texts with what a view has: numbers past 64 bits, strings with quotes,
/// braces and escapes in them, arrays that grow and shrink, objects whose keys change, nesting;
/// each difference, made in the old text, gives the new text exactly, and an unchanged text
/// has no difference.
#[test]
fn a_difference_made_in_the_old_text_gives_the_new_text() {
    let texts = [
        r#"{"a":1,"b":[1,2,3],"c":{"x":"q\"}[","y":340282366920938463463374607431768211455}}"#,
        r#"{"a":2,"b":[1,2,3],"c":{"x":"q\"}]","y":340282366920938463463374607431768211454}}"#,
        r#"{"a":2,"b":[1,2],"c":{"x":"q\"}]","y":340282366920938463463374607431768211454}}"#,
        r#"{"a":2,"b":[1,[2,{"d":null}],3,4],"c":{"z":true}}"#,
        r#"{"a":2,"b":[],"c":{}}"#,
        r#"{"a":"é\u00e9","b":[[]],"c":{"z":[false,{"k":"}"}]}}"#,
        r#"[0,{"a":1},"x"]"#,
        r#"7"#,
    ];
    for old in texts {
        assert!(delta::diff(old, old).unwrap().is_empty(), "{old}");
        for new in texts {
            let edits = delta::diff(old, new).unwrap();
            assert_eq!(delta::patch(old, &edits).unwrap(), new, "{old} -> {new}");
        }
    }
    // Only what changed travels: the number, the string, the 128-bit number.
    let edits = delta::diff(texts[0], texts[1]).unwrap();
    let changed: Vec<&str> = edits.iter().map(|e| e.to.get()).collect();
    assert_eq!(
        changed,
        ["2", r#""q\"}]""#, "340282366920938463463374607431768211454"]
    );
}

/// Changes that do not fit the view held are refused, not made somewhere else: bytes past its
/// end, two changes of the same bytes, a change inside a character.
#[test]
fn a_difference_that_does_not_fit_the_view_is_refused() {
    let old = r#"{"a":[1,2],"b":"é"}"#;
    let edit = |at: [u32; 2], to: &str| Edit {
        at,
        to: RawValue::from_string(to.into()).unwrap(),
    };
    assert!(delta::patch(old, &[edit([20, 22], "5")]).is_err());
    assert!(delta::patch(old, &[edit([5, 10], "[]"), edit([8, 9], "5")]).is_err());
    assert!(delta::patch(old, &[edit([16, 17], "5")]).is_err());
    assert_eq!(
        delta::patch(old, &[edit([8, 9], "5"), edit([15, 19], "\"x\"")]).unwrap(),
        r#"{"a":[1,5],"b":"x"}"#
    );
}
