//! ACIS's Card Phase cards whose text is ACME's card of the same id, or of another id (content-acis-v1
//! section 3.2, each card's "Ported from" line and effect text), played under `Game<Acis>` through
//! ACME's effect from a small position on ACIS's basic 3-player board (the helpers of
//! `acis_cards`).

use acme::games::acis;
use acme::games::acme::catalog::{AreaId, CardId};
use acme::games::acme::state::{Faction, Slot, State, TableCard};
use acme::games::acme::{Action, Ask, Decision, Event};

use super::acis_cards::{
    adjacent_land, card_phase, cat, compete, give, land, offered, ok, play, put, removed, run,
};

fn disks(st: &State, a: AreaId, f: Faction) -> u8 {
    st.areas[a.0 as usize].disks[f.idx()]
}

/// Answer the first question offering area `a` with it; anything else: Done when offered, else
/// the first option.
fn area_then_done(a: AreaId) -> impl FnMut(&Decision) -> Option<Action> {
    let mut picked = false;
    move |d| {
        if !picked && d.options.contains(&Action::Area(a)) {
            picked = true;
            return Some(Action::Area(a));
        }
        d.options.contains(&Action::Done).then_some(Action::Done)
    }
}

/// Content-acis #3 Colony Founder (ACME's Royal Architect): the card is put in front of its player
/// with 3 disks from supply on it (an Investment).
#[test]
fn acis_card_3_colony_founder_is_placed_with_three_disks() {
    let (mut st, [s, ..]) = card_phase(1);
    give(&mut st, s, 3);
    let supply = st.civ(s).supply;
    let mut g = run(&st);
    play(&mut g, 3, |_| None);
    let t = g.state.civ(s).table_card(CardId(3)).expect("on the table");
    assert_eq!(t.disks, 3);
    assert_eq!(g.state.civ(s).supply, supply - 3);
}

/// Content-acis #8 Proconsul (ACME's Provincial Governor): a Barbarian disk next to an area its
/// player occupies is replaced by one of its disks.
#[test]
fn acis_card_8_proconsul_replaces_barbarians_next_to_its_areas() {
    let cat = cat();
    let (mut st, [s, ..]) = card_phase(1);
    let (a, b) = adjacent_land(&cat, &st);
    put(&mut st, s, a, 1);
    st.areas.add(b, Faction::BARBARIANS, 1);
    st.barbarian_supply -= 1;
    give(&mut st, s, 8);
    let mut g = run(&st);
    play(&mut g, 8, area_then_done(b));
    assert_eq!(disks(&g.state, b, Faction::BARBARIANS), 0);
    assert_eq!(disks(&g.state, b, s.faction()), 1);
}

/// Content-acis #10 Courtesan (ACME's Seductress): 1 of up to 3 random cards of the victim's hand
/// kept, then 1 talent.
#[test]
fn acis_card_10_courtesan_takes_a_card_and_a_talent() {
    let (mut st, [s, v, _]) = card_phase(1);
    give(&mut st, s, 10);
    give(&mut st, v, 52);
    let before = st.civ(s).treasury;
    let mut g = run(&st);
    let ev = play(&mut g, 10, |_| None);
    // The log names ACIS's card as its rule, not ACME's Seductress of the same id.
    assert!(
        ev.iter()
            .any(|e| matches!(e, Event::Note { rule, .. } if *rule == "Card #10 Courtesan")),
        "{ev:?}"
    );
    assert!(!format!("{ev:?}").contains("Seductress"), "{ev:?}");
    assert!(g.state.civ(s).hand.contains(&CardId(52)));
    assert!(g.state.civ(v).hand.is_empty());
    assert_eq!(g.state.civ(s).treasury, before + 1);
}

