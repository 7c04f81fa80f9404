//! ACIS's civilization display abilities (content-acis section 5; ACIS RB Civilization Displays
//! and the Golden Rule, D14: an ability beats a rule, a card beats both), given to ACME's
//! machinery as data where it does the same job.
//!
//! The competition abilities that add to a side ([`ALLY_ROWS`]) are rows read by ACME's
//! competition-ability function: announced at RB Competition step 1, open to the Lighthouse of
//! Alexandria's negation (its text: "cancels civilization abilities"; each display's
//! `negatable_by_lighthouse`), resolved at step 3 after the Wonders' uses (RB step 3: "all
//! announced special abilities" after the Deities, which are ACIS's Wonders here). Each row keeps
//! the provenance of the content's ability (all inferred from the pre-publication articles but
//! Phoenicia's Merchant Fleets, designed).
//!
//! The others are ACIS's hooks on ACME's phases: at the start of a civilization's Growth Phase
//! ([`growth_start`]), in its Acquisition Step ([`acquisition_extra`], [`roman_expansion`]), at
//! the start of the Competition Phase ([`competition_phase_start`]), at a competition's Loot
//! ([`after_sack`]) and in the Victory Tally ([`tally`]). An ability is found on the display by its
//! [`Known`] entry (a table made at load from `civilizations.ron`), never by comparing names.

use crate::games::acme::catalog::{AreaId, Catalog, Known, Provenance, bit, iter_set};
use crate::games::acme::decision::AbilityUse;
use crate::games::acme::state::{Slot, State, slot_bit};
use crate::games::acme::{
    Action, AllyGift, AllyGrant, AllyRow, AllyWhere, Ask, Ctx, Decision, G, Link, Step, grant_uses,
    trade_a_card,
};

use super::rules::{Acis, shallow_seas};

const fn grant(at: AllyWhere, per_phase: u8) -> AllyGrant {
    AllyGrant {
        at,
        per_phase,
        from_epoch: 1,
        gives: AllyGift::Ally,
    }
}

const fn row(ability: Known, grants: &'static [AllyGrant], provenance: Provenance) -> AllyRow {
    AllyRow {
        ability,
        grants,
        per_phase: 0,
        shares_with: None,
        provenance,
    }
}

/// The nine competition abilities of the displays that add a white Allied disk (or, for Gaul, one of its
/// own disks) at step 3, one row each (content-acis 5; the limit per Competition Phase is the
/// content's "limit").
pub const ALLY_ROWS: [AllyRow; 9] = [
    // Carthage, Sacred Band (inferred): +1 ally in every competition in the Carthage area.
    row(
        Known::SacredBand,
        &[grant(AllyWhere::Home, 0)],
        Provenance::Inferred,
    ),
    // Carthage, Mercenary Armies and Punic Fleet (inferred): outside the Carthage area, once per
    // Competition Phase in one land competition and once in one shallow-sea competition.
    row(
        Known::MercenaryArmies,
        &[
            grant(AllyWhere::LandAwayFromHome, 1),
            grant(AllyWhere::Sea, 1),
        ],
        Provenance::Inferred,
    ),
    // Gaul, Celtic Warbands (inferred): in up to 2 different competitions per Competition Phase,
    // an ally in one and a Gallic disk from supply in the other (Gaul chooses which first).
    row(
        Known::CelticWarbands,
        &[
            grant(AllyWhere::Anywhere, 1),
            AllyGrant {
                at: AllyWhere::Anywhere,
                per_phase: 1,
                from_epoch: 1,
                gives: AllyGift::OwnDisk,
            },
        ],
        Provenance::Inferred,
    ),
    // Phoenicia, Merchant Fleets (designed): +1 ally in at most 2 shallow-sea competitions per
    // Competition Phase.
    row(
        Known::MerchantFleets,
        &[grant(AllyWhere::Sea, 2)],
        Provenance::Designed,
    ),
    // Mycenae, Achaean Host (inferred): +1 ally in each of up to 2 land competitions per phase.
    row(
        Known::AchaeanHost,
        &[grant(AllyWhere::Land, 2)],
        Provenance::Inferred,
    ),
    // Troy, Defenders of Ilium (inferred): +1 ally in every competition in the Troy area, and
    // once per Competition Phase in one other land competition.
    row(
        Known::DefendersOfIlium,
        &[
            grant(AllyWhere::Home, 0),
            grant(AllyWhere::LandAwayFromHome, 1),
        ],
        Provenance::Inferred,
    ),
    // Mauretania, Numidian Horse (inferred): +1 ally in one land competition per phase.
    row(
        Known::NumidianHorse,
        &[grant(AllyWhere::Land, 1)],
        Provenance::Inferred,
    ),
    // Minos, Thalassocracy (inferred): +1 ally in every shallow-sea competition next to the Minos
    // area, and in up to 2 other shallow-sea competitions per phase (an allowance Sea Raids
    // spends too).
    AllyRow {
        ability: Known::Thalassocracy,
        grants: &[grant(AllyWhere::SeaNextToHome, 0), grant(AllyWhere::Sea, 2)],
        per_phase: 0,
        shares_with: Some(Known::SeaRaids),
        provenance: Provenance::Inferred,
    },
    // Rome, Legions (inferred): up to 3 allies per Competition Phase, in competitions in the Rome
    // area or a land area next to it; in Epoch IV up to 2 of the 3 in any land competition.
    AllyRow {
        ability: Known::Legions,
        grants: &[
            grant(AllyWhere::HomeOrLandNextToIt, 0),
            AllyGrant {
                at: AllyWhere::Land,
                per_phase: 2,
                from_epoch: 4,
                gives: AllyGift::Ally,
            },
        ],
        per_phase: 3,
        shares_with: None,
        provenance: Provenance::Inferred,
    },
];

