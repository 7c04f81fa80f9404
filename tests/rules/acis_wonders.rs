//! ACIS's Wonders under `Acis` (ACIS RB Card Phase, Build a Wonder; The Cards: Wonders; Victory
//! Tally, Aeneas and End of Epoch; the rules digest's D24, D32, D33, D40, D42, D45, D49;
//! content-acis-v1 AG12, AG13; readings A7-A11, A13), each shown against ACME's ruleset where the
//! same state plays differently.

use std::sync::Arc;

use acme::games::acis;
use acme::games::acis::rules::Acis;
use acme::games::acis::wonders;
use acme::games::acme::catalog::{AreaId, CardId, Catalog, bit, iter_set};
use acme::games::acme::state::monuments::Monument;
use acme::games::acme::state::{Slot, State};
use acme::games::acme::{Acme, Action, Ask, Flow, G, Game, ReckStep, Ruleset, invariants};

use super::acis_system::basic_state;

fn cat() -> Arc<Catalog> {
    acis::system::builtin()
}

const PYRAMID: CardId = CardId(104);
const ZEUS: CardId = CardId(108);

/// The basic `players`-player state at `flow`.
fn at(players: u8, flow: Flow) -> State {
    let mut st = basic_state(players, 1);
    st.flow = flow;
    st
}

/// `s`'s disks all taken off the map, back to its supply.
fn clear(st: &mut State, s: Slot) {
    for a in 0..st.areas.len() {
        let n = st.areas[a].disks[s.idx()];
        st.areas.remove(AreaId(a as u8), s.faction(), n);
        st.civ_mut(s).supply += u16::from(n);
    }
}

/// `n` of `s`'s disks from its supply into `a`.
fn put(st: &mut State, s: Slot, a: AreaId, n: u8) {
    st.areas.add(a, s.faction(), n);
    st.civ_mut(s).supply -= u16::from(n);
}

/// Wonder `w` built by `s` in `a` with `disks` from its supply on the card.
fn built(st: &mut State, w: CardId, s: Slot, a: AreaId, disks: u8) {
    st.civ_mut(s).supply -= u16::from(disks);
    st.monuments.push(Monument {
        card: w,
        owner: s,
        area: a,
        disks,
        built: (st.epoch, st.turn),
        used: false,
        buried: false,
    });
}

/// `n` playable land areas with no disk, none of them a civilization's home.
fn empty_land(cat: &Catalog, st: &State, n: usize) -> Vec<AreaId> {
    let homes = st
        .civs
        .iter()
        .filter_map(|c| c.homeland)
        .fold(0, |m, h| m | bit(h));
    let v: Vec<AreaId> = iter_set(cat.board.configs[st.config].playable & cat.board.land & !homes)
        .filter(|&a| st.areas[a.0 as usize].is_empty())
        .take(n)
        .collect();
    assert_eq!(v.len(), n, "{n} empty land areas");
    v
}

fn run<R: Ruleset>(st: &State) -> Game<R> {
    Game::<R>::under(cat(), st.clone()).0
}

/// The invariants under ACIS's rules hold in `st` (a state made by hand, with no question pending
/// yet, is not asked for one).
fn ok(cat: &Catalog, st: &State) {
    let errs: Vec<String> = invariants::check_under::<Acis>(cat, st)
        .err()
        .unwrap_or_default()
        .into_iter()
        .filter(|e| !e.starts_with("no decision is pending"))
        .collect();
    assert!(errs.is_empty(), "the invariants hold: {errs:?}");
}

/// `build_areas` on a scratch copy of `st`.
fn build_areas(cat: &Catalog, st: &State, s: Slot, w: CardId) -> Vec<AreaId> {
    let mut copy = st.clone();
    let g = G::<Acis>::under(cat, &mut copy, false);
    wonders::build_areas(&g, s, w)
}

// ---- D24, D32, AG13: the Card Phase action ----

