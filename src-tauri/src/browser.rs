//! The system browser, through the opener plugin: where login and registration pages open.

use tauri::{AppHandle, Runtime};
use tauri_plugin_opener::OpenerExt;
use tdx_client::auth::BrowserOpener;

/// Opens pages in the system browser (xdg-open on Linux). Built once in the app's setup and
/// handed to `tdx_desk::DeskApp`.
pub struct SystemBrowser<R: Runtime>(pub AppHandle<R>);

impl<R: Runtime> BrowserOpener for SystemBrowser<R> {
    fn open(&self, url: &str) -> Result<(), String> {
        self.0
            .opener()
            .open_url(url, None::<&str>)
            .map_err(|e| e.to_string())
    }
}
