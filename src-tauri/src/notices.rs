//! Desktop notifications (freedesktop, through notify-rust): one for what a poll's watch rules
//! raised, naming the eBL and the reason (or several in one), and one for the active profile's
//! changes no raised item already told of. Each has a default action: a click on it shows the
//! window and opens the eBL it names (`open-ebl`).

use std::collections::VecDeque;
use std::sync::Mutex;

use notify_rust::{Notification, NotificationResponse};
use tauri::async_runtime::JoinHandle;
use tauri::{AppHandle, Emitter, Manager, Runtime};
use tdx_desk::attention::AttentionItem;
use tdx_desk::view::EblChanges;
use tdx_desk::watch::{self, OpenEbl};

/// The most notifications whose click is still awaited; the oldest is let go beyond (each
/// wait holds a connection to the session bus until the notification is closed).
const MAX_AWAITED: usize = 16;

/// The notifications whose click is awaited.
#[derive(Default)]
pub struct Notices(Mutex<VecDeque<JoinHandle<()>>>);

/// Raises the notifications for one poll: `raised` (any profile's) and, for the active
/// profile, `changes` that no raised item tells of.
pub fn tell<R: Runtime>(
    app: &AppHandle<R>,
    changes: Option<&EblChanges>,
    raised: &[AttentionItem],
) {
    if let Some(notice) = watch::notice(raised) {
        show(app, notice.body, notice.open);
    }
    if let Some(changes) = changes
        && let Some(body) = tdx_desk::notification::text(&watch::untold_changes(changes, raised))
    {
        show(app, body, None);
    }
}

/// Shows a notification whose click shows the window and opens `open`.
fn show<R: Runtime>(app: &AppHandle<R>, body: String, open: Option<OpenEbl>) {
    let handle = app.clone();
    let task = tauri::async_runtime::spawn(async move {
        let mut notification = Notification::new();
        notification
            .appname("eBL Desk")
            .summary("eBL Desk")
            .body(&body)
            .icon("ebl-desk")
            .action("default", &tdx_desk::notification::open_action_words());
        match notification.show_async().await {
            Ok(shown) => {
                shown
                    .wait_for_action_async(|response| {
                        let clicked = match response {
                            NotificationResponse::Default => true,
                            NotificationResponse::Action(action) => action == "default",
                            _ => false,
                        };
                        if clicked {
                            opened(&handle, open);
                        }
                    })
                    .await;
            }
            Err(err) => tracing::warn!(%err, "the desktop notification could not be shown"),
        }
    });
    let notices = app.state::<Notices>();
    let Ok(mut awaited) = notices.0.lock() else {
        return;
    };
    awaited.retain(|task| !task.inner().is_finished());
    awaited.push_back(task);
    while awaited.len() > MAX_AWAITED {
        if let Some(oldest) = awaited.pop_front() {
            oldest.abort();
        }
    }
}

/// A click on a notification: the window comes to the front and opens the eBL.
fn opened<R: Runtime>(app: &AppHandle<R>, open: Option<OpenEbl>) {
    tracing::info!(ebl = open.is_some(), "a notification was clicked");
    crate::tray::show_window(app);
    if let Some(open) = open {
        let _ = app.emit("open-ebl", &open);
    }
}