/// Content-acis #12 Spymaster (ACME's The Eyes of the King): the card of its choice from the
/// victim's whole hand.
#[test]
fn acis_card_12_spymaster_takes_the_card_of_its_choice() {
    let (mut st, [s, v, _]) = card_phase(1);
    give(&mut st, s, 12);
    give(&mut st, v, 52);
    give(&mut st, v, 53);
    let mut g = run(&st);
    play(&mut g, 12, |d| {
        d.options
            .contains(&Action::Card(CardId(53)))
            .then_some(Action::Card(CardId(53)))
    });
    assert!(g.state.civ(s).hand.contains(&CardId(53)));
    assert_eq!(g.state.civ(v).hand, vec![CardId(52)]);
}

/// Content-acis #44 Tyrian Purple (ACME's Queen of Sheba): 2 disks into areas its player Controls,
/// 1 card drawn, 1 talent.
#[test]
fn acis_card_44_tyrian_purple_two_disks_a_card_and_a_talent() {
    let cat = cat();
    let (mut st, [s, ..]) = card_phase(1);
    let (a, _) = adjacent_land(&cat, &st);
    put(&mut st, s, a, 1);
    give(&mut st, s, 44);
    let (hand, talents) = (st.civ(s).hand.len(), st.civ(s).treasury);
    let mut g = run(&st);
    play(&mut g, 44, |_| None);
    assert_eq!(disks(&g.state, a, s.faction()), 3);
    assert_eq!(
        g.state.civ(s).hand.len(),
        hand - 1 + 1,
        "the card played, one drawn"
    );
    assert_eq!(g.state.civ(s).treasury, talents + 1);
}

/// Content-acis #49 Guest-Friendship (ACME's Amarna Letters): its player draws 2, the civilization
/// it chooses 1.
#[test]
fn acis_card_49_guest_friendship_draws_two_and_one() {
    let (mut st, [s, v, _]) = card_phase(1);
    give(&mut st, s, 49);
    let hand = st.civ(s).hand.len();
    let mut g = run(&st);
    play(&mut g, 49, |d| {
        d.options
            .contains(&Action::Civ(v))
            .then_some(Action::Civ(v))
    });
    assert_eq!(g.state.civ(s).hand.len(), hand - 1 + 2);
    assert_eq!(g.state.civ(v).hand.len(), 1);
}

/// Content-acis #52 Olive Groves and #53 Irrigation (ACME's Advanced Agriculture and Improved
/// Irrigation): 2 disks into a land area its player Controls.
fn two_into_a_controlled_area(id: u8) {
    let cat = cat();
    let (mut st, [s, ..]) = card_phase(1);
    let (a, _) = adjacent_land(&cat, &st);
    put(&mut st, s, a, 1);
    give(&mut st, s, id);
    let mut g = run(&st);
    play(&mut g, id, |_| None);
    assert_eq!(disks(&g.state, a, s.faction()), 3, "card #{id}");
}

#[test]
fn acis_card_52_olive_groves_two_disks_in_a_controlled_area() {
    two_into_a_controlled_area(52);
}

#[test]
fn acis_card_53_irrigation_two_disks_in_a_controlled_area() {
    two_into_a_controlled_area(53);
}

/// Content-acis #61 Domesticated Horses: 1 disk into each of up to 3 empty land areas next to
/// areas its player occupies (every ACIS land area is Plain, D5).
#[test]
fn acis_card_61_domesticated_horses_empty_land_next_to_its_areas() {
    let cat = cat();
    let (mut st, [s, ..]) = card_phase(1);
    let (a, b) = adjacent_land(&cat, &st);
    put(&mut st, s, a, 1);
    give(&mut st, s, 61);
    let mut g = run(&st);
    play(&mut g, 61, area_then_done(b));
    assert_eq!(disks(&g.state, b, s.faction()), 1);
    let placed: u32 = land(&cat, &st)
        .iter()
        .map(|&x| u32::from(disks(&g.state, x, s.faction())))
        .sum();
    assert_eq!(placed, 2, "one area chosen, then Done");
}

/// Content-acis #76 Plague (ACME's Biblical Plague): the City cut to 1 disk, then each area next to
/// it loses 1 disk of each Faction there.
#[test]
fn acis_card_76_plague_cuts_a_city_and_its_neighbours() {
    let cat = cat();
    let (mut st, [s, v, w]) = card_phase(1);
    let (a, b) = adjacent_land(&cat, &st);
    put(&mut st, v, a, 3);
    put(&mut st, w, b, 2);
    give(&mut st, s, 76);
    let mut g = run(&st);
    play(&mut g, 76, area_then_done(a));
    assert_eq!(disks(&g.state, a, v.faction()), 1);
    assert_eq!(disks(&g.state, b, w.faction()), 1);
}

