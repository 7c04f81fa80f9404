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
use crate::app::game_face::{ContestResult, GameFace, Playback};
use crate::app::games::Hint;
use crate::app::games::tutorial::Tutorial;
use crate::app::games::{
    Acted, Action, Area, Card, Event, Face, Game, Refusal, Seat, Session, State, Viewer,
};
use crate::app::games::{LossPlan, Secret};
use crate::play::SessionGame;
use crate::play::strategist::{AnswerOf, Purpose};
use crate::settings::Speed;

use super::messages::{Messages, Toast};
use super::pace::Pace;
use super::saving::{SaveOutcome, Saving};
use super::stage::Stage;
use super::thinking::Thinking;

/// The game and who sits where (the session is the window-free `play` layer's: this is its
/// place among the table's resources). A game is on the table while it exists.
/// Generic over the game's face so that the board (`on_board`) reads it as `F`'s; the table's
/// parts, not generic yet, name it without `F` (the game picked in `app::games`).
#[derive(Resource)]
pub struct TableSession<F: GameFace = Face>(pub crate::play::Session<F::Game>);

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
#[derive(Resource, Default)]
pub struct TableTutorial(pub Option<Tutorial>);

/// The final ranking (RB Endgame: VP, then temples, Homelands, Cities, disks, areas,
/// Gilgamesh), best first, without the neutral factions (nobody's: not ranked); worked out once
/// when the game ends (the game-over screen reads it every frame). None while the game goes on.
#[derive(Resource, Default)]
pub struct Ranking(Option<Vec<(Seat, [i64; 7])>>);

/// A scripted picture's hold on the table (`acme play --until`): where the NPCs' instant run
/// stops, and whether the table stands still mid-animation.
#[derive(Resource, Default)]
pub struct ScriptHold {
    /// Stop the NPCs' instant run as soon as this holds (a scripted picture's moment).
    pub halt: Option<fn(&TableView) -> bool>,
    /// Hold the table still, animations included (a scripted picture taken mid-animation).
    pub hold: bool,
}

/// The table's parts while they are not resources: a game made (a new one, a save loaded, a
/// tutorial's scene) before it is put on the screen ([`Table::insert`]), or taken off it
/// ([`Table::take`]).
pub struct Table {
    pub session: Session,
    pub stage: Stage<Face>,
    pub pace: Pace,
    pub messages: Messages<Face>,
    pub saving: Saving,
    pub thinking: Thinking<Face>,
    pub script: ScriptHold,
    pub tutorial: Option<Tutorial>,
    pub ranking: Ranking,
}

impl Table {
    pub fn new(mut session: Session, speed: Speed) -> Table {
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
        world.insert_resource(TableSession::<Face>(self.session));
        world.insert_resource(self.stage);
        world.insert_resource(self.pace);
        world.insert_resource(self.messages);
        world.insert_resource(self.saving);
        world.insert_resource(self.thinking);
        world.insert_resource(self.script);
        world.insert_resource(TableTutorial(self.tutorial));
        world.insert_resource(self.ranking);
    }

    /// Take the parts off the table, all together (None: no game was on it).
    pub fn take(world: &mut World) -> Option<Table> {
        let session = world.remove_resource::<TableSession>();
        let stage = world.remove_resource::<Stage<Face>>();
        let pace = world.remove_resource::<Pace>();
        let messages = world.remove_resource::<Messages<Face>>();
        let saving = world.remove_resource::<Saving>();
        let thinking = world.remove_resource::<Thinking<Face>>();
        let script = world.remove_resource::<ScriptHold>();
        let tutorial = world.remove_resource::<TableTutorial>();
        let ranking = world.remove_resource::<Ranking>();
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
    pub(super) fn into_shown(self) -> Game {
        let mut game = self.session.game;
        if let Some(display) = self.stage.lag {
            game.state = display;
        }
        game
    }
}

impl Ranking {
    /// The rows, best first (None while the game goes on).
    pub fn rows(&self) -> Option<&[(Seat, [i64; 7])]> {
        self.0.as_deref()
    }

    /// The ranking of the game in `s` if it is over, from the rules' own ranking keys, without
    /// copying the state.
    fn of(s: &mut Session) -> Ranking {
        if !s.game.is_over() {
            return Ranking(None);
        }
        let mut rows = s.game.ranking();
        rows.retain(|&(x, _)| s.seat(x) != crate::app::games::Occupant::Neutral);
        Ranking(Some(rows))
    }
}

/// Run condition of the play screens: the table is the screen and a game is on it (the game
/// leaves a frame before the screen does when the player goes back to the main menu).
pub fn table_shown(
    table: Option<Res<TableSession>>,
    screen: Option<Res<bevy::prelude::State<Screen>>>,
) -> bool {
    table.is_some() && screen.is_some_and(|s| *s.get() == Screen::Table)
}

/// What is read across the table's parts: the curtain waiting for the stage, what the current
/// viewer may read, whether a human may act, what the board and the camera show. Every bundle
/// of the parts reads it the same way.
pub trait TableReads {
    /// The parts read, as plain references.
    fn view(&self) -> TableView<'_>;

