//! The Rules screen: the signed-in company's notification rules.

use tauri::State;
use tdx_desk::rules::{self, RuleInput, RuleSaveOutcome, RuleView};

use crate::error::IpcError;
use tdx_desk::DeskApp;

#[tauri::command]
pub async fn list_rules(app: State<'_, DeskApp>) -> Result<Vec<RuleView>, IpcError> {
    Ok(rules::list_rules(&*app.context().await?).await?)
}

/// Creates (`rule_id` null) or replaces a rule; field errors come back in the outcome.
#[tauri::command]
pub async fn save_rule(
    app: State<'_, DeskApp>,
    rule_id: Option<String>,
    input: RuleInput,
) -> Result<RuleSaveOutcome, IpcError> {
    let cx = app.context().await?;
    Ok(rules::save_rule(&cx, rule_id.as_deref(), &input).await?)
}

#[tauri::command]
pub async fn set_rule_enabled(
    app: State<'_, DeskApp>,
    rule_id: String,
    enabled: bool,
) -> Result<RuleView, IpcError> {
    let cx = app.context().await?;
    Ok(rules::set_rule_enabled(&cx, &rule_id, enabled).await?)
}

#[tauri::command]
pub async fn delete_rule(app: State<'_, DeskApp>, rule_id: String) -> Result<(), IpcError> {
    Ok(rules::delete_rule(&*app.context().await?, &rule_id).await?)
}
