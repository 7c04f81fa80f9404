//! ACIS's ruleset on ACME's phases: the map-level deltas of the ACIS rulebook (the ACIS rules
//! digest's D5, D7, D18, D21, D39; readings A1-A6 of docs/acis-readings.md), each checked under
//! `Acis` and shown to be a rule ACME's ruleset and the base game do not play.

use acme::games::acis;
use acme::games::acis::rules::Acis;
use acme::games::acme::catalog::{AreaId, AreaSet, Catalog, Terrain, bit, iter_set};
use acme::games::acme::probe::growth;
use acme::games::acme::probe::reckoning::dominates;
use acme::games::acme::state::{Faction, Slot, State};
use acme::games::acme::{Acme, BaseGame, Flow, G, Q, Ruleset, Stacking};

use super::acis_system::basic_state;

fn cat() -> std::sync::Arc<Catalog> {
    acis::system::builtin()
}

/// The 4-player basic game's board (the full map, both deep seas in play) with every disk taken
/// off, in Epoch `epoch`.
fn empty_board(epoch: u8) -> State {
    let mut st = basic_state(4, 1);
    for a in 0..st.areas.len() {
        for f in 0..st.areas[a].disks.len() {
            let n = st.areas[a].disks[f];
            st.areas.remove(AreaId(a as u8), Faction(f as u8), n);
        }
    }
    st.epoch = epoch;
    st.deploy_restart = false;
    st
}

fn put(st: &mut State, f: Faction, a: AreaId, n: u8) {
    st.areas.add(a, f, n);
}

fn playable(cat: &Catalog, st: &State) -> AreaSet {
    cat.board.configs[st.config].playable
}

/// A deep sea in play, and the land and shallow sea areas next to it.
fn deep_sea(cat: &Catalog, st: &State) -> (AreaId, Vec<AreaId>, Vec<AreaId>) {
    let play = playable(cat, st);
    let deep = iter_set(cat.board.deep_seas & play)
        .next()
        .expect("a deep sea on the full map");
    let next: Vec<AreaId> = iter_set(cat.board.adj[deep.0 as usize] & play).collect();
    let lands = next
        .iter()
        .copied()
        .filter(|&a| cat.board.area(a).is_land());
    let shallow = next
        .iter()
        .copied()
        .filter(|&a| cat.board.area(a).is_sea() && !cat.board.area(a).is_deep_sea());
    (deep, lands.collect(), shallow.collect())
}

/// [`empty_board`] in Epoch `epoch`, with a deep sea in play and its land and shallow-sea
/// neighbours ([`deep_sea`]).
fn around_deep_sea(
    epoch: u8,
) -> (
    std::sync::Arc<Catalog>,
    State,
    AreaId,
    Vec<AreaId>,
    Vec<AreaId>,
) {
    let cat = cat();
    let st = empty_board(epoch);
    let (deep, lands, shallow) = deep_sea(&cat, &st);
    (cat, st, deep, lands, shallow)
}

fn limits<R: Ruleset>(cat: &Catalog, st: &State, f: Faction, a: AreaId) -> [u8; 3] {
    let q = Q::<R>::under(cat, st);
    [
        q.limit(f, a, Stacking::GrowthAndCard),
        q.limit(f, a, Stacking::Competition),
        q.limit(f, a, Stacking::Reckoning),
    ]
}

const CIV: Faction = Faction(0);
const OTHER: Faction = Faction(1);

/// RB Stacking (D18), per Faction, Growth & Card / Competition / Reckoning: land 4, none, 3;
/// shallow sea 2, none, 2; deep sea 1, 1, 1 (from Epoch IV for a civilization). ACME's table has
/// no deep sea: it would allow 2 there and no limit in the Competition Phase.
#[test]
fn rb_stacking_land_four_shallow_two_deep_one() {
    let (cat, st, deep, lands, shallow) = around_deep_sea(4);
    let (land, sea) = (lands[0], shallow[0]);
    assert_eq!(limits::<Acis>(&cat, &st, CIV, land), [4, u8::MAX, 3]);
    assert_eq!(limits::<Acis>(&cat, &st, CIV, sea), [2, u8::MAX, 2]);
    assert_eq!(limits::<Acis>(&cat, &st, CIV, deep), [1, 1, 1]);
    assert_eq!(
        limits::<Acis>(&cat, &st, Faction::BARBARIANS, deep),
        [1, 1, 1]
    );
    // Under ACME's table a deep sea is a sea like any other.
    assert_eq!(limits::<Acme>(&cat, &st, CIV, deep), [2, u8::MAX, 2]);
    assert_eq!(limits::<BaseGame>(&cat, &st, CIV, deep), [2, u8::MAX, 2]);
}

