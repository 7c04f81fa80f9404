//! The New Game screen's choices, filled in as a player would: a sandbox setup
//! started with picks has those civilizations, those seats and that start Epoch; bad picks are
//! refused with a sentence that says why (playbook-spec G3.7, G3.8).

use std::sync::Arc;

use acme::games::acme::catalog::Catalog;
use acme::games::acme::session::Session;
use acme::games::acme::session::new_game_form::{self, NewGameForm, SeatKind};
use acme::games::acme::state::Slot;
use acme::games::acme::view::Seat;

fn form(cat: &Catalog, id: &str) -> NewGameForm {
    let defs = acme::games::acme::scenario::shipped::all().unwrap();
    let mut f = NewGameForm::new(new_game_form::entries(&defs), 12, cat);
    let i = f
        .position(id)
        .unwrap_or_else(|| panic!("{id} is not listed"));
    f.select(i, cat);
    f
}

fn started(cat: &Arc<Catalog>, f: &NewGameForm) -> Session {
    let new = f.new_game(cat).unwrap();
    Session::start(cat.clone(), &new).unwrap()
}

fn civs(s: &Session) -> Vec<String> {
    (0..s.game.state.civs.len())
        .map(|i| s.civ_name(Slot(i as u8)))
        .collect()
}

fn set_picks(f: &mut NewGameForm, picks: &[&str]) {
    f.sandbox.as_mut().unwrap().picks = picks.iter().map(|p| p.to_string()).collect();
}

/// G3.8.10 Three in the East, started in Epoch II with the player's own picks and the second
/// side human: the game has those civilizations in pick order, that seat, that Epoch.
#[test]
fn g3_8_a_sandbox_started_with_picks_has_those_civilizations_seats_and_start_epoch() {
    let cat = acme::games::acme::data::builtin();
    let mut f = form(&cat, "sandbox-3-east");
    f.set_start(2, false, &cat);
    set_picks(&mut f, &["Scythia", "Assyria", "Babylon"]);
    f.seats = vec![SeatKind::Npc, SeatKind::Human, SeatKind::Npc];
    assert_eq!(f.problem(&cat), None);
    let s = started(&cat, &f);
    assert_eq!(civs(&s), ["Scythia", "Assyria", "Babylon"]);
    let seats: Vec<Seat> = (0..3).map(|i| s.seat(Slot(i))).collect();
    assert_eq!(seats, [Seat::Npc, Seat::Human, Seat::Npc]);
    assert_eq!(s.game.state.epoch, 2);
    assert_eq!(s.game.state.first_epoch, 2);
    assert_eq!(s.game.state.options.last_epoch, 4);
}

/// G3.8.5 Option 2: each side runs two civilizations (G3.4); the human side's seat covers both.
#[test]
fn g3_4_a_sandbox_side_of_two_civilizations_is_one_seat() {
    let cat = acme::games::acme::data::builtin();
    let mut f = form(&cat, "sandbox-2");
    f.set_variant(1, &cat);
    assert_eq!(f.sides(), vec![vec![0, 1], vec![2, 3]]);
    assert_eq!(f.seats, [SeatKind::Human, SeatKind::Npc]);
    set_picks(&mut f, &["Egypt", "Babylon", "Scythia", "Assyria"]);
    f.seats = vec![SeatKind::Npc, SeatKind::Human];
    f.last_epoch = 3;
    let s = started(&cat, &f);
    assert_eq!(civs(&s), ["Egypt", "Babylon", "Scythia", "Assyria"]);
    let humans: Vec<String> = s.humans().into_iter().map(|x| s.civ_name(x)).collect();
    assert_eq!(humans, ["Scythia", "Assyria"]);
    assert_eq!(s.game.state.options.last_epoch, 3);
}

