//! The scenario layer of ACME's ruleset (the seam, `ruleset::Ruleset`): what the scenarios'
//! special rules change at the base game's hook points. The phases call `R::<hook>` at their
//! fixed places; ACME's ruleset (`ruleset_acme.rs`) asks this layer and falls back to (or adjusts)
//! the base game's default, so nothing here restates a base rule: each function says only what a
//! scenario changes (`None`, no objection, or its input unchanged when it has no word) and names
//! the rule it serves.

use super::*;
use crate::games::acme::catalog::{AreaId, AreaSet, CardId, bit};
use crate::games::acme::decision::Action;
use crate::games::acme::flow::Flow;
use crate::games::acme::g::G;
use crate::games::acme::losses::{LossMemo, LossRules};
use crate::games::acme::proc::{Ctx, Step};
pub use crate::games::acme::ruleset::{GilgameshTerms, GrowthStart, Losers};
use crate::games::acme::state::{AreaState, Faction, Slot, State};

fn scen(st: &State) -> Option<&ScenarioState> {
    st.scenario.as_deref()
}

fn rules(st: &State) -> &[Rule] {
    scen(st).map(|s| s.rules.as_slice()).unwrap_or(&[])
}

/// Detours into a scenario procedure at the three transition points (before the Growth Phase,
/// before the Competition Phase, after it), once per turn each.
pub fn detour(g: &G, at: ScenarioAt) -> Option<Flow> {
    let s = scen(g.st)?;
    let k = match at {
        ScenarioAt::TurnStart => 0,
        ScenarioAt::CompStart => 1,
        ScenarioAt::AfterCompetition => 2,
        ScenarioAt::Setup => return None,
    };
    (s.done[k] != super::procs::stamp(g)).then_some(Flow::Scenario { at, step: 0 })
}

// ---- Growth ----

/// Start of a civilization's own Growth Phase (its "turn" for H4.13.14): `Some` when the
/// scenario skips it or ends the game there, `None` to go on as the base game does.
pub fn civ_growth_start(g: &mut G, ctx: &mut Ctx, s: Slot) -> Step<Option<GrowthStart>> {
    if scen(g.st).is_none() {
        return Ok(None);
    }
    if super::rules::conquest_checks(g, ctx, s) && super::rules::settle_now(g, ctx) {
        return Ok(Some(GrowthStart::Stop));
    }
    let sc = scen(g.st).expect("checked");
    if sc.is_eliminated(s) {
        return Ok(Some(GrowthStart::Skip));
    }
    let first_turn = g.st.epoch == g.st.first_epoch && sc.turns_played <= 1;
    if first_turn
        && sc
            .rules
            .iter()
            .any(|r| matches!(r, Rule::NoGrowthFirstTurn { civs } if civs.contains(&s)))
    {
        ctx.note(
            Some(s),
            g.text(|| format!("{} skips the Growth Phase of turn 1", g.q().civ_name(s))),
            "playbook-spec H4.13.19a",
        );
        return Ok(Some(GrowthStart::Skip));
    }
    // Disks held from the last Resettlement (H4.14.16d) are ready now.
    let held = sc.held[s.idx()];
    if held > 0 {
        super::procs::sc_mut(g).held[s.idx()] = 0;
        g.st.civ_mut(s).growth += held;
    }
    super::rules::macedon_growth(g, ctx, s);
    Ok(None)
}

/// The Acquisition Step's result when a scenario fixes it, whatever was counted.
pub fn fixed_growth(g: &G, s: Slot) -> Option<u16> {
    rules(g.st).iter().find_map(|r| match r {
        // H4.13.18: Macedon's 12 disks are its only Growth in turn 1.
        Rule::MacedonGrowth { civ } if *civ == s && super::rules::first_turn(g) => Some(0),
        Rule::FixedGrowth { civ, n } if *civ == s => Some(*n),
        _ => None,
    })
}

