//! Opening the database: WAL, a busy timeout, foreign keys on, migrations applied.

use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use rusqlite::Connection;

use crate::error::Result;
use crate::migrations;

/// The local store. One connection; wrap it in a `Mutex` to share it between threads.
#[derive(Debug)]
pub struct Store {
    pub(crate) conn: Connection,
    clock: Clock,
}

/// Where the store's timestamps come from: the system clock, or a manual one that a test sets
/// and moves forward instead of waiting for time to pass.
#[derive(Clone, Debug, Default)]
pub struct Clock {
    manual: Option<Arc<AtomicI64>>,
}

impl Clock {
    /// The system's clock (the default).
    pub fn system() -> Self {
        Self::default()
    }

    /// A clock that reads `start_ms` (ms since the Unix epoch) until it is moved.
    pub fn manual(start_ms: i64) -> Self {
        Clock {
            manual: Some(Arc::new(AtomicI64::new(start_ms))),
        }
    }

    /// Milliseconds since the Unix epoch, by this clock.
    pub fn now_ms(&self) -> i64 {
        match &self.manual {
            Some(at) => at.load(Ordering::SeqCst),
            None => now_ms(),
        }
    }

    /// Moves a manual clock `ms` forward (the system clock moves by itself).
    pub fn advance_ms(&self, ms: i64) {
        if let Some(at) = &self.manual {
            at.fetch_add(ms, Ordering::SeqCst);
        }
    }
}

impl Store {
    /// Opens (creating if needed) the database at `path` and brings its schema up to date.
    pub fn open(path: impl AsRef<Path>) -> Result<Self> {
        Self::setup(Self::connect(path.as_ref())?)
    }

    pub(crate) fn connect(path: &Path) -> Result<Connection> {
        let conn = Connection::open(path)?;
        // journal_mode answers with a row, so it is read rather than executed.
        let _mode: String = conn.query_row("PRAGMA journal_mode = WAL", [], |r| r.get(0))?;
        // FULL: every commit is on disk before it returns (a draft or an action's record must
        // survive a power cut). In WAL mode that is one fsync of the log per transaction; a
        // list refresh writes its rows in one transaction.
        conn.pragma_update(None, "synchronous", "FULL")?;
        Ok(conn)
    }

    /// A store that lives in memory only (tests, or when the data directory is unusable).
    pub fn open_in_memory() -> Result<Self> {
        Self::setup(Connection::open_in_memory()?)
    }

    pub(crate) fn setup(mut conn: Connection) -> Result<Self> {
        conn.busy_timeout(Duration::from_secs(5))?;
        conn.pragma_update(None, "foreign_keys", true)?;
        migrations::migrate(&mut conn)?;
        Ok(Self {
            conn,
            clock: Clock::system(),
        })
    }

    /// The clock the store stamps its rows with.
    pub fn clock(&self) -> &Clock {
        &self.clock
    }

    /// Stamps rows by `clock` from now on (tests pass a [`Clock::manual`]).
    pub fn set_clock(&mut self, clock: Clock) {
        self.clock = clock;
    }

    /// The schema version of the open database.
    pub fn schema_version(&self) -> Result<i64> {
        Ok(self
            .conn
            .query_row("PRAGMA user_version", [], |r| r.get(0))?)
    }
}

/// Milliseconds since the Unix epoch, the unit of every timestamp in the store.
pub fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
        .unwrap_or(0)
}
