//! The game state: everything that changes during a game, serializable and hashable.
//!
//! Design notes:
//! * Civilizations sit in *slots* (a colour, a seat). A slot keeps its colour when the Gilgamesh rule
//!   swaps its civilization display.
//! * Factions on the map are the slots plus the Barbarians ([`BARBARIANS`]).
//! * Nothing here uses a hash map, so serialization (and the state hash) is deterministic.

use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::areas::{Areas, Disks};
use super::catalog::{AreaId, CardId, CivKind};
use super::flow::Flow;
use super::proc::ProcFrame;

pub mod monuments;
pub mod npc_state;
pub mod scenario_state;

/// Most civilizations (colours) in one game.
pub const MAX_SLOTS: usize = 8;
/// Faction index of the Barbarians (black disks).
pub const BARBARIANS: usize = MAX_SLOTS;
/// Number of factions: every slot plus the Barbarians.
pub const FACTIONS: usize = MAX_SLOTS + 1;
/// Deployable disks of a civilization's colour (RB Play Hint: "You have a total of 48 disks to
/// deploy"; of the colour's 50, one marks the VP track and one the Turn Order).
pub const DISKS_PER_COLOR: u16 = 48;
/// Black disks of the Barbarians (RB Inventory: "each color is limited to 50 disks in Supply"; G3.1.5
/// "the 50 black disks"): no marker is taken from them.
pub const BLACK_DISKS: u16 = 50;
/// A civilization with the Double-Disk option (G3.3.1): two colours, one Turn Order and one VP
/// marker, "leaving 98 disks in play".
pub const DOUBLE_DISKS: u16 = 98;
/// Stronghold cubes in the box (RB Strongholds Step).
pub const STRONGHOLD_CUBES: u8 = 12;
/// White disks in the box, used as mina.
pub const WHITE_DISKS: u16 = 50;

/// Stands for "no civilization" where a rule has no player (an Event nobody drew): every
/// civilization is asked in its negation window.
pub const NOBODY: Slot = Slot(u8::MAX);

/// A civilization's seat in this game (index into [`State::civs`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Slot(pub u8);

/// A civilization's bit in a set of slots (`u16`, one bit per slot; 0 for slots beyond 16). The
/// one definition: negation chains and the solitaire bookkeeping both keep such sets; areas have
/// [`crate::games::acme::catalog::bit`].
pub fn slot_bit(s: Slot) -> u16 {
    if s.0 < 16 { 1 << s.0 } else { 0 }
}

impl Slot {
    pub fn idx(self) -> usize {
        self.0 as usize
    }
    pub fn faction(self) -> Faction {
        Faction(self.0)
    }
}

/// A faction on the map: a civilization slot or the Barbarians.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Faction(pub u8);

impl Faction {
    pub const BARBARIANS: Faction = Faction(BARBARIANS as u8);
    pub fn idx(self) -> usize {
        self.0 as usize
    }
    pub fn is_barbarian(self) -> bool {
        self.idx() == BARBARIANS
    }
    pub fn slot(self) -> Option<Slot> {
        (!self.is_barbarian()).then_some(Slot(self.0))
    }
}

/// The six civilization colours of the box (RB "Disks").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Color {
    Green,
    Red,
    Blue,
    Purple,
    BurntOrange,
    Yellow,
}

impl Color {
    pub const ALL: [Color; 6] = [
        Color::BurntOrange,
        Color::Blue,
        Color::Green,
        Color::Red,
        Color::Purple,
        Color::Yellow,
    ];
    pub fn name(self) -> &'static str {
        match self {
            Color::Green => "green",
            Color::Red => "red",
            Color::Blue => "blue",
            Color::Purple => "purple",
            Color::BurntOrange => "burnt orange",
            Color::Yellow => "yellow",
        }
    }
}

