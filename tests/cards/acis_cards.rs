//! ACIS's Fate cards played under `Game<Acis>`, each from a small position made on ACIS's basic
//! 3-player board (content-acis-v1 section 3.2, the card's text; its general rules AG1-AG20).
//! ACIS's card table (`acis::cards`) points at ACME's effect where the texts agree; where they do
//! not, an ACIS card never runs ACME's effect of the same id (the last tests).

use std::sync::Arc;

use acme::games::acis;
use acme::games::acis::rules::Acis;
use acme::games::acme::catalog::{AreaId, CardId, Catalog, bit, iter_set};
use acme::games::acme::state::{Faction, Slot, State};
use acme::games::acme::{Acme, Action, Ask, Event, Flow, Game, invariants};

pub(super) fn cat() -> Arc<Catalog> {
    acis::system::builtin()
}

/// ACIS's basic 3-player game at the start of the Card Phase, every disk off the map and every
/// hand empty (the cards back in the draw pile), in Epoch `epoch`; the civilizations in Turn Order.
pub(super) fn card_phase(epoch: u8) -> (State, [Slot; 3]) {
    let (st, o) = card_phase_of(3, epoch);
    (st, [o[0], o[1], o[2]])
}

/// [`card_phase`] on the basic setup for `players` (its map configuration: 2 players the eastern
/// board, 3 the western one, 4 to 6 the full board); the civilizations in Turn Order.
pub(super) fn card_phase_of(players: u8, epoch: u8) -> (State, Vec<Slot>) {
    let a = acis::data::builtin();
    let cat = cat();
    let npc = vec![false; players as usize];
    let mut st =
        acis::setup::basic_state(&a, &cat, players, &npc, Default::default(), 1).expect("setup");
    for i in 0..st.areas.len() {
        for f in 0..st.areas[i].disks.len() {
            let n = st.areas[i].disks[f];
            st.areas.remove(AreaId(i as u8), Faction(f as u8), n);
            if f < st.civs.len() {
                st.civs[f].supply += u16::from(n);
            }
        }
    }
    for s in st.slots().collect::<Vec<_>>() {
        let hand = std::mem::take(&mut st.civ_mut(s).hand);
        st.deck.draw.extend(hand);
    }
    st.epoch = epoch;
    st.flow = Flow::CardStart;
    let o = st.order.clone();
    // A spare card, always playable, keeps the first civilization's next Card Phase question
    // coming after the card under test resolved (the others, holding nothing, pass unasked).
    give(&mut st, o[0], SPARE);
    (st, o)
}

/// Tin Traders (content-acis #46: "Always playable").
const SPARE: u8 = 46;

/// Card `id` into `s`'s hand (out of the draw pile).
pub(super) fn give(st: &mut State, s: Slot, id: u8) {
    let c = CardId(id);
    st.deck.draw.retain(|&x| x != c);
    st.civ_mut(s).hand.push(c);
}

/// `n` of `s`'s disks from its supply into `a`.
pub(super) fn put(st: &mut State, s: Slot, a: AreaId, n: u8) {
    st.areas.add(a, s.faction(), n);
    st.civ_mut(s).supply -= u16::from(n);
}

/// The playable land areas of the 3-player map, no civilization's home among them.
pub(super) fn land(cat: &Catalog, st: &State) -> Vec<AreaId> {
    let homes = st
        .civs
        .iter()
        .filter_map(|c| c.homeland)
        .fold(0, |m, h| m | bit(h));
    iter_set(cat.board.configs[st.config].playable & cat.board.land & !homes).collect()
}

/// Two adjacent playable land areas, neither a home.
pub(super) fn adjacent_land(cat: &Catalog, st: &State) -> (AreaId, AreaId) {
    let l = land(cat, st);
    for &a in &l {
        if let Some(&b) = l
            .iter()
            .find(|&&b| cat.board.adj[a.0 as usize] & bit(b) != 0)
        {
            return (a, b);
        }
    }
    panic!("two adjacent land areas")
}

pub(super) fn run(st: &State) -> Game<Acis> {
    Game::<Acis>::under(cat(), st.clone()).0
}

/// The invariants under ACIS's rules hold.
pub(super) fn ok(g: &Game<Acis>) {
    if let Err(errs) = invariants::check_under::<Acis>(&g.catalog, &g.state) {
        let errs: Vec<_> = errs
            .into_iter()
            .filter(|e| !e.starts_with("no decision is pending"))
            .collect();
        assert!(errs.is_empty(), "the invariants hold: {errs:?}");
    }
}

/// Whether the Card Phase question now pending offers card `id` for its effect.
pub(super) fn offered(g: &Game<Acis>, id: u8) -> bool {
    let d = g.pending().expect("a question");
    d.ask == Ask::CardAction && d.options.contains(&Action::Play(CardId(id)))
}

/// Play card `id` as the pending Card Phase action, then answer each question with `pick` (or its
/// first option when `pick` has no word) until the next Card Phase question; the events.
pub(super) fn play(
    g: &mut Game<Acis>,
    id: u8,
    mut pick: impl FnMut(&acme::games::acme::Decision) -> Option<Action>,
) -> Vec<Event> {
    assert!(offered(g, id), "card #{id} offered: {:?}", g.pending());
    let mut events = g.apply(Action::Play(CardId(id))).expect("legal");
    while let Some(d) = g.pending().filter(|d| d.ask != Ask::CardAction) {
        let a = pick(d).unwrap_or(d.options[0]);
        events.extend(g.apply(a).expect("legal"));
        ok(g);
    }
    ok(g);
    events
}

pub(super) fn played(events: &[Event], id: u8) -> bool {
    events
        .iter()
        .any(|e| matches!(e, Event::CardPlayed { card, .. } if card.0 == id))
}

// ---- Cards whose text is ACME's card of the same id ----

/// Content-acis #4 Philosopher King: 1 VP; controlling its home area, its player may draw 1 card.
#[test]
fn acis_card_4_philosopher_king_vp_and_a_draw_with_the_home_controlled() {
    let cat = cat();
    let (mut st, [s, ..]) = card_phase(1);
    give(&mut st, s, 4);
    let home = st.civ(s).homeland.expect("a home");
    put(&mut st, s, home, 2);
    let mut g = run(&st);
    let mut asked = String::new();
    let ev = play(&mut g, 4, |d| {
        if matches!(d.ask, Ask::UseAbility { .. }) {
            asked = d.text.to_string();
            return Some(Action::Yes);
        }
        None
    });
    assert!(played(&ev, 4));
    // The question speaks ACIS's words: its one printed home area, not ACME's Homeland.
    assert!(
        asked.contains("home area") && !asked.contains("Homeland"),
        "{asked}"
    );
    assert_eq!(g.state.civ(s).vp, 1);
    assert_eq!(g.state.civ(s).hand.len(), 2, "the spare and 1 card drawn");
    assert!(g.state.deck.discard.contains(&CardId(4)));
    let _ = cat;
}

/// Content-acis #11 Diplomat: pay 1 talent, pick a card of an opposing hand, which is discarded.
#[test]
fn acis_card_11_diplomat_pays_a_talent_and_discards_a_chosen_card() {
    let (mut st, [s, v, _]) = card_phase(1);
    give(&mut st, s, 11);
    give(&mut st, v, 57);
    give(&mut st, v, 78);
    st.civ_mut(s).treasury = 2;
    st.white_supply -= 2;
    let mut g = run(&st);
    play(&mut g, 11, |d| match d.ask {
        Ask::Target { .. } if d.options.contains(&Action::Civ(v)) => Some(Action::Civ(v)),
        Ask::Target { .. } if d.options.contains(&Action::Card(CardId(78))) => {
            Some(Action::Card(CardId(78)))
        }
        _ => None,
    });
    assert_eq!(g.state.civ(s).treasury, 1, "1 talent paid");
    assert_eq!(g.state.civ(v).hand, vec![CardId(57)]);
    assert!(g.state.deck.discard.contains(&CardId(78)));
}

/// Content-acis #23 Informer: 1 talent, and 1 from the victim per Negate card seen. ACIS's Negate
/// cards are its own: Sibyl (#9) is one (in ACME #9 is no Negate card), Land Improvement (#7) is not.
#[test]
fn acis_card_23_informer_counts_acis_negate_cards() {
    let (mut st, [s, v, _]) = card_phase(1);
    give(&mut st, s, 23);
    give(&mut st, v, 9);
    give(&mut st, v, 7);
    st.civ_mut(v).treasury = 3;
    st.white_supply -= 3;
    let mut g = run(&st);
    play(&mut g, 23, |d| match d.ask {
        Ask::Negate { .. } => Some(Action::Decline),
        _ => d
            .options
            .contains(&Action::Civ(v))
            .then_some(Action::Civ(v)),
    });
    assert_eq!(g.state.civ(s).treasury, 2, "1 from the supply, 1 for Sibyl");
    assert_eq!(g.state.civ(v).treasury, 2);
}

