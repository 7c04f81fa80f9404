//! Competition cards (31-41), committed face down at step 1 and resolved at step 3, and the
//! competition hooks every Competition card uses (Great Person ones included): C-coded Investments
//! put face up at step 1 (G11), Breeder of Stallions uses, Great Captain from outside the
//! competition, lasting Allies (Armored Infantry), the Warrior King bonus, and Giver of Laws
//! against Competition cards. Readings: `docs/card-readings.md`.

use super::CompImpl;
use super::great_persons::{
    self, BREEDER_OF_STALLIONS, GREAT_CAPTAIN, MASTER_ARMORER, SIEGE_MASTER, WARRIOR_KING,
};
use crate::games::acme::catalog::{AreaId, CardId, Terrain};
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

#[allow(dead_code)] // the deck's list names every card; no rule names this one
pub(crate) const ARMORED_INFANTRY: CardId = CardId(31);
pub(crate) const SIEGE: CardId = CardId(32);
#[allow(dead_code)] // the deck's list names every card; no rule names this one
pub(crate) const LIGHT_CHARIOTS: CardId = CardId(33);
#[allow(dead_code)] // the deck's list names every card; no rule names this one
pub(crate) const SHIELD_BEARERS: CardId = CardId(34);
pub(crate) const BLOCKADE: CardId = CardId(35);
pub(crate) const IMPROVED_BOW: CardId = CardId(36);
pub(crate) const FORCED_MARCH: CardId = CardId(37);
pub(crate) const CAMEL_RAIDERS: CardId = CardId(38);
pub(crate) const SLINGERS: CardId = CardId(39);
pub(crate) const MERCENARIES_DESERT: CardId = CardId(40);
pub(crate) const EAGLES_OF_THE_SEA: CardId = CardId(41);

pub(crate) fn competition<R: Ruleset>(id: u8) -> Option<CompImpl<R>> {
    Some(match id {
        31 => CompImpl {
            usable: |_, _, _| true,
            resolve: armored_infantry,
        },
        32 => CompImpl {
            usable: |g, _, a| g.q().is_land(a),
            resolve: siege,
        },
        33 => CompImpl {
            usable: |g, _, a| g.q().is_land(a),
            resolve: light_chariots,
        },
        34 => CompImpl {
            usable: |_, _, _| true,
            resolve: |_, _, _, _| Ok(()),
        },
        35 => CompImpl {
            usable: |g, _, a| !g.q().is_land(a),
            resolve: blockade,
        },
        36 => CompImpl {
            usable: |g, s, a| !opposing_factions(g, s, a).is_empty(),
            resolve: improved_bow,
        },
        37 => CompImpl {
            usable: |g, s, a| !march_sources(g, s, a).is_empty(),
            resolve: forced_march,
        },
        38 => CompImpl {
            usable: camel_usable,
            resolve: camel_raiders,
        },
        39 => CompImpl {
            usable: |g, _, a| g.q().is_land(a),
            resolve: slingers,
        },
        40 => CompImpl {
            usable: mercenaries_usable,
            resolve: mercenaries,
        },
        41 => CompImpl {
            usable: eagles_usable,
            resolve: eagles,
        },
        _ => return None,
    })
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
fn siege<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, a: AreaId) -> Step {
    if g.st.areas[a.0 as usize]
        .stronghold
        .is_some_and(|f| f != s.faction())
    {
        g.remove_stronghold(ctx, a);
        ctx.note(
            Some(s),
            g.text(|| format!("Siege: the Stronghold in {} falls", g.q().name(a))),
            "Card #32",
        );
    }
    let victims = opposing_civs(g, s, a);
    if !victims.is_empty() {
        let v = g.ask_slot(
            ctx,
            s,
            SIEGE,
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
            "Card #32",
        );
    }
    Ok(())
}

// ---- #33 Light Chariots ----

