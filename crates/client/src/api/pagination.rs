//! Following `next` links as a stream of items.

use futures::Stream;
use serde::de::DeserializeOwned;
use url::Url;

use crate::client::Client;
use crate::error::{Error, Result};
use crate::models::Page;

/// Every item of a list, page after page, following `next` until there is none.
/// A `next` that leaves the service's address or repeats a page already read is an error.
pub fn pages<T>(client: Client, first: Url) -> impl Stream<Item = Result<T>> + Send + 'static
where
    T: DeserializeOwned + Send + 'static,
{
    struct State<T> {
        client: Client,
        next: Option<Result<Url>>,
        seen: Vec<Url>,
        buffer: std::vec::IntoIter<T>,
    }
    let state = State {
        client,
        next: Some(Ok(first)),
        seen: Vec::new(),
        buffer: Vec::new().into_iter(),
    };
    futures::stream::try_unfold(state, |mut st| async move {
        loop {
            if let Some(item) = st.buffer.next() {
                return Ok(Some((item, st)));
            }
            // A bad link is reported only after the items already received.
            let Some(url) = st.next.take().transpose()? else {
                return Ok(None);
            };
            if st.seen.contains(&url) {
                return Err(Error::decode(
                    "next",
                    format!("the list loops back to {url}"),
                ));
            }
            st.seen.push(url.clone());
            let body = st
                .client
                .json_bytes::<()>(reqwest::Method::GET, url, None)
                .await?;
            let page: Page<T> = Page::from_json(&body)?;
            st.next = page.next.as_deref().map(|link| st.client.follow_link(link));
            st.buffer = page.results.into_iter();
        }
    })
}
