//! Bulk actions ("batches"): one action on many eBLs. A batch and the state of each of its
//! eBLs are written before anything is signed, and each item's state before its signature, so
//! a batch cut off by a crash or a quit is found at the next start with what went through and
//! what did not.

use rusqlite::{OptionalExtension, params};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::error::{Error, Result};
use crate::store::Store;

/// Where one eBL of a batch stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum BatchItemState {
    /// Reviewed, and waiting for its turn to be signed and submitted.
    Waiting,
    /// The action does not apply to this eBL (it is left out; `detail` says why).
    Skipped,
    /// Being signed and submitted (its journal entry is `entry_id`). Found at a start, the
    /// app was stopped in the middle: the journal entry, settled by reading the eBL, tells.
    Submitting,
    /// The service accepted it.
    Done,
    /// The signing guard refused what the service offered; nothing was signed.
    Refused,
    /// It did not happen (`detail` says why); it can be tried again.
    Failed,
    /// Submitted, and the answer was lost: reading the eBL (or the copy's idempotency key on a
    /// retry) tells whether it happened.
    Unknown,
    /// Not signed: the user cancelled, or the app stopped before its turn.
    NotSent,
}

impl BatchItemState {
    pub fn as_str(self) -> &'static str {
        match self {
            BatchItemState::Waiting => "waiting",
            BatchItemState::Skipped => "skipped",
            BatchItemState::Submitting => "submitting",
            BatchItemState::Done => "done",
            BatchItemState::Refused => "refused",
            BatchItemState::Failed => "failed",
            BatchItemState::Unknown => "unknown",
            BatchItemState::NotSent => "not_sent",
        }
    }

    pub fn parse(text: &str) -> Option<Self> {
        Some(match text {
            "waiting" => BatchItemState::Waiting,
            "skipped" => BatchItemState::Skipped,
            "submitting" => BatchItemState::Submitting,
            "done" => BatchItemState::Done,
            "refused" => BatchItemState::Refused,
            "failed" => BatchItemState::Failed,
            "unknown" => BatchItemState::Unknown,
            "not_sent" => BatchItemState::NotSent,
            _ => return None,
        })
    }

    /// Whether a retry may take this item up again (it did not go through, or may not have).
    pub fn retryable(self) -> bool {
        matches!(
            self,
            BatchItemState::Waiting
                | BatchItemState::Submitting
                | BatchItemState::Failed
                | BatchItemState::Unknown
                | BatchItemState::NotSent
        )
    }
}

/// A batch as recorded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BatchRecord {
    pub id: String,
    /// The action, as the desk names it (`TransferPossession`, `SendAsCopy`, ...).
    pub action: String,
    pub recipient_inbox: Option<String>,
    pub created_at: i64,
    /// The user has seen how it ended and put it away.
    pub closed: bool,
}

/// One eBL of a batch.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BatchItemRecord {
    pub seq: u32,
    pub ebl_id: String,
    pub reference: String,
    pub state: BatchItemState,
    /// The journal entry of its last attempt.
    pub entry_id: Option<String>,
    /// For a copy: the `Idempotency-Key` every attempt sends, so a retry makes no second copy.
    pub idempotency_key: Option<String>,
    pub detail: Option<String>,
}