/// Content-acis #79 Tax Revolt: an opposing civilization with 3 or more talents loses half,
/// rounded up.
#[test]
fn acis_card_79_tax_revolt_halves_the_treasury_rounded_up() {
    let (mut st, [s, v, _]) = card_phase(1);
    give(&mut st, s, 79);
    st.civ_mut(v).treasury = 5;
    st.white_supply -= 5;
    let mut g = run(&st);
    let ev = play(&mut g, 79, |d| {
        d.options
            .contains(&Action::Civ(v))
            .then_some(Action::Civ(v))
    });
    assert_eq!(g.state.civ(v).treasury, 2);
    // RB Supply (D2): the note speaks of talents, as ACIS's ruleset names them.
    let said = |w: &str| {
        ev.iter()
            .any(|e| matches!(e, Event::Note { text, .. } if text.to_string().contains(w)))
    };
    assert!(said("loses 3 talent"), "the note says talents: {ev:?}");
    assert!(!said("mina"));
}

/// Card `id` played against the next civilization in Turn Order holding the cards `hand`: how many
/// cards it holds after.
fn hand_after(id: u8, hand: &[u8]) -> usize {
    let (mut st, [s, v, _]) = card_phase(1);
    give(&mut st, s, id);
    for &c in hand {
        give(&mut st, v, c);
    }
    let mut g = run(&st);
    play(&mut g, id, |d| {
        d.options
            .contains(&Action::Civ(v))
            .then_some(Action::Civ(v))
    });
    g.state.civ(v).hand.len()
}

/// Content-acis #78 Eclipse: the chosen civilization discards 2 cards at random.
#[test]
fn acis_card_78_eclipse_discards_two_cards_at_random() {
    assert_eq!(hand_after(78, &[47, 50, 57]), 1);
}

/// Content-acis #51 Phoenician Merchants: 1 talent per shallow sea occupied next to an occupied
/// land area; a deep sea does not count (AG17: "Cards that say 'shallow sea area' never affect
/// deep seas"). ACME's card counts every sea: the same play under ACME's ruleset gains 1 more.
#[test]
fn acis_card_51_phoenician_merchants_counts_shallow_seas_only() {
    let cat = cat();
    let (mut st, [s, ..]) = card_phase(4);
    // The full map holds the deep seas: take the 3-player state onto it.
    st.config = cat
        .board
        .configs
        .iter()
        .position(|c| c.playable & cat.board.deep_seas != 0)
        .expect("a configuration with a deep sea");
    let play_set = cat.board.configs[st.config].playable;
    let deep = iter_set(cat.board.deep_seas & play_set).next().unwrap();
    let coast = iter_set(cat.board.adj[deep.0 as usize] & cat.board.land & play_set)
        .find(|&l| {
            iter_set(cat.board.adj[l.0 as usize] & !cat.board.land & !cat.board.deep_seas)
                .any(|x| play_set & bit(x) != 0)
        })
        .expect("a coast on the deep sea and a shallow one");
    let shallow =
        iter_set(cat.board.adj[coast.0 as usize] & !cat.board.land & !cat.board.deep_seas)
            .find(|&x| play_set & bit(x) != 0)
            .unwrap();
    give(&mut st, s, 51);
    put(&mut st, s, coast, 2);
    put(&mut st, s, deep, 1);
    put(&mut st, s, shallow, 1);
    let mut g = run(&st);
    play(&mut g, 51, |_| None);
    assert_eq!(g.state.civ(s).treasury, 1, "the shallow sea only");
    let mut acme = Game::<Acme>::under(cat.clone(), st.clone()).0;
    acme.apply(Action::Play(CardId(51)))
        .expect("legal under ACME");
    assert_eq!(
        acme.state.civ(s).treasury,
        2,
        "ACME's card counts the deep sea"
    );
}

/// Content-acis #57 Flocks and Herds: 1 disk into each of up to 3 land areas its player Controls
/// (every ACIS land area is Plain, D5).
#[test]
fn acis_card_57_flocks_and_herds_adds_to_controlled_land() {
    let cat = cat();
    let (mut st, [s, ..]) = card_phase(1);
    let l = land(&cat, &st);
    give(&mut st, s, 57);
    for &a in &l[..3] {
        put(&mut st, s, a, 1);
    }
    let before = st.civ(s).supply;
    let mut g = run(&st);
    play(&mut g, 57, |_| None);
    for &a in &l[..3] {
        assert_eq!(g.state.areas[a.0 as usize].disks[s.idx()], 2);
    }
    assert_eq!(g.state.civ(s).supply, before - 3);
}

/// Content-acis #72 Famine: 2 disks off an opposing City, then 1 off each of its owner's other
/// Cities in adjacent land areas (AG1: the victim loses them here, paying nothing).
#[test]
fn acis_card_72_famine_strikes_a_city_and_its_neighbour_cities() {
    let cat = cat();
    let (mut st, [s, v, _]) = card_phase(1);
    let (a, b) = adjacent_land(&cat, &st);
    give(&mut st, s, 72);
    put(&mut st, v, a, 4);
    put(&mut st, v, b, 3);
    let mut g = run(&st);
    play(&mut g, 72, |d| match d.ask {
        Ask::Loss { .. } => Some(Action::LoseDisk),
        _ if d.options.contains(&Action::Area(a)) => Some(Action::Area(a)),
        _ => None,
    });
    assert_eq!(g.state.areas[a.0 as usize].disks[v.faction().0 as usize], 2);
    assert_eq!(g.state.areas[b.0 as usize].disks[v.faction().0 as usize], 2);
}

/// Content-acis #87 Civil War with RB Disk Removal's clarification (AG2, readings B17): a disk
/// its owner keeps with a talent is still replaced by a Barbarian disk; ACME's Civil War (G2)
/// places no Barbarian for a kept disk.
#[test]
fn acis_card_87_civil_war_a_kept_disk_still_gets_its_barbarian() {
    let cat = cat();
    let (mut st, [s, v, _]) = card_phase(1);
    let a = land(&cat, &st)[0];
    give(&mut st, s, 87);
    put(&mut st, v, a, 4);
    st.civ_mut(v).treasury = 2;
    st.white_supply -= 2;
    let keep = |d: &acme::games::acme::Decision| match d.ask {
        Ask::Loss { .. } => Some(Action::PayMina),
        _ => None,
    };
    let mut g = run(&st);
    play(&mut g, 87, keep);
    let here = &g.state.areas[a.0 as usize];
    assert_eq!(
        here.disks[v.faction().0 as usize],
        4,
        "both disks kept with talents"
    );
    assert_eq!(
        here.disks[Faction::BARBARIANS.idx()],
        2,
        "and still replaced"
    );
    let mut acme = Game::<Acme>::under(cat.clone(), st.clone()).0;
    acme.apply(Action::Play(CardId(87)))
        .expect("legal under ACME");
    while let Some(d) = acme.pending().filter(|d| d.ask != Ask::CardAction) {
        let a = keep(d).unwrap_or(d.options[0]);
        acme.apply(a).unwrap();
    }
    assert_eq!(
        acme.state.areas[a.0 as usize].disks[Faction::BARBARIANS.idx()],
        0,
        "ACME: a kept disk is not replaced"
    );
}

/// Content-acis #20 Master Armorer, placed in the Card Phase: 4 of its player's disks from supply
/// onto the card (AG14).
#[test]
fn acis_card_20_master_armorer_takes_four_disks_from_supply() {
    let (mut st, [s, ..]) = card_phase(1);
    give(&mut st, s, 20);
    let before = st.civ(s).supply;
    let mut g = run(&st);
    play(&mut g, 20, |_| None);
    let t = g.state.civ(s).table_card(CardId(20)).expect("on the table");
    assert_eq!(t.disks, 4);
    assert_eq!(g.state.civ(s).supply, before - 4);
}

/// Card `id` played against a civilization with 2 disks in each of `areas` land areas and 2
/// talents, which loses every disk it may (no talent paid); its disks left in those areas, its
/// talents, and the state before the play.
fn strike_land(id: u8, areas: usize) -> (u32, u16, State) {
    let cat = cat();
    let (mut st, [s, v, _]) = card_phase(1);
    let l = land(&cat, &st);
    give(&mut st, s, id);
    for &a in &l[..areas] {
        put(&mut st, v, a, 2);
    }
    st.civ_mut(v).treasury = 2;
    st.white_supply -= 2;
    let mut g = run(&st);
    play(&mut g, id, |d| match d.ask {
        Ask::Loss { .. } => Some(Action::LoseDisk),
        _ => None,
    });
    let left: u32 = l[..areas]
        .iter()
        .map(|a| u32::from(g.state.areas[a.0 as usize].disks[v.faction().0 as usize]))
        .sum();
    (left, g.state.civ(v).treasury, st)
}

