//! The worker protocol: frames over stdin/stdout, each carrying one postcard-encoded
//! [`Request`] or [`Response`].
//!
//! A frame is `tokio_util`'s [`LengthDelimitedCodec`] with its default layout (a big-endian
//! `u32` payload length, then the payload) capped at [`MAX_FRAME`]: the app reads and writes
//! it with `FramedRead`/`FramedWrite`, the worker (blocking, one thread) with [`FrameReader`]
//! and [`write_frame`], which run the same codec over `std::io`. Payloads are serde types in
//! [postcard](https://docs.rs/postcard); decoding checks every length against the bytes
//! present, refuses trailing bytes, and checks what serde cannot (JPEG quality, finite page
//! sizes).

use std::io::{self, Read, Write};
use std::path::PathBuf;

use bytes::BytesMut;
use serde::{Deserialize, Serialize};
use tokio_util::codec::{Decoder, Encoder, LengthDelimitedCodec};

use crate::jail::JailStatus;

/// Largest PDF accepted as bytes, and so the largest request frame.
pub const MAX_PDF_BYTES: usize = 256 * 1024 * 1024;
/// Largest frame either side accepts (a PDF plus a little framing).
pub const MAX_FRAME: usize = MAX_PDF_BYTES + 4096;
/// Most text one page answers: 512 KiB of UTF-8. A page with more is cut at a character
/// boundary below this and marked [`PageText::truncated`].
pub const MAX_PAGE_TEXT_BYTES: usize = 512 * 1024;
/// Most pages one [`Request::Texts`] may ask for.
pub const MAX_TEXT_PAGES: u32 = 64;
/// Most text (sum of the pages' bytes) one [`Response::Texts`] carries: 16 MiB, far below
/// [`MAX_FRAME`]. The worker stops before the page that would pass it and answers the pages
/// before; the caller asks again from there. One page always fits (32 full pages do).
pub const MAX_TEXT_ANSWER_BYTES: usize = 16 * 1024 * 1024;

/// Encoding of a rendered page.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase", tag = "kind")]
pub enum ImageFormat {
    /// Raw RGBA, 4 bytes per pixel, rows top to bottom, no header.
    Rgba,
    /// PNG with fast compression.
    Png,
    /// JPEG at the given quality (1..=100).
    Jpeg { quality: u8 },
    /// Lossless WebP.
    WebP,
}

impl ImageFormat {
    /// The MIME type to serve the bytes with (`application/octet-stream` for raw RGBA).
    pub fn mime(&self) -> &'static str {
        match self {
            ImageFormat::Rgba => "application/octet-stream",
            ImageFormat::Png => "image/png",
            ImageFormat::Jpeg { .. } => "image/jpeg",
            ImageFormat::WebP => "image/webp",
        }
    }

    /// A file extension for the format.
    pub fn extension(&self) -> &'static str {
        match self {
            ImageFormat::Rgba => "rgba",
            ImageFormat::Png => "png",
            ImageFormat::Jpeg { .. } => "jpg",
            ImageFormat::WebP => "webp",
        }
    }
}

/// Where the worker reads a PDF from.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Source {
    Bytes(#[serde(with = "serde_bytes")] Vec<u8>),
    Path(#[serde(with = "path_bytes")] PathBuf),
}

/// A request from the parent to the worker.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Request {
    Open {
        source: Source,
    },
    Render {
        doc: u32,
        page: u32,
        width: u32,
        #[serde(with = "wire_format")]
        format: ImageFormat,
    },
    Thumbnails {
        doc: u32,
        first: u32,
        count: u32,
        width: u32,
        #[serde(with = "wire_format")]
        format: ImageFormat,
    },
    Close {
        doc: u32,
    },
    Ping,
    /// Test hook (only honoured when the worker runs with `TDX_PDF_WORKER_TEST_HOOKS=1`).
    TestSleep {
        ms: u32,
    },
    /// Test hook: the worker aborts as a crash inside PDFium would.
    TestCrash,
    /// Test hook: the worker prints to its stdout, as a careless library might.
    TestPrint,
    /// The text of up to `count` pages from `first` (0-based), at most [`MAX_TEXT_PAGES`];
    /// stops at the last page, and before [`MAX_TEXT_ANSWER_BYTES`]. (After the test hooks so
    /// that the older messages keep their tags on the wire and in the fuzz corpus.)
    Texts {
        doc: u32,
        first: u32,
        count: u32,
    },
    /// Test probe (feature `test-probes`, and the test hooks): the worker tries to connect to
    /// the Unix socket at `unix` and to `127.0.0.1:tcp_port`, and answers how each went.
    #[cfg(feature = "test-probes")]
    TestConnect {
        #[serde(with = "path_bytes")]
        unix: PathBuf,
        tcp_port: u16,
    },
    /// Test probe (feature `test-probes`, and the test hooks): the worker tries calls outside
    /// its seccomp allow-list (a socket, a new file, a new process, the working directory) and
    /// answers the error number of each (0: it went through).
    #[cfg(feature = "test-probes")]
    TestSyscalls,
}