    fn session(&self) -> &Session {
        self.view().session
    }
    fn stage(&self) -> &Stage<Face> {
        self.view().stage
    }
    fn messages(&self) -> &Messages<Face> {
        self.view().messages
    }
    fn thinking(&self) -> &Thinking<Face> {
        self.view().thinking
    }
    fn tutorial(&self) -> Option<&Tutorial> {
        self.view().tutorial
    }
    fn ranking(&self) -> &Ranking {
        self.view().ranking
    }

    /// The final ranking (see [`Ranking`]); None while the game goes on.
    fn final_ranking(&self) -> Option<&[(Seat, [i64; 7])]> {
        self.ranking().rows()
    }

    /// Whether the pending decision is a human's loss the loss dialog answers.
    fn asks_loss(&self) -> bool {
        self.human_may_act()
            && self
                .session()
                .human_decision()
                .is_some_and(Face::asks_losses)
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
    fn curtain(&self) -> Option<Seat> {
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
    fn viewer(&self) -> Viewer {
        self.session().viewer_now()
    }

    /// The cards committed in the running competition as the current viewer may see them: the
    /// card (None while it lies face down for this viewer) and whether it was negated.
    fn committed_for_view(&self) -> Vec<(Seat, Option<Card>, bool)> {
        let st = &self.session().game.state;
        let committing = Face::committing_now(st);
        let viewer = self.viewer();
        Face::committed(st)
            .iter()
            .map(|&(owner, card, negated)| {
                let hidden = committing && !viewer.sees(st, owner);
                (owner, (!hidden).then_some(card), negated)
            })
            .collect()
    }

    /// The toast as the current viewer may read it (None: nothing to show).
    fn visible_toast(&self) -> Option<Toast<Face>> {
        // Game over: the results stand alone over the whole board (RB Endgame at the table).
        if self.game_over_shown() {
            return None;
        }
        let t = self.messages().toast.as_ref()?;
        let text = Secret::text_for(
            t.secret.as_ref(),
            &t.text,
            &self.session().game.state,
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
    fn contested(&self) -> Option<Area> {
        self.stage().contested(self.session())
    }

    /// The area the camera should show: the contested area, and after it ends the area of the
    /// result banner while the banner is up (then the camera eases back).
    fn focus(&self) -> Option<Area> {
        if self.game_over_shown() {
            // The game-over screen shows the whole board.
            return None;
        }
        self.contested()
            .or_else(|| self.stage().banner.as_ref().map(|(r, _)| r.area()))
    }

    /// What the board and panels show: the rules state, or the state behind it while an
    /// answer's events play back.
    fn display(&self) -> &State {
        self.stage().display(self.session())
    }

    /// The hint for the question now open, if one was given.
    fn hint_now(&self) -> Option<&Hint> {
        self.thinking()
            .hint
            .as_ref()
            .filter(|h| h.at == self.session().record.actions.len() && self.human_may_act())
    }
}

/// Implements [`TableReads`] for a bundle whose fields hold the parts read.
macro_rules! reads_from_fields {
    ($t:ty) => {
        impl TableReads for $t {
            fn view(&self) -> TableView<'_> {
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
pub struct TableRef<'w> {
    pub session: Res<'w, TableSession>,
    pub stage: Res<'w, Stage<Face>>,
    pub messages: Res<'w, Messages<Face>>,
    pub thinking: Res<'w, Thinking<Face>>,
    pub tutorial: Res<'w, TableTutorial>,
    pub ranking: Res<'w, Ranking>,
}

reads_from_fields!(TableRef<'_>);

/// The parts an answer (a human's, an NPC's, the Strategist's, the tutorial script's) changes
/// together, and what it does to them: the session takes it, the stage plays it back, the toast
/// and the summary say it, the autosave keeps it; with a hint, a save and an undo.
#[derive(SystemParam)]
pub struct TableMut<'w> {
    pub session: ResMut<'w, TableSession>,
    pub stage: ResMut<'w, Stage<Face>>,
    pub pace: ResMut<'w, Pace>,
    pub messages: ResMut<'w, Messages<Face>>,
    pub saving: ResMut<'w, Saving>,
    pub thinking: ResMut<'w, Thinking<Face>>,
    pub tutorial: ResMut<'w, TableTutorial>,
    pub ranking: ResMut<'w, Ranking>,
}

reads_from_fields!(TableMut<'_>);

/// The parts read across one another, as plain references: what a scripted picture's halt
/// reads ([`ScriptHold::halt`]), and what tests read from a `World`.
#[derive(Clone, Copy)]
pub struct TableView<'a> {
    pub session: &'a Session,
    pub stage: &'a Stage<Face>,
    pub messages: &'a Messages<Face>,
    pub thinking: &'a Thinking<Face>,
    pub tutorial: Option<&'a Tutorial>,
    pub ranking: &'a Ranking,
}

impl TableReads for TableView<'_> {
    fn view(&self) -> TableView<'_> {
        *self
    }
}

impl<'a> TableView<'a> {
    /// The parts on the table in `world` (None: no game is on it).
    pub fn of(world: &'a World) -> Option<TableView<'a>> {
        Some(TableView {
            session: world.get_resource::<TableSession>()?,
            stage: world.get_resource()?,
            messages: world.get_resource()?,
            thinking: world.get_resource()?,
            tutorial: world.get_resource::<TableTutorial>()?.0.as_ref(),
            ranking: world.get_resource()?,
        })
    }
}

impl TableMut<'_> {
    /// Put another game on the table in place of this one (a tutorial's next scene).
    pub fn replace(&mut self, new: Table) -> ScriptHold {
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
    fn tally(&mut self, events: impl IntoIterator<Item = Event>) {
        for e in events {
            if let Some(r) = self.stage.tally.feed(&e, &self.session.game.state) {
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
        self.stage
            .playback
            .caught_up(Face::state(&self.session.game));
        // Caught up: the display is the rules state again (the lagging copy is dropped).
        if self.stage.lag.take().is_some() {
            self.stage.dirty = true;
        }
        self.stage.wait = 0.0;
    }

    /// Answer for a human (the screens' clicks come here through [`super::TableCmd::Act`]).
    pub fn human_act(&mut self, action: Action) -> bool {
        if !self.human_may_act() || !self.tutorial_allows(&[action]) {
            return false;
        }
        self.finish_playback();
        let log_len = self.session.log.len();
        match self.session.act(action) {
            Ok(acted) => {
                self.answered(acted, log_len);
                true
            }
            Err(e) => {
                self.refuse(e.reason);
                false
            }
        }
    }

    /// Answer a human's losses with a plan (the loss dialog): the engine's answers, one per
    /// loss, each shown as if clicked one by one.
    pub fn human_losses(&mut self, plan: &LossPlan) -> bool {
        if !self.human_may_act() {
            return false;
        }
        if self.tutorial.0.is_some() {
            match plan.check(&self.session.game) {
                Ok(answers) if !self.tutorial_allows(&answers) => return false,
                _ => {}
            }
        }
        self.finish_playback();
        match self.session.answer_losses(plan) {
            Ok(steps) => {
                for step in steps {
                    self.answered(step.acted, step.log_len);
                }
                true
            }
            Err(e) => {
                self.refuse(e.reason);
                false
            }
        }
    }

    /// A human's or the tutorial script's answer was taken: it is shown, and the tutorial
    /// moves on to its next step.
    fn answered(&mut self, acted: Acted, log_len: usize) {
        self.after(acted, log_len);
        if let Some(t) = &mut self.tutorial.0 {
            t.answered();
        }
    }

    /// In a tutorial, whether the learner's answers are the script's next ones; if not, the
    /// gentle explanation is shown (in the step card and as a toast) and nothing is played.
    fn tutorial_allows(&mut self, answers: &[Action]) -> bool {
        let Some(t) = &mut self.tutorial.0 else {
            return true;
        };
        match t.judge(&self.session.game, answers) {
            Ok(()) => true,
            Err(why) => {
                t.hint = Some(why.clone());
                self.messages.toast = Some(Toast::public(why, false));
                false
            }
        }
    }

    /// Play the tutorial script's answer for the other side (its decision, whoever's seat it
    /// is), shown like an NPC's.
    pub fn script_act(&mut self, action: Action) -> Result<(), String> {
        let log_len = self.session.log.len();
        let acted = self.session.act(action).map_err(|e| e.reason)?;
        self.answered(acted, log_len);
        Ok(())
    }

    /// Let the NPC take the pending decision, if it is an NPC's. A Strategist seat's decision is
    /// searched on a thread: the first call starts it, a later one takes its answer (false
    /// meanwhile, so the window goes on drawing).
    pub fn npc_act(&mut self) -> bool {
        let log_len = self.session.log.len();
        if let Some(d) = self.session.pending()
            && self.session.strategist(d.who).is_some()
        {
            let who = d.who;
            let Some(answer) = self.thinking.think(&self.session, who, Purpose::Play) else {
                return false;
            };
            let at = self.session.record.actions.len();
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
        step: Option<Result<Acted, Refusal>>,
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
        if !self.human_may_act() {
            self.refuse("A hint is for the player who is deciding.".into());
            return;
        }
        let Some(who) = self.session.human_decision().map(|d| d.who) else {
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

    fn collect_hint_with(&mut self, answer: Option<AnswerOf<Game>>) {
        let Some(answer) = answer else {
            return;
        };
        let at = self.session.record.actions.len();
        let Some(hint) = self.session.hint(at, &answer) else {
            return;
        };
        // The hint is drawn from the asker's hand: shown to that player only.
        let name = self.session.civ_name(hint.who);
        self.messages.toast = Some(Toast {
            text: hint.sentence(),
            error: false,
            slot: Some(hint.who),
            secret: Some(Secret {
                owner: hint.who,
                public: format!("{name} asked the Strategist for a hint."),
            }),
        });
        self.thinking.hint = Some(hint);
    }

    /// An answer was taken: the toast, the summary, the centre of the table, the playback (or the
    /// display at once at instant speed), the final ranking at the game's end, and the autosave.
    fn after(&mut self, acted: Acted, log_len: usize) {
        // The toast: the choice's own log line (it names the rule).
        if let Some(line) = self.session.log[log_len..].iter().find(|l| l.choice) {
            self.messages.toast = Some(Toast {
                text: format!("{} — {}", line.text, line.rule),
                error: false,
                slot: Some(acted.who),
                secret: line.secret.as_ref().map(|sec| Secret {
                    owner: sec.owner,
                    public: format!("{} — {}", sec.public, line.rule),
                }),
            });
        }
        // The state before the answer is the answer's one copy of the state (`Session::act`).
        // The Reckoning summary reads its start from it; it becomes the lagging display when a
        // playback starts from it, else (instant speed, or a playback already under way) it is
        // dropped.
        let starts_playback = self.pace.speed != Speed::Instant && self.stage.lag.is_none();
        let messages = &mut *self.messages;
        if let Some(summary) = Face::sum_up(
            &mut messages.reckoning,
            &acted.events,
            &acted.before,
            &self.session.log,
            log_len,
            &self.session.game.state,
        ) {
            messages.summary = Some(summary);
            messages.summary_wait = 8.0 * self.pace.beat();
        }
        self.stage.centre.on_action(acted.who, acted.action);
        if self.pace.speed == Speed::Instant {
            // The display is the rules state: in step at once.
            self.stage.lag = None;
            self.stage.dirty = true;
            self.tally(acted.events.iter().cloned());
        } else {
            self.stage.playback.push(&acted.events);
            if starts_playback {
                self.stage.lag = Some(acted.before);
            }
        }
        let boundary = acted.events.iter().any(Face::autosaves_after);
        if acted.events.iter().any(Face::ends_game) {
            self.rank_if_over();
        }
        if boundary {
            self.autosave_now();
        } else if self.saving.autosave.is_some()
            && let Err(e) = self.saving.saver.decision(&acted.action)
        {
            // Every decision goes to the journal as it is taken, so a crash loses none.
            self.messages.save_error = Some(e.to_string());
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
pub struct TableSaving<'w> {
    pub session: Res<'w, TableSession>,
    pub saving: ResMut<'w, Saving>,
    pub messages: ResMut<'w, Messages<Face>>,
}

impl TableSaving<'_> {
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
pub fn refuse(session: &Session, messages: &mut Messages<Face>, why: String) {
    let owner = session
        .human_decision()
        .filter(|d| Game::shows_hand(d))
        .map(|d| d.who);
    messages.toast = Some(Toast {
        text: why,
        error: true,
        slot: None,
        secret: owner.map(|owner| Secret {
            owner,
            public: String::new(),
        }),
    });
}

/// Write the autosave of `session`, if this table keeps one (see [`TableMut::autosave_now`]).
pub fn autosave_now(session: &Session, saving: &mut Saving, messages: &mut Messages<Face>) {
    if let Some(path) = &saving.autosave {
        match saving.saver.save(path, &session.save_file()) {
            Ok(()) => messages.save_error = None,
            Err(e) => messages.save_error = Some(e.to_string()),
        }
    }
}

/// Save the game in `session` under `name` in the saves folder. A save of that name is replaced
/// only when `replace` says so; otherwise nothing is written and the caller asks the player
/// ([`SaveOutcome::Exists`]).
pub fn save_as(
    session: &Session,
    saving: &Saving,
    messages: &mut Messages<Face>,
    name: &str,
    replace: bool,
) -> SaveOutcome {
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
    let mut save = session.save_file();
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

impl Table {
    /// Autosave this game at `path` (named saves in `dir`) from now on. What the autosave held
    /// is not lost: an unreadable one is kept aside, another game's is kept as a named
    /// save so that its Continue stays in the Load list; the toast says where.
    pub fn take_autosave(&mut self, path: PathBuf, dir: PathBuf) {
        let broken = crate::saves::keep_broken(&path);
        let previous = crate::saves::keep_previous_autosave(&path, &self.session.record, &dir);
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
