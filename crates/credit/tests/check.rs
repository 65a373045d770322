//! The check of a presentation against the sample MT700 (tests/fixtures/mt700.fin): one
//! that complies, and each kind of difference alone, named.

use tdx_credit::{Credit, CreditCheckKind as K, CreditReport, Presented, check};
use tdx_doccheck::{Bill, Document, Outcome};
use time::{Date, Month};

const MT700: &str = include_str!("fixtures/mt700.fin");

fn day(y: i32, m: Month, d: u8) -> Date {
    Date::from_calendar_date(y, m, d).unwrap_or_else(|e| panic!("{e}"))
}

fn credit() -> Credit {
    Credit::parse(MT700).unwrap_or_else(|e| panic!("{e}"))
}

struct Case {
    credit: Credit,
    bill: Bill,
    invoice: String,
    documents: Vec<(&'static str, &'static str, String)>,
    today: Date,
}

fn complying() -> Case {
    Case {
        credit: credit(),
        bill: Bill {
            reference: "EBL-0042".into(),
            transport_document_reference: Some("EBL-0042".into()),
            vessel: Some("MSC AURORA".into()),
            voyage: Some("123E".into()),
            port_of_loading: Some("Shanghai, CN (CNSHA)".into()),
            port_of_discharge: Some("Rotterdam, NL (NLRTM)".into()),
            shipper: vec!["Shanghai Export Co Ltd".into()],
            consignee: vec!["Deutsche Handelsbank AG".into()],
            notify: vec!["Nordic Import BV".into()],
            status: "ISSUED".into(),
            is_copy: false,
            held_by_company: true,
            pdf_pages: vec![Some(
                "BILL OF LADING\nB/L number: EBL-0042\nDate of issue: 2026-11-15\nShipped on board in apparent good order and condition.\nPort of loading: Shanghai, CN (CNSHA)\nPort of discharge: Rotterdam, NL (NLRTM)".into(),
            )],
        },
        invoice: "COMMERCIAL INVOICE\nInvoice number: INV-7781\nSeller: Shanghai Export Co Ltd\nBuyer: Nordic Import BV\nPort of loading: Shanghai\nPort of discharge: Rotterdam\nCurrency: USD\nDescription of goods: 2000 cartons of ceramic tableware\nTotal amount: 100,000.00\nCIF Rotterdam Incoterms 2020".into(),
        documents: vec![
            ("packing-list.pdf", "PKL", "PACKING LIST\nPort of loading: Shanghai\nPort of discharge: Rotterdam\nTotal packages: 2000 cartons".into()),
            ("origin.pdf", "COO", "CERTIFICATE OF ORIGIN\nCountry of origin: China".into()),
            ("insurance.pdf", "INS", "INSURANCE POLICY\nInsured value: USD 110,000.00".into()),
        ],
        today: day(2026, Month::November, 25),
    }
}

fn run(case: &Case) -> CreditReport {
    let mut docs = vec![Presented {
        document: Document {
            name: "invoice.pdf".into(),
            pages: vec![Some(case.invoice.clone())],
        },
        document_type: "INV".into(),
    }];
    for (name, ty, text) in &case.documents {
        docs.push(Presented {
            document: Document {
                name: (*name).into(),
                pages: vec![Some(text.clone())],
            },
            document_type: (*ty).into(),
        });
    }
    check(&case.credit, &case.bill, &docs, case.today)
}

/// The one difference of the report: its line, document, page, found and expected.
fn only_difference(report: &CreditReport) -> (K, String, u32, String, String) {
    let diffs = report.differing();
    assert_eq!(
        diffs.len(),
        1,
        "exactly one difference expected: {:#?}",
        report.lines.iter().map(|l| &l.summary).collect::<Vec<_>>()
    );
    let (k, f) = diffs[0];
    (
        k,
        f.document.clone(),
        f.page,
        f.found.clone(),
        f.expected.clone(),
    )
}

#[test]
fn a_complying_presentation_has_no_difference() {
    let report = run(&complying());
    assert_eq!(
        report.differences(),
        0,
        "{:#?}",
        report.lines.iter().map(|l| &l.summary).collect::<Vec<_>>()
    );
    let outcome = |k| report.line(k).map(|l| l.outcome);
    for k in [
        K::InvoiceCurrency,
        K::InvoiceAmount,
        K::InvoiceIssuer,
        K::InvoiceMadeOutTo,
        K::Goods,
        K::PortOfLoading,
        K::PortOfDischarge,
        K::ShipmentDate,
        K::Presentation,
        K::DocumentsRequired,
        K::Consignee,
        K::NotifyParty,
    ] {
        assert_eq!(outcome(k), Some(Outcome::Matches), "{k:?}");
    }
    // 15 Nov + 21 days, before the expiry on 15 Dec.
    assert_eq!(report.verdict.shipment_date.as_deref(), Some("2026-11-15"));
    assert_eq!(report.verdict.present_by, "2026-12-06");
    assert_eq!(report.verdict.days_left, 11);
    assert_eq!(
        report.verdict.words,
        "no difference from the credit; present by 2026-12-06 (21 days after shipment (48)): 11 days left"
    );
    // 47A's conditions and 45A's trade terms are for the examiner, never a match.
    let tags: Vec<&str> = report.for_examiner.iter().map(|e| e.tag.as_str()).collect();
    assert_eq!(tags.iter().filter(|t| **t == "47A").count(), 2, "{tags:?}");
    assert!(
        report
            .for_examiner
            .iter()
            .any(|e| e.tag == "45A" && e.text == "CIF ROTTERDAM INCOTERMS 2020")
    );
    // The same presentation gives the same digest.
    assert_eq!(report.digest(), run(&complying()).digest());
}

