#![allow(dead_code)]

use std::path::PathBuf;
use std::time::Duration;

use tdx_pdf::{PdfConfig, PdfService, WorkerCommand};

pub fn fixture(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/fixtures/pdf")
        .join(name)
}

pub fn fixture_bytes(name: &str) -> Vec<u8> {
    std::fs::read(fixture(name)).expect("fixture exists")
}

pub fn worker_command() -> WorkerCommand {
    WorkerCommand::new(env!("CARGO_BIN_EXE_tdx-pdf"), ["worker"])
        .with_env(tdx_pdf::worker::ENV_TEST_HOOKS, "1")
}

pub fn service_with_timeout(timeout: Duration) -> PdfService {
    let mut c = PdfConfig::new(worker_command());
    c.timeout = timeout;
    PdfService::new(c)
}

pub fn service() -> PdfService {
    service_with_timeout(Duration::from_secs(30))
}

/// Share of pixels that are visibly not white.
pub fn ink_ratio(img: &image::RgbaImage) -> f64 {
    let inked = img
        .pixels()
        .filter(|p| p.0[0] < 200 || p.0[1] < 200 || p.0[2] < 200)
        .count();
    inked as f64 / (img.width() as f64 * img.height() as f64)
}

pub fn decode(bytes: &[u8]) -> image::RgbaImage {
    image::load_from_memory(bytes)
        .expect("decodable image")
        .to_rgba8()
}

/// Deterministic pseudo-random bytes (xorshift).
pub fn noise(len: usize, mut seed: u64) -> Vec<u8> {
    let mut out = Vec::with_capacity(len);
    while out.len() < len {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        out.extend_from_slice(&seed.to_le_bytes());
    }
    out.truncate(len);
    out
}
