//! The credit check's line summaries in the user's language. `tdx-credit` words its report in
//! English and its digest is on record, so the report never changes with the language: the
//! window's summary is worded here from the line's fields (and, for the credit's value, the
//! report's own sentence). In English the report's own words are shown, unchanged.

use tdx_credit::CreditCheckLine;
use tdx_doccheck::{Finding, Outcome};
use tdx_i18n::{Lang, language, tr};

/// The line's summary as the window shows it (`title`: the check's name, already worded).
pub(crate) fn summary(line: &CreditCheckLine, title: &str) -> String {
    if language() == Lang::En {
        return line.summary.clone();
    }
    worded(line, title).unwrap_or_else(|| line.summary.clone())
}

/// The summary in the current language, or `None` when the report's sentence is not one
/// `tdx-credit` writes (then the report's own words are shown).
fn worded(line: &CreditCheckLine, title: &str) -> Option<String> {
    let english = line.check.title();
    let rest = line.summary.strip_prefix(english)?.strip_prefix(": ")?;
    let findings = &line.findings;
    let has = |o: Outcome| findings.iter().any(|f| f.outcome == o);
    if findings.is_empty() || line.outcome == Outcome::NotChecked && !has(Outcome::NotChecked) {
        let why = rest.strip_prefix("not checked — ")?;
        return Some(not_checked(title, why));
    }
    if has(Outcome::Differs) {
        let n = findings
            .iter()
            .filter(|f| f.outcome == Outcome::Differs)
            .count();
        let places = places(findings, Outcome::Differs);
        let expected = rest
            .strip_suffix(&format!(") — {places}"))?
            .split_once(" from the credit (")?
            .1;
        let documents = places_worded(findings, Outcome::Differs);
        return Some(tr!(
            "desk-credit-differs",
            title = title,
            count = n,
            expected = expected,
            documents = documents
        ));
    }
    if has(Outcome::NotChecked) {
        let why = rest.strip_prefix("not checked — ")?;
        return Some(not_checked(title, why));
    }
    if has(Outcome::Matches) {
        let mut head = rest;
        let mut tail = String::new();
        if has(Outcome::NotFound) {
            let silent = places(findings, Outcome::NotFound);
            head = head.strip_suffix(&format!("; not stated in {silent}"))?;
            tail = tr!(
                "desk-check-and-not-stated",
                documents = places_worded(findings, Outcome::NotFound)
            );
        }
        let matching = places(findings, Outcome::Matches);
        let expected = head.strip_suffix(&format!(" — matches in {matching}"))?;
        let mut out = tr!(
            "desk-check-matches",
            title = title,
            expected = expected,
            documents = places_worded(findings, Outcome::Matches)
        );
        out.push_str(&tail);
        return Some(out);
    }
    Some(tr!("desk-check-not-stated", title = title))
}

/// "title: not checked — why", the reasons `tdx-credit` writes in fixed words worded from
/// the catalogue (each a message with no placeable: it goes into the line whole); any other
/// reason as the report gives it.
fn not_checked(title: &str, why: &str) -> String {
    let worded = match why {
        "no documents" => return tr!("desk-check-no-documents", title = title),
        "no text" => tr!("desk-credit-why-no-text"),
        "the eBL's PDF has no text" => tr!("desk-credit-why-ebl-no-text"),
        "no invoice in the envelope (a document of type INV)" => {
            tr!("desk-credit-why-no-invoice")
        }
        "45A names no goods this check can read" => tr!("desk-credit-why-goods-unreadable"),
        "a range of ports, for the examiner" => tr!("desk-credit-why-port-range"),
        "allowed (43P): nothing to check" => tr!("desk-credit-why-partial-allowed"),
        "conditional (43P), for the examiner" => tr!("desk-credit-why-partial-conditional"),
        "allowed (43T): nothing to check" => tr!("desk-credit-why-transhipment-allowed"),
        "conditional (43T), for the examiner" => {
            tr!("desk-credit-why-transhipment-conditional")
        }
        "46A does not say" => tr!("desk-credit-why-46a-silent"),
        "to the order of the shipper, for the examiner" => tr!("desk-credit-why-to-order"),
        "the issuing bank by role, for the examiner" => tr!("desk-credit-why-bank-by-role"),
        other => {
            if let Some(tag) = other.strip_prefix("the credit has no ")
                && !tag.is_empty()
                && tag.len() <= 4
                && tag.chars().all(|c| c.is_ascii_alphanumeric())
            {
                return tr!("desk-credit-not-checked-no-field", title = title, tag = tag);
            }
            other.to_owned()
        }
    };
    tr!("desk-credit-not-checked", title = title, why = worded)
}

