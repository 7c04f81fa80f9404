//! Competition cards, committed face down at step 1 and resolved at step 3: each is a row
//! ([`CompCard`]: its id, where it may be committed, what it does with its numbers), read by one
//! function for both games of the family ([`usable`], `resolve_effect`): the base game's rows are
//! [`competition`] (content #14-#21, #31-#41), ACIS's are in its own card table under its ids and
//! conditions. Then the competition hooks every Competition card uses (Great Person ones
//! included): C-coded Investments put face up at step 1 (G11), Breeder of Stallions uses, a
//! captain from outside the competition, lasting Allies (Armored Infantry), the Warrior King
//! bonus, and Giver of Laws against Competition cards. Readings: `docs/card-readings.md`.

use super::great_persons;
use super::has_supply;
use crate::games::acme::catalog::{AreaId, CardId, Terrain, bit};
use crate::games::acme::decision::{Action, Ask, Decision};
use crate::games::acme::decision::{Effect, TargetKind, TargetRole, Whose};
use crate::games::acme::event::Event;
use crate::games::acme::g::G;
use crate::games::acme::losses::{Loss, LossMemo, LossRules};
use crate::games::acme::negation::Link;
use crate::games::acme::proc::{Ctx, Step};
use crate::games::acme::ruleset::Ruleset;
use crate::games::acme::state::slot_bit;
use crate::games::acme::state::{Faction, Slot};

pub(crate) const MERCENARIES_DESERT: CardId = CardId(40);

/// Where a Competition card may be committed (the "Timing" line of its text): the kind of
/// competition, before any target its effect needs (content G4).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Arena {
    /// Any competition its player takes part in.
    Any,
    /// A land competition.
    Land,
    /// A sea competition (a game's competitions at sea are held only where its rules allow one:
    /// ACIS's shallow seas).
    Sea,
    /// A sea competition, or a land competition in an area next to a sea area that counts
    /// ([`Ruleset::counted_seas`]) where its player has a disk.
    SeaOrCoast,
    /// A Desert area, or a land area next to one.
    DesertOrNextToDesert,
}

/// What a Competition card does when it resolves at step 3 (its effect, with its numbers). The
/// variants are the effects the family's cards have; a card is one of them with its numbers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CompEffect {
    /// Own disks from supply (a white Allied disk for each the supply lacks when `ally_if_none`),
    /// then white Allied disks.
    Reinforce {
        disks: u8,
        ally_if_none: bool,
        allies: u8,
    },
    /// 1 white Allied disk here and in every later competition of this phase its player takes
    /// part in.
    LastingAllies,
    /// 1 white Allied disk here and 1 in each of up to `others` other Contested areas still to be
    /// resolved this phase where its player has disks, put there at once.
    SpreadAllies { others: u8 },
    /// An opposing Stronghold cube here falls; one opposing civilization may not pay against its
    /// losses here.
    Siege,
    /// One opposing civilization may neither pay nor discard against its losses here.
    Blockade,
    /// Cancels two losses when announced (resolved by the losses, not at step 3).
    Shield,
    /// `n` opposing disks of its player's choice, from one or more Factions.
    Volley { n: u8 },
    /// `n` disks of one opposing Faction of its player's choice, white Allies first.
    Bombard { n: u8 },
    /// Up to `n` own disks march in from adjacent areas of the same kind.
    ForcedMarch { n: u8 },
    /// Up to `n` own-colour disks of opposing civilizations replaced with its player's.
    Replace { n: u8 },
    /// Every opposing Faction loses 1 disk, white Allies first.
    Slingers,
    /// Talents spent: each replaces a disk of one opposing civilization.
    Mercenaries,
    /// `allies` white Allied disks; in a sea competition also 1 disk of an opposing Faction.
    SeaAllies { allies: u8 },
    /// 1 white Allied disk to another civilization in the competition, which pays 1 coin; its
    /// player may commit it without taking part.
    Captain,
    /// 1-3 coins paid, 2 white Allied disks each.
    MercenaryGeneral,
    /// An opposing City here or in a pending Contested land area loses 1 own-colour disk.
    CityLoss,
    /// An opposing City here loses a disk with no offset but a Master Armorer use.
    SiegeMaster,
    /// An Investment put face up at step 1 with its disks.
    Investment,
    /// An Investment put face up at step 1 with its disks, which at step 1 of a later competition
    /// in its row's arena turns any number of them into white Allied disks there ([`commit_use`]).
    AllyInvestment,
    /// 2 white Allied disks, and 1 more per other source of Allies for the rest of the phase.
    WarriorKing,
    /// Every disk of one opposing civilization here goes, with no offset; never in an active
    /// civilization's home area but the one named.
    Betrayal { spared_home: &'static str },
}

/// A Competition card of a game's table: its id in that game (its questions and notes name it),
/// where it may be committed and what it does. Both games' cards are such rows, read by
/// [`usable`] and [`resolve`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CompCard {
    pub id: CardId,
    pub arena: Arena,
    pub effect: CompEffect,
}

