//! The game on the table: its parts, each a Bevy resource with one job and (most) a module of
//! their own: the session (the game and who sits where: [`TableSession`]), the stage (what the
//! board shows, and when: [`super::stage`]), the pace ([`super::pace`]), the messages and the
//! Reckoning summary ([`super::messages`], [`super::summary`]), the saving ([`super::saving`]),
//! the Strategist's thread ([`super::thinking`]), the tutorial ([`TableTutorial`]), the final
//! ranking ([`Ranking`]) and a scripted picture's hold ([`ScriptHold`]). A system takes the parts
//! it needs, one by one. What takes more than one part lives here: the bundles [`TableRef`]
//! (what the current viewer may read, the hot-seat curtain waiting for the stage, whether a
//! human may act: [`TableReads`]) and [`TableMut`] (an answer taken: the session, the stage's
//! playback, the toast, the summary, the autosave; a hint; an undo), and [`TableSaving`] (a save
//! and its message). [`Table`] holds the parts while a game is not on the screen (made, or taken
//! off). No screen and no system is here (those
//! are above it: the driver runs the table, the screens draw it), so everything of the window may
//! read it.

use std::ops::{Deref, DerefMut};
use std::path::PathBuf;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use crate::app::Screen;
use crate::app::game_face::{ContestResult, GameFace, Lesson, Playback, Tally, Viewer};
use crate::engine::Question;
use crate::engine::record::Record;
use crate::play::strategist::{AnswerOf, Purpose};
use crate::play::{Acted, Session, SessionGame};
use crate::settings::Speed;

use super::messages::{Messages, Toast};
use super::pace::Pace;
use super::saving::{SaveOutcome, Saving};
use super::stage::Stage;
use super::thinking::Thinking;

/// Why game `F`'s rules refused an answer.
type Refused<F> = <<F as GameFace>::Game as crate::engine::Game>::Refusal;

/// The game and who sits where (the session is the window-free `play` layer's: this is its
/// place among the table's resources). A game is on the table while it exists.
/// Generic over the game's face, as every part of the table and every bundle of them here; the
/// files of the table not generic yet name them without `F` (the default: the game picked in
/// `app::games`).
#[derive(Resource)]
pub struct TableSession<F: GameFace>(pub crate::play::Session<F::Game>);

impl<F: GameFace> Deref for TableSession<F> {
    type Target = crate::play::Session<F::Game>;
    fn deref(&self) -> &Self::Target {
        &self.0
    }
}

impl<F: GameFace> DerefMut for TableSession<F> {
    fn deref_mut(&mut self) -> &mut Self::Target {
        &mut self.0
    }
}

/// The guided tutorial, when this table is one: the learner's answers are judged against the
/// script before they reach the game, and the other side's come from it.
#[derive(Resource)]
pub struct TableTutorial<F: GameFace>(pub Option<F::Tutorial>);

// By hand: a derived `Default` would ask the face itself to be `Default` (as below).
impl<F: GameFace> Default for TableTutorial<F> {
    fn default() -> Self {
        TableTutorial(None)
    }
}

/// The final ranking (RB Endgame: VP, then temples, Homelands, Cities, disks, areas,
/// Gilgamesh), best first, without the neutral factions (nobody's: not ranked); worked out once
/// when the game ends (the game-over screen reads it every frame). None while the game goes on.
#[derive(Resource)]
pub struct Ranking<F: GameFace>(Option<Vec<(F::Seat, F::RankKeys)>>);

impl<F: GameFace> Default for Ranking<F> {
    fn default() -> Self {
        Ranking(None)
    }
}

/// A scripted picture's hold on the table (`acme play --until`): where the NPCs' instant run
/// stops, and whether the table stands still mid-animation.
#[derive(Resource)]
pub struct ScriptHold<F: GameFace> {
    /// Stop the NPCs' instant run as soon as this holds (a scripted picture's moment).
    pub halt: Option<fn(&TableView<F>) -> bool>,
    /// Hold the table still, animations included (a scripted picture taken mid-animation).
    pub hold: bool,
}

impl<F: GameFace> Default for ScriptHold<F> {
    fn default() -> Self {
        ScriptHold {
            halt: None,
            hold: false,
        }
    }
}

