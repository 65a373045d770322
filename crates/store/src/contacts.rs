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
    /// Who added the contact (the signed-in user's e-mail), when the store knows it.
    #[serde(default)]
    pub added_by: Option<String>,
    /// When it was added (ms since the Unix epoch), when the store knows it.
    #[serde(default)]
    #[ts(type = "number | null")]
    pub added_at: Option<i64>,
    /// How the user checked the inbox with the company, who and when; `None`: not verified.
    /// Only [`Store::set_contact_verification`] sets it: an import or an edit never does.
    #[serde(default)]
    pub verification: Option<Verification>,
}

/// How a contact's inbox was checked with its company.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
#[ts(export)]
pub enum VerificationMethod {
    PhoneCall,
    InPerson,
    EmailFromKnownAddress,
    /// Said in the free text.
    Other,
}

impl VerificationMethod {
    fn as_str(self) -> &'static str {
        match self {
            VerificationMethod::PhoneCall => "PHONE_CALL",
            VerificationMethod::InPerson => "IN_PERSON",
            VerificationMethod::EmailFromKnownAddress => "EMAIL_FROM_KNOWN_ADDRESS",
            VerificationMethod::Other => "OTHER",
        }
    }

    fn parse(text: &str) -> Self {
        match text {
            "PHONE_CALL" => VerificationMethod::PhoneCall,
            "IN_PERSON" => VerificationMethod::InPerson,
            "EMAIL_FROM_KNOWN_ADDRESS" => VerificationMethod::EmailFromKnownAddress,
            _ => VerificationMethod::Other,
        }
    }
}

/// A contact's verification: how, with what note, by whom and when.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct Verification {
    pub how: VerificationMethod,
    /// Free text: whom the user spoke to, the number called, ...
    #[serde(default)]
    pub note: String,
    pub by: String,
    /// ms since the Unix epoch.
    #[ts(type = "number")]
    pub at: i64,
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
        added_by: r.get("added_by")?,
        added_at: r.get("added_at")?,
        verification: match (
            r.get::<_, Option<String>>("verified_how")?,
            r.get::<_, Option<String>>("verified_by")?,
            r.get::<_, Option<i64>>("verified_at")?,
        ) {
            (Some(how), Some(by), Some(at)) => Some(Verification {
                how: VerificationMethod::parse(&how),
                note: r
                    .get::<_, Option<String>>("verified_note")?
                    .unwrap_or_default(),
                by,
                at,
            }),
            _ => None,
        },
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
        self.add_contact_by(profile_id, contact, None)
    }

    /// [`Store::add_contact`], recording who adds it (and when, by the store's clock). A new
    /// contact is never verified.
    pub fn add_contact_by(
        &self,
        profile_id: &str,
        contact: &NewContact,
        added_by: Option<&str>,
    ) -> Result<Contact> {
        let c = validated(contact)?;
        let id = uuid::Uuid::new_v4().to_string();
        let added_at = self.clock().now_ms();
        self.conn
            .execute(
                "INSERT INTO contacts
                     (profile_id, id, company_name, inbox_id, country, notes, added_by, added_at)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
                params![
                    profile_id,
                    id,
                    c.company_name,
                    c.inbox_id,
                    c.country,
                    c.notes,
                    added_by,
                    added_at
                ],
            )
            .map_err(|e| map_unique(e, &c.inbox_id))?;
        Ok(Contact {
            id,
            company_name: c.company_name,
            inbox_id: c.inbox_id,
            country: c.country,
            notes: c.notes,
            added_by: added_by.map(str::to_owned),
            added_at: Some(added_at),
            verification: None,
        })
    }

    /// Records how a contact was verified (or, with `None`, that it is not). Returns the
    /// contact as it is now.
    pub fn set_contact_verification(
        &self,
        profile_id: &str,
        id: &str,
        verification: Option<&Verification>,
    ) -> Result<Contact> {
        let n = self.conn.execute(
            "UPDATE contacts SET verified_how = ?3, verified_note = ?4, verified_by = ?5,
                 verified_at = ?6
             WHERE profile_id = ?1 AND id = ?2",
            params![
                profile_id,
                id,
                verification.map(|v| v.how.as_str()),
                verification.map(|v| v.note.trim()),
                verification.map(|v| v.by.as_str()),
                verification.map(|v| v.at),
            ],
        )?;
        if n == 0 {
            return Err(Error::NotFound {
                what: "contact",
                id: id.to_owned(),
            });
        }
        self.contact(profile_id, id)?
            .ok_or_else(|| Error::NotFound {
                what: "contact",
                id: id.to_owned(),
            })
    }

    /// Changes a contact (by id). Who added it stays; its verification stays while its inbox
    /// does (a verification is of an inbox: a changed inbox id is no longer verified).
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
                "UPDATE contacts SET company_name = ?3, country = ?5, notes = ?6,
                     verified_how = CASE WHEN inbox_id = ?4 THEN verified_how END,
                     verified_note = CASE WHEN inbox_id = ?4 THEN verified_note END,
                     verified_by = CASE WHEN inbox_id = ?4 THEN verified_by END,
                     verified_at = CASE WHEN inbox_id = ?4 THEN verified_at END,
                     inbox_id = ?4
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
        self.contact(profile_id, &contact.id)?
            .ok_or_else(|| Error::NotFound {
                what: "contact",
                id: contact.id.clone(),
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
