//! Dual control: a profile's policy, the maker's signing request (made, saved), and the
//! approver's review of a request (opened from a file, a drop or pasted text) and its approval.

use std::path::PathBuf;

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
    approval::save_request(&text, file)?;
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

/// The approver: opens a request file chosen in the open dialog or dropped on the window.
#[tauri::command]
pub async fn approval_open_file(
    app: State<'_, DeskApp>,
    path: PathBuf,
) -> Result<ApprovalReview, IpcError> {
    let cx = app.context().await?;
    let file = cx.grants().check_read(&path)?;
    Ok(approval::open_request_file(&cx, &file).await?)
}

/// The approver: opens the request with this id offered in the profile's requests folder.
#[tauri::command]
pub async fn approval_open_offered(
    app: State<'_, DeskApp>,
    request_id: String,
) -> Result<ApprovalReview, IpcError> {
    let cx = app.context().await?;
    Ok(approval::open_offered_request(&cx, &request_id).await?)
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
