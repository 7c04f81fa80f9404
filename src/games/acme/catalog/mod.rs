//! The catalog: the board, the cards, the Deities, the civilizations and the Change of Epoch table,
//! parsed from the data files and checked.
//!
//! The rules module does no I/O: callers hand over the text of each file ([`CatalogSources`]) and get
//! back either a [`Catalog`] or every problem found, each as `file:line: problem`.

pub mod raw;

use std::collections::BTreeMap;
use std::fmt;

use serde::{Deserialize, Serialize};

use raw::*;
pub use raw::{AreaKind, GrammaticalNumber, SeaDepth, Side, Terrain};

/// Index of an area in [`Board::areas`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct AreaId(pub u8);

/// A set of areas as a bit mask (the board has 99 areas).
pub type AreaSet = u128;

/// Fate card, Deity or Monotheism id as printed (1-103 Fate, 104-110 Deities; 95 is Monotheism).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct CardId(pub u8);

/// Index of a civilization display in [`Catalog::civs`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct CivKind(pub u8);

pub const FATE_CARDS: u8 = 103;
pub const MONOTHEISM: CardId = CardId(95);
pub const FIRST_DEITY: u8 = 104;
pub const LAST_DEITY: u8 = 110;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Provenance {
    Confirmed,
    Completed,
    Inferred,
    Designed,
}

impl Provenance {
    /// The four words of the data files; `None` for any other.
    pub fn parse(s: &str) -> Option<Self> {
        Some(match s {
            "confirmed" => Self::Confirmed,
            "completed" => Self::Completed,
            "inferred" => Self::Inferred,
            "designed" => Self::Designed,
            _ => return None,
        })
    }
    pub fn label(self) -> &'static str {
        match self {
            Self::Confirmed => "confirmed",
            Self::Completed => "completed",
            Self::Inferred => "inferred",
            Self::Designed => "designed",
        }
    }
}

/// One problem found in a data file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CatalogError {
    pub file: String,
    pub line: usize,
    pub message: String,
}

impl fmt::Display for CatalogError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.file, self.line, self.message)
    }
}

/// The text of every data file, with the name used in error messages.
#[derive(Debug, Clone)]
pub struct CatalogSources {
    pub map: (String, String),
    pub fate_cards: (String, String),
    pub deities: (String, String),
    pub civilizations: (String, String),
    pub epoch_table: (String, String),
    pub rules_text: (String, String),
}

impl CatalogSources {
    /// The file names the game ships, relative to `assets/data/`.
    pub const FILES: [&'static str; 6] = [
        "map.ron",
        "fate_cards.ron",
        "deities.ron",
        "civilizations.ron",
        "epoch_table.ron",
        "rules_text.ron",
    ];
}

#[derive(Debug, Clone)]
pub struct Area {
    pub id: AreaId,
    pub name: String,
    pub kind: AreaKind,
    pub terrain: Terrain,
    /// A sea's depth (shallow unless the map says deep; every ACME sea is shallow); `None` for land.
    pub depth: Option<SeaDepth>,
    pub island: bool,
    /// The island a land area belongs to, when the map names one (several areas may share it).
    pub island_group: Option<String>,
    /// Civilizations for which this is a printed Home area.
    pub home_of: Vec<CivKind>,
    pub edges: Vec<Side>,
    pub lon: f32,
    pub lat: f32,
    /// Rank in north-east to south-west order (1 = first competition).
    pub ne_sw_rank: u16,
    pub terrain_basis: String,
    pub notes: String,
}

impl Area {
    pub fn is_land(&self) -> bool {
        self.kind == AreaKind::Land
    }
    pub fn is_sea(&self) -> bool {
        self.kind == AreaKind::Sea
    }
    pub fn is_deep_sea(&self) -> bool {
        self.depth == Some(SeaDepth::Deep)
    }
    /// Desert and Sea areas share the low stacking limits.
    pub fn is_desert_or_sea(&self) -> bool {
        matches!(self.terrain, Terrain::Desert | Terrain::Sea)
    }
}

#[derive(Debug, Clone)]
pub struct MapConfig {
    pub name: String,
    pub markers: AreaSet,
    pub playable: AreaSet,
    pub edge_areas: AreaSet,
    pub edge_sides: Vec<Side>,
    pub notes: String,
}

#[derive(Debug, Clone)]
pub struct RiverBorder {
    pub river: String,
    pub a: AreaId,
    pub b: AreaId,
}

#[derive(Debug, Clone)]
pub struct Board {
    pub areas: Vec<Area>,
    pub adj: Vec<AreaSet>,
    pub configs: Vec<MapConfig>,
    pub rivers: Vec<RiverBorder>,
    pub adjacency_confidence: BTreeMap<(AreaId, AreaId), String>,
    names: BTreeMap<String, AreaId>,
    pub groups: BTreeMap<String, AreaSet>,
    /// Land areas, and Desert or Sea areas, as sets: derived from `areas` once, because Cities,
    /// stacking limits and the NPC's placement scans test them for every area many times a turn.
    pub land: AreaSet,
    pub desert_or_sea: AreaSet,
    /// The deep sea areas (a map's `depth`; none on ACME's map), derived once like `land`: a
    /// ruleset with deep seas reads them in its stacking limits, asked for every disk placed.
    pub deep_seas: AreaSet,
    /// The areas of each terrain, indexed by `Terrain as usize` (see [`Board::terrain_set`]):
    /// derived once, because the Disaster cards' playability checks list areas by terrain for
    /// every hand.
    pub terrains: [AreaSet; 5],
    /// Every area in competition order (RB Competition Phase: north-east to south-west by
    /// `ne_sw_rank`, then by id), so the next competition is the first Contested area after the
    /// last one instead of a search of the whole board.
    pub by_rank: Vec<AreaId>,
}

impl Board {
    /// Every area (playable or not) of terrain `t`.
    pub fn terrain_set(&self, t: Terrain) -> AreaSet {
        self.terrains[t as usize]
    }
    pub fn area(&self, id: AreaId) -> &Area {
        &self.areas[id.0 as usize]
    }
    pub fn name(&self, id: AreaId) -> &str {
        &self.areas[id.0 as usize].name
    }
    /// Area by name or alias, case-insensitive.
    pub fn find(&self, name: &str) -> Option<AreaId> {
        // A short ASCII name is lowered on the stack (every new game looks its areas up by name).
        let mut buf = [0u8; 64];
        if name.is_ascii() && name.len() <= buf.len() {
            let low = &mut buf[..name.len()];
            low.copy_from_slice(name.as_bytes());
            low.make_ascii_lowercase();
            let low = std::str::from_utf8(low).expect("ASCII");
            return self.names.get(low).copied();
        }
        self.names.get(&name.to_lowercase()).copied()
    }
    pub fn adjacent(&self, a: AreaId, b: AreaId) -> bool {
        self.adj[a.0 as usize] & bit(b) != 0
    }
    pub fn neighbours(&self, a: AreaId) -> impl Iterator<Item = AreaId> + '_ {
        iter_set(self.adj[a.0 as usize])
    }
    pub fn config(&self, name: &str) -> Option<usize> {
        let lname = name.to_lowercase();
        self.configs.iter().position(|c| {
            c.name.to_lowercase() == lname || c.name.to_lowercase().starts_with(&lname)
        })
    }
    pub fn len(&self) -> usize {
        self.areas.len()
    }
    pub fn is_empty(&self) -> bool {
        self.areas.is_empty()
    }
    pub fn ids(&self) -> impl Iterator<Item = AreaId> {
        (0..self.areas.len() as u8).map(AreaId)
    }
    pub fn river_between(&self, a: AreaId, b: AreaId) -> Option<&RiverBorder> {
        self.rivers
            .iter()
            .find(|r| (r.a == a && r.b == b) || (r.a == b && r.b == a))
    }
}

