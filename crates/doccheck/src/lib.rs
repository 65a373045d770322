//! Checks the documents of an envelope (invoice, packing list... as the text of their
//! pages) against the eBL they travel with, the way a bank's examiner does before a
//! presentation under a letter of credit: B/L number, containers, gross weight, packages,
//! vessel and voyage, ports, parties, and whether the eBL itself can be presented.
//!
//! Pure: no I/O. [`check`] never panics, whatever the text.
//!
//! How differences are counted ([`Report::differences`]): one per [`Finding`] whose
//! outcome is [`Outcome::Differs`]. A document that names a B/L number other than the
//! bill's gives one per other number; a container number with one character wrong gives
//! ONE finding (the number written, the bill's number it stands for, "check digit
//! wrong" when it is), not a missing and an extra one; other missing and extra
//! numbers are one finding each; a document's total weight or packages gives one per
//! distinct total it states; a name gives one per distinct value a document states.

mod containers;
mod extract;
mod parties;
mod ports;
pub mod read;
mod text;

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use ts_rs::TS;

use crate::extract::{Amount, Parsed, Stated};
use crate::parties::PartyMatch;
use crate::text::Field;

/// What the eBL says.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export, rename = "CheckBill")]
pub struct Bill {
    /// The eBL's `reference`.
    pub reference: String,
    /// `document.transportDocumentReference`: the B/L number, when the eBL has one.
    pub transport_document_reference: Option<String>,
    pub vessel: Option<String>,
    pub voyage: Option<String>,
    pub port_of_loading: Option<String>,
    pub port_of_discharge: Option<String>,
    /// Party names.
    pub shipper: Vec<String>,
    pub consignee: Vec<String>,
    pub notify: Vec<String>,
    /// The eBL's state, e.g. `ISSUED`.
    pub status: String,
    /// `eblCopyId` is set: a view-only copy.
    pub is_copy: bool,
    /// The user's company holds it.
    pub held_by_company: bool,
    /// The text of each page of the eBL's own PDF (`None`: the page has no text layer).
    pub pdf_pages: Vec<Option<String>>,
}

/// A document of the envelope.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export, rename = "CheckDocument")]
pub struct Document {
    /// Its file name.
    pub name: String,
    /// The text of each page (`None`: the page has no text layer, e.g. a scan).
    pub pages: Vec<Option<String>>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct CheckOptions {
    /// How far (percent of the bill's weight) a document's gross weight may be from it.
    pub weight_tolerance_percent: f64,
}

impl Default for CheckOptions {
    fn default() -> Self {
        Self {
            weight_tolerance_percent: 0.0,
        }
    }
}

/// The checks, in the order the report lists them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub enum CheckKind {
    BlNumber,
    Containers,
    GrossWeight,
    Packages,
    Vessel,
    Voyage,
    PortOfLoading,
    PortOfDischarge,
    Shipper,
    Consignee,
    NotifyParty,
    BillStanding,
}

impl CheckKind {
    pub const ALL: [CheckKind; 12] = [
        CheckKind::BlNumber,
        CheckKind::Containers,
        CheckKind::GrossWeight,
        CheckKind::Packages,
        CheckKind::Vessel,
        CheckKind::Voyage,
        CheckKind::PortOfLoading,
        CheckKind::PortOfDischarge,
        CheckKind::Shipper,
        CheckKind::Consignee,
        CheckKind::NotifyParty,
        CheckKind::BillStanding,
    ];

    /// The check's name for the user.
    pub fn title(self) -> &'static str {
        match self {
            CheckKind::BlNumber => "B/L number",
            CheckKind::Containers => "Containers",
            CheckKind::GrossWeight => "Gross weight",
            CheckKind::Packages => "Packages",
            CheckKind::Vessel => "Vessel",
            CheckKind::Voyage => "Voyage",
            CheckKind::PortOfLoading => "Port of loading",
            CheckKind::PortOfDischarge => "Port of discharge",
            CheckKind::Shipper => "Shipper",
            CheckKind::Consignee => "Consignee",
            CheckKind::NotifyParty => "Notify party",
            CheckKind::BillStanding => "The eBL",
        }
    }
}

