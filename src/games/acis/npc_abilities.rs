//! The NPC's answers to the choices ACIS's display abilities ask (content-acis section 7, N1.4.5d
//! bonus areas; each display's NPC bonus areas in content-acis section 5). The announcing of the
//! competition abilities is ACME's N1.5 rule (an ability worth a white ally is announced while the
//! competition is not already won, N1.5.5-N1.5.7), which reads ACIS's rows as it reads ACME's.

use crate::games::acme::catalog::{AreaId, Catalog};
use crate::games::acme::decision::AbilityUse;
use crate::games::acme::npc::{B, competition};
use crate::games::acme::state::State;
use crate::games::acme::{Action, Ask, Decision, Q};

use super::rules::Acis;

/// An NPC's answer to an ACIS display ability's question, `None` for any other question.
pub fn answer(cat: &Catalog, st: &State, d: &Decision) -> Option<(Action, &'static str)> {
    match d.ask {
        Ask::UseAbility {
            ability: AbilityUse::AllyOrOwnDisk,
            ..
        } => Some(warbands(cat, st, d)),
        Ask::UseAbility {
            ability: AbilityUse::CardOrDisks,
            ..
        } => Some(roman_expansion(st, d)),
        Ask::UseAbility {
            ability: AbilityUse::StartCompetition,
            ..
        } => Some(start_competition(cat, st, d)),
        _ => None,
    }
}

/// Celtic Warbands (content-acis 5; N1.4.5d): Gaul's own disk where the competition is in one of
/// its bonus areas (its home or one of its Cities), where a surviving disk is worth keeping;
/// elsewhere the white ally, which leaves its supply for growth.
fn warbands(cat: &Catalog, st: &State, d: &Decision) -> (Action, &'static str) {
    let s = d.who;
    let q = Q::<Acis>::under(cat, st);
    let bonus = d
        .area
        .is_some_and(|a| q.homeland(s) == Some(a) || q.is_city(s, a));
    if bonus && d.options.contains(&Action::Option(1)) {
        (
            Action::Option(1),
            "N1.4.5d (Celtic Warbands): its own disk, in a bonus area (home or City)",
        )
    } else {
        (
            Action::Option(0),
            "N1.4.5d (Celtic Warbands): the white ally, outside its bonus areas",
        )
    }
}

/// Roman Expansion (content-acis 5; section 7 is silent, so designed on N1.9's growth first): the 2
/// disks while its supply holds them, else the card.
fn roman_expansion(st: &State, d: &Decision) -> (Action, &'static str) {
    if st.civ(d.who).supply >= 2 {
        (
            Action::Option(1),
            "N1 (ACIS, Roman Expansion): 2 disks to the Ready box while its supply holds them",
        )
    } else {
        (
            Action::Option(0),
            "N1 (ACIS, Roman Expansion): the card, its supply short of 2 disks",
        )
    }
}

/// Sea Raids and Epoch IV Legions (content-acis 5, readings A19; section 7 is silent, so designed
/// on N1.5's reading of a competition ability, worth an ally where it wins): the NPC makes an
/// offered area Contested where its side with the ally outnumbers every other Faction there, the
/// first in N1.5.1 order; where it would not win, it declines.
fn start_competition(cat: &Catalog, st: &State, d: &Decision) -> (Action, &'static str) {
    let b = B::<Acis>::under(cat, st, d.who);
    let wins = |a: AreaId| {
        competition::side(&b, b.f(), a) + 1 > competition::strongest_other(&b, a, false)
    };
    d.options
        .iter()
        .filter_map(Action::area)
        .filter(|&a| wins(a))
        .min_by_key(|&a| competition::solitaire_rank::<Acis>(cat, st, a))
        .map_or(
            (
                Action::Decline,
                "N1.5 (ACIS, Sea Raids / Legions): no area where the ally wins the competition it starts",
            ),
            |a| {
                (
                    Action::Area(a),
                    "N1.5 (ACIS, Sea Raids / Legions): the competition it wins with the ally, in N1.5.1 order",
                )
            },
        )
}
