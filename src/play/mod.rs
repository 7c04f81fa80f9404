//! A game at the table: the rules game plus what the table needs around it — who is human, the
//! record of every action (for saves and replays), the log, undo and the hot-seat curtain. Pure
//! like the rules (no Bevy, no I/O): the window drives it, and tests drive it the same way without
//! a window.
//!
//! The session is generic over the game ([`Session<G>`], `G` an [`engine::Game`] that also says
//! what the session asks of it: [`SessionGame`]). What only one game's session needs (ACME's log
//! texts, its losses asked as one question, its hint's words, its saves) is that game's: its
//! folder implements [`SessionGame`] and adds its own methods to its `Session`.

pub mod centre;
mod game;
pub mod log;
pub mod replay;
pub mod strategist;

use std::sync::Arc;

use crate::engine;
use crate::engine::Question as _;
use crate::engine::record::Record as _;
use crate::engine::search::{Answer, Budget};

pub use game::{Looking, SessionGame, SessionLine};
pub use log::LineMark;
pub use strategist::StrategistSeat;

/// A game's seat, decision, answer and event (the session's own shorthand).
type SeatOf<G> = <G as engine::Game>::Seat;
type DecisionOf<G> = <G as engine::Game>::Decision;
type ActionOf<G> = <G as engine::Game>::Action;
type EventOf<G> = <G as engine::Game>::Event;
type RefusalOf<G> = <G as engine::Game>::Refusal;

/// The game on the table.
pub struct Session<G: SessionGame> {
    pub cat: Arc<G::Catalog>,
    pub title: String,
    pub game: G,
    pub record: G::Record,
    pub log: Vec<G::Line>,
    /// Per recorded action: taking it back is not allowed (it drew a random number or showed
    /// hidden information: for ACME, cards drawn, an Event revealed, a card played or negated).
    barrier: Vec<bool>,
    /// Who acted for each recorded action.
    actor: Vec<SeatOf<G>>,
    /// Areas touched by the last action and what followed it (kept highlighted until the next).
    pub last_areas: Vec<G::Area>,
    /// The phase now (from the last event that started one).
    pub phase: Option<G::Phase>,
    /// The human whose hidden information the screen may show now (hot-seat curtain).
    pub viewer: Option<SeatOf<G>>,
    /// A human asked to see its hand for a question asked in front of everyone (to pay a loss
    /// with a card), at this many recorded actions.
    hand_asked: Option<(SeatOf<G>, usize)>,
    /// Player seats the Strategist decides for: no person sits there.
    strategists: Vec<(SeatOf<G>, Budget)>,
    /// The one human looking at the table whoever decides: the tutorial's learner, whose
    /// screen also shows the other side's moves (played from the script), so there is no
    /// hot-seat curtain and the learner's own hand stays in view.
    pub fixed_viewer: Option<SeatOf<G>>,
    /// Something the player must be told on opening the game (a save that goes on from the state
    /// it held: `saves::CONTINUED_FROM_STATE`).
    pub notice: Option<String>,
    /// The game is played elsewhere (an online server holds it) and shown here for one seat
    /// ([`Session::mirror`]): None for a game played at this table.
    remote: Option<Remote<G>>,
}

/// A game played elsewhere, as a mirror session shows it: the seat that answers here (None: a
/// spectator), and its answers on their way out. Nobody else answers here: every other seat's
/// answer, and this seat's own once taken, arrives with the next view ([`Session::follow`]).
struct Remote<G: SessionGame> {
    seat: Option<SeatOf<G>>,
    /// Answers given here and not yet sent ([`Session::take_outbox`]).
    outbox: Vec<ActionOf<G>>,
    /// An answer was sent and the view that takes it has not arrived: nothing more is asked here.
    waiting: bool,
}

/// One engine answer of a loss plan as it was taken: what the table needs to show it.
#[derive(Debug, Clone)]
pub struct PlanStep<G: SessionGame> {
    /// The answer (with the state before it: [`Acted::before`]).
    pub acted: Acted<G>,
    /// The log's length before the answer (its lines follow).
    pub log_len: usize,
}

/// The outcome of one step of the table.
#[derive(Debug, Clone)]
pub struct Acted<G: SessionGame> {
    pub who: SeatOf<G>,
    pub action: ActionOf<G>,
    /// For NPC choices: the rule that produced it (for ACME, a playbook-spec number).
    pub reason: Option<String>,
    pub events: Vec<EventOf<G>>,
    /// The state before the answer: the one copy of the state an answer makes, read by the log
    /// (the answer's words) and by the table (a summary starts from it).
    pub before: G::Before,
}

