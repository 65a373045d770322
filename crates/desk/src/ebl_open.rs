//! A click on an eBL in one answer: its detail, its PDF opened and page 1 drawn at the pane's
//! width, asked for together and sent together (one IPC round trip instead of three). Each part
//! keeps its own outcome, so a PDF that fails to render still shows the eBL's detail, and an
//! eBL that cannot be read still says why in the pane.
//!
//! On the wire ([`EblOpened::into_frame`]): the head's JSON length as 4 bytes little-endian, the
//! head ([`EblOpenedHead`], JSON), then page 1's image bytes (none when it failed).

use serde::Serialize;
use ts_rs::TS;

use crate::error::ErrorCode;
use crate::view::{EblDetail, PreviewDoc};
use crate::{DeskApp, Error, Result, ebls};

/// What a part of the open failed with, as the window shows errors (`{code, message}`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(export)]
pub struct OpenFailure {
    pub code: ErrorCode,
    pub message: String,
}

impl From<Error> for OpenFailure {
    fn from(err: Error) -> Self {
        tracing::debug!(code = err.code(), error = %err, "a part of an eBL's open failed");
        Self {
            code: err.error_code(),
            message: err.user_message(),
        }
    }
}

/// The JSON head of an [`EblOpened`] frame: each part is there or says why not.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct EblOpenedHead {
    pub detail: Option<EblDetail>,
    pub detail_error: Option<OpenFailure>,
    pub doc: Option<PreviewDoc>,
    pub doc_error: Option<OpenFailure>,
    /// Page 1 was asked for at this width (device pixels); its bytes follow the head.
    pub page_width_px: u32,
    pub page_error: Option<OpenFailure>,
}

/// The eBL's detail, its PDF and page 1, each with its outcome.
#[derive(Debug)]
pub struct EblOpened {
    pub detail: std::result::Result<EblDetail, OpenFailure>,
    pub doc: std::result::Result<PreviewDoc, OpenFailure>,
    pub page: std::result::Result<Vec<u8>, OpenFailure>,
    pub page_width_px: u32,
}

/// Reads the eBL's detail while its PDF is fetched once, opened and page 1 drawn `width_px`
/// wide. Fails as a whole only when no profile is open.
pub async fn open_ebl(app: &DeskApp, ebl_id: &str, width_px: u32) -> Result<EblOpened> {
    let cx = app.context().await?;
    let preview = async {
        match app.pdf().await {
            Ok(pdf) => {
                let previews = app.previews();
                let (doc, page) = tokio::join!(
                    previews.open(&pdf, &cx, ebl_id),
                    previews.page(&pdf, &cx, ebl_id, 0, width_px)
                );
                (
                    doc.map_err(OpenFailure::from),
                    page.map_err(OpenFailure::from),
                )
            }
            Err(e) => {
                let failure = OpenFailure::from(e);
                (Err(failure.clone()), Err(failure))
            }
        }
    };
    let (detail, (doc, page)) = tokio::join!(ebls::get_ebl(&cx, ebl_id), preview);
    Ok(EblOpened {
        detail: detail.map_err(OpenFailure::from),
        doc,
        page,
        page_width_px: width_px,
    })
}

impl EblOpened {
    /// The frame sent to the window: head length (u32 LE), head JSON, page 1's bytes.
    pub fn into_frame(self) -> Result<Vec<u8>> {
        let (page, page_error) = match self.page {
            Ok(bytes) => (bytes, None),
            Err(e) => (Vec::new(), Some(e)),
        };
        let (detail, detail_error) = split(self.detail);
        let (doc, doc_error) = split(self.doc);
        let head = EblOpenedHead {
            detail,
            detail_error,
            doc,
            doc_error,
            page_width_px: self.page_width_px,
            page_error,
        };
        let json = serde_json::to_vec(&head).map_err(|e| Error::Internal(e.to_string()))?;
        let len = u32::try_from(json.len()).map_err(|e| Error::Internal(e.to_string()))?;
        let mut frame = Vec::with_capacity(4 + json.len() + page.len());
        frame.extend_from_slice(&len.to_le_bytes());
        frame.extend_from_slice(&json);
        frame.extend_from_slice(&page);
        Ok(frame)
    }
}

fn split<T>(r: std::result::Result<T, OpenFailure>) -> (Option<T>, Option<OpenFailure>) {
    match r {
        Ok(v) => (Some(v), None),
        Err(e) => (None, Some(e)),
    }
}
