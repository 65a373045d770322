//! The Envelopes screen: drafts, files added by a drop or the file dialog, validation, the
//! upload with progress over a channel, and sign and send.

use tauri::ipc::{Channel, Response};
use tauri::{AppHandle, Runtime, State};
use tdx_client::models::UploadProgress;
use tdx_desk::envelopes::{
    self, AddedFiles, Draft, DraftIssue, EnvelopeSettings, SentEnvelopeView,
};
use tdx_pdf::ImageFormat;

use crate::desk_state::DeskState;
use crate::error::IpcError;

/// Thumbnails wider than this are not rendered.
const MAX_THUMBNAIL_PX: u32 = 1024;

#[tauri::command]
pub async fn envelope_drafts<R: Runtime>(
    app: AppHandle<R>,
    desk: State<'_, DeskState>,
) -> Result<Vec<Draft>, IpcError> {
    Ok(envelopes::drafts(&*desk.desk(&app).await?)?)
}

#[tauri::command]
pub fn envelope_new_draft() -> Draft {
    envelopes::new_draft()
}

#[tauri::command]
pub async fn envelope_save_draft<R: Runtime>(
    app: AppHandle<R>,
    desk: State<'_, DeskState>,
    draft: Draft,
) -> Result<Draft, IpcError> {
    Ok(envelopes::save_draft(&*desk.desk(&app).await?, &draft)?)
}

#[tauri::command]
pub async fn envelope_delete_draft<R: Runtime>(
    app: AppHandle<R>,
    desk: State<'_, DeskState>,
    id: String,
) -> Result<bool, IpcError> {
    Ok(envelopes::delete_draft(&*desk.desk(&app).await?, &id)?)
}

/// The handler of a drop and of *Add files*: folders expanded one level, duplicates ignored;
/// only paths the user chose or dropped in this session.
#[tauri::command]
pub async fn envelope_add_paths<R: Runtime>(
    app: AppHandle<R>,
    desk: State<'_, DeskState>,
    paths: Vec<String>,
    existing: Vec<String>,
) -> Result<AddedFiles, IpcError> {
    let desk = desk.desk(&app).await?;
    tauri::async_runtime::spawn_blocking(move || envelopes::add_paths(&desk, &paths, &existing))
        .await
        .map_err(|e| IpcError::new("io", e.to_string()))?
        .map_err(IpcError::from)
}

#[tauri::command]
pub async fn envelope_validate<R: Runtime>(
    app: AppHandle<R>,
    desk: State<'_, DeskState>,
    draft: Draft,
) -> Result<Vec<DraftIssue>, IpcError> {
    Ok(envelopes::check(&*desk.desk(&app).await?, &draft)?)
}

#[tauri::command]
pub async fn envelope_document_types<R: Runtime>(
    app: AppHandle<R>,
    desk: State<'_, DeskState>,
) -> Result<Vec<String>, IpcError> {
    Ok(envelopes::document_types(&*desk.desk(&app).await?)?)
}

#[tauri::command]
pub async fn envelope_settings<R: Runtime>(
    app: AppHandle<R>,
    desk: State<'_, DeskState>,
) -> Result<EnvelopeSettings, IpcError> {
    Ok(envelopes::settings(&*desk.desk(&app).await?)?)
}

#[tauri::command]
pub async fn set_envelope_settings<R: Runtime>(
    app: AppHandle<R>,
    desk: State<'_, DeskState>,
    settings: EnvelopeSettings,
) -> Result<EnvelopeSettings, IpcError> {
    Ok(envelopes::set_settings(
        &*desk.desk(&app).await?,
        &settings,
    )?)
}

/// Page 1 of a PDF on disk (a document the user chose or dropped) as a PNG, sent as raw bytes.
#[tauri::command]
pub async fn envelope_thumbnail<R: Runtime>(
    app: AppHandle<R>,
    desk: State<'_, DeskState>,
    path: String,
    width_px: u32,
) -> Result<Response, IpcError> {
    let path = desk
        .desk(&app)
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
    Ok(Response::new(page?.data.as_ref().clone()))
}

/// Uploads the saved draft; progress goes to `on_progress` (bytes sent of total).
#[tauri::command]
pub async fn envelope_upload<R: Runtime>(
    app: AppHandle<R>,
    desk: State<'_, DeskState>,
    id: String,
    on_progress: Channel<UploadProgress>,
) -> Result<Draft, IpcError> {
    let desk = desk.desk(&app).await?;
    Ok(envelopes::upload(&desk, &id, move |p| {
        let _ = on_progress.send(p);
    })
    .await?)
}

#[tauri::command]
pub async fn envelope_cancel_upload<R: Runtime>(
    app: AppHandle<R>,
    desk: State<'_, DeskState>,
    id: String,
) -> Result<bool, IpcError> {
    Ok(envelopes::cancel_upload(&*desk.desk(&app).await?, &id))
}

#[tauri::command]
pub async fn envelope_sign_and_send<R: Runtime>(
    app: AppHandle<R>,
    desk: State<'_, DeskState>,
    id: String,
) -> Result<SentEnvelopeView, IpcError> {
    Ok(envelopes::sign_and_send(&*desk.desk(&app).await?, &id).await?)
}

#[tauri::command]
pub async fn envelope_sent<R: Runtime>(
    app: AppHandle<R>,
    desk: State<'_, DeskState>,
) -> Result<Vec<SentEnvelopeView>, IpcError> {
    Ok(envelopes::sent(&*desk.desk(&app).await?)?)
}
