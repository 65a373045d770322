//! What needs attention, per profile: one item per occasion a watch rule crossed (an eBL's
//! surrender answered, a request pending too long, ...), with when it was raised, notified,
//! snoozed until, marked done by the user or cleared because its condition passed; and the
//! arrival dates the user set, per eBL or per vessel and voyage. The desk decides what to raise
//! (tdx-desk's `attention`); the store keeps each occasion once, so a restart neither loses
//! nor repeats one.

use rusqlite::{OptionalExtension, Row, params};

use crate::error::{Error, Result};
use crate::store::Store;

/// An item as the store keeps it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AttentionRecord {
    /// Stable per occasion (`<rule>:<ebl id>:<what raised it>`).
    pub key: String,
    pub ebl_id: Option<String>,
    pub ebl_reference: Option<String>,
    /// The rule's name (`surrender_rejected`, ...).
    pub rule: String,
    /// In words.
    pub reason: String,
    /// Milliseconds since the Unix epoch, like every time below.
    pub raised_at: i64,
    /// When the user was told (a desktop notification); `None`: not yet.
    pub notified_at: Option<i64>,
    pub snoozed_until: Option<i64>,
    /// The user marked it done: it never comes back.
    pub done_at: Option<i64>,
    /// Its condition passed (the surrender was requested before the deadline, ...).
    pub cleared_at: Option<i64>,
}

impl AttentionRecord {
    /// A new item raised at `raised_at`, not yet notified.
    pub fn new(
        key: impl Into<String>,
        ebl: Option<(&str, &str)>,
        rule: &str,
        reason: impl Into<String>,
        raised_at: i64,
    ) -> Self {
        AttentionRecord {
            key: key.into(),
            ebl_id: ebl.map(|(id, _)| id.to_owned()),
            ebl_reference: ebl.map(|(_, r)| r.to_owned()),
            rule: rule.to_owned(),
            reason: reason.into(),
            raised_at,
            notified_at: None,
            snoozed_until: None,
            done_at: None,
            cleared_at: None,
        }
    }

    /// Neither done nor cleared.
    pub fn is_open(&self) -> bool {
        self.done_at.is_none() && self.cleared_at.is_none()
    }
}

/// A cached eBL as an hourly look at the held eBLs sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CachedHolder {
    pub id: String,
    pub reference: String,
    /// The possessor's inbox (UUID text).
    pub holder: Option<String>,
    pub copy: bool,
    pub state: String,
}

/// An arrival date the user set: for one eBL (`ebl_id`), or for every eBL of a vessel and
/// voyage (`ebl_id` none).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeadlineRecord {
    pub ebl_id: Option<String>,
    pub vessel: Option<String>,
    pub voyage: Option<String>,
    pub arrival_at: i64,
    pub lead_hours: u32,
    pub set_at: i64,
}

impl DeadlineRecord {
    /// When the eBL must be surrendered by: the arrival less the lead time.
    pub fn surrender_by(&self) -> i64 {
        self.arrival_at
            .saturating_sub(i64::from(self.lead_hours).saturating_mul(3_600_000))
    }

    fn target(&self) -> String {
        match &self.ebl_id {
            Some(id) => ebl_target(id),
            None => voyage_target(self.vessel.as_deref(), self.voyage.as_deref()),
        }
    }
}

fn ebl_target(ebl_id: &str) -> String {
    format!("ebl:{ebl_id}")
}

fn voyage_target(vessel: Option<&str>, voyage: Option<&str>) -> String {
    format!("voyage:{}", serde_json::json!([vessel, voyage]))
}

const ITEM_COLUMNS: &str = "key, ebl_id, ebl_reference, rule, reason, raised_at, notified_at, \
                            snoozed_until, done_at, cleared_at";

fn item_from_row(r: &Row<'_>) -> rusqlite::Result<AttentionRecord> {
    Ok(AttentionRecord {
        key: r.get(0)?,
        ebl_id: r.get(1)?,
        ebl_reference: r.get(2)?,
        rule: r.get(3)?,
        reason: r.get(4)?,
        raised_at: r.get(5)?,
        notified_at: r.get(6)?,
        snoozed_until: r.get(7)?,
        done_at: r.get(8)?,
        cleared_at: r.get(9)?,
    })
}

