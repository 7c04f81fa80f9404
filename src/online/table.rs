//! One hosted game: the engine's game, its seats, and the rules of the conversation around it.
//! An answer is taken only from the seat whose question is pending, with that seat's next
//! sequence number, when the engine accepts it; it is stored before anyone is told. The seats
//! the server plays (NPC, Strategist) answer as soon as their question is pending.

use std::collections::VecDeque;
use std::sync::Arc;

use super::protocol::{Decided, ErrorCode, JOURNAL_LEN, SeatView};
use super::secret::Digest;
use super::store::{StoredAnswer, StoredGame, StoredSeat, Write, Writer};
use super::{Online, SeatKind};
use crate::engine::Question;

/// A refused message: its code and the sentence the client reads.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal {
    pub code: ErrorCode,
    pub message: String,
}

impl Refusal {
    pub fn new(code: ErrorCode, message: impl Into<String>) -> Refusal {
        Refusal {
            code,
            message: message.into(),
        }
    }
}

/// A game the server answers for its own seats in one go is in a loop past this many answers.
const SERVER_RUN_LIMIT: usize = 100_000;

/// One seat of a hosted game.
#[derive(Debug, Clone)]
pub struct Seat {
    pub kind: SeatKind,
    /// The digest of the seat's token, once a player took it.
    pub token: Option<Digest>,
    pub name: Option<String>,
    /// The sequence number of the seat's next answer (its answers so far, plus one).
    pub next_seq: u64,
}

/// One answer's events as every viewer may see them: by seat number, the spectator last. A
/// viewer who sees what the one before sees shares its list.
struct Entry<E> {
    n: u64,
    by: usize,
    seen: Vec<Arc<Vec<E>>>,
}

/// An answer applied and not yet stored ([`Table::apply_answer`]): the answers to write (the
/// player's, then the server's seats' after it), their events, and the game as it was before.
pub struct Applied<G: Online> {
    before: (G, Vec<Seat>),
    answers: Vec<StoredAnswer>,
    entries: Vec<Entry<G::Event>>,
}

fn stored_refusal(e: String) -> Refusal {
    Refusal::new(
        ErrorCode::Store,
        format!("the answer could not be stored, try again: {e}"),
    )
}

/// One hosted game.
pub struct Table<G: Online> {
    pub id: String,
    game: G,
    seed: u64,
    seat_ids: Vec<G::Seat>,
    seats: Vec<Seat>,
    decisions: u64,
    /// The latest answers' events, filtered for each viewer right after each answer (the state
    /// they are judged on), [`JOURNAL_LEN`] at most.
    journal: VecDeque<Entry<G::Event>>,
}

impl<G: Online> Table<G> {
    /// A new game of `setup` (already seated, `Online::seat_setup`) with `kinds` at its seats.
    /// Nothing is stored: [`Table::stored`] gives what to store.
    pub fn start(
        id: String,
        catalog: Arc<G::Catalog>,
        setup: &G::Setup,
        seed: u64,
        kinds: &[SeatKind],
    ) -> Result<Table<G>, String> {
        let (game, _) = G::start(catalog, setup, seed)?;
        let seat_ids = game.seats();
        if seat_ids.len() != kinds.len() {
            return Err(format!(
                "the game has {} seats, {} were given",
                seat_ids.len(),
                kinds.len()
            ));
        }
        let seats = kinds
            .iter()
            .map(|&kind| Seat {
                kind,
                token: None,
                name: None,
                next_seq: 1,
            })
            .collect();
        Ok(Table {
            id,
            game,
            seed,
            seat_ids,
            seats,
            decisions: 0,
            journal: VecDeque::new(),
        })
    }