/// The table's parts while they are not resources: a game made (a new one, a save loaded, a
/// tutorial's scene) before it is put on the screen ([`Table::insert`]), or taken off it
/// ([`Table::take`]).
pub struct Table<F: GameFace> {
    pub session: Session<F::Game>,
    pub stage: Stage<F>,
    pub pace: Pace,
    pub messages: Messages<F>,
    pub saving: Saving,
    pub thinking: Thinking<F>,
    pub script: ScriptHold<F>,
    pub tutorial: Option<F::Tutorial>,
    pub ranking: Ranking<F>,
}

impl<F: GameFace> Table<F> {
    pub fn new(mut session: Session<F::Game>, speed: Speed) -> Table<F> {
        let ranking = Ranking::of(&mut session);
        let toast = session.notice.clone().map(|why| Toast::public(why, false));
        Table {
            stage: Stage::new(session.phase),
            pace: Pace::new(speed),
            messages: Messages {
                toast,
                ..Messages::default()
            },
            saving: Saving::new(&session.title),
            thinking: Thinking::default(),
            script: ScriptHold::default(),
            tutorial: None,
            ranking,
            session,
        }
    }

    /// Put the parts on the table (each replaces the part of a game there before).
    pub fn insert(self, world: &mut World) {
        world.insert_resource(TableSession::<F>(self.session));
        world.insert_resource(self.stage);
        world.insert_resource(self.pace);
        world.insert_resource(self.messages);
        world.insert_resource(self.saving);
        world.insert_resource(self.thinking);
        world.insert_resource(self.script);
        world.insert_resource(TableTutorial::<F>(self.tutorial));
        world.insert_resource(self.ranking);
    }

    /// Take the parts off the table, all together (None: no game was on it).
    pub fn take(world: &mut World) -> Option<Table<F>> {
        let session = world.remove_resource::<TableSession<F>>();
        let stage = world.remove_resource::<Stage<F>>();
        let pace = world.remove_resource::<Pace>();
        let messages = world.remove_resource::<Messages<F>>();
        let saving = world.remove_resource::<Saving>();
        let thinking = world.remove_resource::<Thinking<F>>();
        let script = world.remove_resource::<ScriptHold<F>>();
        let tutorial = world.remove_resource::<TableTutorial<F>>();
        let ranking = world.remove_resource::<Ranking<F>>();
        Some(Table {
            session: session?.0,
            stage: stage?,
            pace: pace?,
            messages: messages?,
            saving: saving?,
            thinking: thinking?,
            script: script?,
            tutorial: tutorial?.0,
            ranking: ranking?,
        })
    }

    /// The session's game showing the display, moved and not copied: kept when the table is left
    /// (see `leave_table`).
    pub(super) fn into_shown(self) -> F::Game {
        let mut game = self.session.game;
        if let Some(display) = self.stage.lag {
            F::set_state(&mut game, display);
        }
        game
    }
}

impl<F: GameFace> Ranking<F> {
    /// The rows, best first (None while the game goes on).
    pub fn rows(&self) -> Option<&[(F::Seat, F::RankKeys)]> {
        self.0.as_deref()
    }

    /// The ranking of the game in `s` if it is over, from the rules' own ranking keys, without
    /// copying the state.
    fn of(s: &mut Session<F::Game>) -> Ranking<F> {
        if !crate::engine::Game::is_over(&s.game) {
            return Ranking(None);
        }
        let mut rows = F::ranking(&mut s.game);
        let st = F::state(&s.game);
        rows.retain(|(x, _)| !F::neutral(st, *x));
        Ranking(Some(rows))
    }
}

/// Run condition of the play screens: the table is the screen and a game is on it (the game
/// leaves a frame before the screen does when the player goes back to the main menu).
pub fn table_shown<F: GameFace>(
    table: Option<Res<TableSession<F>>>,
    screen: Option<Res<bevy::prelude::State<Screen>>>,
) -> bool {
    table.is_some() && screen.is_some_and(|s| *s.get() == Screen::Table)
}

/// What is read across the table's parts: the curtain waiting for the stage, what the current
/// viewer may read, whether a human may act, what the board and the camera show. Every bundle
/// of the parts reads it the same way.
pub trait TableReads<F: GameFace> {
    /// The parts read, as plain references.
    fn view(&self) -> TableView<'_, F>;

    fn session(&self) -> &Session<F::Game> {
        self.view().session
    }
    fn stage(&self) -> &Stage<F> {
        self.view().stage
    }
    fn messages(&self) -> &Messages<F> {
        self.view().messages
    }
    fn thinking(&self) -> &Thinking<F> {
        self.view().thinking
    }
    fn tutorial(&self) -> Option<&F::Tutorial> {
        self.view().tutorial
    }
    fn ranking(&self) -> &Ranking<F> {
        self.view().ranking
    }

