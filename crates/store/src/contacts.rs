//! Contacts: counterparties' companies and inboxes, so a user picks a recipient by name.

use rusqlite::{OptionalExtension, Row, params};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::error::{Error, Result};
use crate::store::Store;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct Contact {
    pub id: String,
    pub company_name: String,
    /// A UUID, stored in lowercase hyphenated form.
    pub inbox_id: String,
    pub country: Option<String>,
    pub notes: String,
}

/// A contact as typed by the user, before it has an id.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct NewContact {
    pub company_name: String,
    pub inbox_id: String,
    pub country: Option<String>,
    #[serde(default)]
    pub notes: String,
}

fn from_row(r: &Row<'_>) -> rusqlite::Result<Contact> {
    Ok(Contact {
        id: r.get("id")?,
        company_name: r.get("company_name")?,
        inbox_id: r.get("inbox_id")?,
        country: r.get("country")?,
        notes: r.get("notes")?,
    })
}

/// Trims and checks a contact; the inbox id must be a UUID.
fn validated(c: &NewContact) -> Result<NewContact> {
    let company_name = c.company_name.trim().to_string();
    if company_name.is_empty() {
        return Err(Error::invalid("companyName", "must not be empty"));
    }
    let inbox = uuid::Uuid::parse_str(c.inbox_id.trim()).map_err(|_| {
        Error::invalid(
            "inboxId",
            format!("{:?} is not an inbox id (a UUID)", c.inbox_id.trim()),
        )
    })?;
    let country = c
        .country
        .as_deref()
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(str::to_string);
    Ok(NewContact {
        company_name,
        inbox_id: inbox.hyphenated().to_string(),
        country,
        notes: c.notes.trim().to_string(),
    })
}

fn map_unique(e: rusqlite::Error, inbox_id: &str) -> Error {
    match &e {
        rusqlite::Error::SqliteFailure(f, _)
            if f.extended_code == rusqlite::ffi::SQLITE_CONSTRAINT_UNIQUE
                || f.extended_code == rusqlite::ffi::SQLITE_CONSTRAINT_PRIMARYKEY =>
        {
            Error::Duplicate {
                field: "inboxId",
                value: inbox_id.to_string(),
            }
        }
        _ => Error::Sqlite(e),
    }
}

impl Store {
    /// Adds a contact with a new id. An inbox already in the contacts is `store.duplicate`.
    pub fn add_contact(&self, profile_id: &str, contact: &NewContact) -> Result<Contact> {
        let c = validated(contact)?;
        let id = uuid::Uuid::new_v4().to_string();
        self.conn
            .execute(
                "INSERT INTO contacts (profile_id, id, company_name, inbox_id, country, notes)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                params![
                    profile_id,
                    id,
                    c.company_name,
                    c.inbox_id,
                    c.country,
                    c.notes
                ],
            )
            .map_err(|e| map_unique(e, &c.inbox_id))?;
        Ok(Contact {
            id,
            company_name: c.company_name,
            inbox_id: c.inbox_id,
            country: c.country,
            notes: c.notes,
        })
    }

    /// Changes a contact (by id).
    pub fn update_contact(&self, profile_id: &str, contact: &Contact) -> Result<Contact> {
        let c = validated(&NewContact {
            company_name: contact.company_name.clone(),
            inbox_id: contact.inbox_id.clone(),
            country: contact.country.clone(),
            notes: contact.notes.clone(),
        })?;
        let n = self
            .conn
            .execute(
                "UPDATE contacts SET company_name = ?3, inbox_id = ?4, country = ?5, notes = ?6
                 WHERE profile_id = ?1 AND id = ?2",
                params![
                    profile_id,
                    contact.id,
                    c.company_name,
                    c.inbox_id,
                    c.country,
                    c.notes
                ],
            )
            .map_err(|e| map_unique(e, &c.inbox_id))?;
        if n == 0 {
            return Err(Error::NotFound {
                what: "contact",
                id: contact.id.clone(),
            });
        }
        Ok(Contact {
            id: contact.id.clone(),
            company_name: c.company_name,
            inbox_id: c.inbox_id,
            country: c.country,
            notes: c.notes,
        })
    }

    pub fn contact(&self, profile_id: &str, id: &str) -> Result<Option<Contact>> {
        Ok(self
            .conn
            .query_row(
                "SELECT * FROM contacts WHERE profile_id = ?1 AND id = ?2",
                [profile_id, id],
                from_row,
            )
            .optional()?)
    }

    /// Deletes a contact; returns whether it existed.
    pub fn delete_contact(&self, profile_id: &str, id: &str) -> Result<bool> {
        Ok(self.conn.execute(
            "DELETE FROM contacts WHERE profile_id = ?1 AND id = ?2",
            [profile_id, id],
        )? > 0)
    }

    /// All contacts of a profile, by company name.
    pub fn contacts(&self, profile_id: &str) -> Result<Vec<Contact>> {
        self.search_contacts(profile_id, "")
    }

    /// Contacts whose company name, inbox id, country or notes contain `query` (any case);
    /// an empty query lists all.
    pub fn search_contacts(&self, profile_id: &str, query: &str) -> Result<Vec<Contact>> {
        let pattern = format!("%{}%", escape_like(query.trim()));
        let mut stmt = self.conn.prepare_cached(
            "SELECT * FROM contacts WHERE profile_id = ?1 AND (
                 company_name LIKE ?2 ESCAPE '\\' OR inbox_id LIKE ?2 ESCAPE '\\'
                 OR country LIKE ?2 ESCAPE '\\' OR notes LIKE ?2 ESCAPE '\\')
             ORDER BY company_name COLLATE NOCASE, id",
        )?;
        let rows = stmt.query_map(params![profile_id, pattern], from_row)?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }
}

/// Makes `%`, `_` and `\` in user text match themselves in a LIKE pattern.
fn escape_like(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        if matches!(c, '%' | '_' | '\\') {
            out.push('\\');
        }
        out.push(c);
    }
    out
}