impl<G: SessionGame> Session<G> {
    /// The game's record so far, as a record file holds it (replayable with `acme replay`).
    pub fn record_text(&self) -> String {
        G::record_text(&self.record)
    }

    /// Set up a new game.
    pub fn start(cat: Arc<G::Catalog>, new: &G::NewGame) -> Result<Session<G>, String> {
        let (title, record) = G::new_record(new);
        Session::from_record(cat, title, record)
    }

    /// Rebuild a game from its record (a save, an undo): every action is replayed, so the log,
    /// the pending decision and the future random draws are exactly those of the original game.
    pub fn from_record(
        cat: Arc<G::Catalog>,
        title: String,
        record: G::Record,
    ) -> Result<Session<G>, String> {
        let (game, events) = G::start(cat.clone(), &record.setup(), record.seed())?;
        let mut s = Session {
            cat,
            title,
            game,
            // Its actions replay under today's rules: the record goes on as written by them.
            record: G::going_on(&record),
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
            remote: None,
        };
        G::log_setup(&mut s, &events);
        for (i, &a) in record.actions().iter().enumerate() {
            let reason = s.npc_reason(a);
            s.act_with(a, reason)
                .map_err(|e| format!("action {i} ({a:?}) is illegal: {e}"))?;
        }
        Ok(s)
    }

