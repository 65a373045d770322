//! The window remembers its size, place and maximised state across restarts
//! (`tauri-plugin-window-state`, kept in the app's config folder as `.window-state.json`; a
//! place on a display that is no longer connected is not restored, the window opens centred).
//!
//! Whether the window is shown is not among what is restored: a launch at login
//! (`--background`) keeps its window hidden. The plugin itself writes the file only when the app
//! exits cleanly; the app also writes it once the window has stopped moving or resizing, so a
//! session that ends otherwise (logout, a crash, a killed process) still finds it next time.
//! Only the Rust side uses the plugin: no capability grants its commands to the web view.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use tauri::plugin::TauriPlugin;
use tauri::{AppHandle, Manager, Runtime};
use tauri_plugin_window_state::{AppHandleExt, StateFlags};

/// What is remembered: never `VISIBLE` (see the module's note).
pub const REMEMBERED: StateFlags = StateFlags::SIZE
    .union(StateFlags::POSITION)
    .union(StateFlags::MAXIMIZED);

/// How long the window stays still before its place is written (a drag sends many moves).
const SETTLED: Duration = Duration::from_millis(400);

/// The plugin, restoring [`REMEMBERED`] when the window is created.
pub fn plugin<R: Runtime>() -> TauriPlugin<R> {
    tauri_plugin_window_state::Builder::new()
        .with_state_flags(REMEMBERED)
        .build()
}

/// The count of moves and resizes so far; a write waits until no later one came.
#[derive(Default, Clone)]
pub struct Changes(Arc<AtomicU64>);

/// The window moved or was resized: its state is written once it has settled.
pub fn changed<R: Runtime>(app: &AppHandle<R>) {
    let Some(changes) = app.try_state::<Changes>() else {
        return;
    };
    let changes = changes.inner().clone();
    let this = changes.0.fetch_add(1, Ordering::SeqCst) + 1;
    let app = app.clone();
    tauri::async_runtime::spawn(async move {
        tokio::time::sleep(SETTLED).await;
        if changes.0.load(Ordering::SeqCst) == this
            && let Err(err) = app.save_window_state(REMEMBERED)
        {
            tracing::warn!(%err, "the window's size and place could not be saved");
        }
    });
}
