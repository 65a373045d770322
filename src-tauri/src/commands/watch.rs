//! What needs attention across every watched profile (the tray's count, the window's).

use tauri::State;
use tdx_desk::DeskApp;
use tdx_desk::watch::AttentionSummary;

use crate::error::IpcError;

/// The count of open attention items, per watched profile and in all.
#[tauri::command]
pub async fn attention_summary(app: State<'_, DeskApp>) -> Result<AttentionSummary, IpcError> {
    Ok(app.attention_summary().await)
}