/// RB The Board, Deep Seas (D7a, A5): before Epoch IV no civilization may have a disk in a deep
/// sea: the Deployment Step does not offer it even next to an area the civilization Controls;
/// the Barbarians (not a civilization) may have 1 there. From Epoch IV it is offered.
#[test]
fn rb_board_deep_sea_bars_civilizations_before_epoch_iv() {
    let cat = cat();
    for epoch in 1..=4 {
        let mut st = empty_board(epoch);
        let (deep, lands, _) = deep_sea(&cat, &st);
        put(&mut st, CIV, lands[0], 2);
        let open = epoch >= 4;
        let g = G::<Acis>::under(&cat, &mut st, false);
        assert_eq!(
            growth::deploy_check(&g, Slot(0), deep).is_ok(),
            open,
            "Epoch {epoch}"
        );
        assert_eq!(g.q().full_set(CIV) & bit(deep) == 0, open);
        assert_eq!(g.q().growth_limit(Faction::BARBARIANS, deep), 1);
        if !open {
            let why = growth::deploy_check(&g, Slot(0), deep).unwrap_err();
            assert!(why.contains(cat.board.name(deep)), "{why}");
            assert!(
                why.contains("Deep Seas") && why.contains("Epoch IV"),
                "{why}"
            );
        }
        // ACME's ruleset knows no bar.
        let g = G::<Acme>::under(&cat, &mut st, false);
        assert!(growth::deploy_check(&g, Slot(0), deep).is_ok());
    }
}

/// Phoenicia's and Minos's Deep-Sea Mariners (content-acis 5, inferred; readings A5): their
/// displays beat the deep-sea bar (RB Civilization Displays, D14). In Epochs I to III the
/// Deployment Step offers them a deep sea next to an area they Control, and their stacking limit
/// there is 1 in every phase (the cap still holds: a second disk is refused); a civilization
/// without the ability (Gaul, Egypt) is refused there with the deep-sea rule's reason.
#[test]
fn acis_ability_deep_sea_mariners_phoenicia_and_minos_enter_deep_seas_before_epoch_iv() {
    for epoch in 1..=3 {
        let (cat, st, deep, lands, _) = around_deep_sea(epoch);
        for (name, open) in [
            ("Phoenicia", true),
            ("Minos", true),
            ("Gaul", false),
            ("Egypt", false),
        ] {
            let mut st = st.clone();
            super::acis_abilities::give_display(&cat, &mut st, Slot(0), name);
            put(&mut st, CIV, lands[0], 2);
            let limit = u8::from(open);
            assert_eq!(
                limits::<Acis>(&cat, &st, CIV, deep),
                [limit; 3],
                "{name}, Epoch {epoch}"
            );
            let g = G::<Acis>::under(&cat, &mut st, false);
            let check = growth::deploy_check(&g, Slot(0), deep);
            assert_eq!(check.is_ok(), open, "{name}, Epoch {epoch}: {check:?}");
            if !open {
                assert!(check.unwrap_err().contains("Deep Seas"), "{name}");
                continue;
            }
            put(&mut st, CIV, deep, 1);
            let g = G::<Acis>::under(&cat, &mut st, false);
            assert!(
                growth::deploy_check(&g, Slot(0), deep).is_err(),
                "{name}: 1 disk per deep sea"
            );
        }
    }
}

/// RB Deep Seas, 1 disk per Faction, and Control (A6): in Epoch IV a lone disk in a deep sea
/// Controls it (its neighbours may be deployed into), but a second disk of the same Faction is
/// refused there; two Factions with 1 disk each share it and it is not Contested. ACME would take
/// the second disk.
#[test]
fn rb_deployment_step_lone_disk_controls_a_deep_sea() {
    let (cat, mut st, deep, lands, shallow) = around_deep_sea(4);
    put(&mut st, CIV, deep, 1);
    let g = G::<Acis>::under(&cat, &mut st, false);
    assert!(g.q().controls(CIV, deep));
    assert!(growth::deploy_check(&g, Slot(0), deep).is_err());
    assert!(growth::deploy_check(&g, Slot(0), lands[0]).is_ok());
    assert!(growth::deploy_check(&g, Slot(0), shallow[0]).is_ok());
    let g = G::<Acme>::under(&cat, &mut st, false);
    assert!(growth::deploy_check(&g, Slot(0), deep).is_ok());
    put(&mut st, OTHER, deep, 1);
    assert!(!Q::<Acis>::under(&cat, &st).contested(deep));
}

