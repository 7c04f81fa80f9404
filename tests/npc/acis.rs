//! ACIS's Non-Player Civilizations (acis-spec D50, G7; content-acis-v1 section 7): ACME's brain
//! under ACIS's ruleset (`Game<Acis>`), with ACIS's deltas (`acis::npc`). Every delta is
//! designed (content-acis section 7); each test is named after its rule.

use std::sync::Arc;

use acme::games::acis::npc::answer;
use acme::games::acis::rules::{Acis, DEEP_SEAS_OPEN_FROM_EPOCH, deep_seas_open};
use acme::games::acme::catalog::{AreaId, CardId, Catalog, bit, iter_set};
use acme::games::acme::decision::{Action, Ask, Decision, Effect, TargetKind, TargetRole, Whose};
use acme::games::acme::npc::TieBreak;
use acme::games::acme::state::{Slot, State};
use acme::games::acme::{Game, WholeGame, invariants};
use acme::sim::{self, SimSetup};

fn cat() -> Arc<Catalog> {
    acme::games::acis::system::builtin()
}

/// A basic ACIS game for `players` with every civilization an NPC, advanced to its first question.
fn npc_game(players: u8, last_epoch: u8, seed: u64) -> Game<Acis> {
    let setup = SimSetup::basic(players, last_epoch, TieBreak::UseHead);
    Acis::start(cat(), &(setup.setup, setup.options), seed)
        .expect("an ACIS basic setup with NPCs starts")
        .0
}

/// Slot 0's state at the start of an all-NPC basic game (its home, its 12 disks on the map).
fn first_npc_state(players: u8) -> State {
    npc_game(players, 4, 1).state
}

/// What one all-NPC ACIS game played question by question through `Game::npc_choice` showed.
#[derive(Default)]
struct Watched {
    answers: usize,
    wonders_built: usize,
    deep_sea_disk_before_epoch_iv: bool,
}

/// Plays `game` to its end with every answer the brain's (`Game<Acis>::npc_choice`), checking
/// at every answer that it is offered and names its rule, and ACIS's invariants after it.
fn play_watched(mut game: Game<Acis>) -> (Game<Acis>, Watched) {
    let cat = game.catalog.clone();
    let mut w = Watched::default();
    while let Some(d) = game.pending() {
        let c = game.npc_choice(d);
        assert!(d.options.contains(&c.action), "{:?} not offered", c.action);
        assert!(!c.rule.is_empty(), "every choice names its rule");
        game.apply(c.action).expect("a legal answer");
        w.answers += 1;
        if let Err(errs) = invariants::check_under::<Acis>(&cat, &game.state) {
            panic!("after {} answers: {errs:?}", w.answers);
        }
        let st = &game.state;
        if st.epoch < DEEP_SEAS_OPEN_FROM_EPOCH {
            // Deep-Sea Mariners (Phoenicia, Minos; readings A5) opens them early: a civilization
            // that took one of those two displays by the Aeneas Rule (N1.8) may be there.
            let civ_at_deep = iter_set(cat.board.deep_seas).any(|a| {
                st.slots().any(|s| {
                    st.area(a).count(s.faction()) > 0 && !deep_seas_open(&cat, st, s.faction())
                })
            });
            w.deep_sea_disk_before_epoch_iv |= civ_at_deep;
        }
        assert!(
            st.areas.iter().all(|a| a.stronghold.is_none()),
            "no Stronghold"
        );
        assert!(st.civs.iter().all(|c| c.deity.is_none()), "no Deity");
        assert!(w.answers < sim::MAX_ACTIONS, "the game does not end");
    }
    w.wonders_built = game.state.monuments.len();
    (game, w)
}

#[test]
fn d50_simulate_acis_every_basic_setup_plays_to_its_end_and_replays_to_its_hash() {
    use acme::load::{Replayed, replay_any_text};
    for players in 2..=6u8 {
        let setup = SimSetup::basic(players, 4, TieBreak::UseHead);
        let seed = 100 + players as u64;
        let done = sim::play_under::<Acis>(cat(), &setup, seed)
            .map_err(|e| e.message)
            .expect("the all-NPC game plays");
        assert!(done.game.is_over(), "{players} players: the game is over");
        assert!(
            done.game.state.winner.is_some(),
            "{players} players: winners"
        );
        assert!(done.turns > 0);
        let again = sim::play_under::<Acis>(cat(), &setup, seed).ok().unwrap();
        assert_eq!(again.game.hash(), done.game.hash(), "same seed, same game");
        let text = acme::games::acme::record::to_ron(&done.record);
        assert!(text.contains("game: \"acis\""));
        let Ok(Replayed::Acis(_, replayed)) = replay_any_text("acis.record.ron", &text) else {
            panic!("{players} players: the record does not replay as ACIS's");
        };
        assert_eq!(Some(replayed.hash()), done.record.final_hash);
        assert_eq!(replayed.hash(), done.game.hash());
    }
}

/// RB The Board, Deep Seas (D7a, AG17) and N1.9.E (ACIS): an NPC never has a disk in a deep sea
/// before Epoch IV unless its display has Deep-Sea Mariners (readings A5) (the phases offer none, and the brain answers with offered options only); and
/// every answer is legal, names its rule, and keeps ACIS's invariants (no Stronghold, D35; no
/// Deity, D3).
#[test]
fn d7a_n1_9_e_acis_npcs_never_enter_a_deep_sea_before_epoch_iv() {
    for (players, seed) in [(4u8, 7u64), (6, 8)] {
        let (game, w) = play_watched(npc_game(players, 4, seed));
        assert!(game.is_over());
        assert!(
            !w.deep_sea_disk_before_epoch_iv,
            "{players} players: a civilization disk in a deep sea before Epoch IV"
        );
        assert!(w.answers > 100);
    }
}

/// N1.4.1 (ACIS): REMOVED, no free Wonder or Deity; N1.4.5 (ACIS): the NPCs build Wonders in the
/// Card Phase.
#[test]
fn n1_4_1_n1_4_5_acis_no_free_deity_and_npcs_build_wonders() {
    let game = npc_game(5, 4, 3);
    assert!(!game.state.options.npc.free_deity, "N1.4.1 removed");
    let built: usize = (20..24)
        .map(|seed| play_watched(npc_game(4, 4, seed)).1.wonders_built)
        .sum();
    assert!(built > 0, "the NPCs built no Wonder in four games");
}

/// The areas holding disks of `s`.
fn own_areas(st: &State, s: Slot) -> Vec<AreaId> {
    (0..st.areas.len())
        .map(|i| AreaId(i as u8))
        .filter(|&a| st.area(a).count(s.faction()) > 0)
        .collect()
}

fn card_phase(who: Slot, options: Vec<Action>) -> Decision {
    Decision::new(
        who,
        Ask::CardAction,
        "a Card Phase action",
        "RB Card Phase",
        options,
    )
}

/// `Action::Option(k)` builds Wonder 104 + k (`acis::wonders::card_actions`).
fn build(w: u8) -> Action {
    Action::Option(w - 104)
}

#[test]
fn n1_4_5_acis_c_the_npc_builds_the_first_available_wonder_of_its_order() {
    let cat = cat();
    let st = first_npc_state(4);
    let s = Slot(0);
    // Temple of Artemis (107) first, whatever the order offered.
    let all: Vec<Action> = (104..=110).map(build).chain([Action::Pass]).collect();
    let (a, rule) = answer(&cat, &st, &card_phase(s, all)).expect("it builds");
    assert_eq!(a, build(107));
    assert!(rule.starts_with("N1.4.5 (ACIS)"), "{rule}");
    // Then the Great Pyramid (104), then the Colossus (106); the Statue of Zeus (108) last.
    let later: Vec<Action> = [108, 106, 104].into_iter().map(build).collect();
    let (a, _) = answer(&cat, &st, &card_phase(s, later)).unwrap();
    assert_eq!(a, build(104));
    let last = vec![build(108), build(105), Action::Pass];
    assert_eq!(
        answer(&cat, &st, &card_phase(s, last)).unwrap().0,
        build(105)
    );
}

#[test]
fn n1_4_5_acis_b_the_npc_keeps_six_disks_on_the_map_and_pays_no_card() {
    let cat = cat();
    let mut st = first_npc_state(4);
    let s = Slot(0);
    let opts = || vec![build(107), Action::Pass];
    // 12 disks on the map, no talents: 5 map disks paid, 7 left.
    assert!(answer(&cat, &st, &card_phase(s, opts())).is_some());
    // With 10 on the map, 5 paid would leave 5: it does not build (cards are never paid).
    let mut removed = 0;
    for a in own_areas(&st, s) {
        while removed < 2 && st.area(a).count(s.faction()) > 0 {
            st.areas.remove(a, s.faction(), 1);
            st.civ_mut(s).supply += 1;
            removed += 1;
        }
    }
    assert!(answer(&cat, &st, &card_phase(s, opts())).is_none());
    // With 3 talents it pays 2 map disks and 3 talents, and keeps 8.
    st.civ_mut(s).treasury = 3;
    assert_eq!(
        answer(&cat, &st, &card_phase(s, opts())).unwrap().0,
        build(107)
    );
}

