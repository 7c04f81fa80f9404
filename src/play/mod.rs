//! A game at the table: the rules game plus what the table needs around it — who is human, the
//! record of every action (for saves and replays), the log, undo, the VP history and the hot-seat
//! curtain. Pure like the rules (no Bevy, no I/O): the window drives it, and tests drive it the same
//! way without a window.

pub mod anim;
pub mod centre;
pub mod log;
pub mod losses;
pub mod names;
pub mod new_game_form;
pub mod replay_view;
pub mod strategist;
pub mod tutorial;

use std::sync::Arc;

use crate::games::acme::Game;
use crate::games::acme::ai::{self, Budget};
use crate::games::acme::catalog::{AreaId, Catalog};
use crate::games::acme::decision::{self, Action, Ask, Decision, IllegalAction};
use crate::games::acme::record::{self, GameRecord, RECORD_VERSION, SetupSpec};
use crate::games::acme::state::{GameOptions, Slot, State};
use crate::games::acme::{Event, Phase};
use crate::saves::SaveFile;

pub use crate::games::acme::view::{Seat, Viewer};
pub use log::{LineMark, LogEntry, Secret};
pub use losses::{LossPlan, LossQuestion};
pub use strategist::{Hint, StrategistSeat};

/// What the New Game screen (or a test, or a command) asks for.
#[derive(Debug, Clone, PartialEq)]
pub struct NewGame {
    pub title: String,
    pub setup: SetupSpec,
    pub options: GameOptions,
    pub seed: u64,
}

impl NewGame {
    /// The name of the scenario it plays, if it plays one.
    pub fn scenario(&self) -> Option<&str> {
        match &self.setup {
            SetupSpec::Scenario(sc) => Some(&sc.name),
            _ => None,
        }
    }
}

/// The game on the table.
pub struct Session {
    pub cat: Arc<Catalog>,
    pub title: String,
    pub game: Game,
    pub record: GameRecord,
    pub log: Vec<LogEntry>,
    /// Per recorded action: taking it back is not allowed (it drew a random number or showed
    /// hidden information: cards drawn, an Event revealed, a card played or negated).
    barrier: Vec<bool>,
    /// Who acted for each recorded action.
    actor: Vec<Slot>,
    /// Areas touched by the last action and what followed it (kept highlighted until the next).
    pub last_areas: Vec<AreaId>,
    /// The phase now (from the last `PhaseStarted`).
    pub phase: Option<Phase>,
    /// The human whose hidden information the screen may show now (hot-seat curtain).
    pub viewer: Option<Slot>,
    /// A human asked to see its hand for a question asked in front of everyone (to pay a loss
    /// with a card), at this many recorded actions.
    hand_asked: Option<(Slot, usize)>,
    /// Player seats the Strategist decides for: no person sits there.
    strategists: Vec<(Slot, Budget)>,
    /// The one human looking at the table whoever decides: the tutorial's learner, whose
    /// screen also shows the other side's moves (played from the script), so there is no
    /// hot-seat curtain and the learner's own hand stays in view.
    pub fixed_viewer: Option<Slot>,
    /// Something the player must be told on opening the game (a save that goes on from the state
    /// it held: `saves::CONTINUED_FROM_STATE`).
    pub notice: Option<String>,
}

/// One engine answer of a [`LossPlan`] as it was taken: what the table needs to show it.
#[derive(Debug, Clone)]
pub struct PlanStep {
    /// The answer (with the state before it: [`Acted::before`]).
    pub acted: Acted,
    /// The log's length before the answer (its lines follow).
    pub log_len: usize,
}

/// The outcome of one step of the table.
#[derive(Debug, Clone, PartialEq)]
pub struct Acted {
    pub who: Slot,
    pub action: Action,
    /// For NPC choices: the rule that produced it (playbook-spec number).
    pub reason: Option<String>,
    pub events: Vec<Event>,
    /// The state before the answer: the one copy of the state an answer makes, read by the log
    /// (the answer's words) and by the table (the Reckoning summary starts from it).
    pub before: State,
}

