//! ACIS's Fate cards that build, bury or un-bury a Wonder (content-acis-v1 section 3.2 and AG12):
//! Master Architect #2, Great Earthquake #68, Tsunami #77, Sacrilege #90, Wrath of the Gods #92,
//! Rededication #93. The two disasters are ACME's cards of the same id (Biblical Earthquake #68,
//! Fire and Brimstone #77) with a burying clause: their effects are ACME's, called, then the
//! burial. The others act on ACIS's Wonders, which ACME has not.
//!
//! Every card that could bury a Wonder names the Wonder's owner among those it harms, so that the
//! Parthenon's owner may answer it (content-acis #110).

use crate::games::acme::catalog::{AreaId, CardId, iter_set};
use crate::games::acme::decision::{Action, Ask, Decision, Effect, TargetKind, TargetRole, Whose};
use crate::games::acme::state::{Slot, slot_bit};
use crate::games::acme::{
    CardPhaseImpl, Ctx, G, Ruleset, Step, Targets, base_card_phase, brimstone_declare_in,
    brimstone_set,
};

use super::wonders;

/// The cards of this file, for the card table.
pub const CARDS: [u8; 6] = [2, 68, 77, 90, 92, 93];

/// The Card Phase effect of one of [`CARDS`].
pub fn card_phase<R: Ruleset>(id: CardId) -> Option<CardPhaseImpl<R>> {
    Some(match id.0 {
        2 => CardPhaseImpl {
            playable: architect_playable,
            declare: architect_declare,
            resolve: architect_resolve,
        },
        68 => CardPhaseImpl {
            playable: |g, s| (quake().playable)(g, s),
            declare: great_earthquake_declare,
            resolve: great_earthquake_resolve,
        },
        77 => CardPhaseImpl {
            playable: |g, _| !tsunami_areas(g).is_empty(),
            declare: tsunami_declare,
            resolve: tsunami_resolve,
        },
        90 => CardPhaseImpl {
            playable: |g, s| !sacrilege_targets(g, s).is_empty(),
            declare: |g, ctx, s| {
                let opts = sacrilege_targets(g, s);
                burial_declare(g, ctx, s, SACRILEGE, &opts)
            },
            resolve: sacrilege_resolve,
        },
        92 => CardPhaseImpl {
            playable: |g, s| !wrath_targets(g, s).is_empty(),
            declare: |g, ctx, s| {
                let opts = wrath_targets(g, s);
                burial_declare(g, ctx, s, WRATH_OF_THE_GODS, &opts)
            },
            resolve: wrath_resolve,
        },
        93 => CardPhaseImpl {
            playable: |_, _| true,
            declare: rededication_declare,
            resolve: rededication_resolve,
        },
        _ => return None,
    })
}

const MASTER_ARCHITECT: CardId = CardId(2);
const GREAT_EARTHQUAKE: CardId = CardId(68);
const TSUNAMI: CardId = CardId(77);
const SACRILEGE: CardId = CardId(90);
const WRATH_OF_THE_GODS: CardId = CardId(92);
const REDEDICATION: CardId = CardId(93);

/// `s`'s buried Wonders.
fn buried_of<R: Ruleset>(g: &G<R>, s: Slot) -> Vec<CardId> {
    g.st.monuments
        .iter()
        .filter(|m| m.owner == s && m.buried)
        .map(|m| m.card)
        .collect()
}

/// The Wonder whose block stands in `a`, if one does (A10: at most one).
fn wonder_in<R: Ruleset>(g: &G<R>, a: AreaId) -> Option<(CardId, Slot)> {
    g.st.monuments
        .iter()
        .find(|m| m.area == a)
        .map(|m| (m.card, m.owner))
}

/// Bury `w` if it is built and unburied, saying why.
fn bury<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, w: CardId, why: &'static str) -> bool {
    let done = wonders::bury(g.st, w);
    if done {
        wonders::note_burial(g, ctx, w, why);
    }
    done
}

/// Un-bury `w`, saying why.
fn unbury<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, w: CardId, why: &'static str) {
    if wonders::unbury(g.st, w) {
        wonders::note_burial(g, ctx, w, why);
    }
}

// ---- #2 Master Architect ----

/// Content-acis #2 (a): an available Wonder `s` could build for 3 resources (A7's checks; the
/// card itself is not in the hand to pay), if `s` has built none this turn (AG13).
fn architect_builds<R: Ruleset>(g: &G<R>, s: Slot, held: u32) -> Vec<CardId> {
    if wonders::built_this_turn(g.st, s) {
        return Vec::new();
    }
    wonders::available(g.st)
        .filter(|&w| !wonders::build_areas_for(g, s, w, ARCHITECT_PRICE, held).is_empty())
        .collect()
}