/// Content-acis #74 Cattle Plague: the chosen civilization loses 1 disk in each of up to 2 land
/// areas it occupies (its player picks them) and 1 talent. (ACME's Murrain, whose pattern it is,
/// takes up to 3.)
#[test]
fn acis_card_74_cattle_plague_two_land_areas_and_a_talent() {
    let (left, talents, _) = strike_land(74, 3);
    assert_eq!(left, 4, "2 of 6 disks lost");
    assert_eq!(talents, 1, "and 1 talent");
}

/// Content-acis #64 Plague of Locusts: 1 disk in each of up to 3 land areas of the chosen
/// civilization, no talent (ACME's #64 strikes Fertile areas, which ACIS has not).
#[test]
fn acis_card_64_plague_of_locusts_three_land_areas() {
    let (left, talents, st) = strike_land(64, 4);
    assert_eq!(left, 5, "3 of 8 disks lost");
    assert_eq!(talents, 2, "no talent");
    // Under ACME's ruleset the same card is ACME's Plague of Locusts: no Fertile area, not offered.
    let acme = Game::<Acme>::under(cat(), st).0;
    assert!(
        !acme
            .pending()
            .unwrap()
            .options
            .contains(&Action::Play(CardId(64)))
    );
}

/// Content-acis #46 Tin Traders: 1 talent per opposing civilization with a disk in or next to one
/// of its player's land or shallow sea areas (the Commerce test), at most 3.
#[test]
fn acis_card_46_tin_traders_one_talent_per_commerce_partner() {
    let cat = cat();
    let (mut st, [s, v, _]) = card_phase(1);
    give(&mut st, s, 23);
    let (a, b) = adjacent_land(&cat, &st);
    put(&mut st, s, a, 1);
    put(&mut st, v, b, 1);
    let mut g = run(&st);
    play(&mut g, 46, |_| None);
    assert_eq!(
        g.state.civ(s).treasury,
        1,
        "one partner, the third civilization is nowhere"
    );
}

/// Content-acis #50 Tribute: every opposing civilization with a disk in its player's home area or
/// a land area next to it pays 1 talent.
#[test]
fn acis_card_50_tribute_neighbours_of_the_home_pay_a_talent() {
    let cat = cat();
    let (mut st, [s, v, _]) = card_phase(1);
    give(&mut st, s, 50);
    let home = st.civ(s).homeland.expect("a home");
    let next = iter_set(cat.board.adj[home.0 as usize] & cat.board.land)
        .find(|&b| cat.board.configs[st.config].playable & bit(b) != 0)
        .expect("a land neighbour of the home");
    put(&mut st, s, home, 1);
    put(&mut st, v, next, 1);
    st.civ_mut(v).treasury = 2;
    st.white_supply -= 2;
    let mut g = run(&st);
    play(&mut g, 50, |_| None);
    assert_eq!(g.state.civ(v).treasury, 1);
    assert_eq!(g.state.civ(s).treasury, 1);
}

/// Content-acis #58 Iron Tools: 2 disks from supply to the Ready box, on top of the next growth.
#[test]
fn acis_card_58_iron_tools_two_disks_to_the_ready_box() {
    let (mut st, [s, ..]) = card_phase(1);
    give(&mut st, s, 58);
    let (supply, ready) = (st.civ(s).supply, st.civ(s).growth);
    let mut g = run(&st);
    play(&mut g, 58, |_| None);
    assert_eq!(g.state.civ(s).supply, supply - 2);
    assert_eq!(g.state.civ(s).growth, ready + 2);
}

/// Content-acis #80 Rebellion: every disk of the chosen civilization in the land area is replaced
/// by a Barbarian disk; with none of its disks left there, Barbarians fill the area to 4.
#[test]
fn acis_card_80_rebellion_barbarians_take_the_area() {
    let cat = cat();
    let (mut st, [s, v, _]) = card_phase(1);
    let a = land(&cat, &st)[0];
    give(&mut st, s, 80);
    put(&mut st, v, a, 2);
    let mut g = run(&st);
    play(&mut g, 80, |d| match d.ask {
        Ask::Loss { .. } => Some(Action::LoseDisk),
        _ => None,
    });
    let here = &g.state.areas[a.0 as usize];
    assert_eq!(here.disks[v.faction().0 as usize], 0);
    assert_eq!(here.disks[Faction::BARBARIANS.idx()], 4);
}

/// Content-acis #81 Corruption: an opposing civilization with 2 Cities loses 1 talent per 2 Cities
/// (rounded up).
#[test]
fn acis_card_81_corruption_a_talent_per_two_cities() {
    let cat = cat();
    let (mut st, [s, v, _]) = card_phase(1);
    let l = land(&cat, &st);
    give(&mut st, s, 81);
    put(&mut st, v, l[0], 3);
    put(&mut st, v, l[1], 3);
    st.civ_mut(v).treasury = 3;
    st.white_supply -= 3;
    let mut g = run(&st);
    play(&mut g, 81, |_| None);
    assert_eq!(g.state.civ(v).treasury, 2);
}

/// Content-acis #82 Nepotism: with no Investment in play, the chosen civilization discards 1 card
/// at random from its hand.
#[test]
fn acis_card_82_nepotism_without_investment_a_random_discard() {
    assert_eq!(hand_after(82, &[57, 78]), 1);
}

/// Content-acis #84 Barbarian Migration: 2 Barbarian disks into land areas next to a land area
/// that held Barbarians when the card was played.
#[test]
fn acis_card_84_barbarian_migration_two_barbarians_next_to_barbarians() {
    let cat = cat();
    let (mut st, [s, ..]) = card_phase(1);
    let (a, b) = adjacent_land(&cat, &st);
    give(&mut st, s, 84);
    st.areas.add(a, Faction::BARBARIANS, 2);
    st.barbarian_supply -= 2;
    let mut g = run(&st);
    let mut picked = false;
    play(&mut g, 84, |d| {
        if !picked && d.options.contains(&Action::Area(b)) {
            picked = true;
            return Some(Action::Area(b));
        }
        d.options.contains(&Action::Done).then_some(Action::Done)
    });
    assert!(picked);
    assert_eq!(
        g.state.areas[b.0 as usize].disks[Faction::BARBARIANS.idx()],
        2
    );
}

/// Content-acis #47 Cedars of Lebanon (ACIS's own text): 1 talent, 2 more for occupying the
/// Phoenicia area, and 1 to every other civilization there. ACME's card of the same id names three
/// ports of ACME's map: under ACME's ruleset the same play gives its player 1 talent only.
#[test]
fn acis_card_47_cedars_of_lebanon_talents_in_phoenicia() {
    let cat = cat();
    let (mut st, [s, v, w]) = card_phase(1);
    st.config = cat
        .board
        .configs
        .iter()
        .position(|c| c.playable & cat.board.deep_seas != 0)
        .expect("the full map");
    let phoenicia = cat.board.find("Phoenicia").expect("Phoenicia");
    give(&mut st, s, 47);
    put(&mut st, s, phoenicia, 1);
    put(&mut st, v, phoenicia, 1);
    let mut g = run(&st);
    play(&mut g, 47, |_| None);
    assert_eq!(g.state.civ(s).treasury, 3);
    assert_eq!(g.state.civ(v).treasury, 1);
    assert_eq!(g.state.civ(w).treasury, 0);
    let mut acme = Game::<Acme>::under(cat.clone(), st.clone()).0;
    acme.apply(Action::Play(CardId(47)))
        .expect("legal under ACME");
    assert_eq!(
        acme.state.civ(s).treasury,
        1,
        "ACME's ports are not on ACIS's map"
    );
    assert_eq!(acme.state.civ(v).treasury, 0);
}

// ---- Competition cards ----

/// The Competition Phase of a state where `s` and `v` have `n` disks each in land area `a` (its
/// only Contested area), `s` holding card `id`: `s` commits it at step 1 (RB Competition), every
/// other question is answered by `pick` or with its first option (Done for a further commit);
/// the events from the competition's start to its end.
pub(super) fn compete(
    st: &mut State,
    s: Slot,
    v: Slot,
    a: AreaId,
    n: u8,
    id: u8,
    mut pick: impl FnMut(&acme::games::acme::Decision) -> Option<Action>,
) -> (Game<Acis>, Vec<Event>) {
    give(st, s, id);
    put(st, s, a, n);
    put(st, v, a, n);
    st.flow = Flow::CompStart;
    let (mut g, mut events) = Game::<Acis>::under(cat(), st.clone());
    let mut committed = false;
    while let Some(d) = g.pending() {
        if events
            .iter()
            .any(|e| matches!(e, Event::CompetitionEnded { area } if *area == a))
        {
            break;
        }
        let act = match d.ask {
            Ask::Commit { .. } if d.who == s && !committed => {
                committed = true;
                Action::Play(CardId(id))
            }
            Ask::Commit { .. } if d.options.contains(&Action::Done) => Action::Done,
            _ => pick(d).unwrap_or(d.options[0]),
        };
        events.extend(g.apply(act).expect("legal"));
        ok(&g);
    }
    assert!(committed, "card #{id} was committed");
    let start = events
        .iter()
        .position(|e| matches!(e, Event::CompetitionStarted { area } if *area == a))
        .expect("the competition");
    let end = events
        .iter()
        .position(|e| matches!(e, Event::CompetitionEnded { area } if *area == a))
        .expect("its end");
    let within = events[start..=end].to_vec();
    (g, within)
}

