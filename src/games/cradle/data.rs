//! Cradle's data: the files of `assets/data/cradle/` (compiled in) or of a directory on disk
//! (`acme validate --game cradle DIR`), read into typed records with each record's provenance
//! kept as a typed field, and cross-checked (every named area exists, adjacency is symmetric,
//! every civilization's start area is a land area...). A problem is reported as `file:line:
//! problem`, the line being the record's.

use std::collections::BTreeMap;
use std::fmt;
use std::path::Path;
use std::sync::{Arc, OnceLock};

use serde::Deserialize;

use crate::games::acme::catalog::{CatalogError, parse};
use crate::games::acme::data::{data_file, read_source, shipped};

/// Where the shipped files lie, relative to the program's folder.
pub const DIR: &str = "assets/data/cradle";

/// An area's index in [`Catalog::areas`].
pub type AreaId = u8;

// ---------------------------------------------------------------------------------------------
// Words read into types.

/// How a record is known (the reference's provenance words).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    /// The rulebook states it.
    Confirmed,
    /// Deduced from the rulebook or an outside source.
    Inferred,
    /// Read from real geography (the board is a reconstruction).
    Geographic,
    /// Our own choice.
    Designed,
}

impl Level {
    pub const ALL: [Level; 4] = [
        Level::Confirmed,
        Level::Inferred,
        Level::Geographic,
        Level::Designed,
    ];
    pub fn label(self) -> &'static str {
        match self {
            Level::Confirmed => "confirmed",
            Level::Inferred => "inferred",
            Level::Geographic => "geographic",
            Level::Designed => "designed",
        }
    }
}

/// A provenance: its level and, when the file says more ("confirmed (Wonder: IS-C sample
/// card)"), what it rests on.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(try_from = "String")]
pub struct Provenance {
    pub level: Level,
    pub detail: String,
}

impl TryFrom<String> for Provenance {
    type Error = String;
    fn try_from(s: String) -> Result<Self, String> {
        let (word, rest) = s.split_once(' ').unwrap_or((&s, ""));
        let level = Level::ALL
            .into_iter()
            .find(|l| l.label() == word)
            .ok_or_else(|| {
                format!(
                    "unknown provenance '{s}' (expected confirmed, inferred, geographic or designed)"
                )
            })?;
        let detail = rest.trim().trim_start_matches('(').trim_end_matches(')');
        Ok(Provenance {
            level,
            detail: detail.to_string(),
        })
    }
}

/// Land or sea (CR 1.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(try_from = "String")]
pub enum Kind {
    Land,
    Sea,
}

impl TryFrom<String> for Kind {
    type Error = String;
    fn try_from(s: String) -> Result<Self, String> {
        match s.as_str() {
            "land" => Ok(Kind::Land),
            "sea" => Ok(Kind::Sea),
            _ => Err(format!("unknown area kind '{s}' (expected land or sea)")),
        }
    }
}

/// An area's terrain (the Terrain Chart; seas have their own).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Deserialize)]
#[serde(try_from = "String")]
pub enum Terrain {
    Plains,
    Rough,
    Mountain,
    Desert,
    Sea,
}

impl Terrain {
    pub const LAND: [Terrain; 4] = [
        Terrain::Plains,
        Terrain::Rough,
        Terrain::Mountain,
        Terrain::Desert,
    ];
    pub fn word(self) -> &'static str {
        match self {
            Terrain::Plains => "plains",
            Terrain::Rough => "rough",
            Terrain::Mountain => "mountain",
            Terrain::Desert => "desert",
            Terrain::Sea => "sea",
        }
    }
}

impl TryFrom<String> for Terrain {
    type Error = String;
    fn try_from(s: String) -> Result<Self, String> {
        [Terrain::Sea]
            .into_iter()
            .chain(Terrain::LAND)
            .find(|t| t.word() == s)
            .ok_or_else(|| {
                format!("unknown terrain '{s}' (expected plains, rough, mountain, desert or sea)")
            })
    }
}

/// A civilization's trait (CR 6.1), an icon on its card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Deserialize)]
#[serde(try_from = "String")]
pub enum Trait {
    NoCityBonus,
    NoExpansionEpochVi,
    Wonder,
    Commerce,
    Military,
    Seafaring,
}

impl Trait {
    pub const ALL: [Trait; 6] = [
        Trait::NoCityBonus,
        Trait::NoExpansionEpochVi,
        Trait::Wonder,
        Trait::Commerce,
        Trait::Military,
        Trait::Seafaring,
    ];
    pub fn id(self) -> &'static str {
        match self {
            Trait::NoCityBonus => "no_city_bonus",
            Trait::NoExpansionEpochVi => "no_expansion_epoch_vi",
            Trait::Wonder => "wonder",
            Trait::Commerce => "commerce",
            Trait::Military => "military",
            Trait::Seafaring => "seafaring",
        }
    }
    /// The trait's bit in a [`Traits`] set.
    pub const fn bit(self) -> u8 {
        1 << self as u8
    }
}

