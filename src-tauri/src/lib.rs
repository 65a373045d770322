//! eBL Desk, the desktop shell: builds the Tauri app from plugins, state and thin commands.
//! Logic that can be tested without a window lives in the `tdx-*` crates.

pub mod commands;
pub mod error;
pub mod state;

use state::AppState;

/// Starts the app and blocks until the last window closes.
pub fn run() {
    let result = tauri::Builder::default()
        .plugin(tauri_plugin_opener::init())
        .plugin(tauri_plugin_dialog::init())
        .plugin(tauri_plugin_notification::init())
        .manage(AppState::new())
        .invoke_handler(tauri::generate_handler![commands::app::app_info])
        .run(tauri::generate_context!());
    if let Err(err) = result {
        eprintln!("ebl-desk: could not start the app: {err}");
        std::process::exit(1);
    }
}
