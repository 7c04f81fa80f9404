//! The table's engine room, without a window: commands from the screens, NPC pacing, the playback
//! of events on the display state, summaries and the autosave. Tests run it with `MinimalPlugins`.

use std::path::PathBuf;

use bevy::prelude::*;

use crate::games::acme::Game;
use crate::games::acme::ai;
use crate::games::acme::catalog::{AreaId, CardId};
use crate::games::acme::decision::Action;
use crate::games::acme::state::{Slot, State};
use crate::games::acme::{CompStep, Flow};
use crate::games::acme::{Event, Phase};
use crate::play::anim::{self, CompetitionResult, Playback, Tally};
use crate::play::centre::Centre;
use crate::play::strategist::{HINT_BUDGET, Hint, Purpose, Thinker, Thought};
use crate::play::{Acted, LineMark, LogEntry, LossPlan, Secret, Session, Viewer};
use crate::settings::Speed;

use super::super::loading::Shown;

/// What the screens ask of the table.
#[derive(Message, Debug, Clone, PartialEq)]
pub enum TableCmd {
    /// Answer the pending (human) decision.
    Act(Action),
    /// Answer a human's losses at once (the loss dialog).
    Losses(LossPlan),
    /// The deciding human asks for its hand to pay a loss with a card (behind the curtain).
    ShowHand,
    Undo,
    /// "I am Assyria — show my hand".
    LiftCurtain,
    TogglePause,
    /// One NPC decision, then pause.
    Step,
    Speed(Speed),
    /// Jump to the end of the animations now playing.
    Skip,
    CloseSummary,
    /// The competition's result banner was read (a click on it).
    CloseBanner,
    /// Save under a name (in the saves directory); an existing save of that name is replaced only with `replace`.
    SaveAs {
        name: String,
        replace: bool,
    },
    /// Say why a click was refused (an unplayable card).
    Refused(String),
    /// "What would the Strategist do?".
    Hint,
}

/// An event put on the board by the playback, one beat apart (not those skipped or shown at once
/// at instant speed): the theatre animates it (a disk leaving, loot flying to its winner).
#[derive(Message, Debug, Clone, PartialEq)]
pub struct EventShown(pub Event);

/// A Reckoning / End of Epoch summary (UX "Phases that need a summary").
#[derive(Debug, Clone, PartialEq)]
pub struct Summary {
    pub title: String,
    pub rows: Vec<SummaryRow>,
    pub order_before: Vec<Slot>,
    pub order_after: Vec<Slot>,
    /// What happened, as log lines (VP and why, sea domination, cards drawn, the epoch's end...).
    pub lines: Vec<LogEntry>,
    pub epoch_ended: bool,
}

#[derive(Debug, Clone, PartialEq)]
pub struct SummaryRow {
    pub slot: Slot,
    pub vp: (u32, u32),
    pub mina: (u16, u16),
    pub hand: (usize, usize),
    /// The civilization came into play during the turn (or took over the slot).
    pub joined: bool,
}

