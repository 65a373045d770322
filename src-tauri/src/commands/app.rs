//! What the shell shows about the app itself: version and the active profile; the app's own
//! preferences (closing to the tray, starting at login) and the answer to "close the window?".

use serde::Serialize;
use ts_rs::TS;

use tauri::{AppHandle, Manager, Runtime, State};

use crate::LogFolder;
use crate::error::IpcError;
use tdx_desk::DeskApp;
use tdx_desk::app_preferences::{AppPreferences, CloseChoice};
use tdx_desk::language::LanguageSetting;
use tdx_desk::last_view::LastView;
use tdx_desk::profiles::ProfileKind;

/// The app's name and version and the profile it is working in.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(export)]
pub struct AppInfo {
    pub name: String,
    pub version: String,
    pub profile: ProfileInfo,
    /// Where the app writes its log (Settings › About).
    #[ts(optional)]
    pub log_folder: Option<String>,
    /// Said once at the top of the window: the local data file was damaged and moved aside,
    /// or cannot be used.
    #[ts(optional)]
    pub store_notice: Option<String>,
}

/// The profile as the status bar shows it (no secrets: those stay in the keyring).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(export)]
pub struct ProfileInfo {
    pub name: String,
    pub kind: ProfileKind,
}

/// Builds [`AppInfo`] for the active profile; the command below only finds that profile.
pub fn app_info_for(profile: &tdx_desk::profiles::Profile) -> AppInfo {
    AppInfo {
        name: "eBL Desk".to_owned(),
        version: env!("CARGO_PKG_VERSION").to_owned(),
        profile: ProfileInfo {
            name: profile.name.clone(),
            kind: profile.kind,
        },
        log_folder: None,
        store_notice: None,
    }
}

#[tauri::command]
pub async fn app_info(
    app: State<'_, DeskApp>,
    logs: State<'_, LogFolder>,
) -> Result<AppInfo, IpcError> {
    let mut info = app_info_for(app.context().await?.profile());
    info.log_folder = logs.path.as_ref().map(|p| p.display().to_string());
    info.store_notice = app.store_notice();
    Ok(info)
}

/// Opens the log folder in the file manager.
#[tauri::command]
pub async fn open_log_folder<R: Runtime>(
    app: AppHandle<R>,
    logs: State<'_, LogFolder>,
) -> Result<(), IpcError> {
    use tauri_plugin_opener::OpenerExt;
    let folder = logs.path.clone().ok_or(tdx_desk::Error::NoLogFolder)?;
    std::fs::create_dir_all(&folder)
        .map_err(|e| tdx_desk::Error::Io(format!("{}: {e}", folder.display())))?;
    app.opener()
        .open_path(folder.display().to_string(), None::<&str>)
        .map_err(|e| {
            tdx_desk::Error::OpenFailed(tdx_i18n::tr!(
                "err-detail-log-folder",
                reason = e.to_string()
            ))
            .into()
        })
}

/// What closing the window does, and whether the app starts at login.
#[tauri::command]
pub async fn app_preferences_get(app: State<'_, DeskApp>) -> Result<AppPreferences, IpcError> {
    Ok(app.app_preferences())
}

/// Changes the app's preferences; starting at login writes (or removes) the autostart entry
/// for this installed app.
#[tauri::command]
pub async fn app_preferences_set(
    app: State<'_, DeskApp>,
    prefs: AppPreferences,
) -> Result<AppPreferences, IpcError> {
    Ok(app.set_app_preferences(&prefs, &installed_app()?)?)
}

/// The language in use, the system's, the user's choice and the languages offered
/// (Settings › Language).
#[tauri::command]
pub async fn get_language(app: State<'_, DeskApp>) -> Result<LanguageSetting, IpcError> {
    Ok(app.language_setting())
}

/// Chooses the language (`null`: follow the system's), remembers it and applies it to what
/// Rust says (errors, notifications) at once; the window then reloads its messages in
/// `current`.
#[tauri::command]
pub async fn set_language<R: Runtime>(
    handle: AppHandle<R>,
    app: State<'_, DeskApp>,
    choice: Option<String>,
) -> Result<LanguageSetting, IpcError> {
    let setting = app.set_language(choice.as_deref())?;
    crate::tray::relabel(&handle);
    Ok(setting)
}

/// The screen the window showed last and the eBL list's filter, shown again at a start.
#[tauri::command]
pub async fn last_view_get(app: State<'_, DeskApp>) -> Result<LastView, IpcError> {
    Ok(app.last_view())
}

/// Remembers the screen the window shows and the eBL list's filter.
#[tauri::command]
pub async fn last_view_set(app: State<'_, DeskApp>, view: LastView) -> Result<(), IpcError> {
    Ok(app.set_last_view(&view)?)
}

/// Does nothing and answers nothing: one IPC round trip and no more (the benchmark's no-op
/// call, measured beside the same command in a bare Tauri app, bench/bare-tauri).
#[tauri::command]
pub async fn ping() {}

/// The window's answer after `close-asked`: hide it to the tray, or quit; `remember` keeps
/// the choice, so the next close does not ask.
#[tauri::command]
pub async fn window_close_choice<R: Runtime>(
    handle: AppHandle<R>,
    app: State<'_, DeskApp>,
    choice: CloseChoice,
    remember: bool,
) -> Result<(), IpcError> {
    if remember {
        app.set_close_to_tray(choice.into())?;
    }
    match choice {
        CloseChoice::Tray => {
            if let Some(window) = handle.get_webview_window("main") {
                let _ = window.hide();
            }
        }
        CloseChoice::Quit => {
            tracing::info!("quit as the window asked");
            handle.exit(0);
        }
    }
    Ok(())
}

/// The program a login starts: the AppImage file when running from one (its executable lives
/// in a mount that changes each run), else this executable.
fn installed_app() -> Result<std::path::PathBuf, tdx_desk::Error> {
    if let Some(image) = std::env::var_os("APPIMAGE").map(std::path::PathBuf::from)
        && image.is_absolute()
    {
        return Ok(image);
    }
    std::env::current_exe().map_err(|e| tdx_desk::Error::Io(format!("this program's path: {e}")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_app_reports_its_version_and_the_sandbox_profile() {
        let info = app_info_for(&tdx_desk::profiles::sandbox(
            "http://127.0.0.1:1",
            "ebl-desk",
        ));
        assert_eq!(info.version, env!("CARGO_PKG_VERSION"));
        assert_eq!(info.profile.kind, tdx_desk::profiles::ProfileKind::Sandbox);
        assert_eq!(info.profile.name, "Sandbox");
    }

    #[test]
    fn app_info_follows_the_active_profile() {
        let mut profile = tdx_desk::profiles::sandbox("https://tdx.example.com", "acme");
        profile.name = "Acme production".to_owned();
        profile.kind = tdx_desk::profiles::ProfileKind::Service;
        let json = serde_json::to_value(app_info_for(&profile)).unwrap();
        assert_eq!(json["profile"]["name"], "Acme production");
        assert_eq!(json["profile"]["kind"], "service");
    }
}
