//! Cards built in front of their owners whose blocks stand on the map: a family game whose
//! buildings are cards (its Card Phase builds one, its rules use, score, bury and un-bury it)
//! keeps them here. The base game builds none, so its state has none and its saved form is
//! unchanged (`State::monuments` is left out of the JSON when empty).

use serde::{Deserialize, Serialize};

use super::Slot;
use crate::games::acme::catalog::{AreaId, CardId};

/// One built card: face up (or buried, face down) in front of its owner, its block in `area`,
/// `disks` of the owner's disks on the card to pay for its uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Monument {
    pub card: CardId,
    pub owner: Slot,
    /// The land area of its block (a block never moves).
    pub area: AreaId,
    pub disks: u8,
    /// The Epoch and turn it was built (a build is limited per turn).
    pub built: (u8, u8),
    /// Used this turn (per-turn limits reset at the start of each Growth Phase).
    pub used: bool,
    /// Face down and inactive; its block and disks stay.
    pub buried: bool,
}

/// Disks on the built cards of slot `i` (for the count of its disks).
pub fn disks_of(monuments: &[Monument], i: usize) -> u32 {
    monuments
        .iter()
        .filter(|m| m.owner.idx() == i)
        .map(|m| m.disks as u32)
        .sum()
}

/// Problems of the built cards, as sentences: a card built twice, two blocks in one area.
pub fn problems(monuments: &[Monument]) -> Vec<String> {
    let mut errs = Vec::new();
    for (i, m) in monuments.iter().enumerate() {
        for o in &monuments[..i] {
            if o.card == m.card {
                errs.push(format!("card #{} is built twice", m.card.0));
            }
            if o.area == m.area {
                errs.push(format!(
                    "two built blocks (#{} and #{}) stand in area #{}",
                    o.card.0, m.card.0, m.area.0
                ));
            }
        }
    }
    errs
}
