//! The Envelopes screen: drafts, files added by a drop or the file dialog, validation, the
//! upload with progress over a channel, and sign and send.

use std::path::Path;

use tauri::State;
use tauri::ipc::Channel;
use tdx_client::models::UploadProgress;
use tdx_desk::envelopes::{
    self, AddedFiles, Draft, DraftIssue, EnvelopeSettings, SentEnvelopeView,
};

use crate::error::IpcError;
use crate::ipc::Bytes;
use tdx_desk::DeskApp;

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

/// Uploads the saved draft; progress goes to `on_progress` (bytes sent of total).
#[tauri::command]
pub async fn envelope_upload(
    app: State<'_, DeskApp>,
    id: String,
    on_progress: Channel<UploadProgress>,
) -> Result<Draft, IpcError> {
    let cx = app.context().await?;
    Ok(envelopes::upload(&cx, &id, move |p| {
        let _ = on_progress.send(p);
    })
    .await?)
}

#[tauri::command]
pub async fn envelope_cancel_upload(app: State<'_, DeskApp>, id: String) -> Result<bool, IpcError> {
    Ok(envelopes::cancel_upload(&*app.context().await?, &id))
}

#[tauri::command]
pub async fn envelope_sign_and_send(
    app: State<'_, DeskApp>,
    id: String,
) -> Result<SentEnvelopeView, IpcError> {
    Ok(envelopes::sign_and_send(&*app.context().await?, &id).await?)
}

#[tauri::command]
pub async fn envelope_sent(app: State<'_, DeskApp>) -> Result<Vec<SentEnvelopeView>, IpcError> {
    Ok(envelopes::sent(&*app.context().await?)?)
}
