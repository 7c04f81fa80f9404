//! ACIS's Wonders (ACIS RB The Cards: Wonders; Card Phase, Build a Wonder; content-acis-v1 AG12,
//! AG13; readings A7-A11): their state, the Card Phase's Build a Wonder action, a use's
//! bookkeeping, their VP and tie-break terms, burial and un-burial.
//!
//! A Wonder is available (not in the state), built (a [`Monument`] of the state: face up in front
//! of its owner, its block in a land area, disks on the card) or buried (a built Wonder turned
//! face down: its block and disks stay, A9). The phases keep built cards in the state's
//! `monuments` without naming Wonders; this file gives them ACIS's rules.

use crate::games::acis::catalog::{FIRST_WONDER, LAST_WONDER};
use crate::games::acme::catalog::{AreaId, CardId, bit, iter_set};
use crate::games::acme::decision::{Action, Ask, Decision, Effect, TargetKind, TargetRole, Whose};
use crate::games::acme::state::monuments::Monument;
use crate::games::acme::state::{Slot, State};
use crate::games::acme::{Ctx, G, Link, Price, Q, Ruleset, Step};

const BUILD: &str = "ACIS RB Build a Wonder";

/// RB Build a Wonder: "expend 5 resources" ...
const PRICE: u8 = 5;
/// ... "At least two of the five resources must come from the first bulleted item: disks removed
/// from the map".
const MIN_MAP_DISKS: u8 = 2;

/// The seven Wonders' ids (content-acis-v1 W6).
pub fn ids() -> impl Iterator<Item = CardId> {
    (FIRST_WONDER..=LAST_WONDER).map(CardId)
}

/// A Wonder's name, as players read it.
pub fn name(w: CardId) -> String {
    crate::games::acis::data::builtin()
        .wonder(w)
        .raw
        .name
        .clone()
}

/// The number of disks printed on the Wonder, which go onto it when it is built.
pub fn printed_disks(w: CardId) -> u8 {
    crate::games::acis::data::builtin().wonder(w).raw.disks
}

/// The built (or buried) Wonder `w`, if it is built.
pub fn built(st: &State, w: CardId) -> Option<&Monument> {
    st.monuments.iter().find(|m| m.card == w)
}

/// AG12: a Wonder is available while nobody has built it.
pub fn available(st: &State) -> impl Iterator<Item = CardId> + '_ {
    ids().filter(|&w| built(st, w).is_none())
}

/// RB Card Phase: "build a Wonder (maximum of once per turn)".
pub fn built_this_turn(st: &State, s: Slot) -> bool {
    st.monuments
        .iter()
        .any(|m| m.owner == s && m.built == (st.epoch, st.turn))
}

/// How many of the `price` resources must be disks from the map so that, after paying, `s`'s
/// supply holds `w`'s printed disks (A7); more than the price when no payment can.
fn map_disks_needed(st: &State, s: Slot, w: CardId, price: u8) -> u8 {
    let short = u16::from(printed_disks(w)).saturating_sub(st.civ(s).supply);
    MIN_MAP_DISKS.max(short.min(u16::from(price) + 1) as u8)
}

/// A7: the land areas where `s` may put `w`'s block: in play, Controlled by `s`, holding no
/// Wonder block (A10), and still Controlled after a payment that leaves a disk there, which must
/// exist: enough other resources and enough map disks for the supply to hold the printed disks.
pub fn build_areas<R: Ruleset>(g: &G<R>, s: Slot, w: CardId) -> Vec<AreaId> {
    build_areas_for(g, s, w, PRICE, 0)
}

/// [`build_areas`] for a build of `price` resources (Master Architect #2: 3), `held` of the
/// hand's cards not among them (the card being played).
pub fn build_areas_for<R: Ruleset>(
    g: &G<R>,
    s: Slot,
    w: CardId,
    price: u8,
    held: u32,
) -> Vec<AreaId> {
    let q = g.q();
    let f = s.faction();
    let need = map_disks_needed(g.st, s, w, price);
    if need > price {
        return Vec::new();
    }
    let civ = g.st.civ(s);
    let on_map = q.disks_on_map(f);
    let others = u32::from(civ.treasury) + (civ.hand.len() as u32).saturating_sub(held);
    // One disk stays in the block's area; every other map disk may pay.
    let payable = on_map.saturating_sub(1);
    if payable < u32::from(need) || payable + others < u32::from(price) {
        return Vec::new();
    }
    let blocks = g.st.monuments.iter().fold(0, |m, b| m | bit(b.area));
    iter_set(q.playable_set() & g.cat.board.land & !blocks)
        .filter(|&a| q.controls(f, a))
        .collect()
}

