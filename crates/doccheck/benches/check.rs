//! Checking an envelope of 10 documents × 5 pages against its eBL, as the envelope builder
//! does it cold (no text cached): every document's and the bill's text read through tdx-pdf's
//! jailed worker (`texts_of_bytes`: open, read every page, close), then [`tdx_doccheck::check`];
//! beside it the text extraction alone for the same 11 PDFs, and the check alone on texts
//! already read.
//!
//! Documents and bill are `tests/fixtures/pdf/text-5-pages.pdf` (a 5-page bill of lading, 176
//! container lines: a heavy envelope, as every container is compared in every document).
//! This benchmark's binary is also the worker (`worker` as its first argument).
//!
//! `cargo bench -p tdx-doccheck --bench check`

use std::hint::black_box;
use std::path::PathBuf;
use std::time::Duration;

use criterion::Criterion;
use tdx_doccheck::{Bill, CheckOptions, Document, check};
use tdx_pdf::{PdfConfig, PdfService, WorkerCommand};

const DOCUMENTS: usize = 10;

fn fixture() -> Vec<u8> {
    let path =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/fixtures/pdf/text-5-pages.pdf");
    std::fs::read(path).expect("fixture")
}

fn bill(pdf_pages: Vec<Option<String>>) -> Bill {
    Bill {
        reference: "TDXTEXT-0001".into(),
        transport_document_reference: Some("TDXTEXT-0001".into()),
        status: "ISSUED".into(),
        held_by_company: true,
        pdf_pages,
        ..Bill::default()
    }
}

async fn texts(pdf: &PdfService, bytes: &[u8]) -> Vec<Option<String>> {
    let pages = pdf.texts_of_bytes(bytes.to_vec()).await.expect("text");
    assert_eq!(pages.len(), 5);
    pages.into_iter().map(|p| p.text).collect()
}

fn benches(c: &mut Criterion) {
    let exe = std::env::current_exe().expect("the bench's path");
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("runtime");
    let pdf = PdfService::new(PdfConfig::new(WorkerCommand::new(
        exe,
        [tdx_pdf::worker::WORKER_ARG],
    )));
    rt.block_on(pdf.ping()).expect("worker starts");
    let bytes = fixture();
    let options = CheckOptions::default();
    let mut group = c.benchmark_group("check");
    group.bench_function("10_docs_x_5_pages/text_extraction_only", |b| {
        b.iter(|| {
            rt.block_on(async {
                for _ in 0..=DOCUMENTS {
                    black_box(texts(&pdf, &bytes).await);
                }
            })
        })
    });
    group.bench_function("10_docs_x_5_pages/extract+check", |b| {
        b.iter(|| {
            rt.block_on(async {
                let bill = bill(texts(&pdf, &bytes).await);
                let mut documents = Vec::with_capacity(DOCUMENTS);
                for i in 0..DOCUMENTS {
                    documents.push(Document {
                        name: format!("document-{i}.pdf"),
                        pages: texts(&pdf, &bytes).await,
                    });
                }
                let report = check(&bill, &documents, &options);
                assert_eq!(report.differences(), 0, "{report:#?}");
                black_box(report)
            })
        })
    });
    let pages = rt.block_on(texts(&pdf, &bytes));
    let bill = bill(pages.clone());
    let documents: Vec<Document> = (0..DOCUMENTS)
        .map(|i| Document {
            name: format!("document-{i}.pdf"),
            pages: pages.clone(),
        })
        .collect();
    group.bench_function("10_docs_x_5_pages/check_only", |b| {
        b.iter(|| black_box(check(&bill, &documents, &options)))
    });
    group.finish();
}

fn main() {
    if let Some(code) = tdx_pdf::worker::run_if_requested() {
        std::process::exit(code);
    }
    let mut criterion = Criterion::default()
        .sample_size(20)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(3))
        .configure_from_args();
    benches(&mut criterion);
    criterion.final_summary();
}