/// The Acquisition Step's minimum, raised by a scenario from the Rulebook's `minimum`.
pub fn growth_minimum(g: &G, s: Slot, minimum: u16) -> u16 {
    rules(g.st).iter().fold(minimum, |min, r| match r {
        Rule::MinimumGrowth { civ, n } if *civ == s => min.max(*n),
        // G3.4.7c: a one-civilization player facing a two-civilization player grows 6.
        Rule::SingleCivBonus { civ } if *civ == s => min.max(6),
        _ => min,
    })
}

/// Start of the Resettlement Step (H4.14.16d: disks in areas with Independents go to the Disks
/// for Growth box for the next turn).
pub fn before_resettle(g: &mut G, ctx: &mut Ctx, s: Slot) {
    super::rules::independents_resettle(g, ctx, s);
}

/// The scenario's objection to `s` deploying a disk into `a` (`Err` carries the reason).
pub fn deploy_check(g: &G, s: Slot, a: AreaId) -> Result<(), String> {
    match scen(g.st) {
        Some(_) => super::rules::placement_allowed(g, s.faction(), a, true),
        None => Ok(()),
    }
}

/// The scenario forbids disks of faction `f` in `a` at all (cards, invasions, setups): hard
/// prohibitions only (Troy's Ilium, neutral Egypt, Alexander's Persian Egypt).
pub fn place_forbidden(g: &G, f: Faction, a: AreaId) -> bool {
    scen(g.st).is_some() && super::rules::placement_allowed(g, f, a, false).is_err()
}

/// Areas nobody may place into (H4.16.5c).
pub fn untouchable_set(g: &G) -> Option<AreaSet> {
    let mut set = 0;
    for r in rules(g.st) {
        if let Rule::Untouchable { neutral } = r {
            set |= g
                .q()
                .areas_of(neutral.faction())
                .iter()
                .fold(0, |m, &a| m | bit(a));
        }
    }
    (set != 0).then_some(set)
}

// ---- Reckoning ----

/// Cities that score at the Victory Tally (H4.16.6: not in one's original territory).
pub fn tally_cities(g: &G, s: Slot, cities: u32) -> u32 {
    for r in rules(g.st) {
        if let Rule::Frontier {
            areas,
            west,
            east,
            west_side,
        } = r
        {
            let q = g.q();
            let own: AreaSet = if s == *west {
                *areas | *west_side
            } else if s == *east {
                q.playable_areas()
                    .filter(|&a| q.is_land(a) && (*areas | *west_side) & bit(a) == 0)
                    .fold(0, |m, a| m | bit(a))
            } else {
                0
            };
            let home = q
                .city_areas(s)
                .into_iter()
                .filter(|&a| own & bit(a) != 0)
                .count() as u32;
            return cities.saturating_sub(home);
        }
    }
    cities
}

/// End of the Victory Tally Step: NPC bonuses, track leaders, end checks.
pub fn after_tally(g: &mut G, ctx: &mut Ctx) {
    if scen(g.st).is_none() {
        return;
    }
    super::rules::npc_tally_bonus(g, ctx);
    super::tracks::leader_vp(g, ctx);
    super::rules::checkpoint(g, ctx, Checkpoint::EndOfTally);
}

/// Replaces the Sudden End of Epoch Step when a scenario decides it. `Some(true)`: the Epoch
/// (or the game) ends now.
pub fn sudden_end(g: &mut G, ctx: &mut Ctx) -> Step<Option<bool>> {
    if scen(g.st).is_none() {
        return Ok(None);
    }
    super::rules::checkpoint(g, ctx, Checkpoint::EndOfTurn);
    super::rules::sudden_end(g, ctx)
}

/// The game ends at this End of Epoch Phase (an end rule fired).
pub fn game_ends(g: &G) -> bool {
    scen(g.st).is_some_and(|s| s.ending)
}

/// The scenario decides the winner (returns true when it did).
pub fn endgame(g: &mut G, ctx: &mut Ctx) -> bool {
    if scen(g.st).is_none() {
        return false;
    }
    super::rules::endgame(g, ctx)
}

/// VP no longer change for this civilization (conquered satrapies, H4.13.14c-d).
pub fn vp_frozen(st: &State, s: Slot) -> bool {
    scen(st).is_some_and(|sc| {
        sc.is_neutral(s)
            || (sc.is_eliminated(s)
                && !sc.rules.iter().any(|r| {
                    matches!(r, Rule::PersianConquest { civ, keeps_scoring: true, .. } if *civ == s)
                }))
    })
}

