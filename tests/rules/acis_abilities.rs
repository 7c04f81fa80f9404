//! ACIS's civilization display abilities under `Acis` (content-acis section 5; ACIS RB
//! Civilization Displays, the Golden Rule and Competition Phase steps 1-3), each test named after
//! the ability and its display, and failing if its effect is wrong.

use std::sync::Arc;

use acme::games::acis;
use acme::games::acis::rules::Acis;
use acme::games::acme::catalog::{AreaId, CardId, Catalog};
use acme::games::acme::state::monuments::Monument;
use acme::games::acme::state::{Faction, Slot, State};
use acme::games::acme::{Action, Ask, Decision, Event, Flow, Game};

use super::acis_system::basic_state;

fn cat() -> Arc<Catalog> {
    acis::system::builtin()
}

const LIGHTHOUSE: CardId = CardId(105);

/// The slot that plays the display named `name`.
fn slot(cat: &Catalog, st: &State, name: &str) -> Slot {
    st.slots()
        .find(|&s| cat.civ(st.civ(s).civ).name == name)
        .unwrap_or_else(|| panic!("{name} plays"))
}

/// The position of `ability` on `s`'s display.
fn index(cat: &Catalog, st: &State, s: Slot, ability: &str) -> u8 {
    cat.civ(st.civ(s).civ)
        .raw
        .abilities
        .iter()
        .position(|a| a.name == ability)
        .unwrap_or_else(|| panic!("{ability} on the display")) as u8
}

fn area(cat: &Catalog, name: &str) -> AreaId {
    cat.board.find(name).unwrap_or_else(|| panic!("{name}"))
}

/// `n` of faction `f`'s disks into `a` (from its supply for a civilization).
fn put(st: &mut State, f: Faction, a: AreaId, n: u8) {
    st.areas.add(a, f, n);
    if let Some(s) = f.slot() {
        st.civ_mut(s).supply -= u16::from(n);
    }
}

/// What happened in a Competition Phase from `st` (at its start): every event, and every
/// question asked. `pick` answers `who`'s questions when it returns an action; every other
/// question is answered with Done, Pass, Decline or No where offered (nobody announces, commits
/// or negates), else its first option.
fn compete(
    st: &State,
    pick: &mut dyn FnMut(&Decision) -> Option<Action>,
) -> (Game<Acis>, Vec<Event>, Vec<Decision>) {
    let mut st = st.clone();
    st.flow = Flow::CompStart;
    let (mut game, mut events) = Game::<Acis>::under(cat(), st);
    let mut asked = Vec::new();
    for _ in 0..400 {
        let in_phase = matches!(
            game.state.flow,
            Flow::CompStart
                | Flow::CompTraitor { .. }
                | Flow::CompNext
                | Flow::Comp { .. }
                | Flow::CompEnd
        );
        let Some(d) = game.pending().filter(|_| in_phase).cloned() else {
            break;
        };
        let a = pick(&d).unwrap_or_else(|| {
            [Action::Done, Action::Pass, Action::Decline, Action::No]
                .into_iter()
                .find(|o| d.options.contains(o))
                .unwrap_or(d.options[0])
        });
        asked.push(d);
        events.extend(game.apply(a).expect("a legal answer"));
    }
    (game, events, asked)
}

/// White Allied disks added to `s`'s side in `a`.
fn allies_added(events: &[Event], s: Slot, a: AreaId) -> i32 {
    events
        .iter()
        .map(|e| match *e {
            Event::Allies { slot, area, delta } if slot == s && area == a && delta > 0 => {
                i32::from(delta)
            }
            _ => 0,
        })
        .sum()
}

/// `s` announces the ability at display index `i` whenever offered in a competition in `a`.
fn announce(s: Slot, i: u8) -> impl FnMut(&Decision) -> Option<Action> {
    move |d: &Decision| {
        (d.who == s
            && matches!(d.ask, Ask::Commit { .. })
            && d.options.contains(&Action::Option(i)))
        .then_some(Action::Option(i))
    }
}

/// Whether `s` was offered the ability at index `i` at step 1 of a competition in `a`.
fn offered(asked: &[Decision], s: Slot, a: AreaId, i: u8) -> bool {
    asked.iter().any(|d| {
        d.who == s && d.ask == Ask::Commit { area: a } && d.options.contains(&Action::Option(i))
    })
}

/// The 4-player basic game (Gaul, Carthage, Troy, Egypt), with no competition yet.
fn four_players() -> (Arc<Catalog>, State) {
    let cat = cat();
    let st = basic_state(4, 1);
    (cat, st)
}

