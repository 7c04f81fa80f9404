//! What happened, on every screen (issue "Online" point 2: animated competitions play on every
//! screen; point 5: nothing secret leaks): with each state the server sends the events of the
//! answers since the connection's last state, each filtered for that viewer by the game's own
//! `Game::view_events`; a connection that comes back is sent the latest ones again.

use std::collections::BTreeMap;

use acme::engine::Game as _;
use acme::games::acme::catalog::CardId;
use acme::games::acme::state::Slot;
use acme::games::acme::view::hidden_places;
use acme::games::acme::{Event, Game};
use acme::online::client::{BotSeat, parse};
use acme::online::protocol::{Decided, ServerMsg};

use super::support::{
    SEATS, TempDir, all, basic3, bot_limits, bot_seed, client_rt, create, join,
    play_locally_with_events, spawn_bot, start_server, watch_to_the_end,
};

/// One answer of the local game: who gave it, its events as each viewer may see them (the
/// seats in order, the spectator last), the cards each viewer may not see right after it, and
/// the civilization that committed a card face down by it (RB Competition step 1), if one did.
struct Step {
    by: usize,
    seen: Vec<Vec<Event>>,
    hidden: Vec<Vec<CardId>>,
    committed_by: Option<Slot>,
}

/// The viewers of a 3-seat game: each seat, then a spectator.
fn viewers() -> Vec<Option<Slot>> {
    (0..SEATS.len() as u8)
        .map(|s| Some(Slot(s)))
        .chain([None])
        .collect()
}

/// The local game's answers, numbered 1, 2, ... as the server numbers them.
fn local_steps(seed: u64) -> BTreeMap<u64, Step> {
    let mut steps = BTreeMap::new();
    let mut committed = 0;
    let mut by = None;
    play_locally_with_events(basic3(1), seed, &SEATS, |n, g, events| {
        let now = g.state.comp.committed.len();
        if let Some(by) = by.take() {
            let hidden = viewers()
                .into_iter()
                .map(|v| {
                    hidden_places(&g.state, v)
                        .into_iter()
                        .map(|p| p.card(&g.state))
                        .filter(|&c| c != CardId(0))
                        .collect()
                })
                .collect();
            let committed_by = (now > committed).then(|| g.state.comp.committed[now - 1].0);
            steps.insert(
                n,
                Step {
                    by,
                    seen: viewers()
                        .into_iter()
                        .map(|v| g.view_events(v, events))
                        .collect(),
                    hidden,
                    committed_by,
                },
            );
        }
        committed = now;
        by = g.pending().map(|d| d.who.idx());
    });
    steps
}

/// Every answer's events in the state and update messages among `texts`, each answer once (a
/// state sent again after a reconnection repeats some), in order.
fn events_received(texts: &[String]) -> Vec<Decided<Game>> {
    let mut out: Vec<Decided<Game>> = Vec::new();
    for t in texts {
        let events = match parse::<Game>(t).unwrap() {
            ServerMsg::State(v) => v.events,
            ServerMsg::Update(u) => u.events,
            _ => continue,
        };
        let seen = out.last().map_or(0, |d| d.n);
        out.extend(events.into_iter().filter(|d| d.n > seen));
    }
    out
}

/// The cards an event names.
fn cards_named(e: &Event) -> Vec<CardId> {
    match e {
        Event::CardPlayed { card, .. } | Event::EventCard { card, .. } => vec![*card],
        Event::Negated { card, by, .. } => vec![*card, *by],
        Event::Note { text, .. } => text.about.map(|a| a.card()).into_iter().collect(),
        _ => Vec::new(),
    }
}

/// A competition as the events tell it (RB Competition Resolution): its start, its rounds, its
/// revealed cards, its losses and its end, in order.
fn competition_events(got: &[Decided<Game>]) -> Vec<Event> {
    let mut inside = false;
    let mut out = Vec::new();
    for e in got.iter().flat_map(|d| &d.events) {
        inside |= matches!(e, Event::CompetitionStarted { .. });
        if inside && !matches!(e, Event::Note { .. }) {
            out.push(e.clone());
        }
        inside &= !matches!(e, Event::CompetitionEnded { .. });
    }
    out
}

