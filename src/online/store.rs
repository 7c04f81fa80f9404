//! Every hosted game in one SQLite file (`games.sqlite3` in the data folder, write-ahead log):
//! its setup, seed, seats and every accepted answer with the hash of the state after it. A game
//! is its setup, seed and answers (the engine replays it exactly), so this is all a restarted
//! server needs; the hashes let it check that the replay reached the same states.
//!
//! The server asks the store through these few methods only; a store on a database server would
//! offer the same ones (docs/online.md).

use std::path::Path;
use std::sync::mpsc;

use tokio::sync::oneshot;

use rusqlite::{Connection, OptionalExtension, params};

use super::SeatKind;
use super::secret::Digest;

/// The store's file in the data folder.
pub const FILE: &str = "games.sqlite3";

/// The store could not read or write.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("the game store: {0}")]
pub struct StoreError(pub String);

impl From<rusqlite::Error> for StoreError {
    fn from(e: rusqlite::Error) -> Self {
        StoreError(e.to_string())
    }
}

/// A seat as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredSeat {
    pub kind: SeatKind,
    /// The digest of the seat's token, once a player took it.
    pub token: Option<Digest>,
    pub name: Option<String>,
}

/// An accepted answer as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredAnswer {
    /// The seat that answered.
    pub seat: usize,
    /// The seat's sequence number of the answer.
    pub seq: u64,
    /// The answer, as the protocol writes it (JSON).
    pub action: String,
    /// The hash of the whole state after it (`engine::Game::hash`).
    pub hash: u64,
}

/// A game as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredGame {
    pub id: String,
    /// The game's name (`engine::Game::NAME`).
    pub game: String,
    /// The setup, as the protocol writes it (JSON).
    pub setup: String,
    pub seed: u64,
    pub invite: Digest,
    pub seats: Vec<StoredSeat>,
    pub answers: Vec<StoredAnswer>,
}

/// The store: one connection, used by one thread at a time (the server's [`Writer`] thread).
pub struct Store {
    conn: Connection,
}

const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS games (
    id     TEXT PRIMARY KEY,
    game   TEXT NOT NULL,
    setup  TEXT NOT NULL,
    seed   INTEGER NOT NULL,
    invite BLOB NOT NULL UNIQUE
);
CREATE TABLE IF NOT EXISTS seats (
    game  TEXT NOT NULL REFERENCES games(id),
    seat  INTEGER NOT NULL,
    kind  TEXT NOT NULL,
    token BLOB UNIQUE,
    name  TEXT,
    PRIMARY KEY (game, seat)
);
CREATE TABLE IF NOT EXISTS answers (
    game   TEXT NOT NULL REFERENCES games(id),
    n      INTEGER NOT NULL,
    seat   INTEGER NOT NULL,
    seq    INTEGER NOT NULL,
    action TEXT NOT NULL,
    hash   INTEGER NOT NULL,
    PRIMARY KEY (game, n)
);
";

// SQLite's integers are signed 64-bit: seeds and hashes are stored bit for bit.
fn to_sql(v: u64) -> i64 {
    v as i64
}
fn from_sql(v: i64) -> u64 {
    v as u64
}

impl Store {
    /// Open (or create) the store in `dir`, creating the folder if needed.
    pub fn open(dir: &Path) -> Result<Store, StoreError> {
        std::fs::create_dir_all(dir)
            .map_err(|e| StoreError(format!("cannot create {}: {e}", dir.display())))?;
        let conn = Connection::open(dir.join(FILE))?;
        // The write-ahead log: readers do not wait for the writer, and a commit is one append.
        // FULL: a commit is on disk before it returns, so an acknowledged answer survives a
        // killed process and a lost machine alike.
        conn.pragma_update(None, "journal_mode", "WAL")?;
        conn.pragma_update(None, "synchronous", "FULL")?;
        conn.pragma_update(None, "foreign_keys", "ON")?;
        conn.execute_batch(SCHEMA)?;
        Ok(Store { conn })
    }

    /// Write a new game and its seats, in one transaction.
    pub fn create_game(&mut self, g: &StoredGame) -> Result<(), StoreError> {
        self.write_one(&Write::Game(g.clone()))
    }

    /// A player took seat `seat`: its token's digest and its name.
    pub fn claim_seat(
        &mut self,
        game: &str,
        seat: usize,
        token: &Digest,
        name: &str,
    ) -> Result<(), StoreError> {
        self.write_one(&Write::Seat {
            game: game.into(),
            seat,
            token: *token,
            name: name.into(),
        })
    }

    /// Append accepted answers to a game that has `before` answers, in one transaction: all of
    /// them are stored or none.
    pub fn append(
        &mut self,
        game: &str,
        before: u64,
        answers: &[StoredAnswer],
    ) -> Result<(), StoreError> {
        Write::answers(game, before, answers).map_or(Ok(()), |w| self.write_one(&w))
    }

