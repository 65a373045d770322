//! eBL PDFs in the preview pane: fetched from the service once, opened in the PDF worker and
//! drawn page by page. The open documents are bounded, most recently used kept: hovering over
//! many rows (which opens their PDFs ahead of a click) cannot grow the worker without limit. A
//! document the worker no longer has (closed as least recently used, or lost with the worker)
//! is fetched and opened again instead of failing the page.

use std::future::Future;

use tdx_pdf::{DocumentId, ImageFormat, PdfError, PdfService};
use tokio::sync::Mutex;

use crate::view::{PageSize, PreviewDoc};
use crate::{Desk, Result};

/// Open documents kept at most; the least recently used is closed beyond that.
pub const MAX_OPEN_PREVIEWS: usize = 16;

/// Page images wider than this are not rendered (a 4K screen at 2x fits).
pub const MAX_WIDTH_PX: u32 = 8192;

/// The eBL PDFs open in the PDF worker.
#[derive(Default)]
pub struct Previews {
    open: Mutex<OpenPreviews>,
}

impl Previews {
    /// Fetches the eBL's preview PDF and opens it in the worker; its pages' sizes.
    pub async fn open(&self, pdf: &PdfService, desk: &Desk, ebl_id: &str) -> Result<PreviewDoc> {
        let (_, pages) = self
            .open_fetched(pdf, ebl_id, || desk.preview_pdf(ebl_id))
            .await?;
        Ok(PreviewDoc {
            ebl_id: ebl_id.to_owned(),
            pages,
        })
    }

    /// Page `page` (0-based) of the eBL's PDF as a PNG `width_px` wide (clamped to 16..=8192),
    /// opening the PDF first when it is not open.
    pub async fn page(
        &self,
        pdf: &PdfService,
        desk: &Desk,
        ebl_id: &str,
        page: u32,
        width_px: u32,
    ) -> Result<Vec<u8>> {
        self.page_fetched(pdf, ebl_id, page, width_px, || desk.preview_pdf(ebl_id))
            .await
    }

    /// The document the worker has open for an eBL, if any.
    pub async fn document(&self, ebl_id: &str) -> Option<DocumentId> {
        self.open.lock().await.peek(ebl_id)
    }

    /// Forgets every open document (another profile took over; the worker closes them when
    /// it next restarts or runs out of room).
    pub async fn clear(&self) {
        self.open.lock().await.clear();
    }

    async fn page_fetched<F, Fut>(
        &self,
        pdf: &PdfService,
        ebl_id: &str,
        page: u32,
        width_px: u32,
        fetch: F,
    ) -> Result<Vec<u8>>
    where
        F: Fn() -> Fut,
        Fut: Future<Output = Result<Vec<u8>>>,
    {
        let width = width_px.clamp(16, MAX_WIDTH_PX);
        let open = self.open.lock().await.get(ebl_id);
        let doc = match open {
            Some(doc) => doc,
            None => self.open_fetched(pdf, ebl_id, &fetch).await?.0,
        };
        let rendered = match pdf.render(doc, page, width, ImageFormat::Png).await {
            Err(PdfError::UnknownDocument) => {
                self.open.lock().await.remove(ebl_id);
                let (doc, _) = self.open_fetched(pdf, ebl_id, &fetch).await?;
                pdf.render(doc, page, width, ImageFormat::Png).await?
            }
            other => other?,
        };
        Ok(rendered.data.as_ref().clone())
    }

    async fn open_fetched<F, Fut>(
        &self,
        pdf: &PdfService,
        ebl_id: &str,
        fetch: F,
    ) -> Result<(DocumentId, Vec<PageSize>)>
    where
        F: Fn() -> Fut,
        Fut: Future<Output = Result<Vec<u8>>>,
    {
        let info = pdf.open_bytes(fetch().await?).await?;
        let evicted = self.open.lock().await.insert(ebl_id.to_owned(), info.id);
        for old in evicted {
            let _ = pdf.close(old).await;
        }
        let pages = info
            .pages
            .iter()
            .map(|p| PageSize {
                width_pt: p.width_pt,
                height_pt: p.height_pt,
            })
            .collect();
        Ok((info.id, pages))
    }
}

/// The open documents by eBL id, least recently used first.
#[derive(Default)]
struct OpenPreviews {
    docs: Vec<(String, DocumentId)>,
}

impl OpenPreviews {
    /// The open document of an eBL, marked as just used.
    fn get(&mut self, ebl_id: &str) -> Option<DocumentId> {
        let at = self.docs.iter().position(|(id, _)| id == ebl_id)?;
        let entry = self.docs.remove(at);
        let doc = entry.1;
        self.docs.push(entry);
        Some(doc)
    }

    /// The open document of an eBL, leaving the order alone.
    fn peek(&self, ebl_id: &str) -> Option<DocumentId> {
        self.docs.iter().find(|(id, _)| id == ebl_id).map(|e| e.1)
    }

    /// Records a newly opened document; returns the documents to close (the eBL's previous
    /// one, and the least recently used beyond the bound).
    fn insert(&mut self, ebl_id: String, doc: DocumentId) -> Vec<DocumentId> {
        let mut closed = Vec::new();
        if let Some(at) = self.docs.iter().position(|(id, _)| *id == ebl_id) {
            closed.push(self.docs.remove(at).1);
        }
        self.docs.push((ebl_id, doc));
        while self.docs.len() > MAX_OPEN_PREVIEWS {
            closed.push(self.docs.remove(0).1);
        }
        closed
    }

    /// Forgets an eBL's document (the worker lost it); returns it.
    fn remove(&mut self, ebl_id: &str) -> Option<DocumentId> {
        let at = self.docs.iter().position(|(id, _)| id == ebl_id)?;
        Some(self.docs.remove(at).1)
    }

    fn clear(&mut self) {
        self.docs.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn doc(n: u64) -> DocumentId {
        DocumentId(n)
    }

    #[test]
    fn the_least_recently_used_document_is_closed_beyond_the_bound() {
        let mut open = OpenPreviews::default();
        for n in 0..MAX_OPEN_PREVIEWS as u64 {
            assert!(open.insert(format!("ebl-{n}"), doc(n)).is_empty());
        }
        // ebl-0 is used again, so ebl-1 is now the oldest.
        assert_eq!(open.get("ebl-0"), Some(doc(0)));
        assert_eq!(open.insert("ebl-new".into(), doc(99)), vec![doc(1)]);
        assert_eq!(open.get("ebl-1"), None);
        assert_eq!(open.get("ebl-0"), Some(doc(0)));
    }

    #[test]
    fn reopening_an_ebl_closes_its_previous_document() {
        let mut open = OpenPreviews::default();
        open.insert("a".into(), doc(1));
        assert_eq!(open.insert("a".into(), doc(2)), vec![doc(1)]);
        assert_eq!(open.remove("a"), Some(doc(2)));
        assert_eq!(open.get("a"), None);
    }
}
