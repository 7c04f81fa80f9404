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
