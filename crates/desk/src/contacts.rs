//! The Contacts screen's use cases: the local address book of the profile (list, search, add,
//! edit, delete), CSV import with a preview and per-row errors, and CSV export. Contacts also
//! name recipients in the pickers (see [`crate::ebls::recipients`]).
//!
//! The CSV has a header row; its columns are found by name (`company_name`, `inbox_id`,
//! `country`, `notes`, in any order and case, spaces or underscores). Fields follow RFC 4180
//! (read and written by the `csv` crate): quoted with `"`, a quote inside doubled, line breaks
//! allowed inside quotes.

use std::collections::HashSet;
use tdx_i18n::tr;

use serde::{Deserialize, Serialize};
use tdx_i18n::{Lang, tr_in};
use tdx_store::{Contact, NewContact, Verification, VerificationMethod};
use ts_rs::TS;
use uuid::Uuid;

use crate::context::Context;
use crate::error::{Error, Result};
use crate::paths::{ReadablePath, WritablePath};

/// Longest CSV file read for import.
const MAX_CSV_BYTES: u64 = 5 * 1024 * 1024;

/// One data row of an imported CSV: the contact it makes, or why it cannot be imported.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct CsvRow {
    /// The line of the file the row starts on (1 is the header).
    pub line: u32,
    pub contact: NewContact,
    /// Empty when the row can be imported.
    pub errors: Vec<String>,
}

/// What an import would do, shown before anything is saved.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct CsvPreview {
    pub rows: Vec<CsvRow>,
    /// A problem with the file as a whole (no header, a missing column); no rows then.
    pub problem: Option<String>,
}

/// What an import did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct ImportReport {
    pub imported: u32,
    /// Rows that were not saved, with the reason.
    pub skipped: Vec<CsvRow>,
}

/// Contacts whose name, inbox id, country or notes contain `query`; all for an empty query.
pub fn list_contacts(cx: &Context, query: &str) -> Result<Vec<Contact>> {
    let profile = &cx.profile().id;
    cx.with_store(|s| Ok(s.search_contacts(profile, query)?))
}

/// Adds a contact, recording who adds it (the signed-in user, else the profile) and when. A
/// new contact is never verified: only [`verify_contact`] marks one.
pub async fn add_contact(cx: &Context, contact: &NewContact) -> Result<Contact> {
    let contact = normalised(contact)?;
    let by = who(cx).await;
    let profile = &cx.profile().id;
    cx.with_store(|s| Ok(s.add_contact_by(profile, &contact, Some(&by))?))
}

/// Who the user is, for the record: the "who am I" answer's e-mail, else the profile's name.
async fn who(cx: &Context) -> String {
    let session = cx.session.read().await;
    session
        .as_ref()
        .and_then(|s| s.identity.user_email.clone())
        .unwrap_or_else(|| format!("the user of profile {}", cx.profile().name))
}

/// How the user verified a contact's inbox with the company, as the Contacts screen asks it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct VerifyInput {
    pub how: VerificationMethod,
    /// Free text: whom the user spoke to, the number called, the address the e-mail came from.
    #[serde(default)]
    pub note: String,
}

/// Marks a contact verified: how (with its note), by the signed-in user, now. "Other" needs
/// the note that says how.
pub async fn verify_contact(cx: &Context, id: &str, input: &VerifyInput) -> Result<Contact> {
    let note = input.note.trim();
    if input.how == VerificationMethod::Other && note.is_empty() {
        return Err(Error::Invalid(tr!("err-input-contact-verified-how")));
    }
    let record = Verification {
        how: input.how,
        note: note.to_owned(),
        by: who(cx).await,
        at: tdx_store::now_ms(),
    };
    let profile = &cx.profile().id;
    cx.with_store(|s| Ok(s.set_contact_verification(profile, id, Some(&record))?))
}

/// Takes a contact's verification back (it is no longer verified).
pub fn unverify_contact(cx: &Context, id: &str) -> Result<Contact> {
    let profile = &cx.profile().id;
    cx.with_store(|s| Ok(s.set_contact_verification(profile, id, None)?))
}

pub fn update_contact(cx: &Context, contact: &Contact) -> Result<Contact> {
    let n = normalised(&NewContact {
        company_name: contact.company_name.clone(),
        inbox_id: contact.inbox_id.clone(),
        country: contact.country.clone(),
        notes: contact.notes.clone(),
    })?;
    let contact = Contact {
        id: contact.id.clone(),
        company_name: n.company_name,
        inbox_id: n.inbox_id,
        country: n.country,
        notes: n.notes,
        ..contact.clone()
    };
    let profile = &cx.profile().id;
    cx.with_store(|s| Ok(s.update_contact(profile, &contact)?))
}

