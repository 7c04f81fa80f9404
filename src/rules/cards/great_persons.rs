//! Great Person cards (1-30). The Negate Great Persons (#9, #24-#28) live in `negation`; Traitor
//! (#22) is played from the Competition Phase's opening window.

use super::{CardPhaseImpl, CompImpl, Targets, has_supply, no_targets};
use crate::rules::catalog::{AreaId, CardId};
use crate::rules::decision::{Action, Ask, Decision};
use crate::rules::engine::G;
use crate::rules::losses::{Loss, LossMemo, LossRules};
use crate::rules::proc::{Ctx, Step};
use crate::rules::state::Slot;

pub const MASTER_SCRIBE: CardId = CardId(1);
pub const GOLD_SMITH: CardId = CardId(2);
pub const ROYAL_ARCHITECT: CardId = CardId(3);
pub const GRAND_ASTROLOGER: CardId = CardId(5);
pub const SIEGE_MASTER: CardId = CardId(17);
pub const MASTER_ARMORER: CardId = CardId(20);

pub fn card_phase(id: u8) -> Option<CardPhaseImpl> {
    Some(match id {
        1 => CardPhaseImpl {
            playable: has_supply,
            declare: no_targets,
            resolve: |g, ctx, s, _| {
                g.place_investment(ctx, s, MASTER_SCRIBE);
                Ok(())
            },
        },
        2 => CardPhaseImpl {
            playable: gold_smith_playable,
            declare: gold_smith_declare,
            resolve: gold_smith_resolve,
        },
        3 => CardPhaseImpl {
            playable: has_supply,
            declare: no_targets,
            resolve: |g, ctx, s, _| {
                g.place_investment(ctx, s, ROYAL_ARCHITECT);
                Ok(())
            },
        },
        5 => CardPhaseImpl {
            playable: super::always,
            declare: astrologer_declare,
            resolve: astrologer_resolve,
        },
        20 => CardPhaseImpl {
            playable: has_supply,
            declare: no_targets,
            resolve: master_armorer_resolve,
        },
        _ => return None,
    })
}

pub fn competition(id: u8) -> Option<CompImpl> {
    Some(match id {
        17 => CompImpl {
            usable: siege_master_usable,
            resolve: siege_master_resolve,
        },
        // Master Armorer played in the Competition Phase is put on the table at step 1 (G11).
        20 => CompImpl {
            usable: |g, s, _| has_supply(g, s),
            resolve: |g, ctx, s, _| {
                g.place_investment(ctx, s, MASTER_ARMORER);
                Ok(())
            },
        },
        _ => return None,
    })
}

// ---- #2 Gold Smith ----

/// Content #2: Control of the Homeland, and either godless with an available Deity, or one's own
/// Deity destroyed or returned (re-establishment).
fn gold_smith_playable(g: &G, s: Slot) -> bool {
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

fn gold_smith_declare(g: &mut G, ctx: &mut Ctx, s: Slot) -> Step<Targets> {
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
        },
        format!(
            "{}: Gold Smith - choose the Deity to establish for 3 resources",
            g.q().civ_name(s)
        ),
        "Card #2 Gold Smith",
        opts,
    );
    if let Action::Establish(dei) = ctx.ask(d)? {
        t.cards.push(dei);
    }
    Ok(t)
}

fn gold_smith_resolve(g: &mut G, ctx: &mut Ctx, s: Slot, t: &Targets) -> Step {
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

fn master_armorer_resolve(g: &mut G, ctx: &mut Ctx, s: Slot, _: &Targets) -> Step {
    g.place_investment(ctx, s, MASTER_ARMORER);
    Ok(())
}

// ---- #17 Siege Master ----

fn opposing_cities(g: &G, s: Slot, a: AreaId) -> Vec<Slot> {
    g.st.slots()
        .filter(|&x| x != s && g.q().is_city(x, a))
        .collect()
}

/// Content #17: a Land competition where an opposing civilization has a City.
fn siege_master_usable(g: &G, s: Slot, a: AreaId) -> bool {
    g.q().is_land(a) && !opposing_cities(g, s, a).is_empty()
}

/// Remove 1 own-colour disk of one opposing City here; only negation or a Master Armorer use stops
/// it (content #17, decision D1).
fn siege_master_resolve(g: &mut G, ctx: &mut Ctx, s: Slot, a: AreaId) -> Step {
    let victims = opposing_cities(g, s, a);
    if victims.is_empty() {
        return Ok(());
    }
    let v = g.ask_slot(ctx, s, SIEGE_MASTER, "the City to besiege", &victims)?;
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
            format!(
                "Siege Master reduces the {} City in {}",
                g.q().civ_name(v),
                g.q().name(a)
            ),
            "Card #17",
        );
    }
    Ok(())
}

// ---- #1 Master Scribe, #3 Royal Architect: Investment uses ----

