//! Cradle of Civilization at the table: a game started from the New Game form (Cradle's basic
//! setups, each seat a person or the random brain) through Cradle's face, played by the table's
//! commands, and a hot-seat game in which nothing the window shows one player (the panels, the
//! log, the toast, the question) names a civilization card another player holds face down
//! before the cards are shown (CR 3.0 New Civilization Allocation).

use std::collections::BTreeSet;

use acme::app::game_face::{GameFace, LogLine, Playback as _};
use acme::app::games::StartsFromForm;
use acme::app::games::cradle::CradleFace;
use acme::app::games::new_game_form::{EntryKind, NewGameForm, SeatKind};
use acme::app::table::state::{Table, TableReads, TableView};
use acme::engine::Game as _;
use acme::games::cradle::state::Seat;
use acme::games::cradle::{Ask, Cradle};
use acme::play::Looking;
use acme::settings::Speed;
use bevy::prelude::*;

type TableCmd = acme::app::table::driver::TableCmd<CradleFace>;
type CradleView<'a> = TableView<'a, CradleFace>;

/// Cradle's New Game form (its entries, its seat kinds) filled in as a player would: the basic
/// game for `players`, the first `humans` seats people and the rest the random brain.
pub(crate) fn form_for(players: u8, humans: usize, seed: u64) -> NewGameForm {
    let offer = acme::app::games::offered(acme::game_id::GameId::Cradle);
    assert_eq!(
        offer.name, "Cradle",
        "Cradle is on the New Game page's game row"
    );
    assert_eq!(
        offer.seat_kinds,
        [SeatKind::Human, SeatKind::Npc],
        "a seat is a person or the random brain"
    );
    assert_eq!((offer.seat_words)(SeatKind::Npc).0, "Random");
    let cat = (offer.catalog)();
    let mut form = NewGameForm::new((offer.setups)(), seed, &cat);
    let titles: Vec<&str> = form.entries.iter().map(|e| e.title.as_str()).collect();
    assert_eq!(
        titles,
        [
            "Basic game, 4 players",
            "Basic game, 5 players",
            "Basic game, 6 players"
        ],
        "CR 2.0: Cradle's basic games for 4 to 6 players"
    );
    let i = form
        .entries
        .iter()
        .position(|e| matches!(e.kind, EntryKind::Basic(n) if n == players))
        .expect("the setup is offered");
    form.select(i, &cat);
    for (k, seat) in form.seats.iter_mut().enumerate() {
        *seat = if k < humans {
            SeatKind::Human
        } else {
            SeatKind::Npc
        };
    }
    form
}

/// A table of the game `form` describes, started as the menu starts it (the face reads the
/// form's answer), at instant speed.
pub(crate) fn cradle_table(form: &NewGameForm) -> App {
    cradle_table_at(form, Speed::Instant)
}

/// [`cradle_table`] at `speed`.
pub(crate) fn cradle_table_at(form: &NewGameForm, speed: Speed) -> App {
    let new = form
        .new_game(&acme::games::acme::data::builtin())
        .expect("the form describes a game");
    let session = CradleFace::start_new(acme::games::cradle::data::builtin(), &new)
        .expect("Cradle starts from the form");
    let mut app = crate::headless::app();
    app.add_plugins(acme::app::table::driver::plugin::<CradleFace>);
    Table::<CradleFace>::new(session, speed).insert(app.world_mut());
    app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(
        std::time::Duration::from_millis(100),
    ));
    app
}

pub(crate) fn table(app: &App) -> CradleView<'_> {
    TableView::of(app.world()).expect("a game is on the table")
}

/// What a person at the table does before answering, if anything: close a player's scoring once
/// it has been read (CR 7.0; the board still), else lift the curtain for the next seat.
pub(crate) fn chore(app: &App) -> Option<TableCmd> {
    let t = table(app);
    if t.messages.summary.is_some() && t.stage.playback.is_idle() {
        Some(TableCmd::CloseSummary)
    } else if t.curtain().is_some() {
        Some(TableCmd::LiftCurtain)
    } else {
        None
    }
}

/// A person's pick among the question's answers, varied but fixed by the frame.
pub(crate) fn pick(app: &App, n: usize) -> acme::games::cradle::Action {
    let d = table(app)
        .session
        .human_decision()
        .expect("a person decides");
    d.options[n % d.options.len()]
}

