//! Background polling of the eBL list: when an eBL arrives, changes state or holder, or
//! leaves, the window is told (`ebl-changes`) and a desktop notification is raised.

use tauri::{AppHandle, Emitter, Manager, Runtime};
use tauri_plugin_notification::NotificationExt;
use tdx_desk::view::EblChanges;

use tdx_desk::DeskApp;

/// Polls every [`DeskApp::poll_interval`] (30 s unless `EBL_DESK_POLL_SECONDS` says otherwise); a
/// poll that takes longer delays the next one instead of bunching them up.
pub fn start<R: Runtime>(app: AppHandle<R>) {
    tauri::async_runtime::spawn(async move {
        let mut tick = tokio::time::interval(app.state::<DeskApp>().poll_interval());
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        tick.tick().await;
        loop {
            tick.tick().await;
            let Some(desk) = app.state::<DeskApp>().started_desk().await else {
                continue;
            };
            let changes = desk.poll_changes().await;
            // Counted by the leak check of `make bench` (EBL_DESK_LOG=…,ebl_desk_lib::polling=debug).
            tracing::debug!(ok = changes.is_ok(), "eBL list polled");
            let Ok(changes) = changes else {
                continue;
            };
            if changes.arrived.is_empty() && changes.changed.is_empty() && changes.left.is_empty() {
                continue;
            }
            let _ = app.emit("ebl-changes", &changes);
            if let Some(body) = notification_text(&changes) {
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

/// One line for the desktop notification.
pub fn notification_text(changes: &EblChanges) -> Option<String> {
    let mut parts = Vec::new();
    if !changes.arrived.is_empty() {
        parts.push(format!("arrived: {}", changes.arrived.join(", ")));
    }
    if !changes.changed.is_empty() {
        parts.push(format!("changed: {}", changes.changed.join(", ")));
    }
    if !changes.left.is_empty() {
        parts.push(format!("left your company: {}", changes.left.join(", ")));
    }
    (!parts.is_empty()).then(|| format!("eBLs {}", parts.join("; ")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn says_what_arrived_and_changed_and_nothing_when_quiet() {
        let quiet = EblChanges {
            arrived: vec![],
            changed: vec![],
            left: vec![],
        };
        assert_eq!(notification_text(&quiet), None);
        let some = EblChanges {
            arrived: vec!["GCL-1".into()],
            changed: vec!["GCL-2".into(), "GCL-3".into()],
            left: vec![],
        };
        assert_eq!(
            notification_text(&some).as_deref(),
            Some("eBLs arrived: GCL-1; changed: GCL-2, GCL-3")
        );
    }
}
