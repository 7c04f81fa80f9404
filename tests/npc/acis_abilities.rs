//! The NPC's answers to ACIS's display abilities' choices (content-acis sections 5 and 7,
//! `acis::npc_abilities`), each test named after its rule and the ability.

use std::sync::Arc;

use acme::games::acis::npc::answer;
use acme::games::acme::catalog::{AreaId, Catalog};
use acme::games::acme::decision::{AbilityUse, Action, Ask, Decision};
use acme::games::acme::state::{Slot, State};

fn cat() -> Arc<Catalog> {
    acme::games::acis::system::builtin()
}

fn basic(players: u8) -> State {
    let a = acme::games::acis::data::builtin();
    let cat = cat();
    let npc = vec![true; players as usize];
    acme::games::acis::setup::basic_state(&a, &cat, players, &npc, Default::default(), 1)
        .expect("setup")
}

fn slot(cat: &Catalog, st: &State, name: &str) -> Slot {
    st.slots()
        .find(|&s| cat.civ(st.civ(s).civ).name == name)
        .expect(name)
}

fn warbands(who: Slot, at: AreaId) -> Decision {
    Decision::new(
        who,
        Ask::UseAbility {
            ability: AbilityUse::AllyOrOwnDisk,
            what: "Celtic Warbands".into(),
        },
        "an ally or a disk",
        "Civilization display",
        vec![Action::Option(0), Action::Option(1)],
    )
    .at(at)
}

/// N1.4.5d with Gaul's Celtic Warbands (content-acis 5): in its home area (a bonus area) the NPC
/// takes its own disk, which stays; in a Settlement of its away from its bonus areas, the ally.
#[test]
fn n1_4_5d_acis_gaul_celtic_warbands_own_disk_at_home_ally_elsewhere() {
    let cat = cat();
    let st = basic(4);
    let gaul = slot(&cat, &st, "Gaul");
    let home = st.civ(gaul).homeland.unwrap();
    let (a, rule) = answer(&cat, &st, &warbands(gaul, home)).expect("an answer");
    assert_eq!(a, Action::Option(1), "{rule}");
    let away = cat.board.find("Aquitania").unwrap();
    let (a, rule) = answer(&cat, &st, &warbands(gaul, away)).expect("an answer");
    assert_eq!(a, Action::Option(0), "{rule}");
    assert!(rule.starts_with("N1.4.5d"));
}

/// Roman Expansion (content-acis 5; designed NPC answer): the NPC takes the 2 disks while its
/// supply holds 2, else the card.
#[test]
fn n1_acis_rome_roman_expansion_disks_while_supply_lasts() {
    let cat = cat();
    let mut st = basic(5);
    let rome = slot(&cat, &st, "Rome");
    let d = Decision::new(
        rome,
        Ask::UseAbility {
            ability: AbilityUse::CardOrDisks,
            what: "Roman Expansion".into(),
        },
        "a card or 2 disks",
        "Rome display",
        vec![Action::Option(0), Action::Option(1)],
    );
    assert!(st.civ(rome).supply >= 2);
    assert_eq!(answer(&cat, &st, &d).unwrap().0, Action::Option(1));
    st.civ_mut(rome).pool += st.civ(rome).supply - 1;
    st.civ_mut(rome).supply = 1;
    assert_eq!(answer(&cat, &st, &d).unwrap().0, Action::Option(0));
}

/// The Sea Raids question (content-acis 5; `acis::abilities`' `start_competitions`) for `who`:
/// each sea of `seas` offered, then Decline.
fn sea_raids(who: Slot, seas: &[AreaId]) -> Decision {
    let mut options: Vec<Action> = seas.iter().map(|&a| Action::Area(a)).collect();
    options.push(Action::Decline);
    Decision::new(
        who,
        Ask::UseAbility {
            ability: AbilityUse::StartCompetition,
            what: "Sea Raids".into(),
        },
        "a white Allied disk into an area to make it Contested, or decline",
        "Civilization display (content-acis 5, readings A19)",
        options,
    )
}

/// Minos, Sea Raids (content-acis 5: "Minos may place 1 white Allied disk into each of up to 2
/// shallow sea areas where it has exactly 1 disk and at least 1 opposing disk is present"; section
/// 7 is silent, so the NPC's answer is designed on N1.5's reading of a competition ability): the
/// NPC raids a sea where its disk and the ally outnumber every other Faction (1 and the ally
/// against Egypt's 1), the first of those in N1.5.1 order whatever order they are offered in; a
/// sea where the ally would only tie (Egypt's 2) or lose (Egypt's 3) is never raided, and with
/// only such seas offered it declines.
#[test]
fn content_acis_5_minos_sea_raids_the_npc_raids_a_sea_it_wins_first_in_n1_5_1_order() {
    use acme::games::acme::catalog::iter_set;
    use acme::games::acme::npc::competition::solitaire_rank;
    let cat = cat();
    let mut st = basic(4);
    let minos = slot(&cat, &st, "Gaul");
    let egypt = slot(&cat, &st, "Egypt");
    let civ = cat.civs.iter().find(|c| c.name == "Minos").expect("Minos");
    st.civ_mut(minos).civ = civ.kind;
    st.civ_mut(minos).homeland = Some(civ.homes[0]);
    let empty: Vec<AreaId> = iter_set(
        acme::games::acis::rules::shallow_seas(&cat.board) & cat.board.configs[st.config].playable,
    )
    .filter(|&a| st.area(a).factions().next().is_none())
    .take(4)
    .collect();
    let [won_a, won_b, tie, lost] = empty[..] else {
        panic!("four empty shallow seas")
    };
    for (a, egyptians) in [(won_a, 1), (won_b, 1), (tie, 2), (lost, 3)] {
        st.areas.add(a, minos.faction(), 1);
        st.areas.add(a, egypt.faction(), egyptians);
        st.civ_mut(minos).supply -= 1;
        st.civ_mut(egypt).supply -= u16::from(egyptians);
    }
    let rank = |a: AreaId| solitaire_rank::<acme::games::acis::rules::Acis>(&cat, &st, a);
    let (first, second) = if rank(won_a) <= rank(won_b) {
        (won_a, won_b)
    } else {
        (won_b, won_a)
    };
    assert!(
        rank(first) < rank(second),
        "two seas of different N1.5.1 rank"
    );
    // Offered last in N1.5.1 order first, the losing seas ahead of both.
    let d = sea_raids(minos, &[tie, lost, second, first]);
    let (a, rule) = answer(&cat, &st, &d).expect("an answer");
    assert_eq!(a, Action::Area(first), "{rule}");
    assert!(rule.contains("Sea Raids"), "{rule}");
    let (a, rule) = answer(&cat, &st, &sea_raids(minos, &[second])).expect("an answer");
    assert_eq!(a, Action::Area(second), "{rule}");
    let (a, rule) = answer(&cat, &st, &sea_raids(minos, &[tie, lost])).expect("an answer");
    assert_eq!(a, Action::Decline, "{rule}");
}