/// The three coloured cubes marking card bonus areas (RB "Cubes").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SpecialCube {
    /// Mountain of Gold (#69), yellow.
    Gold,
    /// Oasis (#70), green.
    Oasis,
    /// Fishing Grounds (#71), light blue.
    Fishing,
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct AreaState {
    /// Disks per faction (slots, then Barbarians).
    pub disks: Disks,
    /// White Allied disks per civilization (competition only; RB "White Disks in Competition").
    pub allies: [u8; MAX_SLOTS],
    /// The Stronghold cube and the faction on whose disks it sits (G16).
    pub stronghold: Option<Faction>,
    pub cube: Option<SpecialCube>,
    /// White disks lying on the area for a bonus-area Investment (#69-#71).
    pub white_bonus: u8,
    /// Solitaire and scenario Gold (playbook-spec C0.3.8, N1.7): a marker under the disks of the
    /// civilization it belongs to; not a disk for stacking, Control or competition.
    #[serde(default)]
    pub gold: Option<Slot>,
}

// `AreaState::slot_stacks` packs one byte per slot into a u64.
const _: () = assert!(MAX_SLOTS == 8);

/// The high bit of every byte of `w` (an [`AreaState::slot_stacks`] word) holding `k` or more
/// (`k` from 1 to 127): e.g. `k = 3`, a City-sized stack. `(b & 0x7F) + (0x80 - k)` reaches 0x80
/// exactly when `b & 0x7F >= k` and never carries into the next byte; `b`'s own high bit covers
/// `b >= 128`.
pub fn stacks_at_least(w: u64, k: u8) -> u64 {
    const LOW7: u64 = 0x7F7F_7F7F_7F7F_7F7F;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    const ONES: u64 = 0x0101_0101_0101_0101;
    debug_assert!((1..=127).contains(&k));
    (((w & LOW7) + ONES * (0x80 - k) as u64) | w) & HIGH
}

/// How many bytes of `high` (a [`stacks_at_least`] result) have their high bit set. Each leaves a
/// 1 in its byte; the multiplication sums the bytes into the top one (no `popcnt` in the baseline
/// x86-64 target).
pub fn stacks_counted(high: u64) -> usize {
    ((high >> 7).wrapping_mul(0x0101_0101_0101_0101) >> 56) as usize
}

impl AreaState {
    pub fn count(&self, f: Faction) -> u8 {
        self.disks[f.idx()]
    }
    pub fn total(&self) -> u32 {
        self.disks.iter().map(|&d| d as u32).sum()
    }
    pub fn factions(&self) -> impl Iterator<Item = Faction> + '_ {
        (0..FACTIONS)
            .filter(|&i| self.disks[i] > 0)
            .map(|i| Faction(i as u8))
    }
    pub fn faction_count(&self) -> usize {
        stacks_counted(self.slots_present()) + (self.disks[BARBARIANS] > 0) as usize
    }
    /// The high bit of byte `i` set when slot `i` has disks here. Why: Control and Contested are
    /// asked for many areas per question (Deployment, Loot, cards); testing the eight slot stacks
    /// as one word is much cheaper than a loop over them.
    fn slots_present(&self) -> u64 {
        stacks_at_least(self.slot_stacks(), 1)
    }
    /// The disks of the civilization slots as one word, slot `i` in byte `i` (see
    /// [`stacks_at_least`]). Why: Control and Contested test every slot's stack, for many areas
    /// per question; eight at once is much cheaper than a loop.
    pub fn slot_stacks(&self) -> u64 {
        let mut w = [0u8; 8];
        w.copy_from_slice(&self.disks[..MAX_SLOTS]);
        u64::from_le_bytes(w)
    }
    /// The sole occupant, if exactly one faction has disks here (RB "Control").
    pub fn controller(&self) -> Option<Faction> {
        let slots = self.slots_present();
        let barbarians = self.disks[BARBARIANS] > 0;
        if slots == 0 {
            return barbarians.then_some(Faction::BARBARIANS);
        }
        if barbarians || slots & (slots - 1) != 0 {
            return None;
        }
        Some(Faction((slots.trailing_zeros() / 8) as u8))
    }
    /// Whether `s` Controls the area (`controller() == Some(s.faction())`), as one word test.
    /// Why: the Deployment options test it for every area the civilization occupies, every disk.
    pub fn controlled_by(&self, s: Slot) -> bool {
        self.disks[s.idx()] > 0 && self.alone(s)
    }
    /// No other faction than `s` has disks here (`s` itself may have none), as one word test.
    pub fn alone(&self, s: Slot) -> bool {
        let others = !(0xFFu64 << (8 * s.idx()));
        self.slot_stacks() & others == 0 && self.disks[BARBARIANS] == 0
    }
    /// No disk of any faction here (the slot stacks as one word: the NPC brain asks it of every
    /// area several times per disk it places).
    pub fn is_empty(&self) -> bool {
        self.slot_stacks() == 0 && self.disks[BARBARIANS] == 0
    }
    /// Strength of a faction for Deployment chaining and competition rounds: its disks, its white
    /// Allies, and its Stronghold cube counted as a disk (RB Deployment Step note, Competition step 4).
    pub fn strength(&self, f: Faction) -> u32 {
        let mut s = self.disks[f.idx()] as u32;
        if let Some(slot) = f.slot() {
            s += self.allies[slot.idx()] as u32;
        }
        if self.stronghold == Some(f) {
            s += 1;
        }
        s
    }
    /// The largest [`AreaState::strength`] among the factions other than `f` (0 when none is
    /// here), in one pass: each slot's disks and Allies, the Barbarians' disks, then the one
    /// faction holding the Stronghold with its cube. Why: the Deployment options (chaining through
    /// Contested areas) and the NPC brain (for most options of every disk it places) ask it, and a
    /// `strength` call per faction was a measurable part of both. The `rules` property test
    /// `strongest_other_agrees_with_the_strength_of_each_faction` checks it.
    pub fn strongest_other(&self, f: Faction) -> u32 {
        let me = f.idx();
        let mut m = if me == BARBARIANS {
            0
        } else {
            self.disks[BARBARIANS] as u32
        };
        for i in 0..MAX_SLOTS {
            if i != me {
                m = m.max(self.disks[i] as u32 + self.allies[i] as u32);
            }
        }
        if let Some(h) = self.stronghold
            && h != f
        {
            m = m.max(self.strength(h));
        }
        m
    }
}

