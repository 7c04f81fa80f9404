//! The data types of scenarios: the scenario file ([`ScenarioDef`]), the setup a record carries
//! ([`ScenarioSetup`]) and the scenario part of the game state ([`ScenarioState`]). They live
//! beside `state.rs` so that the state imports nothing above it; the scenario rules that use them
//! are in `rules::scenario`, which re-exports every type here under its old path.

use serde::{Deserialize, Serialize};

use crate::games::acme::catalog::{AreaId, AreaSet, CardId, CivKind};
use crate::games::acme::state::{Color, MAX_SLOTS, Slot};

// =============================================================================================
// The scenario file
// =============================================================================================

fn is_zero(n: &u32) -> bool {
    *n == 0
}

/// What sort of setup a file describes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum ScenarioKind {
    /// A Rulebook basic setup (RB p9-12), built by `setup::basic`.
    Basic,
    /// A historical scenario of playbook-spec §4.
    Historical,
    /// A sandbox ("situation") setup of playbook-spec G3.8: the players choose the civilizations.
    Sandbox,
    /// Made by the solitaire scenario creator (playbook-spec §2).
    Created,
}

/// One scenario, as written in `assets/scenarios/NAME.ron`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScenarioDef {
    /// The game the scenario is of (absent: ACME). Like `rules_version`, not written when left
    /// at its default, so that the state of a scenario game (which holds this definition) and its
    /// hash stay what they were.
    #[serde(default, skip_serializing_if = "crate::game_id::is_acme")]
    pub game: crate::game_id::GameId,
    /// The version of that game's rules the file was written for (absent: the rules of the
    /// program reading it). A file for newer rules than the program plays is refused.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub rules_version: u32,
    /// The file's name without `.ron` (what `acme simulate --scenario` takes).
    pub id: String,
    pub title: String,
    pub kind: ScenarioKind,
    /// Where the scenario is written down (e.g. "playbook-spec H4.13").
    pub source: String,
    pub period: String,
    /// Two lines for the scenario list.
    pub description: Vec<String>,
    /// Map configuration (assets/data/map.ron).
    pub map: String,
    #[serde(default = "one")]
    pub start_epoch: u8,
    #[serde(default = "one")]
    pub start_turn: u8,
    /// The game ends after this Epoch (unless an end rule ends it earlier).
    #[serde(default = "four")]
    pub last_epoch: u8,
    /// A Rulebook basic setup: the player count it restates (`setup::basic` builds it).
    #[serde(default)]
    pub basic: Option<u8>,
    #[serde(default)]
    pub civs: Vec<CivDef>,
    /// Factions that are neither players nor NPCs (Troy, Independents, neutral Egypt).
    #[serde(default)]
    pub neutrals: Vec<NeutralDef>,
    /// Barbarian disks placed before any civilization deploys.
    #[serde(default)]
    pub barbarians: Vec<(String, u8)>,
    #[serde(default)]
    pub turn_order: TurnOrderDef,
    /// Who deploys when (default: everyone in Turn Order).
    #[serde(default)]
    pub deploy_first: Vec<String>,
    /// Deployments made after everyone else's, in this order (Seleucus's 6 more, pre-game turns).
    #[serde(default)]
    pub deploy_after: Vec<(String, Deploy)>,
    /// Cards dealt to each civilization at the start (RB: 5), unless its entry says otherwise.
    #[serde(default = "five")]
    pub hand: u8,
    /// Rostam: this many Fate cards with the Events shuffled into them go on top of the deck.
    #[serde(default)]
    pub storm_on_top: Option<u8>,
    #[serde(default)]
    pub end: Vec<EndRule>,
    #[serde(default)]
    pub victory: Vec<VictoryRule>,
    #[serde(default)]
    pub special_rules: Vec<SpecialRule>,
    /// Rules that apply only when one human plays against NPCs (e.g. Sargon's Gold).
    #[serde(default)]
    pub solitaire_rules: Vec<SpecialRule>,
    /// Controllers allowed for each number of human players.
    #[serde(default)]
    pub players: Vec<PlayerCount>,
    /// Initial NPC hostility and Primary Enemy rules (read by the NPC brain).
    #[serde(default)]
    pub npc: NpcDef,
    /// Sandbox setups: the civilizations the players may choose.
    #[serde(default)]
    pub sandbox: Option<SandboxDef>,
    /// An Exploration game (X2.1.1) unless the players choose otherwise.
    #[serde(default)]
    pub exploration: Option<ExplorationOptions>,
    /// The playbook-spec §7 readings this scenario implements (one line each).
    #[serde(default)]
    pub readings: Vec<String>,
}