/// A check's result; a line's outcome is the worst of its findings' (differs, then not
/// checked, then matches, then not found).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export, rename = "CheckOutcome")]
pub enum Outcome {
    Matches,
    Differs,
    /// The document (or every document) does not state it: not a difference.
    NotFound,
    /// Not checked: no text, or the eBL does not state it.
    NotChecked,
}

/// What one document says for one check.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export, rename = "CheckFinding")]
pub struct Finding {
    /// The document's file name (for the eBL's own standing: `eBL <reference>`).
    pub document: String,
    /// 1-based page.
    pub page: u32,
    pub outcome: Outcome,
    /// The value as the document writes it (empty when it is missing).
    pub found: String,
    /// The eBL's value (empty when the document has one the eBL has not).
    pub expected: String,
    pub note: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct CheckLine {
    pub check: CheckKind,
    pub outcome: Outcome,
    /// The line's words for the user (English: the record's words; the desk says them in the
    /// user's language from the fields below).
    pub summary: String,
    pub findings: Vec<Finding>,
    /// The eBL's value the line compares the documents with (empty: none). Not serialized, so
    /// not in the digest: the desk words the line from it.
    #[serde(skip)]
    #[ts(skip)]
    pub expected: String,
    /// Why the line was not checked when the eBL does not state its value. Not serialized.
    #[serde(skip)]
    #[ts(skip)]
    pub silent: Option<Silent>,
}

/// Why a line is not checked when the eBL does not state its value.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Silent {
    NoBlNumber,
    NoPdfText,
    NoContainer,
    NoTotal,
    NoVessel,
    NoVoyage,
    NoPort,
    NoParty,
}

impl Silent {
    /// In words (the record's English).
    pub fn words(self) -> &'static str {
        match self {
            Silent::NoBlNumber => "the eBL has no B/L number",
            Silent::NoPdfText => "the eBL's PDF has no text",
            Silent::NoContainer => "the eBL's PDF names no container",
            Silent::NoTotal => "the eBL's PDF states no total",
            Silent::NoVessel => "the eBL names no vessel",
            Silent::NoVoyage => "the eBL names no voyage",
            Silent::NoPort => "the eBL names no port",
            Silent::NoParty => "the eBL names no such party",
        }
    }
}

/// Pages of a document that were not checked.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export, rename = "CheckDocumentNotChecked")]
pub struct DocumentNotChecked {
    pub document: String,
    /// 1-based pages.
    pub pages: Vec<u32>,
    /// No page of the document has text: nothing of it was checked.
    pub whole_document: bool,
    pub reason: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export, rename = "CheckReport")]
pub struct Report {
    /// One line per [`CheckKind`], in that order.
    pub lines: Vec<CheckLine>,
    pub documents_not_checked: Vec<DocumentNotChecked>,
}

impl Report {
    /// The number of findings that are differences.
    pub fn differences(&self) -> usize {
        self.lines
            .iter()
            .flat_map(|l| &l.findings)
            .filter(|f| f.outcome == Outcome::Differs)
            .count()
    }

    /// The line of a check.
    pub fn line(&self, check: CheckKind) -> Option<&CheckLine> {
        self.lines.iter().find(|l| l.check == check)
    }

    /// SHA-256 (hex) of the report's canonical JSON (keys sorted, no spaces): the same
    /// findings give the same digest.
    pub fn digest(&self) -> String {
        digest_of(self)
    }
}

/// SHA-256 (hex) of `value`'s canonical JSON (keys sorted, no spaces), as [`Report::digest`].
pub fn digest_of<T: Serialize + ?Sized>(value: &T) -> String {
    let value = serde_json::to_value(value).unwrap_or(serde_json::Value::Null);
    let mut canonical = String::new();
    write_canonical(&value, &mut canonical);
    let hash = Sha256::digest(canonical.as_bytes());
    hash.iter().map(|b| format!("{b:02x}")).collect()
}