/// RB Card Phase (D24) and Build a Wonder (D32, AG13): the first civilization's Card Phase
/// question offers the seven Wonders beside Pass; building the Great Pyramid takes an area it
/// Controls, then 5 resources with at least 2 disks from the map, then puts the card's 5 disks on
/// it from supply and its block in the area, which stays Controlled. Its next action this turn
/// offers no Wonder (once per turn). ACME's ruleset offers no Wonder on the same state.
#[test]
fn rb_card_phase_build_a_wonder_pays_five_resources_then_disks_and_block() {
    let cat = cat();
    let st = at(3, Flow::CardStart);
    let mut game = run::<Acis>(&st);
    let d = game.pending().expect("the Card Phase question").clone();
    let s = d.who;
    assert_eq!(d.ask, Ask::CardAction);
    for k in 0..7 {
        assert!(d.options.contains(&Action::Option(k)), "Wonder {k} offered");
    }
    assert!(d.options.contains(&Action::Pass));
    let acme = run::<Acme>(&st);
    let d = acme.pending().unwrap();
    assert!(!d.options.iter().any(|o| matches!(o, Action::Option(_))));

    let before = game.state.clone();
    let f = s.faction();
    game.apply(Action::Option(0)).unwrap();
    let d = game.pending().unwrap().clone();
    assert!(matches!(d.ask, Ask::Target { card, .. } if card == PYRAMID));
    let area = d.options[0].area().expect("an area");
    assert!(
        G::<Acis>::under(&cat, &mut before.clone(), false)
            .q()
            .controls(f, area)
    );
    game.apply(Action::Area(area)).unwrap();
    let mut paid = 0;
    while let Some(d) = game.pending().filter(|d| matches!(d.ask, Ask::Pay { .. })) {
        let pick = *d
            .options
            .iter()
            .find(|o| matches!(o, Action::PayMina | Action::Discard(_)))
            .unwrap_or(&d.options[0]);
        game.apply(pick).unwrap();
        paid += 1;
        ok(&cat, &game.state);
    }
    assert_eq!(paid, 5, "five resources");
    let st2 = &game.state;
    let m = *wonders::built(st2, PYRAMID).expect("the Great Pyramid is built");
    assert_eq!((m.owner, m.area, m.disks, m.buried), (s, area, 5, false));
    let map = |st: &State| st.disks_on_map(f);
    let disks_paid = map(&before) - map(st2);
    assert!(disks_paid >= 2, "at least 2 disks from the map");
    let others = (before.civ(s).treasury - st2.civ(s).treasury) as u32
        + (before.civ(s).hand.len() - st2.civ(s).hand.len()) as u32;
    assert_eq!(disks_paid + others, 5);
    assert_eq!(
        u32::from(st2.civ(s).supply),
        u32::from(before.civ(s).supply) + disks_paid - 5,
        "the printed disks came from supply"
    );
    assert_eq!(st2.areas[area.0 as usize].controller(), Some(f));
    ok(&cat, st2);

    // Once per turn: no Wonder is offered to it again this turn, where one would be had its
    // build been in an earlier turn.
    let actions = |st: &State| {
        let mut copy = st.clone();
        let g = G::<Acis>::under(&cat, &mut copy, false);
        wonders::card_actions(&g, s)
    };
    assert!(actions(st2).is_empty());
    let mut earlier = st2.clone();
    earlier.monuments[0].built.1 -= 1;
    assert!(!actions(&earlier).is_empty());
}

