//! The examiner's first pass: a presentation (the eBL and the envelope's documents)
//! against the credit, following UCP 600 where it is mechanical.

use serde::{Deserialize, Serialize};
use tdx_doccheck::read::{Label, NameMatch, ReadDocument, compare_names, number_at, same_port};
use tdx_doccheck::{Bill, Document, Finding, Outcome};
use time::{Date, Duration};
use ts_rs::TS;

use crate::credit::Credit;
use crate::dates::first_date;
use crate::fields::{Permission, group, items};
use crate::iso;
use crate::kinds::{self, DocKind};
use crate::report::{
    CreditCheckKind as K, CreditReport, CreditVerdict, ForExaminer, finding, line, not_checked,
};

/// A document of the envelope and its type code (`INV`, `PKL`...).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export, rename = "CreditPresentedDocument")]
pub struct Presented {
    pub document: Document,
    pub document_type: String,
}

struct Doc<'a> {
    name: &'a str,
    kind: Option<DocKind>,
    read: ReadDocument,
}

/// Checks the presentation of `bill` and `documents` against `credit`, as if presented
/// `today`.
pub fn check(credit: &Credit, bill: &Bill, documents: &[Presented], today: Date) -> CreditReport {
    let docs: Vec<Doc> = documents
        .iter()
        .map(|p| {
            let read = ReadDocument::new(&p.document);
            let first: Vec<String> = read
                .pages()
                .next()
                .map(|(_, lines)| lines.iter().take(3).cloned().collect())
                .unwrap_or_default();
            Doc {
                name: &p.document.name,
                kind: kinds::presented(&p.document_type, &first),
                read,
            }
        })
        .collect();
    let ebl_name = format!("eBL {}", bill.reference);
    let ebl_pdf = ReadDocument::new(&Document {
        name: ebl_name.clone(),
        pages: bill.pdf_pages.clone(),
    });
    let invoices: Vec<&Doc> = docs
        .iter()
        .filter(|d| d.kind == Some(DocKind::Invoice))
        .collect();
    let mut examiner: Vec<ForExaminer> = Vec::new();
    let totals: Vec<(&Doc, Option<Total>)> = invoices
        .iter()
        .map(|d| (*d, invoice_total(&d.read, credit)))
        .collect();
    let shipment = shipment_date(&ebl_pdf);
    let bl_item = credit
        .documents_required
        .as_deref()
        .map(items)
        .unwrap_or_default()
        .into_iter()
        .find(|i| kinds::asked(i) == Some(DocKind::BillOfLading));
    let mut lines = vec![
        currency_line(credit, &totals),
        amount_line(credit, &totals),
        issuer_line(credit, &invoices),
        made_out_line(credit, &invoices),
        goods_line(credit, &invoices, &mut examiner),
        port_line(
            K::PortOfLoading,
            credit.port_of_loading.as_deref(),
            bill.port_of_loading.as_deref(),
            &ebl_name,
            &docs,
            Label::PortOfLoading,
            &mut examiner,
        ),
        port_line(
            K::PortOfDischarge,
            credit.port_of_discharge.as_deref(),
            bill.port_of_discharge.as_deref(),
            &ebl_name,
            &docs,
            Label::PortOfDischarge,
            &mut examiner,
        ),
        shipment_line(credit, &ebl_name, shipment.as_ref(), &mut examiner),
    ];
    let (presentation, mut verdict) =
        presentation_line(credit, &ebl_name, shipment.as_ref(), today);
    lines.push(presentation);
    lines.push(documents_line(credit, &ebl_name, &docs, &mut examiner));
    lines.push(partial_line(credit, &mut examiner));
    lines.push(transhipment_line(
        credit,
        &ebl_name,
        &ebl_pdf,
        &mut examiner,
    ));
    lines.push(party_line(
        K::Consignee,
        credit,
        bill_consignee(bl_item.as_deref()),
        &bill.consignee,
        &ebl_name,
        &mut examiner,
    ));
    lines.push(party_line(
        K::NotifyParty,
        credit,
        bill_notify(bl_item.as_deref()),
        &bill.notify,
        &ebl_name,
        &mut examiner,
    ));
    if let Some(text) = &credit.additional_conditions {
        for item in items(text) {
            examiner.push(ForExaminer {
                tag: "47A".into(),
                text: item,
                why: "an additional condition: free text for the examiner to read".into(),
            });
        }
    }
    if let Some(period) = &credit.shipment_period {
        examiner.push(ForExaminer {
            tag: "44D".into(),
            text: period.clone(),
            why: "a shipment period in words: for the examiner to read".into(),
        });
    }
    let mut report = CreditReport {
        credit_number: credit.number.clone(),
        lines,
        for_examiner: examiner,
        verdict: verdict.clone(),
    };
    let n = report.differences();
    verdict.differences = u32::try_from(n).unwrap_or(u32::MAX);
    verdict.words = verdict_words(&verdict);
    report.verdict = verdict;
    report
}

