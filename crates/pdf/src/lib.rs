//! tdx-pdf: PDF rendering and page text with PDFium in a crash-isolated, restartable worker
//! process.
//!
//! ```no_run
//! # async fn demo() -> Result<(), tdx_pdf::PdfError> {
//! use tdx_pdf::{PdfService, DEFAULT_FORMAT};
//! // In the app's main: `if let Some(c) = tdx_pdf::worker::run_if_requested() { std::process::exit(c) }`
//! let pdf = PdfService::with_current_exe()?;
//! let doc = pdf.open_path("bl.pdf").await?;
//! let page1 = pdf.render(doc.id, 0, 1200, DEFAULT_FORMAT).await?;
//! // Each page's text (`None` for a scanned page without a text layer):
//! for page in pdf.texts_of_path("invoice.pdf").await? {
//!     println!("page {}: {:?}", page.page, page.text);
//! }
//! # let _ = page1; Ok(()) }
//! ```

pub mod cache;
pub mod checked;
pub mod encode;
pub mod engine;
pub mod error;
#[doc(hidden)]
pub mod fuzzing;
pub mod jail;
pub mod library;
pub mod protocol;
pub mod service;
pub mod worker;

pub use error::PdfError;
pub use jail::{FileJail, JailStatus};
pub use protocol::{ImageFormat, MAX_PAGE_TEXT_BYTES, PageSize, PageText};
pub use service::{
    DEFAULT_FORMAT, DEFAULT_THUMBNAIL_WIDTH, DEFAULT_TIMEOUT, DocumentId, DocumentInfo,
    MAX_DOCUMENT_TEXT_BYTES, PdfConfig, PdfService, RenderedPage, WorkerCommand,
};