/// [`compete`] 3 against 3 in the first playable land area of [`card_phase`]'s state, once
/// `prep` set the state; the game, the competition's events, the card's player, its opponent and
/// the area.
fn three_against_three(
    id: u8,
    prep: impl FnOnce(&mut State, Slot, Slot),
    pick: impl FnMut(&acme::games::acme::Decision) -> Option<Action>,
) -> (Game<Acis>, Vec<Event>, Slot, Slot, AreaId) {
    let (mut st, [s, v, _]) = card_phase(1);
    let a = land(&cat(), &st)[0];
    prep(&mut st, s, v);
    let (g, ev) = compete(&mut st, s, v, a, 3, id, pick);
    (g, ev, s, v, a)
}

pub(super) fn removed(events: &[Event], f: Faction) -> u32 {
    events
        .iter()
        .map(|e| match e {
            Event::Removed { faction, n, .. } if *faction == f => u32::from(*n),
            _ => 0,
        })
        .sum()
}

/// Content-acis #39 Slingers: each opposing Faction in the land area loses 1 disk at step 3. In a
/// 3 against 3 competition the victim is down to 2 before the first round, so the loss rounds
/// (RB Competition Procedure, readings A29: the groups of 1, 2, 3 disks in rising order) take it
/// first each round: it loses 3 disks and the Slingers' player 1, where without the card both
/// would lose 2.
#[test]
fn acis_card_39_slingers_each_opposing_faction_loses_one() {
    let (_, ev, s, v, _) = three_against_three(39, |_, _, _| {}, |_| None);
    assert_eq!(removed(&ev, v.faction()), 3);
    assert_eq!(removed(&ev, s.faction()), 1);
}

/// Content-acis #31 Armored Infantry: 1 white Allied disk on its player's side in the competition.
#[test]
fn acis_card_31_armored_infantry_adds_an_allied_disk() {
    let (_, ev, s, _, a) = three_against_three(31, |_, _, _| {}, |_| None);
    assert!(ev.iter().any(
        |e| matches!(e, Event::Allies { slot, area, delta } if *slot == s && *area == a && *delta > 0)
    ));
}

/// Content-acis #40 Mercenaries with RB Disk Removal's clarification (AG2, readings B17): for the
/// talent its player spends, 1 disk of the chosen civilization here is replaced by one of its
/// player's; the victim keeps its disk with a talent, and the Mercenaries' disk is still added.
#[test]
fn acis_card_40_mercenaries_a_kept_disk_is_still_replaced() {
    let cat = cat();
    let (mut st, [s, v, _]) = card_phase(1);
    let a = land(&cat, &st)[0];
    st.civ_mut(s).treasury = 1;
    st.civ_mut(v).treasury = 1;
    st.white_supply -= 2;
    let mut kept = false;
    let (g, ev) = compete(&mut st, s, v, a, 3, 40, |d| match d.ask {
        Ask::HowMany { .. } => Some(Action::Number(1)),
        Ask::Loss { .. } if !kept && d.options.contains(&Action::PayMina) => {
            kept = true;
            Some(Action::PayMina)
        }
        Ask::Loss { .. } => Some(Action::LoseDisk),
        _ => None,
    });
    assert!(kept, "the victim kept its disk with a talent");
    assert_eq!(g.state.civ(v).treasury, 0);
    assert!(
        ev.iter().any(
            |e| matches!(e, Event::Placed { faction, area, .. } if *faction == s.faction() && *area == a)
        ),
        "the Mercenaries' disk is added all the same"
    );
}

/// Content-acis #36 Composite Bows: 2 opposing disks of its player's choice removed at step 3. In a
/// 3 against 3 competition the victim is down to 1 before the first round, and its last disk goes
/// in the first round's first group (readings A29), which ends the competition.
#[test]
fn acis_card_36_composite_bows_remove_two_opposing_disks() {
    let (_, ev, s, v, _) = three_against_three(36, |_, _, _| {}, |_| None);
    assert_eq!(removed(&ev, v.faction()), 3);
    assert_eq!(removed(&ev, s.faction()), 0);
}

/// Content-acis #17 Siege Master: 1 disk off the chosen civilization's City here, with no offset:
/// the victim, who pays a talent for every loss it may, still loses that disk before the first
/// loss round.
#[test]
fn acis_card_17_siege_master_a_city_loses_a_disk() {
    let talents = |st: &mut State, _: Slot, v: Slot| {
        st.civ_mut(v).treasury = 3;
        st.white_supply -= 3;
    };
    let pay = |d: &acme::games::acme::Decision| {
        d.options
            .contains(&Action::PayMina)
            .then_some(Action::PayMina)
    };
    let (_, ev, _, v, _) = three_against_three(17, talents, pay);
    let first_round = ev
        .iter()
        .position(|e| matches!(e, Event::CompetitionRound { .. }))
        .unwrap_or(ev.len());
    assert_eq!(removed(&ev[..first_round], v.faction()), 1);
}

/// Content-acis #15 Mercenary General: each talent paid adds 2 white Allied disks to its player's
/// side.
#[test]
fn acis_card_15_mercenary_general_two_allies_per_talent() {
    let cat = cat();
    let (mut st, [s, v, _]) = card_phase(1);
    let a = land(&cat, &st)[0];
    st.civ_mut(s).treasury = 1;
    st.white_supply -= 1;
    let (_, ev) = compete(&mut st, s, v, a, 3, 15, |d| match d.ask {
        Ask::HowMany { .. } => Some(Action::Number(1)),
        Ask::Loss { .. } => Some(Action::LoseDisk),
        _ => None,
    });
    assert!(
        ev.iter()
            .any(|e| matches!(e, Event::Mina { slot, delta } if *slot == s && *delta == -1)),
        "1 talent paid"
    );
    assert!(ev.iter().any(
        |e| matches!(e, Event::Allies { slot, area, delta } if *slot == s && *area == a && *delta == 2)
    ));
}

/// Content-acis #37 Forced March: up to 3 of its player's disks move in from adjacent land areas,
/// each source keeping at least 1.
#[test]
fn acis_card_37_forced_march_a_source_keeps_one_disk() {
    let cat = cat();
    let (mut st, [s, v, _]) = card_phase(1);
    let (a, b) = adjacent_land(&cat, &st);
    put(&mut st, s, b, 2);
    let (g, _) = compete(&mut st, s, v, a, 3, 37, |d| match d.ask {
        Ask::Loss { .. } => Some(Action::LoseDisk),
        _ if d.options.contains(&Action::Area(b)) => Some(Action::Area(b)),
        _ => None,
    });
    assert_eq!(
        g.state.areas[b.0 as usize].disks[s.idx()],
        1,
        "1 disk marched"
    );
}

/// Content-acis #34 Phalanx: announced when its player would lose a disk, it cancels that loss and
/// the next one in this competition. 3 against 3: the first two rounds' losses of its player are
/// cancelled, and the other side's last disk goes in the third round's first group (readings
/// A29): its player loses no disk, the other side 3.
#[test]
fn acis_card_34_phalanx_cancels_two_losses() {
    let phalanx = Action::UseInvestment(CardId(34));
    let (_, ev, s, v, _) = three_against_three(
        34,
        |_, _, _| {},
        |d| d.options.contains(&phalanx).then_some(phalanx),
    );
    assert_eq!(removed(&ev, s.faction()), 0);
    assert_eq!(removed(&ev, v.faction()), 3);
    // What the table shows names ACIS's card, not ACME's Shield Bearers of the same id.
    let paid: Vec<String> = ev
        .iter()
        .filter_map(|e| match e {
            Event::LossPaid { with, .. } => Some(with.to_string()),
            _ => None,
        })
        .collect();
    assert!(
        !paid.is_empty() && paid.iter().all(|w| w == "Phalanx"),
        "{paid:?}"
    );
    assert!(!format!("{ev:?}").contains("Shield Bearers"), "{ev:?}");
}

// ---- Events ----

/// Philosopher King (#4) given to `s` with its home Controlled, and Event `id` put on top of the
/// draw pile, for Philosopher King's draw.
fn event_on_top(st: &mut State, s: Slot, id: u8) -> CardId {
    give(st, s, 4);
    let home = st.civ(s).homeland.expect("a home");
    put(st, s, home, 2);
    let c = CardId(id);
    st.deck.draw.retain(|&x| x != c);
    st.deck.held_out.retain(|&x| x != c);
    st.deck.draw.push(c);
    c
}

