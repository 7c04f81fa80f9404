//! Religion cards (89-95). A godless civilization may not play R cards for their effect (G17;
//! checked by `cardphase::playable_now`). Forsaken by God (#92) carries no R code. Hand Writing on
//! the Wall (#94) is a Negate card: its scope lives in `negation::can_negate`.

use super::{CardPhaseImpl, Targets};
use crate::games::acme::catalog::{AreaId, CardId, MONOTHEISM};
use crate::games::acme::decision::{Action, Ask, Decision};
use crate::games::acme::decision::{Effect, TargetKind, TargetRole, Whose};
use crate::games::acme::g::G;
use crate::games::acme::losses::{Loss, LossMemo, LossRules};
use crate::games::acme::proc::{Ctx, Step};
use crate::games::acme::ruleset::Ruleset;
use crate::games::acme::state::slot_bit;
use crate::games::acme::state::{BlockLoc, FACTIONS, Faction, Slot, TableCard};

pub(crate) const BLASPHEMY: CardId = CardId(90);
pub(crate) const RELIGIOUS_ZEAL: CardId = CardId(91);
pub(crate) const FORSAKEN_BY_GOD: CardId = CardId(92);
pub(crate) const REDEDICATION: CardId = CardId(93);
#[allow(dead_code)] // the deck's list names every card; no rule names this one
pub(crate) const HAND_WRITING: CardId = CardId(94);

pub(crate) fn card_phase<R: Ruleset>(id: u8) -> Option<CardPhaseImpl<R>> {
    Some(match id {
        89 => heresy::<R, 89>(),
        90 => CardPhaseImpl {
            playable: has_active_deity_victim,
            declare: blasphemy_declare,
            resolve: inactivity_resolve,
        },
        91 => CardPhaseImpl {
            playable: zeal_playable,
            declare: zeal_declare,
            resolve: zeal_resolve,
        },
        92 => CardPhaseImpl {
            playable: has_active_deity_victim,
            declare: forsaken_declare,
            resolve: inactivity_resolve,
        },
        93 => CardPhaseImpl {
            playable: |_, _| true,
            declare: rededication_declare,
            resolve: rededication_resolve,
        },
        95 => CardPhaseImpl {
            playable: monotheism_playable,
            declare: super::no_targets,
            resolve: monotheism_resolve,
        },
        _ => return None,
    })
}

// ---- #89 Heresy ----

fn heresy_areas<R: Ruleset>(g: &G<R>, s: Slot) -> Vec<AreaId> {
    crate::games::acme::catalog::iter_set(heresy_set(g, s)).collect()
}

/// The playable areas holding an opposing City, as a set: every rival's Cities from one board
/// walk (`Q::city_sets`). Why: Heresy's playability is checked at every Card Phase action of
/// its holder, and an `is_city` test per area and rival cost a few thousand instructions.
fn heresy_set<R: Ruleset>(g: &G<R>, s: Slot) -> crate::games::acme::catalog::AreaSet {
    let cities = g.q().city_sets();
    g.st.slots()
        .filter(|&x| x != s)
        .fold(0, |m, x| m | cities[x.idx()])
}

/// Content #89 Heresy as card `ID` (ACIS's Heresy #13 has its text): its effect, whose questions
/// and losses name card `ID`.
pub fn heresy<R: Ruleset, const ID: u8>() -> CardPhaseImpl<R> {
    CardPhaseImpl {
        playable: |g, s| heresy_set(g, s) != 0,
        declare: heresy_declare::<R, ID>,
        resolve: heresy_resolve::<R, ID>,
    }
}

fn heresy_declare<R: Ruleset, const ID: u8>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step<Targets> {
    let a = g.ask_area(
        ctx,
        s,
        CardId(ID),
        "an opposing City",
        TargetRole::new(Whose::Opposing, TargetKind::City, Effect::Harm),
        &heresy_areas(g, s),
    )?;
    let owners: Vec<Slot> =
        g.st.slots()
            .filter(|&x| x != s && g.q().is_city(x, a))
            .collect();
    let v = g.ask_slot(
        ctx,
        s,
        CardId(ID),
        "whose City",
        TargetRole::new(Whose::Opposing, TargetKind::Civ, Effect::Harm),
        &owners,
    )?;
    Ok(Targets {
        areas: vec![a],
        slots: vec![v],
        affects: slot_bit(v),
        harms: slot_bit(v),
        ..Default::default()
    })
}

/// Content #89: 1 disk from the City, then 1 disk of the same civilization from each adjacent Land
/// area where it has disks; each loss may be kept with a mina or a card (G1).
fn heresy_resolve<R: Ruleset, const ID: u8>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    _s: Slot,
    t: &Targets,
) -> Step {
    let (a, v) = (t.areas[0], t.slots[0]);
    let rules = LossRules::card(CardId(ID));
    let mut memo = LossMemo::default();
    g.lose_one(ctx, v.faction(), a, rules, &mut memo)?;
    let around: Vec<AreaId> = g.q().neighbours(a).filter(|&n| g.q().is_land(n)).collect();
    for n in around {
        if g.q().occupies(v.faction(), n) {
            g.lose_one(ctx, v.faction(), n, rules, &mut memo)?;
        }
    }
    Ok(())
}

