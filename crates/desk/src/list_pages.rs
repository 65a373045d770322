//! The eBL list read page by page. The interface has no "changed since" query, so a poll reads
//! every page; a service that tags its pages (`ETag`, as tdx-sandbox does) is asked each page
//! again with `If-None-Match`, and only the pages that changed are sent and parsed. What is
//! kept of a page between reads is its address, its tag, the next page's address and the ids
//! on it (16 bytes an eBL), not its eBLs: those are in the cache.

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

/// Whether pages read before carry tags a poll can send.
pub(crate) fn tagged(pages: &[PageMark]) -> bool {
    !pages.is_empty() && pages.iter().all(|p| p.etag.is_some())
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
