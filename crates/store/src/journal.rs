//! The journal: every action the app signs or submits, written before the signature and
//! updated with its outcome, and the changes each list refresh observed. Both are kept per
//! profile; an eBL's timeline merges them. Entries are never deleted by the app, not even with
//! their profile (`Store::delete_profile` keeps them under the deleted profile's name).

use rusqlite::{OptionalExtension, params};
use serde::{Deserialize, Serialize};

use crate::error::{Error, Result};
use crate::store::Store;

/// What an action's record says about how it ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    /// Started, and how it ended is not known (yet): the app stopped between the signature
    /// and the answer, or the answer was lost. Resolved later by reading the eBL.
    Unknown,
    /// The service accepted it.
    Submitted,
    /// The app refused to sign what the service offered (`detail` names the field).
    Refused,
    /// It did not happen (`detail` holds the error code).
    Failed,
}

impl Outcome {
    pub fn as_str(self) -> &'static str {
        match self {
            Outcome::Unknown => "unknown",
            Outcome::Submitted => "submitted",
            Outcome::Refused => "refused",
            Outcome::Failed => "failed",
        }
    }

    pub fn parse(text: &str) -> Option<Self> {
        Some(match text {
            "unknown" => Outcome::Unknown,
            "submitted" => Outcome::Submitted,
            "refused" => Outcome::Refused,
            "failed" => Outcome::Failed,
            _ => return None,
        })
    }
}

/// The operations the journal records: the service's two signed eBL operations, the app's
/// copy and envelope send, and the registration of the user's key with the company.
pub mod operation {
    pub const TRANSFER_POSSESSION: &str = "TRANSFER_POSSESSION";
    pub const REQUEST_SURRENDER_FOR_DELIVERY: &str = "REQUEST_SURRENDER_FOR_DELIVERY";
    pub const SEND_AS_COPY: &str = "SEND_AS_COPY";
    pub const ENVELOPE_SEND: &str = "ENVELOPE_SEND";
    pub const KEY_REGISTRATION: &str = "KEY_REGISTRATION";
    pub const ALL: [&str; 5] = [
        TRANSFER_POSSESSION,
        REQUEST_SURRENDER_FOR_DELIVERY,
        SEND_AS_COPY,
        ENVELOPE_SEND,
        KEY_REGISTRATION,
    ];
}

/// One action on record. Also the format of an evidence pack's `journal.json`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct JournalEntry {
    /// A UUID made by the app.
    pub id: String,
    /// One of [`operation`].
    pub operation: String,
    #[serde(default)]
    pub ebl_id: Option<String>,
    #[serde(default)]
    pub ebl_reference: Option<String>,
    /// The envelope of an envelope send.
    #[serde(default)]
    pub envelope_id: Option<String>,
    /// The inbox the action names (recipient, or the surrenderee of a surrender request).
    #[serde(default)]
    pub counterparty_inbox: Option<String>,
    #[serde(default)]
    pub counterparty_name: Option<String>,
    /// The signing data as the service issued it (without the signature).
    #[serde(default)]
    pub signing_data: Option<serde_json::Value>,
    /// The 32 bytes signed (hex), recomputed by the app.
    #[serde(default)]
    pub hash: Option<String>,
    /// The signature made (hex); none when nothing was signed.
    #[serde(default)]
    pub signature: Option<String>,
    /// The signer's address.
    #[serde(default)]
    pub signer: Option<String>,
    /// The kind of key that signed: `keyring`, or `pkcs11 MODULE token "LABEL" (SERIAL) key
    /// "LABEL" (id ID)` (absent in entries written before keys in modules, and when nothing
    /// was signed).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub key_kind: Option<String>,
    /// The service's answer to the submission.
    #[serde(default)]
    pub answer: Option<serde_json::Value>,
    #[serde(default)]
    pub transaction_hash: Option<String>,
    /// Milliseconds since the Unix epoch.
    pub started_at: i64,
    #[serde(default)]
    pub ended_at: Option<i64>,
    pub outcome: Outcome,
    /// The refused field, the error code, or how an unknown outcome was resolved.
    #[serde(default)]
    pub detail: Option<String>,
    /// An envelope send's check of its documents against the linked eBL (absent for other
    /// actions, for an envelope linked to no eBL, and in entries written before checks).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub document_check: Option<DocumentCheckRecord>,
    /// An action prepared by one person and approved by another (a signing request, issue 42):
    /// both people and the request file as the approver opened it (absent for other actions
    /// and in entries written before approvals).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub approval: Option<ApprovalRecord>,
}

