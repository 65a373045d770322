//! Open + render in PDFium (in process: a crash here is what the worker process contains).
//! Needs libpdfium.so where tdx-pdf looks for it (TDX_PDFIUM_PATH or the set-up cache).
#![no_main]

use std::sync::Mutex;

use libfuzzer_sys::fuzz_target;
use tdx_pdf::engine::Engine;

static ENGINE: Mutex<Option<Engine>> = Mutex::new(None);

fuzz_target!(|data: &[u8]| {
    let mut guard = ENGINE.lock().unwrap_or_else(|p| p.into_inner());
    if guard.is_none() {
        *guard = Some(Engine::load(None).expect("PDFium library"));
    }
    if let Some(engine) = guard.as_mut() {
        tdx_pdf::fuzzing::open_render(engine, data);
    }
});
