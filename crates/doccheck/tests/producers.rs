//! Documents made by other producers (reportlab, LibreOffice, a scan), as the text PDFium
//! gives for their pages (tests/fixtures/*.pdf.json, written by fixtures/pdf_text.py), are
//! checked against the bill in fixtures/bill.json.

mod common;

use common::*;
use tdx_doccheck::{CheckOptions, Document, check};

#[test]
fn documents_of_other_producers_match_their_bill() {
    let docs: Vec<Document> = CORRECT.iter().map(|n| text_of(n)).collect();
    let report = check(&bill(), &docs, &CheckOptions::default());
    assert_correct_documents_match(&report);
}

#[test]
fn a_wrong_packing_list_shows_exactly_its_two_differences() {
    let docs = [
        text_of("invoice-reportlab.pdf"),
        text_of("packing-list-reportlab-wrong.pdf"),
    ];
    let report = check(&bill(), &docs, &CheckOptions::default());
    assert_wrong_packing_list_has_two_differences(&report);
}

#[test]
fn a_scanned_packing_list_is_not_checked() {
    let report = check(
        &bill(),
        &[text_of("packing-list-scan.pdf")],
        &CheckOptions::default(),
    );
    assert_scan_not_checked(&report);
}