/// RB Stacking During the Competition Phase (D7c, D18): "Deep sea areas are still limited to 1
/// disk each", so there is no room for a second disk of a Faction in a deep sea in that phase,
/// and no competition is ever held there ("So there will never be competition in deep sea
/// areas"); land and shallow seas have no limit. ACME's table has no limit there.
#[test]
fn rb_stacking_competition_phase_deep_sea_still_one_disk() {
    let (cat, mut st, deep, lands, _) = around_deep_sea(4);
    put(&mut st, CIV, deep, 1);
    put(&mut st, CIV, lands[0], 6);
    st.flow = Flow::CompStart;
    let acis = Q::<Acis>::under(&cat, &st);
    assert_eq!(
        (acis.room(CIV, deep), acis.room(CIV, lands[0])),
        (0, u8::MAX - 6)
    );
    assert!(Q::<Acme>::under(&cat, &st).room(CIV, deep) > 0);
}

/// What the first civilization's Acquisition Step counts under `R`.
fn acquisition<R: Ruleset>(cat: &Catalog, st: &mut State) -> growth::Acquisition {
    growth::count_acquisition(&G::<R>::under(cat, st, false), Slot(0))
}

/// RB Acquisition Step (D21): +1 per land area holding a Settlement (every ACIS land area is
/// Plain, D5: Camps and Cities give nothing), +1 per 2 shallow seas occupied, and deep seas do not
/// count ("Do not count deep seas"). ACME's ruleset counts the deep sea as a sea.
#[test]
fn rb_acquisition_step_sea_presence_counts_shallow_seas_only() {
    let (cat, mut st, deep, lands, shallow) = around_deep_sea(4);
    // A deep and a shallow sea; a Settlement, a Camp and a City on land.
    for (a, n) in [
        (deep, 1),
        (shallow[0], 1),
        (lands[0], 2),
        (lands[1], 1),
        (lands[2], 3),
    ] {
        put(&mut st, CIV, a, n);
    }
    let acq = acquisition::<Acis>(&cat, &mut st);
    assert_eq!((acq.sea, acq.plain), (0, 1), "{acq:?}");
    assert_eq!(acq.mountain + acq.fertile, 0);
    assert_eq!(acquisition::<Acme>(&cat, &mut st).sea, 1);
    // A second shallow sea makes a pair.
    put(&mut st, CIV, shallow[1], 1);
    assert_eq!(acquisition::<Acis>(&cat, &mut st).sea, 1);
}

/// RB The Board (D5): every ACIS land area is Plain (no Fertile, Mountain or Desert), read from
/// the map, so the base game's Plain rule is ACIS's Settlement rule.
#[test]
fn rb_the_board_every_land_area_is_plain() {
    let cat = cat();
    for a in cat.board.ids().map(|a| cat.board.area(a)) {
        let want = if a.is_land() {
            Terrain::Plain
        } else {
            Terrain::Sea
        };
        assert_eq!(a.terrain, want, "{}", a.name);
    }
    assert!(cat.board.rivers.is_empty());
}

/// RB Acquisition Step, Commerce (A4): the bases are the land and shallow sea areas you occupy;
/// a disk of yours in a deep sea is no base, so a civilization next to that deep sea only is no
/// partner. A partner's disk in a deep sea next to a base counts. ACME's ruleset takes the deep
/// sea as a base.
#[test]
fn rb_acquisition_step_commerce_base_is_land_or_shallow_sea() {
    let (cat, mut st, deep, lands, shallow) = around_deep_sea(4);
    // Our only disk is in the deep sea; the other civilization is next to it, and away from
    // everything else of ours.
    put(&mut st, CIV, deep, 1);
    put(&mut st, OTHER, lands[0], 1);
    assert_eq!(acquisition::<Acis>(&cat, &mut st).commerce, 0);
    assert_eq!(acquisition::<Acme>(&cat, &mut st).commerce, 1);
    // Now we have a base next to the deep sea, and the partner's disk in the deep sea counts.
    st.areas.remove(lands[0], OTHER, 1);
    st.areas.remove(deep, CIV, 1);
    put(&mut st, CIV, shallow[0], 1);
    put(&mut st, OTHER, deep, 1);
    assert_eq!(acquisition::<Acis>(&cat, &mut st).commerce, 1);
}

