//! The Strategist at the table: a seat of the New Game screen it plays
//! by the player's rules (hand secret), its answers searched on a thread while the window goes on,
//! its seats kept in saves; and the hint a deciding human may ask for, shown to that player only.

use std::sync::Arc;

use acme::app::table::driver::{Table, TableMut, TableReads};

type TableCmd = acme::app::table::driver::TableCmd<acme::app::games::acme::face::AcmeFace>;
use acme::app::table::pace::Pace;
use acme::app::table::state::ScriptHold;
use acme::games::acme::ai::{self, Budget};
use acme::games::acme::catalog::Catalog;
use acme::games::acme::session::Session;
use acme::games::acme::session::new_game_form::{self, NewGameForm, SeatKind};
use acme::games::acme::state::Slot;
use acme::games::acme::view::Viewer;
use acme::play::StrategistSeat;
use acme::settings::Speed;
use bevy::ecs::system::SystemState;

/// A few playouts a question: enough to search, cheap in a debug build.
const TEST_BUDGET: Budget = Budget { playouts: 4 };

fn basic3_form(cat: &Catalog, seats: [SeatKind; 3]) -> NewGameForm {
    let defs = acme::games::acme::scenario::shipped::all().unwrap();
    let mut f = NewGameForm::new(new_game_form::entries(&defs), 5, cat);
    let i = f.position("basic-3").expect("basic-3 is listed");
    f.select(i, cat);
    f.last_epoch = 1;
    f.seats = seats.to_vec();
    f
}

/// Human, Strategist (test budget), NPC.
fn session(cat: &Arc<Catalog>) -> Session {
    let f = basic3_form(
        cat,
        [
            SeatKind::Human,
            SeatKind::Strategist(TEST_BUDGET),
            SeatKind::Npc,
        ],
    );
    let mut s = Session::start(cat.clone(), &f.new_game(cat).unwrap()).unwrap();
    s.set_strategists(&f.strategists()).unwrap();
    s
}

/// Answer as the NPC brain would for the human, the NPCs, and (waiting for its thread) the
/// Strategist, until the Strategist's seat has decided `n` times.
fn play_until_strategist_decided(
    t: &mut TableMut<acme::app::games::acme::face::AcmeFace>,
    n: usize,
) -> Vec<(usize, acme::games::acme::Action)> {
    let bot = Slot(1);
    let mut taken = Vec::new();
    for _ in 0..20_000 {
        if taken.len() >= n {
            break;
        }
        let Some(d) = t.session.pending().cloned() else {
            break;
        };
        let at = t.session.record.actions.len();
        if d.who == bot {
            let expect =
                ai::choose(&t.session.game, &t.session.strategist_config(TEST_BUDGET)).unwrap();
            // The first call starts the search on a thread and, unless that thread has already
            // finished (a small budget on a loaded machine: seen in a full test run), answers
            // nothing: the window goes on drawing meanwhile.
            if !t.npc_act() {
                assert!(t.thinking.busy(), "no answer and no search running");
                t.thinking.wait_for_thought();
                assert!(t.npc_act(), "the search's answer was not taken");
            }
            assert_eq!(t.session.record.actions[at], expect.action);
            taken.push((at, expect.action));
        } else if t.session.is_npc(d.who) {
            assert!(t.npc_act());
        } else {
            let a = acme::games::acme::npc::choose(&t.session.game, &d).action;
            t.human_act(a);
        }
    }
    taken
}

