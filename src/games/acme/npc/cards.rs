//! The NPC's Card Phase and card handling (playbook-spec N1.4, N1.10.1).
//!
//! Play priority (N1.4.3) comes from each card's `npc_priority` in the data (derived from its
//! effect tags when the data gives none), adjusted where the playbook or the card's NPC note makes
//! it depend on the position (Philosopher King, Royal Envoy, Rededication, Grand Astrologer,
//! Prophet). Targets of the implemented cards follow N1.4.8-12; a card added later is targeted by
//! reading its option types, its effect tags and the question's typed role, never its wording
//! (see [`target`]).

use super::placement::{self, Placer};
use crate::games::acme::Ruleset;
use std::borrow::Cow;

use super::{B, Choice, tiebreak};
use crate::games::acme::cards::events::YEAR_OF_JUBILEE;
use crate::games::acme::cards::great_persons::{
    FALSE_PROPHET, GOLD_SMITH, GRAND_ASTROLOGER, PROPHET, ROYAL_ENVOY,
};
use crate::games::acme::cards::religion::{FORSAKEN_BY_GOD, REDEDICATION};
use crate::games::acme::catalog::{AreaId, CardId, FATE_CARDS, Known, MONOTHEISM, TimingKind, tag};
use crate::games::acme::decision::{
    AbilityUse, Action, Decision, Effect, TargetKind, TargetRole, Whose,
};
use crate::games::acme::g::G;
use crate::games::acme::negation::{
    ASSASSIN, CORRUPTER, GOD_OF_THE_SKIES, GODDESS_OF_PEACE, HAND_WRITING, HIGH_PRIEST, PROPHETESS,
    SORCERER,
};
use crate::games::acme::proc::Ctx;
use crate::games::acme::state::{BlockLoc, Faction, NOBODY, Slot};

fn is_fate(c: CardId) -> bool {
    (1..=FATE_CARDS).contains(&c.0)
}

/// Does the card carry any of these effect tags (content-v1 `tags`, as [`tag`] bits)?
pub fn has_tag<R: Ruleset>(b: &B<R>, c: CardId, tags: u32) -> bool {
    is_fate(c) && b.cat.card(c).tags & tags != 0
}

/// A card whose effect costs other civilizations something (N1.4.3 items 3, 6-10).
pub fn harmful<R: Ruleset>(b: &B<R>, c: CardId) -> bool {
    has_tag(
        b,
        c,
        tag::DEITY_HARM
            | tag::OTHERS_LOSE_CARDS
            | tag::OTHERS_LOSE_VP
            | tag::OTHERS_LOSE_MINA
            | tag::REMOVE_OPPOSING
            | tag::PLACE_BARBARIANS
            | tag::OTHERS_LOSE_GROWTH,
    )
}

/// N1.4.3 category from the effect tags (earliest-listed effect, N1.4.4).
fn derived_rank<R: Ruleset>(b: &B<R>, c: CardId) -> u8 {
    let table: [(u32, u8); 11] = [
        (tag::GAIN_CARDS, 1),
        (tag::DEITY_HELP, 2),
        (tag::DEITY_HARM, 3),
        (tag::GAIN_VP, 4),
        (tag::GAIN_MINA, 5),
        (tag::OTHERS_LOSE_CARDS, 6),
        (tag::OTHERS_LOSE_VP, 7),
        (tag::OTHERS_LOSE_MINA, 8),
        (tag::REMOVE_OPPOSING, 9),
        (tag::PLACE_BARBARIANS, 10),
        (tag::PLACE_OWN, 11),
    ];
    table
        .iter()
        .filter(|&&(t, _)| has_tag(b, c, t))
        .map(|&(_, r)| r)
        .min()
        .unwrap_or(12)
}

/// The card's place in the N1.4.3 play priority (1 highest .. 12).
pub fn play_rank<R: Ruleset>(b: &B<R>, c: CardId) -> u8 {
    if !is_fate(c) {
        return 2;
    }
    let q = b.q();
    // The notes are the base game's cards by id (`B::is_card`): 0 matches none.
    let note = if R::is_base_card(c) { c.0 } else { 0 };
    match note {
        // Philosopher King: the card draw needs the Homeland Controlled, else the VP (card note).
        4 => {
            if b.home().is_some_and(|h| q.controls(b.f(), h)) {
                1
            } else {
                4
            }
        }
        // Royal Envoy: restores a temple held by another civilization, else 2 mina.
        7 => {
            if deity_held_by_other(b) {
                2
            } else {
                5
            }
        }
        // Rededication of the Temple: restores the Deity, else VP.
        93 => {
            if deity_troubled(b) {
                2
            } else {
                4
            }
        }
        _ => b
            .cat
            .card(c)
            .raw
            .npc_priority
            .unwrap_or_else(|| derived_rank(b, c)),
    }
}

/// The N1.4.3 category `r` in the game's words (`Ruleset::WORDS`: mina or talents, Deity or
/// Wonder).
fn category<R: Ruleset>(r: u8) -> std::borrow::Cow<'static, str> {
    let w = &R::WORDS;
    match r {
        1 => "gives the NPC cards".into(),
        2 => w.shrine_categories[0].into(),
        3 => w.shrine_categories[1].into(),
        4 => "gives the NPC VP".into(),
        5 => format!("gives the NPC {}", w.coins).into(),
        6 => "makes others lose cards".into(),
        7 => "makes others lose VP".into(),
        8 => format!("makes others lose {}", w.coins).into(),
        9 => "removes opposing disks".into(),
        10 => "places Barbarians".into(),
        11 => "places NPC disks".into(),
        _ => "other cards".into(),
    }
}

fn deity_held_by_other<R: Ruleset>(b: &B<R>) -> bool {
    b.q()
        .deity(b.me)
        .is_some_and(|d| matches!(b.st.block(d), BlockLoc::Captured { owner, .. } if owner == b.me))
}

/// Its Deity is not working normally: inactive, captured, destroyed or returned (N1.4.5f).
pub fn deity_troubled<R: Ruleset>(b: &B<R>) -> bool {
    let q = b.q();
    q.deity(b.me).is_some() && !q.deity_active(b.me)
}

/// Resources the NPC will pay for a Deity (N1.4.5c: mina first, then disks, never cards).
fn can_pay<R: Ruleset>(b: &B<R>, k: u32) -> bool {
    b.st.civ(b.me).treasury as u32 + b.q().disks_on_map(b.f()) >= k
}

/// Method A's order of Deities: the ones that add disks and mina first.
fn deity_pref(d: CardId) -> u8 {
    match d.0 {
        105 => 0,
        107 => 1,
        106 => 2,
        104 => 3,
        108 => 4,
        109 => 5,
        110 => 6,
        _ => 7,
    }
}

