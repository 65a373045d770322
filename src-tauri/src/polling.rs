//! Background polling of the eBL list: when an eBL arrives, changes state or holder, or
//! leaves, the window is told (`ebl-changes`) and a desktop notification is raised. After
//! each poll the window is told how polling paces itself (`poll-status`): a poll of a large
//! list that took long slows the next one ([`tdx_desk::app::next_poll`]), and the status bar
//! says so.

use std::time::Instant;

use tauri::{AppHandle, Emitter, Manager, Runtime};
use tauri_plugin_notification::NotificationExt;

use tdx_desk::DeskApp;
use tdx_desk::ebls;

/// Polls every [`DeskApp::poll_interval`] (30 s unless `EBL_DESK_POLL_SECONDS` says otherwise),
/// or ten times the last poll's duration when that is longer; the wait starts when a poll ends,
/// so polls never bunch up.
pub fn start<R: Runtime>(app: AppHandle<R>) {
    tauri::async_runtime::spawn(async move {
        let configured = app.state::<DeskApp>().poll_interval();
        let mut wait = configured;
        loop {
            tokio::time::sleep(wait).await;
            let Some(cx) = app.state::<DeskApp>().started_context().await else {
                wait = configured;
                continue;
            };
            let started = Instant::now();
            let changes = ebls::poll_changes(&cx).await;
            let (next, status) = tdx_desk::app::next_poll(configured, started.elapsed());
            wait = next;
            // Counted by the leak check of `make bench` (EBL_DESK_LOG=…,ebl_desk_lib::polling=debug).
            tracing::debug!(
                ok = changes.is_ok(),
                took_ms = status.last_duration_ms,
                next_s = status.interval_seconds,
                "eBL list polled"
            );
            let _ = app.emit("poll-status", &status);
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