impl Session {
    /// The game's record so far, as a record file holds it (replayable with `acme replay`).
    pub fn record_text(&self) -> String {
        record::to_ron(&self.record)
    }

    /// Set up a new game.
    pub fn start(cat: Arc<Catalog>, new: &NewGame) -> Result<Session, String> {
        let record = GameRecord {
            version: RECORD_VERSION,
            game: crate::game_id::GameId::Acme,
            rules_version: crate::game_id::ACME_RULES_VERSION,
            setup: new.setup.clone(),
            options: new.options.clone(),
            seed: new.seed,
            actions: Vec::new(),
            final_hash: None,
        };
        Session::from_record(cat, new.title.clone(), record)
    }

    /// Rebuild a game from its record (a save, an undo): every action is replayed, so the log,
    /// the pending decision and the future random draws are exactly those of the original game.
    pub fn from_record(
        cat: Arc<Catalog>,
        title: String,
        record: GameRecord,
    ) -> Result<Session, String> {
        let (game, events) =
            record::start(cat.clone(), &record.setup, &record.options, record.seed)
                .map_err(|e| e.to_string())?;
        let mut s = Session {
            cat,
            title,
            game,
            // Its actions replay under today's rules: the record goes on as written by them.
            record: GameRecord {
                actions: Vec::new(),
                rules_version: record.game.rules_version(),
                ..record.clone()
            },
            log: Vec::new(),
            barrier: Vec::new(),
            actor: Vec::new(),
            last_areas: Vec::new(),
            phase: None,
            viewer: None,
            hand_asked: None,
            strategists: Vec::new(),
            fixed_viewer: None,
            notice: None,
        };
        s.log_events(&events, None, "RB Setup");
        for (i, &a) in record.actions.iter().enumerate() {
            let reason = s.npc_reason(a);
            s.act_with(a, reason)
                .map_err(|e| format!("action {i} ({a:?}) is illegal: {e}"))?;
        }
        Ok(s)
    }

    pub fn from_save(cat: Arc<Catalog>, save: &SaveFile) -> Result<Session, String> {
        // The save's title ends with where the game stood when it was saved (`save_file`); the
        // game's own title is what comes before, so the header shows the phase now, not then.
        let title = save
            .title
            .rsplit_once(" — Epoch ")
            .map_or(save.title.as_str(), |(t, _)| t);
        let mut s = Session::from_record(cat, title.to_string(), save.record.clone())?;
        if s.game.hash() != save.hash {
            return Err("the replayed game differs from the one saved".into());
        }
        s.set_strategists(&save.strategists)?;
        if let Some(why) = &save.notice {
            // The first line of the log says it too, for whoever reads the log later.
            s.log.insert(
                0,
                LogEntry {
                    epoch: s.game.state.epoch,
                    turn: s.game.state.turn,
                    phase: None,
                    slot: None,
                    text: why.clone(),
                    rule: String::new(),
                    areas: Vec::new(),
                    action: None,
                    undone: false,
                    choice: false,
                    secret: None,
                    mark: LineMark::Plain,
                },
            );
            s.notice = Some(why.clone());
        }
        Ok(s)
    }

    /// The save of this game as it stands.
    pub fn save_file(&self) -> SaveFile {
        let st = &self.game.state;
        let title = format!(
            "{} — Epoch {}, turn {}{}",
            self.title,
            st.epoch,
            st.turn,
            self.phase
                .map(|p| format!(", {}", p.name()))
                .unwrap_or_default()
        );
        let mut save = SaveFile::new(title, self.record.clone(), &self.game);
        save.strategists = self.strategist_seats();
        save
    }

