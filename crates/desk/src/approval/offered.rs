//! The requests offered in the policy's shared folder: every `.ebl-request` file in it that
//! reads as a request, newest first.

use crate::approval::{OfferedRequest, policy};
use crate::context::Context;
use crate::error::{Error, Result};
use crate::view::{ActionKind, Inert};

/// The most files read from the folder.
const MAX_OFFERED: usize = 1000;

/// The requests in this profile's requests folder, newest first (none without a folder).
/// A file that is not a readable request is left out.
pub fn offered_requests(cx: &Context) -> Result<Vec<OfferedRequest>> {
    let Some(folder) = policy::approval_policy(cx)?.folder else {
        return Ok(Vec::new());
    };
    let entries = std::fs::read_dir(&folder).map_err(|e| Error::Io(format!("{folder}: {e}")))?;
    let now = cx.review_clock.now_ms();
    let mut out = Vec::new();
    for entry in entries.flatten().take(MAX_OFFERED * 4) {
        let path = entry.path();
        let is_request = path
            .extension()
            .is_some_and(|e| e == tdx_approval::FILE_EXTENSION);
        let small = entry
            .metadata()
            .is_ok_and(|m| m.is_file() && m.len() <= tdx_approval::MAX_FILE_BYTES as u64);
        if !is_request || !small {
            continue;
        }
        let Ok(bytes) = std::fs::read(&path) else {
            continue;
        };
        let Ok(file) = tdx_approval::RequestFile::parse(&bytes) else {
            continue;
        };
        let request = &file.request;
        let Some(kind) = ActionKind::from_recorded_name(&request.operation) else {
            continue;
        };
        let approved = cx
            .journal_store()
            .with(|s| s.approved_request(&request.id))?
            .is_some();
        out.push(OfferedRequest {
            path: path.display().to_string(),
            file_name: entry.file_name().to_string_lossy().into_owned(),
            request_id: request.id.clone(),
            maker: Inert::new(
                request
                    .maker
                    .email
                    .clone()
                    .unwrap_or_else(|| request.maker.profile_name.clone()),
            ),
            kind,
            count: request.ebls.len() as u32,
            created_at: request.created_at.clone(),
            expired: request.expired_at(now),
            approved,
        });
        if out.len() >= MAX_OFFERED {
            break;
        }
    }
    out.sort_by(|a, b| {
        let at = |r: &OfferedRequest| tdx_approval::parse_time(&r.created_at).unwrap_or(0);
        at(b).cmp(&at(a))
    });
    Ok(out)
}