#[test]
fn n1_4_5_acis_d_the_block_goes_to_its_home_area() {
    let cat = cat();
    let st = first_npc_state(4);
    let s = Slot(0);
    let home = st.civ(s).homeland.expect("a home area");
    let other = own_areas(&st, s)
        .into_iter()
        .find(|&a| a != home && cat.board.land & bit(a) != 0)
        .expect("another land area");
    let d = Decision::new(
        s,
        Ask::Target {
            card: CardId(107),
            what: "the land area for the block".into(),
            role: TargetRole::new(Whose::Own, TargetKind::Controlled, Effect::Build),
        },
        "choose a land area",
        "ACIS RB Build a Wonder",
        vec![Action::Area(other), Action::Area(home)],
    );
    assert_eq!(answer(&cat, &st, &d).unwrap().0, Action::Area(home));
    // Without its home area, an area nearest it.
    let d2 = Decision {
        options: vec![Action::Area(other)],
        ..d
    };
    assert_eq!(answer(&cat, &st, &d2).unwrap().0, Action::Area(other));
}

#[test]
fn n1_8_acis_aeneas_the_npc_keeps_its_civilization_and_begins_at_home() {
    let cat = cat();
    let st = first_npc_state(4);
    let s = Slot(0);
    let own = st.civ(s).civ;
    let other = st.civ(Slot(1)).civ;
    let d = Decision::new(
        s,
        Ask::GilgameshCiv,
        "keep your civilization or take one that is not active",
        "ACIS RB Aeneas Step 3",
        vec![Action::Display(other), Action::Display(own)],
    );
    let (a, rule) = answer(&cat, &st, &d).unwrap();
    assert_eq!(a, Action::Display(own));
    assert!(rule.starts_with("N1.8 (ACIS)"));
    let home = st.civ(s).homeland.unwrap();
    let far = iter_set(cat.board.land & !bit(home))
        .max_by_key(|&a| cat.board.area(a).ne_sw_rank)
        .unwrap();
    let d = Decision::new(
        s,
        Ask::Homeland,
        "choose the land area where you begin afresh",
        "ACIS RB Aeneas Step 5",
        vec![Action::Area(far), Action::Area(home)],
    );
    assert_eq!(answer(&cat, &st, &d).unwrap().0, Action::Area(home));
}

/// `acme simulate --game acis` (D50): ACIS's all-NPC games from the command line, in ACME's
/// output shape (`--json` with the same fields), exit code 0 when no game fails.
#[test]
fn d50_simulate_command_game_acis_prints_acmes_json_shape() {
    let bin = env!("CARGO_BIN_EXE_acme");
    let run = |game: &str| {
        let out = std::process::Command::new(bin)
            .args([
                "simulate", "--game", game, "--setup", "basic-3", "--games", "2", "--seed", "5",
                "--json",
            ])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(0), "{game}: {:?}", out);
        serde_json::from_slice::<serde_json::Value>(&out.stdout).unwrap()
    };
    let keys = |v: &serde_json::Value| -> Vec<String> {
        let mut k: Vec<String> = v.as_object().unwrap().keys().cloned().collect();
        let civ = &v["civilizations"][0];
        k.extend(civ.as_object().unwrap().keys().map(|x| format!("civ.{x}")));
        k.sort();
        k
    };
    let (acis, acme) = (run("acis"), run("acme"));
    assert_eq!(keys(&acis), keys(&acme));
    assert_eq!(acis["failed"], 0);
    let names: Vec<&str> = acis["civilizations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["civilization"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Celt-Iberia", "Carthage", "Mycenae"]);
}

/// The brain reads the game's rules under its ruleset (D7a, N1.9.3-6): offered an empty deep sea
/// next to its land and an empty land area next to it, in Epoch I, an NPC under ACME's ruleset
/// would take the sea (N1.9 priority 23, empty sea area before priority 24, empty land area); under
/// ACIS's, a civilization's stacking limit in a deep sea is 0 before Epoch IV, so the same brain
/// passes the sea over and takes the land.
#[test]
fn d7a_n1_9_3_the_brain_reads_the_deep_sea_bar_under_acis() {
    use acme::games::acme::Acme;
    use acme::games::acme::npc::{B, placement};
    let cat = cat();
    let st = first_npc_state(4);
    assert_eq!(st.epoch, 1);
    let board = &cat.board;
    let playable = board.configs[st.config].playable;
    let empty = |a: AreaId| st.area(a).factions().next().is_none();
    let mut compared = 0;
    for s in st.slots() {
        let mine = own_areas(&st, s);
        let next_to_mine = |a: AreaId| mine.iter().any(|&m| board.adjacent(a, m));
        let deep = iter_set(board.deep_seas & playable).find(|&a| {
            empty(a)
                && mine
                    .iter()
                    .any(|&m| board.land & bit(m) != 0 && board.adjacent(a, m))
        });
        let land = iter_set(board.land & playable).find(|&a| empty(a) && next_to_mine(a));
        let (Some(deep), Some(land)) = (deep, land) else {
            continue;
        };
        let d = Decision::new(
            s,
            Ask::Deploy { left: 1 },
            "place a disk",
            "RB Deployment Step",
            vec![Action::Area(deep), Action::Area(land)],
        );
        let acme = placement::deploy(&B::<Acme>::under(&cat, &st, s), &d, 1);
        let acis = placement::deploy(&B::<Acis>::under(&cat, &st, s), &d, 1);
        assert_eq!(acme.action, Action::Area(deep), "{}", acme.rule);
        assert_eq!(acis.action, Action::Area(land), "{}", acis.rule);
        compared += 1;
    }
    assert!(
        compared > 0,
        "no civilization has a deep sea and a land area to compare"
    );
}

/// D50 (ACIS's basic setups, each civilization a player or an NPC) with the Strategist in a
/// player's seat (`acme arena --game acis`): its search runs under ACIS's rules (its worlds and
/// playouts are `Game<Acis>`, the NPCs of its playouts ACIS's brain), it answers its questions
/// with a search, and every answer of the game is legal under ACIS's rules: the record replays
/// as ACIS's (each answer applied and checked) to the game's hash.
#[test]
fn d50_arena_acis_the_strategist_answers_acis_questions_legally_and_the_game_replays() {
    use acme::arena::{self, SeatKind};
    use acme::games::acme::ai::{self, Budget};
    use acme::games::acme::record::SetupSpec;
    use acme::load::{Replayed, replay_any_text};
    let setup = SimSetup::basic(4, 1, TieBreak::UseHead);
    let seats = [
        SeatKind::Strategist(Budget { playouts: 4 }),
        SeatKind::Npc,
        SeatKind::Npc,
        SeatKind::Npc,
    ];
    let g = arena::play_under::<Acis>(
        cat(),
        &setup,
        &seats,
        21,
        ai::Policy::Npc,
        ai::Tuning::default(),
    )
    .expect("the arena's ACIS game plays");
    assert!(g.game.is_over(), "the game ends (Epoch I)");
    assert!(!g.times[0].is_empty(), "the Strategist answered questions");
    assert!(
        !g.estimates[0].is_empty(),
        "the Strategist searched at least one question (it has an estimate)"
    );
    assert!(!g.game.state.civ(Slot(0)).npc, "its seat is a player's");
    assert!(matches!(
        &g.record.setup,
        SetupSpec::Basic { npc, .. } if npc == &[false, true, true, true]
    ));
    let text = acme::games::acme::record::to_ron(&g.record);
    assert!(text.contains("game: \"acis\""));
    let Ok(Replayed::Acis(_, replayed)) = replay_any_text("acis.record.ron", &text) else {
        panic!("the arena's record does not replay as ACIS's");
    };
    assert_eq!(replayed.hash(), g.game.hash());
    assert_eq!(Some(replayed.hash()), g.record.final_hash);
}

