//! The game on the table: the [`Table`] resource, and what an answer does to its parts. The
//! parts each have one job and a module of their own: the stage (what the board shows, and when:
//! [`super::stage`]), the pace ([`super::pace`]), the messages and the Reckoning summary
//! ([`super::messages`], [`super::summary`]), the saving ([`super::saving`]) and the Strategist's
//! thread ([`super::thinking`]). What takes more than one part lives here: an answer taken (the
//! toast, the summary, the playback, the autosave), the hot-seat curtain waiting for the theatre,
//! what the current viewer may read. No screen and no system is here (those are above it: the
//! driver runs the table, the screens draw it), so everything of the window may read it.

use std::path::PathBuf;

use bevy::prelude::*;

use crate::app::Screen;
use crate::games::acme::Event;
use crate::games::acme::ai;
use crate::games::acme::catalog::{AreaId, CardId};
use crate::games::acme::decision::{Action, Ask};
use crate::games::acme::state::{Slot, State};
use crate::games::acme::{CompStep, Flow};
use crate::play::anim::Playback;
use crate::play::strategist::{Hint, Purpose};
use crate::play::{Acted, LossPlan, Secret, Session, Viewer};
use crate::settings::Speed;

use super::messages::{Messages, Toast};
use super::pace::Pace;
use super::saving::{SaveOutcome, Saving};
use super::stage::Stage;
use super::thinking::Thinking;

/// The game being played, and how it is being shown.
#[derive(Resource)]
pub struct Table {
    /// The game and who sits where.
    pub session: Session,
    /// What the board shows of the game, and when (playback and theatre).
    pub stage: Stage,
    /// How fast the game moves on.
    pub pace: Pace,
    /// The toast, a saving problem, the Reckoning summary.
    pub messages: Messages,
    /// The autosave and the named saves.
    pub saving: Saving,
    /// The Strategist's thread and its hint.
    pub thinking: Thinking,
    /// What a scripted picture holds the table at.
    pub script: ScriptHold,
    /// The guided tutorial, when this table is one: the learner's answers are judged
    /// against the script before they reach the game, and the other side's come from it.
    pub tutorial: Option<crate::play::tutorial::Tutorial>,
    /// The final ranking, worked out once when the game ends (see [`Table::final_ranking`]).
    ranking: Option<Vec<(Slot, [i64; 7])>>,
}

/// A scripted picture's hold on the table (`acme play --until`): where the NPCs' instant run
/// stops, and whether the table stands still mid-animation.
#[derive(Default)]
pub struct ScriptHold {
    /// Stop the NPCs' instant run as soon as this holds (a scripted picture's moment).
    pub halt: Option<fn(&Table) -> bool>,
    /// Hold the table still, animations included (a scripted picture taken mid-animation).
    pub hold: bool,
}

/// Run condition of the play screens: the table is the screen and a game is on it (the game
/// leaves a frame before the screen does when the player goes back to the main menu).
pub fn table_shown(
    table: Option<Res<Table>>,
    screen: Option<Res<bevy::prelude::State<Screen>>>,
) -> bool {
    table.is_some() && screen.is_some_and(|s| *s.get() == Screen::Table)
}

impl Table {
    pub fn new(session: Session, speed: Speed) -> Table {
        let toast = session.notice.clone().map(|why| Toast::public(why, false));
        let mut table = Table {
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
            ranking: None,
            session,
        };
        table.rank_if_over();
        table
    }

    /// The final ranking (RB Endgame: VP, then temples, Homelands, Cities, disks, areas,
    /// Gilgamesh), best first, without the neutral factions (nobody's: not ranked); None while
    /// the game goes on.
    pub fn final_ranking(&self) -> Option<&[(Slot, [i64; 7])]> {
        self.ranking.as_deref()
    }

