//! The worker protocol: length-prefixed binary frames over stdin/stdout.
//!
//! A frame is a little-endian `u32` payload length followed by the payload. A payload
//! starts with a tag byte; integers are little-endian `u32`, floats `f32`, byte strings a
//! `u32` length then the bytes. The decoder never trusts a length: every length is checked
//! against the bytes actually present, frames are capped, and trailing bytes are an error.

use std::io::{self, Read, Write};
use std::path::PathBuf;

use tokio::io::{AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt};

use crate::jail::{FileJail, JailStatus};

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
#[derive(Debug, Clone, PartialEq)]
pub enum Source {
    Bytes(Vec<u8>),
    Path(PathBuf),
}

/// A request from the parent to the worker.
#[derive(Debug, Clone, PartialEq)]
pub enum Request {
    Open {
        source: Source,
    },
    Render {
        doc: u32,
        page: u32,
        width: u32,
        format: ImageFormat,
    },
    Thumbnails {
        doc: u32,
        first: u32,
        count: u32,
        width: u32,
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
        unix: PathBuf,
        tcp_port: u16,
    },
}

/// How one connection attempt of [`Request::TestConnect`] went.
#[cfg(feature = "test-probes")]
#[derive(Debug, Clone, PartialEq, Eq)]
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
#[derive(Debug, Clone, PartialEq)]
pub struct Image {
    pub width: u32,
    pub height: u32,
    pub format: ImageFormat,
    pub data: Vec<u8>,
}

/// An answer from the worker.
#[derive(Debug, Clone, PartialEq)]
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

mod tag {
    pub const OPEN_BYTES: u8 = 1;
    pub const OPEN_PATH: u8 = 2;
    pub const RENDER: u8 = 3;
    pub const THUMBNAILS: u8 = 4;
    pub const CLOSE: u8 = 5;
    pub const PING: u8 = 6;
    pub const TEST_SLEEP: u8 = 0xF0;
    pub const TEST_CRASH: u8 = 0xF1;
    pub const TEST_PRINT: u8 = 0xF2;
    #[cfg(feature = "test-probes")]
    pub const TEST_CONNECT: u8 = 0xF3;

    pub const OPENED: u8 = 0x81;
    pub const IMAGE: u8 = 0x82;
    pub const IMAGES: u8 = 0x83;
    pub const CLOSED: u8 = 0x84;
    pub const PONG: u8 = 0x85;
    pub const ERROR: u8 = 0x86;
    #[cfg(feature = "test-probes")]
    pub const CONNECTED: u8 = 0xF4;

    pub const FMT_RGBA: u8 = 0;
    pub const FMT_PNG: u8 = 1;
    pub const FMT_JPEG: u8 = 2;
    pub const FMT_WEBP: u8 = 3;
}

// ---------------------------------------------------------------- encoding

struct Writer(Vec<u8>);

impl Writer {
    fn u8(&mut self, v: u8) -> &mut Self {
        self.0.push(v);
        self
    }
    fn u32(&mut self, v: u32) -> &mut Self {
        self.0.extend_from_slice(&v.to_le_bytes());
        self
    }
    fn f32(&mut self, v: f32) -> &mut Self {
        self.0.extend_from_slice(&v.to_le_bytes());
        self
    }
    fn bytes(&mut self, v: &[u8]) -> &mut Self {
        // Lengths above u32::MAX cannot be framed; callers cap sizes far below that.
        self.u32(u32::try_from(v.len()).unwrap_or(u32::MAX));
        self.0.extend_from_slice(v);
        self
    }
    fn format(&mut self, f: ImageFormat) -> &mut Self {
        match f {
            ImageFormat::Rgba => self.u8(tag::FMT_RGBA),
            ImageFormat::Png => self.u8(tag::FMT_PNG),
            ImageFormat::Jpeg { quality } => self.u8(tag::FMT_JPEG).u8(quality),
            ImageFormat::WebP => self.u8(tag::FMT_WEBP),
        }
    }
    fn flag(&mut self, v: bool) -> &mut Self {
        self.u8(u8::from(v))
    }
    fn jail(&mut self, j: &JailStatus) -> &mut Self {
        let files = match j.landlock_files {
            FileJail::None => 0,
            FileJail::Partial => 1,
            FileJail::Full => 2,
        };
        self.flag(j.seccomp_network)
            .u8(files)
            .flag(j.landlock_network)
            .flag(j.landlock_scope)
            .bytes(j.detail.as_bytes())
    }
    #[cfg(feature = "test-probes")]
    fn probe(&mut self, p: &Probe) -> &mut Self {
        self.flag(p.connected).bytes(p.error.as_bytes())
    }
    fn image(&mut self, i: &Image) -> &mut Self {
        self.u32(i.width)
            .u32(i.height)
            .format(i.format)
            .bytes(&i.data)
    }
}

