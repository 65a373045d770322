//! `--db PATH`: the world persisted in SQLite (one row holding the whole data as JSON,
//! rewritten after changes).

use std::path::Path;

use rusqlite::{Connection, OptionalExtension};

use crate::error::Error;
use crate::state::Data;

fn open(path: &Path) -> Result<Connection, Error> {
    let connection = Connection::open(path)?;
    connection.pragma_update(None, "journal_mode", "WAL")?;
    connection.execute_batch(
        "CREATE TABLE IF NOT EXISTS world (id INTEGER PRIMARY KEY CHECK (id = 1), json TEXT NOT NULL, saved_at TEXT NOT NULL);",
    )?;
    Ok(connection)
}

/// Loads the stored world, if any.
pub fn load(path: &Path) -> Result<Option<Data>, Error> {
    let connection = open(path)?;
    let json: Option<String> = connection
        .query_row("SELECT json FROM world WHERE id = 1", [], |row| row.get(0))
        .optional()?;
    match json {
        Some(json) => {
            let mut data: Data = serde_json::from_str(&json)?;
            data.reindex();
            Ok(Some(data))
        }
        None => Ok(None),
    }
}

/// Stores the world.
pub fn save(path: &Path, json: &str) -> Result<(), Error> {
    let connection = open(path)?;
    connection.execute(
        "INSERT INTO world (id, json, saved_at) VALUES (1, ?1, datetime('now')) ON CONFLICT(id) DO UPDATE SET json = excluded.json, saved_at = excluded.saved_at",
        [json],
    )?;
    Ok(())
}
