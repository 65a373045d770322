//! Schema migrations keyed on SQLite's `user_version`: migration `i` (0-based) takes the
//! schema from version `i` to `i + 1`. Append new migrations; never edit applied ones.

use rusqlite::Connection;

use crate::error::{Error, Result};

pub(crate) const MIGRATIONS: &[&str] = &[
    // 1: the initial schema.
    r#"
    CREATE TABLE profiles (
        id          TEXT PRIMARY KEY NOT NULL,
        name        TEXT NOT NULL,
        kind        TEXT NOT NULL CHECK (kind IN ('sandbox', 'service')),
        base_url    TEXT NOT NULL,
        client_id   TEXT NOT NULL,
        company_id  TEXT,
        inbox_ids   TEXT NOT NULL DEFAULT '[]',
        scopes      TEXT NOT NULL DEFAULT '[]',
        send_path   TEXT NOT NULL,
        created_at  INTEGER NOT NULL
    );
    CREATE TABLE ebl_cache (
        profile_id  TEXT NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
        id          TEXT NOT NULL,
        json        TEXT NOT NULL,
        fetched_at  INTEGER NOT NULL,
        PRIMARY KEY (profile_id, id)
    ) WITHOUT ROWID;
    CREATE TABLE ebl_refresh (
        profile_id    TEXT PRIMARY KEY NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
        refreshed_at  INTEGER NOT NULL
    );
    CREATE TABLE envelope_drafts (
        profile_id  TEXT NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
        id          TEXT NOT NULL,
        json        TEXT NOT NULL,
        updated_at  INTEGER NOT NULL,
        PRIMARY KEY (profile_id, id)
    );
    CREATE TABLE sent_envelopes (
        profile_id   TEXT NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
        envelope_id  TEXT NOT NULL,
        recipient    TEXT NOT NULL,
        documents    TEXT NOT NULL,
        sent_at      INTEGER NOT NULL,
        PRIMARY KEY (profile_id, envelope_id)
    );
    CREATE INDEX sent_envelopes_by_time ON sent_envelopes (profile_id, sent_at);
    CREATE TABLE contacts (
        profile_id    TEXT NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
        id            TEXT NOT NULL,
        company_name  TEXT NOT NULL,
        inbox_id      TEXT NOT NULL,
        country       TEXT,
        notes         TEXT NOT NULL DEFAULT '',
        PRIMARY KEY (profile_id, id),
        UNIQUE (profile_id, inbox_id)
    );
    CREATE TABLE settings (
        profile_id  TEXT NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
        key         TEXT NOT NULL,
        value       TEXT NOT NULL,
        PRIMARY KEY (profile_id, key)
    );
    "#,
    // 2: the journal of actions and the changes list refreshes observed.
    r#"
    CREATE TABLE journal (
        profile_id  TEXT NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
        id          TEXT NOT NULL,
        ebl_id      TEXT,
        started_at  INTEGER NOT NULL,
        outcome     TEXT NOT NULL,
        -- What the Activity list shows, kept apart from the whole entry so that 100,000 rows
        -- load without parsing their signing data.
        operation   TEXT NOT NULL,
        reference   TEXT,
        counterparty TEXT,
        transaction_hash TEXT,
        detail      TEXT,
        json        TEXT NOT NULL,
        PRIMARY KEY (profile_id, id)
    );
    -- Covers the Activity list's query: its rows are read from the index alone, never from
    -- the entries' JSON (100,000 entries: a 25 MB index instead of a 200 MB table).
    CREATE INDEX journal_activity ON journal (profile_id, started_at, id, operation, outcome,
        ebl_id, reference, counterparty, transaction_hash, detail);
    CREATE INDEX journal_by_ebl ON journal (profile_id, ebl_id, started_at);
    CREATE INDEX journal_unknown ON journal (profile_id, outcome) WHERE outcome = 'unknown';
    CREATE TABLE observations (
        seq         INTEGER PRIMARY KEY AUTOINCREMENT,
        profile_id  TEXT NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
        at          INTEGER NOT NULL,
        ebl_id      TEXT NOT NULL,
        reference   TEXT NOT NULL,
        change      TEXT NOT NULL,
        from_value  TEXT,
        to_value    TEXT
    );
    CREATE INDEX observations_by_ebl ON observations (profile_id, ebl_id, at);
    CREATE INDEX observations_by_time ON observations (profile_id, at);
    "#,
    // 3: bulk actions, each eBL's state on record before its signature.
    r#"
    CREATE TABLE batches (
        profile_id  TEXT NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
        id          TEXT NOT NULL,
        action      TEXT NOT NULL,
        recipient   TEXT,
        created_at  INTEGER NOT NULL,
        closed      INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (profile_id, id)
    );
    CREATE TABLE batch_items (
        profile_id  TEXT NOT NULL,
        batch_id    TEXT NOT NULL,
        seq         INTEGER NOT NULL,
        ebl_id      TEXT NOT NULL,
        reference   TEXT NOT NULL,
        state       TEXT NOT NULL,
        entry_id    TEXT,
        idempotency_key TEXT,
        detail      TEXT,
        PRIMARY KEY (profile_id, batch_id, seq),
        FOREIGN KEY (profile_id, batch_id) REFERENCES batches (profile_id, id) ON DELETE CASCADE
    );
    "#,
    r#"
    -- The eBL list's rows as last shown (their JSON, for whom they were computed, and a
    -- digest of the JSON so the same rows are not written again): a warm launch answers them
    -- at once instead of parsing every cached eBL. Dropped whenever the cached eBLs change;
    -- written again by the next list.
    CREATE TABLE ebl_rows (
        profile_id  TEXT PRIMARY KEY NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
        viewer      TEXT NOT NULL,
        rows        TEXT NOT NULL,
        digest      INTEGER NOT NULL
    );
    "#,
    // 5: what each eBL named when first seen (its title id and surrenderee inbox), so a
    // surrender's target is not believed from the service it is checked against.
    r#"
    CREATE TABLE ebl_first_seen (
        profile_id   TEXT NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
        ebl_id       TEXT NOT NULL,
        title_id     TEXT,
        surrenderee  TEXT,
        seen_at      INTEGER NOT NULL,
        PRIMARY KEY (profile_id, ebl_id)
    ) WITHOUT ROWID;
    CREATE INDEX ebl_first_seen_by_title ON ebl_first_seen (profile_id, title_id);
    "#,
    // 6: registry pins per signing key, across profiles (they were per profile, in settings).
    r#"
    CREATE TABLE registry_pins (
        signer   TEXT NOT NULL,
        kind     TEXT NOT NULL,
        pinned   TEXT,
        offered  TEXT,
        PRIMARY KEY (signer, kind)
    ) WITHOUT ROWID;
    "#,
    // 7: a deleted profile stays as a tombstone (its name, for the Activity screen), so that its
    // journal, observations and batches outlive it: they reference the profile's row, which is
    // no longer deleted (`Store::delete_profile` deletes the profile's other records itself).
    // A column added in place, rather than the journal rebuilt without its foreign key: the
    // migration costs nothing on a journal of 100,000 entries, and the journal's table and its
    // covering index (`journal_activity`) stay exactly as the Activity queries use them.
    r#"
    ALTER TABLE profiles ADD COLUMN deleted_at INTEGER;
    "#,
    // 8: who added a contact and when, and its verification: how the user checked the inbox
    // with the company (a phone call, in person, ...), who did and when. Older contacts have
    // none of these (not known, never verified).
    r#"
    ALTER TABLE contacts ADD COLUMN added_by TEXT;
    ALTER TABLE contacts ADD COLUMN added_at INTEGER;
    ALTER TABLE contacts ADD COLUMN verified_how TEXT;
    ALTER TABLE contacts ADD COLUMN verified_note TEXT;
    ALTER TABLE contacts ADD COLUMN verified_by TEXT;
    ALTER TABLE contacts ADD COLUMN verified_at INTEGER;
    "#,
    // 9: an eBL's copies found by their original without reading every cached eBL (one eBL's
    // detail links them; 100,000 cached eBLs were read and parsed for it). An index on the
    // expression `Store::cached_copies_of` queries, computed from the JSON already stored.
    r#"
    CREATE INDEX ebl_cache_by_original ON ebl_cache (profile_id, json_extract(json, '$.eblCopyId'));
    "#,
    // 10: what needs attention (an item per occasion a watch rule crossed: when it was raised,
    // notified, snoozed until, done or cleared, so that nothing is lost or repeated across
    // restarts), the arrival dates the user set (per eBL, or per vessel and voyage), and the
    // cached eBLs of a vessel and voyage found without reading every cached eBL.
    r#"
    CREATE TABLE attention_items (
        profile_id     TEXT NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
        key            TEXT NOT NULL,
        ebl_id         TEXT,
        ebl_reference  TEXT,
        rule           TEXT NOT NULL,
        reason         TEXT NOT NULL,
        raised_at      INTEGER NOT NULL,
        notified_at    INTEGER,
        snoozed_until  INTEGER,
        done_at        INTEGER,
        cleared_at     INTEGER,
        PRIMARY KEY (profile_id, key)
    ) WITHOUT ROWID;
    CREATE INDEX attention_open ON attention_items (profile_id, raised_at)
        WHERE done_at IS NULL AND cleared_at IS NULL;
    CREATE INDEX attention_by_ebl ON attention_items (profile_id, ebl_id);
    CREATE TABLE arrival_deadlines (
        profile_id  TEXT NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
        -- 'ebl:<id>' or 'voyage:<JSON [vessel, voyage]>': one deadline per eBL or voyage.
        target      TEXT NOT NULL,
        ebl_id      TEXT,
        vessel      TEXT,
        voyage      TEXT,
        arrival_at  INTEGER NOT NULL,
        lead_hours  INTEGER NOT NULL,
        set_at      INTEGER NOT NULL,
        PRIMARY KEY (profile_id, target)
    ) WITHOUT ROWID;
    CREATE INDEX ebl_cache_by_voyage ON ebl_cache (profile_id,
        json_extract(json, '$.vesselName'), json_extract(json, '$.voyageNumber'));
    "#,
    // 11: signing requests approved in this data folder (dual control, issue 42), across
    // profiles: a request is approved once, whichever profile opens it again.
    r#"
    CREATE TABLE approved_requests (
        request_id        TEXT PRIMARY KEY NOT NULL,
        approved_at       INTEGER NOT NULL,
        approver_profile  TEXT NOT NULL
    ) WITHOUT ROWID;
    "#,
    // 12: who prepared and who approved an action a second person approved (the journal
    // entry's `approval.maker` and `approval.approver`), beside the entry like the Activity
    // list's other columns, so that Activity shows and filters them without parsing the
    // entries' JSON; the covering index made again with them. Entries written before (none
    // approved but by a build that had approvals without these columns) are filled from
    // their JSON.
    r#"
    ALTER TABLE journal ADD COLUMN maker TEXT;
    ALTER TABLE journal ADD COLUMN approver TEXT;
    UPDATE journal
       SET maker = json_extract(json, '$.approval.maker'),
           approver = json_extract(json, '$.approval.approver')
     WHERE instr(json, '"approval":') > 0;
    DROP INDEX journal_activity;
    CREATE INDEX journal_activity ON journal (profile_id, started_at, id, operation, outcome,
        ebl_id, reference, counterparty, transaction_hash, detail, maker, approver);
    "#,
];