    /// The final ranking (see [`Ranking`]); None while the game goes on.
    fn final_ranking(&self) -> Option<&[(F::Seat, F::RankKeys)]> {
        self.ranking().rows()
    }

    /// Whether the pending decision is a human's loss the loss dialog answers.
    fn asks_loss(&self) -> bool {
        self.human_may_act() && self.session().human_decision().is_some_and(F::asks_losses)
    }

    /// Every civilization is an NPC: the game is watched.
    fn watching(&self) -> bool {
        self.session().humans().is_empty()
    }

    /// The table is still showing, in front of everyone, what came before the question now
    /// open: events waiting to be played back, a piece in the air, a competition's result banner
    /// being read, the Reckoning summary open. Everyone at the table watches it, so the hot-seat
    /// curtain waits for it ([`TableReads::curtain`]).
    fn staging(&self) -> bool {
        let stage = self.stage();
        !stage.playback.is_idle()
            || stage.landing > 0.0
            || stage.banner.is_some()
            || self.messages().summary.is_some()
    }

    /// The hot-seat curtain as the table shows it: the session's curtain before a human's
    /// secret choice ([`Session::curtain`]), once the theatre of what came before has played
    /// ([`TableReads::staging`]). Until then the board shows it to everyone and no hand is on the
    /// table (the viewer is nobody in particular: [`Session::viewer_now`]).
    fn curtain(&self) -> Option<F::Seat> {
        if self.staging() {
            return None;
        }
        self.session().curtain()
    }

    /// The game is over and the board has shown all of it (the last summary read): the
    /// game-over screen is up, over the whole board, with nothing else over it.
    fn game_over_shown(&self) -> bool {
        self.ranking().0.is_some()
            && self.stage().playback.is_idle()
            && self.messages().summary.is_none()
    }

    /// A human may act now (no curtain, no summary waiting for a click).
    fn human_may_act(&self) -> bool {
        let s = self.session();
        s.human_decision().is_some() && s.curtain().is_none() && self.messages().summary.is_none()
    }

    /// Who is looking at the table now (see [`Session::viewer_now`]).
    fn viewer(&self) -> Viewer<F> {
        self.session().viewer_now()
    }

    /// The cards committed in the running competition as the current viewer may see them: the
    /// card (None while it lies face down for this viewer) and whether it was negated.
    fn committed_for_view(&self) -> Vec<(F::Seat, Option<F::Card>, bool)> {
        let st = F::state(&self.session().game);
        let committing = F::committing_now(st);
        let viewer = self.viewer();
        F::committed(st)
            .iter()
            .map(|&(owner, card, negated)| {
                let hidden = committing && !F::sees(&viewer, st, owner);
                (owner, (!hidden).then_some(card), negated)
            })
            .collect()
    }

    /// The toast as the current viewer may read it (None: nothing to show).
    fn visible_toast(&self) -> Option<Toast<F>> {
        // Game over: the results stand alone over the whole board (RB Endgame at the table).
        if self.game_over_shown() {
            return None;
        }
        let t = self.messages().toast.as_ref()?;
        let text = F::secret_text(
            t.secret.as_ref(),
            &t.text,
            F::state(&self.session().game),
            self.viewer(),
        )?;
        Some(Toast {
            text: text.to_string(),
            secret: None,
            ..t.clone()
        })
    }

    /// The area whose competition the board is showing: from its start as played back, through
    /// the commitments and rounds the engine asks, to its end (the camera stays on it).
    fn contested(&self) -> Option<F::Area> {
        self.stage().contested(self.session())
    }

    /// The area the camera should show: the contested area, and after it ends the area of the
    /// result banner while the banner is up (then the camera eases back).
    fn focus(&self) -> Option<F::Area> {
        if self.game_over_shown() {
            // The game-over screen shows the whole board.
            return None;
        }
        self.contested()
            .or_else(|| self.stage().banner.as_ref().map(|(r, _)| r.area()))
    }

    /// What the board and panels show: the rules state, or the state behind it while an
    /// answer's events play back.
    fn display(&self) -> &F::State {
        self.stage().display(self.session())
    }

    /// The hint for the question now open, if one was given.
    fn hint_now(&self) -> Option<&F::Hint> {
        self.thinking().hint.as_ref().filter(|h| {
            F::hint_at(h) == self.session().record.actions().len() && self.human_may_act()
        })
    }
}

