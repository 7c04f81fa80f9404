//! Great Person cards (1-30). The negate scopes of the Negate Great Persons (#9 option (b),
//! #24-#28) live in `negation`; Traitor (#22) is played from the Competition Phase's opening
//! window (`competition`). Every card follows its content-v1 record; readings chosen where the
//! content is ambiguous are in `docs/card-readings.md`.

use super::{CardPhaseImpl, Targets, always, has_supply, no_targets};
use crate::games::acme::catalog::{AreaId, CardId};
use crate::games::acme::decision::{AbilityUse, Action, Ask, Decision};
use crate::games::acme::decision::{Effect, TargetKind, TargetRole, Whose};
use crate::games::acme::event::Event;
use crate::games::acme::g::G;
use crate::games::acme::losses::{Loss, LossMemo, LossRules};
use crate::games::acme::negation::Link;
use crate::games::acme::proc::{Ctx, Step};
use crate::games::acme::ruleset::Ruleset;
use crate::games::acme::state::slot_bit;
use crate::games::acme::state::{BlockLoc, Faction, Slot, deity_ids};

pub(crate) const MASTER_SCRIBE: CardId = CardId(1);
pub(crate) const GOLD_SMITH: CardId = CardId(2);
pub(crate) const ROYAL_ARCHITECT: CardId = CardId(3);
#[allow(dead_code)] // the deck's list names every card; no rule names this one
pub(crate) const PHILOSOPHER_KING: CardId = CardId(4);
pub(crate) const GRAND_ASTROLOGER: CardId = CardId(5);
#[allow(dead_code)] // the deck's list names every card; no rule names this one
pub(crate) const GRAND_VIZIER: CardId = CardId(6);
#[allow(dead_code)] // the deck's list names every card; no rule names this one
pub(crate) const ROYAL_ENVOY: CardId = CardId(7);
pub(crate) const PROVINCIAL_GOVERNOR: CardId = CardId(8);
pub(crate) const PROPHET: CardId = CardId(9);
pub(crate) const SEDUCTRESS: CardId = CardId(10);
pub(crate) const DIPLOMAT: CardId = CardId(11);
pub(crate) const EYES_OF_THE_KING: CardId = CardId(12);
#[allow(dead_code)] // the deck's list names every card; no rule names this one
pub(crate) const GREAT_CAPTAIN: CardId = CardId(14);
#[allow(dead_code)] // the deck's list names every card; no rule names this one
pub(crate) const MERCENARY_GENERAL: CardId = CardId(15);
#[allow(dead_code)] // the deck's list names every card; no rule names this one
pub(crate) const SOOTHSAYER: CardId = CardId(16);
pub(crate) const SIEGE_MASTER: CardId = CardId(17);
#[allow(dead_code)] // the deck's list names every card; no rule names this one
pub(crate) const BREEDER_OF_STALLIONS: CardId = CardId(18);
pub(crate) const GIVER_OF_LAWS: CardId = CardId(19);
pub(crate) const MASTER_ARMORER: CardId = CardId(20);
#[allow(dead_code)] // the deck's list names every card; no rule names this one
pub(crate) const WARRIOR_KING: CardId = CardId(21);
pub(crate) const TRAITOR: CardId = CardId(22);
pub(crate) const INFORMER: CardId = CardId(23);
pub(crate) const USURPER: CardId = CardId(29);
pub(crate) const FALSE_PROPHET: CardId = CardId(30);

pub(crate) fn card_phase<R: Ruleset>(id: u8) -> Option<CardPhaseImpl<R>> {
    Some(match id {
        1 => investment::<R, 1>(),
        2 => CardPhaseImpl {
            playable: gold_smith_playable,
            declare: gold_smith_declare,
            resolve: gold_smith_resolve,
        },
        3 => investment::<R, 3>(),
        4 => CardPhaseImpl {
            playable: always,
            declare: no_targets,
            resolve: philosopher_king_resolve,
        },
        5 => CardPhaseImpl {
            playable: always,
            declare: astrologer_declare,
            resolve: astrologer_resolve,
        },
        6 => CardPhaseImpl {
            playable: always,
            declare: no_targets,
            resolve: grand_vizier_resolve,
        },
        7 => CardPhaseImpl {
            playable: always,
            declare: royal_envoy_declare,
            resolve: royal_envoy_resolve,
        },
        8 => CardPhaseImpl {
            playable: governor_playable,
            declare: governor_declare,
            resolve: governor_resolve,
        },
        9 => CardPhaseImpl {
            playable: prophet_playable,
            declare: prophet_declare,
            resolve: prophet_resolve,
        },
        10 => CardPhaseImpl {
            playable: has_victim_with_cards,
            declare: |g, ctx, s| declare_victim(g, ctx, s, SEDUCTRESS),
            resolve: seductress_resolve,
        },
        11 => CardPhaseImpl {
            playable: diplomat_playable,
            declare: |g, ctx, s| declare_victim(g, ctx, s, DIPLOMAT),
            resolve: diplomat_resolve,
        },
        12 => CardPhaseImpl {
            playable: has_victim_with_cards,
            declare: |g, ctx, s| declare_victim(g, ctx, s, EYES_OF_THE_KING),
            resolve: eyes_resolve,
        },
        13 => dancer::<R, 13>(),
        // Investment cards with a C code may also be put on the table in the Card Phase (RB).
        18 => investment::<R, 18>(),
        19 => investment::<R, 19>(),
        20 => CardPhaseImpl {
            playable: has_supply,
            declare: no_targets,
            resolve: master_armorer_resolve,
        },
        23 => CardPhaseImpl {
            playable: informer_playable,
            declare: informer_declare,
            resolve: informer_resolve,
        },
        29 => CardPhaseImpl {
            playable: usurper_playable,
            declare: usurper_declare,
            resolve: usurper_resolve,
        },
        30 => CardPhaseImpl {
            playable: false_prophet_playable,
            declare: false_prophet_declare,
            resolve: false_prophet_resolve,
        },
        _ => return None,
    })
}

/// An Investment card `ID` played in the Card Phase: put on the table with the disks its record
/// names, as many as its player's supply holds (RB Investment Cards), playable with a disk in
/// supply. ACME's
/// Master Scribe #1, Royal Architect #3, Breeder of Stallions #18 and Giver of Laws #19; ACIS's
/// Lawgiver #25 and Master of Horse #96.
pub fn investment<R: Ruleset, const ID: u8>() -> CardPhaseImpl<R> {
    CardPhaseImpl {
        playable: has_supply,
        declare: no_targets,
        resolve: |g, ctx, s, _| {
            g.place_investment(ctx, s, CardId(ID));
            Ok(())
        },
    }
}

// ---- shared helpers ----

/// Opposing civilizations holding at least one card.
fn victims_with_cards<R: Ruleset>(g: &G<R>, s: Slot) -> Vec<Slot> {
    g.st.slots()
        .filter(|&x| x != s && !g.st.civ(x).hand.is_empty())
        .collect()
}

