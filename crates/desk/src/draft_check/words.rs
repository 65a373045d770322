//! The document check's lines in the user's language. `tdx-doccheck` words its report in
//! English, and that report (its digest) is what the journal and the evidence pack record, so
//! it never changes with the language: the window's line is worded here, from the line's
//! fields, in the language of [`tdx_i18n::tr!`]. In English the report's own words are shown,
//! so they stay exactly as they are.

use tdx_doccheck::{CheckKind, CheckLine, Finding, Outcome, Silent};
use tdx_i18n::{Lang, language, tr};

use super::view::DraftCheckLine;

/// A line of the report as the window shows it.
pub(crate) fn line_view(line: &CheckLine) -> DraftCheckLine {
    if language() == Lang::En {
        return DraftCheckLine {
            title: line.check.title().to_owned(),
            line: line.clone(),
        };
    }
    let title = title(line.check);
    let mut shown = line.clone();
    shown.summary = summary(line, &title);
    for finding in &mut shown.findings {
        finding.note = finding.note.as_deref().map(note);
        if line.check == CheckKind::BillStanding {
            finding.found = standing_value(&finding.found);
            finding.expected = standing_value(&finding.expected);
        }
    }
    DraftCheckLine { title, line: shown }
}

/// What a line checks, in words (a message with no placeable: it goes into others whole).
pub(crate) fn title(check: CheckKind) -> String {
    match check {
        CheckKind::BlNumber => tr!("desk-check-bl-number"),
        CheckKind::Containers => tr!("desk-check-containers"),
        CheckKind::GrossWeight => tr!("desk-check-gross-weight"),
        CheckKind::Packages => tr!("desk-check-packages"),
        CheckKind::Vessel => tr!("desk-check-vessel"),
        CheckKind::Voyage => tr!("desk-check-voyage"),
        CheckKind::PortOfLoading => tr!("desk-check-port-of-loading"),
        CheckKind::PortOfDischarge => tr!("desk-check-port-of-discharge"),
        CheckKind::Shipper => tr!("desk-check-shipper"),
        CheckKind::Consignee => tr!("desk-check-consignee"),
        CheckKind::NotifyParty => tr!("desk-check-notify-party"),
        CheckKind::BillStanding => tr!("desk-check-standing-title"),
    }
}

/// The line's summary, as `tdx-doccheck` words it in English (see its `line`), in the
/// current language. Each part is a message of its own, joined here (never one message
/// placed in another as an argument, which would show its isolation marks as signs).
pub(crate) fn summary(line: &CheckLine, title: &str) -> String {
    if line.check == CheckKind::BillStanding {
        return standing_summary(line);
    }
    let findings = &line.findings;
    let expected = line.expected.as_str();
    let has = |o: Outcome| findings.iter().any(|f| f.outcome == o);
    if findings.is_empty() {
        return match line.silent {
            Some(why) => tr!("desk-check-silent", title = title, why = silent_key(why)),
            None => tr!("desk-check-no-documents", title = title),
        };
    }
    if has(Outcome::Differs) {
        let n = findings
            .iter()
            .filter(|f| f.outcome == Outcome::Differs)
            .count();
        let mut pages: Vec<String> = Vec::new();
        for f in findings.iter().filter(|f| f.outcome == Outcome::Differs) {
            let at = page_of(&f.document, f.page);
            if !pages.contains(&at) {
                pages.push(at);
            }
        }
        return tr!(
            "desk-check-differs",
            title = title,
            count = n,
            expected = expected,
            documents = pages.join(", ")
        );
    }
    if has(Outcome::NotChecked) {
        let names = docs_of(findings, |f| f.outcome == Outcome::NotChecked);
        let mut out = tr!(
            "desk-check-not-checked-in",
            title = title,
            documents = names
        );
        let matching = docs_of(findings, |f| f.outcome == Outcome::Matches);
        if !matching.is_empty() {
            out.push_str(&tr!(
                "desk-check-and-matches",
                expected = expected,
                documents = matching
            ));
        }
        out.push_str(&not_stated_and_unlabelled(findings));
        return out;
    }
    if has(Outcome::Matches) {
        let matching = docs_of(findings, |f| f.outcome == Outcome::Matches);
        let mut out = tr!(
            "desk-check-matches",
            title = title,
            expected = expected,
            documents = matching
        );
        out.push_str(&not_stated_and_unlabelled(findings));
        return out;
    }
    let unlabelled = docs_of(findings, is_unlabelled);
    if unlabelled.is_empty() {
        tr!("desk-check-not-stated", title = title)
    } else {
        tr!(
            "desk-check-unlabelled",
            title = title,
            expected = expected,
            documents = unlabelled
        )
    }
}