/// The documents (and pages) of the findings with outcome `o`, each once, as `tdx-credit`
/// writes them in English.
fn places(findings: &[Finding], o: Outcome) -> String {
    let mut names: Vec<String> = Vec::new();
    for f in findings.iter().filter(|f| f.outcome == o) {
        let at = if f.page == 0 {
            f.document.clone()
        } else {
            format!("{} p.{}", f.document, f.page)
        };
        if !names.contains(&at) {
            names.push(at);
        }
    }
    names.join(", ")
}

/// [`places`] with the page worded in the current language.
fn places_worded(findings: &[Finding], o: Outcome) -> String {
    let mut names: Vec<String> = Vec::new();
    for f in findings.iter().filter(|f| f.outcome == o) {
        let at = if f.page == 0 {
            f.document.clone()
        } else {
            format!(
                "{} {}{}{}",
                f.document,
                tr!("desk-check-page-before"),
                f.page,
                tr!("desk-check-page-after")
            )
        };
        if !names.contains(&at) {
            names.push(at);
        }
    }
    names.join(", ")
}

/// The credit check's dated verdict as the window shows it: `because` and `words` worded in
/// the current language from the verdict's fields; in English the report's own words.
pub(crate) fn verdict(v: &tdx_credit::CreditVerdict) -> tdx_credit::CreditVerdict {
    let mut shown = v.clone();
    if language() == Lang::En {
        return shown;
    }
    let because = because(&v.because);
    let inner = whole(&because);
    let diff = match v.differences {
        0 => tr!("desk-credit-verdict-none"),
        n => tr!("desk-credit-verdict-differences", count = n),
    };
    let days = v.days_left.unsigned_abs();
    let when = match v.days_left {
        d if d < 0 => tr!(
            "desk-credit-verdict-late",
            date = v.present_by.as_str(),
            because = inner.as_str(),
            days = days
        ),
        0 => tr!(
            "desk-credit-verdict-today",
            date = v.present_by.as_str(),
            because = inner.as_str()
        ),
        _ => tr!(
            "desk-credit-verdict-left",
            date = v.present_by.as_str(),
            because = inner.as_str(),
            days = days
        ),
    };
    shown.words = format!("{diff}{}{when}", tr!("desk-check-separator"));
    shown.because = because;
    shown
}

/// Why the presentation's last day is that day, as `tdx-credit` writes it, in words.
fn because(english: &str) -> String {
    if english == "the credit expires (31D)" {
        return tr!("desk-credit-because-expires");
    }
    if let Some(place) = english
        .strip_prefix("the credit expires at ")
        .and_then(|p| p.strip_suffix(" (31D)"))
    {
        return tr!("desk-credit-because-expires-at", place = place);
    }
    if let Some((days, rule)) = english
        .strip_suffix(')')
        .and_then(|s| s.split_once(" days after shipment ("))
        && let Ok(days) = days.parse::<u32>()
    {
        return tr!("desk-credit-because-days", days = days, rule = rule);
    }
    english.to_owned()
}