    /// Let the Strategist decide for these civilizations' seats (player seats: their hands stay
    /// secret). An unknown civilization, or one the NPC rules play, is refused.
    pub fn set_strategists(&mut self, seats: &[StrategistSeat]) -> Result<(), String> {
        let mut found = Vec::new();
        for seat in seats {
            let slot = (0..self.game.state.civs.len())
                .map(|i| Slot(i as u8))
                .find(|&s| self.civ_name(s) == seat.civ)
                .ok_or_else(|| format!("no civilization '{}' in this game", seat.civ))?;
            if !self.seat(slot).is_human() {
                return Err(format!(
                    "{} is not a player's civilization: the Strategist plays only player seats",
                    seat.civ
                ));
            }
            found.push((
                slot,
                Budget {
                    playouts: seat.playouts,
                },
            ));
        }
        self.strategists = found;
        Ok(())
    }

    /// The Strategist's seats, as a save names them.
    pub fn strategist_seats(&self) -> Vec<StrategistSeat> {
        self.strategists
            .iter()
            .map(|&(s, b)| StrategistSeat {
                civ: self.civ_name(s),
                playouts: b.playouts,
            })
            .collect()
    }

    /// The Strategist's budget when it decides for slot `s`.
    pub fn strategist(&self, s: Slot) -> Option<Budget> {
        self.strategists
            .iter()
            .find(|&&(x, _)| x == s)
            .map(|&(_, b)| b)
    }

    /// The Strategist's settings for a search in this game: seeded from the game's own seed, so
    /// the same game asks the same question the same way every time.
    pub fn strategist_config(&self, budget: Budget) -> ai::Config {
        ai::Config::new(budget, self.record.seed)
    }

    pub fn pending(&self) -> Option<&Decision> {
        self.game.pending()
    }

    /// Who decides for slot `s` (a human, an NPC, or a scenario's neutral faction).
    pub fn seat(&self, s: Slot) -> Seat {
        crate::games::acme::view::seat(&self.game.state, s)
    }

    /// Whether a brain decides for slot `s` (an NPC, a neutral faction played by the scenario's
    /// rules, or a player seat the Strategist takes: never a person).
    pub fn is_npc(&self, s: Slot) -> bool {
        !self.seat(s).is_human() || self.strategist(s).is_some()
    }

    /// The human civilizations, in slot order.
    pub fn humans(&self) -> Vec<Slot> {
        (0..self.game.state.civs.len())
            .map(|i| Slot(i as u8))
            .filter(|&s| !self.is_npc(s))
            .collect()
    }

    /// The pending decision, when a human must take it.
    pub fn human_decision(&self) -> Option<&Decision> {
        self.pending().filter(|d| !self.is_npc(d.who))
    }

    pub fn civ_name(&self, s: Slot) -> String {
        crate::games::acme::Q::new(&self.cat, &self.game.state)
            .civ_name(s)
            .to_string()
    }

    /// Hot-seat curtain (UX "Hot-seat curtain"): the human who must be handed the screen before
    /// the pending decision (and the hand it shows) may appear. With one human there is never a
    /// curtain; nor when the same human goes on deciding; nor for a decision that shows no hand
    /// (a place on the map) or is asked in front of everyone (a loss), unless its human asked to
    /// see its hand ([`Session::ask_for_hand`]).
    pub fn curtain(&self) -> Option<Slot> {
        let d = self.human_decision()?;
        if self.fixed_viewer.is_some() {
            return None;
        }
        let hidden = crate::games::acme::view::needs_curtain(d)
            || self.hand_asked == Some((d.who, self.record.actions.len()));
        if self.humans().len() < 2 || self.viewer == Some(d.who) || !hidden {
            return None;
        }
        Some(d.who)
    }

    /// The deciding human wants its hand for a question asked in front of everyone (a loss it
    /// would pay with a card): the screen is passed to it behind the curtain first.
    pub fn ask_for_hand(&mut self) {
        if let Some(d) = self.human_decision()
            && crate::games::acme::view::shows_hand(d)
        {
            self.hand_asked = Some((d.who, self.record.actions.len()));
        }
    }