    /// Work the final ranking out if the game is over (once: the game-over screen reads it every
    /// frame), from the rules' own ranking keys, without copying the state.
    pub(super) fn rank_if_over(&mut self) {
        let s = &mut self.session;
        if !s.game.is_over() {
            self.ranking = None;
            return;
        }
        let mut rows = s.game.ranking();
        rows.retain(|&(x, _)| s.seat(x) != crate::play::Seat::Neutral);
        self.ranking = Some(rows);
    }

    /// Whether the pending decision is a human's loss the loss dialog answers.
    pub fn asks_loss(&self) -> bool {
        self.human_may_act()
            && matches!(
                self.session.human_decision().map(|d| &d.ask),
                Some(Ask::Loss { .. })
            )
    }

    /// Every civilization is an NPC: the game is watched.
    pub fn watching(&self) -> bool {
        self.session.humans().is_empty()
    }

    /// The table is still showing, in front of everyone, what came before the question now
    /// open: events waiting to be played back, a piece in the air, a competition's result banner
    /// being read, the Reckoning summary open. Everyone at the table watches it, so the hot-seat
    /// curtain waits for it ([`Table::curtain`]).
    pub fn staging(&self) -> bool {
        !self.stage.playback.is_idle()
            || self.stage.landing > 0.0
            || self.stage.banner.is_some()
            || self.messages.summary.is_some()
    }

    /// The hot-seat curtain as the table shows it: the session's curtain before a human's
    /// secret choice ([`Session::curtain`]), once the theatre of what came before has played
    /// ([`Table::staging`]). Until then the board shows it to everyone and no hand is on the
    /// table (the viewer is nobody in particular: [`Session::viewer_now`]).
    pub fn curtain(&self) -> Option<Slot> {
        if self.staging() {
            return None;
        }
        self.session.curtain()
    }

    /// "I am …": lift the curtain, if it is down (a click meant for it while the theatre still
    /// plays does nothing).
    pub fn lift_curtain(&mut self) {
        if self.curtain().is_some() {
            self.session.lift_curtain();
        }
    }

    /// How long a piece flies across the table (a disk removed, loot): paced by the speed.
    pub fn flight_secs(&self) -> f32 {
        (self.beat() * 1.6).max(0.15)
    }

    /// The game is over and the board has shown all of it (the last summary read): the
    /// game-over screen is up, over the whole board, with nothing else over it.
    pub fn game_over_shown(&self) -> bool {
        self.ranking.is_some() && self.stage.playback.is_idle() && self.messages.summary.is_none()
    }

    /// A human may act now (no curtain, no summary waiting for a click).
    pub fn human_may_act(&self) -> bool {
        self.session.human_decision().is_some()
            && self.session.curtain().is_none()
            && self.messages.summary.is_none()
    }

    pub(super) fn beat(&self) -> f32 {
        self.pace.speed.beat()
    }

    /// Who is looking at the table now (see [`Session::viewer_now`]).
    pub fn viewer(&self) -> Viewer {
        self.session.viewer_now()
    }

    /// Say why a human's click or command was refused. The reason may speak of the decider's
    /// hand ("Barbarian Invasion needs an area with Barbarians"): while its decision shows the
    /// hand, only the decider reads it.
    pub fn refuse(&mut self, why: String) {
        let owner = self
            .session
            .human_decision()
            .filter(|d| crate::games::acme::view::shows_hand(d))
            .map(|d| d.who);
        self.messages.toast = Some(Toast {
            text: why,
            error: true,
            slot: None,
            secret: owner.map(|owner| Secret {
                owner,
                public: String::new(),
            }),
        });
    }

    /// The cards committed in the running competition as the current viewer may see them: the
    /// card (None while it lies face down for this viewer) and whether it was negated.
    pub fn committed_for_view(&self) -> Vec<(Slot, Option<CardId>, bool)> {
        let st = &self.session.game.state;
        let committing = matches!(
            st.flow,
            Flow::Comp {
                step: CompStep::Commit { .. }
            }
        );
        let viewer = self.viewer();
        st.comp
            .committed
            .iter()
            .map(|&(owner, card, negated)| {
                let hidden = committing && !viewer.sees(st, owner);
                (owner, (!hidden).then_some(card), negated)
            })
            .collect()
    }

