//! Background polling of every watched profile ([`DeskApp::watched`]): the active one and each
//! service profile whose keyring holds a session, each on its own loop. A supervisor starts a
//! loop for a profile that comes to be watched (signed in, switched away from) and ends (and
//! joins) the loop of one that no longer is (signed out, deleted). Each loop evaluates the
//! watch rules when it starts, then polls ([`tdx_desk::watch::poll_profile`]) at its
//! [`Pace`]: the interval, ten times a long poll's duration, or backing off while its service
//! cannot be reached.
//!
//! After each poll: for the active profile, the window hears what changed (`ebl-changes`) and
//! how polling paces itself (`poll-status`); for every profile, what the watch rules raised
//! becomes a desktop notification ([`crate::notices`]), and a changed count of what needs
//! attention is told to the window (`attention-changed`) and to the tray.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::Instant;

use tauri::async_runtime::JoinHandle;
use tauri::{AppHandle, Emitter, Manager, Runtime};
use tdx_client::CancellationToken;
use tdx_desk::DeskApp;
use tdx_desk::watch::{self, AttentionSummary, Pace};

/// The summary last told to the window and the tray.
#[derive(Default)]
pub struct LastSummary(Mutex<Option<AttentionSummary>>);

/// Starts watching: the supervisor of the profiles' poll loops.
pub fn start<R: Runtime>(app: AppHandle<R>) {
    tauri::async_runtime::spawn(supervise(app));
}

/// Keeps one loop per watched profile: checks at every poll interval, and at once when the
/// desk says the profiles to watch may have changed.
async fn supervise<R: Runtime>(app: AppHandle<R>) {
    let desk = app.state::<DeskApp>();
    let mut loops: HashMap<String, ProfileLoop> = HashMap::new();
    loop {
        let watched: Vec<String> = desk
            .watched()
            .await
            .iter()
            .map(|cx| cx.profile().id.clone())
            .collect();
        let ended: Vec<String> = loops
            .keys()
            .filter(|id| !watched.contains(id))
            .cloned()
            .collect();
        for id in ended {
            if let Some(profile_loop) = loops.remove(&id) {
                profile_loop.stop().await;
                tracing::info!(profile = %id, "poll loop ended");
            }
        }
        for id in watched {
            loops.entry(id.clone()).or_insert_with(|| {
                tracing::info!(profile = %id, "poll loop started");
                ProfileLoop::start(app.clone(), id)
            });
        }
        publish_summary(&app).await;
        tokio::select! {
            _ = tokio::time::sleep(desk.poll_interval()) => {}
            _ = desk.rewatched() => {}
        }
    }
}

/// One profile's poll loop, ended by cancelling it between polls and joining it.
struct ProfileLoop {
    cancel: CancellationToken,
    task: JoinHandle<()>,
}

impl ProfileLoop {
    fn start<R: Runtime>(app: AppHandle<R>, id: String) -> Self {
        let cancel = CancellationToken::new();
        let task = tauri::async_runtime::spawn(poll_loop(app, id, cancel.clone()));
        Self { cancel, task }
    }

    /// Ends the loop: at once while it waits, after its poll while it polls.
    async fn stop(self) {
        self.cancel.cancel();
        let _ = self.task.await;
    }
}

/// Evaluates the watch rules at start (a deadline passed while the app was not running), then
/// polls profile `id` until cancelled; a poll is never cut in the middle.
async fn poll_loop<R: Runtime>(app: AppHandle<R>, id: String, cancel: CancellationToken) {
    let desk = app.state::<DeskApp>();
    let configured = desk.poll_interval();
    let mut pace = Pace::new(configured);
    if let Some(cx) = desk.watched_context(&id).await {
        match watch::attention_now(&cx, tdx_store::now_ms()).await {
            Ok(raised) => crate::notices::tell(&app, None, &raised),
            Err(err) => {
                tracing::warn!(profile = %id, code = err.code(), "watch rules not evaluated")
            }
        }
        publish_summary(&app).await;
    }
    let mut wait = configured;
    loop {
        tokio::select! {
            _ = cancel.cancelled() => return,
            _ = tokio::time::sleep(wait) => {}
        }
        let Some(cx) = desk.watched_context(&id).await else {
            wait = configured;
            continue;
        };
        let active = desk.active_id().await == id;
        let started = Instant::now();
        let polled = watch::poll_profile(&cx, tdx_store::now_ms()).await;
        drop(cx);
        // Paced by the poll's own work, not by a wait for the window's refresh at a start.
        let took = polled
            .as_ref()
            .map_or_else(|_| started.elapsed(), |p| p.took);
        let (next, status) = pace.after(&polled, took);
        wait = next;
        // Counted by the leak check of `make bench` (EBL_DESK_LOG=…,ebl_desk_lib::polling=debug).
        tracing::debug!(
            profile = %id,
            active,
            ok = polled.is_ok(),
            took_ms = status.last_duration_ms,
            next_s = status.interval_seconds,
            unreachable = pace.failures(),
            "eBL list polled"
        );
        if active {
            let _ = app.emit("poll-status", &status);
        }
        let Ok(polled) = polled else {
            continue;
        };
        if active && !watch::no_changes(&polled.changes) {
            let _ = app.emit("ebl-changes", &polled.changes);
        }
        let changes = active.then_some(&polled.changes);
        crate::notices::tell(&app, changes, &polled.raised);
        publish_summary(&app).await;
    }
}

/// Evaluates the active profile's watch rules now (after the user changed a deadline or a
/// rule): what they raise is told at once, and the count follows.
pub async fn evaluate_now<R: Runtime>(app: &AppHandle<R>) {
    let desk = app.state::<DeskApp>();
    if let Some(cx) = desk.started_context().await {
        match watch::attention_now(&cx, tdx_store::now_ms()).await {
            Ok(raised) => crate::notices::tell(app, None, &raised),
            Err(err) => tracing::warn!(code = err.code(), "watch rules not evaluated"),
        }
    }
    publish_summary(app).await;
}

/// Tells the window (`attention-changed`) and the tray what needs attention, when it differs
/// from what they were told last (and the first time).
pub async fn publish_summary<R: Runtime>(app: &AppHandle<R>) {
    let summary = app.state::<DeskApp>().attention_summary().await;
    let changed = match app.state::<LastSummary>().0.lock() {
        Ok(mut last) if last.as_ref() != Some(&summary) => {
            *last = Some(summary.clone());
            true
        }
        _ => false,
    };
    if changed {
        let _ = app.emit("attention-changed", &summary);
        crate::tray::show_count(app, &summary);
    }
}
