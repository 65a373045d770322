//! Sign in and out of the active profile.

use tauri::{AppHandle, Manager, Runtime, State};
use tdx_desk::view::SessionInfo;

use crate::error::IpcError;
use tdx_desk::DeskApp;

#[tauri::command]
pub async fn session_info(desk: State<'_, DeskApp>) -> Result<SessionInfo, IpcError> {
    Ok(desk.desk().await?.session_info().await?)
}

/// Waits for the browser login; brings the window to the front when it is done.
#[tauri::command]
pub async fn sign_in<R: Runtime>(
    app: AppHandle<R>,
    desk: State<'_, DeskApp>,
) -> Result<SessionInfo, IpcError> {
    let info = desk.desk().await?.sign_in().await?;
    if let Some(window) = app.get_webview_window("main") {
        let _ = window.unminimize();
        let _ = window.set_focus();
    }
    Ok(info)
}

#[tauri::command]
pub async fn cancel_sign_in(desk: State<'_, DeskApp>) -> Result<(), IpcError> {
    desk.desk().await?.cancel_sign_in();
    Ok(())
}

#[tauri::command]
pub async fn reopen_sign_in_browser(desk: State<'_, DeskApp>) -> Result<(), IpcError> {
    Ok(desk.desk().await?.reopen_sign_in_browser()?)
}

#[tauri::command]
pub async fn sign_out(desk: State<'_, DeskApp>) -> Result<SessionInfo, IpcError> {
    Ok(desk.desk().await?.sign_out().await?)
}
