//! Background polling of the eBL list: when an eBL arrives, changes state or holder, or
//! leaves, the window is told (`ebl-changes`) and a desktop notification is raised.

use tauri::{AppHandle, Emitter, Manager, Runtime};
use tauri_plugin_notification::NotificationExt;

use tdx_desk::DeskApp;
use tdx_desk::ebls;

/// Polls every [`DeskApp::poll_interval`] (30 s unless `EBL_DESK_POLL_SECONDS` says otherwise); a
/// poll that takes longer delays the next one instead of bunching them up.
pub fn start<R: Runtime>(app: AppHandle<R>) {
    tauri::async_runtime::spawn(async move {
        let mut tick = tokio::time::interval(app.state::<DeskApp>().poll_interval());
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        tick.tick().await;
        loop {
            tick.tick().await;
            let Some(cx) = app.state::<DeskApp>().started_context().await else {
                continue;
            };
            let changes = ebls::poll_changes(&cx).await;
            // Counted by the leak check of `make bench` (EBL_DESK_LOG=…,ebl_desk_lib::polling=debug).
            tracing::debug!(ok = changes.is_ok(), "eBL list polled");
            let Ok(changes) = changes else {
                continue;
            };
            if changes.arrived.is_empty() && changes.changed.is_empty() && changes.left.is_empty() {
                continue;
            }
            let _ = app.emit("ebl-changes", &changes);
            if let Some(body) = tdx_desk::notification::text(&changes) {
                let _ = app
                    .notification()
                    .builder()
                    .title("eBL Desk")
                    .body(body)
                    .show();
            }
        }
    });
}
