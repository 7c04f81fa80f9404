//! ACIS's own Card Phase cards whose text is no ACME card's (content-acis-v1 section 3.2): the
//! placements of `acis::placement_cards` (Navigator #5, Religious Fervor #14, Local Trade #16,
//! Golden Age #18, Captive Queen #32, Trade Fleet #35, Grain Ships #55, Vineyards #56), Poet #21,
//! Pontifex #30 and Oracle at Delphi #38 (`acis::great_persons`), and Demagogue #29 (ACME's
//! Usurper), each from a small position on ACIS's basic 3-player board.

use acme::games::acis;
use acme::games::acme::catalog::{AreaId, AreaSet, CardId, Catalog, bit, iter_set};
use acme::games::acme::state::monuments::Monument;
use acme::games::acme::state::{Slot, State};
use acme::games::acme::{Action, Ask, Decision};

use super::acis_cards::{adjacent_land, card_phase, cat, give, land, offered, play, put, run};

fn disks(st: &State, a: AreaId, s: Slot) -> u8 {
    st.areas[a.0 as usize].disks[s.faction().idx()]
}

fn shallow(cat: &Catalog, st: &State) -> AreaSet {
    acis::rules::shallow_seas(&cat.board) & cat.board.configs[st.config].playable
}

fn adj(cat: &Catalog, a: AreaId) -> AreaSet {
    cat.board.adj[a.0 as usize]
}

/// Answer each area question with the first of `picks` it offers, in order (a pick is used once).
fn picks(mut picks: Vec<AreaId>) -> impl FnMut(&Decision) -> Option<Action> {
    move |d| {
        let i = picks
            .iter()
            .position(|&a| d.options.contains(&Action::Area(a)))?;
        Some(Action::Area(picks.remove(i)))
    }
}

/// A chain of three playable shallow seas, each next to the one before.
fn sea_chain(cat: &Catalog, st: &State) -> [AreaId; 3] {
    let sh = shallow(cat, st);
    for a in iter_set(sh) {
        for b in iter_set(sh & adj(cat, a)) {
            if let Some(c) = iter_set(sh & adj(cat, b) & !bit(a)).next() {
                return [a, b, c];
            }
        }
    }
    panic!("a chain of three shallow seas")
}

/// A land area (not a home) next to a playable shallow sea: (land, sea).
fn coast(cat: &Catalog, st: &State) -> (AreaId, AreaId) {
    let sh = shallow(cat, st);
    for a in land(cat, st) {
        if let Some(s) = iter_set(sh & adj(cat, a)).next() {
            return (a, s);
        }
    }
    panic!("a coastal land area")
}

/// Content-acis #5 Navigator: 2 disks in a shallow sea anywhere (none of its player's disks
/// there, nor anywhere near), then 2 in an empty land area next to it.
#[test]
fn acis_card_5_navigator_two_disks_in_a_far_sea_and_a_settlement() {
    let cat = cat();
    let (mut st, [s, ..]) = card_phase(1);
    let (l, sea) = coast(&cat, &st);
    give(&mut st, s, 5);
    let mut g = run(&st);
    play(&mut g, 5, picks(vec![sea, l]));
    assert_eq!(disks(&g.state, sea, s), 2);
    assert_eq!(disks(&g.state, l, s), 2, "a new Settlement");
}

/// Content-acis #14 Religious Fervor (IG-C5): 1 disk in ground zero and 1 in each land area next
/// to it, whoever is there; the seas next to it receive nothing.
#[test]
fn acis_card_14_religious_fervor_a_disk_here_and_in_each_land_neighbour() {
    let cat = cat();
    let (mut st, [s, v, _]) = card_phase(1);
    let (a, _) = adjacent_land(&cat, &st);
    put(&mut st, v, a, 2);
    give(&mut st, s, 14);
    let mut g = run(&st);
    play(&mut g, 14, picks(vec![a]));
    let playable = cat.board.configs[st.config].playable;
    assert_eq!(disks(&g.state, a, s), 1);
    assert_eq!(disks(&g.state, a, v), 2, "whoever is there");
    for n in iter_set(adj(&cat, a) & playable) {
        let want = u8::from(cat.board.land & bit(n) != 0);
        assert_eq!(
            disks(&g.state, n, s),
            want,
            "{}",
            cat.board.areas[n.0 as usize].name
        );
    }
}

