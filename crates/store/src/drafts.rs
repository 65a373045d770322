//! Envelope drafts: what a clerk has put together but not sent yet.

use rusqlite::{OptionalExtension, Row, params};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::error::{Error, Result};
use crate::store::Store;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct EnvelopeDraft {
    pub id: String,
    /// The draft as the UI keeps it (metadata, document paths, recipient).
    pub json: serde_json::Value,
    /// Milliseconds since the Unix epoch.
    #[ts(type = "number")]
    pub updated_at: i64,
}

fn from_row(r: &Row<'_>) -> rusqlite::Result<(String, String, i64)> {
    Ok((r.get(0)?, r.get(1)?, r.get(2)?))
}

fn finish((id, json, updated_at): (String, String, i64)) -> Result<EnvelopeDraft> {
    Ok(EnvelopeDraft {
        id,
        json: serde_json::from_str(&json)?,
        updated_at,
    })
}

impl Store {
    /// Saves a draft (new or changed) and returns it with its new `updated_at`.
    pub fn save_draft(
        &self,
        profile_id: &str,
        id: &str,
        json: &serde_json::Value,
    ) -> Result<EnvelopeDraft> {
        if id.trim().is_empty() {
            return Err(Error::invalid("id", "must not be empty"));
        }
        let now = self.clock().now_ms();
        self.conn.execute(
            "INSERT INTO envelope_drafts (profile_id, id, json, updated_at) VALUES (?1, ?2, ?3, ?4)
             ON CONFLICT (profile_id, id) DO UPDATE SET json = excluded.json, updated_at = excluded.updated_at",
            params![profile_id, id, serde_json::to_string(json)?, now],
        )?;
        Ok(EnvelopeDraft {
            id: id.to_string(),
            json: json.clone(),
            updated_at: now,
        })
    }

    pub fn draft(&self, profile_id: &str, id: &str) -> Result<Option<EnvelopeDraft>> {
        self.conn
            .query_row(
                "SELECT id, json, updated_at FROM envelope_drafts WHERE profile_id = ?1 AND id = ?2",
                [profile_id, id],
                from_row,
            )
            .optional()?
            .map(finish)
            .transpose()
    }

    /// The drafts of a profile, most recently changed first.
    pub fn drafts(&self, profile_id: &str) -> Result<Vec<EnvelopeDraft>> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT id, json, updated_at FROM envelope_drafts WHERE profile_id = ?1
             ORDER BY updated_at DESC, id",
        )?;
        let rows = stmt.query_map([profile_id], from_row)?;
        rows.map(|r| finish(r?)).collect()
    }

    /// Deletes a draft; returns whether it existed.
    pub fn delete_draft(&self, profile_id: &str, id: &str) -> Result<bool> {
        Ok(self.conn.execute(
            "DELETE FROM envelope_drafts WHERE profile_id = ?1 AND id = ?2",
            [profile_id, id],
        )? > 0)
    }
}
