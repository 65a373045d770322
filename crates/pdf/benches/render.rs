//! Raw PDFium render + encode of page 1 at 1200 px (the "raw" row of BENCHMARKS.md), per
//! output format, beside the same through the worker process, and encode alone.
//!
//! `cargo bench -p tdx-pdf --bench render`; `benches/pdftoppm.sh` times poppler on the
//! same files for comparison.

use std::hint::black_box;
use std::path::PathBuf;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use tdx_pdf::engine::Engine;
use tdx_pdf::protocol::Source;
use tdx_pdf::{ImageFormat, PdfConfig, PdfService, WorkerCommand};

const WIDTH: u32 = 1200;

fn fixture(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/fixtures/pdf")
        .join(name)
}

fn formats() -> [(&'static str, ImageFormat); 4] {
    [
        ("rgba", ImageFormat::Rgba),
        ("png_fast", ImageFormat::Png),
        ("jpeg_q85", ImageFormat::Jpeg { quality: 85 }),
        ("webp_lossless", ImageFormat::WebP),
    ]
}

fn raw(c: &mut Criterion) {
    let mut engine = match Engine::load(None) {
        Ok(e) => e,
        Err(e) => {
            eprintln!("skipping: {e}");
            return;
        }
    };
    for file in [
        "handmade-3-pages.pdf",
        "cairo-3-pages.pdf",
        "scanned-2-pages.pdf",
    ] {
        let bytes = std::fs::read(fixture(file)).expect("fixture");
        let (doc, _) = engine.open(Source::Bytes(bytes)).expect("open");
        let mut group = c.benchmark_group(format!("raw/{file}"));
        for (name, f) in formats() {
            let size = engine.render(doc, 0, WIDTH, f).expect("render").data.len();
            eprintln!("{file} {name}: {size} bytes at {WIDTH} px");
            group.bench_function(name, |b| {
                b.iter(|| black_box(engine.render(doc, 0, WIDTH, f).expect("render")))
            });
        }
        group.finish();
        // Encode alone, from the RGBA pixels of page 1.
        let rgba = engine
            .render(doc, 0, WIDTH, ImageFormat::Rgba)
            .expect("rgba");
        let mut group = c.benchmark_group(format!("encode/{file}"));
        for (name, f) in formats().into_iter().skip(1) {
            group.bench_function(name, |b| {
                b.iter(|| {
                    black_box(
                        tdx_pdf::encode::encode_rgba(rgba.data.clone(), rgba.width, rgba.height, f)
                            .expect("encode"),
                    )
                })
            });
        }
        group.finish();
        engine.close(doc).expect("close");
    }
}

/// The parent's check of the worker's output of page 1 of a real sandbox eBL PDF at the widths
/// the preview asks (464 px: the pane at 1x; 1200 px), as the click pays it on top of the
/// worker's render, side by side: raw pixels counted and encoded here
/// (`tdx_pdf::checked::checked_image`, what the app does) against a PNG from the worker decoded
/// with limits and encoded again (`reencode`, the path for pages too wide to travel raw), and
/// the worker's own render with and without its PNG encoding.
fn checked(c: &mut Criterion) {
    let mut engine = match Engine::load(None) {
        Ok(e) => e,
        Err(e) => {
            eprintln!("skipping: {e}");
            return;
        }
    };
    let ebl = &tdx_sandbox::world::demo_ebls(0)[0];
    let names = tdx_sandbox::pdf::PartyNames {
        shipper: "Delta Textiles Export GmbH".into(),
        consignee: "Nile Trading Co. S.A.E.".into(),
        carrier: "Global Carrier Lines Ltd.".into(),
        holder: "Nile Trading Co. S.A.E.".into(),
    };
    let (doc, _) = engine
        .open(Source::Bytes(tdx_sandbox::pdf::ebl_pdf(ebl, &names)))
        .expect("open");
    let mut group = c.benchmark_group("checked/sandbox-ebl");
    for width in [464, WIDTH] {
        let png = engine
            .render(doc, 0, width, ImageFormat::Png)
            .expect("render");
        let raw = engine
            .render(doc, 0, width, ImageFormat::Rgba)
            .expect("render");
        group.bench_function(format!("count+encode/raw-to-png/{width}px"), |b| {
            b.iter(|| {
                black_box(
                    tdx_pdf::checked::checked_image(
                        raw.clone(),
                        ImageFormat::Rgba,
                        ImageFormat::Png,
                        width,
                    )
                    .expect("a good page passes"),
                )
            })
        });
        group.bench_function(format!("decode+reencode/png/{width}px"), |b| {
            b.iter(|| {
                black_box(
                    tdx_pdf::checked::reencode(png.clone(), ImageFormat::Png, width)
                        .expect("a good page passes"),
                )
            })
        });
        group.bench_function(format!("render/raw/{width}px"), |b| {
            b.iter(|| {
                black_box(
                    engine
                        .render(doc, 0, width, ImageFormat::Rgba)
                        .expect("render"),
                )
            })
        });
        group.bench_function(format!("render+encode/png/{width}px"), |b| {
            b.iter(|| {
                black_box(
                    engine
                        .render(doc, 0, width, ImageFormat::Png)
                        .expect("render"),
                )
            })
        });
    }
    group.finish();
    engine.close(doc).expect("close");
}

/// Open + render page 1 through the worker process (no cache), as the app does it for a
/// document it has not seen.
fn through_worker(c: &mut Criterion) {
    let Some(exe) = option_env!("CARGO_BIN_EXE_tdx-pdf") else {
        return;
    };
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("runtime");
    let mut config = PdfConfig::new(WorkerCommand::new(exe, ["worker"]));
    config.cache_bytes = 0;
    let pdf = PdfService::new(config);
    let bytes = std::fs::read(fixture("handmade-3-pages.pdf")).expect("fixture");
    let mut group = c.benchmark_group("worker/handmade-3-pages.pdf");
    for (name, f) in formats() {
        group.bench_function(format!("open+render+close/{name}"), |b| {
            b.iter(|| {
                rt.block_on(async {
                    let info = pdf.open_bytes(bytes.clone()).await.expect("open");
                    let page = pdf.render(info.id, 0, WIDTH, f).await.expect("render");
                    pdf.close(info.id).await.expect("close");
                    black_box(page)
                })
            })
        });
    }
    group.finish();
}

fn config() -> Criterion {
    Criterion::default()
        .sample_size(30)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(3))
}

criterion_group! {
    name = benches;
    config = config();
    targets = raw, checked, through_worker
}
criterion_main!(benches);
