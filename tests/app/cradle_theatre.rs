//! Cradle's combats in the theatre, headless (CR 5.5 Combat, Terrain Chart; B42: every die comes
//! from the game's generator and is an event the table shows): a combat's dice are thrown on the
//! table with exactly the faces of its `CombatRoll` event, the die each side keeps, the modifiers
//! and the result, then the defeated army flies from the area to its owner's row. It is played
//! in front of everyone (no hot-seat curtain while the dice are on the table); Skip and instant
//! speed show no dice and the game goes on; and the dice are the event's, whatever the log says.

use acme::app::AppState;
use acme::app::game_face::{DiceRoll, DiceSize, Playback as _};
use acme::app::games::cradle::CradleFace;
use acme::app::table::dice::ThrownDice;
use acme::app::table::driver::{DriverSet, EventShown};
use acme::app::table::state::{Table, TableReads, TableSession, TableView};
use acme::app::table::theatre::{Anchor, Cargo, Flight};
use acme::engine::Game as _;
use acme::engine::record::Record as _;
use acme::games::cradle::event::{CombatRoll, Event};
use acme::games::cradle::session::{NewGame, Session};
use acme::games::cradle::state::Seat;
use acme::settings::Speed;
use bevy::prelude::*;

type TableCmd = acme::app::table::driver::TableCmd<CradleFace>;

/// The events the playback showed, as the theatre read them (a test's own reader).
#[derive(Resource, Default)]
struct ShownEvents(Vec<Event>);

fn note_shown(mut shown: MessageReader<EventShown<CradleFace>>, mut out: ResMut<ShownEvents>) {
    out.0.extend(shown.read().map(|EventShown(e)| e.clone()));
}

/// A Cradle game of four (`humans` of them people, the rest the seeded random brain) on the
/// table with its stage (the theatre's flights and dice), at `speed`, 50 ms a frame.
fn cradle_stage(humans: Vec<Seat>, seed: u64, speed: Speed) -> App {
    let session = Session::start(
        acme::games::cradle::data::builtin(),
        &NewGame {
            players: 4,
            humans,
            seed,
        },
    )
    .expect("Cradle starts");
    let mut app = crate::headless::app();
    app.add_plugins(acme::app::table::driver::plugin::<CradleFace>);
    Table::<CradleFace>::new(session, speed).insert(app.world_mut());
    app.insert_state(AppState::InGame)
        .add_plugins(acme::app::table::stage_plugin::<CradleFace>)
        .init_resource::<ShownEvents>()
        .add_systems(Update, note_shown.after(DriverSet))
        .insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(
            std::time::Duration::from_millis(50),
        ));
    app
}

fn table(app: &App) -> TableView<'_, CradleFace> {
    TableView::of(app.world()).expect("a game is on the table")
}

fn dice_on_table(app: &mut App) -> Vec<ThrownDice<CradleFace>> {
    let mut q = app.world_mut().query::<&ThrownDice<CradleFace>>();
    q.iter(app.world()).cloned().collect()
}

fn flights(app: &mut App) -> Vec<(Entity, Flight<CradleFace>)> {
    let mut q = app.world_mut().query::<(Entity, &Flight<CradleFace>)>();
    q.iter(app.world()).map(|(e, f)| (e, f.clone())).collect()
}

/// The people's answers, given as a player would once the table has shown what came before (a
/// click mid-playback would skip it): the curtain lifted, then an answer varied by the frame.
fn answer_people(app: &mut App, frame: usize) {
    let t = table(app);
    if !t.stage.playback.is_idle() || t.stage.landing > 0.0 {
        return;
    }
    let cmd = if let Some(chore) = super::cradle_table::chore(app) {
        chore
    } else if t.human_may_act() {
        let d = t.session.human_decision().expect("a person decides");
        TableCmd::Act(d.options[frame % d.options.len()])
    } else {
        return;
    };
    app.world_mut().write_message(cmd);
}