/// The picks are checked before the game starts, each problem in words.
#[test]
fn g3_8_bad_picks_are_refused_with_a_clear_message() {
    let cat = acme::games::acme::data::builtin();
    let mut f = form(&cat, "sandbox-3-east");
    // The same civilization twice.
    set_picks(&mut f, &["Scythia", "Assyria", "Assyria"]);
    let why = f.new_game(&cat).unwrap_err();
    assert!(why.contains("Assyria is picked twice"), "{why}");
    // A civilization from the wrong group.
    set_picks(&mut f, &["Assyria", "Scythia", "Babylon"]);
    let why = f.problem(&cat).unwrap();
    assert!(why.contains("comes from Eastern"), "{why}");
    // G3.8.10: at most one from grouping (i).
    set_picks(&mut f, &["Scythia", "Assyria", "Akkad"]);
    let why = f.problem(&cat).unwrap();
    assert!(why.contains("at most 1 from Central i"), "{why}");
    // G3.7.5: Contemporaneous in Epoch I leaves out a civilization of Epoch III only.
    f.set_start(1, true, &cat);
    set_picks(&mut f, &["Scythia", "Assyria", "Babylon"]);
    let why = f.problem(&cat).unwrap();
    assert!(why.contains("not contemporaneous with Epoch I"), "{why}");
}

/// G3.7.2, G3.7.5: choosing a Contemporaneous start Epoch replaces the picks that do not fit, and
/// the pickers offer only civilizations of that Epoch.
#[test]
fn g3_7_a_contemporaneous_start_offers_and_keeps_only_civilizations_of_that_epoch() {
    let cat = acme::games::acme::data::builtin();
    let mut started_games = 0;
    for id in ["sandbox-6", "sandbox-4-west", "sandbox-3-fertile-crescent"] {
        let mut f = form(&cat, id);
        for epoch in 1..=4u8 {
            f.set_start(epoch, true, &cat);
            let sb = f.sandbox.clone().unwrap();
            assert_eq!(sb.start_epoch, epoch);
            if let Some(why) = f.problem(&cat) {
                // Too few civilizations of that Epoch for the setup's groups: said so, and no
                // set of picks would do.
                assert!(why.contains("no set of civilizations fits"), "{id}: {why}");
                let def = acme::games::acme::scenario::shipped::load(id).unwrap();
                let v = &def.sandbox.as_ref().unwrap().variants[0];
                assert!(
                    acme::games::acme::scenario::sandbox::default_picks(&cat, &def, v, Some(epoch))
                        .is_err()
                );
                assert!(f.new_game(&cat).is_err());
                continue;
            }
            for i in 0..sb.picks.len() {
                for c in f.pick_choices(i, &cat) {
                    let k = cat.civ_by_name(&c).unwrap();
                    assert!(
                        acme::games::acme::scenario::sandbox::contemporaneous(&cat, k, epoch),
                        "{id}: {c} offered in Epoch {epoch}"
                    );
                }
            }
            let s = started(&cat, &f);
            assert_eq!(s.game.state.epoch, epoch, "{id}");
            started_games += 1;
        }
    }
    assert!(
        started_games >= 8,
        "only {started_games} contemporaneous starts"
    );
}

/// "Draw the civilizations": every draw fits the setup, and the draws differ.
#[test]
fn g3_8_drawn_civilizations_always_fit_the_setup() {
    let cat = acme::games::acme::data::builtin();
    let mut f = form(&cat, "sandbox-6");
    let mut seen = std::collections::BTreeSet::new();
    for _ in 0..8 {
        f.draw(&cat).unwrap();
        assert_eq!(f.problem(&cat), None, "{:?}", f.sandbox);
        seen.insert(f.sandbox.as_ref().unwrap().picks.clone());
    }
    assert!(seen.len() > 1, "every draw gave {seen:?}");
}

/// A fixed scenario's Last Epoch control changes the game's length (it was ignored before).
#[test]
fn the_last_epoch_chosen_for_a_scenario_is_the_games() {
    let cat = acme::games::acme::data::builtin();
    let mut f = form(&cat, "sargon");
    let default = f.last_epoch;
    let s = started(&cat, &f);
    assert_eq!(s.game.state.options.last_epoch, default);
    f.last_epoch = if default == 4 { 3 } else { default + 1 };
    let s = started(&cat, &f);
    assert_eq!(s.game.state.options.last_epoch, f.last_epoch);
}