/// Readings A7 (RB Build a Wonder: "If the civilization does not have sufficient disks in supply,
/// the Wonder cannot be built"; "If the civilization does not occupy such an area"): every check is
/// made before anything is paid. With no disk in supply, the Great Pyramid's 5 disks must come from
/// the 5 resources paid in map disks, and one disk must stay in the block's area: 5 map disks are
/// too few, 6 enough. Only land areas it Controls are offered. While paying, the block's area keeps
/// its last disk.
#[test]
fn rb_build_a_wonder_checks_supply_and_area_before_paying() {
    let cat = cat();
    let mut st = at(3, Flow::CardStart);
    let s = st.order[0];
    clear(&mut st, s);
    let [x, y, z]: [AreaId; 3] = empty_land(&cat, &st, 3).try_into().unwrap();
    put(&mut st, s, x, 3);
    put(&mut st, s, y, 2);
    let spare = st.civ(s).supply;
    st.civ_mut(s).supply = 0;
    st.civ_mut(s).pool -= spare;
    // One talent, so that 5 resources are there whatever the hand holds.
    let t = st.civ(s).treasury;
    st.white_supply = st.white_supply + t - 1;
    st.civ_mut(s).treasury = 1;
    let mut short = st.clone();
    ok(&cat, &short);
    assert!(
        build_areas(&cat, &short, s, PYRAMID).is_empty(),
        "5 map disks"
    );
    // A Wonder of 3 printed disks needs only 3 from the map.
    assert_eq!(build_areas(&cat, &short, s, ZEUS), vec![x, y]);
    put_back_one(&mut short, s, z);
    assert_eq!(
        build_areas(&cat, &short, s, PYRAMID).len(),
        3,
        "6 map disks"
    );
    // An opposing disk in y: no longer Controlled, not offered.
    let other = st.order[1];
    let mut contested = short.clone();
    contested.areas.add(y, other.faction(), 1);
    contested.civ_mut(other).supply -= 1;
    assert!(!build_areas(&cat, &contested, s, PYRAMID).contains(&y));

    // The payment keeps a disk in the block's area: z holds 1 disk, and no question offers it.
    st.civ_mut(s).supply = 5;
    st.civ_mut(s).pool += 5;
    st.areas.add(z, s.faction(), 1);
    st.civ_mut(s).supply -= 1;
    ok(&cat, &st);
    let mut game = run::<Acis>(&st);
    assert_eq!(game.pending().unwrap().who, s);
    game.apply(Action::Option(0)).unwrap();
    game.apply(Action::Area(z)).unwrap();
    while let Some(d) = game.pending().filter(|d| matches!(d.ask, Ask::Pay { .. })) {
        assert!(!d.options.contains(&Action::RemoveFrom(z)));
        let a = d.options[0];
        game.apply(a).unwrap();
    }
    assert_eq!(game.state.areas[z.0 as usize].disks[s.idx()], 1);
    assert_eq!(wonders::built(&game.state, PYRAMID).unwrap().area, z);
    ok(&cat, &game.state);
}

/// One more disk of `s` from its pool onto `a` (a disk it did not have).
fn put_back_one(st: &mut State, s: Slot, a: AreaId) {
    st.civ_mut(s).pool += 1;
    st.areas.add(a, s.faction(), 1);
}

/// Readings A10 (RB Build a Wonder: "into any of its Controlled land areas not already containing a
/// Wonder"): an area holding a Wonder block, anyone's, buried or not, takes no second one; and the
/// invariants refuse two blocks in one area.
#[test]
fn rb_build_a_wonder_one_block_per_area() {
    let cat = cat();
    let mut st = at(3, Flow::CardStart);
    let s = st.order[0];
    let areas = build_areas(&cat, &st, s, PYRAMID);
    let a = areas[0];
    let other = st.order[1];
    built(&mut st, ZEUS, other, a, 0);
    st.monuments[0].buried = true;
    assert!(!build_areas(&cat, &st, s, PYRAMID).contains(&a));
    assert_eq!(build_areas(&cat, &st, s, PYRAMID).len(), areas.len() - 1);
    ok(&cat, &st);
    built(&mut st, PYRAMID, s, a, 0);
    let errs = invariants::check_under::<Acis>(&cat, &st).unwrap_err();
    assert!(
        errs.iter().any(|e| e.contains("two built blocks")),
        "{errs:?}"
    );
}

