//! What ACME's events stage in the theatre (UX "Competition, animated"): a disk removed leaves
//! its area for its owner's supply (a Barbarian or an ally disk rises off the board), loot mina
//! and VP fly to the winner's row, a captured temple to its captor (RB "Temples": a temple in a
//! conquered area is captured), a loss paid with a mina or a card rises instead of a disk. Read
//! from the typed events, never from their words.

use super::face::AcmeFace;
use super::pieces::{self, Piece};
use super::seats;
use crate::app::game_face::{GameFace, Loot, PieceOwner, Staged};
use crate::games::acme::catalog::{AreaId, Catalog};
use crate::games::acme::state::{Slot, State};
use crate::games::acme::{About, Event, Words};

use bevy::color::Color;

/// What event `e` stages, on the board showing `st`.
pub fn stage(_cat: &Catalog, st: &State, e: &Event) -> Vec<Staged<AreaId, Slot>> {
    let staged = match e {
        Event::CompetitionStarted { area } => Staged::Contest(*area),
        Event::Removed { faction, area, .. } => match faction
            .slot()
            .and_then(|s| Some((s, seats::colour(st, s)?)))
        {
            Some((s, fill)) => Staged::PieceLeaves {
                area: *area,
                to: Some(s),
                fill,
                rim: Color::BLACK,
            },
            None => {
                let neutral = pieces::paint(st, PieceOwner::Neutral);
                Staged::PieceLeaves {
                    area: *area,
                    to: None,
                    fill: neutral.fill,
                    rim: neutral.rim,
                }
            }
        },
        Event::Allies { area, delta, .. } if *delta < 0 => Staged::PieceLeaves {
            area: *area,
            to: None,
            fill: pieces::kind(Piece::WhiteDisk)
                .fill
                .expect("a white disk has its own colour"),
            rim: Color::srgb(0.3, 0.3, 0.3),
        },
        Event::LossPaid { area, with, .. } => Staged::LossPaid {
            area: *area,
            with: with.to_string(),
        },
        Event::Mina { slot, delta } if *delta > 0 => Staged::Loot {
            to: *slot,
            loot: Loot::Money,
            label: format!("+{delta} mina"),
        },
        Event::Vp { slot, delta } if *delta > 0 => Staged::Loot {
            to: *slot,
            loot: Loot::Score,
            label: format!("+{delta} VP"),
        },
        Event::Note {
            slot: Some(s),
            text:
                Words {
                    about: Some(About::TempleCaptured(deity)),
                    ..
                },
            ..
        } => Staged::Captured {
            to: *s,
            glyph: <AcmeFace>::glyph(Piece::Temple(*deity)),
        },
        _ => return Vec::new(),
    };
    vec![staged]
}
