//! eBL PDFs in the preview pane: fetched from the service once, opened in the PDF worker and
//! drawn page by page. The open documents are bounded, most recently used kept: hovering over
//! many rows (which opens their PDFs ahead of a click) cannot grow the worker without limit. A
//! document the worker no longer has (closed as least recently used, or lost with the worker)
//! is fetched and opened again instead of failing the page. A click asks for the document and
//! its first page at once: one download serves both (the eBL's open waits for the other).
//!
//! A document is kept for what it shows: the eBL as cached when it was opened ([`shows`]). Once
//! the cached eBL changes (its state, holder or content, seen by a poll, an action, or its
//! detail read again), its page is drawn from the PDF fetched again, never from the old one.

use std::collections::HashMap;
use std::future::Future;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex as SyncMutex};

use tdx_pdf::{DocumentId, ImageFormat, PdfError, PdfService};
use tokio::sync::Mutex;

use crate::ebls;
use crate::view::{PageSize, PreviewDoc};
use crate::{Context, Result};

/// Open documents kept at most; the least recently used is closed beyond that.
pub const MAX_OPEN_PREVIEWS: usize = 16;

/// Page images wider than this are not rendered (a 4K screen at 2x fits).
pub const MAX_WIDTH_PX: u32 = 8192;

/// The eBL PDFs open in the PDF worker.
#[derive(Default)]
pub struct Previews {
    open: Mutex<OpenPreviews>,
    /// One fetch-and-open per eBL at a time.
    opening: SyncMutex<HashMap<String, Arc<Mutex<()>>>>,
    /// The worker's jail as it answered (read once: the same binary on the same kernel).
    jail: Mutex<Option<tdx_pdf::JailStatus>>,
    /// The user saw the sandbox warning in a preview pane: later previews say nothing. A
    /// hover's prefetch opens documents too, and does not spend it.
    jail_warning_seen: AtomicBool,
}

impl Previews {
    /// Fetches the eBL's preview PDF and opens it in the worker; its pages' sizes. A document
    /// of the eBL opened while this call waited (the page asked for with it) is as fresh and is
    /// used instead of a second download. Until the user has seen it
    /// ([`jail_warning_seen`](Self::jail_warning_seen)), every open carries the sandbox warning
    /// when the PDF viewer is not protected: an open for a hover's prefetch does not spend it.
    pub async fn open(&self, pdf: &PdfService, cx: &Context, ebl_id: &str) -> Result<PreviewDoc> {
        let pages = self
            .open_fresh(pdf, ebl_id, shows(cx, ebl_id), || {
                ebls::preview_pdf(cx, ebl_id)
            })
            .await?;
        Ok(PreviewDoc {
            ebl_id: ebl_id.to_owned(),
            pages,
            jail_warning: self.jail_warning(pdf).await,
        })
    }

    /// The preview pane showed the sandbox warning to the user: later opens carry none.
    pub fn jail_warning_seen(&self) {
        self.jail_warning_seen.store(true, Ordering::SeqCst);
    }

    /// The worker's jail in plain words (what holds, what is missing) when it is not
    /// protected and the user has not seen it yet; else nothing.
    async fn jail_warning(&self, pdf: &PdfService) -> Option<String> {
        if self.jail_warning_seen.load(Ordering::SeqCst) {
            return None;
        }
        let mut known = self.jail.lock().await;
        let status = match known.as_ref() {
            Some(status) => status.clone(),
            None => match pdf.jail_status().await {
                Ok(status) => {
                    if !status.protected {
                        tracing::warn!(jail = %status.detail, "the PDF worker is not fully jailed");
                    }
                    *known = Some(status.clone());
                    status
                }
                Err(e) => {
                    tracing::warn!(code = e.code(), "the PDF worker's jail could not be read");
                    return None;
                }
            },
        };
        (!status.protected).then_some(status.plain_words)
    }

    /// Page `page` (0-based) of the eBL's PDF as a PNG `width_px` wide (clamped to 16..=8192),
    /// opening the PDF first when it is not open.
    pub async fn page(
        &self,
        pdf: &PdfService,
        cx: &Context,
        ebl_id: &str,
        page: u32,
        width_px: u32,
    ) -> Result<Vec<u8>> {
        self.page_fetched(pdf, ebl_id, shows(cx, ebl_id), page, width_px, || {
            ebls::preview_pdf(cx, ebl_id)
        })
        .await
    }

