//! ACIS's data files as they are written (`assets/data/acis/*.ron`), field for field.
//!
//! The map has ACME's shape (`catalog::raw::MapFile`, with its optional `depth` and `island_group`
//! fields); the records below are ACIS's own. Every record keeps its provenance (confirmed /
//! completed / inferred / designed) and notes, as the files do.

use serde::{Deserialize, Serialize};

use crate::games::acme::catalog::raw::{
    EntryAreasRaw, GeneralRuleRaw, InvestmentRaw, NegateScopeRaw,
};

/// The part of the map file ACME's map lacks: how each civilization's home is known.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct MapHomesFile {
    pub civilizations: Vec<MapCivRaw>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct MapCivRaw {
    pub name: String,
    pub home_options: Vec<String>,
    pub notes: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct FateCardsFile {
    pub fate_cards: Vec<CardRaw>,
}

/// A Fate card (content-acis-v1 section 3).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct CardRaw {
    pub id: u8,
    pub name: String,
    pub codes: Vec<String>,
    pub great_person: bool,
    pub group: String,
    pub timing_kind: String,
    pub timing: String,
    pub targeting: String,
    pub effect: String,
    pub loss_offset: String,
    pub legend_kind: String,
    pub legend: String,
    pub investment: Option<InvestmentRaw>,
    pub invasion: Option<InvasionRaw>,
    /// The cards (and Wonders) that can cancel it, as the digest words them.
    pub negated_by: Vec<String>,
    pub ported_from: String,
    /// The map areas its text names.
    pub areas_named: Vec<String>,
    pub npc_priority: Option<u8>,
    pub npc_note: String,
    pub tags: Vec<String>,
    pub balance: String,
    pub provenance: String,
    pub provenance_note: String,
    pub sources: String,
}

/// A Barbarian invasion Event (#98-#101): where it may enter in each map configuration.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct InvasionRaw {
    pub entry: String,
    pub spread: String,
    pub stacks: String,
    pub check: String,
    pub entry_areas_by_configuration: Vec<EntryAreasRaw>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct WondersFile {
    pub wonders: Vec<WonderRaw>,
    pub wonder_rules: Vec<String>,
}

/// A Wonder (content-acis-v1 section 4): ids 104-110, never a Fate card.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct WonderRaw {
    pub id: u8,
    pub name: String,
    /// The disks put on the card when it is built.
    pub disks: u8,
    pub phase: String,
    pub timing_kind: String,
    pub effect: String,
    pub usage_limit: String,
    pub npc_note: String,
    pub provenance: String,
    pub provenance_note: String,
    pub ported_from: String,
    pub legend: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct CivilizationsFile {
    pub civilizations: Vec<CivRaw>,
}

/// A civilization display: one printed home area (RB), a default colour, its abilities.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct CivRaw {
    pub name: String,
    pub home_area: String,
    pub default_colour: String,
    pub abilities: Vec<AbilityRaw>,
    pub npc_bonus_areas: String,
    pub provenance: String,
    pub provenance_note: String,
    pub sources: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct AbilityRaw {
    pub name: String,
    pub trigger: String,
    pub effect: String,
    pub competition_ability: bool,
    /// Whether the Lighthouse of Alexandria may cancel it.
    pub negatable_by_lighthouse: bool,
    pub usage_limit: String,
    pub provenance: String,
    pub note: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct SetupsFile {
    pub setups: Vec<SetupRaw>,
    pub free_setup_rule: String,
    pub free_setup_examples: Vec<FreeSetupRaw>,
}

/// One civilization's row of a basic setup: Settlements (2 disks each) on land, Camps (1 disk
/// each) in shallow seas, all in the configuration's playable areas.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct SetupRaw {
    pub players: u8,
    pub configuration: String,
    pub civilization: String,
    pub settlements: Vec<String>,
    pub camps: Vec<String>,
    pub provenance: String,
    pub source: String,
}

/// An example of the designed free setup (Phoenicia, Minos).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct FreeSetupRaw {
    pub civilization: String,
    pub situation: String,
    pub settlements: Vec<String>,
    pub camps: Vec<String>,
    pub provenance: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct RulesTextFile {
    pub meta: ron::Value,
    pub general_rules: Vec<GeneralRuleRaw>,
    pub invasion_rules: Vec<String>,
    pub negate_scopes: Vec<NegateScopeRaw>,
    pub npc_deltas: Vec<NpcDeltaRaw>,
    pub decisions: Vec<DecisionRaw>,
    pub assumptions: Vec<String>,
    pub sources: Vec<SourceRaw>,
    pub map_crosscheck: MapCrosscheckRaw,
}

/// The content digest's check against the map: every area its cards, abilities and setups name
/// (abilities name areas only in their text, so this list is where they are checked), and the
/// areas it proposes adding to the board.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct MapCrosscheckRaw {
    pub areas_named: Vec<String>,
    pub all_named_areas_exist: bool,
    pub map_files_changed: bool,
    pub missing_area_proposals: Vec<AreaProposalRaw>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct AreaProposalRaw {
    pub area: String,
    pub kind: String,
    pub likely_neighbours: String,
    pub basis: String,
    pub why: String,
}

/// How one rule of ACME's solitaire system changes for ACIS.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct NpcDeltaRaw {
    pub rule: String,
    pub topic: String,
    pub acis_change: String,
    /// A provenance word, or "-" for a rule left unchanged.
    pub provenance: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct DecisionRaw {
    pub id: String,
    pub topic: String,
    pub decision: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct SourceRaw {
    pub key: String,
    pub address: String,
    pub used_for: String,
}
