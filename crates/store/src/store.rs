//! Opening the database: WAL, a busy timeout, foreign keys on, migrations applied.

use std::path::Path;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use rusqlite::Connection;

use crate::error::Result;
use crate::migrations;

/// The local store. One connection; wrap it in a `Mutex` to share it between threads.
#[derive(Debug)]
pub struct Store {
    pub(crate) conn: Connection,
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
        Ok(Self { conn })
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