/// CR 2.0, 3.0, 5.3: a game started from Cradle's New Game form (2 people, 2 random seats) is
/// on the table; the people's questions are answered by the table's commands (the random seats'
/// by the driver), each answer recorded, and the game is its record's.
#[test]
fn cradle_started_from_new_game_answers_its_first_questions_through_the_table() {
    let mut app = cradle_table(&form_for(4, 2, 7));
    {
        let t = table(&app);
        assert_eq!(
            t.session.humans(),
            vec![0, 1],
            "two people, two random seats"
        );
        assert_eq!(t.session.game.state.players, 4);
    }
    // A click is seen a frame before it answers: the same question may be answered on several
    // frames, and the record says which answers were taken.
    let (mut answered, mut frames, mut placed) = (0, 0, 0);
    while table(&app).session.record.actions.len() < 12 {
        frames += 1;
        assert!(
            frames < 20_000,
            "the table stalled after {answered} answers"
        );
        let t = table(&app);
        let cmd = if let Some(chore) = chore(&app) {
            chore
        } else if t.human_may_act() {
            let d = t.session.human_decision().unwrap();
            let prompt = CradleFace::prompt(&t.session.cat, &t.session.game.state, d);
            assert_eq!(
                prompt.answers.len(),
                d.options.len(),
                "every answer is offered"
            );
            if let Ask::Place { .. } = d.ask {
                assert!(
                    prompt.areas().count() > 0,
                    "a placement is answered on the map"
                );
                placed += 1;
            }
            answered += 1;
            TableCmd::Act(pick(&app, frames))
        } else {
            app.update();
            continue;
        };
        app.world_mut().write_message(cmd);
        app.update();
    }
    let t = table(&app);
    assert!(placed > 0, "the people placed armies (CR 5.3)");
    assert!(answered > 0, "the people answered through the table");
    let by_people = t
        .session
        .log
        .iter()
        .filter(|l| l.action.is_some() && matches!(l.seat, Some(0 | 1)))
        .count();
    assert!(by_people > 0, "the log has the people's answers");
    assert!(!t.session.log.is_empty(), "the log says what happened");
    let replayed = acme::engine::record::replay::<Cradle>(
        acme::games::cradle::data::builtin(),
        &t.session.record,
    )
    .expect("the record replays");
    assert_eq!(
        replayed.hash(),
        t.session.game.hash(),
        "the game is its record's"
    );
}

/// The civilization cards `viewer` may not know of now (CR 3.0: a drawn card is its drawer's; a
/// passed card its passer's until every card is dealt), read from what the engine's view hides.
fn secrets(t: CradleView<'_>, viewer: Looking<Seat>) -> BTreeSet<String> {
    let game = &t.session.game;
    let st = &game.state;
    // The engine's view for no seat at the table is what nobody in particular may see (its
    // view for no viewer at all is everything).
    let seen = match viewer {
        Looking::Seat(v) => game.view(Some(v)).state.alloc,
        Looking::Public => game.view(Some(Seat::MAX)).state.alloc,
        Looking::All => return BTreeSet::new(),
    };
    let mut hidden: Vec<u8> = Vec::new();
    if st.alloc.drawn.is_some() && seen.drawn != st.alloc.drawn {
        hidden.extend(st.alloc.drawn);
    }
    for (s, c) in st.alloc.received.iter().enumerate() {
        if c.is_some() && seen.received.get(s).copied().flatten() != *c {
            hidden.extend(*c);
        }
    }
    hidden
        .into_iter()
        .map(|c| t.session.cat.civs[c as usize].name.clone())
        .collect()
}

/// No text in `texts` names a card of `secret` (a public card whose name holds a secret one's
/// is not that card).
fn assert_no_secret(
    t: CradleView<'_>,
    texts: &[String],
    viewer: Looking<Seat>,
    secret: &BTreeSet<String>,
) {
    for text in texts {
        let mut text = text.clone();
        // Public names (another card's, an area's, a City's) that hold a secret card's name are
        // not that card ("Tyre arrives in Phoenicia" names the area, not the card).
        let cat = &t.session.cat;
        let public = cat
            .civs
            .iter()
            .map(|c| &c.name)
            .filter(|n| !secret.contains(*n))
            .chain(cat.areas.iter().map(|a| &a.name))
            .chain(cat.cities.iter().map(|c| &c.name));
        for name in public {
            if secret.iter().any(|n| name.contains(n.as_str())) {
                text = text.replace(name.as_str(), "");
            }
        }
        for name in secret {
            assert!(
                !text.contains(name.as_str()),
                "{viewer:?} (Epoch {}) reads \"{text}\", which names {name}, a card hidden from it",
                t.session.game.state.epoch
            );
        }
    }
}

/// Every player's panel and the table's rows, which everyone at the table sees.
fn panels(t: CradleView<'_>) -> Vec<String> {
    let st = &t.session.game.state;
    let mut texts: Vec<String> = Vec::new();
    for seat in CradleFace::seats(st) {
        texts.extend(
            CradleFace::panel_rows(&t.session.cat, st, seat)
                .iter()
                .map(|r| r.text()),
        );
    }
    texts.extend(CradleFace::table_rows(st).iter().map(|r| r.text()));
    texts
}