#[test]
fn amount_over_the_tolerance() {
    let mut case = complying();
    case.invoice = case.invoice.replace("100,000.00", "106,000.00");
    let report = run(&case);
    let (k, doc, page, found, expected) = only_difference(&report);
    assert_eq!(
        (k, doc.as_str(), page),
        (K::InvoiceAmount, "invoice.pdf", 1)
    );
    assert_eq!(found, "USD 106,000.00");
    assert_eq!(
        expected,
        "USD 95,000.00 to 105,000.00 (USD 100,000.00, 39A +5/-5%)"
    );
    // Within the tolerance: no difference.
    let mut case = complying();
    case.invoice = case.invoice.replace("100,000.00", "104,999.99");
    assert_eq!(run(&case).differences(), 0);
}

#[test]
fn wrong_currency() {
    let mut case = complying();
    case.invoice = case.invoice.replace("Currency: USD", "Currency: EUR");
    let (k, doc, _, found, expected) = only_difference(&run(&case));
    assert_eq!((k, doc.as_str()), (K::InvoiceCurrency, "invoice.pdf"));
    assert_eq!((found.as_str(), expected.as_str()), ("EUR", "USD"));
}

#[test]
fn late_shipment() {
    let mut case = complying();
    case.bill.pdf_pages = vec![Some(
        "BILL OF LADING\nDate of issue: 2026-11-22\nPort of loading: Shanghai".into(),
    )];
    let (k, doc, page, found, expected) = only_difference(&run(&case));
    assert_eq!(
        (k, doc.as_str(), page),
        (K::ShipmentDate, "eBL EBL-0042", 1)
    );
    assert_eq!(found, "2026-11-22 (issued)");
    assert_eq!(expected, "on or before 2026-11-20");
    // An on-board date is the shipment date, before the date of issue.
    case.bill.pdf_pages = vec![Some(
        "BILL OF LADING\nDate of issue: 2026-11-22\nOn board date: 18 NOV 2026".into(),
    )];
    assert_eq!(run(&case).differences(), 0);
}

#[test]
fn presentation_after_the_period() {
    let mut case = complying();
    case.today = day(2026, Month::December, 9);
    let report = run(&case);
    let (k, _, _, found, expected) = only_difference(&report);
    assert_eq!(k, K::Presentation);
    assert_eq!(found, "presented 2026-12-09");
    assert_eq!(expected, "by 2026-12-06 (21 days after shipment (48))");
    assert_eq!(report.verdict.days_left, -3);
    assert!(
        report.verdict.words.contains("too late"),
        "{}",
        report.verdict.words
    );
    // After the expiry, when the period would end later: 31D is the last day.
    let mut case = complying();
    case.credit = Credit::parse(&MT700.replace(":31D:261215ROTTERDAM", ":31D:261201ROTTERDAM"))
        .unwrap_or_else(|e| panic!("{e}"));
    case.today = day(2026, Month::December, 2);
    let report = run(&case);
    let (k, _, _, _, expected) = only_difference(&report);
    assert_eq!(k, K::Presentation);
    assert_eq!(
        expected,
        "by 2026-12-01 (the credit expires at ROTTERDAM (31D))"
    );
    assert_eq!(report.verdict.days_left, -1);
}

#[test]
fn a_document_46a_asks_for_is_missing() {
    let mut case = complying();
    case.documents.retain(|(_, ty, _)| *ty != "COO");
    let (k, doc, page, found, expected) = only_difference(&run(&case));
    assert_eq!(
        (k, doc.as_str(), page),
        (K::DocumentsRequired, "the envelope", 0)
    );
    assert_eq!(found, "");
    assert_eq!(
        expected,
        "CERTIFICATE OF ORIGIN ISSUED BY THE CHAMBER OF COMMERCE"
    );
}

#[test]
fn a_port_that_differs() {
    let mut case = complying();
    case.bill.port_of_discharge = Some("Hamburg, DE (DEHAM)".into());
    case.bill.pdf_pages = vec![Some("Date of issue: 2026-11-15".into())];
    let (k, doc, _, found, expected) = only_difference(&run(&case));
    assert_eq!((k, doc.as_str()), (K::PortOfDischarge, "eBL EBL-0042"));
    assert_eq!(
        (found.as_str(), expected.as_str()),
        ("Hamburg, DE (DEHAM)", "ROTTERDAM")
    );
}

#[test]
fn goods_missing_from_the_invoice() {
    let mut case = complying();
    case.invoice = case.invoice.replace(
        "2000 cartons of ceramic tableware",
        "2000 cartons of glassware",
    );
    let report = run(&case);
    let (k, doc, page, found, expected) = only_difference(&report);
    assert_eq!((k, doc.as_str(), page), (K::Goods, "invoice.pdf", 1));
    assert_eq!(found, "2000 cartons of glassware");
    assert_eq!(expected, "2000 CARTONS OF CERAMIC TABLEWARE");
    let note = report
        .line(K::Goods)
        .and_then(|l| l.findings.first())
        .and_then(|f| f.note.clone());
    assert_eq!(
        note.as_deref(),
        Some("not on the invoice: CERAMIC, TABLEWARE")
    );
}

#[test]
fn no_text_and_no_invoice_are_not_checked_never_matches() {
    let mut case = complying();
    case.invoice = String::new();
    let report = run(&case);
    assert_eq!(
        report.line(K::InvoiceAmount).map(|l| l.outcome),
        Some(Outcome::NotChecked)
    );
    assert_eq!(report.differences(), 0);
}