/// Readings A13 (RB Build a Wonder: "discard 1 card from its hand"): a Competition card in hand
/// pays as one resource.
#[test]
fn rb_build_a_wonder_competition_card_pays_as_a_resource() {
    let cat = cat();
    let mut st = at(3, Flow::CardStart);
    let s = st.order[0];
    let c = cat
        .fate_cards()
        .find(|c| c.codes.competition && !c.codes.event)
        .expect("a Competition card")
        .id;
    st.deck.draw.retain(|&x| x != c);
    st.deck.discard.retain(|&x| x != c);
    st.deck.held_out.retain(|&x| x != c);
    st.deck.set_aside.retain(|&x| x != c);
    for civ in &mut st.civs {
        civ.hand.retain(|&x| x != c);
    }
    st.civ_mut(s).hand.push(c);
    let mut game = run::<Acis>(&st);
    game.apply(Action::Option(0)).unwrap();
    if let Some(a) = game.pending().unwrap().options[0].area() {
        game.apply(Action::Area(a)).unwrap();
    }
    let d = game.pending().unwrap();
    assert!(matches!(
        d.ask,
        Ask::Pay {
            left: 5,
            disks_needed: 2
        }
    ));
    assert!(d.options.contains(&Action::Discard(c)));
    game.apply(Action::Discard(c)).unwrap();
    assert!(game.state.deck.discard.contains(&c));
}

// ---- D33, AG12: a use ----

/// RB The Cards: Wonders (D33) and content AG12: a use spends 1 disk from the card to its owner's
/// supply, only while the owner occupies the block's area, once per turn, never for a buried
/// Wonder or another civilization; the per-turn limit resets at the start of the Growth Phase.
#[test]
fn rb_the_cards_wonders_a_use_spends_a_disk_once_per_turn() {
    let cat = cat();
    let mut st = at(3, Flow::GrowthStart);
    let s = st.order[0];
    let a = build_areas(&cat, &st, s, PYRAMID)[0];
    built(&mut st, PYRAMID, s, a, 2);
    let supply = st.civ(s).supply;
    let other = st.order[1];
    {
        let mut g = G::<Acis>::under(&cat, &mut st, false);
        assert!(!wonders::spend_use(&mut g, other, PYRAMID), "not the owner");
        assert!(wonders::spend_use(&mut g, s, PYRAMID));
        assert!(!wonders::spend_use(&mut g, s, PYRAMID), "once per turn");
    }
    assert_eq!(st.monuments[0].disks, 1);
    assert_eq!(st.civ(s).supply, supply + 1);
    assert!(st.monuments[0].used);
    ok(&cat, &st);
    // The next Growth Phase resets the turn's use.
    let game = run::<Acis>(&st);
    assert!(!game.state.monuments[0].used);

    // The owner absent from the block's area, or the Wonder buried: no use.
    let mut away = st.clone();
    away.monuments[0].used = false;
    let n = away.areas[a.0 as usize].disks[s.idx()];
    away.areas.remove(a, s.faction(), n);
    let mut g = G::<Acis>::under(&cat, &mut away, false);
    assert!(wonders::may_use(&g, s, PYRAMID).is_err());
    assert!(!wonders::spend_use(&mut g, s, PYRAMID));
    let mut buried = st.clone();
    buried.monuments[0].used = false;
    buried.monuments[0].buried = true;
    let g = G::<Acis>::under(&cat, &mut buried, false);
    assert!(wonders::may_use(&g, s, PYRAMID).is_err());
}

// ---- D40 Victory Tally ----

/// The 3-player state at the Victory Tally with `s`'s disks cleared; `x`, `y`, `z` empty land.
fn tally_state() -> (State, Slot, [AreaId; 3]) {
    let cat = cat();
    let mut st = at(
        3,
        Flow::Reckoning {
            step: ReckStep::Tally,
        },
    );
    let s = Slot(0);
    clear(&mut st, s);
    let xyz: [AreaId; 3] = empty_land(&cat, &st, 3).try_into().unwrap();
    (st, s, xyz)
}

