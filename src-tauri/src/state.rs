//! State shared by the commands. Profiles are kept in memory here until tdx-store persists
//! them; a new app starts on the built-in Sandbox profile (tdx-sandbox run in-process).

use std::sync::Mutex;

use serde::Serialize;
use ts_rs::TS;

use crate::error::IpcError;

/// Where a profile's service lives.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "lowercase")]
#[ts(export)]
pub enum ProfileKind {
    /// The emulator that ships with the app, started on the loopback interface.
    Sandbox,
    /// A real Trade Document Exchange Service at a base URL.
    Service,
}

/// The profile as the UI shows it (no secrets: those stay in the keyring).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(export)]
pub struct ProfileInfo {
    pub name: String,
    pub kind: ProfileKind,
}

impl ProfileInfo {
    /// The profile a new installation opens.
    pub fn sandbox() -> Self {
        Self {
            name: "Sandbox".to_owned(),
            kind: ProfileKind::Sandbox,
        }
    }
}

pub struct AppState {
    active_profile: Mutex<ProfileInfo>,
}

impl AppState {
    pub fn new() -> Self {
        Self {
            active_profile: Mutex::new(ProfileInfo::sandbox()),
        }
    }

    pub fn active_profile(&self) -> Result<ProfileInfo, IpcError> {
        let guard = self
            .active_profile
            .lock()
            .map_err(|_| IpcError::state_poisoned())?;
        Ok(guard.clone())
    }

    pub fn set_active_profile(&self, profile: ProfileInfo) -> Result<(), IpcError> {
        let mut guard = self
            .active_profile
            .lock()
            .map_err(|_| IpcError::state_poisoned())?;
        *guard = profile;
        Ok(())
    }
}

impl Default for AppState {
    fn default() -> Self {
        Self::new()
    }
}
