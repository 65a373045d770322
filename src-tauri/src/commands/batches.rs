//! Bulk actions on the selected eBLs: what the selection allows, one review for all, "Sign and
//! submit all" with its progress, Cancel, Retry, and the batches an earlier run left.

use tauri::State;
use tdx_desk::batch;
use tdx_desk::batch::{BatchAction, BatchView};
use tdx_desk::view::ActionKind;

use crate::error::IpcError;
use tdx_desk::DeskApp;

#[tauri::command]
pub async fn batch_actions(
    app: State<'_, DeskApp>,
    ebl_ids: Vec<String>,
) -> Result<Vec<BatchAction>, IpcError> {
    Ok(batch::batch_actions(&*app.context().await?, &ebl_ids).await?)
}

#[tauri::command]
pub async fn prepare_batch(
    app: State<'_, DeskApp>,
    ebl_ids: Vec<String>,
    kind: ActionKind,
    recipient_inbox: Option<String>,
) -> Result<BatchView, IpcError> {
    let cx = app.context().await?;
    Ok(batch::prepare_batch(&cx, &ebl_ids, kind, recipient_inbox.as_deref()).await?)
}

/// Returns when every eBL of the batch has an outcome; `batch_status` shows the progress.
#[tauri::command]
pub async fn run_batch(
    app: State<'_, DeskApp>,
    batch_id: String,
    recipient_name: Option<String>,
) -> Result<BatchView, IpcError> {
    let cx = app.context().await?;
    Ok(batch::run_batch(&cx, &batch_id, recipient_name.as_deref()).await?)
}

#[tauri::command]
pub async fn batch_status(
    app: State<'_, DeskApp>,
    batch_id: String,
) -> Result<BatchView, IpcError> {
    Ok(batch::batch_view(&*app.context().await?, &batch_id).await?)
}

#[tauri::command]
pub async fn cancel_batch(app: State<'_, DeskApp>, batch_id: String) -> Result<(), IpcError> {
    batch::cancel_batch(&*app.context().await?, &batch_id);
    Ok(())
}

#[tauri::command]
pub async fn retry_batch(app: State<'_, DeskApp>, batch_id: String) -> Result<BatchView, IpcError> {
    Ok(batch::retry_batch(&*app.context().await?, &batch_id).await?)
}

#[tauri::command]
pub async fn open_batches(app: State<'_, DeskApp>) -> Result<Vec<BatchView>, IpcError> {
    Ok(batch::open_batches(&*app.context().await?).await?)
}

#[tauri::command]
pub async fn close_batch(app: State<'_, DeskApp>, batch_id: String) -> Result<(), IpcError> {
    Ok(batch::close_batch(&*app.context().await?, &batch_id).await?)
}