impl CompCard {
    pub const fn new(id: u8, arena: Arena, effect: CompEffect) -> Self {
        CompCard {
            id: CardId(id),
            arena,
            effect,
        }
    }
}

/// The base game's Competition cards (content #14-#21, #31-#41): their rows.
pub(crate) fn competition(id: u8) -> Option<CompCard> {
    use Arena::*;
    use CompEffect::*;
    let (arena, effect) = match id {
        14 => (Any, Captain),
        15 => (Any, MercenaryGeneral),
        16 => (Any, CityLoss),
        17 => (Any, SiegeMaster),
        18 => (Any, AllyInvestment),
        20 => (Any, Investment),
        21 => (Any, WarriorKing),
        31 => (Any, LastingAllies),
        32 => (Land, Siege),
        33 => (
            Land,
            Reinforce {
                disks: 1,
                ally_if_none: true,
                allies: 0,
            },
        ),
        34 => (Any, Shield),
        35 => (Sea, Blockade),
        36 => (Any, Volley { n: 2 }),
        37 => (Any, ForcedMarch { n: 3 }),
        38 => (DesertOrNextToDesert, Replace { n: 2 }),
        39 => (Land, Slingers),
        40 => (Any, Mercenaries),
        41 => (SeaOrCoast, SeaAllies { allies: 2 }),
        _ => return None,
    };
    Some(CompCard::new(id, arena, effect))
}

/// Whether the competition in `a` is in `arena` for `s` (the arena of a Competition card's row).
fn arena_fits<R: Ruleset>(g: &G<R>, s: Slot, a: AreaId, arena: Arena) -> bool {
    let q = g.q();
    match arena {
        Arena::Any => true,
        Arena::Land => q.is_land(a),
        Arena::Sea => !q.is_land(a),
        Arena::SeaOrCoast => {
            let seas = R::counted_seas(g.cat);
            !q.is_land(a)
                || q.neighbours(a)
                    .any(|n| seas & bit(n) != 0 && q.occupies(s.faction(), n))
        }
        Arena::DesertOrNextToDesert => {
            q.terrain(a) == Terrain::Desert
                || (q.is_land(a) && q.neighbours(a).any(|n| q.terrain(n) == Terrain::Desert))
        }
    }
}

/// Whether `s` may commit `card` in the competition in `a`: the card's arena, and the target its
/// effect needs (content G4).
pub(crate) fn usable<R: Ruleset>(g: &G<R>, s: Slot, a: AreaId, card: &CompCard) -> bool {
    arena_fits(g, s, a, card.arena)
        && match card.effect {
            CompEffect::Volley { .. } | CompEffect::Bombard { .. } => {
                !opposing_factions(g, s, a).is_empty()
            }
            CompEffect::ForcedMarch { .. } => !march_sources(g, s, a).is_empty(),
            CompEffect::Replace { .. } => !replace_victims(g, s, a).is_empty(),
            CompEffect::Mercenaries => !mercenary_victims(g, s, a).is_empty(),
            CompEffect::Captain => great_persons::great_captain_usable(g, s, a),
            CompEffect::MercenaryGeneral => g.st.civ(s).treasury >= 1,
            CompEffect::CityLoss => !great_persons::soothsayer_targets(g, s, a).is_empty(),
            CompEffect::SiegeMaster => great_persons::siege_master_usable(g, s, a),
            CompEffect::Investment | CompEffect::AllyInvestment => has_supply(g, s),
            CompEffect::Betrayal { spared_home } => {
                !opposing_civs(g, s, a).is_empty() && may_betray(g, a, spared_home)
            }
            CompEffect::Reinforce { .. }
            | CompEffect::LastingAllies
            | CompEffect::SpreadAllies { .. }
            | CompEffect::Siege
            | CompEffect::Blockade
            | CompEffect::Shield
            | CompEffect::Slingers
            | CompEffect::SeaAllies { .. }
            | CompEffect::WarriorKing => true,
        }
}