pub fn bit(a: AreaId) -> AreaSet {
    1u128 << a.0
}

/// The areas of a set, in ascending id order.
pub fn iter_set(s: AreaSet) -> SetIter {
    SetIter {
        lo: s as u64,
        hi: (s >> 64) as u64,
    }
}

/// Iterator over an [`AreaSet`] (see [`iter_set`]). Why its own type: it walks the set as two
/// 64-bit words (128-bit `trailing_zeros` and `s & (s - 1)` cost several instructions each), and
/// it knows its exact length, so a `collect` allocates once instead of growing 4, 8, 16...
#[derive(Debug, Clone, Copy)]
pub struct SetIter {
    lo: u64,
    hi: u64,
}

impl Iterator for SetIter {
    type Item = AreaId;
    #[inline]
    fn next(&mut self) -> Option<AreaId> {
        if self.lo != 0 {
            let i = self.lo.trailing_zeros();
            self.lo &= self.lo - 1;
            Some(AreaId(i as u8))
        } else if self.hi != 0 {
            let i = self.hi.trailing_zeros();
            self.hi &= self.hi - 1;
            Some(AreaId(64 + i as u8))
        } else {
            None
        }
    }
    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = (self.lo.count_ones() + self.hi.count_ones()) as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for SetIter {}
impl std::iter::FusedIterator for SetIter {}

/// When a Fate card may be played (content-v1 `timing_kind`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum TimingKind {
    CardPhaseAction,
    CardPhaseActionOrNegate,
    OutOfTurnNegate,
    CompetitionStep1,
    CompetitionPhaseStart,
    InvestmentCardPhase,
    InvestmentCardOrCompetition,
    ImmediateEvent,
}

impl TimingKind {
    fn parse(s: &str) -> Option<Self> {
        Some(match s {
            "card_phase_action" => Self::CardPhaseAction,
            "card_phase_action_or_negate" => Self::CardPhaseActionOrNegate,
            "out_of_turn_negate" => Self::OutOfTurnNegate,
            "competition_step1" => Self::CompetitionStep1,
            "competition_phase_start" => Self::CompetitionPhaseStart,
            "investment_card_phase" => Self::InvestmentCardPhase,
            "investment_card_or_competition" => Self::InvestmentCardOrCompetition,
            "immediate_event" => Self::ImmediateEvent,
            _ => return None,
        })
    }
}

/// What happens to a Fate card after it is played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum LegendKind {
    Discard,
    Investment,
    Lasting,
    SetAsideUntilEndOfEpoch,
    Event,
}

impl LegendKind {
    fn parse(s: &str) -> Option<Self> {
        Some(match s {
            "discard" => Self::Discard,
            "investment" => Self::Investment,
            "lasting" => Self::Lasting,
            "set_aside_until_end_of_epoch" => Self::SetAsideUntilEndOfEpoch,
            "event" => Self::Event,
            _ => return None,
        })
    }
}

/// The red code letters of a Fate card (RB "The Cards": N, I, C, R, E).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Codes {
    pub negate: bool,
    pub investment: bool,
    pub competition: bool,
    pub religion: bool,
    pub event: bool,
}

impl Codes {
    /// Sets the code of one letter of the data files; `false` for a letter that is no code.
    pub fn set(&mut self, letter: &str) -> bool {
        let code = match letter {
            "N" => &mut self.negate,
            "I" => &mut self.investment,
            "C" => &mut self.competition,
            "R" => &mut self.religion,
            "E" => &mut self.event,
            _ => return false,
        };
        *code = true;
        true
    }
    pub fn letters(&self) -> String {
        let mut s = String::new();
        for (on, l) in [
            (self.negate, 'N'),
            (self.investment, 'I'),
            (self.competition, 'C'),
            (self.religion, 'R'),
            (self.event, 'E'),
        ] {
            if on {
                s.push(l);
            }
        }
        s
    }
}

#[derive(Debug, Clone)]
pub struct Invasion {
    /// Legal ground-zero areas for each map configuration, indexed like [`Board::configs`].
    pub entry_by_config: Vec<AreaSet>,
    pub stack_land: u8,
    pub stack_desert_or_sea: u8,
    pub fleet_sea_stack: u8,
    pub spread_excluded: Vec<Terrain>,
}

#[derive(Debug, Clone)]
pub struct Card {
    pub id: CardId,
    pub codes: Codes,
    pub timing: TimingKind,
    pub legend: LegendKind,
    pub provenance: Provenance,
    /// Number of disks put on the card when played as an Investment, and whether they are white.
    pub investment: Option<(u8, bool)>,
    pub invasion: Option<Invasion>,
    /// The card's effect tags (`raw.tags`) that [`tag::NAMES`] knows, one bit each.
    pub tags: u32,
    pub raw: CardRaw,
}

/// The effect tags of the Fate cards' data (`tags`, content-v1) that the NPC brain reads, as bits
/// of [`Card::tags`]. Why bits: the brain asks a card's tags for every card in a hand at each of
/// its play questions and for every targeting question; comparing the tag strings was a
/// measurable part of the Strategist's playouts (docs/performance.md, round 14).
pub mod tag {
    pub const GAIN_CARDS: u32 = 1 << 0;
    pub const DEITY_HELP: u32 = 1 << 1;
    pub const DEITY_HARM: u32 = 1 << 2;
    pub const GAIN_VP: u32 = 1 << 3;
    pub const GAIN_MINA: u32 = 1 << 4;
    pub const OTHERS_LOSE_CARDS: u32 = 1 << 5;
    pub const OTHERS_LOSE_VP: u32 = 1 << 6;
    pub const OTHERS_LOSE_MINA: u32 = 1 << 7;
    pub const REMOVE_OPPOSING: u32 = 1 << 8;
    pub const PLACE_BARBARIANS: u32 = 1 << 9;
    pub const PLACE_OWN: u32 = 1 << 10;
    pub const OTHERS_LOSE_GROWTH: u32 = 1 << 11;
    pub const SELF_COST: u32 = 1 << 12;
    pub const OTHERS_GAIN: u32 = 1 << 13;

    /// Each bit's name in the data.
    pub const NAMES: [(&str, u32); 14] = [
        ("gain_cards", GAIN_CARDS),
        ("deity_help", DEITY_HELP),
        ("deity_harm", DEITY_HARM),
        ("gain_vp", GAIN_VP),
        ("gain_mina", GAIN_MINA),
        ("others_lose_cards", OTHERS_LOSE_CARDS),
        ("others_lose_vp", OTHERS_LOSE_VP),
        ("others_lose_mina", OTHERS_LOSE_MINA),
        ("remove_opposing", REMOVE_OPPOSING),
        ("place_barbarians", PLACE_BARBARIANS),
        ("place_own", PLACE_OWN),
        ("others_lose_growth", OTHERS_LOSE_GROWTH),
        ("self_cost", SELF_COST),
        ("others_gain", OTHERS_GAIN),
    ];

