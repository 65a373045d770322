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

/// A one-page PDF (A4, Helvetica as `/F1`) whose page draws `content` (PDF operators): for
/// tests that need text drawn a particular way (invisible, white, tiny, off the page).
pub fn one_page_pdf(content: &str) -> Vec<u8> {
    let objects: Vec<Vec<u8>> = vec![
        b"<< /Type /Catalog /Pages 2 0 R >>".to_vec(),
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>".to_vec(),
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>".to_vec(),
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>"
            .to_vec(),
        [
            format!("<< /Length {} >>\nstream\n", content.len()).as_bytes(),
            content.as_bytes(),
            b"\nendstream",
        ]
        .concat(),
    ];
    let mut out: Vec<u8> = b"%PDF-1.4\n".to_vec();
    let mut offsets = Vec::new();
    for (i, object) in objects.iter().enumerate() {
        offsets.push(out.len());
        out.extend_from_slice(format!("{} 0 obj\n", i + 1).as_bytes());
        out.extend_from_slice(object);
        out.extend_from_slice(b"\nendobj\n");
    }
    let xref = out.len();
    out.extend_from_slice(
        format!("xref\n0 {}\n0000000000 65535 f \n", objects.len() + 1).as_bytes(),
    );
    for offset in offsets {
        out.extend_from_slice(format!("{offset:010} 00000 n \n").as_bytes());
    }
    out.extend_from_slice(
        format!(
            "trailer\n<< /Size {} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n",
            objects.len() + 1
        )
        .as_bytes(),
    );
    out
}
