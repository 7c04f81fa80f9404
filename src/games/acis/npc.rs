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
//! * N1.8 (ACIS): the Aeneas Rule's questions (its trigger is N1.8.1, unchanged: the brain's),
//!   from the plan of the Entry Location table;
//! * the card priorities (N1.4.3 ACIS) are each ACIS card's `npc_priority` in its content, which
//!   the brain reads from the catalog as it reads ACME's;
//! * no Stronghold: no ACIS rule offers one, so the brain is never asked;
//! * deep seas (AG17): the phases offer no deep sea before Epoch IV, and the brain answers only
//!   with an offered option;
//! * the Wonder terms of N1.3.8, N1.4.5d, N1.4.21c, N1.5.1, N1.5.4, N1.9.C priority 4, N1.9.D
//!   priorities 11 and 14, and N1.10.2: the brain reads an NPC's Wonder block areas ([`block_areas`]) through
//!   `Ruleset::npc_block_areas`, Minos' bonus seas ([`bonus_areas`]) through
//!   `Ruleset::npc_bonus_areas`, and N1.10.2's home area through
//!   `Ruleset::NPC_SAVES_HOME_DISKS`, where ACME's rules read Gold, a temple or a City;
//! * N1.5.2 (ACIS) Traitor #45, and the NPC lines of Strategos #6 and Mercenary Captain #95
//!   (content-acis 3.2): the Commit question and the cards' targets.
//!
//! * N1.9.E (ACIS): coastal land areas first (`Ruleset::NPC_COASTAL_FIRST`).
//! * N1.9.C (ACIS) priorities 9 and 10: Minos's shallow seas and Phoenicia's deep seas
//!   (`npc_seas`, through `Ruleset::npc_sea_priority`).
//!
//! * N1.8 (ACIS)'s Entry Location table ([`aeneas_plan`], before the Aeneas Rule's steps).
//!
//! * N1.4.W (ACIS), each Wonder's NPC use: the Colossus of Rhodes in the Commit question here,
//!   the rest in `npc_wonders`.

use crate::games::acis::catalog::{FIRST_WONDER, LAST_WONDER};
use crate::games::acis::rules::Acis;
use crate::games::acis::rules::shallow_seas;
use crate::games::acis::wonders;
use crate::games::acme::Q;
use crate::games::acme::catalog::{AreaId, AreaSet, CardId, Catalog, CivKind, bit, iter_set, tag};
use crate::games::acme::decision::{Action, Ask, Decision, Effect};
use crate::games::acme::npc::{B, Reentry, cards, competition, gilgamesh, hostility, placement};
use crate::games::acme::state::{Faction, Slot, State};
use crate::games::acme::{Ctx, G, Ruleset, Step};

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
        Ask::Commit { area } => commit(cat, st, d, *area),
        Ask::Target { card, role, .. } if *card == TRAITOR && role.effect == Effect::Betray => {
            betrayed(cat, st, d)
        }
        Ask::Target { card, role, .. } if *card == STRATEGOS && role.effect == Effect::Ally => {
            strategos_ally(cat, st, d)
        }
        Ask::Target { card, role, .. }
            if *card == MERCENARY_CAPTAIN && role.effect == Effect::Ally =>
        {
            captain_served(cat, st, d)
        }
        Ask::GilgameshCiv => keep_civilization(cat, st, d),
        Ask::Homeland => aeneas_start(cat, st, d),
        _ => None,
    }
}

/// The areas holding `s`'s Wonder blocks, built or buried (a buried Wonder's block stays, A9):
/// the "Wonder block areas" of content-acis section 7, which the brain reads through
/// `Ruleset::npc_block_areas` where ACME's NPC rules read Gold, a temple or a City (N1.3.8
/// criterion 3, N1.4.5d, N1.5.1, N1.5.4, N1.9 priorities 4, 11 and 14, N1.10.2).
pub fn block_areas(st: &State, s: Slot) -> AreaSet {
    st.monuments
        .iter()
        .filter(|m| m.owner == s)
        .fold(0, |set, m| set | bit(m.area))
}

/// Minos (the ninth display of ACIS's civilizations file), whose Controlled shallow seas are
/// bonus areas for N1.4.5d (ACIS).
pub const MINOS: CivKind = CivKind(8);

