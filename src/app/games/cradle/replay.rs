//! Cradle's records on the replay viewer: its model (`games::cradle::replay::CradleReplay`) drawn
//! with its face: the timeline's stops are its Epochs (CR 2.1: an Epoch is one turn) and their
//! phases, the panel's rows its players with their VP and the cards they hold face down as the
//! view may see them (CR 3.0), the board the game at the point as that view sees it.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use super::face::CradleFace;
use crate::app::game_face::{GameFace, LogLine};
use crate::app::replay_state::{HandShown, ReplayModel, Replays, SeatRow, Stop, ViewAs};
use crate::app::table::civ_label::civ_color;
use crate::games::cradle::Cradle;
use crate::games::cradle::board::roman;
use crate::games::cradle::data::Catalog;
use crate::games::cradle::replay::{CradleReplay, face_down};
use crate::games::cradle::session::{card_name, seat_name};
use crate::games::cradle::state::{Seat, State};

/// Cradle's records open in its own model.
impl Replays for Cradle {
    type Model = CradleReplay;
}

impl ReplayModel for CradleReplay {
    type Face = CradleFace;

    /// A Cradle record or save (another game's is refused, saying how to open it).
    fn open(cat: Arc<Catalog>, path: &Path) -> Result<Self, String> {
        let (title, rec) = crate::replays::open_cradle(path)?;
        CradleReplay::new(cat, title, rec).map_err(|e| format!("{}: {e}", path.display()))
    }
    fn title(&self) -> &str {
        &self.title
    }
    fn len(&self) -> usize {
        CradleReplay::len(self)
    }
    fn point(&self) -> usize {
        CradleReplay::point(self)
    }
    fn seek(&mut self, k: usize) {
        CradleReplay::seek(self, k)
    }
    fn step_forward(&mut self) -> bool {
        CradleReplay::step_forward(self)
    }
    fn step_back(&mut self) -> bool {
        CradleReplay::step_back(self)
    }
    fn cat(&self) -> &Arc<Catalog> {
        CradleReplay::cat(self)
    }
    fn final_state(&self) -> &State {
        CradleReplay::final_state(self)
    }
    /// "Epoch II · Player 3's turn · Strategy Phase".
    fn where_now(&self) -> String {
        let st = self.state();
        format!(
            "{} · {}",
            CradleFace::turn_line(st),
            CradleFace::phase(st.phase).name
        )
    }
    fn turns(&self) -> Vec<Stop> {
        self.epoch_starts()
            .iter()
            .map(|m| Stop {
                label: roman(m.epoch).to_string(),
                hover: format!("Epoch {}", roman(m.epoch)),
                point: m.point,
            })
            .collect()
    }
    fn turn_now(&self) -> Option<usize> {
        let n = self.mark_now()?;
        self.epoch_starts().iter().position(|m| m.epoch == n.epoch)
    }
    fn phases_now(&self) -> Vec<(Stop, bool)> {
        let Some(n) = self.mark_now() else {
            return Vec::new();
        };
        self.marks()
            .iter()
            .filter(|m| m.epoch == n.epoch)
            .map(|m| {
                let stop = Stop {
                    label: CradleFace::phase(m.phase).name.to_string(),
                    hover: format!("Epoch {}", roman(m.epoch)),
                    point: m.point,
                };
                (stop, m.phase == n.phase)
            })
            .collect()
    }
    fn jump_to_turn(&mut self, n: usize) -> bool {
        self.jump_to_epoch(n)
    }
    fn view_choices(&self) -> Vec<ViewAs<Seat>> {
        CradleReplay::view_choices(self)
    }
    fn view_name(&self, v: ViewAs<Seat>) -> String {
        match v {
            ViewAs::AllOpen => "All cards open".into(),
            ViewAs::Public => "Spectator (public only)".into(),
            ViewAs::Civ(s) => seat_name(s),
        }
    }
    fn default_view(&self) -> ViewAs<Seat> {
        CradleReplay::default_view(self)
    }
    fn may_open_all(&self) -> bool {
        CradleReplay::may_open_all(self)
    }
    fn log_lines(&self, v: ViewAs<Seat>) -> Vec<String> {
        let looking = self.looking(v);
        let st = self.state();
        self.log()
            .iter()
            .filter_map(|l| l.text_for(st, looking).map(str::to_string))
            .collect()
    }
    fn choice_words(&self, i: usize, v: ViewAs<Seat>) -> Option<String> {
        let line = self.choice_line(i)?;
        line.text_for(self.state(), self.looking(v))
            .map(str::to_string)
    }
    /// Cradle's players score VP and pay with nothing.
    fn headings(&self) -> (&'static str, &'static str, Option<&'static str>) {
        ("Player", "VP", None)
    }
    /// Each player, with the cards it holds face down: named where the view sees them all (the
    /// game's `view` decides: `state_for`), else only how many.
    fn seat_rows(&self, v: ViewAs<Seat>) -> Vec<SeatRow> {
        let cat = self.cat();
        let st = self.state();
        let seen = self.state_for(v);
        (0..st.players)
            .map(|s| {
                let held = face_down(st, s);
                let visible = face_down(&seen, s);
                let hand = if visible.len() == held.len() {
                    HandShown::Cards(visible.iter().map(|&c| card_name(cat, c)).collect())
                } else {
                    HandShown::Hidden(held.len())
                };
                SeatRow {
                    name: seat_name(s),
                    colour: civ_color::<CradleFace>(st, s),
                    score: st.vp.get(s as usize).copied().unwrap_or(0).to_string(),
                    money: None,
                    hand,
                }
            })
            .collect()
    }
    fn picture(&self, v: ViewAs<Seat>) -> Cradle {
        let mut game = self.game().clone();
        CradleFace::set_state(&mut game, self.state_for(v));
        game
    }
    fn copy_position(&self, _dir: &Path) -> Result<PathBuf, String> {
        Err("Cradle has no position files yet".into())
    }
}
