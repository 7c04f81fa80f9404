//! The records of the games on ACME's system on the replay viewer: ACME's and ACIS's records open
//! in ACME's system's model (`replay_view::ReplayView<R>`, over the ruleset), drawn with its face
//! (`FaceOf<R>`): the timeline's turns and phases from its phase marks, the panel's civilizations
//! with their VP, money and hands as the view may see them, Copy position as a position file.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::app::game_face::GameFace;
use crate::app::games::system::{FaceOf, System};
use crate::app::replay_state::{HandShown, ReplayModel, Replays, SeatRow, Stop, ViewAs};
use crate::app::table::civ_label::civ_color;
use crate::games::acme::catalog::Catalog;
use crate::games::acme::session::replay_view::ReplayView;
use crate::games::acme::state::{Slot, State};

/// Every game on ACME's system opens its records in its system's model.
impl<R: System> Replays for R {
    type Model = ReplayView<R>;
}

impl<R: System> ReplayModel for ReplayView<R> {
    type Face = FaceOf<R>;

    /// A record or a save of `R`'s game (its game tag read first: another game's is refused,
    /// saying how to open it).
    fn open(cat: Arc<Catalog>, path: &Path) -> Result<Self, String> {
        let (title, rec) = crate::replays::open(path)?;
        if rec.game != R::GAME {
            return Err(format!(
                "{}: a record of {}, not of {} (open it with `acme view FILE`)",
                path.display(),
                rec.game.title(),
                R::TITLE
            ));
        }
        ReplayView::<R>::new(cat, title, rec).map_err(|e| format!("{}: {e}", path.display()))
    }
    fn title(&self) -> &str {
        &self.title
    }
    fn len(&self) -> usize {
        ReplayView::len(self)
    }
    fn point(&self) -> usize {
        ReplayView::point(self)
    }
    fn seek(&mut self, k: usize) {
        ReplayView::seek(self, k)
    }
    fn step_forward(&mut self) -> bool {
        ReplayView::step_forward(self)
    }
    fn step_back(&mut self) -> bool {
        ReplayView::step_back(self)
    }
    fn cat(&self) -> &Arc<Catalog> {
        ReplayView::cat(self)
    }
    fn final_state(&self) -> &State {
        ReplayView::final_state(self)
    }
    /// "Epoch 2 · Turn 3 · Growth" (before the first phase: "Setup").
    fn where_now(&self) -> String {
        let st = self.state();
        let phase = self.mark_now().map(|m| m.phase.name()).unwrap_or("Setup");
        format!("Epoch {} · Turn {} · {phase}", st.epoch, st.turn)
    }
    fn turns(&self) -> Vec<Stop> {
        self.turn_starts()
            .iter()
            .enumerate()
            .map(|(i, m)| Stop {
                label: format!("{}", i + 1),
                hover: format!("Epoch {}, turn {}", m.epoch, m.turn),
                point: m.point,
            })
            .collect()
    }
    fn turn_now(&self) -> Option<usize> {
        let n = self.mark_now()?;
        self.turn_starts()
            .iter()
            .position(|m| (m.epoch, m.turn) == (n.epoch, n.turn))
    }
    fn phases_now(&self) -> Vec<(Stop, bool)> {
        let Some(n) = self.mark_now() else {
            return Vec::new();
        };
        self.marks()
            .iter()
            .filter(|m| (m.epoch, m.turn) == (n.epoch, n.turn))
            .map(|m| {
                let stop = Stop {
                    label: m.phase.name().to_string(),
                    hover: format!("Epoch {}, turn {}", m.epoch, m.turn),
                    point: m.point,
                };
                (stop, m.phase == n.phase)
            })
            .collect()
    }
    fn jump_to_turn(&mut self, n: usize) -> bool {
        ReplayView::jump_to_turn(self, n)
    }
    fn view_choices(&self) -> Vec<ViewAs<Slot>> {
        ReplayView::view_choices(self)
    }
    fn view_name(&self, v: ViewAs<Slot>) -> String {
        ReplayView::view_name(self, v)
    }
    fn default_view(&self) -> ViewAs<Slot> {
        ReplayView::default_view(self)
    }
    fn may_open_all(&self) -> bool {
        ReplayView::may_open_all(self)
    }
    fn log_lines(&self, v: ViewAs<Slot>) -> Vec<String> {
        let viewer = self.viewer(v);
        let st = self.state();
        self.log()
            .iter()
            .filter_map(|e| e.text_for(st, viewer).map(str::to_string))
            .collect()
    }
    fn choice_words(&self, i: usize, v: ViewAs<Slot>) -> Option<String> {
        let line = self.choice_line(i)?;
        line.text_for(self.state(), self.viewer(v))
            .map(str::to_string)
    }
    fn headings(&self) -> (&'static str, &'static str, Option<&'static str>) {
        ("Civilization", "VP", Some(<R as System>::MONEY))
    }
    /// Each civilization (the neutral factions hold no hand), its hand through its view.
    fn seat_rows(&self, v: ViewAs<Slot>) -> Vec<SeatRow> {
        let viewer = self.viewer(v);
        let cat = self.cat();
        let st = self.state();
        self.civs()
            .into_iter()
            .map(|s| {
                let c = st.civ(s);
                let hand = if viewer.sees(st, s) {
                    HandShown::Cards(
                        c.hand
                            .iter()
                            .map(|&id| cat.card_name(id).to_string())
                            .collect(),
                    )
                } else {
                    HandShown::Hidden(c.hand.len())
                };
                SeatRow {
                    name: cat.civ(c.civ).name.clone(),
                    colour: civ_color::<FaceOf<R>>(st, s),
                    score: c.vp.to_string(),
                    money: Some(c.treasury.to_string()),
                    hand,
                }
            })
            .collect()
    }
    fn picture(&self, v: ViewAs<Slot>) -> <FaceOf<R> as GameFace>::Game {
        let mut game = self.game().clone();
        FaceOf::<R>::set_state(&mut game, self.state_for(v).into_owned());
        game
    }
    /// The moment shown, whole (a bug report needs every card), named after the game and the
    /// point.
    fn copy_position(&self, dir: &Path) -> Result<PathBuf, String> {
        let st = self.state();
        let name = format!(
            "{} e{} t{} a{}",
            self.title.trim_end_matches(".ron"),
            st.epoch,
            st.turn,
            self.point()
        );
        R::write_position(dir, &name, self.cat(), st)
    }
}
