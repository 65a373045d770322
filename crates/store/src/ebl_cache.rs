//! The per-profile cache of eBLs as last fetched (raw JSON), so the app opens with data at
//! once and works read-only offline.

use rusqlite::{OptionalExtension, params};

use crate::error::Result;
use crate::store::Store;

/// One cached eBL: its id and the JSON the service returned.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CachedEbl {
    pub id: String,
    pub json: String,
    /// Milliseconds since the Unix epoch.
    pub fetched_at: i64,
}

/// Writes one eBL's JSON, replacing what the cache had for it.
const UPSERT_EBL: &str = "INSERT INTO ebl_cache (profile_id, id, json, fetched_at) VALUES (?1, ?2, ?3, ?4)
     ON CONFLICT (profile_id, id) DO UPDATE SET json = excluded.json, fetched_at = excluded.fetched_at";

/// Forgets a profile's row snapshot: the cached eBLs it was computed from changed.
fn drop_rows(tx: &rusqlite::Transaction<'_>, profile_id: &str) -> Result<()> {
    tx.execute("DELETE FROM ebl_rows WHERE profile_id = ?1", [profile_id])?;
    Ok(())
}

/// Records when a profile's list was last fully refreshed.
fn stamp_refresh(tx: &rusqlite::Transaction<'_>, profile_id: &str, now: i64) -> Result<()> {
    tx.execute(
        "INSERT INTO ebl_refresh (profile_id, refreshed_at) VALUES (?1, ?2)
         ON CONFLICT (profile_id) DO UPDATE SET refreshed_at = excluded.refreshed_at",
        params![profile_id, now],
    )?;
    Ok(())
}

impl Store {
    /// Inserts or replaces `ebls` (id, json) in one transaction, stamped now.
    pub fn upsert_ebls<'a, I>(&self, profile_id: &str, ebls: I) -> Result<i64>
    where
        I: IntoIterator<Item = (&'a str, &'a str)>,
    {
        let now = self.clock().now_ms();
        let tx = self.conn.unchecked_transaction()?;
        {
            let mut stmt = tx.prepare_cached(UPSERT_EBL)?;
            for (id, json) in ebls {
                stmt.execute(params![profile_id, id, json, now])?;
            }
        }
        drop_rows(&tx, profile_id)?;
        tx.commit()?;
        Ok(now)
    }

    /// Replaces the whole cached list of a profile with a full refresh (eBLs no longer listed
    /// are dropped) and records the refresh time, in one transaction.
    pub fn replace_ebls<'a, I>(&self, profile_id: &str, ebls: I) -> Result<i64>
    where
        I: IntoIterator<Item = (&'a str, &'a str)>,
    {
        let now = self.clock().now_ms();
        let tx = self.conn.unchecked_transaction()?;
        tx.execute("DELETE FROM ebl_cache WHERE profile_id = ?1", [profile_id])?;
        drop_rows(&tx, profile_id)?;
        {
            let mut stmt = tx.prepare_cached(
                "INSERT OR REPLACE INTO ebl_cache (profile_id, id, json, fetched_at) VALUES (?1, ?2, ?3, ?4)",
            )?;
            for (id, json) in ebls {
                stmt.execute(params![profile_id, id, json, now])?;
            }
        }
        stamp_refresh(&tx, profile_id, now)?;
        tx.commit()?;
        Ok(now)
    }