/// Implements [`TableReads`] for a bundle whose fields hold the parts read.
macro_rules! reads_from_fields {
    ($t:ty) => {
        impl<F: GameFace> TableReads<F> for $t {
            fn view(&self) -> TableView<'_, F> {
                TableView {
                    session: &self.session,
                    stage: &self.stage,
                    messages: &self.messages,
                    thinking: &self.thinking,
                    tutorial: self.tutorial.0.as_ref(),
                    ranking: &self.ranking,
                }
            }
        }
    };
}

/// The parts read across one another (see [`TableReads`]), for a system that only reads them.
#[derive(SystemParam)]
pub struct TableRef<'w, F: GameFace> {
    pub session: Res<'w, TableSession<F>>,
    pub stage: Res<'w, Stage<F>>,
    pub messages: Res<'w, Messages<F>>,
    pub thinking: Res<'w, Thinking<F>>,
    pub tutorial: Res<'w, TableTutorial<F>>,
    pub ranking: Res<'w, Ranking<F>>,
}

reads_from_fields!(TableRef<'_, F>);

/// The parts an answer (a human's, an NPC's, the Strategist's, the tutorial script's) changes
/// together, and what it does to them: the session takes it, the stage plays it back, the toast
/// and the summary say it, the autosave keeps it; with a hint, a save and an undo.
#[derive(SystemParam)]
pub struct TableMut<'w, F: GameFace> {
    pub session: ResMut<'w, TableSession<F>>,
    pub stage: ResMut<'w, Stage<F>>,
    pub pace: ResMut<'w, Pace>,
    pub messages: ResMut<'w, Messages<F>>,
    pub saving: ResMut<'w, Saving>,
    pub thinking: ResMut<'w, Thinking<F>>,
    pub tutorial: ResMut<'w, TableTutorial<F>>,
    pub ranking: ResMut<'w, Ranking<F>>,
}

reads_from_fields!(TableMut<'_, F>);

/// The parts read across one another, as plain references: what a scripted picture's halt
/// reads ([`ScriptHold::halt`]), and what tests read from a `World`.
pub struct TableView<'a, F: GameFace> {
    pub session: &'a Session<F::Game>,
    pub stage: &'a Stage<F>,
    pub messages: &'a Messages<F>,
    pub thinking: &'a Thinking<F>,
    pub tutorial: Option<&'a F::Tutorial>,
    pub ranking: &'a Ranking<F>,
}

// By hand: derived ones would ask the face itself to be `Clone` and `Copy`.
impl<F: GameFace> Clone for TableView<'_, F> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<F: GameFace> Copy for TableView<'_, F> {}

impl<F: GameFace> TableReads<F> for TableView<'_, F> {
    fn view(&self) -> TableView<'_, F> {
        *self
    }
}

impl<'a, F: GameFace> TableView<'a, F> {
    /// The parts on the table in `world` (None: no game is on it).
    pub fn of(world: &'a World) -> Option<TableView<'a, F>> {
        Some(TableView {
            session: world.get_resource::<TableSession<F>>()?,
            stage: world.get_resource()?,
            messages: world.get_resource()?,
            thinking: world.get_resource()?,
            tutorial: world.get_resource::<TableTutorial<F>>()?.0.as_ref(),
            ranking: world.get_resource()?,
        })
    }
}

impl<F: GameFace> TableMut<'_, F> {
    /// Put another game on the table in place of this one (a tutorial's next scene).
    pub fn replace(&mut self, new: Table<F>) -> ScriptHold<F> {
        self.session.0 = new.session;
        *self.stage = new.stage;
        *self.pace = new.pace;
        *self.messages = new.messages;
        *self.saving = new.saving;
        *self.thinking = new.thinking;
        self.tutorial.0 = new.tutorial;
        *self.ranking = new.ranking;
        new.script
    }

    /// Work the final ranking out if the game is over (once: the game-over screen reads it
    /// every frame).
    pub(super) fn rank_if_over(&mut self) {
        *self.ranking = Ranking::of(&mut self.session);
    }

    /// "I am …": lift the curtain, if it is down (a click meant for it while the theatre still
    /// plays does nothing).
    pub fn lift_curtain(&mut self) {
        if self.curtain().is_some() {
            self.session.lift_curtain();
        }
    }