fn verdict_words(v: &CreditVerdict) -> String {
    let diff = match v.differences {
        0 => "no difference from the credit".to_owned(),
        1 => "1 difference from the credit".to_owned(),
        n => format!("{n} differences from the credit"),
    };
    let when = match v.days_left {
        d if d < 0 => format!(
            "too late: the presentation had to reach the bank by {} ({}), {} day{} ago",
            v.present_by,
            v.because,
            -d,
            if d == -1 { "" } else { "s" }
        ),
        0 => format!(
            "present today: {} is the last day ({})",
            v.present_by, v.because
        ),
        d => format!(
            "present by {} ({}): {d} day{} left",
            v.present_by,
            v.because,
            if d == 1 { "" } else { "s" }
        ),
    };
    format!("{diff}; {when}")
}

/// An invoice's total and its currency.
struct Total {
    text: String,
    currency: Option<String>,
    millis: i64,
    page: u32,
}

const CURRENCIES: &[&str] = &[
    "USD", "EUR", "GBP", "CNY", "RMB", "JPY", "CHF", "AED", "EGP", "INR", "SGD", "HKD", "AUD",
    "CAD", "SEK", "NOK", "DKK", "PLN", "CZK", "TRY", "SAR", "KWD", "QAR", "BHD", "OMR", "ZAR",
    "BRL", "MXN", "KRW", "THB", "MYR", "IDR", "VND", "PKR", "BDT", "NZD",
];

fn currency_in(line: &str, credit: &Credit) -> Option<String> {
    let mut words = line
        .split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| w.len() == 3);
    words
        .find(|w| {
            let up = w.to_ascii_uppercase();
            *w == up && (CURRENCIES.contains(w) || up == credit.amount.currency())
        })
        .map(|w| {
            if w == "RMB" {
                "CNY".to_owned()
            } else {
                w.to_owned()
            }
        })
}

/// The last number written in `line`: (value, its text).
fn last_number(line: &str) -> Option<(f64, String)> {
    let mut out = None;
    let mut prev: Option<char> = None;
    let mut skip_to = 0;
    for (i, c) in line.char_indices() {
        if i >= skip_to
            && c.is_ascii_digit()
            && !prev.is_some_and(|p| p.is_ascii_digit() || p == '.' || p == ',')
            && let Some((value, len)) = line.get(i..).and_then(number_at)
        {
            out = Some((value, line.get(i..i + len).unwrap_or_default().to_owned()));
            skip_to = i + len;
        }
        prev = Some(c);
    }
    out
}

const NOT_MONEY: &[&str] = &[
    "weight",
    "gross",
    "net",
    "packages",
    "pkgs",
    "cartons",
    "ctns",
    "containers",
    "volume",
    "cbm",
    "quantity",
    "qty",
    "kg",
    "kgs",
    "pallets",
    "pieces",
    "pcs",
];