/// [`tally_state`] with `own` of `s`'s disks in `x` and its Great Pyramid there, `on_card` disks
/// on the card.
fn pyramid_in_x(own: u8, on_card: u8) -> (State, Slot, [AreaId; 3]) {
    let (mut st, s, xyz) = tally_state();
    put(&mut st, s, xyz[0], own);
    built(&mut st, PYRAMID, s, xyz[0], on_card);
    (st, s, xyz)
}

/// The VP `s` gains from `st` on, under `R`, until the first question.
fn gained<R: Ruleset>(st: &State, s: Slot) -> u32 {
    run::<R>(st).state.civ(s).vp - st.civ(s).vp
}

/// RB Victory Tally Step (D40): 1 VP for "each of its (unburied) Wonders that shares a land area
/// with one of its disks": a Wonder in an area holding 1 of its disks (not a City) scores; one in
/// an area without its disk does not. ACME's ruleset scores no Wonder.
#[test]
fn rb_victory_tally_step_wonder_scores_with_an_own_disk() {
    let cat = cat();
    let (mut st, s, [_, y, _]) = pyramid_in_x(1, 3);
    built(&mut st, ZEUS, s, y, 3);
    ok(&cat, &st);
    assert_eq!(gained::<Acis>(&st, s), 1);
    assert_eq!(gained::<Acme>(&st, s), 0);
}

/// Readings A8: a built Wonder with no disk left on its card still scores its Tally VP.
#[test]
fn rb_victory_tally_step_wonder_without_disks_still_scores() {
    let (st, s, _) = pyramid_in_x(1, 0);
    assert_eq!(gained::<Acis>(&st, s), 1);
}

/// Readings A9: a buried Wonder keeps its block (the area takes no other) and the disks on its
/// card, and scores nothing: no Tally VP, no count for the Epoch VP or the tie-break.
#[test]
fn rb_wonders_buried_wonder_keeps_its_block_and_scores_nothing() {
    let cat = cat();
    let (mut st, s, [x, _, _]) = pyramid_in_x(4, 3);
    assert!(wonders::bury(&mut st, PYRAMID));
    assert!(!wonders::bury(&mut st, PYRAMID), "already buried");
    {
        let g = G::<Acis>::under(&cat, &mut st, false);
        assert_eq!(wonders::scoring(&g, s), 0);
        assert_eq!(Acis::epoch_most(&g, s), 0);
        assert_eq!(Acis::ranking_keys(&g, s)[1], 0);
    }
    let m = st.monuments[0];
    assert_eq!((m.area, m.disks, m.buried), (x, 3, true));
    assert!(!build_areas(&cat, &st, s, ZEUS).contains(&x));
    // Its City scores 1 VP; the buried Wonder nothing.
    assert_eq!(gained::<Acis>(&st, s), 1);
}

// ---- D45 Epoch VP, D49 tie-break ----

/// RB End of Epoch Phase (D45): "1 VP for the civilization that occupies the most areas with its
/// built (not buried) Wonders". One more such area than everyone scores 1 VP more than the same
/// state without its Wonder.
#[test]
fn rb_end_of_epoch_phase_most_areas_with_built_wonders_scores_one_vp() {
    let cat = cat();
    let mut st = at(3, Flow::EndOfEpoch { step: 4 });
    let s = Slot(1);
    let a = build_areas(&cat, &st, s, PYRAMID)[0];
    let without = run::<Acis>(&st).state.civ(s).vp;
    built(&mut st, PYRAMID, s, a, 1);
    assert_eq!(run::<Acis>(&st).state.civ(s).vp, without + 1);
    assert_eq!(run::<Acme>(&st).state.civ(s).vp, without);
    // Tied at one each: nobody scores it.
    let t = Slot(2);
    let b = build_areas(&cat, &st, t, ZEUS)[0];
    built(&mut st, ZEUS, t, b, 1);
    assert_eq!(run::<Acis>(&st).state.civ(s).vp, without);
}

