//! Envelopes sent from this app, for the "sent" list.

use rusqlite::{Row, params};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::error::{Error, Result};
use crate::store::Store;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct SentEnvelope {
    pub envelope_id: String,
    /// The recipient inbox (or a description of it).
    pub recipient: String,
    /// The documents sent (names, sizes, types, as the UI recorded them).
    pub documents: serde_json::Value,
    /// Milliseconds since the Unix epoch.
    #[ts(type = "number")]
    pub sent_at: i64,
}

fn from_row(r: &Row<'_>) -> rusqlite::Result<(String, String, String, i64)> {
    Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?))
}

impl Store {
    /// Records a sent envelope (recording the same envelope again replaces the record).
    pub fn record_sent(&self, profile_id: &str, sent: &SentEnvelope) -> Result<()> {
        if sent.envelope_id.trim().is_empty() {
            return Err(Error::invalid("envelopeId", "must not be empty"));
        }
        self.conn.execute(
            "INSERT OR REPLACE INTO sent_envelopes (profile_id, envelope_id, recipient, documents, sent_at)
             VALUES (?1, ?2, ?3, ?4, ?5)",
            params![
                profile_id,
                sent.envelope_id,
                sent.recipient,
                serde_json::to_string(&sent.documents)?,
                sent.sent_at
            ],
        )?;
        Ok(())
    }

    /// The sent envelopes of a profile, newest first.
    pub fn sent_envelopes(&self, profile_id: &str) -> Result<Vec<SentEnvelope>> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT envelope_id, recipient, documents, sent_at FROM sent_envelopes
             WHERE profile_id = ?1 ORDER BY sent_at DESC, envelope_id",
        )?;
        let rows = stmt.query_map([profile_id], from_row)?;
        rows.map(|r| {
            let (envelope_id, recipient, documents, sent_at) = r?;
            Ok(SentEnvelope {
                envelope_id,
                recipient,
                documents: serde_json::from_str(&documents)?,
                sent_at,
            })
        })
        .collect()
    }
}