/// The display index of ability `k` on `s`'s display, if it holds it.
fn held(g: &G<Acis>, s: Slot, k: Known) -> Option<u8> {
    g.cat.civ(g.st.civ(s).civ).known_index(k)
}

/// The three Nile areas of Egypt's abilities (content-acis 5: Nile Delta, Egypt and Kush; tying
/// them to the abilities is designed).
const NILE: [&str; 3] = ["Nile Delta", "Egypt", "Kush"];

fn nile<'a>(g: &'a G<'a, Acis>) -> impl Iterator<Item = AreaId> + 'a {
    NILE.iter().filter_map(|n| g.cat.board.find(n))
}

/// Whether `s` Controls its home area.
fn controls_home(g: &G<Acis>, s: Slot) -> bool {
    let q = g.q();
    q.homeland(s).is_some_and(|h| q.controls(s.faction(), h))
}

/// `n` talents for ability `k`, with a note naming it and its display.
fn talents(g: &mut G<Acis>, ctx: &mut Ctx, s: Slot, n: u16, k: Known) {
    let got = g.gain_mina(ctx, s, n);
    ctx.note(
        Some(s),
        g.text(|| format!("{}: {}, +{got} talents", g.q().civ_name(s), k.name())),
        "Civilization display (content-acis 5)",
    );
}

/// The start of `s`'s own Growth Phase, before Retirement (content-acis 5, inferred):
/// * Egypt, Wealth of the Pharaohs: 1 talent with a City in Nile Delta, Egypt or Kush.
/// * Celt-Iberia, Iberian Silver: 1 talent, 2 if it Controls its home area (the condition of the
///   second is designed).
/// * Mauretania, Caravan Trade: 1 talent if it Controls its home area (designed condition).
pub fn growth_start(g: &mut G<Acis>, ctx: &mut Ctx, s: Slot) {
    if held(g, s, Known::WealthOfThePharaohs).is_some() && nile(g).any(|a| g.q().is_city(s, a)) {
        talents(g, ctx, s, 1, Known::WealthOfThePharaohs);
    }
    if held(g, s, Known::IberianSilver).is_some() {
        let n = if controls_home(g, s) { 2 } else { 1 };
        talents(g, ctx, s, n, Known::IberianSilver);
    }
    if held(g, s, Known::CaravanTrade).is_some() && controls_home(g, s) {
        talents(g, ctx, s, 1, Known::CaravanTrade);
    }
}