/// RB Sea Domination Step (D39, A1, A2): only shallow seas are Dominated: a civilization that
/// occupies a shallow sea and Controls every adjacent land area Dominates it, opposing disks in
/// the sea notwithstanding; the same in a deep sea is no Domination under ACIS (ACME's ruleset
/// would call it one).
#[test]
fn rb_sea_domination_step_shallow_seas_only() {
    let (cat, mut st, deep, _, shallow) = around_deep_sea(4);
    let play = playable(&cat, &st);
    let land_around = |a: AreaId| {
        iter_set(cat.board.adj[a.0 as usize] & play & cat.board.land).collect::<Vec<_>>()
    };
    put(&mut st, CIV, deep, 1);
    for a in land_around(deep) {
        put(&mut st, CIV, a, 1);
    }
    assert!(!dominates(
        &G::<Acis>::under(&cat, &mut st, false),
        Slot(0),
        deep
    ));
    assert!(dominates(
        &G::<Acme>::under(&cat, &mut st, false),
        Slot(0),
        deep
    ));
    // A shallow sea, with an opposing disk in it (A1: occupying suffices).
    let sea = shallow[0];
    assert!(!land_around(sea).is_empty(), "A2: it has a land neighbour");
    put(&mut st, CIV, sea, 1);
    put(&mut st, OTHER, sea, 1);
    for a in land_around(sea) {
        if st.areas[a.0 as usize].disks[CIV.idx()] == 0 {
            put(&mut st, CIV, a, 1);
        }
    }
    assert!(dominates(
        &G::<Acis>::under(&cat, &mut st, false),
        Slot(0),
        sea
    ));
}

// ---- A Growth Phase played under `Game<Acis>`, and the Card Phase after it ----

use acme::games::acme::invariants;
use acme::games::acme::{Action, Ask, Event, Game, Phase};

/// The basic ACIS game for `players` under the ruleset `R`, at its first question.
fn basic_game<R: Ruleset>(players: u8, seed: u64) -> Game<R> {
    Game::<R>::under(cat(), basic_state(players, seed)).0
}

/// A legal answer that tries the map rules: nothing retired or resettled, and every disk the
/// Deployment Step offers placed, into a sea when one is offered (where the limits are lowest).
fn answer(cat: &Catalog, options: &[Action], ask: &Ask) -> Action {
    match ask {
        Ask::Retire | Ask::Resettle => Action::Done,
        Ask::Deploy { .. } => {
            let sea = options
                .iter()
                .find(|o| matches!(o, Action::Area(a) if cat.board.area(*a).is_sea()));
            *sea.unwrap_or(&options[0])
        }
        _ => options[0],
    }
}

/// `game` answered with [`answer`] until its Growth Phase is over (`check` sees every state after
/// an answer); the events of its last answer, and the state at its last Growth question.
fn finish_growth<R: Ruleset>(
    game: &mut Game<R>,
    mut check: impl FnMut(&Game<R>, &acme::games::acme::Decision),
) -> (Vec<Event>, State) {
    let cat = game.catalog.clone();
    for _ in 0..1000 {
        let d = game.pending().expect("a question").clone();
        check(game, &d);
        let before = game.state.clone();
        let events = game.apply(answer(&cat, &d.options, &d.ask)).expect("legal");
        if game.state.flow.phase() != Phase::Growth {
            return (events, before);
        }
    }
    panic!("the Growth Phase does not end");
}

/// The state at a pending question, as it was before the step that asks it (a game made from it
/// runs that step again, under any ruleset).
fn step_start(st: &State) -> State {
    let mut s = (*st.proc.as_ref().expect("a question").snapshot).clone();
    s.proc = None;
    s
}

fn card_phase_started(events: &[Event]) -> bool {
    events.iter().any(|e| {
        matches!(
            e,
            Event::PhaseStarted {
                phase: Phase::Card,
                ..
            }
        )
    })
}

