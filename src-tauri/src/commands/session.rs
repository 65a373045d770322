//! Sign in and out of the active profile.

use tauri::{AppHandle, Manager, Runtime, State};
use tdx_desk::view::SessionInfo;

use crate::desk_state::DeskState;
use crate::error::IpcError;

#[tauri::command]
pub async fn session_info<R: Runtime>(
    app: AppHandle<R>,
    desk: State<'_, DeskState>,
) -> Result<SessionInfo, IpcError> {
    Ok(desk.desk(&app).await?.session_info().await?)
}

/// Waits for the browser login; brings the window to the front when it is done.
#[tauri::command]
pub async fn sign_in<R: Runtime>(
    app: AppHandle<R>,
    desk: State<'_, DeskState>,
) -> Result<SessionInfo, IpcError> {
    let info = desk.desk(&app).await?.sign_in().await?;
    if let Some(window) = app.get_webview_window("main") {
        let _ = window.unminimize();
        let _ = window.set_focus();
    }
    Ok(info)
}

#[tauri::command]
pub async fn cancel_sign_in<R: Runtime>(
    app: AppHandle<R>,
    desk: State<'_, DeskState>,
) -> Result<(), IpcError> {
    desk.desk(&app).await?.cancel_sign_in();
    Ok(())
}

#[tauri::command]
pub async fn reopen_sign_in_browser<R: Runtime>(
    app: AppHandle<R>,
    desk: State<'_, DeskState>,
) -> Result<(), IpcError> {
    Ok(desk.desk(&app).await?.reopen_sign_in_browser()?)
}

#[tauri::command]
pub async fn sign_out<R: Runtime>(
    app: AppHandle<R>,
    desk: State<'_, DeskState>,
) -> Result<SessionInfo, IpcError> {
    Ok(desk.desk(&app).await?.sign_out().await?)
}