/// Where a Deity's temple block (or the Monotheism block) is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum BlockLoc {
    /// Next to the board, waiting to be established.
    Available,
    /// Standing on its owner's Homeland block.
    Temple { owner: Slot },
    /// On the display of the civilization that captured it.
    Captured { owner: Slot, by: Slot },
    /// Destroyed by Barbarians or a godless people: back on its owner's Deity card (RB).
    Destroyed { owner: Slot },
    /// Given back by the Return rule: on its owner's Deity card, to be re-established.
    Returned { owner: Slot },
    /// A captured temple whose owner has since changed Deity (G13): the card lies face down beside
    /// the old owner's display; the captor keeps the block.
    Orphaned { by: Slot },
}

impl BlockLoc {
    pub fn owner(self) -> Option<Slot> {
        match self {
            BlockLoc::Temple { owner }
            | BlockLoc::Captured { owner, .. }
            | BlockLoc::Destroyed { owner }
            | BlockLoc::Returned { owner } => Some(owner),
            _ => None,
        }
    }
}

/// A card lying face up on the table in front of a civilization.
#[derive(Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TableCard {
    pub card: CardId,
    /// Disks on an Investment card (own colour, or white for #69-#71).
    pub disks: u8,
    /// Area marked by a bonus-area Investment (#69-#71) or another card.
    pub area: Option<AreaId>,
    /// Uses this turn (per-turn limits reset at the start of each Growth Phase, content A3).
    pub uses: u8,
    /// Extra per-card memory (e.g. uses per area for Master Armorer).
    pub memo: Vec<u8>,
}

/// Per-turn usage flags of abilities and Deities (content A3: reset each Growth Phase).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Usage {
    pub deity_uses: u8,
    /// Competition abilities used this Competition Phase (by ability index).
    pub ability_uses: [u8; 4],
    pub god_of_war_used: bool,
    pub skies_used: bool,
    pub peace_used: bool,
    /// Armored Infantry (#31) lasts for the rest of this turn's Competition Phase.
    #[serde(default)]
    pub armored_infantry: bool,
    /// Warrior King (#21) lasts for the rest of this turn's Competition Phase.
    #[serde(default)]
    pub warrior_king: bool,
    /// Rostam's Negate (H4.14.14) was used this turn (in the Card or the Competition Phase), in
    /// place of the God of War's two white disks.
    #[serde(default)]
    pub rostam_negate: bool,
}