fn write_canonical(value: &serde_json::Value, out: &mut String) {
    use serde_json::Value;
    match value {
        Value::Object(map) => {
            let mut keys: Vec<&String> = map.keys().collect();
            keys.sort();
            out.push('{');
            for (i, key) in keys.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                out.push_str(&Value::String((*key).clone()).to_string());
                out.push(':');
                if let Some(v) = map.get(*key) {
                    write_canonical(v, out);
                }
            }
            out.push('}');
        }
        Value::Array(items) => {
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                write_canonical(item, out);
            }
            out.push(']');
        }
        other => out.push_str(&other.to_string()),
    }
}

/// Candidate B/L numbers a text names behind a label (`B/L No.`, `Bill of Lading No:`,
/// `BL Number`...), upper-case, in order, without repeats: to propose which eBL a draft
/// belongs to. Compare them with [`same_bl_number`].
pub fn bl_numbers_in(text: &str) -> Vec<String> {
    let doc = extract::parse("", &[Some(text.to_owned())]);
    extract::bl_numbers(&doc)
        .into_iter()
        .map(|s| s.value)
        .collect()
}

/// Whether two B/L numbers are the same, ignoring case, spaces and punctuation.
pub fn same_bl_number(a: &str, b: &str) -> bool {
    let (a, b) = (extract::bl_key(a), extract::bl_key(b));
    !a.is_empty() && a == b
}

/// Checks `documents` against `bill`.
pub fn check(bill: &Bill, documents: &[Document], options: &CheckOptions) -> Report {
    let docs: Vec<Parsed> = documents
        .iter()
        .map(|d| extract::parse(&d.name, &d.pages))
        .collect();
    let bill_pdf = extract::parse("the eBL's PDF", &bill.pdf_pages);
    let lines = vec![
        bl_number_line(bill, &docs),
        containers_line(&bill_pdf, &docs),
        amount_line(
            CheckKind::GrossWeight,
            &bill_pdf,
            &docs,
            extract::weights,
            options.weight_tolerance_percent.max(0.0),
        ),
        amount_line(
            CheckKind::Packages,
            &bill_pdf,
            &docs,
            extract::packages,
            0.0,
        ),
        vessel_line(bill, &docs),
        voyage_line(bill, &docs),
        port_line(
            CheckKind::PortOfLoading,
            bill.port_of_loading.as_deref(),
            &docs,
        ),
        port_line(
            CheckKind::PortOfDischarge,
            bill.port_of_discharge.as_deref(),
            &docs,
        ),
        party_line(CheckKind::Shipper, &bill.shipper, bill, &docs),
        party_line(CheckKind::Consignee, &bill.consignee, bill, &docs),
        party_line(CheckKind::NotifyParty, &bill.notify, bill, &docs),
        standing_line(bill),
    ];
    let documents_not_checked = docs
        .iter()
        .filter(|d| !d.unread.is_empty() || d.pages.is_empty())
        .map(|d| DocumentNotChecked {
            document: d.name.clone(),
            pages: d.unread.clone(),
            whole_document: d.pages.is_empty(),
            reason: "not checked — no text".into(),
        })
        .collect();
    Report {
        lines,
        documents_not_checked,
    }
}

fn finding(doc: &str, page: u32, outcome: Outcome, found: &str, expected: &str) -> Finding {
    Finding {
        document: doc.to_owned(),
        page,
        outcome,
        found: found.to_owned(),
        expected: expected.to_owned(),
        note: None,
    }
}

fn with_note(mut f: Finding, note: impl Into<String>) -> Finding {
    f.note = Some(note.into());
    f
}