/// Content-acis section 7 (N1.4.3 under ACIS): the brain's card notes are keyed by ACME's card ids
/// and read only an ACIS card that is ACME's card of that id (`Ruleset::is_base_card`); any other
/// ACIS card takes its play priority from ACIS's catalog (`npc_priority`). Land Improvement #7 is
/// not ACME's Royal Envoy (whose note ranks it 2 or 5): 11. Rededication #93 is not ACME's
/// Rededication of the Temple (4 with no Deity to restore): 2. Philosopher King #4 is ACME's card,
/// and its note reads it (4 without the home Controlled, where the catalog says 1).
#[test]
fn n1_4_3_acis_card_notes_read_only_the_cards_that_are_acmes() {
    use acme::games::acme::npc::{B, cards::play_rank};
    let cat = cat();
    let st = first_npc_state(3);
    let s = st.order[0];
    let b = B::<Acis>::under(&cat, &st, s);
    assert!(b.is_card(CardId(4), CardId(4)), "ACIS's #4 is ACME's #4");
    assert!(!b.is_card(CardId(7), CardId(7)));
    assert_eq!(play_rank(&b, CardId(7)), 11);
    assert_eq!(play_rank(&b, CardId(93)), 2);
    let home = st.civ(s).homeland.expect("a home");
    let mut away = st.clone();
    let n = away.areas[home.0 as usize].disks[s.idx()];
    away.areas.remove(home, s.faction(), n);
    away.civ_mut(s).supply += u16::from(n);
    let b = B::<Acis>::under(&cat, &away, s);
    assert_eq!(
        play_rank(&b, CardId(4)),
        4,
        "ACME's note on Philosopher King"
    );
}

// ---- The Wonder terms of content-acis section 7 ----

/// A basic 4-player ACIS position cleared for a Wonder-term test: slot 0 (the NPC deciding)
/// keeps its disks, slots 1 and 2 have none on the map, and slot 0 is hostile to both.
fn cleared_for_wonder_terms() -> State {
    let mut st = first_npc_state(4);
    for s in [Slot(1), Slot(2)] {
        for a in own_areas(&st, s) {
            let n = st.area(a).count(s.faction());
            st.areas.remove(a, s.faction(), n);
            st.civ_mut(s).supply += u16::from(n);
        }
    }
    st.npc.civs[0].hostile = 0b110;
    st.npc.civs[0].primary = None;
    st
}

/// Moves `n` disks of `s` from its supply to `a`.
fn put(st: &mut State, s: Slot, a: AreaId, n: u8) {
    st.areas.add(a, s.faction(), n);
    st.civ_mut(s).supply -= u16::from(n);
}

/// Puts `s`'s built Wonder `w` (its block) in `a` (`acis::wonders`: a monument of the state).
fn build_block(st: &mut State, s: Slot, w: u8, a: AreaId) {
    use acme::games::acme::state::monuments::Monument;
    st.monuments.push(Monument {
        card: CardId(w),
        owner: s,
        area: a,
        disks: 0,
        built: (1, 1),
        used: false,
        buried: false,
    });
}

/// An empty land area in play, not a home area, not next to `away_from`'s home area.
fn empty_land_away_from(cat: &Catalog, st: &State, away_from: Slot) -> AreaId {
    let board = &cat.board;
    let home = st.civ(away_from).homeland.unwrap();
    let homes: u128 = st
        .slots()
        .filter_map(|s| st.civ(s).homeland)
        .fold(0, |m, h| m | bit(h));
    iter_set(board.land & board.configs[st.config].playable & !homes)
        .find(|&a| st.area(a).factions().next().is_none() && a != home && !board.adjacent(a, home))
        .expect("an empty land area away from the home area")
}

/// N1.3.8 (ACIS): after criterion 2 (disks in areas with the NPC's Gold), "disks in areas holding
/// the NPC's Wonder blocks". One enemy has a disk in the area of the NPC's Wonder block; the other
/// has a disk next to its home area (criterion 4) and more VP (criterion 5): the first is the
/// Primary Enemy. The same position under ACME's ruleset (no Wonder blocks) ranks the second
/// first, so the order is the Wonder term's.
#[test]
fn n1_3_8_acis_wonder_block_areas_rank_after_gold() {
    use acme::games::acme::Acme;
    use acme::games::acme::npc::{B, hostility};
    let cat = cat();
    let mut st = cleared_for_wonder_terms();
    let me = Slot(0);
    let block = empty_land_away_from(&cat, &st, me);
    put(&mut st, me, block, 1);
    build_block(&mut st, me, 107, block);
    put(&mut st, Slot(1), block, 1);
    let home = st.civ(me).homeland.unwrap();
    let playable = cat.board.configs[st.config].playable;
    let next_to_home = cat
        .board
        .neighbours(home)
        .find(|&a| playable & bit(a) != 0 && a != block)
        .expect("an area next to the home area");
    put(&mut st, Slot(2), next_to_home, 1);
    st.civ_mut(Slot(2)).vp = 5;
    let hostile = [Slot(1), Slot(2)];
    let acis = B::<Acis>::under(&cat, &st, me);
    assert_eq!(acis.block_areas(me), bit(block));
    assert_eq!(hostility::primary_candidates(&acis, &hostile), hostile);
    assert_eq!(acis.primary(), Some(Slot(1)));
    let acme = B::<Acme>::under(&cat, &st, me);
    assert_eq!(acme.primary(), Some(Slot(2)), "without the Wonder term");
}

/// `n` distinct empty land areas in play, none a home area or next to slot 0's home area.
fn empty_lands(cat: &Catalog, st: &State, n: usize) -> Vec<AreaId> {
    let board = &cat.board;
    let home = st.civ(Slot(0)).homeland.unwrap();
    let homes: u128 = st
        .slots()
        .filter_map(|s| st.civ(s).homeland)
        .fold(0, |m, h| m | bit(h));
    let v: Vec<AreaId> = iter_set(board.land & board.configs[st.config].playable & !homes)
        .filter(|&a| st.area(a).factions().next().is_none() && !board.adjacent(a, home))
        .take(n)
        .collect();
    assert_eq!(v.len(), n, "{n} empty land areas");
    v
}

/// N1.4.5d (ACIS): the bonus areas whose last disk the NPC keeps are its home area, its Wonder
/// block areas, its Cities, its Gold and, for Minos, its Controlled shallow seas; a disk is given
/// up from elsewhere first. A lone disk in its Wonder block area costs a bonus (under ACME's
/// ruleset, with no Wonder blocks, it does not); a lone disk in a plain area does not, and goes
/// first. Minos' lone disk in a shallow sea it Controls costs a bonus; another civilization's
/// does not.
#[test]
fn n1_4_5d_acis_wonder_block_areas_and_minos_seas_are_bonus_areas() {
    use acme::games::acis::npc::MINOS;
    use acme::games::acis::rules::shallow_seas;
    use acme::games::acme::Acme;
    use acme::games::acme::npc::{B, placement};
    let cat = cat();
    let mut st = cleared_for_wonder_terms();
    let me = Slot(0);
    let [block, plain] = empty_lands(&cat, &st, 2)[..] else {
        unreachable!()
    };
    put(&mut st, me, block, 1);
    put(&mut st, me, plain, 1);
    build_block(&mut st, me, 104, block);
    let acis = B::<Acis>::under(&cat, &st, me);
    assert!(placement::loses_value(&acis, block));
    assert!(!placement::loses_value(&acis, plain));
    assert!(
        placement::own_removal_key(&acis, plain) < placement::own_removal_key(&acis, block),
        "a disk from elsewhere first"
    );
    assert!(!placement::loses_value(
        &B::<Acme>::under(&cat, &st, me),
        block
    ));
    // Minos' Controlled shallow seas.
    assert_eq!(cat.civ(MINOS).raw.name, "Minos");
    let sea = iter_set(shallow_seas(&cat.board) & cat.board.configs[st.config].playable)
        .find(|&a| st.area(a).factions().next().is_none())
        .expect("an empty shallow sea");
    put(&mut st, me, sea, 1);
    assert_ne!(st.civ(me).civ, MINOS);
    assert!(!placement::loses_value(
        &B::<Acis>::under(&cat, &st, me),
        sea
    ));
    st.civ_mut(me).civ = MINOS;
    assert!(placement::loses_value(
        &B::<Acis>::under(&cat, &st, me),
        sea
    ));
}

/// A position for N1.5.1 and N1.5.4 (ACIS): slot 0 (an NPC) has a Wonder block in `mine_block`
/// (1 disk) and a City in `mine_city`; its Primary Enemy, slot 1 (a player, so that its areas
/// count only as the Primary Enemy's), has a Wonder block in `its_block` (1 disk) and a City in
/// `its_city`.
fn blocks_and_cities() -> (Arc<Catalog>, State, [AreaId; 4]) {
    let cat = cat();
    let mut st = cleared_for_wonder_terms();
    let areas = empty_lands(&cat, &st, 4);
    let [mine_block, mine_city, its_block, its_city] = areas[..] else {
        unreachable!()
    };
    st.civs[1].npc = false;
    st.npc.civs[0].primary = Some(Slot(1));
    put(&mut st, Slot(0), mine_block, 1);
    build_block(&mut st, Slot(0), 107, mine_block);
    put(&mut st, Slot(0), mine_city, 3);
    put(&mut st, Slot(1), its_block, 1);
    build_block(&mut st, Slot(1), 104, its_block);
    put(&mut st, Slot(1), its_city, 3);
    (cat, st, [mine_block, mine_city, its_block, its_city])
}

