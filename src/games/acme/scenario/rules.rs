//! The scenario rules that are code, by name (see [`super::SpecialRule`], [`super::EndRule`],
//! [`super::VictoryRule`]). Each function names the playbook-spec rule it implements.

use super::procs::{sc, sc_mut};
use super::*;
use crate::games::acme::catalog::{AreaId, AreaSet, CardId, bit, iter_set};
use crate::games::acme::decision::{Action, Ask, Decision};
use crate::games::acme::event::Event;
use crate::games::acme::flow::Flow;
use crate::games::acme::g::G;
use crate::games::acme::losses::LossMemo;
use crate::games::acme::proc::{Ctx, Step};
use crate::games::acme::state::{Faction, Slot};

fn rule_list(g: &G) -> Vec<Rule> {
    g.st.scenario
        .as_deref()
        .map(|s| s.rules.clone())
        .unwrap_or_default()
}

/// Civilizations still in play (not neutral, not conquered).
pub fn active_civs(g: &G) -> Vec<Slot> {
    let Some(s) = g.st.scenario.as_deref() else {
        return g.st.slots().collect();
    };
    g.st.slots()
        .filter(|&x| !s.is_neutral(x) && !s.is_eliminated(x))
        .collect()
}

/// The civilization Controls its own Homeland.
pub fn holds_homeland(g: &G, s: Slot) -> bool {
    g.q()
        .homeland(s)
        .is_some_and(|h| g.q().controls(s.faction(), h))
}

/// Areas holding Gold that lie under this faction's disks (H4.13.14: "a Gold disk under its
/// disks").
pub fn gold_under(g: &G, s: Slot) -> Vec<AreaId> {
    g.q()
        .playable_areas()
        .filter(|&a| g.st.areas[a.0 as usize].gold.is_some() && g.q().occupies(s.faction(), a))
        .collect()
}

/// Declare the winners and end the game at once (instant victories).
pub fn declare(g: &mut G, ctx: &mut Ctx, winners: Vec<Slot>, note: &str, rule: &str) {
    let names: Vec<String> = winners
        .iter()
        .map(|&s| g.q().civ_name(s).to_string())
        .collect();
    ctx.note(
        None,
        g.text(|| format!("Game over: {} ({note})", names.join(" and "))),
        rule.to_string(),
    );
    ctx.emit(|| Event::GameOver {
        winners: winners.clone(),
    });
    g.st.winner = Some(winners);
    g.st.result_note = note.to_string();
    g.st.flow = Flow::GameOver;
}

/// Declare a winner decided earlier, now that the flow may end the game. True if it did.
pub fn settle_now(g: &mut G, ctx: &mut Ctx) -> bool {
    if g.st.flow == Flow::GameOver {
        return true;
    }
    let Some(w) = sc(g).winner.clone() else {
        return false;
    };
    let note = sc(g).ending_note.clone();
    declare(g, ctx, w, &note, "Scenario victory");
    true
}

/// The game is decided; it ends at the next End of Epoch check (after the Reckoning scoring).
pub fn decide(g: &mut G, ctx: &mut Ctx, winners: Vec<Slot>, note: &str, rule: &str) {
    if sc(g).winner.is_some() {
        return;
    }
    ctx.note(None, note.to_string(), rule.to_string());
    let sm = sc_mut(g);
    sm.winner = Some(winners);
    sm.ending = true;
    sm.ending_note = note.to_string();
}

/// A faction is conquered and leaves the game: display removed, hand and mina discarded
/// (H4.13.14b-d). Its disks stay on the map but are never added to.
pub fn eliminate(g: &mut G, ctx: &mut Ctx, s: Slot, leaves_seas: bool, why: &str) {
    if sc(g).is_eliminated(s) {
        return;
    }
    let hand = std::mem::take(&mut g.st.civ_mut(s).hand);
    g.st.deck.discard.extend(hand);
    let t = g.st.civ(s).treasury;
    g.spend_mina(ctx, s, t);
    if leaves_seas {
        for a in g.q().areas_of(s.faction()) {
            if !g.q().is_land(a) {
                let n = g.q().disks(s.faction(), a);
                g.take_off(ctx, s.faction(), a, n);
            }
        }
    }
    sc_mut(g).eliminated.push(s);
    ctx.note(
        Some(s),
        g.text(|| format!("{} is out of the game", g.q().civ_name(s))),
        why.to_string(),
    );
    sweep_keepsakes(g, ctx);
}

// =============================================================================================
// Placement restrictions
// =============================================================================================

/// Whether faction `f` may put a disk into `a` (hard prohibitions; with `deployment`, also the
/// Growth Phase restrictions).
pub fn placement_allowed(g: &G, f: Faction, a: AreaId, deployment: bool) -> Result<(), String> {
    let q = g.q();
    let name = q.name(a).to_string();
    let sc = sc(g);
    for r in &sc.rules {
        match r {
            // H4.06.5e: while Troy stands only the Greeks place disks in Ilium; no Barbarians.
            Rule::Troy {
                troy,
                area,
                besieger,
            } if *area == a
                && q.occupies(troy.faction(), a)
                && f != besieger.faction()
                && f != troy.faction() =>
            {
                return Err(format!(
                    "Only the {} may place disks in {name} while Troy stands.",
                    q.civ_name(*besieger)
                ));
            }
            // H4.16.5c: nobody places where neutral Egypt has disks.
            Rule::Untouchable { neutral }
                if f != neutral.faction() && q.occupies(neutral.faction(), a) =>
            {
                return Err(format!("{name} is neutral: no disks may be placed there."));
            }
            _ => {}
        }
    }
    let Some(s) = f.slot() else { return Ok(()) };
    for r in &sc.rules {
        match r {
            // H4.14.16a-b: the friend of the Independents places there only beside enemies,
            // stacked on them up to the limit.
            Rule::Independents { friend } if *friend == s => {
                let ar = &g.st.areas[a.0 as usize];
                let indep: u8 = sc
                    .friends
                    .iter()
                    .filter(|(_, fr)| fr == friend)
                    .map(|(n, _)| ar.disks[n.idx()])
                    .sum();
                if indep > 0 {
                    let enemies = ar
                        .factions()
                        .any(|x| x != f && !sc.friends.iter().any(|(n, _)| n.faction() == x));
                    if !enemies {
                        return Err(format!(
                            "{name} holds only Independents, friends of Persia: you may not place disks there."
                        ));
                    }
                    if ar.disks[s.idx()] + indep >= q.growth_limit(s.faction(), a) {
                        return Err(format!(
                            "{name}: your disks and the Independents together are at the stacking limit."
                        ));
                    }
                }
            }
            // H4.13.20c: the Persian Egyptians grow only in Nile Delta and Memphis; card
            // placements go in or next to them.
            Rule::PersianBellicosity {
                egypt, egypt_areas, ..
            } if *egypt == s => {
                let ok = if deployment {
                    egypt_areas & bit(a) != 0
                } else {
                    egypt_areas & (bit(a) | q.neighbour_set(a)) != 0
                };
                if !ok {
                    return Err(format!(
                        "The Persian Egyptians place disks only in Nile Delta and Memphis{}.",
                        if deployment { "" } else { " or next to them" }
                    ));
                }
            }
            _ => {}
        }
        // H4.13.20d: no cohabitation between Persian factions.
        if let Rule::PersianBellicosity {
            land_first,
            sea_first,
            egypt,
            central,
            ..
        } = r
        {
            let persians: Vec<Slot> = land_first
                .iter()
                .copied()
                .chain([*sea_first, *egypt, *central])
                .collect();
            if persians.contains(&s)
                && persians
                    .iter()
                    .any(|&p| p != s && q.occupies(p.faction(), a))
            {
                return Err(format!(
                    "{name} holds another Persian faction: no cohabitation (H4.13.20d)."
                ));
            }
        }
    }
    if deployment {
        bellicosity(g, s, a)?;
        teams(g, s, a)?;
    }
    Ok(())
}