/// Content #33 (PB example, Aleppo): add 1 own disk from Supply (or a white Ally if none).
fn light_chariots<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, a: AreaId) -> Step {
    if g.place_unlimited(ctx, s.faction(), a, 1) == 0 {
        g.add_allies(ctx, s, a, 1);
    }
    Ok(())
}

// ---- #35 Blockade ----

/// Content #35: one opposing civilization here may neither spend mina nor discard cards against
/// its losses for the rest of this competition (Investment cards still work).
fn blockade<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, a: AreaId) -> Step {
    let victims = opposing_civs(g, s, a);
    if !victims.is_empty() {
        let v = g.ask_slot(
            ctx,
            s,
            BLOCKADE,
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
            "Card #35",
        );
    }
    Ok(())
}

// ---- #36 Improved Bow ----

/// Content #36 (G19 'of your choice'): 2 opposing disks of the player's choice here, own-colour,
/// white Allied or Barbarian, from one or two Factions. Own-colour losses may be offset (G1).
fn improved_bow<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, a: AreaId) -> Step {
    let mut memo = LossMemo::default();
    for i in 0..2 {
        let opts = opposing_factions(g, s, a);
        if opts.is_empty() {
            break;
        }
        let what = format!("the Faction hit by arrow {}", i + 1);
        let f = g.ask_faction(
            ctx,
            s,
            IMPROVED_BOW,
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
                Ask::CardOption { card: IMPROVED_BOW },
                g.text(|| format!("{}: Improved Bow - (a) one of its own disks, or (b) one of its white Allied disks?", g.q().civ_name(s))),
                "Card #36 Improved Bow (G19)",
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
                g.lose_one(ctx, f, a, own_disk_rules(IMPROVED_BOW), &mut memo)?;
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
        .filter(|&n| !(q.contested(n) && g.cat.board.area(n).ne_sw_rank > g.st.comp_rank))
        .collect()
}

/// Content #37: move up to 3 of the player's disks from eligible adjacent areas into this one.
fn forced_march<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, a: AreaId) -> Step {
    for i in 0..3 {
        let sources = march_sources(g, s, a);
        if sources.is_empty() {
            break;
        }
        let what = format!("an area to march a disk from ({} of 3)", i + 1);
        let Some(src) = g.ask_area_or_done(
            ctx,
            s,
            FORCED_MARCH,
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

// ---- #38 Camel Raiders ----

fn camel_victims<R: Ruleset>(g: &G<R>, s: Slot, a: AreaId) -> Vec<Slot> {
    let ar = &g.st.areas[a.0 as usize];
    g.st.order
        .iter()
        .copied()
        .filter(|&x| x != s && ar.disks[x.idx()] > 0)
        .collect()
}

/// Content #38: a Desert area, or a Land area next to one, with own-colour disks of an opposing
/// civilization (G4: the required target exists).
fn camel_usable<R: Ruleset>(g: &G<R>, s: Slot, a: AreaId) -> bool {
    let q = g.q();
    let desert = q.terrain(a) == Terrain::Desert
        || (q.is_land(a) && q.neighbours(a).any(|n| q.terrain(n) == Terrain::Desert));
    desert && !camel_victims(g, s, a).is_empty()
}

/// Replace up to 2 own-colour disks of opposing civilizations here with the player's disks (G1:
/// a kept disk is not replaced; G2: an empty Supply does not stop the removal).
fn camel_raiders<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, a: AreaId) -> Step {
    let mut memo = LossMemo::default();
    for i in 0..2 {
        let victims = camel_victims(g, s, a);
        if victims.is_empty() {
            break;
        }
        let what = format!("whose disk the raiders take ({} of 2)", i + 1);
        let Some(v) = g.ask_slot_or_done(
            ctx,
            s,
            CAMEL_RAIDERS,
            what,
            TargetRole::new(Whose::Opposing, TargetKind::Civ, Effect::Harm),
            &victims,
        )?
        else {
            break;
        };
        if g.lose_one(
            ctx,
            v.faction(),
            a,
            own_disk_rules(CAMEL_RAIDERS),
            &mut memo,
        )? == Loss::Disk
        {
            g.place_unlimited(ctx, s.faction(), a, 1);
        }
    }
    Ok(())
}

// ---- #39 Slingers ----

/// Content #39: every opposing Faction here loses 1 disk, its white Allied disk first; Barbarians
/// included; civilizations may offset (G1), in Turn Order.
fn slingers<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, a: AreaId) -> Step {
    let mut memo = LossMemo::default();
    for f in opposing_factions(g, s, a) {
        g.lose_one(
            ctx,
            f,
            a,
            LossRules::card_in_competition(Some(SLINGERS)),
            &mut memo,
        )?;
    }
    Ok(())
}

// ---- #40 Mercenaries Desert ----

fn mercenary_victims<R: Ruleset>(g: &G<R>, s: Slot, a: AreaId) -> Vec<Slot> {
    opposing_civs(g, s, a)
}

fn mercenaries_usable<R: Ruleset>(g: &G<R>, s: Slot, a: AreaId) -> bool {
    !mercenary_victims(g, s, a).is_empty()
}

/// Content #40 (RB note, PB example): choose an opposing civilization (never Barbarians), spend
/// any number of mina; for each, remove one of its disks here (white Allies first) and add one of
/// yours; the victim may keep an own-colour disk with a mina or a card unless under Siege or
/// Blockade; a kept disk is not replaced (G2; replaced under [`Ruleset::KEPT_DISK_REPLACED`], ACIS's
/// Mercenaries #40, AG2).
fn mercenaries<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, a: AreaId) -> Step {
    let victims = mercenary_victims(g, s, a);
    if victims.is_empty() || g.st.civ(s).treasury == 0 {
        return Ok(());
    }
    let v = g.ask_slot(
        ctx,
        s,
        MERCENARIES_DESERT,
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
                "{}: Mercenaries Desert - how many mina do you spend in {}?",
                g.q().civ_name(s),
                g.q().name(a)
            )
        }),
        "Card #40 Mercenaries Desert",
        opts,
    )
    .for_card(MERCENARIES_DESERT)
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
            LossRules::card_in_competition(Some(MERCENARIES_DESERT)),
            &mut memo,
        )?;
        if out == Loss::Ally || out.replaced::<R>() {
            g.place_unlimited(ctx, s.faction(), a, 1);
        }
    }
    Ok(())
}