    fn write_one(&mut self, w: &Write) -> Result<(), StoreError> {
        self.write_batch(std::slice::from_ref(w))
            .pop()
            .unwrap_or(Ok(()))
    }

    /// Several writes in one transaction (group commit: one wait for the disk for them all),
    /// each whole or not at all: a write that fails is undone alone (a savepoint) and the others
    /// are kept. Every result is known only once the transaction is on disk; if the commit
    /// fails, every write failed.
    pub fn write_batch(&mut self, writes: &[Write]) -> Vec<Result<(), StoreError>> {
        let mut results = Vec::with_capacity(writes.len());
        let commit = (|| -> Result<(), StoreError> {
            let mut tx = self.conn.transaction()?;
            for w in writes {
                let sp = tx.savepoint()?;
                let r = write_in(&sp, w);
                if r.is_ok() {
                    sp.commit()?;
                }
                results.push(r);
            }
            tx.commit()?;
            Ok(())
        })();
        match commit {
            Ok(()) => results,
            Err(e) => writes.iter().map(|_| Err(e.clone())).collect(),
        }
    }

    /// Every stored game with its seats and answers.
    pub fn load(&self) -> Result<Vec<StoredGame>, StoreError> {
        let mut games = Vec::new();
        let mut q = self
            .conn
            .prepare("SELECT id, game, setup, seed, invite FROM games ORDER BY rowid")?;
        let rows = q.query_map([], |r| {
            Ok((
                r.get::<_, String>(0)?,
                r.get::<_, String>(1)?,
                r.get::<_, String>(2)?,
                r.get::<_, i64>(3)?,
                r.get::<_, Vec<u8>>(4)?,
            ))
        })?;
        for row in rows {
            let (id, game, setup, seed, invite) = row?;
            let invite = digest(&invite, "invite")?;
            let seats = self.seats(&id)?;
            let answers = self.answers(&id)?;
            games.push(StoredGame {
                id,
                game,
                setup,
                seed: from_sql(seed),
                invite,
                seats,
                answers,
            });
        }
        Ok(games)
    }

    /// A game's seats, in seat order.
    pub fn seats(&self, game: &str) -> Result<Vec<StoredSeat>, StoreError> {
        let mut q = self
            .conn
            .prepare("SELECT kind, token, name FROM seats WHERE game = ?1 ORDER BY seat")?;
        let rows = q.query_map([game], |r| {
            Ok((
                r.get::<_, String>(0)?,
                r.get::<_, Option<Vec<u8>>>(1)?,
                r.get::<_, Option<String>>(2)?,
            ))
        })?;
        let mut seats = Vec::new();
        for row in rows {
            let (kind, token, name) = row?;
            let kind = SeatKind::from_name(&kind)
                .ok_or_else(|| StoreError(format!("unknown seat kind '{kind}'")))?;
            let token = token.map(|t| digest(&t, "token")).transpose()?;
            seats.push(StoredSeat { kind, token, name });
        }
        Ok(seats)
    }

    /// A game's accepted answers, first first.
    pub fn answers(&self, game: &str) -> Result<Vec<StoredAnswer>, StoreError> {
        let mut q = self
            .conn
            .prepare("SELECT n, seat, seq, action, hash FROM answers WHERE game = ?1 ORDER BY n")?;
        let rows = q.query_map([game], |r| {
            Ok((
                r.get::<_, i64>(0)?,
                r.get::<_, i64>(1)?,
                r.get::<_, i64>(2)?,
                r.get::<_, String>(3)?,
                r.get::<_, i64>(4)?,
            ))
        })?;
        let mut out = Vec::new();
        for row in rows {
            let (n, seat, seq, action, hash) = row?;
            if n != out.len() as i64 {
                return Err(StoreError(format!("game {game}: answer {n} follows a gap")));
            }
            out.push(StoredAnswer {
                seat: seat as usize,
                seq: from_sql(seq),
                action,
                hash: from_sql(hash),
            });
        }
        Ok(out)
    }

    /// The game whose invite code has this digest.
    pub fn game_of_invite(&self, invite: &Digest) -> Result<Option<String>, StoreError> {
        Ok(self
            .conn
            .query_row(
                "SELECT id FROM games WHERE invite = ?1",
                [invite.as_slice()],
                |r| r.get(0),
            )
            .optional()?)
    }
}

/// One change to the store, whole or not at all.
#[derive(Debug, Clone)]
pub enum Write {
    /// A new game and its seats.
    Game(StoredGame),
    /// A player took a seat: its token's digest and its name (a seat taken already is refused).
    Seat {
        game: String,
        seat: usize,
        token: Digest,
        name: String,
    },
    /// Answers accepted in a game that has `before` answers.
    Answers {
        game: String,
        before: u64,
        answers: Vec<StoredAnswer>,
    },
}

impl Write {
    /// [`Write::Answers`], when there are answers to write.
    pub fn answers(game: &str, before: u64, answers: &[StoredAnswer]) -> Option<Write> {
        (!answers.is_empty()).then(|| Write::Answers {
            game: game.into(),
            before,
            answers: answers.to_vec(),
        })
    }
}

