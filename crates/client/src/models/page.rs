//! `Page<T>`: a DRF page `{"count", "next", "previous", "results"}` or a bare JSON array.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::decode::decode_json;
use crate::error::Result;

/// One page of a list.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
pub struct Page<T> {
    /// Items in the whole list, when the service says.
    #[ts(type = "number | null")]
    pub count: Option<u64>,
    /// Address of the next page, if any.
    pub next: Option<String>,
    /// Address of the previous page, if any.
    pub previous: Option<String>,
    pub results: Vec<T>,
}

#[derive(Deserialize)]
struct DrfPage<T> {
    #[serde(default)]
    count: Option<u64>,
    #[serde(default)]
    next: Option<String>,
    #[serde(default)]
    previous: Option<String>,
    results: Vec<T>,
}

impl<T: DeserializeOwned> Page<T> {
    /// Parse a response body; decode errors name the JSON path (`results[3].state`).
    pub fn from_json(bytes: &[u8]) -> Result<Self> {
        let first = bytes.iter().find(|b| !b.is_ascii_whitespace());
        if first == Some(&b'[') {
            let results: Vec<T> = decode_json(bytes)?;
            return Ok(Page {
                count: Some(results.len() as u64),
                next: None,
                previous: None,
                results,
            });
        }
        let page: DrfPage<T> = decode_json(bytes)?;
        Ok(Page {
            count: page.count,
            next: page.next.filter(|n| !n.is_empty()),
            previous: page.previous.filter(|p| !p.is_empty()),
            results: page.results,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Error;

    #[derive(Debug, Deserialize, PartialEq)]
    struct Item {
        n: u32,
    }

    #[test]
    fn drf_pages_and_bare_arrays_both_parse() {
        let p: Page<Item> = Page::from_json(
            br#"{"count": 5, "next": "http://h/list?page=2", "previous": null, "results": [{"n":1},{"n":2}]}"#,
        )
        .expect("page");
        assert_eq!(p.count, Some(5));
        assert_eq!(p.next.as_deref(), Some("http://h/list?page=2"));
        assert_eq!(p.results, vec![Item { n: 1 }, Item { n: 2 }]);

        let p: Page<Item> = Page::from_json(b" [{\"n\":3}]").expect("array");
        assert_eq!(p.count, Some(1));
        assert!(p.next.is_none());
        assert_eq!(p.results, vec![Item { n: 3 }]);
    }

    #[test]
    fn a_bad_item_is_reported_with_its_path() {
        let err = Page::<Item>::from_json(br#"{"count":2,"results":[{"n":1},{"n":"two"}]}"#)
            .expect_err("bad item");
        match err {
            Error::Decode { path, .. } => assert_eq!(path, "results[1].n"),
            other => panic!("unexpected {other:?}"),
        }
        let err = Page::<Item>::from_json(br#"[{"n":1},{"m":1}]"#).expect_err("bad item");
        assert!(
            matches!(err, Error::Decode { ref path, .. } if path == "[1]"),
            "{err:?}"
        );
    }
}
