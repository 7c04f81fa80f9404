//! ACME at the table, without the window: what the generic session ([`crate::play::Session`])
//! asks of ACME ([`SessionGame`]: its seats, its brains, which questions show a hand, its log's
//! words), and what only ACME's session does: its saves, its seats' kinds (human, NPC, neutral
//! faction), its losses asked as one question, the Strategist's hint in its words and the VP
//! history. The table picks this session once (`app::games::Session`).
//!
//! Its folder holds the parts of the session layer that are ACME's alone, each saying why: the
//! log's words and secrets ([`log`]), the losses asked as one question ([`losses`]), the playback
//! of ACME's events ([`anim`]), the hint's words ([`hint`]), the tutorial's script ([`tutorial`]),
//! the replay viewer ([`replay_view`]) and the New Game form ([`new_game_form`]).

pub mod anim;
pub mod hint;
pub mod log;
pub mod losses;
pub mod new_game_form;
pub mod replay_view;
pub mod tutorial;

use std::sync::Arc;

use super::ai::{self, Budget};
use super::catalog::{AreaId, Catalog};
use super::decision::{self, Action, Ask, Decision, IllegalAction};
use super::record::{self, GameRecord};
use super::state::{Slot, State};
use super::view::{self, Seat, Viewer};
use super::{Event, Game, Phase};
use crate::play::{Looking, SessionGame};
use crate::saves::SaveFile;

/// ACME's game on the table.
pub type Session = crate::play::Session<Game>;
/// An answer ACME's session took, and one answer of a loss plan.
pub type Acted = crate::play::Acted<Game>;
pub type PlanStep = crate::play::PlanStep<Game>;

use hint::Hint;
use log::{LineMark, LogEntry, Secret};
pub use losses::{LossPlan, LossQuestion};
pub use new_game_form::NewGame;

/// A ruleset on ACME's phases whose games sit at the table: a whole game
/// ([`super::WholeGame`]) whose record is the family's record file (the saves hold that file), and
/// whether the Strategist plays it. ACME and ACIS share everything else of the session below:
/// the same state, questions, answers, events and log.
pub trait TableRules: super::WholeGame + std::fmt::Debug {
    /// The family's record file inside the game's own record (what a save holds).
    fn file(record: &Self::Record) -> &GameRecord;
    /// The game's record of a family record file.
    fn from_file(file: GameRecord) -> Self::Record;
    /// The Strategist's answer to `game`'s pending question (None: the game is over, or the
    /// Strategist does not play this game).
    fn strategist(game: &Game<Self>, cfg: &ai::Config) -> Option<ai::Answer>;
}

/// ACME's record is the family's record file itself; the Strategist plays it.
impl TableRules for super::Acme {
    fn file(record: &GameRecord) -> &GameRecord {
        record
    }
    fn from_file(file: GameRecord) -> GameRecord {
        file
    }
    fn strategist(game: &Game, cfg: &ai::Config) -> Option<ai::Answer> {
        ai::choose(game, cfg)
    }
}

impl<R: TableRules> SessionGame for Game<R> {
    type NewGame = NewGame;
    type Line = LogEntry;
    type Phase = Phase;
    type Area = AreaId;
    /// The whole state before an answer: the Reckoning summary and the playback start from it.
    type Before = State;
    type Viewer = Viewer;

    fn new_record(new: &NewGame) -> (String, R::Record) {
        let setup = (new.setup.clone(), new.options.clone());
        let record = <R::Record as crate::engine::record::Record<Game<R>>>::new(setup, new.seed);
        (new.title.clone(), record)
    }

    fn going_on(record: &R::Record) -> R::Record {
        let file = R::file(record);
        R::from_file(GameRecord {
            actions: Vec::new(),
            rules_version: file.game.rules_version(),
            ..file.clone()
        })
    }

    fn record_text(record: &R::Record) -> String {
        record::to_ron(R::file(record))
    }

    fn nothing_to_decide() -> IllegalAction {
        IllegalAction::new("The game is over: there is nothing to decide.")
    }

    fn table_seats(&self) -> Vec<Slot> {
        (0..self.state.civs.len()).map(|i| Slot(i as u8)).collect()
    }

    fn seat_name(&self, seat: Slot) -> String {
        super::Q::new(&self.catalog, &self.state)
            .civ_name(seat)
            .to_string()
    }

    fn seat_is_human(&self, seat: Slot) -> bool {
        view::seat(&self.state, seat).is_human()
    }

    fn npc_answer(&self, d: &Decision) -> (Action, String) {
        let choice = self.npc_choice(d);
        (choice.action, choice.rule.into_owned())
    }

    fn strategist_answer(&self, budget: Budget, seed: u64) -> Option<ai::Answer> {
        R::strategist(self, &ai::Config::new(budget, seed))
    }

    fn shows_hand(d: &Decision) -> bool {
        view::shows_hand(d)
    }

    fn needs_curtain(d: &Decision) -> bool {
        view::needs_curtain(d)
    }

    fn viewer(looking: Looking<Slot>) -> Viewer {
        match looking {
            Looking::All => Viewer::All,
            Looking::Seat(s) => Viewer::Seat(s),
            Looking::Public => Viewer::Public,
        }
    }

    fn before(&self) -> State {
        self.state.clone()
    }

    /// Cards drawn, an Event revealed, a card played or negated, or the generator used.
    fn cannot_take_back(&self, before: &State, events: &[Event]) -> bool {
        let hidden = events.iter().any(|e| {
            matches!(
                e,
                Event::CardsDrawn { .. }
                    | Event::EventCard { .. }
                    | Event::CardPlayed { .. }
                    | Event::Negated { .. }
            )
        });
        hidden || self.state.rng.get_word_pos() != before.rng.get_word_pos()
    }

