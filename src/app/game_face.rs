//! What the shared table needs to know to draw a game, said by the game without the table naming
//! its rules: its phases (and which presentation each asks for), its piece kinds, the rows of a
//! civilization's panel, its card faces, and where its board and data come from. A game's folder
//! under `src/app/games/` implements [`GameFace`]; `src/app/games/mod.rs` picks the game once
//! (`games::Face`), and the shared table reads the game through that name only.
//!
//! Why a trait of associated functions and constants, picked by a type alias, and not a trait
//! object or a struct of function pointers: the table is one game at a time, chosen when the
//! program starts (as the engine's drivers pick `engine::Game`), and the answers are tables of
//! constants and small functions over the game's own state. A type alias costs nothing, keeps the
//! game's types (its phase, state, seat, card) as they are, and needs no resource threaded through
//! every system. When a second game comes to the table, the alias becomes a type parameter of the
//! table's plugins (or a state picked from the menu); the descriptions below stay as they are.
//!
//! The table is not yet generic over a game's types: its resources and screens still hold ACME's
//! `State`, `Decision` and `Event` (docs/architecture.md, "What is still ACME's, and why"). This
//! module is the face those screens read instead of naming a game's rules.

/// How the table presents a phase while the board shows it: the systems that open the theatre or
/// a summary key on this (the [`crate::app::table::phase::Presents`] state), never on a game's
/// phase by name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Presentation {
    /// The board, the prompt bar and the panels, nothing over them.
    Board,
    /// The competition theatre: the contested areas in the centre, flights of losses and loot.
    Theatre,
    /// A phase whose end the table sums up in one panel.
    Summary,
    /// The game is over: the result over the table.
    GameOver,
}

/// One phase of a game, as the table shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PhaseFace<P> {
    /// The game's own phase.
    pub phase: P,
    /// A short stable id (the table's state, tests).
    pub id: &'static str,
    /// The player-facing name (the log's filter, headings).
    pub name: &'static str,
    /// The presentation it asks for.
    pub shows: Presentation,
    /// Whether a player may filter the log by it.
    pub in_log: bool,
}

/// The shape a piece is drawn with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PieceShape {
    /// A round token, stacked.
    Disk,
    /// A large square token.
    Block,
    /// A small square token.
    Cube,
}

/// What a piece shows on its face.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PieceCount {
    /// Nothing.
    None,
    /// The number of pieces in its stack, on the top one.
    Stack,
    /// A sign of its own (a glyph the game chooses).
    Glyph,
}

/// One kind of piece on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PieceKind {
    /// The player-facing name (the hover text over an area).
    pub name: &'static str,
    pub shape: PieceShape,
    pub count: PieceCount,
    /// A fixed colour (sRGB) when the piece belongs to nobody, `None` when it takes its owner's.
    pub fill: Option<[u8; 3]>,
}

/// Which line of a civilization's panel a row goes on, and how that line is drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PanelLine {
    /// The main figures, on one line ("VP 3 · supply 20").
    Figures,
    /// Lesser figures, on one smaller line.
    Small,
    /// A warning, on a line of its own.
    Alert,
    /// A detail (a list of cards), on a line of its own.
    Detail,
}

impl PanelLine {
    /// Whether the rows of this line share it (joined with " · ").
    pub fn shared(self) -> bool {
        matches!(self, PanelLine::Figures | PanelLine::Small)
    }
}

/// One row of a civilization's panel: a label and its value, marked when the value comes from our
/// design rather than the printed game (a player may care which rules are the printed ones).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PanelRow {
    /// Empty when the value says it all ("no Deity").
    pub label: &'static str,
    pub value: String,
    /// The value is a text of our design, not the printed game's (its hover says so).
    pub designed: bool,
    pub line: PanelLine,
}

impl PanelRow {
    /// The row as the panel prints it.
    pub fn text(&self) -> String {
        if self.label.is_empty() {
            self.value.clone()
        } else {
            format!("{} {}", self.label, self.value)
        }
    }
}

/// Where a game's board and data come from (under the assets folder): the map file of the shape
/// `assets/board/board.ron` documents, its layout, and the data folder its catalog reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BoardSource {
    pub map: &'static str,
    pub layout: &'static str,
    pub data: &'static str,
}

/// A game, as the shared table draws it.
pub trait GameFace {
    /// The game's phase (what the board shows, `Table::shown_phase`).
    type Phase: Copy + Eq + 'static;
    /// Its data and its state (as the table holds them).
    type Catalog;
    type State;
    /// A seat at the table, a card, a piece (the game's own types).
    type Seat: Copy;
    type Card: Copy;
    type Piece: Copy;

    /// The game's name, as a player reads it.
    const NAME: &'static str;
    /// Its board and data.
    const BOARD: BoardSource;
    /// Every phase, in the order of a turn.
    const PHASES: &'static [PhaseFace<Self::Phase>];

    /// How the table shows `p`.
    fn phase(p: Self::Phase) -> &'static PhaseFace<Self::Phase> {
        Self::PHASES
            .iter()
            .find(|f| f.phase == p)
            .expect("every phase of the game has its face")
    }
    /// What a piece is.
    fn piece(p: Self::Piece) -> PieceKind;
    /// A piece's glyph, for kinds that show one ([`PieceCount::Glyph`]).
    fn glyph(p: Self::Piece) -> &'static str;
    /// The rows of `seat`'s panel, after its name.
    fn panel_rows(cat: &Self::Catalog, st: &Self::State, seat: Self::Seat) -> Vec<PanelRow>;
    /// The back of a card: the game's title and the deck's name.
    fn card_back(card: Self::Card) -> (&'static str, &'static str);
    /// The face of a card (`None`: not a card of this game).
    fn card(
        cat: &Self::Catalog,
        card: Self::Card,
    ) -> Option<crate::app::widgets::card_face::CardText>;
}