/// Gilgamesh's terms in a scenario: nobody may invoke him (H4.13.13, H4.14.10), neutral and
/// conquered factions never do; G3.4.7e: a one-civilization player facing a two-civilization
/// player is favoured.
pub fn gilgamesh(g: &G, s: Slot) -> Option<GilgameshTerms> {
    let sc = scen(g.st)?;
    if sc.is_neutral(s)
        || sc.is_eliminated(s)
        || sc.rules.iter().any(|r| matches!(r, Rule::NoGilgamesh))
    {
        return Some(GilgameshTerms::Never);
    }
    sc.rules
        .iter()
        .any(|r| matches!(r, Rule::SingleCivBonus { civ } if *civ == s))
        .then_some(GilgameshTerms::Favoured)
}

/// H4.14.14: may `s` use Rostam's power, its God of War (#106) negating a Great Person card?
/// (Only the civilization of the scenario's `RostamReturns` rule for that Deity.)
pub fn deity_negates(st: &State, s: Slot, deity: CardId) -> bool {
    deity == crate::games::acme::negation::GOD_OF_WAR
        && rules(st)
            .iter()
            .any(|r| matches!(r, Rule::RostamReturns { civ, deity: d } if *civ == s && *d == deity))
}

/// The end of the Growth or Card Phase: instant results checked there (A7.55). True when the game
/// ended.
pub fn phase_end(g: &mut G, ctx: &mut Ctx) -> bool {
    scen(g.st).is_some() && super::rules::phase_end(g, ctx)
}

// ---- Deities and abilities ----

/// The civilization may not establish a Deity (H4.13.3, H4.11.6).
pub fn deity_forbidden(g: &G, s: Slot) -> bool {
    let Some(sc) = scen(g.st) else { return false };
    sc.is_neutral(s)
        || sc.rules.iter().any(|r| match r {
            Rule::NoDeities { civs } => civs.contains(&s),
            Rule::HomelandLost { civ } => *civ == s && !super::rules::holds_homeland(g, s),
            _ => false,
        })
}

/// A scenario's say on a display ability: `Some(false)` suppresses it (conquered satrapies,
/// Darius before Persis is retaken, neutral factions), `Some(true)` grants it (a second display,
/// H4.01.8); `None` leaves the display to decide.
pub fn ability(g: &G, s: Slot, name: &str) -> Option<bool> {
    let sc = scen(g.st)?;
    if sc.is_neutral(s) || sc.is_eliminated(s) {
        return Some(false);
    }
    if sc
        .rules
        .iter()
        .any(|r| matches!(r, Rule::HomelandLost { civ } if *civ == s))
        && !super::rules::holds_homeland(g, s)
    {
        return Some(false);
    }
    if let Some(k) = sc.extra_display.get(s.idx()).copied().flatten()
        && g.cat.civ(k).has_ability(name)
    {
        return Some(true);
    }
    None
}

// ---- Cards ----

/// Hand limit (H4.13.17: Alexander's three cards do not count; G3.4.7g: 4 for a two-civilization
/// player's civilizations).
pub fn hand_limit(st: &State, s: Slot, base: usize) -> usize {
    let mut limit = base;
    for r in rules(st) {
        match r {
            Rule::TwoCivHand { civ } if *civ == s => limit = limit.min(4),
            Rule::Keepsake {
                civ,
                card,
                rearm: Rearm::Free | Rearm::AsDraw,
                ..
            } if *civ == s && st.civ(s).hand.contains(card) => limit += 1,
            _ => {}
        }
    }
    limit
}

/// A card its owner may never discard or pay with (H4.15.7c, H4.16.5f).
pub fn card_locked(st: &State, s: Slot, c: CardId) -> bool {
    rules(st).iter().any(|r| {
        matches!(r, Rule::Keepsake { civ, card, rearm: Rearm::MinaOrDraw, .. } if *civ == s && *card == c)
    })
}