/// The die a side keeps: the highest (CR 5.5), when more than one is rolled.
fn highest(dice: &[u8]) -> Option<usize> {
    let top = *dice.iter().max()?;
    (dice.len() > 1).then(|| dice.iter().position(|&d| d == top).unwrap())
}

/// The roll on the table is the combat's, die for die.
fn assert_dice_are(
    roll: &DiceRoll<u8, Seat>,
    c: &CombatRoll,
    st: &acme::games::cradle::state::State,
) {
    assert_eq!(roll.size, DiceSize::Large, "a combat is shown large");
    assert_eq!(roll.area, Some(c.area), "over the area fought for");
    let [att, def] = &roll.hands[..] else {
        panic!("a combat has two sides: {roll:?}");
    };
    assert_eq!(att.dice, c.attack_dice, "the attacker's faces");
    assert_eq!(def.dice, c.defence_dice, "the defender's faces");
    assert_eq!(
        att.kept,
        highest(&c.attack_dice),
        "the attacker keeps the higher die"
    );
    assert_eq!(
        def.kept,
        highest(&c.defence_dice),
        "the defender keeps the higher die"
    );
    assert_eq!(att.total, Some(c.attack), "the attack, its bonus added");
    assert_eq!(def.total, Some(c.defence), "the defence");
    let bonus: i8 = att.modifiers.iter().map(|m| m.add).sum();
    assert_eq!(
        bonus as u8, c.attack_bonus,
        "the great commander's +1 is a modifier"
    );
    assert_eq!((att.lost, def.lost), (c.attacker_lost, c.defender_lost));
    let owner = |n: u8| st.nations.get(n as usize).map(|x| x.owner);
    assert_eq!(
        att.who,
        owner(c.attacker),
        "the attacker's dice are its player's"
    );
    assert_eq!(
        def.who,
        owner(c.defender),
        "the defender's dice are its player's"
    );
    assert!(!roll.result.is_empty(), "the result is said");
}

/// Plays a hot-seat game of four people at normal speed until `combats` combats were seen on the
/// table die for die, each followed by its defeated army's flight to its owner's row. With
/// `false_log`, every log line is rewritten each frame into a combat with other dice.
fn combats_shown(seed: u64, combats: usize, false_log: bool) {
    let mut app = cradle_stage(vec![0, 1, 2, 3], seed, Speed::Normal);
    let mut verified = 0;
    // The combat whose defeated army has not been seen leaving yet: its area and who leaves.
    let mut awaiting: Option<(u8, Seat, usize)> = None;
    let mut seen_flights = std::collections::BTreeSet::new();
    for frame in 0..40_000 {
        if false_log {
            let mut s = app.world_mut().resource_mut::<TableSession<CradleFace>>();
            for line in s.log.iter_mut() {
                line.text = "Player 1 attacks Player 2: [1, 1] = 1 against [6] = 6".into();
                line.secret = None;
            }
        }
        answer_people(&mut app, frame);
        app.update();
        let shown = std::mem::take(&mut app.world_mut().resource_mut::<ShownEvents>().0);
        let dice = dice_on_table(&mut app);
        let fl = flights(&mut app);
        let t = table(&app);
        if !dice.is_empty() {
            // Combat is not secret: shown to the whole table, never behind the curtain.
            assert_eq!(
                t.curtain(),
                None,
                "a curtain is up while dice are on the table"
            );
        }
        let st = &t.session.game.state;
        if let Some(c) = shown.iter().rev().find_map(|e| match e {
            Event::Combat(c) => Some(c),
            _ => None,
        }) {
            assert_eq!(dice.len(), 1, "one roll on the table");
            assert!(!dice[0].settled(), "the dice tumble first");
            assert_dice_are(&dice[0].roll, c, st);
            let loser = if c.defender_lost {
                c.defender
            } else {
                c.attacker
            };
            let who = st.nations[loser as usize].owner;
            if awaiting.is_none() {
                awaiting = Some((c.area, who, frame));
            }
        }
        for (e, f) in fl {
            if !seen_flights.insert(e) {
                continue;
            }
            if let (Some((area, who, since)), Cargo::Disk { .. }) = (awaiting, &f.cargo)
                && f.from == Anchor::Area(area)
                && f.to == Anchor::Civ(who)
            {
                assert!(frame > since, "the army leaves after the dice are thrown");
                awaiting = None;
                verified += 1;
            }
        }
        if verified >= combats {
            return;
        }
        assert!(!t.session.game.is_over(), "the game ended first");
    }
    panic!("{verified} combats seen with their dice and the loser's flight");
}