    /// The losses a human is asked about now, as one question (see [`LossQuestion`]), as the
    /// viewer may see it.
    pub fn loss_question(&self) -> Option<LossQuestion> {
        self.human_decision()?;
        LossQuestion::of(&self.game).map(|q| q.for_viewer(&self.game.state, self.viewer_now()))
    }

    /// Answer a human's loss question with `plan`: checked first against every decision it
    /// answers (nothing changes when it fails), then recorded as the engine's answers, one per
    /// loss, exactly as if they had been given one by one.
    pub fn answer_losses(&mut self, plan: &LossPlan) -> Result<Vec<PlanStep>, IllegalAction> {
        if self.human_decision().is_none() {
            return Err(IllegalAction::new("No human is asked about a loss now."));
        }
        let answers = plan.check(&self.game)?;
        let mut steps = Vec::with_capacity(answers.len());
        for a in answers {
            let log_len = self.log.len();
            let acted = self.act(a)?;
            steps.push(PlanStep { acted, log_len });
        }
        Ok(steps)
    }

    /// Who is looking at the table now: everything shows in a game nobody plays or a finished
    /// one; the only human always sees its own cards; in hot-seat, a human only while deciding
    /// behind a lifted curtain, else nobody's secrets (the one place the window asks this).
    pub fn viewer_now(&self) -> Viewer {
        let humans = self.humans();
        if humans.is_empty() || self.game.is_over() {
            return Viewer::All;
        }
        if let Some(s) = self.fixed_viewer {
            return Viewer::Seat(s);
        }
        if let [one] = humans.as_slice() {
            return Viewer::Seat(*one);
        }
        match self.human_decision() {
            Some(d) if self.viewer == Some(d.who) && self.curtain().is_none() => {
                Viewer::Seat(d.who)
            }
            _ => Viewer::Public,
        }
    }

    /// The next human clicked "I am …": the screen may show its hand.
    pub fn lift_curtain(&mut self) {
        if let Some(s) = self.curtain() {
            self.viewer = Some(s);
        }
    }

    /// The hand the table may show now: the viewer's (see [`Session::viewer_now`]).
    pub fn visible_hand(&self) -> Option<Slot> {
        match self.viewer_now() {
            Viewer::Seat(s) => Some(s),
            _ => None,
        }
    }

    /// Answer the pending decision for a human (or a test). Illegal answers change nothing.
    pub fn act(&mut self, action: Action) -> Result<Acted, IllegalAction> {
        self.act_with(action, None)
    }

    /// Let the NPC brain take the pending decision (when it belongs to an NPC).
    pub fn npc_step(&mut self) -> Option<Result<Acted, IllegalAction>> {
        let d = self.pending()?;
        if !self.is_npc(d.who) {
            return None;
        }
        if let Some(budget) = self.strategist(d.who) {
            let answer = ai::choose(&self.game, &self.strategist_config(budget))?;
            return self.act_strategist(self.record.actions.len(), answer);
        }
        let choice = self.game.npc_choice(d);
        Some(self.act_with(choice.action, Some(choice.rule.into_owned())))
    }

    /// Take a Strategist seat's answer, searched when `at` actions were recorded: `None` if the
    /// game has moved since or the question is not a Strategist seat's.
    pub fn act_strategist(
        &mut self,
        at: usize,
        answer: ai::Answer,
    ) -> Option<Result<Acted, IllegalAction>> {
        let d = self.pending()?;
        if at != self.record.actions.len() || self.strategist(d.who).is_none() {
            return None;
        }
        // Its estimate is left out of the log: it is drawn from the seat's secret hand.
        Some(self.act_with(answer.action, Some("Strategist (search)".into())))
    }