/// Method A for cards of the same rank: the card with more effects, then the lower ID.
fn effect_head<R: Ruleset>(b: &B<R>, c: CardId) -> (i64, u8) {
    let n = if is_fate(c) {
        b.cat.card(c).raw.tags.len() as i64
    } else {
        0
    };
    (-n, c.0)
}

/// An option with its rule key and its method-A key.
type Ranked = (Action, (u8, u8), (i64, u8));

// ---------------------------------------------------------------------------------------------
// The Card Phase action (N1.4.2-7, N1.4.15)
// ---------------------------------------------------------------------------------------------

pub fn card_action<R: Ruleset>(b: &B<R>, d: &Decision) -> Choice {
    let q = b.q();
    let mut items: Vec<Ranked> = Vec::new();
    let civ = b.st.civ(b.me);
    for &a in &d.options {
        match a {
            Action::Play(c) => {
                if b.is_card(c, GRAND_ASTROLOGER) {
                    // N1.4.15: only in last place (fewest VP); otherwise kept for a loss.
                    if b.fewest_vp() {
                        items.push((a, (1, 0), effect_head(b, c)));
                    }
                    continue;
                }
                if b.is_card(c, PROPHET) {
                    // N1.4.5f: played to change a Deity that is not working; else kept to negate.
                    if deity_troubled(b) {
                        items.push((a, (2, 0), effect_head(b, c)));
                    }
                    continue;
                }
                // N1.4.7: never a card that costs the NPC itself (Deity cards aside).
                let r = play_rank(b, c);
                if has_tag(b, c, tag::SELF_COST) && r != 2 {
                    continue;
                }
                // N1.4.5b: cards that restore a Deity come before paying for it.
                let sub = if r == 2
                    && matches!(c, GOLD_SMITH | REDEDICATION | MONOTHEISM | ROYAL_ENVOY)
                {
                    0
                } else {
                    5
                };
                items.push((a, (r, sub), effect_head(b, c)));
            }
            Action::Reestablish if can_pay(b, 2) => items.push((a, (2, 1), (0, 0))),
            Action::Cleanse => {
                let price = if civ.deity_inactive_by == Some(FORSAKEN_BY_GOD) {
                    3
                } else {
                    2
                };
                if can_pay(b, price) {
                    items.push((a, (2, 2), (0, 0)));
                }
            }
            Action::Establish(dei) => {
                // Establishing later in the game (N1.4.3 item 2, N1.4.7 allows the cost): only while
                // the NPC keeps at least 6 disks on the map after paying mina first.
                let price = 5u32;
                let disks = q.disks_on_map(b.f());
                let from_map = price.saturating_sub(civ.treasury as u32).max(2);
                if disks >= from_map + 6 {
                    items.push((a, (2, 3), (deity_pref(dei) as i64, dei.0)));
                }
            }
            Action::RequestReturn => {
                // Only from an NPC captor that would agree (a refusal would be asked again and again).
                if let Some((_, captor)) = own_captor(b)
                    && b.st.civ(captor).npc
                    && !b.st.npc.hostile(captor, b.me)
                {
                    items.push((a, (2, 4), (0, 0)));
                }
            }
            Action::OfferReturn(dei) => {
                // +2 VP (N1.4.3 item 4) to an NPC owner that is not an enemy (it always accepts).
                if let BlockLoc::Captured { owner, .. } = b.st.block(dei)
                    && b.st.civ(owner).npc
                    && !b.hostile_to(owner)
                {
                    items.push((a, (4, 0), (0, 0)));
                }
            }
            _ => {}
        }
    }
    match tiebreak::pick(b, items) {
        Some(p) => Choice::new(
            p.action,
            b.why(|| {
                let (r, what) = match p.action {
                    Action::Play(c) if b.is_card(c, GRAND_ASTROLOGER) => {
                        (1, "N1.4.15: Grand Astrologer in last place".to_string())
                    }
                    Action::Play(c) if b.is_card(c, PROPHET) => (
                        2,
                        "N1.4.5f: Prophet changes a Deity that is not working".to_string(),
                    ),
                    Action::Play(c) => {
                        let r = play_rank(b, c);
                        (
                            r,
                            format!(
                                "N1.4.3 priority {r}: {} ({})",
                                b.cat.card_name(c),
                                category::<R>(r)
                            ),
                        )
                    }
                    Action::Reestablish => (2, "N1.4.5a: re-establish its lost Deity".into()),
                    Action::Cleanse => (2, "N1.4.3 priority 2 / G12: cleanse its Deity".into()),
                    Action::Establish(dei) => (
                        2,
                        format!("N1.4.3 priority 2: establish {}", b.cat.card_name(dei)),
                    ),
                    Action::RequestReturn => (2, "N1.4.5: ask for its temple back".into()),
                    Action::OfferReturn(_) => {
                        (4, "N1.4.3 priority 4: return a temple for 2 VP".into())
                    }
                    _ => (12, String::new()),
                };
                let _ = r;
                tiebreak::explain(&what, &p)
            }),
        ),
        None => Choice::new(Action::Pass, "N1.4.2: nothing it would play, so it passes"),
    }
}

fn own_captor<R: Ruleset>(b: &B<R>) -> Option<(CardId, Slot)> {
    let d = b.q().deity(b.me)?;
    match b.st.block(d) {
        BlockLoc::Captured { owner, by } if owner == b.me => Some((d, by)),
        _ => None,
    }
}

/// Engine hook at the start of every Card Phase: difficulty mina (N1.11.2) and the free Deity of
/// an NPC's first Card Phase, which uses up that Card Phase (N1.4.1, A7.4: it passes; reactive
/// Negates stay allowed).
pub fn card_phase_start<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx) {
    let boost = g.st.options.npc.npc_mina_per_card_phase as u16;
    let free = g.st.options.npc.free_deity;
    for s in g.st.order_now() {
        if !g.st.civ(s).npc || g.st.npc.civ(s).out {
            continue;
        }
        if boost > 0 {
            g.gain_mina(ctx, s, boost);
        }
        if g.st.npc.civ(s).first_card_phase_done {
            continue;
        }
        g.st.npc.civ_mut(s).first_card_phase_done = true;
        if !free || g.st.civ(s).deity.is_some() || g.st.civ(s).homeland.is_none() {
            continue;
        }
        let avail: Vec<CardId> = g
            .available_deities(s)
            .into_iter()
            .filter(|&d| d != MONOTHEISM)
            .collect();
        if avail.is_empty() {
            continue;
        }
        let d = avail[g.random(avail.len())];
        g.establish(ctx, s, d);
        g.st.civ_mut(s).passed = true;
        let name = g.q().civ_name(s).to_string();
        ctx.note_with(
            Some(s),
            || {
                format!(
                    "{name} draws {} as its free Deity and passes this Card Phase",
                    g.cat.card_name(d)
                )
            },
            "N1.4.1",
        );
    }
}