/// Every answer of a whole basic-3 game (RB Setup) played by two bot clients and the server's NPC
/// reaches each seat and a spectator with its events exactly as the game filters them for that
/// viewer (`Game::view_events`), none naming a card the viewer may not see right after it
/// (another player's hand, RB Diplomacy; a card committed face down, RB Competition step 1; the
/// draw pile); each face-down commitment is told to everyone by its civilization's notice without
/// its card; and every competition (its start, rounds, revealed cards, losses and end) reaches
/// every screen alike.
#[test]
fn every_viewer_is_sent_every_answers_events_as_the_game_filters_them_for_it() {
    let dir = TempDir::new("events");
    let srv = start_server(&dir.0, bot_limits());
    let rt = client_rt();
    let seed = 7;
    let (bots, spectator) = rt.block_on(async {
        let (game_id, invite) = create(srv.addr, basic3(1), seed, &SEATS).await;
        let watching = tokio::spawn(watch_to_the_end(srv.addr, game_id));
        let mut seated = Vec::new();
        for name in ["Ann", "Bob"] {
            seated.push(join(srv.addr, &invite, name).await);
        }
        let tasks = seated
            .into_iter()
            .map(|(seat, token)| {
                let bot = BotSeat::<Game>::new(token, bot_seed(seat), true);
                spawn_bot(srv.addr, seat, bot, None)
            })
            .collect();
        (all(tasks).await, watching.await.unwrap())
    });
    let steps = local_steps(seed);
    let last = *steps.keys().last().unwrap();
    let mut received: Vec<(usize, Vec<Decided<Game>>)> = bots
        .iter()
        .map(|(seat, bot, outcome)| {
            assert!(outcome.is_ok(), "seat {seat}'s bot played to the end");
            assert_eq!(
                events_received(&bot.received)
                    .iter()
                    .map(|d| d.n)
                    .collect::<Vec<_>>(),
                bot.events.iter().map(|d| d.n).collect::<Vec<_>>(),
                "the client keeps each answer's events once"
            );
            (*seat, bot.events.clone())
        })
        .collect();
    received.push((SEATS.len(), events_received(&spectator)));
    let mut competitions = Vec::new();
    for (viewer, got) in &received {
        let who = if *viewer == SEATS.len() {
            "the spectator".to_string()
        } else {
            format!("seat {viewer}")
        };
        assert_eq!(
            got.iter().map(|d| d.n).collect::<Vec<_>>(),
            (1..=last).collect::<Vec<_>>(),
            "{who} was sent the events of every answer, once, in order"
        );
        for d in got {
            let step = &steps[&d.n];
            assert_eq!(d.by, step.by, "answer {} was given by its seat", d.n);
            assert_eq!(
                d.events, step.seen[*viewer],
                "{who}'s events of answer {} are the game's filtered events for it",
                d.n
            );
            for c in d.events.iter().flat_map(cards_named) {
                assert!(
                    !step.hidden[*viewer].contains(&c),
                    "answer {}: {who} was sent card {c:?}, which it may not see",
                    d.n
                );
            }
            if let Some(s) = step.committed_by {
                assert!(
                    d.events
                        .iter()
                        .any(|e| matches!(e, Event::Note { slot, .. } if *slot == Some(s))),
                    "answer {}: {who} is told that {s:?} committed a card face down",
                    d.n
                );
            }
        }
        competitions.push(competition_events(got));
    }
    let first = &competitions[0];
    assert!(
        first
            .iter()
            .any(|e| matches!(e, Event::CompetitionRound { .. })),
        "the game had a competition with a round of removals"
    );
    assert!(
        first
            .iter()
            .any(|e| matches!(e, Event::CardPlayed { card, .. } if *card != CardId(0))),
        "a competition card was revealed, by its name"
    );
    assert!(
        steps.values().any(|s| s.committed_by.is_some()),
        "a card was committed face down"
    );
    for c in &competitions {
        assert_eq!(c, first, "every screen is told every competition alike");
    }
}
