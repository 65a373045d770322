//! Page text through the worker: what a document check reads from an envelope's PDFs.

mod common;

use std::time::Duration;

use common::*;
use tdx_pdf::{ImageFormat, PageText, PdfConfig, PdfService};
use tdx_sandbox::pdf::{PartyNames, ebl_pdf};

fn text(pages: &[PageText], page: u32) -> &str {
    let p = &pages[page as usize - 1];
    assert_eq!(p.page, page);
    p.text
        .as_deref()
        .unwrap_or_else(|| panic!("page {page} has no text"))
}

/// A service whose worker hangs (`sleep`) or aborts (`crash`) when asked for the text of a
/// document of `pages` pages.
fn service_with_text_hook(hook: &str, timeout: Duration) -> PdfService {
    let mut c =
        PdfConfig::new(worker_command().with_env(tdx_pdf::worker::ENV_TEST_TEXT_HOOK, hook));
    c.timeout = timeout;
    PdfService::new(c)
}

#[tokio::test]
async fn every_page_of_a_text_pdf_reads_as_label_value_lines() {
    let pdf = service();
    let pages = pdf
        .texts_of_path(fixture("text-5-pages.pdf"))
        .await
        .expect("text");
    assert_eq!(pages.len(), 5);
    for (i, p) in pages.iter().enumerate() {
        assert_eq!(p.page, i as u32 + 1);
        assert!(!p.truncated);
        let t = text(&pages, p.page);
        assert!(!t.contains('\r'), "line breaks are \\n only: {t:?}");
        assert!(t.contains(&format!("Page {} of 5", p.page)), "{t}");
    }
    let lines: Vec<&str> = text(&pages, 1).lines().map(str::trim).collect();
    assert!(
        lines.contains(&"B/L number: TDXTEXT-0001"),
        "a label and its value on one line: {lines:?}"
    );
    assert!(lines.contains(&"Port of discharge: Rotterdam"), "{lines:?}");
    assert!(lines.contains(&"Gross weight: 4,089,800 kg"), "{lines:?}");
    // The container table: one row per line (number, seal, type, weight).
    assert!(
        lines.contains(&"TDXU1000002 seal SL4000000 22G1 20,000 kg"),
        "{lines:?}"
    );
    assert!(text(&pages, 5).contains("B/L number: TDXTEXT-0001 (continued)"));
    assert_eq!(pdf.open_documents().await, 0, "closed after reading");
}

#[tokio::test]
async fn the_sandbox_bill_pdf_names_its_bl_number_and_parties() {
    let pdf = service();
    let ebl = &tdx_sandbox::world::demo_ebls(0)[0];
    let names = PartyNames {
        shipper: "Delta Exports".into(),
        consignee: "Nile Trading".into(),
        carrier: "Global Carrier".into(),
        holder: "Nile Trading".into(),
    };
    let pages = pdf
        .texts_of_bytes(ebl_pdf(ebl, &names))
        .await
        .expect("text");
    assert!(pages.len() >= 2);
    let first = text(&pages, 1);
    let reference = &ebl.reference;
    assert!(!reference.is_empty());
    assert!(
        first.contains(&format!("B/L number: {reference}")),
        "{reference} in {first}"
    );
    assert!(first.contains("Delta Exports"), "{first}");
    assert!(first.contains("Global Carrier"), "{first}");
}

#[tokio::test]
async fn a_scanned_page_has_no_text() {
    let pdf = service();
    let pages = pdf
        .texts_of_bytes(fixture_bytes("scanned-2-pages.pdf"))
        .await
        .expect("text");
    let expected = |page| PageText {
        page,
        text: None,
        truncated: false,
    };
    assert_eq!(pages, vec![expected(1), expected(2)]);
}