    /// Say why a human's click or command was refused. The reason may speak of the decider's
    /// hand ("Barbarian Invasion needs an area with Barbarians"): while its decision shows the
    /// hand, only the decider reads it.
    pub fn refuse(&mut self, why: String) {
        refuse(&self.session, &mut self.messages, why);
    }

    /// Take back the last human decision (the rules' undo): the board shows the state before it
    /// at once, and the autosave is rewritten whole (its journal holds the undone decision).
    pub fn undo(&mut self) {
        self.finish_playback();
        match self.session.undo() {
            Ok(()) => {
                self.autosave_now();
                self.stage.lag = None;
                self.stage.shown_phase = self.session.phase;
                self.rank_if_over();
                self.stage.centre.clear();
                self.stage.dirty = true;
                self.messages.toast = Some(Toast::public("Undone.", false));
            }
            Err(why) => self.refuse(why),
        }
    }

    /// The centre of the table stays while a decision concerns its cards or the board is still
    /// showing what they did; then a few beats (two seconds at least, so that a card an NPC played
    /// at instant speed is seen) before it clears.
    pub(super) fn linger_centre(&mut self, dt: f32) {
        if self.stage.playback.is_idle() {
            // A negation offer on a use (a Deity, an Investment) brings the used card.
            self.stage.centre.on_decision(self.session.pending());
        }
        if self.stage.centre.is_empty() {
            return;
        }
        if !self.stage.playback.is_idle() || self.stage.centre.concerns(self.session.pending()) {
            self.stage.centre.linger = (5.0 * self.pace.beat()).max(2.0);
            return;
        }
        self.stage.centre.linger -= dt;
        if self.stage.centre.linger <= 0.0 {
            self.stage.centre.clear();
        }
    }

    /// Events shown all at once (skipped, or at instant speed): the competitions' results, the
    /// centre and the phase follow them.
    fn tally(&mut self, events: impl IntoIterator<Item = F::Event>) {
        for e in events {
            if let Some(r) = self.stage.tally.feed(&e, F::state(&self.session.game)) {
                self.stage.banner = Some((r, self.pace.banner_secs()));
            }
            self.stage.note_shown(&e);
        }
    }

    /// Show the rest of the playback at once.
    pub fn finish_playback(&mut self) {
        // The competitions skipped over still get their results.
        let skipped = self.stage.playback.skip();
        self.tally(skipped);
        // The board now shows the rules state: a competition still running there is the one
        // shown (the camera stays on it through the humans' choices).
        self.stage.playback.caught_up(F::state(&self.session.game));
        // Caught up: the display is the rules state again (the lagging copy is dropped).
        if self.stage.lag.take().is_some() {
            self.stage.dirty = true;
        }
        self.stage.wait = 0.0;
    }

    /// Answer for a human (the screens' clicks come here through [`super::TableCmd::Act`]).
    pub fn human_act(&mut self, action: F::Action) -> bool {
        if !self.human_may_act() || !self.tutorial_allows(&[action]) {
            return false;
        }
        if self.session.is_remote() {
            return self.send_elsewhere(vec![action]);
        }
        self.finish_playback();
        let log_len = self.session.log.len();
        match self.session.act(action) {
            Ok(acted) => {
                self.answered(acted, log_len);
                true
            }
            Err(e) => {
                self.refuse(e.to_string());
                false
            }
        }
    }

    /// Answer a human's losses with a plan (the loss dialog): the engine's answers, one per
    /// loss, each shown as if clicked one by one.
    pub fn human_losses(&mut self, plan: &F::LossPlan) -> bool {
        if !self.human_may_act() {
            return false;
        }
        if self.session.is_remote() {
            return self.send_elsewhere(F::plan_answers(plan));
        }
        if self.tutorial.0.is_some() {
            match F::loss_answers(&self.session.game, plan) {
                Ok(answers) if !self.tutorial_allows(&answers) => return false,
                _ => {}
            }
        }
        self.finish_playback();
        match F::answer_losses(&mut self.session, plan) {
            Ok(steps) => {
                for step in steps {
                    self.answered(step.acted, step.log_len);
                }
                true
            }
            Err(why) => {
                self.refuse(why);
                false
            }
        }
    }

    /// A human's or the tutorial script's answer was taken: it is shown, and the tutorial
    /// moves on to its next step.
    fn answered(&mut self, acted: Acted<F::Game>, log_len: usize) {
        self.after(acted, log_len);
        if let Some(t) = &mut self.tutorial.0 {
            t.answered();
        }
    }