/// How one connection attempt of [`Request::TestConnect`] went.
#[cfg(feature = "test-probes")]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Probe {
    pub connected: bool,
    /// The error the system call returned (empty when connected).
    pub error: String,
}

/// Size of a page in PDF points (1/72 inch), rotation applied.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PageSize {
    pub width_pt: f32,
    pub height_pt: f32,
}

/// Encoded pixels of one rendered page.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Image {
    pub width: u32,
    pub height: u32,
    #[serde(with = "wire_format")]
    pub format: ImageFormat,
    #[serde(with = "serde_bytes")]
    pub data: Vec<u8>,
}

/// One page's text as PDFium reads it. `text` is `None` when the page has no text layer
/// (nothing but whitespace: a scanned image), which a caller must report as "not checked — no
/// text", never as a match.
///
/// Line breaks are kept as PDFium finds them, as `\n` (PDFium's `\r\n` normalised), so a
/// caller can read "label: value" lines. `text` holds at most [`MAX_PAGE_TEXT_BYTES`] bytes;
/// `truncated` says that the page had more.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PageText {
    /// Page number, from 1.
    pub page: u32,
    pub text: Option<String>,
    pub truncated: bool,
}

impl PageText {
    /// A page's text from what PDFium answered: line breaks normalised to `\n`, cut to
    /// [`MAX_PAGE_TEXT_BYTES`] at a character boundary, `None` when nothing but whitespace.
    pub fn from_pdfium(page: u32, raw: &str) -> PageText {
        let mut text = raw.replace("\r\n", "\n").replace('\r', "\n");
        let truncated = text.len() > MAX_PAGE_TEXT_BYTES;
        if truncated {
            let mut cut = MAX_PAGE_TEXT_BYTES;
            while !text.is_char_boundary(cut) {
                cut -= 1;
            }
            text.truncate(cut);
        }
        let text = (!text.trim().is_empty()).then_some(text);
        PageText {
            page,
            text,
            truncated,
        }
    }

    /// The size this page counts for against [`MAX_TEXT_ANSWER_BYTES`].
    pub fn bytes(&self) -> usize {
        self.text.as_ref().map_or(0, String::len)
    }
}

/// An answer from the worker.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Response {
    Opened {
        doc: u32,
        pages: Vec<PageSize>,
    },
    Image(Image),
    Images(Vec<Image>),
    Closed,
    /// The worker's version and the jail it runs in.
    Pong {
        version: String,
        jail: JailStatus,
    },
    Error {
        code: String,
        detail: String,
    },
    /// The answer to [`Request::Texts`]: consecutive pages from the first one asked.
    Texts(Vec<PageText>),
    /// The answer to [`Request::TestConnect`].
    #[cfg(feature = "test-probes")]
    Connected {
        unix: Probe,
        tcp: Probe,
    },
    /// The answer to [`Request::TestSyscalls`]: each call tried, with its error number.
    #[cfg(feature = "test-probes")]
    Syscalls(Vec<(String, i32)>),
}

/// Why a payload could not be decoded.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct DecodeError(pub String);

fn err<T>(msg: impl Into<String>) -> Result<T, DecodeError> {
    Err(DecodeError(msg.into()))
}

/// `buf` as exactly one `T`: no byte missing, none left over.
fn decode_exact<'a, T: Deserialize<'a>>(buf: &'a [u8]) -> Result<T, DecodeError> {
    let (value, rest) =
        postcard::take_from_bytes::<T>(buf).map_err(|e| DecodeError(e.to_string()))?;
    if !rest.is_empty() {
        return err(format!("{} trailing bytes", rest.len()));
    }
    Ok(value)
}

/// The payload of `value`. Serializing these types cannot fail (no sequence of unknown length,
/// paths as bytes); should it ever, the payload is empty, which the peer refuses.
fn encode(value: &impl Serialize) -> Vec<u8> {
    postcard::to_stdvec(value).unwrap_or_default()
}

