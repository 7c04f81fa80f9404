//! Civilization competition abilities (content 6; RB order of resolution). Each is a competition
//! special ability that God of the Skies may cancel (flag `negatable_by_god_of_the_skies`).

use super::catalog::{AreaId, Known, Terrain};
use super::decision::{AbilityUse, Action, Ask, Decision};
use super::g::G;
use super::losses::{LossMemo, LossRules};
use super::negation::{Link, LinkKind};
use super::proc::{Ctx, Step};
use super::ruleset::Ruleset;
use super::state::slot_bit;
use super::state::{Announce, FACTIONS, Faction, Slot};
use crate::games::acme::decision::{Effect, TargetKind, TargetRole, Whose};

/// The position of ability `k` on `s`'s display, unless a scenario takes it away (the catalog's
/// table, see `Civ::known`: no name comparisons).
fn ability_index<R: Ruleset>(g: &G<R>, s: Slot, k: Known) -> Option<u8> {
    // The display first: most civilizations hold none of these abilities.
    let i = g.cat.civ(g.st.civ(s).civ).known_index(k)?;
    (R::ability(g, s, k.name()) != Some(false)).then_some(i)
}

fn announced_here<R: Ruleset>(g: &G<R>, s: Slot, i: u8) -> bool {
    g.st.comp
        .announced
        .iter()
        .any(|&(o, w, _)| o == s && w == Announce::Ability(i))
}

/// Abilities `s` may announce at step 1 of the competition in `a`, in the order checked below
/// (a list on the stack: it is worked out for every civilization of every competition).
pub(crate) fn announceable<R: Ruleset>(g: &G<R>, s: Slot, a: AreaId) -> impl Iterator<Item = u8> {
    let q = g.q();
    let land = q.is_land(a);
    let t = q.terrain(a);
    let civ = g.st.civ(s);
    let mut out = [0u8; 6];
    let mut n = 0;
    // `ok` first: it is cheap, and most civilizations hold none of these abilities.
    let mut check = |k: Known, ok: bool, per_phase: u8| {
        if ok
            && let Some(i) = ability_index(g, s, k)
            && !announced_here(g, s, i)
            && (per_phase == 0 || civ.usage.ability_uses[i as usize] < per_phase)
        {
            out[n] = i;
            n += 1;
        }
    };
    // Hittite Chariot Levy: 1 mina for 1 white Ally, once per competition (PB example, Aleppo).
    check(Known::ChariotLevy, civ.treasury >= 1, 0);
    // Elamite Archers: a Land competition, once per Competition Phase.
    check(Known::ElamiteArchers, land, 1);
    // Greek Hoplite Phalanx: 3+ own disks in a Land competition.
    check(
        Known::HoplitePhalanx,
        land && q.disks(s.faction(), a) >= 3,
        0,
    );
    // Indus War Elephants: Epoch IV, one Land competition per phase.
    check(Known::WarElephants, land && g.st.epoch == 4, 1);
    // Mittani Maryannu Charioteers: discard a Competition card, Plain or Fertile Land area.
    let has_c = civ
        .hand
        .iter()
        .any(|&c| super::catalog::in_set(g.cat.sets.competition, c));
    check(
        Known::MaryannuCharioteers,
        land && matches!(t, Terrain::Plain | Terrain::Fertile) && has_c,
        0,
    );
    // Scythian Horse Archers: Plain or Desert Land area, at most 2 competitions per phase.
    check(
        Known::HorseArchers,
        land && matches!(t, Terrain::Plain | Terrain::Desert),
        2,
    );
    out.into_iter().take(n)
}

/// Resolve an announced ability at step 3.
pub(crate) fn resolve<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, a: AreaId, i: u8) -> Step {
    let name = g.cat.civ(g.st.civ(s).civ).raw.abilities[i as usize]
        .name
        .clone();
    g.st.civ_mut(s).usage.ability_uses[i as usize] += 1;
    match name.as_str() {
        "Chariot Levy" if g.spend_mina(ctx, s, 1) == 1 => g.add_allies(ctx, s, a, 1),
        "Elamite Archers" => {
            let opp: Vec<Faction> = (0..FACTIONS as u8)
                .map(Faction)
                .filter(|&f| f != s.faction() && g.st.areas[a.0 as usize].strength(f) > 0)
                .collect();
            if !opp.is_empty() {
                let f = g.ask_faction(
                    ctx,
                    s,
                    super::catalog::CardId(0),
                    "the Faction the archers shoot at",
                    TargetRole::new(Whose::Opposing, TargetKind::Faction, Effect::Harm),
                    &opp,
                )?;
                g.lose_one(
                    ctx,
                    f,
                    a,
                    LossRules::card_in_competition(None),
                    &mut LossMemo::default(),
                )?;
            }
        }
        "Hoplite Phalanx" => g.add_allies(ctx, s, a, 1),
        "War Elephants" => g.add_allies(ctx, s, a, 2),
        "Maryannu Charioteers" => {
            let cards: Vec<super::catalog::CardId> =
                g.st.civ(s)
                    .hand
                    .iter()
                    .copied()
                    .filter(|&c| g.cat.card(c).codes.competition)
                    .collect();
            if !cards.is_empty() {
                let opts: Vec<Action> = cards.iter().map(|&c| Action::Discard(c)).collect();
                let d = Decision::new(
                    s,
                    Ask::UseAbility {
                        ability: AbilityUse::CompetitionAbility,
                        what: name.clone().into(),
                    },
                    g.text(|| {
                        format!(
                            "{}: discard a Competition card for the Maryannu Charioteers",
                            g.q().civ_name(s)
                        )
                    }),
                    "Mittani display",
                    opts,
                );
                if let Action::Discard(c) = ctx.ask(g.st, d)? {
                    g.discard_from_hand(ctx, s, c);
                    g.add_allies(ctx, s, a, 2);
                }
            }
        }
        "Horse Archers" => g.add_allies(ctx, s, a, 1),
        _ => {}
    }
    Ok(())
}