// ---- Competition abilities that add a white Allied disk (content-acis 5, RB step 1 and 3) ----

/// Carthage, Sacred Band (content-acis 5, inferred): announced at step 1 of a competition in the
/// Carthage area, it adds 1 white Allied disk to Carthage's side at step 3; not announced, none.
/// Mercenary Armies (outside the Carthage area only) is not offered there.
#[test]
fn acis_ability_carthage_sacred_band_adds_an_ally_at_home() {
    let (cat, mut st) = four_players();
    let carthage = slot(&cat, &st, "Carthage");
    let troy = slot(&cat, &st, "Troy");
    let home = st.civ(carthage).homeland.expect("a home");
    put(&mut st, troy.faction(), home, 2);
    let band = index(&cat, &st, carthage, "Sacred Band");
    let mercs = index(&cat, &st, carthage, "Mercenary Armies and Punic Fleet");
    let (_, events, asked) = compete(&st, &mut announce(carthage, band));
    assert!(offered(&asked, carthage, home, band));
    assert!(!offered(&asked, carthage, home, mercs));
    assert_eq!(allies_added(&events, carthage, home), 1);
    let (_, events, _) = compete(&st, &mut |_| None);
    assert_eq!(allies_added(&events, carthage, home), 0);
}

/// ACIS RB Competition Phase step 2 and the Lighthouse of Alexandria (content-acis 4 and AG10:
/// only the Lighthouse cancels civilization abilities): Troy, owning the Lighthouse and taking
/// part, negates Carthage's Sacred Band, and no ally comes.
#[test]
fn acis_ability_lighthouse_of_alexandria_cancels_sacred_band() {
    let (cat, mut st) = four_players();
    let carthage = slot(&cat, &st, "Carthage");
    let troy = slot(&cat, &st, "Troy");
    let home = st.civ(carthage).homeland.expect("a home");
    put(&mut st, troy.faction(), home, 2);
    let troy_home = st.civ(troy).homeland.unwrap();
    st.civ_mut(troy).supply -= 3;
    st.monuments.push(Monument {
        card: LIGHTHOUSE,
        owner: troy,
        area: troy_home,
        disks: 3,
        built: (st.epoch, st.turn.saturating_sub(1)),
        used: false,
        buried: false,
    });
    let band = index(&cat, &st, carthage, "Sacred Band");
    let mut negated = false;
    let mut pick = |d: &Decision| {
        if d.who == troy && d.options.contains(&Action::Negate(LIGHTHOUSE)) {
            negated = true;
            return Some(Action::Negate(LIGHTHOUSE));
        }
        announce(carthage, band)(d)
    };
    let (_, events, _) = compete(&st, &mut pick);
    assert!(negated, "the Lighthouse was offered against Sacred Band");
    assert_eq!(allies_added(&events, carthage, home), 0);
}

/// A competition in each of `areas`: `s` has at least 1 disk there and `rival` 2 more.
fn contests(st: &mut State, s: Slot, rival: Slot, areas: &[AreaId]) {
    for &a in areas {
        if st.areas[a.0 as usize].disks[s.idx()] == 0 {
            put(st, s.faction(), a, 1);
        }
        put(st, rival.faction(), a, 2);
    }
}

/// `s` announcing ability `name` wherever offered in a Competition Phase with a competition in
/// each of `areas` against `rival`: (offered, allies added) per area, and the events.
fn per_area(
    cat: &Catalog,
    st: &State,
    s: Slot,
    rival: Slot,
    name: &str,
    areas: &[AreaId],
) -> (Vec<(bool, i32)>, Vec<Event>) {
    let mut st = st.clone();
    contests(&mut st, s, rival, areas);
    let i = index(cat, &st, s, name);
    let (_, events, asked) = compete(&st, &mut announce(s, i));
    let out = areas
        .iter()
        .map(|&a| (offered(&asked, s, a, i), allies_added(&events, s, a)))
        .collect();
    (out, events)
}

/// How many of `v` were offered and given an ally.
fn used(v: &[(bool, i32)]) -> usize {
    v.iter().filter(|&&(o, n)| o && n == 1).count()
}

/// `s` plays the display `name` with its home in its home area (for Phoenicia and Minos, who have
/// no basic setup).
fn give_display(cat: &Catalog, st: &mut State, s: Slot, name: &str) {
    let civ = cat.civs.iter().find(|c| c.name == name).expect(name);
    st.civ_mut(s).civ = civ.kind;
    st.civ_mut(s).homeland = Some(civ.homes[0]);
}