    /// A stored game replayed to its last stored answer, each answer checked against the seat
    /// that gave it, its sequence number and the hash stored after it.
    pub fn resume(catalog: Arc<G::Catalog>, stored: &StoredGame) -> Result<Table<G>, String> {
        if stored.game != G::NAME {
            return Err(format!("a game of {}, not {}", stored.game, G::NAME));
        }
        let setup: G::Setup = serde_json::from_str(&stored.setup)
            .map_err(|e| format!("its setup does not read: {e}"))?;
        let kinds: Vec<SeatKind> = stored.seats.iter().map(|s| s.kind).collect();
        let mut t = Table::<G>::start(stored.id.clone(), catalog, &setup, stored.seed, &kinds)?;
        for (s, st) in t.seats.iter_mut().zip(&stored.seats) {
            s.token = st.token;
            s.name.clone_from(&st.name);
        }
        for (n, a) in stored.answers.iter().enumerate() {
            let action: G::Action = serde_json::from_str(&a.action)
                .map_err(|e| format!("answer {n} does not read: {e}"))?;
            let who = t.pending_seat();
            if who != Some(a.seat) || t.seats[a.seat].next_seq != a.seq {
                return Err(format!("answer {n} is not the one its seat could give"));
            }
            // The engine's reason is not given: it may name a card, and this goes to the log.
            let Ok(events) = t.game.apply(action) else {
                return Err(format!("answer {n} is refused by the game"));
            };
            // Only the answers a returning connection may be sent are filtered and kept.
            if stored.answers.len() - n <= JOURNAL_LEN {
                let entry = t.entry(a.seat, &events);
                t.keep(entry);
            } else {
                t.decisions += 1;
            }
            if t.game.hash() != a.hash {
                return Err(format!(
                    "after answer {n} the state's hash is {:016x}, {:016x} was stored",
                    t.game.hash(),
                    a.hash
                ));
            }
            t.seats[a.seat].next_seq += 1;
        }
        Ok(t)
    }

    /// What to store of a game just started (its answers: the server's seats' first ones).
    pub fn stored(&self, setup: &G::Setup, invite: Digest) -> Result<StoredGame, String> {
        Ok(StoredGame {
            id: self.id.clone(),
            game: G::NAME.into(),
            setup: serde_json::to_string(setup).map_err(|e| e.to_string())?,
            seed: self.seed,
            invite,
            seats: self
                .seats
                .iter()
                .map(|s| StoredSeat {
                    kind: s.kind,
                    token: s.token,
                    name: s.name.clone(),
                })
                .collect(),
            answers: Vec::new(),
        })
    }

    pub fn seats(&self) -> &[Seat] {
        &self.seats
    }

    /// Answers accepted so far.
    pub fn decisions(&self) -> u64 {
        self.decisions
    }

    pub fn is_over(&self) -> bool {
        self.game.is_over()
    }

    /// The hash of the whole state (the server's and the tests' own; clients get it only once
    /// the game is over).
    pub fn hash(&self) -> u64 {
        self.game.hash()
    }

    /// The seat (by number) whose question is pending.
    pub fn pending_seat(&self) -> Option<usize> {
        let who = self.game.pending()?.who();
        self.seat_ids.iter().position(|s| *s == who)
    }

    /// The first player seat nobody took yet.
    pub fn free_seat(&self) -> Option<usize> {
        self.seats
            .iter()
            .position(|s| s.kind == SeatKind::Player && s.token.is_none())
    }

    /// Seat `seat` taken by a player (after the store wrote it).
    pub fn seat_taken(&mut self, seat: usize, token: Digest, name: &str) {
        self.seats[seat].token = Some(token);
        self.seats[seat].name = Some(name.into());
    }

    /// Seat `seat`'s answer number `seq`: checked, applied, stored (a blocking call: it waits
    /// for the store's thread). Refused answers change nothing (the game, the sequence numbers
    /// and the store are as before).
    pub fn answer(
        &mut self,
        store: &Writer,
        seat: usize,
        seq: u64,
        action: G::Action,
    ) -> Result<(), Refusal> {
        let applied = self.apply_answer(seat, seq, action)?;
        let written = match self.write_of(&applied) {
            Some(w) => store.write(w).map_err(|e| e.to_string()),
            None => Ok(()),
        };
        self.settle(applied, written)
    }