/// What the window shows `viewer` now: every player's panel, the table's rows, the log as
/// `viewer` reads it, the toast, and the question when it is `viewer`'s and the curtain is up.
fn on_screen(t: CradleView<'_>, viewer: Looking<Seat>) -> Vec<String> {
    let s = &t.session;
    let st = &s.game.state;
    let mut texts = panels(t);
    texts.extend(
        s.log
            .iter()
            .filter_map(|l| l.text_for(st, viewer).map(str::to_string)),
    );
    texts.extend(t.visible_toast().map(|x| x.text));
    if t.curtain().is_none()
        && let Some(d) = s.human_decision()
    {
        let prompt = CradleFace::prompt(&s.cat, st, d);
        texts.push(prompt.text);
        texts.extend(prompt.answers.into_iter().map(|a| a.label));
    }
    // The hand on the table is the seat's at the screen, as the hand panel shows it.
    if let Some(v) = s.visible_hand() {
        for card in CradleFace::hand(st, v) {
            if let Some(face) = CradleFace::card(&s.cat, card) {
                texts.push(face.name);
            }
        }
    }
    texts
}

/// CR 3.0 hot-seat, four people: through Epochs II and III's New Civilization Allocation the
/// curtain comes down before each drawer's keep-or-pass question, and at every frame nothing the
/// window shows (panels, log, toast, question, hand) names a card drawn or passed to another
/// player before the cards are shown.
#[test]
fn cradle_hot_seat_shows_no_player_another_players_secret_card_before_the_reveal() {
    let mut app = cradle_table(&form_for(4, 4, 3));
    assert_eq!(table(&app).session.humans().len(), 4, "four people");
    let (mut frames, mut curtains, mut kept_or_passed, mut checked) = (0, 0, 0, 0);
    let mut passed = false;
    while table(&app).session.game.state.epoch <= 3 && !table(&app).session.game.is_over() {
        frames += 1;
        assert!(frames < 100_000, "the game stalled");
        let t = table(&app);
        let viewer = t.viewer();
        // Every viewer's reading of the log, and the screen as it is now for the viewer.
        let all: Vec<Looking<Seat>> = (0..4).map(Looking::Seat).chain([Looking::Public]).collect();
        for &v in &all {
            let hidden = secrets(t, v);
            let mut texts: Vec<String> = t.session.log[checked..]
                .iter()
                .filter_map(|l| l.text_for(&t.session.game.state, v).map(str::to_string))
                .collect();
            texts.extend(panels(t));
            assert_no_secret(t, &texts, v, &hidden);
        }
        checked = t.session.log.len();
        assert_no_secret(t, &on_screen(t, viewer), viewer, &secrets(t, viewer));
        if let (Some(h), Looking::Seat(v)) = (t.session.visible_hand(), viewer) {
            assert_eq!(h, v, "another player's card is shown");
        }
        let cmd = if t.messages.summary.is_some() && t.stage.playback.is_idle() {
            // A player's scoring, read in front of everyone (CR 7.0).
            TableCmd::CloseSummary
        } else if let Some(who) = t.curtain() {
            assert_eq!(
                t.session.visible_hand(),
                None,
                "a card shows behind the curtain"
            );
            assert_ne!(
                viewer,
                Looking::Seat(who),
                "the curtain hides the drawer's card"
            );
            curtains += 1;
            TableCmd::LiftCurtain
        } else if t.human_may_act() {
            let d = t.session.human_decision().unwrap();
            if matches!(d.ask, Ask::KeepOrPass | Ask::MustPass) {
                assert_eq!(
                    viewer,
                    Looking::Seat(d.who),
                    "only the drawer looks at the card"
                );
                kept_or_passed += 1;
                // Pass now and then, so that a passed card is hidden too.
                let pass = d
                    .options
                    .iter()
                    .find(|a| matches!(a, acme::games::cradle::Action::PassTo(_)));
                match pass {
                    Some(&p) if kept_or_passed % 3 == 0 || matches!(d.ask, Ask::MustPass) => {
                        passed = true;
                        TableCmd::Act(p)
                    }
                    _ => TableCmd::Act(d.options[0]),
                }
            } else {
                TableCmd::Act(pick(&app, frames))
            }
        } else {
            app.update();
            continue;
        };
        app.world_mut().write_message(cmd);
        app.update();
    }
    assert!(
        kept_or_passed >= 6,
        "two Epochs of draws were answered: {kept_or_passed}"
    );
    assert!(passed, "a card was passed face down");
    assert!(
        curtains >= 4,
        "the curtain came down between the drawers: {curtains} curtains, {kept_or_passed} draws"
    );
}

/// The New Game page says what the seats make of the game in Cradle's words: a seat nobody plays
/// is "Random" (the seeded random brain), never ACME's NPC.
#[test]
fn cradle_new_game_page_calls_a_seat_nobody_plays_random() {
    let offer = acme::app::games::offered(acme::game_id::GameId::Cradle);
    assert_eq!(
        offer.seats_summary(&form_for(4, 1, 1)),
        "Solitaire: you against the Random seats."
    );
    let watched = offer.seats_summary(&form_for(5, 0, 1));
    assert_eq!(
        watched,
        "Nobody plays at this screen: you watch the Random seats."
    );
    assert!(!watched.contains("NPC"), "{watched}");
    assert_eq!(
        offer.seats_summary(&form_for(4, 3, 1)),
        "Hot-seat: 3 players share this screen."
    );
}
