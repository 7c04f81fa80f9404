//! What the shared table needs to know to draw a game, said by the game without the table naming
//! its rules: its phases (and which presentation each asks for), its piece kinds, its board's areas
//! (name, ground, home, in play) and what stands in each, the text over an area, the rows of a
//! civilization's panel, its card faces, where its board and data come from, and its seats (their
//! order, names, colours and scores). A game's folder under `src/app/games/` implements
//! [`GameFace`]; `src/app/games/mod.rs` picks the game once (`games::Face`), and the shared table
//! reads the game through that name only.
//!
//! Why a trait of associated functions and constants, picked by a type alias, and not a trait
//! object or a struct of function pointers: the table is one game at a time, chosen when the
//! program starts (as the engine's drivers pick `engine::Game`), and the answers are tables of
//! constants and small functions over the game's own state. A type alias costs nothing, keeps the
//! game's types (its phase, state, seat, card) as they are, and needs no resource threaded through
//! every system. For a second game at the table the alias becomes a type parameter of the table's
//! code (`fn x<F: GameFace>`), file by file: the files converted so far ask `F`, and the seam test
//! (`STILL_THROUGH_ALIASES`) lists those that still go through the alias; the descriptions below
//! stay as they are.
//!
//! The table's resources and bundles (`Table<F>`, `TableRef<F>`, `Stage<F>`...) take the face as a
//! type parameter; what they need of the game's own session (its final ranking, its saves, its
//! secrets, the Strategist's hint in its words, its losses asked as one question, its tutorial) and
//! of its playback, banner and log lines the face gives, behind the small traits below
//! ([`Playback`], [`ContestResult`], [`LogLine`], [`Lesson`]), never through their fields. This
//! module is the face the screens read instead of naming a game's rules.

use bevy::color::Color;

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
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PieceKind {
    /// The player-facing name (the hover text over an area).
    pub name: &'static str,
    pub shape: PieceShape,
    pub count: PieceCount,
    /// A colour of its own, whoever owns it (a white disk, a special cube); `None` when it takes
    /// its owner's ([`GameFace::paint`]).
    pub fill: Option<Color>,
}

/// Whose a piece on the board is, in the table's words.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PieceOwner<Seat> {
    /// A seat's: drawn in the seat's colours.
    Seat(Seat),
    /// A side no seat plays (ACME's Barbarians): drawn in the game's neutral colours.
    Neutral,
    /// Nobody's: a marker or a cube of the board, drawn in its kind's own colour.
    Nobody,
}

/// What stands in an area, one entry per stack or token, in the order the table lays them out
/// (left to right, in one or two rows).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Placed<Piece, Seat> {
    pub kind: Piece,
    pub owner: PieceOwner<Seat>,
    /// How many: a stack of disks shows up to four of them and the count on the top one.
    pub count: u16,
    /// A ring around the top of the stack (ACME's City).
    pub ring: bool,
    /// It stands on the entry before it rather than beside it: a small block on a block's
    /// corner (a temple on its Homeland), a cube at the foot of a stack (a Stronghold).
    pub on_previous: bool,
}

impl<Piece, Seat> Placed<Piece, Seat> {
    /// `count` pieces of `kind` owned by `owner`, beside the entries before it, no ring.
    pub fn new(kind: Piece, owner: PieceOwner<Seat>, count: u16) -> Self {
        Placed {
            kind,
            owner,
            count,
            ring: false,
            on_previous: false,
        }
    }
}

/// The colours of an owner's pieces: their fill, their rim and the text on them (a stack's count).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Paint {
    pub fill: Color,
    pub rim: Color,
    pub text: Color,
}

/// One area of the board as the table draws it: its name, the colour of its ground, whether the
/// name is set as water's (italic, in the sea's ink) and whether it is a printed Home area (its
/// name in capitals with a house), and the island it belongs to.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct MapArea<'a> {
    pub name: &'a str,
    pub fill: Color,
    pub water: bool,
    pub home: bool,
    /// The island whose outline the board draws around it with the other areas of that island
    /// (a printed board's island border); `None` for an area outside any drawn island.
    pub island: Option<&'a str>,
    /// A deep sea (drawn darker; ACIS's rules keep civilizations out of it early).
    pub deep: bool,
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

/// Where the table lets a player give one answer to the pending question.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AnswerPlace<Area> {
    /// A click on this area of the map (it glows while the question waits).
    Map(Area),
    /// A click on its card in the decider's hand (and nowhere else).
    Hand,
    /// One of the bar's main buttons (done, pass, yes, no, decline), drawn first and strong.
    Main,
    /// Another button of the bar (a list when there are many).
    Button,
}

/// One answer to the pending question, as the table offers it.
#[derive(Debug, Clone, PartialEq)]
pub struct Answer<Action, Area, Card> {
    /// The game's answer, sent when it is chosen.
    pub action: Action,
    /// Its words on a button, a list or a card's menu.
    pub label: String,
    pub place: AnswerPlace<Area>,
    /// The card of the hand a click on which gives this answer (with the card's other answers
    /// in a small menu when there are several), wherever else it is offered.
    pub card: Option<Card>,
    /// Answers easy to give by mistake and not taken back ask this first (Settings:
    /// confirmations).
    pub confirm: Option<String>,
}