/// A worded sentence without its own isolation marks, to go into another as an argument
/// (the outer placeable isolates it whole).
fn whole(s: &str) -> String {
    s.chars()
        .filter(|c| !matches!(c, '\u{2066}' | '\u{2067}' | '\u{2068}' | '\u{2069}'))
        .collect()
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use tdx_credit::CreditCheckKind as K;

    fn finding(document: &str, page: u32, outcome: Outcome) -> Finding {
        Finding {
            document: document.to_owned(),
            page,
            outcome,
            found: "USD 98,000.00".to_owned(),
            expected: "USD 100,000.00".to_owned(),
            note: None,
        }
    }

    fn line(check: K, outcome: Outcome, summary: &str, findings: Vec<Finding>) -> CreditCheckLine {
        CreditCheckLine {
            check,
            outcome,
            summary: summary.to_owned(),
            findings,
        }
    }

    /// Lines of every shape, each with the summary `tdx-credit` gives it in English.
    fn lines() -> Vec<CreditCheckLine> {
        let differs = finding("invoice.pdf", 2, Outcome::Differs);
        let matches = finding("invoice.pdf", 1, Outcome::Matches);
        let silent = finding("packing.pdf", 1, Outcome::NotFound);
        let envelope = finding("the envelope", 0, Outcome::Differs);
        let mut no_text = finding("scan.pdf", 1, Outcome::NotChecked);
        no_text.note = Some("no text".into());
        vec![
            line(
                K::InvoiceAmount,
                Outcome::Differs,
                "Invoice amount (32B, 39A): 1 difference from the credit (USD 95,000.00 to \
                 USD 105,000.00) — invoice.pdf p.2",
                vec![differs.clone(), matches.clone()],
            ),
            line(
                K::DocumentsRequired,
                Outcome::Differs,
                "Documents required (46A): 2 differences from the credit (Commercial invoice, \
                 Packing list) — invoice.pdf p.2, the envelope",
                vec![differs, envelope],
            ),
            line(
                K::InvoiceCurrency,
                Outcome::Matches,
                "Invoice currency (32B): USD — matches in invoice.pdf p.1; not stated in \
                 packing.pdf p.1",
                vec![matches.clone(), silent.clone()],
            ),
            line(
                K::PortOfLoading,
                Outcome::Matches,
                "Port of loading (44E): SHANGHAI — matches in invoice.pdf p.1",
                vec![matches],
            ),
            line(
                K::Consignee,
                Outcome::NotFound,
                "Consignee (46A): not stated in any document",
                vec![silent],
            ),
            line(
                K::Goods,
                Outcome::NotChecked,
                "Goods on the invoice (45A): not checked — no text",
                vec![no_text],
            ),
            line(
                K::Goods,
                Outcome::NotChecked,
                "Goods on the invoice (45A): not checked — no documents",
                vec![],
            ),
            line(
                K::Goods,
                Outcome::NotChecked,
                "Goods on the invoice (45A): not checked — the credit has no 45A",
                vec![],
            ),
            line(
                K::PartialShipments,
                Outcome::NotChecked,
                "Partial shipments (43P): not checked — allowed (43P): nothing to check",
                vec![],
            ),
            line(
                K::Transhipment,
                Outcome::NotChecked,
                "Transhipment (43T): not checked — conditional (43T), for the examiner",
                vec![],
            ),
            line(
                K::NotifyParty,
                Outcome::NotChecked,
                "Notify party (46A): not checked — the issuing bank by role, for the examiner",
                vec![],
            ),
            line(
                K::InvoiceIssuer,
                Outcome::NotChecked,
                "Invoice issued by the beneficiary (59): not checked — no invoice in the \
                 envelope (a document of type INV)",
                vec![],
            ),
        ]
    }

    #[test]
    fn credit_summaries_in_english_read_as_the_report_does() {
        tdx_i18n::set_language(Lang::En);
        for line in lines() {
            assert_eq!(summary(&line, line.check.title()), line.summary);
            // Worded from the catalogue too, English gives the report's sentence back.
            assert_eq!(
                worded(&line, line.check.title()).as_deref(),
                Some(line.summary.as_str())
            );
        }
    }

    #[test]
    fn credit_summaries_in_the_pseudo_locale_and_arabic_are_from_the_catalogue() {
        tdx_i18n::set_language(Lang::Pseudo);
        for line in lines() {
            let title = tdx_i18n::tr!("desk-credit-goods");
            let shown = summary(&line, &title);
            assert_ne!(shown, line.summary);
            crate::catalogue_check::assert_pseudo(&shown);
        }
        tdx_i18n::set_language(Lang::Ar);
        for line in lines() {
            let title = tdx_i18n::tr!("desk-credit-goods");
            crate::catalogue_check::assert_arabic(&summary(&line, &title));
        }
        tdx_i18n::set_language(Lang::En);
    }

    fn verdicts() -> Vec<tdx_credit::CreditVerdict> {
        let base = tdx_credit::CreditVerdict {
            today: "2026-03-01".into(),
            shipment_date: Some("2026-02-20".into()),
            present_by: "2026-03-13".into(),
            because: "21 days after shipment (48)".into(),
            days_left: 12,
            differences: 0,
            words: "no difference from the credit; present by 2026-03-13 (21 days after \
                    shipment (48)): 12 days left"
                .into(),
        };
        vec![
            base.clone(),
            tdx_credit::CreditVerdict {
                because: "the credit expires at HAMBURG (31D)".into(),
                days_left: -1,
                differences: 2,
                words: "2 differences from the credit; too late: the presentation had to \
                        reach the bank by 2026-03-13 (the credit expires at HAMBURG (31D)), 1 \
                        day ago"
                    .into(),
                ..base.clone()
            },
            tdx_credit::CreditVerdict {
                because: "the credit expires (31D)".into(),
                days_left: 0,
                differences: 1,
                words: "1 difference from the credit; present today: 2026-03-13 is the last \
                        day (the credit expires (31D))"
                    .into(),
                ..base
            },
        ]
    }

    #[test]
    fn credit_verdict_reads_as_the_report_in_english_and_from_the_catalogue_otherwise() {
        tdx_i18n::set_language(Lang::En);
        for v in verdicts() {
            assert_eq!(verdict(&v), v);
        }
        tdx_i18n::set_language(Lang::Pseudo);
        for v in verdicts() {
            let shown = verdict(&v);
            assert!(!shown.words.contains('\u{27e8}'), "{}", shown.words);
            crate::catalogue_check::assert_pseudo(&shown.words);
            crate::catalogue_check::assert_pseudo(&shown.because);
        }
        tdx_i18n::set_language(Lang::Ar);
        for v in verdicts() {
            let shown = verdict(&v);
            assert!(!shown.words.contains('\u{27e8}'), "{}", shown.words);
            crate::catalogue_check::assert_arabic(&shown.words);
        }
        tdx_i18n::set_language(Lang::En);
    }
}