    /// Seat `seat`'s answer number `seq` checked and applied, with the server's seats' answers
    /// after it, not yet stored: [`Table::write_of`] gives what to store, and
    /// [`Table::settle`] keeps it once stored, or puts the game back. Nothing else may happen
    /// to the table in between (its lock is held throughout). A refused answer changes nothing.
    pub fn apply_answer(
        &mut self,
        seat: usize,
        seq: u64,
        action: G::Action,
    ) -> Result<Applied<G>, Refusal> {
        let Some(s) = self.seats.get(seat) else {
            return Err(Refusal::new(ErrorCode::NotSeated, "no such seat"));
        };
        if s.kind.is_server() {
            return Err(Refusal::new(
                ErrorCode::NotSeated,
                "the server answers this seat",
            ));
        }
        let next = s.next_seq;
        if seq < next {
            return Err(Refusal::new(
                ErrorCode::Replayed,
                format!("answer {seq} was already received; the next is {next}"),
            ));
        }
        if seq > next {
            return Err(Refusal::new(
                ErrorCode::OutOfOrder,
                format!("answer {seq} skips ahead; the next is {next}"),
            ));
        }
        if self.game.is_over() {
            return Err(Refusal::new(ErrorCode::GameOver, "the game is over"));
        }
        if self.pending_seat() != Some(seat) {
            return Err(Refusal::new(
                ErrorCode::NotYourTurn,
                "it is not your seat's turn to answer",
            ));
        }
        let before = (self.game.clone(), self.seats.clone());
        let events = match self.game.apply(action) {
            Ok(events) => events,
            Err(e) => return Err(Refusal::new(ErrorCode::Illegal, e.to_string())),
        };
        let a = match self.stored_answer(seat, next, &action) {
            Ok(a) => a,
            Err(e) => {
                (self.game, self.seats) = before;
                return Err(stored_refusal(e));
            }
        };
        self.seats[seat].next_seq += 1;
        let mut answers = vec![a];
        let mut entries = vec![self.entry(seat, &events)];
        self.server_answers(&mut answers, &mut entries);
        Ok(Applied {
            before,
            answers,
            entries,
        })
    }

    /// What to write of `applied` (None: nothing).
    pub fn write_of(&self, applied: &Applied<G>) -> Option<Write> {
        Write::answers(&self.id, self.decisions, &applied.answers)
    }

    /// `applied` kept when `written` (its answers are in the store), else the game put back as
    /// it was before the answer, and the client told to try again.
    pub fn settle(
        &mut self,
        applied: Applied<G>,
        written: Result<(), String>,
    ) -> Result<(), Refusal> {
        match written {
            Ok(()) => {
                for e in applied.entries {
                    self.keep(e);
                }
                Ok(())
            }
            Err(e) => {
                (self.game, self.seats) = applied.before;
                Err(stored_refusal(e))
            }
        }
    }

    /// The server's own seats' answers after a player's (in `answers` and `entries`, to be
    /// written with it in one transaction: one wait for the disk). If the run fails (a game
    /// that refuses its brain's answer), the game is put back right after the player's answer,
    /// which is kept alone.
    fn server_answers(
        &mut self,
        answers: &mut Vec<StoredAnswer>,
        entries: &mut Vec<Entry<G::Event>>,
    ) {
        let after = (self.game.clone(), self.seats.clone(), answers.len());
        if let Err(e) = self.server_run(answers, entries) {
            eprintln!("acme serve: game {}: the server's seats: {e}", self.id);
            (self.game, self.seats) = (after.0, after.1);
            answers.truncate(after.2);
            entries.truncate(after.2);
        }
    }

    /// The events of the answer just applied by `seat`, filtered for every viewer on the state
    /// right after it; numbered as the next answer.
    fn entry(&self, by: usize, events: &[G::Event]) -> Entry<G::Event> {
        let viewers = self.seat_ids.iter().map(|&s| Some(s)).chain([None]);
        let mut seen: Vec<Arc<Vec<G::Event>>> = Vec::with_capacity(self.seat_ids.len() + 1);
        for v in viewers {
            let mine = self.game.view_events(v, events);
            match seen.last() {
                Some(prev) if **prev == mine => seen.push(prev.clone()),
                _ => seen.push(Arc::new(mine)),
            }
        }
        Entry {
            n: self.decisions + 1,
            by,
            seen,
        }
    }

    /// An answer counted, its events kept (the oldest forgotten past [`JOURNAL_LEN`]).
    fn keep(&mut self, entry: Entry<G::Event>) {
        self.decisions = entry.n;
        if self.journal.len() == JOURNAL_LEN {
            self.journal.pop_front();
        }
        self.journal.push_back(entry);
    }

