//! From a scenario and the players' choices to the state before the first decision.
//!
//! The board pieces that do not depend on choices (Barbarians, neutral factions) are put at once;
//! everything the Default Setup does in Turn Order (Homeland choice, deployment, hands, Deities) is
//! a script of [`SetupOp`]s run by the `Flow::Scenario { at: Setup }` steps (procs.rs), so the
//! players' setup decisions (Rule 8 choices, pre-game placements) are ordinary decisions.

use super::check::civ_name;
use super::*;
use crate::games::acme::catalog::{AreaId, Catalog, CivKind, bit};
use crate::games::acme::flow::Flow;
use crate::games::acme::setup::{self, SetupCiv};
use crate::games::acme::state::{
    BLACK_DISKS, DOUBLE_DISKS, Faction, GameOptions, MAX_SLOTS, Slot, State,
};

/// Errors a player can read.
pub type BuildError = String;

/// Build the state of a scenario game. The returned state starts with the setup script.
///
/// Set-up by parts, in this order (each part may read what the earlier ones put in the state):
/// the civilizations in play, the engine's own state, the pieces that do not depend on choices,
/// the Turn Order, the fixed cards, the rules resolved to slots, the NPCs' hostility, the setup
/// script, the starting mina, and the scenario part of the state.
pub fn new_state(
    cat: &Catalog,
    setup: &ScenarioSetup,
    options: &GameOptions,
    seed: u64,
) -> Result<State, BuildError> {
    let def = &setup.def;
    let choice = &setup.choice;
    let config = cat
        .board
        .config(&def.map)
        .ok_or_else(|| format!("unknown map configuration '{}'", def.map))?;
    let civs = civs_in_play(cat, def, choice)?;
    let names: Vec<String> = civs.iter().map(civ_name).collect();
    let humans = resolve_humans(def, choice, &names)?;
    let b = Build {
        cat,
        def,
        choice,
        n_civs: civs.len(),
        civs,
        names,
        humans,
    };
    // Mixed one- and two-civilization players (G3.4.7h): at most two Epochs.
    let mixed = mixed_players(def, &b.humans);
    let mut st = engine_state(&b, options, mixed, seed)?;
    st.config = config;
    place_fixed_pieces(&b, &mut st)?;
    let (order, last) = turn_order(&b, &st);
    st.order = order.clone();
    let (aside, removed) = fixed_cards(&b, &mut st);
    let resolved = resolve_rules(&b, &st, mixed)?;
    let teams: Vec<Vec<Slot>> = choice
        .options
        .teams
        .iter()
        .map(|t| {
            t.iter()
                .map(|n| b.resolve(n))
                .collect::<Result<Vec<_>, _>>()
        })
        .collect::<Result<_, _>>()?;
    let victory = resolve_victory(&b)?;
    let npc = npc_state(&b, &st)?;
    let ops = setup_script(&b, &order, &resolved)?;
    starting_mina(&b, &mut st);
    let memory = ScenarioState {
        teams,
        victory,
        npc,
        setup: ops,
        always_last: last,
        aside,
        removed,
        ..scenario_state(&b, &st, resolved)?
    };
    st.scenario = Some(Box::new(memory));
    st.flow = Flow::Scenario {
        at: ScenarioAt::Setup,
        step: 0,
    };
    Ok(st)
}

/// What every part of the set-up reads: the scenario, the choices, and the civilizations in play
/// (slots `0..n_civs`; neutral factions follow them).
struct Build<'a> {
    cat: &'a Catalog,
    def: &'a ScenarioDef,
    choice: &'a ScenarioChoice,
    civs: Vec<CivDef>,
    n_civs: usize,
    /// The civilizations' names, by slot.
    names: Vec<String>,
    /// Human players, each with the names of his civilizations.
    humans: Vec<Vec<String>>,
}

impl Build<'_> {
    /// The slot of a civilization or neutral faction named in the scenario.
    fn slot_of(&self, name: &str) -> Option<Slot> {
        self.names
            .iter()
            .position(|n| n == name)
            .map(|i| Slot(i as u8))
            .or_else(|| {
                self.def
                    .neutrals
                    .iter()
                    .position(|n| n.name == name)
                    .map(|i| Slot((self.n_civs + i) as u8))
            })
    }
    fn resolve(&self, n: &str) -> Result<Slot, String> {
        self.slot_of(n)
            .ok_or_else(|| format!("'{n}' is not in this scenario"))
    }
    fn area(&self, name: &str) -> Result<AreaId, String> {
        self.cat
            .board
            .find(name)
            .ok_or_else(|| format!("unknown area '{name}'"))
    }
}