const DEADLINE_COLUMNS: &str = "ebl_id, vessel, voyage, arrival_at, lead_hours, set_at";

fn deadline_from_row(r: &Row<'_>) -> rusqlite::Result<DeadlineRecord> {
    Ok(DeadlineRecord {
        ebl_id: r.get(0)?,
        vessel: r.get(1)?,
        voyage: r.get(2)?,
        arrival_at: r.get(3)?,
        lead_hours: u32::try_from(r.get::<_, i64>(4)?).unwrap_or(u32::MAX),
        set_at: r.get(5)?,
    })
}

impl Store {
    /// Keeps `item` unless an item with its key was ever kept (open, done or cleared): each
    /// occasion is raised once. Returns whether it was new.
    pub fn raise_attention(&self, profile_id: &str, item: &AttentionRecord) -> Result<bool> {
        if item.key.trim().is_empty() {
            return Err(Error::invalid("key", "must not be empty"));
        }
        Ok(self.conn.execute(
            "INSERT OR IGNORE INTO attention_items
                (profile_id, key, ebl_id, ebl_reference, rule, reason, raised_at, notified_at,
                 snoozed_until, done_at, cleared_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)",
            params![
                profile_id,
                item.key,
                item.ebl_id,
                item.ebl_reference,
                item.rule,
                item.reason,
                item.raised_at,
                item.notified_at,
                item.snoozed_until,
                item.done_at,
                item.cleared_at
            ],
        )? > 0)
    }

    /// Opens again an item that was cleared (not one the user marked done) because its
    /// condition holds again: raised anew at `at` with `reason`, to be notified. Returns whether
    /// it was reopened.
    pub fn reopen_attention(
        &self,
        profile_id: &str,
        key: &str,
        reason: &str,
        at: i64,
    ) -> Result<bool> {
        Ok(self.conn.execute(
            "UPDATE attention_items SET cleared_at = NULL, raised_at = ?3, reason = ?4,
                    notified_at = NULL, snoozed_until = NULL
             WHERE profile_id = ?1 AND key = ?2 AND cleared_at IS NOT NULL AND done_at IS NULL",
            params![profile_id, key, at, reason],
        )? > 0)
    }