/// N1.5.1 (ACIS), the solitaire competition order: the areas holding an NPC's Wonder blocks come
/// right after its Gold areas (before its Cities), and those holding its Primary Enemy's Wonder
/// blocks right after the Primary Enemy's Gold areas (before its Cities). Under ACME's ruleset
/// (no Wonder blocks) the same areas come after the Cities.
#[test]
fn n1_5_1_acis_wonder_block_areas_follow_gold_in_the_solitaire_order() {
    use acme::games::acme::Acme;
    use acme::games::acme::npc::competition::solitaire_rank;
    let (cat, st, [mine_block, mine_city, its_block, its_city]) = blocks_and_cities();
    let acis = |a| solitaire_rank::<Acis>(&cat, &st, a).0;
    let acme = |a| solitaire_rank::<Acme>(&cat, &st, a).0;
    assert!(acis(mine_block) < acis(mine_city));
    assert!(acis(mine_city) < acis(its_block));
    assert!(acis(its_block) < acis(its_city));
    assert!(
        acme(mine_city) < acme(mine_block),
        "without the Wonder term"
    );
    assert!(acme(its_city) < acme(its_block), "without the Wonder term");
}

/// N1.5.4 (ACIS): "Gold, Deity (temple) or City" reads "Gold, Wonder block or City": an area
/// holding an opposing civilization's Wonder block is a key area (where the NPC also pays
/// cards); under ACME's ruleset it is not.
#[test]
fn n1_5_4_acis_an_enemy_wonder_block_area_is_a_key_area() {
    use acme::games::acme::Acme;
    use acme::games::acme::npc::{B, competition::key_area};
    let (cat, st, [mine_block, _, its_block, its_city]) = blocks_and_cities();
    let b = B::<Acis>::under(&cat, &st, Slot(0));
    assert!(key_area(&b, its_block));
    assert!(key_area(&b, its_city));
    assert!(
        !key_area(&b, mine_block),
        "its own block is no opposing key area"
    );
    assert!(!key_area(&B::<Acme>::under(&cat, &st, Slot(0)), its_block));
}

fn deploy(who: Slot, options: &[AreaId]) -> Decision {
    Decision::new(
        who,
        Ask::Deploy { left: 1 },
        "place a disk",
        "RB Deployment Step",
        options.iter().map(|&a| Action::Area(a)).collect(),
    )
}

/// N1.9.C (ACIS) priority 4: an enemy disk in an area holding one of its Wonder blocks: the NPC
/// fills it before making a City in its home area (priority 5). Under ACME's ruleset the same
/// brain does not see a bonus area there.
#[test]
fn n1_9_c_acis_priority_4_defends_its_wonder_block_area() {
    use acme::games::acme::Acme;
    use acme::games::acme::npc::{B, placement};
    let cat = cat();
    let mut st = cleared_for_wonder_terms();
    let me = Slot(0);
    let home = st.civ(me).homeland.unwrap();
    let [block] = empty_lands(&cat, &st, 1)[..] else {
        unreachable!()
    };
    put(&mut st, me, block, 1);
    build_block(&mut st, me, 107, block);
    put(&mut st, Slot(1), block, 1);
    let d = deploy(me, &[home, block]);
    let acis = placement::deploy(&B::<Acis>::under(&cat, &st, me), &d, 1);
    assert_eq!(acis.action, Action::Area(block), "{}", acis.rule);
    assert!(acis.rule.starts_with("N1.9 priority 4:"), "{}", acis.rule);
    let acme = placement::deploy(&B::<Acme>::under(&cat, &st, me), &d, 1);
    assert!(!acme.rule.starts_with("N1.9 priority 4:"), "{}", acme.rule);
}

/// N1.9.D (ACIS) priorities 11 and 14: "enemy Deity (temple)" reads "enemy Wonder block": the
/// NPC places in the area of its enemy's Wonder block (11), and next to it (14), where ACME's
/// reading of the same brain finds only a Camp (19) or a free area (21 or later).
#[test]
fn n1_9_d_acis_priorities_11_and_14_attack_enemy_wonder_blocks() {
    use acme::games::acme::Acme;
    use acme::games::acme::npc::{B, placement};
    let cat = cat();
    let mut st = cleared_for_wonder_terms();
    st.npc.civs[0].primary = Some(Slot(1));
    let me = Slot(0);
    let board = &cat.board;
    let home = st.civ(me).homeland.unwrap();
    let homes: u128 = st
        .slots()
        .filter_map(|s| st.civ(s).homeland)
        .fold(0, |m, h| m | bit(h));
    let free = |a: AreaId| {
        board.land & board.configs[st.config].playable & !homes & bit(a) != 0
            && !board.adjacent(a, home)
            && st.area(a).factions().next().is_none()
    };
    // The enemy's block and an empty land area next to it, both away from the NPC's home area.
    let (its_block, next_to) = iter_set(board.land)
        .filter(|&a| free(a))
        .find_map(|p| board.neighbours(p).find(|&q| free(q)).map(|q| (p, q)))
        .expect("two empty land areas side by side");
    put(&mut st, Slot(1), its_block, 1);
    build_block(&mut st, Slot(1), 104, its_block);
    let d = deploy(me, &[its_block]);
    let d = Decision {
        options: vec![Action::Area(next_to), Action::Area(its_block)],
        ..d
    };
    let acis = placement::deploy(&B::<Acis>::under(&cat, &st, me), &d, 1);
    assert_eq!(acis.action, Action::Area(its_block), "{}", acis.rule);
    assert!(acis.rule.starts_with("N1.9 priority 11:"), "{}", acis.rule);
    let acme = placement::deploy(&B::<Acme>::under(&cat, &st, me), &d, 1);
    assert!(!acme.rule.starts_with("N1.9 priority 11:"), "{}", acme.rule);
    let d14 = deploy(me, &[next_to]);
    let d14 = Decision {
        options: vec![Action::Area(next_to), Action::Area(home)],
        ..d14
    };
    let mut st14 = st.clone();
    // Its home a City already (no priority 5), so that the Hostile priorities decide.
    let n = st14.area(home).count(me.faction());
    if n < 3 {
        put(&mut st14, me, home, 3 - n);
    }
    let acis = placement::deploy(&B::<Acis>::under(&cat, &st14, me), &d14, 1);
    assert_eq!(acis.action, Action::Area(next_to), "{}", acis.rule);
    assert!(acis.rule.starts_with("N1.9 priority 14:"), "{}", acis.rule);
    let acme = placement::deploy(&B::<Acme>::under(&cat, &st14, me), &d14, 1);
    assert!(!acme.rule.starts_with("N1.9 priority 14:"), "{}", acme.rule);
}

fn loss(who: Slot, area: AreaId) -> Decision {
    Decision::new(
        who,
        Ask::Loss { area, cause: None },
        "lose a disk or pay",
        "RB Disk Removal",
        vec![Action::LoseDisk, Action::PayMina],
    )
}

/// N1.10.2 (ACIS): the NPC spends a talent rather than lose a disk from its home area, a City, a
/// Gold area or a Wonder block area; an ordinary disk is lost. Under ACME's ruleset (no Wonder
/// blocks, the home area counted only as its Deity's) both disks are lost.
#[test]
fn n1_10_2_acis_talents_keep_home_and_wonder_block_disks() {
    use acme::games::acme::Acme;
    use acme::games::acme::npc::{B, losses};
    let cat = cat();
    let mut st = cleared_for_wonder_terms();
    let me = Slot(0);
    st.civ_mut(me).treasury = 3;
    let home = st.civ(me).homeland.unwrap();
    let n = st.area(home).count(me.faction());
    if n > 2 {
        st.areas.remove(home, me.faction(), n - 2);
        st.civ_mut(me).supply += u16::from(n - 2);
    }
    let [block, plain] = empty_lands(&cat, &st, 2)[..] else {
        unreachable!()
    };
    put(&mut st, me, block, 1);
    put(&mut st, me, plain, 1);
    build_block(&mut st, me, 107, block);
    let pays = |st: &State, a: AreaId, acis: bool| {
        let d = loss(me, a);
        let c = if acis {
            losses::loss(&B::<Acis>::under(&cat, st, me), &d, a, None)
        } else {
            losses::loss(&B::<Acme>::under(&cat, st, me), &d, a, None)
        };
        assert!(c.rule.starts_with("N1.10.2"), "{}", c.rule);
        c.action == Action::PayMina
    };
    assert!(pays(&st, block, true), "its Wonder block area");
    assert!(pays(&st, home, true), "its home area");
    assert!(!pays(&st, plain, true), "an ordinary disk");
    assert!(!pays(&st, block, false), "ACME: no Wonder block");
    assert!(!pays(&st, home, false), "ACME: no Deity at home");
}