/// Philosopher King (#4) played with its home Controlled and its draw taken, Event `id` on top of
/// the draw pile in turn `turn`; the game, the events and the drawer.
fn draw_event(id: u8, turn: u8) -> (Game<Acis>, Vec<Event>, Slot) {
    let (mut st, [s, ..]) = card_phase(1);
    st.turn = turn;
    let c = event_on_top(&mut st, s, id);
    let mut g = run(&st);
    let ev = play(&mut g, 4, |d| {
        matches!(d.ask, Ask::UseAbility { .. }).then_some(Action::Yes)
    });
    assert!(
        ev.iter()
            .any(|e| matches!(e, Event::EventCard { card, .. } if *card == c)),
        "Event #{id} resolved"
    );
    assert!(g.state.deck.discard.contains(&c));
    assert_eq!(
        g.state.civ(s).hand.len(),
        2,
        "the spare and the replacement"
    );
    (g, ev, s)
}

fn barbarians(g: &Game<Acis>) -> u32 {
    g.state
        .areas
        .iter()
        .map(|a| u32::from(a.disks[Faction::BARBARIANS.idx()]))
        .sum()
}

/// Content-acis #98 Hordes from the North, drawn by Philosopher King's draw (AG9: a drawn Event is
/// resolved at once and replaced by another draw): its controller (AI1) picks a ground zero on the
/// north edge (AI2, AI8) and Barbarian stacks go there and into its land neighbours (AI3, AI4),
/// 4 in a land area; the card is discarded and its drawer draws another card.
#[test]
fn acis_card_98_hordes_from_the_north_invades_when_drawn() {
    let (g, _, _) = draw_event(98, 1);
    assert!(barbarians(&g) >= 4, "at least one stack of 4");
    assert!(
        g.state
            .areas
            .iter()
            .all(|a| a.disks[Faction::BARBARIANS.idx()] <= 4),
        "no stack above 4 (AI3)"
    );
}

/// Readings A20 (content-acis AI1, ACME's I1): the civilization with the sole lowest VP controls an
/// invasion, whoever drew it: Hordes from the North (#98) drawn by the first civilization's
/// Philosopher King, its ground zero is chosen by the one with the fewest VP (the second, then the
/// third, as the VP are set).
#[test]
fn rb_event_cards_invasion_controlled_by_sole_lowest_vp() {
    for lowest in [1usize, 2] {
        let (mut st, o) = card_phase(1);
        let s = o[0];
        for (i, &x) in o.iter().enumerate() {
            st.civ_mut(x).vp = if i == lowest { 1 } else { 5 };
        }
        let c = event_on_top(&mut st, s, 98);
        let mut g = run(&st);
        let mut chooser = None;
        let ev = play(&mut g, 4, |d| match d.ask {
            Ask::UseAbility { .. } => Some(Action::Yes),
            Ask::InvasionArea { .. } => {
                chooser = Some(d.who);
                None
            }
            _ => None,
        });
        assert!(
            ev.iter()
                .any(|e| matches!(e, Event::EventCard { card, .. } if *card == c)),
            "Hordes from the North resolved"
        );
        assert_eq!(
            chooser,
            Some(o[lowest]),
            "the sole lowest VP chooses ground zero"
        );
    }
}

/// Content-acis #99 Eastern Powers Attack: the stacks of #98 and one more next to them.
#[test]
fn acis_card_99_eastern_powers_attack_invades_when_drawn() {
    let (g, _, _) = draw_event(99, 1);
    assert!(barbarians(&g) >= 8, "ground zero and the vanguard at least");
}

/// Event `id` was resolved (RB Event Cards: its event reported) and went to the discard pile.
fn assert_resolved(g: &Game<Acis>, ev: &[Event], id: u8) {
    assert!(
        ev.iter()
            .any(|e| matches!(e, Event::EventCard { card, .. } if card.0 == id)),
        "Event #{id} resolved: {ev:?}"
    );
    assert!(g.state.deck.discard.contains(&CardId(id)));
}

/// The barbarian disks on the map, by area name.
fn barbarian_stacks(g: &Game<Acis>) -> Vec<(String, u8)> {
    let mut v: Vec<(String, u8)> = g
        .catalog
        .board
        .ids()
        .filter_map(|a| {
            let n = g.state.areas[a.0 as usize].disks[Faction::BARBARIANS.idx()];
            (n > 0).then(|| (g.catalog.board.name(a).to_string(), n))
        })
        .collect();
    v.sort();
    v
}

/// Content-acis #101 Saharan Raiders, with IG-GK's example (content-acis 3.3): drawn on the full
/// board (4 players), its controller (AI1) picks a ground zero on the south edge (AI2, AI8: Egypt,
/// Kush, Libya, Marmarica, Mauretania, Numidia, Saldae, Sirt, Thapsus, Tripolitania); ground zero
/// Egypt puts a stack of 4 (AI3) in Egypt and in every land area next to it, Kush, Libya and
/// Nile Delta (AI4), and nowhere else. On the western board (3 players) the south edge is
/// Mauretania, Numidia, Saldae, Sirt, Thapsus and Tripolitania.
#[test]
fn acis_card_101_saharan_raiders_stacks_a_south_edge_ground_zero_and_its_land_neighbours() {
    let names = |g: &Game<Acis>, v: &[Action]| {
        let mut n: Vec<String> = v
            .iter()
            .map(|a| match a {
                Action::Area(x) => g.catalog.board.name(*x).to_string(),
                other => panic!("an area: {other:?}"),
            })
            .collect();
        n.sort();
        n
    };
    for (players, south) in [
        (
            4,
            &[
                "Egypt",
                "Kush",
                "Libya",
                "Marmarica",
                "Mauretania",
                "Numidia",
                "Saldae",
                "Sirt",
                "Thapsus",
                "Tripolitania",
            ][..],
        ),
        (
            3,
            &[
                "Mauretania",
                "Numidia",
                "Saldae",
                "Sirt",
                "Thapsus",
                "Tripolitania",
            ],
        ),
    ] {
        let (mut st, o) = card_phase_of(players, 1);
        event_on_top(&mut st, o[0], 101);
        let mut g = run(&st);
        let egypt = g.catalog.board.find("Egypt").expect("Egypt");
        let mut offered = Vec::new();
        let ev = play(&mut g, 4, |d| match d.ask {
            Ask::UseAbility { .. } => Some(Action::Yes),
            Ask::InvasionArea { .. } => {
                offered = d.options.clone();
                d.options
                    .contains(&Action::Area(egypt))
                    .then_some(Action::Area(egypt))
            }
            _ => None,
        });
        assert_resolved(&g, &ev, 101);
        assert_eq!(names(&g, &offered), south, "{players} players");
        if players == 4 {
            let four = |n: &str| (n.to_string(), 4);
            assert_eq!(
                barbarian_stacks(&g),
                vec![
                    four("Egypt"),
                    four("Kush"),
                    four("Libya"),
                    four("Nile Delta")
                ]
            );
        }
    }
}

/// Content-acis #102 Atlantis Rises, drawn on the full board (4 players, both deep seas in play):
/// a Barbarian disk goes into each deep sea holding none (AG17: 1 at most; the Eastern
/// Mediterranean already holds one), then each civilization with a disk in a deep sea or in an
/// area next to one gains 2 talents once (readings A28, B9): the one in Apulia (next to the
/// Central Mediterranean) and Lydia (next to the Eastern) gains 2, not 4; the one in the Libyan
/// Sea (a shallow sea next to both) gains 2; the others, whose disks are in a home and in
/// Aquitania, nothing.
#[test]
fn acis_card_102_atlantis_rises_reaches_deep_seas_and_neighbours() {
    let cat = cat();
    let (mut st, o) = card_phase_of(4, 1);
    let area = |n: &str| cat.board.find(n).expect(n);
    let (central, eastern) = (area("Central Mediterranean"), area("Eastern Mediterranean"));
    put(&mut st, o[1], area("Apulia"), 1);
    put(&mut st, o[1], area("Lydia"), 1);
    put(&mut st, o[2], area("Aquitania"), 1);
    put(&mut st, o[3], area("Libyan Sea"), 1);
    st.areas.add(eastern, Faction::BARBARIANS, 1);
    st.barbarian_supply -= 1;
    event_on_top(&mut st, o[0], 102);
    let before: Vec<u16> = o.iter().map(|&s| st.civ(s).treasury).collect();
    let mut g = run(&st);
    let ev = play(&mut g, 4, |d| {
        matches!(d.ask, Ask::UseAbility { .. }).then_some(Action::Yes)
    });
    assert_resolved(&g, &ev, 102);
    let barbarians_in = |a: usize| g.state.areas[a].disks[Faction::BARBARIANS.idx()];
    assert_eq!(barbarians_in(central.0 as usize), 1);
    assert_eq!(barbarians_in(eastern.0 as usize), 1, "the cap of 1");
    let gained: Vec<u16> = o
        .iter()
        .zip(&before)
        .map(|(&s, &b)| g.state.civ(s).treasury - b)
        .collect();
    assert_eq!(gained, vec![0, 2, 0, 2]);
}

