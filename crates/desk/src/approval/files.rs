//! Request files: saved where the user chose, opened from a file the user gave the app, or
//! from the policy's shared folder by the request's id.

use std::io::{Read, Write};
use tdx_i18n::tr;

use tdx_approval::{MAX_FILE_BYTES, RequestFile};

use crate::approval::{ApprovalReview, approver, offered};
use crate::context::Context;
use crate::error::{Error, Result};
use crate::paths::{ReadablePath, WritablePath};

/// Saves a request's text (as `request_approval` made it) where the user chose in the save
/// dialog. Only a text that reads as a request is written. Answers the path written.
pub fn save_request(text: &str, file: WritablePath) -> Result<String> {
    RequestFile::parse(text.as_bytes())?;
    let path = file.as_path();
    let io = |e: std::io::Error| Error::Io(format!("{}: {e}", path.display()));
    let mut out = std::fs::File::create(path).map_err(io)?;
    out.write_all(text.as_bytes()).map_err(io)?;
    out.sync_all().map_err(io)?;
    Ok(path.display().to_string())
}

/// Opens the request in a file the user gave the app (the open dialog, or a drop): at most
/// [`MAX_FILE_BYTES`] are read.
pub async fn open_request_file(cx: &Context, file: &ReadablePath) -> Result<ApprovalReview> {
    let text = read_limited(file.open()?, &file.as_path().display().to_string())?;
    approver::open_request(cx, &text).await
}

/// Opens the request with id `request_id` offered in the policy's shared folder.
pub async fn open_offered_request(cx: &Context, request_id: &str) -> Result<ApprovalReview> {
    let found = offered::offered_requests(cx)?
        .into_iter()
        .find(|r| r.request_id == request_id.trim())
        .ok_or_else(|| Error::Invalid(tr!("err-input-request-gone")))?;
    let opened =
        std::fs::File::open(&found.path).map_err(|e| Error::Io(format!("{}: {e}", found.path)))?;
    let text = read_limited(opened, &found.path)?;
    approver::open_request(cx, &text).await
}

fn read_limited(file: std::fs::File, name: &str) -> Result<String> {
    let mut bytes = Vec::new();
    file.take(MAX_FILE_BYTES as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| Error::Io(format!("{name}: {e}")))?;
    if bytes.len() > MAX_FILE_BYTES {
        return Err(tdx_approval::Error::TooLarge.into());
    }
    String::from_utf8(bytes)
        .map_err(|_| tdx_approval::Error::NotARequest("the file is not UTF-8 text".into()).into())
}