/// "Strategist" is a seat kind of the New Game screen; its civilization is a
/// player's (not an NPC: no N1 rule applies, its hand is secret) that no person sits at.
#[test]
fn strategist_seat_a_strategist_seat_is_a_secret_player_seat_nobody_sits_at() {
    let cat = acme::games::acme::data::builtin();
    let f = basic3_form(
        &cat,
        [
            SeatKind::Human,
            SeatKind::Strategist(Budget::NORMAL),
            SeatKind::Npc,
        ],
    );
    assert!(
        SeatKind::ALL
            .iter()
            .any(|k| matches!(k, SeatKind::Strategist(_)))
    );
    assert_eq!(
        acme::app::games::offered(acme::game_id::GameId::Acme).seats_summary(&f),
        "Solitaire: you against the Strategist and the NPC seats."
    );
    let s = session(&cat);
    let st = &s.game.state;
    assert!(
        !st.civs[1].npc,
        "the Strategist plays by the player's rules"
    );
    assert!(st.civs[2].npc);
    assert_eq!(s.strategist(Slot(1)), Some(TEST_BUDGET));
    assert_eq!(
        s.humans(),
        vec![Slot(0)],
        "nobody sits at the Strategist's seat"
    );
    assert!(s.is_npc(Slot(1)), "a brain decides for it");
    // Its hand is the human's secret to keep, like any player's.
    assert_eq!(s.viewer_now(), Viewer::Seat(Slot(0)));
    assert!(!s.viewer_now().sees(st, Slot(1)));
    assert!(
        s.viewer_now().sees(st, Slot(2)),
        "an NPC's hand is open (N1.1.3)"
    );
}

/// the Strategist's seat is played by the search, on a thread (the window goes
/// on), with the answer `ai::choose` gives for the same game, seed and budget; the game replays
/// from its record.
#[test]
fn strategist_seat_the_table_plays_a_strategist_seat_with_the_searched_answer() {
    let cat = acme::games::acme::data::builtin();
    let mut world = super::table::table_world(Table::new(session(&cat), Speed::Instant));
    let mut state =
        SystemState::<TableMut<acme::app::games::acme::face::AcmeFace>>::new(&mut world);
    let mut t = state.get_mut(&mut world).expect("the table's parts");
    let taken = play_until_strategist_decided(&mut t, 3);
    assert_eq!(taken.len(), 3, "the Strategist's seat was never asked");
    let replayed = acme::games::acme::record::replay(cat.clone(), &t.session.record).unwrap();
    assert_eq!(replayed.hash(), t.session.game.hash());
}

/// a save keeps who the Strategist plays; loading it gives the seat back.
#[test]
fn strategist_seat_a_save_keeps_the_strategist_seats() {
    let cat = acme::games::acme::data::builtin();
    let s = session(&cat);
    let save = s.save_file();
    assert_eq!(
        save.strategists,
        vec![StrategistSeat {
            civ: s.civ_name(Slot(1)),
            playouts: TEST_BUDGET.playouts,
        }]
    );
    let text = ron::to_string(&save).unwrap();
    let back: acme::saves::SaveFile = ron::from_str(&text).unwrap();
    let loaded = Session::from_save(cat.clone(), &back).unwrap();
    assert_eq!(loaded.strategist(Slot(1)), Some(TEST_BUDGET));
    assert_eq!(loaded.humans(), vec![Slot(0)]);
    // An older save without the field still loads, with no Strategist.
    let old = text.replace(
        &format!(
            ",strategists:[(civ:\"{}\",playouts:4)]",
            s.civ_name(Slot(1))
        ),
        "",
    );
    assert_ne!(old, text, "the test did not remove the field");
    let back: acme::saves::SaveFile = ron::from_str(&old).unwrap();
    assert!(back.strategists.is_empty());
}

/// A Strategist seat named for a civilization that is not in the game, or one the NPC rules
/// play, is refused with a sentence.
#[test]
fn strategist_seat_a_strategist_seat_must_be_a_player_civilization_of_the_game() {
    let cat = acme::games::acme::data::builtin();
    let mut s = session(&cat);
    let npc = s.civ_name(Slot(2));
    let err = s
        .set_strategists(&[StrategistSeat {
            civ: npc.clone(),
            playouts: 4,
        }])
        .unwrap_err();
    assert!(err.contains(&npc) && err.contains("player"), "{err}");
    let err = s
        .set_strategists(&[StrategistSeat {
            civ: "Atlantis".into(),
            playouts: 4,
        }])
        .unwrap_err();
    assert!(err.contains("Atlantis"), "{err}");
}

