//! A bare Tauri app: one window, one static page, one no-op command. The anchor of
//! BENCHMARKS.md's IPC and launch rows (tests/e2e/bench/ipc.bench.mjs): what Tauri and WebKit
//! cost on this machine before any of eBL Desk's own code runs.

// Prevents an extra console window on Windows in release builds.
#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

use tauri::Manager;

/// Does nothing and answers nothing, like the app's `ping` (an async command, as the app's are).
#[tauri::command]
async fn ping() {}

/// Says on stderr when a step of the launch happened (ms since the Unix epoch), for the bench
/// to split the native part of the launch as it splits the app's (from the app's log).
fn mark(step: &str) {
    let ms = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis());
    eprintln!("bare-tauri: {step} at {ms}");
}

fn main() {
    mark("main");
    let built = tauri::Builder::default()
        .setup(|app| {
            mark("window");
            if let Some(window) = app.get_webview_window("main") {
                tune(&window);
            }
            mark("setup");
            Ok(())
        })
        .on_page_load(|_webview, payload| {
            if payload.event() == tauri::webview::PageLoadEvent::Started {
                mark("page-started");
            }
        })
        .invoke_handler(tauri::generate_handler![ping])
        .build(tauri::generate_context!());
    match built {
        Ok(app) => app.run(|_, _| {}),
        Err(err) => {
            eprintln!("bare-tauri: could not start: {err}");
            std::process::exit(1);
        }
    }
}

/// The app's WebKit settings at launch, as src-tauri/src/webview.rs applies them (in the same
/// place: the setup, once the window exists), so the launch anchor is drawn the same way:
/// no page cache, hardware acceleration off unless `EBL_DESK_WEBKIT_GPU=1`, cache model
/// `DocumentViewer`.
fn tune<R: tauri::Runtime>(window: &tauri::WebviewWindow<R>) {
    let gpu = std::env::var("EBL_DESK_WEBKIT_GPU").is_ok_and(|v| v == "1");
    #[cfg(target_os = "linux")]
    {
        let applied = window.with_webview(move |webview| {
            use webkit2gtk::{
                CacheModel, HardwareAccelerationPolicy, SettingsExt, WebContextExt, WebViewExt,
            };
            let view = webview.inner();
            if let Some(settings) = WebViewExt::settings(&view) {
                settings.set_enable_page_cache(false);
                if !gpu {
                    settings.set_hardware_acceleration_policy(HardwareAccelerationPolicy::Never);
                }
            }
            if let Some(context) = view.context() {
                context.set_cache_model(CacheModel::DocumentViewer);
            }
        });
        if let Err(e) = applied {
            eprintln!("bare-tauri: WebKit's settings were not applied: {e}");
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = (window, gpu);
}
