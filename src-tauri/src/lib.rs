//! eBL Desk, the desktop shell: builds the Tauri app from plugins, state and thin commands.
//! Logic that can be tested without a window lives in the `tdx-*` crates.

pub mod browser;
pub mod commands;
pub mod error;
pub mod first_screen;
pub mod ipc;
pub mod language;
pub mod logs;
pub mod notices;
pub mod polling;
pub mod tray;
pub mod webview;
pub mod window_state;

// The generator build.rs runs (tested here, and checked against the files it wrote).
#[cfg(test)]
#[allow(dead_code)]
#[path = "../build/contract.rs"]
mod contract;
#[cfg(test)]
mod contract_tests;

use std::sync::{Arc, Mutex};
use std::time::Instant;

use tauri::{AppHandle, DragDropEvent, Emitter, Manager, Runtime, WindowEvent};
use tdx_desk::app_preferences::{CloseAsked, CloseToTray};
use tdx_desk::autostart::BACKGROUND_ARG;
use tdx_desk::{AppConfig, DeskApp};

use crate::language::data_dir;

/// The log folder, and the guard that flushes the log when the app ends.
pub struct LogFolder {
    pub path: Option<std::path::PathBuf>,
    _guard: Option<tracing_appender::non_blocking::WorkerGuard>,
}

/// The app's state, built on its own thread while GTK creates the window and its web view
/// (opening and checking the local store takes tens of milliseconds with a large list); the
/// setup joins it before anything can use it.
type Opening = Arc<Mutex<Option<std::thread::JoinHandle<DeskApp>>>>;