/// `card`'s effect for `s` at step 3 of the competition in `a`.
fn resolve_effect<R: Ruleset>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    s: Slot,
    a: AreaId,
    card: &CompCard,
) -> Step {
    let id = card.id;
    match card.effect {
        CompEffect::Reinforce {
            disks,
            ally_if_none,
            allies,
        } => reinforce(g, ctx, s, a, id, disks, ally_if_none, allies),
        CompEffect::LastingAllies => armored_infantry(g, ctx, s, a),
        CompEffect::SpreadAllies { others } => spread_allies(g, ctx, s, a, id, others),
        CompEffect::Siege => siege(g, ctx, s, a, id),
        CompEffect::Blockade => blockade(g, ctx, s, a, id),
        CompEffect::Shield => Ok(()),
        CompEffect::Volley { n } => volley(g, ctx, s, a, id, n),
        CompEffect::Bombard { n } => bombard(g, ctx, s, a, id, n),
        CompEffect::ForcedMarch { n } => forced_march(g, ctx, s, a, id, n),
        CompEffect::Replace { n } => replace(g, ctx, s, a, id, n),
        CompEffect::Slingers => slingers(g, ctx, s, a, id),
        CompEffect::Mercenaries => mercenaries(g, ctx, s, a, id),
        CompEffect::SeaAllies { allies } => sea_allies(g, ctx, s, a, id, allies),
        CompEffect::Captain => great_persons::great_captain_resolve(g, ctx, s, a, id),
        CompEffect::MercenaryGeneral => great_persons::mercenary_general_resolve(g, ctx, s, a),
        CompEffect::CityLoss => great_persons::soothsayer_resolve(g, ctx, s, a, id),
        CompEffect::SiegeMaster => great_persons::siege_master_resolve(g, ctx, s, a),
        // Put face up at step 1 (G11, R19; `commit_face_up`); this is only a fallback.
        CompEffect::Investment | CompEffect::AllyInvestment => {
            g.place_investment(ctx, s, id);
            Ok(())
        }
        CompEffect::WarriorKing => great_persons::warrior_king_resolve(g, ctx, s, a),
        CompEffect::Betrayal { .. } => betrayal(g, ctx, s, a, id),
    }
}

// ---- helpers ----

/// Opposing Factions with pieces (own-colour disks or white Allies) in the area, Barbarians
/// first, then civilizations in Turn Order (G1: victims decide in Turn Order).
fn opposing_factions<R: Ruleset>(g: &G<R>, s: Slot, a: AreaId) -> Vec<Faction> {
    let ar = &g.st.areas[a.0 as usize];
    let mut out = Vec::new();
    if ar.disks[Faction::BARBARIANS.idx()] > 0 {
        out.push(Faction::BARBARIANS);
    }
    for &x in &g.st.order {
        if x != s && (ar.disks[x.idx()] > 0 || ar.allies[x.idx()] > 0) {
            out.push(x.faction());
        }
    }
    out
}

/// Opposing civilizations (never Barbarians) with pieces in the area, in Turn Order.
fn opposing_civs<R: Ruleset>(g: &G<R>, s: Slot, a: AreaId) -> Vec<Slot> {
    opposing_factions(g, s, a)
        .into_iter()
        .filter_map(|f| f.slot())
        .collect()
}

/// Rules for a card removal that targets own-colour disks (G19: 'of your choice' / named disks;
/// a Stronghold cube may still be given up instead, G1).
fn own_disk_rules(card: CardId) -> LossRules {
    let mut r = LossRules::card_in_competition(Some(card));
    r.allies_first = false;
    r
}

// ---- #31 Armored Infantry ----

/// Content #31: 1 white Allied disk here and in every later competition of this Competition Phase
/// the player takes part in (`lasting_allies`).
fn armored_infantry<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, a: AreaId) -> Step {
    g.add_allies(ctx, s, a, 1);
    g.st.civ_mut(s).usage.armored_infantry = true;
    Ok(())
}

// ---- #32 Siege ----

/// Content #32: (1) an opposing Faction's Stronghold cube here is removed (no offset); (2) one
/// opposing civilization here may not spend mina against its losses for the rest of this
/// competition (RB note #40).
fn siege<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, a: AreaId, id: CardId) -> Step {
    if g.st.areas[a.0 as usize]
        .stronghold
        .is_some_and(|f| f != s.faction())
    {
        g.remove_stronghold(ctx, a);
        ctx.note(
            Some(s),
            g.text(|| format!("Siege: the Stronghold in {} falls", g.q().name(a))),
            super::card_rule(id),
        );
    }
    let victims = opposing_civs(g, s, a);
    if !victims.is_empty() {
        let v = g.ask_slot(
            ctx,
            s,
            id,
            "the civilization under siege",
            TargetRole::new(Whose::Opposing, TargetKind::Civ, Effect::Harm),
            &victims,
        )?;
        g.st.comp.restrict[v.idx()] |= 1;
        ctx.note(
            Some(v),
            g.text(|| {
                format!(
                    "{} is under Siege: no mina against losses here",
                    g.q().civ_name(v)
                )
            }),
            super::card_rule(id),
        );
    }
    Ok(())
}

// ---- #33 Light Chariots (ACIS: Chariots #33, Warrior Queen #94) ----

/// Content #33 (PB example, Aleppo): add 1 own disk from Supply (or a white Ally if none); a card
/// of the family may add Allies after (content-acis #33 Chariots, #94 Warrior Queen).
#[allow(clippy::too_many_arguments)]
fn reinforce<R: Ruleset>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    s: Slot,
    a: AreaId,
    id: CardId,
    disks: u8,
    ally_if_none: bool,
    allies: u8,
) -> Step {
    let placed = g.card_place_own(ctx, s, id, a, disks);
    let lacking = if ally_if_none { disks - placed } else { 0 };
    g.add_allies(ctx, s, a, lacking + allies);
    Ok(())
}

// ---- #35 Blockade ----