/// Content-acis #85 Brigands (ACME's Habiru Bands): a land area of 3 Barbarians sends 1 into each
/// adjacent land area while keeping 1.
#[test]
fn acis_card_85_brigands_barbarians_spread_to_land_neighbours() {
    let cat = cat();
    let (mut st, [s, ..]) = card_phase(1);
    let (a, b) = adjacent_land(&cat, &st);
    st.areas.add(a, Faction::BARBARIANS, 3);
    st.barbarian_supply -= 3;
    give(&mut st, s, 85);
    let mut g = run(&st);
    play(&mut g, 85, area_then_done(b));
    assert_eq!(disks(&g.state, b, Faction::BARBARIANS), 1);
    assert!(
        disks(&g.state, a, Faction::BARBARIANS) >= 1,
        "the source keeps 1"
    );
}

/// Content-acis #88 Roman Roads (ACME's Royal Roads): disks move along land areas its player
/// occupies; every area within the Card Phase limit of 4 after the moves, none lost.
#[test]
fn acis_card_88_roman_roads_moves_disks_along_its_land() {
    let cat = cat();
    let (mut st, [s, ..]) = card_phase(1);
    let (a, b) = adjacent_land(&cat, &st);
    put(&mut st, s, a, 4);
    put(&mut st, s, b, 1);
    give(&mut st, s, 88);
    let mut g = run(&st);
    let mut from = false;
    let mut asked = String::new();
    play(&mut g, 88, |d| {
        if !from && d.options.contains(&Action::RemoveFrom(a)) {
            from = true;
            asked = d.text.to_string();
            return Some(Action::RemoveFrom(a));
        }
        if d.options.contains(&Action::Area(b)) {
            return Some(Action::Area(b));
        }
        d.options.contains(&Action::Done).then_some(Action::Done)
    });
    let (na, nb) = (
        disks(&g.state, a, s.faction()),
        disks(&g.state, b, s.faction()),
    );
    assert_eq!(na + nb, 5, "no disk lost");
    assert!(nb > 1, "a disk moved to {b:?}");
    assert!(na <= 4 && nb <= 4);
    assert!(
        asked.contains("Roman Roads") && !asked.contains("Royal"),
        "the question names ACIS's card: {asked}"
    );
    ok(&g);
}

// ---- ACME's text under another id ----

/// Content-acis #13 Heresy (ACME's Heresy #89): 1 disk from the City, then 1 disk of that
/// civilization from each adjacent land area where it has disks.
#[test]
fn acis_card_13_heresy_a_city_and_its_neighbours_lose_a_disk() {
    let cat = cat();
    let (mut st, [s, v, _]) = card_phase(1);
    let (a, b) = adjacent_land(&cat, &st);
    put(&mut st, v, a, 3);
    put(&mut st, v, b, 2);
    give(&mut st, s, 13);
    let mut g = run(&st);
    play(&mut g, 13, |_| None);
    assert_eq!(disks(&g.state, a, v.faction()), 2);
    assert_eq!(disks(&g.state, b, v.faction()), 1);
}

/// Content-acis #86 Palace Intrigue (ACME's #83): the chosen civilization's Turn Order marker
/// goes to the chosen space (from the next round of actions).
#[test]
fn acis_card_86_palace_intrigue_moves_a_marker() {
    let (mut st, [s, v, w]) = card_phase(1);
    give(&mut st, s, 86);
    let mut g = run(&st);
    play(&mut g, 86, |d| {
        if d.options.contains(&Action::Civ(w)) {
            Some(Action::Civ(w))
        } else {
            d.options
                .contains(&Action::Number(1))
                .then_some(Action::Number(1))
        }
    });
    let order = g
        .state
        .pending_order
        .clone()
        .unwrap_or(g.state.order.clone());
    assert_eq!(order, vec![w, s, v]);
}