/// The schema version this build writes.
pub fn latest_version() -> i64 {
    MIGRATIONS.len() as i64
}

/// Brings the schema up to date; a database from a newer app is refused, not touched.
pub(crate) fn migrate(conn: &mut Connection) -> Result<i64> {
    let current: i64 = conn.query_row("PRAGMA user_version", [], |r| r.get(0))?;
    let latest = latest_version();
    if current > latest {
        return Err(Error::TooNew {
            found: current,
            supported: latest,
        });
    }
    for (i, sql) in MIGRATIONS.iter().enumerate().skip(current as usize) {
        let tx = conn.transaction()?;
        tx.execute_batch(sql)?;
        tx.pragma_update(None, "user_version", (i + 1) as i64)?;
        tx.commit()?;
    }
    Ok(latest)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use crate::{AttentionRecord, DeadlineRecord, Store};

    #[test]
    fn a_store_of_version_9_migrates_keeping_its_data_and_gains_attention() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("old.sqlite3");
        {
            // The store as the previous version left it: migrations 1 to 9, a profile, a
            // cached eBL and a setting.
            let mut conn = Connection::open(&path).unwrap();
            for (i, sql) in MIGRATIONS.iter().take(9).enumerate() {
                let tx = conn.transaction().unwrap();
                tx.execute_batch(sql).unwrap();
                tx.pragma_update(None, "user_version", (i + 1) as i64)
                    .unwrap();
                tx.commit().unwrap();
            }
            conn.execute_batch(
                r#"INSERT INTO profiles (id, name, kind, base_url, client_id, send_path, created_at)
                     VALUES ('p', 'P', 'service', 'http://127.0.0.1:1', 'c', '/x', 1);
                   INSERT INTO ebl_cache (profile_id, id, json, fetched_at)
                     VALUES ('p', 'e1', '{"id":"e1","vesselName":"V","voyageNumber":"7"}', 1);
                   INSERT INTO settings (profile_id, key, value) VALUES ('p', 'k', 'v');"#,
            )
            .unwrap();
        }
        let store = Store::open(&path).unwrap();
        assert_eq!(store.schema_version().unwrap(), latest_version());
        assert_eq!(store.setting("p", "k").unwrap().as_deref(), Some("v"));
        assert_eq!(
            store
                .cached_ebls_of_voyage("p", Some("V"), Some("7"))
                .unwrap(),
            ["e1"]
        );
        let item = AttentionRecord::new("k1", Some(("e1", "R")), "newly_held", "why", 5);
        assert!(store.raise_attention("p", &item).unwrap());
        store
            .set_arrival_deadline(
                "p",
                &DeadlineRecord {
                    ebl_id: Some("e1".into()),
                    vessel: None,
                    voyage: None,
                    arrival_at: 10,
                    lead_hours: 1,
                    set_at: 2,
                },
            )
            .unwrap();
        drop(store);
        // Reopened: nothing migrates twice, the new records stay.
        let store = Store::open(&path).unwrap();
        assert_eq!(store.open_attention("p").unwrap(), vec![item]);
        assert!(store.ebl_deadline("p", "e1").unwrap().is_some());
    }

    #[test]
    fn a_store_of_version_11_migrates_and_its_activity_rows_name_both_people() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("old.sqlite3");
        {
            let mut conn = Connection::open(&path).unwrap();
            for (i, sql) in MIGRATIONS.iter().take(11).enumerate() {
                let tx = conn.transaction().unwrap();
                tx.execute_batch(sql).unwrap();
                tx.pragma_update(None, "user_version", (i + 1) as i64)
                    .unwrap();
                tx.commit().unwrap();
            }
            conn.execute_batch(
                r#"INSERT INTO profiles (id, name, kind, base_url, client_id, send_path, created_at)
                     VALUES ('p', 'P', 'service', 'http://127.0.0.1:1', 'c', '/x', 1);
                   INSERT INTO journal (profile_id, id, started_at, outcome, operation, json)
                     VALUES ('p', 'approved', 2, 'submitted', 'TRANSFER_POSSESSION',
                       '{"approval":{"requestId":"r","maker":"clerk@nile.example","approver":"Treasury"}}'),
                       ('p', 'alone', 1, 'submitted', 'TRANSFER_POSSESSION', '{"id":"alone"}');"#,
            )
            .unwrap();
        }
        let store = Store::open(&path).unwrap();
        assert_eq!(store.schema_version().unwrap(), 12);
        let rows = store.journal_rows("p").unwrap();
        let people: Vec<_> = rows
            .iter()
            .map(|r| (r.id.as_str(), r.maker.as_deref(), r.approver.as_deref()))
            .collect();
        assert_eq!(
            people,
            [
                ("approved", Some("clerk@nile.example"), Some("Treasury")),
                ("alone", None, None)
            ]
        );
    }
}
