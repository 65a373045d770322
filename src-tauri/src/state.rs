//! The profile as the shell's status bar shows it. The profiles themselves live in tdx-store
//! and tdx-desk; the state the commands share is `tdx_desk::DeskApp`.

use serde::Serialize;
use ts_rs::TS;

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