/// "invoice.pdf p.2": a document and its page (data and words, no isolate of its own).
fn page_of(document: &str, page: u32) -> String {
    format!(
        "{document} {}{page}{}",
        tr!("desk-check-page-before"),
        tr!("desk-check-page-after")
    )
}

fn silent_key(why: Silent) -> &'static str {
    match why {
        Silent::NoBlNumber => "no-bl-number",
        Silent::NoPdfText => "no-pdf-text",
        Silent::NoContainer => "no-container",
        Silent::NoTotal => "no-total",
        Silent::NoVessel => "no-vessel",
        Silent::NoVoyage => "no-voyage",
        Silent::NoPort => "no-port",
        Silent::NoParty => "no-party",
    }
}

/// The note `tdx-doccheck` gives a B/L number found without its label.
const UNLABELLED: &str = "found without its label: not read as a match";

fn is_unlabelled(f: &Finding) -> bool {
    f.outcome == Outcome::NotFound && f.note.as_deref() == Some(UNLABELLED)
}

/// The documents of the findings that pass `pick`, each once, in order, as a list.
fn docs_of(findings: &[Finding], pick: impl Fn(&Finding) -> bool) -> String {
    let mut names: Vec<&str> = Vec::new();
    for f in findings.iter().filter(|f| pick(f)) {
        if !names.contains(&f.document.as_str()) {
            names.push(&f.document);
        }
    }
    names.join(", ")
}

fn not_stated_and_unlabelled(findings: &[Finding]) -> String {
    let mut out = String::new();
    let silent = docs_of(findings, |f| {
        f.outcome == Outcome::NotFound && !is_unlabelled(f)
    });
    if !silent.is_empty() {
        out.push_str(&tr!("desk-check-and-not-stated", documents = silent));
    }
    let unlabelled = docs_of(findings, is_unlabelled);
    if !unlabelled.is_empty() {
        out.push_str(&tr!("desk-check-and-unlabelled", documents = unlabelled));
    }
    out
}

/// The eBL's own standing: an original, ISSUED, held by the company, or what it is not.
fn standing_summary(line: &CheckLine) -> String {
    if line.findings.is_empty() {
        return tr!("desk-check-standing-ok");
    }
    let parts: Vec<String> = line
        .findings
        .iter()
        .map(|f| match f.expected.as_str() {
            "the original" => tr!("desk-check-standing-copy"),
            "ISSUED" => tr!("desk-check-standing-state", state = f.found.as_str()),
            _ => tr!("desk-check-standing-not-held"),
        })
        .collect();
    format!(
        "{} {}",
        tr!("desk-check-standing"),
        parts.join(&tr!("desk-check-separator"))
    )
}

/// The fixed words of the standing line's values; a state the service wrote stays as it is.
fn standing_value(value: &str) -> String {
    match value {
        "a copy" => tr!("desk-check-value-copy"),
        "the original" => tr!("desk-check-value-original"),
        "no state" => tr!("desk-check-value-no-state"),
        "held by another company" => tr!("desk-check-value-held-by-another"),
        "held by your company" => tr!("desk-check-value-held-by-you"),
        other => other.to_owned(),
    }
}