/// RB Growth Phase under ACIS (D18, D7, D19-D23): a basic 3-player ACIS game, played by
/// `Game<Acis>` with legal answers, goes through every civilization's Growth Phase into the Card
/// Phase; after every answer the invariants hold under ACIS's rules (no civilization above ACIS's
/// limits, so none in a deep sea).
/// Along the way some Deployment question would have offered a deep sea under ACME's ruleset
/// (the bar is ACIS's own), and disks were placed in shallow seas up to their limit of 2.
#[test]
fn rb_growth_phase_basic_three_players_under_acis_reaches_the_card_phase() {
    let cat = cat();
    let mut game = basic_game::<Acis>(3, 5);
    let play = playable(&cat, &game.state);
    let deep = cat.board.deep_seas & play;
    assert_ne!(deep, 0, "the 3-player board has a deep sea");
    let (mut deployed, mut acme_would_enter_deep) = (0, false);
    let (events, _) = finish_growth(&mut game, |game, d| {
        invariants::check_under::<Acis>(&cat, &game.state).unwrap();
        if let Ask::Deploy { .. } = d.ask {
            deployed += 1;
            assert!(
                d.options
                    .iter()
                    .all(|o| !matches!(o, Action::Area(a) if deep & bit(*a) != 0)),
                "a deep sea offered in Epoch I"
            );
            let mut copy = game.state.clone();
            let g = G::<Acme>::under(&cat, &mut copy, false);
            acme_would_enter_deep |=
                iter_set(deep).any(|a| growth::deploy_check(&g, d.who, a).is_ok());
        }
    });
    invariants::check_under::<Acis>(&cat, &game.state).unwrap();
    assert!(card_phase_started(&events), "the Card Phase is reached");
    assert!(deployed > 0);
    assert!(
        acme_would_enter_deep,
        "the deep-sea bar was put to the test"
    );
    let shallow = iter_set(Acis::counted_seas(&cat) & play);
    let full_shallow = shallow
        .filter(|&a| {
            game.state
                .slots()
                .any(|s| game.state.areas[a.0 as usize].disks[s.idx()] == 2)
        })
        .count();
    assert!(full_shallow > 0, "some shallow sea holds a full stack of 2");
}

/// The Card Phase of an ACIS game reaches none of ACME's card effects but through ACIS's own card
/// table (ACME's effects are found by card id, and ACIS's Fate cards share ids with ACME's): under
/// `Acis` a civilization is offered a card only when ACIS's table plays it (`acis::cards`), beside
/// the Wonders to build (D24) and Pass; no Deity may be founded. Most ids are in both tables now,
/// so what tells the two apart is each card's own playability: the same hands at the same
/// position under ACME's ruleset are offered other cards (ACME's Drought needs a Fertile area,
/// its Volcano a Mountain, its Earthquake a City; ACIS's cards of those ids do not), in at least
/// one of the games.
#[test]
fn rb_card_phase_an_acis_game_reaches_no_acme_card_effect() {
    let cat = cat();
    let mut differ = 0;
    let in_table =
        |c: &acme::games::acme::catalog::CardId| acis::cards::card_phase::<Acis>(*c).is_some();
    let plays = |d: &acme::games::acme::Decision| -> Vec<Action> {
        d.options
            .iter()
            .copied()
            .filter(|o| matches!(o, Action::Play(_)))
            .collect()
    };
    for seed in 0..8 {
        let mut game = basic_game::<Acis>(3, seed);
        let (events, last) = finish_growth(&mut game, |_, _| {});
        assert!(card_phase_started(&events));
        assert!(!events.iter().any(|e| matches!(e, Event::CardPlayed { .. })));
        let first = plays(game.pending().expect("a question"));
        while let Some(d) = game.pending().filter(|d| d.ask == Ask::CardAction) {
            assert!(
                d.options.iter().all(|o| match o {
                    Action::Play(c) => in_table(c),
                    o => matches!(o, Action::Option(_) | Action::Pass),
                }),
                "seed {seed}: {:?}",
                d.options
            );
            game.apply(Action::Pass).unwrap();
        }
        assert_eq!(game.state.flow.phase(), Phase::Competition, "seed {seed}");
        // The same Growth step's end under ACME's ruleset.
        let mut acme = Game::<Acme>::under(cat.clone(), step_start(&last)).0;
        finish_growth(&mut acme, |_, _| {});
        let d = acme.pending().expect("a question");
        assert_eq!(d.ask, Ask::CardAction, "seed {seed}");
        differ += usize::from(plays(d) != first);
    }
    assert!(
        differ > 0,
        "ACME's effects would have offered the same cards: ACIS's table is ACME's"
    );
}