fn has_victim_with_cards<R: Ruleset>(g: &G<R>, s: Slot) -> bool {
    !victims_with_cards(g, s).is_empty()
}

/// Spy cards (#10-#12): one opposing civilization with at least 1 card in hand.
fn declare_victim<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, card: CardId) -> Step<Targets> {
    let victims = victims_with_cards(g, s);
    let v = g.ask_slot(
        ctx,
        s,
        card,
        "the civilization to spy on",
        TargetRole::new(Whose::Opposing, TargetKind::Civ, Effect::Harm),
        &victims,
    )?;
    Ok(Targets {
        slots: vec![v],
        affects: slot_bit(v),
        harms: slot_bit(v),
        ..Default::default()
    })
}

/// Looking at another civilization's hand reveals hidden information (undo barrier).
fn look_at_hand<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, v: Slot, card: CardId) {
    g.st.reveal_count += 1;
    let name = g.q().civ_name(s).to_string();
    let vname = g.q().civ_name(v).to_string();
    ctx.note(
        Some(s),
        g.text(|| format!("{name} looks at the hand of {vname}")),
        super::card_rule(card),
    );
}

/// The player looks at the victim's whole hand and takes 1 card of its choice (#12, #13).
fn take_card<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, v: Slot, card: CardId) -> Step {
    let hand = g.st.civ(v).hand.clone();
    if hand.is_empty() {
        return Ok(());
    }
    let c = g.ask_card(
        ctx,
        s,
        card,
        "a card to take",
        TargetRole::new(Whose::Opposing, TargetKind::Card, Effect::Take),
        &hand,
    )?;
    if g.take_from_hand(v, c) {
        g.st.civ_mut(s).hand.push(c);
        ctx.note(
            Some(s),
            g.text(|| {
                format!(
                    "{} takes a card from {}",
                    g.q().civ_name(s),
                    g.q().civ_name(v)
                )
            }),
            super::card_rule(card),
        );
    }
    Ok(())
}

/// Move mina from one Treasury to another (what the payer lacks is not paid).
fn pay_mina_to<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, from: Slot, to: Slot, n: u16) -> u16 {
    let paid = g.spend_mina(ctx, from, n);
    g.gain_mina(ctx, to, paid);
    paid
}

// ---- #2 Gold Smith ----

/// Content #2: Control of the Homeland, and either godless with an available Deity, or one's own
/// Deity destroyed or returned (re-establishment).
fn gold_smith_playable<R: Ruleset>(g: &G<R>, s: Slot) -> bool {
    let q = g.q();
    let Some(home) = q.homeland(s) else {
        return false;
    };
    if !q.controls(s.faction(), home) {
        return false;
    }
    if g.can_reestablish_free(s) {
        return true;
    }
    q.deity(s).is_none()
        && !g.available_deities(s).is_empty()
        && g.establish_resources(s) >= 3
        && q.disks_on_map(s.faction()) >= 2
}

fn gold_smith_declare<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step<Targets> {
    let mut t = Targets::default();
    if g.can_reestablish_free(s) {
        t.option = 1;
        return Ok(t);
    }
    let opts = g
        .available_deities(s)
        .into_iter()
        .map(Action::Establish)
        .collect();
    let d = Decision::new(
        s,
        Ask::Target {
            card: GOLD_SMITH,
            what: "the Deity to establish".into(),
            role: TargetRole::new(Whose::Own, TargetKind::Deity, Effect::Establish),
        },
        g.text(|| {
            format!(
                "{}: Gold Smith - choose the Deity to establish for 3 resources",
                g.q().civ_name(s)
            )
        }),
        "Card #2 Gold Smith",
        opts,
    );
    if let Action::Establish(dei) = ctx.ask(g.st, d)? {
        t.cards.push(dei);
    }
    Ok(t)
}

fn gold_smith_resolve<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, t: &Targets) -> Step {
    if t.option == 1 {
        g.reestablish(ctx, s);
        return Ok(());
    }
    let deity = t.cards[0];
    // PB example action 4: 3 resources, at least 2 of them disks from the map.
    g.pay_resources(ctx, s, 3, 2, GOLD_SMITH)?;
    g.establish(ctx, s, deity);
    Ok(())
}

// ---- #20 Master Armorer ----

fn master_armorer_resolve<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, _: &Targets) -> Step {
    g.place_investment(ctx, s, MASTER_ARMORER);
    Ok(())
}

// ---- #17 Siege Master ----

fn opposing_cities<R: Ruleset>(g: &G<R>, s: Slot, a: AreaId) -> Vec<Slot> {
    g.st.slots()
        .filter(|&x| x != s && g.q().is_city(x, a))
        .collect()
}

/// Content #17: a Land competition where an opposing civilization has a City.
pub(crate) fn siege_master_usable<R: Ruleset>(g: &G<R>, s: Slot, a: AreaId) -> bool {
    g.q().is_land(a) && !opposing_cities(g, s, a).is_empty()
}

/// Remove 1 own-colour disk of one opposing City here; only negation or a Master Armorer use stops
/// it (content #17, decision D1).
pub(crate) fn siege_master_resolve<R: Ruleset>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    s: Slot,
    a: AreaId,
) -> Step {
    let victims = opposing_cities(g, s, a);
    if victims.is_empty() {
        return Ok(());
    }
    let v = g.ask_slot(
        ctx,
        s,
        SIEGE_MASTER,
        "the City to besiege",
        TargetRole::new(Whose::Opposing, TargetKind::Civ, Effect::Weaken),
        &victims,
    )?;
    let rules = LossRules {
        cause: Some(SIEGE_MASTER),
        mina: false,
        cards: false,
        allies_first: false,
        cube_first: false,
        stronghold: false,
        competition_cards: true,
        card_protections: false,
    };
    let out = g.lose_one(ctx, v.faction(), a, rules, &mut LossMemo::default())?;
    if out == Loss::Disk {
        ctx.note(
            Some(s),
            g.text(|| {
                format!(
                    "Siege Master reduces the {} City in {}",
                    g.q().civ_name(v),
                    g.q().name(a)
                )
            }),
            "Card #17",
        );
    }
    Ok(())
}

// ---- #1 Master Scribe, #3 Royal Architect: Investment uses ----

/// Ask whether to use an Investment now; on yes, open its negation window (G14). Returns whether
/// the use stands (a negated use scraps the card with its disks).
pub fn use_investment<R: Ruleset>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    s: Slot,
    card: CardId,
    what: &str,
) -> Step<bool> {
    let ready =
        g.st.civ(s)
            .table_card(card)
            .is_some_and(|t| t.disks > 0 && t.uses == 0);
    if !ready {
        return Ok(false);
    }
    let d = Decision::new(
        s,
        Ask::UseInvestment { card },
        g.text(|| {
            format!(
                "{}: use {} ({})?",
                g.q().civ_name(s),
                g.cat.card_name(card),
                what
            )
        }),
        super::card_rule(card),
        vec![Action::Yes, Action::No],
    );
    if ctx.ask(g.st, d)? != Action::Yes {
        return Ok(false);
    }
    if g.negation_window(ctx, crate::games::acme::negation::Link::investment(s, card))? {
        g.scrap_investment(ctx, s, card);
        return Ok(false);
    }
    g.spend_investment_disk(ctx, s, card);
    Ok(true)
}

