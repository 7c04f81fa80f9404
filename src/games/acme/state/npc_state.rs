//! The solitaire system's data: its options ([`NpcOptions`]) and the NPCs' memory in the game
//! state ([`NpcState`]). They live beside `state.rs` so that the state imports nothing above it;
//! the NPC brain and bookkeeping that use them are in `rules::npc`, which re-exports them.

use serde::{Deserialize, Serialize};

use crate::games::acme::catalog::{AreaId, AreaSet, CivKind, bit};
use crate::games::acme::state::{Color, Slot, slot_bit};

// ---------------------------------------------------------------------------------------------
// Options and state
// ---------------------------------------------------------------------------------------------

/// How an NPC breaks ties between equally ranked options (N1.2; chosen before play).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TieBreak {
    /// Method A, "use your head": a deterministic evaluation of what helps the NPC most or hurts its
    /// target most (N1.2.2); the source recommends it (N1.2.5).
    #[default]
    UseHead,
    /// Method B, "use the cards": one card per option, the highest ID wins (N1.2.3).
    UseCards,
    /// Method B1, one card: ID modulo the number of options (even/odd for two, N1.2.4, A7.1).
    EvenOdd,
}

/// Solitaire choices made before play (part of [`super::state::GameOptions`], so a game record
/// replays with them).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct NpcOptions {
    pub tie_break: TieBreak,
    /// A historical scenario (N1.1.4, N1.3.9): no Peace Offers; the Reckoning checks only settle
    /// relations the scenario leaves open (A7.3).
    pub historical: bool,
    /// Run the NPC hostility checks at the end of every Victory Tally Step (X2.4).
    pub hostility_checks: bool,
    /// The NPC's free Deity at its first Card Phase (N1.4.1); scenarios may switch it off.
    pub free_deity: bool,
    /// VP each NPC gains at every Victory Tally (N1.10.3-4; 0 = no bonus).
    pub vp_bonus: u8,
    /// Extra cards (negative: fewer) in each NPC's Draw Step (N1.11.1).
    pub npc_draws: i8,
    /// Extra cards (negative: fewer) in each human civilization's Draw Step (N1.11.1, N1.11.5).
    pub human_draws: i8,
    /// Mina every NPC gains at the start of each Card Phase (N1.11.2).
    pub npc_mina_per_card_phase: u8,
}

impl Default for NpcOptions {
    fn default() -> Self {
        NpcOptions {
            tie_break: TieBreak::UseHead,
            historical: false,
            hostility_checks: true,
            free_deity: true,
            vp_bonus: 0,
            npc_draws: 0,
            human_draws: 0,
            npc_mina_per_card_phase: 0,
        }
    }
}

/// A set of areas, serialized as two 64-bit words (RON has no 128-bit integers).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Areas(pub u64, pub u64);

impl Areas {
    pub fn from_set(s: AreaSet) -> Self {
        Areas(s as u64, (s >> 64) as u64)
    }
    pub fn set(self) -> AreaSet {
        self.0 as u128 | ((self.1 as u128) << 64)
    }
    pub fn has(self, a: AreaId) -> bool {
        self.set() & bit(a) != 0
    }
}

/// What one NPC remembers (I8.2).
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct NpcCiv {
    /// `hostile(n, x)`: bit x set (C0.3.3). Hostility to the Barbarians is always on (N1.3.2).
    pub hostile: u16,
    /// The designated Primary Enemy until the end of the turn (N1.3.7).
    pub primary: Option<Slot>,
    /// Its first Card Phase has begun (the free Deity, N1.4.1).
    pub first_card_phase_done: bool,
    /// Civilizations that made it lose disks, cards, mina, VP or its Deity this turn (X2.4.3e,
    /// X2.4.5e).
    pub harmed_by: u16,
    /// The civilization most recently its enemy (N1.8.6, row 51-80).
    pub last_enemy: Option<Slot>,
    /// The civilization that last made it lose disks (N1.8.6, row 81+: "forced this Gilgamesh").
    pub forced_by: Option<Slot>,
    /// It made peace this turn (X2.4.3, X2.4.5).
    pub peace_this_turn: bool,
    /// Out of the game after a second Gilgamesh (N1.8.3).
    pub out: bool,
    /// Plays an "invading" people in an Invaders scenario (N1.9 priority 16, A7.18).
    pub invader: bool,
}

/// The Civilization Pool (X2.3): drawn disks always go back.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct Pool {
    pub white: u8,
    pub black: u8,
    pub yellow: u8,
    /// NPC colours of unknown NPCs (Exploration games).
    pub colors: Vec<Color>,
}

impl Default for Pool {
    fn default() -> Self {
        Pool {
            white: 6,
            black: 4,
            yellow: 0,
            colors: Vec::new(),
        }
    }
}

/// A disk drawn from the Civilization Pool.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PoolDisk {
    White,
    Black,
    Yellow,
    Color(Color),
}

/// The position when an NPC's Deployment Step began: priorities that fill areas "empty" at that
/// time keep them as targets while the NPC's own disks go in (N1.9.7, N1.9.8).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Anchor {
    pub slot: Slot,
    pub empty: Areas,
    pub mine: Areas,
}

/// The civilization and Homeland a re-entering NPC takes (N1.8.5), chosen by the engine before the
/// Gilgamesh questions are asked.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Reentry {
    pub slot: Slot,
    pub civ: CivKind,
    /// Its Homeland (None: chosen nearest the entry point among the engine's options).
    pub home: Option<AreaId>,
    /// The entry point of the Entry Location table (N1.8.6).
    pub entry: AreaId,
}

/// Everything the solitaire rules keep in the game state.
#[derive(Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct NpcState {
    /// Per slot (missing entries read as the default).
    pub civs: Vec<NpcCiv>,
    pub pool: Pool,
    pub anchor: Option<Anchor>,
    pub reentry: Option<Reentry>,
    /// Slots to move to the last Turn Order space once the Gilgamesh Step is over (N1.8.5).
    pub to_last: u16,
    /// Slots to take off the Turn Order track once the Gilgamesh Step is over (N1.8.3).
    pub to_remove: u16,
}

static NO_NPC: NpcCiv = NpcCiv {
    hostile: 0,
    primary: None,
    first_card_phase_done: false,
    harmed_by: 0,
    last_enemy: None,
    forced_by: None,
    peace_this_turn: false,
    out: false,
    invader: false,
};

impl NpcState {
    pub fn civ(&self, s: Slot) -> &NpcCiv {
        self.civs.get(s.idx()).unwrap_or(&NO_NPC)
    }
    pub fn civ_mut(&mut self, s: Slot) -> &mut NpcCiv {
        if self.civs.len() <= s.idx() {
            self.civs.resize(s.idx() + 1, NpcCiv::default());
        }
        &mut self.civs[s.idx()]
    }
    /// `hostile(n, x)` (C0.3.3).
    pub fn hostile(&self, n: Slot, x: Slot) -> bool {
        n != x && self.civ(n).hostile & slot_bit(x) != 0
    }
}

// Copied with every state snapshot: see `state::clone_reusing`.
crate::games::acme::state::clone_reusing!(NpcState {
    civs,
    pool,
    anchor,
    reentry,
    to_last,
    to_remove,
});