/// Content #35: one opposing civilization here may neither spend mina nor discard cards against
/// its losses for the rest of this competition (Investment cards still work).
fn blockade<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, a: AreaId, id: CardId) -> Step {
    let victims = opposing_civs(g, s, a);
    if !victims.is_empty() {
        let v = g.ask_slot(
            ctx,
            s,
            id,
            "the blockaded civilization",
            TargetRole::new(Whose::Opposing, TargetKind::Civ, Effect::Harm),
            &victims,
        )?;
        g.st.comp.restrict[v.idx()] |= 3;
        ctx.note(
            Some(v),
            g.text(|| {
                format!(
                    "{} is blockaded: neither mina nor cards against losses here",
                    g.q().civ_name(v)
                )
            }),
            super::card_rule(id),
        );
    }
    Ok(())
}

// ---- #36 Improved Bow ----

/// Content #36 (G19 'of your choice'): `n` (2) opposing disks of the player's choice here,
/// own-colour, white Allied or Barbarian, from one or two Factions. Own-colour losses may be
/// offset (G1).
fn volley<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, a: AreaId, id: CardId, n: u8) -> Step {
    let mut memo = LossMemo::default();
    for i in 0..n {
        let opts = opposing_factions(g, s, a);
        if opts.is_empty() {
            break;
        }
        let what = format!("the Faction hit by arrow {}", i + 1);
        let f = g.ask_faction(
            ctx,
            s,
            id,
            what,
            TargetRole::new(Whose::Opposing, TargetKind::Faction, Effect::Harm),
            &opts,
        )?;
        let ar = &g.st.areas[a.0 as usize];
        let (own, allies) = (
            ar.disks[f.idx()],
            f.slot().map(|x| ar.allies[x.idx()]).unwrap_or(0),
        );
        let ally = if own > 0 && allies > 0 {
            let d = Decision::new(
                s,
                Ask::CardOption { card: id },
                g.text(|| {
                    format!(
                        "{}: {} - (a) one of its own disks, or (b) one of its white Allied disks?",
                        g.q().civ_name(s),
                        g.cat.card_name(id)
                    )
                }),
                format!("Card #{} {} (G19)", id.0, g.cat.card_name(id)),
                vec![Action::Option(0), Action::Option(1)],
            )
            .at(a);
            ctx.ask(g.st, d)? == Action::Option(1)
        } else {
            own == 0
        };
        match (ally, f.slot()) {
            (true, Some(x)) => {
                g.remove_allies(ctx, x, a, 1);
            }
            _ => {
                g.lose_one(ctx, f, a, own_disk_rules(id), &mut memo)?;
            }
        }
    }
    Ok(())
}

// ---- #37 Forced March ----

/// Adjacent areas of the same kind (Land for Land, Sea for Sea) holding 2+ of the player's disks,
/// not still to be resolved this phase (content #37; each source keeps 1 disk, which also keeps
/// the last disk in the Homeland).
fn march_sources<R: Ruleset>(g: &G<R>, s: Slot, a: AreaId) -> Vec<AreaId> {
    let q = g.q();
    let land = q.is_land(a);
    q.neighbours(a)
        .filter(|&n| q.is_land(n) == land && q.disks(s.faction(), n) >= 2)
        .filter(|&n| !pending(g, n))
        .collect()
}

/// Whether area `x` is a Contested area whose competition is still to be resolved this phase
/// (after the one being resolved; RB Competition Cards: "current or pending").
fn pending<R: Ruleset>(g: &G<R>, x: AreaId) -> bool {
    g.q().contested(x) && g.cat.board.area(x).ne_sw_rank > g.st.comp_rank
}

/// Content #37: move up to `n` (3) of the player's disks from eligible adjacent areas into this
/// one.
fn forced_march<R: Ruleset>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    s: Slot,
    a: AreaId,
    id: CardId,
    n: u8,
) -> Step {
    // No disk leaves its area for one that may not take it (ACIS's Walls of Troy).
    if g.card_disks_barred(ctx, s, id, a) {
        return Ok(());
    }
    for i in 0..n {
        let sources = march_sources(g, s, a);
        if sources.is_empty() {
            break;
        }
        let what = format!("an area to march a disk from ({} of {})", i + 1, n);
        let Some(src) = g.ask_area_or_done(
            ctx,
            s,
            id,
            what,
            TargetRole::new(Whose::Own, TargetKind::Disks, Effect::March),
            &sources,
        )?
        else {
            break;
        };
        g.take_off(ctx, s.faction(), src, 1);
        g.place_unlimited(ctx, s.faction(), a, 1);
    }
    Ok(())
}

// ---- #38 Camel Raiders (ACIS: War Elephants #43) ----

fn replace_victims<R: Ruleset>(g: &G<R>, s: Slot, a: AreaId) -> Vec<Slot> {
    let ar = &g.st.areas[a.0 as usize];
    g.st.order
        .iter()
        .copied()
        .filter(|&x| x != s && ar.disks[x.idx()] > 0)
        .collect()
}