/// Content-acis #89 Publican (ACME's Grand Vizier #6): 1 talent per City, at most 3; 1 with none.
#[test]
fn acis_card_89_publican_a_talent_per_city() {
    let cat = cat();
    let (mut st, [s, ..]) = card_phase(1);
    give(&mut st, s, 89);
    let before = st.civ(s).treasury;
    let mut none = run(&st);
    play(&mut none, 89, |_| None);
    assert_eq!(none.state.civ(s).treasury, before + 1, "no City: 1");
    let (a, b) = adjacent_land(&cat, &st);
    put(&mut st, s, a, 3);
    put(&mut st, s, b, 3);
    let mut two = run(&st);
    play(&mut two, 89, |_| None);
    assert_eq!(two.state.civ(s).treasury, before + 2);
}

/// Content-acis #91 Enchantress (ACME's Dancer of the 7 Veils #13): with 2 or more talents the
/// victim chooses to pay 2 talents or to let the player take a card; its question names the
/// Enchantress and talents.
#[test]
fn acis_card_91_enchantress_two_talents_or_a_card() {
    let (mut st, [s, v, _]) = card_phase(1);
    give(&mut st, s, 91);
    give(&mut st, v, 52);
    st.civ_mut(v).treasury = 3;
    st.white_supply -= 3;
    let before = st.civ(s).treasury;
    let mut g = run(&st);
    let mut text = String::new();
    play(&mut g, 91, |d| {
        if d.who == v && d.options.contains(&Action::Option(0)) {
            text = d.text.to_string();
            return Some(Action::Option(0));
        }
        None
    });
    assert!(
        text.contains("Enchantress") && text.contains("talents"),
        "{text}"
    );
    assert_eq!(g.state.civ(s).treasury, before + 2);
    assert_eq!(g.state.civ(v).treasury, 1);
    assert_eq!(g.state.civ(v).hand, vec![CardId(52)]);
}

/// Content-acis #73 Pirates (ACME's Pirate Raid on a shallow sea): every opposing civilization in
/// the sea loses 1 disk, Barbarians are added there up to 2, every opposing civilization on an
/// adjacent land area loses 1 talent. In Epoch IV a civilization alone in a deep sea is no target
/// ("shallow sea area", AG17), where ACME's ruleset would strike it.
#[test]
fn acis_card_73_pirates_strike_a_shallow_sea_only() {
    use acme::games::acme::catalog::{bit, iter_set};
    let cat = cat();
    let (mut st, [s, v, w]) = card_phase(4);
    st.config = cat
        .board
        .configs
        .iter()
        .position(|c| c.playable & cat.board.deep_seas != 0)
        .expect("a configuration with a deep sea");
    let play_set = cat.board.configs[st.config].playable;
    let shallow = |a: AreaId| cat.board.land & bit(a) == 0 && cat.board.deep_seas & bit(a) == 0;
    let sea = iter_set(play_set)
        .find(|&a| {
            shallow(a)
                && iter_set(cat.board.adj[a.0 as usize] & cat.board.land & play_set)
                    .any(|l| st.civs.iter().all(|c| c.homeland != Some(l)))
        })
        .expect("a shallow sea with a coast");
    let coast = iter_set(cat.board.adj[sea.0 as usize] & cat.board.land & play_set)
        .find(|&l| st.civs.iter().all(|c| c.homeland != Some(l)))
        .unwrap();
    let deep = iter_set(cat.board.deep_seas & play_set).next().unwrap();
    give(&mut st, s, 73);
    put(&mut st, v, deep, 1);
    let acme = acme::games::acme::Game::<acme::games::acme::Acme>::under(cat.clone(), st.clone()).0;
    let d = acme.pending().expect("a question");
    assert!(
        d.options.contains(&Action::Play(CardId(73))),
        "ACME's strikes the deep sea"
    );
    assert!(
        !super::acis_cards::offered(&run(&st), 73),
        "no shallow sea target"
    );
    put(&mut st, v, sea, 2);
    put(&mut st, w, coast, 1);
    st.civ_mut(w).treasury = 2;
    st.white_supply -= 2;
    let mut g = run(&st);
    play(&mut g, 73, |d| {
        assert!(!d.options.contains(&Action::Area(deep)), "{:?}", d.options);
        d.options
            .contains(&Action::Area(sea))
            .then_some(Action::Area(sea))
    });
    assert_eq!(disks(&g.state, sea, v.faction()), 1);
    assert_eq!(disks(&g.state, sea, Faction::BARBARIANS), 2);
    assert_eq!(g.state.civ(w).treasury, 1);
}