// ---- #41 Eagles of the Sea ----

/// Content #41: a Sea competition, or a Land competition in a coastal area next to a Sea area
/// where the player has a disk.
fn eagles_usable<R: Ruleset>(g: &G<R>, s: Slot, a: AreaId) -> bool {
    let q = g.q();
    !q.is_land(a)
        || q.neighbours(a)
            .any(|n| !q.is_land(n) && q.occupies(s.faction(), n))
}

/// 2 white Allied disks; in a Sea competition also 1 disk of an opposing Faction of the player's
/// choice (its white Allied disk first, G19; G1 offsets).
fn eagles<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, a: AreaId) -> Step {
    g.add_allies(ctx, s, a, 2);
    if !g.q().is_land(a) {
        let opts = opposing_factions(g, s, a);
        if !opts.is_empty() {
            let f = g.ask_faction(
                ctx,
                s,
                EAGLES_OF_THE_SEA,
                "the Faction the eagles strike",
                TargetRole::new(Whose::Opposing, TargetKind::Faction, Effect::Harm),
                &opts,
            )?;
            g.lose_one(
                ctx,
                f,
                a,
                LossRules::card_in_competition(Some(EAGLES_OF_THE_SEA)),
                &mut LossMemo::default(),
            )?;
        }
    }
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
    if c != BREEDER_OF_STALLIONS && c != MASTER_ARMORER {
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

/// Step 1 extras a participant may announce: a Breeder of Stallions use (content #18).
pub(crate) fn commit_extras<R: Ruleset>(g: &G<R>, s: Slot) -> Vec<Action> {
    let civ = g.st.civ(s);
    let ready = civ
        .table_card(BREEDER_OF_STALLIONS)
        .is_some_and(|t| t.disks > 0)
        && !g.st.comp.breeder_used[s.idx()];
    if ready {
        vec![Action::UseInvestment(BREEDER_OF_STALLIONS)]
    } else {
        Vec::new()
    }
}

/// Content #18: at step 1, remove any number of disks from Breeder of Stallions (back to Supply);
/// each becomes a white Allied disk here. The use is announced and negatable (G14), once per
/// competition.
pub(crate) fn commit_use<R: Ruleset>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    s: Slot,
    a: AreaId,
    c: CardId,
) -> Step {
    if c != BREEDER_OF_STALLIONS {
        return Ok(());
    }
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
                "{}: Breeder of Stallions - how many disks become white Allies in {}?",
                g.q().civ_name(s),
                g.q().name(a)
            )
        }),
        "Card #18 Breeder of Stallions",
        opts,
    )
    .for_card(BREEDER_OF_STALLIONS)
    .at(a);
    let Action::Number(n) = ctx.ask(g.st, d)? else {
        unreachable!()
    };
    g.st.comp.breeder_used[s.idx()] = true;
    ctx.note(
        Some(s),
        g.text(|| {
            format!(
                "{} calls on Breeder of Stallions ({} disks)",
                g.q().civ_name(s),
                n
            )
        }),
        "Card #18",
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
    if !outsider_may_commit(g, s, a) {
        return Ok(());
    }
    let d = Decision::new(
        s,
        Ask::Commit { area: a },
        g.text(|| format!(
            "{}: you are not in the competition in {} - commit Great Captain face down, or Done",
            g.q().civ_name(s),
            g.q().name(a)
        )),
        "Card #14 Great Captain (G11)",
        vec![Action::Play(GREAT_CAPTAIN), Action::Done],
    )
    .at(a);
    if ctx.ask_always(g.st, d)? == Action::Play(GREAT_CAPTAIN) {
        g.take_from_hand(s, GREAT_CAPTAIN);
        g.st.comp.committed.push((s, GREAT_CAPTAIN, false));
        ctx.note(
            Some(s),
            g.text(|| format!("{} commits a card face down", g.q().civ_name(s))),
            "RB Competition step 1",
        );
    }
    Ok(())
}