/// Content #38 (in a Desert area or next to one, its arena; content-acis #43 War Elephants in any
/// land area): replace up to `n` (2) own-colour disks of opposing civilizations here with the
/// player's disks (G1: a kept disk is not replaced, but under [`Ruleset::KEPT_DISK_REPLACED`],
/// ACIS's AG2; G2: an empty Supply does not stop the removal).
fn replace<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, a: AreaId, id: CardId, n: u8) -> Step {
    let mut memo = LossMemo::default();
    for i in 0..n {
        let victims = replace_victims(g, s, a);
        if victims.is_empty() {
            break;
        }
        let what = format!("whose disk the raiders take ({} of {})", i + 1, n);
        let Some(v) = g.ask_slot_or_done(
            ctx,
            s,
            id,
            what,
            TargetRole::new(Whose::Opposing, TargetKind::Civ, Effect::Harm),
            &victims,
        )?
        else {
            break;
        };
        if g.lose_one(ctx, v.faction(), a, own_disk_rules(id), &mut memo)?
            .replaced::<R>()
        {
            g.card_place_own(ctx, s, id, a, 1);
        }
    }
    Ok(())
}

// ---- #39 Slingers ----

/// Content #39: every opposing Faction here loses 1 disk, its white Allied disk first; Barbarians
/// included; civilizations may offset (G1), in Turn Order.
fn slingers<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, a: AreaId, id: CardId) -> Step {
    let mut memo = LossMemo::default();
    for f in opposing_factions(g, s, a) {
        g.lose_one(
            ctx,
            f,
            a,
            LossRules::card_in_competition(Some(id)),
            &mut memo,
        )?;
    }
    Ok(())
}

// ---- #40 Mercenaries Desert ----

fn mercenary_victims<R: Ruleset>(g: &G<R>, s: Slot, a: AreaId) -> Vec<Slot> {
    opposing_civs(g, s, a)
}

/// Content #40 (RB note, PB example): choose an opposing civilization (never Barbarians), spend
/// any number of mina; for each, remove one of its disks here (white Allies first) and add one of
/// yours; the victim may keep an own-colour disk with a mina or a card unless under Siege or
/// Blockade; a kept disk is not replaced (G2; replaced under [`Ruleset::KEPT_DISK_REPLACED`], ACIS's
/// Mercenaries #40, AG2).
fn mercenaries<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, a: AreaId, id: CardId) -> Step {
    let victims = mercenary_victims(g, s, a);
    if victims.is_empty() || g.st.civ(s).treasury == 0 {
        return Ok(());
    }
    let v = g.ask_slot(
        ctx,
        s,
        id,
        "the civilization whose troops desert",
        TargetRole::new(Whose::Opposing, TargetKind::Civ, Effect::Weaken),
        &victims,
    )?;
    let ar = &g.st.areas[a.0 as usize];
    let pieces = ar.disks[v.idx()] as u16 + ar.allies[v.idx()] as u16;
    let max = g.st.civ(s).treasury.min(pieces);
    let opts = (0..=max).map(Action::Number).collect();
    let d = Decision::new(
        s,
        Ask::HowMany { max },
        g.text(|| {
            format!(
                "{}: {} - how many {} do you spend in {}?",
                g.q().civ_name(s),
                g.cat.card_name(id),
                R::CURRENCY,
                g.q().name(a)
            )
        }),
        format!("Card #{} {}", id.0, g.cat.card_name(id)),
        opts,
    )
    .for_card(id)
    .at(a);
    let Action::Number(n) = ctx.ask(g.st, d)? else {
        unreachable!()
    };
    g.spend_mina(ctx, s, n);
    let mut memo = LossMemo::default();
    for _ in 0..n {
        let out = g.lose_one(
            ctx,
            v.faction(),
            a,
            LossRules::card_in_competition(Some(id)),
            &mut memo,
        )?;
        if out == Loss::Ally || out.replaced::<R>() {
            g.card_place_own(ctx, s, id, a, 1);
        }
    }
    Ok(())
}

// ---- #41 Eagles of the Sea (ACIS: Triremes #75) ----

/// Content #41 (in a Sea competition, or a Land competition next to a Sea area where the player
/// has a disk: its arena): `allies` (2) white Allied disks; in a Sea competition also 1 disk of an
/// opposing Faction of the player's choice (its white Allied disk first, G19; G1 offsets).
fn sea_allies<R: Ruleset>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    s: Slot,
    a: AreaId,
    id: CardId,
    allies: u8,
) -> Step {
    g.add_allies(ctx, s, a, allies);
    if !g.q().is_land(a) {
        let opts = opposing_factions(g, s, a);
        if !opts.is_empty() {
            let f = g.ask_faction(
                ctx,
                s,
                id,
                "the Faction the eagles strike",
                TargetRole::new(Whose::Opposing, TargetKind::Faction, Effect::Harm),
                &opts,
            )?;
            g.lose_one(
                ctx,
                f,
                a,
                LossRules::card_in_competition(Some(id)),
                &mut LossMemo::default(),
            )?;
        }
    }
    Ok(())
}