#[cfg(unix)]
fn path_bytes(p: &std::path::Path) -> Vec<u8> {
    use std::os::unix::ffi::OsStrExt;
    p.as_os_str().as_bytes().to_vec()
}
#[cfg(not(unix))]
fn path_bytes(p: &std::path::Path) -> Vec<u8> {
    p.to_string_lossy().into_owned().into_bytes()
}
#[cfg(unix)]
fn path_from_bytes(b: &[u8]) -> Result<PathBuf, DecodeError> {
    use std::os::unix::ffi::OsStrExt;
    Ok(PathBuf::from(std::ffi::OsStr::from_bytes(b)))
}
#[cfg(not(unix))]
fn path_from_bytes(b: &[u8]) -> Result<PathBuf, DecodeError> {
    match std::str::from_utf8(b) {
        Ok(s) => Ok(PathBuf::from(s)),
        Err(_) => err("path is not UTF-8"),
    }
}

impl Request {
    /// The payload of this request (without the frame length).
    pub fn encode(&self) -> Vec<u8> {
        let mut w = Writer(Vec::new());
        match self {
            Request::Open {
                source: Source::Bytes(b),
            } => {
                w.0.reserve(b.len() + 5);
                w.u8(tag::OPEN_BYTES).bytes(b);
            }
            Request::Open {
                source: Source::Path(p),
            } => {
                w.u8(tag::OPEN_PATH).bytes(&path_bytes(p));
            }
            Request::Render {
                doc,
                page,
                width,
                format,
            } => {
                w.u8(tag::RENDER)
                    .u32(*doc)
                    .u32(*page)
                    .u32(*width)
                    .format(*format);
            }
            Request::Thumbnails {
                doc,
                first,
                count,
                width,
                format,
            } => {
                w.u8(tag::THUMBNAILS)
                    .u32(*doc)
                    .u32(*first)
                    .u32(*count)
                    .u32(*width)
                    .format(*format);
            }
            Request::Close { doc } => {
                w.u8(tag::CLOSE).u32(*doc);
            }
            Request::Ping => {
                w.u8(tag::PING);
            }
            Request::TestSleep { ms } => {
                w.u8(tag::TEST_SLEEP).u32(*ms);
            }
            Request::TestCrash => {
                w.u8(tag::TEST_CRASH);
            }
            Request::TestPrint => {
                w.u8(tag::TEST_PRINT);
            }
            #[cfg(feature = "test-probes")]
            Request::TestConnect { unix, tcp_port } => {
                w.u8(tag::TEST_CONNECT)
                    .bytes(&path_bytes(unix))
                    .u32(u32::from(*tcp_port));
            }
        }
        w.0
    }