/// What the journal keeps of a signing request that was approved: who prepared it (and their
/// signature over it), who approved it, and the request file's text exactly as opened.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ApprovalRecord {
    pub request_id: String,
    /// The maker's e-mail, else their profile's name.
    pub maker: String,
    pub maker_profile: String,
    /// The address the maker's signature recovers to (absent: the request was unsigned).
    #[serde(default)]
    pub maker_address: Option<String>,
    #[serde(default)]
    pub maker_signature: Option<String>,
    /// The approver's e-mail, else their profile's name.
    pub approver: String,
    pub approver_profile: String,
    /// The request file's text exactly as opened.
    pub request: String,
}

/// What the journal keeps of an envelope's document check: the eBL checked against, the
/// result's digest and its counts.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DocumentCheckRecord {
    pub ebl_id: String,
    /// The digest of the check's result, as the user acknowledged it.
    pub digest: String,
    /// Differences found between the documents and the eBL.
    pub differences: u32,
    /// Documents that could not be checked (not a PDF, not readable).
    pub not_checked_documents: u32,
    /// The user acknowledged the differences before the send (there were some).
    pub acknowledged: bool,
    /// The check of the presentation against the draft's documentary credit, when it had one
    /// (absent in entries written before credits).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub credit: Option<CreditCheckRecord>,
}

/// What the journal keeps of the check against a documentary credit: the credit (its number
/// and the hash of its texts), the result's digest and what it found.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CreditCheckRecord {
    /// Field 20: the credit's number.
    pub number: String,
    /// SHA-256 (hex) of the credit's texts as imported (MT700, then its MT707s in order).
    pub hash: String,
    /// MT707 amendments applied.
    pub amendments: u32,
    /// The digest of the credit check's result.
    pub digest: String,
    /// Differences found between the presentation and the credit.
    pub differences: u32,
    /// The last day the presentation may reach the bank (ISO).
    pub present_by: String,
    /// The verdict in words.
    pub result: String,
}

/// An entry as the Activity list shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JournalRow {
    pub id: String,
    pub started_at: i64,
    pub operation: String,
    pub outcome: Outcome,
    pub ebl_id: Option<String>,
    pub ebl_reference: Option<String>,
    /// The counterparty's name, else its inbox.
    pub counterparty: Option<String>,
    pub transaction_hash: Option<String>,
    pub detail: Option<String>,
    /// Who prepared it, when a second person approved it ([`ApprovalRecord::maker`]).
    pub maker: Option<String>,
    /// Who approved it ([`ApprovalRecord::approver`]).
    pub approver: Option<String>,
}

/// A change one list refresh saw on one eBL.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ChangeKind {
    /// The eBL became visible.
    Arrived,
    State,
    Holder,
    /// The company now sees it only as a copy.
    BecameCopy,
    /// The eBL is no longer visible.
    Left,
    /// The service notified a change through a rule's webhook: `from` is the notification's
    /// `data.event`, `to` its payload as JSON (a surrender response's decision and message).
    Notified,
}

impl ChangeKind {
    fn as_str(self) -> &'static str {
        match self {
            ChangeKind::Arrived => "arrived",
            ChangeKind::State => "state",
            ChangeKind::Holder => "holder",
            ChangeKind::BecameCopy => "became_copy",
            ChangeKind::Left => "left",
            ChangeKind::Notified => "notified",
        }
    }

    fn parse(text: &str) -> Option<Self> {
        Some(match text {
            "arrived" => ChangeKind::Arrived,
            "state" => ChangeKind::State,
            "holder" => ChangeKind::Holder,
            "became_copy" => ChangeKind::BecameCopy,
            "left" => ChangeKind::Left,
            "notified" => ChangeKind::Notified,
            _ => return None,
        })
    }
}