fn one() -> u8 {
    1
}
fn four() -> u8 {
    4
}
fn five() -> u8 {
    5
}
fn twelve() -> u16 {
    12
}

/// A civilization of a scenario.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CivDef {
    /// The name players read ("Macedon", "Kingdom of Ptolemy"); the display's name if empty.
    pub name: String,
    /// The civilization display used (assets/data/civilizations.ron).
    pub display: String,
    pub color: Color,
    /// Double-Disk option (G3.3.1): a second colour set, 98 disks.
    #[serde(default)]
    pub second_color: Option<Color>,
    /// The Homeland block's area; `None`: the owner chooses among the display's Homelands.
    #[serde(default)]
    pub homeland: Option<String>,
    /// Initial deployment, in order.
    #[serde(default)]
    pub deploy: Vec<Deploy>,
    #[serde(default)]
    pub gold: Vec<String>,
    #[serde(default)]
    pub strongholds: Vec<String>,
    #[serde(default)]
    pub deity: DeityDef,
    /// Cards dealt (overrides the scenario's `hand`).
    #[serde(default)]
    pub hand: Option<u8>,
    /// Cards searched from the deck into this hand before the deal.
    #[serde(default)]
    pub fixed_cards: Vec<u8>,
    #[serde(default)]
    pub vp: u32,
    #[serde(default)]
    pub mina: u16,
    /// Turn Order box (1-based) fixed by the scenario whatever the draw.
    #[serde(default)]
    pub turn_box: Option<u8>,
    /// Always last in Turn Order (moved there after the draw and after every reset).
    #[serde(default)]
    pub always_last: bool,
}

/// A neutral faction: on the map, never a player; it grows, draws and scores nothing.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NeutralDef {
    pub name: String,
    pub color: Color,
    pub disks: Vec<(String, u8)>,
    #[serde(default)]
    pub strongholds: Vec<String>,
    /// Neutral factions with this tag are friends of that civilization (Rostam's Independents).
    #[serde(default)]
    pub friend_of: Option<String>,
}

/// How a civilization's initial disks are placed.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Deploy {
    /// Exactly these disks (3 = City, 2 = Settlement, 1 = Camp).
    Place(Vec<(String, u8)>),
    /// This many disks in the Homeland (wherever it was chosen).
    Home(u8),
    /// Default Setup Rule 8 with this many disks (G3.1.8).
    Rule8(u16),
    /// Rule 8 steps b-d only: the Homeland already holds its disks (H4.01.2, H4.09.4).
    Rule8Around(u16),
    /// Rule 8 that leaves these areas alone (H4.08.3: Akkad and Samarra).
    Rule8Except { n: u16, except: Vec<String> },
    /// Each disk into an area already holding one of the civilization's disks, or (if
    /// `adjacent_empty`) into an empty area next to one (H4.12.3, H4.16.5a).
    NearOwn { n: u16, adjacent_empty: bool },
    /// Pairs of disks into Land areas within `within` areas of `center` that hold no Barbarians
    /// and none of its own disks (H4.11.7).
    Pairs {
        center: String,
        within: u32,
        pairs: u8,
    },
    /// One disk in every playable Land area that holds no disks yet (H4.16.4f).
    EveryEmptyLand(u8),
    /// Disks put straight into the Disks for Growth box for the first Growth Phase (G3.8.8,
    /// H4.13.18).
    GrowthBox(u16),
}

/// A civilization's starting Deity.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum DeityDef {
    #[default]
    None,
    /// A random available Deity, established at no cost (G3.6.3, H4.02.4).
    Random,
    /// This Deity (104-110), established at no cost.
    Fixed(u8),
    /// The Israelites' Monotheism (#95), established (H4.02.4).
    Monotheism,
}