// ---------------------------------------------------------------------------------------------
// Keeping, discarding, drawing (N1.4.13-14, N1.4.18, N1.10.1)
// ---------------------------------------------------------------------------------------------

/// N1.4.13 discard order key (smaller goes first): Competition cards, then other non-Negate
/// cards, Negate cards last; within a group the lowest play priority first.
pub fn discard_key<R: Ruleset>(b: &B<R>, c: CardId) -> (u8, std::cmp::Reverse<u8>, u8) {
    if !is_fate(c) {
        return (3, std::cmp::Reverse(0), c.0);
    }
    let card = b.cat.card(c);
    let group = if card.codes.competition {
        0
    } else if card.codes.negate {
        2
    } else {
        1
    };
    (group, std::cmp::Reverse(play_rank(b, c)), c.0)
}

pub fn discard<R: Ruleset>(
    b: &B<R>,
    d: &Decision,
    rule: impl Into<std::borrow::Cow<'static, str>>,
) -> Choice {
    let best = d
        .options
        .iter()
        .copied()
        .filter_map(|a| {
            if let Action::Discard(c) = a {
                Some((a, discard_key(b, c)))
            } else {
                None
            }
        })
        .min_by_key(|x| x.1)
        .map(|x| x.0);
    match best {
        Some(a) => Choice::new(a, rule),
        None => Choice::new(d.options[0], rule),
    }
}

/// N1.4.14 keep order key (smaller is kept): a Negate card, then a Competition card, then the
/// highest play priority. Seductress (#10, N1.4.18): the highest play priority first.
fn keep_key<R: Ruleset>(b: &B<R>, c: CardId, seductress: bool) -> (u8, u8) {
    if !is_fate(c) {
        return (3, 12);
    }
    let card = b.cat.card(c);
    let r = play_rank(b, c);
    if seductress {
        return (0, r);
    }
    let group = if card.codes.negate {
        0
    } else if card.codes.competition {
        1
    } else {
        2
    };
    (group, r)
}

/// A Keep question (Grand Astrologer, the draw abilities): N1.4.14. (The Seductress's keep is a
/// target question with `Effect::Keep`, see [`target`].)
pub fn keep<R: Ruleset>(b: &B<R>, d: &Decision) -> Choice {
    let items: Vec<Ranked> = d
        .options
        .iter()
        .filter_map(|&a| {
            if let Action::Card(c) = a {
                Some((a, keep_key(b, c, false), effect_head(b, c)))
            } else {
                None
            }
        })
        .collect();
    let rule =
        "N1.4.14: keep a Negate card, then a Competition card, then the highest play priority";
    match tiebreak::pick(b, items) {
        Some(p) => Choice::new(p.action, b.why(|| tiebreak::explain(rule, &p))),
        None => Choice::new(d.options[0], rule),
    }
}

/// N1.10.1: buy cards until the hand would reach 6 (Mittani 7 with a Competition card), never a
/// 7th.
pub fn draw_mina<R: Ruleset>(b: &B<R>, d: &Decision) -> Choice {
    draw_mina_with(b, d, 0)
}

/// [`draw_mina`] with `extra` cards the NPC will take from a draw effect after its draws (ACIS's
/// N1.10.1: the Mausoleum of Halicarnassus's card counts before it buys any).
pub fn draw_mina_with<R: Ruleset>(b: &B<R>, d: &Decision, extra: i64) -> Choice {
    let q = b.q();
    let civ = b.st.civ(b.me);
    let limit = q.hand_limit(b.me) as i64;
    let cities = q.cities(b.me);
    let sumer = b.cat.civ(civ.civ).has_known(Known::InventorsOfWriting) && cities >= 2;
    let adjust = b.st.options.npc.npc_draws as i64;
    let base = 3 + cities as i64 / 4 + sumer as i64 + adjust + extra;
    let want = (limit - civ.hand.len() as i64 - base).clamp(0, civ.treasury as i64) as u16;
    let pick = (0..=want)
        .rev()
        .map(Action::Number)
        .find(|a| d.options.contains(a))
        .unwrap_or(d.options[0]);
    Choice::new(
        pick,
        b.why(|| format!("N1.10.1: buy cards until the hand reaches {limit}, never more")),
    )
}

// ---------------------------------------------------------------------------------------------
// Negation (N1.4.16-17)
// ---------------------------------------------------------------------------------------------

/// Which Negate to spend first: a Deity's (free), then the narrowest cards, High Priest (costs a
/// disk) and Hand Writing on the Wall (the only answer to Events) last.
fn negate_pref(c: CardId) -> u8 {
    match c {
        GODDESS_OF_PEACE | GOD_OF_THE_SKIES => 0,
        PROPHETESS => 1,
        CORRUPTER => 2,
        ASSASSIN => 3,
        SORCERER => 4,
        PROPHET => 5,
        HIGH_PRIEST => 6,
        HAND_WRITING => 7,
        _ => 8,
    }
}

/// Could `neg` also cancel another harmful card in `x`'s hand? (N1.4.16c; the engine looks at the
/// real hand, A7.6.)
fn holds_another<R: Ruleset>(b: &B<R>, x: Slot, neg: CardId) -> bool {
    if x.idx() >= b.st.civs.len() {
        return false;
    }
    b.st.civ(x).hand.iter().any(|&c| {
        if !is_fate(c) || !harmful(b, c) {
            return false;
        }
        let card = b.cat.card(c);
        match neg {
            PROPHETESS | HIGH_PRIEST | HAND_WRITING => true,
            ASSASSIN | CORRUPTER => card.great_person(),
            PROPHET => card.codes.religion || matches!(c, FALSE_PROPHET | FORSAKEN_BY_GOD),
            _ => false,
        }
    })
}

/// Would this Event put Barbarians into an area holding NPC disks? (N1.4.17.)
fn event_threatens<R: Ruleset>(b: &B<R>, e: CardId) -> bool {
    // The Barbarian invasion Events (content #98-102) carry their invasion data.
    if !is_fate(e) || b.cat.card(e).invasion.is_none() {
        return false;
    }
    let q = b.q();
    super::invasion::entry_options(b, e).into_iter().any(|gz| {
        let hit = crate::games::acme::catalog::bit(gz) | super::invasion::spread(b, e, gz);
        crate::games::acme::catalog::iter_set(hit).any(|a| q.occupies(b.f(), a))
    })
}

