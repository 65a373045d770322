//! The eBL list, detail and actions.

use tauri::State;
use tdx_desk::view::{
    ActionDone, ActionKind, ActionReview, EblDetail, EblList, EblListHead, Recipient,
};
use tdx_desk::{ebls, review, submit};

use crate::error::IpcError;
use crate::ipc::Json;
use tdx_desk::DeskApp;

/// Answers a [`tdx_desk::view::EblList`]: its JSON as the desk wrote it (a warm launch's rows are sent as kept,
/// not parsed and written again).
#[tauri::command]
pub async fn list_ebls(app: State<'_, DeskApp>, refresh: bool) -> Result<Json<EblList>, IpcError> {
    let json = ebls::list_ebls_json(&*app.context().await?, refresh).await?;
    Ok(Json::new(json))
}

/// The list's first `count` rows, in the order the list shows them first, and how many there
/// are: a start paints them before asking for the whole list ([`list_ebls`]).
#[tauri::command]
pub async fn list_ebls_head(app: State<'_, DeskApp>, count: u32) -> Result<EblListHead, IpcError> {
    let count = usize::try_from(count).unwrap_or(usize::MAX);
    Ok(ebls::list_ebls_head(&*app.context().await?, count).await?)
}

#[tauri::command]
pub async fn get_ebl(app: State<'_, DeskApp>, id: String) -> Result<EblDetail, IpcError> {
    Ok(ebls::get_ebl(&*app.context().await?, &id).await?)
}

/// The user accepts the title id and surrenderee the service names now for an eBL, after a
/// review was refused because they changed since the eBL was first seen.
#[tauri::command]
pub async fn accept_ebl_parties(
    app: State<'_, DeskApp>,
    id: String,
) -> Result<EblDetail, IpcError> {
    Ok(ebls::accept_ebl_parties(&*app.context().await?, &id).await?)
}

#[tauri::command]
pub async fn list_recipients(app: State<'_, DeskApp>) -> Result<Vec<Recipient>, IpcError> {
    Ok(ebls::recipients(&*app.context().await?).await)
}

#[tauri::command]
pub async fn prepare_action(
    app: State<'_, DeskApp>,
    ebl_id: String,
    kind: ActionKind,
    recipient_inbox: Option<String>,
) -> Result<ActionReview, IpcError> {
    let cx = app.context().await?;
    Ok(review::prepare_action(&cx, &ebl_id, kind, recipient_inbox.as_deref()).await?)
}

#[tauri::command]
pub async fn confirm_action(
    app: State<'_, DeskApp>,
    review_id: String,
    recipient_name: Option<String>,
) -> Result<ActionDone, IpcError> {
    let cx = app.context().await?;
    Ok(submit::confirm_action(&cx, &review_id, recipient_name.as_deref()).await?)
}

#[tauri::command]
pub async fn cancel_action(app: State<'_, DeskApp>, review_id: String) -> Result<(), IpcError> {
    review::cancel_action(&*app.context().await?, &review_id).await;
    Ok(())
}
