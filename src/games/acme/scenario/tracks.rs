//! Optional rule: Cultural Development Tracks (playbook-spec §5) and "Lord of the Whole World".
//!
//! Three tracks — Political-Military (PM, 0), Social-Economic (SE, 1), Religious-Intellectual
//! (RI, 2) — with stages 1-4. In the Card Phase a civilization may pay N resources to enter stage N
//! (Cities: 2 per stage); benefits at the start of the Growth and Competition Phases; the sole
//! leader of a track scores 1 VP each Reckoning; sacking moves tracks; NPCs advance by a revealed
//! card at the end of the Card Phase; all three at stage 4 wins at once.

use super::ResolvedVictory;
use super::procs::{sc, sc_mut};
use crate::games::acme::catalog::{AreaId, CardId};
use crate::games::acme::decision::{Action, Ask, Decision};
use crate::games::acme::g::G;
use crate::games::acme::proc::{Ctx, Step};
use crate::games::acme::state::Slot;

pub use crate::games::acme::state::scenario_state::TRACK_NAMES as NAMES;

pub use crate::games::acme::state::scenario_state::TracksState;

impl TracksState {
    /// T5.7.1: shorter games may start everyone on stage 1 or 2.
    pub fn new(slots: usize, start: u8) -> Self {
        TracksState {
            stage: vec![[start.min(4); 3]; slots],
        }
    }
}

fn tracks<'a>(g: &'a G) -> Option<&'a TracksState> {
    g.st.scenario.as_deref().and_then(|s| s.tracks.as_ref())
}

pub fn stage(g: &G, s: Slot, t: usize) -> u8 {
    tracks(g)
        .and_then(|x| x.stage.get(s.idx()))
        .map(|v| v[t])
        .unwrap_or(0)
}

fn set_stage(g: &mut G, s: Slot, t: usize, v: u8) {
    if let Some(tr) = sc_mut(g).tracks.as_mut() {
        while tr.stage.len() <= s.idx() {
            tr.stage.push([0; 3]);
        }
        tr.stage[s.idx()][t] = v;
    }
}

/// T5.2.3: Cities needed to enter a stage.
pub fn cities_needed(stage: u8) -> u32 {
    2 * stage as u32
}

/// T5.2.5: what a card is worth on a track (best applicable value, A7.63).
pub fn card_value(g: &G, c: CardId, t: usize) -> u8 {
    let card = g.cat.card(c);
    let mut v = 1;
    if card.great_person() {
        v = v.max(2);
    }
    let codes = card.codes;
    let table = [
        (codes.competition, [2, 1, 1]),
        (codes.investment, [1, 2, 1]),
        (codes.negate, [1, 1, 2]),
        (codes.religion, [1, 1, 3]),
    ];
    for (on, vals) in table {
        if on {
            v = v.max(vals[t]);
        }
    }
    v
}

fn resources(g: &G, s: Slot, t: usize) -> u32 {
    let c = g.st.civ(s);
    g.q().disks_on_map(s.faction())
        + c.treasury as u32
        + c.hand
            .iter()
            .map(|&x| card_value(g, x, t) as u32)
            .sum::<u32>()
}

/// Card Phase actions: advance a track (`Option(track)`). NPCs never pay to advance (T5.5.1).
pub fn card_actions(g: &G, s: Slot) -> Vec<Action> {
    let Some(_) = tracks(g) else {
        return Vec::new();
    };
    if g.st.civ(s).npc {
        return Vec::new();
    }
    let cities = g.q().cities(s);
    (0..3)
        .filter(|&t| {
            let next = stage(g, s, t) + 1;
            next <= 4
                && cities >= cities_needed(next)
                && resources(g, s, t) >= next as u32
                && (next > 1 || g.st.civ(s).supply > 0)
        })
        .map(|t| Action::Option(t as u8))
        .collect()
}