/// H4.13.20a-b: Hittites and Medes & Persians stay on land, the Persian Sea Peoples at sea, unless
/// the other terrain brings them closer to Macedonian Gold (or, second, a Macedonian City).
fn bellicosity(g: &G, s: Slot, a: AreaId) -> Result<(), String> {
    let sc = sc(g);
    for r in &sc.rules {
        let Rule::PersianBellicosity {
            macedon,
            land_first,
            sea_first,
            ..
        } = r
        else {
            continue;
        };
        let land = g.q().is_land(a);
        let prefers_land = land_first.contains(&s);
        let prefers_sea = *sea_first == s;
        // A faction named for both terrains has no preference (the scenario check refuses such
        // a file): asking the placement check about the other terrain would come back here.
        if prefers_land && prefers_sea || !(prefers_land && !land || prefers_sea && land) {
            return Ok(());
        }
        // Distances to the targets: Gold under Macedonian disks, else Macedonian Cities.
        let q = g.q();
        let mut targets: Vec<AreaId> = gold_under(g, *macedon);
        if targets.is_empty() {
            targets = q.city_areas(*macedon);
        }
        if targets.is_empty() {
            return Err(format!(
                "{} keep to the {} (H4.13.20).",
                q.civ_name(s),
                if prefers_land { "land" } else { "sea" }
            ));
        }
        let dist = |x: AreaId| {
            targets
                .iter()
                .filter_map(|&t| q.distance(x, t))
                .min()
                .unwrap_or(u32::MAX)
        };
        let here = dist(a);
        // The best placement on the preferred terrain among the legal ones.
        let best_other = q
            .playable_areas()
            .filter(|&b| q.is_land(b) == prefers_land)
            .filter(|&b| crate::games::acme::growth::deploy_check(g, s, b).is_ok())
            .map(dist)
            .min()
            .unwrap_or(u32::MAX);
        if here >= best_other {
            return Err(format!(
                "{} place disks on {} unless that brings them closer to Macedonian Gold (H4.13.20).",
                q.civ_name(s),
                if prefers_land { "land" } else { "sea" }
            ));
        }
    }
    Ok(())
}

/// G3.5.5-6: no disks in a teammate's Homeland, none that would make an area with a teammate's
/// disks Contested.
fn teams(g: &G, s: Slot, a: AreaId) -> Result<(), String> {
    let sc = sc(g);
    let Some(team) = sc.teams.iter().find(|t| t.contains(&s)) else {
        return Ok(());
    };
    let q = g.q();
    for &m in team {
        if m == s {
            continue;
        }
        if q.homeland(m) == Some(a) {
            return Err(format!(
                "{} is your teammate's Homeland (G3.5.5).",
                q.name(a)
            ));
        }
        if q.occupies(m.faction(), a)
            && (q.disks(s.faction(), a) + 1 >= 2 || q.disks(m.faction(), a) >= 2)
        {
            return Err(format!(
                "Placing in {} would make your teammate's area Contested (G3.5.6).",
                q.name(a)
            ));
        }
    }
    Ok(())
}

// =============================================================================================
// Troy (H4.06.5)
// =============================================================================================

/// H4.06.5c: in the Growth Phase Troy regenerates to 4 disks while one remains in Ilium.
pub fn troy_regenerates(g: &mut G, ctx: &mut Ctx) {
    for r in rule_list(g) {
        let Rule::Troy { troy, area, .. } = r else {
            continue;
        };
        if sc(g).is_eliminated(troy) {
            continue;
        }
        let have = g.q().disks(troy.faction(), area);
        if have == 0 {
            // A7.36: Troy reduced to no disks is gone.
            sc_mut(g).eliminated.push(troy);
            ctx.note(
                Some(troy),
                "Troy has fallen",
                "playbook-spec H4.06.5 (A7.36)",
            );
        } else if have < 4 {
            g.place_unlimited(ctx, troy.faction(), area, 4 - have);
            ctx.note(
                Some(troy),
                "Troy regenerates to 4 disks",
                "playbook-spec H4.06.5c",
            );
        }
    }
}

/// H4.06.5f: Troy's great walls, 2 white disks when Ilium is Contested (A7.35).
pub fn troy_walls(g: &mut G, ctx: &mut Ctx) {
    for r in rule_list(g) {
        let Rule::Troy { troy, area, .. } = r else {
            continue;
        };
        if g.q().occupies(troy.faction(), area) && g.q().contested(area) {
            g.add_allies(ctx, troy, area, 2);
            ctx.note(
                Some(troy),
                "Troy's great walls: 2 white disks in Ilium",
                "playbook-spec H4.06.5f",
            );
        }
    }
}

