//! Real PDFium, real worker process: documents from several producers open with the
//! right pages and render to real pixels.

mod common;

use std::sync::Arc;

use common::*;
use tdx_pdf::{DEFAULT_FORMAT, ImageFormat};

fn sizes(info: &tdx_pdf::DocumentInfo) -> Vec<(i32, i32)> {
    info.pages
        .iter()
        .map(|p| (p.width_pt.round() as i32, p.height_pt.round() as i32))
        .collect()
}

#[tokio::test]
async fn documents_of_each_producer_report_their_pages() {
    let pdf = service();
    let cases: &[(&str, &[(i32, i32)])] = &[
        ("handmade-3-pages.pdf", &[(595, 842); 3]),
        (
            "handmade-mixed-sizes.pdf",
            &[(595, 842), (612, 792), (842, 595)],
        ),
        ("scanned-2-pages.pdf", &[(612, 792), (792, 612)]),
        ("cairo-3-pages.pdf", &[(595, 842); 3]),
        (
            "poppler-unite-5-pages.pdf",
            &[(595, 842), (595, 842), (595, 842), (612, 792), (792, 612)],
        ),
    ];
    for (name, expected) in cases {
        let info = pdf.open_path(fixture(name)).await.expect(name);
        assert_eq!(info.page_count as usize, expected.len(), "{name}");
        assert_eq!(sizes(&info), expected.to_vec(), "{name}");
    }
}

#[tokio::test]
async fn every_page_of_every_producer_renders_with_ink() {
    let pdf = service();
    for name in [
        "handmade-3-pages.pdf",
        "handmade-mixed-sizes.pdf",
        "scanned-2-pages.pdf",
        "cairo-3-pages.pdf",
        "poppler-unite-5-pages.pdf",
    ] {
        let info = pdf.open_bytes(fixture_bytes(name)).await.expect(name);
        for (i, size) in info.pages.iter().enumerate() {
            let page = pdf
                .render(info.id, i as u32, 400, ImageFormat::Png)
                .await
                .expect(name);
            let img = decode(&page.data);
            assert_eq!(img.width(), 400, "{name} p{i}");
            let expected_h = 400.0 * size.height_pt / size.width_pt;
            assert!(
                (img.height() as f32 - expected_h).abs() <= 1.0,
                "{name} p{i}: height {} vs {expected_h}",
                img.height()
            );
            let ink = ink_ratio(&img);
            assert!(ink > 0.02, "{name} page {i} looks blank ({ink})");
        }
    }
}

#[tokio::test]
async fn the_red_stamp_is_where_the_pdf_draws_it() {
    // generate.py fills 400..520 × 150..210 pt (from the bottom) in red on every page.
    let pdf = service();
    let info = pdf
        .open_path(fixture("handmade-3-pages.pdf"))
        .await
        .expect("open");
    let page = pdf
        .render(info.id, 0, 595, ImageFormat::Png)
        .await
        .expect("render");
    let img = decode(&page.data);
    let inside = img.get_pixel(460, 842 - 180).0;
    assert!(
        inside[0] > 180 && inside[1] < 80 && inside[2] < 80,
        "{inside:?}"
    );
    let outside = img.get_pixel(460, 842 - 300).0;
    assert!(outside[0] > 240 && outside[1] > 240, "{outside:?}");
}

#[tokio::test]
async fn bytes_and_path_give_the_same_pixels() {
    let pdf = service();
    let a = pdf
        .open_path(fixture("cairo-3-pages.pdf"))
        .await
        .expect("path");
    let b = pdf
        .open_bytes(fixture_bytes("cairo-3-pages.pdf"))
        .await
        .expect("bytes");
    assert_ne!(a.id, b.id);
    let ra = pdf
        .render(a.id, 1, 300, ImageFormat::Rgba)
        .await
        .expect("a");
    let rb = pdf
        .render(b.id, 1, 300, ImageFormat::Rgba)
        .await
        .expect("b");
    assert_eq!(ra.data, rb.data);
    assert_eq!(ra.data.len(), (ra.width * ra.height * 4) as usize);
}

#[tokio::test]
async fn each_format_decodes_to_the_requested_width() {
    let pdf = service();
    let info = pdf
        .open_path(fixture("handmade-3-pages.pdf"))
        .await
        .expect("open");
    for f in [
        ImageFormat::Png,
        ImageFormat::Jpeg { quality: 85 },
        ImageFormat::WebP,
        DEFAULT_FORMAT,
    ] {
        let page = pdf.render(info.id, 0, 800, f).await.expect("render");
        let img = decode(&page.data);
        assert_eq!((img.width(), img.height()), (page.width, page.height));
        assert_eq!(img.width(), 800, "{f:?}");
        assert!(ink_ratio(&img) > 0.02, "{f:?}");
    }
}

