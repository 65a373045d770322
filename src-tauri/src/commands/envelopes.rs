//! The Envelopes screen: drafts, files added by a drop or the file dialog, validation, the
//! upload with progress over a channel, and sign and send.

use std::path::Path;

use tauri::State;
use tauri::ipc::Channel;
use tdx_client::models::UploadProgress;
use tdx_desk::draft_check::{self, DraftCheck, DraftEbl, EblChoice, EnvelopeSendReview};
use tdx_desk::envelopes::{
    self, AddedFiles, Draft, DraftIssue, EnvelopeSettings, SentEnvelopeView,
};

use crate::error::IpcError;
use crate::ipc::Bytes;
use tdx_desk::DeskApp;
use tdx_desk::view::ReceiverCheck;

#[tauri::command]
pub async fn envelope_drafts(app: State<'_, DeskApp>) -> Result<Vec<Draft>, IpcError> {
    Ok(envelopes::drafts(&*app.context().await?)?)
}

#[tauri::command]
pub fn envelope_new_draft() -> Draft {
    envelopes::new_draft()
}

#[tauri::command]
pub async fn envelope_save_draft(app: State<'_, DeskApp>, draft: Draft) -> Result<Draft, IpcError> {
    Ok(envelopes::save_draft(&*app.context().await?, &draft)?)
}

#[tauri::command]
pub async fn envelope_delete_draft(app: State<'_, DeskApp>, id: String) -> Result<bool, IpcError> {
    Ok(envelopes::delete_draft(&*app.context().await?, &id)?)
}

/// The handler of a drop and of *Add files*: folders expanded one level, duplicates ignored;
/// only paths the user chose or dropped in this session.
#[tauri::command]
pub async fn envelope_add_paths(
    app: State<'_, DeskApp>,
    paths: Vec<String>,
    existing: Vec<String>,
) -> Result<AddedFiles, IpcError> {
    let cx = app.context().await?;
    tauri::async_runtime::spawn_blocking(move || envelopes::add_paths(&cx, &paths, &existing))
        .await
        .map_err(IpcError::from)?
        .map_err(IpcError::from)
}

#[tauri::command]
pub async fn envelope_validate(
    app: State<'_, DeskApp>,
    draft: Draft,
) -> Result<Vec<DraftIssue>, IpcError> {
    Ok(envelopes::check(&*app.context().await?, &draft)?)
}

#[tauri::command]
pub async fn envelope_document_types(app: State<'_, DeskApp>) -> Result<Vec<String>, IpcError> {
    Ok(envelopes::document_types(&*app.context().await?)?)
}

#[tauri::command]
pub async fn envelope_settings(app: State<'_, DeskApp>) -> Result<EnvelopeSettings, IpcError> {
    Ok(envelopes::settings(&*app.context().await?)?)
}

#[tauri::command]
pub async fn set_envelope_settings(
    app: State<'_, DeskApp>,
    settings: EnvelopeSettings,
) -> Result<EnvelopeSettings, IpcError> {
    Ok(envelopes::set_settings(&*app.context().await?, &settings)?)
}

/// Page 1 of a PDF on disk (a document the user chose or dropped) as a PNG, sent as raw bytes.
#[tauri::command]
pub async fn envelope_thumbnail(
    app: State<'_, DeskApp>,
    path: String,
    width_px: u32,
) -> Result<Bytes, IpcError> {
    let file = app.context().await?.grants().check_read(Path::new(&path))?;
    let png = envelopes::thumbnail(&app.pdf().await?, &file, width_px).await?;
    Ok(Bytes::new(png))
}

/// Uploads the saved draft; progress goes to `on_progress` (bytes sent of total). The recipient
/// is confirmed first: `typed_recipient` is what the recipient's check asked the user to type
/// (`action.recipient_not_confirmed` otherwise, nothing uploaded).
#[tauri::command]
pub async fn envelope_upload(
    app: State<'_, DeskApp>,
    id: String,
    typed_recipient: Option<String>,
    on_progress: Channel<UploadProgress>,
) -> Result<Draft, IpcError> {
    let cx = app.context().await?;
    Ok(
        envelopes::upload(&cx, &id, typed_recipient.as_deref(), move |p| {
            let _ = on_progress.send(p);
        })
        .await?,
    )
}

#[tauri::command]
pub async fn envelope_cancel_upload(app: State<'_, DeskApp>, id: String) -> Result<bool, IpcError> {
    Ok(envelopes::cancel_upload(&*app.context().await?, &id))
}

/// Signs and sends the uploaded draft. A draft linked to an eBL is checked again first: when
/// its documents differ from the eBL, `acknowledged_differences` must be the digest the send
/// review showed (`envelope.differences_unacknowledged` otherwise, nothing signed). The
/// recipient passes the receiver check again: `typed_recipient` is what the review asked the
/// user to type (`action.recipient_not_confirmed` otherwise, nothing signed).
#[tauri::command]
pub async fn envelope_sign_and_send(
    app: State<'_, DeskApp>,
    id: String,
    acknowledged_differences: Option<String>,
    typed_recipient: Option<String>,
) -> Result<SentEnvelopeView, IpcError> {
    let cx = app.context().await?;
    let pdf = app.pdf().await?;
    Ok(draft_check::sign_and_send(
        &cx,
        &pdf,
        &id,
        acknowledged_differences.as_deref(),
        typed_recipient.as_deref(),
    )
    .await?)
}