    fn log_setup(session: &mut crate::play::Session<Game<R>>, events: &[Event]) {
        session.log_events(events, None, "RB Setup");
    }

    /// The rule of a line is the phase's: the question answered does not travel.
    fn log_seen(
        session: &mut crate::play::Session<Game<R>>,
        _by: Slot,
        events: &[Event],
        index: usize,
    ) {
        session.log_events(events, Some(index), "");
    }

    fn log_answer(
        s: &mut crate::play::Session<Game<R>>,
        d: &Decision,
        action: Action,
        reason: Option<&str>,
        st_before: &State,
        events: &[Event],
        index: usize,
    ) {
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
                format!("1 disk placed in {}", s.cat.board.name(a))
            }
            _ => super::explain::describe_answer(&s.cat, st_before, d, &action),
        };
        // A card committed face down, or kept in hand, is its owner's secret.
        let name = s.civ_name(d.who);
        let secret = view::secret_choice(&s.game.state, d.who, &action).map(|what| Secret {
            owner: d.who,
            public: format!("{name} {what}"),
        });
        let rule = reason.map_or_else(|| d.rule.to_string(), str::to_string);
        let areas = action_areas(action);
        s.log.push(LogEntry {
            epoch: st_before.epoch,
            turn: st_before.turn,
            phase: s.phase,
            slot: Some(d.who),
            text: decision::hooked(format!("{name}: {what}")),
            rule,
            areas: areas.clone(),
            action: Some(index),
            undone: false,
            choice: true,
            secret,
            mark: LineMark::Plain,
        });
        s.last_areas = areas;
        s.log_events(events, Some(index), &d.rule);
    }
}

/// The areas an answer names (a place chosen, a disk removed from).
fn action_areas(action: Action) -> Vec<AreaId> {
    let mut areas: Vec<AreaId> = action.area().into_iter().collect();
    if let Action::RemoveFrom(a) = action {
        areas.push(a);
    }
    areas
}

impl<R: TableRules> crate::play::Session<Game<R>> {
    pub fn from_save(cat: Arc<Catalog>, save: &SaveFile) -> Result<Self, String> {
        // The save's title ends with where the game stood when it was saved (`save_file`); the
        // game's own title is what comes before, so the header shows the phase now, not then.
        let title = crate::saves::game_title(&save.title);
        let record = R::from_file(save.record.clone());
        let mut s = Self::from_record(cat, title.to_string(), record)?;
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
        let mut save = SaveFile::new(title, R::file(&self.record).clone(), &self.game);
        save.strategists = self.strategist_seats();
        save
    }

    /// The Strategist's settings for a search in this game: seeded from the game's own seed, so
    /// the same game asks the same question the same way every time.
    pub fn strategist_config(&self, budget: Budget) -> ai::Config {
        ai::Config::new(budget, crate::engine::record::Record::seed(&self.record))
    }

    /// Who decides for slot `s` (a human, an NPC, or a scenario's neutral faction).
    pub fn seat(&self, s: Slot) -> Seat {
        view::seat(&self.game.state, s)
    }

    /// The losses a human is asked about now, as one question (see [`LossQuestion`]), as the
    /// viewer may see it.
    pub fn loss_question(&self) -> Option<LossQuestion> {
        self.human_decision()?;
        // A game played elsewhere is a view: its losses are asked one by one, never played ahead.
        let q = if self.is_remote() {
            LossQuestion::one(&self.game)
        } else {
            LossQuestion::of(&self.game)
        };
        q.map(|q| q.for_viewer(&self.game.state, self.viewer_now()))
    }

    /// Answer a human's loss question with `plan`: checked first against every decision it
    /// answers (nothing changes when it fails), then recorded as the engine's answers, one per
    /// loss, exactly as if they had been given one by one.
    pub fn answer_losses(
        &mut self,
        plan: &LossPlan,
    ) -> Result<Vec<crate::play::PlanStep<Game<R>>>, IllegalAction> {
        if self.human_decision().is_none() {
            return Err(IllegalAction::new("No human is asked about a loss now."));
        }
        let answers = plan.check(&self.game)?;
        let mut steps = Vec::with_capacity(answers.len());
        for a in answers {
            let log_len = self.log.len();
            let acted = self.act(a)?;
            steps.push(crate::play::PlanStep { acted, log_len });
        }
        Ok(steps)
    }

    /// The Strategist's answer to the deciding human's question, as a hint to show.
    pub fn hint(&self, at: usize, answer: &ai::Answer) -> Option<Hint> {
        let d = self.human_decision()?;
        if at != crate::engine::record::Record::actions(&self.record).len() {
            return None;
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
                    super::explain::describe_answer(&self.cat, &self.game.state, d, &a)
                ),
            },
            answers: d.options.len(),
            playouts: answer.playouts,
            areas: action_areas(answer.action),
            card: hint::answer_card(answer.action),
        })
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

    /// Write the lines of `events` into the log (`rule`: the rule of the choice or step that
    /// caused them), and light the areas they touched.
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
                // A card played is both an event and the card's own note: one line (within one
                // answer: two answers' lines stay two, with or without their choices' lines).
                && self.log.last().is_none_or(|l| l.text != text || l.action != action)
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
                    mark: log::mark_of(ev),
                });
            }
        }
    }
}