    /// In a tutorial, whether the learner's answers are the script's next ones; if not, the
    /// gentle explanation is shown (in the step card and as a toast) and nothing is played.
    fn tutorial_allows(&mut self, answers: &[F::Action]) -> bool {
        let Some(t) = &mut self.tutorial.0 else {
            return true;
        };
        match t.judge(&self.session.game, answers) {
            Ok(()) => true,
            Err(why) => {
                t.explain(why.clone());
                self.messages.toast = Some(Toast::public(why, false));
                false
            }
        }
    }

    /// Play the tutorial script's answer for the other side (its decision, whoever's seat it
    /// is), shown like an NPC's.
    pub fn script_act(&mut self, action: F::Action) -> Result<(), String> {
        let log_len = self.session.log.len();
        let acted = self.session.act(action).map_err(|e| e.to_string())?;
        self.answered(acted, log_len);
        Ok(())
    }

    /// Let the NPC take the pending decision, if it is an NPC's. A Strategist seat's decision is
    /// searched on a thread: the first call starts it, a later one takes its answer (false
    /// meanwhile, so the window goes on drawing).
    pub fn npc_act(&mut self) -> bool {
        let log_len = self.session.log.len();
        if let Some(d) = self.session.pending()
            && self.session.strategist(d.who()).is_some()
        {
            let who = d.who();
            let Some(answer) = self.thinking.think(&self.session, who, Purpose::Play) else {
                return false;
            };
            let at = self.session.record.actions().len();
            let step = self.session.act_strategist(at, answer);
            return self.brain_acted(step, log_len, "The Strategist's");
        }
        let step = self.session.npc_step();
        self.brain_acted(step, log_len, "The NPC's")
    }

    /// Show a brain's answer once taken. One the rules refuse is an engine defect: stop the
    /// brains and say so rather than crash or loop.
    fn brain_acted(
        &mut self,
        step: Option<Result<Acted<F::Game>, Refused<F>>>,
        log_len: usize,
        whose: &str,
    ) -> bool {
        match step {
            Some(Ok(acted)) => {
                self.after(acted, log_len);
                true
            }
            Some(Err(e)) => {
                self.pace.paused = true;
                self.messages.toast = Some(Toast::public(
                    format!("{whose} answer was refused: {e}. NPCs paused."),
                    true,
                ));
                false
            }
            None => false,
        }
    }

    /// "What would the Strategist do?" for the deciding human (key H, the Hint button): starts
    /// the search; [`TableMut::collect_hint`] shows the answer.
    pub fn ask_hint(&mut self) {
        if self.session.is_remote() {
            // Its search would read a view whose secrets are blanks: no hint for it.
            self.refuse("The Strategist gives no hint in an online game.".into());
            return;
        }
        if !F::STRATEGIST {
            self.refuse(format!(
                "The Strategist does not play {} yet: there is no hint.",
                F::NAME
            ));
            return;
        }
        if !self.human_may_act() {
            self.refuse("A hint is for the player who is deciding.".into());
            return;
        }
        let Some(who) = self.session.human_decision().map(Question::who) else {
            return;
        };
        if self.hint_now().is_some() {
            return;
        }
        match self.thinking.think(&self.session, who, Purpose::Hint) {
            Some(a) => self.collect_hint_with(Some(a)),
            None => self.messages.toast = Some(Toast::public("The Strategist is thinking…", false)),
        }
    }

    /// Take the hint's answer once its search has finished, and show it to the one who asked.
    pub fn collect_hint(&mut self) {
        let Some(who) = self.thinking.hint_searched_for() else {
            return;
        };
        let answer = self.thinking.think(&self.session, who, Purpose::Hint);
        self.collect_hint_with(answer);
    }

    fn collect_hint_with(&mut self, answer: Option<AnswerOf<F::Game>>) {
        let Some(answer) = answer else {
            return;
        };
        let at = self.session.record.actions().len();
        let Some(hint) = F::hint(&self.session, at, &answer) else {
            return;
        };
        // The hint is drawn from the asker's hand: shown to that player only.
        let who = F::hint_who(&hint);
        let name = self.session.civ_name(who);
        self.messages.toast = Some(Toast {
            text: F::hint_sentence(&hint),
            error: false,
            slot: Some(who),
            secret: Some(F::secret(
                who,
                format!("{name} asked the Strategist for a hint."),
            )),
        });
        self.thinking.hint = Some(hint);
    }