    fn stored_answer(
        &self,
        seat: usize,
        seq: u64,
        action: &G::Action,
    ) -> Result<StoredAnswer, String> {
        Ok(StoredAnswer {
            seat,
            seq,
            action: serde_json::to_string(action).map_err(|e| e.to_string())?,
            hash: self.game.hash(),
        })
    }

    /// Answer every pending question of the server's own seats, until a player's question (or
    /// the end), and store the answers in one transaction. On failure (the store, or a game
    /// that refuses its brain's answer) nothing is kept and the game is as before.
    pub fn play_server_seats(&mut self, store: &Writer) -> Result<usize, String> {
        let before = (self.game.clone(), self.seats.clone());
        let mut answers = Vec::new();
        let mut entries = Vec::new();
        let run = self.server_run(&mut answers, &mut entries).and_then(|()| {
            store
                .append(&self.id, self.decisions, &answers)
                .map_err(|e| e.to_string())
        });
        if let Err(e) = run {
            (self.game, self.seats) = before;
            return Err(e);
        }
        for e in entries {
            self.keep(e);
        }
        Ok(answers.len())
    }

    fn server_run(
        &mut self,
        answers: &mut Vec<StoredAnswer>,
        entries: &mut Vec<Entry<G::Event>>,
    ) -> Result<(), String> {
        while let Some(seat) = self.pending_seat() {
            let kind = self.seats[seat].kind;
            if !kind.is_server() {
                break;
            }
            if answers.len() >= SERVER_RUN_LIMIT {
                return Err(format!(
                    "the server's seats answered {SERVER_RUN_LIMIT} questions in a row"
                ));
            }
            let d = self.game.pending().ok_or("no question pending")?;
            let action = self.game.server_answer(kind, self.seed, d)?;
            // The engine's reason is not given: it may name a card, and this goes to the log.
            let Ok(events) = self.game.apply(action) else {
                return Err(format!(
                    "the game refused its {} seat's answer",
                    kind.name()
                ));
            };
            let seq = self.seats[seat].next_seq;
            answers.push(self.stored_answer(seat, seq, &action)?);
            self.seats[seat].next_seq += 1;
            let mut entry = self.entry(seat, &events);
            // Not counted yet: numbered after the answers of this run before it.
            entry.n += entries.len() as u64;
            entries.push(entry);
        }
        Ok(())
    }

    /// The game as seat `seat` may see it (None: a spectator), built from `Game::view` alone,
    /// with the events of the answers after the `since`-th as it may see them
    /// (`Game::view_events`, judged right after each answer).
    pub fn seat_view(&self, seat: Option<usize>, since: u64) -> SeatView<G> {
        let viewer = seat.and_then(|i| self.seat_ids.get(i).copied());
        let waiting_for = self.pending_seat();
        let question = match (seat, waiting_for) {
            (Some(s), Some(w)) if s == w => self.game.pending().cloned(),
            _ => None,
        };
        let over = self.game.is_over();
        let winners = self
            .game
            .winners()
            .iter()
            .filter_map(|w| self.seat_ids.iter().position(|s| s == w))
            .collect();
        SeatView {
            game: self.id.clone(),
            seat,
            decisions: self.decisions,
            next_seq: seat.and_then(|i| self.seats.get(i)).map(|s| s.next_seq),
            view: self.game.view(viewer),
            question,
            waiting_for,
            over,
            winners,
            final_hash: over.then(|| self.game.hash()),
            events: self.events_since(seat, since),
        }
    }
}

impl<G: Online> Table<G> {
    /// The kept answers after the `since`-th, as `seat` (None: a spectator) may see them.
    pub fn events_since(&self, seat: Option<usize>, since: u64) -> Vec<Decided<G>> {
        let viewer = seat.unwrap_or(self.seat_ids.len());
        self.journal
            .iter()
            .filter(|e| e.n > since)
            .filter_map(|e| {
                Some(Decided {
                    n: e.n,
                    by: e.by,
                    events: e.seen.get(viewer)?.as_ref().clone(),
                })
            })
            .collect()
    }
}