/// Runs `each` on every document with text; a document without text gets a "not
/// checked" finding, one where `each` finds nothing a "not found" one.
fn per_document(
    docs: &[Parsed],
    expected: &str,
    mut each: impl FnMut(&Parsed) -> Vec<Finding>,
) -> Vec<Finding> {
    let mut out = Vec::new();
    for doc in docs {
        let Some(first) = doc.pages.first() else {
            out.push(with_note(
                finding(&doc.name, 1, Outcome::NotChecked, "", expected),
                "not checked — no text",
            ));
            continue;
        };
        let found = each(doc);
        if found.is_empty() {
            out.push(with_note(
                finding(&doc.name, first.page, Outcome::NotFound, "", expected),
                "not found in the document",
            ));
        }
        out.extend(found);
    }
    out
}

/// Makes the line from its findings.
fn line(check: CheckKind, expected: &str, findings: Vec<Finding>) -> CheckLine {
    let title = check.title();
    let has = |o: Outcome| findings.iter().any(|f| f.outcome == o);
    let docs_with = |o: Outcome| -> Vec<String> {
        let mut names: Vec<String> = Vec::new();
        for f in findings.iter().filter(|f| f.outcome == o) {
            let at = format!("{} p.{}", f.document, f.page);
            if !names.contains(&at) {
                names.push(at);
            }
        }
        names
    };
    let (outcome, summary) = if findings.is_empty() {
        (
            Outcome::NotChecked,
            format!("{title}: not checked — no documents"),
        )
    } else if has(Outcome::Differs) {
        let n = findings
            .iter()
            .filter(|f| f.outcome == Outcome::Differs)
            .count();
        let plural = if n == 1 { "difference" } else { "differences" };
        (
            Outcome::Differs,
            format!(
                "{title}: {n} {plural} from the eBL ({}) — {}",
                expected,
                docs_with(Outcome::Differs).join(", ")
            ),
        )
    } else if has(Outcome::NotChecked) {
        let names = docs_of(&findings, |f| f.outcome == Outcome::NotChecked);
        // What the documents that were read say stays on the line.
        let mut summary = format!("{title}: not checked in {} — no text", names.join(", "));
        let matching = docs_of(&findings, |f| f.outcome == Outcome::Matches);
        if !matching.is_empty() {
            summary.push_str(&format!(
                "; {expected} — matches in {}",
                matching.join(", ")
            ));
        }
        summary.push_str(&not_stated_and_unlabelled(&findings));
        (Outcome::NotChecked, summary)
    } else if has(Outcome::Matches) {
        let matching = docs_of(&findings, |f| f.outcome == Outcome::Matches);
        let mut summary = format!("{title}: {expected} — matches in {}", matching.join(", "));
        summary.push_str(&not_stated_and_unlabelled(&findings));
        (Outcome::Matches, summary)
    } else {
        let unlabelled = docs_of(&findings, is_unlabelled);
        let summary = if unlabelled.is_empty() {
            format!("{title}: not stated in any document")
        } else {
            format!(
                "{title}: {expected} found without its label in {} — not read as a match",
                unlabelled.join(", ")
            )
        };
        (Outcome::NotFound, summary)
    };
    CheckLine {
        check,
        outcome,
        summary,
        findings,
        expected: expected.to_owned(),
        silent: None,
    }
}

/// The note of a B/L number found in a document without its label.
const UNLABELLED: &str = "found without its label: not read as a match";

fn is_unlabelled(f: &Finding) -> bool {
    f.outcome == Outcome::NotFound && f.note.as_deref() == Some(UNLABELLED)
}

/// The documents of the findings that pass `pick`, each once, in order.
fn docs_of(findings: &[Finding], pick: impl Fn(&Finding) -> bool) -> Vec<&str> {
    let mut names: Vec<&str> = Vec::new();
    for f in findings.iter().filter(|f| pick(f)) {
        if !names.contains(&f.document.as_str()) {
            names.push(&f.document);
        }
    }
    names
}

/// "; not stated in A; found without its label in B" for the documents that did not state the
/// value as such (empty when every document did).
fn not_stated_and_unlabelled(findings: &[Finding]) -> String {
    let mut out = String::new();
    let silent = docs_of(findings, |f| {
        f.outcome == Outcome::NotFound && !is_unlabelled(f)
    });
    if !silent.is_empty() {
        out.push_str(&format!("; not stated in {}", silent.join(", ")));
    }
    let unlabelled = docs_of(findings, is_unlabelled);
    if !unlabelled.is_empty() {
        out.push_str(&format!(
            "; found without its label in {} (not read as a match)",
            unlabelled.join(", ")
        ));
    }
    out
}