/// A Gold marker was sacked (N1.7.5): the scenario's bookkeeping and Thrace (H4.13.14a).
pub fn gold_sacked(g: &mut G, ctx: &mut Ctx, a: AreaId, owner: Slot) -> Step {
    if scen(g.st).is_none() {
        return Ok(());
    }
    super::rules::gold_sacked(g, ctx, a, owner)
}

/// Protections a scenario adds against card removals (H4.06.5e Ilium; Gold is N1.7.4,
/// `npc::gold::protects`).
pub fn card_protected(g: &G, a: AreaId, rules: &LossRules, memo: &LossMemo) -> bool {
    if scen(g.st).is_none() || !rules.card_protections || rules.cause.is_none() {
        return false;
    }
    super::rules::card_protected(g, a, memo)
}

/// Events a scenario ignores or rewrites (H4.01.6, H4.02.5-6, H4.06.4, H4.12.2, H4.13.21).
/// Returns true when the Event was dealt with here (the caller still discards it).
pub fn event_override(g: &mut G, ctx: &mut Ctx, e: CardId, drawer: Option<Slot>) -> Step<bool> {
    if scen(g.st).is_none() {
        return Ok(false);
    }
    super::rules::event_override(g, ctx, e, drawer)
}

/// The card goes out of the game instead of the discard pile (H4.13.21: Time Marches On).
pub fn removed_from_game(st: &State, c: CardId) -> bool {
    scen(st).is_some_and(|s| s.removed.contains(&c))
}

// ---- Draw Step ----

/// A neutral or conquered faction: no Draw Step, no Commerce (H4.06.5h, H4.13.14).
pub fn out_of_play(st: &State, s: Slot) -> bool {
    scen(st).is_some_and(|sc| sc.is_neutral(s) || sc.is_eliminated(s))
}

/// The base number of cards drawn, the Rulebook's `base` replaced by a scenario's (H4.13.19b: 1;
/// G3.4.7d: 4).
pub fn draw_base(g: &G, s: Slot, base: u32) -> u32 {
    rules(g.st).iter().fold(base, |base, r| match r {
        Rule::DrawBase { civ, n } if *civ == s => *n as u32,
        Rule::SingleCivBonus { civ } if *civ == s => 4,
        _ => base,
    })
}

/// Start of a civilization's Draw Step: keepsakes come back. Returns the change to the number of
/// cards it draws (a keepsake that counts as a draw, or one fewer to re-arm a card).
pub fn draw_step_start(g: &mut G, ctx: &mut Ctx, s: Slot) -> Step<i32> {
    if scen(g.st).is_none() {
        return Ok(0);
    }
    super::rules::keepsakes_return(g, ctx, s)
}

// ---- Competition ----

/// Neutral factions also lose disks in the removal rounds (after the civilizations).
pub fn neutral_slots(st: &State) -> Vec<Slot> {
    scen(st).map(|s| s.neutrals.clone()).unwrap_or_default()
}

/// A neutral faction (playbook-spec H4): never acts in the Card Phase, is no civilization to
/// compare with for Gilgamesh.
pub fn is_neutral(st: &State, s: Slot) -> bool {
    scen(st).is_some_and(|sc| sc.is_neutral(s))
}

/// Two factions present in an area that count as one (Rostam's Independents and their friend,
/// H4.14.16c): the number of distinct sides among `present`.
pub fn sides(st: &State, ar: &AreaState, count: usize) -> usize {
    let Some(sc) = scen(st) else { return count };
    let mut n = count;
    for &(neutral, friend) in &sc.friends {
        if ar.disks[neutral.idx()] > 0 && ar.disks[friend.idx()] > 0 {
            n -= 1;
        }
    }
    n
}

/// A removal round's order, with friends merged (H4.14.16c: the Independents lose their last).
pub fn merge_friends(st: &State, losers: &mut Losers) {
    let Some(sc) = scen(st) else { return };
    for &(neutral, friend) in &sc.friends {
        let i = losers.iter().position(|x| x.2 == neutral.faction());
        let j = losers.iter().position(|x| x.2 == friend.faction());
        if let (Some(i), Some(j)) = (i, j) {
            let strength = losers[i].0;
            losers[j].0 += strength;
            losers.remove(i);
        }
    }
    losers.sort();
}

