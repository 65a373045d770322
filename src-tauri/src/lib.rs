//! eBL Desk, the desktop shell: builds the Tauri app from plugins, state and thin commands.
//! Logic that can be tested without a window lives in the `tdx-*` crates.

pub mod browser;
pub mod commands;
pub mod error;
pub mod ipc;
pub mod logs;
pub mod polling;
pub mod state;
pub mod webview;

use std::sync::Arc;

use tauri::{AppHandle, DragDropEvent, Manager, Runtime, WindowEvent};
use tdx_desk::{AppConfig, DeskApp};

/// The log folder, and the guard that flushes the log when the app ends.
pub struct LogFolder {
    pub path: Option<std::path::PathBuf>,
    _guard: Option<tracing_appender::non_blocking::WorkerGuard>,
}

/// Starts the app and blocks until the last window closes.
pub fn run() {
    let result = tauri::Builder::default()
        // First: a second launch hands over to the running app (its window comes to the front)
        // and exits before it opens anything; two copies would rotate the same refresh token.
        .plugin(tauri_plugin_single_instance::init(|app, _args, _cwd| {
            tracing::info!("a second launch: showing this window instead");
            if let Some(window) = app.get_webview_window("main") {
                let _ = window.unminimize();
                let _ = window.show();
                let _ = window.set_focus();
            }
        }))
        .plugin(tauri_plugin_opener::init())
        .plugin(tauri_plugin_dialog::init())
        .plugin(tauri_plugin_notification::init())
        .setup(|app| {
            let log_dir = std::env::var_os("EBL_DESK_LOG_DIR")
                .map(std::path::PathBuf::from)
                .or_else(|| app.path().app_log_dir().ok());
            app.manage(LogFolder {
                path: log_dir.clone(),
                _guard: logs::start(log_dir.as_deref()),
            });
            tracing::info!(version = env!("CARGO_PKG_VERSION"), "eBL Desk starting");
            let (data_dir, resource_dir) = folders(app.handle());
            let browser = Arc::new(browser::SystemBrowser(app.handle().clone()));
            app.manage(DeskApp::new(
                AppConfig::from_env(data_dir, resource_dir),
                browser,
            ));
            app.manage(commands::files::Dialogs::from_env());
            if let Some(window) = app.get_webview_window("main") {
                webview::tune(&window);
            }
            polling::start(app.handle().clone());
            let handle = app.handle().clone();
            tauri::async_runtime::spawn(async move {
                handle.state::<DeskApp>().warm_up().await;
            });
            Ok(())
        })
        // A drop is recorded (the files may then be read) before the window hears of it.
        .on_window_event(|window, event| {
            if let WindowEvent::DragDrop(DragDropEvent::Drop { paths, .. }) = event {
                commands::files::dropped(window.app_handle(), paths.clone());
            }
        })
        .invoke_handler(tauri::generate_handler![
            commands::app::app_info,
            commands::app::open_log_folder,
            commands::session::session_info,
            commands::session::sign_in,
            commands::session::cancel_sign_in,
            commands::session::reopen_sign_in_browser,
            commands::session::sign_out,
            commands::ebls::list_ebls,
            commands::ebls::get_ebl,
            commands::ebls::accept_ebl_parties,
            commands::ebls::list_recipients,
            commands::ebls::prepare_action,
            commands::ebls::confirm_action,
            commands::ebls::cancel_action,
            commands::keys::key_info,
            commands::keys::generate_key,
            commands::keys::import_key_hex,
            commands::keys::import_keystore,
            commands::keys::export_keystore,
            commands::keys::delete_key,
            commands::preview::preview_open,
            commands::preview::pdf_jail_status,
            commands::preview::preview_page,
            commands::preview::download_ebl,
            commands::profiles::list_profiles,
            commands::profiles::save_service_profile,
            commands::profiles::switch_profile,
            commands::profiles::delete_profile,
            commands::profiles::profile_deletion_facts,
            commands::profiles::deleted_profiles,
            commands::profiles::list_registries,
            commands::profiles::accept_registry,
            commands::rules::list_rules,
            commands::rules::save_rule,
            commands::rules::set_rule_enabled,
            commands::rules::delete_rule,
            commands::contacts::list_contacts,
            commands::contacts::add_contact,
            commands::contacts::update_contact,
            commands::contacts::delete_contact,
            commands::contacts::preview_contacts_csv,
            commands::contacts::preview_contacts_text,
            commands::contacts::import_contacts,
            commands::contacts::export_contacts_csv,
            commands::batches::selection_actions,
            commands::batches::prepare_batch,
            commands::batches::run_batch,
            commands::batches::batch_status,
            commands::batches::cancel_batch,
            commands::batches::retry_batch,
            commands::batches::open_batches,
            commands::batches::close_batch,
            commands::keys::key_status,
            commands::keys::register_key,
            commands::keys::approve_key_in_sandbox,
            commands::journal::ebl_timeline,
            commands::journal::activity_page,
            commands::journal::export_activity_csv,
            commands::journal::export_evidence_pack,
            commands::registration::register_company,
            commands::registration::cancel_registration,
            commands::envelopes::envelope_drafts,
            commands::envelopes::envelope_new_draft,
            commands::envelopes::envelope_save_draft,
            commands::envelopes::envelope_delete_draft,
            commands::envelopes::envelope_add_paths,
            commands::envelopes::envelope_validate,
            commands::envelopes::envelope_document_types,
            commands::envelopes::envelope_settings,
            commands::envelopes::set_envelope_settings,
            commands::envelopes::envelope_thumbnail,
            commands::envelopes::envelope_upload,
            commands::envelopes::envelope_cancel_upload,
            commands::envelopes::envelope_sign_and_send,
            commands::envelopes::envelope_sent,
            commands::files::choose_file_to_open,
            commands::files::choose_file_to_save,
            commands::files::choose_documents,
            #[cfg(feature = "e2e-hooks")]
            commands::files::e2e_drop_paths,
            #[cfg(feature = "e2e-hooks")]
            commands::files::e2e_answer_dialog,
        ])
        .run(tauri::generate_context!());
    if let Err(err) = result {
        eprintln!("ebl-desk: could not start the app: {err}");
        std::process::exit(1);
    }
}

/// Where the app keeps its data (`EBL_DESK_DATA_DIR`, else the platform's app data folder) and
/// where its bundled resources are.
fn folders<R: Runtime>(
    app: &AppHandle<R>,
) -> (Option<std::path::PathBuf>, Option<std::path::PathBuf>) {
    let data = std::env::var_os("EBL_DESK_DATA_DIR")
        .map(std::path::PathBuf::from)
        .or_else(|| app.path().app_data_dir().ok());
    (data, app.path().resource_dir().ok())
}
