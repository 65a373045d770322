//! Harnesses shared by the cargo-fuzz targets (`fuzz/`) and the stable corpus test
//! (`tests/fuzz_corpus.rs`). Each must never panic, whatever the input.

use crate::engine::Engine;
use crate::protocol::{FrameReader, ImageFormat, Request, Response, Source};

/// Decodes `data` as a request, a response and a frame stream; whatever decodes must
/// encode back to the same bytes.
pub fn protocol(data: &[u8]) {
    if let Ok(req) = Request::decode(data) {
        let again = req.encode();
        assert_eq!(Request::decode(&again).as_ref(), Ok(&req));
    }
    if let Ok(resp) = Response::decode(data) {
        let again = resp.encode();
        assert_eq!(Response::decode(&again).as_ref(), Ok(&resp));
    }
    // A small cap: the codec reserves room for the length a frame announces.
    let mut frames = FrameReader::with_max_frame(data, 1 << 20);
    while let Ok(Some(frame)) = frames.read_frame() {
        let _ = Request::decode(&frame);
    }
}

/// Opens `data` as a PDF in this process, renders its first pages small and reads their text.
pub fn open_render(engine: &mut Engine, data: &[u8]) {
    if let Ok((doc, pages)) = engine.open(Source::Bytes(data.to_vec())) {
        for page in 0..pages.len().min(3) {
            let _ = engine.render(doc, page as u32, 96, ImageFormat::Rgba);
        }
        let _ = engine.thumbnails(doc, 0, 2, 32, ImageFormat::Png);
        let _ = engine.texts(doc, 0, 3);
        let _ = engine.close(doc);
    }
}
