//! The one error type of tdx-pdf, with a stable `code()` the UI switches on.

use std::fmt;

/// Everything that can go wrong opening or rendering a PDF.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PdfError {
    /// `libpdfium.so` was not found; the message names every place that was searched.
    #[error("PDFium library not found (looked in: {0})")]
    LibraryMissing(String),
    /// The library was found but could not be loaded (wrong architecture, missing symbols).
    #[error("PDFium library could not be loaded: {0}")]
    LibraryLoad(String),
    /// The file is not a PDF PDFium can read (empty, truncated, garbage).
    #[error("not a readable PDF: {0}")]
    Invalid(String),
    /// The document is encrypted and needs a password.
    #[error("the PDF is protected by a password")]
    Password,
    /// The document has more pages, or larger ones, or more bytes than we accept.
    #[error("too large: {0}")]
    TooLarge(String),
    /// A page index outside `0..page_count`.
    #[error("page {page} does not exist (the document has {count} pages)")]
    PageOutOfRange { page: u32, count: u32 },
    /// A bad argument from the caller (zero width, ...).
    #[error("invalid argument: {0}")]
    InvalidArgument(String),
    /// The document handle is not (or no longer) open.
    #[error("unknown or closed document")]
    UnknownDocument,
    /// PDFium failed to render a page.
    #[error("rendering failed: {0}")]
    Render(String),
    /// Encoding the rendered pixels failed.
    #[error("image encoding failed: {0}")]
    Encode(String),
    /// Reading the file failed.
    #[error("could not read the file: {0}")]
    Io(String),
    /// The worker process died while handling this document.
    #[error("the PDF renderer crashed on this document")]
    WorkerCrashed,
    /// The worker did not answer in time; it was killed and will be restarted.
    #[error("the PDF renderer took longer than {0} ms and was restarted")]
    Timeout(u64),
    /// The worker process could not be started.
    #[error("could not start the PDF renderer: {0}")]
    WorkerSpawn(String),
    /// The worker sent a page image that does not decode, or not the one asked for: refused
    /// (nothing of it reaches the caller) and the worker restarted.
    #[error("the PDF renderer sent a malformed page image: {0}")]
    BadImage(String),
    /// A malformed message on the worker pipe.
    #[error("PDF worker protocol error: {0}")]
    Protocol(String),
}

impl PdfError {
    /// The stable machine-readable code (`pdf.invalid`, `pdf.timeout`, ...).
    pub fn code(&self) -> &'static str {
        match self {
            PdfError::LibraryMissing(_) => "pdf.library_missing",
            PdfError::LibraryLoad(_) => "pdf.library_load",
            PdfError::Invalid(_) => "pdf.invalid",
            PdfError::Password => "pdf.password",
            PdfError::TooLarge(_) => "pdf.too_large",
            PdfError::PageOutOfRange { .. } => "pdf.page_out_of_range",
            PdfError::InvalidArgument(_) => "pdf.invalid_argument",
            PdfError::UnknownDocument => "pdf.unknown_document",
            PdfError::Render(_) => "pdf.render",
            PdfError::Encode(_) => "pdf.encode",
            PdfError::Io(_) => "pdf.io",
            PdfError::WorkerCrashed => "pdf.worker_crashed",
            PdfError::Timeout(_) => "pdf.timeout",
            PdfError::WorkerSpawn(_) => "pdf.worker_spawn",
            PdfError::BadImage(_) => "pdf.bad_image",
            PdfError::Protocol(_) => "pdf.protocol",
        }
    }

    /// The detail carried across the worker pipe next to the code.
    pub(crate) fn wire_detail(&self) -> String {
        match self {
            PdfError::LibraryMissing(s)
            | PdfError::LibraryLoad(s)
            | PdfError::Invalid(s)
            | PdfError::TooLarge(s)
            | PdfError::InvalidArgument(s)
            | PdfError::Render(s)
            | PdfError::Encode(s)
            | PdfError::Io(s)
            | PdfError::WorkerSpawn(s)
            | PdfError::BadImage(s)
            | PdfError::Protocol(s) => s.clone(),
            PdfError::PageOutOfRange { page, count } => format!("{page}/{count}"),
            PdfError::Timeout(ms) => ms.to_string(),
            PdfError::Password | PdfError::UnknownDocument | PdfError::WorkerCrashed => {
                String::new()
            }
        }
    }

    /// Rebuilds an error sent by the worker as `(code, detail)`.
    pub(crate) fn from_wire(code: &str, detail: String) -> PdfError {
        match code {
            "pdf.library_missing" => PdfError::LibraryMissing(detail),
            "pdf.library_load" => PdfError::LibraryLoad(detail),
            "pdf.invalid" => PdfError::Invalid(detail),
            "pdf.password" => PdfError::Password,
            "pdf.too_large" => PdfError::TooLarge(detail),
            "pdf.page_out_of_range" => {
                let mut it = detail.split('/').map(|s| s.parse::<u32>().unwrap_or(0));
                PdfError::PageOutOfRange {
                    page: it.next().unwrap_or(0),
                    count: it.next().unwrap_or(0),
                }
            }
            "pdf.invalid_argument" => PdfError::InvalidArgument(detail),
            "pdf.unknown_document" => PdfError::UnknownDocument,
            "pdf.render" => PdfError::Render(detail),
            "pdf.encode" => PdfError::Encode(detail),
            "pdf.io" => PdfError::Io(detail),
            "pdf.worker_crashed" => PdfError::WorkerCrashed,
            "pdf.timeout" => PdfError::Timeout(detail.parse().unwrap_or(0)),
            "pdf.worker_spawn" => PdfError::WorkerSpawn(detail),
            "pdf.bad_image" => PdfError::BadImage(detail),
            other => PdfError::Protocol(format!("unknown error code {other}: {detail}")),
        }
    }
}

/// Displays a list of searched paths as `a, b, c`.
pub(crate) struct PathList<'a>(pub &'a [std::path::PathBuf]);

impl fmt::Display for PathList<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, p) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{}", p.display())?;
        }
        Ok(())
    }
}

pub type Result<T, E = PdfError> = std::result::Result<T, E>;
