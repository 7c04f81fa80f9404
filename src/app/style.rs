//! The palette and sizes: the board picture's colours and sizes (UX.md "The board"), the screens'
//! colours ([`screen`]), and the one conversion of a board colour for the screens ([`to_egui`]).

use bevy::prelude::*;
use bevy_egui::egui;

/// World units per board unit (the board is 34 x 22 board units).
pub const SCALE: f32 = 40.0;

pub const BACKGROUND: Color = Color::srgb(0.16, 0.17, 0.19);

/// Areas outside the map configuration: their ground's colour washed out to grey.
pub fn out_of_play(ground: Color) -> Color {
    let c = ground.to_srgba();
    let g = 0.55;
    Color::srgb(
        c.red * 0.35 + g * 0.65,
        c.green * 0.35 + g * 0.65,
        c.blue * 0.35 + g * 0.65,
    )
}

pub fn lighten(c: Color, k: f32) -> Color {
    let c = c.to_srgba();
    Color::srgb(
        c.red + (1.0 - c.red) * k,
        c.green + (1.0 - c.green) * k,
        c.blue + (1.0 - c.blue) * k,
    )
}

pub const BORDER: Color = Color::srgb(0.24, 0.20, 0.15);
pub const COAST: Color = Color::srgb(0.20, 0.30, 0.42);
pub const RIVER: Color = Color::srgb(0.16, 0.42, 0.80);
/// An island's outline: the printed board's yellow (ACIS RB The Board).
pub const ISLAND: Color = Color::srgb(0.94, 0.80, 0.0);
pub const FRAME: Color = Color::srgb(0.10, 0.09, 0.08);
pub const HOVER: Color = Color::srgb(1.0, 0.97, 0.75);
/// The glow of an area the current choice may take.
pub const LEGAL: Color = Color::srgb(1.0, 0.86, 0.25);
pub const SELECTED: Color = Color::srgb(0.95, 0.68, 0.10);
/// The tutorial's highlight (areas and panels a step looks at): a colour no other mark uses.
pub const TUTORIAL: Color = Color::srgb(0.30, 0.85, 1.0);
pub const LAND_TEXT: Color = Color::srgb(0.17, 0.13, 0.09);
pub const SEA_TEXT: Color = Color::srgb(0.10, 0.22, 0.42);
pub const GREY_TEXT: Color = Color::srgb(0.25, 0.25, 0.25);
pub const RIM: Color = Color::srgb(0.08, 0.08, 0.08);
pub const CITY_RING: Color = Color::srgb(0.93, 0.74, 0.16);

/// A board colour (Bevy) as a screen colour (egui), opaque: the one conversion between the two,
/// so that a civilization's disks and its name on the panels are the same colour.
pub fn to_egui(c: Color) -> egui::Color32 {
    use bevy::color::ColorToPacked;
    let [r, g, b] = c.to_srgba().to_u8_array_no_alpha();
    egui::Color32::from_rgb(r, g, b)
}

/// The screens' colours (egui): panels, dialogs, overlays and the theatre. The civilizations'
/// and the terrains' colours are the board's, converted by [`to_egui`]; the cards' printed
/// colours are the card face's own (`widgets::card_face`).
pub mod palette {
    use bevy_egui::egui::Color32;

