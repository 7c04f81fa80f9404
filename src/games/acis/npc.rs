//! ACIS's Non-Player Civilizations (acis-spec D50, G7; content-acis-v1 section 7, "NPC / solitaire
//! deltas"): ACME's solitaire brain (playbook-spec N1, `acme::npc`) under ACIS's ruleset, so that
//! every rule it reads of the game (legal placements, stacking, Control, the deep seas' bar) is
//! ACIS's, with ACIS's deltas here, reached through the ruleset's hooks
//! (`Ruleset::npc_answer`, the solitaire bookkeeping in `rules`).
//!
//! Every delta of content-acis section 7 is **designed** (ACIS's Playbook, which holds its
//! solitaire rules, is not available; G7 proposes porting ACME's). What is written here:
//! * N1.4.1 REMOVED: no free Wonder (an ACIS game turns ACME's free Deity off, `whole_game`);
//! * N1.4.5 (ACIS) (b)-(e): the Card Phase's Build a Wonder, the Wonder order and the block area;
//! * N1.8 (ACIS): the Aeneas Rule's questions (its trigger is N1.8.1, unchanged: the brain's);
//! * the card priorities (N1.4.3 ACIS) are each ACIS card's `npc_priority` in its content, which
//!   the brain reads from the catalog as it reads ACME's;
//! * no Stronghold: no ACIS rule offers one, so the brain is never asked;
//! * deep seas (AG17): the phases offer no deep sea before Epoch IV, and the brain answers only
//!   with an offered option.
//!
//! Not yet: the Wonder terms of N1.3.8, N1.5.1, N1.5.4, N1.9.C-D and N1.10.2 (Wonder block areas
//! among the areas an NPC defends or attacks) and of N1.4.5d (block areas as bonus areas), the
//! Entry Location table of N1.8 (the NPC keeps its civilization), and the uses of the five Wonders
//! whose powers are not played yet.

use crate::games::acis::catalog::{FIRST_WONDER, LAST_WONDER};
use crate::games::acis::rules::Acis;
use crate::games::acis::wonders;
use crate::games::acme::catalog::{AreaId, CardId, Catalog, bit, tag};
use crate::games::acme::decision::{Action, Ask, Decision, Effect};
use crate::games::acme::npc::{B, cards, placement};
use crate::games::acme::state::State;

/// N1.4.5 (ACIS) (c): the Wonder an NPC builds, the first available of: Temple of Artemis, Great
/// Pyramid, Colossus of Rhodes, Mausoleum of Halicarnassus, Parthenon, Lighthouse of Alexandria,
/// Statue of Zeus (designed).
pub const WONDER_ORDER: [u8; 7] = [107, 104, 106, 109, 110, 105, 108];

/// N1.4.5 (ACIS) (b), read as ACME's N1.4.3 item 2 reading of a Deity bought later in the game
/// (N1.4.7 allows the cost): the NPC builds only while it keeps at least this many disks on the
/// map after paying.
pub const KEEP_ON_MAP: u32 = 6;

/// ACIS's own answer to `d` for its NPC (`Ruleset::npc_answer`), or `None` for the brain's.
pub fn answer(cat: &Catalog, st: &State, d: &Decision) -> Option<(Action, &'static str)> {
    if let Some(a) = super::npc_abilities::answer(cat, st, d) {
        return Some(a);
    }
    match &d.ask {
        Ask::CardAction => build_a_wonder(cat, st, d),
        Ask::Target { card, role, .. } if is_wonder(*card) && role.effect == Effect::Build => {
            block_area(cat, st, d)
        }
        Ask::GilgameshCiv => keep_civilization(cat, st, d),
        Ask::Homeland => aeneas_start(cat, st, d),
        _ => None,
    }
}

fn is_wonder(c: CardId) -> bool {
    (FIRST_WONDER..=LAST_WONDER).contains(&c.0)
}

