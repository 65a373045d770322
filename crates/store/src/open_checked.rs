//! Opening the store at start without ever losing data in silence: the database is checked
//! (`PRAGMA integrity_check`) within a budget of 200 ms; a damaged or unreadable file is moved
//! aside as `ebl-desk.sqlite.corrupt-<unix time>` (with its `-wal`/`-shm`), a new store is
//! created, and the caller gets the path to tell the user.
//!
//! A file too large to check within the budget (a list of 100,000 eBLs makes one of several
//! hundred megabytes, whose quick check alone takes most of a second) is opened at once and
//! checked after the start ([`Store::check_after_start`], on its own connection): a damage
//! found then is told at once and marks the file (`<name>.damaged`), which the next start moves
//! aside before opening it — the start itself never waits on the file's size. A caller whose
//! start must not wait at all (the app's window) gives no budget: every file is checked after the
//! start; one that is not a database at all still fails to open and is moved aside at once.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use rusqlite::{Connection, ErrorCode};

use crate::error::{Error, Result};
use crate::store::{Store, now_ms};

/// Longest the full integrity check may run before the quick check is used instead.
pub const FULL_CHECK_BUDGET: Duration = Duration::from_millis(200);

/// Which check the database passed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CheckKind {
    /// `PRAGMA integrity_check`, within [`FULL_CHECK_BUDGET`].
    Integrity,
    /// The full check ran past [`FULL_CHECK_BUDGET`]: the file is checked after the start
    /// ([`Store::check_after_start`]).
    AfterStart,
}

/// A store opened at start.
#[derive(Debug)]
pub struct Opened {
    pub store: Store,
    /// Where a damaged database was moved (tell the user); `None` when it was sound.
    pub quarantined: Option<PathBuf>,
    pub check: CheckKind,
    pub check_time: Duration,
}

impl Store {
    /// Opens the database at `path`, checked; moves a damaged one aside and starts afresh.
    /// A database written by a newer app is not touched (its error is returned).
    pub fn open_checked(path: impl AsRef<Path>) -> Result<Opened> {
        Self::open_checked_within(path, FULL_CHECK_BUDGET)
    }

    /// [`Store::open_checked`] with the full check's budget given.
    pub fn open_checked_within(path: impl AsRef<Path>, budget: Duration) -> Result<Opened> {
        let path = path.as_ref();
        // Damage found by the check after an earlier start: moved aside before anything opens it.
        let marker = damage_marker(path);
        if marker.exists() && path.exists() {
            let aside = quarantine(path)?;
            let _ = std::fs::remove_file(&marker);
            let (store, check, check_time) = open_and_check(path, budget)?;
            return Ok(Opened {
                store,
                quarantined: Some(aside),
                check,
                check_time,
            });
        }
        let _ = std::fs::remove_file(&marker);
        match open_and_check(path, budget) {
            Ok((store, check, check_time)) => Ok(Opened {
                store,
                quarantined: None,
                check,
                check_time,
            }),
            Err(e) if is_damage(&e) => {
                let aside = quarantine(path)?;
                let (store, check, check_time) = open_and_check(path, budget)?;
                Ok(Opened {
                    store,
                    quarantined: Some(aside),
                    check,
                    check_time,
                })
            }
            Err(e) => Err(e),
        }
    }

    /// The check of a file opened with [`CheckKind::AfterStart`]: `PRAGMA quick_check` on a
    /// read-only connection of its own (the app goes on writing beside it). A damage found
    /// marks the file, so that the next start moves it aside, and is returned as `Corrupt`.
    pub fn check_after_start(path: impl AsRef<Path>) -> Result<()> {
        let path = path.as_ref();
        let conn = Connection::open_with_flags(
            path,
            rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY | rusqlite::OpenFlags::SQLITE_OPEN_NO_MUTEX,
        )?;
        let answer = match first_row(&conn, "PRAGMA quick_check") {
            Ok(answer) => answer,
            Err(e) if is_damage(&e) => e.to_string(),
            Err(e) => return Err(e),
        };
        if answer == "ok" {
            return Ok(());
        }
        std::fs::write(damage_marker(path), &answer).map_err(|e| {
            Error::Corrupt(format!("{answer} (and the file could not be marked: {e})"))
        })?;
        Err(Error::Corrupt(answer))
    }
}