/// A line not checked because the eBL does not state the value.
fn bill_silent(check: CheckKind, why: Silent) -> CheckLine {
    CheckLine {
        check,
        outcome: Outcome::NotChecked,
        summary: format!("{}: not checked — {}", check.title(), why.words()),
        findings: Vec::new(),
        expected: String::new(),
        silent: Some(why),
    }
}

fn bl_number_line(bill: &Bill, docs: &[Parsed]) -> CheckLine {
    let expected = bill
        .transport_document_reference
        .as_deref()
        .filter(|s| !s.trim().is_empty())
        .unwrap_or(&bill.reference)
        .trim()
        .to_owned();
    if expected.is_empty() {
        return bill_silent(CheckKind::BlNumber, Silent::NoBlNumber);
    }
    let findings = per_document(docs, &expected, |doc| {
        let named = extract::bl_numbers(doc);
        let mut out = Vec::new();
        for s in named
            .iter()
            .filter(|s| !same_bl_number(&s.value, &expected))
        {
            out.push(with_note(
                finding(&doc.name, s.page, Outcome::Differs, &s.value, &expected),
                "another B/L number",
            ));
        }
        let labelled = named.iter().find(|s| same_bl_number(&s.value, &expected));
        // Without a label, the number written as a word of its own.
        let anywhere = if named.is_empty() {
            extract::pages_naming(doc, &expected)
        } else {
            Vec::new()
        };
        if let Some(s) = labelled {
            out.push(finding(
                &doc.name,
                s.page,
                Outcome::Matches,
                &s.value,
                &expected,
            ));
        } else if let Some(&page) = anywhere.first() {
            // Found, but not stated as the B/L number: any reference of the same characters
            // (an order number, a booking) would do the same. Never a match.
            out.push(with_note(
                finding(&doc.name, page, Outcome::NotFound, &expected, &expected),
                UNLABELLED,
            ));
        }
        out
    });
    line(CheckKind::BlNumber, &expected, findings)
}

fn containers_line(bill_pdf: &Parsed, docs: &[Parsed]) -> CheckLine {
    if bill_pdf.pages.is_empty() {
        return bill_silent(CheckKind::Containers, Silent::NoPdfText);
    }
    let expected: Vec<String> = extract::containers(bill_pdf)
        .into_iter()
        .map(|(c, _)| c.number)
        .collect();
    if expected.is_empty() {
        return bill_silent(CheckKind::Containers, Silent::NoContainer);
    }
    let expected_text = expected.join(", ");
    let findings = per_document(docs, &expected_text, |doc| {
        let found = extract::containers(doc);
        if found.is_empty() {
            return Vec::new();
        }
        let list_page = found.first().map_or(1, |(_, p)| *p);
        let mut out = Vec::new();
        let mut missing: Vec<&String> = expected
            .iter()
            .filter(|e| !found.iter().any(|(c, _)| &c.number == *e))
            .collect();
        let mut same = Vec::new();
        for (c, page) in &found {
            if expected.contains(&c.number) {
                same.push(c.number.clone());
                if !c.check_digit_ok {
                    out.push(with_note(
                        finding(&doc.name, *page, Outcome::Matches, &c.number, &c.number),
                        "check digit wrong (the eBL has the same number)",
                    ));
                }
                continue;
            }
            // One character off a missing number: a typo, counted once.
            let typo = missing.iter().position(|m| one_char_off(&c.number, m));
            let check = if c.check_digit_ok {
                None
            } else {
                Some("check digit wrong")
            };
            match typo {
                Some(i) => {
                    let m = missing.remove(i);
                    let note = match check {
                        Some(check) => format!("{check}; the eBL has {m}"),
                        None => format!("one character differs from the eBL's {m}"),
                    };
                    out.push(with_note(
                        finding(&doc.name, *page, Outcome::Differs, &c.number, m),
                        note,
                    ));
                }
                None => {
                    let note = match check {
                        Some(check) => format!("not on the eBL; {check}"),
                        None => "not on the eBL".to_owned(),
                    };
                    out.push(with_note(
                        finding(&doc.name, *page, Outcome::Differs, &c.number, ""),
                        note,
                    ));
                }
            }
        }
        for m in missing {
            out.push(with_note(
                finding(&doc.name, list_page, Outcome::Differs, "", m),
                "missing: on the eBL, not in the document",
            ));
        }
        if !same.is_empty() && !out.iter().any(|f| f.outcome == Outcome::Differs) {
            out.push(finding(
                &doc.name,
                list_page,
                Outcome::Matches,
                &same.join(", "),
                &expected_text,
            ));
        }
        out
    });
    line(CheckKind::Containers, &expected_text, findings)
}