/// T5.2: pay `stage` resources (cards at their track value, disks from the map, mina; no change
/// given, T5.2.6) and move up one stage.
pub fn advance_action(g: &mut G, ctx: &mut Ctx, s: Slot, t: u8) -> Step {
    let t = (t as usize).min(2);
    let next = stage(g, s, t) + 1;
    let mut paid: u8 = 0;
    while paid < next {
        let left = next - paid;
        let mut opts: Vec<Action> = g
            .q()
            .areas_of(s.faction())
            .into_iter()
            .map(Action::RemoveFrom)
            .collect();
        if g.st.civ(s).treasury > 0 {
            opts.push(Action::PayMina);
        }
        let mut cards: Vec<Action> =
            g.st.civ(s)
                .hand
                .iter()
                .map(|&c| Action::Discard(c))
                .collect();
        cards.sort();
        cards.dedup();
        opts.extend(cards);
        if opts.is_empty() {
            break;
        }
        let d = Decision::new(
            s,
            Ask::Pay {
                left,
                disks_needed: 0,
            },
            g.text(|| {
                format!(
                    "{}: pay {left} more resource(s) to enter stage {next} of the {} track",
                    g.q().civ_name(s),
                    NAMES[t]
                )
            }),
            "playbook-spec T5.2",
            opts,
        );
        match ctx.ask(g.st, d)? {
            Action::RemoveFrom(a) => {
                g.take_off(ctx, s.faction(), a, 1);
                paid += 1;
            }
            Action::PayMina => {
                g.spend_mina(ctx, s, 1);
                paid += 1;
            }
            Action::Discard(c) => {
                let v = card_value(g, c, t);
                g.discard_from_hand(ctx, s, c);
                paid += v;
            }
            _ => unreachable!(),
        }
    }
    set_stage(g, s, t, next);
    ctx.note(
        Some(s),
        g.text(|| {
            format!(
                "{} enters stage {next} of the {} track",
                g.q().civ_name(s),
                NAMES[t]
            )
        }),
        "playbook-spec T5.2",
    );
    lord_of_the_whole_world(g, ctx, s);
    Ok(())
}

/// T5.6: stage 4 on all three tracks wins at once: play jumps to the Reckoning Phase; the
/// civilization is declared the winner after scoring.
fn lord_of_the_whole_world(g: &mut G, ctx: &mut Ctx, s: Slot) {
    if !sc(g)
        .victory
        .contains(&ResolvedVictory::LordOfTheWholeWorld)
    {
        return;
    }
    if (0..3).all(|t| stage(g, s, t) >= 4) {
        super::rules::decide(
            g,
            ctx,
            vec![s],
            &format!("{} is Lord of the Whole World", g.q().civ_name(s)),
            "playbook-spec T5.6",
        );
        // Everyone has passed: the Card Phase ends; the Competition Phase is skipped.
        for c in &mut g.st.civs {
            c.passed = true;
        }
    }
}

/// T5.3.3-4: at the start of the Growth Phase, Social-Economic and Religious-Intellectual
/// benefits (A7.64-65 readings).
pub fn growth_benefits(g: &mut G, ctx: &mut Ctx) {
    if tracks(g).is_none() {
        return;
    }
    for s in g.st.order_now() {
        let se = stage(g, s, 1);
        let ri = stage(g, s, 2);
        if se >= 2 {
            g.to_growth(s, 1);
            ctx.note(
                Some(s),
                g.text(|| {
                    format!(
                        "{}: Social-Economic track, 1 disk for Growth",
                        g.q().civ_name(s)
                    )
                }),
                "playbook-spec T5.3.3",
            );
        }
        let mina = (se >= 3) as u16 + if ri >= 3 { 2 } else { (ri >= 2) as u16 };
        if mina > 0 {
            g.gain_mina(ctx, s, mina);
            ctx.note(
                Some(s),
                g.text(|| format!("{}: Cultural tracks, {mina} mina", g.q().civ_name(s))),
                "playbook-spec T5.3.3-4",
            );
        }
    }
}

