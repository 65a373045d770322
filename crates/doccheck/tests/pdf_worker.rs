//! The fixture PDFs of other producers (reportlab, LibreOffice, a scan), their text read by
//! tdx-pdf's real worker (PDFium in its jail), checked against the fixture bill.

mod common;

use std::path::{Path, PathBuf};

use common::*;
use tdx_doccheck::{CheckOptions, Document, check};
use tdx_pdf::{PdfConfig, PdfService, WorkerCommand};

/// examples/doccheck_pdf_worker.rs, which `cargo test` builds beside this test.
fn worker() -> PathBuf {
    let exe = std::env::current_exe().expect("the test's path");
    let dir = exe
        .parent()
        .and_then(Path::parent)
        .expect("target/<profile>/deps");
    let worker = dir.join("examples").join("doccheck_pdf_worker");
    assert!(
        worker.exists(),
        "{} is missing: `cargo test -p tdx-doccheck` builds it",
        worker.display()
    );
    worker
}

fn service() -> PdfService {
    PdfService::new(PdfConfig::new(WorkerCommand::new(
        worker(),
        [tdx_pdf::worker::WORKER_ARG],
    )))
}

async fn read(pdf: &PdfService, name: &str) -> Document {
    let pages = pdf
        .texts_of_path(fixtures().join(name))
        .await
        .expect("the worker reads the fixture");
    Document {
        name: name.to_owned(),
        pages: pages.into_iter().map(|p| p.text).collect(),
    }
}

#[tokio::test]
async fn corrected_documents_read_by_the_worker_show_no_difference() {
    let pdf = service();
    let mut docs = Vec::new();
    for name in CORRECT {
        docs.push(read(&pdf, name).await);
    }
    let report = check(&bill(), &docs, &CheckOptions::default());
    assert_correct_documents_match(&report);
}

#[tokio::test]
async fn the_wrong_packing_list_read_by_the_worker_shows_its_two_differences() {
    let pdf = service();
    let docs = [
        read(&pdf, "invoice-reportlab.pdf").await,
        read(&pdf, "packing-list-reportlab-wrong.pdf").await,
    ];
    let report = check(&bill(), &docs, &CheckOptions::default());
    assert_wrong_packing_list_has_two_differences(&report);
}

#[tokio::test]
async fn the_scan_read_by_the_worker_is_not_checked() {
    let pdf = service();
    let report = check(
        &bill(),
        &[read(&pdf, "packing-list-scan.pdf").await],
        &CheckOptions::default(),
    );
    assert_scan_not_checked(&report);
}

/// The committed texts (tests/producers.rs reads them) are what the worker reads.
#[tokio::test]
async fn the_committed_texts_are_the_workers() {
    let pdf = service();
    let normal = |pages: &[Option<String>]| -> Vec<Option<String>> {
        pages
            .iter()
            .map(|p| {
                p.as_ref().map(|t| {
                    t.replace("\r\n", "\n")
                        .lines()
                        .map(str::trim_end)
                        .collect::<Vec<_>>()
                        .join("\n")
                        .trim()
                        .to_owned()
                })
            })
            .collect()
    };
    for name in CORRECT
        .iter()
        .chain(&["packing-list-reportlab-wrong.pdf", "packing-list-scan.pdf"])
    {
        let read = read(&pdf, name).await;
        let committed = text_of(name);
        assert_eq!(normal(&read.pages), normal(&committed.pages), "{name}");
    }
}

// The sandbox's own documents: its bill's PDF and its demo invoice and packing list
// (crates/sandbox/src/demo_documents.rs), read by the worker.

use tdx_doccheck::{Bill, CheckKind, Outcome, Report};
use tdx_sandbox::demo_documents::{self, DemoDocumentKind, DemoMistakes};
use tdx_sandbox::model::{Ebl, PartyType};
use tdx_sandbox::pdf::{PartyNames, ebl_pdf};

fn company_name(ebl: &Ebl, kind: PartyType) -> String {
    let id = ebl.party(kind).map(|p| p.id);
    tdx_sandbox::world::demo_companies()
        .into_iter()
        .find(|c| Some(c.id) == id)
        .map(|c| c.name)
        .unwrap_or_default()
}

async fn texts(pdf: &PdfService, bytes: Vec<u8>) -> Vec<Option<String>> {
    pdf.texts_of_bytes(bytes)
        .await
        .expect("the worker reads the sandbox's PDF")
        .into_iter()
        .map(|p| p.text)
        .collect()
}

/// Checks the demo documents of the sandbox's eBL `ebl` (with `mistakes`) against it.
async fn sandbox_report(pdf: &PdfService, ebl: &Ebl, mistakes: &DemoMistakes) -> Report {
    let names = PartyNames {
        shipper: company_name(ebl, PartyType::Consignor),
        consignee: company_name(ebl, PartyType::Consignee),
        carrier: company_name(ebl, PartyType::Issuer),
        holder: String::new(),
    };
    let bill = Bill {
        reference: ebl.reference.clone(),
        transport_document_reference: Some(ebl.reference.clone()),
        vessel: ebl.vessel_name.clone(),
        voyage: ebl.voyage_number.clone(),
        port_of_loading: ebl.port_of_loading.clone(),
        port_of_discharge: ebl.port_of_discharge.clone(),
        shipper: vec![names.shipper.clone()],
        consignee: vec![names.consignee.clone()],
        notify: vec![ebl.notify_party.clone()],
        status: ebl.state.as_str().to_owned(),
        is_copy: ebl.is_copy(),
        held_by_company: true,
        pdf_pages: texts(pdf, ebl_pdf(ebl, &names)).await,
    };
    let mut docs = Vec::new();
    for kind in DemoDocumentKind::ALL {
        let bytes = demo_documents::write(ebl, &names, kind, mistakes);
        docs.push(Document {
            name: kind.file_name(&ebl.reference),
            pages: texts(pdf, bytes).await,
        });
    }
    check(&bill, &docs, &CheckOptions::default())
}

