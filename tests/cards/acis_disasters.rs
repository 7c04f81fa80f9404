//! ACIS's disasters that are ACME's with other ids and ground (content-acis-v1 section 3.2: Drought
//! #62, Storm at Sea #63, Volcano #65, Earthquake #67, Floods #70), played under `Game<Acis>` by
//! ACME's one disaster function reading ACIS's rows (`acis::cards::DISASTER_ROWS`), from small
//! positions on ACIS's basic 3-player board (the helpers of `acis_cards`).

use acme::games::acme::catalog::{AreaId, CardId, bit};
use acme::games::acme::state::{Faction, State, TableCard};
use acme::games::acme::{Action, Decision, Flow, GrowthStep};

use super::acis_cards::{
    adjacent_land, card_phase, card_phase_of, cat, give, land, offered, play, put, run,
};

fn disks(st: &State, a: AreaId, f: Faction) -> u8 {
    st.areas[a.0 as usize].disks[f.idx()]
}

fn area(name: &str) -> AreaId {
    cat().board.find(name).expect("an ACIS area")
}

/// Pick area `a` whenever offered; otherwise the first option.
fn pick(a: AreaId) -> impl FnMut(&Decision) -> Option<Action> {
    move |d| {
        d.options
            .contains(&Action::Area(a))
            .then_some(Action::Area(a))
    }
}

/// Pick area `a` at the first area question, `b` at the second.
fn pick_two(a: AreaId, b: AreaId) -> impl FnMut(&Decision) -> Option<Action> {
    move |d| {
        [a, b]
            .into_iter()
            .find(|&x| d.options.contains(&Action::Area(x)))
            .map(Action::Area)
    }
}

/// Content-acis #62 Drought: its victim has a Settlement (no Fertile area on ACIS's map); the card
/// lies beside its display, and its next Acquisition Step's total is cut by 3 after every source,
/// before the minimum of 3 (7 Settlements: 4 disks, not 7; 4 Settlements: the minimum 3).
#[test]
fn acis_card_62_drought_cuts_three_growth_disks_after_every_source() {
    let cat = cat();
    let (mut st, [s, v, _]) = card_phase(1);
    let l = land(&cat, &st);
    give(&mut st, s, 62);
    let g = run(&st);
    assert!(!offered(&g, 62), "no opposing Settlement: not playable");
    put(&mut st, v, l[0], 2);
    let mut g = run(&st);
    play(&mut g, 62, |_| None);
    assert!(g.state.civ(v).table_card(CardId(62)).is_some());

    let acquire = |settlements: usize, drought: bool| {
        let (mut st, [_, v, _]) = card_phase(1);
        for &a in l.iter().take(settlements) {
            put(&mut st, v, a, 2);
        }
        if drought {
            st.civ_mut(v).table.push(TableCard {
                card: CardId(62),
                disks: 0,
                area: None,
                uses: 0,
                memo: Vec::new(),
            });
        }
        let pos = st.order.iter().position(|&x| x == v).unwrap() as u8;
        st.flow = Flow::Growth {
            pos,
            step: GrowthStep::Acquire,
        };
        let g = run(&st);
        (
            g.state.civ(v).growth,
            g.state.civ(v).table_card(CardId(62)).is_some(),
        )
    };
    // 7 Settlements, and whatever its display adds at the Acquisition Step (content-acis 5):
    // Drought cuts after every source.
    let base = acquire(7, false).0;
    assert!(base >= 7, "7 Settlements, no Drought: {base}");
    assert_eq!(
        acquire(7, true),
        (base - 3, false),
        "cut by 3, then discarded"
    );
    assert_eq!(acquire(4, true).0, 3, "the minimum of 3 still holds");
}

/// Content-acis #63 Storm at Sea (ACME's Sandstorm, "Desert read as shallow sea"): every disk in
/// the struck shallow sea goes, the player's too; then 1 disk of one opposing civilization in each
/// shallow sea next to it. A land area is never struck (ACME's Desert rule is not ACIS's).
#[test]
fn acis_card_63_storm_at_sea_empties_a_shallow_sea_and_strikes_its_neighbours() {
    let cat = cat();
    let (mut st, [s, v, _]) = card_phase(1);
    let shallow =
        acme::games::acis::rules::shallow_seas(&cat.board) & cat.board.configs[st.config].playable;
    let (sea, next) = acme::games::acme::catalog::iter_set(shallow)
        .find_map(|a| {
            acme::games::acme::catalog::iter_set(shallow & cat.board.adj[a.0 as usize])
                .next()
                .map(|b| (a, b))
        })
        .expect("two adjacent shallow seas");
    let l = land(&cat, &st)[0];
    put(&mut st, s, sea, 1);
    put(&mut st, v, sea, 1);
    put(&mut st, v, next, 2);
    put(&mut st, v, l, 3);
    give(&mut st, s, 63);
    let mut g = run(&st);
    g.apply(Action::Play(CardId(63))).expect("legal");
    let q = g.pending().expect("the struck sea");
    assert!(q.options.contains(&Action::Area(sea)));
    assert!(
        !q.options.contains(&Action::Area(l)),
        "no land area offered"
    );
    let mut g2 = run(&st);
    play(&mut g2, 63, pick(sea));
    assert_eq!(disks(&g2.state, sea, s.faction()), 0, "its own disk too");
    assert_eq!(disks(&g2.state, sea, v.faction()), 0);
    assert_eq!(disks(&g2.state, next, v.faction()), 1, "1 in the next sea");
    assert_eq!(disks(&g2.state, l, v.faction()), 3, "land untouched");
}