/// The civilizations in play: the scenario's, a basic setup's, or a sandbox's.
fn civs_in_play(
    cat: &Catalog,
    def: &ScenarioDef,
    choice: &ScenarioChoice,
) -> Result<Vec<CivDef>, BuildError> {
    let civs: Vec<CivDef> = match def.kind {
        ScenarioKind::Basic => basic_civs(def, choice)?,
        ScenarioKind::Sandbox => super::sandbox::resolve(cat, def, choice)?,
        _ => def.civs.clone(),
    };
    if civs.is_empty() {
        return Err("the scenario has no civilizations".into());
    }
    if civs.len() + def.neutrals.len() > MAX_SLOTS {
        return Err(format!(
            "{} civilizations and neutral factions; at most {MAX_SLOTS} fit on the board",
            civs.len() + def.neutrals.len()
        ));
    }
    Ok(civs)
}

/// The engine's own constructor (pieces, deck with the Events held out, Turn Order draw), with the
/// scenario's Epochs and turn.
fn engine_state(
    b: &Build,
    options: &GameOptions,
    mixed: bool,
    seed: u64,
) -> Result<State, BuildError> {
    let (cat, def, choice) = (b.cat, b.def, b.choice);
    let start_epoch = choice.options.start_epoch.unwrap_or(def.start_epoch);
    let mut last_epoch = choice
        .options
        .last_epoch
        .unwrap_or(def.last_epoch)
        .max(start_epoch);
    if mixed {
        last_epoch = last_epoch.min(start_epoch + 1);
    }
    let mut opts = options.clone();
    opts.last_epoch = last_epoch;
    let mut setup_civs: Vec<SetupCiv> = Vec::new();
    for c in &b.civs {
        let kind = cat
            .civ_by_name(&c.display)
            .ok_or_else(|| format!("unknown civilization display '{}'", c.display))?;
        let home = c
            .homeland
            .clone()
            .or_else(|| {
                cat.civ(kind)
                    .homes
                    .first()
                    .map(|&h| cat.board.name(h).to_string())
            })
            .unwrap_or_else(|| cat.board.name(AreaId(0)).to_string());
        setup_civs.push(SetupCiv {
            civ: c.display.clone(),
            homeland: home,
            disks: Vec::new(),
            color: c.color,
            npc: !b.humans.iter().any(|p| p.contains(&civ_name(c))),
        });
    }
    // Neutral factions sit in slots after the civilizations, with a display nobody uses.
    let used: Vec<CivKind> = setup_civs
        .iter()
        .filter_map(|c| cat.civ_by_name(&c.civ))
        .collect();
    let spare = cat
        .civs
        .iter()
        .rev()
        .find(|c| !used.contains(&c.kind))
        .map(|c| c.name.clone())
        .unwrap_or_else(|| cat.civs[0].name.clone());
    for n in &def.neutrals {
        setup_civs.push(SetupCiv {
            civ: spare.clone(),
            homeland: cat.board.name(AreaId(0)).to_string(),
            disks: Vec::new(),
            color: n.color,
            npc: false,
        });
    }
    let mut st =
        setup::new_state(cat, &def.map, &setup_civs, opts, seed).map_err(|e| e.to_string())?;
    st.epoch = start_epoch;
    st.turn = def.start_turn;
    st.first_epoch = start_epoch;
    st.rule8 = vec![false; setup_civs.len()];
    // RB Barbarian Hordes: one unplayed colour joins the Barbarians (only civilizations count).
    st.barbarian_supply = BLACK_DISKS
        * if st.options.barbarian_hordes && b.civs.len() < 6 {
            2
        } else {
            1
        };
    Ok(st)
}