    /// The document the worker has open for an eBL, if any.
    pub async fn document(&self, ebl_id: &str) -> Option<DocumentId> {
        self.open.lock().await.peek(ebl_id).map(|(doc, _)| doc)
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
        shows: u64,
        page: u32,
        width_px: u32,
        fetch: F,
    ) -> Result<Vec<u8>>
    where
        F: Fn() -> Fut,
        Fut: Future<Output = Result<Vec<u8>>>,
    {
        let width = width_px.clamp(16, MAX_WIDTH_PX);
        let open = self.open.lock().await.get(ebl_id, shows);
        let doc = match open {
            Some(doc) => doc,
            None => self.open_if_closed(pdf, ebl_id, shows, &fetch).await?,
        };
        let rendered = match pdf.render(doc, page, width, ImageFormat::Png).await {
            Err(PdfError::UnknownDocument) => {
                self.open.lock().await.remove(ebl_id);
                let (doc, _) = self.open_fetched(pdf, ebl_id, shows, &fetch).await?;
                pdf.render(doc, page, width, ImageFormat::Png).await?
            }
            other => other?,
        };
        Ok(rendered.data.as_ref().clone())
    }

    /// The eBL's own turn to fetch and open its PDF: one at a time per eBL.
    fn turn(&self, ebl_id: &str) -> Arc<Mutex<()>> {
        let mut opening = self
            .opening
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        // Turns nobody holds or waits for are dropped, so the map stays as small as the calls
        // in flight.
        opening.retain(|_, turn| Arc::strong_count(turn) > 1);
        opening.entry(ebl_id.to_owned()).or_default().clone()
    }

    /// A fresh open, unless another call opened the eBL's PDF while this one waited its turn.
    async fn open_fresh<F, Fut>(
        &self,
        pdf: &PdfService,
        ebl_id: &str,
        shows: u64,
        fetch: F,
    ) -> Result<Vec<PageSize>>
    where
        F: Fn() -> Fut,
        Fut: Future<Output = Result<Vec<u8>>>,
    {
        let before = self.open.lock().await.peek(ebl_id).map(|(doc, _)| doc);
        let turn = self.turn(ebl_id);
        let _turn = turn.lock().await;
        if let Some((doc, pages)) = self.open.lock().await.peek(ebl_id)
            && Some(doc) != before
        {
            return Ok(pages);
        }
        Ok(self.open_fetched(pdf, ebl_id, shows, &fetch).await?.1)
    }

    /// The eBL's open document, fetched and opened when there is none (once, however many
    /// calls ask at the same time).
    async fn open_if_closed<F, Fut>(
        &self,
        pdf: &PdfService,
        ebl_id: &str,
        shows: u64,
        fetch: F,
    ) -> Result<DocumentId>
    where
        F: Fn() -> Fut,
        Fut: Future<Output = Result<Vec<u8>>>,
    {
        let turn = self.turn(ebl_id);
        let _turn = turn.lock().await;
        if let Some(doc) = self.open.lock().await.get(ebl_id, shows) {
            return Ok(doc);
        }
        Ok(self.open_fetched(pdf, ebl_id, shows, &fetch).await?.0)
    }

    async fn open_fetched<F, Fut>(
        &self,
        pdf: &PdfService,
        ebl_id: &str,
        shows: u64,
        fetch: F,
    ) -> Result<(DocumentId, Vec<PageSize>)>
    where
        F: Fn() -> Fut,
        Fut: Future<Output = Result<Vec<u8>>>,
    {
        let info = pdf.open_bytes(fetch().await?).await?;
        let pages: Vec<PageSize> = info
            .pages
            .iter()
            .map(|p| PageSize {
                width_pt: p.width_pt,
                height_pt: p.height_pt,
            })
            .collect();
        let evicted =
            self.open
                .lock()
                .await
                .insert(ebl_id.to_owned(), shows, info.id, pages.clone());
        for old in evicted {
            let _ = pdf.close(old).await;
        }
        Ok((info.id, pages))
    }
}