/// Deletes a contact; deleting one that is already gone is not an error.
pub fn delete_contact(cx: &Context, id: &str) -> Result<()> {
    let profile = &cx.profile().id;
    cx.with_store(|s| {
        s.delete_contact(profile, id)?;
        Ok(())
    })
}

/// Checks a contact as typed: a name, an inbox id that is a UUID, a two-letter country (upper
/// case) or none.
fn normalised(c: &NewContact) -> Result<NewContact> {
    let errors = contact_errors(c);
    if let Some(first) = errors.into_iter().next() {
        return Err(Error::Invalid(first));
    }
    Ok(NewContact {
        company_name: c.company_name.trim().to_owned(),
        inbox_id: c.inbox_id.trim().to_lowercase(),
        country: country_of(c.country.as_deref()),
        notes: c.notes.trim().to_owned(),
    })
}

fn country_of(text: Option<&str>) -> Option<String> {
    text.map(str::trim)
        .filter(|s| !s.is_empty())
        .map(str::to_uppercase)
}

fn contact_errors(c: &NewContact) -> Vec<String> {
    let mut errors = Vec::new();
    if c.company_name.trim().is_empty() {
        errors.push(tr!("err-input-contact-company-empty"));
    }
    let inbox = c.inbox_id.trim();
    if inbox.is_empty() {
        errors.push(tr!("err-input-contact-inbox-empty"));
    } else if Uuid::parse_str(inbox).is_err() {
        errors.push(tr!(
            "err-input-contact-inbox-not-uuid",
            text = format!("{inbox:?}")
        ));
    }
    if let Some(country) = country_of(c.country.as_deref())
        && !(country.len() == 2 && country.chars().all(|ch| ch.is_ascii_alphabetic()))
    {
        errors.push(tr!(
            "err-input-contact-country",
            country = format!("{country:?}")
        ));
    }
    errors
}

/// Reads a CSV file the user gave the app for the import preview.
pub fn preview_csv_file(cx: &Context, file: &ReadablePath) -> Result<CsvPreview> {
    let path = file.as_path();
    let opened = file.open()?;
    let size = opened
        .metadata()
        .map_err(|e| Error::Io(format!("{}: {e}", path.display())))?
        .len();
    if size > MAX_CSV_BYTES {
        return Err(Error::Invalid(tr!(
            "err-input-contacts-file-too-large",
            file = path.display().to_string(),
            megabytes = MAX_CSV_BYTES / 1024 / 1024
        )));
    }
    let mut bytes = Vec::new();
    std::io::Read::read_to_end(
        &mut std::io::Read::take(opened, MAX_CSV_BYTES + 1),
        &mut bytes,
    )
    .map_err(|e| Error::Io(format!("{}: {e}", path.display())))?;
    let text = String::from_utf8_lossy(&bytes);
    preview_csv(cx, &text)
}

/// The import preview of CSV text: each row with its errors, including inbox ids already in
/// the contacts or repeated in the file.
pub fn preview_csv(cx: &Context, text: &str) -> Result<CsvPreview> {
    let existing: HashSet<String> = list_contacts(cx, "")?
        .into_iter()
        .map(|c| c.inbox_id)
        .collect();
    Ok(preview(text, &existing))
}

/// Saves the rows that have no errors (checked again), and reports the others. An imported
/// contact is never verified, whatever the file says.
pub async fn import_contacts(cx: &Context, rows: &[CsvRow]) -> Result<ImportReport> {
    let mut report = ImportReport {
        imported: 0,
        skipped: Vec::new(),
    };
    for row in rows {
        if !row.errors.is_empty() {
            report.skipped.push(row.clone());
            continue;
        }
        match add_contact(cx, &row.contact).await {
            Ok(_) => report.imported += 1,
            Err(e @ (Error::Invalid(_) | Error::Store(_))) => {
                let mut row = row.clone();
                row.errors.push(match &e {
                    Error::Store(s) if s.code() == "store.duplicate" => {
                        tr!("err-input-contact-duplicate")
                    }
                    other => other.to_string(),
                });
                report.skipped.push(row);
            }
            Err(e) => return Err(e),
        }
    }
    Ok(report)
}

/// Writes every contact as CSV (with the header the import reads) to the path the user chose
/// to save to.
pub fn export_csv(cx: &Context, file: WritablePath) -> Result<u32> {
    let contacts = list_contacts(cx, "")?;
    let text = to_csv(&contacts)?;
    let path = file.as_path();
    std::fs::write(path, text).map_err(|e| Error::Io(format!("{}: {e}", path.display())))?;
    Ok(u32::try_from(contacts.len()).unwrap_or(u32::MAX))
}