/// Turn Order at the start.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum TurnOrderDef {
    /// Drawn at random (G3.1.7), then the civilizations' `turn_box` / `always_last` apply.
    #[default]
    Random,
    /// Exactly this order, first to last.
    Fixed(Vec<String>),
}

/// The duration and the end of the game.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum EndRule {
    /// No Sudden End of Epoch check at the end of these turns (in this Epoch, or every Epoch).
    NoSuddenEnd { epoch: Option<u8>, turns: Vec<u8> },
    /// No Sudden End check in the game's final Epoch: it lasts its four turns (X2.1.7a).
    NoSuddenEndInFinalEpoch,
    /// This Event is ignored when drawn or revealed: discarded and replaced (H4.02.5, H4.06.4), in
    /// one Epoch or in every Epoch.
    IgnoreCard { card: u8, epoch: Option<u8> },
    /// Every Event drawn up to this turn of this Epoch is ignored, discarded and replaced.
    IgnoreEventsUntil { epoch: u8, turn: u8 },
    /// From the end of `from_turn` of the final Epoch, reveal a card at the end of each turn to
    /// see whether another is played; never past `last_turn` (H4.12.2, H4.13.11, H4.16.3).
    RevealToContinue {
        from_turn: u8,
        last_turn: u8,
        rule: ContinueRule,
    },
    /// The game ends at the checkpoint when a civilization Controls its own Homeland and `others`
    /// other civilizations' Homelands (the winner is then decided by the usual VP count).
    HomelandConquest { others: u8, at: Checkpoint },
    /// The game ends at the end of any turn in which the VP leader is this far ahead of the second.
    VpLead(u32),
}

/// How a reveal decides whether another turn is played.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum ContinueRule {
    /// Even ID: another turn; odd: the game ends.
    EvenContinues,
    /// The game ends if the ID contains one of these digits; otherwise one more turn.
    EndsOnDigits(String),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Checkpoint {
    /// At the end of the Competition Phase.
    EndOfCompetition,
    /// At the end of the Victory Tally Step.
    EndOfTally,
    /// At the end of the turn.
    EndOfTurn,
}

/// Victory rules other than "most VP" (RB Endgame).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum VictoryRule {
    /// H4.01.4: at the end of a Competition Phase, a civilization Controlling its own and the
    /// opponent's Homeland wins at once.
    HomelandsWin,
    /// H4.13.14a/e, H4.13.22, H4.13.23: Alexander the Great (Macedon against four Persian
    /// factions).
    Alexander {
        macedon: String,
        persians: Vec<String>,
        /// The Central Zone: the game ends when no Gold lies under its disks (H4.13.14e).
        central: String,
        /// Homeland bonuses of the Macedonian total: (civilization, VP).
        homeland_vp: Vec<(String, u32)>,
    },
    /// H4.14.9: the Turanians win at once when the Medes & Persians Control none of their Gold.
    Rostam { defender: String, invader: String },
}