/// Starts the app and blocks until it quits (the window closed, or Quit in the tray).
/// Started with `--background` (at login), the window stays hidden: the app watches from the
/// tray until it is opened.
pub fn run() {
    let started = Instant::now();
    let main_at = std::time::SystemTime::now();
    let background = std::env::args().any(|a| a == BACKGROUND_ARG);
    let opening: Opening = Arc::default();
    let joined = opening.clone();
    let built = tauri::Builder::default()
        // First: a second launch hands over to the running app (its window comes to the front)
        // and exits before it opens anything; two copies would rotate the same refresh token.
        // A launch at login while the app already runs shows nothing.
        .plugin(tauri_plugin_single_instance::init(|app, args, _cwd| {
            if args.iter().any(|a| a == BACKGROUND_ARG) {
                tracing::info!("a second launch in the background: nothing to show");
                return;
            }
            tracing::info!("a second launch: showing this window instead");
            tray::show_window(app);
        }))
        .plugin(tauri_plugin_opener::init())
        .plugin(tauri_plugin_dialog::init())
        .plugin(tauri_plugin_notification::init())
        // The user's language, handed to the page before it loads and applied to Rust.
        .plugin(language::WindowLanguage::default())
        // The first screen's questions, asked while the page's script loads (after the language).
        .plugin(first_screen::plugin())
        // Restores the window's size, place and maximised state (never shows it).
        .plugin(window_state::plugin())
        .setup(move |app| {
            // The window and its web view exist now (Tauri creates them just before this).
            let window_ms = started.elapsed().as_millis() as u64;
            let handle = joined.lock().ok().and_then(|mut slot| slot.take());
            let desk = match handle {
                Some(handle) => handle
                    .join()
                    .unwrap_or_else(|panic| std::panic::resume_unwind(panic)),
                None => desk_app(app.handle()),
            };
            app.manage(desk);
            tracing::info!(
                window_ms,
                waited_ms = started.elapsed().as_millis() as u64 - window_ms,
                "window created; the app's state joined"
            );
            app.manage(commands::files::Dialogs::from_env());
            app.manage(notices::Notices::default());
            app.manage(polling::LastSummary::default());
            app.manage(window_state::Changes::default());
            // Started in the background (at login), the window is hidden at once. It is
            // created visible (tauri.conf.json): WebKitWebDriver cannot drive a web view whose
            // window was created hidden, and the end-to-end scenarios drive this very window.
            if let Some(window) = app.get_webview_window("main") {
                webview::tune(&window);
                if background {
                    let _ = window.hide();
                }
            }
            if let Err(err) = tray::create(app.handle()) {
                tracing::warn!(%err, "no tray icon");
            }
            // Watching starts once the active profile's desk is up (the warm-up opens it).
            let handle = app.handle().clone();
            tauri::async_runtime::spawn(async move {
                handle.state::<DeskApp>().warm_up().await;
                polling::start(handle);
            });
            tracing::info!(
                setup_ms = started.elapsed().as_millis() as u64,
                "setup done"
            );
            Ok(())
        })
        // Where a launch's time goes (BENCHMARKS.md, "warm launch"): the page's navigation
        // started and finished, in ms since `run`.
        .on_page_load(move |_webview, payload| {
            tracing::info!(
                event = ?payload.event(),
                ms = started.elapsed().as_millis() as u64,
                "page load"
            );
        })
        // A drop is recorded (the files may then be read) before the window hears of it.
        // Closing the window asks the first time (`close-asked`; the window answers with
        // `window_close_choice`), then hides it to the tray or quits, as the user chose.
        .on_window_event(|window, event| match event {
            WindowEvent::DragDrop(DragDropEvent::Drop { paths, .. }) => {
                commands::files::dropped(window.app_handle(), paths.clone());
            }
            WindowEvent::Moved(_) | WindowEvent::Resized(_) if window.label() == "main" => {
                window_state::changed(window.app_handle());
            }
            WindowEvent::CloseRequested { api, .. } if window.label() == "main" => {
                let app = window.app_handle();
                let choice = app
                    .try_state::<DeskApp>()
                    .map(|desk| desk.close_to_tray())
                    .unwrap_or_default();
                match choice {
                    CloseToTray::Ask => {
                        api.prevent_close();
                        // Asked off the main thread: the session bus may be slow to answer.
                        let app = app.clone();
                        tauri::async_runtime::spawn_blocking(move || {
                            let watcher = tray::watcher();
                            let asked = CloseAsked::from(watcher);
                            tracing::info!(?watcher, asked.tray, "closing the window asks");
                            let _ = app.emit("close-asked", asked);
                        });
                    }
                    CloseToTray::Tray => {
                        api.prevent_close();
                        let _ = window.hide();
                    }
                    CloseToTray::Quit => {}
                }
            }
            _ => {}
        })
        // Every `#[tauri::command]` in src/commands/*.rs, listed by build.rs (build/contract.rs).
        .invoke_handler(include!(concat!(env!("OUT_DIR"), "/handlers.rs")))
        .build(tauri::generate_context!());
    let app = match built {
        Ok(app) => app,
        Err(err) => {
            eprintln!("ebl-desk: could not start the app: {err}");
            std::process::exit(1);
        }
    };
    // Built: GTK is up and this is the only running copy (the single-instance plugin has
    // handed a second launch over and exited it). The window is created when the event loop
    // starts; the app's state is built meanwhile.
    let log_dir = std::env::var_os("EBL_DESK_LOG_DIR")
        .map(std::path::PathBuf::from)
        .or_else(|| app.path().app_log_dir().ok());
    app.manage(LogFolder {
        path: log_dir.clone(),
        _guard: logs::start(log_dir.as_deref()),
    });
    tracing::info!(
        version = env!("CARGO_PKG_VERSION"),
        built_ms = started.elapsed().as_millis() as u64,
        // When `run` began (ms since the Unix epoch): the bench's split of a launch.
        main_at_ms = main_at
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_millis() as u64),
        "eBL Desk starting"
    );
    let handle = app.handle().clone();
    if let Ok(mut slot) = opening.lock() {
        *slot = Some(std::thread::spawn(move || desk_app(&handle)));
    }
    app.run(|handle, event| {
        // Logged-in module sessions end with the app: the next run asks the PIN again.
        if let tauri::RunEvent::Exit = event
            && let Some(desk) = handle.try_state::<DeskApp>()
        {
            desk.pkcs11_close_sessions();
        }
    });
}

/// The app's state: the local store opened and checked, the folders and the browser opener.
fn desk_app<R: Runtime>(app: &AppHandle<R>) -> DeskApp {
    let (data_dir, resource_dir) = folders(app);
    let browser = Arc::new(browser::SystemBrowser(app.clone()));
    // The local store is checked after the start, at the lowest priority, whatever its size:
    // run at the start, SQLite's check (100–180 ms at 10,000 eBLs) took one of the cores the
    // window and WebKit's processes start on (BENCHMARKS.md, "warm launch").
    let config = AppConfig {
        store_check_budget: std::time::Duration::ZERO,
        ..AppConfig::from_env(data_dir, resource_dir)
    };
    DeskApp::new(config, browser)
}

/// Where the app keeps its data (`EBL_DESK_DATA_DIR`, else the platform's app data folder) and
/// where its bundled resources are.
fn folders<R: Runtime>(
    app: &AppHandle<R>,
) -> (Option<std::path::PathBuf>, Option<std::path::PathBuf>) {
    (data_dir(app), app.path().resource_dir().ok())
}
