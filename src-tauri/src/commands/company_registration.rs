//! Registering a new company as an integrator (the browser flow of `tdx_desk::company_registration`).

use tauri::State;
use tdx_desk::DeskApp;
use tdx_desk::company_registration::{RegistrationInput, RegistrationResult};

use crate::error::IpcError;

#[tauri::command]
pub async fn register_company(
    app: State<'_, DeskApp>,
    input: RegistrationInput,
) -> Result<RegistrationResult, IpcError> {
    Ok(app.register_company(input).await?)
}

#[tauri::command]
pub fn cancel_registration(app: State<'_, DeskApp>) {
    app.cancel_registration();
}