/// The game being played, and how it is being shown.
#[derive(Resource)]
pub struct Table {
    pub session: Session,
    /// The display while it is behind the rules state (an answer's events are being played
    /// back): the state before the answer, moved here from [`Acted::before`] and taking the
    /// events one by one. `None` when the display is in step: it is then the rules state itself
    /// ([`Table::display`]), so catching up or answering at instant speed copies nothing.
    lag: Option<State>,
    pub playback: Playback,
    /// Seconds before the next event is shown.
    pub wait: f32,
    /// Seconds before the next NPC decision.
    pub npc_wait: f32,
    pub paused: bool,
    pub step_once: bool,
    pub speed: Speed,
    /// A short message (what an NPC just did, why a click was refused).
    pub toast: Option<Toast>,
    /// Where the autosave goes (None: no autosave, as in tests).
    pub autosave: Option<PathBuf>,
    /// Where named saves go.
    pub saves_dir: Option<PathBuf>,
    pub summary: Option<Summary>,
    /// Seconds a summary stays up when nobody must click it (all-NPC games).
    pub summary_wait: f32,
    /// The Reckoning being collected: the state when it began and the log line where it began.
    reckoning: Option<(Standing, usize)>,
    /// The cards face up in the middle of the table (a card played, its negation chain, an
    /// Event), as far as the board has shown the game.
    pub centre: Centre,
    /// The phase as far as the board has shown the game (the [`super::phase::TablePhase`] follows it).
    pub shown_phase: Option<Phase>,
    /// Set when the display changed (the board must be redrawn).
    pub dirty: bool,
    /// Problems writing saves, shown on screen (the game goes on).
    pub save_error: Option<String>,
    /// Follows the competitions as they are shown, for the result banner.
    tally: Tally,
    /// The last competition's result and the seconds it stays on screen.
    pub banner: Option<(CompetitionResult, f32)>,
    /// Seconds before the last piece the theatre set flying lands (see [`Table::staging`]).
    pub landing: f32,
    /// The autosave's journal: every decision between two whole autosaves.
    pub saver: crate::saves::Autosaver,
    /// Stop the NPCs' instant run as soon as this holds (a scripted picture's moment).
    pub halt: Option<fn(&Table) -> bool>,
    /// Hold the table still, animations included (a scripted picture taken mid-animation).
    pub hold: bool,
    /// The name Save as proposes: this game's title and when it came to the table, never the
    /// previous game's.
    pub save_name: String,
    /// The Strategist thinking on its own thread: a Strategist seat's decision or a hint.
    thinker: Option<Thinker>,
    /// The Strategist's hint for the deciding human, while its question is open.
    pub hint: Option<Hint>,
    /// The final ranking, worked out once when the game ends (see [`Table::final_ranking`]).
    ranking: Option<Vec<(Slot, [i64; 7])>>,
    /// The guided tutorial, when this table is one: the learner's answers are judged
    /// against the script before they reach the game, and the other side's come from it.
    pub tutorial: Option<crate::play::tutorial::Tutorial>,
}

