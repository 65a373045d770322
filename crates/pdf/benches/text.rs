//! Text extraction of 10 documents × 5 pages (`text-5-pages.pdf`, a bill of lading with a
//! container table: ~8 KB of text): raw PDFium in this process, and through the worker
//! process with `PdfService::texts_of_bytes` (open, read every page, close) as a document
//! check does it.
//!
//! `cargo bench -p tdx-pdf --bench text`

use std::hint::black_box;
use std::path::PathBuf;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use tdx_pdf::engine::Engine;
use tdx_pdf::protocol::Source;
use tdx_pdf::{PdfConfig, PdfService, WorkerCommand};

const DOCUMENTS: usize = 10;
const PAGES: u32 = 5;

fn documents() -> Vec<Vec<u8>> {
    let path =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/fixtures/pdf/text-5-pages.pdf");
    let bytes = std::fs::read(path).expect("fixture");
    vec![bytes; DOCUMENTS]
}

fn raw(c: &mut Criterion) {
    let mut engine = match Engine::load(None) {
        Ok(e) => e,
        Err(e) => {
            eprintln!("skipping: {e}");
            return;
        }
    };
    let docs = documents();
    let mut group = c.benchmark_group("text/raw");
    group.bench_function("10_docs_x_5_pages/open+text+close", |b| {
        b.iter(|| {
            for bytes in &docs {
                let (doc, pages) = engine.open(Source::Bytes(bytes.clone())).expect("open");
                assert_eq!(pages.len() as u32, PAGES);
                black_box(engine.texts(doc, 0, PAGES).expect("text"));
                engine.close(doc).expect("close");
            }
        })
    });
    let handles: Vec<u32> = docs
        .iter()
        .map(|b| engine.open(Source::Bytes(b.clone())).expect("open").0)
        .collect();
    group.bench_function("10_docs_x_5_pages/text_only", |b| {
        b.iter(|| {
            for &doc in &handles {
                black_box(engine.texts(doc, 0, PAGES).expect("text"));
            }
        })
    });
    group.finish();
    for doc in handles {
        engine.close(doc).expect("close");
    }
}

fn through_worker(c: &mut Criterion) {
    let Some(exe) = option_env!("CARGO_BIN_EXE_tdx-pdf") else {
        return;
    };
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("runtime");
    let pdf = PdfService::new(PdfConfig::new(WorkerCommand::new(exe, ["worker"])));
    let docs = documents();
    rt.block_on(pdf.ping()).expect("worker starts");
    let mut group = c.benchmark_group("text/worker");
    group.bench_function("10_docs_x_5_pages/texts_of_bytes", |b| {
        b.iter(|| {
            rt.block_on(async {
                for bytes in &docs {
                    let pages = pdf.texts_of_bytes(bytes.clone()).await.expect("text");
                    assert_eq!(pages.len() as u32, PAGES);
                    black_box(pages);
                }
            })
        })
    });
    group.finish();
}

fn config() -> Criterion {
    Criterion::default()
        .sample_size(20)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(3))
}

criterion_group! {
    name = benches;
    config = config();
    targets = raw, through_worker
}
criterion_main!(benches);
