//! The Rules screen: the signed-in company's notification rules.

use tauri::{AppHandle, Runtime, State};
use tdx_client::models::rule::Rule;
use tdx_desk::rules::{self, RuleInput, RuleSaveOutcome};

use crate::desk_state::DeskState;
use crate::error::IpcError;

#[tauri::command]
pub async fn list_rules<R: Runtime>(
    app: AppHandle<R>,
    desk: State<'_, DeskState>,
) -> Result<Vec<Rule>, IpcError> {
    Ok(rules::list_rules(&*desk.desk(&app).await?).await?)
}

/// Creates (`rule_id` null) or replaces a rule; field errors come back in the outcome.
#[tauri::command]
pub async fn save_rule<R: Runtime>(
    app: AppHandle<R>,
    desk: State<'_, DeskState>,
    rule_id: Option<String>,
    input: RuleInput,
) -> Result<RuleSaveOutcome, IpcError> {
    let desk = desk.desk(&app).await?;
    Ok(rules::save_rule(&desk, rule_id.as_deref(), &input).await?)
}

#[tauri::command]
pub async fn set_rule_enabled<R: Runtime>(
    app: AppHandle<R>,
    desk: State<'_, DeskState>,
    rule_id: String,
    enabled: bool,
) -> Result<Rule, IpcError> {
    let desk = desk.desk(&app).await?;
    Ok(rules::set_rule_enabled(&desk, &rule_id, enabled).await?)
}

#[tauri::command]
pub async fn delete_rule<R: Runtime>(
    app: AppHandle<R>,
    desk: State<'_, DeskState>,
    rule_id: String,
) -> Result<(), IpcError> {
    Ok(rules::delete_rule(&*desk.desk(&app).await?, &rule_id).await?)
}