/// T5.3.2: at the start of the Competition Phase a civilization on stage 2+ of the
/// Political-Military track adds white Allied disks to competitions it is involved in.
pub fn military_allies(g: &mut G, ctx: &mut Ctx, s: Slot) -> Step {
    let pm = stage(g, s, 0);
    if pm < 2 {
        return Ok(());
    }
    let disks = if pm >= 3 { 2 } else { 1 };
    let mut used: Vec<AreaId> = Vec::new();
    for k in 0..disks {
        let q = g.q();
        let mut areas: Vec<AreaId> = q
            .playable_areas()
            .filter(|&a| q.contested(a) && q.occupies(s.faction(), a))
            .collect();
        // Stage 3: one disk in each of two competitions; stage 4 may also put both in one.
        if pm == 3 {
            areas.retain(|a| !used.contains(a));
        }
        if areas.is_empty() {
            break;
        }
        let mut opts: Vec<Action> = areas.iter().map(|&a| Action::Area(a)).collect();
        opts.push(Action::Decline);
        let d = Decision::new(
            s,
            Ask::Scenario {
                rule: "T5.3.2".into(),
            },
            g.text(|| format!(
                "{}: Political-Military track - add a white disk to a competition ({} of {disks})",
                g.q().civ_name(s),
                k + 1
            )),
            "playbook-spec T5.3.2",
            opts,
        );
        match ctx.ask(g.st, d)? {
            Action::Area(a) => {
                g.add_allies(ctx, s, a, 1);
                used.push(a);
            }
            _ => break,
        }
    }
    Ok(())
}

/// T5.3.5 (A7.66): in each Victory Tally the sole leader of a track gains 1 VP; with a tie,
/// nobody, except that every civilization on stage 4 gains it.
pub fn leader_vp(g: &mut G, ctx: &mut Ctx) {
    if tracks(g).is_none() {
        return;
    }
    let civs: Vec<Slot> = g.st.order.clone();
    for (t, name) in NAMES.iter().enumerate() {
        let max = civs.iter().map(|&s| stage(g, s, t)).max().unwrap_or(0);
        if max == 0 {
            continue;
        }
        let top: Vec<Slot> = civs
            .iter()
            .copied()
            .filter(|&s| stage(g, s, t) == max)
            .collect();
        if top.len() == 1 || max == 4 {
            for s in top {
                g.gain_vp(ctx, s, 1, format!("leading the {name} track (T5.3.5)"));
            }
        }
    }
}