/// Start of the Deployment Step: Royal Architect gives 2 more growth disks (content #3; ACIS's
/// Colony Founder #3, whose note names it: the card's name is the game's catalog's).
pub(crate) fn deployment_start<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step {
    if use_investment(g, ctx, s, ROYAL_ARCHITECT, "2 more disks to deploy")? {
        let n = g.to_growth(s, 2);
        ctx.note(
            Some(s),
            g.text(|| {
                format!(
                    "{}: {} more disks to deploy",
                    g.cat.card_name(ROYAL_ARCHITECT),
                    n
                )
            }),
            "Card #3",
        );
    }
    Ok(())
}

/// Start of the Draw Step: Master Scribe looks at 3 cards and keeps 1 (content #1; ACIS's
/// Academy of Science #1). The keep question names the card as the game's catalog names it.
pub(crate) fn draw_step_start<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step {
    if use_investment(g, ctx, s, MASTER_SCRIBE, "look at 3 cards, keep 1")? {
        let mut seen = Vec::new();
        for _ in 0..3 {
            if let Some(c) = g.reveal_non_event(ctx)? {
                seen.push(c);
            }
        }
        let cat = g.cat;
        let name = cat.card_name(MASTER_SCRIBE);
        crate::games::acme::draw_abilities::keep_one(g, ctx, s, seen, name)?;
    }
    Ok(())
}

// ---- #5 Grand Astrologer ----

fn astrologer_declare<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step<Targets> {
    let d = Decision::new(
        s,
        Ask::CardOption {
            card: GRAND_ASTROLOGER,
        },
        g.text(|| format!(
            "{}: Grand Astrologer - (a) arrange this turn's Turn Order, or (b) draw 4 and keep 2",
            g.q().civ_name(s)
        )),
        "Card #5 Grand Astrologer",
        vec![Action::Option(0), Action::Option(1)],
    );
    let Action::Option(o) = ctx.ask(g.st, d)? else {
        unreachable!()
    };
    Ok(Targets {
        option: o,
        ..Default::default()
    })
}

fn astrologer_resolve<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, t: &Targets) -> Step {
    if t.option == 0 {
        g.st.astrologer = Some(s);
        ctx.note(
            Some(s),
            "Grand Astrologer: this civilization will arrange the Turn Order at the Reset Step",
            "Card #5",
        );
        return Ok(());
    }
    draw_keep(g, ctx, s, "Grand Astrologer", "Card #5", 4, 2)
}

/// Content #5 (b), and every card of the family that draws `draw` and keeps `keep` (ACIS's Oracle
/// at Delphi #38, option b): the cards drawn, `keep` of them kept one by one, the others discarded.
/// `name` and `rule` name the card in its questions.
pub fn draw_keep<R: Ruleset>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    s: Slot,
    name: &'static str,
    rule: &'static str,
    draw: u8,
    keep: usize,
) -> Step {
    let before = g.st.civ(s).hand.len();
    g.draw_cards(ctx, s, draw)?;
    let len = g.st.civ(s).hand.len();
    let drawn: Vec<CardId> = g.st.civ_mut(s).hand.split_off(before.min(len));
    let mut pool = drawn;
    for _ in 0..keep {
        if pool.is_empty() {
            break;
        }
        let mut opts: Vec<Action> = pool.iter().map(|&c| Action::Card(c)).collect();
        opts.sort();
        opts.dedup();
        let d = Decision::new(
            s,
            Ask::Keep,
            g.text(|| format!("{}: {name} - keep a card", g.q().civ_name(s))),
            rule,
            opts,
        );
        let Action::Card(k) = ctx.ask(g.st, d)? else {
            unreachable!()
        };
        let i = pool.iter().position(|&c| c == k).expect("offered");
        pool.remove(i);
        g.st.civ_mut(s).hand.push(k);
    }
    g.st.deck.discard.extend(pool);
    Ok(())
}

/// Grand Astrologer (a): after the normal reset and Father of the Gods, its player arranges the
/// whole Turn Order (content #5).
pub(crate) fn astrologer_order<R: Ruleset>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    s: Slot,
    order: Vec<Slot>,
) -> Step<Vec<Slot>> {
    let mut left = order;
    let mut out = Vec::new();
    while left.len() > 1 {
        let opts = left.iter().map(|&x| Action::Civ(x)).collect();
        let d = Decision::new(
            s,
            Ask::TurnOrderSpace,
            g.text(|| {
                format!(
                    "{}: Grand Astrologer - who takes Turn Order space {}?",
                    g.q().civ_name(s),
                    out.len() + 1
                )
            }),
            "Card #5 Grand Astrologer",
            opts,
        )
        .for_card(GRAND_ASTROLOGER);
        let Action::Civ(x) = ctx.ask(g.st, d)? else {
            unreachable!()
        };
        left.retain(|&y| y != x);
        out.push(x);
    }
    out.extend(left);
    Ok(out)
}

// ---- #4 Philosopher King ----

/// Content #4 (review R4): gain 1 VP; then, if you Control your own Homeland, you may draw 1 card.
fn philosopher_king_resolve<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, _: &Targets) -> Step {
    g.gain_vp(ctx, s, 1, "Philosopher King (#4)");
    let q = g.q();
    if q.homeland(s).is_some_and(|h| q.controls(s.faction(), h)) {
        let d = Decision::new(
            s,
            Ask::UseAbility {
                ability: AbilityUse::OptionalDraw,
                what: "Philosopher King: draw 1 card".into(),
            },
            g.text(|| {
                format!(
                    "{}: Philosopher King - you Control your {}: draw 1 card?",
                    g.q().civ_name(s),
                    R::HOME
                )
            }),
            "Card #4 Philosopher King",
            vec![Action::Yes, Action::No],
        );
        if ctx.ask(g.st, d)? == Action::Yes {
            g.draw_cards(ctx, s, 1)?;
        }
    }
    Ok(())
}

// ---- #6 Grand Vizier ----

/// Content #6: 1 mina per City on the map, at most 3; 1 mina without a City.
fn grand_vizier_resolve<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, _: &Targets) -> Step {
    let n = g.q().cities(s).clamp(1, 3) as u16;
    g.gain_mina(ctx, s, n);
    Ok(())
}

// ---- #7 Royal Envoy ----