/// The pending question as the table lays it out: who answers, the sentence and the rule, and
/// its answers.
#[derive(Debug, Clone, PartialEq)]
pub struct Prompt<Seat, Action, Area, Card> {
    pub who: Seat,
    /// What is asked, in a sentence.
    pub text: String,
    /// The rule or card behind the question.
    pub rule: String,
    /// Every answer, in the game's order.
    pub answers: Vec<Answer<Action, Area, Card>>,
    /// The answer Space or Enter gives, if any.
    pub key: Option<Action>,
    /// The question pays losses: it is answered in the losses dialog, for all the pieces of the
    /// round at once, not in the bar.
    pub losses: bool,
}

impl<Seat, Action: PartialEq, Area: PartialEq, Card: PartialEq> Prompt<Seat, Action, Area, Card> {
    /// The answers given in `place`.
    pub fn at(
        &self,
        place: AnswerPlace<Area>,
    ) -> impl Iterator<Item = &Answer<Action, Area, Card>> {
        self.answers.iter().filter(move |o| o.place == place)
    }
    /// The areas of the map that answer it.
    pub fn areas(&self) -> impl Iterator<Item = &Area> {
        self.answers.iter().filter_map(|o| match &o.place {
            AnswerPlace::Map(a) => Some(a),
            _ => None,
        })
    }
    /// The answer a click on area `a` gives.
    pub fn on_area(&self, a: &Area) -> Option<&Answer<Action, Area, Card>> {
        self.answers
            .iter()
            .find(|o| matches!(&o.place, AnswerPlace::Map(x) if x == a))
    }
    /// The answers a click on card `c` of the hand gives.
    pub fn on_card(&self, c: &Card) -> Vec<&Answer<Action, Area, Card>> {
        self.answers
            .iter()
            .filter(|o| o.card.as_ref() == Some(c))
            .collect()
    }
    /// The question to ask before sending `a`, when it asks one.
    pub fn confirmation(&self, a: &Action) -> Option<&str> {
        self.answers
            .iter()
            .find(|o| &o.action == a)
            .and_then(|o| o.confirm.as_deref())
    }
}

/// A phase summed up in one panel over the board (ACME's Reckoning and End of Epoch; a game
/// that scores each player in turn, his score taken apart): each seat's figures before and
/// after, the turn order before and after, what happened, as log lines, and the scores taken
/// apart source by source. The game collects it from its typed events ([`GameFace::sum_up`]);
/// a part it leaves empty is not drawn.
#[derive(Debug, Clone, PartialEq)]
pub struct Summary<Seat, Line> {
    pub title: String,
    pub rows: Vec<SummaryRow<Seat>>,
    pub order_before: Vec<Seat>,
    pub order_after: Vec<Seat>,
    /// What happened, as log lines (VP and why, sea domination, cards drawn, the epoch's end...).
    pub lines: Vec<Line>,
    pub epoch_ended: bool,
    /// Scores taken apart, one per seat that scored, in the order they were scored.
    pub breakdowns: Vec<Breakdown<Seat>>,
}

/// One seat's score taken apart, source by source, in the game's words: what the seat holds
/// at each source and what it scores there, the sum, and the seat's running score before and
/// after. The face says each source; the table draws them as they come.
#[derive(Debug, Clone, PartialEq)]
pub struct Breakdown<Seat> {
    pub seat: Seat,
    /// The rule the score follows (shown small under the heading).
    pub rule: String,
    /// The headings of the three columns: a source, what the seat holds there, what it scores.
    pub columns: [&'static str; 3],
    pub rows: Vec<BreakdownRow>,
    /// What the rows add up to.
    pub total: i32,
    /// The seat's running score before this one and after it.
    pub running: (i32, i32),
}

/// A source of a [`Breakdown`].
#[derive(Debug, Clone, PartialEq)]
pub struct BreakdownRow {
    /// The source's name (a region of the map, "Cities"...).
    pub source: String,
    /// The colour the board marks the source with (a region's border), if it has one.
    pub swatch: Option<Color>,
    /// What the seat holds there, in the game's words.
    pub holding: String,
    pub score: i32,
    /// The value is our reading where the rulebook is silent ([`GameFace::DESIGNED_WORDS`]).
    pub designed: bool,
    /// Nothing held there: drawn faint.
    pub idle: bool,
}

/// One seat's row of a [`Summary`]: its score, money and cards in hand before and after.
#[derive(Debug, Clone, PartialEq)]
pub struct SummaryRow<Seat> {
    pub slot: Seat,
    pub vp: (u32, u32),
    /// What it holds to pay with ([`GameFace::MONEY`]; ACME's mina).
    pub money: (u16, u16),
    pub hand: (usize, usize),
    /// The seat came into play during the phase (or took over the slot).
    pub joined: bool,
}

/// What a pending question or an event is to the scripted runs that stop at a moment of play for
/// a picture (`acme play --until MOMENT`): the moments the game's own questions and events make.
/// The moments keep their names on the command line; the game says which of its questions and
/// events they are ([`GameFace::cue`], [`GameFace::event_cue`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cue {
    /// A question placing pieces on the map (the `deploy` and `hint` moments).
    Placing,
    /// A seat's action, played from its hand (the `hand` and `unplayable` moments).
    Hand,
    /// A question paying losses (the `loss` moment).
    Losses,
    /// An event taking a piece out of a contested area (the `competition` moment's removal).
    Removal,
}