fn check_format(f: ImageFormat) -> Result<(), DecodeError> {
    match f {
        ImageFormat::Jpeg { quality } if !(1..=100).contains(&quality) => {
            err(format!("JPEG quality {quality} outside 1..=100"))
        }
        _ => Ok(()),
    }
}

/// What the worker promises of a [`Response::Texts`]: within the caps, pages numbered from 1
/// and consecutive, no empty text (that is `None`).
fn check_texts(pages: &[PageText]) -> Result<(), DecodeError> {
    if pages.len() > MAX_TEXT_PAGES as usize {
        return err(format!("{} pages of text in one answer", pages.len()));
    }
    let mut total = 0usize;
    for (i, p) in pages.iter().enumerate() {
        if p.page == 0 {
            return err("page 0");
        }
        if i > 0 && Some(p.page) != pages[i - 1].page.checked_add(1) {
            return err(format!("page {} after page {}", p.page, pages[i - 1].page));
        }
        if p.bytes() > MAX_PAGE_TEXT_BYTES {
            return err(format!("{} bytes of text on page {}", p.bytes(), p.page));
        }
        if p.text.as_deref().is_some_and(|t| t.trim().is_empty()) {
            return err(format!("blank text on page {}", p.page));
        }
        total += p.bytes();
    }
    if total > MAX_TEXT_ANSWER_BYTES {
        return err(format!("{total} bytes of text in one answer"));
    }
    Ok(())
}

impl Request {
    /// The payload of this request (without the frame length).
    pub fn encode(&self) -> Vec<u8> {
        encode(self)
    }

    /// Parses a request payload.
    pub fn decode(buf: &[u8]) -> Result<Request, DecodeError> {
        let req: Request = decode_exact(buf)?;
        if let Request::Render { format, .. } | Request::Thumbnails { format, .. } = &req {
            check_format(*format)?;
        }
        Ok(req)
    }
}

impl Response {
    /// The payload of this response (without the frame length).
    pub fn encode(&self) -> Vec<u8> {
        encode(self)
    }

    /// Parses a response payload.
    pub fn decode(buf: &[u8]) -> Result<Response, DecodeError> {
        let resp: Response = decode_exact(buf)?;
        match &resp {
            Response::Opened { pages, .. }
                if pages
                    .iter()
                    .any(|p| !(p.width_pt.is_finite() && p.height_pt.is_finite())) =>
            {
                return err("non-finite number");
            }
            Response::Image(i) => check_format(i.format)?,
            Response::Images(list) => {
                for i in list {
                    check_format(i.format)?;
                }
            }
            Response::Texts(pages) => check_texts(pages)?,
            _ => {}
        }
        Ok(resp)
    }
}

/// [`ImageFormat`] on the wire. Its own serde form is internally tagged (`{"kind": "jpeg",
/// "quality": 85}`) for JSON, which postcard cannot read back.
mod wire_format {
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    use super::ImageFormat;

    #[derive(Serialize, Deserialize)]
    enum Wire {
        Rgba,
        Png,
        Jpeg(u8),
        WebP,
    }

    pub fn serialize<S: Serializer>(f: &ImageFormat, s: S) -> Result<S::Ok, S::Error> {
        match *f {
            ImageFormat::Rgba => Wire::Rgba,
            ImageFormat::Png => Wire::Png,
            ImageFormat::Jpeg { quality } => Wire::Jpeg(quality),
            ImageFormat::WebP => Wire::WebP,
        }
        .serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<ImageFormat, D::Error> {
        Ok(match Wire::deserialize(d)? {
            Wire::Rgba => ImageFormat::Rgba,
            Wire::Png => ImageFormat::Png,
            Wire::Jpeg(quality) => ImageFormat::Jpeg { quality },
            Wire::WebP => ImageFormat::WebP,
        })
    }
}

/// Paths as their bytes (serde's own form refuses a path that is not UTF-8).
mod path_bytes {
    use std::path::{Path, PathBuf};

    use serde::{Deserialize, Deserializer, Serialize, Serializer};
    use serde_bytes::{ByteBuf, Bytes};

    #[cfg(unix)]
    pub fn serialize<S: Serializer>(p: &Path, s: S) -> Result<S::Ok, S::Error> {
        use std::os::unix::ffi::OsStrExt;
        Bytes::new(p.as_os_str().as_bytes()).serialize(s)
    }