/// Content-acis #16 Local Trade (IG-C4): 1 disk in each of two adjacent land areas already holding
/// its player's disks, then 1 talent.
#[test]
fn acis_card_16_local_trade_two_adjacent_areas_and_a_talent() {
    let cat = cat();
    let (mut st, [s, ..]) = card_phase(1);
    let (a, b) = adjacent_land(&cat, &st);
    put(&mut st, s, a, 1);
    give(&mut st, s, 16);
    assert!(!offered(&run(&st), 16), "one area alone: not playable");
    put(&mut st, s, b, 1);
    let before = st.civ(s).treasury;
    let mut g = run(&st);
    play(&mut g, 16, picks(vec![a, b]));
    assert_eq!((disks(&g.state, a, s), disks(&g.state, b, s)), (2, 2));
    assert_eq!(g.state.civ(s).treasury, before + 1);
}

/// Content-acis #18 Golden Age (IG-C4): 2 disks next to its player's areas (both in one area
/// here), then 1 talent.
#[test]
fn acis_card_18_golden_age_two_disks_next_to_its_areas_and_a_talent() {
    let cat = cat();
    let (mut st, [s, ..]) = card_phase(1);
    let (a, b) = adjacent_land(&cat, &st);
    put(&mut st, s, a, 1);
    give(&mut st, s, 18);
    let before = st.civ(s).treasury;
    let mut g = run(&st);
    play(&mut g, 18, move |d| {
        d.options
            .contains(&Action::Area(b))
            .then_some(Action::Area(b))
    });
    assert_eq!(disks(&g.state, b, s), 2, "the same area twice");
    assert_eq!(g.state.civ(s).treasury, before + 1);
}

/// Content-acis #21 Poet, IG-GK's example: a disk of an opposing civilization replaced in each
/// area named, except that where its player already has 4 the removal happens and no disk is
/// placed (AG2).
#[test]
fn acis_card_21_poet_replaces_opposing_disks_but_not_beyond_four() {
    let cat = cat();
    let (mut st, [s, v, w]) = card_phase(1);
    let (a, b) = adjacent_land(&cat, &st);
    put(&mut st, s, a, 4);
    put(&mut st, v, a, 1);
    put(&mut st, w, b, 2);
    give(&mut st, s, 21);
    let mut g = run(&st);
    play(&mut g, 21, picks(vec![a, b]));
    assert_eq!(disks(&g.state, a, v), 0, "removed");
    assert_eq!(disks(&g.state, a, s), 4, "no fifth disk");
    assert_eq!(disks(&g.state, b, w), 1);
    assert_eq!(disks(&g.state, b, s), 1, "replaced");
}

/// Content-acis #29 Demagogue (ACME's Usurper): an opposing Settlement next to its player's City
/// becomes its player's, one for one.
#[test]
fn acis_card_29_demagogue_wins_a_settlement_next_to_its_city() {
    let cat = cat();
    let (mut st, [s, v, _]) = card_phase(1);
    let (a, b) = adjacent_land(&cat, &st);
    put(&mut st, s, a, 3);
    put(&mut st, v, b, 2);
    give(&mut st, s, 29);
    let mut g = run(&st);
    play(&mut g, 29, picks(vec![b]));
    assert_eq!(disks(&g.state, b, v), 0);
    assert_eq!(disks(&g.state, b, s), 2);
}

fn with_wonder(st: &mut State, s: Slot, area: AreaId, disks: u8) {
    st.monuments.push(Monument {
        card: CardId(104),
        owner: s,
        area,
        disks,
        built: (1, 1),
        used: false,
        buried: false,
    });
    st.civ_mut(s).supply -= u16::from(disks);
}