fn one_char_off(a: &str, b: &str) -> bool {
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    if a.len() != b.len() {
        return false;
    }
    let diff: Vec<usize> = (0..a.len()).filter(|&i| a.get(i) != b.get(i)).collect();
    match diff.as_slice() {
        [_] => true,
        // Two neighbours swapped.
        [i, j] if *j == i + 1 => a.get(*i) == b.get(*j) && a.get(*j) == b.get(*i),
        _ => false,
    }
}

fn format_amount(check: CheckKind, value: f64) -> String {
    let (int, frac) = if check == CheckKind::GrossWeight {
        let rounded = (value * 1000.0).round() / 1000.0;
        let int = rounded.trunc();
        let frac = format!("{:.3}", rounded - int);
        let frac = frac
            .trim_start_matches('0')
            .trim_end_matches('0')
            .trim_end_matches('.')
            .to_owned();
        (int, frac)
    } else {
        (value.round(), String::new())
    };
    let digits = format!("{:.0}", int.abs());
    let mut grouped = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            grouped.push(',');
        }
        grouped.push(c);
    }
    let sign = if int < 0.0 { "-" } else { "" };
    match check {
        CheckKind::GrossWeight => format!("{sign}{grouped}{frac} kg"),
        _ => format!("{sign}{grouped}"),
    }
}

fn amount_line(
    check: CheckKind,
    bill_pdf: &Parsed,
    docs: &[Parsed],
    read: fn(&Parsed) -> Vec<Amount>,
    tolerance_percent: f64,
) -> CheckLine {
    if bill_pdf.pages.is_empty() {
        return bill_silent(check, Silent::NoPdfText);
    }
    let bill_totals = read(bill_pdf);
    let Some(bill_total) = bill_totals.first() else {
        return bill_silent(check, Silent::NoTotal);
    };
    let expected = format_amount(check, bill_total.value);
    let findings = per_document(docs, &expected, |doc| {
        read(doc)
            .into_iter()
            .map(|a| {
                let allowed =
                    bill_total.value.abs() * tolerance_percent / 100.0 + a.slack + bill_total.slack;
                let delta = a.value - bill_total.value;
                let same = delta.abs() <= allowed + 1e-9;
                let converted = format_amount(check, a.value);
                let mut notes: Vec<String> = Vec::new();
                if let Some(n) = &a.note {
                    notes.push(n.clone());
                }
                if check == CheckKind::GrossWeight && a.converted {
                    notes.push(format!("= {converted}"));
                }
                let rounding = a.slack + bill_total.slack + 1e-9;
                if delta.abs() > rounding && bill_total.value.abs() > 0.0 {
                    let pct = delta / bill_total.value * 100.0;
                    let word = if pct > 0.0 { "more" } else { "less" };
                    let within = if same { ", within the tolerance" } else { "" };
                    notes.push(format!("{:.1}% {word} than the eBL{within}", pct.abs()));
                }
                let outcome = if same {
                    Outcome::Matches
                } else {
                    Outcome::Differs
                };
                let mut f = finding(&doc.name, a.page, outcome, &a.text, &expected);
                if !notes.is_empty() {
                    f.note = Some(notes.join("; "));
                }
                f
            })
            .collect()
    });
    line(check, &expected, findings)
}