/// The invoice's total: behind `Total amount`, `Invoice total`, `Grand total`..., else
/// behind `Total`; the last one in the document; its currency on its line, else the
/// document's `Currency:`.
fn invoice_total(doc: &ReadDocument, credit: &Credit) -> Option<Total> {
    let mut best: Option<(u8, Total)> = None;
    let mut doc_currency: Option<String> = None;
    for (page, lines) in doc.pages() {
        for l in lines {
            let lower = l.to_lowercase();
            if doc_currency.is_none() && lower.starts_with("currency") {
                doc_currency = currency_in(l, credit);
            }
            let words: Vec<&str> = lower
                .split(|c: char| !c.is_alphanumeric())
                .filter(|w| !w.is_empty())
                .collect();
            if words.iter().any(|w| NOT_MONEY.contains(w)) {
                continue;
            }
            let strong = [
                "total amount",
                "invoice total",
                "grand total",
                "total value",
                "amount due",
                "total invoice",
                "total due",
            ]
            .iter()
            .any(|p| lower.contains(p));
            let rank = if strong {
                2
            } else if lower.starts_with("total") {
                1
            } else {
                continue;
            };
            let Some((value, text)) = last_number(l) else {
                continue;
            };
            let currency = currency_in(l, credit);
            let total = Total {
                text: match &currency {
                    Some(c) if !text.contains(c.as_str()) => format!("{c} {text}"),
                    _ => text,
                },
                currency,
                millis: (value * 1000.0).round() as i64,
                page,
            };
            if best.as_ref().is_none_or(|(r, _)| rank >= *r) {
                best = Some((rank, total));
            }
        }
    }
    best.map(|(_, mut t)| {
        if t.currency.is_none() {
            t.currency = doc_currency;
            if let Some(c) = &t.currency {
                t.text = format!("{c} {}", t.text);
            }
        }
        t
    })
}

fn money_text(currency: &str, millis: i64) -> String {
    format!("{currency} {}", group(millis))
}

fn no_invoice(check: K) -> crate::report::CreditCheckLine {
    not_checked(check, "no invoice in the envelope (a document of type INV)")
}

fn currency_line(
    credit: &Credit,
    totals: &[(&Doc, Option<Total>)],
) -> crate::report::CreditCheckLine {
    if totals.is_empty() {
        return no_invoice(K::InvoiceCurrency);
    }
    let expected = credit.amount.currency().to_owned();
    let findings = totals
        .iter()
        .map(
            |(d, t)| match t.as_ref().and_then(|t| t.currency.as_ref().map(|c| (t, c))) {
                Some((t, c)) => finding(
                    d.name,
                    t.page,
                    if *c == expected {
                        Outcome::Matches
                    } else {
                        Outcome::Differs
                    },
                    c,
                    &expected,
                    None,
                ),
                None => not_stated(d),
            },
        )
        .collect();
    line(K::InvoiceCurrency, &expected, findings)
}

fn not_stated(d: &Doc) -> Finding {
    if d.read.has_text() {
        let page = d.read.pages().next().map_or(1, |(p, _)| p);
        finding(
            d.name,
            page,
            Outcome::NotFound,
            "",
            "",
            Some("not found in the document".into()),
        )
    } else {
        finding(
            d.name,
            1,
            Outcome::NotChecked,
            "",
            "",
            Some("no text".into()),
        )
    }
}

fn amount_line(
    credit: &Credit,
    totals: &[(&Doc, Option<Total>)],
) -> crate::report::CreditCheckLine {
    if totals.is_empty() {
        return no_invoice(K::InvoiceAmount);
    }
    let cur = credit.amount.currency();
    let (low, high) = credit.amount_bounds();
    let expected = match credit.tolerance {
        Some(t) => format!(
            "{} to {} ({} {}, 39A +{}/-{}%)",
            money_text(cur, low),
            group(high),
            cur,
            group(credit.amount.millis),
            t.plus,
            t.minus
        ),
        None => format!("at most {} (no 39A tolerance)", money_text(cur, high)),
    };
    let findings = totals
        .iter()
        .map(|(d, t)| {
            let Some(t) = t else { return not_stated(d) };
            if t.currency.as_deref().is_some_and(|c| c != cur) {
                return finding(
                    d.name,
                    t.page,
                    Outcome::NotChecked,
                    &t.text,
                    &expected,
                    Some("in another currency than the credit".into()),
                );
            }
            let outcome = if (low..=high).contains(&t.millis) {
                Outcome::Matches
            } else {
                Outcome::Differs
            };
            let note = if t.millis > high {
                Some(format!(
                    "{} over the credit's maximum",
                    money_text(cur, t.millis - high)
                ))
            } else if t.millis < low {
                Some(format!(
                    "{} under the credit's minimum",
                    money_text(cur, low - t.millis)
                ))
            } else {
                None
            };
            finding(d.name, t.page, outcome, &t.text, &expected, note)
        })
        .collect();
    line(K::InvoiceAmount, &expected, findings)
}