/// RB Winning the Game (D49): tied on VP, the civilization occupying more areas with its own built
/// Wonders wins before Cities count.
#[test]
fn rb_winning_the_game_wonders_break_ties_first() {
    let cat = cat();
    let (mut st, a, [x, y, z]) = tally_state();
    st.flow = Flow::GameOver;
    let b = Slot(1);
    clear(&mut st, b);
    put(&mut st, a, x, 3);
    put(&mut st, a, y, 3);
    put(&mut st, b, z, 1);
    built(&mut st, PYRAMID, b, z, 0);
    for c in &mut st.civs {
        c.vp = 0;
    }
    st.civ_mut(a).vp = 20;
    st.civ_mut(b).vp = 20;
    ok(&cat, &st);
    assert_eq!(run::<Acis>(&st).ranking()[0].0, b);
    st.monuments[0].buried = true;
    assert_eq!(
        run::<Acis>(&st).ranking()[0].0,
        a,
        "a buried Wonder does not count"
    );
}

// ---- D42, A11 Aeneas ----

/// RB Aeneas Step, step 1 (D42, readings A11): "Remove all disks from its Wonders ... returning
/// them to supply ... keep the Wonders in play": after Aeneas with a new civilization, the player
/// keeps its Wonder, built and unburied in its area, with no disk on it.
#[test]
fn rb_aeneas_step_new_civilization_keeps_the_wonders() {
    let cat = cat();
    let mut st = at(
        4,
        Flow::Reckoning {
            step: ReckStep::Gilgamesh { pos: 0 },
        },
    );
    st.epoch = 2;
    for c in &mut st.civs {
        st.deck.discard.append(&mut c.hand);
    }
    let s = Slot(0);
    clear(&mut st, s);
    let [x]: [AreaId; 1] = empty_land(&cat, &st, 1).try_into().unwrap();
    built(&mut st, PYRAMID, s, x, 4);
    ok(&cat, &st);
    let mut game = run::<Acis>(&st);
    assert_eq!(game.pending().unwrap().ask, Ask::Gilgamesh);
    game.apply(Action::Yes).unwrap();
    let d = game.pending().unwrap().clone();
    assert_eq!(d.ask, Ask::GilgameshCiv);
    let new = d.options[1];
    game.apply(new).unwrap();
    assert_ne!(game.state.civ(s).civ, st.civ(s).civ, "a new civilization");
    let m = *wonders::built(&game.state, PYRAMID).expect("still built");
    assert_eq!((m.owner, m.area, m.disks, m.buried), (s, x, 0, false));
    ok(&cat, &game.state);
}

// ---- D46 Change of Epoch rows on Wonders ----

/// The state at the End of Epoch's step 3 (Epoch I) with `c` on top of the deck.
fn change_of_epoch(c: u8) -> State {
    let mut st = at(4, Flow::EndOfEpoch { step: 3 });
    for civ in &mut st.civs {
        st.deck.discard.append(&mut civ.hand);
    }
    let c = CardId(c);
    st.deck.draw.retain(|&x| x != c);
    st.deck.discard.retain(|&x| x != c);
    st.deck.draw.push(c);
    st
}

/// [`change_of_epoch`] with Slot 0's Great Pyramid (2 disks) in a land area it Controls.
fn pyramid_before_row(c: u8) -> (State, Slot) {
    let mut st = change_of_epoch(c);
    let s = Slot(0);
    let a = build_areas(&cat(), &st, s, PYRAMID)[0];
    built(&mut st, PYRAMID, s, a, 2);
    (st, s)
}

/// Change of Epoch Table 26-30, The Gods Smile (content-acis-v1 section 6, AG12): every buried
/// Wonder is un-buried. ACME's row for the same IDs leaves it buried.
#[test]
fn rb_end_of_epoch_change_of_epoch_the_gods_smile() {
    let (mut st, _) = pyramid_before_row(26);
    st.monuments[0].buried = true;
    assert!(!run::<Acis>(&st).state.monuments[0].buried);
    assert!(run::<Acme>(&st).state.monuments[0].buried);
}