/// CR 5.5: the theatre throws each combat's dice with exactly the faces of its `CombatRoll`
/// event (the die each side keeps marked, the commander's +1, the totals, who lost), in front
/// of everyone, then the defeated army flies from the area to its owner's row.
#[test]
fn cr_5_5_a_combat_shows_its_own_dice_then_the_defeated_army_leaves_for_its_owner() {
    combats_shown(5, 3, false);
}

/// Nothing decides by reading text: with every log line rewritten into another combat's words
/// each frame, the dice on the table are still the `CombatRoll` event's, die for die.
#[test]
fn the_dice_shown_are_the_events_whatever_the_log_says() {
    combats_shown(5, 2, true);
}

/// Skip shows the rest at once: the dice on the table go, no army of the skipped events flies,
/// and the game goes on (its next answers are shown again).
#[test]
fn skip_takes_the_dice_off_the_table_and_the_game_goes_on() {
    let mut app = cradle_stage(Vec::new(), 5, Speed::Normal);
    let mut skipped = 0;
    for _ in 0..40_000 {
        app.update();
        let dice = dice_on_table(&mut app);
        if dice.iter().any(|d| d.roll.size == DiceSize::Large) {
            let answers = table(&app).session.record.actions().len();
            let before: Vec<Entity> = flights(&mut app).into_iter().map(|(e, _)| e).collect();
            app.world_mut().write_message(TableCmd::Skip);
            app.update();
            assert!(
                dice_on_table(&mut app).is_empty(),
                "the dice are off the table"
            );
            assert!(
                table(&app).stage.playback.is_idle(),
                "the rest is shown at once"
            );
            let new: Vec<_> = flights(&mut app)
                .into_iter()
                .filter(|(e, _)| !before.contains(e))
                .collect();
            assert_eq!(new, vec![], "nothing of the skipped events flies");
            skipped += 1;
            // The game goes on: more answers are taken after the skip.
            for _ in 0..400 {
                app.update();
            }
            assert!(
                table(&app).session.record.actions().len() > answers,
                "the game stalled after a skip"
            );
            if skipped >= 2 {
                return;
            }
        }
    }
    panic!("no combat to skip ({skipped} skipped)");
}

/// At instant speed no dice are thrown and nothing flies, though the game fights its combats
/// (counted from its record's events) and plays on into the next Epoch.
#[test]
fn instant_speed_shows_no_dice() {
    let mut app = cradle_stage(Vec::new(), 5, Speed::Instant);
    for _ in 0..2_000 {
        app.update();
        assert!(dice_on_table(&mut app).is_empty(), "dice at instant speed");
        assert!(flights(&mut app).is_empty(), "a flight at instant speed");
        if table(&app).session.game.state.epoch >= 3 {
            break;
        }
    }
    let t = table(&app);
    assert!(t.session.game.state.epoch >= 3, "the game goes on");
    let mut combats = 0;
    acme::engine::record::replay_each::<acme::games::cradle::Cradle>(
        acme::games::cradle::data::builtin(),
        &t.session.record,
        |_, _, events| {
            combats += events
                .iter()
                .filter(|e| matches!(e, Event::Combat(_)))
                .count()
        },
    )
    .expect("the record replays");
    assert!(
        combats > 0,
        "the game fought no combat: the test shows nothing"
    );
}

