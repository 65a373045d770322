//! What the shell shows about the app itself: version and the active profile.

use serde::Serialize;
use ts_rs::TS;

use crate::error::IpcError;
use crate::state::{AppState, ProfileInfo};

/// The app's name and version and the profile it is working in.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(export)]
pub struct AppInfo {
    pub name: String,
    pub version: String,
    pub profile: ProfileInfo,
}

/// Builds [`AppInfo`] from the state; the command below only unwraps Tauri's state.
pub fn app_info_from(state: &AppState) -> Result<AppInfo, IpcError> {
    Ok(AppInfo {
        name: "eBL Desk".to_owned(),
        version: env!("CARGO_PKG_VERSION").to_owned(),
        profile: state.active_profile()?,
    })
}

#[tauri::command]
pub fn app_info(state: tauri::State<'_, AppState>) -> Result<AppInfo, IpcError> {
    app_info_from(&state)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::ProfileKind;

    #[test]
    fn a_new_app_reports_its_version_and_the_sandbox_profile() {
        let info = app_info_from(&AppState::new()).unwrap();
        assert_eq!(info.version, env!("CARGO_PKG_VERSION"));
        assert_eq!(info.profile.kind, ProfileKind::Sandbox);
        assert_eq!(info.profile.name, "Sandbox");
    }

    #[test]
    fn app_info_follows_the_active_profile() {
        let state = AppState::new();
        state
            .set_active_profile(ProfileInfo {
                name: "Acme production".to_owned(),
                kind: ProfileKind::Service,
            })
            .unwrap();
        let json = serde_json::to_value(app_info_from(&state).unwrap()).unwrap();
        assert_eq!(json["profile"]["name"], "Acme production");
        assert_eq!(json["profile"]["kind"], "service");
    }
}