/// the human deciding asks for a hint (the Hint button or key T send
/// `TableCmd::Hint`); the answer is a legal one, shown on the table to that player only (the
/// toast is its secret; others read only that a hint was asked), lighting the area or card it
/// names; it goes stale once the game moves.
#[test]
fn strategist_hint_a_hint_answers_the_deciding_human_legally_and_privately() {
    let cat = acme::games::acme::data::builtin();
    let mut world = super::table::table_world(Table::new(session(&cat), Speed::Instant));
    let mut state =
        SystemState::<TableMut<acme::app::games::acme::face::AcmeFace>>::new(&mut world);
    let mut t = state.get_mut(&mut world).expect("the table's parts");
    // Up to the human's first question with a real choice.
    for _ in 0..5000 {
        match t.session.pending() {
            Some(d) if !t.session.is_npc(d.who) && d.options.len() > 1 => break,
            Some(d) if !t.session.is_npc(d.who) => {
                let a = d.options[0];
                t.human_act(a);
            }
            Some(_) => {
                if !t.npc_act() {
                    t.thinking.wait_for_thought();
                }
            }
            None => panic!("the game ended before the human chose"),
        }
    }
    let d = t
        .session
        .human_decision()
        .cloned()
        .expect("a human decides");
    t.ask_hint();
    t.thinking.wait_for_thought();
    t.collect_hint();
    let h = t.hint_now().cloned().expect("the hint is shown");
    assert_eq!(h.who, d.who);
    assert!(d.allows(&h.action), "{:?} is not legal", h.action);
    assert_eq!(h.areas, h.action.area().into_iter().collect::<Vec<_>>());
    let toast = t.messages.toast.clone().expect("the hint is said");
    assert!(
        toast.text.starts_with("The Strategist would"),
        "{}",
        toast.text
    );
    let secret = toast.secret.expect("the hint is the asker's secret");
    assert_eq!(secret.owner, d.who);
    assert!(!secret.public.contains(&h.text), "{}", secret.public);
    // The same question asked again gives the same hint (seeded search).
    let again = ai::choose(
        &t.session.game,
        &t.session
            .strategist_config(acme::play::strategist::HINT_BUDGET),
    )
    .unwrap();
    assert_eq!(again.action, h.action);
    // Once the human answers, the hint is gone.
    t.human_act(d.options[0]);
    assert!(t.hint_now().is_none());
}

/// The Strategist's hint through the app: `TableCmd::Hint` (what the button and key T send) starts
/// the search; the window keeps updating until the hint shows.
#[test]
fn strategist_hint_the_hint_command_shows_a_hint_in_the_app() {
    let cat = acme::games::acme::data::builtin();
    let f = basic3_form(&cat, [SeatKind::Human, SeatKind::Npc, SeatKind::Npc]);
    let s = Session::start(cat.clone(), &f.new_game(&cat).unwrap()).unwrap();
    let mut app = super::table::table_app(s, Speed::Instant);
    for _ in 0..200 {
        app.update();
        let t = super::table::table_in(app.world());
        if t.human_may_act()
            && t.session
                .human_decision()
                .is_some_and(|d| d.options.len() > 1)
        {
            break;
        }
        if let Some(d) = t.session.human_decision().cloned() {
            app.world_mut().write_message(TableCmd::Act(d.options[0]));
        }
    }
    assert!(super::table::table_in(app.world()).human_may_act());
    app.world_mut().write_message(TableCmd::Hint);
    for _ in 0..2000 {
        app.update();
        let t = super::table::table_in(app.world());
        if t.hint_now().is_some() {
            break;
        }
        assert!(
            t.thinking.busy() || t.hint_now().is_some(),
            "no search ran for the hint"
        );
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    let t = super::table::table_in(app.world());
    let h = t.hint_now().expect("the hint came");
    assert!(t.session.human_decision().unwrap().allows(&h.action));
    let hold = app
        .world()
        .resource::<ScriptHold<acme::app::games::acme::face::AcmeFace>>();
    let pace = app.world().resource::<Pace>();
    assert!(acme::app::redraw::table_moves(&t, pace, hold) || !t.thinking.busy());
}