/// The civilization holding the captured temple (or Monotheism block) of the Deity `s` holds now.
/// A temple left captured by a Deity swap (G13, `Orphaned`) does not count (content #7, R19).
fn envoy_captor<R: Ruleset>(g: &G<R>, s: Slot) -> Option<Slot> {
    let d = g.q().deity(s)?;
    match g.st.block(d) {
        BlockLoc::Captured { owner, by } if owner == s => Some(by),
        _ => None,
    }
}

fn royal_envoy_declare<R: Ruleset>(g: &mut G<R>, _: &mut Ctx, s: Slot) -> Step<Targets> {
    // The captor hands a temple back (it touches that civilization; no disk, mina, card or VP of
    // its own is lost, so Goddess of Peace has nothing to protect: docs/card-readings.md).
    let affects = envoy_captor(g, s).map(slot_bit).unwrap_or(0);
    Ok(Targets {
        affects,
        ..Default::default()
    })
}

/// Content #7: the captor hands the temple back (it lies on the owner's Deity card, to be
/// re-established by the normal rule) and gains 1 VP, the owner loses no VP; if nobody holds the
/// temple, 2 mina instead.
fn royal_envoy_resolve<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, _: &Targets) -> Step {
    match envoy_captor(g, s) {
        Some(by) => {
            let d = g.q().deity(s).expect("a captured temple has a Deity");
            g.st.set_block(d, BlockLoc::Returned { owner: s });
            ctx.note(
                Some(s),
                g.text(|| {
                    format!(
                        "{} hands the {} temple back to {}",
                        g.q().civ_name(by),
                        g.cat.card_name(d),
                        g.q().civ_name(s)
                    )
                }),
                "Card #7 Royal Envoy",
            );
            g.gain_vp(ctx, by, 1, "Royal Envoy (#7): returning a temple");
        }
        None => {
            g.gain_mina(ctx, s, 2);
        }
    }
    Ok(())
}

// ---- #8 Provincial Governor ----

/// Areas whose Barbarian disks `s` may replace: it occupies them or an adjacent area (content #8).
fn governor_areas<R: Ruleset>(g: &G<R>, s: Slot) -> Vec<AreaId> {
    let q = g.q();
    q.playable_areas()
        .filter(|&a| {
            q.occupies(Faction::BARBARIANS, a)
                && (q.occupies(s.faction(), a)
                    || q.neighbours(a).any(|n| q.occupies(s.faction(), n)))
        })
        .collect()
}

fn governor_playable<R: Ruleset>(g: &G<R>, s: Slot) -> bool {
    let any = {
        let q = g.q();
        // `governor_areas` with room, without building the list (asked at every Card Phase action).
        // Barbarian areas that are its own or next to its own.
        let own = q.occupied_set(s.faction());
        let near = own | super::resource::next_to_own_set(g, s);
        has_supply(g, s)
            && crate::games::acme::catalog::iter_set(q.occupied_set(Faction::BARBARIANS) & near)
                .any(|a| q.room(s.faction(), a) > 0)
    };
    // The same answer as the target list (checked in debug builds: the tests, the fuzz run).
    debug_assert_eq!(
        any,
        has_supply(g, s)
            && governor_areas(g, s)
                .into_iter()
                .any(|a| g.q().room(s.faction(), a) > 0),
        "governor_playable"
    );
    any
}

/// Content #8 (R19): up to 3 Barbarian disks, any mix of eligible areas, only where the
/// replacement keeps the player within the stacking limit (A8: 'up to' allows stopping early).
fn governor_declare<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step<Targets> {
    let mut t = Targets::default();
    let areas = governor_areas(g, s);
    while t.areas.len() < 3 {
        let q = g.q();
        let opts: Vec<AreaId> = areas
            .iter()
            .copied()
            .filter(|&a| {
                let picked = t.areas.iter().filter(|&&x| x == a).count() as u8;
                q.disks(Faction::BARBARIANS, a) > picked && q.room(s.faction(), a) > picked
            })
            .collect();
        if opts.is_empty() {
            break;
        }
        let what = format!("a Barbarian disk to replace ({} of 3)", t.areas.len() + 1);
        match g.ask_area_or_done(
            ctx,
            s,
            PROVINCIAL_GOVERNOR,
            what,
            TargetRole::new(Whose::Barbarian, TargetKind::Disks, Effect::Take),
            &opts,
        )? {
            Some(a) => t.areas.push(a),
            None => break,
        }
    }
    Ok(t)
}

/// Each chosen Barbarian disk is removed (Barbarians never offset) and replaced by one of the
/// player's disks; an empty Supply does not stop the removal (G2).
fn governor_resolve<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, t: &Targets) -> Step {
    let mut memo = LossMemo::default();
    for &a in &t.areas {
        if g.lose_one(
            ctx,
            Faction::BARBARIANS,
            a,
            LossRules::card(PROVINCIAL_GOVERNOR),
            &mut memo,
        )? == Loss::Disk
        {
            g.place(ctx, s.faction(), a, 1);
        }
    }
    Ok(())
}

// ---- #9 Prophet, option (a): Deity swap ----

/// Content #9 (a): the Deity (or Monotheism) is captured, destroyed, returned or inactive, the
/// civilization has a disk in its Homeland, and a Deity card is available.
fn prophet_playable<R: Ruleset>(g: &G<R>, s: Slot) -> bool {
    let q = g.q();
    let Some(d) = q.deity(s) else { return false };
    let troubled = g.st.civ(s).deity_inactive_by.is_some()
        || matches!(g.st.block(d), BlockLoc::Captured { owner, .. } | BlockLoc::Destroyed { owner } | BlockLoc::Returned { owner } if owner == s);
    troubled
        && q.homeland(s).is_some_and(|h| q.occupies(s.faction(), h))
        && deity_ids().any(|x| g.st.block(x) == BlockLoc::Available)
}

fn prophet_declare<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step<Targets> {
    let opts = deity_ids()
        .filter(|&x| g.st.block(x) == BlockLoc::Available)
        .map(Action::Establish)
        .collect();
    let d = Decision::new(
        s,
        Ask::Target {
            card: PROPHET,
            what: "the Deity to adopt".into(),
            role: TargetRole::new(Whose::Own, TargetKind::Deity, Effect::Adopt),
        },
        g.text(|| {
            format!(
                "{}: Prophet - choose the Deity that replaces yours",
                g.q().civ_name(s)
            )
        }),
        "Card #9 Prophet (a)",
        opts,
    );
    let Action::Establish(dei) = ctx.ask(g.st, d)? else {
        unreachable!()
    };
    Ok(Targets {
        cards: vec![dei],
        ..Default::default()
    })
}

fn prophet_resolve<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, t: &Targets) -> Step {
    let new = t.cards[0];
    if g.st.block(new) == BlockLoc::Available {
        g.swap_deity(ctx, s, new);
    }
    Ok(())
}

// ---- #10 Seductress ----