/// After a City is sacked: Troy falls to the Greeks (H4.06.5g); Rome's extra mina (H4.15.7b);
/// Thrace's City for Alexander (A7.72).
pub fn after_sack(g: &mut G, ctx: &mut Ctx, s: Slot, a: AreaId) -> Step {
    for r in rule_list(g) {
        match r {
            Rule::Troy {
                troy,
                area,
                besieger,
            } if area == a && besieger == s => {
                g.gain_loot(ctx, s, 2);
                g.gain_vp(ctx, s, 2, "sacking Troy (H4.06.5g)");
                let n = g.q().disks(troy.faction(), a);
                g.take_off(ctx, troy.faction(), a, n);
                if !sc(g).is_eliminated(troy) {
                    sc_mut(g).eliminated.push(troy);
                }
                ctx.note(
                    Some(s),
                    "Troy is sacked and leaves the game",
                    "playbook-spec H4.06.5g",
                );
            }
            Rule::ExtraLootMina { civ } if civ == s => {
                g.gain_loot(ctx, s, 1);
            }
            _ => {}
        }
    }
    // A7.72: the Macedonian City in Thrace sacked by anyone.
    let alexander = sc(g).victory.iter().find_map(|v| match v {
        ResolvedVictory::Alexander { macedon, .. } => Some(*macedon),
        _ => None,
    });
    if let Some(m) = alexander
        && g.q().homeland(m) == Some(a)
        && s != m
    {
        thrace_sacked(g, ctx)?;
    }
    Ok(())
}

// =============================================================================================
// Gold (N1.7) and the Alexander conquests (H4.13.14)
// =============================================================================================

/// A Gold marker was sacked (N1.7.5, `npc::gold::sack`): the scenario counts it, and Alexander's
/// Thrace Gold may end the game (H4.13.14a, A7.72).
pub fn gold_sacked(g: &mut G, ctx: &mut Ctx, a: AreaId, owner: Slot) -> Step {
    sc_mut(g).gold_sacked += 1;
    let mac = sc(g).victory.iter().find_map(|v| match v {
        ResolvedVictory::Alexander { macedon, .. } => Some(*macedon),
        _ => None,
    });
    if mac == Some(owner) && g.q().homeland(owner) == Some(a) {
        thrace_sacked(g, ctx)?;
    }
    Ok(())
}

/// H4.13.14a: the Gold in the Greek Homeland is sacked: an odd card ends the game with a
/// Persian victory.
fn thrace_sacked(g: &mut G, ctx: &mut Ctx) -> Step {
    let Some((persians, _)) = sc(g).victory.iter().find_map(|v| match v {
        ResolvedVictory::Alexander {
            persians, macedon, ..
        } => Some((persians.clone(), *macedon)),
        _ => None,
    }) else {
        return Ok(());
    };
    if sc(g).winner.is_some() {
        return Ok(());
    }
    let id = super::procs::reveal_id(g, ctx)?;
    ctx.note(
        None,
        g.text(|| format!("Thrace is sacked: card #{id} is revealed")),
        "playbook-spec H4.13.14a",
    );
    if id % 2 == 1 {
        decide(
            g,
            ctx,
            persians,
            "Alexander's Homeland is sacked: Persian victory",
            "playbook-spec H4.13.14a",
        );
    }
    Ok(())
}

/// The conquest tests at the start of a faction's turn (H4.13.14b-e, H4.13.11) and the other
/// instant results that may come at any time (Rostam, H4.14.9). Returns true if the game ended.
pub fn conquest_checks(g: &mut G, ctx: &mut Ctx, s: Slot) -> bool {
    for r in rule_list(g) {
        if let Rule::PersianConquest {
            civ,
            any_turn,
            leaves_seas,
            ..
        } = r
            && (any_turn || civ == s)
            && !sc(g).is_eliminated(civ)
            && gold_under(g, civ).is_empty()
        {
            eliminate(
                g,
                ctx,
                civ,
                leaves_seas,
                "playbook-spec H4.13.14 (no Gold left)",
            );
        }
    }
    instant_results(g, ctx)
}

/// Results that end the game at once, checked at every checkpoint. Returns true if it ended.
pub fn instant_results(g: &mut G, ctx: &mut Ctx) -> bool {
    if g.st.flow == Flow::GameOver || sc(g).winner.is_some() {
        return true;
    }
    let victory = sc(g).victory.clone();
    for v in victory {
        match v {
            ResolvedVictory::Alexander {
                macedon,
                persians,
                central,
                ..
            } => {
                if g.q().disks_on_map(macedon.faction()) == 0 {
                    decide(
                        g,
                        ctx,
                        persians,
                        "Macedon has no disk left",
                        "playbook-spec H4.13.11 (A7.47)",
                    );
                    return true;
                }
                if gold_under(g, central).is_empty() {
                    decide(
                        g,
                        ctx,
                        vec![macedon],
                        "no Gold lies under the Medes & Persians",
                        "playbook-spec H4.13.14e",
                    );
                    return true;
                }
                if persians.iter().all(|&p| sc(g).is_eliminated(p)) {
                    decide(
                        g,
                        ctx,
                        vec![macedon],
                        "every Persian faction is conquered",
                        "playbook-spec H4.13.11",
                    );
                    return true;
                }
            }
            ResolvedVictory::Rostam { defender, invader }
                if rostam_gold_lost(g, ctx, defender, invader) =>
            {
                return true;
            }
            _ => {}
        }
    }
    false
}

/// H4.14.9: with none of the Gold areas under Medes & Persians Control the Turanians win at once.
fn rostam_gold_lost(g: &mut G, ctx: &mut Ctx, defender: Slot, invader: Slot) -> bool {
    let q = g.q();
    let held = q
        .playable_areas()
        .any(|a| g.st.areas[a.0 as usize].gold.is_some() && q.controls(defender.faction(), a));
    if !held {
        decide(
            g,
            ctx,
            vec![invader],
            "the Medes & Persians Control none of their Gold areas",
            "playbook-spec H4.14.9 (A7.55)",
        );
    }
    !held
}

