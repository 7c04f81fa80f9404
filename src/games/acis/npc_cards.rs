//! ACIS's NPC answers to the questions of its own cards (content-acis section 3.2, each card's NPC
//! line), asked before the brain's (`Ruleset::npc_answer`). Kept apart from `npc`'s Wonder and
//! Aeneas deltas.

use crate::games::acis::rules::Acis;
use crate::games::acme::Ruleset;
use crate::games::acme::catalog::{CardId, Catalog};
use crate::games::acme::decision::{Action, Ask, Decision};
use crate::games::acme::npc::{B, losses};
use crate::games::acme::state::State;

/// Heroic Saga (content-acis #69).
const HEROIC_SAGA: CardId = CardId(69);

/// Content-acis #69's NPC line: the talent and VP unless fewer than this many disks are on the map.
pub const HEROIC_SAGA_MAP_DISKS: u32 = 3;

/// Content-acis #69 NPC: "The NPC takes 1 talent + 1 VP unless it has fewer than 3 disks on the
/// map" (then the 2 growth disks).
fn heroic_saga_option(st: &State, d: &Decision) -> Option<(Action, &'static str)> {
    let on_map = st.disks_on_map(d.who.faction());
    let (pick, why) = if on_map < HEROIC_SAGA_MAP_DISKS {
        (
            Action::Option(0),
            "content-acis #69 NPC: fewer than 3 disks on the map: grow",
        )
    } else {
        (Action::Option(1), "content-acis #69 NPC: 1 talent and 1 VP")
    };
    d.options.contains(&pick).then_some((pick, why))
}

/// Pontifex (content-acis #30).
const PONTIFEX: CardId = CardId(30);

/// Content-acis #30's NPC line: option (a) when one of its Wonders has this many disks or fewer.
pub const PONTIFEX_LOW: u8 = 2;

/// Content-acis #25's NPC line: "The NPC spends its disks before talents or hand cards whenever a
/// card hits its home area, Cities, Gold or Wonder block areas (N1.10.2)": Lawgiver's one-disk use
/// keeps a disk there (the brain's N1.10.2 `losses::important` under ACIS), and elsewhere the
/// loss is answered as if Lawgiver were not on the table (the brain spends an Investment on
/// every loss). Its two-disk cancel of a whole card names no area, so the NPC declines it and
/// keeps the disks for the losses in those areas (designed).
fn lawgiver(cat: &Catalog, st: &State, d: &Decision) -> Option<(Action, &'static str)> {
    let card = <Acis as Ruleset>::LAWGIVER.card;
    match d.ask {
        Ask::UseInvestment { card: c } if c == card => d.options.contains(&Action::No).then_some((
            Action::No,
            "content-acis #25 NPC: the whole-card cancel names no area; Lawgiver's disks wait for losses in its home, City, Gold or Wonder block areas",
        )),
        Ask::Loss { area, cause } if d.options.contains(&Action::UseInvestment(card)) => {
            let b = B::<Acis>::under(cat, st, d.who);
            if losses::important(&b, area) {
                return Some((
                    Action::UseInvestment(card),
                    "content-acis #25 NPC: Lawgiver keeps a disk in its home, a City, a Gold or a Wonder block area (N1.10.2)",
                ));
            }
            Some(super::npc::brain_without(
                d,
                |a| a == Action::UseInvestment(card),
                |d| losses::loss(&b, d, area, cause),
                "content-acis #25 NPC: Lawgiver is kept for its home, City, Gold and Wonder block areas; the loss is paid as N1.10.2 says",
            ))
        }
        _ => None,
    }
}

/// ACIS's NPC answer to a question of one of its own cards, or `None`.
pub fn answer(cat: &Catalog, st: &State, d: &Decision) -> Option<(Action, &'static str)> {
    if let Some(a) = lawgiver(cat, st, d) {
        return Some(a);
    }
    match &d.ask {
        Ask::CardOption { card } if *card == PONTIFEX => pontifex_option(st, d),
        Ask::Target { card, .. } if *card == PONTIFEX => pontifex_wonder(st, d),
        Ask::CardOption { card } if *card == HEROIC_SAGA => heroic_saga_option(st, d),
        Ask::TurnOrderSpace if d.card == Some(super::great_persons::ORACLE) => oracle_option(d),
        _ => None,
    }
}

/// The disks on Wonder `w`, if it is built.
fn wonder_disks(st: &State, w: CardId) -> Option<u8> {
    st.monuments.iter().find(|m| m.card == w).map(|m| m.disks)
}

/// Content-acis #30 NPC: "option a when one of its Wonders has 2 or fewer disks left, else option
/// b".
fn pontifex_option(st: &State, d: &Decision) -> Option<(Action, &'static str)> {
    let low = st
        .monuments
        .iter()
        .any(|m| m.owner == d.who && !m.buried && m.disks <= PONTIFEX_LOW);
    let pick = Action::Option(if low { 0 } else { 1 });
    d.options.contains(&pick).then_some((
        pick,
        if low {
            "content-acis #30 NPC: a Wonder with 2 or fewer disks takes 2 more"
        } else {
            "content-acis #30 NPC: 2 talents, its Wonders holding more than 2 disks"
        },
    ))
}

/// The Wonder with the fewest disks takes them (content-acis #30 NPC: the low Wonder).
fn pontifex_wonder(st: &State, d: &Decision) -> Option<(Action, &'static str)> {
    let a = d
        .options
        .iter()
        .filter_map(|&a| match a {
            Action::Card(w) => Some((wonder_disks(st, w)?, a)),
            _ => None,
        })
        .min_by_key(|&(n, _)| n)?
        .1;
    Some((a, "content-acis #30 NPC: the Wonder with the fewest disks"))
}

/// Content-acis #38's NPC line (N1.4.15 ACIS, as ACME's Grand Astrologer): "always chooses (b)",
/// so at the Turn Order Reset Step it declines option (a) and keeps the card.
fn oracle_option(d: &Decision) -> Option<(Action, &'static str)> {
    d.options.contains(&Action::Decline).then_some((
        Action::Decline,
        "content-acis #38 NPC (N1.4.15): Oracle at Delphi only as option (b), never (a)",
    ))
}
