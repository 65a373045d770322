//! Profiles: which service the app talks to and how (secrets are in the keyring).

use rusqlite::{OptionalExtension, Row, params};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::error::{Error, Result};
use crate::store::Store;

/// Where a profile's service lives: the one kind of profile of the whole app (the store, the
/// use cases and the window all use this type).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "lowercase")]
#[ts(export)]
pub enum ProfileKind {
    /// The emulator that ships with the app, started in-process on the loopback interface.
    Sandbox,
    /// A deployment of the service at a base URL, configured by the user.
    Service,
}

impl ProfileKind {
    pub fn as_str(self) -> &'static str {
        match self {
            ProfileKind::Sandbox => "sandbox",
            ProfileKind::Service => "service",
        }
    }

    fn parse(s: &str) -> Option<Self> {
        match s {
            "sandbox" => Some(ProfileKind::Sandbox),
            "service" => Some(ProfileKind::Service),
            _ => None,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename = "StoredProfile")]
pub struct Profile {
    pub id: String,
    pub name: String,
    pub kind: ProfileKind,
    pub base_url: String,
    pub client_id: String,
    pub company_id: Option<String>,
    pub inbox_ids: Vec<String>,
    pub scopes: Vec<String>,
    /// Path of the envelope-send extension.
    pub send_path: String,
    /// Milliseconds since the Unix epoch; set by the store when the profile is first saved.
    #[ts(type = "number")]
    pub created_at: i64,
}

impl Profile {
    /// The company id as a UUID (the desk checks it is one before saving it).
    pub fn company_uuid(&self) -> Option<uuid::Uuid> {
        self.company_id
            .as_deref()
            .and_then(|c| uuid::Uuid::parse_str(c).ok())
    }

    /// The inbox ids as UUIDs (the desk checks they are before saving them).
    pub fn inbox_uuids(&self) -> Vec<uuid::Uuid> {
        self.inbox_ids
            .iter()
            .filter_map(|i| uuid::Uuid::parse_str(i).ok())
            .collect()
    }
}

fn from_row(row: &Row<'_>) -> rusqlite::Result<(Profile, String, String, String)> {
    Ok((
        Profile {
            id: row.get("id")?,
            name: row.get("name")?,
            kind: ProfileKind::Sandbox,
            base_url: row.get("base_url")?,
            client_id: row.get("client_id")?,
            company_id: row.get("company_id")?,
            inbox_ids: Vec::new(),
            scopes: Vec::new(),
            send_path: row.get("send_path")?,
            created_at: row.get("created_at")?,
        },
        row.get("kind")?,
        row.get("inbox_ids")?,
        row.get("scopes")?,
    ))
}

fn finish((mut p, kind, inboxes, scopes): (Profile, String, String, String)) -> Result<Profile> {
    p.kind = ProfileKind::parse(&kind).ok_or_else(|| Error::invalid("kind", kind.clone()))?;
    p.inbox_ids = serde_json::from_str(&inboxes)?;
    p.scopes = serde_json::from_str(&scopes)?;
    Ok(p)
}

impl Store {
    /// Inserts or updates a profile (by id). `created_at` is kept from the first save.
    pub fn save_profile(&self, profile: &Profile) -> Result<Profile> {
        if profile.id.trim().is_empty() {
            return Err(Error::invalid("id", "must not be empty"));
        }
        if profile.name.trim().is_empty() {
            return Err(Error::invalid("name", "must not be empty"));
        }
        self.conn.execute(
            "INSERT INTO profiles (id, name, kind, base_url, client_id, company_id, inbox_ids, scopes, send_path, created_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)
             ON CONFLICT (id) DO UPDATE SET name = excluded.name, kind = excluded.kind,
               base_url = excluded.base_url, client_id = excluded.client_id,
               company_id = excluded.company_id, inbox_ids = excluded.inbox_ids,
               scopes = excluded.scopes, send_path = excluded.send_path
             WHERE profiles.deleted_at IS NULL",
            params![
                profile.id,
                profile.name.trim(),
                profile.kind.as_str(),
                profile.base_url,
                profile.client_id,
                profile.company_id,
                serde_json::to_string(&profile.inbox_ids)?,
                serde_json::to_string(&profile.scopes)?,
                profile.send_path,
                self.clock().now_ms(),
            ],
        )?;
        self.profile(&profile.id)?.ok_or_else(|| Error::NotFound {
            what: "profile",
            id: profile.id.clone(),
        })
    }

