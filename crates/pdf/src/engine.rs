//! PDFium in this process: open, measure, render, encode. The worker runs one `Engine`;
//! the bench and the fuzz targets use it directly. Never use it in the app process:
//! a hostile PDF can crash PDFium, and only the worker process may go down with it.

use std::collections::HashMap;
use std::path::Path;
use std::sync::OnceLock;

use pdfium_render::prelude::*;

use crate::encode::encode_rgba;
use crate::error::PdfError;
use crate::library;
use crate::protocol::{
    Image, ImageFormat, MAX_TEXT_ANSWER_BYTES, MAX_TEXT_PAGES, PageSize, PageText, Request,
    Response, Source,
};

/// More pages than this and a document is refused (a page-count claim, not a document).
pub const MAX_PAGES: u32 = 100_000;
/// Widest page render accepted, in device pixels.
pub const MAX_RENDER_WIDTH: u32 = 8192;
/// Tallest page render produced, in device pixels (tall pages are scaled to fit).
pub const MAX_RENDER_HEIGHT: u32 = 16384;
/// Largest encoded image answered (it must fit in one protocol frame).
pub const MAX_IMAGE_BYTES: usize = crate::protocol::MAX_FRAME - 4096;
/// Most thumbnails per request.
pub const MAX_THUMBNAILS: u32 = 64;
/// Widest thumbnail, in device pixels.
pub const MAX_THUMBNAIL_WIDTH: u32 = 512;

static PDFIUM: OnceLock<Result<Pdfium, PdfError>> = OnceLock::new();

/// Binds PDFium once per process (the bindings are process-global).
fn pdfium(resource_dir: Option<&Path>) -> Result<&'static Pdfium, PdfError> {
    PDFIUM
        .get_or_init(|| {
            let path = library::locate(resource_dir)?;
            let bindings = Pdfium::bind_to_library(&path)
                .map_err(|e| PdfError::LibraryLoad(format!("{}: {e:?}", path.display())))?;
            Ok(Pdfium::new(bindings))
        })
        .as_ref()
        .map_err(Clone::clone)
}

/// Open documents, keyed by a handle.
pub struct Engine {
    pdfium: &'static Pdfium,
    docs: HashMap<u32, PdfDocument<'static>>,
    next: u32,
}

impl Engine {
    /// Loads PDFium (see [`library::locate`] for where it is looked for).
    pub fn load(resource_dir: Option<&Path>) -> Result<Engine, PdfError> {
        Ok(Engine {
            pdfium: pdfium(resource_dir)?,
            docs: HashMap::new(),
            next: 1,
        })
    }

    /// Number of open documents.
    pub fn open_documents(&self) -> usize {
        self.docs.len()
    }

    /// Page count of an open document.
    pub fn page_count(&self, doc: u32) -> Option<u32> {
        self.docs
            .get(&doc)
            .map(|d| u32::try_from(d.pages().len()).unwrap_or(0))
    }

    /// Opens a document; returns its handle and page sizes.
    pub fn open(&mut self, source: Source) -> Result<(u32, Vec<PageSize>), PdfError> {
        let doc = match source {
            Source::Bytes(b) => {
                if b.len() > crate::protocol::MAX_PDF_BYTES {
                    return Err(PdfError::TooLarge(format!("{} bytes", b.len())));
                }
                self.pdfium.load_pdf_from_byte_vec(b, None)
            }
            Source::Path(p) => self.pdfium.load_pdf_from_file(&p, None),
        }
        .map_err(map_open_error)?;
        let pages = page_sizes(&doc)?;
        let handle = self.next;
        self.next = self.next.checked_add(1).unwrap_or(1);
        self.docs.insert(handle, doc);
        Ok((handle, pages))
    }

    /// Renders page `page` (0-based) at `width` device pixels.
    pub fn render(
        &self,
        doc: u32,
        page: u32,
        width: u32,
        format: ImageFormat,
    ) -> Result<Image, PdfError> {
        if width == 0 || width > MAX_RENDER_WIDTH {
            return Err(PdfError::InvalidArgument(format!(
                "width {width} outside 1..={MAX_RENDER_WIDTH}"
            )));
        }
        let d = self.docs.get(&doc).ok_or(PdfError::UnknownDocument)?;
        render_page(d, page, width, format)
    }

    /// Renders `count` pages from `first` at a small `width`; stops at the last page.
    pub fn thumbnails(
        &self,
        doc: u32,
        first: u32,
        count: u32,
        width: u32,
        format: ImageFormat,
    ) -> Result<Vec<Image>, PdfError> {
        if width == 0 || width > MAX_THUMBNAIL_WIDTH {
            return Err(PdfError::InvalidArgument(format!(
                "thumbnail width {width} outside 1..={MAX_THUMBNAIL_WIDTH}"
            )));
        }
        if count > MAX_THUMBNAILS {
            return Err(PdfError::InvalidArgument(format!(
                "at most {MAX_THUMBNAILS} thumbnails per request"
            )));
        }
        let (d, pages) = self.page_range(doc, first, count)?;
        pages.map(|p| render_page(d, p, width, format)).collect()
    }

