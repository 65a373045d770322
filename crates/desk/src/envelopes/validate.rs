//! Everything that would make an upload fail, found before it starts and named by field.

use std::collections::{HashMap, HashSet};
use std::path::Path;

use tdx_i18n::{Lang, language, tr};
use uuid::Uuid;

use super::model::{Draft, DraftIssue, EnvelopeKind, EnvelopeSettings};

/// The service takes at most this many documents per envelope.
pub const MAX_DOCUMENTS: usize = 100;
/// Longest file name the service takes.
pub const MAX_FILE_NAME: usize = 255;

/// The problems of `draft`, in the order of the form (empty when it can be uploaded).
pub fn validate(draft: &Draft, settings: &EnvelopeSettings) -> Vec<DraftIssue> {
    let mut issues = Vec::new();
    let mut add = |field: String, message: String| issues.push(DraftIssue { field, message });
    match draft.kind {
        EnvelopeKind::Standard => {
            let inbox = draft.recipient_inbox.trim();
            if inbox.is_empty() {
                add("recipientInbox".into(), tr!("desk-draft-choose-recipient"));
            } else if Uuid::parse_str(inbox).is_err() {
                add(
                    "recipientInbox".into(),
                    tr!("desk-draft-not-a-uuid", value = inbox, what = "recipient"),
                );
            }
        }
        EnvelopeKind::EgyptAci => {
            let acid = draft.acid_number.trim();
            if acid.is_empty() {
                add("acidNumber".into(), tr!("desk-draft-enter-acid"));
            } else if acid.len() != 19 || !acid.bytes().all(|b| b.is_ascii_digit()) {
                let digits = acid.bytes().filter(u8::is_ascii_digit).count();
                let all = digits == acid.len();
                add(
                    "acidNumber".into(),
                    tr!(
                        "desk-draft-acid-digits",
                        allDigits = if all { "yes" } else { "no" },
                        count = count_text(if all { digits } else { acid.chars().count() })
                    ),
                );
            }
        }
    }
    for (field, value, what) in [
        ("companyId", &draft.company_id, "company"),
        ("inboxId", &draft.inbox_id, "inbox"),
    ] {
        let value = value.trim();
        if !value.is_empty() && Uuid::parse_str(value).is_err() {
            add(
                field.into(),
                tr!("desk-draft-not-a-uuid", value = value, what = what),
            );
        }
    }
    if draft.documents.is_empty() {
        add("documents".into(), tr!("desk-draft-add-document"));
    } else if draft.documents.len() > MAX_DOCUMENTS {
        add(
            "documents".into(),
            tr!(
                "desk-draft-too-many-documents",
                max = count_text(MAX_DOCUMENTS),
                count = count_text(draft.documents.len())
            ),
        );
    }
    let mut names: HashMap<String, usize> = HashMap::new();
    for d in &draft.documents {
        *names.entry(d.file_name.trim().to_lowercase()).or_default() += 1;
    }
    let limit = u64::from(settings.max_file_mib) * 1024 * 1024;
    for (i, d) in draft.documents.iter().enumerate() {
        let at = |f: &str| format!("documents.{i}.{f}");
        if let Some(problem) = file_problem(Path::new(&d.path), limit, settings.max_file_mib) {
            add(at("file"), problem);
        }
        let name = d.file_name.trim();
        if name.is_empty() {
            add(at("fileName"), tr!("desk-draft-file-name-needed"));
        } else if name.chars().count() > MAX_FILE_NAME {
            add(
                at("fileName"),
                tr!("desk-draft-file-name-long", max = count_text(MAX_FILE_NAME)),
            );
        } else if name.contains(['/', '\\']) {
            add(at("fileName"), tr!("desk-draft-file-name-slash"));
        } else if names.get(&name.to_lowercase()).copied().unwrap_or(0) > 1 {
            add(
                at("fileName"),
                tr!("desk-draft-file-name-twice", name = name),
            );
        }
        let code = d.document_type.trim();
        if code.is_empty() {
            add(at("documentType"), tr!("desk-draft-choose-type"));
        } else if !is_document_type(code) {
            add(at("documentType"), tr!("desk-draft-type-code"));
        }
        if draft.kind == EnvelopeKind::Standard && d.document_id.trim().is_empty() {
            add(at("documentId"), tr!("desk-draft-document-id-needed"));
        }
        let mut keys = HashSet::new();
        for row in &d.metadata {
            let key = row.key.trim();
            if key.is_empty() {
                if !row.value.trim().is_empty() {
                    add(at("metadata"), tr!("desk-draft-metadata-key-needed"));
                }
            } else if !keys.insert(key.to_lowercase()) {
                add(
                    at("metadata"),
                    tr!("desk-draft-metadata-key-twice", key = key),
                );
            }
        }
    }
    issues
}