pub fn negate<R: Ruleset>(b: &B<R>, d: &Decision, target: CardId, by: Slot) -> Choice {
    let negs: Vec<CardId> = d
        .options
        .iter()
        .filter_map(|a| match a {
            Action::Negate(x) => Some(*x),
            _ => None,
        })
        .collect();
    let Some(&best) = negs.iter().min_by_key(|&&c| negate_pref(c)) else {
        return Choice::new(Action::Decline, "N1.4.16: no Negate to use");
    };
    let chain = d.chain.unwrap_or_default();
    let me = crate::games::acme::state::slot_bit(b.me);
    // Events: only Hand Writing on the Wall answers them (N1.4.17, N1.4.16b).
    if is_fate(target) && b.cat.card(target).is_event() && chain.depth <= 1 {
        if event_threatens(b, target) {
            return Choice::new(
                Action::Negate(best),
                "N1.4.17: Hand Writing on the Wall stops Barbarians coming into NPC areas",
            );
        }
        if target == YEAR_OF_JUBILEE && b.st.civ(b.me).treasury >= 5 {
            return Choice::new(
                Action::Negate(best),
                b.why(|| {
                    format!(
                        "N1.4.16b: protect its {} from The Year of Jubilee",
                        R::WORDS.coins
                    )
                }),
            );
        }
        return Choice::new(
            Action::Decline,
            "N1.4.17: the Event puts no Barbarians in its areas",
        );
    }
    // A lasting card lying on its Deity or display (G18) is a harm it may lift.
    let lasting_on_me = by == NOBODY && chain.depth == 1 && chain.affects & me != 0;
    let harmed = chain.harms & me != 0 || lasting_on_me;
    if !harmed {
        return Choice::new(
            Action::Decline,
            "N1.4.16a: never used to stop another civilization's gains",
        );
    }
    if chain.depth.is_multiple_of(2) {
        return Choice::new(Action::Decline, "N1.4.16b: the harm is already negated");
    }
    if chain.depth == 1 && by != NOBODY && holds_another(b, by, best) {
        let (even, card) = tiebreak::even_reveal(b);
        let id = card
            .map(|c| format!("#{}", c.0))
            .unwrap_or_else(|| "no card".into());
        if !even {
            return Choice::new(
                Action::Decline,
                b.why(|| format!(
                    "N1.4.16c: the attacker holds another card it could cancel; {id} is odd, so it keeps the Negate"
                )),
            );
        }
        return Choice::new(
            Action::Negate(best),
            b.why(|| format!(
                "N1.4.16c: the attacker holds another card it could cancel; {id} is even, so it negates now"
            )),
        );
    }
    Choice::new(
        Action::Negate(best),
        b.why(|| {
            format!(
                "N1.4.16b: always protect itself from losing disks, {}, VP or cards",
                R::WORDS.coins
            )
        }),
    )
}

// ---------------------------------------------------------------------------------------------
// Card options and abilities
// ---------------------------------------------------------------------------------------------

pub fn card_option<R: Ruleset>(b: &B<R>, d: &Decision, card: CardId) -> Choice {
    let has = |i: u8| d.options.contains(&Action::Option(i));
    if b.is_card(card, GRAND_ASTROLOGER) && has(1) {
        return Choice::new(
            Action::Option(1),
            "N1.4.15: Grand Astrologer always takes option (b)",
        );
    }
    // The notes are the base game's cards by id (`B::is_card`): 0 matches none.
    let note = if R::is_base_card(card) { card.0 } else { 0 };
    match note {
        // Dancer of the 7 Veils, as victim: it pays the 2 mina (card note #13).
        13 if has(0) => {
            return Choice::new(
                Action::Option(0),
                b.why(|| {
                    format!(
                        "card note #13: the NPC victim pays the 2 {}",
                        R::WORDS.coins
                    )
                }),
            );
        }
        // Improved Bow: a colour disk rather than a white Ally (it does not come back).
        36 if has(0) => {
            return Choice::new(
                Action::Option(0),
                "N1.4.10 (extended): a colour disk rather than an Ally",
            );
        }
        // Rededication: restore the Deity first (N1.4.5), lift the card on it, else the VP.
        93 => {
            for (i, why) in [
                (1, "N1.4.5: re-establish its Deity"),
                (0, "N1.4.5: lift the card on its Deity"),
                (2, "N1.4.3 priority 4: the VP"),
            ] {
                if has(i) {
                    return Choice::new(Action::Option(i), why);
                }
            }
        }
        _ => {}
    }
    Choice::new(
        d.options[0],
        "N1.1.3 rule 3 (extended): a card's first printed option",
    )
}

/// Yes/No and other questions about abilities and optional card effects (N1.4.6: "you may"
/// options are taken for their benefit).
pub fn use_ability<R: Ruleset>(b: &B<R>, d: &Decision, ability: AbilityUse) -> Choice {
    let has = |a: &Action| d.options.contains(a);
    if ability == AbilityUse::OptionalDraw && d.options.contains(&Action::No) {
        // Card note #4 / N1.10.1: the optional draw, unless it would give it a 7th card.
        let full = b.st.civ(b.me).hand.len() >= b.q().hand_limit(b.me);
        let a = if full { Action::No } else { Action::Yes };
        return Choice::new(
            a,
            "N1.4.6 / N1.10.1: the optional draw unless it makes a 7th card",
        );
    }
    match ability {
        AbilityUse::PeaceOffer => {
            return Choice::new(
                Action::Decline,
                "X2.4.2: only human civilizations make Peace Offers",
            );
        }
        AbilityUse::SiegeTrain => {
            let targets: Vec<(AreaId, Faction)> = d
                .options
                .iter()
                .filter_map(Action::area)
                .flat_map(|a| {
                    b.others()
                        .filter(move |&x| b.st.area(a).count(x.faction()) >= 3)
                        .map(move |x| (a, x.faction()))
                })
                .collect();
            return match placement::opposing_target(b, &targets) {
                Some((i, rule)) => Choice::new(
                    Action::Area(targets[i].0),
                    b.why(|| format!("N1.4.8 / N1.4.10 (Siege Train): {rule}")),
                ),
                None => Choice::new(Action::Decline, "N1.4.8: no enemy City to batter"),
            };
        }
        _ => {}
    }
    let discards: Vec<CardId> = d
        .options
        .iter()
        .filter_map(|a| match a {
            Action::Discard(x) => Some(*x),
            _ => None,
        })
        .collect();
    if !discards.is_empty() {
        return discard(
            b,
            d,
            "N1.4.6 / N1.4.13: the ability is used, paying with the card it values least",
        );
    }
    if has(&Action::Yes) {
        return Choice::new(
            Action::Yes,
            "N1.4.6: \"you may\" options are always taken for their benefit",
        );
    }
    if let Some(max) = d.options.iter().filter_map(Action::number).max() {
        return Choice::new(
            Action::Number(max),
            "N1.4.6 (extended): the ability is used to the full",
        );
    }
    let first = d
        .options
        .iter()
        .copied()
        .find(|a| !matches!(a, Action::Decline | Action::No | Action::Done))
        .unwrap_or(d.options[0]);
    Choice::new(first, "N1.4.6 (extended): the ability is used")
}

