//! The worker dies or hangs; the service restarts it and carries on.

mod common;

use std::time::Duration;

use common::*;
use tdx_pdf::{ImageFormat, PdfConfig, PdfService, WorkerCommand};

/// Waits until `pid` has exited: its pidfd becomes readable when it does (Linux ≥ 5.3), so
/// nothing is polled on a timer. A process already gone cannot be opened, and is dead.
fn wait_until_dead(pid: u32) {
    use rustix::event::{PollFd, PollFlags, Timespec, poll};
    use rustix::process::{Pid, PidfdFlags, pidfd_open};
    let pid = Pid::from_raw(i32::try_from(pid).expect("a pid")).expect("a pid above 0");
    let Ok(fd) = pidfd_open(pid, PidfdFlags::empty()) else {
        return;
    };
    let mut fds = [PollFd::new(&fd, PollFlags::IN)];
    let limit = Timespec {
        tv_sec: 30,
        tv_nsec: 0,
    };
    let ready = poll(&mut fds, Some(&limit)).expect("poll the worker's pidfd");
    assert_eq!(ready, 1, "worker {pid:?} did not die within 30 s");
}

#[tokio::test]
async fn a_killed_worker_is_restarted_and_open_documents_still_render() {
    let pdf = service();
    let info = pdf
        .open_path(fixture("cairo-3-pages.pdf"))
        .await
        .expect("open");
    let bytes_doc = pdf
        .open_bytes(fixture_bytes("scanned-2-pages.pdf"))
        .await
        .expect("open bytes");
    let pid = pdf.worker_pid().expect("running");
    let status = std::process::Command::new("kill")
        .args(["-9", &pid.to_string()])
        .status()
        .expect("kill");
    assert!(status.success());
    wait_until_dead(pid);

    let page = pdf
        .render(info.id, 2, 300, ImageFormat::Png)
        .await
        .expect("renders on a fresh worker");
    assert!(ink_ratio(&decode(&page.data)) > 0.02);
    let page = pdf
        .render(bytes_doc.id, 1, 300, ImageFormat::Png)
        .await
        .expect("the in-memory document is reopened too");
    assert!(ink_ratio(&decode(&page.data)) > 0.02);
    assert_eq!(pdf.restarts(), 1);
    assert_ne!(pdf.worker_pid(), Some(pid));

    // Killed again while idle: opening a new document is just as transparent.
    let pid = pdf.worker_pid().expect("running");
    std::process::Command::new("kill")
        .args(["-9", &pid.to_string()])
        .status()
        .expect("kill");
    wait_until_dead(pid);
    let info = pdf
        .open_path(fixture("handmade-3-pages.pdf"))
        .await
        .expect("opens on a fresh worker");
    assert_eq!(info.page_count, 3);
    assert_eq!(pdf.restarts(), 2);
}

#[tokio::test]
async fn a_crash_fails_only_that_document() {
    let pdf = service();
    let hostile = pdf
        .open_path(fixture("handmade-3-pages.pdf"))
        .await
        .expect("open");
    let other = pdf
        .open_path(fixture("handmade-mixed-sizes.pdf"))
        .await
        .expect("open");
    let e = pdf.test_crash_on(hostile.id).await.expect_err("crashes");
    assert_eq!(e.code(), "pdf.worker_crashed");
    // The document that crashed the worker is not tried again...
    let e = pdf
        .render(hostile.id, 0, 200, ImageFormat::Png)
        .await
        .expect_err("fails fast");
    assert_eq!(e.code(), "pdf.worker_crashed");
    assert_eq!(pdf.restarts(), 0, "no second crash was risked");
    // ...while the others render on a new worker.
    let page = pdf
        .render(other.id, 2, 300, ImageFormat::Png)
        .await
        .expect("other document");
    assert_eq!(page.width, 300);
    assert!(page.height < page.width, "rotated page is landscape");
    assert_eq!(pdf.restarts(), 1);
}

#[tokio::test]
async fn a_hung_worker_times_out_and_is_replaced() {
    let pdf = service_with_timeout(Duration::from_secs(3));
    let info = pdf
        .open_path(fixture("handmade-3-pages.pdf"))
        .await
        .expect("open");
    let pid = pdf.worker_pid();
    let e = pdf.test_sleep(60_000).await.expect_err("hangs");
    assert_eq!(e.code(), "pdf.timeout");
    assert_eq!(pdf.worker_pid(), None, "the hung worker was killed");
    let page = pdf
        .render(info.id, 0, 300, ImageFormat::Png)
        .await
        .expect("recovered");
    assert!(ink_ratio(&decode(&page.data)) > 0.02);
    assert_ne!(pdf.worker_pid(), pid);
    assert_eq!(pdf.restarts(), 1);
}

#[tokio::test]
async fn a_cancelled_request_does_not_confuse_the_next_one() {
    let pdf = service();
    let a = pdf
        .open_path(fixture("handmade-3-pages.pdf"))
        .await
        .expect("open");
    let b = pdf
        .open_path(fixture("scanned-2-pages.pdf"))
        .await
        .expect("open");
    // Give up on a render of `a` before the answer arrives.
    let _ = tokio::time::timeout(
        Duration::from_millis(1),
        pdf.render(a.id, 0, 4000, ImageFormat::Png),
    )
    .await;
    let page = pdf
        .render(b.id, 1, 200, ImageFormat::Png)
        .await
        .expect("render b");
    assert_eq!(page.page, 1);
    assert!(
        page.width > page.height,
        "got b's landscape page, not a's answer"
    );
}