/// Homelands, Double Disks, and the Barbarians' and neutral factions' pieces, before anyone
/// deploys.
fn place_fixed_pieces(b: &Build, st: &mut State) -> Result<(), BuildError> {
    let (def, n_civs) = (b.def, b.n_civs);
    // Homelands: fixed, or chosen in the setup script; neutrals have none.
    for (i, c) in b.civs.iter().enumerate() {
        st.civs[i].homeland = match &c.homeland {
            Some(h) => Some(b.area(h)?),
            None => None,
        };
        st.civs[i].vp = c.vp;
    }
    for i in n_civs..st.civs.len() {
        st.civs[i].homeland = None;
    }
    // Double-Disk option (G3.3.1): 98 disks (two colours less one Turn Order and one VP marker).
    for (i, c) in b.civs.iter().enumerate() {
        let name = civ_name(c);
        if c.second_color.is_some() || b.choice.options.double_disks.contains(&name) {
            st.civs[i].pool = DOUBLE_DISKS;
            st.civs[i].supply = DOUBLE_DISKS;
        }
    }
    for (a, n) in &def.barbarians {
        let a = b.area(a)?;
        let n = (*n as u16).min(st.barbarian_supply);
        st.barbarian_supply -= n;
        st.areas.add(a, Faction::BARBARIANS, n as u8);
    }
    for (k, n) in def.neutrals.iter().enumerate() {
        let s = Slot((n_civs + k) as u8);
        for (a, d) in &n.disks {
            let a = b.area(a)?;
            let c = st.civ_mut(s);
            let d = (*d as u16).min(c.supply);
            c.supply -= d;
            st.areas.add(a, s.faction(), d as u8);
        }
        for a in &n.strongholds {
            let a = b.area(a)?;
            if st.strongholds_free > 0 && st.areas[a.0 as usize].stronghold.is_none() {
                st.strongholds_free -= 1;
                st.areas[a.0 as usize].stronghold = Some(s.faction());
            }
        }
    }
    Ok(())
}

/// Turn Order (G3.1.7): the engine drew one for every slot; neutrals are not in it. Returns the
/// order and the civilizations that always stay last.
fn turn_order(b: &Build, st: &State) -> (Vec<Slot>, Vec<Slot>) {
    let mut order: Vec<Slot> = match &b.def.turn_order {
        TurnOrderDef::Fixed(list) => list.iter().filter_map(|n| b.slot_of(n)).collect(),
        TurnOrderDef::Random => st
            .order
            .iter()
            .copied()
            .filter(|s| s.idx() < b.n_civs)
            .collect(),
    };
    let mut pinned: Vec<(usize, Slot)> = b
        .civs
        .iter()
        .enumerate()
        .filter_map(|(i, c)| c.turn_box.map(|b| (b as usize - 1, Slot(i as u8))))
        .collect();
    pinned.sort();
    order.retain(|s| !pinned.iter().any(|p| p.1 == *s));
    for (b, s) in pinned {
        order.insert(b.min(order.len()), s);
    }
    let last: Vec<Slot> = b
        .civs
        .iter()
        .enumerate()
        .filter(|(_, c)| c.always_last)
        .map(|(i, _)| Slot(i as u8))
        .collect();
    order.retain(|s| !last.contains(s));
    order.extend(last.iter().copied());
    (order, last)
}

/// Fixed cards go into the hands before the deal (H4.13.10, H4.15.7c, H4.16.5f). Returns the
/// cards laid aside (Monotheism, H4.02.4) and those removed from the game (Time Marches On).
fn fixed_cards(
    b: &Build,
    st: &mut State,
) -> (Vec<Aside>, Vec<crate::games::acme::catalog::CardId>) {
    let mut aside = Vec::new();
    for (i, c) in b.civs.iter().enumerate() {
        for &id in &c.fixed_cards {
            let id = crate::games::acme::catalog::CardId(id);
            st.deck.draw.retain(|&x| x != id);
            st.deck.held_out.retain(|&x| x != id);
            st.civs[i].hand.push(id);
        }
        if c.deity == DeityDef::Monotheism {
            // The Monotheism card stays with the Israelites while its block stands (H4.02.4).
            let m = crate::games::acme::catalog::MONOTHEISM;
            st.deck.draw.retain(|&x| x != m);
            aside.push(Aside {
                owner: Slot(i as u8),
                card: m,
            });
        }
    }
    let mut removed = Vec::new();
    if b.choice.options.remove_time_marches_on {
        let tmo = crate::games::acme::cards::events::TIME_MARCHES_ON;
        st.deck.held_out.retain(|&x| x != tmo);
        removed.push(tmo);
    }
    (aside, removed)
}