/// Scenario rules that are code, referenced from the files by name.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum SpecialRule {
    /// Solitaire and scenario Gold in these civilizations' Homelands (H4.01.9).
    GoldInHomelands,
    /// The Gold rules of N1.7: ownership, protection from cards, sacking by NPCs and Barbarians.
    GoldRules,
    /// A civilization's guaranteed minimum in the Acquisition Step (H4.14.11, H4.15.7a).
    MinimumGrowth { civ: String, n: u16 },
    /// Exactly this many disks in every Acquisition Step (H4.16.5d).
    FixedGrowth { civ: String, n: u16 },
    /// A civilization draws this base number of cards in its Draw Step instead of 3 (H4.13.19b).
    DrawBase { civ: String, n: u8 },
    /// These civilizations skip the Growth Phase of the first turn (H4.13.19a).
    NoGrowthFirstTurn { civs: Vec<String> },
    /// 1 mina more whenever this civilization sacks a City (H4.15.7b).
    ExtraLootMina { civ: String },
    /// A card this civilization never loses (H4.13.15-17, H4.15.7c, H4.16.5f).
    Keepsake {
        civ: String,
        card: u8,
        rearm: Rearm,
        /// It is discarded for good at the start of a Draw Step when none of these civilizations
        /// has Gold on the map (Great Captain, Eagles of the Sea).
        #[serde(default)]
        lapses_without_gold_of: Vec<String>,
    },
    /// These civilizations may neither have nor build Deities (H4.13.3).
    NoDeities { civs: Vec<String> },
    /// Nobody may invoke the Gilgamesh rule (H4.13.13, H4.14.10).
    NoGilgamesh,
    /// The civilization has no display abilities and may not establish a Deity while another
    /// faction holds its Homeland (Darius, H4.11.6).
    HomelandLost { civ: String },
    /// H4.01.8: at the end of Epoch I each side may pay VP to add a second display.
    Militarisation {
        offers: Vec<(String, String)>,
        cost: u32,
        response_cost: u32,
    },
    /// Each NPC gains this many VP at every Victory Tally Step (N1.10.3-4; H4.08.6 when the
    /// human plays one of `when_human_is`, or always if empty).
    NpcTallyVp { vp: u32, when_human_is: Vec<String> },
    /// Troy (H4.06.5): the neutral faction's regeneration, walls, Ilium and sacking rules.
    Troy {
        troy: String,
        area: String,
        besieger: String,
    },
    /// H4.13.18: Macedon's extra Growth (1 mina, 4 disks + 1 per Gold area it Controls).
    MacedonGrowth { civ: String },
    /// H4.13.20: Persian bellicosity and no cohabitation.
    PersianBellicosity {
        macedon: String,
        land_first: Vec<String>,
        sea_first: String,
        egypt: String,
        egypt_areas: Vec<String>,
        central: String,
    },
    /// H4.13.14b-d: a Persian faction with no Gold under its disks is conquered.
    PersianConquest {
        civ: String,
        /// Checked at the start of any faction's turn (Egypt) or only its own.
        any_turn: bool,
        /// Its disks are also removed from every Sea area (Sea Peoples).
        leaves_seas: bool,
        /// It still gains VP (Sea Peoples keep scoring nothing new? H4.13.14b keeps VP).
        keeps_scoring: bool,
    },
    /// H4.13.21: Alexander's replacement texts for Events #97-#103.
    AlexanderEvents {
        macedon: String,
        western: String,
        levantine: String,
        central: String,
    },
    /// H4.14.16: Rostam's Independents (friends of Persia).
    Independents { friend: String },
    /// H4.16.4c/d, H4.16.6: frontier markers; Rome and Parthia score no Cities in their own
    /// original territory.
    Frontier {
        areas: Vec<String>,
        west: String,
        east: String,
        /// The Land areas west of the frontier (the western civilization's original territory);
        /// every other non-frontier Land area is the eastern one's.
        west_side: Vec<String>,
    },
    /// H4.16.5c: nobody places disks where this neutral faction has disks.
    Untouchable { neutral: String },
    /// H4.14.13: Rostam (this Deity of this civilization) cannot stay captured from one turn to
    /// the next: at the end of the next turn's Competition Phase it comes back while the
    /// civilization keeps any Gold.
    RostamReturns { civ: String, deity: u8 },
}

/// How a keepsake card comes back after it was played or taken.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Rearm {
    /// Back into the hand free at the start of the Draw Step, not a draw (Warrior King).
    Free,
    /// Back into the hand at the start of the Draw Step as one of the draws (Eagles of the Sea,
    /// Master Armorer, Armored Infantry in Alexander).
    AsDraw,
    /// Turned upright in the Draw Step by paying 1 mina or drawing one card fewer (H4.15.7c).
    MinaOrDraw,
}

/// Controllers allowed when `humans` people play.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerCount {
    pub humans: u8,
    /// Each option lists the human players, each with the civilizations he runs; every other
    /// civilization is an NPC. `["*"]` stands for any one civilization, `["*", "*"]` any two.
    pub options: Vec<Vec<Vec<String>>>,
    #[serde(default)]
    pub note: String,
}