    /// The bars on top (the prompt bar, the viewer's bar, the gallery's).
    pub const BAR: Color32 = Color32::from_rgb(32, 30, 27);
    /// The log panel.
    pub const LOG_FILL: Color32 = Color32::from_rgb(30, 29, 27);
    /// The civilizations panel.
    pub const CIVS_FILL: Color32 = Color32::from_rgb(38, 36, 33);
    /// A civilization's row of the panel.
    pub const CIV_ROW: Color32 = Color32::from_rgb(48, 46, 42);
    /// The row of the civilization deciding now.
    pub const CIV_ROW_DECIDING: Color32 = Color32::from_rgb(78, 66, 40);
    /// The hand tray.
    pub const HAND_FILL: Color32 = Color32::from_rgb(34, 32, 29);
    /// The loss dialog.
    pub const LOSS_FILL: Color32 = Color32::from_rgb(38, 35, 31);
    /// The competition's result banner.
    pub const BANNER_FILL: Color32 = Color32::from_rgb(30, 26, 20);
    /// The notes under the cards in the centre of the table.
    pub const CENTRE_FILL: Color32 = Color32::from_rgb(30, 28, 26);
    /// A toast.
    pub const TOAST: Color32 = Color32::from_rgb(40, 38, 34);
    /// A toast saying why a click was refused.
    pub const TOAST_ERROR: Color32 = Color32::from_rgb(120, 40, 30);
    /// "Replace the saved game?"
    pub const CONFIRM_FILL: Color32 = Color32::from_rgb(70, 40, 30);
    /// The main answer's button (Done, Pass, Yes...).
    pub const PRIMARY_BUTTON: Color32 = Color32::from_rgb(90, 70, 30);
    /// "I am ... — show my hand" on the hot-seat curtain.
    pub const CURTAIN_BUTTON: Color32 = Color32::from_rgb(60, 55, 45);
    /// Headings: the phase line, titles, a phase's first line in the log, "deciding".
    pub const HEADING: Color32 = Color32::from_rgb(240, 200, 110);
    /// A notice on the viewer's bar.
    pub const NOTICE: Color32 = Color32::from_rgb(240, 180, 40);
    /// Something went wrong (a save, a file).
    pub const ERROR_TEXT: Color32 = Color32::from_rgb(255, 140, 120);
    /// A settings file read with problems.
    pub const WARNING_TEXT: Color32 = Color32::from_rgb(255, 180, 120);
    /// Hostility, a civilization out, a failure to load.
    pub const ALERT: Color32 = Color32::from_rgb(230, 120, 100);
    /// The hover hint of an area the choice may take.
    pub const AREA_OK: Color32 = Color32::from_rgb(120, 200, 110);
    /// The hover hint of an area it may not.
    pub const AREA_REFUSED: Color32 = Color32::from_rgb(235, 120, 100);
    /// The lines under a card in the centre of the table.
    pub const CENTRE_TEXT: Color32 = Color32::from_rgb(240, 225, 190);
    /// A card turning over: its back.
    pub const CARD_BACK: Color32 = Color32::from_rgb(70, 52, 38);
    /// A card turning over: its face opening.
    pub const CARD_OPENING: Color32 = Color32::from_rgb(236, 226, 200);
    /// A flying disk's halo.
    pub const DISK_GLOW: Color32 = Color32::from_rgb(255, 240, 190);
    /// A flying temple.
    pub const TEMPLE_TOKEN: Color32 = Color32::from_rgb(230, 220, 190);
    /// A loss paid with a mina or a card, sliding away.
    pub const PAID_TOKEN: Color32 = Color32::from_rgb(200, 180, 140);
    /// The label of a flight.
    pub const FLIGHT_LABEL: Color32 = Color32::from_rgb(250, 235, 200);
    /// A die's face and its pips.
    pub const DIE_FACE: Color32 = Color32::from_rgb(245, 240, 228);
    pub const DIE_PIP: Color32 = Color32::from_rgb(25, 22, 20);
    /// The ring around the die that counts.
    pub const DIE_KEPT: Color32 = Color32::from_rgb(255, 200, 60);
    /// The prompt's sentence.
    pub const PROMPT_TEXT: Color32 = Color32::from_gray(235);
    /// Text on the dark dialogs.
    pub const TEXT: Color32 = Color32::from_gray(230);
    /// A caption with no civilization, the gallery's title.
    pub const TEXT_CAPTION: Color32 = Color32::from_gray(220);
    /// A log line that is not a choice.
    pub const LOG_LINE: Color32 = Color32::from_gray(215);
    /// A summary line with no civilization.
    pub const SUMMARY_LINE: Color32 = Color32::from_gray(210);
    /// Quieter text (a line with no civilization, a hint).
    pub const TEXT_DIM: Color32 = Color32::from_gray(200);
    /// Details of a civilization's row (its cards).
    pub const DETAIL: Color32 = Color32::from_gray(190);
    /// Small notes (the deck and discard).
    pub const NOTE: Color32 = Color32::from_gray(180);
    /// The game's title under the phase line; subtitles.
    pub const SUBTITLE: Color32 = Color32::from_gray(170);
    /// The rule a question or a line comes from.
    pub const RULE_TEXT: Color32 = Color32::from_gray(160);
    /// Frames and lines with no civilization.
    pub const FAINT: Color32 = Color32::from_gray(150);
    /// The rule under a log line.
    pub const LOG_RULE: Color32 = Color32::from_gray(140);
    /// A log line taken back.
    pub const UNDONE: Color32 = Color32::from_gray(120);
    /// The NPC / neutral badge.
    pub const BADGE: Color32 = Color32::from_gray(70);
    /// The rim of a terrain swatch.
    pub const SWATCH_RIM: Color32 = Color32::from_gray(30);
}

/// Sizes in board units.
pub mod size {
    pub const BORDER: f32 = 0.045;
    pub const COAST: f32 = 0.06;
    pub const RIVER: f32 = 0.12;
    /// An island's outline (ACIS RB The Board).
    pub const ISLAND: f32 = 0.09;
    /// A region's coloured outline (Cradle's regions, CR 1.1).
    pub const REGION: f32 = 0.08;
    pub const FRAME: f32 = 0.16;
    pub const HOVER: f32 = 0.10;
    pub const SELECTED: f32 = 0.14;
    pub const JUNCTION: f32 = 0.07;
    /// Name size (capital letters) when the room allows.
    pub const NAME: f32 = 0.66;
    /// The smallest name size: a name that does not fit its room at this size overflows it
    /// rather than shrink below what reads at the fitted camera (tests/board/legibility.rs).
    pub const NAME_MIN: f32 = 0.6;
    /// Disk radius: its numeral reads at the fitted camera.
    pub const DISK: f32 = 0.3;
    /// Each disk of a stack drawn this much above the one below.
    pub const DISK_STEP: f32 = 0.17;
    pub const RIM: f32 = 0.04;
    pub const HOMELAND: f32 = 0.6;
    pub const TEMPLE: f32 = 0.34;
    pub const CUBE: f32 = 0.3;
    /// The least height left for the pieces below a name (they overflow the room below if need be).
    pub const PIECES_MIN: f32 = 0.8;
    /// The least scale of an area's pieces (1: pieces are never drawn smaller than their size).
    pub const PIECES_SCALE_MIN: f32 = 1.0;
}

/// Draw order (z).
pub mod z {
    pub const AREA: f32 = 0.0;
    pub const BORDER: f32 = 1.0;
    pub const RIVER: f32 = 2.0;
    pub const HOVER: f32 = 3.0;
    pub const LABEL: f32 = 4.0;
    pub const PIECE: f32 = 10.0;
}