/// Carthage, Mercenary Armies and Punic Fleet (content-acis 5, inferred): outside the Carthage
/// area, one ally in one land competition and one in one shallow-sea competition per Competition
/// Phase: of two land competitions only the first gets one, the sea competition gets its own.
#[test]
fn acis_ability_carthage_mercenary_armies_one_land_and_one_sea_ally_per_phase() {
    let (cat, st) = four_players();
    let carthage = slot(&cat, &st, "Carthage");
    let troy = slot(&cat, &st, "Troy");
    let lands = [area(&cat, "Saldae"), area(&cat, "Thapsus")];
    let sea = area(&cat, "Saldic Sea");
    let (v, _) = per_area(
        &cat,
        &st,
        carthage,
        troy,
        "Mercenary Armies and Punic Fleet",
        &[lands[0], lands[1], sea],
    );
    assert_eq!(used(&v[..2]), 1, "one land competition: {v:?}");
    assert_eq!(v[2], (true, 1), "and one sea competition");
}

/// Gaul, Celtic Warbands (content-acis 5, inferred): in 2 different competitions per phase, a
/// white ally in one and a Gallic disk from supply in the other, Gaul choosing at step 3 of the
/// first; a third competition gets nothing.
#[test]
fn acis_ability_gaul_celtic_warbands_an_ally_and_a_gallic_disk() {
    let (cat, mut st) = four_players();
    let gaul = slot(&cat, &st, "Gaul");
    let troy = slot(&cat, &st, "Troy");
    let areas = [
        area(&cat, "Aquitania"),
        area(&cat, "Tarraco"),
        area(&cat, "Massilia"),
    ];
    contests(&mut st, gaul, troy, &areas);
    let i = index(&cat, &st, gaul, "Celtic Warbands");
    let mut chose = 0;
    let mut pick = |d: &Decision| {
        if d.who == gaul && matches!(d.ask, Ask::UseAbility { .. }) {
            chose += 1;
            return Some(Action::Option(1));
        }
        announce(gaul, i)(d)
    };
    let (_, events, asked) = compete(&st, &mut pick);
    assert_eq!(chose, 1, "one choice, in the first competition");
    let allies: i32 = areas.iter().map(|&a| allies_added(&events, gaul, a)).sum();
    assert_eq!(allies, 1);
    let own: usize = events
        .iter()
        .filter(|e| {
            matches!(e, Event::Placed { faction, area, n: 1 }
                if *faction == gaul.faction() && areas.contains(area))
        })
        .count();
    assert_eq!(own, 1, "one Gallic disk from supply");
    let offers = areas
        .iter()
        .filter(|&&a| offered(&asked, gaul, a, i))
        .count();
    assert_eq!(offers, 2, "not offered in a third competition");
}

/// Troy, Defenders of Ilium (content-acis 5, inferred): an ally in every competition in the Troy
/// area, and in one other land competition per phase.
#[test]
fn acis_ability_troy_defenders_of_ilium_home_and_one_other_land() {
    let (cat, st) = four_players();
    let troy = slot(&cat, &st, "Troy");
    let carthage = slot(&cat, &st, "Carthage");
    let home = st.civ(troy).homeland.unwrap();
    let (v, _) = per_area(
        &cat,
        &st,
        troy,
        carthage,
        "Defenders of Ilium",
        &[home, area(&cat, "Phrygia"), area(&cat, "Ionia")],
    );
    assert_eq!(v[0], (true, 1), "at home: {v:?}");
    assert_eq!(used(&v[1..]), 1, "one other land competition: {v:?}");
}

/// Mycenae, Achaean Host (content-acis 5, inferred): an ally in each of up to 2 land
/// competitions per phase; none in a sea competition.
#[test]
fn acis_ability_mycenae_achaean_host_two_land_competitions() {
    let cat = cat();
    let st = basic_state(3, 1);
    let myc = slot(&cat, &st, "Mycenae");
    let carthage = slot(&cat, &st, "Carthage");
    let (v, _) = per_area(
        &cat,
        &st,
        myc,
        carthage,
        "Achaean Host",
        &[
            area(&cat, "Laconia"),
            area(&cat, "Illyria"),
            area(&cat, "Thessaly"),
            area(&cat, "Aegean Sea"),
        ],
    );
    assert_eq!(used(&v[..3]), 2, "{v:?}");
    assert_eq!(v[3], (false, 0), "not at sea");
}