/// A finding's note in words: the notes `tdx-doccheck` writes in fixed words; any other (a
/// percentage, a converted weight, a value the document wrote) as it is.
fn note(note: &str) -> String {
    match note {
        "not checked — no text" => tr!("desk-check-note-no-text"),
        "not found in the document" => tr!("desk-check-note-not-found"),
        UNLABELLED => tr!("desk-check-note-unlabelled"),
        "check digit wrong (the eBL has the same number)" => {
            tr!("desk-check-note-check-digit-same")
        }
        "not on the eBL" => tr!("desk-check-note-not-on-ebl"),
        "not on the eBL; check digit wrong" => tr!("desk-check-note-not-on-ebl-check-digit"),
        "near miss" => tr!("desk-check-note-near-miss"),
        "the legal form differs" => tr!("desk-check-note-legal-form"),
        "a copy cannot be presented" => tr!("desk-check-note-copy"),
        other => valued_note(other).unwrap_or_else(|| {
            if other.contains("; ") {
                // Several notes of one finding, each worded.
                other
                    .split("; ")
                    .map(self::note)
                    .collect::<Vec<_>>()
                    .join(&tr!("desk-check-separator"))
            } else {
                other.to_owned()
            }
        }),
    }
}

/// The notes `tdx-doccheck` writes with a number or a value in them, in words; `None` for
/// any other.
fn valued_note(note: &str) -> Option<String> {
    if let Some(value) = note.strip_prefix("= ") {
        return Some(tr!("desk-check-note-converted", value = value));
    }
    if let Some(n) = note
        .strip_prefix("no total stated: the sum of ")
        .and_then(|n| n.strip_suffix(" lines"))
        .and_then(|n| n.parse::<u32>().ok())
    {
        return Some(tr!("desk-check-note-sum-of-lines", count = n));
    }
    if let Some(m) = note.strip_prefix("one character differs from the eBL's ") {
        return Some(tr!("desk-check-note-one-character", container = m));
    }
    if let Some(m) = note.strip_prefix("check digit wrong; the eBL has ") {
        return Some(tr!("desk-check-note-check-digit-has", container = m));
    }
    let (percent, rest) = note.split_once("% ")?;
    percent.parse::<f64>().ok()?;
    Some(match rest {
        "more than the eBL" => tr!("desk-check-note-more", percent = percent),
        "less than the eBL" => tr!("desk-check-note-less", percent = percent),
        "more than the eBL, within the tolerance" => {
            tr!("desk-check-note-more-within", percent = percent)
        }
        "less than the eBL, within the tolerance" => {
            tr!("desk-check-note-less-within", percent = percent)
        }
        _ => return None,
    })
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn finding(document: &str, page: u32, outcome: Outcome, note: Option<&str>) -> Finding {
        Finding {
            document: document.to_owned(),
            page,
            outcome,
            found: "MSKU9070324".to_owned(),
            expected: "MSKU9070323".to_owned(),
            note: note.map(str::to_owned),
        }
    }

    fn line(check: CheckKind, summary: &str, findings: Vec<Finding>) -> CheckLine {
        CheckLine {
            check,
            outcome: Outcome::Differs,
            summary: summary.to_owned(),
            findings,
            expected: "MSKU9070323".to_owned(),
            silent: None,
        }
    }

    /// Lines of every shape, each with the summary `tdx-doccheck` gives it in English.
    fn lines() -> Vec<CheckLine> {
        let differs = finding("invoice.pdf", 2, Outcome::Differs, Some("near miss"));
        let matches = finding("packing.pdf", 1, Outcome::Matches, None);
        let silent_doc = finding(
            "cert.pdf",
            1,
            Outcome::NotFound,
            Some("not found in the document"),
        );
        let unlabelled = finding("scan.pdf", 1, Outcome::NotFound, Some(UNLABELLED));
        let no_text = finding(
            "photo.pdf",
            1,
            Outcome::NotChecked,
            Some("not checked — no text"),
        );
        let mut silent = line(
            CheckKind::Vessel,
            "Vessel: not checked — the eBL names no vessel",
            vec![],
        );
        silent.silent = Some(Silent::NoVessel);
        silent.expected = String::new();
        let mut standing = line(
            CheckKind::BillStanding,
            "The eBL: a copy, not the original; VOID, not ISSUED; not held by your company",
            vec![
                Finding {
                    found: "a copy".into(),
                    expected: "the original".into(),
                    ..finding(
                        "eBL GCL-1",
                        1,
                        Outcome::Differs,
                        Some("a copy cannot be presented"),
                    )
                },
                Finding {
                    found: "VOID".into(),
                    expected: "ISSUED".into(),
                    ..finding("eBL GCL-1", 1, Outcome::Differs, None)
                },
                Finding {
                    found: "held by another company".into(),
                    expected: "held by your company".into(),
                    ..finding("eBL GCL-1", 1, Outcome::Differs, None)
                },
            ],
        );
        standing.expected = String::new();
        vec![
            line(
                CheckKind::Containers,
                "Containers: 1 difference from the eBL (MSKU9070323) — invoice.pdf p.2",
                vec![differs, matches.clone()],
            ),
            line(
                CheckKind::Containers,
                "Containers: not checked in photo.pdf — no text; MSKU9070323 — matches in \
                 packing.pdf; not stated in cert.pdf; found without its label in scan.pdf (not \
                 read as a match)",
                vec![
                    no_text,
                    matches.clone(),
                    silent_doc.clone(),
                    unlabelled.clone(),
                ],
            ),
            line(
                CheckKind::BlNumber,
                "B/L number: MSKU9070323 — matches in packing.pdf; not stated in cert.pdf",
                vec![matches, silent_doc.clone()],
            ),
            line(
                CheckKind::Shipper,
                "Shipper: not stated in any document",
                vec![silent_doc],
            ),
            line(
                CheckKind::BlNumber,
                "B/L number: MSKU9070323 found without its label in scan.pdf — not read as a match",
                vec![unlabelled],
            ),
            line(
                CheckKind::Consignee,
                "Consignee: not checked — no documents",
                vec![],
            ),
            silent,
            standing,
        ]
    }

    #[test]
    fn worded_here_in_english_each_line_reads_as_the_report_does() {
        tdx_i18n::set_language(Lang::En);
        for line in lines() {
            assert_eq!(summary(&line, line.check.title()), line.summary);
            assert_eq!(line_view(&line).line, line);
        }
    }

    /// The notes with a number or a value, as `tdx-doccheck` writes them.
    const VALUED: [&str; 8] = [
        "= 12,400.000 kg",
        "no total stated: the sum of 3 lines",
        "one character differs from the eBL's MSKU9070323",
        "check digit wrong; the eBL has MSKU9070323",
        "2.5% more than the eBL",
        "0.4% less than the eBL, within the tolerance",
        "no total stated: the sum of 2 lines; = 8,000.000 kg; 1.2% more than the eBL, within the tolerance",
        "3.0% less than the eBL",
    ];

    #[test]
    fn notes_with_values_read_as_the_report_in_english_and_from_the_catalogue_otherwise() {
        tdx_i18n::set_language(Lang::En);
        for n in VALUED {
            assert_eq!(note(n), n);
        }
        tdx_i18n::set_language(Lang::Pseudo);
        for n in VALUED {
            let shown = note(n);
            assert_ne!(shown, n);
            crate::catalogue_check::assert_pseudo(&shown);
        }
        tdx_i18n::set_language(Lang::Ar);
        for n in VALUED {
            crate::catalogue_check::assert_arabic(&note(n));
        }
        tdx_i18n::set_language(Lang::En);
    }

    #[test]
    fn in_the_pseudo_locale_and_arabic_each_line_is_from_the_catalogue() {
        tdx_i18n::set_language(Lang::Pseudo);
        for line in lines() {
            let view = line_view(&line);
            crate::catalogue_check::assert_pseudo(&view.title);
            crate::catalogue_check::assert_pseudo(&view.line.summary);
            for note in view.line.findings.iter().filter_map(|f| f.note.as_deref()) {
                crate::catalogue_check::assert_pseudo(note);
            }
        }
        tdx_i18n::set_language(Lang::Ar);
        for line in lines() {
            let view = line_view(&line);
            crate::catalogue_check::assert_arabic(&view.line.summary);
        }
        tdx_i18n::set_language(Lang::En);
    }
}
