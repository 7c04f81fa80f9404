//! The Strategist's own-seat policy in an ACIS game (`Ruleset::own_seat_answer`,
//! `acis::ai_policy`): a player civilization builds and pays its Wonders by ACIS's rules for a
//! player (D32, AG13, A13), not by the NPC's solitaire rules (N1.4.5 (ACIS)).

use std::sync::Arc;

use acme::games::acis::rules::Acis;
use acme::games::acme::Acme;
use acme::games::acme::ai::player;
use acme::games::acme::catalog::{AreaId, CardId, Catalog};
use acme::games::acme::decision::{Action, Ask, Decision};
use acme::games::acme::npc::{self, TieBreak};
use acme::games::acme::state::{Slot, State};
use acme::games::acme::{Ruleset, WholeGame};
use acme::sim::SimSetup;

fn cat() -> Arc<Catalog> {
    acme::games::acis::system::builtin()
}

/// Slot 0 at the start of a basic 4-player ACIS game, 10 disks on the map, no talents, and three
/// Fate cards in hand.
fn player_state() -> State {
    let setup = SimSetup::basic(4, 4, TieBreak::UseHead);
    let mut st = Acis::start(cat(), &(setup.setup, setup.options), 1)
        .expect("an ACIS basic setup starts")
        .0
        .state;
    let s = Slot(0);
    let mut removed = 0;
    for a in own_areas(&st, s) {
        while removed < 2 && st.area(a).count(s.faction()) > 0 {
            st.areas.remove(a, s.faction(), 1);
            st.civ_mut(s).supply += 1;
            removed += 1;
        }
    }
    st.civ_mut(s).treasury = 0;
    st.civ_mut(s).hand = vec![CardId(47), CardId(51), CardId(57)];
    st
}

fn own_areas(st: &State, s: Slot) -> Vec<AreaId> {
    (0..st.areas.len())
        .map(|i| AreaId(i as u8))
        .filter(|&a| st.area(a).count(s.faction()) > 0)
        .collect()
}

fn policy(st: &State, d: &Decision) -> Action {
    player::answer::<Acis>(&cat(), st, d, st.actions, &npc::Scratch::default())
}

/// ACME's own-seat policy read under ACIS's rules (the rulebook brain as a player).
fn acme_policy(st: &State, d: &Decision) -> Action {
    npc::choose_action_reciprocal_under::<Acis>(&cat(), st, d, st.actions, &npc::Scratch::default())
}

#[test]
fn d32_a13_acis_own_seat_policy_builds_a_wonder_paying_spare_cards_where_the_npc_would_not() {
    let st = player_state();
    let s = Slot(0);
    // The Temple of Artemis (107), offered as the Card Phase's build (Option(107 - 104)).
    let build = Action::Option(3);
    let d = Decision::new(
        s,
        Ask::CardAction,
        "a Card Phase action",
        "RB Card Phase",
        vec![build, Action::Pass],
    );
    // The NPC pays from the map and its Treasury only and keeps 6 disks there (N1.4.5 (ACIS) (b)):
    // 5 of its 10 disks would leave 5, so it passes.
    assert_eq!(acme_policy(&st, &d), Action::Pass);
    // A player pays 2 hand cards and 3 map disks (A13) and keeps 7 on the map: it builds.
    assert_eq!(policy(&st, &d), build);
}

#[test]
fn d32_a13_acis_own_seat_policy_pays_a_spare_card_before_talents() {
    let mut st = player_state();
    let s = Slot(0);
    st.civ_mut(s).treasury = 4;
    let area = own_areas(&st, s)[0];
    let d = Decision::new(
        s,
        Ask::Pay {
            left: 3,
            disks_needed: 0,
        },
        "pay 3 more resources",
        "ACIS RB Build a Wonder",
        vec![
            Action::RemoveFrom(area),
            Action::PayMina,
            Action::Discard(CardId(47)),
            Action::Discard(CardId(51)),
            Action::Discard(CardId(57)),
        ],
    );
    // The brain pays talents first (N1.4.5c); talents score at the End of Epoch (D45), so the
    // player pays a card it holds beyond its last one.
    assert_eq!(acme_policy(&st, &d), Action::PayMina);
    assert!(matches!(policy(&st, &d), Action::Discard(_)));
    // With one card left it keeps it, and pays as the brain does.
    st.civ_mut(s).hand = vec![CardId(47)];
    let one = Decision {
        options: vec![
            Action::RemoveFrom(area),
            Action::PayMina,
            Action::Discard(CardId(47)),
        ],
        ..d
    };
    assert_eq!(policy(&st, &one), Action::PayMina);
}

#[test]
fn acme_rules_give_no_own_seat_answer_of_their_own() {
    let st = player_state();
    let d = Decision::new(
        Slot(0),
        Ask::CardAction,
        "a Card Phase action",
        "RB Card Phase",
        vec![Action::Option(3), Action::Pass],
    );
    assert_eq!(Acme::own_seat_answer(&cat(), &st, &d), None);
    assert_eq!(
        Acis::own_seat_answer(&cat(), &st, &d),
        Some(Action::Option(3))
    );
}