// ---------------------------------------------------------------------------------------------
// Targets (N1.4.8-12)
// ---------------------------------------------------------------------------------------------

// Counted first, so that the list is allocated once at its size (and not at all when empty).
fn areas_of(d: &Decision) -> Vec<AreaId> {
    let n = d.options.iter().filter(|a| a.area().is_some()).count();
    let mut v = Vec::with_capacity(n);
    v.extend(d.options.iter().filter_map(Action::area));
    v
}

fn slots_of(d: &Decision) -> Vec<Slot> {
    let n = d.options.iter().filter(|a| a.civ().is_some()).count();
    let mut v = Vec::with_capacity(n);
    v.extend(d.options.iter().filter_map(Action::civ));
    v
}

/// Harm order for civilizations (N1.4.8, N1.3.5): Primary Enemy, other enemies, then non-enemies by
/// most VP, most Cities, Turn Order.
pub fn harm_slot<R: Ruleset>(b: &B<R>, slots: &[Slot]) -> Option<Slot> {
    let cities = b.city_sets();
    slots
        .iter()
        .copied()
        .filter(|&x| x != b.me)
        .min_by_key(|&x| {
            (
                b.class(x.faction()),
                std::cmp::Reverse(b.vp(x)),
                std::cmp::Reverse(cities[x.idx()].count_ones()),
                b.st.turn_pos(x),
            )
        })
        .or_else(|| slots.first().copied())
}

/// Placement by N1.9 among `areas` (card placements, N1.4.9).
fn place_among<R: Ruleset>(
    b: &B<R>,
    d: &Decision,
    areas: &[AreaId],
    left: u16,
    card: CardId,
) -> Choice {
    let p = Placer::new(*b, areas.iter().copied(), left);
    match p.choose() {
        Some((a, rule)) => Choice::new(
            Action::Area(a),
            b.why(|| format!("N1.4.9 ({}): {rule}", b.cat.card_name(card))),
        ),
        None if d.options.contains(&Action::Done) => {
            Choice::new(Action::Done, "N1.9 priority 28: no priority applies")
        }
        None => {
            let best = areas
                .iter()
                .copied()
                .min_by_key(|&a| {
                    (
                        -placement::terrain_score(b.q().terrain(a)),
                        b.cat.board.area(a).ne_sw_rank,
                    )
                })
                .map(Action::Area)
                .unwrap_or(d.options[0]);
            Choice::new(
                best,
                "N1.4.9 (extended): no priority applies; the best terrain (N1.9.12)",
            )
        }
    }
}

/// N1.4.11: which of its own areas gives up a disk.
fn own_removal<R: Ruleset>(b: &B<R>, d: &Decision, areas: &[AreaId], rule: &'static str) -> Choice {
    let a = areas.iter().copied().min_by_key({
        let ranker = placement::AreaRanker::new(b);
        move |&a| {
            (
                placement::own_removal_key_ranked(b, &ranker, a),
                b.cat.board.area(a).ne_sw_rank,
            )
        }
    });
    match a {
        Some(a) => {
            let act = if d.options.contains(&Action::RemoveFrom(a)) {
                Action::RemoveFrom(a)
            } else {
                Action::Area(a)
            };
            Choice::new(act, rule)
        }
        None => Choice::new(d.options[0], rule),
    }
}

/// N1.6.1: which Barbarian area to take disks from.
fn barbarian_removal<R: Ruleset>(b: &B<R>, areas: &[AreaId]) -> Option<AreaId> {
    areas.iter().copied().min_by_key({
        let order = placement::BarbarianRemoval::new(b);
        move |&a| order.key(a)
    })
}

/// A harmful area choice by N1.4.10 (areas holding opposing disks).
fn harm_area<R: Ruleset>(b: &B<R>, areas: &[AreaId]) -> Option<(AreaId, Cow<'static, str>)> {
    // Room for two opposing factions per area (rarely more): one allocation for most questions.
    let mut targets: Vec<(AreaId, Faction)> = Vec::with_capacity(2 * areas.len());
    targets.extend(areas.iter().flat_map(|&a| {
        b.st.area(a)
            .factions()
            .filter(|&f| f != b.f())
            .map(move |f| (a, f))
    }));
    placement::opposing_target(b, &targets).map(|(i, rule)| (targets[i].0, rule))
}

/// A target question as the brain reads it: its role, the card's data and the options offered.
/// The lists of areas and civilizations offered are made once per question and lent to the rules
/// that read them (no rule copies them).
struct TargetAsk<'a, 'b, R: Ruleset> {
    b: &'a B<'b, R>,
    d: &'a Decision,
    card: CardId,
    role: TargetRole,
    areas: Vec<AreaId>,
    slots: Vec<Slot>,
}

impl<R: Ruleset> TargetAsk<'_, '_, R> {
    fn is(&self, effect: Effect) -> bool {
        self.role.effect == effect
    }
    fn answer(&self, act: Action, rule: impl Into<Cow<'static, str>>) -> Option<Choice> {
        Some(Choice::new(act, rule))
    }
}

/// One targeting rule: an answer when the rule applies to the question, else `None` (the next
/// rule is tried).
type TargetRule<R> = fn(&TargetAsk<R>) -> Option<Choice>;

/// The targeting rules in the order they are tried: first the card effects the playbook gives a
/// rule of their own, then the general rules for areas, civilizations, Factions, cards and
/// Deities. Each reads the question's [`TargetRole`] and the card's data, never its sentence.
struct TargetRules<R>(std::marker::PhantomData<R>);

