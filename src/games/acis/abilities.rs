//! ACIS's civilization display abilities (content-acis section 5; ACIS RB Civilization Displays
//! and the Golden Rule, D14: an ability beats a rule, a card beats both), given to ACME's
//! machinery as data where it does the same job.
//!
//! The competition abilities that add to a side ([`ALLY_ROWS`]) are rows read by ACME's
//! competition-ability function: announced at RB Competition step 1, open to the Lighthouse of
//! Alexandria's negation (its text: "cancels civilization abilities"; each display's
//! `negatable_by_lighthouse`), resolved at step 3 after the Wonders' uses (RB step 3: "all
//! announced special abilities" after the Deities, which are ACIS's Wonders here). Each row keeps
//! the provenance of the content's ability (all inferred from the pre-publication articles but
//! Phoenicia's Merchant Fleets, designed).

use crate::games::acme::catalog::{Known, Provenance};
use crate::games::acme::{AllyGift, AllyGrant, AllyRow, AllyWhere};

const fn grant(at: AllyWhere, per_phase: u8) -> AllyGrant {
    AllyGrant {
        at,
        per_phase,
        from_epoch: 1,
        gives: AllyGift::Ally,
    }
}

const fn row(ability: Known, grants: &'static [AllyGrant], provenance: Provenance) -> AllyRow {
    AllyRow {
        ability,
        grants,
        per_phase: 0,
        shares_with: None,
        provenance,
    }
}

/// The nine competition abilities of the displays that add a white Allied disk (or, for Gaul, one of its
/// own disks) at step 3, one row each (content-acis 5; the limit per Competition Phase is the
/// content's "limit").
pub const ALLY_ROWS: [AllyRow; 9] = [
    // Carthage, Sacred Band (inferred): +1 ally in every competition in the Carthage area.
    row(
        Known::SacredBand,
        &[grant(AllyWhere::Home, 0)],
        Provenance::Inferred,
    ),
    // Carthage, Mercenary Armies and Punic Fleet (inferred): outside the Carthage area, once per
    // Competition Phase in one land competition and once in one shallow-sea competition.
    row(
        Known::MercenaryArmies,
        &[
            grant(AllyWhere::LandAwayFromHome, 1),
            grant(AllyWhere::Sea, 1),
        ],
        Provenance::Inferred,
    ),
    // Gaul, Celtic Warbands (inferred): in up to 2 different competitions per Competition Phase,
    // an ally in one and a Gallic disk from supply in the other (Gaul chooses which first).
    row(
        Known::CelticWarbands,
        &[
            grant(AllyWhere::Anywhere, 1),
            AllyGrant {
                at: AllyWhere::Anywhere,
                per_phase: 1,
                from_epoch: 1,
                gives: AllyGift::OwnDisk,
            },
        ],
        Provenance::Inferred,
    ),
    // Phoenicia, Merchant Fleets (designed): +1 ally in at most 2 shallow-sea competitions per
    // Competition Phase.
    row(
        Known::MerchantFleets,
        &[grant(AllyWhere::Sea, 2)],
        Provenance::Designed,
    ),
    // Mycenae, Achaean Host (inferred): +1 ally in each of up to 2 land competitions per phase.
    row(
        Known::AchaeanHost,
        &[grant(AllyWhere::Land, 2)],
        Provenance::Inferred,
    ),
    // Troy, Defenders of Ilium (inferred): +1 ally in every competition in the Troy area, and
    // once per Competition Phase in one other land competition.
    row(
        Known::DefendersOfIlium,
        &[
            grant(AllyWhere::Home, 0),
            grant(AllyWhere::LandAwayFromHome, 1),
        ],
        Provenance::Inferred,
    ),
    // Mauretania, Numidian Horse (inferred): +1 ally in one land competition per phase.
    row(
        Known::NumidianHorse,
        &[grant(AllyWhere::Land, 1)],
        Provenance::Inferred,
    ),
    // Minos, Thalassocracy (inferred): +1 ally in every shallow-sea competition next to the Minos
    // area, and in up to 2 other shallow-sea competitions per phase (an allowance Sea Raids
    // spends too).
    AllyRow {
        ability: Known::Thalassocracy,
        grants: &[grant(AllyWhere::SeaNextToHome, 0), grant(AllyWhere::Sea, 2)],
        per_phase: 0,
        shares_with: Some(Known::SeaRaids),
        provenance: Provenance::Inferred,
    },
    // Rome, Legions (inferred): up to 3 allies per Competition Phase, in competitions in the Rome
    // area or a land area next to it; in Epoch IV up to 2 of the 3 in any land competition.
    AllyRow {
        ability: Known::Legions,
        grants: &[
            grant(AllyWhere::HomeOrLandNextToIt, 0),
            AllyGrant {
                at: AllyWhere::Land,
                per_phase: 2,
                from_epoch: 4,
                gives: AllyGift::Ally,
            },
        ],
        per_phase: 3,
        shares_with: None,
        provenance: Provenance::Inferred,
    },
];