/// The New Game page offers the game first (ACME, then ACIS, then Cradle), then that game's
/// setups, each said by its own face: ACME's five basic games and its scenarios; ACIS's basic setups for 2 to 6
/// players only (ACIS RB Basic 2- to 6-Player Setup: no scenarios), with the rulebook's
/// civilizations (basic-2: Egypt and Troy), and a game started from one of them is ACIS's.
#[cfg(feature = "gui")]
#[test]
fn the_game_row_offers_acme_acis_and_cradle_each_with_its_own_setups() {
    use acme::app::games::OFFERED;
    use acme::game_id::GameId;
    use new_game_form::EntryKind;
    let games: Vec<(GameId, &str)> = OFFERED.iter().map(|o| (o.game, o.name)).collect();
    assert_eq!(
        games,
        [
            (GameId::Acme, "ACME"),
            (GameId::Acis, "ACIS"),
            (GameId::Cradle, "Cradle")
        ]
    );
    let acme = (OFFERED[0].setups)();
    assert!(
        acme.len() > 5
            && acme
                .iter()
                .any(|e| matches!(e.kind, EntryKind::Scenario(_)))
    );
    let acis = (OFFERED[1].setups)();
    let players: Vec<u8> = acis
        .iter()
        .map(|e| match e.kind {
            EntryKind::Basic(n) => n,
            _ => panic!("ACIS offers its basic setups only: {}", e.title),
        })
        .collect();
    assert_eq!(players, [2, 3, 4, 5, 6]);
    assert_eq!(acis[0].civs, ["Egypt", "Troy"]);
    assert!(acis.iter().all(|e| e.civs.len() == e.civ_count()));
    let cat = (OFFERED[1].catalog)();
    let mut f = NewGameForm::new(acis, 5, &cat);
    f.select(1, &cat);
    f.seats = vec![SeatKind::Human, SeatKind::Npc, SeatKind::Npc];
    let new = f.new_game(&cat).unwrap();
    let s = acme::play::Session::<acme::games::acme::Game<acme::games::acis::rules::Acis>>::start(
        cat.clone(),
        &new,
    )
    .unwrap();
    assert_eq!(s.game.state.civs.len(), 3);
    assert_eq!(
        acme::engine::record::Record::game_name(&s.record),
        "acis",
        "the game started from ACIS's row is ACIS's"
    );
}

/// ACIS's 2-player setup lets the first player choose Egypt or Troy (ACIS RB Basic 2-Player Setup
/// H, D17 step 6): the New Game page offers the choice for ACIS's basic-2 only (no other ACIS
/// setup, no ACME setup), the game started from it has the chosen civilization first in Turn
/// Order, and the command line that hands it to another window (`--first`) starts the same game.
#[cfg(feature = "gui")]
#[test]
fn d17_the_page_offers_the_first_players_choice_of_egypt_or_troy_for_acis_basic_2_only() {
    use acme::app::games::OFFERED;
    use acme::game_id::GameId;
    use clap::Parser;
    for o in OFFERED {
        for e in (o.setups)() {
            let offered = o.game == GameId::Acis && e.civs.len() == 2;
            assert_eq!(
                !e.first_choices.is_empty(),
                offered,
                "{} {}: first player's choice",
                o.name,
                e.title
            );
        }
    }
    let acis = (OFFERED[1].setups)();
    assert_eq!(acis[0].first_choices, ["Egypt", "Troy"]);
    let cat = (OFFERED[1].catalog)();
    for choice in ["Egypt", "Troy"] {
        let mut f = NewGameForm::new(acis.clone(), 5, &cat);
        f.select(0, &cat);
        assert_eq!(f.first_civ, None, "as drawn until the player chooses");
        f.first_civ = Some(choice.to_string());
        let new = f.new_game(&cat).unwrap();
        assert_eq!(new.options.first_civ.as_deref(), Some(choice));
        let s =
            acme::play::Session::<acme::games::acme::Game<acme::games::acis::rules::Acis>>::start(
                cat.clone(),
                &new,
            )
            .unwrap();
        let st = &s.game.state;
        assert_eq!(cat.civ(st.civs[st.order[0].idx()].civ).name, choice);
        // The command line another window is started with asks for the same game.
        let args = acme::handover::new_game_args(GameId::Acis, &f);
        assert!(
            args.windows(2).any(|w| w == ["--first", choice]),
            "{args:?}"
        );
        let cli =
            acme::cli::Cli::try_parse_from(std::iter::once("acme".to_string()).chain(args.clone()))
                .expect("the command line parses");
        let Some(acme::cli::Command::Play { play, .. }) = cli.command else {
            panic!("{args:?} is not `acme play`");
        };
        let from_cli = acme::cli::show::new_game(&play).unwrap().unwrap();
        assert_eq!(from_cli.options, new.options);
    }
    // Picking another setup forgets the choice; a choice the setup does not offer is not kept.
    let mut f = NewGameForm::new(acis, 5, &cat);
    f.first_civ = Some("Egypt".into());
    f.select(1, &cat);
    assert_eq!(f.first_civ, None);
    f.first_civ = Some("Egypt".into());
    assert_eq!(f.new_game(&cat).unwrap().options.first_civ, None);
}