/// A game, as the shared table draws it. `Send + Sync + 'static` so that the table's plugins,
/// systems and resources can take it as a type parameter (`Table<F>`, `fn x<F: GameFace>`).
/// The face is a marker type (`AcmeFace`): comparable and printable, so that what the table
/// derives over it (a toast, a command) compares and prints too.
pub trait GameFace: Copy + Eq + std::fmt::Debug + Send + Sync + 'static {
    /// The game's phase (what the board shows, `Stage::shown_phase`).
    type Phase: Copy + Eq + Send + Sync + 'static;
    /// Its data and its state (as the table holds them).
    type Catalog: Send + Sync + 'static;
    type State: Send + Sync + 'static;
    /// A seat at the table, a card, a piece (the game's own types).
    type Seat: Copy + PartialEq + std::fmt::Debug + Send + Sync + 'static;
    type Card: Copy + Eq + std::hash::Hash + std::fmt::Debug + Send + Sync + 'static;
    type Piece: Copy + PartialEq + std::fmt::Debug + Send + Sync + 'static;
    /// An area of the board (the table's handle for it: hover, selection, pieces).
    type Area: Copy + Eq + Ord + std::hash::Hash + std::fmt::Debug + Send + Sync + 'static;
    /// A pending question, an answer to it and what the game tells the table happened (the
    /// table's commands and the playback carry them; the prompt items below describe them).
    type Decision: Clone + crate::engine::Question<Action = Self::Action, Seat = Self::Seat>;
    type Action: Copy + PartialEq + std::fmt::Debug + Send + Sync + 'static;
    type Event: Clone + PartialEq + std::fmt::Debug + Send + Sync + 'static;
    /// One line of the game's log (a summary's lines are the log's).
    type Line: LogLine<
            Seat = Self::Seat,
            Phase = Self::Phase,
            Area = Self::Area,
            State = Self::State,
            Viewer = Viewer<Self>,
        > + Clone
        + PartialEq
        + std::fmt::Debug
        + Send
        + Sync
        + 'static;
    /// A summary being collected from the events as the answers are taken.
    type Summing: Default + std::fmt::Debug + Send + Sync + 'static;
    /// A seat's answer to the losses of a round, given at once in the losses dialog (the table
    /// carries it from the dialog to the session in a command, and asks nothing else of it).
    type LossPlan: Clone + PartialEq + std::fmt::Debug + Send + Sync + 'static;
    /// Words of a toast only one seat may read (its face-down card, why its card may not be
    /// played), with what the others read instead: the table keeps it with the toast, and what a
    /// viewer may read of it is decided by the game, in one place (the table's `visible_toast`).
    type Secret: Clone + PartialEq + std::fmt::Debug + Send + Sync + 'static;
    /// The Strategist's hint for the deciding human, in the game's words (the table keeps it
    /// while its question is open; the prompt bar and the map show it).
    type Hint: Clone + std::fmt::Debug + Send + Sync + 'static;
    /// The board's playback of an answer's events, one at a time, onto the display state
    /// ([`Playback`]), and what follows the contests as they are shown for the result banner
    /// ([`Tally`]); the stage holds both and asks them only what the traits say.
    type Playback: Playback<Event = Self::Event, State = Self::State, Area = Self::Area, Seat = Self::Seat>;
    type Tally: Tally<Event = Self::Event, State = Self::State, Result = Self::Banner>;
    /// A contest's result as the banner shows it once the contest has been played back, with
    /// its words ([`ContestResult`]).
    type Banner: ContestResult<
            Catalog = Self::Catalog,
            State = Self::State,
            Area = Self::Area,
            Seat = Self::Seat,
        > + Clone
        + std::fmt::Debug
        + Send
        + Sync
        + 'static;

    /// The game's name, as a player reads it.
    const NAME: &'static str;
    /// Which game of the family it is (its files' game tag, its autosave, `--game`).
    const GAME: crate::game_id::GameId;
    /// Its full name, as the window's title says it.
    /// The Strategist plays the game (its seats, the hint); without it the table offers no hint.
    const STRATEGIST: bool;
    const FULL_NAME: &'static str;
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
    /// The colours of `owner`'s pieces (a seat's, the neutral side's) where their kind has no
    /// colour of its own.
    fn paint(st: &Self::State, owner: PieceOwner<Self::Seat>) -> Paint;
    /// What stands in area `a`, in the order the table lays it out. The table redraws an area
    /// when this list (or its owners' colours) changes.
    fn pieces(
        cat: &Self::Catalog,
        st: &Self::State,
        a: Self::Area,
    ) -> Vec<Placed<Self::Piece, Self::Seat>>;
    /// The area drawn by the map file's `i`-th shape, and back.
    fn area_at(i: usize) -> Self::Area;
    fn index(a: Self::Area) -> usize;
    /// How the board draws area `a`.
    fn map_area(cat: &Self::Catalog, a: Self::Area) -> MapArea<'_>;
    /// How many areas the game's map has (`area_at(0..area_count)` are all of them).
    fn area_count(cat: &Self::Catalog) -> usize;
    /// The area named `name` (a player's words: `--focus`), if the board has one.
    fn find_area(cat: &Self::Catalog, name: &str) -> Option<Self::Area>;
    /// The region area `a` belongs to, when the board outlines its regions each in its own
    /// colour (Cradle's nine regions, CR 1.1): the region's index and its border colour. `None`
    /// (the default): the area is in no outlined region.
    fn region_border(_cat: &Self::Catalog, _a: Self::Area) -> Option<(usize, Color)> {
        None
    }
    /// The island area `a` lies on, or, for a sea, an island whose outline it touches (`--until
    /// island-competition`); `None` far from any drawn island.
    fn island_near(cat: &Self::Catalog, a: Self::Area) -> Option<String> {
        Self::map_area(cat, a).island.map(str::to_string)
    }
    /// The cards built in front of their owners whose blocks stand on the map in `st`, in the
    /// order they were built, each with its block's area (ACIS's Wonders; `--until wonder`).
    fn built(_st: &Self::State) -> Vec<(Self::Card, Self::Area)> {
        Vec::new()
    }
    /// Whether the map file's outlines fit the game's board (one outline per area, same names,
    /// same order); what differs, in a sentence.
    fn fits_board(cat: &Self::Catalog, board: &crate::board::BoardShape) -> Result<(), String>;
    /// Whether `a` is in play in this game (out of play: greyed).
    fn playable(cat: &Self::Catalog, st: &Self::State, a: Self::Area) -> bool;
    /// The text over a hovered area: its title and lines.
    fn describe_area(cat: &Self::Catalog, st: &Self::State, a: Self::Area)
    -> (String, Vec<String>);
    /// Where the game stands, for the top bar ("Full map · Epoch 1 · Turn 2").
    fn progress(cat: &Self::Catalog, st: &Self::State) -> String;
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
    ) -> Option<crate::app::widgets::card_text::CardText>;

    // --- The question and its answers: how the pending question is laid out (the prompt bar,
    // the map, the hand), the words for an answer and why a card cannot be played now.

    /// The pending question `d` in the table's words: who answers, its sentence and rule, and
    /// where and how each answer is given.
    fn prompt(
        cat: &Self::Catalog,
        st: &Self::State,
        d: &Self::Decision,
    ) -> Prompt<Self::Seat, Self::Action, Self::Area, Self::Card>;
    /// Where the game stands, for the prompt bar's phase line ("Epoch II · Turn 3").
    fn turn_line(st: &Self::State) -> String;
    /// The turn being played (a toast belongs to the turn it was made in).
    fn turn(st: &Self::State) -> u32;
    /// The cards in `seat`'s hand, in the order it holds them.
    fn hand(st: &Self::State, seat: Self::Seat) -> Vec<Self::Card>;
    /// An answer to `d` in a few words ("Play Trade Fleets", "Done").
    fn describe_answer(
        cat: &Self::Catalog,
        st: &Self::State,
        d: &Self::Decision,
        a: &Self::Action,
    ) -> String;
    /// Why a click on area `a` does not answer `d` (the rule it fails, in a sentence).
    fn why_not_area(
        cat: &Self::Catalog,
        st: &Self::State,
        d: &Self::Decision,
        a: Self::Area,
    ) -> String;
    /// Why `seat` cannot play `card` from its hand now; `d` is the pending question, when it is
    /// the seat's to answer.
    fn why_card_unplayable(
        cat: &Self::Catalog,
        st: &Self::State,
        d: Option<&Self::Decision>,
        seat: Self::Seat,
        card: Self::Card,
    ) -> String;

    // The seats: who is at the table, in what order, and their words and colours (the panels, the
    // labels, the log, the VP chart and the theatre draw a seat with these).

    /// Every seat the state holds, in its order (the log's filter, the VP chart).
    fn seats(st: &Self::State) -> Vec<Self::Seat>;
    /// The seats on the turn order, in it: the civilizations panel ranks them so, and lists the
    /// seats not on it after them, unranked.
    fn turn_order(st: &Self::State) -> Vec<Self::Seat>;
    /// A seat's name as the game calls it now (a scenario's own name when it gives one).
    fn seat_name(cat: &Self::Catalog, st: &Self::State, seat: Self::Seat) -> String;
    /// A seat's colour wherever the table names it (its pieces' fill); `None` for a seat the state
    /// does not hold.
    fn seat_colour(st: &Self::State, seat: Self::Seat) -> Option<Color>;
    /// A seat's score after each turn played, from the first (the VP chart's line).
    fn score_history(st: &Self::State, seat: Self::Seat) -> &[u32];
    /// The rows over the civilizations panel that are no seat's (the deck's counts).
    fn table_rows(st: &Self::State) -> Vec<PanelRow>;

    // The stage: what the board shows of the game as an answer's events play back.

    /// The phase the board shows once event `e` is shown (`None`: the phase shown stays).
    fn shown_phase(e: &Self::Event) -> Option<Self::Phase>;
    /// The phase state `st` stands in (a view that arrives whole: an online seat's).
    fn phase_of(st: &Self::State) -> Self::Phase;
    /// The area whose competition is open in `st` (the camera and the theatre stay on it).
    fn contested(st: &Self::State) -> Option<Self::Area>;
    /// The round of the competition open in `st` (0: the cards committed before the first).
    fn contest_round(st: &Self::State) -> u8;

    /// Follow an answer's `events` into the summary being collected, giving it when its phase
    /// ends. `cat` is the game's data, `before` the state before the answer, `log` the whole
    /// log, of which the answer's lines start at `log_len`, and `now` the rules state after the
    /// answer.
    fn sum_up(
        cat: &Self::Catalog,
        summing: &mut Self::Summing,
        events: &[Self::Event],
        before: &Self::State,
        log: &[Self::Line],
        log_len: usize,
        now: &Self::State,
    ) -> Option<Summary<Self::Seat, Self::Line>>;

    // The theatre and the overlays: what flies across the table as events are shown, what the
    // centre and the competition panel show, and the game's result (the game reads its own typed
    // events and state; the table draws the items and reads no game's rules).

    /// What the theatre stages when event `e` is shown; `st` is the state the board shows, `now`
    /// the rules state the answer came to (a side that entered play during the answer is in it,
    /// as a Cradle raid's force is before its combats are shown).
    fn stage(
        cat: &Self::Catalog,
        st: &Self::State,
        now: &Self::State,
        e: &Self::Event,
    ) -> Vec<Staged<Self::Area, Self::Seat>>;
    /// The card a face-down card is drawn as: only its back shows.
    const FACE_DOWN: Self::Card;
    /// Whether `d` answers the card in the centre of the table (a negation offer): its sentence
    /// shows under the stack.
    fn answers_centre(d: &Self::Decision) -> bool;
    /// The contest at area `a` as the competition panel shows it.
    fn contest(cat: &Self::Catalog, st: &Self::State, a: Self::Area) -> Contest<Self::Seat>;
    /// Whether the cards committed so far stay face down while `d` is pending (the seats are
    /// still committing).
    fn committing(d: &Self::Decision) -> bool;
    /// The cards committed in the running contest, in order: who committed, the card, and
    /// whether it was negated.
    fn committed(st: &Self::State) -> &[(Self::Seat, Self::Card, bool)];
    /// Whether the seats are still committing in `st`: the cards committed so far lie face down
    /// to whoever may not see their owner's hand.
    fn committing_now(st: &Self::State) -> bool;
    /// Whether `d` is a loss the table's loss dialog answers (the losses asked as one question).
    fn asks_losses(d: &Self::Decision) -> bool;
    /// How the game ended: its winners and a line saying why.
    fn outcome(st: &Self::State) -> Outcome<Self::Seat>;
    /// The columns of the final ranking after the seat's name, and a value of column `column` as
    /// the ranking writes it.
    const RANKING: &'static [&'static str];
    fn ranking_cell(column: usize, value: i64) -> String;
    /// Whether event `e` starts a phase: the playback gives it a frame of its own, so the table's
    /// phase state passes through the phase even when nothing happens in it.
    fn starts_phase(e: &Self::Event) -> bool;
    /// Whether event `e` ends the game (the final ranking is worked out then).
    fn ends_game(e: &Self::Event) -> bool;
    /// Whether the table writes its autosave after event `e` (a boundary of the game's course:
    /// between two, only the answers go to the autosave's journal).
    fn autosaves_after(e: &Self::Event) -> bool;

    // --- The words and colours the table writes for the game's own things.

    /// What a seat holds to pay with, and what it scores, as the table's summaries, banners and
    /// panels name them (ACME: "mina" and "VP"; ACIS: "talents").
    const MONEY: &'static str;
    const SCORE: &'static str;
    /// An amount of money gained or lost, signed, in the game's word for that many (the
    /// competition banner's loot: ACME "+1 mina", ACIS "+1 talent", "+2 talents").
    fn money_change(n: i32) -> String;
    /// The heading of a contest's round (`round` 0: the cards committed before the first).
    fn round_heading(round: u8) -> String;
    /// The colours of money flying across the table (fill and rim), and of a score flying.
    fn money_colours() -> (Color, Color);
    fn score_colour() -> Color;

    // --- The loader, the card painter and the moments.

    /// A card's number, as its face prints it in the corner ("#9"; a card without a face shows
    /// it alone).
    fn card_number(card: Self::Card) -> u32;
    /// The words for a text of the game's design rather than the printed game's, where it is
    /// marked away from a card (a panel's row).
    const DESIGNED_WORDS: &'static str;

    /// The game as the window holds it to show, without a table (`acme show`, the replay
    /// viewer, the board behind the main menu), and a position of it (a position file).
    ///
    /// It is the game the table's session holds (`play::Session<Self::Game>`), with the face's
    /// catalog, seat, question, answer, event, phase, area and log line: a system generic over the
    /// face reads the session and hands what it holds to the face without a conversion.
    type Game: crate::play::SessionGame<
            Catalog = Self::Catalog,
            Seat = Self::Seat,
            Decision = Self::Decision,
            Action = Self::Action,
            Event = Self::Event,
            Phase = Self::Phase,
            Area = Self::Area,
            Line = Self::Line,
            Before = Self::State,
            Viewer: PartialEq + Send + Sync,
            Record: Send + Sync + 'static,
        > + crate::play::centre::CentreGame<Card = Self::Card>
        + Send
        + Sync
        + 'static;
    type Position: Clone + std::fmt::Debug + Send + Sync + 'static;
    /// The game's data files and its board's outlines, as the loader reads them: a
    /// `bevy_asset_loader` collection whose attributes name the files.
    type Files: bevy_asset_loader::asset_collection::AssetCollection + bevy::prelude::Resource;
    /// The catalog parsed from the files loaded; each problem names its file and line.
    fn catalog(
        files: &Self::Files,
        read: &crate::app::data_text::DataTexts,
    ) -> Result<Self::Catalog, Vec<String>>;
    /// The board's outlines among the files (the map file [`GameFace::BOARD`] names).
    fn board_file(files: &Self::Files) -> &bevy::asset::Handle<crate::app::data_text::RonText>;
    /// The game of a basic setup for `players`, as the window shows it first.
    fn basic_setup(cat: std::sync::Arc<Self::Catalog>, players: u8) -> Result<Self::Game, String>;
    /// The game a position holds.
    fn from_position(
        cat: std::sync::Arc<Self::Catalog>,
        p: &Self::Position,
    ) -> Result<Self::Game, String>;

    /// The rules state of a game the window holds (what every screen draws: the session's game,
    /// a shown game).
    fn state(game: &Self::Game) -> &Self::State;
    /// Whether `seat` is a side nobody plays and no player's brain decides for, moved by the
    /// game's own rules (ACME's neutral factions of a scenario): its badge says so.
    fn neutral(st: &Self::State, seat: Self::Seat) -> bool;

    /// The moment of play question `d` is, if any (`--until`).
    fn cue(d: &Self::Decision) -> Option<Cue>;
    /// The moment of play event `e` is, if any (`--until`).
    fn event_cue(e: &Self::Event) -> Option<Cue>;

    // --- The table's session: what only the game's own session does for the table (its final
    // ranking, its saves, who may read what, the toast an answer makes, the Strategist's hint in
    // its words, its losses asked as one question, its guided tutorial).

    /// A seat's keys in the final ranking, in the order of [`GameFace::RANKING`]'s columns.
    type RankKeys: AsRef<[i64]> + Clone + PartialEq + std::fmt::Debug + Send + Sync + 'static;
    /// The guided tutorial, when a table is one ([`Lesson`]).
    type Tutorial: Lesson<Game = Self::Game, Action = Self::Action>;
    /// The ranking of a game that is over, best first, every seat with its keys (the table
    /// leaves out the sides nobody plays: [`GameFace::neutral`]).
    fn ranking(game: &mut Self::Game) -> Vec<(Self::Seat, Self::RankKeys)>;
    /// Each ranked seat's score over the game, for the game-over chart: from its score at the
    /// start to its score now, one point each time the game scores.
    fn vp_series(session: &crate::play::Session<Self::Game>) -> Vec<(Self::Seat, Vec<u32>)>;
    /// The game's rules state replaced by `st` (the display kept when the table is left while
    /// an answer was still being played back).
    fn set_state(game: &mut Self::Game, st: Self::State);
    /// Whether `viewer` may see `owner`'s hand in `st` (the cards it commits face down).
    fn sees(viewer: &Viewer<Self>, st: &Self::State, owner: Self::Seat) -> bool;
    /// Words only `owner` may read, with what the others read instead (`public`).
    fn secret(owner: Self::Seat, public: String) -> Self::Secret;
    /// The words of `text` that `viewer` may read, given the secret kept with it (None: nothing
    /// at all).
    fn secret_text<'a>(
        secret: Option<&'a Self::Secret>,
        text: &'a str,
        st: &Self::State,
        viewer: Viewer<Self>,
    ) -> Option<&'a str>;
    /// The toast an answer's log line makes when it is the line of the choice (it names the
    /// rule): its words, and the secret kept with them.
    fn choice_toast(line: &Self::Line) -> Option<(String, Option<Self::Secret>)>;
    /// The Strategist's `answer` to the deciding human's question, asked when `at` answers were
    /// recorded, as a hint to show (None: the question has been answered since).
    fn hint(
        session: &crate::play::Session<Self::Game>,
        at: usize,
        answer: &crate::play::strategist::AnswerOf<Self::Game>,
    ) -> Option<Self::Hint>;
    /// When a hint was asked (the answers recorded then), for whom, and its sentence.
    fn hint_at(hint: &Self::Hint) -> usize;
    fn hint_who(hint: &Self::Hint) -> Self::Seat;
    fn hint_sentence(hint: &Self::Hint) -> String;
    /// The areas a hint lights on the map, and the card of the hand it outlines.
    fn hint_areas(hint: &Self::Hint) -> &[Self::Area];
    fn hint_card(hint: &Self::Hint) -> Option<Self::Card>;
    /// The answers a loss plan gives to the pending losses of `game`, checked (why not, in a
    /// sentence).
    fn loss_answers(game: &Self::Game, plan: &Self::LossPlan) -> Result<Vec<Self::Action>, String>;
    /// The answers a loss plan gives, one per loss, unchecked: a game played elsewhere sends
    /// them, and its server checks each (the view shown here cannot play them ahead).
    fn plan_answers(plan: &Self::LossPlan) -> Vec<Self::Action>;
    /// Answer the deciding human's losses with `plan`: checked first (nothing changes when it
    /// fails), then taken as the engine's answers, one per loss.
    fn answer_losses(
        session: &mut crate::play::Session<Self::Game>,
        plan: &Self::LossPlan,
    ) -> Result<Vec<crate::play::PlanStep<Self::Game>>, String>;
    /// The game's record as its saves hold it (the family's save file over it:
    /// `saves::SaveFile<SaveRecord>`).
    type SaveRecord: crate::saves::SaveRecord;
    /// The save of the game in `session` as it stands (the autosave, Save as); `None` for a game
    /// whose saves the family's save file cannot hold (Save as says so).
    fn save_file(
        session: &crate::play::Session<Self::Game>,
    ) -> Option<crate::saves::SaveFile<Self::SaveRecord>>;
    /// A saved game (its journal played on top) or a position file, opened as a session; the
    /// file's problem in a sentence.
    fn open_file(
        cat: std::sync::Arc<Self::Catalog>,
        path: &std::path::Path,
    ) -> Result<crate::play::Session<Self::Game>, String>;
    /// The moment on the table written as a position file in `dir`; the file written.
    fn copy_position(
        session: &crate::play::Session<Self::Game>,
        dir: &std::path::Path,
    ) -> Result<std::path::PathBuf, String>;
    /// Append an answer to the autosave's journal.
    fn journal(
        saver: &mut crate::saves::Autosaver,
        action: &Self::Action,
    ) -> Result<(), crate::saves::SaveError>;
    /// Keep what the autosave at `path` held before the game of `session` takes it over (another
    /// game's goes to `dir` as a named save); what was done, in a sentence.
    fn keep_previous_autosave(
        path: &std::path::Path,
        session: &crate::play::Session<Self::Game>,
        dir: &std::path::Path,
    ) -> Option<String>;
}

