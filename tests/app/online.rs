//! The window's online play (issue "Online: play with friends on other machines", points 2 and
//! 3): the Online pages' Host / Join / My games flow, "your turn", and a dropped connection that
//! reconnects and resumes, against a real server on 127.0.0.1 with a temporary store. Headless:
//! the pages' commands are sent as messages, as the pages send them.

use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use acme::app::online::my_games::{MyGame, MyGames};
use acme::app::online::{Hosting, Joining, MyGamesFile};
use acme::game_id::GameId;
use acme::games::acme::Game;
use acme::online::SeatKind;
use acme::online::server::{self, Config, Limits};
use bevy::prelude::*;
use tokio::runtime::Runtime;

use crate::headless;

/// The window's online play of ACME's games (the window's own game), and what its pages send.
type OnlinePlay = acme::app::online::OnlinePlay<Game>;
type OnlineCmd = acme::app::online::OnlineCmd<Game>;

/// A folder under the system's temporary folder, removed when dropped.
struct TempDir(PathBuf);

impl TempDir {
    fn new(name: &str) -> TempDir {
        let dir =
            std::env::temp_dir().join(format!("acme-app-online-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        TempDir(dir)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// A server on a runtime of its own (dropping the runtime stops it at once).
fn serve(addr: SocketAddr, data: &Path) -> (Runtime, SocketAddr) {
    let (rt, config) = server_rt(addr, data);
    let running = rt
        .block_on(server::start::<Game>(&config))
        .expect("the server starts");
    (rt, running.addr)
}

/// A runtime for a server, and its configuration.
fn server_rt(addr: SocketAddr, data: &Path) -> (Runtime, Config) {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .enable_all()
        .build()
        .unwrap();
    let config = Config {
        addr,
        data: data.to_path_buf(),
        limits: Limits::default(),
    };
    (rt, config)
}

/// The window's online play without a window, My games kept in `file`.
fn window(file: PathBuf) -> App {
    let mut app = headless::app();
    app.insert_resource(MyGamesFile(file));
    app.add_plugins(acme::app::online::driver_plugin::<Face>);
    app
}

/// Update until `done` holds (at most 20 seconds: the server is on this machine).
fn until(app: &mut App, what: &str, done: impl Fn(&OnlinePlay) -> bool) {
    until_in::<Game>(app, what, done);
}

/// [`until`] in a window that plays the games of `G`.
fn until_in<G: acme::online::Online>(
    app: &mut App,
    what: &str,
    done: impl Fn(&acme::app::online::OnlinePlay<G>) -> bool,
) {
    let end = Instant::now() + Duration::from_secs(20);
    loop {
        app.update();
        if done(app.world().resource::<acme::app::online::OnlinePlay<G>>()) {
            return;
        }
        assert!(Instant::now() < end, "timed out waiting for {what}");
        std::thread::sleep(Duration::from_millis(10));
    }
}

fn send(app: &mut App, cmd: OnlineCmd) {
    app.world_mut().write_message(cmd);
}

fn online(app: &App) -> &OnlinePlay {
    app.world().resource::<OnlinePlay>()
}

/// Host a game from one window and join it from another: each keeps its seat in its own My games
/// file, each follows the game, and "your turn" shows in exactly the window whose seat the
/// server asks; its answer goes to the server and the next view shows it taken. A window opened
/// again later finds the game in My games and the same turn.
#[test]
fn host_join_my_games_and_your_turn() {
    let tmp = TempDir::new("flow");
    let (_server, addr) = serve("127.0.0.1:0".parse().unwrap(), &tmp.0.join("server"));
    let server = addr.to_string();
    let host_file = tmp.0.join("host").join("online-games.ron");
    let mut host = window(host_file.clone());
    let mut guest = window(tmp.0.join("guest").join("online-games.ron"));

    send(
        &mut host,
        OnlineCmd::Host(Hosting {
            server: server.clone(),
            game: GameId::Acme,
            setup: "basic-3".into(),
            seed: 7,
            seats: vec![SeatKind::Player, SeatKind::Player, SeatKind::Npc],
            name: "Ann".into(),
        }),
    );
    until(&mut host, "the invite code", |o| o.hosted.is_some());
    let (game, invite) = online(&host).hosted.clone().unwrap();
    assert_eq!(online(&host).my.get(&game).map(|g| g.seat), Some(0));
    // The seat is in the file before anything else.
    let (kept, problem) = MyGames::load(&host_file);
    assert_eq!(problem, None);
    assert_eq!(kept.games.len(), 1);
    assert_eq!(kept.games[0].game, game);

    send(
        &mut guest,
        OnlineCmd::Join(Joining {
            server: server.clone(),
            invite: invite.to_lowercase(),
            name: "Bob".into(),
        }),
    );
    until(&mut guest, "the seat", |o| o.joined.is_some());
    assert_eq!(online(&guest).joined, Some((game.clone(), 1)));

    // Both follow the game; the seat the server waits for is told "your turn", the other not.
    let seen = |o: &OnlinePlay| {
        o.games
            .get(&o.my.games[0].game)
            .is_some_and(|f| f.view.is_some())
    };
    until(&mut host, "the host's view", seen);
    until(&mut guest, "the guest's view", seen);
    let waiting = online(&host).games[&game]
        .view
        .as_ref()
        .unwrap()
        .waiting_for;
    let waiting = waiting.expect("the game waits for a seat");
    assert!(waiting < 2, "a player seat is asked first");
    let (mut turn, mut other) = if waiting == 0 {
        (host, guest)
    } else {
        (guest, host)
    };
    until(&mut turn, "your turn", |o| o.games[&game].your_turn());
    assert!(!online(&other).games[&game].your_turn());

    // The answer goes to the server; the next view it sends has it taken.
    let before = online(&turn).games[&game].view.as_ref().unwrap().decisions;
    send(&mut turn, OnlineCmd::Open { game: game.clone() });
    turn.update();
    let q = online(&turn).games[&game].view.as_ref().unwrap();
    let action = q.question.as_ref().unwrap().options[0];
    send(&mut turn, OnlineCmd::Answer(action));
    until(&mut turn, "the answer taken", |o| {
        o.games[&game]
            .view
            .as_ref()
            .is_some_and(|v| v.decisions > before)
    });
    until(&mut other, "the answer seen by the other seat", |o| {
        o.games[&game]
            .view
            .as_ref()
            .is_some_and(|v| v.decisions > before)
    });

    // Closed and opened again later: My games has the game, and the turn shows again.
    let asked = |o: &OnlinePlay| o.games[&game].view.as_ref().and_then(|v| v.waiting_for);
    let now = asked(online(&turn));
    drop(turn);
    drop(other);
    let mut again = window(host_file);
    assert_eq!(online(&again).my.games.len(), 1);
    until(&mut again, "the game followed again", |o| {
        o.games[&game].view.is_some()
    });
    let host_turn = now == Some(0);
    until(&mut again, "the same turn", |o| {
        o.games[&game].your_turn() == host_turn
    });
}

/// Host a basic game of `seats` on the server at `addr` from `app`, seat 0 the window's: its id,
/// once its first view and "your turn" have come.
fn host_game(app: &mut App, addr: SocketAddr, seed: u64, seats: Vec<SeatKind>) -> String {
    send(
        app,
        OnlineCmd::Host(Hosting {
            server: addr.to_string(),
            game: GameId::Acme,
            setup: format!("basic-{}", seats.len()),
            seed,
            seats,
            name: "Ann".into(),
        }),
    );
    until(app, "the invite code", |o| o.hosted.is_some());
    let game = online(app).hosted.clone().unwrap().0;
    until(app, "your turn", |o| o.games[&game].your_turn());
    game
}

/// A dropped connection reconnects with the seat's token and resumes: the server stops (its
/// runtime dropped, as a killed process), the window says it is reconnecting, and once a server
/// is back on the same address and store the seat's view comes back at the same decision, with
/// the seat's question, and an answer is taken.
#[test]
fn reconnect_resumes() {
    let tmp = TempDir::new("reconnect");
    let data = tmp.0.join("server");
    let (rt, addr) = serve("127.0.0.1:0".parse().unwrap(), &data);
    let mut app = window(tmp.0.join("me").join("online-games.ron"));
    let game = host_game(&mut app, addr, 3, vec![SeatKind::Player, SeatKind::Npc]);
    let decisions = online(&app).games[&game].view.as_ref().unwrap().decisions;

    drop(rt);
    until(&mut app, "the connection lost", |o| !o.games[&game].up);
    assert!(
        !online(&app).games[&game].note.is_empty(),
        "the window says why"
    );

    let (_rt, again) = serve(addr, &data);
    assert_eq!(again, addr);
    until(&mut app, "the connection back", |o| o.games[&game].up);
    until(&mut app, "the view resumed", |o| {
        o.games[&game]
            .view
            .as_ref()
            .is_some_and(|v| v.decisions == decisions)
            && o.games[&game].your_turn()
    });
    send(&mut app, OnlineCmd::Open { game: game.clone() });
    app.update();
    let action = online(&app).games[&game]
        .view
        .as_ref()
        .unwrap()
        .question
        .as_ref()
        .unwrap()
        .options[0];
    send(&mut app, OnlineCmd::Answer(action));
    until(&mut app, "the answer taken after the reconnection", |o| {
        o.games[&game]
            .view
            .as_ref()
            .is_some_and(|v| v.decisions > decisions)
    });
}

/// My games' file that does not read is named in the error, and nothing in it is lost: it is
/// kept aside, byte for byte, when a game is added, and the new file holds the game.
#[test]
fn broken_my_games_file_loses_nothing() {
    let tmp = TempDir::new("broken");
    let path = tmp.0.join("online-games.ron");
    let garbage = "(games: [ this is not a game list";
    std::fs::write(&path, garbage).unwrap();
    let (mut list, problem) = MyGames::load(&path);
    let problem = problem.expect("the problem is said");
    assert!(problem.contains(&path.display().to_string()), "{problem}");
    assert!(list.games.is_empty());
    // Nothing is written until a game is added.
    assert_eq!(std::fs::read_to_string(&path).unwrap(), garbage);
    let g = MyGame {
        game: "ab".repeat(16),
        server: "127.0.0.1:7878".into(),
        seat: 1,
        token: "cd".repeat(32),
        name: "Ann".into(),
        rules: Default::default(),
    };
    let note = list
        .add(g.clone())
        .unwrap()
        .expect("the file kept aside is named");
    let kept: Vec<_> = std::fs::read_dir(&tmp.0)
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| {
            e.file_name()
                .to_string_lossy()
                .starts_with("online-games.broken-")
        })
        .collect();
    assert_eq!(kept.len(), 1, "{note}");
    assert_eq!(std::fs::read_to_string(kept[0].path()).unwrap(), garbage);
    let (again, problem) = MyGames::load(&path);
    assert_eq!(problem, None);
    assert_eq!(again.games, vec![g]);
}

use acme::app::table::state::TableReads;

type Face = acme::app::games::acme::face::AcmeFace;
type TableCmd = acme::app::table::driver::TableCmd<Face>;

/// The window's online play and the table's driver, without a window: the open game is played
/// at the table, through the commands its screens send.
fn table_window(file: PathBuf) -> App {
    let mut app = window(file);
    app.add_plugins(acme::app::table::driver::plugin::<Face>);
    // A tenth of a second a frame: a question settles (`settle`) in a few frames.
    app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(
        Duration::from_millis(100),
    ));
    app
}

/// What kind of widget answered a question at the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Widget {
    Map,
    Hand,
    LossDialog,
    PromptBar,
}

/// The answer the table's own widgets give to its open question: a click on the map's first
/// legal area (`mapinput::area_action`), on the hand's first playable card
/// (`hand::card_actions`), the loss dialog's plan (every loss paid with disks), else the prompt
/// bar's first button.
fn widget_answer(t: &acme::app::table::state::TableView<'_, Face>) -> (Widget, TableCmd) {
    use acme::app::table::{choices, hand, mapinput};
    let s = t.session;
    if let Some(q) = s.loss_question() {
        let plan = acme::games::acme::session::LossPlan::new(&q, &[], false, 0, &[]);
        return (Widget::LossDialog, TableCmd::Losses(plan));
    }
    let p = choices::human::<Face>(s).expect("a question for the seat");
    if let Some(a) = p.areas().find_map(|&a| mapinput::area_action::<Face>(s, a)) {
        return (Widget::Map, TableCmd::Act(a));
    }
    let who = s.visible_hand().expect("the seat's hand is on the table");
    let hand = <Face as acme::app::game_face::GameFace>::hand(&s.game.state, who);
    if let Some(a) = hand
        .iter()
        .find_map(|&c| hand::card_actions::<Face>(s, c).first().copied())
    {
        return (Widget::Hand, TableCmd::Act(a));
    }
    let d = s.human_decision().unwrap();
    (Widget::PromptBar, TableCmd::Act(d.options[0]))
}

/// Wait until the server has taken the answer sent after `before` answers of `game`, then check
/// that the next view is the table's game (its question is asked again only once it is there).
fn taken_and_shown<F: acme::app::online::OnlineFace>(app: &mut App, game: &str, before: u64)
where
    F::State: PartialEq + std::fmt::Debug,
{
    until_in::<F::Game>(app, "the answer taken by the server", |o| {
        o.games[game]
            .view
            .as_ref()
            .is_some_and(|v| v.decisions > before)
    });
    app.update();
    let t = acme::app::table::state::TableView::<F>::of(app.world()).unwrap();
    let play = app
        .world()
        .resource::<acme::app::online::OnlinePlay<F::Game>>();
    let v = play.games[game].view.as_ref().unwrap();
    assert_eq!(
        F::state(&t.session.game),
        &v.view,
        "the table shows the view sent"
    );
}

/// Issue "Online", point 2 (the table plays as it does locally, each player seeing only its
/// own seat's view): an online seat's questions are answered through the table's own widgets —
/// a map area, a card of the hand, the loss dialog — on the seat's view, each answer reaches the
/// server (never applied at the window: the table's session records nothing) and the next view
/// arrives and is shown at the table.
#[test]
fn an_online_seat_answers_at_the_table() {
    let tmp = TempDir::new("table");
    let (_server, addr) = serve("127.0.0.1:0".parse().unwrap(), &tmp.0.join("server"));
    let mut app = table_window(tmp.0.join("me").join("online-games.ron"));
    let game = host_game(&mut app, addr, 11, vec![SeatKind::Player, SeatKind::Npc]);
    send(&mut app, OnlineCmd::Open { game: game.clone() });

    let mut used = std::collections::HashMap::new();
    let end = Instant::now() + Duration::from_secs(120);
    let kinds = [Widget::Map, Widget::Hand, Widget::LossDialog];
    while !kinds.iter().all(|k| used.contains_key(k)) {
        assert!(Instant::now() < end, "answered so far: {used:?}");
        app.update();
        std::thread::sleep(Duration::from_millis(2));
        let Some(t) = acme::app::table::state::TableView::<Face>::of(app.world()) else {
            continue;
        };
        assert!(t.session.is_remote(), "the open game is at the table");
        assert!(
            !online(&app).games[&game].view.as_ref().unwrap().over,
            "the game ended before each kind was asked: {used:?}"
        );
        if t.messages.summary.is_some() {
            app.world_mut().write_message(TableCmd::CloseSummary);
            continue;
        }
        if !t.human_may_act() {
            continue;
        }
        let (widget, cmd) = widget_answer(&t);
        let before = online(&app).games[&game].view.as_ref().unwrap().decisions;
        app.world_mut().write_message(cmd);
        app.update();
        // A click that comes as the question changes answers nothing (`settle`): again later.
        if online(&app).games[&game].sent.is_none() {
            continue;
        }
        taken_and_shown::<Face>(&mut app, &game, before);
        let t = acme::app::table::state::TableView::<Face>::of(app.world()).unwrap();
        assert!(
            acme::engine::record::Record::actions(&t.session.record).is_empty(),
            "nothing is applied at the window"
        );
        *used.entry(widget).or_insert(0) += 1;
    }
}

/// Issue "Online", point 2 (animated competitions on every screen; the table as it plays
/// locally): an online seat plays a game against the Strategist (whose hand is secret) at the
/// table, and the server's events for the seat (`SeatView::events`) play through the table's
/// playback — a competition's result banner shows — and its log. Each log line the online seat
/// shows is the line the local table writes for the same answer's events, in order (the local
/// table's game replayed from the server's store); and no line names a card hidden from the
/// seat right after that answer (another player's hand, a card committed face down, the draw
/// pile) unless the local table shows that line in front of everyone.
#[test]
fn an_online_seat_sees_the_log_and_the_competitions() {
    use acme::engine::record::Record;
    use acme::games::acme::session::log::LogEntry;
    use acme::games::acme::state::Slot;

    let tmp = TempDir::new("log");
    let data = tmp.0.join("server");
    let (server, addr) = serve("127.0.0.1:0".parse().unwrap(), &data);
    let mut app = table_window(tmp.0.join("me").join("online-games.ron"));
    let game = host_game(
        &mut app,
        addr,
        5,
        vec![SeatKind::Player, SeatKind::Strategist],
    );
    send(&mut app, OnlineCmd::Open { game: game.clone() });

    let mut banners = 0;
    let mut had_banner = false;
    let end = Instant::now() + Duration::from_secs(180);
    loop {
        assert!(Instant::now() < end, "no competition shown in time");
        app.update();
        let Some(t) = acme::app::table::state::TableView::<Face>::of(app.world()) else {
            continue;
        };
        let banner = t.stage.banner.is_some();
        if banner && !had_banner {
            banners += 1;
        }
        had_banner = banner;
        let done = banners >= 1 && t.stage.playback.is_idle() && t.stage.banner.is_none();
        let over = online(&app).games[&game].view.as_ref().unwrap().over;
        if done || over {
            break;
        }
        if t.messages.summary.is_some() {
            app.world_mut().write_message(TableCmd::CloseSummary);
            continue;
        }
        if t.human_may_act() {
            let (_, cmd) = widget_answer(&t);
            app.world_mut().write_message(cmd);
        }
    }
    assert!(
        banners >= 1,
        "a competition's result is shown at the online table"
    );

    // The seat's log as the online table wrote it: the lines of the answers' events.
    let t = acme::app::table::state::TableView::<Face>::of(app.world()).unwrap();
    let online_lines: Vec<(usize, String)> = t
        .session
        .log
        .iter()
        .filter_map(|l: &LogEntry| Some((l.action?, l.text.clone())))
        .collect();
    assert!(!online_lines.is_empty());
    drop(server);

    // The same game at a local table, from the server's store: its event lines, answer by
    // answer, and the cards hidden from the seat right after each answer.
    let store = acme::online::store::Store::open(&data).unwrap();
    let stored = store
        .load()
        .unwrap()
        .into_iter()
        .find(|g| g.id == game)
        .unwrap();
    let setup = serde_json::from_str(&stored.setup).unwrap();
    let cat = acme::games::acme::data::builtin();
    let mut record = acme::games::acme::record::GameRecord::new(setup, stored.seed);
    let (mut g, _) = <Game as acme::engine::Game>::start(
        cat.clone(),
        &Record::<Game>::setup(&record),
        stored.seed,
    )
    .unwrap();
    let mut hidden: Vec<Vec<String>> = Vec::new();
    for a in &stored.answers {
        let action = serde_json::from_str(&a.action).unwrap();
        record.push(action);
        g.apply(action).unwrap();
        let names = acme::games::acme::view::hidden_places(&g.state, Some(Slot(0)))
            .into_iter()
            .map(|p| cat.card_name(p.card(&g.state)).to_string())
            .collect();
        hidden.push(names);
    }
    let local =
        acme::games::acme::session::Session::from_record(cat.clone(), "local".into(), record)
            .unwrap();
    let first = online_lines[0].0;
    let last = online_lines.last().unwrap().0;
    // The local table's lines as it shows them to the seat (a choice's secret as the others
    // read it), and whether each is a choice's own line (the answer does not travel online).
    let seat = acme::games::acme::view::Viewer::Seat(Slot(0));
    let local_lines: Vec<(usize, String, bool)> = local
        .log
        .iter()
        .filter_map(|l| {
            let text = l.text_for(&local.game.state, seat)?;
            Some((l.action?, text.to_string(), l.choice))
        })
        .filter(|(i, _, _)| (first..=last).contains(i))
        .collect();
    // Every online line is the local table's line for the same answer, in the same order (a
    // disk placed is written once, as the choice's line, which its event's line stands for).
    let mut rest = local_lines.iter();
    for line in &online_lines {
        assert!(
            rest.any(|(i, text, _)| (*i, text) == (line.0, &line.1)),
            "the online line {line:?} is not the local table's"
        );
    }
    // The local event lines the online seat does not show name a card hidden from it.
    let shown: std::collections::HashSet<_> = online_lines.iter().collect();
    let events_only = local_lines
        .iter()
        .filter(|(_, _, choice)| !choice)
        .map(|(i, text, _)| (*i, text.clone()))
        .collect::<Vec<_>>();
    for (i, text) in events_only.iter().filter(|l| !shown.contains(l)) {
        assert!(
            hidden[*i].iter().any(|n| names(text, n)),
            "the local line {text:?} (answer {i}) is missing online"
        );
    }
    // A line naming a card hidden from the seat right after its answer (another player's
    // hand, a card face down, the draw pile: a card revealed and shuffled back is named by its
    // reveal) is one the local table shows in front of everyone.
    let public: std::collections::HashSet<(usize, String)> = local
        .log
        .iter()
        .filter_map(|l| {
            let text = l.text_for(&local.game.state, acme::games::acme::view::Viewer::Public)?;
            Some((l.action?, text.to_string()))
        })
        .collect();
    let own: Vec<String> =
        <Face as acme::app::game_face::GameFace>::hand(&t.session.game.state, Slot(0))
            .iter()
            .map(|&c| cat.card_name(c).to_string())
            .collect();
    for (i, text) in &online_lines {
        for name in hidden[*i].iter().filter(|n| !own.contains(n)) {
            assert!(
                !names(text, name) || public.contains(&(*i, text.clone())),
                "the online line {text:?} names {name}, hidden from the seat"
            );
        }
    }
}

/// Whether `text` names the card `name` as a word of its own ("Prophet" is not named by
/// "Prophetess").
fn names(text: &str, name: &str) -> bool {
    text.match_indices(name).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + name.len()..].chars().next();
        !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
    })
}