// ---- The NPC lines of ACIS's Competition cards (content-acis 3.2, section 7 N1.5.2) ----

fn commit_q(who: Slot, area: AreaId, options: Vec<Action>) -> Decision {
    Decision::new(
        who,
        Ask::Commit { area },
        "commit a Competition card or Done",
        "RB Competition step 1",
        options,
    )
}

fn target_q(who: Slot, card: u8, role: TargetRole, options: Vec<Action>) -> Decision {
    Decision::new(
        who,
        Ask::Target {
            card: CardId(card),
            what: "a target".into(),
            role,
        },
        "choose",
        "the card's text",
        options,
    )
}

/// Two empty land areas, the first earlier in the Rulebook's north-east to south-west order.
fn two_in_rulebook_order(cat: &Catalog, st: &State) -> (AreaId, AreaId) {
    let mut v = empty_lands(cat, st, 2);
    v.sort_by_key(|&a| cat.board.area(a).ne_sw_rank);
    (v[0], v[1])
}

/// N1.5.2 (ACIS): Traitor #45 is committed at step 1 of a land competition: an NPC holding it
/// plays it in the first competition, in N1.5.1 order, where removing the chosen civilization
/// lets it win, and not before. Two competitions where betraying slot 1 wins: the later one (in
/// the Rulebook's order) holds the NPC's Wonder block, so it is first in N1.5.1 order; at the
/// earlier one the NPC keeps Traitor, at the later one it plays it, against slot 1 (betraying
/// slot 2 would not win).
#[test]
fn n1_5_2_acis_traitor_45_in_the_first_competition_it_wins_in_n1_5_1_order() {
    let cat = cat();
    let mut st = cleared_for_wonder_terms();
    let me = Slot(0);
    let (earlier, later) = two_in_rulebook_order(&cat, &st);
    for a in [earlier, later] {
        put(&mut st, me, a, 2);
        put(&mut st, Slot(1), a, 3);
        put(&mut st, Slot(2), a, 1);
    }
    build_block(&mut st, me, 107, later);
    let opts = || vec![Action::Play(CardId(45)), Action::Done];
    let (a, _) = answer(&cat, &st, &commit_q(me, earlier, opts())).expect("answered");
    assert_eq!(
        a,
        Action::Done,
        "kept for the first competition in N1.5.1 order"
    );
    let (a, rule) = answer(&cat, &st, &commit_q(me, later, opts())).expect("answered");
    assert_eq!(a, Action::Play(CardId(45)));
    assert!(rule.starts_with("N1.5.2 (ACIS)"), "{rule}");
    st.comp.area = Some(later);
    let role = TargetRole::new(Whose::Opposing, TargetKind::Civ, Effect::Betray);
    let d = target_q(
        me,
        45,
        role,
        vec![Action::Civ(Slot(2)), Action::Civ(Slot(1))],
    );
    assert_eq!(answer(&cat, &st, &d).unwrap().0, Action::Civ(Slot(1)));
}

/// Strategos #6 (content-acis 3.2, NPC line): the NPC assigns the extra allies in N1.5.1 order to
/// the competitions where they let it win or tie: first where it ties (its Wonder block's area,
/// first in N1.5.1 order), then where it is one short; none where it wins already.
#[test]
fn strategos_6_acis_extra_allies_in_n1_5_1_order_where_they_win_or_tie() {
    let cat = cat();
    let mut st = cleared_for_wonder_terms();
    let me = Slot(0);
    let [short, ahead, level] = empty_lands(&cat, &st, 3)[..] else {
        unreachable!()
    };
    put(&mut st, me, short, 2);
    put(&mut st, Slot(1), short, 3);
    put(&mut st, me, ahead, 3);
    put(&mut st, Slot(1), ahead, 1);
    put(&mut st, me, level, 2);
    put(&mut st, Slot(1), level, 2);
    build_block(&mut st, me, 107, level);
    let role = TargetRole::new(Whose::Own, TargetKind::Disks, Effect::Ally);
    let ask = |opts: &[AreaId]| {
        let mut o: Vec<Action> = opts.iter().map(|&a| Action::Area(a)).collect();
        o.push(Action::Done);
        answer(&cat, &st, &target_q(me, 6, role, o))
            .expect("answered")
            .0
    };
    assert_eq!(ask(&[short, ahead, level]), Action::Area(level));
    assert_eq!(ask(&[short, ahead]), Action::Area(short));
    assert_eq!(ask(&[ahead]), Action::Done);
}

/// Mercenary Captain #95 (content-acis 3.2, NPC line): an NPC plays it only for a civilization
/// fighting its Primary Enemy (or the Barbarians): in a competition of its Primary Enemy and
/// another civilization it commits it (even from outside) and the ally serves the other one; in
/// a competition without its Primary Enemy it keeps it.
#[test]
fn mercenary_captain_95_acis_only_against_its_primary_enemy() {
    let cat = cat();
    let mut st = cleared_for_wonder_terms();
    let me = Slot(0);
    st.npc.civs[0].primary = Some(Slot(1));
    let [with_pe, without] = empty_lands(&cat, &st, 2)[..] else {
        unreachable!()
    };
    put(&mut st, Slot(1), with_pe, 2);
    put(&mut st, Slot(2), with_pe, 2);
    put(&mut st, Slot(2), without, 2);
    put(&mut st, Slot(3), without, 2);
    let opts = || vec![Action::Play(CardId(95)), Action::Done];
    let (a, _) = answer(&cat, &st, &commit_q(me, with_pe, opts())).expect("answered");
    assert_eq!(a, Action::Play(CardId(95)));
    let (a, _) = answer(&cat, &st, &commit_q(me, without, opts())).expect("answered");
    assert_eq!(a, Action::Done, "no Primary Enemy there");
    st.comp.area = Some(with_pe);
    let role = TargetRole::new(Whose::Any, TargetKind::Civ, Effect::Ally);
    let d = target_q(
        me,
        95,
        role,
        vec![Action::Civ(Slot(1)), Action::Civ(Slot(2))],
    );
    assert_eq!(answer(&cat, &st, &d).unwrap().0, Action::Civ(Slot(2)));
}

/// N1.4.21 (ACIS): an NPC's invasion hits its target in the order Gold, Wonder block areas,
/// Cities, Settlements, Camps: offered an area with one disk of its Primary Enemy and that
/// enemy's Wonder block, and one of its Cities, the Barbarians go to the Wonder block's area;
/// under ACME's ruleset (no Wonder blocks) to the City.
#[test]
fn n1_4_21_acis_invasions_hit_wonder_block_areas_before_cities() {
    use acme::games::acme::Acme;
    use acme::games::acme::npc::{B, invasion};
    let cat = cat();
    let mut st = cleared_for_wonder_terms();
    let me = Slot(0);
    st.npc.civs[0].primary = Some(Slot(1));
    let [block, city] = empty_lands(&cat, &st, 2)[..] else {
        unreachable!()
    };
    put(&mut st, Slot(1), block, 1);
    build_block(&mut st, Slot(1), 104, block);
    put(&mut st, Slot(1), city, 3);
    let d = Decision::new(
        me,
        Ask::InvasionArea { card: CardId(99) },
        "the vanguard's area",
        "the Event's text",
        vec![Action::Area(city), Action::Area(block)],
    );
    let acis = invasion::extra_area(
        &B::<Acis>::under(&cat, &st, me),
        &d,
        CardId(99),
        &[city, block],
    );
    assert_eq!(acis.action, Action::Area(block), "{}", acis.rule);
    let acme = invasion::extra_area(
        &B::<Acme>::under(&cat, &st, me),
        &d,
        CardId(99),
        &[city, block],
    );
    assert_eq!(acme.action, Action::Area(city), "{}", acme.rule);
}