/// The end of the Growth and Card Phases (A7.55: Rostam's Turanian Gold victory is checked at the
/// end of every phase; the Competition Phase and the Reckoning have their own checkpoints). Only
/// that check runs here: Alexander's instant results keep their own moments (A7.48). Returns true
/// when the game ended.
pub fn phase_end(g: &mut G, ctx: &mut Ctx) -> bool {
    let rostam = sc(g).victory.iter().find_map(|v| match v {
        ResolvedVictory::Rostam { defender, invader } => Some((*defender, *invader)),
        _ => None,
    });
    match rostam {
        Some((d, i)) => rostam_gold_lost(g, ctx, d, i) && settle_now(g, ctx),
        None => false,
    }
}

/// Checkpoints of the turn: instant victories and the end rules that stop the game.
pub fn checkpoint(g: &mut G, ctx: &mut Ctx, cp: Checkpoint) {
    if g.st.flow == Flow::GameOver {
        return;
    }
    if cp == Checkpoint::EndOfCompetition {
        // H4.01.4: Controlling both Homelands at the end of a Competition Phase wins at once.
        if sc(g).victory.contains(&ResolvedVictory::HomelandsWin) {
            let civs = active_civs(g);
            for &s in &civs {
                let all = civs.iter().all(|&o| {
                    g.q()
                        .homeland(o)
                        .is_some_and(|h| g.q().controls(s.faction(), h))
                });
                if all {
                    decide(
                        g,
                        ctx,
                        vec![s],
                        "it Controls both Homelands",
                        "playbook-spec H4.01.4",
                    );
                    return;
                }
            }
        }
        // H4.13.22: no Gold in an area under Persian Control.
        let alexander = sc(g).victory.iter().find_map(|v| match v {
            ResolvedVictory::Alexander {
                macedon, persians, ..
            } => Some((*macedon, persians.clone())),
            _ => None,
        });
        if let Some((m, persians)) = alexander {
            let q = g.q();
            let persian_gold = q.playable_areas().any(|a| {
                g.st.areas[a.0 as usize].gold.is_some()
                    && persians.iter().any(|p| q.controls(p.faction(), a))
            });
            if !persian_gold {
                decide(
                    g,
                    ctx,
                    vec![m],
                    "no Gold lies in an area under Persian Control",
                    "playbook-spec H4.13.22",
                );
                return;
            }
        }
    }
    if instant_results(g, ctx) {
        return;
    }
    let end = sc(g).end.clone();
    for e in end {
        match e {
            EndRule::HomelandConquest { others, at } if at == cp => {
                let civs = active_civs(g);
                for &s in &civs {
                    if !holds_homeland(g, s) {
                        continue;
                    }
                    let n = civs
                        .iter()
                        .filter(|&&o| {
                            o != s
                                && g.q()
                                    .homeland(o)
                                    .is_some_and(|h| g.q().controls(s.faction(), h))
                        })
                        .count();
                    if n >= others as usize && !sc(g).ending {
                        let note = format!(
                            "{} Controls its Homeland and {} others: the game ends",
                            g.q().civ_name(s),
                            n
                        );
                        ctx.note(Some(s), note.clone(), "playbook-spec H4.08.4a");
                        let sm = sc_mut(g);
                        sm.ending = true;
                        sm.ending_note = note;
                    }
                }
            }
            EndRule::VpLead(lead) if cp == Checkpoint::EndOfTurn => {
                let mut vps: Vec<u32> = active_civs(g).iter().map(|&s| g.st.civ(s).vp).collect();
                vps.sort_by(|a, b| b.cmp(a));
                // Sorted from the top: the difference cannot underflow, and unlike `vps[1] + lead` it
                // cannot overflow on a file's huge lead.
                if vps.len() >= 2 && vps[0] - vps[1] >= lead && !sc(g).ending {
                    let note = format!("the leader is {} VP ahead: the game ends", vps[0] - vps[1]);
                    ctx.note(None, note.clone(), "playbook-spec H4.08.4b");
                    let sm = sc_mut(g);
                    sm.ending = true;
                    sm.ending_note = note;
                }
            }
            _ => {}
        }
    }
}

// =============================================================================================
// Growth
// =============================================================================================

/// H4.13.18: at the start of each later Macedonian Growth Phase, 1 mina and 4 disks plus 1 per
/// Gold area it Controls go to its Disks for Growth box (outside the 3-disk minimum).
pub fn macedon_growth(g: &mut G, ctx: &mut Ctx, s: Slot) {
    for r in rule_list(g) {
        let Rule::MacedonGrowth { civ } = r else {
            continue;
        };
        if civ != s || first_turn(g) {
            continue;
        }
        g.gain_mina(ctx, s, 1);
        let q = g.q();
        let gold = q
            .playable_areas()
            .filter(|&a| g.st.areas[a.0 as usize].gold.is_some() && q.controls(s.faction(), a))
            .count() as u16;
        let n = g.to_growth(s, 4 + gold);
        ctx.note(
            Some(s),
            g.text(|| {
                format!(
                    "{}: Macedonian Growth, 1 mina and {n} disks",
                    g.q().civ_name(s)
                )
            }),
            "playbook-spec H4.13.18",
        );
    }
}

/// The scenario's first turn.
pub fn first_turn(g: &G) -> bool {
    g.st.epoch == g.st.first_epoch && sc(g).turns_played <= 1
}

/// H4.14.16d: at the start of the Resettlement Step the friend's disks leave the areas with
/// Independents and wait in the Disks for Growth box for the next turn.
pub fn independents_resettle(g: &mut G, ctx: &mut Ctx, s: Slot) {
    let Some(sc) = g.st.scenario.as_deref() else {
        return;
    };
    if !sc
        .rules
        .iter()
        .any(|r| matches!(r, Rule::Independents { friend } if *friend == s))
    {
        return;
    }
    let indeps: Vec<Slot> = sc
        .friends
        .iter()
        .filter(|(_, f)| *f == s)
        .map(|(n, _)| *n)
        .collect();
    let areas: Vec<AreaId> = g.q().areas_of(s.faction());
    let mut moved = 0u16;
    for a in areas {
        if indeps.iter().any(|n| g.q().occupies(n.faction(), a)) {
            let n = g.st.areas[a.0 as usize].disks[s.idx()];
            g.st.areas.set(a, s.faction(), 0);
            moved += n as u16;
            ctx.emit(|| Event::Removed {
                faction: s.faction(),
                area: a,
                n,
            });
            g.drop_orphan_stronghold(ctx, a);
        }
    }
    if moved > 0 {
        sc_mut(g).held[s.idx()] += moved;
        ctx.note(
            Some(s),
            g.text(|| {
                format!(
                    "{} takes {moved} disks back from the Independents' areas for the next turn",
                    g.q().civ_name(s)
                )
            }),
            "playbook-spec H4.14.16d",
        );
    }
}