/// Initial hostility for the NPC brain (N1.3.9).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NpcDef {
    /// Historical scenario: NPCs start hostile to every human civilization (N1.1.4), unless the
    /// scenario lists exceptions in `not_hostile_at_start`.
    #[serde(default)]
    pub hostile_to_humans: bool,
    /// (NPC, target): the NPC is hostile to the target from the start (target "*humans*" = every
    /// human civilization).
    #[serde(default)]
    pub hostile: Vec<(String, String)>,
    /// NPCs hostile to nobody at the start.
    #[serde(default)]
    pub not_hostile_at_start: Vec<String>,
    /// (NPC, target): hostility that can never end.
    #[serde(default)]
    pub always_hostile: Vec<(String, String)>,
    /// (NPC, target): the target is that NPC's Primary Enemy (while it survives).
    #[serde(default)]
    pub primary: Vec<(String, String)>,
    /// On a Primary Enemy tie this civilization is chosen.
    #[serde(default)]
    pub primary_on_tie: Option<String>,
    /// NPCs that use the invaders' placement priority 16 (A7.18).
    #[serde(default)]
    pub invaders: Vec<String>,
    /// Free text for the rest (hostility triggers of H4.02.8...).
    #[serde(default)]
    pub notes: Vec<String>,
}

/// The civilizations players may pick in a sandbox setup (G3.7, G3.8).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SandboxDef {
    /// Region groups: (name, civilization displays).
    pub groups: Vec<(String, Vec<String>)>,
    pub variants: Vec<SandboxVariant>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SandboxVariant {
    pub name: String,
    pub text: String,
    /// One entry per civilization: the groups it may come from ("*" = any civilization).
    pub picks: Vec<Vec<String>>,
    /// At most this many civilizations from a group.
    #[serde(default)]
    pub max_per_group: Vec<(String, u8)>,
    /// Civilizations each player runs (G3.4).
    #[serde(default = "one")]
    pub per_player: u8,
    #[serde(default)]
    pub double_disks: Requirement,
    /// Initial disks on the map per civilization.
    #[serde(default = "twelve")]
    pub disks: u16,
    /// Disks in the Disks for Growth box for the first Growth Phase (Fertile Crescent setups).
    #[serde(default)]
    pub extra_growth: u16,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Requirement {
    #[default]
    No,
    Allowed,
    Recommended,
    Mandatory,
}

// =============================================================================================
// Choices made before play
// =============================================================================================

/// Everything needed to start a scenario game; stored in the game record (so the record replays
/// without the file).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScenarioSetup {
    pub name: String,
    pub def: ScenarioDef,
    #[serde(default)]
    pub choice: ScenarioChoice,
}

/// Who plays what, and the optional rules chosen.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScenarioChoice {
    /// Human players, each with the civilizations he runs (by scenario name). Every other
    /// civilization is an NPC. Empty: every civilization is an NPC (simulation).
    #[serde(default)]
    pub humans: Vec<Vec<String>>,
    /// Sandbox: the variant and the civilizations picked (display names), in pick order.
    #[serde(default)]
    pub variant: Option<String>,
    #[serde(default)]
    pub civs: Vec<String>,
    #[serde(default)]
    pub options: ScenarioOptions,
}