/// The Card Phase's Build a Wonder actions of `s` (D24): `Action::Option(k)` builds Wonder
/// `FIRST_WONDER + k`, offered only when the build can be completed (A7).
pub fn card_actions<R: Ruleset>(g: &G<R>, s: Slot) -> Vec<Action> {
    if built_this_turn(g.st, s) {
        return Vec::new();
    }
    available(g.st)
        .filter(|&w| !build_areas(g, s, w).is_empty())
        .map(|w| Action::Option(w.0 - FIRST_WONDER))
        .collect()
}

/// RB Build a Wonder, once its Card Phase action is chosen: the area for the block, then the five
/// resources, then the card in front of the builder with its printed disks from supply, and the
/// block in the area. Every check was made before the action was offered (A7).
pub fn build<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, w: CardId) -> Step {
    build_for(g, ctx, s, w, PRICE)
}

/// [`build`] for `price` resources (Master Architect #2: 3, at least 2 of them map disks). Nothing
/// happens when the checks of A7 fail now (the card's effect, as far as possible: AG4).
pub fn build_for<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, w: CardId, price: u8) -> Step {
    let areas = build_areas_for(g, s, w, price, 0);
    let area = match areas.as_slice() {
        [] => return Ok(()),
        [a] => *a,
        _ => {
            let d = Decision::new(
                s,
                Ask::Target {
                    card: w,
                    what: g.text(|| format!("the land area for the {} block", name(w))),
                    role: TargetRole::new(Whose::Own, TargetKind::Controlled, Effect::Build),
                },
                g.text(|| {
                    format!(
                        "{}: choose a land area you Control for the {} block",
                        g.q().civ_name(s),
                        name(w)
                    )
                }),
                BUILD,
                areas.iter().map(|&a| Action::Area(a)).collect(),
            );
            match ctx.ask(g.st, d)? {
                Action::Area(a) => a,
                _ => unreachable!(),
            }
        }
    };
    let price = Price {
        total: price,
        min_disks: map_disks_needed(g.st, s, w, price),
        keep: Some(area),
        rule: BUILD,
    };
    g.pay_price(ctx, s, &price, &name(w))?;
    let disks = printed_disks(w);
    g.st.civ_mut(s).supply -= u16::from(disks);
    let built = (g.st.epoch, g.st.turn);
    g.st.monuments.push(Monument {
        card: w,
        owner: s,
        area,
        disks,
        built,
        used: false,
        buried: false,
    });
    ctx.note(
        Some(s),
        g.text(|| {
            format!(
                "{} builds the {} in {} ({} disks on the card)",
                g.q().civ_name(s),
                name(w),
                g.q().name(area),
                disks
            )
        }),
        BUILD,
    );
    Ok(())
}

/// Why `s` may not use its Wonder `w` now (D33, AG12), or `Ok` with its index in the state.
pub fn may_use<R: Ruleset>(g: &G<R>, s: Slot, w: CardId) -> Result<usize, &'static str> {
    may_use_in(&g.q(), g.st, s, w)
}

/// [`may_use`] read from a state alone (the NPC's answers, which have no `G`).
pub fn may_use_in<R: Ruleset>(
    q: &Q<R>,
    st: &State,
    s: Slot,
    w: CardId,
) -> Result<usize, &'static str> {
    let i = st
        .monuments
        .iter()
        .position(|m| m.card == w && m.owner == s)
        .ok_or("only its owner uses a built Wonder")?;
    let m = st.monuments[i];
    if m.buried {
        return Err("a buried Wonder has no power");
    }
    if m.disks == 0 {
        return Err("no disk is left on the card");
    }
    if m.used {
        return Err("a Wonder is used at most once per turn");
    }
    if !q.occupies(s.faction(), m.area) {
        return Err("its owner must occupy the area of its block");
    }
    Ok(i)
}