/// Who is looking at the table, in game `F`'s words (what every screen filters through).
pub type Viewer<F> = <<F as GameFace>::Game as crate::play::SessionGame>::Viewer;

/// One line of a game's log as the table shows it (the log panel, a summary's lines): whose it
/// is, its phase, its words as a viewer may read them, its rule and the areas it touched.
pub trait LogLine {
    type Seat;
    type Phase;
    type Area;
    type State;
    type Viewer;
    /// The seat the line is about (its colour, the log's filter).
    fn seat(&self) -> Option<Self::Seat>;
    /// The phase it was written in (the log's filter).
    fn phase(&self) -> Option<Self::Phase>;
    /// The line as `viewer` may read it in `st` (None: not at all).
    fn text_for(&self, st: &Self::State, viewer: Self::Viewer) -> Option<&str>;
    /// The rule or card behind it.
    fn rule(&self) -> &str;
    /// The areas it touched (a click on it outlines them).
    fn areas(&self) -> &[Self::Area];
    /// A choice, rather than something that followed from one.
    fn choice(&self) -> bool;
    /// The answer that wrote it was taken back.
    fn undone(&self) -> bool;
    /// What it marks in the course of the game (a phase's start...).
    fn mark(&self) -> crate::play::LineMark;
}

/// A guided tutorial as the table runs it: the learner's answers are judged against its script
/// before they reach the game, and a refused one is explained.
pub trait Lesson: Send + Sync + 'static {
    type Game;
    type Action;
    /// Whether `answers` are the script's next ones in `game`; if not, why, gently.
    fn judge(&self, game: &Self::Game, answers: &[Self::Action]) -> Result<(), String>;
    /// The learner's (or the script's) answer was taken: the script moves on.
    fn answered(&mut self);
    /// Explain a refused answer (the step card shows it).
    fn explain(&mut self, why: String);
    /// Where the learner is: the chapter and the step (a new step is a new question).
    fn step(&self) -> (usize, usize);
    /// The step waits for the learner's own answer (a click on the table), not for Next.
    fn learner_waits(&self) -> bool;
    /// The learner reads on (Next): the script moves to its next step or plays its next move.
    fn read_on(&mut self);
}

