//! The Envelopes screen: drafts, files added by a drop or the file dialog, validation, the
//! upload with progress over a channel, and sign and send.

use tauri::State;
use tauri::ipc::Channel;
use tdx_client::models::UploadProgress;
use tdx_desk::envelopes::{
    self, AddedFiles, Draft, DraftIssue, EnvelopeSettings, SentEnvelopeView,
};
use tdx_pdf::ImageFormat;

use crate::error::IpcError;
use crate::ipc::Bytes;
use tdx_desk::DeskApp;

/// Thumbnails wider than this are not rendered.
const MAX_THUMBNAIL_PX: u32 = 1024;

#[tauri::command]
pub async fn envelope_drafts(desk: State<'_, DeskApp>) -> Result<Vec<Draft>, IpcError> {
    Ok(envelopes::drafts(&*desk.desk().await?)?)
}

#[tauri::command]
pub fn envelope_new_draft() -> Draft {
    envelopes::new_draft()
}

#[tauri::command]
pub async fn envelope_save_draft(
    desk: State<'_, DeskApp>,
    draft: Draft,
) -> Result<Draft, IpcError> {
    Ok(envelopes::save_draft(&*desk.desk().await?, &draft)?)
}

#[tauri::command]
pub async fn envelope_delete_draft(desk: State<'_, DeskApp>, id: String) -> Result<bool, IpcError> {
    Ok(envelopes::delete_draft(&*desk.desk().await?, &id)?)
}

/// The handler of a drop and of *Add files*: folders expanded one level, duplicates ignored;
/// only paths the user chose or dropped in this session.
#[tauri::command]
pub async fn envelope_add_paths(
    desk: State<'_, DeskApp>,
    paths: Vec<String>,
    existing: Vec<String>,
) -> Result<AddedFiles, IpcError> {
    let desk = desk.desk().await?;
    tauri::async_runtime::spawn_blocking(move || envelopes::add_paths(&desk, &paths, &existing))
        .await
        .map_err(IpcError::from)?
        .map_err(IpcError::from)
}

#[tauri::command]
pub async fn envelope_validate(
    desk: State<'_, DeskApp>,
    draft: Draft,
) -> Result<Vec<DraftIssue>, IpcError> {
    Ok(envelopes::check(&*desk.desk().await?, &draft)?)
}

#[tauri::command]
pub async fn envelope_document_types(desk: State<'_, DeskApp>) -> Result<Vec<String>, IpcError> {
    Ok(envelopes::document_types(&*desk.desk().await?)?)
}

#[tauri::command]
pub async fn envelope_settings(desk: State<'_, DeskApp>) -> Result<EnvelopeSettings, IpcError> {
    Ok(envelopes::settings(&*desk.desk().await?)?)
}

#[tauri::command]
pub async fn set_envelope_settings(
    desk: State<'_, DeskApp>,
    settings: EnvelopeSettings,
) -> Result<EnvelopeSettings, IpcError> {
    Ok(envelopes::set_settings(&*desk.desk().await?, &settings)?)
}

/// Page 1 of a PDF on disk (a document the user chose or dropped) as a PNG, sent as raw bytes.
#[tauri::command]
pub async fn envelope_thumbnail(
    desk: State<'_, DeskApp>,
    path: String,
    width_px: u32,
) -> Result<Bytes, IpcError> {
    let path = desk
        .desk()
        .await?
        .grants()
        .check_read(std::path::Path::new(&path))?;
    let pdf = desk.pdf().await?;
    let doc = pdf.open_path(&path).await?;
    let page = pdf
        .render(
            doc.id,
            0,
            width_px.clamp(16, MAX_THUMBNAIL_PX),
            ImageFormat::Png,
        )
        .await;
    let _ = pdf.close(doc.id).await;
    Ok(Bytes::new(page?.data.as_ref().clone()))
}

/// Uploads the saved draft; progress goes to `on_progress` (bytes sent of total).
#[tauri::command]
pub async fn envelope_upload(
    desk: State<'_, DeskApp>,
    id: String,
    on_progress: Channel<UploadProgress>,
) -> Result<Draft, IpcError> {
    let desk = desk.desk().await?;
    Ok(envelopes::upload(&desk, &id, move |p| {
        let _ = on_progress.send(p);
    })
    .await?)
}

#[tauri::command]
pub async fn envelope_cancel_upload(
    desk: State<'_, DeskApp>,
    id: String,
) -> Result<bool, IpcError> {
    Ok(envelopes::cancel_upload(&*desk.desk().await?, &id))
}

#[tauri::command]
pub async fn envelope_sign_and_send(
    desk: State<'_, DeskApp>,
    id: String,
) -> Result<SentEnvelopeView, IpcError> {
    Ok(envelopes::sign_and_send(&*desk.desk().await?, &id).await?)
}

#[tauri::command]
pub async fn envelope_sent(desk: State<'_, DeskApp>) -> Result<Vec<SentEnvelopeView>, IpcError> {
    Ok(envelopes::sent(&*desk.desk().await?)?)
}
