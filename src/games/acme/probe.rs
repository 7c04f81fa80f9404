//! The rule tests' door to a few inner rules. Not a face.
//!
//! Some rule tests check one rule function directly, on a position built by hand, because the
//! rulebook states the rule that way (a Deploy check, a competition's contest, the Acquisition
//! count of a rulebook example, a Change of Epoch Table row, the order of losses...). Those
//! functions live in modules private to the rules; this module re-exports exactly the items the
//! tests in `tests/` and the examples name, grouped by the module they come from, and nothing else.
//!
//! The app, the CLI, the table driver and the simulator must not use it: they ask through
//! [`Game`](super::Game), [`Q`](super::Q) and the views. `tests/rules/face.rs` fails when code
//! outside `src/games/acme` names it. Add an item here only for a test that checks that rule itself.

/// RB Civilization abilities: who holds an ability, the Tally bonus, the home-area choices.
pub mod abilities {
    pub use crate::games::acme::abilities::{has_ability, home_options, people_name, tally_bonus};
}

/// The stack sets the areas keep beside their disks.
pub mod areas {
    pub use crate::games::acme::areas::{Areas, Disks, KEPT_SIZES};
}

/// RB Competition Phase: whether an area is contested.
pub mod competition {
    pub use crate::games::acme::competition::comp_contested;
}

/// RB End of Epoch Phase step 3: one row of the Change of Epoch Table.
pub mod epoch {
    pub use crate::games::acme::epoch::apply_row;
}

/// RB Options, Gilgamesh: who may take him.
pub mod gilgamesh {
    pub use crate::games::acme::gilgamesh::eligible;
}

/// RB Growth Phase: the Acquisition count and the Deploy check.
pub mod growth {
    pub use crate::games::acme::growth::{Acquisition, count_acquisition, deploy_check};
}

/// RB Disk Removal / Alternate Loss: how a loss may be paid, what became of the piece, and the
/// per-card memory of protections (Hattusha, scenario areas).
pub mod losses {
    pub use crate::games::acme::losses::{Loss, LossMemo, LossRules};
}

/// RB Negation: a chain's link, and the God of War (Rostam's negation, H4.14.14).
pub mod negation {
    pub use crate::games::acme::negation::{GOD_OF_WAR, Link};
}

/// RB Sea Domination Step: whether a civilization Dominates a sea area.
pub mod reckoning {
    pub use crate::games::acme::reckoning::dominates;
}

/// The procedure context a rule function runs in, with the answers given to its questions.
pub mod proc {
    pub use crate::games::acme::proc::Ctx;
}

/// The seam: ACME's ruleset (the base game's defaults under the solitaire and scenario layers)
/// answering a few hook points that scenario tests check, and whether it answers as the base
/// game's defaults in a state.
pub mod ruleset {
    use crate::games::acme::catalog::AreaId;
    use crate::games::acme::g::G;
    use crate::games::acme::proc::{Ctx, Step};
    use crate::games::acme::ruleset::{Acme, Ruleset};
    use crate::games::acme::state::Slot;

    pub use crate::games::acme::ruleset::GrowthStart;

    /// RB Acquisition Step as ACME plays it (scenario growth rules).
    pub fn acquisition(g: &G, s: Slot, total: u16, minimum: u16) -> u16 {
        Acme::acquisition(g, s, total, minimum)
    }
    /// RB Deploy as ACME plays it (scenario prohibitions).
    pub fn may_deploy(g: &G, s: Slot, a: AreaId) -> Result<(), String> {
        Acme::may_deploy(g, s, a)
    }
    /// RB Loot as ACME plays it (Troy, neutral factions).
    pub fn may_sack(g: &G, s: Slot, a: AreaId) -> bool {
        Acme::may_sack(g, s, a)
    }
    /// RB 3's base number of cards drawn as ACME plays it.
    pub fn draw_base(g: &G, s: Slot) -> u32 {
        Acme::draw_base(g, s)
    }
    /// The start of a civilization's Growth Phase as ACME plays it.
    pub fn civ_growth_start(g: &mut G, ctx: &mut Ctx, s: Slot) -> Step<GrowthStart> {
        Acme::civ_growth_start(g, ctx, s)
    }
}

pub mod ruleset_acme {
    pub use crate::games::acme::ruleset_acme::base_game_disagreements;
}