// =============================================================================================
// Reckoning
// =============================================================================================

/// N1.10.3-4, H4.08.6: each NPC gains VP at every Victory Tally Step.
pub fn npc_tally_bonus(g: &mut G, ctx: &mut Ctx) {
    let vp = rule_list(g).iter().find_map(|r| match r {
        Rule::NpcTallyVp { vp } => Some(*vp),
        _ => None,
    });
    let Some(vp) = vp else { return };
    for s in active_civs(g) {
        if g.st.civ(s).npc && g.st.order.contains(&s) {
            g.gain_vp(ctx, s, vp, "NPC bonus (playbook-spec N1.10.3)");
        }
    }
}

/// The scenario's Sudden End of Epoch step (see [`EndRule`]). `Some(true)`: the Epoch ends now.
pub fn sudden_end(g: &mut G, ctx: &mut Ctx) -> Step<Option<bool>> {
    if sc(g).ending || g.st.flow == Flow::GameOver {
        return Ok(Some(true));
    }
    if g.st.epoch_ends {
        return Ok(None); // Time Marches On ends the Epoch as usual.
    }
    let final_epoch = g.st.epoch >= g.st.options.last_epoch;
    let turn = g.st.turn;
    for e in sc(g).end.clone() {
        match e {
            EndRule::RevealToContinue {
                from_turn,
                last_turn,
                rule,
            } if final_epoch => {
                if turn < from_turn {
                    return Ok(Some(false));
                }
                if turn >= last_turn {
                    return Ok(Some(true));
                }
                let id = super::procs::reveal_id(g, ctx)?;
                let ends = match &rule {
                    ContinueRule::EvenContinues => id % 2 == 1,
                    ContinueRule::EndsOnDigits(d) => id.to_string().chars().any(|c| d.contains(c)),
                };
                ctx.note(
                    None,
                    g.text(|| {
                        format!(
                            "Card #{id} is revealed: {}",
                            if ends {
                                "the game ends"
                            } else {
                                "another turn is played"
                            }
                        )
                    }),
                    "playbook-spec H4.12.2 / H4.13.11 / H4.16.3",
                );
                if ends {
                    sc_mut(g).ending = true;
                }
                return Ok(Some(ends));
            }
            EndRule::NoSuddenEnd { epoch, turns }
                if epoch.is_none_or(|e| e == g.st.epoch) && turns.contains(&turn) =>
            {
                return Ok(Some(false));
            }
            EndRule::NoSuddenEndInFinalEpoch if final_epoch && turn < 4 => {
                return Ok(Some(false));
            }
            _ => {}
        }
    }
    Ok(None)
}

/// The winner at the end of the game: scenario victory rules, teams, several civilizations per
/// player; neutral factions never win. Returns true (the scenario decided).
pub fn endgame(g: &mut G, ctx: &mut Ctx) -> bool {
    if let Some(w) = sc(g).winner.clone() {
        let note = sc(g).ending_note.clone();
        declare(g, ctx, w, &note, "Scenario victory");
        return true;
    }
    let victory = sc(g).victory.clone();
    for v in &victory {
        if let ResolvedVictory::Alexander {
            macedon,
            persians,
            homeland_vp,
            ..
        } = v
        {
            alexander_scoring(g, ctx, *macedon, persians, homeland_vp);
            return true;
        }
    }
    // Sides: teams, else players (each NPC is its own side).
    let sc_ = sc(g).clone();
    let civs = active_civs(g);
    let all: Vec<Slot> = g.st.slots().filter(|&s| !sc_.is_neutral(s)).collect();
    let mut sides: Vec<Vec<Slot>> = Vec::new();
    if !sc_.teams.is_empty() {
        sides = sc_.teams.clone();
        for &s in &all {
            if !sides.iter().any(|t| t.contains(&s)) {
                sides.push(vec![s]);
            }
        }
    } else {
        for p in &sc_.players {
            sides.push(p.clone());
        }
        for &s in &all {
            if sc_.player_of(s).is_none() {
                sides.push(vec![s]);
            }
        }
    }
    let mixed = sc_
        .rules
        .iter()
        .any(|r| matches!(r, Rule::SingleCivBonus { .. }));
    let div = sc_.two_civ_divisor as u64;
    // A side's score as a fraction (numerator, denominator) (G3.4.9: exact, A7.31).
    let score = |side: &Vec<Slot>| -> (u64, u64) {
        let sum: u64 = side.iter().map(|s| g.st.civ(*s).vp as u64).sum();
        if mixed && side.len() >= 2 {
            (sum, div)
        } else {
            (sum, 1)
        }
    };
    let best = sides
        .iter()
        .map(&score)
        .max_by(|a, b| (a.0 * b.1).cmp(&(b.0 * a.1)))
        .unwrap_or((0, 1));
    let mut top: Vec<&Vec<Slot>> = sides
        .iter()
        .filter(|s| {
            let x = score(s);
            x.0 * best.1 == best.0 * x.1
        })
        .collect();
    let mut note = String::from("most Victory Points");
    if top.len() > 1 && mixed && top.iter().any(|s| s.len() == 1) {
        // G3.4.7f: ties go to the one-civilization player.
        top.retain(|s| s.len() == 1);
        note = "tied; the one-civilization player wins ties (G3.4.7f)".into();
    }
    if top.len() > 1 {
        // RB tie-breakers on each side's best civilization.
        let key = |side: &Vec<Slot>| {
            side.iter()
                .map(|&s| crate::games::acme::epoch::ranking_keys(g, s))
                .max()
                .unwrap_or([0; 7])
        };
        let best_key = top.iter().map(|s| key(s)).max().unwrap_or([0; 7]);
        top.retain(|s| key(s) == best_key);
        note = if top.len() > 1 {
            "tied on every tie-breaker: a draw".into()
        } else {
            "tied on VP; decided by the Rulebook tie-breakers".into()
        };
    }
    let mut winners: Vec<Slot> = top.into_iter().flatten().copied().collect();
    if !sc_.teams.is_empty() && sc_.team_mode == TeamMode::Individual && !winners.is_empty() {
        // G3.5.7b: within the best team, the civilization with the most VP.
        let most = winners.iter().map(|s| g.st.civ(*s).vp).max().unwrap_or(0);
        winners.retain(|s| g.st.civ(*s).vp == most);
        note = "the best team's highest-scoring civilization (G3.5.7b)".into();
    }
    let _ = civs;
    declare(g, ctx, winners, &note, "RB Endgame");
    true
}

