//! Key/value settings of a profile.

use std::path::Path;

use rusqlite::{OptionalExtension, params};

use crate::error::{Error, Result};
use crate::store::Store;

impl Store {
    pub fn setting(&self, profile_id: &str, key: &str) -> Result<Option<String>> {
        Ok(self
            .conn
            .query_row(
                "SELECT value FROM settings WHERE profile_id = ?1 AND key = ?2",
                [profile_id, key],
                |r| r.get(0),
            )
            .optional()?)
    }

    pub fn set_setting(&self, profile_id: &str, key: &str, value: &str) -> Result<()> {
        if key.trim().is_empty() {
            return Err(Error::invalid("key", "must not be empty"));
        }
        self.conn.execute(
            "INSERT INTO settings (profile_id, key, value) VALUES (?1, ?2, ?3)
             ON CONFLICT (profile_id, key) DO UPDATE SET value = excluded.value",
            params![profile_id, key, value],
        )?;
        Ok(())
    }

    /// Removes a setting; returns whether it existed.
    pub fn delete_setting(&self, profile_id: &str, key: &str) -> Result<bool> {
        Ok(self.conn.execute(
            "DELETE FROM settings WHERE profile_id = ?1 AND key = ?2",
            [profile_id, key],
        )? > 0)
    }

    /// One setting read from the store file at `path` without opening the store: a read-only
    /// connection, no schema change, no check (for what must be known before the store is
    /// opened, such as the window's language at launch). `None` when the file is missing or
    /// unreadable, or has no such setting.
    pub fn peek_setting(path: impl AsRef<Path>, profile_id: &str, key: &str) -> Option<String> {
        let path = path.as_ref();
        if !path.is_file() {
            return None;
        }
        let conn = rusqlite::Connection::open_with_flags(
            path,
            rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY | rusqlite::OpenFlags::SQLITE_OPEN_NO_MUTEX,
        )
        .ok()?;
        conn.query_row(
            "SELECT value FROM settings WHERE profile_id = ?1 AND key = ?2",
            [profile_id, key],
            |r| r.get(0),
        )
        .optional()
        .ok()
        .flatten()
    }

    /// All settings of a profile, by key.
    pub fn settings(&self, profile_id: &str) -> Result<Vec<(String, String)>> {
        let mut stmt = self
            .conn
            .prepare_cached("SELECT key, value FROM settings WHERE profile_id = ?1 ORDER BY key")?;
        let rows = stmt.query_map([profile_id], |r| Ok((r.get(0)?, r.get(1)?)))?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }
}