    /// The answers told of the user's actions (surrender accepted or rejected, a transfer that
    /// went through), whatever their state: (the action's journal entry id, the sentence).
    pub fn attention_answers(&self, profile_id: &str) -> Result<Vec<(String, String)>> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT key, reason FROM attention_items WHERE profile_id = ?1
             AND rule IN ('surrender_rejected', 'surrender_accepted', 'transfer_went_through')",
        )?;
        let rows = stmt.query_map([profile_id], |r| {
            let key: String = r.get(0)?;
            // Keys are `<rule>:<eBL id>:<journal entry id>`.
            let entry = key.rsplit(':').next().unwrap_or_default().to_owned();
            Ok((entry, r.get(1)?))
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// The item with `key`, whatever its state.
    pub fn attention_item(&self, profile_id: &str, key: &str) -> Result<Option<AttentionRecord>> {
        Ok(self
            .conn
            .prepare_cached(&format!(
                "SELECT {ITEM_COLUMNS} FROM attention_items WHERE profile_id = ?1 AND key = ?2"
            ))?
            .query_row(params![profile_id, key], item_from_row)
            .optional()?)
    }

    /// The items neither done nor cleared (snoozed ones too), newest first.
    pub fn open_attention(&self, profile_id: &str) -> Result<Vec<AttentionRecord>> {
        let mut stmt = self.conn.prepare_cached(&format!(
            "SELECT {ITEM_COLUMNS} FROM attention_items
             WHERE profile_id = ?1 AND done_at IS NULL AND cleared_at IS NULL
             ORDER BY raised_at DESC, key"
        ))?;
        let rows = stmt.query_map([profile_id], item_from_row)?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// Every item about one eBL, open or not, oldest first (the evidence pack).
    pub fn attention_of_ebl(&self, profile_id: &str, ebl_id: &str) -> Result<Vec<AttentionRecord>> {
        let mut stmt = self.conn.prepare_cached(&format!(
            "SELECT {ITEM_COLUMNS} FROM attention_items WHERE profile_id = ?1 AND ebl_id = ?2
             ORDER BY raised_at, key"
        ))?;
        let rows = stmt.query_map([profile_id, ebl_id], item_from_row)?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// Snoozes an open item until `until`. Returns whether there was one.
    pub fn snooze_attention(&self, profile_id: &str, key: &str, until: i64) -> Result<bool> {
        Ok(self.conn.execute(
            "UPDATE attention_items SET snoozed_until = ?3
             WHERE profile_id = ?1 AND key = ?2 AND done_at IS NULL AND cleared_at IS NULL",
            params![profile_id, key, until],
        )? > 0)
    }

    /// The user is done with an item: it never comes back. Returns whether there was one open.
    pub fn attention_done(&self, profile_id: &str, key: &str, at: i64) -> Result<bool> {
        Ok(self.conn.execute(
            "UPDATE attention_items SET done_at = ?3
             WHERE profile_id = ?1 AND key = ?2 AND done_at IS NULL",
            params![profile_id, key, at],
        )? > 0)
    }

    /// Its condition passed: the item leaves the list (not done: it may open again). Returns
    /// whether it was open.
    pub fn clear_attention(&self, profile_id: &str, key: &str, at: i64) -> Result<bool> {
        Ok(self.conn.execute(
            "UPDATE attention_items SET cleared_at = ?3
             WHERE profile_id = ?1 AND key = ?2 AND done_at IS NULL AND cleared_at IS NULL",
            params![profile_id, key, at],
        )? > 0)
    }

    /// The items to tell the user of at `now`, marked told, in one transaction: those raised
    /// and not yet told, and those whose snooze ended (their snooze is lifted). Snoozed items
    /// wait for their time.
    pub fn take_attention_to_notify(
        &self,
        profile_id: &str,
        now: i64,
    ) -> Result<Vec<AttentionRecord>> {
        let tx = self.conn.unchecked_transaction()?;
        let taken = {
            let mut stmt = tx.prepare_cached(&format!(
                "SELECT {ITEM_COLUMNS} FROM attention_items
                 WHERE profile_id = ?1 AND done_at IS NULL AND cleared_at IS NULL
                   AND ((notified_at IS NULL AND (snoozed_until IS NULL OR snoozed_until <= ?2))
                        OR snoozed_until <= ?2)
                 ORDER BY raised_at DESC, key"
            ))?;
            let rows = stmt.query_map(params![profile_id, now], item_from_row)?;
            rows.collect::<rusqlite::Result<Vec<_>>>()?
        };
        {
            let mut mark = tx.prepare_cached(
                "UPDATE attention_items SET notified_at = ?3, snoozed_until = NULL
                 WHERE profile_id = ?1 AND key = ?2",
            )?;
            for item in &taken {
                mark.execute(params![profile_id, item.key, now])?;
            }
        }
        tx.commit()?;
        Ok(taken
            .into_iter()
            .map(|mut item| {
                item.notified_at = Some(now);
                item.snoozed_until = None;
                item
            })
            .collect())
    }

    /// Sets (or replaces) the deadline of its eBL or its vessel and voyage.
    pub fn set_arrival_deadline(&self, profile_id: &str, deadline: &DeadlineRecord) -> Result<()> {
        if deadline.ebl_id.is_none() && deadline.vessel.is_none() && deadline.voyage.is_none() {
            return Err(Error::invalid(
                "deadline",
                "names neither an eBL nor a vessel or voyage",
            ));
        }
        self.conn.execute(
            "INSERT OR REPLACE INTO arrival_deadlines
                (profile_id, target, ebl_id, vessel, voyage, arrival_at, lead_hours, set_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
            params![
                profile_id,
                deadline.target(),
                deadline.ebl_id,
                deadline.vessel,
                deadline.voyage,
                deadline.arrival_at,
                i64::from(deadline.lead_hours),
                deadline.set_at
            ],
        )?;
        Ok(())
    }

    /// The deadline set for eBL `ebl_id` itself.
    pub fn ebl_deadline(&self, profile_id: &str, ebl_id: &str) -> Result<Option<DeadlineRecord>> {
        self.deadline_by_target(profile_id, &ebl_target(ebl_id))
    }

    /// The deadline set for every eBL of a vessel and voyage.
    pub fn voyage_deadline(
        &self,
        profile_id: &str,
        vessel: Option<&str>,
        voyage: Option<&str>,
    ) -> Result<Option<DeadlineRecord>> {
        self.deadline_by_target(profile_id, &voyage_target(vessel, voyage))
    }

    fn deadline_by_target(&self, profile_id: &str, target: &str) -> Result<Option<DeadlineRecord>> {
        Ok(self
            .conn
            .prepare_cached(&format!(
                "SELECT {DEADLINE_COLUMNS} FROM arrival_deadlines
                 WHERE profile_id = ?1 AND target = ?2"
            ))?
            .query_row(params![profile_id, target], deadline_from_row)
            .optional()?)
    }

    /// Removes the deadline of eBL `ebl_id`; returns whether there was one.
    pub fn clear_ebl_deadline(&self, profile_id: &str, ebl_id: &str) -> Result<bool> {
        self.clear_deadline_target(profile_id, &ebl_target(ebl_id))
    }

    /// Removes the deadline of a vessel and voyage; returns whether there was one.
    pub fn clear_voyage_deadline(
        &self,
        profile_id: &str,
        vessel: Option<&str>,
        voyage: Option<&str>,
    ) -> Result<bool> {
        self.clear_deadline_target(profile_id, &voyage_target(vessel, voyage))
    }

    fn clear_deadline_target(&self, profile_id: &str, target: &str) -> Result<bool> {
        Ok(self.conn.execute(
            "DELETE FROM arrival_deadlines WHERE profile_id = ?1 AND target = ?2",
            params![profile_id, target],
        )? > 0)
    }

    /// Every deadline of a profile (a few: one per eBL or voyage the user dated), by time due.
    pub fn arrival_deadlines(&self, profile_id: &str) -> Result<Vec<DeadlineRecord>> {
        let mut stmt = self.conn.prepare_cached(&format!(
            "SELECT {DEADLINE_COLUMNS} FROM arrival_deadlines WHERE profile_id = ?1
             ORDER BY arrival_at - lead_hours * 3600000, target"
        ))?;
        let rows = stmt.query_map([profile_id], deadline_from_row)?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// Every cached eBL's id, reference, holder (inbox) and whether it is a copy, read from
    /// the stored JSON by SQLite (no eBL parsed): what an hourly look at the held eBLs needs.
    pub fn cached_holders(&self, profile_id: &str) -> Result<Vec<CachedHolder>> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT id, json_extract(json, '$.reference'), json_extract(json, '$.possessionId'),
                    json_extract(json, '$.eblCopyId') IS NOT NULL, json_extract(json, '$.state')
             FROM ebl_cache WHERE profile_id = ?1",
        )?;
        let rows = stmt.query_map([profile_id], |r| {
            Ok(CachedHolder {
                id: r.get(0)?,
                reference: r.get::<_, Option<String>>(1)?.unwrap_or_default(),
                holder: r.get(2)?,
                copy: r.get(3)?,
                state: r.get::<_, Option<String>>(4)?.unwrap_or_default(),
            })
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// When something last happened to each eBL of a profile (ms): the latest of its first
    /// sighting, the changes observed and the actions on record. Read from their indexes.
    pub fn last_activity_by_ebl(
        &self,
        profile_id: &str,
    ) -> Result<std::collections::HashMap<String, i64>> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT ebl_id, MAX(t) FROM (
                 SELECT ebl_id, MAX(at) AS t FROM observations WHERE profile_id = ?1
                   GROUP BY ebl_id
                 UNION ALL
                 SELECT ebl_id, MAX(started_at) FROM journal
                   WHERE profile_id = ?1 AND ebl_id IS NOT NULL GROUP BY ebl_id
                 UNION ALL
                 SELECT ebl_id, seen_at FROM ebl_first_seen WHERE profile_id = ?1
             ) GROUP BY ebl_id",
        )?;
        let rows = stmt.query_map([profile_id], |r| Ok((r.get(0)?, r.get(1)?)))?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// The ids of the cached eBLs of a vessel and voyage (by an index, not by reading every
    /// cached eBL).
    pub fn cached_ebls_of_voyage(
        &self,
        profile_id: &str,
        vessel: Option<&str>,
        voyage: Option<&str>,
    ) -> Result<Vec<String>> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT id FROM ebl_cache WHERE profile_id = ?1
               AND json_extract(json, '$.vesselName') IS ?2
               AND json_extract(json, '$.voyageNumber') IS ?3
             ORDER BY id",
        )?;
        let rows = stmt.query_map(params![profile_id, vessel, voyage], |r| r.get(0))?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use crate::testing::store_with_profile;

    fn item(key: &str, at: i64) -> AttentionRecord {
        AttentionRecord::new(key, Some(("e1", "REF1")), "surrender_rejected", "why", at)
    }

    #[test]
    fn an_occasion_is_raised_once_and_told_once() {
        let s = store_with_profile();
        assert!(s.raise_attention("p", &item("a", 10)).unwrap());
        assert!(
            !s.raise_attention("p", &item("a", 20)).unwrap(),
            "kept once"
        );
        let told = s.take_attention_to_notify("p", 30).unwrap();
        assert_eq!(told.len(), 1);
        assert_eq!(told[0].raised_at, 10);
        assert!(s.take_attention_to_notify("p", 40).unwrap().is_empty());
        // Done: gone from the open items, and never raised again.
        assert!(s.attention_done("p", "a", 50).unwrap());
        assert!(s.open_attention("p").unwrap().is_empty());
        assert!(!s.raise_attention("p", &item("a", 60)).unwrap());
        assert!(!s.reopen_attention("p", "a", "again", 70).unwrap());
        assert_eq!(s.attention_of_ebl("p", "e1").unwrap().len(), 1);
    }

    #[test]
    fn a_snoozed_item_is_told_again_when_its_snooze_ends() {
        let s = store_with_profile();
        s.raise_attention("p", &item("a", 10)).unwrap();
        s.take_attention_to_notify("p", 11).unwrap();
        assert!(s.snooze_attention("p", "a", 100).unwrap());
        assert!(s.take_attention_to_notify("p", 99).unwrap().is_empty());
        let back = s.take_attention_to_notify("p", 100).unwrap();
        assert_eq!(back.len(), 1);
        assert_eq!(back[0].snoozed_until, None);
        assert_eq!(
            s.attention_item("p", "a").unwrap().unwrap().snoozed_until,
            None
        );
        assert!(s.take_attention_to_notify("p", 200).unwrap().is_empty());
    }

    #[test]
    fn a_cleared_item_may_open_again_and_is_told_again() {
        let s = store_with_profile();
        s.raise_attention("p", &item("a", 10)).unwrap();
        s.take_attention_to_notify("p", 11).unwrap();
        assert!(s.clear_attention("p", "a", 12).unwrap());
        assert!(s.open_attention("p").unwrap().is_empty());
        assert!(s.reopen_attention("p", "a", "again", 13).unwrap());
        let told = s.take_attention_to_notify("p", 14).unwrap();
        assert_eq!(told[0].reason, "again");
    }

    #[test]
    fn the_last_activity_of_an_ebl_is_its_latest_sighting_change_or_action() {
        let s = store_with_profile();
        s.remember_first_seen(
            "p",
            &[
                crate::FirstSeen {
                    ebl_id: "e1".into(),
                    title_id: None,
                    surrenderee: None,
                    seen_at: 5,
                },
                crate::FirstSeen {
                    ebl_id: "e2".into(),
                    title_id: None,
                    surrenderee: None,
                    seen_at: 7,
                },
            ],
        )
        .unwrap();
        s.record_observations(
            "p",
            &[crate::Observation {
                at: 40,
                ebl_id: "e1".into(),
                ebl_reference: "R1".into(),
                change: crate::ChangeKind::State,
                from: None,
                to: None,
            }],
        )
        .unwrap();
        let last = s.last_activity_by_ebl("p").unwrap();
        assert_eq!(last.get("e1"), Some(&40));
        assert_eq!(last.get("e2"), Some(&7));
    }

    #[test]
    fn deadlines_are_kept_per_ebl_and_per_voyage() {
        let s = store_with_profile();
        let own = DeadlineRecord {
            ebl_id: Some("e1".into()),
            vessel: None,
            voyage: None,
            arrival_at: 100 * 3_600_000,
            lead_hours: 48,
            set_at: 1,
        };
        let voyage = DeadlineRecord {
            ebl_id: None,
            vessel: Some("MSC Aurora".into()),
            voyage: Some("042W".into()),
            arrival_at: 10 * 3_600_000,
            lead_hours: 2,
            set_at: 2,
        };
        s.set_arrival_deadline("p", &own).unwrap();
        s.set_arrival_deadline("p", &voyage).unwrap();
        assert_eq!(own.surrender_by(), 52 * 3_600_000);
        assert_eq!(s.ebl_deadline("p", "e1").unwrap(), Some(own.clone()));
        assert_eq!(
            s.voyage_deadline("p", Some("MSC Aurora"), Some("042W"))
                .unwrap(),
            Some(voyage.clone())
        );
        assert_eq!(
            s.voyage_deadline("p", Some("MSC Aurora"), None).unwrap(),
            None
        );
        assert_eq!(s.arrival_deadlines("p").unwrap(), vec![voyage, own]);
        assert!(s.clear_ebl_deadline("p", "e1").unwrap());
        assert!(!s.clear_ebl_deadline("p", "e1").unwrap());
        assert!(
            s.clear_voyage_deadline("p", Some("MSC Aurora"), Some("042W"))
                .unwrap()
        );
        assert!(s.arrival_deadlines("p").unwrap().is_empty());
    }

    #[test]
    fn the_cached_ebls_of_a_voyage_are_found_by_index() {
        let s = store_with_profile();
        s.upsert_ebls(
            "p",
            [
                ("a", r#"{"id":"a","vesselName":"V","voyageNumber":"1"}"#),
                ("b", r#"{"id":"b","vesselName":"V","voyageNumber":"2"}"#),
                ("c", r#"{"id":"c","vesselName":"V","voyageNumber":"1"}"#),
                ("d", r#"{"id":"d","vesselName":"V"}"#),
            ],
        )
        .unwrap();
        assert_eq!(
            s.cached_ebls_of_voyage("p", Some("V"), Some("1")).unwrap(),
            ["a", "c"]
        );
        assert_eq!(
            s.cached_ebls_of_voyage("p", Some("V"), None).unwrap(),
            ["d"]
        );
        let holders = s.cached_holders("p").unwrap();
        assert_eq!(holders.len(), 4);
        assert!(holders.iter().all(|h| h.holder.is_none() && !h.copy));
        let plan: Vec<String> = {
            let mut stmt = s
                .conn
                .prepare(
                    "EXPLAIN QUERY PLAN SELECT id FROM ebl_cache WHERE profile_id = ?1
                       AND json_extract(json, '$.vesselName') IS ?2
                       AND json_extract(json, '$.voyageNumber') IS ?3",
                )
                .unwrap();
            stmt.query_map(params!["p", "V", "1"], |r| r.get::<_, String>(3))
                .unwrap()
                .map(Result::unwrap)
                .collect()
        };
        assert!(
            plan.iter().any(|step| step.contains("ebl_cache_by_voyage")),
            "{plan:?}"
        );
    }
}