#[derive(Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct CivState {
    pub civ: CivKind,
    pub color: Color,
    /// Played by the solitaire rules (its hand is public, N1.1).
    pub npc: bool,
    /// Disks of this colour in the game (48; 98 with the Double-Disk option).
    pub pool: u16,
    pub supply: u16,
    /// Disks for Growth box.
    pub growth: u16,
    /// Part of `growth` that came from captives (not part of the Minimum Acquisition, RB).
    pub captives: u16,
    pub treasury: u16,
    /// Sacked City Loot box: emptied into the treasury at the end of the Competition Phase.
    pub loot: u16,
    pub vp: u32,
    pub hand: Vec<CardId>,
    /// The Homeland block's area.
    pub homeland: Option<AreaId>,
    /// The Deity card this civilization holds (established, possibly captured/destroyed/returned),
    /// or Monotheism (#95).
    pub deity: Option<CardId>,
    /// A lasting card (False Prophet, Blasphemy, Forsaken by God) lying on its Deity (G12).
    pub deity_inactive_by: Option<CardId>,
    /// Investment and lasting cards face up in front of it.
    pub table: Vec<TableCard>,
    pub passed: bool,
    pub gilgamesh_uses: u8,
    pub gilgamesh_epoch: Option<u8>,
    pub usage: Usage,
    /// Sea areas it Dominated at the last Sea Domination Step (a record of that step; Epoch scoring
    /// counts the Seas Dominated when it runs).
    pub dominated_seas: u8,
    /// VP gained at each Victory Tally (for the VP-over-time chart).
    pub vp_history: Vec<u32>,
}

impl CivState {
    pub fn new(civ: CivKind, color: Color, npc: bool, pool: u16) -> Self {
        CivState {
            civ,
            color,
            npc,
            pool,
            supply: pool,
            growth: 0,
            captives: 0,
            treasury: 0,
            loot: 0,
            vp: 0,
            hand: Vec::new(),
            homeland: None,
            deity: None,
            deity_inactive_by: None,
            table: Vec::new(),
            passed: false,
            gilgamesh_uses: 0,
            gilgamesh_epoch: None,
            usage: Usage::default(),
            dominated_seas: 0,
            vp_history: Vec::new(),
        }
    }
    pub fn table_card(&self, id: CardId) -> Option<&TableCard> {
        self.table.iter().find(|t| t.card == id)
    }
    pub fn table_card_mut(&mut self, id: CardId) -> Option<&mut TableCard> {
        self.table.iter_mut().find(|t| t.card == id)
    }
    /// Disks sitting on own-colour Investment cards.
    pub fn invested(&self) -> u16 {
        self.table
            .iter()
            .filter(|t| t.area.is_none())
            .map(|t| t.disks as u16)
            .sum()
    }
}

/// The Fate deck. The top of each pile is the end of its vector.
#[derive(Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Deck {
    pub draw: Vec<CardId>,
    pub discard: Vec<CardId>,
    /// Cards set aside until step 2 of the End of Epoch Phase (#68, #75, #76, #77).
    pub set_aside: Vec<CardId>,
    /// The Event cards held out of the opening deal (RB Basic Setup: Fate Cards).
    pub held_out: Vec<CardId>,
}

/// Options chosen before play (RB Options; playbook-spec §3).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameOptions {
    /// The game ends after this Epoch (RB Game Length: 1 short ... 4 campaign).
    pub last_epoch: u8,
    /// Or when a civilization reaches this many VP at the end of a turn.
    pub vp_goal: Option<u32>,
    /// RB optional Final Epoch Event.
    pub final_epoch_event: bool,
    /// RB optional Homeland Defense.
    pub homeland_defense: bool,
    /// RB optional Barbarian Hordes: the disks of one unplayed colour join the Barbarian supply.
    pub barbarian_hordes: bool,
    /// RB optional second Gilgamesh return.
    pub second_gilgamesh: bool,
    /// Solitaire choices made before play (playbook-spec N1.2, N1.10, N1.11, X2.4).
    #[serde(default)]
    pub npc: npc_state::NpcOptions,
    /// The civilization the first player in Turn Order chooses, where a setup lets it choose
    /// (ACIS D17 step 6: 2 players, Egypt or Troy); none: the setup's civilizations as the Turn
    /// Order's draw falls. Left out of the saved form when none, so games without it keep
    /// their files and hashes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first_civ: Option<String>,
}