/// Content-acis #103 Cancellation of Debts (ACME's The Year of Jubilee #96): every civilization
/// holding more than 3 talents returns the excess; then, in Turn Order, each with no disk in its
/// own home area may place 2 disks from its supply there. The drawer (its home occupied) is not
/// asked; the second places its 2 disks, the third declines.
#[test]
fn acis_card_103_cancellation_of_debts_excess_talents_and_disks_home() {
    use acme::games::acme::decision::AbilityUse;
    let (mut st, [s, a, b]) = card_phase(1);
    for (x, t) in [(s, 5), (a, 2), (b, 4)] {
        st.civ_mut(x).treasury = t;
        st.white_supply -= t;
    }
    event_on_top(&mut st, s, 103);
    let mut g = run(&st);
    let mut asked = Vec::new();
    let ev = play(&mut g, 4, |d| match d.ask {
        Ask::UseAbility {
            ability: AbilityUse::ReturnToHomeland,
            ..
        } => {
            asked.push(d.who);
            Some(if d.who == a { Action::Yes } else { Action::No })
        }
        Ask::UseAbility { .. } => Some(Action::Yes),
        _ => None,
    });
    assert_resolved(&g, &ev, 103);
    let treasury: Vec<u16> = [s, a, b].iter().map(|&x| g.state.civ(x).treasury).collect();
    assert_eq!(treasury, vec![3, 2, 3], "the excess over 3 returned");
    assert_eq!(
        asked,
        vec![a, b],
        "in Turn Order, the drawer's home occupied"
    );
    let home = |x: Slot| g.state.civ(x).homeland.expect("a home").0 as usize;
    assert_eq!(g.state.areas[home(a)].disks[a.faction().idx()], 2);
    assert_eq!(g.state.areas[home(b)].disks[b.faction().idx()], 0);
}

/// Content-acis #100 Sea Peoples: stacks on coastal land areas, and the fleet: Barbarian disks in
/// one shallow sea next to ground zero, never a deep one.
#[test]
fn acis_card_100_sea_peoples_land_stacks_and_a_shallow_sea_fleet() {
    let (g, _, _) = draw_event(100, 1);
    let cat = cat();
    let at_sea: Vec<AreaId> = cat
        .board
        .ids()
        .filter(|&a| {
            !cat.board.area(a).is_land()
                && g.state.areas[a.0 as usize].disks[Faction::BARBARIANS.idx()] > 0
        })
        .collect();
    assert_eq!(at_sea.len(), 1, "one fleet");
    assert!(cat.board.deep_seas & bit(at_sea[0]) == 0, "a shallow sea");
}

/// Content-acis #97 Time Marches On: drawn in turn 1 nothing happens; drawn later the turn is the
/// Epoch's last.
#[test]
fn acis_card_97_time_marches_on_ends_the_epoch_after_turn_one() {
    let (g, _, _) = draw_event(97, 1);
    assert!(!g.state.epoch_ends);
    let (g, _, _) = draw_event(97, 2);
    assert!(g.state.epoch_ends);
}

// ---- ACIS cards that share an id with a different ACME card ----

/// Content-acis #67 Earthquake is not ACME's (a land area and an adjacent one, every Faction
/// loses 1 in each; ACME's: every City in one area loses 2): played on an opposing City of 3 under
/// ACIS, the City loses 1 disk, where ACME's ruleset offers its own Earthquake on the same position.
#[test]
fn acis_card_67_earthquake_never_runs_acmes_effect() {
    let cat = cat();
    let (mut st, [s, v, _]) = card_phase(1);
    let (a, _) = adjacent_land(&cat, &st);
    give(&mut st, s, 67);
    put(&mut st, v, a, 3);
    let mut g = run(&st);
    play(&mut g, 67, |d| {
        d.options
            .contains(&Action::Area(a))
            .then_some(Action::Area(a))
    });
    assert_eq!(g.state.areas[a.0 as usize].disks[v.faction().idx()], 2);
    let acme = Game::<Acme>::under(cat.clone(), st.clone()).0;
    let d = acme.pending().unwrap();
    assert!(d.options.contains(&Action::Play(CardId(67))));
}

/// Content-acis #22 Haruspex is a Competition card, not ACME's Traitor (#22, played before the
/// first competition): holding it opens no Traitor question under ACIS (content-acis #45 is ACIS's
/// Traitor).
#[test]
fn acis_card_22_haruspex_opens_no_traitor_window() {
    let cat = cat();
    let (mut st, [s, v, _]) = card_phase(1);
    let a = land(&cat, &st)[0];
    give(&mut st, s, 22);
    put(&mut st, s, a, 2);
    put(&mut st, v, a, 2);
    st.flow = Flow::CompStart;
    let mut g = run(&st);
    let mut seen = Vec::new();
    while let Some(d) = g.pending() {
        if d.ask == Ask::Traitor {
            panic!("a Traitor question under ACIS");
        }
        if matches!(g.state.flow, Flow::Reckoning { .. }) {
            break;
        }
        seen.push(d.ask.clone());
        let a = d.options[0];
        g.apply(a).unwrap();
    }
    assert!(!seen.is_empty());
    let acme = Game::<Acme>::under(cat.clone(), st.clone()).0;
    assert_eq!(acme.pending().unwrap().ask, Ask::Traitor, "ACME's Traitor");
}

// ---- Negate cards (content-acis 9.3; RB Negation) ----

/// Card `id` played by the first civilization against the second (which holds `negate`, and
/// `talents`), the second negating with `negate` whenever asked; the game, its events, and whether
/// the second civilization was offered `negate`.
fn negated(
    id: u8,
    negate: u8,
    talents: u16,
    setup: impl FnOnce(&mut State, Slot),
) -> (Game<Acis>, Vec<Event>, [Slot; 3], bool) {
    let (mut st, o) = card_phase(1);
    let [s, v, _] = o;
    give(&mut st, s, id);
    give(&mut st, v, negate);
    st.civ_mut(v).treasury = talents;
    st.civ_mut(s).treasury = 2;
    st.white_supply -= talents + 2;
    setup(&mut st, v);
    let mut g = run(&st);
    let mut asked = false;
    let ev = play(&mut g, id, |d| match d.ask {
        Ask::Negate { .. } if d.who == v && d.options.contains(&Action::Negate(CardId(negate))) => {
            asked = true;
            Some(Action::Negate(CardId(negate)))
        }
        Ask::Negate { .. } => Some(Action::Decline),
        _ => d
            .options
            .contains(&Action::Civ(v))
            .then_some(Action::Civ(v)),
    });
    (g, ev, o, asked)
}

fn was_negated(events: &[Event], card: u8, by: u8) -> bool {
    events
        .iter()
        .any(|e| matches!(e, Event::Negated { card: c, by: b, .. } if c.0 == card && b.0 == by))
}

/// Content-acis #26 High Priestess (ACME's Prophetess): she negates any card as played (Tax
/// Revolt here) and her player gains 1 talent.
#[test]
fn acis_card_26_high_priestess_negates_a_card_and_gains_a_talent() {
    let (g, ev, [_, v, _], asked) = negated(79, 26, 4, |_, _| {});
    assert!(asked, "High Priestess offered against Tax Revolt");
    assert!(was_negated(&ev, 79, 26));
    assert_eq!(
        g.state.civ(v).treasury,
        5,
        "Tax Revolt cancelled, 1 talent gained"
    );
    assert!(g.state.deck.discard.contains(&CardId(26)));
}

/// Content-acis #28 Druid (ACME's High Priest): with a disk on the map she negates any card as
/// played and her player returns one of its disks from the map; with none she is not offered.
#[test]
fn acis_card_28_druid_negates_for_a_disk_from_the_map() {
    let (_, _, _, asked) = negated(79, 28, 4, |_, _| {});
    assert!(!asked, "no disk on the map: Druid is not offered");
    let cat = cat();
    let a = land(&cat, &card_phase(1).0)[0];
    let (g, ev, [_, v, _], asked) = negated(79, 28, 4, |st, v| put(st, v, a, 2));
    assert!(asked);
    assert!(was_negated(&ev, 79, 28));
    assert_eq!(g.state.civ(v).treasury, 4, "Tax Revolt cancelled");
    assert_eq!(
        g.state.areas[a.0 as usize].disks[v.faction().0 as usize],
        1,
        "1 disk paid"
    );
}

