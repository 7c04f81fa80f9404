//! ACIS's basic setups for 2 to 6 players (RB Basic 2- to 6-Player Setup; spec D17), made into
//! the setup ACME's phases start from: the map configuration of the player count (its marker
//! line is the configuration's edge), each civilization's 12 disks on the fixed areas of the
//! setups file (a Settlement 2, a Camp 1), its printed home area, and then ACME's own steps: Turn
//! Order at random from the seed, and a Fate deck whose opening hands hold no Event (the Events
//! are shuffled into the rest after the five cards each are dealt, which deals the same as D17's
//! "set aside 5 x players, shuffle the Events into the remainder, put the set-aside cards back on
//! top"). In the 2-player setup the first player in Turn Order chooses Egypt or Troy (D17 step
//! 6): the choice, `GameOptions::first_civ`, puts that civilization first in Turn Order.

use crate::games::acis::catalog::Catalog;
use crate::games::acme::catalog::{self as phases, iter_set};
use crate::games::acme::setup::{SetupCiv, SetupError, new_state};
use crate::games::acme::state::{Color, GameOptions, Slot, State};

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
    let first = options.first_civ.clone();
    let mut st = new_state(phases, &config, &civs, options, seed)?;
    if let Some(name) = first {
        let choices = first_choices(cat, players);
        let Some(i) = civs.iter().position(|c| c.civ.eq_ignore_ascii_case(&name)) else {
            return Err(refused_choice(&name, players, &choices));
        };
        if !choices.iter().any(|c| c.eq_ignore_ascii_case(&name)) {
            return Err(refused_choice(&name, players, &choices));
        }
        // D17 steps 5-6: the Turn Order disks are drawn first (the seed's draw is kept, so the
        // deck that follows is the same); the player drawn first takes the civilization chosen.
        let chosen = Slot(i as u8);
        st.order.retain(|&s| s != chosen);
        st.order.insert(0, chosen);
    }
    Ok(st)
}

/// The civilizations the first player may choose between in the basic setup for `players`
/// (D17 step 6, RB Basic 2-Player Setup H: Egypt or Troy, the 2-player setup's two); none for
/// the other setups, whose civilizations are dealt in Turn Order from a fixed list.
pub fn first_choices(cat: &Catalog, players: u8) -> Vec<String> {
    if players != 2 {
        return Vec::new();
    }
    cat.setups
        .iter()
        .filter(|s| s.players == players)
        .map(|s| cat.civ(s.placement.civ).name.clone())
        .collect()
}

fn refused_choice(name: &str, players: u8, choices: &[String]) -> SetupError {
    SetupError::Other(if choices.is_empty() {
        format!(
            "the first player chooses a civilization only in the 2-player setup (D17 step 6), not in basic-{players} ('{name}' asked for)"
        )
    } else {
        format!(
            "the first player chooses {} (D17 step 6), not '{name}'",
            choices.join(" or ")
        )
    })
}