impl Default for GameOptions {
    fn default() -> Self {
        GameOptions {
            last_epoch: 4,
            vp_goal: None,
            final_epoch_event: false,
            homeland_defense: false,
            barbarian_hordes: false,
            second_gilgamesh: false,
            npc: Default::default(),
            first_civ: None,
        }
    }
}

/// The state of one competition being resolved.
#[derive(Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct CompetitionState {
    pub area: Option<AreaId>,
    /// Competition cards committed face down at step 1: (owner, card, negated).
    pub committed: Vec<(Slot, CardId, bool)>,
    /// Announced Deity uses and abilities: (owner, what, negated).
    pub announced: Vec<(Slot, Announce, bool)>,
    /// Own-colour disks of each slot removed during this competition (for Loot).
    pub removed: [u8; MAX_SLOTS],
    /// Shield Bearers losses still cancelled per slot.
    pub shield: [u8; MAX_SLOTS],
    /// Loss restrictions laid by Siege (#32) and Blockade (#35): bit 0 no mina, bit 1 no cards.
    pub restrict: [u8; MAX_SLOTS],
    pub round: u8,
    /// Immortals already used in this competition.
    pub immortals_used: [bool; MAX_SLOTS],
    /// Sources (cards, Investment uses, Deities, abilities) that added white Allied disks to each
    /// slot's side in this competition (Warrior King #21 adds 1 more per source).
    #[serde(default)]
    pub ally_sources: [u8; MAX_SLOTS],
    /// Breeder of Stallions (#18) already used in this competition.
    #[serde(default)]
    pub breeder_used: [bool; MAX_SLOTS],
}

/// A Deity use or civilization ability announced at step 1 of a competition.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Announce {
    GodOfWar,
    /// A civilization competition ability, by index on its display.
    Ability(u8),
}

/// The whole game state.
#[derive(Debug, PartialEq, Serialize, Deserialize)]
pub struct State {
    /// Index of the map configuration in use.
    pub config: usize,
    pub options: GameOptions,
    pub seed: u64,
    pub rng: ChaCha8Rng,
    pub epoch: u8,
    pub turn: u8,
    /// Epoch the game started in (earlier Epochs count as completed, RB Gilgamesh).
    pub first_epoch: u8,
    pub civs: Vec<CivState>,
    /// Civilization Turn Order track, first to last.
    pub order: Vec<Slot>,
    pub areas: Areas,
    pub barbarian_supply: u16,
    pub white_supply: u16,
    pub strongholds_free: u8,
    /// Temple blocks by Deity id 104-110, then the Monotheism block (index 7).
    pub blocks: [BlockLoc; 8],
    pub deck: Deck,
    pub flow: Flow,
    pub comp: CompetitionState,
    /// Rank (north-east to south-west) of the last competition resolved this phase.
    pub comp_rank: u16,
    /// Areas already used in the current step (Resettlement: one disk per City; in an ACIS
    /// Competition Phase, the areas its abilities made Contested, readings A19).
    pub step_memo: u128,
    /// RB Deployment: the civilization had no disk on the map when its Deployment Step began.
    pub deploy_restart: bool,
    /// Time Marches On (#97): this turn is the Epoch's last.
    pub epoch_ends: bool,
    /// Time Marches On during the Sudden End or Draw Step: go to the End of Epoch at once.
    pub epoch_ends_now: bool,
    /// Cards revealed for the Change of Epoch Table (shuffled back at step 7).
    pub epoch_revealed: Vec<CardId>,
    /// Setup: which slots deploy by Rule 8 instead of printed placements.
    pub rule8: Vec<bool>,
    /// Grand Astrologer (a) order requested this turn.
    pub astrologer: Option<Slot>,
    /// Palace Intrigue (#83): the Turn Order it set, waiting for the next round of Card Phase
    /// actions (content #83).
    #[serde(default)]
    pub pending_order: Option<Vec<Slot>>,
    /// A decision in progress: its procedure, the answers so far and the question asked.
    pub proc: Option<Box<ProcFrame>>,
    /// Bumped whenever randomness is used or hidden information is revealed (undo barrier).
    pub reveal_count: u32,
    /// Number of actions applied so far.
    pub actions: u32,
    pub winner: Option<Vec<Slot>>,
    /// Extra note about the result (tie-breakers used).
    pub result_note: String,
    /// The scenario's rules and memory (playbook-spec §2-§5); `None` in a plain game.
    #[serde(default)]
    pub scenario: Option<Box<scenario_state::ScenarioState>>,
    /// Solitaire state: hostility, Primary Enemies, Gold, the Civilization Pool (playbook-spec §1-2).
    #[serde(default)]
    pub npc: npc_state::NpcState,
    /// Cards built with a block on the map, in the order built (a family game's; the base game
    /// has none, and then the field is left out of the saved form).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub monuments: Vec<monuments::Monument>,
}