/// H4.13.23: the Persian and Macedonian totals at the end of the game.
fn alexander_scoring(
    g: &mut G,
    ctx: &mut Ctx,
    macedon: Slot,
    persians: &[Slot],
    homeland_vp: &[(Slot, u32)],
) {
    let q = g.q();
    let gold_ctl = |s: Slot| -> u32 {
        q.playable_areas()
            .filter(|&a| g.st.areas[a.0 as usize].gold.is_some() && q.controls(s.faction(), a))
            .count() as u32
    };
    let mut persian: u32 = persians.iter().map(|p| g.st.civ(*p).vp).sum();
    persian += persians.iter().map(|&p| gold_ctl(p)).sum::<u32>();
    let mac_home = q.homeland(macedon);
    if mac_home.is_some_and(|h| persians.iter().any(|p| q.controls(p.faction(), h))) {
        persian += 5;
    }
    let mut mac = g.st.civ(macedon).vp + 2 * gold_ctl(macedon);
    for &(p, vp) in homeland_vp {
        if q.homeland(p)
            .is_some_and(|h| q.controls(macedon.faction(), h))
        {
            mac += vp;
        }
    }
    ctx.note(
        None,
        g.text(|| format!("Final totals: Macedon {mac}, the Persian Empire {persian}")),
        "playbook-spec H4.13.23",
    );
    let (winners, note) = if mac > persian {
        (vec![macedon], format!("Macedon {mac} against {persian}"))
    } else if persian > mac {
        (
            persians.to_vec(),
            format!("the Persian Empire {persian} against {mac}"),
        )
    } else {
        // A7.50: Rulebook tie-breakers, Macedon against the best Persian faction.
        let mk = crate::games::acme::epoch::ranking_keys(g, macedon);
        let pk = persians
            .iter()
            .map(|&p| crate::games::acme::epoch::ranking_keys(g, p))
            .max()
            .unwrap_or([0; 7]);
        if mk[1..] > pk[1..] {
            (
                vec![macedon],
                format!("tied at {mac}; Macedon wins the tie-breakers"),
            )
        } else if pk[1..] > mk[1..] {
            (
                persians.to_vec(),
                format!("tied at {mac}; Persia wins the tie-breakers"),
            )
        } else {
            let mut all = vec![macedon];
            all.extend_from_slice(persians);
            (all, format!("tied at {mac} on every tie-breaker: a draw"))
        }
    };
    declare(g, ctx, winners, &note, "playbook-spec H4.13.23");
}

// =============================================================================================
// Cards: protections, Events, keepsakes
// =============================================================================================

/// H4.06.5e: any card removes at most one disk in Ilium while Troy stands (Gold's own protection
/// is N1.7.4, `npc::gold::protects`).
pub fn card_protected(g: &G, a: AreaId, memo: &LossMemo) -> bool {
    let q = g.q();
    let already = memo.card_lost & bit(a) != 0;
    sc(g).rules.iter().any(|r| {
        matches!(r, Rule::Troy { troy, area, .. }
            if *area == a && q.occupies(troy.faction(), a) && already)
    })
}

/// Events the scenario ignores or rewrites. Returns true when dealt with.
pub fn event_override(g: &mut G, ctx: &mut Ctx, e: CardId, drawer: Option<Slot>) -> Step<bool> {
    let epoch = g.st.epoch;
    let turn = g.st.turn;
    for rule in sc(g).end.clone() {
        match rule {
            EndRule::IgnoreCard { card, epoch: ep }
                if card == e.0 && ep.is_none_or(|x| x == epoch) =>
            {
                ctx.note(
                    drawer,
                    g.text(|| format!("{} is ignored in this scenario", g.cat.card_name(e))),
                    "Scenario rule",
                );
                return Ok(true);
            }
            EndRule::IgnoreEventsUntil { epoch: ep, turn: t } if ep == epoch && turn <= t => {
                ctx.note(
                    drawer,
                    g.text(|| format!("{} is ignored during the first turns", g.cat.card_name(e))),
                    "playbook-spec H4.01.6 / H4.02.6",
                );
                return Ok(true);
            }
            _ => {}
        }
    }
    let alex = rule_list(g).into_iter().find_map(|r| match r {
        Rule::AlexanderEvents {
            macedon,
            western,
            levantine,
            central,
        } => Some((macedon, western, levantine, central)),
        _ => None,
    });
    let Some((macedon, western, levantine, central)) = alex else {
        return Ok(false);
    };
    let rule = "playbook-spec H4.13.21";
    match e.0 {
        97 => {
            sc_mut(g).removed.push(e);
            ctx.note(None, "Time Marches On is removed from the game", rule);
            Ok(true)
        }
        98 => {
            let s = if sc(g).is_eliminated(western) {
                central
            } else {
                western
            };
            reinforce(g, ctx, s, 4, rule)?;
            Ok(true)
        }
        99 | 101 | 102 => {
            let persian_vp: u32 =
                g.st.slots()
                    .filter(|&x| x != macedon && !sc(g).is_neutral(x))
                    .map(|x| g.st.civ(x).vp)
                    .sum();
            let in_draw_step = matches!(
                g.st.flow,
                Flow::Reckoning {
                    step: crate::games::acme::flow::ReckStep::Draw { .. }
                }
            );
            if drawer == Some(macedon) && in_draw_step && g.st.civ(macedon).vp < persian_vp {
                return Ok(false); // A7.49: as printed.
            }
            reinforce(g, ctx, central, 4, rule)?;
            Ok(true)
        }
        100 => {
            if sc(g).is_eliminated(levantine) {
                sc_mut(g).removed.push(e);
                ctx.note(None, "Invaders from the Sea is removed from the game", rule);
            } else {
                reinforce(g, ctx, levantine, 4, rule)?;
            }
            Ok(true)
        }
        103 => {
            // Each civilization discards a random card (or 1 mina); the discards go back into the
            // deck.
            let mut back = Vec::new();
            for s in g.st.order_now() {
                if sc(g).is_eliminated(s) {
                    continue;
                }
                let hand: Vec<CardId> =
                    g.st.civ(s)
                        .hand
                        .iter()
                        .copied()
                        .filter(|&c| !crate::games::acme::scenario::hooks::card_locked(g.st, s, c))
                        .collect();
                if hand.is_empty() {
                    g.spend_mina(ctx, s, 1);
                    continue;
                }
                let c = hand[g.random(hand.len())];
                g.take_from_hand(s, c);
                ctx.note(
                    Some(s),
                    g.text(|| format!("{} loses {}", g.q().civ_name(s), g.cat.card_name(c))),
                    rule,
                );
                if keepsake_owner(g, c) == Some(s) {
                    sc_mut(g).aside.push(Aside { owner: s, card: c });
                } else {
                    back.push(c);
                }
            }
            let mut d = std::mem::take(&mut g.st.deck.draw);
            d.extend(back);
            g.shuffle(&mut d);
            g.st.deck.draw = d;
            Ok(true)
        }
        _ => Ok(false),
    }
}