// ---- #90 Blasphemy, #92 Forsaken by God ----

/// Opposing civilizations whose Deity (or Monotheism) is active (G12).
fn active_deity_victims<R: Ruleset>(g: &G<R>, s: Slot) -> Vec<Slot> {
    g.st.order
        .iter()
        .copied()
        .filter(|&x| x != s && g.q().deity_active(x))
        .collect()
}

/// [`active_deity_victims`] is not empty, without building the list (the Card Phase asks it for
/// every card in hand at every action).
fn has_active_deity_victim<R: Ruleset>(g: &G<R>, s: Slot) -> bool {
    let any = g.st.order.iter().any(|&x| x != s && g.q().deity_active(x));
    // The same answer as the target list (checked in debug builds: the tests, the fuzz run).
    debug_assert_eq!(
        any,
        !active_deity_victims(g, s).is_empty(),
        "has_active_deity_victim"
    );
    any
}

fn inactivity_declare<R: Ruleset>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    s: Slot,
    card: CardId,
) -> Step<Targets> {
    let v = g.ask_slot(
        ctx,
        s,
        card,
        "an opposing civilization whose Deity is active",
        TargetRole::new(Whose::Opposing, TargetKind::Civ, Effect::Harm),
        &active_deity_victims(g, s),
    )?;
    Ok(Targets {
        slots: vec![v],
        affects: slot_bit(v),
        harms: slot_bit(v),
        cards: vec![card],
        ..Default::default()
    })
}

fn blasphemy_declare<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step<Targets> {
    inactivity_declare(g, ctx, s, BLASPHEMY)
}

fn forsaken_declare<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step<Targets> {
    inactivity_declare(g, ctx, s, FORSAKEN_BY_GOD)
}

/// Content #90 / #92 (G12): the victim's Deity becomes inactive and the card lies on it (lasting);
/// Blasphemy also costs the victim 1 VP. A Deity that is no longer active when the card resolves
/// is left alone and the card is discarded.
fn inactivity_resolve<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, _s: Slot, t: &Targets) -> Step {
    let (v, card) = (t.slots[0], t.cards[0]);
    if !g.q().deity_active(v) {
        return Ok(());
    }
    g.st.civ_mut(v).deity_inactive_by = Some(card);
    let deity = g
        .q()
        .deity(v)
        .map(|d| g.cat.card_name(d).to_string())
        .unwrap_or_default();
    ctx.note(
        Some(v),
        g.text(|| {
            format!(
                "{} of {} is inactive ({} lies on it)",
                deity,
                g.q().civ_name(v),
                g.cat.card_name(card)
            )
        }),
        "G12",
    );
    if card == BLASPHEMY {
        g.lose_vp(ctx, v, 1, "Blasphemy (card #90)");
    }
    Ok(())
}

// ---- #91 Religious Zeal ----

fn zeal_areas<R: Ruleset>(g: &G<R>, s: Slot) -> Vec<AreaId> {
    let q = g.q();
    q.playable_areas()
        .filter(|&a| q.is_land(a) && q.occupies(s.faction(), a))
        .collect()
}

fn zeal_playable<R: Ruleset>(g: &G<R>, s: Slot) -> bool {
    // `zeal_areas` is not empty, as a set (asked at every Card Phase action with the card in hand).
    let any = g.q().may_play_religion(s) && g.q().occupied_set(s.faction()) & g.cat.board.land != 0;
    // The same answer as the target list (checked in debug builds: the tests, the fuzz run).
    debug_assert_eq!(
        any,
        g.q().may_play_religion(s) && !zeal_areas(g, s).is_empty(),
        "zeal_playable"
    );
    any
}

/// Content #91 (PB example action 8): name a Land area you occupy, and for each adjacent Land area
/// the opposing Faction whose disk will be replaced.
fn zeal_declare<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step<Targets> {
    let areas = zeal_areas(g, s);
    let a = g.ask_area(
        ctx,
        s,
        RELIGIOUS_ZEAL,
        "a Land area you occupy",
        TargetRole::new(Whose::Own, TargetKind::Area, Effect::Convert),
        &areas,
    )?;
    let mut t = Targets {
        areas: vec![a],
        ..Default::default()
    };
    let neighbours: Vec<AreaId> = g.q().neighbours(a).filter(|&n| g.q().is_land(n)).collect();
    for n in neighbours {
        let opp: Vec<Faction> = (0..FACTIONS as u8)
            .map(Faction)
            .filter(|&f| f != s.faction() && g.q().occupies(f, n))
            .collect();
        if opp.is_empty() {
            continue;
        }
        let what = format!("the Faction to convert in {}", g.q().name(n));
        let f = g.ask_faction(
            ctx,
            s,
            RELIGIOUS_ZEAL,
            what,
            TargetRole::new(Whose::Opposing, TargetKind::Faction, Effect::Convert),
            &opp,
        )?;
        t.areas.push(n);
        t.factions.push(f);
        if let Some(x) = f.slot() {
            t.affects |= slot_bit(x);
            t.harms |= slot_bit(x);
        }
    }
    Ok(t)
}