    /// The open document `doc` and its pages `first..first + count` (0-based), cut at its last
    /// page; `first` past the last page is an error.
    fn page_range(
        &self,
        doc: u32,
        first: u32,
        count: u32,
    ) -> Result<(&PdfDocument<'static>, std::ops::Range<u32>), PdfError> {
        let d = self.docs.get(&doc).ok_or(PdfError::UnknownDocument)?;
        let total = u32::try_from(d.pages().len()).unwrap_or(0);
        if first >= total {
            return Err(PdfError::PageOutOfRange {
                page: first,
                count: total,
            });
        }
        Ok((d, first..first.saturating_add(count).min(total)))
    }

    /// The text of up to `count` pages from `first` (0-based) with PDFium's text API; stops
    /// at the last page, and before the page that would take the answer past
    /// [`MAX_TEXT_ANSWER_BYTES`] (the first page always fits).
    pub fn texts(&self, doc: u32, first: u32, count: u32) -> Result<Vec<PageText>, PdfError> {
        if count == 0 || count > MAX_TEXT_PAGES {
            return Err(PdfError::InvalidArgument(format!(
                "{count} pages of text asked (1..={MAX_TEXT_PAGES} per request)"
            )));
        }
        let (d, pages) = self.page_range(doc, first, count)?;
        let mut out = Vec::new();
        let mut bytes = 0usize;
        for page in pages {
            let text = page_text(d, page)?;
            bytes += text.bytes();
            if bytes > MAX_TEXT_ANSWER_BYTES && !out.is_empty() {
                break;
            }
            out.push(text);
        }
        Ok(out)
    }

    /// Closes a document; closing an unknown handle is an error.
    pub fn close(&mut self, doc: u32) -> Result<(), PdfError> {
        self.docs
            .remove(&doc)
            .map(drop)
            .ok_or(PdfError::UnknownDocument)
    }

    /// Answers one protocol request (test hooks excepted: the worker handles those).
    pub fn handle(&mut self, req: Request) -> Response {
        let res = match req {
            Request::Open { source } => self
                .open(source)
                .map(|(doc, pages)| Response::Opened { doc, pages }),
            Request::Render {
                doc,
                page,
                width,
                format,
            } => self.render(doc, page, width, format).map(Response::Image),
            Request::Thumbnails {
                doc,
                first,
                count,
                width,
                format,
            } => self
                .thumbnails(doc, first, count, width, format)
                .map(Response::Images),
            Request::Texts { doc, first, count } => {
                self.texts(doc, first, count).map(Response::Texts)
            }
            Request::Close { doc } => self.close(doc).map(|()| Response::Closed),
            Request::Ping => Ok(pong()),
            Request::TestSleep { .. } | Request::TestCrash | Request::TestPrint => {
                Err(PdfError::InvalidArgument("test hooks are disabled".into()))
            }
            #[cfg(feature = "test-probes")]
            Request::TestConnect { .. } | Request::TestSyscalls => {
                Err(PdfError::InvalidArgument("test hooks are disabled".into()))
            }
        };
        res.unwrap_or_else(|e| error_response(&e))
    }
}

pub(crate) fn pong() -> Response {
    Response::Pong {
        version: env!("CARGO_PKG_VERSION").to_string(),
        jail: crate::jail::current(),
    }
}

pub(crate) fn error_response(e: &PdfError) -> Response {
    Response::Error {
        code: e.code().to_string(),
        detail: e.wire_detail(),
    }
}

fn page_sizes(doc: &PdfDocument<'_>) -> Result<Vec<PageSize>, PdfError> {
    let pages = doc.pages();
    let n = pages.len();
    if n < 0 || n as u32 > MAX_PAGES {
        return Err(PdfError::TooLarge(format!(
            "{n} pages (at most {MAX_PAGES})"
        )));
    }
    if n == 0 {
        return Err(PdfError::Invalid("the document has no pages".into()));
    }
    let mut out = Vec::with_capacity(n as usize);
    for i in 0..n {
        let r = pages
            .page_size(i)
            .map_err(|e| PdfError::Invalid(format!("page {} has no size: {e:?}", i + 1)))?;
        let (w, h) = (r.width().value, r.height().value);
        if !(w.is_finite() && h.is_finite() && w > 0.0 && h > 0.0) {
            return Err(PdfError::Invalid(format!(
                "page {} has an impossible size {w}x{h}",
                i + 1
            )));
        }
        out.push(PageSize {
            width_pt: w,
            height_pt: h,
        });
    }
    Ok(out)
}