    /// Parses a request payload.
    pub fn decode(buf: &[u8]) -> Result<Request, DecodeError> {
        let mut r = Reader { buf, pos: 0 };
        let req = match r.u8()? {
            tag::OPEN_BYTES => Request::Open {
                source: Source::Bytes(r.bytes()?.to_vec()),
            },
            tag::OPEN_PATH => Request::Open {
                source: Source::Path(path_from_bytes(r.bytes()?)?),
            },
            tag::RENDER => Request::Render {
                doc: r.u32()?,
                page: r.u32()?,
                width: r.u32()?,
                format: r.format()?,
            },
            tag::THUMBNAILS => Request::Thumbnails {
                doc: r.u32()?,
                first: r.u32()?,
                count: r.u32()?,
                width: r.u32()?,
                format: r.format()?,
            },
            tag::CLOSE => Request::Close { doc: r.u32()? },
            tag::PING => Request::Ping,
            tag::TEST_SLEEP => Request::TestSleep { ms: r.u32()? },
            tag::TEST_CRASH => Request::TestCrash,
            tag::TEST_PRINT => Request::TestPrint,
            #[cfg(feature = "test-probes")]
            tag::TEST_CONNECT => Request::TestConnect {
                unix: path_from_bytes(r.bytes()?)?,
                tcp_port: u16::try_from(r.u32()?).or_else(|_| err("port beyond 65535"))?,
            },
            t => return err(format!("unknown request tag {t:#04x}")),
        };
        r.finish()?;
        Ok(req)
    }
}

impl Response {
    /// The payload of this response (without the frame length).
    pub fn encode(&self) -> Vec<u8> {
        let mut w = Writer(Vec::new());
        match self {
            Response::Opened { doc, pages } => {
                w.u8(tag::OPENED)
                    .u32(*doc)
                    .u32(u32::try_from(pages.len()).unwrap_or(u32::MAX));
                for p in pages {
                    w.f32(p.width_pt).f32(p.height_pt);
                }
            }
            Response::Image(i) => {
                w.0.reserve(i.data.len() + 20);
                w.u8(tag::IMAGE).image(i);
            }
            Response::Images(list) => {
                w.u8(tag::IMAGES)
                    .u32(u32::try_from(list.len()).unwrap_or(u32::MAX));
                for i in list {
                    w.image(i);
                }
            }
            Response::Closed => {
                w.u8(tag::CLOSED);
            }
            Response::Pong { version, jail } => {
                w.u8(tag::PONG).bytes(version.as_bytes()).jail(jail);
            }
            #[cfg(feature = "test-probes")]
            Response::Connected { unix, tcp } => {
                w.u8(tag::CONNECTED).probe(unix).probe(tcp);
            }
            Response::Error { code, detail } => {
                w.u8(tag::ERROR)
                    .bytes(code.as_bytes())
                    .bytes(detail.as_bytes());
            }
        }
        w.0
    }

    /// Parses a response payload.
    pub fn decode(buf: &[u8]) -> Result<Response, DecodeError> {
        let mut r = Reader { buf, pos: 0 };
        let resp = match r.u8()? {
            tag::OPENED => {
                let doc = r.u32()?;
                let n = r.count(8)?;
                let mut pages = Vec::with_capacity(n);
                for _ in 0..n {
                    pages.push(PageSize {
                        width_pt: r.f32()?,
                        height_pt: r.f32()?,
                    });
                }
                Response::Opened { doc, pages }
            }
            tag::IMAGE => Response::Image(r.image()?),
            tag::IMAGES => {
                // Smallest encoded image: width, height, format tag, data length.
                let n = r.count(13)?;
                let mut list = Vec::with_capacity(n);
                for _ in 0..n {
                    list.push(r.image()?);
                }
                Response::Images(list)
            }
            tag::CLOSED => Response::Closed,
            tag::PONG => Response::Pong {
                version: r.string()?,
                jail: r.jail()?,
            },
            #[cfg(feature = "test-probes")]
            tag::CONNECTED => Response::Connected {
                unix: r.probe()?,
                tcp: r.probe()?,
            },
            tag::ERROR => Response::Error {
                code: r.string()?,
                detail: r.string()?,
            },
            t => return err(format!("unknown response tag {t:#04x}")),
        };
        r.finish()?;
        Ok(resp)
    }
}

// ---------------------------------------------------------------- decoding

struct Reader<'a> {
    buf: &'a [u8],
    pos: usize,
}