/// N1.9.E (ACIS), N1.9.12: all ACIS land is Plain, so the terrain preference reads "coastal land
/// areas first, then land areas next to more areas it occupies". In every basic setup, an NPC
/// with one disk next to an inland and a coastal empty land area (away from its home area) is
/// offered both: where ACME's reading (Plain against Plain, then the north-east-most) takes the
/// inland one, ACIS's takes the coastal one.
#[test]
fn n1_9_e_acis_coastal_land_areas_first() {
    use acme::games::acme::Acme;
    use acme::games::acme::npc::{B, placement};
    let cat = cat();
    let board = &cat.board;
    let coastal = |a: AreaId| board.neighbours(a).any(|n| board.land & bit(n) == 0);
    let mut compared = 0;
    for players in 2..=6u8 {
        let mut st = first_npc_state(players);
        for c in st.npc.civs.iter_mut() {
            c.hostile = 0;
        }
        let playable = board.configs[st.config].playable;
        for s in st.slots().collect::<Vec<_>>() {
            let home = st.civ(s).homeland.unwrap();
            let free = |st: &State, a: AreaId| {
                board.land & playable & bit(a) != 0
                    && a != home
                    && !board.adjacent(a, home)
                    && st.area(a).factions().next().is_none()
            };
            for n in iter_set(board.land & playable).filter(|&n| free(&st, n)) {
                let next: Vec<AreaId> = board.neighbours(n).filter(|&a| free(&st, a)).collect();
                for &i in next.iter().filter(|&&a| !coastal(a)) {
                    for &c in next.iter().filter(|&&a| coastal(a)) {
                        let mut st2 = st.clone();
                        put(&mut st2, s, n, 1);
                        let d = deploy(s, &[i, c]);
                        let acme = placement::deploy(&B::<Acme>::under(&cat, &st2, s), &d, 1);
                        if acme.action != Action::Area(i) {
                            continue;
                        }
                        let acis = placement::deploy(&B::<Acis>::under(&cat, &st2, s), &d, 1);
                        assert_eq!(acis.action, Action::Area(c), "{}", acis.rule);
                        compared += 1;
                    }
                }
            }
        }
    }
    assert!(compared > 0, "no inland and coastal pair to compare");
}

/// An empty shallow sea in play, away from slot 0's home area, other than those of `not`.
fn empty_shallow_seas(cat: &Catalog, st: &State, n: usize) -> Vec<AreaId> {
    use acme::games::acis::rules::shallow_seas;
    let board = &cat.board;
    let home = st.civ(Slot(0)).homeland.unwrap();
    let v: Vec<AreaId> = iter_set(shallow_seas(board) & board.configs[st.config].playable)
        .filter(|&a| st.area(a).factions().next().is_none() && !board.adjacent(a, home))
        .take(n)
        .collect();
    assert_eq!(v.len(), n, "{n} empty shallow seas");
    v
}

/// N1.9.C (ACIS) priority 9, Minos (Lords of the Sea): it tries to Control 4, then 8 shallow sea
/// areas. Offered an empty land area and an empty shallow sea away from home, Minos's NPC takes
/// the sea by priority 9, where another display does not walk it; Controlling 4 seas, it goes on
/// to 8 only with the disks left to get there; Controlling 8, no more.
#[test]
fn n1_9_c_acis_priority_9_minos_controls_four_then_eight_shallow_seas() {
    use acme::games::acis::npc::MINOS;
    use acme::games::acme::npc::{B, placement};
    let cat = cat();
    let mut st = first_npc_state(4);
    st.npc.civs[0].hostile = 0;
    let me = Slot(0);
    let [land] = empty_lands(&cat, &st, 1)[..] else {
        unreachable!()
    };
    let seas = empty_shallow_seas(&cat, &st, 9);
    let sea = seas[8];
    let d = deploy(me, &[land, sea]);
    let choose =
        |st: &State, left: u16| placement::deploy(&B::<Acis>::under(&cat, st, me), &d, left);
    let other = choose(&st, 1);
    assert!(
        !other.rule.starts_with("N1.9 priority 9:"),
        "{}",
        other.rule
    );
    st.civ_mut(me).civ = MINOS;
    // Its own Camps may already Control some shallow seas: count from 0 by taking them away.
    let board = &cat.board;
    for a in
        iter_set(acme::games::acis::rules::shallow_seas(board) & board.configs[st.config].playable)
    {
        let n = st.area(a).count(me.faction());
        st.areas.remove(a, me.faction(), n);
        st.civ_mut(me).supply += u16::from(n);
    }
    let minos = choose(&st, 1);
    assert_eq!(minos.action, Action::Area(sea), "{}", minos.rule);
    assert!(
        minos.rule.starts_with("N1.9 priority 9: Lords of the Sea"),
        "{}",
        minos.rule
    );
    for &a in &seas[..4] {
        put(&mut st, me, a, 1);
    }
    assert!(
        !choose(&st, 1).rule.starts_with("N1.9 priority 9:"),
        "4 held, 1 disk left"
    );
    assert!(
        choose(&st, 4).rule.starts_with("N1.9 priority 9:"),
        "4 held, 4 disks left"
    );
    for &a in &seas[4..8] {
        put(&mut st, me, a, 1);
    }
    assert!(
        !choose(&st, 8).rule.starts_with("N1.9 priority 9:"),
        "8 held"
    );
}

/// N1.9.C (ACIS) priority 10, Phoenicia: one disk in each deep sea area next to an area it
/// occupies, if it has none there. In Epoch I Phoenicia's NPC (Deep-Sea Mariners) takes the deep
/// sea next to its disk by priority 10; Minos, also a Deep-Sea Mariner, does not walk it.
#[test]
fn n1_9_c_acis_priority_10_phoenicia_a_disk_in_each_deep_sea_next_to_it() {
    use acme::games::acis::npc::MINOS;
    use acme::games::acis::npc_seas::PHOENICIA;
    use acme::games::acme::npc::{B, placement};
    let cat = cat();
    assert_eq!(cat.civ(PHOENICIA).raw.name, "Phoenicia");
    let mut st = first_npc_state(4);
    st.npc.civs[0].hostile = 0;
    assert_eq!(st.epoch, 1);
    let me = Slot(0);
    let board = &cat.board;
    let deep = iter_set(board.deep_seas & board.configs[st.config].playable)
        .find(|&a| st.area(a).factions().next().is_none())
        .expect("an empty deep sea");
    let shore = board
        .neighbours(deep)
        .find(|&a| board.land & bit(a) != 0)
        .expect("a land area next to it");
    put(&mut st, me, shore, 1);
    let [land] = empty_lands(&cat, &st, 1)[..] else {
        unreachable!()
    };
    let d = deploy(me, &[land, deep]);
    st.civ_mut(me).civ = PHOENICIA;
    let choose = |st: &State| placement::deploy(&B::<Acis>::under(&cat, st, me), &d, 1);
    let phoenicia = choose(&st);
    assert_eq!(phoenicia.action, Action::Area(deep), "{}", phoenicia.rule);
    assert!(
        phoenicia.rule.starts_with("N1.9 priority 10: Phoenicia"),
        "{}",
        phoenicia.rule
    );
    st.civ_mut(me).civ = MINOS;
    let minos = choose(&st);
    assert!(
        !minos.rule.starts_with("N1.9 priority 10:"),
        "{}",
        minos.rule
    );
    // Holding a disk there already, Phoenicia does not walk it again.
    st.civ_mut(me).civ = PHOENICIA;
    put(&mut st, me, deep, 1);
    assert!(!choose(&st).rule.starts_with("N1.9 priority 10:"));
}

/// Puts card `id` on top of the draw pile (the next card revealed).
fn on_top(st: &mut State, id: u8) {
    let c = CardId(id);
    st.deck.draw.retain(|&x| x != c);
    st.deck.discard.retain(|&x| x != c);
    for civ in st.civs.iter_mut() {
        civ.hand.retain(|&x| x != c);
    }
    st.deck.draw.push(c);
}