/// The send review's part of the document check: the check of a linked draft, and whether its
/// differences must be acknowledged.
#[tauri::command]
pub async fn envelope_send_review(
    app: State<'_, DeskApp>,
    id: String,
) -> Result<EnvelopeSendReview, IpcError> {
    let cx = app.context().await?;
    Ok(draft_check::send_review(&cx, &app.pdf().await?, &id).await?)
}

/// The receiver check of the saved draft's recipient, asked before its upload (none for an Egypt
/// ACI envelope): what it asks typed is what `envelope_upload` then takes.
#[tauri::command]
pub async fn envelope_recipient_check(
    app: State<'_, DeskApp>,
    id: String,
) -> Result<Option<ReceiverCheck>, IpcError> {
    let cx = app.context().await?;
    let draft = envelopes::draft(&cx, &id)?;
    Ok(envelopes::review_recipient(&cx, &draft).await?.0)
}

/// The eBL picker's search over the cached list (at most `limit` eBLs, up to 50).
#[tauri::command]
pub async fn envelope_search_ebls(
    app: State<'_, DeskApp>,
    query: String,
    limit: u32,
) -> Result<Vec<EblChoice>, IpcError> {
    Ok(draft_check::search_ebls(&*app.context().await?, &query, limit).await?)
}

/// The draft's eBL: the one linked, or the one a document proposes.
#[tauri::command]
pub async fn envelope_draft_ebl(app: State<'_, DeskApp>, id: String) -> Result<DraftEbl, IpcError> {
    let cx = app.context().await?;
    Ok(draft_check::draft_ebl(&cx, &app.pdf().await?, &id).await?)
}

/// Links the saved draft to an eBL of the cached list, or unlinks it (`ebl_id` null).
#[tauri::command]
pub async fn envelope_link_ebl(
    app: State<'_, DeskApp>,
    id: String,
    ebl_id: Option<String>,
) -> Result<DraftEbl, IpcError> {
    let cx = app.context().await?;
    let pdf = app.pdf().await?;
    Ok(draft_check::link_draft_ebl(&cx, &pdf, &id, ebl_id.as_deref()).await?)
}

/// Checks the saved draft's documents against its linked eBL, and against its documentary
/// credit when it holds one (the `credit` section, dated as presented today).
#[tauri::command]
pub async fn envelope_check(app: State<'_, DeskApp>, id: String) -> Result<DraftCheck, IpcError> {
    let cx = app.context().await?;
    Ok(draft_check::check_draft(&cx, &app.pdf().await?, &id).await?)
}

/// Imports a pasted documentary credit into the saved draft (linked to an eBL): an MT700
/// (MT710, MT720) becomes its credit, an MT707 its next amendment (refused without a credit);
/// a malformed message is refused naming its line. The draft's check, with the credit section.
#[tauri::command]
pub async fn envelope_credit_import(
    app: State<'_, DeskApp>,
    id: String,
    text: String,
) -> Result<DraftCheck, IpcError> {
    let cx = app.context().await?;
    Ok(draft_check::credit::import_credit(&cx, &app.pdf().await?, &id, &text).await?)
}

/// [`envelope_credit_import`] of a file the user chose in the file dialog or dropped.
#[tauri::command]
pub async fn envelope_credit_import_file(
    app: State<'_, DeskApp>,
    id: String,
    path: String,
) -> Result<DraftCheck, IpcError> {
    let cx = app.context().await?;
    let file = cx.grants().check_read(Path::new(&path))?;
    Ok(draft_check::credit::import_credit_file(&cx, &app.pdf().await?, &id, &file).await?)
}

/// Removes the credit from the saved draft; its check then.
#[tauri::command]
pub async fn envelope_credit_remove(
    app: State<'_, DeskApp>,
    id: String,
) -> Result<DraftCheck, IpcError> {
    let cx = app.context().await?;
    Ok(draft_check::credit::remove_credit(&cx, &app.pdf().await?, &id).await?)
}

/// Embedded sandbox only: adds the demo invoice and packing list of the linked eBL to the
/// saved draft; the draft as saved.
#[tauri::command]
pub async fn envelope_add_demo_documents(
    app: State<'_, DeskApp>,
    id: String,
) -> Result<Draft, IpcError> {
    let cx = app.context().await?;
    let dir = app.demo_documents_dir();
    Ok(draft_check::add_demo_documents(&cx, &dir, &id).await?)
}

#[tauri::command]
pub async fn envelope_sent(app: State<'_, DeskApp>) -> Result<Vec<SentEnvelopeView>, IpcError> {
    Ok(envelopes::sent(&*app.context().await?)?)
}
