//! Sign in and out of the active profile.

use tauri::{AppHandle, Manager, Runtime, State};
use tdx_desk::session;
use tdx_desk::view::SessionInfo;

use crate::error::IpcError;
use tdx_desk::DeskApp;

#[tauri::command]
pub async fn session_info(app: State<'_, DeskApp>) -> Result<SessionInfo, IpcError> {
    Ok(session::session_info(&*app.context().await?).await?)
}

/// Waits for the browser login; brings the window to the front when it is done.
#[tauri::command]
pub async fn sign_in<R: Runtime>(
    handle: AppHandle<R>,
    app: State<'_, DeskApp>,
) -> Result<SessionInfo, IpcError> {
    let info = session::sign_in(&*app.context().await?).await?;
    app.rewatch();
    if let Some(window) = handle.get_webview_window("main") {
        let _ = window.unminimize();
        let _ = window.set_focus();
    }
    Ok(info)
}

#[tauri::command]
pub async fn cancel_sign_in(app: State<'_, DeskApp>) -> Result<(), IpcError> {
    session::cancel_sign_in(&*app.context().await?);
    Ok(())
}

#[tauri::command]
pub async fn reopen_sign_in_browser(app: State<'_, DeskApp>) -> Result<(), IpcError> {
    Ok(session::reopen_sign_in_browser(&*app.context().await?)?)
}

#[tauri::command]
pub async fn sign_out(app: State<'_, DeskApp>) -> Result<SessionInfo, IpcError> {
    let info = session::sign_out(&*app.context().await?).await?;
    app.rewatch();
    Ok(info)
}
