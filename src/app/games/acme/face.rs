//! ACME at the shared table: its phases and how each is presented (the Competition Phase opens the
//! theatre, the Reckoning and End of Epoch are summed up, RB "Game Overview"), its pieces (disks,
//! Homeland and temple blocks, Stronghold and special cubes: RB "Components"), the figures of a
//! civilization's panel row, its card faces and backs, and where its board and data are.

use super::card_text;
use crate::app::game_face::{
    BoardSource, GameFace, PanelLine, PanelRow, PhaseFace, PieceCount, PieceKind, PieceShape,
    Presentation,
};
use crate::app::widgets::card_face::CardText;
use crate::games::acme::Phase;
use crate::games::acme::Q;
use crate::games::acme::catalog::{CardId, Catalog, FIRST_DEITY, LAST_DEITY, Provenance};
use crate::games::acme::state::{Slot, SpecialCube, State};

/// ACME, as the table draws it.
#[derive(Debug, Clone, Copy)]
pub struct AcmeFace;

/// A piece of ACME's (RB "Components").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Piece {
    /// A civilization's or the Barbarians' disk.
    Disk,
    /// A white disk: Allied in a competition, on a bonus area, or an edge marker.
    WhiteDisk,
    /// A civilization's Homeland block.
    Homeland,
    /// A Deity's temple (Monotheism's included), on its owner's Homeland block.
    Temple(CardId),
    /// The Stronghold cube.
    Stronghold,
    /// A special cube of an Investment's area.
    Special(SpecialCube),
}

const fn phase(phase: Phase, id: &'static str, shows: Presentation) -> PhaseFace<Phase> {
    PhaseFace {
        phase,
        id,
        name: phase.name(),
        shows,
        in_log: !matches!(phase, Phase::GameOver),
    }
}

const fn piece(name: &'static str, shape: PieceShape, count: PieceCount) -> PieceKind {
    PieceKind {
        name,
        shape,
        count,
        fill: None,
    }
}

impl GameFace for AcmeFace {
    type Phase = Phase;
    type Catalog = Catalog;
    type State = State;
    type Seat = Slot;
    type Card = CardId;
    type Piece = Piece;

    const NAME: &'static str = "ACME";
    const BOARD: BoardSource = BoardSource {
        map: "board/board.ron",
        layout: "board/layout.ron",
        data: "data",
    };
    const PHASES: &'static [PhaseFace<Phase>] = &[
        phase(Phase::Growth, "growth", Presentation::Board),
        phase(Phase::Card, "card", Presentation::Board),
        phase(Phase::Competition, "competition", Presentation::Theatre),
        phase(Phase::Reckoning, "reckoning", Presentation::Summary),
        phase(Phase::EndOfEpoch, "end-of-epoch", Presentation::Summary),
        phase(Phase::GameOver, "game-over", Presentation::GameOver),
    ];

    fn piece(p: Piece) -> PieceKind {
        use PieceCount::{Glyph, Stack};
        use PieceShape::{Block, Cube, Disk};
        match p {
            Piece::Disk => piece("disk", Disk, Stack),
            Piece::WhiteDisk => piece("white disk", Disk, Stack),
            Piece::Homeland => piece("Homeland block", Block, PieceCount::None),
            Piece::Temple(_) => piece("temple", Block, Glyph),
            Piece::Stronghold => piece("Stronghold cube", Cube, PieceCount::None),
            Piece::Special(c) => {
                let (name, fill) = match c {
                    SpecialCube::Gold => ("Mountain of Gold cube", [0xf2, 0xd0, 0x2a]),
                    SpecialCube::Oasis => ("Oasis cube", [0x3c, 0xb0, 0x4a]),
                    SpecialCube::Fishing => ("Fishing Grounds cube", [0x8c, 0xd2, 0xf0]),
                };
                PieceKind {
                    fill: Some(fill),
                    ..piece(name, Cube, PieceCount::None)
                }
            }
        }
    }

    /// The glyph on a temple block: the Deity's planetary sign (Monotheism: a wheel).
    fn glyph(p: Piece) -> &'static str {
        let Piece::Temple(d) = p else {
            return "";
        };
        match d.0 {
            104 => "♃", // Father of the Gods
            105 => "♁", // Earth Mother Goddess
            106 => "♂", // God of War
            107 => "♄", // God of the Forge
            108 => "♇", // God of the Dead
            109 => "♀", // Goddess of Peace
            110 => "☼", // God of the Skies
            _ => "☸",   // Monotheism
        }
    }

    /// VP, mina, supply and Cities; hand, growth and the Deity; for an NPC (solitaire: its hand is
    /// public) its hostility and hand; the cards it has on the table.
    fn panel_rows(cat: &Catalog, st: &State, slot: Slot) -> Vec<PanelRow> {
        let q = Q::new(cat, st);
        let c = st.civ(slot);
        let row = |label, value: String, line| PanelRow {
            label,
            value,
            designed: false,
            line,
        };
        let mut rows = vec![
            row("VP", c.vp.to_string(), PanelLine::Figures),
            row("mina", c.treasury.to_string(), PanelLine::Figures),
            row("supply", c.supply.to_string(), PanelLine::Figures),
            row("Cities", q.cities(slot).to_string(), PanelLine::Figures),
            row("hand", c.hand.len().to_string(), PanelLine::Small),
            row("growth", c.growth.to_string(), PanelLine::Small),
        ];
        rows.push(match c.deity {
            Some(d) => {
                let state = if c.deity_inactive_by.is_some() {
                    "inactive"
                } else {
                    "active"
                };
                PanelRow {
                    designed: cat
                        .deity(d)
                        .is_some_and(|x| x.provenance == Provenance::Designed),
                    ..row(
                        "",
                        format!("{} ({state})", cat.card_name(d)),
                        PanelLine::Small,
                    )
                }
            }
            None => row("", "no Deity".into(), PanelLine::Small),
        });
        if c.npc {
            let enemies: Vec<&str> = (0..st.civs.len())
                .map(|j| Slot(j as u8))
                .filter(|&x| x != slot && st.npc.hostile(slot, x))
                .map(|x| q.civ_name(x))
                .collect();
            if !enemies.is_empty() {
                rows.push(row("hostile to", enemies.join(", "), PanelLine::Alert));
            }
            if !c.hand.is_empty() {
                let names: Vec<&str> = c.hand.iter().map(|&x| cat.card_name(x)).collect();
                rows.push(row("hand:", names.join(", "), PanelLine::Detail));
            }
        }
        if !c.table.is_empty() {
            let names: Vec<&str> = c.table.iter().map(|t| cat.card_name(t.card)).collect();
            rows.push(row("on the table:", names.join(", "), PanelLine::Detail));
        }
        rows
    }

    fn card_back(card: CardId) -> (&'static str, &'static str) {
        let deck = if (FIRST_DEITY..=LAST_DEITY).contains(&card.0) {
            "Deity"
        } else {
            "Fate"
        };
        ("ACME", deck)
    }

    fn card(cat: &Catalog, card: CardId) -> Option<CardText> {
        card_text::card_text(cat, card)
    }
}