    /// The bits of the tags named (names not in [`NAMES`] have none).
    pub fn bits_of(names: &[String]) -> u32 {
        NAMES
            .iter()
            .filter(|(name, _)| names.iter().any(|n| n == name))
            .fold(0, |m, (_, b)| m | b)
    }
}

impl Card {
    pub fn name(&self) -> &str {
        &self.raw.name
    }
    pub fn is_event(&self) -> bool {
        self.codes.event
    }
    pub fn great_person(&self) -> bool {
        self.raw.great_person
    }
}

/// Fate card ids (below 128) with a code or kind, one bit per card id.
///
/// Why: the rules scan whole hands for these on nearly every step (may anyone negate, commit a
/// Competition card...), and each [`Card`] lies in cache lines of its own, with its texts; a bit
/// test on one word answers without touching them.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct CardSets {
    /// Coded N and played out of turn: may answer a negation window (RB Negation, G10).
    pub negate_window: u128,
    pub negate: u128,
    pub competition: u128,
    pub religion: u128,
    pub investment: u128,
    pub great_person: u128,
}

impl CardSets {
    fn of(cards: &[Option<Card>]) -> CardSets {
        let mut sets = CardSets::default();
        for c in cards.iter().flatten() {
            let b = card_bit(c.id);
            let add = |set: &mut u128, on: bool| {
                if on {
                    *set |= b;
                }
            };
            add(
                &mut sets.negate_window,
                c.codes.negate
                    && matches!(
                        c.timing,
                        TimingKind::OutOfTurnNegate | TimingKind::CardPhaseActionOrNegate
                    ),
            );
            add(&mut sets.negate, c.codes.negate);
            add(&mut sets.competition, c.codes.competition);
            add(&mut sets.religion, c.codes.religion);
            add(&mut sets.investment, c.codes.investment);
            add(&mut sets.great_person, c.great_person());
        }
        sets
    }
}

/// The bit of card `c` in a [`CardSets`] set (none for a Deity or Monotheism id past 127).
pub fn card_bit(c: CardId) -> u128 {
    1u128.checked_shl(u32::from(c.0)).unwrap_or(0)
}

/// Whether card `c` is in `set` (see [`CardSets`]). (Tested in the 64-bit half that holds it:
/// hands are scanned with it for every negation window and competition, and a 128-bit shift
/// costs several instructions.)
pub fn in_set(set: u128, c: CardId) -> bool {
    let i = u32::from(c.0);
    let half = if i < 64 {
        set as u64
    } else {
        (set >> 64) as u64
    };
    i < 128 && (half >> (i & 63)) & 1 != 0
}

#[derive(Debug, Clone)]
pub struct Deity {
    pub id: CardId,
    pub provenance: Provenance,
    pub raw: DeityRaw,
}

#[derive(Debug, Clone)]
pub struct Civ {
    pub kind: CivKind,
    pub name: String,
    pub homes: Vec<AreaId>,
    pub provenance: Provenance,
    pub raw: CivRaw,
    /// For each [`Known`] ability, its position in `raw.abilities` ([`Civ::NOT_HELD`] when the
    /// display lacks it), filled at load. Why: the rules asked for these abilities by name for
    /// every Deployment question, hand-limit check, loss and competition announcement, and the
    /// name comparisons cost more than the rest of some of those checks.
    pub known: [u8; Known::ALL.len()],
}

/// Declares [`Known`] from one list of `Variant => "name on the display"` rows: the enum, its
/// `ALL` (in declaration order, which indexes [`Civ::known`]) and `name`. Why a macro: written as
/// three lists, a variant could be added to the enum and forgotten in `ALL`.
macro_rules! known_abilities {
    ($($v:ident => $name:literal,)+) => {
        /// Display abilities the rules ask about in hot paths, looked up once at load (see
        /// [`Civ::known`]). Each stands for exactly the ability of that name in
        /// `civilizations.ron`.
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub enum Known {
            $($v,)+
        }

        impl Known {
            pub const ALL: [Known; [$(Known::$v),+].len()] = [$(Known::$v),+];
            /// The ability's name on the display (as in `civilizations.ron`).
            pub fn name(self) -> &'static str {
                match self {
                    $(Known::$v => $name,)+
                }
            }
        }
    };
}

known_abilities! {
    Colonists => "Colonists",
    ChariotAristocracy => "Chariot Aristocracy",
    MountainFortresses => "Mountain Fortresses",
    HattushaTheCitadel => "Hattusha, the Citadel",
    ChariotLevy => "Chariot Levy",
    ElamiteArchers => "Elamite Archers",
    HoplitePhalanx => "Hoplite Phalanx",
    WarElephants => "War Elephants",
    MaryannuCharioteers => "Maryannu Charioteers",
    HorseArchers => "Horse Archers",
    SiegeTrain => "Siege Train",
    TheImmortals => "The Immortals",
    SteppeRaiders => "Steppe Raiders",
    GiftOfTheNile => "Gift of the Nile",
    ReveredCityOfGods => "Revered City of Gods",
    HeirsOfBabylon => "Heirs of Babylon",
    Satrapies => "Satrapies",
    MetalworkersOfVan => "Metalworkers of Van",
    GreatGranaries => "Great Granaries",
    NomadHordes => "Nomad Hordes",
    PharaohsGranaries => "Pharaoh's Granaries",
    KingOfTheFourQuarters => "King of the Four Quarters",
    RaidersOfTheSea => "Raiders of the Sea",
    InventorsOfWriting => "Inventors of Writing",
    ArchivesOfAgade => "Archives of Agade",
    StarGazersOfUr => "Star-Gazers of Ur",
    Archivists => "Archivists",
    MastersOfTheInlandSeas => "Masters of the Inland Seas",
    WanderersOfTheSea => "Wanderers of the Sea",
    ZagrosHighlanders => "Zagros Highlanders",
    Captives => "Captives",
    // ACIS's displays (content-acis 5), read by ACIS's rows (`acis::abilities`); Gift of the Nile
    // is named above, and each game reads its own.
    SacredBand => "Sacred Band",
    MercenaryArmies => "Mercenary Armies and Punic Fleet",
    CelticWarbands => "Celtic Warbands",
    GallicGold => "Gallic Gold",
    WealthOfThePharaohs => "Wealth of the Pharaohs",
    IberianSilver => "Iberian Silver",
    HillTribes => "Hill Tribes",
    Alphabet => "Alphabet",
    DeepSeaMariners => "Deep-Sea Mariners",
    MerchantFleets => "Merchant Fleets",
    AchaeanHost => "Achaean Host",
    SackersOfCities => "Sackers of Cities",
    WallsOfTroy => "Walls of Troy",
    DefendersOfIlium => "Defenders of Ilium",
    NumidianHorse => "Numidian Horse",
    AtlasTribes => "Atlas Tribes",
    CaravanTrade => "Caravan Trade",
    Thalassocracy => "Thalassocracy",
    SeaRaids => "Sea Raids",
    LordsOfTheSea => "Lords of the Sea",
    Legions => "Legions",
    RomanExpansion => "Roman Expansion",
}