/// Extra disks for `s`'s Acquisition Step from its display, counted with the step's other
/// sources before the Minimum Acquisition (RB Acquisition Step, Special Abilities, then Minimum
/// Acquisition: "even if the above criteria would yield fewer"; readings B7) (content-acis 5):
/// * Egypt, Gift of the Nile: 1 per Nile area (Nile Delta, Egypt, Kush) it Controls, at most 2.
/// * Celt-Iberia, Hill Tribes, and Mauretania, Atlas Tribes: 1.
pub fn acquisition_extra(g: &G<Acis>, s: Slot) -> u16 {
    let mut n = 0;
    if held(g, s, Known::GiftOfTheNile).is_some() {
        let q = g.q();
        n += nile(g)
            .filter(|&a| q.controls(s.faction(), a))
            .count()
            .min(2) as u16;
    }
    for k in [Known::HillTribes, Known::AtlasTribes] {
        if held(g, s, k).is_some() {
            n += 1;
        }
    }
    n
}

/// Rome, Roman Expansion (content-acis 5, inferred), at the end of its Acquisition Step (a choice
/// needs a question, so it comes after the minimum, as the Great Pyramid's disks do, readings
/// B7): with a City in the Rome area or a land area next to it, Rome chooses 1 card drawn at once
/// or 2 extra disks to its Ready box; otherwise 1 extra disk.
pub fn roman_expansion(g: &mut G<Acis>, ctx: &mut Ctx, s: Slot) -> Step {
    if held(g, s, Known::RomanExpansion).is_none() {
        return Ok(());
    }
    let q = g.q();
    let city = q.homeland(s).is_some_and(|h| {
        let near = bit(h) | (g.cat.board.adj[h.0 as usize] & g.cat.board.land);
        crate::games::acme::catalog::iter_set(near).any(|a| q.is_city(s, a))
    });
    if !city {
        let n = g.to_growth(s, 1);
        ctx.note(
            Some(s),
            g.text(|| {
                format!(
                    "{}: Roman Expansion, +{n} disk to the Ready box",
                    g.q().civ_name(s)
                )
            }),
            "Rome display (content-acis 5)",
        );
        return Ok(());
    }
    let d = Decision::new(
        s,
        Ask::UseAbility {
            ability: AbilityUse::CardOrDisks,
            what: Known::RomanExpansion.name().into(),
        },
        g.text(|| {
            format!(
                "{}: Roman Expansion - draw 1 card now (first option) or move 2 extra disks to the Ready box (second)",
                g.q().civ_name(s)
            )
        }),
        "Rome display (content-acis 5)",
        vec![Action::Option(0), Action::Option(1)],
    );
    match ctx.ask_always(g.st, d)? {
        Action::Option(0) => g.draw_cards(ctx, s, 1)?,
        _ => {
            g.to_growth(s, 2);
        }
    }
    Ok(())
}

/// Phoenicia, Alphabet (content-acis 5, inferred; IG-R3 and IG-S: it trades a card from its hand
/// thanks to the alphabet), at the end of its Draw Step, after its normal draws: once per Draw
/// Step, discard 1 card from its hand, then draw 2 cards, keep 1 and discard the other (a drawn
/// Event resolved and replaced, AG9). Babylon's Archivists in ACME, the one function both read.
pub fn after_draw(g: &mut G<Acis>, ctx: &mut Ctx, s: Slot) -> Step {
    if held(g, s, Known::Alphabet).is_none() {
        return Ok(());
    }
    trade_a_card(
        g,
        ctx,
        s,
        Known::Alphabet,
        "Phoenicia display: Alphabet (content-acis 5)",
    )
}

/// Traitor #45 ignores the Walls of Troy (content-acis 5: "the Trojan Horse", IG-C3).
use super::cards::TRAITOR;

/// The Walls of Troy's rule name, as the log gives it.
const WALLS_OF_TROY: &str = "Troy display: Walls of Troy (content-acis 5)";

/// Whether Troy's Walls of Troy stand in `a` for its holder `s` (content-acis 5, inferred): `a` is
/// its home area and at least 2 of its own disks are there.
fn walls_stand(g: &G<Acis>, s: Slot, a: AreaId) -> bool {
    held(g, s, Known::WallsOfTroy).is_some()
        && g.q().homeland(s) == Some(a)
        && g.q().disks(s.faction(), a) >= 2
}