/// RB Civilization Displays (D16): ACIS's displays' abilities are their own. Egypt's Gift of the
/// Nile is named as ACME's Egypt ability (1 mina at the start of Egypt's Growth Phase), which an
/// ACIS Egypt does not gain; under ACME's ruleset the same display would.
#[test]
fn rb_civilization_displays_acis_egypt_runs_no_acme_ability() {
    let cat = cat();
    let egypt = cat.civ_by_name("Egypt").expect("Egypt");
    let players = (2..=6)
        .find(|&n| basic_state(n, 1).civs.iter().any(|c| c.civ == egypt))
        .expect("a basic setup with Egypt");
    let treasury = |st: &State| {
        let s = st.slots().find(|&s| st.civ(s).civ == egypt).unwrap();
        st.civ(s).treasury
    };
    let mut acis = basic_game::<Acis>(players, 1);
    finish_growth(&mut acis, |_, _| {});
    let mut acme = basic_game::<Acme>(players, 1);
    finish_growth(&mut acme, |_, _| {});
    assert_eq!(treasury(&acis.state), 0);
    assert_eq!(treasury(&acme.state), 1);
}

/// RB Stacking (D18) in the invariants checked after every action: a second disk of a Faction in
/// a deep sea in the Growth Phase breaks ACIS's limit; ACME's limits would let it stand.
#[test]
fn rb_stacking_invariants_check_the_deep_sea_limit() {
    let cat = cat();
    let mut game = basic_game::<Acis>(4, 1);
    game.state.epoch = 4;
    let (deep, _, _) = deep_sea(&cat, &game.state);
    put(&mut game.state, CIV, deep, 2);
    let over = |errs: Result<(), Vec<String>>| {
        errs.err()
            .unwrap_or_default()
            .iter()
            .any(|e| e.contains(cat.board.name(deep)) && e.contains("limit"))
    };
    assert!(game.state.flow.phase() == Phase::Growth);
    assert!(over(invariants::check_under::<Acis>(&cat, &game.state)));
    assert!(!over(invariants::check_under::<Acme>(&cat, &game.state)));
}

// ---- The Sea Domination Step played under `Game<Acis>` (readings A1, A2) ----

/// [`empty_board`] at the Sea Domination Step, with no hand and no talent anywhere (a loss is
/// taken, not paid), and a shallow sea in play with its land neighbours.
fn sea_domination_board() -> (std::sync::Arc<Catalog>, State, AreaId, Vec<AreaId>) {
    let (cat, mut st, _, _, shallow) = around_deep_sea(4);
    st.flow = Flow::Reckoning {
        step: acme::games::acme::ReckStep::SeaDomination,
    };
    for c in &mut st.civs {
        st.deck.discard.append(&mut c.hand);
        st.white_supply += c.treasury;
        c.treasury = 0;
    }
    let sea = shallow[0];
    let lands: Vec<AreaId> =
        iter_set(cat.board.adj[sea.0 as usize] & playable(&cat, &st) & cat.board.land).collect();
    (cat, st, sea, lands)
}

fn disks(st: &State, f: Faction, a: AreaId) -> u8 {
    st.areas[a.0 as usize].disks[f.idx()]
}

/// RB Reckoning Phase, Sea Domination Step (readings A1): a civilization that occupies a shallow
/// sea ("occupies the sea area") and Controls every adjacent land area Dominates it although an
/// opposing disk shares the sea, and removes every opposing disk there, the Barbarians' too. Without
/// Control of one of those land areas it removes nothing.
#[test]
fn rb_sea_domination_step_occupying_the_sea_suffices() {
    let (cat, mut st, sea, lands) = sea_domination_board();
    assert!(!lands.is_empty());
    put(&mut st, CIV, sea, 1);
    put(&mut st, OTHER, sea, 1);
    put(&mut st, Faction::BARBARIANS, sea, 1);
    for &a in &lands {
        put(&mut st, CIV, a, 1);
    }
    let (game, _) = Game::<Acis>::under(cat.clone(), st.clone());
    assert_eq!(disks(&game.state, CIV, sea), 1, "the Dominating disk stays");
    assert_eq!(disks(&game.state, OTHER, sea), 0, "the opposing disk goes");
    assert_eq!(disks(&game.state, Faction::BARBARIANS, sea), 0);
    // An opposing disk in one of the land areas: no Control there, no Domination.
    put(&mut st, OTHER, lands[0], 1);
    let (game, _) = Game::<Acis>::under(cat, st);
    assert_eq!(disks(&game.state, OTHER, sea), 1, "not Dominated");
}

