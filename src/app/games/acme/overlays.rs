//! What ACME's overlays show of the game: the competition panel's columns (each faction in the
//! contested area, its disks and allies, its Stronghold: RB "Competition Phase"), whether the
//! committed cards still lie face down (RB Competition step 1), and the game's end (the winners,
//! and the final ranking with its tie-breakers: RB "Endgame").

use super::face::AcmeFace;
use super::pieces::{self, Piece};
use super::seats;
use crate::app::game_face::{Contest, ContestSide, GameFace, Outcome, PieceOwner};
use crate::games::acme::catalog::{AreaId, Catalog};
use crate::games::acme::decision::{Ask, Decision};
use crate::games::acme::state::{Faction, Slot, State};

/// The competition in area `area`: the factions with disks there, then the civilizations with
/// only allies there.
pub fn contest(cat: &Catalog, st: &State, area: AreaId) -> Contest<Slot> {
    let a = &st.areas[<AcmeFace>::index(area)];
    let mut factions: Vec<Faction> = a.factions().collect();
    for i in 0..st.civs.len() {
        if a.allies[i] > 0 && !factions.contains(&Faction(i as u8)) {
            factions.push(Faction(i as u8));
        }
    }
    let sides = factions
        .iter()
        .map(|&f| {
            let n = a.count(f) as usize;
            let allies = f.slot().map_or(0, |sl| a.allies[sl.idx()] as usize);
            let mut lines = vec![format!(
                "{n} disk{}{}",
                if n == 1 { "" } else { "s" },
                if allies > 0 {
                    format!(" + {allies} allies")
                } else {
                    String::new()
                }
            )];
            if a.stronghold == Some(f) {
                lines.push("▣ Stronghold".to_string());
            }
            let (owner, name) = match f.slot() {
                Some(sl) => (PieceOwner::Seat(sl), seats::name(cat, st, sl)),
                None => (PieceOwner::Neutral, "Barbarians".to_string()),
            };
            ContestSide {
                owner,
                name,
                pieces: n,
                helpers: allies,
                lines,
            }
        })
        .collect();
    Contest {
        title: format!("Competition in {}", cat.board.name(area)),
        sides,
        helper_fill: pieces::kind(Piece::WhiteDisk)
            .fill
            .expect("a white disk has its own colour"),
    }
}

/// The cards stay face down while the civilizations are still committing them.
pub fn committing(d: &Decision) -> bool {
    matches!(d.ask, Ask::Commit { .. })
}

/// A negation offer answers the card in the centre (RB "Negation").
pub fn answers_centre(d: &Decision) -> bool {
    matches!(d.ask, Ask::Negate { .. })
}

pub fn outcome(st: &State) -> Outcome<Slot> {
    Outcome {
        winners: st.winner.clone().unwrap_or_default(),
        note: st.result_note.clone(),
    }
}

/// The ranking's figures after the name, in the order the tie-breakers apply (RB "Endgame").
pub const RANKING: &[&str] = &[
    "VP",
    "Temples",
    "Homelands",
    "Cities",
    "Disks",
    "Areas",
    "Gilgamesh",
];

/// Temples and Homelands not counted show a dash; Gilgamesh is yes or no.
pub fn ranking_cell(column: usize, value: i64) -> String {
    match (column, value) {
        (1 | 2, -1) => "—".to_string(),
        (6, 1) => "yes".to_string(),
        (6, _) => "no".to_string(),
        _ => value.to_string(),
    }
}
