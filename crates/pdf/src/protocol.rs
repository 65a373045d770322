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
    /// Test probe (feature `test-probes`, and the test hooks): the worker tries to connect to
    /// the Unix socket at `unix` and to `127.0.0.1:tcp_port`, and answers how each went.
    #[cfg(feature = "test-probes")]
    TestConnect {
        #[serde(with = "path_bytes")]
        unix: PathBuf,
        tcp_port: u16,
    },
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
    /// The answer to [`Request::TestConnect`].
    #[cfg(feature = "test-probes")]
    Connected {
        unix: Probe,
        tcp: Probe,
    },
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
    use crate::jail::FileJail;

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
            Response::Closed,
            Response::Pong {
                version: "1".into(),
                jail: JailStatus::new(
                    true,
                    FileJail::Partial,
                    true,
                    false,
                    "seccomp network filter: on; Landlock partly enforced".into(),
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
}