/// Troy, Walls of Troy (content-acis 5, inferred; IG-M: card effects cannot touch Troy while it
/// holds at least 2 disks there; readings B4): while the walls stand, no Fate card but one Troy
/// itself plays, Events included (played by nobody), may remove or replace a Trojan disk in the
/// Troy area; Traitor #45 ignores them (IG-C3), and so does a card whose losses allow no offset
/// (Siege Master #17: "display abilities may NOT be used"; its rules carry no card protection).
/// Loss rounds of a competition are not card effects. The rule's name when they protect.
pub fn walls_of_troy(
    g: &G<Acis>,
    ctx: &Ctx,
    s: Slot,
    a: AreaId,
    cause: Option<crate::games::acme::catalog::CardId>,
) -> Option<&'static str> {
    let cause = cause.filter(|&c| c != TRAITOR)?;
    let by_troy = ctx
        .scratch
        .playing
        .iter()
        .rev()
        .find(|p| p.1 == cause)
        .is_some_and(|p| p.0 == s);
    (walls_stand(g, s, a) && !by_troy).then_some(WALLS_OF_TROY)
}

/// Troy, Walls of Troy (content-acis 5; readings B4: "cannot touch" read as placements too): while
/// the walls stand, no disk of another Faction (Barbarians included) is placed in the Troy area
/// by the rules' placing (`G::place`: Fate cards, Events and the Change of Epoch table alike).
pub fn walls_keep_out(g: &G<Acis>, f: crate::games::acme::state::Faction, a: AreaId) -> bool {
    g.st.slots()
        .any(|s| s.faction() != f && walls_stand(g, s, a))
}

/// Troy, Walls of Troy (content-acis 5: "white Allied disks ... included"; readings B4): while the
/// walls stand, a Fate card being resolved (`ctx`'s innermost card played; a Competition card at
/// step 3) adds no white Allied disk for a civilization other than Troy in the Troy area, unless
/// Troy plays it; Traitor #45 ignores the walls.
pub fn walls_keep_allies_out(g: &G<Acis>, ctx: &Ctx, s: Slot, a: AreaId) -> bool {
    let Some(&(player, card, ..)) = ctx.scratch.playing.last() else {
        return false; // no card: an ability, a Wonder or the rules add it
    };
    walls_keep_card_out(g, card, a, |t| t != s && t != player)
}

/// Troy, Walls of Troy (content-acis 5: no Fate card but Troy's may "place disks of any other
/// Faction" in the Troy area; readings B4): while the walls stand, another civilization's own Fate
/// card `card` (a Competition card's disks, Forced March's march, Roman Roads' moves) puts none of
/// its own disks there; Traitor #45 ignores the walls. The rule's name when they keep them out.
pub fn walls_keep_card_disks_out(
    g: &G<Acis>,
    s: Slot,
    card: crate::games::acme::catalog::CardId,
    a: AreaId,
) -> Option<&'static str> {
    walls_keep_card_out(g, card, a, |t| t != s).then_some(WALLS_OF_TROY)
}

/// Whether Fate card `card` meets walls standing in `a` for a Troy that `other` says is neither
/// the card's player nor the disks' owner (Traitor #45 passes them).
fn walls_keep_card_out(
    g: &G<Acis>,
    card: crate::games::acme::catalog::CardId,
    a: AreaId,
    other: impl Fn(Slot) -> bool,
) -> bool {
    card != TRAITOR && g.st.slots().any(|t| other(t) && walls_stand(g, t, a))
}

/// Gaul, Gallic Gold (content-acis 5, inferred; IG-GW): 1 talent at the start of every
/// Competition Phase (not a competition ability: the Lighthouse cannot cancel it).
pub fn competition_phase_start(g: &mut G<Acis>, ctx: &mut Ctx) -> Step {
    for s in g.st.order_now() {
        if held(g, s, Known::GallicGold).is_some() {
            talents(g, ctx, s, 1, Known::GallicGold);
        }
    }
    Ok(())
}