fn render_page(
    doc: &PdfDocument<'_>,
    page: u32,
    width: u32,
    format: ImageFormat,
) -> Result<Image, PdfError> {
    let pages = doc.pages();
    let count = u32::try_from(pages.len()).unwrap_or(0);
    if page >= count {
        return Err(PdfError::PageOutOfRange { page, count });
    }
    let index =
        PdfPageIndex::try_from(page).map_err(|_| PdfError::PageOutOfRange { page, count })?;
    let p = pages
        .get(index)
        .map_err(|e| PdfError::Render(format!("page {}: {e:?}", page + 1)))?;
    let config = PdfRenderConfig::new()
        .set_target_width(width as Pixels)
        .set_maximum_height(MAX_RENDER_HEIGHT as Pixels)
        .render_form_data(true)
        .render_annotations(true);
    let bitmap = p
        .render_with_config(&config)
        .map_err(|e| PdfError::Render(format!("page {}: {e:?}", page + 1)))?;
    let (w, h) = (bitmap.width(), bitmap.height());
    let (w, h) = match (u32::try_from(w), u32::try_from(h)) {
        (Ok(w), Ok(h)) if w > 0 && h > 0 => (w, h),
        _ => return Err(PdfError::Render(format!("empty bitmap {w}x{h}"))),
    };
    let rgba = bitmap.as_rgba_bytes();
    drop(bitmap);
    let data = encode_rgba(rgba, w, h, format)?;
    if data.len() > MAX_IMAGE_BYTES {
        return Err(PdfError::TooLarge(format!(
            "a {w}x{h} image of {} bytes (at most {MAX_IMAGE_BYTES}); use a smaller width or a compressed format",
            data.len()
        )));
    }
    Ok(Image {
        width: w,
        height: h,
        format,
        data,
    })
}

/// Page `page`'s (0-based) text as PDFium's text API reads it, in the order the document
/// defines its characters, with the line breaks PDFium puts between lines.
fn page_text(doc: &PdfDocument<'_>, page: u32) -> Result<PageText, PdfError> {
    let pages = doc.pages();
    let count = u32::try_from(pages.len()).unwrap_or(0);
    let index =
        PdfPageIndex::try_from(page).map_err(|_| PdfError::PageOutOfRange { page, count })?;
    let p = pages
        .get(index)
        .map_err(|e| PdfError::Render(format!("page {}: {e:?}", page + 1)))?;
    // `pdf.render` (no code of its own, so that callers' lists of codes stay whole).
    let text = p
        .text()
        .map_err(|e| PdfError::Render(format!("the text of page {}: {e:?}", page + 1)))?;
    Ok(PageText::from_pdfium(
        page.saturating_add(1),
        &visible_text(&text, p.page_size()),
    ))
}

/// The page's text as a reader sees it: characters drawn invisibly (render mode 3 or 7),
/// filled in white, fully transparent, smaller than 1 pt, or placed outside the page are left
/// out, so a document cannot state one thing on paper and another to the check. The line
/// breaks and spaces PDFium generates between runs are kept.
fn visible_text(text: &PdfPageText<'_>, page: PdfRect) -> String {
    let chars = text.chars();
    let mut out = String::with_capacity(chars.len() + 16);
    for ch in chars.iter() {
        let Some(c) = ch.unicode_char() else {
            continue;
        };
        let generated = ch.is_generated().unwrap_or(false);
        if generated || c == '\r' || c == '\n' || is_shown(&ch, &page) {
            out.push(c);
        }
    }
    out
}

/// Whether a character leaves a mark a reader can see on the page.
fn is_shown(ch: &PdfPageTextChar<'_>, page: &PdfRect) -> bool {
    use PdfPageTextRenderMode as Mode;
    let mode = ch.render_mode().unwrap_or(Mode::FilledUnstroked);
    if matches!(mode, Mode::Invisible | Mode::InvisibleClipping) {
        return false;
    }
    if ch.scaled_font_size().value < 1.0 {
        return false;
    }
    let stroked = matches!(
        mode,
        Mode::StrokedUnfilled
            | Mode::FilledThenStroked
            | Mode::StrokedUnfilledClipping
            | Mode::FilledThenStrokedClipping
    );
    let blank = |c: Result<PdfColor, PdfiumError>| {
        c.is_ok_and(|c| c.alpha() == 0 || (c.red() >= 250 && c.green() >= 250 && c.blue() >= 250))
    };
    // White (or transparent) ink on the white page, unless a stroke that is not white shows it.
    if blank(ch.fill_color()) && (!stroked || blank(ch.stroke_color())) {
        return false;
    }
    match ch.origin() {
        Ok((x, y)) => page.contains(x, y),
        Err(_) => true,
    }
}

fn map_open_error(e: PdfiumError) -> PdfError {
    match e {
        PdfiumError::PdfiumLibraryInternalError(PdfiumInternalError::PasswordError) => {
            PdfError::Password
        }
        PdfiumError::IoError(io) => PdfError::Io(io.to_string()),
        PdfiumError::PdfiumLibraryInternalError(PdfiumInternalError::FormatError) => {
            PdfError::Invalid("the file is not a PDF or is damaged".into())
        }
        other => PdfError::Invalid(format!("{other:?}")),
    }
}
