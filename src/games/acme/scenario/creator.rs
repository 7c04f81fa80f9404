//! The solitaire scenario creator (playbook-spec §2): a standard game against known NPCs, or an
//! Exploration game whose NPCs are discovered as the human spreads over the map.

use super::*;
use crate::games::acme::catalog::Catalog;
use crate::games::acme::state::Color;

/// What the player decides before a created game (X2.1).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CreatorSpec {
    /// The human's civilization display and Homeland (None: the display's first on the map).
    pub human: String,
    pub human_homeland: Option<String>,
    /// Map size (X2.1.2).
    pub map: String,
    /// Known NPCs (standard game, X2.1.5), by display.
    pub npcs: Vec<String>,
    /// Unknown NPCs of an Exploration game (X2.1.1): how many.
    pub unknown: u8,
    /// Deploy from the Rulebook's printed placements when the display has them (the worked example
    /// starts Egypt from its basic 2-player areas, X2.7), else Rule 8.
    pub printed: bool,
    pub start_epoch: u8,
    pub last_epoch: u8,
}

impl Default for CreatorSpec {
    fn default() -> Self {
        CreatorSpec {
            human: "Egypt".into(),
            human_homeland: None,
            map: "Full".into(),
            npcs: vec![],
            unknown: 0,
            printed: false,
            start_epoch: 1,
            last_epoch: 4,
        }
    }
}

/// The printed placements of the Rulebook's basic setups for a display, if it has them.
pub fn printed_placements(display: &str) -> Option<(String, Vec<(String, u8)>)> {
    for players in [6u8, 4] {
        if let Ok((_, civs)) = crate::games::acme::setup::basic(
            players,
            crate::games::acme::setup::Layout::Printed,
            &[],
        ) && let Some(c) = civs.into_iter().find(|c| c.civ == display)
        {
            return Some((c.homeland, c.disks));
        }
    }
    None
}

/// Build the scenario of a created game: the human's civilization, the known NPCs, and (in an
/// Exploration game) the colours of the unknown NPCs. Colours: never yellow (X2.1.6).
pub fn create(cat: &Catalog, spec: &CreatorSpec) -> Result<ScenarioSetup, String> {
    let kind = cat
        .civ_by_name(&spec.human)
        .ok_or_else(|| format!("unknown civilization '{}'", spec.human))?;
    let human_name = cat.civ(kind).name.clone();
    let config = cat
        .board
        .config(&spec.map)
        .ok_or_else(|| format!("unknown map '{}'", spec.map))?;
    let mut colours: Vec<Color> = [
        Color::Red,
        Color::Green,
        Color::Blue,
        Color::Purple,
        Color::BurntOrange,
    ]
    .to_vec();
    let mut civs = Vec::new();
    let mk = |name: &str, color: Color, homeland: Option<String>, deploy: Vec<Deploy>| CivDef {
        name: String::new(),
        display: name.to_string(),
        color,
        second_color: None,
        homeland,
        deploy,
        gold: vec![],
        strongholds: vec![],
        deity: DeityDef::None,
        hand: None,
        fixed_cards: vec![],
        vp: 0,
        mina: 0,
        turn_box: None,
        always_last: false,
    };
    let printed = spec
        .printed
        .then(|| printed_placements(&human_name))
        .flatten()
        .filter(|(h, list)| {
            let play = cat.board.configs[config].playable;
            std::iter::once(h)
                .chain(list.iter().map(|x| &x.0))
                .all(|a| {
                    cat.board
                        .find(a)
                        .is_some_and(|id| play & crate::games::acme::catalog::bit(id) != 0)
                })
        });
    let (home, deploy) = match printed {
        Some((h, list)) => (
            Some(spec.human_homeland.clone().unwrap_or(h)),
            vec![Deploy::Place(list)],
        ),
        None => (spec.human_homeland.clone(), vec![Deploy::Rule8(12)]),
    };
    civs.push(mk(&human_name, colours.remove(0), home, deploy));
    for n in &spec.npcs {
        let k = cat
            .civ_by_name(n)
            .ok_or_else(|| format!("unknown civilization '{n}'"))?;
        if colours.is_empty() {
            return Err("too many civilizations".into());
        }
        civs.push(mk(
            &cat.civ(k).name,
            colours.remove(0),
            None,
            vec![Deploy::Rule8(12)],
        ));
    }
    if (spec.unknown as usize) > colours.len() {
        return Err("not enough colours for the unknown NPCs".into());
    }
    let unknown: Vec<Color> = colours
        .iter()
        .take(spec.unknown as usize)
        .copied()
        .collect();
    let exploring = spec.unknown > 0;
    let def = ScenarioDef {
        // Made by this program: today's rules (the version is left out, as in a shipped file).
        game: Default::default(),
        rules_version: 0,
        id: if exploring {
            "created-exploration".into()
        } else {
            "created-standard".into()
        },
        title: if exploring {
            format!("{human_name} explores the {} map", spec.map)
        } else {
            format!("{human_name} against {} NPC(s)", spec.npcs.len())
        },
        kind: ScenarioKind::Created,
        source: "playbook-spec §2".into(),
        period: "any".into(),
        description: vec![
            if exploring {
                format!("{} unknown NPCs wait to be discovered.", spec.unknown)
            } else {
                "Every NPC is known and deployed at the start.".into()
            },
            "Created with the solitaire scenario creator.".into(),
        ],
        map: cat.board.configs[config].name.clone(),
        start_epoch: spec.start_epoch,
        start_turn: 1,
        last_epoch: spec.last_epoch.max(spec.start_epoch),
        basic: None,
        civs,
        neutrals: vec![],
        barbarians: vec![],
        // X2.2.1: a single human in an Exploration game is alone on box 1.
        turn_order: TurnOrderDef::Random,
        deploy_first: vec![],
        deploy_after: vec![],
        hand: 5,
        storm_on_top: None,
        end: vec![],
        victory: vec![],
        special_rules: vec![],
        solitaire_rules: vec![],
        players: vec![],
        npc: NpcDef::default(),
        sandbox: None,
        exploration: None,
        readings: vec![],
    };
    Ok(ScenarioSetup {
        name: def.id.clone(),
        def,
        choice: ScenarioChoice {
            humans: vec![vec![human_name]],
            variant: None,
            civs: vec![],
            options: ScenarioOptions {
                exploration: exploring.then(|| ExplorationOptions {
                    unknown,
                    homeland_on_map: true,
                    excluded: vec![],
                }),
                ..Default::default()
            },
        },
    })
}
