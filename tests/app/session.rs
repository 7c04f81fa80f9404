//! The game at the table (src/play): undo limits, the hot-seat curtain, the log naming its rules,
//! and Save → Continue resuming at the same decision with the same future draws.

use acme::games::acme::Event;
use acme::games::acme::decision::{Action, Ask};
use acme::games::acme::npc;
use acme::games::acme::record::SetupSpec;
use acme::games::acme::session::NewGame;
use acme::games::acme::session::Session;
use acme::games::acme::setup::Layout;
use acme::games::acme::state::{GameOptions, Slot};

/// A basic setup whose first `humans` civilizations are human.
pub fn session(players: u8, humans: usize, seed: u64) -> Session {
    basic(players, humans, seed, Default::default())
}

/// A hot-seat game at one screen, one Epoch long: the basic setup for `players` whose first
/// `humans` civilizations are human (for the window's tests).
#[cfg(feature = "gui")]
pub fn hot_seat_session(players: u8, humans: usize, seed: u64) -> Session {
    let options = GameOptions {
        last_epoch: 1,
        ..Default::default()
    };
    basic(players, humans, seed, options)
}

fn basic(players: u8, humans: usize, seed: u64, options: GameOptions) -> Session {
    let new = NewGame {
        title: "test".into(),
        setup: SetupSpec::Basic {
            players,
            layout: Layout::Printed,
            npc: (0..players as usize).map(|i| i >= humans).collect(),
        },
        options,
        seed,
    };
    Session::start(acme::games::acme::data::builtin(), &new).unwrap()
}

/// The brain answers every decision (humans' too, as a stand-in for clicks).
fn brain_step(s: &mut Session) -> Vec<Event> {
    let d = s.pending().unwrap().clone();
    if s.is_npc(d.who) {
        s.npc_step().unwrap().unwrap().events
    } else {
        s.lift_curtain();
        let a = npc::choose(&s.game, &d).action;
        s.act(a).unwrap().events
    }
}

fn until(s: &mut Session, pred: impl Fn(&Session) -> bool) {
    for _ in 0..20_000 {
        if pred(s) {
            return;
        }
        brain_step(s);
    }
    panic!("never reached");
}

#[test]
fn undo_takes_back_a_deployment_and_restores_the_same_decision() {
    let mut s = session(2, 1, 3);
    until(
        &mut s,
        |s| matches!(s.human_decision().map(|d| &d.ask), Some(Ask::Deploy { left }) if *left >= 2),
    );
    let before = s.pending().unwrap().clone();
    let hash = s.game.hash();
    let area = before.options.iter().find_map(Action::area).unwrap();
    s.act(Action::Area(area)).unwrap();
    assert_ne!(s.game.hash(), hash);
    assert_eq!(s.undo_status(), Ok(()));
    s.undo().unwrap();
    assert_eq!(s.game.hash(), hash);
    assert_eq!(s.pending(), Some(&before));
    // The undone line stays in the log, marked.
    assert!(s.log.iter().any(|l| l.undone && l.choice));
    assert_eq!(s.record.actions.len(), s.game.state.actions as usize);
}

#[test]
fn undo_refused_past_hidden_information_randomness_or_another_civilization() {
    let mut s = session(3, 3, 5);
    let (mut barriers, mut others) = (0, 0);
    for _ in 0..3000 {
        let Some(d) = s.pending().cloned() else { break };
        let rng = s.game.state.rng.get_word_pos();
        let ev = brain_step(&mut s);
        let hidden = ev.iter().any(|e| {
            matches!(
                e,
                Event::CardsDrawn { .. }
                    | Event::EventCard { .. }
                    | Event::CardPlayed { .. }
                    | Event::Negated { .. }
            )
        }) || s.game.state.rng.get_word_pos() != rng;
        let Some(next) = s.pending() else { break };
        if next.who != d.who {
            others += 1;
            assert!(s.undo_status().is_err(), "undo past another civilization");
        } else if hidden {
            barriers += 1;
            let why = s.undo_status().unwrap_err();
            assert!(why.contains("stands"), "{why}");
        } else {
            assert_eq!(s.undo_status(), Ok(()), "after {:?}", d.ask);
        }
    }
    assert!(barriers > 0 && others > 0, "{barriers} {others}");
}