fn name_finding(doc: &str, page: u32, found: &str, expected: &str) -> Finding {
    let names = [expected.to_owned()];
    match compare_names(found, &names) {
        NameMatch::Same => finding(doc, page, Outcome::Matches, found, expected, None),
        NameMatch::NearMiss(_) => finding(
            doc,
            page,
            Outcome::Differs,
            found,
            expected,
            Some("near miss".into()),
        ),
        NameMatch::LegalForm(_) => finding(
            doc,
            page,
            Outcome::Differs,
            found,
            expected,
            Some("the legal form differs".into()),
        ),
        NameMatch::Different => finding(doc, page, Outcome::Differs, found, expected, None),
    }
}

fn issuer_line(credit: &Credit, invoices: &[&Doc]) -> crate::report::CreditCheckLine {
    if invoices.is_empty() {
        return no_invoice(K::InvoiceIssuer);
    }
    let expected = &credit.beneficiary;
    let findings = invoices
        .iter()
        .flat_map(|d| {
            let mut stated = d.read.labelled(Label::Seller);
            if stated.is_empty() {
                stated = d.read.labelled(Label::Shipper);
            }
            if stated.is_empty() {
                return vec![not_stated(d)];
            }
            stated
                .iter()
                .map(|s| name_finding(d.name, s.page, &s.value, expected))
                .collect()
        })
        .collect();
    line(K::InvoiceIssuer, expected, findings)
}

fn made_out_line(credit: &Credit, invoices: &[&Doc]) -> crate::report::CreditCheckLine {
    if invoices.is_empty() {
        return no_invoice(K::InvoiceMadeOutTo);
    }
    let expected = &credit.applicant;
    let findings = invoices
        .iter()
        .flat_map(|d| {
            let buyer = d.read.labelled(Label::Buyer);
            if !buyer.is_empty() {
                return buyer
                    .iter()
                    .map(|s| name_finding(d.name, s.page, &s.value, expected))
                    .collect();
            }
            // No buyer: the invoice is made out to the applicant when it names the
            // applicant as consignee or notify party.
            let others: Vec<_> = d
                .read
                .labelled(Label::Consignee)
                .into_iter()
                .chain(d.read.labelled(Label::Notify))
                .collect();
            let same: Vec<Finding> = others
                .iter()
                .map(|s| name_finding(d.name, s.page, &s.value, expected))
                .collect();
            match same.iter().find(|f| f.outcome == Outcome::Matches) {
                Some(m) => vec![m.clone()],
                None if same.is_empty() => vec![not_stated(d)],
                None => same,
            }
        })
        .collect();
    line(K::InvoiceMadeOutTo, expected, findings)
}

const INCOTERMS: &[&str] = &[
    "EXW", "FCA", "FAS", "FOB", "CFR", "CIF", "CPT", "CIP", "DAP", "DPU", "DDP", "CNF", "C&F",
];

const STOP: &[&str] = &[
    "OF", "THE", "AND", "FOR", "WITH", "IN", "TO", "AS", "PER", "A", "AN", "ON", "BY", "EACH",
    "ALL", "DATED", "NO", "NR",
];

fn significant_words(s: &str) -> Vec<String> {
    s.split(|c: char| !c.is_alphanumeric())
        .filter(|w| w.len() >= 2 && !w.chars().all(|c| c.is_ascii_digit()))
        .map(str::to_uppercase)
        .filter(|w| !STOP.contains(&w.as_str()))
        .collect()
}

fn stem(w: &str) -> &str {
    w.strip_suffix("ES")
        .filter(|s| s.len() >= 3)
        .or_else(|| w.strip_suffix('S').filter(|s| s.len() >= 3))
        .unwrap_or(w)
}

