//! Registering a new company as an integrator (the browser flow of `tdx_desk::registration`).

use std::sync::Mutex;

use tauri::{AppHandle, Runtime, State};
use tauri_plugin_opener::OpenerExt;
use tdx_client::CancellationToken;
use tdx_client::auth::BrowserOpener;
use tdx_desk::registration::{RegistrationInput, RegistrationResult, register};

use crate::desk_state::DeskState;
use crate::error::IpcError;

/// The registration in progress, so that `cancel_registration` can end its wait.
static IN_PROGRESS: Mutex<Option<CancellationToken>> = Mutex::new(None);

/// Opens the registration page in the system browser.
struct SystemBrowser<R: Runtime>(AppHandle<R>);

impl<R: Runtime> BrowserOpener for SystemBrowser<R> {
    fn open(&self, url: &str) -> Result<(), String> {
        self.0
            .opener()
            .open_url(url, None::<&str>)
            .map_err(|e| e.to_string())
    }
}

#[tauri::command]
pub async fn register_company<R: Runtime>(
    app: AppHandle<R>,
    desk: State<'_, DeskState>,
    input: RegistrationInput,
) -> Result<RegistrationResult, IpcError> {
    let desk = desk.desk(&app).await?;
    let cancel = CancellationToken::new();
    if let Ok(mut slot) = IN_PROGRESS.lock()
        && let Some(previous) = slot.replace(cancel.clone())
    {
        previous.cancel();
    }
    let browser = SystemBrowser(app.clone());
    let result = register(&desk, input, &browser, cancel.clone()).await;
    // A cancelled wait was taken out of the slot or replaced by a newer registration.
    if !cancel.is_cancelled()
        && let Ok(mut slot) = IN_PROGRESS.lock()
    {
        *slot = None;
    }
    Ok(result?)
}

#[tauri::command]
pub fn cancel_registration() {
    if let Ok(mut slot) = IN_PROGRESS.lock()
        && let Some(cancel) = slot.take()
    {
        cancel.cancel();
    }
}