/// Content-acis #2 (a): "3 resources instead of 5: at least 2 of the 3 must be your disks removed
/// from the map".
const ARCHITECT_PRICE: u8 = 3;

fn architect_playable<R: Ruleset>(g: &G<R>, s: Slot) -> bool {
    !architect_builds(g, s, 1).is_empty() || !buried_of(g, s).is_empty()
}

fn architect_declare<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step<Targets> {
    // The card has left the hand when it is declared.
    let builds = architect_builds(g, s, 0);
    let buried = buried_of(g, s);
    let mut opts = Vec::new();
    if !builds.is_empty() {
        opts.push(Action::Option(0));
    }
    if !buried.is_empty() {
        opts.push(Action::Option(1));
    }
    let option = match opts.as_slice() {
        [] => return Ok(Targets::default()),
        [Action::Option(o)] => *o,
        _ => {
            let d = Decision::new(
                s,
                Ask::CardOption {
                    card: MASTER_ARCHITECT,
                },
                g.text(|| {
                    format!(
                        "{}: Master Architect - (a) build a Wonder for 3 resources, (b) un-bury \
                         one of your Wonders",
                        g.q().civ_name(s)
                    )
                }),
                "content-acis-v1 #2 Master Architect",
                opts,
            );
            match ctx.ask(g.st, d)? {
                Action::Option(o) => o,
                _ => unreachable!(),
            }
        }
    };
    let (ws, what, effect) = if option == 0 {
        (
            builds,
            "the Wonder to build for 3 resources",
            Effect::Establish,
        )
    } else {
        (buried, "your buried Wonder to un-bury", Effect::Help)
    };
    let role = TargetRole::new(Whose::Own, TargetKind::Deity, effect);
    let w = g.ask_card(ctx, s, MASTER_ARCHITECT, what, role, &ws)?;
    Ok(Targets {
        option,
        cards: vec![w],
        ..Default::default()
    })
}

/// Content-acis #2: (a) the normal build (A7's checks first, AG13) for 3 resources, at least 2 of
/// them map disks; (b) the Wonder un-buried, its block and disks as they were.
fn architect_resolve<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, t: &Targets) -> Step {
    let Some(&w) = t.cards.first() else {
        return Ok(());
    };
    if t.option == 0 {
        if wonders::available(g.st).any(|x| x == w) && !wonders::built_this_turn(g.st, s) {
            wonders::build_for(g, ctx, s, w, ARCHITECT_PRICE)?;
        }
    } else {
        unbury(g, ctx, w, "content-acis-v1 #2 Master Architect");
    }
    Ok(())
}

// ---- #68 Great Earthquake, #77 Tsunami ----

/// ACME's Biblical Earthquake #68, whose effect Great Earthquake's is before its burial.
fn quake<R: Ruleset>() -> CardPhaseImpl<R> {
    base_card_phase(GREAT_EARTHQUAKE).expect("the base game's card #68")
}

/// The owner of the Wonder standing in the struck area is harmed too (its burial).
fn harm_wonder_owner<R: Ruleset>(g: &G<R>, s: Slot, mut t: Targets) -> Targets {
    if let Some((_, owner)) = t.areas.first().and_then(|&a| wonder_in(g, a))
        && owner != s
    {
        t.affects |= slot_bit(owner);
        t.harms |= slot_bit(owner);
    }
    t
}

fn great_earthquake_declare<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step<Targets> {
    let t = (quake().declare)(g, ctx, s)?;
    Ok(harm_wonder_owner(g, s, t))
}

/// Content-acis #68: ACME's Biblical Earthquake (every City in the area cut to 1 disk, every City
/// in each adjacent land area loses 2), "Finally, if a built Wonder's block stands in the chosen
/// area, that Wonder is buried".
fn great_earthquake_resolve<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, t: &Targets) -> Step {
    (quake().resolve)(g, ctx, s, t)?;
    bury_in(g, ctx, t.areas[0], "content-acis-v1 #68 Great Earthquake");
    Ok(())
}

fn bury_in<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, a: AreaId, why: &'static str) {
    if let Some((w, _)) = wonder_in(g, a) {
        bury(g, ctx, w, why);
    }
}