fn goods_line(
    credit: &Credit,
    invoices: &[&Doc],
    examiner: &mut Vec<ForExaminer>,
) -> crate::report::CreditCheckLine {
    let Some(goods) = credit.goods.as_deref() else {
        return not_checked(K::Goods, "the credit has no 45A");
    };
    // The description: 45A's lines but the trade terms and references, which the
    // examiner reads.
    let mut described: Vec<String> = Vec::new();
    for l in goods
        .lines()
        .map(|l| l.trim().trim_start_matches('+').trim())
    {
        let up = l.to_uppercase();
        let first = up.split_whitespace().next().unwrap_or_default();
        if l.is_empty() {
            continue;
        }
        if INCOTERMS.contains(&first) || up.contains("INCOTERMS") {
            examiner.push(ForExaminer {
                tag: "45A".into(),
                text: l.to_owned(),
                why: "the trade terms: the invoice must state them".into(),
            });
        } else if up.starts_with("AS PER") || up.starts_with("ACCORDING TO") {
            examiner.push(ForExaminer {
                tag: "45A".into(),
                text: l.to_owned(),
                why: "a reference to another document: for the examiner to read".into(),
            });
        } else {
            described.push(l.to_owned());
        }
    }
    if invoices.is_empty() {
        return no_invoice(K::Goods);
    }
    let expected = described.join(" ");
    let wanted = significant_words(&expected);
    if wanted.is_empty() {
        return not_checked(K::Goods, "45A names no goods this check can read");
    }
    let findings = invoices
        .iter()
        .map(|d| {
            if !d.read.has_text() {
                return not_stated(d);
            }
            let mut best: Option<(usize, u32)> = None;
            let mut all_words: Vec<String> = Vec::new();
            for (page, lines) in d.read.pages() {
                let words: Vec<String> = lines.iter().flat_map(|l| significant_words(l)).collect();
                let have = wanted
                    .iter()
                    .filter(|w| words.iter().any(|x| stem(x) == stem(w)))
                    .count();
                if best.is_none_or(|(n, _)| have > n) {
                    best = Some((have, page));
                }
                all_words.extend(words);
            }
            let missing: Vec<&String> = wanted
                .iter()
                .filter(|w| !all_words.iter().any(|x| stem(x) == stem(w)))
                .collect();
            let page = best.map_or(1, |(_, p)| p);
            let description = d
                .read
                .labelled(Label::Description)
                .into_iter()
                .map(|l| l.value)
                .collect::<Vec<_>>()
                .join("; ");
            if missing.is_empty() {
                finding(
                    d.name,
                    page,
                    Outcome::Matches,
                    &description,
                    &expected,
                    Some("quantities and prices not compared".into()),
                )
            } else {
                let list: Vec<&str> = missing.iter().map(|s| s.as_str()).collect();
                finding(
                    d.name,
                    page,
                    Outcome::Differs,
                    &description,
                    &expected,
                    Some(format!("not on the invoice: {}", list.join(", "))),
                )
            }
        })
        .collect();
    line(K::Goods, &expected, findings)
}

#[allow(clippy::too_many_arguments)]
fn port_line(
    check: K,
    credit_port: Option<&str>,
    bill_port: Option<&str>,
    ebl_name: &str,
    docs: &[Doc],
    label: Label,
    examiner: &mut Vec<ForExaminer>,
) -> crate::report::CreditCheckLine {
    let tag = if check == K::PortOfLoading {
        "44E"
    } else {
        "44F"
    };
    let Some(expected) = credit_port.filter(|p| !p.trim().is_empty()) else {
        return not_checked(check, &format!("the credit has no {tag}"));
    };
    let up = expected.to_uppercase();
    if up.starts_with("ANY ") || up.contains(" OR ") {
        examiner.push(ForExaminer {
            tag: tag.into(),
            text: expected.to_owned(),
            why: "a range of ports: for the examiner to read".into(),
        });
        return not_checked(check, "a range of ports, for the examiner");
    }
    let compare = |doc: &str, page: u32, found: &str| match same_port(found, expected) {
        Some(true) => finding(doc, page, Outcome::Matches, found, expected, None),
        Some(false) => finding(doc, page, Outcome::Differs, found, expected, None),
        None => finding(
            doc,
            page,
            Outcome::NotChecked,
            found,
            expected,
            Some(format!(
                "{found} and {expected}: a code and a name this check cannot relate"
            )),
        ),
    };
    let mut findings = Vec::new();
    match bill_port.filter(|p| !p.trim().is_empty()) {
        Some(p) => findings.push(compare(ebl_name, 1, p)),
        None => findings.push(finding(
            ebl_name,
            1,
            Outcome::NotFound,
            "",
            expected,
            Some("the eBL names no port".into()),
        )),
    }
    for d in docs {
        for s in d.read.labelled(label) {
            findings.push(compare(d.name, s.page, &s.value));
        }
    }
    line(check, expected, findings)
}

