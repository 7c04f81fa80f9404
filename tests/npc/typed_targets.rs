//! The NPC brain decides from a question's typed role and the card data, never from its sentence,
//! and its bookkeeping (hostility, N1.3.3) reads typed events, never the words of the log.
//! Scrambling every text of every question (sentence, rule name, target phrase, ability name) and
//! of every note (words and rule name) must leave every all-NPC game byte-identical.

use acme::games::acme::decision::scramble_texts;
use acme::games::acme::npc::TieBreak;
use acme::games::acme::state::GameOptions;
use acme::sim::{self, SimSetup};

/// Final state hash and actions of an all-NPC game, with or without scrambled question and note
/// texts.
fn play(setup: &SimSetup, seed: u64, scrambled: bool) -> (u64, Vec<acme::games::acme::Action>) {
    scramble_texts(scrambled);
    let g = sim::play(acme::games::acme::data::builtin(), setup, seed);
    scramble_texts(false);
    let g = g.map_err(|e| e.message).unwrap();
    (g.game.hash(), g.record.actions)
}

fn scenario(name: &str) -> SimSetup {
    SimSetup {
        setup: acme::games::acme::scenario::shipped::scenario_setup(name).unwrap(),
        options: GameOptions::default(),
    }
}

#[test]
fn scrambled_question_and_note_texts_leave_every_npc_game_byte_identical() {
    let mut setups: Vec<(String, SimSetup)> = (2..=6)
        .map(|p| {
            (
                format!("basic-{p}"),
                SimSetup::basic(p, 4, TieBreak::UseHead),
            )
        })
        .collect();
    for name in ["alexander", "sea-peoples", "rostam"] {
        setups.push((name.into(), scenario(name)));
    }
    let mut actions = 0;
    for (name, setup) in &setups {
        for seed in 1..=4 {
            let plain = play(setup, seed, false);
            let scrambled = play(setup, seed, true);
            assert_eq!(
                plain.1.len(),
                scrambled.1.len(),
                "{name} seed {seed}: game length"
            );
            assert!(
                plain == scrambled,
                "{name} seed {seed}: scrambling the question and note texts changed the game"
            );
            actions += plain.1.len();
        }
    }
    assert!(actions > 0);
}

#[test]
fn issue_25_the_scramble_hook_rewrites_every_text_but_keeps_the_types() {
    use acme::games::acme::catalog::CardId;
    use acme::games::acme::decision::{Effect, TargetKind, TargetRole, Whose};
    use acme::games::acme::state::Slot;
    use acme::games::acme::{Ask, Decision};
    let ask = || Ask::Target {
        card: CardId(80),
        what: "a Land area to rise in rebellion".into(),
        role: TargetRole::new(Whose::Opposing, TargetKind::Area, Effect::Revolt),
    };
    scramble_texts(true);
    let d = Decision::new(
        Slot(0),
        ask(),
        "Egypt: Rebellion - choose",
        "Card #80",
        vec![],
    );
    scramble_texts(false);
    let Ask::Target { what, role, .. } = &d.ask else {
        panic!("still a target question");
    };
    assert!(!what.contains("rebellion") && !d.text.contains("Rebellion"));
    // The rule name too: the brain must not read "Card #80" either.
    assert!(!d.rule.contains("#80"), "{}", d.rule);
    assert_eq!(what.len(), "a Land area to rise in rebellion".len());
    assert_eq!(
        *role,
        TargetRole::new(Whose::Opposing, TargetKind::Area, Effect::Revolt)
    );
    // An ability question keeps its typed ability and loses its name.
    use acme::games::acme::decision::AbilityUse;
    scramble_texts(true);
    let d = Decision::new(
        Slot(0),
        Ask::UseAbility {
            ability: AbilityUse::SiegeTrain,
            what: "Siege Train".into(),
        },
        "",
        "",
        vec![],
    );
    scramble_texts(false);
    assert!(matches!(
        &d.ask,
        Ask::UseAbility { ability: AbilityUse::SiegeTrain, what } if what.as_ref() != "Siege Train"
    ));
}

/// The hook scrambles a note's words and rule name, and keeps what the note is about (the typed
/// meaning the NPC hostility triggers read, N1.3.3a; RB Negation).
#[test]
fn the_scramble_hook_rewrites_note_texts_but_keeps_their_meaning() {
    use acme::games::acme::Event;
    let cat = acme::games::acme::data::builtin();
    let setup = SimSetup::basic(6, 4, TieBreak::UseHead);
    let notes = |scrambled: bool| {
        scramble_texts(scrambled);
        let (_, events) =
            acme::games::acme::record::start(cat.clone(), &setup.setup, &setup.options, 1).unwrap();
        scramble_texts(false);
        events
            .into_iter()
            .filter_map(|e| match e {
                Event::Note { text, rule, .. } => Some((text, rule)),
                _ => None,
            })
            .collect::<Vec<_>>()
    };
    let (plain, scrambled) = (notes(false), notes(true));
    assert!(!plain.is_empty());
    assert_eq!(plain.len(), scrambled.len());
    for ((pt, pr), (st, sr)) in plain.iter().zip(&scrambled) {
        assert_eq!(pt.len(), st.len());
        assert!(pt.is_empty() || pt.text != st.text, "{pt} / {st}");
        assert!(pr.is_empty() || pr != sr, "{pr} / {sr}");
        assert_eq!(pt.about, st.about);
    }
}