fn zeal_resolve<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, t: &Targets) -> Step {
    g.place(ctx, s.faction(), t.areas[0], 1);
    let mut memo = LossMemo::default();
    // Victims decide in Turn Order (G1); Barbarians never pay.
    let mut pairs: Vec<(AreaId, Faction)> = t.areas[1..]
        .iter()
        .copied()
        .zip(t.factions.iter().copied())
        .collect();
    pairs.sort_by_key(|&(_, f)| f.slot().map(|x| g.st.turn_pos(x)).unwrap_or(0));
    for (n, f) in pairs {
        if g.lose_one(ctx, f, n, LossRules::card(RELIGIOUS_ZEAL), &mut memo)? == Loss::Disk {
            g.place(ctx, s.faction(), n, 1);
        }
    }
    Ok(())
}

// ---- #93 Rededication of the Temple ----

/// The options open to `s`: (a) = 0 its Deity is inactive by a card; (b) = 1 its destroyed or
/// returned Deity may be re-established (Homeland Controlled); (c) = 2 only when neither applies.
fn rededication_options<R: Ruleset>(g: &G<R>, s: Slot) -> Vec<u8> {
    let mut v = Vec::new();
    if g.st.civ(s).deity_inactive_by.is_some() {
        v.push(0);
    }
    if g.can_reestablish_free(s) {
        v.push(1);
    }
    if v.is_empty() {
        v.push(2);
    }
    v
}

fn rededication_declare<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step<Targets> {
    let opts = rededication_options(g, s)
        .into_iter()
        .map(Action::Option)
        .collect();
    let d = Decision::new(
        s,
        Ask::CardOption { card: REDEDICATION },
        g.text(|| format!(
            "{}: Rededication of the Temple - (a) lift the card on your Deity, (b) re-establish your Deity for free, (c) gain 1 VP",
            g.q().civ_name(s)
        )),
        "Card #93",
        opts,
    );
    let Action::Option(o) = ctx.ask(g.st, d)? else {
        unreachable!()
    };
    Ok(Targets {
        option: o,
        ..Default::default()
    })
}

/// Content #93: (a) the inactivity card is discarded and the Deity is active again; (b) the
/// destroyed or returned Deity is re-established at no cost; (c) 1 VP.
fn rededication_resolve<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, t: &Targets) -> Step {
    match t.option {
        0 => {
            if let Some(c) = g.st.civ_mut(s).deity_inactive_by.take() {
                g.st.deck.discard.push(c);
                ctx.note(
                    Some(s),
                    g.text(|| {
                        format!(
                            "{} rededicates its temple: {} is discarded",
                            g.q().civ_name(s),
                            g.cat.card_name(c)
                        )
                    }),
                    "Card #93",
                );
            }
        }
        1 => {
            if g.can_reestablish_free(s) {
                g.reestablish(ctx, s);
            }
        }
        _ => g.gain_vp(ctx, s, 1, "Rededication of the Temple (card #93)"),
    }
    Ok(())
}

// ---- #95 Monotheism ----

/// Content #95: the Monotheism block is free, the player has a disk in its Homeland, and its Deity
/// is captured, destroyed, returned or inactive (the Israelites also while godless, People of the
/// Covenant).
pub(crate) fn monotheism_playable<R: Ruleset>(g: &G<R>, s: Slot) -> bool {
    let q = g.q();
    if g.st.block(MONOTHEISM) != BlockLoc::Available
        || !q.homeland(s).is_some_and(|h| q.occupies(s.faction(), h))
    {
        return false;
    }
    match q.deity(s) {
        Some(MONOTHEISM) => false,
        Some(_) => !q.deity_active(s),
        None => godless_may_play(g, s, MONOTHEISM),
    }
}

/// Convert at no cost: the old Deity follows G13 (`G::swap_deity`), the Monotheism block stands on
/// the Homeland, and card #95 lies face up beside the display (lasting) while Monotheism is the
/// civilization's Deity.
fn monotheism_resolve<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, _t: &Targets) -> Step {
    if !monotheism_playable(g, s) {
        return Ok(());
    }
    g.swap_deity(ctx, s, MONOTHEISM);
    g.st.civ_mut(s).table.push(TableCard {
        card: MONOTHEISM,
        disks: 0,
        area: None,
        uses: 0,
        memo: Vec::new(),
    });
    Ok(())
}

/// The Israelites may play Monotheism (#95) even while godless (People of the Covenant).
pub(crate) fn godless_may_play<R: Ruleset>(g: &G<R>, s: Slot, c: CardId) -> bool {
    c == MONOTHEISM
        && g.cat
            .civ(g.st.civ(s).civ)
            .has_ability("People of the Covenant")
}
