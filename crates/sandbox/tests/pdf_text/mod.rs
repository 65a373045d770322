//! The text of a PDF as PDFium extracts it (as the app reads documents), line by line, and
//! the `<label>: <value>` lines the sandbox's documents carry.
#![allow(dead_code, clippy::unwrap_used)]

use std::path::PathBuf;
use std::sync::OnceLock;

use pdfium_render::prelude::Pdfium;

/// `$TDX_PDFIUM_PATH` (a file or a folder), else the cache the set-up script fills.
fn library() -> PathBuf {
    let name = Pdfium::pdfium_platform_library_name();
    if let Some(path) = std::env::var_os("TDX_PDFIUM_PATH").filter(|p| !p.is_empty()) {
        let path = PathBuf::from(path);
        return if path.is_dir() { path.join(name) } else { path };
    }
    let cache = std::env::var_os("XDG_CACHE_HOME")
        .filter(|p| !p.is_empty())
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cache")))
        .unwrap();
    cache.join("ebl-desk").join("pdfium").join(name)
}

fn pdfium() -> &'static Pdfium {
    static PDFIUM: OnceLock<Pdfium> = OnceLock::new();
    PDFIUM.get_or_init(|| {
        let path = library();
        let bindings = Pdfium::bind_to_library(&path)
            .unwrap_or_else(|e| panic!("PDFium at {}: {e:?}", path.display()));
        Pdfium::new(bindings)
    })
}

/// The non-empty text lines of every page, trimmed, in order.
pub fn lines(pdf: &[u8]) -> Vec<String> {
    let document = pdfium().load_pdf_from_byte_slice(pdf, None).unwrap();
    let mut out = Vec::new();
    for page in document.pages().iter() {
        let text = page.text().unwrap().all();
        out.extend(
            text.lines()
                .map(|l| l.trim().to_owned())
                .filter(|l| !l.is_empty()),
        );
    }
    out
}

/// The values of the lines `<label>: <value>`, in order.
pub fn values(lines: &[String], label: &str) -> Vec<String> {
    let prefix = format!("{label}: ");
    lines
        .iter()
        .filter_map(|l| l.strip_prefix(&prefix).map(str::to_owned))
        .collect()
}

/// The one value of `label` (every occurrence the same).
pub fn value(lines: &[String], label: &str) -> String {
    let all = values(lines, label);
    assert!(!all.is_empty(), "no {label:?} line in {lines:#?}");
    assert!(
        all.iter().all(|v| v == &all[0]),
        "{label:?} differs within the document: {all:?}"
    );
    all[0].clone()
}