/// Content #10: 3 cards at random from the chosen hand (all if fewer); keep 1, give the others
/// back; then 1 mina.
fn seductress_resolve<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, t: &Targets) -> Step {
    let v = t.slots[0];
    let mut seen = Vec::new();
    for _ in 0..3 {
        let n = g.st.civ(v).hand.len();
        if n == 0 {
            break;
        }
        let i = g.random(n);
        seen.push(g.st.civ_mut(v).hand.remove(i));
    }
    if !seen.is_empty() {
        look_at_hand(g, ctx, s, v, SEDUCTRESS);
        let k = g.ask_card(
            ctx,
            s,
            SEDUCTRESS,
            "the card to keep",
            TargetRole::new(Whose::Opposing, TargetKind::Card, Effect::Keep),
            &seen,
        )?;
        let i = seen.iter().position(|&c| c == k).expect("offered");
        seen.remove(i);
        g.st.civ_mut(s).hand.push(k);
        g.st.civ_mut(v).hand.extend(seen);
        ctx.note(
            Some(s),
            g.text(|| {
                format!(
                    "{} keeps a card of {}",
                    g.q().civ_name(s),
                    g.q().civ_name(v)
                )
            }),
            // The card's name from the game's catalog: ACIS's #10 is Courtesan.
            format!("Card #{} {}", SEDUCTRESS.0, g.cat.card_name(SEDUCTRESS)),
        );
    }
    g.gain_mina(ctx, s, 1);
    Ok(())
}

// ---- #11 Diplomat ----

fn diplomat_playable<R: Ruleset>(g: &G<R>, s: Slot) -> bool {
    // An NPC plays it without paying (playbook-spec N1.4.19).
    let free = R::is_npc(g.st, s);
    (free || g.st.civ(s).treasury >= 1) && has_victim_with_cards(g, s)
}

/// Content #11: pay 1 mina (on resolution, G10), look at the whole hand, pick 1 card: it is
/// discarded. Without the mina at resolution nothing happens.
fn diplomat_resolve<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, t: &Targets) -> Step {
    let v = t.slots[0];
    let free = R::is_npc(g.st, s);
    if !free && g.spend_mina(ctx, s, 1) == 0 {
        ctx.note(
            Some(s),
            g.text(|| format!("Diplomat: no {} to pay, no effect", R::CURRENCY)),
            "Card #11",
        );
        return Ok(());
    }
    let hand = g.st.civ(v).hand.clone();
    if hand.is_empty() {
        return Ok(());
    }
    look_at_hand(g, ctx, s, v, DIPLOMAT);
    let c = g.ask_card(
        ctx,
        s,
        DIPLOMAT,
        "the card it must discard",
        TargetRole::new(Whose::Opposing, TargetKind::Card, Effect::Discard),
        &hand,
    )?;
    g.discard_from_hand(ctx, v, c);
    Ok(())
}

// ---- #12 The Eyes of the King ----

/// Content #12: look at the whole hand and take 1 card (one must be taken).
fn eyes_resolve<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, t: &Targets) -> Step {
    let v = t.slots[0];
    if !g.st.civ(v).hand.is_empty() {
        look_at_hand(g, ctx, s, v, EYES_OF_THE_KING);
    }
    take_card(g, ctx, s, v, EYES_OF_THE_KING)
}

// ---- #13 Dancer of the 7 Veils ----

fn dancer_victims<R: Ruleset>(g: &G<R>, s: Slot) -> Vec<Slot> {
    g.st.slots()
        .filter(|&x| x != s && (g.st.civ(x).treasury >= 2 || !g.st.civ(x).hand.is_empty()))
        .collect()
}

fn dancer_playable<R: Ruleset>(g: &G<R>, s: Slot) -> bool {
    !dancer_victims(g, s).is_empty()
}

/// Content #13 Dancer of the 7 Veils as card `ID` (ACIS's Enchantress #91 has its text, talents
/// for mina): its effect, whose questions name card `ID` and the game's money.
pub fn dancer<R: Ruleset, const ID: u8>() -> CardPhaseImpl<R> {
    CardPhaseImpl {
        playable: dancer_playable,
        declare: dancer_declare::<R, ID>,
        resolve: dancer_resolve::<R, ID>,
    }
}

fn dancer_declare<R: Ruleset, const ID: u8>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step<Targets> {
    let victims = dancer_victims(g, s);
    let v = g.ask_slot(
        ctx,
        s,
        CardId(ID),
        "the civilization the dancer visits",
        TargetRole::new(Whose::Opposing, TargetKind::Civ, Effect::Harm),
        &victims,
    )?;
    Ok(Targets {
        slots: vec![v],
        affects: slot_bit(v),
        harms: slot_bit(v),
        ..Default::default()
    })
}

/// Content #13: with 2+ mina the victim chooses to pay 2 mina or to let the player take a card
/// from its hand (offered only while it holds a card, docs/card-readings.md); with fewer than 2
/// mina the player takes a card.
fn dancer_resolve<R: Ruleset, const ID: u8>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    s: Slot,
    t: &Targets,
) -> Step {
    let v = t.slots[0];
    let rich = g.st.civ(v).treasury >= 2;
    let has_cards = !g.st.civ(v).hand.is_empty();
    let card = CardId(ID);
    let pay = if rich && has_cards {
        let d = Decision::new(
            v,
            Ask::CardOption { card },
            g.text(|| {
                format!(
                    "{}: {} - (a) pay {} 2 {}, or (b) let it look at your hand and take 1 card",
                    g.q().civ_name(v),
                    g.cat.card_name(card),
                    g.q().civ_name(s),
                    R::MONEY
                )
            }),
            format!("Card #{ID} {}", g.cat.card_name(card)),
            vec![Action::Option(0), Action::Option(1)],
        );
        ctx.ask(g.st, d)? == Action::Option(0)
    } else {
        rich
    };
    if pay {
        pay_mina_to(g, ctx, v, s, 2);
    } else if has_cards {
        look_at_hand(g, ctx, s, v, card);
        take_card(g, ctx, s, v, card)?;
    }
    Ok(())
}

// ---- #14 Great Captain ----

fn captain_clients<R: Ruleset>(g: &G<R>, s: Slot, a: AreaId) -> Vec<Slot> {
    crate::games::acme::competition::participants(g, a)
        .into_iter()
        .filter(|&x| x != s)
        .collect()
}

/// Content #14: the competition involves another civilization (the player may be outside it,
/// G11: see `competition::outsider_commit`).
pub(crate) fn great_captain_usable<R: Ruleset>(g: &G<R>, s: Slot, a: AreaId) -> bool {
    !captain_clients(g, s, a).is_empty()
}