// ---- ACIS: Strategos #6 ----

/// Contested areas still to be resolved this phase, after the one being resolved, where `s` has
/// disks (content-acis #6: "pending Contested areas in which you take part").
fn pending_areas<R: Ruleset>(g: &G<R>, s: Slot) -> Vec<AreaId> {
    let q = g.q();
    q.playable_areas()
        .filter(|&x| q.occupies(s.faction(), x) && pending(g, x))
        .collect()
}

/// Content-acis #6 Strategos (IG-C6): 1 white Allied disk here, and at the same moment 1 in each
/// of up to `others` (3) other pending Contested areas where its player takes part, put there now
/// (it fights there as if added at that competition's step 3); the ones not assigned are lost.
fn spread_allies<R: Ruleset>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    s: Slot,
    a: AreaId,
    id: CardId,
    others: u8,
) -> Step {
    g.add_allies(ctx, s, a, 1);
    let mut left = pending_areas(g, s);
    for i in 0..others {
        if left.is_empty() {
            break;
        }
        let what = format!(
            "a pending competition for an Allied disk ({} of {})",
            i + 1,
            others
        );
        let Some(x) = g.ask_area_or_done(
            ctx,
            s,
            id,
            what,
            TargetRole::new(Whose::Own, TargetKind::Disks, Effect::Ally),
            &left,
        )?
        else {
            break;
        };
        g.add_allies(ctx, s, x, 1);
        left.retain(|&y| y != x);
    }
    Ok(())
}

// ---- ACIS: Siege Engines #41 ----

/// Content-acis #41 Siege Engines (RB Competition Cards example: "eliminates 2 disks of the
/// opposing stack"): `n` (2) disks of one opposing Faction of its player's choice here, its white
/// Allied disks first (AG19); each own-colour loss may be offset (AG1). An area no longer
/// Contested ends its competition by the rounds' own test.
fn bombard<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, a: AreaId, id: CardId, n: u8) -> Step {
    let opts = opposing_factions(g, s, a);
    if opts.is_empty() {
        return Ok(());
    }
    let f = g.ask_faction(
        ctx,
        s,
        id,
        "the Faction the engines batter",
        TargetRole::new(Whose::Opposing, TargetKind::Faction, Effect::Harm),
        &opts,
    )?;
    let mut memo = LossMemo::default();
    for _ in 0..n {
        g.lose_one(
            ctx,
            f,
            a,
            LossRules::card_in_competition(Some(id)),
            &mut memo,
        )?;
    }
    Ok(())
}

// ---- Traitor: ACME #22 before the first competition, ACIS #45 at step 1 ----

/// Traitor's area test (content #22; content-acis #45): never an active civilization's home area,
/// except the one its text names (Hattusha; Troy, the Trojan Horse).
pub(crate) fn may_betray<R: Ruleset>(g: &G<R>, a: AreaId, spared_home: &str) -> bool {
    let q = g.q();
    q.active_homelands() & bit(a) == 0 || q.name(a) == spared_home
}

/// Content-acis #45 Traitor (IG-C3): every disk of one opposing civilization here goes, own-colour
/// and white Allied, with no offset of any kind and no protection (AG5: the card wins). The own-colour
/// disks count as removed in this competition, for its Loot (RB Loot: 3 or more).
fn betrayal<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, a: AreaId, id: CardId) -> Step {
    let victims = opposing_civs(g, s, a);
    if victims.is_empty() {
        return Ok(());
    }
    let v = g.ask_slot(
        ctx,
        s,
        id,
        "the civilization betrayed",
        TargetRole::new(Whose::Opposing, TargetKind::Civ, Effect::Betray),
        &victims,
    )?;
    let allies = g.st.areas[a.0 as usize].allies[v.idx()];
    g.remove_allies(ctx, v, a, allies);
    let n = g.q().disks(v.faction(), a);
    g.take_off(ctx, v.faction(), a, n);
    g.st.comp.removed[v.idx()] += n;
    ctx.note(
        Some(s),
        g.text(|| {
            format!(
                "Traitor: every disk of {} leaves {}",
                g.q().civ_name(v),
                g.q().name(a)
            )
        }),
        super::card_rule(id),
    );
    Ok(())
}

// =============================================================================================
// Hooks called by the Competition Phase (competition.rs)
// =============================================================================================