/// Assyrian Siege Train, at the start of the Competition Phase before Traitor (content: Assyria).
pub(crate) fn siege_train<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx) -> Step {
    for s in g.st.order_now() {
        let Some(i) = ability_index(g, s, Known::SiegeTrain) else {
            continue;
        };
        let q = g.q();
        // From the playable Land stacks of 2+ (one board walk), then the costlier tests.
        let stacks = q.stack_set(s.faction(), 2) & q.playable_set() & g.cat.board.land;
        let areas: Vec<AreaId> = crate::games::acme::catalog::iter_set(stacks)
            .filter(|&a| q.contested(a))
            .filter(|&a| {
                let ar = &g.st.areas[a.0 as usize];
                ar.stronghold.is_some_and(|f| f != s.faction())
                    || g.st.slots().any(|x| x != s && ar.disks[x.idx()] >= 3)
            })
            .collect();
        if areas.is_empty() {
            continue;
        }
        let mut opts = super::decision::option_list(areas.len() + 1);
        opts.extend(areas.iter().map(|&a| Action::Area(a)));
        opts.push(Action::Decline);
        let d = Decision::new(
            s,
            Ask::UseAbility {
                ability: AbilityUse::SiegeTrain,
                what: "Siege Train".into(),
            },
            g.text(|| {
                format!(
                    "{}: use the Siege Train? Choose a Contested Land area, or decline",
                    g.q().civ_name(s)
                )
            }),
            "Assyria display: Siege Train",
            opts,
        );
        let Action::Area(a) = ctx.ask_always(g.st, d)? else {
            continue;
        };
        g.st.civ_mut(s).usage.ability_uses[i as usize] += 1;
        let prev = g.st.comp.area.replace(a);
        let others =
            g.st.slots()
                .filter(|&x| x != s)
                .fold(0, |m, x| m | slot_bit(x));
        let negated = g.negation_window(
            ctx,
            Link {
                by: s,
                kind: LinkKind::Ability(i),
                affects: others,
                harms: others,
            },
        )?;
        g.st.comp.area = prev;
        if negated {
            continue;
        }
        let ar = g.st.areas[a.0 as usize];
        if ar.stronghold.is_some_and(|f| f != s.faction()) {
            g.remove_stronghold(ctx, a);
            ctx.note(
                Some(s),
                g.text(|| {
                    format!(
                        "The Siege Train breaches the Stronghold in {}",
                        g.q().name(a)
                    )
                }),
                "Assyria display",
            );
        } else {
            let victims: Vec<Slot> =
                g.st.slots()
                    .filter(|&x| x != s && ar.disks[x.idx()] >= 3)
                    .collect();
            let v = g.ask_slot(
                ctx,
                s,
                super::catalog::CardId(0),
                "the City the Siege Train batters",
                TargetRole::new(Whose::Opposing, TargetKind::Civ, Effect::Harm),
                &victims,
            )?;
            g.lose_one(
                ctx,
                v.faction(),
                a,
                LossRules::rule(),
                &mut LossMemo::default(),
            )?;
        }
    }
    Ok(())
}

/// Medes & Persians' Immortals: the first own disk it would lose in a competition is not lost,
/// once per Competition Phase. Returns true when the loss was cancelled.
pub(crate) fn immortals<R: Ruleset>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    f: Faction,
    a: AreaId,
) -> Step<bool> {
    let Some(s) = f.slot() else { return Ok(false) };
    let Some(i) = ability_index(g, s, Known::TheImmortals) else {
        return Ok(false);
    };
    let ar = &g.st.areas[a.0 as usize];
    if g.st.civ(s).usage.ability_uses[i as usize] > 0
        || ar.allies[s.idx()] > 0
        || ar.stronghold == Some(f)
    {
        return Ok(false);
    }
    g.st.civ_mut(s).usage.ability_uses[i as usize] += 1;
    let negated = g.negation_window(
        ctx,
        Link {
            by: s,
            kind: LinkKind::Ability(i),
            affects: 0,
            harms: 0,
        },
    )?;
    if !negated {
        ctx.note(
            Some(s),
            "The Immortals fill the gap: the loss is cancelled",
            "Medes & Persians display",
        );
    }
    Ok(!negated)
}

/// Step 6 abilities: Cimmerian Steppe Raiders (1 mina Loot when exactly 2 disks of one opposing
/// civilization were removed and Cimmeria Controls the area).
pub(crate) fn after_competition<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, a: AreaId) -> Step {
    let Some(f) = g.st.areas[a.0 as usize].controller() else {
        return Ok(());
    };
    let Some(s) = f.slot() else { return Ok(()) };
    let Some(i) = ability_index(g, s, Known::SteppeRaiders) else {
        return Ok(());
    };
    if !g.q().is_land(a)
        || !g
            .st
            .slots()
            .any(|x| x != s && g.st.comp.removed[x.idx()] == 2)
    {
        return Ok(());
    }
    if !g.negation_window(
        ctx,
        Link {
            by: s,
            kind: LinkKind::Ability(i),
            affects: 0,
            harms: 0,
        },
    )? {
        g.gain_loot(ctx, s, 1);
    }
    Ok(())
}