/// Mycenae, Sackers of Cities (content-acis 5, inferred), at a competition's Loot: the first time
/// in each Competition Phase it gains Loot, 1 more talent into its Loot box. A competition
/// ability: the Lighthouse of Alexandria may cancel it (the use then counts).
pub fn after_sack(g: &mut G<Acis>, ctx: &mut Ctx, s: Slot) -> Step {
    let Some(i) = held(g, s, Known::SackersOfCities) else {
        return Ok(());
    };
    if g.st.civ(s).usage.ability_uses[i as usize] > 0 {
        return Ok(());
    }
    g.st.civ_mut(s).usage.ability_uses[i as usize] += 1;
    if !g.negation_window(ctx, Link::ability(s, i))? {
        g.gain_loot(ctx, s, 1);
    }
    Ok(())
}

/// Minos, Lords of the Sea (content-acis 5, inferred; the ratio and the cap designed), at the
/// Victory Tally: 1 VP per 4 shallow sea areas it Controls as their sole occupant, at most 2.
pub fn tally(g: &mut G<Acis>, ctx: &mut Ctx) {
    for s in g.st.order_now() {
        if held(g, s, Known::LordsOfTheSea).is_none() {
            continue;
        }
        let q = g.q();
        let f = s.faction();
        let seas =
            crate::games::acme::catalog::iter_set(shallow_seas(&g.cat.board) & q.occupied_set(f))
                .filter(|&a| sole(g, s, a))
                .count() as u32;
        let vp = (seas / 4).min(2);
        g.gain_vp(
            ctx,
            s,
            vp,
            "Lords of the Sea (Minos display, content-acis 5)",
        );
    }
}

/// Whether `s` is the only Faction with disks in `a`.
fn sole(g: &G<Acis>, s: Slot, a: AreaId) -> bool {
    let ar = &g.st.areas[a.0 as usize];
    (0..ar.disks.len()).all(|f| f == s.idx() || ar.disks[f] == 0)
}

/// Phoenicia's and Minos's Deep-Sea Mariners (content-acis 5, inferred; IG-M; readings A5): `s`
/// may have a disk in a deep sea in any Epoch, by any placement (deployment, cards, setup, Aeneas),
/// never more than 1 there (the cap of RB The Board, Deep Seas holds). Not a competition ability:
/// nothing cancels it. Read by the deep-sea rule itself (`rules::deep_seas_open`).
pub fn deep_sea_mariners(cat: &Catalog, st: &State, s: Slot) -> bool {
    st.civs
        .get(s.idx())
        .is_some_and(|c| cat.civ(c.civ).known_index(Known::DeepSeaMariners).is_some())
}

// ---- Abilities that start a competition (readings A19) ----

/// Minos's Sea Raids and Rome's Legions in Epoch IV (content-acis 5, inferred; readings A19: the
/// only things that make an area Contested in the Competition Phase), at its start, after Gallic
/// Gold and before the first competition, each civilization in Turn Order: it places 1 white
/// Allied disk, one area at a time, into an area where its side then counts 2 against an opposing
/// Faction's disk, and that area is Contested, resolved in the normal order (`Acis`'s
/// `opened_competition` reads the areas kept in the state's `step_memo`, emptied here).
/// * Sea Raids: a shallow sea where Minos has exactly 1 disk; up to 2 per phase, each one of
///   Thalassocracy's 2 "other sea" allies (its row's second grant).
/// * Legions, from Epoch IV: a land area where Rome has a disk; each one of the 2 of its 3 allies
///   that may go to any land competition (its row's second grant).
///
/// Only an area not Contested already (where it is, the ally comes at step 1 as any other), one
/// ally each. A competition ability: the Lighthouse of Alexandria may cancel it, and the use
/// still counts.
pub fn start_competitions(g: &mut G<Acis>, ctx: &mut Ctx) -> Step {
    g.st.step_memo = 0;
    for s in g.st.order_now() {
        for k in [Known::SeaRaids, Known::Legions] {
            let Some(i) = held(g, s, k) else { continue };
            while openings_left(g, s, k, i) > 0 {
                let areas = openable(g, s, k);
                if areas.is_empty() {
                    break;
                }
                let Action::Area(a) = ask_opening(g, ctx, s, k, &areas)? else {
                    break;
                };
                // Sea Raids counts its own uses (Thalassocracy reads them, `shares_with`);
                // Legions' count its row's second grant.
                g.st.civ_mut(s).usage.ability_uses[i as usize] +=
                    if k == Known::SeaRaids { 1 } else { 1 << 4 };
                let ar = &g.st.areas[a.0 as usize];
                let present =
                    g.st.slots()
                        .filter(|&x| x != s && ar.disks[x.idx()] > 0)
                        .fold(0, |m, x| m | slot_bit(x));
                let mut link = Link::ability(s, i);
                (link.affects, link.harms) = (present, present);
                let prev = g.st.comp.area.replace(a);
                let negated = g.negation_window(ctx, link)?;
                g.st.comp.area = prev;
                if negated {
                    continue;
                }
                g.add_allies(ctx, s, a, 1);
                g.st.step_memo |= bit(a);
                ctx.note(
                    Some(s),
                    g.text(|| {
                        format!(
                            "{}: {}, a white Allied disk makes {} Contested",
                            g.q().civ_name(s),
                            k.name(),
                            g.q().name(a)
                        )
                    }),
                    "Civilization display (content-acis 5, readings A19)",
                );
            }
        }
    }
    Ok(())
}