/// Optional rules (playbook-spec §1-§5; the Rulebook's own options are in `GameOptions`).
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScenarioOptions {
    /// Override the scenario's last Epoch (game length).
    #[serde(default)]
    pub last_epoch: Option<u8>,
    /// Start Epoch for sandbox setups (G3.7.2).
    #[serde(default)]
    pub start_epoch: Option<u8>,
    /// Sandbox: only civilizations of the start Epoch (G3.7.5).
    #[serde(default)]
    pub contemporaneous: bool,
    /// Civilizations using the Double-Disk option (G3.3) beyond those the scenario requires.
    #[serde(default)]
    pub double_disks: Vec<String>,
    /// Team play (G3.5): teams of civilization names.
    #[serde(default)]
    pub teams: Vec<Vec<String>>,
    #[serde(default)]
    pub team_mode: TeamMode,
    /// Cultural Development Tracks (§5): `Some(stage)` starts everyone on that stage (0-2, T5.7.1).
    #[serde(default)]
    pub tracks: Option<u8>,
    /// Every civilization starts with a random Deity (G3.6.3).
    #[serde(default)]
    pub starting_deity: bool,
    /// A new NPC of an Exploration game starts with a random Deity (X2.6.8).
    #[serde(default)]
    pub npc_starting_deity: bool,
    /// NPC VP bonus per Victory Tally (N1.10.3-4): `None` = the scenario's default.
    #[serde(default)]
    pub npc_vp_bonus: Option<u32>,
    /// Add the NPC VP bonus at its default amount when `npc_vp_bonus` names none: 2 VP in a
    /// historical scenario (N1.10.4 "two VP per turn is the default amount unless another is
    /// chosen", A7.21), 1 VP elsewhere (N1.10.3).
    #[serde(default)]
    pub add_npc_vp_bonus: bool,
    /// Remove Time Marches On (#97) from the game (G3.4.3).
    #[serde(default)]
    pub remove_time_marches_on: bool,
    /// No Sudden End check in the final Epoch (X2.1.7a).
    #[serde(default)]
    pub full_final_epoch: bool,
    /// Divisor of a two-civilization player's score against one-civilization players (G3.4.9,
    /// N1.12.2): 4 by default, 3 or 5 by agreement.
    #[serde(default)]
    pub two_civ_divisor: Option<u8>,
    /// NPC difficulty adjustments (N1.11): read by the NPC brain.
    #[serde(default)]
    pub npc_difficulty: NpcDifficulty,
    /// Exploration game (X2.1.1): the number of unknown NPCs.
    #[serde(default)]
    pub exploration: Option<ExplorationOptions>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum TeamMode {
    /// G3.5.7a: the team with the highest combined VP wins jointly.
    #[default]
    Combined,
    /// G3.5.7b: within the best team, the civilization with the most VP wins.
    Individual,
}

/// N1.11: left for the NPC brain (the scenario code only stores it).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NpcDifficulty {
    #[serde(default)]
    pub human_extra_draws: u8,
    #[serde(default)]
    pub npc_fewer_draws: u8,
    #[serde(default)]
    pub invaders_growth: i8,
    #[serde(default)]
    pub invaders_extra_draws: u8,
    #[serde(default)]
    pub human_minimum_growth: Option<u16>,
    #[serde(default)]
    pub human_hand_penalty: u8,
    /// Extra mina at setup: (civilization, mina).
    #[serde(default)]
    pub setup_mina: Vec<(String, u16)>,
    /// N1.2: "A", "B" or "B1".
    #[serde(default)]
    pub tie_break: String,
}

/// An Exploration game (X2.1.1, X2.3, X2.5).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExplorationOptions {
    /// Colours of the NPCs still to be discovered.
    pub unknown: Vec<Color>,
    /// Only civilizations whose Homelands are on the map in use (X2.1.5).
    #[serde(default = "yes")]
    pub homeland_on_map: bool,
    /// Civilizations set aside (never created).
    #[serde(default)]
    pub excluded: Vec<String>,
}

fn yes() -> bool {
    true
}

// =============================================================================================
// The scenario part of the game state
// =============================================================================================

/// Where a scenario procedure runs (see `Flow::Scenario`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ScenarioAt {
    /// The setup script: deployments, hands, Deities.
    Setup,
    /// Before the Growth Phase: militarisation, the Exploration Phase, Troy, track benefits.
    TurnStart,
    /// Between the Card Phase and the Competition Phase: NPC track advancement (T5.5), Troy's
    /// walls, Political-Military track disks.
    CompStart,
    /// End of the Competition Phase: Gold, conquests, instant victories.
    AfterCompetition,
}

/// A keepsake card lying beside its owner's display.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Aside {
    pub owner: Slot,
    pub card: CardId,
}