/// The special rules resolved to slots, and what resolving them decided.
struct Resolved {
    rules: Vec<Rule>,
    /// One human player facing NPCs.
    solitaire: bool,
    /// Gold goes into every active Homeland (H4.01.9).
    gold_in_homelands: bool,
    /// Human players, each with his civilizations' slots.
    players: Vec<Vec<Slot>>,
}

/// The scenario's special rules (and its solitaire rules in a solitaire or all-NPC game), then the
/// bonuses of several civilizations per player (G3.4.7).
fn resolve_rules(b: &Build, st: &State, mixed: bool) -> Result<Resolved, BuildError> {
    let def = b.def;
    let humans = &b.humans;
    let resolve = |n: &str| b.resolve(n);
    let mut rules: Vec<Rule> = Vec::new();
    let solitaire = humans.len() == 1 && humans[0].len() < b.n_civs;
    let special: Vec<&SpecialRule> = def
        .special_rules
        .iter()
        .chain(if solitaire || humans.is_empty() {
            def.solitaire_rules.iter()
        } else {
            [].iter()
        })
        .collect();
    let mut gold_in_homelands = false;
    for r in special {
        if let Some(x) = resolve_rule(b.cat, st, r, &resolve, humans, &mut gold_in_homelands)? {
            rules.push(x);
        }
    }
    // Several civilizations per player (G3.4.7): only outside the historical scenarios, whose
    // own texts fix the setups (a reading, docs/scenario-readings.md).
    let players: Vec<Vec<Slot>> = humans
        .iter()
        .map(|p| p.iter().filter_map(|n| b.slot_of(n)).collect())
        .collect();
    if mixed {
        for p in &players {
            for &s in p {
                rules.push(if p.len() == 1 {
                    Rule::SingleCivBonus { civ: s }
                } else {
                    Rule::TwoCivHand { civ: s }
                });
            }
        }
    }
    Ok(Resolved {
        rules,
        solitaire,
        gold_in_homelands,
        players,
    })
}

/// The victory rules resolved to slots (and Lord of the Whole World with the tracks, T5.6).
fn resolve_victory(b: &Build) -> Result<Vec<ResolvedVictory>, BuildError> {
    let resolve = |n: &str| b.resolve(n);
    let mut victory: Vec<ResolvedVictory> = Vec::new();
    for v in &b.def.victory {
        victory.push(match v {
            VictoryRule::HomelandsWin => ResolvedVictory::HomelandsWin,
            VictoryRule::Alexander {
                macedon,
                persians,
                central,
                homeland_vp,
            } => ResolvedVictory::Alexander {
                macedon: resolve(macedon)?,
                central: resolve(central)?,
                persians: persians
                    .iter()
                    .map(|p| resolve(p))
                    .collect::<Result<_, _>>()?,
                homeland_vp: homeland_vp
                    .iter()
                    .map(|(p, v)| resolve(p).map(|s| (s, *v)))
                    .collect::<Result<_, _>>()?,
            },
            VictoryRule::Rostam { defender, invader } => ResolvedVictory::Rostam {
                defender: resolve(defender)?,
                invader: resolve(invader)?,
            },
        });
    }
    if b.choice.options.tracks.is_some() {
        victory.push(ResolvedVictory::LordOfTheWholeWorld);
    }
    Ok(victory)
}