/// Mauretania, Numidian Horse (content-acis 5, inferred): an ally in one land competition per
/// phase.
#[test]
fn acis_ability_mauretania_numidian_horse_one_land_competition() {
    let cat = cat();
    let st = basic_state(5, 1);
    let maur = slot(&cat, &st, "Mauretania");
    let egypt = slot(&cat, &st, "Egypt");
    let (v, _) = per_area(
        &cat,
        &st,
        maur,
        egypt,
        "Numidian Horse",
        &[
            area(&cat, "Tingitania"),
            area(&cat, "Numidia"),
            area(&cat, "Iberian Sea"),
        ],
    );
    assert_eq!(used(&v[..2]), 1, "{v:?}");
    assert_eq!(v[2], (false, 0), "not at sea");
}

/// Phoenicia, Merchant Fleets (content-acis 5, designed): an ally in at most 2 shallow-sea
/// competitions per phase, none on land.
#[test]
fn acis_ability_phoenicia_merchant_fleets_two_sea_competitions() {
    let cat = cat();
    let mut st = basic_state(4, 1);
    let egypt = slot(&cat, &st, "Egypt");
    let gaul = slot(&cat, &st, "Gaul");
    give_display(&cat, &mut st, gaul, "Phoenicia");
    let (v, _) = per_area(
        &cat,
        &st,
        gaul,
        egypt,
        "Merchant Fleets",
        &[
            area(&cat, "Red Sea"),
            area(&cat, "Egyptian Sea"),
            area(&cat, "Gulf of Tarraco"),
            area(&cat, "Aquitania"),
        ],
    );
    assert_eq!(used(&v[..3]), 2, "{v:?}");
    assert_eq!(v[3], (false, 0), "not on land");
}

/// Minos, Thalassocracy (content-acis 5, inferred): an ally in every shallow-sea competition next
/// to the Minos area, and in up to 2 other shallow-sea competitions per phase.
#[test]
fn acis_ability_minos_thalassocracy_next_to_home_and_two_others() {
    let cat = cat();
    let mut st = basic_state(4, 1);
    let egypt = slot(&cat, &st, "Egypt");
    let gaul = slot(&cat, &st, "Gaul");
    give_display(&cat, &mut st, gaul, "Minos");
    let minoan = area(&cat, "Minoan Sea");
    assert!(cat.board.adj[area(&cat, "Minos").0 as usize] & (1u128 << minoan.0) != 0);
    let (v, _) = per_area(
        &cat,
        &st,
        gaul,
        egypt,
        "Thalassocracy",
        &[
            minoan,
            area(&cat, "Red Sea"),
            area(&cat, "Egyptian Sea"),
            area(&cat, "Gulf of Tarraco"),
        ],
    );
    assert_eq!(v[0], (true, 1), "next to Minos: {v:?}");
    assert_eq!(used(&v[1..]), 2, "two other seas: {v:?}");
}

/// Rome, Legions (content-acis 5, inferred): up to 3 allies per phase in competitions in the Rome
/// area or a land area next to it; before Epoch IV none elsewhere, in Epoch IV up to 2 of them in
/// any land competition.
#[test]
fn acis_ability_rome_legions_three_around_rome_two_anywhere_in_epoch_iv() {
    let cat = cat();
    let st = basic_state(5, 1);
    let rome = slot(&cat, &st, "Rome");
    let egypt = slot(&cat, &st, "Egypt");
    let near = [
        st.civ(rome).homeland.unwrap(),
        area(&cat, "Etruria"),
        area(&cat, "Umbria"),
        area(&cat, "Samnium"),
    ];
    for &a in &near[1..] {
        assert!(cat.board.adj[near[0].0 as usize] & (1u128 << a.0) != 0);
    }
    let far = area(&cat, "Numidia");
    let mut areas = near.to_vec();
    areas.push(far);
    let (v, _) = per_area(&cat, &st, rome, egypt, "Legions", &areas);
    assert_eq!(used(&v[..4]), 3, "three around Rome: {v:?}");
    assert_eq!(v[4], (false, 0), "not far away before Epoch IV");
    let mut late = st.clone();
    late.epoch = 4;
    let far2 = area(&cat, "Tingitania");
    let (v, _) = per_area(
        &cat,
        &late,
        rome,
        egypt,
        "Legions",
        &[far, far2, area(&cat, "Libya")],
    );
    assert_eq!(used(&v), 2, "two far away in Epoch IV: {v:?}");
}
