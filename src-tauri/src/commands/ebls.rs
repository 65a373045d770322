//! The eBL list, detail and actions.

use tauri::State;
use tdx_desk::view::{ActionDone, ActionKind, ActionReview, EblDetail, EblList, Recipient};

use crate::error::IpcError;
use tdx_desk::DeskApp;

#[tauri::command]
pub async fn list_ebls(desk: State<'_, DeskApp>, refresh: bool) -> Result<EblList, IpcError> {
    Ok(desk.desk().await?.list_ebls(refresh).await?)
}

#[tauri::command]
pub async fn get_ebl(desk: State<'_, DeskApp>, id: String) -> Result<EblDetail, IpcError> {
    Ok(desk.desk().await?.get_ebl(&id).await?)
}

#[tauri::command]
pub async fn list_recipients(desk: State<'_, DeskApp>) -> Result<Vec<Recipient>, IpcError> {
    Ok(desk.desk().await?.recipients().await)
}

#[tauri::command]
pub async fn prepare_action(
    desk: State<'_, DeskApp>,
    ebl_id: String,
    kind: ActionKind,
    recipient_inbox: Option<String>,
) -> Result<ActionReview, IpcError> {
    let desk = desk.desk().await?;
    Ok(desk
        .prepare_action(&ebl_id, kind, recipient_inbox.as_deref())
        .await?)
}

#[tauri::command]
pub async fn confirm_action(
    desk: State<'_, DeskApp>,
    review_id: String,
) -> Result<ActionDone, IpcError> {
    Ok(desk.desk().await?.confirm_action(&review_id).await?)
}

#[tauri::command]
pub async fn cancel_action(desk: State<'_, DeskApp>, review_id: String) -> Result<(), IpcError> {
    desk.desk().await?.cancel_action(&review_id).await;
    Ok(())
}