#[tokio::test]
async fn thumbnails_cover_the_requested_pages_and_stop_at_the_end() {
    let pdf = service();
    let info = pdf
        .open_path(fixture("poppler-unite-5-pages.pdf"))
        .await
        .expect("open");
    let thumbs = pdf
        .thumbnails(info.id, 2, 10, 120, ImageFormat::Png)
        .await
        .expect("thumbs");
    assert_eq!(
        thumbs.iter().map(|t| t.page).collect::<Vec<_>>(),
        vec![2, 3, 4]
    );
    for t in &thumbs {
        let img = decode(&t.data);
        assert_eq!(img.width(), 120);
        assert!(ink_ratio(&img) > 0.02);
    }
    // The landscape scan is wider than tall.
    assert!(thumbs[2].height < thumbs[2].width);
}

#[tokio::test]
async fn rendered_pages_are_cached_until_the_document_closes() {
    let pdf = service();
    let info = pdf
        .open_path(fixture("handmade-3-pages.pdf"))
        .await
        .expect("open");
    let first = pdf
        .render(info.id, 0, 500, ImageFormat::Png)
        .await
        .expect("1");
    let again = pdf
        .render(info.id, 0, 500, ImageFormat::Png)
        .await
        .expect("2");
    assert!(
        Arc::ptr_eq(&first.data, &again.data),
        "second render came from the cache"
    );
    assert!(pdf.cache_bytes() >= first.data.len());
    pdf.close(info.id).await.expect("close");
    assert_eq!(pdf.cache_bytes(), 0);
    let e = pdf
        .render(info.id, 0, 500, ImageFormat::Png)
        .await
        .expect_err("closed");
    assert_eq!(e.code(), "pdf.unknown_document");
}

#[tokio::test]
async fn the_cache_stays_within_its_byte_budget() {
    let mut config = tdx_pdf::PdfConfig::new(worker_command());
    config.cache_bytes = 64 * 1024;
    let pdf = tdx_pdf::PdfService::new(config);
    let info = pdf
        .open_path(fixture("scanned-2-pages.pdf"))
        .await
        .expect("open");
    for w in [300, 310, 320, 330, 340, 350] {
        pdf.render(info.id, 0, w, ImageFormat::Png)
            .await
            .expect("render");
        assert!(pdf.cache_bytes() <= 64 * 1024, "{}", pdf.cache_bytes());
    }
}

#[tokio::test]
async fn bad_arguments_are_errors_with_stable_codes() {
    let pdf = service();
    let info = pdf
        .open_path(fixture("handmade-3-pages.pdf"))
        .await
        .expect("open");
    let e = pdf
        .render(info.id, 3, 500, ImageFormat::Png)
        .await
        .expect_err("page 4 of 3");
    assert_eq!(e.code(), "pdf.page_out_of_range");
    assert!(e.to_string().contains("3 pages"), "{e}");
    let e = pdf
        .render(info.id, 0, 0, ImageFormat::Png)
        .await
        .expect_err("zero width");
    assert_eq!(e.code(), "pdf.invalid_argument");
    let e = pdf
        .render(info.id, 0, 100_000, ImageFormat::Png)
        .await
        .expect_err("huge width");
    assert_eq!(e.code(), "pdf.invalid_argument");
    // The document still renders after the refusals.
    pdf.render(info.id, 2, 200, ImageFormat::Png)
        .await
        .expect("render");
}

#[tokio::test]
async fn the_app_style_worker_argument_serves_requests() {
    // The app starts itself with `--pdf-worker` (worker::run_if_requested).
    let pdf = tdx_pdf::PdfService::new(tdx_pdf::PdfConfig::new(tdx_pdf::WorkerCommand::new(
        env!("CARGO_BIN_EXE_tdx-pdf"),
        [tdx_pdf::worker::WORKER_ARG],
    )));
    assert_eq!(pdf.ping().await.expect("pong"), env!("CARGO_PKG_VERSION"));
    let info = pdf
        .open_path(fixture("handmade-3-pages.pdf"))
        .await
        .expect("open");
    assert_eq!(info.page_count, 3);
}