    /// The Strategist's answer to the deciding human's question, as a hint to show.
    pub fn hint(&self, at: usize, answer: &ai::Answer) -> Option<Hint> {
        let d = self.human_decision()?;
        if at != self.record.actions.len() {
            return None;
        }
        let mut areas: Vec<AreaId> = answer.action.area().into_iter().collect();
        if let Action::RemoveFrom(a) = answer.action {
            areas.push(a);
        }
        Some(Hint {
            at,
            who: d.who,
            action: answer.action,
            text: match (&d.ask, answer.action) {
                (Ask::Deploy { .. } | Ask::GilgameshDeploy { .. }, Action::Area(a)) => {
                    format!("place a disk in {}", self.cat.board.name(a))
                }
                (_, Action::Area(a)) => format!("choose {}", self.cat.board.name(a)),
                (_, a) => format!(
                    "answer “{}”",
                    crate::games::acme::explain::describe_answer(
                        &self.cat,
                        &self.game.state,
                        d,
                        &a
                    )
                ),
            },
            answers: d.options.len(),
            playouts: answer.playouts,
            areas,
            card: strategist::answer_card(answer.action),
        })
    }

    /// The NPC rule behind an action replayed from a record (so a loaded game's log still explains
    /// NPC choices): the brain is deterministic, so asking it again gives the same reason.
    fn npc_reason(&self, a: Action) -> Option<String> {
        let d = self.pending()?;
        if !self.is_npc(d.who) {
            return None;
        }
        let c = self.game.npc_choice(d);
        (c.action == a).then(|| c.rule.into_owned())
    }

    fn act_with(&mut self, action: Action, reason: Option<String>) -> Result<Acted, IllegalAction> {
        let Some(d) = self.pending().cloned() else {
            return Err(IllegalAction::new(
                "The game is over: there is nothing to decide.",
            ));
        };
        let before_rng = self.game.state.rng.get_word_pos();
        let st_before = self.game.state.clone();
        let events = self.game.apply(action)?;
        let index = self.record.actions.len();
        self.record.actions.push(action);
        self.actor.push(d.who);
        let hidden = events.iter().any(|e| {
            matches!(
                e,
                Event::CardsDrawn { .. }
                    | Event::EventCard { .. }
                    | Event::CardPlayed { .. }
                    | Event::Negated { .. }
            )
        });
        self.barrier
            .push(hidden || self.game.state.rng.get_word_pos() != before_rng);
        // The choice itself.
        let what = match (&d.ask, action) {
            // Bare numbers say little in a log: name what they count.
            (Ask::TurnOrderSpace, Action::Number(n)) => {
                format!("takes space {n} of the Turn Order track")
            }
            (Ask::DrawMina, Action::Number(n)) => format!("spends {n} mina on extra cards"),
            // Worded as the placement's own line, which then is not written again (one line a
            // disk).
            (Ask::Deploy { .. } | Ask::GilgameshDeploy { .. }, Action::Area(a)) => {
                format!("1 disk placed in {}", self.cat.board.name(a))
            }
            _ => crate::games::acme::explain::describe_answer(&self.cat, &st_before, &d, &action),
        };
        // Another human answered in front of everyone: whoever held the screen has passed it.
        if self.viewer.is_some_and(|v| v != d.who) && !self.is_npc(d.who) {
            self.viewer = None;
        }
        // A card committed face down, or kept in hand, is its owner's secret.
        let name = self.civ_name(d.who);
        let secret =
            crate::games::acme::view::secret_choice(&self.game.state, d.who, &action).map(|what| {
                Secret {
                    owner: d.who,
                    public: format!("{name} {what}"),
                }
            });
        let rule = reason.clone().unwrap_or_else(|| d.rule.to_string());
        let mut areas: Vec<AreaId> = action.area().into_iter().collect();
        if let Action::RemoveFrom(a) = action {
            areas.push(a);
        }
        self.log.push(LogEntry {
            epoch: st_before.epoch,
            turn: st_before.turn,
            phase: self.phase,
            slot: Some(d.who),
            text: decision::hooked(format!("{name}: {what}")),
            rule: rule.clone(),
            areas: areas.clone(),
            action: Some(index),
            undone: false,
            choice: true,
            secret,
            mark: LineMark::Plain,
        });
        self.last_areas = areas;
        self.log_events(&events, Some(index), &d.rule);
        if self.game.is_over() {
            self.record.final_hash = Some(self.game.hash());
        }
        Ok(Acted {
            who: d.who,
            action,
            reason,
            events,
            before: st_before,
        })
    }