/// RB Sea Domination Step (readings A2, designed): a shallow sea with no playable land area next
/// to it is never Dominated, although "every adjacent land area" of none is vacuously
/// Controlled. Shown on the map with the sea's land neighbours taken out of play (no sea of the
/// ACIS map is so placed; the rule guards a later map).
#[test]
fn rb_sea_domination_step_needs_an_adjacent_land_area() {
    let (cat, mut st, sea, lands) = sea_domination_board();
    put(&mut st, CIV, sea, 1);
    put(&mut st, OTHER, sea, 1);
    let mut no_ports = (*cat).clone();
    for &a in &lands {
        no_ports.board.configs[st.config].playable &= !bit(a);
    }
    let no_ports = std::sync::Arc::new(no_ports);
    assert!(!dominates(
        &G::<Acis>::under(&no_ports, &mut st.clone(), false),
        Slot(0),
        sea
    ));
    let (game, _) = Game::<Acis>::under(no_ports, st.clone());
    assert_eq!(disks(&game.state, OTHER, sea), 1, "nothing removed");
    // The same sea with one land neighbour in play, Controlled: Dominated.
    let mut one_port = (*cat).clone();
    for &a in &lands[1..] {
        one_port.board.configs[st.config].playable &= !bit(a);
    }
    put(&mut st, CIV, lands[0], 1);
    let (game, _) = Game::<Acis>::under(std::sync::Arc::new(one_port), st);
    assert_eq!(disks(&game.state, OTHER, sea), 0, "Dominated");
}

/// The areas a Deployment question offers.
fn offered(d: &acme::games::acme::Decision) -> AreaSet {
    d.options.iter().fold(0, |m, o| match o {
        Action::Area(a) => m | bit(*a),
        _ => m,
    })
}

/// RB Growth Phase, Deployment Step (readings A16): "In or adjacent to your home area regardless
/// of your Control or presence there, but only if you have exactly zero disks on the map" is
/// counted once, at the start of the step: a civilization with no disk on the map places its
/// first disk next to its home, and its next disk may still go into another area next to its
/// home that touches neither that disk nor any area it Controls (counted at each placement, the
/// option would end with the first disk).
#[test]
fn rb_deployment_step_zero_disks_counted_at_step_start() {
    let cat = cat();
    let mut st = empty_board(1);
    let s = st.order[0];
    st.civ_mut(s).growth = 4;
    st.flow = Flow::Growth {
        pos: 0,
        step: acme::games::acme::GrowthStep::DeployStart,
    };
    let play = playable(&cat, &st);
    let home = st.civ(s).homeland.expect("a home");
    let around: Vec<AreaId> =
        iter_set(cat.board.adj[home.0 as usize] & play & cat.board.land).collect();
    let (first, other) = around
        .iter()
        .flat_map(|&n| around.iter().map(move |&m| (n, m)))
        .find(|&(n, m)| n != m && cat.board.adj[n.0 as usize] & bit(m) == 0)
        .expect("two land areas next to the home, not next to each other");
    let (mut game, _) = Game::<Acis>::under(cat.clone(), st);
    let d = game.pending().expect("the Deployment question").clone();
    assert!(matches!(d.ask, Ask::Deploy { .. }), "{d:?}");
    let at_start = offered(&d);
    assert_ne!(at_start & bit(home), 0, "its home");
    assert_ne!(at_start & bit(first), 0);
    game.apply(Action::Area(first)).expect("legal");
    let d = game.pending().expect("the next placement").clone();
    assert!(matches!(d.ask, Ask::Deploy { .. }), "{d:?}");
    assert_ne!(
        offered(&d) & bit(other),
        0,
        "still next to its home after the first disk landed"
    );
}