    /// Records a full refresh that changed only some eBLs, in one transaction: `listed` are the
    /// ids of every eBL the refresh returned (the others are dropped), `changed` the (id, json)
    /// of those that differ from the cache (new ones included), and the refresh time is
    /// recorded. Unchanged eBLs are not written again: a refresh every 30 s of 10,000 eBLs
    /// writes what changed, not 18 MB. A row's `fetched_at` is when its JSON was last written.
    pub fn refresh_ebls<'a, L, C>(&self, profile_id: &str, listed: L, changed: C) -> Result<i64>
    where
        L: IntoIterator<Item = &'a str>,
        C: IntoIterator<Item = (&'a str, &'a str)>,
    {
        let now = self.clock().now_ms();
        let listed: std::collections::HashSet<&str> = listed.into_iter().collect();
        let tx = self.conn.unchecked_transaction()?;
        let gone: Vec<String> = {
            let mut stmt = tx.prepare_cached("SELECT id FROM ebl_cache WHERE profile_id = ?1")?;
            let ids = stmt.query_map([profile_id], |r| r.get::<_, String>(0))?;
            ids.filter(|id| id.as_ref().map_or(true, |id| !listed.contains(id.as_str())))
                .collect::<rusqlite::Result<_>>()?
        };
        {
            let mut delete =
                tx.prepare_cached("DELETE FROM ebl_cache WHERE profile_id = ?1 AND id = ?2")?;
            for id in &gone {
                delete.execute(params![profile_id, id])?;
            }
            let mut upsert = tx.prepare_cached(UPSERT_EBL)?;
            let mut written = 0;
            for (id, json) in changed {
                written += upsert.execute(params![profile_id, id, json, now])?;
            }
            if written > 0 || !gone.is_empty() {
                drop_rows(&tx, profile_id)?;
            }
        }
        stamp_refresh(&tx, profile_id, now)?;
        tx.commit()?;
        Ok(now)
    }

    /// Every cached eBL of a profile, by id.
    pub fn cached_ebls(&self, profile_id: &str) -> Result<Vec<CachedEbl>> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT id, json, fetched_at FROM ebl_cache WHERE profile_id = ?1 ORDER BY id",
        )?;
        let rows = stmt.query_map([profile_id], |r| {
            Ok(CachedEbl {
                id: r.get(0)?,
                json: r.get(1)?,
                fetched_at: r.get(2)?,
            })
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    pub fn cached_ebl(&self, profile_id: &str, id: &str) -> Result<Option<CachedEbl>> {
        Ok(self
            .conn
            .query_row(
                "SELECT id, json, fetched_at FROM ebl_cache WHERE profile_id = ?1 AND id = ?2",
                [profile_id, id],
                |r| {
                    Ok(CachedEbl {
                        id: r.get(0)?,
                        json: r.get(1)?,
                        fetched_at: r.get(2)?,
                    })
                },
            )
            .optional()?)
    }

    /// The reference of cached eBL `id`, without reading the rest of its JSON into the caller.
    pub fn cached_reference(&self, profile_id: &str, id: &str) -> Result<Option<String>> {
        Ok(self
            .conn
            .prepare_cached(
                "SELECT json_extract(json, '$.reference') FROM ebl_cache
                 WHERE profile_id = ?1 AND id = ?2",
            )?
            .query_row([profile_id, id], |r| r.get::<_, Option<String>>(0))
            .optional()?
            .flatten())
    }

    /// The cached copies of eBL `original` (id, reference), by id: found through the index on
    /// each eBL's `eblCopyId`, not by reading every cached eBL.
    pub fn cached_copies_of(
        &self,
        profile_id: &str,
        original: &str,
    ) -> Result<Vec<(String, String)>> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT id, json_extract(json, '$.reference') FROM ebl_cache
             INDEXED BY ebl_cache_by_original
             WHERE profile_id = ?1 AND json_extract(json, '$.eblCopyId') = ?2",
        )?;
        let rows = stmt.query_map([profile_id, original], |r| {
            Ok((
                r.get(0)?,
                r.get::<_, Option<String>>(1)?.unwrap_or_default(),
            ))
        })?;
        // Without statistics SQLite would walk the primary key (every eBL of the profile):
        // the index is named. Sorted here, as an ORDER BY id would prefer the key too.
        let mut copies: Vec<(String, String)> = rows.collect::<rusqlite::Result<_>>()?;
        copies.sort();
        Ok(copies)
    }

    /// Forgets one cached eBL (no longer visible to the profile), and the rows kept with it.
    pub fn forget_ebl(&self, profile_id: &str, id: &str) -> Result<()> {
        let tx = self.conn.unchecked_transaction()?;
        tx.execute(
            "DELETE FROM ebl_cache WHERE profile_id = ?1 AND id = ?2",
            [profile_id, id],
        )?;
        drop_rows(&tx, profile_id)?;
        tx.commit()?;
        Ok(())
    }

    /// Keeps the list's rows as shown (`rows`, their JSON) and for whom they were computed
    /// (`viewer`), until the cached eBLs change. Rows already kept for the same viewer are not
    /// written again (a refresh every 30 s that changed nothing writes nothing); returns
    /// whether they were written.
    pub fn save_ebl_rows(&self, profile_id: &str, viewer: &str, rows: &str) -> Result<bool> {
        let digest = {
            use std::hash::{Hash, Hasher};
            let mut h = std::collections::hash_map::DefaultHasher::new();
            rows.hash(&mut h);
            // Stored as SQLite's signed 64-bit integer; only equality matters.
            h.finish() as i64
        };
        let written = self.conn.execute(
            "INSERT INTO ebl_rows (profile_id, viewer, rows, digest) VALUES (?1, ?2, ?3, ?4)
             ON CONFLICT (profile_id) DO UPDATE SET viewer = excluded.viewer, rows = excluded.rows,
                 digest = excluded.digest
             WHERE ebl_rows.viewer <> excluded.viewer OR ebl_rows.digest <> excluded.digest",
            params![profile_id, viewer, rows, digest],
        )?;
        Ok(written > 0)
    }

    /// The rows kept by [`Store::save_ebl_rows`] when they were computed for `viewer` and
    /// the cached eBLs have not changed since.
    pub fn ebl_rows(&self, profile_id: &str, viewer: &str) -> Result<Option<String>> {
        Ok(self
            .conn
            .query_row(
                "SELECT rows FROM ebl_rows WHERE profile_id = ?1 AND viewer = ?2",
                [profile_id, viewer],
                |r| r.get(0),
            )
            .optional()?)
    }

    /// When the list was last fully refreshed ([`Store::replace_ebls`]), in ms since the epoch.
    pub fn last_ebl_refresh(&self, profile_id: &str) -> Result<Option<i64>> {
        Ok(self
            .conn
            .query_row(
                "SELECT refreshed_at FROM ebl_refresh WHERE profile_id = ?1",
                [profile_id],
                |r| r.get(0),
            )
            .optional()?)
    }
}