#[tokio::test]
async fn a_mixed_document_answers_page_by_page() {
    let pdf = service();
    let info = pdf
        .open_path(fixture("mixed-text-scan.pdf"))
        .await
        .expect("open");
    let pages = pdf.page_texts(info.id).await.expect("text");
    assert_eq!(pages.len(), 4);
    assert!(text(&pages, 1).contains("B/L number: TDXMIX-0042"));
    assert_eq!(pages[1].text, None, "page 2 is only a scan");
    assert_eq!(pages[2].text, None, "page 3 has only blanks as text");
    // An OCR'd scan's text layer is invisible (render mode 3): nothing says it is what the
    // image shows, so it is not read, and the page is a scan like the others.
    assert_eq!(pages[3].text, None, "page 4's invisible layer is not read");
    // The document stays open for rendering.
    let page = pdf
        .render(info.id, 1, 200, ImageFormat::Png)
        .await
        .expect("render the scan");
    assert!(ink_ratio(&decode(&page.data)) > 0.05);
    assert_eq!(pdf.open_documents().await, 1);
}

#[tokio::test]
async fn a_poppler_merged_file_gives_text_then_scans() {
    let pdf = service();
    let pages = pdf
        .texts_of_path(fixture("poppler-unite-5-pages.pdf"))
        .await
        .expect("text");
    let has_text: Vec<bool> = pages.iter().map(|p| p.text.is_some()).collect();
    assert_eq!(has_text, [true, true, true, false, false]);
    assert!(text(&pages, 2).contains("Reference: EBL-0001"));
}

#[tokio::test]
async fn text_of_bad_input_is_an_error_and_leaves_nothing_open() {
    let pdf = service();
    let e = pdf
        .texts_of_bytes(b"%PDF-1.7 not really".to_vec())
        .await
        .expect_err("not a PDF");
    assert_eq!(e.code(), "pdf.invalid");
    let e = pdf
        .texts_of_path("/nonexistent/bl.pdf")
        .await
        .expect_err("no file");
    assert_eq!(e.code(), "pdf.io");
    let e = pdf
        .page_texts(tdx_pdf::DocumentId(999))
        .await
        .expect_err("never opened");
    assert_eq!(e.code(), "pdf.unknown_document");
    assert_eq!(pdf.open_documents().await, 0);
}

#[tokio::test]
async fn a_worker_hung_reading_text_times_out_and_the_service_recovers() {
    // Reading the 4-page document hangs the worker; other documents are fine.
    let pdf = service_with_text_hook("sleep:4", Duration::from_secs(3));
    let other = pdf
        .open_path(fixture("handmade-3-pages.pdf"))
        .await
        .expect("open");
    let e = pdf
        .texts_of_path(fixture("mixed-text-scan.pdf"))
        .await
        .expect_err("hangs");
    assert_eq!(e.code(), "pdf.timeout");
    assert_eq!(pdf.worker_pid(), None, "the hung worker was killed");
    assert_eq!(pdf.open_documents().await, 1, "closed on the error");
    // A fresh worker reads and renders the open document.
    let pages = pdf.page_texts(other.id).await.expect("recovered");
    assert!(text(&pages, 3).contains("Page 3 of 3"));
    let page = pdf
        .render(other.id, 0, 300, ImageFormat::Png)
        .await
        .expect("renders");
    assert!(ink_ratio(&decode(&page.data)) > 0.02);
    assert_eq!(pdf.restarts(), 1);
}