/// Content-acis #48 Trading Colony (ACME's #48 on a shallow sea): 2 disks into an empty land area
/// next to a shallow sea its player occupies; playable only with 2 disks in supply (ACME's with 1).
#[test]
fn acis_card_48_trading_colony_a_settlement_next_to_its_shallow_sea() {
    use acme::games::acme::catalog::iter_set;
    let cat = cat();
    let (mut st, [s, ..]) = card_phase(1);
    let play_set = cat.board.configs[st.config].playable;
    let homes: Vec<_> = st.civs.iter().filter_map(|c| c.homeland).collect();
    let (sea, coast) = iter_set(play_set & !cat.board.land & !cat.board.deep_seas)
        .find_map(|a| {
            iter_set(cat.board.adj[a.0 as usize] & cat.board.land & play_set)
                .find(|l| !homes.contains(l))
                .map(|l| (a, l))
        })
        .expect("a shallow sea with a coast");
    put(&mut st, s, sea, 1);
    give(&mut st, s, 48);
    let mut g = run(&st);
    play(&mut g, 48, |d| {
        d.options
            .contains(&Action::Area(coast))
            .then_some(Action::Area(coast))
    });
    assert_eq!(disks(&g.state, coast, s.faction()), 2);
    // (A hand-made state: the disks taken out of supply are not counted anywhere.)
    st.civ_mut(s).supply = 1;
    assert!(
        !super::acis_cards::offered(&run(&st), 48),
        "1 disk in supply"
    );
}

// ---- ACME's patterns on ACIS's areas and numbers ----

/// Content-acis #71 Deluge (ACME's 40 Days & 40 Nights on land areas): a chain of a land area and
/// one next to it; in each, every Faction keeps 1 disk (its player's included).
#[test]
fn acis_card_71_deluge_each_faction_keeps_one_disk_in_the_chain() {
    let cat = cat();
    let (mut st, [s, v, _]) = card_phase(1);
    let (a, b) = adjacent_land(&cat, &st);
    put(&mut st, v, a, 3);
    put(&mut st, s, b, 2);
    give(&mut st, s, 71);
    let mut g = run(&st);
    let mut chain = vec![a, b].into_iter();
    play(&mut g, 71, |d| {
        if let acme::games::acme::Ask::Target { .. } = d.ask {
            return Some(chain.next().map_or(Action::Done, Action::Area));
        }
        d.options
            .contains(&Action::LoseDisk)
            .then_some(Action::LoseDisk)
    });
    assert_eq!(disks(&g.state, a, v.faction()), 1);
    assert_eq!(disks(&g.state, b, s.faction()), 1);
    assert!(
        g.state.deck.set_aside.contains(&CardId(71)),
        "set aside until the End of Epoch"
    );
}