/// What Save as did.
#[derive(Debug, Clone, PartialEq)]
pub enum SaveOutcome {
    Saved(PathBuf),
    /// A save of that name exists and was left alone: ask before replacing it.
    Exists(PathBuf),
    Failed(String),
    /// No saves folder (tests without one).
    NoFolder,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Toast {
    pub text: String,
    pub error: bool,
    pub slot: Option<Slot>,
    /// Words only one civilization may read (its face-down card, why its card may not be
    /// played): shown through [`Table::visible_toast`].
    pub secret: Option<Secret>,
}

impl Toast {
    /// A message anyone may read.
    pub fn public(text: impl Into<String>, error: bool) -> Toast {
        Toast {
            text: text.into(),
            error,
            slot: None,
            secret: None,
        }
    }
}

impl Table {
    pub fn new(session: Session, speed: Speed) -> Table {
        let shown_phase = session.phase;
        let session_title = session.title.clone();
        let toast = session.notice.clone().map(|why| Toast::public(why, false));
        let mut table = Table {
            session,
            lag: None,
            playback: Playback::default(),
            wait: 0.0,
            npc_wait: 0.0,
            paused: false,
            step_once: false,
            speed,
            toast,
            autosave: None,
            saves_dir: None,
            summary: None,
            summary_wait: 0.0,
            reckoning: None,
            centre: Centre::default(),
            shown_phase,
            dirty: true,
            save_error: None,
            tally: Tally::default(),
            banner: None,
            landing: 0.0,
            save_name: crate::saves::proposed_name(&session_title, std::time::SystemTime::now()),
            thinker: None,
            hint: None,
            saver: crate::saves::Autosaver::new(),
            halt: None,
            hold: false,
            tutorial: None,
            ranking: None,
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
    fn rank_if_over(&mut self) {
        let s = &mut self.session;
        if !s.game.is_over() {
            self.ranking = None;
            return;
        }
        let mut rows = s.game.ranking();
        rows.retain(|&(x, _)| s.seat(x) != crate::play::Seat::Neutral);
        self.ranking = Some(rows);
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
        !self.playback.is_idle()
            || self.landing > 0.0
            || self.banner.is_some()
            || self.summary.is_some()
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
        self.ranking.is_some() && self.playback.is_idle() && self.summary.is_none()
    }

    /// A human may act now (no curtain, no summary waiting for a click).
    pub fn human_may_act(&self) -> bool {
        self.session.human_decision().is_some()
            && self.session.curtain().is_none()
            && self.summary.is_none()
    }

    fn beat(&self) -> f32 {
        self.speed.beat()
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
        self.toast = Some(Toast {
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
        let t = self.toast.as_ref()?;
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
    fn banner_secs(&self) -> f32 {
        (6.0 * self.beat()).max(1.5)
    }

    /// The event `e` is now on the board: the centre of the table and the phase follow it.
    fn note_shown(&mut self, e: &Event) {
        self.centre.on_event(e);
        match e {
            Event::PhaseStarted { phase, .. } => self.shown_phase = Some(*phase),
            Event::GameOver { .. } => self.shown_phase = Some(Phase::GameOver),
            _ => {}
        }
    }

    /// The centre of the table stays while a decision concerns its cards or the board is still
    /// showing what they did; then a few beats (two seconds at least, so that a card an NPC played
    /// at instant speed is seen) before it clears.
    fn linger_centre(&mut self, dt: f32) {
        if self.playback.is_idle() {
            // A negation offer on a use (a Deity, an Investment) brings the used card.
            self.centre.on_decision(self.session.pending());
        }
        if self.centre.is_empty() {
            return;
        }
        if !self.playback.is_idle() || self.centre.concerns(self.session.pending()) {
            self.centre.linger = (5.0 * self.beat()).max(2.0);
            return;
        }
        self.centre.linger -= dt;
        if self.centre.linger <= 0.0 {
            self.centre.clear();
        }
    }

    /// Events shown all at once (skipped, or at instant speed): the competitions' results, the
    /// centre and the phase follow them.
    fn tally(&mut self, events: impl IntoIterator<Item = Event>) {
        for e in events {
            if let Some(r) = self.tally.feed(&e, &self.session.game.state) {
                self.banner = Some((r, self.banner_secs()));
            }
            self.note_shown(&e);
        }
    }

    /// The area whose competition the board is showing: from its start as played back, through
    /// the commitments and rounds the engine asks, to its end (the camera stays on it).
    pub fn contested(&self) -> Option<AreaId> {
        self.playback.competition.or_else(|| {
            self.playback
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
            .or_else(|| self.banner.as_ref().map(|(r, _)| r.area))
    }

    /// Show the rest of the playback at once.
    pub fn finish_playback(&mut self) {
        // The competitions skipped over still get their results.
        let skipped = std::mem::take(&mut self.playback.queue);
        self.tally(skipped);
        if !self.playback.is_idle() || self.playback.competition.is_some() {
            self.playback = Playback::default();
        }
        // The board now shows the rules state: a competition still running there is the one
        // shown (the camera stays on it through the humans' choices).
        let comp = &self.session.game.state.comp;
        if comp.area.is_some() {
            self.playback.competition = comp.area;
            self.playback.round = comp.round;
        }
        // Caught up: the display is the rules state again (the lagging copy is dropped).
        if self.lag.take().is_some() {
            self.dirty = true;
        }
        self.wait = 0.0;
    }

    /// What the board and panels show: the rules state, or the state behind it while an
    /// answer's events play back.
    pub fn display(&self) -> &State {
        self.lag.as_ref().unwrap_or(&self.session.game.state)
    }

    /// The display, kept when the table is left (see [`leave_table`]).
    fn into_display(self) -> State {
        self.lag.unwrap_or(self.session.game.state)
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
                self.after(acted, log_len);
                if let Some(t) = &mut self.tutorial {
                    t.answered();
                }
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
                    self.after(step.acted, step.log_len);
                    if let Some(t) = &mut self.tutorial {
                        t.answered();
                    }
                }
                true
            }
            Err(e) => {
                self.refuse(e.reason);
                false
            }
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
                self.toast = Some(Toast::public(why, false));
                false
            }
        }
    }

    /// Play the tutorial script's answer for the other side (its decision, whoever's seat it
    /// is), shown like an NPC's.
    pub fn script_act(&mut self, action: Action) -> Result<(), String> {
        let log_len = self.session.log.len();
        let acted = self.session.act(action).map_err(|e| e.reason)?;
        self.after(acted, log_len);
        if let Some(t) = &mut self.tutorial {
            t.answered();
        }
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
            let Some(answer) = self.think(who, Purpose::Play) else {
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
                self.paused = true;
                self.toast = Some(Toast::public(
                    format!("{whose} answer was refused: {e}. NPCs paused."),
                    true,
                ));
                false
            }
            None => false,
        }
    }

    /// The Strategist's answer for `who`'s pending question, once its search (started here on
    /// the first call) has finished.
    fn think(&mut self, who: Slot, purpose: Purpose) -> Option<ai::Answer> {
        let at = self.session.record.actions.len();
        let current = self
            .thinker
            .as_ref()
            .is_some_and(|t| t.at == at && t.who == who && t.purpose == purpose);
        if !current {
            let budget = match purpose {
                Purpose::Play => self.session.strategist(who)?,
                Purpose::Hint => HINT_BUDGET,
            };
            let cfg = self.session.strategist_config(budget);
            self.thinker = Some(Thinker::start(&self.session.game, cfg, at, who, purpose));
        }
        let t = self.thinker.as_ref()?;
        match t.poll() {
            Thought::Running => None,
            Thought::Done(a) => {
                self.thinker = None;
                Some(a)
            }
            Thought::Failed => {
                self.thinker = None;
                None
            }
        }
    }

    /// Whether the Strategist is thinking (the window keeps drawing to collect its answer).
    pub fn thinking(&self) -> bool {
        self.thinker.is_some()
    }

    /// Wait for the Strategist's search now running, if any (tests and scripted runs).
    pub fn wait_for_thought(&mut self) {
        if let Some(t) = self.thinker.take() {
            let (at, who, purpose) = (t.at, t.who, t.purpose);
            if let Some(a) = t.wait() {
                self.thinker = Some(Thinker::ready(a, at, who, purpose));
            }
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
        match self.think(who, Purpose::Hint) {
            Some(a) => self.collect_hint_with(Some(a)),
            None => self.toast = Some(Toast::public("The Strategist is thinking…", false)),
        }
    }

    /// The hint for the question now open, if one was given.
    pub fn hint_now(&self) -> Option<&Hint> {
        self.hint
            .as_ref()
            .filter(|h| h.at == self.session.record.actions.len() && self.human_may_act())
    }

    /// Take the hint's answer once its search has finished, and show it to the one who asked.
    pub fn collect_hint(&mut self) {
        if !self
            .thinker
            .as_ref()
            .is_some_and(|t| t.purpose == Purpose::Hint)
        {
            return;
        }
        let Some(who) = self.thinker.as_ref().map(|t| t.who) else {
            return;
        };
        let answer = self.think(who, Purpose::Hint);
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
        self.toast = Some(Toast {
            text: hint.sentence(),
            error: false,
            slot: Some(hint.who),
            secret: Some(Secret {
                owner: hint.who,
                public: format!("{name} asked the Strategist for a hint."),
            }),
        });
        self.hint = Some(hint);
    }

    /// An answer was taken: the toast, the summary, the centre of the table, the playback (or the
    /// display at once at instant speed), the final ranking at the game's end, and the autosave.
    fn after(&mut self, acted: Acted, log_len: usize) {
        // The toast: the choice's own log line (it names the rule).
        if let Some(line) = self.session.log[log_len..].iter().find(|l| l.choice) {
            self.toast = Some(Toast {
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
        let starts_playback = self.speed != Speed::Instant && self.lag.is_none();
        self.collect_summary(&acted.events, &acted.before, log_len);
        self.centre.on_action(acted.who, acted.action);
        if self.speed == Speed::Instant {
            // The display is the rules state: in step at once.
            self.lag = None;
            self.dirty = true;
            self.tally(acted.events.iter().cloned());
        } else {
            self.playback.push(&acted.events);
            if starts_playback {
                self.lag = Some(acted.before);
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
        } else if self.autosave.is_some()
            && let Err(e) = self.saver.decision(&acted.action)
        {
            // Every decision goes to the journal as it is taken, so a crash loses none.
            self.save_error = Some(e.to_string());
        }
    }

    /// Write the autosave (at every phase boundary, after an undo and on quit; the decisions in
    /// between go to its journal). A failure is shown, never fatal, and never replaces the
    /// previous good autosave (`saves::write` is atomic).
    pub fn autosave_now(&mut self) {
        if let Some(path) = &self.autosave {
            match self.saver.save(path, &self.session.save_file()) {
                Ok(()) => self.save_error = None,
                Err(e) => self.save_error = Some(e.to_string()),
            }
        }
    }

    /// Autosave this game at `path` (named saves in `dir`) from now on. What the autosave held
    /// is not lost: an unreadable one is kept aside, another game's is kept as a named
    /// save so that its Continue stays in the Load list; the toast says where.
    pub fn take_autosave(&mut self, path: PathBuf, dir: PathBuf) {
        let broken = crate::saves::keep_broken(&path);
        let previous = crate::saves::keep_previous_autosave(&path, &self.session.record, &dir);
        self.autosave = Some(path);
        self.saves_dir = Some(dir);
        self.autosave_now();
        if let Some(said) = broken {
            eprintln!("acme: {said}");
            self.toast = Some(Toast::public(said, true));
        } else if let Some(said) = previous {
            eprintln!("acme: {said}");
            self.toast = Some(Toast::public(said, false));
        }
    }

    /// Save this game under `name` in the saves folder. A save of that name is replaced only
    /// when `replace` says so; otherwise nothing is written and the caller asks the player
    /// ([`SaveOutcome::Exists`]).
    pub fn save_as(&mut self, name: &str, replace: bool) -> SaveOutcome {
        let Some(dir) = &self.saves_dir else {
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
                self.toast = Some(Toast::public(format!("Saved as {}", path.display()), false));
                SaveOutcome::Saved(path)
            }
            Err(e) => {
                let said = e.to_string();
                self.save_error = Some(said.clone());
                SaveOutcome::Failed(said)
            }
        }
    }

    /// Collect the Reckoning (and End of Epoch) into a summary: it starts at the Reckoning Phase
    /// and ends when the next turn's Growth Phase starts or the game ends.
    /// `before` is the state before the answer (read, never copied: see [`Standing`]).
    fn collect_summary(&mut self, events: &[Event], before: &State, log_len: usize) {
        for (k, e) in events.iter().enumerate() {
            match e {
                Event::PhaseStarted {
                    phase: Phase::Reckoning,
                    ..
                } => {
                    // The standing when the Reckoning began: the state before this action with
                    // the mina and VP events up to here put on it, as the display shows them
                    // (`anim::show`). Read from the state before, never a copy of it (the
                    // answer's one copy is that state, which the playback needs).
                    let mut st = Standing::of(before);
                    for e in &events[..k] {
                        st.show(e);
                    }
                    let idx = self.session.log[log_len..]
                        .iter()
                        .position(|l| {
                            l.phase == Some(Phase::Reckoning) && l.mark == LineMark::PhaseStart
                        })
                        .map(|p| log_len + p)
                        .unwrap_or(log_len);
                    self.reckoning = Some((st, idx));
                }
                Event::PhaseStarted {
                    phase: Phase::Growth,
                    ..
                }
                | Event::GameOver { .. } => {
                    if let Some((start, idx)) = self.reckoning.take() {
                        let summary = self.make_summary(&start, &self.session.game.state, idx);
                        self.summary = Some(summary);
                        self.summary_wait = 8.0 * self.beat();
                    }
                }
                _ => {}
            }
        }
    }

    fn make_summary(&self, start: &Standing, now: &State, idx: usize) -> Summary {
        let end = self
            .session
            .log
            .iter()
            .rposition(|l| l.mark == LineMark::PhaseStart && l.phase == Some(Phase::Growth))
            .filter(|&p| p > idx)
            .unwrap_or(self.session.log.len());
        let lines: Vec<LogEntry> = self.session.log[idx.min(end)..end]
            .iter()
            .filter(|l| !l.undone)
            .cloned()
            .collect();
        let epoch_ended = lines.iter().any(|l| l.mark == LineMark::EpochEnd);
        // Civilizations may appear during the turn (Exploration, a scenario's entries) or be
        // replaced in their slot (Gilgamesh): such a row starts from nothing. Neutral factions
        // score nothing and hold no cards: no row.
        let rows = (0..now.civs.len())
            .map(|i| Slot(i as u8))
            .filter(|&slot| crate::games::acme::view::seat(now, slot) != crate::play::Seat::Neutral)
            .map(|slot| {
                let c = now.civ(slot);
                let was = start.civs.get(slot.idx()).filter(|b| b.civ == c.civ);
                SummaryRow {
                    slot,
                    vp: (was.map_or(0, |b| b.vp), c.vp),
                    mina: (was.map_or(0, |b| b.treasury), c.treasury),
                    hand: (was.map_or(0, |b| b.hand), c.hand.len()),
                    joined: was.is_none(),
                }
            })
            .collect();
        Summary {
            title: format!(
                "Reckoning{} — Epoch {}, turn {}",
                if epoch_ended { " and End of Epoch" } else { "" },
                start.epoch,
                start.turn
            ),
            rows,
            order_before: start.order.clone(),
            order_after: now.order.clone(),
            lines,
            epoch_ended,
        }
    }
}

/// What a Reckoning summary compares with: each civilization's VP, mina and hand size, the
/// Turn Order, Epoch and turn when the Reckoning began. A few numbers taken from the state before
/// the answer (no copy of it), with the answer's mina and VP events up to the Reckoning put on
/// them the way the display shows them ([`anim::show`]); nothing else the summary reads changes
/// on the display before the Reckoning starts.
#[derive(Debug, Clone, PartialEq)]
struct Standing {
    civs: Vec<CivStanding>,
    order: Vec<Slot>,
    epoch: u8,
    turn: u8,
}

#[derive(Debug, Clone, PartialEq)]
struct CivStanding {
    civ: crate::games::acme::catalog::CivKind,
    vp: u32,
    treasury: u16,
    hand: usize,
}

impl Standing {
    fn of(st: &State) -> Standing {
        Standing {
            civs: st
                .civs
                .iter()
                .map(|c| CivStanding {
                    civ: c.civ,
                    vp: c.vp,
                    treasury: c.treasury,
                    hand: c.hand.len(),
                })
                .collect(),
            order: st.order.clone(),
            epoch: st.epoch,
            turn: st.turn,
        }
    }

    /// An event as [`anim::show`] puts it on the display, for the numbers kept here.
    fn show(&mut self, e: &Event) {
        match e {
            Event::Mina { slot, delta } => {
                if let Some(c) = self.civs.get_mut(slot.idx()) {
                    c.treasury = anim::mina_after(c.treasury, *delta);
                }
            }
            Event::Vp { slot, delta } => {
                if let Some(c) = self.civs.get_mut(slot.idx()) {
                    c.vp = anim::vp_after(c.vp, *delta);
                }
            }
            _ => {}
        }
    }
}

/// The driver's systems (scripts and tests order themselves around it).
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct DriverSet;

pub fn plugin(app: &mut App) {
    app.add_message::<TableCmd>()
        .add_message::<EventShown>()
        .add_systems(
            Update,
            (
                commands,
                drive_npcs,
                play_back,
                publish,
                super::settle::note,
            )
                .chain()
                .in_set(DriverSet)
                .run_if(resource_exists::<Table>),
        )
        .init_resource::<super::settle::Question>()
        .add_systems(Last, autosave_on_exit.run_if(resource_exists::<Table>));
}

/// Quitting (the menu, the window's close button) writes the autosave first.
fn autosave_on_exit(mut exits: MessageReader<AppExit>, mut table: ResMut<Table>) {
    if exits.read().next().is_some() {
        table.autosave_now();
    }
}

fn commands(
    mut cmds: MessageReader<TableCmd>,
    mut table: ResMut<Table>,
    mut question: ResMut<super::settle::Question>,
    time: Res<Time<Real>>,
) {
    for c in cmds.read() {
        // A click that arrives as the question changes answers nothing (`settle`).
        if super::settle::answers(c) && !question.admits(&table, time.elapsed_secs_f64()) {
            continue;
        }
        match c {
            TableCmd::Act(a) => {
                table.human_act(*a);
            }
            TableCmd::Losses(plan) => {
                table.human_losses(plan);
            }
            TableCmd::ShowHand => table.session.ask_for_hand(),
            TableCmd::Undo if table.tutorial.is_some() => table
                .refuse("The tutorial follows the Playbook's example: there is no undo.".into()),
            TableCmd::Undo => {
                table.finish_playback();
                match table.session.undo() {
                    Ok(()) => {
                        // The journal holds the undone decision: a whole autosave replaces it.
                        table.autosave_now();
                        table.lag = None;
                        table.shown_phase = table.session.phase;
                        table.rank_if_over();
                        table.centre.clear();
                        table.dirty = true;
                        table.toast = Some(Toast::public("Undone.", false));
                    }
                    Err(why) => table.refuse(why),
                }
            }
            TableCmd::LiftCurtain => table.lift_curtain(),
            TableCmd::TogglePause => table.paused = !table.paused,
            TableCmd::Step => {
                table.step_once = true;
                table.npc_wait = 0.0;
            }
            TableCmd::Speed(s) => table.speed = *s,
            TableCmd::Skip => table.finish_playback(),
            TableCmd::CloseSummary => table.summary = None,
            TableCmd::CloseBanner => table.banner = None,
            TableCmd::SaveAs { name, replace } => {
                table.save_as(name, *replace);
            }
            TableCmd::Refused(why) => table.refuse(why.clone()),
            TableCmd::Hint => table.ask_hint(),
        }
    }
}

/// NPC decisions at the chosen pace: one per two beats once the board has caught up; at Instant
/// as many as come before a human's decision (watch mode runs a whole game in a few frames).
fn drive_npcs(time: Res<Time>, mut table: ResMut<Table>) {
    let t = &mut *table;
    t.collect_hint();
    if t.summary.is_some() {
        // Humans close the summary with a click; a watched game moves on after a few beats.
        if !t.watching() {
            return;
        }
        t.summary_wait -= time.delta_secs();
        if t.summary_wait > 0.0 && t.speed != Speed::Instant {
            return;
        }
        t.summary = None;
    }
    if t.paused && !t.step_once {
        return;
    }
    if !t.playback.is_idle() {
        return;
    }
    if t.speed == Speed::Instant && !t.step_once {
        for _ in 0..5000 {
            if !t.npc_act() || t.summary.is_some() && !t.watching() {
                break;
            }
            if t.halt.is_some_and(|h| h(t)) {
                break;
            }
            if t.watching() {
                t.summary = None;
            }
        }
        return;
    }
    t.npc_wait -= time.delta_secs();
    if t.npc_wait > 0.0 && !t.step_once {
        return;
    }
    // Step: one decision if an NPC is deciding now, else nothing (it does not carry over).
    if t.npc_act() {
        t.npc_wait = 2.0 * t.beat();
    }
    t.step_once = false;
}

/// Put the queued events on the display, one beat apart.
fn play_back(time: Res<Time>, mut table: ResMut<Table>, mut shown: MessageWriter<EventShown>) {
    let t = &mut *table;
    if !t.hold {
        t.linger_centre(time.delta_secs());
    }
    // Paused, the table holds still, banner included.
    if let Some((_, left)) = &mut t.banner
        && !t.paused
    {
        *left -= time.delta_secs();
        if *left <= 0.0 {
            t.banner = None;
        }
    }
    if t.hold {
        return;
    }
    t.landing = (t.landing - time.delta_secs()).max(0.0);
    if t.game_over_shown() {
        // Nothing of the last turn stays over the results.
        t.banner = None;
        if !t.centre.is_empty() {
            t.centre.clear();
        }
    }
    if t.playback.is_idle() {
        return;
    }
    if t.speed == Speed::Instant {
        t.finish_playback();
        return;
    }
    t.wait -= time.delta_secs();
    while t.wait <= 0.0 {
        let Table { playback, lag, .. } = t;
        // No lagging display (the speed went to instant and back): nothing to play events on.
        match lag.as_mut().and_then(|display| playback.step(display)) {
            Some((e, beats)) => {
                t.wait += beats * t.speed.beat();
                t.dirty = true;
                let display = t.lag.as_ref().unwrap_or(&t.session.game.state);
                if let Some(r) = t.tally.feed(&e, display) {
                    t.banner = Some((r, t.banner_secs()));
                }
                t.note_shown(&e);
                // A new phase gets a frame of its own at any visible speed, so the table's
                // phase state passes through it (a Competition Phase with nothing contested).
                let phase = matches!(e, Event::PhaseStarted { .. });
                shown.write(EventShown(e));
                if phase {
                    t.wait = t.wait.max(0.0);
                    break;
                }
            }
            None => {
                t.finish_playback();
                break;
            }
        }
    }
}

/// The board shows the display state, read where it lives (`on_board::OnBoard`): nothing is
/// copied here. `Shown` is only marked changed, once per display change as when it held a copy,
/// so that what redraws on a change redraws at the same moments.
fn publish(mut table: ResMut<Table>, shown: Option<ResMut<Shown>>) {
    if !table.dirty {
        return;
    }
    table.dirty = false;
    if let Some(mut shown) = shown {
        shown.set_changed();
    }
}

/// Take the table off the screen (to the main menu). The board behind the menu goes on showing
/// the game as the table last showed it: the table's display moves into [`Shown`], not copied.
pub fn leave_table(commands: &mut Commands) {
    commands.queue(|world: &mut World| {
        let Some(table) = world.remove_resource::<Table>() else {
            return;
        };
        let title = table.session.title.clone();
        let cat = table.session.cat.clone();
        let game = Game::without_advancing(cat, table.into_display());
        if let Some(mut shown) = world.get_resource_mut::<Shown>() {
            shown.game = Some(game);
            shown.title = title;
        }
    });
}