/// N1.8 (ACIS), the Entry Location table: an NPC invoking the Aeneas Rule reveals a card and
/// reads the table (row 1-20: the empty map-edge land area with the most empty land neighbours);
/// it keeps its civilization only if the entry area is within 2 areas of its home area, otherwise
/// it takes the inactive civilization whose home area is nearest the entry area; its answers to
/// steps 3 and 5 follow the plan (the civilization, then its first disk in the entry area), where
/// before it always kept its civilization and began at home. Row 21-50 reads "home area of an
/// inactive civilization" (ACIS's land is all Plain: ACME's Fertile Homeland would leave only
/// map-edge areas), and the new NPC is hostile to the leader.
#[test]
fn n1_8_acis_entry_location_table_picks_the_entry_area_and_the_civilization() {
    use acme::games::acis::npc::{ENTRY_NEAR_HOME, aeneas_plan};
    use acme::games::acme::npc::placement::dist_from;
    use acme::games::acme::probe::proc::Ctx;
    let cat = cat();
    let board = &cat.board;
    let s = Slot(0);
    for (id, leader) in [(7u8, None), (30, Some(Slot(2)))] {
        let mut st = first_npc_state(4);
        on_top(&mut st, id);
        if let Some(x) = leader {
            st.civ_mut(x).vp = 9;
        }
        let active: Vec<_> = st.civs.iter().map(|c| c.civ).collect();
        let mut game = Game::<Acis>::without_advancing_under(cat.clone(), st.clone());
        let hostile =
            aeneas_plan(&mut game.g(), &mut Ctx::new(Vec::new()), s).expect("no question");
        let st2 = &game.state;
        let plan = st2.npc.reentry.as_ref().expect("a plan").clone();
        assert_eq!(plan.slot, s);
        let playable = board.configs[st.config].playable;
        let edge = board.configs[st.config].edge_areas & playable & board.land;
        let inactive_homes: u128 = cat
            .civs
            .iter()
            .filter(|c| !active.contains(&c.kind))
            .flat_map(|c| c.homes.iter().copied())
            .fold(0, |m, h| m | bit(h));
        if leader.is_none() {
            assert!(
                edge & bit(plan.entry) != 0,
                "row 1-20: a map-edge land area"
            );
            assert!(st.area(plan.entry).factions().next().is_none(), "empty");
            assert_eq!(hostile, None);
        } else {
            assert!((edge | inactive_homes) & bit(plan.entry) != 0);
            assert_eq!(hostile, leader, "hostile to the leader");
            let q = acme::games::acme::Q::<Acis>::under(&cat, &st);
            let lead_home = st.civ(Slot(2)).homeland.unwrap();
            let d = dist_from(&q, bit(lead_home));
            let best = iter_set((edge | inactive_homes) & playable)
                .map(|a| d[a.0 as usize])
                .min()
                .unwrap();
            assert_eq!(
                d[plan.entry.0 as usize], best,
                "closest to the leader's home"
            );
        }
        let q = acme::games::acme::Q::<Acis>::under(&cat, &st);
        let from_entry = dist_from(&q, bit(plan.entry));
        let home = st.civ(s).homeland.unwrap();
        let own = st.civ(s).civ;
        if from_entry[home.0 as usize] <= ENTRY_NEAR_HOME {
            assert_eq!(plan.civ, own);
        } else {
            assert_ne!(plan.civ, own);
            assert!(!active.contains(&plan.civ), "an inactive civilization");
            let dist = |k| from_entry[cat.civ(k).homes[0].0 as usize];
            let nearest = cat
                .civs
                .iter()
                .filter(|c| !active.contains(&c.kind))
                .map(|c| dist(c.kind))
                .min()
                .unwrap();
            assert_eq!(dist(plan.civ), nearest);
        }
        // Steps 3 and 5 answered from the plan.
        let other = st.civ(Slot(1)).civ;
        let mut opts = vec![Action::Display(own), Action::Display(other)];
        if plan.civ != own {
            opts.push(Action::Display(plan.civ));
        }
        let d = Decision::new(
            s,
            Ask::GilgameshCiv,
            "keep your civilization or take one that is not active",
            "ACIS RB Aeneas Step 3",
            opts,
        );
        let (a, rule) = answer(&cat, st2, &d).unwrap();
        assert_eq!(a, Action::Display(plan.civ), "{rule}");
        let d = Decision::new(
            s,
            Ask::Homeland,
            "choose the land area where you begin afresh",
            "ACIS RB Aeneas Step 5",
            vec![Action::Area(home), Action::Area(plan.entry)],
        );
        let (a, rule) = answer(&cat, st2, &d).unwrap();
        assert_eq!(a, Action::Area(plan.entry), "{rule}");
        assert!(rule.starts_with("N1.8 (ACIS)"), "{rule}");
    }
}

// ---- N1.4.W (ACIS): each Wonder's NPC use (content-acis section 4's NPC lines, section 7) ----

fn negate_q(
    who: Slot,
    target: u8,
    by: Slot,
    negate: u8,
    harms: u16,
    phase_area: AreaId,
) -> Decision {
    use acme::games::acme::decision::ChainInfo;
    let mut d = Decision::new(
        who,
        Ask::Negate {
            target: CardId(target),
            by,
        },
        "negate it?",
        "RB Negation",
        vec![Action::Negate(CardId(negate)), Action::Decline],
    );
    d.area = Some(phase_area);
    d.chain = Some(ChainInfo {
        affects: harms,
        harms,
        depth: 1,
    });
    d
}

/// N1.4.W, the Great Pyramid, the Temple of Artemis and the Mausoleum of Halicarnassus: "always
/// used". Their uses ask nothing (their texts give no choice), so an NPC owner never passes one
/// by: over an all-NPC game, no question of the game names one of them.
#[test]
fn n1_4_w_great_pyramid_temple_of_artemis_and_mausoleum_always_used() {
    let mut game = npc_game(4, 4, 7);
    let mine = [CardId(104), CardId(107), CardId(109)];
    while let Some(d) = game.pending() {
        let names = |a: &Action| matches!(a, Action::Card(c) | Action::Negate(c) | Action::Establish(c) if mine.contains(c));
        assert!(
            !d.options.iter().any(names) || matches!(d.ask, Ask::CardAction | Ask::Target { .. }),
            "{d:?}"
        );
        assert!(d.card.is_none_or(|c| !mine.contains(&c)), "{d:?}");
        let c = game.npc_choice(d);
        game.apply(c.action).expect("legal");
    }
    assert!(game.is_over());
}

/// N1.4.W, the Mausoleum of Halicarnassus: "always used before spending talents on draws
/// (N1.10.1)": with its Mausoleum ready, the NPC counts its kept card among its draws and buys one
/// card fewer with talents; without it (or with the Mausoleum used), ACME's N1.10.1.
#[test]
fn n1_4_w_mausoleum_of_halicarnassus_counts_before_buying_cards() {
    let cat = cat();
    let mut st = cleared_for_wonder_terms();
    let me = Slot(0);
    st.civ_mut(me).treasury = 5;
    st.civ_mut(me).hand.clear();
    let d = Decision::new(
        me,
        Ask::DrawMina,
        "buy cards?",
        "RB Draw Step",
        (0..=5).map(Action::Number).collect(),
    );
    let bought = |st: &State| {
        let game = Game::<Acis>::without_advancing_under(cat.clone(), st.clone());
        match game.npc_choice(&d).action {
            Action::Number(n) => n,
            other => panic!("{other:?}"),
        }
    };
    let without = bought(&st);
    assert!(without > 0, "it buys without the Mausoleum");
    let home = st.civ(me).homeland.unwrap();
    build_block(&mut st, me, 109, home);
    st.monuments[0].disks = 2;
    assert_eq!(
        bought(&st),
        without - 1,
        "the Mausoleum's card counts first"
    );
    st.monuments[0].used = true;
    assert_eq!(bought(&st), without, "used this turn: ACME's N1.10.1");
}

/// N1.4.W, the Colossus of Rhodes: "N1.5.5-N1.5.7: used in the first competition, in N1.5.1 order,
/// where it lets the NPC win, tie or keep 3 disks". Two competitions where its 2 allies turn a
/// loss into a win; the later one (the Rulebook's order) holds the NPC's Wonder block, first in
/// N1.5.1 order: the NPC holds the Colossus at the earlier one and announces it at the later one.
#[test]
fn n1_4_w_colossus_of_rhodes_in_the_first_competition_in_n1_5_1_order() {
    let cat = cat();
    let mut st = cleared_for_wonder_terms();
    let me = Slot(0);
    let (earlier, later) = two_in_rulebook_order(&cat, &st);
    for a in [earlier, later] {
        put(&mut st, me, a, 2);
        put(&mut st, Slot(1), a, 3);
    }
    build_block(&mut st, me, 107, later);
    let colossus = Action::Establish(CardId(106));
    let opts = || vec![colossus, Action::Done];
    let game = Game::<Acis>::without_advancing_under(cat.clone(), st.clone());
    let at_earlier = game.npc_choice(&commit_q(me, earlier, opts()));
    assert_eq!(at_earlier.action, Action::Done, "{}", at_earlier.rule);
    let at_later = game.npc_choice(&commit_q(me, later, opts()));
    assert_eq!(at_later.action, colossus, "{}", at_later.rule);
    assert!(
        at_later.rule.starts_with("N1.4.W (ACIS)"),
        "{}",
        at_later.rule
    );
    // Already 3 ahead there: the Colossus is not needed anywhere (N1.5.6).
    put(&mut st, me, later, 4);
    put(&mut st, me, earlier, 4);
    let game = Game::<Acis>::without_advancing_under(cat.clone(), st);
    assert_eq!(
        game.npc_choice(&commit_q(me, later, opts())).action,
        Action::Done
    );
}

/// N1.4.W, the Lighthouse of Alexandria: "used at the first opposing Competition card, Colossus
/// bonus or competition ability that would make the NPC lose the competition or a City
/// (N1.4.16b)". 3 against 3: slot 1's Armored Infantry (#31, 1 ally; it removes no disk, so the
/// brain's N1.4.16a would let it be) would make the NPC lose: negated. 5 against 3: it still
/// wins: the Lighthouse is kept. The Colossus's bonus in a 3 against 2 competition: negated.
#[test]
fn n1_4_w_lighthouse_of_alexandria_against_what_would_lose_the_competition() {
    let cat = cat();
    let base = cleared_for_wonder_terms();
    let me = Slot(0);
    let a = empty_lands(&cat, &base, 1)[0];
    let case = |mine: u8, theirs: u8, target: u8| {
        let mut st = base.clone();
        put(&mut st, me, a, mine);
        put(&mut st, Slot(1), a, theirs);
        st.comp.area = Some(a);
        if target == 106 {
            use acme::games::acme::state::Announce;
            st.comp.announced.push((Slot(1), Announce::GodOfWar, false));
        } else {
            st.comp.committed.push((Slot(1), CardId(target), false));
        }
        let game = Game::<Acis>::without_advancing_under(cat.clone(), st);
        game.npc_choice(&negate_q(me, target, Slot(1), 105, 0, a))
    };
    let c = case(3, 3, 31);
    assert_eq!(c.action, Action::Negate(CardId(105)), "{}", c.rule);
    assert!(c.rule.starts_with("N1.4.W (ACIS)"), "{}", c.rule);
    let c = case(5, 3, 31);
    assert_eq!(c.action, Action::Decline, "{}", c.rule);
    let c = case(3, 2, 106);
    assert_eq!(c.action, Action::Negate(CardId(105)), "{}", c.rule);
}

