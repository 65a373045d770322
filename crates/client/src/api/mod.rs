//! Handlers per resource, octocrab style: `client.ebls().get(id)`, `client.rules(company).list()`.

pub(crate) mod byte_stream;
mod ebls;
mod envelopes;
mod pagination;
mod registrations;
mod rules;

pub use byte_stream::ByteStream;
pub use ebls::{Ebls, FreshPage, ListEbls, PageRead};
pub use envelopes::{Envelopes, ProgressFn, UploadOptions, media_type};
pub use pagination::pages;
pub use registrations::Registrations;
pub use rules::Rules;

use crate::error::Result;

/// A body the interface does not show: JSON when there is any, `null` when empty, and the
/// text itself when it is not JSON.
pub(crate) fn unshown_body(bytes: &[u8]) -> Result<serde_json::Value> {
    let text = String::from_utf8_lossy(bytes);
    let text = text.trim();
    if text.is_empty() {
        return Ok(serde_json::Value::Null);
    }
    // A web page answering for the service (a captive portal, a proxy's login) means the
    // request never reached it: never taken for the service's "done".
    if text.starts_with('<') {
        return Err(crate::error::Error::Decode {
            path: "answer".into(),
            message: "the answer is a web page, not the service's".into(),
        });
    }
    match serde_json::from_str(text) {
        Ok(value) => Ok(value),
        // JSON cut or garbled on the way is not an answer either.
        Err(e) if text.starts_with(['{', '[']) => Err(crate::error::Error::Decode {
            path: "answer".into(),
            message: format!("the answer is broken JSON: {e}"),
        }),
        Err(_) => Ok(serde_json::Value::String(text.to_owned())),
    }
}