/// Content-acis #65 Volcano (ACME's without the Mountain and Stronghold clauses): any land area with
/// a civilization's disk; every Faction there loses 2 disks, then every civilization 1 in each
/// land area next to it (the player's too; the Barbarians next to it keep theirs).
#[test]
fn acis_card_65_volcano_strikes_any_land_area_and_its_neighbours() {
    let cat = cat();
    let (mut st, [s, v, _]) = card_phase(1);
    let (a, b) = adjacent_land(&cat, &st);
    put(&mut st, v, a, 3);
    st.areas.add(a, Faction::BARBARIANS, 2);
    st.barbarian_supply -= 2;
    put(&mut st, s, b, 2);
    put(&mut st, v, b, 1);
    st.areas.add(b, Faction::BARBARIANS, 1);
    st.barbarian_supply -= 1;
    give(&mut st, s, 65);
    let mut g = run(&st);
    play(&mut g, 65, pick(a));
    assert_eq!(disks(&g.state, a, v.faction()), 1, "2 of 3");
    assert_eq!(disks(&g.state, a, Faction::BARBARIANS), 0);
    assert_eq!(disks(&g.state, b, s.faction()), 1, "its own player's too");
    assert_eq!(disks(&g.state, b, v.faction()), 0);
    assert_eq!(
        disks(&g.state, b, Faction::BARBARIANS),
        1,
        "civilizations only"
    );
}

/// Content-acis #67 Earthquake, IG-GK's example: one disk removed in Phoenicia and one in the
/// neighbouring land area (the replay's Palmyra is not on ACIS's map: Sinai is Phoenicia's land
/// neighbour here); every Faction loses 1 in each, the player's own included. A City alone is not
/// what it needs (ACME's Earthquake): an opposing Faction's disk in the pair is.
#[test]
fn acis_card_67_earthquake_one_disk_in_phoenicia_and_its_neighbour() {
    let cat = cat();
    // The full board (4 players): Phoenicia is not on the 3-player western one.
    let (mut st, o) = card_phase_of(4, 1);
    let (s, v) = (o[0], o[1]);
    let (phoenicia, sinai) = (area("Phoenicia"), area("Sinai"));
    let playable = cat.board.configs[st.config].playable;
    assert!(playable & bit(phoenicia) != 0 && playable & bit(sinai) != 0);
    assert!(cat.board.adj[phoenicia.0 as usize] & bit(sinai) != 0);
    put(&mut st, s, phoenicia, 2);
    give(&mut st, s, 67);
    let g = run(&st);
    assert!(!offered(&g, 67), "only its own disks: not playable");
    put(&mut st, v, phoenicia, 2);
    put(&mut st, v, sinai, 1);
    st.areas.add(sinai, Faction::BARBARIANS, 1);
    st.barbarian_supply -= 1;
    let mut g = run(&st);
    play(&mut g, 67, pick_two(phoenicia, sinai));
    assert_eq!(disks(&g.state, phoenicia, v.faction()), 1);
    assert_eq!(disks(&g.state, phoenicia, s.faction()), 1, "its own too");
    assert_eq!(disks(&g.state, sinai, v.faction()), 0);
    assert_eq!(disks(&g.state, sinai, Faction::BARBARIANS), 0);
}

/// Content-acis #70 Floods (ACME's The Rivers Rage on the coast): a shallow sea next to an opposing
/// City; every City (the player's too) in a land area next to it loses 1 disk; disks in the sea
/// and Settlements stay.
#[test]
fn acis_card_70_floods_every_coastal_city_loses_a_disk() {
    let cat = cat();
    let (mut st, [s, v, _]) = card_phase(1);
    let shallow =
        acme::games::acis::rules::shallow_seas(&cat.board) & cat.board.configs[st.config].playable;
    let homes = st
        .civs
        .iter()
        .filter_map(|c| c.homeland)
        .fold(0, |m, h| m | bit(h));
    let coast = |sea: AreaId| {
        acme::games::acme::catalog::iter_set(
            cat.board.adj[sea.0 as usize]
                & cat.board.land
                & cat.board.configs[st.config].playable
                & !homes,
        )
        .collect::<Vec<_>>()
    };
    let sea = acme::games::acme::catalog::iter_set(shallow)
        .find(|&a| coast(a).len() >= 3)
        .expect("a shallow sea with three coastal land areas");
    let c = coast(sea);
    let g = run(&{
        let mut t = st.clone();
        give(&mut t, s, 70);
        t
    });
    assert!(!offered(&g, 70), "no opposing City: not playable");
    put(&mut st, v, c[0], 4);
    put(&mut st, s, c[1], 3);
    put(&mut st, v, c[2], 2);
    put(&mut st, v, sea, 1);
    give(&mut st, s, 70);
    let mut g = run(&st);
    play(&mut g, 70, pick(sea));
    assert_eq!(disks(&g.state, c[0], v.faction()), 3);
    assert_eq!(disks(&g.state, c[1], s.faction()), 2, "its own City too");
    assert_eq!(disks(&g.state, c[2], v.faction()), 2, "a Settlement stays");
    assert_eq!(disks(&g.state, sea, v.faction()), 1);
}