/// Content-acis #83 Sea Route to Britain (ACME's Sea Route to Tarshish on the Iberian Sea, the
/// Pillars of Hercules and the Atlantic): 2 talents to its player, then 1 to every civilization
/// per Route sea where it has a disk.
#[test]
fn acis_card_83_sea_route_to_britain_pays_for_the_western_seas() {
    let cat = cat();
    let (mut st, [s, v, w]) = card_phase(1);
    let route: Vec<AreaId> = ["Iberian Sea", "Pillars of Hercules", "Atlantic"]
        .iter()
        .filter_map(|n| cat.board.find(n))
        .filter(|&a| {
            cat.board.configs[st.config].playable & acme::games::acme::catalog::bit(a) != 0
        })
        .collect();
    assert!(
        !route.is_empty(),
        "the western seas are on the 3-player board"
    );
    put(&mut st, s, route[0], 1);
    for &a in &route {
        put(&mut st, v, a, 1);
    }
    let east = cat
        .board
        .find("Levantine Sea")
        .or(cat.board.find("Egyptian Sea"));
    if let Some(e) = east {
        put(&mut st, w, e, 1);
    }
    give(&mut st, s, 83);
    let talents = |st: &State| [s, v, w].map(|x| st.civ(x).treasury);
    let before = talents(&st);
    let mut g = run(&st);
    play(&mut g, 83, |_| None);
    let after = talents(&g.state);
    assert_eq!(after[0] - before[0], 3);
    assert_eq!(after[1] - before[1], route.len() as u16);
    assert_eq!(after[2], before[2], "ACME's route seas pay nothing");
}

/// Content-acis #54 Silver Mines: 2 talents, 3 with its player's home area Controlled.
#[test]
fn acis_card_54_silver_mines_two_talents_three_at_home() {
    for at_home in [false, true] {
        let (mut st, [s, ..]) = card_phase(1);
        if at_home {
            let home = st.civ(s).homeland.expect("a home");
            put(&mut st, s, home, 1);
        }
        give(&mut st, s, 54);
        let mut g = run(&st);
        play(&mut g, 54, |_| None);
        assert_eq!(g.state.civ(s).treasury, 2 + u16::from(at_home));
    }
}

/// Content-acis #59 Bountiful Harvest: 1 talent per 2 Settlements (rounded up, at most 3): 3
/// Settlements give 2; a City alone is no Settlement, and the card is not offered.
#[test]
fn acis_card_59_bountiful_harvest_a_talent_per_two_settlements() {
    let cat = cat();
    let (mut st, [s, ..]) = card_phase(1);
    let l = land(&cat, &st);
    let mut city = st.clone();
    put(&mut city, s, l[0], 3);
    give(&mut city, s, 59);
    assert!(!offered(&run(&city), 59), "no Settlement");
    for &a in &l[..3] {
        put(&mut st, s, a, 2);
    }
    give(&mut st, s, 59);
    let mut g = run(&st);
    play(&mut g, 59, |_| None);
    assert_eq!(g.state.civ(s).treasury, 2);
}

/// Content-acis #60 Granaries (ACME's Grain Storehouses, its Fertile condition dropped): 1
/// talent, and 1 disk in a land area its player Controls.
#[test]
fn acis_card_60_granaries_a_talent_and_a_disk_in_controlled_land() {
    let cat = cat();
    let (mut st, [s, ..]) = card_phase(1);
    let a = land(&cat, &st)[0];
    put(&mut st, s, a, 1);
    give(&mut st, s, 60);
    let mut g = run(&st);
    play(&mut g, 60, |d| {
        d.options
            .contains(&Action::Area(a))
            .then_some(Action::Area(a))
    });
    assert_eq!(g.state.civ(s).treasury, 1);
    assert_eq!(disks(&g.state, a, s.faction()), 2);
}

/// Content-acis #7 Land Improvement (IG-GK: one disk added in each of two areas): 1 disk in each
/// of 2 land areas already holding its player's disk, whoever else is there; no talent.
#[test]
fn acis_card_7_land_improvement_a_disk_in_each_of_two_own_areas() {
    let cat = cat();
    let (mut st, [s, v, _]) = card_phase(1);
    let l = land(&cat, &st);
    put(&mut st, s, l[0], 1);
    put(&mut st, s, l[1], 1);
    put(&mut st, v, l[1], 2);
    give(&mut st, s, 7);
    let mut g = run(&st);
    play(&mut g, 7, |_| None);
    assert_eq!(disks(&g.state, l[0], s.faction()), 2);
    assert_eq!(
        disks(&g.state, l[1], s.faction()),
        2,
        "other Factions may be there"
    );
    assert_eq!(g.state.civ(s).treasury, 0);
}

