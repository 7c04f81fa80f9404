//! What stands in an area of ACME's board, in the table's words (RB "Components"): a Homeland
//! block with its Deity's temple on it, each faction's stack (a City ringed) with the Stronghold
//! cube at its foot, white Allied and bonus disks, a Stronghold left alone, a special cube, and
//! the white disk of an edge marker; and the colours of a civilization's and the Barbarians'
//! pieces.

use super::colours;
use crate::app::game_face::{Paint, PieceCount, PieceKind, PieceOwner, PieceShape, Placed};
use crate::app::style;
use crate::games::acme::catalog::CardId;
use crate::games::acme::catalog::{AreaId, Catalog, bit};
use crate::games::acme::state::{BlockLoc, Faction, MAX_SLOTS, Slot, SpecialCube, State};

/// A piece of ACME's (RB "Components").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Piece {
    /// A civilization's or the Barbarians' disk.
    Disk,
    /// A white disk: Allied in a competition, or on a bonus area.
    WhiteDisk,
    /// The white disk on an edge marker area of the map configuration (no count on it).
    EdgeMarker,
    /// A civilization's Homeland block.
    Homeland,
    /// A Deity's temple (Monotheism's included), on its owner's Homeland block.
    Temple(CardId),
    /// The Stronghold cube.
    Stronghold,
    /// A special cube of an Investment's area.
    Special(SpecialCube),
    /// A built card's block on the map (ACIS's Wonder block, RB Build a Wonder), in its owner's
    /// colour, marked with the card's initials; grey when the card is buried (face down).
    Monument { card: CardId, buried: bool },
}

const fn piece(name: &'static str, shape: PieceShape, count: PieceCount) -> PieceKind {
    PieceKind {
        name,
        shape,
        count,
        fill: None,
    }
}

/// What each of ACME's pieces looks like (RB "Components"): its name, shape, what it shows and
/// its fixed colour when it belongs to nobody.
pub fn kind(p: Piece) -> PieceKind {
    use PieceCount::{Glyph, Stack};
    use PieceShape::{Block, Cube, Disk};
    let fixed = |fill, kind: PieceKind| PieceKind {
        fill: Some(fill),
        ..kind
    };
    match p {
        Piece::Disk => piece("disk", Disk, Stack),
        Piece::WhiteDisk => fixed(colours::WHITE_DISK, piece("white disk", Disk, Stack)),
        Piece::EdgeMarker => fixed(
            colours::WHITE_DISK,
            piece("edge marker", Disk, PieceCount::None),
        ),
        Piece::Homeland => piece("Homeland block", Block, PieceCount::None),
        Piece::Temple(_) => fixed(colours::TEMPLE, piece("temple", Block, Glyph)),
        Piece::Stronghold => fixed(
            colours::STRONGHOLD,
            piece("Stronghold cube", Cube, PieceCount::None),
        ),
        Piece::Monument { buried: false, .. } => piece("Wonder block", Block, Glyph),
        Piece::Monument { buried: true, .. } => fixed(
            colours::BURIED,
            piece("buried Wonder's block", Block, Glyph),
        ),
        Piece::Special(c) => {
            let (name, [r, g, b]) = match c {
                SpecialCube::Gold => ("Mountain of Gold cube", [0xf2, 0xd0, 0x2a]),
                SpecialCube::Oasis => ("Oasis cube", [0x3c, 0xb0, 0x4a]),
                SpecialCube::Fishing => ("Fishing Grounds cube", [0x8c, 0xd2, 0xf0]),
            };
            fixed(
                bevy::color::Color::srgb_u8(r, g, b),
                piece(name, Cube, PieceCount::None),
            )
        }
    }
}

/// A faction's pieces are its civilization's, or the Barbarians' (no seat plays them).
fn owner(f: Faction) -> PieceOwner<Slot> {
    match f.slot() {
        Some(s) => PieceOwner::Seat(s),
        None => PieceOwner::Neutral,
    }
}

/// What stands in `a`, in the order the table lays it out.
pub fn pieces(cat: &Catalog, st: &State, a: AreaId) -> Vec<Placed<Piece, Slot>> {
    let on_previous = |p: Placed<Piece, Slot>| Placed {
        on_previous: true,
        ..p
    };
    let mut v = Vec::new();
    for m in st.monuments.iter().filter(|m| m.area == a) {
        let monument = Piece::Monument {
            card: m.card,
            buried: m.buried,
        };
        v.push(Placed::new(monument, PieceOwner::Seat(m.owner), 1));
    }
    if let Some(s) = st.slots().find(|&s| st.civ(s).homeland == Some(a)) {
        v.push(Placed::new(Piece::Homeland, PieceOwner::Seat(s), 1));
        if let Some(d) = st.civ(s).deity
            && st.block(d) == (BlockLoc::Temple { owner: s })
        {
            v.push(on_previous(Placed::new(
                Piece::Temple(d),
                PieceOwner::Seat(s),
                1,
            )));
        }
    }
    let ar = st.area(a);
    for f in ar.factions() {
        let n = u16::from(ar.count(f));
        v.push(Placed {
            // A City: three disks or more of a civilization.
            ring: f.slot().is_some() && n >= 3,
            ..Placed::new(Piece::Disk, owner(f), n)
        });
        if ar.stronghold == Some(f) {
            v.push(on_previous(Placed::new(Piece::Stronghold, owner(f), 1)));
        }
    }
    for s in 0..MAX_SLOTS.min(st.civs.len()) {
        let n = u16::from(ar.allies[s]);
        if n > 0 {
            let ally = PieceOwner::Seat(Slot(s as u8));
            v.push(Placed::new(Piece::WhiteDisk, ally, n));
        }
    }
    if ar.white_bonus > 0 {
        let n = u16::from(ar.white_bonus);
        v.push(Placed::new(Piece::WhiteDisk, PieceOwner::Nobody, n));
    }
    if let Some(f) = ar.stronghold
        && ar.count(f) == 0
    {
        v.push(Placed::new(Piece::Stronghold, owner(f), 1));
    }
    if let Some(cube) = ar.cube {
        v.push(Placed::new(Piece::Special(cube), PieceOwner::Nobody, 1));
    }
    if cat.board.configs[st.config].markers & bit(a) != 0 {
        v.push(Placed::new(Piece::EdgeMarker, PieceOwner::Nobody, 1));
    }
    v
}

/// A civilization's pieces in its colour; the Barbarians' black with a light rim.
pub fn paint(st: &State, owner: PieceOwner<Slot>) -> Paint {
    match owner {
        PieceOwner::Seat(s) => {
            let c = st.civ(s).color;
            Paint {
                fill: colours::civ(c),
                rim: style::RIM,
                text: colours::on_civ(c),
            }
        }
        PieceOwner::Neutral => Paint {
            fill: colours::BARBARIAN,
            rim: colours::BARBARIAN_RIM,
            text: bevy::color::Color::WHITE,
        },
        PieceOwner::Nobody => Paint {
            fill: colours::WHITE_DISK,
            rim: style::RIM,
            text: bevy::color::Color::BLACK,
        },
    }
}