fn write_in(conn: &Connection, w: &Write) -> Result<(), StoreError> {
    match w {
        Write::Game(g) => {
            conn.execute(
                "INSERT INTO games (id, game, setup, seed, invite) VALUES (?1, ?2, ?3, ?4, ?5)",
                params![g.id, g.game, g.setup, to_sql(g.seed), g.invite.as_slice()],
            )?;
            for (i, s) in g.seats.iter().enumerate() {
                conn.execute(
                    "INSERT INTO seats (game, seat, kind, token, name) VALUES (?1, ?2, ?3, ?4, ?5)",
                    params![
                        g.id,
                        i as i64,
                        s.kind.name(),
                        s.token.map(|t| t.to_vec()),
                        s.name
                    ],
                )?;
            }
            append_in(conn, &g.id, 0, &g.answers)
        }
        Write::Seat {
            game,
            seat,
            token,
            name,
        } => {
            let n = conn.execute(
                "UPDATE seats SET token = ?1, name = ?2 WHERE game = ?3 AND seat = ?4 AND token IS NULL",
                params![token.as_slice(), name, game, *seat as i64],
            )?;
            match n {
                1 => Ok(()),
                _ => Err(StoreError(format!(
                    "seat {seat} of game {game} is not free"
                ))),
            }
        }
        Write::Answers {
            game,
            before,
            answers,
        } => append_in(conn, game, *before, answers),
    }
}

fn append_in(
    tx: &Connection,
    game: &str,
    before: u64,
    answers: &[StoredAnswer],
) -> Result<(), StoreError> {
    let mut q = tx.prepare_cached(
        "INSERT INTO answers (game, n, seat, seq, action, hash) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
    )?;
    for (k, a) in answers.iter().enumerate() {
        q.execute(params![
            game,
            to_sql(before + k as u64),
            a.seat as i64,
            to_sql(a.seq),
            a.action,
            to_sql(a.hash)
        ])?;
    }
    Ok(())
}

fn digest(bytes: &[u8], what: &str) -> Result<Digest, StoreError> {
    bytes
        .try_into()
        .map_err(|_| StoreError(format!("a stored {what} digest has {} bytes", bytes.len())))
}

/// The most writes one transaction takes.
const BATCH: usize = 512;

/// A write waiting for the store's thread, and where its result goes.
struct Job {
    write: Write,
    done: oneshot::Sender<Result<(), StoreError>>,
}

/// The store on a thread of its own, for many callers at once (group commit): the writes that
/// arrive while a transaction is being written to disk wait, and go together in the next one,
/// so a busy server waits for the disk once for many answers rather than once for each. Each
/// caller is answered only when its write is on disk (or failed): an answer is still stored
/// before it is acknowledged. A clone writes through the same thread (a server of two games
/// shares one store).
#[derive(Clone)]
pub struct Writer {
    jobs: mpsc::Sender<Job>,
}

impl Writer {
    /// Hand `store` to a new thread, which ends when the writer (and every clone) is dropped.
    pub fn start(mut store: Store) -> Result<Writer, StoreError> {
        let (jobs, queue) = mpsc::channel::<Job>();
        std::thread::Builder::new()
            .name("store".into())
            .spawn(move || {
                while let Ok(first) = queue.recv() {
                    let mut batch = vec![first];
                    batch.extend(queue.try_iter().take(BATCH - 1));
                    let (writes, done): (Vec<Write>, Vec<_>) =
                        batch.into_iter().map(|j| (j.write, j.done)).unzip();
                    for (done, r) in done.into_iter().zip(store.write_batch(&writes)) {
                        // A caller that is gone no longer waits for its result.
                        let _ = done.send(r);
                    }
                }
            })
            .map_err(|e| StoreError(format!("cannot start the store's thread: {e}")))?;
        Ok(Writer { jobs })
    }

    /// Hand `write` to the store's thread; the receiver gets its result once it is on disk.
    fn submit(
        &self,
        write: Write,
    ) -> Result<oneshot::Receiver<Result<(), StoreError>>, StoreError> {
        let (done, result) = oneshot::channel();
        self.jobs
            .send(Job { write, done })
            .map_err(|_| StoreError("the store's thread has stopped".into()))?;
        Ok(result)
    }

    /// Write `write` and wait until it is on disk (a blocking call: not on an async task).
    pub fn write(&self, write: Write) -> Result<(), StoreError> {
        self.submit(write)?
            .blocking_recv()
            .map_err(|_| StoreError("the store's thread has stopped".into()))?
    }

    /// [`Store::append`] through the thread.
    pub fn append(
        &self,
        game: &str,
        before: u64,
        answers: &[StoredAnswer],
    ) -> Result<(), StoreError> {
        Write::answers(game, before, answers).map_or(Ok(()), |w| self.write(w))
    }
}