impl Known {
    /// Whether the ability is on one of ACME's displays (the list's first part; ACIS's follow from
    /// Sacred Band on, Gift of the Nile being on both games' Egypt).
    pub fn of_acme(self) -> bool {
        (self as usize) < Known::SacredBand as usize
    }
}

impl Civ {
    /// [`Civ::known`] entry of an ability the display does not hold.
    pub const NOT_HELD: u8 = u8::MAX;

    /// A display from its checked parts, its [`Civ::known`] table worked out from its abilities.
    pub fn new(kind: CivKind, homes: Vec<AreaId>, provenance: Provenance, raw: CivRaw) -> Civ {
        Civ {
            kind,
            name: raw.name.clone(),
            homes,
            provenance,
            known: Self::known_table(&raw),
            raw,
        }
    }

    /// The verb the civilization's name takes in a sentence shown to players.
    pub fn name_number(&self) -> GrammaticalNumber {
        self.raw.name_number.number
    }

    pub fn has_ability(&self, name: &str) -> bool {
        self.raw.abilities.iter().any(|a| a.name == name)
    }
    /// [`Civ::has_ability`] for a [`Known`] ability, without comparing names.
    pub fn has_known(&self, k: Known) -> bool {
        self.known[k as usize] != Self::NOT_HELD
    }
    /// The position in `raw.abilities` of the first ability named as `k`, if any.
    pub fn known_index(&self, k: Known) -> Option<u8> {
        let i = self.known[k as usize];
        (i != Self::NOT_HELD).then_some(i)
    }
    /// [`Civ::known`] worked out from the display's abilities (the first of a name counts).
    fn known_table(raw: &CivRaw) -> [u8; Known::ALL.len()] {
        Known::ALL.map(|k| {
            raw.abilities
                .iter()
                .position(|a| a.name == k.name())
                .map_or(Self::NOT_HELD, |i| i as u8)
        })
    }
}

#[derive(Debug, Clone)]
pub struct EpochRow {
    pub from: u8,
    pub to: u8,
    pub provenance: Provenance,
    pub raw: EpochRowRaw,
}