/// N1.4.3 (ACIS) item 2 and N1.4.5 (ACIS) (b)-(c), (e): with no card of priority 1 to play, an
/// NPC builds a Wonder when it can pay from the map and its Treasury alone (2 map disks, then
/// talents, then more map disks; never hand cards) and keep [`KEEP_ON_MAP`] disks on the map,
/// the first offered of [`WONDER_ORDER`]; the build is its Card Phase action. `None`: the brain's
/// N1.4 rules choose among the cards and Pass.
fn build_a_wonder(cat: &Catalog, st: &State, d: &Decision) -> Option<(Action, &'static str)> {
    let wonder = WONDER_ORDER.iter().map(|&w| CardId(w)).find(|&w| {
        d.options
            .contains(&Action::Option(w.0.wrapping_sub(FIRST_WONDER)))
    })?;
    let b = B::<Acis>::under(cat, st, d.who);
    // N1.4.3 (ACIS): a card that gives cards (priority 1) comes before building.
    let card_first = d.options.iter().any(|a| match a {
        Action::Play(c) => cards::play_rank(&b, *c) < 2 && !cards::has_tag(&b, *c, tag::SELF_COST),
        _ => false,
    });
    if card_first {
        return None;
    }
    let civ = st.civ(d.who);
    let on_map = b.q().disks_on_map(b.f());
    let printed = u32::from(wonders::printed_disks(wonder));
    let short = printed.saturating_sub(u32::from(civ.supply));
    // 2 map disks, then talents, then more map disks (and enough for the printed disks, A7).
    let from_map = 5u32
        .saturating_sub(u32::from(civ.treasury))
        .max(2)
        .max(short);
    if from_map > 5 || on_map < from_map + KEEP_ON_MAP {
        return None;
    }
    Some((
        Action::Option(wonder.0 - FIRST_WONDER),
        "N1.4.5 (ACIS) (b)-(c): it builds the first available Wonder of its order",
    ))
}

/// N1.4.5 (ACIS) (d): the block's area: its home area if offered (Controlled), else the offered
/// area holding one of its Cities nearest its home area, else the offered area nearest its home
/// area; ties in north-east to south-west order.
fn block_area(cat: &Catalog, st: &State, d: &Decision) -> Option<(Action, &'static str)> {
    let b = B::<Acis>::under(cat, st, d.who);
    let areas: Vec<AreaId> = d.options.iter().filter_map(Action::area).collect();
    if let Some(h) = b.home()
        && areas.contains(&h)
    {
        return Some((
            Action::Area(h),
            "N1.4.5 (ACIS) (d): the Wonder's block in its home area",
        ));
    }
    let q = b.q();
    let dist = b
        .home()
        .map(|h| placement::dist_from(&q, bit(h)))
        .unwrap_or([0; 128]);
    let key = |a: &AreaId| (dist[a.0 as usize], cat.board.area(*a).ne_sw_rank);
    let city = areas
        .iter()
        .filter(|&&a| b.mine(a) >= 3)
        .min_by_key(|a| key(a));
    match city {
        Some(&a) => Some((
            Action::Area(a),
            "N1.4.5 (ACIS) (d): the Wonder's block in its City nearest its home area",
        )),
        None => areas.iter().min_by_key(|a| key(a)).map(|&a| {
            (
                Action::Area(a),
                "N1.4.5 (ACIS) (d): the Wonder's block in the area nearest its home area",
            )
        }),
    }
}

/// N1.8 (ACIS), the Aeneas Rule, step 3: the NPC keeps its civilization (designed: ACIS's step
/// asks the civilization before the area where it begins, so the entry area that N1.8 (ACIS)
/// measures from is not known yet; its own civilization keeps its Wonders, A11).
fn keep_civilization(cat: &Catalog, st: &State, d: &Decision) -> Option<(Action, &'static str)> {
    let _ = cat;
    let own = Action::Display(st.civ(d.who).civ);
    d.options.contains(&own).then_some((
        own,
        "N1.8 (ACIS): the NPC invoking the Aeneas Rule keeps its civilization",
    ))
}

/// N1.8 (ACIS), the Aeneas Rule, step 5: the NPC begins in its home area if it may, else in the
/// offered land area nearest it (north-east to south-west on a tie), then deploys by N1.9.
fn aeneas_start(cat: &Catalog, st: &State, d: &Decision) -> Option<(Action, &'static str)> {
    let b = B::<Acis>::under(cat, st, d.who);
    let home = b.home()?;
    if d.options.contains(&Action::Area(home)) {
        return Some((
            Action::Area(home),
            "N1.8 (ACIS): the NPC begins afresh in its home area",
        ));
    }
    let dist = placement::dist_from(&b.q(), bit(home));
    d.options
        .iter()
        .filter_map(Action::area)
        .min_by_key(|a| (dist[a.0 as usize], cat.board.area(*a).ne_sw_rank))
        .map(|a| {
            (
                Action::Area(a),
                "N1.8 (ACIS): the NPC begins afresh in the area nearest its home area",
            )
        })
}