impl<R: Ruleset> TargetRules<R> {
    const TARGET_RULES: [TargetRule<R>; 22] = [
        n1_4_5b_deity_to_establish,
        n1_5_2_betrayed_stack,
        n1_4_7_disk_paid,
        n1_5_stack_to_beat,
        n1_4_12_plague_city,
        n1_4_10_rebellion_area,
        n1_4_10_zeal_area,
        n1_4_21_invasion_area,
        n1_6_1_barbarian_source,
        n1_4_5d_march_source,
        n1_4_11_own_disk_area,
        n1_4_10_harmed_area,
        n1_4_9_placement_area,
        n1_4_10_area_otherwise,
        card_note_14_served_civ,
        card_note_gift_civ,
        n1_4_8_harmed_civ,
        n1_3_5_harmed_faction,
        n1_4_13_own_discard,
        n1_4_19_rival_discard,
        n1_4_14_card_kept,
        n1_2_deity,
    ];
}

/// A target for a card or ability (N1.4.8-19): the first rule of [`TARGET_RULES`] that applies,
/// else the first offered answer.
pub fn target<R: Ruleset>(b: &B<R>, d: &Decision, card: CardId, role: TargetRole) -> Choice {
    let t = TargetAsk {
        b,
        d,
        card,
        role,
        areas: areas_of(d),
        slots: slots_of(d),
    };
    TargetRules::<R>::TARGET_RULES
        .iter()
        .find_map(|rule| rule(&t))
        .unwrap_or_else(|| {
            let first = d
                .options
                .iter()
                .copied()
                .find(|a| !matches!(a, Action::Done | Action::Decline))
                .unwrap_or(d.options[0]);
            Choice::new(first, "N1.1.3 (extended): the first offered answer")
        })
}

fn establish_options(d: &Decision) -> impl Iterator<Item = CardId> + '_ {
    d.options.iter().filter_map(|a| match a {
        Action::Establish(x) => Some(*x),
        _ => None,
    })
}

/// N1.4.5b: a Deity established by a card (Gold Smith) is the most useful one.
fn n1_4_5b_deity_to_establish<R: Ruleset>(t: &TargetAsk<R>) -> Option<Choice> {
    if !t.is(Effect::Establish) {
        return None;
    }
    let x = establish_options(t.d).min_by_key(|&x| deity_pref(x))?;
    let items =
        t.d.options
            .iter()
            .map(|&a| {
                let pref = match a {
                    Action::Establish(y) => deity_pref(y),
                    _ => 9,
                };
                (a, 0u8, pref)
            })
            .collect();
    let p = tiebreak::pick(t.b, items);
    let act = p.as_ref().map(|p| p.action).unwrap_or(Action::Establish(x));
    t.answer(
        act,
        "N1.4.5b: Gold Smith establishes a Deity (method A: the most useful one)",
    )
}

/// N1.5.2: the civilization betrayed is the one with the largest stack in the contested area.
fn n1_5_2_betrayed_stack<R: Ruleset>(t: &TargetAsk<R>) -> Option<Choice> {
    if !t.is(Effect::Betray) || t.slots.is_empty() {
        return None;
    }
    let b = t.b;
    let a = super::competition::traitor_area(b)?;
    let v = t.slots.iter().copied().max_by_key(|&x| {
        (
            b.q().disks(x.faction(), a),
            std::cmp::Reverse(b.class(x.faction())),
        )
    })?;
    t.answer(
        Action::Civ(v),
        "N1.5.2: Traitor removes the largest opposing stack",
    )
}

/// N1.4.7 / N1.4.11: a price paid with one of its own disks takes the most expendable one.
fn n1_4_7_disk_paid<R: Ruleset>(t: &TargetAsk<R>) -> Option<Choice> {
    if !t.is(Effect::Pay) {
        return None;
    }
    let own: Vec<AreaId> =
        t.d.options
            .iter()
            .filter_map(|a| match a {
                Action::RemoveFrom(x) => Some(*x),
                _ => None,
            })
            .collect();
    Some(own_removal(
        t.b,
        t.d,
        &own,
        "N1.4.7 / N1.4.11: High Priest is paid with its most expendable disk",
    ))
}

/// N1.5 / N1.4.8: a card that weakens a stack in the contested area aims at the enemy stack the
/// NPC must beat (the strongest enemy first).
fn n1_5_stack_to_beat<R: Ruleset>(t: &TargetAsk<R>) -> Option<Choice> {
    if !t.is(Effect::Weaken) || t.slots.is_empty() {
        return None;
    }
    let b = t.b;
    let a = b.st.comp.area;
    let v = t.slots.iter().copied().min_by_key(|&x| {
        let s = a.map(|a| b.st.area(a).strength(x.faction())).unwrap_or(0);
        (
            b.class(x.faction()) > 1,
            std::cmp::Reverse(s),
            b.class(x.faction()),
        )
    })?;
    t.answer(
        Action::Civ(v),
        "N1.5 / N1.4.8: aimed at the enemy stack it must beat",
    )
}

/// N1.4.12: a City struck with its neighbours (Biblical Plague): the most enemy disks lost, then
/// opposing disks, the fewest of its own.
fn n1_4_12_plague_city<R: Ruleset>(t: &TargetAsk<R>) -> Option<Choice> {
    if !t.is(Effect::StrikeAround) || t.areas.is_empty() {
        return None;
    }
    let b = t.b;
    let q = b.q();
    let score = |a: AreaId| {
        let mut enemy = 0i64;
        let mut opp = 0i64;
        let mut own = 0i64;
        let victim = b
            .others()
            .filter(|&x| q.is_city(x, a))
            .min_by_key(|&x| b.class(x.faction()));
        if let Some(v) = victim {
            let cut = q.disks(v.faction(), a) as i64 - 1;
            opp += cut;
            if b.is_enemy(v.faction()) {
                enemy += cut;
            }
        }
        for n in q.neighbours(a) {
            for f in b.st.area(n).factions() {
                if f == b.f() {
                    own += 1;
                } else {
                    opp += 1;
                    if b.is_enemy(f) {
                        enemy += 1;
                    }
                }
            }
        }
        (-enemy, -opp, own)
    };
    let items = t
        .areas
        .iter()
        .map(|&a| (Action::Area(a), score(a), b.cat.board.area(a).ne_sw_rank))
        .collect();
    let p = tiebreak::pick(b, items)?;
    t.answer(
        p.action,
        b.why(|| {
            tiebreak::explain(
                "N1.4.12: the most enemy disks lost, the fewest of its own",
                &p,
            )
        }),
    )
}

/// N1.4.10: the area that rises in rebellion is the best opposing target.
fn n1_4_10_rebellion_area<R: Ruleset>(t: &TargetAsk<R>) -> Option<Choice> {
    if !t.is(Effect::Revolt) || t.areas.is_empty() {
        return None;
    }
    let (a, rule) = harm_area(t.b, &t.areas)?;
    t.answer(Action::Area(a), t.b.why(|| format!("Rebellion: {rule}")))
}