/// Change of Epoch Table 61-64, Neglected Wonders (content-acis-v1 section 6, AG12): a built,
/// unburied Wonder whose block area holds no disk of its owner is buried; one whose area holds an
/// owner's disk is not.
#[test]
fn rb_end_of_epoch_change_of_epoch_neglected_wonders() {
    let (mut st, s) = pyramid_before_row(61);
    let [left]: [AreaId; 1] = empty_land(&cat(), &st, 1).try_into().unwrap();
    built(&mut st, ZEUS, s, left, 2);
    let game = run::<Acis>(&st);
    let buried = |w| wonders::built(&game.state, w).unwrap().buried;
    assert!(!buried(PYRAMID));
    assert!(buried(ZEUS));
    assert!(!run::<Acme>(&st).state.monuments[1].buried);
}

// ---- AG12: the state ----

/// Content AG12's state is part of the game: disks on a Wonder count among its owner's disks (the
/// invariants catch a disk that came from nowhere), and a built Wonder is saved and hashed. An
/// ACME state holds none and saves as before (no field for them in its JSON).
#[test]
fn rb_wonders_state_is_counted_saved_and_hashed() {
    let cat = cat();
    let mut st = at(3, Flow::CardStart);
    let s = Slot(0);
    let a = build_areas(&cat, &st, s, PYRAMID)[0];
    let plain = serde_json::to_string(&st).unwrap();
    assert!(!plain.contains("monuments"));
    built(&mut st, PYRAMID, s, a, 3);
    ok(&cat, &st);
    let json = serde_json::to_string(&st).unwrap();
    let back: State = serde_json::from_str(&json).unwrap();
    assert_eq!(back.monuments, st.monuments);
    let h = |st: &State| acme::engine::hash::state_hash(st);
    assert_ne!(h(&st), h(&serde_json::from_str::<State>(&plain).unwrap()));
    st.civ_mut(s).supply += 1;
    let errs = invariants::check_under::<Acis>(&cat, &st).unwrap_err();
    assert!(errs.iter().any(|e| e.contains("built 3")), "{errs:?}");
}

// ---- The Wonders' powers at the Acquisition Step ----

/// The 3-player state at the first civilization's Acquisition Step, its disks only `n` in one
/// empty land area `x` (so it acquires fewer than the minimum of 3).
fn acquisition_state(n: u8) -> (State, Slot, AreaId) {
    let cat = cat();
    let mut st = at(
        3,
        Flow::Growth {
            pos: 0,
            step: acme::games::acme::GrowthStep::Acquire,
        },
    );
    let s = st.order[0];
    clear(&mut st, s);
    let [x]: [AreaId; 1] = empty_land(&cat, &st, 1).try_into().unwrap();
    put(&mut st, s, x, n);
    (st, s, x)
}

/// Readings B7 (RB Acquisition Step: "Transfer disks according to abilities on your Civilization
/// Display and your active Wonders"): the Great Pyramid's 2 disks come after the Minimum
/// Acquisition, so a civilization that acquires fewer than 3 ends with 3 + 2; the use spends 1
/// disk from the card. Away from the block's area it gives nothing.
#[test]
fn rb_acquisition_step_great_pyramid_adds_after_the_minimum() {
    let (st, s, x) = acquisition_state(1);
    let ready = |st: &State| run::<Acis>(st).state.civ(s).growth;
    let without = ready(&st);
    assert_eq!(without, 3, "the minimum");
    let mut with = st.clone();
    built(&mut with, wonders::GREAT_PYRAMID, s, x, 2);
    let game = run::<Acis>(&with);
    assert_eq!(game.state.civ(s).growth, 5);
    let m = wonders::built(&game.state, wonders::GREAT_PYRAMID).unwrap();
    assert_eq!((m.disks, m.used), (1, true));
    ok(&cat(), &game.state);
    let mut away = with.clone();
    away.monuments[0].area = empty_land(&cat(), &st, 2)[1];
    assert_eq!(ready(&away), without);
}