/// A game is removed from My games in the window: it leaves the list, the file (its seat's token
/// with it) and the games followed, and a window opened again later does not list it. The other
/// game of the list stays.
#[test]
fn a_game_is_removed_from_my_games() {
    let tmp = TempDir::new("remove");
    let (_server, addr) = serve("127.0.0.1:0".parse().unwrap(), &tmp.0.join("server"));
    let file = tmp.0.join("me").join("online-games.ron");
    let mut app = window(file.clone());
    let host =
        |app: &mut App, seed| host_game(app, addr, seed, vec![SeatKind::Player, SeatKind::Npc]);
    let kept = host(&mut app, 1);
    let gone = host(&mut app, 2);
    assert_eq!(online(&app).my.games.len(), 2);

    send(&mut app, OnlineCmd::Remove { game: gone.clone() });
    app.update();
    let o = online(&app);
    assert!(o.my.get(&gone).is_none(), "out of My games");
    assert!(!o.games.contains_key(&gone), "no longer followed");
    assert!(o.my.get(&kept).is_some(), "the other game stays");
    let (on_disk, problem) = MyGames::load(&file);
    assert_eq!(problem, None);
    let ids: Vec<&str> = on_disk.games.iter().map(|g| g.game.as_str()).collect();
    assert_eq!(ids, vec![kept.as_str()], "the file no longer holds it");
    drop(app);
    let again = window(file);
    assert!(online(&again).my.get(&gone).is_none());
    assert!(online(&again).games.contains_key(&kept));
}