/// The shipment date of the eBL's PDF: its on-board date, else its date of issue.
struct Shipment {
    date: Date,
    page: u32,
    source: &'static str,
}

fn shipment_date(ebl_pdf: &ReadDocument) -> Option<Shipment> {
    for (label, source) in [
        (Label::OnBoardDate, "on board"),
        (Label::IssueDate, "issued"),
    ] {
        for s in ebl_pdf.labelled(label) {
            if let Some(date) = first_date(&s.value) {
                return Some(Shipment {
                    date,
                    page: s.page,
                    source,
                });
            }
        }
    }
    None
}

fn shipment_line(
    credit: &Credit,
    ebl_name: &str,
    shipment: Option<&Shipment>,
    examiner: &mut Vec<ForExaminer>,
) -> crate::report::CreditCheckLine {
    let Some(latest) = credit.latest_shipment else {
        if credit.shipment_period.is_some() {
            return not_checked(
                K::ShipmentDate,
                "the credit gives a shipment period (44D), for the examiner",
            );
        }
        let _ = examiner;
        return not_checked(
            K::ShipmentDate,
            "the credit has no latest date of shipment (44C)",
        );
    };
    let expected = format!("on or before {}", iso(latest));
    let Some(s) = shipment else {
        return line(
            K::ShipmentDate,
            &expected,
            vec![finding(
                ebl_name,
                1,
                Outcome::NotFound,
                "",
                &expected,
                Some("the eBL's PDF states no on-board or issue date".into()),
            )],
        );
    };
    let found = format!("{} ({})", iso(s.date), s.source);
    let (outcome, note) = if s.date <= latest {
        (Outcome::Matches, None)
    } else {
        let late = (s.date - latest).whole_days();
        (
            Outcome::Differs,
            Some(format!(
                "{late} day{} after the latest date of shipment",
                if late == 1 { "" } else { "s" }
            )),
        )
    };
    line(
        K::ShipmentDate,
        &expected,
        vec![finding(ebl_name, s.page, outcome, &found, &expected, note)],
    )
}

fn presentation_line(
    credit: &Credit,
    ebl_name: &str,
    shipment: Option<&Shipment>,
    today: Date,
) -> (crate::report::CreditCheckLine, CreditVerdict) {
    let days = credit.period_days();
    let expiry = credit.expiry.date;
    let period_end = shipment.and_then(|s| s.date.checked_add(Duration::days(i64::from(days))));
    let expires = if credit.expiry.place.is_empty() {
        "the credit expires (31D)".to_owned()
    } else {
        format!("the credit expires at {} (31D)", credit.expiry.place)
    };
    let (present_by, because) = match period_end {
        Some(end) if end < expiry => (
            end,
            format!(
                "{days} days after shipment ({})",
                if credit.presentation_days.is_some() {
                    "48"
                } else {
                    "UCP 600 art. 14c"
                }
            ),
        ),
        _ => (expiry, expires),
    };
    let days_left = (present_by - today).whole_days();
    let verdict = CreditVerdict {
        today: iso(today),
        shipment_date: shipment.map(|s| iso(s.date)),
        present_by: iso(present_by),
        because: because.clone(),
        days_left,
        differences: 0,
        words: String::new(),
    };
    let expected = format!("by {} ({because})", iso(present_by));
    let found = format!("presented {}", iso(today));
    let page = shipment.map_or(1, |s| s.page);
    let (outcome, note) = if today <= present_by {
        let note = if shipment.is_none() {
            Some("the eBL's PDF states no shipment date: only the expiry is checked".to_owned())
        } else {
            None
        };
        (Outcome::Matches, note)
    } else {
        (
            Outcome::Differs,
            Some(format!(
                "{} day{} late",
                -days_left,
                if days_left == -1 { "" } else { "s" }
            )),
        )
    };
    (
        line(
            K::Presentation,
            &expected,
            vec![finding(ebl_name, page, outcome, &found, &expected, note)],
        ),
        verdict,
    )
}