    /// Let the Strategist decide for these civilizations' seats (player seats: their hands stay
    /// secret). An unknown civilization, or one the NPC rules play, is refused.
    pub fn set_strategists(&mut self, seats: &[StrategistSeat]) -> Result<(), String> {
        let mut found = Vec::new();
        for seat in seats {
            let slot = self
                .game
                .table_seats()
                .into_iter()
                .find(|&s| self.civ_name(s) == seat.civ)
                .ok_or_else(|| format!("no civilization '{}' in this game", seat.civ))?;
            if !self.game.seat_is_human(slot) {
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

    /// The Strategist's budget when it decides for seat `s`.
    pub fn strategist(&self, s: SeatOf<G>) -> Option<Budget> {
        self.strategists
            .iter()
            .find(|&&(x, _)| x == s)
            .map(|&(_, b)| b)
    }

    pub fn pending(&self) -> Option<&DecisionOf<G>> {
        self.game.pending()
    }

    /// Whether a brain decides for seat `s` (an NPC, a neutral faction played by the scenario's
    /// rules, or a player seat the Strategist takes: never a person).
    pub fn is_npc(&self, s: SeatOf<G>) -> bool {
        !self.game.seat_is_human(s) || self.strategist(s).is_some()
    }

    /// The human seats, in seat order (a game played elsewhere: the seat that answers here).
    pub fn humans(&self) -> Vec<SeatOf<G>> {
        if let Some(r) = &self.remote {
            return r.seat.into_iter().collect();
        }
        self.game
            .table_seats()
            .into_iter()
            .filter(|&s| !self.is_npc(s))
            .collect()
    }

    /// The pending decision, when a human must take it (a game played elsewhere: this seat's,
    /// until its answer has gone out).
    pub fn human_decision(&self) -> Option<&DecisionOf<G>> {
        if let Some(r) = &self.remote {
            return self
                .pending()
                .filter(|d| Some(d.who()) == r.seat && !r.waiting && r.outbox.is_empty());
        }
        self.pending().filter(|d| !self.is_npc(d.who()))
    }

    pub fn civ_name(&self, s: SeatOf<G>) -> String {
        self.game.seat_name(s)
    }

    /// Hot-seat curtain (UX "Hot-seat curtain"): the human who must be handed the screen before
    /// the pending decision (and the hand it shows) may appear. With one human there is never a
    /// curtain; nor when the same human goes on deciding; nor for a decision that shows no hand
    /// (a place on the map) or is asked in front of everyone (a loss), unless its human asked to
    /// see its hand ([`Session::ask_for_hand`]).
    pub fn curtain(&self) -> Option<SeatOf<G>> {
        let d = self.human_decision()?;
        if self.fixed_viewer.is_some() {
            return None;
        }
        let who = d.who();
        let hidden =
            G::needs_curtain(d) || self.hand_asked == Some((who, self.record.actions().len()));
        if self.humans().len() < 2 || self.viewer == Some(who) || !hidden {
            return None;
        }
        Some(who)
    }

    /// The deciding human wants its hand for a question asked in front of everyone (a loss it
    /// would pay with a card): the screen is passed to it behind the curtain first.
    pub fn ask_for_hand(&mut self) {
        if let Some(d) = self.human_decision()
            && G::shows_hand(d)
        {
            self.hand_asked = Some((d.who(), self.record.actions().len()));
        }
    }

    /// Who is looking at the table now: everything shows in a game nobody plays or a finished
    /// one; the only human always sees its own cards; in hot-seat, a human only while deciding
    /// behind a lifted curtain, else nobody's secrets (the one place the window asks this).
    pub fn viewer_now(&self) -> G::Viewer {
        G::viewer(self.looking())
    }

    /// Who is looking at the table now, in the session's words (see [`Session::viewer_now`]).
    fn looking(&self) -> Looking<SeatOf<G>> {
        if let Some(r) = &self.remote {
            // The view came redacted for this seat: it looks as that seat, to the end.
            return r.seat.map_or(Looking::Public, Looking::Seat);
        }
        let humans = self.humans();
        if humans.is_empty() || self.game.is_over() {
            return Looking::All;
        }
        if let Some(s) = self.fixed_viewer {
            return Looking::Seat(s);
        }
        if let [one] = humans.as_slice() {
            return Looking::Seat(*one);
        }
        match self.human_decision() {
            Some(d) if self.viewer == Some(d.who()) && self.curtain().is_none() => {
                Looking::Seat(d.who())
            }
            _ => Looking::Public,
        }
    }

    /// The next human clicked "I am …": the screen may show its hand.
    pub fn lift_curtain(&mut self) {
        if let Some(s) = self.curtain() {
            self.viewer = Some(s);
        }
    }

    /// The hand the table may show now: the viewer's (see [`Session::viewer_now`]).
    pub fn visible_hand(&self) -> Option<SeatOf<G>> {
        match self.looking() {
            Looking::Seat(s) => Some(s),
            _ => None,
        }
    }

    /// Answer the pending decision for a human (or a test). Illegal answers change nothing.
    pub fn act(&mut self, action: ActionOf<G>) -> Result<Acted<G>, RefusalOf<G>> {
        if self.remote.is_some() {
            // A game played elsewhere is never changed here (`Session::send`).
            return Err(G::nothing_to_decide());
        }
        self.act_with(action, None)
    }

    /// A game played elsewhere shown here for `seat` (None: a spectator), from `game`, the
    /// state its server let the seat see: the table shows it, and its questions are answered
    /// here and sent ([`Session::send`]), never applied. `record` holds the game's setup and
    /// no answer: the server keeps the record.
    pub fn mirror(
        cat: Arc<G::Catalog>,
        title: String,
        game: G,
        record: G::Record,
        seat: Option<SeatOf<G>>,
    ) -> Session<G> {
        Session {
            cat,
            title,
            game,
            record,
            log: Vec::new(),
            barrier: Vec::new(),
            actor: Vec::new(),
            last_areas: Vec::new(),
            phase: None,
            viewer: seat,
            hand_asked: None,
            strategists: Vec::new(),
            fixed_viewer: None,
            notice: None,
            remote: Some(Remote {
                seat,
                outbox: Vec::new(),
                waiting: false,
            }),
        }
    }

    /// The game is played elsewhere and shown here ([`Session::mirror`]).
    pub fn is_remote(&self) -> bool {
        self.remote.is_some()
    }

    /// Answer this seat's question of a game played elsewhere with `answers` (one, or a loss
    /// plan's, one a question): kept to be sent ([`Session::take_outbox`]), and nothing more is
    /// asked here until the next view arrives. Only the question's own answers are kept (the
    /// first; the server checks each).
    pub fn send(&mut self, answers: Vec<ActionOf<G>>) -> Result<(), String> {
        let Some(d) = self.human_decision() else {
            return Err("It is not your turn to answer.".into());
        };
        if answers.first().is_none_or(|a| !d.options().contains(a)) {
            return Err("That answer is not one of the question's.".into());
        }
        let r = self.remote.as_mut().ok_or("This game is played here.")?;
        r.outbox.extend(answers);
        Ok(())
    }

    /// The answers given here to send, in order (a game played elsewhere); once taken, the
    /// session waits for the next view.
    pub fn take_outbox(&mut self) -> Vec<ActionOf<G>> {
        let Some(r) = &mut self.remote else {
            return Vec::new();
        };
        let out = std::mem::take(&mut r.outbox);
        if !out.is_empty() {
            r.waiting = true;
        }
        out
    }

    /// The answers sent were taken, refused or lost with their connection: whatever question
    /// the view now shows is open here again.
    pub fn reopen(&mut self) {
        if let Some(r) = &mut self.remote {
            r.waiting = false;
            r.outbox.clear();
        }
    }

    /// The next view of a game played elsewhere: `game` replaces the one shown, and the
    /// answers given since (`answers`: who gave each, its index (0, 1, ...) and the events as this seat may
    /// see them) are written into the log. Returns the state before (the playback starts there)
    /// and the answers' events, in order.
    pub fn follow(
        &mut self,
        game: G,
        answers: Vec<(SeatOf<G>, usize, Vec<EventOf<G>>)>,
    ) -> (G::Before, Vec<EventOf<G>>) {
        let before = self.game.before();
        self.game = game;
        let mut events = Vec::new();
        if !answers.is_empty() {
            self.last_areas.clear();
        }
        for (by, index, seen) in answers {
            G::log_seen(self, by, &seen, index);
            events.extend(seen);
        }
        (before, events)
    }

    /// Let the NPC brain take the pending decision (when it belongs to an NPC).
    pub fn npc_step(&mut self) -> Option<Result<Acted<G>, RefusalOf<G>>> {
        if self.remote.is_some() {
            // A game played elsewhere: its brains answer there.
            return None;
        }
        let d = self.pending()?;
        let who = d.who();
        if !self.is_npc(who) {
            return None;
        }
        if let Some(budget) = self.strategist(who) {
            let answer = self.game.strategist_answer(budget, self.record.seed())?;
            return self.act_strategist(self.record.actions().len(), answer);
        }
        let (action, rule) = self.game.npc_answer(d);
        Some(self.act_with(action, Some(rule)))
    }

    /// Take a Strategist seat's answer, searched when `at` actions were recorded: `None` if the
    /// game has moved since or the question is not a Strategist seat's.
    pub fn act_strategist(
        &mut self,
        at: usize,
        answer: Answer<ActionOf<G>>,
    ) -> Option<Result<Acted<G>, RefusalOf<G>>> {
        let d = self.pending()?;
        if at != self.record.actions().len() || self.strategist(d.who()).is_none() {
            return None;
        }
        // Its estimate is left out of the log: it is drawn from the seat's secret hand.
        Some(self.act_with(answer.action, Some("Strategist (search)".into())))
    }

    /// The NPC rule behind an action replayed from a record (so a loaded game's log still explains
    /// NPC choices): the brain is deterministic, so asking it again gives the same reason.
    fn npc_reason(&self, a: ActionOf<G>) -> Option<String> {
        let d = self.pending()?;
        if !self.is_npc(d.who()) {
            return None;
        }
        let (action, rule) = self.game.npc_answer(d);
        (action == a).then_some(rule)
    }

    fn act_with(
        &mut self,
        action: ActionOf<G>,
        reason: Option<String>,
    ) -> Result<Acted<G>, RefusalOf<G>> {
        let Some(d) = self.pending().cloned() else {
            return Err(G::nothing_to_decide());
        };
        let who = d.who();
        let before = self.game.before();
        let events = self.game.apply(action)?;
        let index = self.record.actions().len();
        self.record.push(action);
        self.actor.push(who);
        self.barrier
            .push(self.game.cannot_take_back(&before, &events));
        // Another human answered in front of everyone: whoever held the screen has passed it.
        if self.viewer.is_some_and(|v| v != who) && !self.is_npc(who) {
            self.viewer = None;
        }
        G::log_answer(self, &d, action, reason.as_deref(), &before, &events, index);
        if self.game.is_over() {
            let hash = self.game.hash();
            self.record.set_final_hash(Some(hash));
        }
        Ok(Acted {
            who,
            action,
            reason,
            events,
            before,
        })
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
        if last != d.who() {
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
        let actions = self.record.actions();
        let undone = actions.len() - 1;
        let mut record = G::going_on(&self.record);
        for &a in &actions[..undone] {
            record.push(a);
        }
        record.set_final_hash(None);
        let mut old_log = std::mem::take(&mut self.log);
        let viewer = self.viewer;
        let rebuilt = Session::from_record(self.cat.clone(), self.title.clone(), record)?;
        *self = rebuilt;
        self.viewer = viewer;
        for e in old_log.iter_mut() {
            if e.action() == Some(undone) {
                e.mark_undone();
            }
        }
        // Keep the history (including earlier undone lines); lines of the undone action stay,
        // marked, so everyone sees what was taken back.
        self.log = old_log;
        Ok(())
    }
}