/// The faction that actually loses a piece for a merged entry: the friend while it has disks or
/// pieces, then its Independents.
pub fn loser_in(st: &State, a: AreaId, f: Faction) -> Faction {
    let Some(sc) = scen(st) else { return f };
    let ar = &st.areas[a.0 as usize];
    for &(neutral, friend) in &sc.friends {
        if f == friend.faction() && ar.strength(f) == 0 && ar.disks[neutral.idx()] > 0 {
            return neutral.faction();
        }
    }
    f
}

/// The scenario forbids this civilization to sack the area (H4.06.5g: only the Greeks sack Troy;
/// neutral factions never sack, and Independents lost in a competition give no Loot, A7.62).
pub fn sack_forbidden(g: &G, s: Slot, a: AreaId) -> bool {
    let Some(sc) = scen(g.st) else { return false };
    if sc.is_neutral(s) {
        return true;
    }
    let troy = sc.rules.iter().find_map(|r| match r {
        Rule::Troy { area, besieger, .. } if *area == a => Some(*besieger),
        _ => None,
    });
    match troy {
        Some(besieger) => besieger != s,
        None => !g
            .st
            .slots()
            .any(|x| x != s && !sc.is_neutral(x) && g.st.comp.removed[x.idx()] >= 3),
    }
}

/// After a City is sacked: Troy's fall (H4.06.5g), Rome's extra mina (H4.15.7b), the Cultural
/// tracks (T5.4).
pub fn after_sack(g: &mut G, ctx: &mut Ctx, s: Slot, a: AreaId) -> Step {
    if scen(g.st).is_none() {
        return Ok(());
    }
    super::rules::after_sack(g, ctx, s, a)?;
    super::tracks::after_sack(g, ctx, Some(s), a)
}

/// Barbarians took an area from a civilization that lost 3+ disks there (T5.4.3).
pub fn barbarian_sack(g: &mut G, ctx: &mut Ctx, a: AreaId) -> Step {
    if scen(g.st).is_none() {
        return Ok(());
    }
    super::tracks::after_sack(g, ctx, None, a)
}

// ---- Names and players ----

/// The name players read for a slot in a scenario.
pub fn civ_name(st: &State, s: Slot) -> Option<&str> {
    scen(st)
        .and_then(|sc| sc.names.get(s.idx()))
        .map(|n| n.as_str())
}

/// VP of the player running this civilization when it runs several (G3.4.5: a player's
/// civilizations are summed "to decide which player has most/fewest VP for rules and cards").
pub fn player_vp(st: &State, s: Slot) -> Option<u32> {
    let sc = scen(st)?;
    let p = &sc.players[sc.player_of(s)?];
    Some(p.iter().map(|x| st.civ(*x).vp).sum())
}

// ---- Card Phase: Cultural Development Tracks ----

/// Extra Card Phase actions (T5.2: advance a track). Answers are `Action::Option(track)`.
pub fn card_actions(g: &G, s: Slot) -> Vec<Action> {
    super::tracks::card_actions(g, s)
}

/// Carry out a scenario Card Phase action; false if the action is not one.
pub fn card_action(g: &mut G, ctx: &mut Ctx, s: Slot, a: Action) -> Step<bool> {
    match a {
        Action::Option(t) if scen(g.st).is_some_and(|sc| sc.tracks.is_some()) => {
            super::tracks::advance_action(g, ctx, s, t)?;
            Ok(true)
        }
        _ => Ok(false),
    }
}

/// Disks held off the map for a later turn (counted by the invariants).
pub fn held_disks(st: &State, i: usize) -> u32 {
    scen(st).map(|s| s.held[i] as u32).unwrap_or(0)
}

/// Cards kept outside the deck by a scenario (counted by the invariants).
pub fn scenario_cards(st: &State) -> Vec<CardId> {
    scen(st)
        .map(|s| {
            s.aside
                .iter()
                .map(|x| x.card)
                .chain(s.removed.iter().copied())
                .collect()
        })
        .unwrap_or_default()
}