    fn log_events(&mut self, events: &[Event], action: Option<usize>, rule: &str) {
        for ev in events {
            if let Event::PhaseStarted { phase, .. } = ev {
                self.phase = Some(*phase);
            }
            let st = &self.game.state;
            // Lines caused by a choice name its rule; an unnamed one, the phase's.
            let fallback = match (rule.is_empty(), self.phase) {
                (false, _) => rule.to_string(),
                (true, Some(p)) => format!("RB {}", p.name()),
                (true, None) => "RB Setup".to_string(),
            };
            let line = log::event_line(&self.cat, st, ev, &fallback).map(|(s, text, rule, a)| {
                // (A note's words come from the rules, which the test hook scrambles already.)
                if matches!(ev, Event::Note { .. }) {
                    (s, text, rule, a)
                } else {
                    (s, decision::hooked(text), decision::hooked(rule), a)
                }
            });
            if let Some((slot, text, rule, areas)) = line
                // A card played is both an event and the card's own note: one line.
                && self.log.last().is_none_or(|l| l.text != text)
            {
                for a in &areas {
                    if !self.last_areas.contains(a) {
                        self.last_areas.push(*a);
                    }
                }
                self.log.push(LogEntry {
                    epoch: st.epoch,
                    turn: st.turn,
                    phase: self.phase,
                    slot,
                    text,
                    rule,
                    areas,
                    action,
                    undone: false,
                    choice: false,
                    secret: None,
                    mark: LineMark::of(ev),
                });
            }
        }
    }

    /// Whether the deciding human may take back its last action, or why not (RB has no undo; our
    /// rule: back to its last decision that revealed hidden information or used
    /// randomness, and never past another civilization's action).
    pub fn undo_status(&self) -> Result<(), String> {
        let Some(d) = self.human_decision() else {
            return Err("Undo is for the human who is deciding.".into());
        };
        let (Some(&last), Some(&barrier)) = (self.actor.last(), self.barrier.last()) else {
            return Err("Nothing to undo yet.".into());
        };
        if last != d.who {
            return Err(format!(
                "{} acted since your last choice.",
                self.civ_name(last)
            ));
        }
        if barrier {
            return Err(
                "Your last choice drew cards, revealed a card or used a die roll: it stands."
                    .into(),
            );
        }
        Ok(())
    }

    /// Take back the deciding human's last action (see [`Session::undo_status`]). The game is
    /// rebuilt from the record without it; the log keeps the undone lines, marked.
    pub fn undo(&mut self) -> Result<(), String> {
        self.undo_status()?;
        let mut record = self.record.clone();
        let undone = record.actions.len() - 1;
        record.actions.pop();
        record.final_hash = None;
        let mut old_log = std::mem::take(&mut self.log);
        let viewer = self.viewer;
        let rebuilt = Session::from_record(self.cat.clone(), self.title.clone(), record)?;
        *self = rebuilt;
        self.viewer = viewer;
        for e in old_log.iter_mut() {
            if e.action == Some(undone) {
                e.undone = true;
            }
        }
        // Keep the history (including earlier undone lines); lines of the undone action stay,
        // marked, so everyone sees what was taken back.
        self.log = old_log;
        Ok(())
    }

    /// VP over time per civilization (not the neutral factions, who score nothing): the VP after
    /// each Reckoning, then the VP now.
    pub fn vp_series(&self) -> Vec<(Slot, Vec<u32>)> {
        self.game
            .state
            .civs
            .iter()
            .enumerate()
            .filter(|&(i, _)| self.seat(Slot(i as u8)) != Seat::Neutral)
            .map(|(i, c)| {
                let mut v = vec![0];
                v.extend(c.vp_history.iter().copied());
                if v.last() != Some(&c.vp) {
                    v.push(c.vp);
                }
                (Slot(i as u8), v)
            })
            .collect()
    }
}