/// The online play of ACIS's window.
fn play(app: &App) -> &acme::app::online::OnlinePlay<Game<acme::games::acis::rules::Acis>> {
    app.world().resource()
}

/// ACIS's window plays ACIS online at the table (issue "Online" point 2, for ACIS; the table is
/// the same generic table as ACME's): its Host page creates an ACIS game on a server of ACME and
/// ACIS (`acme serve`), the seat is kept in My games as a game of ACIS, and the seat's question
/// is answered at the table, through the table's own command, on the seat's view; the server
/// takes it (its ACIS game moves on) and the next view is the table's game.
#[test]
fn an_acis_online_seat_answers_a_question_at_the_table() {
    use acme::app::games::acis::AcisFace;
    use acme::games::acis::rules::Acis;
    type AcisGame = Game<Acis>;
    type AcisCmd = acme::app::online::OnlineCmd<AcisGame>;
    let tmp = TempDir::new("acis");
    let (rt, config) = server_rt("127.0.0.1:0".parse().unwrap(), &tmp.0.join("server"));
    let running = rt
        .block_on(server::start_two::<Game, AcisGame>(&config))
        .expect("the server starts");
    let mut app = headless::app();
    app.insert_resource(MyGamesFile(tmp.0.join("me").join("online-games.ron")));
    app.add_plugins(acme::app::online::driver_plugin::<AcisFace>);
    app.add_plugins(acme::app::table::driver::plugin::<AcisFace>);
    app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(
        Duration::from_millis(100),
    ));
    app.world_mut().write_message(AcisCmd::Host(Hosting {
        server: running.addr.to_string(),
        game: GameId::Acis,
        setup: "basic-2".into(),
        seed: 5,
        seats: vec![SeatKind::Player, SeatKind::Npc],
        name: "Ann".into(),
    }));
    until_in::<AcisGame>(&mut app, "the invite code", |o| o.hosted.is_some());
    let game = play(&app).hosted.clone().unwrap().0;
    let mine = play(&app).my.get(&game).cloned().unwrap();
    assert_eq!(
        GameId::from(mine.rules),
        GameId::Acis,
        "My games keeps the seat as a game of ACIS"
    );
    assert_eq!(
        (running.first.games(), running.second.games()),
        (0, 1),
        "the server hosts it as ACIS"
    );
    until_in::<AcisGame>(&mut app, "your turn", |o| o.games[&game].your_turn());
    app.world_mut()
        .write_message(AcisCmd::Open { game: game.clone() });
    let end = Instant::now() + Duration::from_secs(60);
    loop {
        assert!(
            Instant::now() < end,
            "no question was answered at the table"
        );
        app.update();
        std::thread::sleep(Duration::from_millis(2));
        let Some(t) = acme::app::table::state::TableView::<AcisFace>::of(app.world()) else {
            continue;
        };
        assert!(t.session.is_remote(), "the open game is at the table");
        if !t.human_may_act() {
            continue;
        }
        let d = t.session.human_decision().expect("the seat's question");
        let action = d.options[0];
        let before = play(&app).games[&game].view.as_ref().unwrap().decisions;
        app.world_mut()
            .write_message(acme::app::table::driver::TableCmd::<AcisFace>::Act(action));
        app.update();
        if play(&app).games[&game].sent.is_none() {
            continue;
        }
        taken_and_shown::<AcisFace>(&mut app, &game, before);
        let (decisions, _) = running.second.game_state(&game).unwrap();
        assert!(decisions > before, "the server's ACIS game took the answer");
        break;
    }
}
