//! eBL endpoints under `/api/integrators/ebl/v1/`.

use futures::Stream;
use reqwest::Method;
use uuid::Uuid;

use super::{ByteStream, pages, unshown_body};
use crate::client::Client;
use crate::error::Result;
use crate::models::{Ebl, Page, SendAsCopy, SigningData, SigningDataRequest};

const BASE: &str = "/api/integrators/ebl/v1/";

/// `client.ebls()`.
pub struct Ebls<'c> {
    client: &'c Client,
}

impl<'c> Ebls<'c> {
    pub(crate) fn new(client: &'c Client) -> Self {
        Self { client }
    }

    /// The eBLs (and copies) the caller's company has access to.
    pub fn list(&self) -> ListEbls<'c> {
        ListEbls {
            client: self.client,
            page: None,
            page_size: None,
        }
    }

    /// The page after `page`, if any.
    pub async fn next_page(&self, page: &Page<Ebl>) -> Result<Option<Page<Ebl>>> {
        let Some(link) = page.next.as_deref() else {
            return Ok(None);
        };
        let url = self.client.follow_link(link)?;
        let body = self.client.json_bytes::<()>(Method::GET, url, None).await?;
        Page::from_json(&body).map(Some)
    }

    /// One page of the list at `url` (the first page's address, [`ListEbls::first_url`], or
    /// a page's `next`), sent with `If-None-Match: etag` when an `etag` is given: a service that
    /// answers `304 Not Modified` (an extension some services offer: the interface has no
    /// "changed since" query) says the page is as it was when it carried that tag.
    pub async fn page_if_changed(&self, url: &url::Url, etag: Option<&str>) -> Result<PageRead> {
        let timeout = self.client.request_timeout();
        let resp = self
            .client
            .send(Method::GET, url.clone(), false, |rb| {
                let mut rb = rb.timeout(timeout);
                if let Some(etag) = etag {
                    rb = rb.header(reqwest::header::IF_NONE_MATCH, etag);
                }
                async move { Ok(rb) }
            })
            .await?;
        let tag = resp
            .headers()
            .get(reqwest::header::ETAG)
            .and_then(|v| v.to_str().ok())
            .map(str::to_owned);
        if resp.status() == reqwest::StatusCode::NOT_MODIFIED {
            if etag.is_none() {
                return Err(crate::Error::decode(
                    "status",
                    "304 Not Modified to a request that named no ETag",
                ));
            }
            return Ok(PageRead::Unchanged);
        }
        let body =
            super::byte_stream::read_capped(resp, super::byte_stream::MAX_JSON_BYTES, "answer")
                .await?;
        let page: Page<Ebl> = Page::from_json(&body)?;
        let next = match page.next.as_deref() {
            Some(link) => Some(self.client.follow_link(link)?),
            None => None,
        };
        Ok(PageRead::Fresh(FreshPage {
            etag: tag,
            next,
            results: page.results,
        }))
    }

    /// One eBL.
    pub async fn get(&self, id: Uuid) -> Result<Ebl> {
        let url = self.client.url(&format!("{BASE}{id}"))?;
        self.client.json::<(), _>(Method::GET, url, None).await
    }

    /// The PDF for display.
    pub async fn preview(&self, id: Uuid) -> Result<ByteStream> {
        self.bytes(&format!("{BASE}{id}/preview/")).await
    }

    /// The PDF for download.
    pub async fn download(&self, id: Uuid) -> Result<ByteStream> {
        self.bytes(&format!("{BASE}{id}/download/")).await
    }

    async fn bytes(&self, path: &str) -> Result<ByteStream> {
        let url = self.client.url(path)?;
        let resp = self
            .client
            .send(Method::GET, url, false, |rb| async move { Ok(rb) })
            .await?;
        Ok(ByteStream::from_response(
            resp,
            super::byte_stream::MAX_DOCUMENT_BYTES,
            "document",
        ))
    }

    /// Send a view-only copy to another company's inbox. Never retried by the client; with an
    /// `idempotency_key` (one per user intent, sent as `Idempotency-Key`) a caller may repeat
    /// it after a lost answer without making a second copy.
    pub async fn send_as_copy(
        &self,
        ebl_id: Uuid,
        recipient_inbox: Uuid,
        idempotency_key: Option<Uuid>,
    ) -> Result<serde_json::Value> {
        let url = self.client.url(&format!("{BASE}send-as-a-copy/"))?;
        let body = SendAsCopy {
            ebl_id,
            recipient_inbox,
        };
        let key = idempotency_key.map(|k| k.to_string());
        let bytes = self
            .client
            .json_bytes_with(Method::POST, url, Some(&body), key.as_deref())
            .await?;
        unshown_body(&bytes)
    }

    /// Step 1 of an eBL action: the data to sign.
    pub async fn signing_data(&self, request: &SigningDataRequest) -> Result<SigningData> {
        let url = self.client.url(&format!("{BASE}signing-data/"))?;
        self.client.json(Method::POST, url, Some(request)).await
    }

    /// Step 3 of an eBL action: the signing data as issued with `signature` set.
    /// Never retried: a repeat could execute the action twice.
    pub async fn submit_signed(&self, signed: &SigningData) -> Result<serde_json::Value> {
        let url = self.client.url(&format!("{BASE}submit-signed-data/"))?;
        let bytes = self
            .client
            .json_bytes(Method::POST, url, Some(signed))
            .await?;
        unshown_body(&bytes)
    }
}

/// A list page read with [`Ebls::page_if_changed`].
#[derive(Debug)]
pub enum PageRead {
    /// `304 Not Modified`: the page is as when it carried the `ETag` sent.
    Unchanged,
    /// The page as it is now.
    Fresh(FreshPage),
}

/// A page read in full: its eBLs, the next page's address (checked to stay on the service),
/// and its `ETag` when the service gave one.
#[derive(Debug)]
pub struct FreshPage {
    pub etag: Option<String>,
    pub next: Option<url::Url>,
    pub results: Vec<Ebl>,
}

/// `client.ebls().list()`: set the page, then `send()` one page or `stream()` every item.
pub struct ListEbls<'c> {
    client: &'c Client,
    page: Option<u32>,
    page_size: Option<u32>,
}

impl ListEbls<'_> {
    pub fn page(mut self, page: u32) -> Self {
        self.page = Some(page);
        self
    }

    pub fn page_size(mut self, size: u32) -> Self {
        self.page_size = Some(size);
        self
    }

    /// The address of the page asked for: where [`Ebls::page_if_changed`] starts.
    pub fn first_url(&self) -> Result<url::Url> {
        self.url()
    }

    fn url(&self) -> Result<url::Url> {
        let mut url = self.client.url(&format!("{BASE}list"))?;
        {
            let mut q = url.query_pairs_mut();
            if let Some(p) = self.page {
                q.append_pair("page", &p.to_string());
            }
            if let Some(s) = self.page_size {
                q.append_pair("page_size", &s.to_string());
            }
        }
        if url.query() == Some("") {
            url.set_query(None);
        }
        Ok(url)
    }

    /// One page.
    pub async fn send(self) -> Result<Page<Ebl>> {
        let url = self.url()?;
        let body = self.client.json_bytes::<()>(Method::GET, url, None).await?;
        Page::from_json(&body)
    }

    /// Every eBL from this page on, following `next`.
    pub fn stream(self) -> impl Stream<Item = Result<Ebl>> + Send + 'static {
        let first = self.url();
        let client = self.client.clone();
        futures::stream::once(async move { first })
            .map_ok(move |url| pages::<Ebl>(client.clone(), url))
            .try_flatten()
    }
}

use futures::TryStreamExt;