/// One white Allied disk for the chosen civilization; it pays the player 1 mina if it has one.
pub(crate) fn great_captain_resolve<R: Ruleset>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    s: Slot,
    a: AreaId,
    id: CardId,
) -> Step {
    let clients = captain_clients(g, s, a);
    if clients.is_empty() {
        return Ok(());
    }
    let x = g.ask_slot(
        ctx,
        s,
        id,
        "the civilization the captain serves",
        TargetRole::new(Whose::Any, TargetKind::Civ, Effect::Ally),
        &clients,
    )?;
    g.add_allies(ctx, x, a, 1);
    ctx.note(
        Some(s),
        g.text(|| {
            format!(
                "{} leads an Allied disk for {}",
                g.cat.card_name(id),
                g.q().civ_name(x)
            )
        }),
        super::card_rule(id),
    );
    pay_mina_to(g, ctx, x, s, 1);
    Ok(())
}

// ---- #15 Mercenary General ----

/// Content #15: pay 1-3 mina when it resolves; 2 white Allied disks per mina.
pub(crate) fn mercenary_general_resolve<R: Ruleset>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    s: Slot,
    a: AreaId,
) -> Step {
    let max = g.st.civ(s).treasury.min(3);
    if max == 0 {
        ctx.note(
            Some(s),
            g.text(|| format!("Mercenary General: no {} to pay, no effect", R::CURRENCY)),
            "Card #15",
        );
        return Ok(());
    }
    let opts = (1..=max).map(Action::Number).collect();
    let d = Decision::new(
        s,
        Ask::HowMany { max },
        g.text(|| {
            format!(
                "{}: Mercenary General - pay how many {} (2 Allied disks each)?",
                g.q().civ_name(s),
                R::CURRENCY
            )
        }),
        "Card #15 Mercenary General",
        opts,
    )
    .for_card(MERCENARY_GENERAL)
    .at(a);
    let Action::Number(n) = ctx.ask(g.st, d)? else {
        unreachable!()
    };
    let paid = g.spend_mina(ctx, s, n);
    g.add_allies(ctx, s, a, 2 * paid as u8);
    Ok(())
}

// ---- #16 Soothsayer ----

/// Opposing Cities in this area or in another Contested Land area still to be resolved this
/// phase (content #16: 'current or pending').
pub(crate) fn soothsayer_targets<R: Ruleset>(g: &G<R>, s: Slot, a: AreaId) -> Vec<(AreaId, Slot)> {
    let q = g.q();
    let rank = g.st.comp_rank;
    // Only the areas of opposing Cities are looked at (kept sets, no walk over the map): the
    // Contested test is the costly one, and the Competition Phase asks this for every
    // Soothsayer in hand at every competition.
    let cities = q.city_sets();
    let opposing =
        g.st.slots()
            .filter(|&v| v != s)
            .fold(0, |m, v| m | cities[v.idx()]);
    crate::games::acme::catalog::iter_set(opposing)
        .filter(|&x| {
            x == a || (q.is_land(x) && g.cat.board.area(x).ne_sw_rank > rank && q.contested(x))
        })
        .flat_map(|x| {
            g.st.slots()
                .filter(move |&v| {
                    v != s && cities[v.idx()] & crate::games::acme::catalog::bit(x) != 0
                })
                .map(move |v| (x, v))
        })
        .collect()
}

/// The owner of the chosen City loses 1 own-colour disk there (never an Ally or a cube); G1.
pub(crate) fn soothsayer_resolve<R: Ruleset>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    s: Slot,
    a: AreaId,
    id: CardId,
) -> Step {
    let targets = soothsayer_targets(g, s, a);
    if targets.is_empty() {
        return Ok(());
    }
    let mut areas: Vec<AreaId> = targets.iter().map(|&(x, _)| x).collect();
    areas.dedup();
    let x = g.ask_area(
        ctx,
        s,
        id,
        "the area of the City",
        TargetRole::new(Whose::Opposing, TargetKind::City, Effect::Harm),
        &areas,
    )?;
    let owners: Vec<Slot> = targets
        .iter()
        .filter(|&&(y, _)| y == x)
        .map(|&(_, v)| v)
        .collect();
    let v = g.ask_slot(
        ctx,
        s,
        id,
        "whose City",
        TargetRole::new(Whose::Opposing, TargetKind::Civ, Effect::Harm),
        &owners,
    )?;
    let mut rules = LossRules::card_in_competition(Some(id));
    rules.allies_first = false;
    g.lose_one(ctx, v.faction(), x, rules, &mut LossMemo::default())?;
    Ok(())
}

// ---- #21 Warrior King ----

/// Content #21 (R18): 2 white Allied disks here; for the rest of the phase every other source of
/// Allies of this civilization adds 1 more per competition (`competition::warrior_king_bonus`).
pub(crate) fn warrior_king_resolve<R: Ruleset>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    s: Slot,
    a: AreaId,
) -> Step {
    g.add_allies(ctx, s, a, 2);
    g.st.civ_mut(s).usage.warrior_king = true;
    Ok(())
}

// ---- #19 Giver of Laws (ACIS's Lawgiver #25) ----

/// The Investment that keeps its owner's disks from another civilization's Fate cards, as data of
/// a ruleset (`Ruleset::LAWGIVER`), so both games run the one rule below: ACME's Giver of Laws
/// (content #19), ACIS's Lawgiver (content-acis #25, "Port of ACME Giver of Laws (same numbers)",
/// and its row of the negate-scope table, 9.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Lawgiver {
    /// The card, put on the table as an Investment of 3 disks.
    pub card: CardId,
    /// The Fate cards it never answers, besides every Event (the card's "Not usable against").
    pub not_against: &'static [CardId],
}

/// Content #19: Giver of Laws is not usable against Siege Master (#17), Traitor (#22) or Events.
pub const GIVER_OF_LAWS_RULE: Lawgiver = Lawgiver {
    card: GIVER_OF_LAWS,
    not_against: &[SIEGE_MASTER, TRAITOR],
};

/// An Investment use that cancels (part of) the effect of the Fate card being resolved touches
/// that card's player (Assassin #24: 'cancel a card ... of yours').
pub(crate) fn cancelling_use(ctx: &Ctx, s: Slot, card: CardId) -> Link {
    let affects = ctx
        .scratch
        .playing
        .last()
        .filter(|&&(p, _, _, _)| p != s)
        .map(|&(p, _, _, _)| slot_bit(p))
        .unwrap_or(0);
    Link {
        affects,
        ..Link::investment(s, card)
    }
}

fn giver_disks<R: Ruleset>(g: &G<R>, s: Slot) -> u8 {
    g.st.civ(s)
        .table_card(R::LAWGIVER.card)
        .map(|t| t.disks)
        .unwrap_or(0)
}

/// Giver of Laws never works against an Event or a card of the ruleset's exceptions (content #19:
/// Siege Master #17 and Traitor #22; content-acis #25: Siege Master #17 and Traitor #45).
fn giver_applies_to<R: Ruleset>(g: &G<R>, card: CardId) -> bool {
    (1..=103).contains(&card.0)
        && !R::LAWGIVER.not_against.contains(&card)
        && !g.cat.card(card).is_event()
}