pub fn to_csv(contacts: &[Contact]) -> Result<String> {
    // The header in the user's language; the import reads it in any of the app's languages.
    let header = [
        tr!("desk-csv-contacts-company-name"),
        tr!("desk-csv-contacts-inbox-id"),
        tr!("desk-csv-contacts-country"),
        tr!("desk-csv-contacts-notes"),
    ]
    .join(",");
    crate::csv_export::csv_text(
        &header,
        contacts.iter().map(|c| {
            [
                c.company_name.as_str(),
                c.inbox_id.as_str(),
                c.country.as_deref().unwrap_or(""),
                c.notes.as_str(),
            ]
        }),
        csv::Terminator::CRLF,
    )
}

/// Builds the preview of CSV text against the inbox ids already saved.
pub fn preview(text: &str, existing: &HashSet<String>) -> CsvPreview {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let records = match parse_csv(text) {
        Ok(records) => records,
        Err(e) => return problem(&tr!("err-input-csv-not-csv", detail = e.to_string())),
    };
    let Some((_, header)) = records.first() else {
        return problem(&tr!("err-input-csv-empty"));
    };
    let norm = |h: &str| h.trim().to_lowercase().replace([' ', '-'], "_");
    // A column is found by its English name, or by the name an export in any of the app's
    // languages gives it.
    let column = |names: &[&str], exported: fn(Lang) -> String| {
        header.iter().position(|h| {
            let h = norm(h);
            names.contains(&h.as_str()) || Lang::ALL.iter().any(|l| norm(&exported(*l)) == h)
        })
    };
    let name_col = column(&["company_name", "company", "name"], |l| {
        tr_in(l, "desk-csv-contacts-company-name", &[])
    });
    let inbox_col = column(&["inbox_id", "inbox"], |l| {
        tr_in(l, "desk-csv-contacts-inbox-id", &[])
    });
    let country_col = column(&["country", "country_code"], |l| {
        tr_in(l, "desk-csv-contacts-country", &[])
    });
    let notes_col = column(&["notes", "note"], |l| {
        tr_in(l, "desk-csv-contacts-notes", &[])
    });
    let (Some(name_col), Some(inbox_col)) = (name_col, inbox_col) else {
        return problem(&tr!(
            "err-input-csv-header",
            name = "company_name",
            inbox = "inbox_id",
            country = "country",
            notes = "notes"
        ));
    };
    let mut seen: HashSet<String> = HashSet::new();
    let mut rows = Vec::new();
    for (line, record) in records.iter().skip(1) {
        if record.iter().all(|f| f.trim().is_empty()) {
            continue;
        }
        let get = |col: Option<usize>| {
            col.and_then(|c| record.get(c))
                .map(|s| s.trim().to_owned())
                .unwrap_or_default()
        };
        let contact = NewContact {
            company_name: get(Some(name_col)),
            inbox_id: get(Some(inbox_col)).to_lowercase(),
            country: country_of(Some(&get(country_col))),
            notes: get(notes_col),
        };
        let mut errors = contact_errors(&contact);
        if errors.is_empty() {
            if existing.contains(&contact.inbox_id) {
                errors.push(tr!("err-input-contact-duplicate"));
            } else if !seen.insert(contact.inbox_id.clone()) {
                errors.push(tr!("err-input-contact-duplicate-line"));
            }
        }
        rows.push(CsvRow {
            line: *line,
            contact,
            errors,
        });
    }
    if rows.is_empty() {
        return problem(&tr!("err-input-csv-no-rows"));
    }
    CsvPreview {
        rows,
        problem: None,
    }
}

fn problem(text: &str) -> CsvPreview {
    CsvPreview {
        rows: Vec::new(),
        problem: Some(text.to_owned()),
    }
}

/// RFC 4180 records with the line each starts on (blank lines skipped). Lenient, as the `csv`
/// crate is: a stray quote inside an unquoted field is kept as text, an unterminated quote runs
/// to the end of the file, and records may have any number of fields.
fn parse_csv(text: &str) -> std::result::Result<Vec<(u32, Vec<String>)>, csv::Error> {
    let bytes = text.as_bytes();
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .from_reader(bytes);
    // The reader counts only `\n` and puts a record's start before the blank lines it skipped:
    // count the line breaks (`\r\n`, `\n` or a lone `\r`) up to the record's first byte instead.
    let (mut counted, mut line) = (0usize, 1u32);
    let mut records = Vec::new();
    for record in reader.records() {
        let record = record?;
        let mut start = record
            .position()
            .and_then(|p| usize::try_from(p.byte()).ok())
            .unwrap_or(counted)
            .min(bytes.len());
        while matches!(bytes.get(start), Some(b'\r' | b'\n')) {
            start += 1;
        }
        for (i, &b) in bytes.iter().enumerate().take(start).skip(counted) {
            if b == b'\n' || (b == b'\r' && bytes.get(i + 1) != Some(&b'\n')) {
                line = line.saturating_add(1);
            }
        }
        counted = counted.max(start);
        records.push((line, record.iter().map(str::to_owned).collect()));
    }
    Ok(records)
}