impl TryFrom<String> for Trait {
    type Error = String;
    fn try_from(s: String) -> Result<Self, String> {
        Trait::ALL
            .into_iter()
            .find(|t| t.id() == s)
            .ok_or_else(|| format!("unknown trait '{s}'"))
    }
}

/// A set of traits.
#[derive(
    Debug, Clone, Copy, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
pub struct Traits(pub u8);

impl Traits {
    pub fn has(self, t: Trait) -> bool {
        self.0 & t.bit() != 0
    }
    pub fn with(self, t: Trait) -> Traits {
        Traits(self.0 | t.bit())
    }
}

// ---------------------------------------------------------------------------------------------
// The files as written.

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct Meta {
    title: String,
    version: String,
    #[serde(default)]
    status: String,
    provenance_values: Vec<String>,
    inputs: Vec<String>,
    #[serde(default)]
    projection: String,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct MapFile {
    meta: Meta,
    regions: Vec<RegionRaw>,
    colonization_seas: Vec<String>,
    areas: Vec<AreaRaw>,
    adjacencies: Vec<AdjacencyRaw>,
    cities: Vec<CityRaw>,
    aliases: Vec<AliasRaw>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct RegionRaw {
    name: String,
    colour: String,
    colour_provenance: Provenance,
    scope: String,
    areas: Vec<String>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct AreaRaw {
    name: String,
    kind: Kind,
    region: String,
    terrain: Terrain,
    stacking: u8,
    island: bool,
    island_group: String,
    lon: f32,
    lat: f32,
    map_edge: bool,
    edges: Vec<String>,
    cities: Vec<AreaCityRaw>,
    start_of: Vec<String>,
    bonus_of: Vec<String>,
    coastal_seas: Vec<String>,
    next_to_sea_mountain_desert: bool,
    adjacent: Vec<String>,
    provenance: AreaProvenance,
    name_source: String,
    region_source: String,
    aliases: Vec<String>,
    notes: String,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct AreaCityRaw {
    name: String,
    epoch: u8,
}

/// How an area's name, region, terrain and drawn position are known.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AreaProvenance {
    pub name: Provenance,
    pub region: Provenance,
    pub terrain: Provenance,
    pub position: Provenance,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct AdjacencyRaw {
    a: String,
    b: String,
    kind: String,
    provenance: Provenance,
    source: String,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct CityRaw {
    city: String,
    area: String,
    epoch: u8,
    region_printed: String,
    region: String,
    region_provenance: Provenance,
    pairing_provenance: Provenance,
    site_lon: f32,
    site_lat: f32,
    note: String,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct AliasRaw {
    alias: String,
    area: String,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct CivilizationsFile {
    epochs: Vec<EpochRaw>,
    traits: Vec<TraitRaw>,
    civilizations: Vec<CivRaw>,
    special_rules: Vec<SpecialRuleRaw>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct EpochRaw {
    number: u8,
    numeral: String,
    name: String,
    civilizations: Vec<String>,
    cities_arriving: Vec<String>,
    largest_card: u8,
    counter_mix: u8,
    counter_mix_provenance: Provenance,
    events_at_end: bool,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct TraitRaw {
    id: Trait,
    name: String,
    rule: String,
    kept_by_previous_epoch_civilization: bool,
    provenance: Provenance,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct CivRaw {
    id: String,
    epoch: u8,
    arrival: u8,
    name: String,
    printed_name: String,
    start_areas: Vec<String>,
    start_special: String,
    start_provenance: Provenance,
    armies: Vec<u8>,
    armies_provenance: Provenance,
    bonus_areas: Vec<String>,
    bonus_provenance: Provenance,
    traits: Vec<Trait>,
    traits_provenance: Provenance,
    ocr_special_glyphs: String,
    rationale: String,
    notes: String,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct SpecialRuleRaw {
    civilization: String,
    rule: String,
    provenance: Provenance,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct TablesFile {
    wonders: Vec<WonderRaw>,
    civilization_bonus: Vec<RollRowRaw>,
    terrain_chart: Vec<TerrainRowRaw>,
    region_vp: Vec<RegionVpRaw>,
    city_arrival: Vec<CityArrivalRaw>,
    end_of_epoch_events: Vec<RollRowRaw>,
    event_trigger: String,
    bronze_age_collapse: CollapseRaw,
    scoring: Vec<ScoringRaw>,
    non_combat_expansion: Vec<NonCombatRaw>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct WonderRaw {
    name: String,
    printed: String,
    provenance: Provenance,
    historical_site: String,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct RollRowRaw {
    roll_min: u8,
    roll_max: u8,
    name: String,
    effect: String,
    provenance: Provenance,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct TerrainRowRaw {
    terrain: Terrain,
    stacking: u8,
    combat: String,
    provenance: Provenance,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct RegionVpRaw {
    region: String,
    presence: u8,
    presence_printed: Option<u8>,
    presence_provenance: Provenance,
    #[serde(default)]
    presence_reason: String,
    control: u8,
    control_printed: Option<u8>,
    control_provenance: Provenance,
    #[serde(default)]
    control_reason: String,
    domination: u8,
    domination_printed: Option<u8>,
    domination_provenance: Provenance,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct CityArrivalRaw {
    epoch: u8,
    region_printed: String,
    region: String,
    area: String,
    city: String,
    provenance: Provenance,
    pairing_provenance: Provenance,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct CollapseRaw {
    after_epoch: u8,
    effect: String,
    provenance: Provenance,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct ScoringRaw {
    item: String,
    vp: u8,
    when: String,
    provenance: Provenance,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct NonCombatRaw {
    id: String,
    success_on: String,
    vp: u8,
    needs: String,
    limit: String,
    provenance: Provenance,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct ReadingsFile {
    meta: Meta,
    decisions: Vec<DecisionRaw>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct DecisionRaw {
    id: String,
    topic: String,
    default: String,
    reason: String,
    provenance: Provenance,
}

// ---------------------------------------------------------------------------------------------
// The catalog the game reads.

/// An area of the board (land or sea).
#[derive(Debug, Clone)]
pub struct Area {
    pub name: String,
    pub kind: Kind,
    /// Its Region (land areas; seas belong to none, CR 1.1).
    pub region: Option<u8>,
    pub terrain: Terrain,
    /// Armies of one civilization it holds (Terrain Chart; 0 for seas).
    pub stacking: u8,
    /// Adjacent land areas (placement, CR 5.4).
    pub land_adjacent: Vec<AreaId>,
    /// Adjacent sea areas (Seafaring, colonization: CR 5.6, 6.1).
    pub seas: Vec<AreaId>,
    /// It touches a sea, mountain or desert area (Barbarian Raids, CR 8.0).
    pub raid_edge: bool,
    /// Where it is drawn (lon/lat of a representative point).
    pub lon: f32,
    pub lat: f32,
    /// An island (its coast drawn round it: the board picture).
    pub island: bool,
    /// The island it is part of when one island holds several areas (Crete).
    pub island_group: Option<String>,
    /// The frame sides it touches ("north", "east", "south", "west"): the board picture lays
    /// the areas of the map's edge along the frame.
    pub edges: Vec<String>,
    pub provenance: AreaProvenance,
    pub notes: String,
}

impl Area {
    pub fn is_land(&self) -> bool {
        self.kind == Kind::Land
    }
}

/// A Region and its Region Status VP (CR 7.3).
#[derive(Debug, Clone)]
pub struct Region {
    pub name: String,
    pub colour: String,
    pub areas: Vec<AreaId>,
    pub presence: u8,
    pub control: u8,
    pub domination: u8,
    /// How each of the three values is known (a blank cell is designed: D4).
    pub vp_provenance: [Provenance; 3],
}

/// A civilization's special rule (CR 6.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Special {
    None,
    /// Troy / Arzawa: two civilizations on one card.
    TwinCard,
    /// Sargonid Assyria: starts from Neo Assyria's borders, never enters its Epoch V areas.
    Sargonid,
    /// Persia: stops after doubles in 4 areas; its 11-12 bonus counts as 7.
    Persia,
}

/// One civilization of a card (a card holds two for Troy / Arzawa).
#[derive(Debug, Clone)]
pub struct Part {
    /// Its Start Area (`None`: Sargonid Assyria's special start).
    pub start: Option<AreaId>,
    pub armies: u8,
}

/// A civilization card (CR 1.2, Civilization summary).
#[derive(Debug, Clone)]
pub struct Civ {
    /// "1-3": Epoch I, third to arrive.
    pub id: String,
    pub epoch: u8,
    pub arrival: u8,
    pub name: String,
    pub parts: Vec<Part>,
    pub bonus_areas: Vec<AreaId>,
    pub traits: Traits,
    pub special: Special,
    pub start_provenance: Provenance,
    pub armies_provenance: Provenance,
    pub bonus_provenance: Provenance,
    pub traits_provenance: Provenance,
}

/// A City: the area it stands in and the Epoch whose City Card places it (City Arrival).
#[derive(Debug, Clone)]
pub struct City {
    pub name: String,
    pub area: AreaId,
    pub epoch: u8,
    pub pairing_provenance: Provenance,
}

/// An Epoch (its counter mix: CR 5.1, designed D5).
#[derive(Debug, Clone)]
pub struct Epoch {
    pub number: u8,
    pub numeral: String,
    pub name: String,
    pub counter_mix: u8,
    pub counter_mix_provenance: Provenance,
    pub events_at_end: bool,
}

/// A row of a 1d6 or 2d6 table.
#[derive(Debug, Clone)]
pub struct RollRow {
    pub min: u8,
    pub max: u8,
    pub name: String,
    pub effect: String,
    pub provenance: Provenance,
}

/// A Wonder marker (Wonders of the Ancient World).
#[derive(Debug, Clone)]
pub struct Wonder {
    pub name: String,
    pub provenance: Provenance,
}

/// A reading of the content digest where the rulebook's text is lost (D1-D12).
#[derive(Debug, Clone)]
pub struct Decision {
    pub id: String,
    pub topic: String,
    pub default: String,
    pub provenance: Provenance,
}

/// Everything Cradle's rules read of its data, checked.
#[derive(Debug, Clone)]
pub struct Catalog {
    pub areas: Vec<Area>,
    pub regions: Vec<Region>,
    /// The seas colonization may be made from (CR 5.6).
    pub colonization_seas: Vec<AreaId>,
    /// The 36 cards, by Epoch and arrival ("1-1" first).
    pub civs: Vec<Civ>,
    pub cities: Vec<City>,
    pub epochs: Vec<Epoch>,
    pub wonders: Vec<Wonder>,
    /// The Civilization Bonus table (2d6, CR 5.2).
    pub bonus: Vec<RollRow>,
    /// The End of Epoch Event table (1d6, CR 8.0).
    pub events: Vec<RollRow>,
    /// Stacking by terrain (Terrain Chart).
    pub terrain_stacking: BTreeMap<Terrain, u8>,
    /// The Epoch after whose events the Bronze Age Collapse strikes (CR 8.0).
    pub collapse_after: u8,
    pub decisions: Vec<Decision>,
    /// Record counts by kind and provenance level, for `validate`'s summary.
    pub provenance: BTreeMap<&'static str, BTreeMap<Level, usize>>,
}

impl Catalog {
    pub fn area(&self, name: &str) -> Option<AreaId> {
        self.areas
            .iter()
            .position(|a| a.name == name)
            .map(|i| i as AreaId)
    }
    pub fn land(&self) -> impl Iterator<Item = AreaId> + '_ {
        (0..self.areas.len() as AreaId).filter(|&a| self.areas[a as usize].is_land())
    }
    /// The card of an id ("3-4").
    pub fn civ(&self, id: &str) -> Option<usize> {
        self.civs.iter().position(|c| c.id == id)
    }
    /// The cards of an Epoch, in arrival order.
    pub fn deck(&self, epoch: u8) -> Vec<usize> {
        (0..self.civs.len())
            .filter(|&c| self.civs[c].epoch == epoch)
            .collect()
    }
    /// The row of a table for a roll.
    pub fn row(table: &[RollRow], roll: u8) -> usize {
        table
            .iter()
            .position(|r| (r.min..=r.max).contains(&roll))
            .expect("checked: the table covers every roll")
    }
}

/// The text of each data file, with the name messages use.
#[derive(Debug, Clone)]
pub struct Sources {
    pub map: (String, String),
    pub civilizations: (String, String),
    pub tables: (String, String),
    pub readings: (String, String),
}

impl Sources {
    pub const FILES: [&'static str; 4] =
        ["map.ron", "civilizations.ron", "tables.ron", "readings.ron"];
}

/// The data files as they were when the program was built.
pub fn builtin_sources() -> Sources {
    Sources {
        map: data_file!("cradle/", "map.ron"),
        civilizations: data_file!("cradle/", "civilizations.ron"),
        tables: data_file!("cradle/", "tables.ron"),
        readings: data_file!("cradle/", "readings.ron"),
    }
}

/// The shipped catalog, parsed and checked once.
pub fn builtin() -> Arc<Catalog> {
    static CAT: OnceLock<Arc<Catalog>> = OnceLock::new();
    CAT.get_or_init(|| shipped(load(&builtin_sources())))
        .clone()
}

/// Read the data files from a directory.
pub fn sources_from_dir(dir: &Path) -> Result<Sources, Vec<CatalogError>> {
    let mut errs = Vec::new();
    let mut read = |name: &str| read_source(dir, name, &mut errs);
    let [m, c, t, r] = Sources::FILES;
    let src = Sources {
        map: read(m),
        civilizations: read(c),
        tables: read(t),
        readings: read(r),
    };
    if errs.is_empty() { Ok(src) } else { Err(errs) }
}

/// Parse and check the data files in a directory.
pub fn load_dir(dir: &Path) -> Result<Catalog, Vec<CatalogError>> {
    load(&sources_from_dir(dir)?)
}

/// Collects problems, each at the line of the record it is about.
struct Problems<'a> {
    errs: Vec<CatalogError>,
    src: &'a (String, String),
}

impl Problems<'_> {
    /// A problem of the record whose text holds `anchor` (its first occurrence), or of the file.
    fn at(&mut self, anchor: &str, message: impl fmt::Display) {
        let line = self
            .src
            .1
            .find(anchor)
            .map(|i| self.src.1[..i].matches('\n').count() + 1)
            .unwrap_or(0);
        self.errs.push(CatalogError {
            file: self.src.0.clone(),
            line,
            message: message.to_string(),
        });
    }
}

/// Parse and cross-check the four files.
pub fn load(src: &Sources) -> Result<Catalog, Vec<CatalogError>> {
    let mut errs = Vec::new();
    let map: Option<MapFile> = parse(&src.map, &mut errs);
    let civs: Option<CivilizationsFile> = parse(&src.civilizations, &mut errs);
    let tables: Option<TablesFile> = parse(&src.tables, &mut errs);
    let readings: Option<ReadingsFile> = parse(&src.readings, &mut errs);
    let (Some(map), Some(civs), Some(tables), Some(readings)) = (map, civs, tables, readings)
    else {
        return Err(errs);
    };
    let mut prov: BTreeMap<&'static str, BTreeMap<Level, usize>> = BTreeMap::new();
    let mut count = |kind: &'static str, p: &Provenance| {
        *prov.entry(kind).or_default().entry(p.level).or_default() += 1;
    };

    // ---- the map ----
    let mut m = Problems {
        errs: Vec::new(),
        src: &src.map,
    };
    let _ = (&map.meta.title, &map.meta.version, &map.meta.status);
    let _ = (&map.meta.provenance_values, &map.meta.inputs);
    let _ = &map.meta.projection;
    let names: BTreeMap<&str, AreaId> = map
        .areas
        .iter()
        .enumerate()
        .map(|(i, a)| (a.name.as_str(), i as AreaId))
        .collect();
    if names.len() != map.areas.len() {
        m.at("areas:", "two areas share a name");
    }
    if map.areas.len() > 128 {
        m.at("areas:", "more than 128 areas");
    }
    let region_of: BTreeMap<&str, u8> = map
        .regions
        .iter()
        .enumerate()
        .map(|(i, r)| (r.name.as_str(), i as u8))
        .collect();
    let mut areas = Vec::new();
    for a in &map.areas {
        let here = format!("name: \"{}\"", a.name);
        let mut land_adjacent = Vec::new();
        let mut seas = Vec::new();
        for b in &a.adjacent {
            match names.get(b.as_str()) {
                None => m.at(
                    &here,
                    format!("{}: adjacent area '{b}' does not exist", a.name),
                ),
                Some(&bi) => {
                    let other = &map.areas[bi as usize];
                    if !other.adjacent.contains(&a.name) {
                        m.at(
                            &here,
                            format!(
                                "{}: adjacency is not symmetric ({b} does not list {})",
                                a.name, a.name
                            ),
                        );
                    }
                    match other.kind {
                        Kind::Land => land_adjacent.push(bi),
                        Kind::Sea => seas.push(bi),
                    }
                }
            }
        }
        for s in &a.coastal_seas {
            match names.get(s.as_str()) {
                Some(&si) if map.areas[si as usize].kind == Kind::Sea => {
                    if !a.adjacent.contains(s) {
                        m.at(
                            &here,
                            format!("{}: coastal sea {s} is not adjacent", a.name),
                        );
                    }
                }
                _ => m.at(&here, format!("{}: coastal sea '{s}' is not a sea", a.name)),
            }
        }
        let region = match (a.kind, region_of.get(a.region.as_str())) {
            (Kind::Sea, _) if a.region.is_empty() => None,
            (Kind::Land, Some(&r)) => {
                if !map.regions[r as usize].areas.contains(&a.name) {
                    m.at(
                        &here,
                        format!("{}: region {} does not list it", a.name, a.region),
                    );
                }
                Some(r)
            }
            _ => {
                m.at(
                    &here,
                    format!("{}: region '{}' is not a region", a.name, a.region),
                );
                None
            }
        };
        if (a.kind == Kind::Sea) != (a.terrain == Terrain::Sea) {
            m.at(&here, format!("{}: terrain does not fit its kind", a.name));
        }
        let _ = &a.map_edge;
        let _ = (&a.start_of, &a.bonus_of, &a.name_source, &a.region_source);
        let _ = &a.aliases;
        for c in &a.cities {
            if !map
                .cities
                .iter()
                .any(|x| x.city == c.name && x.area == a.name)
            {
                m.at(
                    &here,
                    format!("{}: City {} is not in the cities", a.name, c.name),
                );
            }
            let _ = c.epoch;
        }
        count("area names", &a.provenance.name);
        count("area terrains", &a.provenance.terrain);
        areas.push(Area {
            name: a.name.clone(),
            kind: a.kind,
            region,
            terrain: a.terrain,
            stacking: a.stacking,
            land_adjacent,
            seas,
            raid_edge: a.next_to_sea_mountain_desert,
            lon: a.lon,
            lat: a.lat,
            island: a.island,
            island_group: Some(a.island_group.clone()).filter(|g| !g.is_empty()),
            edges: a.edges.clone(),
            provenance: a.provenance.clone(),
            notes: a.notes.clone(),
        });
    }
    // The adjacency table and the areas' lists say the same.
    for j in &map.adjacencies {
        let here = format!("(a: \"{}\", b: \"{}\"", j.a, j.b);
        match (names.get(j.a.as_str()), names.get(j.b.as_str())) {
            (Some(&a), Some(&b)) => {
                if !map.areas[a as usize].adjacent.contains(&j.b) {
                    m.at(&here, format!("{} - {}: not in the areas' lists", j.a, j.b));
                }
                let _ = (b, &j.kind, &j.source);
            }
            _ => m.at(&here, format!("{} - {}: an area does not exist", j.a, j.b)),
        }
        count("adjacencies", &j.provenance);
    }
    let listed: usize = map.areas.iter().map(|a| a.adjacent.len()).sum();
    if listed != 2 * map.adjacencies.len() {
        m.at(
            "adjacencies:",
            format!(
                "the areas list {} adjacencies, the table {}",
                listed / 2,
                map.adjacencies.len()
            ),
        );
    }
    let mut regions = Vec::new();
    for r in &map.regions {
        let here = format!("name: \"{}\", colour", r.name);
        let mut ids = Vec::new();
        for a in &r.areas {
            match names.get(a.as_str()) {
                Some(&i) if map.areas[i as usize].region == r.name => ids.push(i),
                _ => m.at(&here, format!("region {}: area '{a}' is not its", r.name)),
            }
        }
        let _ = (&r.colour_provenance, &r.scope);
        regions.push(Region {
            name: r.name.clone(),
            colour: r.colour.clone(),
            areas: ids,
            presence: 0,
            control: 0,
            domination: 0,
            vp_provenance: std::array::from_fn(|_| r.colour_provenance.clone()),
        });
    }
    let mut colonization_seas = Vec::new();
    for s in &map.colonization_seas {
        match names.get(s.as_str()) {
            Some(&i) if map.areas[i as usize].kind == Kind::Sea => colonization_seas.push(i),
            _ => m.at("colonization_seas", format!("'{s}' is not a sea")),
        }
    }
    let mut cities = Vec::new();
    for c in &map.cities {
        let here = format!("(city: \"{}\"", c.city);
        match names.get(c.area.as_str()) {
            Some(&a) if map.areas[a as usize].kind == Kind::Land => cities.push(City {
                name: c.city.clone(),
                area: a,
                epoch: c.epoch,
                pairing_provenance: c.pairing_provenance.clone(),
            }),
            _ => m.at(
                &here,
                format!("City {}: area '{}' is not land", c.city, c.area),
            ),
        }
        if !(1..=6).contains(&c.epoch) {
            m.at(
                &here,
                format!("City {}: Epoch {} is not 1-6", c.city, c.epoch),
            );
        }
        let _ = (&c.region_printed, &c.region, &c.region_provenance);
        let _ = (c.site_lon, c.site_lat, &c.note);
        count("cities", &c.pairing_provenance);
    }
    for al in &map.aliases {
        if !names.contains_key(al.area.as_str()) {
            m.at(
                &format!("alias: \"{}\"", al.alias),
                format!("alias {}: area '{}' does not exist", al.alias, al.area),
            );
        }
    }
    errs.extend(m.errs);

    // ---- the tables ----
    let mut t = Problems {
        errs: Vec::new(),
        src: &src.tables,
    };
    let mut terrain_stacking = BTreeMap::new();
    for row in &tables.terrain_chart {
        terrain_stacking.insert(row.terrain, row.stacking);
        let _ = &row.combat;
        count("terrain chart", &row.provenance);
    }
    for tr in Terrain::LAND {
        if !terrain_stacking.contains_key(&tr) {
            t.at("terrain_chart", format!("no row for {}", tr.word()));
        }
    }
    for (i, a) in map.areas.iter().enumerate() {
        let want = terrain_stacking.get(&a.terrain).copied().unwrap_or(0);
        if a.stacking != want {
            m = Problems {
                errs: Vec::new(),
                src: &src.map,
            };
            m.at(
                &format!("name: \"{}\"", a.name),
                format!(
                    "{}: stacking {} differs from the Terrain Chart's {want} for {}",
                    a.name,
                    a.stacking,
                    a.terrain.word()
                ),
            );
            errs.extend(m.errs);
        }
        let _ = i;
    }
    for v in &tables.region_vp {
        match region_of.get(v.region.as_str()) {
            Some(&r) => {
                let reg = &mut regions[r as usize];
                reg.presence = v.presence;
                reg.control = v.control;
                reg.domination = v.domination;
                reg.vp_provenance = [
                    v.presence_provenance.clone(),
                    v.control_provenance.clone(),
                    v.domination_provenance.clone(),
                ];
                let _ = (v.presence_printed, v.control_printed, v.domination_printed);
                let _ = (&v.presence_reason, &v.control_reason);
                count("region VP cells", &v.presence_provenance);
                count("region VP cells", &v.control_provenance);
                count("region VP cells", &v.domination_provenance);
            }
            None => t.at(
                &format!("(region: \"{}\"", v.region),
                format!("region '{}' is not on the map", v.region),
            ),
        }
    }
    if tables.region_vp.len() != map.regions.len() {
        t.at("region_vp", "every region needs one row");
    }
    let rows = |raw: &[RollRowRaw]| -> Vec<RollRow> {
        raw.iter()
            .map(|r| RollRow {
                min: r.roll_min,
                max: r.roll_max,
                name: r.name.clone(),
                effect: r.effect.clone(),
                provenance: r.provenance.clone(),
            })
            .collect()
    };
    let bonus = rows(&tables.civilization_bonus);
    let events = rows(&tables.end_of_epoch_events);
    for (name, table, range) in [
        ("civilization_bonus", &bonus, 2..=12u8),
        ("end_of_epoch_events", &events, 1..=6u8),
    ] {
        for roll in range {
            let n = table
                .iter()
                .filter(|r| (r.min..=r.max).contains(&roll))
                .count();
            if n != 1 {
                t.at(name, format!("{name}: roll {roll} is in {n} rows"));
            }
        }
        for r in table {
            count(
                if name == "civilization_bonus" {
                    "bonus rows"
                } else {
                    "event rows"
                },
                &r.provenance,
            );
        }
    }
    for c in &tables.city_arrival {
        let here = format!("city: \"{}\"", c.city);
        if !cities.iter().any(|x| {
            x.name == c.city && areas[x.area as usize].name == c.area && x.epoch == c.epoch
        }) {
            t.at(
                &here,
                format!(
                    "City Arrival {} ({}, Epoch {}) differs from the map's cities",
                    c.city, c.area, c.epoch
                ),
            );
        }
        let _ = (
            &c.region_printed,
            &c.region,
            &c.provenance,
            &c.pairing_provenance,
        );
    }
    if tables.city_arrival.len() != cities.len() {
        t.at(
            "city_arrival",
            "the City Arrival table and the map's cities differ in number",
        );
    }
    let wonders: Vec<Wonder> = tables
        .wonders
        .iter()
        .map(|w| {
            let _ = (&w.printed, &w.historical_site);
            count("wonders", &w.provenance);
            Wonder {
                name: w.name.clone(),
                provenance: w.provenance.clone(),
            }
        })
        .collect();
    if wonders.len() != 7 {
        t.at("wonders", format!("{} Wonders, not 7", wonders.len()));
    }
    let _ = (&tables.event_trigger, &tables.bronze_age_collapse.effect);
    count("tables", &tables.bronze_age_collapse.provenance);
    for s in &tables.scoring {
        let _ = (&s.item, s.vp, &s.when);
        count("scoring rows", &s.provenance);
    }
    for n in &tables.non_combat_expansion {
        let _ = (&n.id, &n.success_on, n.vp, &n.needs, &n.limit);
        count("non-combat expansion", &n.provenance);
    }
    errs.extend(t.errs);

    // ---- the civilizations ----
    let mut c = Problems {
        errs: Vec::new(),
        src: &src.civilizations,
    };
    let mut cards = Vec::new();
    for r in &civs.civilizations {
        let here = format!("id: \"{}\"", r.id);
        let special = match (r.start_areas.len(), r.start_special.is_empty()) {
            (2, true) => Special::TwinCard,
            (0, false) => Special::Sargonid,
            (1, true) if r.armies.first().is_some_and(|&n| n >= 40) => Special::Persia,
            (1, true) => Special::None,
            _ => {
                c.at(
                    &here,
                    format!("{}: a card starts in one area, two (Troy / Arzawa) or none (a special start)", r.id),
                );
                Special::None
            }
        };
        let mut parts = Vec::new();
        let starts: Vec<Option<&String>> = if r.start_areas.is_empty() {
            vec![None]
        } else {
            r.start_areas.iter().map(Some).collect()
        };
        if starts.len() != r.armies.len() {
            c.at(&here, format!("{}: one army count per start area", r.id));
        }
        for (s, &n) in starts.iter().zip(&r.armies) {
            let start = match s {
                None => None,
                Some(name) => match names.get(name.as_str()) {
                    Some(&a) if map.areas[a as usize].kind == Kind::Land => Some(a),
                    _ => {
                        c.at(
                            &here,
                            format!("{}: start area '{name}' is not a land area", r.id),
                        );
                        None
                    }
                },
            };
            parts.push(Part { start, armies: n });
        }
        let mut bonus_areas = Vec::new();
        for b in &r.bonus_areas {
            match names.get(b.as_str()) {
                Some(&a) if map.areas[a as usize].kind == Kind::Land => bonus_areas.push(a),
                _ => c.at(
                    &here,
                    format!("{}: bonus area '{b}' is not a land area", r.id),
                ),
            }
        }
        if format!("{}-{}", r.epoch, r.arrival) != r.id {
            c.at(
                &here,
                format!("{}: its Epoch and arrival are not its id", r.id),
            );
        }
        let traits = r.traits.iter().fold(Traits::default(), |t, &x| t.with(x));
        let _ = (
            &r.printed_name,
            &r.ocr_special_glyphs,
            &r.rationale,
            &r.notes,
        );
        count("civilization starts", &r.start_provenance);
        count("civilization armies", &r.armies_provenance);
        count("civilization bonus areas", &r.bonus_provenance);
        count("civilization traits", &r.traits_provenance);
        cards.push(Civ {
            id: r.id.clone(),
            epoch: r.epoch,
            arrival: r.arrival,
            name: r.name.clone(),
            parts,
            bonus_areas,
            traits,
            special,
            start_provenance: r.start_provenance.clone(),
            armies_provenance: r.armies_provenance.clone(),
            bonus_provenance: r.bonus_provenance.clone(),
            traits_provenance: r.traits_provenance.clone(),
        });
    }
    cards.sort_by_key(|k| (k.epoch, k.arrival));
    if cards.len() != 36 {
        c.at(
            "civilizations:",
            format!("{} civilizations, not 36", cards.len()),
        );
    }
    let mut epochs = Vec::new();
    for e in &civs.epochs {
        let here = format!("(number: {}", e.number);
        let ids: Vec<String> = (1..=6).map(|k| format!("{}-{k}", e.number)).collect();
        if e.civilizations != ids {
            c.at(
                &here,
                format!("Epoch {}: its deck is not {}", e.number, ids.join(", ")),
            );
        }
        for id in &e.civilizations {
            if !cards.iter().any(|k| &k.id == id) {
                c.at(
                    &here,
                    format!("Epoch {}: civilization {id} does not exist", e.number),
                );
            }
        }
        for city in &e.cities_arriving {
            if !cities
                .iter()
                .any(|x| &x.name == city && x.epoch == e.number)
            {
                c.at(
                    &here,
                    format!("Epoch {}: City {city} does not arrive then", e.number),
                );
            }
        }
        if e.counter_mix < e.largest_card {
            c.at(
                &here,
                format!("Epoch {}: counter mix below its largest card", e.number),
            );
        }
        let _ = &e.name;
        epochs.push(Epoch {
            number: e.number,
            numeral: e.numeral.clone(),
            name: e.name.clone(),
            counter_mix: e.counter_mix,
            counter_mix_provenance: e.counter_mix_provenance.clone(),
            events_at_end: e.events_at_end,
        });
    }
    if epochs.iter().map(|e| e.number).ne(1..=6) {
        c.at("epochs:", "the Epochs are not I to VI in order");
    }
    for tr in &civs.traits {
        let _ = (&tr.name, &tr.rule, &tr.provenance);
        if tr.kept_by_previous_epoch_civilization != (tr.id == Trait::Seafaring) {
            c.at(
                &format!("(id: \"{}\"", tr.id.id()),
                "only Seafaring is kept by a previous-Epoch civilization (CR 6.1)",
            );
        }
    }
    for s in &civs.special_rules {
        if !cards.iter().any(|k| k.id == s.civilization) {
            c.at(
                &format!("(civilization: \"{}\"", s.civilization),
                format!("special rule of unknown civilization {}", s.civilization),
            );
        }
        let _ = (&s.rule, &s.provenance);
    }
    errs.extend(c.errs);
    let decisions = readings
        .decisions
        .iter()
        .map(|d| {
            let _ = &d.reason;
            count("readings", &d.provenance);
            Decision {
                id: d.id.clone(),
                topic: d.topic.clone(),
                default: d.default.clone(),
                provenance: d.provenance.clone(),
            }
        })
        .collect();
    let _ = (&readings.meta.title, &readings.meta.version);
    if !errs.is_empty() {
        return Err(errs);
    }
    Ok(Catalog {
        areas,
        regions,
        colonization_seas,
        civs: cards,
        cities,
        epochs,
        wonders,
        bonus,
        events,
        terrain_stacking,
        collapse_after: tables.bronze_age_collapse.after_epoch,
        decisions,
        provenance: prov,
    })
}
