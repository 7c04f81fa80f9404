//! ACIS's NPC answers to the questions of its own cards (content-acis section 3.2, each card's NPC
//! line), asked before the brain's (`Ruleset::npc_answer`). Kept apart from `npc`'s Wonder and
//! Aeneas deltas.

use crate::games::acme::catalog::{CardId, Catalog};
use crate::games::acme::decision::{Action, Ask, Decision};
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

/// ACIS's NPC answer to a question of one of its own cards, or `None`.
pub fn answer(_cat: &Catalog, st: &State, d: &Decision) -> Option<(Action, &'static str)> {
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
