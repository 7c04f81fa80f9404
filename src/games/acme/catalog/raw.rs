//! The data files as they are written (`assets/data/*.ron`), field for field.
//!
//! These types only describe the files; [`super::Catalog`] is the checked, indexed form the rules
//! use. Every record keeps its provenance (confirmed / completed / inferred / designed) and notes so
//! that the game can show players which texts are recovered and which are our design.

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum AreaKind {
    Land,
    Sea,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Terrain {
    Fertile,
    Plain,
    Mountain,
    Desert,
    Sea,
}

/// How deep a sea area is. ACME's seas are all shallow (its map files do not say); another game's
/// map may mark some seas deep, where its own rules differ.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SeaDepth {
    #[default]
    Shallow,
    Deep,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Side {
    North,
    East,
    South,
    West,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct MapFile {
    pub areas: Vec<AreaRaw>,
    pub configurations: Vec<ConfigRaw>,
    pub adjacencies: Vec<AdjacencyRaw>,
    pub river_borders: Vec<RiverRaw>,
    pub aliases: Vec<AliasRaw>,
    pub area_groups: Vec<AreaGroupRaw>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct AreaRaw {
    pub name: String,
    pub kind: AreaKind,
    pub terrain: Terrain,
    /// A sea's depth (absent: shallow, as every ACME sea); land has none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub depth: Option<SeaDepth>,
    /// How the depth is known (absent in ACME's map).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub depth_source: String,
    pub island: bool,
    /// The island a land area belongs to when an island holds several areas (absent: the area is
    /// its own island, or not one, as in ACME's map).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub island_group: Option<String>,
    pub home_of: Vec<String>,
    pub map_edge: bool,
    /// How the terrain is known: text (stated), count (forced by a count), geo (geography).
    pub terrain_basis: String,
    pub edges: Vec<Side>,
    pub lon: f32,
    pub lat: f32,
    pub ne_sw_rank: u16,
    pub adjacent: Vec<String>,
    /// Where the area's name comes from (absent in ACME's map).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub name_source: String,
    pub notes: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct ConfigRaw {
    pub name: String,
    pub marker_areas: Vec<String>,
    pub playable_areas: Vec<String>,
    pub edge_areas: Vec<String>,
    pub edge_sides: Vec<Side>,
    pub notes: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct AdjacencyRaw {
    pub a: String,
    pub b: String,
    pub confidence: String,
    pub source: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct RiverRaw {
    pub river: String,
    pub seq: u8,
    pub a: String,
    pub b: String,
    pub a_bank: String,
    pub confidence: String,
    pub source: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct AliasRaw {
    pub alias: String,
    pub area: String,
    pub kind: String,
    pub source: String,
    pub note: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct AreaGroupRaw {
    pub name: String,
    pub areas: Vec<String>,
    pub source: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct FateCardsFile {
    pub fate_cards: Vec<CardRaw>,
}

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
    /// The names of the card's options, in the order of its "(a)", "(b)"... (`Action::Option(i)`
    /// answers option i), for buttons and the log. Empty for a card without
    /// a choice between options.
    #[serde(default)]
    pub option_names: Vec<String>,
    pub loss_offset: String,
    pub legend_kind: String,
    pub legend: String,
    pub investment: Option<InvestmentRaw>,
    pub invasion: Option<InvasionRaw>,
    pub npc_priority: Option<u8>,
    pub npc_note: String,
    pub tags: Vec<String>,
    pub balance: String,
    pub provenance: String,
    pub provenance_note: String,
    pub sources: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct InvestmentRaw {
    pub disks: u8,
    pub disk_type: String,
    pub use_timing: String,
    pub use_limit: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct InvasionRaw {
    pub entry: String,
    pub entry_rule: String,
    pub spread_rule: String,
    pub spread_excluded_terrain: Vec<String>,
    pub fleet_sea_stack: u8,
    pub crosses_sea: bool,
    pub stack_land: u8,
    pub stack_desert_or_sea: u8,
    pub example: String,
    pub entry_areas_by_configuration: Vec<EntryAreasRaw>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct EntryAreasRaw {
    pub configuration: String,
    pub areas: Vec<String>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct DeitiesFile {
    pub deities: Vec<DeityRaw>,
    pub monotheism: MonotheismRaw,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct DeityRaw {
    pub id: u8,
    pub name: String,
    pub codes: Vec<String>,
    pub phase: String,
    pub timing_kind: String,
    pub effect: String,
    pub usage_limit: String,
    pub requirements: String,
    pub sorcerer_interaction: String,
    pub god_of_the_skies_interaction: String,
    pub legend: String,
    pub npc_note: String,
    pub provenance: String,
    pub provenance_note: String,
    pub sources: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct MonotheismRaw {
    pub card_id: u8,
    pub name: String,
    pub block: String,
    pub how_to_adopt: Vec<String>,
    pub counts_as_deity: String,
    pub victory_tally_exceptions: Vec<String>,
    pub capture_rules: String,
    pub interactions: Vec<String>,
    pub npc_note: String,
    pub provenance: String,
    pub provenance_note: String,
    pub sources: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct CivilizationsFile {
    pub civilizations: Vec<CivRaw>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct CivRaw {
    pub name: String,
    /// The verb the name takes in a sentence, with its provenance.
    pub name_number: NameNumberRaw,
    pub peoples: Vec<String>,
    pub epochs: Vec<u8>,
    pub home_areas: Vec<String>,
    pub home_rule: String,
    pub abilities: Vec<AbilityRaw>,
    pub npc_bonus_areas: String,
    pub provenance: String,
    pub provenance_note: String,
    pub sources: String,
}

/// Whether a name takes a singular or a plural verb ("Egypt holds", "the Sea Peoples hold").
/// Only sentences shown to players read it; no rule does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum GrammaticalNumber {
    Singular,
    Plural,
}

/// A civilization name's [`GrammaticalNumber`], and where it comes from (the rulebook does not
/// say: "designed").
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct NameNumberRaw {
    pub number: GrammaticalNumber,
    pub provenance: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct AbilityRaw {
    pub name: String,
    pub trigger: String,
    pub effect: String,
    pub competition_ability: bool,
    pub negatable_by_god_of_the_skies: bool,
    pub usage_limit: String,
    pub provenance: String,
    pub note: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct EpochTableFile {
    pub epoch_table: Vec<EpochRowRaw>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct EpochRowRaw {
    pub id_from: u8,
    pub id_to: u8,
    pub name: String,
    pub effect: String,
    pub provenance: String,
    pub note: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct RulesTextFile {
    pub meta: ron::Value,
    pub general_rules: Vec<GeneralRuleRaw>,
    pub invasion_rules: Vec<String>,
    pub negate_scopes: Vec<NegateScopeRaw>,
    pub decisions: Vec<DesignDecisionRaw>,
    pub assumptions: Vec<String>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct GeneralRuleRaw {
    pub id: String,
    pub title: String,
    pub text: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct NegateScopeRaw {
    pub id: u8,
    pub name: String,
    pub kind: String,
    pub can_cancel: String,
    pub cannot_cancel: String,
    pub when: String,
    pub price_or_limit: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct DesignDecisionRaw {
    pub id: String,
    pub topic: String,
    pub decision: String,
    pub rationale: String,
}
