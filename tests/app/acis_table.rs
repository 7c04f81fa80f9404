//! ACIS at the table: a hot-seat game of ACIS's basic 3-player setup started through the generic
//! table (`Table<AcisFace>`, the driver instantiated with ACIS's face), played whole by the
//! table's commands (the brain's choice standing in for each click), checking at every frame that
//! nothing the window would show one human names a card of another human's hand or a card
//! committed face down (as the ACME hot-seat test does), that the curtain comes down between
//! humans, and that the game is its record's.

use std::collections::BTreeSet;

use acme::app::games::acis::AcisFace;
use acme::app::table::state::{Table, TableReads, TableView};
use acme::games::acis::rules::Acis;
use acme::games::acme::record::SetupSpec;
use acme::games::acme::session::NewGame;
use acme::games::acme::setup::Layout;
use acme::games::acme::state::{GameOptions, State};
use acme::games::acme::view::{Viewer, shows_hand};
use acme::games::acme::{Game, npc};
use acme::settings::Speed;
use bevy::prelude::*;

type TableCmd = acme::app::table::driver::TableCmd<AcisFace>;
type AcisView<'a> = TableView<'a, AcisFace>;

/// ACIS's basic 3-player game (RB Basic 3-Player Setup: Celt-Iberia, Carthage, Mycenae), a seat
/// an NPC's where `npc` says so and a person's otherwise, one Epoch long so that a whole game fits
/// in a test.
fn acis_table(seed: u64, npc: Vec<bool>) -> App {
    let new = NewGame {
        title: "ACIS test".into(),
        setup: SetupSpec::Basic {
            players: 3,
            layout: Layout::Printed,
            npc,
        },
        options: GameOptions {
            last_epoch: 1,
            ..Default::default()
        },
        seed,
    };
    let cat = acme::games::acis::system::builtin();
    let session = acme::play::Session::<Game<Acis>>::start(cat, &new).expect("ACIS starts");
    let mut app = crate::headless::app();
    app.add_plugins(acme::app::table::driver::plugin::<AcisFace>);
    Table::<AcisFace>::new(session, Speed::Instant).insert(app.world_mut());
    app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(
        std::time::Duration::from_millis(100),
    ));
    app
}

fn table(app: &App) -> AcisView<'_> {
    TableView::of(app.world()).expect("a game is on the table")
}

/// The names of the cards `viewer` may not know of: the other humans' hands, and the cards they
/// have committed face down.
fn secrets(t: AcisView<'_>, viewer: Viewer) -> BTreeSet<String> {
    let s = &t.session;
    let st = &s.game.state;
    let mut out = BTreeSet::new();
    for y in s.humans() {
        if !viewer.sees(st, y) {
            out.extend(
                st.civs[y.idx()]
                    .hand
                    .iter()
                    .map(|&c| s.cat.card_name(c).to_string()),
            );
        }
    }
    if matches!(
        st.flow,
        acme::games::acme::Flow::Comp {
            step: acme::games::acme::CompStep::Commit { .. }
        }
    ) {
        for &(y, c, _) in &st.comp.committed {
            if !viewer.sees(st, y) {
                out.insert(s.cat.card_name(c).to_string());
            }
        }
    }
    out
}

/// `secret`: the cards hidden from `viewer` both before the frame that wrote `texts` and after it
/// (a card revealed to everyone and drawn in the same frame, as the Sudden End of Epoch's revealed
/// card shuffled back, was public when its line was written).
fn assert_no_secret(
    t: AcisView<'_>,
    texts: &[String],
    viewer: Viewer,
    st: &State,
    secret: &BTreeSet<String>,
) {
    for text in texts {
        // A public card whose name holds a secret one is not that card.
        let mut text = text.clone();
        for c in t.session.cat.fate_cards() {
            let name = c.name();
            if !secret.contains(name) && secret.iter().any(|n| name.contains(n.as_str())) {
                text = text.replace(name, "");
            }
        }
        for name in secret {
            assert!(
                !text.contains(name.as_str()),
                "{viewer:?} (turn {}) reads \"{text}\", which names {name}, a card hidden from it",
                st.turn
            );
        }
    }
}