impl Store {
    /// Records a new batch and its items, in one transaction.
    pub fn create_batch(
        &self,
        profile_id: &str,
        batch: &BatchRecord,
        items: &[BatchItemRecord],
    ) -> Result<()> {
        if batch.id.trim().is_empty() {
            return Err(Error::invalid("id", "must not be empty"));
        }
        let tx = self.conn.unchecked_transaction()?;
        tx.execute(
            "INSERT INTO batches (profile_id, id, action, recipient, created_at, closed)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            params![
                profile_id,
                batch.id,
                batch.action,
                batch.recipient_inbox,
                batch.created_at,
                batch.closed
            ],
        )?;
        {
            let mut insert = tx.prepare_cached(
                "INSERT INTO batch_items (profile_id, batch_id, seq, ebl_id, reference, state,
                                          entry_id, idempotency_key, detail)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
            )?;
            for item in items {
                insert.execute(params![
                    profile_id,
                    batch.id,
                    item.seq,
                    item.ebl_id,
                    item.reference,
                    item.state.as_str(),
                    item.entry_id,
                    item.idempotency_key,
                    item.detail
                ])?;
            }
        }
        tx.commit()?;
        Ok(())
    }

    /// Records where one item stands now.
    pub fn update_batch_item(
        &self,
        profile_id: &str,
        batch_id: &str,
        seq: u32,
        state: BatchItemState,
        entry_id: Option<&str>,
        detail: Option<&str>,
    ) -> Result<()> {
        let changed = self.conn.execute(
            "UPDATE batch_items SET state = ?4, entry_id = COALESCE(?5, entry_id), detail = ?6
             WHERE profile_id = ?1 AND batch_id = ?2 AND seq = ?3",
            params![profile_id, batch_id, seq, state.as_str(), entry_id, detail],
        )?;
        if changed == 0 {
            return Err(Error::invalid("seq", "no such batch item"));
        }
        Ok(())
    }

    /// A batch and its items (in their order), if it exists.
    pub fn batch(
        &self,
        profile_id: &str,
        batch_id: &str,
    ) -> Result<Option<(BatchRecord, Vec<BatchItemRecord>)>> {
        let batch = self
            .conn
            .prepare_cached(
                "SELECT id, action, recipient, created_at, closed FROM batches
                 WHERE profile_id = ?1 AND id = ?2",
            )?
            .query_row(params![profile_id, batch_id], |r| {
                Ok(BatchRecord {
                    id: r.get(0)?,
                    action: r.get(1)?,
                    recipient_inbox: r.get(2)?,
                    created_at: r.get(3)?,
                    closed: r.get(4)?,
                })
            })
            .optional()?;
        let Some(batch) = batch else {
            return Ok(None);
        };
        let mut stmt = self.conn.prepare_cached(
            "SELECT seq, ebl_id, reference, state, entry_id, idempotency_key, detail
             FROM batch_items WHERE profile_id = ?1 AND batch_id = ?2 ORDER BY seq",
        )?;
        let rows = stmt.query_map(params![profile_id, batch_id], |r| {
            Ok((
                r.get::<_, u32>(0)?,
                r.get::<_, String>(1)?,
                r.get::<_, String>(2)?,
                r.get::<_, String>(3)?,
                r.get::<_, Option<String>>(4)?,
                r.get::<_, Option<String>>(5)?,
                r.get::<_, Option<String>>(6)?,
            ))
        })?;
        let mut items = Vec::new();
        for row in rows {
            let (seq, ebl_id, reference, state, entry_id, idempotency_key, detail) = row?;
            let state = BatchItemState::parse(&state)
                .ok_or_else(|| Error::invalid("state", "unknown batch item state"))?;
            items.push(BatchItemRecord {
                seq,
                ebl_id,
                reference,
                state,
                entry_id,
                idempotency_key,
                detail,
            });
        }
        Ok(Some((batch, items)))
    }

    /// The ids of the profile's batches the user has not put away, oldest first.
    pub fn open_batches(&self, profile_id: &str) -> Result<Vec<String>> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT id FROM batches WHERE profile_id = ?1 AND closed = 0
             ORDER BY created_at, id",
        )?;
        let rows = stmt.query_map([profile_id], |r| r.get(0))?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// Puts a batch away: it is no longer shown at the start. Its record stays (the journal
    /// holds every attempt in any case).
    pub fn close_batch(&self, profile_id: &str, batch_id: &str) -> Result<()> {
        self.conn.execute(
            "UPDATE batches SET closed = 1 WHERE profile_id = ?1 AND id = ?2",
            params![profile_id, batch_id],
        )?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use crate::testing::{add_profile, store_with_profile};

    fn item(seq: u32, state: BatchItemState) -> BatchItemRecord {
        BatchItemRecord {
            seq,
            ebl_id: format!("ebl-{seq}"),
            reference: format!("REF{seq}"),
            state,
            entry_id: None,
            idempotency_key: Some(format!("key-{seq}")),
            detail: None,
        }
    }

    #[test]
    fn a_batch_keeps_each_items_state_across_a_reopen_until_it_is_closed() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("store.sqlite");
        {
            let store = Store::open(&path).unwrap();
            add_profile(&store);
            let batch = BatchRecord {
                id: "b1".into(),
                action: "TransferPossession".into(),
                recipient_inbox: Some("inbox".into()),
                created_at: 5,
                closed: false,
            };
            let items: Vec<_> = (0..3).map(|i| item(i, BatchItemState::Waiting)).collect();
            store.create_batch("p", &batch, &items).unwrap();
            store
                .update_batch_item("p", "b1", 1, BatchItemState::Submitting, Some("e1"), None)
                .unwrap();
            store
                .update_batch_item("p", "b1", 1, BatchItemState::Done, None, None)
                .unwrap();
            store
                .update_batch_item("p", "b1", 2, BatchItemState::Failed, None, Some("503"))
                .unwrap();
        }
        let store = Store::open(&path).unwrap();
        assert_eq!(store.open_batches("p").unwrap(), vec!["b1".to_owned()]);
        let (batch, items) = store.batch("p", "b1").unwrap().unwrap();
        assert_eq!(batch.recipient_inbox.as_deref(), Some("inbox"));
        let states: Vec<_> = items.iter().map(|i| i.state).collect();
        assert_eq!(
            states,
            [
                BatchItemState::Waiting,
                BatchItemState::Done,
                BatchItemState::Failed
            ]
        );
        assert_eq!(
            items[1].entry_id.as_deref(),
            Some("e1"),
            "kept by a later update"
        );
        assert_eq!(items[2].detail.as_deref(), Some("503"));
        assert_eq!(items[0].idempotency_key.as_deref(), Some("key-0"));
        store.close_batch("p", "b1").unwrap();
        assert!(store.open_batches("p").unwrap().is_empty());
        assert!(
            store.batch("p", "b1").unwrap().is_some(),
            "kept, only put away"
        );
    }

    #[test]
    fn an_update_of_an_item_that_does_not_exist_is_an_error() {
        let store = store_with_profile();
        assert!(
            store
                .update_batch_item("p", "nope", 0, BatchItemState::Done, None, None)
                .is_err()
        );
        assert!(store.batch("p", "nope").unwrap().is_none());
    }
}
