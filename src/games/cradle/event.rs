//! What Cradle's steps report: typed events (the table animates and logs them; nothing reads
//! them as text). Every die is reported with its roll, its modifiers and its result (B42).

use serde::{Deserialize, Serialize};

use super::data::AreaId;
use super::state::{NationId, Seat};

/// A combat's die comparison (CR 5.5, Terrain Chart).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CombatRoll {
    pub area: AreaId,
    pub attacker: NationId,
    pub defender: NationId,
    /// The attacker's dice (2, or 3 with New Weapons) and the one kept.
    pub attack_dice: Vec<u8>,
    /// +1 for a great commander.
    pub attack_bonus: u8,
    pub attack: u8,
    /// The defender's dice (2 in a mountain) and the one kept.
    pub defence_dice: Vec<u8>,
    pub defence: u8,
    /// The defender's terrain modifiers applied (not against Military, Terrain Tactics or an
    /// event's attack).
    pub terrain_applies: bool,
    pub attacker_lost: bool,
    pub defender_lost: bool,
}

/// What a roll on its own decided.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Gamble {
    /// An army entering an empty desert (lost on 1-2).
    DesertEntry,
    Colonization,
    Wonder,
    CulturalAchievement,
    /// No City Bonus: a City it takes is destroyed on 4-6.
    CityRazed,
    /// The End of Epoch roll (6: an event).
    EpochEnd,
    Plague,
    Famine,
    /// The Bronze Age Collapse, per area.
    Collapse,
}

/// Where a player's score came from (CR 7.2, 7.3).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Score {
    pub areas: u8,
    pub area_vp: i32,
    pub city_vp: i32,
    pub commerce_vp: i32,
    pub bonus_area_vp: i32,
    pub wonder_vp: i32,
    /// Per region (catalog order): 0 none, 1 presence, 2 control, 3 domination, and its VP.
    pub regions: Vec<(u8, i32)>,
    pub total: i32,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    EpochBegins(u8),
    CityArrives {
        city: u8,
        area: AreaId,
    },
    /// A player was dealt or drew a card (hidden from the others).
    Drew {
        seat: Seat,
        card: u8,
    },
    Kept {
        seat: Seat,
    },
    Passed {
        from: Seat,
        to: Seat,
        card: u8,
    },
    /// The deal is over: every card shown.
    Revealed {
        cards: Vec<(Seat, u8)>,
    },
    PlayerOrder(Vec<Seat>),
    RoundBegins {
        nation: NationId,
        pool: u8,
    },
    /// CR 5.1: a previous civilization without armies leaves the game.
    Vanished {
        nation: NationId,
    },
    BonusRolled {
        nation: NationId,
        dice: [u8; 2],
        row: u8,
    },
    ArmyPlaced {
        nation: NationId,
        area: AreaId,
    },
    /// CR 5.3: an army moved out of a Start Area (to `to`, or removed when `None`).
    Displaced {
        nation: NationId,
        from: AreaId,
        to: Option<AreaId>,
    },
    Combat(CombatRoll),
    AreaTaken {
        nation: NationId,
        area: AreaId,
    },
    Roll {
        nation: NationId,
        gamble: Gamble,
        area: Option<AreaId>,
        die: u8,
        success: bool,
    },
    ArmyLost {
        nation: NationId,
        area: AreaId,
    },
    CityDestroyed {
        city: u8,
        area: AreaId,
    },
    WonderBuilt {
        wonder: u8,
        area: AreaId,
    },
    WonderDestroyed {
        wonder: u8,
        area: AreaId,
    },
    Vp {
        seat: Seat,
        vp: i32,
    },
    /// CR 6.3: Persia's fourth area of doubles ends its expansion.
    PersiaStops {
        nation: NationId,
    },
    /// The pool could not all be placed (nowhere legal): the rest is lost.
    PoolLost {
        nation: NationId,
        armies: u8,
    },
    Scored {
        seat: Seat,
        score: Score,
    },
    EpochEvent {
        nation: NationId,
        row: u8,
        last_place: Seat,
    },
    GameOver {
        winners: Vec<Seat>,
    },
}
