//! Cradle's game state: the players' VP, the civilizations in play (each with its owner), the
//! map (per area one occupant, its Cities and Wonder), the decks, the generator every die comes
//! from, and where the sequence of play stands. Everything is serializable (saves, the hash).

use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::data::{AreaId, Catalog, Trait, Traits};

/// A player (a colour at the table), 0-based.
pub type Seat = u8;
/// A civilization in play: an index into [`State::nations`].
pub type NationId = u8;

/// A civilization in play (K2): one half of a card (Troy / Arzawa are two, CR 6.3), or the
/// armies of a Civil War or Barbarian Raid (CR 8.0: the last-place player's counters, hostile to
/// everyone, never growing).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Nation {
    /// Its card (an index into the catalog's civilizations); `None` for raiders.
    pub card: Option<u8>,
    /// Which half of its card (Troy 0, Arzawa 1).
    pub part: u8,
    pub owner: Seat,
    /// The Epoch its counters belong to.
    pub epoch: u8,
    /// Its card has left the game (CR 5.1: no army left at its round).
    pub gone: bool,
}

/// The armies of one civilization in an area (CR "Concerning Areas": never two at a round's end).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Occupant {
    pub nation: NationId,
    pub armies: u8,
}

/// One area of the board as the game goes.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct AreaState {
    pub occupant: Option<Occupant>,
    /// Cities standing here (catalog indexes; two in Kish, B43).
    pub cities: Vec<u8>,
    /// The Wonder built here (at most one, B17).
    pub wonder: Option<u8>,
}

/// A Wonder marker's fate (Wonders of the Ancient World: destroyed ones never return).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum WonderState {
    Unbuilt,
    Built(AreaId),
    Destroyed,
}

/// The Civilization Bonus a current civilization rolled (CR 5.2), for its round.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bonus {
    /// The 2d6 roll.
    pub roll: u8,
    /// Great commander: +1 to the attack die until it loses an army attacking (B13).
    pub commander: bool,
    /// Traits gained for the round (Military, Commerce, Seafaring).
    pub gained: Traits,
    pub extra_army: bool,
    /// Terrain Tactics: the terrain (index into `Terrain::LAND`) whose defender bonus it ignores.
    pub tactics: Option<u8>,
    /// New Weapons: attacks roll three dice.
    pub three_dice: bool,
}

/// A civilization round under way (CR 5.0-5.7).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Round {
    pub nation: NationId,
    pub pool: u8,
    pub bonus: Bonus,
    /// Its first army is still to enter at its Start Area (CR 5.3).
    pub first_army: bool,
    /// The areas it held when the round began (B28: Epoch VI, no expansion).
    pub initial: u128,
    /// Persia: the areas where its attacks rolled doubles (B30).
    pub doubles_areas: u128,
}

/// The New Civilization Allocation under way (CR 3.0).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Allocation {
    /// Who draws, in order (fewest VP first).
    pub order: Vec<Seat>,
    /// The next drawer's place in `order`.
    pub next: u8,
    /// The card the drawer is looking at (hidden from the others).
    pub drawn: Option<u8>,
    /// The card each player received this Epoch.
    pub received: Vec<Option<u8>>,
    /// Who passed it (the receiver may not look at it until the deal is over).
    pub passed_by: Vec<Option<Seat>>,
}

/// Where the sequence of play stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    Allocation,
    Strategy,
    EndOfEpoch,
    Over,
}

/// The whole state of a game of Cradle.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct State {
    pub players: u8,
    /// The current Epoch, 1 to 6.
    pub epoch: u8,
    pub phase: Phase,
    pub vp: Vec<i32>,
    pub nations: Vec<Nation>,
    pub areas: Vec<AreaState>,
    pub wonders: Vec<WonderState>,
    /// Each Epoch's deck, shuffled at setup (CR 2.0), top card last.
    pub decks: Vec<Vec<u8>>,
    pub alloc: Allocation,
    /// The Strategy Phase's player order (CR 4.0) and whose turn it is.
    pub order: Vec<Seat>,
    pub turn: u8,
    /// The civilizations of the player in turn still to play their rounds, next first.
    pub queue: Vec<NationId>,
    pub round: Option<Round>,
    /// The bonus rolled for the current card (Troy / Arzawa share it, B31).
    pub card_bonus: Option<(u8, Bonus)>,
    /// Per civilization in play: a Wonder attempted / the Cultural Achievement tried this Epoch.
    pub wonder_tried: Vec<bool>,
    pub culture_tried: Vec<bool>,
    pub winners: Vec<Seat>,
    pub actions: u32,
    pub rng: ChaCha8Rng,
}

impl State {
    /// One army of `nation` alone in `area` (an empty area entered, or a won combat's attacker,
    /// CR 5.5): whatever stood there is gone.
    pub fn enter_alone(&mut self, area: AreaId, nation: NationId) {
        self.areas[area as usize].occupant = Some(Occupant { nation, armies: 1 });
    }

    /// Its armies' total over the map.
    pub fn armies_of(&self, n: NationId) -> u32 {
        self.areas
            .iter()
            .filter_map(|a| a.occupant)
            .filter(|o| o.nation == n)
            .map(|o| o.armies as u32)
            .sum()
    }
    /// The areas a civilization occupies.
    pub fn held(&self, n: NationId) -> impl Iterator<Item = AreaId> + '_ {
        (0..self.areas.len() as AreaId).filter(move |&a| {
            self.areas[a as usize]
                .occupant
                .is_some_and(|o| o.nation == n)
        })
    }
    /// The same, as a set.
    pub fn held_set(&self, n: NationId) -> u128 {
        self.held(n).fold(0, |s, a| s | 1u128 << a)
    }
    /// A player's armies on the map (allocation ties, CR 3.0: B4).
    pub fn player_armies(&self, s: Seat) -> u32 {
        self.areas
            .iter()
            .filter_map(|a| a.occupant)
            .filter(|o| self.nations[o.nation as usize].owner == s)
            .map(|o| o.armies as u32)
            .sum()
    }
    /// A civilization belongs to the current Epoch (CR 4.0, 5.2, 5.6).
    pub fn is_current(&self, n: NationId) -> bool {
        let nat = &self.nations[n as usize];
        nat.card.is_some() && nat.epoch == self.epoch
    }
    /// Its traits now: its card's while it is current; Seafaring only once it is previous
    /// (CR 6.1); the round's bonus adds its own.
    pub fn traits(&self, cat: &Catalog, n: NationId) -> Traits {
        let nat = &self.nations[n as usize];
        let Some(card) = nat.card else {
            return Traits::default();
        };
        let printed = cat.civs[card as usize].traits;
        let mut t = if self.is_current(n) {
            printed
        } else if printed.has(Trait::Seafaring) {
            Traits::default().with(Trait::Seafaring)
        } else {
            Traits::default()
        };
        if let Some(r) = self.round.as_ref().filter(|r| r.nation == n) {
            t = Traits(t.0 | r.bonus.gained.0);
        }
        t
    }
    /// The counters of `owner`'s colour and `epoch` on the map (CR 5.1's counter mix).
    pub fn counters_on_map(&self, owner: Seat, epoch: u8) -> u32 {
        self.areas
            .iter()
            .filter_map(|a| a.occupant)
            .filter(|o| {
                let n = &self.nations[o.nation as usize];
                n.card.is_some() && n.owner == owner && n.epoch == epoch
            })
            .map(|o| o.armies as u32)
            .sum()
    }
}