fn words_upper(s: &str) -> Vec<String> {
    s.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_uppercase)
        .collect()
}

fn vessel_key(s: &str) -> Vec<String> {
    let mut w = words_upper(s);
    if w.first().is_some_and(|f| f == "MV") {
        w.remove(0);
    } else if w.len() > 1
        && w.first().is_some_and(|f| f == "M")
        && w.get(1).is_some_and(|s| s == "V")
    {
        w.drain(..2);
    }
    w
}

fn voyage_key(s: &str) -> String {
    let compact: String = words_upper(s).concat();
    for prefix in ["VOYAGE", "VOY", "V"] {
        if let Some(rest) = compact.strip_prefix(prefix)
            && rest.starts_with(|c: char| c.is_ascii_digit())
        {
            return rest.to_owned();
        }
    }
    compact
}

fn vessel_line(bill: &Bill, docs: &[Parsed]) -> CheckLine {
    let Some(expected) = bill.vessel.as_deref().filter(|v| !v.trim().is_empty()) else {
        return bill_silent(CheckKind::Vessel, Silent::NoVessel);
    };
    let key = vessel_key(expected);
    let voyage = bill.voyage.as_deref().map(voyage_key);
    let findings = per_document(docs, expected, |doc| {
        let (vessels, _) = extract::vessels_and_voyages(doc);
        vessels
            .iter()
            .map(|s| {
                let found = vessel_key(&s.value);
                // `MSC AURORA V.123E`: the vessel and then the bill's voyage.
                let with_voyage = found.len() > key.len()
                    && found.get(..key.len()) == Some(&key[..])
                    && voyage.as_deref().is_some_and(|v| {
                        found
                            .get(key.len()..)
                            .is_some_and(|rest| voyage_key(&rest.join(" ")) == v)
                    });
                let outcome = if found == key || with_voyage {
                    Outcome::Matches
                } else {
                    Outcome::Differs
                };
                finding(&doc.name, s.page, outcome, &s.value, expected)
            })
            .collect()
    });
    line(CheckKind::Vessel, expected, findings)
}

fn voyage_line(bill: &Bill, docs: &[Parsed]) -> CheckLine {
    let Some(expected) = bill.voyage.as_deref().filter(|v| !v.trim().is_empty()) else {
        return bill_silent(CheckKind::Voyage, Silent::NoVoyage);
    };
    let key = voyage_key(expected);
    let findings = per_document(docs, expected, |doc| {
        let (_, voyages) = extract::vessels_and_voyages(doc);
        voyages
            .iter()
            .map(|s| {
                let outcome = if voyage_key(&s.value) == key {
                    Outcome::Matches
                } else {
                    Outcome::Differs
                };
                finding(&doc.name, s.page, outcome, &s.value, expected)
            })
            .collect()
    });
    line(CheckKind::Voyage, expected, findings)
}

fn port_line(check: CheckKind, expected: Option<&str>, docs: &[Parsed]) -> CheckLine {
    let Some(expected) = expected.filter(|v| !v.trim().is_empty()) else {
        return bill_silent(check, Silent::NoPort);
    };
    let field = if check == CheckKind::PortOfLoading {
        Field::PortOfLoading
    } else {
        Field::PortOfDischarge
    };
    let bill_port = ports::parse(expected);
    let findings = per_document(docs, expected, |doc| {
        extract::stated(doc, field)
            .iter()
            .map(|s| match ports::same(&ports::parse(&s.value), &bill_port) {
                ports::Same::Yes => {
                    finding(&doc.name, s.page, Outcome::Matches, &s.value, expected)
                }
                ports::Same::No => finding(&doc.name, s.page, Outcome::Differs, &s.value, expected),
                ports::Same::Unknown => with_note(
                    finding(&doc.name, s.page, Outcome::Differs, &s.value, expected),
                    "a code and a name this check cannot relate",
                ),
            })
            .collect()
    });
    line(check, expected, findings)
}