/// What a preview of `ebl_id` shows: a digest of the eBL as cached now (0 when not cached).
/// Its state, holder or content changed, the digest differs.
fn shows(cx: &Context, ebl_id: &str) -> u64 {
    use std::hash::{Hash, Hasher};
    let Ok(id) = uuid::Uuid::parse_str(ebl_id.trim()) else {
        return 0;
    };
    match cx.cache.get(&cx.profile().id, id) {
        Ok(Some(ebl)) => {
            let mut hash = std::collections::hash_map::DefaultHasher::new();
            serde_json::to_string(&ebl)
                .unwrap_or_default()
                .hash(&mut hash);
            hash.finish()
        }
        _ => 0,
    }
}

/// An eBL's document open in the worker, what it shows, and its pages' sizes.
struct OpenPreview {
    ebl_id: String,
    shows: u64,
    doc: DocumentId,
    pages: Vec<PageSize>,
}

/// The open documents by eBL id, least recently used first.
#[derive(Default)]
struct OpenPreviews {
    docs: Vec<OpenPreview>,
}

impl OpenPreviews {
    /// The open document of an eBL, marked as just used, when it shows the eBL as `shows`.
    fn get(&mut self, ebl_id: &str, shows: u64) -> Option<DocumentId> {
        let at = self
            .docs
            .iter()
            .position(|p| p.ebl_id == ebl_id && p.shows == shows)?;
        let entry = self.docs.remove(at);
        let doc = entry.doc;
        self.docs.push(entry);
        Some(doc)
    }

    /// The open document of an eBL and its pages, leaving the order alone.
    fn peek(&self, ebl_id: &str) -> Option<(DocumentId, Vec<PageSize>)> {
        self.docs
            .iter()
            .find(|p| p.ebl_id == ebl_id)
            .map(|p| (p.doc, p.pages.clone()))
    }

    /// Records a newly opened document; returns the documents to close (the eBL's previous
    /// one, and the least recently used beyond the bound).
    fn insert(
        &mut self,
        ebl_id: String,
        shows: u64,
        doc: DocumentId,
        pages: Vec<PageSize>,
    ) -> Vec<DocumentId> {
        let mut closed = Vec::new();
        if let Some(at) = self.docs.iter().position(|p| p.ebl_id == ebl_id) {
            closed.push(self.docs.remove(at).doc);
        }
        self.docs.push(OpenPreview {
            ebl_id,
            shows,
            doc,
            pages,
        });
        while self.docs.len() > MAX_OPEN_PREVIEWS {
            closed.push(self.docs.remove(0).doc);
        }
        closed
    }

    /// Forgets an eBL's document (the worker lost it); returns it.
    fn remove(&mut self, ebl_id: &str) -> Option<DocumentId> {
        let at = self.docs.iter().position(|p| p.ebl_id == ebl_id)?;
        Some(self.docs.remove(at).doc)
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
            assert!(
                open.insert(format!("ebl-{n}"), 7, doc(n), vec![])
                    .is_empty()
            );
        }
        // ebl-0 is used again, so ebl-1 is now the oldest.
        assert_eq!(open.get("ebl-0", 7), Some(doc(0)));
        assert_eq!(
            open.insert("ebl-new".into(), 7, doc(99), vec![]),
            vec![doc(1)]
        );
        assert_eq!(open.get("ebl-1", 7), None);
        assert_eq!(open.get("ebl-0", 7), Some(doc(0)));
    }

    #[test]
    fn reopening_an_ebl_closes_its_previous_document() {
        let mut open = OpenPreviews::default();
        open.insert("a".into(), 1, doc(1), vec![]);
        assert_eq!(open.insert("a".into(), 1, doc(2), vec![]), vec![doc(1)]);
        assert_eq!(open.remove("a"), Some(doc(2)));
        assert_eq!(open.get("a", 1), None);
    }

    #[test]
    fn a_document_that_shows_the_ebl_as_it_was_is_not_used_for_its_pages() {
        let mut open = OpenPreviews::default();
        open.insert("a".into(), 1, doc(1), vec![]);
        assert_eq!(open.get("a", 1), Some(doc(1)));
        assert_eq!(
            open.get("a", 2),
            None,
            "the eBL changed since it was opened"
        );
        // Opened again for what it shows now: the old document is closed.
        assert_eq!(open.insert("a".into(), 2, doc(2), vec![]), vec![doc(1)]);
        assert_eq!(open.get("a", 2), Some(doc(2)));
    }
}