/// The rule name of the card's questions ("Card #19 Giver of Laws"): built whatever the game's
/// quiet mode, as the NPC brain and the trace read it.
fn giver_rule<R: Ruleset>(g: &G<R>) -> String {
    let card = R::LAWGIVER.card;
    format!("Card #{} {}", card.0, g.cat.card_name(card))
}

/// Content #19, first use: `s` would lose one of its disks to a Fate card played by another
/// civilization (normal competition rounds excluded): 1 disk of Giver of Laws may keep it.
pub(crate) fn giver_of_laws_offer<R: Ruleset>(
    g: &G<R>,
    ctx: &Ctx,
    s: Slot,
    rules: &LossRules,
) -> bool {
    let Some(cause) = rules.cause else {
        return false;
    };
    giver_disks(g, s) >= 1
        && giver_applies_to(g, cause)
        && ctx
            .scratch
            .playing
            .iter()
            .any(|&(p, c, _, _)| c == cause && p != s)
}

/// The first use, announced when the loss happens: negatable (G14); on success the disk stays.
pub(crate) fn giver_of_laws_absorb<R: Ruleset>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    s: Slot,
    a: AreaId,
) -> Step<bool> {
    let card = R::LAWGIVER.card;
    ctx.note(
        Some(s),
        g.text(|| format!("{} calls on {}", g.q().civ_name(s), g.cat.card_name(card))),
        super::card_rule(card),
    );
    if g.negation_window(ctx, cancelling_use(ctx, s, card))? {
        g.scrap_investment(ctx, s, card);
        return Ok(false);
    }
    g.spend_investment_disk(ctx, s, card);
    ctx.emit(|| Event::LossPaid {
        slot: s,
        area: a,
        with: format!("a {} disk", g.cat.card_name(card)).into(),
    });
    Ok(true)
}

/// Content #19, second use: after a card's own negation chain and before it resolves, each
/// civilization whose disks it would remove or replace (`removes`) may spend 2 disks of Giver of
/// Laws to cancel the card's whole effect on itself (asked in Turn Order; each use negatable).
/// Returns the civilizations now out of the card's reach.
pub(crate) fn giver_of_laws_cancel<R: Ruleset>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    player: Slot,
    card: CardId,
    removes: u16,
) -> Step<u16> {
    let mut immune = 0;
    if removes == 0 || !giver_applies_to(g, card) {
        return Ok(0);
    }
    let giver = R::LAWGIVER.card;
    for x in g.st.order_now() {
        if x == player || removes & slot_bit(x) == 0 || giver_disks(g, x) < 2 {
            continue;
        }
        let d = Decision::new(
            x,
            Ask::UseInvestment { card: giver },
            g.text(|| {
                format!(
                    "{}: spend 2 disks of {} to cancel {} against you?",
                    g.q().civ_name(x),
                    g.cat.card_name(giver),
                    g.cat.card_name(card)
                )
            }),
            giver_rule(g),
            vec![Action::Yes, Action::No],
        );
        if ctx.ask(g.st, d)? != Action::Yes {
            continue;
        }
        let link = Link {
            affects: slot_bit(player),
            ..Link::investment(x, giver)
        };
        if g.negation_window(ctx, link)? {
            g.scrap_investment(ctx, x, giver);
            continue;
        }
        g.spend_investment_disk(ctx, x, giver);
        g.spend_investment_disk(ctx, x, giver);
        ctx.note(
            Some(x),
            g.text(|| {
                format!(
                    "{}: {} is cancelled against {}",
                    g.cat.card_name(giver),
                    g.cat.card_name(card),
                    g.q().civ_name(x)
                )
            }),
            super::card_rule(giver),
        );
        immune |= slot_bit(x);
    }
    Ok(immune)
}

/// Checked first for every loss (losses.rs). Returns the outcome when the loss is taken care of:
/// * Giver of Laws (#19), second use: a civilization that cancelled the causing card loses nothing
///   to it. A civilization not asked before the card resolved (the card's declaration did not name
///   it in `Targets::removes`) is asked at its first loss to that card (docs/card-readings.md).
/// * Shield Bearers (#34): a cancellation still pending in this competition takes the loss,
///   whatever causes it (a card, an ability such as the Elamite Archers; removal rounds consume it
///   themselves), except Siege Master (#17): the announced loss and the next one are cancelled.
pub(crate) fn loss_precheck<R: Ruleset>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    f: Faction,
    a: AreaId,
    rules: &LossRules,
) -> Step<Option<Loss>> {
    let Some(s) = f.slot() else { return Ok(None) };
    if let Some(cause) = rules.cause
        && let Some(i) = ctx
            .scratch
            .playing
            .iter()
            .rposition(|&(_, c, _, _)| c == cause)
    {
        let (player, _, immune, asked) = ctx.scratch.playing[i];
        let ar = &g.st.areas[a.0 as usize];
        let exposed = ar.disks[s.idx()] > 0 || ar.allies[s.idx()] > 0;
        if exposed
            && immune & slot_bit(s) == 0
            && asked & slot_bit(s) == 0
            && player != s
            && giver_disks(g, s) >= 2
            && giver_applies_to(g, cause)
        {
            ctx.scratch.playing[i].3 |= slot_bit(s);
            if giver_of_laws_cancel(g, ctx, player, cause, slot_bit(s))? != 0 {
                ctx.scratch.playing[i].2 |= slot_bit(s);
            }
        }
        if ctx.scratch.playing[i].2 & slot_bit(s) != 0 {
            ctx.note(
                Some(s),
                g.text(|| {
                    format!(
                        "{}: {} has no effect on it ({})",
                        g.q().civ_name(s),
                        g.cat.card_name(cause),
                        g.cat.card_name(R::LAWGIVER.card)
                    )
                }),
                super::card_rule(R::LAWGIVER.card),
            );
            return Ok(Some(Loss::Protected));
        }
    }
    if rules.competition_cards
        && rules.cause != Some(SIEGE_MASTER)
        && g.st.comp.area == Some(a)
        && g.st.comp.shield[s.idx()] > 0
    {
        let ar = &g.st.areas[a.0 as usize];
        if ar.disks[s.idx()] > 0 || ar.allies[s.idx()] > 0 {
            g.st.comp.shield[s.idx()] -= 1;
            ctx.emit(|| Event::LossPaid {
                slot: s,
                area: a,
                with: g
                    .cat
                    .card_name(crate::games::acme::losses::SHIELD_BEARERS)
                    .to_string()
                    .into(),
            });
            return Ok(Some(Loss::Kept));
        }
    }
    Ok(None)
}

// ---- #23 Informer ----

fn informer_playable<R: Ruleset>(g: &G<R>, s: Slot) -> bool {
    g.st.slots().any(|x| x != s)
}