/// Content-acis #27 Improved Plow (IG-C4): 1 disk in each of up to 3 land areas holding its
/// player's disk, then 1 talent; with no such area only the talent (always playable).
#[test]
fn acis_card_27_improved_plow_three_disks_and_a_talent() {
    let cat = cat();
    let (mut st, [s, ..]) = card_phase(1);
    let l = land(&cat, &st);
    let mut bare = st.clone();
    give(&mut bare, s, 27);
    let mut g = run(&bare);
    play(&mut g, 27, |_| None);
    assert_eq!(g.state.civ(s).treasury, 1, "only the talent");
    for &a in &l[..4] {
        put(&mut st, s, a, 1);
    }
    give(&mut st, s, 27);
    let mut g = run(&st);
    play(&mut g, 27, |_| None);
    let grown = l[..4]
        .iter()
        .filter(|&&a| disks(&g.state, a, s.faction()) == 2)
        .count();
    assert_eq!(grown, 3, "up to 3 areas");
    assert_eq!(g.state.civ(s).treasury, 1);
}

// ---- #25 Lawgiver (ACME's Giver of Laws #19) ----

/// Lawgiver #25 on `s`'s table (out of the draw pile) with `n` disks from its supply.
fn lawgiver(st: &mut State, s: Slot, n: u8) {
    st.deck.draw.retain(|&c| c != CardId(25));
    st.civ_mut(s).supply -= u16::from(n);
    st.civ_mut(s).table.push(TableCard {
        card: CardId(25),
        disks: n,
        area: None,
        uses: 0,
        memo: Vec::new(),
    });
}

fn lawgiver_disks(st: &State, s: Slot) -> Option<u8> {
    st.civ(s).table_card(CardId(25)).map(|t| t.disks)
}

/// Content-acis #25 Lawgiver: played in the Card Phase, it goes on the table with 3 disks from
/// supply (an Investment, ACME's Giver of Laws's numbers).
#[test]
fn acis_card_25_lawgiver_is_placed_with_three_disks() {
    let (mut st, [s, ..]) = card_phase(1);
    give(&mut st, s, 25);
    let supply = st.civ(s).supply;
    let mut g = run(&st);
    play(&mut g, 25, |_| None);
    assert_eq!(lawgiver_disks(&g.state, s), Some(3));
    assert_eq!(g.state.civ(s).supply, supply - 3);
}

/// Content-acis #25 Lawgiver, second use: when another civilization's card would remove or replace
/// its owner's disks, 2 disks from the card, after the card's own negation chain and before it
/// resolves, cancel its whole effect on the owner (Demagogue #29 against a Settlement).
#[test]
fn acis_card_25_lawgiver_two_disks_cancel_a_card_against_its_owner() {
    let cat = cat();
    let (mut st, [s, v, _]) = card_phase(1);
    let (a, b) = adjacent_land(&cat, &st);
    put(&mut st, s, a, 3);
    put(&mut st, v, b, 2);
    lawgiver(&mut st, v, 3);
    give(&mut st, s, 29);
    let mut g = run(&st);
    let mut asked = false;
    play(&mut g, 29, |d| {
        if d.who == v && d.ask == (Ask::UseInvestment { card: CardId(25) }) {
            asked = true;
            return Some(Action::Yes);
        }
        d.options
            .contains(&Action::Area(b))
            .then_some(Action::Area(b))
    });
    assert!(asked, "Lawgiver's owner is asked before the card resolves");
    assert_eq!(disks(&g.state, b, v.faction()), 2, "the Settlement stays");
    assert_eq!(disks(&g.state, b, s.faction()), 0);
    assert_eq!(lawgiver_disks(&g.state, v), Some(1), "2 disks spent");
}