/// N1.4.5d (ACIS): the bonus areas beyond ACME's reading (its home area, its Cities, its Gold,
/// through the brain; its Wonder block areas, [`block_areas`]): for Minos, its Controlled shallow
/// seas.
pub fn bonus_areas(cat: &Catalog, st: &State, s: Slot) -> AreaSet {
    if st.civ(s).civ != MINOS {
        return 0;
    }
    let q = Q::<Acis>::under(cat, st);
    iter_set(shallow_seas(&cat.board) & q.playable_set())
        .filter(|&a| q.controls(s.faction(), a))
        .fold(0, |set, a| set | bit(a))
}

fn is_wonder(c: CardId) -> bool {
    (FIRST_WONDER..=LAST_WONDER).contains(&c.0)
}

/// A Wonder build that the Card Phase offers `d.who`: the first offered Wonder of
/// [`WONDER_ORDER`], the disks its civilization has on the map and the disks its printed price
/// takes beyond its supply (A7). `None` when no Wonder is offered or a card that gives cards
/// (priority 1) comes before building (N1.4.3 (ACIS) item 2). The NPC and the Strategist's own
/// seat (`ai_policy`) each weigh the price their own way.
pub(crate) struct WonderBuild {
    pub wonder: CardId,
    pub on_map: u32,
    pub short: u32,
}

/// See [`WonderBuild`].
pub(crate) fn wonder_to_build(cat: &Catalog, st: &State, d: &Decision) -> Option<WonderBuild> {
    let wonder = WONDER_ORDER.iter().map(|&w| CardId(w)).find(|&w| {
        d.options
            .contains(&Action::Option(w.0.wrapping_sub(FIRST_WONDER)))
    })?;
    let b = B::<Acis>::under(cat, st, d.who);
    let card_first = d.options.iter().any(|a| match a {
        Action::Play(c) => cards::play_rank(&b, *c) < 2 && !cards::has_tag(&b, *c, tag::SELF_COST),
        _ => false,
    });
    if card_first {
        return None;
    }
    let printed = u32::from(wonders::printed_disks(wonder));
    Some(WonderBuild {
        wonder,
        on_map: b.q().disks_on_map(b.f()),
        short: printed.saturating_sub(u32::from(st.civ(d.who).supply)),
    })
}

