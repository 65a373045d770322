//! The `tdx-pdf` binary, as people and scripts use it.

mod common;

use std::process::Command;

use common::*;

fn tdx_pdf() -> Command {
    Command::new(env!("CARGO_BIN_EXE_tdx-pdf"))
}

#[test]
fn info_prints_page_count_and_sizes_as_json() {
    let out = tdx_pdf()
        .arg("info")
        .arg(fixture("handmade-mixed-sizes.pdf"))
        .output()
        .expect("run");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    assert_eq!(v["pageCount"], 3);
    assert_eq!(v["pages"][1]["widthPt"], 612.0);
    assert_eq!(v["pages"][1]["heightPt"], 792.0);
    assert_eq!(v["pages"][2]["widthPt"], 842.0);
}

#[test]
fn render_writes_the_requested_page_as_png() {
    let dir = tempfile::tempdir().expect("tempdir");
    let out_file = dir.path().join("p2.png");
    let out = tdx_pdf()
        .arg("render")
        .arg(fixture("scanned-2-pages.pdf"))
        .args(["--page", "2", "--width", "330", "--out"])
        .arg(&out_file)
        .output()
        .expect("run");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let bytes = std::fs::read(&out_file).expect("written");
    assert!(bytes.starts_with(b"\x89PNG"));
    let img = decode(&bytes);
    assert_eq!(img.width(), 330);
    assert_eq!(img.height(), 255, "page 2 is the 11x8.5 in landscape scan");
    assert!(ink_ratio(&img) > 0.5);
}

#[test]
fn a_bad_file_is_one_line_on_stderr_and_a_failure() {
    let dir = tempfile::tempdir().expect("tempdir");
    let bad = dir.path().join("bad.pdf");
    std::fs::write(&bad, b"%PDF-1.4\nthis is not really a pdf").expect("write");
    for args in [vec!["info"], vec!["render", "--out", "/dev/null"]] {
        let out = tdx_pdf().args(&args).arg(&bad).output().expect("run");
        assert!(!out.status.success());
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(err.trim_end().lines().count(), 1, "{err}");
        assert!(err.contains("pdf.invalid"), "{err}");
        assert!(out.stdout.is_empty());
    }
}

#[test]
fn a_page_beyond_the_end_is_a_failure() {
    let out = tdx_pdf()
        .arg("render")
        .arg(fixture("handmade-3-pages.pdf"))
        .args(["--page", "9", "--out", "/dev/null"])
        .output()
        .expect("run");
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("pdf.page_out_of_range"));
}

#[test]
fn text_prints_each_page_as_json_with_null_for_a_scan() {
    let out = tdx_pdf()
        .arg("text")
        .arg(fixture("mixed-text-scan.pdf"))
        .output()
        .expect("run");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    assert_eq!(v.as_array().map(Vec::len), Some(4));
    assert_eq!(v[0]["page"], 1);
    assert!(
        v[0]["text"]
            .as_str()
            .is_some_and(|t| t.contains("B/L number: TDXMIX-0042")),
        "{v}"
    );
    assert_eq!(v[0]["truncated"], false);
    assert!(v[1]["text"].is_null(), "{v}");
}
