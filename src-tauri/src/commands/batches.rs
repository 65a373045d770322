//! Bulk actions on the selected eBLs: what the selection allows, one review for all, "Sign and
//! submit all" with its progress, Cancel, Retry, and the batches an earlier run left.

use tauri::{AppHandle, Runtime, State};
use tdx_desk::batch::{BatchView, SelectionAction};
use tdx_desk::view::ActionKind;

use crate::desk_state::DeskState;
use crate::error::IpcError;

#[tauri::command]
pub async fn selection_actions<R: Runtime>(
    app: AppHandle<R>,
    desk: State<'_, DeskState>,
    ebl_ids: Vec<String>,
) -> Result<Vec<SelectionAction>, IpcError> {
    Ok(desk.desk(&app).await?.selection_actions(&ebl_ids).await?)
}

#[tauri::command]
pub async fn prepare_batch<R: Runtime>(
    app: AppHandle<R>,
    desk: State<'_, DeskState>,
    ebl_ids: Vec<String>,
    kind: ActionKind,
    recipient_inbox: Option<String>,
) -> Result<BatchView, IpcError> {
    let desk = desk.desk(&app).await?;
    Ok(desk
        .prepare_batch(&ebl_ids, kind, recipient_inbox.as_deref())
        .await?)
}

/// Returns when every eBL of the batch has an outcome; `batch_status` shows the progress.
#[tauri::command]
pub async fn run_batch<R: Runtime>(
    app: AppHandle<R>,
    desk: State<'_, DeskState>,
    batch_id: String,
) -> Result<BatchView, IpcError> {
    Ok(desk.desk(&app).await?.run_batch(&batch_id).await?)
}

#[tauri::command]
pub async fn batch_status<R: Runtime>(
    app: AppHandle<R>,
    desk: State<'_, DeskState>,
    batch_id: String,
) -> Result<BatchView, IpcError> {
    Ok(desk.desk(&app).await?.batch_view(&batch_id).await?)
}

#[tauri::command]
pub async fn cancel_batch<R: Runtime>(
    app: AppHandle<R>,
    desk: State<'_, DeskState>,
    batch_id: String,
) -> Result<(), IpcError> {
    desk.desk(&app).await?.cancel_batch(&batch_id);
    Ok(())
}

#[tauri::command]
pub async fn retry_batch<R: Runtime>(
    app: AppHandle<R>,
    desk: State<'_, DeskState>,
    batch_id: String,
) -> Result<BatchView, IpcError> {
    Ok(desk.desk(&app).await?.retry_batch(&batch_id).await?)
}

#[tauri::command]
pub async fn open_batches<R: Runtime>(
    app: AppHandle<R>,
    desk: State<'_, DeskState>,
) -> Result<Vec<BatchView>, IpcError> {
    Ok(desk.desk(&app).await?.open_batches().await?)
}

#[tauri::command]
pub async fn close_batch<R: Runtime>(
    app: AppHandle<R>,
    desk: State<'_, DeskState>,
    batch_id: String,
) -> Result<(), IpcError> {
    Ok(desk.desk(&app).await?.close_batch(&batch_id).await?)
}