/// The tutorial of a game that has none (ACIS, Cradle): a table of it is never one, and it
/// judges nothing.
pub struct NoTutorial<G, A>(std::marker::PhantomData<fn() -> (G, A)>);

impl<G: 'static, A: 'static> Lesson for NoTutorial<G, A> {
    type Game = G;
    type Action = A;
    fn judge(&self, _game: &G, _answers: &[A]) -> Result<(), String> {
        Ok(())
    }
    fn answered(&mut self) {}
    fn explain(&mut self, _why: String) {}
    fn step(&self) -> (usize, usize) {
        (0, 0)
    }
    fn learner_waits(&self) -> bool {
        false
    }
    fn read_on(&mut self) {}
}

// The stage: the playback of an answer's events, and the tally for the banner.

/// The board's playback of a game's events, one at a time (UX "Competition, animated"): the table
/// pushes an answer's events, steps the display state through them a beat apart, and reads which
/// area's contest is being shown (the camera and the theatre stay on it). The game decides how an
/// event is split into steps and how long each one stays.
pub trait Playback: Default + Send + Sync + 'static {
    type Event;
    type State;
    type Area;
    type Seat;
    /// Queue an answer's events.
    fn push(&mut self, events: &[Self::Event]);
    /// Whether nothing waits to be shown (the display is then the rules state again).
    fn is_idle(&self) -> bool;
    /// Show the next event on `display`; it, with the beats to wait after it.
    fn step(&mut self, display: &mut Self::State) -> Option<(Self::Event, f32)>;
    /// The next event waiting to be shown (a scripted picture stops before a removal).
    fn next(&self) -> Option<&Self::Event>;
    /// The area whose contest is being played back, from its start to its end.
    fn competition(&self) -> Option<Self::Area>;
    /// The round of the contest being played back (0: the cards committed before the first);
    /// read while [`Playback::competition`] names an area.
    fn round(&self) -> u8;
    /// What the seats paid instead of pieces in the contest being played back, in words, in the
    /// order paid.
    fn paid(&self) -> &[(Self::Seat, String)];
    /// Take every event still waiting, unshown: the table shows them all at once (a skip, a
    /// human's answer, instant speed) and the contests among them still get their results.
    fn skip(&mut self) -> Vec<Self::Event>;
    /// The board has caught up with the rules state `now`: the playback starts afresh, in the
    /// contest still open in `now` if there is one (the camera stays on it through the humans'
    /// choices).
    fn caught_up(&mut self, now: &Self::State);
}

