//! The board picture as data: area outlines, label and stack anchors, rivers, links and the frame.
//!
//! PURE like the rules (no Bevy, no file access): [`generate`] turns the rules' [`Board`] (areas,
//! terrain, adjacency, approximate longitude/latitude) and the generator settings
//! (`assets/board/layout.ron`, [`Layout`]) into a [`BoardShape`], which `acme gen-board` writes to
//! `assets/board/board.ron` and the window loads. The test `tests/board.rs` proves that the picture
//! agrees with the rules: two areas share a border of visible length exactly when they are adjacent
//! (ARCHITECTURE §5).

pub mod foam;
pub mod generate;
pub mod geom;
pub mod svg;
pub mod tess;

use serde::{Deserialize, Serialize};

use crate::games::acme::catalog::Board;

/// Version of the board file format.
pub const BOARD_VERSION: u32 = 1;

/// Where the generated file lives, relative to the crate root (and to Bevy's asset folder).
pub const BOARD_FILE: &str = "assets/board/board.ron";
/// Where the generator settings live.
pub const LAYOUT_FILE: &str = "assets/board/layout.ron";

/// The shortest border that counts as visible (board units; about 11 pixels when the whole board
/// fits a 1280 x 800 window). Adjacent areas share at least this much border.
pub const MIN_VISIBLE_BORDER: f32 = 0.3;

/// A point on the board, in board units (the frame is 34 x 22, the printed board's inches); y up.
pub type Pt = [f32; 2];

/// Generator settings (`assets/board/layout.ron`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Layout {
    /// Width and height of the frame.
    pub frame: Pt,
    /// Distance from the frame to the ring of edge areas' centres.
    pub inset: f32,
    /// 0: keep the geographic positions as far as the frame allows; 1: spread the areas evenly.
    pub evenness: f32,
    /// Rounds of force-directed relaxation, and the largest move per round (in ideal edge
    /// lengths) at the start; it cools down to a twentieth.
    pub rounds: u32,
    pub relax_step: f32,
    /// Extra vertices on each half of a border (more make rounder shapes).
    pub subdivide: u32,
    /// Rounds of foam relaxation of the borders, and the weight of the equal-size pressure
    /// against the border length.
    pub foam_rounds: u32,
    pub pressure: f32,
    /// Shortest distance between the two ends of a border (at least [`MIN_VISIBLE_BORDER`]).
    pub min_border: f32,
    /// Width / height of the room reserved for each area's name and pieces.
    pub room_aspect: f32,
    /// Adjacent areas that are joined by a drawn link instead of a shared border (islands and
    /// straits that cannot touch). Each pair is also listed, with its drawing, in the board file.
    #[serde(default)]
    pub links: Vec<(String, String)>,
    /// Extra moves of an area's centre before the layout is solved, in board units (hand tuning).
    #[serde(default)]
    pub nudges: Vec<(String, Pt)>,
}

/// The generated board (`assets/board/board.ron`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct BoardShape {
    pub version: u32,
    /// The frame: from (0, 0) to this corner.
    pub frame: Pt,
    /// One entry per area, in the order of the rules' map file.
    pub areas: Vec<AreaShape>,
    /// River borders: the shared border of two areas, drawn as a river.
    pub rivers: Vec<RiverShape>,
    /// Adjacencies drawn as links (from the layout's `links`).
    pub links: Vec<LinkShape>,
    /// Points where four or more areas meet without being adjacent to each other (drawn as a dot so
    /// nobody reads a corner as a border).
    pub junctions: Vec<Pt>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct AreaShape {
    pub name: String,
    /// Counter-clockwise outline.
    pub outline: Vec<Pt>,
    /// Centre and size of the largest box (of the layout's aspect) inside the outline: the room
    /// for the name and the pieces.
    pub room_centre: Pt,
    pub room_size: Pt,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RiverShape {
    pub river: String,
    pub a: String,
    pub b: String,
    pub points: Vec<Pt>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct LinkShape {
    pub a: String,
    pub b: String,
    pub points: Vec<Pt>,
}

impl BoardShape {
    /// Parse the board file's text; errors carry line and column.
    pub fn parse(text: &str) -> Result<BoardShape, String> {
        let b: BoardShape = ron::from_str(text)
            .map_err(|e| format!("{}:{}: {}", e.span.start.line, e.span.start.col, e.code))?;
        if b.version != BOARD_VERSION {
            return Err(format!(
                "board file version {} is not the supported version {BOARD_VERSION}",
                b.version
            ));
        }
        Ok(b)
    }

    /// The file's text (what `acme gen-board` writes).
    pub fn to_text(&self) -> String {
        let pretty = ron::ser::PrettyConfig::default()
            .struct_names(false)
            .compact_arrays(true);
        let mut s = String::from(
            "// GENERATED by `acme gen-board` from assets/data/map.ron and assets/board/layout.ron.\n\
             // Do not edit: change the layout or the map and regenerate.\n",
        );
        s.push_str(&ron::ser::to_string_pretty(self, pretty).expect("serializable"));
        s.push('\n');
        s
    }

    /// Check the file against the rules' board: one outline per area, same names, same order.
    pub fn check(&self, board: &Board) -> Result<(), String> {
        if self.areas.len() != board.len() {
            return Err(format!(
                "{} area outlines for {} areas in the map",
                self.areas.len(),
                board.len()
            ));
        }
        for (shape, area) in self.areas.iter().zip(&board.areas) {
            if shape.name != area.name {
                return Err(format!(
                    "outline '{}' where the map has '{}' (regenerate with `acme gen-board`)",
                    shape.name, area.name
                ));
            }
            if shape.outline.len() < 3 {
                return Err(format!(
                    "the outline of {} has fewer than 3 points",
                    shape.name
                ));
            }
        }
        Ok(())
    }
}

impl Layout {
    pub fn parse(text: &str) -> Result<Layout, String> {
        ron::from_str(text)
            .map_err(|e| format!("{}:{}: {}", e.span.start.line, e.span.start.col, e.code))
    }
}
