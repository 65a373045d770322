//! Bulk actions on the selected eBLs: what the selection allows, one review for all, "Sign and
//! submit all" with its progress, Cancel, Retry, and the batches an earlier run left.

use tauri::State;
use tdx_desk::batch::{BatchView, SelectionAction};
use tdx_desk::view::ActionKind;

use crate::error::IpcError;
use tdx_desk::DeskApp;

#[tauri::command]
pub async fn selection_actions(
    desk: State<'_, DeskApp>,
    ebl_ids: Vec<String>,
) -> Result<Vec<SelectionAction>, IpcError> {
    Ok(desk.desk().await?.selection_actions(&ebl_ids).await?)
}

#[tauri::command]
pub async fn prepare_batch(
    desk: State<'_, DeskApp>,
    ebl_ids: Vec<String>,
    kind: ActionKind,
    recipient_inbox: Option<String>,
) -> Result<BatchView, IpcError> {
    let desk = desk.desk().await?;
    Ok(desk
        .prepare_batch(&ebl_ids, kind, recipient_inbox.as_deref())
        .await?)
}

/// Returns when every eBL of the batch has an outcome; `batch_status` shows the progress.
#[tauri::command]
pub async fn run_batch(desk: State<'_, DeskApp>, batch_id: String) -> Result<BatchView, IpcError> {
    Ok(desk.desk().await?.run_batch(&batch_id).await?)
}

#[tauri::command]
pub async fn batch_status(
    desk: State<'_, DeskApp>,
    batch_id: String,
) -> Result<BatchView, IpcError> {
    Ok(desk.desk().await?.batch_view(&batch_id).await?)
}

#[tauri::command]
pub async fn cancel_batch(desk: State<'_, DeskApp>, batch_id: String) -> Result<(), IpcError> {
    desk.desk().await?.cancel_batch(&batch_id);
    Ok(())
}

#[tauri::command]
pub async fn retry_batch(
    desk: State<'_, DeskApp>,
    batch_id: String,
) -> Result<BatchView, IpcError> {
    Ok(desk.desk().await?.retry_batch(&batch_id).await?)
}

#[tauri::command]
pub async fn open_batches(desk: State<'_, DeskApp>) -> Result<Vec<BatchView>, IpcError> {
    Ok(desk.desk().await?.open_batches().await?)
}

#[tauri::command]
pub async fn close_batch(desk: State<'_, DeskApp>, batch_id: String) -> Result<(), IpcError> {
    Ok(desk.desk().await?.close_batch(&batch_id).await?)
}