impl<'a> Reader<'a> {
    fn remaining(&self) -> usize {
        self.buf.len() - self.pos
    }
    fn take(&mut self, n: usize) -> Result<&'a [u8], DecodeError> {
        if n > self.remaining() {
            return err(format!(
                "truncated: need {n} bytes at offset {}, have {}",
                self.pos,
                self.remaining()
            ));
        }
        let s = &self.buf[self.pos..self.pos + n];
        self.pos += n;
        Ok(s)
    }
    fn u8(&mut self) -> Result<u8, DecodeError> {
        Ok(self.take(1)?[0])
    }
    fn array4(&mut self) -> Result<[u8; 4], DecodeError> {
        let s = self.take(4)?;
        Ok([s[0], s[1], s[2], s[3]])
    }
    fn u32(&mut self) -> Result<u32, DecodeError> {
        Ok(u32::from_le_bytes(self.array4()?))
    }
    fn f32(&mut self) -> Result<f32, DecodeError> {
        let v = f32::from_le_bytes(self.array4()?);
        if !v.is_finite() {
            return err("non-finite number");
        }
        Ok(v)
    }
    fn bytes(&mut self) -> Result<&'a [u8], DecodeError> {
        let n = self.u32()? as usize;
        self.take(n)
    }
    fn string(&mut self) -> Result<String, DecodeError> {
        match std::str::from_utf8(self.bytes()?) {
            Ok(s) => Ok(s.to_owned()),
            Err(_) => err("string is not UTF-8"),
        }
    }
    /// An element count, checked against the bytes left (each element at least `min` bytes).
    fn count(&mut self, min: usize) -> Result<usize, DecodeError> {
        let n = self.u32()? as usize;
        if n.saturating_mul(min) > self.remaining() {
            return err(format!("count {n} exceeds the payload"));
        }
        Ok(n)
    }
    fn format(&mut self) -> Result<ImageFormat, DecodeError> {
        match self.u8()? {
            tag::FMT_RGBA => Ok(ImageFormat::Rgba),
            tag::FMT_PNG => Ok(ImageFormat::Png),
            tag::FMT_JPEG => {
                let quality = self.u8()?;
                if !(1..=100).contains(&quality) {
                    return err(format!("JPEG quality {quality} outside 1..=100"));
                }
                Ok(ImageFormat::Jpeg { quality })
            }
            tag::FMT_WEBP => Ok(ImageFormat::WebP),
            t => err(format!("unknown image format {t}")),
        }
    }
    fn flag(&mut self) -> Result<bool, DecodeError> {
        match self.u8()? {
            0 => Ok(false),
            1 => Ok(true),
            v => err(format!("flag {v} is neither 0 nor 1")),
        }
    }
    fn jail(&mut self) -> Result<JailStatus, DecodeError> {
        let seccomp = self.flag()?;
        let files = match self.u8()? {
            0 => FileJail::None,
            1 => FileJail::Partial,
            2 => FileJail::Full,
            v => return err(format!("unknown file jail {v}")),
        };
        let network = self.flag()?;
        let scope = self.flag()?;
        let detail = self.string()?;
        Ok(JailStatus::new(seccomp, files, network, scope, detail))
    }
    #[cfg(feature = "test-probes")]
    fn probe(&mut self) -> Result<Probe, DecodeError> {
        Ok(Probe {
            connected: self.flag()?,
            error: self.string()?,
        })
    }
    fn image(&mut self) -> Result<Image, DecodeError> {
        Ok(Image {
            width: self.u32()?,
            height: self.u32()?,
            format: self.format()?,
            data: self.bytes()?.to_vec(),
        })
    }
    fn finish(&self) -> Result<(), DecodeError> {
        if self.remaining() != 0 {
            return err(format!("{} trailing bytes", self.remaining()));
        }
        Ok(())
    }
}

// ---------------------------------------------------------------- framing

fn frame_len(payload: &[u8]) -> io::Result<[u8; 4]> {
    if payload.len() > MAX_FRAME {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            "frame too large",
        ));
    }
    Ok(u32::try_from(payload.len())
        .map_err(|_| io::Error::new(io::ErrorKind::InvalidInput, "frame too large"))?
        .to_le_bytes())
}