/// A faction "immediately receives n disks, placed following Growth placement rules" (H4.13.21).
fn reinforce(g: &mut G, ctx: &mut Ctx, s: Slot, n: u16, rule: &str) -> Step {
    ctx.note(
        Some(s),
        g.text(|| format!("{} receives {n} disks", g.q().civ_name(s))),
        rule.to_string(),
    );
    for k in 0..n {
        let opts = crate::games::acme::growth::deploy_options(g, s);
        if opts.is_empty() || g.st.civ(s).supply == 0 {
            break;
        }
        let a = if opts.len() == 1 {
            opts[0]
        } else {
            let d = Decision::new(
                s,
                Ask::Deploy { left: n - k },
                g.text(|| {
                    format!(
                        "{}: place a reinforcement disk ({} left)",
                        g.q().civ_name(s),
                        n - k
                    )
                }),
                rule.to_string(),
                opts.iter().map(|&a| Action::Area(a)).collect(),
            );
            let Action::Area(a) = ctx.ask(g.st, d)? else {
                unreachable!()
            };
            a
        };
        g.place_unlimited(ctx, s.faction(), a, 1);
    }
    Ok(())
}

fn keepsake_owner(g: &G, c: CardId) -> Option<Slot> {
    sc(g).rules.iter().find_map(|r| match r {
        Rule::Keepsake { civ, card, .. } if *card == c => Some(*civ),
        _ => None,
    })
}

/// Keepsake cards played, discarded or taken go beside their owner's display (H4.13.15-17,
/// H4.15.7c, H4.16.5f).
pub fn sweep_keepsakes(g: &mut G, ctx: &mut Ctx) {
    let Some(sc_) = g.st.scenario.as_deref() else {
        return;
    };
    let keep: Vec<(Slot, CardId)> = sc_
        .rules
        .iter()
        .filter_map(|r| match r {
            Rule::Keepsake { civ, card, .. } => Some((*civ, *card)),
            _ => None,
        })
        .collect();
    for (owner, c) in keep {
        let mut found = false;
        if let Some(i) = g.st.deck.discard.iter().position(|&x| x == c) {
            g.st.deck.discard.remove(i);
            found = true;
        } else if let Some(i) = g.st.deck.set_aside.iter().position(|&x| x == c) {
            g.st.deck.set_aside.remove(i);
            found = true;
        } else {
            for s in g.st.slots().collect::<Vec<_>>() {
                if s != owner && g.st.civ(s).hand.contains(&c) {
                    g.take_from_hand(s, c);
                    found = true;
                }
            }
        }
        if found {
            sc_mut(g).aside.push(Aside { owner, card: c });
            ctx.note(
                Some(owner),
                g.text(|| {
                    format!(
                        "{} is set beside the {} display",
                        g.cat.card_name(c),
                        g.q().civ_name(owner)
                    )
                }),
                "playbook-spec H4.13.15-17 / H4.15.7c",
            );
        }
    }
}

/// Start of a Draw Step: keepsakes lapse or come back (H4.13.15-17, H4.15.7c, H4.16.5f). Returns
/// the change to the number of cards drawn.
pub fn keepsakes_return(g: &mut G, ctx: &mut Ctx, s: Slot) -> Step<i32> {
    sweep_keepsakes(g, ctx);
    let mut delta = 0i32;
    for r in rule_list(g) {
        let Rule::Keepsake {
            civ,
            card,
            rearm,
            lapses_without_gold_of,
        } = r.clone()
        else {
            continue;
        };
        // Great Captain, Eagles of the Sea: discarded for good when their Gold is gone.
        if !lapses_without_gold_of.is_empty()
            && lapses_without_gold_of
                .iter()
                .all(|&x| gold_under(g, x).is_empty())
        {
            let sm = sc_mut(g);
            sm.rules.retain(|x| x != &r);
            if let Some(i) = sm.aside.iter().position(|x| x.card == card) {
                sm.aside.remove(i);
                g.st.deck.discard.push(card);
            }
            ctx.note(
                Some(civ),
                g.text(|| format!("{} is discarded: its Gold is gone", g.cat.card_name(card))),
                "playbook-spec H4.13.15-16",
            );
            continue;
        }
        if civ != s {
            continue;
        }
        let Some(i) = sc(g)
            .aside
            .iter()
            .position(|x| x.card == card && x.owner == s)
        else {
            continue;
        };
        let back = match rearm {
            Rearm::Free => true,
            Rearm::AsDraw => {
                delta -= 1;
                true
            }
            Rearm::MinaOrDraw => {
                let mina = g.st.civ(s).treasury > 0;
                let choice = if g.st.civ(s).npc {
                    // An NPC pays the mina if it has one (H4.15.7c), else draws one fewer.
                    if mina {
                        Action::PayMina
                    } else {
                        Action::Option(0)
                    }
                } else {
                    let mut opts = vec![Action::Option(0), Action::Decline];
                    if mina {
                        opts.insert(0, Action::PayMina);
                    }
                    let d = Decision::new(
                        s,
                        Ask::Scenario {
                            rule: "H4.15.7c".into(),
                        },
                        g.text(|| format!(
                            "{}: turn {} upright - pay 1 mina (PayMina), draw one card fewer (Option 0), or leave it (Decline)",
                            g.q().civ_name(s),
                            g.cat.card_name(card)
                        )),
                        "playbook-spec H4.15.7c",
                        opts,
                    );
                    ctx.ask(g.st, d)?
                };
                match choice {
                    Action::PayMina => {
                        g.spend_mina(ctx, s, 1);
                        true
                    }
                    Action::Option(_) => {
                        delta -= 1;
                        true
                    }
                    _ => false,
                }
            }
        };
        if back {
            sc_mut(g).aside.remove(i);
            g.st.civ_mut(s).hand.push(card);
            ctx.note(
                Some(s),
                g.text(|| format!("{} takes back {}", g.q().civ_name(s), g.cat.card_name(card))),
                "playbook-spec H4.13.15-17 / H4.15.7c",
            );
        }
    }
    Ok(delta)
}

