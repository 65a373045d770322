//! The eBL list, detail and actions.

use tauri::{AppHandle, Runtime, State};
use tdx_desk::view::{ActionKind, ActionReview, EblDetail, EblList, Recipient};

use crate::desk_state::DeskState;
use crate::error::IpcError;

#[tauri::command]
pub async fn list_ebls<R: Runtime>(
    app: AppHandle<R>,
    desk: State<'_, DeskState>,
    refresh: bool,
) -> Result<EblList, IpcError> {
    Ok(desk.desk(&app).await?.list_ebls(refresh).await?)
}

#[tauri::command]
pub async fn get_ebl<R: Runtime>(
    app: AppHandle<R>,
    desk: State<'_, DeskState>,
    id: String,
) -> Result<EblDetail, IpcError> {
    Ok(desk.desk(&app).await?.get_ebl(&id).await?)
}

#[tauri::command]
pub async fn list_recipients<R: Runtime>(
    app: AppHandle<R>,
    desk: State<'_, DeskState>,
) -> Result<Vec<Recipient>, IpcError> {
    Ok(desk.desk(&app).await?.recipients().await)
}

#[tauri::command]
pub async fn prepare_action<R: Runtime>(
    app: AppHandle<R>,
    desk: State<'_, DeskState>,
    ebl_id: String,
    kind: ActionKind,
    recipient_inbox: Option<String>,
) -> Result<ActionReview, IpcError> {
    let desk = desk.desk(&app).await?;
    Ok(desk
        .prepare_action(&ebl_id, kind, recipient_inbox.as_deref())
        .await?)
}

#[tauri::command]
pub async fn confirm_action<R: Runtime>(
    app: AppHandle<R>,
    desk: State<'_, DeskState>,
    review_id: String,
) -> Result<EblDetail, IpcError> {
    Ok(desk.desk(&app).await?.confirm_action(&review_id).await?)
}

#[tauri::command]
pub async fn cancel_action<R: Runtime>(
    app: AppHandle<R>,
    desk: State<'_, DeskState>,
    review_id: String,
) -> Result<(), IpcError> {
    desk.desk(&app).await?.cancel_action(&review_id).await;
    Ok(())
}
