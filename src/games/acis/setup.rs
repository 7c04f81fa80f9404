//! ACIS's basic setups for 2 to 6 players (RB Basic 2- to 6-Player Setup; spec D17), made into
//! the setup ACME's phases start from: the map configuration of the player count (its marker
//! line is the configuration's edge), each civilization's 12 disks on the fixed areas of the
//! setups file (a Settlement 2, a Camp 1), its printed home area, and then ACME's own steps: Turn
//! Order at random from the seed, and a Fate deck whose opening hands hold no Event (the Events
//! are shuffled into the rest after the five cards each are dealt, which deals the same as D17's
//! "set aside 5 x players, shuffle the Events into the remainder, put the set-aside cards back on
//! top").

use crate::games::acis::catalog::Catalog;
use crate::games::acme::catalog::{self as phases, iter_set};
use crate::games::acme::setup::{SetupCiv, SetupError, new_state};
use crate::games::acme::state::{Color, GameOptions, State};

/// Disks in a Settlement and in a Camp (RB Basic Setups).
const SETTLEMENT: u8 = 2;
const CAMP: u8 = 1;

/// The map configuration's name and the civilizations of the basic setup for `players`, in the
/// setups file's order; `npc[i]` marks which the system plays.
pub fn basic(
    cat: &Catalog,
    players: u8,
    npc: &[bool],
) -> Result<(String, Vec<SetupCiv>), SetupError> {
    let rows: Vec<_> = cat.setups.iter().filter(|s| s.players == players).collect();
    let Some(first) = rows.first() else {
        return Err(SetupError::Players(players));
    };
    let config = cat.board.configs[first.config].name.clone();
    let names = |set| {
        iter_set(set)
            .map(|a| cat.board.name(a).to_string())
            .collect::<Vec<_>>()
    };
    let civs = rows
        .iter()
        .enumerate()
        .map(|(i, row)| {
            let p = &row.placement;
            let civ = cat.civ(p.civ);
            let mut disks: Vec<(String, u8)> = names(p.settlements)
                .into_iter()
                .map(|a| (a, SETTLEMENT))
                .collect();
            disks.extend(names(p.camps).into_iter().map(|a| (a, CAMP)));
            SetupCiv {
                civ: civ.name.clone(),
                homeland: cat.board.name(civ.home).to_string(),
                disks,
                color: Color::ALL[i],
                npc: npc.get(i).copied().unwrap_or(false),
            }
        })
        .collect();
    Ok((config, civs))
}

/// The state before the first decision of a basic ACIS game for `players`, on the phases'
/// catalog `phases` (built by [`crate::games::acis::system::catalog`] from `cat`).
pub fn basic_state(
    cat: &Catalog,
    phases: &phases::Catalog,
    players: u8,
    npc: &[bool],
    options: GameOptions,
    seed: u64,
) -> Result<State, SetupError> {
    let (config, civs) = basic(cat, players, npc)?;
    new_state(phases, &config, &civs, options, seed)
}