#[cfg(test)]
mod tests {
    use super::*;

    const A: &str = "6f1c2e0a-3b7d-4c1e-9a55-0d2f6b8e4a11";
    const B: &str = "7a2d3f1b-4c8e-4d2f-8b66-1e3a7c9f5b22";

    #[test]
    fn quoted_fields_commas_quotes_and_line_breaks_survive_a_round_trip() {
        let contacts = vec![Contact {
            id: "1".into(),
            company_name: "Harbor \"Bank\", Ltd".into(),
            inbox_id: A.into(),
            country: Some("EG".into()),
            notes: "line one\nline two".into(),
            added_by: None,
            added_at: None,
            verification: None,
        }];
        let csv = to_csv(&contacts).unwrap();
        let p = preview(&csv, &HashSet::new());
        assert_eq!(p.problem, None);
        assert_eq!(p.rows.len(), 1);
        assert!(p.rows[0].errors.is_empty(), "{p:?}");
        assert_eq!(p.rows[0].contact.company_name, "Harbor \"Bank\", Ltd");
        assert_eq!(p.rows[0].contact.notes, "line one\nline two");
    }

    #[test]
    fn an_export_in_each_language_has_its_header_in_it_and_imports_again() {
        let contacts = vec![Contact {
            id: "1".into(),
            company_name: "Harbor Bank plc".into(),
            inbox_id: A.into(),
            country: Some("EG".into()),
            notes: String::new(),
            added_by: None,
            added_at: None,
            verification: None,
        }];
        for lang in Lang::ALL {
            tdx_i18n::set_language(lang);
            let csv = to_csv(&contacts).unwrap();
            let header = csv.lines().next().unwrap_or_default().to_owned();
            match lang {
                Lang::En => assert_eq!(header, "company_name,inbox_id,country,notes"),
                Lang::Ar => crate::catalogue_check::assert_arabic(&header),
                Lang::ZhCn => crate::catalogue_check::assert_chinese(&header),
                Lang::Pseudo => crate::catalogue_check::assert_pseudo(&header),
            }
            // Read back whatever the language is now.
            tdx_i18n::set_language(Lang::En);
            let p = preview(&csv, &HashSet::new());
            assert_eq!(p.problem, None, "{lang:?}: {header}");
            assert_eq!(p.rows[0].contact.company_name, "Harbor Bank plc");
            assert_eq!(p.rows[0].contact.country.as_deref(), Some("EG"));
        }
    }

    #[test]
    fn each_bad_row_says_why_with_its_line() {
        let csv = format!(
            "Inbox ID,Company Name,Country\n{A},Nile Traders,eg\nnot-a-uuid,Delta,EG\n\n{B},,Egypt\n{A},Again,EG\n"
        );
        let p = preview(&csv, &HashSet::new());
        assert_eq!(p.rows.len(), 4);
        assert!(p.rows[0].errors.is_empty());
        assert_eq!(p.rows[0].contact.country.as_deref(), Some("EG"));
        assert_eq!(p.rows[1].line, 3);
        assert!(p.rows[1].errors[0].contains("not a UUID"));
        assert_eq!(p.rows[2].line, 5);
        assert_eq!(p.rows[2].errors.len(), 2, "{:?}", p.rows[2]);
        assert!(p.rows[3].errors[0].contains("earlier line"));
    }

    #[test]
    fn existing_inboxes_and_missing_columns_are_reported() {
        let existing: HashSet<String> = [A.to_owned()].into();
        let p = preview(
            &format!("company_name,inbox_id\nX,{}\n", A.to_uppercase()),
            &existing,
        );
        assert!(p.rows[0].errors[0].contains("already in the contacts"));
        let p = preview("name,country\nX,EG\n", &HashSet::new());
        assert!(p.problem.is_some() && p.rows.is_empty());
        assert!(preview("", &HashSet::new()).problem.is_some());
        let header_only = preview("company_name,inbox_id\r\n\r\n", &HashSet::new());
        assert!(header_only.problem.unwrap().contains("no contacts"));
    }

    #[test]
    fn formulas_are_exported_as_text() {
        let csv = to_csv(&[Contact {
            id: "1".into(),
            company_name: "=HYPERLINK(\"x\")".into(),
            inbox_id: A.into(),
            country: None,
            notes: String::new(),
            added_by: None,
            added_at: None,
            verification: None,
        }])
        .unwrap();
        assert!(csv.contains("\"'=HYPERLINK(\"\"x\"\")\""), "{csv}");
    }
}