/// Step 1: an Investment card with a C code (#18, #20) played in the Competition Phase is put face
/// up at once with its disks (G11, R19), after its own negation window (God of the Skies may
/// cancel it). Returns false for every other card (committed face down as usual).
pub(crate) fn commit_face_up<R: Ruleset>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    s: Slot,
    c: CardId,
) -> Step<bool> {
    if !super::competition::<R>(c).is_some_and(|k| {
        matches!(
            k.effect,
            CompEffect::Investment | CompEffect::AllyInvestment
        )
    }) {
        return Ok(false);
    }
    g.take_from_hand(s, c);
    ctx.emit(|| Event::CardPlayed { slot: s, card: c });
    ctx.note(
        Some(s),
        g.text(|| format!("{} plays {} face up", g.q().civ_name(s), g.cat.card_name(c))),
        "G11",
    );
    if g.negation_window(ctx, Link::card(s, c, 0, 0))? {
        g.st.deck.discard.push(c);
        return Ok(true);
    }
    g.place_investment(ctx, s, c);
    if g.st.civ(s).table_card(c).is_none() {
        g.st.deck.discard.push(c);
    }
    Ok(true)
}

/// Whether the game's card `c` is an Investment whose disks become white Allies at step 1
/// (its row's [`CompEffect::AllyInvestment`]: ACME's Breeder of Stallions #18, ACIS's Master of
/// Horse #96), and its row.
fn ally_investment<R: Ruleset>(c: CardId) -> Option<CompCard> {
    R::competition_effect(c).filter(|k| k.effect == CompEffect::AllyInvestment)
}

/// Step 1 extras a participant may announce in the competition in `a`: a use of an Investment
/// whose disks become white Allies, in its row's arena (content #18; content-acis #96, land
/// competitions only), once per competition.
pub(crate) fn commit_extras<R: Ruleset>(g: &G<R>, s: Slot, a: AreaId) -> Vec<Action> {
    if g.st.comp.breeder_used[s.idx()] {
        return Vec::new();
    }
    g.st.civ(s)
        .table
        .iter()
        .filter(|t| t.disks > 0)
        .filter(|t| ally_investment::<R>(t.card).is_some_and(|k| arena_fits(g, s, a, k.arena)))
        .map(|t| Action::UseInvestment(t.card))
        .collect()
}

/// Content #18: at step 1, remove any number of disks from Breeder of Stallions (back to Supply);
/// each becomes a white Allied disk here. The use is announced and negatable (G14), once per
/// competition. Any game's card of that row (content-acis #96 Master of Horse) is used so, named
/// by its own name.
pub(crate) fn commit_use<R: Ruleset>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    s: Slot,
    a: AreaId,
    c: CardId,
) -> Step {
    if ally_investment::<R>(c).is_none() {
        return Ok(());
    }
    let name = g.cat.card_name(c).to_string();
    let have = g.st.civ(s).table_card(c).map(|t| t.disks).unwrap_or(0) as u16;
    if have == 0 {
        return Ok(());
    }
    let opts = (1..=have).map(Action::Number).collect();
    let d = Decision::new(
        s,
        Ask::HowMany { max: have },
        g.text(|| {
            format!(
                "{}: {name} - how many disks become white Allies in {}?",
                g.q().civ_name(s),
                g.q().name(a)
            )
        }),
        format!("Card #{} {name}", c.0),
        opts,
    )
    .for_card(c)
    .at(a);
    let Action::Number(n) = ctx.ask(g.st, d)? else {
        unreachable!()
    };
    g.st.comp.breeder_used[s.idx()] = true;
    ctx.note(
        Some(s),
        g.text(|| format!("{} calls on {name} ({} disks)", g.q().civ_name(s), n)),
        format!("Card #{}", c.0),
    );
    if g.negation_window(ctx, Link::investment(s, c))? {
        g.scrap_investment(ctx, s, c);
        return Ok(());
    }
    for _ in 0..n {
        g.spend_investment_disk(ctx, s, c);
    }
    g.add_allies(ctx, s, a, n as u8);
    g.st.comp.ally_sources[s.idx()] += 1;
    Ok(())
}

/// G11 / content #14: after every participant has committed, civilizations not taking part may
/// commit Great Captain, in Turn Order.
pub(crate) fn outsider_commit<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, a: AreaId) -> Step {
    let Some(c) = outsider_card(g, s, a) else {
        return Ok(());
    };
    let d = Decision::new(
        s,
        Ask::Commit { area: a },
        g.text(|| {
            format!(
                "{}: you are not in the competition in {} - commit {} face down, or Done",
                g.q().civ_name(s),
                g.q().name(a),
                g.cat.card_name(c)
            )
        }),
        // The rule, not the card: the question's rule is written in the public log beside the
        // answer, and the card is still in its owner's hand (RB Hand: hands are secret).
        "G11: commit without taking part",
        vec![Action::Play(c), Action::Done],
    )
    .at(a);
    if ctx.ask_always(g.st, d)? == Action::Play(c) {
        g.take_from_hand(s, c);
        g.st.comp.committed.push((s, c, false));
        ctx.note(
            Some(s),
            g.text(|| format!("{} commits a card face down", g.q().civ_name(s))),
            "RB Competition step 1",
        );
    }
    Ok(())
}

/// Whether `s`, not taking part in the competition in `a`, holds a card it may commit there
/// (G11 / card #14; content-acis AG11, #95).
pub(crate) fn outsider_may_commit<R: Ruleset>(g: &G<R>, s: Slot, a: AreaId) -> bool {
    outsider_card(g, s, a).is_some()
}