/// N1.4.3 (ACIS) item 2 and N1.4.5 (ACIS) (b)-(c), (e): with no card of priority 1 to play, an
/// NPC builds a Wonder when it can pay from the map and its Treasury alone (2 map disks, then
/// talents, then more map disks; never hand cards) and keep [`KEEP_ON_MAP`] disks on the map,
/// the first offered of [`WONDER_ORDER`]; the build is its Card Phase action. `None`: the brain's
/// N1.4 rules choose among the cards and Pass.
fn build_a_wonder(cat: &Catalog, st: &State, d: &Decision) -> Option<(Action, &'static str)> {
    let w = wonder_to_build(cat, st, d)?;
    // 2 map disks, then talents, then more map disks (and enough for the printed disks, A7).
    let from_map = 5u32
        .saturating_sub(u32::from(st.civ(d.who).treasury))
        .max(2)
        .max(w.short);
    let (on_map, wonder) = (w.on_map, w.wonder);
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

/// Strategos #6: one white Allied disk here and one in each of up to 3 other pending competitions.
pub const STRATEGOS: CardId = CardId(6);
/// Traitor #45 (N1.5.2 ACIS): committed at step 1 of a land competition.
pub use super::cards::TRAITOR;
/// Mercenary Captain #95: one white Allied disk for another civilization in a competition.
pub const MERCENARY_CAPTAIN: CardId = CardId(95);
/// Troy, whose home area alone Traitor #45 may strike (the Trojan Horse).
pub const TROY: CivKind = CivKind(6);

/// Competition step 1 with Traitor #45 or Mercenary Captain #95 in hand (content-acis section 7
/// N1.5.2, and the NPC lines of #45 and #95 in section 3.2): Traitor is played in the first
/// competition, in N1.5.1 order, where betraying a civilization lets the NPC win
/// ([`traitor_here`]), and never elsewhere; Mercenary Captain only for a civilization fighting the
/// NPC's Primary Enemy or the Barbarians, once the NPC commits nothing else ([`captain_serves`]).
/// The other commitments are the brain's (N1.5.4-8) over the other options. `None` when neither
/// card is offered.
fn commit(cat: &Catalog, st: &State, d: &Decision, area: AreaId) -> Option<(Action, &'static str)> {
    let traitor = d.options.contains(&Action::Play(TRAITOR));
    let captain = d.options.contains(&Action::Play(MERCENARY_CAPTAIN));
    let colossus = d.options.contains(&Action::Establish(wonders::COLOSSUS));
    if !traitor && !captain && !colossus {
        return None;
    }
    let b = B::<Acis>::under(cat, st, d.who);
    if traitor && traitor_here(&b, area) {
        return Some((
            Action::Play(TRAITOR),
            "N1.5.2 (ACIS): Traitor in the first competition, in N1.5.1 order, where it lets the NPC win",
        ));
    }
    if colossus && super::npc_wonders::colossus_here(&b, area) {
        return Some((
            Action::Establish(wonders::COLOSSUS),
            "N1.4.W (ACIS): the Colossus of Rhodes in the first competition, in N1.5.1 order, where it lets the NPC win, tie or keep 3 disks",
        ));
    }
    let rest: Vec<Action> = d
        .options
        .iter()
        .copied()
        .filter(|&a| {
            a != Action::Play(TRAITOR)
                && a != Action::Play(MERCENARY_CAPTAIN)
                && a != Action::Establish(wonders::COLOSSUS)
        })
        .collect();
    let (brain, rule) = match rest.len() {
        0 => (Action::Done, "N1.5.5: nothing it could commit would help"),
        1 => (rest[0], "the only answer left"),
        _ => {
            let c = competition::commit(
                &b,
                &Decision {
                    options: rest,
                    ..d.clone()
                },
                area,
            );
            let rule = match c.rule {
                std::borrow::Cow::Borrowed(r) => r,
                std::borrow::Cow::Owned(_) => {
                    "N1.5.4-8: the NPC commits what lets it win or tie (Traitor, Mercenary Captain and the Colossus held back)"
                }
            };
            (c.action, rule)
        }
    };
    if brain == Action::Done && captain && captain_serves(&b, area) {
        return Some((
            Action::Play(MERCENARY_CAPTAIN),
            "Mercenary Captain #95 (ACIS NPC line): for a civilization fighting its Primary Enemy or the Barbarians",
        ));
    }
    Some((brain, rule))
}

/// The brain's answer to `d` offered without the options `held` (an ACIS line keeps them back
/// for now), with the brain's reason, or `fallback` where the brain builds its reason as a text.
pub(crate) fn brain_without(
    d: &Decision,
    held: impl Fn(Action) -> bool,
    brain: impl FnOnce(&Decision) -> crate::games::acme::npc::Choice,
    fallback: &'static str,
) -> (Action, &'static str) {
    let rest: Vec<Action> = d.options.iter().copied().filter(|&a| !held(a)).collect();
    let c = brain(&Decision {
        options: rest,
        ..d.clone()
    });
    let rule = match c.rule {
        std::borrow::Cow::Borrowed(r) => r,
        std::borrow::Cow::Owned(_) => fallback,
    };
    (c.action, rule)
}

/// N1.5.2 (ACIS): `area` is the first, in N1.5.1 order (`competition::solitaire_rank`), of the
/// land competitions still to come this phase (this one and those after it in the Rulebook's
/// order) where Traitor may strike (never the home area of an active civilization but Troy's)
/// and betraying one civilization lets the NPC win (or tie where it would lose).
fn traitor_here(b: &B<Acis>, area: AreaId) -> bool {
    let q = b.q();
    let st = b.st;
    let rank = b.cat.board.area(area).ne_sw_rank;
    let troy = st
        .slots()
        .filter(|&s| st.civ(s).civ == TROY)
        .filter_map(|s| q.homeland(s))
        .fold(0, |m, h| m | bit(h));
    let barred = q.active_homelands() & !troy;
    let pending: Vec<AreaId> = q
        .playable_areas()
        .filter(|&a| {
            (a == area || b.cat.board.area(a).ne_sw_rank > rank)
                && barred & bit(a) == 0
                && q.is_land(a)
                && q.contested(a)
                && q.occupies(b.f(), a)
                && b.others().any(|x| q.occupies(x.faction(), a))
        })
        .collect();
    competition::traitor_options(b, &pending).is_some_and(|(a, _, _)| a == area)
}

/// N1.5.2 (ACIS): the civilization betrayed is the one whose removal lets the NPC win here (the
/// Primary Enemy first among several).
fn betrayed(cat: &Catalog, st: &State, d: &Decision) -> Option<(Action, &'static str)> {
    let b = B::<Acis>::under(cat, st, d.who);
    let area = st.comp.area?;
    let (_, v, _) = competition::traitor_options(&b, &[area])?;
    d.options.contains(&Action::Civ(v)).then_some((
        Action::Civ(v),
        "N1.5.2 (ACIS): Traitor removes the civilization whose removal lets the NPC win",
    ))
}

/// Mercenary Captain #95 (content-acis 3.2, NPC line): "an NPC plays it only for a civilization
/// fighting the NPC's Primary Enemy or Barbarians": its Primary Enemy or the Barbarians take part
/// in this competition, and another civilization than both (and the NPC) is there to serve.
fn captain_serves(b: &B<Acis>, area: AreaId) -> bool {
    let q = b.q();
    let pe = b.primary();
    let foe =
        pe.is_some_and(|p| q.occupies(p.faction(), area)) || q.occupies(Faction::BARBARIANS, area);
    foe && b
        .others()
        .any(|x| Some(x) != pe && q.occupies(x.faction(), area))
}

/// Mercenary Captain #95's ally serves a civilization other than the Primary Enemy: a non-enemy
/// first, then the fewest VP, then Turn Order.
fn captain_served(cat: &Catalog, st: &State, d: &Decision) -> Option<(Action, &'static str)> {
    let b = B::<Acis>::under(cat, st, d.who);
    let pe = b.primary();
    d.options
        .iter()
        .filter_map(|a| match a {
            Action::Civ(x) if *x != b.me => Some(*x),
            _ => None,
        })
        .min_by_key(|&x| (Some(x) == pe, b.hostile_to(x), b.vp(x), st.turn_pos(x)))
        .map(|x| {
            (
                Action::Civ(x),
                "Mercenary Captain #95 (ACIS NPC line): the ally serves a civilization fighting its Primary Enemy",
            )
        })
}

/// Strategos #6 (content-acis 3.2, NPC line): the extra allies go, in N1.5.1 order, to the
/// pending competitions where one more disk lets the NPC win or tie (it would lose or tie there
/// without it); none elsewhere.
fn strategos_ally(cat: &Catalog, st: &State, d: &Decision) -> Option<(Action, &'static str)> {
    let b = B::<Acis>::under(cat, st, d.who);
    let helps = |a: AreaId| {
        let margin = competition::side(&b, b.f(), a) - competition::strongest_other(&b, a, false);
        (-1..=0).contains(&margin)
    };
    let best = d
        .options
        .iter()
        .filter_map(Action::area)
        .filter(|&a| helps(a))
        .min_by_key(|&a| competition::solitaire_rank::<Acis>(cat, st, a));
    match best {
        Some(a) => Some((
            Action::Area(a),
            "Strategos #6 (ACIS NPC line): an ally where it lets the NPC win or tie, in N1.5.1 order",
        )),
        None => d.options.contains(&Action::Done).then_some((
            Action::Done,
            "Strategos #6 (ACIS NPC line): no other competition where an ally lets it win or tie",
        )),
    }
}

/// N1.8 (ACIS): an NPC invoking the Aeneas Rule reveals a card first and reads the Entry Location
/// table (ACME's N1.8.6, row 21-50 reading any inactive civilization's home area,
/// `Ruleset::NPC_ENTRY_ANY_HOME`): the entry area and whom the new NPC is hostile to. It keeps its
/// civilization if the entry area is within 2 areas of its home area, otherwise it takes the
/// inactive civilization whose home area is nearest the entry area (north-east first on a tie).
/// The plan is kept in the state (`npc.reentry`) for its answers to steps 3 and 5.
pub fn aeneas_plan<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step<Option<Slot>> {
    let id = gilgamesh::reveal(g, ctx, "N1.8 (ACIS) Entry Location")?.map_or(1, |c| c.0);
    let (entry, hostile_to) = gilgamesh::entry_point(g, ctx, s, id)?;
    let q = g.q();
    let dist = placement::dist_from(&q, bit(entry));
    let near = |k: CivKind| {
        g.cat
            .civ(k)
            .homes
            .first()
            .map_or((u8::MAX, u16::MAX), |&h| {
                (dist[h.0 as usize], g.cat.board.area(h).ne_sw_rank)
            })
    };
    let own = g.st.civ(s).civ;
    let civ = if near(own).0 <= ENTRY_NEAR_HOME {
        own
    } else {
        super::aeneas::civilization_options(g, s)
            .into_iter()
            .filter(|&k| k != own)
            .min_by_key(|&k| near(k))
            .unwrap_or(own)
    };
    g.st.npc.reentry = Some(Reentry {
        slot: s,
        civ,
        home: g.cat.civ(civ).homes.first().copied(),
        entry,
    });
    Ok(hostile_to)
}

/// N1.8 (ACIS): "within 2 areas of its own home area".
pub const ENTRY_NEAR_HOME: u8 = 2;

/// The end of an NPC's Aeneas Rule: the plan is done, and the new NPC is hostile to the
/// civilization of the Entry Location table's row (N1.8.6), to no one else.
pub fn aeneas_done<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, hostile_to: Option<Slot>) {
    g.st.npc.reentry = None;
    let n = g.st.npc.civ_mut(s);
    n.hostile = 0;
    n.primary = None;
    if let Some(x) = hostile_to {
        hostility::make_hostile(g, ctx, s, x, "N1.8 (ACIS): the Entry Location table");
    }
}

