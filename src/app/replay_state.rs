//! The replay viewer's state ([`ReplayScreen`]): the record's model, whose eyes, playing or not,
//! its message. It sits low, apart from the viewer's screens, so that
//! what lies under them (the camera's keys, the redraw) may ask whether a replay is on screen and
//! playing without importing the screens: they read [`ReplayOn`], which says so whatever the
//! game.
//!
//! The viewer is written once for every game: what it asks of a game's model of a record is
//! [`ReplayModel`] (the points, the timeline's stops, the log and the panel rows as a view may
//! read them, the board's picture), and which model a game's records open in is [`Replays`]
//! (ACME's system: `games::acme::session::replay_view::ReplayView<R>`, for its rulesets; Cradle:
//! `games::cradle::replay::CradleReplay`).

use std::path::{Path, PathBuf};
use std::sync::Arc;

use bevy::prelude::*;

use crate::app::game_face::GameFace;
pub use crate::play::replay::ViewAs;

/// The viewer is on the screen (whatever the game), and whether it is playing: what the camera's
/// keys and the redraw ask. Kept with [`ReplayScreen`]: put with it, taken with it.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ReplayOn {
    pub playing: bool,
}

/// A seat of a model's game, as its face names it.
pub type SeatOf<M> = <<M as ReplayModel>::Face as GameFace>::Seat;

/// A stop on the viewer's timeline: a turn's (or an Epoch's) first point, or a phase's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stop {
    /// Its button's words ("3", "Growth").
    pub label: String,
    /// Its button's hover text ("Epoch I, turn 3").
    pub hover: String,
    /// The point it stands at (answers taken).
    pub point: usize,
}

/// What a hand looks like on the viewer's panel (a hand of the game's cards `C`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HandShown<C> {
    Cards(Vec<C>),
    /// The viewer may not see it: only how many cards.
    Hidden(usize),
}

/// A seat's row on the viewer's panel, as the chosen view may see it.
#[derive(Debug, Clone, PartialEq)]
pub struct SeatRow {
    pub name: String,
    pub colour: bevy_egui::egui::Color32,
    pub score: String,
    /// What it pays with (ACME's mina; none for a game without money).
    pub money: Option<String>,
    /// Its hand: the cards' names, or how many are hidden.
    pub hand: HandShown<String>,
}

/// A game's record opened for viewing, standing at one point: what the viewer's screen moves and
/// draws. Pure like the rules; tests drive it the same way.
pub trait ReplayModel: Send + Sync + Sized + 'static {
    /// The face the game is drawn with.
    type Face: GameFace;
    /// Open the record or save at `path` (a file of this game: another game's is refused, saying
    /// how to open it), standing at its start.
    fn open(cat: Arc<<Self::Face as GameFace>::Catalog>, path: &Path) -> Result<Self, String>;
    /// Its title (the file's or the save's).
    fn title(&self) -> &str;
    /// The number of answers: the points are `0..=len()`.
    fn len(&self) -> usize;
    /// Whether the record holds no answer (only its setup).
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// How many answers have been taken at the point shown.
    fn point(&self) -> usize;
    /// Go to the point after `k` answers (clamped).
    fn seek(&mut self, k: usize);
    /// One answer forward (false at the end); one back (false at the start).
    fn step_forward(&mut self) -> bool;
    fn step_back(&mut self) -> bool;
    fn cat(&self) -> &Arc<<Self::Face as GameFace>::Catalog>;
    /// The state after the record's last answer (the score chart of the whole game).
    fn final_state(&self) -> &<Self::Face as GameFace>::State;
    /// Where the point stands, in words ("Epoch 2 · Turn 3 · Growth").
    fn where_now(&self) -> String;
    /// The timeline's turns (each one's first point), and which of them the point lies in.
    fn turns(&self) -> Vec<Stop>;
    fn turn_now(&self) -> Option<usize>;
    /// The phases of the turn shown (each one's first point), and which of them the point lies in.
    fn phases_now(&self) -> Vec<(Stop, bool)>;
    /// Go to the start of the `n`-th turn (1-based; false when there is none).
    fn jump_to_turn(&mut self, n: usize) -> bool;
    /// The "view as" choices, their names, the one the viewer opens with, and whether every
    /// secret may show (the one place each game decides it).
    fn view_choices(&self) -> Vec<ViewAs<SeatOf<Self>>>;
    fn view_name(&self, v: ViewAs<SeatOf<Self>>) -> String;
    fn default_view(&self) -> ViewAs<SeatOf<Self>>;
    fn may_open_all(&self) -> bool;
    /// The log as it stood, as view `v` may read it, oldest first.
    fn log_lines(&self, v: ViewAs<SeatOf<Self>>) -> Vec<String>;
    /// The words of answer `i` (the choice itself), as view `v` may read them.
    fn choice_words(&self, i: usize, v: ViewAs<SeatOf<Self>>) -> Option<String>;
    /// The panel's headings: the seats' ("Civilization"), the score's and the money's (none for a
    /// game without money).
    fn headings(&self) -> (&'static str, &'static str, Option<&'static str>);
    /// Every seat's row, as view `v` may see it.
    fn seat_rows(&self, v: ViewAs<SeatOf<Self>>) -> Vec<SeatRow>;
    /// The game at the point as the board shows it to view `v`.
    fn picture(&self, v: ViewAs<SeatOf<Self>>) -> <Self::Face as GameFace>::Game;
    /// The moment shown written as a position file in `dir` (the file), or why the game cannot.
    fn copy_position(&self, dir: &Path) -> Result<PathBuf, String>;
}

/// A game whose records the viewer opens: the model they open in.
pub trait Replays: Send + Sync + 'static {
    type Model: ReplayModel;
}

/// The face a game's records are drawn with.
pub type FaceOfReplay<K> = <<K as Replays>::Model as ReplayModel>::Face;

/// The viewer on the screen: the model, whose eyes, playing or not, a message; for a record of
/// the game `K` ([`Replays`]: ACME's and ACIS's rulesets, Cradle).
#[derive(Resource)]
pub struct ReplayScreen<K: Replays> {
    pub view: K::Model,
    pub view_as: ViewAs<SeatOf<K::Model>>,
    pub playing: bool,
    /// Index in the viewer's list of speeds.
    pub speed: usize,
    /// Seconds before the next action while playing.
    pub wait: f32,
    /// What the last command said (a position copied, where).
    pub toast: Option<(String, bool)>,
    /// Where "Copy position" writes (None: nowhere, as in tests that do not copy).
    pub positions_dir: Option<PathBuf>,
    /// The board's picture is behind the model.
    pub dirty: bool,
}

impl<K: Replays> ReplayScreen<K> {
    pub fn new(view: K::Model) -> ReplayScreen<K> {
        let view_as = view.default_view();
        ReplayScreen {
            view,
            view_as,
            playing: false,
            speed: 2,
            wait: 0.0,
            toast: None,
            positions_dir: Some(crate::positions::positions_dir()),
            dirty: true,
        }
    }
}
