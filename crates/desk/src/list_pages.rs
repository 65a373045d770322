//! The eBL list read page by page. The interface has no "changed since" query, so a poll reads
//! every page; a service that tags its pages (`ETag`, as tdx-sandbox does) is asked each page
//! again with `If-None-Match`, and only the pages that changed are sent and parsed. What is
//! kept of a page between reads is its address, its tag, the next page's address and the ids
//! on it (16 bytes an eBL), not its eBLs: those are in the cache.
//!
//! A page's tag stands for the cache: while it is kept, the cached eBLs of that page are what
//! the page showed when it was read. Whatever writes one of them outside a reading of the list
//! (the answer read after an own action, an eBL's detail opened, a document check) drops the
//! tag of the page holding it ([`ListMarks::touch`]): else an answer that puts the page back as
//! it was before the action (a rejected surrender request) gets *304* and is never seen.

use std::collections::HashSet;

use tdx_client::Client;
use tdx_client::api::PageRead;
use tdx_client::models::ebl::Ebl;
use url::Url;
use uuid::Uuid;

use crate::error::{Error, Result};

/// eBLs asked per page.
pub(crate) const PAGE_SIZE: u32 = 1000;

/// One page as last read.
#[derive(Debug, Clone)]
pub(crate) struct PageMark {
    pub url: Url,
    pub etag: Option<String>,
    pub next: Option<Url>,
    pub ids: Vec<Uuid>,
}

/// The pages as last read, and the eBLs written to the cache outside a reading of the list
/// since the one under way began ([`ListMarks::begin`]).
#[derive(Debug, Default)]
pub(crate) struct ListMarks {
    pages: Vec<PageMark>,
    touched: HashSet<Uuid>,
}

impl ListMarks {
    /// Cached eBL `id` was written outside a reading of the list: the page holding it is read
    /// in full at the next poll, and a reading under way keeps the cache's eBL for it.
    pub fn touch(&mut self, id: Uuid) {
        drop_tags(&mut self.pages, std::iter::once(&id));
        self.touched.insert(id);
    }

    /// A reading of the list begins: the pages to ask with their tags.
    pub fn begin(&mut self) -> Vec<PageMark> {
        self.touched.clear();
        self.pages.clone()
    }

    /// The eBLs written to the cache since the reading began: the reading's copies of them
    /// may be older than the cache's.
    pub fn touched(&self) -> &HashSet<Uuid> {
        &self.touched
    }

    /// The reading is done: its pages are kept, without the tags of the pages holding an eBL
    /// written during it (read in full at the next poll).
    pub fn finish(&mut self, mut pages: Vec<PageMark>) {
        let touched = std::mem::take(&mut self.touched);
        drop_tags(&mut pages, touched.iter());
        self.pages = pages;
    }

    /// The pages as last read (tests).
    #[cfg(test)]
    pub fn pages(&self) -> &[PageMark] {
        &self.pages
    }
}

/// Forgets the tag of each page holding one of `ids`.
fn drop_tags<'a>(pages: &mut [PageMark], ids: impl Iterator<Item = &'a Uuid>) {
    let ids: HashSet<&Uuid> = ids.collect();
    if ids.is_empty() {
        return;
    }
    for page in pages.iter_mut() {
        if page.ids.iter().any(|id| ids.contains(id)) {
            page.etag = None;
        }
    }
}

/// Every page of the list, as read now.
#[derive(Debug, Default)]
pub(crate) struct ListRead {
    pub pages: Vec<PageMark>,
    /// The eBLs of the pages sent in full, without the carrier's embedded file (the list
    /// keeps what the screens show).
    pub fresh: Vec<Ebl>,
    /// How many pages the service said were unchanged (their eBLs are not in `fresh`).
    pub unchanged: usize,
}

impl ListRead {
    /// The ids of the whole list, in the service's order.
    pub fn listed(&self) -> impl Iterator<Item = &Uuid> {
        self.pages.iter().flat_map(|p| p.ids.iter())
    }
}

/// Whether the list was read before in this run: a poll then asks each page with the tag it had
/// (a page without one, as the service gave none or its tag was dropped, is read in full) and
/// compares only the pages sent with the cache.
pub(crate) fn tagged(pages: &[PageMark]) -> bool {
    !pages.is_empty()
}

/// Reads every page from the first, following `next`; a page read before (`known`, by its
/// address) is asked with the tag it had. A `next` that repeats a page is an error.
pub(crate) async fn read(client: &Client, known: &[PageMark]) -> Result<ListRead> {
    let mut next = Some(client.ebls().list().page_size(PAGE_SIZE).first_url()?);
    let mut seen: HashSet<Url> = HashSet::new();
    let mut out = ListRead::default();
    while let Some(url) = next.take() {
        if !seen.insert(url.clone()) {
            return Err(Error::Internal(format!(
                "the service's list loops back to {url}"
            )));
        }
        let had = known.iter().find(|p| p.url == url);
        let tag = had.and_then(|p| p.etag.as_deref());
        match client.ebls().page_if_changed(&url, tag).await? {
            PageRead::Unchanged => {
                // Only a page asked with its tag is answered so (the client checks).
                let Some(had) = had else {
                    return Err(Error::Internal(format!("{url} answered 304 unasked")));
                };
                out.unchanged += 1;
                next = had.next.clone();
                out.pages.push(had.clone());
            }
            PageRead::Fresh(page) => {
                next = page.next.clone();
                out.pages.push(PageMark {
                    url,
                    etag: page.etag,
                    next: page.next,
                    ids: page.results.iter().map(|e| e.id).collect(),
                });
                out.fresh
                    .extend(page.results.into_iter().map(without_embedded_file));
            }
        }
    }
    Ok(out)
}

/// The list keeps what the screens show. The carrier's visualisation file embedded in each
/// eBL (base64, most of an eBL's size) is not kept: the preview endpoint serves the PDF.
pub(crate) fn without_embedded_file(mut ebl: Ebl) -> Ebl {
    if let Some(visualisation) = ebl.content.visualisation_by_carrier.as_mut() {
        visualisation.content = None;
    }
    ebl
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    fn page(n: u8, ids: &[Uuid]) -> PageMark {
        PageMark {
            url: Url::parse(&format!("http://service.test/ebls?page={n}")).unwrap(),
            etag: Some(format!("\"{n}\"")),
            next: None,
            ids: ids.to_vec(),
        }
    }

    #[test]
    fn an_ebl_written_outside_a_reading_drops_the_tag_of_its_page_only() {
        let (a, b, c) = (Uuid::from_u128(1), Uuid::from_u128(2), Uuid::from_u128(3));
        let mut marks = ListMarks::default();
        marks.finish(vec![page(1, &[a]), page(2, &[b])]);
        marks.touch(b);
        let tags: Vec<bool> = marks.pages().iter().map(|p| p.etag.is_some()).collect();
        assert_eq!(tags, [true, false]);
        assert!(
            tagged(marks.pages()),
            "the other page is still asked with its tag"
        );

        // Written while a reading is under way: the reading's pages lose that tag too.
        let known = marks.begin();
        assert!(marks.touched().is_empty());
        marks.touch(a);
        marks.touch(c);
        assert!(marks.touched().contains(&a));
        marks.finish(
            known
                .iter()
                .cloned()
                .map(|mut p| {
                    p.etag = Some("\"new\"".into());
                    p
                })
                .collect(),
        );
        let tags: Vec<bool> = marks.pages().iter().map(|p| p.etag.is_some()).collect();
        assert_eq!(tags, [false, true]);
        assert!(marks.touched().is_empty());
    }
}