/// NPC hostility as the scenario states it (N1.3.9), resolved for the NPC brain.
fn npc_state(b: &Build, st: &State) -> Result<NpcStart, BuildError> {
    let def = b.def;
    let resolve = |n: &str| b.resolve(n);
    let npc_slots: Vec<Slot> = (0..b.n_civs)
        .map(|i| Slot(i as u8))
        .filter(|&s| st.civ(s).npc)
        .collect();
    let human_slots: Vec<Slot> = (0..b.n_civs)
        .map(|i| Slot(i as u8))
        .filter(|&s| !st.civ(s).npc)
        .collect();
    let pairs = |list: &Vec<(String, String)>| -> Result<Vec<(Slot, Slot)>, String> {
        let mut out = Vec::new();
        for (a, b) in list {
            let a = resolve(a)?;
            if b == "*humans*" {
                out.extend(human_slots.iter().map(|&h| (a, h)));
            } else {
                out.push((a, resolve(b)?));
            }
        }
        Ok(out)
    };
    let mut hostile = pairs(&def.npc.hostile)?;
    let historical = def.kind == ScenarioKind::Historical;
    if def.npc.hostile_to_humans {
        let quiet: Vec<Slot> = def
            .npc
            .not_hostile_at_start
            .iter()
            .filter_map(|n| b.slot_of(n))
            .collect();
        for &n in &npc_slots {
            if !quiet.contains(&n) {
                for &h in &human_slots {
                    if !hostile.contains(&(n, h)) {
                        hostile.push((n, h));
                    }
                }
            }
        }
    }
    let always = pairs(&def.npc.always_hostile)?;
    for p in &always {
        if !hostile.contains(p) {
            hostile.push(*p);
        }
    }
    hostile.retain(|(a, b)| a != b && st.civ(*a).npc);
    Ok(NpcStart {
        hostile,
        always_hostile: always,
        primary: pairs(&def.npc.primary)?,
        primary_on_tie: def.npc.primary_on_tie.as_deref().and_then(|n| b.slot_of(n)),
        invaders: def
            .npc
            .invaders
            .iter()
            .filter_map(|n| b.slot_of(n))
            .collect(),
        historical,
    })
}

/// The setup script, run in Turn Order by the `Flow::Scenario { at: Setup }` steps: Homeland
/// choices, deployments and markers, the deal, the Deities, the Events back into the deck.
fn setup_script(b: &Build, order: &[Slot], r: &Resolved) -> Result<Vec<SetupOp>, BuildError> {
    let (def, civs, rules) = (b.def, &b.civs, &r.rules);
    let mut ops: Vec<SetupOp> = Vec::new();
    for &s in order {
        if civs[s.idx()].homeland.is_none() {
            ops.push(SetupOp::ChooseHomeland(s));
        }
    }
    let mut deploy_order: Vec<Slot> = def
        .deploy_first
        .iter()
        .filter_map(|n| b.slot_of(n))
        .collect();
    for &s in order {
        if !deploy_order.contains(&s) {
            deploy_order.push(s);
        }
    }
    for &s in &deploy_order {
        let c = &civs[s.idx()];
        let single = rules
            .iter()
            .any(|r| matches!(r, Rule::SingleCivBonus { civ } if *civ == s));
        for d in &c.deploy {
            let d = match d {
                // G3.4.7b: a one-civilization player starts with 16 disks instead of 12.
                Deploy::Rule8(n) if single => Deploy::Rule8(n + 4),
                other => other.clone(),
            };
            ops.push(SetupOp::Deploy(s, d));
        }
        if !c.gold.is_empty() || !c.strongholds.is_empty() {
            ops.push(SetupOp::Markers(s, c.gold.clone(), c.strongholds.clone()));
        }
    }
    for (n, d) in &def.deploy_after {
        ops.push(SetupOp::Deploy(b.resolve(n)?, d.clone()));
    }
    if r.gold_in_homelands {
        ops.push(SetupOp::HomelandGold);
    }
    let two_civ = |s: Slot| {
        rules
            .iter()
            .any(|r| matches!(r, Rule::TwoCivHand { civ } if *civ == s))
    };
    for &s in order {
        let c = &civs[s.idx()];
        let mut n = c.hand.unwrap_or(def.hand);
        if two_civ(s) {
            n = n.min(4); // G3.4.7g
        }
        ops.push(SetupOp::Deal(s, n));
    }
    for &s in order {
        let c = &civs[s.idx()];
        let no_deity = rules
            .iter()
            .any(|r| matches!(r, Rule::NoDeities { civs } if civs.contains(&s)));
        if c.deity != DeityDef::None {
            ops.push(SetupOp::Deity(s, c.deity));
        } else if b.choice.options.starting_deity && !no_deity {
            ops.push(SetupOp::Deity(s, DeityDef::Random));
        }
    }
    ops.push(SetupOp::ShuffleEvents(def.storm_on_top));
    Ok(ops)
}

/// The civilizations' starting mina, then the NPC difficulty's extra mina (N1.10).
fn starting_mina(b: &Build, st: &mut State) {
    for (i, c) in b.civs.iter().enumerate() {
        st.civs[i].treasury = c.mina.min(st.white_supply);
        st.white_supply -= st.civs[i].treasury;
    }
    for (name, mina) in &b.choice.options.npc_difficulty.setup_mina {
        if let Some(s) = b.slot_of(name) {
            let m = (*mina).min(st.white_supply);
            st.civ_mut(s).treasury += m;
            st.white_supply -= m;
        }
    }
}

