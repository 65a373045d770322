//! The bill of tests/fixtures and what its documents must show.
#![allow(dead_code)]

use std::path::Path;

use tdx_doccheck::{Bill, CheckKind, Document, Outcome, Report};

pub fn fixtures() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures"))
}

pub fn bill() -> Bill {
    let text = std::fs::read_to_string(fixtures().join("bill.json")).expect("bill.json");
    serde_json::from_str(&text).expect("a bill")
}

pub fn text_of(pdf: &str) -> Document {
    let path = fixtures().join(format!("{pdf}.json"));
    let text = std::fs::read_to_string(&path).expect("the PDF's text");
    serde_json::from_str(&text).expect("a document")
}

pub fn differences(
    report: &Report,
) -> Vec<(CheckKind, String, u32, String, String, Option<String>)> {
    report
        .lines
        .iter()
        .flat_map(|l| l.findings.iter().map(move |f| (l.check, f)))
        .filter(|(_, f)| f.outcome == Outcome::Differs)
        .map(|(k, f)| {
            (
                k,
                f.document.clone(),
                f.page,
                f.found.clone(),
                f.expected.clone(),
                f.note.clone(),
            )
        })
        .collect()
}

pub const CORRECT: [&str; 4] = [
    "invoice-reportlab.pdf",
    "packing-list-reportlab.pdf",
    "invoice-libreoffice.pdf",
    "packing-list-libreoffice.pdf",
];

pub fn assert_correct_documents_match(report: &Report) {
    assert_eq!(differences(report), vec![], "{report:#?}");
    assert!(report.documents_not_checked.is_empty(), "{report:#?}");
    for line in &report.lines {
        assert_eq!(line.outcome, Outcome::Matches, "{line:#?}");
    }
    // Each document was read, not merely silent: the B/L number is in all four.
    let bl = report.line(CheckKind::BlNumber).expect("a B/L line");
    for name in CORRECT {
        assert!(
            bl.findings
                .iter()
                .any(|f| f.document == name && f.outcome == Outcome::Matches),
            "{name}: {bl:#?}"
        );
    }
}

pub fn assert_wrong_packing_list_has_two_differences(report: &Report) {
    let name = "packing-list-reportlab-wrong.pdf";
    assert_eq!(
        differences(report),
        vec![
            (
                CheckKind::Containers,
                name.into(),
                2,
                "MSKU9070423".into(),
                "MSKU9070323".into(),
                Some("check digit wrong; the eBL has MSKU9070323".into())
            ),
            (
                CheckKind::GrossWeight,
                name.into(),
                2,
                "22,000.0 KGS".into(),
                "20,000 kg".into(),
                Some("10.0% more than the eBL".into())
            ),
        ]
    );
    assert_eq!(report.differences(), 2);
}

pub fn assert_scan_not_checked(report: &Report) {
    let scan = report.documents_not_checked.first().expect("the scan");
    assert_eq!(
        (
            scan.document.as_str(),
            scan.pages.as_slice(),
            scan.whole_document
        ),
        ("packing-list-scan.pdf", &[1][..], true)
    );
    for line in report
        .lines
        .iter()
        .filter(|l| l.check != CheckKind::BillStanding)
    {
        assert_eq!(line.outcome, Outcome::NotChecked, "{line:#?}");
    }
    assert_eq!(report.differences(), 0);
}