    /// The toast as the current viewer may read it (None: nothing to show).
    pub fn visible_toast(&self) -> Option<Toast> {
        // Game over: the results stand alone over the whole board (RB Endgame at the table).
        if self.game_over_shown() {
            return None;
        }
        let t = self.messages.toast.as_ref()?;
        let text = Secret::text_for(
            t.secret.as_ref(),
            &t.text,
            &self.session.game.state,
            self.viewer(),
        )?;
        Some(Toast {
            text: text.to_string(),
            secret: None,
            ..t.clone()
        })
    }

    /// Seconds a competition's result banner stays up: six beats, and long enough to read even
    /// at instant speed.
    pub(super) fn banner_secs(&self) -> f32 {
        (6.0 * self.beat()).max(1.5)
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
            self.stage.centre.linger = (5.0 * self.beat()).max(2.0);
            return;
        }
        self.stage.centre.linger -= dt;
        if self.stage.centre.linger <= 0.0 {
            self.stage.centre.clear();
        }
    }

    /// Events shown all at once (skipped, or at instant speed): the competitions' results, the
    /// centre and the phase follow them.
    pub(super) fn tally(&mut self, events: impl IntoIterator<Item = Event>) {
        for e in events {
            if let Some(r) = self.stage.tally.feed(&e, &self.session.game.state) {
                self.stage.banner = Some((r, self.banner_secs()));
            }
            self.stage.note_shown(&e);
        }
    }

    /// The area whose competition the board is showing: from its start as played back, through
    /// the commitments and rounds the engine asks, to its end (the camera stays on it).
    pub fn contested(&self) -> Option<AreaId> {
        self.stage.playback.competition.or_else(|| {
            self.stage
                .playback
                .is_idle()
                .then_some(self.session.game.state.comp.area)
                .flatten()
        })
    }

    /// The area the camera should show: the contested area, and after it ends the area of the
    /// result banner while the banner is up (then the camera eases back).
    pub fn focus(&self) -> Option<AreaId> {
        if self.game_over_shown() {
            // The game-over screen shows the whole board.
            return None;
        }
        self.contested()
            .or_else(|| self.stage.banner.as_ref().map(|(r, _)| r.area))
    }

    /// Show the rest of the playback at once.
    pub fn finish_playback(&mut self) {
        // The competitions skipped over still get their results.
        let skipped = std::mem::take(&mut self.stage.playback.queue);
        self.tally(skipped);
        if !self.stage.playback.is_idle() || self.stage.playback.competition.is_some() {
            self.stage.playback = Playback::default();
        }
        // The board now shows the rules state: a competition still running there is the one
        // shown (the camera stays on it through the humans' choices).
        let comp = &self.session.game.state.comp;
        if comp.area.is_some() {
            self.stage.playback.competition = comp.area;
            self.stage.playback.round = comp.round;
        }
        // Caught up: the display is the rules state again (the lagging copy is dropped).
        if self.stage.lag.take().is_some() {
            self.stage.dirty = true;
        }
        self.stage.wait = 0.0;
    }

    /// What the board and panels show: the rules state, or the state behind it while an
    /// answer's events play back.
    pub fn display(&self) -> &State {
        self.stage.lag.as_ref().unwrap_or(&self.session.game.state)
    }

    /// The display, kept when the table is left (see [`leave_table`]).
    pub(super) fn into_display(self) -> State {
        self.stage.lag.unwrap_or(self.session.game.state)
    }

    /// Answer for a human (the screens' clicks come here through [`TableCmd::Act`]).
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
        if self.tutorial.is_some() {
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
        if let Some(t) = &mut self.tutorial {
            t.answered();
        }
    }

    /// In a tutorial, whether the learner's answers are the script's next ones; if not, the
    /// gentle explanation is shown (in the step card and as a toast) and nothing is played.
    fn tutorial_allows(&mut self, answers: &[Action]) -> bool {
        let Some(t) = &mut self.tutorial else {
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
        step: Option<Result<Acted, crate::games::acme::decision::IllegalAction>>,
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
    /// the search; [`Table::collect_hint`] shows the answer.
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

    /// The hint for the question now open, if one was given.
    pub fn hint_now(&self) -> Option<&Hint> {
        self.thinking
            .hint
            .as_ref()
            .filter(|h| h.at == self.session.record.actions.len() && self.human_may_act())
    }

    /// Take the hint's answer once its search has finished, and show it to the one who asked.
    pub fn collect_hint(&mut self) {
        let Some(who) = self.thinking.hint_searched_for() else {
            return;
        };
        let answer = self.thinking.think(&self.session, who, Purpose::Hint);
        self.collect_hint_with(answer);
    }

    fn collect_hint_with(&mut self, answer: Option<ai::Answer>) {
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
        if let Some(summary) = self.messages.reckoning.collect(
            &acted.events,
            &acted.before,
            &self.session.log,
            log_len,
            &self.session.game.state,
        ) {
            self.messages.summary = Some(summary);
            self.messages.summary_wait = 8.0 * self.beat();
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
        let boundary = acted.events.iter().any(|e| {
            matches!(
                e,
                Event::PhaseStarted { .. } | Event::GameOver { .. } | Event::EpochEnded { .. }
            )
        });
        if acted
            .events
            .iter()
            .any(|e| matches!(e, Event::GameOver { .. }))
        {
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
        if let Some(path) = &self.saving.autosave {
            match self.saving.saver.save(path, &self.session.save_file()) {
                Ok(()) => self.messages.save_error = None,
                Err(e) => self.messages.save_error = Some(e.to_string()),
            }
        }
    }

    /// Autosave this game at `path` (named saves in `dir`) from now on. What the autosave held
    /// is not lost: an unreadable one is kept aside, another game's is kept as a named
    /// save so that its Continue stays in the Load list; the toast says where.
    pub fn take_autosave(&mut self, path: PathBuf, dir: PathBuf) {
        let broken = crate::saves::keep_broken(&path);
        let previous = crate::saves::keep_previous_autosave(&path, &self.session.record, &dir);
        self.saving.autosave = Some(path);
        self.saving.saves_dir = Some(dir);
        self.autosave_now();
        if let Some(said) = broken {
            eprintln!("acme: {said}");
            self.messages.toast = Some(Toast::public(said, true));
        } else if let Some(said) = previous {
            eprintln!("acme: {said}");
            self.messages.toast = Some(Toast::public(said, false));
        }
    }

    /// Save this game under `name` in the saves folder. A save of that name is replaced only
    /// when `replace` says so; otherwise nothing is written and the caller asks the player
    /// ([`SaveOutcome::Exists`]).
    pub fn save_as(&mut self, name: &str, replace: bool) -> SaveOutcome {
        let Some(dir) = &self.saving.saves_dir else {
            return SaveOutcome::NoFolder;
        };
        let name = name.trim();
        let name = if name.is_empty() {
            self.session.title.clone()
        } else {
            name.to_string()
        };
        let path = crate::saves::named_path(dir, &name);
        if path.exists() && !replace {
            return SaveOutcome::Exists(path);
        }
        let mut save = self.session.save_file();
        save.title = format!("{name} — {}", save.title);
        match crate::saves::write(&path, &save) {
            Ok(()) => {
                self.messages.toast =
                    Some(Toast::public(format!("Saved as {}", path.display()), false));
                SaveOutcome::Saved(path)
            }
            Err(e) => {
                let said = e.to_string();
                self.messages.save_error = Some(said.clone());
                SaveOutcome::Failed(said)
            }
        }
    }
}