/// Content-acis #9 Sibyl (ACME's Hand Writing on the Wall without its Religion code): any
/// civilization may play her against any card as played.
#[test]
fn acis_card_9_sibyl_negates_any_card_without_a_religion_rule() {
    let (g, ev, [_, v, _], asked) = negated(79, 9, 4, |_, _| {});
    assert!(asked);
    assert!(was_negated(&ev, 79, 9));
    assert_eq!(g.state.civ(v).treasury, 4, "Tax Revolt cancelled, no fee");
    // An Event too (content-acis #9: the only Negate that stops Events): Hordes from the North
    // drawn by the first civilization, negated by the second; no Barbarian comes.
    let (mut st, [s, v, _]) = card_phase(1);
    give(&mut st, v, 9);
    let c = event_on_top(&mut st, s, 98);
    let mut g = run(&st);
    let ev = play(&mut g, 4, |d| match d.ask {
        Ask::UseAbility { .. } => Some(Action::Yes),
        Ask::Negate { target, .. } if d.who == v && target == c => Some(Action::Negate(CardId(9))),
        Ask::Negate { .. } => Some(Action::Decline),
        _ => None,
    });
    assert!(was_negated(&ev, 98, 9));
    assert_eq!(barbarians(&g), 0, "the invasion negated");
}

/// Diplomat (#11, a Great Person) played against the second civilization, which holds 2 talents
/// and answers with `negate`: Diplomat is cancelled; the second civilization's talents after.
fn diplomat_negated_with(negate: u8) -> u16 {
    let (g, ev, [_, v, _], asked) = negated(11, negate, 2, |st, v| give(st, v, 57));
    assert!(asked, "#{negate} offered against Diplomat");
    assert!(was_negated(&ev, 11, negate));
    assert!(
        g.state.civ(v).hand.contains(&CardId(57)),
        "Diplomat cancelled"
    );
    g.state.civ(v).treasury
}

/// Content-acis #24 Bribery: any Great Person card as played (Diplomat here), for 1 talent paid
/// when it resolves; without a talent it is not offered, nor against a card of no Great Person.
#[test]
fn acis_card_24_bribery_negates_a_great_person_for_a_talent() {
    let (_, _, _, asked) = negated(11, 24, 0, |_, _| {});
    assert!(!asked, "no talent: Bribery is not offered");
    let (_, _, _, asked) = negated(79, 24, 4, |_, _| {});
    assert!(!asked, "Tax Revolt is no Great Person");
    assert_eq!(diplomat_negated_with(24), 1, "the bribe paid");
}

/// Content-acis #66 False Prophet (ACME's Corrupter): a Great Person card that is not a Negate
/// card, at no price; not a card of no Great Person.
#[test]
fn acis_card_66_false_prophet_negates_a_great_person_that_is_no_negate() {
    let (_, _, _, asked) = negated(79, 66, 4, |_, _| {});
    assert!(!asked, "Tax Revolt is no Great Person");
    assert_eq!(diplomat_negated_with(66), 2, "no price");
}

// ---- Bad Omens: a Wonder's use negated ----

/// The basic 3-player game at the first civilization's Acquisition Step, its only disk in a land
/// area where its Temple of Artemis stands with 5 disks on the card, and Bad Omens (#19) in the
/// second civilization's hand; the game run to its first question.
fn temple_use_with_bad_omens() -> (Game<Acis>, [Slot; 3], u16) {
    let cat = cat();
    let (mut st, [s, v, w]) = card_phase(1);
    st.flow = Flow::Growth {
        pos: 0,
        step: acme::games::acme::GrowthStep::Acquire,
    };
    let (x, _) = adjacent_land(&cat, &st);
    put(&mut st, s, x, 1);
    st.civ_mut(s).supply -= 5;
    st.monuments
        .push(acme::games::acme::state::monuments::Monument {
            card: acis::wonders::TEMPLE_OF_ARTEMIS,
            owner: s,
            area: x,
            disks: 5,
            built: (1, 1),
            used: false,
            buried: false,
        });
    give(&mut st, v, 19);
    let before = st.civ(s).treasury;
    (run(&st), [s, v, w], before)
}

/// Content-acis #19 Bad Omens (AG10: "a Wonder use is announced" opens a window; only Bad Omens
/// negates a Wonder use): the Temple of Artemis's use at the end of its owner's Acquisition Step
/// (2 talents) is offered to the holder of Bad Omens, named as the Temple; negated, the owner
/// gains nothing, the disk paid for the use stays spent and the Wonder counts as used this turn,
/// and Bad Omens is discarded. Declined, the use gives its 2 talents.
#[test]
fn acis_card_19_bad_omens_negates_a_wonder_use_which_stays_spent() {
    let (mut g, [s, v, _], before) = temple_use_with_bad_omens();
    let d = g.pending().expect("a question").clone();
    assert_eq!(d.who, v, "the holder of Bad Omens is asked");
    assert!(matches!(d.ask, Ask::Negate { by, .. } if by == s), "{d:?}");
    assert!(
        d.text.to_string().contains("Temple of Artemis"),
        "{}",
        d.text
    );
    assert_eq!(d.options, vec![Action::Negate(CardId(19)), Action::Decline]);
    let mut declined = g.clone();
    g.apply(Action::Negate(CardId(19))).expect("legal");
    ok(&g);
    assert_eq!(g.state.civ(s).treasury, before, "no talents");
    let m = g.state.monuments[0];
    assert_eq!((m.disks, m.used), (4, true), "the use stays spent");
    assert!(g.state.deck.discard.contains(&CardId(19)));
    assert!(!g.state.civ(v).hand.contains(&CardId(19)));
    declined.apply(Action::Decline).expect("legal");
    assert_eq!(declined.state.civ(s).treasury, before + 2);
    assert!(declined.state.civ(v).hand.contains(&CardId(19)));
}

// ---- Coverage ----

/// Every card of ACIS's table has a test here or in `acis_wonder_cards.rs`, `acis_ported_cards.rs`
/// or `acis_competition_cards.rs` named
/// `acis_card_<id>_...`.
#[test]
fn acis_cards_every_card_of_the_table_has_a_test() {
    let src = [
        include_str!("acis_cards.rs"),
        include_str!("acis_wonder_cards.rs"),
        include_str!("acis_ported_cards.rs"),
        include_str!("acis_competition_cards.rs"),
        include_str!("acis_disasters.rs"),
        include_str!("acis_own_cards.rs"),
    ]
    .concat();
    let missing: Vec<u8> = acis::cards::table()
        .filter(|id| !src.contains(&format!("fn acis_card_{id}_")))
        .collect();
    assert!(missing.is_empty(), "cards without a test: {missing:?}");
}

// ---- Troy, Walls of Troy against invasions and Competition cards (content-acis 5, AI5) ----

/// The basic 4-player Card Phase of [`card_phase_of`] with Troy holding `troy_disks` of its own
/// disks in the Troy area; the state, the Turn Order, Troy's slot and the Troy area.
fn troy_walls(troy_disks: u8) -> (State, Vec<Slot>, Slot, AreaId) {
    let (mut st, o) = card_phase_of(4, 1);
    let cat = cat();
    let troy = st
        .slots()
        .find(|&s| cat.civ(st.civ(s).civ).name == "Troy")
        .expect("Troy plays basic-4");
    let home = cat.board.find("Troy").expect("the Troy area");
    put(&mut st, troy, home, troy_disks);
    (st, o, troy, home)
}

/// Troy, Walls of Troy (content-acis 5 and AI5: "stacks go in ... except the Troy area while
/// Troy's 'Walls of Troy' ability is in force"; readings B4): Sea Peoples (#100) drawn while Troy
/// holds 2 disks at home neither offers the Troy area as its ground zero nor stacks it from a
/// neighbouring ground zero (Ionia); with 1 Trojan disk the walls are down, the Troy area is
/// offered and stacked.
#[test]
fn acis_ability_troy_walls_of_troy_keep_an_invasion_stack_out_ai5() {
    for (disks, walls) in [(2u8, true), (1, false)] {
        let (mut st, o, _, home) = troy_walls(disks);
        event_on_top(&mut st, o[0], 100);
        let mut g = run(&st);
        let ionia = g.catalog.board.find("Ionia").expect("Ionia");
        let mut offered = Vec::new();
        let ev = play(&mut g, 4, |d| match d.ask {
            Ask::UseAbility { .. } => Some(Action::Yes),
            Ask::InvasionArea { .. } => {
                offered = d.options.clone();
                Some(Action::Area(ionia))
            }
            _ => None,
        });
        assert_resolved(&g, &ev, 100);
        let case = format!("{disks} Trojan disks at home");
        assert!(offered.contains(&Action::Area(ionia)), "{case}");
        assert_eq!(
            offered.contains(&Action::Area(home)),
            !walls,
            "{case}: the Troy area as ground zero"
        );
        let barbarians_in =
            |a: AreaId| g.state.areas[a.0 as usize].disks[Faction::BARBARIANS.idx()];
        assert!(barbarians_in(ionia) > 0, "{case}: ground zero stacked");
        assert_eq!(
            barbarians_in(home) > 0,
            !walls,
            "{case}: the Troy area stacked"
        );
    }
}