/// The words the table writes for ACME's own things come from its face: a summary's and a
/// banner's "mina" and "VP", a competition's "Commitment" before its first round and "Round n"
/// after (RB Competition), so a second game names its own money and rounds.
#[cfg(feature = "gui")]
#[test]
fn acmes_face_says_its_money_score_and_competition_rounds() {
    use acme::app::game_face::GameFace;
    type Face = acme::app::games::Face;
    assert_eq!((Face::MONEY, Face::SCORE), ("mina", "VP"));
    assert_eq!(Face::round_heading(0), "Commitment");
    assert_eq!(Face::round_heading(2), "Round 2");
}

/// The competition banner says what was looted in the game's own money (ACIS D2: talents, never
/// mina; RB Mina for ACME), one and many: the banner's words come from the table's face.
#[cfg(feature = "gui")]
#[test]
fn d2_the_competition_banner_says_talents_in_acis_and_mina_in_acme() {
    use acme::app::game_face::{ContestResult, GameFace};
    use acme::app::games::acis::AcisFace;
    use acme::app::games::acme::face::AcmeFace;
    use acme::games::acme::session::anim::CompetitionResult;
    fn banner<F: GameFace>(
        r: &CompetitionResult,
        cat: &Catalog,
        st: &acme::games::acme::state::State,
    ) -> String {
        let (title, lines) = r.words(cat, st, F::money_change);
        format!("{title}\n{}", lines.join("\n"))
    }
    let acis_cat = acme::games::acis::system::builtin();
    let acis_st = acme::games::acis::setup::basic_state(
        &acme::games::acis::data::builtin(),
        &acis_cat,
        3,
        &[false; 3],
        Default::default(),
        1,
    )
    .unwrap();
    let result = |cat: &Catalog| CompetitionResult {
        area: cat.board.ids().next().unwrap(),
        holder: None,
        lost: Vec::new(),
        paid: Vec::new(),
        sacked_by: None,
        mina: vec![(Slot(0), 1), (Slot(1), -2)],
        vp: Vec::new(),
        notes: Vec::new(),
    };
    let acis = banner::<AcisFace>(&result(&acis_cat), &acis_cat, &acis_st);
    assert!(
        acis.contains("+1 talent\n") && acis.ends_with("-2 talents"),
        "{acis}"
    );
    assert!(!acis.contains("mina"), "{acis}");
    let acme_cat = acme::games::acme::data::builtin();
    let acme_st = super::session::session(3, 1, 1).game.state;
    let acme = banner::<AcmeFace>(&result(&acme_cat), &acme_cat, &acme_st);
    assert!(
        acme.contains("+1 mina\n") && acme.ends_with("-2 mina"),
        "{acme}"
    );
}