/// The card of `s`'s hand it may commit in the competition in `a` without taking part: one whose
/// row is a [`CompEffect::Captain`] of the game's own table (Great Captain #14; ACIS's Mercenary
/// Captain #95), usable there.
fn outsider_card<R: Ruleset>(g: &G<R>, s: Slot, a: AreaId) -> Option<CardId> {
    let captain =
        |c: CardId| super::competition::<R>(c).filter(|k| matches!(k.effect, CompEffect::Captain));
    let hand = &g.st.civ(s).hand;
    // The hand first, as before a game's own rows came: it is asked for every civilization of
    // every competition, and most hands hold no such card (measured: this order costs less than
    // asking first whether `s` takes part).
    if !hand.iter().any(|&c| captain(c).is_some())
        || crate::games::acme::competition::takes_part(g, a, s)
    {
        return None;
    }
    hand.iter()
        .copied()
        .find(|&c| captain(c).is_some_and(|k| usable(g, s, a, &k)))
}

/// Civilizations whose disks a Competition card would remove or replace (Giver of Laws #19).
fn removes_mask<R: Ruleset>(g: &G<R>, o: Slot, card: &CompCard, a: AreaId) -> u16 {
    let opposing = || {
        opposing_civs(g, o, a)
            .into_iter()
            .fold(0, |m, x| m | slot_bit(x))
    };
    match card.effect {
        CompEffect::Volley { .. }
        | CompEffect::Bombard { .. }
        | CompEffect::Replace { .. }
        | CompEffect::Slingers
        | CompEffect::Mercenaries => opposing(),
        CompEffect::SeaAllies { .. } if !g.q().is_land(a) => opposing(),
        CompEffect::CityLoss => great_persons::soothsayer_targets(g, o, a)
            .into_iter()
            .fold(0, |m, (_, v)| m | slot_bit(v)),
        _ => 0,
    }
}

/// Step 3: resolve one revealed Competition card of `o`: Giver of Laws may first cancel it for its
/// victims (content #19); Allies it adds count as a source for Warrior King (content #21).
pub(crate) fn resolve_card<R: Ruleset>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    o: Slot,
    c: CardId,
    a: AreaId,
) -> Step {
    let Some(card) = super::competition::<R>(c) else {
        return Ok(());
    };
    let removes = removes_mask(g, o, &card, a);
    let immune = great_persons::giver_of_laws_cancel(g, ctx, o, c, removes)?;
    let before = g.st.areas[a.0 as usize].allies[o.idx()];
    ctx.scratch.playing.push((o, c, immune, removes));
    resolve_effect(g, ctx, o, a, &card)?;
    ctx.scratch.playing.pop();
    if card.effect != CompEffect::WarriorKing {
        count_ally_source(g, o, a, before);
    }
    Ok(())
}

/// A Deity, ability or card of `s` just resolved: if it added white Allied disks to `s`'s side it
/// is one source for Warrior King (content #21, R18).
pub(crate) fn count_ally_source<R: Ruleset>(g: &mut G<R>, s: Slot, a: AreaId, before: u8) {
    if g.st.areas[a.0 as usize].allies[s.idx()] > before {
        g.st.comp.ally_sources[s.idx()] += 1;
    }
}

/// Step 3, with the cards: Armored Infantry played earlier this phase adds its white Allied disk
/// in every later competition its player takes part in (content #31).
pub(crate) fn lasting_allies<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, a: AreaId) {
    // Asked at every competition, and Armored Infantry is rarely in play: no participant list then.
    if !g.st.civs.iter().any(|c| c.usage.armored_infantry) {
        return;
    }
    let here = crate::games::acme::competition::participants(g, a);
    for s in here {
        if g.st.civ(s).usage.armored_infantry {
            g.add_allies(ctx, s, a, 1);
            g.st.comp.ally_sources[s.idx()] += 1;
            ctx.note(
                Some(s),
                g.text(|| format!("Armored Infantry fights for {} again", g.q().civ_name(s))),
                "Card #31",
            );
        }
    }
}

/// End of step 3: Warrior King adds 1 more white Allied disk per other source of Allies of its
/// player in this competition (once per source), for the rest of the Competition Phase (#21).
pub(crate) fn warrior_king_bonus<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, a: AreaId) {
    // Asked at every competition, and Warrior King is rarely in play: no participant list then.
    if !g.st.civs.iter().any(|c| c.usage.warrior_king) {
        return;
    }
    for s in crate::games::acme::competition::participants(g, a) {
        let n = g.st.comp.ally_sources[s.idx()];
        if g.st.civ(s).usage.warrior_king && n > 0 {
            g.add_allies(ctx, s, a, n);
            ctx.note(
                Some(s),
                g.text(|| {
                    format!(
                        "Warrior King: {} more Allied disk(s) for {}",
                        n,
                        g.q().civ_name(s)
                    )
                }),
                "Card #21",
            );
        }
    }
}