#[tokio::test]
async fn the_sandbox_demo_documents_match_their_bills() {
    let pdf = service();
    // The originals of the demo world (the 8th is a copy, the 9th is being surrendered).
    let ebls = tdx_sandbox::world::demo_ebls(0);
    let originals: Vec<&Ebl> = ebls
        .iter()
        .filter(|e| !e.is_copy() && e.state.as_str() == "ISSUED")
        .collect();
    assert_eq!(originals.len(), 7);
    for ebl in originals {
        let report = sandbox_report(&pdf, ebl, &DemoMistakes::default()).await;
        assert_eq!(
            differences(&report),
            vec![],
            "{}: {report:#?}",
            ebl.reference
        );
        for line in &report.lines {
            assert_eq!(
                line.outcome,
                Outcome::Matches,
                "{}: {line:#?}",
                ebl.reference
            );
        }
    }
}

#[tokio::test]
async fn the_sandbox_demo_mistakes_are_found_one_by_one() {
    let pdf = service();
    let ebl = tdx_sandbox::world::demo_ebls(0).remove(0);
    let mistakes = DemoMistakes {
        container_digit: true,
        weight_factor: Some(1.1),
        other_bl_number: false,
        amount_factor: None,
    };
    let report = sandbox_report(&pdf, &ebl, &mistakes).await;
    let invoice = DemoDocumentKind::Invoice.file_name(&ebl.reference);
    let packing_list = DemoDocumentKind::PackingList.file_name(&ebl.reference);
    let found: Vec<(CheckKind, String, Option<String>)> = differences(&report)
        .into_iter()
        .map(|(k, doc, _, _, _, note)| (k, doc, note))
        .collect();
    let container = ebl
        .goods
        .first()
        .map(|g| g.container.clone())
        .unwrap_or_default();
    let digit_note = Some(format!("check digit wrong; the eBL has {container}"));
    assert_eq!(found.len(), 3, "{found:#?}");
    assert_eq!(
        found.get(..2).map(<[_]>::to_vec),
        Some(vec![
            (CheckKind::Containers, invoice.clone(), digit_note.clone()),
            (CheckKind::Containers, packing_list.clone(), digit_note),
        ])
    );
    assert!(
        found
            .get(2)
            .is_some_and(|(k, doc, note)| *k == CheckKind::GrossWeight
                && *doc == packing_list
                && note.as_deref().is_some_and(|n| n.starts_with("10.0% more")))
    );

    let other = DemoMistakes {
        other_bl_number: true,
        ..DemoMistakes::default()
    };
    let report = sandbox_report(&pdf, &ebl, &other).await;
    let found: Vec<(CheckKind, String)> = differences(&report)
        .into_iter()
        .map(|(k, doc, ..)| (k, doc))
        .collect();
    assert_eq!(
        found,
        vec![
            (CheckKind::BlNumber, invoice),
            (CheckKind::BlNumber, packing_list)
        ]
    );
}

/// A document that writes the bill's B/L number and weight where no reader sees them
/// (invisible text, white text, a tenth of a point, off the page) and prints another weight: the
/// check reads what is printed. The hidden B/L number is not a match, the hidden weight does
/// not cover the printed one, and the hidden names and ports are not found.
#[tokio::test]
async fn text_no_reader_sees_is_not_read_as_matching() {
    let content = "BT /F1 12 Tf 72 760 Td (COMMERCIAL INVOICE) Tj ET\n\
        BT /F1 12 Tf 72 740 Td (Total gross weight: 25000.0 kg) Tj ET\n\
        q BT 3 Tr /F1 12 Tf 72 720 Td (B/L No.: GCLU26041001) Tj ET Q\n\
        q BT 3 Tr /F1 12 Tf 72 700 Td (Total gross weight: 20000.0 kg) Tj ET Q\n\
        q BT 1 1 1 rg /F1 12 Tf 72 680 Td (Vessel: MSC Aurora) Tj ET Q\n\
        q BT /F1 0.1 Tf 72 660 Td (Port of Loading: Rotterdam) Tj ET Q\n\
        q BT /F1 12 Tf 900 640 Td (Consignee: Nile Trading Co. S.A.E.) Tj ET Q";
    let pdf = service();
    let pages = pdf
        .texts_of_bytes(tdx_pdf::fuzzing::one_page_pdf(content))
        .await
        .expect("the worker reads it");
    let document = Document {
        name: "hidden.pdf".into(),
        pages: pages.into_iter().map(|p| p.text).collect(),
    };
    let report = check(&bill(), &[document], &CheckOptions::default());
    let outcome = |kind: CheckKind| report.line(kind).map(|l| l.outcome);
    assert_eq!(outcome(CheckKind::BlNumber), Some(Outcome::NotFound));
    assert_eq!(outcome(CheckKind::GrossWeight), Some(Outcome::Differs));
    let weight = report.line(CheckKind::GrossWeight).expect("the line");
    assert!(
        weight
            .findings
            .iter()
            .all(|f| f.outcome == Outcome::Differs && f.found.contains("25000")),
        "{weight:#?}"
    );
    for kind in [
        CheckKind::Vessel,
        CheckKind::PortOfLoading,
        CheckKind::Consignee,
    ] {
        assert_eq!(outcome(kind), Some(Outcome::NotFound), "{kind:?}");
    }
}