/// The row of `k` among [`ALLY_ROWS`].
fn ally_row(k: Known) -> &'static AllyRow {
    ALLY_ROWS
        .iter()
        .find(|r| r.ability == k)
        .expect("an ally row of the display")
}

/// How many more areas `s` may make Contested with ability `k` (display index `i`) this phase,
/// read from the allowances of the ally rows it shares (Thalassocracy's for Sea Raids, its own
/// for Legions).
fn openings_left(g: &G<Acis>, s: Slot, k: Known, i: u8) -> u8 {
    let uses = &g.st.civ(s).usage.ability_uses;
    match k {
        Known::SeaRaids => {
            let row = ally_row(Known::Thalassocracy);
            let thalassocracy =
                held(g, s, row.ability).map_or(0, |t| grant_uses(uses[t as usize], 1));
            row.grants[1]
                .per_phase
                .saturating_sub(uses[i as usize] + thalassocracy)
        }
        Known::Legions => {
            let row = ally_row(Known::Legions);
            let u = uses[i as usize];
            if g.st.epoch < row.grants[1].from_epoch {
                return 0;
            }
            let total = grant_uses(u, 0) + grant_uses(u, 1);
            row.grants[1]
                .per_phase
                .saturating_sub(grant_uses(u, 1))
                .min(row.per_phase.saturating_sub(total))
        }
        _ => 0,
    }
}

/// The areas `s` may make Contested with ability `k` now: its ground (shallow seas for Sea Raids,
/// land for Legions), in play, holding its disk (exactly 1 for Sea Raids) and another Faction's,
/// not Contested yet and not opened already this phase.
pub fn openable(g: &G<Acis>, s: Slot, k: Known) -> Vec<AreaId> {
    let q = g.q();
    let f = s.faction();
    let sea = k == Known::SeaRaids;
    let ground = if sea {
        shallow_seas(&g.cat.board)
    } else {
        g.cat.board.land
    };
    iter_set(ground & q.playable_set() & q.occupied_set(f) & !g.st.step_memo)
        .filter(|&a| {
            let ar = &g.st.areas[a.0 as usize];
            (!sea || ar.disks[s.idx()] == 1) && ar.faction_count() >= 2 && !q.contested(a)
        })
        .collect()
}

/// The question of ability `k`: an area of `areas`, or Decline.
fn ask_opening(g: &G<Acis>, ctx: &mut Ctx, s: Slot, k: Known, areas: &[AreaId]) -> Step<Action> {
    let mut opts: Vec<Action> = areas.iter().map(|&a| Action::Area(a)).collect();
    opts.push(Action::Decline);
    let d = Decision::new(
        s,
        Ask::UseAbility {
            ability: AbilityUse::StartCompetition,
            what: k.name().into(),
        },
        g.text(|| {
            format!(
                "{}: {} - a white Allied disk into an area to make it Contested, or decline",
                g.q().civ_name(s),
                k.name()
            )
        }),
        "Civilization display (content-acis 5, readings A19)",
        opts,
    );
    ctx.ask_always(g.st, d)
}