    #[cfg(unix)]
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<PathBuf, D::Error> {
        use std::os::unix::ffi::OsStringExt;
        let bytes = ByteBuf::deserialize(d)?.into_vec();
        Ok(PathBuf::from(std::ffi::OsString::from_vec(bytes)))
    }

    #[cfg(not(unix))]
    pub fn serialize<S: Serializer>(p: &Path, s: S) -> Result<S::Ok, S::Error> {
        Bytes::new(p.to_string_lossy().as_bytes()).serialize(s)
    }

    #[cfg(not(unix))]
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<PathBuf, D::Error> {
        let bytes = ByteBuf::deserialize(d)?.into_vec();
        String::from_utf8(bytes)
            .map(PathBuf::from)
            .map_err(|_| serde::de::Error::custom("path is not UTF-8"))
    }
}

// ---------------------------------------------------------------- framing

/// The frame codec both sides use: [`LengthDelimitedCodec`]'s default layout, capped at `max`.
pub fn codec_with_max(max: usize) -> LengthDelimitedCodec {
    LengthDelimitedCodec::builder()
        .max_frame_length(max)
        .new_codec()
}

/// The frame codec both sides use, capped at [`MAX_FRAME`].
pub fn codec() -> LengthDelimitedCodec {
    codec_with_max(MAX_FRAME)
}

/// Writes one frame and flushes (blocking: the worker's side).
pub fn write_frame(w: &mut impl Write, payload: &[u8]) -> io::Result<()> {
    let mut buf = BytesMut::new();
    codec().encode(payload, &mut buf)?;
    w.write_all(&buf)?;
    w.flush()
}

/// Reads frames from a blocking reader with [`LengthDelimitedCodec`] (the worker's stdin).
/// A frame longer than the cap is refused (`InvalidData`) as soon as its length is read.
pub struct FrameReader<R> {
    inner: R,
    codec: LengthDelimitedCodec,
    buf: BytesMut,
    chunk: Vec<u8>,
}

impl<R: Read> FrameReader<R> {
    /// Frames of at most [`MAX_FRAME`] bytes.
    pub fn new(inner: R) -> Self {
        Self::with_max_frame(inner, MAX_FRAME)
    }

    /// Frames of at most `max` bytes.
    pub fn with_max_frame(inner: R, max: usize) -> Self {
        FrameReader {
            inner,
            codec: codec_with_max(max),
            buf: BytesMut::new(),
            chunk: vec![0; 1 << 16],
        }
    }

