//! The profile as the shell's status bar shows it. The profiles themselves live in tdx-store
//! and tdx-desk (`tdx_desk::profile`); the state the commands share is `tdx_desk::DeskApp`.

use serde::Serialize;
use tdx_desk::profiles::ProfileKind;
use ts_rs::TS;

/// The profile as the UI shows it (no secrets: those stay in the keyring).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(export)]
pub struct ProfileInfo {
    pub name: String,
    pub kind: ProfileKind,
}