fn informer_declare<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step<Targets> {
    let victims: Vec<Slot> = g.st.slots().filter(|&x| x != s).collect();
    let v = g.ask_slot(
        ctx,
        s,
        INFORMER,
        "the civilization to inform on",
        TargetRole::new(Whose::Opposing, TargetKind::Civ, Effect::Harm),
        &victims,
    )?;
    Ok(Targets {
        slots: vec![v],
        affects: slot_bit(v),
        harms: slot_bit(v),
        ..Default::default()
    })
}

/// Content #23 (R5): look at the whole hand and gain 1 mina from the supply; the victim pays 1
/// mina per Negate card seen (at most 2, as far as its Treasury goes).
fn informer_resolve<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, t: &Targets) -> Step {
    let v = t.slots[0];
    look_at_hand(g, ctx, s, v, INFORMER);
    g.gain_mina(ctx, s, 1);
    let negates =
        g.st.civ(v)
            .hand
            .iter()
            .filter(|&&c| g.cat.card(c).codes.negate)
            .count()
            .min(2) as u16;
    if negates > 0 {
        let paid = pay_mina_to(g, ctx, v, s, negates);
        ctx.note(
            Some(s),
            g.text(|| {
                format!(
                    "Informer: {} Negate card(s) seen, {} pays {} {}",
                    negates,
                    g.q().civ_name(v),
                    paid,
                    R::CURRENCY
                )
            }),
            "Card #23",
        );
    }
    Ok(())
}

// ---- #29 Usurper ----

/// (area, civilization) pairs: a Land area next to one of the player's Cities where that opposing
/// civilization has exactly 1 or 2 disks and which is not its Homeland (content #29).
/// An iterator, so that playability stops at the first target (it is asked for every hand).
fn usurper_targets<'g, R: Ruleset>(
    g: &'g G<R>,
    s: Slot,
) -> impl Iterator<Item = (AreaId, Slot)> + 'g {
    let cities = g.q().city_set(s);
    crate::games::acme::catalog::iter_set(g.q().playable_set() & g.cat.board.land)
        .filter(move |&a| {
            crate::games::acme::catalog::iter_set(cities)
                .any(|c| c != a && g.cat.board.adjacent(a, c))
        })
        .flat_map(move |a| g.st.slots().filter(move |&v| v != s).map(move |v| (a, v)))
        .filter(move |&(a, v)| {
            let q = g.q();
            matches!(q.disks(v.faction(), a), 1 | 2) && q.homeland(v) != Some(a)
        })
}

/// [`usurper_targets`] is not empty. Why not `next()` on it: the Card Phase asks this for the card
/// in hand at every action, and the iterator walks every land area against every City; here the
/// areas next to a City are one union of adjacency rows.
fn usurper_playable<R: Ruleset>(g: &G<R>, s: Slot) -> bool {
    let any = {
        let q = g.q();
        let mut near: crate::games::acme::catalog::AreaSet = 0;
        for c in crate::games::acme::catalog::iter_set(q.city_set(s)) {
            // `c != a` in `usurper_targets`: a City does not count for its own area.
            near |= g.cat.board.adj[c.0 as usize] & !crate::games::acme::catalog::bit(c);
        }
        crate::games::acme::catalog::iter_set(near & q.playable_set() & g.cat.board.land).any(|a| {
            g.st.slots().any(|v| {
                v != s && matches!(q.disks(v.faction(), a), 1 | 2) && q.homeland(v) != Some(a)
            })
        })
    };
    // The same answer as the target list (checked in debug builds: the tests, the fuzz run).
    debug_assert_eq!(
        any,
        usurper_targets(g, s).next().is_some(),
        "usurper_playable"
    );
    any
}

fn usurper_declare<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step<Targets> {
    let targets: Vec<(AreaId, Slot)> = usurper_targets(g, s).collect();
    let mut areas: Vec<AreaId> = targets.iter().map(|&(a, _)| a).collect();
    areas.dedup();
    let a = g.ask_area(
        ctx,
        s,
        USURPER,
        "the area whose lord changes sides",
        TargetRole::new(Whose::Opposing, TargetKind::Area, Effect::Harm),
        &areas,
    )?;
    let victims: Vec<Slot> = targets
        .iter()
        .filter(|&&(x, _)| x == a)
        .map(|&(_, v)| v)
        .collect();
    let v = g.ask_slot(
        ctx,
        s,
        USURPER,
        "the civilization betrayed",
        TargetRole::new(Whose::Opposing, TargetKind::Civ, Effect::Harm),
        &victims,
    )?;
    Ok(Targets {
        areas: vec![a],
        slots: vec![v],
        affects: slot_bit(v),
        harms: slot_bit(v),
        removes: slot_bit(v),
        ..Default::default()
    })
}

/// Every disk of that civilization there is replaced one for one (G1: a kept disk is not
/// replaced, but under [`Ruleset::KEPT_DISK_REPLACED`], ACIS's Demagogue #29, AG2; G3: a placement
/// beyond the stacking limit is not made).
fn usurper_resolve<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, t: &Targets) -> Step {
    let (a, v) = (t.areas[0], t.slots[0]);
    let mut memo = LossMemo::default();
    let n = g.q().disks(v.faction(), a);
    for _ in 0..n {
        g.lose_and_replace(ctx, v.faction(), s, a, LossRules::card(USURPER), &mut memo)?;
    }
    Ok(())
}

// ---- #30 False Prophet ----

fn false_prophet_victims<R: Ruleset>(g: &G<R>, s: Slot) -> Vec<Slot> {
    g.st.slots()
        .filter(|&x| x != s && g.q().deity_active(x))
        .collect()
}

fn false_prophet_playable<R: Ruleset>(g: &G<R>, s: Slot) -> bool {
    !false_prophet_victims(g, s).is_empty()
}

fn false_prophet_declare<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step<Targets> {
    let victims = false_prophet_victims(g, s);
    let v = g.ask_slot(
        ctx,
        s,
        FALSE_PROPHET,
        "the civilization whose Deity falls silent",
        TargetRole::new(Whose::Opposing, TargetKind::Civ, Effect::Harm),
        &victims,
    )?;
    Ok(Targets {
        slots: vec![v],
        affects: slot_bit(v),
        harms: slot_bit(v),
        ..Default::default()
    })
}

/// Content #30 (G12): the Deity becomes inactive; the card lies on it (lasting) until negated
/// (G18), cleansed, swapped, rededicated or discarded at End of Epoch step 1.
fn false_prophet_resolve<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, _s: Slot, t: &Targets) -> Step {
    let v = t.slots[0];
    if g.q().deity_active(v) {
        g.st.civ_mut(v).deity_inactive_by = Some(FALSE_PROPHET);
        ctx.note(
            Some(v),
            g.text(|| {
                format!(
                    "False Prophet: the Deity of {} is inactive",
                    g.q().civ_name(v)
                )
            }),
            "Card #30 (G12)",
        );
    }
    Ok(())
}