    /// The next frame; `Ok(None)` on a clean end of stream, `UnexpectedEof` inside a frame.
    pub fn read_frame(&mut self) -> io::Result<Option<BytesMut>> {
        loop {
            if let Some(frame) = self.codec.decode(&mut self.buf)? {
                return Ok(Some(frame));
            }
            match self.inner.read(&mut self.chunk) {
                Ok(0) if self.buf.is_empty() => return Ok(None),
                Ok(0) => return Err(io::ErrorKind::UnexpectedEof.into()),
                Ok(n) => self.buf.extend_from_slice(&self.chunk[..n]),
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => return Err(e),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all_requests() -> Vec<Request> {
        vec![
            Request::Open {
                source: Source::Bytes(b"%PDF-1.7 ...".to_vec()),
            },
            Request::Open {
                source: Source::Path(PathBuf::from("/tmp/a b.pdf")),
            },
            Request::Render {
                doc: 7,
                page: 2,
                width: 1200,
                format: ImageFormat::Jpeg { quality: 85 },
            },
            Request::Thumbnails {
                doc: 1,
                first: 0,
                count: 4,
                width: 160,
                format: ImageFormat::Png,
            },
            Request::Texts {
                doc: 2,
                first: 0,
                count: MAX_TEXT_PAGES,
            },
            Request::Close { doc: 3 },
            Request::Ping,
            Request::TestSleep { ms: 5 },
            Request::TestCrash,
            Request::TestPrint,
            #[cfg(feature = "test-probes")]
            Request::TestConnect {
                unix: PathBuf::from("/run/user/1000/bus"),
                tcp_port: 8080,
            },
            #[cfg(feature = "test-probes")]
            Request::TestSyscalls,
        ]
    }

    fn all_responses() -> Vec<Response> {
        let img = Image {
            width: 2,
            height: 1,
            format: ImageFormat::WebP,
            data: vec![1, 2, 3],
        };
        vec![
            Response::Opened {
                doc: 1,
                pages: vec![
                    PageSize {
                        width_pt: 595.0,
                        height_pt: 842.0,
                    },
                    PageSize {
                        width_pt: 612.0,
                        height_pt: 792.0,
                    },
                ],
            },
            Response::Image(img.clone()),
            Response::Images(vec![img.clone(), img]),
            Response::Texts(vec![
                PageText {
                    page: 1,
                    text: Some("B/L number: TDX-1\nShipper: Delta Exports — Ltd".into()),
                    truncated: false,
                },
                PageText {
                    page: 2,
                    text: None,
                    truncated: false,
                },
            ]),
            Response::Texts(Vec::new()),
            Response::Closed,
            Response::Pong {
                version: "1".into(),
                jail: JailStatus::new(
                    true,
                    Some(3),
                    true,
                    "seccomp allow-list: on; Landlock partly enforced".into(),
                ),
            },
            Response::Error {
                code: "pdf.invalid".into(),
                detail: "bad xref".into(),
            },
            #[cfg(feature = "test-probes")]
            Response::Connected {
                unix: Probe {
                    connected: false,
                    error: "Operation not permitted (os error 1)".into(),
                },
                tcp: Probe {
                    connected: true,
                    error: String::new(),
                },
            },
            #[cfg(feature = "test-probes")]
            Response::Syscalls(vec![("socket".into(), 1)]),
        ]
    }

    #[test]
    fn every_message_round_trips() {
        for r in all_requests() {
            assert_eq!(Request::decode(&r.encode()), Ok(r));
        }
        for r in all_responses() {
            assert_eq!(Response::decode(&r.encode()), Ok(r));
        }
    }

    #[test]
    fn every_truncation_is_an_error_not_a_panic() {
        for r in all_requests() {
            let b = r.encode();
            for n in 0..b.len() {
                assert!(Request::decode(&b[..n]).is_err(), "{r:?} cut at {n}");
            }
        }
        for r in all_responses() {
            let b = r.encode();
            for n in 0..b.len() {
                assert!(Response::decode(&b[..n]).is_err(), "{r:?} cut at {n}");
            }
        }
    }

    #[test]
    fn trailing_bytes_are_rejected() {
        let mut b = Request::Ping.encode();
        b.push(0);
        assert!(Request::decode(&b).is_err());
    }

    #[test]
    fn a_huge_announced_count_does_not_allocate() {
        // Opened (variant 0), doc 1, 2^32-1 pages (a varint) but no page data.
        let b = [0u8, 1, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F];
        Response::decode(&b).expect_err("count beyond payload");
    }

    #[test]
    fn a_frame_longer_than_the_cap_is_refused_before_reading_it() {
        let mut stream = Vec::new();
        stream.extend_from_slice(&(1000u32).to_be_bytes());
        stream.extend_from_slice(&[0u8; 10]);
        let e = FrameReader::with_max_frame(stream.as_slice(), 100)
            .read_frame()
            .expect_err("over cap");
        assert_eq!(e.kind(), io::ErrorKind::InvalidData);
    }

    #[test]
    fn frames_round_trip_and_a_short_frame_is_eof() {
        let mut stream = Vec::new();
        write_frame(&mut stream, b"hello").expect("write");
        write_frame(&mut stream, b"").expect("write");
        // LengthDelimitedCodec's default layout: a big-endian u32 length.
        assert_eq!(&stream[..4], &5u32.to_be_bytes());
        let mut r = FrameReader::with_max_frame(stream.as_slice(), 100);
        assert_eq!(
            r.read_frame().expect("read").as_deref(),
            Some(&b"hello"[..])
        );
        assert_eq!(r.read_frame().expect("read").as_deref(), Some(&b""[..]));
        assert_eq!(r.read_frame().expect("read"), None);

        let mut cut = Vec::new();
        cut.extend_from_slice(&10u32.to_be_bytes());
        cut.extend_from_slice(b"abc");
        let e = FrameReader::with_max_frame(cut.as_slice(), 100)
            .read_frame()
            .expect_err("short");
        assert_eq!(e.kind(), io::ErrorKind::UnexpectedEof);
    }

    #[cfg(unix)]
    #[test]
    fn a_path_that_is_not_utf8_round_trips() {
        use std::os::unix::ffi::OsStrExt;
        let path = PathBuf::from(std::ffi::OsStr::from_bytes(b"/tmp/\xff.pdf"));
        let req = Request::Open {
            source: Source::Path(path),
        };
        assert_eq!(Request::decode(&req.encode()), Ok(req));
    }

    #[test]
    fn bad_jpeg_quality_is_rejected() {
        let mut b = Request::Render {
            doc: 1,
            page: 0,
            width: 10,
            format: ImageFormat::Jpeg { quality: 50 },
        }
        .encode();
        let last = b.len() - 1;
        b[last] = 0;
        assert!(Request::decode(&b).is_err());
    }

    fn texts(pages: Vec<PageText>) -> Vec<u8> {
        // Encoded as the worker would, without the checks of `decode`.
        Response::Texts(pages).encode()
    }

    fn page(page: u32, text: Option<&str>) -> PageText {
        PageText {
            page,
            text: text.map(Into::into),
            truncated: false,
        }
    }

    #[test]
    fn a_text_answer_breaking_its_promises_is_refused() {
        let ok = vec![page(3, Some("a")), page(4, None)];
        assert!(Response::decode(&texts(ok)).is_ok());
        for (what, bad) in [
            ("page 0", vec![page(0, Some("a"))]),
            ("a gap", vec![page(1, Some("a")), page(3, Some("b"))]),
            ("backwards", vec![page(2, Some("a")), page(1, Some("b"))]),
            (
                "u32::MAX then more",
                vec![page(u32::MAX, None), page(0, None)],
            ),
            ("blank text", vec![page(1, Some(" \n\t"))]),
            ("empty text", vec![page(1, Some(""))]),
            (
                "one page over the cap",
                vec![page(1, Some(&"x".repeat(MAX_PAGE_TEXT_BYTES + 1)))],
            ),
            (
                "too many pages",
                (1..=MAX_TEXT_PAGES + 1).map(|p| page(p, None)).collect(),
            ),
        ] {
            assert!(Response::decode(&texts(bad)).is_err(), "{what}");
        }
        let full = "y".repeat(MAX_PAGE_TEXT_BYTES);
        let over: Vec<PageText> = (1..=MAX_TEXT_PAGES).map(|p| page(p, Some(&full))).collect();
        assert!(
            Response::decode(&texts(over)).is_err(),
            "total over the cap"
        );
        let at_cap: Vec<PageText> = (1..=(MAX_TEXT_ANSWER_BYTES / MAX_PAGE_TEXT_BYTES) as u32)
            .map(|p| page(p, Some(&full)))
            .collect();
        assert!(Response::decode(&texts(at_cap)).is_ok(), "exactly the cap");
    }

    #[test]
    fn a_text_that_is_not_utf8_is_refused() {
        let mut b = texts(vec![page(1, Some("abc"))]);
        let last = b.len() - 2; // the last byte of the text, before `truncated`
        b[last] = 0xff;
        assert!(Response::decode(&b).is_err());
    }

    #[test]
    fn page_text_normalises_breaks_blanks_and_cuts_long_pages() {
        let p = PageText::from_pdfium(1, "B/L number: X1\r\nShipper: A\rVessel: B\n");
        assert_eq!(
            p.text.as_deref(),
            Some("B/L number: X1\nShipper: A\nVessel: B\n")
        );
        assert!(!p.truncated);
        assert_eq!(PageText::from_pdfium(2, " \r\n \t\u{a0}").text, None);
        assert_eq!(PageText::from_pdfium(2, "").text, None);

        // A 3-byte character straddles the cap: the cut falls before it.
        let mut long = "a".repeat(MAX_PAGE_TEXT_BYTES - 1);
        long.push('€');
        long.push_str("tail");
        let p = PageText::from_pdfium(7, &long);
        assert!(p.truncated);
        assert_eq!(p.bytes(), MAX_PAGE_TEXT_BYTES - 1);
        assert!(p.text.as_deref().is_some_and(|t| t.ends_with('a')));
        let exact = PageText::from_pdfium(7, &"b".repeat(MAX_PAGE_TEXT_BYTES));
        assert!(!exact.truncated);
        assert_eq!(exact.bytes(), MAX_PAGE_TEXT_BYTES);
    }

    #[test]
    fn the_text_messages_are_the_fuzz_corpus_seeds() {
        let seeds = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../../fuzz/corpus/protocol_decode");
        let req = std::fs::read(seeds.join("texts")).expect("seed");
        assert_eq!(
            Request::decode(&req),
            Ok(Request::Texts {
                doc: 2,
                first: 0,
                count: MAX_TEXT_PAGES
            })
        );
        let resp = std::fs::read(seeds.join("texts_answer")).expect("seed");
        assert_eq!(
            Response::decode(&resp),
            Ok(Response::Texts(vec![
                page(1, Some("B/L number: TDX-1\nShipper: Delta Exports — Ltd")),
                page(2, None),
            ]))
        );
    }
}