/// Content-acis #30 Pontifex: (a) 2 disks from supply onto one of its built Wonders, or (b) 2
/// talents; with no Wonder, the talents. The NPC takes (a) when a Wonder holds 2 disks or fewer
/// (its NPC line), else (b).
#[test]
fn acis_card_30_pontifex_two_disks_onto_a_wonder_or_two_talents() {
    let cat = cat();
    let (mut st, [s, ..]) = card_phase(1);
    give(&mut st, s, 30);
    let before = st.civ(s).treasury;
    let mut g = run(&st);
    play(&mut g, 30, |_| None);
    assert_eq!(g.state.civ(s).treasury, before + 2, "no Wonder: 2 talents");

    let a = land(&cat, &st)[0];
    put(&mut st, s, a, 2);
    with_wonder(&mut st, s, a, 1);
    let mut g = run(&st);
    play(&mut g, 30, |d| {
        d.options
            .contains(&Action::Option(0))
            .then_some(Action::Option(0))
    });
    assert_eq!(g.state.monuments[0].disks, 3);

    let d = |_: &State| {
        Decision::new(
            s,
            Ask::CardOption { card: CardId(30) },
            "Pontifex",
            "Card #30",
            vec![Action::Option(0), Action::Option(1)],
        )
    };
    let low = acis::npc_cards::answer(&cat, &st, &d(&st))
        .expect("an answer")
        .0;
    assert_eq!(low, Action::Option(0));
    st.monuments[0].disks = 3;
    let high = acis::npc_cards::answer(&cat, &st, &d(&st))
        .expect("an answer")
        .0;
    assert_eq!(high, Action::Option(1));
}

/// Content-acis #32 Captive Queen (IG-C3): 2 disks into a shallow sea another civilization holds
/// and its player does not.
#[test]
fn acis_card_32_captive_queen_two_disks_into_a_held_sea() {
    let cat = cat();
    let (mut st, [s, v, _]) = card_phase(1);
    let [sea, ..] = sea_chain(&cat, &st);
    give(&mut st, s, 32);
    assert!(
        !offered(&run(&st), 32),
        "no sea held by another: not playable"
    );
    put(&mut st, v, sea, 1);
    let mut g = run(&st);
    play(&mut g, 32, picks(vec![sea]));
    assert_eq!(disks(&g.state, sea, s), 2);
    assert_eq!(disks(&g.state, sea, v), 1);
}

/// Content-acis #35 Trade Fleet (IG-GK: Egyptian Sea - Libyan Sea - Bay of Sirt): 1 disk in each
/// of up to 3 shallow seas in a chain, the first holding its player's disk.
#[test]
fn acis_card_35_trade_fleet_a_chain_of_three_shallow_seas() {
    let cat = cat();
    let (mut st, [s, ..]) = card_phase(1);
    let [a, b, c] = sea_chain(&cat, &st);
    put(&mut st, s, a, 1);
    give(&mut st, s, 35);
    let mut g = run(&st);
    play(&mut g, 35, picks(vec![a, b, c]));
    assert_eq!(
        (
            disks(&g.state, a, s),
            disks(&g.state, b, s),
            disks(&g.state, c, s)
        ),
        (2, 1, 1)
    );
}

/// Content-acis #38 Oracle at Delphi, option (b) in the Card Phase: 4 cards drawn, 2 kept, the
/// others discarded.
#[test]
fn acis_card_38_oracle_at_delphi_draws_four_and_keeps_two() {
    let (mut st, [s, ..]) = card_phase(1);
    st.deck.draw.retain(|c| c.0 < 97);
    give(&mut st, s, 38);
    let hand = st.civ(s).hand.len();
    let discard = st.deck.discard.len();
    let mut g = run(&st);
    play(&mut g, 38, |_| None);
    assert_eq!(g.state.civ(s).hand.len(), hand - 1 + 2);
    assert_eq!(g.state.deck.discard.len(), discard + 1 + 2);
}

/// Content-acis #55 Grain Ships: 1 talent, then 1 disk in each of up to 2 shallow seas next to
/// its player's City.
#[test]
fn acis_card_55_grain_ships_a_talent_and_seas_by_its_city() {
    let cat = cat();
    let (mut st, [s, ..]) = card_phase(1);
    let (l, sea) = coast(&cat, &st);
    put(&mut st, s, l, 3);
    give(&mut st, s, 55);
    let before = st.civ(s).treasury;
    let mut g = run(&st);
    play(&mut g, 55, picks(vec![sea]));
    assert_eq!(g.state.civ(s).treasury, before + 1);
    assert_eq!(disks(&g.state, sea, s), 1);
    let placed: u32 = iter_set(shallow(&cat, &st) & adj(&cat, l))
        .map(|x| u32::from(disks(&g.state, x, s)))
        .sum();
    assert_eq!(
        placed,
        2.min(iter_set(shallow(&cat, &st) & adj(&cat, l)).count() as u32)
    );
}