/// Content-acis #77: "One land area adjacent to at least one sea area, containing at least one
/// City, and not the home area of any active civilization": Fire and Brimstone's areas (a City,
/// no home area of a civilization in play) that touch a playable sea (AG16, coastal).
fn tsunami_areas<R: Ruleset>(g: &G<R>) -> Vec<AreaId> {
    let q = g.q();
    let seas = !g.cat.board.land & q.playable_set();
    iter_set(brimstone_set(g))
        .filter(|&a| q.neighbour_set(a) & seas != 0)
        .collect()
}

fn tsunami_declare<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step<Targets> {
    let opts = tsunami_areas(g);
    let what = "a coastal land area with a City, no civilization's home area";
    let t = brimstone_declare_in(g, ctx, s, what, &opts)?;
    Ok(harm_wonder_owner(g, s, t))
}

/// Content-acis #77: ACME's Fire and Brimstone (every disk of every Faction leaves the area; each
/// civilization that had a City there loses 1 VP), then the Wonder whose block stands there is
/// buried.
fn tsunami_resolve<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, t: &Targets) -> Step {
    let brimstone = base_card_phase::<R>(TSUNAMI).expect("the base game's card #77");
    (brimstone.resolve)(g, ctx, s, t)?;
    bury_in(g, ctx, t.areas[0], "content-acis-v1 #77 Tsunami");
    Ok(())
}

// ---- #90 Sacrilege, #92 Wrath of the Gods ----

/// Content-acis #90: a built, unburied Wonder of an opposing civilization.
fn sacrilege_targets<R: Ruleset>(g: &G<R>, s: Slot) -> Vec<CardId> {
    g.st.monuments
        .iter()
        .filter(|m| m.owner != s && !m.buried)
        .map(|m| m.card)
        .collect()
}

/// Content-acis #92: a built, unburied Wonder of an opposing civilization whose block stands in
/// a land area its owner does not Control.
fn wrath_targets<R: Ruleset>(g: &G<R>, s: Slot) -> Vec<CardId> {
    let q = g.q();
    g.st.monuments
        .iter()
        .filter(|m| m.owner != s && !m.buried && !q.controls(m.owner.faction(), m.area))
        .map(|m| m.card)
        .collect()
}

/// The question of a card that buries an opposing Wonder among `opts`: the Wonder, its owner
/// touched and harmed.
fn burial_declare<R: Ruleset>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    s: Slot,
    card: CardId,
    opts: &[CardId],
) -> Step<Targets> {
    let role = TargetRole::new(Whose::Opposing, TargetKind::Deity, Effect::Harm);
    let w = g.ask_card(ctx, s, card, "the opposing Wonder to bury", role, opts)?;
    let owner = wonders::built(g.st, w)
        .map(|m| m.owner)
        .expect("a built Wonder");
    Ok(Targets {
        slots: vec![owner],
        cards: vec![w],
        affects: slot_bit(owner),
        harms: slot_bit(owner),
        ..Default::default()
    })
}

/// Content-acis #90: "Bury the chosen Wonder ... Its owner also loses 1 VP."
fn sacrilege_resolve<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, _s: Slot, t: &Targets) -> Step {
    bury(g, ctx, t.cards[0], "content-acis-v1 #90 Sacrilege");
    g.lose_vp(ctx, t.slots[0], 1, "content-acis-v1 #90 Sacrilege");
    Ok(())
}

/// Content-acis #92: the Wonder is buried if its owner still does not Control its area (AG4: as
/// far as possible when it resolves).
fn wrath_resolve<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, t: &Targets) -> Step {
    let w = t.cards[0];
    if wrath_targets(g, s).contains(&w) {
        bury(g, ctx, w, "content-acis-v1 #92 Wrath of the Gods");
    }
    Ok(())
}

// ---- #93 Rededication ----

fn rededication_declare<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step<Targets> {
    let buried = buried_of(g, s);
    if buried.is_empty() {
        return Ok(Targets {
            option: 1,
            ..Default::default()
        });
    }
    let role = TargetRole::new(Whose::Own, TargetKind::Deity, Effect::Help);
    let what = "your buried Wonder to un-bury";
    let w = g.ask_card(ctx, s, REDEDICATION, what, role, &buried)?;
    Ok(Targets {
        cards: vec![w],
        ..Default::default()
    })
}

/// Content-acis #93: "(a) un-bury one of your buried Wonders ...; (b) if none of your Wonders is
/// buried, gain 1 VP."
fn rededication_resolve<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, t: &Targets) -> Step {
    match t.cards.first() {
        Some(&w) => unbury(g, ctx, w, "content-acis-v1 #93 Rededication"),
        None if buried_of(g, s).is_empty() => {
            g.gain_vp(ctx, s, 1, "content-acis-v1 #93 Rededication")
        }
        None => {}
    }
    Ok(())
}