/// The scenario part of the state at the start, from the resolved rules and the options; the
/// caller fills in the parts built before (Turn Order, teams, victory, NPCs, script, cards).
fn scenario_state(b: &Build, st: &State, r: Resolved) -> Result<ScenarioState, BuildError> {
    let (def, choice, n_civs) = (b.def, b.choice, b.n_civs);
    let mut rules = r.rules;
    // Named area sets used by the rules.
    let mut areas: Vec<(String, crate::games::acme::catalog::AreaSet)> = Vec::new();
    for r in &rules {
        if let Rule::Frontier { areas: f, .. } = r {
            areas.push(("frontier".into(), *f));
        }
    }
    let neutrals: Vec<Slot> = (n_civs..st.civs.len()).map(|i| Slot(i as u8)).collect();
    let mut friends = Vec::new();
    for (k, n) in def.neutrals.iter().enumerate() {
        if let Some(f) = &n.friend_of {
            friends.push((Slot((n_civs + k) as u8), b.resolve(f)?));
        }
    }
    let mut all_names = b.names.clone();
    all_names.extend(def.neutrals.iter().map(|n| n.name.clone()));
    let tracks = choice
        .options
        .tracks
        .map(|stage| super::tracks::TracksState::new(st.civs.len(), stage));
    let exploration = choice
        .options
        .exploration
        .as_ref()
        .or(def.exploration.as_ref())
        .map(|e| super::exploration::ExplorationState::new(e, b.cat));
    let mut end = def.end.clone();
    if choice.options.full_final_epoch {
        end.push(EndRule::NoSuddenEndInFinalEpoch);
    }
    let npc_vp = npc_vp_bonus(b, exploration.is_some());
    if npc_vp > 0 && !rules.iter().any(|r| matches!(r, Rule::NpcTallyVp { .. })) {
        rules.push(Rule::NpcTallyVp { vp: npc_vp });
    }
    Ok(ScenarioState {
        id: def.id.clone(),
        title: def.title.clone(),
        kind: def.kind,
        names: all_names,
        neutrals,
        friends,
        players: r.players,
        teams: Vec::new(),
        team_mode: choice.options.team_mode,
        two_civ_divisor: choice.options.two_civ_divisor.unwrap_or(4).max(1),
        end,
        victory: Vec::new(),
        rules,
        solitaire: r.solitaire,
        setup: Vec::new(),
        always_last: Vec::new(),
        eliminated: Vec::new(),
        aside: Vec::new(),
        removed: Vec::new(),
        held: [0; MAX_SLOTS],
        extra_display: [None; MAX_SLOTS],
        militarised: false,
        ending: false,
        winner: None,
        ending_note: String::new(),
        turns_played: 0,
        gold_sacked: 0,
        exploration,
        tracks,
        npc: NpcStart::default(),
        npc_starting_deity: choice.options.npc_starting_deity,
        difficulty: choice.options.npc_difficulty.clone(),
        memo: 0,
        done: [0; 3],
        areas,
    })
}

/// N1.10.3-4 (A7.21): the NPCs' VP bonus at each tally: 1 VP in Exploration games; none in
/// historical scenarios unless added, and then 2 VP unless another amount is chosen.
fn npc_vp_bonus(b: &Build, exploration: bool) -> u32 {
    b.choice.options.npc_vp_bonus.unwrap_or(if exploration {
        1
    } else if b.choice.options.add_npc_vp_bonus {
        if b.def.kind == ScenarioKind::Historical {
            2
        } else {
            1
        }
    } else {
        0
    })
}

/// The Rulebook's basic setups (RB p9-12) as scenario civilizations.
fn basic_civs(def: &ScenarioDef, choice: &ScenarioChoice) -> Result<Vec<CivDef>, BuildError> {
    let players = def.basic.ok_or("a basic setup without a player count")?;
    let (_, list) =
        setup::basic(players, setup::Layout::Printed, &[]).map_err(|e| e.to_string())?;
    let _ = choice;
    Ok(list
        .into_iter()
        .map(|c| CivDef {
            name: String::new(),
            display: c.civ,
            color: c.color,
            second_color: None,
            homeland: Some(c.homeland),
            deploy: vec![Deploy::Place(c.disks)],
            gold: vec![],
            strongholds: vec![],
            deity: DeityDef::None,
            hand: None,
            fixed_cards: vec![],
            vp: 0,
            mina: 0,
            turn_box: None,
            always_last: false,
        })
        .collect())
}