#[test]
fn hot_seat_curtain_before_each_human_and_never_another_humans_hand() {
    let mut s = session(3, 2, 7);
    // Two humans: nobody's hand shows until a human lifts the curtain for a decision that shows
    // its hand; decisions that show none (placing disks) or are public (losses)
    // are made in front of everyone.
    assert_eq!(s.visible_hand(), None);
    let mut passes = 0;
    for _ in 0..3000 {
        let Some(d) = s.pending().cloned() else { break };
        let hidden = acme::games::acme::view::needs_curtain(&d);
        if !s.is_npc(d.who) && s.viewer != Some(d.who) {
            if hidden {
                // Control passed to the other human: curtain down, no hand shown.
                assert_eq!(s.curtain(), Some(d.who));
                s.lift_curtain();
                assert_eq!(s.curtain(), None);
                assert_eq!(s.visible_hand(), Some(d.who));
                passes += 1;
            } else {
                assert_eq!(s.curtain(), None, "{:?}", d.ask);
                assert_eq!(s.visible_hand(), None, "{:?}", d.ask);
            }
        }
        if let Some(h) = s.visible_hand() {
            assert!(s.curtain().is_none());
            assert_eq!(d.who, h, "hand of {h:?} shown while {:?} decides", d.who);
        }
        brain_step(&mut s);
    }
    assert!(passes >= 2, "{passes}");
}

#[test]
fn one_human_never_sees_a_curtain() {
    let mut s = session(3, 1, 9);
    for _ in 0..500 {
        assert_eq!(s.curtain(), None);
        if s.pending().is_none() {
            break;
        }
        brain_step(&mut s);
    }
    assert_eq!(s.visible_hand(), Some(Slot(0)));
}

#[test]
fn every_log_line_names_a_rule_and_npc_choices_their_priority() {
    let mut s = session(3, 0, 11);
    until(&mut s, |s| s.game.state.turn >= 2);
    let bare: Vec<_> = s.log.iter().filter(|l| l.rule.is_empty()).collect();
    assert!(bare.is_empty(), "lines without a rule: {bare:?}");
    let npc_lines: Vec<_> = s.log.iter().filter(|l| l.choice).collect();
    assert!(!npc_lines.is_empty());
    assert!(
        npc_lines.iter().any(|l| l.rule.starts_with('N')),
        "no NPC line names its playbook rule"
    );
}

#[test]
fn save_then_continue_resumes_at_the_same_decision_with_the_same_draws() {
    let mut s = session(3, 2, 13);
    until(&mut s, |s| {
        s.game.state.turn >= 2 && s.human_decision().is_some()
    });
    let dir = std::env::temp_dir().join(format!("acme-session-{}", std::process::id()));
    let path = dir.join("autosave.ron");
    acme::saves::write(&path, &s.save_file()).unwrap();
    let (save, _) = acme::saves::read(&path).unwrap();
    let mut t = Session::from_save(acme::games::acme::data::builtin(), &save).unwrap();
    assert_eq!(t.pending(), s.pending());
    assert_eq!(t.game.hash(), s.game.hash());
    // The same answers from here give the same game: the same cards drawn, the same dice.
    for _ in 0..400 {
        if s.pending().is_none() {
            break;
        }
        brain_step(&mut s);
        brain_step(&mut t);
        assert_eq!(t.game.hash(), s.game.hash());
    }
    let _ = std::fs::remove_dir_all(dir);
}

/// a card the hand holds but may not play now says why, from the card's data:
/// when it is played, or what it needs.
#[test]
fn an_unplayable_card_says_why_from_its_timing_or_its_target() {
    use acme::games::acme::catalog::TimingKind;
    use acme::games::acme::explain::why_card_unplayable;
    let mut s = session(2, 2, 11);
    let (mut timing, mut target) = (false, false);
    for _ in 0..20_000 {
        let Some(d) = s.pending().cloned() else { break };
        if d.ask == Ask::CardAction {
            let hand = s.game.state.civs[d.who.idx()].hand.clone();
            for c in hand {
                let played = d.options.iter().any(|a| {
                    matches!(a, Action::Play(x) | Action::Establish(x) | Action::Card(x) if *x == c)
                });
                if played || s.cat.card(c).is_event() {
                    continue;
                }
                let why = why_card_unplayable(&s.cat, &s.game.state, Some(&d), d.who, c);
                let card = s.cat.card(c);
                assert!(why.contains(card.name()), "{why}");
                if card.timing == TimingKind::CompetitionStep1 {
                    assert!(why.starts_with("Not now."), "{why}");
                    assert!(why.contains(card.raw.timing.trim_end_matches('.')), "{why}");
                    timing = true;
                } else if card.timing == TimingKind::CardPhaseAction {
                    assert!(why.contains("cannot be played now"), "{why}");
                    assert!(why.contains(card.raw.targeting.trim()), "{why}");
                    target = true;
                }
            }
        }
        if timing && target {
            return;
        }
        brain_step(&mut s);
    }
    panic!("no unplayable card met (timing {timing}, target {target})");
}

