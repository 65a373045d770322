//! The PDF worker of tests/pdf_worker.rs: tdx-pdf's worker built from this checkout (the
//! `tdx-pdf` binary in a shared target directory may be another checkout's).

fn main() {
    std::process::exit(tdx_pdf::worker::run_if_requested().unwrap_or(2));
}
