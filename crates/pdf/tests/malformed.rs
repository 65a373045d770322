//! Hostile and broken inputs give errors, and the worker stays up and usable.

mod common;

use common::*;
use tdx_pdf::ImageFormat;

fn malformed_inputs() -> Vec<(&'static str, Vec<u8>)> {
    let good = fixture_bytes("handmade-3-pages.pdf");
    let mut header_garbage = b"%PDF-1.7\n".to_vec();
    header_garbage.extend(noise(20_000, 7));
    vec![
        ("empty", Vec::new()),
        ("truncated", good[..good.len() / 2].to_vec()),
        ("first 100 bytes", good[..100].to_vec()),
        ("random bytes", noise(65_536, 42)),
        ("valid header then garbage", header_garbage),
        (
            "not a pdf at all",
            b"<html><body>404</body></html>".to_vec(),
        ),
    ]
}

#[tokio::test]
async fn malformed_files_are_errors_and_the_worker_survives() {
    let pdf = service();
    let good = pdf
        .open_path(fixture("handmade-3-pages.pdf"))
        .await
        .expect("open good");
    let pid = pdf.worker_pid().expect("worker runs");
    for (what, bytes) in malformed_inputs() {
        match pdf.open_bytes(bytes).await {
            Err(e) => assert_eq!(e.code(), "pdf.invalid", "{what}: {e}"),
            Ok(info) => {
                // PDFium may repair a damaged file; then it must render like any other.
                pdf.render(info.id, 0, 200, ImageFormat::Png)
                    .await
                    .unwrap_or_else(|e| panic!("{what} opened but does not render: {e}"));
            }
        }
    }
    assert_eq!(pdf.worker_pid(), Some(pid), "no restart was needed");
    assert_eq!(pdf.restarts(), 0);
    let page = pdf
        .render(good.id, 0, 300, ImageFormat::Png)
        .await
        .expect("still renders");
    assert!(ink_ratio(&decode(&page.data)) > 0.02);
    let text = pdf.page_texts(good.id).await.expect("still reads text");
    assert!(
        text[0]
            .text
            .as_deref()
            .is_some_and(|t| t.contains("EBL-0001"))
    );
}

#[tokio::test]
async fn empty_random_and_garbage_inputs_are_refused() {
    let pdf = service();
    for (what, bytes) in malformed_inputs()
        .into_iter()
        .filter(|(w, _)| !w.starts_with("truncated"))
    {
        let e = pdf.open_bytes(bytes).await.expect_err(what);
        assert_eq!(e.code(), "pdf.invalid", "{what}");
    }
}

#[tokio::test]
async fn a_huge_page_count_claim_is_not_believed() {
    // The page tree claims 2^31-1 pages; PDFium counts the one real page, so opening
    // neither hangs nor allocates for two billion page sizes.
    let pdf = service();
    let info = pdf
        .open_path(fixture("huge-page-count.pdf"))
        .await
        .expect("open");
    assert_eq!(info.page_count, 1);
    let page = pdf
        .render(info.id, 0, 200, ImageFormat::Png)
        .await
        .expect("render");
    assert!(
        ink_ratio(&decode(&page.data)) > 0.05,
        "the blue square is drawn"
    );
    let e = pdf
        .render(info.id, 1, 200, ImageFormat::Png)
        .await
        .expect_err("page 2 does not exist");
    assert_eq!(e.code(), "pdf.page_out_of_range");
}

#[tokio::test]
async fn a_missing_file_is_an_io_error() {
    let pdf = service();
    let e = pdf
        .open_path("/nonexistent/dir/bl.pdf")
        .await
        .expect_err("missing");
    assert_eq!(e.code(), "pdf.io", "{e}");
}

#[tokio::test]
async fn a_password_protected_pdf_says_so() {
    let pdf = service();
    let e = pdf
        .open_path(fixture("encrypted-password-secret.pdf"))
        .await
        .expect_err("needs a password");
    assert_eq!(e.code(), "pdf.password");
    pdf.ping().await.expect("worker still answers");
}

/// Every hostile PDF we have through the worker as the app runs it (default timeout): the
/// fixtures, the broken inputs above, and the fuzz corpus with truncations and byte flips.
/// None may hang it; a crash is contained (restart) and the next document still renders.
/// The text of each is read too: no hang, no crash.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hostile_pdfs_never_hang_the_worker() {
    let pdf = tdx_pdf::PdfService::new(tdx_pdf::PdfConfig::new(worker_command()));
    let mut inputs: Vec<Vec<u8>> = malformed_inputs().into_iter().map(|(_, b)| b).collect();
    let corpus =
        std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../fuzz/corpus/open_render");
    for entry in std::fs::read_dir(corpus).unwrap() {
        let data = std::fs::read(entry.unwrap().path()).unwrap();
        for cut in [0, 1, 7, data.len() / 3, data.len() / 2] {
            inputs.push(data[..data.len() - cut.min(data.len())].to_vec());
        }
        let mut s = data.len() as u64 | 1;
        for _ in 0..8 {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            let mut m = data.clone();
            if !m.is_empty() {
                let i = (s as usize) % m.len();
                m[i] ^= 0xff;
            }
            inputs.push(m);
        }
    }
    let (mut hangs, mut opened, mut refused) = (0, 0, 0);
    let (mut text_hangs, mut text_crashes, mut texts_read) = (0, 0, 0);
    for bytes in &inputs {
        match pdf.open_bytes(bytes.clone()).await {
            Err(e) if e.code() == "pdf.timeout" => hangs += 1,
            Err(_) => refused += 1,
            Ok(info) => {
                opened += 1;
                for page in 0..info.pages.len().min(2) as u32 {
                    if let Err(e) = pdf.render(info.id, page, 300, ImageFormat::Png).await
                        && e.code() == "pdf.timeout"
                    {
                        hangs += 1;
                    }
                }
                let _ = pdf.close(info.id).await;
            }
        }
        // The text of every page, as a document check reads it (open, read, close).
        match pdf.texts_of_bytes(bytes.clone()).await {
            Err(e) if e.code() == "pdf.timeout" => text_hangs += 1,
            Err(e) if e.code() == "pdf.worker_crashed" => text_crashes += 1,
            Err(_) => {}
            Ok(pages) => {
                texts_read += 1;
                assert!(pages.iter().zip(1..).all(|(p, n)| p.page == n));
            }
        }
    }
    let crashes = pdf.restarts();
    println!(
        "RELIABILITY hostile-pdfs: tried={} opened={opened} refused={refused} hangs={hangs} crashes={crashes} \
         text: read={texts_read} hangs={text_hangs} crashes={text_crashes}",
        inputs.len()
    );
    assert_eq!(hangs, 0);
    assert_eq!(
        (text_hangs, text_crashes),
        (0, 0),
        "text extraction never hangs or crashes"
    );
    assert_eq!(texts_read, opened, "every input that opens gives its text");
    assert_eq!(pdf.open_documents().await, 0);
    let good = pdf
        .open_bytes(fixture_bytes("handmade-3-pages.pdf"))
        .await
        .expect("still opens");
    let page = pdf
        .render(good.id, 0, 300, ImageFormat::Png)
        .await
        .expect("still renders");
    assert!(ink_ratio(&decode(&page.data)) > 0.02);
    let text = pdf.page_texts(good.id).await.expect("still reads text");
    assert!(
        text[0]
            .text
            .as_deref()
            .is_some_and(|t| t.contains("EBL-0001"))
    );
}