/// N1.4.10: Religious Zeal from the own Land area whose neighbours hold the most enemy disks to
/// convert.
fn n1_4_10_zeal_area<R: Ruleset>(t: &TargetAsk<R>) -> Option<Choice> {
    if !t.is(Effect::Convert) || t.areas.is_empty() {
        return None;
    }
    let b = t.b;
    let q = b.q();
    let score = |a: AreaId| {
        let ns: Vec<AreaId> = q.neighbours(a).filter(|&n| q.is_land(n)).collect();
        let enemy = ns.iter().filter(|&&n| b.enemy_in(n)).count() as i64;
        let opp = ns
            .iter()
            .filter(|&&n| b.st.area(n).factions().any(|f| f != b.f()))
            .count() as i64;
        (-enemy, -opp)
    };
    let items = t
        .areas
        .iter()
        .map(|&a| (Action::Area(a), score(a), b.cat.board.area(a).ne_sw_rank))
        .collect();
    let p = tiebreak::pick(b, items)?;
    t.answer(
        p.action,
        b.why(|| {
            tiebreak::explain(
                "N1.4.10: Religious Zeal where the most enemy disks can be converted",
                &p,
            )
        }),
    )
}

/// N1.4.21 / N1.6.1: an invasion card (one with invasion data) takes borrowed Barbarian disks
/// from the NPC's own areas first, and sends its vanguard or fleet where it hurts most.
fn n1_4_21_invasion_area<R: Ruleset>(t: &TargetAsk<R>) -> Option<Choice> {
    let invasion = is_fate(t.card) && t.b.cat.card(t.card).invasion.is_some();
    if !invasion || t.areas.is_empty() {
        return None;
    }
    if !barbarian_source(t.role) {
        return Some(super::invasion::extra_area(t.b, t.d, t.card, &t.areas));
    }
    let a = barbarian_removal(t.b, &t.areas)?;
    t.answer(
        Action::Area(a),
        "N1.6.1: Barbarian disks are taken from its own areas first",
    )
}

/// Is the target an area a Barbarian disk (or cube) is taken from?
fn barbarian_source(role: TargetRole) -> bool {
    role.whose == Whose::Barbarian && matches!(role.effect, Effect::Take | Effect::Revolt)
}

/// N1.6.1: Barbarian disks are taken in the Barbarian removal order.
fn n1_6_1_barbarian_source<R: Ruleset>(t: &TargetAsk<R>) -> Option<Choice> {
    if t.areas.is_empty() || !barbarian_source(t.role) {
        return None;
    }
    let a = barbarian_removal(t.b, &t.areas)?;
    t.answer(Action::Area(a), "N1.6.1: Barbarian removal order")
}

/// Are all the offered areas ones where the NPC has disks?
fn all_mine<R: Ruleset>(t: &TargetAsk<R>) -> bool {
    t.areas.iter().all(|&a| t.b.mine(a) > 0)
}

/// N1.4.5d / N1.5: a disk marches only from where it costs nothing (else Done, else the most
/// expendable, N1.4.11).
fn n1_4_5d_march_source<R: Ruleset>(t: &TargetAsk<R>) -> Option<Choice> {
    if t.areas.is_empty() || !t.is(Effect::March) || !all_mine(t) {
        return None;
    }
    let b = t.b;
    let spare: Vec<AreaId> = t
        .areas
        .iter()
        .copied()
        .filter(|&a| !placement::loses_value(b, a))
        .collect();
    if spare.is_empty() && t.d.options.contains(&Action::Done) {
        return t.answer(
            Action::Done,
            "N1.5 / N1.4.5d: no disk can march without a loss",
        );
    }
    let from = if spare.is_empty() {
        &t.areas
    } else {
        &spare[..]
    };
    Some(own_removal(
        b,
        t.d,
        from,
        "N1.4.11: the disk that marches is its most expendable",
    ))
}

/// N1.4.11: its own disk returned or removed, or a disk moving among its own areas, goes in the
/// reverse order of N1.9.
fn n1_4_11_own_disk_area<R: Ruleset>(t: &TargetAsk<R>) -> Option<Choice> {
    if t.areas.is_empty() {
        return None;
    }
    let own_loss = t.role.whose == Whose::Own && t.is(Effect::Lose);
    if !(own_loss || (t.is(Effect::MoveTo) && all_mine(t))) {
        return None;
    }
    Some(own_removal(
        t.b,
        t.d,
        &t.areas,
        "N1.4.11: its own disks in the reverse order of N1.9",
    ))
}

/// N1.4.10: a harmful card, or one aimed at opposing disks, strikes the best opposing target.
fn n1_4_10_harmed_area<R: Ruleset>(t: &TargetAsk<R>) -> Option<Choice> {
    if t.areas.is_empty() || !(harmful(t.b, t.card) || t.role.whose == Whose::Opposing) {
        return None;
    }
    let (a, rule) = harm_area(t.b, &t.areas)?;
    t.answer(Action::Area(a), rule)
}

/// Is the area chosen for disks (placed, moved, standing there), for the sea, or for Control?
fn about_disks(role: TargetRole) -> bool {
    role.effect == Effect::Place
        || matches!(
            role.kind,
            TargetKind::Disks | TargetKind::Sea | TargetKind::Controlled
        )
}

/// N1.4.9: a card that places the NPC's disks, or an area chosen for disks, or one that does not
/// harm, is chosen by the N1.9 placement priorities (with up to 4 disks in mind).
fn n1_4_9_placement_area<R: Ruleset>(t: &TargetAsk<R>) -> Option<Choice> {
    if t.areas.is_empty()
        || !(has_tag(t.b, t.card, tag::PLACE_OWN) || about_disks(t.role) || !harmful(t.b, t.card))
    {
        return None;
    }
    let left = t.b.st.civ(t.b.me).supply.min(4);
    Some(place_among(t.b, t.d, &t.areas, left, t.card))
}

/// N1.4.10, else N1.4.9 for one disk: a harmful card with no opposing target in reach.
fn n1_4_10_area_otherwise<R: Ruleset>(t: &TargetAsk<R>) -> Option<Choice> {
    if t.areas.is_empty() {
        return None;
    }
    if let Some((a, rule)) = harm_area(t.b, &t.areas) {
        return t.answer(Action::Area(a), rule);
    }
    Some(place_among(t.b, t.d, &t.areas, 1, t.card))
}