fn documents_line(
    credit: &Credit,
    ebl_name: &str,
    docs: &[Doc],
    examiner: &mut Vec<ForExaminer>,
) -> crate::report::CreditCheckLine {
    let Some(required) = credit.documents_required.as_deref() else {
        return not_checked(K::DocumentsRequired, "the credit has no 46A");
    };
    let mut findings = Vec::new();
    let mut asked_titles = Vec::new();
    for item in items(required) {
        let up = item.to_uppercase();
        if up.contains("APPLICANT")
            && [
                "SIGNED BY",
                "COUNTERSIGNED",
                "ISSUED BY",
                "APPROVED BY",
                "ACCEPTABLE TO",
            ]
            .iter()
            .any(|p| up.contains(p))
        {
            examiner.push(ForExaminer {
                tag: "46A".into(),
                text: item.clone(),
                why: "a soft clause (a document from or approved by the applicant): for the examiner to read".into(),
            });
        }
        let Some(kind) = kinds::asked(&item) else {
            examiner.push(ForExaminer {
                tag: "46A".into(),
                text: item.clone(),
                why: "a document this check cannot tell in the envelope: for the examiner to read"
                    .into(),
            });
            continue;
        };
        asked_titles.push(kind.title());
        let counts = kinds::originals_and_copies(&item);
        if kind == DocKind::BillOfLading {
            findings.push(finding(
                ebl_name,
                1,
                Outcome::Matches,
                ebl_name,
                &item,
                Some(match counts {
                    Some(c) => format!("the eBL is the one original; 46A asks {c}"),
                    None => "the eBL".to_owned(),
                }),
            ));
            continue;
        }
        let present: Vec<&Doc> = docs.iter().filter(|d| d.kind == Some(kind)).collect();
        if present.is_empty() {
            findings.push(finding(
                "the envelope",
                0,
                Outcome::Differs,
                "",
                &item,
                Some(format!(
                    "no {} in the envelope",
                    kind.title().to_lowercase()
                )),
            ));
        } else {
            let names: Vec<&str> = present.iter().map(|d| d.name).collect();
            let note = counts.map(|c| {
                format!(
                    "46A asks {c}; the envelope holds {} file{} of this type",
                    present.len(),
                    if present.len() == 1 { "" } else { "s" }
                )
            });
            findings.push(finding(
                names.first().copied().unwrap_or_default(),
                1,
                Outcome::Matches,
                &names.join(", "),
                &item,
                note,
            ));
        }
    }
    let expected = asked_titles.join(", ");
    if findings.is_empty() {
        return not_checked(
            K::DocumentsRequired,
            "46A names no document this check can tell",
        );
    }
    line(K::DocumentsRequired, &expected, findings)
}

fn partial_line(
    credit: &Credit,
    examiner: &mut Vec<ForExaminer>,
) -> crate::report::CreditCheckLine {
    match &credit.partial_shipments {
        None | Some(Permission::Allowed) => {
            not_checked(K::PartialShipments, "allowed (43P): nothing to check")
        }
        Some(Permission::NotAllowed) => not_checked(
            K::PartialShipments,
            "not allowed (43P): the envelope presents one eBL; whether it carries the whole quantity is for the examiner",
        ),
        Some(other) => {
            let text = match other {
                Permission::Other(t) => t.clone(),
                _ => "CONDITIONAL".into(),
            };
            examiner.push(ForExaminer {
                tag: "43P".into(),
                text,
                why: "partial shipments on conditions: for the examiner to read".into(),
            });
            not_checked(K::PartialShipments, "conditional (43P), for the examiner")
        }
    }
}