/// AG12: a use of `s`'s Wonder `w` moves 1 disk from the card to its supply and marks the Wonder
/// used this turn; false (and nothing changes) if the use is not allowed ([`may_use`]). The
/// Wonder's power itself is its card's effect.
pub fn spend_use<R: Ruleset>(g: &mut G<R>, s: Slot, w: CardId) -> bool {
    let Ok(i) = may_use(g, s, w) else {
        return false;
    };
    let m = &mut g.st.monuments[i];
    m.disks -= 1;
    m.used = true;
    g.st.civ_mut(s).supply += 1;
    true
}

/// The Great Pyramid (content-acis-v1 section 4; readings B7).
pub const GREAT_PYRAMID: CardId = CardId(104);
/// The Lighthouse of Alexandria (content-acis-v1 section 4).
pub const LIGHTHOUSE: CardId = CardId(105);
/// The Colossus of Rhodes (content-acis-v1 section 4).
pub const COLOSSUS: CardId = CardId(106);
/// The Temple of Artemis (content-acis-v1 section 4).
pub const TEMPLE_OF_ARTEMIS: CardId = CardId(107);
/// The Statue of Zeus (content-acis-v1 section 4).
pub const STATUE_OF_ZEUS: CardId = CardId(108);
/// The Mausoleum of Halicarnassus (content-acis-v1 section 4).
pub const MAUSOLEUM: CardId = CardId(109);
/// The Parthenon (content-acis-v1 section 4).
pub const PARTHENON: CardId = CardId(110);

/// The Wonder whose power is the one ACME's steps give a Deity, named by that Deity's id
/// (content-acis-v1 section 4, each Wonder's "Ported from"): the Statue of Zeus is Father of the
/// Gods #104 (the Turn Order Reset), the Colossus of Rhodes God of War #106 (2 Allied disks in a
/// competition), the Mausoleum of Halicarnassus God of the Dead #108 (the Draw Step), the Parthenon
/// Goddess of Peace #109 and the Lighthouse of Alexandria God of the Skies #110 (two negations,
/// [`negating_power`]). The Great Pyramid and the Temple of Artemis are used in
/// [`acquisition_powers`].
pub fn for_power(power: CardId) -> Option<CardId> {
    match power.0 {
        104 => Some(STATUE_OF_ZEUS),
        106 => Some(COLOSSUS),
        108 => Some(MAUSOLEUM),
        109 => Some(PARTHENON),
        110 => Some(LIGHTHOUSE),
        _ => None,
    }
}

/// The Deity power a negation answered with Wonder `w` is (content-acis-v1 section 4): the
/// Lighthouse of Alexandria's is God of the Skies #110 (in a competition its owner takes part in,
/// a Competition card other than Traitor, a C-coded Investment use, the Colossus's bonus or a
/// competition ability flagged for it), the Parthenon's Goddess of Peace #109 (a Fate card played
/// by another civilization in the Card Phase that would harm its owner; no Event, no Competition
/// card).
pub fn negating_power(w: CardId) -> Option<CardId> {
    match w {
        LIGHTHOUSE => Some(CardId(110)),
        PARTHENON => Some(CardId(109)),
        _ => None,
    }
}

/// The negating Wonders `s` owns (built; whether one may answer now is its power's rule with
/// [`may_use`]).
pub fn negating_wonders(st: &State, s: Slot) -> [Option<CardId>; 2] {
    let owns = |w: CardId| built(st, w).is_some_and(|m| m.owner == s).then_some(w);
    [owns(LIGHTHOUSE), owns(PARTHENON)]
}

/// Whether `s` may use now the Wonder that gives `power` ([`for_power`], [`may_use`]).
pub fn power_usable<R: Ruleset>(g: &G<R>, s: Slot, power: CardId) -> bool {
    for_power(power).is_some_and(|w| may_use(g, s, w).is_ok())
}

/// A use of the Wonder that gives `power` is announced: its disk is spent (AG12).
pub fn power_spent<R: Ruleset>(g: &mut G<R>, s: Slot, power: CardId) {
    if let Some(w) = for_power(power) {
        spend_use(g, s, w);
    }
}