/// Whether a document type code is one the service can take (`INV`, `GOO`, `CERT_ORIGIN`).
pub fn is_document_type(code: &str) -> bool {
    (2..=10).contains(&code.len())
        && code
            .chars()
            .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_')
}

fn file_problem(path: &Path, limit: u64, limit_mib: u32) -> Option<String> {
    let meta = match std::fs::metadata(path) {
        Ok(m) => m,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return Some(tr!("desk-draft-file-gone"));
        }
        Err(e) => return Some(tr!("desk-draft-file-unreadable", reason = e.to_string())),
    };
    if meta.is_dir() {
        return Some(tr!("desk-draft-file-folder"));
    }
    if !meta.is_file() {
        return Some(tr!("desk-draft-file-not-regular"));
    }
    if meta.len() == 0 {
        return Some(tr!("desk-draft-file-empty"));
    }
    if meta.len() > limit {
        return Some(tr!(
            "desk-draft-file-too-big",
            size = human_size(meta.len()),
            limit = count_text(limit_mib)
        ));
    }
    if let Err(e) = std::fs::File::open(path) {
        return Some(tr!("desk-draft-file-unreadable", reason = e.to_string()));
    }
    None
}

/// A count as the language writes it; in English as it always was (no grouping).
fn count_text(n: impl tdx_i18n::format::Number + std::fmt::Display) -> String {
    match language() {
        Lang::En => n.to_string(),
        _ => tdx_i18n::format::number(n),
    }
}