/// Check the human players against the scenario's allowed controllers.
fn resolve_humans(
    def: &ScenarioDef,
    choice: &ScenarioChoice,
    names: &[String],
) -> Result<Vec<Vec<String>>, BuildError> {
    let humans = choice.humans.clone();
    for p in &humans {
        for n in p {
            if !names.contains(n) {
                return Err(format!("'{n}' is not a civilization of this game"));
            }
        }
    }
    let mut all: Vec<&String> = humans.iter().flatten().collect();
    all.sort();
    if all.windows(2).any(|w| w[0] == w[1]) {
        return Err("a civilization is given to two players".into());
    }
    if humans.is_empty() || def.players.is_empty() {
        return Ok(humans);
    }
    let Some(pc) = def
        .players
        .iter()
        .find(|p| p.humans as usize == humans.len())
    else {
        return Err(format!(
            "{} is not for {} player(s)",
            def.title,
            humans.len()
        ));
    };
    let fits = |opt: &Vec<Vec<String>>| -> bool {
        // Players may be listed in any order; "*" matches any civilization.
        let mut used = vec![false; humans.len()];
        opt.iter().all(|want| {
            (0..humans.len()).any(|i| {
                if used[i] || humans[i].len() != want.len() {
                    return false;
                }
                let ok = want.iter().all(|w| w == "*" || humans[i].contains(w));
                if ok {
                    used[i] = true;
                }
                ok
            })
        })
    };
    if pc.options.is_empty() || pc.options.iter().any(fits) {
        Ok(humans)
    } else {
        Err(format!(
            "this choice of civilizations is not one the scenario allows for {} player(s): {}",
            humans.len(),
            pc.note
        ))
    }
}

/// Mixed one- and two-civilization human players (G3.4.7), outside historical scenarios.
fn mixed_players(def: &ScenarioDef, humans: &[Vec<String>]) -> bool {
    def.kind != ScenarioKind::Historical
        && humans.iter().any(|p| p.len() == 1)
        && humans.iter().any(|p| p.len() >= 2)
}

