//! The Rules screen: the signed-in company's notification rules.

use tauri::State;
use tdx_desk::rules::{self, RuleInput, RuleSaveOutcome, RuleView};

use crate::error::IpcError;
use tdx_desk::DeskApp;

#[tauri::command]
pub async fn list_rules(desk: State<'_, DeskApp>) -> Result<Vec<RuleView>, IpcError> {
    Ok(rules::list_rules(&*desk.desk().await?).await?)
}

/// Creates (`rule_id` null) or replaces a rule; field errors come back in the outcome.
#[tauri::command]
pub async fn save_rule(
    desk: State<'_, DeskApp>,
    rule_id: Option<String>,
    input: RuleInput,
) -> Result<RuleSaveOutcome, IpcError> {
    let desk = desk.desk().await?;
    Ok(rules::save_rule(&desk, rule_id.as_deref(), &input).await?)
}

#[tauri::command]
pub async fn set_rule_enabled(
    desk: State<'_, DeskApp>,
    rule_id: String,
    enabled: bool,
) -> Result<RuleView, IpcError> {
    let desk = desk.desk().await?;
    Ok(rules::set_rule_enabled(&desk, &rule_id, enabled).await?)
}

#[tauri::command]
pub async fn delete_rule(desk: State<'_, DeskApp>, rule_id: String) -> Result<(), IpcError> {
    Ok(rules::delete_rule(&*desk.desk().await?, &rule_id).await?)
}