impl State {
    pub fn civ(&self, s: Slot) -> &CivState {
        &self.civs[s.idx()]
    }
    pub fn civ_mut(&mut self, s: Slot) -> &mut CivState {
        &mut self.civs[s.idx()]
    }
    pub fn area(&self, a: AreaId) -> &AreaState {
        &self.areas[a.0 as usize]
    }
    pub fn area_mut(&mut self, a: AreaId) -> &mut AreaState {
        self.areas.area_mut(a)
    }
    pub fn slots(&self) -> impl Iterator<Item = Slot> {
        (0..self.civs.len() as u8).map(Slot)
    }
    pub fn block_index(deity: CardId) -> usize {
        if deity == super::catalog::MONOTHEISM {
            7
        } else {
            (deity.0 - 104) as usize
        }
    }
    pub fn block(&self, deity: CardId) -> BlockLoc {
        self.blocks[Self::block_index(deity)]
    }
    pub fn set_block(&mut self, deity: CardId, loc: BlockLoc) {
        self.blocks[Self::block_index(deity)] = loc;
    }
    pub fn turn_pos(&self, s: Slot) -> usize {
        self.order
            .iter()
            .position(|&x| x == s)
            .unwrap_or(usize::MAX)
    }
    /// A copy of the Turn Order, for a loop over it that changes the state (kept on the stack:
    /// such loops run for every Card Phase action and competition of a game).
    pub fn order_now(&self) -> smallvec::SmallVec<[Slot; MAX_SLOTS]> {
        smallvec::SmallVec::from_slice(&self.order)
    }
    /// Slots in Turn Order starting with the one after `s` and wrapping round (G10 windows).
    /// (The whole Turn Order when `s` is not in it.)
    pub fn order_after(&self, s: Slot) -> impl Iterator<Item = Slot> + '_ {
        let p = self.turn_pos(s);
        let n = self.order.len();
        let (first, len) = if p == usize::MAX {
            (0, n)
        } else {
            (p + 1, n - 1)
        };
        (0..len).map(move |i| self.order[(first + i) % n])
    }
    /// Disks of this faction on the map.
    pub fn disks_on_map(&self, f: Faction) -> u32 {
        self.areas.iter().map(|a| a.disks[f.idx()] as u32).sum()
    }
}

/// `Clone` written out field by field so that `clone_from` reuses the destination's allocations.
///
/// Why: the engine copies the whole [`State`] before every step (the snapshot a suspended step is
/// re-run from, see `engine::steps`) and back again on every answer; with the derived `Clone` each copy
/// allocated and freed every vector in the state, which was most of the time of a simulated game.
/// The engine keeps one spare state and refills it with `clone_from`, which copies the contents
/// into buffers that already exist. The field list is destructured without `..`, so a field added
/// to one of these structs and forgotten here is a compile error.
macro_rules! clone_reusing {
    ($ty:ident { $($f:ident),* $(,)? }) => {
        impl Clone for $ty {
            fn clone(&self) -> Self {
                let $ty { $($f),* } = self;
                $ty { $($f: $f.clone()),* }
            }
            fn clone_from(&mut self, src: &Self) {
                let $ty { $($f),* } = self;
                $($f.clone_from(&src.$f);)*
            }
        }
    };
}
pub(crate) use clone_reusing;