/// ACIS's hot-seat game through the generic table: whole, no secret shown, curtains between the
/// humans, the game its record's (replayed under ACIS's rules to the same hash).
#[test]
fn acis_hot_seat_game_through_the_generic_table_shows_no_human_another_humans_hand() {
    let mut app = acis_table(11, vec![false; 3]);
    {
        let t = table(&app);
        assert_eq!(t.session.humans().len(), 3, "three people at the table");
        let names: Vec<String> = t
            .session
            .humans()
            .iter()
            .map(|&s| t.session.civ_name(s))
            .collect();
        assert_eq!(names, ["Celt-Iberia", "Carthage", "Mycenae"]);
    }
    let (curtains, answers, deployed) = play_to_the_end(&mut app);
    let t = table(&app);
    assert!(deployed, "the humans deployed disks on ACIS's map");
    assert!(
        curtains >= 3,
        "the screen was passed between the humans: {curtains} curtains"
    );
    assert!(answers > 50, "a whole Epoch of answers: {answers}");
    assert_eq!(
        t.viewer(),
        Viewer::All,
        "after the game everything is visible"
    );
    assert_is_its_record(t);
}

/// The game is its record's: replayed under ACIS's rules, to the same state.
fn assert_is_its_record(t: AcisView<'_>) {
    let replayed = acme::engine::record::replay::<Game<Acis>>(
        acme::games::acis::system::builtin(),
        &t.session.record,
    )
    .expect("the record replays");
    assert_eq!(replayed.hash(), t.session.game.hash());
}

/// ACIS's NPCs at the table (D50, content-acis section 7): two people and an NPC, the NPC's
/// questions answered by the table's driver with its brain, the people's screens showing no
/// hand but their own, the game played to its end and its record's.
#[test]
fn acis_table_two_people_and_an_npc_play_to_the_end() {
    let mut app = acis_table(23, vec![false, false, true]);
    let npc_seat = {
        let t = table(&app);
        assert_eq!(t.session.humans().len(), 2, "two people at the table");
        acme::games::acme::state::Slot(2)
    };
    let (curtains, _, _) = play_to_the_end(&mut app);
    let t = table(&app);
    assert!(curtains >= 2, "the screen passed between the people");
    let by_npc = npc_questions(&app);
    assert!(
        by_npc > 0,
        "the NPC ({npc_seat:?}) had questions, which the table answered: {by_npc} frames"
    );
    assert_is_its_record(t);
    // RB Victory: the game-over table has a column for each key ACIS ranks by, and the keys
    // it shows no column for carry nothing.
    let rows = t.final_ranking().expect("a ranking at the end");
    let shown = <AcisFace as acme::app::game_face::GameFace>::RANKING.len();
    assert_eq!(shown, 5, "VP and the four tie-breaks of RB Victory");
    for (slot, keys) in rows {
        assert!(
            keys[shown..].iter().all(|&k| k == 0),
            "{slot:?} has a ranking key with no column: {keys:?}"
        );
    }
}

/// Plays the game on the table to its end, the brain's choice standing in for each person's
/// click, checking at every frame what each viewer reads: the curtains lifted, the people's
/// answers and whether they deployed.
fn play_to_the_end(app: &mut App) -> (usize, usize, bool) {
    let (mut curtains, mut answers, mut frames, mut checked_lines) = (0, 0, 0, 0);
    let mut npc_asked = 0;
    let mut before: std::collections::BTreeMap<String, BTreeSet<String>> = Default::default();
    let mut logged: BTreeSet<(String, String)> = BTreeSet::new();
    let mut deployed = false;
    while !table(app).session.game.is_over() {
        frames += 1;
        assert!(frames < 200_000, "the game stalled");
        let t = table(app);
        let s = &t.session;
        let st = &s.game.state;
        let viewer = t.viewer();
        // New log lines, as each possible viewer would read them.
        let mut all: Vec<Viewer> = s.humans().into_iter().map(Viewer::Seat).collect();
        all.push(Viewer::Public);
        let hidden = |v: Viewer| -> BTreeSet<String> {
            let now = secrets(t, v);
            match before.get(&format!("{v:?}")) {
                Some(b) => now.intersection(b).cloned().collect(),
                None => now,
            }
        };
        for e in &s.log[checked_lines..] {
            for &v in &all {
                if let Some(text) = e.text_for(st, v) {
                    assert_no_secret(t, &[text.to_string()], v, st, &hidden(v));
                    logged.insert((format!("{v:?}"), text.to_string()));
                }
            }
        }
        checked_lines = s.log.len();
        // What is on screen now: the toast, the summary, the question.
        let mut texts: Vec<String> = t.visible_toast().map(|x| x.text).into_iter().collect();
        if let Some(sm) = &t.messages.summary {
            texts.extend(
                sm.lines
                    .iter()
                    .filter_map(|l| l.text_for(st, viewer).map(str::to_string)),
            );
        }
        if t.curtain().is_none()
            && let Some(d) = s.pending()
        {
            texts.push(d.text.to_string());
        }
        // Each text is judged when it first shows to a viewer: a card it names may later go
        // secretly into a hand (the Mausoleum's power takes one back from the discard pile; a
        // card revealed and shuffled back is drawn), which does not make what was public then a
        // secret now.
        texts.retain(|x| logged.insert((format!("{viewer:?}"), x.clone())));
        assert_no_secret(t, &texts, viewer, st, &hidden(viewer));
        before = all
            .iter()
            .chain([&viewer])
            .map(|&v| (format!("{v:?}"), secrets(t, v)))
            .collect();
        match (s.visible_hand(), viewer) {
            (Some(h), Viewer::Seat(v)) => assert_eq!(h, v, "another human's hand is shown"),
            (Some(h), _) => panic!("{h:?}'s hand shows to {viewer:?}"),
            _ => {}
        }
        if s.pending().is_some() && s.human_decision().is_none() {
            npc_asked += 1;
        }
        let cmd = if t.messages.summary.is_some() {
            TableCmd::CloseSummary
        } else if let Some(who) = t.curtain() {
            assert_eq!(s.visible_hand(), None, "a hand shows behind the curtain");
            assert_ne!(viewer, Viewer::Seat(who));
            curtains += 1;
            TableCmd::LiftCurtain
        } else if t.human_may_act() {
            let d = s.human_decision().unwrap().clone();
            if !shows_hand(&d) {
                assert!(viewer == Viewer::Public || viewer == Viewer::Seat(d.who));
            }
            deployed |= matches!(d.ask, acme::games::acme::Ask::Deploy { .. });
            answers += 1;
            TableCmd::Act(npc::choose(&s.game, &d).action)
        } else {
            app.update();
            continue;
        };
        app.world_mut().write_message(cmd);
        app.update();
    }
    app.insert_resource(NpcAsked(npc_asked));
    (curtains, answers, deployed)
}

