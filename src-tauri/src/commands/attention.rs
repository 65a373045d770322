//! What needs attention on the active profile: its items (snooze, done), its watch rules, and
//! the arrival deadlines of its eBLs.

use tauri::State;
use tdx_desk::DeskApp;
use tdx_desk::attention::{
    self, AttentionList, DeadlineFor, DeadlineInput, EblDeadlines, WatchRules,
};

use crate::error::IpcError;

#[tauri::command]
pub async fn attention_list(app: State<'_, DeskApp>) -> Result<AttentionList, IpcError> {
    Ok(attention::list(&*app.context().await?)?)
}

/// Snoozes an item until `until` (ms since the epoch).
#[tauri::command]
pub async fn attention_snooze(
    app: State<'_, DeskApp>,
    key: String,
    until: i64,
) -> Result<AttentionList, IpcError> {
    Ok(attention::snooze(&*app.context().await?, &key, until)?)
}

#[tauri::command]
pub async fn attention_done(
    app: State<'_, DeskApp>,
    key: String,
) -> Result<AttentionList, IpcError> {
    Ok(attention::done(&*app.context().await?, &key)?)
}

#[tauri::command]
pub async fn watch_rules_get(app: State<'_, DeskApp>) -> Result<WatchRules, IpcError> {
    Ok(attention::watch_rules(&*app.context().await?)?)
}

#[tauri::command]
pub async fn watch_rules_set(
    app: State<'_, DeskApp>,
    rules: WatchRules,
) -> Result<WatchRules, IpcError> {
    Ok(attention::set_watch_rules(&*app.context().await?, &rules)?)
}

#[tauri::command]
pub async fn ebl_deadlines(
    app: State<'_, DeskApp>,
    ebl_id: String,
) -> Result<EblDeadlines, IpcError> {
    Ok(attention::deadlines(&*app.context().await?, &ebl_id)?)
}

#[tauri::command]
pub async fn deadline_set(
    app: State<'_, DeskApp>,
    ebl_id: String,
    input: DeadlineInput,
) -> Result<EblDeadlines, IpcError> {
    Ok(attention::set_deadline(
        &*app.context().await?,
        &ebl_id,
        &input,
    )?)
}

#[tauri::command]
pub async fn deadline_clear(
    app: State<'_, DeskApp>,
    ebl_id: String,
    applies_to: DeadlineFor,
) -> Result<EblDeadlines, IpcError> {
    Ok(attention::clear_deadline(
        &*app.context().await?,
        &ebl_id,
        applies_to,
    )?)
}