/// What a refresh observed: an eBL, what changed, from what to what.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Observation {
    /// Milliseconds since the Unix epoch.
    pub at: i64,
    pub ebl_id: String,
    pub ebl_reference: String,
    pub change: ChangeKind,
    #[serde(default)]
    pub from: Option<String>,
    #[serde(default)]
    pub to: Option<String>,
}

impl Store {
    /// Writes an entry, or replaces the earlier record of the same entry (its outcome).
    pub fn save_journal_entry(&self, profile_id: &str, entry: &JournalEntry) -> Result<()> {
        if entry.id.trim().is_empty() {
            return Err(Error::invalid("id", "must not be empty"));
        }
        self.conn.execute(
            "INSERT INTO journal (profile_id, id, ebl_id, started_at, outcome, operation, reference,
                                  counterparty, transaction_hash, detail, json, maker, approver)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)
             ON CONFLICT (profile_id, id) DO UPDATE SET
                ebl_id = excluded.ebl_id, outcome = excluded.outcome, operation = excluded.operation,
                reference = excluded.reference, counterparty = excluded.counterparty,
                transaction_hash = excluded.transaction_hash, detail = excluded.detail,
                json = excluded.json, maker = excluded.maker, approver = excluded.approver",
            params![
                profile_id,
                entry.id,
                entry.ebl_id,
                entry.started_at,
                entry.outcome.as_str(),
                entry.operation,
                entry.ebl_reference,
                entry
                    .counterparty_name
                    .as_ref()
                    .or(entry.counterparty_inbox.as_ref()),
                entry.transaction_hash,
                entry.detail,
                serde_json::to_string(entry)?,
                entry.approval.as_ref().map(|a| &a.maker),
                entry.approval.as_ref().map(|a| &a.approver),
            ],
        )?;
        Ok(())
    }

    /// Writes many entries in one transaction (imports, benchmarks).
    pub fn save_journal_entries(&self, profile_id: &str, entries: &[JournalEntry]) -> Result<()> {
        let tx = self.conn.unchecked_transaction()?;
        for entry in entries {
            self.save_journal_entry(profile_id, entry)?;
        }
        tx.commit()?;
        Ok(())
    }

    pub fn journal_entry(&self, profile_id: &str, id: &str) -> Result<Option<JournalEntry>> {
        let json: Option<String> = self
            .conn
            .query_row(
                "SELECT json FROM journal WHERE profile_id = ?1 AND id = ?2",
                params![profile_id, id],
                |r| r.get(0),
            )
            .optional()?;
        Ok(json.map(|j| serde_json::from_str(&j)).transpose()?)
    }

    /// A profile's entries, newest first; only one eBL's when `ebl_id` is given.
    pub fn journal_entries(
        &self,
        profile_id: &str,
        ebl_id: Option<&str>,
    ) -> Result<Vec<JournalEntry>> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT json FROM journal WHERE profile_id = ?1 AND (?2 IS NULL OR ebl_id = ?2)
             ORDER BY started_at DESC, rowid DESC",
        )?;
        let rows = stmt.query_map(params![profile_id, ebl_id], |r| r.get::<_, String>(0))?;
        rows.map(|json| Ok(serde_json::from_str(&json?)?)).collect()
    }

    /// How many entries a profile's journal holds.
    pub fn journal_count(&self, profile_id: &str) -> Result<u64> {
        let n: i64 = self.conn.query_row(
            "SELECT COUNT(*) FROM journal WHERE profile_id = ?1",
            [profile_id],
            |r| r.get(0),
        )?;
        Ok(u64::try_from(n).unwrap_or(0))
    }

    /// Every entry of a profile as the Activity list shows it (no signing data), newest first.
    pub fn journal_rows(&self, profile_id: &str) -> Result<Vec<JournalRow>> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT id, started_at, operation, outcome, ebl_id, reference, counterparty,
                    transaction_hash, detail, maker, approver
             FROM journal WHERE profile_id = ?1 ORDER BY started_at DESC, id DESC",
        )?;
        let rows = stmt.query_map([profile_id], |r| {
            Ok(JournalRow {
                id: r.get(0)?,
                started_at: r.get(1)?,
                operation: r.get(2)?,
                outcome: Outcome::parse(&r.get::<_, String>(3)?).unwrap_or(Outcome::Unknown),
                ebl_id: r.get(4)?,
                ebl_reference: r.get(5)?,
                counterparty: r.get(6)?,
                transaction_hash: r.get(7)?,
                detail: r.get(8)?,
                maker: r.get(9)?,
                approver: r.get(10)?,
            })
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// The entries whose outcome is not known yet, oldest first.
    pub fn journal_unknown(&self, profile_id: &str) -> Result<Vec<JournalEntry>> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT json FROM journal WHERE profile_id = ?1 AND outcome = 'unknown'
             ORDER BY started_at, rowid",
        )?;
        let rows = stmt.query_map([profile_id], |r| r.get::<_, String>(0))?;
        rows.map(|json| Ok(serde_json::from_str(&json?)?)).collect()
    }

    /// Records what one refresh observed, in one transaction.
    pub fn record_observations(&self, profile_id: &str, seen: &[Observation]) -> Result<()> {
        if seen.is_empty() {
            return Ok(());
        }
        let tx = self.conn.unchecked_transaction()?;
        {
            let mut stmt = tx.prepare_cached(
                "INSERT INTO observations (profile_id, at, ebl_id, reference, change, from_value, to_value)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
            )?;
            for o in seen {
                stmt.execute(params![
                    profile_id,
                    o.at,
                    o.ebl_id,
                    o.ebl_reference,
                    o.change.as_str(),
                    o.from,
                    o.to
                ])?;
            }
        }
        tx.commit()?;
        Ok(())
    }

    /// The observations recorded after `after_seq` (each with its sequence number), oldest
    /// first, those made before `since` (ms) left out: what changed since the last look.
    pub fn observations_after(
        &self,
        profile_id: &str,
        after_seq: i64,
        since: i64,
    ) -> Result<Vec<(i64, Observation)>> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT seq, at, ebl_id, reference, change, from_value, to_value FROM observations
             WHERE seq > ?2 AND profile_id = ?1 AND at >= ?3 ORDER BY seq",
        )?;
        let rows = stmt.query_map(params![profile_id, after_seq, since], |r| {
            Ok((
                r.get::<_, i64>(0)?,
                r.get::<_, i64>(1)?,
                r.get::<_, String>(2)?,
                r.get::<_, String>(3)?,
                r.get::<_, String>(4)?,
                r.get::<_, Option<String>>(5)?,
                r.get::<_, Option<String>>(6)?,
            ))
        })?;
        let mut out = Vec::new();
        for row in rows {
            let (seq, at, ebl_id, ebl_reference, change, from, to) = row?;
            let Some(change) = ChangeKind::parse(&change) else {
                continue;
            };
            out.push((
                seq,
                Observation {
                    at,
                    ebl_id,
                    ebl_reference,
                    change,
                    from,
                    to,
                },
            ));
        }
        Ok(out)
    }

    /// The sequence number of the last observation recorded (of any profile), 0 when none.
    pub fn last_observation_seq(&self) -> Result<i64> {
        Ok(self
            .conn
            .query_row("SELECT COALESCE(MAX(seq), 0) FROM observations", [], |r| {
                r.get(0)
            })?)
    }

    /// Each entry started at or after `since`: its id, its eBL and its outcome as stored (so a
    /// reader polling the shared store sees an action another process took, and its answer),
    /// read from the Activity list's index.
    pub fn journal_started_since(
        &self,
        profile_id: &str,
        since: i64,
    ) -> Result<Vec<(String, Option<String>, String)>> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT id, ebl_id, outcome FROM journal WHERE profile_id = ?1 AND started_at >= ?2
             ORDER BY started_at, id",
        )?;
        let rows = stmt.query_map(params![profile_id, since], |r| {
            Ok((r.get(0)?, r.get(1)?, r.get(2)?))
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// The ids of the entries of `operation` started after `after` and at or before `until`,
    /// oldest first, read from the Activity list's index (not the entries' JSON).
    pub fn journal_ids_started_between(
        &self,
        profile_id: &str,
        operation: &str,
        after: i64,
        until: i64,
    ) -> Result<Vec<String>> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT id FROM journal WHERE profile_id = ?1 AND started_at > ?3 AND started_at <= ?4
               AND operation = ?2 ORDER BY started_at, id",
        )?;
        let rows = stmt.query_map(params![profile_id, operation, after, until], |r| r.get(0))?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// A profile's observations, newest first; only one eBL's when `ebl_id` is given.
    pub fn observations(&self, profile_id: &str, ebl_id: Option<&str>) -> Result<Vec<Observation>> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT at, ebl_id, reference, change, from_value, to_value FROM observations
             WHERE profile_id = ?1 AND (?2 IS NULL OR ebl_id = ?2) ORDER BY at DESC, seq DESC",
        )?;
        let rows = stmt.query_map(params![profile_id, ebl_id], |r| {
            Ok((
                r.get::<_, i64>(0)?,
                r.get::<_, String>(1)?,
                r.get::<_, String>(2)?,
                r.get::<_, String>(3)?,
                r.get::<_, Option<String>>(4)?,
                r.get::<_, Option<String>>(5)?,
            ))
        })?;
        let mut out = Vec::new();
        for row in rows {
            let (at, ebl_id, ebl_reference, change, from, to) = row?;
            // A kind written by a newer version: skipped, not fatal.
            let Some(change) = ChangeKind::parse(&change) else {
                continue;
            };
            out.push(Observation {
                at,
                ebl_id,
                ebl_reference,
                change,
                from,
                to,
            });
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    fn store() -> Store {
        crate::testing::store_with_profile()
    }

    fn entry(id: &str, ebl: &str, at: i64) -> JournalEntry {
        JournalEntry {
            id: id.into(),
            operation: operation::TRANSFER_POSSESSION.into(),
            ebl_id: Some(ebl.into()),
            ebl_reference: Some("REF".into()),
            envelope_id: None,
            counterparty_inbox: None,
            counterparty_name: None,
            signing_data: None,
            hash: None,
            signature: None,
            signer: None,
            key_kind: None,
            answer: None,
            transaction_hash: None,
            started_at: at,
            ended_at: None,
            outcome: Outcome::Unknown,
            detail: None,
            document_check: None,
            approval: None,
        }
    }

    #[test]
    fn an_entry_is_written_first_then_its_outcome_replaces_it() {
        let s = store();
        let mut e = entry("a", "e1", 10);
        s.save_journal_entry("p", &e).unwrap();
        assert_eq!(s.journal_unknown("p").unwrap().len(), 1);
        e.outcome = Outcome::Submitted;
        e.transaction_hash = Some("0xabc".into());
        s.save_journal_entry("p", &e).unwrap();
        assert!(s.journal_unknown("p").unwrap().is_empty());
        let all = s.journal_entries("p", None).unwrap();
        assert_eq!(all, vec![e.clone()]);
        assert_eq!(s.journal_entry("p", "a").unwrap(), Some(e));
        let rows = s.journal_rows("p").unwrap();
        assert_eq!(rows.len(), 1);
        assert_eq!(rows[0].outcome, Outcome::Submitted);
        assert_eq!(rows[0].transaction_hash.as_deref(), Some("0xabc"));
    }

    #[test]
    fn the_activity_list_is_read_from_its_covering_index_alone() {
        let s = store();
        s.delete_profile("p").unwrap();
        let plan: Vec<String> = {
            let mut stmt = s
                .conn
                .prepare(
                    "EXPLAIN QUERY PLAN SELECT id, started_at, operation, outcome, ebl_id, reference,
                        counterparty, transaction_hash, detail
                     FROM journal WHERE profile_id = ?1 ORDER BY started_at DESC, id DESC",
                )
                .unwrap();
            stmt.query_map(["p"], |r| r.get::<_, String>(3))
                .unwrap()
                .map(Result::unwrap)
                .collect()
        };
        assert!(
            plan.iter()
                .any(|step| step.contains("COVERING INDEX journal_activity")),
            "{plan:?}"
        );
    }

    #[test]
    fn entries_come_newest_first_and_by_ebl() {
        let s = store();
        s.save_journal_entry("p", &entry("a", "e1", 10)).unwrap();
        s.save_journal_entry("p", &entry("b", "e2", 20)).unwrap();
        s.save_journal_entry("p", &entry("c", "e1", 30)).unwrap();
        let ids: Vec<_> = s
            .journal_entries("p", None)
            .unwrap()
            .into_iter()
            .map(|e| e.id)
            .collect();
        assert_eq!(ids, ["c", "b", "a"]);
        let ids: Vec<_> = s
            .journal_entries("p", Some("e1"))
            .unwrap()
            .into_iter()
            .map(|e| e.id)
            .collect();
        assert_eq!(ids, ["c", "a"]);
    }

    #[test]
    fn observations_are_kept_in_order_per_ebl() {
        let s = store();
        let o = |at, change, to: &str| Observation {
            at,
            ebl_id: "e1".into(),
            ebl_reference: "REF".into(),
            change,
            from: None,
            to: Some(to.into()),
        };
        s.record_observations(
            "p",
            &[
                o(5, ChangeKind::Arrived, "ISSUED"),
                o(5, ChangeKind::Holder, "x"),
            ],
        )
        .unwrap();
        s.record_observations("p", &[o(9, ChangeKind::State, "SURRENDERED_FOR_DELIVERY")])
            .unwrap();
        let seen = s.observations("p", Some("e1")).unwrap();
        let kinds: Vec<_> = seen.iter().map(|o| o.change).collect();
        assert_eq!(
            kinds,
            [ChangeKind::State, ChangeKind::Holder, ChangeKind::Arrived]
        );
        assert!(s.observations("p", Some("e2")).unwrap().is_empty());
        // What changed since a look: after its sequence number, and not before a time.
        let all = s.observations_after("p", 0, 0).unwrap();
        assert_eq!(all.len(), 3);
        assert_eq!(s.last_observation_seq().unwrap(), all[2].0);
        let after_first = s.observations_after("p", all[0].0, 0).unwrap();
        assert_eq!(after_first.len(), 2);
        let recent = s.observations_after("p", 0, 6).unwrap();
        assert_eq!(recent.len(), 1);
        assert_eq!(recent[0].1.change, ChangeKind::State);
    }

    #[test]
    fn entries_of_an_operation_are_found_by_when_they_started() {
        let s = store();
        s.save_journal_entry("p", &entry("a", "e1", 10)).unwrap();
        s.save_journal_entry("p", &entry("b", "e2", 20)).unwrap();
        let mut c = entry("c", "e1", 30);
        c.operation = operation::REQUEST_SURRENDER_FOR_DELIVERY.into();
        s.save_journal_entry("p", &c).unwrap();
        let op = operation::TRANSFER_POSSESSION;
        assert_eq!(
            s.journal_ids_started_between("p", op, i64::MIN, 30)
                .unwrap(),
            ["a", "b"]
        );
        assert_eq!(
            s.journal_ids_started_between("p", op, 10, 20).unwrap(),
            ["b"]
        );
        assert!(
            s.journal_ids_started_between("p", op, 20, 40)
                .unwrap()
                .is_empty()
        );
    }
}
