//! The jail's output is checked: the worker's raw pixels are counted and encoded in the app,
//! and a malformed answer never reaches the caller.

mod common;

use common::*;
use tdx_pdf::worker::ENV_TEST_IMAGE_HOOK;
use tdx_pdf::{ImageFormat, PdfConfig, PdfService};

#[tokio::test]
async fn a_malformed_page_image_is_refused_the_worker_restarted_and_the_next_page_renders() {
    let pdf = PdfService::new(PdfConfig::new(
        worker_command().with_env(ENV_TEST_IMAGE_HOOK, "garbage:0"),
    ));
    let doc = pdf
        .open_path(fixture("handmade-3-pages.pdf"))
        .await
        .expect("opens");
    let first_worker = pdf.worker_pid().expect("a worker runs");

    let refused = pdf
        .render(doc.id, 0, 600, ImageFormat::Png)
        .await
        .expect_err("the malformed image is refused");
    assert_eq!(refused.code(), "pdf.bad_image", "{refused}");
    assert_eq!(pdf.cache_bytes(), 0, "nothing of it was cached");
    assert_eq!(
        pdf.worker_pid(),
        None,
        "the worker that sent it was stopped"
    );

    let next = pdf
        .render(doc.id, 1, 600, ImageFormat::Png)
        .await
        .expect("the next page renders on a fresh worker");
    assert_eq!(next.width, 600);
    let img = decode(&next.data);
    assert_eq!((img.width(), img.height()), (next.width, next.height));
    assert!(ink_ratio(&img) > 0.001, "the page has ink");
    assert_eq!(pdf.restarts(), 1);
    assert_ne!(pdf.worker_pid(), Some(first_worker));

    // Asked again, the bad page is refused again: never served from a cache.
    let again = pdf.render(doc.id, 0, 600, ImageFormat::Png).await;
    // The Reliability row of BENCHMARKS.md (`make bench`) reads this line: malformed images the
    // worker sent, and how many reached the caller.
    println!(
        "RELIABILITY bad-images: tried=2 reached={}",
        usize::from(again.is_ok())
    );
    assert_eq!(
        again.map(|_| ()).map_err(|e| e.code()),
        Err("pdf.bad_image")
    );
}

#[tokio::test]
async fn a_good_page_reaches_the_caller_as_fresh_bytes_of_the_same_pixels() {
    let pdf = service();
    let doc = pdf
        .open_path(fixture("handmade-3-pages.pdf"))
        .await
        .expect("opens");
    let png = pdf
        .render(doc.id, 0, 400, ImageFormat::Png)
        .await
        .expect("renders");
    let raw = pdf
        .render(doc.id, 0, 400, ImageFormat::Rgba)
        .await
        .expect("renders raw");
    assert_eq!(decode(&png.data).into_raw(), *raw.data);
    assert_eq!(pdf.restarts(), 0);
}