/// Content-acis #25 Lawgiver, first use: 1 disk from the card keeps 1 disk, and "a replacing disk
/// is then not added" (the loss never happens, AG2), where a disk kept with a talent is still
/// replaced (RB Disk Removal, readings B17): Poet #21 against each.
#[test]
fn acis_card_25_lawgiver_one_disk_keeps_a_disk_and_nothing_replaces_it() {
    let cat = cat();
    for (keep, replaced) in [(Action::UseInvestment(CardId(25)), 0), (Action::PayMina, 1)] {
        let (mut st, [s, v, _]) = card_phase(1);
        let (a, _) = adjacent_land(&cat, &st);
        put(&mut st, s, a, 1);
        put(&mut st, v, a, 2);
        lawgiver(&mut st, v, 1);
        st.civ_mut(v).treasury = 1;
        st.white_supply -= 1;
        give(&mut st, s, 21);
        let mut g = run(&st);
        let mut offered_lawgiver = false;
        play(&mut g, 21, |d| {
            if matches!(d.ask, Ask::Loss { .. }) {
                offered_lawgiver = d.options.contains(&Action::UseInvestment(CardId(25)));
                return Some(keep);
            }
            d.options
                .contains(&Action::Area(a))
                .then_some(Action::Area(a))
        });
        assert!(offered_lawgiver, "Lawgiver is offered at the loss");
        assert_eq!(
            disks(&g.state, a, v.faction()),
            2,
            "{keep:?}: the disk stays"
        );
        assert_eq!(
            disks(&g.state, a, s.faction()),
            1 + replaced,
            "{keep:?}: the replacing disk"
        );
        if replaced == 0 {
            assert_eq!(
                lawgiver_disks(&g.state, v),
                None,
                "discarded with its last disk"
            );
            assert!(g.state.deck.discard.contains(&CardId(25)));
        }
    }
}

/// Content-acis #25 Lawgiver is "not usable against Traitor (#45)" (negate-scope table 9.3):
/// Traitor takes every disk and Lawgiver is never offered, 2 disks on it or 1.
#[test]
fn acis_card_25_lawgiver_is_not_usable_against_traitor_45() {
    let cat = cat();
    for n in [3, 1] {
        let (mut st, [s, v, _]) = card_phase(1);
        let a = land(&cat, &st)[0];
        lawgiver(&mut st, v, n);
        let mut offered_lawgiver = false;
        let (g, ev) = compete(&mut st, s, v, a, 3, 45, |d| {
            offered_lawgiver |= d.ask == (Ask::UseInvestment { card: CardId(25) })
                || d.options.contains(&Action::UseInvestment(CardId(25)));
            None
        });
        assert!(
            !offered_lawgiver,
            "{n} disks: never offered against Traitor"
        );
        assert_eq!(removed(&ev, v.faction()), 3);
        assert_eq!(lawgiver_disks(&g.state, v), Some(n));
    }
    // Traitor's removals take no loss question at all today (its own "no offset"); the ruleset's
    // exceptions name it too, for every path that asks the loss rules.
    assert!(acis::cards::LAWGIVER.not_against.contains(&CardId(45)));
}

/// Content-acis #25 Lawgiver answers ACIS's Haruspex #22 (a Competition card with the standard
/// offset), which shares its id with ACME's Traitor: the exceptions are ACIS's own ids.
#[test]
fn acis_card_25_lawgiver_answers_haruspex_22_whose_id_is_acmes_traitor() {
    let cat = cat();
    let (mut st, [s, v, _]) = card_phase(1);
    let l = land(&cat, &st);
    let (a, b) = (l[0], l[l.len() - 1]);
    put(&mut st, s, b, 1);
    put(&mut st, v, b, 3);
    lawgiver(&mut st, v, 1);
    let mut used = false;
    let (g, ev) = compete(&mut st, s, v, a, 3, 22, |d| {
        if d.options.contains(&Action::UseInvestment(CardId(25))) {
            used = true;
            return Some(Action::UseInvestment(CardId(25)));
        }
        d.options
            .contains(&Action::Area(b))
            .then_some(Action::Area(b))
    });
    assert!(used, "Lawgiver offered against Haruspex");
    assert_eq!(
        disks(&g.state, b, v.faction()),
        3,
        "its City keeps the disk"
    );
    assert!(!ev.iter().any(
        |e| matches!(e, Event::Removed { faction, area, .. } if *faction == v.faction() && *area == b)
    ));
}