/// Ask whether to use an Investment now; on yes, open its negation window (G14). Returns whether
/// the use stands (a negated use scraps the card with its disks).
fn use_investment(g: &mut G, ctx: &mut Ctx, s: Slot, card: CardId, what: &str) -> Step<bool> {
    let ready = g.st.civs[s.idx()]
        .table_card(card)
        .is_some_and(|t| t.disks > 0 && t.uses == 0);
    if !ready {
        return Ok(false);
    }
    let d = Decision::new(
        s,
        Ask::UseInvestment { card },
        format!(
            "{}: use {} ({})?",
            g.q().civ_name(s),
            g.cat.card_name(card),
            what
        ),
        format!("Card #{}", card.0),
        vec![Action::Yes, Action::No],
    );
    if ctx.ask(d)? != Action::Yes {
        return Ok(false);
    }
    if g.negation_window(ctx, crate::rules::negation::Link::investment(s, card))? {
        g.scrap_investment(ctx, s, card);
        return Ok(false);
    }
    g.spend_investment_disk(ctx, s, card);
    Ok(true)
}

/// Start of the Deployment Step: Royal Architect gives 2 more growth disks (content #3).
pub fn deployment_start(g: &mut G, ctx: &mut Ctx, s: Slot) -> Step {
    if use_investment(g, ctx, s, ROYAL_ARCHITECT, "2 more disks to deploy")? {
        let n = g.to_growth(s, 2);
        ctx.note(
            Some(s),
            format!("Royal Architect: {} more disks to deploy", n),
            "Card #3",
        );
    }
    Ok(())
}

/// Start of the Draw Step: Master Scribe looks at 3 cards and keeps 1 (content #1).
pub fn draw_step_start(g: &mut G, ctx: &mut Ctx, s: Slot) -> Step {
    if use_investment(g, ctx, s, MASTER_SCRIBE, "look at 3 cards, keep 1")? {
        let mut seen = Vec::new();
        for _ in 0..3 {
            if let Some(c) = g.reveal_non_event(ctx)? {
                seen.push(c);
            }
        }
        crate::rules::draw_abilities::keep_one(g, ctx, s, seen, "Master Scribe")?;
    }
    Ok(())
}

// ---- #5 Grand Astrologer ----

fn astrologer_declare(g: &mut G, ctx: &mut Ctx, s: Slot) -> Step<Targets> {
    let d = Decision::new(
        s,
        Ask::CardOption {
            card: GRAND_ASTROLOGER,
        },
        format!(
            "{}: Grand Astrologer - (a) arrange this turn's Turn Order, or (b) draw 4 and keep 2",
            g.q().civ_name(s)
        ),
        "Card #5 Grand Astrologer",
        vec![Action::Option(0), Action::Option(1)],
    );
    let Action::Option(o) = ctx.ask(d)? else {
        unreachable!()
    };
    Ok(Targets {
        option: o,
        ..Default::default()
    })
}

fn astrologer_resolve(g: &mut G, ctx: &mut Ctx, s: Slot, t: &Targets) -> Step {
    if t.option == 0 {
        g.st.astrologer = Some(s);
        ctx.note(
            Some(s),
            "Grand Astrologer: this civilization will arrange the Turn Order at the Reset Step",
            "Card #5",
        );
        return Ok(());
    }
    let before = g.st.civs[s.idx()].hand.len();
    g.draw_cards(ctx, s, 4)?;
    let len = g.st.civs[s.idx()].hand.len();
    let drawn: Vec<CardId> = g.st.civs[s.idx()].hand.split_off(before.min(len));
    let mut pool = drawn;
    for _ in 0..2 {
        if pool.is_empty() {
            break;
        }
        let mut opts: Vec<Action> = pool.iter().map(|&c| Action::Card(c)).collect();
        opts.sort();
        opts.dedup();
        let d = Decision::new(
            s,
            Ask::Keep,
            format!("{}: Grand Astrologer - keep a card", g.q().civ_name(s)),
            "Card #5",
            opts,
        );
        let Action::Card(k) = ctx.ask(d)? else {
            unreachable!()
        };
        let i = pool.iter().position(|&c| c == k).expect("offered");
        pool.remove(i);
        g.st.civs[s.idx()].hand.push(k);
    }
    g.st.deck.discard.extend(pool);
    Ok(())
}

/// Grand Astrologer (a): after the normal reset and Father of the Gods, its player arranges the
/// whole Turn Order (content #5).
pub fn astrologer_order(g: &mut G, ctx: &mut Ctx, s: Slot, order: Vec<Slot>) -> Step<Vec<Slot>> {
    let mut left = order;
    let mut out = Vec::new();
    while left.len() > 1 {
        let opts = left.iter().map(|&x| Action::Civ(x)).collect();
        let d = Decision::new(
            s,
            Ask::TurnOrderSpace,
            format!(
                "{}: Grand Astrologer - who takes Turn Order space {}?",
                g.q().civ_name(s),
                out.len() + 1
            ),
            "Card #5 Grand Astrologer",
            opts,
        );
        let Action::Civ(x) = ctx.ask(d)? else {
            unreachable!()
        };
        left.retain(|&y| y != x);
        out.push(x);
    }
    out.extend(left);
    Ok(out)
}