/// N1.4.W, the Parthenon: "used like a Negate card under N1.4.16 (always to protect itself)": a
/// Card Phase card of slot 1 that harms the NPC is negated; one that harms another civilization
/// is not (N1.4.16a: never to stop another's gains or to help another).
#[test]
fn n1_4_w_parthenon_like_a_negate_card_to_protect_itself() {
    let cat = cat();
    let st = cleared_for_wonder_terms();
    let me = Slot(0);
    let a = st.civ(me).homeland.unwrap();
    let game = Game::<Acis>::without_advancing_under(cat.clone(), st);
    let harms_me = game.npc_choice(&negate_q(me, 76, Slot(1), 110, 0b001, a));
    assert_eq!(
        harms_me.action,
        Action::Negate(CardId(110)),
        "{}",
        harms_me.rule
    );
    let harms_other = game.npc_choice(&negate_q(me, 76, Slot(1), 110, 0b100, a));
    assert_eq!(harms_other.action, Action::Decline, "{}", harms_other.rule);
}

/// N1.4.W, the Statue of Zeus: "the NPC owner moves itself to the last space" at the Turn Order
/// Reset Step.
#[test]
fn n1_4_w_statue_of_zeus_moves_the_npc_to_the_last_space() {
    let cat = cat();
    let st = cleared_for_wonder_terms();
    let d = Decision::new(
        Slot(0),
        Ask::TurnOrderSpace,
        "move your Turn Order marker",
        "Statue of Zeus",
        (1..=4).map(Action::Number).collect(),
    );
    let game = Game::<Acis>::without_advancing_under(cat, st);
    assert_eq!(game.npc_choice(&d).action, Action::Number(4));
}

// ---- Lawgiver #25's NPC line (content-acis #25) ----

fn loss_q(who: Slot, area: AreaId, options: Vec<Action>) -> Decision {
    Decision::new(
        who,
        Ask::Loss {
            area,
            cause: Some(CardId(80)),
        },
        "a disk is lost",
        "RB Disk Removal",
        options,
    )
}

/// Content-acis #25 NPC: "The NPC spends its disks before talents or hand cards whenever a card
/// hits its home area, Cities, Gold or Wonder block areas (N1.10.2)": Lawgiver's disk keeps a
/// disk in its home area, a City and a Wonder block area; elsewhere the disk is lost as N1.10.2
/// says (ACME's brain spends an Investment on every loss); its whole-card cancel is declined.
#[test]
fn lawgiver_25_acis_npc_keeps_disks_only_in_home_city_gold_and_wonder_areas() {
    let cat = cat();
    let mut st = cleared_for_wonder_terms();
    let me = Slot(0);
    let home = st.civ(me).homeland.unwrap();
    let [plain, city, block] = empty_lands(&cat, &st, 3)[..] else {
        unreachable!()
    };
    put(&mut st, me, plain, 1);
    put(&mut st, me, city, 3);
    put(&mut st, me, block, 1);
    build_block(&mut st, me, 107, block);
    let lawgiver = Action::UseInvestment(CardId(25));
    let opts = || vec![lawgiver, Action::PayMina, Action::LoseDisk];
    let game = Game::<Acis>::without_advancing_under(cat.clone(), st);
    for a in [home, city, block] {
        let c = game.npc_choice(&loss_q(me, a, opts()));
        assert_eq!(c.action, lawgiver, "{}: {}", cat.board.name(a), c.rule);
    }
    let c = game.npc_choice(&loss_q(me, plain, opts()));
    assert_eq!(c.action, Action::LoseDisk, "{}", c.rule);
    let cancel = Decision::new(
        me,
        Ask::UseInvestment { card: CardId(25) },
        "cancel?",
        "Card #25 Lawgiver",
        vec![Action::Yes, Action::No],
    );
    assert_eq!(game.npc_choice(&cancel).action, Action::No);
}

// ---- The game's own words (acis-spec D2 talents, D3 Wonders; content-acis section 7) ----

/// Whether `text` names ACME's currency or Deities as words ("Dominated" holds no "mina").
fn says_acmes_words(text: &str) -> bool {
    text.split(|c: char| !c.is_alphanumeric())
        .any(|w| matches!(w, "mina" | "Deity" | "Deities"))
}

/// Every NPC reason of an all-NPC game and the explanation of every answer offered (what the
/// table's buttons and log say, `explain::describe_answer`): (reasons and explanations read, those
/// that name the currency, those in ACME's words).
fn words_over_a_game<R: acme::games::acme::Ruleset>(
    mut game: Game<R>,
    currency: &str,
) -> (usize, usize, Vec<String>) {
    use acme::games::acme::explain::describe_answer;
    let (mut read, mut coin, mut acmes) = (0, 0, Vec::new());
    while let Some(d) = game.pending() {
        let c = game.npc_choice(d);
        let mut texts = vec![c.rule.to_string()];
        texts.extend(
            d.options
                .iter()
                .map(|a| describe_answer(&game.catalog, &game.state, d, a)),
        );
        for t in texts {
            read += 1;
            coin += t.contains(currency) as usize;
            if says_acmes_words(&t) {
                acmes.push(t);
            }
        }
        game.apply(c.action).expect("legal");
    }
    (read, coin, acmes)
}

/// Acis-spec D2 (talents for mina) and D3 (Wonders, no Deities), content-acis section 7 ("mina"
/// reads "talent", "Deity (temple)" reads "Wonder block"): over a whole all-NPC ACIS game, no
/// NPC reason and no explanation of an offered answer says "mina" or "Deity", and some say
/// "talent"; an all-NPC ACME game's still say "mina" (its words are its own, `Catalog::words`,
/// `Ruleset::WORDS`).
#[test]
fn d2_d3_acis_npc_reasons_and_explanations_say_talents_and_wonders() {
    let (read, talents, acmes) = words_over_a_game(npc_game(4, 4, 7), "talent");
    assert!(read > 1000, "{read}");
    assert!(talents > 0, "some texts name talents");
    assert!(
        acmes.is_empty(),
        "ACME's words in ACIS: {:?}",
        &acmes[..acmes.len().min(5)]
    );

    let cat = acme::games::acme::data::builtin();
    let setup = SimSetup::basic(4, 4, TieBreak::UseHead);
    let (acme_game, _) =
        acme::games::acme::record::start(cat, &setup.setup, &setup.options, 7).unwrap();
    let (_, mina, acmes) = words_over_a_game(acme_game, "mina");
    assert!(
        mina > 0 && !acmes.is_empty(),
        "ACME's texts keep their mina"
    );
}

/// N1.3.3a (content-acis section 7: "mina" reads "talents"): an ACIS NPC made hostile by a card
/// that cost it something says so in ACIS's words. Over a whole all-NPC basic-4 game's typed log,
/// the hostility notes naming N1.3.3a's card trigger name talents, never mina (ACME's words stay
/// ACME's: `ACME_WORDS`).
#[test]
fn n1_3_3a_acis_the_hostility_note_names_talents() {
    use acme::games::acme::Event;
    use acme::games::acme::catalog::ACME_WORDS;
    let mut game = npc_game(4, 4, 1);
    let mut rules = Vec::new();
    while let Some(d) = game.pending() {
        let c = game.npc_choice(d);
        for e in game.apply(c.action).expect("a legal answer") {
            if let Event::Note { rule, .. } = e {
                rules.push(rule.to_string());
            }
        }
    }
    let hostility: Vec<&String> = rules.iter().filter(|r| r.starts_with("N1.3.3a")).collect();
    assert!(!hostility.is_empty(), "a card made an NPC hostile");
    assert!(
        hostility
            .iter()
            .all(|r| **r == acme::games::acis::rules::WORDS.hostile_card_loss),
        "{hostility:?}"
    );
    assert!(
        hostility.iter().all(|r| !r.contains("mina")),
        "{hostility:?}"
    );
    assert!(ACME_WORDS.hostile_card_loss.ends_with("or mina"));
}