/// The plan of [`aeneas_plan`] for `s`, if it is re-entering.
fn plan(st: &State, s: Slot) -> Option<&Reentry> {
    st.npc.reentry.as_ref().filter(|r| r.slot == s)
}

/// N1.8 (ACIS), the Aeneas Rule, step 3: the civilization of the plan ([`aeneas_plan`]); without
/// one (a question asked outside the rule's own procedure), its own (which keeps its Wonders,
/// A11).
fn keep_civilization(cat: &Catalog, st: &State, d: &Decision) -> Option<(Action, &'static str)> {
    let _ = cat;
    if let Some(r) = plan(st, d.who) {
        let k = Action::Display(r.civ);
        if d.options.contains(&k) {
            let why = if r.civ == st.civ(d.who).civ {
                "N1.8 (ACIS): the entry area is within 2 areas of its home area: it keeps its civilization"
            } else {
                "N1.8 (ACIS): the inactive civilization whose home area is nearest the entry area"
            };
            return Some((k, why));
        }
    }
    let own = Action::Display(st.civ(d.who).civ);
    d.options.contains(&own).then_some((
        own,
        "N1.8 (ACIS): the NPC invoking the Aeneas Rule keeps its civilization",
    ))
}

/// N1.8 (ACIS), the Aeneas Rule, step 5: the NPC begins in its home area if it may, else in the
/// offered land area nearest it (north-east to south-west on a tie), then deploys by N1.9.
fn aeneas_start(cat: &Catalog, st: &State, d: &Decision) -> Option<(Action, &'static str)> {
    if let Some(r) = plan(st, d.who) {
        let dist = placement::dist_from(&Q::<Acis>::under(cat, st), bit(r.entry));
        return d
            .options
            .iter()
            .filter_map(Action::area)
            .min_by_key(|a| (dist[a.0 as usize], cat.board.area(*a).ne_sw_rank))
            .map(|a| {
                (
                    Action::Area(a),
                    if a == r.entry {
                        "N1.8 (ACIS): its first disk in the entry area of the Entry Location table"
                    } else {
                        "N1.8 (ACIS): its first disk in the offered land area nearest the entry area"
                    },
                )
            });
    }
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
