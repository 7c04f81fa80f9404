//! ACIS's civilization display abilities under `Acis` (content-acis section 5; ACIS RB
//! Civilization Displays, the Golden Rule and Competition Phase steps 1-3), each test named after
//! the ability and its display, and failing if its effect is wrong.

use std::sync::Arc;

use acme::games::acis;
use acme::games::acis::abilities;
use acme::games::acis::rules::Acis;
use acme::games::acme::catalog::{AreaId, CardId, Catalog};
use acme::games::acme::decision::AbilityUse;
use acme::games::acme::probe::proc::Ctx;
use acme::games::acme::state::monuments::Monument;
use acme::games::acme::state::{Faction, Slot, State};
use acme::games::acme::{Action, Ask, Decision, Event, Flow, Game, Ruleset};

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
pub(crate) fn give_display(cat: &Catalog, st: &mut State, s: Slot, name: &str) {
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

/// Whether a competition was held in `a`.
fn competed(events: &[Event], a: AreaId) -> bool {
    events
        .iter()
        .any(|e| matches!(e, Event::CompetitionStarted { area } if *area == a))
}

/// The areas `s` was offered for `ability`'s start of a competition (readings A19), question by
/// question.
fn openings(asked: &[Decision], s: Slot, ability: &str) -> Vec<Vec<AreaId>> {
    asked
        .iter()
        .filter(|d| {
            d.who == s
                && matches!(&d.ask, Ask::UseAbility { ability: AbilityUse::StartCompetition, what } if what == ability)
        })
        .map(|d| d.options.iter().filter_map(Action::area).collect())
        .collect()
}

/// `s` answers its start-of-competition questions with the first of `areas` still offered, else
/// declines; nothing else.
fn open_in(s: Slot, areas: Vec<AreaId>) -> impl FnMut(&Decision) -> Option<Action> {
    move |d: &Decision| {
        if d.who != s
            || !matches!(
                d.ask,
                Ask::UseAbility {
                    ability: AbilityUse::StartCompetition,
                    ..
                }
            )
        {
            return None;
        }
        areas
            .iter()
            .map(|&a| Action::Area(a))
            .find(|o| d.options.contains(o))
            .or(Some(Action::Decline))
    }
}

/// Minos, Sea Raids (content-acis 5, inferred; readings A19): at the start of the Competition
/// Phase Minos puts a white Allied disk into each of up to 2 shallow seas where it has exactly 1
/// disk beside an opposing disk, and those seas are Contested and resolved; a third is not
/// offered, nor a sea where it has 2 disks, nor a land area. Declined, no competition is held
/// there (an ally alone never starts one). The two raids spend Thalassocracy's 2 "other sea"
/// allies: it is not offered in a later sea competition away from home.
#[test]
fn acis_ability_minos_sea_raids_start_two_sea_competitions() {
    let cat = cat();
    let mut st = basic_state(4, 1);
    let minos = slot(&cat, &st, "Gaul");
    let egypt = slot(&cat, &st, "Egypt");
    give_display(&cat, &mut st, minos, "Minos");
    let seas = ["Libyan Sea", "Ionian Sea", "Adriatic Sea"].map(|n| area(&cat, n));
    for &a in &seas {
        only(&mut st, minos, a, 1);
        put(&mut st, egypt.faction(), a, 1);
    }
    let two = area(&cat, "Tyrrhenian Sea");
    only(&mut st, minos, two, 2);
    put(&mut st, egypt.faction(), two, 1);
    let land = area(&cat, "Sirt");
    only(&mut st, minos, land, 1);
    put(&mut st, egypt.faction(), land, 1);
    // A sea competition away from Minos, last in the competition order.
    let later = area(&cat, "Gulf of Tarraco");
    only(&mut st, minos, later, 1);
    put(&mut st, egypt.faction(), later, 2);
    let thalassocracy = index(&cat, &st, minos, "Thalassocracy");

    let (_, events, asked) = compete(&st, &mut |d| {
        open_in(minos, vec![seas[0], seas[1]])(d).or_else(|| announce(minos, thalassocracy)(d))
    });
    let offers = openings(&asked, minos, "Sea Raids");
    assert_eq!(offers.len(), 2, "two raids, then no more: {offers:?}");
    let mut first = offers[0].clone();
    first.sort();
    let mut want = seas.to_vec();
    want.sort();
    assert_eq!(first, want, "exactly the seas with one Minoan disk");
    for &a in &seas[..2] {
        assert!(competed(&events, a), "{}", cat.board.name(a));
        assert!(allies_added(&events, minos, a) >= 1);
    }
    assert!(!competed(&events, seas[2]), "not raided: no competition");
    assert!(competed(&events, later));
    assert!(
        !offered(&asked, minos, later, thalassocracy),
        "allowance spent"
    );

    // Declined: nothing is Contested but the sea Egypt's 2 disks make so.
    let (_, events, _) = compete(&st, &mut open_in(minos, vec![]));
    assert!(seas.iter().all(|&a| !competed(&events, a)));
    // Another display is not asked.
    let mut gaul = st.clone();
    give_display(&cat, &mut gaul, minos, "Gaul");
    let (_, _, asked) = compete(&gaul, &mut open_in(minos, seas.to_vec()));
    assert!(openings(&asked, minos, "Sea Raids").is_empty());
}

/// Rome, Legions in Epoch IV (content-acis 5, inferred; readings A19): at the start of the
/// Competition Phase Rome may put up to 2 of its 3 allies into land areas where it has a disk
/// beside an opposing Faction, making them Contested; they are the 2 "any land competition"
/// allies, so none is left for a far land competition later, while the third still serves
/// around Rome. Before Epoch IV it is not asked.
#[test]
fn acis_ability_rome_legions_epoch_iv_start_a_competition() {
    let cat = cat();
    let mut st = basic_state(5, 1);
    let rome = slot(&cat, &st, "Rome");
    let egypt = slot(&cat, &st, "Egypt");
    let lands = ["Sirt", "Marmarica", "Dalmatia"].map(|n| area(&cat, n));
    for &a in &lands {
        only(&mut st, rome, a, 1);
        put(&mut st, egypt.faction(), a, 1);
    }
    let far = area(&cat, "Libya");
    only(&mut st, rome, far, 1);
    put(&mut st, egypt.faction(), far, 2);
    let legions = index(&cat, &st, rome, "Legions");
    let early = st.clone();
    st.epoch = 4;

    let (_, events, asked) = compete(&st, &mut |d| {
        open_in(rome, lands.to_vec())(d).or_else(|| announce(rome, legions)(d))
    });
    let offers = openings(&asked, rome, "Legions");
    assert_eq!(offers.len(), 2, "two of the three: {offers:?}");
    for &a in &lands {
        assert!(offers[0].contains(&a), "{}", cat.board.name(a));
    }
    assert!(!offers[0].contains(&far), "already Contested");
    assert_eq!(
        lands.iter().filter(|&&a| competed(&events, a)).count(),
        2,
        "two started"
    );
    assert!(competed(&events, far));
    assert!(
        !offered(&asked, rome, far, legions),
        "both far allies spent"
    );

    let (_, _, asked) = compete(&early, &mut open_in(rome, lands.to_vec()));
    assert!(openings(&asked, rome, "Legions").is_empty(), "Epoch III");
}

// ---- Growth, Acquisition, Competition Phase start, Loot and Tally (content-acis 5) ----

/// The treasury `s` gains from `f` run on a `G<Acis>` over `st` with no answers.
fn talents_from(
    st: &State,
    s: Slot,
    f: impl FnOnce(&mut acme::games::acme::G<Acis>, &mut Ctx),
) -> i32 {
    let mut game = Game::<Acis>::without_advancing_under(cat(), st.clone());
    let before = i32::from(game.state.civ(s).treasury);
    let mut ctx = Ctx::new(Vec::new());
    f(&mut game.g(), &mut ctx);
    i32::from(game.state.civ(s).treasury) - before
}

/// `s` holds `n` disks in `a` and nobody else any.
fn only(st: &mut State, s: Slot, a: AreaId, n: u8) {
    for f in 0..st.civs.len() {
        let have = st.areas[a.0 as usize].disks[f];
        st.areas.remove(a, Faction(f as u8), have);
        st.civ_mut(Slot(f as u8)).supply += u16::from(have);
    }
    put(st, s.faction(), a, n);
}

/// Egypt, Gift of the Nile (content-acis 5, inferred): 1 extra Acquisition disk per Nile area
/// (Nile Delta, Egypt, Kush) it Controls, at most 2, counted before the minimum of 3 (readings B7).
#[test]
fn acis_ability_egypt_gift_of_the_nile_one_disk_per_nile_area_at_most_two() {
    let (cat, mut st) = four_players();
    let egypt = slot(&cat, &st, "Egypt");
    let troy = slot(&cat, &st, "Troy");
    let extra = |st: &State| {
        let mut st = st.clone();
        let g = acme::games::acme::G::<Acis>::under(&cat, &mut st, false);
        (
            abilities::acquisition_extra(&g, egypt),
            <Acis as Ruleset>::acquisition(&g, egypt, 2, 3),
        )
    };
    assert_eq!(
        extra(&st),
        (2, 4),
        "three Nile areas Controlled: 2, and 2 + 2 over the minimum"
    );
    only(&mut st, troy, area(&cat, "Kush"), 2);
    only(&mut st, troy, area(&cat, "Nile Delta"), 2);
    assert_eq!(extra(&st), (1, 3));
    assert_eq!(extra(&st).0, 1);
    let gaul = slot(&cat, &st, "Gaul");
    let g = acme::games::acme::G::<Acis>::under(&cat, &mut st, false);
    assert_eq!(
        abilities::acquisition_extra(&g, gaul),
        0,
        "Gaul has no such ability"
    );
}

/// Celt-Iberia, Hill Tribes, and Mauretania, Atlas Tribes (content-acis 5, inferred): 1 extra
/// Acquisition disk each.
#[test]
fn acis_ability_celt_iberia_hill_tribes_and_mauretania_atlas_tribes_one_disk() {
    let cat = cat();
    for (players, name) in [(3, "Celt-Iberia"), (5, "Mauretania")] {
        let mut st = basic_state(players, 1);
        let s = slot(&cat, &st, name);
        let g = acme::games::acme::G::<Acis>::under(&cat, &mut st, false);
        assert_eq!(abilities::acquisition_extra(&g, s), 1, "{name}");
    }
}

/// Egypt, Wealth of the Pharaohs (content-acis 5, inferred): 1 talent at the start of its Growth
/// Phase with a City in Nile Delta, Egypt or Kush; none with Settlements only.
#[test]
fn acis_ability_egypt_wealth_of_the_pharaohs_a_talent_with_a_nile_city() {
    let (cat, mut st) = four_players();
    let egypt = slot(&cat, &st, "Egypt");
    let run = |st: &State| talents_from(st, egypt, |g, ctx| abilities::growth_start(g, ctx, egypt));
    assert_eq!(run(&st), 0, "Settlements only");
    put(&mut st, egypt.faction(), area(&cat, "Kush"), 1);
    assert_eq!(run(&st), 1, "a City in Kush");
}

/// Celt-Iberia, Iberian Silver (content-acis 5, inferred; the home condition designed): 2 talents
/// while it Controls its home area, else 1.
#[test]
fn acis_ability_celt_iberia_iberian_silver_two_talents_with_home_control() {
    let cat = cat();
    let mut st = basic_state(3, 1);
    let ci = slot(&cat, &st, "Celt-Iberia");
    let carthage = slot(&cat, &st, "Carthage");
    let run = |st: &State| talents_from(st, ci, |g, ctx| abilities::growth_start(g, ctx, ci));
    assert_eq!(run(&st), 2);
    let home = st.civ(ci).homeland.unwrap();
    put(&mut st, carthage.faction(), home, 2);
    assert_eq!(run(&st), 1, "its home Contested");
}

/// Mauretania, Caravan Trade (content-acis 5, inferred; the home condition designed): 1 talent
/// while it Controls its home area, none otherwise.
#[test]
fn acis_ability_mauretania_caravan_trade_a_talent_with_home_control() {
    let cat = cat();
    let mut st = basic_state(5, 1);
    let m = slot(&cat, &st, "Mauretania");
    let egypt = slot(&cat, &st, "Egypt");
    let run = |st: &State| talents_from(st, m, |g, ctx| abilities::growth_start(g, ctx, m));
    assert_eq!(run(&st), 1);
    let home = st.civ(m).homeland.unwrap();
    put(&mut st, egypt.faction(), home, 2);
    assert_eq!(run(&st), 0, "its home Contested");
}

/// Rome, Roman Expansion (content-acis 5, inferred): with a City in the Rome area or a land area
/// next to it, Rome chooses 1 card at once or 2 extra disks to its Ready box; without, 1 disk and
/// no question.
#[test]
fn acis_ability_rome_roman_expansion_card_or_two_disks_with_a_city() {
    let cat = cat();
    let mut st = basic_state(5, 1);
    let rome = slot(&cat, &st, "Rome");
    let run = |st: &State, answers: Vec<Action>| {
        let mut game = Game::<Acis>::without_advancing_under(cat.clone(), st.clone());
        let (g0, h0) = (game.state.civ(rome).growth, game.state.civ(rome).hand.len());
        let mut ctx = Ctx::new(answers);
        let asked = abilities::roman_expansion(&mut game.g(), &mut ctx, rome).is_err();
        let c = game.state.civ(rome);
        (asked, c.growth - g0, c.hand.len() - h0)
    };
    assert_eq!(run(&st, vec![]), (false, 1, 0), "no City: 1 disk");
    put(&mut st, rome.faction(), area(&cat, "Etruria"), 1);
    assert!(run(&st, vec![]).0, "a City next to Rome: a question");
    assert_eq!(run(&st, vec![Action::Option(1)]), (false, 2, 0));
    assert_eq!(run(&st, vec![Action::Option(0)]).1, 0);
    assert!(run(&st, vec![Action::Option(0)]).2 >= 1, "a card drawn");
}

/// Gaul, Gallic Gold (content-acis 5, inferred; IG-GW): 1 talent at the start of every
/// Competition Phase; Egypt gets none.
#[test]
fn acis_ability_gaul_gallic_gold_a_talent_at_the_competition_phase_start() {
    let (cat, st) = four_players();
    let gaul = slot(&cat, &st, "Gaul");
    let egypt = slot(&cat, &st, "Egypt");
    let (game, _, _) = compete(&st, &mut |_| None);
    assert_eq!(game.state.civ(gaul).treasury, st.civ(gaul).treasury + 1);
    assert_eq!(game.state.civ(egypt).treasury, st.civ(egypt).treasury);
}

/// Minos, Lords of the Sea (content-acis 5, inferred; ratio and cap designed): at the Victory
/// Tally, 1 VP per 4 shallow seas it alone occupies, at most 2.
#[test]
fn acis_ability_minos_lords_of_the_sea_a_vp_per_four_seas_at_most_two() {
    let cat = cat();
    let mut st = basic_state(4, 1);
    let gaul = slot(&cat, &st, "Gaul");
    give_display(&cat, &mut st, gaul, "Minos");
    let seas: Vec<AreaId> = cat
        .board
        .ids()
        .filter(|&a| {
            let ar = cat.board.area(a);
            ar.is_sea()
                && !ar.is_deep_sea()
                && cat.board.configs[st.config].playable & (1u128 << a.0) != 0
        })
        .collect();
    assert!(seas.len() >= 12);
    let vp = |st: &State| {
        let mut game = Game::<Acis>::without_advancing_under(cat.clone(), st.clone());
        let before = game.state.civ(gaul).vp;
        abilities::tally(&mut game.g(), &mut Ctx::new(Vec::new()));
        game.state.civ(gaul).vp - before
    };
    let take = |st: &mut State, k: usize| {
        for &a in &seas[..k] {
            only(st, gaul, a, 1);
        }
    };
    let mut three = st.clone();
    take(&mut three, 3);
    let n0 = vp(&three);
    let mut four = st.clone();
    take(&mut four, 4);
    let mut twelve = st.clone();
    take(&mut twelve, 12);
    // Gaul's own starting Camps may already make up a sole sea or two: count from the map.
    let sole = |st: &State| {
        seas.iter()
            .filter(|&&a| {
                let ar = &st.areas[a.0 as usize];
                ar.disks[gaul.idx()] > 0
                    && (0..st.civs.len()).all(|f| f == gaul.idx() || ar.disks[f] == 0)
            })
            .count() as u32
    };
    assert_eq!(n0, (sole(&three) / 4).min(2));
    assert_eq!(vp(&four), (sole(&four) / 4).min(2));
    assert!(vp(&four) >= 1, "four seas alone: a VP");
    assert_eq!(vp(&twelve), 2, "at most 2");
    // A second Faction in one of the four seas: it no longer counts.
    let mut shared = st.clone();
    take(&mut shared, 4);
    let egypt = slot(&cat, &st, "Egypt");
    for &a in &seas[..4] {
        put(&mut shared, egypt.faction(), a, 1);
    }
    assert_eq!(vp(&shared), (sole(&shared) / 4).min(2));
    assert!(vp(&shared) < vp(&four) || sole(&four) >= 8);
}

/// Content-acis 5: every ACIS ability the rules know by its [`Known`] entry is on an ACIS display
/// (a misspelt name would never apply), and every ally row names one of them.
#[test]
fn acis_abilities_known_names_are_on_acis_displays() {
    use acme::games::acme::catalog::Known;
    let cat = cat();
    for k in Known::ALL.into_iter().filter(|k| !k.of_acme()) {
        assert!(cat.civs.iter().any(|c| c.has_known(k)), "{}", k.name());
    }
    for r in &abilities::ALLY_ROWS {
        assert!(!r.ability.of_acme(), "{}", r.ability.name());
    }
}

/// Mycenae, Sackers of Cities (content-acis 5, inferred): the first time in a Competition Phase
/// Mycenae sacks a City it gains 1 more talent of Loot (2 in all); a second sack the same phase
/// gives the rulebook's 1. Nobody holds talents, so no loss is paid with one.
#[test]
fn acis_ability_mycenae_sackers_of_cities_one_more_talent_once_per_phase() {
    let cat = cat();
    let mut st = basic_state(3, 1);
    let myc = slot(&cat, &st, "Mycenae");
    let carthage = slot(&cat, &st, "Carthage");
    for s in st.slots().collect::<Vec<_>>() {
        let t = st.civ(s).treasury;
        st.white_supply += t;
        st.civ_mut(s).treasury = 0;
    }
    for name in ["Laconia", "Thessaly"] {
        let a = area(&cat, name);
        only(&mut st, myc, a, 8);
        put(&mut st, carthage.faction(), a, 3);
    }
    let (game, events, _) = compete(&st, &mut |_| None);
    let sacks = events
        .iter()
        .filter(|e| matches!(e, Event::Sacked { slot, .. } if *slot == myc))
        .count();
    assert_eq!(sacks, 2, "two Cities sacked");
    assert_eq!(
        game.state.civ(myc).treasury + game.state.civ(myc).loot,
        3,
        "2 talents from the first sack, 1 from the second"
    );
}

// ---- Phoenicia, Alphabet (content-acis 5) ----

/// Whether `d` is `s`'s Alphabet question.
fn alphabet_asked(d: &Decision, s: Slot) -> bool {
    d.who == s && matches!(&d.ask, Ask::UseAbility { what, .. } if what.as_ref() == "Alphabet")
}

/// Phoenicia, Alphabet (content-acis 5, inferred; IG-R3 and IG-S): at the end of its Draw Step,
/// after its normal draws, it may discard 1 card from its hand, then draw 2, keep 1 and discard
/// the other; once per Draw Step. A display without it (Gaul's) is not asked.
#[test]
fn acis_ability_phoenicia_alphabet_discard_one_draw_two_keep_one() {
    let (cat, mut st) = four_players();
    for c in &mut st.civs {
        st.deck.discard.append(&mut c.hand);
        st.white_supply += c.treasury;
        c.treasury = 0;
    }
    // No Event drawn, so every draw is a card in hand.
    let events: Vec<CardId> = st.deck.draw.iter().copied().filter(|c| c.0 >= 97).collect();
    st.deck.draw.retain(|c| c.0 < 97);
    st.deck.held_out.extend(events);
    let s = st.order[0];
    let gaul = st.order[1];
    give_display(&cat, &mut st, s, "Phoenicia");
    assert_ne!(cat.civ(st.civ(gaul).civ).name, "Phoenicia");
    st.flow = Flow::Reckoning {
        step: acme::games::acme::ReckStep::Draw { pos: 0 },
    };
    let (mut game, _) = Game::<Acis>::under(cat.clone(), st);
    let d = game.pending().expect("the Alphabet question").clone();
    assert!(alphabet_asked(&d, s), "{d:?}");
    let hand = game.state.civ(s).hand.clone();
    assert!(!hand.is_empty(), "its normal draws came first");
    assert!(d.options.contains(&Action::Decline));
    let traded = hand[0];
    assert!(d.options.contains(&Action::Discard(traded)));
    let discards = game.state.deck.discard.len();

    let mut declined = game.clone();
    declined.apply(Action::Decline).expect("legal");
    assert_eq!(
        declined.state.civ(s).hand,
        hand,
        "declined: nothing changes"
    );

    game.apply(Action::Discard(traded)).expect("legal");
    let d = game.pending().expect("keep one").clone();
    assert_eq!((d.who, &d.ask), (s, &Ask::Keep));
    assert_eq!(d.options.len(), 2, "2 cards drawn");
    let Action::Card(kept) = d.options[1] else {
        panic!("a card: {d:?}")
    };
    game.apply(Action::Card(kept)).expect("legal");
    let now = &game.state.civ(s).hand;
    assert_eq!(now.len(), hand.len(), "1 discarded, 1 kept");
    assert!(!now.contains(&traded) && now.contains(&kept));
    assert_eq!(game.state.deck.discard.len(), discards + 2);
    // Once per Draw Step: the next question is Gaul's Draw Step, with no Alphabet.
    let next = game.pending().expect("the game goes on");
    assert!(!alphabet_asked(next, s), "{next:?}");
    assert!(!alphabet_asked(next, gaul));
}

// ---- Troy, Walls of Troy (content-acis 5; readings B4) ----

/// Troy, Walls of Troy (content-acis 5, inferred; IG-M, IG-C3; readings B4): while Troy has at
/// least 2 of its own disks in the Troy area, another civilization's Fate card (an Event too,
/// played by nobody) neither removes nor replaces a Trojan disk there, nor places another
/// Faction's disk there (Barbarians included); Troy's own card does, Traitor #45 does, and with
/// 1 Trojan disk left the walls are down.
#[test]
fn acis_ability_troy_walls_of_troy_card_effects_cannot_touch_troy() {
    use acme::games::acme::{Loss, LossMemo, LossRules};
    let (cat, mut st) = four_players();
    let troy = slot(&cat, &st, "Troy");
    let gaul = slot(&cat, &st, "Gaul");
    let home = area(&cat, "Troy");
    only(&mut st, troy, home, 2);
    for c in &mut st.civs {
        st.deck.discard.append(&mut c.hand);
        st.white_supply += c.treasury;
        c.treasury = 0;
    }
    let poet = CardId(21);
    // Each case: who plays the card causing the loss (None: an Event), the card, Troy's disks
    // there, whether the disk is protected.
    let cases = [
        (Some(gaul), poet, 2, true),
        (None, CardId(98), 2, true),
        (Some(troy), poet, 2, false),
        (Some(gaul), CardId(45), 2, false),
        (Some(gaul), poet, 1, false),
    ];
    for (player, card, n, protected) in cases {
        let mut st = st.clone();
        only(&mut st, troy, home, n);
        let mut game = Game::<Acis>::without_advancing_under(cat.clone(), st);
        let mut g = game.g();
        let mut ctx = Ctx::new(Vec::new());
        if let Some(p) = player {
            ctx.scratch.playing.push((p, card, 0, 0));
        }
        let out = g
            .lose_one(
                &mut ctx,
                troy.faction(),
                home,
                LossRules::card(card),
                &mut LossMemo::default(),
            )
            .expect("no question: nothing to pay with");
        let case = format!("#{} by {player:?} with {n} disks", card.0);
        assert_eq!(out == Loss::Protected, protected, "{case}: {out:?}");
        let left = g.q().disks(troy.faction(), home);
        assert_eq!(left, if protected { n } else { n - 1 }, "{case}");
    }

    // Placements: no other Faction's disk while the walls stand; Troy's own may go there.
    let mut game = Game::<Acis>::without_advancing_under(cat.clone(), st.clone());
    let mut g = game.g();
    let mut ctx = Ctx::new(Vec::new());
    ctx.scratch.playing.push((gaul, CardId(14), 0, 0));
    assert_eq!(g.place(&mut ctx, gaul.faction(), home, 1), 0, "Gaul's disk");
    assert_eq!(
        g.place(&mut ctx, Faction::BARBARIANS, home, 1),
        0,
        "a Barbarian"
    );
    assert_eq!(g.place(&mut ctx, troy.faction(), home, 1), 1, "Troy's own");
    let mut st1 = st.clone();
    only(&mut st1, troy, home, 1);
    let mut game = Game::<Acis>::without_advancing_under(cat.clone(), st1);
    let mut g = game.g();
    assert_eq!(
        g.place(&mut ctx, gaul.faction(), home, 1),
        1,
        "the walls are down"
    );
}