/// Content-acis #56 Vineyards: 1 disk in each of up to 2 land areas with its player's Settlement
/// (each a City of 3).
#[test]
fn acis_card_56_vineyards_two_settlements_become_cities() {
    let cat = cat();
    let (mut st, [s, ..]) = card_phase(1);
    let l = land(&cat, &st);
    put(&mut st, s, l[0], 2);
    put(&mut st, s, l[1], 2);
    put(&mut st, s, l[2], 1);
    give(&mut st, s, 56);
    let mut g = run(&st);
    play(&mut g, 56, |_| None);
    assert_eq!(disks(&g.state, l[0], s), 3);
    assert_eq!(disks(&g.state, l[1], s), 3);
    assert_eq!(disks(&g.state, l[2], s), 1, "a Camp is no Settlement");
}

// ---- Investments ----

/// Content-acis #1 Academy of Science (ACME's Master Scribe): put on the table with 3 disks; at the
/// start of its owner's Draw Step 1 disk off it draws 3 and keeps 1, on top of the normal draws.
/// Its questions name the Academy of Science, not ACME's card.
#[test]
fn acis_card_1_academy_of_science_three_disks_then_draw_three_keep_one() {
    let (mut st, [s, ..]) = card_phase(1);
    give(&mut st, s, 1);
    let supply = st.civ(s).supply;
    let mut g = run(&st);
    play(&mut g, 1, |_| None);
    assert_eq!(
        g.state.civ(s).table_card(CardId(1)).map(|t| t.disks),
        Some(3)
    );
    assert_eq!(g.state.civ(s).supply, supply - 3);

    let mut st = g.state.clone();
    st.proc = None;
    st.civ_mut(s).hand.clear();
    st.deck.draw.retain(|c| c.0 < 97);
    let pos = st.order.iter().position(|&x| x == s).unwrap() as u8;
    st.flow = acme::games::acme::Flow::Reckoning {
        step: acme::games::acme::ReckStep::Draw { pos },
    };
    let mut g = run(&st);
    let d = g.pending().expect("the Academy's use");
    assert!(
        matches!(d.ask, Ask::UseInvestment { card } if card == CardId(1)),
        "{d:?}"
    );
    g.apply(Action::Yes).expect("legal");
    let d = g.pending().expect("keep one");
    assert_eq!(d.ask, Ask::Keep);
    assert_eq!(d.options.len(), 3, "3 cards drawn");
    // The question names the card played, from ACIS's catalog (ACME's effect names its own card
    // through the catalog too: "Master Scribe" there).
    assert!(d.text.contains("Academy of Science"), "{}", d.text);
    assert!(!d.text.contains("Master Scribe"), "{}", d.text);
    assert_eq!(&*d.rule, "Academy of Science");
    g.apply(d.options[0]).expect("legal");
    assert_eq!(
        g.state.civ(s).table_card(CardId(1)).map(|t| t.disks),
        Some(2)
    );
    assert_eq!(
        g.state.civ(s).hand.len(),
        1 + 3,
        "the card kept, then the normal 3"
    );
}

/// Content-acis #96 Master of Horse (ACME's Breeder of Stallions, "limited to land
/// competitions"): 4 disks on the table; at step 1 of a land competition its player takes part in,
/// its disks may become white Allies there; never in a sea competition.
#[test]
fn acis_card_96_master_of_horse_allies_in_land_competitions_only() {
    let cat = cat();
    let (mut st, [s, ..]) = card_phase(1);
    give(&mut st, s, 96);
    let mut g = run(&st);
    play(&mut g, 96, |_| None);
    assert_eq!(
        g.state.civ(s).table_card(CardId(96)).map(|t| t.disks),
        Some(4)
    );

    let (mut st, [s, v, _]) = card_phase(1);
    st.civ_mut(s)
        .table
        .push(acme::games::acme::state::TableCard {
            card: CardId(96),
            disks: 4,
            area: None,
            uses: 0,
            memo: Vec::new(),
        });
    st.civ_mut(s).supply -= 4;
    let a = land(&cat, &st)[0];
    let [sea, ..] = sea_chain(&cat, &st);
    for x in [s, v] {
        put(&mut st, x, a, 2);
        put(&mut st, x, sea, 1);
    }
    let mut g = run(&st);
    let mut offered_in = Vec::new();
    while let Some(d) = g.pending() {
        if matches!(g.state.flow, acme::games::acme::Flow::Reckoning { .. }) {
            break;
        }
        if let Ask::Commit { area } = d.ask
            && d.who == s
            && d.options.contains(&Action::UseInvestment(CardId(96)))
        {
            offered_in.push(area);
        }
        let pick = if d.options.contains(&Action::Done) {
            Action::Done
        } else {
            d.options[0]
        };
        g.apply(pick).expect("legal");
    }
    assert_eq!(offered_in, vec![a], "the land competition only");
}

