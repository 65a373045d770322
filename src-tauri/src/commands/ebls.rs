//! The eBL list, detail and actions.

use tauri::State;
use tdx_desk::view::{ActionDone, ActionKind, ActionReview, EblDetail, EblList, Recipient};

use crate::error::IpcError;
use crate::ipc::Json;
use tdx_desk::DeskApp;

/// Answers a [`tdx_desk::view::EblList`]: its JSON as the desk wrote it (a warm launch's rows are sent as kept,
/// not parsed and written again).
#[tauri::command]
pub async fn list_ebls(desk: State<'_, DeskApp>, refresh: bool) -> Result<Json<EblList>, IpcError> {
    let json = desk.desk().await?.list_ebls_json(refresh).await?;
    Ok(Json::new(json))
}

#[tauri::command]
pub async fn get_ebl(desk: State<'_, DeskApp>, id: String) -> Result<EblDetail, IpcError> {
    Ok(desk.desk().await?.get_ebl(&id).await?)
}

/// The user accepts the title id and surrenderee the service names now for an eBL, after a
/// review was refused because they changed since the eBL was first seen.
#[tauri::command]
pub async fn accept_ebl_parties(
    desk: State<'_, DeskApp>,
    id: String,
) -> Result<EblDetail, IpcError> {
    Ok(desk.desk().await?.accept_ebl_parties(&id).await?)
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