/// Content-acis-v1 section 4, Temple of Artemis: at the end of its owner's Acquisition Step, 1
/// disk from the card and 2 talents into the Treasury.
#[test]
fn rb_acquisition_step_temple_of_artemis_gives_two_talents() {
    let (mut st, s, x) = acquisition_state(1);
    built(&mut st, wonders::TEMPLE_OF_ARTEMIS, s, x, 5);
    let before = st.civ(s).treasury;
    let game = run::<Acis>(&st);
    assert_eq!(game.state.civ(s).treasury, before + 2);
    assert_eq!(game.state.monuments[0].disks, 4);
    assert_eq!(run::<Acme>(&st).state.civ(s).treasury, before);
}

/// A Wonder build offered in the Card Phase is not named as ACME's Cultural Development Tracks,
/// which use the same numbered options in a scenario that has them (playbook-spec T5.2).
#[test]
fn rb_card_phase_a_wonder_build_is_not_named_a_track() {
    let cat = cat();
    let game = run::<Acis>(&at(3, Flow::CardStart));
    let d = game.pending().unwrap();
    let name = acme::games::acme::explain::describe_answer(&cat, &game.state, d, &d.options[0]);
    assert!(!name.contains("track"), "{name}");
}

/// RB End of Epoch Phase (readings A24): "1 VP for the civilization that occupies the most areas
/// with its built (not buried) Wonders": an area counts when it holds one of the civilization's
/// unburied Wonder blocks and at least one of its disks. A block in an area it no longer occupies
/// counts nothing, nor does a buried Wonder's; the sole highest count scores, a tie at 0 nothing.
#[test]
fn rb_end_of_epoch_wonder_vp_counts_occupied_block_areas() {
    let cat = cat();
    let (mut st, s, [x, _, _]) = tally_state();
    st.flow = Flow::EndOfEpoch { step: 4 };
    built(&mut st, PYRAMID, s, x, 1);
    let count = |st: &State| {
        let mut copy = st.clone();
        Acis::epoch_most(&G::<Acis>::under(&cat, &mut copy, false), s)
    };
    let vp = |st: &State| run::<Acis>(st).state.civ(s).vp;
    assert_eq!(count(&st), 0, "the block's area is not occupied");
    let unoccupied = vp(&st);
    put(&mut st, s, x, 1);
    assert_eq!(count(&st), 1, "occupied: it counts");
    assert_eq!(vp(&st), unoccupied + 1, "the sole highest count scores");
    let mut buried = st.clone();
    assert!(wonders::bury(&mut buried, PYRAMID));
    assert_eq!(count(&buried), 0, "a buried Wonder counts nothing");
    assert_eq!(vp(&buried), unoccupied);
}

/// RB The Wooden Bits ("The 50 white disks are used as talents") with ACME's Mina Limits
/// (readings A25, designed): talents come from the white pool; a gain larger than the pool gives
/// what is there and the rest is forfeited, nothing taken from another Treasury. The Temple of
/// Artemis's 2 talents with 1 white disk left in the pool give 1.
#[test]
fn rb_the_wooden_bits_talent_gain_forfeited_when_pool_empty() {
    let (mut st, s, x) = acquisition_state(1);
    built(&mut st, wonders::TEMPLE_OF_ARTEMIS, s, x, 5);
    let other = st.order[1];
    let hoard = st.white_supply - 1;
    st.white_supply = 1;
    st.civ_mut(other).treasury += hoard;
    let (before, others) = (st.civ(s).treasury, st.civ(other).treasury);
    let game = run::<Acis>(&st);
    assert_eq!(
        game.state.civ(s).treasury,
        before + 1,
        "1 of 2: the rest forfeited"
    );
    assert_eq!(game.state.white_supply, 0);
    assert_eq!(
        game.state.civ(other).treasury,
        others,
        "nothing taken from others"
    );
    // With the pool full the same use gives both.
    let mut full = st.clone();
    full.white_supply += hoard;
    full.civ_mut(other).treasury -= hoard;
    assert_eq!(run::<Acis>(&full).state.civ(s).treasury, before + 2);
}