/// T5.4: after a City is sacked (or the Barbarians took it), reveal a card; an even ID lets the
/// winner advance on a track where it is behind the loser, or reduce one of the loser's tracks
/// (Barbarians reduce the loser's highest track). A revealed Event is resolved and its own ID
/// counts (A7.73).
pub fn after_sack(g: &mut G, ctx: &mut Ctx, winner: Option<Slot>, a: AreaId) -> Step {
    if tracks(g).is_none() {
        return Ok(());
    }
    let Some(loser) =
        g.st.slots()
            .filter(|&x| Some(x) != winner && g.st.comp.removed[x.idx()] >= 3)
            .max_by_key(|&x| g.st.comp.removed[x.idx()])
    else {
        return Ok(());
    };
    let id = super::procs::reveal_id(g, ctx)?;
    ctx.note(
        winner,
        g.text(|| format!("Sack of {}: card #{id} is revealed", g.q().name(a))),
        "playbook-spec T5.4.1",
    );
    if id % 2 == 1 {
        return Ok(());
    }
    let reduce_highest = |g: &mut G, ctx: &mut Ctx| {
        let best = (0..3)
            .max_by_key(|&t| (stage(g, loser, t), std::cmp::Reverse(t)))
            .unwrap_or(0);
        let v = stage(g, loser, best);
        if v > 0 {
            set_stage(g, loser, best, v - 1);
            ctx.note(
                Some(loser),
                g.text(|| {
                    format!(
                        "{} drops on the {} track",
                        g.q().civ_name(loser),
                        NAMES[best]
                    )
                }),
                "playbook-spec T5.4",
            );
        }
    };
    let Some(w) = winner else {
        reduce_highest(g, ctx);
        return Ok(());
    };
    let cities = g.q().cities(w);
    let can_advance: Vec<usize> = (0..3)
        .filter(|&t| {
            stage(g, w, t) < stage(g, loser, t) && cities >= cities_needed(stage(g, w, t) + 1)
        })
        .collect();
    let can_reduce: Vec<usize> = (0..3).filter(|&t| stage(g, loser, t) > 0).collect();
    let choice = if g.st.civ(w).npc {
        // T5.4.4: advance unless it leads everywhere; else reduce the loser's highest track.
        can_advance.first().map(|&t| Action::Option(t as u8))
    } else {
        let mut opts: Vec<Action> = can_advance
            .iter()
            .map(|&t| Action::Option(t as u8))
            .collect();
        opts.extend(can_reduce.iter().map(|&t| Action::Option(3 + t as u8)));
        if opts.is_empty() {
            return Ok(());
        }
        opts.push(Action::Decline);
        let d = Decision::new(
            w,
            Ask::Scenario {
                rule: "T5.4".into(),
            },
            g.text(|| format!(
                "{}: after the sack, advance one of your tracks (Option 0-2) or reduce one of {}'s (Option 3-5)",
                g.q().civ_name(w),
                g.q().civ_name(loser)
            )),
            "playbook-spec T5.4.1",
            opts,
        );
        Some(ctx.ask(g.st, d)?)
    };
    match choice {
        Some(Action::Option(k)) if k < 3 => {
            let t = k as usize;
            let v = stage(g, w, t) + 1;
            set_stage(g, w, t, v);
            ctx.note(
                Some(w),
                g.text(|| format!("{} advances on the {} track", g.q().civ_name(w), NAMES[t])),
                "playbook-spec T5.4",
            );
            lord_of_the_whole_world(g, ctx, w);
        }
        Some(Action::Option(k)) => {
            let t = (k - 3) as usize;
            let v = stage(g, loser, t);
            set_stage(g, loser, t, v.saturating_sub(1));
        }
        None if g.st.civ(w).npc => reduce_highest(g, ctx),
        _ => {}
    }
    Ok(())
}

/// T5.5: at the end of the Card Phase each NPC reveals a card and advances by it.
pub fn npc_advancement(g: &mut G, ctx: &mut Ctx) -> Step {
    if tracks(g).is_none() {
        return Ok(());
    }
    let humans: Vec<Slot> =
        g.st.order
            .iter()
            .copied()
            .filter(|&s| !g.st.civ(s).npc)
            .collect();
    for s in g.st.order_now() {
        if !g.st.civ(s).npc || sc(g).is_eliminated(s) {
            continue;
        }
        let Some(c) = g.take_top(ctx) else {
            break;
        };
        let card = g.cat.card(c).clone();
        let cities = g.q().cities(s);
        let mut up: Vec<usize> = Vec::new();
        if card.is_event() {
            // All three tracks, never passing a human civilization.
            for t in 0..3 {
                let cap = humans.iter().map(|&h| stage(g, h, t)).max().unwrap_or(4);
                if stage(g, s, t) < cap {
                    up.push(t);
                }
            }
            g.resolve_events(ctx, vec![c], None)?;
        } else {
            if card.great_person() {
                for t in 0..3 {
                    let lead =
                        g.st.order
                            .iter()
                            .filter(|&&o| o != s)
                            .map(|&o| stage(g, o, t))
                            .max()
                            .unwrap_or(0);
                    if stage(g, s, t) + 1 == lead {
                        up.push(t);
                    }
                }
            } else if card.codes.competition {
                up.push(0);
            } else if card.codes.investment {
                up.push(1);
            } else if card.codes.negate || card.codes.religion {
                up.push(2);
            }
            g.st.deck.discard.push(c);
        }
        for t in up {
            let next = stage(g, s, t) + 1;
            if next <= 4 && cities >= cities_needed(next) {
                set_stage(g, s, t, next);
                ctx.note(
                    Some(s),
                    g.text(|| format!("{} advances on the {} track", g.q().civ_name(s), NAMES[t])),
                    "playbook-spec T5.5",
                );
            }
        }
        lord_of_the_whole_world(g, ctx, s);
    }
    Ok(())
}