/// Follows the contests as their events are shown, and sums each one up for the result banner
/// when it ends.
pub trait Tally: Default + Send + Sync + 'static {
    type Event;
    type State;
    type Result;
    /// Take the next event shown (with the state as shown just after it); the contest's result
    /// when it ends.
    fn feed(&mut self, e: &Self::Event, shown: &Self::State) -> Option<Self::Result>;
}

/// A contest's result, as the banner says it: the game writes its words (who holds the area,
/// what was sacked, looted or captured, who lost what), the table sizes and draws them.
pub trait ContestResult {
    type Catalog;
    type State;
    type Area;
    type Seat;
    /// The banner's title and its lines, on the board showing `st`; money gained or lost in the
    /// game's own words (`money`: [`GameFace::money_change`]).
    fn words(
        &self,
        cat: &Self::Catalog,
        st: &Self::State,
        money: fn(i32) -> String,
    ) -> (String, Vec<String>);
    /// The contested area (the camera stays on it while the banner is up).
    fn area(&self) -> Self::Area;
    /// The seat that holds the area after the contest, if one does (its colour edges the
    /// banner).
    fn holder(&self) -> Option<Self::Seat>;
}

// The theatre and the overlays.

/// One thing the theatre stages for an event shown on the board ([`GameFace::stage`]).
#[derive(Debug, Clone, PartialEq)]
pub enum Staged<Area, Seat> {
    /// A contest opens at this area: loot and captures shown after it fly from there.
    Contest(Area),
    /// A piece leaves `area` for `to`'s supply (its row of the panel), or off the board (`None`).
    PieceLeaves {
        area: Area,
        to: Option<Seat>,
        fill: Color,
        rim: Color,
    },
    /// Loot flies from the contested area to `to`, with its words ("+2 mina").
    Loot { to: Seat, loot: Loot, label: String },
    /// A captured piece (its glyph) flies from the contested area to its captor.
    Captured { to: Seat, glyph: &'static str },
    /// A loss paid with something other than a piece (a coin, a card) rises off `area`, named.
    LossPaid { area: Area, with: String },
    /// Dice rolled in front of everyone: they tumble, settle, and say what they decided.
    Dice(DiceRoll<Area, Seat>),
}

/// Dice rolled in front of everyone ([`Staged::Dice`]): who rolls, the dice, the die that
/// counts, each modifier in words, the result and what it decided. The game says all of it from
/// its typed event; the theatre draws it and reads no rule of it.
#[derive(Debug, Clone, PartialEq)]
pub struct DiceRoll<Area, Seat> {
    /// Where the dice fall (the area fought over or at stake), if anywhere.
    pub area: Option<Area>,
    /// What is rolled for, as a heading ("Combat in Ur").
    pub title: String,
    /// One hand per side: two facing each other (a combat), or one (a roll on its own).
    pub hands: Vec<DiceHand<Seat>>,
    /// What the roll decided, in a line ("Sumer loses an army").
    pub result: String,
    /// A roll shown large (a combat) or small (a die and a line).
    pub size: DiceSize,
}

/// One side's dice in a [`DiceRoll`].
#[derive(Debug, Clone, PartialEq)]
pub struct DiceHand<Seat> {
    /// The seat rolling (its colour edges the hand), if a seat's.
    pub who: Option<Seat>,
    /// Who rolls, and as what ("Akkad attacks", "Player 2").
    pub name: String,
    /// The faces rolled, 1 to 6, in the order rolled.
    pub dice: Vec<u8>,
    /// The die that counts, when more are rolled than one (it is marked).
    pub kept: Option<usize>,
    /// What changes the roll, in the order applied.
    pub modifiers: Vec<Modifier>,
    /// What the hand comes to (the die kept and its modifiers), when it is a number.
    pub total: Option<u8>,
    /// This side lost the roll (it is shown struck).
    pub lost: bool,
}

/// A modifier to a roll: a number added, or a rule in words (`add` 0: "wins ties").
#[derive(Debug, Clone, PartialEq)]
pub struct Modifier {
    pub add: i8,
    pub words: String,
}

impl Modifier {
    /// The modifier as a hand's line shows it ("+1 great commander").
    pub fn text(&self) -> String {
        if self.add == 0 {
            self.words.clone()
        } else {
            format!("{:+} {}", self.add, self.words)
        }
    }
}

/// How large the theatre shows a roll.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DiceSize {
    /// Sides facing each other, every modifier on its line (a combat).
    Large,
    /// A die and a line (a roll deciding one thing).
    Small,
}

/// What kind of loot flies (it sets the token drawn).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Loot {
    /// Money for a seat's treasury.
    Money,
    /// Points for a seat's score.
    Score,
}

/// A contest as the competition panel shows it ([`GameFace::contest`]).
#[derive(Debug, Clone, PartialEq)]
pub struct Contest<Seat> {
    /// The panel's title.
    pub title: String,
    /// The sides, in the panel's order, one column each.
    pub sides: Vec<ContestSide<Seat>>,
    /// The colour of the pieces that fight beside a side (ACME's allies).
    pub helper_fill: Color,
}

/// One side of a contest: whose, its name, its pieces and its helpers, and lines under them.
#[derive(Debug, Clone, PartialEq)]
pub struct ContestSide<Seat> {
    pub owner: PieceOwner<Seat>,
    pub name: String,
    pub pieces: usize,
    pub helpers: usize,
    /// Lines under the pieces ("3 disks + 1 allies", a stronghold).
    pub lines: Vec<String>,
}

/// How a game ended ([`GameFace::outcome`]).
#[derive(Debug, Clone, PartialEq)]
pub struct Outcome<Seat> {
    pub winners: Vec<Seat>,
    /// Why, in a line.
    pub note: String,
}