/// How many frames showed a question of a seat nobody at the table answers (an NPC's), which the
/// table's driver answered with the brain.
#[derive(Resource)]
struct NpcAsked(usize);

fn npc_questions(app: &App) -> usize {
    app.world().resource::<NpcAsked>().0
}

/// Undo at the table works for ACIS as for ACME (our rule; RB has no undo): a person's disk
/// placed in the Deployment Step (ACIS RB Deployment Step) is taken back by the table's Undo, the
/// same question is asked again, the undone line stays in the log marked, the record holds no
/// answer for it, and the game is still its record's.
#[test]
fn acis_undo_at_the_table_takes_back_a_deployment_and_asks_the_same_question_again() {
    let mut app = acis_table(5, vec![false, false, true]);
    let mut frames = 0;
    // To the first person's placement with at least two disks left (the curtain lifted).
    loop {
        frames += 1;
        assert!(frames < 20_000, "no deployment reached");
        let t = table(&app);
        let cmd = if let Some(_who) = t.curtain() {
            TableCmd::LiftCurtain
        } else if t.messages.summary.is_some() {
            TableCmd::CloseSummary
        } else if t.human_may_act() {
            let d = t.session.human_decision().unwrap();
            if matches!(d.ask, acme::games::acme::Ask::Deploy { left } if left >= 2) {
                break;
            }
            TableCmd::Act(npc::choose(&t.session.game, d).action)
        } else {
            app.update();
            continue;
        };
        app.world_mut().write_message(cmd);
        app.update();
    }
    let (before, hash, answers, area) = {
        let t = table(&app);
        let d = t.session.human_decision().unwrap().clone();
        let area = *d
            .options
            .iter()
            .find(|a| a.area().is_some())
            .expect("an area to place a disk in");
        (
            d,
            t.session.game.hash(),
            t.session.record.0.actions.len(),
            area,
        )
    };
    // A click counts once the question has been on screen a moment (`settle`): click until it
    // does.
    for _ in 0..200 {
        app.world_mut().write_message(TableCmd::Act(area));
        app.update();
        if table(&app).session.record.0.actions.len() > answers {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    {
        let t = table(&app);
        assert_ne!(
            t.session.game.hash(),
            hash,
            "the disk was placed: {:?} {:?}",
            t.messages.toast.as_ref().map(|x| &x.text),
            t.session.pending().map(|d| &d.text)
        );
        assert_eq!(t.session.undo_status(), Ok(()));
    }
    for _ in 0..200 {
        app.world_mut().write_message(TableCmd::Undo);
        app.update();
        if table(&app).session.record.0.actions.len() == answers {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    let t = table(&app);
    assert_eq!(t.session.game.hash(), hash, "the placement was taken back");
    assert_eq!(
        t.session.pending(),
        Some(&before),
        "the same question again"
    );
    assert_eq!(t.session.record.0.actions.len(), answers);
    assert!(
        t.session.log.iter().any(|l| l.undone && l.choice),
        "the undone line stays in the log, marked"
    );
    assert_is_its_record(t);
}

/// Readings A19 (content-acis 5, Sea Raids): at the table, an area Minos's Sea Raids made
/// Contested at the start of the Competition Phase is shown as one whose competition is still to
/// come (the hover text the table's `GameFace::describe_area` writes says "Contested"), though its
/// pieces alone (1 Minoan disk and the ally against 1 Egyptian) would not make it so; the same sea
/// not raided says "Not contested". Read from the state (the rules' typed memo of the areas opened),
/// never from text.
#[test]
fn a19_the_table_shows_a_sea_raided_area_as_a_competition_to_come() {
    use acme::app::game_face::GameFace;
    use acme::games::acme::catalog::{AreaId, bit, iter_set};
    use acme::games::acme::decision::{AbilityUse, Action, Ask};
    use acme::games::acme::state::Slot;
    let cat = acme::games::acis::system::builtin();
    let data = acme::games::acis::data::builtin();
    let mut st =
        acme::games::acis::setup::basic_state(&data, &cat, 4, &[false; 4], Default::default(), 1)
            .expect("basic-4");
    let named = |st: &State, n: &str| -> Slot {
        st.slots()
            .find(|&s| cat.civ(st.civ(s).civ).name == n)
            .expect(n)
    };
    let (minos, egypt) = (named(&st, "Gaul"), named(&st, "Egypt"));
    let civ = cat.civs.iter().find(|c| c.name == "Minos").expect("Minos");
    st.civ_mut(minos).civ = civ.kind;
    st.civ_mut(minos).homeland = Some(civ.homes[0]);
    let playable = cat.board.configs[st.config].playable;
    let empty = |st: &State, set| -> Vec<AreaId> {
        iter_set(set & playable)
            .filter(|&a| st.area(a).factions().next().is_none())
            .collect()
    };
    let rank = |a: AreaId| cat.board.area(a).ne_sw_rank;
    // The sea raided, late in the Rulebook's order; a land competition before it.
    let sea = empty(&st, acme::games::acis::rules::shallow_seas(&cat.board))
        .into_iter()
        .max_by_key(|&a| rank(a))
        .expect("an empty shallow sea");
    let land = empty(&st, cat.board.land)
        .into_iter()
        .min_by_key(|&a| rank(a))
        .expect("an empty land area");
    assert!(rank(land) < rank(sea));
    let add = |st: &mut State, s: Slot, a: AreaId, n: u8| {
        st.areas.add(a, s.faction(), n);
        st.civ_mut(s).supply -= u16::from(n);
    };
    add(&mut st, minos, sea, 1);
    add(&mut st, egypt, sea, 1);
    add(&mut st, egypt, land, 2);
    add(&mut st, minos, land, 1);
    // A Competition card in Egypt's hand: the land competition asks it whether to commit, so the
    // game stops there.
    let card = [33u8, 31, 39, 37, 34]
        .map(acme::games::acme::catalog::CardId)
        .into_iter()
        .find(|c| st.deck.draw.contains(c))
        .expect("a Competition card in the draw pile");
    st.deck.draw.retain(|&c| c != card);
    st.civ_mut(egypt).hand.push(card);
    st.flow = acme::games::acme::Flow::CompStart;
    let contested_line = |st: &State| {
        AcisFace::describe_area(&cat, st, sea)
            .1
            .into_iter()
            .find(|l| l.ends_with("ontested"))
            .expect("the Contested line")
    };
    for raid in [true, false] {
        let (mut g, _) = Game::<Acis>::under(cat.clone(), st.clone());
        // Up to the land competition's first question: the sea's is still to come.
        while g.state.comp.area != Some(land) {
            assert!(
                g.state.comp_rank < rank(land),
                "the land competition was asked nothing"
            );
            let d = g.pending().expect("a question");
            let a = match &d.ask {
                Ask::UseAbility {
                    ability: AbilityUse::StartCompetition,
                    ..
                } if raid && d.options.contains(&Action::Area(sea)) => Action::Area(sea),
                _ => [Action::Decline, Action::Done, Action::Pass, Action::No]
                    .into_iter()
                    .find(|o| d.options.contains(o))
                    .unwrap_or(d.options[0]),
            };
            g.apply(a).expect("legal");
        }
        assert_eq!(g.state.step_memo & bit(sea) != 0, raid);
        let want = if raid { "Contested" } else { "Not contested" };
        assert_eq!(contested_line(&g.state), want, "raided: {raid}");
    }
    assert_eq!(
        contested_line(&st),
        "Not contested",
        "before the phase's start"
    );
}