/// Content-acis #69 Heroic Saga: 2 disks on the table; at the start of its owner's Growth Phase 1
/// disk off it gives (a) 2 disks to grow or (b) 1 talent and 1 VP. The NPC takes (b) unless it has
/// fewer than 3 disks on the map (its NPC line).
#[test]
fn acis_card_69_heroic_saga_growth_or_a_talent_and_a_vp() {
    let cat = cat();
    let (mut st, [s, ..]) = card_phase(1);
    give(&mut st, s, 69);
    let mut g = run(&st);
    play(&mut g, 69, |_| None);
    assert_eq!(
        g.state.civ(s).table_card(CardId(69)).map(|t| t.disks),
        Some(2)
    );

    let mut st = g.state.clone();
    st.proc = None;
    let a = land(&cat, &st)[0];
    put(&mut st, s, a, 2);
    let pos = st.order.iter().position(|&x| x == s).unwrap() as u8;
    st.flow = acme::games::acme::Flow::Growth {
        pos,
        step: acme::games::acme::GrowthStep::Start,
    };
    let (treasury, vp) = (st.civ(s).treasury, st.civ(s).vp);
    let mut g = run(&st);
    let d = g.pending().expect("the Saga's use");
    assert!(
        matches!(d.ask, Ask::UseInvestment { card } if card == CardId(69)),
        "{d:?}"
    );
    g.apply(Action::Yes).expect("legal");
    let d = g.pending().expect("its choice").clone();
    assert_eq!(d.ask, Ask::CardOption { card: CardId(69) });
    let npc = acis::npc_cards::answer(&cat, &g.state, &d)
        .expect("an answer")
        .0;
    assert_eq!(npc, Action::Option(0), "2 disks on the map: grow");
    g.apply(Action::Option(1)).expect("legal");
    assert_eq!(
        g.state.civ(s).table_card(CardId(69)).map(|t| t.disks),
        Some(1)
    );
    assert_eq!(g.state.civ(s).treasury, treasury + 1);
    assert_eq!(g.state.civ(s).vp, vp + 1);
}

/// RB Stacking and Disk Removal (readings A27): a replacing disk obeys the current phase's limit
/// ("If any of the above limits are exceeded, immediately remove excess disks back to their
/// supply"). In the Card Phase (4 in a land area) Poet replaces an opposing disk where its player
/// already has 4 and one where it has 3: both opposing disks are removed; the player's disk is
/// added where it makes 4, not where it would make 5.
#[test]
fn rb_disk_removal_replacement_obeys_stacking() {
    let cat = cat();
    let (mut st, [s, v, w]) = card_phase(1);
    let (full, room) = adjacent_land(&cat, &st);
    for a in [full, room] {
        for x in [s, v, w] {
            let n = disks(&st, a, x);
            st.areas.remove(a, x.faction(), n);
            st.civ_mut(x).supply += u16::from(n);
        }
    }
    put(&mut st, s, full, 4);
    put(&mut st, v, full, 1);
    put(&mut st, s, room, 3);
    put(&mut st, w, room, 1);
    give(&mut st, s, 21);
    let mut g = run(&st);
    play(&mut g, 21, picks(vec![full, room]));
    assert_eq!(disks(&g.state, full, v), 0, "removed");
    assert_eq!(disks(&g.state, full, s), 4, "no fifth disk");
    assert_eq!(disks(&g.state, room, w), 0, "removed");
    assert_eq!(disks(&g.state, room, s), 4, "replaced up to the limit");
}