/// The Wonders' powers at the end of their owner's Acquisition Step (content-acis-v1 section 4),
/// each a use (1 disk from the card, the owner in the block's area, once per turn): the Great
/// Pyramid moves 2 disks from supply to the Ready box, after the Minimum Acquisition (readings
/// B7); the Temple of Artemis puts 2 talents into the Treasury (as many as the white supply holds,
/// A25). Their texts give no choice ("remove 1 disk from this card ... and"), so they are used
/// without a question whenever they can be.
pub fn acquisition_powers<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step {
    if spend_use(g, s, GREAT_PYRAMID) && !use_negated(g, ctx, s, GREAT_PYRAMID)? {
        let n = g.to_growth(s, 2);
        power_note(g, ctx, s, GREAT_PYRAMID, n, "disks to its Ready box");
    }
    if spend_use(g, s, TEMPLE_OF_ARTEMIS) && !use_negated(g, ctx, s, TEMPLE_OF_ARTEMIS)? {
        let n = g.gain_mina(ctx, s, 2);
        power_note(g, ctx, s, TEMPLE_OF_ARTEMIS, n, "talents");
    }
    Ok(())
}

/// Content-acis AG10: a Wonder's use, once announced (its disk spent, AG12), opens a negation
/// window, which only Bad Omens (#19) answers (its link is a Deity use's, as ACME's Sorcerer
/// answers a Deity's: `cards::negate_rule`). Negated, the use stays spent (the disk gone from the
/// card, the Wonder used this turn) and its power does nothing (content-acis #19).
fn use_negated<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, w: CardId) -> Step<bool> {
    let negated = g.negation_window(ctx, Link::deity(s, w))?;
    if negated {
        ctx.note(
            Some(s),
            g.text(|| format!("{}'s use of the {} is negated", g.q().civ_name(s), name(w))),
            "content-acis-v1 #19 Bad Omens",
        );
    }
    Ok(negated)
}

fn power_note<R: Ruleset>(g: &G<R>, ctx: &mut Ctx, s: Slot, w: CardId, n: u16, what: &str) {
    ctx.note(
        Some(s),
        g.text(|| format!("{} uses the {}: {} {}", g.q().civ_name(s), name(w), n, what)),
        "content-acis-v1 section 4, Wonders",
    );
}

/// The areas holding `s`'s built, unburied Wonders that it occupies: D40 scores each in the
/// Victory Tally, D45 compares their number, D49 breaks ties by it first (A8: disks on the card
/// do not matter; A9: a buried one does not count).
pub fn scoring<R: Ruleset>(g: &G<R>, s: Slot) -> u32 {
    let q = g.q();
    g.st.monuments
        .iter()
        .filter(|m| m.owner == s && !m.buried && q.occupies(s.faction(), m.area))
        .count() as u32
}

/// RB Victory Tally Step (D40): 1 VP for "each of its (unburied) Wonders that shares a land area
/// with one of its disks".
pub fn tally<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx) {
    for s in g.st.order_now() {
        let n = scoring(g, s);
        g.gain_vp(ctx, s, n, "Wonders (ACIS RB Victory Tally Step)");
    }
}

/// RB Aeneas Step, step 1 (D42, A11): "Remove all disks from its Wonders ... returning them to
/// supply ... keep the Wonders in play."
pub fn strip_disks(st: &mut State, s: Slot) {
    let mut back = 0u16;
    for m in st.monuments.iter_mut().filter(|m| m.owner == s) {
        back += u16::from(m.disks);
        m.disks = 0;
    }
    st.civ_mut(s).supply += back;
}

/// AG12: bury the built Wonder `w` (face down; block and disks stay, A9). False if it is not built
/// or already buried.
pub fn bury(st: &mut State, w: CardId) -> bool {
    set_buried(st, w, true)
}

/// AG12: un-bury the buried Wonder `w` (face up and active again). False if it is not buried.
pub fn unbury(st: &mut State, w: CardId) -> bool {
    set_buried(st, w, false)
}

fn set_buried(st: &mut State, w: CardId, buried: bool) -> bool {
    match st.monuments.iter_mut().find(|m| m.card == w) {
        Some(m) if m.buried != buried => {
            m.buried = buried;
            true
        }
        _ => false,
    }
}

/// Says that `w` was buried or un-buried, and `why`.
pub fn note_burial<R: Ruleset>(g: &G<R>, ctx: &mut Ctx, w: CardId, why: &'static str) {
    let Some(m) = built(g.st, w) else {
        return;
    };
    let (owner, verb) = (m.owner, if m.buried { "buried" } else { "un-buried" });
    ctx.note(
        Some(owner),
        g.text(|| format!("{}'s {} is {}", g.q().civ_name(owner), name(w), verb)),
        why,
    );
}