    /// Answer a game played elsewhere (`Session::mirror`): the answers are kept to be sent to
    /// where it is played, never applied here; the board shows what came before at once.
    fn send_elsewhere(&mut self, answers: Vec<F::Action>) -> bool {
        self.finish_playback();
        match self.session.send(answers) {
            Ok(()) => true,
            Err(why) => {
                self.refuse(why);
                false
            }
        }
    }

    /// The next view of a game played elsewhere arrived (`Session::follow`): the board plays the
    /// answers' events from the view it showed to the new one, the log writes them, and the
    /// summary, the centre and the ranking follow, as for an answer taken here.
    pub fn follow(&mut self, game: F::Game, answers: Vec<(F::Seat, usize, Vec<F::Event>)>) {
        self.finish_playback();
        let log_len = self.session.log.len();
        let (before, events) = self.session.follow(game, answers);
        self.show(None, events, before, log_len);
        // A view that came without events (a gap, the first one): the board shows it at once.
        self.stage.dirty = true;
        if crate::engine::Game::is_over(&self.session.game) && self.ranking.rows().is_none() {
            self.rank_if_over();
        }
        if self.stage.playback.is_idle() {
            self.finish_playback();
        }
    }

    /// An answer was taken: the toast, the summary, the centre of the table, the playback (or the
    /// display at once at instant speed), the final ranking at the game's end, and the autosave.
    fn after(&mut self, acted: Acted<F::Game>, log_len: usize) {
        // The toast: the choice's own log line (it names the rule).
        if let Some((text, secret)) = self.session.log[log_len..].iter().find_map(F::choice_toast) {
            self.messages.toast = Some(Toast {
                text,
                error: false,
                slot: Some(acted.who),
                secret,
            });
        }
        let boundary = acted.events.iter().any(F::autosaves_after);
        self.show(
            Some((acted.who, acted.action)),
            acted.events,
            acted.before,
            log_len,
        );
        if boundary {
            self.autosave_now();
        } else if self.saving.autosave.is_some()
            && let Err(e) = F::journal(&mut self.saving.saver, &acted.action)
        {
            // Every decision goes to the journal as it is taken, so a crash loses none.
            self.messages.save_error = Some(e.to_string());
        }
    }

    /// What an answer (`answer`: who gave it and what, when it is known) reported is shown: the
    /// summary, the centre of the table, the playback from `before` (or the display at once at
    /// instant speed), and the final ranking at the game's end.
    fn show(
        &mut self,
        answer: Option<(F::Seat, F::Action)>,
        events: Vec<F::Event>,
        before: F::State,
        log_len: usize,
    ) {
        // The state before the answer is the answer's one copy of the state (`Session::act`).
        // The Reckoning summary reads its start from it; it becomes the lagging display when a
        // playback starts from it, else (instant speed, or a playback already under way) it is
        // dropped.
        let starts_playback = self.pace.speed != Speed::Instant && self.stage.lag.is_none();
        let messages = &mut *self.messages;
        if let Some(summary) = F::sum_up(
            &self.session.cat,
            &mut messages.reckoning,
            &events,
            &before,
            &self.session.log,
            log_len,
            F::state(&self.session.game),
        ) {
            messages.summary = Some(summary);
            messages.summary_wait = 8.0 * self.pace.beat();
        }
        if let Some((who, action)) = answer {
            self.stage.centre.on_action(who, action);
        }
        if self.pace.speed == Speed::Instant {
            // The display is the rules state: in step at once.
            self.stage.lag = None;
            self.stage.dirty = true;
            self.tally(events.iter().cloned());
        } else {
            self.stage.playback.push(&events);
            if starts_playback {
                self.stage.lag = Some(before);
            }
        }
        if events.iter().any(F::ends_game) {
            self.rank_if_over();
        }
    }

    /// Write the autosave (at every phase boundary, after an undo and on quit; the decisions in
    /// between go to its journal). A failure is shown, never fatal, and never replaces the
    /// previous good autosave (`saves::write` is atomic).
    pub fn autosave_now(&mut self) {
        autosave_now(&self.session, &mut self.saving, &mut self.messages);
    }

    /// Save this game under `name` in the saves folder (see [`save_as`]).
    pub fn save_as(&mut self, name: &str, replace: bool) -> SaveOutcome {
        save_as(
            &self.session,
            &self.saving,
            &mut self.messages,
            name,
            replace,
        )
    }
}