/// The file that says the check after a start found the database damaged.
fn damage_marker(path: &Path) -> PathBuf {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "ebl-desk.sqlite".into());
    path.with_file_name(format!("{name}.damaged"))
}

fn open_and_check(path: &Path, budget: Duration) -> Result<(Store, CheckKind, Duration)> {
    let conn = Store::connect(path)?;
    let started = Instant::now();
    let check = check(&conn, budget)?;
    let elapsed = started.elapsed();
    Ok((Store::setup(conn)?, check, elapsed))
}

/// The full check within its budget (else [`CheckKind::AfterStart`]). `Err(Corrupt)` when it
/// finds a problem.
fn check(conn: &Connection, budget: Duration) -> Result<CheckKind> {
    if budget.is_zero() {
        return Ok(CheckKind::AfterStart);
    }
    // A watchdog interrupts the full check at its budget; it is joined before anything else
    // runs on the connection, so it can never interrupt a later statement.
    let interrupt = conn.get_interrupt_handle();
    let (done, finished) = std::sync::mpsc::channel::<()>();
    let watchdog = std::thread::spawn(move || {
        if finished.recv_timeout(budget).is_err() {
            interrupt.interrupt();
        }
    });
    let full = first_row(conn, "PRAGMA integrity_check");
    let _ = done.send(());
    let _ = watchdog.join();
    let answer = match full {
        Err(Error::Sqlite(rusqlite::Error::SqliteFailure(e, _)))
            if e.code == ErrorCode::OperationInterrupted =>
        {
            return Ok(CheckKind::AfterStart);
        }
        other => other?,
    };
    if answer == "ok" {
        Ok(CheckKind::Integrity)
    } else {
        Err(Error::Corrupt(answer))
    }
}

fn first_row(conn: &Connection, sql: &str) -> Result<String> {
    Ok(conn.query_row(sql, [], |r| r.get::<_, String>(0))?)
}

/// A file that is not a database, or one whose pages are damaged.
fn is_damage(e: &Error) -> bool {
    match e {
        Error::Corrupt(_) => true,
        Error::Sqlite(rusqlite::Error::SqliteFailure(f, _)) => {
            matches!(f.code, ErrorCode::NotADatabase | ErrorCode::DatabaseCorrupt)
        }
        _ => false,
    }
}