#[allow(clippy::too_many_arguments)]
/// A special rule of the scenario (or a solitaire rule) with its names resolved to slots, areas
/// and displays; None for the rules that only set up (Gold in the Homelands) or do not apply to
/// these players (an NPC tally for another human).
fn resolve_rule(
    cat: &Catalog,
    _st: &State,
    r: &SpecialRule,
    resolve: &dyn Fn(&str) -> Result<Slot, String>,
    humans: &[Vec<String>],
    gold_in_homelands: &mut bool,
) -> Result<Option<Rule>, BuildError> {
    let area = |n: &str| area_named(cat, n);
    let slots = |v: &Vec<String>| v.iter().map(|n| resolve(n)).collect::<Result<Vec<_>, _>>();
    Ok(Some(match r {
        SpecialRule::GoldInHomelands => {
            *gold_in_homelands = true;
            return Ok(None);
        }
        SpecialRule::GoldRules => Rule::GoldRules,
        SpecialRule::MinimumGrowth { civ, n } => Rule::MinimumGrowth {
            civ: resolve(civ)?,
            n: *n,
        },
        SpecialRule::FixedGrowth { civ, n } => Rule::FixedGrowth {
            civ: resolve(civ)?,
            n: *n,
        },
        SpecialRule::DrawBase { civ, n } => Rule::DrawBase {
            civ: resolve(civ)?,
            n: *n,
        },
        SpecialRule::NoGrowthFirstTurn { civs } => Rule::NoGrowthFirstTurn { civs: slots(civs)? },
        SpecialRule::ExtraLootMina { civ } => Rule::ExtraLootMina { civ: resolve(civ)? },
        SpecialRule::Keepsake {
            civ,
            card,
            rearm,
            lapses_without_gold_of,
        } => Rule::Keepsake {
            civ: resolve(civ)?,
            card: crate::games::acme::catalog::CardId(*card),
            rearm: *rearm,
            lapses_without_gold_of: slots(lapses_without_gold_of)?,
        },
        SpecialRule::NoDeities { civs } => Rule::NoDeities { civs: slots(civs)? },
        SpecialRule::NoGilgamesh => Rule::NoGilgamesh,
        SpecialRule::HomelandLost { civ } => Rule::HomelandLost { civ: resolve(civ)? },
        SpecialRule::Militarisation {
            offers,
            cost,
            response_cost,
        } => Rule::Militarisation {
            offers: militarisation_offers(cat, resolve, offers)?,
            cost: *cost,
            response_cost: *response_cost,
        },
        SpecialRule::NpcTallyVp { vp, when_human_is } => {
            let applies = when_human_is.is_empty()
                || humans.iter().flatten().any(|h| when_human_is.contains(h));
            if !applies {
                return Ok(None);
            }
            Rule::NpcTallyVp { vp: *vp }
        }
        SpecialRule::Troy {
            troy,
            area: a,
            besieger,
        } => Rule::Troy {
            troy: resolve(troy)?,
            area: area(a)?,
            besieger: resolve(besieger)?,
        },
        SpecialRule::MacedonGrowth { civ } => Rule::MacedonGrowth { civ: resolve(civ)? },
        SpecialRule::PersianBellicosity {
            macedon,
            land_first,
            sea_first,
            egypt,
            egypt_areas,
            central,
        } => Rule::PersianBellicosity {
            macedon: resolve(macedon)?,
            land_first: slots(land_first)?,
            sea_first: resolve(sea_first)?,
            egypt: resolve(egypt)?,
            egypt_areas: area_set(cat, egypt_areas)?,
            central: resolve(central)?,
        },
        SpecialRule::PersianConquest {
            civ,
            any_turn,
            leaves_seas,
            keeps_scoring,
        } => Rule::PersianConquest {
            civ: resolve(civ)?,
            any_turn: *any_turn,
            leaves_seas: *leaves_seas,
            keeps_scoring: *keeps_scoring,
        },
        SpecialRule::AlexanderEvents {
            macedon,
            western,
            levantine,
            central,
        } => Rule::AlexanderEvents {
            macedon: resolve(macedon)?,
            western: resolve(western)?,
            levantine: resolve(levantine)?,
            central: resolve(central)?,
        },
        SpecialRule::Independents { friend } => Rule::Independents {
            friend: resolve(friend)?,
        },
        SpecialRule::Frontier {
            areas,
            west,
            east,
            west_side,
        } => Rule::Frontier {
            areas: area_set(cat, areas)?,
            west: resolve(west)?,
            east: resolve(east)?,
            west_side: area_set(cat, west_side)?,
        },
        SpecialRule::Untouchable { neutral } => Rule::Untouchable {
            neutral: resolve(neutral)?,
        },
        SpecialRule::RostamReturns { civ, deity } => Rule::RostamReturns {
            civ: resolve(civ)?,
            deity: crate::games::acme::catalog::CardId(*deity),
        },
    }))
}

/// An area of the map by name.
fn area_named(cat: &Catalog, n: &str) -> Result<AreaId, String> {
    cat.board
        .find(n)
        .ok_or_else(|| format!("unknown area '{n}'"))
}

/// The areas of a list as a set (the first unknown name is the error).
fn area_set(
    cat: &Catalog,
    names: &[String],
) -> Result<crate::games::acme::catalog::AreaSet, String> {
    Ok(names
        .iter()
        .map(|a| area_named(cat, a).map(bit))
        .collect::<Result<Vec<_>, _>>()?
        .into_iter()
        .fold(0, |m, b| m | b))
}

/// Militarisation's offers: each civilization with the display it may take.
fn militarisation_offers(
    cat: &Catalog,
    resolve: &dyn Fn(&str) -> Result<Slot, String>,
    offers: &[(String, String)],
) -> Result<Vec<(Slot, CivKind)>, String> {
    offers
        .iter()
        .map(|(c, d)| {
            let k = cat
                .civ_by_name(d)
                .ok_or_else(|| format!("unknown display '{d}'"))?;
            Ok::<_, String>((resolve(c)?, k))
        })
        .collect::<Result<_, _>>()
}