/// a loaded game's header names the phase now, not the phase it was saved in,
/// and saving it again does not pile one "Epoch, turn" on another.
#[test]
fn a_loaded_game_keeps_its_title_without_the_moment_it_was_saved() {
    let mut s = session(2, 0, 13);
    for _ in 0..60 {
        brain_step(&mut s);
    }
    let save = s.save_file();
    assert!(
        save.title.starts_with("test — Epoch 1, turn "),
        "{}",
        save.title
    );
    let loaded = Session::from_save(acme::games::acme::data::builtin(), &save).unwrap();
    assert_eq!(loaded.title, "test");
    assert_eq!(loaded.save_file().title, save.title);
}

/// a disk deployed is one line of the log (the choice, naming its rule), not a
/// choice line and a placement line.
#[test]
fn each_deployed_disk_writes_one_log_line() {
    let mut s = session(2, 0, 5);
    until(&mut s, |s| {
        s.pending()
            .is_some_and(|d| matches!(d.ask, Ask::Deploy { left } if left >= 2))
    });
    let before = s.log.len();
    let acted = s.npc_step().unwrap().unwrap();
    let area = s
        .cat
        .board
        .name(acted.action.area().expect("a disk placed"));
    let lines: Vec<&str> = s.log[before..]
        .iter()
        .map(|l| l.text.as_str())
        .filter(|t| t.contains(area))
        .collect();
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert!(
        s.log[before].choice && lines[0].contains("placed in"),
        "{lines:?}"
    );
}

/// a click on an area that cannot answer a Retirement question says which rule
/// it fails, not only "not a legal choice".
#[test]
fn an_illegal_retirement_click_names_its_rule() {
    let mut s = session(2, 0, 5);
    until(&mut s, |s| {
        s.pending().is_some_and(|d| d.ask == Ask::Retire)
    });
    let d = s.pending().unwrap().clone();
    let q = acme::games::acme::Q::new(&s.cat, &s.game.state);
    let empty = q
        .playable_areas()
        .find(|&a| !q.occupies(d.who.faction(), a))
        .unwrap();
    let why = s.game.explain(&d, &Action::Area(empty));
    assert!(
        why.contains("has no disk in") && why.contains("RB Retirement Step"),
        "{why}"
    );
}

/// Names, not letters: an option chosen by number (a card's option, an
/// ability announced at a competition) is named in the log (and so the toast) by what it does.
#[test]
fn the_log_names_options_never_letters() {
    let mut named = 0;
    for seed in 0..6 {
        let mut s = session(4, 4, seed);
        let mut player = acme::games::acme::RandomPlayer::new(seed);
        for _ in 0..4000 {
            let Some(d) = s.pending().cloned() else { break };
            let a = player.choose(&d);
            let len = s.log.len();
            s.act(a).unwrap();
            if matches!(a, Action::Option(_)) {
                named += 1;
                let line = &s.log[len];
                assert!(line.choice);
                assert!(
                    !line.text.contains("option (") && !line.text.contains("not named"),
                    "{}",
                    line.text
                );
            }
        }
    }
    assert!(named > 0, "no option was chosen");
}

/// An answer copies the state once, and hands that copy on: `Acted::before` is the state the
/// answer was given in (the log's words and the table's Reckoning summary start from it).
#[test]
fn an_answer_hands_on_the_state_it_was_given_in() {
    let mut s = session(3, 1, 31);
    for _ in 0..60 {
        let expected = s.game.state.clone();
        let d = s.pending().unwrap().clone();
        let acted = if s.is_npc(d.who) {
            s.npc_step().unwrap().unwrap()
        } else {
            s.lift_curtain();
            let a = s.game.npc_choice(&d).action;
            s.act(a).unwrap()
        };
        assert!(
            acted.before == expected,
            "Acted::before is not the state before the answer"
        );
        assert!(acted.before != s.game.state, "the answer changed nothing");
    }
}

/// A civilization's name takes the verb its catalog entry gives (a display property, "designed"
/// data: the rulebook does not say): "Sea Peoples hold Ugarit", "Egypt holds Memphis". The
/// 4-player basic setup (RB set-up) has both.
#[test]
fn civilization_names_take_their_catalogs_verb() {
    use acme::games::acme::names::{FactionName, Number};
    use acme::games::acme::state::Faction;
    let s = session(4, 0, 1);
    let (cat, st) = (&s.cat, &s.game.state);
    let name_of = |civ: &str| {
        let kind = cat.civ_by_name(civ).expect("in the catalog");
        let slot = (0..st.civs.len())
            .find(|&i| st.civs[i].civ == kind)
            .expect("in the 4-player setup");
        FactionName::of(cat, st, Faction(slot as u8))
    };
    let sea = name_of("Sea Peoples");
    assert_eq!(sea.number, Number::Plural);
    assert_eq!(
        sea.says("holds", "hold", "Ugarit"),
        "Sea Peoples hold Ugarit"
    );
    let egypt = name_of("Egypt");
    assert_eq!(egypt.number, Number::Singular);
    assert_eq!(
        egypt.says("holds", "hold", "Memphis"),
        "Egypt holds Memphis"
    );
}
