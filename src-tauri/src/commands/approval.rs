//! Dual control: a profile's policy, the maker's signing request (made, saved), and the
//! approver's review of a request (opened from a file, a drop or pasted text) and its approval.

use std::io::Read;
use std::path::{Path, PathBuf};

use tauri::State;
use tdx_desk::approval::{
    self, ApprovalDone, ApprovalPolicy, ApprovalReview, MadeRequest, OfferedRequest,
};
use tdx_desk::view::ActionKind;

use crate::error::IpcError;
use tdx_desk::DeskApp;

/// The active profile's policy: do transfers and surrenders (and copies) need a second person?
#[tauri::command]
pub async fn approval_policy_get(app: State<'_, DeskApp>) -> Result<ApprovalPolicy, IpcError> {
    Ok(approval::approval_policy(&*app.context().await?)?)
}

/// Saves the active profile's policy and answers it as saved. A requests folder must be one
/// the user chose in the folder dialog (`choose_folder`) in this session, unless it is the one
/// already saved.
#[tauri::command]
pub async fn approval_policy_set(
    app: State<'_, DeskApp>,
    policy: ApprovalPolicy,
) -> Result<ApprovalPolicy, IpcError> {
    let cx = app.context().await?;
    if let Some(folder) = policy.folder.as_deref() {
        let saved = approval::approval_policy(&cx)?.folder;
        if saved.as_deref() != Some(folder)
            && !cx.grants().is_dropped_folder(std::path::Path::new(folder))
        {
            return Err(tdx_desk::Error::PathNotAllowed(folder.to_owned()).into());
        }
    }
    approval::set_approval_policy(&cx, &policy)?;
    Ok(approval::approval_policy(&cx)?)
}

/// The maker: a signing request for these eBLs (signed with the profile's key when it has
/// one); nothing is signed on the ledger.
#[tauri::command]
pub async fn approval_request(
    app: State<'_, DeskApp>,
    ebl_ids: Vec<String>,
    kind: ActionKind,
    recipient: Option<String>,
    note: String,
    valid_hours: u32,
) -> Result<MadeRequest, IpcError> {
    let cx = app.context().await?;
    let made = approval::request_approval(
        &cx,
        &ebl_ids,
        kind,
        recipient.as_deref(),
        &note,
        valid_hours,
    );
    Ok(made.await?)
}

/// Saves a request's text at a path chosen in the native save dialog (only a text that is a
/// signing request is written).
#[tauri::command]
pub async fn approval_save(
    app: State<'_, DeskApp>,
    text: String,
    path: PathBuf,
) -> Result<(), IpcError> {
    let file = app.context().await?.grants().take_write(&path)?;
    tdx_approval::RequestFile::parse(text.as_bytes()).map_err(tdx_desk::Error::from)?;
    std::fs::write(file.as_path(), text)
        .map_err(|e| tdx_desk::Error::Io(format!("{}: {e}", file.as_path().display())))?;
    Ok(())
}

/// The approver: opens a request pasted as text and reviews it against the eBLs as they are now.
#[tauri::command]
pub async fn approval_open_text(
    app: State<'_, DeskApp>,
    text: String,
) -> Result<ApprovalReview, IpcError> {
    Ok(approval::open_request(&*app.context().await?, &text).await?)
}

/// The approver: opens a request file chosen in the open dialog, dropped on the window, or
/// offered in the profile's requests folder (a path `approval_offered` listed).
#[tauri::command]
pub async fn approval_open_file(
    app: State<'_, DeskApp>,
    path: PathBuf,
) -> Result<ApprovalReview, IpcError> {
    let cx = app.context().await?;
    let offered = !cx.grants().is_readable(&path) && is_offered(&cx, &path)?;
    let file = if offered {
        std::fs::File::open(&path).map_err(|e| io_error(&path, e))?
    } else {
        cx.grants().check_read(&path)?.open()?
    };
    let text = read_request(file, &path)?;
    Ok(approval::open_request(&cx, &text).await?)
}

/// The approver signs what the review showed (`recipient_name`: what it asked to be typed).
#[tauri::command]
pub async fn approval_approve(
    app: State<'_, DeskApp>,
    review_id: String,
    recipient_name: Option<String>,
) -> Result<ApprovalDone, IpcError> {
    let cx = app.context().await?;
    Ok(approval::approve_request(&cx, &review_id, recipient_name.as_deref()).await?)
}

/// The requests offered in the profile's requests folder, newest first.
#[tauri::command]
pub async fn approval_offered(app: State<'_, DeskApp>) -> Result<Vec<OfferedRequest>, IpcError> {
    Ok(approval::offered_requests(&*app.context().await?)?)
}

/// Whether `path` is one of the requests offered in the profile's requests folder now.
fn is_offered(cx: &tdx_desk::Context, path: &Path) -> Result<bool, IpcError> {
    Ok(approval::offered_requests(cx)?
        .iter()
        .any(|r| Path::new(&r.path) == path))
}

fn io_error(path: &Path, e: std::io::Error) -> IpcError {
    tdx_desk::Error::Io(format!("{} cannot be read: {e}.", path.display())).into()
}

/// A request file's text, read no further than one byte past the format's size limit (a
/// larger file is then refused as too large, and a text that is not UTF-8 as not a request).
fn read_request(file: std::fs::File, path: &Path) -> Result<String, IpcError> {
    let limit = tdx_approval::MAX_FILE_BYTES as u64 + 1;
    let mut bytes = Vec::new();
    file.take(limit)
        .read_to_end(&mut bytes)
        .map_err(|e| io_error(path, e))?;
    if bytes.len() > tdx_approval::MAX_FILE_BYTES {
        return Err(tdx_desk::Error::from(tdx_approval::Error::TooLarge).into());
    }
    String::from_utf8(bytes).map_err(|_| {
        tdx_desk::Error::from(tdx_approval::Error::NotARequest("not UTF-8 text".into())).into()
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use tdx_desk::error::ErrorCode;

    fn read_bytes(bytes: &[u8]) -> Result<String, IpcError> {
        let dir = std::env::temp_dir().join(format!("ebl-desk-request-{}", unique()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("r.ebl-request");
        std::fs::write(&path, bytes).unwrap();
        let out = read_request(std::fs::File::open(&path).unwrap(), &path);
        std::fs::remove_dir_all(&dir).unwrap();
        out
    }

    fn unique() -> String {
        format!("{}-{:?}", std::process::id(), std::thread::current().id())
    }

    #[test]
    fn a_request_file_past_the_size_limit_or_not_text_is_refused_as_not_a_request() {
        let big = vec![b' '; tdx_approval::MAX_FILE_BYTES + 10];
        assert_eq!(
            read_bytes(&big).err().map(|e| e.code),
            Some(ErrorCode::ApprovalNotARequest)
        );
        assert_eq!(
            read_bytes(&[0xff, 0xfe, b'{']).err().map(|e| e.code),
            Some(ErrorCode::ApprovalNotARequest)
        );
        let at_limit = vec![b' '; tdx_approval::MAX_FILE_BYTES];
        assert_eq!(
            read_bytes(&at_limit).ok().map(|t| t.len()),
            Some(at_limit.len())
        );
    }
}