/// `1.5 MiB`, `820 KiB`, `12 B`.
pub fn human_size(bytes: u64) -> String {
    const UNITS: [&str; 4] = ["KiB", "MiB", "GiB", "TiB"];
    if bytes < 1024 {
        return format!("{bytes} B");
    }
    let mut value = bytes as f64 / 1024.0;
    let mut unit = 0;
    while value >= 1024.0 && unit < UNITS.len() - 1 {
        value /= 1024.0;
        unit += 1;
    }
    if value < 10.0 {
        format!("{value:.1} {}", UNITS[unit])
    } else {
        format!("{value:.0} {}", UNITS[unit])
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn each_problem_of_a_draft_is_from_the_catalogue_in_each_language() {
        let dir = tempfile::tempdir().unwrap();
        let folder = dir.path().join("folder");
        std::fs::create_dir(&folder).unwrap();
        let empty = dir.path().join("empty.pdf");
        std::fs::write(&empty, b"").unwrap();
        let big = dir.path().join("big.pdf");
        std::fs::write(&big, vec![0u8; 2 * 1024 * 1024 + 1]).unwrap();
        let problems = || {
            let limit = 2 * 1024 * 1024;
            let mut out: Vec<String> = [
                dir.path().join("gone.pdf"),
                folder.clone(),
                empty.clone(),
                big.clone(),
            ]
            .iter()
            .filter_map(|p| file_problem(p, limit, 2))
            .collect();
            for (key, args) in [
                ("desk-draft-choose-recipient", vec![]),
                (
                    "desk-draft-acid-digits",
                    vec![
                        ("allDigits", "no".into()),
                        ("count", tdx_i18n::Arg::from("5")),
                    ],
                ),
                (
                    "desk-draft-not-a-uuid",
                    vec![("value", "x".into()), ("what", "company".into())],
                ),
            ] {
                out.push(tdx_i18n::tr_in(language(), key, &args));
            }
            out
        };
        for lang in [Lang::Pseudo, Lang::Ar] {
            tdx_i18n::set_language(lang);
            let said = problems();
            assert_eq!(said.len(), 7, "{said:?}");
            for text in said {
                if lang == Lang::Ar {
                    crate::catalogue_check::assert_arabic(&text);
                } else {
                    crate::catalogue_check::assert_pseudo(&text);
                }
            }
        }
        tdx_i18n::set_language(Lang::En);
    }

    use super::super::model::{DraftDocument, MetaEntry};
    use super::*;

    fn doc(dir: &Path, name: &str, bytes: &[u8]) -> DraftDocument {
        let path = dir.join(name);
        std::fs::write(&path, bytes).unwrap();
        DraftDocument {
            path: path.display().to_string(),
            file_name: name.into(),
            size: bytes.len() as u64,
            document_type: "INV".into(),
            document_id: "INV-1".into(),
            ..Default::default()
        }
    }

    fn fields(issues: &[DraftIssue]) -> Vec<&str> {
        issues.iter().map(|i| i.field.as_str()).collect()
    }

    fn standard(documents: Vec<DraftDocument>) -> Draft {
        Draft {
            id: "d".into(),
            recipient_inbox: Uuid::new_v4().to_string(),
            documents,
            ..Default::default()
        }
    }

    #[test]
    fn a_complete_standard_draft_has_no_issues() {
        let dir = tempfile::tempdir().unwrap();
        let draft = standard(vec![doc(dir.path(), "invoice.pdf", b"%PDF-1.4")]);
        assert!(validate(&draft, &EnvelopeSettings::default()).is_empty());
    }

    #[test]
    fn each_problem_is_named_by_its_field() {
        let dir = tempfile::tempdir().unwrap();
        let mut missing_type = doc(dir.path(), "a.pdf", b"%PDF");
        missing_type.document_type = " ".into();
        missing_type.document_id = String::new();
        let empty = doc(dir.path(), "empty.pdf", b"");
        let mut folder = doc(dir.path(), "b.pdf", b"%PDF");
        folder.path = dir.path().display().to_string();
        let mut twin = doc(dir.path(), "A.PDF", b"%PDF");
        twin.metadata = vec![
            MetaEntry {
                key: "Internal number".into(),
                value: "1".into(),
            },
            MetaEntry {
                key: "internal number ".into(),
                value: "2".into(),
            },
            MetaEntry {
                key: "".into(),
                value: "orphan".into(),
            },
        ];
        let mut draft = standard(vec![missing_type, empty, folder, twin]);
        draft.recipient_inbox = "not-an-inbox".into();
        draft.company_id = "acme".into();
        let issues = validate(&draft, &EnvelopeSettings::default());
        assert_eq!(
            fields(&issues),
            [
                "recipientInbox",
                "companyId",
                "documents.0.fileName",
                "documents.0.documentType",
                "documents.0.documentId",
                "documents.1.file",
                "documents.2.file",
                "documents.3.fileName",
                "documents.3.metadata",
                "documents.3.metadata",
            ]
        );
        assert_eq!(issues[5].message, "The file is empty.");
        assert!(
            issues[6].message.contains("folder"),
            "{}",
            issues[6].message
        );
        assert!(issues[8].message.contains("appears twice"));
    }

    #[test]
    fn egypt_aci_needs_19_digits_and_no_document_id() {
        let dir = tempfile::tempdir().unwrap();
        let mut d = doc(dir.path(), "a.pdf", b"%PDF");
        d.document_id.clear();
        let mut draft = Draft {
            kind: EnvelopeKind::EgyptAci,
            acid_number: "12345".into(),
            documents: vec![d],
            ..Default::default()
        };
        let issues = validate(&draft, &EnvelopeSettings::default());
        assert_eq!(fields(&issues), ["acidNumber"]);
        assert_eq!(
            issues[0].message,
            "An ACID number has 19 digits; this has 5."
        );
        draft.acid_number = "1234567890123456789".into();
        assert!(validate(&draft, &EnvelopeSettings::default()).is_empty());
        draft.acid_number = "123456789012345678X".into();
        assert!(
            validate(&draft, &EnvelopeSettings::default())[0]
                .message
                .contains("not all digits")
        );
    }

    #[test]
    fn files_over_the_size_limit_are_refused_and_a_file_gone_is_named() {
        let dir = tempfile::tempdir().unwrap();
        let big = doc(dir.path(), "big.pdf", &vec![b'x'; 2 * 1024 * 1024 + 1]);
        let mut gone = doc(dir.path(), "gone.pdf", b"%PDF");
        std::fs::remove_file(&gone.path).unwrap();
        gone.file_name = "gone.pdf".into();
        let draft = standard(vec![big, gone]);
        let issues = validate(&draft, &EnvelopeSettings { max_file_mib: 2 });
        assert_eq!(fields(&issues), ["documents.0.file", "documents.1.file"]);
        assert_eq!(
            issues[0].message,
            "The file is 2.0 MiB; the limit is 2 MiB (Settings)."
        );
        assert!(issues[1].message.starts_with("The file is gone"));
    }

    #[test]
    fn sizes_read_as_people_write_them() {
        assert_eq!(human_size(12), "12 B");
        assert_eq!(human_size(1536), "1.5 KiB");
        assert_eq!(human_size(820 * 1024), "820 KiB");
        assert_eq!(human_size(1 << 30), "1.0 GiB");
    }
}