#[tokio::test]
async fn a_missing_library_is_a_clear_error_naming_where_it_looked() {
    let empty = tempfile::tempdir().expect("tempdir");
    let missing = empty.path().join("nowhere/libpdfium.so");
    let mut config = PdfConfig::new(
        worker_command()
            .with_env("TDX_PDFIUM_PATH", &missing)
            .with_env("XDG_CACHE_HOME", empty.path()),
    );
    config.resource_dir = Some(empty.path().join("resources"));
    let pdf = PdfService::new(config);
    let e = pdf
        .open_path(fixture("handmade-3-pages.pdf"))
        .await
        .expect_err("no library");
    assert_eq!(e.code(), "pdf.library_missing");
    let msg = e.to_string();
    assert!(msg.contains(&missing.display().to_string()), "{msg}");
    assert!(msg.contains("resources"), "{msg}");
    assert_eq!(
        pdf.ping().await.expect_err("ping").code(),
        "pdf.library_missing"
    );
}

#[tokio::test]
async fn a_worker_that_cannot_start_is_an_error() {
    let pdf = PdfService::new(PdfConfig::new(WorkerCommand::new(
        "/nonexistent/tdx-pdf-worker",
        ["worker"],
    )));
    let e = pdf.ping().await.expect_err("spawn fails");
    assert_eq!(e.code(), "pdf.worker_spawn");
}

#[tokio::test]
async fn a_worker_that_exits_at_once_is_reported_as_a_crash() {
    let pdf = PdfService::new(PdfConfig::new(WorkerCommand::new(
        "true",
        Vec::<String>::new(),
    )));
    let e = pdf.ping().await.expect_err("no answer");
    assert_eq!(e.code(), "pdf.worker_crashed");
}

#[tokio::test]
async fn concurrent_requests_from_clones_are_all_answered() {
    let pdf = service();
    let info = pdf
        .open_path(fixture("poppler-unite-5-pages.pdf"))
        .await
        .expect("open");
    let mut tasks = Vec::new();
    for p in 0..5u32 {
        let pdf = pdf.clone();
        tasks.push(tokio::spawn(async move {
            pdf.render(info.id, p, 250, ImageFormat::Png).await
        }));
    }
    for (p, t) in tasks.into_iter().enumerate() {
        let page = t.await.expect("join").expect("render");
        assert_eq!(page.page, p as u32);
        assert_eq!(page.width, 250);
    }
}

#[tokio::test]
async fn stray_prints_in_the_worker_do_not_corrupt_the_protocol() {
    let pdf = service();
    let info = pdf
        .open_path(fixture("handmade-3-pages.pdf"))
        .await
        .expect("open");
    pdf.test_print().await.expect("print hook answers");
    let page = pdf
        .render(info.id, 0, 200, ImageFormat::Png)
        .await
        .expect("protocol intact");
    assert_eq!(page.width, 200);
    assert_eq!(pdf.restarts(), 0);
}

#[tokio::test]
async fn a_render_too_big_for_the_memory_limit_fails_without_harm() {
    let mut config = PdfConfig::new(worker_command());
    config.memory_limit_mb = Some(256);
    let pdf = PdfService::new(config);
    let info = pdf
        .open_path(fixture("handmade-3-pages.pdf"))
        .await
        .expect("open");
    // 8192 px wide A4 needs a 380 MB bitmap.
    let e = pdf
        .render(info.id, 0, 8192, ImageFormat::Png)
        .await
        .expect_err("over the limit");
    assert!(
        ["pdf.render", "pdf.worker_crashed"].contains(&e.code()),
        "{e}"
    );
    let other = pdf
        .open_path(fixture("scanned-2-pages.pdf"))
        .await
        .expect("open after");
    let page = pdf
        .render(other.id, 0, 600, ImageFormat::Png)
        .await
        .expect("normal renders still work");
    assert!(ink_ratio(&decode(&page.data)) > 0.02);
}

#[tokio::test]
async fn the_default_memory_limit_allows_the_largest_renders() {
    let pdf = service_with_timeout(Duration::from_secs(180));
    let info = pdf
        .open_path(fixture("scanned-2-pages.pdf"))
        .await
        .expect("open");
    // Raw pixels: a 8192 x 6330 bitmap (207 MB), no slow encode on a busy machine.
    let page = pdf
        .render(info.id, 1, 8192, ImageFormat::Rgba)
        .await
        .expect("largest width renders");
    assert_eq!((page.width, page.height), (8192, 6330));
    assert_eq!(page.data.len(), 8192 * 6330 * 4);
    // An A4 page that wide is 380 MB of raw pixels: more than one answer may carry.
    let e = pdf
        .render(info.id, 0, 8192, ImageFormat::Rgba)
        .await
        .expect_err("too large as raw pixels");
    assert_eq!(e.code(), "pdf.too_large", "{e}");
    assert_eq!(pdf.restarts(), 0, "refused, not crashed");
}