/// A civilization that is not its enemy, else the fewest VP (the one a gift or help serves).
fn friend_among<R: Ruleset>(b: &B<R>, slots: &[Slot]) -> Option<Slot> {
    slots
        .iter()
        .copied()
        .filter(|&x| x != b.me)
        .min_by_key(|&x| (b.hostile_to(x), b.vp(x), b.st.turn_pos(x)))
}

/// Card note #14: troops joining a civilization as allies serve one that is not its enemy.
fn card_note_14_served_civ<R: Ruleset>(t: &TargetAsk<R>) -> Option<Choice> {
    if t.slots.is_empty() || !t.is(Effect::Ally) {
        return None;
    }
    let v = friend_among(t.b, &t.slots)?;
    t.answer(
        Action::Civ(v),
        "card note #14: it serves a civilization that is not its enemy",
    )
}

/// Card note (Amarna Letters): a gift goes to a non-enemy, else the fewest VP.
fn card_note_gift_civ<R: Ruleset>(t: &TargetAsk<R>) -> Option<Choice> {
    let gives = has_tag(t.b, t.card, tag::OTHERS_GAIN) || t.is(Effect::Help);
    if t.slots.is_empty() || !gives || harmful(t.b, t.card) {
        return None;
    }
    let v = friend_among(t.b, &t.slots)?;
    t.answer(
        Action::Civ(v),
        "card note (Amarna Letters): a gift goes to a non-enemy, else the fewest VP",
    )
}

/// N1.4.8: the Primary Enemy, else an enemy, else the civilization with the most VP.
fn n1_4_8_harmed_civ<R: Ruleset>(t: &TargetAsk<R>) -> Option<Choice> {
    let v = harm_slot(t.b, &t.slots)?;
    t.answer(
        Action::Civ(v),
        "N1.4.8: the Primary Enemy, else an enemy, else the civilization with the most VP",
    )
}

/// N1.3.5: a Faction struck: the Primary Enemy, other enemies, Barbarians, then non-enemies.
fn n1_3_5_harmed_faction<R: Ruleset>(t: &TargetAsk<R>) -> Option<Choice> {
    let b = t.b;
    let area = b.st.comp.area.or(t.d.area);
    let f =
        t.d.options
            .iter()
            .filter_map(Action::faction)
            .filter(|&f| f != b.f())
            .min_by_key(|&f| {
                let s = area.map(|a| b.st.area(a).strength(f)).unwrap_or(0);
                (b.class(f), std::cmp::Reverse(s))
            })?;
    t.answer(
        Action::Faction(f),
        "N1.3.5: Primary Enemy, other enemies, Barbarians, then non-enemies",
    )
}

fn cards_of(d: &Decision) -> Vec<CardId> {
    d.options.iter().filter_map(Action::card).collect()
}

/// N1.4.13: one of its own cards to discard is the one it values least.
fn n1_4_13_own_discard<R: Ruleset>(t: &TargetAsk<R>) -> Option<Choice> {
    if !t.is(Effect::Discard) {
        return None;
    }
    let cards = cards_of(t.d);
    let hand = &t.b.st.civ(t.b.me).hand;
    if cards.is_empty() || !cards.iter().all(|c| hand.contains(c)) {
        return None;
    }
    let c = cards.iter().copied().min_by_key(|&c| discard_key(t.b, c))?;
    t.answer(
        Action::Card(c),
        "N1.4.13: it gives up the card it values least",
    )
}

/// N1.4.19: a rival discards the card that would give it the greatest gain.
fn n1_4_19_rival_discard<R: Ruleset>(t: &TargetAsk<R>) -> Option<Choice> {
    if !t.is(Effect::Discard) {
        return None;
    }
    let c = cards_of(t.d)
        .into_iter()
        .min_by_key(|&c| (play_rank(t.b, c), c.0))?;
    t.answer(
        Action::Card(c),
        "N1.4.19: the card that would give the rival the greatest gain",
    )
}

/// N1.4.14: a card taken is a Negate card, then a Competition card, then the highest play
/// priority; N1.4.18: a card kept (the others given back) is the highest on its play priority.
fn n1_4_14_card_kept<R: Ruleset>(t: &TargetAsk<R>) -> Option<Choice> {
    let cards = cards_of(t.d);
    if cards.is_empty() {
        return None;
    }
    let b = t.b;
    let keep = t.is(Effect::Keep);
    let items = cards
        .iter()
        .map(|&c| (Action::Card(c), keep_key(b, c, keep), effect_head(b, c)))
        .collect();
    let p = tiebreak::pick(b, items)?;
    let rule = if keep {
        "N1.4.18: the card highest on its play priority"
    } else {
        "N1.4.14: a Negate card, then a Competition card, then the highest play priority"
    };
    t.answer(p.action, b.why(|| tiebreak::explain(rule, &p)))
}

/// N1.2 method A: the Deity that helps it most.
fn n1_2_deity<R: Ruleset>(t: &TargetAsk<R>) -> Option<Choice> {
    let x = establish_options(t.d).min_by_key(|&x| deity_pref(x))?;
    t.answer(
        Action::Establish(x),
        "N1.2 method A: the Deity that helps it most",
    )
}

/// Is the card one the NPC cannot play now and keeps only to absorb a loss (N1.4.20)? Competition
/// and out-of-turn Negate cards have their own moments and are not "unplayable"; Grand Astrologer
/// is kept for a loss while the NPC is not last (N1.4.15).
pub fn unplayable<R: Ruleset>(b: &B<R>, g: &G<R>, c: CardId) -> bool {
    unplayable_by_kind(b, c)
        .unwrap_or_else(|| !crate::games::acme::cardphase::playable_now(g, b.me, c))
}

/// [`unplayable`] where the card's kind decides without asking the Card Phase rules (None: ask
/// `cardphase::playable_now`). Why apart: that question needs a `G`, which the brain (reading a
/// shared state) gets only from a scratch copy of the state; a loss asks this of every card in
/// hand and often needs no copy at all.
pub fn unplayable_by_kind<R: Ruleset>(b: &B<R>, c: CardId) -> Option<bool> {
    if !is_fate(c) {
        return Some(false);
    }
    let card = b.cat.card(c);
    if card.codes.competition
        || matches!(
            card.timing,
            TimingKind::OutOfTurnNegate
                | TimingKind::CompetitionPhaseStart
                | TimingKind::CompetitionStep1
        )
    {
        return Some(false);
    }
    if b.is_card(c, GRAND_ASTROLOGER) {
        return Some(!b.fewest_vp());
    }
    if b.is_card(c, PROPHET) {
        return Some(false);
    }
    None
}
