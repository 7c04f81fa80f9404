//! The system sets that order the table's screens among themselves. Why a module of its own: a
//! screen that must draw before or after the overlays (the theatre's cards, the loss dialog, the
//! menus, a game's own step card) names the set, not the overlays' module, so no screen has to
//! import another to be ordered after it.

use bevy::prelude::*;

/// The overlays over the board: the competition panel, the Reckoning summary, the game over, the
/// help (`overlays.rs`), the game's own windows ([`GameOverlaySet`]) and the hot-seat curtain.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct OverlaySet;

/// The game's own windows among the overlays (its rules reference): drawn after the help and
/// before the hot-seat curtain, so the curtain stays on top of them.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct GameOverlaySet;