fn transhipment_line(
    credit: &Credit,
    ebl_name: &str,
    ebl_pdf: &ReadDocument,
    examiner: &mut Vec<ForExaminer>,
) -> crate::report::CreditCheckLine {
    match &credit.transhipment {
        None | Some(Permission::Allowed) => {
            not_checked(K::Transhipment, "allowed (43T): nothing to check")
        }
        Some(Permission::NotAllowed) => {
            if !ebl_pdf.has_text() {
                return not_checked(K::Transhipment, "the eBL's PDF has no text");
            }
            let mut findings = Vec::new();
            for (page, lines) in ebl_pdf.pages() {
                for l in lines {
                    let lower = l.to_lowercase();
                    let Some(rest) = [
                        "port of transhipment",
                        "port of transshipment",
                        "transhipment port",
                        "transhipment at",
                        "transhipment via",
                    ]
                    .iter()
                    .find_map(|p| {
                        lower
                            .strip_prefix(p)
                            .map(|_| l.get(p.len()..).unwrap_or_default())
                    }) else {
                        continue;
                    };
                    let value = rest.trim_start_matches([':', ' ', '.', '-']).trim();
                    if !value.is_empty() {
                        findings.push(finding(ebl_name, page, Outcome::Differs, value, "no transhipment", Some("43T: not allowed (UCP 600 art. 20c: containers may still be transhipped — the examiner decides)".into())));
                    }
                }
            }
            if findings.is_empty() {
                findings.push(finding(
                    ebl_name,
                    1,
                    Outcome::Matches,
                    "no port of transhipment",
                    "no transhipment",
                    None,
                ));
            }
            line(K::Transhipment, "no transhipment", findings)
        }
        Some(other) => {
            let text = match other {
                Permission::Other(t) => t.clone(),
                _ => "CONDITIONAL".into(),
            };
            examiner.push(ForExaminer {
                tag: "43T".into(),
                text,
                why: "transhipment on conditions: for the examiner to read".into(),
            });
            not_checked(K::Transhipment, "conditional (43T), for the examiner")
        }
    }
}

/// Whom 46A's bill-of-lading item names after `start`, up to the next clause.
fn named_after(item: &str, starts: &[&str]) -> Option<String> {
    let up = item
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_uppercase();
    let (at, len) = starts
        .iter()
        .find_map(|s| up.find(s).map(|at| (at, s.len())))?;
    let rest = up.get(at + len..)?.trim_start();
    let end = [
        " MARKED",
        " NOTIFY",
        " SHOWING",
        " INDICATING",
        " AND ",
        ",",
        ";",
        " FREIGHT",
    ]
    .iter()
    .filter_map(|e| rest.find(e))
    .min()
    .unwrap_or(rest.len());
    let name = rest.get(..end)?.trim().trim_end_matches('.').trim();
    (!name.is_empty()).then(|| name.to_owned())
}

fn bill_consignee(item: Option<&str>) -> Option<String> {
    named_after(
        item?,
        &[
            "TO THE ORDER OF ",
            "TO ORDER OF ",
            "CONSIGNED TO ",
            "MADE OUT TO ",
        ],
    )
}

fn bill_notify(item: Option<&str>) -> Option<String> {
    named_after(item?, &["NOTIFY "])
}

fn party_line(
    check: K,
    credit: &Credit,
    asked: Option<String>,
    names: &[String],
    ebl_name: &str,
    examiner: &mut Vec<ForExaminer>,
) -> crate::report::CreditCheckLine {
    let Some(asked) = asked else {
        return not_checked(check, "46A does not say");
    };
    let expected = match asked.as_str() {
        "APPLICANT" | "THE APPLICANT" => credit.applicant.clone(),
        "BENEFICIARY" | "THE BENEFICIARY" | "SHIPPER" | "THE SHIPPER" => {
            examiner.push(ForExaminer {
                tag: "46A".into(),
                text: format!("{}: {asked}", check.title()),
                why: "an order bill of the shipper: endorsed by the shipper, for the examiner"
                    .into(),
            });
            return not_checked(check, "to the order of the shipper, for the examiner");
        }
        "ISSUING BANK" | "THE ISSUING BANK" | "US" | "OURSELVES" => {
            examiner.push(ForExaminer {
                tag: "46A".into(),
                text: format!("{}: {asked}", check.title()),
                why: "the issuing bank by role: for the examiner to read".into(),
            });
            return not_checked(check, "the issuing bank by role, for the examiner");
        }
        other => other.to_owned(),
    };
    let names: Vec<&String> = names.iter().filter(|n| !n.trim().is_empty()).collect();
    if names.is_empty() {
        return line(
            check,
            &expected,
            vec![finding(
                ebl_name,
                1,
                Outcome::NotFound,
                "",
                &expected,
                Some("the eBL names no such party".into()),
            )],
        );
    }
    let findings: Vec<Finding> = names
        .iter()
        .map(|n| name_finding(ebl_name, 1, n, &expected))
        .collect();
    let findings = match findings.iter().find(|f| f.outcome == Outcome::Matches) {
        Some(m) => vec![m.clone()],
        None => findings,
    };
    line(check, &expected, findings)
}