/// The scenario's part of the state: what its rules need to know during play.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ScenarioState {
    pub id: String,
    pub title: String,
    pub kind: ScenarioKind,
    /// The civilization names players read, by slot.
    pub names: Vec<String>,
    /// Neutral factions (not in the Turn Order).
    pub neutrals: Vec<Slot>,
    /// Friends: (neutral, civilization) pairs that count as one stack (Rostam).
    pub friends: Vec<(Slot, Slot)>,
    /// Human players, each with his civilizations (NPCs are their own players).
    pub players: Vec<Vec<Slot>>,
    pub teams: Vec<Vec<Slot>>,
    pub team_mode: TeamMode,
    pub two_civ_divisor: u8,
    pub end: Vec<EndRule>,
    pub victory: Vec<ResolvedVictory>,
    pub rules: Vec<Rule>,
    /// Solitaire: one human player facing NPCs.
    pub solitaire: bool,
    /// The setup script and the next position in it.
    pub setup: Vec<SetupOp>,
    /// Slots that must stay last in Turn Order (Troy is not in the order at all).
    pub always_last: Vec<Slot>,
    /// Civilizations out of the game (Alexander's conquered satrapies, Troy).
    pub eliminated: Vec<Slot>,
    /// Keepsake cards beside their owners' displays, face down (H4.13.15-17) or rotated.
    pub aside: Vec<Aside>,
    /// Cards removed from the game (Alexander's Time Marches On).
    pub removed: Vec<CardId>,
    /// Disks held for the next turn's Deployment (Rostam Independents, H4.14.16d), by slot.
    pub held: [u16; MAX_SLOTS],
    /// A second display whose abilities a civilization may use (militarisation, H4.01.8).
    pub extra_display: [Option<CivKind>; MAX_SLOTS],
    /// Militarisation offered (once).
    pub militarised: bool,
    /// The game ends at the next End of Epoch check (an end rule fired).
    pub ending: bool,
    /// Winners already decided by an instant victory, declared when the game ends.
    pub winner: Option<Vec<Slot>>,
    /// Why the game ends (for the log and the result note).
    pub ending_note: String,
    /// Completed turns since the scenario started (for "after turn 8").
    pub turns_played: u8,
    /// Areas where a Gold disk has been sacked (for the record).
    pub gold_sacked: u8,
    /// Exploration game state (X2.3, X2.5).
    pub exploration: Option<ExplorationState>,
    /// Cultural Development Tracks (§5): stages [PM, SE, RI] by slot; `None` when not in use.
    pub tracks: Option<TracksState>,
    /// NPC data for the NPC brain.
    pub npc: NpcStart,
    /// A new NPC of an Exploration game starts with a random Deity (X2.6.8).
    pub npc_starting_deity: bool,
    pub difficulty: NpcDifficulty,
    /// The turn stamp at which Rostam (H4.14.13) was captured or destroyed (0: standing).
    pub memo: u32,
    /// The turn (epoch * 32 + turn) for which the TurnStart, CompStart and AfterCompetition
    /// procedures last ran.
    pub done: [u16; 3],
    /// Area sets named by rules (frontier, Egypt's areas...).
    pub areas: Vec<(String, AreaSet)>,
}

/// The NPC brain's starting hostility, resolved to slots (N1.3.9); not to be confused with
/// `npc::NpcState`, the solitaire rules' running state.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct NpcStart {
    /// (NPC, target) pairs hostile at the start.
    pub hostile: Vec<(Slot, Slot)>,
    pub always_hostile: Vec<(Slot, Slot)>,
    pub primary: Vec<(Slot, Slot)>,
    pub primary_on_tie: Option<Slot>,
    pub invaders: Vec<Slot>,
    /// Historical (N1.1.4) or created/sandbox game (X2.4 hostility checks apply).
    pub historical: bool,
}

/// A victory rule with its civilizations resolved to slots.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum ResolvedVictory {
    HomelandsWin,
    Alexander {
        macedon: Slot,
        persians: Vec<Slot>,
        central: Slot,
        homeland_vp: Vec<(Slot, u32)>,
    },
    Rostam {
        defender: Slot,
        invader: Slot,
    },
    /// Lord of the Whole World (T5.6).
    LordOfTheWholeWorld,
}