/// A combat in the first area of `terrain` on Cradle's map, as its event reports it.
fn combat_in(
    cat: &acme::games::cradle::data::Catalog,
    terrain: acme::games::cradle::data::Terrain,
    attack_dice: Vec<u8>,
    defence_dice: Vec<u8>,
) -> CombatRoll {
    let area = cat
        .areas
        .iter()
        .position(|a| a.terrain == terrain)
        .expect("the map has the terrain") as u8;
    CombatRoll {
        area,
        attacker: 0,
        defender: 1,
        attack: *attack_dice.iter().max().unwrap(),
        attack_dice,
        attack_bonus: 0,
        defence: *defence_dice.iter().max().unwrap(),
        defence_dice,
        terrain_applies: true,
        attacker_lost: false,
        defender_lost: false,
    }
}

/// CR 5.5 and the Terrain Chart, as the dice say them: the great commander's +1 is a modifier
/// added to the kept die; a mountain's defender rolls two dice and keeps the higher; in rough
/// terrain the defender wins ties; in a desert an attacker's 1-3 loses the army even when it
/// beats the defence; Military (terrain not applying) leaves the defender's terrain no help.
#[test]
fn cr_5_5_the_terrain_chart_and_the_commander_are_modifiers_in_words() {
    use acme::app::games::cradle::theatre::combat;
    use acme::games::cradle::data::Terrain;
    let cat = acme::games::cradle::data::builtin();
    let session = Session::start(
        cat.clone(),
        &NewGame {
            players: 4,
            humans: Vec::new(),
            seed: 1,
        },
    )
    .unwrap();
    let st = &session.game.state;
    let words = |h: &acme::app::game_face::DiceHand<Seat>| -> Vec<String> {
        h.modifiers.iter().map(|m| m.text()).collect()
    };

    let mut c = combat_in(&cat, Terrain::Plains, vec![5, 2], vec![3]);
    c.attack_bonus = 1;
    c.attack = 6;
    c.defender_lost = true;
    let roll = combat(&cat, st, &c);
    assert_eq!(words(&roll.hands[0]), ["+1 great commander"]);
    assert_eq!(roll.hands[0].total, Some(6), "5 kept, +1");
    assert_eq!(roll.hands[0].kept, Some(0));
    assert!(words(&roll.hands[1]).is_empty(), "plains help nobody");

    let mut c = combat_in(&cat, Terrain::Mountain, vec![4, 4], vec![2, 5]);
    c.attacker_lost = true;
    let roll = combat(&cat, st, &c);
    assert_eq!(
        words(&roll.hands[1]),
        ["mountain: two dice, the higher counts"]
    );
    assert_eq!(roll.hands[1].kept, Some(1), "the defender keeps its 5");
    c.terrain_applies = false;
    let roll = combat(&cat, st, &c);
    assert_eq!(
        words(&roll.hands[1]),
        ["mountain: no help against this attack"]
    );

    let mut c = combat_in(&cat, Terrain::Rough, vec![4, 1], vec![4]);
    c.attacker_lost = true;
    let roll = combat(&cat, st, &c);
    assert_eq!(words(&roll.hands[1]), ["rough: wins ties"]);
    assert!(
        roll.result.starts_with("A tie in rough terrain"),
        "{}",
        roll.result
    );

    let mut c = combat_in(&cat, Terrain::Desert, vec![3, 2], vec![1]);
    c.attacker_lost = true;
    c.defender_lost = true;
    let roll = combat(&cat, st, &c);
    assert_eq!(
        words(&roll.hands[0]),
        ["desert: a die of 1-3 loses the army"]
    );
    assert!(
        roll.result.contains("lost in the desert"),
        "{}",
        roll.result
    );
    assert!((roll.hands[0].lost, roll.hands[1].lost) == (true, true));
}