/// Whether `s`, not taking part in the competition in `a`, holds a Great Captain it may commit
/// there (G11 / card #14).
pub(crate) fn outsider_may_commit<R: Ruleset>(g: &G<R>, s: Slot, a: AreaId) -> bool {
    g.st.civ(s).hand.contains(&GREAT_CAPTAIN)
        && !crate::games::acme::competition::takes_part(g, a, s)
        // The game's own table: another game's card of the same id is not Great Captain.
        && super::competition::<R>(GREAT_CAPTAIN).is_some_and(|imp| (imp.usable)(g, s, a))
}

/// Civilizations whose disks a Competition card would remove or replace (Giver of Laws #19).
fn removes_mask<R: Ruleset>(g: &G<R>, o: Slot, c: CardId, a: AreaId) -> u16 {
    let opposing = opposing_civs(g, o, a)
        .into_iter()
        .fold(0, |m, x| m | slot_bit(x));
    match c.0 {
        36 | 38 | 39 | 40 => opposing,
        41 if !g.q().is_land(a) => opposing,
        16 => great_persons::soothsayer_targets(g, o, a)
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
    let Some(imp) = super::competition(c) else {
        return Ok(());
    };
    let removes = if c == SIEGE_MASTER {
        0
    } else {
        removes_mask(g, o, c, a)
    };
    let immune = great_persons::giver_of_laws_cancel(g, ctx, o, c, removes)?;
    let before = g.st.areas[a.0 as usize].allies[o.idx()];
    ctx.scratch.playing.push((o, c, immune, removes));
    (imp.resolve)(g, ctx, o, a)?;
    ctx.scratch.playing.pop();
    if c != WARRIOR_KING {
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