fn check_len(len: u32, max: usize) -> io::Result<u64> {
    if len as usize > max {
        return Err(io::Error::new(
            io::ErrorKind::InvalidData,
            format!("frame of {len} bytes exceeds the limit of {max}"),
        ));
    }
    Ok(u64::from(len))
}

/// Writes one frame and flushes.
pub fn write_frame(w: &mut impl Write, payload: &[u8]) -> io::Result<()> {
    w.write_all(&frame_len(payload)?)?;
    w.write_all(payload)?;
    w.flush()
}

/// Reads one frame of at most `max` bytes; `Ok(None)` on a clean end of stream.
/// Memory grows with the bytes actually received, not with the announced length.
pub fn read_frame(r: &mut impl Read, max: usize) -> io::Result<Option<Vec<u8>>> {
    let mut len = [0u8; 4];
    let mut got = 0;
    while got < 4 {
        match r.read(&mut len[got..]) {
            Ok(0) if got == 0 => return Ok(None),
            Ok(0) => return Err(io::ErrorKind::UnexpectedEof.into()),
            Ok(n) => got += n,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    let len = check_len(u32::from_le_bytes(len), max)?;
    let mut buf = Vec::with_capacity((len as usize).min(1 << 20));
    r.take(len).read_to_end(&mut buf)?;
    if buf.len() as u64 != len {
        return Err(io::ErrorKind::UnexpectedEof.into());
    }
    Ok(Some(buf))
}

/// Async [`write_frame`].
pub async fn write_frame_async(
    w: &mut (impl AsyncWrite + Unpin),
    payload: &[u8],
) -> io::Result<()> {
    w.write_all(&frame_len(payload)?).await?;
    w.write_all(payload).await?;
    w.flush().await
}

/// Async [`read_frame`]; an end of stream before a whole frame is an error.
pub async fn read_frame_async(r: &mut (impl AsyncRead + Unpin), max: usize) -> io::Result<Vec<u8>> {
    let mut len = [0u8; 4];
    r.read_exact(&mut len).await?;
    let len = check_len(u32::from_le_bytes(len), max)?;
    let mut buf = Vec::with_capacity((len as usize).min(1 << 20));
    (&mut *r).take(len).read_to_end(&mut buf).await?;
    if buf.len() as u64 != len {
        return Err(io::ErrorKind::UnexpectedEof.into());
    }
    Ok(buf)
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
        // OPENED with 2^32-1 pages but no page data.
        let mut b = vec![tag::OPENED];
        b.extend_from_slice(&1u32.to_le_bytes());
        b.extend_from_slice(&u32::MAX.to_le_bytes());
        let e = Response::decode(&b).expect_err("count beyond payload");
        assert!(e.0.contains("exceeds"));
    }

    #[test]
    fn a_frame_longer_than_the_cap_is_refused_before_reading_it() {
        let mut stream = Vec::new();
        stream.extend_from_slice(&(1000u32).to_le_bytes());
        stream.extend_from_slice(&[0u8; 10]);
        let e = read_frame(&mut stream.as_slice(), 100).expect_err("over cap");
        assert_eq!(e.kind(), io::ErrorKind::InvalidData);
    }

    #[test]
    fn frames_round_trip_and_a_short_frame_is_eof() {
        let mut stream = Vec::new();
        write_frame(&mut stream, b"hello").expect("write");
        write_frame(&mut stream, b"").expect("write");
        let mut r = stream.as_slice();
        assert_eq!(
            read_frame(&mut r, 100).expect("read"),
            Some(b"hello".to_vec())
        );
        assert_eq!(read_frame(&mut r, 100).expect("read"), Some(Vec::new()));
        assert_eq!(read_frame(&mut r, 100).expect("read"), None);

        let mut cut = Vec::new();
        cut.extend_from_slice(&10u32.to_le_bytes());
        cut.extend_from_slice(b"abc");
        let e = read_frame(&mut cut.as_slice(), 100).expect_err("short");
        assert_eq!(e.kind(), io::ErrorKind::UnexpectedEof);
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