/// A game's own words for what the family's rules name differently, read where a text for players
/// is built (the NPC's reasons, the answers' explanations): ACME's mina and Deities, ACIS's
/// talents and Wonders (acis-spec D2, D3). Only the words differ; the rules read the same fields.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Words {
    /// One white disk of a Treasury ("mina", "talent").
    pub coin: &'static str,
    /// Several of them ("mina", "talents").
    pub coins: &'static str,
    /// What the solitaire rules defend and attack beside Gold and Cities ("Deity", "Wonder
    /// block"; content-acis section 7 reads ACME's "Deity (temple)" as "Wonder block").
    pub shrine: &'static str,
    /// The N1.4.3 card categories 2 and 3 (content-acis section 7: "build, un-bury or recharge an
    /// own Wonder", "bury a rival Wonder").
    pub shrine_categories: [&'static str; 2],
    /// The N1.9.D priorities 11, 14 and 16 (content-acis section 7: "enemy Deity (temple)" reads
    /// "enemy Wonder block").
    pub shrine_priorities: [&'static str; 3],
    /// Why an NPC takes the last Turn Order space (ACME: Father of the Gods' note; ACIS: the
    /// Statue of Zeus's NPC line, N1.4.W).
    pub last_space: &'static str,
    /// The rule an NPC's hostility note names when a card cost it something (N1.3.3a: "disks,
    /// cards or mina"; content-acis section 7 reads "mina" as "talents").
    pub hostile_card_loss: &'static str,
}

/// ACME's words.
pub const ACME_WORDS: Words = Words {
    coin: "mina",
    coins: "mina",
    shrine: "Deity",
    shrine_categories: ["establishes, restores or helps its Deity", "harms a Deity"],
    shrine_priorities: [
        "area with an enemy Deity",
        "area adjacent to an enemy Deity",
        "invader: closest to enemy Gold, Deity or City",
    ],
    last_space: "Deity #104 note (extended to ties): the NPC takes the last space",
    hostile_card_loss: "N1.3.3a: it played a card that cost the NPC disks, cards or mina",
};

/// Everything the rules need to know that is not game state.
#[derive(Debug, Clone)]
pub struct Catalog {
    pub board: Board,
    /// Indexed by card id (index 0 unused); 1-103 Fate cards. Deities live in `deities`.
    cards: Vec<Option<Card>>,
    /// Fate card codes as card-id sets, for the hand scans run on nearly every step.
    pub sets: CardSets,
    pub deities: Vec<Deity>,
    /// The Monotheism card's record; `None` for a game of the family that has none.
    pub monotheism: Option<MonotheismRaw>,
    pub civs: Vec<Civ>,
    pub epoch_table: Vec<EpochRow>,
    pub rules_text: RulesTextFile,
    /// The names of a game's cards that are neither Fate cards nor Deities, by id (ACIS's
    /// Wonders, whose uses the negation windows name); none for ACME.
    pub other_cards: Vec<(CardId, String)>,
    /// The game's own words ([`Words`]; ACME's unless the game sets its own).
    pub words: Words,
}

impl Catalog {
    pub fn card(&self, id: CardId) -> &Card {
        self.cards[id.0 as usize]
            .as_ref()
            .expect("Fate card id 1-103")
    }
    pub fn fate_cards(&self) -> impl Iterator<Item = &Card> {
        self.cards.iter().flatten()
    }
    pub fn deity(&self, id: CardId) -> Option<&Deity> {
        self.deities.iter().find(|d| d.id == id)
    }
    pub fn civ(&self, k: CivKind) -> &Civ {
        &self.civs[k.0 as usize]
    }
    /// Civilization by name, case-insensitive, a final 's' optional ("Hittite" finds Hittites).
    pub fn civ_by_name(&self, name: &str) -> Option<CivKind> {
        // ASCII names (all of ours) are compared without lowering copies: every new game looks
        // its civilizations up by name.
        let same = |n: &str| {
            if n.is_ascii() && name.is_ascii() {
                let t = |s: &'_ str| s.trim_end_matches(['s', 'S']).len();
                n.eq_ignore_ascii_case(name) || n[..t(n)].eq_ignore_ascii_case(&name[..t(name)])
            } else {
                let (n, l) = (n.to_lowercase(), name.to_lowercase());
                n == l || n.trim_end_matches('s') == l.trim_end_matches('s')
            }
        };
        self.civs.iter().find(|c| same(&c.name)).map(|c| c.kind)
    }
    /// Name of a Fate card, Deity or Monotheism.
    pub fn card_name(&self, id: CardId) -> &str {
        if (1..=FATE_CARDS).contains(&id.0) {
            self.card(id).name()
        } else {
            self.deity(id)
                .map(|d| d.raw.name.as_str())
                .or_else(|| {
                    let other = self.other_cards.iter().find(|(c, _)| *c == id);
                    other.map(|(_, name)| name.as_str())
                })
                .unwrap_or("?")
        }
    }
    pub fn epoch_row(&self, id: CardId) -> Option<&EpochRow> {
        self.epoch_table
            .iter()
            .find(|r| (r.from..=r.to).contains(&id.0))
    }

    /// A catalog from parts already loaded and checked: how another game of the family hands
    /// its own content to the phases. `cards` are Fate cards 1-103, in any order.
    pub fn from_parts(
        board: Board,
        cards: Vec<Card>,
        deities: Vec<Deity>,
        monotheism: Option<MonotheismRaw>,
        civs: Vec<Civ>,
        epoch_table: Vec<EpochRow>,
        rules_text: RulesTextFile,
    ) -> Catalog {
        let mut by_id: Vec<Option<Card>> = vec![None; FATE_CARDS as usize + 1];
        for c in cards {
            let i = c.id.0 as usize;
            assert!((1..=FATE_CARDS as usize).contains(&i), "Fate card id {i}");
            by_id[i] = Some(c);
        }
        Catalog {
            board,
            sets: CardSets::of(&by_id),
            cards: by_id,
            deities,
            monotheism,
            civs,
            epoch_table,
            rules_text,
            other_cards: Vec::new(),
            words: ACME_WORDS,
        }
    }

    /// Parse and check every data file. All problems are reported, not only the first.
    pub fn from_sources(src: &CatalogSources) -> Result<Catalog, Vec<CatalogError>> {
        let mut errs = Vec::new();
        let map: Option<MapFile> = parse(&src.map, &mut errs);
        let cards: Option<FateCardsFile> = parse(&src.fate_cards, &mut errs);
        let deities: Option<DeitiesFile> = parse(&src.deities, &mut errs);
        let civs: Option<CivilizationsFile> = parse(&src.civilizations, &mut errs);
        let table: Option<EpochTableFile> = parse(&src.epoch_table, &mut errs);
        let rules_text: Option<RulesTextFile> = parse(&src.rules_text, &mut errs);
        let (Some(map), Some(cards), Some(deities), Some(civs), Some(table), Some(rules_text)) =
            (map, cards, deities, civs, table, rules_text)
        else {
            return Err(errs);
        };
        let mut ck = Checker { errs };
        let civ_names: Vec<&str> = civs.civilizations.iter().map(|c| c.name.as_str()).collect();
        let board = ck.board(&src.map, &map, &civ_names, &ACME_CONFIDENCES);
        let civs = ck.civs(&src.civilizations, &civs, &board);
        let cards = ck.cards(&src.fate_cards, cards, &board);
        let deities = ck.deities(&src.deities, &deities);
        let epoch_table = ck.epoch_table(&src.epoch_table, table);
        if !ck.errs.is_empty() {
            return Err(ck.errs);
        }
        Ok(Catalog {
            board,
            sets: CardSets::of(&cards),
            cards,
            deities,
            monotheism: Some(deities_monotheism(&src.deities)),
            civs,
            epoch_table,
            rules_text,
            other_cards: Vec::new(),
            words: ACME_WORDS,
        })
    }
}

fn deities_monotheism(src: &(String, String)) -> MonotheismRaw {
    ron::from_str::<DeitiesFile>(&src.1)
        .expect("parsed above")
        .monotheism
}

/// Parse one data file; a file that does not read is reported at the line serde stopped at.
pub(crate) fn parse<T: for<'de> Deserialize<'de>>(
    src: &(String, String),
    errs: &mut Vec<CatalogError>,
) -> Option<T> {
    match ron::from_str::<T>(&src.1) {
        Ok(v) => Some(v),
        Err(e) => {
            errs.push(CatalogError {
                file: src.0.clone(),
                line: e.span.start.line,
                message: format!("{} (column {})", e.code, e.span.start.col),
            });
            None
        }
    }
}

/// Finds the line of a record in a file's text: the first line containing each anchor in turn.
fn locate(text: &str, anchors: &[&str]) -> usize {
    let mut pos = 0;
    for a in anchors {
        if let Some(i) = text[pos..].find(a) {
            pos += i;
        } else {
            break;
        }
    }
    text[..pos].matches('\n').count() + 1
}

/// Collects every problem of the data files (a game's catalog checks its own records with it, and
/// reads its map through [`Checker::board`]).
pub(crate) struct Checker {
    pub errs: Vec<CatalogError>,
}

/// The adjacency confidences ACME's map uses (map-v1: stated in a text, or geography).
const ACME_CONFIDENCES: [&str; 2] = ["text", "geo"];

impl Checker {
    pub(crate) fn err(&mut self, src: &(String, String), anchors: &[&str], message: String) {
        self.errs.push(CatalogError {
            file: src.0.clone(),
            line: locate(&src.1, anchors),
            message,
        });
    }

    /// The map file (content 2): its areas, adjacency (checked both ways and against the
    /// per-pair table, whose confidences must be among `confidences`), aliases, configurations,
    /// river borders and area groups. `civs` names the game's civilizations, by index.
    pub(crate) fn board(
        &mut self,
        src: &(String, String),
        map: &MapFile,
        civs: &[&str],
        confidences: &[&str],
    ) -> Board {
        let (mut names, areas) = self.board_areas(src, map, civs);
        let adj = self.board_adjacency(src, map, &names, &areas);
        let confidence = self.board_adjacency_table(src, map, &names, &areas, &adj, confidences);
        self.board_aliases(src, map, &mut names);
        let configs = self.board_configs(src, map, &names, &areas, &adj);
        let rivers = self.board_rivers(src, map, &names, &adj);
        let groups = self.board_groups(src, map, &names);
        let land = areas
            .iter()
            .enumerate()
            .filter(|(_, a)| a.is_land())
            .fold(0, |m, (i, _)| m | 1u128 << i);
        let desert_or_sea = areas
            .iter()
            .enumerate()
            .filter(|(_, a)| a.is_desert_or_sea())
            .fold(0, |m, (i, _)| m | 1u128 << i);
        let deep_seas = areas
            .iter()
            .enumerate()
            .filter(|(_, a)| a.is_deep_sea())
            .fold(0, |m, (i, _)| m | 1u128 << i);
        let mut terrains: [AreaSet; 5] = [0; 5];
        for (i, a) in areas.iter().enumerate() {
            terrains[a.terrain as usize] |= 1u128 << i;
        }
        let mut by_rank: Vec<AreaId> = (0..areas.len()).map(|i| AreaId(i as u8)).collect();
        by_rank.sort_by_key(|&a| (areas[a.0 as usize].ne_sw_rank, a));
        Board {
            areas,
            adj,
            configs,
            rivers,
            adjacency_confidence: confidence,
            names,
            groups,
            land,
            desert_or_sea,
            deep_seas,
            terrains,
            by_rank,
        }
    }

    /// The areas (at most 128, each name once, kind fitting the terrain), by lowercase name.
    fn board_areas(
        &mut self,
        src: &(String, String),
        map: &MapFile,
        civs: &[&str],
    ) -> (BTreeMap<String, AreaId>, Vec<Area>) {
        let mut names = BTreeMap::new();
        let mut areas = Vec::new();
        if map.areas.len() > 128 {
            self.err(
                src,
                &["areas:"],
                format!("{} areas; at most 128 are supported", map.areas.len()),
            );
        }
        for (i, a) in map.areas.iter().enumerate() {
            let anchor = format!("name: \"{}\"", a.name);
            if names
                .insert(a.name.to_lowercase(), AreaId(i as u8))
                .is_some()
            {
                self.err(
                    src,
                    &[&anchor, &anchor],
                    format!("area '{}' is listed twice", a.name),
                );
            }
            let land = a.kind == AreaKind::Land;
            if land == (a.terrain == Terrain::Sea) {
                self.err(
                    src,
                    &[&anchor],
                    format!(
                        "area '{}': kind {:?} does not fit terrain {:?}",
                        a.name, a.kind, a.terrain
                    ),
                );
            }
            if a.island && !land {
                self.err(
                    src,
                    &[&anchor],
                    format!("area '{}' is a Sea area marked as an island", a.name),
                );
            }
            if land && a.depth.is_some() {
                self.err(
                    src,
                    &[&anchor, "depth"],
                    format!("area '{}' is a land area with a sea depth", a.name),
                );
            }
            if !land && a.island_group.is_some() {
                self.err(
                    src,
                    &[&anchor, "island_group"],
                    format!("area '{}' is a Sea area in an island group", a.name),
                );
            }
            let mut home_of = Vec::new();
            for c in &a.home_of {
                match civs.iter().position(|x| x == c) {
                    Some(k) => home_of.push(CivKind(k as u8)),
                    None => self.err(
                        src,
                        &[&anchor, "home_of"],
                        format!("area '{}': unknown civilization '{}'", a.name, c),
                    ),
                }
            }
            areas.push(Area {
                id: AreaId(i as u8),
                name: a.name.clone(),
                kind: a.kind,
                terrain: a.terrain,
                depth: (!land).then(|| a.depth.unwrap_or_default()),
                island: a.island,
                island_group: a.island_group.clone(),
                home_of,
                edges: a.edges.clone(),
                lon: a.lon,
                lat: a.lat,
                ne_sw_rank: a.ne_sw_rank,
                terrain_basis: a.terrain_basis.clone(),
                notes: a.notes.clone(),
            });
        }
        (names, areas)
    }

    /// The adjacency from each area's own list: known areas, not itself, symmetric.
    fn board_adjacency(
        &mut self,
        src: &(String, String),
        map: &MapFile,
        names: &BTreeMap<String, AreaId>,
        areas: &[Area],
    ) -> Vec<AreaSet> {
        let n = areas.len().min(128);
        let mut adj = vec![0u128; n];
        for (i, a) in map.areas.iter().enumerate().take(n) {
            let anchor = format!("name: \"{}\"", a.name);
            for b in &a.adjacent {
                match names.get(&b.to_lowercase()) {
                    Some(&j) if j.0 as usize == i => self.err(
                        src,
                        &[&anchor],
                        format!("area '{}' is adjacent to itself", a.name),
                    ),
                    Some(&j) => adj[i] |= bit(j),
                    None => self.err(
                        src,
                        &[&anchor, &format!("\"{b}\"")],
                        format!("area '{}': unknown adjacent area '{}'", a.name, b),
                    ),
                }
            }
        }
        for i in 0..n {
            for j in iter_set(adj[i]) {
                if adj[j.0 as usize] & (1u128 << i) == 0 {
                    let anchor = format!("name: \"{}\"", areas[i].name);
                    self.err(src, &[&anchor], format!(
                        "adjacency is not symmetric: '{}' lists '{}' but not the other way round",
                        areas[i].name, areas[j.0 as usize].name
                    ));
                }
            }
        }
        adj
    }

    /// The per-pair adjacency table with its confidence, which must describe exactly the graph of
    /// the areas' own lists.
    fn board_adjacency_table(
        &mut self,
        src: &(String, String),
        map: &MapFile,
        names: &BTreeMap<String, AreaId>,
        areas: &[Area],
        adj: &[AreaSet],
        confidences: &[&str],
    ) -> BTreeMap<(AreaId, AreaId), String> {
        let n = adj.len();
        // The per-pair list (with confidence) must describe exactly the same graph.
        let mut confidence = BTreeMap::new();
        let mut listed = vec![0u128; n];
        for p in &map.adjacencies {
            let anchor = format!("(a: \"{}\", b: \"{}\"", p.a, p.b);
            match (
                names.get(&p.a.to_lowercase()),
                names.get(&p.b.to_lowercase()),
            ) {
                (Some(&a), Some(&b)) => {
                    listed[a.0 as usize] |= bit(b);
                    listed[b.0 as usize] |= bit(a);
                    if !confidences.contains(&p.confidence.as_str()) {
                        self.err(
                            src,
                            &["adjacencies:", &anchor],
                            format!(
                                "adjacency {}-{}: confidence '{}' is not {}",
                                p.a,
                                p.b,
                                p.confidence,
                                confidences.join(" or ")
                            ),
                        );
                    }
                    confidence.insert((a.min(b), a.max(b)), p.confidence.clone());
                }
                _ => self.err(
                    src,
                    &["adjacencies:", &anchor],
                    format!("adjacency {}-{} names an unknown area", p.a, p.b),
                ),
            }
        }
        for i in 0..n {
            if listed[i] != adj[i] {
                let anchor = format!("name: \"{}\"", areas[i].name);
                self.err(
                    src,
                    &[&anchor],
                    format!(
                        "area '{}': its adjacent list differs from the adjacencies table",
                        areas[i].name
                    ),
                );
            }
        }
        confidence
    }

    /// Other names of areas, each pointing to a known area (an alias never hides an area's name).
    fn board_aliases(
        &mut self,
        src: &(String, String),
        map: &MapFile,
        names: &mut BTreeMap<String, AreaId>,
    ) {
        for al in &map.aliases {
            match names.get(&al.area.to_lowercase()).copied() {
                Some(id) => {
                    names.entry(al.alias.to_lowercase()).or_insert(id);
                }
                None => self.err(
                    src,
                    &["aliases:", &format!("alias: \"{}\"", al.alias)],
                    format!("alias '{}' points to unknown area '{}'", al.alias, al.area),
                ),
            }
        }
    }

    /// The areas of a list as a set; unknown names are reported at `anchor`.
    pub(crate) fn area_set(
        &mut self,
        src: &(String, String),
        names: &BTreeMap<String, AreaId>,
        list: &[String],
        anchor: &str,
    ) -> AreaSet {
        let mut s = 0;
        for a in list {
            match names.get(&a.to_lowercase()) {
                Some(&id) => s |= bit(id),
                None => self.err(
                    src,
                    &[anchor, &format!("\"{a}\"")],
                    format!("unknown area '{a}'"),
                ),
            }
        }
        s
    }

    /// The map configurations (a 'Full' one among them), each closed by its marker line.
    fn board_configs(
        &mut self,
        src: &(String, String),
        map: &MapFile,
        names: &BTreeMap<String, AreaId>,
        areas: &[Area],
        adj: &[AreaSet],
    ) -> Vec<MapConfig> {
        let n = adj.len();
        let mut configs = Vec::new();
        for c in &map.configurations {
            let anchor = format!("name: \"{}\"", c.name);
            let markers = self.area_set(src, names, &c.marker_areas, &anchor);
            let playable = self.area_set(src, names, &c.playable_areas, &anchor);
            let edge_areas = self.area_set(src, names, &c.edge_areas, &anchor);
            if markers & playable != 0 {
                self.err(
                    src,
                    &[&anchor],
                    format!("configuration '{}': a marker area is also playable", c.name),
                );
            }
            // Nothing playable may touch an excluded area except through a marker (RB: the line of
            // white disks is the map edge).
            let all: AreaSet = if n == 128 {
                u128::MAX
            } else {
                (1u128 << n) - 1
            };
            let excluded = all & !playable & !markers;
            for p in iter_set(playable) {
                if adj[p.0 as usize] & excluded != 0 {
                    let other = iter_set(adj[p.0 as usize] & excluded).next().unwrap();
                    self.err(src, &[&anchor], format!(
                        "configuration '{}': playable '{}' touches '{}', which is beyond the marker line",
                        c.name, areas[p.0 as usize].name, areas[other.0 as usize].name
                    ));
                }
            }
            configs.push(MapConfig {
                name: c.name.clone(),
                markers,
                playable,
                edge_areas,
                edge_sides: c.edge_sides.clone(),
                notes: c.notes.clone(),
            });
        }
        if !configs.iter().any(|c| c.name == "Full") {
            self.err(
                src,
                &["configurations:"],
                "no 'Full' map configuration".into(),
            );
        }
        configs
    }

    /// The river borders, each between two adjacent areas.
    fn board_rivers(
        &mut self,
        src: &(String, String),
        map: &MapFile,
        names: &BTreeMap<String, AreaId>,
        adj: &[AreaSet],
    ) -> Vec<RiverBorder> {
        let mut rivers = Vec::new();
        for r in &map.river_borders {
            let anchor = format!("(river: \"{}\", seq: {},", r.river, r.seq);
            match (
                names.get(&r.a.to_lowercase()),
                names.get(&r.b.to_lowercase()),
            ) {
                (Some(&a), Some(&b)) if adj[a.0 as usize] & bit(b) != 0 => {
                    rivers.push(RiverBorder {
                        river: r.river.clone(),
                        a,
                        b,
                    })
                }
                (Some(_), Some(_)) => self.err(
                    src,
                    &["river_borders:", &anchor],
                    format!(
                        "river border {}-{} joins areas that are not adjacent",
                        r.a, r.b
                    ),
                ),
                _ => self.err(
                    src,
                    &["river_borders:", &anchor],
                    format!("river border {}-{} names an unknown area", r.a, r.b),
                ),
            }
        }
        rivers
    }

    /// The named groups of areas (e.g. "Inland Seas").
    fn board_groups(
        &mut self,
        src: &(String, String),
        map: &MapFile,
        names: &BTreeMap<String, AreaId>,
    ) -> BTreeMap<String, AreaSet> {
        let mut groups = BTreeMap::new();
        for g in &map.area_groups {
            let anchor = format!("(name: \"{}\"", g.name);
            let s = self.area_set(src, names, &g.areas, &anchor);
            groups.insert(g.name.clone(), s);
        }
        groups
    }

    fn civs(
        &mut self,
        src: &(String, String),
        file: &CivilizationsFile,
        board: &Board,
    ) -> Vec<Civ> {
        let mut out = Vec::new();
        for (i, c) in file.civilizations.iter().enumerate() {
            let anchor = format!("name: \"{}\"", c.name);
            let mut homes = Vec::new();
            for h in &c.home_areas {
                match board.find(h) {
                    Some(a) => homes.push(a),
                    None => self.err(
                        src,
                        &[&anchor, &format!("\"{h}\"")],
                        format!("civilization '{}': unknown Home area '{}'", c.name, h),
                    ),
                }
            }
            if homes.is_empty() && c.name != "Sea Peoples" {
                self.err(
                    src,
                    &[&anchor],
                    format!("civilization '{}' has no Home area", c.name),
                );
            }
            if c.epochs.is_empty() || c.epochs.iter().any(|e| !(1..=4).contains(e)) {
                self.err(
                    src,
                    &[&anchor, "epochs"],
                    format!("civilization '{}': epochs must be within I-IV", c.name),
                );
            }
            let provenance = self.provenance(src, &[&anchor, "provenance:"], &c.provenance);
            self.provenance(src, &[&anchor, "name_number:"], &c.name_number.provenance);
            for ab in &c.abilities {
                self.provenance(
                    src,
                    &[&anchor, &format!("name: \"{}\"", ab.name)],
                    &ab.provenance,
                );
            }
            out.push(Civ {
                kind: CivKind(i as u8),
                name: c.name.clone(),
                homes,
                provenance,
                raw: c.clone(),
                known: Civ::known_table(c),
            });
        }
        if out.len() != 17 {
            self.err(
                src,
                &["civilizations:"],
                format!("{} civilizations; the game has 17", out.len()),
            );
        }
        // A `Known` ability no display holds is a misspelt name: the rule would never apply
        // (ACME's part of the list: ACIS's displays hold the rest, checked by ACIS's tests).
        for k in Known::ALL.into_iter().filter(|&k| k.of_acme()) {
            if !out.is_empty() && !out.iter().any(|c| c.has_known(k)) {
                self.err(
                    src,
                    &["civilizations:"],
                    format!("no civilization has the ability \"{}\"", k.name()),
                );
            }
        }
        out
    }

    pub(crate) fn provenance(
        &mut self,
        src: &(String, String),
        anchors: &[&str],
        p: &str,
    ) -> Provenance {
        Provenance::parse(p).unwrap_or_else(|| {
            self.err(
                src,
                anchors,
                format!("provenance '{p}' is not confirmed, completed, inferred or designed"),
            );
            Provenance::Designed
        })
    }

    fn cards(
        &mut self,
        src: &(String, String),
        file: FateCardsFile,
        board: &Board,
    ) -> Vec<Option<Card>> {
        let mut cards: Vec<Option<Card>> = vec![None; FATE_CARDS as usize + 1];
        for c in file.fate_cards {
            let anchor = format!("id: {},", c.id);
            let at = [anchor.as_str()];
            if !(1..=FATE_CARDS).contains(&c.id) {
                self.err(
                    src,
                    &at,
                    format!("card id {} is outside 1-{}", c.id, FATE_CARDS),
                );
                continue;
            }
            if cards[c.id as usize].is_some() {
                self.err(
                    src,
                    &[&anchor, &anchor],
                    format!("card id {} appears twice", c.id),
                );
                continue;
            }
            let codes = self.card_codes(src, &anchor, &c);
            let (timing, legend) = self.card_kinds(src, &anchor, &c, &codes);
            let provenance = self.provenance(src, &[&anchor, "provenance:"], &c.provenance);
            let investment = c
                .investment
                .as_ref()
                .map(|i| (i.disks, i.disk_type == "white"));
            let invasion = c
                .invasion
                .as_ref()
                .map(|inv| self.card_invasion(src, &anchor, c.id, inv, board));
            let id = c.id;
            cards[id as usize] = Some(Card {
                id: CardId(id),
                codes,
                timing,
                legend,
                provenance,
                investment,
                invasion,
                tags: tag::bits_of(&c.tags),
                raw: c,
            });
        }
        for id in 1..=FATE_CARDS {
            if cards[id as usize].is_none() {
                self.err(src, &["fate_cards:"], format!("card id {id} is missing"));
            }
        }
        cards
    }

    /// The card's codes (N, I, C, R, E: RB card anatomy).
    fn card_codes(&mut self, src: &(String, String), anchor: &str, c: &CardRaw) -> Codes {
        let mut codes = Codes::default();
        for code in &c.codes {
            if !codes.set(code) {
                self.err(
                    src,
                    &[anchor, "codes"],
                    format!("card {}: unknown code '{}'", c.id, code),
                );
            }
        }
        codes
    }

    /// The card's timing and legend, which must agree with its E and I codes.
    fn card_kinds(
        &mut self,
        src: &(String, String),
        anchor: &str,
        c: &CardRaw,
        codes: &Codes,
    ) -> (TimingKind, LegendKind) {
        let timing = TimingKind::parse(&c.timing_kind).unwrap_or_else(|| {
            self.err(
                src,
                &[anchor, "timing_kind"],
                format!("card {}: unknown timing_kind '{}'", c.id, c.timing_kind),
            );
            TimingKind::CardPhaseAction
        });
        let legend = LegendKind::parse(&c.legend_kind).unwrap_or_else(|| {
            self.err(
                src,
                &[anchor, "legend_kind"],
                format!("card {}: unknown legend_kind '{}'", c.id, c.legend_kind),
            );
            LegendKind::Discard
        });
        if codes.event != (timing == TimingKind::ImmediateEvent) {
            self.err(
                src,
                &[anchor],
                format!(
                    "card {}: the E code and the immediate_event timing must go together",
                    c.id
                ),
            );
        }
        if codes.investment != c.investment.is_some() {
            self.err(
                src,
                &[anchor],
                format!(
                    "card {}: the I code and the investment record must go together",
                    c.id
                ),
            );
        }
        (timing, legend)
    }

    /// An invasion's record (Barbarian Invasion Events): entry areas playable in each known
    /// configuration, stacks, and the terrains it does not spread into.
    fn card_invasion(
        &mut self,
        src: &(String, String),
        anchor: &str,
        id: u8,
        inv: &InvasionRaw,
        board: &Board,
    ) -> Invasion {
        let mut entry_by_config = vec![0u128; board.configs.len()];
        for e in &inv.entry_areas_by_configuration {
            match board.configs.iter().position(|k| k.name == e.configuration) {
                Some(k) => {
                    for a in &e.areas {
                        match board.find(a) {
                            Some(id) if board.configs[k].playable & bit(id) != 0 => {
                                entry_by_config[k] |= bit(id)
                            }
                            Some(_) => self.err(
                                src,
                                &[anchor, &format!("\"{a}\"")],
                                format!(
                                    "card {}: entry area '{}' is not playable in '{}'",
                                    id, a, e.configuration
                                ),
                            ),
                            None => self.err(
                                src,
                                &[anchor, &format!("\"{a}\"")],
                                format!("card {}: unknown entry area '{}'", id, a),
                            ),
                        }
                    }
                }
                None => self.err(
                    src,
                    &[anchor, &e.configuration],
                    format!("card {}: unknown configuration '{}'", id, e.configuration),
                ),
            }
        }
        let spread_excluded = inv
            .spread_excluded_terrain
            .iter()
            .filter_map(|t| match t.to_lowercase().as_str() {
                "fertile" => Some(Terrain::Fertile),
                "plain" => Some(Terrain::Plain),
                "mountain" => Some(Terrain::Mountain),
                "desert" => Some(Terrain::Desert),
                "sea" => Some(Terrain::Sea),
                _ => None,
            })
            .collect();
        Invasion {
            entry_by_config,
            stack_land: inv.stack_land,
            stack_desert_or_sea: inv.stack_desert_or_sea,
            fleet_sea_stack: inv.fleet_sea_stack,
            spread_excluded,
        }
    }

    fn deities(&mut self, src: &(String, String), file: &DeitiesFile) -> Vec<Deity> {
        let mut out: Vec<Deity> = Vec::new();
        for d in &file.deities {
            let anchor = format!("id: {},", d.id);
            if !(FIRST_DEITY..=LAST_DEITY).contains(&d.id) {
                self.err(
                    src,
                    &[&anchor],
                    format!(
                        "Deity id {} is outside {}-{}",
                        d.id, FIRST_DEITY, LAST_DEITY
                    ),
                );
            }
            if out.iter().any(|x| x.id.0 == d.id) {
                self.err(
                    src,
                    &[&anchor, &anchor],
                    format!("Deity id {} appears twice", d.id),
                );
            }
            let provenance = self.provenance(src, &[&anchor, "provenance:"], &d.provenance);
            out.push(Deity {
                id: CardId(d.id),
                provenance,
                raw: d.clone(),
            });
        }
        if out.len() != 7 {
            self.err(
                src,
                &["deities:"],
                format!("{} Deities; the game has 7", out.len()),
            );
        }
        if file.monotheism.card_id != MONOTHEISM.0 {
            self.err(
                src,
                &["monotheism:", "card_id"],
                format!("Monotheism must be card {}", MONOTHEISM.0),
            );
        }
        out
    }

    /// The Change of Epoch Table: rows within 1-103, every id covered by exactly one row.
    pub(crate) fn epoch_table(
        &mut self,
        src: &(String, String),
        file: EpochTableFile,
    ) -> Vec<EpochRow> {
        let mut covered = [false; FATE_CARDS as usize + 1];
        let mut out = Vec::new();
        for r in file.epoch_table {
            let anchor = format!("id_from: {},", r.id_from);
            if r.id_from > r.id_to || r.id_from == 0 || r.id_to > FATE_CARDS {
                self.err(
                    src,
                    &[&anchor],
                    format!(
                        "row {}-{} is not a range within 1-{}",
                        r.id_from, r.id_to, FATE_CARDS
                    ),
                );
                continue;
            }
            for id in r.id_from..=r.id_to {
                if covered[id as usize] {
                    self.err(src, &[&anchor], format!("id {id} is covered by two rows"));
                }
                covered[id as usize] = true;
            }
            let provenance = self.provenance(src, &[&anchor, "provenance:"], &r.provenance);
            out.push(EpochRow {
                from: r.id_from,
                to: r.id_to,
                provenance,
                raw: r,
            });
        }
        if let Some(id) = (1..=FATE_CARDS).find(|&i| !covered[i as usize]) {
            self.err(
                src,
                &["epoch_table:"],
                format!("id {id} has no row in the Change of Epoch Table"),
            );
        }
        out
    }
}

#[cfg(test)]
mod tag_tests {
    use super::{FATE_CARDS, tag};

    /// Every effect tag the NPC brain reads as a bit (`tag::NAMES`) is spelt as in the Fate cards'
    /// data, and each card's bits are exactly its known tags: a misspelt name would leave its rule
    /// (N1.4.3's categories, N1.4.7, N1.4.9, N1.4.10) blind to every card.
    #[test]
    fn npc_tag_bits_match_the_fate_card_data() {
        let cat = crate::games::acme::data::builtin();
        for (name, bit) in tag::NAMES {
            let cards: Vec<u8> = (1..=FATE_CARDS)
                .filter(|&id| {
                    cat.card(super::CardId(id))
                        .raw
                        .tags
                        .iter()
                        .any(|t| t == name)
                })
                .collect();
            assert!(!cards.is_empty(), "no Fate card has the tag {name}");
            for id in 1..=FATE_CARDS {
                let card = cat.card(super::CardId(id));
                assert_eq!(
                    card.tags & bit != 0,
                    cards.contains(&id),
                    "card #{id}, tag {name}"
                );
            }
        }
    }
}