/// A special rule with its civilizations resolved to slots and its areas to ids.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Rule {
    GoldRules,
    MinimumGrowth {
        civ: Slot,
        n: u16,
    },
    FixedGrowth {
        civ: Slot,
        n: u16,
    },
    DrawBase {
        civ: Slot,
        n: u8,
    },
    NoGrowthFirstTurn {
        civs: Vec<Slot>,
    },
    ExtraLootMina {
        civ: Slot,
    },
    Keepsake {
        civ: Slot,
        card: CardId,
        rearm: Rearm,
        lapses_without_gold_of: Vec<Slot>,
    },
    NoDeities {
        civs: Vec<Slot>,
    },
    NoGilgamesh,
    HomelandLost {
        civ: Slot,
    },
    Militarisation {
        offers: Vec<(Slot, CivKind)>,
        cost: u32,
        response_cost: u32,
    },
    NpcTallyVp {
        vp: u32,
    },
    Troy {
        troy: Slot,
        area: crate::games::acme::catalog::AreaId,
        besieger: Slot,
    },
    MacedonGrowth {
        civ: Slot,
    },
    PersianBellicosity {
        macedon: Slot,
        land_first: Vec<Slot>,
        sea_first: Slot,
        egypt: Slot,
        egypt_areas: AreaSet,
        central: Slot,
    },
    PersianConquest {
        civ: Slot,
        any_turn: bool,
        leaves_seas: bool,
        keeps_scoring: bool,
    },
    AlexanderEvents {
        macedon: Slot,
        western: Slot,
        levantine: Slot,
        central: Slot,
    },
    Independents {
        friend: Slot,
    },
    Frontier {
        areas: AreaSet,
        west: Slot,
        east: Slot,
        /// Land areas west of the frontier line (the western civilization's territory).
        west_side: AreaSet,
    },
    Untouchable {
        neutral: Slot,
    },
    RostamReturns {
        civ: Slot,
        deity: CardId,
    },
    /// Several civilizations per player: the mixed 1-civ / 2-civ bonuses of G3.4.7 for this
    /// single-civilization player.
    SingleCivBonus {
        civ: Slot,
    },
    /// G3.4.7g: hand limit 4 for each civilization of a two-civilization player.
    TwoCivHand {
        civ: Slot,
    },
}

/// One step of the setup script.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum SetupOp {
    /// The civilization chooses its Homeland among the display's options (G3.1.7b).
    ChooseHomeland(Slot),
    Deploy(Slot, Deploy),
    /// Deal the hand (fixed cards were put in at build time): `n` cards.
    Deal(Slot, u8),
    /// The civilization's Gold and Stronghold cubes (after its disks).
    Markers(Slot, Vec<String>, Vec<String>),
    /// Gold in every active Homeland (H4.01.9).
    HomelandGold,
    /// Establish a Deity for free.
    Deity(Slot, DeityDef),
    /// The Events go back into the deck (RB Basic Setup: Fate Cards); with `Some(n)`, they are
    /// shuffled into the top `n` cards instead (Rostam's storm, H4.14.7).
    ShuffleEvents(Option<u8>),
}

impl ScenarioState {
    pub fn is_neutral(&self, s: Slot) -> bool {
        self.neutrals.contains(&s)
    }
    pub fn is_eliminated(&self, s: Slot) -> bool {
        self.eliminated.contains(&s)
    }
    pub fn area_set(&self, name: &str) -> AreaSet {
        self.areas
            .iter()
            .find(|(n, _)| n == name)
            .map(|x| x.1)
            .unwrap_or(0)
    }
    /// The player (index into `players`) running a civilization, if a human runs it.
    pub fn player_of(&self, s: Slot) -> Option<usize> {
        self.players.iter().position(|p| p.contains(&s))
    }
}

// Exploration and Cultural Development Track state (rules in `scenario::exploration`,
// `scenario::tracks`).

/// X2.3: the Pool (6 white, 4 black; + 1 yellow and 1 disk per unknown NPC in Exploration games)
/// and the phase's memory.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ExplorationState {
    pub white: u8,
    pub black: u8,
    pub yellow: u8,
    /// NPC-colour disks in the Pool (a colour may appear several times, X2.5.12).
    pub colours: Vec<Color>,
    /// Colours of the NPCs not yet created.
    pub unknown: Vec<Color>,
    pub homeland_on_map: bool,
    pub excluded: Vec<CivKind>,
    /// An NPC was created this turn (X2.5.9).
    pub created_this_turn: bool,
    /// A colour disk was already drawn in this phase (X2.5.8).
    pub colour_drawn: bool,
    /// Areas still to explore this phase, in order, with their group (0 = next to the human,
    /// 1 = next to NPCs, 2 = next to Barbarians).
    pub queue: Vec<(AreaId, u8)>,
    /// White exploration markers on the map this phase (removed in Maintenance).
    pub markers: AreaSet,
}

/// The three Cultural Development Tracks (playbook-spec T5.2), by index.
pub const TRACK_NAMES: [&str; 3] = [
    "Political-Military",
    "Social-Economic",
    "Religious-Intellectual",
];

/// Stages [PM, SE, RI] of every slot (0 = not on the track).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TracksState {
    pub stage: Vec<[u8; 3]>,
}