/// Troy, Walls of Troy (content-acis 5: "white Allied disks ... included"; readings B4): in a
/// competition in the Troy area while Troy holds its walls, Armored Infantry (#31) committed by
/// Gaul adds no white Allied disk to Gaul's side there; committed by Troy it adds Troy's.
#[test]
fn acis_ability_troy_walls_of_troy_keep_another_civilizations_card_allies_out() {
    for by_troy in [false, true] {
        let (mut st, _, troy, home) = troy_walls(0);
        let gaul = st
            .slots()
            .find(|&s| cat().civ(st.civ(s).civ).name == "Gaul")
            .expect("Gaul plays basic-4");
        let (s, v) = if by_troy { (troy, gaul) } else { (gaul, troy) };
        // Nobody announces an ability (Gaul's Celtic Warbands would add its own ally).
        let decline = |d: &acme::games::acme::Decision| {
            [Action::No, Action::Decline]
                .into_iter()
                .find(|a| d.options.contains(a))
        };
        let (_, ev) = compete(&mut st, s, v, home, 3, 31, decline);
        let added = ev.iter().any(|e| {
            matches!(e, Event::Allies { slot, area, delta } if *slot == s && *area == home && *delta > 0)
        });
        assert_eq!(added, by_troy, "Armored Infantry by Troy: {by_troy}");
    }
}

// ---- Troy, Walls of Troy against another civilization's own disks (content-acis 5, B4) ----

/// The slot of civilization `name` in `st`.
fn slot_of(st: &State, name: &str) -> Slot {
    st.slots()
        .find(|&s| cat().civ(st.civ(s).civ).name == name)
        .unwrap_or_else(|| panic!("{name} plays"))
}

/// Competition card `id` committed in a competition in the Troy area (basic-4, 3 against 3) by
/// Gaul against Troy, whose walls then stand, or by Troy against Gaul; `prep` readies the state
/// (the card's player, a third civilization, the Troy area) and `pick` answers the card's own
/// questions (nobody announces an ability). Whether any disk of the card's player was placed in
/// the Troy area.
fn own_disks_into_troy(
    id: u8,
    by_troy: bool,
    prep: impl FnOnce(&mut State, Slot, Slot, AreaId),
    mut pick: impl FnMut(&acme::games::acme::Decision, Slot) -> Option<Action>,
) -> bool {
    let (mut st, _, troy, home) = troy_walls(0);
    let gaul = slot_of(&st, "Gaul");
    let third = st
        .slots()
        .find(|&t| t != troy && t != gaul)
        .expect("a third civilization");
    let (s, v) = if by_troy { (troy, gaul) } else { (gaul, troy) };
    prep(&mut st, s, third, home);
    let (_, ev) = compete(&mut st, s, v, home, 3, id, |d| {
        pick(d, third).or_else(|| {
            [Action::No, Action::Decline]
                .into_iter()
                .find(|a| d.options.contains(a))
        })
    });
    ev.iter().any(|e| {
        matches!(e, Event::Placed { faction, area, .. } if *faction == s.faction() && *area == home)
    })
}

/// Troy, Walls of Troy (content-acis 5: no Fate card but Troy's may "place disks of any other
/// Faction" in the Troy area; readings B4): Chariots (#33), committed by Gaul in the Troy area
/// while Troy's walls stand, adds no Gallic disk there (nor the Ally it gives for a disk lacking);
/// committed by Troy it adds Troy's.
#[test]
fn acis_ability_troy_walls_of_troy_keep_a_reinforcing_cards_own_disk_out() {
    for by_troy in [false, true] {
        let placed = own_disks_into_troy(33, by_troy, |_, _, _, _| {}, |_, _| None);
        assert_eq!(placed, by_troy, "Chariots by Troy: {by_troy}");
    }
}

/// Troy, Walls of Troy (content-acis 5, readings B4): Forced March (#37) by Gaul marches no disk
/// into the Troy area while Troy's walls stand (and none leaves its neighbour for it); by Troy it
/// marches Troy's in.
#[test]
fn acis_ability_troy_walls_of_troy_keep_a_forced_march_out() {
    for by_troy in [false, true] {
        let source = std::cell::Cell::new(None);
        let placed = own_disks_into_troy(
            37,
            by_troy,
            |st, s, _, home| {
                let cat = cat();
                let n = cat
                    .board
                    .neighbours(home)
                    .find(|&n| {
                        cat.board.land & bit(n) != 0
                            && cat.board.configs[st.config].playable & bit(n) != 0
                            && st.areas[n.0 as usize].disks.iter().all(|&d| d == 0)
                    })
                    .expect("an empty land neighbour of Troy");
                put(st, s, n, 3);
                source.set(Some(n));
            },
            |d, _| {
                let n = source.get()?;
                d.options
                    .contains(&Action::Area(n))
                    .then_some(Action::Area(n))
            },
        );
        assert_eq!(placed, by_troy, "Forced March by Troy: {by_troy}");
    }
}

/// Troy, Walls of Troy (content-acis 5, readings B4): War Elephants (#43) by Gaul in the Troy
/// area while Troy's walls stand still takes a third civilization's disk there, but puts no Gallic
/// disk in its place; by Troy, Troy's disk replaces it.
#[test]
fn acis_ability_troy_walls_of_troy_keep_a_replacing_cards_own_disk_out() {
    for by_troy in [false, true] {
        let placed = own_disks_into_troy(
            43,
            by_troy,
            |st, _, third, home| put(st, third, home, 2),
            |d, third| {
                d.options
                    .contains(&Action::Civ(third))
                    .then_some(Action::Civ(third))
            },
        );
        assert_eq!(placed, by_troy, "War Elephants by Troy: {by_troy}");
    }
}

/// Troy, Walls of Troy (content-acis 5, readings B4): Mercenaries (#40) by Gaul in the Troy area
/// while Troy's walls stand, paying 1 talent against a third civilization, adds no Gallic disk for
/// the deserter; by Troy, Troy's disk comes in.
#[test]
fn acis_ability_troy_walls_of_troy_keep_a_deserters_replacement_out() {
    for by_troy in [false, true] {
        let placed = own_disks_into_troy(
            40,
            by_troy,
            |st, s, third, home| {
                put(st, third, home, 2);
                st.civ_mut(s).treasury += 2;
                st.white_supply -= 2;
            },
            |d, third| {
                [Action::Civ(third), Action::Number(1)]
                    .into_iter()
                    .find(|a| d.options.contains(a))
            },
        );
        assert_eq!(placed, by_troy, "Mercenaries by Troy: {by_troy}");
    }
}

/// Troy, Walls of Troy (content-acis 5, readings B4): Roman Roads (#88) of a civilization whose
/// land reaches the Troy area never offers a move into it while Troy holds 2 disks there, and
/// no disk of that civilization goes in; with 1 Trojan disk the walls are down and it is offered.
#[test]
fn acis_ability_troy_walls_of_troy_keep_roman_roads_moves_out() {
    for (troy_disks, walls) in [(2u8, true), (1, false)] {
        let (mut st, o, troy, home) = troy_walls(troy_disks);
        let s = o[0];
        assert_ne!(s, troy, "the first to play is not Troy");
        let cat = cat();
        let n = cat
            .board
            .neighbours(home)
            .find(|&n| {
                cat.board.land & bit(n) != 0 && cat.board.configs[st.config].playable & bit(n) != 0
            })
            .expect("a land neighbour of Troy");
        put(&mut st, s, home, 1);
        put(&mut st, s, n, 3);
        give(&mut st, s, 88);
        let mut g = run(&st);
        let mut offered = false;
        let ev = play(&mut g, 88, |d| {
            offered |= d.options.contains(&Action::RemoveFrom(n));
            if d.options.contains(&Action::RemoveFrom(n)) {
                return Some(Action::RemoveFrom(n));
            }
            d.options
                .contains(&Action::Area(home))
                .then_some(Action::Area(home))
        });
        assert!(played(&ev, 88));
        let case = format!("{troy_disks} Trojan disks at home");
        // The neighbour's disks may go nowhere else: it is offered as a move's start only when
        // the Troy area is offered as its end (a lone end is taken without asking).
        assert_eq!(offered, !walls, "{case}: a move into the Troy area offered");
        let went_in = ev.iter().any(|e| {
            matches!(e, Event::Placed { faction, area, .. } if *faction == s.faction() && *area == home)
        });
        assert_eq!(went_in, !walls, "{case}: a disk moved in");
    }
}