// =============================================================================================
// Militarisation (H4.01.8)
// =============================================================================================

/// From the end of Epoch I either side may pay VP to use a second display's abilities; the first
/// offered may answer the other's militarisation at a higher price. An NPC militarises if the human
/// does or if it has fewer VP (H4.01.9). A7.33: only with the VP to pay in full.
pub fn militarisation(g: &mut G, ctx: &mut Ctx) -> Step {
    let Some((offers, cost, response)) = rule_list(g).into_iter().find_map(|r| match r {
        Rule::Militarisation {
            offers,
            cost,
            response_cost,
        } => Some((offers, cost, response_cost)),
        _ => None,
    }) else {
        return Ok(());
    };
    if sc(g).militarised || g.st.epoch != g.st.first_epoch + 1 || g.st.turn != 1 {
        return Ok(());
    }
    let rule = "playbook-spec H4.01.8";
    let mut took: Vec<bool> = vec![false; offers.len()];
    let fewer_vp = |g: &G, s: Slot| {
        g.st.slots()
            .filter(|&o| o != s && !sc(g).is_neutral(o))
            .any(|o| g.st.civ(o).vp > g.st.civ(s).vp)
    };
    for (i, &(s, k)) in offers.iter().enumerate() {
        let others_took = took.iter().any(|&t| t);
        took[i] = ask_militarise(g, ctx, s, k, cost, others_took || fewer_vp(g, s), rule)?;
    }
    // The first may answer a later militarisation at the higher price.
    if let (Some(false), true) = (took.first(), took.iter().skip(1).any(|&t| t)) {
        let (s, k) = offers[0];
        took[0] = ask_militarise(g, ctx, s, k, response, true, rule)?;
    }
    sc_mut(g).militarised = true;
    Ok(())
}

fn ask_militarise(
    g: &mut G,
    ctx: &mut Ctx,
    s: Slot,
    display: crate::games::acme::catalog::CivKind,
    cost: u32,
    npc_wants: bool,
    rule: &str,
) -> Step<bool> {
    if g.st.civ(s).vp < cost {
        return Ok(false);
    }
    let yes = if g.st.civ(s).npc {
        npc_wants
    } else {
        let d = Decision::new(
            s,
            Ask::Scenario {
                rule: "H4.01.8".into(),
            },
            g.text(|| {
                format!(
                    "{}: militarise - pay {cost} VP to add the {} display?",
                    g.q().civ_name(s),
                    g.cat.civ(display).name
                )
            }),
            rule.to_string(),
            vec![Action::Yes, Action::No],
        );
        ctx.ask(g.st, d)? == Action::Yes
    };
    if yes {
        g.lose_vp(ctx, s, cost, "militarisation (H4.01.8)");
        sc_mut(g).extra_display[s.idx()] = Some(display);
        ctx.note(
            Some(s),
            g.text(|| {
                format!(
                    "{} militarises: it adds the {} display",
                    g.q().civ_name(s),
                    g.cat.civ(display).name
                )
            }),
            rule.to_string(),
        );
    }
    Ok(yes)
}

/// Areas with any Gold (for tests and the UI).
pub fn gold_areas(g: &G) -> AreaSet {
    g.q()
        .playable_areas()
        .filter(|&a| g.st.areas[a.0 as usize].gold.is_some())
        .fold(0, |m, a| m | bit(a))
}

/// The areas of a set, by name (for notes).
pub fn names(g: &G, set: AreaSet) -> Vec<String> {
    iter_set(set).map(|a| g.q().name(a).to_string()).collect()
}

/// H4.14.13: Rostam (God of War) captured or destroyed comes back at the end of the next turn's
/// Competition Phase while its owner keeps any Gold. The engine stands temples only on the
/// Homeland block, so it is re-established there (the source lets the player put it in any area
/// with friendly Gold).
pub fn rostam_returns(g: &mut G, ctx: &mut Ctx) {
    use crate::games::acme::state::BlockLoc;
    for r in rule_list(g) {
        let Rule::RostamReturns { civ, deity } = r else {
            continue;
        };
        let lost = matches!(
            g.st.block(deity),
            BlockLoc::Captured { owner, .. } | BlockLoc::Destroyed { owner } if owner == civ
        );
        let now = super::procs::stamp(g) as u32;
        if !lost {
            sc_mut(g).memo = 0;
            continue;
        }
        let since = sc(g).memo;
        if since == 0 {
            sc_mut(g).memo = now;
        } else if since < now && !gold_under(g, civ).is_empty() {
            g.st.set_block(deity, BlockLoc::Temple { owner: civ });
            sc_mut(g).memo = 0;
            ctx.note(
                Some(civ),
                g.text(|| format!("Rostam returns: {} stands again", g.cat.card_name(deity))),
                "playbook-spec H4.14.13",
            );
        }
    }
}