#[cfg(test)]
mod tests {
    use crate::testing::store_with_profile;

    #[test]
    fn an_originals_copies_are_found_through_the_index_not_a_scan() {
        let store = store_with_profile();
        let ebl = |id: &str, reference: &str, copy_of: Option<&str>| {
            serde_json::json!({"id": id, "reference": reference, "eblCopyId": copy_of}).to_string()
        };
        let rows = [
            ("o1", ebl("o1", "REF-1", None)),
            ("c2", ebl("c2", "REF-1", Some("o1"))),
            ("c1", ebl("c1", "REF-1", Some("o1"))),
            ("x", ebl("x", "REF-2", Some("o9"))),
        ];
        store
            .upsert_ebls("p", rows.iter().map(|(i, j)| (*i, j.as_str())))
            .unwrap();
        assert_eq!(
            store.cached_copies_of("p", "o1").unwrap(),
            vec![("c1".into(), "REF-1".into()), ("c2".into(), "REF-1".into())]
        );
        assert!(store.cached_copies_of("p", "c1").unwrap().is_empty());
        assert_eq!(
            store.cached_reference("p", "x").unwrap().as_deref(),
            Some("REF-2")
        );
        assert_eq!(store.cached_reference("p", "nope").unwrap(), None);

        let plan: Vec<String> = store
            .conn
            .prepare(
                "EXPLAIN QUERY PLAN SELECT id, json_extract(json, '$.reference') FROM ebl_cache
                 INDEXED BY ebl_cache_by_original WHERE profile_id = ?1 AND json_extract(json, '$.eblCopyId') = ?2",
            )
            .unwrap()
            .query_map(["p", "o1"], |r| r.get::<_, String>(3))
            .unwrap()
            .collect::<rusqlite::Result<_>>()
            .unwrap();
        assert!(
            plan.iter()
                .any(|step| step.contains("ebl_cache_by_original")),
            "the copies query scans the cache: {plan:?}"
        );
    }
}