#[tokio::test]
async fn a_worker_crashing_on_text_fails_that_document_only() {
    let pdf = service_with_text_hook("crash:4", Duration::from_secs(30));
    let other = pdf
        .open_path(fixture("text-5-pages.pdf"))
        .await
        .expect("open");
    let e = pdf
        .texts_of_bytes(fixture_bytes("mixed-text-scan.pdf"))
        .await
        .expect_err("crashes");
    assert_eq!(e.code(), "pdf.worker_crashed");
    assert_eq!(pdf.open_documents().await, 1, "closed on the error");
    let pages = pdf.page_texts(other.id).await.expect("other document");
    assert_eq!(pages.len(), 5);
    assert!(text(&pages, 1).contains("TDXTEXT-0001"));
    assert_eq!(pdf.restarts(), 1);
    // The crashing document opened again by hand is not retried once it crashed.
    let again = pdf
        .open_path(fixture("mixed-text-scan.pdf"))
        .await
        .expect("opens: only its text crashes");
    let e = pdf.page_texts(again.id).await.expect_err("crashes again");
    assert_eq!(e.code(), "pdf.worker_crashed");
    let e = pdf
        .render(again.id, 0, 200, ImageFormat::Png)
        .await
        .expect_err("fails fast");
    assert_eq!(e.code(), "pdf.worker_crashed");
    assert_eq!(pdf.worker_pid(), None, "no worker was started for it");
    pdf.ping().await.expect("a fresh worker answers");
    assert_eq!(pdf.restarts(), 2);
}

#[tokio::test]
async fn a_caller_giving_up_on_texts_of_bytes_leaves_nothing_open() {
    let pdf = service_with_text_hook("sleep:4", Duration::from_secs(30));
    pdf.ping().await.expect("the worker runs");
    let gave_up = tokio::time::timeout(
        Duration::from_secs(1),
        pdf.texts_of_bytes(fixture_bytes("mixed-text-scan.pdf")),
    )
    .await;
    assert!(gave_up.is_err(), "the hook hangs the worker");
    // The close spawned on drop runs on this (current-thread) runtime at the next yield and
    // takes the state lock before `open_documents` can.
    tokio::task::yield_now().await;
    assert_eq!(pdf.open_documents().await, 0);
    let pages = pdf
        .texts_of_path(fixture("handmade-3-pages.pdf"))
        .await
        .expect("the next caller is served");
    assert_eq!(pages.len(), 3);
}

/// Text a reader cannot see is not text of the page: drawn invisibly (render mode 3), in white,
/// at a tenth of a point, or placed off the page (each in its own `q … Q`: the render mode and
/// the colour are graphics state). What is printed stays, line by line.
#[tokio::test]
async fn invisible_white_tiny_and_off_page_text_is_left_out() {
    let content = "BT /F1 12 Tf 72 760 Td (COMMERCIAL INVOICE) Tj ET\n\
        BT /F1 12 Tf 72 740 Td (Total gross weight: 25000.0 kg) Tj ET\n\
        q BT 3 Tr /F1 12 Tf 72 720 Td (B/L No.: GCLU26041001) Tj ET Q\n\
        q BT 3 Tr /F1 12 Tf 72 700 Td (Total gross weight: 20000.0 kg) Tj ET Q\n\
        q BT 1 1 1 rg /F1 12 Tf 72 680 Td (Vessel: MSC Aurora) Tj ET Q\n\
        q BT /F1 0.1 Tf 72 660 Td (Port of Loading: Rotterdam) Tj ET Q\n\
        q BT /F1 12 Tf 900 640 Td (Consignee: Nile Trading Co. S.A.E.) Tj ET Q\n\
        BT /F1 12 Tf 72 620 Td (Packages: 240) Tj ET";
    let pdf = service();
    let pages = pdf
        .texts_of_bytes(tdx_pdf::fuzzing::one_page_pdf(content))
        .await
        .expect("text");
    let page = text(&pages, 1);
    assert!(page.contains("COMMERCIAL INVOICE"), "{page:?}");
    assert!(page.contains("Total gross weight: 25000.0 kg"), "{page:?}");
    assert!(page.contains("Packages: 240"), "{page:?}");
    for hidden in [
        "GCLU26041001",
        "20000",
        "MSC Aurora",
        "Rotterdam",
        "Nile Trading",
    ] {
        assert!(!page.contains(hidden), "{hidden:?} was read: {page:?}");
    }
}