clone_reusing!(TableCard {
    card,
    disks,
    area,
    uses,
    memo
});
clone_reusing!(CivState {
    civ,
    color,
    npc,
    pool,
    supply,
    growth,
    captives,
    treasury,
    loot,
    vp,
    hand,
    homeland,
    deity,
    deity_inactive_by,
    table,
    passed,
    gilgamesh_uses,
    gilgamesh_epoch,
    usage,
    dominated_seas,
    vp_history,
});
clone_reusing!(Deck {
    draw,
    discard,
    set_aside,
    held_out
});
clone_reusing!(CompetitionState {
    area,
    committed,
    announced,
    removed,
    shield,
    restrict,
    round,
    immortals_used,
    ally_sources,
    breeder_used,
});
clone_reusing!(State {
    config,
    options,
    seed,
    rng,
    epoch,
    turn,
    first_epoch,
    civs,
    order,
    areas,
    barbarian_supply,
    white_supply,
    strongholds_free,
    blocks,
    deck,
    flow,
    comp,
    comp_rank,
    step_memo,
    deploy_restart,
    epoch_ends,
    epoch_ends_now,
    epoch_revealed,
    rule8,
    astrologer,
    pending_order,
    proc,
    reveal_count,
    actions,
    winner,
    result_note,
    npc,
    scenario,
    monuments,
});

impl State {
    /// A copy of the position without the suspended step (its frame holds a second whole state):
    /// for rules that try something on a scratch copy and never resume it. Every field is listed,
    /// so a new field cannot be forgotten here.
    #[allow(clippy::clone_on_copy)] // one uniform line per field, as in `clone_reusing!`
    pub fn clone_without_proc(&self) -> State {
        let State {
            config,
            options,
            seed,
            rng,
            epoch,
            turn,
            first_epoch,
            civs,
            order,
            areas,
            barbarian_supply,
            white_supply,
            strongholds_free,
            blocks,
            deck,
            flow,
            comp,
            comp_rank,
            step_memo,
            deploy_restart,
            epoch_ends,
            epoch_ends_now,
            epoch_revealed,
            rule8,
            astrologer,
            pending_order,
            proc: _,
            reveal_count,
            actions,
            winner,
            result_note,
            npc,
            scenario,
            monuments,
        } = self;
        State {
            config: config.clone(),
            options: options.clone(),
            seed: seed.clone(),
            rng: rng.clone(),
            epoch: epoch.clone(),
            turn: turn.clone(),
            first_epoch: first_epoch.clone(),
            civs: civs.clone(),
            order: order.clone(),
            areas: areas.clone(),
            barbarian_supply: barbarian_supply.clone(),
            white_supply: white_supply.clone(),
            strongholds_free: strongholds_free.clone(),
            blocks: blocks.clone(),
            deck: deck.clone(),
            flow: flow.clone(),
            comp: comp.clone(),
            comp_rank: comp_rank.clone(),
            step_memo: step_memo.clone(),
            deploy_restart: deploy_restart.clone(),
            epoch_ends: epoch_ends.clone(),
            epoch_ends_now: epoch_ends_now.clone(),
            epoch_revealed: epoch_revealed.clone(),
            rule8: rule8.clone(),
            astrologer: astrologer.clone(),
            pending_order: pending_order.clone(),
            proc: None,
            reveal_count: reveal_count.clone(),
            actions: actions.clone(),
            winner: winner.clone(),
            result_note: result_note.clone(),
            npc: npc.clone(),
            scenario: scenario.clone(),
            monuments: monuments.clone(),
        }
    }
}

pub fn deity_ids() -> impl Iterator<Item = CardId> {
    (104..=110).map(CardId)
}