fn party_line(check: CheckKind, names: &[String], bill: &Bill, docs: &[Parsed]) -> CheckLine {
    let names: Vec<String> = names
        .iter()
        .map(|n| n.trim().to_owned())
        .filter(|n| !n.is_empty())
        .collect();
    if names.is_empty() {
        return bill_silent(check, Silent::NoParty);
    }
    let field = match check {
        CheckKind::Shipper => Field::Shipper,
        CheckKind::Consignee => Field::Consignee,
        _ => Field::Notify,
    };
    // `Same as consignee` on the bill stands for the consignee's names as well.
    let mut accepted = names.clone();
    if check == CheckKind::NotifyParty && names.iter().any(|n| parties::is_same_as_consignee(n)) {
        accepted.extend(bill.consignee.iter().cloned());
    }
    let expected = names.join("; ");
    let findings = per_document(docs, &expected, |doc| {
        extract::stated(doc, field)
            .iter()
            .map(|s| party_finding(check, doc, s, &accepted, &expected, bill))
            .collect()
    });
    line(check, &expected, findings)
}

fn party_finding(
    check: CheckKind,
    doc: &Parsed,
    s: &Stated,
    accepted: &[String],
    expected: &str,
    bill: &Bill,
) -> Finding {
    let f = |o| finding(&doc.name, s.page, o, &s.value, expected);
    if check == CheckKind::NotifyParty && parties::is_same_as_consignee(&s.value) {
        let bill_same = accepted.iter().any(|n| parties::is_same_as_consignee(n))
            || bill
                .consignee
                .iter()
                .any(|c| parties::compare(c, accepted) == PartyMatch::Same);
        return f(if bill_same {
            Outcome::Matches
        } else {
            Outcome::Differs
        });
    }
    match parties::compare(&s.value, accepted) {
        PartyMatch::Same => f(Outcome::Matches),
        PartyMatch::NearMiss(name) => with_note(
            finding(&doc.name, s.page, Outcome::Differs, &s.value, &name),
            "near miss",
        ),
        PartyMatch::LegalForm(name) => with_note(
            finding(&doc.name, s.page, Outcome::Differs, &s.value, &name),
            "the legal form differs",
        ),
        PartyMatch::Different => f(Outcome::Differs),
    }
}

fn standing_line(bill: &Bill) -> CheckLine {
    let doc = format!("eBL {}", bill.reference);
    let mut findings = Vec::new();
    if bill.is_copy {
        findings.push(with_note(
            finding(&doc, 1, Outcome::Differs, "a copy", "the original"),
            "a copy cannot be presented",
        ));
    }
    let status = bill.status.trim();
    if !status.eq_ignore_ascii_case("ISSUED") {
        findings.push(finding(
            &doc,
            1,
            Outcome::Differs,
            if status.is_empty() {
                "no state"
            } else {
                status
            },
            "ISSUED",
        ));
    }
    if !bill.held_by_company {
        findings.push(finding(
            &doc,
            1,
            Outcome::Differs,
            "held by another company",
            "held by your company",
        ));
    }
    let (outcome, summary) = if findings.is_empty() {
        (
            Outcome::Matches,
            "The eBL: an original, ISSUED, held by your company".to_owned(),
        )
    } else {
        let parts: Vec<String> = findings
            .iter()
            .map(|f| match f.expected.as_str() {
                "the original" => "a copy, not the original".to_owned(),
                "ISSUED" => format!("{}, not ISSUED", f.found),
                _ => "not held by your company".to_owned(),
            })
            .collect();
        (Outcome::Differs, format!("The eBL: {}", parts.join("; ")))
    };
    CheckLine {
        check: CheckKind::BillStanding,
        outcome,
        summary,
        findings,
        expected: String::new(),
        silent: None,
    }
}

#[cfg(test)]
mod tests;