    /// The profile `id`, unless it does not exist or was deleted.
    pub fn profile(&self, id: &str) -> Result<Option<Profile>> {
        self.conn
            .query_row(
                "SELECT * FROM profiles WHERE id = ?1 AND deleted_at IS NULL",
                [id],
                from_row,
            )
            .optional()?
            .map(finish)
            .transpose()
    }

    /// All profiles (not the deleted ones), oldest first.
    pub fn profiles(&self) -> Result<Vec<Profile>> {
        let mut stmt = self
            .conn
            .prepare("SELECT * FROM profiles WHERE deleted_at IS NULL ORDER BY created_at, id")?;
        let rows = stmt.query_map([], from_row)?;
        rows.map(|r| finish(r?)).collect()
    }

    /// Deletes a profile with its cache, drafts, sent envelopes, contacts, settings and every
    /// other record of it, except its record of what was done: its journal, the changes its
    /// refreshes observed and its bulk actions ([`KEPT_AFTER_DELETION`]). Those stay readable
    /// under its name, which stays as a tombstone ([`Store::deleted_profiles`]); the profile is
    /// gone from [`Store::profiles`] and [`Store::profile`], and its id cannot be saved again.
    /// Returns whether it existed.
    pub fn delete_profile(&self, id: &str) -> Result<bool> {
        let tx = self.conn.unchecked_transaction()?;
        if self.profile(id)?.is_none() {
            return Ok(false);
        }
        let tables: Vec<String> = {
            let mut stmt = tx.prepare(
                "SELECT m.name FROM sqlite_master m WHERE m.type = 'table'
                   AND m.name <> 'profiles'
                   AND EXISTS (SELECT 1 FROM pragma_table_info(m.name) WHERE name = 'profile_id')
                 ORDER BY m.name",
            )?;
            let rows = stmt.query_map([], |r| r.get::<_, String>(0))?;
            rows.collect::<rusqlite::Result<_>>()?
        };
        for table in tables
            .iter()
            .filter(|t| !KEPT_AFTER_DELETION.contains(&t.as_str()))
        {
            let quoted = table.replace('"', "\"\"");
            tx.execute(
                &format!("DELETE FROM \"{quoted}\" WHERE profile_id = ?1"),
                [id],
            )?;
        }
        tx.execute(
            "UPDATE profiles SET deleted_at = ?2 WHERE id = ?1 AND deleted_at IS NULL",
            params![id, self.clock().now_ms()],
        )?;
        tx.commit()?;
        Ok(true)
    }

    /// The deleted profiles whose records are kept, most recently deleted first.
    pub fn deleted_profiles(&self) -> Result<Vec<DeletedProfile>> {
        let mut stmt = self.conn.prepare(
            "SELECT id, name, kind, base_url, deleted_at FROM profiles
             WHERE deleted_at IS NOT NULL ORDER BY deleted_at DESC, id",
        )?;
        let rows = stmt.query_map([], deleted_from_row)?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// The deleted profile `id`, if there is one by that id.
    pub fn deleted_profile(&self, id: &str) -> Result<Option<DeletedProfile>> {
        Ok(self
            .conn
            .query_row(
                "SELECT id, name, kind, base_url, deleted_at FROM profiles
                 WHERE id = ?1 AND deleted_at IS NOT NULL",
                [id],
                deleted_from_row,
            )
            .optional()?)
    }
}

/// The tables whose records of a profile outlive it: what was done, and what was seen.
pub const KEPT_AFTER_DELETION: [&str; 4] = ["journal", "observations", "batches", "batch_items"];

/// A deleted profile, kept for its journal: who it was, and when it was deleted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeletedProfile {
    pub id: String,
    pub name: String,
    pub kind: ProfileKind,
    pub base_url: String,
    /// Milliseconds since the Unix epoch.
    pub deleted_at: i64,
}

fn deleted_from_row(row: &Row<'_>) -> rusqlite::Result<DeletedProfile> {
    Ok(DeletedProfile {
        id: row.get(0)?,
        name: row.get(1)?,
        kind: ProfileKind::parse(&row.get::<_, String>(2)?).unwrap_or(ProfileKind::Service),
        base_url: row.get(3)?,
        deleted_at: row.get(4)?,
    })
}