/// Renames the database and its WAL files to `<name>.corrupt-<unix time>[-wal|-shm]`.
fn quarantine(path: &Path) -> Result<PathBuf> {
    let stamp = now_ms() / 1000;
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "ebl-desk.sqlite".into());
    let aside = path.with_file_name(format!("{name}.corrupt-{stamp}"));
    let io =
        |e: std::io::Error| Error::Corrupt(format!("cannot move the damaged store aside: {e}"));
    std::fs::rename(path, &aside).map_err(io)?;
    for suffix in ["-wal", "-shm"] {
        let side = path.with_file_name(format!("{name}{suffix}"));
        if side.exists() {
            let _ = std::fs::rename(
                &side,
                aside.with_file_name(format!("{name}.corrupt-{stamp}{suffix}")),
            );
        }
    }
    Ok(aside)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn write(store: &Store, value: &str) {
        store
            .conn
            .execute_batch(&format!(
                "CREATE TABLE IF NOT EXISTS probe(v TEXT); DELETE FROM probe; INSERT INTO probe VALUES ('{value}');"
            ))
            .unwrap();
    }

    fn read(store: &Store) -> String {
        store
            .conn
            .query_row("SELECT v FROM probe", [], |r| r.get(0))
            .unwrap()
    }

    #[test]
    fn a_sound_store_is_checked_and_kept() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("ebl-desk.sqlite");
        {
            let store = Store::open(&path).unwrap();
            write(&store, "kept");
        }
        let opened = Store::open_checked(&path).unwrap();
        assert!(opened.quarantined.is_none());
        assert_eq!(opened.check, CheckKind::Integrity);
        assert_eq!(read(&opened.store), "kept");
    }

    /// With the full check's budget (`tdx`) and without any (the app, which checks after the
    /// start): a file that is not a database at all never opens.
    #[test]
    fn a_file_overwritten_with_garbage_is_moved_aside_and_a_new_store_made() {
        for budget in [FULL_CHECK_BUDGET, Duration::ZERO] {
            garbage_is_moved_aside(budget);
        }
    }

    fn garbage_is_moved_aside(budget: Duration) {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("ebl-desk.sqlite");
        {
            let store = Store::open(&path).unwrap();
            write(&store, "v");
        }
        let garbage: Vec<u8> = (0..65_536u32)
            .map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8)
            .collect();
        std::fs::write(&path, &garbage).unwrap();
        let opened = Store::open_checked_within(&path, budget).unwrap();
        let aside = opened.quarantined.clone().expect("moved aside");
        assert!(
            aside
                .file_name()
                .unwrap()
                .to_string_lossy()
                .starts_with("ebl-desk.sqlite.corrupt-")
        );
        assert_eq!(
            std::fs::read(&aside).unwrap(),
            garbage,
            "the damaged file is kept for rescue"
        );
        // The new store works and keeps what is written to it.
        write(&opened.store, "new");
        drop(opened);
        let again = Store::open_checked(&path).unwrap();
        assert!(again.quarantined.is_none());
        assert_eq!(read(&again.store), "new");
    }

    #[test]
    fn damaged_pages_fail_the_check_and_are_moved_aside() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("ebl-desk.sqlite");
        damage_pages(&path);
        let opened = Store::open_checked(&path).unwrap();
        assert!(
            opened.quarantined.is_some(),
            "the damaged store was moved aside"
        );
    }

    /// Fills a store and scribbles over pages in the middle of its file (header kept).
    fn damage_pages(path: &Path) {
        {
            let store = Store::open(path).unwrap();
            store
                .conn
                .execute_batch(
                    "CREATE TABLE filler(v TEXT);
                     WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 2000)
                     INSERT INTO filler SELECT printf('%0200d', i) FROM n;
                     CREATE INDEX filler_v ON filler(v);",
                )
                .unwrap();
            store
                .conn
                .execute_batch("PRAGMA wal_checkpoint(TRUNCATE)")
                .unwrap();
        }
        let mut bytes = std::fs::read(path).unwrap();
        let middle = bytes.len() / 2;
        for b in &mut bytes[middle..middle + 8_192] {
            *b = 0xA5;
        }
        std::fs::write(path, &bytes).unwrap();
    }

    #[test]
    fn a_file_too_large_for_the_budget_is_opened_at_once_then_checked_after_the_start() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("ebl-desk.sqlite");
        // A sound file: opened without its check (no budget at all), then checked sound.
        {
            let store = Store::open(&path).unwrap();
            write(&store, "kept");
        }
        let opened = Store::open_checked_within(&path, Duration::ZERO).unwrap();
        assert_eq!(opened.check, CheckKind::AfterStart);
        assert_eq!(read(&opened.store), "kept");
        Store::check_after_start(&path).unwrap();
        drop(opened);
        assert!(!damage_marker(&path).exists());

        // A damaged one: opened at once as well; the check after the start finds the damage
        // and marks the file; the next start moves it aside and starts a new store.
        let damaged = dir.path().join("damaged.sqlite");
        damage_pages(&damaged);
        let opened = Store::open_checked_within(&damaged, Duration::ZERO).unwrap();
        assert_eq!(opened.check, CheckKind::AfterStart);
        assert!(opened.quarantined.is_none(), "not checked yet");
        let found = Store::check_after_start(&damaged).expect_err("damage found");
        assert!(matches!(found, Error::Corrupt(_)), "{found}");
        assert!(damage_marker(&damaged).exists());
        drop(opened);
        let next = Store::open_checked(&damaged).unwrap();
        let aside = next
            .quarantined
            .clone()
            .expect("moved aside at the next start");
        assert!(aside.exists());
        assert!(
            !damage_marker(&damaged).exists(),
            "the mark is gone with the file"
        );
        write(&next.store, "new");
        assert_eq!(read(&next.store), "new");
    }

    #[test]
    fn a_store_of_a_newer_app_is_left_alone() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("ebl-desk.sqlite");
        {
            let store = Store::open(&path).unwrap();
            store
                .conn
                .execute_batch("PRAGMA user_version = 999")
                .unwrap();
        }
        let e = Store::open_checked(&path).expect_err("too new");
        assert!(matches!(e, Error::TooNew { .. }), "{e}");
        assert!(path.exists());
    }
}
