//! The terms of a loss (RB "Disk Removal" / "Alternate Loss", content G1, G19): how it may be
//! paid, what it removed, and what a card's losses remember. Plain data, apart from the rules of
//! losing (`losses.rs`) so that the seam's hook for protections (`Ruleset::loss_protected`) can name
//! them without importing the rules that ask it.

use super::catalog::CardId;
use super::state::Slot;

/// How a loss may be paid, and which protections apply (content `loss_offset`, G5).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LossRules {
    /// The card causing the loss (None for competition rounds and rules such as Sea Domination).
    pub cause: Option<CardId>,
    pub mina: bool,
    pub cards: bool,
    /// In a competition: the faction's white Allies go first (RB, G19).
    pub allies_first: bool,
    /// Competition rounds: the Stronghold cube goes before the disks (RB Competition step 4).
    pub cube_first: bool,
    /// In a competition: the Stronghold cube may be given up instead (G1).
    pub stronghold: bool,
    /// In a competition: Master Armorer and Shield Bearers may absorb the loss.
    pub competition_cards: bool,
    /// Protections against Fate cards: Hattusha (Hittite ability), Homeland Defense (option).
    pub card_protections: bool,
}

impl LossRules {
    /// A disk removed by a Fate card in the Card Phase or any phase outside a competition (G1).
    pub fn card(cause: CardId) -> Self {
        LossRules {
            cause: Some(cause),
            mina: true,
            cards: true,
            allies_first: false,
            cube_first: false,
            stronghold: false,
            competition_cards: false,
            card_protections: true,
        }
    }
    /// A disk removed by a card or ability inside a competition (G19).
    pub fn card_in_competition(cause: Option<CardId>) -> Self {
        LossRules {
            cause,
            mina: true,
            cards: true,
            allies_first: true,
            cube_first: false,
            stronghold: true,
            competition_cards: true,
            card_protections: cause.is_some(),
        }
    }
    /// A removal round of a competition (RB Competition step 4).
    pub fn round() -> Self {
        LossRules {
            cause: None,
            mina: true,
            cards: true,
            allies_first: true,
            cube_first: true,
            stronghold: true,
            competition_cards: true,
            card_protections: false,
        }
    }
    /// A removal by a rule outside competitions (Sea Domination, End of Epoch events).
    pub fn rule() -> Self {
        LossRules {
            cause: None,
            mina: true,
            cards: true,
            allies_first: false,
            cube_first: false,
            stronghold: false,
            competition_cards: false,
            card_protections: false,
        }
    }
    /// No offset at all (Traitor #22; Siege Master #17 keeps only Master Armorer, see there).
    pub fn no_offset(cause: CardId) -> Self {
        LossRules {
            cause: Some(cause),
            mina: false,
            cards: false,
            allies_first: true,
            cube_first: false,
            stronghold: false,
            competition_cards: false,
            card_protections: false,
        }
    }
}

/// What happened to the piece that would have been lost.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Loss {
    /// A disk of the faction's colour went back to its supply.
    Disk,
    /// A white Allied disk was removed instead.
    Ally,
    /// The Stronghold cube was removed.
    Cube,
    /// The loss was paid (mina, card, cube or Investment) and the disk stays.
    Kept,
    /// A protection (Hattusha, Homeland Defense) prevented it.
    Protected,
    /// The one-disk use of the ruleset's Lawgiver (Giver of Laws #19, ACIS's Lawgiver #25) kept
    /// the disk: the loss never happened, so, unlike a loss paid with a talent or a card, no
    /// replacing disk goes in under RB Disk Removal (content-acis #25: "a replacing disk is then
    /// not added"; AG2). Otherwise as [`Loss::Kept`]: a multi-disk loss goes on.
    Prevented,
    /// There was nothing to remove.
    Nothing,
}

impl Loss {
    /// A colour disk really left the area (what replacement cards need, G2).
    pub fn disk_removed(self) -> bool {
        self == Loss::Disk
    }
    /// RB Disk Removal: whether a replacing disk goes in for this loss. Base game (G2): only for a
    /// disk that really left; under [`Ruleset::KEPT_DISK_REPLACED`] (ACIS, readings B17) for a disk
    /// its owner kept with a talent or a card as well.
    pub fn replaced<R: super::ruleset::Ruleset>(self) -> bool {
        self == Loss::Disk || (self == Loss::Kept && R::KEPT_DISK_REPLACED)
    }
    /// Something was taken off the area (disk, ally or cube).
    pub fn piece_removed(self) -> bool {
        matches!(self, Loss::Disk | Loss::Ally | Loss::Cube)
    }
}

/// Per-card memory for protections that count losses "to any single Fate card" (Hattusha).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct LossMemo {
    pub hattusha_lost: u8,
    /// Areas where this card already removed a disk, for protections that count per card
    /// (a ruleset's [`super::ruleset::Ruleset::loss_protected`]: scenario areas such as Ilium).
    pub card_lost: super::catalog::AreaSet,
    /// Disks of a solitaire Gold owner lost in its Gold areas to this card effect (N1.7.4).
    pub gold_lost: u8,
    /// The civilization whose Master Armorer (#20) call answers this loss: the card face (PB
    /// example) lets it "return one or more disks to supply in lieu of losing disks in that
    /// competition", so the further disks of the same multi-disk loss (Improved Bow, Mercenaries
    /// Desert...) may come from the card within that one call.
    pub armorer_call: Option<Slot>,
}