/// The parts a save reads and writes: the game, where it is written, and the message saying
/// how it went (the menu's Save as, Copy position, the autosave on quit).
#[derive(SystemParam)]
pub struct TableSaving<'w, F: GameFace> {
    pub session: Res<'w, TableSession<F>>,
    pub saving: ResMut<'w, Saving>,
    pub messages: ResMut<'w, Messages<F>>,
}

impl<F: GameFace> TableSaving<'_, F> {
    /// Write the autosave (see [`TableMut::autosave_now`]).
    pub fn autosave_now(&mut self) {
        autosave_now(&self.session, &mut self.saving, &mut self.messages);
    }

    /// Save this game under `name` in the saves folder (see [`save_as`]).
    pub fn save_as(&mut self, name: &str, replace: bool) -> SaveOutcome {
        save_as(
            &self.session,
            &self.saving,
            &mut self.messages,
            name,
            replace,
        )
    }
}

/// Say why a human's click or command was refused (see [`TableMut::refuse`]).
pub fn refuse<F: GameFace>(session: &Session<F::Game>, messages: &mut Messages<F>, why: String) {
    let owner = session
        .human_decision()
        .filter(|d| <F::Game as SessionGame>::shows_hand(d))
        .map(Question::who);
    messages.toast = Some(Toast {
        text: why,
        error: true,
        slot: None,
        secret: owner.map(|owner| F::secret(owner, String::new())),
    });
}

/// Write the autosave of `session`, if this table keeps one (see [`TableMut::autosave_now`]).
pub fn autosave_now<F: GameFace>(
    session: &Session<F::Game>,
    saving: &mut Saving,
    messages: &mut Messages<F>,
) {
    if let Some(path) = &saving.autosave
        && let Some(save) = F::save_file(session)
    {
        match saving.saver.save(path, &save) {
            Ok(()) => messages.save_error = None,
            Err(e) => messages.save_error = Some(e.to_string()),
        }
    }
}

/// Save the game in `session` under `name` in the saves folder. A save of that name is replaced
/// only when `replace` says so; otherwise nothing is written and the caller asks the player
/// ([`SaveOutcome::Exists`]).
pub fn save_as<F: GameFace>(
    session: &Session<F::Game>,
    saving: &Saving,
    messages: &mut Messages<F>,
    name: &str,
    replace: bool,
) -> SaveOutcome {
    if session.is_remote() {
        let said = "An online game is kept by its server: there is nothing to save here.";
        messages.toast = Some(Toast::public(said, true));
        return SaveOutcome::Failed(said.into());
    }
    let Some(dir) = &saving.saves_dir else {
        return SaveOutcome::NoFolder;
    };
    let name = name.trim();
    let name = if name.is_empty() {
        session.title.clone()
    } else {
        name.to_string()
    };
    let path = crate::saves::named_path(dir, &name);
    if path.exists() && !replace {
        return SaveOutcome::Exists(path);
    }
    let Some(mut save) = F::save_file(session) else {
        let said = format!("{} games cannot be saved yet.", F::NAME);
        messages.toast = Some(Toast::public(said.clone(), true));
        return SaveOutcome::Failed(said);
    };
    save.title = format!("{name} — {}", save.title);
    match crate::saves::write(&path, &save) {
        Ok(()) => {
            messages.toast = Some(Toast::public(format!("Saved as {}", path.display()), false));
            SaveOutcome::Saved(path)
        }
        Err(e) => {
            let said = e.to_string();
            messages.save_error = Some(said.clone());
            SaveOutcome::Failed(said)
        }
    }
}

impl<F: GameFace> Table<F> {
    /// Autosave this game at `path` (named saves in `dir`) from now on. What the autosave held
    /// is not lost: an unreadable one is kept aside, another game's is kept as a named
    /// save so that its Continue stays in the Load list; the toast says where.
    pub fn take_autosave(&mut self, path: PathBuf, dir: PathBuf) {
        let broken = crate::saves::keep_broken(&path);
        let previous = F::keep_previous_autosave(&path, &self.session, &dir);
        self.saving.autosave = Some(path);
        self.saving.saves_dir = Some(dir);
        autosave_now(&self.session, &mut self.saving, &mut self.messages);
        if let Some(said) = broken {
            eprintln!("acme: {said}");
            self.messages.toast = Some(Toast::public(said, true));
        } else if let Some(said) = previous {
            eprintln!("acme: {said}");
            self.messages.toast = Some(Toast::public(said, false));
        }
    }
}
